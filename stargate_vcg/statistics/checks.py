"""Selectors that match nothing in the draw deck: a typo, or a card that is never drawn.

Titles and traits are open-ended, so the parser accepts any; `odds` then refuses one
that no card of the draw deck has, with close matches, instead of answering 0%.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Section
from stargate_vcg.statistics.conditions import Condition, ConditionError, check_names

_NOT_DRAWN = {Section.TEAM: "team (it starts in play)",
              Section.MISSIONS: "mission pile"}


def check_selectors(condition: Condition, deck: Deck, entries: Sequence[DeckEntry]) -> None:
    for selector in condition.selectors:
        if selector.kind not in ("name", "trait") or any(selector.matches(e) for e in entries):
            continue
        if selector.kind == "trait":
            _unknown_trait(condition, selector.text, selector.value, entries)
        for section, where in _NOT_DRAWN.items():
            if any(selector.matches(e) for e in deck.section(section)):
                raise ConditionError(
                    condition.text, f"{selector.text} is in your {where}, not in the draw "
                    "deck, so it is never drawn; copies of it in the draw deck are what "
                    "you can draw")
    check_names(condition, entries)


def _unknown_trait(condition: Condition, shown: str, key: str,
                   entries: Sequence[DeckEntry]) -> None:
    traits = sorted({t for e in entries if isinstance(e.card, StargateCard)
                     for t in e.card.traits})
    if not traits:
        raise ConditionError(condition.text, f"no card of the draw deck has a trait ({shown})")
    keys = {normalize_name(t): t for t in traits}
    close = difflib.get_close_matches(key, list(keys), n=3, cutoff=0.6)
    hint = (f"did you mean: {', '.join(keys[c] for c in close)}?" if close
            else f"traits in the draw deck: {', '.join(traits[:12])}"
            + (", ..." if len(traits) > 12 else ""))
    raise ConditionError(condition.text, f"no card with {shown} in the draw deck ({hint})")
