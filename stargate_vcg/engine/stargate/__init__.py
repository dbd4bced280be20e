"""The Stargate TCG rules engine (English rulebook, later edition; Spanish base rules)."""

from stargate_vcg.engine.stargate.actions import (
    Action,
    ActivateAbility,
    Assign,
    Boost,
    Choose,
    ChooseGlyphCharacter,
    ChooseStoppedCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Discard,
    Incapacitate,
    Keep,
    Mulligan,
    Pass,
    PlaceMission,
    PlayCard,
    PlayComplication,
    ResolveTrigger,
    Revive,
    Score,
    Stop,
)
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    EffectRegistry,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.game import GameResult, StargateGame
from stargate_vcg.engine.stargate.log import EventLog, LogEntry
from stargate_vcg.engine.stargate.observation import Observation

__all__ = [
    "Ability", "AbilityCost", "Action", "ActivateAbility", "Assign", "Boost", "CardEffect",
    "Choose", "ChooseGlyphCharacter", "ChooseStoppedCharacter", "Continue", "Decline",
    "DestroyAdversary", "Discard", "EffectRegistry", "EventLog", "GameResult", "Incapacitate",
    "Keep",
    "LogEntry", "Mulligan", "Observation", "Pass", "PlaceMission", "PlayCard",
    "PlayComplication", "ResolveTrigger", "Revive", "Score", "StargateGame", "Stop",
    "Trigger", "TriggerEvent",
]
