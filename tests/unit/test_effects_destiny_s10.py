"""Destiny cards completed in session 10 (sp-cards15), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, C, S, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

AMANDA = real("Amanda Perry (Hyperdrive Specialist)", CardType.SUPPORT_CHARACTER, cost=3,
              skills={C: 2, S: 3})
# Makes an incapacitated character stopped.
RECUPERATE = real("Recuperate", CardType.EVENT, cost=2)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def _amanda_holds_the_leader() -> tuple[StargateGame, int, int]:
    game = scenario([AMANDA, RECUPERATE], [], missions=[TEST_MISSION,
                                            SPARE], power=9, pad=30)
    amanda, leader = uid(game, "Amanda Perry", HERO_P), uid(game, "Fixture Leader", HERO_P)
    game.apply(PlayCard(amanda))
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    return game, amanda, leader


def _to_her_owners_next_turn(game: StargateGame) -> None:
    """Random-free play (the first legal action) until the keep question of turn 3."""
    for _ in range(400):
        pending = game.pending_decision
        if "keep it incapacitated" in getattr(pending, "labels", ()):
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("the question never came")


@pytest.mark.parametrize("keep", [True, False])
def test_amanda_perry_keeps_her_character_incapacitated_or_is_destroyed(keep: bool) -> None:
    game, amanda, leader = _amanda_holds_the_leader()
    _to_her_owners_next_turn(game)
    assert game.turn == 3 and game.status_name(leader) == "stopped"
    game.apply(Choose(0) if keep else Decline())
    assert game.status_name(leader) == ("incapacitated" if keep else "stopped")
    assert (game.zone_name(amanda) == "discard") is not keep


@pytest.mark.parametrize("recuperate", [True, False])
def test_amanda_perry_destroyed_when_other_text_stops_her_character(recuperate: bool) -> None:
    """Recuperate makes an incapacitated character stopped: he ceased to be
    incapacitated."""
    game, amanda, leader = _amanda_holds_the_leader()
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Recuperate", HERO_P)) if recuperate
               else Assign(uid(game, "Fixture Scholar", HERO_P)))
    assert game.status_name(leader) == ("stopped" if recuperate else "incapacitated")
    assert (game.zone_name(amanda) == "discard") is recuperate


def test_amanda_perry_needs_a_character_of_hers_to_incapacitate() -> None:
    game = scenario([AMANDA], [], power=9, pad=30)
    for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist",
                  "Fixture Warrior"):
        ops.incapacitate(game, uid(game, title, HERO_P))
    game._version += 1
    assert PlayCard(uid(game, "Amanda Perry", HERO_P)) not in game.legal_actions()
