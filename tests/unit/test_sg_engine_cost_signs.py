"""The signs of cost modifiers (`CardEffect.cost_sign`), with which the fast listing
settles a play without asking the modifiers (`fast._affordable`): a wrong sign would list
a play the reference refuses, so each kind of modifier says what it may do."""

from __future__ import annotations

from stargate_vcg.effects.dsl import COMPLICATIONS, OWN, PLAYS, CostChange, OwnCost
from stargate_vcg.engine.stargate.effects import NO_FLOOR, CardEffect
from stargate_vcg.engine.stargate.facts import OWN_LOWERS, OWN_RAISES
from stargate_vcg.engine.stargate.fast import cost_signs
from stargate_vcg.engine.stargate.layout import own_costs_by_kind


def _never(*args: object) -> bool:
    return False


def test_a_fixed_change_has_the_sign_of_its_amount() -> None:
    assert CostChange(-1, _never).cost_sign == -1
    assert CostChange(2, _never).cost_sign == 1
    assert OwnCost(-2).cost_sign == -1
    assert OwnCost(1).cost_sign == 1


def test_a_counted_amount_has_no_sign_unless_it_says_it_lowers() -> None:
    assert OwnCost(lambda t, s: -1).cost_sign == 0
    assert OwnCost(lambda t, s: -1, lowers=True).cost_sign == -1
    assert CardEffect().cost_sign == 0  # any other modifier: unknown


def test_signs_hold_for_all_the_modifiers_or_not_at_all() -> None:
    lower, higher = CostChange(-1, _never), CostChange(1, _never)
    assert cost_signs(()) == OWN_LOWERS | OWN_RAISES  # nothing changes the cost
    assert cost_signs((lower, OwnCost(-1))) == OWN_LOWERS
    assert cost_signs((higher,)) == OWN_RAISES
    assert cost_signs((lower, higher)) == 0
    assert cost_signs((lower, OwnCost(lambda t, s: 0))) == 0


def test_a_change_by_kind_says_so() -> None:
    assert CostChange(1, _never, by_kind=True).cost_by_kind
    assert not CostChange(1, _never).cost_by_kind
    assert not OwnCost(-1).cost_by_kind


def test_a_fixed_change_has_a_floor_a_counted_one_none() -> None:
    assert CostChange(-2, _never).cost_floor == -2
    assert CostChange(1, _never).cost_floor == 0  # never lowers
    assert OwnCost(-1).cost_floor == -1
    assert OwnCost(lambda t, s: -1, lowers=True).cost_floor == NO_FLOOR
    assert CardEffect().cost_floor == NO_FLOOR  # any other modifier: unknown


def test_a_modifier_of_its_own_play_is_asked_only_about_its_play() -> None:
    own_play, own_any = OwnCost(-1), CostChange(-1, _never, on=OWN)
    others = CostChange(1, _never, on=COMPLICATIONS)  # not its own: asked in the hand
    assert own_play.cost_on == OWN | PLAYS
    assert CostChange(-1, _never, on=OWN | PLAYS).cost_on & PLAYS
    plays, complications, assignments, other = own_costs_by_kind(
        [(own_play, own_any, others), ()])
    assert plays == [(own_play, own_any, others), ()]
    assert complications == assignments == other == [(own_any, others), ()]
