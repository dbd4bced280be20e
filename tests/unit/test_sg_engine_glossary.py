"""Glossary rules of the EN rulebook (blocked, complication, dominion is in the resolve
tests, incapacitated, negative numbers, promotion token, withdraw, blockade, destroyed
support characters' glyphs) and 3+ players ("Three or More Players")."""

from __future__ import annotations

import pytest
from factories import HERO, MISSIONS, TEAM, VILLAIN, sg_card
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op  # noqa: F401
from test_sg_engine_helpers import (
    HERO_P,
    VILLAIN_P,
    B,
    C,
    deck,
    mission,
    new_game,
    scenario,
    team,
    uid,
)
from test_sg_engine_rules_actions import AMBUSH, ENVOY_SUPPORT, MARINE, refused

from stargate_vcg.cards import CardType, Keywords
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    ChooseStoppedCharacter,
    Keep,
    Pass,
    PlaceMission,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    INCAPACITATED,
    STOPPED,
    Z_BLOCKADED,
    Z_COMPLICATION,
    Z_DISCARD,
    Z_MISSIONS,
)
from stargate_vcg.engine.stargate.state import MOD_SKILL
from stargate_vcg.errors import IllegalAction


def test_blocked_character_cant_become_assigned_but_stays_if_already() -> None:
    """EN glossary "block": a blocked character can't become assigned; one already
    assigned when blocked remains assigned."""
    game = scenario()
    leader, scholar = uid(game, "Fixture Leader"), uid(game, "Fixture Scholar")
    game.apply(Assign(scholar))
    ops.block(game, leader)
    ops.block(game, scholar)
    game.apply(Pass())
    refused(game, Assign(leader), "block")
    assert game.state.status[scholar] == ASSIGNED


def test_unblocked_when_the_blocking_card_leaves_play() -> None:
    """EN glossary "block": if the blocking card is placed in a discard pile, the
    character becomes unblocked."""
    game = scenario([MARINE], [AMBUSH], power=5)
    leader = uid(game, "Fixture Leader")
    game.apply(Pass())
    ambush = uid(game, "Ambush")
    game.apply(PlayCard(ambush))
    ops.block(game, leader, ambush)
    refused(game, Assign(leader), "block")
    ops.destroy(game, ambush)
    game.apply(Assign(leader))


def test_block_from_the_current_mission_ends_with_it() -> None:
    """EN glossary "block" (P90: "block a team character from the current mission")."""
    game = scenario(missions=[mission("M1", B, 9), mission("M2", B, 9)])
    leader = uid(game, "Fixture Leader")
    ops.block(game, leader, until_mission_end=True)
    assert game.is_blocked(leader)
    game.apply(Pass())
    game.apply(Pass())
    from stargate_vcg.engine.stargate import Continue

    game.apply(Continue())
    assert not game.is_blocked(leader)
    game.apply(Assign(leader))


def test_obstacle_turned_face_down_becomes_a_complication() -> None:
    """EN glossary "complication": it adds 1 instead of its rating; its ongoing effects end
    (a character it blocked is unblocked)."""
    game = scenario(villain_cards=[AMBUSH])
    game.apply(Pass())
    ambush = uid(game, "Ambush")
    game.apply(PlayCard(ambush))
    leader = uid(game, "Fixture Leader")
    ops.block(game, leader, ambush)
    assert game.mission_difficulty() == 3 + 2
    ops.turn_face_down(game, ambush)
    assert game.state.zone[ambush] == Z_COMPLICATION
    assert game.mission_difficulty() == 3 + 1
    game.apply(Assign(leader))


def test_no_negative_numbers_recalculate_from_the_beginning() -> None:
    """EN glossary "negative numbers": a result below 0 becomes 0; a further modification
    recalculates from the printed value."""
    game = scenario()
    leader = uid(game, "Fixture Leader")  # Combat 3
    ops.add_mission_mod(game, leader, MOD_SKILL, -5, skill=2)
    assert game.skill(leader, 2) == 0
    ops.add_mission_mod(game, leader, MOD_SKILL, 1, skill=2)
    assert game.skill(leader, 2) == 0  # 3 - 5 + 1, not 0 + 1
    ops.add_mission_mod(game, leader, MOD_SKILL, 2, skill=2)
    assert game.skill(leader, 2) == 1


def test_power_never_goes_below_zero() -> None:
    game = scenario()
    ops.lose_power(game, HERO_P, 10)
    assert game.state.players[HERO_P].power == 0


def test_incapacitated_card_cant_be_incapacitated_again_and_its_text_is_ignored() -> None:
    """EN glossary "incapacitated"."""

    class Aura(GameEffect):
        def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
            return 1 if target != source else 0

    reg = TitleRegistry()
    reg.register("Fixture Scholar", Aura())
    game = scenario(effects=reg)
    scholar, leader = uid(game, "Fixture Scholar"), uid(game, "Fixture Leader")
    assert game.skill(leader, 2) == 4
    assert ops.incapacitate(game, scholar)
    assert not ops.incapacitate(game, scholar)
    assert game.state.status[scholar] == INCAPACITATED
    assert game.skill(leader, 2) == 3
    assert not ops.ready(game, scholar)  # no card readies it unless it says so
    assert ops.ready(game, scholar, incapacitated=True)


def test_promotion_token_raises_point_value_to_at_most_six() -> None:
    """EN glossary "promotion token": +1 point value per token, at most 6; this changes
    the opponent's victory total."""
    game = scenario()
    leader = uid(game, "Fixture Leader")  # point value 4
    before = game.victory_total(VILLAIN_P)
    ops.add_promotion_token(game, leader)
    assert game.victory_total(VILLAIN_P) == before + 1
    for _ in range(3):
        ops.add_promotion_token(game, leader)
    assert game.victory_total(VILLAIN_P) == before + 2


def test_withdraw_destroys_the_obstacle_to_gain_power() -> None:
    """EN glossary "withdraw": "Destroy this obstacle – Gain X power"."""
    retreat = sg_card("Retreat", CardType.OBSTACLE, cost=1, skills={B: 2},
                      keywords=Keywords(withdraw=2))
    game = scenario(villain_cards=[retreat])
    game.apply(Pass())
    r = uid(game, "Retreat")
    game.apply(PlayCard(r))
    game.apply(Pass())
    assert ActivateAbility(r, 0) in game.legal_actions()
    game.apply(ActivateAbility(r, 0))
    assert game.state.zone[r] == Z_DISCARD
    assert game.state.players[VILLAIN_P].power == 3 - 1 + 2
    assert game.mission_difficulty() == 3


def test_blockade_one_mission_at_a_time_and_returned_when_destroyed() -> None:
    """EN glossary "blockade": the top of the opponent's mission pile goes face up beneath
    the card; blockading another returns the older one to the bottom; destroying the card
    returns the mission."""
    raider = sg_card("Blockader", CardType.SHIP, "Hatak", cost=0, firepower=1,
                     allegiance=VILLAIN[0].allegiance, keywords=Keywords(blockade=True))
    missions = [mission(f"M{i}", B) for i in range(3)]
    game = scenario(villain_cards=[raider], missions=missions)
    game.apply(Pass())
    ship = uid(game, "Blockader")
    game.apply(PlayCard(ship))
    pile = game.state.players[HERO_P].missions
    first_top = pile[-1]
    assert ops.blockade(game, ship, HERO_P)
    assert game.state.zone[first_top] == Z_BLOCKADED
    second_top = pile[-1]
    ops.blockade(game, ship, HERO_P)
    assert pile[0] == first_top and game.state.zone[first_top] == Z_MISSIONS
    ops.destroy(game, ship)
    assert pile[0] == second_top and game.state.zone[second_top] == Z_MISSIONS


def test_destroyed_support_characters_glyphs_go_to_the_bottom_in_owners_order() -> None:
    """EN "Earn a Glyph": a destroyed support character's glyphs go face down on the
    bottom of the mission pile, in the order of the owner's choice."""
    missions = [mission("Test Mission", B), mission("G1", C), mission("G2", C)]
    game = scenario([ENVOY_SUPPORT], missions=missions)
    envoy = uid(game, "Envoy")
    game.apply(PlayCard(envoy))
    ops.place_glyph(game, uid(game, "G1"), envoy)
    ops.place_glyph(game, uid(game, "G2"), envoy)
    game.apply(Pass())  # villain
    ops.destroy(game, envoy)
    g1, g2 = uid(game, "G1"), uid(game, "G2")
    assert set(game.legal_actions()) == {PlaceMission(g1), PlaceMission(g2)}
    game.apply(PlaceMission(g2))
    assert game.state.players[HERO_P].missions[:2] == [g1, g2]


# --- three or more players -------------------------------------------------------------------


def three_player_game(seed: int = 0) -> StargateGame:
    decks = [deck(team(3, 3, 3, 3, prefix="A"), MISSIONS, HERO + VILLAIN, "A"),
             deck(team(4, 4, 4, 4, prefix="B"), MISSIONS, HERO + VILLAIN, "B"),
             deck(TEAM, MISSIONS, HERO + VILLAIN, "C")]
    return new_game(decks, seed=seed)


def test_three_players_victory_total_from_the_player_on_the_left() -> None:
    """EN "Three or More Players": victory total = point total of the team of the player
    on his left; the highest becomes the first player."""
    game = three_player_game()
    assert [game.victory_total(p) for p in range(3)] == [16, 13, 12]
    assert game.state.first_player == 0


def test_three_players_who_starts_stopped() -> None:
    """EN "Three or More Players": the first player's left stops one of his team
    characters; the second player stops one of his own; the others start normally."""
    game = three_player_game()
    assert game.to_act == 1
    game.apply(ChooseStoppedCharacter(game.state.players[0].team[0]))
    assert game.to_act == 1
    with pytest.raises(IllegalAction):
        game.apply(ChooseStoppedCharacter(game.state.players[0].team[1]))
    game.apply(ChooseStoppedCharacter(game.state.players[1].team[2]))
    assert game.phase == "setup: mulligan"
    stopped = [sum(game.state.status[u] == STOPPED for u in p.team) for p in game.state.players]
    assert stopped == [1, 1, 0]


def test_three_players_second_players_stopped_character_stays_stopped_in_his_first_turn(
) -> None:
    """EN "Three or More Players" and "Starting a Game" ("you will be unable to make use
    of that character during your first turn"): the turn-1 debrief, where the second
    player is the villain, does not ready it; his own first debrief does."""
    game = three_player_game()
    game.apply(ChooseStoppedCharacter(game.state.players[0].team[0]))
    kept = game.state.players[1].team[2]
    game.apply(ChooseStoppedCharacter(kept))
    st = game.state
    while st.turn == 0:
        game.apply(Keep())
    while st.turn == 1:
        game.apply(game.legal_actions()[0])
    assert st.hero == 1
    assert st.status[kept] == STOPPED
    assert st.status[st.players[0].team[0]] != STOPPED  # the first player's is readied
    while st.turn == 2:
        game.apply(game.legal_actions()[0])
    assert st.status[kept] != STOPPED


def test_three_players_villain_is_heros_left_and_inactive_gets_no_power() -> None:
    """EN "Three or More Players": the hero's left is the villain; inactive players get
    no power and their cards are not in play."""

    class Aura(GameEffect):
        def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
            return 1 if target != source else 0

    decks = [deck(team(3, 3, 3, 3, prefix="A"), MISSIONS, HERO),
             deck(team(4, 4, 4, 4, prefix="B"), MISSIONS, HERO),
             deck(TEAM, MISSIONS, HERO)]
    reg = TitleRegistry()
    reg.register("Fixture Leader", Aura())  # on the inactive player's team
    game = new_game(decks, seed=1, effects=reg)
    while game.phase.startswith("setup"):
        game.apply(game.legal_actions()[0] if game.phase != "setup: mulligan" else Keep())
    st = game.state
    assert (st.hero, st.villain) == (0, 1)
    assert [p.power for p in st.players] == [3, 3, 0]
    a0 = st.players[0].team[0]
    assert game.skill(a0, 2) == 1  # the inactive player's Aura is not in play
    while st.turn == 1:
        game.apply(game.legal_actions()[0])
    assert (st.hero, st.villain) == (1, 2)
    assert [p.power for p in st.players] == [0, 3, 3]
