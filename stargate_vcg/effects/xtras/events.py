"""Xtras: events (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import OPPONENT, Card, Draw, Gain, IfDid, May, OnPlay, Seq

# Ruling: with two players, "each opponent" is the one opponent, asked yes or no.
card("d50d2502-4f12-412a-b175-6bb5e0f1337c", "Holiday Celebrations", Card(OnPlay(Seq(
    May(Gain(1, OPPONENT), who=OPPONENT, label="gain 1 power"),
    IfDid(Gain(1)),
    Draw(1)))))
