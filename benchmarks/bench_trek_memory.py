"""Star Trek VCG engine memory: resident memory of one process over many games.

The legal-action memo is shared by every game of a deck (`CardTable.memo`); goldfish
workers play thousands of games per process. Target: growth under 30 MB over 10,000
4-player games between random agents, at the speed of `bench_trek.py`.

Run: .venv/bin/python benchmarks/bench_trek_memory.py [--games N] [--players P]
"""

from __future__ import annotations

import argparse
import os
import resource
import time

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.trek import TrekGame
from stargate_vcg.engine.trek.game import _default_table

MAX_TURNS = 1000


def resident_mb() -> float:
    """Current resident memory (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play(seed: int, players: int) -> None:
    game = TrekGame.new(players=players, seed=seed, max_turns=MAX_TURNS)
    agent = RandomAgent(seed)
    while not game.is_over:
        game.apply(agent.choose(None, game.legal_actions()))


def main() -> None:
    from stargate_vcg.engine import describe_build

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    print(describe_build())
    play(0, args.players)  # load the cards outside the measure
    start, peak = resident_mb(), 0.0
    cpu = time.process_time()
    step = max(args.games // 10, 1)
    for seed in range(1, args.games + 1):
        play(seed, args.players)
        if seed % step == 0:
            table = _default_table()
            now = resident_mb()
            peak = max(peak, now)
            print(f"{seed:>7,} games: resident {now:6.1f} MB (+{now - start:5.1f}), "
                  f"memo {len(table.memo) + len(table.old_memo):,} lists")
    cpu = time.process_time() - cpu
    print(f"growth: {peak - start:.1f} MB at the peak (target < 30 MB over 10,000 games)")
    print(f"games/s (CPU): {args.games / cpu:,.0f}")


if __name__ == "__main__":
    main()
