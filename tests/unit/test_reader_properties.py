"""Every reader, fed generated hostile input (issue 14): it returns a value or raises one
`StargateVcgError` whose message is one printable line; never another exception. Each
example has a time bound (hypothesis' deadline) and the module runs under a memory bound
(RLIMIT_AS: an unbounded read or expansion is a MemoryError, which fails the test).

Also: any name a reader accepts is written so that the same reader takes it back, in
every format, or the write is refused and nothing is written."""

from __future__ import annotations

import io
import re
import resource
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from factories import ALL_CARDS, fixture_db, sg_card
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ruamel.yaml import YAML

from stargate_vcg.cards import CardDatabase, CardType
from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.octgn import read_set_file
from stargate_vcg.cards.trek_db import load_trek_cards
from stargate_vcg.decklists.io import load_deck, save_deck
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.errors import DeckFileError, StargateVcgError

GAME_ID = "11ec1f21-7d4c-4bf0-9d72-df01c6c78911"
# Room above what the suite already uses; a reader that expands input without bound
# (an alias bomb, /dev/zero) hits it within a second.
MEMORY_HEADROOM = 1 << 30

CHECKED = settings(max_examples=100, deadline=3000,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _address_space() -> int:
    """This process's virtual size (Linux, where RLIMIT_AS is enforced; CI runs there)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    raise AssertionError("no VmSize in /proc/self/status")


@pytest.fixture(scope="module", autouse=True)
def _memory_bound() -> Iterator[None]:
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    bound = _address_space() + MEMORY_HEADROOM
    if hard != resource.RLIM_INFINITY:
        bound = min(bound, hard)
    resource.setrlimit(resource.RLIMIT_AS, (bound, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def _value_or_one_line(read: Callable[[], object]) -> None:
    try:
        read()
    except StargateVcgError as error:
        message = str(error)
        assert "\n" not in message and "\r" not in message, message
        message.encode("utf-8")  # printable on a UTF-8 stderr: no lone surrogates


def _joined(pieces: list[str]) -> st.SearchStrategy[str]:
    piece = st.one_of(st.sampled_from(pieces), st.text(max_size=12))
    glue = st.sampled_from(["", " ", "\n", "\n  ", "\n    ", ": ", ", "])
    return st.lists(st.tuples(piece, glue), max_size=30).map(
        lambda parts: "".join(p + g for p, g in parts))


_BIG = "9" * 5000
YAML_PIECES = [
    "game: stargate", "game: trek", "name:", "team:", "missions:", "deck:", "- ", "  - ",
    "{card: ", "qty: ", "id: ", "}", "[", "]", "Fixture Medic", "3x ", "Kirk", "cards:",
    "  - id: kirk", "    value: ", "categories: {tattica: ", "effect: {kind: draw}",
    "!!set", "!!bool", "!!float", "!!int", "!!binary", "!!omap", "!!str", "!!timestamp",
    "!!python/object:os.system", "!foo", "&a", "*a", "<<: *a", "&b [*a, *a, *a]", '""',
    f"0x{'f' * 5000}", _BIG, '"\\ud800"', '"\\0"', '"\\x07"', "|", ">-", "? ", "---",
    "...", "%YAML 1.1", "%TAG ! tag:x,2000:", "\t", "# c", "'", '"', "\\", "\ufeff",
]
TEXT_PIECES = [
    "# game: stargate", "# game: trek", "# name: x", "Team", "Mission Pile (12)", "Deck:",
    "// Hero", "3x ", "x3", " x 2", "Fixture Medic", "Kirk", "# id: abc", "- ", "•",
    _BIG, "-1x", "0x", "2.5 ", "\x00", "\x0b", "\x85", "\u2028", "\ufeff", "#" * 600,
]
XML_PIECES = [
    f'<deck game="{GAME_ID}">', "</deck>", '<section name="Main">', '<section name="Team">',
    "</section>", '<card qty="3" id="x">', '<card qty="99999999999999">', "</card>",
    "<notes>", "</notes>", "Fixture Medic", "&#x85;", "&#0;", "&#xD800;", "&amp;", "&a;",
    '<!DOCTYPE d [<!ENTITY a "b">]>', '<?xml version="1.0" encoding="x-nonsense"?>',
    '<?xml version="1.0" encoding="utf-16"?>', "<b>" * 50, "<![CDATA[", "]]>",
    f'<set gameId="{GAME_ID}">', "</set>", "<cards>", "</cards>", '<card name="a" id="b">',
    '<property name="Type" value="event"/>', f'<property name="Cost" value="{_BIG}"/>',
    '<property name="Text">', "</property>", '<s value="p">', "</s>",
]


def test_the_memory_bound_holds() -> None:
    """What makes a runaway reader fail here instead of exhausting the machine."""
    with pytest.raises(MemoryError):
        bytearray(2 * MEMORY_HEADROOM)


@CHECKED
@given(text=_joined(YAML_PIECES))
def test_yaml_decklists(text: str) -> None:
    _value_or_one_line(lambda: load_deck(text, format="yaml", cards=fixture_db(),
                                         strict=False))


@CHECKED
@given(text=_joined(TEXT_PIECES))
def test_text_decklists(text: str) -> None:
    _value_or_one_line(lambda: load_deck(text, format="text", cards=fixture_db(),
                                         strict=False))


@CHECKED
@given(text=_joined(XML_PIECES))
def test_o8d_decklists(text: str) -> None:
    _value_or_one_line(lambda: load_deck(text, format="o8d", cards=fixture_db(),
                                         strict=False))


@CHECKED
@given(data=st.one_of(st.binary(max_size=200), _joined(TEXT_PIECES + YAML_PIECES).map(
    lambda text: text.encode("utf-8", "surrogatepass"))),
    suffix=st.sampled_from([".yaml", ".txt", ".o8d", ".deck"]))
def test_decklist_files_of_any_bytes(folder: Path, data: bytes, suffix: str) -> None:
    path = folder / f"deck{suffix}"
    path.write_bytes(data)
    _value_or_one_line(lambda: load_deck(path, cards=fixture_db(), strict=False))


@CHECKED
@given(data=st.one_of(st.binary(max_size=200), _joined(XML_PIECES).map(
    lambda text: text.encode("utf-8", "surrogatepass"))))
def test_set_files(folder: Path, data: bytes) -> None:
    path = folder / "set.xml"
    path.write_bytes(data)
    _value_or_one_line(lambda: read_set_file(path))


# An overlay load re-reads the shipped 68 cards (a quarter of a second): fewer examples.
@settings(CHECKED, max_examples=25)
@given(text=_joined(YAML_PIECES).map(lambda text: "cards:\n  - id: kirk\n    " + text))
def test_trek_overlays(folder: Path, text: str) -> None:
    path = folder / "overlay.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    _value_or_one_line(lambda: load_trek_cards(path))


# --- round trips over generated names ------------------------------------------------------

NAMES = st.text(st.characters(codec="utf-8") | st.sampled_from("\x00\x07\x1b\x85\u2028#/x:-"),
                max_size=30) | st.sampled_from(["a # b", "a // b", "3x a", "a x3", "- a",
                                                "Deck:", "Team", "# name: a", "{a}", "'a'"])


def _yaml_text(deck_name: str, card_name: str) -> str:
    stream = io.StringIO()
    YAML().dump({"game": "stargate", "name": deck_name,
                 "deck": [{"card": card_name, "qty": 2}, "3x Fixture Medic"]}, stream)
    return stream.getvalue()


def _entries(deck: Deck) -> list[tuple[Section, str, int]]:
    """Known cards by id, unknown ones by name."""
    return [(section, entry.card_id or normalize_name(entry.name), entry.quantity)
            for section, entries in deck.sections.items() for entry in entries]


def _spaced(name: str | None) -> str | None:
    return " ".join(name.split()) or None if name else None


@CHECKED
@given(deck_name=NAMES, card_name=NAMES, fmt=st.sampled_from(["yaml", "text", "o8d"]))
def test_read_names_are_written_so_that_they_read_back(folder: Path, deck_name: str,
                                                       card_name: str, fmt: str) -> None:
    try:
        deck = load_deck(_yaml_text(deck_name, card_name), format="yaml",
                         cards=fixture_db(), strict=False)
    except DeckFileError as error:
        assert "\n" not in str(error)
        return
    _written_reads_back(deck, folder / f"out.{fmt}", fixture_db())


@CHECKED
@given(deck_name=NAMES, title=NAMES, fmt=st.sampled_from(["yaml", "text", "o8d"]))
def test_library_decks_are_written_so_that_they_read_back(folder: Path, deck_name: str,
                                                          title: str, fmt: str) -> None:
    """A Deck built in code, from a card whose title is any string."""
    card = sg_card(title or "t", CardType.EVENT, set_name="Generated")
    cards = CardDatabase([*ALL_CARDS, card])
    deck = Deck(game=Game.STARGATE, name=deck_name or None, sections={
        Section.DECK: [DeckEntry(name=card.name, quantity=2, card=card)]})
    _written_reads_back(deck, folder / f"out.{fmt}", cards)


def _written_reads_back(deck: Deck, path: Path, cards: CardDatabase) -> None:
    path.unlink(missing_ok=True)
    try:
        save_deck(deck, path, cards=cards)
    except DeckFileError as error:
        assert "\n" not in str(error)
        assert not path.exists()
        return
    back = load_deck(path, cards=cards, strict=False)
    assert _spaced(back.name) == _spaced(deck.name)
    assert _entries(back) == _entries(deck)


def test_generated_names_include_the_hostile_ones() -> None:
    """The name strategy reaches control characters, comment marks and quantities."""
    seen: set[str] = set()

    @settings(max_examples=300, deadline=None)
    @given(NAMES)
    def collect(name: str) -> None:
        seen.update(kind for kind, pattern in (("control", r"[\x00-\x1f\x85]"),
                                               ("comment", r" #|//"), ("qty", r"\d\s*x|x\d"))
                    if re.search(pattern, name))

    collect()
    assert seen == {"control", "comment", "qty"}

