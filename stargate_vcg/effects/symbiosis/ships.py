"""Symbiosis: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Abilities,
    Card,
    Do,
    Draw,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    On,
    Seq,
    WhenAssigned,
    ready,
)
from stargate_vcg.effects.vocab import character, support_character, this, this_assigned, trait
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


def _you_play_sgc_or_atlantis_support(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.player == t.owner(s) and e.card != s and t.is_support_character(e.card)
            and (t.has_trait(e.card, "SGC") or t.has_trait(e.card, "Atlantis")))


def _opponent_assigns_a_ship(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player != t.owner(s) and t.is_ship(e.card)


def _midway_targets(t: Surface, source: int) -> tuple[int, ...]:
    foes = t.opponent(t.owner(source))
    return t.obstacles + tuple(c for c in t.assigned(foes) if t.is_adversary(c))


def _discard_hand_and_destroy(t: Surface, source: int, action: ActivateAbility) -> None:
    """Ruling: the hand is discarded as part of the cost, before the target goes."""
    for c in t.hand(t.owner(source)):
        t.discard(c)
    t.destroy_by(action.target, source)


card("240b7d19-1ab5-41f3-bdfb-a38b6bb55431", "Midway Station (Galactic Bridge)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(MayPay(stop_this=True, label="stop Midway Station"), IfDid(Gain(1))),
             _you_play_sgc_or_atlantis_support),
          Abilities(Ability("Midway Station: destroy a villain card at the mission",
                            AbilityCost(stop_self=True, destroy_self=True),
                            _discard_hand_and_destroy, targets=_midway_targets))))
card("000a0e46-2fb8-4bf6-9582-ec0ded184651", "Teal'c's Tel'tak (Transport Vessel)",
     Card(WhenAssigned(this, Seq(MayPay(3),
                                 IfDid(Do(ready, support_character
                                          | (character & trait("Jaffa"))))))))
card("146f9bf5-267f-4a41-a0c8-24663a3b6b94", "Nakai Fighter",
     Card(On(Trigger.ASSIGNED,
             Seq(May(Draw(1), label="draw a card"),
                 If(this_assigned, May(Draw(1), label="draw another card"))),
             _opponent_assigns_a_ship)))
