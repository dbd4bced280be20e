"""Symbiosis cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, sg_card
from sg_effect_cards import checked_actions, drive, real
from sg_play import SPARE, legal_of
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import (
    ActivateAbility,
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
RIFLE = sg_card("Rifle", CardType.GEAR, cost=3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def athena_fails_them(earlier_gear: bool = False) -> StargateGame:
    """Athena assigned at a mission the hero fails; her Failure text takes the Kit (and
    the Rifle lies beneath her from an earlier mission)."""
    game = scenario([KIT, RIFLE], [ATHENA], missions=[mission("Combat Mission", B, 12),
                                                      SPARE],
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


# --- Tyr -------------------------------------------------------------------------------------

TYR = real("Tyr (Leader of the Vanir)", CardType.ADVERSARY, cost=5, skills={C: 3, S: 3, B: 2},
           revive=5)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=3, skills={B: 3})
SNARE = sg_card("Snare", CardType.OBSTACLE, cost=1, skills={C: 1})
TRAP = sg_card("Trap", CardType.OBSTACLE, cost=1, skills={S: 1})
SCROLL = sg_card("Scroll", CardType.GEAR, cost=1)


def tyr_game(assigned: bool) -> StargateGame:
    game = scenario([], [TYR, ROCKS, SNARE, TRAP, SCROLL],
                    missions=[mission("Combat Mission", B, 12), SPARE],
                    power=9, pad=20)
    ops.put_in_play(game, uid(game, "Tyr", VILLAIN_P))
    active.rebuild(game)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    if assigned:
        game.apply(Assign(uid(game, "Tyr", VILLAIN_P)))
        game.apply(Pass())
    return game


def tyr_uses(game: StargateGame) -> list[ActivateAbility]:
    tyr = uid(game, "Tyr", VILLAIN_P)
    return legal_of(game, ActivateAbility, tyr)


@pytest.mark.parametrize("assigned", [True, False])
def test_tyr_assigned_discards_villain_cards_to_play_an_obstacle_for_less(assigned: bool
                                                                         ) -> None:
    game = tyr_game(assigned)
    if not assigned:
        assert not tyr_uses(game)
        return
    tyr, rocks = uid(game, "Tyr", VILLAIN_P), uid(game, "Rocks", VILLAIN_P)
    snare, trap, scroll = (uid(game, t, VILLAIN_P) for t in ("Snare", "Trap", "Scroll"))
    listed = tyr_uses(game)
    assert {a.target for a in listed} == {rocks}  # the only one rated in Combat
    assert all(scroll not in a.discards and rocks not in a.discards for a in listed)
    assert {len(a.discards) for a in listed} == {1, 2}  # X up to the obstacle's cost, of 2
    power = game.power(VILLAIN_P)
    game.apply(ActivateAbility(tyr, 1, discards=(snare, trap), target=rocks))
    assert rocks in game.state.obstacles and game.power(VILLAIN_P) == power - 1
    assert game.zone_name(snare) == game.zone_name(trap) == "discard"
    game.apply(Pass())
    assert not tyr_uses(game)  # once each turn


def test_tyr_refuses_a_discard_other_than_a_villain_card() -> None:
    from stargate_vcg.errors import IllegalAction

    game = tyr_game(True)
    tyr, rocks = uid(game, "Tyr", VILLAIN_P), uid(game, "Rocks", VILLAIN_P)
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(tyr, 0, discards=(uid(game, "Scroll", VILLAIN_P),),
                                   target=rocks))
