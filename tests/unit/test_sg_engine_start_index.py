"""Every game of a deck layout starts from the index its first game with text found
(`active.start`, `Layout.start_index`): it must be the one `active.rebuild` finds."""

from __future__ import annotations

import random

import pytest
from test_sg_engine_fixed_abilities import _decks

from stargate_vcg.effects import default_registry
from stargate_vcg.engine.stargate import StargateGame, active


def _index(game: StargateGame) -> tuple[object, ...]:
    return (game.active[:], game.legality_counts[:], game.legality_active,
            game.listen_counts[:], game.hand_own, game.hand_cost, game.active_version,
            game.places_version, game.active_memo, game.numbered_memo[:], game.other_hero,
            [v for v, _ in game.ability_sources_kept], game.entries_versions[:])


@pytest.mark.parametrize("effects", [True, False])
def test_a_game_starts_from_the_index_a_rebuild_finds(effects: bool) -> None:
    first = StargateGame.new(_decks(), seed=1, max_turns=2,
                             effects=default_registry() if effects else False)
    layout = first._built[0]
    assert (layout.start_index is not None) is effects
    game = StargateGame(random.Random(2))
    game.n_players = first.n_players
    game._build_from(layout)  # the copy
    copied = _index(game)
    game.active_version = game.places_version = 0  # (a new game's)
    active.rebuild(game)
    assert _index(game) == copied
    if effects:
        assert any(game.active) and game.legality_active  # (a test that can fail)


def test_the_started_index_is_a_copy() -> None:
    """A game changing its index leaves the layout's for the next games."""
    first = StargateGame.new(_decks(), seed=1, max_turns=4, effects=default_registry())
    kept = first._built[0].start_index
    assert kept is not None
    again = first.rematch(1)
    assert again._built[0] is first._built[0]
    assert again.active is not kept.active
    assert again.legality_counts is not kept.legality_counts
    assert again.listen_counts is not kept.listen_counts


def test_no_game_keeps_or_changes_the_unbuilt_placeholders() -> None:
    """`GameCore.__init__` gives a game shared empty placeholders that building it
    replaces: a game made any way holds none of them, and none was filled in place."""
    from stargate_vcg.engine.stargate import core
    from stargate_vcg.engine.stargate.state import State

    placeholders = (core._UNBUILT_LIST, core._UNBUILT_DICT, core._UNBUILT_STATE)
    first = StargateGame.new(_decks(), seed=1, max_turns=3, effects=default_registry())
    plain = StargateGame.new(_decks(), seed=1, max_turns=3, effects=False)
    games = [first, plain, first.rematch(2), plain.rematch(2), first.clone(),
             StargateGame.replay(_decks(), 1, first.actions[:5], 3)]
    # (Every attribute the class shows, slots included, compiled or not.)
    names = [n for n in dir(core.GameCore) if not n.startswith("__")]
    assert "other_dirty" in names and "state" in names
    for game in games:
        for name in names:
            value = getattr(game, name)
            assert not any(value is p for p in placeholders), name
    assert core._UNBUILT_LIST == [] and core._UNBUILT_DICT == {}
    assert core._UNBUILT_STATE.snapshot() == State(0, 0).snapshot()
    assert core._UNBUILT_STATE.players == []
