"""Hostile input and faults (issue 14): readers, files, caches and CLI errors. Each test
is one behaviour that failed before: a hang, an unbounded read, a traceback, a file
written that the tool cannot read back, a damaged cache used, a temporary file left."""

from __future__ import annotations

import difflib
import errno
import json
import os
import resource
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from cards_xml import GAME_ID, KEPT, write_sets
from click.testing import CliRunner
from factories import HERO, fixture_db, fixture_deck, sg_card

from stargate_vcg.cards import CardType, cache
from stargate_vcg.cards.octgn import read_set_file
from stargate_vcg.cards.search import describe, search
from stargate_vcg.cards.sources import load_card_database, load_card_records
from stargate_vcg.cards.trek_db import load_trek_cards
from stargate_vcg.cli.main import main
from stargate_vcg.decklists.io import load_deck, save_deck
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.decklists.raw import RawEntry
from stargate_vcg.decklists.resolve import MAX_SUGGESTED, TrekResolver
from stargate_vcg.errors import CardDataError, DeckFileError
from stargate_vcg.files import STALE_SECONDS, TEMP_SUFFIX

REPO = Path(__file__).resolve().parents[2]
TREK_DECK = "# game: trek\nKirk\n"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STARGATE_VCG_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("STARGATE_VCG_CARDS", raising=False)


def _cli(args: list[str], tmp_path: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The real command in a child process: a hang is a timeout, not a stuck suite, and
    its memory is capped at 1 GB (an unbounded read is a MemoryError, not a dead box)."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    env = {**os.environ, "STARGATE_VCG_CACHE_DIR": str(tmp_path / "cache"),
           "HOME": str(tmp_path / "home")}
    env.pop("STARGATE_VCG_CARDS", None)
    return subprocess.run([sys.executable, "-m", "stargate_vcg", *args], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=timeout,
                          preexec_fn=limit)


def _one_line(result: subprocess.CompletedProcess[str], fragment: str) -> None:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr


# --- hangs and unbounded reads -------------------------------------------------------------


@pytest.mark.parametrize("command", [["validate", "--game", "trek"], ["stats"],
                                     ["deck", "show"], ["deck", "convert"]])
def test_a_fifo_decklist_is_refused_not_waited_for(tmp_path: Path, command: list[str]) -> None:
    fifo = tmp_path / "deck.yaml"
    os.mkfifo(fifo)
    extra = ["out.txt"] if command == ["deck", "convert"] else []
    result = _cli([*command, "deck.yaml", *extra], tmp_path, timeout=30)
    _one_line(result, "deck.yaml: not a regular file")
    assert not (tmp_path / "out.txt").exists()


def test_cards_update_from_a_folder_with_a_fifo_set_xml(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "sets" / "1-alpha"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "set.xml")
    result = _cli(["cards", "update", "--from", str(tmp_path / "data")], tmp_path, timeout=30)
    _one_line(result, "set.xml: not a regular file")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_decklist_linked_to_a_device_is_not_read(tmp_path: Path, device: str) -> None:
    (tmp_path / "deck.txt").symlink_to(device)
    _one_line(_cli(["deck", "show", "deck.txt"], tmp_path, timeout=30),
              "deck.txt: not a regular file")


def test_set_files_and_overlays_linked_to_dev_zero_are_not_read(tmp_path: Path) -> None:
    link = tmp_path / "zero.xml"
    link.symlink_to("/dev/zero")
    code = textwrap.dedent(f"""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        from pathlib import Path
        from stargate_vcg.cards.octgn import read_set_file
        from stargate_vcg.cards.trek_db import load_trek_cards
        from stargate_vcg.errors import CardDataError
        for read in (read_set_file, load_trek_cards):
            try:
                read(Path({str(link)!r}))
            except CardDataError as error:
                print(error)
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("not a regular file") == 2


def test_a_decklist_over_1_mb_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("# game: trek\n" + "#" * (1 << 20), encoding="utf-8")
    with pytest.raises(DeckFileError, match=r"file too large \(\d+ bytes; at most 1 MB\)"):
        load_deck(path)


def test_a_set_file_over_8_mb_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "set.xml"
    path.write_bytes(b"<set>" + b" " * (8 << 20) + b"</set>")
    with pytest.raises(CardDataError, match=r"set\.xml: file too large .* at most 8 MB"):
        read_set_file(path)


def test_a_trek_overlay_alias_bomb_is_refused(tmp_path: Path) -> None:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for n in range(1, 10):
        lines.append(f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 9)}]")
    path = tmp_path / "overlay.yaml"
    path.write_text("cards:\n  - id: kirk\n    notes:\n"
                    + "".join(f"      {line}\n" for line in lines), encoding="utf-8")
    with pytest.raises(CardDataError) as raised:
        load_trek_cards(path)
    assert str(raised.value) == f"{path}:5: YAML aliases (*name) are not allowed in card data"


# --- tracebacks on bad input ---------------------------------------------------------------


@pytest.mark.parametrize("text", [
    f"game: stargate\nname: 0x{'f' * 5000}\ndeck:\n  - Fixture Medic\n",
    f"game: stargate\ndeck:\n  - {{card: Fixture Medic, qty: 0x{'f' * 5000}}}\n",
    f"cards:\n  - id: kirk\n    value: 0x{'f' * 5000}\n",
])
def test_huge_hex_integers_are_one_line_errors(tmp_path: Path, text: str) -> None:
    path = tmp_path / ("overlay.yaml" if text.startswith("cards") else "deck.yaml")
    path.write_text(text, encoding="utf-8")
    with pytest.raises((DeckFileError, CardDataError)) as raised:
        if path.name == "deck.yaml":
            load_deck(path, cards=fixture_db())
        else:
            load_trek_cards(path)
    message = str(raised.value)
    assert "\n" not in message
    assert "huge number" in message or "too large" in message


@pytest.mark.parametrize("tagged", ['!!bool ""', "!!bool foo", '!!float ""', '!!int ""',
                                    "!!set a", "!!set {a, b}", "!!float 1.5", "!!bool yes"])
@pytest.mark.parametrize("where", ["name: {}\ndeck:\n  - Fixture Medic\n",
                                   "deck:\n  - {}\n", "deck:\n  - {{card: {}}}\n",
                                   "deck:\n  - {{card: Fixture Medic, qty: {}}}\n"])
def test_yaml_tags_are_a_deck_or_one_line_errors(tagged: str, where: str) -> None:
    """`name: !!float 1.5` is a fine name; `!!bool ""` raised KeyError inside ruamel."""
    try:
        deck = load_deck("game: stargate\n" + where.format(tagged), format="yaml",
                         cards=fixture_db())
    except DeckFileError as error:
        assert "\n" not in str(error)
    else:
        assert deck.count() >= 1


@pytest.mark.parametrize("tagged", ['!!bool ""', '!!float ""', "!!set a"])
def test_yaml_tags_in_a_trek_overlay_are_one_line_errors(tmp_path: Path, tagged: str) -> None:
    path = tmp_path / "overlay.yaml"
    path.write_text(f"cards:\n  - id: kirk\n    value: {tagged}\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"overlay\.yaml"):
        load_trek_cards(path)


@pytest.mark.parametrize("command", [["validate", "--game", "trek"], ["deck", "show"],
                                     ["deck", "convert"], ["stats", "--json"]])
def test_a_lone_surrogate_in_a_name_is_one_line(tmp_path: Path, command: list[str]) -> None:
    (tmp_path / "deck.yaml").write_text('game: trek\nname: "A \\ud800"\ndeck:\n  - Kirk\n'
                                        '  - "Spock\\udc00"\n', encoding="utf-8")
    extra = ["out.txt"] if command == ["deck", "convert"] else []
    result = _cli([*command, "deck.yaml", *extra], tmp_path)
    _one_line(result, "lone surrogate")
    assert not (tmp_path / "out.txt").exists()


@pytest.mark.parametrize("command", [["validate"], ["deck", "show"], ["deck", "convert"]])
def test_a_bidirectional_override_in_a_name_is_one_line(tmp_path: Path,
                                                       command: list[str]) -> None:
    """U+202E printed as is would make the rest of a terminal line read backwards."""
    (tmp_path / "deck.txt").write_text("# name: \u202eevil\n1x Kirk\n", encoding="utf-8")
    extra = ["out.yaml"] if command == ["deck", "convert"] else []
    result = _cli([*command, "deck.txt", *extra], tmp_path)
    _one_line(result, "bidirectional control character U+202E")
    assert not (tmp_path / "out.yaml").exists()


def test_a_block_scalar_name_is_refused_or_reads_back(tmp_path: Path) -> None:
    text = ("game: stargate\nname: |\n  Two\n  lines\ndeck:\n  - |\n    3x Fixture\n"
            "    Medic\n")
    with pytest.raises(DeckFileError) as raised:
        load_deck(text, cards=fixture_db(), strict=False)
    assert "control character U+000A" in str(raised.value)
    folded = "game: stargate\nname: >\n  One\n  line\ndeck:\n  - |\n    3x Fixture Medic\n"
    deck = load_deck(folded, cards=fixture_db(), strict=False)
    assert deck.name == "One line"
    for fmt in ("yaml", "text", "o8d"):
        save_deck(deck, tmp_path / f"out.{fmt}", cards=fixture_db())
        back = load_deck(tmp_path / f"out.{fmt}", cards=fixture_db())
        assert back.name == "One line" and back.count() == 3


def _forge_cache(records: list[dict[str, Any]]) -> None:
    """Rewrite the compiled cache with these records and a checksum that matches them,
    as a buggy or hostile writer would: only the shape check can refuse it."""
    (compiled,) = (cache.cache_dir() / "compiled").glob("*.json")
    cache.write_compiled(compiled.stem, records, [], {})


@pytest.mark.parametrize(("field", "value"), [
    ("skills", {"combat": "3"}), ("traits", "SGC"), ("title", 7), ("cost", "2"),
    ("keywords", []), ("skills", {"charm": 1}), ("text", None), ("number", 1.5),
])
def test_a_cache_with_wrong_field_types_is_rebuilt(tmp_path: Path, field: str,
                                                   value: object) -> None:
    root = write_sets(tmp_path / "data")
    records = load_card_records(root)
    _forge_cache([{**records[0], field: value}, *records[1:]])
    assert load_card_records(root) == records  # rebuilt, not served
    result = CliRunner().invoke(main, ["cards", "search", "--game", "stargate", "--cards",
                                       str(root), "--json"])
    assert result.exit_code == 0 and len(json.loads(result.stdout)) == KEPT


def test_the_light_cache_check_agrees_with_the_card_model(tmp_path: Path) -> None:
    """A record the light check accepts is one the model accepts, and the `cards`
    commands render it; one it refuses is one that would have crashed them."""
    from stargate_vcg.cards.stargate import StargateCard

    records = load_card_records(write_sets(tmp_path / "data"))
    wrong: list[object] = ["3", 3, 1.5, None, True, [], {}, {"combat": "x"}, "hero"]
    for record in records:
        for field in record:
            for value in wrong:
                changed = {**record, field: value}
                if cache._looks_like_card(changed):
                    StargateCard.model_validate(changed)
                    describe(changed)
                    search([changed], "a", trait="SGC", set_name="x")


def test_an_unreadable_file_is_one_line_not_a_usage_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """chmod 000 does not stop root: click's access() check and our open are refused."""
    path = tmp_path / "deck.txt"
    path.write_text(TREK_DECK, encoding="utf-8")
    real_open = os.open

    def refuse(name: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(name) == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "access", lambda *_args, **_kwargs: False)
    monkeypatch.setattr(os, "open", refuse)
    for command in (["validate"], ["stats"], ["deck", "show"]):
        result = CliRunner().invoke(main, [*command, str(path)])
        assert result.exit_code == 2
        assert result.stderr.strip() == f"error: {path}: permission denied", result.stderr


def test_a_full_disk_names_the_cache_file(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    target = tmp_path / "cache" / "current.json"
    with pytest.raises(OSError) as raised:
        cache.atomic_write_bytes(target, b"{}")
    assert raised.value.filename == str(target)
    assert os.listdir(target.parent) == []


def test_an_output_name_of_250_characters_is_written(tmp_path: Path) -> None:
    target = tmp_path / ("d" * 246 + ".txt")
    save_deck(fixture_deck(), target)
    assert load_deck(target, cards=fixture_db()).count() == fixture_deck().count()
    assert os.listdir(tmp_path) == [target.name]


def test_trek_name_suggestions_stop_at_30(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = difflib.get_close_matches

    def counting(*args: Any, **kwargs: Any) -> list[str]:
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(difflib, "get_close_matches", counting)
    resolver = TrekResolver(load_trek_cards())
    results = [resolver.resolve(RawEntry(f"Kirq {n}", 1, Section.DECK, n + 1))
               for n in range(200)]
    assert len(calls) == MAX_SUGGESTED
    assert results[0].suggestions and not results[-1].suggestions
    assert all(result.unknown for result in results)


# --- files that are written but can't be read back ---------------------------------------


@pytest.mark.parametrize(("fmt", "text"), [
    ("yaml", 'game: stargate\nname: "A\\0B"\ndeck:\n  - Fixture Medic\n'),
    ("yaml", 'game: stargate\nname: A\ndeck:\n  - "Fixture\\x07Medic"\n'),
    ("yaml", 'game: stargate\ndeck:\n  - {card: Fixture Medic, id: "x\\x1b[2J"}\n'),
    ("text", "# game: stargate\n# name: A\x01B\nFixture Medic\n"),
    ("text", "# game: stargate\nFixture\x1bMedic\n"),
    ("o8d", f'<deck game="{GAME_ID}"><section name="Main"><card qty="1" id="x">'
            "Fixture&#x85;Medic</card></section></deck>"),
])
def test_control_characters_in_names_are_refused(fmt: str, text: str) -> None:
    with pytest.raises(DeckFileError) as raised:
        load_deck(text, format=fmt, cards=fixture_db(), strict=False)
    assert "control character" in str(raised.value) and "\n" not in str(raised.value)


def test_a_name_text_cannot_carry_is_refused_not_written(tmp_path: Path) -> None:
    deck = load_deck("game: stargate\ndeck:\n  - '2x Mystery # card'\n", cards=fixture_db(),
                     strict=False)
    with pytest.raises(DeckFileError, match="cannot be written as text"):
        save_deck(deck, tmp_path / "out.txt")
    assert os.listdir(tmp_path) == []
    save_deck(deck, tmp_path / "out.yaml")
    back = load_deck(tmp_path / "out.yaml", cards=fixture_db(), strict=False)
    assert back.section(Section.DECK)[0].name == "Mystery # card"


def test_a_library_deck_with_a_control_character_is_not_written(tmp_path: Path) -> None:
    card = sg_card("Odd\x01Card", CardType.EVENT)
    deck = Deck(game=Game.STARGATE, name="N\x00", sections={
        Section.DECK: [DeckEntry(name=card.name, quantity=1, card=card)]})
    for fmt in ("yaml", "text", "o8d"):
        with pytest.raises(DeckFileError, match="cannot be written"):
            save_deck(deck, tmp_path / f"out.{fmt}")
    assert os.listdir(tmp_path) == []


# --- faults ------------------------------------------------------------------------------


def test_a_garbled_or_truncated_cache_is_rebuilt_with_a_notice(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = write_sets(tmp_path / "data")
    records = load_card_records(root)
    (compiled,) = (cache.cache_dir() / "compiled").glob("*.json")
    good = compiled.read_bytes()
    at = good.index(b'"title":"') + len(b'"title":"')
    garbled = good[:at] + bytes([good[at] ^ 0x01]) + good[at + 1:]  # still valid JSON
    for damaged in (garbled, good[: len(good) // 2], good[:-1]):
        compiled.write_bytes(damaged)
        capsys.readouterr()
        assert load_card_records(root) == records
        notice = capsys.readouterr().err.strip().splitlines()
        assert len(notice) == 1 and "damaged card cache" in notice[0]
        assert compiled.read_bytes() == good


def test_every_single_byte_change_of_the_cache_is_caught(tmp_path: Path) -> None:
    load_card_records(write_sets(tmp_path / "data"))
    (compiled,) = (cache.cache_dir() / "compiled").glob("*.json")
    good = compiled.read_bytes()
    for at in range(0, len(good), max(1, len(good) // 300)):
        compiled.write_bytes(good[:at] + bytes([good[at] ^ 0x20]) + good[at + 1:])
        assert cache.read_compiled(compiled.stem) is None, at


def _stale(path: Path) -> None:
    old = time.time() - 2 * STALE_SECONDS
    os.utime(path, (old, old))


def test_a_killed_convert_leaves_a_temporary_file_the_next_run_removes(
        tmp_path: Path) -> None:
    source = tmp_path / "deck.yaml"
    fixture_deck().save(source)
    code = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(REPO / 'tests')!r})
        from factories import fixture_db
        from stargate_vcg.decklists import io
        io._move = lambda *args: (print("writing", flush=True), time.sleep(60))
        deck = io.load_deck({str(source)!r}, cards=fixture_db())
        io.save_deck(deck, {str(tmp_path / 'out.txt')!r})
    """)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "writing\n"
    child.send_signal(signal.SIGKILL)
    child.wait()
    (left,) = [p for p in tmp_path.iterdir() if p.name.endswith(TEMP_SUFFIX)]
    young = tmp_path / f".other.x{TEMP_SUFFIX}"  # may be another run's, still writing
    young.write_text("", encoding="utf-8")
    theirs = tmp_path / ".deck.yaml.tmp"  # not ours: never touched
    theirs.write_text("", encoding="utf-8")
    _stale(theirs)
    _stale(left)
    save_deck(load_deck(source, cards=fixture_db()), tmp_path / "out.txt")
    assert not left.exists() and young.exists() and theirs.exists()


def test_a_killed_update_leaves_nothing_the_next_run_keeps(tmp_path: Path) -> None:
    root = write_sets(tmp_path / "data")
    compiled = cache.cache_dir() / "compiled"
    compiled.mkdir(parents=True)
    left_file = compiled / f".abc.json.x1{TEMP_SUFFIX}"
    left_file.write_bytes(b"x" * 1000)
    left_dir = cache.cache_dir() / f".update-x2{TEMP_SUFFIX}"
    (left_dir / "sets").mkdir(parents=True)
    for leftover in (left_file, left_dir):
        _stale(leftover)
    from stargate_vcg.cards import sources

    sources.update_database(str(root))
    assert not left_file.exists() and not left_dir.exists()
    assert len(load_card_database(root)) == KEPT


@pytest.mark.parametrize(("body", "fragment"), [
    (b'<?xml version="1.0" encoding="x-nonsense"?><set/>', "unknown encoding"),
    (b"<set><cards><card>" + b"<b>" * 50_000 + b"</b>" * 50_000 + b"</card></cards></set>",
     "nested deeper than"),
    (f'<set gameId="{GAME_ID}"><cards><card name="a" id="b"><property name="Type" '
     f'value="event"/><property name="Cost" value="{"9" * 5000}"/></card></cards></set>'
     .encode(), "a number of 5000 digits"),
])
def test_hostile_set_files_are_one_line_naming_the_file(tmp_path: Path, body: bytes,
                                                        fragment: str) -> None:
    path = tmp_path / "set.xml"
    path.write_bytes(body)
    with pytest.raises(CardDataError) as raised:
        read_set_file(path)
    message = str(raised.value)
    assert message.startswith(str(path)) and fragment in message and "\n" not in message


def test_hero_fixture_names_still_resolve() -> None:
    """The checks above refuse control characters, not ordinary names."""
    text = "\n".join(f"1x {card.name}" for card in HERO)
    assert load_deck(text, format="text", cards=fixture_db()).count() == len(HERO)


def test_a_fifo_as_card_data_path_is_refused_by_name(tmp_path: Path) -> None:
    fifo = tmp_path / "set.xml"
    os.mkfifo(fifo)
    result = CliRunner().invoke(main, ["cards", "search", "--cards", str(fifo), "x"])
    assert result.exit_code == 2
    assert result.stderr.strip() == (f"error: {fifo}: not a regular file (a pipe, device or "
                                     "socket); only regular files are read")
