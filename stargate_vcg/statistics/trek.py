"""Star Trek VCG statistics: composition, category totals, imprese against the crew,
and the opening-hand odds (regolamento "Preparazione", "Tipologie di carte")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from stargate_vcg.cards.trek import (
    CATEGORIES,
    AlertLevel,
    Category,
    Danni,
    Equipaggiamento,
    Impresa,
    Personaggio,
    TrekType,
)
from stargate_vcg.decklists.model import AnyCard, Deck, DeckEntry
from stargate_vcg.statistics.hypergeometric import make_cells, probability
from stargate_vcg.statistics.models import ImpresaReach, TrekOpening, TrekStats
from stargate_vcg.statistics.odds import TREK_HAND, cards_seen, draw_pile

# How many turns the turn-by-turn table shows by default.
DEFAULT_TURNS = 10


def _copies(entries: Sequence[DeckEntry]) -> list[tuple[AnyCard, int]]:
    return [(e.card, e.quantity) for e in entries if e.card is not None]


def trek_stats(deck: Deck, turns: int = DEFAULT_TURNS, cards_per_turn: int = 1) -> TrekStats:
    entries = draw_pile(deck)
    composition: Counter[str] = Counter()
    for card, quantity in _copies(entries):
        composition[str(card.type)] += quantity
    crew = [card for card, q in _copies(entries) if isinstance(card, Personaggio)
            for _ in range(q)]
    table = [trek_draw_odds(entries, turn, cards_per_turn) for turn in range(1, turns + 1)]
    return TrekStats(
        composition={t.value: composition.get(t.value, 0) for t in TrekType},
        category_totals=_category_totals(entries),
        danni_by_alert=_danni_by_alert(entries),
        imprese=[impresa_reach(card, crew) for card, _ in _copies(entries)
                 if isinstance(card, Impresa)],
        opening=table[0] if table else trek_draw_odds(entries, 1, cards_per_turn),
        by_turn=table,
    )


def _category_totals(entries: Sequence[DeckEntry]) -> dict[str, dict[str, int]]:
    totals: dict[str, Counter[Category]] = {}
    for card, quantity in _copies(entries):
        values: dict[Category, int] | None = None
        if isinstance(card, Personaggio):
            values = card.categories
        elif isinstance(card, Equipaggiamento):
            values = card.modifier
        elif isinstance(card, Impresa):
            values = card.minimum
        if values is None:
            continue
        bucket = totals.setdefault(str(card.type), Counter())
        for category, value in values.items():
            bucket[category] += value * quantity
    return {t: {str(c): bucket.get(c, 0) for c in CATEGORIES} for t, bucket in totals.items()}


def _danni_by_alert(entries: Sequence[DeckEntry]) -> dict[str, dict[str, int]]:
    totals = {level: Counter[Category]() for level in AlertLevel}
    for card, quantity in _copies(entries):
        if isinstance(card, Danni):
            for level, penalty in card.penalty.items():
                for category, value in penalty.items():
                    totals[level][category] += value * quantity
    return {str(level): {str(c): totals[level].get(c, 0) for c in CATEGORIES}
            for level in AlertLevel}


def impresa_reach(impresa: Impresa, crew: Sequence[Personaggio]) -> ImpresaReach:
    """An impresa's minima (P.29) against what the personaggi can field, ignoring
    equipaggiamenti, danni and the impresa's own limitations."""
    crew_total = {str(c): sum(p.categories.get(c, 0) for p in crew) for c in CATEGORIES}
    best = {str(c): max((p.categories.get(c, 0) for p in crew), default=0) for c in CATEGORIES}
    fieldable = all(crew_total[str(c)] >= n for c, n in impresa.minimum.items())
    return ImpresaReach(
        name=impresa.name, points=impresa.points,
        minimum={str(c): n for c, n in impresa.minimum.items()},
        crew_total=crew_total, best_single=best, fieldable=fieldable,
        min_characters=fewest_characters(impresa.minimum, crew) if fieldable else None)


def fewest_characters(minimum: dict[Category, int], crew: Sequence[Personaggio]) -> int | None:
    """Fewest personaggi whose summed categories meet every minimum (exact search).

    Iterative deepening over team sizes; a branch is cut when even the best remaining
    characters of each category cannot close that category's gap.
    """
    needs = [(c, n) for c, n in minimum.items() if n > 0]
    if not needs:
        return 0
    rows = [tuple(p.categories.get(c, 0) for c, _ in needs) for p in crew]
    goal = tuple(n for _, n in needs)
    # suffix_best[i][j][k]: sum of the k best values of category j among rows[i:]
    suffix_best = [[_top_sums([r[j] for r in rows[i:]]) for j in range(len(goal))]
                   for i in range(len(rows) + 1)]
    for size in range(1, len(rows) + 1):
        if _search(rows, goal, suffix_best, 0, size, (0,) * len(goal)):
            return size
    return None


def _top_sums(values: list[int]) -> list[int]:
    ordered = sorted(values, reverse=True)
    sums = [0]
    for v in ordered:
        sums.append(sums[-1] + v)
    return sums


def _search(rows: Sequence[tuple[int, ...]], goal: tuple[int, ...],
            suffix_best: list[list[list[int]]], start: int, left: int,
            have: tuple[int, ...]) -> bool:
    if all(h >= g for h, g in zip(have, goal, strict=True)):
        return True
    if left == 0 or start >= len(rows):
        return False
    bests = suffix_best[start]
    for j, (h, g) in enumerate(zip(have, goal, strict=True)):
        if h + bests[j][min(left, len(bests[j]) - 1)] < g:
            return False
    for i in range(start, len(rows)):
        row = rows[i]
        if _search(rows, goal, suffix_best, i + 1, left - 1,
                   tuple(h + v for h, v in zip(have, row, strict=True))):
            return True
    return False


def trek_draw_odds(entries: Sequence[DeckEntry], turn: int, cards_per_turn: int = 1,
                   hand: int = TREK_HAND) -> TrekOpening:
    """Exact P(at least one personaggio / impresa / both) among the cards seen by `turn`."""
    items = [(e.quantity, [isinstance(e.card, Personaggio), isinstance(e.card, Impresa)])
             for e in entries]
    cells = make_cells(items, 2)
    seen = min(cards_seen(hand, turn, cards_per_turn), cells.total)
    return TrekOpening(
        turn=turn, cards_seen=seen,
        p_personaggio=float(probability(cells, seen, lambda c: c[0] >= 1)),
        p_impresa=float(probability(cells, seen, lambda c: c[1] >= 1)),
        p_both=float(probability(cells, seen, lambda c: c[0] >= 1 and c[1] >= 1)),
    )
