"""Epilogue ships (effects/epilogue/ships.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero
from test_sg_engine_helpers import VILLAIN_P, B, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import Assign, Choose, Decline, Pass, PlayCard, StargateGame

SHIP = CardType.SHIP
GERAK_HATAK = real("Gerak's Ha'tak (Jaffa Nation Flagship)", SHIP, cost=3, firepower=3,
                   traits=("Jaffa",))
SUN_TZU = real("The Sun Tzu (Chinese Flagship)", SHIP, cost=3, firepower=3)
BATTLESHIP = real("Apophis' Battleship (Uncompleted Superweapon)", SHIP, cost=3, firepower=5,
                  traits=("Goa'uld",), allegiance=Allegiance.VILLAIN)
KOROLEV = sg_card("Korolev", SHIP, "Russian Ship", cost=1, firepower=2, traits=("Russian",))
SKIFF = sg_card("Skiff", SHIP, "Hero Ship", cost=1, firepower=2)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list, villain: list | None = None, power: int = 9,  # type: ignore[type-arg]
          difficulty: int = 3) -> StargateGame:
    return scenario(hero, villain or [], missions=[mission("Test Mission", B, difficulty),
                                                   SPARE], power=power, pad=30)


@pytest.mark.parametrize(("power", "firepower"), [(9, 5), (6, 3)])
def test_geraks_hatak_has_more_firepower_with_power_left(power: int, firepower: int) -> None:
    game = start([GERAK_HATAK], power=power)
    hatak = hero(game, "Gerak's Ha'tak")
    game.apply(PlayCard(hatak))
    from stargate_vcg.engine.stargate import values
    assert values.firepower(game, hatak) == firepower


@pytest.mark.parametrize(("ship", "pay"), [("Korolev", True), ("Korolev", False),
                                           ("Skiff", False)])
def test_the_sun_tzu_readies_when_a_russian_ship_is_assigned(ship: str, pay: bool) -> None:
    from stargate_vcg.engine.stargate import values
    game = start([SUN_TZU, KOROLEV, SKIFF])
    sun_tzu = hero(game, "The Sun Tzu")
    for title in ("The Sun Tzu", ship):
        game.apply(PlayCard(hero(game, title)))
        game.apply(Pass())
    game.apply(Assign(sun_tzu))
    game.apply(Pass())
    assert values.firepower(game, sun_tzu) == 3
    game.apply(Assign(hero(game, ship)))
    russian = ship == "Korolev"
    assert values.firepower(game, sun_tzu) == 3 + (1 if russian else 0)
    if russian:
        game.apply(Choose(0) if pay else Decline())
    assert game.status_name(sun_tzu) == ("ready" if pay else "assigned")


def test_apophis_battleship_is_incapacitated_when_played() -> None:
    game = start([], [BATTLESHIP])
    game.apply(Pass())
    ship = uid(game, "Apophis' Battleship", VILLAIN_P)
    game.apply(PlayCard(ship))
    assert game.status_name(ship) == "incapacitated"


@pytest.mark.parametrize(("failed", "gain"), [(True, 2), (False, 0)])
def test_apophis_battleship_failure_gains_two_power(failed: bool, gain: int) -> None:
    from stargate_vcg.engine.stargate import ops
    game = start([], [BATTLESHIP], difficulty=6 if failed else 1)
    game.apply(Pass())
    ship = uid(game, "Apophis' Battleship", VILLAIN_P)
    game.apply(PlayCard(ship))
    ops.ready(game, ship, incapacitated=True)  # as if repaired (its own text left it incapacitated)
    game._version += 1
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(ship))
    power = game.power(VILLAIN_P)
    game.apply(Pass())
    game.apply(Pass())
    while game.pending_decision is not None or game.phase not in (
            "deciding to continue", "performing actions"):
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    assert game.power(VILLAIN_P) == power + gain


# --- Naglfar, Weaponized Stargate ---

NAGLFAR = real("Naglfar (Fenrir's Raider)", SHIP, cost=4, firepower=4,
               allegiance=Allegiance.VILLAIN)
WEAPONIZED = real("Weaponized Stargate (Instrument of Retribution)", SHIP, cost=1,
                  firepower=0, traits=("Replicator",), allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("stopped", "harder"), [(False, 1), (True, 0)])
def test_naglfar_ready_makes_missions_harder(stopped: bool, harder: int) -> None:
    from stargate_vcg.engine.stargate import ops
    game = start([], [NAGLFAR])
    before = game.mission_difficulty()
    game.apply(Pass())
    ship = uid(game, "Naglfar", VILLAIN_P)
    game.apply(PlayCard(ship))
    if stopped:
        ops.stop(game, ship)
        game._version += 1
    assert game.mission_difficulty() == before + harder


@pytest.mark.parametrize(("hero_ship", "firepower"), [(True, 1), (False, 0)])
def test_weaponized_stargate_charged_by_hero_ship_assignments(hero_ship: bool,
                                                              firepower: int) -> None:
    from stargate_vcg.engine.stargate import values
    game = start([SKIFF], [WEAPONIZED])
    game.apply(PlayCard(hero(game, "Skiff")))
    gate = uid(game, "Weaponized Stargate", VILLAIN_P)
    game.apply(PlayCard(gate))
    if hero_ship:
        game.apply(Assign(hero(game, "Skiff")))
    else:
        game.apply(Assign(hero(game, "Fixture Leader")))
    assert values.firepower(game, gate) == firepower
