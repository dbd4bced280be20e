"""Epilogue cards completed in session 10 (sp-cards15), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_effects_epilogue_villains import hero_then_villain, start
from test_sg_engine_helpers import VILLAIN_P, B, I, S, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import Choose, Decline, Pass, PlayCard

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
FIRST = real("First (Unnatural Evolution)", ADV, cost=4, skills={S: 2, B: 3, I: 2},
             revive=5, traits=("Replicator",))
# Its played text gains a power per (other) Replicator card at the mission.
RANKS = real("Building the Ranks", OBS, cost=1, skills={S: 0, B: 1, I: 0},
             traits=("Replicator",))
BUG = sg_card("Bug", ADV, "Drone", cost=1, skills={B: 1}, revive=2, traits=("Replicator",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


@pytest.mark.parametrize("beneath", [True, False])
def test_first_counts_once_more_per_replicator_card_beneath_him(beneath: bool) -> None:
    game = start(villain=[FIRST, RANKS, BUG], skill=B)
    first = hero_then_villain(game, "First", assign=True)
    bug = uid(game, "Bug", VILLAIN_P)
    game.apply(Choose(bug) if beneath else Decline())
    assert (bug in game.surface.beneath(first)) is beneath
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Building the Ranks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == power - 1 + (2 if beneath else 1)


def test_first_counts_as_one_card_again_after_the_mission() -> None:
    game = start(villain=[FIRST, BUG], skill=B)
    first = hero_then_villain(game, "First", assign=True)
    game.apply(Choose(uid(game, "Bug", VILLAIN_P)))
    assert game.surface.trait_copies(first, "Replicator") == 2
    while game.surface.mission >= 0 and game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert game.surface.trait_copies(first, "Replicator") == 1
