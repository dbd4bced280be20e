"""Star Trek VCG: the fixed 68-card deck and the game set-up (IT regolamento)."""

from __future__ import annotations

import pytest
from factories import HERO
from validate_fixtures import trek_deck, trek_reference

from stargate_vcg import load_trek_cards, validate
from stargate_vcg.cards.trek import AlertLevel, Personaggio, Status
from stargate_vcg.construction import Report
from stargate_vcg.construction.trek_rules import check_trek, max_players
from stargate_vcg.decklists.model import DeckEntry, Section


def _codes_of(report: Report) -> list[str]:
    return [v.code for v in report.errors]


def test_the_68_cards_are_legal() -> None:
    report = validate(trek_deck(trek_reference()), trek_cards=trek_reference())
    assert report.legal and report.violations == ()
    assert report.game.value == "trek"


def test_shipped_card_list_is_a_legal_deck_against_the_default_reference() -> None:
    report = validate(trek_deck(list(load_trek_cards())))
    assert report.legal, report.violations


def test_missing_card_is_one_message_naming_it() -> None:
    cards = trek_reference()
    report = validate(trek_deck(cards[1:]), trek_cards=cards)
    assert [v.code for v in report.errors] == ["TREK-MISSING-CARD"]
    assert report.errors[0].cards == (cards[0].name,)
    assert "1 card of the 68 missing: Fixture Crew 0" in report.errors[0].message


def test_duplicate_card() -> None:
    cards = trek_reference()
    report = validate(trek_deck([*cards, cards[30]]), trek_cards=cards)
    assert [v.code for v in report.errors] == ["TREK-DUPLICATE-CARD"]
    assert f"2x {cards[30].name}" in report.errors[0].message


def test_card_outside_the_68_and_card_of_another_game_are_extra() -> None:
    cards = trek_reference()
    stray = Status(id="stray", name="Stray Alert", alert=AlertLevel.GREEN)
    deck = trek_deck([*cards, stray])
    deck.sections[Section.DECK].append(DeckEntry(name=HERO[0].name, quantity=1, card=HERO[0]))
    report = validate(deck, trek_cards=cards)
    assert [v.code for v in report.errors] == ["TREK-EXTRA-CARD"]
    assert set(report.errors[0].cards) == {"Stray Alert", HERO[0].name}


def test_unknown_card() -> None:
    deck = trek_deck(trek_reference())
    deck.sections[Section.DECK].append(DeckEntry(name="Kirq", quantity=1, suggestions=("Kirk",)))
    report = validate(deck, trek_cards=trek_reference())
    assert [v.code for v in report.errors] == ["UNKNOWN-CARD"]
    assert "did you mean: Kirk?" in report.errors[0].message
    # `stargate-vcg cards search` knows only Stargate cards: not the place to look.
    assert "cards search" not in report.errors[0].rule
    assert "card_db/trek/cards.yaml" in report.errors[0].rule


def test_every_problem_in_one_pass() -> None:
    cards = trek_reference()
    deck = trek_deck([*cards[2:], cards[5]])
    deck.sections[Section.DECK].append(DeckEntry(name="Nobody", quantity=1))
    assert sorted(_codes_of(validate(deck, trek_cards=cards))) == [
        "TREK-DUPLICATE-CARD", "TREK-MISSING-CARD", "UNKNOWN-CARD"]


def test_composition_when_the_reference_itself_is_off() -> None:
    # A reference with 26 personaggi and 9 status (a bad overlay): the card-by-card checks
    # agree with it, so only the regolamento's type totals catch it.
    cards = trek_reference()
    cards[25] = Personaggio(id="s0", name="Recast", codes="Civile", classe="civile", value=1,
                            categories={})
    report = validate(trek_deck(cards), trek_cards=cards)
    assert [v.code for v in report.errors] == ["TREK-COMPOSITION"]
    assert "26 personaggi (needs 25)" in report.errors[0].message
    assert "9 status (needs 10)" in report.errors[0].message


def test_without_a_reference_list_the_totals_still_count() -> None:
    found = check_trek(trek_deck(trek_reference()[:-1]), None)
    assert [v.code for v in found] == ["TREK-COMPOSITION"]
    assert found[0].message.startswith("67 cards (needs 68): 8 equipaggiamenti (needs 9)")


def test_max_players_follows_from_the_deal() -> None:
    # 5 cards each (P.03) must leave at least one card for P.05 to turn up.
    top = max_players()
    assert 68 - 5 * top >= 1
    assert top >= 2
    assert _engine_limit() in (None, top)


@pytest.mark.parametrize("players", [2, 4])
def test_player_counts_within_range_are_legal(players: int) -> None:
    report = validate(trek_deck(trek_reference()), trek_cards=trek_reference(),
                      players=players)
    assert report.violations == ()


@pytest.mark.parametrize("players", [0, 1, 14, 40, -3])
def test_player_counts_outside_range(players: int) -> None:
    report = validate(trek_deck(trek_reference()), trek_cards=trek_reference(),
                      players=players)
    assert _codes_of(report) == ["TREK-PLAYERS"]
    assert f"{players} given" in report.errors[0].message
    assert "Preparazione" in report.errors[0].rule


def _engine_limit() -> int | None:
    """The Trek engine's player limit, when the engine defines one."""
    import importlib

    value = getattr(importlib.import_module("stargate_vcg.engine.trek"), "MAX_PLAYERS", None)
    return value if isinstance(value, int) else None


def test_player_limit_boundary() -> None:
    deck, cards = trek_deck(trek_reference()), trek_reference()
    assert validate(deck, trek_cards=cards, players=max_players()).legal
    assert not validate(deck, trek_cards=cards, players=max_players() + 1).legal
