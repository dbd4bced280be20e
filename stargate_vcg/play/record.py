"""Game logs as JSON lines: a header, then one line per action with the public events it
caused. `read_log` refuses a malformed or truncated log with one line naming the line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import fields
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.engine.stargate.actions import ACTION_TYPES
from stargate_vcg.engine.trek.actions import TREK_ACTIONS
from stargate_vcg.errors import StargateVcgError
from stargate_vcg.files import FileRefused, named_os_error, read_bounded

LOG_FORMAT = "stargate-vcg-game/1"
# A played game's log is a few hundred bytes an action (a 100-action game: about 40 kB).
MAX_LOG_BYTES = 64 * 1024 * 1024
_STARGATE = {cls.__name__: cls for cls in ACTION_TYPES}
_TREK = {cls.__name__: cls for cls in TREK_ACTIONS}


class GameLogError(StargateVcgError):
    """A game log that cannot be read (malformed, truncated, unknown cards)."""


def package_version() -> str:
    try:
        return version("stargate-vcg")
    except PackageNotFoundError:
        return "unknown"


def action_to_json(action: object) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):  # type: ignore[arg-type]
        value = getattr(action, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def action_from_json(data: object, game: str, where: str) -> object:
    """The action a log line names; GameLogError when it is no action of that game
    (wrong field types are left to the engine, which refuses them as illegal)."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise GameLogError(f"{where}: \"action\" must be an object with a \"type\"")
    table = _STARGATE if game == "stargate" else _TREK
    cls = table.get(data["type"])
    if cls is None:
        raise GameLogError(f"{where}: unknown action type {data['type']!r}; known: "
                           + ", ".join(sorted(table)))
    names = {f.name for f in fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise GameLogError(f"{where}: {data['type']} has no field {sorted(extra)[0]!r}")
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        # Field types as the interpreter gives them ("int | None", "tuple[int, ...]") or
        # as mypyc-compiled dataclasses do (the classes tuple and int; `type` for an
        # optional field): the default says the rest.
        kind = str(f.type)
        many = kind.startswith("tuple") or f.type is tuple or f.default == ()
        if value is None and ("None" in kind or f.default is None):
            values[f.name] = None
        elif many and isinstance(value, list) and all(_is_int(v) for v in value):
            values[f.name] = tuple(value)
        elif not many and _is_int(value):
            values[f.name] = value
        else:
            wanted = "a list of integers" if many else "an integer"
            raise GameLogError(f"{where}: {data['type']}.{f.name} must be {wanted}")
    try:
        return cls(**values)
    except TypeError as error:
        raise GameLogError(f"{where}: {data['type']}: {error}") from None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def deck_to_json(deck: Deck) -> dict[str, Any]:
    return {"name": deck.name, "file": str(deck.source) if deck.source else None,
            "sections": {str(s): [[e.card_id, e.quantity] for e in deck.section(s)]
                         for s in deck.sections}}


def deck_from_json(data: object, cards: Any, where: str) -> Deck:
    """A Stargate deck from its card ids, looked up in the card database `cards`."""
    if not isinstance(data, dict) or not isinstance(data.get("sections"), dict):
        raise GameLogError(f"{where}: a deck needs \"sections\"")
    sections: dict[Section, list[DeckEntry]] = {}
    for key, entries in data["sections"].items():
        try:
            section = Section(key)
        except ValueError:
            raise GameLogError(f"{where}: unknown deck section {key!r}") from None
        if not isinstance(entries, list):
            raise GameLogError(f"{where}: section {key} must be a list")
        out = []
        for item in entries:
            if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], str)
                    or not isinstance(item[1], int) or isinstance(item[1], bool)
                    or not 1 <= item[1] <= 99):
                raise GameLogError(f"{where}: section {key}: each card is [id, quantity]")
            card = cards.by_id(item[0])
            if card is None:
                raise GameLogError(f"{where}: unknown card id {item[0]!r} (give the card "
                                   "data the game was played with: --cards)")
            out.append(DeckEntry(name=card.name, quantity=item[1], card=card))
        sections[section] = out
    name = data.get("name")
    return Deck(game=Game.STARGATE, name=name if isinstance(name, str) else None,
                sections=sections)


class LogWriter:
    """Writes a game log line by line (flushed, so a crash leaves a readable prefix)."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path = path
        self._file = path.open("w", encoding="utf-8")
        self.write({"log": LOG_FORMAT, **header, "version": package_version()})

    def write(self, line: dict[str, Any]) -> None:
        try:
            self._file.write(json.dumps(line, ensure_ascii=False) + "\n")
            self._file.flush()
        except OSError as error:  # a full disk: say which file could not be written
            raise named_os_error(error, self.path) from None

    def close(self) -> None:
        try:
            self._file.close()
        except OSError as error:
            raise named_os_error(error, self.path) from None


def read_log(path: Path) -> tuple[dict[str, Any], Iterator[tuple[int, dict[str, Any]]]]:
    """The header, then (line number, line) for every action line. Refuses a file that
    is not a log, a bad header, or a line that is not a JSON object (truncated)."""
    try:
        text = read_bounded(path, MAX_LOG_BYTES, "game log").decode("utf-8")
    except FileRefused as error:
        raise GameLogError(f"{path}: {error}") from None
    except UnicodeDecodeError:
        raise GameLogError(f"{path}: not a UTF-8 text file") from None
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        raise GameLogError(f"{path}: empty; a game log starts with its header line")
    header = _parse(path, 1, lines[0])
    if header.get("log") != LOG_FORMAT:
        raise GameLogError(f"{path}:1: not a stargate-vcg game log (expected \"log\": "
                           f"\"{LOG_FORMAT}\")")
    if header.get("game") not in ("stargate", "trek"):
        raise GameLogError(f"{path}:1: \"game\" must be \"stargate\" or \"trek\"")
    seed = header.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise GameLogError(f"{path}:1: \"seed\" must be an integer")
    body = [(number, _parse(path, number, line)) for number, line in
            enumerate(lines[1:], 2) if line.strip()]
    for number, line in body:
        if "action" not in line:
            raise GameLogError(f"{path}:{number}: no \"action\"")
    return header, iter(body)


def _parse(path: Path, number: int, line: str) -> dict[str, Any]:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as error:
        raise GameLogError(f"{path}:{number}: malformed or truncated JSON "
                           f"({error.msg})") from None
    if not isinstance(data, dict):
        raise GameLogError(f"{path}:{number}: each line must be a JSON object")
    return data
