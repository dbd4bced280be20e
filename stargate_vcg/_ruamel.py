"""A faster start for ruamel.yaml's reader.

ruamel checks every document for non-printable characters with a regular expression
that lists the printable ranges, astral plane included; Python compiles that class in
about 50 million instructions, 5% of a cold `stargate-vcg validate` of a YAML deck.
The complement below lists the non-printable ranges instead: the same matches (the test
compares both over every code point of the BMP and samples above it), compiled at once.
"""

from __future__ import annotations

import re
from typing import Final

# YAML 1.2 printable: \t \n \r, 0x20-0x7E, 0x85, 0xA0-0xD7FF, 0xE000-0xFFFD, 0x10000 up.
NON_PRINTABLE: Final = (
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]"
)


def fast_printable_check() -> None:
    """Give ruamel's Reader the equivalent expression (idempotent)."""
    from ruamel.yaml.reader import Reader

    # type(), not isinstance(): asking ruamel's lazy object for its class compiles it.
    if type(Reader.__dict__.get("NON_PRINTABLE")) is not re.Pattern:
        setattr(Reader, "NON_PRINTABLE", re.compile(NON_PRINTABLE))  # noqa: B010
