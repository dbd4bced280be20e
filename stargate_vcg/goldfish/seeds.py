"""Per-game seeds: each game (or chunk of hands) is seeded from the master seed and its
index alone, so that results do not depend on how the work is split among workers."""

from __future__ import annotations

import hashlib
import random

_MASK = (1 << 63) - 1


def sub_seed(master: int, index: int, stream: str = "game") -> int:
    """A 63-bit seed for item `index` of `stream` under `master` (stable across Python
    versions and machines: not `hash()`)."""
    digest = hashlib.blake2b(f"{stream}:{master}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & _MASK


def fresh_seed() -> int:
    return random.SystemRandom().randrange(1 << 63)
