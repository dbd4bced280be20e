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
    # Four named sums and tuple unpacking: a quarter of the bytecodes of index loops.
    table = game.table
    cats = table.cats
    modifier = table.modifier
    equip = {} if rules.no_equipment else game.equip  # P.30 "no_equipment"
    t = s = i = m = 0
    for character in participants:
        dt, ds, di, dm = cats[character]
        t += dt
        s += ds
        i += di
        m += dm
        equipment = equip.get(character)
        if equipment is not None:
            dt, ds, di, dm = modifier[equipment]
            t += dt
            s += ds
            i += di
            m += dm
    alert = table.alert[game.status]
    penalty = table.penalty
    for danni in game.danni:
        dt, ds, di, dm = penalty[danni][alert]  # P.25: the current alert level
        t -= dt
        s -= ds
        i -= di
        m -= dm
    return [t, s, i, m]


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
