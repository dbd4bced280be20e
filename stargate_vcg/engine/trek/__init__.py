"""The Star Trek VCG rules engine (regolamento Vap-001-002), 2 to MAX_PLAYERS players."""

from stargate_vcg.engine.trek.actions import (
    AttemptImpresa,
    Choose,
    Declare,
    Discard,
    DrawAndPass,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    Reveal,
    TrekAction,
)
from stargate_vcg.engine.trek.constants import (
    HAND_LIMIT,
    IMPRESE_PER_GAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
)
from stargate_vcg.engine.trek.game import Event, TrekGame
from stargate_vcg.engine.trek.observation import TrekObservation

__all__ = [
    "HAND_LIMIT",
    "IMPRESE_PER_GAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "AttemptImpresa",
    "Choose",
    "Declare",
    "Discard",
    "DrawAndPass",
    "EndTurn",
    "Event",
    "Pass",
    "PlaceSecrets",
    "PlayCard",
    "Reveal",
    "TrekAction",
    "TrekGame",
    "TrekObservation",
]
