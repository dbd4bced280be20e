"""The data policy, checked: no file tracked by git echoes the OCTGN card text or copies the
OCTGN files (DEVELOPERS.md, "Data policy").

Every card's game text (../shared/octgn/sets/*/set.xml or $STARGATE_VCG_TEST_OCTGN) is
normalised to lowercase words (apostrophes inside a word dropped, all other punctuation and
markup a separator) and cut into every run of WINDOW consecutive words. Runs that also occur
in the rulebooks (../shared/rules/*.txt) are game vocabulary the project cannot avoid, as
are the few in ALLOWED (stored as hashes, so this file holds no card text). Every text file
`git ls-files` lists is normalised the same way, across line breaks, and any remaining run
it contains is reported as `path:line: echoes TITLE` (the title, never the text).

WINDOW is 6: five-word runs also match the game's stock phrasing that our own short
descriptions fall into ("stop a character at the current mission" style), while the
six-word runs found so far were all echoes of one card's wording.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import REPO
from defusedxml.ElementTree import parse as parse_xml

WINDOW = 6

Sequence = tuple[str, ...]

# Runs of card text that are the game's timing vocabulary, which the engine must name and
# the rulebooks happen not to print word for word. Stored as the first 16 hex digits of
# sha256 of the run's words joined by single spaces (`digest`), so this file holds no card
# text. Only the run itself is allowed: "<skill> +1 until ..." around it is still an echo.
# Keep this short: reword first (e.g. "until end of turn").
ALLOWED: Mapping[str, str] = {
    "489acb01beb5a0ab": "the end-of-turn duration",
    "e59c90fdb4f336f3": "the end-of-mission duration (rulebook: '... of the current mission')",
    "bda9f41ce5ad1a84": "the end-of-turn timing point",
    "e5d2916e08c34ff1": "the end-of-mission timing point",
}

_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
_APOSTROPHE = re.compile(r"['\u2019]")


def words(text: str) -> list[str]:
    """`text` as lowercase words; punctuation, markup and underscores separate words."""
    return [_APOSTROPHE.sub("", w) for w in _WORD.findall(text.lower())]


def runs(tokens: list[str], size: int = WINDOW) -> Iterator[Sequence]:
    return (tuple(tokens[i:i + size]) for i in range(len(tokens) - size + 1))


@dataclass(frozen=True)
class Echo:
    """A run of card text found in a file: where, and which card it comes from."""

    path: str
    line: int
    title: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: echoes {self.title}"


def scan(path: str, text: str, card_runs: Mapping[Sequence, str],
         size: int = WINDOW) -> list[Echo]:
    """Every place in `text` where `size` consecutive words are a run of `card_runs`
    (a run of card text -> its card's title). Overlapping runs of one passage are reported
    once, at the line of the passage's first word."""
    lowered = text.lower()
    newlines = [i for i, char in enumerate(lowered) if char == "\n"]
    matches = list(_WORD.finditer(lowered))
    tokens = [_APOSTROPHE.sub("", m.group()) for m in matches]
    echoes: list[Echo] = []
    covered_until = -1
    for start, run in enumerate(runs(tokens, size)):
        title = card_runs.get(run)
        if title is None:
            continue
        if start > covered_until:
            line = bisect_right(newlines, matches[start].start()) + 1
            echoes.append(Echo(path, line, title))
        covered_until = start + size - 1
    return echoes


def card_texts(octgn_dir: Path) -> Iterator[tuple[str, str]]:
    """(title, game text) of every card of every set file."""
    for set_file in sorted(octgn_dir.glob("sets/*/set.xml")):
        for card in parse_xml(set_file).getroot().iter("card"):
            props = {p.get("name"): p for p in card.iter("property")}
            text_prop = props.get("Text")
            if text_prop is None:
                continue
            subtitle = props["Subtitle"].get("value") if "Subtitle" in props else None
            title = card.get("name", "?") + (f" ({subtitle})" if subtitle else "")
            yield title, "".join(text_prop.itertext())


def digest(run: Iterable[str]) -> str:
    return hashlib.sha256(" ".join(run).encode()).hexdigest()[:16]


def forbidden_runs(octgn_dir: Path, rules_dir: Path, size: int = WINDOW) -> dict[Sequence, str]:
    """Runs of card text (-> title of the first card that has it) that are neither
    rulebook wording nor ALLOWED."""
    found: dict[Sequence, str] = {}
    for title, text in card_texts(octgn_dir):
        for run in runs(words(text), size):
            if digest(run) not in ALLOWED:
                found.setdefault(run, title)
    for rulebook in sorted(rules_dir.glob("*.txt")):
        for run in runs(words(rulebook.read_text(encoding="utf-8", errors="replace")), size):
            found.pop(run, None)
    return found


def tracked_files() -> list[str]:
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True,
                                check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError) as error:
        message = f"cannot list the files tracked by git in {REPO}: {error}"
        if os.environ.get("CI"):
            pytest.fail(message + " (required under CI=true)")
        pytest.skip(message)
    return sorted(p for p in listed.decode().split("\0") if p)


def text_of(path: Path) -> str | None:
    """The file's text, or None for a binary (or deleted) file."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _canonical(data: bytes) -> bytes:
    """File bytes with the BOM, line endings and indentation differences taken out."""
    text = data.decode("utf-8-sig", errors="replace")
    return "\n".join(line.strip() for line in text.splitlines() if line.strip()).encode()


def _deck_cards(text: str) -> list[tuple[str, str]]:
    return sorted(re.findall(r'qty="(\d+)"\s+id="([0-9a-fA-F-]{36})"', text))


@pytest.fixture(scope="module")
def card_runs(octgn_dir: Path, rules_dir: Path) -> dict[Sequence, str]:
    found = forbidden_runs(octgn_dir, rules_dir)
    assert len(found) > 10_000, "too few runs of card text: is the OCTGN data read?"
    return found


# --- the scanner itself, on fixture text written for this test -----------------------------

_FIXTURE_CARDS = {
    ("the", "lantern", "keeper", "paints", "every", "moon"): "Lantern Keeper (Night Shift)",
    ("copper", "owls", "never", "sleep", "past", "noon"): "Copper Owl",
}
_FIXTURE_FILE = '''"""Module docstring.

Our own words: when played, the Lantern-Keeper
paints every moon blue. (Wrapped over a line, mixed case, a hyphen.)
"""
# Copper owls never sleep past noon; copper owls never sleep past noon.
x = "the lantern keeper paints every"  # five words only: not an echo
'''


def test_scanner_finds_runs_across_lines_and_punctuation() -> None:
    echoes = scan("fixture.py", _FIXTURE_FILE, _FIXTURE_CARDS)
    assert [str(e) for e in echoes] == [
        "fixture.py:3: echoes Lantern Keeper (Night Shift)",
        "fixture.py:6: echoes Copper Owl",
        "fixture.py:6: echoes Copper Owl",
    ]


def test_scanner_reports_one_echo_per_passage() -> None:
    cards = dict(_FIXTURE_CARDS)
    cards[("lantern", "keeper", "paints", "every", "moon", "blue")] = "Lantern Keeper (Night Shift)"
    assert len(scan("f", "The lantern keeper paints every moon blue.", cards)) == 1


def test_scanner_passes_text_without_runs() -> None:
    assert scan("f", "The lantern keeper paints every star.\nCopper owls sleep.",
                _FIXTURE_CARDS) == []


def test_words_drop_apostrophes_and_split_identifiers() -> None:
    assert words("Don't STOP_a Goa’uld-character, 2x") == [
        "dont", "stop", "a", "goauld", "character", "2x"]


def test_allowed_runs_are_hashes_of_runs_only() -> None:
    assert all(re.fullmatch("[0-9a-f]{16}", key) for key in ALLOWED)
    assert digest(words("The Lantern-Keeper")) == digest(["the", "lantern", "keeper"])


# --- the policy, on the repository -------------------------------------------------------------

@pytest.mark.integration
def test_no_tracked_file_echoes_card_text(card_runs: dict[Sequence, str]) -> None:
    echoes: list[Echo] = []
    for name in tracked_files():
        text = text_of(REPO / name)
        if text is not None:
            echoes.extend(scan(name, text, card_runs))
    assert not echoes, (f"{len(echoes)} passages repeat {WINDOW}+ words of card text; "
                        "reword them in the project's own words:\n"
                        + "\n".join(map(str, echoes)))


@pytest.mark.integration
def test_no_tracked_file_copies_the_octgn_files(octgn_dir: Path) -> None:
    originals = sorted(octgn_dir.glob("sets/*/set.xml")) + sorted(octgn_dir.glob("decks/*"))
    originals += sorted(octgn_dir.glob("*.xml"))
    assert originals, f"no OCTGN files under {octgn_dir}"
    canonical = {_canonical(p.read_bytes()): p for p in originals}
    decks = {tuple(cards): p for p in originals
             if (cards := _deck_cards(p.read_text(encoding="utf-8-sig", errors="replace")))}
    copies = []
    for name in tracked_files():
        path = REPO / name
        if Path(name).name in {"set.xml", "definition.xml"}:
            copies.append(f"{name}: named like an OCTGN data file")
        if not path.is_file():
            continue
        data = path.read_bytes()
        if (original := canonical.get(_canonical(data))) is not None:
            copies.append(f"{name}: a copy of {original.relative_to(octgn_dir)}")
        elif (deck := decks.get(tuple(_deck_cards(data.decode("utf-8", "replace"))))):
            copies.append(f"{name}: the card list of {deck.relative_to(octgn_dir)}")
    assert not copies, "\n".join(copies)
