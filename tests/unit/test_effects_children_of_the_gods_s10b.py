"""Children of the Gods cards completed in session 10 (sp-cards14), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import RAIDER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import Choose, PlayCard, StargateGame, active, ops
from stargate_vcg.errors import IllegalAction

SHIP = CardType.SHIP
INTERVENTION = real("Asgard Intervention", CardType.EVENT, cost=9, traits=("Asgard",))
BILSKIRNIR = sg_card("Bilskirnir", SHIP, "Asgard Flagship", cost=3, firepower=3,
                     traits=("Asgard",))
VALHALLA = sg_card("Valhalla", SHIP, "Asgard Cruiser", cost=3, firepower=3,
                   traits=("Asgard",))
DAEDALUS = sg_card("Daedalus", SHIP, "Earth Cruiser", cost=3, firepower=3)
GRUNT = sg_card("Grunt", CardType.ADVERSARY, "Jaffa Grunt", cost=1, skills={B: 1}, revive=1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(power: int) -> StargateGame:
    game = scenario([INTERVENTION, BILSKIRNIR, VALHALLA, DAEDALUS], [RAIDER, GRUNT],
                    missions=[TEST_MISSION, SPARE],
                    power=power, pad=20)
    for title, player in (("Bilskirnir", HERO_P), ("Valhalla", HERO_P),
                          ("Daedalus", HERO_P), ("Raider", VILLAIN_P), ("Grunt", VILLAIN_P)):
        ops.put_in_play(game, uid(game, title, player))
    active.rebuild(game)
    game._version += 1
    return game


def plays(game: StargateGame, card: int) -> set[tuple[int, ...]]:
    return {a.stops for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == card}


@pytest.mark.parametrize(("power", "ways"), [(9, 4), (7, 3), (5, 1), (4, 0)])
def test_asgard_intervention_costs_two_less_per_asgard_ship_stopped(power: int,
                                                                    ways: int) -> None:
    game = start(power)
    card = uid(game, "Asgard Intervention", HERO_P)
    ships = (uid(game, "Bilskirnir", HERO_P), uid(game, "Valhalla", HERO_P))
    listed = plays(game, card)
    assert len(listed) == ways  # any number of the two Asgard ships (none too)
    assert all(uid(game, "Daedalus", HERO_P) not in s for s in listed)
    if not ways:
        return
    paid = ships if power < 7 else ships[:1] if power < 9 else ()
    game.apply(PlayCard(card, stops=paid))
    assert game.power(HERO_P) == power - (9 - 2 * len(paid))
    assert all(game.status_name(s) == "stopped" for s in paid)


def test_asgard_intervention_refuses_a_ship_of_another_kind() -> None:
    game = start(9)
    card = uid(game, "Asgard Intervention", HERO_P)
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(card, stops=(uid(game, "Daedalus", HERO_P),)))


@pytest.mark.parametrize("mode", [0, 1])
def test_asgard_intervention_stops_the_villains_cards_or_readies_the_team(mode: int) -> None:
    game = start(9)
    raider, grunt = uid(game, "Raider", VILLAIN_P), uid(game, "Grunt", VILLAIN_P)
    warrior = uid(game, "Fixture Warrior", HERO_P)  # stopped at the setup
    leader = uid(game, "Fixture Leader", HERO_P)
    ops.block(game, leader)
    game._version += 1
    assert game.status_name(warrior) == "stopped"
    game.apply(PlayCard(uid(game, "Asgard Intervention", HERO_P)))
    game.apply(Choose(mode))
    if mode == 0:
        assert game.status_name(raider) == game.status_name(grunt) == "stopped"
        assert game.status_name(warrior) == "stopped"
    else:
        assert game.status_name(raider) == game.status_name(grunt) == "ready"
        assert game.status_name(warrior) == "ready"
        assert leader not in game.state.blocks
