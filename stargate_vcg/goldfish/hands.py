"""`--hands-only`: opening hands drawn with the keep rule applied (rulebook "Starting a
Game": 8 cards; one mulligan shuffles the hand back and draws a fresh 8, kept whatever
it is). No game is played, so this runs far faster than a goldfish game."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from pydantic import BaseModel

from stargate_vcg.agents.keep import KeepRule
from stargate_vcg.cards.stargate import SKILLS, StargateCard
from stargate_vcg.decklists.model import AnyCard, Deck
from stargate_vcg.goldfish import deal
from stargate_vcg.goldfish.seeds import sub_seed
from stargate_vcg.statistics.odds import draw_pile, opening_hand_size

# Hands are seeded per chunk of this many (a fixed size, whatever the workers).
HANDS_CHUNK = 4096


@dataclass
class HandsSetup:
    deck: Deck
    keep: str


@dataclass
class HandsTally:
    """Integer sums only, so that merging in any order gives the same result."""

    hands: int = 0
    kept: int = 0  # first hands that meet the keep rule
    # per draw-pile position: copies in the hands played (after any mulligan)
    held: list[int] = field(default_factory=list)

    def merge(self, other: HandsTally) -> None:
        self.hands += other.hands
        self.kept += other.kept
        if not self.held:
            self.held = [0] * len(other.held)
        for i, n in enumerate(other.held):
            self.held[i] += n


class _Prepared:
    __slots__ = ("cards", "hand", "rule", "vectors")

    def __init__(self, setup: HandsSetup) -> None:
        self.cards: list[AnyCard] = [e.card for e in draw_pile(setup.deck)
                                     if e.card is not None for _ in range(e.quantity)]
        self.rule = KeepRule(setup.keep)
        self.vectors = [self.rule.vector(c) for c in self.cards]
        self.hand = min(opening_hand_size(setup.deck.game), len(self.cards))


_PREPARED: dict[int, tuple[HandsSetup, _Prepared]] = {}


def _prepared(setup: HandsSetup) -> _Prepared:
    found = _PREPARED.get(id(setup))
    if found is None or found[0] is not setup:
        _PREPARED.clear()
        found = (setup, _Prepared(setup))
        _PREPARED[id(setup)] = found
    return found[1]


def hands_chunk(setup: HandsSetup, master: int, chunk: int, count: int) -> HandsTally:
    prep = _prepared(setup)
    rng = random.Random(sub_seed(master, chunk, "hands"))
    size = prep.hand
    n = len(prep.cards)
    held = [0] * n
    if not _SAME_DRAWS:
        _SAME_DRAWS.append(deal.same_as_library())
    if not _SAME_DRAWS[0]:  # another Python's sample: its own draws, uncompiled
        return _hands_by_library(prep, rng, count)
    width = size.bit_length() + 1
    kept = deal.deal(rng, n, size, count, _packed(prep, width), width,
                     len(prep.rule.selectors), prep.rule.holds_counts, held)
    return HandsTally(count, kept, held)


# Whether deal.sample draws as this Python's Random.sample (checked once per process).
_SAME_DRAWS: list[bool] = []


def _packed(prep: _Prepared, width: int) -> list[int]:
    """Each card's selector memberships packed into one int, a field per selector wide
    enough for a whole hand (see deal.deal)."""
    return [sum(bit << (width * s) for s, bit in enumerate(v)) for v in prep.vectors]


def _hands_by_library(prep: _Prepared, rng: random.Random, count: int) -> HandsTally:
    population = range(len(prep.cards))
    size = prep.hand
    vectors = prep.vectors
    n_sel = len(prep.rule.selectors)
    held = [0] * len(prep.cards)
    kept = 0
    for _ in range(count):
        hand = rng.sample(population, size)
        counts = [sum(vectors[i][s] for i in hand) for s in range(n_sel)]
        if prep.rule.holds_counts(counts):
            kept += 1
        else:
            hand = rng.sample(population, size)
        for i in hand:
            held[i] += 1
    return HandsTally(count, kept, held)


class HandComposition(BaseModel):
    """Mean cards per hand played (after the mulligan)."""

    by_type: dict[str, float]
    by_skill: dict[str, float]  # cards with a rating in the skill (absent is not 0)
    by_cost: dict[int, float]


class HandsResult(BaseModel):
    """The `goldfish --hands-only --json` document."""

    document: str = "stargate-vcg-goldfish-hands/1"
    deck: str | None
    hands: int
    seed: int
    keep: str
    hand_size: int
    keep_rate: float  # share of first hands that meet the keep rule
    keep_rate_ci95: tuple[float, float]
    mulligan_rate: float
    composition: HandComposition


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (sound near 0 and 1)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def hands_result(setup: HandsSetup, seed: int, tally: HandsTally) -> HandsResult:
    prep = _prepared(setup)
    n = max(tally.hands, 1)
    by_type: dict[str, float] = {}
    by_skill: dict[str, float] = {}
    by_cost: dict[int, float] = {}
    for card, copies in zip(prep.cards, tally.held or [0] * len(prep.cards), strict=True):
        if not copies:
            continue
        share = copies / n
        kind = str(card.type)
        by_type[kind] = by_type.get(kind, 0.0) + share
        if isinstance(card, StargateCard):
            for skill in SKILLS:
                if skill in card.skills:
                    by_skill[skill.value] = by_skill.get(skill.value, 0.0) + share
            if card.cost is not None:
                by_cost[card.cost] = by_cost.get(card.cost, 0.0) + share
    keep_rate = tally.kept / n
    return HandsResult(
        deck=setup.deck.name, hands=tally.hands, seed=seed, keep=prep.rule.text,
        hand_size=prep.hand, keep_rate=keep_rate, keep_rate_ci95=wilson(tally.kept, n),
        mulligan_rate=(n - tally.kept) / n,  # exact, not 1 - keep_rate's float
        composition=HandComposition(
            by_type={k: round(v, 4) for k, v in sorted(by_type.items())},
            by_skill={k: round(v, 4) for k, v in sorted(by_skill.items())},
            by_cost={k: round(v, 4) for k, v in sorted(by_cost.items())}))
