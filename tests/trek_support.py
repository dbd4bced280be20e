"""Helpers for the Star Trek VCG engine tests: stage a position by card names."""

from __future__ import annotations

from collections.abc import Sequence

from stargate_vcg.engine.trek import TrekGame
from stargate_vcg.engine.trek.constants import MAIN


def num(game: TrekGame, name: str) -> int:
    """The card number of a card name."""
    return game.table.names.index(name)


def stage(players: int = 2, *, hands: Sequence[Sequence[str]] = (),
          chars: Sequence[Sequence[str]] = (), equip: dict[str, str] | None = None,
          status: str = "Base Starfleet", danni: Sequence[str] = (),
          discard: Sequence[str] = (), draw_top: Sequence[str] = (),
          active: int = 0, rest: str = "draw") -> TrekGame:
    """A game with the named cards where given; every other card in the draw pile
    (`rest="draw"`) or out of the way in the discards (`rest="discard"`).

    `draw_top` lists cards from the top of the draw pile down; `discard` bottom to top.
    """
    game = TrekGame.new(players=players, seed=0)
    placed: set[int] = set()

    def take(name: str) -> int:
        card = num(game, name)
        assert card not in placed, f"{name} staged twice"
        placed.add(card)
        return card

    game.hands = [[take(n) for n in (hands[p] if p < len(hands) else ())]
                  for p in range(players)]
    game.chars = [[take(n) for n in (chars[p] if p < len(chars) else ())]
                  for p in range(players)]
    game.equip = {num(game, c): take(e) for c, e in (equip or {}).items()}
    game.status = take(status)
    game.danni = [take(n) for n in danni]
    staged_discard = [take(n) for n in discard]
    top = [take(n) for n in draw_top]
    others = [c for c in range(len(game.table)) if c not in placed]
    if rest == "draw":
        game.draw = others + top[::-1]
        game.discard = staged_discard
    else:
        game.draw = top[::-1]
        game.discard = others + staged_discard
    game.removed = []
    game.earned = [0] * players
    game.attempted = 0
    game.active = active
    game.phase = MAIN
    game.played = False
    game.steps = []
    game._legal = None
    return game


def names(game: TrekGame, cards: Sequence[int]) -> list[str]:
    return [game.name(c) for c in cards]
