"""`cards coverage` on the real card data: the README's table is the command's output,
and the statuses add up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from stargate_vcg.cards.sources import load_card_database
from stargate_vcg.cli.main import main
from stargate_vcg.effects.coverage import markdown_table, set_coverage

pytestmark = pytest.mark.integration
README = Path(__file__).resolve().parent.parent.parent / "README.md"


def _readme_table() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("<!-- coverage:start -->") + len("<!-- coverage:start -->")
    return text[start:text.index("<!-- coverage:end -->")].strip()


def test_readme_coverage_table_is_the_commands_output(octgn_dir: Path) -> None:
    """Regenerate with: stargate-vcg cards coverage --markdown --cards ../shared/octgn"""
    assert _readme_table() == markdown_table(set_coverage(load_card_database(octgn_dir)))


def test_coverage_json_counts_every_card_once(octgn_dir: Path) -> None:
    result = CliRunner().invoke(main, ["cards", "coverage", "--json", "--cards",
                                       str(octgn_dir)])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert sum(s["total"] for s in doc["sets"]) == len(load_card_database(octgn_dir))
    for row in doc["sets"]:
        assert row["implemented"] + row["partial"] + row["missing"] == row["total"]


def test_coverage_of_a_deck_lists_its_missing_cards(octgn_dir: Path) -> None:
    deck = sorted((octgn_dir / "decks").glob("*.o8d"))[0]
    result = CliRunner().invoke(main, ["cards", "coverage", "--json", "--cards",
                                       str(octgn_dir), "--deck", str(deck)])
    row = json.loads(result.output)["decks"][0]
    assert row["file"] == str(deck)
    assert len(row["missing_cards"]) == row["missing"]


def test_coverage_of_an_unknown_set_is_an_error_naming_the_sets(octgn_dir: Path) -> None:
    result = CliRunner().invoke(main, ["cards", "coverage", "--set", "Base Sett", "--cards",
                                       str(octgn_dir)])
    assert result.exit_code == 2
    assert "Base Set" in result.output
