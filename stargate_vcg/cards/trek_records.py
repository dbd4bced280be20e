"""The Star Trek VCG cards as records for `cards search` and `cards show`, which work on
plain dicts (`cards/search.py`): `title` is the card's name, `game` is "trek"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from stargate_vcg.cards.search import Record

TREK_SET = "Star Trek VCG"
TREK_TYPES = ("personaggio", "status", "danni", "impresa", "equipaggiamento")
_SHOWN_FIRST = ("id", "type")
_HIDDEN = frozenset({"name", "title", "subtitle", "game", "set_name", "text"})


def trek_records(overlay: Path | None = None) -> list[Record]:
    from stargate_vcg.cards.trek_db import load_trek_cards

    records = []
    for card in load_trek_cards(overlay):
        data = card.model_dump(mode="json", exclude_none=True)
        records.append({"game": "trek", "title": card.name, "subtitle": None,
                        "set_name": TREK_SET, **data})
    return records


def is_trek(record: Record) -> bool:
    return record.get("game") == "trek"


def categories_text(record: Record) -> str:
    values = record.get("categories") or record.get("modifier") or record.get("minimum") or {}
    return ", ".join(f"{name[:3].title()} {value}" for name, value in values.items())


def describe_trek(record: Record) -> list[str]:
    """Every field of a Trek card, `Label: value`; the numbers are provisional."""
    lines = [str(record["title"])]
    keys = [*_SHOWN_FIRST, *(k for k in record if k not in _SHOWN_FIRST and k not in _HIDDEN)]
    for key in keys:
        value = record.get(key)
        if value in (None, [], {}):
            continue
        lines.append(f"  {key.replace('_', ' ').capitalize()}: {_text(value)}")
    lines.append(f"  Set: {TREK_SET} (numbers and effects provisional: card_db/trek)")
    return lines


def _text(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_text(v)}" for k, v in value.items() if v not in (None, 0))
    if isinstance(value, list):
        return "; ".join(_text(v) for v in value)
    return str(value)
