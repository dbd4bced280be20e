"""The vocabulary's "plays a card the pick accepts" words (`effects/vocab.py`): `plays`,
a cost change's condition, `opponent_plays`, a trigger's event test, and
`has_glyph_twice`, asked of a real game's surface with fixture cards (each test says
which play it accepts and which it refuses)."""

from __future__ import annotations

import pytest
from factories import MARINE, RIFLE, ROCKS
from sg_play import EASY, glyph_places, hero, villain
from test_sg_engine_helpers import HERO_P, VILLAIN_P, scenario

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.dsl import PLAYS, CostChange, CostTest
from stargate_vcg.effects.vocab import (
    Condition,
    gear,
    has_glyph_twice,
    has_glyphs,
    obstacle,
    opponent_plays,
    plays,
)
from stargate_vcg.engine.stargate import Pass, PlayCard, StargateGame, ops
from stargate_vcg.engine.stargate.effects import Trigger, TriggerEvent

LEADER = "Fixture Leader"
GLYPHS = (Glyph.LIBRA, Glyph.LIBRA, Glyph.ORION)


def game_with_glyphs(*places: int) -> StargateGame:
    """The hero holds a Rifle (gear) and a Marine (support character), the villain Rocks
    (an obstacle); the glyph places of `GLYPHS` at the indexes `places` are beneath the
    Fixture Leader."""
    game = scenario([RIFLE, MARINE], [ROCKS], missions=[EASY, *glyph_places(*GLYPHS)])
    leader = hero(game, LEADER)
    libra = [u for u, f in enumerate(game.facts) if f.title == f"{Glyph.LIBRA.value} Place"]
    orion = [u for u, f in enumerate(game.facts) if f.title == f"{Glyph.ORION.value} Place"]
    uids = [libra[0], libra[1], orion[0]]
    for i in places:
        ops.place_glyph(game, uids[i], leader)
    game._version += 1  # set up outside the actions: the listed legal actions are stale
    return game


def never(t: object, s: int) -> bool:
    return False


# --- plays ----------------------------------------------------------------------------------


def test_plays_accepts_its_owners_play_of_a_picked_card_only() -> None:
    game = game_with_glyphs()
    t, leader = game.surface, hero(game, LEADER)
    test = plays(gear)
    assert isinstance(test, CostTest)
    assert test.applies(t, leader, HERO_P, PlayCard(hero(game, "Rifle")))
    assert test(t, leader, HERO_P, PlayCard(hero(game, "Rifle")))  # called, the same
    assert not test.applies(t, leader, VILLAIN_P, PlayCard(hero(game, "Rifle")))  # not his
    assert not test.applies(t, leader, HERO_P, PlayCard(hero(game, "Marine")))  # not gear
    assert not test.applies(t, leader, HERO_P, Pass())  # not a play


def test_plays_of_anyone_accepts_the_other_players_play_too() -> None:
    game = game_with_glyphs()
    t, leader, rocks = game.surface, hero(game, LEADER), villain(game, "Rocks")
    test = plays(obstacle, yours=False)
    assert test.applies(t, leader, VILLAIN_P, PlayCard(rocks))
    assert test.applies(t, leader, HERO_P, PlayCard(rocks))
    assert not test.applies(t, leader, VILLAIN_P, PlayCard(hero(game, "Rifle")))
    assert not plays(obstacle).applies(t, leader, VILLAIN_P, PlayCard(rocks))


@pytest.mark.parametrize(("places", "cheaper"), [((0,), True), ((2,), False), ((), False)])
def test_plays_while_a_condition_holds(places: tuple[int, ...], cheaper: bool) -> None:
    game = game_with_glyphs(*places)
    t, leader, rifle = game.surface, hero(game, LEADER), hero(game, "Rifle")
    test = plays(gear, when=has_glyphs(Glyph.LIBRA))
    assert test.applies(t, leader, HERO_P, PlayCard(rifle)) is cheaper
    # A function or lambda as the condition answers the same way.
    assert not plays(gear, when=never).applies(t, leader, HERO_P, PlayCard(rifle))
    assert plays(gear, when=lambda t, s: True).applies(t, leader, HERO_P, PlayCard(rifle))


def test_a_cost_change_keeps_the_plays_test_and_prices_by_it() -> None:
    game = game_with_glyphs()
    t, leader = game.surface, hero(game, LEADER)
    test = plays(gear)
    change = CostChange(-1, test, on=PLAYS)
    assert change.test is test  # built once, asked natively
    assert change.cost_modifier(t, leader, HERO_P, PlayCard(hero(game, "Rifle"))) == -1
    assert change.cost_modifier(t, leader, HERO_P, PlayCard(hero(game, "Marine"))) == 0


# --- opponent_plays -------------------------------------------------------------------------


def played(player: int, card: int) -> TriggerEvent:
    return TriggerEvent(Trigger.CARD_PLAYED, player, card)


def test_opponent_plays_accepts_the_opponents_play_of_a_picked_card_only() -> None:
    game = game_with_glyphs()
    t, leader, rocks = game.surface, hero(game, LEADER), villain(game, "Rocks")
    test = opponent_plays(obstacle)
    assert test(t, leader, played(VILLAIN_P, rocks))
    assert not test(t, leader, played(HERO_P, rocks))  # his own player's play
    assert not test(t, leader, played(VILLAIN_P, hero(game, "Rifle")))  # not an obstacle
    assert not test(t, leader, TriggerEvent(Trigger.CARD_PLAYED, VILLAIN_P))  # no card
    # From the villain's side, the hero is the opponent.
    assert opponent_plays(gear)(t, rocks, played(HERO_P, hero(game, "Rifle")))


@pytest.mark.parametrize(("places", "answer"), [((2,), True), ((0,), False)])
def test_opponent_plays_while_a_condition_holds(places: tuple[int, ...], answer: bool) -> None:
    game = game_with_glyphs(*places)
    t, leader, rocks = game.surface, hero(game, LEADER), villain(game, "Rocks")
    assert opponent_plays(obstacle, when=has_glyphs(Glyph.ORION))(
        t, leader, played(VILLAIN_P, rocks)) is answer
    assert not opponent_plays(obstacle, when=never)(t, leader, played(VILLAIN_P, rocks))


# --- has_glyph_twice ------------------------------------------------------------------------


@pytest.mark.parametrize(("places", "twice"), [
    ((0, 1), True), ((0,), False), ((0, 2), False), ((), False)])
def test_has_glyph_twice_counts_copies_of_one_glyph(places: tuple[int, ...],
                                                     twice: bool) -> None:
    game = game_with_glyphs(*places)
    t, leader = game.surface, hero(game, LEADER)
    cond = has_glyph_twice(Glyph.LIBRA)
    assert isinstance(cond, Condition)
    assert cond.holds(t, leader) is twice
    assert cond(t, leader) is twice
    assert not has_glyph_twice(Glyph.ORION).holds(t, leader)
