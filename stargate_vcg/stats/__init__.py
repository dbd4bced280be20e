"""Deck statistics with exact draw odds (issue 4).

`stats(deck)` gives a `DeckStats` (its JSON form is the `stats --json` document);
`odds(deck, condition, ...)` answers one query in the condition language of
`stargate_vcg.stats.conditions`.
"""

from stargate_vcg.stats.conditions import Condition, ConditionError, parse_condition
from stargate_vcg.stats.models import DeckStats
from stargate_vcg.stats.odds import OddsResult, cards_seen, odds, odds_by_turn
from stargate_vcg.stats.summary import stats

__all__ = [
    "Condition",
    "ConditionError",
    "DeckStats",
    "OddsResult",
    "cards_seen",
    "odds",
    "odds_by_turn",
    "parse_condition",
    "stats",
]
