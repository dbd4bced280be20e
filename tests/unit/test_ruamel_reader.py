"""stargate_vcg._ruamel: the non-printable check ruamel.yaml is given matches exactly the
characters its own expression matches."""

from __future__ import annotations

import re

from ruamel.yaml import YAML
from ruamel.yaml.reader import Reader, ReaderError

from stargate_vcg._ruamel import NON_PRINTABLE, fast_printable_check

# ruamel's own expression (ruamel/yaml/reader.py), restated: the printable ranges.
PRINTABLE = "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"


def test_same_matches_over_the_bmp_and_samples_above() -> None:
    ours, theirs = re.compile(NON_PRINTABLE), re.compile(PRINTABLE)
    points = [*range(0x10000), *range(0x10000, 0x110000, 97), 0x10FFFF]
    for point in points:
        char = chr(point)
        assert bool(ours.match(char)) == bool(theirs.match(char)), hex(point)


def test_ruamel_still_refuses_a_non_printable_character() -> None:
    fast_printable_check()
    fast_printable_check()  # idempotent
    assert type(Reader.__dict__["NON_PRINTABLE"]) is re.Pattern
    try:
        YAML(typ="rt").load("a: b\x07\n")
    except ReaderError as error:
        assert "special characters are not allowed" in str(error)
    else:
        raise AssertionError("a BEL character was accepted")
    assert YAML(typ="rt").load("a: é\n") == {"a": "é"}
