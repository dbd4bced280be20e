"""Star Trek VCG: how the provisional card values play (measured, not asserted).

Prints, for random games and for games of a simple "sensible" policy, how often imprese
succeed (overall and per Impresa), the spread of final scores and winning margins, and,
without any game, which share of 2- and 3-character teams meets each Impresa.

Run: .venv/bin/python benchmarks/trek_playability.py [--games N] [--players P]
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter
from itertools import combinations

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.trek import (
    AttemptImpresa,
    Declare,
    DrawAndPass,
    EndTurn,
    PlaceSecrets,
    PlayCard,
    Reveal,
    TrekAction,
    TrekGame,
)
from stargate_vcg.engine.trek.imprese import completed
from stargate_vcg.engine.trek.table import IMPRESA, PERSONAGGIO


class SensibleAgent:
    """Plays characters, attempts an Impresa only when it would succeed, joins others'
    imprese that already look complete, never bluffs. A yardstick, not an AI."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: TrekGame, legal: list[TrekAction]) -> TrekAction:
        attempts = [a for a in legal if isinstance(a, AttemptImpresa)
                    and completed(game, a.card, a.participants)]
        if attempts:
            return max(attempts, key=lambda a: (len(a.participants) == 1, game.rng.random()))
        plays = [a for a in legal if isinstance(a, PlayCard)
                 and game.table.kind[a.card] != IMPRESA]
        if plays and len(game.chars[game.active]) < 4:
            return self.rng.choice(plays)
        for kind in (PlaceSecrets, Reveal):
            options = [a for a in legal if isinstance(a, kind)]
            if options:
                return options[0] if kind is PlaceSecrets else max(
                    options, key=lambda a: len(a.cards))
        declares = [a for a in legal if isinstance(a, Declare)]
        if declares:
            sure = completed(game, game.imp_card, game.imp_part)
            return max(declares, key=lambda a: len(a.characters)) if sure else declares[0]
        for kind2 in (EndTurn, DrawAndPass):
            if any(isinstance(a, kind2) for a in legal):
                return next(a for a in legal if isinstance(a, kind2))
        return self.rng.choice(legal)


def play(players: int, seed: int, sensible: bool) -> TrekGame:
    # Random games end within 200 turns; the limit stops an agent that never finishes.
    game = TrekGame.new(players=players, seed=seed, max_turns=1000)
    random_agent, smart = RandomAgent(seed), SensibleAgent(seed)
    while not game.is_over:
        legal = game.legal_actions()
        action = smart.choose(game, legal) if sensible else random_agent.choose(None, legal)
        game.apply(action)
    return game


def report(label: str, games: list[TrekGame]) -> None:
    outcome: Counter[str] = Counter()
    by_name: dict[str, Counter[str]] = {}
    spreads, margins, turns, negative = [], [], [], 0
    for game in games:
        for event in game.log:
            if event.kind in ("completed", "failed"):
                outcome[event.kind] += 1
                name = game.name(event.cards[0])
                by_name.setdefault(name, Counter())[event.kind] += 1
        final = sorted(game.scores, reverse=True)
        spreads.append(final[0] - final[-1])
        margins.append(final[0] - final[1])
        turns.append(game.turn)
        negative += sum(1 for s in final if s < 0)
    total = outcome["completed"] + outcome["failed"]
    finals = [s for g in games for s in g.scores]
    print(f"\n== {label}: {len(games)} games ==")
    print(f"imprese completed: {outcome['completed'] / total:.0%} of {total}")
    print(f"final score: mean {statistics.mean(finals):.1f}, sd {statistics.pstdev(finals):.1f},"
          f" min {min(finals)}, max {max(finals)}; negative: {negative / len(finals):.0%}")
    print(f"winner's margin: median {statistics.median(margins)}, ties "
          f"{sum(1 for m in margins if m == 0) / len(margins):.0%}; best-worst median "
          f"{statistics.median(spreads)}; turns per game median {statistics.median(turns)}")
    rates = {n: (c["completed"] / (c["completed"] + c["failed"]), c["completed"] + c["failed"])
             for n, c in by_name.items()}
    print("per Impresa (completed share, attempts): " + ", ".join(
        f"{n} {r:.0%} {k}" for n, (r, k) in sorted(rates.items(), key=lambda x: x[1])))


def teams() -> None:
    game = TrekGame.new(players=2, seed=0)
    table = game.table
    chars = [c for c in range(len(table)) if table.kind[c] == PERSONAGGIO]
    game.danni = []
    print("\n== share of teams meeting each Impresa (no Danni, no equipment) ==")
    for impresa in (c for c in range(len(table)) if table.kind[c] == IMPRESA):
        shares = []
        for size in (1, 2, 3):
            combos = list(combinations(chars, size))
            ok = sum(completed(game, impresa, combo) for combo in combos
                     if all(all(a in table.attrs[c] for a in table.rules[impresa].only)
                            for c in combo))
            shares.append(f"{ok / len(combos):.0%}")
        print(f"{table.names[impresa]:22} {table.points[impresa]} pts  "
              f"1/2/3 characters: {' / '.join(shares)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    teams()
    for sensible in (False, True):
        games = [play(args.players, seed, sensible) for seed in range(args.games)]
        report("sensible policy" if sensible else "random agents", games)


if __name__ == "__main__":
    main()
