"""Wormhole X-Treme!: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    AtMissionEnd,
    Card,
    IfDid,
    MayPay,
    NextMission,
    OwnCost,
    Seq,
    Simple,
    Victory,
    WhenAssigned,
)
from stargate_vcg.effects.vocab import this
from stargate_vcg.engine.stargate.surface import Surface

card("8531830b-5dc6-4a97-8b89-f67bb6bdf2c8", "Korolev F-302",
     Card(OwnCost(-1, when=lambda t, s: bool(t.failed_missions())),
          Victory(NextMission(-1))))


def _destroy_this(t: Surface, s: int) -> bool:
    if not t.in_play(s):
        return False  # taken back into hand by its victory text
    t.destroy(s)
    return True


def _take_this(t: Surface, s: int) -> bool:
    t.take_into_hand(s)
    return True


card("d89d1211-d716-41bf-97e6-e79243a22184", "Daedalus (Ghost Ship)",
     Card(WhenAssigned(this, AtMissionEnd(Simple(_destroy_this))),
          Victory(Seq(MayPay(3, label="pay 3 power to take this ship into hand"),
                      IfDid(Simple(_take_this))))))
