"""Random games with real decks from the OCTGN plugin (../shared/octgn/decks)."""

from __future__ import annotations

import sys
from itertools import combinations
from pathlib import Path

import pytest

from stargate_vcg.agents import RandomAgent
from stargate_vcg.cards.sources import load_card_database
from stargate_vcg.decklists.io import load_deck
from stargate_vcg.decklists.model import Deck
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.engine.stargate.legal import legal_actions_checked

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "unit"))
from test_sg_engine_playouts import check_invariants

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def real_decks(octgn_dir: Path) -> list[Deck]:
    db = load_card_database(octgn_dir)
    paths = sorted((octgn_dir / "decks").glob("*.o8d"))
    assert len(paths) >= 2
    return [load_deck(p, cards=db) for p in paths]


def test_random_games_with_real_decks_keep_the_invariants(real_decks: list[Deck]) -> None:
    pairs = list(combinations(range(len(real_decks)), 2))[:8]
    for seed, (a, b) in enumerate(pairs):
        decks = [real_decks[a], real_decks[b]]
        game = StargateGame.new(decks, seed=seed, max_turns=60)
        totals = [sum(1 for f in game.facts if f.owner == p) for p in range(2)]
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        while not game.is_over:
            legal = game.legal_actions()
            assert legal == legal_actions_checked(game)
            player = game.to_act
            assert player is not None
            game.apply(agents[player].choose(game.observation(player), legal))
            check_invariants(game, totals)
        assert game.result.status in ("won", "unfinished")
        again = StargateGame.replay(decks, seed, game.actions, max_turns=60)
        assert again.log_entries == game.log_entries


def test_real_decks_three_players(real_decks: list[Deck]) -> None:
    decks = real_decks[:3]
    game = StargateGame.new(decks, seed=7, max_turns=30)
    agent = RandomAgent(7)
    heroes = set()
    while not game.is_over:
        heroes.add((game.state.hero, game.state.villain))
        game.apply(agent.choose(None, game.legal_actions()))
    assert game.is_over
    assert heroes <= {(0, 1), (1, 2), (2, 0)}
