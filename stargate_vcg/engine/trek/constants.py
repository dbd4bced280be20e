"""Numbers of the rules and the engine's phases, shared by the engine's modules."""

from __future__ import annotations

MIN_PLAYERS = 2
# 8: with 5 cards each, 40 of the 68 are dealt and 28 remain. The chance that all 10
# Status cards are dealt (so that P.05 finds none and the cards are dealt again) is 0.3%
# with 8 players and passes 1% with 9; the draw pile also stays large enough to play.
MAX_PLAYERS = 8
HAND_SIZE = 5  # Preparazione P.03
HAND_LIMIT = 6  # Turno P.02
IMPRESE_PER_GAME = 10  # Termine P.07

MAIN, SECRETS, DECLARE, REVEAL, EFFECT, DISCARD, OVER = range(7)
PHASE_NAMES = ("main", "secrets", "declare", "reveal", "effect", "discard", "over")
