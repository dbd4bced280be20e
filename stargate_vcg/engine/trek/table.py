"""The cards of one game compiled into flat tuples indexed by card number.

The engine's hot loops read these instead of the pydantic models: a card number is the
card's position in the game's deck, and everything the rules need about it is one tuple
index away.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from stargate_vcg.cards.trek import (
    CATEGORIES,
    AlertLevel,
    Category,
    Danni,
    Equipaggiamento,
    Impresa,
    Personaggio,
    Status,
    TrekCard,
    TrekEffect,
    TrekLimitation,
)
from stargate_vcg.engine.trek.actions import PlayCard

PERSONAGGIO: Final = 0
STATUS: Final = 1
DANNI: Final = 2
IMPRESA: Final = 3
EQUIPAGGIAMENTO: Final = 4
TYPE_NAMES = ("personaggio", "status", "danni", "impresa", "equipaggiamento")
ALERTS: tuple[AlertLevel, ...] = (AlertLevel.GREEN, AlertLevel.YELLOW, AlertLevel.RED)
ZERO4: Final = (0, 0, 0, 0)
MEMO_LIMIT: Final = 200_000


class ImpresaRules:
    """The limitations and bonuses of one Impresa (P.30), parsed once."""

    __slots__ = ("bonus", "max_participants", "max_secret", "no_equipment", "only",
                 "requires", "solo")

    def __init__(self, limitations: Sequence[TrekLimitation]) -> None:
        self.only: tuple[str, ...] = tuple(str(x.value) for x in limitations if x.kind == "only")
        self.requires: tuple[str, ...] = tuple(
            str(x.value) for x in limitations if x.kind == "requires")
        self.bonus: tuple[tuple[int, str], ...] = tuple(
            (x.amount, str(x.value)) for x in limitations if x.kind == "bonus")
        self.max_participants: int | None = _amount(limitations, "max_participants")
        self.max_secret: int | None = _amount(limitations, "max_secret")
        self.solo = any(x.kind == "solo" for x in limitations)
        self.no_equipment = any(x.kind == "no_equipment" for x in limitations)


def _amount(limitations: Sequence[TrekLimitation], kind: str) -> int | None:
    amounts = [x.amount for x in limitations if x.kind == kind]
    return min(amounts) if amounts else None


_NO_RULES: Final = ImpresaRules(())


class CardTable:
    """Per-card facts as tuples; built once per deck (the default deck is shared)."""

    __slots__ = ("alert", "attrs", "cards", "cats", "effect", "fits", "has_cat", "kind", "memo",
                 "minimum", "modifier", "names", "only", "penalty", "play", "play_on", "points",
                 "rules", "simple", "value")

    def __init__(self, cards: Sequence[TrekCard]) -> None:
        self.cards: tuple[TrekCard, ...] = tuple(cards)
        self.names = tuple(card.name for card in cards)
        self.kind = tuple(_kind(card) for card in cards)
        self.effect: tuple[TrekEffect | None, ...] = tuple(card.effect for card in cards)
        self.value = tuple(card.value if isinstance(card, Personaggio) else 0 for card in cards)
        self.cats = tuple(_cats(card.categories) if isinstance(card, Personaggio) else ZERO4
                          for card in cards)
        self.attrs = tuple(_attrs(card) for card in cards)
        self.alert = tuple(ALERTS.index(card.alert) if isinstance(card, Status) else 0
                           for card in cards)
        self.penalty = tuple(_penalty(card) for card in cards)
        self.has_cat = tuple(frozenset(i for i in range(4) if any(p[i] for p in pen))
                             for pen in self.penalty)
        self.points = tuple(card.points if isinstance(card, Impresa) else 0 for card in cards)
        # Only the categories printed on the Impresa are checked (P.29, P.31.7).
        self.minimum = tuple(
            tuple((i, card.minimum[c]) for i, c in enumerate(CATEGORIES) if c in card.minimum)
            if isinstance(card, Impresa) else () for card in cards)
        self.rules = tuple(ImpresaRules(card.limitations) if isinstance(card, Impresa)
                           else _NO_RULES for card in cards)
        self.modifier = tuple(_cats(card.modifier) if isinstance(card, Equipaggiamento)
                              else ZERO4 for card in cards)
        self.only = tuple(tuple(str(x.value) for x in card.limitations if x.kind == "only")
                          if isinstance(card, Equipaggiamento) else () for card in cards)
        # P.12: the characters each Equipaggiamento's limitations allow, as a set.
        characters = [c for c in range(len(cards)) if self.kind[c] == PERSONAGGIO]
        self.fits = tuple(frozenset(c for c in characters
                                    if all(a in self.attrs[c] for a in only))
                          for only in self.only)
        # The PlayCard actions of this deck, built once: constructing frozen action
        # objects is the main cost of listing legal actions in random play.
        self.play = tuple(PlayCard(c) for c in range(len(cards)))
        self.simple = tuple(None if k in (EQUIPAGGIAMENTO, IMPRESA) else self.play[c]
                            for c, k in enumerate(self.kind))
        self.play_on = tuple({t: PlayCard(c, t) for t in self.fits[c]}
                             if self.kind[c] == EQUIPAGGIAMENTO else {}
                             for c in range(len(cards)))
        # Lists of legal actions by the facts they depend on: random play revisits the
        # same small situations, and building frozen action objects dominates its cost.
        self.memo: dict[tuple[object, ...], list[Any]] = {}

    def remember(self, key: tuple[object, ...], actions: list[Any]) -> list[Any]:
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        self.memo[key] = actions
        return actions

    def __len__(self) -> int:
        return len(self.cards)


def _kind(card: TrekCard) -> int:
    return TYPE_NAMES.index(card.type.value)


def _cats(values: Mapping[Category, int]) -> tuple[int, int, int, int]:
    a, b, c, d = (int(values.get(category, 0)) for category in CATEGORIES)
    return (a, b, c, d)


def _attrs(card: TrekCard) -> frozenset[str]:
    if not isinstance(card, Personaggio):
        return frozenset()
    return frozenset(x for x in (card.classe, card.ruolo, card.grado, card.specialita) if x)


def _penalty(card: TrekCard) -> tuple[tuple[int, int, int, int], ...]:
    if not isinstance(card, Danni):
        return (ZERO4, ZERO4, ZERO4)
    return tuple(_cats(card.penalty.get(level, {})) for level in ALERTS)
