"""Rise of the Ori missions (effects/rise_of_the_ori/missions.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import EASY, SPARE, hero, legal_of, succeed_with, villain
from sg_play import both_pass as fail
from sg_play import to_next_mission as next_mission
from sg_play import villain_plays as villain_plays_first
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.effects import default_registry
from stargate_vcg.effects.dsl import Card, Do, OnPlay, Simple, WhenPlayed, destroy
from stargate_vcg.effects.vocab import character
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    EffectRegistry,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.facts import Z_DECK
from stargate_vcg.engine.stargate.legal import legal_actions_checked
from stargate_vcg.engine.stargate.observation import HIDDEN
from stargate_vcg.engine.stargate.surface import Surface
from stargate_vcg.errors import IllegalAction

M = CardType.MISSION
AID_EVACUATION = real("Aid Evacuation (Vorash)", M, skills={B: 3}, experience=1)
AID_RESISTANCE = real("Aid Resistance (Hak'tyl)", M, skills={C: 5}, experience=4)
JAFFA_SUMMIT = real("Attend Jaffa Summit (Dar Eshkalon)", M, skills={C: 4}, experience=2)
CAPTURE_CLONE = real("Capture Clone (Baal's Ha'tak)", M, skills={B: 5}, experience=4)
CLOAK_EARTH = real("Cloak Earth (Parallel Universe)", M, skills={S: 4}, experience=2)
CONSULT = real("Consult Expert (Adora)", M, skills={S: 4}, experience=3)
ORBITAL = real("Disable Orbital Weapon (Tegalus)", M, skills={C: 3}, experience=2)
PRESSURE = real("Escape the Pressure (Silver Creek)", M, skills={I: 4}, experience=3)
EXONERATE = real("Exonerate Team Member (Galar)", M, skills={I: 5}, experience=4)
FREE_UNAS = real("Free Unas (Slave Pen)", M, skills={B: 3}, experience=2)
HALT = real("Halt Subterranean Reaction (Langara)", M, skills={S: 5}, experience=3)
INFILTRATE = real("Infiltrate Lucian Alliance (Netan's Flagship)", M, skills={I: 3},
                  experience=1)
ASCHEN = real("Investigate the Aschen (Volia)", M, skills={C: 3}, experience=2)
LABOR_CAMP = real("Liberate Labor Camp (Erebus)", M, skills={B: 4}, experience=3)
EYE_OF_RA = real("Locate the Eye of Ra (Abydos)", M, skills={C: 3}, experience=1)
OBTAIN = real("Obtain Information (Former Goa'uld Hangar)", M, skills={C: 4}, experience=3)
PROTECT = real("Protect Village (P9C-882)", M, skills={S: 3}, experience=1)
RECOVER_MEMBER = real("Recover Team Member (P2M-903)", M, skills={B: 3}, experience=2)
TOUCHSTONE = real("Recover Touchstone (Madrona)", M, skills={I: 4}, experience=2)
MOLOC = real("Repel Moloc (New Hak'tyl Settlement)", M, skills={B: 4}, experience=2)
RUPTURE = real("Reverse Space/Time Rupture (Cheyenne Mountain)", M, skills={S: 5},
               experience=4)
SALVAGE = real("Salvage Enemy Ship (Earth Orbit)", M, skills={S: 5}, experience=3)
RENDEZVOUS = real("Trade Rendezvous (Off-the-Grid Planet)", M, skills={I: 5}, experience=3)


SUPPORT, OBSTACLE, ADVERSARY = (CardType.SUPPORT_CHARACTER, CardType.OBSTACLE,
                                CardType.ADVERSARY)
ENVOY = sg_card("Envoy", SUPPORT, "Herald", cost=1, skills={C: 1})
MEDIC = sg_card("Medic", SUPPORT, "Healer", cost=2, skills={S: 2})
GUARD = sg_card("Guard", ADVERSARY, "Sentry", cost=2, skills={C: 2, B: 1}, revive=1)
WALL = sg_card("Wall", OBSTACLE, cost=2, skills={B: 1}, traits=("Jaffa", "Political"))
SNARE = sg_card("Snare", OBSTACLE, cost=2, skills={B: 1}, traits=("Jaffa",))
SPIKE = sg_card("Spike", OBSTACLE, cost=2, skills={B: 1}, traits=("Jaffa",))
GADGET = sg_card("Gadget", CardType.GEAR, cost=4)
CRUISER = sg_card("Cruiser", CardType.SHIP, "Hero Ship", cost=3, firepower=2)
RAIDER = sg_card("Raider", CardType.SHIP, "Villain Ship", cost=2, firepower=2,
                 allegiance=Allegiance.VILLAIN)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(first: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, power: int | None = None,
          then: StargateCard = SPARE, pad: int = 10) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[first, then, EASY], power=power,
                    pad=pad)


def to_deck(game: StargateGame, card: int) -> None:
    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    p.deck.insert(0, card)
    game.state.zone[card] = Z_DECK


def glyphs_beneath(game: StargateGame, character: int, *glyphs: Glyph) -> None:
    """Glyph missions placed beneath a character directly (setting up, as if earned)."""
    for n, glyph in enumerate(glyphs):
        place = sg_card(f"Place {n}", M, "There", skills={C: 3}, experience=1, glyph=glyph)
        found = [u for u, f in enumerate(game.facts) if f.id == place.id]
        ops.place_glyph(game, found[0], character)


def glyph_places(*glyphs: Glyph) -> list[StargateCard]:
    return [sg_card(f"Place {n}", M, "There", skills={C: 3}, experience=1, glyph=g)
            for n, g in enumerate(glyphs)]


def start_with_places(first: StargateCard, *glyphs: Glyph,
                      hero_cards: list[StargateCard] | None = None,
                      power: int | None = None) -> StargateGame:
    return scenario(hero_cards or [], [], missions=[first, SPARE, *glyph_places(*glyphs)],
                    power=power)


# --- cost and difficulty ----------------------------------------------------------------


@pytest.mark.parametrize(("first", "power_left"), [(AID_EVACUATION, 5 - 2 - 1),
                                                   (mission("Plain", B, 3), 5 - 2 - 2)])
def test_aid_evacuation_obstacles_cost_less_per_trait_shared_at_the_mission(
        first: StargateCard, power_left: int) -> None:
    game = start(first, villain=[WALL, SNARE], power=5)
    villain_plays_first(game, "Wall")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Snare")))
    assert game.power(VILLAIN_P) == power_left


@pytest.mark.parametrize(("first_succeeds", "difficulty"), [(True, 5 - 1), (False, 5)])
def test_aid_resistance_is_easier_per_successful_mission_this_turn(first_succeeds: bool,
                                                                    difficulty: int) -> None:
    game = scenario([], [], missions=[EASY, AID_RESISTANCE, SPARE], power=5)
    if first_succeeds:
        succeed_with(game, "Fixture Leader")
    else:
        fail(game)
    next_mission(game)
    assert game.facts[game.state.mission].title == "Aid Resistance"
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("support_assigned", "can_assign"), [(False, False), (True, True)])
def test_attend_jaffa_summit_blocks_adversaries_while_only_team_characters_are_assigned(
        support_assigned: bool, can_assign: bool) -> None:
    game = start(JAFFA_SUMMIT, [ENVOY], [GUARD], power=5)
    game.apply(PlayCard(hero(game, "Envoy")))
    game.apply(PlayCard(villain(game, "Guard")))
    game.apply(Assign(hero(game, "Envoy" if support_assigned else "Fixture Scholar")))
    assert (Assign(villain(game, "Guard")) in game.legal_actions()) is can_assign


def test_attend_jaffa_summit_ruling_adversaries_blocked_while_nobody_is_assigned() -> None:
    game = start(JAFFA_SUMMIT, [], [GUARD], power=5)
    villain_plays_first(game, "Guard")
    game.apply(Pass())
    assert Assign(villain(game, "Guard")) not in game.legal_actions()


def test_aid_evacuation_ruling_a_trait_counts_once() -> None:
    """Two obstacles at the mission have Spike's one trait: it costs 1 less, not 2."""
    game = start(AID_EVACUATION, villain=[WALL, SNARE, SPIKE], power=9)
    villain_plays_first(game, "Wall")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Snare")))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Spike")))
    assert game.power(VILLAIN_P) == power - (2 - 1)


@pytest.mark.parametrize(("glyph", "difficulty"), [(Glyph.LIBRA, 4 - 1), (Glyph.ORION, 4)])
def test_cloak_earth_is_easier_while_a_character_with_a_libra_glyph_is_assigned(
        glyph: Glyph, difficulty: int) -> None:
    game = start_with_places(CLOAK_EARTH, glyph)
    leader = hero(game, "Fixture Leader")
    glyphs_beneath(game, leader, glyph)
    game.apply(Assign(leader))
    assert game.mission_difficulty() == difficulty


def test_cloak_earth_counts_only_assigned_characters() -> None:
    game = start_with_places(CLOAK_EARTH, Glyph.LIBRA)
    glyphs_beneath(game, hero(game, "Fixture Leader"), Glyph.LIBRA)
    game.apply(Assign(hero(game, "Fixture Scholar")))
    assert game.mission_difficulty() == 4


@pytest.mark.parametrize(("glyphs", "cost"), [((), 0), ((Glyph.LIBRA,), 1),
                                              ((Glyph.LIBRA, Glyph.ORION), 2)])
def test_escape_the_pressure_assigning_costs_a_power_per_glyph(glyphs: tuple[Glyph, ...],
                                                               cost: int) -> None:
    game = start_with_places(PRESSURE, *glyphs, power=5)
    leader = hero(game, "Fixture Leader")
    glyphs_beneath(game, leader, *glyphs)
    game.apply(Assign(leader))
    assert game.power(HERO_P) == 5 - cost


def test_escape_the_pressure_without_the_power_the_character_cant_be_assigned() -> None:
    game = start_with_places(PRESSURE, Glyph.LIBRA, power=0)
    leader = hero(game, "Fixture Leader")
    glyphs_beneath(game, leader, Glyph.LIBRA)
    with pytest.raises(IllegalAction):
        game.apply(Assign(leader))


@pytest.mark.parametrize(("glyphs", "difficulty"), [((Glyph.LIBRA, Glyph.ORION), 5 - 1),
                                                    ((Glyph.LIBRA,), 5)])
def test_exonerate_team_member_is_easier_while_an_assigned_character_has_two_glyphs(
        glyphs: tuple[Glyph, ...], difficulty: int) -> None:
    game = start_with_places(EXONERATE, *glyphs)
    leader = hero(game, "Fixture Leader")
    glyphs_beneath(game, leader, *glyphs)
    game.apply(Assign(leader))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("discarded", "difficulty"), [(4, 5 - 1), (3, 5), (0, 5)])
def test_halt_subterranean_reaction_discarding_four_cards_lowers_the_difficulty(
        discarded: int, difficulty: int) -> None:
    game = start(HALT)
    assert game.to_act == HERO_P
    hand = game.hand(HERO_P)
    game.apply(ChooseMany(hand[:discarded]) if discarded > 1 else Decline())
    assert len(game.hand(HERO_P)) == len(hand) - discarded
    assert game.mission_difficulty() == difficulty


# --- when played ---------------------------------------------------------------------------


def _after_a_failed_mission(second: StargateCard, hero_cards: list[StargateCard],
                            villain_cards: list[StargateCard]) -> StargateGame:
    """The hero and the villain play their cards in turn during a spare mission that
    fails; then `second` is played."""
    game = scenario(hero_cards, villain_cards, missions=[SPARE, second, EASY], power=9)
    heroes, villains = [c.title for c in hero_cards], [c.title for c in villain_cards]
    while heroes or villains:
        game.apply(PlayCard(hero(game, heroes.pop(0))) if heroes else Pass())
        game.apply(PlayCard(villain(game, villains.pop(0))) if villains else Pass())
    while game.phase == "performing actions":
        game.apply(Pass())
    next_mission(game)
    return game


@pytest.mark.parametrize("pays", [True, False])
def test_capture_clone_may_pay_three_to_block_an_adversary(pays: bool) -> None:
    game = _after_a_failed_mission(CAPTURE_CLONE, [], [GUARD])
    power = game.power(HERO_P)
    assert game.to_act == HERO_P
    game.apply(Choose(0) if pays else Decline())
    assert game.is_blocked(villain(game, "Guard")) is pays
    assert game.power(HERO_P) == power - (3 if pays else 0)


def test_free_unas_stops_the_support_character_the_opponent_chooses() -> None:
    game = _after_a_failed_mission(FREE_UNAS, [MARINE, ENVOY], [])
    assert game.to_act == VILLAIN_P
    game.apply(Choose(hero(game, "Envoy")))
    assert (game.status_name(hero(game, "Envoy")),
            game.status_name(hero(game, "Marine"))) == ("stopped", "ready")


def test_free_unas_ruling_a_stopped_support_character_may_be_chosen() -> None:
    """Envoy, assigned to the spare mission, is stopped when Free Unas is played."""
    game = scenario([ENVOY], [], missions=[SPARE, FREE_UNAS, EASY], power=9)
    envoy = hero(game, "Envoy")
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    game.apply(Assign(envoy))
    fail(game)
    next_mission(game)
    assert game.status_name(envoy) == "stopped"  # and chosen, the only one: ...
    fail(game)
    assert game.zone_name(envoy) == "discard"  # ... destroyed by the failure


@pytest.mark.parametrize(("succeeds", "zone"), [(False, "discard"), (True, "in play")])
def test_free_unas_failure_destroys_the_chosen_support_character(succeeds: bool,
                                                                 zone: str) -> None:
    game = _after_a_failed_mission(FREE_UNAS, [MARINE, ENVOY], [])
    game.apply(Choose(hero(game, "Envoy")))
    if succeeds:
        succeed_with(game, "Fixture Leader")
    else:
        fail(game)
    assert game.zone_name(hero(game, "Envoy")) == zone


def test_free_unas_played_again_destroys_only_the_character_chosen_this_time() -> None:
    """What the mission remembered from an earlier play is forgotten when it is played."""
    game = scenario([], [], missions=[SPARE, FREE_UNAS, EASY], power=9)
    leader = hero(game, "Fixture Leader")
    game.state.memory[(hero(game, "Free Unas"), "chosen")] = (leader,)  # an earlier play
    fail(game)
    next_mission(game)
    fail(game)
    assert game.zone_name(leader) == "in play"


@pytest.mark.parametrize(("first", "villain_power"), [(INFILTRATE, 3 + 2),
                                                      (mission("Plain", I, 3), 3)])
def test_infiltrate_lucian_alliance_gives_the_opponent_two_power_when_played_first(
        first: StargateCard, villain_power: int) -> None:
    game = start(first)
    assert game.power(VILLAIN_P) == villain_power


def test_infiltrate_lucian_alliance_after_a_success_gives_nothing() -> None:
    game = scenario([], [], missions=[EASY, INFILTRATE, SPARE], power=5)
    succeed_with(game, "Fixture Leader")
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    power = game.power(VILLAIN_P)
    game.apply(Continue())
    assert game.facts[game.state.mission].title == "Infiltrate Lucian Alliance"
    assert game.power(VILLAIN_P) == power


@pytest.mark.parametrize(("stops", "gain"), [(True, 2), (False, 0)])
def test_investigate_the_aschen_opponent_may_stop_an_adversary_for_its_culture(
        stops: bool, gain: int) -> None:
    game = _after_a_failed_mission(ASCHEN, [], [GUARD])
    guard = villain(game, "Guard")
    power = game.power(VILLAIN_P)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(guard) if stops else Decline())
    assert game.power(VILLAIN_P) == power + gain
    assert game.status_name(guard) == ("stopped" if stops else "ready")


def test_recover_team_member_blocks_the_chosen_team_character() -> None:
    game = start(RECOVER_MEMBER)
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    with pytest.raises(IllegalAction):
        game.apply(Assign(scholar))


@pytest.mark.parametrize(("succeeds", "status"), [(False, "incapacitated"), (True, "ready")])
def test_recover_team_member_failure_incapacitates_the_chosen_character(
        succeeds: bool, status: str) -> None:
    game = start(RECOVER_MEMBER)
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar))
    if succeeds:
        succeed_with(game, "Fixture Leader")
    else:
        fail(game)
    assert game.status_name(scholar) == status


# --- while ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("adversary_assigned", "can_assign"), [(True, False), (False, True)])
def test_liberate_labor_camp_blocks_support_characters_while_an_adversary_is_assigned(
        adversary_assigned: bool, can_assign: bool) -> None:
    game = start(LABOR_CAMP, [MARINE], [GUARD], power=5)
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(PlayCard(villain(game, "Guard")))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(villain(game, "Guard")) if adversary_assigned else Pass())
    assert (Assign(hero(game, "Marine")) in game.legal_actions()) is can_assign


# --- failure --------------------------------------------------------------------------------


@pytest.mark.parametrize(("succeeds", "status"), [(False, "stopped"), (True, "ready")])
def test_consult_expert_failure_the_opponent_stops_a_character(succeeds: bool,
                                                               status: str) -> None:
    game = start(CONSULT)
    leader = hero(game, "Fixture Leader")
    if succeeds:
        succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    else:
        fail(game)
        assert game.to_act == VILLAIN_P
        game.apply(Choose(leader))
    assert game.status_name(leader) == status


@pytest.mark.parametrize(("succeeds", "status"), [(False, "incapacitated"), (True, "ready")])
def test_locate_the_eye_of_ra_failure_the_opponent_incapacitates_a_team_character(
        succeeds: bool, status: str) -> None:
    game = start(EYE_OF_RA)
    leader = hero(game, "Fixture Leader")
    if succeeds:
        succeed_with(game, "Fixture Scholar")
    else:
        fail(game)
        assert game.to_act == VILLAIN_P
        game.apply(Choose(leader))
    assert game.status_name(leader) == status


@pytest.mark.parametrize("to_bottom", [True, False])
def test_obtain_information_failure_opponent_places_the_top_mission_top_or_bottom(
        to_bottom: bool) -> None:
    game = start(OBTAIN)
    spare = hero(game, "Spare Mission")
    assert game.state.players[HERO_P].missions[-1] == spare
    fail(game)
    assert game.to_act == VILLAIN_P
    seen = game.observation(HERO_P).pending
    assert seen is not None and set(seen.options) == {HIDDEN}
    game.apply(Choose(spare) if to_bottom else Decline())
    missions = game.state.players[HERO_P].missions
    assert (missions[0] if to_bottom else missions[-1]) == spare


def test_obtain_information_success_looks_at_nothing() -> None:
    game = start(OBTAIN)
    succeed_with(game, "Fixture Scholar", "Fixture Leader")
    assert game.pending_decision is None
    assert game.state.players[HERO_P].missions[-1] == hero(game, "Spare Mission")


def test_protect_village_failure_opponent_may_search_for_an_obstacle() -> None:
    game = start(PROTECT, villain=[ROCKS])
    rocks = villain(game, "Rocks")
    to_deck(game, rocks)
    fail(game)
    assert game.to_act == VILLAIN_P
    assert legal_of(game, Choose) == [Choose(rocks)]
    game.apply(Choose(rocks))
    assert rocks in game.hand(VILLAIN_P)


def test_protect_village_success_searches_nothing() -> None:
    game = start(PROTECT, villain=[ROCKS])
    rocks = villain(game, "Rocks")
    to_deck(game, rocks)
    succeed_with(game, "Fixture Scientist")
    assert game.pending_decision is None
    assert rocks not in game.hand(VILLAIN_P)


# --- success --------------------------------------------------------------------------------


@pytest.mark.parametrize("pays", [True, False])
def test_disable_orbital_weapon_success_opponent_may_pay_to_score_an_adversary(
        pays: bool) -> None:
    game = start(ORBITAL, villain=[GUARD], power=5)
    villain_plays_first(game, "Guard")
    guard = villain(game, "Guard")
    succeed_with(game, "Fixture Scholar")
    assert game.to_act == VILLAIN_P
    game.apply(Choose(guard) if pays else Decline())
    assert (guard in game.score_pile(VILLAIN_P)) is pays
    assert game.power(VILLAIN_P) == 5 - 2 - (2 if pays else 0)


def test_disable_orbital_weapon_failure_scores_nothing() -> None:
    game = start(ORBITAL, villain=[GUARD], power=5)
    villain_plays_first(game, "Guard")
    fail(game)
    assert game.score_pile(VILLAIN_P) == ()


def test_recover_touchstone_success_arranges_the_top_four_ruling_bottom_keeps_its_order() -> None:
    game = start(TOUCHSTONE, pad=14)
    succeed_with(game, "Fixture Leader", "Fixture Scientist")
    deck = game.state.players[HERO_P].deck
    top4 = list(reversed(deck[-4:]))  # the top card first
    assert game.to_act == HERO_P
    seen = game.observation(VILLAIN_P).pending
    assert seen is not None and set(seen.options) == {HIDDEN}
    game.apply(ChooseMany((top4[0], top4[1])))  # to the bottom
    game.apply(Choose(top4[3]))  # on top, then the last one on it
    deck = game.state.players[HERO_P].deck
    assert (deck[0], deck[1], deck[-2], deck[-1]) == (top4[1], top4[0], top4[3], top4[2])


def test_recover_touchstone_failure_arranges_nothing() -> None:
    game = start(TOUCHSTONE)
    fail(game)
    assert game.pending_decision is None


@pytest.mark.parametrize(("first", "can_revive"), [(MOLOC, False),
                                                   (mission("Plain", B, 4), True)])
def test_repel_moloc_success_stops_revivals_there(first: StargateCard,
                                                  can_revive: bool) -> None:
    game = start(first, [MARINE], [GUARD], power=5)
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(PlayCard(villain(game, "Guard")))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(villain(game, "Guard")))
    game.apply(Assign(hero(game, "Marine")))
    game.apply(Pass())
    game.apply(Pass())
    assert game.phase == "revive or score adversaries"
    assert (Revive(villain(game, "Guard")) in game.legal_actions()) is can_revive


@pytest.mark.parametrize(("first", "status"), [(RUPTURE, "ready"),
                                               (mission("Plain", S, 5), "stopped")])
def test_reverse_space_time_rupture_success_readies_assigned_support_characters(
        first: StargateCard, status: str) -> None:
    game = start(first, [MEDIC], power=5)
    game.apply(PlayCard(hero(game, "Medic")))
    game.apply(Pass())
    succeed_with(game, "Medic", "Fixture Scientist")
    assert game.status_name(hero(game, "Medic")) == status
    assert game.status_name(hero(game, "Fixture Scientist")) == "stopped"


def test_salvage_enemy_ship_success_searches_the_deck_for_a_hero_ship() -> None:
    game = start(SALVAGE, [CRUISER, RAIDER])
    cruiser = hero(game, "Cruiser")
    to_deck(game, cruiser)
    to_deck(game, hero(game, "Raider"))
    succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    assert legal_of(game, Choose) == [Choose(cruiser)]
    game.apply(Choose(cruiser))
    assert cruiser in game.hand(HERO_P)


def test_salvage_enemy_ship_failure_searches_nothing() -> None:
    game = start(SALVAGE, [CRUISER])
    to_deck(game, hero(game, "Cruiser"))
    fail(game)
    assert game.pending_decision is None


@pytest.mark.parametrize("plays", [True, False])
def test_trade_rendezvous_success_offers_a_free_gear(plays: bool) -> None:
    game = start(RENDEZVOUS, [GADGET], power=1)
    gadget = hero(game, "Gadget")
    succeed_with(game, "Fixture Leader", "Fixture Scientist", "Fixture Scholar")
    assert game.to_act == HERO_P
    game.apply(Choose(gadget) if plays else Decline())
    assert game.zone_name(gadget) == ("in play" if plays else "hand")
    assert game.power(HERO_P) == 1


def test_trade_rendezvous_failure_plays_nothing() -> None:
    game = start(RENDEZVOUS, [GADGET], power=1)
    fail(game)
    assert game.pending_decision is None


# --- Review Hollywood Script ----------------------------------------------------------------

SCRIPT = real("Review Hollywood Script (Cheyenne Mountain)", M, skills={I: 5}, experience=4)
# Fixture cards whose text destroys a character (the `destroy` verb names its card).
SABOTEUR = sg_card("Saboteur", OBSTACLE, cost=1, skills={I: 1, C: 1})
SACRIFICE = sg_card("Sacrifice", CardType.EVENT, cost=0)


def _with_destroyers() -> EffectRegistry:
    registry = default_registry()
    registry.register(SABOTEUR.id, Card(WhenPlayed(Do(destroy, character))))
    registry.register(SACRIFICE.id, Card(OnPlay(Do(destroy, character))))
    return registry


@pytest.mark.parametrize(("first", "zone", "status"), [
    (SCRIPT, "in play", "stopped"), (mission("Plain", I, 5), "discard", None)])
def test_review_hollywood_script_an_opponents_card_stops_instead_of_destroying(
        first: StargateCard, zone: str, status: str | None) -> None:
    game = scenario([], [SABOTEUR], missions=[first, SPARE], effects=_with_destroyers())
    scholar = hero(game, "Fixture Scholar")
    villain_plays_first(game, "Saboteur")
    assert game.to_act == VILLAIN_P
    game.apply(Choose(scholar))
    assert game.zone_name(scholar) == zone
    if status is not None:
        assert game.status_name(scholar) == status


def test_review_hollywood_script_the_owners_own_card_still_destroys() -> None:
    game = scenario([SACRIFICE], [], missions=[SCRIPT, SPARE], effects=_with_destroyers())
    scholar = hero(game, "Fixture Scholar")
    game.apply(PlayCard(hero(game, "Sacrifice")))
    game.apply(Choose(scholar))
    assert game.zone_name(scholar) == "discard"


# --- missions-events batch -------------------------------------------------------------------

DOC_CREW = real("Accompany Documentary Crew (Cheyenne Mountain)", M, skills={C: 5},
                experience=3)
APPROPRIATIONS = real("Appropriations Committee Meeting (Washington, D.C.)", M,
                      skills={C: 5}, experience=3)
CALIBRATE = real("Calibrate Super-Weapon (Dakara)", M, skills={S: 3}, experience=2)
COORDINATED = real("Coordinated Assault (Trust Safehouse)", M, skills={B: 4}, experience=2)
VIRUS = real("Cure Deadly Virus (Vagonbrei)", M, skills={S: 4}, experience=2)
KASSA = real("Destroy Kassa Shipment (Lucian Alliance Freighter)", M, skills={B: 4},
             experience=4)
WEAPON = real("Destroy Weapon (Stronghold of Anubis)", M, skills={B: 4}, experience=3)
DIPLOMATIC = real("Diplomatic Envoy (Moscow)", M, skills={C: 4}, experience=2)
ERADICATE = real("Eradicate Computer Virus (P5S-117)", M, skills={S: 3}, experience=2)
DILATION = real("Escape Time Dilation Field (P3X-474)", M, skills={S: 3}, experience=1)
ESCORT = real("Escort IOA Representatives (Gamma Site)", M, skills={C: 3}, experience=1)
EXPLORE = real("Explore Ruins (Excavation Site)", M, skills={C: 4}, experience=4)
EXTRACT = real("Extract Prisoners (Excavation Site)", M, skills={B: 4}, experience=3)
HARCESIS = real("Hide the Harcesis (Abydos)", M, skills={I: 3}, experience=2)
FARROW = real("Investigate Farrow-Marshall (Bethesda)", M, skills={I: 4}, experience=3)
LIE_LOW = real("Lie Low (Ver Isca)", M, skills={I: 4}, experience=2)
MINING = real("Negotiate Mining Rights (P3X-403)", M, skills={C: 4}, experience=3)
ENGINES = real("Repair Engines (Interstellar Gas Cloud)", M, skills={S: 4}, experience=4)
TIMELINE = real("Restore Timeline (Giza, 3000 B.C.)", M, skills={I: 4}, experience=4)
CUSTODY = real("Retain Custody (Cheyenne Mountain)", M, skills={I: 3}, experience=1)
SHIPYARD = real("Sabotage Ship Construction (Shipyard Near Ver Isca)", M, skills={B: 3},
                experience=1)
CRASH_SITE = real("Secure Crash Site (Rocky Mountains)", M, skills={I: 3}, experience=2)
ARMADA = real("Withstand Armada (Antarctica)", M, skills={B: 5}, experience=3)

AGENT = sg_card("Agent", ADVERSARY, "Operative", cost=1, skills={I: 1}, revive=1,
                traits=("Jaffa",))
TRIPWIRE = sg_card("Tripwire", OBSTACLE, cost=2, skills={I: 1}, traits=("Jaffa",))
PUZZLE = sg_card("Puzzle", OBSTACLE, cost=2, skills={I: 1})


def to_discard_pile(game: StargateGame, card: int) -> None:
    from stargate_vcg.engine.stargate.facts import Z_DISCARD

    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    p.discard.insert(0, card)
    game.state.zone[card] = Z_DISCARD


@pytest.mark.parametrize(("glyph", "culture"), [(True, 1 + 1), (False, 1)])
def test_accompany_documentary_crew_assigned_team_characters_with_a_glyph_get_culture(
        glyph: bool, culture: int) -> None:
    game = start_with_places(DOC_CREW, Glyph.LIBRA)
    leader = hero(game, "Fixture Leader")
    if glyph:
        glyphs_beneath(game, leader, Glyph.LIBRA)
    game.apply(Assign(leader))
    assert game.skill(leader, list(Skill).index(C)) == culture


@pytest.mark.parametrize(("succeeds", "gain"), [(True, 1), (False, 0)])
def test_appropriations_committee_meeting_success_gains_a_power_per_character_with_a_glyph(
        succeeds: bool, gain: int) -> None:
    """Two glyphs beneath one character: 1 power (per character, not per glyph)."""
    game = start_with_places(APPROPRIATIONS, Glyph.LIBRA, Glyph.ORION, power=3)
    glyphs_beneath(game, hero(game, "Fixture Leader"), Glyph.LIBRA, Glyph.ORION)
    if succeeds:
        succeed_with(game, "Fixture Scholar", "Fixture Leader", "Fixture Scientist")
    else:
        fail(game)
    assert game.power(HERO_P) == 3 + gain


@pytest.mark.parametrize(("first_succeeds", "difficulty"), [(False, 3 + 2), (True, 3)])
def test_calibrate_super_weapon_harder_until_a_mission_succeeded_this_turn(
        first_succeeds: bool, difficulty: int) -> None:
    game = scenario([], [], missions=[EASY, CALIBRATE, SPARE], power=5)
    if first_succeeds:
        succeed_with(game, "Fixture Leader")
    else:
        fail(game)
    next_mission(game)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("succeeds", [True, False])
def test_coordinated_assault_success_arranges_the_opponents_top_four(succeeds: bool) -> None:
    game = start(COORDINATED, pad=14)
    if not succeeds:
        fail(game)
        assert game.pending_decision is None
        return
    top4 = game.state.players[VILLAIN_P].deck[-4:]
    succeed_with(game, "Fixture Leader", "Fixture Scientist")
    assert game.to_act == HERO_P
    seen = game.observation(HERO_P).pending
    assert seen is not None and set(seen.options) == set(top4)
    game.apply(ChooseMany((top4[-1],)))  # the top card to the bottom
    assert game.state.players[VILLAIN_P].deck[0] == top4[-1]


@pytest.mark.parametrize(("succeeds", "readies", "status"), [
    (True, True, "ready"), (True, False, "stopped"), (False, False, "stopped")])
def test_cure_deadly_virus_success_optionally_readies_an_assigned_one(
        succeeds: bool, readies: bool, status: str) -> None:
    game = start(VIRUS)
    scientist = hero(game, "Fixture Scientist")
    if succeeds:
        succeed_with(game, "Fixture Scientist", "Fixture Scholar")
        game.apply(Choose(scientist) if readies else Decline())
    else:
        game.apply(Assign(scientist))
        fail(game)
        assert game.pending_decision is None
    assert game.status_name(scientist) == status


@pytest.mark.parametrize(("succeeds", "zone"), [(True, "discard"), (False, "in play")])
def test_destroy_kassa_shipment_success_destroys_a_villain_ship(succeeds: bool,
                                                                zone: str) -> None:
    game = start(KASSA, villain=[RAIDER], power=5)
    villain_plays_first(game, "Raider")
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
    else:
        fail(game)
    assert game.zone_name(villain(game, "Raider")) == zone


@pytest.mark.parametrize(("succeeds", "culture"), [(True, 3 + 1), (False, 3)])
def test_destroy_weapon_success_team_characters_get_skills(succeeds: bool,
                                                           culture: int) -> None:
    game = start(WEAPON)
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
    else:
        fail(game)
    assert game.skill(hero(game, "Fixture Scholar"), list(Skill).index(C)) == culture


@pytest.mark.parametrize("pays", [True, False])
def test_diplomatic_envoy_may_pay_two_to_ready_a_support_character(pays: bool) -> None:
    game = scenario([ENVOY], [], missions=[SPARE, DIPLOMATIC, EASY], power=9)
    envoy = hero(game, "Envoy")
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    game.apply(Assign(envoy))
    fail(game)
    next_mission(game)
    power = game.power(HERO_P)
    game.apply(Choose(0) if pays else Decline())
    assert game.status_name(envoy) == ("ready" if pays else "stopped")
    assert game.power(HERO_P) == power - (2 if pays else 0)


@pytest.mark.parametrize(("succeeds", "can_continue"), [(False, False), (True, True)])
def test_eradicate_computer_virus_failure_no_more_missions_this_turn(
        succeeds: bool, can_continue: bool) -> None:
    game = start(ERADICATE, power=9)
    if succeeds:
        succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    else:
        fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (Continue() in game.legal_actions()) is can_continue


@pytest.mark.parametrize("accepts", [True, False])
def test_escape_time_dilation_field_failure_opponent_may_put_it_on_top_of_the_pile(
        accepts: bool) -> None:
    game = start(DILATION)
    dilation = hero(game, "Escape Time Dilation Field")
    fail(game)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(0) if accepts else Decline())
    assert (game.state.players[HERO_P].missions[-1] == dilation) is accepts


def test_escape_time_dilation_field_success_asks_nothing() -> None:
    game = start(DILATION)
    succeed_with(game, "Fixture Scientist")
    assert game.pending_decision is None


@pytest.mark.parametrize(("first", "stops"), [(ESCORT, True), (SPARE, False)])
def test_escort_ioa_representatives_opponents_complication_stops_a_character(
        first: StargateCard, stops: bool) -> None:
    game = start(first, villain=[ROCKS], power=5)
    leader = hero(game, "Fixture Leader")
    game.apply(Pass())
    game.apply(PlayComplication(villain(game, "Rocks")))
    if stops:
        assert game.to_act == HERO_P and game.pending_decision is not None
        game.apply(Choose(leader))
    assert game.status_name(leader) == ("stopped" if stops else "ready")


@pytest.mark.parametrize("succeeds", [True, False])
def test_explore_ruins_success_shuffles_discarded_cards_into_the_deck(succeeds: bool) -> None:
    game = start(EXPLORE, [MARINE, GADGET])
    marine, gadget = hero(game, "Marine"), hero(game, "Gadget")
    to_discard_pile(game, marine)
    to_discard_pile(game, gadget)
    if not succeeds:
        fail(game)
        assert game.pending_decision is None
        assert game.zone_name(marine) == "discard"
        return
    succeed_with(game, "Fixture Scholar", "Fixture Leader")
    game.apply(Choose(marine))
    game.apply(Decline())
    assert (game.zone_name(marine), game.zone_name(gadget)) == ("deck", "discard")


@pytest.mark.parametrize(("succeeds", "status"), [(False, "incapacitated"), (True, "ready")])
def test_extract_prisoners_failure_incapacitates_a_team_character(succeeds: bool,
                                                                  status: str) -> None:
    game = start(EXTRACT)
    scholar = hero(game, "Fixture Scholar")
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
    else:
        fail(game)
        assert game.to_act == HERO_P
        game.apply(Choose(scholar))
    assert game.status_name(scholar) == status


@pytest.mark.parametrize(("first", "card"), [(HARCESIS, "Guard"), (SHIPYARD, "Raider")])
@pytest.mark.parametrize("succeeds", [True, False])
def test_hide_the_harcesis_and_sabotage_ship_construction_failure_opponent_searches(
        first: StargateCard, card: str, succeeds: bool) -> None:
    game = start(first, villain=[GUARD, RAIDER])
    guard, raider = villain(game, "Guard"), villain(game, "Raider")
    to_deck(game, guard)
    to_deck(game, raider)
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
        assert game.pending_decision is None
        return
    fail(game)
    assert game.to_act == VILLAIN_P
    wanted = villain(game, card)
    offered = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    assert offered == ({guard, raider} if card == "Guard" else {raider})
    game.apply(Choose(wanted))
    assert wanted in game.hand(VILLAIN_P)


@pytest.mark.parametrize(("first", "obstacle", "paid"), [
    (FARROW, "Tripwire", 2 - 1), (FARROW, "Puzzle", 2), (mission("Plain", I, 4), "Tripwire", 2)])
def test_investigate_farrow_marshall_obstacles_sharing_a_trait_with_an_adversary_cost_less(
        first: StargateCard, obstacle: str, paid: int) -> None:
    game = start(first, villain=[AGENT, TRIPWIRE, PUZZLE], power=9)
    villain_plays_first(game, "Agent")
    game.apply(Pass())
    game.apply(Assign(villain(game, "Agent")))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, obstacle)))
    assert game.power(VILLAIN_P) == power - paid


@pytest.mark.parametrize(("assigned", "difficulty"), [(2, 4 - 1), (3, 4)])
def test_lie_low_easier_with_at_most_two_assigned(assigned: int,
                                                                  difficulty: int) -> None:
    game = start(LIE_LOW)
    for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist")[:assigned]:
        game.apply(Assign(hero(game, title)))
        if game.to_act == VILLAIN_P:
            game.apply(Pass())
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("with_team", "difficulty"), [(False, 4 + 2), (True, 4)])
def test_negotiate_mining_rights_harder_while_more_support_than_team_assigned(
        with_team: bool, difficulty: int) -> None:
    game = start(MINING, [ENVOY], power=5)
    envoy = hero(game, "Envoy")
    game.apply(PlayCard(envoy))
    game.apply(Pass())
    game.apply(Assign(envoy))
    if with_team:
        game.apply(Pass())
        game.apply(Assign(hero(game, "Fixture Scholar")))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("succeeds", "status"), [(True, "ready"), (False, "stopped")])
def test_repair_engines_success_readies_a_hero_ship(succeeds: bool, status: str) -> None:
    game = start(ENGINES, [CRUISER], power=5)
    cruiser = hero(game, "Cruiser")
    game.apply(PlayCard(cruiser))
    game.apply(Pass())
    game.apply(Assign(cruiser))
    game.apply(Pass())
    if succeeds:
        succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    else:
        game.apply(Pass())
    assert game.status_name(cruiser) == status


@pytest.mark.parametrize("succeeds", [True, False])
def test_restore_timeline_success_hero_card_back_from_discard(
        succeeds: bool) -> None:
    game = start(TIMELINE, [GADGET])
    gadget = hero(game, "Gadget")
    to_discard_pile(game, gadget)
    if succeeds:
        succeed_with(game, "Fixture Leader", "Fixture Scientist")
        game.apply(Choose(gadget))
        assert game.zone_name(gadget) == "hand"
    else:
        fail(game)
        assert game.pending_decision is None
        assert game.zone_name(gadget) == "discard"


@pytest.mark.parametrize(("first", "difficulty"), [(CUSTODY, 3 + 1), (mission("Plain", I, 3), 3)])
def test_retain_custody_harder_per_ready_adversary(first: StargateCard, difficulty: int) -> None:
    game = start(first, villain=[AGENT], power=5)
    villain_plays_first(game, "Agent")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("character", "gain"), [("Fixture Leader", 2), ("Fixture Scholar", 0)])
def test_secure_crash_site_assigning_gives_the_opponent_a_power_per_glyph(character: str,
                                                                         gain: int) -> None:
    game = start_with_places(CRASH_SITE, Glyph.LIBRA, Glyph.ORION, power=3)
    glyphs_beneath(game, hero(game, "Fixture Leader"), Glyph.LIBRA, Glyph.ORION)
    game.apply(Assign(hero(game, character)))
    assert game.power(VILLAIN_P) == 3 + gain


@pytest.mark.parametrize(("ship", "difficulty"), [(True, 5 - 1), (False, 5)])
def test_withstand_armada_easier_with_an_assigned_hero_ship(ship: bool,
                                                               difficulty: int) -> None:
    game = start(ARMADA, [CRUISER], power=5)
    cruiser = hero(game, "Cruiser")
    game.apply(PlayCard(cruiser))
    game.apply(Pass())
    game.apply(Assign(cruiser if ship else hero(game, "Fixture Leader")))
    assert game.mission_difficulty() == difficulty


LEAK = real('Discredit Leak ("Inside Access")', M, skills={S: 4}, experience=3)
CHANT = sg_card("Chant", OBSTACLE, cost=2, skills={C: 1})


@pytest.mark.parametrize(("succeeds", "paid"), [(False, 2 - 1), (True, 2)])
def test_discredit_leak_failure_obstacles_cost_less_for_the_turn(succeeds: bool,
                                                                 paid: int) -> None:
    game = scenario([], [CHANT], missions=[LEAK, SPARE, EASY], power=9)
    if succeeds:
        succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    else:
        fail(game)
    next_mission(game)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Chant")))
    assert game.power(VILLAIN_P) == power - paid


@pytest.mark.parametrize("succeeds", [False, True])
def test_discredit_leak_lists_an_obstacle_only_its_discount_makes_affordable(
        succeeds: bool) -> None:
    # The fast listing once took "no cost modifier in play" for "no modifier": the
    # lasting discount was left out, and the obstacle costing one more than the
    # villain's power was not listed (the slow playout test, seed 60).
    game = scenario([], [CHANT], missions=[LEAK, SPARE, EASY], power=9)
    if succeeds:
        succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    else:
        fail(game)
    next_mission(game)
    game.apply(Pass())
    game.state.players[VILLAIN_P].power = 1
    game._version += 1
    listed = game.legal_actions()
    assert (PlayCard(villain(game, "Chant")) in listed) is not succeeds
    assert listed == legal_actions_checked(game)


CRUSHER = sg_card("Crusher", OBSTACLE, cost=1, skills={I: 1, C: 1})


def _destroy_scholars(t: Surface, source: int) -> bool:
    """Fixture text destroying with the plain `Surface.destroy` (names no card)."""
    found = [c for c in t.characters(t.hero) if t.title(c) == "Fixture Scholar"]
    for c in found:
        t.destroy(c)
    return bool(found)


@pytest.mark.parametrize(("first", "zone", "status"), [
    (SCRIPT, "in play", "stopped"), (mission("Plain", I, 5), "discard", None)])
def test_review_hollywood_script_any_destruction_by_an_opponents_text_is_replaced(
        first: StargateCard, zone: str, status: str | None) -> None:
    registry = _with_destroyers()
    registry.register(CRUSHER.id, Card(WhenPlayed(Simple(_destroy_scholars))))
    game = scenario([], [CRUSHER], missions=[first, SPARE], effects=registry)
    scholar = hero(game, "Fixture Scholar")
    villain_plays_first(game, "Crusher")
    assert game.zone_name(scholar) == zone
    if status is not None:
        assert game.status_name(scholar) == status
