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


def test_numbers_of_any_size_read_back_as_recorded() -> None:
    # Small numbers share one packed slot; the others are kept whole beside them.
    events = [(1, "ship battle", 0, -1, 12003), (2, "gain", 1, 40000, -5),
              (0, "play", 0, 32765, 32765), (3, "draw", -2, 7, 0),
              (4, "pass", 1, -1, -1), (2**40, "win", 0, 1, 2)]
    log = EventLog()
    for turn, kind, player, card, value in events:
        log.record(turn, kind, player, card, value, kind)
    expected = [LogEntry(t, k, p, c, v, k) for t, k, p, c, v in events]
    assert list(log) == expected
    assert [log[i] for i in range(len(log))] == expected
    numbers, words = log.columns()
    assert numbers == [n for t, _k, p, c, v in events for n in (t, p, c, v)]
    assert words == [w for e in events for w in (e[1], e[1])]
    twin = EventLog()
    for turn, kind, player, card, value in events:
        twin.record(turn, kind, player, card, value, kind)
    assert twin == log and log.copy() == log
    twin.record(5, "pass", 0, -1, 99999, "")
    log.record(5, "pass", 0, -1, 99998, "")
    assert twin != log


def test_a_long_log_reads_copies_and_compares_as_one_sequence() -> None:
    # A game-sized log (its lists past the small-block allocator) with one wide event:
    # every reader, a copy taken midway and the comparison see the same events.
    log = EventLog()
    events = [(n // 7, "draw" if n % 3 else "pass", n % 2, n % 50 - 1, n, str(n % 5))
              for n in range(1500)]
    events[700] = (2**40, "win", 0, 1, 2, "wide")
    for i, (turn, kind, player, card, value, text) in enumerate(events):
        log.record(turn, kind, player, card, value, text)
        if i == 700:
            half = log.copy()
    expected = [LogEntry(*e) for e in events]
    assert len(log) == 1500 and list(log) == expected and log[-1] == expected[-1]
    assert [log[i] for i in range(1500)] == expected
    assert list(reversed(log)) == expected[::-1]
    with pytest.raises(IndexError):
        log[1500]
    numbers, words = log.columns()
    assert numbers == [n for e in events for n in (e[0], e[2], e[3], e[4])]
    assert words == [w for e in events for w in (e[1], e[5])]
    assert log.last_text("pass") == "2" and log.last_text("win") == "wide"
    assert log.kind_at(1497) == "pass" and log.kind_at(700) == "win"
    assert log.latest_about(1, {"win": 0}, 1000) == 700
    assert log.latest_about(1, {"win": 0}, 799) == -1
    assert list(half) == expected[:701] and half != log
    for turn, kind, player, card, value, text in events[701:]:
        half.record(turn, kind, player, card, value, text)
    assert half == log and log.copy() == log and list(log.copy()) == expected
