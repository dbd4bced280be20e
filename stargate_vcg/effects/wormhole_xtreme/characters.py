"""Wormhole X-Treme!: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    PLAYS,
    Blocked,
    Card,
    CostChange,
    OwnCost,
    SkillBonus,
    SkillsBy,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    Cond,
    Pick,
    assigned,
    has_glyphs,
    other,
    select,
    ship,
    support_character,
    team_character,
    this,
    this_assigned,
    titled,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.surface import Surface

# --- the SG-1 team leaders' quartet ------------------------------------------------------
# Each gets a named skill +2 while assigned with a given teammate (if he holds one of two
# glyphs), and lends the other team characters holding a glyph +1 in a skill while he is
# assigned.


def _with(glyphs: tuple[Glyph, Glyph], partner: str) -> Cond:
    holds = has_glyphs(*glyphs)
    return lambda t, s: holds(t, s) and t.is_assigned(s) and any(
        c != s and titled(partner)(t, s, c) for c in select(t, s, assigned))


_GLYPHED_TEAMMATE = other & team_character & with_glyph


def _sg1(skill: int, glyphs: tuple[Glyph, Glyph], partner: str, lends: int) -> Card:
    return Card(SkillBonus(skill, 2, this, when=_with(glyphs, partner)),
                SkillBonus(lends, 1, _GLYPHED_TEAMMATE, when=this_assigned))


card("67409bc1-40cc-4f94-b109-627e1e4f01a5", "Daniel Jackson (SG-1 Seasoned Explorer)",
     _sg1(COMBAT, (Glyph.GEMINI, Glyph.PISCES), "Teal'c", CULTURE))
card("ea1d05c6-57a2-4649-86c1-07a761805324", "Jack O'Neill (SG-1 Team Leader)",
     _sg1(SCIENCE, (Glyph.GEMINI, Glyph.LIBRA), "Samantha Carter", INGENUITY))
card("cfb85e72-4cab-4358-8455-18ff041b7218", "Samantha Carter (SG-1 Scientific Genius)",
     _sg1(CULTURE, (Glyph.LIBRA, Glyph.ORION), "Daniel Jackson", SCIENCE))
card("76c142df-1f7a-471d-9376-c6f4e33c2925", "Teal'c (SG-1 Freedom Fighter)",
     _sg1(INGENUITY, (Glyph.ORION, Glyph.PISCES), "Jack O'Neill", COMBAT))

# --- counted skills and costs --------------------------------------------------------------


def _obstacles_here(t: Surface, s: int) -> int:
    return len(t.obstacles) if t.mission >= 0 else 0


def _failures(t: Surface, s: int) -> int:
    return len(t.failed_missions())


def _hero_ship_assigned(t: Surface, s: int) -> bool:
    return any(t.is_hero_card(c) for c in select(t, s, assigned & ship))


card("47bc3614-d764-489b-bb14-4093248a1254", "Latal (Citizen of Kallana)",
     Card(SkillsBy(_obstacles_here, this)))
card("e45dacff-8e81-4458-8bb8-2bcf673357cf", "Walter Harriman (Bridge Officer)",
     Card(SkillBonus(COMBAT, 1, this, when=_hero_ship_assigned),
          SkillBonus(INGENUITY, 1, this, when=_hero_ship_assigned)))
card("35047fac-9e28-4797-8744-4445ad8f4495", "Svetlana Markov (Bereaved Scientist)",
     Card(OwnCost(lambda t, s: -_failures(t, s))),
     partial="the Grit keyword is not modelled; only her cost reduction")

# Peter Kavanagh: ruling, "the first mission played each turn" is the current mission
# while it is the turn's first.
card("766f3327-2d0d-4c3b-90a7-a2761f02c518", "Peter Kavanagh (Cowardly Scientist)",
     Card(Blocked(this, lambda t, s: t.mission >= 0 and t.first_mission_of_turn()),
          SkillsBy(-1, this, when=lambda t, s: bool(t.failed_missions()))))

_OUTSIDER = support_character & Pick(
    lambda t, s, c: not t.has_trait(c, "Atlantis") and not t.has_trait(c, "SGC"))


def _plays_outsider(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and _OUTSIDER(t, s, action.card)


card("ad0a0469-0730-4932-9025-2f1e2d67ea5f", "Bates (Head of Security)",
     Card(CostChange(1, _plays_outsider, on=PLAYS),
          SkillsBy(-1, this, when=lambda t, s: bool(select(t, s, your & _OUTSIDER)))))


