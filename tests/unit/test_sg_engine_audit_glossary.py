"""Rules audit: the glossary (EN rulebook pp. 34-43): assigned, block, blockade, discard
pile, incapacitated, promotion token, ready, states. Rulings where the books are silent
are named so.

Each test is named after the rule it plays and cites the section and page."""

from __future__ import annotations

import pytest
from factories import sg_card
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import Assign, Pass, PlayCard, Score, StargateGame, ops
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    INCAPACITATED,
    READY,
    STOPPED,
    Z_BLOCKADED,
    Z_MISSIONS,
)
from stargate_vcg.errors import IllegalAction

BOSS = sg_card("Boss", CardType.ADVERSARY, "Warlord", cost=1, skills={B: 1}, revive=1)
KIT = sg_card("Kit", CardType.GEAR, cost=0)
LEADER_TOO = sg_card("Fixture Leader", CardType.SUPPORT_CHARACTER, "Double", cost=0,
                     skills={B: 1})


def both_pass(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def test_adversary_cant_be_incapacitated_gear_only_ready_or_stopped_states_p41() -> None:
    """EN glossary "states" (p. 41): adversaries are ready, assigned or stopped (never
    incapacitated); gear is ready or stopped (it can't be assigned)."""
    game = scenario([KIT], [BOSS], power=3)
    kit, boss = uid(game, "Kit"), uid(game, "Boss")
    game.apply(PlayCard(kit))
    game.apply(PlayCard(boss))
    assert ops.incapacitate(game, boss) is False and game.state.status[boss] == READY
    with pytest.raises(IllegalAction):
        game.apply(Assign(kit))
    assert ops.stop(game, kit) and game.state.status[kit] == STOPPED


def test_assigned_card_stopped_or_readied_no_longer_contributes_p34_p40() -> None:
    """EN glossary "assigned" (p. 34) and "ready" (p. 40): a card stopped or readied
    while assigned is no longer assigned and no longer contributes skills."""
    game = scenario()
    leader, scientist = uid(game, "Fixture Leader"), uid(game, "Fixture Scientist")
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(scientist))
    assert game.hero_total() == 3 + 1
    assert ops.ready(game, leader) and game.state.status[leader] == READY
    assert game.hero_total() == 1
    assert ops.stop(game, scientist) and game.hero_total() == 0


def test_incapacitated_card_readied_only_by_text_that_says_so_p37() -> None:
    """EN glossary "incapacitated" (p. 37): no card can ready an incapacitated card
    unless it specifically says it works on one."""
    game = scenario()
    scholar = uid(game, "Fixture Scholar")
    assert ops.incapacitate(game, scholar)
    assert ops.ready(game, scholar) is False and game.state.status[scholar] == INCAPACITATED
    assert ops.ready(game, scholar, incapacitated=True)
    assert game.state.status[scholar] == READY


def test_incapacitated_character_keeps_his_title_for_uniqueness_p38() -> None:
    """EN glossary "incapacitated" (p. 38: you may still refer to its title) with "Play a
    card" (p. 14): no second character with that title while he is face down."""
    game = scenario([LEADER_TOO])
    leader = uid(game, "Fixture Leader", HERO_P, 0)
    ops.incapacitate(game, leader)
    game._version += 1
    second = uid(game, "Fixture Leader", HERO_P, 1)
    with pytest.raises(IllegalAction, match="already have a character titled"):
        game.apply(PlayCard(second))


def test_removed_promotion_token_lowers_the_opponents_victory_total_p39() -> None:
    """EN glossary "promotion token" (p. 39): each token is point value +1 (at most 6),
    changing the opponent's victory total; card text may destroy a token again."""
    game = scenario()
    leader = uid(game, "Fixture Leader")  # point value 4
    base = game.victory_total(VILLAIN_P)
    ops.add_promotion_token(game, leader)
    ops.add_promotion_token(game, leader)
    ops.add_promotion_token(game, leader)
    assert game.victory_total(VILLAIN_P) == base + 2  # 4 + 3 capped at 6
    assert ops.remove_promotion_token(game, leader)
    ops.remove_promotion_token(game, leader)
    assert game.victory_total(VILLAIN_P) == base + 1
    assert game.victory_totals()[VILLAIN_P] == base + 1
    ops.remove_promotion_token(game, leader)
    assert ops.remove_promotion_token(game, leader) is False
    assert game.victory_total(VILLAIN_P) == base


def test_scored_adversary_ends_its_blocks_and_returns_its_blockaded_mission_ruling() -> None:
    """Ruling on EN glossary "block" and "blockade" (p. 35), which name only the discard
    pile: a scored adversary leaves play too, so the character it blocked is unblocked
    and the mission beneath it goes to the bottom of its owner's mission pile."""
    game = scenario(villain_cards=[BOSS], power=3)
    game.apply(Pass())
    boss = uid(game, "Boss")
    game.apply(PlayCard(boss))
    game.apply(Pass())
    game.apply(Assign(boss))
    scholar = uid(game, "Fixture Scholar")
    ops.block(game, scholar, boss)
    assert ops.blockade(game, boss, HERO_P)
    blockaded = game.state.blockaded[boss]
    assert game.state.zone[blockaded] == Z_BLOCKADED
    both_pass(game)  # nobody assigned: failure, the villain may score
    game.apply(Score(boss))
    assert not game.is_blocked(scholar)
    assert game.state.zone[blockaded] == Z_MISSIONS
    assert game.state.players[HERO_P].missions[0] == blockaded


def test_discard_piles_are_public_p36() -> None:
    """EN glossary "discard pile" (p. 36): any player may look through any discard
    pile; hands stay hidden."""
    game = scenario([KIT])
    ops.discard_from_hand(game, uid(game, "Kit"))
    seen = game.observation(VILLAIN_P).players[HERO_P]
    assert seen.discard == (uid(game, "Kit"),) and seen.hand is None


def test_card_can_be_blocked_in_any_state_and_stays_assigned_p35_p41() -> None:
    """EN glossary "states" (p. 41: blocked in any of the four states) and "block"
    (p. 35: an assigned character who becomes blocked remains assigned)."""
    game = scenario()
    leader, warrior = uid(game, "Fixture Leader"), uid(game, "Fixture Warrior")
    game.apply(Assign(leader))
    ops.block(game, leader)
    ops.block(game, warrior)
    assert game.state.status[leader] == ASSIGNED and game.hero_total() == 3
    assert game.is_blocked(warrior) and game.state.status[warrior] == STOPPED
