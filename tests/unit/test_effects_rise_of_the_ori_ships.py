"""Rise of the Ori ships (effects/rise_of_the_ori/ships.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1 (`scenario`). A side whose assigned ships are the only ones
wins the ship battle (rulebook "Ship Battle")."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
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
                    missions=[first, mission("Spare Mission", C, 3),
                              mission("Third Mission", S, 3)], power=power, pad=20)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def villain(game: StargateGame, title: str) -> int:
    return uid(game, title, VILLAIN_P)


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


def both_pass(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


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
def test_daniel_jackson_pays_three_to_take_a_hero_card_from_the_discard(
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
def test_korolev_assigned_readies_a_character_with_a_glyph(glyph: bool) -> None:
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
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())


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
