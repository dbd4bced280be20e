"""Abydos card effects, one module per kind of card."""

from stargate_vcg.effects.abydos import characters, events, missions, ships, villains

__all__ = ["characters", "events", "missions", "ships", "villains"]
