"""Destiny: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Cant,
    Card,
    Do,
    OnPlay,
    destroy,
    gets,
)
from stargate_vcg.effects.vocab import (
    adversary,
    assigned,
    obstacle,
    opponents,
    select,
    team_character,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.surface import Surface


def _fewer_than_two_adversaries(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and len(select(t, source, opponents & adversary)) < 2)


card("3fc2c870-98a4-455e-8687-18f64cb49fed", "Leading by Fear", Card(
    Cant(_fewer_than_two_adversaries, "Leading by Fear: the opponent needs two adversaries"),
    OnPlay(Do(destroy, opponents & adversary, chooser=OPPONENT))))
card("85040fe6-6c07-440e-958c-e6a120e83250", "Close the Iris!", Card(
    OnPlay(Do(destroy, obstacle | (opponents & assigned & adversary)))),
    partial="the player's doing nothing but pass for the rest of the mission is not played")
# Hazardous Repairs is left unregistered: its gains work, but its later payment doesn't,
# and a partial card must never play stronger than printed.


def _not_one_short(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and action.card == source and (
        t.mission < 0 or t.mission_shortfall() != 1)


card("da7e59f3-254e-4f2c-90bd-e2e83b1f3db9", "Close Enough", Card(
    Cant(_not_one_short, "Close Enough: the mission is not failing by exactly 1"),
    OnPlay(Do(gets(1, skills=True), your & team_character,
              prompt="a team character gets skills +1"))))
