"""Errata to the Stargate card data: facts of the OCTGN data we correct at import.

The corrections ship in `card_db/stargate/errata.yaml` (card id -> fields, each with its
reason; the same idea as the Star Trek overlay). A user file in the same layout named by
$STARGATE_VCG_ERRATA replaces the shipped entry of the same id, and `fields: {}` cancels
one. Both files are part of the compiled cache's fingerprint, so editing either rebuilds
it. Light at import (no pydantic, no YAML parser): the fingerprint reads only bytes.
"""

from __future__ import annotations

import importlib.resources
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from stargate_vcg.errors import CardDataError
from stargate_vcg.files import FileRefused, read_bounded

if TYPE_CHECKING:
    from stargate_vcg.cards.stargate import StargateCard

ERRATA_ENV = "STARGATE_VCG_ERRATA"
# The id decides; a card's number, set and name would be facts that errata may correct.
_FIXED = frozenset({"id"})
# As a Trek overlay: a file of corrections is small.
MAX_ERRATA_BYTES = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Erratum:
    id: str
    fields: dict[str, Any]
    reason: str
    path: Path
    line: int


def shipped_errata_path() -> Path:
    """Inside the installed wheel, else the repository's card_db/."""
    packaged = importlib.resources.files("stargate_vcg").joinpath(
        "card_db", "stargate", "errata.yaml")
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "card_db" / "stargate" / "errata.yaml"


def errata_paths() -> list[Path]:
    user = os.environ.get(ERRATA_ENV)
    return [shipped_errata_path(), *([Path(user)] if user else [])]


def errata_bytes() -> bytes:
    """The errata files' contents, for the compiled cache's fingerprint."""
    return b"\0".join(_bytes(path) for path in errata_paths())


def _bytes(path: Path) -> bytes:
    """An errata file is untrusted input: a regular file of at most MAX_ERRATA_BYTES
    (`/dev/zero` or a FIFO would never end)."""
    try:
        return read_bounded(path, MAX_ERRATA_BYTES, "errata file")
    except FileRefused as error:
        raise CardDataError(f"errata file: {error}", path) from None


def load_errata() -> dict[str, Erratum]:
    """Card id (lower case) -> erratum; later files replace earlier ones."""
    found: dict[str, Erratum] = {}
    for path in errata_paths():
        for erratum in _read(path):
            found[erratum.id.lower()] = erratum
    return found


def apply_errata(cards: Sequence[StargateCard],
                 errata: Mapping[str, Erratum] | None = None) -> list[StargateCard]:
    """The cards with their errata applied; ids the data lacks are ignored (other data)."""
    from pydantic import ValidationError

    from stargate_vcg.cards.stargate import StargateCard

    if errata is None:
        errata = load_errata()
    fixed: list[StargateCard] = []
    for card in cards:
        erratum = errata.get(card.id.lower())
        if erratum is None or not erratum.fields:
            fixed.append(card)
            continue
        try:
            fixed.append(StargateCard.model_validate({**card.model_dump(), **erratum.fields}))
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"])
            raise CardDataError(f"erratum for {card.name}: {where}: {first['msg']}",
                                erratum.path, erratum.line) from None
    return fixed


def _read(path: Path) -> list[Erratum]:
    from stargate_vcg.cards.card_yaml import load_card_yaml
    from stargate_vcg.cards.stargate import StargateCard

    try:
        text = _bytes(path).decode("utf-8")
    except UnicodeDecodeError as error:
        raise CardDataError(f"not UTF-8 text ({error.reason})", path) from None
    doc = load_card_yaml(text, path, "errata")
    items = doc.get("errata") if isinstance(doc, Mapping) else None
    if not isinstance(items, list):
        raise CardDataError("expected a mapping with an `errata:` list", path, 1)
    known = set(StargateCard.model_fields) - _FIXED
    errata: list[Erratum] = []
    for position, item in enumerate(items):
        line = _line(items, position)
        if not isinstance(item, Mapping) or not isinstance(item.get("id"), str):
            raise CardDataError("each erratum is a mapping with an `id:`", path, line)
        fields = item.get("fields", {})
        reason = item.get("reason")
        if not isinstance(fields, Mapping):
            raise CardDataError("`fields:` must be a mapping of card fields", path, line)
        unknown = sorted(set(map(str, fields)) - known)
        if unknown:
            raise CardDataError(f"unknown card field {unknown[0]!r} (known: "
                                f"{', '.join(sorted(known))})", path, line)
        if fields and (not isinstance(reason, str) or not reason.strip()):
            raise CardDataError("each erratum gives its `reason:`", path, line)
        errata.append(Erratum(str(item["id"]), _plain(fields), str(reason or ""), path, line))
    return errata


def _line(seq: Any, position: int) -> int:
    try:
        return int(seq.lc.item(position)[0]) + 1
    except (AttributeError, KeyError, TypeError):
        return 1


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value
