"""Children of the Gods cards completed in session 10 (sp-cards15), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from test_effects_children_of_the_gods_villains import h, hero_then_villain, resolve, start
from test_sg_engine_helpers import HERO_P, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import Assign, Choose, Continue, Pass, StargateGame, ops

OBS = CardType.OBSTACLE
FEVER = real("Kirsan Fever", OBS, cost=2, skills={C: 2, S: 2, I: 2}, traits=("Disease",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def _fever_on_leader(game: StargateGame) -> tuple[int, int]:
    """Kirsan Fever fails the first mission and goes onto the Fixture Scientist; the
    hero continues to his next mission."""
    fever = hero_then_villain(game, "Kirsan Fever")
    resolve(game)
    leader = h(game, "Fixture Scientist")
    game.apply(Choose(leader))
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())
    return fever, leader


@pytest.mark.parametrize("holder", [True, False])
def test_kirsan_fever_makes_the_opponent_drain_as_its_holder_is_assigned(
        holder: bool) -> None:
    game = start(villain=[FEVER], first=mission("Culture Fever", C, 3))
    fever, leader = _fever_on_leader(game)
    assert fever in game.surface.beneath(leader)
    deck, discard = game.deck_size(HERO_P), len(game.discard_pile(HERO_P))
    game.apply(Assign(leader if holder else h(game, "Fixture Scholar")))
    drained = 1 if holder else 0
    assert game.deck_size(HERO_P) == deck - drained
    assert len(game.discard_pile(HERO_P)) == discard + drained


def test_kirsan_fever_counters_add_up() -> None:
    game = start(villain=[FEVER], first=mission("Culture Fever", C, 3))
    _, leader = _fever_on_leader(game)
    game.apply(Assign(leader))
    deck = game.deck_size(HERO_P)
    # a second assignment (readied and assigned again by hand): two counters, drain 2
    ops.ready(game, leader)
    game._version += 1
    game.apply(Pass())
    game.apply(Assign(leader))
    assert game.deck_size(HERO_P) == deck - 2


@pytest.mark.parametrize("science", [True, False])
def test_kirsan_fever_destroyed_when_the_opponent_succeeds_at_a_science_mission(
        science: bool) -> None:
    second = mission("Science One", S, 1) if science else mission("Culture One", C, 1)
    game = scenario_with(second)
    fever, leader = _fever_on_leader(game)
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Pass())
    assert (game.zone_name(fever) == "discard") is science
    assert (fever in game.surface.beneath(leader)) is not science


def scenario_with(second: StargateCard) -> StargateGame:
    return scenario([], [FEVER], missions=[mission("Culture Fever", C, 3), second],
                    power=9, pad=20)
