"""Fixture printings of the cards whose text is implemented (`stargate_vcg.effects`), and
a driver that plays a game on to a later point.

Data policy: no OCTGN data and no card text here. Each card is a fixture card of the
project's own (plausible stats) given the real card id, so that the default registry
plays its effect; the id is taken from `stargate_vcg.effects.implemented()` by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from factories import sg_card

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.effects import implemented
from stargate_vcg.engine.stargate import (
    Decline,
    DestroyAdversary,
    Keep,
    Pass,
    StargateGame,
    Stop,
)

_IDS = {name: card_id for card_id, name in implemented()}


def real_id(name: str) -> str:
    """The card id of an implemented card, by `Title (Subtitle)`."""
    return _IDS[name]


def real(name: str, type: CardType, **fields: Any) -> StargateCard:
    """A fixture card standing for the implemented card `name` (`Title (Subtitle)`)."""
    title, _, rest = name.partition(" (")
    subtitle = rest[:-1] if rest else None
    card = sg_card(title, type, subtitle, **fields)
    return card.model_copy(update={"id": real_id(name)})


_QUIET = (Pass, Stop, Keep, Decline, DestroyAdversary)


def drive(game: StargateGame, until: Callable[[StargateGame], bool], limit: int = 500) -> None:
    """Play the quietest legal action (pass, stop, keep, decline, destroy the adversary;
    else the first one offered) until `until(game)` holds."""
    for _ in range(limit):
        if until(game):
            return
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, _QUIET)), actions[0]))
    raise AssertionError("drive: the game never got there")


def at_actions_of_turn(turn: int) -> Callable[[StargateGame], bool]:
    """The first performing-actions step of turn `turn`, with nothing pending."""
    return lambda g: (g.turn == turn and g.phase == "performing actions"
                      and g.pending_decision is None)
