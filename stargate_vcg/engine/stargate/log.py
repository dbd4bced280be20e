"""The game log: structured events, stored flat.

Recording is on the simulation hot path (about 2.2 events per action). A NamedTuple per
event cost about 15% of a compiled random game (two allocations, a call to
`tuple.__new__`, and garbage-collector work, since the entries live as long as the game).
So an event is its four numbers packed into one int and two strs, appended to two lists,
and the `LogEntry` tuples are made only when the log is read.
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
# The four numbers of an event (turn, player, card, value), each in [-1, _TOP), are one
# int of four 15-bit fields, each number + 1: one append and one int object where four
# of each cost a third of recording. An event with a number outside that range keeps
# its four in `_wide`, its slot holding -1 - its index there (a negative int).
_BITS: Final = 15
_MASK: Final = (1 << _BITS) - 1
_TOP: Final = _MASK - 1


def _unpack(packed: int, wide: list[int]) -> tuple[int, int, int, int]:
    """The (turn, player, card, value) of one event's slot."""
    if packed < 0:
        n = 4 * (-1 - packed)
        return wide[n], wide[n + 1], wide[n + 2], wide[n + 3]
    return (((packed >> 45) & _MASK) - 1, ((packed >> 30) & _MASK) - 1,
            ((packed >> 15) & _MASK) - 1, (packed & _MASK) - 1)


class EventLog:
    """The events of one game in order: a read-only sequence of `LogEntry` to its
    readers, compared by content (clone and replay tests compare whole logs)."""

    __slots__ = ("_numbers", "_wide", "_words")

    def __init__(self) -> None:
        self._numbers: list[int] = []  # one slot per event (see _BITS)
        self._wide: list[int] = []  # the numbers of the events that don't fit a slot
        self._words: list[str] = []

    def record(self, turn: int, kind: str, player: int, card: int, value: int,
               text: str) -> None:
        if -1 <= turn < _TOP and -1 <= player < _TOP and -1 <= card < _TOP \
                and -1 <= value < _TOP:
            self._numbers.append(((turn + 1) << 45) | ((player + 1) << 30)
                                 | ((card + 1) << 15) | (value + 1))
        else:
            wide = self._wide
            self._numbers.append(-1 - len(wide) // 4)
            wide.append(turn)
            wide.append(player)
            wide.append(card)
            wide.append(value)
        words = self._words
        words.append(kind)
        words.append(text)

    def copy(self) -> EventLog:
        other = EventLog()
        other._numbers = self._numbers[:]
        other._wide = self._wide[:]
        other._words = self._words[:]
        return other

    def __len__(self) -> int:
        return len(self._numbers)

    def __getitem__(self, index: int) -> LogEntry:
        size = len(self._numbers)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("log index out of range")
        turn, player, card, value = _unpack(self._numbers[index], self._wide)
        w = index * _WORDS
        words = self._words
        return _new_tuple(LogEntry, (turn, words[w], player, card, value, words[w + 1]))

    def __iter__(self) -> Iterator[LogEntry]:
        # Made all at once by one loop: a generator calling `__getitem__` per entry cost
        # a goldfish game a tenth of its time reading its log.
        words = self._words
        wide = self._wide
        out = []
        w = 0
        for packed in self._numbers:
            turn, player, card, value = _unpack(packed, wide)
            out.append(_new_tuple(LogEntry, (turn, words[w], player, card, value,
                                             words[w + 1])))
            w += _WORDS
        return iter(out)

    def __reversed__(self) -> Iterator[LogEntry]:
        for index in range(len(self) - 1, -1, -1):
            yield self[index]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EventLog):
            return NotImplemented
        # The packing is a function of the numbers: equal events, equal lists.
        return (self._words == other._words and self._numbers == other._numbers
                and self._wide == other._wide)

    def columns(self) -> tuple[list[int], list[str]]:
        """The log as two flat copies, for readers that scan whole games: per event, four
        numbers (turn, player, card, value) and two words (kind, text), in order."""
        numbers: list[int] = []
        wide = self._wide
        for packed in self._numbers:
            if packed < 0:
                n = 4 * (-1 - packed)
                numbers.append(wide[n])
                numbers.append(wide[n + 1])
                numbers.append(wide[n + 2])
                numbers.append(wide[n + 3])
            else:
                numbers.append(((packed >> 45) & _MASK) - 1)
                numbers.append(((packed >> 30) & _MASK) - 1)
                numbers.append(((packed >> 15) & _MASK) - 1)
                numbers.append((packed & _MASK) - 1)
        return numbers, self._words[:]

    def entries(self) -> tuple[LogEntry, ...]:
        return tuple(self)

    def latest_about(self, card: int, kinds: dict[str, int], lookback: int) -> int:
        """The index of the latest of the last `lookback` events whose card is `card` and
        whose kind is a key of `kinds`, or -1. Read from the packed slots: a `LogEntry`
        made per event looked at (`__getitem__`) cost a lasting modifier made by text
        (`ops._origin`) some 5,000 instructions."""
        numbers = self._numbers
        wide = self._wide
        words = self._words
        stop = max(0, len(numbers) - lookback)
        for i in range(len(numbers) - 1, stop - 1, -1):
            packed = numbers[i]
            about = wide[4 * (-1 - packed) + 2] if packed < 0 else ((packed >> 15) & _MASK) - 1
            if about == card and words[i * _WORDS] in kinds:
                return i
        return -1

    def kind_at(self, index: int) -> str:
        """The kind of the event at `index` (no `LogEntry` made)."""
        return self._words[index * _WORDS]

    def last_text(self, kind: str) -> str:
        """The text of the latest event of `kind` ("" if there is none)."""
        words = self._words
        for w in range(len(words) - _WORDS, -1, -_WORDS):
            if words[w] == kind:
                return words[w + 1]
        return ""

    def __repr__(self) -> str:
        return f"EventLog({len(self)} events)"
