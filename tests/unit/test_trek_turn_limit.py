"""Simulations: a turn limit ends a Trek game unfinished, like Stargate's `max_turns`."""

from __future__ import annotations

import pickle

import pytest

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.trek import Pass, TrekAction, TrekGame
from stargate_vcg.errors import IllegalAction


def always_pass(legal: list[TrekAction]) -> TrekAction:
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def first(legal: list[TrekAction]) -> TrekAction:
    return legal[0]


@pytest.mark.parametrize("choose", [always_pass, first])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_an_agent_that_never_finishes_stops_at_the_turn_limit(choose: object,
                                                              players: int) -> None:
    game = TrekGame.new(players=players, seed=3, max_turns=40)
    assert callable(choose)
    for _ in range(100_000):
        if game.is_over:
            break
        game.apply(choose(game.legal_actions()))
    assert game.is_over and game.outcome == "unfinished"
    assert game.turn == 40 and game.winners == () and game.to_act is None
    assert game.legal_actions() == []
    assert game.log[-1].kind == "turn limit"
    assert game.scores == game.final_scores


def test_the_limit_is_kept_by_clone_replay_and_pickle() -> None:
    game = TrekGame.new(players=3, seed=5, max_turns=12)
    agent = RandomAgent(5)
    for _ in range(10):
        game.apply(agent.choose(None, game.legal_actions()))
    copies = [game.clone(), pickle.loads(pickle.dumps(game)),
              TrekGame.replay(3, 5, game.actions, max_turns=12)]
    for copy in [game, *copies]:
        while not copy.is_over:
            copy.apply(always_pass(copy.legal_actions()))
    assert [c.turn for c in copies] == [game.turn] * 3
    assert [c.outcome for c in copies] == [game.outcome] * 3
    assert all(c.max_turns == 12 for c in copies)


def test_a_game_within_the_limit_plays_as_without_it() -> None:
    games = [TrekGame.new(players=4, seed=9), TrekGame.new(players=4, seed=9, max_turns=1000)]
    for game in games:
        agent = RandomAgent(9)
        while not game.is_over:
            game.apply(agent.choose(None, game.legal_actions()))
    assert games[0].actions == games[1].actions
    assert games[1].outcome == "finished" and games[1].winners == games[0].winners


@pytest.mark.parametrize("bad", [0, -1, 2.5, "10", True])
def test_a_turn_limit_is_a_positive_whole_number(bad: object) -> None:
    with pytest.raises(IllegalAction, match="a turn limit is a whole number"):
        TrekGame.new(players=2, seed=1, max_turns=bad)
