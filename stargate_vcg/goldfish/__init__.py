"""Goldfish simulation: a deck played many times against an opponent who does nothing
(or a greedy one), and opening hands drawn with a keep rule."""

from stargate_vcg.goldfish.api import goldfish, goldfish_hands, goldfish_stargate
from stargate_vcg.goldfish.hands import HandsResult
from stargate_vcg.goldfish.models import GoldfishResult, TrekGoldfishResult

__all__ = ["GoldfishResult", "HandsResult", "TrekGoldfishResult", "goldfish",
           "goldfish_hands", "goldfish_stargate"]
