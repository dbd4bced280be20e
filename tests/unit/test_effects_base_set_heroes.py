"""Base Set hero cards outside the preconstructed decks (effects/base_set/characters.py,
section cardsE), each played: the text happens, and does not when its condition fails.
Fixture printings with the real card ids; player 0 is the hero of turn 1 (`scenario`):
his team is Fixture Leader, Scholar, Scientist (SGC) and Warrior (Jaffa, stopped at
setup); the first mission is Combat 3."""

from __future__ import annotations

from functools import partial

import pytest
from factories import RIFLE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, legal_of, put_in_play, to_next_mission, villain_plays
from sg_play import both_pass as resolve
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    StargateGame,
    flow,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.effects import Trigger
from stargate_vcg.engine.stargate.triggers import AT_TURN_END, fire, run_delayed
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

EVENT, GEAR = CardType.EVENT, CardType.GEAR
SUPPORT, TEAM = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
OBSTACLE, ADVERSARY = CardType.OBSTACLE, CardType.ADVERSARY
CULTURE, SCIENCE, COMBAT, INGENUITY = 0, 1, 2, 3  # skill indices (surface.py)

LEADER, SCHOLAR, SCIENTIST, WARRIOR = ("Fixture Leader", "Fixture Scholar",
                                       "Fixture Scientist", "Fixture Warrior")

# Textless fixture cards the tests need around them.
TOKRA = sg_card("Selmak Host", SUPPORT, "Agent", cost=1, skills={C: 1, B: 1},
                traits=("Tok'ra",))
AGENT = sg_card("Agent Smith", SUPPORT, "Spook", cost=1, skills={B: 1}, traits=("NID",))
ROCKS = sg_card("Rocks", OBSTACLE, cost=1, skills={B: 1, I: 1})
RIDDLE = sg_card("Riddle", OBSTACLE, cost=2, skills={C: 2, B: 1}, traits=("Goa'uld",))
THUG = sg_card("Thug", ADVERSARY, "Minion", cost=1, skills={B: 1}, revive=1,
               traits=("Jaffa",))
LIBRA_M = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA)
PISCES_M = mission("Pisces Mission", C, 3, glyph=Glyph.PISCES)
ORION_M = mission("Orion Mission", C, 3, glyph=Glyph.ORION)


def play(game: StargateGame, title: str, *stops: str) -> None:
    game.apply(PlayCard(uid(game, title, HERO_P),
                        tuple(uid(game, s, HERO_P) for s in stops)))


def choose(game: StargateGame, title: str, player: int | None = None) -> None:
    game.apply(Choose(uid(game, title, player)))


def status(game: StargateGame, title: str) -> str:
    return game.status_name(uid(game, title, HERO_P))


def give_glyph(game: StargateGame, character: str, *missions: str) -> None:
    for m in missions:
        ops.place_glyph(game, uid(game, m, HERO_P), uid(game, character, HERO_P))


def glyph_missions(*extra: StargateCard) -> list[StargateCard]:
    return [TEST_MISSION, SPARE, *extra]


# --- events ------------------------------------------------------------------------------

ANTIQUITY = real("Antiquity", EVENT, cost=1)
QUICK_STUDY = real("Quick Study", EVENT, cost=1)
COORDINATED = real("Coordinated Movements", EVENT, cost=7)
GOOFING = real("Goofing Off", EVENT, cost=0)
PULL_OUT = real("Pull Out", EVENT, cost=4)
YEEHAW = real("Yeeeehaaaw!", EVENT, cost=6)
RECUPERATE = real("Recuperate", EVENT, cost=2)
KEEP_IN_CHECK = real("Keep in Check", EVENT, cost=4)
LEARNING = real("Learning from the Enemy", EVENT, cost=1)
MISSION_FILES = real("Mission Files", EVENT, cost=3)
R_AND_R = real("R and R", EVENT, cost=2)
ROUNDUP = real("Roundup", EVENT, cost=1)
BARTER = real("Barter", EVENT, cost=1)
SUPPRESSION = real("Suppression Fire", EVENT, cost=1)
CLOSE_INSPECTION = real("Close Inspection", EVENT, cost=1)
HEROISM = real("Heroism", EVENT, cost=2)


@pytest.mark.parametrize(("event", "target", "skill", "gain"), [
    (ANTIQUITY, "Selmak Host", CULTURE, 2), (ANTIQUITY, LEADER, CULTURE, 1),
    (QUICK_STUDY, LEADER, INGENUITY, 2), (QUICK_STUDY, "Selmak Host", INGENUITY, 1)])
def test_antiquity_and_quick_study_give_more_to_their_affiliation(
        event: StargateCard, target: str, skill: int, gain: int) -> None:
    tokra_team = sg_card("Selmak Host", TEAM, "Agent", cost=3, skills={C: 1, I: 1},
                         traits=("Tok'ra",))
    from test_sg_engine_helpers import TEAM as FIXTURE_TEAM
    game = scenario([event], hero_team=[*FIXTURE_TEAM[:3], tokra_team], power=5)
    before = game.skill(uid(game, target, HERO_P), skill) or 0
    play(game, event.title)
    choose(game, target, HERO_P)
    assert game.skill(uid(game, target, HERO_P), skill) == before + gain


def test_coordinated_movements_readies_only_characters_with_a_glyph() -> None:
    game = scenario([COORDINATED], missions=glyph_missions(LIBRA_M), power=7)
    give_glyph(game, WARRIOR, "Libra Mission")
    game.state.status[uid(game, SCHOLAR, HERO_P)] = 3  # stopped, no glyph
    play(game, "Coordinated Movements")
    assert (status(game, WARRIOR), status(game, SCHOLAR)) == ("ready", "stopped")


@pytest.mark.parametrize(("event", "readied"), [(GOOFING, (LEADER,)),
                                                (PULL_OUT, (LEADER, SCHOLAR))])
def test_goofing_off_and_pull_out_ready_assigned_characters(event: StargateCard,
                                                            readied: tuple[str, ...]) -> None:
    game = scenario([event], power=5)
    for title in (LEADER, SCHOLAR):
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    play(game, event.title)
    if game.pending_decision is not None:
        choose(game, LEADER, HERO_P)
    assert tuple(t for t in (LEADER, SCHOLAR) if status(game, t) == "ready") == readied


def test_goofing_off_offers_only_assigned_characters() -> None:
    game = scenario([GOOFING])
    play(game, "Goofing Off")
    assert game.pending_decision is None and status(game, WARRIOR) == "stopped"


@pytest.mark.parametrize("target", ["Rocks", "Thug"])
def test_yeeeehaaaw_destroys_obstacle_or_assigned_adversary(target: str) -> None:
    game = scenario([YEEHAW], [ROCKS, THUG], power=6)
    villain_plays(game, "Rocks")
    villain_plays(game, "Thug")
    game.apply(Pass())
    game.apply(Assign(uid(game, "Thug", VILLAIN_P)))
    play(game, "Yeeeehaaaw!")
    choose(game, target, VILLAIN_P)
    assert game.zone_name(uid(game, target, VILLAIN_P)) == "discard"


def test_yeeeehaaaw_does_not_offer_an_unassigned_adversary() -> None:
    game = scenario([YEEHAW], [THUG], power=6)
    villain_plays(game, "Thug")
    play(game, "Yeeeehaaaw!")
    assert game.pending_decision is None


@pytest.mark.parametrize(("incapacitated", "after"), [(True, "stopped"), (False, "ready")])
def test_recuperate_stops_an_incapacitated_character(incapacitated: bool,
                                                     after: str) -> None:
    game = scenario([RECUPERATE])
    if incapacitated:
        ops.incapacitate(game, uid(game, LEADER, HERO_P))
    play(game, "Recuperate")
    assert status(game, LEADER) == after


@pytest.mark.parametrize(("stop_tokra", "power"), [(True, 2), (False, 0)])
def test_keep_in_check_returns_an_adversary_then_may_stop_a_tokra_for_power(
        stop_tokra: bool, power: int) -> None:
    game = scenario([KEEP_IN_CHECK, TOKRA], [THUG], power=5)
    play(game, "Selmak Host")
    game.apply(PlayCard(uid(game, "Thug", VILLAIN_P)))
    play(game, "Keep in Check")
    assert game.zone_name(uid(game, "Thug", VILLAIN_P)) == "hand"
    game.apply(Choose(uid(game, "Selmak Host", HERO_P)) if stop_tokra else Decline())
    assert game.power(HERO_P) == power


@pytest.mark.parametrize(("nid_assigned", "drawn"), [(True, 2), (False, 1)])
def test_learning_from_the_enemy_draws_per_obstacle_and_assigned_nid(
        nid_assigned: bool, drawn: int) -> None:
    game = scenario([LEARNING, AGENT], [ROCKS], power=5)
    play(game, "Agent Smith")
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    if nid_assigned:
        game.apply(Assign(uid(game, "Agent Smith", HERO_P)))
        game.apply(Pass())
    hand = len(game.hand(HERO_P))
    play(game, "Learning from the Enemy")
    assert len(game.hand(HERO_P)) == hand - 1 + drawn


@pytest.mark.parametrize(("in_discard", "destroyed"), [(True, True), (False, False)])
def test_mission_files_destroys_a_copy_of_a_discarded_ingenuity_obstacle(
        in_discard: bool, destroyed: bool) -> None:
    rocks2 = sg_card("Rocks", OBSTACLE, cost=1, skills={B: 1, I: 1}, set_name="Other")
    game = scenario([MISSION_FILES], [ROCKS, rocks2], power=5)
    first, second = uid(game, "Rocks", VILLAIN_P), uid(game, "Rocks", VILLAIN_P, 1)
    if in_discard:
        ops.to_discard(game, second)
    villain_plays(game, "Rocks")
    play(game, "Mission Files")
    if game.pending_decision is not None:
        game.apply(Choose(first))
    assert (game.zone_name(first) == "discard") is destroyed


def test_r_and_r_blocks_the_team_then_readies_them_stronger_for_the_turn() -> None:
    game = scenario([R_AND_R], power=5)
    play(game, "R and R")
    leader = uid(game, LEADER, HERO_P)
    with pytest.raises(IllegalAction):
        game.apply(Assign(leader))
    before = game.skill(leader, COMBAT)
    game.apply(Pass())
    game.apply(Pass())
    assert game.skill(leader, COMBAT) == (before or 0) + 1
    assert game.skill(uid(game, WARRIOR, HERO_P), COMBAT) == 3  # stopped: no bonus


@pytest.mark.parametrize(("rounded_up", "revivable"), [(True, False), (False, True)])
def test_roundup_chosen_adversary_cant_be_revived_this_turn(rounded_up: bool,
                                                            revivable: bool) -> None:
    game = scenario([ROUNDUP], [THUG], power=5)
    thug = uid(game, "Thug", VILLAIN_P)
    villain_plays(game, "Thug")
    if rounded_up:
        play(game, "Roundup")  # the only adversary: chosen at once
    else:
        game.apply(Pass())
    game.apply(Assign(thug))
    while Revive(thug) not in game.legal_actions() and game.phase != "deciding to continue":
        game.apply(Pass() if Pass() in game.legal_actions() else game.legal_actions()[0])
    assert (Revive(thug) in game.legal_actions()) is revivable


@pytest.mark.parametrize(("event", "skill_value", "check"), [
    (BARTER, "power", 2), (SUPPRESSION, "hand", 3)])
def test_barter_and_suppression_fire_use_the_stopped_characters_rating(
        event: StargateCard, skill_value: str, check: int) -> None:
    game = scenario([event], power=5)
    hand = len(game.hand(HERO_P))
    play(game, event.title, LEADER)  # Ingenuity 2, Combat 3
    assert status(game, LEADER) == "stopped"
    if skill_value == "power":
        assert game.power(HERO_P) == 5 - 1 + check
    else:
        assert len(game.hand(HERO_P)) == hand - 1 + check


def test_barter_needs_a_character_to_stop() -> None:
    game = scenario([BARTER], power=5)
    with pytest.raises(IllegalAction):
        play(game, "Barter")


def test_barter_ruling_a_rating_the_character_lacks_counts_zero() -> None:
    no_ingenuity = sg_card("Mute", SUPPORT, "Brute", cost=0, skills={B: 1})
    game = scenario([BARTER, no_ingenuity], power=5)
    play(game, "Mute")
    game.apply(Pass())
    play(game, "Barter", "Mute")
    assert game.power(HERO_P) == 4


def test_close_inspection_shuffles_non_events_from_the_discard_pile() -> None:
    game = scenario([CLOSE_INSPECTION, RIFLE, GOOFING], power=5)
    rifle, goofing = uid(game, "Rifle", HERO_P), uid(game, "Goofing Off", HERO_P)
    ops.to_discard(game, rifle)
    ops.to_discard(game, goofing)
    play(game, "Close Inspection", SCHOLAR)  # Science 2: only one non-event there
    assert game.zone_name(rifle) == "deck" and game.zone_name(goofing) == "discard"


@pytest.mark.parametrize(("glyphs", "readied"), [(("Libra Mission", "Pisces Mission"), 2),
                                                 ((), 0)])
def test_heroism_incapacitates_and_readies_one_per_different_glyph(
        glyphs: tuple[str, ...], readied: int) -> None:
    game = scenario([HEROISM], missions=glyph_missions(LIBRA_M, PISCES_M), power=5)
    give_glyph(game, LEADER, *glyphs)
    game.state.status[uid(game, SCHOLAR, HERO_P)] = 3
    play(game, "Heroism", LEADER)
    assert status(game, LEADER) == "incapacitated"
    for title in (WARRIOR, SCHOLAR)[:readied]:
        choose(game, title, HERO_P)
    assert game.pending_decision is None
    assert [status(game, t) for t in (WARRIOR, SCHOLAR)].count("ready") == readied


# --- support characters --------------------------------------------------------------------

BURKE = real("Burke (C.I.A. Operative)", SUPPORT, cost=4, skills={B: 2, I: 2})
CHAKA = real("Chaka (Tribal Leader)", SUPPORT, cost=2, skills={B: 3})
CHEKOV = real("Chekov (Russian Envoy)", SUPPORT, cost=3, skills={C: 2, B: 1},
              traits=("Russian",))
WEIR = real("Elizabeth Weir (Skilled Diplomat)", SUPPORT, cost=4, skills={C: 3})
CROMWELL = real("Frank Cromwell (Strike Team Leader)", SUPPORT, cost=1, skills={B: 2})
FREYR = real("Freyr (High Council Member)", SUPPORT, cost=3, skills={C: 2, B: 1})
GAIRWYN = real("Gairwyn (Cimmerian Ally)", SUPPORT, cost=2, skills={I: 1})
GARSHAW = real("Garshaw (Grand Councilor)", SUPPORT, cost=3, skills={C: 2},
               traits=("Tok'ra",))
HAMMOND = real("George Hammond (SGC Commander)", SUPPORT, cost=4, skills={C: 2},
              traits=("SGC",))
HEIMDALL = real("Heimdall (Geneticist)", SUPPORT, cost=4, skills={S: 3, B: 1})
ARIS = real("Aris Boch (Bounty Hunter)", SUPPORT, cost=1, skills={B: 3})
HAYES = real("Henry Hayes (President of the United States)", SUPPORT, cost=3, skills={B: 1})
JAMALA = real("Jamala (Unlikely Ally)", SUPPORT, cost=2, skills={B: 1})
FRAISER = real("Janet Fraiser (Brilliant Doctor)", SUPPORT, cost=4, skills={S: 3, B: 1})
KANE = real("Jarrod Kane (Chief Aide)", SUPPORT, cost=3, skills={B: 2})
FAXON = real("Joe Faxon (Aschen Liaison)", SUPPORT, cost=3, skills={B: 2})
SPENCER = real("Joe Spencer (Average Citizen)", SUPPORT, cost=2, skills={I: 1})
KEFFLER = real("Keffler (Bioengineer)", SUPPORT, cost=3, skills={S: 2, B: 1}, traits=("NID",))
KENDRA = real("Kendra (Child of Jebanna)", SUPPORT, cost=3, skills={C: 3})
KIERAN = real("Kieran (Naquadria Researcher)", SUPPORT, cost=2, skills={S: 3})
BARRETT = real("Malcolm Barrett (NID Investigator)", SUPPORT, cost=5, skills={B: 2})
LLOYD = real("Martin Lloyd (Television Writer)", SUPPORT, cost=2, skills={I: 0, B: 1})
DAVIS = real("Paul Davis (Pentagon Liaison)", SUPPORT, cost=4, skills={B: 2}, traits=("SGC",))
RAULLY = real("Raully (Undercover Operative)", SUPPORT, cost=2, skills={S: 2})
WOOLSEY = real("Richard Woolsey (Washington Bureaucrat)", SUPPORT, cost=4, skills={C: 2})
MCKAY = real("Rodney McKay (Stargate Expert)", SUPPORT, cost=4, skills={S: 3, B: 1})
RYAC = real("Rya'c (Young Rebel)", SUPPORT, cost=3, skills={B: 2})
SATTERFIELD = real("Satterfield (Academy Graduate)", SUPPORT, cost=3, skills={B: 1},
                   traits=("SGC",))
THOR_FRIEND = real("Thor (Friend of the Tau'ri)", SUPPORT, cost=5, skills={C: 3})
VIDRINE = real("Vidrine (Lieutenant General)", SUPPORT, cost=3, skills={B: 2})
WARRICK = real("Warrick (Race Pilot)", SUPPORT, cost=3, skills={B: 1})
WHITLOW = real("Whitlow (Covert Contact)", SUPPORT, cost=2, skills={I: 2})


def assign(game: StargateGame, *titles: str) -> None:
    """Assign these hero cards, the villain passing after each."""
    for title in titles:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())


@pytest.mark.parametrize(("burke", "difficulty"), [(True, 2), (False, 3)])
def test_burke_makes_the_current_mission_easier_when_played(burke: bool,
                                                            difficulty: int) -> None:
    game = scenario([BURKE], power=5)
    if burke:
        play(game, "Burke")
    assert game.mission_difficulty() == difficulty


def test_chaka_is_blocked_until_turn_end() -> None:
    game = scenario([CHAKA], power=5)
    play(game, "Chaka")
    chaka = uid(game, "Chaka", HERO_P)
    assert game.is_blocked(chaka)
    run_delayed(game, AT_TURN_END)
    assert not game.is_blocked(chaka)


@pytest.mark.parametrize(("russian_assigned", "difficulty"), [(True, 1), (False, 2)])
def test_chekov_success_eases_the_next_mission_more_with_another_russian(
        russian_assigned: bool, difficulty: int) -> None:
    other = sg_card("Ivan", SUPPORT, "Pilot", cost=1, skills={B: 3}, traits=("Russian",))
    game = scenario([CHEKOV, other], missions=glyph_missions(), power=9)
    play(game, "Chekov")
    game.apply(Pass())
    play(game, "Ivan")
    game.apply(Pass())
    assign(game, "Chekov", LEADER)
    if russian_assigned:
        assign(game, "Ivan")
    game.apply(Pass())
    to_next_mission(game)
    assert game.mission_difficulty() == 3 - (3 - difficulty)


@pytest.mark.parametrize(("accept", "thug"), [(True, "stopped"), (False, "ready")])
def test_elizabeth_weir_may_stop_herself_and_discard_to_stop_an_adversary(
        accept: bool, thug: str) -> None:
    game = scenario([WEIR, RIFLE], [THUG], power=5)
    play(game, "Elizabeth Weir")
    game.apply(PlayCard(uid(game, "Thug", VILLAIN_P)))
    game.apply(Choose(0) if accept else Decline())
    if accept:
        game.apply(Choose(uid(game, "Rifle", HERO_P)))
    assert game.status_name(uid(game, "Thug", VILLAIN_P)) == thug
    assert status(game, "Elizabeth Weir") == ("stopped" if accept else "ready")


@pytest.mark.parametrize(("obstacle", "assignable"), [(True, True), (False, False)])
def test_frank_cromwell_is_blocked_while_there_are_no_obstacles(obstacle: bool,
                                                                assignable: bool) -> None:
    game = scenario([CROMWELL], [ROCKS], power=5)
    play(game, "Frank Cromwell")
    if obstacle:
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    else:
        game.apply(Pass())
    assert (Assign(uid(game, "Frank Cromwell", HERO_P)) in game.legal_actions()) is assignable


@pytest.mark.parametrize(("succeeded", "cost"), [(False, 2), (True, 0)])
def test_freyr_costs_two_to_assign_unless_a_mission_succeeded(succeeded: bool,
                                                              cost: int) -> None:
    game = scenario([FREYR], missions=glyph_missions(), power=9)
    play(game, "Freyr")
    game.apply(Pass())
    if succeeded:
        game.state.successes = 1
    power = game.power(HERO_P)
    game.apply(Assign(uid(game, "Freyr", HERO_P)))
    assert game.power(HERO_P) == power - cost


def test_gairwyn_obstacles_cost_more_until_the_end_of_the_mission() -> None:
    game = scenario([GAIRWYN], [ROCKS, RIDDLE], power=9)
    play(game, "Gairwyn")
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 2
    resolve(game)
    gairwyn = uid(game, "Gairwyn", HERO_P)
    assert game.state.memory.get((gairwyn, "dearer obstacles")) is None


def test_garshaw_complications_cost_more_while_a_tokra_is_assigned() -> None:
    game = scenario([GARSHAW, TOKRA], [ROCKS], power=9)
    play(game, "Garshaw")
    game.apply(Pass())
    play(game, "Selmak Host")
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 1  # no Tok'ra assigned yet
    game2 = scenario([GARSHAW, TOKRA], [ROCKS], power=9)
    play(game2, "Garshaw")
    game2.apply(Pass())
    play(game2, "Selmak Host")
    game2.apply(Pass())
    game2.apply(Assign(uid(game2, "Selmak Host", HERO_P)))
    game2.apply(PlayComplication(uid(game2, "Rocks", VILLAIN_P)))
    assert game2.power(VILLAIN_P) == 9 - 2


@pytest.mark.parametrize(("glyphs", "offers"), [(1, True), (0, False)])
def test_george_hammond_commander_may_discard_per_sgc_with_a_glyph(glyphs: int,
                                                                   offers: bool) -> None:
    game = scenario([HAMMOND], missions=glyph_missions(LIBRA_M), power=5)
    play(game, "George Hammond")
    if glyphs:
        give_glyph(game, LEADER, "Libra Mission")
    fire(game, Trigger.DEBRIEF_START, HERO_P)
    flow.run(game)
    assert (game.pending_decision is not None) is offers
    if offers:
        hand = len(game.hand(HERO_P))
        game.apply(Choose(game.hand(HERO_P)[0]))
        assert len(game.hand(HERO_P)) == hand - 1 and game.pending_decision is None


@pytest.mark.parametrize(("accept", "drawn"), [(True, 2), (False, 0)])
def test_heimdall_success_may_draw_two(accept: bool, drawn: int) -> None:
    game = scenario([HEIMDALL], power=5)
    play(game, "Heimdall")
    game.apply(Pass())
    assign(game, "Heimdall", LEADER)
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(Choose(0) if accept else Decline())
    assert len(game.hand(HERO_P)) == hand + drawn


@pytest.mark.parametrize("card", [ARIS, HAYES])
def test_aris_boch_and_henry_hayes_cost_two_power_and_a_discard_to_assign(
        card: StargateCard) -> None:
    game = scenario([card, RIFLE], power=9)
    play(game, card.title)
    game.apply(Pass())
    power, hand = game.power(HERO_P), len(game.hand(HERO_P))
    game.apply(Assign(uid(game, card.title, HERO_P)))
    game.apply(Choose(uid(game, "Rifle", HERO_P)))
    assert (game.power(HERO_P), len(game.hand(HERO_P))) == (power - 2, hand - 1)


def test_aris_boch_ruling_cant_be_assigned_without_a_card_to_discard() -> None:
    game = scenario([ARIS], power=9, pad=0)
    play(game, "Aris Boch")
    game.apply(Pass())
    game.state.players[HERO_P].hand.clear()
    assert Assign(uid(game, "Aris Boch", HERO_P)) not in game.legal_actions()


def test_henry_hayes_gains_one_power_as_the_power_phase_ends() -> None:
    game = scenario([HAYES], power=9)
    hayes = uid(game, "Henry Hayes", HERO_P)
    ops.put_in_play(game, hayes)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert game.power(HERO_P) == 10


@pytest.mark.parametrize(("accept", "warrior"), [(True, "ready"), (False, "stopped")])
def test_jamala_may_stop_himself_and_pay_three_to_ready_a_team_character(
        accept: bool, warrior: str) -> None:
    game = scenario([JAMALA], power=5)
    play(game, "Jamala")
    game.apply(Choose(0) if accept else Decline())
    assert status(game, WARRIOR) == warrior
    assert game.power(HERO_P) == (0 if accept else 3)


@pytest.mark.parametrize(("obstacle", "science"), [(True, 4), (False, 3)])
def test_janet_fraiser_doctor_is_better_while_there_is_an_obstacle(obstacle: bool,
                                                                   science: int) -> None:
    game = scenario([FRAISER], [ROCKS], power=5)
    play(game, "Janet Fraiser")
    if obstacle:
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.skill(uid(game, "Janet Fraiser", HERO_P), SCIENCE) == science


@pytest.mark.parametrize(("accept", "leader"), [(True, "ready"), (False, "incapacitated")])
def test_jarrod_kane_may_pay_and_discard_to_ready_an_incapacitated_character(
        accept: bool, leader: str) -> None:
    game = scenario([KANE, RIFLE], power=5)
    ops.incapacitate(game, uid(game, LEADER, HERO_P))
    play(game, "Jarrod Kane")
    game.apply(Choose(0) if accept else Decline())
    if accept:
        game.apply(Choose(uid(game, "Rifle", HERO_P)))
    assert status(game, LEADER) == leader


@pytest.mark.parametrize(("accept", "faxon"), [(True, "discard"), (False, "in play")])
def test_joe_faxon_success_may_destroy_himself_to_ready_a_character(accept: bool,
                                                                    faxon: str) -> None:
    game = scenario([FAXON], power=5)
    play(game, "Joe Faxon")
    game.apply(Pass())
    assign(game, "Joe Faxon", LEADER)
    game.apply(Pass())
    game.apply(Choose(0) if accept else Decline())
    if accept:
        choose(game, WARRIOR, HERO_P)
        assert status(game, WARRIOR) == "ready"
    assert game.zone_name(uid(game, "Joe Faxon", HERO_P)) == faxon


@pytest.mark.parametrize(("glyphs", "ingenuity"), [(("Libra Mission", "Pisces Mission"), 3),
                                                   ((), 1)])
def test_joe_spencer_gets_ingenuity_per_glyph_of_the_chosen_character(
        glyphs: tuple[str, ...], ingenuity: int) -> None:
    game = scenario([SPENCER], missions=glyph_missions(LIBRA_M, PISCES_M), power=5)
    give_glyph(game, LEADER, *glyphs)
    play(game, "Joe Spencer")
    choose(game, LEADER, HERO_P)
    assert game.skill(uid(game, "Joe Spencer", HERO_P), INGENUITY) == ingenuity


def test_keffler_gets_science_with_a_complication_and_with_another_nid() -> None:
    game = scenario([KEFFLER, AGENT], [ROCKS], power=9)
    keffler = uid(game, "Keffler", HERO_P)
    play(game, "Keffler")
    assert game.skill(keffler, SCIENCE) == 2
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.skill(keffler, SCIENCE) == 3
    play(game, "Agent Smith")
    game.apply(Pass())
    assign(game, "Keffler")
    assert game.skill(keffler, SCIENCE) == 3  # no other NID assigned yet
    assign(game, "Agent Smith")
    assert game.skill(keffler, SCIENCE) == 4


@pytest.mark.parametrize(("accept", "left"), [(True, 0), (False, 1)])
def test_kendra_may_destroy_all_complications(accept: bool, left: int) -> None:
    game = scenario([KENDRA], [ROCKS], power=9)
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    play(game, "Kendra")
    game.apply(Choose(0) if accept else Decline())
    assert len(game.state.complications) == left


@pytest.mark.parametrize(("pay", "kieran"), [(True, "in play"), (False, "discard")])
def test_kieran_destroyed_unless_paid_when_a_combat_mission_is_played(pay: bool,
                                                                      kieran: str) -> None:
    game = scenario([KIERAN, RIFLE], missions=[SPARE,
                                               TEST_MISSION], power=9)
    play(game, "Kieran")
    resolve(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())  # the Combat mission
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(uid(game, "Rifle", HERO_P)))
    assert game.zone_name(uid(game, "Kieran", HERO_P)) == kieran


@pytest.mark.parametrize(("adversaries", "paid"), [(1, 4), (0, 5)])
def test_malcolm_barrett_costs_less_per_adversary(adversaries: int, paid: int) -> None:
    game = scenario([BARRETT], [THUG], power=9)
    if adversaries:
        villain_plays(game, "Thug")
    play(game, "Malcolm Barrett")
    assert game.power(HERO_P) == 9 - paid


@pytest.mark.parametrize(("assigned", "ingenuity"), [(True, 1), (False, 0)])
def test_martin_lloyd_gets_ingenuity_each_time_the_opponent_passes(assigned: bool,
                                                                   ingenuity: int) -> None:
    game = scenario([LLOYD], power=9)
    play(game, "Martin Lloyd")
    game.apply(Pass())
    game.apply(Assign(uid(game, "Martin Lloyd" if assigned else LEADER, HERO_P)))
    game.apply(Pass())
    assert game.skill(uid(game, "Martin Lloyd", HERO_P), INGENUITY) == ingenuity


def test_paul_davis_success_gives_other_sgc_characters_skills_for_the_turn() -> None:
    game = scenario([DAVIS], power=9)
    play(game, "Paul Davis")
    game.apply(Pass())
    assign(game, "Paul Davis", LEADER)
    game.apply(Pass())
    while game.pending_decision is not None or game.phase == "resolving":
        game.apply(game.legal_actions()[0])
    assert game.skill(uid(game, SCHOLAR, HERO_P), CULTURE) == 4  # SGC: +1
    assert game.skill(uid(game, WARRIOR, HERO_P), CULTURE) == 1  # Jaffa
    assert game.skill(uid(game, "Paul Davis", HERO_P), COMBAT) == 2  # not himself


@pytest.mark.parametrize(("accept", "blocked"), [(True, False), (False, True)])
def test_raully_may_pay_two_to_unblock_a_character(accept: bool, blocked: bool) -> None:
    game = scenario([RAULLY], power=5)
    leader = uid(game, LEADER, HERO_P)
    ops.block(game, leader)
    play(game, "Raully")
    game.apply(Choose(0) if accept else Decline())
    assert game.is_blocked(leader) is blocked


def test_richard_woolsey_gets_skills_per_failed_mission() -> None:
    game = scenario([WOOLSEY], power=5)
    play(game, "Richard Woolsey")
    woolsey = uid(game, "Richard Woolsey", HERO_P)
    assert game.skill(woolsey, CULTURE) == 2
    game.state.failed.append(uid(game, "Spare Mission", HERO_P))
    assert game.skill(woolsey, CULTURE) == 3


@pytest.mark.parametrize(("obstacle", "science"), [(True, 4), (False, 3)])
def test_rodney_mckay_gets_skills_per_obstacle_and_complication_when_played(
        obstacle: bool, science: int) -> None:
    game = scenario([MCKAY], [ROCKS], power=9)
    if obstacle:
        villain_plays(game, "Rocks")
    play(game, "Rodney McKay")
    assert game.skill(uid(game, "Rodney McKay", HERO_P), SCIENCE) == science


@pytest.mark.parametrize(("assigned", "combat"), [(True, 3), (False, 2)])
def test_ryac_gets_skills_while_an_adversary_is_assigned(assigned: bool, combat: int) -> None:
    game = scenario([RYAC], [THUG], power=9)
    villain_plays(game, "Thug")
    play(game, "Rya'c")
    if assigned:
        game.apply(Assign(uid(game, "Thug", VILLAIN_P)))
    assert game.skill(uid(game, "Rya'c", HERO_P), COMBAT) == combat


@pytest.mark.parametrize(("glyph", "combat"), [(True, 2), (False, 1)])
def test_satterfield_gets_skills_per_assigned_sgc_with_a_glyph(glyph: bool,
                                                               combat: int) -> None:
    game = scenario([SATTERFIELD], missions=glyph_missions(LIBRA_M), power=9)
    if glyph:
        give_glyph(game, LEADER, "Libra Mission")
    play(game, "Satterfield")
    game.apply(Pass())
    assign(game, "Satterfield", LEADER)
    assert game.skill(uid(game, "Satterfield", HERO_P), COMBAT) == combat


def test_thor_friend_may_search_the_mission_pile_hidden() -> None:
    game = scenario([THOR_FRIEND], missions=glyph_missions(LIBRA_M, PISCES_M), power=9)
    play(game, "Thor")
    assert game.observation(VILLAIN_P).pending is not None
    libra = uid(game, "Libra Mission", HERO_P)
    game.apply(Choose(libra))
    assert game.state.players[HERO_P].missions[-1] == libra


def test_thor_friend_search_may_be_declined() -> None:
    game = scenario([THOR_FRIEND], missions=glyph_missions(LIBRA_M, PISCES_M), power=9)
    top = game.state.players[HERO_P].missions[-1]
    play(game, "Thor")
    game.apply(Decline())
    assert game.state.players[HERO_P].missions[-1] == top


@pytest.mark.parametrize(("gear", "vidrine"), [(True, "ready"), (False, "assigned")])
def test_vidrine_may_ready_when_you_play_a_gear(gear: bool, vidrine: str) -> None:
    game = scenario([VIDRINE, RIFLE], power=9)
    play(game, "Vidrine")
    game.apply(Pass())
    assign(game, "Vidrine")
    if gear:
        play(game, "Rifle")
        game.apply(Choose(uid(game, "Vidrine", HERO_P)))
    assert status(game, "Vidrine") == vidrine


@pytest.mark.parametrize(("assigned", "power"), [(True, 1), (False, 0)])
def test_warrick_success_gains_one_power(assigned: bool, power: int) -> None:
    game = scenario([WARRICK], power=3)
    play(game, "Warrick")
    game.apply(Pass())
    assign(game, LEADER, *(("Warrick",) if assigned else ()))
    game.apply(Pass())
    assert game.power(HERO_P) == power


@pytest.mark.parametrize(("accept", "drawn"), [(True, 1), (False, 0)])
def test_whitlow_may_draw_when_the_opponent_plays_a_complication(accept: bool,
                                                                 drawn: int) -> None:
    game = scenario([WHITLOW], [ROCKS], power=9)
    play(game, "Whitlow")
    hand = len(game.hand(HERO_P))
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    game.apply(Choose(0) if accept else Decline())
    assert len(game.hand(HERO_P)) == hand + drawn


# --- team characters -----------------------------------------------------------------------

ALDWIN = real("Aldwin (Tok'ra Agent)", TEAM, cost=5, skills={C: 0, S: 2, B: 3, I: 2},
              traits=("Tok'ra",))
MITCHELL = real("Cameron Mitchell (Keen Strategist)", TEAM, cost=3,
                skills={C: 1, S: 0, B: 3, I: 3}, traits=("SGC",))
KAWALSKY = real("Charles Kawalsky (Good Soldier)", TEAM, cost=5,
                skills={C: 0, S: 1, B: 3, I: 2}, traits=("SGC",))
DANIEL_ADV = real("Daniel Jackson (Adventurer)", TEAM, cost=3,
                  skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))
DANIEL_LING = real("Daniel Jackson (Linguistics Expert)", TEAM, cost=4,
                   skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))
HAMMOND_GEN = real("George Hammond (Front Line General)", TEAM, cost=4,
                   skills={C: 2, S: 0, B: 1, I: 2}, traits=("SGC",))
ISHTA = real("Ishta (Leader of the Hak'tyl Resistance)", TEAM, cost=5,
             skills={C: 1, S: 0, B: 3, I: 2}, traits=("Jaffa",))
JACK_WITTY = real("Jack O'Neill (Witty Explorer)", TEAM, cost=2,
                  skills={C: 0, S: 1, B: 3, I: 3}, traits=("SGC",))
JACOB = real("Jacob Carter (Man of Two Worlds)", TEAM, cost=4,
             skills={C: 2, S: 1, B: 1, I: 2}, traits=("Tok'ra",))
JANET_MEDIC = real("Janet Fraiser (Field Medic)", TEAM, cost=4,
                   skills={C: 1, S: 3, B: 0, I: 2}, traits=("SGC",))
RAKNOR = real("Rak'nor (Rebel Convert)", TEAM, cost=5, skills={C: 2, S: 0, B: 2, I: 1},
              traits=("Jaffa",))
SAM_ASSET = real("Samantha Carter (Invaluable Asset)", TEAM, cost=3,
                 skills={C: 1, S: 3, B: 2, I: 1}, traits=("SGC",))
SVETLANA = real("Svetlana Markov (Brilliant Scientist)", TEAM, cost=4,
                skills={C: 2, S: 2, B: 0, I: 2}, traits=("Russian",))
TEALC_CHULAK = real("Teal'c (Warrior of Chulak)", TEAM, cost=4,
                    skills={C: 2, S: 0, B: 3, I: 1}, traits=("Jaffa",))
THOR_ALLY = real("Thor (Asgard Ally)", TEAM, cost=2, skills={C: 3, S: 3, B: 0, I: 1},
                 traits=("Asgard",))
ZUKHOV = real("Zukhov (Russian Colonel)", TEAM, cost=5, skills={C: 1, S: 0, B: 2, I: 2},
              traits=("Russian",))


def with_team(member: StargateCard, hero_cards: list[StargateCard] | None = None,
              villain_cards: list[StargateCard] | None = None,
              missions: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    """A scenario whose hero team has `member` instead of Fixture Scientist."""
    from test_sg_engine_helpers import TEAM as FIXTURE_TEAM

    return scenario(hero_cards or [], villain_cards or [],
                    missions=missions or glyph_missions(LIBRA_M, PISCES_M, ORION_M),
                    hero_team=[FIXTURE_TEAM[0], FIXTURE_TEAM[1], member, FIXTURE_TEAM[3]],
                    power=power)


def earn(game: StargateGame, character: str, mission_title: str) -> None:
    """`character` earns the glyph of a mission of the hero's pile (its triggers run)."""
    ops.earn_glyph(game, uid(game, mission_title, HERO_P), uid(game, character, HERO_P))
    flow.run(game)


def test_aldwin_opponent_discards_at_random_per_glyph() -> None:
    game = with_team(ALDWIN, villain_cards=[ROCKS, THUG])
    give_glyph(game, "Aldwin", "Libra Mission")
    hand = len(game.hand(VILLAIN_P))
    earn(game, "Aldwin", "Pisces Mission")
    assert len(game.hand(VILLAIN_P)) == hand - 2


def test_aldwin_ruling_nothing_without_earning() -> None:
    game = with_team(ALDWIN, villain_cards=[ROCKS])
    hand = len(game.hand(VILLAIN_P))
    give_glyph(game, "Aldwin", "Libra Mission")  # placed, not earned
    flow.run(game)
    assert len(game.hand(VILLAIN_P)) == hand


@pytest.mark.parametrize(("matching", "asked"), [(True, True), (False, False)])
def test_cameron_mitchell_may_ready_when_a_matching_mission_is_played(
        matching: bool, asked: bool) -> None:
    missions = [SPARE, mission("Test Mission", B, 3, glyph=Glyph.LIBRA)]
    game = with_team(MITCHELL, [RIFLE], missions=[*missions, LIBRA_M, PISCES_M])
    give_glyph(game, "Cameron Mitchell", "Libra Mission" if matching else "Pisces Mission")
    game.apply(Assign(uid(game, "Cameron Mitchell", HERO_P)))
    resolve(game)
    to_next_mission(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(uid(game, "Rifle", HERO_P)))
        assert status(game, "Cameron Mitchell") == "ready"


@pytest.mark.parametrize(("glyphs", "drawn"), [(("Libra Mission", "Pisces Mission"), 2),
                                               ((), 0)])
def test_charles_kawalsky_may_draw_per_glyph_when_assigned(glyphs: tuple[str, ...],
                                                           drawn: int) -> None:
    game = with_team(KAWALSKY)
    give_glyph(game, "Charles Kawalsky", *glyphs)
    hand = len(game.hand(HERO_P))
    game.apply(Assign(uid(game, "Charles Kawalsky", HERO_P)))
    if game.pending_decision is not None:
        game.apply(Choose(0))
    assert len(game.hand(HERO_P)) == hand + drawn


@pytest.mark.parametrize(("glyphs", "gained"), [(("Libra Mission", "Pisces Mission"), 2),
                                                ((), 0)])
def test_daniel_jackson_adventurer_gains_power_per_glyph(glyphs: tuple[str, ...],
                                                         gained: int) -> None:
    game = with_team(DANIEL_ADV)
    give_glyph(game, "Daniel Jackson", *glyphs)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert game.power(HERO_P) == 9 + gained


@pytest.mark.parametrize(("glyphs", "asked"), [
    (("Orion Mission", "Triangulum Mission"), True), (("Orion Mission",), False)])
def test_daniel_jackson_linguist_searches_the_mission_pile_with_orion_and_triangulum(
        glyphs: tuple[str, ...], asked: bool) -> None:
    tri = mission("Triangulum Mission", C, 3, glyph=Glyph.TRIANGULUM)
    game = with_team(DANIEL_LING, missions=glyph_missions(ORION_M, tri, LIBRA_M))
    give_glyph(game, "Daniel Jackson", *glyphs)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        libra = uid(game, "Libra Mission", HERO_P)
        game.apply(Choose(libra))
        assert game.state.players[HERO_P].missions[-1] == libra


def test_george_hammond_general_gets_experience_per_different_glyph() -> None:
    game = with_team(HAMMOND_GEN)
    from stargate_vcg.engine.stargate import values
    before = values.experience(game, HERO_P)
    give_glyph(game, "George Hammond", "Libra Mission", "Pisces Mission")
    # Two glyphs (1 experience each) and 2 more for the two different glyphs.
    assert values.experience(game, HERO_P) == before + 2 + 2


@pytest.mark.parametrize(("again", "asked"), [(True, True), (False, False)])
def test_ishta_may_destroy_an_adversary_on_earning_a_glyph_she_has(again: bool,
                                                                   asked: bool) -> None:
    libra2 = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA, set_name="Other")
    game = with_team(ISHTA, villain_cards=[THUG],
                     missions=glyph_missions(LIBRA_M, libra2, PISCES_M))
    villain_plays(game, "Thug")
    give_glyph(game, "Ishta", "Libra Mission")
    ops.earn_glyph(game, uid(game, "Libra Mission" if again else "Pisces Mission", HERO_P,
                             1 if again else 0), uid(game, "Ishta", HERO_P))
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(uid(game, "Thug", VILLAIN_P)))
        assert game.zone_name(uid(game, "Thug", VILLAIN_P)) == "discard"


@pytest.mark.parametrize(("new", "difficulty"), [(True, 2), (False, 3)])
def test_jack_oneill_witty_eases_the_next_mission_on_a_different_glyph(
        new: bool, difficulty: int) -> None:
    libra2 = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA, set_name="Other")
    game = with_team(JACK_WITTY, missions=[TEST_MISSION,
                                           SPARE, LIBRA_M, libra2])
    give_glyph(game, "Jack O'Neill", "Libra Mission")
    ops.earn_glyph(game, uid(game, "Libra Mission", HERO_P, 1) if not new else
                   uid(game, "Spare Mission", HERO_P), uid(game, "Jack O'Neill", HERO_P))
    flow.run(game)
    resolve(game)
    to_next_mission(game)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("glyph", "culture"), [("Pisces Mission", 3), ("Libra Mission", 2)])
def test_jacob_carter_gets_skills_with_pisces_and_another_tokra(glyph: str,
                                                                culture: int) -> None:
    game = with_team(JACOB, [TOKRA])
    give_glyph(game, "Jacob Carter", glyph)
    play(game, "Selmak Host")
    game.apply(Pass())
    assign(game, "Jacob Carter", "Selmak Host")
    assert game.skill(uid(game, "Jacob Carter", HERO_P), CULTURE) == culture


@pytest.mark.parametrize(("science", "asked"), [(True, True), (False, False)])
def test_janet_fraiser_medic_may_ready_when_a_science_mission_is_played(
        science: bool, asked: bool) -> None:
    second = mission("Second Mission", S if science else C, 3)
    game = with_team(JANET_MEDIC, missions=[SPARE, second, ORION_M])
    give_glyph(game, "Janet Fraiser", "Orion Mission")
    game.apply(Assign(uid(game, "Janet Fraiser", HERO_P)))
    resolve(game)
    to_next_mission(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert status(game, "Janet Fraiser") == "ready"


@pytest.mark.parametrize(("shared", "combat"), [(True, 3), (False, 2)])
def test_raknor_gets_skills_per_glyph_another_character_has(shared: bool,
                                                            combat: int) -> None:
    libra2 = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA, set_name="Other")
    game = with_team(RAKNOR, missions=glyph_missions(LIBRA_M, libra2, PISCES_M))
    give_glyph(game, "Rak'nor", "Libra Mission")
    ops.place_glyph(game, uid(game, "Libra Mission" if shared else "Pisces Mission", HERO_P,
                              1 if shared else 0), uid(game, LEADER, HERO_P))
    assert game.skill(uid(game, "Rak'nor", HERO_P), COMBAT) == combat


@pytest.mark.parametrize(("matching", "destroyed"), [(True, True), (False, False)])
def test_samantha_carter_asset_may_pay_to_destroy_an_obstacle_at_a_matching_mission(
        matching: bool, destroyed: bool) -> None:
    first = mission("Test Mission", B, 3, glyph=Glyph.LIBRA if matching else Glyph.ORION)
    game = with_team(SAM_ASSET, villain_cards=[ROCKS],
                     missions=[first, SPARE, LIBRA_M])
    give_glyph(game, "Samantha Carter", "Libra Mission")
    villain_plays(game, "Rocks")
    game.apply(Assign(uid(game, "Samantha Carter", HERO_P)))
    if matching:
        game.apply(Choose(0))
    assert (game.zone_name(uid(game, "Rocks", VILLAIN_P)) == "discard") is destroyed


@pytest.mark.parametrize(("glyph", "skill", "value"), [
    ("Orion Mission", CULTURE, 3), ("Libra Mission", SCIENCE, 3), ("Pisces Mission", CULTURE, 2)])
def test_svetlana_markov_gets_a_skill_per_glyph(glyph: str, skill: int, value: int) -> None:
    game = with_team(SVETLANA)
    give_glyph(game, "Svetlana Markov", glyph)
    assert game.skill(uid(game, "Svetlana Markov", HERO_P), skill) == value


def test_tealc_chulak_opponent_loses_power_per_glyph_on_earning_one() -> None:
    game = with_team(TEALC_CHULAK, missions=[mission("Test Mission", B, 3, glyph=Glyph.LIBRA),
                                             SPARE, PISCES_M])
    give_glyph(game, "Teal'c", "Pisces Mission")
    game.apply(Assign(uid(game, "Teal'c", HERO_P)))
    resolve(game)  # Combat 3 against 3: he earns the Libra glyph
    assert game.power(VILLAIN_P) == 9 - 2


def test_tealc_chulak_ruling_no_loss_when_the_mission_fails() -> None:
    game = with_team(TEALC_CHULAK)
    resolve(game)
    assert game.power(VILLAIN_P) >= 9


@pytest.mark.parametrize(("accept", "leader"), [(True, "ready"), (False, "stopped")])
def test_thor_ally_may_pay_to_ready_characters_with_the_new_glyph(accept: bool,
                                                                  leader: str) -> None:
    libra2 = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA, set_name="Other")
    game = with_team(THOR_ALLY, missions=glyph_missions(LIBRA_M, libra2))
    ops.place_glyph(game, uid(game, "Libra Mission", HERO_P, 1), uid(game, LEADER, HERO_P))
    ops.stop(game, uid(game, LEADER, HERO_P))
    earn(game, "Thor", "Libra Mission")
    game.apply(Choose(0) if accept else Decline())
    assert status(game, LEADER) == leader


@pytest.mark.parametrize(("glyph", "asked"), [("Pisces Mission", True), ("Libra Mission", False)])
def test_zukhov_may_search_the_deck_on_earning_pisces(glyph: str, asked: bool) -> None:
    game = with_team(ZUKHOV)
    earn(game, "Zukhov", glyph)
    assert (game.pending_decision is not None) is asked
    if asked:
        card = game.pending_decision.options[0]  # type: ignore[union-attr]
        game.apply(Choose(card))
        assert card in game.hand(HERO_P)


# --- activated abilities -------------------------------------------------------------------

HAZARD = real("Hazard Suits", GEAR, cost=1)
STAFF = real("Staff Weapon", GEAR, cost=2)
WRITINGS = real("Writings from Heliopolis", GEAR, cost=3)
POISON = real("Symbiote Poison", GEAR, cost=2)
SARCOPHAGUS = real("Sarcophagus", GEAR, cost=3)
MIRROR = real("Quantum Mirror", GEAR, cost=2)
TER = real("T.E.R.", GEAR, cost=2)
TRANSPORTER = real("Asgard Transporter", GEAR, cost=4)
DHD = real("DHD", GEAR, cost=2)
LANDRY = real("Hank Landry (SGC Commander)", SUPPORT, cost=4, skills={C: 1, I: 2})
HAIKON = real("Haikon (Lord of the Sodan)", SUPPORT, cost=4, skills={C: 2, B: 3})
JOLAN = real("Jolan (Warrior of the Sodan)", SUPPORT, cost=4, skills={B: 3})
ORLIN = real("Orlin (Outcast Ancient)", SUPPORT, cost=4, skills={S: 3})
MAKEPEACE = real("Makepeace (NID Mole)", TEAM, cost=4, skills={C: 0, S: 2, B: 2, I: 1},
                 traits=("NID",))
SAM_GENIUS = real("Samantha Carter (Scientific Genius)", TEAM, cost=4,
                  skills={C: 1, S: 3, B: 2, I: 1}, traits=("SGC",))
TEALC_DEFENDER = real("Teal'c (Staunch Defender)", TEAM, cost=3,
                      skills={C: 2, S: 0, B: 3, I: 1}, traits=("SGC",))
PLAGUE = sg_card("Plague", OBSTACLE, cost=2, skills={S: 2, B: 1})


def use(game: StargateGame, title: str, target: str | None = None, player: int = HERO_P,
        ability: int = 0, discards: tuple[int, ...] = ()) -> None:
    game.apply(ActivateAbility(uid(game, title, HERO_P), ability, discards,
                               target=uid(game, target, player) if target else -1))


in_play = partial(put_in_play, player=HERO_P)


def test_hazard_suits_remove_a_science_obstacles_failure_text() -> None:
    game = scenario([HAZARD], [PLAGUE, ROCKS], power=9)
    in_play(game, "Hazard Suits")
    villain_plays(game, "Plague")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    use(game, "Hazard Suits", "Plague", VILLAIN_P)
    from stargate_vcg.engine.stargate.effects import TEXT_FAILURE
    assert game.state.removed_text.get(uid(game, "Plague", VILLAIN_P), 0) & TEXT_FAILURE
    with pytest.raises(IllegalAction):  # not a Science obstacle; and the gear is stopped
        use(game, "Hazard Suits", "Rocks", VILLAIN_P)


def test_staff_weapon_stops_a_ready_adversary() -> None:
    game = scenario([STAFF], [THUG], power=9)
    in_play(game, "Staff Weapon")
    villain_plays(game, "Thug")
    use(game, "Staff Weapon", "Thug", VILLAIN_P)
    assert game.status_name(uid(game, "Thug", VILLAIN_P)) == "stopped"
    assert game.power(HERO_P) == 6


def test_writings_from_heliopolis_destroy_a_culture_obstacle_the_opponent_gains_its_cost(
        ) -> None:
    game = scenario([WRITINGS], [RIDDLE, ROCKS], power=9)
    in_play(game, "Writings from Heliopolis")
    villain_plays(game, "Riddle")
    with pytest.raises(IllegalAction):
        use(game, "Writings from Heliopolis", "Rocks", VILLAIN_P)
    villain_power = game.power(VILLAIN_P)
    use(game, "Writings from Heliopolis", "Riddle", VILLAIN_P)
    assert game.zone_name(uid(game, "Riddle", VILLAIN_P)) == "discard"
    assert game.power(VILLAIN_P) == villain_power + 2


@pytest.mark.parametrize(("target", "legal"), [("Riddle", True), ("Rocks", False)])
def test_symbiote_poison_destroys_a_goauld_or_jaffa_obstacle(target: str, legal: bool) -> None:
    game = scenario([POISON], [RIDDLE, ROCKS], power=9)
    in_play(game, "Symbiote Poison")
    villain_plays(game, "Riddle")
    villain_plays(game, "Rocks")
    action = ActivateAbility(uid(game, "Symbiote Poison", HERO_P), 0,
                             target=uid(game, target, VILLAIN_P))
    assert (action in game.legal_actions()) is legal
    if legal:
        game.apply(action)
        assert game.zone_name(uid(game, "Symbiote Poison", HERO_P)) == "discard"
        assert game.zone_name(uid(game, target, VILLAIN_P)) == "discard"


def test_sarcophagus_readies_a_character_weaker_for_the_turn() -> None:
    game = scenario([SARCOPHAGUS], power=9)
    in_play(game, "Sarcophagus")
    use(game, "Sarcophagus", WARRIOR)
    assert status(game, WARRIOR) == "ready"
    assert game.skill(uid(game, WARRIOR, HERO_P), COMBAT) == 2


def test_sarcophagus_cant_ready_a_ready_character() -> None:
    game = scenario([SARCOPHAGUS], power=9)
    in_play(game, "Sarcophagus")
    with pytest.raises(IllegalAction):
        use(game, "Sarcophagus", LEADER)


def test_quantum_mirror_pays_one_to_discard_a_card() -> None:
    game = scenario([MIRROR, RIFLE], power=9)
    in_play(game, "Quantum Mirror")
    use(game, "Quantum Mirror", "Rifle")
    assert game.zone_name(uid(game, "Rifle", HERO_P)) == "discard"
    assert game.power(HERO_P) == 8


@pytest.mark.parametrize(("villain_card", "discarded"), [(True, True), (False, False)])
def test_ter_discards_a_random_villain_card_of_the_opponents_hand(villain_card: bool,
                                                                  discarded: bool) -> None:
    game = scenario([TER], [ROCKS if villain_card else RIFLE], power=9, pad=0)
    in_play(game, "T.E.R.")
    them = game.state.players[VILLAIN_P]
    only = uid(game, "Rocks" if villain_card else "Rifle", VILLAIN_P)
    for c in list(them.hand):
        if c != only:
            ops.to_discard(game, c)
    use(game, "T.E.R.")
    assert (game.zone_name(only) == "discard") is discarded


def test_asgard_transporter_pays_per_assigned_character_to_ready_them() -> None:
    game = scenario([TRANSPORTER], power=9)
    in_play(game, "Asgard Transporter")
    assign(game, LEADER, SCHOLAR)
    use(game, "Asgard Transporter")
    assert (status(game, LEADER), status(game, SCHOLAR)) == ("ready", "ready")
    assert game.power(HERO_P) == 7


def test_asgard_transporter_needs_an_assigned_character() -> None:
    game = scenario([TRANSPORTER], power=9)
    in_play(game, "Asgard Transporter")
    with pytest.raises(IllegalAction):
        use(game, "Asgard Transporter")


@pytest.mark.parametrize("card", [DHD, LANDRY])
def test_dhd_and_hank_landry_search_the_mission_pile(card: StargateCard) -> None:
    game = scenario([card, RIFLE], missions=glyph_missions(LIBRA_M, PISCES_M), power=9)
    in_play(game, card.title)
    discards = (uid(game, "Rifle", HERO_P),) if card is LANDRY else ()
    use(game, card.title, discards=discards)
    libra = uid(game, "Libra Mission", HERO_P)
    game.apply(Choose(libra))
    assert game.state.players[HERO_P].missions[-1] == libra


def test_haikon_blocks_an_adversary_from_the_mission() -> None:
    game = scenario([HAIKON], [THUG], power=9)
    in_play(game, "Haikon")
    villain_plays(game, "Thug")
    use(game, "Haikon", "Thug", VILLAIN_P)
    assert Assign(uid(game, "Thug", VILLAIN_P)) not in game.legal_actions()
    resolve(game)
    assert not game.is_blocked(uid(game, "Thug", VILLAIN_P))


def test_jolan_gives_a_team_character_combat_and_ingenuity_once_each_turn() -> None:
    game = scenario([JOLAN, RIFLE, STAFF], power=9)
    in_play(game, "Jolan")
    use(game, "Jolan", LEADER, discards=(uid(game, "Rifle", HERO_P),))
    leader = uid(game, LEADER, HERO_P)
    assert (game.skill(leader, COMBAT), game.skill(leader, INGENUITY)) == (4, 3)
    game.apply(Pass())
    with pytest.raises(IllegalAction):
        use(game, "Jolan", LEADER, discards=(uid(game, "Staff Weapon", HERO_P),))


@pytest.mark.parametrize(("target", "legal"), [("Rocks", True), ("Riddle", False)])
def test_orlin_destroys_an_obstacle_of_the_cost_paid(target: str, legal: bool) -> None:
    game = scenario([ORLIN], [ROCKS, RIDDLE], power=1)
    in_play(game, "Orlin")
    game.state.players[VILLAIN_P].power = 9
    villain_plays(game, "Rocks")
    villain_plays(game, "Riddle")
    uses = legal_of(game, ActivateAbility)
    assert any(a.target == uid(game, target, VILLAIN_P) for a in uses) is legal
    if legal:
        game.apply(uses[0])
        assert game.zone_name(uid(game, target, VILLAIN_P)) == "discard"
        assert game.zone_name(uid(game, "Orlin", HERO_P)) == "discard"


def test_makepeace_destroys_a_gear_for_skills_per_glyph() -> None:
    game = with_team(MAKEPEACE, [RIFLE])
    in_play(game, "Rifle")
    give_glyph(game, "Makepeace", "Libra Mission", "Pisces Mission")
    use(game, "Makepeace", "Rifle")
    assert game.zone_name(uid(game, "Rifle", HERO_P)) == "discard"
    assert game.skill(uid(game, "Makepeace", HERO_P), COMBAT) == 4


@pytest.mark.parametrize(("glyph", "legal"), [("Libra Mission", True), ("Pisces Mission", False)])
def test_samantha_carter_genius_with_libra_destroys_all_obstacles(glyph: str,
                                                                  legal: bool) -> None:
    game = with_team(SAM_GENIUS, villain_cards=[ROCKS, RIDDLE])
    give_glyph(game, "Samantha Carter", glyph)
    villain_plays(game, "Rocks")
    villain_plays(game, "Riddle")
    if not legal:
        with pytest.raises(IllegalAction):
            use(game, "Samantha Carter")
        return
    use(game, "Samantha Carter")
    assert game.state.obstacles == [] and status(game, "Samantha Carter") == "incapacitated"


def test_tealc_defender_with_scorpius_readies_sgc_and_jaffa_team() -> None:
    scorpius = mission("Scorpius Mission", C, 3, glyph=Glyph.SCORPIUS)
    game = with_team(TEALC_DEFENDER, missions=glyph_missions(scorpius))
    give_glyph(game, "Teal'c", "Scorpius Mission")
    ops.stop(game, uid(game, LEADER, HERO_P))
    use(game, "Teal'c")
    assert (status(game, LEADER), status(game, WARRIOR)) == ("ready", "ready")
    assert status(game, "Teal'c") == "incapacitated"


# --- piles looked at and rearranged, glyphs moved, lasting gear ----------------------------

WALTER = real("Walter Harriman (Technician)", SUPPORT, cost=3, skills={S: 1})
TIGHT_KNIT = real("Tight-knit Team", EVENT, cost=1)
RETURN_TRIP = real("Return Trip", EVENT, cost=3)
ALPHA_SITE = real("Alpha Site Facility", GEAR, cost=4)
ARMBAND = real("Atoniek Armband", GEAR, cost=4)
P90_GUN = real("P90", GEAR, cost=4)
VALA = real("Vala Mal Doran (Con Artist)", TEAM, cost=5, skills={C: 2, S: 0, B: 1, I: 3})
FROTAK = real("Fro'tak (Jealous Rival)", SUPPORT, cost=3, skills={B: 2})
JACK_LEADER = real("Jack O'Neill (Team Leader)", TEAM, cost=2, skills={C: 0, S: 1, B: 3, I: 3},
                   traits=("SGC",))
TABLOID = real("Tabloid Research", EVENT, cost=1)
OCKER = real("Ocker (Tok'ra Operative)", SUPPORT, cost=2, skills={I: 2})


def pile(game: StargateGame) -> list[str]:
    """The hero's mission pile, top first."""
    return [game.facts[m].title for m in reversed(game.state.players[HERO_P].missions)]


def test_walter_harriman_puts_one_of_the_top_two_missions_on_the_bottom() -> None:
    game = scenario([WALTER], missions=glyph_missions(LIBRA_M, PISCES_M), power=9)
    in_play(game, "Walter Harriman")
    fire(game, Trigger.TURN_START, HERO_P)
    flow.run(game)
    top_two = pile(game)[:2]
    game.apply(Choose(uid(game, top_two[0], HERO_P)))
    assert pile(game)[0] == top_two[1] and pile(game)[-1] == top_two[0]


def test_walter_harriman_declined_leaves_the_pile() -> None:
    game = scenario([WALTER], missions=glyph_missions(LIBRA_M, PISCES_M), power=9)
    in_play(game, "Walter Harriman")
    before = pile(game)
    fire(game, Trigger.TURN_START, HERO_P)
    flow.run(game)
    game.apply(Decline())
    assert pile(game) == before


def test_tight_knit_team_moves_a_glyph_between_characters() -> None:
    game = scenario([TIGHT_KNIT], missions=glyph_missions(LIBRA_M), power=9)
    give_glyph(game, LEADER, "Libra Mission")
    play(game, "Tight-knit Team")  # one holder and one glyph: chosen at once
    choose(game, SCHOLAR, HERO_P)
    libra = uid(game, "Libra Mission", HERO_P)
    assert game.state.glyphs.get(uid(game, SCHOLAR, HERO_P)) == [libra]


def test_tight_knit_team_without_a_glyph_does_nothing() -> None:
    game = scenario([TIGHT_KNIT], power=9)
    play(game, "Tight-knit Team")
    assert game.pending_decision is None and not game.state.glyphs


def test_return_trip_exchanges_a_glyph_for_the_top_mission() -> None:
    game = scenario([RETURN_TRIP], missions=glyph_missions(LIBRA_M, PISCES_M), power=9)
    give_glyph(game, LEADER, "Libra Mission")
    top = game.state.players[HERO_P].missions[-1]
    play(game, "Return Trip", LEADER)
    libra = uid(game, "Libra Mission", HERO_P)
    assert game.state.players[HERO_P].missions[-1] == libra
    assert game.state.glyphs[uid(game, LEADER, HERO_P)] == [top]


@pytest.mark.parametrize(("failed", "asked"), [(False, True), (True, False)])
def test_alpha_site_facility_may_take_a_support_character_for_experience(
        failed: bool, asked: bool) -> None:
    game = scenario([ALPHA_SITE, AGENT], power=9)
    in_play(game, "Alpha Site Facility", "Agent Smith")
    if failed:
        game.state.failed.append(uid(game, "Spare Mission", HERO_P))
    from stargate_vcg.engine.stargate import values
    before = values.experience(game, HERO_P)
    fire(game, Trigger.DEBRIEF_START, HERO_P)
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(uid(game, "Agent Smith", HERO_P)))
        assert game.zone_name(uid(game, "Agent Smith", HERO_P)) == "beneath a card"
        assert values.experience(game, HERO_P) == before + 1


def test_atoniek_armband_blocks_a_character_and_gives_skills_for_the_turn() -> None:
    game = scenario([ARMBAND], power=9)
    in_play(game, "Atoniek Armband")
    leader = uid(game, LEADER, HERO_P)
    game.apply(ActivateAbility(uid(game, "Atoniek Armband", HERO_P), 0, blocks=(leader,)))
    assert game.is_blocked(leader) and game.skill(leader, COMBAT) == 5
    game.apply(Pass())
    with pytest.raises(IllegalAction):  # once each turn
        game.apply(ActivateAbility(uid(game, "Atoniek Armband", HERO_P), 0,
                                   blocks=(uid(game, SCHOLAR, HERO_P),)))
    run_delayed(game, AT_TURN_END)
    assert game.skill(leader, COMBAT) == 3


def test_p90_obstacles_cost_one_more_until_the_end_of_the_mission() -> None:
    game = scenario([P90_GUN], [ROCKS, RIDDLE], power=9)
    in_play(game, "P90")
    game.apply(ActivateAbility(uid(game, "P90", HERO_P), 0,
                               blocks=(uid(game, LEADER, HERO_P),)))
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 2
    resolve(game)
    assert not game.state.memory.get((uid(game, "P90", HERO_P), "dearer obstacles"))


def test_p90_obstacle_dearer_than_the_villains_power_is_not_listed() -> None:
    # P90 says it only raises the cost of plays (`cost_on`, `cost_sign`): an obstacle
    # the villain could pay at its printed cost is still priced, not settled by the sign.
    for power, listed in ((1, False), (2, True)):  # Rocks' printed cost is 1
        game = scenario([P90_GUN], [ROCKS, RIDDLE], power=power)
        in_play(game, "P90")
        game.apply(ActivateAbility(uid(game, "P90", HERO_P), 0,
                                   blocks=(uid(game, LEADER, HERO_P),)))
        assert (PlayCard(uid(game, "Rocks", VILLAIN_P)) in game.legal_actions()) is listed


def test_vala_mal_doran_trades_a_libra_glyph_for_the_top_mission() -> None:
    game = with_team(VALA)
    give_glyph(game, "Vala Mal Doran", "Libra Mission")
    top = game.state.players[HERO_P].missions[-1]
    use(game, "Vala Mal Doran", "Libra Mission")
    assert game.state.glyphs[uid(game, "Vala Mal Doran", HERO_P)] == [top]
    assert game.state.players[HERO_P].missions[0] == uid(game, "Libra Mission", HERO_P)


def test_vala_mal_doran_needs_a_libra_or_pisces_glyph() -> None:
    game = with_team(VALA)
    give_glyph(game, "Vala Mal Doran", "Orion Mission")
    with pytest.raises(IllegalAction):
        use(game, "Vala Mal Doran", "Orion Mission")


def test_frotak_pays_two_power_at_the_opponents_next_power_phase() -> None:
    game = scenario([FROTAK], power=9)
    in_play(game, "Fro'tak")
    use(game, "Fro'tak")
    assert game.zone_name(uid(game, "Fro'tak", HERO_P)) == "discard"
    fire(game, Trigger.POWER_PHASE_END, HERO_P)  # his own turn: nothing
    flow.run(game)
    assert game.power(HERO_P) == 9
    game.state.turn += 1
    game.state.hero, game.state.villain = VILLAIN_P, HERO_P
    fire(game, Trigger.POWER_PHASE_END, VILLAIN_P)
    flow.run(game)
    assert game.power(HERO_P) == 11


@pytest.mark.parametrize(("again", "asked"), [(True, True), (False, False)])
def test_jack_oneill_leader_rearranges_the_mission_pile_on_a_glyph_he_has(
        again: bool, asked: bool) -> None:
    libra2 = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA, set_name="Other")
    game = with_team(JACK_LEADER, missions=glyph_missions(LIBRA_M, libra2, PISCES_M))
    give_glyph(game, "Jack O'Neill", "Libra Mission")
    earned = uid(game, "Libra Mission", HERO_P, 1) if again else uid(game, "Pisces Mission",
                                                                      HERO_P)
    ops.earn_glyph(game, earned, uid(game, "Jack O'Neill", HERO_P))
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        first, second = pile(game)[:2]
        game.apply(Choose(uid(game, first, HERO_P)))  # the first to the bottom
        game.apply(Decline())
        assert pile(game)[0] == second and pile(game)[-1] == first


def test_tabloid_research_orders_as_many_missions_as_the_stopped_characters_culture(
        ) -> None:
    game = scenario([TABLOID], missions=glyph_missions(LIBRA_M, PISCES_M, ORION_M), power=9)
    before = pile(game)
    play(game, "Tabloid Research", SCHOLAR)  # Culture 3
    assert game.pending_decision is not None
    assert len(game.pending_decision.options) == 3  # type: ignore[union-attr]
    game.apply(Decline())  # none to the bottom; then the top three in a new order
    game.apply(Choose(uid(game, before[2], HERO_P)))
    game.apply(Choose(uid(game, before[0], HERO_P)))
    assert pile(game)[:3] == [before[2], before[0], before[1]]


def test_ocker_rearranges_the_top_five_of_the_opponents_deck() -> None:
    game = scenario([OCKER], power=9, pad=16)
    in_play(game, "Ocker")
    deck = game.state.players[VILLAIN_P].deck
    top = deck[-1]
    use(game, "Ocker")
    assert game.zone_name(uid(game, "Ocker", HERO_P)) == "discard"
    assert game.observation(VILLAIN_P).pending is not None
    game.apply(Choose(top))
    game.apply(Decline())
    for _ in range(3):
        game.apply(Choose(game.pending_decision.options[0]))  # type: ignore[union-attr]
    assert deck[0] == top and game.pending_decision is None


# --- the rest --------------------------------------------------------------------------------

KHONSUM = real("Khonsum (Goa'uld Impostor)", SUPPORT, cost=4, skills={B: 1, I: 2})
RECON = real("Reconnaissance", EVENT, cost=1)
HEALING = real("Healing Device", GEAR, cost=2)


@pytest.mark.parametrize(("accept", "face_down"), [(True, True), (False, False)])
def test_khonsum_may_pay_three_to_turn_an_obstacle_face_down(accept: bool,
                                                             face_down: bool) -> None:
    game = scenario([KHONSUM], [ROCKS], power=9)
    play(game, "Khonsum")
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    game.apply(Assign(uid(game, "Khonsum", HERO_P)))
    game.apply(Choose(0) if accept else Decline())
    assert (uid(game, "Rocks", VILLAIN_P) in game.state.complications) is face_down


def test_reconnaissance_the_opponent_plays_one_of_two_chosen_cards_as_a_complication(
        ) -> None:
    game = scenario([RECON], [ROCKS, THUG], power=9)
    villain_power = game.power(VILLAIN_P)
    play(game, "Reconnaissance")
    assert game.pending_decision.player == HERO_P  # type: ignore[union-attr]
    rocks, thug = uid(game, "Rocks", VILLAIN_P), uid(game, "Thug", VILLAIN_P)
    game.apply(ChooseMany((rocks, thug)))
    assert game.pending_decision.player == VILLAIN_P  # type: ignore[union-attr]
    game.apply(Choose(thug))
    assert game.state.complications == [thug] and game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize(("accept", "agent"), [(True, "stopped"), (False, "discard")])
def test_healing_device_may_stop_a_support_character_instead_of_its_destruction(
        accept: bool, agent: str) -> None:
    game = scenario([HEALING, AGENT, YEEHAW], power=9)
    in_play(game, "Healing Device", "Agent Smith")
    ops.destroy(game, uid(game, "Agent Smith", HERO_P))
    game.apply(Choose(uid(game, "Agent Smith", HERO_P)) if accept else Decline())
    where = game.zone_name(uid(game, "Agent Smith", HERO_P))
    assert (status(game, "Agent Smith") if where == "in play" else "discard") == agent
    assert game.power(HERO_P) == (7 if accept else 9)


MALP_GEAR = real("MALP", GEAR, cost=3)


@pytest.mark.parametrize(("used", "can_play"), [(True, False), (False, True)])
def test_malp_after_the_opponents_next_pass_he_can_only_pass(used: bool,
                                                             can_play: bool) -> None:
    game = scenario([MALP_GEAR, RIFLE], [ROCKS], power=9)
    in_play(game, "MALP")
    if used:
        use(game, "MALP", discards=(uid(game, "Rifle", HERO_P),))
        assert game.zone_name(uid(game, "MALP", HERO_P)) == "discard"
    else:
        game.apply(Assign(uid(game, SCHOLAR, HERO_P)))
    game.apply(Pass())  # the villain's pass
    game.apply(Assign(uid(game, LEADER, HERO_P)))
    rocks = PlayCard(uid(game, "Rocks", VILLAIN_P))
    assert (rocks in game.legal_actions()) is can_play


def test_malp_lock_ends_with_the_mission() -> None:
    game = scenario([MALP_GEAR, RIFLE], [ROCKS], power=9)
    in_play(game, "MALP")
    use(game, "MALP", discards=(uid(game, "Rifle", HERO_P),))
    game.apply(Pass())
    game.apply(Pass())  # the mission resolves
    assert not game.state.memory.get((uid(game, "MALP", HERO_P), "locked"))


HARLAN = real("Harlan (Custodian of Altair)", SUPPORT, cost=3, skills={S: 2})


def test_harlan_plays_a_support_character_of_a_title_in_play_destroyed_at_turn_end(
        ) -> None:
    twin = sg_card("Agent Smith", SUPPORT, "Other Spook", cost=1, skills={B: 1},
                   traits=("NID",))
    game = scenario([HARLAN, AGENT, twin], power=9)
    in_play(game, "Harlan", "Agent Smith")
    second = uid(game, "Agent Smith", HERO_P, 1)
    with pytest.raises(IllegalAction):  # the same title: not by the rules
        game.apply(PlayCard(second))
    game.apply(ActivateAbility(uid(game, "Harlan", HERO_P), 0, target=second))
    assert game.zone_name(second) == "in play" and game.power(HERO_P) == 8
    run_delayed(game, AT_TURN_END)
    assert game.zone_name(second) == "discard"


def test_harlan_offers_only_affordable_support_characters() -> None:
    game = scenario([HARLAN, BARRETT], power=2)
    in_play(game, "Harlan")
    assert not legal_of(game, ActivateAbility)


# --- base-rest batch ---

IRIS = real("Iris", GEAR, cost=4)
VIRUS = real("Engineered Virus", OBSTACLE, cost=1, skills={B: 1})
JADIN = real("Ja'din (Servant of Cronus)", ADVERSARY, cost=1, skills={B: 1}, revive=2,
             traits=("Goa'uld",))


def _fail_against(game: StargateGame, villain_card: str) -> None:
    """The hero assigns Scholar (Combat 0) to the Combat 3 mission; the villain plays
    `villain_card` (and assigns it, an adversary); the mission resolves: a failure."""
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    card = uid(game, villain_card, VILLAIN_P)
    game.apply(PlayCard(card))
    if game.card(card).type is ADVERSARY:
        game.apply(Pass())
        game.apply(Assign(card))
    game.apply(Pass())
    game.apply(Pass())


@pytest.mark.parametrize(("use_it", "destroyed"), [(True, True), (False, False)])
def test_iris_lets_the_villain_choose_to_pay_for_an_obstacles_failure_text(
        use_it: bool, destroyed: bool) -> None:
    game = scenario([IRIS, AGENT], [VIRUS], power=5)
    in_play(game, "Iris", "Agent Smith")
    _fail_against(game, "Engineered Virus")
    virus = uid(game, "Engineered Virus", VILLAIN_P)
    assert set(game.legal_actions()) == {Choose(virus), Decline()}
    power = game.power(VILLAIN_P)
    game.apply(Choose(virus) if use_it else Decline())
    assert game.power(VILLAIN_P) == power - (1 if use_it else 0)
    assert (game.zone_name(uid(game, "Agent Smith", HERO_P)) == "discard") is destroyed


def test_iris_obstacle_failure_text_unused_without_power_to_pay() -> None:
    game = scenario([IRIS, AGENT], [VIRUS], power=5)
    in_play(game, "Iris", "Agent Smith")
    game.state.players[VILLAIN_P].power = 1  # exactly the obstacle's cost
    _fail_against(game, "Engineered Virus")
    assert game.power(VILLAIN_P) == 0
    assert not legal_of(game, Choose)
    assert game.zone_name(uid(game, "Agent Smith", HERO_P)) == "in play"


def test_iris_adversary_failure_text_is_optional_and_free() -> None:
    game = scenario([IRIS], [JADIN], power=5)
    in_play(game, "Iris")
    _fail_against(game, "Ja'din")
    jadin = uid(game, "Ja'din", VILLAIN_P)
    power = game.power(VILLAIN_P)
    game.apply(Choose(jadin))
    assert game.power(VILLAIN_P) == power
    assert game.zone_name(uid(game, "Iris", HERO_P)) == "discard"


def test_iris_in_hand_leaves_failure_text_mandatory() -> None:
    game = scenario([IRIS, AGENT], [VIRUS], power=5)
    in_play(game, "Agent Smith")
    power = game.power(VILLAIN_P)
    _fail_against(game, "Engineered Virus")
    assert game.zone_name(uid(game, "Agent Smith", HERO_P)) == "discard"
    assert game.power(VILLAIN_P) == power - 1  # the obstacle's cost only


BAUER = real("Bauer (NID Patsy)", SUPPORT, cost=3, skills={S: 1, B: 1}, traits=("NID",))


def _succeed_with(game: StargateGame, *titles: str) -> None:
    """Fixture Leader (Combat 3) and `titles` succeed at the Combat 3 mission."""
    for title in ("Fixture Leader", *titles):
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())  # the villain's
    game.apply(Pass())


@pytest.mark.parametrize("nid", ["Bauer", "Agent Smith"])
def test_bauer_gives_the_mission_a_look_at_the_mission_pile_and_stops_to_bury_it(
        nid: str) -> None:
    game = scenario([BAUER, AGENT], missions=glyph_missions(LIBRA_M), power=5)
    in_play(game, "Bauer", "Agent Smith")
    _succeed_with(game, nid)
    top = game.state.players[HERO_P].missions[-1]
    decision = game.state.pending[-1]
    assert decision.options == (top,) and decision.visible_to == (HERO_P,)
    game.apply(Choose(top))
    assert game.state.players[HERO_P].missions[0] == top
    assert status(game, "Bauer") == "stopped"


def test_bauer_declined_leaves_the_mission_pile_and_bauer() -> None:
    game = scenario([BAUER], missions=glyph_missions(LIBRA_M), power=5)
    in_play(game, "Bauer")
    _succeed_with(game, "Bauer")
    pile = list(game.state.players[HERO_P].missions)
    game.apply(Decline())
    assert game.state.players[HERO_P].missions == pile


@pytest.mark.parametrize("assigned", [(), ("Fixture Scholar",)])
def test_bauer_gives_nothing_without_an_assigned_nid_character(
        assigned: tuple[str, ...]) -> None:
    game = scenario([BAUER, AGENT], missions=glyph_missions(LIBRA_M), power=5)
    in_play(game, "Bauer", "Agent Smith")
    pile = list(game.state.players[HERO_P].missions)
    _succeed_with(game, *assigned)
    assert not [a for a in game.legal_actions() if isinstance(a, (Choose, Decline))]
    assert game.state.players[HERO_P].missions == pile
    assert status(game, "Bauer") == "ready"


DEVLIN = real("Mark Devlin (NID Assassin)", SUPPORT, cost=3, skills={B: 2}, traits=("NID",))


def test_mark_devlin_is_his_owners_adversary_on_the_opponents_turn_then_destroyed(
        ) -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary, values

    game = scenario([], [DEVLIN], power=5)
    mark = uid(game, "Mark Devlin", VILLAIN_P)
    ops.put_in_play(game, mark)
    assert game.surface.is_adversary(mark) and not game.surface.is_character(mark)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(mark))
    assert values.mission_difficulty(game, COMBAT) == 5  # 3 + his Combat 2
    game.apply(Pass())
    game.apply(Pass())  # Combat 3 against 3 + 2: a failure
    assert game.state.outcome is False
    assert set(game.legal_actions()) == {DestroyAdversary(mark)}
    with pytest.raises(IllegalAction):
        game.apply(Revive(mark))
    game.apply(DestroyAdversary(mark))
    assert game.zone_name(mark) == "discard"


def test_mark_devlin_is_a_support_character_on_his_owners_turn() -> None:
    from stargate_vcg.engine.stargate import values
    game = scenario([DEVLIN], power=5)
    mark = uid(game, "Mark Devlin", HERO_P)
    ops.put_in_play(game, mark)
    assert game.surface.is_support_character(mark) and not game.surface.is_adversary(mark)
    game.apply(Assign(mark))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))  # Combat 0 + 2: short of 3
    assert values.hero_total(game, COMBAT) == 2
    while Continue() not in game.legal_actions():
        game.apply(Pass())
    assert game.state.failed  # the mission failed
    assert game.status_name(mark) == "stopped"


def test_mark_devlin_in_the_villains_hand_is_not_assignable() -> None:
    game = scenario([], [DEVLIN], power=5)
    mark = uid(game, "Mark Devlin", VILLAIN_P)
    game.apply(Pass())
    assert Assign(mark) not in game.legal_actions()
    assert PlayCard(mark) not in game.legal_actions()


@pytest.mark.parametrize("seed", [1, 4, 7, 8])
def test_iris_bauer_mark_devlin_and_the_enemy_within_in_random_playouts_stay_exact(
        seed: int) -> None:
    """Random games with many copies of the batch's cards (failure text against Iris,
    The Enemy Within's turned adversaries): the fast legal actions equal the reference,
    clones and replays are exact, the invariants hold, and the actions pickle (a game
    pickles as its recipe; the registry is the caller's)."""
    import pickle

    from factories import HERO, MISSIONS, TEAM, VILLAIN
    from sg_effect_cards import checked_random_game
    from test_sg_engine_helpers import deck

    enemy_within = real("The Enemy Within", OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1})
    cards = [*HERO, *VILLAIN, *[c for c in (IRIS, BAUER, DEVLIN, AGENT, VIRUS, JADIN,
                                            enemy_within) for _ in range(4)]]
    decks = [deck(TEAM, MISSIONS, cards, "a"), deck(TEAM, MISSIONS, cards, "b")]
    game = checked_random_game(decks, seed, seed + 7)
    assert pickle.loads(pickle.dumps(game.actions)) == game.actions
