"""Symbiosis cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, drive, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    Score,
    StargateGame,
    active,
    ops,
)

ATHENA = real("Athena (Treasure Seeker)", CardType.ADVERSARY, cost=3,
              skills={S: 2, B: 2, I: 2}, revive=4, traits=("Goa'uld",))
KIT = sg_card("Kit", CardType.GEAR, cost=1)
RIFLE = sg_card("Rifle", CardType.GEAR, cost=3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def athena_fails_them(earlier_gear: bool = False) -> StargateGame:
    """Athena assigned at a mission the hero fails; her Failure text takes the Kit (and
    the Rifle lies beneath her from an earlier mission)."""
    game = scenario([KIT, RIFLE], [ATHENA], missions=[mission("Combat Mission", B, 12),
                                                      mission("Spare Mission", C, 3)],
                    power=9, pad=20)
    kit, rifle = uid(game, "Kit", HERO_P), uid(game, "Rifle", HERO_P)
    athena = uid(game, "Athena", VILLAIN_P)
    for card in (kit, rifle, athena):
        ops.put_in_play(game, card)
    if earlier_gear:
        game.surface.place_beneath(rifle, athena)
        game.surface.remember(athena, "gears beneath", (rifle,))
    active.rebuild(game)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(athena))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    if not earlier_gear:  # the Kit or the Rifle
        game.apply(Choose(kit))
    assert kit in game.surface.beneath(athena)
    return game


@pytest.mark.parametrize("pays", [True, False])
def test_athena_scored_may_pay_to_score_a_gear_from_beneath_her_instead(pays: bool) -> None:
    game = athena_fails_them(earlier_gear=True)
    kit, rifle = uid(game, "Kit", HERO_P), uid(game, "Rifle", HERO_P)
    athena = uid(game, "Athena", VILLAIN_P)
    drive(game, lambda g: Score(athena) in g.legal_actions())
    game.apply(Score(athena))
    power = game.power(VILLAIN_P)
    game.apply(Choose(0) if pays else Decline())
    score = game.state.players[VILLAIN_P].score
    if pays:
        game.apply(Choose(rifle))
        assert score == [rifle] and game.zone_name(athena) == "deck"
        assert game.zone_name(kit) == "discard" and kit in game.discard_pile(HERO_P)
        assert game.power(VILLAIN_P) == power - 2
    else:
        assert score == [athena] and game.power(VILLAIN_P) == power
        assert {kit, rifle} <= set(game.discard_pile(HERO_P))


def test_athena_failure_places_a_gear_and_nothing_is_offered_without_one() -> None:
    game = athena_fails_them()
    athena = uid(game, "Athena", VILLAIN_P)
    for g in game.surface.beneath(athena):  # the gear taken from beneath her by hand
        ops.to_hand(game, g)
    active.rebuild(game)
    game._version += 1
    drive(game, lambda g: Score(athena) in g.legal_actions())
    game.apply(Score(athena))
    pending = game.pending_decision
    assert pending is None or pending.source != athena
    assert game.state.players[VILLAIN_P].score == [athena]
