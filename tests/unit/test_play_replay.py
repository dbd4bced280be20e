"""`play` (human, greedy and random agents; --log) and `replay` (exit 0 legal, 1 the first
illegal action with its rule, 2 an unreadable log)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from factories import fixture_db, fixture_deck

from stargate_vcg.cli.main import main
from stargate_vcg.engine.stargate import Assign, StargateGame
from stargate_vcg.play.describe import describe_action, stargate_names
from stargate_vcg.play.record import action_from_json, action_to_json


@pytest.fixture
def deck_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr("stargate_vcg.cards.sources.load_card_database",
                        lambda cards_path=None: fixture_db())
    path = tmp_path / "fixture.yaml"
    fixture_deck().save(path)
    return path


def _cli(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def _played_log(deck_file: Path, tmp_path: Path, *extra: str) -> tuple[Path, str]:
    log = tmp_path / "game.jsonl"
    code, out, err = _cli("play", str(deck_file), str(deck_file), "--agents",
                          "greedy,random", "--seed", "4", "--log", str(log), *extra)
    assert code == 0, err
    return log, out


def test_play_prints_card_names_and_logs_every_action(deck_file: Path,
                                                      tmp_path: Path) -> None:
    log, out = _played_log(deck_file, tmp_path)
    assert "Fixture" in out and "result:" in out
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    header = lines[0]
    assert header["log"] == "stargate-vcg-game/1" and header["seed"] == 4
    assert header["agents"] == ["greedy", "random"] and "version" in header
    assert header["decks"][0]["sections"]["team"][0][1] == 1  # [card id, quantity]
    assert all("action" in line and "events" in line for line in lines[1:])


def test_replay_of_a_played_game_is_legal(deck_file: Path, tmp_path: Path) -> None:
    log, out = _played_log(deck_file, tmp_path)
    code, replayed, _ = _cli("replay", str(log))
    assert code == 0
    result = out.strip().splitlines()[-1].removeprefix("result: ")
    assert replayed.startswith("legal:") and result in replayed


def test_replay_reports_the_first_illegal_action_with_its_rule(deck_file: Path,
                                                               tmp_path: Path) -> None:
    log, _ = _played_log(deck_file, tmp_path)
    lines = log.read_text().splitlines()
    # The first performing-actions decision, edited to assign a mission card.
    index = next(i for i, line in enumerate(lines[1:], 1)
                 if json.loads(line)["action"]["type"] == "Pass")
    edited = json.loads(lines[index])
    edited["action"] = {"type": "Assign", "card": 5}  # uid 5 is a mission
    lines[index] = json.dumps(edited)
    log.write_text("\n".join(lines) + "\n")
    code, out, _ = _cli("replay", str(log))
    assert code == 1
    assert f"line {index + 1}:" in out and "[EN rulebook" in out


def test_replay_refuses_an_action_given_to_the_wrong_player(deck_file: Path,
                                                            tmp_path: Path) -> None:
    log, _ = _played_log(deck_file, tmp_path)
    lines = log.read_text().splitlines()
    edited = json.loads(lines[3])
    edited["player"] = 1 - edited["player"]
    lines[3] = json.dumps(edited)
    log.write_text("\n".join(lines) + "\n")
    code, out, _ = _cli("replay", str(log))
    assert code == 1 and "line 4:" in out and "Turn Sequence" in out


@pytest.mark.parametrize("damage", ["truncate", "header", "garbage", "empty", "type"])
def test_unreadable_logs_are_one_line_errors(deck_file: Path, tmp_path: Path,
                                             damage: str) -> None:
    log, _ = _played_log(deck_file, tmp_path)
    text = log.read_text()
    lines = text.splitlines()
    if damage == "truncate":
        text = "\n".join(lines[:12]) + "\n" + lines[12][: len(lines[12]) // 2]
    elif damage == "header":
        text = "\n".join(['{"log": "something else"}', *lines[1:]]) + "\n"
    elif damage == "garbage":
        text = "\x00\x01 not json\n"
    elif damage == "empty":
        text = ""
    else:
        edited = json.loads(lines[2])
        edited["action"] = {"type": "Assign", "card": "Teal'c"}
        text = "\n".join([*lines[:2], json.dumps(edited), *lines[3:]]) + "\n"
    log.write_text(text)
    code, out, err = _cli("replay", str(log))
    assert code == 2, out
    assert err.startswith("error:") and len(err.strip().splitlines()) == 1


def test_human_agent_reads_numbered_choices(deck_file: Path) -> None:
    code, out, err = _cli("play", str(deck_file), str(deck_file), "--agents",
                          "human,random", "--seed", "2", "--max-turns", "2",
                          input="1\n" * 400)
    assert code == 0, err
    assert "   1. " in out and "your hand:" in out and "your choice" in out


def test_trek_play_and_replay(tmp_path: Path) -> None:
    log = tmp_path / "trek.jsonl"
    trek = Path(__file__).parents[2] / "decks" / "star-trek-vcg.yaml"
    code, _, err = _cli("play", str(trek), "--players", "3",
                          "--agents", "greedy,random", "--seed", "1", "--log", str(log))
    assert code == 0, err
    code, replayed, _ = _cli("replay", str(log))
    assert code == 0 and replayed.startswith("legal:")


def test_actions_round_trip_and_name_their_cards() -> None:
    game = StargateGame.new([fixture_deck(), fixture_deck()], seed=1)
    action = Assign(0)
    assert action_from_json(action_to_json(action), "stargate", "x") == action
    text = describe_action(action, stargate_names(game.facts))
    assert text == f"assign {game.facts[0].name}"


def test_game_describe_names_the_cards() -> None:
    """`game.describe` named no card in the compiled build (it read `__slots__`, which a
    compiled dataclass does not have): it reads the dataclass fields now."""
    from stargate_vcg.engine.stargate import Boost

    game = StargateGame.new([fixture_deck(), fixture_deck()], seed=1)
    name = game.facts[0].name
    assert game.describe(Assign(0)) == f"assign {name}"
    assert game.describe(Boost(0, 1)) == f"boost {name} by discarding {game.facts[1].name}"


def test_optional_and_tuple_fields_round_trip() -> None:
    """Compiled dataclasses report an optional field's type as `type` and a tuple's as
    `tuple`: the log reader must accept null and lists in both builds."""
    from stargate_vcg.engine.stargate import ActivateAbility, Score
    from stargate_vcg.engine.trek import PlaceSecrets
    from stargate_vcg.engine.trek import PlayCard as TrekPlay

    for action, game in [(Score(3), "stargate"), (Score(3, 4), "stargate"),
                         (ActivateAbility(1, 0, (2, 3)), "stargate"),
                         (TrekPlay(1), "trek"), (TrekPlay(1, 2), "trek"),
                         (PlaceSecrets((4, 5)), "trek")]:
        data = json.loads(json.dumps(action_to_json(action)))
        assert action_from_json(data, game, "x") == action


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "too large"])
def test_replay_reads_only_regular_files_of_bounded_size(
        deck_file: Path, tmp_path: Path, kind: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`replay /dev/zero` filled memory and `replay FIFO` waited forever for a writer:
    a log is read as every input file is (`files.read_bounded`), refused in one line."""
    import os

    if kind == "fifo":
        target = tmp_path / "game.jsonl"
        os.mkfifo(target)
    elif kind == "device":
        target = Path("/dev/zero")
    elif kind == "folder":
        target = tmp_path
    else:
        target, _ = _played_log(deck_file, tmp_path)
        monkeypatch.setattr("stargate_vcg.play.record.MAX_LOG_BYTES", 1000)
    code, out, err = _cli("replay", str(target))
    assert code == 2, out
    assert err.startswith(f"error: {target}: ") and len(err.strip().splitlines()) == 1
    expected = {"fifo": "not a regular file", "device": "not a regular file",
                "folder": "is a folder", "too large": "too large"}[kind]
    assert expected in err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_log_that_cannot_be_written_is_named(deck_file: Path) -> None:
    """A full disk said only "error: No space left on device", not which file."""
    code, _, err = _cli("play", str(deck_file), str(deck_file), "--agents", "random",
                        "--seed", "1", "--max-turns", "2", "--log", "/dev/full")
    assert code == 2
    assert err.strip() == "error: /dev/full: No space left on device"


def test_trek_play_refuses_the_stargate_turn_limit() -> None:
    """`--max-turns` is a Stargate option (its help says so): a Star Trek VCG game
    ignored it and played to the end; it is refused as `--players` is for Stargate."""
    trek = Path(__file__).parents[2] / "decks" / "star-trek-vcg.yaml"
    code, out, err = _cli("play", str(trek), "--players", "3", "--agents", "random",
                          "--seed", "1", "--max-turns", "5")
    assert code == 2 and out == ""
    assert err.strip() == "error: --max-turns is for Stargate games; a Star Trek VCG game " \
                          "is played to its end"


@pytest.mark.parametrize(("key", "value", "problem"), [
    # "players" was never read: a header edited to 3 players (or to a string) replayed
    # as "legal".
    *(("players", v, '"players" must be the number of decks (2)') for v in (3, "2", True)),
    # `"max_turns": true` passed the header check and was refused by the engine, without
    # the log's name.
    *(("max_turns", v, '"max_turns" must be a positive integer or null')
      for v in (0, "5", True)),
])
def test_replay_refuses_a_header_value_the_game_does_not_take(
        deck_file: Path, tmp_path: Path, key: str, value: object, problem: str) -> None:
    log, _ = _played_log(deck_file, tmp_path)
    lines = log.read_text().splitlines()
    header = json.loads(lines[0])
    header[key] = value
    log.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    code, out, err = _cli("replay", str(log))
    assert code == 2, out
    assert err.strip() == f"error: {log}:1: {problem}"


def test_an_existing_log_is_replaced_only_with_force(deck_file: Path, tmp_path: Path) -> None:
    """`play --log` silently replaced the log of an earlier game (and a game cut short
    left only its start where a whole log was): as `deck convert`, it takes --force."""
    log = tmp_path / "game.jsonl"
    log.write_text("an earlier game\n", encoding="utf-8")
    args = ["play", str(deck_file), str(deck_file), "--agents", "random", "--seed", "1",
            "--max-turns", "2", "--log", str(log)]
    code, out, err = _cli(*args)
    assert code == 2 and out == ""
    assert err.strip() == f"error: {log}: already exists (use --force to replace it)"
    assert log.read_text(encoding="utf-8") == "an earlier game\n"
    code, _, err = _cli(*args, "--force")
    assert code == 0, err
    assert json.loads(log.read_text().splitlines()[0])["seed"] == 1
