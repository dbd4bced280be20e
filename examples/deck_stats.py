"""Deck statistics and exact draw odds from Python.

Usage: python examples/deck_stats.py [DECK] [CONDITION ...]

DECK defaults to the Star Trek VCG deck shipped in decks/ (no card data needed); a
Stargate decklist needs the card data (STARGATE_VCG_CARDS or `stargate-vcg cards update`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import stargate_vcg
from stargate_vcg.statistics import odds_by_turn, percent

REPO = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    deck_path = Path(argv[0]) if argv else REPO / "decks" / "star-trek-vcg.yaml"
    conditions = argv[1:] or ["type:personaggio >= 1 and type:impresa >= 1"]
    try:
        deck = stargate_vcg.load_deck(deck_path)
        result = stargate_vcg.stats(deck)
        print(f"{result.name}: {result.draw.deck_size} cards in the draw deck, "
              f"opening hand {result.draw.opening_hand}")
        if result.victory_total_given is not None:
            print(f"victory total given to the opponent: {result.victory_total_given}")
        for group, g in list(result.groups.items())[:6]:
            print(f"  {group:28s} {g.copies:3d} cards   "
                  f"P(>=1 in opening) {percent(g.p_at_least[1])}")
        for condition in conditions:
            answer = stargate_vcg.odds(deck, condition)
            mulligan = (f", with mulligan {percent(answer.p_with_mulligan)}"
                        if answer.p_with_mulligan is not None else "")
            print(f"P({answer.condition}) = {percent(answer.p, 2)} "
                  f"(exactly {answer.p_exact}){mulligan}")
            per_turn = 1 if deck.game is stargate_vcg.Game.TREK else 3
            curve = odds_by_turn(deck, condition, turns=4, cards_per_turn=per_turn)
            print("  by turn: " + ", ".join(f"{r.turn}: {percent(r.p)}" for r in curve))
    except stargate_vcg.StargateVcgError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
