"""`stargate-vcg cards`: build the card database, search it, show a card.

`show` and `search` read the cached records without pydantic or rich where they can:
`cards show` is meant to answer in well under a third of a second.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from stargate_vcg.cli.common import cards_option, fail, one_line_errors

_SHOW_ALL_LIMIT = 6
_UNMAPPED_SHOWN = 20


@click.group("cards")
def cards() -> None:
    """Stargate TCG cards: build the database from OCTGN data, search, show."""


@cards.command("update")
@click.option("--from", "source", metavar="PATH_OR_URL", default=None,
              help="Folder of OCTGN set files, or a URL of a zip/set.xml. "
                   "Default: download from the plugin's GitHub repository.")
@click.option("--progress/--no-progress", default=None,
              help="Show a download progress bar (default: only on a terminal).")
@click.option("--all-unmapped", is_flag=True, help="List every value that did not map.")
@one_line_errors
def update(source: str | None, progress: bool | None, all_unmapped: bool) -> None:
    """Build the card database in your cache from local OCTGN data or a download."""
    from stargate_vcg.cards.cache import cache_dir
    from stargate_vcg.cards.sources import update_database

    _database, report = update_database(source, progress=progress)
    click.echo(report.summary())
    click.echo(f"Card database saved in {cache_dir()}")
    shown = report.unmapped if all_unmapped else report.unmapped[:_UNMAPPED_SHOWN]
    if shown:
        click.echo("Not mapped:")
    for item in shown:
        click.echo(f"  {item}")
    if len(shown) < len(report.unmapped):
        click.echo(f"  ... and {len(report.unmapped) - len(shown)} more (--all-unmapped)")


_GAME = click.option("--game", type=click.Choice(["stargate", "trek"]), default=None,
                     help="Only this game's cards (default: both; the Star Trek VCG cards "
                          "ship with the package).")


@cards.command("search")
@click.argument("query", default="")
@click.option("--type", "card_type", metavar="TYPE",
              help="team, support, mission, gear, event, obstacle, adversary, ship.")
@click.option("--skill", type=click.Choice(["culture", "science", "combat", "ingenuity"],
                                           case_sensitive=False),
              help="Only cards rated (or with a difficulty) in this skill.")
@click.option("--trait", metavar="TRAIT", help="Only cards with this trait, e.g. SGC.")
@click.option("--set", "set_name", metavar="SET", help="Set name (or part of it) or set id.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of the cards.")
@_GAME
@cards_option
@one_line_errors
def search_command(query: str, card_type: str | None, skill: str | None, trait: str | None,
                   set_name: str | None, as_json: bool, game: str | None,
                   cards_path: Path | None) -> None:
    """Find cards whose title, subtitle or text contain QUERY (case and apostrophes
    ignored), in both games unless --game says which."""
    from stargate_vcg.cards.search import TYPE_NAMES, filter_problem, resolve_type, search
    from stargate_vcg.cards.trek_records import TREK_TYPES

    type_value = None
    if card_type is not None:
        type_value = resolve_type(card_type)
        if type_value is None and card_type.casefold() in TREK_TYPES:
            type_value, game = card_type.casefold(), "trek"
        elif type_value is None:
            fail(f"unknown card type {card_type!r} (one of: "
                 f"{', '.join((*TYPE_NAMES, *TREK_TYPES))})")
        elif game is None:
            game = "stargate"
    if (skill or trait or set_name) and game is None:
        game = "stargate"  # Stargate filters: the Trek cards have none of these
    records = _records(game, cards_path)
    problem = filter_problem(records, trait=trait, set_name=set_name)
    if problem is not None:
        fail(problem)
    found = search(records, query, card_type=type_value,
                   skill=skill.lower() if skill else None, trait=trait, set_name=set_name)
    if as_json:
        click.echo(json.dumps(found, indent=2, ensure_ascii=False))
    elif not found:
        click.echo("No cards match.")
    else:
        _print_table(found)


def _records(game: str | None, cards_path: Path | None) -> list[dict[str, Any]]:
    """The cards of one game or both. Without Stargate data, both means the Trek cards,
    with a note saying so (an explicit --cards or --game stargate is an error)."""
    from stargate_vcg.cards.sources import load_card_records
    from stargate_vcg.cards.trek_records import trek_records
    from stargate_vcg.errors import NoCardDataError

    records: list[dict[str, Any]] = []
    if game != "trek":
        try:
            records = load_card_records(cards_path)
        except NoCardDataError as error:
            if game == "stargate" or cards_path is not None:
                raise
            click.echo(f"note: Star Trek VCG cards only; {error}", err=True)
    if game != "stargate":
        records = records + trek_records()
    return records


def _print_table(found: list[dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    from stargate_vcg.cards.search import record_name, skills_text
    from stargate_vcg.cards.trek_records import categories_text, is_trek

    table = Table(title=f"{len(found)} cards", title_justify="left")
    for column in ("Name", "Type", "Alleg.", "Cost", "Skills", "Traits", "Set"):
        table.add_column(column, overflow="fold")
    for record in found:
        cost = record.get("cost")
        table.add_row(record_name(record), str(record.get("type") or ""),
                      str(record.get("allegiance") or ""), "" if cost is None else str(cost),
                      categories_text(record) if is_trek(record)
                      else skills_text(record, short=True),
                      " ".join(record.get("traits") or ()),
                      _set_column(record))
    Console(soft_wrap=False).print(table)


def _set_column(record: dict[str, Any]) -> str:
    number = record.get("number")
    name = str(record.get("set_name") or "")
    return f"{name} #{number}" if number is not None else name


@cards.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print the card(s) as JSON.")
@_GAME
@cards_option
@one_line_errors
def show(name: str, as_json: bool, game: str | None, cards_path: Path | None) -> None:
    """Every fact of a card. NAME is an id, `Title (Subtitle)` or a title. A title
    shared by different cards lists them (exit 2); reprints of one card are all shown."""
    from stargate_vcg.cards.search import describe, record_name
    from stargate_vcg.cards.trek_records import describe_trek, is_trek

    found, suggestions = _find(name, game, cards_path)
    if not found:
        hint = f" (did you mean: {', '.join(suggestions)}?)" if suggestions else ""
        fail(f"unknown card {name!r}{hint}")
    if as_json:
        click.echo(json.dumps(found, indent=2, ensure_ascii=False))
        return
    versions = list(dict.fromkeys(record_name(record) for record in found))
    if len(versions) > 1:
        fail(f"{name!r} names {len(versions)} different cards: {'; '.join(versions)}; "
             "show one as 'Title (Subtitle)' or by id")
    if len(found) > _SHOW_ALL_LIMIT:
        click.echo(f"{len(found)} printings of {versions[0]}; show one by id:")
        for record in found:
            click.echo(f"  {record_name(record)}  [{record.get('set_name')}]  {record['id']}")
        return
    if len(found) > 1:
        click.echo(f"{len(found)} printings match {name!r}:\n")
    click.echo("\n\n".join("\n".join(describe_trek(record) if is_trek(record)
                                      else describe(record)) for record in found))


def _find(name: str, game: str | None, cards_path: Path | None,
          ) -> tuple[list[dict[str, Any]], list[str]]:
    """The cards NAME names, Stargate first (its look-up stays light), then the Trek
    cards; else close matches from both. Without Stargate data a Trek name still works."""
    from stargate_vcg.cards.search import RecordIndex
    from stargate_vcg.cards.sources import load_card_index
    from stargate_vcg.cards.trek_records import trek_records
    from stargate_vcg.errors import NoCardDataError

    missing: NoCardDataError | None = None
    index = None
    if game != "trek":
        try:
            index = load_card_index(cards_path)
        except NoCardDataError as error:
            if game == "stargate" or cards_path is not None:
                raise
            missing = error
        if index is not None and (found := index.lookup(name)):
            return found, []
    trek = RecordIndex(trek_records()) if game != "stargate" else None
    if trek is not None and (found := trek.lookup(name)):
        return found, []
    if missing is not None:
        raise missing  # perhaps a Stargate card: say how to get the data
    suggestions = [*(index.suggest(name) if index else []),
                   *(trek.suggest(name) if trek else [])]
    return [], suggestions[:3]


def _add_coverage() -> None:
    from stargate_vcg.cli.coverage import coverage

    cards.add_command(coverage)


_add_coverage()
