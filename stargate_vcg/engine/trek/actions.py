"""The decisions of the Star Trek VCG as small immutable action objects.

Cards are named by their number in the game's deck (`TrekGame.card(n)` gives the card).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DrawAndPass:
    """Turno P.01: draw a card and end the turn."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Turno P.01: end the turn without playing or drawing."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn after playing one or more cards (Turno P.01)."""


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a Personaggio, Status, Danni, or an Equipaggiamento onto `target` (P.14)."""

    card: int
    target: int | None = None


@dataclass(frozen=True, slots=True)
class AttemptImpresa:
    """Impresa P.31.1-3: show the Impresa and move forward the own characters taking part."""

    card: int
    participants: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlaceSecrets:
    """Impresa P.31.4: face-down cards from hand (any card: bluffing is allowed)."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Declare:
    """Impresa P.31.5: another player's characters joining the Impresa (maybe none)."""

    player: int
    characters: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reveal:
    """Impresa P.31.6: the secret characters turned face up; the rest go back to hand."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """Turno P.02: discard down to 6 cards at the end of the turn."""

    card: int


@dataclass(frozen=True, slots=True)
class Choose:
    """A choice an effect asks of `player` (which Danni, which character, ...)."""

    player: int
    option: tuple[int, ...]


TrekAction = (DrawAndPass | Pass | EndTurn | PlayCard | AttemptImpresa | PlaceSecrets
              | Declare | Reveal | Discard | Choose)
