"""Fixture cards written by the project itself (no OCTGN data), and decks built from them."""

from __future__ import annotations

import uuid
from typing import Any

from stargate_vcg.cards import Allegiance, CardDatabase, CardType, Glyph, Skill, StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section

_NS = uuid.UUID("6c0a3f52-1b7e-4c39-9d0c-5d3c1f7a2b10")


def sg_card(title: str, type: CardType, subtitle: str | None = None, **fields: Any) -> StargateCard:
    """A Stargate card with a stable id derived from its name."""
    card_id = str(uuid.uuid5(_NS, f"{title}|{subtitle}|{fields.get('set_name', 'Fixture')}"))
    fields.setdefault("set_name", "Fixture")
    if "allegiance" not in fields and type is not CardType.MISSION:
        villain = type in (CardType.OBSTACLE, CardType.ADVERSARY)
        fields["allegiance"] = Allegiance.VILLAIN if villain else Allegiance.HERO
    return StargateCard(id=card_id, title=title, subtitle=subtitle, type=type, **fields)


C, S, B, I = Skill.CULTURE, Skill.SCIENCE, Skill.COMBAT, Skill.INGENUITY  # noqa: E741 - the four skill initials

TEAM = [
    sg_card("Fixture Leader", CardType.TEAM_CHARACTER, "Commander", cost=4,
            skills={C: 1, S: 0, B: 3, I: 2}, traits=("SGC",)),
    sg_card("Fixture Scholar", CardType.TEAM_CHARACTER, "Linguist", cost=3,
            skills={C: 3, S: 2, B: 0, I: 1}, traits=("SGC",)),
    sg_card("Fixture Scientist", CardType.TEAM_CHARACTER, "Astrophysicist", cost=3,
            skills={C: 1, S: 3, B: 1, I: 2}, traits=("SGC",)),
    sg_card("Fixture Warrior", CardType.TEAM_CHARACTER, "Jaffa", cost=3,
            skills={C: 1, S: 0, B: 3, I: 1}, traits=("Jaffa",)),
]

_GLYPHS = list(Glyph)[:6]
MISSIONS = [
    sg_card(f"Fixture {skill.value.title()} Mission {n}", CardType.MISSION, f"P{n}X-{i}",
            skills={skill: 3 + n % 3}, experience=1 + n % 3, glyph=_GLYPHS[(i * 3 + n) % 6])
    for i, skill in enumerate((C, S, B, I)) for n in range(3)
]

HERO = [
    sg_card("Fixture Medic", CardType.SUPPORT_CHARACTER, "Field Doctor", cost=2,
            skills={S: 2, C: 1}, traits=("SGC",)),
    sg_card("Fixture Marine", CardType.SUPPORT_CHARACTER, "Sergeant", cost=2,
            skills={B: 2}, traits=("SGC",)),
    sg_card("Fixture Envoy", CardType.SUPPORT_CHARACTER, "Diplomat", cost=3,
            skills={C: 2, I: 1}, traits=("Political",)),
    sg_card("Fixture Scanner", CardType.GEAR, cost=1, traits=("SGC",)),
    sg_card("Fixture Rifle", CardType.GEAR, cost=2, traits=("SGC",)),
    sg_card("Fixture Briefing", CardType.EVENT, cost=1),
    sg_card("Fixture Gambit", CardType.EVENT, cost=0),
    sg_card("Fixture Cruiser", CardType.SHIP, "Hero Ship", cost=3, firepower=3),
]

VILLAIN = [
    sg_card("Fixture Ambush", CardType.OBSTACLE, cost=1, skills={B: 2}),
    sg_card("Fixture Riddle", CardType.OBSTACLE, cost=1, skills={I: 2, C: 1}),
    sg_card("Fixture Plague", CardType.OBSTACLE, cost=2, skills={S: 3}),
    sg_card("Fixture Protocol", CardType.OBSTACLE, cost=2, skills={C: 2}),
    sg_card("Fixture Tyrant", CardType.ADVERSARY, "System Lord", cost=3,
            skills={C: 2, B: 2}, revive=4, traits=("Goa'uld",)),
    sg_card("Fixture Guard", CardType.ADVERSARY, "Serpent Guard", cost=2,
            skills={B: 2}, revive=3, traits=("Jaffa",)),
    sg_card("Fixture Raider", CardType.SHIP, "Villain Ship", cost=2, firepower=2,
            allegiance=Allegiance.VILLAIN),
]

ALL_CARDS = TEAM + MISSIONS + HERO + VILLAIN


def fixture_db() -> CardDatabase:
    return CardDatabase(ALL_CARDS)


def _entries(cards: list[StargateCard], copies: dict[str, int] | None = None) -> list[DeckEntry]:
    copies = copies or {}
    return [DeckEntry(name=c.name, quantity=copies.get(c.title, 1), card=c) for c in cards]


def fixture_deck() -> Deck:
    """A legal Stargate deck: 4 team, 12 missions, 24 hero and 21 villain cards."""
    hero_copies = {c.title: 3 for c in HERO}
    villain_copies = {c.title: 3 for c in VILLAIN}
    return Deck(
        game=Game.STARGATE,
        name="Fixture deck",
        sections={
            Section.TEAM: _entries(TEAM),
            Section.MISSIONS: _entries(MISSIONS),
            Section.DECK: _entries(HERO, hero_copies) + _entries(VILLAIN, villain_copies),
        },
    )


# --- small textless cards the card-effect tests share (tests/unit/test_effects_*) -----------

MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1, skills={B: 2})
ENVOY = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Herald", cost=1, skills={C: 1, B: 1})
RIFLE = sg_card("Rifle", CardType.GEAR, cost=1)
KIT = sg_card("Kit", CardType.GEAR, cost=1)
WIDGET = sg_card("Widget", CardType.GEAR, cost=1)
GADGET = sg_card("Gadget", CardType.GEAR, cost=1)
CRUISER = sg_card("Cruiser", CardType.SHIP, "Hero Ship", cost=1, firepower=2)
RAIDER = sg_card("Raider", CardType.SHIP, "Villain Ship", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})
