"""The game log: structured events, stored flat.

Recording is on the simulation hot path (about 2.2 events per action). A NamedTuple per
event cost about 15% of a compiled random game (two allocations, a call to
`tuple.__new__`, and garbage-collector work, since the entries live as long as the game).
So an event is four ints and two strs, appended to two flat lists, and the `LogEntry`
tuples are made only when the log is read.
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
_WORDS: Final = 2  # kind, text
_NUMBERS: Final = 4  # turn, player, card, value
# The four numbers of an event (turn, player, card, value) are four items of one flat
# list. They are small (a random game's, text or not, all in [-1, 256]: Python's cached
# small ints), so recording boxes no int and the game's end frees none. (Packed into one
# 60-bit int, each event's number was an int object made and later freed: 23 us of a
# 2,445 us text game, and list reads of cold memory; session 11 sp-carry5.)


class EventLog:
    """The events of one game in order: a read-only sequence of `LogEntry` to its
    readers, compared by content (clone and replay tests compare whole logs)."""

    __slots__ = ("_numbers", "_words")

    def __init__(self) -> None:
        self._numbers: list[int] = []  # four per event: turn, player, card, value
        self._words: list[str] = []  # two per event: kind, text

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
        numbers = self._numbers
        w = index * _WORDS
        words = self._words
        return _new_tuple(LogEntry, (numbers[n], words[w], numbers[n + 1], numbers[n + 2],
                                     numbers[n + 3], words[w + 1]))

    def __iter__(self) -> Iterator[LogEntry]:
        # Made all at once by one loop: a generator calling `__getitem__` per entry cost
        # a goldfish game a tenth of its time reading its log.
        words = self._words
        numbers = self._numbers
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
