"""The 68 Star Trek VCG cards shipped in `card_db/trek/cards.yaml`, with user overlays.

The regolamento prints names, types, class/rank codes and alert levels; every number and
effect in the file is provisional, so a user may replace any value with an overlay file
(same layout: a `cards:` list whose items name a card by `id:` or `name:` and give the
fields to replace). Every problem is a `CardDataError` naming the file, line and card.
"""

from __future__ import annotations

import functools
import importlib.resources
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from stargate_vcg.cards.card_yaml import load_card_yaml
from stargate_vcg.cards.names import normalize_name, text_problem
from stargate_vcg.cards.trek import (
    CATEGORIES,
    Danni,
    Equipaggiamento,
    Impresa,
    Personaggio,
    TrekCard,
    TrekType,
)
from stargate_vcg.errors import CardDataError
from stargate_vcg.files import FileRefused, read_bounded

# "Tipologie di carte" P.01: how many cards of each type the deck holds.
TYPE_COUNTS: dict[TrekType, int] = {
    TrekType.PERSONAGGIO: 25,
    TrekType.STATUS: 10,
    TrekType.DANNI: 6,
    TrekType.IMPRESA: 18,
    TrekType.EQUIPAGGIAMENTO: 9,
}
DECK_SIZE = 68

# The effect and limitation kinds the engine implements (engine/trek/effects.py and
# engine/trek/imprese.py); the loader refuses others so that a typo fails at load time.
EFFECT_KINDS: frozenset[str] = frozenset({
    "draw", "remove_danni", "remove_all_danni", "discard_type", "return_character",
    "remove_character", "remove_equipment", "move_equipment", "retrieve_discard",
})
EFFECT_TARGETS: frozenset[str] = frozenset({"others", "all"})
# The kinds whose players a target chooses; on any other kind a target would be ignored.
TARGETED_KINDS: frozenset[str] = frozenset({"discard_type", "return_character",
                                            "remove_character"})
LIMITATION_KINDS: frozenset[str] = frozenset({
    "only", "requires", "bonus", "max_participants", "max_secret", "solo", "no_equipment",
})
# Attributes a limitation may name: the parsed class/rank codes (Personaggio P.05-P.06).
ATTRIBUTES: frozenset[str] = frozenset({
    "militare", "civile", "ufficiale", "equipaggio", "tenente", "capitano", "ammiraglio",
    "medicina", "scienza",
})

_CODE_FIELDS: dict[str, tuple[str, str]] = {
    "uff.": ("ruolo", "ufficiale"),
    "m.e.": ("ruolo", "equipaggio"),
    "m.e": ("ruolo", "equipaggio"),
    "ten.": ("grado", "tenente"),
    "cap.": ("grado", "capitano"),
    "amm.": ("grado", "ammiraglio"),
    "med.": ("specialita", "medicina"),
    "sci.": ("specialita", "scienza"),
}
_PARSED = ("classe", "ruolo", "grado", "specialita")

_ADAPTER: TypeAdapter[TrekCard] = TypeAdapter(TrekCard)
# The shipped list is 25 kB and a whole overlay repeats it at most: 1 MB is generous.
MAX_OVERLAY_BYTES = 1024 * 1024
# A card is a mapping of mappings (penalty levels, effect fields): a few levels.
_MAX_DEPTH = 8
# An effect's amount, at most the hand limit (Turno P.02). The regolamento's cards print
# 1 to 3. Why a bound at all: a player places any subset of the hand as secrets (Impresa
# P.31.4), and the legal actions list every one, so a hand that an overlay lets grow
# without bound within a turn (draw 20) makes millions of actions and exhausts memory.
MAX_EFFECT_AMOUNT = 6


def parse_codes(codes: str) -> dict[str, str]:
    """`Mil./Uff./Ten./Med.` -> classe, ruolo, grado, specialita (Personaggio P.05-P.06)."""
    parts = [p.strip().casefold() for p in codes.split("/") if p.strip()]
    if parts == ["civile"]:
        return {"classe": "civile"}
    if not parts or parts[0] != "mil.":
        raise ValueError(f"class code {codes!r} is neither 'Civile' nor 'Mil./...'")
    parsed = {"classe": "militare"}
    for part in parts[1:]:
        if part not in _CODE_FIELDS:
            raise ValueError(f"unknown code {part!r} in {codes!r}")
        field, value = _CODE_FIELDS[part]
        parsed[field] = value
    return parsed


def default_cards_path() -> Path:
    """The shipped cards.yaml: inside the installed wheel, else the repository's card_db/."""
    packaged = importlib.resources.files("stargate_vcg").joinpath("card_db", "trek", "cards.yaml")
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "card_db" / "trek" / "cards.yaml"


def load_trek_cards(overlay: Path | None = None) -> list[TrekCard]:
    """The 68 cards, in file order, with `overlay`'s values replacing the shipped ones."""
    if overlay is None:
        return list(_default_cards())
    items = [dict(item) for item in _default_items()]
    for override, line in _overlay_items(Path(overlay)):
        index = _find(items, override, Path(overlay), line)
        merged = _merge(items[index]["data"], override)
        keys = set(items[index].get("keys", ())) | set(override)
        items[index] = {"data": merged, "line": line, "path": Path(overlay), "keys": keys}
    cards = [_build(item["data"], item["path"], item["line"]) for item in items]
    for item, card in zip(items, cards, strict=True):
        _check_keys(card, item.get("keys", ()), item["path"], item["line"])
    _check_unique(cards, Path(overlay))
    return cards


def _check_keys(card: TrekCard, keys: Iterable[str], path: Path, line: int) -> None:
    """An overlay key the card's type has no field for (a misspelling: `valeu: 4`) is
    refused, not dropped without a word."""
    fields = type(card).model_fields
    unknown = sorted(set(keys) - set(fields))
    if unknown:
        raise CardDataError(f"card {card.id!r}: unknown key {unknown[0]!r} (a "
                            f"{card.type.value} has: {', '.join(sorted(fields))})", path, line)


@functools.cache
def _default_cards() -> tuple[TrekCard, ...]:
    from stargate_vcg.cards.trek_cache import cached_cards

    path = default_cards_path()

    def check(cards: list[TrekCard]) -> None:
        for card in cards:
            check_card(card)
        _check_unique(cards, path)
        _check_counts(cards, path)

    def build() -> tuple[TrekCard, ...]:
        cards = [_build(item["data"], item["path"], item["line"]) for item in _default_items()]
        check(cards)
        return tuple(cards)

    return cached_cards(path, build, check, _ADAPTER)


def _default_items() -> list[dict[str, Any]]:
    path = default_cards_path()
    return [{"data": data, "line": line, "path": path} for data, line in _read_items(path)]


def _overlay_items(path: Path) -> Iterator[tuple[dict[str, Any], int]]:
    for data, line in _read_items(path):
        if "id" not in data and "name" not in data:
            raise CardDataError("overlay entry names no card (give `id:` or `name:`)",
                                path, line)
        yield data, line


def _read_items(path: Path) -> list[tuple[dict[str, Any], int]]:
    """The `cards:` list of a YAML file as plain dicts with their 1-based line numbers."""
    try:
        text = read_bounded(path, MAX_OVERLAY_BYTES, "YAML card file").decode("utf-8")
    except FileRefused as error:
        raise CardDataError(str(error), path) from None
    except UnicodeDecodeError as error:
        raise CardDataError(f"not UTF-8 text ({error.reason})", path) from None
    doc = load_card_yaml(text, path, "card data")
    if not isinstance(doc, Mapping) or not isinstance(doc.get("cards"), list):
        raise CardDataError("expected a mapping with a `cards:` list", path, 1)
    items: list[tuple[dict[str, Any], int]] = []
    for position, raw in enumerate(doc["cards"]):
        line = _item_line(doc["cards"], position)
        if not isinstance(raw, Mapping):
            raise CardDataError("each item of `cards:` must be a mapping", path, line)
        items.append((_plain(raw, path, line), line))
    return items


def _item_line(seq: Any, position: int) -> int:
    try:
        return int(seq.lc.item(position)[0]) + 1
    except (AttributeError, KeyError, TypeError):
        return 1


def _plain(value: Any, path: Path, line: int, depth: int = 0) -> Any:
    """ruamel's commented containers -> plain dicts and lists (the models are frozen);
    values no card holds are refused here, before anything prints them."""
    if depth > _MAX_DEPTH:
        raise CardDataError(f"nested deeper than {_MAX_DEPTH} levels", path, line)
    if isinstance(value, Mapping):
        return {_plain_key(k, path, line): _plain(v, path, line, depth + 1)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, path, line, depth + 1) for v in value]
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 63:
        raise CardDataError("a number too large for card data", path, line)
    if isinstance(value, str):
        problem = text_problem(value, allow_newlines=True)
        if problem is not None:
            raise CardDataError(problem, path, line)
    return value


def _plain_key(key: Any, path: Path, line: int) -> str:
    if not isinstance(key, str):
        raise CardDataError(f"keys are names, not {type(key).__name__} values", path, line)
    return key


def _find(items: list[dict[str, Any]], override: dict[str, Any], path: Path, line: int) -> int:
    if "id" in override:
        for index, item in enumerate(items):
            if item["data"].get("id") == override["id"]:
                return index
        raise CardDataError(f"no card with id {override['id']!r}", path, line)
    wanted = normalize_name(str(override["name"]))
    for index, item in enumerate(items):
        if normalize_name(str(item["data"].get("name", ""))) == wanted:
            return index
    raise CardDataError(f"no card named {override['name']!r}", path, line)


# Effects and limitations are replaced whole: merging two effects key by key would
# mix the parameters of different kinds.
_REPLACED_WHOLE = frozenset({"effect", "limitations"})


def _merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in override.items():
        old = merged.get(key)
        if key not in _REPLACED_WHOLE and isinstance(old, dict) and isinstance(value, dict):
            merged[key] = _merge(old, value)
        else:
            merged[key] = value
    if "codes" in override and merged.get("type") == TrekType.PERSONAGGIO.value:
        # New codes imply new parsed fields unless the overlay also gives them.
        for field in _PARSED:
            if field not in override:
                merged.pop(field, None)
    return merged


def _build(data: dict[str, Any], path: Path, line: int) -> TrekCard:
    label = repr(data.get("id") or data.get("name") or "?")
    try:
        data = _with_codes(data)
        card = _ADAPTER.validate_python(data)
        check_card(card)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise CardDataError(f"card {label}: {where}: {first['msg']}", path, line) from None
    except ValueError as error:
        raise CardDataError(f"card {label}: {error}", path, line) from None
    return card


def _with_codes(data: dict[str, Any]) -> dict[str, Any]:
    """Fill classe/ruolo/grado/specialita from the printed codes, refusing contradictions."""
    if data.get("type") != TrekType.PERSONAGGIO.value or "codes" not in data:
        return data
    parsed = parse_codes(str(data["codes"]))
    filled = dict(data)
    for field in _PARSED:
        given = data.get(field)
        if given is not None and given != parsed.get(field):
            raise ValueError(f"{field}: {given!r} contradicts codes {data['codes']!r}")
        filled[field] = parsed.get(field)
    return filled


def check_card(card: TrekCard) -> None:
    """Raise ValueError when a card breaks the model's ranges or names an unknown kind."""
    if card.effect is not None:
        _check_effect(card)
    if isinstance(card, Personaggio):
        if card.value < 0:
            raise ValueError("value: must be 0 or more (Personaggio P.03)")
        for category in CATEGORIES:
            rating = card.categories.get(category)
            if rating is None or not 1 <= rating <= 5:
                raise ValueError(f"categories.{category}: must be 1 to 5 (Personaggio P.07)")
    elif isinstance(card, Danni):
        if set(card.penalty) != {"G", "Y", "R"}:
            raise ValueError("penalty: needs the three alert levels G, Y, R (Danneggiamento P.25)")
        if any(v < 0 for level in card.penalty.values() for v in level.values()):
            raise ValueError("penalty: amounts are subtracted, so 0 or more")
    elif isinstance(card, Impresa):
        if card.points < 0 or any(v < 0 for v in card.minimum.values()):
            raise ValueError("points and minimum must be 0 or more (Impresa P.28-P.29)")
        _check_limitations(card.limitations)
    elif isinstance(card, Equipaggiamento):
        if not card.modifier:
            raise ValueError("modifier: needs a category (Equipaggiamento P.11)")
        _check_limitations(card.limitations)
        # The engine applies `only` when an Equipaggiamento is assigned (P.12); the other
        # kinds are Impresa limitations and would be ignored here.
        if any(limitation.kind != "only" for limitation in card.limitations):
            raise ValueError("limitations: an Equipaggiamento takes only `only` "
                             "(Equipaggiamento P.12)")


def _check_effect(card: TrekCard) -> None:
    effect = card.effect
    assert effect is not None
    if effect.kind not in EFFECT_KINDS:
        raise ValueError(f"effect.kind: unknown {effect.kind!r} "
                         f"(known: {', '.join(sorted(EFFECT_KINDS))})")
    if effect.target is not None and effect.target not in EFFECT_TARGETS:
        raise ValueError(f"effect.target: {effect.target!r} is not 'others' or 'all'")
    if effect.target is not None and effect.kind not in TARGETED_KINDS:
        raise ValueError(f"effect.target: {effect.kind} takes no target (only "
                         f"{', '.join(sorted(TARGETED_KINDS))} do)")
    if effect.kind == "remove_danni" and effect.category is None:
        raise ValueError("effect.category: remove_danni needs a category (Effetti P.05)")
    if effect.kind in ("discard_type", "retrieve_discard") and effect.card_type is None:
        raise ValueError(f"effect.card_type: {effect.kind} needs a card type")
    if not 0 <= effect.amount <= MAX_EFFECT_AMOUNT:
        raise ValueError(f"effect.amount: 0 to {MAX_EFFECT_AMOUNT}")


def _check_limitations(limitations: tuple[Any, ...]) -> None:
    for limitation in limitations:
        if limitation.kind not in LIMITATION_KINDS:
            raise ValueError(f"limitations: unknown kind {limitation.kind!r} "
                             f"(known: {', '.join(sorted(LIMITATION_KINDS))})")
        if limitation.kind in ("only", "requires", "bonus") and limitation.value not in ATTRIBUTES:
            raise ValueError(f"limitations: {limitation.kind} needs an attribute, one of "
                             f"{', '.join(sorted(ATTRIBUTES))}")


def _check_unique(cards: list[TrekCard], path: Path) -> None:
    seen_ids: set[str] = set()
    seen_names: set[str] = set()
    for card in cards:
        key = normalize_name(card.name)
        if card.id in seen_ids:
            raise CardDataError(f"card {card.id!r}: duplicate id", path)
        if key in seen_names:
            raise CardDataError(f"card {card.id!r}: duplicate name {card.name!r}", path)
        seen_ids.add(card.id)
        seen_names.add(key)


def _check_counts(cards: list[TrekCard], path: Path) -> None:
    for card_type, expected in TYPE_COUNTS.items():
        found = sum(1 for card in cards if card.type == card_type)
        if found != expected:
            raise CardDataError(f"{found} {card_type.value} cards, the regolamento has "
                                f"{expected} (Tipologie di carte P.01)", path)
