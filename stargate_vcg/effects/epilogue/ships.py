"""Epilogue: ships (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Card,
    Failure,
    Gain,
    IfDid,
    MayPay,
    Seq,
    Simple,
    WhenAssigned,
    WhenPlayed,
)
from stargate_vcg.effects.vocab import any_of, assigned, ship, trait
from stargate_vcg.engine.stargate.effects import CardEffect
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
