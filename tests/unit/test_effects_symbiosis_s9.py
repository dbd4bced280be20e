"""Symbiosis cards completed in session 9 (sp-cards12), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    Assign,
    Incapacitate,
    Pass,
    PlayCard,
    PlayComplication,
    ops,
)

OBS = CardType.OBSTACLE
SUPERIOR = real("Superior Firepower", OBS, cost=1, skills={C: 0, S: 0, B: 0, I: 0},
                traits=("Ori",))
ORI_SHIP = sg_card("Ori Warship", CardType.SHIP, "Mothership", cost=9, firepower=3,
                   traits=("Ori",), allegiance=Allegiance.VILLAIN)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


@pytest.mark.parametrize("played", [True, False])
def test_superior_firepower_victory_destroys_the_hero_ship_instead(played: bool) -> None:
    game = scenario([CRUISER], [SUPERIOR, ORI_SHIP],
                    missions=[TEST_MISSION, mission("Spare", C, 3)],
                    power=9, pad=30)
    cruiser, warship = uid(game, "Cruiser", HERO_P), uid(game, "Ori Warship", VILLAIN_P)
    ops.put_in_play(game, cruiser)
    ops.put_in_play(game, warship)
    game._version += 1
    game.apply(Assign(cruiser))
    if played:
        game.apply(PlayCard(uid(game, "Superior Firepower", VILLAIN_P)))
    else:
        game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(warship))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Incapacitate(cruiser))  # the victor's choice (3, or 5, against 2)
    assert game.zone_name(cruiser) == ("discard" if played else "in play")
    if not played:
        assert game.status_name(cruiser) == "incapacitated"


# --- Retasked ---

RETASKED = real("Retasked", OBS, cost=3, skills={C: 0, S: 0, B: 0, I: 0},
                traits=("Political",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=1, skills={B: 2}, revive=3)


def test_retasked_replaces_the_mission_readies_the_assigned_and_clears_the_mission() -> None:
    first, spare = TEST_MISSION, mission("Spare", C, 3)
    game = scenario([], [RETASKED, THUG, ROCKS], missions=[first, spare], power=9, pad=30)
    leader, thug = uid(game, "Fixture Leader", HERO_P), uid(game, "Thug", VILLAIN_P)
    rocks, retasked = uid(game, "Rocks", VILLAIN_P), uid(game, "Retasked", VILLAIN_P)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    old = game.state.mission
    ops.stop(game, scholar)  # stopped, not assigned: stays so
    game._version += 1
    game.apply(Assign(leader))
    game.apply(PlayCard(thug))
    game.apply(Pass())
    game.apply(Assign(thug))
    game.apply(Pass())
    game.apply(PlayComplication(rocks))
    game.apply(Pass())
    game.apply(PlayCard(retasked))
    assert game.state.mission == uid(game, "Spare", HERO_P)
    assert game.state.players[HERO_P].missions[0] == old  # at the bottom of his pile
    assert [game.status_name(c) for c in (leader, thug, scholar)] == ["ready", "ready",
                                                                    "stopped"]
    assert game.zone_name(retasked) == "discard" and game.zone_name(rocks) == "discard"
    assert game.to_act == HERO_P


# --- Natalia Orminski ---

NATALIA = real("Natalia Orminski (Translator)", CardType.SUPPORT_CHARACTER, cost=3,
               skills={C: 2}, traits=("Russian",))


@pytest.mark.parametrize("pay", [True, False])
def test_natalia_orminski_sends_the_mission_played_to_the_failed_row(pay: bool) -> None:
    from stargate_vcg.engine.stargate import Choose, Decline, ResolveTrigger
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.triggers import fire

    first, spare = TEST_MISSION, mission("Spare", C, 3)
    game = scenario([NATALIA], [], missions=[first, spare], power=9, pad=30)
    natalia = uid(game, "Natalia Orminski", HERO_P)
    ops.put_in_play(game, natalia)
    old = game.state.mission
    fire(game, Trigger.MISSION_PLAYED, HERO_P, old)  # as the mission is played
    game._version += 1
    if any(isinstance(a, ResolveTrigger) for a in game.legal_actions()):
        game.apply(ResolveTrigger(natalia))
    game.apply(Choose(0) if pay else Decline())
    assert game.state.mission == (uid(game, "Spare", HERO_P) if pay else old)
    assert (old in game.state.failed) is pay
    assert game.status_name(natalia) == ("stopped" if pay else "ready")
    assert game.power(HERO_P) == 9 - (1 if pay else 0)
