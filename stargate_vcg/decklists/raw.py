"""What every decklist format produces before card names are resolved.

The parsers never look cards up: they turn a file into `RawEntry` items and
`DeckProblem`s, so that every problem in a file can be reported in one pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from stargate_vcg.cards.names import text_problem
from stargate_vcg.decklists.model import Game, Section
from stargate_vcg.errors import DeckProblem

# No card may appear more than 3 times (rulebook "Building a Deck"); a two-digit limit
# leaves room for mistakes the validator reports while refusing absurd numbers such as
# 10^9 before anything is allocated for them.
MAX_QUANTITY = 99
# The longest real card name is under 70 characters; longer "names" are garbage, and
# keeping them out keeps error messages (and suggestion searches) small.
MAX_NAME_CHARS = 200
_QUOTE_CHARS = 60

# "3x Name", "3 x Name", "3 Name", "3* Name"
_PREFIX = re.compile(r"^(?P<q>[-+]?\d[\d.,]*)(?:\s*[xX×*]\s+|\s+)(?P<name>\S.*)$")
# "x3 Name"
_X_PREFIX = re.compile(r"^[xX×]\s*(?P<q>[-+]?\d[\d.,]*)\s+(?P<name>\S.*)$")
# "Name x3", "Name x 3"
_SUFFIX = re.compile(r"^(?P<name>\S.*?)\s+[xX×]\s*(?P<q>[-+]?\d[\d.,]*)$")


@dataclass(slots=True)
class RawEntry:
    """One decklist line before resolution. `section` None: place it by card type."""

    name: str
    quantity: int
    section: Section | None
    line: int | None
    card_id: str | None = None


@dataclass
class ParsedDeck:
    """A parsed file: its game (if the file says), name, entries and problems."""

    game: Game | None = None
    name: str | None = None
    entries: list[RawEntry] = field(default_factory=list)
    problems: list[DeckProblem] = field(default_factory=list)
    doc: Any = None  # the ruamel document for YAML files, kept for round trips

    def problem(self, message: str, line: int | None) -> None:
        self.problems.append(DeckProblem(message, line))


def parse_quantity(text: str) -> int | str:
    """A quantity as written, or the reason it is refused."""
    text = text.strip()
    if not re.fullmatch(r"[-+]?\d+", text):
        return f"quantity {quoted(text)} is not a whole number"
    digits = text.lstrip("+-").lstrip("0")
    if text.startswith("-") or not digits:
        return f"quantity {_short(text)} must be at least 1"
    # Compare lengths first so that a huge number is never even converted.
    if len(digits) > len(str(MAX_QUANTITY)) or int(digits) > MAX_QUANTITY:
        return f"quantity {_short(text)} is absurd (at most {MAX_QUANTITY})"
    return int(digits)


def split_entry(text: str) -> tuple[str | None, str]:
    """Split `3x Name`, `3 Name`, `x3 Name` or `Name x3` into (quantity text, name)."""
    text = text.strip()
    for pattern in (_PREFIX, _X_PREFIX, _SUFFIX):
        match = pattern.match(text)
        if match:
            return match.group("q"), match.group("name").strip()
    return None, text


def entry_from_text(text: str, section: Section | None, line: int | None,
                    parsed: ParsedDeck) -> RawEntry | None:
    """Parse one `3x Name` entry, recording a problem (and returning None) if bad."""
    quantity_text, name = split_entry(text)
    quantity: int | str = 1 if quantity_text is None else parse_quantity(quantity_text)
    if isinstance(quantity, str):
        parsed.problem(f"{quantity} in {quoted(text.strip())}", line)
        return None
    if not name:
        parsed.problem(f"no card name in {quoted(text.strip())}", line)
        return None
    if len(name) > MAX_NAME_CHARS:
        parsed.problem(f"card name too long ({len(name)} characters): {quoted(name)}", line)
        return None
    problem = text_problem(name)
    if problem is not None:
        parsed.problem(f"{problem}: {quoted(name)}", line)
        return None
    return RawEntry(name=name, quantity=quantity, section=section, line=line)


_GAME_NAMES: dict[str, Game] = {
    "stargate": Game.STARGATE, "stargate tcg": Game.STARGATE, "stargate ccg": Game.STARGATE,
    "trek": Game.TREK, "star trek": Game.TREK, "star trek vcg": Game.TREK,
}


def game_named(value: object) -> Game | None:
    """The game a `game:` value names (`stargate`, `Stargate TCG`, `trek`, `Star Trek VCG`)."""
    if not isinstance(value, str):
        return None
    return _GAME_NAMES.get(" ".join(value.lower().split()))


def _short(text: str) -> str:
    return text if len(text) <= _QUOTE_CHARS else text[:_QUOTE_CHARS] + "…"


def quoted(value: object) -> str:
    """A user's value for an error message: short, one line, and never the repr of a
    (possibly alias-multiplied) YAML structure."""
    if isinstance(value, str):
        return repr(_short(" ".join(value.split())))  # repr escapes controls, surrogates
    if isinstance(value, bool) or value is None:
        return str(value).lower()
    if isinstance(value, int):
        return str(value) if value.bit_length() < 64 else "a huge number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"a {type(value).__name__}"


def format_entry(name: str, quantity: int) -> str:
    """The canonical text of an entry: `3x Name` (quantity always written)."""
    return f"{quantity}x {name}"
