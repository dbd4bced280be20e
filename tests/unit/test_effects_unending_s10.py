"""Unending cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, legal_of
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Pass,
    PlayCard,
    StargateGame,
    active,
    ops,
)

SUPPORT = CardType.SUPPORT_CHARACTER
BRAVADO = real("Russian Bravado", CardType.EVENT, cost=0, traits=("Russian",))
COMRADE = sg_card("Comrade", SUPPORT, "Russian Pilot", cost=1, skills={B: 1},
                  traits=("Russian",))
ATTACHE = sg_card("Attache", SUPPORT, "Envoy", cost=1, skills={C: 1})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(cards: list[StargateCard]) -> StargateGame:
    return scenario(cards, [], missions=[TEST_MISSION,
                                         SPARE], power=9, pad=20)


def plays(game: StargateGame, card: int) -> list[PlayCard]:
    return legal_of(game, PlayCard, card)


@pytest.mark.parametrize(("title", "more"), [("Comrade", 2), ("Attache", 1)])
def test_russian_bravado_destroys_the_stopped_support_and_counts_more_failures(
        title: str, more: int) -> None:
    game = start([BRAVADO, COMRADE, ATTACHE])
    support = uid(game, title, HERO_P)
    ops.put_in_play(game, support)
    game._version += 1
    bravado = uid(game, "Russian Bravado", HERO_P)
    assert [a.stops for a in plays(game, bravado)] == [(support,)]
    game.apply(PlayCard(bravado, stops=(support,)))
    assert game.zone_name(support) == "discard"
    t = game.surface
    leader = uid(game, "Fixture Leader", HERO_P)
    assert t.failed_mission_count(leader) == more
    assert t.failed_mission_count(game.state.players[VILLAIN_P].in_play[0]) == 0
    assert t.failed_mission_count() == 0 and t.successful_missions(leader) == 0


def test_russian_bravado_needs_a_support_character_to_stop() -> None:
    game = start([BRAVADO, COMRADE])
    assert not plays(game, uid(game, "Russian Bravado", HERO_P))


# --- Jaffa Troopship -------------------------------------------------------------------------

TROOPSHIP = real("Jaffa Troopship", CardType.SHIP, cost=3, firepower=2, traits=("Jaffa",),
                 allegiance=Allegiance.VILLAIN)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=2, skills={B: 2})
SNOW = sg_card("Snow", CardType.OBSTACLE, cost=1, skills={C: 1})


def troopship_game() -> tuple[StargateGame, int]:
    game = scenario([], [TROOPSHIP, ROCKS, SNOW],
                    missions=[TEST_MISSION, SPARE],
                    power=9, pad=20)
    ship = uid(game, "Jaffa Troopship", VILLAIN_P)
    ops.put_in_play(game, ship)
    active.rebuild(game)
    game._version += 1
    game.apply(Pass())  # the hero
    return game, ship


def abilities(game: StargateGame, ship: int) -> list[ActivateAbility]:
    return legal_of(game, ActivateAbility, ship)


def test_jaffa_troopship_stows_an_obstacle_and_plays_it_assigned_for_one_less() -> None:
    game, ship = troopship_game()
    rocks, snow = uid(game, "Rocks", VILLAIN_P), uid(game, "Snow", VILLAIN_P)
    assert {a.target for a in abilities(game, ship)} == {rocks, snow}  # not yet assigned
    game.apply(ActivateAbility(ship, 0, target=snow))
    assert game.surface.beneath(ship) == (snow,) and game.power(VILLAIN_P) == 8
    game.apply(Pass())
    game.apply(ActivateAbility(ship, 0, target=rocks))  # the Snow goes to the discard pile
    assert game.surface.beneath(ship) == (rocks,) and game.zone_name(snow) == "discard"
    assert not [a for a in abilities(game, ship) if a.ability == 1]
    game.apply(Pass())
    game.apply(Assign(ship))
    game.apply(Pass())
    game.apply(ActivateAbility(ship, 1, target=rocks))
    assert rocks in game.state.obstacles and game.power(VILLAIN_P) == 7 - 1


def test_jaffa_troopship_plays_only_an_obstacle_rated_in_the_missions_skill() -> None:
    game, ship = troopship_game()
    snow = uid(game, "Snow", VILLAIN_P)
    game.apply(ActivateAbility(ship, 0, target=snow))
    game.apply(Pass())
    game.apply(Assign(ship))
    game.apply(Pass())
    assert not [a for a in abilities(game, ship) if a.ability == 1]  # Culture, at Combat
