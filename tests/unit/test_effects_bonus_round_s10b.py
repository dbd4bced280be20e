"""Bonus Round cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects import default_registry
from stargate_vcg.effects.dsl import Card, Gain, OnPlay
from stargate_vcg.engine.stargate import Choose, Decline, PlayCard, StargateGame, active, ops

BYNARR = real("Bynarr (Warden of Hell)", CardType.ADVERSARY, cost=3, skills={C: 2, B: 2},
              revive=3, traits=("Goa'uld",))
# A fixture event: its player gains 2 power.
WINDFALL = sg_card("Windfall", CardType.EVENT, cost=1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(bynarr_stopped: bool = False) -> StargateGame:
    registry = default_registry()
    registry.register(WINDFALL.id, Card(OnPlay(Gain(2))))
    game = scenario([WINDFALL], [BYNARR], effects=registry, power=9, pad=20,
                    missions=[TEST_MISSION, SPARE])
    bynarr = uid(game, "Bynarr", VILLAIN_P)
    ops.put_in_play(game, bynarr)
    if bynarr_stopped:
        ops.stop(game, bynarr)
    active.rebuild(game)
    game._version += 1
    return game


@pytest.mark.parametrize("cancels", [True, False])
def test_bynarr_destroyed_before_an_event_resolves_leaves_it_without_effect(cancels: bool
                                                                            ) -> None:
    game = start()
    bynarr, windfall = uid(game, "Bynarr", VILLAIN_P), uid(game, "Windfall", HERO_P)
    game.apply(PlayCard(windfall))
    pending = game.pending_decision
    assert pending is not None and pending.source == bynarr and pending.player == VILLAIN_P
    assert game.power(HERO_P) == 8  # paid for: the event waits
    game.apply(Choose(0) if cancels else Decline())
    assert game.zone_name(windfall) == "discard"
    assert game.zone_name(bynarr) == ("discard" if cancels else "in play")
    assert game.power(HERO_P) == (8 if cancels else 10)


def test_bynarr_stopped_lets_the_event_resolve() -> None:
    game = start(bynarr_stopped=True)
    game.apply(PlayCard(uid(game, "Windfall", HERO_P)))
    assert game.pending_decision is None and game.power(HERO_P) == 10
