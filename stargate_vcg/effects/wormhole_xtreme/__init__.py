"""Wormhole X-Treme! card effects, one module per kind of card."""

from stargate_vcg.effects.wormhole_xtreme import characters, events, missions, ships, villains

__all__ = ["characters", "events", "missions", "ships", "villains"]
