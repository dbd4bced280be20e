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
