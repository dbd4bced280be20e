"""Decklists against the real OCTGN data: the plugin's 8 decks and our own decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from stargate_vcg.cards.database import CardDatabase
from stargate_vcg.decklists.io import FORMATS, load_deck, save_deck
from stargate_vcg.decklists.model import SECTIONS, Deck, Section

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]
_EXTENSION = {"yaml": ".yaml", "text": ".txt", "o8d": ".o8d"}


@pytest.fixture(scope="module")
def real_cards(octgn_dir: Path) -> CardDatabase:
    from stargate_vcg.cards.sources import build_database

    return build_database(octgn_dir / "sets")


def _octgn_decks(octgn_dir: Path) -> list[Path]:
    decks = sorted((octgn_dir / "decks").glob("*.o8d"))
    assert len(decks) == 8
    return decks


def _shape(deck: Deck) -> dict[Section, list[tuple[str | None, int]]]:
    return {s: [(e.card_id, e.quantity) for e in deck.section(s)] for s in SECTIONS[deck.game]}


def test_every_octgn_deck_loads_with_its_counts(octgn_dir: Path,
                                                real_cards: CardDatabase) -> None:
    for path in _octgn_decks(octgn_dir):
        deck = load_deck(path, cards=real_cards)
        counts = (deck.count(Section.TEAM), deck.count(Section.MISSIONS),
                  deck.count(Section.DECK))
        assert counts == (4, 12, 44), path.name
        assert not deck.unknown()


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_octgn_deck_round_trips_through_every_format(
        octgn_dir: Path, real_cards: CardDatabase, tmp_path: Path, fmt: str) -> None:
    for path in _octgn_decks(octgn_dir):
        deck = load_deck(path, cards=real_cards)
        target = tmp_path / f"{path.stem}{_EXTENSION[fmt]}"
        save_deck(deck, target)
        again = load_deck(target, cards=real_cards)
        assert _shape(again) == _shape(deck), (path.name, fmt)
        # Back to .o8d: the ids of the original file come back.
        back = tmp_path / f"{path.stem}-back.o8d"
        save_deck(again, back)
        assert _shape(load_deck(back, cards=real_cards)) == _shape(deck)


OUR_DECKS = ["sgc-combat.yaml", "jaffa-rebellion.txt", "tokra.o8d"]


@pytest.mark.parametrize("name", OUR_DECKS)
def test_our_decks_are_legal(name: str, real_cards: CardDatabase) -> None:
    """Rulebook "Building a Deck": 4 team characters with different titles, 12 missions
    (3 per skill), at least 20 hero and 20 villain cards, no title more than 3 times,
    no missions in the draw deck."""
    deck = load_deck(REPO / "decks" / name, cards=real_cards)
    team = deck.stargate_cards(Section.TEAM)
    missions = deck.stargate_cards(Section.MISSIONS)
    cards = deck.stargate_cards(Section.DECK)
    assert len(team) == 4
    assert len({c.title for c in team}) == 4
    assert all(c.type.value == "team character" for c in team)
    assert len(missions) == 12
    assert all(c.type.value == "mission" and len(c.skills) == 1 for c in missions)
    per_skill: dict[str, int] = {}
    for mission in missions:
        skill = next(iter(mission.skills)).value
        per_skill[skill] = per_skill.get(skill, 0) + 1
    assert per_skill == {"culture": 3, "science": 3, "combat": 3, "ingenuity": 3}
    assert not [c for c in cards if c.type.value == "mission"]
    assert sum(c.is_hero for c in cards) >= 20
    assert sum(c.is_villain for c in cards) >= 20
    copies: dict[str, int] = {}
    for card in team + missions + cards:
        copies[card.title] = copies.get(card.title, 0) + 1
    assert max(copies.values()) <= 3


@pytest.mark.parametrize("name", OUR_DECKS)
def test_our_decks_pass_the_validator(name: str, real_cards: CardDatabase) -> None:
    from stargate_vcg.construction import validate

    report = validate(load_deck(REPO / "decks" / name, cards=real_cards))
    assert [v.one_line() for v in report.errors] == []


@pytest.mark.parametrize("fmt", ["yaml", "text"])
def test_names_shared_by_different_cards_survive_with_pinned_ids(
        real_cards: CardDatabase, tmp_path: Path, fmt: str) -> None:
    """The data gives a few names to two different cards; the name-only formats then
    write the id, so a round trip brings back the same printings."""
    from stargate_vcg.cards.names import normalize_name
    from stargate_vcg.decklists.model import DeckEntry, Game

    groups: dict[str, list[object]] = {}
    for card in real_cards:
        groups.setdefault(normalize_name(card.name), []).append(card)
    shared = [c for cards in groups.values() if len(cards) > 1 for c in cards]
    assert shared, "the OCTGN data no longer has shared names; this test checks nothing"
    deck = Deck(game=Game.STARGATE, sections={Section.DECK: [
        DeckEntry(name=c.name, quantity=1, card=c) for c in real_cards if c in shared]})
    target = tmp_path / f"shared{_EXTENSION[fmt]}"
    save_deck(deck, target, cards=real_cards)
    assert _shape(load_deck(target, cards=real_cards)) == _shape(deck)


def test_every_real_card_name_reads_back_from_a_text_line(real_cards: CardDatabase) -> None:
    """No title looks like a quantity, a bullet, a comment or a section header."""
    from stargate_vcg.cards.trek_db import load_trek_cards
    from stargate_vcg.decklists.text_format import parse_text

    names = sorted({c.name for c in real_cards} | {c.title for c in real_cards}
                   | {c.name for c in load_trek_cards()})
    for style in ("{}", "2x {}", "{} x2", "- 2 {}"):
        parsed = parse_text("Deck\n" + "\n".join(style.format(n) for n in names) + "\n")
        assert parsed.problems == []
        assert [e.name for e in parsed.entries] == names, style
