"""System Lords missions (effects/system_lords/missions.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, legal_of, succeed_with, to_next_mission
from sg_play import both_pass as fail
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Boost,
    Choose,
    ChooseGlyphCharacter,
    Continue,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    StargateGame,
    Stop,
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

ENVOY = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Speaker", cost=3, skills={C: 2})
FLARE = sg_card("Flare", CardType.EVENT, cost=1)
RELIC = sg_card("Relic", CardType.GEAR, cost=1, traits=("Ancient",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, I: 1})
FORMULA = sg_card("Formula", CardType.OBSTACLE, cost=1, skills={S: 2})
CHANT = sg_card("Chant", CardType.OBSTACLE, cost=1, skills={C: 2})
RIDDLE = sg_card("Riddle", CardType.OBSTACLE, cost=1, skills={I: 1})
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 0, C: 0}, revive=1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(first: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, power: int | None = None) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power)


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
    to_next_mission(game)
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
    assert legal_of(game, Choose) == [Choose(flare)]
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
    assert legal_of(game, Choose) == [Choose(relic)]
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
    assert legal_of(game, Choose) == [Choose(flare)]
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


# --- missions-events batch -------------------------------------------------------------------

TRAP = real("Activate Trap (Halla)", M, skills={I: 4}, experience=4)
CATALOG = real("Catalog Alien Technology (P3R-233)", M, skills={S: 3}, experience=2)
KULL = real("Defeat Kull Warrior (Alpha Site Ruins)", M, skills={B: 5}, experience=3)
REPLICATORS = real("Defeat Replicators (Orilla)", M, skills={S: 5}, experience=3)
BYRSA = real("Defend the Byrsa (Cartego)", M, skills={B: 5}, experience=4)
BEACHHEAD = real("Destroy Ori Beachhead (Kallana)", M, skills={I: 3}, experience=2)
BOUNTY = real("Escape Bounty Hunter (Uncontrrolled Planet)", M, skills={B: 5}, experience=3)
MINE = real("Escape Naquadah Mine (P3R-636)", M, skills={I: 4}, experience=2)
PRESIDENT = real("Inform New President (The White House)", M, skills={C: 5}, experience=3)
MASS_MURDER = real("Investigate Mass Murder (P45-161)", M, skills={S: 3}, experience=2)
ASGARD = real("Reach Out to the Asgard (Othalla)", M, skills={C: 4}, experience=2)
ZPM = real("Recover Z.P.M. (Giza, 3000 B.C.)", M, skills={I: 3}, experience=1)
SENTINEL = real("Repair the Sentinel (Latona)", M, skills={S: 5}, experience=4)
COERCION = real("Reveal Coercion (Tollana)", M, skills={I: 3}, experience=2)
EXPERIMENTS = real("Stop Experiments (Nirrti's Fortress)", M, skills={C: 4}, experience=3)
PRIMTAH = real("Stop Prim'tah (Chulak)", M, skills={B: 3}, experience=1)
VILLAGERS = real("Sway Villagers (P8X-412)", M, skills={C: 3}, experience=1)
CARTOUCHE = real("Translate Cartouche (Abydos)", M, skills={C: 3}, experience=2)
PLAIN_C = mission("Plain Culture", C, 3)
ENGINEER = sg_card("Engineer", CardType.SUPPORT_CHARACTER, "Mechanic", cost=1,
                   skills={I: 3, S: 1})
LAB = sg_card("Lab", CardType.OBSTACLE, cost=1, skills={S: 1, C: 1})


def _to_next_mission(game: StargateGame) -> None:
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.state.players[HERO_P].power = 9
    game.apply(Continue())


def _glyph_beneath(game: StargateGame, character: int) -> None:
    """A glyph placed beneath a character directly (as if earned before)."""
    from stargate_vcg.engine.stargate import ops

    place = next(u for u, f in enumerate(game.facts) if f.title == "Spare Mission")
    ops.place_glyph(game, place, character)


@pytest.mark.parametrize(("succeeds", "can_assign"), [(True, False), (False, True)])
def test_activate_trap_success_blocks_adversaries_for_the_rest_of_the_turn(
        succeeds: bool, can_assign: bool) -> None:
    game = scenario([], [BRUTE], missions=[TRAP, PLAIN_C, SPARE], power=9)
    brute = uid(game, "Brute", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(brute))
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
    else:
        game.apply(Pass())
    _to_next_mission(game)
    game.apply(Pass())
    assert (Assign(brute) in game.legal_actions()) is can_assign


@pytest.mark.parametrize("succeeds", [True, False])
def test_catalog_alien_technology_success_discards_then_refills(succeeds: bool) -> None:
    game = start(CATALOG)
    if not succeeds:
        fail(game)
        assert game.pending_decision is None
        assert game.discard_pile(HERO_P) == ()
        return
    succeed_with(game, "Fixture Scientist")
    assert game.to_act == HERO_P
    hand = game.hand(HERO_P)
    game.apply(Choose(hand[0]))
    game.apply(Choose(hand[1]))
    game.apply(Decline())
    assert set(game.discard_pile(HERO_P)) >= {hand[0], hand[1]}
    assert len(game.hand(HERO_P)) == 8


@pytest.mark.parametrize(("second", "printed", "becomes"),
                         [(KULL, B, I), (REPLICATORS, S, B)])
@pytest.mark.parametrize("pay", [True, False])
def test_defeat_kull_warrior_and_replicators_pay_four_to_change_the_skill(
        second: StargateCard, printed: int, becomes: int, pay: bool) -> None:
    game = _second_mission(second, [])
    game.apply(Choose(0) if pay else Decline())
    skills = list(Skill)
    assert game.mission_difficulty(skills.index(becomes)) == (5 if pay else 0)
    assert game.mission_difficulty(skills.index(printed)) == (0 if pay else 5)


@pytest.mark.parametrize(("first", "combat"), [(BYRSA, 2 + 1 + 1), (mission("Plain", B, 5),
                                                                      2 + 1)])
def test_defend_the_byrsa_a_boost_gives_one_more(first: StargateCard, combat: int) -> None:
    game = scenario([MARINE, MARINE], [], missions=[first, SPARE], power=5)
    marine, other = uid(game, "Marine", HERO_P), uid(game, "Marine", HERO_P, nth=1)
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Assign(marine))
    game.apply(Pass())
    game.apply(Boost(marine, other))
    assert game.skill(marine, list(Skill).index(B)) == combat


@pytest.mark.parametrize(("succeeds", "zone"), [(False, "in play"), (True, "hand")])
def test_destroy_ori_beachhead_failure_free_adversary_for_the_opponent(
        succeeds: bool, zone: str) -> None:
    game = start(BEACHHEAD, villain=[BRUTE], power=0)
    brute = uid(game, "Brute", VILLAIN_P)
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
        assert game.pending_decision is None
    else:
        fail(game)
        assert game.to_act == VILLAIN_P
        game.apply(Choose(brute))  # with no power: at no cost
    assert game.zone_name(brute) == zone


@pytest.mark.parametrize(("after_failure", "difficulty"), [(True, 5 - 1), (False, 5)])
def test_escape_bounty_hunter_is_easier_per_failed_mission(after_failure: bool,
                                                           difficulty: int) -> None:
    game = _second_mission(BOUNTY, []) if after_failure else start(BOUNTY)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("readies", [True, False])
def test_escape_naquadah_mine_may_ready_a_character_who_is_then_blocked(readies: bool) -> None:
    game = start(MINE)
    warrior = uid(game, "Fixture Warrior", HERO_P)
    assert game.to_act == HERO_P
    game.apply(Choose(warrior) if readies else Decline())
    assert game.status_name(warrior) == ("ready" if readies else "stopped")
    assert game.is_blocked(warrior) is readies


@pytest.mark.parametrize(("first", "difficulty"), [(PRESIDENT, 5 + 2 - 1),
                                                   (mission("Plain", C, 5), 5 + 2)])
def test_inform_new_president_is_easier_per_obstacle(first: StargateCard,
                                                     difficulty: int) -> None:
    game = start(first, villain=[CHANT], power=5)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Chant", VILLAIN_P)))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("has_support", [True, False])
def test_investigate_mass_murder_destroys_a_support_character(has_support: bool) -> None:
    game = scenario([MARINE], [], missions=[SPARE, MASS_MURDER], power=9)
    marine = uid(game, "Marine", HERO_P)
    if has_support:
        game.apply(PlayCard(marine))
    fail(game)
    _to_next_mission(game)
    assert game.zone_name(marine) == ("discard" if has_support else "hand")
    assert game.pending_decision is None


@pytest.mark.parametrize(("succeeds", "culture"), [(True, 3 + 1), (False, 3)])
def test_reach_out_to_the_asgard_success_team_characters_with_a_glyph_get_skills(
        succeeds: bool, culture: int) -> None:
    game = start(ASGARD)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    _glyph_beneath(game, scholar)
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist", "Fixture Scholar")
    else:
        fail(game)
    assert game.skill(scholar, list(Skill).index(C)) == culture
    assert game.skill(uid(game, "Fixture Leader", HERO_P), list(Skill).index(C)) == 1


@pytest.mark.parametrize(("first", "can_assign"), [(ZPM, False), (mission("Plain", I, 3), True)])
def test_recover_zpm_support_characters_are_blocked(first: StargateCard,
                                                    can_assign: bool) -> None:
    game = start(first, hero=[ENGINEER], power=5)
    engineer = uid(game, "Engineer", HERO_P)
    game.apply(PlayCard(engineer))
    game.apply(Pass())
    assert (Assign(engineer) in game.legal_actions()) is can_assign


@pytest.mark.parametrize(("assigned", "science"), [(True, 1 + 1), (False, 1)])
def test_repair_the_sentinel_assigned_characters_with_three_ingenuity_get_science(
        assigned: bool, science: int) -> None:
    game = start(SENTINEL, hero=[ENGINEER], power=5)
    engineer = uid(game, "Engineer", HERO_P)
    game.apply(PlayCard(engineer))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(engineer))
    assert game.skill(engineer, list(Skill).index(S)) == science


@pytest.mark.parametrize(("first", "obstacle", "paid"), [
    (COERCION, "Riddle", 0), (mission("Plain", I, 3), "Riddle", 1), (EXPERIMENTS, "Lab", 0),
    (EXPERIMENTS, "Chant", 1), (mission("Plain", C, 3), "Lab", 1)])
def test_reveal_coercion_and_stop_experiments_obstacles_cost_less(
        first: StargateCard, obstacle: str, paid: int) -> None:
    game = start(first, villain=[RIDDLE, LAB, CHANT], power=5)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    assert game.power(VILLAIN_P) == 5 - paid


@pytest.mark.parametrize(("adversary_assigned", "paid"), [(True, 1), (False, 0)])
def test_stop_primtah_assignment_costs_one_with_an_adversary_assigned(
        adversary_assigned: bool, paid: int) -> None:
    game = start(PRIMTAH, villain=[BRUTE], power=5)
    brute = uid(game, "Brute", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(brute))
    if adversary_assigned:
        game.apply(Pass())
        game.apply(Assign(brute))
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    assert game.power(HERO_P) == 5 - paid


@pytest.mark.parametrize(("first", "difficulty"), [(VILLAGERS, 3 + 2), (PLAIN_C, 3)])
def test_sway_villagers_harder_per_adversary_in_the_opponents_score_pile(
        first: StargateCard, difficulty: int) -> None:
    game = start(first, villain=[BRUTE, ROCKS])
    move(game, uid(game, "Brute", VILLAIN_P), Z_SCORE)
    move(game, uid(game, "Rocks", VILLAIN_P), Z_SCORE)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("glyph", "difficulty"), [(False, 3 + 1), (True, 3)])
def test_translate_cartouche_harder_per_glyphless_assigned_character(
        glyph: bool, difficulty: int) -> None:
    game = start(CARTOUCHE)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    if glyph:
        _glyph_beneath(game, scholar)
    game.apply(Assign(scholar))
    assert game.mission_difficulty() == difficulty


RECON = real("Invasion Reconnaissance (Re'tu Staging World)", M, skills={B: 4}, experience=2)
OSIRIS = real("Intercept Osiris (Egyptian Tomb)", M, skills={I: 4}, experience=3)
INSCRIPTIONS = real("Investigate Ancient Inscriptions (P3R-272)", M, skills={C: 5},
                    experience=4)
PATROLS = real("Elude Patrols (P7S-441)", M, skills={B: 4}, experience=3)
SCHEMER = sg_card("Schemer", CardType.ADVERSARY, "Plotter", cost=1, skills={I: 1}, revive=3)


@pytest.mark.parametrize(("succeeds", "paid"), [(True, 1 + 1), (False, 1)])
def test_invasion_reconnaissance_success_obstacles_cost_more_for_the_turn(
        succeeds: bool, paid: int) -> None:
    game = scenario([], [CHANT], missions=[RECON, PLAIN_C, SPARE], power=9)
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
    else:
        fail(game)
    _to_next_mission(game)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Chant", VILLAIN_P)))
    assert game.power(VILLAIN_P) == power - paid


@pytest.mark.parametrize(("first", "milled"), [(OSIRIS, 3 - 2),
                                               (mission("Plain", I, 4), 3)])
def test_intercept_osiris_failure_assigned_adversaries_revive_cheaper(
        first: StargateCard, milled: int) -> None:
    game = start(first, villain=[SCHEMER], power=5)
    schemer = uid(game, "Schemer", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(schemer))
    game.apply(Pass())
    game.apply(Assign(schemer))
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "revive or score adversaries":
        game.apply(game.legal_actions()[0])
    deck = game.deck_size(VILLAIN_P)
    game.apply(Revive(schemer))
    assert deck - game.deck_size(VILLAIN_P) == milled


@pytest.mark.parametrize("title", ["Fixture Leader", "Fixture Scholar"])
def test_investigate_ancient_inscriptions_chosen_one_gets_skills_then_incapacitated(
        title: str) -> None:
    game = start(INSCRIPTIONS)
    chosen = uid(game, title, HERO_P)
    other = uid(game, "Fixture Scientist", HERO_P)
    culture = game.skill(chosen, list(Skill).index(C)) or 0
    game.apply(Choose(chosen))
    assert game.skill(chosen, list(Skill).index(C)) == culture + 2
    fail(game)
    while game.phase == "deciding to continue" or game.turn == 1:
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Stop)), actions[0]))
        if game.status_name(chosen) == "incapacitated":
            break
    assert game.status_name(chosen) == "incapacitated"
    assert game.status_name(other) != "incapacitated"


@pytest.mark.parametrize(("first", "first_to_act"), [(PATROLS, VILLAIN_P),
                                                     (mission("Plain", B, 4), HERO_P)])
def test_elude_patrols_the_villain_acts_first(first: StargateCard, first_to_act: int) -> None:
    game = start(first)
    assert game.to_act == first_to_act
    assert game.pending_decision is None


SYMBIOTIC = real("Restore Symbiotic Balance (PJ2-445)", M, skills={S: 4}, experience=3)


@pytest.mark.parametrize(("first", "paid", "villain_gain"), [
    (SYMBIOTIC, 1 + 1, 1), (mission("Plain", S, 4), 1, 1)])
def test_restore_symbiotic_balance_failure_playing_a_mission_costs_one_more(
        first: StargateCard, paid: int, villain_gain: int) -> None:
    game = scenario([], [], missions=[first, SPARE, PLAIN_C], power=5)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    hero, villain = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(Continue())
    assert game.power(HERO_P) == hero - paid
    assert game.power(VILLAIN_P) == villain + villain_gain


@pytest.mark.parametrize(("first", "stopped"), [(SYMBIOTIC, True), (mission("Plain", S, 4), False)])
def test_restore_symbiotic_balance_without_the_power_the_hero_cant_continue(
        first: StargateCard, stopped: bool) -> None:
    game = scenario([], [], missions=[first, SPARE, PLAIN_C], power=5)
    game.state.players[HERO_P].power = 1
    fail(game)
    while game.phase not in ("deciding to continue", "debrief") and game.turn == 1:
        game.apply(game.legal_actions()[0])
    assert any(e.kind == "cannot continue" for e in game.log) is stopped  # 2 needed


def test_restore_symbiotic_balance_success_costs_nothing_more() -> None:
    game = scenario([], [], missions=[SYMBIOTIC, SPARE, PLAIN_C], power=5)
    succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    hero = game.power(HERO_P)
    game.apply(Continue())
    assert game.power(HERO_P) == hero


ODINS_LIGHT = real("Restore Odin's Light (K'Tau)", M, skills={S: 3}, experience=1)


@pytest.mark.parametrize(("first", "paid"), [(ODINS_LIGHT, True), (mission("Plain", S, 3), False)])
def test_restore_odins_light_assigning_stops_another_character_as_a_cost(
        first: StargateCard, paid: bool) -> None:
    from stargate_vcg.engine.stargate.legal import legal_actions_checked

    game = start(first)
    scientist, scholar = uid(game, "Fixture Scientist", HERO_P), uid(game, "Fixture Scholar",
                                                                     HERO_P)
    assigns = {a for a in game.legal_actions() if isinstance(a, Assign)
               and a.card == scientist}
    assert set(legal_actions_checked(game)) >= assigns
    if paid:
        # One assignment per other character who may pay; never the plain one.
        others = {u for u in game.state.players[HERO_P].in_play
                  if u != scientist and game.card(u).is_character
                  and game.status_name(u) in ("ready", "assigned")}
        assert len(others) == 2  # the leader and the scholar (the warrior is stopped)
        assert assigns == {Assign(scientist, (o,)) for o in others}
        assert game.check(Assign(scientist)) is not None
        assert game.check(Assign(scientist, (scientist,))) is not None
        game.apply(Assign(scientist, (scholar,)))
        # Paid before the assignment: nothing is left to choose after it.
        assert game.pending_decision is None
    else:
        assert assigns == {Assign(scientist)}
        assert game.check(Assign(scientist, (scholar,))) is not None
        game.apply(Assign(scientist))
    assert game.status_name(scholar) == ("stopped" if paid else "ready")
    assert game.status_name(scientist) == "assigned"


@pytest.mark.parametrize(("first", "can_assign"), [(ODINS_LIGHT, False),
                                                   (mission("Plain", S, 3), True)])
def test_restore_odins_light_no_other_character_to_stop_no_assignment(
        first: StargateCard, can_assign: bool) -> None:
    from stargate_vcg.engine.stargate import ops

    game = start(first)
    for title in ("Fixture Leader", "Fixture Scholar"):
        ops.stop(game, uid(game, title, HERO_P))
    assert game.to_act == HERO_P
    scientist = uid(game, "Fixture Scientist", HERO_P)
    assert any(isinstance(a, Assign) and a.card == scientist
               for a in game.legal_actions()) is can_assign


def test_restore_odins_light_an_assigned_character_may_pay() -> None:
    game = start(ODINS_LIGHT)
    scientist, scholar = uid(game, "Fixture Scientist", HERO_P), uid(game, "Fixture Scholar",
                                                                     HERO_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Assign(scientist, (leader,)))
    game.apply(Pass())  # the villain
    assert Assign(scholar, (scientist,)) in game.legal_actions()
    assert Assign(scholar, (leader,)) not in game.legal_actions()  # stopped already
    game.apply(Assign(scholar, (scientist,)))
    assert game.status_name(scientist) == "stopped"
    assert game.status_name(scholar) == "assigned"


def test_restore_odins_light_the_villains_adversary_costs_no_stop() -> None:
    lab_brute = sg_card("Lab Brute", CardType.ADVERSARY, "Thug", cost=1, skills={S: 1},
                        revive=1)
    game = start(ODINS_LIGHT, villain=[lab_brute], power=5)
    brute = uid(game, "Lab Brute", VILLAIN_P)
    game.apply(Pass())  # the hero
    game.apply(PlayCard(brute))
    game.apply(Pass())  # the hero
    assert legal_of(game, Assign, brute) \
        == [Assign(brute)]
    game.apply(Assign(brute))
    assert game.status_name(brute) == "assigned"
    assert all(game.status_name(u) == "ready" for u in game.state.players[VILLAIN_P].in_play
               if u != brute)


def test_escape_naquadah_mine_offers_only_characters_who_can_be_readied() -> None:
    game = start(MINE)
    pending = game.pending_decision
    assert pending is not None
    assert set(pending.options) == {uid(game, "Fixture Warrior", HERO_P)}
