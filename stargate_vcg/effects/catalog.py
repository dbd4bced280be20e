"""Where card effects are registered: each set's modules call `card(...)` for every card
whose text they implement, by card id (the title is for readers and coverage reports;
no card text is ever written here: data policy)."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from stargate_vcg.engine.stargate.effects import CardEffect
from stargate_vcg.errors import StargateVcgError


@dataclass(frozen=True, slots=True)
class Entry:
    card_id: str
    name: str  # Title (Subtitle), as the card data names it
    effect: CardEffect
    partial: str | None = None  # why the text is only partly played, if it is
    module: str = ""  # the module that registered it (stargate_vcg.effects.<set>.<kind>)

    @property
    def set_package(self) -> str:
        return self.module.split(".")[2] if self.module.count(".") >= 2 else ""


CATALOG: dict[str, Entry] = {}


def card(card_id: str, name: str, effect: CardEffect, *, partial: str | None = None,
         module: str = "") -> None:
    """Register `effect` as the text of card `card_id` (`partial`: what is not played,
    and why). `module` (default: the caller's) is the module registering it: a module
    compiled by mypyc runs without Python frames, so it says its name."""
    if card_id in CATALOG:
        raise StargateVcgError(f"{name} [{card_id}] has two effects registered")
    module = module or sys._getframe(1).f_globals.get("__name__", "")
    CATALOG[card_id] = Entry(card_id, name, effect, partial, module)
