"""Unending events (effects/unending/events.py), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids; player 0 is the
hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, B, C, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import Choose, PlayCard, StargateGame, ops

EVENT = CardType.EVENT
INTERVENTION = real("Intervention", EVENT, cost=2, traits=("Ancient",))
ROUTINE = real("Routine Mission", EVENT, cost=3, traits=("SGC",))
ORACLE = sg_card("Oracle", CardType.SUPPORT_CHARACTER, "Ancient Sage", cost=1, skills={S: 1},
                 traits=("Ancient",))
EASY = mission("Easy Mission", B, 3, experience=1)
SEASONED = mission("Seasoned Mission", B, 3, experience=3)
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(cards: list[StargateCard], first: StargateCard = EASY) -> StargateGame:
    return scenario(cards, [], missions=[first, SPARE], power=9, pad=20)


def playable(game: StargateGame, card: int) -> bool:
    return any(isinstance(a, PlayCard) and a.card == card for a in game.legal_actions())


# --- Intervention --------------------------------------------------------------------------


@pytest.mark.parametrize("ancient", [True, False])
def test_intervention_stops_an_ancient_to_ready_an_incapacitated_character(ancient: bool
                                                                           ) -> None:
    game = start([INTERVENTION, ORACLE])
    oracle, leader = uid(game, "Oracle", HERO_P), uid(game, "Fixture Leader", HERO_P)
    if ancient:
        ops.put_in_play(game, oracle)
    ops.incapacitate(game, leader)
    game._version += 1
    intervention = uid(game, "Intervention", HERO_P)
    assert playable(game, intervention) is ancient
    if ancient:
        game.apply(PlayCard(intervention, stops=(oracle,)))
        if game.pending_decision is not None:
            game.apply(Choose(leader))
        assert game.status_name(leader) == "ready"
        assert game.status_name(oracle) == "stopped"


# --- Routine Mission -----------------------------------------------------------------------


@pytest.mark.parametrize(("first", "ok"), [(EASY, True), (SEASONED, False)])
def test_routine_mission_only_at_low_experience_readies_a_team_character(
        first: StargateCard, ok: bool) -> None:
    game = start([ROUTINE], first=first)
    routine, warrior = uid(game, "Routine Mission", HERO_P), uid(game, "Fixture Warrior",
                                                                  HERO_P)
    assert playable(game, routine) is ok
    if ok:
        game.apply(PlayCard(routine))
        if game.pending_decision is not None:
            game.apply(Choose(warrior))
        assert game.status_name(warrior) == "ready"


BROTHERS = real("Band of Brothers", EVENT, cost=3, traits=("SGC", "Atlantis"))


@pytest.mark.parametrize("assigned", [True, False])
def test_band_of_brothers_sacrifices_an_assigned_brother_to_ready_the_rest(assigned: bool
                                                                           ) -> None:
    from stargate_vcg.engine.stargate import Assign, Pass

    game = start([BROTHERS])
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    ops.stop(game, scholar)
    game._version += 1
    if assigned:
        game.apply(Assign(leader))
        game.apply(Pass())
    brothers = uid(game, "Band of Brothers", HERO_P)
    assert playable(game, brothers) is assigned
    if assigned:
        game.apply(PlayCard(brothers))
        if game.pending_decision is not None:
            game.apply(Choose(leader))
        assert game.status_name(leader) == "incapacitated"
        assert game.status_name(scholar) == "ready"
