"""Alliances ships (effects/alliances/ships.py) and the characters sharing their text,
each played: the text happens, and does not when its condition fails."""

from __future__ import annotations

import pytest
from factories import RAIDER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, villain
from sg_play import hero_pays as pays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, C, S, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
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
from stargate_vcg.engine.stargate.facts import Z_SCORE

SHIP, SUPPORT = CardType.SHIP, CardType.SUPPORT_CHARACTER
STATION = real("International Space Station (Symbol of Cooperation)", SHIP, cost=1,
               firepower=1)
ORION = real("Orion (Reclaimed Lantean Warship)", SHIP, cost=1, firepower=5)
HAMMOND = real("The George Hammond (Warship)", SHIP, cost=1, firepower=4)
NEVIK = real("Nevik (Traveler Engineer)", SUPPORT, cost=1, skills={S: 1})

PLAIN = mission("Plain Mission", C, 1)
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=2, skills={C: 1})
SCOUT = sg_card("Scout", SUPPORT, "Ranger", cost=2, skills={C: 1})
SKIFF = sg_card("Skiff", SHIP, "Hero Ship", cost=2, firepower=1)
TROPHY = sg_card("Trophy", CardType.OBSTACLE, cost=1, skills={C: 1})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero, villain or [], missions=[PLAIN, SPARE, PLAIN], power=9, pad=20)


@pytest.mark.parametrize("used", [True, False])
def test_international_space_station_next_support_character_costs_one_less(
        used: bool) -> None:
    game = start([STATION, MARINE, SCOUT])
    game.apply(PlayCard(hero(game, "International Space Station")))
    game.apply(Pass())
    if used:
        game.apply(ActivateAbility(hero(game, "International Space Station"), 0))
        game.apply(Pass())
    assert pays(game, "Marine") == (1 if used else 2)
    game.apply(Pass())
    assert pays(game, "Scout") == 2  # only the next one


@pytest.mark.parametrize("used", [True, False])
def test_nevik_next_hero_ship_costs_one_less(used: bool) -> None:
    game = start([NEVIK, SKIFF])
    game.apply(PlayCard(hero(game, "Nevik")))
    game.apply(Pass())
    if used:
        game.apply(ActivateAbility(hero(game, "Nevik"), 0))
        game.apply(Pass())
    assert pays(game, "Skiff") == (1 if used else 2)


@pytest.mark.parametrize("raider", [True, False])
def test_orion_pays_two_to_block_a_villain_ship(raider: bool) -> None:
    game = start([ORION], [RAIDER])
    game.apply(PlayCard(hero(game, "Orion")))
    if raider:
        game.apply(PlayCard(villain(game, "Raider")))
    else:
        game.apply(Pass())
    use = ActivateAbility(hero(game, "Orion"), 0, target=villain(game, "Raider"))
    assert (use in game.legal_actions()) is raider
    if raider:
        game.apply(use)
        assert game.is_blocked(villain(game, "Raider"))
        assert game.power(HERO_P) == 9 - 1 - 2


CUTTER = sg_card("Cutter", SHIP, "Hero Ship", cost=1, firepower=5)


@pytest.mark.parametrize("orion", [True, False])
def test_orion_victory_destroys_the_villain_ship_it_would_incapacitate(orion: bool) -> None:
    from stargate_vcg.engine.stargate import Incapacitate

    game = start([ORION, CUTTER], [RAIDER])
    ship = hero(game, "Orion" if orion else "Cutter")
    raider = villain(game, "Raider")
    for c in (ship, raider):
        ops.put_in_play(game, c)
    game._version += 1
    game.apply(Assign(ship))
    game.apply(Assign(raider))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Incapacitate(raider))  # the victor's choice (5 against 2)
    assert game.zone_name(raider) == ("discard" if orion else "in play")
    if not orion:
        assert game.status_name(raider) == "incapacitated"


@pytest.mark.parametrize(("assigned", "villain_pays"), [(True, True), (True, False),
                                                        (False, False)])
def test_george_hammond_victory_opponent_pays_two_or_loses_a_scored_card(
        assigned: bool, villain_pays: bool) -> None:
    game = start([HAMMOND], [TROPHY])
    trophy = villain(game, "Trophy")
    p = game.state.players[VILLAIN_P]
    p.hand.remove(trophy)
    p.score.append(trophy)
    game.state.zone[trophy] = Z_SCORE
    game.apply(PlayCard(hero(game, "The George Hammond")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(hero(game, "The George Hammond")))
        game.apply(Pass())
    game.apply(Pass())
    if assigned:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(0) if villain_pays else Decline())
        if game.pending_decision is not None:
            game.apply(Choose(trophy))
    shuffled = assigned and not villain_pays
    assert game.zone_name(trophy) == ("deck" if shuffled else "villain score pile")
    assert game.power(VILLAIN_P) == (7 if assigned and villain_pays else 9)




HIVE = real("Wraith Hive", SHIP, cost=1, firepower=3, allegiance=Allegiance.VILLAIN)
DART_SHIP = sg_card("Wraith Dart", SHIP, "Fighter", cost=1, firepower=1,
                    allegiance=Allegiance.VILLAIN)
ALKESH = real("Lucian Alliance Al'kesh", SHIP, cost=1, firepower=2,
              allegiance=Allegiance.VILLAIN)
PEBBLE = sg_card("Pebble", CardType.OBSTACLE, cost=1, skills={C: 1})


def _villain_assigns(game: StargateGame, title: str) -> None:
    game.apply(Pass())
    game.apply(PlayCard(villain(game, title)))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Assign(villain(game, title)))


@pytest.mark.parametrize("pays", [True, False])
def test_wraith_hive_assigned_pays_three_for_a_dart_from_the_deck(pays: bool) -> None:
    game = start([], [HIVE, DART_SHIP])
    dart = villain(game, "Wraith Dart")
    p = game.state.players[VILLAIN_P]
    p.hand.remove(dart)
    p.deck.insert(0, dart)
    game.state.zone[dart] = game.state.zone[p.deck[1]]
    _villain_assigns(game, "Wraith Hive")
    game.apply(Choose(0) if pays else Decline())
    if pays:
        game.apply(Choose(dart))
    assert game.zone_name(dart) == ("in play" if pays else "deck")
    assert game.power(VILLAIN_P) == 9 - 1 - (3 if pays else 0)


@pytest.mark.parametrize("pays", [True, False])
def test_lucian_alliance_alkesh_assigned_pays_one_for_a_free_complication(pays: bool) -> None:
    game = start([], [ALKESH, PEBBLE])
    _villain_assigns(game, "Lucian Alliance Al'kesh")
    game.apply(Choose(0) if pays else Decline())
    if pays:
        game.apply(Choose(villain(game, "Pebble")))
    assert game.complications == ((villain(game, "Pebble"),) if pays else ())
    assert game.power(VILLAIN_P) == 9 - 1 - (1 if pays else 0)
