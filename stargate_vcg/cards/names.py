"""Name normalisation shared by card look-ups and decklist parsing."""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'",
                              "\u00b4": "'", "\u201c": '"', "\u201d": '"',
                              "\u2013": "-", "\u2014": "-"})
_SPACES = re.compile(r"\s+")


def normalize_name(name: str) -> str:
    """Key for comparing card names: case, curly apostrophes, dashes and spacing ignored."""
    text = unicodedata.normalize("NFKC", name).translate(_APOSTROPHES)
    return _SPACES.sub(" ", text).strip().casefold()


def text_problem(text: str, allow_newlines: bool = False) -> str | None:
    """Why a name read from a file cannot be kept, or None. Control characters (NUL,
    escapes, line breaks in a name) make files that no reader takes back, and a lone
    surrogate (a YAML "\\ud800" escape) cannot even be printed or saved as UTF-8. A
    bidirectional override or isolate (U+202A-U+202E, U+2066-U+2069) would reorder what
    is printed after it."""
    for char in text:
        code = ord(char)
        if 0xD800 <= code <= 0xDFFF:
            return f"a lone surrogate (U+{code:04X}) is not a character"
        if (code < 0x20 or 0x7F <= code < 0xA0 or code in (0x2028, 0x2029)) \
                and not (allow_newlines and char in "\n\t"):
            return f"control character U+{code:04X} in a name"
        if 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            # An override or isolate reorders whatever a terminal prints after it: a
            # deck name could make an error or a report read as something else.
            return f"bidirectional control character U+{code:04X} in a name"
    return None
