"""The dsl's hooks ask a card's functions through native wrappers (`as_cost_test`,
`as_cost_amount`, `Ability.finder`, as `vocab.as_condition`): each answers as the
function it wraps, and a class the card wrote is kept as it is."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.dsl import (
    CostAmount,
    CostTest,
    OwnCost,
    as_cost_amount,
    as_cost_test,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.core import GameCore
from stargate_vcg.engine.stargate.effects import Ability, Finder
from stargate_vcg.engine.stargate.surface import Surface

# The wrappers pass the surface through untouched: these functions never read it (a
# surface still, as compiled methods check their arguments' types).
NO_SURFACE = Surface(GameCore())


def test_a_cost_function_answers_through_its_wrapper() -> None:
    test = as_cost_test(lambda t, s, p, a: p == 1 and a == "x")
    assert test.applies(NO_SURFACE, 0, 1, "x")
    assert not test.applies(NO_SURFACE, 0, 0, "x")


def test_a_cost_test_class_is_kept() -> None:
    class Always(CostTest):
        def applies(self, t: Any, source: int, player: int, action: Any) -> bool:
            return True

    kept = Always()
    assert as_cost_test(kept) is kept


def test_fixed_and_counted_amounts_answer_their_number() -> None:
    assert as_cost_amount(-2).amount(NO_SURFACE, 0) == -2
    assert as_cost_amount(lambda t, s: s * 10).amount(NO_SURFACE, 3) == 30

    class Three(CostAmount):
        def amount(self, t: Any, source: int) -> int:
            return 3

    kept = Three()
    assert as_cost_amount(kept) is kept


def test_own_cost_asks_its_condition_and_amount_for_its_own_play_only() -> None:
    cheaper = OwnCost(lambda t, s: -s, when=lambda t, s: s > 2)
    assert cheaper.cost_modifier(NO_SURFACE, 4, 0, PlayCard(4)) == -4
    assert cheaper.cost_modifier(NO_SURFACE, 2, 0, PlayCard(2)) == 0  # `when` fails
    assert cheaper.cost_modifier(NO_SURFACE, 4, 0, PlayCard(5)) == 0  # another card
    assert OwnCost(-1).cost_modifier(NO_SURFACE, 4, 0, PlayCard(4)) == -1


def test_an_ability_finds_its_targets_natively_as_a_tuple() -> None:
    listed = Ability("list", targets=lambda t, s: [s, s + 1])
    assert listed.finder is not None and listed.finder.find(NO_SURFACE, 5) == (5, 6)

    class Mine(Finder):
        def find(self, t: Any, source: int) -> tuple[int, ...]:
            return (source,)

    kept = Mine()
    assert Ability("kept", targets=kept).finder is kept
    assert Ability("none").finder is None
