"""Unending adversaries and obstacles (effects/unending/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

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
    values,
)

ADV, OBS, SUPPORT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SUPPORT_CHARACTER
PRIMARY = real("Wraith Primary (Queen of Queens)", ADV, cost=4, skills={C: 3, I: 3},
               revive=3, traits=("Wraith",))
SECOND = real("Second (Human-Form Replicator)", ADV, cost=4, skills={S: 2, I: 2}, revive=3,
              traits=("Replicator",))
MARRICK = real("James Marrick (I.O.A. Agent)", ADV, cost=3, skills={C: 2, S: 1, B: 1},
               revive=2, traits=("Political",))
TOXIC = real("Toxic Environment", OBS, cost=4, skills={S: 2, I: 2})
MIB = real("Men in Black", OBS, cost=3, skills={B: 2, I: 2}, traits=("Political",))
UTTER = real("Utter Destruction", OBS, cost=5, skills={B: 5}, traits=("Goa'uld",))

DRONE = sg_card("Drone", ADV, "Replicator Drone", cost=1, skills={S: 1}, revive=1,
                traits=("Replicator",))
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={B: 2, S: 2, C: 2})
COMBAT = mission("Combat Mission", B, 12)
CULTURE = mission("Culture Mission", C, 3)
LAB = mission("Lab Mission", S, 12)
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard],
          first: StargateCard = COMBAT, power: int = 9) -> StargateGame:
    return scenario(hero, villain, missions=[first, SPARE], power=power, pad=20)


def in_play(game: StargateGame, *titles: str, player: int = HERO_P) -> None:
    for title in titles:
        ops.put_in_play(game, uid(game, title, player))
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def end_mission(game: StargateGame) -> None:
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


# --- Wraith Primary ------------------------------------------------------------------------


@pytest.mark.parametrize("drain", [True, False])
def test_wraith_primary_assigned_drains_two_or_gives_two_power(drain: bool) -> None:
    game = start([], [PRIMARY], first=CULTURE)
    primary = uid(game, "Wraith Primary", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(primary))
    game.apply(Pass())
    deck = len(game.state.players[HERO_P].deck)
    power = game.power(VILLAIN_P)
    game.apply(Assign(primary))
    assert game.pending_decision is not None and game.pending_decision.player == HERO_P
    game.apply(Choose(0) if drain else Decline())
    assert len(game.state.players[HERO_P].deck) == deck - (2 if drain else 0)
    assert game.power(VILLAIN_P) == power + (0 if drain else 2)


# --- Second --------------------------------------------------------------------------------


@pytest.mark.parametrize(("drone", "more"), [(True, 1), (False, 0)])
def test_second_is_harder_and_dearer_with_other_replicator_adversaries(drone: bool,
                                                                       more: int) -> None:
    game = start([], [SECOND, DRONE], first=LAB)
    in_play(game, "Second", player=VILLAIN_P)
    if drone:
        in_play(game, "Drone", player=VILLAIN_P)
    second = uid(game, "Second", VILLAIN_P)
    assert values.difficulty_of(game, second, 1) == 2 + more
    assert values.revive_cost(game, second) == 3 + more


# --- Toxic Environment ---------------------------------------------------------------------


def test_toxic_environment_blocks_support_characters_and_destroys_the_assigned() -> None:
    game = start([MARINE, MARINE], [TOXIC], first=LAB)
    marines = [u for u in game.hand(HERO_P) if game.facts[u].title == "Marine"]
    for m in marines:
        ops.put_in_play(game, m)
    game._version += 1
    game.apply(Assign(marines[0]))
    game.apply(PlayCard(uid(game, "Toxic Environment", VILLAIN_P)))
    assert Assign(marines[1]) not in game.legal_actions()
    end_mission(game)
    assert game.zone_name(marines[0]) == "discard"
    assert game.zone_name(marines[1]) == "in play"


# --- James Marrick -------------------------------------------------------------------------


@pytest.mark.parametrize("ready", [True, False])
def test_james_marrick_stops_to_gain_a_power(ready: bool) -> None:
    game = start([], [MARRICK], first=CULTURE)
    in_play(game, "James Marrick", player=VILLAIN_P)
    marrick = uid(game, "James Marrick", VILLAIN_P)
    if not ready:
        ops.stop(game, marrick)
        game._version += 1
    game.apply(Pass())
    assert (ActivateAbility(marrick, 0) in game.legal_actions()) is ready
    if ready:
        game.apply(ActivateAbility(marrick, 0))
        assert game.status_name(marrick) == "stopped" and game.power(VILLAIN_P) == 10


# --- Men in Black --------------------------------------------------------------------------


@pytest.mark.parametrize("assigned", [True, False])
def test_men_in_black_readies_and_blocks_a_supporter_then_destroys_him(assigned: bool
                                                                      ) -> None:
    game = start([MARINE], [MIB])
    in_play(game, "Marine")
    marine = uid(game, "Marine", HERO_P)
    if assigned:
        game.apply(Assign(marine))
    else:
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Men in Black", VILLAIN_P)))
    if assigned:
        assert game.status_name(marine) == "ready" and Assign(marine) not in \
            game.legal_actions()
    end_mission(game)
    assert game.zone_name(marine) == ("discard" if assigned else "in play")


# --- Utter Destruction ---------------------------------------------------------------------


@pytest.mark.parametrize("assigned", [True, False])
def test_utter_destruction_failure_destroys_assigned_support_characters(assigned: bool
                                                                        ) -> None:
    game = start([MARINE], [UTTER])
    in_play(game, "Marine")
    marine = uid(game, "Marine", HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(marine))
    game.apply(PlayCard(uid(game, "Utter Destruction", VILLAIN_P)))
    end_mission(game)
    assert game.zone_name(marine) == ("discard" if assigned else "in play")
