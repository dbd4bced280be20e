"""Decklist speed: loading and saving the 8 OCTGN decks in every format. Prints figures,
asserts nothing. There is no target in the issue; these figures show that a decklist costs
milliseconds next to the card database itself.

Usage: python benchmarks/bench_decklists.py [OCTGN_DATA_DIR]
(default ../shared/octgn relative to the repository).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from stargate_vcg.cards.sources import build_database
from stargate_vcg.decklists.io import FORMATS, load_deck, save_deck

REPO = Path(__file__).resolve().parent.parent
RUNS = 20
T = TypeVar("T")
_EXTENSION = {"yaml": ".yaml", "text": ".txt", "o8d": ".o8d"}


def per_deck_ms(action: Callable[[T], object], items: Sequence[T]) -> float:
    """Median over RUNS of the time per item, in milliseconds."""
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        for item in items:
            action(item)
        times.append((time.perf_counter() - start) / len(items))
    return statistics.median(times) * 1000


def main() -> None:
    from _arguments import OCTGN, parse

    octgn = parse(__doc__, ("octgn", Path, OCTGN)).octgn
    cards = build_database(octgn / "sets")
    sources = sorted((octgn / "decks").glob("*.o8d"))
    decks = [load_deck(p, cards=cards) for p in sources]
    print(f"{len(sources)} decks, {len(cards)} cards, median of {RUNS} runs")
    with tempfile.TemporaryDirectory() as folder:
        for fmt in FORMATS:
            paths = [Path(folder) / f"{p.stem}{_EXTENSION[fmt]}" for p in sources]
            pairs = list(zip(decks, paths, strict=True))
            save_ms = per_deck_ms(lambda pair: save_deck(*pair, force=True), pairs)
            load_ms = per_deck_ms(lambda path: load_deck(path, cards=cards), paths)
            print(f"  {fmt:5} save {save_ms:6.2f} ms/deck   load {load_ms:6.2f} ms/deck")


if __name__ == "__main__":
    main()
