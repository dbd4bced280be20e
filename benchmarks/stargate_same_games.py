"""Stargate engine games before and after a speed change: the same seeds must play the
same games, action for action. Save with one build, compare with the other:

    PY benchmarks/stargate_same_games.py OCTGN_DIR saved.json save
    PY benchmarks/stargate_same_games.py OCTGN_DIR saved.json compare

Plays 120 seeded random games between the 8 OCTGN decks with card text and 120 without,
and records a digest of each game's actions, log and result.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_stargate_engine import load_decks

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import StargateGame


def digest(decks: list, seed: int, effects: bool) -> str:  # type: ignore[type-arg]
    game = StargateGame.new(decks, seed=seed, max_turns=100, effects=effects)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    h = hashlib.sha256()
    while not game.is_over:
        player = game.to_act
        assert player is not None
        actions = game.legal_actions()
        action = agents[player].choose(None, actions)
        h.update(f"{len(actions)}:{game.describe(action)};".encode())
        game.apply(action)
    h.update(repr(game.result).encode())
    h.update(repr(list(game.log)).encode())
    return h.hexdigest()[:16]


def main() -> None:
    octgn, saved, mode = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    decks = load_decks(octgn)
    pairs = [(a, b) for a in range(len(decks)) for b in range(len(decks)) if a != b]
    games = {f"{'text' if effects else 'plain'} {seed}":
             digest([decks[pairs[seed % len(pairs)][0]], decks[pairs[seed % len(pairs)][1]]],
                    seed, effects)
             for effects in (True, False) for seed in range(120)}
    if mode == "save":
        saved.write_text(json.dumps(games, indent=0))
        print(f"saved {len(games)} games")
        return
    before = json.loads(saved.read_text())
    differ = [key for key in games if before.get(key) != games[key]]
    print(f"{len(games) - len(differ)} of {len(games)} games the same"
          + (f"; first different: {differ[:5]}" if differ else ""))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
