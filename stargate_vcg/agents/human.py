"""A person at the terminal: sees what the player may see and picks a numbered action."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


class HumanAgent:
    """`render(observation)` gives the lines to show; `describe(action)` names an action
    with card names; `ask(count)` returns the chosen number 1..count (click.prompt in the
    CLI; a list of answers in tests)."""

    needs_observation = True

    def __init__(self, render: Callable[[Any], list[str]], describe: Callable[[Any], str],
                 ask: Callable[[int], int], show: Callable[[str], None]) -> None:
        self.render = render
        self.describe = describe
        self.ask = ask
        self.show = show

    def choose(self, observation: object, legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        for line in self.render(observation):
            self.show(line)
        for i, action in enumerate(legal_actions, 1):
            self.show(f"  {i:>2}. {self.describe(action)}")
        return legal_actions[self.ask(len(legal_actions)) - 1]
