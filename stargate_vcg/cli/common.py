"""What every command shares: the card-data options and one-line errors with exit 2."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import ParamSpec, TypeVar

import click

from stargate_vcg.errors import StargateVcgError

P = ParamSpec("P")
R = TypeVar("R")

EXIT_BAD_INPUT = 2

# Paths are given `readable=False`: click's own check prints a three-line usage error;
# the readers say why a file cannot be read in one line (exit 2).
cards_option = click.option(
    "--cards", "cards_path", type=click.Path(path_type=Path, readable=False), default=None,
    envvar="STARGATE_VCG_CARDS",
    help="Folder of OCTGN set.xml files (or an OCTGN install). Env: STARGATE_VCG_CARDS.",
)
trek_cards_option = click.option(
    "--trek-cards", "trek_overlay", type=click.Path(path_type=Path, readable=False),
    default=None,
    help="YAML overlay replacing provisional Star Trek VCG card values.",
)


def fail(message: str) -> None:
    """Print a one-line error to stderr and exit 2 (bad input)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(EXIT_BAD_INPUT)


def one_line_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn the package's errors and OS errors into one line on stderr and exit 2."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except StargateVcgError as error:
            fail(str(error))
        except OSError as error:
            fail(f"{error.filename or ''}: {error.strerror or error}".lstrip(": "))
        raise AssertionError("unreachable")

    return wrapper
