"""The engine's compiled shuffle draws exactly what `random.Random.shuffle` draws: a seed
gives the same game as before it, in both builds."""

from __future__ import annotations

import random

import pytest

from stargate_vcg.engine.stargate.game import seeded_random
from stargate_vcg.engine.stargate.ops import below, shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 40, 61, 300])
def test_shuffle_matches_the_library_shuffle(size: int) -> None:
    for seed in range(50):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()  # the same draws, none more


def test_shuffle_moves_cards() -> None:
    cards = list(range(60))
    shuffle(random.Random(1), cards)
    assert sorted(cards) == list(range(60)) and cards != list(range(60))


@pytest.mark.parametrize("seed", [0, 1, 5, 255, 256, 2**31, 2**63 - 1, -7, 12345678901234567890])
def test_seeded_random_is_the_library_generator(seed: int) -> None:
    """`StargateGame.new` seeds its generator without `random.Random(seed)`'s interpreted
    code: the same state, the same draws, and it copies and pickles alike."""
    ours, theirs = seeded_random(seed), random.Random(seed)
    assert type(ours) is random.Random
    assert ours.getstate() == theirs.getstate()
    assert [ours.random() for _ in range(5)] == [theirs.random() for _ in range(5)]
    assert ours.__dict__ == theirs.__dict__
    assert ours.gauss(0, 1) == theirs.gauss(0, 1)  # (`gauss_next` is set)


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 8, 17])
def test_below_draws_what_choice_draws(size: int) -> None:
    """The first player among tied decks: `below` is `Random.choice`'s draw."""
    items = list(range(100, 100 + size))
    for seed in range(60):
        ours, theirs = random.Random(seed), random.Random(seed)
        assert items[below(ours.getrandbits, size)] == theirs.choice(items)
        assert ours.getstate() == theirs.getstate()
