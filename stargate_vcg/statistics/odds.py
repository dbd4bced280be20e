"""`odds(deck, condition, ...)`: exact odds of a condition in the cards seen.

Stargate TCG (rulebook "Starting a Game", "Debrief Phase"): the opening hand is 8
cards; once, the hand may be shuffled back for a new hand of 8 (the mulligan); at every
debrief the hand refills to 8, so the cards seen by a later turn are 8 plus the cards
played meanwhile: `cards_played` is that number, an explicit parameter.

Star Trek VCG (regolamento "Preparazione" P.03, "Turno di gioco" P.01): 5 cards, no
mulligan, and a player may draw one card per turn. Cards seen by others (their hands,
the Status search at set-up) are unknown to you, so your cards are treated as a random
draw from the 68; the discard pile turned over when the pile runs out (P.04) is ignored.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from pydantic import BaseModel

from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.statistics.checks import check_selectors
from stargate_vcg.statistics.conditions import (
    Condition,
    ConditionError,
    Selector,
    parse_condition,
)
from stargate_vcg.statistics.hypergeometric import Cells, make_cells, with_mulligan
from stargate_vcg.statistics.joint import Budget, Compiled, TooComplex, joint_probability

STARGATE_HAND = 8  # rulebook "Starting a Game": draw eight cards
TREK_HAND = 5  # regolamento "Preparazione" P.03: 5 carte


class OddsResult(BaseModel):
    """One odds query. Probabilities are floats; `*_exact` are the exact fractions."""

    condition: str
    keep_rule: str | None  # keep the opening hand when this holds; None: no mulligan
    turn: int | None = None  # set by odds_by_turn
    deck_size: int
    hand_size: int
    cards_seen: int
    p: float
    p_exact: str
    p_with_mulligan: float | None
    p_with_mulligan_exact: str | None


def opening_hand_size(game: Game) -> int:
    return STARGATE_HAND if game is Game.STARGATE else TREK_HAND


def draw_pile(deck: Deck) -> list[DeckEntry]:
    """The entries drawn from: the Stargate draw deck (not team nor missions), or the 68."""
    return list(deck.section(Section.DECK))


def cards_seen(hand: int, turn: int, cards_per_turn: int) -> int:
    """Cards seen at the start of `turn` (turn 1 = the opening hand).

    Every turn refills what it consumed (Stargate: both players refill at every debrief;
    Trek: one card drawn per turn), so turn N has seen hand + (N - 1) * cards_per_turn.
    """
    if turn < 1:
        raise ValueError("turns count from 1 (the opening hand)")
    if cards_per_turn < 0:
        raise ValueError("cards per turn cannot be negative")
    return hand + (turn - 1) * cards_per_turn


def _as_condition(condition: str | Condition) -> Condition:
    return parse_condition(condition) if isinstance(condition, str) else condition


def _compile(condition: Condition, selectors: Sequence[Selector]) -> Compiled:
    """The condition as (selector index, op, count) tuples, for the dynamic programme."""
    index = {s: i for i, s in enumerate(selectors)}
    return tuple(tuple((index[c.selector], c.op, c.count) for c in clauses)
                 for clauses in condition.alternatives)


def _only_grows(compiled: Compiled) -> bool:
    """True when seeing more cards can only keep the condition true (`>=` and `>`)."""
    return all(op in (">=", ">") for clauses in compiled for _, op, _ in clauses)


def _cells(entries: Sequence[DeckEntry], selectors: Sequence[Selector]) -> Cells:
    items = [(e.quantity, [s.matches(e) for s in selectors]) for e in entries]
    return make_cells(items, len(selectors))


def _fraction_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def odds(deck: Deck, condition: str | Condition, *, cards_played: int = 0,
         keep: str | Condition | None = None, mulligan: bool | None = None,
         hand: int | None = None, budget: Budget | None = None) -> OddsResult:
    """Exact odds that `condition` holds in the opening hand plus `cards_played` more cards.

    With the mulligan (Stargate default), the keep rule is `keep` (default: the
    condition itself, i.e. "mulligan when the opening hand fails the condition"), judged
    on the opening hand only; the second hand is kept whatever it is. A condition too
    complex to count within `budget` (default: `joint.MAX_WORK` steps) is refused.
    """
    target = _as_condition(condition)
    keep_rule = _as_condition(keep) if keep is not None else target
    hand_size = hand if hand is not None else opening_hand_size(deck.game)
    use_mulligan = deck.game is Game.STARGATE if mulligan is None else mulligan
    entries = draw_pile(deck)
    check_selectors(target, deck, entries)
    check_selectors(keep_rule, deck, entries)
    selectors = list(dict.fromkeys((*target.selectors, *keep_rule.selectors)))
    cells = _cells(entries, selectors)
    goal = _compile(target, selectors)
    kept = _compile(keep_rule, selectors)
    seen = min(hand_size + max(cards_played, 0), cells.total)
    budget = budget if budget is not None else Budget()
    try:
        p = joint_probability(cells, seen, 0, [(goal, False)], budget)
        p_mull: Fraction | None = None
        if use_mulligan:
            p_keep = joint_probability(cells, hand_size, 0, [(kept, False)], budget)
            if kept == goal and _only_grows(goal):
                # A hand kept because it meets the goal still meets it with more cards
                # seen: P(keep and success) = P(keep), without the two-stage count.
                p_both = p_keep
            else:
                p_both = joint_probability(cells, hand_size, seen - min(hand_size, cells.total),
                                           [(kept, True), (goal, False)], budget)
            p_mull = with_mulligan(p_both, p_keep, p)
    except TooComplex as error:
        shown = str(target) if keep_rule == target else f"{target} (keep: {keep_rule})"
        raise ConditionError(shown, f"too many combinations of group counts to count "
                             f"exactly ({error}, over {seen} cards seen); use fewer groups, "
                             "groups that overlap less, or a smaller --turns") from None
    return OddsResult(
        condition=str(target), keep_rule=str(keep_rule) if use_mulligan else None,
        deck_size=cells.total, hand_size=hand_size, cards_seen=seen,
        p=float(p), p_exact=_fraction_text(p),
        p_with_mulligan=float(p_mull) if p_mull is not None else None,
        p_with_mulligan_exact=_fraction_text(p_mull) if p_mull is not None else None,
    )


def odds_by_turn(deck: Deck, condition: str | Condition, turns: int, cards_per_turn: int,
                 keep: str | Condition | None = None,
                 mulligan: bool | None = None) -> list[OddsResult]:
    """`odds` at the start of turns 1..turns, each turn consuming `cards_per_turn` cards."""
    hand = opening_hand_size(deck.game)
    budget = Budget()  # for all the turns: a refusal comes within seconds, not per turn
    results = []
    for turn in range(1, turns + 1):
        result = odds(deck, condition, keep=keep, mulligan=mulligan, budget=budget,
                      cards_played=cards_seen(hand, turn, cards_per_turn) - hand)
        result.turn = turn
        results.append(result)
    return results
