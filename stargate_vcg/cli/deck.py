"""`stargate-vcg deck`: convert decklists between formats, show a decklist."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from stargate_vcg.cli.common import cards_option, fail, one_line_errors, trek_cards_option
from stargate_vcg.errors import CardDataError

if TYPE_CHECKING:  # imported when a command runs: `--help` starts without pydantic
    from stargate_vcg.cards.database import CardDatabase
    from stargate_vcg.decklists.model import Deck, Section

_FORMATS = click.Choice(["yaml", "text", "o8d"], case_sensitive=False)
_HEADINGS = {"team": "Team", "missions": "Mission Pile", "deck": "Deck"}


@click.group("deck")
def deck() -> None:
    """Decklists: YAML, plain text and OCTGN .o8d, for both games."""


@deck.command("convert")
@click.argument("source", metavar="IN", type=click.Path(path_type=Path, readable=False))
@click.argument("target", metavar="OUT", type=click.Path(path_type=Path, readable=False))
@click.option("--format-in", type=_FORMATS, help="Format of IN (default: extension, content).")
@click.option("--format-out", type=_FORMATS, help="Format of OUT (default: its extension).")
@click.option("--force", is_flag=True, help="Replace OUT if it exists.")
@cards_option
@trek_cards_option
@one_line_errors
def convert(source: Path, target: Path, format_in: str | None, format_out: str | None,
            force: bool, cards_path: Path | None, trek_overlay: Path | None) -> None:
    """Convert decklist IN to OUT. Never overwrites without --force; writes atomically."""
    from stargate_vcg.decklists.io import load_deck, save_deck

    if target.exists() and not force:
        fail(f"{target}: already exists (use --force to replace it)")
    from stargate_vcg.cards.sources import load_card_database

    # Loaded here (not inside load_deck) because saving needs it too: a name that the
    # data gives to two different cards is written with its id. A Trek deck needs no
    # Stargate data; for a Stargate deck, load_deck reports the same error again.
    try:
        cards: CardDatabase | None = load_card_database(cards_path)
    except CardDataError:
        cards = None
    loaded = load_deck(source, format_in, cards=cards, cards_path=cards_path,
                       trek_overlay=trek_overlay)
    save_deck(loaded, target, format=format_out, force=force, cards=cards)
    click.echo(f"wrote {target} ({_cards(loaded.count())})")


@deck.command("show")
@click.argument("source", metavar="FILE", type=click.Path(path_type=Path, readable=False))
@click.option("--format", "format_in", type=_FORMATS, help="Format of FILE.")
@click.option("--counts", is_flag=True, help="Only the sections and their counts.")
@cards_option
@trek_cards_option
@one_line_errors
def show(source: Path, format_in: str | None, counts: bool, cards_path: Path | None,
         trek_overlay: Path | None) -> None:
    """List a decklist's sections, counts and cards."""
    from stargate_vcg.decklists.io import load_deck
    from stargate_vcg.decklists.text_format import entry_name

    loaded = load_deck(source, format_in, cards_path=cards_path, trek_overlay=trek_overlay)
    title = loaded.name or source.stem
    click.echo(f"{title} ({loaded.game.value}, {loaded.format}, {_cards(loaded.count())})")
    for section, entries in loaded.sections.items():
        click.echo(f"{_HEADINGS[section.value]}: {loaded.count(section)}"
                   f"{_split(loaded, section)}")
        if not counts:
            for entry in entries:
                click.echo(f"  {entry.quantity}x {entry_name(entry)}")


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _split(loaded: Deck, section: Section) -> str:
    """For a Stargate draw deck, the hero/villain split the deck rules count."""
    from stargate_vcg.decklists.model import Game, Section

    if loaded.game is not Game.STARGATE or section is not Section.DECK:
        return ""
    cards = loaded.stargate_cards(Section.DECK)
    hero = sum(1 for c in cards if c.is_hero)
    villain = sum(1 for c in cards if c.is_villain)
    return f" ({hero} hero, {villain} villain)"
