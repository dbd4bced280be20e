"""Wormhole X-Treme! cards completed in session 10 (sp-cards15), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids."""

from __future__ import annotations

import pytest
from factories import fixture_deck
from sg_effect_cards import real
from test_sg_engine_helpers import C, S
from validate_fixtures import entry

from stargate_vcg import validate
from stargate_vcg.cards import CardType
from stargate_vcg.decklists.model import Section

NIAM = real("Niam (Bound by his Code)", CardType.SUPPORT_CHARACTER, cost=4,
            skills={C: 2, S: 3})
NIAM_ADV = real("Niam (Bound By His Code)", CardType.ADVERSARY, cost=4, skills={C: 2, S: 3},
                revive=5, traits=("Replicator",))


@pytest.mark.parametrize("adversary", [True, False])
def test_niam_adversary_printing_is_refused_in_a_deck(adversary: bool) -> None:
    """The adversary Niam turns into is kept out of decks; his support printing is not."""
    deck = fixture_deck()
    sections = dict(deck.sections)
    sections[Section.DECK] = [*deck.section(Section.DECK),
                              entry(NIAM_ADV if adversary else NIAM)]
    report = validate(deck.model_copy(update={"sections": sections}))
    assert ("SG-NOT-IN-DECKS" in report.error_codes()) is adversary
    assert report.legal is not adversary
