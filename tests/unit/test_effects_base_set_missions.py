"""Base Set missions written in the declarative vocabulary (effects/base_set/missions.py),
each played: the text happens, and does not when its condition fails. Fixture printings
with the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

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
    Stop,
)
from stargate_vcg.errors import IllegalAction

M = CardType.MISSION
BRIEF_CANDLE = real("Brief Candle (Argos)", M, skills={S: 3}, experience=1)
ANTARCTIC = real("Antarctic Rescue (Antarctica)", M, skills={I: 3}, experience=1)
SUPPLY_RAID = real("Supply Raid (Nirrti's Supply Depot)", M, skills={B: 4}, experience=2)
RETRIEVE = real("Retrieve Artifact (P5C-353)", M, skills={C: 5}, experience=4)
SPECIMEN = real("Acquire Specimen (BP6-3Q1)", M, skills={B: 3}, experience=1)
TIME_LOOP = real("Time Loop (P4X-639)", M, skills={C: 3}, experience=2)
TRIAD = real("Attend Triad (Tollana)", M, skills={I: 4}, experience=2)
PRISON = real("Prison Break (Chulak)", M, skills={B: 3}, experience=1)
VORLIX = real("Cure the Vorlix (Vyus)", M, skills={S: 5}, experience=3)

MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1, skills={B: 2})
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(first: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, power: int | None = None) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power)


def test_brief_candle_stops_the_character_its_player_chooses() -> None:
    game = start(BRIEF_CANDLE)
    leader = uid(game, "Fixture Leader", HERO_P)
    assert game.to_act == HERO_P and Choose(leader) in game.legal_actions()
    game.apply(Choose(leader))
    assert game.status_name(leader) == "stopped"


def test_brief_candle_offers_only_characters_that_can_be_stopped() -> None:
    game = start(BRIEF_CANDLE)
    warrior = uid(game, "Fixture Warrior", HERO_P)  # stopped at setup
    assert Choose(warrior) not in game.legal_actions()


def test_a_plain_mission_asks_nothing_when_played() -> None:
    game = start(SPARE)
    assert game.pending_decision is None


def test_antarctic_rescue_the_opponent_blocks_a_team_character_for_the_mission() -> None:
    game = start(ANTARCTIC)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    with pytest.raises(IllegalAction):
        game.apply(Assign(scholar))


def test_antarctic_rescue_block_ends_with_the_mission() -> None:
    game = start(ANTARCTIC)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    game.apply(Choose(scholar))
    game.apply(Pass())
    game.apply(Pass())
    assert not game.is_blocked(scholar)


def test_antarctic_rescue_offers_the_heros_team_only() -> None:
    game = start(ANTARCTIC)
    options = {game.facts[a.option].owner for a in game.legal_actions()
               if isinstance(a, Choose)}
    assert options == {HERO_P}


def _succeed_with(game: StargateGame, *titles: str) -> None:
    for title in titles:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


@pytest.mark.parametrize(("assigned", "villain_power"),
                         [(("Fixture Leader", "Fixture Scientist"), 1), ((), 3)])
def test_supply_raid_success_costs_the_opponent_two_power(assigned: tuple[str, ...],
                                                           villain_power: int) -> None:
    game = start(SUPPLY_RAID)
    _succeed_with(game, *assigned)
    assert game.power(VILLAIN_P) == villain_power


@pytest.mark.parametrize(("first", "cost"), [(RETRIEVE, 2), (SPARE, 1)])
def test_retrieve_artifact_makes_complications_cost_one_more(first: StargateCard,
                                                             cost: int) -> None:
    game = start(first, villain=[ROCKS])
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 3 - cost


@pytest.mark.parametrize(("obstacles", "difficulty"), [(0, 3), (1, 3 + 1 + 1)])
def test_acquire_specimen_gets_harder_per_obstacle(obstacles: int, difficulty: int) -> None:
    game = start(SPECIMEN, villain=[ROCKS])
    if obstacles:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.mission_difficulty() == difficulty


def _fail_first_mission(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize(("first", "can_continue"), [(TIME_LOOP, False), (SPARE, True)])
def test_time_loop_failure_forbids_more_missions_this_turn(first: StargateCard,
                                                           can_continue: bool) -> None:
    game = start(first, power=5)
    _fail_first_mission(game)
    assert (Continue() in game.legal_actions()) is can_continue
    assert Stop() in game.legal_actions()


def test_time_loop_restriction_ends_with_the_turn() -> None:
    game = start(TIME_LOOP, power=5)
    _fail_first_mission(game)
    game.apply(Stop())
    assert game.state.lasting_rules == []


def test_attend_triad_success_may_take_a_character_from_the_discard_pile() -> None:
    game = start(TRIAD, hero=[MARINE])
    marine = uid(game, "Marine", HERO_P)
    game.state.players[HERO_P].hand.remove(marine)
    game.state.players[HERO_P].discard.append(marine)
    game.state.zone[marine] = 2  # discard pile
    _succeed_with(game, "Fixture Leader", "Fixture Scientist")
    assert game.pending_decision is not None
    assert Decline() in game.legal_actions()
    game.apply(Choose(marine))
    assert marine in game.hand(HERO_P)


def test_attend_triad_failure_takes_nothing() -> None:
    game = start(TRIAD)
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(Pass())
    assert len(game.hand(HERO_P)) == hand


def test_prison_break_stops_support_characters_when_played_and_readies_them_on_success(
        ) -> None:
    game = scenario([MARINE], [], missions=[SPARE, PRISON], power=5)
    marine = uid(game, "Marine", HERO_P)
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Pass())  # the spare mission fails: nobody assigned
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())
    assert game.status_name(marine) == "stopped"
    _succeed_with(game, "Fixture Leader")
    assert game.status_name(marine) == "ready"


def _marine_in_deck(game: StargateGame) -> int:
    marine = uid(game, "Marine", HERO_P)
    game.state.players[HERO_P].hand.remove(marine)
    game.state.players[HERO_P].deck.insert(0, marine)
    game.state.zone[marine] = 0  # deck
    return marine


def test_cure_the_vorlix_success_searches_the_deck_hidden_from_the_opponent() -> None:
    game = start(VORLIX, hero=[MARINE], power=5)
    marine = _marine_in_deck(game)
    _succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    decision = game.pending_decision
    assert decision is not None
    seen_by_villain = game.observation(VILLAIN_P).pending
    assert seen_by_villain is not None and set(seen_by_villain.options) == {-1}
    assert [a for a in game.legal_actions() if isinstance(a, Choose)] == [Choose(marine)]
    game.apply(Choose(marine))
    assert marine in game.hand(HERO_P)


def test_cure_the_vorlix_search_choice_is_not_named_in_the_public_log() -> None:
    game = start(VORLIX, hero=[MARINE], power=5)
    marine = _marine_in_deck(game)
    _succeed_with(game, "Fixture Scientist", "Fixture Scholar")
    game.apply(Choose(marine))
    chosen = [e for e in game.log_entries if e.kind == "choose"]
    assert chosen and all(e.card == -1 for e in chosen)


def test_cure_the_vorlix_failure_searches_nothing() -> None:
    game = start(VORLIX, hero=[MARINE])
    marine = _marine_in_deck(game)
    game.apply(Pass())
    game.apply(Pass())
    assert game.pending_decision is None
    assert marine not in game.hand(HERO_P)
