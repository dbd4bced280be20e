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
from stargate_vcg.engine.stargate.facts import ASSIGNED, Z_OBSTACLE, Z_PLAY

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


# Text used only on the current mission and the cards at or assigned to it (rulebook
# "Use Success and Failure Game Text", "Ship Battle").
_AT_MISSION = frozenset({Trigger.SUCCESS, Trigger.FAILURE, Trigger.VICTORY})


def _still_at_mission(game: StargateGame, source: int) -> bool:
    st = game.state
    zone = st.zone[source]
    return source == st.mission or zone == Z_OBSTACLE or (
        zone == Z_PLAY and st.status[source] == ASSIGNED)


def resolve_trigger(game: StargateGame, source: int, event: TriggerEvent) -> None:
    """Resolve one triggered effect. Success, Failure and Victory text is used only on
    the current mission and the cards there: text of a card that left the mission
    (destroyed, stopped, turned face down) by an earlier text is not used."""
    effect = game.effects[source]
    assert effect is not None
    if event.kind in _AT_MISSION and not _still_at_mission(game, source):
        game.record("trigger lapsed", game.facts[source].owner, source, -1, event.kind.value)
        return
    game.record("trigger", game.facts[source].owner, source, -1, event.kind.value)
    effect.resolve(game, source, event)
