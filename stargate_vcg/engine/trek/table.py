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
from stargate_vcg.engine.trek.actions import (
    DRAW_AND_PASS,
    END_TURN,
    PASS,
    Declare,
    Discard,
    PlayCard,
    Reveal,
    TrekAction,
    values,
)
from stargate_vcg.engine.trek.constants import MAX_PLAYERS

PERSONAGGIO: Final = 0
STATUS: Final = 1
DANNI: Final = 2
IMPRESA: Final = 3
EQUIPAGGIAMENTO: Final = 4
TYPE_NAMES = ("personaggio", "status", "danni", "impresa", "equipaggiamento")
ALERTS: tuple[AlertLevel, ...] = (AlertLevel.GREEN, AlertLevel.YELLOW, AlertLevel.RED)
ZERO4: Final = (0, 0, 0, 0)
# Memoised lists per generation. The memo held up to 200,000 lists: a process grew by
# 12 MB per 1,000 4-player games, up to 360 MB. Now a full generation becomes the old
# one, whose lists not used again during the next generation are dropped: with 4,000
# a process grows by some 15 MB over 10,000 games, and the lists that repeat most
# (Impresa participants, declarations) are kept (benchmarks/bench_trek_memory.py).
MEMO_LIMIT: Final = 4_000


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

    __slots__ = ("alert", "attrs", "cards", "cats", "discards", "effect", "fits", "has_cat",
                 "kind", "made_of", "memo", "minimum", "modifier", "names", "no_declaration",
                 "no_reveal", "old_memo", "only", "origin", "penalty", "play", "play_on",
                 "points", "rules", "simple", "value")

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
        # Lists of legal actions by the facts they depend on: random play revisits the
        # same small situations, and building frozen action objects dominates its cost.
        self.memo: dict[tuple[object, ...], list[Any]] = {}
        self.old_memo: dict[tuple[object, ...], list[Any]] = {}
        # Every action object shared between games, by id: its field values when it was
        # made. A caller can still change a frozen object's fields with
        # object.__setattr__; `intact` tells, and `heal` replaces every shared object.
        # (An object is registered while the tables or the memo hold it, so an id found
        # here is never that of another live object.)
        self.origin: dict[int, tuple[object, ...]] = {}
        # The same for the lists handed whole to a game (secrets, declarations, reveals,
        # effect choices): by id of the list, the field values of its actions in order
        # (one entry per list, not per action: registering is the cost of a miss).
        self.made_of: dict[int, list[tuple[Any, ...]]] = {}
        self.play: tuple[PlayCard, ...] = ()
        self.simple: tuple[PlayCard | None, ...] = ()
        self.play_on: tuple[dict[int, PlayCard], ...] = ()
        self.discards: tuple[Discard, ...] = ()
        self.no_declaration: tuple[list[TrekAction], ...] = ()
        self.no_reveal: list[TrekAction] = []
        self._build_actions()

    def _build_actions(self) -> None:
        """The fixed actions of this deck, built once: constructing frozen action objects
        is the main cost of listing legal actions in random play."""
        cards = range(len(self.cards))
        self.play = tuple(PlayCard(c) for c in cards)
        self.simple = tuple(None if k in (EQUIPAGGIAMENTO, IMPRESA) else self.play[c]
                            for c, k in enumerate(self.kind))
        self.play_on = tuple({t: PlayCard(c, t) for t in self.fits[c]}
                             if self.kind[c] == EQUIPAGGIAMENTO else {} for c in cards)
        self.discards = tuple(Discard(c) for c in cards)
        self.no_declaration = tuple([Declare(p, ())] for p in range(MAX_PLAYERS))
        self.no_reveal = [Reveal(())]
        for action in (*self.play, *self.discards, *(a for on in self.play_on
                                                    for a in on.values()),
                       *(d[0] for d in self.no_declaration), self.no_reveal[0],
                       DRAW_AND_PASS, PASS, END_TURN):
            self.origin[id(action)] = values(action)

    def recall(self, key: tuple[object, ...]) -> list[Any] | None:
        """The memoised list for `key`, brought back from the old generation if there."""
        found = self.memo.get(key)
        if found is None:
            found = self.old_memo.pop(key, None)
            if found is not None:
                self._keep(key, found)
        return found

    def remember(self, key: tuple[object, ...], actions: list[Any],
                 made: list[tuple[Any, ...]], whole: bool = False) -> list[Any]:
        """Memoise `actions`, registering each with `made`, its field values (`whole`:
        the list is a game's legal actions as it is, registered as one)."""
        if whole:
            self.made_of[id(actions)] = made
        else:
            self.origin.update(zip(map(id, actions), made, strict=True))
        self._keep(key, actions)
        return actions

    def _keep(self, key: tuple[object, ...], actions: list[Any]) -> None:
        if len(self.memo) >= MEMO_LIMIT:
            # A new generation: the lists of the old one not used since are dropped.
            origin = self.origin
            for dropped in self.old_memo.values():
                if self.made_of.pop(id(dropped), None) is None:
                    for action in dropped:
                        origin.pop(id(action), None)
            self.old_memo = self.memo
            self.memo = {}
        self.memo[key] = actions

    def intact(self, action: object) -> bool:
        """True for a shared action whose fields are as made (the fieldless ones have
        nothing to change). False for any other object."""
        made = self.origin.get(id(action))
        return made is not None and made == values(action)

    def intact_list(self, actions: list[Any]) -> bool:
        """False when a shared action of `actions` was changed since it was made."""
        made = self.made_of.get(id(actions))
        if made is not None:
            return all(m == values(a) for m, a in zip(made, actions, strict=True))
        return all(self.intact(a) or id(a) not in self.origin for a in actions)

    def heal(self) -> None:
        """Replace every shared action object (one of them was changed by a caller)."""
        self.memo = {}
        self.old_memo = {}
        self.origin.clear()
        self.made_of.clear()
        self._build_actions()

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
