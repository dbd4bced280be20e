"""Card statuses for `cards coverage`, with fixture cards: registered effects are
implemented (or partial), text without code is missing, no text (or only keywords the
engine plays) is implemented."""

from __future__ import annotations

from pathlib import Path

import pytest
from factories import sg_card
from sg_effect_cards import real
from test_sg_engine_helpers import deck, mission, team

from stargate_vcg.cards import CardType
from stargate_vcg.decklists.io import load_deck
from stargate_vcg.effects.coverage import (
    deck_coverage,
    needs_code,
    set_coverage,
    status,
    unplayed_text_note,
)
from stargate_vcg.errors import StargateVcgError

GERAK = real("Gerak (Leader of the Jaffa)", CardType.SUPPORT_CHARACTER, cost=4)
PLAIN = sg_card("Plain", CardType.SUPPORT_CHARACTER, "Nobody", cost=1)
WORDY = sg_card("Wordy", CardType.EVENT, cost=1, text="Does something the engine lacks.")
KEYWORDS = sg_card("Keyworded", CardType.OBSTACLE, cost=1, text="Dominion. Withdraw 2.")


def test_a_registered_card_is_implemented() -> None:
    assert status(GERAK) == "implemented"


def test_a_card_without_text_is_implemented() -> None:
    assert status(PLAIN) == "implemented"


def test_a_card_with_text_and_no_effect_is_missing() -> None:
    assert status(WORDY) == "missing"


def test_engine_keywords_alone_need_no_card_code() -> None:
    assert not needs_code(KEYWORDS)


def test_set_coverage_counts_by_type() -> None:
    (row,) = set_coverage([GERAK, PLAIN, WORDY])
    assert (row.implemented, row.missing, row.total) == (2, 1, 3)
    assert row.by_type["event"].missing == 1
    assert row.missing_cards == ["Wordy"]


def test_a_deck_with_unplayed_text_gets_a_one_line_note() -> None:
    with_gap = deck(team(3, 3, 3, 3), [mission("M")], [WORDY, PLAIN])
    without = deck(team(3, 3, 3, 3), [mission("M")], [PLAIN])
    note = unplayed_text_note(with_gap)
    assert note is not None and "1 whose text is not played" in note
    assert unplayed_text_note(without) is None


def test_a_star_trek_deck_is_refused_by_deck_coverage_and_gets_no_note() -> None:
    trek = load_deck(Path(__file__).parents[2] / "decks" / "star-trek-vcg.yaml")
    with pytest.raises(StargateVcgError, match=r"star-trek-vcg\.yaml: a Star Trek VCG deck"):
        deck_coverage("star-trek-vcg.yaml", trek)
    assert unplayed_text_note(trek) is None
    assert deck_coverage("fixture", deck(team(3, 3, 3, 3), [mission("M")], [PLAIN])).total
