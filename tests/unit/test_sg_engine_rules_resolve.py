"""Resolving the mission, continuing, debrief and winning (EN rulebook "Resolving the
Current Mission", "Deciding to Continue", "Debrief Phase", "Winning the Game"), and
setup (EN "Starting a Game")."""

from __future__ import annotations

import re

import pytest
from factories import HERO, MISSIONS, TEAM, VILLAIN, sg_card
from test_sg_engine_helpers import (
    HERO_P,
    VILLAIN_P,
    B,
    deck,
    mission,
    new_game,
    scenario,
    team,
    uid,
)
from test_sg_engine_rules_actions import (
    AMBUSH,
    CRUISER,
    FIGHTER,
    GLIDER,
    GUARD,
    MARINE,
    TYRANT,
)

from stargate_vcg.cards import CardType, Keywords
from stargate_vcg.engine.stargate import (
    Assign,
    ChooseGlyphCharacter,
    ChooseStoppedCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Discard,
    Incapacitate,
    Keep,
    Mulligan,
    Pass,
    PlaceMission,
    PlayCard,
    PlayComplication,
    Revive,
    Score,
    StargateGame,
    Stop,
    ops,
)
from stargate_vcg.engine.stargate.facts import (
    INCAPACITATED,
    READY,
    STOPPED,
    Z_DISCARD,
    Z_FAILED,
    Z_SCORE,
)
from stargate_vcg.errors import IllegalAction


def both_pass(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def outcome(game: StargateGame) -> str:
    return [e.kind for e in game.log_entries if e.kind in ("success", "failure")][-1]


# --- setup ------------------------------------------------------------------------------


def test_first_player_tie_is_random() -> None:
    """EN "Starting a Game": in case of a tie, the first player is chosen randomly."""
    firsts = {new_game([deck(TEAM, MISSIONS, HERO)] * 2, seed=s).state.first_player
              for s in range(20)}
    assert firsts == {0, 1}


def test_opponent_stops_one_of_the_first_players_team_characters() -> None:
    """EN "Starting a Game": the opponent chooses one of the first player's team
    characters and stops it."""
    game = new_game([deck(TEAM, MISSIONS, HERO), deck(team(4, 4, 4, 4), MISSIONS, HERO)])
    assert game.state.first_player == 0 and game.to_act == 1
    target = uid(game, "Fixture Scholar")
    game.apply(ChooseStoppedCharacter(target))
    assert game.state.status[target] == STOPPED


def test_opening_hand_of_eight_and_one_mulligan_first_player_first() -> None:
    """EN "Starting a Game": hands of 8; one mulligan each, the first player first; the
    new hand has the same number of cards."""
    game = new_game([deck(TEAM, MISSIONS, HERO * 3), deck(team(4, 4, 4, 4), MISSIONS,
                                                          VILLAIN * 3)], seed=3)
    game.apply(game.legal_actions()[0])
    assert [len(p.hand) for p in game.state.players] == [8, 8]
    assert game.to_act == 0 and set(game.legal_actions()) == {Keep(), Mulligan()}
    before = list(game.state.players[0].hand)
    game.apply(Mulligan())
    assert len(game.state.players[0].hand) == 8 and game.state.players[0].hand != before
    assert game.to_act == 1
    game.apply(Keep())
    assert game.phase == "performing actions" and game.state.turn == 1


# --- ship battle ---------------------------------------------------------------------------


def test_ship_battle_higher_firepower_achieves_victory_and_may_incapacitate() -> None:
    """EN "Ship Battle": the higher firepower total achieves victory and may choose one
    enemy assigned ship to incapacitate."""
    game = scenario([CRUISER], [GLIDER], power=9)
    game.apply(PlayCard(uid(game, "Cruiser")))
    game.apply(PlayCard(uid(game, "Glider")))
    game.apply(Assign(uid(game, "Cruiser")))
    game.apply(Assign(uid(game, "Glider")))
    both_pass(game)
    battle = next(e for e in game.log_entries if e.kind == "ship battle")
    assert battle.player == HERO_P and battle.value == 3 * 1000 + 1
    assert set(game.legal_actions()) == {Decline(), Incapacitate(uid(game, "Glider"))}
    game.apply(Incapacitate(uid(game, "Glider")))
    assert game.state.status[uid(game, "Glider")] == INCAPACITATED


def test_ship_battle_only_one_side_with_ships_wins_and_tie_gives_no_victory() -> None:
    """EN "Ship Battle": if only one player has assigned ships he achieves victory; a tie
    gives victory to neither."""
    game = scenario([FIGHTER], [], power=9)
    game.apply(PlayCard(uid(game, "Fighter")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fighter")))
    both_pass(game)
    assert next(e for e in game.log_entries if e.kind == "ship battle").player == HERO_P
    tie = scenario([FIGHTER], [GLIDER], power=9)
    tie.apply(PlayCard(uid(tie, "Fighter")))
    tie.apply(PlayCard(uid(tie, "Glider")))
    tie.apply(Assign(uid(tie, "Fighter")))
    tie.apply(Assign(uid(tie, "Glider")))
    both_pass(tie)
    assert next(e for e in tie.log_entries if e.kind == "ship battle").player == -1


# --- success, failure, stopping ---------------------------------------------------------------


def test_success_when_skills_equal_difficulty() -> None:
    """EN "Determine Success or Failure": equal to or greater than the difficulty."""
    game = scenario()
    game.apply(Assign(uid(game, "Fixture Leader")))  # Combat 3 vs difficulty 3
    both_pass(game)
    assert outcome(game) == "success"


def test_failure_when_skills_fall_short() -> None:
    game = scenario()
    game.apply(Assign(uid(game, "Fixture Scientist")))  # Combat 1
    both_pass(game)
    assert outcome(game) == "failure"
    assert game.state.zone[uid(game, "Test Mission")] == Z_FAILED


def test_all_assigned_characters_and_ships_become_stopped() -> None:
    """EN "Use Success and Failure Game Text": whether success or failure, all characters
    and ships assigned there become stopped."""
    game = scenario([FIGHTER], power=5)
    game.apply(PlayCard(uid(game, "Fighter")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fighter")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist")))
    both_pass(game)
    assert game.state.status[uid(game, "Fighter")] == STOPPED
    assert game.state.status[uid(game, "Fixture Scientist")] == STOPPED


# --- revive, score, destroy -----------------------------------------------------------------------


def _adversary_assigned(success: bool, deck_pad: int = 10) -> StargateGame:
    game = scenario(villain_cards=[TYRANT, AMBUSH], power=5, pad=deck_pad)
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Tyrant")))
    if success:
        game.apply(Assign(uid(game, "Fixture Scientist")))
        game.apply(Assign(uid(game, "Tyrant")))
        game.apply(Assign(uid(game, "Fixture Scholar")))
    else:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Tyrant")))
    both_pass(game)
    return game


def test_revive_mills_the_revive_cost_and_stops_the_adversary() -> None:
    """EN "Revive or Score Adversaries: Revive": revive cost cards from the top of the
    deck to the discard pile; the adversary becomes stopped; success or failure."""
    game = _adversary_assigned(success=True)
    assert outcome(game) == "failure"  # 3+1+0 = 4 < 3 + 2
    tyrant = uid(game, "Tyrant")
    deck_before = len(game.state.players[VILLAIN_P].deck)
    discard_before = len(game.state.players[VILLAIN_P].discard)
    game.apply(Revive(tyrant))
    assert len(game.state.players[VILLAIN_P].deck) == deck_before - 2
    assert len(game.state.players[VILLAIN_P].discard) == discard_before + 2
    assert game.state.status[tyrant] == STOPPED


def test_cant_revive_with_too_few_cards_in_deck() -> None:
    """EN "Revive": not enough cards remaining in the deck: can't revive."""
    game = _adversary_assigned(success=False)
    game.state.players[VILLAIN_P].deck[1:] = []  # keep the zone bookkeeping honest below
    for u, f in enumerate(game.facts):
        if f.owner == VILLAIN_P and game.state.zone[u] == 0 and \
                u not in game.state.players[VILLAIN_P].deck:
            game.state.players[VILLAIN_P].discard.append(u)
            game.state.zone[u] = Z_DISCARD
    game._version += 1
    with pytest.raises(IllegalAction) as info:
        game.apply(Revive(uid(game, "Tyrant")))
    assert "Revive or Score" in info.value.rule


def test_score_only_on_failure() -> None:
    """EN "Score": only when the hero player failed; the adversary goes to the villain
    score pile and is no longer in play."""
    won = scenario(villain_cards=[GUARD], power=5)
    won.apply(Assign(uid(won, "Fixture Leader")))
    won.apply(PlayCard(uid(won, "Guard")))
    won.apply(Assign(uid(won, "Fixture Scholar")))
    won.apply(Assign(uid(won, "Guard")))
    won.apply(Assign(uid(won, "Fixture Scientist")))
    both_pass(won)
    assert outcome(won) == "success"  # 3+0+1 = 4 >= 3+1
    guard = uid(won, "Guard")
    with pytest.raises(IllegalAction):
        won.apply(Score(guard))
    lost = _adversary_assigned(success=False)
    lost.apply(Score(uid(lost, "Tyrant")))
    assert lost.state.zone[uid(lost, "Tyrant")] == Z_SCORE


def test_neither_revive_nor_score_destroys_the_adversary_and_obstacles_go() -> None:
    """EN "Revive or Score Adversaries": otherwise destroy him; then all obstacles and
    complications at the mission are destroyed."""
    game = scenario(villain_cards=[TYRANT, AMBUSH, MARINE], power=9)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Tyrant")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Tyrant")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Ambush")))
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Marine", VILLAIN_P)))
    both_pass(game)
    game.apply(DestroyAdversary(uid(game, "Tyrant")))
    for title in ("Tyrant", "Ambush", "Marine"):
        assert game.state.zone[uid(game, title, VILLAIN_P)] == Z_DISCARD


def test_dominion_scores_one_obstacle_with_the_adversary() -> None:
    """EN glossary "dominion": when you score an adversary you may also score one obstacle
    with this keyword."""
    trap = sg_card("Dominion Trap", CardType.OBSTACLE, cost=2, skills={B: 1},
                   keywords=Keywords(dominion=True))
    game = scenario(villain_cards=[GUARD, trap], power=9)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Guard")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Guard")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Dominion Trap")))
    both_pass(game)
    guard, trap_uid = uid(game, "Guard"), uid(game, "Dominion Trap")
    assert Score(guard, trap_uid) in game.legal_actions()
    game.apply(Score(guard, trap_uid))
    assert game.state.players[VILLAIN_P].score == [guard, trap_uid]


# --- glyphs ---------------------------------------------------------------------------------


def test_earn_a_glyph_beneath_a_character_assigned_at_resolution() -> None:
    """EN "Earn a Glyph": the completed mission goes beneath one of the characters that
    was assigned at the resolving; team or support as the hero chooses."""
    game = scenario([MARINE], power=5)
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Marine")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist")))
    both_pass(game)
    options = {a.character for a in game.legal_actions()}
    assert options == {uid(game, "Marine"), uid(game, "Fixture Scientist")}
    with pytest.raises(IllegalAction):
        game.apply(ChooseGlyphCharacter(uid(game, "Fixture Leader")))
    game.apply(ChooseGlyphCharacter(uid(game, "Marine")))
    assert game.state.glyphs[uid(game, "Marine")] == [uid(game, "Test Mission")]
    assert game.glyph_count(HERO_P) == 1


# --- continuing and debrief ---------------------------------------------------------------------


def test_continue_costs_one_power_per_failed_mission_to_the_villain() -> None:
    """EN "Deciding to Continue": pay 1 power per failed mission this turn; the villain
    gains it."""
    game = scenario(missions=[mission("M1", B, 9), mission("M2", B, 9), mission("M3", B, 9)])
    both_pass(game)
    game.apply(Continue())
    assert [p.power for p in game.state.players] == [2, 4]
    both_pass(game)
    game.apply(Continue())
    assert [p.power for p in game.state.players] == [0, 6]


def test_cannot_continue_with_an_empty_mission_pile() -> None:
    """EN "Deciding to Continue": unable because the mission pile is empty: debrief."""
    game = scenario(missions=[mission("Only", B, 9)])
    both_pass(game)
    assert game.state.hero == VILLAIN_P  # straight through the debrief to the next turn
    assert any(e.kind == "cannot continue" for e in game.log_entries)
    with pytest.raises(IllegalAction):
        game.apply(Continue())


def test_debrief_failed_missions_to_the_bottom_in_the_heros_order() -> None:
    """EN "Debrief Phase": failed missions face down on the bottom of the mission pile,
    in the order of the hero's choice."""
    game = scenario(missions=[mission("M1", B, 9), mission("M2", B, 9), mission("M3", B, 9)],
                    power=5)
    both_pass(game)
    game.apply(Continue())
    both_pass(game)
    game.apply(Stop())
    m1, m2 = uid(game, "M1"), uid(game, "M2")
    assert set(game.legal_actions()) == {PlaceMission(m1), PlaceMission(m2)}
    game.apply(PlaceMission(m2))
    assert game.state.players[HERO_P].missions[:2] == [m1, m2]


def test_debrief_readies_stopped_cards_but_not_incapacitated_ones() -> None:
    """EN "Debrief Phase" and glossary "incapacitated": stopped cards become ready; an
    incapacitated one is readied and stopped at the start of its owner's next turn."""
    game = scenario()
    leader = uid(game, "Fixture Leader")
    game.apply(Assign(leader))
    ops.incapacitate(game, uid(game, "Fixture Scholar"))
    both_pass(game)
    assert game.phase == "deciding to continue"  # the only assigned earned the glyph
    game.apply(Stop())
    assert game.state.status[leader] == READY
    assert game.state.status[uid(game, "Fixture Warrior")] == READY
    assert game.state.status[uid(game, "Fixture Scholar")] == INCAPACITATED
    while game.state.hero != HERO_P or game.phase != "performing actions":
        game.apply(game.legal_actions()[0])
    assert game.state.status[uid(game, "Fixture Scholar")] == STOPPED


def test_refill_to_eight_or_discard_down_to_eight() -> None:
    """EN "Debrief Phase": fewer than eight: draw; more: choose and discard."""
    game = scenario()
    extra = game.state.players[VILLAIN_P].deck[-2:]
    for u in extra:
        game.state.players[VILLAIN_P].deck.remove(u)
        game.state.players[VILLAIN_P].hand.append(u)
        game.state.zone[u] = 1
    game._version += 1
    both_pass(game)
    game.apply(Stop())
    assert game.to_act == VILLAIN_P and game.phase == "debrief: discard down to eight"
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Discard)))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Discard)))
    assert len(game.state.players[VILLAIN_P].hand) == 8
    assert len(game.state.players[HERO_P].hand) == 8


def test_drawing_the_last_card_does_not_end_the_game() -> None:
    """EN "Debrief Phase": a player who draws his last card continues to play."""
    game = scenario(pad=0, missions=[mission("M1", B, 9), mission("M2", B, 9)])
    assert game.state.players[HERO_P].deck == []
    both_pass(game)
    game.apply(Stop())
    assert not game.is_over and game.state.hero == VILLAIN_P


# --- winning ------------------------------------------------------------------------------------


def test_win_with_seven_glyphs() -> None:
    """EN "Winning the Game": characters with a total of seven glyphs."""
    missions = [mission(f"W{i}", B, 0, experience=0) for i in range(8)]
    game = scenario(missions=missions)
    leader = uid(game, "Fixture Leader")
    for m in missions[1:7]:
        ops.place_glyph(game, uid(game, m.title), leader)
    assert not game.is_over
    game.apply(Assign(leader))
    both_pass(game)
    assert game.is_over and game.winner == HERO_P and game.result.reason == "seven glyphs"
    assert game.legal_actions() == []


def test_win_with_villain_score_pile_cost() -> None:
    """EN "Winning the Game": total cost in the villain score pile >= victory total."""
    big = sg_card("Big Bad", CardType.ADVERSARY, "Overlord", cost=13, skills={B: 1})
    game = scenario(villain_cards=[big], power=13)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Big Bad")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Big Bad")))
    both_pass(game)
    assert game.victory_total(VILLAIN_P) == 13
    game.apply(Score(uid(game, "Big Bad")))
    assert game.is_over and game.winner == VILLAIN_P
    assert game.result.reason == "villain score pile"


def test_turn_limit_ends_the_game_unfinished() -> None:
    """Simulations: a game reaching the turn limit ends as unfinished and says so."""
    game = scenario(max_turns=1)
    both_pass(game)
    game.apply(Stop())
    assert game.is_over and game.result.status == "unfinished" and game.winner is None
    assert "turn limit" in game.result.reason


@pytest.mark.parametrize(("seed", "max_turns", "fragment"), [
    (1, 0, "max_turns 0: a turn limit"),
    (1, -1, "max_turns -1"),
    (1, "3", "max_turns '3'"),
    (1, True, "max_turns True"),
    (True, 3, "seed True: a seed is a whole number"),
])
def test_a_seed_or_turn_limit_of_the_wrong_kind_is_refused(seed: object, max_turns: object,
                                                           fragment: str) -> None:
    from factories import fixture_deck

    from stargate_vcg.engine.stargate import StargateGame
    from stargate_vcg.errors import StargateVcgError

    decks = [fixture_deck(), fixture_deck()]
    with pytest.raises(StargateVcgError, match=re.escape(fragment)):
        StargateGame.new(decks, seed=seed, max_turns=max_turns)
    game = StargateGame.new(decks, seed=1, max_turns=3)
    with pytest.raises(StargateVcgError, match=re.escape(fragment)):
        game.rematch(seed, max_turns)
    assert game.rematch(2, 1).max_turns == 1


