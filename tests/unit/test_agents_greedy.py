"""The greedy Stargate agent: plays from the observation and legal actions only, keeps
by its keep rule, never assigns to a mission out of reach, and falls back safely on
decisions it does not know."""

from __future__ import annotations

from dataclasses import dataclass

from factories import fixture_deck

from stargate_vcg.agents.keep import KeepRule
from stargate_vcg.agents.stargate_greedy import GreedyStargateAgent, PassiveAgent
from stargate_vcg.engine.stargate import (
    Assign,
    Decline,
    Keep,
    Mulligan,
    Pass,
    StargateGame,
)
from stargate_vcg.engine.stargate.observation import Glance, glance, glance_of
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



def _fake(skills: tuple[int | None, ...], kind: int = 1, cost: int = 2) -> object:
    from types import SimpleNamespace

    return SimpleNamespace(owner=0, kind=kind, cost=cost, hero=True, villain=False,
                           character=True, title_key="x", skills=skills,
                           mission_skills=(0,), card=None)


def test_plan_boosts_only_targets_rated_in_the_skill() -> None:
    from stargate_vcg.engine.stargate import Boost, PlayCard

    rated, unrated, copy = _fake((2, None, None, None)), _fake((None, 3, None, None)), \
        _fake((2, None, None, None))
    agent = GreedyStargateAgent([rated, unrated, copy])  # type: ignore[list-item]
    plan = agent._plan(0, 1, {}, [], [Boost(1, 2)])
    assert plan is None  # boosting a character without the skill adds nothing
    plan = agent._plan(0, 1, {}, [], [Boost(1, 2), Boost(0, 2)])
    assert plan is not None and plan[1] == Boost(0, 2)
    # short by 2 with one boost: play the support character rated 2 instead
    plan = agent._plan(0, 2, {}, [PlayCard(2)], [Boost(0, 2)])
    assert plan is not None and plan[1] == PlayCard(2) and plan[0][0] == 2  # its cost
    assert agent._plan(0, 3, {}, [PlayCard(2)], [Boost(0, 2)]) is None  # out of reach


def test_plan_assigns_the_cheapest_set_that_succeeds() -> None:
    team = [_fake((r, None, None, None), kind=0) for r in (4, 3, 2, 1)]
    agent = GreedyStargateAgent(team)  # type: ignore[arg-type]
    assigns = {u: Assign(u) for u in range(4)}
    plan = agent._plan(0, 5, assigns, [], [])
    # two characters are needed; 4+1 overshoots by 0, the best pair: assign the 4 first
    assert plan is not None and plan[0] == (0, 2, 0) and plan[1] == Assign(0)
    plan = agent._plan(0, 3, assigns, [], [])
    assert plan is not None and plan[0] == (0, 1, 0) and plan[1] == Assign(1)
    assert agent._plan(0, 11, assigns, [], []) is None


def test_cheapest_set_is_the_first_minimum_over_the_combinations() -> None:
    """The search that stops early and is remembered picks the set a plain `min` over
    `combinations` picks (ties included: the agent assigns that set's best character)."""
    import random
    from itertools import combinations

    from stargate_vcg.agents.stargate_greedy import _cheapest_set

    rng = random.Random(5)
    for _ in range(3000):
        ready = sorted(((rng.randint(0, 6), u) for u in range(rng.randint(1, 9))),
                       reverse=True)
        ratings = [r for r, _ in ready]
        need = rng.randint(1, max(sum(ratings), 1))
        if sum(ratings) < need:
            continue
        size = next(n for n in range(1, len(ready) + 1) if sum(ratings[:n]) >= need)
        best = min((c for c in combinations(ready, size) if sum(r for r, _ in c) >= need),
                   key=lambda c: sum(r for r, _ in c))
        found, positions, total = _cheapest_set(ratings, need)
        assert (found, total, max(ready[i] for i in positions)) == \
            (size, sum(r for r, _ in best), max(best))


# Glance's fields (compiled, the class has no __slots__ to read them from).
_GLANCE = ("complications", "failed", "hand", "hero", "hero_assigned", "mission",
           "mission_pile_size", "obstacles", "player", "power", "ready", "turn", "villain",
           "villain_assigned")


def test_glance_is_what_the_observation_shows() -> None:
    """A simulation hands the agent `glance(game, player)`; an agent handed a full
    observation reads `glance_of` it: both must agree at every step of greedy games,
    for the player to act and the other one (whose hand is not shown)."""
    assert set(_GLANCE) == set(getattr(Glance, "__slots__", _GLANCE))
    for seed in range(4):
        game = StargateGame.new([fixture_deck(), fixture_deck()], seed=seed)
        agents = [GreedyStargateAgent(game.facts), GreedyStargateAgent(game.facts)]
        while not game.is_over:
            player = game.to_act
            assert player is not None
            for p in (player, 1 - player):
                one, two = glance(game, p), glance_of(game.observation(p))
                assert {s: getattr(one, s) for s in _GLANCE} == \
                    {s: getattr(two, s) for s in _GLANCE}
            game.apply(agents[player].choose(game.observation(player), game.legal_actions()))
