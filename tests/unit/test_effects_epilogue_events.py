"""Epilogue events (effects/epilogue/events.py), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, C, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph
from stargate_vcg.engine.stargate import Assign, Pass, PlayCard, StargateGame, ops

INTELLECT = real("Magnified Intellect", CardType.EVENT, cost=2, traits=("Destiny",))
RESEARCH = real("Meticulous Research", CardType.EVENT, cost=1)
ORION = mission("orion Place", C, 3, glyph=Glyph.ORION)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(*cards: object) -> StargateGame:
    return scenario(list(cards), missions=[TEST_MISSION, SPARE, ORION],  # type: ignore[arg-type]
                    power=9, pad=30)


@pytest.mark.parametrize(("glyph", "drawn"), [(True, 3), (False, 2)])
def test_magnified_intellect_redraws_per_glyph_holder(glyph: bool, drawn: int) -> None:
    game = start(INTELLECT)
    leader = uid(game, "Fixture Leader", HERO_P)
    if glyph:
        ops.place_glyph(game, uid(game, "orion Place", HERO_P), leader)
        game._version += 1
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Magnified Intellect", HERO_P)))
    assert len(game.hand(HERO_P)) == drawn


def test_magnified_intellect_refills_the_hand_as_the_mission_ends() -> None:
    game = start(INTELLECT)
    game.apply(PlayCard(uid(game, "Magnified Intellect", HERO_P)))
    assert len(game.hand(HERO_P)) == 2
    game.apply(Pass())
    game.apply(Pass())
    while game.phase not in ("deciding to continue",) and game.legal_actions():
        game.apply(game.legal_actions()[0])
    assert len(game.hand(HERO_P)) == 8


@pytest.mark.parametrize("played", [True, False])
def test_meticulous_research_draws_a_card(played: bool) -> None:
    game = start(RESEARCH)
    hand = len(game.hand(HERO_P))
    if played:
        game.apply(PlayCard(uid(game, "Meticulous Research", HERO_P)))
    assert len(game.hand(HERO_P)) == hand
