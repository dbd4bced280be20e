"""The compiled card database in the user's cache directory.

Light on purpose (no pydantic import): `cards show` reads the cached records directly so
that it starts fast. Records are `StargateCard.model_dump(mode="json")` dicts stored as
JSON (see benchmarks/bench_cards.py for the JSON vs pickle figures). The game text lives
only here, in the user's cache, never in the repository.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from stargate_vcg.errors import CardDataError
from stargate_vcg.files import (
    TEMP_SUFFIX,
    FileRefused,
    named_os_error,
    read_bounded,
    remove_stale_temps,
    temp_prefix,
)

# Bump when the record layout or the importer's mapping changes: old caches then rebuild.
FORMAT_VERSION = 4
CACHE_ENV = "STARGATE_VCG_CACHE_DIR"
_KEEP_COMPILED = 8
_CURRENT = "current.json"
# The largest real set file is under 200 kB; a set file of more is not card data.
MAX_SET_FILE_BYTES = 8 * 1024 * 1024


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir  # only here: most runs have a fingerprint hit

    return Path(user_cache_dir("stargate-vcg"))


def fingerprint(files: Iterable[Path]) -> str:
    """Key of a set of source files: their set-folder names and contents, so any edit
    rebuilds while moving the folder (as `cards update` does with downloads) does not.
    The errata files count too: the compiled cards have them applied."""
    from stargate_vcg.cards.errata import errata_bytes

    digest = hashlib.blake2b(f"stargate-vcg cards v{FORMAT_VERSION}".encode(), digest_size=16)
    digest.update(errata_bytes())
    for path in files:
        try:
            data = read_bounded(Path(path), MAX_SET_FILE_BYTES, "set.xml file")
        except FileRefused as error:
            raise CardDataError(str(error), path) from None
        digest.update(f"\0{path.parent.name}/{path.name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write via a temporary file in the same folder and rename, so readers never see
    half a file and a crash leaves the old one in place."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_temps(path.parent)  # left by a killed run
        handle, temp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX,
                                        dir=path.parent)
    except OSError as error:
        raise named_os_error(error, path) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, path)
    except BaseException as error:
        Path(temp).unlink(missing_ok=True)
        if isinstance(error, OSError):  # a full disk names the file it could not write
            raise named_os_error(error, path) from None
        raise


def _compiled_path(key: str) -> Path:
    return cache_dir() / "compiled" / f"{key}.json"


def read_compiled(key: str) -> dict[str, Any] | None:
    """The compiled payload for a fingerprint, or None when missing or damaged (then the
    caller rebuilds it: a damaged cache is never fatal, and is reported in one line)."""
    path = _compiled_path(key)
    try:
        data = path.read_bytes()
    except OSError:
        return None
    payload, damage = _check_compiled(data, key)
    if damage is not None:
        print(f"note: {path}: damaged card cache ({damage}); rebuilding it", file=sys.stderr)
    return payload


def _check_compiled(data: bytes, key: str) -> tuple[dict[str, Any] | None, str | None]:
    """The payload, or why not: (None, None) for another version's cache (rebuilt
    quietly), (None, reason) for a damaged one. The header's length and checksum catch
    truncated and garbled files that are still valid JSON."""
    head, _newline, body = data.partition(b"\n")
    try:
        header = json.loads(head)
    except ValueError:
        return None, "unreadable header"
    if not isinstance(header, dict) or header.get("version") != FORMAT_VERSION:
        return None, None
    if header.get("fingerprint") != key:
        return None, "wrong fingerprint"
    if header.get("length") != len(body) or header.get("checksum") != _checksum(body):
        return None, "checksum mismatch"
    try:
        payload = json.loads(body)
    except ValueError:
        return None, "unreadable records"
    if not (isinstance(payload, dict) and isinstance(payload.get("cards"), list)
            and all(_looks_like_card(record) for record in payload["cards"])):
        return None, "records of the wrong shape"
    return {**payload, "version": FORMAT_VERSION, "fingerprint": key}, None


def _checksum(body: bytes) -> str:
    return hashlib.blake2b(body, digest_size=16).hexdigest()


# Field types of `StargateCard.model_dump(mode="json")`, checked without importing
# pydantic (that import alone costs `cards show` 0.2 s). The checksum already proves the
# records are the ones the models wrote; this keeps a hand-made cache from crashing
# `cards show` (tests/unit/test_reader_faults.py checks it agrees with the model).
_NONE = type(None)
_FIELD_TYPES: dict[str, frozenset[type]] = {
    name: frozenset(types) for name, types in {
        "id": (str,), "title": (str,), "subtitle": (str, _NONE), "type": (str,),
        "allegiance": (str, _NONE), "traits": (list,), "cost": (int, _NONE),
        "skills": (dict,), "revive": (int, _NONE), "glyph": (str, _NONE),
        "experience": (int, _NONE), "firepower": (int, _NONE), "rarity": (str, _NONE),
        "set_name": (str,), "set_id": (str,), "number": (int, _NONE), "text": (str,),
        "keywords": (dict,),
    }.items()
}
_FIELDS = list(_FIELD_TYPES.items())
_TYPES = frozenset({"team character", "support character", "mission", "gear", "event",
                    "obstacle", "adversary", "ship"})
_SKILLS = frozenset({"culture", "science", "combat", "ingenuity"})
_ALLEGIANCES = frozenset({"hero", "villain", None})
_GLYPHS = frozenset({"orion", "gemini", "triangulum", "pisces", "scorpius", "libra",
                     "origin", None})
_FLAGS = ("victory", "blockade", "dominion", "promotion_token")


def _looks_like_card(record: object) -> bool:
    # Exact types (type() rather than isinstance): a bool is not an int here.
    if type(record) is not dict or record.keys() != _FIELD_TYPES.keys():
        return False
    for name, types in _FIELDS:
        if type(record[name]) not in types:
            return False
    keywords = record["keywords"]
    return (record["type"] in _TYPES and record["allegiance"] in _ALLEGIANCES
            and record["glyph"] in _GLYPHS
            and all(type(trait) is str for trait in record["traits"])
            and all(k in _SKILLS and type(v) is int for k, v in record["skills"].items())
            and all(type(keywords.get(flag)) is bool for flag in _FLAGS)
            and type(keywords.get("withdraw")) in (int, _NONE))


def discard_compiled(key: str) -> None:
    _compiled_path(key).unlink(missing_ok=True)


def write_compiled(key: str, cards: list[dict[str, Any]], sources: list[str],
                   report: dict[str, Any], names: list[list[str]] | None = None) -> None:
    """`names` are the records' normalised look-up keys, stored so that `cards show`
    need not normalise 1,920 names on every run. One header line (version, fingerprint,
    length and checksum of the rest) comes before the records."""
    payload = {"sources": sources, "report": report, "cards": cards, "names": names}
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    header = {"version": FORMAT_VERSION, "fingerprint": key, "length": len(body),
              "checksum": _checksum(body)}
    atomic_write_bytes(_compiled_path(key), json.dumps(header).encode("utf-8") + b"\n" + body)
    _prune(keep=key)


def _prune(keep: str) -> None:
    """Drop old compiled databases beyond the newest few (other --cards paths)."""
    folder = cache_dir() / "compiled"
    try:
        files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return
    current = read_current()
    protected = {keep, current.get("fingerprint") if current else None}
    for old in files[_KEEP_COMPILED:]:
        if old.stem not in protected:
            old.unlink(missing_ok=True)


def read_current() -> dict[str, Any] | None:
    """The database installed by `cards update`: {"source": folder, "fingerprint": key}."""
    try:
        data = json.loads((cache_dir() / _CURRENT).read_bytes())
    except (OSError, ValueError):
        return None
    if isinstance(data, dict) and isinstance(data.get("fingerprint"), str):
        return data
    return None


def write_current(source: Path, key: str) -> None:
    data = json.dumps({"source": str(source), "fingerprint": key}).encode("utf-8")
    atomic_write_bytes(cache_dir() / _CURRENT, data)


def downloads_dir() -> Path:
    """Where `cards update` keeps downloaded set files (user's cache, never the repo)."""
    return cache_dir() / "sets"
