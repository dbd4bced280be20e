"""The greedy Stargate agent: plays from the observation and legal actions only, keeps
by its keep rule, never assigns to a mission out of reach, and falls back safely on
decisions it does not know."""

from __future__ import annotations

from dataclasses import dataclass

from factories import fixture_deck

from stargate_vcg.agents.keep import KeepRule
from stargate_vcg.agents.stargate_greedy import GreedyStargateAgent, PassiveAgent
from stargate_vcg.engine.stargate import (
    Decline,
    Keep,
    Mulligan,
    Pass,
    StargateGame,
)
from stargate_vcg.goldfish import goldfish


@dataclass(frozen=True)
class Unheard:
    """An action kind the agents have never seen (the engine grows new ones)."""

    option: int


def _game(seed: int = 1) -> StargateGame:
    return StargateGame.new([fixture_deck(), fixture_deck()], seed=seed)


def test_unknown_actions_get_a_safe_default() -> None:
    game = _game()
    agent = GreedyStargateAgent(game.facts)
    obs = game.observation(0)
    assert agent.choose(obs, [Unheard(1), Decline()]) == Decline()
    assert agent.choose(obs, [Unheard(1), Unheard(2)]) == Unheard(1)
    assert PassiveAgent().choose(None, [Unheard(3), Pass()]) == Pass()


def test_keep_rule_decides_the_mulligan() -> None:
    game = _game()
    while not any(isinstance(a, Keep) for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])
    player = game.to_act
    assert player is not None
    hand = game.hand(player)
    heroes = sum(1 for u in hand if game.facts[u].hero)
    obs = game.observation(player)
    legal = game.legal_actions()
    keeps = GreedyStargateAgent(game.facts, KeepRule(f"hero >= {heroes}"))
    mulligans = GreedyStargateAgent(game.facts, KeepRule(f"hero >= {heroes + 1}"))
    assert isinstance(keeps.choose(obs, legal), Keep)
    assert isinstance(mulligans.choose(obs, legal), Mulligan)


def test_greedy_never_assigns_to_a_mission_it_cannot_complete() -> None:
    """Against the passive villain, every mission it assigned characters to succeeded
    (printed skills are all there is without card effects)."""
    for seed in range(8):
        game = _game(seed)
        hero = GreedyStargateAgent(game.facts, KeepRule("hero >= 3"))
        agents = (hero, PassiveAgent())
        while not game.is_over and game.turn < 12:
            player = game.to_act
            assert player is not None
            legal = game.legal_actions()
            # the observation only: the agent never gets the game
            game.apply(agents[player].choose(game.observation(player), legal))
        assigned = False
        for entry in game.log:
            if entry.kind == "assign" and entry.player == 0:
                assigned = True
            elif entry.kind in ("success", "failure") and entry.player == 0:
                assert not (assigned and entry.kind == "failure"), seed
                assigned = False


def test_greedy_hero_wins_faster_than_a_random_one() -> None:
    deck = fixture_deck()
    greedy = goldfish(deck, games=40, seed=3, agent="greedy")
    rand = goldfish(deck, games=40, seed=3, agent="random")
    assert greedy.win_rate >= rand.win_rate
    assert greedy.mean_turn is not None
    assert rand.mean_turn is None or greedy.mean_turn < rand.mean_turn

