"""Star Trek VCG deck and set-up checks (IT regolamento).

There is no deck building: "Materiale: Mazzo di 68 carte" is one fixed deck, and
"Tipologie di carte" P.01 splits it into 25 personaggi, 10 status, 6 danni, 18 imprese
and 9 equipaggiamenti. A deck is checked card by card against the reference list
(`load_trek_cards()`); the type totals are reported only when the card-by-card checks
found nothing (no reference list, or reference data that is itself off, e.g. a bad
overlay), so that one missing card is one message, not two.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from stargate_vcg.cards.trek import Danni, Equipaggiamento, Impresa, Personaggio, Status
from stargate_vcg.construction.common import plural, unknown_cards
from stargate_vcg.construction.report import ERROR, Violation
from stargate_vcg.decklists.model import AnyCard, Deck, DeckEntry

TrekModel = Personaggio | Status | Danni | Impresa | Equipaggiamento

DECK_SIZE = 68
HAND_SIZE = 5  # Preparazione P.03
MIN_PLAYERS = 2
COMPOSITION: dict[type[TrekModel], tuple[str, int]] = {
    Personaggio: ("personaggi", 25),
    Status: ("status", 10),
    Danni: ("danni", 6),
    Impresa: ("imprese", 18),
    Equipaggiamento: ("equipaggiamenti", 9),
}
COMPOSITION_TYPES = tuple(COMPOSITION)

RULE_DECK = "IT regolamento 'Materiale': one fixed deck of 68 cards, each card once"
RULE_TYPES = "IT regolamento 'Tipologie di carte' P.01: 25/10/6/18/9 cards by type"
RULE_SETUP = "IT regolamento 'Preparazione' P.03-P.05: 5 cards each, then turn up a Status"


def max_players() -> int:
    """How many players the 68 cards seat (regolamento "Preparazione").

    The Trek engine's MAX_PLAYERS wins, so that validation and play agree (it allows 8:
    with 5 cards each the rest almost surely still holds a Status for P.05). Without the
    engine the bound follows from the rules alone: P.03 deals 5 cards each and P.05 then
    turns up cards from the rest until a Status appears. No player count guarantees a
    Status in the rest (with 2 players all 10 may already be in hands), so the weakest
    bound that lets P.05 run at all is used: one undealt card, 68 - 5n >= 1, n <= 13.
    """
    try:
        engine = importlib.import_module("stargate_vcg.engine.trek")
    except ImportError:
        engine = None
    value = getattr(engine, "MAX_PLAYERS", None)
    return value if isinstance(value, int) else (DECK_SIZE - 1) // HAND_SIZE


def check_players(players: int) -> list[Violation]:
    top = max_players()
    if MIN_PLAYERS <= players <= top:
        return []
    return [Violation(code="TREK-PLAYERS", severity=ERROR, message=f"the 68 cards seat "
                      f"{MIN_PLAYERS} to {top} players, {players} given", rule=RULE_SETUP)]


@dataclass(slots=True)
class _Tally:
    """One pass over the deck: copies and a name per card id, copies per type, entries of
    another game, and the number of lines' cards in all (unknown ones included)."""

    copies: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    by_type: dict[type[TrekModel], int] = field(default_factory=dict)
    foreign: list[DeckEntry] = field(default_factory=list)
    total: int = 0


def _tally(deck: Deck) -> _Tally:
    tally = _Tally()
    for section in deck.sections:
        for entry in deck.sections[section]:
            tally.total += entry.quantity
            card = entry.card
            if card is None:
                continue
            if not isinstance(card, COMPOSITION_TYPES):
                tally.foreign.append(entry)
                continue
            tally.copies[card.id] = tally.copies.get(card.id, 0) + entry.quantity
            tally.names.setdefault(card.id, card.name)
            kind = type(card)
            tally.by_type[kind] = tally.by_type.get(kind, 0) + entry.quantity
    return tally


def check_trek(deck: Deck, reference: Sequence[AnyCard] | None,
               players: int | None = None) -> list[Violation]:
    found = unknown_cards(deck)
    tally = _tally(deck)
    card_checks = _against_reference(tally, reference)
    explained = bool(found or card_checks)
    found += card_checks
    if not explained:
        found += _composition(tally)
    if players is not None:
        found += check_players(players)
    return found


def _error(code: str, message: str, cards: list[str], rule: str) -> Violation:
    return Violation(code=code, severity=ERROR, message=message, cards=tuple(cards), rule=rule)


def _against_reference(tally: _Tally, reference: Sequence[AnyCard] | None) -> list[Violation]:
    copies, names = tally.copies, tally.names
    found: list[Violation] = []
    twice = [(names[i], n) for i, n in copies.items() if n > 1]
    if twice:
        shown = ", ".join(f"{n}x {name}" for name, n in twice)
        found.append(_error("TREK-DUPLICATE-CARD", f"{plural(len(twice), 'card')} more than "
                            f"once: {shown}", [name for name, _ in twice], RULE_DECK))
    extra = [entry.name for entry in tally.foreign]
    if reference is not None:
        known = {card.id for card in reference}
        extra += [names[i] for i in copies if i not in known]
        missing = [card.name for card in reference if card.id not in copies]
        if missing:
            found.append(_error("TREK-MISSING-CARD", f"{plural(len(missing), 'card')} of the "
                                f"68 missing: {', '.join(missing)}", missing, RULE_DECK))
    if extra:
        found.append(_error("TREK-EXTRA-CARD", f"{plural(len(extra), 'card')} not in the 68: "
                            f"{', '.join(extra)}", extra, RULE_DECK))
    return found


def _composition(tally: _Tally) -> list[Violation]:
    total = tally.total
    wrong = [f"{tally.by_type.get(kind, 0)} {label} (needs {need})"
             for kind, (label, need) in COMPOSITION.items()
             if tally.by_type.get(kind, 0) != need]
    if not wrong and total == DECK_SIZE:
        return []
    if total == DECK_SIZE:
        message = f"{DECK_SIZE} cards but the wrong mix of types: " + ", ".join(wrong)
    else:
        message = f"{total} cards (needs {DECK_SIZE})" + (": " + ", ".join(wrong) if wrong
                                                          else "")
    return [_error("TREK-COMPOSITION", message, [], RULE_TYPES)]
