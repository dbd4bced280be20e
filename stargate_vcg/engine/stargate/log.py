"""The game log: structured events, stored flat.

Recording is on the simulation hot path (about 1.7 events per action). A NamedTuple per
event cost about 15% of a compiled random game (two allocations, a call to
`tuple.__new__`, and garbage-collector work, since the entries live as long as the game).
So an event is four ints and two strs appended to two lists, and the `LogEntry` tuples
are made only when the log is read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, NamedTuple


class LogEntry(NamedTuple):
    """One structured event of the game log."""

    turn: int
    kind: str
    player: int
    card: int = -1
    value: int = -1
    text: str = ""


# tuple.__new__ directly: a NamedTuple's own constructor is a Python-level function, an
# interpreted call even from the compiled engine (as in observation.py).
_new_tuple: Final = tuple.__new__
_NUMBERS: Final = 4  # turn, player, card, value
_WORDS: Final = 2  # kind, text


class EventLog:
    """The events of one game in order: a read-only sequence of `LogEntry` to its
    readers, compared by content (clone and replay tests compare whole logs)."""

    __slots__ = ("_numbers", "_words")

    def __init__(self) -> None:
        self._numbers: list[int] = []
        self._words: list[str] = []

    def record(self, turn: int, kind: str, player: int, card: int, value: int,
               text: str) -> None:
        numbers = self._numbers
        numbers.append(turn)
        numbers.append(player)
        numbers.append(card)
        numbers.append(value)
        words = self._words
        words.append(kind)
        words.append(text)

    def copy(self) -> EventLog:
        other = EventLog()
        other._numbers = self._numbers[:]
        other._words = self._words[:]
        return other

    def __len__(self) -> int:
        return len(self._words) // _WORDS

    def __getitem__(self, index: int) -> LogEntry:
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("log index out of range")
        n = index * _NUMBERS
        w = index * _WORDS
        numbers = self._numbers
        words = self._words
        return _new_tuple(LogEntry, (numbers[n], words[w], numbers[n + 1], numbers[n + 2],
                                     numbers[n + 3], words[w + 1]))

    def __iter__(self) -> Iterator[LogEntry]:
        # Made all at once by one loop: a generator calling `__getitem__` per entry cost
        # a goldfish game a tenth of its time reading its log.
        numbers = self._numbers
        words = self._words
        out = []
        n = 0
        for w in range(0, len(words), _WORDS):
            out.append(_new_tuple(LogEntry, (numbers[n], words[w], numbers[n + 1],
                                             numbers[n + 2], numbers[n + 3], words[w + 1])))
            n += _NUMBERS
        return iter(out)

    def __reversed__(self) -> Iterator[LogEntry]:
        for index in range(len(self) - 1, -1, -1):
            yield self[index]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EventLog):
            return NotImplemented
        return self._words == other._words and self._numbers == other._numbers

    def columns(self) -> tuple[list[int], list[str]]:
        """The log as two flat copies, for readers that scan whole games: per event, four
        numbers (turn, player, card, value) and two words (kind, text), in order."""
        return self._numbers[:], self._words[:]

    def entries(self) -> tuple[LogEntry, ...]:
        return tuple(self)

    def last_text(self, kind: str) -> str:
        """The text of the latest event of `kind` ("" if there is none)."""
        words = self._words
        for w in range(len(words) - _WORDS, -1, -_WORDS):
            if words[w] == kind:
                return words[w + 1]
        return ""

    def __repr__(self) -> str:
        return f"EventLog({len(self)} events)"
