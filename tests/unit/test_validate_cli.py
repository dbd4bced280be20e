"""`stargate-vcg validate`: output, --json document and exit codes (0 legal, 1 illegal,
2 unreadable), on decklists written from fixture cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from factories import HERO, MISSIONS, TEAM, VILLAIN, fixture_db

from stargate_vcg import load_deck, load_trek_cards, validate
from stargate_vcg.cli.main import main


@pytest.fixture(autouse=True)
def _fixture_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI loads the card database once; hand it the fixture cards."""
    import stargate_vcg.cards.sources as sources

    monkeypatch.setattr(sources, "load_card_database", lambda path=None: fixture_db())


def _stargate_yaml(path: Path, team: int = 4, extra: str = "") -> Path:
    lines = ["game: stargate", f"name: {path.stem}", "team:"]
    lines += [f"  - {card.name}" for card in TEAM[:team]]
    lines += ["missions:"] + [f"  - {card.name}" for card in MISSIONS]
    lines += ["deck:"] + [f"  - 3x {card.name}" for card in HERO + VILLAIN]
    if extra:
        lines.append(f"  - {extra}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _trek_yaml(path: Path) -> Path:
    names = [card.name for card in load_trek_cards()]
    path.write_text("game: trek\ndeck:\n" + "".join(f"  - {n}\n" for n in names),
                    encoding="utf-8")
    return path


def _run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, ["validate", *map(str, args)])


def test_legal_deck_exits_0(tmp_path: Path) -> None:
    result = _run(_stargate_yaml(tmp_path / "good.yaml"))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"{tmp_path / 'good.yaml'}: legal (stargate deck \"good\")")


def test_illegal_deck_exits_1_with_grouped_violations(tmp_path: Path) -> None:
    result = _run(_stargate_yaml(tmp_path / "short.yaml", team=3))
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0].endswith("ILLEGAL (stargate deck \"short\"): 1 error")
    assert lines[1] == "  errors:"
    assert lines[2].startswith("    SG-TEAM-COUNT: 4 team characters needed, 3 found")
    assert "Building a Deck" in lines[2]


def test_unreadable_file_exits_2_and_the_others_are_still_reported(tmp_path: Path) -> None:
    good = _stargate_yaml(tmp_path / "good.yaml")
    bad = _stargate_yaml(tmp_path / "bad.yaml", team=3)
    result = _run(tmp_path / "missing.yaml", good, bad)
    assert result.exit_code == 2
    assert "missing.yaml" in result.stderr and result.stderr.startswith("error: ")
    assert "good.yaml: legal" in result.stdout and "bad.yaml: ILLEGAL" in result.stdout


def test_json_document(tmp_path: Path) -> None:
    good = _stargate_yaml(tmp_path / "good.yaml")
    odd = _stargate_yaml(tmp_path / "odd.yaml", extra="Fixture Medik")
    result = _run("--json", good, odd, tmp_path / "nope.yaml")
    assert result.exit_code == 2
    decks = json.loads(result.stdout)["decks"]
    assert [d["file"] for d in decks] == [str(good), str(odd), str(tmp_path / "nope.yaml")]
    assert decks[0] == {"file": str(good), "game": "stargate", "legal": True, "violations": []}
    [unknown] = decks[1]["violations"]
    assert unknown["code"] == "UNKNOWN-CARD" and unknown["severity"] == "error"
    assert unknown["cards"] == ["Fixture Medik"]
    assert "did you mean: Fixture Medic" in unknown["message"]
    extra_line = len((tmp_path / "odd.yaml").read_text().splitlines())
    assert f"(line {extra_line})" in unknown["message"]
    assert decks[2]["legal"] is False and "error" in decks[2]


def test_cli_and_library_give_the_same_report(tmp_path: Path) -> None:
    path = _stargate_yaml(tmp_path / "three.yaml", team=3, extra="Fixture Leader (Commander)")
    document = json.loads(_run("--json", path).stdout)["decks"][0]
    library = validate(load_deck(path, cards=fixture_db(), strict=False)).to_json()
    assert document == {**library, "file": str(path)}
    assert {v["code"] for v in document["violations"]} == {"SG-TEAM-COUNT"}


def test_trek_deck_and_players(tmp_path: Path) -> None:
    deck = _trek_yaml(tmp_path / "trek.yaml")
    assert _run(deck, "--players", "4").exit_code == 0
    result = _run(deck, "--players", "20")
    assert result.exit_code == 1
    assert "TREK-PLAYERS: the 68 cards seat 2 to" in result.stdout


def test_game_option_refuses_a_deck_of_the_other_game(tmp_path: Path) -> None:
    result = _run("--game", "trek", _stargate_yaml(tmp_path / "sg.yaml"))
    assert result.exit_code == 2
    assert result.stderr == f"error: {tmp_path / 'sg.yaml'}: the file is a stargate " \
                            "decklist, not trek\n"


def test_game_option_forces_how_a_text_list_is_read(tmp_path: Path) -> None:
    """A list of Trek names without a `game:` line is guessed Trek; --game stargate reads
    it as a Stargate deck, whose Trek cards are then violations, not unreadable lines."""
    names = [card.name for card in load_trek_cards()]
    listing = tmp_path / "list.txt"
    listing.write_text("".join(f"1x {n}\n" for n in names), encoding="utf-8")
    assert _run("--game", "trek", listing).exit_code == 0
    result = _run("--json", "--game", "stargate", listing)
    assert result.exit_code == 1, result.output
    [deck] = json.loads(result.stdout)["decks"]
    assert deck["game"] == "stargate"
    [foreign] = [v for v in deck["violations"] if v["code"] == "WRONG-GAME-CARD"]
    assert foreign["cards"] == names


def test_a_trek_card_in_a_stargate_deck_is_a_violation(tmp_path: Path) -> None:
    result = _run(_stargate_yaml(tmp_path / "sg.yaml", extra="Kirk"))
    assert result.exit_code == 1, result.output
    assert "WRONG-GAME-CARD: 1 card of another game in a Stargate TCG deck: Kirk" \
        in result.stdout


def test_without_card_data_trek_decks_still_validate(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import stargate_vcg.cards.sources as sources
    from stargate_vcg.errors import NoCardDataError

    def no_data(path: Path | None = None) -> None:
        raise NoCardDataError("no Stargate card data (run: stargate-vcg cards update)")

    monkeypatch.setattr(sources, "load_card_database", no_data)
    trek, stargate = _trek_yaml(tmp_path / "trek.yaml"), _stargate_yaml(tmp_path / "sg.yaml")
    result = _run(trek, stargate)
    assert result.exit_code == 2
    assert "trek.yaml: legal (trek deck)" in result.stdout
    assert result.stderr.strip() == (f"error: {stargate}: no Stargate card data "
                                     "(run: stargate-vcg cards update)")
    # An explicit --cards that cannot be read stops everything with one line.
    result = _run("--cards", tmp_path / "nowhere", trek)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: ")


def test_trek_overlay_is_the_reference(tmp_path: Path) -> None:
    deck = _trek_yaml(tmp_path / "trek.yaml")
    first = load_trek_cards()[0]
    harmless = tmp_path / "values.yaml"
    harmless.write_text(f"cards:\n  - id: {first.id}\n    effect: null\n", encoding="utf-8")
    assert _run(deck, "--trek-cards", harmless).exit_code == 0
    # An overlay that turns a personaggio into a status breaks the regolamento's totals.
    retyped = tmp_path / "retyped.yaml"
    retyped.write_text(f"cards:\n  - id: {first.id}\n    type: status\n    alert: G\n",
                       encoding="utf-8")
    result = _run("--json", deck, "--trek-cards", retyped)
    assert result.exit_code == 1
    [violation] = json.loads(result.stdout)["decks"][0]["violations"]
    assert violation["code"] == "TREK-COMPOSITION"
    assert "24 personaggi (needs 25), 11 status (needs 10)" in violation["message"]


def test_render_groups_errors_before_warnings() -> None:
    from stargate_vcg.cli.validate import render
    from stargate_vcg.construction import Report, Violation
    from stargate_vcg.decklists.model import Game

    warning = Violation(code="SG-TEAM-WEAK-SKILL", severity="warning", message="w", rule="r")
    error = Violation(code="SG-TEAM-COUNT", message="e", rule="r")
    lines = render("x.yaml", Report(game=Game.STARGATE, violations=(warning, error)))
    assert lines == ["x.yaml: ILLEGAL (stargate deck): 1 error, 1 warning",
                     "  errors:", "    SG-TEAM-COUNT: e [r]",
                     "  warnings:", "    SG-TEAM-WEAK-SKILL: w [r]"]
    legal = render("y.yaml", Report(game=Game.TREK, name="T", violations=(warning,)))
    assert legal[0] == 'y.yaml: legal (trek deck "T"): 1 warning'


def test_help_states_the_exit_codes() -> None:
    result = CliRunner().invoke(main, ["validate", "--help"])
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    assert "0 when every deck is legal, 1 when any deck is illegal, 2 when any file " \
           "cannot be read" in text


def test_an_unreadable_list_names_its_unknown_cards_too(tmp_path: Path) -> None:
    """validate reads unknown names as UNKNOWN-CARD violations; when another problem
    made the file unreadable, the one-line error left the unknown names out (deck show
    listed them all)."""
    path = tmp_path / "mixed.txt"
    path.write_text(f"3x Nonexistent Card\n0x {HERO[0].name}\n3x Fixture Medik\n",
                    encoding="utf-8")
    result = _run(path)
    assert result.exit_code == 2
    err = result.stderr.strip()
    assert len(err.splitlines()) == 1
    assert f"{path}:1: unknown card 'Nonexistent Card'" in err
    assert f"{path}:2: quantity 0" in err
    assert f"{path}:3: unknown card 'Fixture Medik'" in err and "Fixture Medic" in err
