"""Children of the Gods card effects, one module per kind of card."""

from stargate_vcg.effects.children_of_the_gods import characters, events, missions, ships, villains

__all__ = ["characters", "events", "missions", "ships", "villains"]
