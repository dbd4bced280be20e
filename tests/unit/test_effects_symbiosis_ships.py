"""Symbiosis ships (effects/symbiosis/ships.py), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids; player 0 is the
hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import RAIDER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, hero, put_in_play
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

SHIP, SUPPORT = CardType.SHIP, CardType.SUPPORT_CHARACTER

MIDWAY = real("Midway Station (Galactic Bridge)", SHIP, cost=4, firepower=2,
              traits=("Atlantis", "SGC"))
TELTAK = real("Teal'c's Tel'tak (Transport Vessel)", SHIP, cost=2, firepower=1,
              traits=("Jaffa", "SGC"))
NAKAI = real("Nakai Fighter", SHIP, cost=2, firepower=2)

MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={B: 2}, traits=("SGC",))
LOCAL = sg_card("Local", SUPPORT, "Guide", cost=1, skills={B: 2})
HUNK = sg_card("Hunk", CardType.OBSTACLE, cost=1, skills={B: 2})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard], villain: list[StargateCard] | None = None,
          *in_play: str, power: int = 9) -> StargateGame:
    game = scenario(hero, villain or [],
                    missions=[TEST_MISSION, SPARE],
                    power=power, pad=30)
    return put_in_play(game, *in_play)


@pytest.mark.parametrize(("card", "pay"), [("Marine", True), ("Marine", False),
                                           ("Local", False)])
def test_midway_station_may_stop_for_power_as_an_sgc_support_is_played(card: str,
                                                                      pay: bool) -> None:
    game = begin([MIDWAY, MARINE, LOCAL], [], "Midway Station")
    game.apply(PlayCard(hero(game, card)))
    if card == "Marine":
        game.apply(Choose(0) if pay else Decline())
    midway = hero(game, "Midway Station")
    assert game.status_name(midway) == ("stopped" if pay else "ready")
    assert game.power(HERO_P) == 9 - 1 + (1 if pay else 0)


@pytest.mark.parametrize("obstacle", [True, False])
def test_midway_station_destroyed_with_the_hand_destroys_an_obstacle(obstacle: bool) -> None:
    game = begin([MIDWAY, MARINE], [HUNK], "Midway Station")
    midway = hero(game, "Midway Station")
    hunk = uid(game, "Hunk", VILLAIN_P)
    if obstacle:
        game.apply(Pass())
        game.apply(PlayCard(hunk))
    use = ActivateAbility(midway, 0, target=hunk)
    assert (use in game.legal_actions()) is obstacle
    if obstacle:
        game.apply(use)
        assert game.zone_name(hunk) == "discard"
        assert game.zone_name(midway) == "discard"
        assert game.hand(HERO_P) == ()


@pytest.mark.parametrize("pay", [True, False])
def test_tealcs_teltak_assigned_may_pay_to_ready_a_support_character(pay: bool) -> None:
    game = begin([TELTAK, MARINE], [], "Teal'c's Tel'tak", "Marine")
    marine = hero(game, "Marine")
    ops.stop(game, marine)
    game._version += 1
    game.apply(Assign(hero(game, "Teal'c's Tel'tak")))
    game.apply(Choose(0) if pay else Decline())
    if pay:  # the stopped Fixture Warrior (Jaffa) could be readied too
        assert game.to_act == HERO_P
        game.apply(Choose(marine))
    assert game.status_name(marine) == ("ready" if pay else "stopped")
    assert game.power(HERO_P) == 9 - (3 if pay else 0)


@pytest.mark.parametrize("nakai_assigned", [True, False])
def test_nakai_fighter_draws_as_the_opponent_assigns_a_ship(nakai_assigned: bool) -> None:
    game = begin([NAKAI], [RAIDER], "Nakai Fighter")
    ops.put_in_play(game, uid(game, "Raider", VILLAIN_P))
    game._version += 1
    if nakai_assigned:
        game.apply(Assign(hero(game, "Nakai Fighter")))
    else:
        game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(Assign(uid(game, "Raider", VILLAIN_P)))
    game.apply(Choose(0))
    if nakai_assigned:
        game.apply(Choose(0))
    assert len(game.hand(HERO_P)) == hand + (2 if nakai_assigned else 1)
