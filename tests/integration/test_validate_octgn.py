"""Real card data: the OCTGN plugin's decks and the decks shipped with the project are
legal, through the library and through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from stargate_vcg import load_card_database, load_deck, validate
from stargate_vcg.cards.database import CardDatabase
from stargate_vcg.cli.main import main

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]
SHIPPED = sorted(p for pattern in ("*.yaml", "*.txt", "*.o8d")
                 for p in (REPO / "decks").glob(pattern))


@pytest.fixture(scope="module")
def database(octgn_dir: Path) -> CardDatabase:
    return load_card_database(octgn_dir)


def _octgn_decks(octgn_dir: Path) -> list[Path]:
    decks = sorted((octgn_dir / "decks").glob("*.o8d"))
    assert decks, f"no .o8d decks in {octgn_dir / 'decks'}"
    return decks


def test_every_octgn_deck_is_legal(octgn_dir: Path, database: CardDatabase) -> None:
    for path in _octgn_decks(octgn_dir):
        report = validate(load_deck(path, cards=database, strict=False))
        assert report.legal, (path.name, [v.one_line() for v in report.errors])
        assert report.game.value == "stargate"


def test_shipped_decks_exist() -> None:
    assert SHIPPED, "the project ships example decks in decks/"


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_shipped_deck_is_legal(path: Path, database: CardDatabase) -> None:
    report = validate(load_deck(path, cards=database, strict=False))
    assert report.legal, [v.one_line() for v in report.errors]


def test_cli_on_the_octgn_decks(octgn_dir: Path) -> None:
    decks = _octgn_decks(octgn_dir)
    result = CliRunner().invoke(main, ["validate", "--json", "--cards", str(octgn_dir),
                                       *map(str, decks)])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert [d["file"] for d in document["decks"]] == [str(p) for p in decks]
    assert all(d["legal"] for d in document["decks"])
