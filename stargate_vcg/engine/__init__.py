"""Rules engines, one subpackage per game."""

from __future__ import annotations

from importlib.util import find_spec


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
    return f"stargate_vcg at {Path(stargate_vcg.__file__).parent}, engines {kind}"
