"""Symbiosis obstacles and adversaries (effects/symbiosis/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, MARINE, RAIDER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import SPARE, TEST_MISSION, hero, put_in_play
from sg_play import both_pass as fail
from sg_play import villain_plays_and_assigns as villain_plays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    Revive,
    Score,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.surface import SCIENCE

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE

REESE = real("Reese (Mother of the Machines)", ADV, cost=1, skills={B: 1}, revive=2,
             traits=("Replicator",))
COOLIDGE = real("James Coolidge (Prejudiced Bureaucrat)", ADV, cost=1, skills={B: 1}, revive=2,
                traits=("Political",))
SOKAR = real("Sokar (Lord of Hell)", ADV, cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
TANITH = real("Tanith (Goa'uld Lackey)", ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
TYRE = real("Tyre (Wraith Worshipper)", ADV, cost=1, skills={B: 1}, revive=2)
STUMPED = real("Stumped", OBS, cost=1, skills={S: 2, I: 2})
ENERGY = real("Energy Weapon Strike", OBS, cost=1, skills={S: 2, B: 3})
WHISPERS = real("Whispers in the Mist", OBS, cost=1, skills={S: 2, B: 2}, traits=("Wraith",))

SWARM = sg_card("Swarm", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
SERPENT = sg_card("Serpent", ADV, "Guard", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
DART = sg_card("Dart", ADV, "Hive", cost=1, skills={B: 2}, revive=2, traits=("Wraith",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, *in_play: str,
          power: int = 9, first: StargateCard | None = None) -> StargateGame:
    """A Combat 3 mission first (unless `first`); these cards straight from hand into
    play."""
    game = scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE, LIBRA],
                    power=power, pad=30)
    return put_in_play(game, *in_play)


def glyph_beneath(game: StargateGame, character: str) -> int:
    place = hero(game, "Libra Place")
    ops.place_glyph(game, place, hero(game, character))
    return place


def also_assigned(game: StargateGame, adversary: str, like: str) -> None:
    """A second adversary assigned to the mission (as card text may do: one assignment
    per mission is the rule for the villain's own action)."""
    status = game.state.status
    status[uid(game, adversary, VILLAIN_P)] = status[uid(game, like, VILLAIN_P)]


def revive_mills(game: StargateGame, adversary: str) -> int:
    fail(game)
    before = game.deck_size(VILLAIN_P)
    game.apply(Revive(uid(game, adversary, VILLAIN_P)))
    return before - game.deck_size(VILLAIN_P)


# --- Reese ----------------------------------------------------------------------------------


@pytest.mark.parametrize("swarm", [True, False])
def test_reese_harder_per_other_replicator_at_the_mission(swarm: bool) -> None:
    game = begin(villain=[REESE, SWARM])
    villain_plays(game, *(["Swarm"] if swarm else []), "Reese")
    with_reese = game.mission_difficulty()
    assert with_reese == 3 + 1 + (1 + 1 if swarm else 0)


@pytest.mark.parametrize(("swarm", "milled"), [(True, 3), (False, 2)])
def test_reese_dearer_to_revive_per_other_replicator(swarm: bool, milled: int) -> None:
    game = begin(villain=[REESE, SWARM])
    villain_plays(game, *(["Swarm"] if swarm else []), "Reese")
    assert revive_mills(game, "Reese") == milled


# --- James Coolidge -----------------------------------------------------------------------


@pytest.mark.parametrize("glyph", [True, False])
def test_james_coolidge_harder_per_assigned_glyph_holder(glyph: bool) -> None:
    game = begin(villain=[COOLIDGE])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "James Coolidge")
    assert game.mission_difficulty() == 3 + 1 + (1 if glyph else 0)


@pytest.mark.parametrize(("glyph", "milled"), [(True, 3), (False, 2)])
def test_james_coolidge_dearer_to_revive_per_assigned_glyph_holder(glyph: bool,
                                                                   milled: int) -> None:
    game = begin(villain=[COOLIDGE])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "James Coolidge")
    assert revive_mills(game, "James Coolidge") == milled


@pytest.mark.parametrize("score", [True, False])
def test_james_coolidge_scored_takes_a_card_back_from_the_discard_pile(score: bool) -> None:
    game = begin(villain=[COOLIDGE, SWARM])
    swarm = uid(game, "Swarm", VILLAIN_P)
    ops.discard_from_hand(game, swarm)
    villain_plays(game, "James Coolidge")
    fail(game)
    coolidge = uid(game, "James Coolidge", VILLAIN_P)
    game.apply(Score(coolidge) if score else DestroyAdversary(coolidge))
    if score:
        game.apply(Choose(swarm))
    assert (swarm in game.hand(VILLAIN_P)) is score


# --- Sokar, Tanith, Tyre ------------------------------------------------------------------


@pytest.mark.parametrize("glyph", [True, False])
def test_sokar_harder_per_assigned_character_without_a_glyph(glyph: bool) -> None:
    game = begin(villain=[SOKAR])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "Sokar")
    assert game.mission_difficulty() == 3 + 1 + (0 if glyph else 1)


@pytest.mark.parametrize("serpent", [True, False])
def test_tanith_harder_assigned_with_another_goauld_adversary(serpent: bool) -> None:
    game = begin([], [TANITH, SERPENT], "Serpent")
    villain_plays(game, "Tanith")
    if serpent:
        also_assigned(game, "Serpent", "Tanith")
    assert game.mission_difficulty() == 3 + 1 + (1 + 1 if serpent else 0)


@pytest.mark.parametrize("dart", [True, False])
def test_tyre_blocked_without_a_wraith_adversary(dart: bool) -> None:
    game = begin([], [TYRE, DART], "Tyre", *(["Dart"] if dart else []))
    game.apply(Pass())
    tyre = uid(game, "Tyre", VILLAIN_P)
    assert (Assign(tyre) in game.legal_actions()) is dart


@pytest.mark.parametrize("dart", [True, False])
def test_tyre_harder_while_the_only_assigned_adversary(dart: bool) -> None:
    game = begin([], [TYRE, DART], "Tyre", "Dart")
    villain_plays(game, "Tyre")
    if dart:
        also_assigned(game, "Dart", "Tyre")
    assert game.mission_difficulty() == 3 + 1 + (2 + 0 if dart else 1)


# --- obstacles --------------------------------------------------------------------------------


@pytest.mark.parametrize("glyph", [True, False])
def test_stumped_blocks_characters_with_a_glyph(glyph: bool) -> None:
    game = begin(villain=[STUMPED], first=mission("Test Mission", I, 3))
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "Stumped")
    assert (Assign(hero(game, "Fixture Leader")) in game.legal_actions()) is not glyph
    assert Assign(hero(game, "Fixture Scholar")) in game.legal_actions()


@pytest.mark.parametrize("pay", [True, False])
def test_energy_weapon_strike_failure_may_pay_to_destroy_a_support_character(
        pay: bool) -> None:
    game = begin([MARINE], [ENERGY], "Marine")
    villain_plays(game, "Energy Weapon Strike")
    fail(game)
    game.apply(Choose(0) if pay else Decline())
    marine = hero(game, "Marine")  # the only support character: chosen without asking
    assert game.zone_name(marine) == ("discard" if pay else "in play")
    assert game.power(VILLAIN_P) == 9 - 1 - (2 if pay else 0)


def test_energy_weapon_strike_asks_nothing_without_the_power() -> None:
    game = begin([MARINE], [ENERGY], "Marine", power=2)
    villain_plays(game, "Energy Weapon Strike")
    fail(game)
    assert game.pending_decision is None or game.to_act == HERO_P


@pytest.mark.parametrize("assigned", [True, False])
def test_whispers_in_the_mist_readies_and_blocks_an_assigned_character(
        assigned: bool) -> None:
    game = begin(villain=[WHISPERS])
    leader = hero(game, "Fixture Leader")
    if assigned:
        game.apply(Assign(leader))
    villain_plays(game, "Whispers in the Mist")  # the only one assigned: no choice asked
    assert game.status_name(leader) == "ready"
    assert game.is_blocked(leader) is assigned


# --- batch 2: adversaries as they are assigned or played ------------------------------------

WALLACE = real("Henry Wallace (Desperate Industrialist)", ADV, cost=1, skills={C: 3, S: 1},
               revive=5)
NAGATO = real("Nagato (Ninja Jafa Commander)", ADV, cost=1, skills={C: 2, S: 1, B: 2},
              revive=5, traits=("Jaffa",))
NAVIGATOR = real("Navigator Prior (Crusader)", ADV, cost=1, skills={S: 2, B: 3}, revive=3,
                 traits=("Ori",))
RIVAK = real("Riv'ak (Baal's Hound)", ADV, cost=1, skills={B: 2, I: 2}, revive=5,
             traits=("Jaffa",))
NO_RESPITE = real("No Respite", OBS, cost=1, skills={S: 1, B: 1, I: 1},
                  traits=("Replicator",))
VENTED = real("Vented Atmosphere", OBS, cost=1, skills={B: 2, I: 2})

SCOUT = sg_card("Scout", CardType.SUPPORT_CHARACTER, "Ranger", cost=1, skills={S: 2, B: 2})
PATROL = sg_card("Patrol", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
ORI_SHIP = sg_card("Ori Warship", CardType.SHIP, "Mothership", cost=9, firepower=3,
                   traits=("Ori",), allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("pay", [True, False])
def test_henry_wallace_assigned_may_pay_to_block_a_support_character(pay: bool) -> None:
    game = begin([SCOUT], [WALLACE], "Scout", first=mission("Test Mission", C, 3))
    villain_plays(game, "Henry Wallace")
    game.apply(Choose(0) if pay else Decline())
    wallace = uid(game, "Henry Wallace", VILLAIN_P)
    assert game.is_blocked(hero(game, "Scout")) is pay
    assert game.skill(wallace, SCIENCE) == 1 + (2 if pay else 0)


@pytest.mark.parametrize("patrol", [True, False])
def test_nagato_assigned_may_destroy_a_cheap_assigned_support_character(patrol: bool) -> None:
    game = begin([SCOUT], [NAGATO, PATROL], "Scout")
    scout = hero(game, "Scout")
    game.apply(Assign(scout))
    if patrol:
        game.apply(PlayCard(uid(game, "Patrol", VILLAIN_P)))
        game.apply(Pass())
    villain_plays(game, "Nagato")
    if patrol:
        game.apply(Choose(scout))
    assert game.zone_name(scout) == ("discard" if patrol else "in play")


@pytest.mark.parametrize("in_deck", [True, False])
def test_navigator_prior_played_searches_for_an_ori_ship(in_deck: bool) -> None:
    game = begin([], [NAVIGATOR, ORI_SHIP])
    ship = uid(game, "Ori Warship", VILLAIN_P)
    if in_deck:
        ops.shuffle_into_deck(game, [ship])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Navigator Prior", VILLAIN_P)))
    if in_deck:
        game.apply(Choose(ship))
    assert game.zone_name(ship) == "hand"
    assert game.pending_decision is None


@pytest.mark.parametrize("assigned", [True, False])
def test_navigator_prior_assigned_adds_firepower(assigned: bool) -> None:
    game = begin([CRUISER], [NAVIGATOR, ORI_SHIP], "Cruiser", "Navigator Prior", "Ori Warship")
    ship = uid(game, "Ori Warship", VILLAIN_P)
    game.apply(Assign(hero(game, "Cruiser")))
    game.apply(Assign(ship))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Navigator Prior", VILLAIN_P)))
    assert values.firepower(game, ship) == 3 + (1 if assigned else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_rivak_assigned_a_jaffa_obstacle_costs_the_hero_a_power(assigned: bool) -> None:
    game = begin([], [RIVAK, PATROL], *([] if assigned else ["Riv'ak"]))
    if assigned:
        villain_plays(game, "Riv'ak")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Patrol", VILLAIN_P)))
    assert game.power(HERO_P) == 9 - (1 if assigned else 0)


# --- batch 2: obstacles --------------------------------------------------------------------


@pytest.mark.parametrize("pay", [True, False])
def test_no_respite_blocks_the_chosen_and_may_incapacitate_on_failure(pay: bool) -> None:
    game = begin(villain=[NO_RESPITE])
    leader = hero(game, "Fixture Leader")
    villain_plays(game, "No Respite")
    assert game.to_act == HERO_P  # the hero chooses
    game.apply(Choose(leader))
    assert game.is_blocked(leader)
    fail(game)
    game.apply(Choose(0) if pay else Decline())
    assert (game.status_name(leader) == "incapacitated") is pay


def test_vented_atmosphere_incapacitates_until_the_mission_ends() -> None:
    game = begin(villain=[VENTED])
    leader = hero(game, "Fixture Leader")
    villain_plays(game, "Vented Atmosphere")
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    fail(game)
    assert game.status_name(leader) == "stopped"


def test_vented_atmosphere_ruling_a_character_readied_meanwhile_stays_ready() -> None:
    game = begin(villain=[VENTED])
    leader = hero(game, "Fixture Leader")
    villain_plays(game, "Vented Atmosphere")
    game.apply(Choose(leader))
    ops.ready(game, leader, incapacitated=True)
    game._version += 1
    fail(game)
    assert game.status_name(leader) == "ready"


# --- batch 3 ---------------------------------------------------------------------------------

TORMENTOR = real("Tormentor Prior (Sadistic Jailer)", ADV, cost=1, skills={C: 3, B: 3},
                 revive=5, traits=("Ori",))
DISCLOSURE = real("Disclosure to the Media", OBS, cost=1, skills={C: 2, S: 2, I: 2},
                  traits=("Political",))
SQUADRON = real("Jaffa Squadron", OBS, cost=1, skills={B: 2, I: 2}, traits=("Jaffa",))
PERILOUS = real("Perilous Data Transfer", OBS, cost=1, skills={C: 2, S: 2})
ORI_AMBUSH = real("Ori Ambush", OBS, cost=1, skills={C: 0, B: 0, I: 0}, traits=("Ori",))
MINE_FIELD = real("Space Mine Field", OBS, cost=1, skills={S: 0, B: 0, I: 0})
TREACHERY = real("Treachery", OBS, cost=1, skills={B: 0, I: 0}, traits=("Wraith",))

POLITICO = sg_card("Politico", ADV, "Senator", cost=1, skills={C: 1}, revive=2,
                   traits=("Political",))
HEAVY = sg_card("Heavy", ADV, "Enforcer", cost=1, skills={C: 1}, revive=2)
HIVE = sg_card("Hive Raider", CardType.SHIP, "Dart", cost=1, firepower=2,
               allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("skill", "usable"), [(B, True), (S, False)])
def test_tormentor_prior_incapacitates_a_stopped_team_character(skill: Skill,
                                                                usable: bool) -> None:
    game = begin([], [TORMENTOR], "Tormentor Prior",
                 first=mission("Test Mission", skill, 3))
    game.apply(Pass())
    warrior = hero(game, "Fixture Warrior")  # stopped as the game is set up
    use = ActivateAbility(uid(game, "Tormentor Prior", VILLAIN_P), 0, target=warrior)
    assert (use in game.legal_actions()) is usable
    if usable:
        game.apply(use)
        assert game.status_name(warrior) == "incapacitated"
        assert game.power(VILLAIN_P) == 9 - 3


@pytest.mark.parametrize("political", [True, False])
def test_disclosure_to_the_media_has_dominion_with_a_political_adversary(
        political: bool) -> None:
    game = begin([], [DISCLOSURE, POLITICO, HEAVY], "Politico", "Heavy",
                 first=mission("Test Mission", C, 3))
    villain_plays(game, "Disclosure to the Media", "Politico" if political else "Heavy")
    disclosure = uid(game, "Disclosure to the Media", VILLAIN_P)
    assert (disclosure in game.surface.dominion_obstacles()) is political


@pytest.mark.parametrize("ship", [True, False])
def test_disclosure_to_the_media_failure_incapacitates_a_hero_ship(ship: bool) -> None:
    game = begin([CRUISER], [DISCLOSURE], *(["Cruiser"] if ship else []),
                 first=mission("Test Mission", C, 3))
    villain_plays(game, "Disclosure to the Media")
    fail(game)
    cruiser = hero(game, "Cruiser")
    assert (game.status_name(cruiser) == "incapacitated") is ship


@pytest.mark.parametrize(("card", "status"), [(SQUADRON, "stopped"),
                                              (PERILOUS, "incapacitated")])
@pytest.mark.parametrize("failed", [True, False])
def test_failure_acts_on_a_team_character(card: StargateCard, status: str,
                                          failed: bool) -> None:
    skill = C if card is PERILOUS else B
    game = begin(villain=[card], first=mission("Test Mission", skill, 1 if not failed else 9))
    villain_plays(game, card.title)
    scientist = hero(game, "Fixture Scientist")
    if not failed:
        game.apply(Assign(hero(game, "Fixture Leader")))
    fail(game)
    if failed:
        game.apply(Choose(scientist))
    assert game.status_name(scientist) == (status if failed else "ready")


@pytest.mark.parametrize("assigned", [True, False])
def test_ori_ambush_played_incapacitates_an_assigned_team_character(assigned: bool) -> None:
    game = begin(villain=[ORI_AMBUSH])
    leader = hero(game, "Fixture Leader")
    if assigned:
        game.apply(Assign(leader))
    villain_plays(game, "Ori Ambush")
    assert (game.status_name(leader) == "incapacitated") is assigned


@pytest.mark.parametrize("stopped", [True, False])
def test_space_mine_field_played_readies_a_villain_ship(stopped: bool) -> None:
    game = begin([], [MINE_FIELD, HIVE], "Hive Raider")
    ship = uid(game, "Hive Raider", VILLAIN_P)
    if stopped:
        ops.stop(game, ship)
        game._version += 1
    villain_plays(game, "Space Mine Field")
    assert game.status_name(ship) == "ready"
    assert game.pending_decision is None


@pytest.mark.parametrize("ready_it", [True, False])
def test_treachery_played_may_ready_a_wraith_adversary(ready_it: bool) -> None:
    game = begin([], [TREACHERY, DART], "Dart")
    dart = uid(game, "Dart", VILLAIN_P)
    ops.stop(game, dart)
    game._version += 1
    villain_plays(game, "Treachery")
    game.apply(Choose(dart) if ready_it else Decline())
    assert game.status_name(dart) == ("ready" if ready_it else "stopped")


SUPERIOR = real("Superior Firepower", OBS, cost=1, skills={C: 0, S: 0, B: 0, I: 0},
                traits=("Ori",))


@pytest.mark.parametrize(("ship", "bonus"), [("Ori Warship", 2), ("Raider", 1)])
def test_superior_firepower_adds_firepower_more_for_ori_ships(ship: str, bonus: int) -> None:
    game = begin([CRUISER], [SUPERIOR, ORI_SHIP, RAIDER], "Cruiser", ship)
    villain_plays(game, "Superior Firepower")
    game.apply(Assign(hero(game, "Cruiser")))
    villain_ship = uid(game, ship, VILLAIN_P)
    printed = values.firepower(game, villain_ship)
    game.apply(Assign(villain_ship))
    assert values.firepower(game, villain_ship) == printed + bonus


def test_superior_firepower_adds_nothing_without_an_assigned_ship() -> None:
    game = begin([CRUISER], [SUPERIOR, RAIDER], "Cruiser", "Raider")
    raider = uid(game, "Raider", VILLAIN_P)
    villain_plays(game, "Superior Firepower")
    assert values.firepower(game, raider) == 2


STUN_BOMB = real("Stun Bomb", OBS, cost=1, skills={S: 2, B: 2}, traits=("Wraith",))


@pytest.mark.parametrize("fails", [True, False])
def test_stun_bomb_failure_drains_per_assigned_and_stopped_character(fails: bool) -> None:
    game = begin(villain=[STUN_BOMB], first=mission("Test Mission", B, 9 if fails else 1))
    villain_plays(game, "Stun Bomb")
    game.apply(Assign(hero(game, "Fixture Leader")))  # with the stopped Fixture Warrior: 2
    if not fails:
        game.apply(Pass())
        game.apply(Assign(hero(game, "Fixture Scientist")))
    deck = game.deck_size(HERO_P)
    fail(game)
    assert game.deck_size(HERO_P) == deck - (2 if fails else 0)


# --- session 7 sp-cards10 ------------------------------------------------------------------

COLLAPSE = real("Planetary Collapse", OBS, cost=4, skills={S: 0, I: 0})
QUAKES = [sg_card(f"Quake {n}", OBS, cost=1, skills={S: 1}) for n in range(4)]
LAB_AIDE = sg_card("Lab Aide", CardType.SUPPORT_CHARACTER, "Tech", cost=1, skills={S: 1})
IDLE_AIDE = sg_card("Idle Aide", CardType.SUPPORT_CHARACTER, "Clerk", cost=1, skills={C: 1})
SCIENCE_3 = mission("Science Mission", S, 3)


@pytest.mark.parametrize("actions", [4, 3])
def test_planetary_collapse_loses_a_counter_per_villain_action_then_is_harder(
        actions: int) -> None:
    game = begin(villain=[COLLAPSE, *QUAKES], first=SCIENCE_3)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Planetary Collapse", VILLAIN_P)))
    base = game.mission_difficulty()
    hero_moves = [Assign(hero(game, t)) for t in ("Fixture Leader", "Fixture Scholar",
                                                  "Fixture Scientist")] + [Pass()]
    for n in range(actions):
        game.apply(hero_moves[n])
        game.apply(PlayCard(uid(game, f"Quake {n}", VILLAIN_P)))
    quakes = actions  # each Quake adds its Science 1
    assert game.mission_difficulty() == base + quakes + (4 if actions == 4 else 0)


@pytest.mark.parametrize("fails", [True, False])
def test_planetary_collapse_failure_destroys_assigned_and_stopped_support_characters(
        fails: bool) -> None:
    game = begin([LAB_AIDE, IDLE_AIDE], [COLLAPSE], "Lab Aide", "Idle Aide",
                 first=mission("Hard Science", S, 20) if fails else mission("Easy Science", S, 0))
    lab, idle = hero(game, "Lab Aide"), hero(game, "Idle Aide")
    game.apply(Assign(lab))
    game.apply(PlayCard(uid(game, "Planetary Collapse", VILLAIN_P)))
    game.apply(Assign(hero(game, "Fixture Scientist")))
    fail(game)
    assert (lab in game.discard_pile(HERO_P)) is fails
    assert idle in game.in_play(HERO_P)  # ready: not one of them


MASQUERADE = real("Masquerade", OBS, cost=2, skills={C: 1, S: 0, B: 1, I: 2},
                  traits=("Goa'uld",))
BIG_SNAKE = sg_card("Big Snake", ADV, "Lord", cost=3, skills={B: 2}, revive=2,
                    traits=("Goa'uld",))


@pytest.mark.parametrize("ready_one", [True, False])
def test_masquerade_destroys_a_ready_adversary_to_play_a_no_dearer_one_free(
        ready_one: bool) -> None:
    game = begin(villain=[SERPENT, DART, BIG_SNAKE, MASQUERADE])
    serpent, dart = uid(game, "Serpent", VILLAIN_P), uid(game, "Dart", VILLAIN_P)
    ops.put_in_play(game, serpent)
    if not ready_one:
        ops.stop(game, serpent)
    game._version += 1
    game.apply(Pass())
    play = PlayCard(uid(game, "Masquerade", VILLAIN_P))
    assert (play in game.legal_actions()) is ready_one
    if not ready_one:
        return
    before = game.power(VILLAIN_P)
    game.apply(play)  # the Serpent, the only ready one: destroyed at once
    game.apply(Choose(dart))  # the one costing 1 or less (a hidden choice: asked)
    assert serpent in game.discard_pile(VILLAIN_P)
    assert game.status_name(dart) == "ready"
    assert uid(game, "Big Snake", VILLAIN_P) in game.hand(VILLAIN_P)
    assert game.power(VILLAIN_P) == before - 2


BRAINWASHING = real("Wraith Brainwashing", OBS, cost=4, skills={S: 2, B: 2, I: 2},
                    traits=("Wraith",))


def _brainwashed(dart: bool) -> tuple[StargateGame, int, int]:
    """The Marine, assigned at a failed mission with Wraith Brainwashing there, turned."""
    game = begin([MARINE], [BRAINWASHING, DART, SERPENT], "Marine")
    marine = hero(game, "Marine")
    dart_ = uid(game, "Dart", VILLAIN_P)
    if dart:
        ops.put_in_play(game, dart_)
        game._version += 1
    game.apply(Assign(marine))
    game.apply(PlayCard(uid(game, "Wraith Brainwashing", VILLAIN_P)))
    fail(game)  # the Marine, the only one: chosen at once
    return game, marine, dart_


@pytest.mark.parametrize("dart", [True, False])
def test_wraith_brainwashing_failure_turns_the_supporter_into_a_stronger_adversary(
        dart: bool) -> None:
    game, marine, _ = _brainwashed(dart)
    assert game.surface.is_adversary(marine)
    assert game.surface.controller(marine) == VILLAIN_P
    assert game.status_name(marine) == "stopped"
    assert game.skill(marine, 2) == 2 + 1


SERGEANT = sg_card("Sergeant", CardType.SUPPORT_CHARACTER, "Fixture Soldier", cost=1,
                   skills={B: 2}, traits=("SGC",))


@pytest.mark.parametrize("turned", [True, False])
def test_wraith_brainwashing_takes_his_printed_traits_while_it_holds_him(turned: bool) -> None:
    game = begin([SERGEANT], [BRAINWASHING, DART, SERPENT], "Sergeant")
    marine = hero(game, "Sergeant")
    assert game.surface.has_trait(marine, "SGC")
    game.apply(Assign(marine))
    game.apply(PlayCard(uid(game, "Wraith Brainwashing", VILLAIN_P)))
    if not turned:  # destroyed before the failure: nobody is turned
        ops.destroy(game, uid(game, "Wraith Brainwashing", VILLAIN_P))
        game._version += 1
    fail(game)
    assert game.surface.has_trait(marine, "SGC") is not turned
    assert (game.surface.traits(marine) == frozenset()) is turned
    if turned:  # it leaves him: his traits are back
        ops.destroy(game, uid(game, "Wraith Brainwashing", VILLAIN_P))
        game._version += 1
        assert game.surface.has_trait(marine, "SGC")


@pytest.mark.parametrize("dart", [True, False])
def test_wraith_brainwashing_revived_only_by_stopping_a_wraith_adversary(dart: bool) -> None:
    """Two turns on, its controller is the villain again: he assigns the Marine to a
    mission that fails; the revive needs a ready Wraith adversary to stop."""
    from stargate_vcg.engine.stargate.actions import Revive, Score

    game, marine, dart_ = _brainwashed(dart)
    while not (game.state.turn == 3 and game.phase == "performing actions"):
        game.apply(game.legal_actions()[0])
    while Assign(marine) not in game.legal_actions():
        game.apply(Pass())
    game.apply(Assign(marine))
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert game.phase == "revive or score adversaries"
    assert game.surface.mission_outcome() is False
    assert (Revive(marine) in game.legal_actions()) is dart
    assert Score(marine) not in game.legal_actions()
    if dart:
        game.apply(Revive(marine))
        assert game.status_name(dart_) == "stopped"
