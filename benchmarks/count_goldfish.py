"""Goldfish speed, counted rather than timed: a fixed workload for
`valgrind --tool=callgrind` (see count_stargate_engine.py), whose instruction total does
not depend on the load of a shared machine.

Plays 5 goldfish games first (modules imported, the deck layout built), then GAMES games
of DECK on one core. Subtract a GAMES=0 run for the cost per game:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/count_goldfish.py ../shared/octgn 200 2>&1 | grep Collected

Usage: python benchmarks/count_goldfish.py [OCTGN_DATA_DIR] [GAMES] [DECK]
(default ../shared/octgn, 200 games, carter.o8d). Prints the games won and the mean turn
of victory, so that two versions can be seen to play the same games.
"""

from __future__ import annotations

from pathlib import Path

from stargate_vcg import load_card_database, load_deck
from stargate_vcg.goldfish import goldfish


def main() -> None:
    from _arguments import OCTGN, parse, positive

    args = parse(__doc__, ("octgn", Path, OCTGN), ("games", positive, 200),
                 ("deck", str, "carter.o8d"))
    octgn, games, name = args.octgn, args.games, args.deck
    deck = load_deck(octgn / "decks" / name, cards=load_card_database(octgn))
    goldfish(deck, games=5, seed=0, workers=1)
    if games:
        result = goldfish(deck, games=games, seed=1, workers=1)
        print(f"{name}: {result.wins} of {games} won, mean turn {result.mean_turn}")


if __name__ == "__main__":
    main()
