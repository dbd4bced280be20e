"""Deck statistics with exact draw odds.

`stats(deck)` gives a `DeckStats` (its JSON form is the `stats --json` document);
`odds(deck, condition, ...)` answers one query in the condition language of
`stargate_vcg.statistics.conditions`.
"""

from stargate_vcg.statistics.conditions import Condition, ConditionError, parse_condition
from stargate_vcg.statistics.models import DeckStats, percent
from stargate_vcg.statistics.odds import OddsResult, cards_seen, odds, odds_by_turn
from stargate_vcg.statistics.summary import stats

__all__ = [
    "Condition",
    "ConditionError",
    "DeckStats",
    "OddsResult",
    "cards_seen",
    "odds",
    "odds_by_turn",
    "parse_condition",
    "percent",
    "stats",
]
