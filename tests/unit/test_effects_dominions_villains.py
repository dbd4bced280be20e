"""Dominions adversaries and obstacles (effects/dominions/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, villain, villain_assigns
from sg_play import finish_mission as finish
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Keywords
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
MARDUK = real("Marduk (Babylonian Tyrant)", ADV, cost=4, skills={S: 3, B: 3}, revive=6,
              traits=("Goa'uld",))
WOOLSEY = real("Richard Woolsey (Hostile Investigator)", ADV, cost=5, skills={C: 3, I: 3},
               revive=4, traits=("Political",))
ALT_TEALC = real("Alternate Teal'c (First Prime of Baal)", ADV, cost=4, skills={C: 2, B: 3},
                 revive=6, traits=("Jaffa",))
CALLOUS = real("Callous Counterstrike", OBS, cost=3, skills={S: 1, B: 1}, traits=("Jaffa",))
FORCED = real("Forced Evolution", OBS, cost=3, skills={S: 3}, traits=("Disease",))
GHASTLY = real("Ghastly Warning", OBS, cost=4, skills={S: 2, I: 3})
DEHYDRATION = real("Severe Dehydration", OBS, cost=3, skills={I: 2})
SURRENDER = real("Surrender or Die!", OBS, cost=3, skills={B: 2, I: 2}, traits=("Jaffa",))
BOTTLE = real("Message In A Bottle", OBS, cost=5, skills={B: 3, I: 3})
SOCIAL = real("Social Experiment", OBS, cost=2, skills={C: 3})
STUN = real("Stun Bubble", OBS, cost=4, skills={S: 2, B: 2, I: 2}, traits=("Wraith",))

MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1,
                 skills={C: 2, S: 2, B: 2, I: 2})
MEDIC = sg_card("Medic", CardType.SUPPORT_CHARACTER, "Nurse", cost=1, skills={C: 1, B: 1})
ROCKS = sg_card("Rocks", OBS, cost=2, skills={C: 1, B: 1})
GENIUS = sg_card("Genius", CardType.SUPPORT_CHARACTER, "Savant", cost=1, skills={S: 5})
JAFFA_POST = sg_card("Jaffa Post", OBS, cost=1, skills={C: 1, B: 1}, traits=("Jaffa",),
                     keywords=Keywords(dominion=True))
JAFFA_WALL = sg_card("Jaffa Wall", OBS, cost=1, skills={C: 1, B: 1}, traits=("Jaffa",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = None) -> StargateGame:
    """The first mission is of a skill the first villain card is rated in (else Combat)."""
    if skill is None:
        skill = next(iter(villain[0].skills), B) if villain else B
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power, pad=30)


# --- Marduk ---

@pytest.mark.parametrize("success", [True, False])
def test_marduk_incapacitates_and_dies_on_success(success: bool) -> None:
    game = start(villain=[MARDUK], difficulty=1 if success else 9, skill=B)
    game.apply(Pass())
    marduk = villain(game, "Marduk")
    game.apply(PlayCard(marduk))
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(Assign(marduk))
    game.apply(Assign(hero(game, "Fixture Scientist")))
    game.apply(Pass())
    game.apply(Pass())
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    assert (game.zone_name(marduk) == "discard") is success


# --- Richard Woolsey ---

@pytest.mark.parametrize(("failed", "cost"), [(1, 3), (0, 5)])
def test_richard_woolsey_cheaper_per_failed_mission(failed: int, cost: int) -> None:
    game = start(villain=[WOOLSEY])
    for _ in range(failed):
        game.state.failed.append(hero(game, "Spare Mission"))
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Richard Woolsey")))
    assert game.power(VILLAIN_P) == 9 - cost


# --- Alternate Teal'c ---

@pytest.mark.parametrize(("post", "gain", "draw"), [("Jaffa Post", 1, 1), ("Jaffa Wall", 1, 0)])
def test_alternate_tealc_gains_per_jaffa_obstacle(post: str, gain: int, draw: int) -> None:
    game = start(villain=[ALT_TEALC, JAFFA_POST, JAFFA_WALL])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, post)))
    game.apply(Pass())
    tealc = villain(game, "Alternate Teal'c")
    game.apply(PlayCard(tealc))
    game.apply(Pass())
    power, hand = game.power(VILLAIN_P), len(game.hand(VILLAIN_P))
    game.apply(Assign(tealc))
    if draw:
        game.apply(Choose(0))
    assert game.power(VILLAIN_P) == power + gain
    assert len(game.hand(VILLAIN_P)) == hand + draw


# --- Callous Counterstrike ---

@pytest.mark.parametrize(("scored", "destroyed"), [(True, True), (False, False)])
def test_callous_counterstrike_destroys_per_scored_obstacle(scored: bool,
                                                            destroyed: bool) -> None:
    game = start([MARINE], [CALLOUS, JAFFA_WALL])
    if scored:
        ops.to_score_pile(game, villain(game, "Jaffa Wall"))
        game._version += 1
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(PlayCard(villain(game, "Callous Counterstrike")))
    assert (game.zone_name(hero(game, "Marine")) == "discard") is destroyed


# --- Forced Evolution ---

@pytest.mark.parametrize("success", [True, False])
def test_forced_evolution_blocks_then_boosts_or_incapacitates(success: bool) -> None:
    game = start([GENIUS], [FORCED], difficulty=1 if success else 9)
    game.apply(PlayCard(hero(game, "Genius")))
    game.apply(PlayCard(villain(game, "Forced Evolution")))
    scientist = hero(game, "Fixture Scientist")
    game.apply(Choose(scientist))
    assert game.is_blocked(scientist)
    game.apply(Assign(hero(game, "Genius")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    if success:
        assert game.skill(scientist, 1) == 3 + 2
    else:
        assert game.status_name(scientist) == "incapacitated"


# --- Ghastly Warning ---

@pytest.mark.parametrize(("success", "stopped"), [(False, True), (True, False)])
def test_ghastly_warning_readies_and_blocks_then_stops_all(success: bool,
                                                           stopped: bool) -> None:
    game = start([MARINE], [GHASTLY], difficulty=1 if success else 9)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Assign(marine))
    game.apply(PlayCard(villain(game, "Ghastly Warning")))
    assert game.status_name(marine) == "ready" and game.is_blocked(marine)
    game.apply(Assign(hero(game, "Fixture Scientist")))
    finish(game)
    assert (game.status_name(hero(game, "Fixture Leader")) == "stopped") is stopped


# --- Severe Dehydration ---

@pytest.mark.parametrize("mode", [0, 1])
def test_severe_dehydration_harms_a_stopped_character(mode: int) -> None:
    game = start([MARINE], [DEHYDRATION])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    ops.stop(game, marine)
    game._version += 1
    game.apply(PlayCard(villain(game, "Severe Dehydration")))
    game.apply(Choose(mode))
    if mode == 0:
        assert game.zone_name(marine) == "discard"
    else:
        assert game.status_name(hero(game, "Fixture Warrior")) == "incapacitated"


def test_severe_dehydration_does_nothing_without_a_stopped_supporter_or_team() -> None:
    game = start([MARINE], [DEHYDRATION])
    warrior = hero(game, "Fixture Warrior")
    ops.ready(game, warrior)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Severe Dehydration")))
    assert game.pending_decision is None


# --- Surrender or Die! ---

@pytest.mark.parametrize("sacrifice", [True, False])
def test_surrender_or_die_a_supporter_or_difficulty(sacrifice: bool) -> None:
    game = start([MARINE], [SURRENDER])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(PlayCard(villain(game, "Surrender or Die!")))
    before = game.mission_difficulty()
    game.apply(Choose(marine) if sacrifice else Decline())
    assert (game.zone_name(marine) == "discard") is sacrifice
    assert game.mission_difficulty() == before + (0 if sacrifice else 2)


# --- Message In A Bottle ---

@pytest.mark.parametrize(("stop", "incapacitated"), [(True, False), (False, True)])
def test_message_in_a_bottle_stop_or_lose_the_team(stop: bool, incapacitated: bool) -> None:
    game = start([], [BOTTLE], difficulty=9)
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(PlayCard(villain(game, "Message In A Bottle")))
    game.apply(Choose(leader) if stop else Decline())
    if not stop:
        game.apply(Pass())
    game.apply(Pass())
    assert (game.status_name(leader) == "incapacitated") is incapacitated


# --- Social Experiment ---

def test_social_experiment_readies_the_team_and_caps_it_at_two() -> None:
    game = start([], [SOCIAL])
    leader, scholar = hero(game, "Fixture Leader"), hero(game, "Fixture Scholar")
    game.apply(Assign(leader))
    game.apply(PlayCard(villain(game, "Social Experiment")))
    assert game.status_name(leader) == "ready"
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(scholar))
    game.apply(Pass())
    assert Assign(hero(game, "Fixture Scientist")) not in game.legal_actions()


def test_social_experiment_lets_two_be_assigned() -> None:
    game = start([], [SOCIAL])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Social Experiment")))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    assert Assign(hero(game, "Fixture Scholar")) in game.legal_actions()


# --- Stun Bubble ---

@pytest.mark.parametrize(("assigned", "blocked"), [(True, True), (False, False)])
def test_stun_bubble_blocks_a_supporter_per_assigned_team_character(assigned: bool,
                                                                    blocked: bool) -> None:
    game = start([MARINE, MEDIC], [STUN])
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(hero(game, "Fixture Leader")))
    else:
        game.apply(PlayCard(hero(game, "Medic")))
    game.apply(PlayCard(villain(game, "Stun Bubble")))
    assert game.is_blocked(hero(game, "Marine")) is blocked


# --- Joran, Khalek, Primeval Queen ---

JORAN = real("Joran (Jaffa Commander)", ADV, cost=3, skills={C: 1, B: 2, I: 1}, revive=5,
             traits=("Jaffa",))
KHALEK = real("Khalek (Unstoppable)", ADV, cost=4, skills={C: 1, S: 1, B: 1, I: 1}, revive=4,
              traits=("Goa'uld",))
PRIMEVAL = real("Primeval Queen (Forsaken)", ADV, cost=4, skills={S: 1, B: 2, I: 3},
                revive=5, traits=("Wraith",))


@pytest.mark.parametrize(("scored", "combat"), [(True, 3), (False, 2)])
def test_joran_harder_per_scored_obstacle(scored: bool, combat: int) -> None:
    game = start(villain=[JORAN, JAFFA_WALL], skill=B)
    if scored:
        ops.to_score_pile(game, villain(game, "Jaffa Wall"))
        game._version += 1
    joran = villain_assigns(game, "Joran")
    assert game.skill(joran, 2) == combat


@pytest.mark.parametrize("revive", [True, False])
def test_joran_revived_takes_back_a_jaffa_card(revive: bool) -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary, Revive
    game = start(villain=[JORAN, JAFFA_WALL], skill=B)
    wall = villain(game, "Jaffa Wall")
    ops.discard_from_hand(game, wall)
    game._version += 1
    joran = villain_assigns(game, "Joran")
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Revive(joran) if revive else DestroyAdversary(joran))
    if revive:
        game.apply(Choose(wall))
    assert (game.zone_name(wall) == "hand") is revive


@pytest.mark.parametrize(("discards", "combat"), [(10, 2), (9, 1)])
def test_khalek_harder_per_ten_discarded_cards(discards: int, combat: int) -> None:
    game = start(villain=[KHALEK], skill=B)
    ops.mill(game, HERO_P, discards)
    game._version += 1
    khalek = villain_assigns(game, "Khalek")
    assert game.skill(khalek, 2) == combat


@pytest.mark.parametrize(("success", "emptied"), [(False, True), (True, False)])
def test_khalek_failure_empties_the_hero_hand(success: bool, emptied: bool) -> None:
    game = start(villain=[KHALEK], skill=B, difficulty=1 if success else 9)
    villain_assigns(game, "Khalek")
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    assert (len(game.hand(HERO_P)) == 0) is emptied


@pytest.mark.parametrize(("supporter", "combat"), [(True, 3), (False, 2)])
def test_primeval_queen_harder_per_assigned_supporter(supporter: bool, combat: int) -> None:
    game = start([MARINE], [PRIMEVAL], skill=B)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    if supporter:
        game.apply(Assign(marine))
    else:
        game.apply(Assign(hero(game, "Fixture Leader")))
    queen = villain(game, "Primeval Queen")
    game.apply(PlayCard(queen))
    game.apply(Pass())
    game.apply(Assign(queen))
    assert game.skill(queen, 2) == combat


# --- Thanos ---

THANOS = real("Thanos (Ruler of Langara)", ADV, cost=3, skills={S: 3, B: 2, I: 1}, revive=5,
              traits=("Goa'uld",))
KIT = sg_card("Kit", CardType.GEAR, cost=3)


@pytest.mark.parametrize("take", [True, False])
def test_thanos_scored_destroys_a_gear_for_its_cost(take: bool) -> None:
    from stargate_vcg.engine.stargate import Score
    game = start([KIT], [THANOS], skill=B)
    kit = hero(game, "Kit")
    game.apply(PlayCard(kit))
    thanos = villain(game, "Thanos")
    game.apply(PlayCard(thanos))
    game.apply(Pass())
    game.apply(Assign(thanos))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Score(thanos))
    power = game.power(VILLAIN_P)
    game.apply(Choose(kit) if take else Decline())
    assert (game.zone_name(kit) == "discard") is take
    assert game.power(VILLAIN_P) == power + (3 if take else 0)


# --- Borrowed Strength ---

BORROWED = real("Borrowed Strength", OBS, cost=2, skills={C: 2, S: 2}, traits=("Wraith",))
WRAITH_GRUNT = sg_card("Wraith Grunt", ADV, "Drone", cost=1, skills={C: 2}, revive=3,
                       traits=("Wraith",))
CULT = sg_card("Cultist", ADV, "Believer", cost=1, skills={C: 2}, revive=3)


@pytest.mark.parametrize(("title", "culture"), [("Wraith Grunt", 4), ("Cultist", 2)])
def test_borrowed_strength_makes_a_wraith_adversary_harder(title: str, culture: int) -> None:
    game = start(villain=[BORROWED, WRAITH_GRUNT, CULT], skill=C)
    adversary = villain_assigns(game, title)
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Borrowed Strength")))
    assert game.skill(adversary, 0) == culture


# --- Inquisitor Prior, Tiberian ---

INQUISITOR = real("Inquisitor Prior (Scourge of the Sodan)", ADV, cost=4,
                  skills={C: 2, S: 2, I: 1}, revive=6, traits=("Ori",))
TIBERIAN = real("Tiberian (Ransacking Zealot)", ADV, cost=3, skills={C: 2, B: 2, I: 1},
                revive=4, traits=("Ori",))


@pytest.mark.parametrize("marine_assigned", [True, False])
def test_inquisitor_prior_weakens_the_others_beside_the_chosen(marine_assigned: bool) -> None:
    game = start([MARINE], [INQUISITOR], skill=C)
    marine, leader = hero(game, "Marine"), hero(game, "Fixture Leader")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Assign(leader))
    if marine_assigned:
        game.apply(Pass())
        game.apply(Assign(marine))
    inquisitor = villain(game, "Inquisitor Prior")
    game.apply(PlayCard(inquisitor))
    game.apply(Pass())
    game.apply(Assign(inquisitor))
    if game.pending_decision is not None:
        game.apply(Choose(marine))
    assert game.skill(leader, 0) == 1 - (1 if marine_assigned else 0)


@pytest.mark.parametrize(("success", "destroyed"), [(False, True), (True, False)])
def test_inquisitor_prior_failure_destroys_the_chosen(success: bool, destroyed: bool) -> None:
    game = start([MARINE], [INQUISITOR], skill=C, difficulty=1 if success else 9)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    inquisitor = villain(game, "Inquisitor Prior")
    game.apply(PlayCard(inquisitor))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Assign(inquisitor))
    if game.pending_decision is not None:
        game.apply(Choose(marine))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    assert (game.zone_name(marine) == "discard") is destroyed


@pytest.mark.parametrize("pay", [True, False])
def test_tiberian_assigned_turns_a_hero_card_into_a_complication(pay: bool) -> None:
    game = start(villain=[TIBERIAN], skill=C)
    tiberian = villain(game, "Tiberian")
    game.apply(Pass())
    game.apply(PlayCard(tiberian))
    game.apply(Pass())
    game.apply(Assign(tiberian))
    hand = len(game.hand(HERO_P))
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(game.pending_decision.options[0]))  # type: ignore[union-attr]
    assert len(game.hand(HERO_P)) == hand - (1 if pay else 0)
    assert len(game.complications) == (1 if pay else 0)


# --- Yu, Dutiful Prior, Tense Standoff ---

YU = real("Yu (The Jade Emperor)", ADV, cost=2, skills={C: 3, B: 2}, revive=3,
          traits=("Goa'uld",))
DUTIFUL = real("Dutiful Prior (Witness of Prophecy)", ADV, cost=3, skills={C: 2, B: 2},
               revive=4, traits=("Ori",))
STANDOFF = real("Tense Standoff", OBS, cost=1, skills={B: 1, I: 1}, traits=("Replicator",),
                keywords=Keywords(dominion=True))
ORI_ZEALOT = sg_card("Ori Zealot", ADV, "Soldier", cost=1, skills={C: 1, B: 1}, revive=4,
                     traits=("Ori",))


@pytest.mark.parametrize("assigned", [True, False])
def test_yu_assigned_gives_cheap_jaffa_obstacles_dominion(assigned: bool) -> None:
    from stargate_vcg.engine.stargate.rules import dominion_obstacles
    game = start(villain=[YU, JAFFA_WALL], skill=C)
    game.apply(Pass())
    wall = villain(game, "Jaffa Wall")
    game.apply(PlayCard(wall))
    if assigned:
        villain_assigns(game, "Yu")
    assert (wall in dominion_obstacles(game)) is assigned


@pytest.mark.parametrize("assigned", [True, False])
def test_dutiful_prior_lowers_ori_revive_costs(assigned: bool) -> None:
    from stargate_vcg.engine.stargate import values
    from stargate_vcg.engine.stargate.facts import ASSIGNED
    game = start(villain=[DUTIFUL, ORI_ZEALOT], skill=C)
    villain_assigns(game, "Dutiful Prior")
    zealot = villain(game, "Ori Zealot")
    ops.put_in_play(game, zealot)
    if assigned:  # as if assigned beside him (a vassal)
        game.state.status[zealot] = ASSIGNED
    game._version += 1
    assert values.revive_cost(game, zealot) == 4 - (2 if assigned else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_dutiful_prior_assigned_makes_complications_cheaper(assigned: bool) -> None:
    from stargate_vcg.engine.stargate import PlayComplication
    game = start(villain=[DUTIFUL, ROCKS], skill=C)
    if assigned:
        villain_assigns(game, "Dutiful Prior")
    else:
        game.apply(Pass())
        game.apply(PlayCard(villain(game, "Dutiful Prior")))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayComplication(villain(game, "Rocks")))
    assert power - game.power(VILLAIN_P) == 1 - (1 if assigned else 0)  # 1: a complication


@pytest.mark.parametrize(("difficulty", "stopped"), [(9, True), (1, False)])
def test_tense_standoff_failure_stops_a_supporter(difficulty: int, stopped: bool) -> None:
    game = start([MARINE], [STANDOFF], skill=B, difficulty=difficulty)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(PlayCard(villain(game, "Tense Standoff")))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    assert (game.status_name(marine) == "stopped") is stopped


ZATARC = real("Za'tarc Self-Destruct", OBS, cost=3, skills={S: 2, I: 2}, traits=("Goa'uld",))


@pytest.mark.parametrize(("difficulty", "hit"), [(9, True), (1, False)])
def test_zatarc_self_destruct_failure_incapacitates(difficulty: int, hit: bool) -> None:
    game = start(villain=[ZATARC], skill=I, difficulty=difficulty)
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Za'tarc Self-Destruct")))
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Scientist")))
    game.apply(Pass())
    game.apply(Pass())
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert (game.status_name(leader) == "incapacitated") is hit


# --- Ovirda ---

OVIRDA = real("Ovirda (Langaran Ambassador)", ADV, cost=3, skills={C: 2, I: 2}, revive=3,
              traits=("Political",))


@pytest.mark.parametrize(("skill", "asked"), [(B, True), (C, False)])
def test_ovirda_turns_a_combat_mission_into_a_culture_one(skill: object, asked: bool) -> None:
    from stargate_vcg.engine.stargate import Continue
    game = scenario([], [OVIRDA], missions=[mission("Easy Mission", B, 1),
                                            mission("Next Mission", skill, 3)],  # type: ignore[arg-type]
                    power=9, pad=30)
    ovirda = villain(game, "Ovirda")
    ops.put_in_play(game, ovirda)
    game._version += 1
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    game.apply(Continue())
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(0))
        assert game.zone_name(ovirda) == "discard"
        assert game.mission_difficulty(0) == 3
