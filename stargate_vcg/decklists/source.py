"""Reading a decklist's bytes safely: size limit, binary files, encodings."""

from __future__ import annotations

import codecs
from collections.abc import Collection
from pathlib import Path

from stargate_vcg.errors import DeckFileError, DeckProblem
from stargate_vcg.files import FileRefused, read_bounded

# The largest real decklist is a few kilobytes; anything this big is not a decklist,
# and refusing it early keeps a stray multi-gigabyte file (or /dev/zero) out of memory.
MAX_BYTES = 1024 * 1024

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),  # before UTF-16 LE: it starts with the same bytes
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def looks_like_path(value: str, extensions: Collection[str]) -> bool:
    """A str names a path, not a decklist's text, when it is one line and names an
    existing file or folder, or a missing file with a decklist extension (`decks`,
    `decks/x.yaml`: mistaken paths get a path's error, not a one-card decklist's)."""
    text = value.strip()
    if not text or "\n" in text or "\0" in text:
        return False
    path = Path(text)
    if path.suffix.lower() in extensions:
        return True
    if len(text) > 4096:
        return False
    try:
        return path.exists()  # a FIFO too: reading it then refuses it by name
    except OSError:
        return False


def read_source(path: Path) -> str:
    """The text of a decklist file, or a DeckFileError saying why it cannot be read."""
    try:
        data = read_bounded(path, MAX_BYTES, "decklist file")
    except FileRefused as error:
        raise DeckFileError(path, str(error)) from None
    return decode(data, path)


def decode(data: bytes, path: Path | None = None) -> str:
    """Decode UTF-8 (with or without BOM) or BOM-marked UTF-16/32; refuse anything else."""
    if not data.strip():
        raise DeckFileError(path, "empty decklist")
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                text = data.decode(encoding)
            except UnicodeDecodeError as error:
                raise DeckFileError(path, f"invalid {encoding} text ({error.reason})") from None
            return _check_text(text, path)
    if b"\0" in data:
        raise DeckFileError(path, "binary file, not a decklist (NUL bytes; UTF-16 text needs "
                                  "a byte-order mark)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise DeckFileError(path, [DeckProblem(
            f"not UTF-8 text (byte 0x{data[error.start]:02x}); save the file as UTF-8", line)],
        ) from None
    return _check_text(text, path)


def _check_text(text: str, path: Path | None) -> str:
    if "\0" in text:
        raise DeckFileError(path, "binary file, not a decklist (NUL characters)")
    if not text.strip():
        raise DeckFileError(path, "empty decklist")
    return text
