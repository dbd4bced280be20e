"""`Trigger.PLACED_IN_DISCARD` and `dsl.WhenPlacedInDiscard` (session 9 sp-cards12): text
that works as its card reaches its owner's discard pile, whatever the cause. Fixture
cards and effects; the hero is player 0."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects.dsl import OPPONENT, Card, Lose, WhenPlacedInDiscard
from stargate_vcg.engine.stargate import Pass, PlayCard, ResolveTrigger, StargateGame, active, ops
from stargate_vcg.engine.stargate.facts import Z_DECK

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

WHISTLER = sg_card("Whistler", CardType.ADVERSARY, "Snitch", cost=1, skills={B: 1},
                   revive=1)
LOUT = sg_card("Lout", CardType.ADVERSARY, "Oaf", cost=1, skills={B: 1}, revive=1)
BOSS = sg_card("Boss", CardType.ADVERSARY, "Chief", cost=1, skills={B: 1}, revive=1)


def start() -> StargateGame:
    reg = TitleRegistry()
    reg.register("Whistler", Card(WhenPlacedInDiscard(Lose(1, OPPONENT))))
    game = scenario([], [WHISTLER, LOUT, BOSS], effects=reg, power=9)
    game.apply(Pass())
    return game


def settle(game: StargateGame, card: int) -> None:
    """A trigger fired outside the actions waits for the hero to resolve it."""
    if any(isinstance(a, ResolveTrigger) for a in game.legal_actions()):
        game.apply(ResolveTrigger(card))


@pytest.mark.parametrize("how", ["destroyed", "discarded", "milled", "beneath"])
@pytest.mark.parametrize("title", ["Whistler", "Lout"])
def test_text_works_as_its_card_reaches_the_discard_pile(how: str, title: str) -> None:
    game = start()
    card = uid(game, title, VILLAIN_P)
    power = game.power(HERO_P)
    if how == "destroyed":
        game.apply(PlayCard(card))
        ops.destroy(game, card)
    elif how == "discarded":
        ops.discard_from_hand(game, card)
    elif how == "milled":
        deck = game.state.players[VILLAIN_P].deck
        ops.take_out(game, card)
        deck.append(card)
        game.state.zone[card] = Z_DECK  # back on top of the deck (arranged by hand)
        active.rebuild(game)
        ops.mill(game, VILLAIN_P, 1)
    else:  # beneath a card that leaves play: it goes with it
        other = uid(game, "Boss", VILLAIN_P)
        game.apply(PlayCard(other))
        game.surface.place_on(card, other)
        active.rebuild(game)
        ops.destroy(game, other)
    game._version += 1
    assert game.zone_name(card) == "discard"
    settle(game, card)
    assert game.power(HERO_P) == power - (1 if title == "Whistler" else 0)
