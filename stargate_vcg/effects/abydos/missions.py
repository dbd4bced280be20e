"""Abydos: missions (by card id; no card text here)."""

from __future__ import annotations

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

# The engine has no card-made win: the four-Origin-glyph win at the turn's end is not
# played by any of the four.
_NO_WIN = "the win with four Origin glyphs at the end of a turn is not played"

card("87861ed2-dd16-4ede-940b-6271ead62de7", "Defeat Ra (Abydos' Orbit)",
     Card(Success(DiscardAtRandom(OPPONENT))), partial=_NO_WIN)
card("ce1817a1-4f23-463b-bb9c-493eb52232e8", "Dial the Stargate (Cheyenne Mountain)",
     Card(Success(Gain(1))), partial=_NO_WIN)
card("1bab07b9-8316-4845-8d05-db2f3871b892", "Inspire Rebellion (Abydos)",
     Card(Success(Lose(1, OPPONENT))), partial=_NO_WIN)
card("aedaa384-5c5a-4848-8688-3d982ace9d51", "Unlock the Seventh Symbol (Cheyenne Mountain)",
     Card(Success(Draw(2))), partial=_NO_WIN)
