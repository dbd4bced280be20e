"""Destiny: ships (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.abydos.characters import OpAbilities
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Abilities,
    ArrangeTop,
    Blocked,
    Card,
    Do,
    Gain,
    IfDid,
    On,
    Pay,
    Seq,
    Victory,
    amount_of,
    player_of,
    ready,
)
from stargate_vcg.effects.vocab import Pick, select, this, trait, your
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

_ship = Pick(lambda t, s, c: t.is_ship(c))


def _firepower_up(t: Surface, source: int, action: Any) -> None:
    t.modify(source, 1, firepower=True)


def _opponent_ship_while_stopped(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.player == t.opponent(t.owner(source)) and e.card >= 0 and t.is_ship(e.card)
            and t.is_stopped(source))


def _no_control_ship(t: Surface, source: int) -> bool:
    return not any(t.title(c) == "Control Ship"
                   for c in select(t, source, your & _ship))


class _PerOtherReplicatorShip(CardEffect):
    """This ship's firepower +1 per other Replicator ship of its owner's."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if target != source:
            return 0
        return sum(1 for c in select(t, source, your & _ship & trait("Replicator"))
                   if c != source)



# Ruling: the firepower bought lasts to the end of the current mission.
card("c97790ff-407b-4df1-be42-605ec0de51b6", "Destiny (Unstoppable)", Card(
    Victory(Gain(2)),
    Abilities(Ability("Destiny: firepower +1", AbilityCost(power=2), _firepower_up))),
    partial="paying to prevent its becoming stopped or incapacitated is not offered")
card("616e36a6-c613-49ab-b9c8-2ced4273db27", "Nakai Mothership", Card(
    On(Trigger.ASSIGNED, Seq(Pay(1), IfDid(Do(ready, this))), _opponent_ship_while_stopped),
    On(Trigger.CARD_PLAYED, Seq(Pay(1), IfDid(Do(ready, this))),
       _opponent_ship_while_stopped)))
card("526122bb-9f3e-4a05-97fc-be9afb92f77e", "Drone", Card(
    Blocked(this, _no_control_ship, "Drone: blocked without a Control Ship")),
    partial="its Failure text (two Replicator cards, destroyed at the mission's end) is "
            "not played")
card("9053da2a-5e0c-47e6-b32b-606a102143ec", "Control Ship", Card(_PerOtherReplicatorShip()),
     partial="its deck search for a Drone played at no cost is not offered")


class _ReorderTop(ArrangeTop):
    """`ArrangeTop` without the bottom: the N top missions of his pile go back on top
    in the order he chooses (top down)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = amount_of(t, source, self.n)
        pile = t.mission_pile(player_of(t, source, self.whose))
        looked = tuple(reversed(pile[-n:])) if n > 0 else ()
        if not looked:
            self.finish(t, source, args, False)
            return
        self._top(t, source, args, looked, (), ())


card("5c16a578-0283-40fc-9fcb-4b7f417546b2", "Seed Ship", OpAbilities(
    ("Seed Ship: order the top missions", AbilityCost(power=2, stop_self=True),
     _ReorderTop(3))))
