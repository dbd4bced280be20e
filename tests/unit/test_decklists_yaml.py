"""YAML decklists: entry forms, line numbers in errors, comments surviving a save."""

from __future__ import annotations

from pathlib import Path

import pytest
from factories import HERO, MISSIONS, TEAM, VILLAIN, fixture_db, fixture_deck

from stargate_vcg.decklists.io import load_deck, save_deck
from stargate_vcg.decklists.model import DeckEntry, Section
from stargate_vcg.errors import DeckFileError

DECK_YAML = f"""\
# top comment
game: stargate
name: Commented   # trailing comment on the name
team:
  - {TEAM[0].name}   # our leader
  - {TEAM[1].name}
missions:
  - {MISSIONS[0].name}
deck:
  # heroes first
  - 3x {HERO[0].name}
  - {{card: {HERO[1].title}, qty: 2, id: {HERO[1].id}}}
  - {VILLAIN[0].title}
"""


def test_entry_forms() -> None:
    deck = load_deck(DECK_YAML, cards=fixture_db())
    assert deck.format == "yaml"
    assert deck.name == "Commented"
    assert [(e.card, e.quantity, e.line) for e in deck.section(Section.DECK)] == [
        (HERO[0], 3, 11), (HERO[1], 2, 12), (VILLAIN[0], 1, 13)]


def test_unchanged_save_gives_back_the_same_text(tmp_path: Path) -> None:
    deck = load_deck(DECK_YAML, cards=fixture_db())
    target = tmp_path / "out.yaml"
    save_deck(deck, target)
    assert target.read_text(encoding="utf-8") == DECK_YAML


def test_comments_and_order_survive_an_edit(tmp_path: Path) -> None:
    deck = load_deck(DECK_YAML, cards=fixture_db())
    entries = deck.section(Section.DECK)
    entries[0] = entries[0].model_copy(update={"quantity": 2})
    entries.append(DeckEntry(name=VILLAIN[1].title, quantity=3, card=VILLAIN[1]))
    target = tmp_path / "edited.yaml"
    deck.save(target)
    text = target.read_text(encoding="utf-8")
    for comment in ("# top comment", "# trailing comment on the name", "# our leader",
                    "# heroes first"):
        assert comment in text
    assert f"- 2x {HERO[0].name}" in text
    assert f"- 3x {VILLAIN[1].name}" in text
    assert text.index("game:") < text.index("team:") < text.index("missions:")
    again = load_deck(target, cards=fixture_db())
    assert [e.quantity for e in again.section(Section.DECK)] == [2, 2, 1, 3]


def test_new_document_for_a_deck_not_read_from_yaml(tmp_path: Path) -> None:
    target = tmp_path / "new.yaml"
    fixture_deck().save(target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("game: stargate\nname: Fixture deck\nteam:\n")
    assert load_deck(target, cards=fixture_db()).count() == fixture_deck().count()


@pytest.mark.parametrize(("text", "expected"), [
    ("game: stargate\ndeck: [unclosed\n", "<text>:3: malformed YAML"),
    ("- just\n- a list\n", "a YAML decklist is a mapping"),
    ("game: stargate\nsideboard:\n  - x\n", "<text>:2: unknown section 'sideboard'"),
    ("game: chess\ndeck:\n  - 3x Fixture Medic\n", "<text>:1: unknown game 'chess'"),
    ("game: stargate\ndeck: Fixture Medic\n", "section 'deck' must be a list"),
    ("game: stargate\ndeck:\n  - 42\n", "<text>:3: an entry is"),
    ("game: stargate\ndeck:\n  - {card: Fixture Medic, qty: true}\n", "whole number, not true"),
    ("game: stargate\ndeck:\n  - {card: Fixture Medic, qty: 2.5}\n", "whole number, not 2.5"),
    ("game: stargate\ndeck:\n  - {card: Fixture Medic, qty: 0}\n", "at least 1"),
    ("game: stargate\ndeck:\n  - {card: Fixture Medic, qty: 1000000000}\n", "absurd"),
    ("game: stargate\ndeck:\n  - {card: Fixture Medic, count: 2}\n", "unknown entry key"),
    ("game: stargate\ndeck:\n  - {qty: 2}\n", "entry without card: or id:"),
    ("game: stargate\ndeck:\n  - {card: Fixture Medic, qty: " + "9" * 5000 + "}\n",
     "malformed YAML"),
    ("game: stargate\ngame: trek\n", "malformed YAML"),
    ("# only a comment\n", "empty decklist"),
    ("game: stargate\nname: nothing\n", "no cards"),
])
def test_bad_yaml_is_one_deck_file_error(text: str, expected: str) -> None:
    with pytest.raises(DeckFileError) as info:
        load_deck(text, format="yaml", cards=fixture_db())
    message = str(info.value)
    assert expected in message
    assert "\n" not in message


def test_alias_bomb_is_refused_without_expanding_it() -> None:
    """A decklist needs no aliases: refused before anything could walk the expansion."""
    levels = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for n in range(1, 9):
        refs = ", ".join([f"*a{n - 1}"] * 10)
        levels.append(f"a{n}: &a{n} [{refs}]")
    text = "\n".join(["game: stargate", "notes:", *["  " + x for x in levels],
                      "deck:", "  - *a8", "  - {card: *a8}", "  - {card: Fixture Medic, qty: *a8}"])
    with pytest.raises(DeckFileError) as info:
        load_deck(text, cards=fixture_db())
    assert str(info.value) == "<text>:4: YAML aliases (*name) are not allowed in a decklist"


def test_every_problem_is_reported_in_one_pass() -> None:
    text = ("game: stargate\ndeck:\n  - 3x Fixture Medc\n  - 0x Fixture Marine\n"
            "  - 2x Fixture Plauge\n")
    with pytest.raises(DeckFileError) as info:
        load_deck(text, cards=fixture_db())
    lines = [p.line for p in info.value.problems]
    assert lines == [3, 4, 5]
    assert "did you mean: Fixture Medic" in str(info.value)
