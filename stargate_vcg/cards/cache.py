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
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

# Bump when the record layout or the importer's mapping changes: old caches then rebuild.
FORMAT_VERSION = 3
CACHE_ENV = "STARGATE_VCG_CACHE_DIR"
_KEEP_COMPILED = 8
_CURRENT = "current.json"


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
        data = Path(path).read_bytes()
        digest.update(f"\0{path.parent.name}/{path.name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write via a temporary file in the same folder and rename, so readers never see
    half a file and a crash leaves the old one in place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _compiled_path(key: str) -> Path:
    return cache_dir() / "compiled" / f"{key}.json"


def read_compiled(key: str) -> dict[str, Any] | None:
    """The compiled payload for a fingerprint, or None when missing or corrupt (then the
    caller rebuilds it: a damaged cache is never fatal)."""
    try:
        payload = json.loads(_compiled_path(key).read_bytes())
    except (OSError, ValueError):
        return None
    valid = (isinstance(payload, dict) and payload.get("version") == FORMAT_VERSION
             and payload.get("fingerprint") == key and isinstance(payload.get("cards"), list)
             and all(_looks_like_card(record) for record in payload["cards"]))
    return payload if valid else None


def _looks_like_card(record: object) -> bool:
    """A cheap shape check; the models validate the rest when they are built."""
    return (isinstance(record, dict) and isinstance(record.get("id"), str)
            and isinstance(record.get("title"), str) and isinstance(record.get("type"), str)
            and isinstance(record.get("skills", {}), dict))


def discard_compiled(key: str) -> None:
    _compiled_path(key).unlink(missing_ok=True)


def write_compiled(key: str, cards: list[dict[str, Any]], sources: list[str],
                   report: dict[str, Any], names: list[list[str]] | None = None) -> None:
    """`names` are the records' normalised look-up keys, stored so that `cards show`
    need not normalise 1,920 names on every run."""
    payload = {"version": FORMAT_VERSION, "fingerprint": key, "sources": sources,
               "report": report, "cards": cards, "names": names}
    data = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    atomic_write_bytes(_compiled_path(key), data)
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
