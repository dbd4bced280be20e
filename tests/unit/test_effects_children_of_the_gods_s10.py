"""Children of the Gods cards completed in session 10 (sp-cards15), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from sg_play import abilities as abilities_of
from sg_play import hero as h
from sg_play import succeed_with as resolve
from sg_play import to_next_mission
from test_effects_children_of_the_gods_villains import hero_then_villain, start
from test_effects_destiny_characters import CHLOE, LIBRA, ORION, glyph
from test_effects_destiny_characters import start as start_with_member
from test_sg_engine_helpers import HERO_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

OBS = CardType.OBSTACLE
FEVER = real("Kirsan Fever", OBS, cost=2, skills={C: 2, S: 2, I: 2}, traits=("Disease",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def _fever_on_leader(game: StargateGame) -> tuple[int, int]:
    """Kirsan Fever fails the first mission and goes onto the Fixture Scientist; the
    hero continues to his next mission."""
    fever = hero_then_villain(game, "Kirsan Fever")
    resolve(game)
    leader = h(game, "Fixture Scientist")
    game.apply(Choose(leader))
    to_next_mission(game)
    return fever, leader


@pytest.mark.parametrize("holder", [True, False])
def test_kirsan_fever_makes_the_opponent_drain_as_its_holder_is_assigned(
        holder: bool) -> None:
    game = start(villain=[FEVER], first=mission("Culture Fever", C, 3))
    fever, leader = _fever_on_leader(game)
    assert fever in game.surface.beneath(leader)
    deck, discard = game.deck_size(HERO_P), len(game.discard_pile(HERO_P))
    game.apply(Assign(leader if holder else h(game, "Fixture Scholar")))
    drained = 1 if holder else 0
    assert game.deck_size(HERO_P) == deck - drained
    assert len(game.discard_pile(HERO_P)) == discard + drained


def test_kirsan_fever_counters_add_up() -> None:
    game = start(villain=[FEVER], first=mission("Culture Fever", C, 3))
    _, leader = _fever_on_leader(game)
    game.apply(Assign(leader))
    deck = game.deck_size(HERO_P)
    # a second assignment (readied and assigned again by hand): two counters, drain 2
    ops.ready(game, leader)
    game._version += 1
    game.apply(Pass())
    game.apply(Assign(leader))
    assert game.deck_size(HERO_P) == deck - 2


@pytest.mark.parametrize("science", [True, False])
def test_kirsan_fever_goes_once_its_holders_side_wins_a_science_mission(
        science: bool) -> None:
    second = mission("Science One", S, 1) if science else mission("Culture One", C, 1)
    game = scenario_with(second)
    fever, leader = _fever_on_leader(game)
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Pass())
    assert (game.zone_name(fever) == "discard") is science
    assert (fever in game.surface.beneath(leader)) is not science


def scenario_with(second: StargateCard) -> StargateGame:
    return scenario([], [FEVER], missions=[mission("Culture Fever", C, 3), second],
                    power=9, pad=20)


# --- Always Prepared ---

# Chloe Armstrong (with Libra and Orion glyphs) has an "only once each turn" ability.
PREPARED = real("Always Prepared", CardType.EVENT, cost=1, traits=("SGC",))


def _chloe_ready(game: StargateGame) -> int:
    glyph(game, "Chloe Armstrong", LIBRA, ORION)
    return h(game, "Chloe Armstrong")


def _prepare(game: StargateGame, character: int, extra_use: bool) -> None:
    game.apply(PlayCard(h(game, "Always Prepared")))
    game.apply(Choose(character))
    if game.pending_decision is not None:  # the mode (one only: answered at once)
        game.apply(Choose(0 if extra_use else 1))


@pytest.mark.parametrize("extra_use", [True, False])
def test_always_prepared_lets_a_used_once_each_turn_ability_be_used_again(
        extra_use: bool) -> None:
    game = start_with_member(hero=[PREPARED], member=CHLOE)
    chloe = _chloe_ready(game)
    game.apply(abilities_of(game, chloe)[0])
    assert not abilities_of(game, chloe)
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    _prepare(game, chloe, extra_use)
    assert len(game.hand(HERO_P)) == hand - 1 + 1  # played, then a card drawn
    game.apply(Pass())
    assert bool(abilities_of(game, chloe)) is extra_use
    if extra_use:
        game.apply(abilities_of(game, chloe)[0])
        game.apply(Pass())
        assert not abilities_of(game, chloe)


def test_always_prepared_before_the_first_use_gives_a_second_one() -> None:
    game = start_with_member(hero=[PREPARED], member=CHLOE)
    chloe = _chloe_ready(game)
    _prepare(game, chloe, True)
    game.apply(Pass())
    game.apply(abilities_of(game, chloe)[0])
    game.apply(Pass())
    assert abilities_of(game, chloe)
    game.apply(abilities_of(game, chloe)[0])
    game.apply(Pass())
    assert not abilities_of(game, chloe)


def test_always_prepared_on_a_character_without_such_ability_gives_skills() -> None:
    game = start_with_member(hero=[PREPARED], member=CHLOE)
    leader = h(game, "Fixture Leader")
    before = game.skill(leader, 0)
    _prepare(game, leader, True)
    assert game.pending_decision is None
    assert game.skill(leader, 0) == before + 1


# --- Critical Condition ---

CRITICAL = real("Critical Condition", OBS, cost=4, skills={S: 3, B: 3}, traits=("Disease",))
RECUPERATE = real("Recuperate", CardType.EVENT, cost=2)  # stops an incapacitated character


def _critical_on_leader() -> tuple[StargateGame, int, int]:
    game = start([RECUPERATE], [CRITICAL], first=mission("Science Crisis", S, 3))
    critical = hero_then_villain(game, "Critical Condition")
    resolve(game)
    leader = h(game, "Fixture Leader")
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    assert critical in game.surface.beneath(leader)
    return game, critical, leader


def _play_until_turn(game: StargateGame, turn: int) -> None:
    for _ in range(600):
        if game.turn == turn and game.phase == "performing actions":
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("the turn never came")


def test_critical_condition_takes_the_place_of_its_holders_recovery() -> None:
    game, critical, leader = _critical_on_leader()
    scholar = h(game, "Fixture Scholar")
    ops.incapacitate(game, scholar)  # without it: he recovers
    game._version += 1
    _play_until_turn(game, 3)
    assert game.status_name(leader) == "incapacitated"
    assert game.status_name(scholar) == "stopped"
    assert game.zone_name(critical) == "discard"
    _play_until_turn(game, 5)
    assert game.status_name(leader) != "incapacitated"


@pytest.mark.parametrize("placed", [True, False])
def test_critical_condition_keeps_text_from_stopping_its_holder(placed: bool) -> None:
    game, critical, leader = _critical_on_leader()
    if not placed:
        game.surface.to_discard(critical)
        game._version += 1
    to_next_mission(game)
    game.apply(PlayCard(h(game, "Recuperate")))
    assert game.status_name(leader) == ("incapacitated" if placed else "stopped")
    assert game.zone_name(critical) == "discard"
