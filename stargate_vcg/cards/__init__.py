"""Card models and card databases for both games."""

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
