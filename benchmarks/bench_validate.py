"""Deck validation speed (issue 3): validating 1,000 decks in one process after the card
database is loaded (target >= 2,000 decks/s). Prints figures, asserts nothing.

The decks are the OCTGN plugin's .o8d decks and the project's decks/ folder, loaded
once and validated round-robin; illegal variants (a deck cut to 11 missions and 19
villain cards, so every check reports) are timed too, as is the Star Trek VCG deck.

Usage: python benchmarks/bench_validate.py [OCTGN_DATA_DIR] [DECKS]
(default ../shared/octgn relative to the repository, 1000 decks).
Uses a temporary cache directory; the user's cache is not touched.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from stargate_vcg.decklists.model import Deck

REPO = Path(__file__).resolve().parent.parent
ROUNDS = 5


def main() -> None:
    from _arguments import OCTGN, parse, positive

    args = parse(__doc__, ("octgn", Path, OCTGN), ("decks", positive, 1000))
    octgn, count = args.octgn, args.decks
    os.environ["STARGATE_VCG_CACHE_DIR"] = tempfile.mkdtemp(prefix="bench-validate-")

    from stargate_vcg import load_card_database, load_deck
    from stargate_vcg.decklists.model import Game

    start = time.perf_counter()
    database = load_card_database(octgn)
    print(f"card database: {len(database)} cards loaded in {time.perf_counter() - start:.2f} s "
          "(not counted below)")
    paths = sorted((octgn / "decks").glob("*.o8d"))
    paths += sorted(p for pattern in ("*.yaml", "*.txt", "*.o8d")
                    for p in (REPO / "decks").glob(pattern))
    decks = [load_deck(p, cards=database, strict=False) for p in paths]
    stargate = [d for d in decks if d.game is Game.STARGATE]
    trek = [d for d in decks if d.game is Game.TREK]
    print(f"decks: {len(stargate)} Stargate, {len(trek)} Star Trek VCG, from {len(paths)} files")
    _time("Stargate, legal decks", stargate, count)
    _time("Stargate, illegal variants", [_broken(d) for d in stargate], count)
    if trek:
        _time("Star Trek VCG deck", trek, count)


def _broken(deck: Deck) -> Deck:
    """The same deck with 11 missions and most villain cards gone."""
    from stargate_vcg.decklists.model import Section

    sections = dict(deck.sections)
    sections[Section.MISSIONS] = deck.section(Section.MISSIONS)[:-1]
    sections[Section.DECK] = [e for e in deck.section(Section.DECK)
                              if e.card is None or getattr(e.card, "allegiance", None) != "villain"
                              ] + deck.section(Section.DECK)[:1]
    return deck.model_copy(update={"sections": sections})


def _time(label: str, decks: list[Deck], count: int) -> None:
    from stargate_vcg import validate

    batch = [decks[i % len(decks)] for i in range(count)]
    validate(batch[0])  # first call imports the rule modules and loads the Trek list
    rates = []
    violations = 0
    for _ in range(ROUNDS):
        start = time.perf_counter()
        reports = [validate(deck) for deck in batch]
        rates.append(count / (time.perf_counter() - start))
        violations = sum(len(r.violations) for r in reports)
    best, median = max(rates), statistics.median(rates)
    print(f"{label}: {count} decks, median {median:,.0f} decks/s "
          f"({1e6 / median:.0f} us/deck), best {best:,.0f} decks/s, "
          f"{violations} violations per round (target >= 2,000 decks/s)")


if __name__ == "__main__":
    main()
