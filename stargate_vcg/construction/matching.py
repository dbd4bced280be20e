"""Assigning missions to skills for the 3/3/3/3 mission mix.

A mission rated in two skills may count for either, so "is the mix right?" is a
bipartite matching question: missions on one side, skills with 3 slots each on the
other. Greedy counting gets it wrong (two Combat/Ingenuity missions may have to split),
so we compute a maximum matching with augmenting paths (Kuhn's algorithm). With at
most a few dozen missions and four skills this costs microseconds.
"""

from __future__ import annotations

from collections.abc import Sequence

from stargate_vcg.cards.stargate import SKILLS, Skill

SLOTS_PER_SKILL = 3


def assign_missions(options: Sequence[frozenset[Skill]],
                    slots: int = SLOTS_PER_SKILL) -> list[Skill | None]:
    """A maximum assignment of missions to skills, each skill taking at most `slots`.

    `options[i]` is the set of skills mission i may count for. The result gives each
    mission's skill, or None for missions left out of the maximum assignment.
    """
    holders: dict[Skill, list[int]] = {skill: [] for skill in SKILLS}
    assignment: list[Skill | None] = [None] * len(options)
    ordered = [[s for s in SKILLS if s in choice] for choice in options]

    def place(mission: int, seen: set[Skill]) -> bool:
        for skill in ordered[mission]:
            if skill in seen:
                continue
            # A skill is visited once per search: re-routing any of its holders is the
            # same question whichever of its slots we look at.
            seen.add(skill)
            if len(holders[skill]) < slots:
                holders[skill].append(mission)
                assignment[mission] = skill
                return True
            for holder in list(holders[skill]):
                if place(holder, seen):
                    holders[skill].remove(holder)
                    holders[skill].append(mission)
                    assignment[mission] = skill
                    return True
        return False

    for mission in range(len(options)):
        place(mission, set())
    return assignment


def matched_count(assignment: Sequence[Skill | None]) -> int:
    return sum(1 for skill in assignment if skill is not None)
