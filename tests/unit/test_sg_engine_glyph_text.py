"""`Surface.reacts_to_glyph` / `trigger_glyph_text` (session 8 sp-cards11): a
character's own glyph-earned text happens as if he had earned a glyph (no glyph moves,
no other card reacts). Fixture cards and effects; the hero is player 0."""

from __future__ import annotations

from factories import sg_card
from sg_effect_cards import drive
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import ops
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface

SAGE = sg_card("Sage", CardType.SUPPORT_CHARACTER, "Elder", cost=1, skills={B: 1})
PAGE = sg_card("Page", CardType.SUPPORT_CHARACTER, "Squire", cost=1, skills={B: 1})


class GainsOnGlyph(CardEffect):
    listens = frozenset({Trigger.GLYPH_EARNED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


def test_a_characters_glyph_text_triggered_without_a_glyph() -> None:
    reg = TitleRegistry()
    reg.register("Sage", GainsOnGlyph())
    game = scenario([SAGE, PAGE], effects=reg, power=5)
    sage, page = uid(game, "Sage", HERO_P), uid(game, "Page", HERO_P)
    for c in (sage, page):
        ops.put_in_play(game, c)
    game._version += 1
    t = game.surface
    mission = game.state.mission
    assert t.reacts_to_glyph(sage, mission) and not t.reacts_to_glyph(page, mission)
    assert not t.trigger_glyph_text(page, mission)
    assert t.trigger_glyph_text(sage, mission)
    game._version += 1
    drive(game, lambda g: not g.state.pending)  # the batch resolves as the game goes on
    assert game.power(HERO_P) == 6 and not t.glyphs(sage)
