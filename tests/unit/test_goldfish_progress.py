"""The goldfish progress bar: on stderr, only after a second, never with --json piped."""

from __future__ import annotations

import pytest

from stargate_vcg.cli import progress as progress_module
from stargate_vcg.cli.progress import LateProgress, wanted


def test_bar_starts_on_stderr_once_the_run_is_long(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    monkeypatch.setattr(progress_module, "_DELAY", 0.0)
    with LateProgress(10, "games", enabled=True) as bar:
        bar(4)
        bar(6)
        shown = bar._bar
        assert shown is not None and shown.console.stderr
    out, _ = capsys.readouterr()
    assert out == "" and bar.done == 10


def test_no_bar_for_short_runs_or_when_disabled(capsys: pytest.CaptureFixture[str]) -> None:
    with LateProgress(10, "games", enabled=True) as bar:
        bar(10)  # under a second
    with LateProgress(10, "games", enabled=False) as quiet:
        quiet(10)
    assert capsys.readouterr() == ("", "")


def test_json_to_a_pipe_turns_it_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    monkeypatch.setattr("sys.stdout.isatty", lambda: False)
    assert not wanted(as_json=True)
    assert wanted(as_json=False)
