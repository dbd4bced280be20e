"""Star Trek VCG goldfish and the greedy Trek agent."""

from __future__ import annotations

import pytest

from stargate_vcg.agents.trek_greedy import GreedyTrekAgent, completes
from stargate_vcg.engine.trek import AttemptImpresa, TrekGame
from stargate_vcg.errors import StargateVcgError
from stargate_vcg.goldfish.trek_sim import goldfish_trek


def test_greedy_agents_outscore_random_ones() -> None:
    result = goldfish_trek(players=4, games=40, seed=3, agents=["greedy", "random"])
    greedy = [s for s in result.seats if s.agent == "greedy"]
    rand = [s for s in result.seats if s.agent == "random"]
    assert sum(s.mean_score for s in greedy) > sum(s.mean_score for s in rand)
    assert sum(s.wins for s in result.seats) == pytest.approx(40 - result.unfinished)
    assert sum(i.attempts for i in result.imprese.values()) > 0


def test_same_seed_same_result_whatever_the_workers() -> None:
    one = goldfish_trek(players=3, games=30, seed=8, workers=1)
    two = goldfish_trek(players=3, games=30, seed=8, workers=2)
    assert one == two


def test_greedy_attempts_only_what_it_completes() -> None:
    """Every Impresa the greedy agent attempts completes by the observation's numbers,
    which are the engine's (same equipment, Danni and alert level)."""
    from stargate_vcg.engine.trek.imprese import completed

    checked = 0
    for seed in range(15):
        game = TrekGame.new(players=2, seed=seed)
        agent = GreedyTrekAgent(game.table)
        steps = 0
        while not game.is_over and steps < 5000:
            player = game.to_act
            assert player is not None
            legal = game.legal_actions()
            action = agent.choose(game.observation(player), legal)
            if isinstance(action, AttemptImpresa):
                obs = game.observation(player)
                assert completes(game.table, obs, action.card, action.participants)
                assert completed(game, action.card, action.participants)
                checked += 1
            game.apply(action)
            steps += 1
    assert checked > 0


def test_unknown_agent_is_refused() -> None:
    with pytest.raises(StargateVcgError, match="unknown agent"):
        goldfish_trek(games=1, agents=["oracle"])
