"""Missions-set missions (effects/missions_set/missions.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids (easy ratings, so that one character succeeds); player 0 is the hero of turn 1."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, power_spent, succeed_with, villain
from sg_play import hero_pays as _hero_pays
from sg_play import pass_out as fail
from sg_play import to_next_mission as next_mission
from sg_play import villain_plays as villain_plays_first
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, Keywords, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    PlayComplication,
    Score,
    StargateGame,
    values,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.facts import Z_DECK, Z_DISCARD

M = CardType.MISSION
SUPPORT, TEAM = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
OBSTACLE, ADVERSARY, SHIP = CardType.OBSTACLE, CardType.ADVERSARY, CardType.SHIP


WEAPONS_PLATFORM = real("Activate Ancient Weapons Platform (Lantean Solar System)", M,
                        skills={C: 1}, experience=1)
RUSSIAN = real("Assist Russian Stargate Program (Siberia)", M, skills={C: 1}, experience=1)
CURE = real("Attempt to Cure the Wraith (Atlantis)", M, skills={C: 1}, experience=1)
CHILDHOOD = real("Childhood's End (M7G-677)", M, skills={C: 1}, experience=1)
COMMANDEER = real("Commandeer Goa'uld Ship (Juna)", M, skills={C: 1}, experience=1)
COMMON_GROUND = real("Common Ground (Kolya's Compound)", M, skills={C: 1}, experience=1)
TRADE = real("Conduct Trade Negotiations (Langara)", M, skills={C: 4}, experience=3)
DECEIVE = real("Deceive the Lucian Alliance's Fleet (Tenat and Jup's Planet)", M,
               skills={C: 1}, experience=1)
RETROVIRUS = real("Deploy Retrovirus Weapon (Hive Ship)", M, skills={C: 1}, experience=1)
TIME_OUT = real("Diplomatic Time Out (Cheyenne Mountain)", M, skills={C: 1}, experience=1)
ORI_FLEET = real("Engage Ori Fleet (P3Y-229)", M, skills={C: 1}, experience=1)
VIRUS = real("Eradicate Wraith Computer Virus (The Daedalus)", M, skills={C: 1}, experience=1)
MINE = real("Escape Unstable Abandoned Mine (M5V-801)", M, skills={I: 3}, experience=1)
ANTI_REPLICATOR = real("Execute Anti-Replicator Command (Asuras)", M, skills={C: 1}, experience=1)
COLONY = real("Explore Possible Lantean Colony (Asuras)", M, skills={C: 1}, experience=1)
CON_MAN = real("Expose Con Man (Lucius' Planet)", M, skills={C: 1}, experience=1)
VISIONS = real("Follow Visions (M2S-181)", M, skills={C: 1}, experience=1)
RUNNER = real("Free Hunted Runner (P3M-736)", M, skills={C: 1}, experience=1)
ASGARD_LEGACY = real("Honor the Asgard's Legacy (Orilla)", M, skills={C: 1}, experience=1)
QUEEN = real("Impersonate Wraith Queen (Wraith Primary's Hive)", M, skills={C: 1}, experience=1)
PARTY = real("Infiltrate Exclusive Party (Kinsey Residence)", M, skills={C: 1}, experience=1)
INQUISITION = real("Inquisition (Trial Chamber)", M, skills={C: 3}, experience=2)
UNDERGROUND = real("Investigate Underground Civilization (Genii Homeworld)", M,
                   skills={C: 1}, experience=1)
LAST_MAN = real("The Last Man (48,000 AD)", M, skills={C: 1}, experience=1)
QUEENS_MIND = real("Overpower Wraith Queen's Mind (Cloning Facility)", M,
                   skills={C: 1}, experience=1)
FALSE_GODS = real("Overthrow the False Gods (Dakara's Orbit)", M, skills={C: 1}, experience=1)
PARLEY = real("Parley with the Wraith (Atlantis)", M, skills={C: 1}, experience=1)
INVASION = real("Prevent Wraith Invasion (Earth's Orbit)", M, skills={C: 1}, experience=1)
STRONGHOLD = real("Protect Free Jaffa Stronghold (Dakara)", M, skills={C: 1}, experience=1)
NAQUADRIA = real("Recover Naquadria Cache (Langara)", M, skills={C: 1}, experience=1)
PARASITE = real("Remove Alien Parasite (Wraith Homeworld)", M, skills={C: 1}, experience=1)
FAMILY = real("Rescue Family Members (Chulak)", M, skills={B: 4}, experience=3)
SURVIVORS = real("Rescue Trapped Survivors (M2S-445)", M, skills={I: 4}, experience=3)
TRUST = real("Restore Trust (Lantea)", M, skills={C: 1}, experience=1)
TEAMMATES = real("Retrieve Abducted Teammates (Thenora)", M, skills={C: 1}, experience=1)
CAPTIVES = real("Save Wraith Hive Captives (Wraith Hive)", M, skills={I: 3}, experience=2)
SECURE_ATLANTIS = real("Secure Atlantis (Lantea)", M, skills={C: 1}, experience=1)
MIST = real("See Through the Deceptive Mist (M5S-224)", M, skills={C: 1}, experience=1)
MORGAN = real("Solve Morgan le Fay's Riddles (Camelot)", M, skills={C: 1}, experience=1)
ZPM = real("Steal Asuran Z.P.M. (Asuras)", M, skills={C: 1}, experience=1)
CREATURES = real("Survive Michael's Creatures (Taranian Settlement)", M,
                 skills={C: 1}, experience=1)
HUNTING_PARTY = real("Survive Wraith Hunting Party (Sateda)", M, skills={C: 1}, experience=1)
THIRTY_EIGHT = real("Thirty-Eight Minutes (Wraith Homeworld)", M, skills={C: 1}, experience=1)
MEGA_STORM = real("Weather Mega-Storm (Lantea)", M, skills={C: 1}, experience=1)
ONSLAUGHT = real("Withstand Wraith Onslaught (Atlantis)", M, skills={C: 1}, experience=1)
EXECUTION = real("Witness Goa'uld Execution (Tok'ra Homeworld)", M, skills={C: 1}, experience=1)
CLONING = real("Destroy Wraith Cloning Facility (Wraith Outpost)", M, skills={C: 1}, experience=1)
POISON = real("Poisoning the Well (Hoff)", M, skills={C: 1}, experience=1)
NANITES = real("Overcome Nanite Deceptions (Elizabeth Weir's Mind)", M,
               skills={C: 1}, experience=1)
POTENTIA = real("Secure Potentia (Dagan)", M, skills={C: 1}, experience=1)
IOA = real("Face IOA Review (Cheyenne Mountain)", M, skills={C: 1}, experience=1)
FAKE = real("Fake Atlantis' Destruction (Lantea)", M, skills={C: 1}, experience=1)
SHIPYARDS = real("Wipe Out Asuran Shipyards (Asuras)", M, skills={C: 1}, experience=1)
TIME_TRAVEL = real("Discover Time Travel (1969)", M, skills={C: 1}, experience=1)
SEER = real("Seek the Seer's Guidance (Vedeena)", M, skills={C: 1}, experience=1)
EXPERIMENTS = real("Uncover Wraith Experiments (Wraith Science Lab)", M,
                   skills={C: 1}, experience=1)
ATTERO = real("Destroy the Attero Device (Janus' Research Outpost)", M,
              skills={C: 1}, experience=1)
INTERROGATION = real("Withstand Interrogation (Juna's Orbit)", M, skills={C: 1}, experience=1)
DIAL = real("Dial Atlantis (Cheyenne Mountain)", M, skills={C: 1}, experience=1)
HOLD_POSITION = real("Hold Defensive Position (P7S-441)", M, skills={C: 1}, experience=1)
BOUNTY_HUNTERS = real("Outsmart Bounty Hunters (Auburn, Kansas)", M, skills={C: 1}, experience=1)
CURED_WRAITH = real("Contain Cured Wraith (M8G-352)", M, skills={C: 1}, experience=1)
TREASURE = real("Treasure Hunt (All over the Galaxy)", M, skills={C: 1}, experience=1)
ANCIENT_WEAPON = real("Investigate Ancient Weapon (Proculus)", M, skills={C: 9}, experience=4)
HYPERDRIVE = real("Cripple Hyperdrive (The Daedalus)", M, skills={C: 9}, experience=2)
HARD_PLAIN = mission("Hard Mission", C, 9)
DEMONSTRATION = real("Fix Demonstration Gone Awry (Secret Facility on Earth)", M,
                     skills={C: 1}, experience=1)

PLAIN = mission("Plain Mission", C, 1)
EASY = mission("Easy Mission", C, 1)

MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=2, skills={B: 2, C: 1, I: 1})
ENVOY = sg_card("Envoy", SUPPORT, "Herald", cost=1, skills={C: 1})
GADGET = sg_card("Gadget", CardType.GEAR, cost=2)
CRUISER = sg_card("Cruiser", SHIP, "Hero Ship", cost=3, firepower=2)
RAIDER = sg_card("Raider", SHIP, "Villain Ship", cost=2, firepower=2,
                 allegiance=Allegiance.VILLAIN)
ROCKS = sg_card("Rocks", OBSTACLE, cost=1, skills={B: 1, C: 1, I: 1})
GUARD = sg_card("Guard", ADVERSARY, "Sentry", cost=2, skills={C: 2, B: 1}, revive=1)
TEYLA = sg_card("Teyla Emmagan", SUPPORT, "Test Printing", cost=1, skills={C: 1})
RONON = sg_card("Ronon Dex", SUPPORT, "Test Printing", cost=1, skills={C: 1})
WEIR = sg_card("Elizabeth Weir", SUPPORT, "Test Printing", cost=1, skills={C: 1})
JONAS = sg_card("Jonas Quinn", SUPPORT, "Test Printing", cost=1, skills={C: 1})
SHEPPARD = sg_card("John Sheppard", SUPPORT, "Test Printing", cost=1, skills={C: 1})
MCKAY = sg_card("Rodney McKay", SUPPORT, "Test Printing", cost=1, skills={C: 1, S: 1})
SNAG = sg_card("Snag", OBSTACLE, cost=1, skills={I: 1})
DEBATE = sg_card("Debate", OBSTACLE, cost=1, skills={C: 1}, traits=("Political",))
BOULDER = sg_card("Boulder", OBSTACLE, cost=4, skills={B: 1, C: 1, I: 1})
SWARM = sg_card("Swarm", OBSTACLE, cost=1, skills={C: 1}, traits=("Replicator",))
IDOL = sg_card("Idol", OBSTACLE, cost=1, skills={C: 1}, traits=("Goa'uld",))
SERMON = sg_card("Sermon", OBSTACLE, cost=1, skills={C: 1}, traits=("Ori",))
DRONE = sg_card("Drone", ADVERSARY, "Replicator", cost=1, skills={C: 1}, revive=1,
                traits=("Replicator",))
RAIDER_TWO = sg_card("Raider Two", SHIP, "Villain Ship", cost=2, firepower=2,
                     allegiance=Allegiance.VILLAIN)
MARINE_TWO = sg_card("Marine Two", SUPPORT, "Corporal", cost=3, skills={C: 1})
FLARE = sg_card("Flare", CardType.EVENT, cost=2)
FLARE_TWO = sg_card("Flare Two", CardType.EVENT, cost=3)
VALA = sg_card("Vala Mal Doran", SUPPORT, "Test Printing", cost=1, skills={C: 1})
HOLD = sg_card("Hold", OBSTACLE, cost=1, skills={C: 1}, keywords=Keywords(dominion=True))
RELIC = sg_card("Relic", CardType.GEAR, cost=1, traits=("Asgard",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(first: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[first, SPARE, PLAIN], power=power,
                    pad=20)


def resolve(game: StargateGame, succeeds: bool) -> None:
    if succeeds:
        succeed_with(game, "Fixture Scholar")
    else:
        fail(game)


def choose(game: StargateGame, *cards: int) -> None:
    """Answer the card text's decision, unless the game took the only possible answer."""
    if game.pending_decision is not None:
        game.apply(ChooseMany(cards) if len(cards) > 1 else Choose(cards[0]))


def to_pile(game: StargateGame, card: int, zone: int) -> None:
    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    (p.deck if zone == Z_DECK else p.discard).insert(0, card)
    game.state.zone[card] = zone


# --- Success and Failure texts ----------------------------------------------------------------


@pytest.mark.parametrize("succeeds", [True, False])
def test_activate_ancient_weapons_platform_success_lets_the_opponent_destroy_a_gear(
        succeeds: bool) -> None:
    game = start(WEAPONS_PLATFORM, [GADGET])
    gadget = hero(game, "Gadget")
    game.apply(PlayCard(gadget))
    game.apply(Pass())
    resolve(game, succeeds)
    if succeeds:
        assert game.to_act == VILLAIN_P and Decline() in game.legal_actions()
        game.apply(Choose(gadget))
    assert game.zone_name(gadget) == ("discard" if succeeds else "in play")


@pytest.mark.parametrize(("first_fails", "readied"), [(True, True), (False, False)])
def test_assist_russian_stargate_program_readies_a_team_character_per_failed_mission(
        first_fails: bool, readied: bool) -> None:
    game = scenario([], [], missions=[PLAIN, RUSSIAN, SPARE], power=9)
    if first_fails:
        fail(game)
    else:
        succeed_with(game, "Fixture Leader")
    next_mission(game)
    succeed_with(game, "Fixture Scholar")
    warrior = hero(game, "Fixture Warrior")
    if readied:
        game.apply(Choose(warrior))
    assert game.status_name(warrior) == ("ready" if readied else "stopped")


@pytest.mark.parametrize("succeeds", [True, False])
def test_attempt_to_cure_the_wraith_failure_opponent_stops_a_support_character(
        succeeds: bool) -> None:
    game = start(CURE, [MARINE])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    resolve(game, succeeds)
    if not succeeds:
        choose(game, marine)  # the only one: taken by the game
    assert game.status_name(marine) == ("ready" if succeeds else "stopped")


@pytest.mark.parametrize("succeeds", [True, False])
def test_commandeer_goauld_ship_success_puts_a_hero_ship_into_play_free(succeeds: bool) -> None:
    game = start(COMMANDEER, [CRUISER])
    cruiser = hero(game, "Cruiser")
    resolve(game, succeeds)
    if succeeds:
        game.apply(Choose(cruiser))
    assert game.zone_name(cruiser) == ("in play" if succeeds else "hand")
    assert game.power(HERO_P) == 9


@pytest.mark.parametrize("accepts", [True, False])
def test_common_ground_may_gain_three_and_then_the_opponent_gains_two(accepts: bool) -> None:
    game = start(COMMON_GROUND)
    succeed_with(game, "Fixture Scholar")
    game.apply(Choose(0) if accepts else Decline())
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == ((12, 11) if accepts else (9, 9))


def test_common_ground_failure_gains_nothing() -> None:
    game = start(COMMON_GROUND)
    fail(game)
    assert game.pending_decision is None and game.power(HERO_P) == 9


@pytest.mark.parametrize("succeeds", [True, False])
def test_deploy_retrovirus_weapon_success_puts_a_supporter_into_play_free(
        succeeds: bool) -> None:
    game = start(RETROVIRUS, [MARINE])
    marine = hero(game, "Marine")
    resolve(game, succeeds)
    if succeeds:
        game.apply(Choose(marine))
    assert game.zone_name(marine) == ("in play" if succeeds else "hand")


@pytest.mark.parametrize("succeeds", [True, False])
def test_eradicate_wraith_computer_virus_failure_returns_an_obstacle_to_the_opponent(
        succeeds: bool) -> None:
    game = start(VIRUS, villain=[ROCKS])
    rocks = villain(game, "Rocks")
    villain_plays_first(game, "Rocks")
    resolve(game, succeeds)
    if not succeeds:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(rocks))
    assert (rocks in game.hand(VILLAIN_P)) is not succeeds


@pytest.mark.parametrize("succeeds", [True, False])
def test_follow_visions_success_opponent_may_retrieve_a_discarded_card(
        succeeds: bool) -> None:
    game = start(VISIONS, villain=[ROCKS])
    rocks = villain(game, "Rocks")
    to_pile(game, rocks, Z_DISCARD)
    resolve(game, succeeds)
    if succeeds:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(rocks))
    assert (rocks in game.hand(VILLAIN_P)) is succeeds


def test_free_hunted_runner_readies_sgc_or_atlantis_team_members_only() -> None:
    game = start(RUNNER)
    succeed_with(game, "Fixture Scholar")
    choose(game, hero(game, "Fixture Scholar"))  # the stopped Warrior is a Jaffa
    assert game.status_name(hero(game, "Fixture Scholar")) == "ready"
    assert game.status_name(hero(game, "Fixture Warrior")) == "stopped"


def test_free_hunted_runner_failure_readies_nobody() -> None:
    game = start(RUNNER)
    fail(game)
    assert game.pending_decision is None


@pytest.mark.parametrize("succeeds", [True, False])
def test_honor_the_asgards_legacy_success_searches_for_an_asgard_card(succeeds: bool) -> None:
    game = start(ASGARD_LEGACY, [RELIC])
    relic = hero(game, "Relic")
    to_pile(game, relic, Z_DECK)
    resolve(game, succeeds)
    if succeeds:
        game.apply(Choose(relic))
    assert (relic in game.hand(HERO_P)) is succeeds


@pytest.mark.parametrize("succeeds", [True, False])
def test_impersonate_wraith_queen_success_opponent_drains_four(succeeds: bool) -> None:
    game = start(QUEEN)
    deck = game.deck_size(VILLAIN_P)
    resolve(game, succeeds)
    assert game.deck_size(VILLAIN_P) == deck - (4 if succeeds else 0)


@pytest.mark.parametrize("succeeds", [True, False])
def test_prevent_wraith_invasion_success_destroys_a_villain_ship(succeeds: bool) -> None:
    game = start(INVASION, villain=[RAIDER])
    raider = villain(game, "Raider")
    villain_plays_first(game, "Raider")
    resolve(game, succeeds)
    if succeeds:
        choose(game, raider)
    assert game.zone_name(raider) == ("discard" if succeeds else "in play")


@pytest.mark.parametrize(("assigned", "destroyed"), [(True, True), (False, False)])
def test_rescue_trapped_survivors_failure_opponent_destroys_assigned_or_stopped_supporter(
        assigned: bool, destroyed: bool) -> None:
    game = start(SURVIVORS, [MARINE])
    game.state.players[HERO_P].power = 9
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(marine))
        game.apply(Pass())
    fail(game)
    if destroyed:
        choose(game, marine)
    assert game.zone_name(marine) == ("discard" if destroyed else "in play")


@pytest.mark.parametrize("succeeds", [True, False])
def test_retrieve_abducted_teammates_success_readies_two_support_characters(
        succeeds: bool) -> None:
    game = start(TEAMMATES, [MARINE, ENVOY])
    marine, envoy = hero(game, "Marine"), hero(game, "Envoy")
    for card in (marine, envoy):
        game.apply(PlayCard(card))
        game.apply(Pass())
    for card in (marine, envoy):
        game.state.status[card] = game.state.status[hero(game, "Fixture Warrior")]
    resolve(game, succeeds)
    if succeeds:
        choose(game, marine, envoy)
    assert game.status_name(marine) == ("ready" if succeeds else "stopped")


@pytest.mark.parametrize(("mission_card", "succeeds", "powers"),
                         [(MIST, True, (8, 10)), (MIST, False, (9, 9)),
                          (ZPM, True, (10, 8)), (ZPM, False, (9, 9))])
def test_see_through_the_deceptive_mist_and_steal_asuran_zpm_move_power_on_success(
        mission_card: StargateCard, succeeds: bool, powers: tuple[int, int]) -> None:
    game = start(mission_card)
    resolve(game, succeeds)
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == powers


@pytest.mark.parametrize("succeeds", [True, False])
def test_thirty_eight_minutes_failure_opponent_destroys_a_hero_ship(succeeds: bool) -> None:
    game = start(THIRTY_EIGHT, [CRUISER])
    cruiser = hero(game, "Cruiser")
    game.apply(PlayCard(cruiser))
    game.apply(Pass())
    resolve(game, succeeds)
    if not succeeds:
        choose(game, cruiser)
    assert game.zone_name(cruiser) == ("in play" if succeeds else "discard")


@pytest.mark.parametrize(("assigned", "power", "hand"), [(True, 10, 2), (False, 9, 0)])
def test_restore_trust_success_draws_two_and_gains_one_if_teyla_is_assigned(
        assigned: bool, power: int, hand: int) -> None:
    game = start(TRUST, [TEYLA])
    game.apply(PlayCard(hero(game, "Teyla Emmagan")))  # cost 1
    game.apply(Pass())
    before = len(game.hand(HERO_P))
    succeed_with(game, "Teyla Emmagan" if assigned else "Fixture Scholar")
    assert game.power(HERO_P) == power - 1
    assert len(game.hand(HERO_P)) == before + hand


@pytest.mark.parametrize(("assigned", "status"), [(True, "ready"), (False, "stopped")])
def test_survive_wraith_hunting_party_success_readies_ronon_dex_if_assigned(
        assigned: bool, status: str) -> None:
    game = start(HUNTING_PARTY, [RONON])
    ronon = hero(game, "Ronon Dex")
    game.apply(PlayCard(ronon))
    game.apply(Pass())
    if not assigned:  # stopped, not assigned: he stays stopped
        game.state.status[ronon] = game.state.status[hero(game, "Fixture Warrior")]
    succeed_with(game, "Ronon Dex" if assigned else "Fixture Scholar")
    assert game.status_name(ronon) == status


@pytest.mark.parametrize(("first_card", "succeeds", "lost"), [(CRUISER, True, 0),
                                                             (GADGET, True, 1),
                                                             (GADGET, False, 0)])
def test_destroy_wraith_cloning_facility_discard_loses_a_power_unless_a_hero_ship(
        first_card: StargateCard, succeeds: bool, lost: int) -> None:
    game = start(CLONING, [first_card])
    card = hero(game, first_card.title)
    resolve(game, succeeds)
    if succeeds:
        game.apply(Choose(card))
        assert game.zone_name(card) == "discard"
    assert game.power(HERO_P) == 9 - lost


@pytest.mark.parametrize("succeeds", [True, False])
def test_poisoning_the_well_failure_drains_two_and_destroys_a_support_character(
        succeeds: bool) -> None:
    game = start(POISON, [MARINE])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    deck = game.deck_size(HERO_P)
    resolve(game, succeeds)
    if not succeeds:
        choose(game, marine)  # the drained cards are hero cards
    assert game.deck_size(HERO_P) == deck - (0 if succeeds else 2)
    assert game.zone_name(marine) == ("in play" if succeeds else "discard")


@pytest.mark.parametrize("discards", [2, 0])
def test_overcome_nanite_deceptions_opponent_gains_a_power_per_card_discarded(
        discards: int) -> None:
    game = start(NANITES)
    assert game.to_act == VILLAIN_P
    hand = game.hand(VILLAIN_P)
    for card in hand[:discards]:
        game.apply(Choose(card))
    if game.pending_decision is not None:
        game.apply(Decline())
    assert game.power(VILLAIN_P) == 9 + discards
    assert len(game.hand(VILLAIN_P)) == len(hand) - discards


@pytest.mark.parametrize(("succeeds", "discards", "gained"), [(True, 1, 3), (True, 0, 4),
                                                             (False, 0, 0)])
def test_secure_potentia_gains_four_minus_the_opponents_discards(
        succeeds: bool, discards: int, gained: int) -> None:
    game = start(POTENTIA)
    resolve(game, succeeds)
    if succeeds:
        assert game.to_act == VILLAIN_P
        for card in game.hand(VILLAIN_P)[:discards]:
            game.apply(Choose(card))
        game.apply(Decline())
    assert game.power(HERO_P) == 9 + gained


@pytest.mark.parametrize("assigned", [True, False])
def test_face_ioa_review_weir_assigned_trades_cards_of_the_hand_for_new_ones(
        assigned: bool) -> None:
    game = start(IOA, [WEIR, GADGET, RELIC])
    game.apply(PlayCard(hero(game, "Elizabeth Weir")))
    game.apply(Pass())
    succeed_with(game, "Elizabeth Weir" if assigned else "Fixture Scholar")
    hand, deck = len(game.hand(HERO_P)), game.deck_size(HERO_P)
    if assigned:
        game.apply(Choose(hero(game, "Gadget")))
        assert game.zone_name(hero(game, "Gadget")) == "deck"
        game.apply(Choose(hero(game, "Relic")))
        game.apply(Decline())
    else:
        assert game.pending_decision is None
    assert (len(game.hand(HERO_P)), game.deck_size(HERO_P)) == (hand, deck)


# --- when played ------------------------------------------------------------------------------


def _played_second(second: StargateCard, hero_cards: list[StargateCard] | None = None,
                   villain_cards: list[StargateCard] | None = None) -> StargateGame:
    """A plain mission fails first (the villain playing `villain_cards` meanwhile); then
    `second` is played."""
    game = scenario(hero_cards or [], villain_cards or [], missions=[SPARE, second, PLAIN],
                    power=9, pad=20)
    for card in villain_cards or []:
        villain_plays_first(game, card.title)
    fail(game)
    next_mission(game)
    game.state.players[HERO_P].power = 9
    return game


@pytest.mark.parametrize("discards", [True, False])
def test_infiltrate_exclusive_party_discard_a_hero_card_or_lose_two_power(
        discards: bool) -> None:
    game = start(PARTY, [GADGET])
    gadget = hero(game, "Gadget")
    game.apply(Choose(gadget) if discards else Decline())
    assert game.zone_name(gadget) == ("discard" if discards else "hand")
    assert game.power(HERO_P) == (9 if discards else 7)


@pytest.mark.parametrize(("first", "drained"), [(PARASITE, 3), (PLAIN, 0)])
def test_remove_alien_parasite_drains_three_when_played(first: StargateCard,
                                                        drained: int) -> None:
    game = scenario([], [], missions=[SPARE, first, PLAIN], power=9, pad=20)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    deck = game.deck_size(HERO_P)
    game.apply(Continue())
    assert game.deck_size(HERO_P) == deck - drained


@pytest.mark.parametrize(("first", "discarded"), [(CREATURES, 2), (PLAIN, 0)])
def test_survive_michaels_creatures_discards_two_random_cards_when_played(
        first: StargateCard, discarded: int) -> None:
    game = scenario([], [], missions=[SPARE, first, PLAIN], power=9, pad=20)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    hand = len(game.hand(HERO_P))
    game.apply(Continue())
    assert len(game.hand(HERO_P)) == hand - discarded


@pytest.mark.parametrize("draws", [True, False])
def test_weather_mega_storm_opponent_may_draw_two(draws: bool) -> None:
    game = start(MEGA_STORM)
    assert game.to_act == VILLAIN_P
    hand = len(game.hand(VILLAIN_P))
    game.apply(Choose(0) if draws else Decline())
    assert len(game.hand(VILLAIN_P)) == hand + (2 if draws else 0)


@pytest.mark.parametrize(("second", "blocked"), [(EXECUTION, True), (PLAIN, False)])
def test_witness_goauld_execution_blocks_every_adversary_when_played(
        second: StargateCard, blocked: bool) -> None:
    game = scenario([], [GUARD], missions=[SPARE, second, PLAIN], power=9, pad=20)
    villain_plays_first(game, "Guard")
    fail(game)
    next_mission(game)
    assert game.is_blocked(villain(game, "Guard")) is blocked


# --- each time ... ------------------------------------------------------------------------------


@pytest.mark.parametrize(("first", "asked"), [(CHILDHOOD, True), (PLAIN, False)])
def test_childhoods_end_opponent_may_draw_when_playing_a_complication(
        first: StargateCard, asked: bool) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    game.apply(PlayComplication(villain(game, "Rocks")))
    if asked:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(0))
    assert len(game.hand(VILLAIN_P)) == hand - 1 + (1 if asked else 0)


@pytest.mark.parametrize(("first", "drained"), [(TIME_OUT, 2), (PLAIN, 0)])
def test_diplomatic_time_out_opponent_drains_two_per_obstacle_or_adversary(
        first: StargateCard, drained: int) -> None:
    game = start(first, villain=[ROCKS, GUARD])
    deck = game.deck_size(VILLAIN_P)
    villain_plays_first(game, "Rocks")
    assert game.deck_size(VILLAIN_P) == deck - drained
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Guard")))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Assign(villain(game, "Guard")))
    assert game.deck_size(VILLAIN_P) == deck - 2 * drained


@pytest.mark.parametrize(("first", "asked"), [(QUEENS_MIND, True), (PLAIN, False)])
def test_overpower_wraith_queens_mind_draws_when_the_opponent_plays_an_obstacle(
        first: StargateCard, asked: bool) -> None:
    game = start(first, villain=[ROCKS, GUARD])
    hand = len(game.hand(HERO_P))
    villain_plays_first(game, "Rocks")
    if asked:
        assert game.to_act == HERO_P and game.pending_decision is not None
        game.apply(Choose(0))
    assert len(game.hand(HERO_P)) == hand + (1 if asked else 0)


@pytest.mark.parametrize(("title", "drawn"), [("John Sheppard", 2), ("Fixture Scholar", 0)])
def test_the_last_man_draws_two_when_john_sheppard_is_assigned(title: str,
                                                               drawn: int) -> None:
    game = start(LAST_MAN, [SHEPPARD])
    game.apply(PlayCard(hero(game, "John Sheppard")))
    game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(Assign(hero(game, title)))
    assert len(game.hand(HERO_P)) == hand + drawn


# --- difficulty, skills, firepower ---------------------------------------------------------------


@pytest.mark.parametrize(("title", "difficulty"), [("Jonas Quinn", 4), ("Fixture Scholar", 5)])
def test_conduct_trade_negotiations_is_harder_unless_jonas_quinn_is_assigned(
        title: str, difficulty: int) -> None:
    game = start(TRADE, [JONAS])
    game.apply(PlayCard(hero(game, "Jonas Quinn")))
    game.apply(Pass())
    game.apply(Assign(hero(game, title)))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("obstacle_played", [True, False])
def test_escape_unstable_abandoned_mine_is_harder_while_there_is_an_obstacle(
        obstacle_played: bool) -> None:
    game = start(MINE, villain=[SNAG])
    if obstacle_played:
        villain_plays_first(game, "Snag")
    assert game.mission_difficulty() == 3 + (1 + 1 if obstacle_played else 0)


@pytest.mark.parametrize(("political", "difficulty"), [(True, 3 + 1 + 1), (False, 3 + 1)])
def test_inquisition_political_obstacles_are_harder(political: bool, difficulty: int) -> None:
    game = start(INQUISITION, villain=[DEBATE if political else ROCKS])
    villain_plays_first(game, "Debate" if political else "Rocks")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("support_assigned", [True, False])
def test_save_wraith_hive_captives_is_harder_per_assigned_support_character(
        support_assigned: bool) -> None:
    game = start(CAPTIVES, [MARINE])
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Marine" if support_assigned else "Fixture Scholar")))
    assert game.mission_difficulty() == 3 + (1 if support_assigned else 0)


@pytest.mark.parametrize(("others", "science"), [(("Fixture Scholar", "Fixture Leader"), 3),
                                                 ((), 1)])
def test_fix_demonstration_gone_awry_mckay_gains_science_per_other_assigned_character(
        others: tuple[str, ...], science: int) -> None:
    game = start(DEMONSTRATION, [MCKAY])
    mckay = hero(game, "Rodney McKay")
    game.apply(PlayCard(mckay))
    game.apply(Pass())
    game.apply(Assign(mckay))
    game.apply(Pass())
    for title in others:
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    assert game.skill(mckay, 1) == science


@pytest.mark.parametrize(("first", "hero_bonus", "villain_bonus"),
                         [(DECEIVE, 1, 0), (ORI_FLEET, 0, 1), (PLAIN, 0, 0)])
def test_deceive_lucian_fleet_and_engage_ori_fleet_raise_firepower(
        first: StargateCard, hero_bonus: int, villain_bonus: int) -> None:
    game = start(first, [CRUISER], [RAIDER])
    game.apply(PlayCard(hero(game, "Cruiser")))
    game.apply(PlayCard(villain(game, "Raider")))
    assert values.firepower(game, hero(game, "Cruiser")) == 2 + hero_bonus
    assert values.firepower(game, villain(game, "Raider")) == 2 + villain_bonus


@pytest.mark.parametrize(("first", "dominion"), [(FAMILY, True), (PLAIN, False)])
def test_rescue_family_members_cheap_obstacles_get_dominion(first: StargateCard,
                                                            dominion: bool) -> None:
    game = start(first, villain=[ROCKS, BOULDER])
    villain_plays_first(game, "Rocks")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Boulder")))  # costs 4: never dominion
    found = game.surface.dominion_obstacles()
    assert found == ((villain(game, "Rocks"),) if dominion else ())


# --- costs and restrictions -------------------------------------------------------------------


def _villain_pays(game: StargateGame, title: str) -> int:
    before = game.power(VILLAIN_P)
    villain_plays_first(game, title)
    return before - game.power(VILLAIN_P)


@pytest.mark.parametrize(("first", "title", "paid"), [
    (ANTI_REPLICATOR, "Swarm", 2), (ANTI_REPLICATOR, "Rocks", 1),
    (FALSE_GODS, "Idol", 2), (FALSE_GODS, "Rocks", 1),
    (MORGAN, "Sermon", 2), (MORGAN, "Rocks", 1),
    (COLONY, "Rocks", 0), (CON_MAN, "Rocks", 1),
    (PARLEY, "Guard", 1), (PLAIN, "Guard", 2)])
def test_missions_that_change_what_villain_cards_cost_to_play(
        first: StargateCard, title: str, paid: int) -> None:
    """Execute Anti-Replicator Command, Overthrow the False Gods, Solve Morgan le Fay's
    Riddles (+1 for their trait's obstacles), Explore Possible Lantean Colony (obstacles
    -1), Expose Con Man (not obstacles), Parley with the Wraith (adversaries -1)."""
    game = start(first, villain=[SWARM, IDOL, SERMON, ROCKS, GUARD])
    assert _villain_pays(game, title) == paid


@pytest.mark.parametrize(("first", "title", "paid"), [
    (COLONY, "Marine", 1), (CON_MAN, "Marine", 1), (PLAIN, "Marine", 2),
    (SECURE_ATLANTIS, "Gadget", 1), (SECURE_ATLANTIS, "Marine", 2), (PLAIN, "Gadget", 2)])
def test_missions_that_change_what_hero_cards_cost_to_play(first: StargateCard, title: str,
                                                           paid: int) -> None:
    """Explore Possible Lantean Colony and Expose Con Man (support characters -1),
    Secure Atlantis (gear -1, not support characters)."""
    game = start(first, [MARINE, GADGET])
    assert _hero_pays(game, title) == paid


@pytest.mark.parametrize(("first", "paid"), [(SECURE_ATLANTIS, 0), (PLAIN, 1)])
def test_secure_atlantis_complications_cost_one_less(first: StargateCard, paid: int) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayComplication(villain(game, "Rocks")))
    assert spent == paid


@pytest.mark.parametrize(("first", "paid"), [(ANTI_REPLICATOR, 1), (PLAIN, 0)])
def test_execute_anti_replicator_command_assigning_a_replicator_adversary_costs_one(
        first: StargateCard, paid: int) -> None:
    game = start(first, villain=[DRONE])
    villain_plays_first(game, "Drone")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    spent = power_spent(game, VILLAIN_P, Assign(villain(game, "Drone")))
    assert spent == paid


@pytest.mark.parametrize(("first", "paid"), [(STRONGHOLD, 1), (PLAIN, 0)])
def test_protect_free_jaffa_stronghold_assigning_a_hero_ship_costs_one(
        first: StargateCard, paid: int) -> None:
    game = start(first, [CRUISER])
    cruiser = hero(game, "Cruiser")
    game.apply(PlayCard(cruiser))
    game.apply(Pass())
    spent = power_spent(game, HERO_P, Assign(cruiser))
    assert spent == paid


@pytest.mark.parametrize(("first", "paid"), [(ONSLAUGHT, 1), (PLAIN, 0)])
def test_withstand_wraith_onslaught_assigning_a_villain_ship_costs_one(
        first: StargateCard, paid: int) -> None:
    game = start(first, villain=[RAIDER])
    villain_plays_first(game, "Raider")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    spent = power_spent(game, VILLAIN_P, Assign(villain(game, "Raider")))
    assert spent == paid


@pytest.mark.parametrize(("first", "can_assign"), [(UNDERGROUND, False), (PLAIN, True)])
def test_investigate_underground_civilization_ships_are_blocked(first: StargateCard,
                                                                can_assign: bool) -> None:
    game = start(first, [CRUISER])
    cruiser = hero(game, "Cruiser")
    game.apply(PlayCard(cruiser))
    game.apply(Pass())
    assert (Assign(cruiser) in game.legal_actions()) is can_assign


@pytest.mark.parametrize(("succeeds", "paid"), [(True, 1), (False, 2)])
def test_recover_naquadria_cache_success_gear_costs_one_less_this_turn(succeeds: bool,
                                                                       paid: int) -> None:
    game = start(NAQUADRIA, [GADGET])
    resolve(game, succeeds)
    next_mission(game)
    game.state.players[HERO_P].power = 9
    assert _hero_pays(game, "Gadget") == paid


@pytest.mark.parametrize("succeeds", [True, False])
def test_fake_atlantis_destruction_success_no_more_missions_this_turn(succeeds: bool) -> None:
    game = start(FAKE)
    resolve(game, succeeds)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (Continue() in game.legal_actions()) is not succeeds


@pytest.mark.parametrize("succeeds", [True, False])
def test_wipe_out_asuran_shipyards_success_villain_ships_blocked_and_none_played(
        succeeds: bool) -> None:
    game = start(SHIPYARDS, villain=[RAIDER, RAIDER_TWO])
    villain_plays_first(game, "Raider")
    resolve(game, succeeds)
    next_mission(game)
    game.apply(Assign(hero(game, "Fixture Leader")))
    actions = game.legal_actions()
    assert (Assign(villain(game, "Raider")) in actions) is not succeeds
    assert (PlayCard(villain(game, "Raider Two")) in actions) is not succeeds


# --- missions that need a few lines -------------------------------------------------------------


@pytest.mark.parametrize("succeeds", [True, False])
def test_discover_time_travel_success_puts_a_mission_on_the_bottom_of_the_pile(
        succeeds: bool) -> None:
    game = start(TIME_TRAVEL)
    plain = hero(game, "Plain Mission")
    resolve(game, succeeds)
    if succeeds:
        game.apply(Choose(plain))
        assert game.state.players[HERO_P].missions[0] == plain
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("moves", [True, False])
def test_seek_the_seers_guidance_may_put_the_bottom_mission_on_top(moves: bool) -> None:
    game = start(SEER)
    pile = list(game.state.players[HERO_P].missions)
    succeed_with(game, "Fixture Scholar")
    bottom = pile[0]
    game.apply(Choose(bottom) if moves else Decline())
    assert (game.state.players[HERO_P].missions[-1] == bottom) is moves


def test_seek_the_seers_guidance_failure_looks_at_nothing() -> None:
    game = start(SEER)
    fail(game)
    assert game.pending_decision is None


@pytest.mark.parametrize("drains", [3, 0])
def test_uncover_wraith_experiments_drains_up_to_four_then_draws_as_many(drains: int) -> None:
    game = start(EXPERIMENTS)
    hand, deck = len(game.hand(HERO_P)), game.deck_size(HERO_P)
    game.apply(Choose(drains) if drains else Decline())
    assert len(game.hand(HERO_P)) == hand + drains
    assert game.deck_size(HERO_P) == deck - 2 * drains


@pytest.mark.parametrize("pays", [True, False])
def test_destroy_the_attero_device_pays_x_to_stop_x_villain_ships(pays: bool) -> None:
    game = scenario([], [RAIDER, RAIDER_TWO], missions=[SPARE, ATTERO, PLAIN], power=9,
                    pad=20)
    villain_plays_first(game, "Raider")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Raider Two")))
    fail(game)
    next_mission(game)
    game.state.players[HERO_P].power = 9
    game.apply(Choose(2) if pays else Decline())
    choose(game, villain(game, "Raider"), villain(game, "Raider Two"))
    assert game.power(HERO_P) == (7 if pays else 9)
    assert game.status_name(villain(game, "Raider")) == ("stopped" if pays else "ready")


@pytest.mark.parametrize(("first", "paid"), [(INTERROGATION, 1), (PLAIN, 0)])
def test_withstand_interrogation_success_next_mission_costs_one_more(first: StargateCard,
                                                                    paid: int) -> None:
    """After a success, continuing is free but for this mission's +1."""
    game = scenario([], [], missions=[first, SPARE, EASY], power=9, pad=20)
    succeed_with(game, "Fixture Scholar")
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.state.players[HERO_P].power = 9
    game.apply(Continue())
    assert game.power(HERO_P) == 9 - paid


@pytest.mark.parametrize(("succeeds", "paid"), [(True, 0), (False, 1)])
def test_dial_atlantis_success_obstacles_cost_less_during_the_next_mission(
        succeeds: bool, paid: int) -> None:
    game = start(DIAL, villain=[ROCKS])
    resolve(game, succeeds)
    next_mission(game)
    assert _villain_pays(game, "Rocks") == paid


def test_dial_atlantis_discount_ends_with_the_next_mission() -> None:
    game = scenario([], [SWARM, ROCKS], missions=[DIAL, PLAIN, SPARE], power=9, pad=20)
    succeed_with(game, "Fixture Scholar")
    next_mission(game)
    assert _villain_pays(game, "Swarm") == 0
    while game.phase == "performing actions":
        game.apply(Pass())
    next_mission(game)
    assert _villain_pays(game, "Rocks") == 1


@pytest.mark.parametrize(("first", "title"), [(HOLD_POSITION, "Marine"),
                                              (BOUNTY_HUNTERS, "Flare")])
def test_the_first_card_of_its_kind_played_during_the_mission_costs_two_less(
        first: StargateCard, title: str) -> None:
    """Hold Defensive Position (support characters), Outsmart Bounty Hunters (events):
    the first costs 2 less, the second full price."""
    game = start(first, [MARINE_TWO, MARINE, FLARE_TWO, FLARE])
    assert _hero_pays(game, title) == 0
    game.apply(Pass())
    assert _hero_pays(game, title + " Two") == 3


def test_withstand_interrogation_only_the_next_mission_costs_more() -> None:
    game = scenario([], [], missions=[INTERROGATION, PLAIN, SPARE], power=9, pad=20)
    succeed_with(game, "Fixture Scholar")
    next_mission(game)
    succeed_with(game, "Fixture Leader")
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.state.players[HERO_P].power = 9
    game.apply(Continue())
    assert game.power(HERO_P) == 9


@pytest.mark.parametrize(("title", "pays"), [("Marine", True), ("Marine", False),
                                             ("Fixture Scholar", False)])
def test_contain_cured_wraith_assigning_a_support_character_offers_a_free_complication(
        title: str, pays: bool) -> None:
    game = start(CURED_WRAITH, [MARINE], [ROCKS])
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(Pass())
    game.apply(Assign(hero(game, title)))
    if title == "Marine":
        assert game.to_act == VILLAIN_P and game.pending_decision is not None
        game.apply(Choose(0) if pays else Decline())
        if pays:
            choose(game, villain(game, "Rocks"))
    else:
        assert game.pending_decision is None
    assert game.power(VILLAIN_P) == (8 if pays else 9)
    assert game.complications == ((villain(game, "Rocks"),) if pays else ())


@pytest.mark.parametrize(("vala", "discards"), [(True, True), (True, False), (False, False)])
def test_treasure_hunt_with_vala_assigned_a_discard_makes_the_opponent_discard(
        vala: bool, discards: bool) -> None:
    game = start(TREASURE, [VALA, GADGET])
    game.apply(PlayCard(hero(game, "Vala Mal Doran")))
    game.apply(Pass())
    if vala:
        game.apply(Assign(hero(game, "Vala Mal Doran")))
        game.apply(Pass())
    villain_hand = len(game.hand(VILLAIN_P))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    if vala:
        game.apply(Choose(hero(game, "Gadget")) if discards else Decline())
    else:
        assert game.pending_decision is None
    assert len(game.hand(VILLAIN_P)) == villain_hand - (1 if discards else 0)
    assert game.zone_name(hero(game, "Gadget")) == ("discard" if discards else "hand")


def _to_score(game: StargateGame) -> list[object]:
    """The mission fails with the Guard assigned: the actions when scoring is possible."""
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Assign(villain(game, "Guard")))
    fail(game)
    for _ in range(20):
        actions = game.legal_actions()
        if any(isinstance(a, (Score, DestroyAdversary)) for a in actions):
            return list(actions)
        game.apply(actions[0])
    raise AssertionError("no scoring")


@pytest.mark.parametrize(("first", "can_score"), [(ANCIENT_WEAPON, False),
                                                  (HARD_PLAIN, True)])
def test_investigate_ancient_weapon_assigned_adversaries_cant_be_scored(
        first: StargateCard, can_score: bool) -> None:
    game = start(first, villain=[GUARD])
    villain_plays_first(game, "Guard")
    actions = _to_score(game)
    assert (Score(villain(game, "Guard")) in actions) is can_score


@pytest.mark.parametrize(("first", "can_score", "paid"), [(HYPERDRIVE, False, 2),
                                                          (HARD_PLAIN, True, 1)])
def test_cripple_hyperdrive_dominion_obstacles_cost_more_and_cant_be_scored(
        first: StargateCard, can_score: bool, paid: int) -> None:
    game = start(first, villain=[GUARD, HOLD])
    assert _villain_pays(game, "Hold") == paid
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Guard")))
    actions = _to_score(game)
    guard, hold = villain(game, "Guard"), villain(game, "Hold")
    assert Score(guard) in actions
    assert (Score(guard, hold) in actions) is can_score


# --- session 6 fan-set batch ---------------------------------------------------------------------

RECRUIT = real("Recruit Disreputable Allies (Netan's Ha'tak)", M, skills={C: 1}, experience=4)
BUDGET = real("Defend the SGC's Budget (Washington, D.C.)", M, skills={C: 9}, experience=1)


@pytest.mark.parametrize(("assigned", "gained"), [(("Marine", "Fixture Scholar"), 1),
                                                  (("Fixture Scholar",), 0)])
def test_recruit_disreputable_allies_success_power_and_a_card_per_traitless_character(
        assigned: tuple[str, ...], gained: int) -> None:
    game = start(RECRUIT, [MARINE])
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(Pass())
    for title in assigned:
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    power = game.state.players[HERO_P].power
    hand = len(game.state.players[HERO_P].hand)
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    assert game.state.players[HERO_P].power == power + gained
    assert len(game.state.players[HERO_P].hand) == hand + gained


def test_recruit_disreputable_allies_failure_gives_nothing() -> None:
    game = start(RECRUIT, [MARINE])
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(Pass())
    power = game.state.players[HERO_P].power
    hand = len(game.state.players[HERO_P].hand)
    fail(game)
    assert game.state.players[HERO_P].power == power
    assert len(game.state.players[HERO_P].hand) == hand


@pytest.mark.parametrize(("first", "difficulty"), [(BUDGET, 1 + 1), (HARD_PLAIN, 1)])
def test_defend_sgcs_budget_failure_political_obstacles_harder_for_the_turn(
        first: StargateCard, difficulty: int) -> None:
    game = start(first, villain=[DEBATE, ROCKS])
    fail(game)
    next_mission(game)
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(villain(game, "Debate")))
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Rocks")))
    debate, rocks = villain(game, "Debate"), villain(game, "Rocks")
    assert values.difficulty_of(game, debate, 0) == difficulty
    assert values.difficulty_of(game, rocks, 0) == 1


def test_defend_sgcs_budget_success_leaves_political_obstacles_as_printed() -> None:
    game = start(real("Defend the SGC's Budget (Washington, D.C.)", M, skills={C: 1},
                      experience=1), villain=[DEBATE])
    resolve(game, True)
    next_mission(game)
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(villain(game, "Debate")))
    assert values.difficulty_of(game, villain(game, "Debate"), 0) == 1
