"""Look-up and search over cached card records (plain dicts), for the `cards` commands.

Works on `StargateCard.model_dump(mode="json")` records so that `cards show` and
`cards search` need no pydantic import; name resolution follows `CardDatabase.lookup`.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from typing import Any

from stargate_vcg.cards.names import normalize_name

Record = dict[str, Any]

SKILL_NAMES = ("culture", "science", "combat", "ingenuity")
TYPE_NAMES = ("team character", "support character", "mission", "gear", "event", "obstacle",
              "adversary", "ship")
# Types whose skill numbers are difficulties (rulebook "Card Types"), as in stargate.py.
DIFFICULTY_TYPES = frozenset({"mission", "obstacle", "adversary"})


def search_key(text: str) -> str:
    """Case- and apostrophe-insensitive: `tealc` finds Teal'c, `goa’uld` finds Goa'uld."""
    return normalize_name(text).replace("'", "")


def record_name(record: Record) -> str:
    subtitle = record.get("subtitle")
    return f"{record['title']} ({subtitle})" if subtitle else str(record["title"])


def name_keys(record: Record) -> list[str]:
    """The normalised `Title (Subtitle)` and title of a record (what look-ups compare)."""
    return [normalize_name(record_name(record)), normalize_name(record["title"])]


class RecordIndex:
    """Records by id, by `Title (Subtitle)` and by title (normalised). `keys`, when
    given, are the records' `name_keys` precomputed (the cache stores them)."""

    def __init__(self, records: Iterable[Record],
                 keys: Sequence[Sequence[str]] | None = None) -> None:
        self.records = list(records)
        if keys is None or len(keys) != len(self.records):
            keys = [name_keys(record) for record in self.records]
        self._by_id: dict[str, Record] = {}
        self._by_full: dict[str, list[Record]] = {}
        self._by_title: dict[str, list[Record]] = {}
        for record, (full, title) in zip(self.records, keys, strict=True):
            self._by_id[str(record["id"]).lower()] = record
            self._by_full.setdefault(full, []).append(record)
            self._by_title.setdefault(title, []).append(record)

    def lookup(self, name: str) -> list[Record]:
        """An id, `Title (Subtitle)`, or a title (every printing with that title)."""
        found = self._by_id.get(name.strip().lower())
        if found is not None:
            return [found]
        key = normalize_name(name)
        exact = self._by_full.get(key) or self._by_title.get(key)
        if exact:
            return list(exact)
        # Players often drop apostrophes ("Tealc"); accept that when it is unambiguous.
        loose = search_key(name)
        full = [r for r in self.records if search_key(record_name(r)) == loose]
        return full or [r for r in self.records if search_key(r["title"]) == loose]

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        key = normalize_name(name)
        names: list[str] = []
        keys = list(self._by_full) + list(self._by_title)
        for match in difflib.get_close_matches(key, keys, n=limit * 2, cutoff=0.6):
            full = self._by_full.get(match)
            shown = record_name(full[0]) if full else str(self._by_title[match][0]["title"])
            if shown not in names:
                names.append(shown)
        if not names:  # a fragment of a longer name: "carter" -> "Samantha Carter (...)"
            needle = search_key(name)
            names = [record_name(r) for r in self.records
                     if needle and needle in search_key(record_name(r))][:limit]
        return names[:limit]


def resolve_type(value: str) -> str | None:
    """`team`, `Team-Character`, `obstacle` -> the CardType value; None if unknown."""
    key = " ".join(value.replace("-", " ").replace("_", " ").casefold().split())
    if key in TYPE_NAMES:
        return key
    starts = [name for name in TYPE_NAMES if name.startswith(key)]
    return starts[0] if len(starts) == 1 else None


def search(records: Sequence[Record], query: str = "", *, card_type: str | None = None,
           skill: str | None = None, trait: str | None = None,
           set_name: str | None = None) -> list[Record]:
    """Cards whose title, subtitle or text contain every word of `query`, filtered by
    type, skill rating present (absent is not 0), trait and set (name part or id)."""
    terms = search_key(query).split()
    trait_key = search_key(trait) if trait else None
    set_key = set_name.casefold().strip() if set_name else None
    found: list[Record] = []
    for record in records:
        if card_type is not None and record.get("type") != card_type:
            continue
        if skill is not None and skill not in (record.get("skills") or {}):
            continue
        if trait_key is not None and trait_key not in {search_key(t) for t in
                                                       record.get("traits") or ()}:
            continue
        if set_key is not None and not _in_set(record, set_key):
            continue
        haystack = search_key(" ".join(str(record.get(k) or "")
                                       for k in ("title", "subtitle", "text")))
        if all(term in haystack for term in terms):
            found.append(record)
    return sorted(found, key=lambda r: (normalize_name(record_name(r)), r.get("set_name", "")))


def filter_problem(records: Sequence[Record], *, trait: str | None = None,
                   set_name: str | None = None) -> str | None:
    """Why a --set or --trait filter can match nothing (a typo, most likely), or None.
    Without this a misspelt set reads as "no cards match", which looks like an answer."""
    if set_name is not None:
        set_key = set_name.casefold().strip()
        if not any(_in_set(record, set_key) for record in records):
            sets = sorted({str(r.get("set_name")) for r in records if r.get("set_name")})
            return f"no set matches {set_name!r} (sets: {', '.join(sets)})"
    if trait is not None:
        traits = {search_key(t): t for r in records for t in r.get("traits") or ()}
        if search_key(trait) not in traits:
            close = difflib.get_close_matches(search_key(trait), list(traits), n=3)
            hint = f" (did you mean: {', '.join(traits[c] for c in close)}?)" if close else ""
            return f"no card has the trait {trait!r}{hint}"
    return None


def _in_set(record: Record, set_key: str) -> bool:
    return (set_key in str(record.get("set_name", "")).casefold()
            or set_key == str(record.get("set_id", "")).casefold())


def skills_text(record: Record, short: bool = False) -> str:
    """`Culture 2, Combat 3` in rulebook order; only the ratings the card has."""
    skills = record.get("skills") or {}
    parts = []
    for name in SKILL_NAMES:
        if name in skills:
            label = name[:3].title() if short else name.title()
            parts.append(f"{label} {skills[name]}")
    return ", ".join(parts)


def describe(record: Record) -> list[str]:
    """Every fact of one card as `Label: value` lines, then its game text."""
    kind = str(record.get("type", ""))
    facts: list[tuple[str, Any]] = [
        ("Id", record.get("id")),
        ("Type", kind),
        ("Allegiance", record.get("allegiance")),
        ("Traits", " ".join(record.get("traits") or ()) or None),
        ("Point value" if kind == "team character" else "Cost", record.get("cost")),
        ("Difficulty" if kind in DIFFICULTY_TYPES else "Skills", skills_text(record) or None),
        ("Revive", record.get("revive")),
        ("Glyph", str(record["glyph"]).title() if record.get("glyph") else None),
        ("Experience", record.get("experience")),
        ("Firepower", record.get("firepower")),
        ("Keywords", keywords_text(record.get("keywords") or {}) or None),
        ("Set", _set_text(record)),
        ("Rarity", record.get("rarity")),
    ]
    lines = [record_name(record)]
    lines += [f"  {label}: {value}" for label, value in facts if value is not None]
    text = str(record.get("text") or "")
    if text:
        lines.append("  Text:")
        lines += [f"    {line}" for line in text.split("\n")]
    return lines


def keywords_text(keywords: dict[str, Any]) -> str:
    parts = []
    for name in ("victory", "blockade", "dominion", "promotion_token"):
        if keywords.get(name):
            parts.append(name.replace("_", " "))
    if keywords.get("withdraw") is not None:
        parts.append(f"withdraw {keywords['withdraw']}")
    return ", ".join(parts)


def _set_text(record: Record) -> str:
    number = record.get("number")
    name = record.get("set_name") or "?"
    return f"{name} #{number}" if number is not None else str(name)
