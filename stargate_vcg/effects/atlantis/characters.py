"""Atlantis: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    PLAYS,
    Abilities,
    Card,
    CostChange,
    Do,
    Success,
    ready,
)
from stargate_vcg.effects.vocab import (
    SkillsBonus,
    assigned,
    assigned_with,
    other,
    select,
    team_character,
    this,
    trait,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, PlayCard, PlayComplication
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost
from stargate_vcg.engine.stargate.surface import Surface

_atlantis_team = trait("Atlantis") & team_character


def _teyla_alone(t: Surface, s: int) -> bool:
    return t.has_glyph(s, Glyph.PISCES) and assigned_with(_atlantis_team)(t, s)


def _teyla_leads(t: Surface, s: int) -> bool:
    return (t.has_glyph(s, Glyph.PISCES) and t.has_glyph(s, Glyph.ORION)
            and t.is_assigned(s))


def _mckay_orion(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayComplication) and t.is_ready(s)
            and t.has_glyph(s, Glyph.ORION))


def _mckay_libra(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.is_assigned(s) and t.has_glyph(s, Glyph.LIBRA))


def _team_characters(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, team_character)


def _skills_per_glyph(t: Surface, source: int, action: ActivateAbility) -> None:
    n = len(t.glyphs(action.target))
    if n:
        t.modify(action.target, n, skills=True)


card("c3c20480-e69a-4818-b2db-a0b32bd1b220", "Samantha Carter (Seasoned Commander)",
     Card(Success(Do(ready, (trait("Atlantis") | trait("SGC")) & team_character))))
# Ruling: "assigned with her" means both assigned to the current mission.
card("658538eb-6f85-428a-8bfa-2abeb74c21a5", "Teyla Emmagan (Athosian Leader)",
     Card(SkillsBonus(1, this, _teyla_alone),
          SkillsBonus(1, other & _atlantis_team & assigned, _teyla_leads)))
card("4e61a5f8-1b5b-4292-b3b0-5039384fe210", "Rodney McKay (Chief Science Officer)",
     Card(CostChange(1, _mckay_orion, on=COMPLICATIONS),
          CostChange(1, _mckay_libra, on=PLAYS)))
card("766df152-08ab-49e1-9964-ba73889c8a65", "Kate Heightmeyer (Psychologist)",
     Card(Abilities(Ability("Kate Heightmeyer: a team character gets skills +1 per glyph",
                            AbilityCost(power=3, stop_self=True), _skills_per_glyph,
                            targets=_team_characters))))
