"""Epilogue: ships (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    OBSTACLES,
    OPPONENT,
    Card,
    DifficultyOf,
    Do,
    DoN,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    On,
    Otherwise,
    Seq,
    Simple,
    Victory,
    WhenAssigned,
    WhenPlayed,
    destroy,
    discard,
    stop,
)
from stargate_vcg.effects.missions_set.missions import Drain
from stargate_vcg.effects.vocab import (
    Pick,
    any_of,
    assigned,
    character,
    obstacle,
    opponents,
    ship,
    trait,
)
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


class OwnFirepower(CardEffect):
    """"This ship gets firepower +N while <when>"."""

    def __init__(self, amount: int, when: Callable[[Surface, int], bool]) -> None:
        self.amount, self.when = amount, when

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return self.amount if target == source and self.when(t, source) else 0


def _ready_this(t: Surface, source: int) -> bool:
    return t.ready(source)


def _incapacitate_this(t: Surface, source: int) -> bool:
    return t.incapacitate(source)


_russian_ship = ship & trait("Russian")

def _pay_and_turn_down(t: Surface, source: int, card: int) -> bool:
    """Pay X power, X the obstacle's (printed) cost, and turn it face down."""
    t.lose_power(t.owner(source), t.printed_cost(card))
    return t.turn_face_down(card)


_gerak_target = obstacle & ~trait("Ori") & Pick(
    lambda t, s, c: t.printed_cost(c) <= t.power(t.owner(s)))

# Ruling: the player picks the obstacle and pays its printed cost as X (one he can pay).
card("74fa43c7-7140-4013-be46-99ee9feca97b", "Gerak's Ha'tak (Jaffa Nation Flagship)",
     Card(OwnFirepower(2, lambda t, s: t.power(t.owner(s)) >= 4),
          Victory(Do(_pay_and_turn_down, _gerak_target, among=OBSTACLES, optional=True,
                     prompt="pay its cost to turn it face down"))))
card("29dc4f6c-266b-41e9-ae53-9e8b50e85677", "The Sun Tzu (Chinese Flagship)",
     Card(OwnFirepower(1, any_of(assigned & _russian_ship)),
          WhenAssigned(_russian_ship, Seq(MayPay(2), IfDid(Simple(_ready_this))))))
card("26e681b5-605d-4836-9dbf-544d76d73714",
     "Apophis' Battleship (Uncompleted Superweapon)",
     Card(WhenPlayed(Simple(_incapacitate_this)), Failure(Gain(2)),
          Victory(Seq(MayPay(2), IfDid(Otherwise(
              Do(destroy, opponents & ship, chooser=OPPONENT, optional=True),
              Do(stop, character)))))))


# --- Naglfar, Weaponized Stargate ---

_CHARGES = "charge counters"


def _charges(t: Surface, source: int) -> int:
    found = t.recall(source, _CHARGES)
    return found[0] if found else 0


def _add_charge(t: Surface, source: int) -> bool:
    t.remember(source, _CHARGES, (_charges(t, source) + 1,))
    return True


class ChargedFirepower(CardEffect):
    """Firepower +1 per charge counter on this ship."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return _charges(t, source) if target == source else 0


def _naglfar_menace(t: Surface, source: int) -> int:
    return 1 if t.is_ready(source) or t.is_assigned(source) else 0


def _stop_this(t: Surface, source: int) -> bool:
    return t.stop(source)


# Ruling: the drain of 3 is offered only with 3 cards in the deck (the whole of it).
card("e1d5e9ac-9564-4a82-8c8e-5e73ab10a6db", "Naglfar (Fenrir's Raider)", Card(
    DifficultyOf(_naglfar_menace, Pick(lambda t, s, c: t.is_mission(c))),
    On(Trigger.POWER_PHASE_END, Otherwise(
        If(lambda t, s: t.deck_size(t.owner(s)) >= 3, May(Drain(3), label="drain 3")),
        Simple(_stop_this)),
       lambda t, s, e: e.player == t.opponent(t.owner(s))
       and (t.is_ready(s) or t.is_assigned(s)))))
# Ruling: the counters start afresh each time it is played.
card("bbff16eb-208f-4014-9c82-1d8752efd21a", "Weaponized Stargate (Instrument of Retribution)",
     Card(WhenPlayed(Forget(_CHARGES)),
          On(Trigger.ASSIGNED, Simple(_add_charge),
             lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.is_ship(e.card)),
          ChargedFirepower(),
          Victory(Seq(DoN(discard, Pick(lambda t, s, c: True), _charges, chooser=OPPONENT,
                          among=HAND),
                      Forget(_CHARGES)))))



# --- session 7 (sp-cards9) ---------------------------------------------------------------


def _cruiser_drain(t: Surface, source: int) -> bool:
    """Three cards milled from the opponent's deck; one more difficulty for the mission
    per character among them."""
    them = t.opponent(t.owner(source))
    drained = t.deck_top_cards(them, 3)
    t.mill(them, len(drained))
    characters = sum(1 for c in drained if t.is_character(c))
    if characters and t.mission >= 0:
        t.modify(t.mission, characters, difficulty=True)
    return bool(drained)


card("0c6de273-057f-47e3-a2c4-771093d116f5", "Michael's Cruiser (Mobile Base of Operation)",
     Card(Victory(Simple(_cruiser_drain))))


# --- Puddle Jumper ---


def _jumper_joins(t: Surface, source: int) -> bool:
    return t.assign_by_text(source)


def _both_passed(t: Surface, source: int, event: TriggerEvent) -> bool:
    """Both players have passed (the mission is about to be resolved: its ship battle
    comes next) and the jumper is its player's, ready and unblocked."""
    return (t.phase == "ship battle" and t.owner(source) == t.hero and t.is_ready(source)
            and not t.is_blocked(source))


# Ruling: it is assigned by its text (no assignment cost), before the ship battle.
card("0789405f-e939-4d22-91dc-9072937a431a", "Puddle Jumper", Card(On(
    Trigger.PASSED, Seq(MayPay(1, discards=1, label="pay 1 and discard to assign it"),
                        IfDid(Simple(_jumper_joins))),
    _both_passed)))
