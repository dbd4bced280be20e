"""Goldfish results before and after a speed change: the same seeds must give the same
`GoldfishResult` JSON. Save with one build, compare with the other:

    PY benchmarks/goldfish_same_results.py OCTGN_DIR saved.json save
    PY benchmarks/goldfish_same_results.py OCTGN_DIR saved.json compare

Runs every deck of OCTGN_DIR/decks (300 games against the passive villain), four
greedy-opponent pairings, the random agent and a keep rule.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from stargate_vcg import load_card_database, load_deck
from stargate_vcg.goldfish import goldfish


def main() -> None:
    octgn, saved, mode = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    db = load_card_database(octgn)
    decks = {p.name: load_deck(p, cards=db) for p in sorted((octgn / "decks").glob("*.o8d"))}
    runs = {name: goldfish(deck, games=300, seed=1).model_dump_json()
            for name, deck in decks.items()}
    names = list(decks)
    for i in range(min(4, len(names) // 2)):
        hero, villain = names[i], names[-1 - i]
        runs[f"{hero} vs {villain}"] = goldfish(
            decks[hero], games=60, seed=7, opponent=decks[villain]).model_dump_json()
    first = decks[names[0]]
    runs["random agent"] = goldfish(first, games=60, seed=3, agent="random").model_dump_json()
    runs["keep rule"] = goldfish(first, games=100, seed=5, keep="hero >= 4").model_dump_json()
    if mode == "save":
        saved.write_text(json.dumps(runs, indent=1), encoding="utf-8")
        print(f"saved {len(runs)} runs to {saved}")
        return
    before = json.loads(saved.read_text(encoding="utf-8"))
    differ = [name for name in before if before[name] != runs.get(name)]
    print(f"differ: {differ}" if differ else f"identical: {len(before)} runs")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
