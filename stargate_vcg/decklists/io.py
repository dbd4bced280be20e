"""`load_deck` and `save_deck`: formats, game detection, resolution, atomic writes."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

from stargate_vcg.cards.database import CardDatabase
from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.trek import TrekCard
from stargate_vcg.decklists.model import SECTIONS, Deck, DeckEntry, Game, Section
from stargate_vcg.decklists.o8d_format import parse_o8d, write_o8d
from stargate_vcg.decklists.raw import ParsedDeck, RawEntry, quoted
from stargate_vcg.decklists.resolve import Resolver, StargateResolver, TrekResolver, resolve_entries
from stargate_vcg.decklists.source import decode, looks_like_path, read_source
from stargate_vcg.decklists.text_format import entry_name, parse_text, write_text
from stargate_vcg.decklists.yaml_format import parse_yaml, write_yaml
from stargate_vcg.errors import CardDataError, DeckFileError, DeckProblem, StargateVcgError
from stargate_vcg.files import TEMP_SUFFIX, remove_stale_temps, temp_prefix

FORMATS: tuple[str, ...] = ("yaml", "text", "o8d")
_ALIASES = {"yaml": "yaml", "yml": "yaml", "text": "text", "txt": "text", "dek": "text",
            "o8d": "o8d", "octgn": "o8d"}
_EXTENSIONS = {".yaml": "yaml", ".yml": "yaml", ".txt": "text", ".dek": "text",
               ".text": "text", ".o8d": "o8d"}
_PARSERS: dict[str, Callable[[str], ParsedDeck]] = {
    "yaml": parse_yaml, "text": parse_text, "o8d": parse_o8d,
}
_WRITERS: dict[str, Callable[[Deck, frozenset[str]], str]] = {
    "yaml": write_yaml, "text": write_text, "o8d": write_o8d,
}
_YAML_GAME = re.compile(r"^game\s*:", re.M)
_YAML_SECTION = re.compile(r"^(team|missions|deck)\s*:\s*(#.*)?$", re.M)
_YAML_ITEM = re.compile(r"^\s*-\s", re.M)
# A file of garbage has a problem on every line; a few dozen say enough on one line.
MAX_PROBLEMS = 30


def load_deck(path_or_text: Path | str, format: str | None = None, *,
              cards: CardDatabase | None = None, trek_overlay: Path | None = None,
              strict: bool = True, cards_path: Path | None = None,
              game: Game | None = None) -> Deck:
    """Read a decklist from a file or from text, in any format, for either game.

    A str naming an existing file is read as that file; any other str is the decklist
    itself. Every problem in the file is reported at once in one DeckFileError; with
    strict=False unknown card names are kept as entries with card=None and suggestions.
    For Stargate decks `cards=None` loads the card database the usual way (from
    `cards_path` if given); a Trek deck never needs the Stargate data.

    `game` forces the game of a file that does not say it (a plain text list is then
    not guessed from its names); a file that names the other game (YAML `game:`, a
    text `# game:` line, an .o8d, which is always Stargate) is refused.
    """
    source, text = _source(path_or_text)
    fmt = _format(format, source, text)
    try:
        parsed = _PARSERS[fmt](text)
    except DeckFileError as error:
        raise DeckFileError(source, error.problems) from None
    if not parsed.entries and not parsed.problems:
        raise DeckFileError(source, "no cards in the decklist")
    game = _game(parsed, game, source, trek_overlay)
    problems = list(parsed.problems)
    try:
        resolver = _resolver(game, cards, trek_overlay, cards_path)
    except CardDataError:
        if problems:  # the file's own problems come first: they need no card data
            raise DeckFileError(source, _capped(problems)) from None
        raise
    sections = resolve_entries(parsed.entries, game, resolver, strict, problems)
    if problems:
        raise DeckFileError(source, _capped(problems))
    deck = Deck(game=game, name=parsed.name, sections=sections, source=source, format=fmt)
    deck._yaml_doc = parsed.doc
    return deck


def _game(parsed: ParsedDeck, wanted: Game | None, source: Path | None,
          trek_overlay: Path | None) -> Game:
    if wanted is None:
        return parsed.game or _guess_game(parsed, trek_overlay)
    wanted = Game(wanted)  # also takes the plain strings "stargate" and "trek"
    if parsed.game is not None and parsed.game is not wanted:
        raise DeckFileError(source, f"the file is a {parsed.game.value} decklist, "
                                    f"not {wanted.value}")
    return wanted


def _capped(problems: list[DeckProblem]) -> list[DeckProblem]:
    problems = sorted(problems, key=lambda p: p.line or 0)
    if len(problems) <= MAX_PROBLEMS:
        return problems
    more = len(problems) - MAX_PROBLEMS
    return [*problems[:MAX_PROBLEMS], DeckProblem(f"... and {more} more problems")]


def save_deck(deck: Deck, path: Path | str, format: str | None = None,
              force: bool = False, *, cards: CardDatabase | None = None) -> None:
    """Write a deck atomically. An existing file is replaced only with force=True;
    on any error nothing is written.

    With `cards`, a Stargate card whose name alone would read back as another card (a
    name the data gives to two different cards) is written with its id.
    """
    path = Path(path)
    fmt = _format(format, path, None)
    if path.is_dir():
        raise DeckFileError(path, "is a folder")
    # The deck replaces the target by a rename: never do that to a device or a pipe.
    if path.exists() and not path.is_file():
        raise DeckFileError(path, "exists and is not a regular file")
    if path.exists() and not force:
        raise DeckFileError(path, "already exists (use --force / force=True to replace it)")
    try:
        text = _WRITERS[fmt](deck, _pinned(deck, cards))
        _check_reads_back(deck, fmt, text)
    except DeckFileError as error:
        raise DeckFileError(path, error.problems) from None
    _atomic_write(path, text, force)


def _check_reads_back(deck: Deck, fmt: str, text: str) -> None:
    """Refuse to write what our own reader would not take back as the same deck (a name
    with `#` in a text list, a control character in a library user's Deck)."""
    try:
        parsed = _PARSERS[fmt](decode(text.encode("utf-8")))
    except UnicodeEncodeError as error:
        raise DeckFileError(None, f"cannot be written as {fmt}: {error.reason}") from None
    except DeckFileError as error:
        raise DeckFileError(None, f"cannot be written as {fmt}, it would not read back: "
                                  f"{error.problems[0]}") from None
    if parsed.problems:
        raise DeckFileError(None, f"cannot be written as {fmt}, it would not read back: "
                                  f"{parsed.problems[0]}")
    if _spaced(parsed.name) != _spaced(deck.name):
        raise DeckFileError(None, f"the deck's name {quoted(deck.name)} cannot be written "
                                  f"as {fmt} (it would read back differently)")
    order = SECTIONS[deck.game]
    written = [(section, entry) for section in order for entry in deck.section(section)]
    read = sorted(parsed.entries, key=lambda raw: order.index(raw.section)
                  if raw.section in order else -1)
    for index, (section, entry) in enumerate(written):
        back = read[index] if index < len(read) else None
        if back is None or back.section is not section or not _same_entry(entry, back, fmt):
            raise DeckFileError(None, f"{quoted(entry_name(entry))} cannot be written as "
                                      f"{fmt} (it would read back differently)")
    if len(read) != len(written):
        raise DeckFileError(None, f"cannot be written as {fmt} (it would read back with "
                                  f"{len(read)} entries instead of {len(written)})")


def _spaced(name: str | None) -> str | None:
    return " ".join(name.split()) or None if name is not None else None


def _same_entry(entry: DeckEntry, back: RawEntry, fmt: str) -> bool:
    if back.quantity != entry.quantity:
        return False
    if fmt == "o8d":
        return (back.card_id or "").lower() == (entry.card_id or "").lower()
    return normalize_name(back.name) in {normalize_name(entry.name),
                                         normalize_name(entry_name(entry))} \
        or (back.card_id is not None and back.card_id.lower() == (entry.card_id or "").lower())


def _pinned(deck: Deck, cards: CardDatabase | None) -> frozenset[str]:
    """Ids of the cards that the name-only formats must write with their id."""
    if cards is None or deck.game is not Game.STARGATE:
        return frozenset()
    resolver = StargateResolver(cards)
    pinned = set()
    for section, entries in deck.sections.items():
        for entry in entries:
            if entry.card is None:
                continue
            raw = RawEntry(name=entry_name(entry), quantity=1, section=section, line=None)
            if resolver.resolve(raw).card != entry.card:
                pinned.add(entry.card.id)
    return frozenset(pinned)


def _source(path_or_text: Path | str) -> tuple[Path | None, str]:
    if isinstance(path_or_text, Path):
        return path_or_text, read_source(path_or_text)
    if looks_like_path(path_or_text, _EXTENSIONS):
        path = Path(path_or_text)
        return path, read_source(path)
    return None, decode(path_or_text.encode("utf-8", "surrogatepass"))


def _format(format: str | None, path: Path | None, text: str | None) -> str:
    if format is not None:
        fmt = _ALIASES.get(format.strip().lower())
        if fmt is None:
            raise DeckFileError(path, f"unknown decklist format {format!r} "
                                      f"(one of {', '.join(FORMATS)})")
        return fmt
    if path is not None and path.suffix.lower() in _EXTENSIONS:
        return _EXTENSIONS[path.suffix.lower()]
    if text is None:
        raise DeckFileError(path, "cannot tell the format from the file name "
                                  "(use .yaml, .txt or .o8d, or give the format: "
                                  f"{', '.join(FORMATS)})")
    return sniff_format(text)


def sniff_format(text: str) -> str:
    """Guess the format of a decklist from its content."""
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        return "o8d"
    if _YAML_GAME.search(text) or (_YAML_SECTION.search(text) and _YAML_ITEM.search(text)):
        return "yaml"
    return "text"


def _guess_game(parsed: ParsedDeck, trek_overlay: Path | None) -> Game:
    """A file that does not say its game: Stargate, unless most names are Trek cards."""
    if any(e.section in (Section.TEAM, Section.MISSIONS) for e in parsed.entries):
        return Game.STARGATE
    trek = _trek_cards(trek_overlay)
    matches = sum(1 for e in parsed.entries if normalize_name(e.name) in trek)
    return Game.TREK if matches * 2 > len(parsed.entries) else Game.STARGATE


@cache
def _trek_cards(trek_overlay: Path | None) -> Mapping[str, TrekCard]:
    """Trek cards by normalized name, or none if the Trek card list cannot be loaded
    (not needed then)."""
    try:
        from stargate_vcg.cards.trek_db import load_trek_cards
        cards = load_trek_cards(trek_overlay)
    except (ImportError, StargateVcgError, OSError):
        return MappingProxyType({})
    by_name: dict[str, TrekCard] = {}
    for card in cards:
        by_name.setdefault(normalize_name(card.name), card)
    return MappingProxyType(by_name)


def _resolver(game: Game, cards: CardDatabase | None, trek_overlay: Path | None,
              cards_path: Path | None) -> Resolver:
    if game is Game.TREK:
        from stargate_vcg.cards.trek_db import load_trek_cards
        return TrekResolver(load_trek_cards(trek_overlay))
    if cards is None:
        from stargate_vcg.cards.sources import load_card_database
        cards = load_card_database(cards_path)
    return StargateResolver(cards, lambda: _trek_cards(trek_overlay))


def _atomic_write(path: Path, text: str, force: bool) -> None:
    """Write to a temporary file in the same folder, then move it into place, so that a
    reader never sees half a file and a failure leaves nothing behind (a killed run's
    temporary file is removed by the next run writing there)."""
    remove_stale_temps(path.parent)
    try:
        fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=temp_prefix(path),
                                        suffix=TEMP_SUFFIX)
    except FileNotFoundError:
        raise DeckFileError(path, "folder does not exist") from None
    except OSError as error:
        raise DeckFileError(path, f"cannot write: {error.strerror or error}") from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        mode = stat.S_IMODE(path.stat().st_mode) if path.exists() else 0o644
        os.chmod(tmp, mode)
        _move(tmp, path, force)
    except OSError as error:  # a full disk, a quota: say which file could not be written
        raise DeckFileError(path, f"cannot write: {error.strerror or error}") from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def _move(tmp: Path, path: Path, force: bool) -> None:
    if force:
        os.replace(tmp, path)
        return
    # A hard link fails if the target appeared meanwhile: no-clobber without a race.
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise DeckFileError(path, "already exists (use --force / force=True to replace it)"
                            ) from None
    except OSError:  # file systems without hard links
        if path.exists():
            raise DeckFileError(path, "already exists") from None
        os.replace(tmp, path)


__all__ = ["FORMATS", "DeckProblem", "load_deck", "save_deck", "sniff_format"]
