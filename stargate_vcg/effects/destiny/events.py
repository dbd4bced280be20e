"""Destiny: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Cant,
    Card,
    Do,
    Gain,
    IfDid,
    OnPlay,
    Seq,
    destroy,
    gets,
)
from stargate_vcg.effects.vocab import (
    adversary,
    assigned,
    obstacle,
    opponents,
    ready,
    select,
    support_character,
    team_character,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.surface import Surface


def _fewer_than_two_adversaries(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and len(select(t, source, opponents & adversary)) < 2)


def _stop_and_destroy(t: Surface, source: int, card: int) -> bool:
    t.stop(card)
    t.destroy(card)
    return True


card("3fc2c870-98a4-455e-8687-18f64cb49fed", "Leading by Fear", Card(
    Cant(_fewer_than_two_adversaries, "Leading by Fear: the opponent needs two adversaries"),
    OnPlay(Do(destroy, opponents & adversary, chooser=OPPONENT))))
card("85040fe6-6c07-440e-958c-e6a120e83250", "Close the Iris!", Card(
    OnPlay(Do(destroy, obstacle | (opponents & assigned & adversary)))),
    partial="the player's doing nothing but pass for the rest of the mission is not played")
# Ruling: a support character of his own, ready or assigned (it must become stopped).
card("c53c2257-6ae7-42e0-9887-49322f499054", "Hazardous Repairs", Card(OnPlay(Seq(
    Gain(2),
    Do(_stop_and_destroy, your & support_character & (assigned | ready),
       optional=True, prompt="sacrifice a support character?"),
    IfDid(Gain(2))))),
    partial="the payment of 4 power (or the loss of the game) after the next power "
            "phase is not played")


def _not_one_short(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and action.card == source and (
        t.mission < 0 or t.mission_shortfall() != 1)


card("da7e59f3-254e-4f2c-90bd-e2e83b1f3db9", "Close Enough", Card(
    Cant(_not_one_short, "Close Enough: the mission is not failing by exactly 1"),
    OnPlay(Do(gets(1, skills=True), your & team_character,
              prompt="a team character gets skills +1"))))
