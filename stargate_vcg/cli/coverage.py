"""`stargate-vcg cards coverage`: which cards' text the engine plays."""

from __future__ import annotations

from pathlib import Path

import click

from stargate_vcg.cli.common import cards_option, one_line_errors

_LISTED = 20


@click.command("coverage")
@click.option("--set", "set_names", multiple=True, metavar="NAME",
              help="Only this set (repeatable); lists all its missing cards.")
@click.option("--deck", "decks", multiple=True, metavar="DECK",
              help="Coverage of the distinct cards of this decklist (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--markdown", is_flag=True, help="Print the README's coverage table.")
@cards_option
@one_line_errors
def coverage(set_names: tuple[str, ...], decks: tuple[str, ...], as_json: bool,
             markdown: bool, cards_path: Path | None) -> None:
    """Implemented / partial / missing card text, by set and card type, and per deck."""
    from stargate_vcg.cards.sources import load_card_database
    from stargate_vcg.decklists.io import load_deck
    from stargate_vcg.effects.coverage import (
        Coverage,
        deck_coverage,
        markdown_table,
        set_coverage,
    )
    from stargate_vcg.errors import StargateVcgError

    db = load_card_database(cards_path)
    known = sorted({c.set_name for c in db})
    unknown = [s for s in set_names if s not in known]
    if unknown:
        raise StargateVcgError(f"no set named {', '.join(map(repr, unknown))}; the sets are: "
                               + ", ".join(known))
    sets = set_coverage(db, set_names)
    rows = [deck_coverage(path, load_deck(path, cards=db)) for path in decks]
    if as_json:
        click.echo(Coverage(sets=sets, decks=rows).model_dump_json(
            indent=2, exclude={"sets": {"__all__": {"by_type", "missing_cards",
                                                    "partial_cards"}}}))
        return
    if markdown:
        click.echo(markdown_table(sets))
        return
    for row in sets:
        click.echo(f"{row.set}: {row.implemented} implemented, {row.partial} partial, "
                   f"{row.missing} missing of {row.total}")
        for kind, counts in sorted(row.by_type.items()):
            click.echo(f"  {kind}: {counts.implemented} implemented, {counts.partial} "
                       f"partial, {counts.missing} missing of {counts.total}")
        if set_names:
            for name, why in sorted(row.partial_cards.items()):
                click.echo(f"  partial: {name} ({why})")
            for name in row.missing_cards:
                click.echo(f"  missing: {name}")
    for deck in rows:
        click.echo(f"{deck.file}: {deck.implemented} implemented, {deck.partial} partial, "
                   f"{deck.missing} missing of {deck.total} distinct cards")
        for name in deck.missing_cards[:_LISTED] if not set_names else deck.missing_cards:
            click.echo(f"  missing: {name}")
        if len(deck.missing_cards) > _LISTED and not set_names:
            click.echo(f"  ... and {len(deck.missing_cards) - _LISTED} more")
