"""Card models and card databases for both games.

Names are imported lazily (as in the top-level package) so that light modules such as
`cards.names` and `cards.cache` can be used without importing pydantic: `cards show`
must start fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from stargate_vcg.cards.database import CardDatabase
    from stargate_vcg.cards.names import normalize_name
    from stargate_vcg.cards.stargate import (
        SKILLS,
        Allegiance,
        CardType,
        Glyph,
        Keywords,
        Skill,
        StargateCard,
    )

_LAZY: dict[str, str] = {
    "CardDatabase": "stargate_vcg.cards.database",
    "normalize_name": "stargate_vcg.cards.names",
    **{name: "stargate_vcg.cards.stargate" for name in (
        "SKILLS", "Allegiance", "CardType", "Glyph", "Keywords", "Skill", "StargateCard")},
}

__all__ = [
    "SKILLS",
    "Allegiance",
    "CardDatabase",
    "CardType",
    "Glyph",
    "Keywords",
    "Skill",
    "StargateCard",
    "normalize_name",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
