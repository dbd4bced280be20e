"""Deck statistics with exact draw odds (issue 4).

`stats(deck)` gives a `DeckStats` (its JSON form is the `stats --json` document);
`odds(deck, condition, ...)` answers one query in the condition language of
`stargate_vcg.stats.conditions`.
"""

import sys
import types
from typing import Any

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


class _CallableModule(types.ModuleType):
    """`stargate_vcg.stats` names both this package and the `stats()` function. Once the
    package is imported, Python binds the package attribute to this module, hiding the
    function that `stargate_vcg.__getattr__` would give; calling the module calls it."""

    def __call__(self, *args: Any, **kwargs: Any) -> DeckStats:
        return stats(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
