"""Playing a card-effect scenario on: the steps the effect tests (`tests/unit/test_effects_*`)
share, written once. The game is one of `test_sg_engine_helpers.scenario` (player 0 the
hero of turn 1, player 1 the villain); cards are named by title."""

from __future__ import annotations

from typing import TypeVar

from sg_effect_cards import drive
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, uid
from test_sg_engine_helpers import SPARE as SPARE  # re-exported: the scenario's missions
from test_sg_engine_helpers import TEST_MISSION as TEST_MISSION

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Pass,
    PlayCard,
    StargateGame,
    active,
    ops,
)

# Missions the effect tests share (besides the scenario's TEST_MISSION and SPARE).
EASY = mission("Easy Mission", B, 1)
COMBAT_3 = mission("Combat Mission", B, 3)
CULTURE_3 = mission("Culture Mission", C, 3)
LIBRA_PLACE = mission("Libra Place", C, 3, glyph=Glyph.LIBRA)


def hero(game: StargateGame, title: str) -> int:
    """The hero's (player 0's) card of that title."""
    return uid(game, title, HERO_P)


def villain(game: StargateGame, title: str) -> int:
    """The villain's (player 1's) card of that title."""
    return uid(game, title, VILLAIN_P)


def power(game: StargateGame, player: int) -> int:
    """The player's power (what he has left to pay costs with)."""
    return game.state.players[player].power


def both_pass(game: StargateGame) -> None:
    """Two passes in a row: the player to act, then the other one."""
    game.apply(Pass())
    game.apply(Pass())


def end_mission(game: StargateGame) -> None:
    """Both pass to end the performing-actions step (the second pass only if the first left
    the step open)."""
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


def succeed_with(game: StargateGame, *titles: str) -> None:
    """The hero assigns these characters (the villain passing after each), then both pass
    (`end_mission`)."""
    for title in titles:
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    end_mission(game)


def finish_mission(game: StargateGame) -> None:
    """Both pass: the mission resolves (the second pass only while the performing-actions
    step is still open with no decision pending)."""
    game.apply(Pass())
    if game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())


def hero_acts(game: StargateGame, *actions: object) -> None:
    """These hero actions, the villain passing between them (never after the last)."""
    for i, action in enumerate(actions):
        game.apply(action)
        if i < len(actions) - 1:
            game.apply(Pass())


def pass_to_next_mission(game: StargateGame) -> None:
    """Both pass to the end of the performing-actions step, then on to the next mission
    (`to_next_mission`)."""
    while game.phase == "performing actions":
        game.apply(Pass())
    to_next_mission(game)


def to_next_mission(game: StargateGame) -> None:
    """The current mission is played on (the first legal action each time) to the deciding
    step, where the hero continues to his next mission."""
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())


def put_in_play(game: StargateGame, *titles: str, player: int | None = None) -> StargateGame:
    """Arrange: these cards (by title: `player`'s, else the first found of either player)
    straight from hand into play, ready. Returns the game."""
    for title in titles:
        ops.put_in_play(game, uid(game, title, player))
    game._version += 1  # arranged outside the actions: the listed legal actions are stale
    return game


def hero_plays(game: StargateGame, *titles: str) -> None:
    """The hero plays these cards, the villain passing after each."""
    for title in titles:
        game.apply(PlayCard(hero(game, title)))
        game.apply(Pass())


def power_spent(game: StargateGame, player: int, action: object) -> int:
    """Applies `action`; returns the power `player` spent on it (what he had before, less
    what he has after)."""
    before = game.power(player)
    game.apply(action)
    return before - game.power(player)


def hero_pays(game: StargateGame, title: str) -> int:
    """The hero plays his card `title`; returns the power it cost him."""
    return power_spent(game, HERO_P, PlayCard(hero(game, title)))


def pass_out(game: StargateGame) -> None:
    """Both pass while no decision is pending, to the end of the performing-actions step
    (with nobody assigned, the mission fails)."""
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())


def drive_to_next_mission(game: StargateGame) -> None:
    """The mission is played on with the quietest actions (`drive`) to the deciding step;
    the hero continues, and the game is driven on to his next performing-actions step with
    no decision pending."""
    drive(game, lambda g: g.phase == "deciding to continue")
    game.apply(Continue())
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None)


def villain_plays(game: StargateGame, *titles: str) -> None:
    """For each title: the hero passes, then the villain plays his card of that title."""
    for title in titles:
        game.apply(Pass())
        game.apply(PlayCard(villain(game, title)))


def villain_plays_and_assigns(game: StargateGame, *titles: str) -> None:
    """The villain plays each of these cards still in his hand, and assigns each adversary
    (in play already, or just played); the hero passes whenever he is to act."""
    for title in titles:
        card = villain(game, title)
        if game.zone_name(card) == "hand":
            if game.to_act == HERO_P:
                game.apply(Pass())
            game.apply(PlayCard(card))
        if game.card(card).type is CardType.ADVERSARY:
            if game.to_act == HERO_P:
                game.apply(Pass())
            game.apply(Assign(card))


def villain_assigns(game: StargateGame, title: str) -> int:
    """The villain plays the adversary `title` (after a hero pass, if the hero is to act);
    the hero passes, the villain assigns it. Returns the adversary."""
    card = villain(game, title)
    if game.to_act == HERO_P:
        game.apply(Pass())
    game.apply(PlayCard(card))
    game.apply(Pass())
    game.apply(Assign(card))
    return card


def place_glyphs(game: StargateGame, character: int, *glyphs: Glyph) -> None:
    """Glyph missions (the hero's missions titled `<glyph> Place`) placed beneath a
    character directly (setting up, as if earned)."""
    for g in glyphs:
        ops.place_glyph(game, hero(game, f"{g.value} Place"), character)
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def place_mission_glyph(game: StargateGame, mission_title: str, character: int) -> None:
    """Arrange a mission of the hero's pile beneath a character, as an earned glyph."""
    ops.place_glyph(game, hero(game, mission_title), character)


def glyph_places(*glyphs: Glyph) -> list[StargateCard]:
    """Culture 3 missions titled `<glyph> Place`, one with each glyph (for `place_glyphs`)."""
    return [mission(f"{g.value} Place", C, 3, glyph=g) for g in glyphs]


def rearranged(game: StargateGame) -> None:
    """After a test changed zones or statuses by hand: the cards in effect indexed again,
    the listed legal actions made stale."""
    active.rebuild(game)
    game._version += 1


_A = TypeVar("_A")


def legal_of(game: StargateGame, kind: type[_A], card: int | None = None) -> list[_A]:
    """The legal actions of one kind (`Choose`, `ActivateAbility`, `PlayCard`, ...), only
    those of `card` when it is given."""
    return [a for a in game.legal_actions()
            if isinstance(a, kind) and (card is None or getattr(a, "card", None) == card)]


def abilities(game: StargateGame, card: int) -> list[ActivateAbility]:
    """The abilities of `card` that may be activated now."""
    return legal_of(game, ActivateAbility, card)


def choice_options(game: StargateGame) -> set[int]:
    """The options of the pending decision that may be chosen now."""
    return {a.option for a in legal_of(game, Choose)}
