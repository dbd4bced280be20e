"""Abydos adversaries and obstacles (effects/abydos/villains.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids (stats of the project's own); player 0 is the hero of turn 1 (`scenario`): Leader
(Combat 3), Scholar (Culture 3) and Scientist ready, the Jaffa Warrior stopped."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, drive, real
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

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

OB, AD, SHIP = CardType.OBSTACLE, CardType.ADVERSARY, CardType.SHIP
SUPPORT = CardType.SUPPORT_CHARACTER
COMBAT = 2  # skill index (engine/stargate/surface.py)

RETRIBUTION = real("Retribution", OB, cost=3, skills={C: 2, B: 2}, traits=("Goa'uld", "Jaffa"))
EXECUTION = real("Public Execution", OB, cost=4, skills={C: 2, B: 2, I: 2},
                 traits=("Goa'uld", "Jaffa"))
OMINOUS = real("Ominous Discovery", OB, cost=2, skills={B: 1})
MISCOMMUNICATION = real("Miscommunication", OB, cost=3, skills={B: 2})
PRISONERS = real("Prisoners of Ra", OB, cost=4, skills={C: 2, B: 2, I: 2}, traits=("Goa'uld",))
LOST = real("Lost in Translation", OB, cost=2, skills={B: 3})
SAND_STORM = real("Sand Storm", OB, cost=2, skills={B: 4})
STRAFING = real("Udajeet Strafing Run", OB, cost=3, skills={B: 2, S: 2, I: 2},
                traits=("Jaffa",))
JACKAL = real("Jackal Guards", OB, cost=2, skills={B: 3}, traits=("Jaffa",))

ENVOY = sg_card("Envoy", SUPPORT, "Herald", cost=1, skills={C: 1, B: 1})
GUARD = sg_card("Guard", AD, "Warrior", cost=1, skills={B: 1}, revive=2, traits=("Jaffa",))
SERPENT = sg_card("Serpent", AD, "Lord", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
GLIDER = sg_card("Glider", SHIP, "Attack Craft", cost=1, firepower=2, traits=("Jaffa",),
                 allegiance=Allegiance.VILLAIN)

EASY = mission("Easy Mission", B, 1)
TEST_MISSION = mission("Test Mission", B, 3)
SPARE = mission("Spare Mission", C, 3)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [], missions=missions or [TEST_MISSION, SPARE],
                    power=power, pad=20)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def villain_plays(game: StargateGame, *titles: str) -> None:
    """The hero passes before each villain action; an adversary is assigned too."""
    for title in titles:
        card = uid(game, title, VILLAIN_P)
        if game.zone_name(card) == "hand":
            game.apply(Pass())
            game.apply(PlayCard(card))
        if game.card(card).type is AD:
            game.apply(Pass())
            game.apply(Assign(card))


def resolve(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def succeed_first(game: StargateGame) -> None:
    """The Leader wins the first (easy) mission; the hero goes on to the next one."""
    game.apply(Assign(hero(game, "Fixture Leader")))
    resolve(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    game.apply(Continue())
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None)


def fail_first(game: StargateGame) -> None:
    resolve(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    game.apply(Continue())
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None)


def difficulty(game: StargateGame, card: int) -> int:
    """Its Combat difficulty (the fixture missions are Combat missions)."""
    return game.surface.difficulty(card, COMBAT)


@pytest.mark.parametrize("supports", [("Envoy",), ()])
def test_retribution_failure_destroys_a_support_character(supports: tuple[str, ...]) -> None:
    game = start([ENVOY], [RETRIBUTION])
    for t in supports:
        ops.put_in_play(game, hero(game, t))
    villain_plays(game, "Retribution")
    resolve(game)
    assert game.zone_name(hero(game, "Envoy")) == ("discard" if supports else "hand")


@pytest.mark.parametrize("succeeded", [True, False])
def test_retribution_is_harder_after_a_successful_mission(succeeded: bool) -> None:
    game = start(villain=[RETRIBUTION], missions=[EASY if succeeded else TEST_MISSION, SPARE])
    (succeed_first if succeeded else fail_first)(game)
    villain_plays(game, "Retribution")
    card = uid(game, "Retribution", VILLAIN_P)
    assert difficulty(game, card) == 2 + (2 if succeeded else 0)


@pytest.mark.parametrize("failed", [True, False])
def test_public_execution_cheaper_and_harder_after_a_failed_mission(failed: bool) -> None:
    game = start(villain=[EXECUTION], missions=[TEST_MISSION if failed else EASY, SPARE],
                 power=9)
    (fail_first if failed else succeed_first)(game)
    before = game.state.players[VILLAIN_P].power
    villain_plays(game, "Public Execution")
    card = uid(game, "Public Execution", VILLAIN_P)
    assert before - game.state.players[VILLAIN_P].power == (3 if failed else 4)
    assert difficulty(game, card) == 2 + (1 if failed else 0)


def test_public_execution_failure_incapacitates_a_team_character() -> None:
    game = start(villain=[EXECUTION])
    villain_plays(game, "Public Execution")
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.status_name(hero(game, "Fixture Scholar")) == "incapacitated"


@pytest.mark.parametrize("outcome", ["failure", "success"])
def test_ominous_discovery_makes_the_next_mission_harder(outcome: str) -> None:
    game = start(villain=[OMINOUS],
                 missions=[EASY if outcome == "success" else TEST_MISSION, SPARE])
    if outcome == "success":
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(PlayCard(uid(game, "Ominous Discovery", VILLAIN_P)))
        game.apply(Assign(hero(game, "Fixture Scientist")))
    else:
        villain_plays(game, "Ominous Discovery")
    resolve(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    game.apply(Continue())
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None)
    assert game.mission_difficulty() == 3 + 1


def test_ominous_discovery_unplayed_leaves_the_next_mission_alone() -> None:
    game = start(villain=[OMINOUS])
    fail_first(game)
    assert game.mission_difficulty() == 3


def test_miscommunication_readies_blocks_then_stops_the_chosen() -> None:
    game = start(villain=[MISCOMMUNICATION])
    warrior = hero(game, "Fixture Warrior")
    villain_plays(game, "Miscommunication")
    game.apply(Choose(warrior))
    assert game.status_name(warrior) != "stopped" and game.surface.is_blocked(warrior)
    resolve(game)
    assert game.status_name(warrior) == "stopped"


def test_miscommunication_skips_characters_with_a_glyph() -> None:
    game = start(villain=[MISCOMMUNICATION])
    ops.place_glyph(game, uid(game, "Spare Mission", HERO_P), hero(game, "Fixture Leader"))
    villain_plays(game, "Miscommunication")
    decision = game.pending_decision
    assert decision is not None and hero(game, "Fixture Leader") not in decision.options


@pytest.mark.parametrize(("guards", "blocked"), [(True, 2), (False, 1)])
def test_prisoners_of_ra_blocks_two_with_a_jaffa_adversary(guards: bool, blocked: int) -> None:
    game = start(villain=[PRISONERS, GUARD])
    if guards:
        villain_plays(game, "Guard")
    villain_plays(game, "Prisoners of Ra")
    decision = game.pending_decision
    assert decision is not None and decision.least == blocked


@pytest.mark.parametrize(("assign", "cost"), [(True, 1), (False, 2)])
def test_lost_in_translation_cheaper_per_assigned_affiliation(assign: bool, cost: int) -> None:
    game = start(villain=[LOST])
    if assign:
        game.apply(Assign(hero(game, "Fixture Leader")))  # SGC
    else:
        game.apply(Pass())
    before = game.state.players[VILLAIN_P].power
    game.apply(PlayCard(uid(game, "Lost in Translation", VILLAIN_P)))
    assert before - game.state.players[VILLAIN_P].power == cost


@pytest.mark.parametrize("played", [True, False])
def test_sand_storm_assignments_cost_a_power(played: bool) -> None:
    game = start(villain=[SAND_STORM])
    if played:
        villain_plays(game, "Sand Storm")
    before = game.state.players[HERO_P].power
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert before - game.state.players[HERO_P].power == (1 if played else 0)


@pytest.mark.parametrize("has_ship", [True, False])
def test_udajeet_strafing_run_finds_a_jaffa_villain_ship(has_ship: bool) -> None:
    game = start(villain=[STRAFING, GLIDER])
    glider = uid(game, "Glider", VILLAIN_P)
    if has_ship:
        game.surface.put_on_deck(glider)
    villain_plays(game, "Udajeet Strafing Run")
    if has_ship:
        game.apply(Choose(glider))
        assert game.zone_name(glider) == "hand"
    else:
        assert game.pending_decision is None


def test_udajeet_strafing_run_jaffa_ships_fire_harder() -> None:
    game = start(villain=[STRAFING, GLIDER])
    glider = uid(game, "Glider", VILLAIN_P)
    ops.put_in_play(game, glider)
    assert values.firepower(game, glider) == 2
    villain_plays(game, "Udajeet Strafing Run")
    assert values.firepower(game, glider) == 3


@pytest.mark.parametrize(("goauld", "extra"), [(True, 1), (False, 0)])
def test_jackal_guards_goauld_adversaries_harder(goauld: bool, extra: int) -> None:
    game = start(villain=[JACKAL, SERPENT, GUARD])
    villain_plays(game, "Serpent" if goauld else "Guard", "Jackal Guards")
    card = uid(game, "Serpent" if goauld else "Guard", VILLAIN_P)
    assert difficulty(game, card) == 1 + extra
