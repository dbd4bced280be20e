"""The `--hands-only` loop, compiled by mypyc (see hatch_build.py): `Random.sample` run as
interpreted code was four fifths of a hand's cost. `sample` below makes the same draws
in the same order as CPython's `Random.sample(range(n), k)` (with
`_randbelow_with_getrandbits`), so a seed deals the same hands; `same_as_library` checks
that on the running Python before it is used.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from stargate_vcg.engine.stargate.ops import below


def pool_method(n: int, k: int) -> bool:
    """Which of its two methods `Random.sample` uses: a pool copied from the population
    when an n-list is smaller than a k-set, else a set of the positions taken."""
    setsize = 21
    if k > 5:
        # 4 ** ceil(log(3k, 4)) as the library computes it, in integers: the least
        # power of 4 at or above 3k.
        power = 1
        while power < k * 3:
            power *= 4
        setsize += power
    return n <= setsize


def sample(rng: random.Random, n: int, k: int, pool: list[int], out: list[int],
           use_pool: bool) -> None:
    """`out[:k] = rng.sample(range(n), k)`. `pool` is `list(range(n))` and is left so:
    the swaps that draw from it are undone afterwards (k writes, not n)."""
    getrandbits = rng.getrandbits
    if use_pool:
        for i in range(k):
            m = n - i
            j = below(getrandbits, m)
            out[i] = pool[j]
            pool[j] = pool[m - 1]
            pool[m - 1] = j  # remembered to undo the swap (this slot is never read again)
        for i in range(k - 1, -1, -1):
            m = n - i
            j = pool[m - 1]
            pool[m - 1] = pool[j]
            pool[j] = out[i]
        return
    bits = n.bit_length()
    taken: set[int] = set()
    for i in range(k):
        j = getrandbits(bits)
        while j >= n or j in taken:
            j = getrandbits(bits)
        taken.add(j)
        out[i] = j


def deal(rng: random.Random, n: int, k: int, count: int, packed: list[int], width: int,
         selectors: int, holds: Callable[[list[int]], bool], held: list[int]) -> int:
    """Deal `count` opening hands of `k` of the `n` cards: a hand that fails the keep rule
    is replaced by a fresh one (the mulligan). Adds the hands played into `held` (copies
    per card) and returns how many first hands were kept.

    `packed[c]`: card c's selector memberships packed into one int, a field of `width`
    bits per selector, wide enough for a whole hand, so a hand's counts are one sum; the
    rule's verdict is memoised per distinct sum (a few hundred at most)."""
    use_pool = pool_method(n, k)
    pool = list(range(n))
    hand = [0] * k
    mask = (1 << width) - 1
    verdicts: dict[int, bool] = {}
    kept = 0
    for _ in range(count):
        sample(rng, n, k, pool, hand, use_pool)
        total = 0
        for c in hand:
            total += packed[c]
        verdict = verdicts.get(total)
        if verdict is None:
            counts = [(total >> (width * s)) & mask for s in range(selectors)]
            verdict = holds(counts)
            verdicts[total] = verdict
        if verdict:
            kept += 1
        else:
            sample(rng, n, k, pool, hand, use_pool)
        for c in hand:
            held[c] += 1
    return kept


def same_as_library() -> bool:
    """Whether `sample` draws as this Python's `Random.sample` does (both methods)."""
    for n, k in ((40, 8), (60, 8), (200, 8), (7, 7), (1, 1)):
        use_pool = pool_method(n, k)
        for seed in (1, 2, 3):
            out = [0] * k
            pool = list(range(n))
            sample(random.Random(seed), n, k, pool, out, use_pool)
            if out != random.Random(seed).sample(range(n), k) or pool != list(range(n)):
                return False
    return True
