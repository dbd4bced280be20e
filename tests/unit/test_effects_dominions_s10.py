"""Dominions cards completed in session 10 (sp-cards15), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from sg_play import hero as h
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

SUPPORT, OBS = CardType.SUPPORT_CHARACTER, CardType.OBSTACLE
CONTINGENCY = real("Contingency Plans", OBS, cost=1, skills={C: 0, S: 0, B: 0, I: 0},
                   traits=("Goa'uld",))
STASIS = real("Eurondan Stasis Chamber", CardType.GEAR, cost=2)
# Texts played again: the villain draws a card / the opponent loses 1 power.
DISADVANTAGED = real("Disadvantaged", OBS, cost=2, skills={C: 2, B: 2})
DENYA = real("Denya (Ori Dissenter)", SUPPORT, cost=3, skills={I: 1})


pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=[TEST_MISSION, SPARE],
                    power=9, pad=30)


def _settle(game: StargateGame, yes: bool) -> None:
    """Answer the pending questions: order the triggers as offered, and destroy
    Contingency Plans or not."""
    while game.pending_decision is not None:
        pending = game.pending_decision
        if "Contingency" in str(pending) or "do it" in str(pending):
            game.apply(Choose(0) if yes else Decline())
        else:
            game.apply(game.legal_actions()[0])


# --- Contingency Plans ---


@pytest.mark.parametrize("destroy", [True, False])
def test_contingency_plans_resolves_a_played_obstacles_text_once_more(destroy: bool) -> None:
    game = start(villain=[CONTINGENCY, DISADVANTAGED])
    game.apply(Pass())
    plans = v(game, "Contingency Plans")
    game.apply(PlayCard(plans))
    game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    game.apply(PlayCard(v(game, "Disadvantaged")))
    _settle(game, destroy)
    # Disadvantaged left the hand; it drew once, or twice
    assert len(game.hand(VILLAIN_P)) == hand - 1 + (2 if destroy else 1)
    assert (game.zone_name(plans) == "discard") is destroy


def test_contingency_plans_ignores_an_obstacle_without_played_text() -> None:
    game = start(villain=[CONTINGENCY, ROCKS])
    game.apply(Pass())
    plans = v(game, "Contingency Plans")
    game.apply(PlayCard(plans))
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Rocks")))
    assert game.pending_decision is None
    assert game.zone_name(plans) != "discard"


# --- Eurondan Stasis Chamber ---


def _stasis_in_play(game: StargateGame, *others: str) -> int:
    for title in ("Eurondan Stasis Chamber", *others):
        ops.put_in_play(game, h(game, title))
    game._version += 1
    return h(game, "Eurondan Stasis Chamber")


def test_eurondan_stasis_chamber_replays_a_played_text_then_destroys_him() -> None:
    game = start(hero=[STASIS, DENYA])
    stasis = _stasis_in_play(game, "Denya")
    denya = h(game, "Denya")
    power = game.power(VILLAIN_P)
    action = ActivateAbility(stasis, 0, target=denya)
    assert action in game.legal_actions()
    game.apply(action)
    assert game.power(VILLAIN_P) == power - 1
    assert game.zone_name(denya) == "discard"
    assert game.status_name(stasis) == "stopped"


def test_eurondan_stasis_chamber_needs_a_ready_character_with_played_text() -> None:
    game = start(hero=[STASIS, DENYA, MARINE])
    stasis = _stasis_in_play(game, "Denya", "Marine")
    ops.stop(game, h(game, "Denya"))
    game._version += 1
    assert not any(isinstance(a, ActivateAbility) and a.card == stasis
                   for a in game.legal_actions())


# --- Flagisallus (the support character): kept out of decks ---

FLAGISALLUS = real("Flagisallus", SUPPORT, cost=2, skills={C: 2, S: 2, I: 2})


@pytest.mark.parametrize("included", [True, False])
def test_flagisallus_support_character_is_refused_in_a_deck(included: bool) -> None:
    from factories import fixture_deck
    from validate_fixtures import entry

    from stargate_vcg import validate
    from stargate_vcg.decklists.model import Section

    deck = fixture_deck()
    if included:
        sections = dict(deck.sections)
        sections[Section.DECK] = [*deck.section(Section.DECK), entry(FLAGISALLUS)]
        deck = deck.model_copy(update={"sections": sections})
    report = validate(deck)
    assert ("SG-NOT-IN-DECKS" in report.error_codes()) is included
    assert report.legal is not included


# --- Za'tarc Self-Destruct: attachments and tokens first ---

ZATARC = real("Za'tarc Self-Destruct", OBS, cost=3, skills={S: 2, I: 2}, traits=("Goa'uld",))


@pytest.mark.parametrize("fail", [True, False])
def test_zatarc_self_destruct_strips_attachments_and_tokens(fail: bool) -> None:
    game = scenario([MARINE], [ZATARC], missions=[mission("Test Mission", I, 9 if fail else 1),
                                                  SPARE],
                    power=9, pad=30)
    leader, marine = h(game, "Fixture Leader"), h(game, "Marine")
    ops.place_beneath(game, marine, leader)
    ops.add_promotion_token(game, leader)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Za'tarc Self-Destruct")))
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(h(game, "Fixture Scientist")))
    game.apply(Pass())
    game.apply(Pass())
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert (game.status_name(leader) == "incapacitated") is fail
    assert (game.zone_name(marine) == "discard") is fail
    assert game.surface.promotion_tokens(leader) == (0 if fail else 1)


# --- Sudden Resignation (partial: its promotion token) ---

RESIGNATION = real("Sudden Resignation", OBS, cost=2, skills={C: 1, B: 1})


@pytest.mark.parametrize("token", [True, False])
def test_sudden_resignation_destroys_a_promotion_token(token: bool) -> None:
    game = start(villain=[RESIGNATION])
    leader = h(game, "Fixture Leader")
    if token:
        ops.add_promotion_token(game, leader)
        ops.add_promotion_token(game, leader)
        game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Sudden Resignation")))
    assert game.surface.promotion_tokens(leader) == (1 if token else 0)


# --- Stopgap Fix, Sudden Resignation: gear attached to characters (beneath them) ---

STOPGAP = real("Stopgap Fix", CardType.EVENT, cost=2, traits=("Destiny",))
SCOPE = sg_card("Scope", CardType.GEAR, cost=1)


def _attach(game: StargateGame, gear: str, holder: str) -> int:
    card = h(game, gear)
    ops.place_beneath(game, card, h(game, holder))
    game._version += 1
    return card


@pytest.mark.parametrize("attached", [True, False])
def test_stopgap_fix_moves_a_gear_attachment_to_another_character(attached: bool) -> None:
    game = start(hero=[STOPGAP, SCOPE])
    scope = h(game, "Scope")
    if attached:
        _attach(game, "Scope", "Fixture Leader")
    else:
        ops.discard_from_hand(game, scope)
        game._version += 1
    game.apply(PlayCard(h(game, "Stopgap Fix")))
    if attached:
        # (one usable mode only, taken at once) the gear, hidden beneath: chosen
        game.apply(Choose(scope))
        game.apply(Choose(h(game, "Fixture Scholar")))
        assert scope in game.surface.beneath(h(game, "Fixture Scholar"))
        assert scope not in game.surface.beneath(h(game, "Fixture Leader"))
    else:  # only the other choice: the gear back from the discard pile
        assert scope in game.hand(HERO_P)


@pytest.mark.parametrize("attached", [True, False])
def test_sudden_resignation_destroys_a_gear_attached_to_a_character(attached: bool) -> None:
    game = start(hero=[SCOPE], villain=[RESIGNATION])
    scope = _attach(game, "Scope", "Fixture Leader") if attached else h(game, "Scope")
    leader = h(game, "Fixture Leader")
    ops.add_promotion_token(game, leader)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Sudden Resignation")))
    if attached:
        game.apply(Choose(0))  # the mode: the gear
        if game.pending_decision is not None:
            game.apply(Choose(scope))
    assert (game.zone_name(scope) == "discard") is attached
    assert game.surface.promotion_tokens(leader) == (1 if attached else 0)
