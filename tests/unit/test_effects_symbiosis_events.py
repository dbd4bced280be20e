"""Symbiosis events (effects/symbiosis/events.py), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Choose,
    Continue,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, SCIENCE

EVENT = CardType.EVENT

AMBITIOUS = real("Ambitious Plan", EVENT, cost=2, traits=("Tok'ra",))
MOBILIZATION = real("Mobilization", EVENT, cost=5, traits=("Russian",))

AGENT = sg_card("Tok'ra Agent", CardType.TEAM_CHARACTER, "Operative", cost=3,
                skills={C: 1, S: 1, B: 1, I: 1}, traits=("Tok'ra",))
COMRADE = sg_card("Comrade", CardType.SUPPORT_CHARACTER, "Soldier", cost=1, skills={B: 1},
                  traits=("Russian",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard], *in_play: str, first: StargateCard | None = None,
          power: int = 9) -> StargateGame:
    """The Tok'ra Agent instead of the Fixture Scientist in the hero's team."""
    team = [AGENT, *(c for c in TEAM if c.title != "Fixture Scientist")]
    game = scenario(hero, [], missions=[first or mission("Test Mission", B, 3),
                                        mission("Spare Mission", B, 3)],
                    hero_team=team, power=power, pad=30)
    for title in in_play:
        ops.put_in_play(game, uid(game, title))
    game._version += 1  # arranged outside the actions: the listed legal actions are stale
    return game


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


@pytest.mark.parametrize(("skill", "after"), [(B, SCIENCE), (C, CULTURE)])
def test_ambitious_plan_turns_a_combat_mission_into_a_science_mission(skill: object,
                                                                      after: int) -> None:
    game = begin([AMBITIOUS], first=mission("Test Mission", skill, 3))  # type: ignore[arg-type]
    agent = hero(game, "Tok'ra Agent")
    game.apply(PlayCard(hero(game, "Ambitious Plan"), stops=(agent,)))
    assert game.status_name(agent) == "stopped"
    assert game.surface.mission_skills() == (after,)


def test_ambitious_plan_needs_a_tokra_team_character_to_stop() -> None:
    game = begin([AMBITIOUS])
    plan = hero(game, "Ambitious Plan")
    assert PlayCard(plan, stops=(hero(game, "Fixture Leader"),)) not in game.legal_actions()
    assert PlayCard(plan, stops=(hero(game, "Tok'ra Agent"),)) in game.legal_actions()
    assert COMBAT in game.surface.mission_skills()


@pytest.mark.parametrize("failed", [True, False])
def test_mobilization_cheaper_and_readies_russians_per_failed_mission(failed: bool) -> None:
    game = begin([MOBILIZATION, COMRADE], "Comrade")
    comrade = hero(game, "Comrade")
    ops.stop(game, comrade)
    game._version += 1
    if failed:
        game.apply(game.legal_actions()[0])  # pass
        game.apply(game.legal_actions()[0])  # pass: the mission fails
        while game.phase != "deciding to continue":
            game.apply(game.legal_actions()[0])
        game.apply(Continue())
    power = game.power(HERO_P)
    warrior = hero(game, "Fixture Warrior")
    game.apply(PlayCard(hero(game, "Mobilization")))
    game.apply(Choose(warrior))
    assert game.power(HERO_P) == power - (4 if failed else 5)
    assert game.status_name(warrior) == "ready"
    assert game.status_name(comrade) == ("ready" if failed else "stopped")
