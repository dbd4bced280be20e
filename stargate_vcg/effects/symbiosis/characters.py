"""Symbiosis: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    PLAYS,
    Abilities,
    Blocked,
    Cant,
    Card,
    CostChange,
    DoAll,
    Failure,
    May,
    MissionGets,
    Modes,
    On,
    Otherwise,
    OwnCost,
    RandomDiscard,
    Seq,
    Success,
    WhenPlayed,
    destroy,
    gets,
    stop,
)
from stargate_vcg.effects.vocab import (
    adversary,
    assigned,
    count,
    select,
    support_character,
    team_character,
    this,
    trait,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign, PlayCard
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import INGENUITY, SCIENCE, UNTIL_TURN_END, Surface


def _plays(pick: Any) -> Any:
    """Playing a card `pick` accepts, by this card's owner."""
    def applies(t: Surface, s: int, player: int, action: Any) -> bool:
        return isinstance(action, PlayCard) and player == t.owner(s) and pick(t, s, action.card)
    return applies


def _you_play(kind: Any) -> Any:
    """"Each time you play a <kind>" (an `On` test)."""
    def test(t: Surface, s: int, e: TriggerEvent) -> bool:
        return e.player == t.owner(s) and e.card != s and kind(t, s, e.card)
    return test


def _ingenuity_mission_played(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.kind is Trigger.MISSION_PLAYED and e.player == t.owner(s)
            and t.printed_rating(e.card, INGENUITY) is not None)


def _goauld_adversaries(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, adversary & trait("Goa'uld"))


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _assigns_this(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == s


# Support characters
card("5f37b0e3-3f5f-420a-a748-3a98d8811346", "Alicia Vega (Skeptical Captain)",
     Card(Failure(DoAll(destroy, this))))
card("d85c1f4a-75f3-4adb-9461-150273d33e4e", "Balik (Tok'ra Guard)",
     Card(On(Trigger.MISSION_PLAYED,
             Otherwise(May(DoAll(stop, this), label="stop Balik"), MissionGets(1)),
             _ingenuity_mission_played)))
card("619b1864-a2f9-401b-bd1c-ee0b1760a5de", "Bragi (Diplomat)",
     Card(Success(Seq(RandomDiscard(OPPONENT), RandomDiscard(OPPONENT)))))
card("ae9a9d50-5f47-444e-b951-0a8c50d0e5da", "David Swift (U.S. Secretary of Defense)",
     Card(On(Trigger.CARD_PLAYED, DoAll(gets(1, skills=True, until=UNTIL_TURN_END), this),
             _you_play(lambda t, s, c: t.is_gear(c)))))
card("25b9c8ae-db19-45dc-b279-3df90dee9820", "Dusty Mehra (Tactful Sergeant)",
     Card(WhenPlayed(MissionGets(-1))))
card("192ea1e3-86db-4915-af8b-963dde6166ce", "Egeria (Mother of the Tok'ra)",
     Card(Cant(_assigns_this, "Egeria can't be assigned"),
          CostChange(-1, _plays(support_character & trait("Tok'ra")), on=PLAYS)),
     partial="her ability (destroy her to boost a Tok'ra support character) is not played")
card("61f3ecab-710e-43d8-8686-9055de7f1859", "Liandra (Tok'ra Councillor)",
     Card(Abilities(Ability("Liandra: destroy a Goa'uld adversary",
                            AbilityCost(power=2, stop_self=True, destroy_self=True),
                            _destroy_target, targets=_goauld_adversaries))))
card("fb563099-c0d8-401d-aab9-9fe423473d43", "Nav'ar (The First Follower)",
     Card(OwnCost(lambda t, s: -count(assigned & team_character & trait("Jaffa")
                                      & with_glyph)(t, s))),
     partial="the grit keyword is not played")
card("388fa22c-ecac-4fcd-a9ac-7422e81175f1", "Raynolds (Rogue Operative)",
     Card(WhenPlayed(Modes(
         ("Science +2", DoAll(gets(2, skill=SCIENCE, until=UNTIL_TURN_END), this)),
         ("Ingenuity +2", DoAll(gets(2, skill=INGENUITY, until=UNTIL_TURN_END), this))))))
card("8e2a0739-9e54-4d5e-9e47-d832e4e16fbb", "Shevchenko (SG-4 Team Member)",
     Card(Blocked(this, lambda t, s: t.first_mission_of_turn())),
     partial="the grit keyword is not played")
