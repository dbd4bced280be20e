"""Exact odds of a combined condition without the full joint distribution of the groups.

The cells of the deck (`hypergeometric.Cells`) are taken one at a time, in an order that
finishes groups early. A group is *finished* once every cell holding its cards has been
taken: its count can no longer change, so it is read into the condition and dropped
from the state. The state is then (cards drawn, counts of the unfinished groups, which
alternatives of the condition are still possible). An alternative that has failed is
forgotten, a condition that already holds stops counting, and a state in which the
condition can no longer hold is dropped. Hands that agree on the state are merged, so
the work grows with the groups that overlap at the same time, not with every group.

Integers throughout, so the answer is the same exact Fraction as the full enumeration.
The work is counted as it is done, and a query whose work passes `MAX_WORK` steps is
refused (`TooComplex`) rather than left to run for minutes or out of memory.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import comb, prod

from stargate_vcg.statistics.hypergeometric import Cells, ways_from_rest

# A condition as alternatives (or-ed) of clauses (and-ed): (group index, op, count).
Compiled = tuple[tuple[tuple[int, str, int], ...], ...]

OPS: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, "<=": operator.le, "==": operator.eq, "=": operator.eq,
    "!=": operator.ne, ">": operator.gt, "<": operator.lt,
}
# `>= n` and `< n` cannot tell n from anything larger: counts may stop at n; the others
# must see n + 1.
_CAP_AT_COUNT = frozenset({">=", "<"})

# Steps of one query: a step moves the ways of one count of cards drawn to the next
# state, about 0.3 us in CPython, so the limit keeps a query to a few seconds.
MAX_WORK = 10_000_000

HELD = -1  # a condition that holds whatever is drawn next
Residual = tuple[int, ...]  # per condition: HELD, or the bits of its possible alternatives
Counts = tuple[int, ...]


class TooComplex(Exception):
    """The condition needs more than `MAX_WORK` steps to compute exactly."""

    def __init__(self, work: int) -> None:
        self.work = work
        super().__init__(f"more than {work:,} steps")


class _Plan:
    """What the dynamic programme needs to know, worked out once per query.

    A *track* is a count the conditions read: a group's count in all the cards seen, or
    (for a condition judged on the opening hand) in the opening hand only.
    """

    def __init__(self, cells: Cells, conditions: Sequence[tuple[Compiled, bool]]) -> None:
        track_of: dict[tuple[int, bool], int] = {}
        for compiled, on_hand in conditions:
            for clauses in compiled:
                for group, _, _ in clauses:
                    track_of.setdefault((group, on_hand), len(track_of))
        self.tracks = len(track_of)
        self.track_group = [group for group, _ in track_of]
        self.hand_track = [on_hand for _, on_hand in track_of]
        caps = [0] * self.tracks
        for compiled, on_hand in conditions:
            for clauses in compiled:
                for group, op, count in clauses:
                    track = track_of[group, on_hand]
                    caps[track] = max(caps[track], count if op in _CAP_AT_COUNT else count + 1)
        self.caps = caps
        # kill[d][t][v]: the alternatives of condition d that fail when track t ends at v.
        self.kill: list[dict[int, list[int]]] = []
        self.tracks_of_alternative: list[list[frozenset[int]]] = []
        self.readers: list[list[int]] = [[] for _ in range(self.tracks)]
        for d, (compiled, on_hand) in enumerate(conditions):
            kill: dict[int, list[int]] = {}
            used: list[frozenset[int]] = []
            for bit, clauses in enumerate(compiled):
                tracks = set()
                for group, op, count in clauses:
                    track = track_of[group, on_hand]
                    tracks.add(track)
                    masks = kill.setdefault(track, [0] * (caps[track] + 1))
                    for value in range(caps[track] + 1):
                        if not OPS[op](value, count):
                            masks[value] |= 1 << bit
                used.append(frozenset(tracks))
            for track in kill:
                self.readers[track].append(d)
            self.kill.append(kill)
            self.tracks_of_alternative.append(used)
        self.start: Residual = tuple((1 << len(c)) - 1 for c, _ in conditions)
        self.order = _order(cells, self.track_group, caps)
        self.patterns = [cells.patterns[i] for i in self.order]
        self.sizes = [cells.sizes[i] for i in self.order]
        # The tracks finished after each cell (index 0: before any, for empty groups).
        last: dict[int, int] = {}
        for step, pattern in enumerate(self.patterns, start=1):
            for group, member in enumerate(pattern):
                if member:
                    last[group] = step
        self.finished: list[list[int]] = [[] for _ in range(len(self.order) + 1)]
        for track, group in enumerate(self.track_group):
            self.finished[last.get(group, 0)].append(track)
        # complete[s][d]: alternatives of d whose tracks are all finished after step s.
        self.complete: list[list[int]] = []
        done: set[int] = set()
        for ending in self.finished:
            done.update(ending)
            self.complete.append([sum(1 << bit for bit, used in enumerate(alternatives)
                                      if used <= done)
                                  for alternatives in self.tracks_of_alternative])

    def relevant(self, residual: Residual) -> list[bool]:
        """Tracks read by a condition that does not hold yet: the others stay at 0."""
        return [any(residual[d] != HELD for d in self.readers[t]) for t in range(self.tracks)]


def _order(cells: Cells, track_group: Sequence[int], caps: Sequence[int]) -> list[int]:
    """Cells in an order that keeps few groups open at a time (greedy: next, the cell
    after which the open groups have the fewest count combinations)."""
    weight = [1] * cells.groups
    for track, group in enumerate(track_group):
        weight[group] *= caps[track] + 1
    left_in = [sum(1 for p in cells.patterns if p[g]) for g in range(cells.groups)]
    remaining = list(range(len(cells.patterns)))
    order: list[int] = []
    open_groups: set[int] = set()
    while remaining:
        costs = {cell: _cost(cells.patterns[cell], open_groups, left_in, weight)
                 for cell in remaining}
        best = min(remaining, key=costs.__getitem__)
        remaining.remove(best)
        order.append(best)
        for group, member in enumerate(cells.patterns[best]):
            if member:
                left_in[group] -= 1
                open_groups.add(group)
        open_groups = {g for g in open_groups if left_in[g] > 0}
    return order


def _cost(pattern: Sequence[bool], open_groups: set[int], left_in: Sequence[int],
          weight: Sequence[int]) -> tuple[int, int]:
    """Count combinations of the groups left open after taking a cell; ties: bigger cell."""
    after = {g for g in open_groups | {g for g, m in enumerate(pattern) if m}
             if left_in[g] - pattern[g] > 0}
    return (prod(weight[g] for g in after), -sum(pattern))


def _finish(plan: _Plan, step: int, counts: Counts, residual: Residual
            ) -> tuple[Counts, Residual] | None:
    """Read the tracks finished at `step` into the residual; None when it cannot hold."""
    values = list(counts)
    alive = list(residual)
    for track in plan.finished[step]:
        for d in plan.readers[track]:
            if alive[d] != HELD:
                alive[d] &= ~plan.kill[d][track][values[track]]
        values[track] = 0
    for d, mask in enumerate(alive):
        if mask == 0:
            return None
        if mask != HELD and mask & plan.complete[step][d]:
            alive[d] = HELD
    if HELD in alive:
        relevant = plan.relevant(tuple(alive))
        values = [v if keep else 0 for v, keep in zip(values, relevant, strict=True)]
    return tuple(values), tuple(alive)


class Budget:
    """Steps left for one query (shared by its probabilities, and by the turns of
    `odds_by_turn`)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = MAX_WORK if limit is None else limit
        self.used = 0

    def spend(self, steps: int) -> None:
        self.used += steps
        if self.used > self.limit:
            raise TooComplex(self.limit)


def joint_probability(cells: Cells, hand: int, extra: int,
                      conditions: Sequence[tuple[Compiled, bool]],
                      budget: Budget | None = None) -> Fraction:
    """P(every condition holds): each `(compiled, on_hand)` is judged on the opening
    `hand` cards when `on_hand`, else on the hand and the `extra` cards drawn after it.

    `hand` and `extra` are clamped to the deck. Raises TooComplex past the budget.
    """
    budget = budget if budget is not None else Budget()
    hand = min(max(hand, 0), cells.total)
    extra = min(max(extra, 0), cells.total - hand)
    plan = _Plan(cells, conditions)
    staged = extra > 0 and any(on_hand for _, on_hand in conditions)
    if not staged:  # every track counts the same cards: one draw of hand + extra
        hand, extra = hand + extra, 0
    first = _finish(plan, 0, (0,) * plan.tracks, plan.start)
    if first is None:
        return Fraction(0)
    # Per state, the ways by cards drawn so far: index in_hand * width + later. Hands
    # that differ only in how many cards they drew share one state and its moves.
    width = extra + 1
    in_hand_of = [i // width for i in range((hand + 1) * width)]
    later_of = [i % width for i in range((hand + 1) * width)]
    states: dict[tuple[Counts, Residual], dict[int, int]] = {first: {0: 1}}
    for step, (pattern, size) in enumerate(zip(plan.patterns, plan.sizes, strict=True),
                                           start=1):
        in_group = [pattern[g] for g in plan.track_group]
        following: dict[tuple[Counts, Residual], dict[int, int]] = {}
        for (counts, residual), drawn in states.items():
            if not drawn:  # every move of the previous cell overran the cards drawn
                continue
            fewest_in_hand = min(in_hand_of[i] for i in drawn)
            fewest_later = min(later_of[i] for i in drawn)
            for a in range(min(size, hand - fewest_in_hand) + 1):
                room_in_hand = hand - a
                for b in range(min(size - a, extra - fewest_later) + 1):
                    budget.spend(len(drawn) + 1)
                    room_later = extra - b
                    ways_ab = comb(size, a) * comb(size - a, b)
                    moved = (_add(plan, in_group, counts, residual, a, b), residual)
                    target = following.get(moved)
                    if target is None:
                        target = following[moved] = {}
                    shift = a * width + b
                    for index, ways in drawn.items():
                        if in_hand_of[index] <= room_in_hand and later_of[index] <= room_later:
                            target[index + shift] = (target.get(index + shift, 0)
                                                     + ways * ways_ab)
        states = {}
        for (counts, residual), drawn in following.items():
            done = _finish(plan, step, counts, residual)
            if done is None:
                continue
            merged = states.get(done)
            if merged is None:
                states[done] = drawn
            else:
                for index, ways in drawn.items():
                    merged[index] = merged.get(index, 0) + ways
    favourable = sum(ways * ways_from_rest(cells.rest, hand - in_hand_of[index],
                                           extra - later_of[index])
                     for drawn in states.values() for index, ways in drawn.items())
    return Fraction(favourable, comb(cells.total, hand) * comb(cells.total - hand, extra))


def _add(plan: _Plan, in_group: Sequence[bool], counts: Counts, residual: Residual,
         a: int, b: int) -> Counts:
    """Counts after taking `a` cards of a cell into the hand and `b` after it."""
    relevant = plan.relevant(residual) if HELD in residual else None
    values = list(counts)
    for track, member in enumerate(in_group):
        if member and (relevant is None or relevant[track]):
            taken = a if plan.hand_track[track] else a + b
            values[track] = min(values[track] + taken, plan.caps[track])
    return tuple(values)
