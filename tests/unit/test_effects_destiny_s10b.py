"""Destiny cards completed in session 10 (sp-cards14), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, I, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import (
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    active,
    ops,
)

JACK = real("Jack O'Neill (Head of Homeworld Command)", CardType.SUPPORT_CHARACTER, cost=6,
            skills={B: 1, I: 3}, traits=("SGC", "Destiny"))
HEARING = sg_card("Hearing", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Political",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def villain_plays(title: str, jack_stopped: bool = False) -> StargateGame:
    game = scenario([JACK], [ROCKS, HEARING], power=9, pad=20,
                    missions=[TEST_MISSION, SPARE])
    jack = uid(game, "Jack O'Neill", HERO_P)
    ops.put_in_play(game, jack)
    if jack_stopped:
        ops.stop(game, jack)
    active.rebuild(game)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, title, VILLAIN_P)))
    return game


@pytest.mark.parametrize("answers", [True, False])
def test_jack_oneill_stopped_and_purged_leaves_the_card_played_without_effect(answers: bool
                                                                              ) -> None:
    game = villain_plays("Rocks")
    jack, rocks = uid(game, "Jack O'Neill", HERO_P), uid(game, "Rocks", VILLAIN_P)
    pending = game.pending_decision
    assert pending is not None and pending.source == jack and len(pending.options) == 1
    assert game.power(VILLAIN_P) == 8  # paid for
    game.apply(Choose(0) if answers else Decline())
    if answers:
        assert game.zone_name(rocks) == "discard" and rocks not in game.state.obstacles
        assert game.zone_name(jack) == "purged"
    else:
        assert rocks in game.state.obstacles and game.status_name(jack) == "ready"


def test_jack_oneill_answering_a_political_card_may_go_back_to_hand() -> None:
    game = villain_plays("Hearing")
    jack, hearing = uid(game, "Jack O'Neill", HERO_P), uid(game, "Hearing", VILLAIN_P)
    pending = game.pending_decision
    assert pending is not None and len(pending.options) == 2
    game.apply(Choose(1))
    assert jack in game.hand(HERO_P) and game.zone_name(hearing) == "discard"


def test_jack_oneill_stopped_does_not_answer() -> None:
    game = villain_plays("Rocks", jack_stopped=True)
    assert game.pending_decision is None
    assert uid(game, "Rocks", VILLAIN_P) in game.state.obstacles
