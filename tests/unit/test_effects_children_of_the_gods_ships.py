"""Children of the Gods ships (effects/children_of_the_gods/ships.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real
card ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from sg_play import hero as h
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    Score,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, Surface

SHIP = CardType.SHIP
PROMETHEUS = real("Prometheus (Hijacked Vessel)", SHIP, cost=4, firepower=0,
                  traits=("NID", "SGC"))
SKITH = real("Skithblathnir (Kvasir's Battleship)", SHIP, cost=3, firepower=4,
             traits=("Asgard",))
COLONY = real("Traveler Colony Ship", SHIP, cost=3, firepower=3)
SUPERGATE = real("Ori Supergate (Beachhead)", SHIP, cost=4, firepower=0,
                 allegiance=Allegiance.VILLAIN, traits=("Ori",))
MOTHERSHIP = sg_card("Mothership", SHIP, cost=4, firepower=4, allegiance=Allegiance.VILLAIN,
                     traits=("Ori",))
HATAK = sg_card("Hatak", SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[TEST_MISSION,
                                                         SPARE],
                    power=9, pad=20)


@pytest.mark.parametrize(("assigned", "firepower"), [((), 0), (("Fixture Leader",), 1),
                                                     (("Fixture Leader", "Fixture Warrior"),
                                                      1)])
def test_prometheus_firepower_per_assigned_sgc_team_character(assigned: tuple[str, ...],
                                                              firepower: int) -> None:
    game = start([PROMETHEUS])
    prometheus = h(game, "Prometheus")
    ops.put_in_play(game, prometheus)
    ops.ready(game, h(game, "Fixture Warrior"))
    game._version += 1
    for title in assigned:
        game.apply(Assign(h(game, title)))
        game.apply(Pass())
    # the Warrior is Jaffa, not SGC
    assert Surface(game).firepower(prometheus) == firepower


@pytest.mark.parametrize("destroy", [True, False])
def test_skithblathnir_assigned_may_destroy_itself_and_a_villain_ship(destroy: bool) -> None:
    game = start([SKITH], [HATAK])
    skith, hatak = h(game, "Skithblathnir"), v(game, "Hatak")
    ops.put_in_play(game, skith)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(hatak))
    game.apply(Assign(skith))
    game.apply(Choose(0) if destroy else Decline())
    if destroy and game.pending_decision is not None:
        game.apply(Choose(hatak))
    assert (game.zone_name(skith) == "discard") is destroy
    assert (game.zone_name(hatak) == "discard") is destroy


@pytest.mark.parametrize("pay", [True, False])
def test_traveler_colony_ship_assigned_may_pay_to_unblock(pay: bool) -> None:
    game = start([COLONY])
    colony, leader = h(game, "Traveler Colony Ship"), h(game, "Fixture Leader")
    ops.put_in_play(game, colony)
    ops.block(game, leader)
    game._version += 1
    game.apply(Assign(colony))
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(leader))
    assert game.is_blocked(leader) is not pay


@pytest.mark.parametrize(("pay", "ship"), [(True, True), (False, True), (False, False)])
def test_traveler_colony_ship_assigned_its_player_acts_again(pay: bool, ship: bool) -> None:
    game = start([COLONY])
    colony, leader = h(game, "Traveler Colony Ship"), h(game, "Fixture Leader")
    ops.put_in_play(game, colony)
    ops.block(game, leader)
    game._version += 1
    game.apply(Assign(colony if ship else h(game, "Fixture Scholar")))
    if ship:
        game.apply(Choose(0) if pay else Decline())
        if pay and game.pending_decision is not None:
            game.apply(Choose(leader))
    assert game.pending_decision is None
    assert game.to_act == (HERO_P if ship else VILLAIN_P)
    if ship:
        game.apply(Pass())  # he may: passing is his next action
        assert game.to_act == VILLAIN_P


@pytest.mark.parametrize("search", [True, False])
def test_ori_supergate_may_search_for_another_ori_ship(search: bool) -> None:
    game = start([MARINE], [SUPERGATE, MOTHERSHIP])
    mothership = v(game, "Mothership")
    ops.shuffle_into_deck(game, [mothership])
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Ori Supergate")))
    game.apply(Choose(mothership) if search else Decline())
    assert (mothership in game.hand(VILLAIN_P)) is search


WARSHIP = real("Ori Warship", SHIP, cost=4, firepower=4, allegiance=Allegiance.VILLAIN,
               traits=("Ori",))
CURSE = sg_card("Curse", CardType.OBSTACLE, cost=3, skills={B: 1}, traits=("Ori",))
PLAGUE = sg_card("Plague", CardType.OBSTACLE, cost=2, skills={B: 1}, traits=("Ori",))


@pytest.mark.parametrize(("obstacle", "offered"), [("Plague", True), ("Curse", False)])
def test_ori_warship_victory_plays_an_ori_obstacle_within_the_margin(obstacle: str,
                                                                     offered: bool) -> None:
    # firepower 4 against 2: a margin of 2 (Plague costs 2, Curse 3)
    jumper2 = sg_card("Jumper Two", SHIP, cost=1, firepower=2)
    game = start([jumper2, MARINE], [WARSHIP, CURSE, PLAGUE])
    jumper, warship = h(game, "Jumper Two"), v(game, "Ori Warship")
    ops.put_in_play(game, jumper)
    ops.put_in_play(game, warship)
    game._version += 1
    game.apply(Assign(jumper))
    game.apply(Assign(warship))
    game.apply(Pass())
    game.apply(Pass())
    card = v(game, obstacle)
    game.apply(Decline())  # the victor keeps the Jumper in play
    while game.pending_decision is not None and Choose(card) not in game.legal_actions() \
            and Choose(v(game, "Plague")) not in game.legal_actions():
        game.apply(game.legal_actions()[0])
    assert (Choose(card) in game.legal_actions()) is offered


GLIDER = sg_card("Glider", SHIP, cost=1, firepower=1)


@pytest.mark.parametrize(("power", "paid"), [(9, True), (1, False)])
def test_skithblathnir_victory_pays_x_to_incapacitate_a_ship_costing_x_plus_2(
        power: int, paid: bool) -> None:
    game = start([SKITH, GLIDER], [MOTHERSHIP])
    skith, glider, mothership = h(game, "Skithblathnir"), h(game, "Glider"), v(game, "Mothership")
    for ship in (skith, glider, mothership):
        ops.put_in_play(game, ship)
    game._version += 1
    game.apply(Assign(skith))
    game.apply(Decline())  # keeps it
    game.apply(Assign(mothership))
    game.apply(Assign(glider))  # 5 firepower against 4: the hero's victory
    game.apply(Pass())
    game.state.players[HERO_P].power = power
    game.apply(Pass())
    game.apply(Decline())  # the victor's incapacitation by the rules: not used
    pending = game.pending_decision
    if paid:
        assert pending is not None and pending.options == (mothership,)
        game.apply(Choose(mothership))
        assert game.power(HERO_P) == power - 2  # X = its cost 4 - 2
    else:
        assert pending is None or mothership not in pending.options
        assert game.power(HERO_P) == power
    assert (game.status_name(mothership) == "incapacitated") is paid


def _prometheus_battle(villain_ship: bool) -> tuple[StargateGame, int]:
    game = start([PROMETHEUS], [MOTHERSHIP])
    prometheus, leader = h(game, "Prometheus"), h(game, "Fixture Leader")
    ops.put_in_play(game, prometheus)
    if villain_ship:
        ops.put_in_play(game, v(game, "Mothership"))
    for _ in range(2):
        ops.add_promotion_token(game, leader)
    game._version += 1
    game.apply(Assign(prometheus))
    game.apply(Assign(v(game, "Mothership")) if villain_ship else Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Pass())
    return game, leader


def test_prometheus_victory_skills_per_promotion_token() -> None:
    game, leader = _prometheus_battle(villain_ship=False)  # its only ship: its victory
    before = game.skill(leader, COMBAT)
    pending = game.pending_decision
    assert pending is not None and leader in pending.options
    game.apply(Choose(leader))
    outcome = next(e for e in game.log if e.kind in ("success", "failure"))
    assert outcome.value == before + 2  # the leader alone: his Combat, +1 per token


def test_prometheus_no_victory_no_skills() -> None:
    game, leader = _prometheus_battle(villain_ship=True)  # 1 firepower against 4
    before = game.skill(leader, COMBAT)
    game.apply(Decline())  # the villain's victory: he incapacitates no ship
    assert game.pending_decision is None
    outcome = next(e for e in game.log if e.kind in ("success", "failure"))
    assert outcome.value == before



FORMATION = real("Attack Formation", CardType.OBSTACLE, cost=1, skills={C: 0, B: 2},
                 traits=("Goa'uld", "Jaffa"))
HATAK2 = sg_card("Hatak Two", SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("assigned", "times"), [("Ori Supergate", 2), ("Mothership", 1)])
def test_ori_supergate_assigned_victory_texts_happen_twice(assigned: str, times: int) -> None:
    game = start(villain=[SUPERGATE, MOTHERSHIP, FORMATION, HATAK, HATAK2])
    ships = [v(game, "Hatak"), v(game, "Hatak Two")]
    for ship in (*ships, v(game, assigned)):
        ops.put_in_play(game, ship)
    for ship in ships:
        ops.stop(game, ship)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Attack Formation")))
    game.apply(Pass())
    game.apply(Assign(v(game, assigned)))  # the only ships assigned: the villain's victory
    game.apply(Pass())
    game.apply(Pass())
    readied = 0
    while not any(e.kind in ("success", "failure") for e in game.log):
        pending = game.pending_decision
        assert pending is not None and pending.player == VILLAIN_P
        stopped = [u for u in ships if u in pending.options]
        game.apply(Choose(stopped[0]))
        readied += 1
    assert readied == times
    assert [game.status_name(u) for u in ships].count("ready") == times


TELTAK = real("Apophis' Tel'tak (Royal Transport)", SHIP, cost=1, firepower=1,
              allegiance=Allegiance.VILLAIN, traits=("Goa'uld",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=1, skills={B: 1}, revive=2)


@pytest.mark.parametrize(("assigned", "score"), [(True, True), (True, False), (False, False)])
def test_apophis_teltak_failure_may_be_scored_with_the_adversary(assigned: bool,
                                                                 score: bool) -> None:
    game = start(villain=[TELTAK, THUG])
    teltak, thug = v(game, "Apophis' Tel'tak"), v(game, "Thug")
    ops.put_in_play(game, teltak)
    ops.put_in_play(game, thug)
    game._version += 1
    game.apply(Pass())
    game.apply(Assign(thug))
    game.apply(Pass())
    game.apply(Assign(teltak) if assigned else Pass())
    if assigned:
        game.apply(Pass())
        game.apply(Pass())
    while Score(thug) not in game.legal_actions():  # the hero failed
        game.apply(game.legal_actions()[0])
    game.apply(Score(thug))
    pending = game.pending_decision
    assert (pending is not None and pending.player == VILLAIN_P) is assigned
    if pending is not None:
        game.apply(Choose(0) if score else Decline())
    assert game.zone_name(thug) == "villain score pile"
    assert (game.zone_name(teltak) == "villain score pile") is score
