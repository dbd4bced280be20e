"""The protocol every policy implements: goldfish, random play and any future AI."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

A = TypeVar("A")


class Agent(Protocol):
    def choose(self, observation: object, legal_actions: Sequence[A]) -> A:
        """Pick one of `legal_actions` (never empty) given what the player may see."""
        ...
