"""Goldfish speed: games/s on one core (greedy hero against the passive villain),
--hands-only hands/s on one core, and the speed-up of 2 local workers over 1.

Targets (compiled build): >= 2,000 games/s, >= 200,000 hands/s, 2 workers >= 1.7x.
Run: .venv/bin/python benchmarks/bench_goldfish.py [OCTGN_DIR] [--deck NAME.o8d]
     [--games N] [--hands N]
The speed-up is wall time of the same job with workers=1 and workers=2, the best of
--repeat runs of each (on a machine shared with other work it measures the cores that
were free too).
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

from stargate_vcg import load_card_database, load_deck
from stargate_vcg.goldfish import goldfish, goldfish_hands, runner
from stargate_vcg.goldfish.api import GAMES_CHUNK
from stargate_vcg.goldfish.stargate_sim import StargateTally


def main() -> None:
    from stargate_vcg.engine import describe_build

    here = Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("octgn", nargs="?", default=str(here.parent.parent / "shared" / "octgn"))
    parser.add_argument("--deck", default="carter.o8d", help="a deck of OCTGN_DIR/decks")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--hands", type=int, default=400_000)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs")
    parser.add_argument("--stream", type=int, default=0, metavar="N",
                        help="only stream N empty game tallies through 2 workers and "
                             "print the parent's peak memory (e.g. 1000000)")
    args = parser.parse_args()
    if args.stream:
        stream(args.stream)
        return
    print(describe_build())
    db = load_card_database(Path(args.octgn))
    deck = load_deck(Path(args.octgn) / "decks" / args.deck, cards=db)
    goldfish(deck, games=20, seed=0)  # layouts built and modules imported before timing

    best = float("inf")
    for round_ in range(args.repeat):
        cpu = time.process_time()
        result = goldfish(deck, games=args.games, seed=round_ + 1, workers=1)
        best = min(best, time.process_time() - cpu)
    print(f"goldfish {args.deck}: {args.games} games, best of {args.repeat}: "
          f"{args.games / best:,.0f} games/s on one core (CPU time; target >= 2,000); "
          f"win rate {result.win_rate:.1%}, mean turn {result.mean_turn}")

    best = float("inf")
    for round_ in range(args.repeat):
        cpu = time.process_time()
        goldfish_hands(deck, hands=args.hands, seed=round_ + 1, workers=1)
        best = min(best, time.process_time() - cpu)
    print(f"--hands-only: {args.hands} hands, best of {args.repeat}: "
          f"{args.hands / best:,.0f} hands/s on one core (target >= 200,000)")

    # Best of --repeat runs of each, alternated: on a shared machine a single pair of
    # runs measured 1.2x to 2.1x from one run to the next (the other load comes and goes).
    walls = {1: float("inf"), 2: float("inf")}
    cpus = dict(walls)
    for _ in range(args.repeat):
        for workers in (1, 2):
            wall = time.perf_counter()
            cpu = _cpu()
            goldfish(deck, games=args.games * 2, seed=99, workers=workers)
            walls[workers] = min(walls[workers], time.perf_counter() - wall)
            cpus[workers] = min(cpus[workers], _cpu() - cpu)
    print(f"{args.games * 2} games, best of {args.repeat}: 1 worker {walls[1]:.2f} s, "
          f"2 workers {walls[2]:.2f} s wall: speed-up {walls[1] / walls[2]:.2f}x "
          f"(target >= 1.7x)")
    # On a busy machine the wall times measure the other load as much as ours; the CPU
    # time both runs spent (parent and workers) gives the speed-up two idle cores allow.
    print(f"CPU time, parent and workers: 1 worker {cpus[1]:.2f} s, 2 workers "
          f"{cpus[2]:.2f} s: speed-up on two idle cores {2 * cpus[1] / cpus[2]:.2f}x "
          f"(start-up and messages: {cpus[2] - cpus[1]:+.2f} s of CPU)")
    # The parent only merges tallies: its peak memory should not grow with the games.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"parent process peak memory: {peak:.0f} MB (target < 300 MB at 10^6 games)")


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _empty_chunk(setup: object, master: int, start: int, count: int) -> StargateTally:
    return StargateTally(games=count, reasons={"unfinished": count})


def stream(games: int) -> None:
    """The parent's side of a run of `games` games: tallies merged as they arrive."""
    wall = time.perf_counter()
    tally = runner.run(_empty_chunk, None, 1, games, GAMES_CHUNK, StargateTally(),
                       workers=2)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{tally.games:,} game tallies through 2 workers in "
          f"{time.perf_counter() - wall:.1f} s; parent peak memory {peak:.0f} MB")


if __name__ == "__main__":
    main()
