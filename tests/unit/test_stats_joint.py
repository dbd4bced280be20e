"""Combined conditions without the full joint distribution: the same exact Fractions as
the full enumeration of group counts, and a one-line refusal past the work bound."""

from __future__ import annotations

import operator
from fractions import Fraction

import pytest
from factories import sg_card
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from stargate_vcg.cards import CardType, Skill
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.statistics import ConditionError, odds, parse_condition
from stargate_vcg.statistics.hypergeometric import (
    GroupCounts,
    make_cells,
    probability,
    probability_staged,
    with_mulligan,
)
from stargate_vcg.statistics.joint import Budget, Compiled, TooComplex, joint_probability
from stargate_vcg.statistics.odds import _cells, _compile

OPS = {">=": operator.ge, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
       ">": operator.gt, "<": operator.lt}
TYPES = [CardType.SUPPORT_CHARACTER, CardType.EVENT, CardType.OBSTACLE, CardType.GEAR]
GROUPS = ["type:support", "type:event", "type:obstacle", "trait:Jaffa", "trait:SGC",
          "support:combat>=2", "any:cost<=1", "hero", "Card 0", "Card 1", "Card 2"]


def _deck(spec: list[tuple[int, int, int, int]]) -> Deck:
    entries = []
    for i, (kind, traits, combat, copies) in enumerate(spec):
        card = sg_card(f"Card {i}", TYPES[kind], traits=[(), ("Jaffa",), ("SGC",),
                                                         ("Jaffa", "SGC")][traits],
                       cost=i % 3, skills={Skill.COMBAT: combat})
        entries.append(DeckEntry(name=card.name, quantity=copies, card=card))
    return Deck(game=Game.STARGATE, sections={Section.DECK: entries})


def _holds(compiled: Compiled, counts: GroupCounts) -> bool:
    return any(all(OPS[op](counts[i], n) for i, op, n in c) for c in compiled)


def full_enumeration(deck: Deck, text: str, keep: str, hand: int, extra: int) -> Fraction:
    """The odds with the mulligan as computed before: every vector of group counts."""
    goal_condition, keep_condition = parse_condition(text), parse_condition(keep)
    selectors = list(dict.fromkeys((*goal_condition.selectors, *keep_condition.selectors)))
    cells = _cells(deck.section(Section.DECK), selectors)
    goal, kept = _compile(goal_condition, selectors), _compile(keep_condition, selectors)
    seen = min(hand + extra, cells.total)
    p = probability(cells, seen, lambda c: _holds(goal, c))
    p_keep = probability(cells, hand, lambda c: _holds(kept, c))
    p_both = probability_staged(cells, hand, seen - min(hand, cells.total),
                                lambda first, all_seen: _holds(kept, first)
                                and _holds(goal, all_seen))
    return with_mulligan(p_both, p_keep, p)


card_spec = st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3),
                      st.integers(1, 3))
clause = st.tuples(st.sampled_from(GROUPS), st.sampled_from(list(OPS)), st.integers(0, 3))
condition_text = st.lists(st.lists(clause, min_size=1, max_size=3), min_size=1,
                          max_size=3).map(
    lambda alts: " or ".join(" and ".join(f"{s} {op} {n}" for s, op, n in c) for c in alts))


@settings(max_examples=150, deadline=None)
@given(spec=st.lists(card_spec, min_size=3, max_size=7), text=condition_text,
       keep=st.none() | condition_text, hand=st.integers(0, 6), extra=st.integers(0, 5))
def test_same_fractions_as_the_full_enumeration(spec: list[tuple[int, int, int, int]],
                                                text: str, keep: str | None, hand: int,
                                                extra: int) -> None:
    deck = _deck(spec)
    try:
        result = odds(deck, text, hand=hand, cards_played=extra, keep=keep, mulligan=True)
    except ConditionError as error:
        # A trait no card of the deck has is refused (issue 13): nothing to compare.
        assume("draw deck" not in str(error))
        raise
    expected = full_enumeration(deck, text, keep or text, hand, extra)
    assert Fraction(result.p_with_mulligan_exact or "-1") == expected


def test_empty_groups_and_counts_that_cannot_be_reached() -> None:
    cells = make_cells([(3, [True, False]), (5, [False, False])], 2)
    never: Compiled = (((1, ">=", 1),),)  # the second group has no card
    assert joint_probability(cells, 4, 0, [(never, False)]) == 0
    always: Compiled = (((1, "<", 1), (0, "<=", 3)),)
    assert joint_probability(cells, 4, 2, [(always, True), (always, False)]) == 1


def test_the_work_is_counted_and_refused_past_the_bound() -> None:
    cells = make_cells([(2, [i == j for j in range(6)]) for i in range(6)], 6)
    compiled: Compiled = tuple(((i, "==", 1), ((i + 1) % 6, "<=", 1)) for i in range(6))
    exact = joint_probability(cells, 5, 3, [(compiled, True), (compiled, False)])
    assert 0 < exact < 1
    with pytest.raises(TooComplex):
        joint_probability(cells, 5, 3, [(compiled, True), (compiled, False)], Budget(100))


SEVEN_GROUPS = ("type:support == 1 and trait:Jaffa <= 2 or type:event == 2 and "
                "trait:SGC >= 1 or any:cost<=1 == 2 and type:obstacle <= 3 or Card 1 != 1")


def test_seven_overlapping_groups_over_forty_cards() -> None:
    """Out of 2 GB before (7 groups, `--turns 5 --cards-per-turn 8`): now exact and small."""
    deck = _deck([(i % 4, i % 4, i % 4, 3) for i in range(20)])
    result = odds(deck, SEVEN_GROUPS, cards_played=32, mulligan=True)
    assert result.cards_seen == 40
    assert 0 < Fraction(result.p_with_mulligan_exact or "0") < 1


def test_too_complex_is_one_line_naming_the_condition(monkeypatch: pytest.MonkeyPatch) -> None:
    from stargate_vcg.statistics import joint

    monkeypatch.setattr(joint, "MAX_WORK", 1000)
    deck = _deck([(i % 4, i % 4, i % 4, 3) for i in range(20)])
    with pytest.raises(ConditionError, match="too many combinations of group counts") as caught:
        odds(deck, SEVEN_GROUPS, cards_played=32, mulligan=True)
    assert "\n" not in str(caught.value) and "Card 1 != 1" in str(caught.value)


def test_a_cell_whose_moves_overrun_the_cards_drawn() -> None:
    """Found by the property above: a state left with no count of cards drawn."""
    deck = _deck([(0, 0, 0, 1), (0, 0, 0, 3), (0, 0, 2, 2)])
    text = "type:support >= 0 and support:combat>=2 >= 2 or Card 1 != 3"
    result = odds(deck, text, hand=1, cards_played=3, mulligan=True)
    assert Fraction(result.p_with_mulligan_exact or "-1") == full_enumeration(deck, text, text,
                                                                               1, 3)
