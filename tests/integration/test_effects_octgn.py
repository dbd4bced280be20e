"""The implemented card effects (`stargate_vcg.effects`) name real cards: each card id is
in the OCTGN data (../shared/octgn) with the title it is registered under, from the set
of its module; the unit tests' fixture printings have the real card's type."""

from __future__ import annotations

from pathlib import Path

import pytest
from sg_effect_cards import BASE_SET, SYSTEM_LORDS

from stargate_vcg.cards.octgn import import_sets
from stargate_vcg.cards.sources import find_set_files
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.effects import base_set, implemented, system_lords

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def octgn_cards(octgn_dir: Path) -> dict[str, StargateCard]:
    cards, _ = import_sets(find_set_files(octgn_dir))
    return {card.id: card for card in cards}


@pytest.mark.parametrize(("card_id", "name"), implemented())
def test_implemented_card_exists_with_its_title(octgn_cards: dict[str, StargateCard],
                                                card_id: str, name: str) -> None:
    card = octgn_cards.get(card_id)
    assert card is not None and card.name == name


@pytest.mark.parametrize(("cards", "set_name"), [(base_set.CARDS, "Base Set"),
                                                 (system_lords.CARDS, "System Lords")])
def test_implemented_cards_are_printings_of_their_modules_set(
        octgn_cards: dict[str, StargateCard], cards: dict[str, object], set_name: str) -> None:
    assert {octgn_cards[card_id].set_name for card_id in cards} == {set_name}


@pytest.mark.parametrize("fixture", [*BASE_SET, *SYSTEM_LORDS], ids=lambda c: c.name)
def test_fixture_printing_has_the_real_cards_type(octgn_cards: dict[str, StargateCard],
                                                  fixture: StargateCard) -> None:
    assert fixture.type == octgn_cards[fixture.id].type


def test_every_implemented_card_has_a_fixture_printing() -> None:
    assert {c.id for c in (*BASE_SET, *SYSTEM_LORDS)} == {i for i, _ in implemented()}
