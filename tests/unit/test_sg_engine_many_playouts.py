"""Thousands of random games (issue 5: "random playouts ... thousands of games") with
hypothesis-chosen seeds, on the fixture deck, checking after every action: every card in
exactly one zone and the total per player constant, power never negative, one state per
card in play (`check_invariants`); `legal_actions()` non-empty until the game ends and
equal to the reference enumeration (candidates filtered through `rules.check`), so the
fast enumeration of the hot path never drifts from the rules; `to_act`/`is_over` agree
with the state; `clone()` then the same action gives the same state; at the end the game
is over and `replay` of the recorded actions reproduces the log.

Most games are cut short by a turn limit (1-4 turns), some are played to 40 turns."""

from __future__ import annotations

import pytest
from factories import fixture_deck
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_sg_engine_playouts import check_invariants

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.legal import legal_actions_checked

DECKS = [fixture_deck(), fixture_deck()]
CLONE_EVERY = 5  # clone + snapshot compare costs about ten actions


def expected_to_act(game: StargateGame) -> int | None:
    """Who decides now, from the state (the reference for the `to_act` attribute)."""
    s = game.state
    if s.phase == ph.OVER:
        return None
    if s.pending:
        return int(s.pending[-1].player)
    if s.phase == ph.SETUP_STOP:
        target = s.setup_queue[0]
        return (target + 1) % game.n_players if target == s.first_player else target
    if s.phase == ph.MULLIGAN:
        return s.setup_queue[0]
    if s.phase in (ph.ACTIONS, ph.BATTLE_INCAP, ph.DISCARD):
        return s.actor
    return s.villain if s.phase == ph.REVIVE else s.hero


def play_checked(seed: int, max_turns: int) -> StargateGame:
    game = StargateGame.new(DECKS, seed=seed, max_turns=max_turns)
    totals = [sum(1 for f in game.facts if f.owner == p) for p in range(2)]
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "legal_actions() is non-empty until the game ends"
        assert legal == legal_actions_checked(game)
        player = game.to_act
        assert player == expected_to_act(game)
        assert player is not None
        action = agents[player].choose(None, legal)
        twin = game.clone() if steps % CLONE_EVERY == 0 else None
        game.apply(action)
        if twin is not None:
            twin.apply(action)
            assert twin.snapshot() == game.snapshot()
            assert twin.log_entries == game.log_entries
        check_invariants(game, totals)
        assert game.is_over == (game.state.phase == ph.OVER)
        steps += 1
    assert game.to_act is None
    assert game.legal_actions() == []
    assert game.result.status in ("won", "unfinished")
    assert (game.winner is not None) == (game.result.status == "won")
    again = StargateGame.replay(DECKS, seed, game.actions, max_turns=max_turns)
    assert again.log_entries == game.log_entries
    return game


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**31), st.integers(min_value=1, max_value=4))
def test_two_thousand_short_random_games_keep_every_invariant(seed: int,
                                                              max_turns: int) -> None:
    game = play_checked(seed, max_turns)
    assert game.turn <= max_turns


@pytest.mark.slow
@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**31))
def test_long_random_games_keep_every_invariant(seed: int) -> None:
    game = play_checked(seed, 40)
    assert game.turn <= 40
