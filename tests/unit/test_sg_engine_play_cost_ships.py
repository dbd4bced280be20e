"""`PlayCost(ships=True)` (session 8 sp-cards11): a ship of the player's, ready or
assigned, may pay an extra cost to play (stopped as the card is played).
Fixture cards and effects; the hero is player 0."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import PlayCard, ops
from stargate_vcg.engine.stargate.effects import CardEffect, PlayCost
from stargate_vcg.engine.stargate.surface import Surface

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

FLARE = sg_card("Flare", CardType.EVENT, cost=0)
SKIFF = sg_card("Skiff", CardType.SHIP, "Hero Ship", cost=1, firepower=1)


def _ships_only(t: Surface, source: int, card: int) -> bool:
    return t.is_ship(card)


class StopAShip(CardEffect):
    def __init__(self, ships: bool) -> None:
        self.cost = PlayCost(stop=1, which=_ships_only, ships=ships)

    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        return self.cost


@pytest.mark.parametrize("ships", [True, False])
def test_a_ship_pays_a_stop_cost_only_when_the_cost_says_so(ships: bool) -> None:
    reg = TitleRegistry()
    reg.register("Flare", StopAShip(ships))
    game = scenario([FLARE, SKIFF], effects=reg, power=9)
    flare, skiff = uid(game, "Flare", HERO_P), uid(game, "Skiff", HERO_P)
    ops.put_in_play(game, skiff)
    game._version += 1
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == flare]
    assert plays == ([PlayCard(flare, (skiff,))] if ships else [])
    if ships:
        game.apply(plays[0])
        assert game.status_name(skiff) == "stopped"
