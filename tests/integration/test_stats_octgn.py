"""Statistics of a deck built at test time from the real OCTGN card data."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from math import comb
from pathlib import Path

import pytest
from click.testing import CliRunner

from stargate_vcg.cards import SKILLS, CardDatabase, CardType, StargateCard
from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.sources import build_database
from stargate_vcg.cli.main import main
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.statistics import odds, stats

pytestmark = pytest.mark.integration


def real_deck(db: CardDatabase, copies: int = 3) -> Deck:
    """4 team characters, 3 missions per skill, 20 titles x 3 in the draw deck."""
    cards = sorted(db, key=lambda c: c.id)
    used: set[str] = set()

    def pick(wanted: int, keep: Callable[[StargateCard], object]) -> list[StargateCard]:
        found = []
        for card in cards:
            title = normalize_name(card.title)
            if keep(card) and title not in used:
                found.append(card)
                used.add(title)
                if len(found) == wanted:
                    break
        return found

    team = pick(4, lambda c: c.type is CardType.TEAM_CHARACTER and c.cost)
    missions = [m for s in SKILLS for m in pick(3, lambda c, s=s: c.type is CardType.MISSION
                                                    and list(c.skills) == [s])]
    draw = (pick(6, lambda c: c.type is CardType.SUPPORT_CHARACTER and c.is_hero)
            + pick(4, lambda c: c.is_hero and c.type in (CardType.GEAR, CardType.EVENT))
            + pick(7, lambda c: c.type is CardType.OBSTACLE)
            + pick(3, lambda c: c.type is CardType.ADVERSARY))

    def entries(chosen: list[StargateCard], n: int) -> list[DeckEntry]:
        return [DeckEntry(name=c.name, quantity=n, card=c) for c in chosen]

    return Deck(game=Game.STARGATE, name="integration",
                sections={Section.TEAM: entries(team, 1), Section.MISSIONS: entries(missions, 1),
                          Section.DECK: entries(draw, copies)})


@pytest.fixture(scope="module")
def db(octgn_dir: Path) -> CardDatabase:
    return build_database(octgn_dir)


def test_real_deck_statistics(db: CardDatabase) -> None:
    deck = real_deck(db)
    result = stats(deck)
    draw = deck.stargate_cards(Section.DECK)
    assert result.draw.deck_size == len(draw) == 60
    assert result.victory_total_given == sum(c.cost or 0 for c in deck.stargate_cards(
        Section.TEAM))
    assert result.counts.by_type["obstacle"] == sum(c.type is CardType.OBSTACLE for c in draw)
    assert result.team is not None and result.missions is not None
    assert len(result.missions.missions) == 12
    assert result.missions.experience_total == sum(
        m.experience or 0 for m in deck.stargate_cards(Section.MISSIONS))
    for skill in SKILLS:
        reach = result.team.reach[skill.value]
        assert reach.team <= reach.with_support <= reach.with_boosts
        assert len(reach.mission_difficulties) == 3
    expected = 1 - comb(57, 8) / comb(60, 8)
    assert all(t.p_opening == pytest.approx(expected) for t in result.titles.values())
    traits = Counter(t for c in draw for t in c.traits)
    assert result.traits == dict(traits)


def test_real_deck_combined_odds(db: CardDatabase) -> None:
    deck = real_deck(db)
    both = odds(deck, "type:support >= 1 and type:obstacle >= 2", mulligan=False)
    support = odds(deck, "type:support >= 1", mulligan=False)
    assert 0 < both.p < support.p < 1
    # Complement by hand: P(no support) = C(42, 8) / C(60, 8) with 18 support cards.
    assert support.p == pytest.approx(1 - comb(42, 8) / comb(60, 8))


def test_cli_on_a_real_deck(db: CardDatabase, octgn_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "real.yaml"
    real_deck(db).save(path)
    result = CliRunner().invoke(main, ["stats", str(path), "--cards", str(octgn_dir), "--json",
                                       "--odds", "type:obstacle >= 2"])
    assert result.exit_code == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["counts"]["sections"] == {"team": 4, "missions": 12, "deck": 60}
    assert len(document["titles"]) == 20
