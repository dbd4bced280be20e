"""Plain-text decklists the way players paste them.

    # game: stargate
    Team
    1x Teal'c (Enemy of the Goa'uld)
    ## Mission Pile (12)
    Free Captives
    Deck:
    // Hero
    3 Jack O'Neill (Fighting Chance)
    Serpent Guards x2

Headers name a section (Team, Missions/Mission Pile, Deck/Main); hero, villain and
card-type headers are sub-headers of the deck. `#` and `//` start comments, also at the
end of a line. Entries before any header are placed by card type after resolution.
"""

from __future__ import annotations

import re

from stargate_vcg.cards.names import normalize_name, text_problem
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import SECTIONS, Deck, DeckEntry, Section
from stargate_vcg.decklists.raw import (
    ParsedDeck,
    entry_from_text,
    format_entry,
    game_named,
    quoted,
)

# No decklist line is this long; refusing it keeps one garbage line from flooding errors.
MAX_LINE_CHARS = 500

_SECTION_WORDS: dict[str, Section] = {
    "team": Section.TEAM, "team characters": Section.TEAM, "starting team": Section.TEAM,
    "mission": Section.MISSIONS, "missions": Section.MISSIONS,
    "mission pile": Section.MISSIONS, "mission deck": Section.MISSIONS,
    "deck": Section.DECK, "main": Section.DECK, "main deck": Section.DECK,
    "draw deck": Section.DECK, "cards": Section.DECK,
}
# Sub-headers players write inside the draw deck; they only say "this is the deck".
_DECK_SUBHEADERS = frozenset({
    "hero", "heroes", "hero cards", "villain", "villains", "villain cards",
    "character", "characters", "support", "support characters", "gear", "gears",
    "event", "events", "obstacle", "obstacles", "adversary", "adversaries", "ship",
    "ships", "personaggi", "imprese", "equipaggiamenti",
})
_HEADER = re.compile(
    r"^(?P<mark>#+|//)?\s*(?P<word>[^\W\d_][\w ]*?)\s*(?:\(\s*\d+\s*\))?\s*"
    r"(?:(?P<colon>:)\s*(?:\d+)?)?\s*$"
)
_META = re.compile(r"^(?:#+|//)\s*(?P<key>game|name)\s*:\s*(?P<value>.*?)\s*$", re.I)
_TRAILING_COMMENT = re.compile(r"\s+(?:#|//)(?P<comment>.*)$")
# `3x Name  # id: GUID` pins one printing, as an .o8d id does.
_ID_COMMENT = re.compile(r"^\s*id\s*[:=]\s*(?P<id>[\w-]+)\s*$", re.I)
# Forum pastes put bullets before entries; "-1x" (no space) stays a negative quantity.
_BULLET = re.compile(r"^[-*•]\s+")


def parse_text(text: str) -> ParsedDeck:
    """Parse a pasted decklist; every bad line becomes a problem, not an exception."""
    parsed = ParsedDeck()
    section: Section | None = None
    for number, raw_line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw_line.strip()
        if not line:
            continue
        if len(line) > MAX_LINE_CHARS:
            parsed.problem(f"line too long for a decklist ({len(line)} characters)", number)
            continue
        if _read_meta(line, number, parsed):
            continue
        header = _HEADER.match(line)
        if header is not None:
            found = _header_section(header, number, parsed)
            if found is not None:
                section = found
                continue
            if header.group("mark") or header.group("colon"):
                continue  # a comment, or an unknown header already reported
        if line.startswith(("#", "//")):
            continue
        comment = _TRAILING_COMMENT.search(line)
        text_entry = _BULLET.sub("", line[:comment.start()] if comment else line)
        entry = entry_from_text(text_entry, section, number, parsed)
        if entry is not None:
            pinned = _ID_COMMENT.match(comment.group("comment")) if comment else None
            entry.card_id = pinned.group("id") if pinned else None
            parsed.entries.append(entry)
    return parsed


def _read_meta(line: str, number: int, parsed: ParsedDeck) -> bool:
    meta = _META.match(line)
    if meta is None:
        return False
    key, value = meta.group("key").lower(), meta.group("value")
    if key == "name":
        problem = text_problem(value)
        if problem is not None:
            parsed.problem(f"the deck's name: {problem}", number)
        else:
            parsed.name = value or None
    else:
        parsed.game = game_named(value)
        if parsed.game is None:
            parsed.problem(f"unknown game {quoted(value)} (stargate or trek)", number)
    return True


def _header_section(header: re.Match[str], number: int, parsed: ParsedDeck) -> Section | None:
    """The section a header line opens; None if the line is not a section header."""
    word = normalize_name(header.group("word"))
    if word in _SECTION_WORDS:
        return _SECTION_WORDS[word]
    if word in _DECK_SUBHEADERS:
        return Section.DECK
    # `Sideboard:` is a header we do not know; `# Sideboard` may just be a comment.
    if header.group("colon") and not header.group("mark"):
        parsed.problem(f"unknown section {quoted(header.group('word'))}", number)
    return None


_HEADINGS = {Section.TEAM: "Team", Section.MISSIONS: "Mission Pile", Section.DECK: "Deck"}


def write_text(deck: Deck, pinned: frozenset[str] = frozenset()) -> str:
    """The canonical text form: metadata comments, then one header per section. Cards
    whose id is in `pinned` (their name alone would read back as another card) get an
    `# id:` comment."""
    lines = [f"# game: {deck.game.value}"]
    if deck.name:
        lines.append(f"# name: {' '.join(deck.name.split())}")  # one line, whatever it held
    for section in SECTIONS[deck.game]:
        entries = deck.section(section)
        lines += ["", f"{_HEADINGS[section]} ({deck.count(section)})"]
        lines += [_line(e, pinned) for e in entries]
    return "\n".join(lines) + "\n"


def _line(entry: DeckEntry, pinned: frozenset[str]) -> str:
    text = format_entry(entry_name(entry), entry.quantity)
    return f"{text}  # id: {entry.card_id}" if entry.card_id in pinned else text


def entry_name(entry: DeckEntry) -> str:
    """The most precise printable name of an entry: the card's full name if known."""
    if entry.card is None:
        return entry.name
    return entry.card.name if isinstance(entry.card, StargateCard) else entry.card.title
