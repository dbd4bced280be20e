"""Goldfish, hands and play/replay with the real decks of the OCTGN plugin."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from click.testing import CliRunner

from stargate_vcg.cards.sources import load_card_database
from stargate_vcg.cli.main import main
from stargate_vcg.decklists.io import load_deck
from stargate_vcg.decklists.model import Deck
from stargate_vcg.goldfish import goldfish, goldfish_hands
from stargate_vcg.statistics import odds

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def real_decks(octgn_dir: Path) -> list[Deck]:
    db = load_card_database(octgn_dir)
    paths = sorted((octgn_dir / "decks").glob("*.o8d"))
    assert len(paths) >= 2
    return [load_deck(p, cards=db) for p in paths]


def test_every_real_deck_wins_against_the_passive_villain(real_decks: list[Deck]) -> None:
    for deck in real_decks:
        result = goldfish(deck, games=30, seed=1)
        assert result.wins > 0, deck.name
        assert result.per_turn[0].missions_attempted > 0


def test_keep_rate_of_a_real_deck_matches_the_exact_odds(real_decks: list[Deck]) -> None:
    deck, rule, n = real_decks[0], "type:support >= 1 and hero >= 3", 40_000
    p = odds(deck, rule).p
    result = goldfish_hands(deck, hands=n, seed=8, keep=rule)
    assert abs(result.keep_rate - p) <= 5 * math.sqrt(p * (1 - p) / n)


def test_under_pressure_the_opponent_can_win(real_decks: list[Deck]) -> None:
    result = goldfish(real_decks[0], games=40, seed=2, opponent=real_decks[1])
    assert any(r.startswith("opponent won") for r in result.win_reasons)


def test_play_and_replay_a_real_game(octgn_dir: Path, tmp_path: Path) -> None:
    decks = sorted((octgn_dir / "decks").glob("*.o8d"))[:2]
    log = tmp_path / "game.jsonl"
    runner = CliRunner()
    played = runner.invoke(main, ["play", *map(str, decks), "--agents", "greedy,greedy",
                                  "--seed", "3", "--log", str(log), "--cards",
                                  str(octgn_dir)])
    assert played.exit_code == 0, played.stderr
    replayed = runner.invoke(main, ["replay", str(log), "--cards", str(octgn_dir)])
    assert replayed.exit_code == 0, replayed.stderr
    assert played.stdout.strip().splitlines()[-1].removeprefix("result: ") in replayed.stdout
