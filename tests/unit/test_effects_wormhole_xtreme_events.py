"""Wormhole X-Treme! events (effects/wormhole_xtreme/events.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3, EASY, power_spent
from sg_play import pass_to_next_mission as to_next_mission
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
)

EVENT = CardType.EVENT
GRAND_COUNCIL = real("Grand Council Meeting", EVENT, cost=1, traits=("Tok'ra",))
ALWAYS_UP = real("Always Up for Action", EVENT, cost=2)
PULLING_RANK = real("Pulling Rank", EVENT, cost=2, traits=("SGC",))
RESUPPLY = real("Resupply", EVENT, cost=2)
KAWOOSH = real("Kawoosh!", EVENT, cost=1, traits=("SGC",))
IDYLLIC = real("Idyllic First Contact", EVENT, cost=3, traits=("SGC",))
INTEL = real("Actionable Intel", EVENT, cost=4, traits=("NID", "SGC"))
SECRET = real("Secret Objective", EVENT, cost=0, traits=("Russian",))
AGAINST_ODDS = real("Against All Odds", EVENT, cost=2)
TIME_TRAVELERS = real("Time Travelers", EVENT, cost=2, traits=("SGC",))
CLOSE_CALL = real("Close Call", EVENT, cost=1)
OBVIOUS = real("Obvious Reference", EVENT, cost=1)
BIGGER = real("Bigger Explosions", EVENT, cost=1)
BIG_GEAR = sg_card("Big Gear", CardType.GEAR, cost=3)
RESPECT = real("Respect for the Fallen", EVENT, cost=1, traits=("Russian",))

TOKRA = sg_card("Tok'ra Agent", CardType.SUPPORT_CHARACTER, "Operative", cost=1,
                skills={C: 2}, traits=("Tok'ra",))
HELPER = sg_card("Helper", CardType.SUPPORT_CHARACTER, "Aide", cost=1, skills={C: 1})
SNAKE = sg_card("Snake", CardType.ADVERSARY, "Lord", cost=1, skills={B: 1}, revive=1,
                traits=("Goa'uld",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Goon", cost=1, skills={B: 1}, revive=1)
HERO_ROCKS = sg_card("Loose Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})
PEBBLES = sg_card("Pebbles", CardType.OBSTACLE, cost=1, skills={B: 1})
HARD = mission("Hard Mission", B, 20)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [], missions=missions or [COMBAT_3, HARD],
                    power=power, pad=20)


# --- Grand Council Meeting -------------------------------------------------------------------


@pytest.mark.parametrize(("scored", "gained"), [(SNAKE, 2 + 1), (THUG, 2)])
def test_grand_council_meeting_gains_the_tokra_culture(scored: StargateCard,
                                                       gained: int) -> None:
    game = start([TOKRA, GRAND_COUNCIL], [scored])
    ops.to_score_pile(game, uid(game, scored.title, VILLAIN_P))
    agent = uid(game, "Tok'ra Agent", HERO_P)
    game.apply(PlayCard(agent))
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(PlayCard(uid(game, "Grand Council Meeting", HERO_P), stops=(agent,)))
    assert game.status_name(agent) == "stopped"
    assert game.power(HERO_P) == before - 1 + gained


def test_grand_council_meeting_needs_a_tokra_character_to_stop() -> None:
    game = start([GRAND_COUNCIL])
    meeting = uid(game, "Grand Council Meeting", HERO_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    assert PlayCard(meeting, stops=(leader,)) not in game.legal_actions()
    assert not any(isinstance(a, PlayCard) and a.card == meeting for a in game.legal_actions())


# --- Always Up for Action ----------------------------------------------------------------------


def test_always_up_for_action_stops_one_to_ready_another() -> None:
    game = start([ALWAYS_UP])
    leader, warrior = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    assert game.status_name(warrior) == "stopped"
    game.apply(PlayCard(uid(game, "Always Up for Action", HERO_P), stops=(leader,)))
    assert game.pending_decision is None  # the only card to ready: no choice
    assert (game.status_name(leader), game.status_name(warrior)) == ("stopped", "ready")


def test_always_up_for_action_cannot_ready_the_character_stopped_to_play_it() -> None:
    game = start([ALWAYS_UP])
    leader, warrior = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    ops.ready(game, warrior)
    game.apply(PlayCard(uid(game, "Always Up for Action", HERO_P), stops=(leader,)))
    assert game.pending_decision is None
    assert game.status_name(leader) == "stopped"


# --- Pulling Rank ----------------------------------------------------------------------------


@pytest.mark.parametrize("pay", [True, False])
def test_pulling_rank_unblocks_and_may_pay_to_ready_an_sgc_character(pay: bool) -> None:
    game = start([PULLING_RANK])
    scholar = uid(game, "Fixture Scholar", HERO_P)
    ops.stop(game, scholar)
    ops.block(game, scholar)
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(uid(game, "Pulling Rank", HERO_P)))  # the only blocked one
    before = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    assert not ops.is_blocked(game, scholar)
    assert game.status_name(scholar) == ("ready" if pay else "stopped")
    assert game.power(HERO_P) == before - (2 if pay else 0)
    assert len(game.hand(HERO_P)) == hand - 1 + 1


def test_pulling_rank_offers_no_payment_for_a_jaffa() -> None:
    game = start([PULLING_RANK])
    warrior = uid(game, "Fixture Warrior", HERO_P)
    ops.block(game, warrior)
    game.apply(PlayCard(uid(game, "Pulling Rank", HERO_P)))
    assert game.pending_decision is None
    assert not ops.is_blocked(game, warrior)
    assert game.status_name(warrior) == "stopped"


# --- Resupply --------------------------------------------------------------------------------


@pytest.mark.parametrize("from_deck", [True, False])
def test_resupply_takes_a_gear_from_the_deck_or_the_discard_pile(from_deck: bool) -> None:
    game = start([RESUPPLY, WIDGET])
    widget = uid(game, "Widget", HERO_P)
    if from_deck:
        ops.shuffle_into_deck(game, [widget])
    else:
        ops.to_discard(game, widget)
    game.apply(PlayCard(uid(game, "Resupply", HERO_P)))
    if from_deck:  # no gear in the discard pile: the search, at once
        game.apply(Choose(widget))
    else:  # the only gear there: no choice of card
        game.apply(Choose(1))
    assert widget in game.hand(HERO_P)


def test_resupply_without_a_gear_in_the_discard_pile_offers_only_the_deck() -> None:
    game = start([RESUPPLY])
    game.apply(PlayCard(uid(game, "Resupply", HERO_P)))
    decision = game.pending_decision
    assert decision is not None
    assert decision.prompt == "search your deck"


# --- Respect for the Fallen ------------------------------------------------------------------


@pytest.mark.parametrize(("fail_first", "destroy", "gained", "drawn"), [
    (True, True, 1 + 1, 1), (False, True, 1, 0), (False, False, 0, 0)])
def test_respect_for_the_fallen_counts_the_fallen_and_the_failures(
        fail_first: bool, destroy: bool, gained: int, drawn: int) -> None:
    game = start([RESPECT, HELPER], missions=[HARD if fail_first else COMBAT_3, HARD])
    helper = uid(game, "Helper", HERO_P)
    game.apply(PlayCard(helper))
    if destroy:
        ops.destroy(game, helper)
    if fail_first:
        to_next_mission(game)
    else:
        game.apply(Pass())
    before, hand = game.power(HERO_P), len(game.hand(HERO_P))
    game.apply(PlayCard(uid(game, "Respect for the Fallen", HERO_P)))
    assert game.power(HERO_P) == before - 1 + gained
    assert len(game.hand(HERO_P)) == hand - 1 + drawn


# --- Kawoosh! --------------------------------------------------------------------------------


@pytest.mark.parametrize("ready_team", [3, 0])
def test_kawoosh_reveals_a_card_per_ready_team_character(ready_team: int) -> None:
    game = start([KAWOOSH, HERO_ROCKS, WIDGET])
    rocks, widget = uid(game, "Loose Rocks", HERO_P), uid(game, "Widget", HERO_P)
    game.surface.put_on_deck(rocks)
    game.surface.put_on_deck(widget)  # top: Widget, Loose Rocks, then a hero filler
    if not ready_team:
        for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist"):
            ops.stop(game, uid(game, title, HERO_P))
    power, hand, villain_hand = (game.power(HERO_P), len(game.hand(HERO_P)),
                                 len(game.hand(VILLAIN_P)))
    game.apply(PlayCard(uid(game, "Kawoosh!", HERO_P)))
    hero_cards = 2 if ready_team else 0
    assert game.power(HERO_P) == power - 1 + (1 if ready_team else 0)
    assert len(game.hand(HERO_P)) == hand - 1 + hero_cards
    assert len(game.hand(VILLAIN_P)) == villain_hand + hero_cards
    assert (widget in game.hand(HERO_P)) is bool(ready_team)
    assert (rocks in game.discard_pile(HERO_P)) is bool(ready_team)


# --- Idyllic First Contact ---------------------------------------------------------------------


@pytest.mark.parametrize(("assigned", "difficulty"), [(1, 3 - 2), (2, 3)])
def test_idyllic_first_contact_eases_a_mission_with_one_team_character(
        assigned: int, difficulty: int) -> None:
    game = start([IDYLLIC])
    for title in ("Fixture Leader", "Fixture Scholar")[:assigned]:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Idyllic First Contact", HERO_P)))
    assert game.mission_difficulty() == difficulty


def test_idyllic_first_contact_ends_with_its_mission() -> None:
    game = start([IDYLLIC], missions=[COMBAT_3, HARD])
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Idyllic First Contact", HERO_P)))
    to_next_mission(game)
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    assert game.mission_difficulty() == 20


@pytest.mark.parametrize(("first", "paid"), [(EASY, 3 - 1), (HARD, 3)])
def test_idyllic_first_contact_costs_less_after_a_success(first: StargateCard,
                                                         paid: int) -> None:
    game = start([IDYLLIC], missions=[first, COMBAT_3])
    if first is EASY:
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    to_next_mission(game)
    spent = power_spent(game, HERO_P, PlayCard(uid(game, "Idyllic First Contact", HERO_P)))
    assert spent == paid


# --- events lending the mission a text ---------------------------------------------------------


@pytest.mark.parametrize(("scored", "paid"), [(True, 4 - 1), (False, 4)])
def test_actionable_intel_costs_less_per_villain_card_scored(scored: bool, paid: int) -> None:
    game = start([INTEL], [THUG])
    if scored:
        ops.to_score_pile(game, uid(game, "Thug", VILLAIN_P))
    spent = power_spent(game, HERO_P, PlayCard(uid(game, "Actionable Intel", HERO_P)))
    assert spent == paid


@pytest.mark.parametrize("succeeds", [True, False])
def test_actionable_intel_success_destroys_an_adversary(succeeds: bool) -> None:
    game = start([INTEL], [THUG], missions=[EASY if succeeds else HARD, COMBAT_3])
    thug = uid(game, "Thug", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(thug))
    game.apply(PlayCard(uid(game, "Actionable Intel", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # the mission resolves; the only adversary is destroyed
    assert (thug in game.discard_pile(VILLAIN_P)) is succeeds


@pytest.mark.parametrize("succeeds", [True, False])
def test_secret_objective_success_plays_a_gear_free_and_failure_costs_one(
        succeeds: bool) -> None:
    game = start([SECRET, WIDGET, WIDGET], missions=[EASY if succeeds else HARD, COMBAT_3])
    placed, held = uid(game, "Widget", HERO_P), uid(game, "Widget", HERO_P, nth=1)
    game.apply(PlayCard(placed))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Secret Objective", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Pass())
    if succeeds:
        game.apply(Choose(held))
    assert (held in game.in_play(HERO_P)) is succeeds
    assert (placed in game.in_play(HERO_P)) is succeeds  # the only gear: destroyed
    assert game.power(HERO_P) >= before



def test_against_all_odds_hardens_obstacles_and_cheapens_complications() -> None:
    game = start([AGAINST_ODDS], [PEBBLES, THUG])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Pebbles", VILLAIN_P)))
    assert game.mission_difficulty() == 3 + 1
    game.apply(PlayCard(uid(game, "Against All Odds", HERO_P)))
    assert game.mission_difficulty() == 3 + 1 + 1
    before = game.power(VILLAIN_P)
    game.apply(PlayComplication(uid(game, "Thug", VILLAIN_P)))
    assert game.power(VILLAIN_P) == before  # the first complication, 1 less: free


def test_against_all_odds_is_over_with_its_mission() -> None:
    game = start([AGAINST_ODDS], [PEBBLES, THUG], missions=[HARD, COMBAT_3])
    game.apply(PlayCard(uid(game, "Against All Odds", HERO_P)))
    to_next_mission(game)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Pebbles", VILLAIN_P)))
    assert game.mission_difficulty() == 3 + 1
    game.apply(Pass())
    before = game.power(VILLAIN_P)
    game.apply(PlayComplication(uid(game, "Thug", VILLAIN_P)))
    assert game.power(VILLAIN_P) == before - 1


@pytest.mark.parametrize("succeeds", [True, False])
def test_against_all_odds_success_readies_the_assigned(succeeds: bool) -> None:
    game = start([AGAINST_ODDS], missions=[EASY if succeeds else HARD, COMBAT_3])
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(PlayCard(uid(game, "Against All Odds", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Pass())
    assert game.status_name(leader) == ("ready" if succeeds else "stopped")


@pytest.mark.parametrize("played", [True, False])
def test_time_travelers_forbids_more_missions_this_turn(played: bool) -> None:
    game = start([TIME_TRAVELERS], missions=[EASY, COMBAT_3])
    if played:
        game.apply(PlayCard(uid(game, "Time Travelers", HERO_P)))
        game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (Continue() in game.legal_actions()) is not played


@pytest.mark.parametrize(("later", "gained"), [(True, 2), (False, 0)])
def test_time_travelers_success_pays_per_assigned_team_character_next_power_phase(
        later: bool, gained: int) -> None:
    from stargate_vcg.engine.stargate import flow
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.triggers import fire

    game = start([TIME_TRAVELERS], missions=[EASY, COMBAT_3])
    game.apply(PlayCard(uid(game, "Time Travelers", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # success: two team characters assigned
    if later:
        game.state.turn += 2  # his next turn as the hero
    before = game.power(HERO_P)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert game.power(HERO_P) == before + gained



@pytest.mark.parametrize(("assigned", "gained"), [(("Fixture Leader",), 2),
                                                  (("Fixture Leader", "Fixture Warrior"), 0)])
def test_close_call_pays_the_experience_for_an_exact_success(assigned: tuple[str, ...],
                                                            gained: int) -> None:
    exact = mission("Exact Mission", B, 3, experience=2)
    game = start([CLOSE_CALL], missions=[exact, HARD])
    ops.ready(game, uid(game, "Fixture Warrior", HERO_P))
    game.apply(PlayCard(uid(game, "Close Call", HERO_P)))
    for title in assigned:  # Combat 3 (exactly 3), or 3 + 3
        game.apply(Pass())
        game.apply(Assign(uid(game, title, HERO_P)))
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Pass())  # success
    assert game.power(HERO_P) - before == gained



@pytest.mark.parametrize("ship", [True, False])
def test_obvious_reference_stops_a_hero_ship_to_draw_its_firepower(ship: bool) -> None:
    game = start([OBVIOUS, CRUISER])
    cruiser = uid(game, "Cruiser", HERO_P)
    if ship:
        game.apply(PlayCard(cruiser))
        game.apply(Pass())
    play = PlayCard(uid(game, "Obvious Reference", HERO_P))
    assert (play in game.legal_actions()) is ship
    if ship:
        hand = len(game.hand(HERO_P))
        game.apply(play)
        assert game.status_name(cruiser) == "stopped"
        assert len(game.hand(HERO_P)) == hand - 1 + 2


@pytest.mark.parametrize(("gear", "destroyed"), [(BIG_GEAR, True), (WIDGET, False)])
def test_bigger_explosions_destroys_an_obstacle_cheaper_than_the_gear(
        gear: StargateCard, destroyed: bool) -> None:
    game = start([BIGGER, gear], [PEBBLES])
    mine = uid(game, gear.title, HERO_P)
    game.apply(PlayCard(mine))
    game.apply(PlayCard(uid(game, "Pebbles", VILLAIN_P)))  # cost 1
    game.apply(PlayCard(uid(game, "Bigger Explosions", HERO_P)))
    assert mine in game.discard_pile(HERO_P)
    assert (uid(game, "Pebbles", VILLAIN_P) in game.state.obstacles) is not destroyed
