"""`dsl.BoostsAny` (session 9 sp-cards12): a card usable as a boost for any card of a
pick, the "can" on the boosting card in its owner's hand (an obstacle boosting an
adversary). Fixture cards and effects; the hero is player 0."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects.dsl import HAND, IN_PLAY, BoostsAny, Card
from stargate_vcg.effects.vocab import Pick
from stargate_vcg.engine.stargate import Assign, Boost, Pass, PlayCard
from stargate_vcg.engine.stargate.surface import Surface
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 1}, revive=1,
                traits=("Goa'uld",))
LOUT = sg_card("Lout", CardType.ADVERSARY, "Oaf", cost=1, skills={B: 1}, revive=1)
TRAP = sg_card("Trap", CardType.OBSTACLE, cost=1, skills={B: 1})
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})


class _InHand(Card):
    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, HAND})


def _goauld(t: Surface, s: int, c: int) -> bool:
    return t.has_trait(c, "Goa'uld")


def start() -> tuple[Any, int, int, int]:
    reg = TitleRegistry()
    reg.register("Trap", _InHand(BoostsAny(Pick(_goauld))))
    game = scenario([], [BRUTE, LOUT, TRAP, ROCKS], effects=reg, power=9)
    brute, lout = uid(game, "Brute", VILLAIN_P), uid(game, "Lout", VILLAIN_P)
    trap = uid(game, "Trap", VILLAIN_P)
    game.apply(Pass())
    return game, brute, lout, trap


@pytest.mark.parametrize(("target", "permitted"), [("Brute", True), ("Lout", False)])
def test_an_obstacle_boosts_an_adversary_of_its_pick(target: str, permitted: bool) -> None:
    game, brute, lout, trap = start()
    adversary = brute if target == "Brute" else lout
    game.apply(PlayCard(adversary))
    game.apply(Pass())
    game.apply(Assign(adversary))
    game.apply(Pass())
    boost = Boost(adversary, trap)
    assert (boost in game.legal_actions()) is permitted
    assert Boost(adversary, uid(game, "Rocks", VILLAIN_P)) not in game.legal_actions()
    if not permitted:
        with pytest.raises(IllegalAction):
            game.apply(boost)
        return
    game.apply(boost)
    assert game.zone_name(trap) == "discard"

