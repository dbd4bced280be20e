"""`stargate-vcg validate FILE...`: deck construction rules for both games.

Exit status: 0 when every deck is legal, 1 when any deck is illegal, 2 when any file
cannot be read (the other files are still validated and reported).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from stargate_vcg.cli.common import (
    EXIT_BAD_INPUT,
    cards_option,
    deck_name,
    load_deck_arg,
    one_line_errors,
    trek_cards_option,
)
from stargate_vcg.errors import StargateVcgError

if TYPE_CHECKING:
    from stargate_vcg.cards.database import CardDatabase
    from stargate_vcg.construction import Report, Violation
    from stargate_vcg.decklists.model import AnyCard

EXIT_ILLEGAL = 1


@dataclass(slots=True)
class _Outcome:
    """One file: its report, or why it could not be read."""

    file: str
    report: Report | None = None
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        if self.report is not None:
            return {**self.report.to_json(), "file": self.file}
        return {"file": self.file, "game": None, "legal": False, "violations": [],
                "error": self.error}


@click.command("validate")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path, readable=False))
@click.option("--game", type=click.Choice(["stargate", "trek"]), default=None,
              help="Read every file as a deck for this game (default: detected from each "
                   "file); a file that names the other game is an error.")
@click.option("--json", "as_json", is_flag=True,
              help='Print one JSON document: {"decks": [{"file", "game", "legal", '
                   '"violations"}]}.')
@click.option("--players", type=click.IntRange(min=2), default=None,
              help="Also check a game set-up for this many players (2 or more; the Star "
                   "Trek VCG takes at most 8).")
@cards_option
@trek_cards_option
@one_line_errors
def validate(files: tuple[Path, ...], game: str | None, as_json: bool, players: int | None,
             cards_path: Path | None, trek_overlay: Path | None) -> None:
    """Check decklists (YAML, text or OCTGN .o8d; `-` is standard input) against the
    deck-building rules.

    Every violation is reported in one pass, with its code and the rule it cites.
    Exit status: 0 when every deck is legal, 1 when any deck is illegal, 2 when any
    file cannot be read (the other files are still checked).
    """
    database = None if game == "trek" else _stargate_cards(cards_path)
    trek_cards = _trek_cards(trek_overlay)
    outcomes = [_check(path, game, players, database, trek_overlay, trek_cards)
                for path in files]
    for outcome in outcomes:
        if outcome.error is not None:
            click.echo(f"error: {outcome.error}", err=True)
    if as_json:
        document = {"decks": [outcome.to_json() for outcome in outcomes]}
        click.echo(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        for outcome in outcomes:
            if outcome.report is not None:
                click.echo("\n".join(render(outcome.file, outcome.report)))
    sys.exit(_exit_code(outcomes))


def _stargate_cards(cards_path: Path | None) -> CardDatabase:
    """The card database, loaded once for every file but only when a Stargate deck
    first needs it: a Trek deck never waits for 1,900 Stargate cards. Without any card
    data, each Stargate deck reports the missing data itself. `--cards` loads at once."""
    from stargate_vcg.cards.database import CardDatabase

    if cards_path is not None:  # asked for: an unreadable --cards stops everything
        from stargate_vcg.cards.sources import load_card_database
        return load_card_database(cards_path)

    class OnDemand(CardDatabase):
        def __init__(self) -> None:  # the look-up tables are built on first use
            pass

        def __getattr__(self, name: str) -> object:
            if not name.startswith("_") or name.startswith("__"):
                raise AttributeError(name)
            from stargate_vcg.cards.sources import load_card_database
            self.__dict__.update(vars(load_card_database(cards_path)))
            return object.__getattribute__(self, name)

    return OnDemand()


def _trek_cards(trek_overlay: Path | None) -> list[AnyCard] | None:
    """The overlaid reference list, so that decks are checked against the same cards
    they were resolved with (None: validate() uses the shipped list)."""
    if trek_overlay is None:
        return None
    from stargate_vcg.cards.trek_db import load_trek_cards

    return list(load_trek_cards(trek_overlay))


def _check(path: Path, game: str | None, players: int | None,
           database: CardDatabase | None, trek_overlay: Path | None,
           trek_cards: Sequence[AnyCard] | None) -> _Outcome:
    from stargate_vcg.construction import validate as validate_deck
    from stargate_vcg.decklists.model import Game

    name = deck_name(path)
    try:
        deck = load_deck_arg(path, cards=database, trek_overlay=trek_overlay, strict=False,
                             game=Game(game) if game is not None else None)
    except StargateVcgError as error:
        message = str(error)
        # Errors about the card data, not the file, do not name it: say which file failed.
        if name not in message:
            message = f"{name}: {message}"
        return _Outcome(name, error=message)
    except OSError as error:
        return _Outcome(name, error=f"{name}: {error.strerror or error}")
    return _Outcome(name, report=validate_deck(deck, players=players, trek_cards=trek_cards))


def _exit_code(outcomes: list[_Outcome]) -> int:
    if any(outcome.error is not None for outcome in outcomes):
        return EXIT_BAD_INPUT
    if any(outcome.report is not None and not outcome.report.legal for outcome in outcomes):
        return EXIT_ILLEGAL
    return 0


def _counted(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def render(file: str, report: Report) -> list[str]:
    """Human output: one line for the deck, then its violations grouped by severity."""
    name = f' "{report.name}"' if report.name else ""
    status = "legal" if report.legal else "ILLEGAL"
    counts = [_counted(len(report.errors), "error")] if report.errors else []
    if report.warnings:
        counts.append(_counted(len(report.warnings), "warning"))
    line = f"{file}: {status} ({report.game.value} deck{name})"
    lines = [line + (": " + ", ".join(counts) if counts else "")]
    for label, group in (("errors", report.errors), ("warnings", report.warnings)):
        if group:
            lines.append(f"  {label}:")
            lines += [_violation_line(v) for v in group]
    return lines


def _violation_line(violation: Violation) -> str:
    return f"    {violation.code}: {violation.message} [{violation.rule}]"
