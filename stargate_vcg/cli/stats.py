"""`stargate-vcg stats DECK`: deck statistics and exact draw odds."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from stargate_vcg.cli.common import (
    cards_option,
    fail,
    load_deck_arg,
    one_line_errors,
    trek_cards_option,
)

# No game lasts this long, and each turn is a full odds computation: a mistyped
# `--turns 1000000` ran for minutes (the whole deck is seen long before).
MAX_TURNS = 100

if TYPE_CHECKING:  # imported late at run time, to keep `--help` fast
    from stargate_vcg.decklists.model import Deck
    from stargate_vcg.statistics.conditions import Condition
    from stargate_vcg.statistics.models import DeckStats


@click.command()
@click.argument("deck_path", metavar="DECK", type=click.Path(path_type=Path, readable=False))
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON document (see the README) instead of tables.")
@click.option("--plot", "plot_path", type=click.Path(path_type=Path, readable=False), default=None,
              help="Draw cost curve, skill profile and mission difficulties to a PNG "
                   "(needs the `plot` extra: matplotlib).")
@click.option("--odds", "conditions", multiple=True, metavar="CONDITION",
              help="Exact odds of a condition, e.g. \"trait:Jaffa>=1 and type:event>=1\". "
                   "Repeatable.")
@click.option("--keep", "keep", default=None, metavar="CONDITION",
              help="Mulligan keep rule for --odds (default: keep when the condition holds).")
@click.option("--turns", type=click.IntRange(min=1, max=MAX_TURNS), default=None,
              help=f"Also give the odds at the start of turns 1..N (N <= {MAX_TURNS}).")
@click.option("--cards-per-turn", type=click.IntRange(min=0), default=None,
              help="Cards a turn consumes (Stargate: cards played, refilled at each "
                   "debrief; Trek: cards drawn, default 1).")
@click.option("--all", "show_all", is_flag=True,
              help="With --odds, print every table too (--odds alone prints just the odds).")
@cards_option
@trek_cards_option
@one_line_errors
def stats(deck_path: Path, as_json: bool, plot_path: Path | None, conditions: tuple[str, ...],
          keep: str | None, turns: int | None, cards_per_turn: int | None, show_all: bool,
          cards_path: Path | None, trek_overlay: Path | None) -> None:
    """Statistics and exact draw odds of DECK (a .yaml, .txt or .o8d decklist; `-`
    reads it from standard input).

    \b
    A CONDITION is clauses SELECTOR OP COUNT joined by `and` / `or`, OP one of
    >= <= == != > <. Selectors: a title or "Title (Subtitle)", type:obstacle,
    trait:Jaffa, hero, villain, or TYPE:ATTR OP N such as support:combat>=2
    (any: for every type). Examples:
      --odds "Teal'c >= 1"   --odds "type:obstacle >= 2 and hero >= 3"
      --odds "support:combat>=2 >= 1" --turns 4 --cards-per-turn 3
    """
    from stargate_vcg.statistics.conditions import parse_condition

    # Parse everything the user typed before the (slower) card data is read.
    parsed = [parse_condition(text) for text in conditions]
    keep_rule = parse_condition(keep) if keep is not None else None
    if keep_rule is not None and not parsed:
        fail("--keep is the mulligan rule of --odds: give an --odds condition too")
    if plot_path is not None:
        from stargate_vcg.statistics.plot import check_target, require_matplotlib
        require_matplotlib()
        check_target(plot_path)
    deck = _load(deck_path, cards_path, trek_overlay)
    if keep_rule is not None and deck.game.value == "trek":
        fail("--keep: the Star Trek VCG has no mulligan (regolamento \"Preparazione\")")
    per_turn = _cards_per_turn(deck.game.value, turns, cards_per_turn)
    result = _compute(deck, parsed, keep_rule, turns, per_turn)
    if plot_path is not None:
        from stargate_vcg.statistics.plot import plot_stats
        plot_stats(result, plot_path)
    for note in _notes(deck, trek_overlay):
        click.echo(note, err=as_json)  # stdout stays one JSON document
    if as_json:
        click.echo(result.model_dump_json(indent=2))
    elif conditions and not show_all:
        from stargate_vcg.statistics.tables import print_odds
        print_odds(result)
    else:
        from stargate_vcg.statistics.tables import print_stats
        print_stats(result)
    if plot_path is not None and not as_json:
        click.echo(f"plot written to {plot_path}")


def _load(deck_path: Path, cards_path: Path | None, trek_overlay: Path | None) -> Deck:
    cards = None
    if cards_path is not None:
        from stargate_vcg.cards.sources import load_card_database
        cards = load_card_database(cards_path)
    return load_deck_arg(deck_path, cards=cards, trek_overlay=trek_overlay)


def _notes(deck: Deck, trek_overlay: Path | None) -> list[str]:
    """One line each: the deck is illegal; the Trek numbers are provisional."""
    from stargate_vcg.construction import validate

    trek_cards = None
    if deck.game.value == "trek" and trek_overlay is not None:
        from stargate_vcg.cards.trek_db import load_trek_cards
        trek_cards = load_trek_cards(trek_overlay)
    notes = []
    report = validate(deck, trek_cards=trek_cards)
    if not report.legal:
        codes = ", ".join(sorted(report.error_codes()))
        notes.append(f"note: this deck is not legal ({codes}; see `stargate-vcg validate`); "
                     "the figures describe it as it is")
    if deck.game.value == "trek":
        notes.append("note: the Star Trek VCG numbers are provisional: the regolamento prints "
                     "none, so card_db/trek/cards.yaml chooses them (--trek-cards to replace)")
    return notes


def _cards_per_turn(game: str, turns: int | None, cards_per_turn: int | None) -> int:
    if cards_per_turn is not None:
        return cards_per_turn
    if game == "trek":
        return 1  # regolamento "Turno di gioco" P.01: draw one card
    if turns is not None:
        fail("--turns needs --cards-per-turn K for a Stargate deck: the cards you play "
             "each turn, which the debrief refills (cards seen = 8 + cards played)")
    return 0


def _compute(deck: Deck, conditions: list[Condition], keep: Condition | None,
             turns: int | None, per_turn: int) -> DeckStats:
    from stargate_vcg.statistics import odds, odds_by_turn, stats
    from stargate_vcg.statistics.trek import DEFAULT_TURNS

    result = stats(deck, trek_turns=turns or DEFAULT_TURNS, trek_cards_per_turn=per_turn)
    for condition in conditions:
        if turns:
            result.odds.extend(odds_by_turn(deck, condition, turns, per_turn, keep=keep))
        else:
            result.odds.append(odds(deck, condition, keep=keep))
    return result
