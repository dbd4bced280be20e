"""System Lords card effects, one module per kind of card."""

from stargate_vcg.effects.system_lords import characters, missions, villains

__all__ = ["characters", "missions", "villains"]
