"""Abydos: missions (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Card,
    DiscardAtRandom,
    Draw,
    Gain,
    Lose,
    Success,
)
from stargate_vcg.engine.stargate.effects import Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


class _FourOriginGlyphsWin(Card):
    """The four Origin missions (the only Origin missions printed, each with this text):
    as a turn of its owner ends, he wins holding four Origin glyphs beneath his
    characters. Ruling: the check is made at the end of each turn in which one of them
    succeeded for him (`Trigger.MISSION_SUCCEEDED`, while it is the current mission, its
    text in effect; `Surface.after_turn`): a player's Origin glyphs grow only as he earns
    one of these missions' glyphs (text that moves glyphs moves them among his own
    characters), so no other turn's end can find four that this one didn't."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({*(super().listens or ()), Trigger.MISSION_SUCCEEDED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.MISSION_SUCCEEDED:
            return event.card == source and event.player == t.owner(source)
        return super().triggers(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.MISSION_SUCCEEDED:
            t.after_turn(source, "origin win")
            return
        super().resolve(t, source, event)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "origin win":
            super().resume(t, source, step, args, chosen)
            return
        me = t.owner(source)
        found = sum(1 for c in t.characters(me) for m in t.glyphs(c)
                    if t.mission_glyph(m) is Glyph.ORIGIN)
        if found >= 4:
            t.win(me, "four Origin glyphs at the end of his turn")

card("87861ed2-dd16-4ede-940b-6271ead62de7", "Defeat Ra (Abydos' Orbit)",
     _FourOriginGlyphsWin(Success(DiscardAtRandom(OPPONENT))))
card("ce1817a1-4f23-463b-bb9c-493eb52232e8", "Dial the Stargate (Cheyenne Mountain)",
     _FourOriginGlyphsWin(Success(Gain(1))))
card("1bab07b9-8316-4845-8d05-db2f3871b892", "Inspire Rebellion (Abydos)",
     _FourOriginGlyphsWin(Success(Lose(1, OPPONENT))))
card("aedaa384-5c5a-4848-8688-3d982ace9d51", "Unlock the Seventh Symbol (Cheyenne Mountain)",
     _FourOriginGlyphsWin(Success(Draw(2))))
