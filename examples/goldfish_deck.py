"""Goldfish a Stargate deck from Python: win rate, turn of victory, the best cards.

Usage: python examples/goldfish_deck.py [DECK] [GAMES]

DECK defaults to decks/tokra.o8d; it needs the card data (STARGATE_VCG_CARDS or
`stargate-vcg cards update`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import stargate_vcg

REPO = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    deck_path = Path(argv[0]) if argv else REPO / "decks" / "tokra.o8d"
    games = int(argv[1]) if len(argv) > 1 else 300
    try:
        deck = stargate_vcg.load_deck(deck_path)
        result = stargate_vcg.goldfish(deck, games=games, seed=1)
        hands = stargate_vcg.goldfish_hands(deck, hands=20_000, seed=1,
                                            keep="type:support >= 1")
    except stargate_vcg.StargateVcgError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"{deck_path.name}: won {result.wins} of {result.games} games against a passive "
          f"villain, mean turn of victory {result.mean_turn}")
    print("won on turn: " + ", ".join(f"{t}: {n}" for t, n in
                                      result.turn_distribution.items()))
    best = sorted(result.per_card.items(), key=lambda kv: -kv[1].assigned_to_success)[:3]
    print("most assigned to successful missions: " + "; ".join(
        f"{name} ({stats.assigned_to_success:.2f} a game)" for name, stats in best))
    print(f"opening hands with a support character: {hands.keep_rate:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
