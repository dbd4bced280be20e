"""`stargate-vcg goldfish`: --json documents, --hands-only, --plot and one-line errors."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from factories import fixture_db, fixture_deck

from stargate_vcg.cli.main import main


@pytest.fixture
def deck_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr("stargate_vcg.cards.sources.load_card_database",
                        lambda cards_path=None: fixture_db())
    path = tmp_path / "fixture.yaml"
    fixture_deck().save(path)
    return path


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["goldfish", *args])
    return result.exit_code, result.stdout, result.stderr


def test_json_document(deck_file: Path) -> None:
    code, out, err = _run(str(deck_file), "-n", "30", "--seed", "9", "--json",
                          "--workers", "1")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["document"] == "stargate-vcg-goldfish/1"
    assert doc["games"] == 30 and doc["seed"] == 9
    assert sum(doc["turn_distribution"].values()) == doc["wins"]
    assert "Fixture Leader (Commander)" in doc["per_card"]
    assert err == ""  # no progress bar on a pipe


def test_text_report(deck_file: Path) -> None:
    code, out, _ = _run(str(deck_file), "-n", "20", "--seed", "1", "--workers", "1")
    assert code == 0
    assert "turn of victory" in out and "per card" in out


def test_hands_only(deck_file: Path) -> None:
    code, out, _ = _run(str(deck_file), "--hands-only", "-n", "5000", "--seed", "2",
                        "--keep", "type:support >= 1", "--json", "--workers", "1")
    assert code == 0
    doc = json.loads(out)
    assert {"hands", "seed", "keep_rate", "mulligan_rate"} <= set(doc)
    assert doc["hands"] == 5000
    assert doc["keep_rate"] + doc["mulligan_rate"] == pytest.approx(1)


@pytest.mark.parametrize("args, message", [
    (["--keep", "type:obstacle >="], "condition"),
    (["--executor", "localhost:8786"], "tcp://"),
    (["--players", "3"], "Star Trek"),
    (["--plot", "out.txt"], "PNG"),
    # The engine keeps a card's cost in a byte: 4 team characters hold at most 1,020
    # points (this was a ValueError traceback).
    (["--opponent-team-points", "1021"], "at most 1020"),
    # Options of played games were silently ignored with --hands-only.
    (["--hands-only", "--opponent-team-points", "20"], "--hands-only"),
    (["--hands-only", "--max-turns", "3"], "--hands-only"),
])
def test_bad_options_are_one_line_errors(deck_file: Path, args: list[str],
                                         message: str) -> None:
    if "--plot" in args and importlib.util.find_spec("matplotlib") is None:
        pytest.skip("the plot extra is not installed")
    code, _, err = _run(str(deck_file), "-n", "2", *args)
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1


def test_hands_only_refuses_an_opponent(deck_file: Path) -> None:
    code, out, err = _run(str(deck_file), "-n", "2", "--hands-only",
                          "--opponent", str(deck_file))
    assert code == 2 and out == ""
    assert "--hands-only" in err and "--opponent" in err
    assert len(err.strip().splitlines()) == 1


def test_plot(deck_file: Path, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    target = tmp_path / "gold.png"
    code, _, err = _run(str(deck_file), "-n", "20", "--seed", "1", "--workers", "1",
                        "--plot", str(target))
    assert code == 0, err
    assert target.read_bytes().startswith(b"\x89PNG")


def test_trek_goldfish_json() -> None:
    trek = Path(__file__).parents[2] / "decks" / "star-trek-vcg.yaml"
    code, out, err = _run(str(trek), "--players", "3", "--agents", "greedy,random",
                          "-n", "20", "--seed", "5", "--json", "--workers", "1")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["document"] == "stargate-vcg-goldfish-trek/1"
    assert [s["agent"] for s in doc["seats"]] == ["greedy", "random", "greedy"]
    assert doc["games"] == 20 and "imprese" in doc and "bluffs_joined" in doc


def test_trek_refuses_stargate_only_options() -> None:
    trek = Path(__file__).parents[2] / "decks" / "star-trek-vcg.yaml"
    code, _, err = _run(str(trek), "--hands-only")
    assert code == 2 and "Stargate" in err
