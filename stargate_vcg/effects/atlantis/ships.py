"""Atlantis: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    Card,
    Do,
    IfDid,
    MayPay,
    Search,
    Seq,
    Victory,
    WhenAssigned,
    to_hand,
)
from stargate_vcg.effects.vocab import assigned, obstacle, other, select, ship, this, trait
from stargate_vcg.engine.stargate.effects import CardEffect
from stargate_vcg.engine.stargate.surface import Surface

_wraith_ship = trait("Wraith") & ship


class WraithWing(CardEffect):
    """This ship gets firepower +1 for each other Wraith ship assigned with it to the
    current mission."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if target != source:
            return 0
        return len(select(t, source, other & assigned & _wraith_ship))


card("6e3dd7ba-eb0c-4527-905e-3cb61ad052cf", "Wraith Dart", Card(WraithWing()))
card("e3dd4328-5f39-47aa-9a85-09e78e0db437", "Wraith Cruiser (Prowling Predator)",
     Card(WraithWing(),
          Victory(Do(to_hand, trait("Wraith") & (obstacle | ship), among=DISCARD,
                     optional=True))))
card("91606157-afb9-4a68-a61b-6482ab71d156", "The Super-Hive (Threat to Earth)",
     Card(WhenAssigned(this, Seq(MayPay(2, label="pay 2 power to search"),
                                 IfDid(Search(trait("Wraith")))))),
     partial="its Victory (a win when the opponent's deck is empty) is not played")
