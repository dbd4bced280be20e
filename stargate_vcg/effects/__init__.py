"""Card effects: project code keyed by card id, one package per set (`_SETS`: `base_set`,
`system_lords`, `rise_of_the_ori`, ...), one module per kind of card in it.

`default_registry()` maps every implemented card to its effect; `StargateGame.new` plays
it unless told `effects=False`. `implemented()` lists (card id, Title (Subtitle));
`catalog()` gives each registered card's entry (with `partial` when the text is only
partly played).
"""

from __future__ import annotations

from stargate_vcg.effects.catalog import CATALOG, Entry
from stargate_vcg.engine.stargate.effects import EffectRegistry

_SETS = ("base_set", "system_lords", "rise_of_the_ori", "atlantis", "unending", "missions_set",
         "alliances", "abydos", "destiny", "symbiosis", "children_of_the_gods",
         "wormhole_xtreme", "epilogue", "bonus_round", "dominions", "xtras")


def catalog() -> dict[str, Entry]:
    import importlib

    for name in _SETS:
        importlib.import_module(f"stargate_vcg.effects.{name}")
    return CATALOG


def implemented() -> list[tuple[str, str]]:
    return [(e.card_id, e.name) for e in catalog().values()]


def default_registry() -> EffectRegistry:
    registry = EffectRegistry()
    for entry in catalog().values():
        registry.register(entry.card_id, entry.effect)
    return registry
