"""`Replace.REFILL` (session 8 sp-cards11): text may replace a player's refill in the
debrief ("do not draw any cards"). Fixture cards and effects; the hero is player 0."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import drive
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate.effects import CardEffect, Replace
from stargate_vcg.engine.stargate.surface import Surface

DROUGHT = sg_card("Drought", CardType.GEAR, cost=0)


class NoRefill(CardEffect):
    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.REFILL and player == t.owner(source)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.note(source, "no refill")


@pytest.mark.parametrize("replaced", [True, False])
def test_a_refill_replaced_draws_nothing(replaced: bool) -> None:
    from stargate_vcg.engine.stargate import ops

    reg = TitleRegistry()
    if replaced:
        reg.register("Drought", NoRefill())
    game = scenario([DROUGHT], effects=reg, power=9)
    ops.put_in_play(game, uid(game, "Drought", HERO_P))
    game._version += 1
    hand = len(game.hand(HERO_P))
    drive(game, lambda g: g.turn == 2)
    assert len(game.hand(HERO_P)) == (hand if replaced else 8)
