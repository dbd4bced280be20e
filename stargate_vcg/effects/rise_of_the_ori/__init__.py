"""Rise of the Ori card effects, one module per kind of card (characters, events and
gear; villains; missions)."""

from stargate_vcg.effects.rise_of_the_ori import characters, missions, villains

__all__ = ["characters", "missions", "villains"]
