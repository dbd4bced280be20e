"""The shipped Star Trek VCG cards, parsed once into the user's cache directory.

Parsing `card_db/trek/cards.yaml` (ruamel's round-trip loader, then validation) took
about 0.35 s, paid again by every `validate` or `stats` of a Trek deck. The parsed
cards are stored as JSON records keyed by the file's bytes, like the Stargate database
(`cards/cache.py`); a missing, stale or damaged entry is rebuilt, and an unwritable
cache only costs speed. Overlays (`--trek-cards`) are never cached: they are small.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from pydantic import TypeAdapter

from stargate_vcg.cards import cache
from stargate_vcg.cards.trek import TrekCard
from stargate_vcg.errors import StargateVcgError

# Bump when the TrekCard model's JSON form changes: old entries then rebuild.
FORMAT_VERSION = 1


def cached_cards(source: Path, build: Callable[[], tuple[TrekCard, ...]],
                 check: Callable[[list[TrekCard]], None],
                 adapter: TypeAdapter[TrekCard]) -> tuple[TrekCard, ...]:
    """The cards of `source` from the cache, else `build()` and store them. `check`
    runs on cached cards too, so a cache edited behind our back is rebuilt. `adapter`
    is the loader's own (a second one would cost its schema build on every run)."""
    try:
        data = source.read_bytes()
    except OSError:
        return build()  # build() reports the unreadable file properly
    key = hashlib.blake2b(b"stargate-vcg trek v%d\0" % FORMAT_VERSION + data,
                          digest_size=16).hexdigest()
    entry = cache.cache_dir() / "trek" / f"{key}.json"
    with contextlib.suppress(OSError, ValueError, StargateVcgError):
        cards = [adapter.validate_python(record) for record in json.loads(entry.read_bytes())]
        check(cards)
        return tuple(cards)
    built = build()
    with contextlib.suppress(OSError):
        records = [adapter.dump_python(card, mode="json") for card in built]
        cache.atomic_write_bytes(entry, json.dumps(records).encode("utf-8"))
        _prune(entry)
    return built


def _prune(keep: Path) -> None:
    """One entry is enough: the shipped file changes only with the package."""
    for old in keep.parent.glob("*.json"):
        if old != keep:
            old.unlink(missing_ok=True)
