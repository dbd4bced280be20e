"""Command-line behaviour a new user meets: standard input, usage errors, closed pipes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from stargate_vcg.cli.main import main

REPO = Path(__file__).resolve().parents[2]
TREK_DECK = REPO / "decks" / "star-trek-vcg.yaml"


def test_validate_players_below_two_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["validate", str(TREK_DECK), "--players", "1"])
    assert result.exit_code == 2
    assert "--players" in result.stderr and "ILLEGAL" not in result.stdout


@pytest.mark.parametrize("command", ["validate", "stats"])
def test_dash_reads_the_decklist_from_standard_input(command: str) -> None:
    result = CliRunner().invoke(main, [command, "-"], input=TREK_DECK.read_bytes())
    assert result.exit_code == 0, result.stderr
    if command == "validate":
        assert result.stdout.startswith('<stdin>: legal (trek deck "Star Trek VCG")')
    else:
        assert "Star Trek VCG" in result.stdout


def test_dash_names_standard_input_in_errors() -> None:
    result = CliRunner().invoke(main, ["stats", "-"], input=b"3x Teal\xe9c\n")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: <stdin>")
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [["deck", "show", str(TREK_DECK)],
                                  ["validate", str(TREK_DECK)],
                                  ["cards", "search", "x", "--help"]])
def test_closed_pipe_ends_quietly(args: list[str]) -> None:
    # `stargate-vcg ... | head`: the reader is gone before the command writes.
    process = subprocess.Popen([sys.executable, "-m", "stargate_vcg", *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()
    error = process.stderr.read().decode()
    process.wait(timeout=60)
    assert error == ""
