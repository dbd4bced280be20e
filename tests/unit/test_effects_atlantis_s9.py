"""Atlantis cards completed in session 9 (sp-cards12), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import Decline, Pass, StargateGame, ops

ZPM = real("Z.P.M.", CardType.GEAR, cost=4, traits=("Ancient", "Atlantis"))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def to_next_turn(game: StargateGame) -> None:
    """Both players pass, decline and take the first choice until the next turn starts."""
    turn = game.turn
    while game.turn == turn:
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, (Pass, Decline))), actions[0]))


@pytest.mark.parametrize("where", ["in play", "destroyed"])
def test_zpm_gains_a_power_on_its_owners_villain_turn(where: str) -> None:
    game = scenario([ZPM], [], power=9, pad=20)
    zpm = uid(game, "Z.P.M.", HERO_P)
    ops.put_in_play(game, zpm)
    game._version += 1
    if where == "destroyed":
        game.surface.destroy(zpm)
    to_next_turn(game)
    assert game.state.villain == HERO_P
    base = game.power(1 - HERO_P)  # the new hero's power phase: the same base for both
    assert game.power(HERO_P) == base + (1 if where == "in play" else 0)
