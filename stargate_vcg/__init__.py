"""stargate-vcg: rules engines, deck validation and statistics for the Stargate TCG
and the Star Trek VCG.

The top-level names are imported lazily so that the command line starts fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from stargate_vcg.errors import (
    CardDataError,
    DeckFileError,
    IllegalAction,
    NoCardDataError,
    StargateVcgError,
)

if TYPE_CHECKING:
    from stargate_vcg.agents import RandomAgent
    from stargate_vcg.cards.database import CardDatabase
    from stargate_vcg.cards.sources import load_card_database
    from stargate_vcg.cards.trek_db import load_trek_cards
    from stargate_vcg.construction import Report, validate
    from stargate_vcg.decklists.io import load_deck
    from stargate_vcg.decklists.model import Deck, Game, Section
    from stargate_vcg.engine.stargate import StargateGame
    from stargate_vcg.engine.trek import TrekGame
    from stargate_vcg.goldfish import GoldfishResult, goldfish, goldfish_hands, goldfish_trek
    from stargate_vcg.statistics import DeckStats, odds, stats

_LAZY: dict[str, str] = {
    "CardDatabase": "stargate_vcg.cards.database",
    "load_card_database": "stargate_vcg.cards.sources",
    "load_trek_cards": "stargate_vcg.cards.trek_db",
    "Deck": "stargate_vcg.decklists.model",
    "Game": "stargate_vcg.decklists.model",
    "Section": "stargate_vcg.decklists.model",
    "load_deck": "stargate_vcg.decklists.io",
    "validate": "stargate_vcg.construction",
    "Report": "stargate_vcg.construction",
    "stats": "stargate_vcg.statistics",
    "odds": "stargate_vcg.statistics",
    "DeckStats": "stargate_vcg.statistics",
    "StargateGame": "stargate_vcg.engine.stargate",
    "TrekGame": "stargate_vcg.engine.trek",
    "RandomAgent": "stargate_vcg.agents",
    "goldfish": "stargate_vcg.goldfish",
    "goldfish_trek": "stargate_vcg.goldfish",
    "goldfish_hands": "stargate_vcg.goldfish",
    "GoldfishResult": "stargate_vcg.goldfish",
}

__all__ = [
    "CardDataError",
    "CardDatabase",
    "Deck",
    "DeckFileError",
    "DeckStats",
    "Game",
    "GoldfishResult",
    "IllegalAction",
    "NoCardDataError",
    "RandomAgent",
    "Report",
    "Section",
    "StargateGame",
    "StargateVcgError",
    "TrekGame",
    "goldfish",
    "goldfish_hands",
    "goldfish_trek",
    "load_card_database",
    "load_deck",
    "load_trek_cards",
    "odds",
    "stats",
    "validate",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'stargate_vcg' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
