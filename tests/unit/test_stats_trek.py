"""Star Trek VCG statistics on fixture cards written here, and on the project's deck."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

from stargate_vcg.cards.trek import (
    AlertLevel,
    Category,
    Danni,
    Equipaggiamento,
    Impresa,
    Personaggio,
    Status,
)
from stargate_vcg.decklists.model import AnyCard, Deck, DeckEntry, Game, Section
from stargate_vcg.statistics import odds, stats
from stargate_vcg.statistics.trek import fewest_characters, trek_draw_odds

T, S, E, M = Category.TATTICA, Category.SCIENZA, Category.INGEGNERIA, Category.MEDICINA


def _pg(n: int, values: dict[Category, int]) -> Personaggio:
    return Personaggio(id=f"pg{n}", name=f"Pg {n}", codes="Civ.", classe="civile", value=n % 3,
                       categories=values)


CREW = [_pg(1, {T: 3, S: 1, E: 1, M: 1}), _pg(2, {T: 1, S: 4, E: 2, M: 1}),
        _pg(3, {T: 2, S: 2, E: 3, M: 2}), _pg(4, {T: 1, S: 1, E: 1, M: 4})]
IMPRESE = [Impresa(id="im1", name="Easy", points=2, minimum={T: 3}),
           Impresa(id="im2", name="Pair", points=3, minimum={S: 5, M: 4}),
           Impresa(id="im3", name="Impossible", points=9, minimum={T: 20})]
OTHERS: list[AnyCard] = [
    Status(id="st1", name="Green", alert=AlertLevel.GREEN),
    Danni(id="dn1", name="Hull", penalty={AlertLevel.GREEN: {T: 1}, AlertLevel.RED: {T: 2, E: 1}}),
    Equipaggiamento(id="eq1", name="Kit", modifier={S: 1}),
]


def _deck() -> Deck:
    cards: list[AnyCard] = [*CREW, *IMPRESE, *OTHERS]
    return Deck(game=Game.TREK, name="trek fixture",
                sections={Section.DECK: [DeckEntry(name=c.name, quantity=1, card=c)
                                         for c in cards]})


def test_composition_and_category_totals() -> None:
    trek = stats(_deck()).trek
    assert trek is not None
    assert trek.composition == {"personaggio": 4, "status": 1, "danni": 1, "impresa": 3,
                                "equipaggiamento": 1}
    for category in Category:
        assert trek.category_totals["personaggio"][category.value] == sum(
            p.categories.get(category, 0) for p in CREW)
    assert trek.category_totals["equipaggiamento"]["scienza"] == 1
    assert trek.danni_by_alert["R"] == {"tattica": 2, "scienza": 0, "ingegneria": 1,
                                        "medicina": 0}


def _brute_fewest(minimum: dict[Category, int], crew: list[Personaggio]) -> int | None:
    for size in range(0, len(crew) + 1):
        for team in combinations(crew, size):
            if all(sum(p.categories.get(c, 0) for p in team) >= n for c, n in minimum.items()):
                return size
    return None


def test_imprese_against_the_crew() -> None:
    trek = stats(_deck()).trek
    assert trek is not None
    reach = {i.name: i for i in trek.imprese}
    assert reach["Easy"].min_characters == 1
    assert reach["Pair"].min_characters == _brute_fewest(IMPRESE[1].minimum, CREW) == 2
    assert not reach["Impossible"].fieldable and reach["Impossible"].min_characters is None
    assert reach["Pair"].best_single["scienza"] == 4


@pytest.mark.parametrize("minimum", [{T: 5, S: 5}, {E: 6, M: 5}, {T: 7, S: 8, E: 7, M: 8},
                                     {M: 9}, {T: 1}])
def test_fewest_characters_equals_brute_force(minimum: dict[Category, int]) -> None:
    assert fewest_characters(minimum, CREW) == _brute_fewest(minimum, CREW)


def test_opening_hand_odds_are_exact() -> None:
    deck = _deck()
    entries = deck.section(Section.DECK)
    n = len(entries)
    row = trek_draw_odds(entries, 1)
    assert row.cards_seen == 5
    no_pg = Fraction(comb(n - 4, 5), comb(n, 5))
    no_im = Fraction(comb(n - 3, 5), comb(n, 5))
    neither = Fraction(comb(n - 7, 5), comb(n, 5))
    assert row.p_personaggio == pytest.approx(float(1 - no_pg))
    assert row.p_impresa == pytest.approx(float(1 - no_im))
    assert row.p_both == pytest.approx(float(1 - no_pg - no_im + neither))
    later = trek_draw_odds(entries, 3)
    assert later.cards_seen == 7 and later.p_both > row.p_both


def test_trek_odds_have_no_mulligan() -> None:
    result = odds(_deck(), "type:personaggio >= 1 and type:impresa >= 1")
    assert result.hand_size == 5
    assert result.p_with_mulligan is None and result.keep_rule is None
    assert result.p == pytest.approx(trek_draw_odds(_deck().section(Section.DECK), 1).p_both)


def test_the_project_deck() -> None:
    from stargate_vcg.decklists.io import load_deck

    deck = load_deck(Path(__file__).resolve().parents[2] / "decks" / "star-trek-vcg.yaml")
    result = stats(deck)
    assert result.trek is not None
    assert sum(result.trek.composition.values()) == 68 == result.draw.deck_size
    assert result.trek.composition["personaggio"] == 25  # regolamento P.01
    assert result.victory_total_given is None
    # 25 personaggi in 68 cards, 5-card hand
    assert result.trek.opening.p_personaggio == pytest.approx(1 - comb(43, 5) / comb(68, 5))
