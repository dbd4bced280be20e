"""Unending: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Abilities,
    Card,
    Do,
    Draw,
    Gain,
    IfDid,
    MayPay,
    Modes,
    On,
    Op,
    Search,
    Seq,
    Success,
    WhenPlayed,
    destroy,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    Pick,
    assigned,
    character,
    gear,
    hero_card,
    other,
    ship,
    trait,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface

_villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _gain(n: int) -> Callable[[Surface, int, ActivateAbility], None]:
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), n)
    return effect


def _this_destroyed(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.card == source


def _cost_of_remembered(t: Surface, source: int) -> int:
    chosen = t.recall(source, "gear")
    return t.printed_cost(chosen[0]) if chosen else 0


def _disease_played_while_assigned(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (t.is_assigned(source) and event.card >= 0 and t.is_obstacle(event.card)
            and t.has_trait(event.card, "Disease"))


class _DestroyThatObstacle(Op):
    """Destroy the obstacle the triggering event is about (args[0]), if still there."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and args[0] in t.obstacles
        if did:
            t.destroy_by(args[0], source)
        self.finish(t, source, args, did)


card("46561f52-4f6e-46fd-8514-ea023777a2f9", "Wotan (Archon of the High Council)",
     Card(WhenPlayed(Search(trait("Asgard"))),
          Abilities(Ability("Wotan: gain 1 power", AbilityCost(stop_self=True), _gain(1)))))
card("e21909d6-dc56-4e69-b8ce-e49acbf48c76", "Jones (Hacker)",
     Card(WhenPlayed(Modes(
         ("stop a villain ship", Do(stop, ship & _villain_card, optional=True)),
         ("ready a hero ship", Do(ready, ship & hero_card, optional=True))))))
# Ruling: the gear destroyed at success gives its printed cost in power.
card("fcad6ce6-ede9-49da-9dc5-5c74dbe365d7", "Claire Tobias (Engineer)",
     Card(WhenPlayed(Seq(Do(destroy, gear, optional=True), IfDid(Gain(2)))),
          Success(Seq(Do(destroy, gear, optional=True, remember="gear"),
                      IfDid(Gain(_cost_of_remembered))))))
card("c367105c-6915-4be4-9144-5a6cba678ff0", "Ivanova (Korolev Bridge Officer)",
     Card(On(Trigger.DESTROYED, Draw(1), _this_destroyed),
          On(Trigger.FAILURE,
             Seq(MayPay(discards=1, destroy_this=True, label="destroy Ivanova, discard a card"),
                 IfDid(Do(ready, assigned & character & other))))))
card("bda9e2db-4a21-4132-bebb-1919782dde73", "Oksana Petrova (Nurse)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(MayPay(destroy_this=True, label="destroy Oksana Petrova"),
                 IfDid(_DestroyThatObstacle())),
             _disease_played_while_assigned)))
