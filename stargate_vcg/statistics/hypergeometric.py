"""Exact draw odds: hypergeometric and multivariate hypergeometric, no sampling.

A query names some groups of cards (a title, a type, a trait, ...). Groups may overlap
(a Jaffa support character is in `type:support` and in `trait:Jaffa`), so the deck is
split into disjoint *cells*, one per membership pattern; a hand is then a vector of
cell counts, whose probability is the multivariate hypergeometric
prod(C(size_c, x_c)) / C(N, n). Summing over every vector whose group counts satisfy
the condition gives the exact answer as a Fraction (integers throughout).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
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


Caps = tuple[int, ...]


def _add(counts: GroupCounts, pattern: tuple[bool, ...], taken: int, caps: Caps) -> GroupCounts:
    if not taken:
        return counts
    return tuple(min(c + taken, cap) if member else c
                 for c, member, cap in zip(counts, pattern, caps, strict=True))


def _adder(pattern: tuple[bool, ...], caps: Caps) -> Callable[[GroupCounts, int], GroupCounts]:
    """`_add` for one cell, memoized: the same few (counts, taken) pairs recur for every
    state of the dynamic programme."""
    memo: dict[tuple[GroupCounts, int], GroupCounts] = {}

    def add(counts: GroupCounts, taken: int) -> GroupCounts:
        key = (counts, taken)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _add(counts, pattern, taken, caps)
        return found

    return add


def _caps(cells: Cells, caps: Sequence[int] | None) -> Caps:
    """Counts beyond a cap are merged with the cap: a comparison with constant n cannot
    tell n + 1 from anything larger, so cap = n + 1 keeps the answer exact."""
    if caps is None:
        return (cells.total,) * cells.groups
    if len(caps) != cells.groups:
        raise ValueError(f"{len(caps)} caps for {cells.groups} groups")
    return tuple(caps)


def _clamp(cells: Cells, draws: int) -> int:
    if draws < 0:
        raise ValueError("cannot draw a negative number of cards")
    # Drawing the last card does not end the game (rulebook "Debrief Phase"): a deck
    # smaller than the cards wanted is simply seen in full.
    return min(draws, cells.total)


def ways_from_rest(rest: int, first: int, second: int = 0) -> int:
    """Ways to take `first`, then `second` more, from the cards in no group."""
    if first < 0 or second < 0 or first + second > rest:
        return 0
    return comb(rest, first) * comb(rest - first, second)


def probability(cells: Cells, draws: int, predicate: CountPredicate,
                caps: Sequence[int] | None = None) -> Fraction:
    """P(predicate holds for the group counts among `draws` cards drawn at random).

    Dynamic programming over the cells: hands that agree on (cards drawn so far, group
    counts) are merged, so the work grows with the distinct count vectors, not with
    the number of hands. `caps` (see `_caps`) merge counts the predicate cannot tell apart.
    """
    draws = _clamp(cells, draws)
    limits = _caps(cells, caps)
    states: dict[tuple[int, GroupCounts], int] = {(0, (0,) * cells.groups): 1}
    for pattern, size in zip(cells.patterns, cells.sizes, strict=True):
        add = _adder(pattern, limits)
        following: dict[tuple[int, GroupCounts], int] = defaultdict(int)
        for (drawn, counts), ways in states.items():
            for taken in range(min(size, draws - drawn) + 1):
                key = (drawn + taken, add(counts, taken))
                following[key] += ways * comb(size, taken)
        states = following
    favourable = sum(ways * ways_from_rest(cells.rest, draws - drawn)
                     for (drawn, counts), ways in states.items() if predicate(counts))
    return Fraction(favourable, comb(cells.total, draws))


StagedKey = tuple[int, int, GroupCounts, GroupCounts]


def probability_staged(cells: Cells, hand: int, extra: int, predicate: StagedPredicate,
                       hand_filter: CountPredicate | None = None,
                       caps: Sequence[int] | None = None) -> Fraction:
    """P(predicate(counts in the hand, counts in the hand + the next `extra` cards)).

    Used when the keep decision looks at the opening hand but success is judged on
    every card seen by a later turn. Each cell gives `a` cards to the hand and `b` to the
    later draws, in C(size, a) * C(size - a, b) ways. `hand_filter`, when given, must
    hold of the hand for the predicate to hold (it only saves work).
    """
    hand = _clamp(cells, hand)
    limits = _caps(cells, caps)
    extra = min(max(extra, 0), cells.total - hand)
    zero = (0,) * cells.groups
    states: dict[StagedKey, int] = {(0, 0, zero, zero): 1}
    for pattern, size in zip(cells.patterns, cells.sizes, strict=True):
        add = _adder(pattern, limits)
        following: dict[StagedKey, int] = defaultdict(int)
        for (in_hand, later, first, seen), ways in states.items():
            for a in range(min(size, hand - in_hand) + 1):
                ways_a = ways * comb(size, a)
                first_a = add(first, a)
                for b in range(min(size - a, extra - later) + 1):
                    key = (in_hand + a, later + b, first_a, add(seen, a + b))
                    following[key] += ways_a * comb(size - a, b)
        states = following
    favourable = 0
    for (in_hand, later, first, seen), ways in states.items():
        if hand_filter is not None and not hand_filter(first):
            continue
        if predicate(first, seen):
            favourable += ways * ways_from_rest(cells.rest, hand - in_hand, extra - later)
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
