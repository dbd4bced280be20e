"""The System Lords cards whose text is implemented (`stargate_vcg.effects.system_lords`),
played through legal game actions. Fixture printings with the real card ids
(tests/sg_effect_cards.py); player 0 is the hero of turn 1, player 1 the villain."""

from __future__ import annotations

import pytest
from sg_effect_cards import APOPHIS, at_actions_of_turn, checked_actions, drive
from test_sg_engine_helpers import VILLAIN_P, scenario, uid

from stargate_vcg.engine.stargate import (
    Assign,
    DestroyAdversary,
    Pass,
    PlayCard,
    Score,
    StargateGame,
)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def _apophis_game(scored: bool) -> StargateGame:
    """The villain assigns Apophis to the hero's failing mission, then scores him (into
    his villain score pile) or destroys him (into his discard pile)."""
    game = scenario(villain_cards=[APOPHIS], power=9, pad=30)
    apophis = uid(game, "Apophis")
    game.apply(Pass())
    game.apply(PlayCard(apophis))
    game.apply(Pass())
    game.apply(Assign(apophis))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Score(apophis) if scored else DestroyAdversary(apophis))
    return game


def test_apophis_scored_goes_to_the_villain_score_pile() -> None:
    game = _apophis_game(scored=True)
    assert game.zone_name(uid(game, "Apophis")) == "villain score pile"


@pytest.mark.parametrize(("turn", "gain"), [(2, 0), (3, 1), (5, 1)])
def test_apophis_scored_power_on_his_owners_villain_turns(
        turn: int, gain: int) -> None:
    """Turn 2: his owner is the hero (no gain); turns 3 and 5: the villain (1 more power
    than with Apophis destroyed, in the discard pile, on the same turns)."""
    powers = []
    for scored in (True, False):
        game = _apophis_game(scored)
        drive(game, at_actions_of_turn(turn))
        powers.append(game.power(VILLAIN_P))
    assert powers[0] - powers[1] == gain
