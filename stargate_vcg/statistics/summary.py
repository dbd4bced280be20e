"""`stats(deck) -> DeckStats`: everything about a deck, for both games."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from stargate_vcg.cards.stargate import SKILLS, StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Game
from stargate_vcg.statistics.conditions import TYPE_ALIASES, parse_selector
from stargate_vcg.statistics.hypergeometric import p_at_least, with_mulligan
from stargate_vcg.statistics.models import Counts, DeckStats, DrawRules, GroupOdds, TitleOdds
from stargate_vcg.statistics.odds import draw_pile, opening_hand_size
from stargate_vcg.statistics.stargate import (
    mission_stats,
    team_stats,
    victory_total_given,
    villain_stats,
)
from stargate_vcg.statistics.trek import DEFAULT_TURNS, trek_stats

MULLIGAN_RULE = "mulligan when the opening hand has no copy (of the title / of the group)"
# The short name of each type, as the condition language writes it.
_SHORT_TYPE = {str(v): k for k, v in reversed(TYPE_ALIASES.items())}
GROUP_MAX_K = 3  # groups report P(at least 1, 2, 3)
SUPPORT_SKILL_MIN = 2  # "support with Combat >= 2": a support that carries a mission


def _title(entry: DeckEntry) -> str:
    return entry.card.title if entry.card is not None else entry.name


def _at_least(copies: int, deck_size: int, hand: int, mulligan: bool,
              ks: range) -> tuple[dict[int, float], dict[int, float] | None]:
    """P(at least k) in the opening hand, and with the mulligan under the rule "mulligan
    when the opening hand has none": keep = (>= 1), and for k >= 1 the success
    (>= k) implies keep, so P(success and keep) = P(success)."""
    plain: dict[int, float] = {}
    with_mull: dict[int, float] = {}
    p_keep = p_at_least(deck_size, copies, hand, 1)
    for k in ks:
        p = p_at_least(deck_size, copies, hand, k)
        plain[k] = float(p)
        with_mull[k] = float(with_mulligan(p, p_keep, p))
    return plain, (with_mull if mulligan else None)


def _counts(deck: Deck, entries: Sequence[DeckEntry]) -> Counts:
    by_type: Counter[str] = Counter()
    by_allegiance: Counter[str] = Counter()
    for entry in entries:
        card = entry.card
        if card is None:
            continue
        by_type[_SHORT_TYPE.get(str(card.type), str(card.type))] += entry.quantity
        if isinstance(card, StargateCard):
            by_allegiance[str(card.allegiance) if card.allegiance else "none"] += entry.quantity
    return Counts(sections={str(s): deck.count(s) for s in deck.sections},
                  by_type=dict(by_type), by_allegiance=dict(by_allegiance),
                  unknown=sum(e.quantity for e in deck.unknown()))


def _title_odds(entries: Sequence[DeckEntry], hand: int,
                mulligan: bool) -> tuple[dict[str, TitleOdds], dict[str, int]]:
    copies: Counter[str] = Counter()
    for entry in entries:
        copies[_title(entry)] += entry.quantity
    size = sum(copies.values())
    titles: dict[str, TitleOdds] = {}
    for title, n in sorted(copies.items()):
        plain, with_mull = _at_least(n, size, hand, mulligan, range(1, min(n, 3) + 1))
        titles[title] = TitleOdds(
            copies=n, p_opening=plain[1],
            p_opening_with_mulligan=with_mull[1] if with_mull is not None else None,
            p_at_least=plain, p_at_least_with_mulligan=with_mull)
    return titles, dict(sorted(copies.items()))


def _group_selectors(entries: Sequence[DeckEntry]) -> list[str]:
    types: dict[str, None] = {}
    traits: dict[str, None] = {}
    for entry in entries:
        if entry.card is None:
            continue
        types[_SHORT_TYPE.get(str(entry.card.type), str(entry.card.type))] = None
        if isinstance(entry.card, StargateCard):
            traits.update(dict.fromkeys(entry.card.traits))
    texts = [f"type:{t}" for t in types] + [f"trait:{t}" for t in sorted(traits)]
    if any(isinstance(e.card, StargateCard) for e in entries):
        texts += ["hero", "villain"]
        texts += [f"support:{s}>={SUPPORT_SKILL_MIN}" for s in SKILLS]
    return texts


def _group_odds(entries: Sequence[DeckEntry], hand: int, mulligan: bool) -> dict[str, GroupOdds]:
    size = sum(e.quantity for e in entries)
    groups: dict[str, GroupOdds] = {}
    for text in _group_selectors(entries):
        selector = parse_selector(text)
        n = sum(e.quantity for e in entries if selector.matches(e))
        if n == 0:
            continue
        plain, with_mull = _at_least(n, size, hand, mulligan, range(1, GROUP_MAX_K + 1))
        groups[selector.text] = GroupOdds(
            copies=n, p_at_least=plain,
            p_opening_with_mulligan=with_mull[1] if with_mull is not None else None,
            p_at_least_with_mulligan=with_mull)
    return groups


def _cost_curve(entries: Sequence[DeckEntry]) -> dict[str, dict[int, int]]:
    curve: dict[str, Counter[int]] = {}
    for entry in entries:
        card = entry.card
        if isinstance(card, StargateCard) and card.cost is not None:
            key = _SHORT_TYPE.get(str(card.type), str(card.type))
            curve.setdefault(key, Counter())[card.cost] += entry.quantity
    return {t: dict(sorted(c.items())) for t, c in curve.items()}


def _traits(entries: Sequence[DeckEntry]) -> dict[str, int]:
    traits: Counter[str] = Counter()
    for entry in entries:
        if isinstance(entry.card, StargateCard):
            for trait in entry.card.traits:
                traits[trait] += entry.quantity
    return dict(sorted(traits.items(), key=lambda item: (-item[1], item[0])))


def stats(deck: Deck, *, trek_turns: int = DEFAULT_TURNS,
          trek_cards_per_turn: int = 1) -> DeckStats:
    """Every statistic of a deck (Stargate TCG or Star Trek VCG).

    The Trek turn-by-turn table covers `trek_turns` turns drawing `trek_cards_per_turn`
    cards each (regolamento "Turno di gioco" P.01: one card when you draw).
    """
    entries = draw_pile(deck)
    hand = opening_hand_size(deck.game)
    stargate = deck.game is Game.STARGATE
    titles, copies = _title_odds(entries, hand, mulligan=stargate)
    result = DeckStats(
        game=str(deck.game), name=deck.name, counts=_counts(deck, entries),
        victory_total_given=victory_total_given(deck) if stargate else None,
        draw=DrawRules(deck_size=sum(e.quantity for e in entries), opening_hand=hand,
                       mulligan=MULLIGAN_RULE if stargate else None),
        titles=titles, groups=_group_odds(entries, hand, mulligan=stargate),
        cost_curve=_cost_curve(entries), traits=_traits(entries), copies=copies,
    )
    if stargate:
        result.team = team_stats(deck)
        result.missions = mission_stats(deck)
        result.villain = villain_stats(deck)
    else:
        result.trek = trek_stats(deck, trek_turns, trek_cards_per_turn)
    return result

