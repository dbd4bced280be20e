"""The benchmarks' shared command line: positional arguments in one order (the OCTGN
data folder first, then counts), `--help` printing the script's own docstring, and a
one-line error for a count that is not a number."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
OCTGN = REPO.parent / "shared" / "octgn"


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative: {text}")
    return value


def parse(doc: str | None, *positionals: tuple[str, Any, Any],
          choices: dict[str, list[str]] | None = None) -> argparse.Namespace:
    """`positionals`: (name, type, default) in their order on the command line, each
    optional as in the docstring's usage line."""
    parser = argparse.ArgumentParser(
        description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    for name, kind, default in positionals:
        parser.add_argument(name, nargs="?", type=kind, default=default,
                            choices=(choices or {}).get(name))
    return parser.parse_args()
