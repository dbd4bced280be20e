"""Stargate TCG construction rules on hand-built decks (rulebook "Building a Deck")."""

from __future__ import annotations

import json

from factories import HERO, MISSIONS, TEAM, VILLAIN, fixture_deck, sg_card
from validate_fixtures import entry, trek_reference

from stargate_vcg import validate
from stargate_vcg.cards import Allegiance, CardType, Skill
from stargate_vcg.construction import Report
from stargate_vcg.decklists.model import Deck, DeckEntry, Section


def _with(deck: Deck, section: Section, entries: list[DeckEntry]) -> Deck:
    sections = dict(deck.sections)
    sections[section] = entries
    return deck.model_copy(update={"sections": sections})


def _add(deck: Deck, section: Section, *entries: DeckEntry) -> Deck:
    return _with(deck, section, [*deck.section(section), *entries])


def _only(report: Report, code: str) -> str:
    """The message of the single error, which must have `code`."""
    assert [v.code for v in report.errors] == [code], report.violations
    return report.errors[0].message


def test_fixture_deck_is_legal_without_warnings() -> None:
    report = validate(fixture_deck())
    assert report.legal
    assert report.violations == ()


def test_every_violation_cites_the_building_a_deck_section() -> None:
    deck = _with(fixture_deck(), Section.TEAM, [entry(TEAM[0], 2)])
    deck = _with(deck, Section.MISSIONS, [entry(MISSIONS[0], 4), *map(entry, MISSIONS[4:])])
    deck = _with(deck, Section.DECK, [entry(HERO[0], 2)])
    report = validate(deck)
    assert report.error_codes() == {"SG-TEAM-COUNT", "SG-TEAM-DUPLICATE-TITLE",
                                    "SG-MISSION-SKILL-MIX", "SG-COPY-LIMIT",
                                    "SG-HERO-MINIMUM", "SG-VILLAIN-MINIMUM"}
    for violation in report.errors:
        assert "Building a Deck" in violation.rule
        assert "Construyendo un mazo" in violation.rule


def test_team_count_message_names_the_numbers() -> None:
    message = _only(validate(_with(fixture_deck(), Section.TEAM, [entry(c) for c in TEAM[:3]])),
                    "SG-TEAM-COUNT")
    assert "4 team characters needed, 3 found" in message
    assert TEAM[0].name in message


def test_same_title_with_another_subtitle_is_a_duplicate_team_title() -> None:
    other = sg_card(TEAM[0].title, CardType.TEAM_CHARACTER, "Older Self", cost=2,
                    skills={Skill.COMBAT: 2})
    report = validate(_with(fixture_deck(), Section.TEAM, [*map(entry, TEAM[1:]),
                                                            entry(TEAM[0]), entry(other)]))
    assert report.error_codes() == {"SG-TEAM-COUNT", "SG-TEAM-DUPLICATE-TITLE"}
    duplicate = next(v for v in report.errors if v.code == "SG-TEAM-DUPLICATE-TITLE")
    assert set(duplicate.cards) == {TEAM[0].name, other.name}


def test_support_character_in_team_is_the_wrong_type() -> None:
    support = sg_card("Lone Helper", CardType.SUPPORT_CHARACTER, cost=1)
    deck = _with(fixture_deck(), Section.TEAM, [*map(entry, TEAM[:3]), entry(support)])
    message = _only(validate(deck), "SG-TEAM-WRONG-TYPE")
    assert support.name in message and "support character" in message


def test_skill_mix_lists_the_short_skill_and_its_missions() -> None:
    science = [m for m in MISSIONS if Skill.SCIENCE in m.skills]
    culture = sg_card("Extra Culture Mission", CardType.MISSION, "P9X-1",
                      skills={Skill.CULTURE: 4})
    pile = [m for m in MISSIONS if m is not science[0]] + [culture]
    message = _only(validate(_with(fixture_deck(), Section.MISSIONS, list(map(entry, pile)))),
                    "SG-MISSION-SKILL-MIX")
    assert "3 Science missions needed, 2 found" in message
    assert science[1].name in message and science[2].name in message


def test_dual_skill_mission_fills_the_short_skill_with_a_warning() -> None:
    science = next(m for m in MISSIONS if Skill.SCIENCE in m.skills)
    dual = sg_card("Dual Mission", CardType.MISSION, "P9X-2",
                   skills={Skill.CULTURE: 4, Skill.SCIENCE: 3})
    pile = [m for m in MISSIONS if m is not science] + [dual]
    report = validate(_with(fixture_deck(), Section.MISSIONS, list(map(entry, pile))))
    assert report.legal
    assert [v.code for v in report.warnings] == ["SG-MISSION-DUAL-SKILL"]
    assert "counts as a Science mission" in report.warnings[0].message


def test_obstacle_in_mission_pile_is_reported_once() -> None:
    obstacle = sg_card("Lone Obstacle", CardType.OBSTACLE, cost=1, skills={Skill.COMBAT: 1})
    pile = [*map(entry, MISSIONS[:11]), entry(obstacle)]
    report = validate(_with(fixture_deck(), Section.MISSIONS, pile))
    assert report.error_codes() == {"SG-MISSION-WRONG-TYPE"}


def test_third_copy_of_a_starting_team_character_in_the_deck() -> None:
    deck = _add(fixture_deck(), Section.DECK, entry(TEAM[1], 3))
    report = validate(deck)
    # 3 in the deck breaks the team-copies rule; 1 + 3 = 4 breaks the copy limit too.
    assert report.error_codes() == {"SG-TEAM-CARD-IN-DECK", "SG-COPY-LIMIT"}
    team_copy = next(v for v in report.errors if v.code == "SG-TEAM-CARD-IN-DECK")
    assert "3 copies of team character Fixture Scholar" in team_copy.message


def test_two_copies_of_a_starting_team_character_are_allowed() -> None:
    assert validate(_add(fixture_deck(), Section.DECK, entry(TEAM[1], 2))).legal


def test_team_copies_rule_another_version_of_a_starting_character_is_not_its_copy() -> None:
    # EN p.31 "one or two copies of any team character you start the game with": a copy
    # is the same card; another subtitle is another character card (EN 'Card Types').
    other = sg_card(TEAM[2].title, CardType.TEAM_CHARACTER, "Alternate", cost=3)
    report = validate(_add(fixture_deck(), Section.DECK, entry(other, 1)))
    assert report.error_codes() == {"SG-TEAM-CARD-IN-DECK"}
    assert other.name in report.errors[0].cards


def test_copy_limit_counts_titles_across_sections_and_subtitles() -> None:
    # One mission in the pile plus the same title, another subtitle, three times as a
    # support character: four copies of one title.
    namesake = sg_card(MISSIONS[0].title, CardType.SUPPORT_CHARACTER, "Namesake", cost=1)
    report = validate(_add(fixture_deck(), Section.DECK, entry(namesake, 3)))
    message = _only(report, "SG-COPY-LIMIT")
    assert message.startswith(f"4 copies of {MISSIONS[0].title}")
    assert set(report.errors[0].cards) == {MISSIONS[0].name, namesake.name}


def test_hero_and_villain_minimums_report_the_counts() -> None:
    deck = _with(fixture_deck(), Section.DECK, [entry(HERO[0], 3), entry(VILLAIN[0], 2)])
    report = validate(deck)
    assert report.error_codes() == {"SG-HERO-MINIMUM", "SG-VILLAIN-MINIMUM"}
    messages = " ".join(v.message for v in report.errors)
    assert "20 hero cards needed in the deck, 3 found" in messages
    assert "20 villain cards needed in the deck, 2 found" in messages


def test_ship_allegiance_decides_its_side() -> None:
    villain_ship = next(c for c in VILLAIN if c.type is CardType.SHIP)
    assert villain_ship.allegiance is Allegiance.VILLAIN
    rest = [e for e in fixture_deck().section(Section.DECK) if e.card is not villain_ship]
    report = validate(_with(fixture_deck(), Section.DECK, rest))
    assert "villain cards needed in the deck, 18 found" in _only(report, "SG-VILLAIN-MINIMUM")


def test_ship_without_allegiance_is_a_warning() -> None:
    odd = sg_card("Odd Ship", CardType.SHIP, allegiance=None)
    report = validate(_add(fixture_deck(), Section.DECK, entry(odd)))
    assert report.legal
    assert [v.code for v in report.warnings] == ["SG-NO-ALLEGIANCE"]


def test_unknown_card_carries_suggestions_and_line() -> None:
    unknown = DeckEntry(name="Fixture Medik", quantity=1, line=7,
                        suggestions=("Fixture Medic (Field Doctor)",))
    report = validate(_add(fixture_deck(), Section.DECK, unknown))
    message = _only(report, "UNKNOWN-CARD")
    assert "'Fixture Medik'" in message and "line 7" in message
    assert "did you mean: Fixture Medic (Field Doctor)?" in message
    assert report.errors[0].cards == ("Fixture Medik",)


def test_trek_card_in_a_stargate_deck() -> None:
    trek = trek_reference()[0]
    deck = _add(fixture_deck(), Section.DECK, DeckEntry(name=trek.name, quantity=1, card=trek))
    assert trek.name in _only(validate(deck), "WRONG-GAME-CARD")


def test_weak_team_skill_is_a_warning() -> None:
    weak = [sg_card(f"Weak {i}", CardType.TEAM_CHARACTER, cost=2,
                    skills={Skill.CULTURE: 3, Skill.SCIENCE: 2, Skill.COMBAT: 1})
            for i in range(4)]
    report = validate(_with(fixture_deck(), Section.TEAM, list(map(entry, weak))))
    assert report.legal
    warned = {v.message.split(" in ")[1].split(" ")[0] for v in report.warnings
              if v.code == "SG-TEAM-WEAK-SKILL"}
    assert warned == {"Combat", "Ingenuity"}


def test_players_below_two() -> None:
    assert _only(validate(fixture_deck(), players=1), "SG-PLAYERS").endswith("1 given")
    assert validate(fixture_deck(), players=5).legal


def test_empty_deck_reports_every_count_in_one_pass() -> None:
    report = validate(Deck(game=fixture_deck().game))
    assert report.error_codes() == {"SG-TEAM-COUNT", "SG-MISSION-COUNT", "SG-HERO-MINIMUM",
                                    "SG-VILLAIN-MINIMUM"}


def test_json_edge_has_the_documented_keys() -> None:
    deck = _with(fixture_deck(), Section.TEAM, [entry(c) for c in TEAM[:3]])
    document = json.loads(json.dumps(validate(deck).to_json()))
    assert list(document) == ["file", "game", "legal", "violations"]
    assert document["game"] == "stargate" and document["legal"] is False
    assert list(document["violations"][0]) == ["code", "severity", "message", "cards", "rule"]
    assert document["violations"][0]["severity"] == "error"


def test_model_dump_includes_legal() -> None:
    deck = _with(fixture_deck(), Section.TEAM, [entry(c) for c in TEAM[:3]])
    dumped = json.loads(validate(deck).model_dump_json())
    assert dumped["legal"] is False and dumped["name"] == "Fixture deck"
    assert dumped["violations"][0]["code"] == "SG-TEAM-COUNT"


def test_repeated_lines_of_one_card_are_added_up_in_messages() -> None:
    team = [*map(entry, TEAM[:3]), entry(TEAM[0])]
    report = validate(_with(fixture_deck(), Section.TEAM, team))
    duplicate = next(v for v in report.errors if v.code == "SG-TEAM-DUPLICATE-TITLE")
    assert f"2x {TEAM[0].name}" in duplicate.message
    assert duplicate.cards == (TEAM[0].name,)


def test_team_count_names_the_unknown_entries_it_counts() -> None:
    unknown = DeckEntry(name="Fixture Nobody", quantity=1, line=3)
    team = [entry(card) for card in TEAM[:2]] + [unknown]
    report = validate(_with(fixture_deck(), Section.TEAM, team))
    assert [v.code for v in report.errors] == ["UNKNOWN-CARD", "SG-TEAM-COUNT"]
    assert report.errors[1].message == (f"4 team characters needed, 3 found: {TEAM[0].name}, "
                       f"{TEAM[1].name}, Fixture Nobody")


def test_team_count_message_stays_short_for_a_section_of_garbage() -> None:
    team = [DeckEntry(name=f"Nobody {i}", quantity=1, line=i) for i in range(20)]
    report = validate(_with(fixture_deck(), Section.TEAM, team))
    [count] = [v for v in report.errors if v.code == "SG-TEAM-COUNT"]
    assert count.message.startswith("4 team characters needed, 20 found: Nobody 0, ")
    assert count.message.endswith("Nobody 11 and 8 more")


def test_dual_skill_warning_reads_an_ingenuity_mission() -> None:
    ingenuity = next(m for m in MISSIONS if Skill.INGENUITY in m.skills)
    dual = sg_card("Dual Mission", CardType.MISSION, "P9X-3",
                   skills={Skill.COMBAT: 4, Skill.INGENUITY: 3})
    pile = [m for m in MISSIONS if m is not ingenuity] + [dual]
    report = validate(_with(fixture_deck(), Section.MISSIONS, list(map(entry, pile))))
    assert report.legal
    assert "counts as an Ingenuity mission" in report.warnings[0].message
