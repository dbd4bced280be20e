"""Symbiosis: events (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import Card, Do, DoN, If, OnPlay, OwnCost, Seq, Simple, ready
from stargate_vcg.effects.vocab import character, trait
from stargate_vcg.engine.stargate.effects import CardEffect, PlayCost
from stargate_vcg.engine.stargate.surface import COMBAT, SCIENCE, Surface


def _failed_this_turn(t: Surface, source: int) -> int:
    return len(t.failed_missions())


class StopTokraTeamCharacterToPlay(CardEffect):
    """"To play this event, stop one of your Tok'ra team characters"."""

    cost = PlayCost(stop=1, which=lambda t, s, c: t.is_team_character(c)
                    and t.has_trait(c, "Tok'ra"))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


def _combat_mission(t: Surface, source: int) -> bool:
    return t.mission >= 0 and COMBAT in t.mission_skills()


def _to_science(t: Surface, source: int) -> bool:
    t.change_mission_skill(t.mission, SCIENCE)
    return True


card("b5c95a66-4fc4-4dd5-9cb8-64068af36341", "Ambitious Plan",
     Card(StopTokraTeamCharacterToPlay(),
          OnPlay(If(_combat_mission, Simple(_to_science)))),
     partial="the event goes to the discard pile: purging is not played")
card("349c45ff-ffe9-4dbd-b721-d35c5521c607", "Mobilization",
     Card(OwnCost(lambda t, s: -_failed_this_turn(t, s)),
          OnPlay(Seq(Do(ready, character),
                     DoN(ready, character & trait("Russian"), _failed_this_turn)))))
