"""Rules engines, one subpackage per game."""

from __future__ import annotations

import copyreg
import random
from collections.abc import Iterable
from dataclasses import fields
from importlib.util import find_spec
from typing import Any

from stargate_vcg.errors import IllegalAction, StargateVcgError


def compiled_engines() -> bool:
    """True when the rules engines run as mypyc-compiled extensions (installed from a
    wheel, see hatch_build.py); False for pure Python (editable installs, or a build with
    STARGATE_VCG_PURE_PYTHON=1). Both behave the same; the compiled ones are faster."""
    spec = find_spec("stargate_vcg.engine.stargate.game")
    origin = spec.origin if spec is not None else None
    return origin is not None and not origin.endswith(".py")


def describe_build() -> str:
    """Where the package is imported from and how its engines run (benchmarks print it)."""
    from pathlib import Path

    import stargate_vcg

    kind = "compiled by mypyc" if compiled_engines() else "pure Python"
    # The wheel's build writes how it compiled them (hatch_build.py: its profile).
    note = Path(__file__).with_name("BUILD")
    if compiled_engines() and note.is_file():
        kind += ", " + note.read_text(encoding="utf-8").strip()
    return f"stargate_vcg at {Path(stargate_vcg.__file__).parent}, engines {kind}"


def pickle_by_fields(classes: Iterable[type]) -> None:
    """Pickle instances of these frozen dataclasses as (class, field values).

    Compiled by mypyc, a frozen dataclass unpickles by assigning its fields one by one,
    which its frozenness refuses; calling the class with the values works in both builds
    (so recorded action lists can be pickled and replayed)."""
    for cls in classes:
        copyreg.pickle(cls, _by_fields)


def _by_fields(instance: Any) -> tuple[type, tuple[object, ...]]:
    return type(instance), tuple([getattr(instance, f.name) for f in fields(instance)])


def copy_random(rng: random.Random) -> random.Random:
    """An independent generator in the same state (for clones). Not `Random()` then
    `setstate`: an unseeded Random first reads 2,500 bytes of os.urandom."""
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy


def seat(player: object, n_players: int) -> int:
    """`player` as a seat of an `n_players`-player game (0 to n - 1), for the engines'
    public methods a library caller passes a player to."""
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < n_players:
        raise StargateVcgError(f"no player {player!r} in a {n_players}-player game")
    return player


def turn_limit(max_turns: object) -> int | None:
    """A simulation's turn limit as the engines take it: None, or a whole number of 1 or
    more. (Typed `object`: a compiled engine would refuse "3" with a bare TypeError.)"""
    if max_turns is not None and (not isinstance(max_turns, int)
                                  or isinstance(max_turns, bool) or max_turns < 1):
        raise IllegalAction(f"max_turns {max_turns!r}: a turn limit is a whole number of 1 "
                            "or more (or None)", "turn limit")
    return max_turns
