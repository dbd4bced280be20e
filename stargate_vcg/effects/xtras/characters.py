"""Xtras: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import Card, Gain, On
from stargate_vcg.effects.vocab import has_glyphs, obstacle, opponent_plays, this_assigned
from stargate_vcg.engine.stargate.effects import Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


def _opponent_assigns_adversary_or_ship(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.player == t.opponent(t.owner(source)) and e.card >= 0
            and (t.is_adversary(e.card) or (t.is_ship(e.card) and t.is_villain_card(e.card)))
            and t.is_assigned(source) and t.has_glyph(source, Glyph.LIBRA))


card("fe9b9d43-e5c8-4f27-9a36-8051ac3f4e50", "Jonas Quinn (Resistance Leader)", Card(
    On(Trigger.CARD_PLAYED, Gain(1),
       opponent_plays(obstacle, when=this_assigned & has_glyphs(Glyph.GEMINI))),
    On(Trigger.ASSIGNED, Gain(1), _opponent_assigns_adversary_or_ship)))
