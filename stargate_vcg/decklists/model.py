"""The one `Deck` model for both games, with named sections."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.cards.trek import Danni, Equipaggiamento, Impresa, Personaggio, Status

AnyCard = StargateCard | Personaggio | Status | Danni | Impresa | Equipaggiamento


class Game(StrEnum):
    STARGATE = "stargate"
    TREK = "trek"


class Section(StrEnum):
    TEAM = "team"  # Stargate: the 4 team characters
    MISSIONS = "missions"  # Stargate: the 12-card mission pile
    DECK = "deck"  # Stargate: the draw deck; Trek: the 68 cards


SECTIONS: dict[Game, tuple[Section, ...]] = {
    Game.STARGATE: (Section.TEAM, Section.MISSIONS, Section.DECK),
    Game.TREK: (Section.DECK,),
}


class DeckEntry(BaseModel):
    """One line of a decklist: a quantity of one card.

    `card` is None when the name did not resolve (loaded with strict=False); then
    `suggestions` holds close matches. A Stargate deck loaded with strict=False may also
    hold a Star Trek VCG card (the validator's WRONG-GAME-CARD). `line` is the source
    line, when there is one.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    quantity: int = Field(ge=1)
    card: AnyCard | None = None
    line: int | None = None
    suggestions: tuple[str, ...] = ()

    @property
    def card_id(self) -> str | None:
        return self.card.id if self.card is not None else None


class Deck(BaseModel):
    """A decklist. Sections are those of `SECTIONS[game]`, in that order."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    game: Game
    name: str | None = None
    sections: dict[Section, list[DeckEntry]] = Field(default_factory=dict)
    source: Path | None = None
    format: str | None = None
    # The parsed YAML document, kept so that comments and order survive a save.
    _yaml_doc: Any = PrivateAttr(default=None)

    def section(self, section: Section) -> list[DeckEntry]:
        return self.sections.get(section, [])

    def count(self, section: Section | None = None) -> int:
        wanted = [section] if section is not None else list(self.sections)
        return sum(e.quantity for s in wanted for e in self.section(s))

    def cards(self, section: Section) -> list[AnyCard]:
        """Every known card of a section, one item per copy."""
        return [e.card for e in self.section(section) if e.card is not None
                for _ in range(e.quantity)]

    def stargate_cards(self, section: Section) -> list[StargateCard]:
        return [c for c in self.cards(section) if isinstance(c, StargateCard)]

    def unknown(self) -> list[DeckEntry]:
        return [e for s in self.sections for e in self.sections[s] if e.card is None]

    def save(self, path: Path | str, format: str | None = None, force: bool = False) -> None:
        """Write the deck atomically; the format follows the file's extension by default."""
        from stargate_vcg.decklists.io import save_deck

        save_deck(self, path, format=format, force=force)
