"""Wormhole X-Treme! ships (effects/wormhole_xtreme/ships.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3, EASY, power_spent
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
)

KOROLEV = real("Korolev F-302", CardType.SHIP, cost=1, firepower=2, traits=("Russian",))
DAEDALUS = real("Daedalus (Ghost Ship)", CardType.SHIP, cost=1, firepower=4,
                traits=("Atlantis", "SGC", "Asgard"))
LEVIATHAN = real("Leviathan (Mysterious Threat)", CardType.SHIP, cost=4, firepower=3,
                 allegiance=Allegiance.VILLAIN)
LLOYDS_SHIP = real("Martin Lloyd's Ship (Escape Vessel)", CardType.SHIP, cost=3, firepower=1)
HELPER = sg_card("Helper", CardType.SUPPORT_CHARACTER, "Aide", cost=1, skills={B: 1})
WARSHIP = real("Gray Alien Warship (Ruthless Predator)", CardType.SHIP, cost=3, firepower=3,
               allegiance=Allegiance.VILLAIN)
PEBBLES = sg_card("Pebbles", CardType.OBSTACLE, cost=1, skills={B: 1})
STONES = sg_card("Stones", CardType.OBSTACLE, cost=1, skills={B: 1})
GRAY_FIGHTER = real("Gray Alien Fighter", CardType.SHIP, cost=2, firepower=2,
                    allegiance=Allegiance.VILLAIN)
SKIFF = sg_card("Skiff", CardType.SHIP, "Small Hero Ship", cost=1, firepower=1)
HARD = mission("Hard Mission", B, 20)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], missions: list[StargateCard],
          villain: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero, villain or [], missions=missions, power=9, pad=20)


def finish_mission(game: StargateGame) -> None:
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize(("failed", "paid"), [(True, 0), (False, 1)])
def test_korolev_costs_less_after_a_failed_mission(failed: bool, paid: int) -> None:
    game = start([KOROLEV], [HARD if failed else EASY, COMBAT_3])
    if failed:
        finish_mission(game)
        game.apply(Continue())
    spent = power_spent(game, HERO_P, PlayCard(uid(game, "Korolev F-302", HERO_P)))
    assert spent == paid


@pytest.mark.parametrize(("assigned", "difficulty"), [(True, 3 - 1), (False, 3)])
def test_korolev_victory_eases_the_next_mission(assigned: bool, difficulty: int) -> None:
    game = start([KOROLEV], [EASY, COMBAT_3])
    korolev = uid(game, "Korolev F-302", HERO_P)
    game.apply(PlayCard(korolev))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(korolev))
        game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    finish_mission(game)
    game.apply(Continue())
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("pay", [True, False])
def test_daedalus_assigned_is_destroyed_at_mission_end_unless_bought_back(pay: bool) -> None:
    game = start([DAEDALUS], [EASY, COMBAT_3])
    daedalus = uid(game, "Daedalus", HERO_P)
    game.apply(PlayCard(daedalus))
    game.apply(Pass())
    game.apply(Assign(daedalus))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    finish_mission(game)
    assert (daedalus in game.hand(HERO_P)) is pay
    assert (daedalus in game.discard_pile(HERO_P)) is not pay
    assert game.power(HERO_P) == before - (3 if pay else 0)


def test_daedalus_unassigned_stays_in_play() -> None:
    game = start([DAEDALUS], [EASY, COMBAT_3])
    daedalus = uid(game, "Daedalus", HERO_P)
    game.apply(PlayCard(daedalus))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    finish_mission(game)
    assert daedalus in game.in_play(HERO_P)


@pytest.mark.parametrize("assigned", [True, False])
def test_leviathan_assigned_blocks_the_chosen_hero_ship(assigned: bool) -> None:
    game = start([CRUISER], [HARD, COMBAT_3], villain=[LEVIATHAN])
    cruiser, leviathan = uid(game, "Cruiser", HERO_P), uid(game, "Leviathan", VILLAIN_P)
    game.apply(PlayCard(cruiser))
    game.apply(PlayCard(leviathan))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(leviathan))  # the only hero ship is chosen
    assert (Assign(cruiser) in game.legal_actions()) is not assigned


@pytest.mark.parametrize("pay", [True, False])
def test_leviathan_victory_may_pay_to_destroy_the_chosen_ship(pay: bool) -> None:
    game = start([CRUISER], [HARD, COMBAT_3], villain=[LEVIATHAN])
    cruiser, leviathan = uid(game, "Cruiser", HERO_P), uid(game, "Leviathan", VILLAIN_P)
    game.apply(PlayCard(cruiser))
    game.apply(PlayCard(leviathan))
    game.apply(Assign(cruiser))
    game.apply(Assign(leviathan))  # chosen while already assigned: it stays
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Decline())  # the battle's own incapacitation, not taken
    before = game.power(VILLAIN_P)
    game.apply(Choose(0) if pay else Decline())
    assert game.pending_decision is None
    assert (cruiser in game.in_play(HERO_P)) is not pay
    assert game.power(VILLAIN_P) == before - (2 if pay else 0)



@pytest.mark.parametrize("place", [True, False])
def test_martin_lloyds_ship_success_hides_a_supporter_for_experience(place: bool) -> None:
    game = start([LLOYDS_SHIP, HELPER], [EASY, COMBAT_3])
    ship, helper = uid(game, "Martin Lloyd's Ship", HERO_P), uid(game, "Helper", HERO_P)
    for action in (PlayCard(ship), PlayCard(helper), Assign(ship), Assign(helper)):
        game.apply(action)
        game.apply(Pass())
    before = game.experience(HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # success
    game.apply(Choose(helper) if place else Decline())
    finish_mission(game)
    assert (helper in game.in_play(HERO_P)) is not place
    assert game.experience(HERO_P) - before == 1 + (1 if place else 0)



@pytest.mark.parametrize("play", [True, False])
def test_gray_alien_warship_victory_plays_two_complications_free(play: bool) -> None:
    game = start([CRUISER], [HARD, COMBAT_3], villain=[WARSHIP, PEBBLES, STONES])
    cruiser, warship = uid(game, "Cruiser", HERO_P), uid(game, "Gray Alien Warship", VILLAIN_P)
    game.apply(PlayCard(cruiser))
    game.apply(PlayCard(warship))
    game.apply(Assign(cruiser))
    game.apply(Assign(warship))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Decline())  # the battle's own incapacitation, not taken
    before = game.power(VILLAIN_P)
    if play:
        game.apply(Choose(uid(game, "Pebbles", VILLAIN_P)))
        game.apply(Choose(uid(game, "Stones", VILLAIN_P)))
    else:
        game.apply(Decline())
    assert game.pending_decision is None
    assert game.power(VILLAIN_P) == before
    hand = game.hand(VILLAIN_P)
    assert [uid(game, t, VILLAIN_P) in hand for t in ("Pebbles", "Stones")] == [not play] * 2



@pytest.mark.parametrize("destroy", [True, False])
def test_gray_alien_fighter_victory_may_destroy_itself(destroy: bool) -> None:
    game = start([SKIFF], [HARD, COMBAT_3], villain=[GRAY_FIGHTER])
    skiff, fighter = uid(game, "Skiff", HERO_P), uid(game, "Gray Alien Fighter", VILLAIN_P)
    game.apply(PlayCard(skiff))
    game.apply(PlayCard(fighter))
    game.apply(Assign(skiff))
    game.apply(Assign(fighter))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Decline())  # the battle's own incapacitation, not taken
    game.apply(Choose(0) if destroy else Decline())
    assert game.pending_decision is None
    assert (fighter in game.discard_pile(VILLAIN_P)) is destroy
