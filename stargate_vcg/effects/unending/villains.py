"""Unending: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Abilities,
    Blocked,
    Card,
    Difficulty,
    Do,
    DoAll,
    DoRemembered,
    Failure,
    Gain,
    May,
    Otherwise,
    Simple,
    WhenAssigned,
    WhenPlayed,
    destroy,
)
from stargate_vcg.effects.vocab import (
    adversary,
    always,
    assigned,
    count,
    other,
    support_character,
    this,
    trait,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, CardEffect
from stargate_vcg.engine.stargate.surface import Surface


def _gain(n: int) -> Callable[[Surface, int, ActivateAbility], None]:
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), n)
    return effect


def _opponent_drains(n: int) -> Callable[[Surface, int], bool]:
    def run(t: Surface, source: int) -> bool:
        t.mill(t.opponent(t.owner(source)), n)
        return True
    return run


class ReviveBy(CardEffect):
    """This adversary's own revive cost changes by a counted amount."""

    def __init__(self, amount: Callable[[Surface, int], int]) -> None:
        self.amount = amount

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return self.amount(t, source) if adversary == source else 0


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    t.ready(card)
    t.block(card, until_mission_end=True)
    return True


_other_replicators = count(other & adversary & trait("Replicator"))

card("c8bf6c39-f820-4bae-809b-c2c8d73408c9", "Wraith Primary (Queen of Queens)",
     Card(WhenAssigned(this, Otherwise(
         May(Simple(_opponent_drains(2)), who=OPPONENT, label="drain 2"), Gain(2)))))
card("ecdb27a5-e99b-439d-bd7a-3a70ba024fbb", "Second (Human-Form Replicator)",
     Card(Difficulty(_other_replicators), ReviveBy(_other_replicators)))
card("90747171-a427-4119-b814-20f24e645950", "Toxic Environment",
     Card(Blocked(support_character, always, "Toxic Environment: support characters are "
                  "blocked"),
          Failure(DoAll(destroy, assigned & support_character))))
card("7cf4514c-7e82-44d7-a887-deb0b64ce71a", "James Marrick (I.O.A. Agent)",
     Card(Abilities(Ability("James Marrick: gain 1 power", AbilityCost(stop_self=True),
                            _gain(1)))),
     partial="the search for Replicator Marrick when he is destroyed is not played")
card("af57c2bf-0c22-459d-a20a-61cb00124cd7", "Men in Black",
     Card(WhenPlayed(Do(_ready_and_block, assigned & support_character, remember="chosen")),
          Failure(DoRemembered(destroy))))
card("69aea8cc-3187-455f-b939-9561c3b3f067", "Utter Destruction",
     Card(Failure(DoAll(destroy, assigned & support_character))),
     partial="the team characters' incapacitation after a ship battle Victory is not played")
