"""The mission-to-skill assignment agrees with brute force on small piles."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from stargate_vcg.cards.stargate import SKILLS, Skill
from stargate_vcg.construction.matching import assign_missions, matched_count

C, S, B, I = SKILLS  # noqa: E741 - skill initials


def _brute_force(options: list[frozenset[Skill]], slots: int) -> int:
    """Largest number of missions that can be placed, trying every choice."""
    best = 0
    choices = [[*sorted(o), None] for o in options]
    for pick in itertools.product(*choices):
        used = [s for s in pick if s is not None]
        if all(used.count(s) <= slots for s in SKILLS):
            best = max(best, len(used))
    return best


def test_dual_missions_split_between_their_skills() -> None:
    # Greedy "first skill listed" would put both dual missions in Combat and fail.
    options = [frozenset({B}), frozenset({B}), frozenset({B, I}), frozenset({B, I}),
               frozenset({I}), frozenset({I})]
    assignment = assign_missions(options)
    assert matched_count(assignment) == 6
    assert assignment.count(B) == 3 and assignment.count(I) == 3


def test_assignment_respects_each_missions_skills() -> None:
    options = [frozenset({C})] * 4 + [frozenset({S, C})]
    assignment = assign_missions(options)
    assert assignment.count(C) == 3
    assert assignment[4] is S
    assert assignment[:4].count(None) == 1


def test_mission_without_skill_is_left_out() -> None:
    assert assign_missions([frozenset()]) == [None]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.frozensets(st.sampled_from(SKILLS), max_size=2), max_size=7),
       st.integers(1, 2))
def test_maximum_matches_brute_force(options: list[frozenset[Skill]], slots: int) -> None:
    assignment = assign_missions(options, slots=slots)
    for skill, choice in zip(assignment, options, strict=True):
        assert skill is None or skill in choice
    assert all(assignment.count(s) <= slots for s in SKILLS)
    assert matched_count(assignment) == _brute_force(options, slots)
