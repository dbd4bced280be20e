"""Atlantis ships (effects/atlantis/ships.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.facts import Z_DECK

SHIP, OBS = CardType.SHIP, CardType.OBSTACLE
VILLAIN = Allegiance.VILLAIN
DART = real("Wraith Dart", SHIP, cost=2, firepower=1, traits=("Wraith",), allegiance=VILLAIN)
CRUISER = real("Wraith Cruiser (Prowling Predator)", SHIP, cost=3, firepower=2,
               traits=("Wraith",), allegiance=VILLAIN)
SUPER_HIVE = real("The Super-Hive (Threat to Earth)", SHIP, cost=5, firepower=4,
                  traits=("Wraith",), allegiance=VILLAIN)

SCOUT = sg_card("Scout", SHIP, "Wraith Scout", cost=1, firepower=1, traits=("Wraith",),
                allegiance=VILLAIN)
RAIDER = sg_card("Raider", SHIP, "Goa'uld Raider", cost=1, firepower=1, allegiance=VILLAIN)
CULL = sg_card("Cull", OBS, cost=1, skills={B: 1}, traits=("Wraith",))
COMBAT = mission("Combat Mission", B, 12)
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(villain: list[StargateCard], power: int = 9) -> StargateGame:
    return scenario([], villain, missions=[COMBAT, SPARE], power=power, pad=20)


def v(game: StargateGame, title: str) -> int:
    return uid(game, title, VILLAIN_P)


def in_play(game: StargateGame, *titles: str) -> None:
    for title in titles:
        ops.put_in_play(game, v(game, title))
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def assign_ships(game: StargateGame, *titles: str) -> None:
    """The villain assigns these ships (the hero passing or assigning between)."""
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    for i, title in enumerate(titles):
        game.apply(Assign(v(game, title)))
        if i < len(titles) - 1:
            game.apply(Pass())


# --- Wraith Dart / Wraith Cruiser: firepower ------------------------------------------------


@pytest.mark.parametrize(("other", "bonus"), [("Scout", 1), ("Raider", 0)])
@pytest.mark.parametrize("ship", [DART, CRUISER])
def test_wraith_darts_and_cruisers_gain_firepower_per_other_wraith_ship(
        ship: StargateCard, other: str, bonus: int) -> None:
    game = start([ship, SCOUT, RAIDER])
    in_play(game, ship.title, other)
    assign_ships(game, ship.title, other)
    assert values.firepower(game, v(game, ship.title)) == ship.firepower + bonus


# --- Wraith Cruiser: Victory --------------------------------------------------------------


@pytest.mark.parametrize("take", [True, False])
def test_wraith_cruiser_victory_takes_back_a_wraith_obstacle(take: bool) -> None:
    game = start([CRUISER, CULL])
    in_play(game, "Wraith Cruiser")
    cull = v(game, "Cull")
    ops.discard_from_hand(game, cull)
    game._version += 1
    assign_ships(game, "Wraith Cruiser")
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    while game.pending_decision is not None and cull not in game.pending_decision.options:
        game.apply(game.legal_actions()[0])
    game.apply(Choose(cull) if take else Decline())
    assert (cull in game.hand(VILLAIN_P)) is take


# --- The Super-Hive ------------------------------------------------------------------------


@pytest.mark.parametrize(("power", "asked"), [(9, True), (1, False)])
def test_the_super_hive_assigned_pays_to_search_for_a_wraith_card(power: int,
                                                                  asked: bool) -> None:
    game = start([SUPER_HIVE, CULL], power=power)
    in_play(game, "The Super-Hive")
    cull = v(game, "Cull")
    game.state.players[VILLAIN_P].hand.remove(cull)
    game.state.players[VILLAIN_P].deck.append(cull)
    game.state.zone[cull] = Z_DECK
    game._version += 1
    assign_ships(game, "The Super-Hive")
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(cull))
        assert cull in game.hand(VILLAIN_P) and game.power(VILLAIN_P) == power - 2
