"""In-memory Stargate card database: look-ups by id, title and title+subtitle."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import StargateCard


class CardDatabase:
    """All known Stargate cards. Built by the OCTGN importer or, in tests, from fixtures."""

    def __init__(self, cards: Iterable[StargateCard]) -> None:
        self._by_id: dict[str, StargateCard] = {}
        self._by_title: dict[str, list[StargateCard]] = {}
        self._by_full: dict[str, list[StargateCard]] = {}
        for card in cards:
            self._by_id[card.id.lower()] = card
            self._by_title.setdefault(normalize_name(card.title), []).append(card)
            self._by_full.setdefault(normalize_name(card.name), []).append(card)
        self._suggestion_keys = list(self._by_full) + list(self._by_title)

    def __len__(self) -> int:
        return len(self._by_id)

    def __iter__(self) -> Iterator[StargateCard]:
        return iter(self._by_id.values())

    def __contains__(self, card_id: object) -> bool:
        return isinstance(card_id, str) and card_id.lower() in self._by_id

    def by_id(self, card_id: str) -> StargateCard | None:
        return self._by_id.get(card_id.strip().lower())

    def get(self, card_id: str) -> StargateCard:
        card = self.by_id(card_id)
        if card is None:
            raise KeyError(card_id)
        return card

    def by_title(self, title: str) -> list[StargateCard]:
        """Every printing with this title, whatever its subtitle or set."""
        return list(self._by_title.get(normalize_name(title), ()))

    def find(self, title: str, subtitle: str | None = None) -> list[StargateCard]:
        """Cards matching a title and, if given, a subtitle. Several when reprinted."""
        if subtitle is None:
            return self.by_title(title)
        key = normalize_name(f"{title} ({subtitle})")
        return list(self._by_full.get(key, ()))

    def lookup(self, name: str) -> list[StargateCard]:
        """Resolve a name as players write it: an id, `Title (Subtitle)`, or `Title`."""
        card = self.by_id(name)
        if card is not None:
            return [card]
        exact = self._by_full.get(normalize_name(name))
        if exact:
            return list(exact)
        return self.by_title(name)

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Close matches for an unknown name, as printable names."""
        key = normalize_name(name)
        found = difflib.get_close_matches(key, self._suggestion_keys, n=limit * 2, cutoff=0.6)
        names: list[str] = []
        for match in found:
            cards = self._by_full.get(match) or self._by_title.get(match) or []
            for card in cards[:1]:
                shown = card.name if match in self._by_full else card.title
                if shown not in names:
                    names.append(shown)
        return names[:limit]
