"""Observations (what a player may see) and refusals outside the current decision."""

from __future__ import annotations

import pytest
from test_sg_engine_helpers import HERO_P, VILLAIN_P, scenario, uid
from test_sg_engine_rules_actions import AMBUSH, MEDIC

from stargate_vcg.engine.stargate import Continue, Keep, Pass, PlayComplication
from stargate_vcg.engine.stargate.observation import HIDDEN
from stargate_vcg.errors import IllegalAction


def test_observation_shows_own_hand_only_and_hides_complications() -> None:
    """Own hand, not the opponent's; face-down cards hidden from the other player."""
    game = scenario(villain_cards=[MEDIC, AMBUSH])
    game.apply(Pass())
    medic = uid(game, "Medic", VILLAIN_P)
    game.apply(PlayComplication(medic))
    hero_view = game.observation(HERO_P)
    villain_view = game.observation(VILLAIN_P)
    assert hero_view.players[HERO_P].hand == tuple(game.state.players[HERO_P].hand)
    assert hero_view.players[VILLAIN_P].hand is None
    assert hero_view.players[VILLAIN_P].hand_size == len(game.state.players[VILLAIN_P].hand)
    assert hero_view.complications == (HIDDEN,)
    assert villain_view.complications == (medic,)
    assert villain_view.players[HERO_P].hand is None
    assert hero_view.to_act == HERO_P and hero_view.phase == "performing actions"
    assert hero_view.players[HERO_P].victory_total == game.victory_total(HERO_P)


def test_actions_outside_the_current_decision_are_refused_with_the_rule() -> None:
    game = scenario()
    for action in (Keep(), Continue()):
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.rule.startswith("EN rulebook")
        assert "waiting for" in info.value.reason


def test_no_action_after_the_game_is_over() -> None:
    game = scenario(max_turns=1)
    game.apply(Pass())
    game.apply(Pass())
    game.apply(game.legal_actions()[-1])  # Stop
    assert game.is_over and game.legal_actions() == []
    with pytest.raises(IllegalAction) as info:
        game.apply(Pass())
    assert "over" in info.value.reason


def test_a_deck_edited_in_place_is_compiled_again() -> None:
    """Set-up caches what decks compile to; an edited deck must not reuse it."""
    from factories import fixture_deck

    from stargate_vcg.decklists.model import DeckEntry, Section
    from stargate_vcg.engine.stargate import StargateGame

    a, b = fixture_deck(), fixture_deck()
    before = len(StargateGame.new([a, b], seed=1).facts)
    extra = a.section(Section.DECK)[0]
    a.sections[Section.DECK].append(DeckEntry(name=extra.name, quantity=2, card=extra.card))
    assert len(StargateGame.new([a, b], seed=1).facts) == before + 2
