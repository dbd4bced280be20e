"""The decisions of the Star Trek VCG as small immutable action objects.

Cards are named by their number in the game's deck (`TrekGame.card(n)` gives the card).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Final

from stargate_vcg.engine import pickle_by_fields


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
    """Turno P.02: discard down to 6 cards as the turn ends."""

    card: int


@dataclass(frozen=True, slots=True)
class Choose:
    """A choice an effect asks of `player` (which Danni, which character, ...)."""

    player: int
    option: tuple[int, ...]


TrekAction = (DrawAndPass | Pass | EndTurn | PlayCard | AttemptImpresa | PlaceSecrets
              | Declare | Reveal | Discard | Choose)
TREK_ACTIONS = (DrawAndPass, Pass, EndTurn, PlayCard, AttemptImpresa, PlaceSecrets, Declare,
                Reveal, Discard, Choose)
pickle_by_fields(TREK_ACTIONS)
FIELDLESS = (DrawAndPass, Pass, EndTurn)
# The fieldless actions the engine lists: one object each, shared by every game.
DRAW_AND_PASS: Final = DrawAndPass()
PASS: Final = Pass()
END_TURN: Final = EndTurn()


def values(action: object) -> tuple[object, ...]:
    """The field values of an action (empty for anything else): what it does."""
    if isinstance(action, PlayCard):
        return (action.card, action.target)
    if isinstance(action, Discard):
        return (action.card,)
    if isinstance(action, PlaceSecrets):
        return (action.cards,)
    if isinstance(action, Reveal):
        return (action.cards,)
    if isinstance(action, AttemptImpresa):
        return (action.card, action.participants)
    if isinstance(action, Declare):
        return (action.player, action.characters)
    if isinstance(action, Choose):
        return (action.player, action.option)
    return ()


# The field of each action that names a set of cards: its order carries no meaning.
_SET_FIELDS: dict[type, str] = {
    AttemptImpresa: "participants",
    PlaceSecrets: "cards",
    Declare: "characters",
    Reveal: "cards",
}


def unordered_key(action: TrekAction) -> tuple[object, ...] | None:
    """A key equal for two actions that differ only in the order of a set of cards.

    Legal actions list each set once, in one order; a caller may name the same cards in
    any order. A card named twice gives a different key (the length differs), so it is
    never taken for a listed action. None for actions without such a set.
    """
    field = _SET_FIELDS.get(type(action))
    if field is None:
        return None
    cards: tuple[int, ...] = getattr(action, field)
    rest = tuple(getattr(action, f.name) for f in fields(action) if f.name != field)
    return (type(action), rest, frozenset(cards), len(cards))
