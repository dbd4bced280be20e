"""Rules audit: power phase, resolving the mission, deciding to continue, debrief and
winning (EN rulebook pp. 10, 20-31; ES "Fase de Energía", "Resolviendo la misión en
curso", "Decidiendo Continuar", "Fase de reportar informes", "Ganando la partida").

Each test is named after the rule it plays and cites the section and page."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from factories import sg_card
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op  # noqa: F401
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Keywords
from stargate_vcg.engine.stargate import (
    Assign,
    ChooseGlyphCharacter,
    Continue,
    Incapacitate,
    Pass,
    PlayCard,
    Revive,
    Score,
    StargateGame,
    Stop,
    Trigger,
    TriggerEvent,
    ops,
)
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    INCAPACITATED,
    READY,
    STOPPED,
    Z_GLYPH,
    Z_HAND,
    Z_MISSIONS,
    Z_PLAY,
)
from stargate_vcg.engine.stargate.triggers import resolve_trigger

MEDIC = sg_card("Medic", CardType.SUPPORT_CHARACTER, "Nurse", cost=1, skills={B: 2})
HELPER = sg_card("Helper", CardType.SUPPORT_CHARACTER, "Aide", cost=1, skills={B: 1})
THUG = sg_card("Thug", CardType.ADVERSARY, "Goon", cost=1, skills={B: 1}, revive=1)
FOG = sg_card("Fog", CardType.OBSTACLE, cost=1, skills={B: 0})
GLIDER = sg_card("Glider", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)
JUMPER = sg_card("Jumper", CardType.SHIP, "Puddle Jumper", cost=1, firepower=3)


def both_pass(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def play_until(game: StargateGame, hero: int, turn: int) -> None:
    """Take the first legal action until `hero`'s turn `turn` is performing actions."""
    while not (game.state.turn == turn and game.state.hero == hero
               and game.phase == "performing actions"):
        game.apply(game.legal_actions()[0])


class Says(GameEffect):
    """Fixture: Success or Failure text that only records itself in the log."""

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind in (Trigger.SUCCESS, Trigger.FAILURE)


# --- power phase (EN p. 10) -------------------------------------------------------------


def test_unspent_power_is_lost_at_the_end_of_the_turn_en_p10() -> None:
    """EN "Power Phase" (p. 10): "Power can't be saved from one turn to the next"."""
    game = scenario(power=7)
    both_pass(game)
    game.apply(Stop())
    play_until(game, VILLAIN_P, 2)
    assert [p.power for p in game.state.players] == [3, 3]


def test_power_counts_glyphs_beneath_incapacitated_characters_en_p10_p38() -> None:
    """EN "Power Phase" (p. 10: 1 power per glyph beneath the hero's characters) with
    glossary "incapacitated" (p. 38: their glyphs still count): both players get 4."""
    game = scenario()
    scholar = uid(game, "Fixture Scholar")
    spare = game.state.players[HERO_P].missions[0]
    ops.place_glyph(game, spare, scholar)
    ops.incapacitate(game, scholar)
    both_pass(game)  # the mission pile is now empty: no decision to continue
    play_until(game, HERO_P, 3)
    assert [p.power for p in game.state.players] == [4, 4]


# --- resolving (EN pp. 20-27) -----------------------------------------------------------


def test_success_text_hero_cards_first_then_villain_only_mission_and_assigned_en_p24() -> None:
    """EN "Use Success and Failure Game Text" (p. 24): only the current mission and the
    cards assigned there; the hero's cards first, then the villain's."""
    reg = TitleRegistry()
    for title in ("Test Mission", "Medic", "Helper", "Fog", "Thug"):
        reg.register(title, Says())
    game = scenario([MEDIC, HELPER], [FOG, THUG], effects=reg, power=5)
    game.apply(PlayCard(uid(game, "Medic")))
    game.apply(PlayCard(uid(game, "Fog")))
    game.apply(PlayCard(uid(game, "Helper")))  # in play, never assigned: no text used
    game.apply(PlayCard(uid(game, "Thug")))  # in play, never assigned: no text used
    game.apply(Assign(uid(game, "Medic")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader")))
    both_pass(game)
    while game.pending_triggers():
        game.apply(game.legal_actions()[0])
    used = [game.facts[e.card].title for e in game.log_entries if e.kind == "trigger"]
    assert sorted(used[:2]) == ["Medic", "Test Mission"] and used[2:] == ["Fog"]


def test_success_with_no_character_assigned_glyph_not_earned_ruling_en_p21_p26() -> None:
    """Ruling (EN pp. 21 and 26): with difficulty 0 and nobody assigned the mission is a
    success (0 >= 0: Success text, "a successful mission this turn"), but no character
    assigned at the resolving can earn its glyph; like a destroyed support character's
    glyphs, it goes face down to the bottom of the mission pile."""
    reg = TitleRegistry()
    reg.register("Easy Mission", Says())
    game = scenario(missions=[mission("Easy Mission", B, 0), mission("Spare", C)],
                    effects=reg)
    easy = uid(game, "Easy Mission")
    both_pass(game)
    assert [e.kind for e in game.log_entries if e.kind in ("success", "failure")] == [
        "success"]
    assert [e.text for e in game.log_entries if e.kind == "trigger"] == ["success"]
    assert game.phase == "deciding to continue" and game.state.successes == 1
    assert game.state.zone[easy] == Z_MISSIONS
    assert game.state.players[HERO_P].missions[0] == easy and not game.state.glyphs


def test_unassigned_adversary_is_not_revived_scored_or_destroyed_en_p26() -> None:
    """EN p. 26: "You don't revive, score, or destroy any adversaries you didn't assign
    to the current mission"."""
    game = scenario(villain_cards=[THUG])
    game.apply(Pass())
    thug = uid(game, "Thug")
    game.apply(PlayCard(thug))
    both_pass(game)
    assert game.phase == "deciding to continue"
    assert game.state.zone[thug] == Z_PLAY and game.state.status[thug] == READY


def test_support_character_may_earn_the_glyph_en_p27() -> None:
    """EN "Earn a Glyph" (p. 27): team or support characters, as the hero chooses."""
    game = scenario([MEDIC])
    medic = uid(game, "Medic")
    game.apply(PlayCard(medic))
    game.apply(Pass())
    game.apply(Assign(medic))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist")))
    both_pass(game)
    assert ChooseGlyphCharacter(medic) in game.legal_actions()
    test_mission = uid(game, "Test Mission")
    game.apply(ChooseGlyphCharacter(medic))
    assert game.glyphs(medic) == (test_mission,) and game.state.zone[test_mission] == Z_GLYPH


def test_ship_battle_victor_may_incapacitate_then_ships_stop_en_p20_p24() -> None:
    """EN "Ship Battle" (p. 20): 3 firepower beats 1; the victor incapacitates the
    enemy ship; then the assigned hero ship becomes stopped (p. 24), the incapacitated
    one stays face down."""
    game = scenario([JUMPER], [GLIDER], power=5)
    jumper, glider = uid(game, "Jumper"), uid(game, "Glider")
    game.apply(PlayCard(jumper))
    game.apply(PlayCard(glider))
    game.apply(Assign(jumper))
    game.apply(Assign(glider))
    both_pass(game)
    assert game.to_act == HERO_P and Incapacitate(glider) in game.legal_actions()
    game.apply(Incapacitate(glider))
    assert game.state.status[glider] == INCAPACITATED
    assert game.state.status[jumper] == STOPPED


# --- deciding to continue (EN p. 28) -----------------------------------------------------


def test_continue_keeps_cards_stopped_and_power_spent_en_p28() -> None:
    """EN "Deciding to Continue" (p. 28): spent power is not recovered and stopped cards
    stay stopped at the next mission; with no failed mission it costs nothing."""
    game = scenario([MEDIC], missions=[mission("First", B, 2), mission("Second", C, 3)])
    leader = uid(game, "Fixture Leader")
    game.apply(PlayCard(uid(game, "Medic")))
    game.apply(Pass())
    game.apply(Assign(leader))
    both_pass(game)
    assert game.state.players[HERO_P].power == 2
    game.apply(Continue())
    assert game.state.players[HERO_P].power == 2 and game.state.players[VILLAIN_P].power == 3
    assert game.facts[game.state.mission].title == "Second"
    assert game.state.status[leader] == STOPPED and Assign(leader) not in game.legal_actions()


def test_unable_to_pay_for_a_new_mission_goes_to_debrief_en_p28() -> None:
    """EN p. 28: a hero unable to pay 1 power per failed mission proceeds to the
    debrief phase; no decision is offered."""
    game = scenario(power=0)
    test_mission = uid(game, "Test Mission")
    both_pass(game)  # nobody assigned: failure
    kinds = [e.kind for e in game.log_entries]
    assert "failure" in kinds and "cannot continue" in kinds and "continue" not in kinds
    assert game.state.players[HERO_P].missions[0] == test_mission  # debrief happened
    assert game.state.turn == 2 and game.state.hero == VILLAIN_P


# --- debrief (EN pp. 29-30) -----------------------------------------------------------


def test_villain_readies_his_stopped_adversary_in_debrief_en_p29() -> None:
    """EN "Debrief Phase" (p. 29): "The villain player also readies all his stopped
    cards" (here an adversary stopped by reviving it)."""
    game = scenario(villain_cards=[THUG])
    game.apply(Pass())
    thug = uid(game, "Thug")
    game.apply(PlayCard(thug))
    game.apply(Pass())
    game.apply(Assign(thug))
    both_pass(game)
    game.apply(Revive(thug))
    assert game.state.status[thug] == STOPPED
    game.apply(Stop())
    assert game.state.status[thug] == READY


def test_incapacitated_villain_ship_readied_then_stopped_at_opponents_turn_p37() -> None:
    """EN glossary "incapacitated" (p. 37): the opponent readies and stops his
    incapacitated villain ships at the start of the hero's turn; they are ready again
    after that turn's debrief."""
    game = scenario([JUMPER], [GLIDER], power=5)
    jumper, glider = uid(game, "Jumper"), uid(game, "Glider")
    game.apply(PlayCard(jumper))
    game.apply(PlayCard(glider))
    game.apply(Assign(jumper))
    game.apply(Assign(glider))
    both_pass(game)
    game.apply(Incapacitate(glider))
    game.apply(Stop())
    play_until(game, VILLAIN_P, 2)
    assert game.state.status[glider] == INCAPACITATED  # its owner's own turn: untouched
    play_until(game, HERO_P, 3)
    assert game.state.status[glider] == STOPPED
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Stop())
    assert game.state.status[glider] == READY


# --- winning (EN p. 31) ------------------------------------------------------------------


def test_game_ends_at_once_when_the_glyph_reaches_the_victory_total_en_p31() -> None:
    """EN "Winning the Game" (p. 31): the game ends immediately: no glyph-earned text,
    no decision to continue after the winning glyph."""
    big = mission("Big Mission", B, 3, experience=16)

    class Greedy(GameEffect):
        def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
            return event.kind is Trigger.GLYPH_EARNED

        def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
            raise AssertionError("the game should already be over")

    reg = TitleRegistry()
    reg.register("Fixture Leader", Greedy())
    game = scenario(missions=[big, mission("Spare", C)], effects=reg)
    assert game.victory_total(HERO_P) == 16
    game.apply(Assign(uid(game, "Fixture Leader")))
    both_pass(game)
    assert game.is_over and game.winner == HERO_P and game.result.reason == "experience"
    assert game.legal_actions() == []


def test_assigned_ship_and_characters_all_stop_whatever_the_outcome_en_p24() -> None:
    """EN p. 24: "Whether the mission was a success or a failure, all characters and
    ships assigned there now become stopped" (here a failure)."""
    game = scenario([JUMPER], [FOG], power=5)
    jumper, leader = uid(game, "Jumper"), uid(game, "Fixture Leader")
    game.apply(PlayCard(jumper))
    game.apply(PlayCard(uid(game, "Fog")))
    game.apply(Assign(jumper))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar")))
    both_pass(game)
    assert [e.kind for e in game.log_entries if e.kind in ("success", "failure")] == [
        "failure"]
    assert game.state.status[jumper] == STOPPED
    assert game.state.status[uid(game, "Fixture Scholar")] == STOPPED
    assert game.state.status[leader] == READY and ASSIGNED not in (
        game.state.status[u] for u in game.state.players[HERO_P].in_play)


def test_villain_score_pile_counts_every_card_cost_dominion_too_en_p31_p36() -> None:
    """EN "Winning the Game" (p. 31: "the total cost of the cards in your villain score
    pile"; ES says adversaries, the EN wins) with glossary "dominion" (p. 36): a scored
    dominion obstacle's cost counts: 6 + 7 reaches the victory total 13."""
    lord = sg_card("Lord", CardType.ADVERSARY, "Tyrant", cost=6, skills={B: 1}, revive=1)
    yoke = sg_card("Yoke", CardType.OBSTACLE, cost=7, skills={B: 1},
                   keywords=Keywords(dominion=True))
    game = scenario(villain_cards=[lord, yoke], power=13)
    assert game.victory_total(VILLAIN_P) == 13
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Lord")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Lord")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Yoke")))
    both_pass(game)
    game.apply(Score(uid(game, "Lord"), uid(game, "Yoke")))
    assert game.is_over and game.winner == VILLAIN_P
    assert game.result.reason == "villain score pile"


def test_scored_adversary_another_copy_may_be_played_en_p25() -> None:
    """EN "Revive or Score Adversaries" (p. 25): a scored adversary is no longer in play;
    another copy of him may be played later."""
    game = scenario(villain_cards=[THUG, THUG], power=3, missions=[
        mission("Test Mission", B), mission("Second", B)])
    first, second = uid(game, "Thug", VILLAIN_P, 0), uid(game, "Thug", VILLAIN_P, 1)
    game.apply(Pass())
    game.apply(PlayCard(first))
    game.apply(Pass())
    game.apply(Assign(first))
    game.apply(Pass())
    assert PlayCard(second) not in game.legal_actions()  # same title in play
    game.apply(Pass())
    game.apply(Score(first))
    game.apply(Continue())  # 1 power to the villain for the failed mission
    game.apply(Pass())
    assert PlayCard(second) in game.legal_actions()


class _ClearObstacles(GameEffect):
    """Fixture mission: its Success text moves every obstacle at it (`move`: destroy,
    back to hand)."""

    def __init__(self, move: Callable[[StargateGame, int], None]) -> None:
        self.move = move

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        for u in list(game.state.obstacles):
            self.move(game, u)


def _fog_cleared(move: Callable[[StargateGame, int], None]) -> StargateGame:
    """Fog at the mission, the hero's Success text moving it away before its own."""
    reg = TitleRegistry()
    reg.register("Test Mission", _ClearObstacles(move))
    reg.register("Fog", Says())
    game = scenario(villain_cards=[FOG], effects=reg)
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Fog")))
    both_pass(game)
    return game


def test_failure_text_not_used_on_a_card_no_longer_at_the_mission_en_p24() -> None:
    """EN p. 24: "Players use only the game text on the current mission and on the cards
    assigned there": the hero's Success text (used first) destroys the obstacle, whose
    own Success text is then not used."""
    game = _fog_cleared(ops.destroy)
    kinds = [(e.kind, game.facts[e.card].title) for e in game.log_entries
             if e.kind.startswith("trigger")]
    assert kinds == [("trigger", "Test Mission"), ("trigger lapsed", "Fog")]


def test_lapsed_text_of_a_card_gone_into_a_hand_is_not_named_in_the_log() -> None:
    """EN p. 24, as above; and the public log never names a card hidden from another
    player: the obstacle went back to the villain's hand before its Success text was due,
    so the entry saying its text lapsed does not name it."""
    game = _fog_cleared(ops.to_hand)
    lapsed = [e for e in game.log_entries if e.kind == "trigger lapsed"]
    assert game.state.zone[uid(game, "Fog")] == Z_HAND
    assert [(e.card, e.text) for e in lapsed] == [(-1, "success")]


class _Heard(GameEffect):
    """Fixture: text that reacts each time a card is stopped, and only logs itself."""

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.STOPPED


@pytest.mark.parametrize("played", [True, False])
def test_a_trigger_of_a_card_gone_hidden_is_not_named_in_the_log(played: bool) -> None:
    """The public log never names a card hidden from another player: text that reacted
    to an event while its card was face up, resolved after the card went somewhere
    hidden (turned face down by the same ability, back to hand), is logged unnamed;
    from a public place it is named."""
    reg = TitleRegistry()
    reg.register("Fog", _Heard())
    game = scenario(villain_cards=[FOG], effects=reg)
    fog = uid(game, "Fog", VILLAIN_P)
    if played:
        game.apply(Assign(uid(game, "Fixture Leader")))
        game.apply(PlayCard(fog))
    resolve_trigger(game, fog, TriggerEvent(Trigger.STOPPED, HERO_P))
    entry = game.log_entries[len(game.log_entries) - 1]
    assert (entry.kind, entry.card) == ("trigger", fog if played else -1)


@pytest.mark.parametrize("face_down", [True, False])
def test_a_waiting_trigger_of_an_obstacle_turned_face_down_meanwhile_lapses_ruling(
        face_down: bool) -> None:
    """EN glossary "complication": turned face down, "any ongoing effects of that
    obstacle's game text immediately end". Ruling: text it reacted with before (a stop
    paid as a cost, then the ability turning it face down) is not used either; the log
    entry does not name the face-down card."""
    reg = TitleRegistry()
    reg.register("Fog", _Heard())
    game = scenario(villain_cards=[FOG], effects=reg)
    fog = uid(game, "Fog", VILLAIN_P)
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(PlayCard(fog))
    if face_down:
        ops.turn_face_down(game, fog)
    resolve_trigger(game, fog, TriggerEvent(Trigger.STOPPED, HERO_P))
    entry = game.log_entries[len(game.log_entries) - 1]
    assert (entry.kind, entry.card) == (("trigger lapsed", -1) if face_down else
                                        ("trigger", fog))


@pytest.mark.parametrize(("incapacitated", "about_itself", "used"), [
    (True, False, False), (False, False, True), (True, True, True)])
def test_a_waiting_trigger_of_a_character_incapacitated_meanwhile_lapses_ruling(
        incapacitated: bool, about_itself: bool, used: bool) -> None:
    """EN glossary "incapacitated": "an incapacitated card's game text is ignored".
    Ruling: a trigger of the character waiting when he is incapacitated lapses, unless
    the event is about him (text reacting to what happens to the card itself)."""
    reg = TitleRegistry()
    reg.register("Fixture Leader", _Heard())
    game = scenario(effects=reg)
    leader = uid(game, "Fixture Leader", HERO_P)
    if incapacitated:
        assert ops.incapacitate(game, leader)
    event = TriggerEvent(Trigger.STOPPED, HERO_P, leader if about_itself else -1)
    resolve_trigger(game, leader, event)
    entry = game.log_entries[len(game.log_entries) - 1]
    assert (entry.kind, entry.card) == ("trigger" if used else "trigger lapsed", leader)
