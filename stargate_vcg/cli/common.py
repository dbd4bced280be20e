"""What every command shares: the card-data options and one-line errors with exit 2."""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, ParamSpec, TypeVar

import click

from stargate_vcg.errors import DeckFileError, StargateVcgError

if TYPE_CHECKING:
    from stargate_vcg.decklists.model import Deck

P = ParamSpec("P")
R = TypeVar("R")

EXIT_BAD_INPUT = 2
EXIT_CLOSED_PIPE = 141  # what a shell reports for a program ended by SIGPIPE
STDIN = Path("-")  # a DECK argument of `-`: the decklist on standard input
STDIN_NAME = "<stdin>"

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


def closed_pipe() -> NoReturn:
    """The reader went away (`deck show x | head`): stop quietly, as `cat` does. Output
    still buffered goes to /dev/null, so the exit flush raises nothing either."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    sys.exit(EXIT_CLOSED_PIPE)


def one_line_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn the package's errors and OS errors into one line on stderr and exit 2; a
    closed output pipe ends the command quietly."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            try:
                return func(*args, **kwargs)
            finally:
                sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        except BrokenPipeError:
            closed_pipe()
        except StargateVcgError as error:
            fail(str(error))
        except OSError as error:
            fail(f"{error.filename or ''}: {error.strerror or error}".lstrip(": "))
        raise AssertionError("unreachable")

    return wrapper


def deck_name(path: Path) -> str:
    return STDIN_NAME if path == STDIN else str(path)


def load_deck_arg(path: Path, **options: Any) -> Deck:
    """`load_deck` of a DECK argument; `-` reads the decklist from standard input."""
    from stargate_vcg._ruamel import fast_printable_check
    from stargate_vcg.decklists.io import load_deck

    fast_printable_check()  # a cold start compiled ruamel's slowest expression
    if path != STDIN:
        return load_deck(path, **options)
    from stargate_vcg.decklists.source import MAX_BYTES, decode

    data = sys.stdin.buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise DeckFileError(STDIN_NAME, f"too large for a decklist (over {MAX_BYTES} bytes)")
    try:
        return load_deck(decode(data, Path(STDIN_NAME)), **options)
    except DeckFileError as error:
        if error.path is None:  # the text's problems: name where the text came from
            raise DeckFileError(STDIN_NAME, error.problems) from None
        raise
