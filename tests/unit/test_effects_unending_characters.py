"""Unending team and support characters and gear (effects/unending/characters.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
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
from stargate_vcg.engine.stargate.facts import Z_DECK

SUPPORT, GEAR, SHIP = CardType.SUPPORT_CHARACTER, CardType.GEAR, CardType.SHIP
WOTAN = real("Wotan (Archon of the High Council)", SUPPORT, cost=5, skills={C: 2, I: 2},
             traits=("Asgard",))
JONES = real("Jones (Hacker)", SUPPORT, cost=3, skills={S: 2}, traits=("NID",))
CLAIRE = real("Claire Tobias (Engineer)", SUPPORT, cost=4, skills={S: 2, B: 1},
              traits=("NID",))
IVANOVA = real("Ivanova (Korolev Bridge Officer)", SUPPORT, cost=3, skills={S: 1, I: 1},
               traits=("Russian",))
OKSANA = real("Oksana Petrova (Nurse)", SUPPORT, cost=2, skills={S: 2},
              traits=("Atlantis", "Russian"))

THOR_AIDE = sg_card("Asgard Aide", SUPPORT, "Helper", cost=1, skills={S: 1}, traits=("Asgard",))
WIDGET = sg_card("Widget", GEAR, cost=3)
CRUISER = sg_card("Cruiser", SHIP, "Hero Ship", cost=1, firepower=2)
RAIDER = sg_card("Raider", SHIP, "Villain Ship", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)
PLAGUE = sg_card("Plague", CardType.OBSTACLE, cost=1, skills={S: 1}, traits=("Disease",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={S: 1})
EASY = mission("Easy Mission", B, 1)
HARD = mission("Hard Mission", B, 12)
LAB = mission("Lab Mission", S, 12)
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def to_deck(game: StargateGame, card: int) -> None:
    owner = game.facts[card].owner
    game.state.players[owner].hand.remove(card)
    game.state.players[owner].deck.append(card)
    game.state.zone[card] = Z_DECK
    game._version += 1


def in_play(game: StargateGame, *titles: str, player: int = HERO_P) -> None:
    for title in titles:
        ops.put_in_play(game, uid(game, title, player))
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def start(cards: list[StargateCard], villain: list[StargateCard] | None = None,
          first: StargateCard = EASY, power: int = 9) -> StargateGame:
    return scenario(cards, villain or [], missions=[first, SPARE], power=power, pad=20)


def end_mission(game: StargateGame) -> None:
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


# --- Wotan ---------------------------------------------------------------------------------


@pytest.mark.parametrize("asgard_in_deck", [True, False])
def test_wotan_played_searches_for_an_asgard_card(asgard_in_deck: bool) -> None:
    game = start([WOTAN, THOR_AIDE])
    aide = hero(game, "Asgard Aide")
    if asgard_in_deck:
        to_deck(game, aide)
    else:
        ops.discard_from_hand(game, aide)
        game._version += 1
    game.apply(PlayCard(hero(game, "Wotan")))
    if asgard_in_deck:
        game.apply(Choose(aide))
        assert aide in game.hand(HERO_P)
    else:
        assert game.pending_decision is None and aide not in game.hand(HERO_P)


@pytest.mark.parametrize("ready", [True, False])
def test_wotan_stops_to_gain_a_power(ready: bool) -> None:
    game = start([WOTAN])
    wotan = hero(game, "Wotan")
    in_play(game, "Wotan")
    if not ready:
        ops.stop(game, wotan)
        game._version += 1
    usable = ActivateAbility(wotan, 0) in game.legal_actions()
    assert usable is ready
    if ready:
        game.apply(ActivateAbility(wotan, 0))
        assert game.status_name(wotan) == "stopped" and game.power(HERO_P) == 10


# --- Jones ---------------------------------------------------------------------------------


def test_jones_played_readies_a_stopped_hero_ship() -> None:
    game = start([JONES, CRUISER], [RAIDER])
    in_play(game, "Cruiser")
    cruiser = hero(game, "Cruiser")
    ops.stop(game, cruiser)
    game._version += 1
    game.apply(PlayCard(hero(game, "Jones")))
    game.apply(Choose(cruiser))  # the only usable mode is asked directly
    assert game.status_name(cruiser) == "ready"


def test_jones_played_stops_a_villain_ship() -> None:
    game = start([JONES], [RAIDER])
    in_play(game, "Raider", player=VILLAIN_P)
    raider = uid(game, "Raider", VILLAIN_P)
    game.apply(PlayCard(hero(game, "Jones")))
    game.apply(Choose(raider))
    assert game.status_name(raider) == "stopped"


def test_jones_played_without_ships_asks_nothing() -> None:
    game = start([JONES])
    game.apply(PlayCard(hero(game, "Jones")))
    assert game.pending_decision is None


# --- Claire Tobias -------------------------------------------------------------------------


@pytest.mark.parametrize("destroy", [True, False])
def test_claire_tobias_played_may_destroy_a_gear_for_two_power(destroy: bool) -> None:
    game = start([CLAIRE, WIDGET])
    in_play(game, "Widget")
    widget = hero(game, "Widget")
    game.apply(PlayCard(hero(game, "Claire Tobias")))
    game.apply(Choose(widget) if destroy else Decline())
    assert (game.zone_name(widget) == "discard") is destroy
    assert game.power(HERO_P) == 9 - 4 + (2 if destroy else 0)


@pytest.mark.parametrize(("first", "gained"), [(EASY, 3), (HARD, 0)])
def test_claire_tobias_success_destroys_a_gear_for_its_cost(first: StargateCard,
                                                            gained: int) -> None:
    game = start([CLAIRE, WIDGET], first=first)
    in_play(game, "Widget", "Claire Tobias")
    widget = hero(game, "Widget")
    game.apply(Assign(hero(game, "Claire Tobias")))
    end_mission(game)
    if gained:
        game.apply(Choose(widget))
        assert game.zone_name(widget) == "discard"
    else:
        assert game.zone_name(widget) == "in play"
    assert game.power(HERO_P) == 9 + gained


# --- Ivanova -------------------------------------------------------------------------------


@pytest.mark.parametrize("accept", [True, False])
def test_ivanova_failure_destroys_her_drawing_and_readying_another(accept: bool
                                                                          ) -> None:
    game = start([IVANOVA], first=LAB)
    in_play(game, "Ivanova")
    ivanova, leader = hero(game, "Ivanova"), hero(game, "Fixture Leader")
    game.apply(Assign(ivanova))
    game.apply(Pass())
    game.apply(Assign(leader))
    end_mission(game)
    while game.pending_decision is not None and game.pending_decision.player == VILLAIN_P:
        game.apply(Decline())
    size = len(game.hand(HERO_P))
    if accept:
        game.apply(Choose(0))
        game.apply(Choose(game.hand(HERO_P)[0]))
        # (the only other assigned character is readied without asking)
        assert game.zone_name(ivanova) == "discard"
        assert len(game.hand(HERO_P)) == size - 1 + 1  # discarded one, drew one
        assert game.status_name(leader) == "ready"
    else:
        game.apply(Decline())
        assert game.zone_name(ivanova) == "in play"
        assert game.status_name(leader) == "stopped"


# --- Oksana Petrova ------------------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "asked"), [("Plague", True), ("Rocks", False)])
def test_oksana_petrova_trades_herself_for_a_disease_obstacle(obstacle: str,
                                                              asked: bool) -> None:
    game = start([OKSANA], [PLAGUE, ROCKS], first=LAB)
    in_play(game, "Oksana Petrova")
    oksana = hero(game, "Oksana Petrova")
    game.apply(Assign(oksana))
    played = uid(game, obstacle, VILLAIN_P)
    game.apply(PlayCard(played))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.zone_name(oksana) == "discard"
        assert played not in game.obstacles
