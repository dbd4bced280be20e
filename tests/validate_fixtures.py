"""Fixtures for the deck-validation tests: generated Stargate decks (hypothesis) built
from project-written cards, and a synthetic 68-card Star Trek VCG list."""

from __future__ import annotations

from dataclasses import dataclass, field

from factories import MISSIONS, TEAM, sg_card
from hypothesis import strategies as st

from stargate_vcg.cards import Allegiance, CardType, Skill, StargateCard
from stargate_vcg.cards.stargate import SKILLS
from stargate_vcg.cards.trek import (
    CATEGORIES,
    AlertLevel,
    Danni,
    Equipaggiamento,
    Impresa,
    Personaggio,
    Status,
)
from stargate_vcg.decklists.model import AnyCard, Deck, DeckEntry, Game, Section

# ---- Stargate -------------------------------------------------------------------


def entry(card: StargateCard, quantity: int = 1) -> DeckEntry:
    return DeckEntry(name=card.name, quantity=quantity, card=card)


@dataclass
class Generated:
    """A generated legal deck, with the parts a mutation needs to know about."""

    team: list[StargateCard]
    missions: list[StargateCard]
    heroes: list[tuple[StargateCard, int]]
    villains: list[tuple[StargateCard, int]]
    team_copies: list[tuple[StargateCard, int]] = field(default_factory=list)

    def deck(self) -> Deck:
        rest = self.heroes + self.villains + self.team_copies
        return Deck(game=Game.STARGATE, name="generated", sections={
            Section.TEAM: [entry(c) for c in self.team],
            Section.MISSIONS: [entry(c) for c in self.missions],
            Section.DECK: [entry(c, q) for c, q in rest],
        })


def _skills() -> st.SearchStrategy[dict[Skill, int]]:
    return st.dictionaries(st.sampled_from(SKILLS), st.integers(0, 5), min_size=1)


@st.composite
def _team(draw: st.DrawFn) -> list[StargateCard]:
    return [sg_card(f"Gen Team {i}", CardType.TEAM_CHARACTER, f"Role {i}",
                    cost=draw(st.integers(1, 5)), skills=draw(_skills()))
            for i in range(4)]


@st.composite
def _missions(draw: st.DrawFn, dual: bool) -> list[StargateCard]:
    missions = []
    for skill in SKILLS:
        for n in range(3):
            rated = {skill: draw(st.integers(2, 7))}
            if dual and draw(st.booleans()):
                other = draw(st.sampled_from([s for s in SKILLS if s is not skill]))
                rated[other] = draw(st.integers(2, 7))
            missions.append(sg_card(f"Gen {skill.value} Mission {n}", CardType.MISSION,
                                    f"P{n}G-{skill.value}", skills=rated,
                                    experience=draw(st.integers(1, 3))))
    return missions


_HERO_TYPES = (CardType.SUPPORT_CHARACTER, CardType.GEAR, CardType.EVENT, CardType.SHIP)
_VILLAIN_TYPES = (CardType.OBSTACLE, CardType.ADVERSARY, CardType.SHIP)


@st.composite
def _side(draw: st.DrawFn, allegiance: Allegiance, minimum: int) -> list[tuple[StargateCard, int]]:
    """Cards of one allegiance totalling at least `minimum`, at most 3 copies of a title,
    sometimes split over two subtitles of the same title."""
    total = draw(st.integers(minimum, minimum + 15))
    kinds = _HERO_TYPES if allegiance is Allegiance.HERO else _VILLAIN_TYPES
    cards: list[tuple[StargateCard, int]] = []
    n = 0
    while total > 0:
        qty = draw(st.integers(1, min(3, total)))
        kind = draw(st.sampled_from(kinds))
        title = f"Gen {allegiance.value} {n}"
        extra = {"skills": {Skill.COMBAT: 2}} if kind in _VILLAIN_TYPES[:2] else {}
        if qty > 1 and draw(st.booleans()):
            cards.append((sg_card(title, kind, "First", allegiance=allegiance, **extra), 1))
            cards.append((sg_card(title, kind, "Second", allegiance=allegiance, **extra),
                          qty - 1))
        else:
            cards.append((sg_card(title, kind, allegiance=allegiance, **extra), qty))
        total -= qty
        n += 1
    return cards


@st.composite
def legal_decks(draw: st.DrawFn, dual: bool = True) -> Generated:
    """A legal Stargate deck, possibly at the limits (20/20 cards, 3 copies, 2 team
    copies in the deck, missions rated in two skills)."""
    # The hand-written fixture team and missions of factories.py, or generated ones.
    team = TEAM if draw(st.booleans()) else draw(_team())
    missions = MISSIONS if draw(st.booleans()) else draw(_missions(dual))
    copies = [(c, q) for c in team if (q := draw(st.integers(0, 2))) > 0]
    return Generated(team=team, missions=missions,
                     heroes=draw(_side(Allegiance.HERO, 20)),
                     villains=draw(_side(Allegiance.VILLAIN, 20)), team_copies=copies)


# ---- Star Trek VCG --------------------------------------------------------------


def trek_reference() -> list[AnyCard]:
    """68 synthetic cards in the regolamento's proportions (25/10/6/18/9)."""
    values = dict.fromkeys(CATEGORIES, 2)
    cards: list[AnyCard] = []
    cards += [Personaggio(id=f"p{i}", name=f"Fixture Crew {i}", codes="Civile", classe="civile",
                          value=1 + i % 4, categories=values) for i in range(25)]
    alerts = list(AlertLevel)
    cards += [Status(id=f"s{i}", name=f"Fixture Alert {i}", alert=alerts[i % 3])
              for i in range(10)]
    cards += [Danni(id=f"d{i}", name=f"Fixture Damage {i}",
                    penalty={a: dict.fromkeys(CATEGORIES, 1) for a in alerts}) for i in range(6)]
    cards += [Impresa(id=f"i{i}", name=f"Fixture Quest {i}", points=2, minimum=values)
              for i in range(18)]
    cards += [Equipaggiamento(id=f"e{i}", name=f"Fixture Tool {i}", modifier=values)
              for i in range(9)]
    return cards


def trek_deck(cards: list[AnyCard]) -> Deck:
    return Deck(game=Game.TREK, name="trek", sections={
        Section.DECK: [DeckEntry(name=c.name, quantity=1, card=c) for c in cards]})
