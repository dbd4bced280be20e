"""Bonus Round: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    OBSTACLES,
    OPPONENT,
    Blocked,
    Card,
    Difficulty,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    Failure,
    Otherwise,
    OwnCost,
    RandomDiscard,
    Seq,
    WhenPlayed,
    block,
    destroy,
    incapacitate,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    always,
    any_of,
    assigned,
    character,
    count,
    count_at_mission,
    gear,
    obstacle,
    opponents,
    other,
    ship,
    support_character,
    team_character,
    this,
    trait,
)
from stargate_vcg.engine.stargate.effects import CardEffect, PlayCost
from stargate_vcg.engine.stargate.surface import CULTURE, INGENUITY, Surface

_AMBUSH = "preparing the ambush (and its text) is not played"


def ready_and_block(t: Surface, source: int, card: int) -> bool:
    """"Ready <card>; it is blocked" (by this card)."""
    t.ready(card)
    t.block(card, source)
    return True


def _assigned_with_at_least(skill: int, n: int) -> Pick:
    return Pick(lambda t, s, c: t.is_character(c) and t.is_assigned(c)
                and (t.skill(c, skill) or 0) >= n)


def _gear_for_failures(t: Surface, source: int) -> int:
    """The failed missions this turn, the current one included."""
    return len(t.failed_missions()) + 1


class StopAnAdversaryToPlay(CardEffect):
    """"To play this obstacle, stop one of your adversaries"."""

    cost = PlayCost(stop=1, adversaries=True,
                    which=lambda t, s, c: t.is_adversary(c))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


card("7ff59964-f93c-4279-af34-41c86839903a", "Cer'nak (Jaffa Commander)",
     Card(OwnCost(lambda t, s: -count(assigned & team_character)(t, s)),
          Failure(Seq(RandomDiscard(OPPONENT), RandomDiscard(OPPONENT)))))
card("49eab9e4-5e78-479e-a755-33d6d41fb688", "Ryan Williams (IOA Scientist)",
     Card(Failure(DoN(destroy, gear, _gear_for_failures))))
card("e77b2b90-d57c-4475-ac7e-808681c1be91", "The Price of Disloyalty",
     Card(Difficulty(count_at_mission(other & trait("Jaffa")))))
card("9be20ef6-ae94-493e-91a3-5542a41f8712", "Close Protection",
     Card(Blocked(support_character, always)))
card("e3c74179-2e4f-459d-ae34-1bb0f010d251", "Chokehold",
     Card(WhenPlayed(Do(block, team_character, remember="chosen")),
          Failure(DoRemembered(incapacitate))))
card("3a9cc208-5adf-4a4f-825f-469e27e29aa5", "Blind Devotion",
     Card(WhenPlayed(Do(ready_and_block, _assigned_with_at_least(CULTURE, 3),
                        remember="chosen")),
          Failure(DoRemembered(stop))))
card("c90f8be9-c0b9-478e-b721-f3c1d284ad11", "Distracted",
     Card(WhenPlayed(Do(ready_and_block, _assigned_with_at_least(INGENUITY, 3),
                        remember="chosen")),
          Failure(DoRemembered(stop))))
card("41eddb4d-a1cb-47d2-bdfe-511b7ce54f08", "Scorching Judgment",
     Card(WhenPlayed(Do(destroy, assigned & support_character))))
card("7461519f-965f-4081-96b9-9d62c9322129", "Vile Proposal",
     Card(WhenPlayed(Otherwise(
         DoN(stop, opponents & character, 2, exact=True, chooser=OPPONENT, optional=True),
         Do(stop, character)))))
card("c3a93fdc-ab1e-44a5-955d-51bc194d5190", "Crusade",
     Card(WhenPlayed(Do(to_hand, trait("Ori") & (obstacle | ship), among=DISCARD,
                        optional=True)),
          Failure(Do(to_hand, this, among=OBSTACLES, optional=True))))
card("e790e24d-626e-4dc8-bc0a-1ee724a57152", "Thwarted Plans",
     Card(StopAnAdversaryToPlay(), WhenPlayed(DoAll(ready, assigned & adversary)),
          Blocked(adversary, always)))
card("10f88d66-c81f-486a-a6c1-c6d293590e96", "Iratus Bug Nest",
     Card(Failure(Do(destroy, support_character))), partial=_AMBUSH)
card("bd97b33e-cd41-4215-8b18-14f2e1e4a9d0", "Kel Shak Lo",
     Card(OwnCost(-1, when=any_of(assigned & adversary & trait("Jaffa"))),
          Failure(Do(destroy, support_character))), partial=_AMBUSH)
