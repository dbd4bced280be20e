"""System Lords events (effects/system_lords/events.py), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import GADGET, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3 as COMBAT_M
from sg_play import CULTURE_3 as CULTURE_M
from sg_play import SPARE, to_next_mission, villain_plays
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.facts import Z_DECK, Z_DISCARD

E = CardType.EVENT
FINISHING_BLOW = real("Finishing Blow", E, cost=3)
LEAVE_NO_TRACE = real("Leave Behind No Trace", E, cost=3)
PERKS = real("Perks", E, cost=4)
PLAN_B = real("Plan B", E, cost=0)
TOKRA_AMBUSH = real("Tok'ra Ambush", E, cost=1)
TURN_TABLES = real("Turn the Tables", E, cost=3)
DIGGING_DEEP = real("Digging Deep", E, cost=2)
SELF_SACRIFICE = real("Self Sacrifice", E, cost=0)
RESILIENCE = real("Resilience", E, cost=2)
STOICISM = real("Stoicism", E, cost=4)
HELPING_HAND = real("Helping Hand", E, cost=5)
LAY_DOWN_COVER = real("Lay Down Cover", E, cost=2)
IMPORTANT_DIG = real("Important Dig", E, cost=3)
INTERROGATION = real("Interrogation", E, cost=4)
RESEARCH = real("Research and Development", E, cost=3)
CLEVER_DISGUISE = real("Clever Disguise", E, cost=2)
NEW_TACK = real("New Tack", E, cost=2)
GUEST_LECTURE = real("Guest Lecture", E, cost=1)
MARTIAL_ARTS = real("Martial Arts Training", E, cost=1)
KELNORIM = real("Kelnorim", E, cost=1)
LUCY = real("Lucy! I'm Home!", E, cost=2)
VICTORY_OR_DEATH = real("Victory or Death", E, cost=2)
PLANNED_ASSAULT = real("Planned Assault", E, cost=1)
POSSIBLE_FATE = real("Possible Fate", E, cost=2)
GONE_FISHING = real("Gone Fishing", E, cost=2)

SUPPORT = CardType.SUPPORT_CHARACTER
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={B: 2, C: 1, I: 1, S: 1})
AGENT = sg_card("Agent", SUPPORT, "Spy", cost=1, skills={B: 1, C: 1}, traits=("Tok'ra",))
SENTRY = sg_card("Sentry", SUPPORT, "Staff", cost=1, skills={B: 2, C: 1}, traits=("Jaffa",))
COMRADE = sg_card("Comrade", CardType.TEAM_CHARACTER, "Colonel", cost=3,
                  skills={C: 1, S: 1, B: 2, I: 1}, traits=("Russian",))
FLARE = sg_card("Flare", E, cost=1)
WIDGET = sg_card("Widget", CardType.GEAR, cost=2)
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 1, C: 1}, revive=1)
GRUNT = sg_card("Grunt", CardType.ADVERSARY, "Lackey", cost=1, skills={B: 1, C: 1}, revive=1)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, I: 1})
STAFF_WALL = sg_card("Staff Wall", CardType.OBSTACLE, cost=1, skills={B: 1},
                     traits=("Jaffa",))
INGENUITY_M = mission("Ingenuity Mission", I, 3)
RATING = {skill: n for n, skill in enumerate(Skill)}

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard] | None = None,
          first: StargateCard = COMBAT_M, team: list[StargateCard] | None = None,
          pad: int = 10) -> StargateGame:
    return scenario(hero, villain or [], missions=[first, SPARE, mission("Last", B, 1)],
                    hero_team=team, power=9, pad=pad)


def h(game: StargateGame, title: str, nth: int = 0) -> int:
    return uid(game, title, HERO_P, nth)


def move(game: StargateGame, card: int, zone: int) -> None:
    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    {Z_DECK: p.deck, Z_DISCARD: p.discard}[zone].insert(0, card)
    game.state.zone[card] = zone


def hero_plays(game: StargateGame, *titles: str) -> None:
    """The hero plays a card and the villain passes, for each title."""
    for title in titles:
        game.apply(PlayCard(h(game, title)))
        game.apply(Pass())


def glyph_beneath(game: StargateGame, character: int, title: str) -> None:
    ops.place_glyph(game, h(game, title), character)


def to_second_mission(game: StargateGame) -> None:
    """The first mission fails; the hero continues."""
    game.apply(Pass())
    game.apply(Pass())
    to_next_mission(game)


def playable(game: StargateGame, title: str) -> bool:
    return PlayCard(h(game, title)) in game.legal_actions()


# --- simple text ------------------------------------------------------------------------


@pytest.mark.parametrize(("stopped", "zone"), [(True, "discard"), (False, "in play")])
def test_finishing_blow_destroys_a_stopped_adversary(stopped: bool, zone: str) -> None:
    game = start([FINISHING_BLOW], [BRUTE])
    villain_plays(game, "Brute")
    brute = v(game, "Brute")
    if stopped:
        ops.stop(game, brute)
    game.apply(PlayCard(h(game, "Finishing Blow")))
    assert game.zone_name(brute) == zone


@pytest.mark.parametrize(("event", "card", "taken"), [
    (LEAVE_NO_TRACE, "Flare", True), (LEAVE_NO_TRACE, "Gadget", False),
    (PERKS, "Gadget", True), (PERKS, "Rocks", False)])
def test_leave_behind_no_trace_and_perks_card_back_from_discard(
        event: StargateCard, card: str, taken: bool) -> None:
    game = start([event, FLARE, GADGET, ROCKS])
    move(game, h(game, card), Z_DISCARD)
    game.apply(PlayCard(h(game, event.title)))
    assert game.zone_name(h(game, card)) == ("hand" if taken else "discard")


@pytest.mark.parametrize(("failed", "gain"), [(True, 2), (False, 0)])
def test_plan_b_gains_two_power_per_failed_mission(failed: bool, gain: int) -> None:
    game = start([PLAN_B])
    if failed:
        to_second_mission(game)
    power = game.power(HERO_P)
    game.apply(PlayCard(h(game, "Plan B")))
    assert game.power(HERO_P) == power + gain


@pytest.mark.parametrize(("support", "status"), [("Agent", "ready"), ("Marine", "stopped")])
def test_tokra_ambush_readies_a_tokra_support_character(support: str, status: str) -> None:
    game = start([TOKRA_AMBUSH, AGENT, MARINE])
    hero_plays(game, support)
    ops.stop(game, h(game, support))
    game.apply(PlayCard(h(game, "Tok'ra Ambush")))
    assert game.status_name(h(game, support)) == status


def test_turn_the_tables_stops_a_ready_adversary() -> None:
    game = start([TURN_TABLES], [BRUTE])
    villain_plays(game, "Brute")
    game.apply(PlayCard(h(game, "Turn the Tables")))
    assert game.status_name(v(game, "Brute")) == "stopped"


def test_turn_the_tables_without_a_ready_adversary_stops_nothing() -> None:
    game = start([TURN_TABLES])
    game.apply(PlayCard(h(game, "Turn the Tables")))
    assert game.pending_decision is None
    assert game.status_name(h(game, "Fixture Leader")) == "ready"


@pytest.mark.parametrize("plays", [True, False])
def test_digging_deep_readies_then_incapacitates_at_mission_end(plays: bool) -> None:
    game = start([DIGGING_DEEP])
    warrior = h(game, "Fixture Warrior")
    if plays:
        game.apply(PlayCard(h(game, "Digging Deep")))  # the only one to ready
        assert game.status_name(warrior) == "ready"
    game.apply(Pass())
    game.apply(Pass())
    assert game.status_name(warrior) == ("incapacitated" if plays else "stopped")
    assert game.status_name(h(game, "Fixture Leader")) == "ready"


@pytest.mark.parametrize("assigned", [True, False])
def test_self_sacrifice_skills_then_destroyed_at_mission_end(assigned: bool) -> None:
    game = start([SELF_SACRIFICE, MARINE])
    marine = h(game, "Marine")
    hero_plays(game, "Marine")
    if assigned:
        game.apply(Assign(marine))
        game.apply(Pass())
    game.apply(PlayCard(h(game, "Self Sacrifice")))
    assert game.skill(marine, RATING[B]) == (3 if assigned else 2)
    game.apply(Pass())
    game.apply(Pass())
    assert game.zone_name(marine) == ("discard" if assigned else "in play")


RUSSIAN_TEAM = [TEAM[0], TEAM[1], COMRADE, TEAM[3]]


@pytest.mark.parametrize(("failed", "combat"), [(True, 2 + 1), (False, 2)])
def test_resilience_russian_team_characters_get_skills_per_failed_mission(
        failed: bool, combat: int) -> None:
    game = start([RESILIENCE], team=RUSSIAN_TEAM)
    if failed:
        to_second_mission(game)
    game.apply(PlayCard(h(game, "Resilience")))
    assert game.skill(h(game, "Comrade"), RATING[B]) == combat
    assert game.skill(h(game, "Fixture Leader"), RATING[B]) == 3


@pytest.mark.parametrize(("shared", "comrade"), [(True, "ready"), (False, "stopped")])
def test_stoicism_readies_russians_sharing_a_glyph(shared: bool, comrade: str) -> None:
    places = [mission("Place A", C, 3, glyph=Glyph.LIBRA),
              mission("Place B", C, 3, glyph=Glyph.LIBRA if shared else Glyph.ORION)]
    game = scenario([STOICISM], [], missions=[COMBAT_M, SPARE, *places],
                    hero_team=RUSSIAN_TEAM, power=9)
    leader, russian = h(game, "Fixture Leader"), h(game, "Comrade")
    glyph_beneath(game, leader, "Place A")
    glyph_beneath(game, russian, "Place B")
    ops.stop(game, leader)
    ops.stop(game, russian)
    game.apply(PlayCard(h(game, "Stoicism")))
    game.apply(Choose(leader))
    assert game.status_name(leader) == "ready"
    assert game.status_name(russian) == comrade


@pytest.mark.parametrize(("obstacle", "zone"), [("Rocks", "discard"), ("Staff Wall", "obstacle")])
def test_helping_hand_destroys_an_obstacle_neither_goauld_nor_jaffa(obstacle: str,
                                                                    zone: str) -> None:
    game = start([HELPING_HAND], [ROCKS, STAFF_WALL])
    villain_plays(game, obstacle)
    game.apply(PlayCard(h(game, "Helping Hand")))
    assert game.zone_name(v(game, obstacle)) == zone


# --- stopping one or two rated characters -------------------------------------------------


@pytest.mark.parametrize("stops", [True, False])
def test_lay_down_cover_stops_an_adversary_per_character_stopped(stops: bool) -> None:
    game = start([LAY_DOWN_COVER], [BRUTE])
    villain_plays(game, "Brute")
    leader, brute = h(game, "Fixture Leader"), v(game, "Brute")
    game.apply(PlayCard(h(game, "Lay Down Cover")))
    if stops:
        game.apply(Choose(leader))  # the only one with Combat 2 or more who can stop
        # Brute, the only adversary, is stopped without a choice
    else:
        game.apply(Decline())
    assert game.status_name(brute) == ("stopped" if stops else "ready")
    assert game.status_name(leader) == ("stopped" if stops else "ready")


@pytest.mark.parametrize("stops", [True, False])
def test_important_dig_takes_a_gear_per_character_stopped(stops: bool) -> None:
    game = start([IMPORTANT_DIG, GADGET])
    move(game, h(game, "Gadget"), Z_DISCARD)
    game.apply(PlayCard(h(game, "Important Dig")))
    game.apply(Choose(h(game, "Fixture Scholar")) if stops else Decline())
    assert game.zone_name(h(game, "Gadget")) == ("hand" if stops else "discard")


@pytest.mark.parametrize("stopped", [2, 1, 0])
def test_interrogation_takes_a_villain_card_per_character_stopped(stopped: int) -> None:
    game = start([INTERROGATION, ROCKS, BRUTE])
    rocks, brute = h(game, "Rocks"), h(game, "Brute")
    move(game, rocks, Z_DISCARD)
    move(game, brute, Z_DISCARD)
    game.apply(PlayCard(h(game, "Interrogation")))
    for title in ("Fixture Leader", "Fixture Scientist")[:stopped]:
        game.apply(Choose(h(game, title)))
    if stopped < 2:
        game.apply(Decline())
    if stopped == 1:
        game.apply(Choose(brute))
    in_hand = {c for c in (rocks, brute) if game.zone_name(c) == "hand"}
    assert in_hand == ({rocks, brute} if stopped == 2 else {brute} if stopped else set())


@pytest.mark.parametrize("stops", [True, False])
def test_research_and_development_searches_a_gear_per_character_stopped(stops: bool) -> None:
    game = start([RESEARCH, GADGET])
    gadget = h(game, "Gadget")
    move(game, gadget, Z_DECK)
    game.apply(PlayCard(h(game, "Research and Development")))
    if stops:
        game.apply(Choose(h(game, "Fixture Scientist")))
        game.apply(Decline())
        game.apply(Choose(gadget))
    else:
        game.apply(Decline())
    assert game.zone_name(gadget) == ("hand" if stops else "deck")


# --- only at a mission of a skill -------------------------------------------------------------


@pytest.mark.parametrize(("event", "first", "team_only"), [
    (CLEVER_DISGUISE, INGENUITY_M, True), (NEW_TACK, CULTURE_M, False)])
def test_clever_disguise_and_new_tack_skills_and_unblock(event: StargateCard,
                                                         first: StargateCard,
                                                         team_only: bool) -> None:
    game = start([event], first=first)
    scholar = h(game, "Fixture Scholar")
    ops.block(game, scholar, until_mission_end=True)
    game.apply(PlayCard(h(game, event.title)))
    game.apply(Choose(scholar))
    assert not game.is_blocked(scholar)
    assert game.skill(scholar, RATING[C]) == 3 + 1


@pytest.mark.parametrize("event", [CLEVER_DISGUISE, NEW_TACK, GUEST_LECTURE])
def test_events_of_a_mission_skill_cant_be_played_at_another_mission(
        event: StargateCard) -> None:
    game = start([event], first=COMBAT_M)
    assert not playable(game, event.title)


def test_martial_arts_training_cant_be_played_at_a_culture_mission() -> None:
    game = start([MARTIAL_ARTS], first=CULTURE_M)
    assert not playable(game, "Martial Arts Training")


@pytest.mark.parametrize(("event", "first"), [(GUEST_LECTURE, CULTURE_M),
                                              (MARTIAL_ARTS, COMBAT_M)])
@pytest.mark.parametrize("moves", [True, False])
def test_guest_lecture_and_martial_arts_training_may_move_a_glyph_to_them(
        event: StargateCard, first: StargateCard, moves: bool) -> None:
    place = mission("Place A", C, 3, glyph=Glyph.LIBRA)
    game = scenario([event], [], missions=[first, SPARE, place], power=9)
    leader, scholar = h(game, "Fixture Leader"), h(game, "Fixture Scholar")
    glyph_beneath(game, leader, "Place A")
    game.apply(PlayCard(h(game, event.title)))
    game.apply(Choose(scholar))
    assert game.skill(scholar, RATING[C]) == 3 + 1
    game.apply(Choose(h(game, "Place A")) if moves else Decline())
    assert game.glyphs(scholar) == ((h(game, "Place A"),) if moves else ())


# --- to play this event ------------------------------------------------------------------------


@pytest.mark.parametrize("has_jaffa", [True, False])
def test_kelnorim_blocks_a_ready_jaffa_character_who_gets_skills(has_jaffa: bool) -> None:
    game = start([KELNORIM, SENTRY])
    sentry = h(game, "Sentry")
    hero_plays(game, "Sentry")
    if not has_jaffa:
        ops.stop(game, sentry)
        assert not playable(game, "Kelnorim")
        return
    game.apply(PlayCard(h(game, "Kelnorim")))
    assert game.is_blocked(sentry)
    assert game.skill(sentry, RATING[B]) == 2 + 1


@pytest.mark.parametrize("has_ready", [True, False])
def test_lucy_im_home_blocks_a_team_character_and_readies_an_sgc_one(has_ready: bool) -> None:
    game = start([LUCY])
    leader, scholar, scientist = (h(game, "Fixture Leader"), h(game, "Fixture Scholar"),
                                  h(game, "Fixture Scientist"))
    ops.stop(game, scholar)
    if not has_ready:
        ops.stop(game, leader)
        ops.stop(game, scientist)
        assert not playable(game, "Lucy! I'm Home!")
        return
    game.apply(PlayCard(h(game, "Lucy! I'm Home!")))
    game.apply(Choose(leader))
    assert game.is_blocked(leader)
    assert game.status_name(scholar) == "ready"  # the only SGC one to ready: no choice


@pytest.mark.parametrize("assigned", [True, False])
def test_victory_or_death_destroys_a_jaffa_support_then_an_adversary(assigned: bool) -> None:
    game = start([VICTORY_OR_DEATH, SENTRY], [BRUTE])
    sentry, brute = h(game, "Sentry"), v(game, "Brute")
    game.apply(PlayCard(sentry))
    game.apply(PlayCard(brute))
    if assigned:
        game.apply(Assign(sentry))
        game.apply(Assign(brute))
    else:
        game.apply(Assign(h(game, "Fixture Leader")))
        game.apply(Assign(brute))
        assert not playable(game, "Victory or Death")
        return
    game.apply(PlayCard(h(game, "Victory or Death")))
    assert (game.zone_name(sentry), game.zone_name(brute)) == ("discard", "discard")


@pytest.mark.parametrize("glyphs", [2, 0])
def test_planned_assault_gains_a_power_per_glyph_of_an_assigned_team_character(
        glyphs: int) -> None:
    places = [mission("Place A", C, 3, glyph=Glyph.LIBRA),
              mission("Place B", C, 3, glyph=Glyph.ORION)]
    game = scenario([PLANNED_ASSAULT], [], missions=[COMBAT_M, SPARE, *places], power=9)
    leader = h(game, "Fixture Leader")
    for title in ("Place A", "Place B")[:glyphs]:
        glyph_beneath(game, leader, title)
    game.apply(Assign(leader))
    game.apply(Pass())
    if not glyphs:
        assert not playable(game, "Planned Assault")
        return
    power = game.power(HERO_P)
    game.apply(PlayCard(h(game, "Planned Assault")))
    assert game.power(HERO_P) == power - 1 + 2


# --- decks ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("mode", "whose"), [(1, VILLAIN_P), (0, HERO_P)])
def test_possible_fate_arranges_the_top_five_of_a_chosen_deck(mode: int, whose: int) -> None:
    game = start([POSSIBLE_FATE], pad=14)
    other = VILLAIN_P if whose == HERO_P else HERO_P
    before = list(game.state.players[other].deck)
    game.apply(PlayCard(h(game, "Possible Fate")))
    game.apply(Choose(mode))
    top = game.state.players[whose].deck[-5:]
    pending = game.pending_decision
    assert pending is not None and set(pending.options) == set(top)
    game.apply(Choose(top[-1]))  # the top card to the bottom
    game.apply(Decline())
    while game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    assert game.state.players[whose].deck[0] == top[-1]
    assert list(game.state.players[other].deck) == before


@pytest.mark.parametrize(("discards", "offered"), [(2, {"Gadget", "Widget"}), (1, {"Gadget"}),
                                                   (0, set())])
def test_gone_fishing_searches_a_hero_card_costing_at_most_the_discards(
        discards: int, offered: set[str]) -> None:
    game = start([GONE_FISHING, MARINE, FLARE, GADGET, WIDGET])
    move(game, h(game, "Gadget"), Z_DECK)
    move(game, h(game, "Widget"), Z_DECK)
    game.apply(PlayCard(h(game, "Gone Fishing")))
    for title in ("Marine", "Flare")[:discards]:
        game.apply(Choose(h(game, title)))
    game.apply(Decline())
    pending = game.pending_decision
    got = {game.facts[c].title for c in pending.options} if pending is not None else set()
    assert {t for t in got if t in ("Gadget", "Widget")} == offered


# --- events that need a few lines ------------------------------------------------------------

ANNIHILATION = real("Annihilation", E, cost=5)
ENTROPIC = real("Entropic Cascade Failure", E, cost=2)
BEDFELLOWS = real("Strange Bedfellows", E, cost=0)
INTIMIDATION = real("Intimidation", E, cost=3)
OPERATIVE = sg_card("Operative", SUPPORT, "Field Agent", cost=1, skills={B: 1},
                    traits=("NID",))
HANDLER = sg_card("Handler", CardType.TEAM_CHARACTER, "Colonel", cost=3,
                  skills={C: 1, S: 1, B: 1, I: 1}, traits=("NID",))
NID_TEAM = [TEAM[0], TEAM[1], HANDLER, TEAM[3]]


def on_top(game: StargateGame, card: int) -> None:
    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    p.deck.append(card)
    game.state.zone[card] = Z_DECK


def test_annihilation_clears_the_mission() -> None:
    game = start([ANNIHILATION, MARINE, OPERATIVE], [ROCKS, BRUTE, GRUNT])
    leader, marine, operative = h(game, "Fixture Leader"), h(game, "Marine"), h(game, "Operative")
    rocks, brute, grunt = v(game, "Rocks"), v(game, "Brute"), v(game, "Grunt")
    for hero_action, villain_action in [
            (PlayCard(marine), PlayCard(rocks)), (PlayCard(operative), PlayCard(brute)),
            (Assign(leader), Assign(brute)), (Assign(marine), PlayComplication(grunt))]:
        game.apply(hero_action)
        game.apply(villain_action)
    game.apply(Assign(operative))
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Annihilation")))
    assert game.status_name(operative) == "stopped"
    assert [game.zone_name(c) for c in (marine, rocks, brute, grunt)] == ["discard"] * 4
    assert game.status_name(leader) == "incapacitated"
    assert game.status_name(h(game, "Fixture Scholar")) == "ready"


def test_annihilation_needs_an_assigned_character() -> None:
    game = start([ANNIHILATION])
    assert not playable(game, "Annihilation")


@pytest.mark.parametrize("support_on_top", [True, False])
def test_entropic_cascade_failure_plays_a_revealed_support_character_for_the_turn(
        support_on_top: bool) -> None:
    game = start([ENTROPIC, MARINE, FLARE, GADGET, WIDGET, ROCKS])
    marine = h(game, "Marine")
    top = ["Flare", "Gadget", "Widget", "Marine" if support_on_top else "Rocks"]
    for title in top:
        on_top(game, h(game, title))
    power = game.power(HERO_P)
    game.apply(PlayCard(h(game, "Entropic Cascade Failure")))
    if support_on_top:
        game.apply(Choose(marine))
    assert game.power(HERO_P) == power - 2
    assert {game.zone_name(h(game, t)) for t in ("Flare", "Gadget", "Widget")} == {"discard"}
    assert game.zone_name(marine) == ("in play" if support_on_top else "hand")
    while game.turn == 1:
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, (Pass, Decline))), actions[0]))
    assert game.zone_name(marine) == ("discard" if support_on_top else "hand")


@pytest.mark.parametrize("two_holders", [True, False])
def test_strange_bedfellows_swaps_two_glyphs(two_holders: bool) -> None:
    places = [mission("Place A", C, 3, glyph=Glyph.LIBRA),
              mission("Place C", C, 3, glyph=Glyph.ORION)]
    game = scenario([BEDFELLOWS], [], missions=[COMBAT_M, SPARE, *places], power=9)
    leader, scholar = h(game, "Fixture Leader"), h(game, "Fixture Scholar")
    a, c = h(game, "Place A"), h(game, "Place C")
    glyph_beneath(game, leader, "Place A")
    glyph_beneath(game, scholar if two_holders else leader, "Place C")
    if not two_holders:
        assert not playable(game, "Strange Bedfellows")
        return
    game.apply(PlayCard(h(game, "Strange Bedfellows")))
    game.apply(Choose(a))  # then Place C, the only glyph of another character
    assert (game.glyphs(leader), game.glyphs(scholar)) == ((c,), (a,))


@pytest.mark.parametrize("assigned", [True, False])
def test_intimidation_lends_the_discarded_support_characters_skills(assigned: bool) -> None:
    game = start([INTIMIDATION, MARINE], team=NID_TEAM)
    handler, marine = h(game, "Handler"), h(game, "Marine")
    game.apply(Assign(handler if assigned else h(game, "Fixture Leader")))
    game.apply(Pass())
    if not assigned:
        assert not playable(game, "Intimidation")
        return
    game.apply(PlayCard(h(game, "Intimidation")))
    game.apply(Choose(marine))
    assert game.zone_name(marine) == "discard"
    assert game.skill(handler, RATING[B]) == 1 + 2
    assert game.skill(handler, RATING[C]) == 1 + 1
