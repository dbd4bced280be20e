"""Checks shared by both games: cards the decklist could not resolve."""

from __future__ import annotations

from stargate_vcg.construction.report import ERROR, Violation
from stargate_vcg.decklists.model import Deck, DeckEntry, Game

# Unknown cards are not a rulebook rule but a decklist problem; cite the deck format.
RULE_UNKNOWN = "decklist: every entry must name a card of the game (stargate-vcg cards search)"
# `cards search` knows only Stargate cards; a Trek deck names the shipped 68.
RULE_UNKNOWN_TREK = ("decklist: every entry must name a card of the game (the 68 cards of "
                     "card_db/trek/cards.yaml, or the --trek-cards overlay)")


def where(entry: DeckEntry) -> str:
    return f" (line {entry.line})" if entry.line is not None else ""


def unknown_cards(deck: Deck) -> list[Violation]:
    """One UNKNOWN-CARD per unresolved entry, with the suggestions load_deck found."""
    found: list[Violation] = []
    rule = RULE_UNKNOWN_TREK if deck.game is Game.TREK else RULE_UNKNOWN
    for section in deck.sections:
        for entry in deck.sections[section]:
            if entry.card is not None:
                continue
            message = f"unknown card {entry.name!r} in {section.value}{where(entry)}"
            if entry.suggestions:
                message += "; did you mean: " + ", ".join(entry.suggestions) + "?"
            found.append(Violation(code="UNKNOWN-CARD", severity=ERROR, message=message,
                                   cards=(entry.name,), rule=rule))
    return found


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"
