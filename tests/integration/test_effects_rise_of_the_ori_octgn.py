"""The Rise of the Ori card tests' fixture printings (tests/unit/test_effects_rise_of_the_
ori_*.py) have the real card's type (../shared/octgn)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from stargate_vcg.cards.octgn import import_sets
from stargate_vcg.cards.sources import find_set_files
from stargate_vcg.cards.stargate import StargateCard

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "unit"))
import test_effects_rise_of_the_ori_characters as characters
import test_effects_rise_of_the_ori_missions as missions
import test_effects_rise_of_the_ori_villains as villains

pytestmark = pytest.mark.integration

def _fixtures() -> list[StargateCard]:
    from stargate_vcg.effects import catalog

    ours = {k for k, e in catalog().items() if e.set_package == "rise_of_the_ori"}
    return [v for m in (characters, missions, villains) for v in vars(m).values()
            if isinstance(v, StargateCard) and v.id in ours]


def test_every_rise_of_the_ori_card_has_a_fixture_printing() -> None:
    from stargate_vcg.effects import catalog

    ours = {k for k, e in catalog().items() if e.set_package == "rise_of_the_ori"}
    assert ours <= {c.id for c in _fixtures()}


@pytest.fixture(scope="module")
def octgn_cards(octgn_dir: Path) -> dict[str, StargateCard]:
    cards, _ = import_sets(find_set_files(octgn_dir))
    return {card.id: card for card in cards}


@pytest.mark.parametrize("fixture", _fixtures(), ids=lambda c: c.name)
def test_fixture_printing_has_the_real_cards_type(octgn_cards: dict[str, StargateCard],
                                                  fixture: StargateCard) -> None:
    real = octgn_cards[fixture.id]
    assert (fixture.type, fixture.name) == (real.type, real.name)
