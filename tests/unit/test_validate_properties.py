"""Hypothesis: generated legal decks pass, and each single mutation of one yields exactly
the expected error code and no other error (issue 3)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from factories import sg_card
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from validate_fixtures import Generated, entry, legal_decks

from stargate_vcg import validate
from stargate_vcg.cards import Allegiance, CardType, Skill, StargateCard
from stargate_vcg.cards.stargate import SKILLS
from stargate_vcg.decklists.model import Deck, DeckEntry, Section

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(legal_decks())
def test_generated_legal_decks_pass(generated: Generated) -> None:
    report = validate(generated.deck())
    assert report.legal, report.errors
    assert report.errors == []


def _add(deck: Deck, section: Section, item: DeckEntry) -> Deck:
    sections = dict(deck.sections)
    sections[section] = [*deck.section(section), item]
    return deck.model_copy(update={"sections": sections})


def _fourth_copy(g: Generated, data: st.DataObject) -> Deck:
    pool = g.heroes + g.villains
    card, _ = data.draw(st.sampled_from(pool))
    already = sum(q for c, q in pool if c.title == card.title)
    return _add(g.deck(), Section.DECK, entry(card, 4 - already))


def _eleventh_mission(g: Generated, data: st.DataObject) -> Deck:
    drop = data.draw(st.integers(0, len(g.missions) - 1))
    return Generated(g.team, g.missions[:drop] + g.missions[drop + 1:], g.heroes, g.villains,
                     g.team_copies).deck()


def _thirteenth_mission(g: Generated, data: st.DataObject) -> Deck:
    skill = data.draw(st.sampled_from(SKILLS))
    extra = sg_card("Thirteenth Mission", CardType.MISSION, "P13", skills={skill: 4})
    return _add(g.deck(), Section.MISSIONS, entry(extra))


def _skill_mix_4_2_3_3(g: Generated, data: st.DataObject) -> Deck:
    # Single-skill piles only (see test below): replace one mission of a skill with
    # one of another skill, giving 4/2/3/3 in some order.
    gone = data.draw(st.integers(0, len(g.missions) - 1))
    lost = next(iter(g.missions[gone].skills))
    gained = data.draw(st.sampled_from([s for s in SKILLS if s is not lost]))
    new = sg_card("Surplus Mission", CardType.MISSION, "P42", skills={gained: 5})
    missions = [*g.missions[:gone], *g.missions[gone + 1:], new]
    return Generated(g.team, missions, g.heroes, g.villains, g.team_copies).deck()


def _nineteen_villains(g: Generated, data: st.DataObject) -> Deck:
    villains: list[tuple[StargateCard, int]] = []
    left = 19
    for card, qty in g.villains:
        if left == 0:
            break
        villains.append((card, min(qty, left)))
        left -= min(qty, left)
    return Generated(g.team, g.missions, g.heroes, villains, g.team_copies).deck()


def _fifth_team_character(g: Generated, data: st.DataObject) -> Deck:
    fifth = sg_card("Fifth Wheel", CardType.TEAM_CHARACTER, "Extra", cost=2,
                    skills={Skill.CULTURE: 2})
    return _add(g.deck(), Section.TEAM, entry(fifth))


def _mission_in_deck(g: Generated, data: st.DataObject) -> Deck:
    return _add(g.deck(), Section.DECK, entry(data.draw(st.sampled_from(g.missions))))


def _extra_team_character_in_deck(g: Generated, data: st.DataObject) -> Deck:
    stranger = sg_card("Stranger", CardType.TEAM_CHARACTER, "Not On The Team", cost=3,
                       allegiance=Allegiance.HERO)
    return _add(g.deck(), Section.DECK, entry(stranger, data.draw(st.integers(1, 2))))


def _unknown_card(g: Generated, data: st.DataObject) -> Deck:
    name = data.draw(st.text(alphabet="xyzq ", min_size=3, max_size=12).map(str.strip)
                     .filter(bool))
    return _add(g.deck(), Section.DECK, DeckEntry(name=name, quantity=1, suggestions=("X",)))


MUTATIONS: list[tuple[str, Callable[[Generated, st.DataObject], Deck], str]] = [
    ("fourth copy", _fourth_copy, "SG-COPY-LIMIT"),
    ("11th mission", _eleventh_mission, "SG-MISSION-COUNT"),
    ("13th mission", _thirteenth_mission, "SG-MISSION-COUNT"),
    ("skill mix 4/2/3/3", _skill_mix_4_2_3_3, "SG-MISSION-SKILL-MIX"),
    ("19 villain cards", _nineteen_villains, "SG-VILLAIN-MINIMUM"),
    ("fifth team character", _fifth_team_character, "SG-TEAM-COUNT"),
    ("mission in the deck", _mission_in_deck, "SG-MISSION-IN-DECK"),
    ("extra team character in the deck", _extra_team_character_in_deck,
     "SG-TEAM-CARD-IN-DECK"),
    ("unknown card", _unknown_card, "UNKNOWN-CARD"),
]


MUTATION_SETTINGS = settings(max_examples=12, deadline=None,
                             suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize(("mutate", "code"), [m[1:] for m in MUTATIONS],
                         ids=[m[0] for m in MUTATIONS])
@MUTATION_SETTINGS
@given(generated=legal_decks(dual=False), data=st.data())
def test_one_mutation_gives_exactly_its_code(
        mutate: Callable[[Generated, st.DataObject], Deck], code: str,
        generated: Generated, data: st.DataObject) -> None:
    report = validate(mutate(generated, data))
    assert [v.code for v in report.errors] == [code], report.errors


# With missions rated in two skills a 4/2/3/3 replacement may still be assignable, so
# the skill-mix mutation is checked on single-skill piles above.
DUAL_SAFE = [m for m in MUTATIONS if m[2] != "SG-MISSION-SKILL-MIX"]


@pytest.mark.parametrize(("mutate", "code"), [m[1:] for m in DUAL_SAFE],
                         ids=[m[0] for m in DUAL_SAFE])
@MUTATION_SETTINGS
@given(generated=legal_decks(dual=True), data=st.data())
def test_mutations_with_dual_skill_missions(
        mutate: Callable[[Generated, st.DataObject], Deck], code: str,
        generated: Generated, data: st.DataObject) -> None:
    assert [v.code for v in validate(mutate(generated, data)).errors] == [code]
