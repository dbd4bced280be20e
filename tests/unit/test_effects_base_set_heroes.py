"""Base Set hero cards outside the preconstructed decks (effects/base_set/characters.py,
section cardsE), each played: the text happens, and does not when its condition fails.
Fixture printings with the real card ids; player 0 is the hero of turn 1 (`scenario`):
his team is Fixture Leader, Scholar, Scientist (SGC) and Warrior (Jaffa, stopped at
setup); the first mission is Combat 3."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    Revive,
    StargateGame,
    ops,
)
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

EVENT, GEAR = CardType.EVENT, CardType.GEAR
SUPPORT, TEAM = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
OBSTACLE, ADVERSARY = CardType.OBSTACLE, CardType.ADVERSARY
CULTURE, SCIENCE, COMBAT, INGENUITY = 0, 1, 2, 3  # skill indices (surface.py)

LEADER, SCHOLAR, SCIENTIST, WARRIOR = ("Fixture Leader", "Fixture Scholar",
                                       "Fixture Scientist", "Fixture Warrior")

# Textless fixture cards the tests need around them.
TOKRA = sg_card("Selmak Host", SUPPORT, "Agent", cost=1, skills={C: 1, I: 1},
                traits=("Tok'ra",))
AGENT = sg_card("Agent Smith", SUPPORT, "Spook", cost=1, skills={B: 1}, traits=("NID",))
ROCKS = sg_card("Rocks", OBSTACLE, cost=1, skills={B: 1, I: 1})
RIDDLE = sg_card("Riddle", OBSTACLE, cost=2, skills={C: 2, B: 1}, traits=("Goa'uld",))
THUG = sg_card("Thug", ADVERSARY, "Minion", cost=1, skills={B: 1}, revive=1,
               traits=("Jaffa",))
RIFLE = sg_card("Rifle", GEAR, cost=1)
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


def villain_plays(game: StargateGame, title: str) -> None:
    """The hero passes, the villain plays `title`."""
    game.apply(Pass())
    game.apply(PlayCard(uid(game, title, VILLAIN_P)))


def glyph_missions(*extra: StargateCard) -> list[StargateCard]:
    return [mission("Test Mission", B, 3), mission("Spare Mission", C, 3), *extra]


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
def test_yeeeehaaaw_destroys_an_obstacle_or_an_assigned_adversary(target: str) -> None:
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
