"""The Impresa procedure's arithmetic (Impresa P.29-P.41): who may take part, the sums
per category, and scoring."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from stargate_vcg.engine.trek.table import PERSONAGGIO, ImpresaRules

if TYPE_CHECKING:
    from stargate_vcg.engine.trek.game import TrekGame


def eligible(game: TrekGame, rules: ImpresaRules, characters: Iterable[int]) -> list[int]:
    """The characters the Impresa's `only` limitations let take part (P.30)."""
    attrs = game.table.attrs
    return [c for c in characters if all(a in attrs[c] for a in rules.only)]


def subsets(pool: Sequence[int], smallest: int, largest: int | None) -> list[tuple[int, ...]]:
    top = len(pool) if largest is None else min(largest, len(pool))
    return [combo for size in range(smallest, top + 1) for combo in combinations(pool, size)]


def room(rules: ImpresaRules, taken: int) -> int | None:
    """How many more characters may join under `max_participants` (None: no limit)."""
    if rules.max_participants is None:
        return None
    return max(rules.max_participants - taken, 0)


def revealable(game: TrekGame, rules: ImpresaRules, secrets: Sequence[int]) -> list[int]:
    """Secret cards that can be turned face up and take part: Personaggi only (P.31.6)."""
    kinds = game.table.kind
    return eligible(game, rules, [c for c in secrets if kinds[c] == PERSONAGGIO])


def totals(game: TrekGame, rules: ImpresaRules, participants: Sequence[int]) -> list[int]:
    """P.31.7: category sums with equipment, minus the Danni at the current alert level."""
    table = game.table
    sums = [0, 0, 0, 0]
    for character in participants:
        cats = table.cats[character]
        for i in range(4):
            sums[i] += cats[i]
        equipment = game.equip.get(character)
        if equipment is not None and not rules.no_equipment:
            modifier = table.modifier[equipment]
            for i in range(4):
                sums[i] += modifier[i]
    alert = table.alert[game.status]
    for danni in game.danni:
        penalty = table.penalty[danni][alert]
        for i in range(4):
            sums[i] -= penalty[i]
    return sums


def completed(game: TrekGame, impresa: int, participants: Sequence[int]) -> bool:
    """Every printed minimum reached (P.31.7) and every `requires` met (P.30)."""
    table = game.table
    rules = table.rules[impresa]
    sums = totals(game, rules, participants)
    if any(sums[i] < minimum for i, minimum in table.minimum[impresa]):
        return False
    attrs = table.attrs
    return all(any(a in attrs[c] for c in participants) for a in rules.requires)


def bonus(game: TrekGame, impresa: int, participants: Sequence[int]) -> int:
    """Bonus points printed on the Impresa for the player who played it (P.30)."""
    attrs = game.table.attrs
    return sum(amount for amount, attribute in game.table.rules[impresa].bonus
               if any(attribute in attrs[c] for c in participants))
