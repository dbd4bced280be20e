"""YAML decklists, read and written with ruamel's round-trip mode.

    game: stargate
    name: SGC combat        # comments survive a load and a save
    team:
      - Jack O'Neill (Fighting Chance)
    missions:
      - Free Captives
    deck:
      - 3x Serpent Guards
      - {card: Teal'c, qty: 2, id: 1234abcd-...}

The parsed document stays on `Deck._yaml_doc`; saving edits it in place, so comments,
key order and untouched entries come back exactly as they were written.
"""

from __future__ import annotations

import io
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from stargate_vcg.cards.names import normalize_name, text_problem
from stargate_vcg.decklists.model import SECTIONS, Deck, DeckEntry, Section
from stargate_vcg.decklists.raw import (
    MAX_NAME_CHARS,
    MAX_QUANTITY,
    ParsedDeck,
    RawEntry,
    entry_from_text,
    format_entry,
    game_named,
    parse_quantity,
    quoted,
    split_entry,
)
from stargate_vcg.decklists.text_format import entry_name
from stargate_vcg.errors import DeckFileError, DeckProblem
from stargate_vcg.files import first_alias_line

_SECTION_KEYS: dict[str, Section] = {
    "team": Section.TEAM, "missions": Section.MISSIONS, "mission_pile": Section.MISSIONS,
    "mission pile": Section.MISSIONS, "deck": Section.DECK, "main": Section.DECK,
}
# Free-form keys a user may add; kept on save, otherwise ignored.
_META_KEYS = frozenset({"game", "name", "author", "description", "notes", "format"})
_ENTRY_KEYS = frozenset({"card", "name", "qty", "quantity", "id"})


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.width = 4096  # never fold a long card name over two lines
    return yaml


def parse_yaml(text: str) -> ParsedDeck:
    """Parse a YAML decklist. Malformed YAML raises DeckFileError(None, ...) at once."""
    doc = _load(text)
    if doc is None:
        raise DeckFileError(None, "empty decklist")
    if not isinstance(doc, CommentedMap):
        raise DeckFileError(None, [DeckProblem(
            "a YAML decklist is a mapping with game:, name:, team:, missions: and deck:", 1)])
    parsed = ParsedDeck(doc=doc)
    for key in doc:
        _read_key(doc, key, parsed)
    return parsed


def _load(text: str) -> Any:
    text = text.lstrip("\ufeff")
    try:
        alias = first_alias_line(text)
        if alias is not None:
            raise DeckFileError(None, [DeckProblem(
                "YAML aliases (*name) are not allowed in a decklist", alias)])
        return _yaml().load(text)
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else None
        what = error.problem or error.context or "syntax error"
        raise DeckFileError(None, [DeckProblem(f"malformed YAML: {what}", line)]) from None
    except (YAMLError, ValueError, TypeError, RecursionError) as error:
        # ValueError: e.g. an integer with thousands of digits (Python refuses to parse it)
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise DeckFileError(None, f"malformed YAML: {message}") from None
    except (AttributeError, LookupError) as error:
        # ruamel's constructors fail this way on tags with odd values: `!!bool ""`,
        # `!!float ""`, `!!set a`.
        raise DeckFileError(None, f"malformed YAML: a tag ruamel cannot apply "
                                  f"({type(error).__name__})") from None


def _key_line(mapping: CommentedMap, key: Any) -> int | None:
    try:
        return int(mapping.lc.key(key)[0]) + 1
    except (AttributeError, KeyError, TypeError):
        return None


def _read_key(doc: CommentedMap, key: Any, parsed: ParsedDeck) -> None:
    line = _key_line(doc, key)
    value = doc[key]
    name = key.strip().lower() if isinstance(key, str) else None
    if name == "game":
        parsed.game = game_named(value)
        if parsed.game is None:
            parsed.problem(f"unknown game {quoted(value)} (stargate or trek)", line)
    elif name == "name":
        _read_name(value, line, parsed)
    elif name in _SECTION_KEYS:
        _read_section(value, _SECTION_KEYS[name], line, parsed)
    elif name not in _META_KEYS:
        parsed.problem(f"unknown section {quoted(key)} (team, missions, deck)", line)


def _read_name(value: Any, line: int | None, parsed: ParsedDeck) -> None:
    if value is None:
        return
    # A huge int is checked before str(): Python refuses to print over 4,300 digits.
    if isinstance(value, bool) or not isinstance(value, str | int | float) \
            or (isinstance(value, int) and value.bit_length() > 63) \
            or len(str(value)) > MAX_NAME_CHARS:
        parsed.problem(f"the deck's name must be a short text, not {quoted(value)}", line)
        return
    name = str(value).strip()  # a block scalar (`name: |`) ends with a line break
    problem = text_problem(name)
    if problem is not None:
        parsed.problem(f"the deck's name: {problem}", line)
        return
    parsed.name = name or None


def _read_section(value: Any, section: Section, line: int | None, parsed: ParsedDeck) -> None:
    if value is None:
        return
    if not isinstance(value, CommentedSeq):
        parsed.problem(f"section {section.value!r} must be a list of cards", line)
        return
    for index, item in enumerate(value):
        try:
            item_line: int | None = int(value.lc.item(index)[0]) + 1
        except (AttributeError, KeyError, TypeError):
            item_line = line
        entry = _read_entry(item, section, item_line, parsed)
        if entry is not None:
            parsed.entries.append(entry)


def _read_entry(item: Any, section: Section, line: int | None,
                parsed: ParsedDeck) -> RawEntry | None:
    if isinstance(item, str):
        return entry_from_text(item, section, line, parsed)
    if isinstance(item, CommentedMap):
        return _read_mapping_entry(item, section, line, parsed)
    parsed.problem(f"an entry is '3x Name' or {{card: Name, qty: 3}}, not {quoted(item)}",
                   line)
    return None


def _read_mapping_entry(item: CommentedMap, section: Section, line: int | None,
                        parsed: ParsedDeck) -> RawEntry | None:
    unknown = [quoted(k) for k in item if k not in _ENTRY_KEYS]
    if unknown:
        parsed.problem(f"unknown entry key(s) {', '.join(unknown)} (card, qty, id)", line)
        return None
    name = item.get("card", item.get("name"))
    card_id = item.get("id")
    if name is None and card_id is None:
        parsed.problem("entry without card: or id:", line)
        return None
    for what, value in (("card", name), ("id", card_id)):
        if value is not None and (not isinstance(value, str) or len(value) > MAX_NAME_CHARS):
            parsed.problem(f"{what}: must be a card name or id, not {quoted(value)}", line)
            return None
        problem = text_problem(value.strip()) if value is not None else None
        if problem is not None:
            parsed.problem(f"{what}: {problem}: {quoted(value)}", line)
            return None
    quantity = _mapping_quantity(item.get("qty", item.get("quantity", 1)))
    if isinstance(quantity, str):
        parsed.problem(quantity, line)
        return None
    return RawEntry(name=str(name if name is not None else card_id).strip(), quantity=quantity,
                    section=section, line=line,
                    card_id=str(card_id) if card_id is not None else None)


def _mapping_quantity(value: Any) -> int | str:
    if isinstance(value, bool) or not isinstance(value, int | str):
        return f"quantity must be a whole number, not {quoted(value)}"
    if isinstance(value, int) and value.bit_length() > 63:  # before str(): see _read_name
        return f"quantity {quoted(value)} is absurd (at most {MAX_QUANTITY})"
    return parse_quantity(str(value))


# --- writing ---------------------------------------------------------------------------


def write_yaml(deck: Deck, pinned: frozenset[str] = frozenset()) -> str:
    """The deck as YAML; a deck read from YAML keeps its comments and order. Cards whose
    id is in `pinned` (their name alone would read back as another card) are written
    as `{card: Name, qty: N, id: GUID}`."""
    doc = deck._yaml_doc
    if not isinstance(doc, CommentedMap):
        doc = CommentedMap()
        deck._yaml_doc = doc
    _update_doc(doc, deck, pinned)
    stream = io.StringIO()
    _yaml().dump(doc, stream)
    return stream.getvalue()


def _update_doc(doc: CommentedMap, deck: Deck, pinned: frozenset[str]) -> None:
    if doc.get("game") != deck.game.value:
        doc["game"] = deck.game.value
    if deck.name is not None:
        if doc.get("name") != deck.name:
            doc["name"] = deck.name
    elif "name" in doc:
        del doc["name"]
    keys = {section: section.value for section in Section}
    for key in list(doc):
        section = _SECTION_KEYS.get(str(key).strip().lower())
        if section is None:
            continue
        if section in SECTIONS[deck.game] and keys[section] == section.value:
            keys[section] = key  # keep the spelling the user chose
        else:
            del doc[key]  # a duplicate spelling, or a section this game does not have
    for section in SECTIONS[deck.game]:
        entries = deck.section(section)
        old = doc.get(keys[section])
        if not entries and old is None:
            continue
        seq = old if isinstance(old, CommentedSeq) else CommentedSeq()
        _update_seq(seq, entries, pinned)
        if seq is not old:
            doc[keys[section]] = seq


def _update_seq(seq: CommentedSeq, entries: list[DeckEntry], pinned: frozenset[str]) -> None:
    for index, entry in enumerate(entries):
        if index >= len(seq):
            seq.append(_item(entry, None, pinned))
        elif not _same(seq[index], entry, pinned):
            seq[index] = _item(entry, seq[index], pinned)
    while len(seq) > len(entries):
        del seq[len(seq) - 1]


def _same(item: Any, entry: DeckEntry, pinned: frozenset[str]) -> bool:
    """Whether an existing YAML item already says what the entry says."""
    if isinstance(item, str):
        quantity_text, name = split_entry(item)
        quantity, card_id = parse_quantity(quantity_text or "1"), None
    elif isinstance(item, CommentedMap):
        name = str(item.get("card", item.get("name", "")))
        quantity = _mapping_quantity(item.get("qty", item.get("quantity", 1)))
        card_id = item.get("id")
    else:
        return False
    names = {normalize_name(entry.name), normalize_name(entry_name(entry))}
    if card_id is not None and str(card_id).lower() != (entry.card_id or "").lower():
        return False
    if card_id is None and entry.card_id in pinned:
        return False
    return quantity == entry.quantity and normalize_name(name) in names


def _item(entry: DeckEntry, like: Any, pinned: frozenset[str]) -> Any:
    name = entry_name(entry)
    if isinstance(like, CommentedMap) or entry.card_id in pinned:
        item = CommentedMap(card=name, qty=entry.quantity)
        if entry.card_id is not None:
            item["id"] = entry.card_id
        if isinstance(like, CommentedMap) and not like.fa.flow_style():
            item.fa.set_block_style()
        else:
            item.fa.set_flow_style()
        return item
    return name if entry.quantity == 1 else format_entry(name, entry.quantity)
