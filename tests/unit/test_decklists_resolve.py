"""Name resolution: ids, Title (Subtitle), bare titles with several printings."""

from __future__ import annotations

from pathlib import Path

import pytest
from factories import ALL_CARDS, HERO, TEAM, fixture_db, sg_card

from stargate_vcg.cards import Allegiance, CardDatabase, CardType, Skill
from stargate_vcg.decklists.io import load_deck, save_deck
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.errors import DeckFileError

# Two printings of one gear (same rules facts) and two different "Fixture Twin" cards.
SCANNER_REPRINT = sg_card("Fixture Scanner", CardType.GEAR, cost=1, set_name="Reprints")
TWIN_HERO = sg_card("Fixture Twin", CardType.SUPPORT_CHARACTER, "Good", cost=1)
TWIN_VILLAIN = sg_card("Fixture Twin", CardType.ADVERSARY, "Evil", cost=1,
                       allegiance=Allegiance.VILLAIN)
MISSION_A = sg_card("Fixture Journey", CardType.MISSION, "P1", skills={Skill.CULTURE: 3})
MISSION_B = sg_card("Fixture Journey", CardType.MISSION, "P2", skills={Skill.CULTURE: 5})
MISSION_C = sg_card("Fixture Quest", CardType.MISSION, "Q1", skills={Skill.CULTURE: 3})
MISSION_D = sg_card("Fixture Quest", CardType.MISSION, "Q2", skills={Skill.SCIENCE: 3})


def _db() -> CardDatabase:
    return CardDatabase([*ALL_CARDS, SCANNER_REPRINT, TWIN_HERO, TWIN_VILLAIN,
                         MISSION_A, MISSION_B, MISSION_C, MISSION_D])


def _one(line: str) -> object:
    return load_deck(f"Deck\n{line}\n", cards=_db()).section(Section.DECK)[0].card


def test_by_id_by_full_name_and_by_title() -> None:
    assert _one(f"2x {HERO[0].id}") == HERO[0]
    assert _one(f"2x {HERO[0].name}") == HERO[0]
    assert _one(f"2x {HERO[0].title}") == HERO[0]
    assert _one(f"2x {HERO[0].name.upper()}") == HERO[0]


def test_identical_printings_resolve_to_the_first_one() -> None:
    original = next(c for c in ALL_CARDS if c.title == "Fixture Scanner")
    assert _one("Fixture Scanner") == original


def test_missions_with_the_same_skill_resolve_to_the_first_one() -> None:
    deck = load_deck("Missions\nFixture Journey\n", cards=_db())
    assert deck.section(Section.MISSIONS)[0].card == MISSION_A


@pytest.mark.parametrize(("title", "candidates"), [
    ("Fixture Twin", ("Fixture Twin (Good)", "Fixture Twin (Evil)")),
    ("Fixture Quest", ("Fixture Quest (Q1)", "Fixture Quest (Q2)")),
])
def test_printings_that_differ_for_deck_rules_are_an_error(
        title: str, candidates: tuple[str, ...]) -> None:
    with pytest.raises(DeckFileError) as info:
        load_deck(f"Deck\n1x {title}\n", cards=_db())
    message = str(info.value)
    assert "<text>:2:" in message
    for name in candidates:
        assert name in message


def test_subtitle_picks_one_of_them() -> None:
    assert _one("Fixture Twin (Evil)") == TWIN_VILLAIN


def test_unknown_names_with_suggestions_and_strict_false() -> None:
    text = f"Team\n{TEAM[0].name}\nDeck\n2x Fixture Medik\n3x Zzzz Qqqq\n"
    with pytest.raises(DeckFileError) as info:
        load_deck(text, cards=fixture_db())
    assert [p.line for p in info.value.problems] == [4, 5]
    assert "Fixture Medic" in info.value.problems[0].suggestions
    deck = load_deck(text, cards=fixture_db(), strict=False)
    unknown = deck.unknown()
    assert [(e.name, e.quantity, e.line) for e in unknown] == [
        ("Fixture Medik", 2, 4), ("Zzzz Qqqq", 3, 5)]
    assert "Fixture Medic" in unknown[0].suggestions


def test_strict_false_still_raises_other_problems() -> None:
    with pytest.raises(DeckFileError, match="at least 1"):
        load_deck("Deck\n0x Fixture Medic\n1x Nobody\n", cards=fixture_db(), strict=False)


def test_a_trek_card_in_a_stargate_deck_is_named_as_such() -> None:
    from stargate_vcg.cards.trek_db import load_trek_cards

    trek_name = load_trek_cards()[0].name
    with pytest.raises(DeckFileError) as info:
        load_deck(f"# game: stargate\nDeck\n1x {trek_name}\n", cards=fixture_db())
    assert "Star Trek VCG card" in str(info.value)
    assert ":3:" in str(info.value)


SHARED_TEAM = sg_card("Fixture Shared", CardType.TEAM_CHARACTER, "Same Name", cost=3,
                      set_name="Set A")
SHARED_SUPPORT = sg_card("Fixture Shared", CardType.SUPPORT_CHARACTER, "Same Name", cost=2,
                         set_name="Set B")
SHARED_OBSTACLE = sg_card("Fixture Shared", CardType.OBSTACLE, "Same Name", cost=1,
                          set_name="Set C", allegiance=Allegiance.VILLAIN)


def test_the_section_narrows_a_name_shared_by_different_cards() -> None:
    db = CardDatabase([*ALL_CARDS, SHARED_TEAM, SHARED_SUPPORT])
    deck = load_deck("Team\nFixture Shared (Same Name)\n", cards=db)
    assert deck.section(Section.TEAM)[0].card == SHARED_TEAM
    # In the draw deck both could stand: the error names sets and ids to choose from.
    with pytest.raises(DeckFileError) as info:
        load_deck("Deck\nFixture Shared (Same Name)\n",
                  cards=CardDatabase([*ALL_CARDS, SHARED_SUPPORT, SHARED_OBSTACLE]))
    assert f"Set B, id {SHARED_SUPPORT.id}" in str(info.value)
    assert f"Set C, id {SHARED_OBSTACLE.id}" in str(info.value)


def test_an_id_comment_pins_the_printing_in_text() -> None:
    db = CardDatabase([*ALL_CARDS, SHARED_SUPPORT, SHARED_OBSTACLE])
    deck = load_deck(f"Deck\n2x Fixture Shared (Same Name)  # id: {SHARED_OBSTACLE.id}\n"
                     f"1x {HERO[0].name}  // a comment, not an id\n", cards=db)
    assert [e.card for e in deck.section(Section.DECK)] == [SHARED_OBSTACLE, HERO[0]]


@pytest.mark.parametrize("suffix", [".txt", ".yaml"])
def test_save_with_cards_pins_names_shared_by_different_cards(
        tmp_path: Path, suffix: str) -> None:
    db = CardDatabase([*ALL_CARDS, SHARED_SUPPORT, SHARED_OBSTACLE])
    deck = Deck(game=Game.STARGATE, sections={Section.DECK: [
        DeckEntry(name=SHARED_OBSTACLE.name, quantity=2, card=SHARED_OBSTACLE),
        DeckEntry(name=HERO[0].name, quantity=3, card=HERO[0])]})
    bare = tmp_path / f"bare{suffix}"
    save_deck(deck, bare)
    with pytest.raises(DeckFileError, match="differ for deck building"):
        load_deck(bare, cards=db)
    pinned = tmp_path / f"pinned{suffix}"
    save_deck(deck, pinned, cards=db)
    text = pinned.read_text(encoding="utf-8")
    assert text.count(SHARED_OBSTACLE.id) == 1
    assert HERO[0].id not in text  # names that resolve alone stay plain
    again = load_deck(pinned, cards=db)
    assert [(e.card, e.quantity) for e in again.section(Section.DECK)] == [
        (SHARED_OBSTACLE, 2), (HERO[0], 3)]


def test_suggestions_stop_after_a_garbage_file_has_had_enough(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from stargate_vcg.decklists import resolve

    calls: list[str] = []
    db = fixture_db()
    original = db.suggest
    monkeypatch.setattr(db, "suggest", lambda name: calls.append(name) or original(name))
    text = "Deck\n" + "".join(f"1x Garbage {n}\n" for n in range(100))
    deck = load_deck(text, cards=db, strict=False)
    assert len(deck.unknown()) == 100
    assert len(calls) == resolve.MAX_SUGGESTED


LEADER_REPRINT = sg_card("Fixture Leader", CardType.TEAM_CHARACTER, "Commander", cost=4,
                         skills=dict(TEAM[0].skills), set_name="Reprints")
LEADER_YOUNGER = sg_card("Fixture Leader", CardType.TEAM_CHARACTER, "Cadet", cost=2,
                         skills={Skill.COMBAT: 2})


def test_team_printings_with_other_points_or_ratings_are_an_error() -> None:
    """A team character starts in play and its points make the victory total."""
    cards = CardDatabase([*ALL_CARDS, LEADER_REPRINT, LEADER_YOUNGER])
    with pytest.raises(DeckFileError) as info:
        load_deck("Team\nFixture Leader\n", cards=cards)
    assert "Fixture Leader (Commander)" in str(info.value)
    assert "Fixture Leader (Cadet)" in str(info.value)
    same = CardDatabase([*ALL_CARDS, LEADER_REPRINT])
    assert load_deck("Team\nFixture Leader\n", cards=same).section(Section.TEAM)[0].card == TEAM[0]
