"""Goldfish simulation: a deck played many times against an opponent who does nothing
(or a greedy one), and opening hands drawn with a keep rule.

The package is also callable: `stargate_vcg.goldfish(deck, games=...)` is
`stargate_vcg.goldfish.goldfish(deck, games=...)`, whichever was imported first.
"""

import sys
import types
from typing import Any

from stargate_vcg.goldfish.api import goldfish, goldfish_hands, goldfish_stargate
from stargate_vcg.goldfish.hands import HandsResult
from stargate_vcg.goldfish.models import GoldfishResult, TrekGoldfishResult
from stargate_vcg.goldfish.trek_sim import goldfish_trek

__all__ = ["GoldfishResult", "HandsResult", "TrekGoldfishResult", "goldfish",
           "goldfish_hands", "goldfish_stargate", "goldfish_trek"]


class _CallableModule(types.ModuleType):
    """`import stargate_vcg.goldfish` binds the package itself to `stargate_vcg.goldfish`,
    where the README promises the function: calling the package calls the function."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return goldfish(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
