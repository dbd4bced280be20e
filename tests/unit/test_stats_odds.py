"""Exact odds against brute-force enumeration of every hand, and against Monte Carlo."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations
from math import comb, sqrt

import pytest
from factories import fixture_deck, sg_card
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from stargate_vcg.cards import CardType, Skill
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.statistics import cards_seen, odds, odds_by_turn, parse_condition
from stargate_vcg.statistics.conditions import Condition
from stargate_vcg.statistics.hypergeometric import (
    make_cells,
    p_at_least,
    probability,
    with_mulligan,
)

TYPES = [CardType.SUPPORT_CHARACTER, CardType.EVENT, CardType.OBSTACLE, CardType.GEAR]


def _deck(spec: list[tuple[CardType, tuple[str, ...], int, int]]) -> Deck:
    """A small Stargate deck: (type, traits, combat rating, copies) per title."""
    entries = []
    for i, (card_type, traits, combat, copies) in enumerate(spec):
        card = sg_card(f"Card {i}", card_type, traits=traits, cost=i % 3,
                       skills={Skill.COMBAT: combat})
        entries.append(DeckEntry(name=card.name, quantity=copies, card=card))
    return Deck(game=Game.STARGATE, sections={Section.DECK: entries})


def _positions(deck: Deck) -> list[DeckEntry]:
    """One item per copy, so that hands can be enumerated over card positions."""
    return [e for e in deck.section(Section.DECK) for _ in range(e.quantity)]


def _holds(condition: Condition, hand: list[DeckEntry]) -> bool:
    counts = {s: sum(1 for e in hand if s.matches(e)) for s in condition.selectors}
    return condition.holds(counts)


def brute_force(deck: Deck, text: str, seen: int) -> Fraction:
    condition = parse_condition(text)
    cards = _positions(deck)
    seen = min(seen, len(cards))
    hands = list(combinations(range(len(cards)), seen))
    wins = sum(1 for hand in hands if _holds(condition, [cards[i] for i in hand]))
    return Fraction(wins, len(hands))


def brute_force_mulligan(deck: Deck, text: str, keep_text: str, hand: int, extra: int) -> Fraction:
    """Walk the mulligan rule itself: keep or redraw, then the extra cards."""
    goal, keep = parse_condition(text), parse_condition(keep_text)
    cards = _positions(deck)
    redraw = brute_force(deck, text, hand + extra)
    total = Fraction(0)
    first_hands = list(combinations(range(len(cards)), hand))
    for first in first_hands:
        if not _holds(keep, [cards[i] for i in first]):
            total += redraw
            continue
        left = [i for i in range(len(cards)) if i not in first]
        more = list(combinations(left, extra))
        wins = sum(1 for m in more if _holds(goal, [cards[i] for i in (*first, *m)]))
        total += Fraction(wins, len(more))
    return total / len(first_hands)


SMALL = _deck([(CardType.SUPPORT_CHARACTER, ("Jaffa",), 2, 2),
               (CardType.SUPPORT_CHARACTER, (), 1, 1),
               (CardType.EVENT, ("Jaffa",), 0, 2),
               (CardType.OBSTACLE, (), 3, 3),
               (CardType.GEAR, ("SGC",), 0, 2)])

CONDITIONS = [
    "Card 0 >= 1",
    "type:obstacle >= 2",
    "trait:Jaffa >= 1 and type:event >= 1",
    "trait:Jaffa >= 2 and type:support >= 1",  # overlapping groups
    "support:combat>=2 >= 1",
    "type:obstacle == 0 or Card 4 >= 2",
    "any:combat>=1 < 3 and hero >= 1",
]


@pytest.mark.parametrize("text", CONDITIONS)
@pytest.mark.parametrize("seen", [1, 3, 5])
def test_exact_odds_equal_enumeration(text: str, seen: int) -> None:
    result = odds(SMALL, text, hand=seen, mulligan=False)
    assert Fraction(result.p_exact) == brute_force(SMALL, text, seen)


@pytest.mark.parametrize("text,keep", [(CONDITIONS[0], CONDITIONS[0]),
                                       (CONDITIONS[2], "type:obstacle >= 1"),
                                       (CONDITIONS[3], CONDITIONS[3])])
@pytest.mark.parametrize("extra", [0, 2])
def test_mulligan_odds_equal_enumeration(text: str, keep: str, extra: int) -> None:
    result = odds(SMALL, text, hand=3, cards_played=extra, keep=keep, mulligan=True)
    assert result.p_with_mulligan_exact is not None
    expected = brute_force_mulligan(SMALL, text, keep, 3, extra)
    assert Fraction(result.p_with_mulligan_exact) == expected


def test_mulligan_formula_for_the_default_rule() -> None:
    # "Mulligan when the hand has no copy": P = p + (1 - p) * p.
    p = p_at_least(45, 3, 8, 1)
    assert with_mulligan(p, p, p) == p + (1 - p) * p
    result = odds(fixture_deck(), "Fixture Medic >= 1")
    assert Fraction(result.p_with_mulligan_exact or "0") == p + (1 - p) * p
    assert result.keep_rule == "Fixture Medic >= 1"


def test_p_at_least_matches_the_textbook_value() -> None:
    # P(at least one of 3 copies in 8 cards from 60) = 1 - C(57,8)/C(60,8)
    assert p_at_least(60, 3, 8, 1) == 1 - Fraction(comb(57, 8), comb(60, 8))
    assert p_at_least(60, 3, 8, 0) == 1
    assert p_at_least(60, 3, 8, 4) == 0


def test_turns_add_the_cards_played() -> None:
    assert cards_seen(8, 1, 3) == 8
    assert cards_seen(8, 4, 3) == 17
    results = odds_by_turn(fixture_deck(), "Fixture Medic >= 1", 3, 2)
    assert [r.cards_seen for r in results] == [8, 10, 12]
    assert [r.turn for r in results] == [1, 2, 3]
    assert results[2].p == pytest.approx(float(p_at_least(45, 3, 12, 1)))
    assert results[0].p < results[1].p < results[2].p


def test_seeing_more_than_the_deck_sees_it_all() -> None:
    result = odds(SMALL, "type:obstacle >= 3", cards_played=100, mulligan=False)
    assert result.cards_seen == 10
    assert result.p == 1.0


def test_cells_group_overlapping_cards_once() -> None:
    cells = make_cells([(2, [True, True]), (3, [True, False]), (4, [False, False])], 2)
    assert cells.total == 9 and cells.rest == 4
    assert sorted(cells.sizes) == [2, 3]
    assert probability(cells, 9, lambda c: c == (5, 2)) == 1


# --- random decks and conditions -----------------------------------------------------

card_spec = st.tuples(st.sampled_from(TYPES), st.sampled_from([(), ("Jaffa",), ("SGC",)]),
                      st.integers(0, 3), st.integers(1, 3))
clause = st.tuples(st.sampled_from(["type:support", "type:obstacle", "trait:Jaffa",
                                    "trait:SGC", "support:combat>=2", "Card 0", "hero"]),
                   st.sampled_from([">=", "<=", "==", ">"]), st.integers(0, 3))
condition_text = st.lists(st.lists(clause, min_size=1, max_size=3), min_size=1, max_size=2).map(
    lambda alts: " or ".join(" and ".join(f"{s} {op} {n}" for s, op, n in c) for c in alts))


def _traits_present(deck: Deck, text: str) -> bool:
    traits = {t for e in deck.section(Section.DECK) for t in getattr(e.card, "traits", ())}
    return all(t in traits for t in ("Jaffa", "SGC") if f"trait:{t}" in text)


@settings(max_examples=40, deadline=None)
@given(spec=st.lists(card_spec, min_size=1, max_size=5), text=condition_text,
       seen=st.integers(1, 5))
def test_random_conditions_equal_enumeration(spec: list[tuple[CardType, tuple[str, ...], int, int]],
                                             text: str, seen: int) -> None:
    deck = _deck(spec)
    assume(_traits_present(deck, text))  # an absent trait is an error (below)
    result = odds(deck, text, hand=seen, mulligan=False)
    assert Fraction(result.p_exact) == brute_force(deck, text, seen)


MC_SAMPLES = 3000


@settings(max_examples=15, deadline=None)
@given(spec=st.lists(card_spec, min_size=3, max_size=12), text=condition_text,
       seed=st.integers(0, 2**32 - 1))
def test_random_conditions_agree_with_monte_carlo(
        spec: list[tuple[CardType, tuple[str, ...], int, int]], text: str, seed: int) -> None:
    """Tolerance: 4.5 standard errors of a 3000-sample estimate, plus 0.005."""
    deck = _deck(spec)
    assume(_traits_present(deck, text))
    result = odds(deck, text, hand=8, cards_played=2, mulligan=True)
    condition = parse_condition(text)
    cards = _positions(deck)
    selectors = condition.selectors
    member = [[s.matches(c) for s in selectors] for c in cards]
    rng = random.Random(seed)
    seen = min(10, len(cards))

    def holds(positions: list[int]) -> bool:
        counts = {s: sum(member[p][j] for p in positions) for j, s in enumerate(selectors)}
        return condition.holds(counts)

    def one_game() -> bool:
        order = rng.sample(range(len(cards)), len(cards))  # a shuffled deck
        if not holds(order[:8]):  # keep rule: the condition itself
            order = rng.sample(range(len(cards)), len(cards))  # shuffle back, redraw, keep
        return holds(order[:seen])

    hits = sum(one_game() for _ in range(MC_SAMPLES))
    expected = result.p_with_mulligan or 0.0
    tolerance = 4.5 * sqrt(max(expected * (1 - expected), 1e-9) / MC_SAMPLES) + 0.005
    assert abs(hits / MC_SAMPLES - expected) <= tolerance



def test_counts_stop_where_the_comparison_stops_telling_them_apart() -> None:
    """`>= n` and `< n` need counts up to n only; the rest up to n + 1. Each extra unit
    multiplies the states (8 `Title >= 1` groups over 20 cards took minutes)."""
    from stargate_vcg.statistics.joint import _Plan
    from stargate_vcg.statistics.odds import _cells, _compile

    condition = parse_condition("Card 0 >= 1 or Card 1 > 1 or Card 2 < 2 or Card 3 == 2")
    selectors = list(condition.selectors)
    plan = _Plan(_cells(SMALL.section(Section.DECK), selectors),
                 [(_compile(condition, selectors), False)])
    assert plan.caps == [1, 2, 2, 3]


@pytest.mark.parametrize("extra", [0, 2, 4])
def test_default_keep_rule_shortcut_equals_the_two_stage_count(extra: int) -> None:
    """For a condition that only grows, P(keep and success) = P(keep); an equivalent
    keep rule written differently takes the two-stage enumeration, which must agree."""
    text = "trait:Jaffa >= 1 and Card 3 >= 2 or type:gear > 0"
    same = odds(SMALL, text, hand=3, cards_played=extra, mulligan=True)
    staged = odds(SMALL, text, hand=3, cards_played=extra, mulligan=True,
                  keep="trait:Jaffa > 0 and Card 3 > 1 or type:gear >= 1")
    assert same.p_with_mulligan_exact == staged.p_with_mulligan_exact
    expected = brute_force_mulligan(SMALL, text, text, 3, extra)
    assert Fraction(same.p_with_mulligan_exact or "0") == expected


def test_too_many_groups_in_one_condition_is_refused() -> None:
    from stargate_vcg.statistics import ConditionError

    text = " or ".join(f"Card {i} >= 1" for i in range(13))
    with pytest.raises(ConditionError, match="13 different card groups; at most 12"):
        parse_condition(text)
    assert len(parse_condition(" or ".join(f"Card {i} >= 1" for i in range(12))).selectors) == 12


@pytest.mark.parametrize(("value", "shown"), [
    (0.99998, ">99.9%"), (1.0, "100.0%"), (0.0, "0.0%"), (0.00001, "<0.1%"),
    (0.5, "50.0%"), (0.9994, "99.9%"), (0.99996, ">99.99%"),
])
def test_percentages_never_round_to_certainty(value: float, shown: str) -> None:
    from stargate_vcg.statistics import percent

    digits = 2 if shown == ">99.99%" else 1
    assert percent(value, digits) == shown


def test_unknown_trait_is_an_error_with_suggestions() -> None:
    from stargate_vcg.statistics import ConditionError

    with pytest.raises(ConditionError, match="did you mean: Jaffa"):
        odds(SMALL, "trait:Jafa >= 1")


def test_team_character_title_is_never_drawn_and_says_so() -> None:
    from stargate_vcg.statistics import ConditionError

    deck = fixture_deck()
    leader = deck.section(Section.TEAM)[0].card
    assert leader is not None
    with pytest.raises(ConditionError, match=r"in your team .* not in the draw deck"):
        odds(deck, f"{leader.title} >= 1")
