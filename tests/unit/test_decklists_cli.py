"""`stargate-vcg deck convert` and `deck show` through click's test runner."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from factories import fixture_db, fixture_deck

from stargate_vcg.cards.database import CardDatabase
from stargate_vcg.cli.main import main
from stargate_vcg.decklists.io import load_deck
from stargate_vcg.decklists.model import Section


@pytest.fixture(autouse=True)
def _fixture_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI loads the card database itself; give it the fixture cards."""
    def load(cards_path: Path | None = None) -> CardDatabase:
        return fixture_db()

    monkeypatch.setattr("stargate_vcg.cards.sources.load_card_database", load)


@pytest.fixture
def deck_file(tmp_path: Path) -> Path:
    path = tmp_path / "deck.yaml"
    fixture_deck().save(path)
    return path


def test_convert_between_every_format(tmp_path: Path, deck_file: Path) -> None:
    runner = CliRunner()
    previous = deck_file
    for name in ("deck.o8d", "deck.txt", "back.yaml"):
        target = tmp_path / name
        result = runner.invoke(main, ["deck", "convert", str(previous), str(target)])
        assert result.exit_code == 0, result.output
        assert f"wrote {target}" in result.output
        previous = target
    again = load_deck(previous, cards=fixture_db())
    for section in Section:
        assert ([(e.card_id, e.quantity) for e in again.section(section)]
                == [(e.card_id, e.quantity) for e in fixture_deck().section(section)])


def test_convert_never_overwrites_without_force(tmp_path: Path, deck_file: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("keep me\n", encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["deck", "convert", str(deck_file), str(target)])
    assert result.exit_code == 2
    assert "already exists" in result.output
    assert target.read_text(encoding="utf-8") == "keep me\n"
    result = runner.invoke(main, ["deck", "convert", "--force", str(deck_file), str(target)])
    assert result.exit_code == 0
    assert target.read_text(encoding="utf-8").startswith("# game: stargate")


def test_convert_with_explicit_formats(tmp_path: Path, deck_file: Path) -> None:
    target = tmp_path / "out.list"
    result = CliRunner().invoke(main, ["deck", "convert", "--format-in", "yaml",
                                       "--format-out", "o8d", str(deck_file), str(target)])
    assert result.exit_code == 0, result.output
    assert target.read_text(encoding="utf-8").startswith("<?xml")


@pytest.mark.parametrize("content", [b"", b"\x00\x01\x02", b"Deck\n5000000000x Fixture Medic\n",
                                     b"Deck\n3x Not A Card\n"])
def test_bad_input_is_one_line_exit_2_and_nothing_written(tmp_path: Path,
                                                          content: bytes) -> None:
    source = tmp_path / "bad.txt"
    source.write_bytes(content)
    target = tmp_path / "out.yaml"
    result = CliRunner().invoke(main, ["deck", "convert", str(source), str(target)])
    assert result.exit_code == 2
    assert result.output.startswith(f"error: {source}")
    assert result.output.count("\n") == 1
    assert "Traceback" not in result.output
    assert not target.exists()


def test_show_lists_sections_and_counts(deck_file: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "show", str(deck_file)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Fixture deck (stargate, yaml, 61 cards)"
    assert "Team: 4" in lines
    assert "Mission Pile: 12" in lines
    assert "Deck: 45 (24 hero, 21 villain)" in lines
    assert "  3x Fixture Medic (Field Doctor)" in lines
    counts = CliRunner().invoke(main, ["deck", "show", "--counts", str(deck_file)])
    assert counts.output.splitlines()[1:] == ["Team: 4", "Mission Pile: 12",
                                              "Deck: 45 (24 hero, 21 villain)"]


def test_show_missing_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "show", str(tmp_path / "none.yaml")])
    assert result.exit_code == 2
    assert "no such file" in result.output


def test_show_and_convert_say_1_card(deck_file: Path, tmp_path: Path) -> None:
    single = tmp_path / "single.txt"
    single.write_text("# game: stargate\nDeck\n1x Fixture Medic (Field Doctor)\n",
                      encoding="utf-8")
    shown = CliRunner().invoke(main, ["deck", "show", str(single)])
    assert shown.output.splitlines()[0] == "single (stargate, text, 1 card)"
    target = tmp_path / "single.yaml"
    converted = CliRunner().invoke(main, ["deck", "convert", str(single), str(target)])
    assert converted.output == f"wrote {target} (1 card)\n"
