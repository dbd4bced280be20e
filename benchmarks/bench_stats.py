"""Deck statistics speed (issue 4). Prints figures, asserts nothing.

1. `stats(deck)` of a 60-card Stargate draw deck (plus 4 team and 12 missions) built
   from the loaded card database (target <= 50 ms).
2. `odds()` of a combined condition over overlapping groups, without and with the
   mulligan, and by turn.
3. `stats(deck)` of the 68-card Star Trek VCG deck.

Usage: python benchmarks/bench_stats.py [OCTGN_DATA_DIR]
(default ../shared/octgn relative to the repository; without it, section 1 uses the
project's fixture cards made into a 60-card deck).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))  # fixture cards, when there is no OCTGN data

from stargate_vcg.cards import SKILLS, CardDatabase, CardType, StargateCard  # noqa: E402
from stargate_vcg.cards.names import normalize_name  # noqa: E402
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section  # noqa: E402
from stargate_vcg.statistics import odds, odds_by_turn, stats  # noqa: E402

RUNS = 30


def sixty_card_deck(db: CardDatabase) -> Deck:
    """4 team characters, 3 missions per skill, and 20 titles x 3 = 60 draw-deck cards."""
    cards = sorted(db, key=lambda c: c.id)
    used: set[str] = set()

    def pick(wanted: int, keep: Callable[[StargateCard], object]) -> list[StargateCard]:
        found: list[StargateCard] = []
        for card in cards:
            if keep(card) and normalize_name(card.title) not in used and len(found) < wanted:
                found.append(card)
                used.add(normalize_name(card.title))
        return found

    team = pick(4, lambda c: c.type is CardType.TEAM_CHARACTER)
    missions = [m for s in SKILLS
                for m in pick(3, lambda c, s=s: c.type is CardType.MISSION and s in c.skills)]
    draw = pick(20, lambda c: c.type not in (CardType.MISSION, CardType.TEAM_CHARACTER))

    def entries(chosen: list[StargateCard], copies: int) -> list[DeckEntry]:
        return [DeckEntry(name=c.name, quantity=copies, card=c) for c in chosen]

    return Deck(game=Game.STARGATE, name="bench", sections={
        Section.TEAM: entries(team, 1), Section.MISSIONS: entries(missions, 1),
        Section.DECK: entries(draw, 3)})


def fixture_sixty() -> Deck:
    from factories import fixture_deck

    deck = fixture_deck()
    entries = deck.sections[Section.DECK]
    # 15 titles x 3 = 45; add 5 more titles' worth by raising copies past the limit:
    # speed does not depend on legality.
    deck.sections[Section.DECK] = [e.model_copy(update={"quantity": 4}) for e in entries]
    return deck


def timed(label: str, action: Callable[[], object], runs: int = RUNS) -> None:
    action()  # warm-up: imports, caches
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    print(f"{label:58s} median {statistics.median(times) * 1000:7.2f} ms   "
          f"min {min(times) * 1000:7.2f} ms   max {max(times) * 1000:7.2f} ms   ({runs} runs)")


def main() -> None:
    from _arguments import OCTGN, parse

    octgn = parse(__doc__, ("octgn", Path, OCTGN)).octgn
    if (octgn / "sets").is_dir():
        from stargate_vcg.cards.sources import build_database

        start = time.perf_counter()
        db = build_database(octgn)
        print(f"card database loaded: {len(db)} cards in {time.perf_counter() - start:.2f} s "
              "(not part of the figures below)")
        deck = sixty_card_deck(db)
    else:
        print(f"no OCTGN data at {octgn}: using fixture cards")
        deck = fixture_sixty()
    print(f"deck: {deck.count(Section.TEAM)} team, {deck.count(Section.MISSIONS)} missions, "
          f"{deck.count(Section.DECK)} draw-deck cards")
    timed("stats(deck)  [target <= 50 ms]", lambda: stats(deck))
    timed("stats(deck).model_dump_json()  (the --json document)",
          lambda: stats(deck).model_dump_json())
    combined = "type:support >= 1 and trait:SGC >= 2 and type:obstacle >= 2"
    timed("odds(3 overlapping groups, no mulligan)",
          lambda: odds(deck, combined, mulligan=False))
    timed("odds(3 overlapping groups, mulligan)", lambda: odds(deck, combined))
    timed("odds(3 groups, mulligan, 6 cards played)",
          lambda: odds(deck, combined, cards_played=6), runs=5)
    timed("odds_by_turn(1 group, 5 turns x 3 cards, mulligan)",
          lambda: odds_by_turn(deck, "type:event >= 1", 5, 3))

    from stargate_vcg.decklists.io import load_deck

    trek = load_deck(REPO / "decks" / "star-trek-vcg.yaml")
    timed("stats(Star Trek VCG deck, 68 cards)", lambda: stats(trek), runs=10)


if __name__ == "__main__":
    main()
