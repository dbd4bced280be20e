"""A digest of seeded random games of both engines, for comparing two builds.

Run as a script it prints the digest computed by whichever `stargate_vcg` comes first
on sys.path; `test_builds_agree.py` runs it against the source tree (pure Python) and
compares with the installed, compiled engines.
"""

from __future__ import annotations

import hashlib
import sys


def digest(seeds: range) -> str:
    from factories import fixture_deck

    from stargate_vcg.agents import RandomAgent
    from stargate_vcg.engine.stargate import StargateGame
    from stargate_vcg.engine.trek import TrekGame

    h = hashlib.sha256()
    deck = fixture_deck()
    for seed in seeds:
        game = StargateGame.new([deck, deck], seed=seed, max_turns=30)
        agent = RandomAgent(seed)
        while not game.is_over:
            game.apply(agent.choose(None, game.legal_actions()))
        h.update(repr((game.actions, game.log, game.result)).encode())
        trek = TrekGame.new(players=2 + seed % 4, seed=seed)
        played = []
        while not trek.is_over:
            played.append(agent.choose(None, trek.legal_actions()))
            trek.apply(played[-1])
        h.update(repr((played, trek.log, trek.scores)).encode())
    return h.hexdigest()


if __name__ == "__main__":
    from stargate_vcg.engine import compiled_engines

    print("compiled" if compiled_engines() else "pure", digest(range(int(sys.argv[1]))))
