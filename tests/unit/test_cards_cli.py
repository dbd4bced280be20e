"""`stargate-vcg cards update|search|show` through click's CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cards_xml import JACK_ALPHA, JACK_BETA, KEPT, MISSION_TWO_SKILLS, SHIP, TRAP, write_sets
from click.testing import CliRunner

from stargate_vcg.cards import cache
from stargate_vcg.cli.main import main


@pytest.fixture(autouse=True)
def _no_octgn_install(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.delenv("WINEPREFIX", raising=False)


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return write_sets(tmp_path / "data")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_update_prints_the_report_summary(data: Path) -> None:
    code, out, err = run("cards", "update", "--from", str(data))
    assert code == 0, err
    assert out.splitlines()[0].startswith(f"{KEPT} cards from 2 set files")
    assert "'Planet'" in out and "12a" in out and "Flavor" in out
    assert (cache.cache_dir() / "current.json").is_file()
    assert f"saved in {cache.cache_dir()}" in out


def test_update_lists_all_unmapped_only_when_asked(data: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("stargate_vcg.cli.cards._UNMAPPED_SHOWN", 1)
    code, out, _err = run("cards", "update", "--from", str(data))
    assert code == 0 and "more (--all-unmapped)" in out
    code, out, _err = run("cards", "update", "--from", str(data), "--all-unmapped")
    assert code == 0 and "more (--all-unmapped)" not in out and "12a" in out


def test_update_with_an_entity_bomb_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb"
    bomb.mkdir()
    (bomb / "set.xml").write_text(
        '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>'
        "<set>&b;</set>", encoding="utf-8")
    code, out, err = run("cards", "update", "--from", str(bomb))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "refused XML" in err and str(bomb) in err
    assert "Traceback" not in err
    assert not (cache.cache_dir() / "current.json").exists()


def test_show_by_id_prints_every_fact(data: Path) -> None:
    code, out, _err = run("cards", "show", TRAP, "--cards", str(data))
    assert code == 0
    for fact in ("Fixture Trap", "Type: obstacle", "Allegiance: villain",
                 "Traits: Goa'uld Jaffa", "Cost: 2", "Difficulty: Science 2",
                 "Keywords: blockade, dominion, withdraw 2", "Set: Fixture Alpha #4",
                 "Dominion. Withdraw 2."):
        assert fact in out, fact


def test_show_mission_with_two_skills(data: Path) -> None:
    code, out, _err = run("cards", "show", "fixture world (P3X-000)", "--cards", str(data))
    assert code == 0
    assert "Difficulty: Combat 5, Ingenuity 3" in out
    assert "Glyph: Pisces" in out and "Experience: 3" in out
    assert "Allegiance" not in out and "Cost" not in out


def test_show_lists_every_printing(data: Path) -> None:
    code, out, _err = run("cards", "show", "Jack Fixture (Colonel)", "--cards", str(data))
    assert code == 0
    assert "2 printings" in out and JACK_ALPHA in out and JACK_BETA in out
    assert "Fixture Alpha" in out and "Fixture Beta" in out


def test_show_unknown_card_suggests_and_exits_2(data: Path) -> None:
    code, out, err = run("cards", "show", "Jack Fixtur", "--cards", str(data))
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert "unknown card 'Jack Fixtur'" in err and "Jack Fixture" in err


def test_show_json(data: Path) -> None:
    code, out, _err = run("cards", "show", MISSION_TWO_SKILLS, "--json", "--cards", str(data))
    assert code == 0
    (card,) = json.loads(out)
    assert card["skills"] == {"combat": 5, "ingenuity": 3} and card["allegiance"] is None


def test_search_filters_and_json(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STARGATE_VCG_CARDS", str(data))
    code, out, _err = run("cards", "search", "", "--type", "team", "--json")
    assert code == 0
    assert sorted(c["id"] for c in json.loads(out)) == sorted([JACK_ALPHA, JACK_BETA])
    code, out, _err = run("cards", "search", "jack", "--trait", "atlantis", "--json")
    assert [c["id"] for c in json.loads(out)] == [JACK_ALPHA]
    code, out, _err = run("cards", "search", "--skill", "Science", "--set", "beta", "--json")
    assert [c["id"] for c in json.loads(out)] == [JACK_BETA]
    code, out, _err = run("cards", "search", "jaffa", "--json")
    assert json.loads(out) == []  # traits are filters, not searched as text
    code, out, _err = run("cards", "search", "fixture medic", "--json")
    assert len(json.loads(out)) == 1


def test_search_refuses_a_set_or_trait_no_card_has(data: Path) -> None:
    code, out, err = run("cards", "search", "", "--set", "Omega", "--cards", str(data))
    assert (code, out) == (2, "")
    assert err.startswith("error: no set matches 'Omega' (sets: ") and err.count("\n") == 1
    code, out, err = run("cards", "search", "", "--trait", "atlantys", "--cards", str(data))
    assert (code, out) == (2, "")
    assert err == "error: no card has the trait 'atlantys' (did you mean: Atlantis?)\n"


def test_search_matches_text_ignoring_apostrophes(data: Path) -> None:
    for query in ("GOA’ULD CARD", "goauld", "goa'uld"):  # curly, none, straight
        code, out, _err = run("cards", "search", query, "--cards", str(data), "--json")
        assert code == 0 and [c["id"] for c in json.loads(out)] == [SHIP], query
    code, out, _err = run("cards", "search", "PAY 2 power", "--cards", str(data), "--json")
    assert [c["id"] for c in json.loads(out)] == [TRAP]


def test_search_table(data: Path) -> None:
    code, out, _err = run("cards", "search", "cruiser", "--cards", str(data))
    assert code == 0 and "Fixture Cruiser" in out and "ship" in out
    code, out, _err = run("cards", "search", "nothing-like-this", "--cards", str(data))
    assert code == 0 and "No cards match" in out


def test_search_unknown_type_is_one_line(data: Path) -> None:
    code, _out, err = run("cards", "search", "x", "--type", "planet", "--cards", str(data))
    assert code == 2 and "unknown card type 'planet'" in err and err.count("\n") == 1


def test_no_card_data_is_one_line_with_the_way_out() -> None:
    code, out, err = run("cards", "show", "anything")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "stargate-vcg cards update" in err


def test_missing_cards_path_is_one_line(tmp_path: Path) -> None:
    code, _out, err = run("cards", "show", "x", "--cards", str(tmp_path / "nope"))
    assert code == 2 and "does not exist" in err and err.count("\n") == 1


def test_show_finds_star_trek_vcg_cards_without_stargate_data() -> None:
    code, out, err = run("cards", "show", "Kirk")
    assert code == 0, err
    assert out.startswith("Kirk\n") and "Type: personaggio" in out and "provisional" in out


def test_show_and_search_cover_both_games(data: Path) -> None:
    code, out, _err = run("cards", "show", "kirk", "--cards", str(data))
    assert code == 0 and "Type: personaggio" in out
    code, out, _err = run("cards", "search", "", "--json", "--cards", str(data))
    games = {record.get("game", "stargate") for record in json.loads(out)}
    assert code == 0 and games == {"stargate", "trek"}
    code, out, _err = run("cards", "search", "", "--game", "trek", "--json")
    assert code == 0 and len(json.loads(out)) == 68
    code, out, _err = run("cards", "search", "", "--type", "impresa", "--json")
    assert code == 0 and {r["type"] for r in json.loads(out)} == {"impresa"}
    code, _out, err = run("cards", "show", "Kirk", "--game", "stargate", "--cards", str(data))
    assert code == 2 and "unknown card 'Kirk'" in err


def test_show_of_a_title_naming_different_cards_lists_them_and_exits_2(tmp_path: Path) -> None:
    from cards_xml import set_xml

    cards = "".join(f"""\
    <card name="Twin Fixture" id="c0000000-0000-4000-8000-00000000000{i}">
      <property name="Subtitle" value="Version {i}"/>
      <property name="Type" value="Event"/>
    </card>
""" for i in (1, 2))
    path = tmp_path / "sets" / "1-twins" / "set.xml"
    path.parent.mkdir(parents=True)
    path.write_text(set_xml("Twins", "cccccccc-0000-4000-8000-000000000000", cards),
                    encoding="utf-8")
    code, out, err = run("cards", "show", "Twin Fixture", "--cards", str(tmp_path))
    assert code == 2 and out == ""
    assert "Twin Fixture (Version 1); Twin Fixture (Version 2)" in err
    assert err.count("\n") == 1
    code, out, _err = run("cards", "show", "Twin Fixture (Version 2)", "--cards", str(tmp_path))
    assert code == 0 and "Version 2" in out
