"""Alliances: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    OPPONENT,
    Abilities,
    Cant,
    Card,
    DifficultyOf,
    Do,
    DoAll,
    Draw,
    Failure,
    IfDid,
    MayPay,
    OwnCost,
    Pay,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    WhenAssigned,
    WhenPlayed,
    ready,
)
from stargate_vcg.effects.missions_set.missions import play_as_complication
from stargate_vcg.effects.vocab import (
    COMBAT,
    INGENUITY,
    SCIENCE,
    Pick,
    anything,
    assigned,
    count,
    has_glyphs,
    team_character,
    this,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost
from stargate_vcg.engine.stargate.surface import Surface


def _first_mission(t: Surface, source: int) -> bool:
    return t.first_mission_of_turn()


def _assigning_this(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == source


def _assigning_this_to_combat(t: Surface, source: int, player: int, action: Any) -> bool:
    return _assigning_this(t, source, player, action) and t.mission >= 0 and \
        t.printed_rating(t.mission, COMBAT) is not None


def _becomes_ingenuity(t: Surface, source: int) -> bool:
    if t.mission < 0:
        return False
    t.change_mission_skill(t.mission, INGENUITY)
    return True


def _own_gears(t: Surface, source: int) -> int:
    me = t.owner(source)
    return sum(1 for c in t.cards_in_play(me) if t.is_gear(c))


def _clear_complications(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in t.complications():
        t.to_discard(c)


# Support characters

card("e895b6d2-f76c-46f6-98b7-9c13a04cf730", "Dillon Everett (Bold Leader)",
     Card(SkillBonus(COMBAT, 1, this, _first_mission)))
card("ce4a3b24-d58d-48e1-a127-815b5d08211b", "Eli Wallace (Puzzle Solver)",
     Card(OwnCost(lambda t, s: -len(t.complications()))))
card("c07d606b-4232-423a-b2d0-6155dc772fe4", "Nicholas Rush (Driven Scientist)",
     Card(OwnCost(lambda t, s: -len(t.obstacles))))
card("8f22fcd1-8821-4516-b4b4-b389e03d3c8b", "Helia (Captain of the Warship Tria)",
     Card(WhenPlayed(Do(play_as_complication, anything, chooser=OPPONENT, among=HAND,
                        optional=True, prompt="play as a complication"))))
card("459c289a-fa12-4ba6-97bd-62213292ce4a", "Larrin (Traveler Commander)",
     Card(WhenPlayed(Seq(MayPay(stop_this=True, label="stop her"),
                         IfDid(Simple(_becomes_ingenuity))))))
card("4e4cd446-acec-49e6-8c05-ee9da0b4a060", "Lycus (Taranian Chancellor)",
     Card(DifficultyOf(1, Pick(lambda t, s, c: t.is_mission(c)
                               and t.printed_rating(c, SCIENCE) is not None))))
card("51aa98a6-3155-408c-a4ee-72b0a45d7ec0", "Mirror Kawalsky (Hardened Survivor)",
     Card(WhenAssigned(this, Draw(count(assigned & team_character & with_glyph)))))
card("6a8a0af9-c2c9-4d35-b943-4fc537625985", "Mirror Hammond (Steadfast Colonel)",
     Card(Abilities(Ability("Mirror Hammond: destroy all complications",
                            AbilityCost(destroy_self=True), _clear_complications,
                            usable=lambda t, s: bool(t.complications())))))
card("2592692f-27e1-4fdd-a8b7-04d2212625b0", "Tamara Johansen (Insecure Medic)",
     Card(SkillsBy(-1, this, _first_mission)))

# Team characters

card("6f14da4b-5e9e-4b8c-bd9e-3d11945d9b07", "Daniel Jackson (Concerned Friend)",
     Card(Cant(_assigning_this, "he can't be assigned")))
card("715dab22-f4a6-4f47-b62f-85fcf8a6a4ba", "Lya (Nox Emissary)",
     Card(Cant(_assigning_this_to_combat, "she can't be assigned to Combat missions")))
card("b1655419-7fa2-4f68-b163-707d8ba473fe", "Mirror O'Neill (Unyielding General)",
     Card(Failure(Seq(Pay(3), IfDid(DoAll(ready, this))))))
card("2d39c1c3-97ae-4f73-aa70-83caa71ce165", "Inago (Shady Trader)",
     Card(SkillBonus(SCIENCE, 2, this,
                     lambda t, s: has_glyphs(Glyph.LIBRA)(t, s) and _own_gears(t, s) >= 3)))
