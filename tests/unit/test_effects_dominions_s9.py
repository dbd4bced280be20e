"""Dominions cards completed in session 9 (sp-cards12), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import Assign, Boost, Pass, PlayCard, StargateGame
from stargate_vcg.errors import IllegalAction

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE

BOOSTERS = {
    "Replicator": real("At Oberoth's Mercy", OBS, cost=2, skills={S: 2, B: 1, I: 2},
                       traits=("Replicator",)),
    "Goa'uld": real("Hathor's Resurrection", OBS, cost=2, skills={C: 2, S: 2, I: 2},
                    traits=("Goa'uld",)),
    "Political": real("IOA Investigation", OBS, cost=2, skills={C: 2, S: 1, I: 2},
                      traits=("Political",)),
    "Wraith": real("Ravaging Renewal", OBS, cost=2, skills={S: 2, B: 2, I: 1},
                   traits=("Wraith",)),
    "Jaffa": real("Test of Might", OBS, cost=2, skills={C: 1, B: 2, I: 2},
                  traits=("Jaffa",)),
    "Ori": real("The Will of the Ori", OBS, cost=2, skills={C: 2, S: 2, B: 2},
                traits=("Ori",)),
}
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = C) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power, pad=30)


def villain(game: StargateGame, title: str) -> int:
    return uid(game, title, VILLAIN_P)


# --- the obstacles that may boost an adversary of their affiliation ---

@pytest.mark.parametrize("affiliation", list(BOOSTERS))
@pytest.mark.parametrize("shares", [True, False])
def test_an_obstacle_boosts_an_adversary_of_its_affiliation(affiliation: str,
                                                            shares: bool) -> None:
    trait = affiliation if shares else "Tok'ra"
    thug = sg_card("Thug", ADV, "Brute", cost=1, skills={C: 2}, revive=3, traits=(trait,))
    booster = BOOSTERS[affiliation]
    game = start(villain=[thug, booster])
    adversary, obstacle = villain(game, "Thug"), villain(game, booster.name)
    game.apply(Pass())
    game.apply(PlayCard(adversary))
    game.apply(Pass())
    game.apply(Assign(adversary))
    game.apply(Pass())
    boost = Boost(adversary, obstacle)
    assert (boost in game.legal_actions()) is shares
    if not shares:
        with pytest.raises(IllegalAction):
            game.apply(boost)
        assert game.skill(adversary, 0) == 2
        return
    game.apply(boost)
    assert game.zone_name(obstacle) == "discard"
    assert game.skill(adversary, 0) == 3
