"""Wormhole X-Treme!: events (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.effects.base_set.characters import StopToPlay
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    Cant,
    Card,
    CostChange,
    DifficultyOf,
    Do,
    DoAll,
    DoRemembered,
    Draw,
    Gain,
    If,
    IfDid,
    MayPay,
    Modes,
    On,
    OnPlay,
    OwnCost,
    SearchDeck,
    Seq,
    Simple,
    destroy,
    ready,
    stop,
    stopped_rating,
    to_hand,
    unblock,
)
from stargate_vcg.effects.vocab import (
    CULTURE,
    Pick,
    adversary,
    assigned,
    character,
    gear,
    gear_card,
    hero_card,
    obstacle,
    select,
    ship,
    support_character,
    team_character,
    trait,
    your,
)
from stargate_vcg.effects.vocab import (
    ready as ready_card,
)
from stargate_vcg.engine.stargate.actions import Continue, PlayCard, PlayComplication
from stargate_vcg.engine.stargate.effects import DISCARD_PILE, CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


def _goauld_scored_by_opponent(t: Surface, s: int) -> bool:
    return any(t.is_villain_card(c) and t.has_trait(c, "Goa'uld")
               for c in t.score_pile(t.opponent(t.owner(s))))


card("c41d9ddb-e1dd-48fe-9422-36ac8f675b74", "Grand Council Meeting",
     Card(StopToPlay(1, trait("Tok'ra")),
          OnPlay(Seq(Gain(stopped_rating(CULTURE)), If(_goauld_scored_by_opponent, Gain(1))))))

_NOT_PAID = Pick(lambda t, s, c: c not in t.stopped_to_play(s))
card("d48e6347-de5c-4b04-bf4f-b31198216f0c", "Always Up for Action",
     Card(StopToPlay(1),
          OnPlay(Do(ready, _NOT_PAID & (character | gear_card | (ship & hero_card))))))


def _chosen_sgc_or_atlantis(t: Surface, s: int) -> bool:
    chosen = t.recall(s, "chosen")
    return bool(chosen) and (t.has_trait(chosen[0], "SGC") or t.has_trait(chosen[0], "Atlantis"))


# Pulling Rank: ruling, the card is drawn even when no character was blocked.
card("3d018a1b-2eae-494e-8c9a-f2ffbefa7490", "Pulling Rank",
     Card(OnPlay(Seq(Do(unblock, character, remember="chosen"),
                     If(_chosen_sgc_or_atlantis,
                        Seq(MayPay(2, label="pay 2 power to ready them"),
                            IfDid(DoRemembered(ready)))),
                     Draw(1)))))

card("a016b381-f51f-4c93-aa52-639ea42640e9", "Resupply",
     Card(OnPlay(Modes(("search your deck", SearchDeck(gear_card)),
                       ("take from your discard pile",
                        Do(to_hand, gear_card, among=DISCARD))))))


def _supports_destroyed(t: Surface, s: int) -> int:
    return sum(1 for c in t.destroyed_this_turn() if t.is_support_character(c))


def _failures(t: Surface, s: int) -> int:
    return t.failed_mission_count(s)


card("69ee09ae-ffd9-4554-8c5b-e4bf52e6f1ce", "Respect for the Fallen",
     Card(OnPlay(Seq(Gain(_supports_destroyed), Gain(_failures), Draw(_failures)))))



def _kawoosh(t: Surface, s: int) -> bool:
    """One card off the deck per ready team character of his: a villain card is
    discarded for 1 power, a hero card taken into hand while the opponent draws."""
    me = t.owner(s)
    n = len(select(t, s, your & team_character & ready_card))
    for c in t.deck_top_cards(me, n):
        t.reveal(c)
        if t.is_villain_card(c):
            t.put_in_discard_pile(c)
            t.gain_power(me, 1)
        else:
            t.take_into_hand(c)
            t.draw(t.opponent(me))
    return n > 0


card("baf19498-188d-4fa9-ab30-9398004d847a", "Kawoosh!", Card(OnPlay(Simple(_kawoosh))))


class IdyllicFirstContact(Card):
    """Event: its text works on from the discard pile (for the mission it was played at,
    which it remembers: the text ends with that mission)."""

    zones = frozenset({DISCARD_PILE})


class _EasierWithOneTeamCharacter(CardEffect):
    """The remembered mission is 2 easier while exactly one team character is
    assigned."""

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != t.mission or t.recall(source, "mission") != (target,):
            return 0
        team = [c for c in select(t, source, assigned) if t.is_team_character(c)]
        return -2 if len(team) == 1 else 0


def _remember_mission(t: Surface, s: int) -> bool:
    t.remember(s, "mission", (t.mission,))
    return t.mission >= 0


card("889e0b3a-cb07-4271-8cb0-ef7cf18f6ef1", "Idyllic First Contact",
     IdyllicFirstContact(OwnCost(-1, when=lambda t, s: t.successful_missions(s) > 0),
                         OnPlay(Simple(_remember_mission)), _EasierWithOneTeamCharacter()))


# --- events lending the current mission a Success or Failure text ------------------------------


class FromDiscardPile(Card):
    """An event whose text lasts: it works from the discard pile, for the mission it was
    played at (remembered as it is played: `_remember_mission`)."""

    zones = frozenset({DISCARD_PILE})


def _at_its_mission(t: Surface, s: int, e: TriggerEvent) -> bool:
    return t.recall(s, "mission") == (e.card,)


def _villain_cards_scored_by_opponent(t: Surface, s: int) -> int:
    return sum(1 for c in t.score_pile(t.opponent(t.owner(s))) if t.is_villain_card(c))


card("73fbd6ac-0264-4f5b-9cca-aa6b74a6490d", "Actionable Intel",
     FromDiscardPile(OwnCost(lambda t, s: -_villain_cards_scored_by_opponent(t, s)),
                     OnPlay(Simple(_remember_mission)),
                     On(Trigger.MISSION_SUCCEEDED, Do(destroy, adversary), _at_its_mission)))


def _play_free(t: Surface, s: int, c: int) -> bool:
    t.play_free(c)
    return True


card("b3cd0f77-3d53-4cd8-be59-09f6ac3901cc", "Secret Objective",
     FromDiscardPile(OnPlay(Simple(_remember_mission)),
                     On(Trigger.MISSION_SUCCEEDED,
                        Do(_play_free, gear_card, among=HAND, optional=True,
                           prompt="put a gear into play free"), _at_its_mission),
                     On(Trigger.MISSION_FAILED,
                        Do(destroy, your & (support_character | gear), chooser=OPPONENT),
                        _at_its_mission)))



def _still_its_mission(t: Surface, s: int) -> bool:
    return t.mission >= 0 and t.recall(s, "mission") == (t.mission,)


def _complication_here(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication) and _still_its_mission(t, s)


card("abce52b3-bf73-44ae-bac1-d7651333a39a", "Against All Odds",
     FromDiscardPile(OnPlay(Simple(_remember_mission)),
                     DifficultyOf(1, obstacle & Pick(lambda t, s, c: _still_its_mission(t, s))),
                     CostChange(-1, _complication_here, on=COMPLICATIONS),
                     On(Trigger.MISSION_SUCCEEDED, DoAll(ready, assigned & character),
                        _at_its_mission)))


def _travel(t: Surface, s: int) -> bool:
    """Played: no more missions this turn (remembered by turn) and the mission's text."""
    t.remember(s, "turn", (t.turn,))
    return _remember_mission(t, s)


def _bank_team(t: Surface, s: int) -> bool:
    n = len([c for c in select(t, s, assigned) if t.is_team_character(c)
             and t.owner(c) == t.owner(s)])
    t.remember(s, "banked", (t.turn, n))
    return n > 0


def _banked_due(t: Surface, s: int, e: TriggerEvent) -> bool:
    banked = t.recall(s, "banked")
    return bool(banked) and e.player == t.owner(s) and t.turn > banked[0]


def _cash_in(t: Surface, s: int) -> bool:
    banked = t.recall(s, "banked")
    t.forget(s, "banked")
    t.gain_power(t.owner(s), banked[1])
    return True


# Time Travelers: ruling, "your next power phase" is the first one of its player's after
# this turn (its player's next turn as the hero).
card("27a8c267-5b9e-45a4-a7cb-7181d370e047", "Time Travelers",
     FromDiscardPile(OnPlay(Simple(_travel)),
                     Cant(lambda t, s, p, a: isinstance(a, Continue) and p == t.owner(s)
                          and t.recall(s, "turn") == (t.turn,),
                          "Time Travelers: no more missions this turn"),
                     On(Trigger.MISSION_SUCCEEDED, Simple(_bank_team), _at_its_mission),
                     On(Trigger.POWER_PHASE_END, Simple(_cash_in), _banked_due)))



def _exactly_enough(t: Surface, s: int) -> bool:
    contributed, difficulty = t.mission_totals()
    return contributed == difficulty


card("cdc5c757-1846-4ab6-a04d-754d452a705f", "Close Call",
     FromDiscardPile(OnPlay(Simple(_remember_mission)),
                     On(Trigger.MISSION_SUCCEEDED,
                        If(_exactly_enough,
                           Gain(lambda t, s: t.printed_experience(t.mission))),
                        _at_its_mission)))


# --- events paid for by a card of one's own: ruling, the payment is made as the event is
# carried out (it can be played only while such a card is there to pay with).


def _playing_this_without(pick: Pick) -> Callable[[Surface, int, int, Any], bool]:
    return lambda t, s, p, a: (isinstance(a, PlayCard) and a.card == s
                               and not select(t, s, pick))


def _remembered_firepower(t: Surface, s: int) -> int:
    held = t.recall(s, "paid")
    return t.firepower(held[0]) if held else 0


_your_ready_hero_ship = your & ship & hero_card & ready_card
card("6c23a3db-59a3-4766-ae8b-d7c2e84a72c6", "Obvious Reference",
     Card(Cant(_playing_this_without(_your_ready_hero_ship),
               "Obvious Reference: stop a ready hero ship of yours to play it"),
          OnPlay(Seq(Do(stop, _your_ready_hero_ship, remember="paid"),
                     Draw(_remembered_firepower)))))


def _cheaper_than_paid(t: Surface, s: int, c: int) -> bool:
    held = t.recall(s, "paid")
    return bool(held) and t.cost(c) < t.printed_cost(held[0])


card("e5daaa5c-c2cf-41c9-ac92-f83cc032f39c", "Bigger Explosions",
     Card(Cant(_playing_this_without(your & gear), "Bigger Explosions: destroy a gear of "
               "yours to play it"),
          OnPlay(Seq(Do(destroy, your & gear, remember="paid"),
                     Do(destroy, obstacle & Pick(_cheaper_than_paid), among=OBSTACLES)))))
