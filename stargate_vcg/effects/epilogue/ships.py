"""Epilogue: ships (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Card,
    DifficultyOf,
    Failure,
    Forget,
    Gain,
    IfDid,
    MayPay,
    On,
    Seq,
    Simple,
    WhenAssigned,
    WhenPlayed,
)
from stargate_vcg.effects.vocab import Pick, any_of, assigned, ship, trait
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger
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

card("74fa43c7-7140-4013-be46-99ee9feca97b", "Gerak's Ha'tak (Jaffa Nation Flagship)",
     Card(OwnFirepower(2, lambda t, s: t.power(t.owner(s)) >= 4)),
     partial="the victory text (an obstacle turned face down) is not done")
card("29dc4f6c-266b-41e9-ae53-9e8b50e85677", "The Sun Tzu (Chinese Flagship)",
     Card(OwnFirepower(1, any_of(assigned & _russian_ship)),
          WhenAssigned(_russian_ship, Seq(MayPay(2), IfDid(Simple(_ready_this))))))
card("26e681b5-605d-4836-9dbf-544d76d73714",
     "Apophis' Battleship (Uncompleted Superweapon)",
     Card(WhenPlayed(Simple(_incapacitate_this)), Failure(Gain(2))),
     partial="the victory text (a hero ship destroyed or a character stopped) is not done")


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


card("e1d5e9ac-9564-4a82-8c8e-5e73ab10a6db", "Naglfar (Fenrir's Raider)",
     Card(DifficultyOf(_naglfar_menace, Pick(lambda t, s, c: t.is_mission(c)))),
     partial="stopping itself at the opponent's power phase end is not done")
# Ruling: the counters start afresh each time it is played.
card("bbff16eb-208f-4014-9c82-1d8752efd21a", "Weaponized Stargate (Instrument of Retribution)",
     Card(WhenPlayed(Forget(_CHARGES)),
          On(Trigger.ASSIGNED, Simple(_add_charge),
             lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.is_ship(e.card)),
          ChargedFirepower()),
     partial="the victory text (counters spent for discards) is not done")
