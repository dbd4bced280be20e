"""The event log is stored flat (engine/stargate/log.py) but reads as LogEntry tuples."""

from __future__ import annotations

import pytest
from test_sg_engine_helpers import fixture_decks

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import EventLog, LogEntry, StargateGame


def filled() -> EventLog:
    log = EventLog()
    log.record(1, "play", 0, 5, 2, "")
    log.record(1, "win", 1, -1, -1, "seven glyphs")
    log.record(2, "pass", 0, -1, -1, "")
    return log


def test_events_read_back_in_order_as_log_entries() -> None:
    log = filled()
    assert len(log) == 3
    assert list(log) == [LogEntry(1, "play", 0, 5, 2, ""),
                         LogEntry(1, "win", 1, -1, -1, "seven glyphs"),
                         LogEntry(2, "pass", 0)]
    assert log[-1] == LogEntry(2, "pass", 0) and log[0].card == 5
    assert [e.kind for e in reversed(log)] == ["pass", "win", "play"]
    assert log.entries() == tuple(log)
    with pytest.raises(IndexError):
        log[3]


def test_logs_compare_by_content_and_copies_are_independent() -> None:
    log, twin = filled(), filled()
    assert log == twin
    copy = log.copy()
    copy.record(3, "pass", 1, -1, -1, "")
    assert copy != log and len(log) == 3
    assert log.last_text("win") == "seven glyphs" and log.last_text("lose") == ""


def test_a_played_game_logs_a_structured_event_for_every_action() -> None:
    game = StargateGame.new(fixture_decks(), seed=3, max_turns=3)
    agent = RandomAgent(3)
    while not game.is_over:
        before = len(game.log_entries)
        game.apply(agent.choose(None, game.legal_actions()))
        assert len(game.log_entries) > before
    assert game.log == game.log_entries.entries()
    assert all(isinstance(e, LogEntry) and e.turn <= game.turn for e in game.log)
