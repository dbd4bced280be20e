"""Stargate statistics on fixture_deck(), each fact computed independently here."""

from __future__ import annotations

from collections import Counter
from math import comb

import pytest
from factories import HERO, MISSIONS, TEAM, VILLAIN, fixture_deck, sg_card

from stargate_vcg.cards import CardType, Skill
from stargate_vcg.decklists.model import DeckEntry, Section
from stargate_vcg.statistics import DeckStats, stats

COPIES = 3  # fixture_deck() holds three of each hero and villain card


@pytest.fixture(scope="module")
def result() -> DeckStats:
    return stats(fixture_deck())


def test_counts_and_split(result: DeckStats) -> None:
    assert result.counts.sections == {"team": 4, "missions": 12, "deck": 45}
    assert result.counts.by_allegiance == {"hero": len(HERO) * COPIES,
                                           "villain": len(VILLAIN) * COPIES}
    assert result.counts.by_type["obstacle"] == COPIES * sum(
        1 for c in VILLAIN if c.type is CardType.OBSTACLE)
    assert sum(result.counts.by_type.values()) == 45


def test_victory_total_given_is_the_team_points(result: DeckStats) -> None:
    assert result.victory_total_given == sum(c.cost or 0 for c in TEAM)
    assert result.team is not None and result.team.point_total == result.victory_total_given


def test_titles_have_exact_opening_odds(result: DeckStats) -> None:
    expected = 1 - comb(45 - 3, 8) / comb(45, 8)
    medic = result.titles["Fixture Medic"]
    assert medic.copies == 3
    assert medic.p_opening == pytest.approx(expected, abs=1e-12)
    assert medic.p_opening_with_mulligan == pytest.approx(expected + (1 - expected) * expected)
    assert set(result.titles) == {c.title for c in HERO + VILLAIN}
    # At least 2 copies, mulligan when the hand has none: P(>=2) + P(none) * P(>=2).
    none = comb(42, 8) / comb(45, 8)
    two = 1 - (comb(42, 8) + 3 * comb(42, 7)) / comb(45, 8)
    assert medic.p_at_least[2] == pytest.approx(two)
    assert medic.p_at_least_with_mulligan is not None
    assert medic.p_at_least_with_mulligan[2] == pytest.approx(two + none * two)
    assert set(medic.p_at_least) == {1, 2, 3}


def test_cost_curve_and_traits(result: DeckStats) -> None:
    curve: dict[str, Counter[int]] = {}
    for card in HERO + VILLAIN:
        if card.cost is not None:
            key = {CardType.SUPPORT_CHARACTER: "support"}.get(card.type, str(card.type))
            curve.setdefault(key, Counter())[card.cost] += COPIES
    assert result.cost_curve == {k: dict(v) for k, v in curve.items()}
    traits = Counter(t for c in HERO + VILLAIN for t in c.traits for _ in range(COPIES))
    assert result.traits == dict(traits)


def test_team_skills_and_reach(result: DeckStats) -> None:
    team = result.team
    assert team is not None
    for skill in Skill:
        total = sum(c.skills[skill] for c in TEAM)
        assert team.skill_totals[skill.value] == total
        supports = [c for c in HERO if c.type is CardType.SUPPORT_CHARACTER
                    and skill in c.skills]
        with_support = total + sum(c.skills[skill] for c in supports)
        reach = team.reach[skill.value]
        assert (reach.team, reach.with_support) == (total, with_support)
        # Each support title is in play once; its other two copies boost it.
        assert reach.with_boosts == with_support + 2 * len(supports)
        difficulties = sorted(m.skills[skill] for m in MISSIONS if skill in m.skills)
        assert reach.mission_difficulties == difficulties
        assert reach.missions_reached_by_team == sum(d <= total for d in difficulties)


def test_team_copies_in_the_deck_are_boosts() -> None:
    deck = fixture_deck()
    leader = TEAM[0]
    copy = sg_card(leader.title, CardType.TEAM_CHARACTER, "Other Version", cost=2,
                   skills={Skill.COMBAT: 1})
    deck.sections[Section.DECK].append(DeckEntry(name=copy.name, quantity=2, card=copy))
    result = stats(deck)
    assert result.team is not None and result.villain is not None
    assert result.team.members[0].copies_in_deck == 2
    combat = result.team.reach["combat"]
    assert combat.with_boosts - combat.with_support == 2 + 2  # team copies + support extras
    assert result.villain.complication_material.team_copies == 2


def test_reach_support_character_titled_like_a_team_character_only_boosts() -> None:
    # "You can't play a character if you already have a character (team or support)
    # that has the same title in play": two such cards are two boosts, nothing more.
    base = stats(fixture_deck())
    deck = fixture_deck()
    namesake = sg_card(TEAM[0].title, CardType.SUPPORT_CHARACTER, "Namesake", cost=1,
                       skills={Skill.COMBAT: 2})
    deck.sections[Section.DECK].append(DeckEntry(name=namesake.name, quantity=2, card=namesake))
    result = stats(deck)
    assert result.team is not None and base.team is not None
    combat, before = result.team.reach["combat"], base.team.reach["combat"]
    assert combat.with_support == before.with_support
    assert combat.with_boosts == before.with_boosts + 2
    assert result.team.members[0].copies_in_deck == 2
    assert result.villain is not None and base.villain is not None
    material, old = result.villain.complication_material, base.villain.complication_material
    assert material.team_copies == old.team_copies + 2


def test_mission_pile(result: DeckStats) -> None:
    missions = result.missions
    assert missions is not None
    assert len(missions.missions) == 12
    assert missions.experience_total == sum(m.experience or 0 for m in MISSIONS)
    assert missions.glyphs == dict(Counter(str(m.glyph) for m in MISSIONS))
    for skill in Skill:
        expected = Counter(m.skills[skill] for m in MISSIONS if skill in m.skills)
        assert missions.difficulty_by_skill[skill.value] == dict(expected)


def test_mission_rated_in_two_skills_is_shown_under_both() -> None:
    deck = fixture_deck()
    pile = deck.sections[Section.MISSIONS]
    dual = sg_card("Fixture Siege", CardType.MISSION, "Outpost", experience=1,
                   skills={Skill.COMBAT: 9, Skill.INGENUITY: 8})
    pile[0] = DeckEntry(name=dual.name, quantity=1, card=dual)
    result = stats(deck)
    assert result.missions is not None and result.team is not None
    info = next(m for m in result.missions.missions if m.name == dual.name)
    assert info.skills == {"combat": 9, "ingenuity": 8}
    assert result.missions.difficulty_by_skill["combat"].get(9) == 1
    assert result.missions.difficulty_by_skill["ingenuity"].get(8) == 1
    assert 9 in result.team.reach["combat"].mission_difficulties
    assert 8 in result.team.reach["ingenuity"].mission_difficulties
    from rich.console import Console

    from stargate_vcg.statistics.tables import print_stats

    console = Console(width=200, record=True)
    print_stats(result, console)
    row = next(line for line in console.export_text().splitlines() if dual.name in line)
    assert "combat / ingenuity" in row and "9 / 8" in row


def test_variable_difficulty_obstacle_is_x_not_zero() -> None:
    deck = fixture_deck()
    shifting = sg_card("Fixture Mirage", CardType.OBSTACLE, cost=1,
                       skills={Skill.SCIENCE: 0, Skill.COMBAT: 0},
                       text="This obstacle's difficulty is X, its owner's power.")
    plain = sg_card("Fixture Pit", CardType.OBSTACLE, cost=1, skills={Skill.SCIENCE: 0})
    deck.sections[Section.DECK] += [DeckEntry(name=shifting.name, quantity=2, card=shifting),
                                    DeckEntry(name=plain.name, quantity=1, card=plain)]
    villain = stats(deck).villain
    assert villain is not None
    info = next(o for o in villain.obstacles if o.name == shifting.name)
    assert info.difficulty == {"science": "X", "combat": "X"}
    assert villain.obstacles_by_skill["science"]["X"] == 2
    assert villain.obstacles_by_skill["science"][0] == 1  # a printed 0 stays 0
    assert list(villain.obstacles_by_skill["science"])[-1] == "X"


def test_villain_side(result: DeckStats) -> None:
    villain = result.villain
    assert villain is not None
    for skill in Skill:
        expected = Counter(c.skills[skill] for c in VILLAIN
                           if c.type is CardType.OBSTACLE and skill in c.skills
                           for _ in range(COPIES))
        assert villain.obstacles_by_skill[skill.value] == dict(expected)
    adversaries = {a.name: a for a in villain.adversaries}
    tyrant = next(c for c in VILLAIN if c.title == "Fixture Tyrant")
    assert adversaries[tyrant.name].revive == tyrant.revive
    assert adversaries[tyrant.name].skills == {s.value: v for s, v in tyrant.skills.items()}
    assert villain.complication_material.hero_cards == len(HERO) * COPIES


def test_groups_use_condition_selectors(result: DeckStats) -> None:
    from stargate_vcg.statistics import odds

    deck = fixture_deck()
    for key in ("type:obstacle", "trait:SGC", "support:combat>=2", "villain"):
        group = result.groups[key]
        exact = odds(deck, f"{key} >= 2", mulligan=False)
        assert group.p_at_least[2] == pytest.approx(exact.p, abs=1e-12)


def test_json_document_has_the_documented_keys(result: DeckStats) -> None:
    document = result.model_dump(mode="json")
    assert document["document"] == "stargate-vcg-stats/1"
    assert {"counts", "victory_total_given", "titles", "groups", "team", "missions",
            "villain", "draw"} <= set(document)
    assert {"p_opening", "p_opening_with_mulligan"} <= set(document["titles"]["Fixture Medic"])
