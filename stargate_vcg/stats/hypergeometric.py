"""Exact draw odds: hypergeometric and multivariate hypergeometric, no sampling.

A query names some groups of cards (a title, a type, a trait, ...). Groups may overlap
(a Jaffa support character is in `type:support` and in `trait:Jaffa`), so the deck is
split into disjoint *cells*, one per membership pattern; a hand is then a vector of
cell counts, whose probability is the multivariate hypergeometric
prod(C(size_c, x_c)) / C(N, n). Summing over every vector whose group counts satisfy
the condition gives the exact answer as a Fraction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

GroupCounts = tuple[int, ...]
# A condition on the counts of each group in the cards seen.
CountPredicate = Callable[[GroupCounts], bool]
# A condition on (counts in the opening hand, counts in all the cards seen).
StagedPredicate = Callable[[GroupCounts, GroupCounts], bool]


@dataclass(frozen=True, slots=True)
class Cells:
    """A deck split into disjoint cells by membership in `groups` groups.

    `patterns[i]` says which groups the cards of cell i belong to; `sizes[i]` is how
    many cards the cell holds. Cards in no group form no cell: they are the remainder.
    """

    groups: int
    patterns: tuple[tuple[bool, ...], ...]
    sizes: tuple[int, ...]
    total: int

    @property
    def rest(self) -> int:
        return self.total - sum(self.sizes)


def make_cells(items: Sequence[tuple[int, Sequence[bool]]], groups: int) -> Cells:
    """Cells from (copies, membership per group) items, one item per decklist entry."""
    sizes: dict[tuple[bool, ...], int] = {}
    total = 0
    for copies, membership in items:
        if len(membership) != groups:
            raise ValueError(f"membership has {len(membership)} groups, expected {groups}")
        if copies < 0:
            raise ValueError("negative copies")
        total += copies
        pattern = tuple(bool(m) for m in membership)
        if any(pattern) and copies:
            sizes[pattern] = sizes.get(pattern, 0) + copies
    patterns = tuple(sizes)
    return Cells(groups, patterns, tuple(sizes[p] for p in patterns), total)


def _cell_vectors(sizes: Sequence[int], index: int, left: int, rest: int
                  ) -> Iterator[tuple[int, tuple[int, ...], int]]:
    """(ways, taken per cell, taken from the remainder) for every way to draw `left`.

    The remainder (cards in no group) absorbs what the cells do not take, so it is not
    enumerated: the work grows with the groups, not with the deck.
    """
    if index == len(sizes):
        if left <= rest:
            yield comb(rest, left), (), left
        return
    size = sizes[index]
    for taken in range(min(size, left) + 1):
        for ways, tail, from_rest in _cell_vectors(sizes, index + 1, left - taken, rest):
            yield comb(size, taken) * ways, (taken, *tail), from_rest


def _counts(cells: Cells, taken: Sequence[int]) -> GroupCounts:
    counts = [0] * cells.groups
    for pattern, n in zip(cells.patterns, taken, strict=True):
        if n:
            for g, member in enumerate(pattern):
                if member:
                    counts[g] += n
    return tuple(counts)


def _clamp(cells: Cells, draws: int) -> int:
    if draws < 0:
        raise ValueError("cannot draw a negative number of cards")
    # Drawing the last card does not end the game (rulebook "Debrief Phase"): a deck
    # smaller than the cards wanted is simply seen in full.
    return min(draws, cells.total)


def probability(cells: Cells, draws: int, predicate: CountPredicate) -> Fraction:
    """P(predicate holds for the group counts among `draws` cards drawn at random)."""
    draws = _clamp(cells, draws)
    favourable = sum(ways for ways, taken, _ in _cell_vectors(cells.sizes, 0, draws, cells.rest)
                     if predicate(_counts(cells, taken)))
    return Fraction(favourable, comb(cells.total, draws))


def probability_staged(cells: Cells, hand: int, extra: int, predicate: StagedPredicate,
                       hand_filter: CountPredicate | None = None) -> Fraction:
    """P(predicate(counts in the hand, counts in the hand + the next `extra` cards)).

    Used when the keep decision looks at the opening hand but success is judged on
    every card seen by a later turn. `hand_filter`, when given, must hold of the hand
    for the predicate to hold: hands failing it skip the (costly) second stage.
    """
    hand = _clamp(cells, hand)
    extra = min(max(extra, 0), cells.total - hand)
    favourable = 0
    for w1, first, rest_taken in _cell_vectors(cells.sizes, 0, hand, cells.rest):
        first_counts = _counts(cells, first)
        if hand_filter is not None and not hand_filter(first_counts):
            continue
        left_sizes = [s - t for s, t in zip(cells.sizes, first, strict=True)]
        for w2, second, _ in _cell_vectors(left_sizes, 0, extra, cells.rest - rest_taken):
            seen = [a + b for a, b in zip(first, second, strict=True)]
            if predicate(first_counts, _counts(cells, seen)):
                favourable += w1 * w2
    denominator = comb(cells.total, hand) * comb(cells.total - hand, extra)
    return Fraction(favourable, denominator)


def with_mulligan(p_success_and_keep: Fraction, p_keep: Fraction,
                  p_success: Fraction) -> Fraction:
    """Odds with the one-time mulligan (rulebook "Starting a Game").

    Keep the first hand when the keep rule holds; otherwise shuffle it back and draw a
    new hand of the same size, which is kept whatever it is. The shuffle makes the
    second draw independent of the first and taken from the full deck, so
    P = P(success and keep) + P(not keep) * P(success).
    """
    return p_success_and_keep + (1 - p_keep) * p_success


def p_at_least(population: int, successes: int, draws: int, k: int) -> Fraction:
    """P(at least k of the `successes` cards among `draws` drawn from `population`)."""
    if not 0 <= successes <= population:
        raise ValueError("successes must be between 0 and the population")
    draws = min(max(draws, 0), population)
    if k <= 0:
        return Fraction(1)
    misses = population - successes
    below = sum(comb(successes, i) * comb(misses, draws - i) for i in range(min(k, draws + 1)))
    return 1 - Fraction(below, comb(population, draws))
