"""Reading untrusted files and writing our own temporary files.

Every input file (decklist, set.xml, Trek overlay) is read through `read_bounded`: a
FIFO would block the reader forever and `/dev/zero` would fill memory, so only regular
files are read, and never more than a documented number of bytes.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import time
from pathlib import Path

# Our temporary files and folders end with this: the next run removes the ones a killed
# process left behind, and nothing else.
TEMP_SUFFIX = ".sgvcg-tmp"
# Older than this, a temporary file is no longer being written by a live run.
STALE_SECONDS = 60.0
# Keep `.{name}.{random}{TEMP_SUFFIX}` under the usual 255-byte limit of a file name.
_NAME_PART = 64


class FileRefused(Exception):
    """Why a file cannot be read; callers turn it into their own typed error."""


def read_bounded(path: Path, limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or FileRefused saying why not
(`what` names the file the caller expects: "is a folder, not a decklist file").

    The file is opened without blocking (a FIFO has no writer to wait for) and checked
    on the open descriptor, so a file swapped for a device after a check is still refused.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise FileRefused("no such file") from None
    except PermissionError:
        raise FileRefused("permission denied") from None
    except IsADirectoryError:
        raise FileRefused(f"is a folder, not a {what}") from None
    except OSError as error:
        raise FileRefused(f"cannot read: {error.strerror or error}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused(f"is a folder, not a {what}")
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused("not a regular file (a pipe, device or socket); "
                              "only regular files are read")
        size = info.st_size
        if size > limit:
            raise FileRefused(f"file too large ({size} bytes; at most {limit_text(limit)})")
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - total) or 1):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # the file grew after the check
                raise FileRefused(f"file too large (over {limit_text(limit)})")
        return b"".join(chunks)
    except OSError as error:
        raise FileRefused(f"cannot read: {error.strerror or error}") from None
    finally:
        os.close(fd)


def first_alias_line(text: str) -> int | None:
    """The line of the first YAML alias (`*name`) in `text`, or None. Neither decklists
    nor card data need aliases, and expanding them (billion laughs) has no bound. Raises
    ruamel's YAMLError for text that is not YAML."""
    if "*" not in text:  # no alias without an asterisk: skip the second parse
        return None
    from ruamel.yaml import YAML
    from ruamel.yaml.events import AliasEvent

    for event in YAML(typ="rt").parse(text):
        if isinstance(event, AliasEvent):
            return event.start_mark.line + 1 if event.start_mark is not None else 1
    return None


def limit_text(limit: int) -> str:
    return f"{limit // (1 << 20)} MB" if limit >= 1 << 20 else f"{limit // 1024} kB"


def temp_prefix(target: Path) -> str:
    """A temporary file's prefix next to `target`: short enough for any target name."""
    return f".{target.name[:_NAME_PART]}."


def remove_stale_temps(folder: Path, now: float | None = None) -> None:
    """Remove our temporary files and folders (TEMP_SUFFIX) that a killed run left in
    `folder`. Only stale ones: a younger one may belong to a run still writing."""
    cutoff = (time.time() if now is None else now) - STALE_SECONDS
    try:
        leftovers = [p for p in folder.iterdir() if p.name.endswith(TEMP_SUFFIX)]
    except OSError:
        return
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            info = leftover.lstat()
            if info.st_mtime >= cutoff:
                continue
            if stat.S_ISDIR(info.st_mode):
                shutil.rmtree(leftover, ignore_errors=True)
            else:
                leftover.unlink()


def named_os_error(error: OSError, path: Path) -> OSError:
    """The same OSError naming the file we were writing (a full disk says only
    "No space left on device")."""
    return type(error)(error.errno, error.strerror or str(error), str(path))

