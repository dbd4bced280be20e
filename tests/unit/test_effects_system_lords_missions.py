"""System Lords missions (effects/system_lords/missions.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    ChooseGlyphCharacter,
    Continue,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
)
from stargate_vcg.engine.stargate.facts import Z_DECK, Z_DISCARD, Z_SCORE

M = CardType.MISSION
AVERT = real("Avert Bombing (Halcyon Tower)", M, skills={I: 5}, experience=4)
REACTOR = real("Build Naquadah Reactor (Cheyenne Mountain)", M, skills={C: 3}, experience=4)
CANVASS = real("Canvass Illegal Operations (NID Warehouse)", M, skills={C: 3}, experience=2)
WEAPON = real("Construct Anti-Replicator Weapon (Asgard Ship)", M, skills={S: 4},
              experience=3)
GIANTS = real("Contact Giant Aliens (P7X-377)", M, skills={C: 4}, experience=2)
LINK = real("Disable the Link (P3X-289)", M, skills={C: 5}, experience=3)
ANNIHILATION = real("Prevent Annihilation (P5S-381)", M, skills={I: 5}, experience=3)
ENTRAP = real("Entrap Goa'uld (Danial Jackson's House)", M, skills={B: 3}, experience=1)
PRISON = real("Escape Prison World (Hadante)", M, skills={I: 4}, experience=3)
EXCAVATE = real("Excavate Ancient Artifacts (Antarctic Research Base)", M, skills={C: 3},
                experience=3)
HYBRID_LAB = real("Explore Anubis' Hybrid Lab (P3X-584)", M, skills={S: 3}, experience=1)
FRAUD = real("Expose Fraud (Kal Mah)", M, skills={B: 3}, experience=2)
CAPTIVES = real("Free Captives (P8X-873)", M, skills={B: 4}, experience=3)
INTELLIGENCE = real("Gather Intelligence (Tartarus)", M, skills={C: 3}, experience=3)
AMBUSH = real("Hold Off Ambush (P3X-666)", M, skills={B: 3}, experience=2)
HUNT = real("Hunt Goa'uld (Northern Washington)", M, skills={C: 3}, experience=2)
DEAD_HOSTS = real("Investigate Dead Hosts (Linver Meeting Site)", M, skills={C: 3},
                  experience=2, glyph=Glyph.ORION)
LIBERATE = real("Liberate Servants of Baal (P45-237)", M, skills={C: 3}, experience=2)
OMA = real("Persuade Oma Desala (Ascended Plane)", M, skills={C: 3}, experience=4)
THEFT = real("Prevent Theft (Nevada Facility)", M, skills={B: 3}, experience=1)
NEGOTIATIONS = real("Protected Planet Negotiations (Cheyenne Mountain)", M, skills={C: 4},
                    experience=3)
CAPTIVE = real("Rescue Captive (P3X-888)", M, skills={C: 3}, experience=1)
RESCUE_TEAM = real("Rescue Team (Bedrosia)", M, skills={B: 5}, experience=4)
SABOTAGE = real("Sabotage Goa'uld Alliance (Tobin System)", M, skills={B: 3}, experience=2)

MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1, skills={B: 2})
ENVOY = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Speaker", cost=3, skills={C: 2})
FLARE = sg_card("Flare", CardType.EVENT, cost=1)
RELIC = sg_card("Relic", CardType.GEAR, cost=1, traits=("Ancient",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, I: 1})
FORMULA = sg_card("Formula", CardType.OBSTACLE, cost=1, skills={S: 2})
CHANT = sg_card("Chant", CardType.OBSTACLE, cost=1, skills={C: 2})
RIDDLE = sg_card("Riddle", CardType.OBSTACLE, cost=1, skills={I: 1})
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 0, C: 0}, revive=1)
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(first: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, power: int | None = None) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power)


def succeed_with(game: StargateGame, *titles: str) -> None:
    """The hero assigns these characters, the villain passes: the mission resolves."""
    for title in titles:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


def fail(game: StargateGame) -> None:
    """Nobody assigned: both pass and the mission fails."""
    game.apply(Pass())
    game.apply(Pass())


def move(game: StargateGame, card: int, zone: int) -> None:
    """Arrange a card from its owner's hand into the deck, discard pile or score pile."""
    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    {Z_DECK: p.deck, Z_DISCARD: p.discard, Z_SCORE: p.score}[zone].insert(0, card)
    game.state.zone[card] = zone


@pytest.mark.parametrize(("pay", "power", "warrior"), [(True, 2, "ready"),
                                                       (False, 5, "stopped")])
def test_avert_bombing_may_pay_three_to_ready_a_character(pay: bool, power: int,
                                                          warrior: str) -> None:
    game = start(AVERT, power=5)
    game.apply(Choose(0) if pay else Decline())
    assert game.power(HERO_P) == power
    assert game.status_name(uid(game, "Fixture Warrior", HERO_P)) == warrior


def test_avert_bombing_asks_nothing_without_three_power() -> None:
    game = scenario(missions=[SPARE, AVERT], power=3)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())
    assert game.power(HERO_P) < 3 and game.pending_decision is None


@pytest.mark.parametrize(("assigned", "power"), [(("Fixture Scholar",), 5 + 2), ((), 5)])
def test_build_naquadah_reactor_success_gains_two_power(assigned: tuple[str, ...],
                                                        power: int) -> None:
    game = start(REACTOR, power=5)
    succeed_with(game, *assigned)
    assert game.power(HERO_P) == power


def test_canvass_illegal_operations_success_takes_an_event_from_the_discard_pile() -> None:
    game = start(CANVASS, hero=[FLARE, MARINE])
    flare, marine = uid(game, "Flare", HERO_P), uid(game, "Marine", HERO_P)
    move(game, flare, Z_DISCARD)
    move(game, marine, Z_DISCARD)
    succeed_with(game, "Fixture Scholar")
    assert [a for a in game.legal_actions() if isinstance(a, Choose)] == [Choose(flare)]
    game.apply(Choose(flare))
    assert flare in game.hand(HERO_P)


def test_canvass_illegal_operations_failure_takes_nothing() -> None:
    game = start(CANVASS, hero=[FLARE])
    move(game, uid(game, "Flare", HERO_P), Z_DISCARD)
    fail(game)
    assert game.pending_decision is None


@pytest.mark.parametrize(("assigned", "villain_may_take"), [((), True),
                                                            (("Fixture Scientist",
                                                              "Fixture Scholar"), False)])
def test_construct_anti_replicator_weapon_failure_gives_the_opponent_an_obstacle_back(
        assigned: tuple[str, ...], villain_may_take: bool) -> None:
    game = start(WEAPON, villain=[RIDDLE])
    riddle = uid(game, "Riddle", VILLAIN_P)
    move(game, riddle, Z_DISCARD)
    succeed_with(game, *assigned)
    if villain_may_take:
        assert game.to_act == VILLAIN_P and Decline() in game.legal_actions()
        game.apply(Choose(riddle))
    assert (riddle in game.hand(VILLAIN_P)) is villain_may_take


def test_contact_giant_aliens_success_trades_a_support_character_for_power(
        ) -> None:
    game = start(GIANTS, hero=[MARINE, ENVOY], power=5)
    envoy = uid(game, "Envoy", HERO_P)
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    succeed_with(game, "Envoy", "Fixture Scholar")
    assert Decline() in game.legal_actions()
    game.apply(Choose(envoy))
    assert game.zone_name(envoy) == "discard"
    assert game.power(HERO_P) == 5 - 3 + 3


def test_contact_giant_aliens_declined_keeps_the_support_character() -> None:
    game = start(GIANTS, hero=[ENVOY], power=5)
    envoy = uid(game, "Envoy", HERO_P)
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    succeed_with(game, "Envoy", "Fixture Scholar")
    game.apply(Decline())
    assert game.zone_name(envoy) == "in play" and game.power(HERO_P) == 2


def _second_mission(second: StargateCard, villain: list[StargateCard]) -> StargateGame:
    """The spare mission fails; the hero continues to `second` (9 power, 1 paid to
    continue)."""
    game = scenario([], villain, missions=[SPARE, second], power=9)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.state.players[HERO_P].power = 9
    game.apply(Continue())
    return game


@pytest.mark.parametrize(("second", "printed", "becomes"), [(LINK, C, S), (ANNIHILATION, I, C)])
@pytest.mark.parametrize("pay", [True, False])
def test_paying_four_changes_the_skill_the_mission_requires(
        second: StargateCard, printed: int, becomes: int, pay: bool) -> None:
    """Ruling: the mission keeps its printed difficulty, in the new skill only."""
    game = _second_mission(second, [FORMULA, CHANT])
    game.apply(Choose(0) if pay else Decline())
    assert game.power(HERO_P) == (8 - 4 if pay else 8)
    skills = list(Skill)
    assert game.mission_difficulty(skills.index(becomes)) == (5 if pay else 0)
    assert game.mission_difficulty(skills.index(printed)) == (0 if pay else 5)
    game.apply(Pass())
    plays = {game.facts[a.card].title for a in game.legal_actions() if isinstance(a, PlayCard)}
    assert ("Formula" in plays) is (pay and becomes == S)
    assert ("Chant" in plays) is ((pay and becomes == C) or (printed == C and not pay))


@pytest.mark.parametrize(("first", "discarded"), [(ENTRAP, 1), (SPARE, 0)])
def test_entrap_goauld_opponents_obstacle_discards_a_random_card(first: StargateCard,
                                                                  discarded: int) -> None:
    game = start(first, villain=[ROCKS])
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert len(game.hand(HERO_P)) == hand - discarded
    assert len(game.discard_pile(HERO_P)) == discarded


def test_entrap_goauld_opponents_complication_and_adversary_discard_too() -> None:
    game = start(ENTRAP, villain=[ROCKS, BRUTE], power=9)
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Brute", VILLAIN_P)))
    assert len(game.hand(HERO_P)) == hand - 1  # playing an adversary is not assigning it
    game.apply(Pass())
    game.apply(Assign(uid(game, "Brute", VILLAIN_P)))
    assert len(game.hand(HERO_P)) == hand - 2


@pytest.mark.parametrize(("obstacle", "difficulty"), [("Rocks", 4 + 1 + 1), ("Riddle", 4 + 1)])
def test_escape_prison_world_combat_obstacles_get_harder(obstacle: str,
                                                         difficulty: int) -> None:
    game = start(PRISON, villain=[ROCKS, RIDDLE])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    assert game.mission_difficulty() == difficulty


def test_excavate_ancient_artifacts_success_searches_for_an_ancient_card() -> None:
    game = start(EXCAVATE, hero=[RELIC, FLARE])
    relic = uid(game, "Relic", HERO_P)
    move(game, relic, Z_DECK)
    move(game, uid(game, "Flare", HERO_P), Z_DECK)
    succeed_with(game, "Fixture Scholar")
    assert [a for a in game.legal_actions() if isinstance(a, Choose)] == [Choose(relic)]
    game.apply(Choose(relic))
    assert relic in game.hand(HERO_P)


def test_excavate_ancient_artifacts_failure_searches_nothing() -> None:
    game = start(EXCAVATE, hero=[RELIC])
    move(game, uid(game, "Relic", HERO_P), Z_DECK)
    fail(game)
    assert game.pending_decision is None


@pytest.mark.parametrize(("assigned", "searched"), [((), True), (("Fixture Scientist",),
                                                                  False)])
def test_explore_hybrid_lab_failure_lets_the_opponent_search_for_an_adversary(
        assigned: tuple[str, ...], searched: bool) -> None:
    game = start(HYBRID_LAB, villain=[BRUTE])
    brute = uid(game, "Brute", VILLAIN_P)
    move(game, brute, Z_DECK)
    succeed_with(game, *assigned)
    if searched:
        seen_by_hero = game.observation(HERO_P).pending
        assert seen_by_hero is not None and set(seen_by_hero.options) == {-1}
        game.apply(Choose(brute))
    assert (brute in game.hand(VILLAIN_P)) is searched


@pytest.mark.parametrize(("assigned", "destroyed"), [((), True), (("Fixture Leader",), False)])
def test_expose_fraud_failure_trades_an_opponent_support_character_for_power(
        assigned: tuple[str, ...], destroyed: bool) -> None:
    game = start(FRAUD, hero=[ENVOY], power=5)
    envoy = uid(game, "Envoy", HERO_P)
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    villain_power = game.power(VILLAIN_P)
    succeed_with(game, *assigned)
    assert (game.zone_name(envoy) == "discard") is destroyed
    assert game.power(VILLAIN_P) == villain_power + (3 if destroyed else 0)


def test_free_captives_failure_destroys_only_assigned_support_characters() -> None:
    game = start(CAPTIVES, hero=[MARINE, ENVOY], power=5)
    marine, envoy = uid(game, "Marine", HERO_P), uid(game, "Envoy", HERO_P)
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    succeed_with(game, "Marine")  # Combat 2 of 4: fails
    assert game.zone_name(marine) == "discard" and game.zone_name(envoy) == "in play"


def test_gather_intelligence_success_searches_for_an_event() -> None:
    game = start(INTELLIGENCE, hero=[RELIC, FLARE])
    flare = uid(game, "Flare", HERO_P)
    move(game, uid(game, "Relic", HERO_P), Z_DECK)
    move(game, flare, Z_DECK)
    succeed_with(game, "Fixture Scholar")
    assert [a for a in game.legal_actions() if isinstance(a, Choose)] == [Choose(flare)]
    game.apply(Choose(flare))
    assert flare in game.hand(HERO_P)


@pytest.mark.parametrize(("first", "gain"), [(AMBUSH, 2), (SPARE, 0)])
def test_hold_off_ambush_gives_the_opponent_two_power(first: StargateCard, gain: int) -> None:
    game = start(first)
    assert game.power(VILLAIN_P) - game.power(HERO_P) == gain  # both start with 3


@pytest.mark.parametrize(("assigned", "discarded"), [(("Fixture Scholar",), True), ((), False)])
def test_hunt_goauld_success_discards_a_card_of_the_opponents_score_pile(
        assigned: tuple[str, ...], discarded: bool) -> None:
    game = start(HUNT, villain=[BRUTE])
    brute = uid(game, "Brute", VILLAIN_P)
    move(game, brute, Z_SCORE)
    succeed_with(game, *assigned)
    assert (game.zone_name(brute) == "discard") is discarded


def _earn_glyph(game: StargateGame, title: str) -> int:
    character = uid(game, title, HERO_P)
    for _ in range(20):
        if ChooseGlyphCharacter(character) in game.legal_actions():
            game.apply(ChooseGlyphCharacter(character))
            return character
        game.apply(game.legal_actions()[0])
    raise AssertionError("no glyph to earn")


@pytest.mark.parametrize(("first", "status"), [(DEAD_HOSTS, "incapacitated"),
                                               (mission("Quiet Mission", C, 3), "stopped")])
def test_investigate_dead_hosts_incapacitates_who_earns_its_glyph(first: StargateCard,
                                                                  status: str) -> None:
    game = start(first)
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    scholar = _earn_glyph(game, "Fixture Scholar")
    while game.pending_decision is not None or game.phase == "mission end":
        game.apply(game.legal_actions()[0])
    assert game.status_name(scholar) == status
    assert game.status_name(uid(game, "Fixture Leader", HERO_P)) == "stopped"


@pytest.mark.parametrize(("first", "zone", "status"), [
    (LIBERATE, "in play", "stopped"), (OMA, "discard", "none"), (SPARE, "in play", "ready")])
def test_liberate_and_persuade_success_stop_or_destroy_an_adversary(
        first: StargateCard, zone: str, status: str) -> None:
    game = start(first, villain=[BRUTE], power=5)
    brute = uid(game, "Brute", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(brute))
    succeed_with(game, "Fixture Scholar")
    assert game.zone_name(brute) == zone and game.status_name(brute) == status


@pytest.mark.parametrize(("first", "difficulty"), [(THEFT, 3 + 1 + 1), (SPARE, 3 + 1)])
def test_prevent_theft_complications_get_harder(first: StargateCard, difficulty: int) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("first", "gain"), [(NEGOTIATIONS, 1), (SPARE, 0)])
def test_protected_planet_negotiations_each_pass_gains_one_power(first: StargateCard,
                                                                 gain: int) -> None:
    game = start(first, power=3)
    game.apply(Pass())
    assert game.power(HERO_P) == 3 + gain
    game.apply(Pass())
    assert game.power(VILLAIN_P) == 3 + gain


def test_rescue_captive_stops_a_character() -> None:
    game = start(CAPTIVE)
    leader = uid(game, "Fixture Leader", HERO_P)
    assert Choose(uid(game, "Fixture Warrior", HERO_P)) not in game.legal_actions()
    game.apply(Choose(leader))
    assert game.status_name(leader) == "stopped"


@pytest.mark.parametrize(("first", "envoy", "marine"), [(RESCUE_TEAM, 1, 2),
                                                        (SPARE, None, 2)])
def test_rescue_team_support_characters_with_culture_get_combat(
        first: StargateCard, envoy: int | None, marine: int) -> None:
    game = start(first, hero=[MARINE, ENVOY], power=5)
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Envoy", HERO_P)))
    assert game.skill(uid(game, "Envoy", HERO_P), 2) == envoy
    assert game.skill(uid(game, "Marine", HERO_P), 2) == marine


@pytest.mark.parametrize(("first", "loss"), [(SABOTAGE, 2), (SPARE, 0)])
def test_sabotage_goauld_alliance_opponents_obstacle_and_adversary_cost_power(
        first: StargateCard, loss: int) -> None:
    game = start(first, villain=[ROCKS, BRUTE], power=9)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Brute", VILLAIN_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Brute", VILLAIN_P)))
    assert game.power(HERO_P) == 9 - loss
