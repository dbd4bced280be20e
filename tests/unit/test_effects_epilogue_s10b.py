"""Epilogue cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, legal_of
from test_sg_engine_helpers import HERO_P, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import PlayCard, StargateGame, active, ops

REVELATION = real("Quetzalcoatl's Revelation", CardType.EVENT, cost=5)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(power: int, hand: int) -> StargateGame:
    """The event and `hand` other cards in the hero's hand."""
    game = scenario([REVELATION], [], power=power, pad=20,
                    missions=[TEST_MISSION, SPARE])
    card = uid(game, "Quetzalcoatl's Revelation", HERO_P)
    for u in [u for u in game.hand(HERO_P) if u != card][hand:]:
        game.surface.put_on_deck(u)
    active.rebuild(game)
    game._version += 1
    assert len(game.hand(HERO_P)) == hand + 1
    return game


def plays(game: StargateGame, card: int) -> list[PlayCard]:
    return legal_of(game, PlayCard, card)


@pytest.mark.parametrize(("power", "least"), [(4, 1), (2, 3), (0, 5)])
def test_quetzalcoatls_revelation_costs_one_less_per_card_discarded(power: int,
                                                                   least: int) -> None:
    game = start(power, hand=6)
    card = uid(game, "Quetzalcoatl's Revelation", HERO_P)
    listed = plays(game, card)
    assert listed and min(len(a.stops) for a in listed) == least
    assert max(len(a.stops) for a in listed) == 5 and all(a.stops for a in listed)
    action = next(a for a in listed if len(a.stops) == least)
    game.apply(action)
    assert game.power(HERO_P) == power - (5 - least)
    assert all(game.zone_name(c) == "discard" for c in action.stops)


def test_quetzalcoatls_revelation_needs_a_card_to_discard() -> None:
    game = start(9, hand=0)
    assert not plays(game, uid(game, "Quetzalcoatl's Revelation", HERO_P))


def test_quetzalcoatls_revelation_readies_and_unblocks_a_character() -> None:
    game = start(9, hand=2)
    warrior = uid(game, "Fixture Warrior", HERO_P)  # stopped at the setup
    ops.block(game, warrior)
    game._version += 1
    card = uid(game, "Quetzalcoatl's Revelation", HERO_P)
    game.apply(plays(game, card)[0])  # the only character stopped or blocked: chosen
    assert game.status_name(warrior) == "ready" and warrior not in game.state.blocks
