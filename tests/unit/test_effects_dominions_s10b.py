"""Dominions cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from sg_play import SPARE
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, I, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import Assign, Choose, Decline, Pass, PlayCard, StargateGame

SUPPORT = CardType.SUPPORT_CHARACTER
DOLOK = real("Dol'ok (Free Jaffa)", SUPPORT, cost=2, skills={I: 2}, traits=("Jaffa", "Tok'ra"))
MOROZOV = real("Morozov (Military Escort)", SUPPORT, cost=2, skills={B: 2},
               traits=("Russian",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(cards: list[StargateCard], difficulty: int = 30) -> StargateGame:
    return scenario(cards, [], missions=[mission("Test Mission", B, difficulty),
                                         SPARE], power=9, pad=20)


def fail_the_mission(game: StargateGame) -> None:
    game.apply(Pass())  # the villain
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    if game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())


@pytest.mark.parametrize("pays", [True, False])
def test_dolok_destroyed_with_a_discard_counts_one_more_success(pays: bool) -> None:
    game = start([DOLOK])
    dolok = uid(game, "Dol'ok", HERO_P)
    game.apply(PlayCard(dolok))
    fail_the_mission(game)
    t = game.surface
    leader = uid(game, "Fixture Leader", HERO_P)
    assert game.pending_decision is not None and game.pending_decision.source == dolok
    power = game.power(HERO_P)
    if not pays:
        game.apply(Decline())
        assert game.zone_name(dolok) == "in play"
        assert t.successful_missions(leader) == 0 and game.power(HERO_P) == power
        return
    game.apply(Choose(0))
    gone = game.hand(HERO_P)[0]
    game.apply(Choose(gone))
    assert game.zone_name(dolok) == "discard" and game.zone_name(gone) == "discard"
    assert game.power(HERO_P) == power + 1
    assert t.successful_missions(leader) == 1 and t.successful_missions() == 0
    assert t.successful_missions(game.state.players[VILLAIN_P].in_play[0]) == 0


def test_dolok_is_not_asked_after_a_success() -> None:
    game = start([DOLOK], difficulty=1)
    game.apply(PlayCard(uid(game, "Dol'ok", HERO_P)))
    fail_the_mission(game)
    pending = game.pending_decision
    assert pending is None or pending.source != uid(game, "Dol'ok", HERO_P)


@pytest.mark.parametrize("destroys", [True, False])
def test_morozov_destroyed_as_played_counts_one_more_failure(destroys: bool) -> None:
    game = start([MOROZOV])
    morozov = uid(game, "Morozov", HERO_P)
    game.apply(PlayCard(morozov))
    game.apply(Choose(0) if destroys else Decline())
    leader = uid(game, "Fixture Leader", HERO_P)
    assert game.zone_name(morozov) == ("discard" if destroys else "in play")
    assert game.surface.failed_mission_count(leader) == (1 if destroys else 0)
