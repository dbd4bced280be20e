"""`validate(deck)`: the one entry point used by the library and the CLI."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Sequence

from stargate_vcg.construction.report import Report
from stargate_vcg.construction.stargate_rules import check_stargate
from stargate_vcg.construction.trek_rules import check_trek
from stargate_vcg.decklists.model import AnyCard, Deck, Game


@functools.cache
def _default_trek_reference() -> tuple[AnyCard, ...] | None:
    """The shipped 68 cards, loaded once per process (None until trek_db exists)."""
    try:
        trek_db = importlib.import_module("stargate_vcg.cards.trek_db")
    except ImportError:
        return None
    cards: list[AnyCard] = trek_db.load_trek_cards()
    return tuple(cards)


def validate(deck: Deck, *, players: int | None = None,
             trek_cards: Sequence[AnyCard] | None = None) -> Report:
    """Check a deck against its game's construction rules, reporting every violation.

    `players` also checks a game set-up for that many players. `trek_cards` is the
    Star Trek VCG reference list (default: `load_trek_cards()`); pass the overlaid list
    when the deck was loaded with a `--trek-cards` overlay.
    """
    if deck.game is Game.STARGATE:
        violations = check_stargate(deck, players)
    else:
        reference = trek_cards if trek_cards is not None else _default_trek_reference()
        violations = check_trek(deck, reference, players)
    return Report(file=str(deck.source) if deck.source is not None else None,
                  name=deck.name, game=deck.game, violations=tuple(violations))
