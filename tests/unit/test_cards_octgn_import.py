"""The OCTGN set.xml importer on project-written fixture sets (tests/cards_xml.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cards_xml import (
    ALPHA,
    BARE_EVENT,
    BOM,
    GAME_ID,
    JACK_ALPHA,
    JACK_BETA,
    KEPT,
    MEDIC,
    MISSION_HERO,
    MISSION_TWO_SKILLS,
    PLANET,
    SHIP,
    TRAP,
    set_xml,
    write_sets,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from stargate_vcg.cards.octgn import (
    ImportReport,
    import_sets,
    keywords_from_text,
    parse_int,
    read_set_file,
)
from stargate_vcg.cards.sources import find_set_files
from stargate_vcg.cards.stargate import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.errors import CardDataError

Imported = tuple[dict[str, StargateCard], ImportReport]


@pytest.fixture
def imported(tmp_path: Path) -> Imported:
    files = find_set_files(write_sets(tmp_path))
    cards, report = import_sets(files)
    return {c.id: c for c in cards}, report


def test_imports_every_card_with_a_known_type(imported: Imported) -> None:
    cards, report = imported
    assert len(cards) == KEPT == report.cards
    assert PLANET not in cards
    assert report.skipped_cards == 1


def test_team_character_facts_and_markup(imported: Imported) -> None:
    jack = imported[0][JACK_ALPHA]
    assert jack.type is CardType.TEAM_CHARACTER  # " team  Character " in the file
    assert jack.allegiance is Allegiance.HERO
    assert jack.traits == ("SGC", "Atlantis")
    assert jack.cost == 4 and jack.point_value == 4
    assert jack.skills == {Skill.CULTURE: 1, Skill.SCIENCE: 0, Skill.COMBAT: 3,
                           Skill.INGENUITY: 2}
    assert jack.rarity == "R"
    assert jack.set_name == "Fixture Alpha" and jack.number == 1
    assert jack.text == "Victory: Gain 1 power.\nOrion: Jack Fixture gets Combat +1."
    assert "<" not in jack.text
    assert jack.keywords.victory


def test_mission_rated_in_two_skills_has_no_allegiance_or_cost(imported: Imported) -> None:
    mission = imported[0][MISSION_TWO_SKILLS]
    assert mission.type is CardType.MISSION
    assert mission.difficulty == {Skill.COMBAT: 5, Skill.INGENUITY: 3}
    assert mission.allegiance is None  # "Mission" in the file
    assert mission.cost is None  # the plugin's 0 is not a cost
    assert mission.glyph is Glyph.PISCES and mission.experience == 3


def test_mission_said_to_be_hero_is_neither(imported: Imported) -> None:
    mission = imported[0][MISSION_HERO]
    assert mission.allegiance is None
    assert mission.glyph is Glyph.ORIGIN
    assert mission.skills == {Skill.CULTURE: 4}


def test_typos_and_odd_integers_are_read_and_reported(imported: Imported) -> None:
    cards, report = imported
    trap = cards[TRAP]
    assert trap.type is CardType.OBSTACLE and trap.allegiance is Allegiance.VILLAIN
    assert trap.cost == 2 and trap.skills == {Skill.SCIENCE: 2}
    assert trap.traits == ("Goa'uld", "Jaffa")
    noted = {(u.card_id, u.property) for u in report.unmapped}
    assert {(TRAP, "Type"), (TRAP, "Allegiance")} <= noted


def test_keywords_of_an_obstacle(imported: Imported) -> None:
    keywords = imported[0][TRAP].keywords
    assert keywords.dominion and keywords.withdraw == 2 and keywords.blockade
    assert not keywords.victory and not keywords.promotion_token
    assert imported[0][MEDIC].keywords.promotion_token


def test_missing_properties_stay_absent(imported: Imported) -> None:
    event = imported[0][BARE_EVENT]
    assert event.type is CardType.EVENT
    assert event.cost is None and event.skills == {} and event.text == ""
    assert event.number is None  # "12a" is reported, not guessed
    assert event.allegiance is None and event.subtitle is None


def test_report_lists_what_did_not_map(imported: Imported) -> None:
    report = imported[1]
    found = {(u.card_id, u.property, u.value) for u in report.unmapped}
    assert (BARE_EVENT, "Number", "12a") in found
    assert (BARE_EVENT, "Flavor", "Not a real property") in found
    assert (PLANET, "Type", "Planet") in found
    assert all(u.file.endswith("set.xml") for u in report.unmapped)
    assert "values not mapped" in report.summary()
    assert str(report.unmapped[0]).startswith(report.unmapped[0].file + ": ")


def test_same_title_and_subtitle_in_two_sets_are_both_kept(imported: Imported) -> None:
    cards = imported[0]
    alpha, beta = cards[JACK_ALPHA], cards[JACK_BETA]
    assert alpha.name == beta.name == "Jack Fixture (Colonel)"
    assert (alpha.set_name, beta.set_name) == ("Fixture Alpha", "Fixture Beta")
    assert cards[SHIP].firepower == 4 and cards[SHIP].allegiance is Allegiance.VILLAIN


def test_same_id_twice_keeps_the_first_and_reports(tmp_path: Path) -> None:
    first, second = tmp_path / "a.xml", tmp_path / "b.xml"
    first.write_text(ALPHA, encoding="utf-8")
    second.write_text(ALPHA, encoding="utf-8")
    cards, report = import_sets([first, second])
    assert len(cards) == KEPT - 2  # ALPHA alone: 7 cards, Planet skipped
    assert any(u.property == "@id" and u.file == str(second) for u in report.unmapped)


def test_byte_order_mark_and_utf16(tmp_path: Path) -> None:
    path = tmp_path / "set.xml"
    path.write_text(BOM + ALPHA, encoding="utf-8")
    assert len(read_set_file(path)) == 6
    path.write_bytes(ALPHA.replace('encoding="utf-8"', 'encoding="utf-16"').encode("utf-16"))
    assert len(read_set_file(path)) == 6


# --- bad input: one-line CardDataError naming the file ---------------------------------------

BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE set [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>
<set name="&d;" id="x" gameId="11ec1f21-7d4c-4bf0-9d72-df01c6c78911"><cards/></set>"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE set [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<set name="&secret;" id="x" gameId="11ec1f21-7d4c-4bf0-9d72-df01c6c78911"><cards/></set>"""
MALFORMED = set_xml("Broken", "x", '    <card name="A" id="1">\n      <property name="Type"\n')


@pytest.mark.parametrize(("content", "expected"), [
    (BILLION_LAUGHS.encode(), "refused XML"),
    (EXTERNAL.encode(), "refused XML"),
    (MALFORMED.encode(), "malformed XML"),
    (b"", "empty file"),
    (b"  \n\t", "empty file"),
    (bytes(range(256)) * 4, "malformed XML"),
    (b"<deck game='x'/>", "not an OCTGN set file"),
    (set_xml("Other", "x", "", game_id="00000000-0000-0000-0000-000000000000").encode(),
     "not a Stargate TCG set"),
])
def test_bad_files_give_one_line_errors(tmp_path: Path, content: bytes, expected: str) -> None:
    path = tmp_path / "set.xml"
    path.write_bytes(content)
    with pytest.raises(CardDataError) as caught:
        read_set_file(path)
    message = str(caught.value)
    assert expected in message and str(path) in message
    assert "\n" not in message
    assert "etc/passwd" not in message and "root:" not in message


def test_malformed_xml_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "set.xml"
    path.write_text(MALFORMED, encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        read_set_file(path)
    assert caught.value.line is not None and caught.value.line >= 4
    assert f"{path}:{caught.value.line}:" in str(caught.value)


def test_wrong_encoding_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "set.xml"
    path.write_bytes(ALPHA.replace("Jack Fixture", "Jäck Fixture").encode("latin-1"))
    with pytest.raises(CardDataError, match=r"malformed XML") as caught:
        read_set_file(path)
    assert caught.value.line == 4


def test_huge_file_is_refused_before_reading(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "set.xml"
    path.write_text(ALPHA, encoding="utf-8")
    monkeypatch.setattr("stargate_vcg.cards.octgn.MAX_SET_FILE_BYTES", 100)
    with pytest.raises(CardDataError, match="too large"):
        read_set_file(path)


def test_unreadable_path_is_a_card_data_error(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"missing\.xml: no such file"):
        read_set_file(tmp_path / "missing.xml")


# --- small pieces --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("3", 3), (" 3 ", 3), ("+2", 2), ("2.0", 2), ("-1", -1), ("\uff13", 3),
    ("x", None), ("3a", None), ("2.5", None), ("", None),
])
def test_parse_int(text: str, value: int | None) -> None:
    assert parse_int(text) == value


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=-99, max_value=99), st.sampled_from(["{}", " {} ", "{}.0"]))
def test_parse_int_round_trips_written_integers(number: int, shape: str) -> None:
    assert parse_int(shape.format(number)) == number


def test_conditional_keywords_are_not_the_cards_own() -> None:
    text = ("With a Fixture villain assigned, this obstacle gets dominion.\n"
            "Other fixture obstacles lacking Withdraw get: \"Withdraw X\".")
    keywords = keywords_from_text(text)
    assert not keywords.dominion and keywords.withdraw is None
    assert not keywords.blockade  # "blockaded mission" is not the blockade keyword
    assert not keywords_from_text("Per blockaded mission, stop one fixture character.").blockade


@pytest.mark.parametrize(("glyph_xml", "expected"), [
    ('<property name="Glyph"><s value="l">Libra</s></property>', "libra"),
    ('<property name="Glyph" value="Gemini"/>', "gemini"),
    ('<property name="Glyph" value=" t "/>', "triangulum"),
    ('<property name="Glyph" value="Aquarius"/>', None),
])
def test_glyph_spellings(tmp_path: Path, glyph_xml: str, expected: str | None) -> None:
    card = (f'<card name="G" id="g-1"><property name="Type" value="Mission"/>{glyph_xml}'
            '<property name="Culture" value="3"/></card>\n')
    path = tmp_path / "set.xml"
    path.write_text(set_xml("Glyphs", "s-1", card), encoding="utf-8")
    report = ImportReport()
    (mission,) = read_set_file(path, report)
    assert (mission.glyph.value if mission.glyph else None) == expected
    assert [u.value for u in report.unmapped] == ([] if expected else ["Aquarius"])


def test_game_id_constant_matches_fixture() -> None:
    from stargate_vcg.cards.octgn import GAME_ID as IMPORTER_GAME_ID

    assert IMPORTER_GAME_ID == GAME_ID
