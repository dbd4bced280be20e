"""Numbers of the rules and the engine's phases, shared by the engine's modules."""

from __future__ import annotations

from typing import Final

MIN_PLAYERS: Final = 2
# 8: with 5 cards each, 40 of the 68 are dealt and 28 remain. The chance that all 10
# Status cards are dealt (so that P.05 finds none and the cards are dealt again) is 0.3%
# with 8 players and passes 1% with 9; the draw pile also stays large enough to play.
MAX_PLAYERS: Final = 8
HAND_SIZE: Final = 5  # Preparazione P.03
HAND_LIMIT: Final = 6  # Turno P.02
IMPRESE_PER_GAME: Final = 10  # Termine P.07

MAIN: Final = 0
SECRETS: Final = 1
DECLARE: Final = 2
REVEAL: Final = 3
EFFECT: Final = 4
DISCARD: Final = 5
OVER: Final = 6
PHASE_NAMES: Final[tuple[str, ...]] = (
    "main", "secrets", "declare", "reveal", "effect", "discard", "over",
)
