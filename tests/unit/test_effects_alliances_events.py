"""Alliances events (effects/alliances/events.py), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, to_next_mission, villain
from test_sg_engine_helpers import HERO_P, VILLAIN_P, C, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
)

INFIGHTING = real("Wraith Infighting", CardType.EVENT, cost=2)
EVACUATION = real("Emergency Evacuation", CardType.EVENT, cost=2)

PLAIN = mission("Plain Mission", C, 1)
DART = sg_card("Dart", CardType.SHIP, "Villain Ship", cost=1, firepower=1,
               allegiance=Allegiance.VILLAIN)
DART_TWO = sg_card("Dart Two", CardType.SHIP, "Villain Ship", cost=1, firepower=1,
                   allegiance=Allegiance.VILLAIN)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard]) -> StargateGame:
    return scenario(hero, villain, missions=[PLAIN, SPARE, PLAIN], power=9, pad=20)


@pytest.mark.parametrize(("ships", "playable"), [(2, True), (1, False)])
def test_wraith_infighting_needs_two_villain_ships_and_destroys_one(ships: int,
                                                                   playable: bool) -> None:
    game = start([INFIGHTING], [DART, DART_TWO])
    for title in ("Dart", "Dart Two")[:ships]:
        game.apply(Pass())
        game.apply(PlayCard(villain(game, title)))
    infighting = PlayCard(hero(game, "Wraith Infighting"))
    assert (infighting in game.legal_actions()) is playable
    if playable:
        game.apply(infighting)
        assert game.to_act == VILLAIN_P
        game.apply(Choose(villain(game, "Dart Two")))
        assert game.zone_name(villain(game, "Dart Two")) == "discard"


@pytest.mark.parametrize("stops", [True, False])
def test_emergency_evacuation_readies_every_assigned_character_but_the_chosen_one(
        stops: bool) -> None:
    game = start([EVACUATION], [])
    scholar, leader = hero(game, "Fixture Scholar"), hero(game, "Fixture Leader")
    game.apply(Assign(scholar))
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "Emergency Evacuation")))
    assert game.to_act == VILLAIN_P
    game.apply(Choose(scholar))
    game.apply(Choose(0) if stops else Decline())
    assert game.status_name(leader) == "ready"
    assert game.status_name(scholar) == ("stopped" if stops else "assigned")


EPIPHANY = real("Sudden Epiphany", CardType.EVENT, cost=1)
GLYPH_PLACE = mission("Glyph Place", C, 3)


@pytest.mark.parametrize(("receiver", "drawn"), [("Fixture Scientist", 1 + 1),
                                                 ("Fixture Warrior", 1)])
def test_sudden_epiphany_moves_a_glyph_and_draws_per_glyph_plus_shared_trait(
        receiver: str, drawn: int) -> None:
    """The Scholar's glyph goes to the Scientist (both SGC: one more) or the Warrior."""
    from stargate_vcg.engine.stargate import ops

    game = scenario([EPIPHANY], [], missions=[PLAIN, GLYPH_PLACE, SPARE], power=9, pad=20)
    place = hero(game, "Glyph Place")
    ops.place_glyph(game, place, hero(game, "Fixture Scholar"))
    game.apply(PlayCard(hero(game, "Sudden Epiphany")))
    hand = len(game.hand(HERO_P))
    decision = game.pending_decision
    if decision is not None and place in decision.options:  # the glyph (unless the only)
        game.apply(Choose(place))
    game.apply(Choose(hero(game, receiver)))
    assert place in game.glyphs(hero(game, receiver))
    assert len(game.hand(HERO_P)) == hand + drawn


def test_sudden_epiphany_without_a_glyph_moves_nothing() -> None:
    game = scenario([EPIPHANY], [], missions=[PLAIN, GLYPH_PLACE, SPARE], power=9, pad=20)
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(hero(game, "Sudden Epiphany")))
    assert game.pending_decision is None
    assert len(game.hand(HERO_P)) == hand - 1


# --- session 6 fan-set batch ---------------------------------------------------------------------

RECOGNITION = real("Recognition", CardType.EVENT, cost=1, traits=("SGC", "Atlantis"))
HARD = mission("Hard Mission", C, 9)


@pytest.mark.parametrize(("first", "tokens"), [(PLAIN, 1), (HARD, 0)])
def test_recognition_success_of_its_mission_places_a_promotion_token(
        first: StargateCard, tokens: int) -> None:
    game = scenario([RECOGNITION], [], missions=[first, SPARE, PLAIN], power=9, pad=20)
    scholar, leader = hero(game, "Fixture Scholar"), hero(game, "Fixture Leader")
    game.apply(Assign(scholar))
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "Recognition")))
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    if tokens:
        assert game.pending_decision is not None
        assert set(game.pending_decision.options) == {scholar, leader}
        game.apply(Choose(leader))
    assert game.state.tokens.get(leader, 0) == tokens
    assert game.state.tokens.get(scholar, 0) == 0


def test_recognition_lends_nothing_to_the_next_mission() -> None:
    game = scenario([RECOGNITION], [], missions=[PLAIN, PLAIN, SPARE], power=9, pad=20)
    game.apply(PlayCard(hero(game, "Recognition")))
    game.apply(Pass())
    game.apply(Pass())  # nobody assigned: the first mission fails
    to_next_mission(game)
    game.apply(Assign(hero(game, "Fixture Scholar")))
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    assert game.pending_decision is None
    assert not game.state.tokens
