"""Stargate TCG card model (rulebook "Card Types"). Frozen pydantic: cards are facts."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class Skill(StrEnum):
    CULTURE = "culture"
    SCIENCE = "science"
    COMBAT = "combat"
    INGENUITY = "ingenuity"


SKILLS: tuple[Skill, ...] = (Skill.CULTURE, Skill.SCIENCE, Skill.COMBAT, Skill.INGENUITY)


class CardType(StrEnum):
    TEAM_CHARACTER = "team character"
    SUPPORT_CHARACTER = "support character"
    MISSION = "mission"
    GEAR = "gear"
    EVENT = "event"
    OBSTACLE = "obstacle"
    ADVERSARY = "adversary"
    SHIP = "ship"


class Allegiance(StrEnum):
    HERO = "hero"
    VILLAIN = "villain"


class Glyph(StrEnum):
    ORION = "orion"
    GEMINI = "gemini"
    TRIANGULUM = "triangulum"
    PISCES = "pisces"
    SCORPIUS = "scorpius"
    LIBRA = "libra"
    ORIGIN = "origin"


# Types whose skill numbers are a difficulty rather than a rating (rulebook "Card Types").
DIFFICULTY_TYPES = frozenset({CardType.MISSION, CardType.OBSTACLE, CardType.ADVERSARY})
CHARACTER_TYPES = frozenset({CardType.TEAM_CHARACTER, CardType.SUPPORT_CHARACTER})


class Keywords(BaseModel):
    """Keywords recognised in the game text (English rulebook glossary)."""

    model_config = ConfigDict(frozen=True)

    victory: bool = False
    withdraw: int | None = None
    blockade: bool = False
    dominion: bool = False
    promotion_token: bool = False


class StargateCard(BaseModel):
    """One printed Stargate TCG card.

    `skills` holds only the ratings the card has: an absent skill is not a rating of 0
    (a support character can be assigned only with a rating, even 0, in the mission's
    skill). For missions, obstacles and adversaries the same numbers are difficulties.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    title: str
    subtitle: str | None = None
    type: CardType
    allegiance: Allegiance | None = None
    traits: tuple[str, ...] = ()
    cost: int | None = None
    skills: dict[Skill, int] = Field(default_factory=dict)
    revive: int | None = None
    glyph: Glyph | None = None
    experience: int | None = None
    firepower: int | None = None
    rarity: str | None = None
    set_name: str = ""
    set_id: str = ""
    number: int | None = None
    text: str = ""
    keywords: Keywords = Field(default_factory=Keywords)

    @property
    def name(self) -> str:
        """Title and subtitle the way players write them: `Teal'c (Enemy of the Goa'uld)`."""
        return f"{self.title} ({self.subtitle})" if self.subtitle else self.title

    @property
    def point_value(self) -> int:
        """A team character's cost is its point value (rulebook "Starting a Game")."""
        return self.cost or 0

    def rating(self, skill: Skill) -> int | None:
        return self.skills.get(skill)

    @property
    def difficulty(self) -> dict[Skill, int]:
        """Difficulty per skill for missions, obstacles and adversaries; empty otherwise."""
        return dict(self.skills) if self.type in DIFFICULTY_TYPES else {}

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTER_TYPES

    @property
    def is_hero(self) -> bool:
        return self.allegiance is Allegiance.HERO

    @property
    def is_villain(self) -> bool:
        return self.allegiance is Allegiance.VILLAIN
