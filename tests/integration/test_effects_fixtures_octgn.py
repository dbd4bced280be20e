"""The card tests' fixture printings (tests/unit/test_effects_*.py) stand for real cards:
every implemented card has one, with the real card's type and name (../shared/octgn)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from stargate_vcg.cards.octgn import import_sets
from stargate_vcg.cards.sources import find_set_files
from stargate_vcg.cards.stargate import StargateCard

UNIT = Path(__file__).resolve().parent.parent / "unit"
sys.path.insert(0, str(UNIT))
MODULES = [importlib.import_module(p.stem) for p in sorted(UNIT.glob("test_effects_*.py"))]

pytestmark = pytest.mark.integration


def _fixtures() -> list[StargateCard]:
    from stargate_vcg.effects import catalog

    ours = set(catalog())
    found: dict[str, StargateCard] = {}
    for module in MODULES:
        for value in vars(module).values():
            if isinstance(value, StargateCard) and value.id in ours:
                found.setdefault(value.id, value)
    return list(found.values())


def test_every_implemented_card_has_a_fixture_printing() -> None:
    """A card counts as implemented only with a test that plays it: each registered card
    has a fixture printing (`real("Title (Subtitle)", ...)`) in a card test module."""
    from stargate_vcg.effects import catalog

    assert set(catalog()) <= {c.id for c in _fixtures()}


@pytest.fixture(scope="module")
def octgn_cards(octgn_dir: Path) -> dict[str, StargateCard]:
    cards, _ = import_sets(find_set_files(octgn_dir))
    return {card.id: card for card in cards}


@pytest.mark.parametrize("fixture", _fixtures(), ids=lambda c: c.name)
def test_fixture_printing_has_the_real_cards_type(octgn_cards: dict[str, StargateCard],
                                                  fixture: StargateCard) -> None:
    real = octgn_cards[fixture.id]
    assert (fixture.type, fixture.name) == (real.type, real.name)
