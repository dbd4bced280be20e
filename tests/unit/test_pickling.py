"""Games pickle as their recipe (decks or players, seed, actions) and unpickle by replay:
the same in the pure-Python and the compiled build, so games can cross process
boundaries (multiprocessing)."""

from __future__ import annotations

import pickle

from test_sg_engine_helpers import fixture_decks

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.engine.trek import TrekGame


def test_a_stargate_game_unpickles_to_the_same_state_and_plays_on_the_same() -> None:
    game = StargateGame.new(fixture_decks(), seed=5, max_turns=20)
    agent = RandomAgent(5)
    for _ in range(80):
        game.apply(agent.choose(None, game.legal_actions()))
    assert pickle.loads(pickle.dumps(game.actions)) == game.actions  # a recorded game
    seen = game.observation(1)
    assert pickle.loads(pickle.dumps((seen, game.log_entries))) == (seen, game.log_entries)
    copy = pickle.loads(pickle.dumps(game))
    assert copy is not game and copy.snapshot() == game.snapshot()
    assert copy.log == game.log and copy.max_turns == 20
    again = RandomAgent(9)
    while not game.is_over:
        action = again.choose(None, game.legal_actions())
        game.apply(action)
        copy.apply(action)
    assert copy.snapshot() == game.snapshot() and copy.result == game.result


def test_an_unseeded_game_keeps_the_seed_it_drew_and_replays() -> None:
    game = StargateGame.new(fixture_decks(), max_turns=5)
    assert isinstance(game.seed, int)
    other = StargateGame.new(fixture_decks(), max_turns=5)
    assert other.seed != game.seed
    agent = RandomAgent(1)
    for _ in range(30):
        game.apply(agent.choose(None, game.legal_actions()))
    replayed = StargateGame.replay(game.decks, game.seed, game.actions, max_turns=5)
    assert replayed.snapshot() == game.snapshot()


def test_a_trek_game_unpickles_to_the_same_game() -> None:
    game = TrekGame.new(players=3, seed=4)
    agent = RandomAgent(4)
    for _ in range(60):
        game.apply(agent.choose(None, game.legal_actions()))
    assert pickle.loads(pickle.dumps(game.actions)) == game.actions
    seen = game.observation(0)
    assert pickle.loads(pickle.dumps(seen)) == seen
    copy = pickle.loads(pickle.dumps(game))
    assert copy.log == game.log and copy.hands == game.hands
    assert copy.actions == game.actions and copy.seed == 4
    while not game.is_over:
        action = agent.choose(None, game.legal_actions())
        game.apply(action)
        copy.apply(action)
    assert copy.log == game.log and copy.scores == game.scores


def test_an_unseeded_trek_game_replays_from_its_seed_and_actions() -> None:
    game = TrekGame.new(players=2)
    agent = RandomAgent(2)
    for _ in range(40):
        game.apply(agent.choose(None, game.legal_actions()))
    replayed = TrekGame.replay(2, game.seed, game.actions)
    assert replayed.log == game.log and replayed.hands == game.hands
