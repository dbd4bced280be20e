"""Uniformly random play, seeded so that a game with random agents replays exactly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

A = TypeVar("A")


class RandomAgent:
    """Chooses uniformly among the legal actions with its own seeded generator."""

    __slots__ = ("_rng",)
    needs_observation = False  # a simulation need not build one for it

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, observation: object, legal_actions: Sequence[A]) -> A:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        # random() is one C call (randrange is several Python-level ones); the bias for
        # n actions is at most n / 2**53.
        return legal_actions[int(self._rng.random() * len(legal_actions))]
