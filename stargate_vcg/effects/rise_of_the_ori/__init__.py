"""Rise of the Ori card effects, one module per kind of card (characters and gear;
villains; missions; events; ships)."""

from stargate_vcg.effects.rise_of_the_ori import characters, events, missions, ships, villains

__all__ = ["characters", "events", "missions", "ships", "villains"]
