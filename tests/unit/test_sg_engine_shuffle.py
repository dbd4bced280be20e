"""The engine's compiled shuffle draws exactly what `random.Random.shuffle` draws: a seed
gives the same game as before it, in both builds."""

from __future__ import annotations

import random

import pytest

from stargate_vcg.engine.stargate.ops import shuffle


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
