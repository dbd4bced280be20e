"""Importer for the community OCTGN plugin's `set.xml` files (Stargate TCG game id below).

The XML is untrusted input: it is parsed with defusedxml and any DTD or entity declaration
is refused. Values that cannot be mapped onto `StargateCard` go into an `ImportReport`
instead of being dropped silently.
"""

from __future__ import annotations

import difflib
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import defusedxml
from defusedxml.ElementTree import DefusedXMLParser

from stargate_vcg.cards.cache import MAX_SET_FILE_BYTES
from stargate_vcg.cards.stargate import (
    Allegiance,
    CardType,
    Glyph,
    Keywords,
    Skill,
    StargateCard,
)
from stargate_vcg.errors import CardDataError
from stargate_vcg.files import FileRefused, read_bounded

GAME_ID = "11ec1f21-7d4c-4bf0-9d72-df01c6c78911"
# A set file nests set > cards > card > property > rich text (<b>, <i>, <s>): a few
# levels. Deeper XML is not card data, and would overflow the recursive text reader.
MAX_XML_DEPTH = 32
# Card numbers are small (costs, skills, set numbers); a long run of digits is garbage
# and Python refuses to convert more than 4,300 digits at all.
MAX_NUMBER_DIGITS = 9

# Symbol ids from the plugin's definition.xml <symbols>.
SYMBOLS: dict[str, str] = {
    "sci": "Science", "cul": "Culture", "ing": "Ingenuity", "com": "Combat",
    "o": "Orion", "g": "Gemini", "t": "Triangulum", "p": "Pisces", "s": "Scorpius",
    "l": "Libra", "a": "Origin",
}
_GLYPH_BY_SYMBOL: dict[str, Glyph] = {
    "o": Glyph.ORION, "g": Glyph.GEMINI, "t": Glyph.TRIANGULUM, "p": Glyph.PISCES,
    "s": Glyph.SCORPIUS, "l": Glyph.LIBRA, "a": Glyph.ORIGIN,
}
_SKILL_PROPS: dict[str, Skill] = {s.value: s for s in Skill}
_INT_PROPS = ("cost", "experience", "firepower", "revive", "number")
_KNOWN_PROPS = frozenset({"subtitle", "type", "allegiance", "affiliation", "glyph", "text",
                          "rarity", *_INT_PROPS, *_SKILL_PROPS})
# Card attributes that carry nothing beyond what the properties say.
_KNOWN_CARD_ATTRS = frozenset({"name", "id", "size"})

_TYPE_ALIASES: dict[str, CardType] = {
    **{t.value: t for t in CardType},
    "team": CardType.TEAM_CHARACTER,
    "support": CardType.SUPPORT_CHARACTER,
    "character": CardType.SUPPORT_CHARACTER,
}
_SPACES = re.compile(r"\s+")
_INT_TEXT = re.compile(r"^[+]?(-?\d+)(?:\.0+)?$")


@dataclass(frozen=True)
class Unmapped:
    """One value the importer could not map (or had to guess), with where it was."""

    file: str
    card: str
    card_id: str
    property: str
    value: str
    reason: str

    def __str__(self) -> str:
        return (f"{self.file}: {self.card} [{self.card_id}] {self.property}={self.value!r}: "
                f"{self.reason}")


@dataclass
class ImportReport:
    """What an import read, and everything it could not map."""

    files: list[str] = field(default_factory=list)
    cards: int = 0
    unmapped: list[Unmapped] = field(default_factory=list)
    skipped_cards: int = 0

    def add(self, item: Unmapped) -> None:
        self.unmapped.append(item)

    @property
    def clean(self) -> bool:
        return not self.unmapped

    def summary(self) -> str:
        head = f"{self.cards} cards from {len(self.files)} set files"
        if self.skipped_cards:
            head += f", {self.skipped_cards} cards skipped"
        if not self.unmapped:
            return head + "; every property mapped."
        return head + f"; {len(self.unmapped)} values not mapped or only guessed."

    def to_dict(self) -> dict[str, Any]:
        return {"files": self.files, "cards": self.cards, "skipped_cards": self.skipped_cards,
                "unmapped": [vars(u) for u in self.unmapped]}


def clean_spaces(value: str) -> str:
    return _SPACES.sub(" ", value).strip()


def parse_int(value: str) -> int | None:
    """An integer as fan sets write them: ` 3 `, `+2`, `3.0`, full-width digits.
    Raises ValueError for a number with more than MAX_NUMBER_DIGITS digits."""
    match = _INT_TEXT.match(clean_spaces(value).replace(" ", ""))
    if match is None:
        return None
    digits = match.group(1).lstrip("-")
    if len(digits.lstrip("0")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number of {len(digits)} digits")
    return int(match.group(1))


def rich_text(element: ET.Element) -> str:
    """Plain text of an OCTGN rich-text property: <b>/<i> dropped, <s> symbols named."""
    parts: list[str] = [element.text or ""]
    for child in element:
        if child.tag == "s":
            inner = "".join(child.itertext()).strip()
            parts.append(inner or SYMBOLS.get(child.get("value", ""), child.get("value", "")))
        else:
            parts.append(rich_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def plain_text(element: ET.Element) -> str:
    text = rich_text(element).replace("\r\n", "\n").replace("\r", "\n")
    lines = (clean_spaces(line) for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


# --- keywords (English rulebook glossary: blockade, dominion, promotion token, withdraw;
# "Ship Battle" for Victory) -------------------------------------------------------------

# A card has dominion / withdraw N itself when the keyword opens a line of its text
# (`Dominion. Withdraw 1.`); "this obstacle gets dominion while ..." is conditional.
_LEADING_KEYWORDS = re.compile(
    r"^(?:(?:dominion|withdraw\s+\d+|(?:[\w']+ ){1,3}vassal|outlaw)\s*\.?\s*)+", re.IGNORECASE)
_WITHDRAW = re.compile(r"withdraw\s+(\d+)", re.IGNORECASE)
_VICTORY = re.compile(r"(?:^|[\s\"(])victory:", re.IGNORECASE)
_BLOCKADE = re.compile(r"\bblockade (?:a|that|the|one) mission", re.IGNORECASE)
_PROMOTION = re.compile(r"\bplaces? an? promotion token", re.IGNORECASE)


def keywords_from_text(text: str) -> Keywords:
    withdraw: int | None = None
    dominion = False
    for line in text.split("\n"):
        lead = _LEADING_KEYWORDS.match(line.strip())
        if lead is None:
            continue
        head = lead.group(0)
        dominion = dominion or "dominion" in head.lower()
        found = _WITHDRAW.search(head)
        if found is not None and withdraw is None:
            withdraw = int(found.group(1))
    return Keywords(
        victory=_VICTORY.search(text) is not None,
        withdraw=withdraw,
        blockade=_BLOCKADE.search(text) is not None,
        dominion=dominion,
        promotion_token=_PROMOTION.search(text) is not None,
    )


# --- XML -------------------------------------------------------------------------------


def parse_xml(data: bytes, path: Path) -> ET.Element:
    """Parse untrusted XML; every failure is one CardDataError naming the file."""
    if not data.strip():
        raise CardDataError("empty file, expected an OCTGN set.xml", path)
    builder = _DepthLimited(path)
    parser = DefusedXMLParser(target=builder, forbid_dtd=True, forbid_entities=True,
                              forbid_external=True)
    try:
        parser.feed(data)
        root: ET.Element = parser.close()
    except defusedxml.DefusedXmlException as error:
        raise CardDataError(f"refused XML: {type(error).__name__} (DTD and entity "
                            "declarations are not allowed in card data)", path) from None
    except ET.ParseError as error:
        line = error.position[0] if error.position else None
        raise CardDataError(f"malformed XML: {error.msg if hasattr(error, 'msg') else error}",
                            path, line) from None
    except (ValueError, LookupError) as error:  # LookupError: an unknown encoding
        raise CardDataError(f"unreadable XML: {error}", path) from None
    return root


class _DepthLimited(ET.TreeBuilder):
    """Builds the tree, refusing XML nested deeper than MAX_XML_DEPTH as it is read."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.depth = 0

    def start(self, tag: Any, attrs: Any) -> ET.Element:
        self.depth += 1
        if self.depth > MAX_XML_DEPTH:
            raise CardDataError(f"XML nested deeper than {MAX_XML_DEPTH} levels; not card "
                                "data", self.path)
        return super().start(tag, attrs)

    def end(self, tag: Any) -> ET.Element:
        self.depth -= 1
        return super().end(tag)


@dataclass
class _CardReader:
    """Reads one <card>, reporting whatever does not map."""

    path: Path
    set_name: str
    set_id: str
    report: ImportReport
    name: str = ""
    card_id: str = ""

    def unmapped(self, prop: str, value: str, reason: str) -> None:
        self.report.add(Unmapped(str(self.path), self.name, self.card_id, prop, value, reason))

    def read(self, element: ET.Element) -> StargateCard | None:
        self.name = clean_spaces(element.get("name", ""))
        self.card_id = clean_spaces(element.get("id", ""))
        for attr, value in element.attrib.items():
            if attr not in _KNOWN_CARD_ATTRS:
                self.unmapped(f"@{attr}", value, "unknown card attribute")
        if not self.name or not self.card_id:
            self.unmapped("@name/@id", self.name or self.card_id, "card without name or id")
            return None
        props = self._properties(element)
        card_type = self._card_type(props.pop("type", None))
        if card_type is None:
            return None
        fields = self._fields(props, card_type)
        return StargateCard(id=self.card_id, title=self.name, type=card_type,
                            set_name=self.set_name, set_id=self.set_id, **fields)

    def _properties(self, element: ET.Element) -> dict[str, ET.Element]:
        props: dict[str, ET.Element] = {}
        for child in element:
            if child.tag != "property":
                self.unmapped(f"<{child.tag}>", (child.get("name") or ""), "unknown element")
                continue
            key = clean_spaces(child.get("name", "")).casefold()
            if key not in _KNOWN_PROPS:
                self.unmapped(child.get("name", ""), _value(child), "unknown property")
            elif key in props:
                self.unmapped(child.get("name", ""), _value(child), "property given twice")
            else:
                props[key] = child
        return props

    def _card_type(self, element: ET.Element | None) -> CardType | None:
        raw = _value(element) if element is not None else ""
        key = clean_spaces(raw).casefold()
        found = _TYPE_ALIASES.get(key) or _TYPE_ALIASES.get(key.rstrip("s"))
        if found is None and key:
            close = difflib.get_close_matches(key, list(_TYPE_ALIASES), n=1, cutoff=0.8)
            if close:
                found = _TYPE_ALIASES[close[0]]
                self.unmapped("Type", raw, f"read as {found.value!r} (typo)")
        if found is None:
            self.unmapped("Type", raw, "unknown card type; card skipped")
            self.report.skipped_cards += 1
        return found

    def _fields(self, props: dict[str, ET.Element], card_type: CardType) -> dict[str, Any]:
        fields: dict[str, Any] = {}
        for key, element in props.items():
            value = _value(element)
            if key == "subtitle":
                fields["subtitle"] = clean_spaces(value) or None
            elif key == "allegiance":
                fields["allegiance"] = self._allegiance(value, card_type)
            elif key == "affiliation":
                fields["traits"] = tuple(dict.fromkeys(value.split()))
            elif key == "glyph":
                fields["glyph"] = self._glyph(element)
            elif key == "text":
                fields["text"] = plain_text(element)
                fields["keywords"] = keywords_from_text(fields["text"])
            elif key == "rarity":
                fields["rarity"] = clean_spaces(value).upper() or None
            elif key in _SKILL_PROPS:
                self._int_into(fields.setdefault("skills", {}), _SKILL_PROPS[key], key, value)
            else:
                self._int_into(fields, key, key, value)
        if card_type is CardType.MISSION:
            self._mission_fixups(fields)
        return fields

    def _int_into(self, target: dict[Any, Any], slot: Any, prop: str, value: str) -> None:
        if not value.strip():
            return  # an empty value is an absent one, not 0
        try:
            number = parse_int(value)
        except ValueError as error:
            raise CardDataError(f"card {self.name!r} [{self.card_id}] {prop.title()}: "
                                f"{error}, not a card's number", self.path) from None
        if number is None:
            self.unmapped(prop.title(), value, "not an integer")
        else:
            target[slot] = number

    def _allegiance(self, value: str, card_type: CardType) -> Allegiance | None:
        if card_type is CardType.MISSION:
            return None  # missions are neither hero nor villain, whatever the data says
        key = clean_spaces(value).casefold()
        try:
            return Allegiance(key)
        except ValueError:
            close = difflib.get_close_matches(key, [a.value for a in Allegiance], 1, 0.75)
            if close:
                self.unmapped("Allegiance", value, f"read as {close[0]!r} (typo)")
                return Allegiance(close[0])
            if key:
                self.unmapped("Allegiance", value, "unknown allegiance")
            return None

    def _glyph(self, element: ET.Element) -> Glyph | None:
        """`<s value="p">Pisces</s>` as the plugin writes it, or a plain `value="Pisces"`
        / `value="p"` as hand-made sets might."""
        symbol = element.find("s")
        letter = symbol.get("value", "") if symbol is not None else element.get("value", "")
        if letter.strip().lower() in _GLYPH_BY_SYMBOL:
            return _GLYPH_BY_SYMBOL[letter.strip().lower()]
        name = clean_spaces(_value(element) if symbol is None else rich_text(element))
        try:
            return Glyph(name.casefold()) if name else None
        except ValueError:
            self.unmapped("Glyph", name, "unknown glyph")
            return None

    def _mission_fixups(self, fields: dict[str, Any]) -> None:
        fields["allegiance"] = None
        cost = fields.pop("cost", None)
        if cost:  # missions have no cost; the plugin writes 0 on some of them
            self.unmapped("Cost", str(cost), "missions have no cost; ignored")


def _value(element: ET.Element) -> str:
    value = element.get("value")
    return value if value is not None else "".join(element.itertext())


def parse_set_root(root: ET.Element, path: Path, report: ImportReport) -> list[StargateCard]:
    if root.tag != "set":
        raise CardDataError(f"not an OCTGN set file (root element <{root.tag}>)", path)
    game_id = root.get("gameId", GAME_ID).strip().lower()
    if game_id != GAME_ID:
        raise CardDataError(f"not a Stargate TCG set (gameId {game_id})", path)
    reader = _CardReader(path, clean_spaces(root.get("name", path.parent.name)),
                         root.get("id", "").strip(), report)
    cards: list[StargateCard] = []
    for element in root.iter("card"):
        card = reader.read(element)
        if card is not None:
            cards.append(card)
    return cards


def read_set_file(path: Path, report: ImportReport | None = None) -> list[StargateCard]:
    """Every card of one set.xml. Raises CardDataError (one line, naming the file)."""
    report = report if report is not None else ImportReport()
    try:
        data = read_bounded(path, MAX_SET_FILE_BYTES, "set.xml file")
    except FileRefused as error:
        raise CardDataError(str(error), path) from None
    cards = parse_set_root(parse_xml(data, path), path, report)
    report.files.append(str(path))
    return cards


def import_sets(paths: Iterable[Path]) -> tuple[list[StargateCard], ImportReport]:
    """All cards of several set files. The same id twice keeps the first and reports it."""
    report = ImportReport()
    cards: dict[str, StargateCard] = {}
    for path in paths:
        for card in read_set_file(path, report):
            key = card.id.lower()
            if key in cards:
                report.add(Unmapped(str(path), card.name, card.id, "@id", card.id,
                                    f"id already used in set {cards[key].set_name!r}; skipped"))
                report.skipped_cards += 1
                continue
            cards[key] = card
    report.cards = len(cards)
    return list(cards.values()), report
