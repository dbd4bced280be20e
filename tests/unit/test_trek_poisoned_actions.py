"""Listed action objects are shared between games (per deck): one changed by a caller
after it was listed (object.__setattr__ gets past `frozen`) must not crash this game or
poison later ones."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.trek import PlayCard, TrekAction, TrekGame
from stargate_vcg.engine.trek.actions import values
from stargate_vcg.errors import IllegalAction


def play(seed: int, players: int = 4) -> list[tuple[object, ...]]:
    game = TrekGame.new(players=players, seed=seed, max_turns=1000)
    agent = RandomAgent(seed)
    while not game.is_over:
        game.apply(agent.choose(None, game.legal_actions()))
    return [(type(a), values(a)) for a in game.actions]


def poison(action: TrekAction, value: object) -> bool:
    names = [f.name for f in fields(action)]
    if not names:
        return False
    try:
        object.__setattr__(action, names[0], value)
    except TypeError:  # compiled by mypyc: a value of another type is refused
        return False
    return True


def test_a_changed_play_card_plays_as_listed_and_later_games_are_unharmed() -> None:
    before = play(11)
    game = TrekGame.new(players=4, seed=11)
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
    listed = plays[0]
    card, player = listed.card, game.to_act
    assert player is not None
    object.__setattr__(listed, "card", 10**6)  # IndexError inside apply before the fix
    game.apply(listed)  # the action as it was listed
    assert game.actions[-1] is not listed
    assert values(game.actions[-1]) == (card, None)
    assert card not in game.hands[player]
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(10**6))
    assert play(11) == before  # the same game as before the poisoning


def test_a_changed_action_never_applied_does_not_poison_later_games() -> None:
    before = [play(seed) for seed in (21, 22)]
    game = TrekGame.new(players=4, seed=20)
    for action in game.legal_actions():
        poison(action, 10**6)
    assert [play(seed) for seed in (21, 22)] == before


@pytest.mark.parametrize("seed", range(6))
def test_random_poisoning_raises_only_illegal_action(seed: int) -> None:
    """Change listed objects at random points (to absurd or plausible values), apply
    them or others: only IllegalAction, and later clean games play as before."""
    before = play(100 + seed, players=3)
    rng = random.Random(seed)
    game = TrekGame.new(players=3, seed=seed, max_turns=300)
    agent = RandomAgent(seed)
    while not game.is_over:
        legal = game.legal_actions()
        if rng.random() < 0.3:
            victim = rng.choice(legal)
            poison(victim, rng.choice([10**6, -1, 0, 3, (), (1, 2), None, "x"]))
        try:
            game.apply(agent.choose(None, legal))
        except IllegalAction:
            game.apply(game.legal_actions()[0])  # acts as listed, changed or not
    assert play(100 + seed, players=3) == before
