"""Unending events (effects/unending/events.py), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids; player 0 is the
hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, legal_of
from test_sg_engine_helpers import HERO_P, B, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import Choose, PlayCard, StargateGame, ops

EVENT = CardType.EVENT
INTERVENTION = real("Intervention", EVENT, cost=2, traits=("Ancient",))
ROUTINE = real("Routine Mission", EVENT, cost=3, traits=("SGC",))
ORACLE = sg_card("Oracle", CardType.SUPPORT_CHARACTER, "Ancient Sage", cost=1, skills={S: 1},
                 traits=("Ancient",))
EASY = mission("Easy Mission", B, 3, experience=1)
SEASONED = mission("Seasoned Mission", B, 3, experience=3)

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


# --- session 8 sp-cards11 ------------------------------------------------------------------

LUCKY = real("Lucky Shot", EVENT, cost=1, traits=("SGC", "Atlantis"))
SKIFF = sg_card("Skiff", CardType.SHIP, "Hero Ship", cost=1, firepower=2)


@pytest.mark.parametrize(("enemy_fp", "destroyed"), [(5, True), (6, False)])
def test_lucky_shot_stops_a_ship_and_a_character_to_destroy_a_villain_ship_in_reach(
        enemy_fp: int, destroyed: bool) -> None:
    from stargate_vcg.cards import Allegiance
    from stargate_vcg.errors import IllegalAction

    enemy = sg_card("Hive", CardType.SHIP, "Wraith Hive", cost=1, firepower=enemy_fp,
                    allegiance=Allegiance.VILLAIN)
    game = scenario([LUCKY, SKIFF], [enemy], missions=[EASY, SPARE], power=9, pad=20)
    lucky, skiff = uid(game, "Lucky Shot", HERO_P), uid(game, "Skiff", HERO_P)
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    hive = uid(game, "Hive", 1)
    ops.put_in_play(game, skiff)
    ops.put_in_play(game, hive)
    game._version += 1
    plays = legal_of(game, PlayCard, lucky)
    # One play per ready character, each with the Skiff: never two characters.
    assert plays and all(skiff in a.stops and len(a.stops) == 2 for a in plays)
    assert any(leader in a.stops for a in plays)
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(lucky, (leader, scholar)))
    game.apply(PlayCard(lucky, (skiff, leader)))  # 2 firepower + Combat 3
    assert game.status_name(skiff) == game.status_name(leader) == "stopped"
    assert game.zone_name(hive) == ("discard" if destroyed else "in play")


ASCENSION = real("Ascension", EVENT, cost=1, traits=("Ancient",))


@pytest.mark.parametrize("keep", [True, False])
def test_ascension_keeps_a_team_character_incapacitated_for_easier_culture_missions(
        keep: bool) -> None:
    from sg_effect_cards import at_actions_of_turn, drive

    from stargate_vcg.engine.stargate.surface import CULTURE as SK_CULTURE

    game = start([ASCENSION], first=SPARE)  # a Culture 3 mission
    ascension, leader = uid(game, "Ascension", HERO_P), uid(game, "Fixture Leader", HERO_P)
    t = game.surface
    assert t.difficulty(game.state.mission, SK_CULTURE) == 3
    game.apply(PlayCard(ascension))
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    assert ascension in t.beneath(leader)
    assert t.difficulty(game.state.mission, SK_CULTURE) == 1
    drive(game, lambda g: g.turn == 3 and g.pending_decision is not None
          and g.pending_decision.source == ascension)
    power = game.power(HERO_P)
    game.apply(Choose(0 if keep else 1))
    assert game.status_name(leader) == ("incapacitated" if keep else "stopped")
    assert (ascension in t.beneath(leader)) is keep
    assert game.zone_name(ascension) != "discard" or not keep
    assert game.power(HERO_P) == power - (2 if keep else 0)
    drive(game, at_actions_of_turn(3))
    assert game.status_name(leader) == ("incapacitated" if keep else "stopped")
