"""System Lords card effects, one module per kind of card (characters and gear;
villains; missions; events)."""

from stargate_vcg.effects.system_lords import characters, events, missions, villains

__all__ = ["characters", "events", "missions", "villains"]
