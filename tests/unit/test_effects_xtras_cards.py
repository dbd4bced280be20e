"""Xtras cards (effects/xtras/), each played: the text happens, and does not when its
condition fails. Fixture printings with the real card ids (stats of the project's own);
player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import ENVOY, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import TEST_MISSION, hero, power, villain
from sg_play import both_pass as resolve
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

AD, OB, SUPPORT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SUPPORT_CHARACTER
COMBAT = 2  # skill index (engine/stargate/surface.py)

HECATE = real("Hecate (Sorceress)", AD, cost=1, skills={B: 2}, revive=6, traits=("Goa'uld",))
HUITZ = real("Huitzilopochtli (Bloodthirsty Sun God)", AD, cost=1, skills={B: 2}, revive=6,
             traits=("Goa'uld",))
HOLIDAY = real("Holiday Celebrations", CardType.EVENT, cost=0)
JONAS = real("Jonas Quinn (Resistance Leader)", CardType.TEAM_CHARACTER, cost=4,
             skills={B: 1, C: 2, I: 1, S: 2})

HENCHMAN = sg_card("Henchman", AD, "Minion", cost=1, skills={B: 1}, revive=1)
GEMINI = mission("Gemini Place", C, 3, glyph=Glyph.GEMINI)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          member: StargateCard | None = None) -> StargateGame:
    from factories import TEAM

    team = [TEAM[0], TEAM[1], TEAM[3], member] if member is not None else None
    return scenario(hero or [], villain or [],
                    missions=[TEST_MISSION, GEMINI, LIBRA], power=9,
                    pad=20, hero_team=team)


def villain_assigns(game: StargateGame, title: str) -> None:
    game.apply(Pass())
    game.apply(PlayCard(villain(game, title)))
    game.apply(Pass())
    game.apply(Assign(villain(game, title)))


@pytest.mark.parametrize(("down", "extra"), [(True, 2), (False, 0)])
def test_hecate_tougher_with_an_incapacitated_team_character(down: bool, extra: int) -> None:
    game = start(villain=[HECATE])
    if down:
        ops.incapacitate(game, hero(game, "Fixture Warrior"))
    villain_assigns(game, "Hecate")
    assert game.surface.difficulty(villain(game, "Hecate"), COMBAT) == 2 + extra


def test_hecate_failure_incapacitates_a_team_character() -> None:
    game = start(villain=[HECATE])
    villain_assigns(game, "Hecate")
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.status_name(hero(game, "Fixture Scholar")) == "incapacitated"


@pytest.mark.parametrize("stopped", [True, False])
def test_huitzilopochtli_harder_and_destroys_stopped_support_characters(stopped: bool) -> None:
    game = start([ENVOY], [HUITZ])
    envoy = hero(game, "Envoy")
    ops.put_in_play(game, envoy)
    if stopped:
        ops.stop(game, envoy)
    villain_assigns(game, "Huitzilopochtli")
    assert game.surface.difficulty(villain(game, "Huitzilopochtli"), COMBAT) == \
        2 + (1 if stopped else 0)
    resolve(game)
    assert game.zone_name(envoy) == ("discard" if stopped else "in play")


@pytest.mark.parametrize("accept", [True, False])
def test_holiday_celebrations_gains_if_the_opponent_does(accept: bool) -> None:
    game = start([HOLIDAY])
    mine, theirs = power(game, HERO_P), power(game, VILLAIN_P)
    hand = len(game.state.players[HERO_P].hand)
    game.apply(PlayCard(hero(game, "Holiday Celebrations")))
    assert game.to_act == VILLAIN_P
    game.apply(Choose(0) if accept else Decline())
    assert power(game, VILLAIN_P) - theirs == power(game, HERO_P) - mine == int(accept)
    assert len(game.state.players[HERO_P].hand) == hand  # played one, drew one


@pytest.mark.parametrize(("glyph", "gained"), [(GEMINI, 1), (LIBRA, 1), (None, 0)])
def test_jonas_quinn_gains_on_opponents_obstacles_or_adversaries(
        glyph: StargateCard | None, gained: int) -> None:
    game = start(villain=[ROCKS, HENCHMAN], member=JONAS)
    jonas = hero(game, "Jonas Quinn")
    if glyph is not None:
        ops.place_glyph(game, hero(game, glyph.title), jonas)
    game.apply(Assign(jonas))
    before = power(game, HERO_P)
    if glyph is LIBRA or glyph is None:
        game.apply(PlayCard(villain(game, "Henchman")))
        game.apply(Pass())
        game.apply(Assign(villain(game, "Henchman")))
    else:
        game.apply(PlayCard(villain(game, "Rocks")))
    assert power(game, HERO_P) - before == gained
