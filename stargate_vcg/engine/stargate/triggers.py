"""Triggered effects: who responds to an event, and the batches the hero orders
(EN glossary "triggered effects")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stargate_vcg.engine.stargate import values
from stargate_vcg.engine.stargate.effects import (
    Trigger,
    TriggerBatch,
    TriggerEvent,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.game import StargateGame


def responders(game: StargateGame, event: TriggerEvent, sources: list[int]) -> tuple[int, ...]:
    out = []
    for s in sources:
        effect = game.effects[s]
        if effect is not None and effect.triggers(game, s, event):
            out.append(s)
    return tuple(out)


def fire(game: StargateGame, kind: Trigger, player: int, card: int = -1,
         value: int = -1) -> None:
    """Triggered effects on active cards (and on the card the event is about, e.g. an
    event just played); several are resolved in the hero's order (glossary)."""
    if not game.effect_uids:
        return
    event = TriggerEvent(kind, player, card, value)
    sources = [s for s, _ in values.active_sources(game)]
    if card >= 0 and card not in sources and game.effects[card] is not None:
        sources.append(card)
    found = responders(game, event, sources)
    if found:
        game.state.pending.append(TriggerBatch(game.state.hero, event, found))


def resolve_trigger(game: StargateGame, source: int, event: TriggerEvent) -> None:
    effect = game.effects[source]
    assert effect is not None
    game.record("trigger", game.facts[source].owner, source, -1, event.kind.value)
    effect.resolve(game, source, event)
