"""Typed errors. Every error that a user can cause carries where it happened and, for
rule violations, the rulebook section it enforces."""

from __future__ import annotations

from pathlib import Path


class StargateVcgError(Exception):
    """Base of every error this package raises on purpose."""


class CardDataError(StargateVcgError):
    """Card data is missing, unreadable or malformed (OCTGN sets, caches, Trek YAML)."""

    def __init__(self, message: str, path: Path | str | None = None, line: int | None = None):
        self.message = message
        self.path = Path(path) if path is not None else None
        self.line = line
        super().__init__(self.one_line())

    def one_line(self) -> str:
        where = ""
        if self.path is not None:
            where = f"{self.path}"
            if self.line is not None:
                where += f":{self.line}"
            where += ": "
        return f"{where}{self.message}"


class NoCardDataError(CardDataError):
    """No Stargate card data anywhere; the message says how to get it."""


class DeckProblem:
    """One problem found while reading a decklist."""

    __slots__ = ("line", "message", "suggestions")

    def __init__(self, message: str, line: int | None = None,
                 suggestions: tuple[str, ...] = ()) -> None:
        self.message = message
        self.line = line
        self.suggestions = suggestions

    def __str__(self) -> str:
        text = self.message
        if self.suggestions:
            text += " (did you mean: " + ", ".join(self.suggestions) + "?)"
        return text

    def __repr__(self) -> str:
        return f"DeckProblem({self.message!r}, line={self.line!r})"


class DeckFileError(StargateVcgError):
    """A decklist cannot be read. Holds every problem found in one pass."""

    def __init__(self, path: Path | str | None, problems: list[DeckProblem] | str):
        self.path = Path(path) if path is not None else None
        if isinstance(problems, str):
            problems = [DeckProblem(problems)]
        self.problems = problems
        super().__init__(self.one_line())

    def one_line(self) -> str:
        where = str(self.path) if self.path is not None else "<text>"
        parts = []
        for problem in self.problems:
            loc = f"{where}:{problem.line}" if problem.line is not None else where
            parts.append(f"{loc}: {problem}")
        return "; ".join(parts)


class IllegalAction(StargateVcgError):
    """An action the rules do not allow now. `rule` names the rulebook section."""

    def __init__(self, reason: str, rule: str):
        self.reason = reason
        self.rule = rule
        super().__init__(f"{reason} [{rule}]")
