"""Card effects: project code keyed by card id, one module per set.

`default_registry()` maps every implemented card to its effect; `StargateGame.new` plays
it unless told `effects=False`. `implemented()` lists (card id, Title (Subtitle)).
"""

from __future__ import annotations

from stargate_vcg.engine.stargate.effects import CardEffect, EffectRegistry


def _modules() -> list[dict[str, tuple[str, CardEffect]]]:
    from stargate_vcg.effects import base_set, system_lords

    return [base_set.CARDS, system_lords.CARDS]


def implemented() -> list[tuple[str, str]]:
    return [(card_id, name) for cards in _modules() for card_id, (name, _) in cards.items()]


def default_registry() -> EffectRegistry:
    registry = EffectRegistry()
    for cards in _modules():
        for card_id, (_, effect) in cards.items():
            registry.register(card_id, effect)
    return registry
