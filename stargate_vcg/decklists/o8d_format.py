"""OCTGN `.o8d` decklists: `<deck game=...>` with sections Team, Mission Pile and Main,
each holding `<card qty="N" id="GUID">Title</card>`. Card ids are kept on a round trip.

The file is untrusted input: it is parsed with defusedxml, which refuses DTDs and
entity declarations (billion laughs, external entities) outright.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

from stargate_vcg.cards.names import text_problem
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import Deck, Game, Section
from stargate_vcg.decklists.raw import MAX_NAME_CHARS, ParsedDeck, RawEntry, parse_quantity, quoted
from stargate_vcg.errors import DeckFileError, DeckProblem

# The Stargate TCG plugin's game id (OCTGN definition.xml).
STARGATE_GAME_ID = "11ec1f21-7d4c-4bf0-9d72-df01c6c78911"

_SECTIONS: dict[str, Section] = {
    "team": Section.TEAM, "mission pile": Section.MISSIONS, "main": Section.DECK,
}
_NAMES = {Section.TEAM: "Team", Section.MISSIONS: "Mission Pile", Section.DECK: "Main"}
# OCTGN writes sections in this order.
_ORDER = (Section.DECK, Section.TEAM, Section.MISSIONS)


class _LineBuilder(ET.TreeBuilder):
    """A tree builder that remembers the line each element starts on."""

    def __init__(self) -> None:
        super().__init__()
        self.parser: Any = None
        self.lines: dict[int, int] = {}

    def start(self, tag: Any, attrs: Any) -> ET.Element:
        element = super().start(tag, attrs)
        expat = getattr(self.parser, "parser", None)
        if expat is not None:
            self.lines[id(element)] = int(expat.CurrentLineNumber)
        return element


def _parse_xml(text: str) -> tuple[ET.Element, dict[int, int]]:
    builder = _LineBuilder()
    parser = DefusedXMLParser(target=builder, forbid_dtd=True, forbid_entities=True,
                              forbid_external=True)
    builder.parser = parser
    try:
        # The declaration may name an encoding; the text is already decoded.
        parser.feed(text.lstrip("\ufeff"))
        root = parser.close()
    except DefusedXmlException as error:
        raise DeckFileError(None, f"XML refused: {type(error).__name__} "
                                  "(DTDs and entities are not allowed)") from None
    except ET.ParseError as error:
        line = error.position[0] if error.position else None
        raise DeckFileError(None, [DeckProblem(f"malformed XML: {error}", line)]) from None
    return root, builder.lines


def parse_o8d(text: str) -> ParsedDeck:
    """Parse an OCTGN deck; card ids are kept on the entries."""
    root, lines = _parse_xml(text)
    if root.tag != "deck":
        raise DeckFileError(None, [DeckProblem(
            f"not an OCTGN deck (root element {quoted(root.tag)})", lines.get(id(root)))])
    parsed = ParsedDeck(game=Game.STARGATE)
    game_id = root.get("game")
    if game_id is not None and game_id.lower() != STARGATE_GAME_ID:
        parsed.problem(f"deck for another OCTGN game ({game_id})", lines.get(id(root)))
    for element in root:
        line = lines.get(id(element))
        if element.tag == "section":
            _read_section(element, line, lines, parsed)
        elif element.tag == "notes":
            _read_notes(element, parsed)
        else:
            parsed.problem(f"unknown element {quoted(element.tag)}", line)
    return parsed


def _read_notes(element: ET.Element, parsed: ParsedDeck) -> None:
    # We write the deck's name as the notes; longer notes are someone's prose, not a name.
    notes = (element.text or "").strip()
    if notes and text_problem(notes) is None and len(notes) <= 200:
        parsed.name = notes


def _read_section(element: ET.Element, line: int | None, lines: dict[int, int],
                  parsed: ParsedDeck) -> None:
    name = (element.get("name") or "").strip()
    section = _SECTIONS.get(name.lower())
    if section is None:
        parsed.problem(f"unknown section {quoted(name)} (Team, Mission Pile, Main)", line)
        return
    for card in element:
        card_line = lines.get(id(card), line)
        if card.tag != "card":
            parsed.problem(f"unknown element {quoted(card.tag)} in section {quoted(name)}",
                           card_line)
            continue
        quantity = parse_quantity(card.get("qty", "1"))
        if isinstance(quantity, str):
            parsed.problem(quantity, card_line)
            continue
        title = (card.text or "").strip()
        card_id = (card.get("id") or "").strip() or None
        if not title and card_id is None:
            parsed.problem("card without a name or an id", card_line)
            continue
        if len(title) > MAX_NAME_CHARS or len(card_id or "") > MAX_NAME_CHARS:
            parsed.problem(f"card name or id too long: {quoted(title or card_id)}", card_line)
            continue
        problem = text_problem(title) or text_problem(card_id or "")
        if problem is not None:
            parsed.problem(f"{problem}: {quoted(title or card_id)}", card_line)
            continue
        parsed.entries.append(RawEntry(name=title or str(card_id), quantity=quantity,
                                       section=section, line=card_line, card_id=card_id))


def write_o8d(deck: Deck, pinned: frozenset[str] = frozenset()) -> str:
    """The deck as OCTGN writes it. Every card needs an id, so unknown cards are refused.
    (`pinned` is for the other writers: here every card has its id anyway.)"""
    if deck.game is not Game.STARGATE:
        raise DeckFileError(None, "OCTGN .o8d files hold only Stargate TCG decks")
    missing = [DeckProblem(f"unknown card {quoted(e.name)} has no OCTGN id", e.line)
               for e in deck.unknown()]
    # A lenient load (strict=False) keeps another game's card in a Stargate deck.
    missing += [DeckProblem(f"{quoted(e.name)} is not a Stargate TCG card", e.line)
                for s in _ORDER for e in deck.section(s)
                if e.card is not None and not isinstance(e.card, StargateCard)]
    if missing:
        raise DeckFileError(None, missing)
    root = ET.Element("deck", game=STARGATE_GAME_ID)
    for section in _ORDER:
        node = ET.SubElement(root, "section", name=_NAMES[section], shared="False")
        for entry in deck.section(section):
            card = entry.card
            assert isinstance(card, StargateCard)  # Stargate deck, unknowns refused above
            child = ET.SubElement(node, "card", qty=str(entry.quantity), id=card.id)
            child.text = card.title
    notes = ET.SubElement(root, "notes")
    notes.text = deck.name or ""
    ET.indent(root, space="  ")
    body = ET.tostring(root, encoding="unicode")
    return '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n' + body + "\n"
