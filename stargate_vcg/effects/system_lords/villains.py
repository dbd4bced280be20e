"""System Lords adversaries, obstacles and missions (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.engine.stargate.effects import (
    SCORE_PILE,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface


class ApophisSerpentGod(CardEffect):
    """The Serpent God: from his owner's villain score pile, at the end of the
    opponent's power phase, his owner gains 1 power. Ruling (3+ players): "your
    opponent's power phase" is a turn in which his owner is the villain."""

    zones = frozenset({SCORE_PILE})
    listens = frozenset({Trigger.POWER_PHASE_END})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.POWER_PHASE_END and t.zone(source) == "villain score pile"
                and t.villain == t.owner(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


card("1cb8e472-842c-49f2-80a9-b238cc504c1d", "Apophis (The Serpent God)", ApophisSerpentGod())
