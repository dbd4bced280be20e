"""Rise of the Ori ships (effects/rise_of_the_ori/ships.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1 (`scenario`). A side whose assigned ships are the only ones
wins the ship battle (rulebook "Ship Battle")."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, both_pass, hero, to_next_mission, villain
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, I, S, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.surface import COMBAT

SHIP, OBSTACLE, ADVERSARY = CardType.SHIP, CardType.OBSTACLE, CardType.ADVERSARY
SUPPORT, TEAM = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
VILLAIN = Allegiance.VILLAIN


def hero_ship(name: str, cost: int, firepower: int, *traits: str) -> StargateCard:
    return real(name, SHIP, cost=cost, firepower=firepower, traits=traits)


def villain_ship(name: str, cost: int, firepower: int, *traits: str) -> StargateCard:
    return real(name, SHIP, cost=cost, firepower=firepower, traits=traits, allegiance=VILLAIN)


DEATH_GLIDER_H = hero_ship("Archaic Death Glider", 1, 1, "Jaffa")
DANIEL = hero_ship("The Daniel Jackson (Supreme Commander's Ship)", 3, 4, "Asgard")
F302 = hero_ship("F-302", 1, 2, "SGC")
FREE_HATAK = hero_ship("Free Jaffa Ha'tak", 3, 2, "Jaffa")
JACEK = hero_ship("Jacek's Tel'tak (Cargo Ship)", 2, 1)
KOROLEV = hero_ship("Korolev (Russian Flagship)", 3, 4, "Russian")
ONEILL = hero_ship("The O'Neill (Last Great Hope)", 5, 4, "Asgard")
ODYSSEY = hero_ship("Odyssey (Deep Space Carrier)", 4, 3, "SGC")
PROMETHEUS = hero_ship("Prometheus (The X-303)", 4, 3, "SGC")
SEBERUS = hero_ship("Seberus (Racing Ship)", 1, 1)
SELMAK = hero_ship("Selmak's Tel'tak (Scout Ship)", 3, 1, "Tok'ra")
TOKRA = hero_ship("Tok'ra Tel'tak", 1, 1, "Tok'ra")
TRUST = hero_ship("Trust-Controlled Al'kesh (Commandeered Vessel)", 2, 2, "NID")
BELISKNER = hero_ship("Beliskner (Thor's Chariot)", 5, 4, "Asgard")

ADRIA_MS = villain_ship("Adria's Mothership (Light of Origin)", 4, 4, "Ori")
ANUBIS_MS = villain_ship("Anubis' Mothership (Seat of Power)", 3, 4, "Goa'uld")
APOPHIS_HATAK = villain_ship("Apophis' Ha'tak (The Serpent's Tooth)", 3, 1, "Goa'uld")
ARCHAIC_TELTAK = villain_ship("Archaic Tel'tak", 1, 1, "Goa'uld")
HARVESTER = villain_ship("Aschen Harvester", 2, 2)
BAAL_HATAK = villain_ship("Baal's Ha'tak (Mighty Warship)", 3, 3, "Goa'uld")
GLIDER = villain_ship("Death Glider", 1, 2, "Jaffa")
GADMEER = villain_ship("Gadmeer Ship (Legacy of a Civilization)", 2, 3)
GOAULD_HATAK = villain_ship("Goa'uld Ha'tak", 3, 3, "Goa'uld")
ORI_FIGHTER = villain_ship("Ori Fighter", 2, 2, "Ori")
ORI_MS = villain_ship("Ori Mothership", 4, 4, "Ori")
RA_MS = villain_ship("Ra's Mothership (Vessel of the Sun God)", 2, 3, "Goa'uld")
LANDER = villain_ship("Replicator Lander (Vanguard)", 2, 1, "Replicator")
REPLICATOR_MS = villain_ship("Replicator Mothership (Symbol of Change)", 3, 4, "Replicator")
APOPHIS_MS = villain_ship("Apophis' Mothership (The Serpent's Venom)", 3, 4, "Goa'uld")

MEDIC = sg_card("Medic", SUPPORT, "Nurse", cost=1, skills={S: 1})
GUARD = sg_card("Jaffa Guard", SUPPORT, "Sentry", cost=1, skills={B: 1}, traits=("Jaffa",))
RECRUIT = sg_card("Recruit", TEAM, "Rookie", cost=1, skills={B: 1}, traits=("Jaffa",))
AMBUSH = sg_card("Ambush", OBSTACLE, cost=1, skills={B: 2})
SNARE = sg_card("Snare", OBSTACLE, cost=1, skills={B: 1}, traits=("Goa'uld",))
DRONE = sg_card("Drone", OBSTACLE, cost=1, skills={B: 1}, traits=("Replicator",))
HENCH = sg_card("Henchman", ADVERSARY, "Minion", cost=1, skills={B: 1}, revive=1)
BUG = sg_card("Bug", ADVERSARY, "Unit", cost=1, skills={B: 1}, revive=1,
              traits=("Replicator",))
RELIC = sg_card("Ori Relic", OBSTACLE, cost=2, skills={I: 1}, traits=("Ori",))
DREADNOUGHT = sg_card("Dreadnought", SHIP, "Villain Ship", cost=1, firepower=9,
                      allegiance=VILLAIN)
BATTLESHIP = sg_card("Battleship", SHIP, "Hero Ship", cost=1, firepower=9)
SCOUT = sg_card("Scout", SHIP, "Hero Ship", cost=1, firepower=1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero_cards: list[StargateCard] | None = None,
          villain_cards: list[StargateCard] | None = None, skill: object = B,
          difficulty: int = 3, experience: int = 1, power: int = 9) -> StargateGame:
    first = mission("Test Mission", skill, difficulty, experience=experience)  # type: ignore[arg-type]
    return scenario(hero_cards or [], villain_cards or [],
                    missions=[first, SPARE,
                              mission("Third Mission", S, 3)], power=power, pad=20)


def in_play(game: StargateGame, *cards: int) -> None:
    for c in cards:
        ops.put_in_play(game, c)


def glyph_on(game: StargateGame, character: str, mission_title: str = "Third Mission") -> None:
    ops.place_glyph(game, hero(game, mission_title), hero(game, character))


def pick(game: StargateGame, *cards: int) -> None:
    if game.pending_decision is None:
        return
    game.apply(Choose(cards[0]) if len(cards) == 1 else ChooseMany(cards))


def hero_assigns(game: StargateGame, title: str) -> int:
    """The hero's card (put in play if in hand) is assigned by the hero, to act now."""
    card = hero(game, title)
    if game.zone_name(card) == "hand":
        in_play(game, card)
    game.apply(Assign(card))
    return card


def villain_assigns(game: StargateGame, title: str) -> int:
    """The villain, to act now, plays `title` (from hand) and, after a hero pass,
    assigns it; the hero is to act after."""
    card = villain(game, title)
    if game.zone_name(card) == "hand":
        game.apply(PlayCard(card))
        game.apply(Pass())
    game.apply(Assign(card))
    return card


def zone(game: StargateGame, card: int) -> str:
    return game.zone_name(card)


# --- hero ships: "each time you assign" ------------------------------------------------------


@pytest.mark.parametrize("adversary", [True, False])
def test_archaic_death_glider_pays_three_to_block_an_adversary(adversary: bool) -> None:
    game = start([DEATH_GLIDER_H], [HENCH])
    if adversary:
        game.apply(Pass())
        villain_assigns(game, "Henchman")
    hero_assigns(game, "Archaic Death Glider")
    if adversary:
        game.apply(Choose(0))
        assert game.is_blocked(villain(game, "Henchman"))
        assert game.power(HERO_P) == 9 - 3
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("in_discard", [True, False])
def test_daniel_jackson_pays_three_to_recover_a_hero_card(
        in_discard: bool) -> None:
    game = start([DANIEL, MEDIC])
    if in_discard:
        ops.to_discard(game, hero(game, "Medic"))
    hero_assigns(game, "The Daniel Jackson")
    if in_discard:
        game.apply(Choose(0))
        pick(game, hero(game, "Medic"))
        assert zone(game, hero(game, "Medic")) == "hand"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("combat_obstacle", [True, False])
def test_f302_pays_three_to_turn_a_combat_obstacle_face_down(combat_obstacle: bool) -> None:
    game = start([F302], [AMBUSH])
    if combat_obstacle:
        game.apply(Pass())
        game.apply(PlayCard(villain(game, "Ambush")))
    hero_assigns(game, "F-302")
    if combat_obstacle:
        game.apply(Choose(0))
        assert zone(game, villain(game, "Ambush")) == "complication"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("glyph", [True, False])
def test_korolev_assigned_readies_a_glyph_holder(glyph: bool) -> None:
    game = start([KOROLEV])
    if glyph:
        glyph_on(game, "Fixture Warrior")  # stopped as the game starts
    hero_assigns(game, "Korolev")
    pick(game, hero(game, "Fixture Warrior"))
    assert game.status_name(hero(game, "Fixture Warrior")) == ("ready" if glyph else "stopped")


@pytest.mark.parametrize("replicator", [True, False])
def test_the_oneill_may_destroy_itself_to_destroy_a_replicator_obstacle(
        replicator: bool) -> None:
    game = start([ONEILL], [DRONE, AMBUSH])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Drone" if replicator else "Ambush")))
    oneill = hero_assigns(game, "The O'Neill")
    if replicator:
        game.apply(Choose(0))
        assert zone(game, oneill) == "discard"
        assert zone(game, villain(game, "Drone")) == "discard"
    else:
        assert game.pending_decision is None and zone(game, oneill) == "in play"


@pytest.mark.parametrize("token", [True, False])
def test_prometheus_pays_three_to_ready_a_promoted_character(token: bool) -> None:
    game = start([PROMETHEUS])
    warrior = hero(game, "Fixture Warrior")
    if token:
        ops.add_promotion_token(game, warrior)
    hero_assigns(game, "Prometheus")
    if token:
        game.apply(Choose(0))
    assert game.status_name(warrior) == ("ready" if token else "stopped")


@pytest.mark.parametrize("stopped_support", [True, False])
def test_seberus_pays_three_to_ready_a_support_character(stopped_support: bool) -> None:
    game = start([SEBERUS, MEDIC])
    medic = hero(game, "Medic")
    in_play(game, medic)
    if stopped_support:
        ops.stop(game, medic)
    hero_assigns(game, "Seberus")
    if stopped_support:
        game.apply(Choose(0))
        assert game.power(HERO_P) == 9 - 3
    else:
        assert game.pending_decision is None
    assert game.status_name(medic) == "ready"


# --- hero ships: continuous text -------------------------------------------------------------


@pytest.mark.parametrize(("glyph", "firepower"), [(True, 3), (False, 2)])
def test_free_jaffa_hatak_firepower_per_assigned_jaffa_with_a_glyph(glyph: bool,
                                                                    firepower: int) -> None:
    game = start([FREE_HATAK, GUARD])
    if glyph:
        glyph_on(game, "Jaffa Guard")
    hero_assigns(game, "Jaffa Guard")
    game.apply(Pass())
    ship = hero_assigns(game, "Free Jaffa Ha'tak")
    assert values.firepower(game, ship) == firepower


@pytest.mark.parametrize("assigned", [True, False])
def test_selmaks_teltak_assigned_raises_promoted_characters(assigned: bool) -> None:
    game = start([SELMAK])
    leader = hero(game, "Fixture Leader")
    ops.add_promotion_token(game, leader)
    ship = hero(game, "Selmak's Tel'tak")
    in_play(game, ship)
    if assigned:
        game.apply(Assign(ship))
    assert game.surface.skill(leader, COMBAT) == 3 + (1 if assigned else 0)


def test_selmaks_teltak_leaves_characters_without_a_token() -> None:
    game = start([SELMAK])
    hero_assigns(game, "Selmak's Tel'tak")
    assert game.surface.skill(hero(game, "Fixture Leader"), COMBAT) == 3


def _fail_then_next_mission(game: StargateGame) -> None:
    both_pass(game)
    to_next_mission(game)


def test_korolev_firepower_per_failed_mission_this_turn() -> None:
    game = start([KOROLEV])
    korolev = hero(game, "Korolev")
    in_play(game, korolev)
    assert values.firepower(game, korolev) == 4
    _fail_then_next_mission(game)
    assert values.firepower(game, korolev) == 5


# --- hero ships: success -------------------------------------------------------------------


def _succeed_with(game: StargateGame, ship: str) -> None:
    """The hero assigns the ship and the Fixture Leader (Combat 3); both pass."""
    hero_assigns(game, ship)
    game.apply(Pass())
    hero_assigns(game, "Fixture Leader")
    both_pass(game)


def _fail_with(game: StargateGame, ship: str) -> None:
    hero_assigns(game, ship)
    both_pass(game)


@pytest.mark.parametrize("succeeded", [True, False])
def test_jaceks_teltak_success_discards_then_draws_as_many(succeeded: bool) -> None:
    game = start([JACEK, MEDIC, GUARD], difficulty=3 if succeeded else 9)
    (_succeed_with if succeeded else _fail_with)(game, "Jacek's Tel'tak")
    medic, guard = hero(game, "Medic"), hero(game, "Jaffa Guard")
    if succeeded:
        hand = len(game.hand(HERO_P))
        game.apply(ChooseMany((medic, guard)))
        assert zone(game, medic) == zone(game, guard) == "discard"
        assert len(game.hand(HERO_P)) == hand
    else:
        assert zone(game, medic) == "hand"


@pytest.mark.parametrize("succeeded", [True, False])
def test_tokra_teltak_success_may_put_the_top_mission_on_the_bottom(succeeded: bool) -> None:
    game = start([TOKRA], difficulty=3 if succeeded else 9)
    top = game.surface.mission_pile_top(HERO_P)
    (_succeed_with if succeeded else _fail_with)(game, "Tok'ra Tel'tak")
    if succeeded:
        game.apply(Choose(top))
        assert game.surface.mission_pile(HERO_P)[0] == top
    else:
        assert game.surface.mission_pile_top(HERO_P) == top


@pytest.mark.parametrize("succeeded", [True, False])
def test_selmaks_teltak_success_places_a_promotion_token(succeeded: bool) -> None:
    game = start([SELMAK], difficulty=3 if succeeded else 9)
    (_succeed_with if succeeded else _fail_with)(game, "Selmak's Tel'tak")
    leader = hero(game, "Fixture Leader")
    if succeeded:
        game.apply(Choose(leader))
    assert game.surface.promotion_tokens(leader) == (1 if succeeded else 0)


# --- hero ships: victory ---------------------------------------------------------------------


def battle(game: StargateGame, ship: str, *, lose: bool, also: tuple[str, ...] = ()) -> None:
    """The hero assigns `also` and `ship`; to lose the battle, the villain assigns a
    Dreadnought (firepower 9). Both pass: the mission resolves."""
    for title in also:
        hero_assigns(game, title)
        game.apply(Pass())
    hero_assigns(game, ship)
    if lose:
        villain_assigns(game, "Dreadnought")
        game.apply(Pass())
        game.apply(Pass())
        if Decline() in game.legal_actions():
            game.apply(Decline())  # the victor's ship battle choice: no incapacitation
    else:
        both_pass(game)


@pytest.mark.parametrize("lose", [False, True])
def test_free_jaffa_hatak_victory_pays_two_to_search_a_jaffa_hero_card(lose: bool) -> None:
    game = start([FREE_HATAK, RECRUIT], [DREADNOUGHT])
    recruit = hero(game, "Recruit")
    game.surface.put_on_deck(recruit)
    battle(game, "Free Jaffa Ha'tak", lose=lose)
    if not lose:
        game.apply(Choose(0))
        game.apply(Choose(recruit))
    assert zone(game, recruit) == ("deck" if lose else "hand")


@pytest.mark.parametrize("lose", [False, True])
def test_the_oneill_victory_pays_x_to_destroy_an_obstacle_costing_x(lose: bool) -> None:
    game = start([ONEILL], [AMBUSH, DREADNOUGHT])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Ambush")))
    battle(game, "The O'Neill", lose=lose)
    ambush = villain(game, "Ambush")
    if not lose:
        game.apply(Choose(ambush))
        assert zone(game, ambush) == "discard"
    assert game.power(HERO_P) == 9 - (0 if lose else 1)


@pytest.mark.parametrize("lose", [False, True])
def test_odyssey_victory_raises_assigned_characters_with_a_glyph(lose: bool) -> None:
    game = start([ODYSSEY], [DREADNOUGHT], difficulty=4)
    glyph_on(game, "Fixture Leader")
    battle(game, "Odyssey", lose=lose, also=("Fixture Leader",))
    if not lose:
        game.apply(Choose(0))
    assert game.surface.successful_missions() == (0 if lose else 1)


@pytest.mark.parametrize(("card", "title"), [(PROMETHEUS, "Prometheus"),
                                             (BELISKNER, "Beliskner")])
@pytest.mark.parametrize("lose", [False, True])
def test_victory_places_a_promotion_token(card: StargateCard, title: str, lose: bool) -> None:
    game = start([card], [DREADNOUGHT])
    battle(game, title, lose=lose)
    leader = hero(game, "Fixture Leader")
    if not lose:
        game.apply(Choose(leader))
    assert game.surface.promotion_tokens(leader) == (0 if lose else 1)


@pytest.mark.parametrize("lose", [False, True])
def test_trust_alkesh_victory_pays_four_to_destroy_an_assigned_adversary(lose: bool) -> None:
    game = start([TRUST], [HENCH, DREADNOUGHT])
    game.apply(Pass())
    villain_assigns(game, "Henchman")
    battle(game, "Trust-Controlled Al'kesh", lose=lose)
    if not lose:
        game.apply(Choose(0))
        assert game.power(HERO_P) == 9 - 4
    assert (zone(game, villain(game, "Henchman")) == "discard") is not lose


@pytest.mark.parametrize("token", [True, False])
def test_beliskner_success_with_a_promoted_character_destroys_an_adversary(
        token: bool) -> None:
    game = start([BELISKNER], [HENCH, DREADNOUGHT], difficulty=2)
    leader = hero(game, "Fixture Leader")
    if token:
        ops.add_promotion_token(game, leader)
    game.apply(Pass())
    villain_assigns(game, "Henchman")
    # Lost battle: no victory token; the Leader (Combat 3) beats 2 + 1.
    battle(game, "Beliskner", lose=True, also=("Fixture Leader",))
    assert game.surface.successful_missions() == 1
    henchman = villain(game, "Henchman")
    if token:
        game.apply(Choose(henchman))
    assert (zone(game, henchman) == "discard") is token


# --- villain ships ---------------------------------------------------------------------------


def villain_battle(game: StargateGame, ship: str, *, lose: bool,
                   hero_first: tuple[str, ...] = ()) -> int:
    """The hero assigns `hero_first` (and a Battleship, firepower 9, to win the battle),
    the villain passing between; the villain assigns `ship`; both pass."""
    titles = [*hero_first, *(["Battleship"] if lose else [])]
    if not titles:
        game.apply(Pass())
    for i, title in enumerate(titles):
        if i:
            game.apply(Pass())
        hero_assigns(game, title)
    card = villain_assigns(game, ship)
    both_pass(game)
    if lose and Decline() in game.legal_actions():
        game.apply(Decline())
    return card


@pytest.mark.parametrize("lose", [False, True])
def test_adrias_mothership_blockades_then_destroys_a_support_per_blockade(lose: bool) -> None:
    game = start([MEDIC, BATTLESHIP], [ADRIA_MS])
    medic = hero(game, "Medic")
    in_play(game, medic)
    villain_battle(game, "Adria's Mothership", lose=lose)
    if not lose:
        game.apply(Choose(0))  # pay 3: blockade
        assert game.surface.blockaded_missions() == 1
    assert (zone(game, medic) == "discard") is not lose


@pytest.mark.parametrize("pay", [True, False])
def test_anubis_mothership_pays_one_to_search_a_goauld_card(pay: bool) -> None:
    game = start([], [ANUBIS_MS, SNARE])
    snare = villain(game, "Snare")
    game.surface.put_on_deck(snare)
    game.apply(Pass())
    villain_assigns(game, "Anubis' Mothership")
    if pay:
        game.apply(Choose(0))
        game.apply(Choose(snare))
    else:
        game.apply(Decline())
    assert zone(game, snare) == ("hand" if pay else "deck")


@pytest.mark.parametrize("experience", [1, 3])
def test_apophis_hatak_firepower_by_the_missions_experience(experience: int) -> None:
    game = start([], [APOPHIS_HATAK], experience=experience)
    ship = villain(game, "Apophis' Ha'tak")
    in_play(game, ship)
    assert values.firepower(game, ship) == 1 + experience


@pytest.mark.parametrize("hero_stops", [True, False])
def test_apophis_hatak_victory_hero_stops_two_or_the_villain_stops_one(
        hero_stops: bool) -> None:
    game = start([], [APOPHIS_HATAK])
    villain_battle(game, "Apophis' Ha'tak", lose=False)
    leader, scholar = hero(game, "Fixture Leader"), hero(game, "Fixture Scholar")
    assert game.to_act == HERO_P
    if hero_stops:
        game.apply(ChooseMany((leader, scholar)))
        assert game.status_name(leader) == game.status_name(scholar) == "stopped"
    else:
        game.apply(Decline())
        game.apply(Choose(leader))
        assert game.status_name(leader) == "stopped"
        assert game.status_name(scholar) == "ready"


@pytest.mark.parametrize("stopped", [True, False])
def test_archaic_teltak_pays_two_to_ready_an_adversary(stopped: bool) -> None:
    game = start([], [ARCHAIC_TELTAK, HENCH])
    hench = villain(game, "Henchman")
    in_play(game, hench)
    if stopped:
        ops.stop(game, hench)
    game.apply(Pass())
    villain_assigns(game, "Archaic Tel'tak")
    if stopped:
        game.apply(Choose(0))
        pick(game, 0)
        pick(game, hench)
    else:
        assert game.pending_decision is None
    assert game.status_name(hench) == "ready"


@pytest.mark.parametrize("blockaded", [0, 1])
def test_aschen_harvester_victory_gains_per_blockaded_mission(blockaded: int) -> None:
    game = start([], [HARVESTER, HENCH], difficulty=1)
    if blockaded:
        ops.blockade(game, villain(game, "Henchman"), HERO_P)
    power = game.power(VILLAIN_P)
    villain_battle(game, "Aschen Harvester", lose=False, hero_first=("Fixture Leader",))
    assert game.surface.successful_missions() == 1  # Combat 3 beats 1: no failure text
    assert game.power(VILLAIN_P) == power - 2 + blockaded


@pytest.mark.parametrize(("card", "title"), [(HARVESTER, "Aschen Harvester"),
                                             (ORI_FIGHTER, "Ori Fighter")])
@pytest.mark.parametrize("pay", [True, False])
def test_failure_pays_two_to_blockade_a_mission(card: StargateCard, title: str,
                                                pay: bool) -> None:
    game = start([BATTLESHIP], [card])
    villain_battle(game, title, lose=True)
    game.apply(Choose(0) if pay else Decline())
    assert game.surface.blockaded_missions() == (1 if pay else 0)


@pytest.mark.parametrize("blockaded", [0, 1])
def test_baals_hatak_failure_stops_a_character_per_blockaded_mission(blockaded: int) -> None:
    game = start([BATTLESHIP], [BAAL_HATAK, HENCH])
    if blockaded:
        ops.blockade(game, villain(game, "Henchman"), HERO_P)
    villain_battle(game, "Baal's Ha'tak", lose=True)
    leader = hero(game, "Fixture Leader")
    pick(game, leader)
    assert game.status_name(leader) == ("stopped" if blockaded else "ready")


@pytest.mark.parametrize("assigned", [True, False])
def test_death_glider_victory_pays_x_to_destroy_an_assigned_support_costing_x(
        assigned: bool) -> None:
    game = start([GUARD], [GLIDER])
    medic = hero(game, "Jaffa Guard")
    in_play(game, medic)
    villain_battle(game, "Death Glider", lose=False,
                   hero_first=("Jaffa Guard",) if assigned else ())
    if assigned:
        game.apply(Choose(medic))
        assert game.power(VILLAIN_P) == 9 - 1 - 1
    assert (zone(game, medic) == "discard") is assigned


@pytest.mark.parametrize("failed", [True, False])
def test_gadmeer_ship_failure_may_put_the_heros_top_mission_on_the_bottom(
        failed: bool) -> None:
    game = start([], [GADMEER], difficulty=3 if failed else 1)
    top = game.surface.mission_pile_top(HERO_P)
    villain_battle(game, "Gadmeer Ship", lose=False,
                   hero_first=() if failed else ("Fixture Leader",))
    if failed:
        game.apply(Choose(top))
        assert game.surface.mission_pile(HERO_P)[0] == top
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("stopped", [True, False])
def test_goauld_hatak_failure_destroys_a_stopped_hero_ship(stopped: bool) -> None:
    game = start([SCOUT], [GOAULD_HATAK])
    scout = hero(game, "Scout")
    in_play(game, scout)
    if stopped:
        ops.stop(game, scout)
    villain_battle(game, "Goa'uld Ha'tak", lose=False)
    assert (zone(game, scout) == "discard") is stopped


@pytest.mark.parametrize("ori_cards", [0, 1])
def test_ori_mothership_pays_two_to_gain_per_ori_card_in_hand(ori_cards: int) -> None:
    game = start([], [ORI_MS, *([RELIC] if ori_cards else [])])
    game.apply(Pass())
    villain_assigns(game, "Ori Mothership")
    power = game.power(VILLAIN_P)
    game.apply(Choose(0))
    assert game.power(VILLAIN_P) == power - 2 + ori_cards


@pytest.mark.parametrize("lose", [False, True])
def test_ori_mothership_victory_makes_the_mission_harder(lose: bool) -> None:
    game = start([BATTLESHIP], [ORI_MS])
    hero_assigns(game, "Fixture Leader")
    if lose:
        game.apply(Pass())
        hero_assigns(game, "Battleship")
    villain_assigns(game, "Ori Mothership")
    game.apply(Decline())  # no payment as it is assigned
    both_pass(game)
    if lose and Decline() in game.legal_actions():
        game.apply(Decline())
    assert game.surface.successful_missions() == (1 if lose else 0)


@pytest.mark.parametrize("support", [True, False])
def test_ras_mothership_pays_three_to_place_an_assigned_support_beneath(
        support: bool) -> None:
    game = start([GUARD], [RA_MS])
    medic = hero(game, "Jaffa Guard")
    in_play(game, medic)
    if support:
        hero_assigns(game, "Jaffa Guard")
    else:
        game.apply(Pass())
    villain_assigns(game, "Ra's Mothership")
    if support:
        game.apply(Choose(0))
        assert zone(game, medic) == "beneath a card"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("drones", [0, 1])
def test_replicator_lander_firepower_per_other_replicator(drones: int) -> None:
    game = start([], [LANDER, DRONE])
    game.apply(Pass())
    if drones:
        game.apply(PlayCard(villain(game, "Drone")))
        game.apply(Pass())
    lander = villain_assigns(game, "Replicator Lander")
    pick(game)
    assert values.firepower(game, lander) == 1 + drones


@pytest.mark.parametrize("in_discard", [True, False])
def test_replicator_lander_pays_x_to_take_a_replicator_costing_x(in_discard: bool) -> None:
    game = start([], [LANDER, BUG])
    bug = villain(game, "Bug")
    if in_discard:
        ops.to_discard(game, bug)
    game.apply(Pass())
    villain_assigns(game, "Replicator Lander")
    if in_discard:
        power = game.power(VILLAIN_P)
        game.apply(Choose(bug))
        assert zone(game, bug) == "hand" and game.power(VILLAIN_P) == power - 1
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("assigned", [True, False])
def test_replicator_mothership_assigned_makes_replicator_adversaries_harder(
        assigned: bool) -> None:
    game = start([], [REPLICATOR_MS, BUG])
    game.apply(Pass())
    villain_assigns(game, "Bug")
    if assigned:
        game.apply(Pass())
        villain_assigns(game, "Replicator Mothership")
    assert game.mission_difficulty() == 3 + 1 + (1 if assigned else 0)


@pytest.mark.parametrize("pay", [True, False])
def test_replicator_mothership_victory_pays_one_to_raise_replicator_obstacles(
        pay: bool) -> None:
    game = start([], [REPLICATOR_MS, DRONE])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Drone")))
    hero_assigns(game, "Fixture Leader")  # Combat 3 against 3 + 1
    villain_assigns(game, "Replicator Mothership")
    both_pass(game)
    game.apply(Choose(0) if pay else Decline())
    assert game.surface.successful_missions() == 0
    assert game.power(VILLAIN_P) == 9 - 1 - 3 - (1 if pay else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_apophis_mothership_assigned_makes_goauld_obstacles_harder(assigned: bool) -> None:
    game = start([], [APOPHIS_MS, SNARE])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Snare")))
    game.apply(Pass())
    if assigned:
        villain_assigns(game, "Apophis' Mothership")
    assert game.mission_difficulty() == 3 + 1 + (1 if assigned else 0)


# --- ships of a few lines --------------------------------------------------------------------

BOMBER = villain_ship("Al'kesh Bomber", 2, 2, "Goa'uld")
FREIGHTER = villain_ship("Lucian Alliance Freighter", 1, 1)


@pytest.mark.parametrize("hero_pays", [True, False])
def test_alkesh_bomber_pays_a_glyphs_experience_to_send_it_to_the_bottom(
        hero_pays: bool) -> None:
    game = start([], [BOMBER])
    glyph_on(game, "Fixture Leader")
    third = hero(game, "Third Mission")
    hero_assigns(game, "Fixture Leader")
    villain_assigns(game, "Al'kesh Bomber")
    game.apply(Choose(third))
    assert game.power(VILLAIN_P) == 9 - 2 - 1
    assert game.to_act == HERO_P
    game.apply(Choose(0) if hero_pays else Decline())
    assert game.power(HERO_P) == 9 - (1 if hero_pays else 0)
    assert zone(game, third) == ("glyph" if hero_pays else "mission pile")


def test_alkesh_bomber_without_an_assigned_glyph_asks_nothing() -> None:
    game = start([], [BOMBER])
    glyph_on(game, "Fixture Scholar")  # not assigned
    hero_assigns(game, "Fixture Leader")
    villain_assigns(game, "Al'kesh Bomber")
    assert game.pending_decision is None


def test_lucian_alliance_freighter_stashes_paid_cards_beneath_it() -> None:
    game = start([], [FREIGHTER, SNARE, DRONE])
    game.apply(Pass())
    ship = villain_assigns(game, "Lucian Alliance Freighter")
    power = game.power(VILLAIN_P)
    game.apply(Choose(0))
    stash = (villain(game, "Snare"), villain(game, "Drone"))
    game.apply(ChooseMany(stash))
    assert game.power(VILLAIN_P) == power - 2
    assert set(game.surface.beneath(ship)) == set(stash)


def test_lucian_alliance_freighter_cashes_in_the_cards_beneath_it() -> None:
    game = start([], [FREIGHTER, SNARE, DRONE])
    ship = villain(game, "Lucian Alliance Freighter")
    stash = (villain(game, "Snare"), villain(game, "Drone"))
    in_play(game, ship)
    for c in stash:
        ops.place_beneath(game, c, ship)
    game.apply(Pass())
    villain_assigns(game, "Lucian Alliance Freighter")
    power = game.power(VILLAIN_P)
    pick(game, 1)
    assert game.power(VILLAIN_P) == power + 2
    assert all(zone(game, c) == "discard" for c in stash)


def test_lucian_alliance_freighter_with_nothing_to_stash_or_cash_asks_nothing() -> None:
    game = start([], [FREIGHTER], power=1)
    game.apply(Pass())
    villain_assigns(game, "Lucian Alliance Freighter")  # its cost leaves no power
    assert game.power(VILLAIN_P) == 0 and game.pending_decision is None


SPOILS = [sg_card(f"Spoil {i}", OBSTACLE, cost=1, skills={I: 1}, traits=("Goa'uld",))
          for i in range(20)]


@pytest.mark.parametrize("hatak_in_play", [True, False])
def test_goauld_hatak_goauld_cards_in_the_score_pile_cost_one_more(hatak_in_play: bool
                                                                   ) -> None:
    from stargate_vcg.engine.stargate import values

    game = start([], [GOAULD_HATAK, RELIC, *SPOILS])
    if hatak_in_play:
        in_play(game, villain(game, "Goa'uld Ha'tak"))
    ops.to_score_pile(game, villain(game, "Ori Relic"))
    ops.to_score_pile(game, villain(game, "Spoil 0"))
    game._version += 1  # set up outside the actions
    assert values.score_total(game, VILLAIN_P) == 2 + 1 + hatak_in_play
    assert values.score_total(game, HERO_P) == 0


@pytest.mark.parametrize("hatak_in_play", [True, False])
def test_goauld_hatak_its_cost_bonus_counts_towards_a_score_pile_victory(
        hatak_in_play: bool) -> None:
    from stargate_vcg.engine.stargate import values

    game = start([], [GOAULD_HATAK, *SPOILS])
    total = values.victory_total(game, VILLAIN_P)
    assert 2 <= total <= len(SPOILS) + 1
    if hatak_in_play:
        in_play(game, villain(game, "Goa'uld Ha'tak"))
    for spoil in SPOILS[:total - 1]:  # printed: one short of the victory total
        ops.to_score_pile(game, villain(game, spoil.title))
    game._version += 1  # set up outside the actions
    game.apply(Pass())
    assert (game.state.winner == VILLAIN_P) is hatak_in_play


def test_goauld_hatak_played_wins_at_once_by_the_score_pile_it_makes_dearer() -> None:
    from stargate_vcg.engine.stargate import values

    game = start([], [GOAULD_HATAK, *SPOILS])
    total = values.victory_total(game, VILLAIN_P)
    for spoil in SPOILS[:total - 1]:  # printed: one short of the victory total
        ops.to_score_pile(game, villain(game, spoil.title))
    game._version += 1  # set up outside the actions
    game.apply(Pass())
    assert not game.is_over
    game.apply(PlayCard(villain(game, "Goa'uld Ha'tak")))
    assert game.is_over and game.state.winner == VILLAIN_P
