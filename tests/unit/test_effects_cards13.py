"""Cards completed by session 9 sp-cards13 (the victory total, mission counting, optional
Success text, scoring replacements, extra costs of any size, asking replacements), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import SPARE, TEST_MISSION, hero, villain
from sg_play import both_pass as resolve
from sg_play import rearranged as settle
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    flow,
    ops,
    values,
)

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
SUPPORT, TEAM_CHARACTER = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER


pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: int = B) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)
    return scenario(hero or [], villain or [], missions=[first, SPARE, LIBRA], power=power,
                    pad=20)


def totals(game: StargateGame) -> tuple[int, int]:
    return values.victory_total(game, HERO_P), values.victory_total(game, VILLAIN_P)


# --- the victory total hook (dsl.OpponentVictoryTotal) ---

def test_victory_total_modifier_hook_adds_to_the_opponents_total_only() -> None:
    from stargate_vcg.effects.dsl import Card, OpponentVictoryTotal
    from stargate_vcg.engine.stargate.effects import EffectRegistry

    fixture = sg_card("Herald", SUPPORT, "Envoy", cost=1, skills={C: 1})
    registry = EffectRegistry()
    registry.register(fixture.id, Card(OpponentVictoryTotal(3)))
    game = scenario([fixture], [], missions=[TEST_MISSION, SPARE, LIBRA],
                    power=9, pad=20, effects=registry)
    before = totals(game)
    herald = hero(game, "Herald")
    game.apply(PlayCard(herald))
    assert totals(game) == (before[0], before[1] + 3)
    ops.destroy(game, herald)
    settle(game)
    assert totals(game) == before


# --- Dreylock ---

DREYLOCK = real("Dreylock (Kelownan Diplomat)", SUPPORT, cost=4, skills={C: 2})


@pytest.mark.parametrize("in_play", [True, False])
def test_dreylock_raises_the_opponents_victory_total_by_two(in_play: bool) -> None:
    game = start([DREYLOCK])
    before = totals(game)
    if in_play:
        game.apply(PlayCard(hero(game, "Dreylock")))
    assert totals(game) == (before[0], before[1] + (2 if in_play else 0))


def test_dreylock_raises_it_while_his_owner_is_the_villain_too() -> None:
    game = start(villain=[DREYLOCK])
    before = totals(game)
    ops.put_in_play(game, villain(game, "Dreylock"))
    settle(game)
    assert totals(game) == (before[0] + 2, before[1])


@pytest.mark.parametrize("hand", [True, False])
def test_dreylock_costs_a_discard_to_assign(hand: bool) -> None:
    game = start([DREYLOCK], skill=C)
    dreylock = hero(game, "Dreylock")
    game.apply(PlayCard(dreylock))
    game.apply(Pass())
    if not hand:
        for c in list(game.hand(HERO_P)):
            ops.discard_from_hand(game, c)
        settle(game)
    assert (Assign(dreylock) in game.legal_actions()) is hand
    if hand:
        card = game.hand(HERO_P)[0]
        game.apply(Assign(dreylock))
        game.apply(Choose(card))
        assert game.zone_name(card) == "discard"
        assert game.surface.is_assigned(dreylock)


# --- Left Behind ---

LEFT_BEHIND = real("Left Behind", OBS, cost=5, skills={C: 3, B: 3})


def _left_behind_game(fails: bool) -> tuple[StargateGame, int, int]:
    game = start(villain=[LEFT_BEHIND], difficulty=3 if fails else 0)
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(PlayCard(villain(game, "Left Behind")))
    resolve(game)
    obstacle = villain(game, "Left Behind")
    while game.pending_decision is not None and game.pending_decision.player == VILLAIN_P \
            and Choose(leader) in game.legal_actions():
        game.apply(Choose(leader))
    return game, leader, obstacle


@pytest.mark.parametrize("fails", [True, False])
def test_left_behind_failure_places_it_and_raises_the_hero_total(fails: bool) -> None:
    before = totals(start(villain=[LEFT_BEHIND]))
    game, leader, obstacle = _left_behind_game(fails)
    assert (obstacle in game.surface.beneath(leader)) is fails
    assert totals(game) == (before[0] + (2 if fails else 0), before[1])


def test_left_behind_is_destroyed_when_its_holder_earns_a_glyph() -> None:
    game, leader, obstacle = _left_behind_game(True)
    assert obstacle in game.surface.beneath(leader)
    before = totals(game)
    ops.earn_glyph(game, hero(game, "Libra Place"), leader)
    settle(game)
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert obstacle not in game.surface.beneath(leader)
    assert totals(game) == (before[0] - 2, before[1])


# --- Hasty Retreat (Replace.SUCCESS_TEXT) ---

HASTY = real("Hasty Retreat", OBS, cost=3, skills={C: 2, B: 2})
WARRICK = real("Warrick (Race Pilot)", SUPPORT, cost=1, skills={B: 1})


def _succeed_with_warrick(hasty: bool, power: int = 9) -> tuple[StargateGame, int]:
    game = start([WARRICK], [HASTY], difficulty=0)
    game.state.players[HERO_P].power = power
    warrick = hero(game, "Warrick")
    game.apply(PlayCard(warrick))
    game.apply(Pass())
    game.apply(Assign(warrick))
    if hasty:
        game.apply(PlayCard(villain(game, "Hasty Retreat")))
    else:
        game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    return game, warrick


@pytest.mark.parametrize("use_it", [True, False])
def test_hasty_retreat_makes_a_characters_success_text_optional_at_1_power(
        use_it: bool) -> None:
    game, warrick = _succeed_with_warrick(True)
    assert Choose(warrick) in game.legal_actions() and Decline() in game.legal_actions()
    power = game.power(HERO_P)
    game.apply(Choose(warrick) if use_it else Decline())
    # Warrick's +1, less the 1 paid to use it; declined: neither.
    assert game.power(HERO_P) == power
    used = [e for e in game.log_entries if e.card == warrick and e.kind == "trigger"]
    assert bool(used) is use_it


def test_hasty_retreat_success_text_unused_without_power_to_pay() -> None:
    game, warrick = _succeed_with_warrick(True, power=1)  # Warrick's cost: none left
    assert game.power(HERO_P) == 0
    assert not [a for a in game.legal_actions() if a == Choose(warrick)]


def test_without_hasty_retreat_success_text_is_used() -> None:
    game, warrick = _succeed_with_warrick(False)
    assert Choose(warrick) not in game.legal_actions()
    assert "trigger" in [e.kind for e in game.log_entries if e.card == warrick]


# --- Sergei Ivanov ---

SERGEI = real("Sergei Ivanov (Compassionate Officer)", SUPPORT, cost=4, skills={C: 2, I: 2},
              traits=("Russian",))
RECRUIT = sg_card("Recruit", SUPPORT, "Private", cost=1, skills={B: 1})


def _sergei_game() -> tuple[StargateGame, int]:
    game = start([SERGEI, RECRUIT, KIT])
    sergei = hero(game, "Sergei Ivanov")
    for title in ("Sergei Ivanov", "Recruit", "Kit"):
        ops.put_in_play(game, hero(game, title))
    settle(game)
    return game, sergei


@pytest.mark.parametrize("take", [True, False])
def test_sergei_ivanov_may_take_a_support_character_bound_for_the_discard_pile(
        take: bool) -> None:
    game, sergei = _sergei_game()
    recruit = hero(game, "Recruit")
    power = game.power(HERO_P)
    ops.destroy(game, recruit)
    flow.run(game)
    assert set(game.legal_actions()) == {Choose(recruit), Decline()}
    game.apply(Choose(recruit) if take else Decline())
    assert game.zone_name(recruit) == ("hand" if take else "discard")
    assert game.power(HERO_P) == power - (1 if take else 0)
    assert (game.status_name(sergei) == "stopped") is take


def test_sergei_ivanov_ignores_other_cards_and_asks_nothing_once_stopped() -> None:
    game, sergei = _sergei_game()
    ops.destroy(game, hero(game, "Kit"))  # a gear
    flow.run(game)
    assert game.pending_decision is None
    ops.stop(game, sergei)
    settle(game)
    ops.destroy(game, hero(game, "Recruit"))
    flow.run(game)
    assert game.pending_decision is None
    assert game.zone_name(hero(game, "Recruit")) == "discard"


# --- Garshaw (dsl.DifficultyCap) ---

GARSHAW = real("Garshaw (Of Belote)", TEAM_CHARACTER, cost=4,
               skills={C: 3, S: 1, B: 0, I: 2}, traits=("Tok'ra",))
BRUTE = sg_card("Brute", ADV, "Big", cost=1, skills={B: 4}, revive=2)
WALL = sg_card("Wall", OBS, cost=1, skills={B: 3})
ORION = mission("Orion Place", C, 3, glyph=Glyph.ORION)
SCORPIUS = mission("Scorpius Place", C, 3, glyph=Glyph.SCORPIUS)


def _garshaw_game(*glyphs: str) -> tuple[StargateGame, int, int]:
    from factories import TEAM

    game = scenario([], [BRUTE, WALL], missions=[TEST_MISSION, ORION,
                                                  SCORPIUS], power=9, pad=20,
                    hero_team=[*TEAM[:3], GARSHAW])
    garshaw = hero(game, "Garshaw")
    for title in glyphs:
        ops.place_glyph(game, hero(game, title), garshaw)
    settle(game)
    brute, wall = villain(game, "Brute"), villain(game, "Wall")
    game.apply(Pass())
    game.apply(PlayCard(brute))
    game.apply(Pass())
    game.apply(Assign(brute))
    game.apply(Pass())
    game.apply(PlayCard(wall))
    return game, brute, wall


@pytest.mark.parametrize(("glyphs", "adversary", "obstacle"), [
    ((), 4, 3),
    (("Orion Place",), 2, 3),
    (("Orion Place", "Scorpius Place"), 2, 2),
    (("Scorpius Place",), 4, 3),
])
def test_garshaw_caps_what_adversaries_and_obstacles_add_to_the_difficulty(
        glyphs: tuple[str, ...], adversary: int, obstacle: int) -> None:
    game, brute, wall = _garshaw_game(*glyphs)
    from stargate_vcg.engine.stargate.surface import COMBAT

    t = game.surface
    assert t.skill(brute, COMBAT) == adversary
    assert t.difficulty(wall, COMBAT) == obstacle
    assert values.mission_difficulty(game, COMBAT) == 3 + adversary + obstacle


# --- Cassius (his "purges those cards instead") ---

CASSIUS = real("Cassius (Asuran Sentry)", ADV, cost=2, skills={B: 2, I: 2}, revive=3,
               traits=("Replicator",))


def _cassius_mills(n: int) -> tuple[StargateGame, int, list[int]]:
    game = start(villain=[CASSIUS])
    cassius = villain(game, "Cassius")
    ops.put_in_play(game, cassius)
    settle(game)
    milled = list(game.state.players[HERO_P].deck[-n:])
    ops.mill(game, HERO_P, n)
    flow.run(game)
    return game, cassius, milled


@pytest.mark.parametrize("purge", [True, False])
def test_cassius_may_be_stopped_to_purge_the_cards_the_opponent_places_in_discard(
        purge: bool) -> None:
    game, cassius, milled = _cassius_mills(3)
    assert all(game.zone_name(c) == "discard" for c in milled)
    first = game.pending_decision
    assert first is not None and first.player == VILLAIN_P
    offered = next(a for a in game.legal_actions() if isinstance(a, Choose))
    game.apply(offered if purge else Decline())
    assert game.pending_decision is None  # one question for the three
    assert all((game.zone_name(c) == "purged") is purge for c in milled)
    assert (game.status_name(cassius) == "stopped") is purge


def test_cassius_stopped_asks_nothing() -> None:
    game = start(villain=[CASSIUS])
    cassius = villain(game, "Cassius")
    ops.put_in_play(game, cassius)
    ops.stop(game, cassius)
    settle(game)
    ops.mill(game, HERO_P, 2)
    flow.run(game)
    assert game.pending_decision is None
