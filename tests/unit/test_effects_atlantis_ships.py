"""Atlantis ships (effects/atlantis/ships.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

from functools import partial

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, put_in_play, to_next_mission
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.facts import Z_DECK

SHIP, OBS = CardType.SHIP, CardType.OBSTACLE
VILLAIN = Allegiance.VILLAIN
DART = real("Wraith Dart", SHIP, cost=2, firepower=1, traits=("Wraith",), allegiance=VILLAIN)
CRUISER = real("Wraith Cruiser (Prowling Predator)", SHIP, cost=3, firepower=2,
               traits=("Wraith",), allegiance=VILLAIN)
SUPER_HIVE = real("The Super-Hive (Threat to Earth)", SHIP, cost=5, firepower=4,
                  traits=("Wraith",), allegiance=VILLAIN)

SCOUT = sg_card("Scout", SHIP, "Wraith Scout", cost=1, firepower=1, traits=("Wraith",),
                allegiance=VILLAIN)
RAIDER = sg_card("Raider", SHIP, "Goa'uld Raider", cost=1, firepower=1, allegiance=VILLAIN)
CULL = sg_card("Cull", OBS, cost=1, skills={B: 1}, traits=("Wraith",))
COMBAT = mission("Combat Mission", B, 12)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(villain: list[StargateCard], power: int = 9) -> StargateGame:
    return scenario([], villain, missions=[COMBAT, SPARE], power=power, pad=20)


in_play = partial(put_in_play, player=VILLAIN_P)


def assign_ships(game: StargateGame, *titles: str) -> None:
    """The villain assigns these ships (the hero passing or assigning between)."""
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    for i, title in enumerate(titles):
        game.apply(Assign(v(game, title)))
        if i < len(titles) - 1:
            game.apply(Pass())


# --- Wraith Dart / Wraith Cruiser: firepower ------------------------------------------------


@pytest.mark.parametrize(("other", "bonus"), [("Scout", 1), ("Raider", 0)])
@pytest.mark.parametrize("ship", [DART, CRUISER])
def test_wraith_darts_and_cruisers_gain_firepower_per_other_wraith_ship(
        ship: StargateCard, other: str, bonus: int) -> None:
    game = start([ship, SCOUT, RAIDER])
    in_play(game, ship.title, other)
    assign_ships(game, ship.title, other)
    assert values.firepower(game, v(game, ship.title)) == ship.firepower + bonus


# --- Wraith Cruiser: Victory --------------------------------------------------------------


@pytest.mark.parametrize("take", [True, False])
def test_wraith_cruiser_victory_takes_back_a_wraith_obstacle(take: bool) -> None:
    game = start([CRUISER, CULL])
    in_play(game, "Wraith Cruiser")
    cull = v(game, "Cull")
    ops.discard_from_hand(game, cull)
    game._version += 1
    assign_ships(game, "Wraith Cruiser")
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    while game.pending_decision is not None and cull not in game.pending_decision.options:
        game.apply(game.legal_actions()[0])
    game.apply(Choose(cull) if take else Decline())
    assert (cull in game.hand(VILLAIN_P)) is take


# --- The Super-Hive ------------------------------------------------------------------------


@pytest.mark.parametrize(("power", "asked"), [(9, True), (1, False)])
def test_the_super_hive_assigned_pays_to_search_for_a_wraith_card(power: int,
                                                                  asked: bool) -> None:
    game = start([SUPER_HIVE, CULL], power=power)
    in_play(game, "The Super-Hive")
    cull = v(game, "Cull")
    game.state.players[VILLAIN_P].hand.remove(cull)
    game.state.players[VILLAIN_P].deck.append(cull)
    game.state.zone[cull] = Z_DECK
    game._version += 1
    assign_ships(game, "The Super-Hive")
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(cull))
        assert cull in game.hand(VILLAIN_P) and game.power(VILLAIN_P) == power - 2


@pytest.mark.parametrize("empty", [True, False])
def test_the_super_hive_victory_wins_at_the_turn_end_if_the_opponents_deck_is_empty(
        empty: bool) -> None:
    from sg_effect_cards import drive

    game = start([SUPER_HIVE])
    in_play(game, "The Super-Hive")
    assign_ships(game, "The Super-Hive")
    game.apply(Decline())  # no search
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    if empty:
        game.surface.mill(HERO_P, game.surface.deck_size(HERO_P))
        game._version += 1
    drive(game, lambda g: g.is_over or g.turn == 2)
    assert (game.is_over and game.state.winner == VILLAIN_P) is empty


# --- second batch --------------------------------------------------------------------------

JUMPER = real("AR-1's Puddle Jumper (Gate Ship One)", SHIP, cost=3, firepower=1,
              traits=("Atlantis", "Ancient"))
DAEDALUS = real("Daedalus (Intergalactic Transport)", SHIP, cost=4, firepower=4,
                traits=("SGC", "Asgard"))


def hero_game(cards: list[StargateCard], power: int = 9) -> StargateGame:
    game = scenario(cards, [], missions=[COMBAT, SPARE], power=power, pad=20)
    for card in cards:
        ops.put_in_play(game, uid(game, card.title, HERO_P))
    game._version += 1
    return game


@pytest.mark.parametrize(("power", "usable"), [(9, True), (2, False)])
def test_ar1s_puddle_jumper_pays_for_firepower_once_a_turn(power: int, usable: bool) -> None:
    game = hero_game([JUMPER], power=power)
    jumper = uid(game, "AR-1's Puddle Jumper", HERO_P)
    action = ActivateAbility(jumper, 1)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert values.firepower(game, jumper) == 3
        game.apply(Pass())
        assert ActivateAbility(jumper, 1) not in game.legal_actions()


@pytest.mark.parametrize("assigned", [True, False])
def test_ar1s_puddle_jumper_assigned_readies_a_character(assigned: bool) -> None:
    game = hero_game([JUMPER])
    jumper, warrior = uid(game, "AR-1's Puddle Jumper", HERO_P), uid(game, "Fixture Warrior",
                                                                      HERO_P)
    if assigned:
        game.apply(Assign(jumper))
        game.apply(Pass())
    action = ActivateAbility(jumper, 0, target=warrior)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert game.status_name(warrior) == "ready" and game.power(HERO_P) == 9 - 3


@pytest.mark.parametrize("pay", [True, False])
def test_daedalus_victory_pays_to_ready_a_character(pay: bool) -> None:
    game = hero_game([DAEDALUS])
    warrior = uid(game, "Fixture Warrior", HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Daedalus", HERO_P)))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    game.apply(Choose(0) if pay else Decline())
    if pay:
        if game.pending_decision is not None and warrior in game.pending_decision.options:
            game.apply(Choose(warrior))
        game.apply(Decline())  # not assigned at once
        assert game.status_name(warrior) == "ready"
    else:
        assert game.status_name(warrior) == "stopped"


@pytest.mark.parametrize("assign", [True, False])
def test_daedalus_victory_may_assign_the_readied_character_at_once(assign: bool) -> None:
    game = hero_game([DAEDALUS])
    warrior = uid(game, "Fixture Warrior", HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Daedalus", HERO_P)))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    game.apply(Choose(0))  # pay 3
    game.apply(Choose(warrior))
    decision = game.pending_decision
    assert decision is not None and decision.options == (warrior,)
    game.apply(Choose(warrior) if assign else Decline())
    # Assigned, he is stopped with the others as the mission ends.
    assert any(e.kind == "assign" and e.card == warrior
               for e in game.log_entries) is assign
    assert game.status_name(warrior) == ("stopped" if assign else "ready")


# --- Asuran Cruiser ------------------------------------------------------------------------

ASURAN = real("Asuran Cruiser", SHIP, cost=3, firepower=4, traits=("Replicator",),
              allegiance=VILLAIN)
LOCATE = real("Locate Renegades (NID Base)", CardType.MISSION, skills={B: 12},
              experience=1, glyph=Glyph.ORION)


@pytest.mark.parametrize(("pay", "harder"), [(True, 2), (False, 1)])
def test_asuran_cruiser_victory_repeats_a_failure_text(pay: bool, harder: int) -> None:
    game = scenario([], [ASURAN], missions=[LOCATE, SPARE], power=9, pad=20)
    in_play(game, "Asuran Cruiser")
    assign_ships(game, "Asuran Cruiser")
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(uid(game, "Locate Renegades", HERO_P)))
    to_next_mission(game)
    assert game.mission_difficulty() == 3 + harder


GUNBOAT = real("Gunboat Diplomacy", CardType.EVENT, cost=2)
GUNSHIP = sg_card("Gunship", SHIP, "Hero Ship", cost=1, firepower=2)


@pytest.mark.parametrize(("first", "easier"), [(COMBAT, 1), (mission("Lab", S, 12), 0)])
def test_gunboat_diplomacy_eases_the_mission_per_assigned_hero_ship(first: StargateCard,
                                                                    easier: int) -> None:
    game = scenario([GUNBOAT, GUNSHIP], [], missions=[first, SPARE], power=9, pad=20)
    ops.put_in_play(game, uid(game, "Gunship", HERO_P))
    game._version += 1
    game.apply(Assign(uid(game, "Gunship", HERO_P)))
    game.apply(Pass())
    before = game.mission_difficulty()
    game.apply(PlayCard(uid(game, "Gunboat Diplomacy", HERO_P)))
    assert game.mission_difficulty() == before - easier


# --- session 8 sp-cards11 ------------------------------------------------------------------

CITY = real("Atlantis (City Ship)", SHIP, cost=6, firepower=3, traits=("Atlantis", "Ancient"))
ZPM = real("Z.P.M.", CardType.GEAR, cost=4, traits=("Ancient", "Atlantis"))
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 1}, revive=1)


@pytest.mark.parametrize("zpm", [True, False])
def test_atlantis_city_ship_firepower_per_zpm(zpm: bool) -> None:
    game = hero_game([CITY, ZPM] if zpm else [CITY])
    assert values.firepower(game, uid(game, "Atlantis", HERO_P)) == (4 if zpm else 3)


@pytest.mark.parametrize("assigned", [True, False])
def test_atlantis_city_ship_incapacitated_at_the_end_of_a_mission_it_was_assigned_to(
        assigned: bool) -> None:
    from sg_effect_cards import drive

    game = hero_game([CITY])
    city = uid(game, "Atlantis", HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(city))
        game.apply(Pass())
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.status_name(city) == ("incapacitated" if assigned else "ready")


@pytest.mark.parametrize("choose", [2, 0])
def test_atlantis_city_ship_victory_destroys_two_kinds(choose: int) -> None:
    game = scenario([CITY], [CULL, BRUTE], missions=[COMBAT, SPARE], power=9, pad=20)
    city = uid(game, "Atlantis", HERO_P)
    ops.put_in_play(game, city)
    ops.put_in_play(game, v(game, "Brute"))
    game._version += 1
    game.apply(Assign(city))
    game.apply(PlayCard(v(game, "Cull")))
    game.apply(Pass())
    game.apply(Assign(v(game, "Brute")))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    decision = game.pending_decision
    assert decision is not None and decision.source == city
    assert decision.options == (1, 2)  # no villain ship: an obstacle or an adversary
    if not choose:
        game.apply(Decline())
        assert v(game, "Cull") in game.obstacles
        return
    game.apply(Choose(1))  # the one obstacle: destroyed at once
    game.apply(Choose(2))  # the one adversary, likewise
    assert game.pending_decision is None or game.pending_decision.source != city
    assert game.zone_name(v(game, "Cull")) == "discard"
    assert game.zone_name(v(game, "Brute")) == "discard"


# --- session 11 sp-cards16: Time Jumper ----------------------------------------------------

TIME_JUMPER = real("Time Jumper (Janus' Forbidden Invention)", SHIP, cost=2, firepower=0,
                   traits=("Ancient",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Hired Gun", cost=1, skills={B: 1}, revive=2)


def _jumper_mission(power: int) -> tuple[StargateGame, int]:
    """The hero's Leader and the villain's Thug assigned, Cull at the mission."""
    game = scenario([TIME_JUMPER], [CULL, THUG], missions=[COMBAT, SPARE], power=power,
                    pad=20)
    jumper = uid(game, "Time Jumper", HERO_P)
    ops.put_in_play(game, jumper)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(v(game, "Cull")))
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Thug")))
    game.apply(Pass())
    game.apply(Assign(v(game, "Thug")))
    return game, jumper


def test_time_jumper_ends_the_mission_unresolved_its_card_under_the_mission_pile() -> None:
    game, jumper = _jumper_mission(9)
    leader, mission_ = uid(game, "Fixture Leader", HERO_P), uid(game, "Combat Mission", HERO_P)
    power, villain_power = game.power(HERO_P), game.power(VILLAIN_P)
    successes = game.state.successes
    game.apply(ActivateAbility(jumper, 0))
    assert game.phase == "deciding to continue"
    assert game.power(HERO_P) == power - 3
    assert game.zone_name(jumper) == "discard"
    assert game.zone_name(v(game, "Cull")) == "discard"
    assert game.status_name(leader) == "stopped"
    assert game.status_name(v(game, "Thug")) == "stopped"  # neither revived nor scored
    assert game.state.players[HERO_P].missions[0] == mission_  # under the mission pile
    assert not game.state.glyphs and not game.state.failed
    assert game.state.successes == successes
    assert game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize("power", [2, 9])
def test_time_jumper_needs_three_power_and_a_mission_in_progress(power: int) -> None:
    game, jumper = _jumper_mission(power)
    game._version += 1
    usable = ActivateAbility(jumper, 0) in game.legal_actions()
    assert usable is (game.power(HERO_P) >= 3)
    game.apply(Pass())
    game.apply(Pass())  # the mission resolves: no mission in its actions any more
    while game.pending_decision is not None or game.phase not in ("deciding to continue",
                                                                   "performing actions"):
        game.apply(game.legal_actions()[0])
    if game.phase == "deciding to continue":
        assert ActivateAbility(jumper, 0) not in game.legal_actions()
