"""`dsl.BoostedWith` (session 8 sp-cards11): "you may boost <this card> with any <pick>
card", a card of another type too. Fixture cards and effects; the hero is player 0."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects.dsl import BoostedWith
from stargate_vcg.effects.vocab import Pick
from stargate_vcg.engine.stargate import Assign, Boost, Pass, PlayCard, ops
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

RECRUIT = sg_card("Recruit", CardType.SUPPORT_CHARACTER, "Cadet", cost=1, skills={B: 1})
KNIFE = sg_card("Knife", CardType.GEAR, cost=1)
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 1}, revive=1)
SWAMP = sg_card("Swamp", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Disease",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})


def registry(**effects: BoostedWith) -> TitleRegistry:
    reg = TitleRegistry()
    for title, effect in effects.items():
        reg.register(title, effect)
    return reg


@pytest.mark.parametrize("permitted", [True, False])
def test_a_character_boosted_with_a_gear(permitted: bool) -> None:
    effects = registry(Recruit=BoostedWith(Pick(lambda t, s, c: t.is_gear(c)))) \
        if permitted else registry()
    game = scenario([RECRUIT, KNIFE], effects=effects, power=9)
    recruit, knife = uid(game, "Recruit", HERO_P), uid(game, "Knife", HERO_P)
    ops.put_in_play(game, recruit)
    game._version += 1
    game.apply(Assign(recruit))
    game.apply(Pass())  # the villain
    boost = Boost(recruit, knife)
    assert (boost in game.legal_actions()) is permitted
    if not permitted:
        with pytest.raises(IllegalAction):
            game.apply(boost)
        return
    game.apply(boost)
    assert game.zone_name(knife) == "discard"


@pytest.mark.parametrize(("obstacle", "permitted"), [("Swamp", True), ("Rocks", False)])
def test_an_adversary_boosted_with_an_obstacle_of_a_trait(obstacle: str,
                                                          permitted: bool) -> None:
    effects = registry(Brute=BoostedWith(
        Pick(lambda t, s, c: t.is_obstacle(c) and t.has_trait(c, "Disease"))))
    game = scenario([], [BRUTE, SWAMP, ROCKS], effects=effects, power=9)
    brute, card = uid(game, "Brute", VILLAIN_P), uid(game, obstacle, VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(brute))
    game.apply(Pass())
    game.apply(Assign(brute))
    game.apply(Pass())
    assert (Boost(brute, card) in game.legal_actions()) is permitted
    if not permitted:
        with pytest.raises(IllegalAction):
            game.apply(Boost(brute, card))
        return
    game.apply(Boost(brute, card))
    assert game.zone_name(card) == "discard"
