"""Xtras: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import Card, Difficulty, Do, DoAll, Failure, destroy, incapacitate
from stargate_vcg.effects.vocab import (
    any_in_effect,
    count,
    incapacitated,
    opponents,
    stopped,
    support_character,
    team_character,
)

card("9fe02d30-2ebc-47c1-aff3-61918d5b5751", "Hecate (Sorceress)", Card(
    Difficulty(2, when=any_in_effect(team_character & incapacitated)),
    Failure(Do(incapacitate, opponents & team_character))))
card("7f344915-fde1-4eec-954c-4d4a62132c81", "Huitzilopochtli (Bloodthirsty Sun God)", Card(
    Difficulty(count(stopped & support_character)),
    Failure(DoAll(destroy, opponents & stopped & support_character))))
