"""Base Set card effects: one module per kind of card (characters, events and gear;
villains; missions), so that each stays readable in one sitting."""

from stargate_vcg.effects.base_set import characters, missions, villains

__all__ = ["characters", "missions", "villains"]
