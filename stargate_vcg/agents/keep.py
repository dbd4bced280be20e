"""Keep rules: a `stats --keep` condition judged on a hand of cards.

The condition language is the one of `stats --odds` (statistics.conditions); here it is
evaluated on concrete cards instead of enumerated exactly, once per opening hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from stargate_vcg.decklists.model import AnyCard, Deck, DeckEntry
from stargate_vcg.statistics.conditions import OPS, Condition, check_names, parse_condition
from stargate_vcg.statistics.odds import draw_pile

# The keep rule of goldfish runs without --keep: three hero cards of the 8 (rulebook
# "Starting a Game"): hero cards are the only ones a goldfishing hero can play.
DEFAULT_KEEP = "hero >= 3"

Compiled = tuple[tuple[tuple[int, Callable[[int, int], bool], int], ...], ...]


class KeepRule:
    """A parsed condition with its selectors matched once per card id."""

    __slots__ = ("_compiled", "_memo", "condition", "selectors")

    def __init__(self, condition: str | Condition, deck: Deck | None = None) -> None:
        self.condition = parse_condition(condition) if isinstance(condition, str) \
            else condition
        if deck is not None:  # a title that names nothing in the deck is surely a typo
            check_names(self.condition, draw_pile(deck))
        self.selectors = self.condition.selectors
        index = {s: i for i, s in enumerate(self.selectors)}
        self._compiled: Compiled = tuple(
            tuple((index[c.selector], OPS[c.op], c.count) for c in clauses)
            for clauses in self.condition.alternatives)
        self._memo: dict[str, tuple[int, ...]] = {}

    @property
    def text(self) -> str:
        return str(self.condition)

    def vector(self, card: AnyCard) -> tuple[int, ...]:
        """1 per selector the card belongs to, else 0."""
        found = self._memo.get(card.id)
        if found is None:
            entry = DeckEntry(name=card.name, quantity=1, card=card)
            found = tuple(1 if s.matches(entry) else 0 for s in self.selectors)
            self._memo[card.id] = found
        return found

    def holds_counts(self, counts: Sequence[int]) -> bool:
        return any(all(op(counts[i], n) for i, op, n in clauses)
                   for clauses in self._compiled)

    def holds(self, cards: Iterable[AnyCard]) -> bool:
        counts = [0] * len(self.selectors)
        for card in cards:
            for i, bit in enumerate(self.vector(card)):
                counts[i] += bit
        return self.holds_counts(counts)
