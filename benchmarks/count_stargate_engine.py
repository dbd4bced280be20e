"""Stargate engine speed, counted rather than timed (issue 5): a fixed workload for
`valgrind --tool=callgrind`, whose instruction total does not depend on the load of a
shared machine (process_time in bench_stargate_engine.py varies by +-10% there).

Plays one 1-turn game per deck pair first (every deck layout built), then GAMES full
random games. Compare two versions with the same GAMES; subtract a GAMES=0 run for the
cost per game:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/count_stargate_engine.py ../shared/octgn 100 \\
        2>&1 | grep Collected

Usage: python benchmarks/count_stargate_engine.py [OCTGN_DATA_DIR] [GAMES] [text]
(the order of every benchmark: data first, then counts; default 100 games). The cards
play without text (`effects=False`, the workload the README's figures count) unless the
third argument is `text`.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_stargate_engine import load_decks, play


def main() -> None:
    from _arguments import OCTGN, parse, positive

    if len(sys.argv) > 1 and sys.argv[1].isdigit():
        sys.exit("usage: count_stargate_engine.py [OCTGN_DATA_DIR] [GAMES]: the data "
                 "folder comes first, as in the other benchmarks")
    args = parse(__doc__, ("octgn", Path, OCTGN), ("games", positive, 100),
                 ("cards", str, "plain"), choices={"cards": ["plain", "text"]})
    octgn, games, text = args.octgn, args.games, args.cards == "text"
    decks = load_decks(octgn)
    n = len(decks)
    pairs = [(a, b) for a in range(n) for b in range(n) if a != b]
    for seed, (a, b) in enumerate(pairs):  # warm-up: layouts are cached per deck pair
        play([decks[a], decks[b]], seed, 1, False, text)
    # The garbage of imports and warm-up collected now: otherwise the full collection it
    # brings on falls inside the counted games or not, by where the thresholds happen to
    # be (about 1 million instructions a game on a 50-game text count).
    gc.collect()
    steps = 0
    for seed in range(games):
        a, b = pairs[seed % len(pairs)]
        steps += play([decks[a], decks[b]], seed, 100, False, text)[1]
    print(f"{games} games, {steps} actions")


if __name__ == "__main__":
    main()
