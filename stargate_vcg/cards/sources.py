"""Where the Stargate card data comes from, in order (issue 2, section 3):

1. an explicit path (`--cards PATH`) or $STARGATE_VCG_CARDS;
2. the database built by `stargate-vcg cards update` in the user's cache;
3. an OCTGN installation found on this machine.

Each source is compiled once into the cache, keyed by a fingerprint of its set files.
Module-level imports stay light: the importer and the pydantic models are imported only
when a database must be (re)built or returned as models.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from stargate_vcg.cards import cache
from stargate_vcg.errors import CardDataError, NoCardDataError
from stargate_vcg.files import TEMP_SUFFIX, remove_stale_temps

if TYPE_CHECKING:
    from stargate_vcg.cards.database import CardDatabase
    from stargate_vcg.cards.octgn import ImportReport
    from stargate_vcg.cards.search import RecordIndex
    from stargate_vcg.cards.stargate import StargateCard

GAME_ID = "11ec1f21-7d4c-4bf0-9d72-df01c6c78911"
CARDS_ENV = "STARGATE_VCG_CARDS"
# The plugin's public repository; the archive holds "game def/Sets/*/set.xml".
DEFAULT_URL = "https://codeload.github.com/brine/Stargate-TCG-OCTGN/zip/refs/heads/master"
NO_DATA_MESSAGE = (
    "no Stargate card data found: run `stargate-vcg cards update --from PATH` (a folder "
    "of OCTGN set.xml files) or `stargate-vcg cards update` to download it, or pass "
    "--cards PATH / set STARGATE_VCG_CARDS"
)
OFFLINE_HINT = ("; offline, build from a local copy of the plugin instead: "
                "`stargate-vcg cards update --from PATH` (a folder with sets/*/set.xml)")
_MAX_DOWNLOAD = 512 * 1024 * 1024
_NUMBER = re.compile(r"(\d+)")


# --- finding set files -------------------------------------------------------------------


def _natural_key(path: Path) -> list[Any]:
    """Order set folders as people number them: 2-system-lords before 10-symbiosis."""
    text = str(path).casefold()
    return [int(part) if part.isdigit() else part for part in _NUMBER.split(text)]


def _child(folder: Path, name: str) -> Path | None:
    """A child folder matched case-insensitively (OCTGN writes `Sets`, the data `sets`)."""
    try:
        for entry in folder.iterdir():
            if entry.name.casefold() == name.casefold() and entry.is_dir():
                return entry
    except OSError:
        return None
    return None


def find_set_files(path: Path) -> list[Path]:
    """The set files under a path: a set.xml itself; a folder holding `sets/*/set.xml`
    (the plugin's layout), `*/set.xml`, or set files directly; an OCTGN GameDatabase
    folder or its `<game id>/` folder."""
    path = Path(path).expanduser()
    if path.exists() and not path.is_dir():
        return [path]  # a FIFO or device too: reading it refuses it, naming it
    if not path.is_dir():
        raise CardDataError("card data path does not exist", path)
    for candidate in (_child(path, GAME_ID), path):
        if candidate is None:
            continue
        sets = _child(candidate, "sets")
        for folder in (sets, candidate) if sets is not None else (candidate,):
            found = [f for f in folder.glob("*/*") if f.name.casefold() == "set.xml"]
            if found:
                return sorted(found, key=_natural_key)
    direct = [f for f in path.glob("*.xml") if f.name.casefold() != "definition.xml"]
    if direct:
        return sorted(direct, key=_natural_key)
    raise CardDataError("no OCTGN set.xml files found (expected sets/*/set.xml)", path)


def octgn_install_candidates() -> list[Path]:
    """OCTGN's usual data folders (Windows, Wine on Linux/macOS, macOS wrappers)."""
    home = Path.home()
    roots = [home / "Documents" / "OCTGN", home / "My Documents" / "OCTGN",
             home / "Library" / "Application Support" / "OCTGN"]
    if os.environ.get("USERPROFILE"):
        roots.insert(0, Path(os.environ["USERPROFILE"]) / "Documents" / "OCTGN")
    prefixes = [Path(os.environ["WINEPREFIX"])] if os.environ.get("WINEPREFIX") else []
    prefixes.append(home / ".wine")
    for prefix in prefixes:
        users = prefix / "drive_c" / "users"
        for user in sorted(users.glob("*")) if users.is_dir() else []:
            roots += [user / "Documents" / "OCTGN", user / "My Documents" / "OCTGN"]
    return [root / "GameDatabase" / GAME_ID for root in roots]


def find_octgn_install() -> Path | None:
    for candidate in octgn_install_candidates():
        if _child(candidate, "sets") is not None:
            return candidate
    return None


# --- compiling ------------------------------------------------------------------------------


def _import(files: list[Path]) -> tuple[list[StargateCard], ImportReport]:
    """The set files' cards with the errata of `card_db/stargate` (and the user's) applied."""
    from stargate_vcg.cards.errata import apply_errata
    from stargate_vcg.cards.octgn import import_sets

    cards, report = import_sets(files)
    return apply_errata(cards), report


def _compile(files: list[Path], key: str) -> tuple[list[StargateCard], ImportReport]:
    cards, report = _import(files)
    # An unwritable cache only costs speed; the cards are still good.
    with contextlib.suppress(OSError):
        _store(key, cards, files, report)
    return cards, report


def _store(key: str, cards: list[StargateCard], files: list[Path],
           report: ImportReport) -> None:
    from stargate_vcg.cards.search import name_keys

    records = [card.model_dump(mode="json") for card in cards]
    cache.write_compiled(key, records, [str(f) for f in files], report.to_dict(),
                         [name_keys(record) for record in records])


class _Loaded:
    """Card data as records (light) and, when just compiled, as models too."""

    __slots__ = ("cards", "key", "names", "records")

    def __init__(self, records: list[dict[str, Any]] | None,
                 cards: list[StargateCard] | None = None,
                 names: list[list[str]] | None = None, key: str | None = None) -> None:
        self.records = records
        self.cards = cards
        self.names = names
        self.key = key  # the compiled cache these records came from, if any

    @classmethod
    def from_payload(cls, payload: dict[str, Any]) -> _Loaded:
        names = payload.get("names")
        return cls(payload["cards"], names=names if isinstance(names, list) else None,
                   key=str(payload["fingerprint"]))

    def as_records(self) -> list[dict[str, Any]]:
        if self.records is None:
            assert self.cards is not None
            self.records = [card.model_dump(mode="json") for card in self.cards]
        return self.records

    def as_cards(self) -> list[StargateCard]:
        if self.cards is None:
            from stargate_vcg.cards.stargate import StargateCard

            self.cards = [StargateCard.model_validate(r) for r in self.as_records()]
        return self.cards


def _load_files(files: list[Path]) -> tuple[_Loaded, str]:
    key = cache.fingerprint(files)
    payload = cache.read_compiled(key)
    if payload is not None:
        return _Loaded.from_payload(payload), key
    cards, _report = _compile(files, key)
    return _Loaded(None, cards), key


def _from_current() -> _Loaded | None:
    current = cache.read_current()
    if current is None:
        return None
    source = Path(str(current.get("source", "")))
    try:
        files = find_set_files(source)
    except CardDataError:
        files = []  # the source folder went away: the last compiled copy still serves
    if files:
        loaded, key = _load_files(files)
        if key != current["fingerprint"]:
            with contextlib.suppress(OSError):  # read-only cache: rebuilt next time too
                cache.write_current(source, key)
        return loaded
    payload = cache.read_compiled(current["fingerprint"])
    return _Loaded.from_payload(payload) if payload is not None else None


def _resolve(cards_path: Path | None) -> _Loaded:
    explicit = cards_path or (Path(os.environ[CARDS_ENV]) if os.environ.get(CARDS_ENV) else None)
    if explicit is not None:
        return _holding_cards(_load_files(find_set_files(explicit))[0], explicit)
    loaded = _from_current()
    if loaded is not None:
        return loaded
    install = find_octgn_install()
    if install is not None:
        return _holding_cards(_load_files(find_set_files(install))[0], install)
    raise NoCardDataError(NO_DATA_MESSAGE)


def _holding_cards(loaded: _Loaded, where: Path) -> _Loaded:
    """Set files with no Stargate card are no card data (as `cards update` says), not a
    database in which every card of every deck is unknown."""
    held = loaded.records if loaded.records is not None else loaded.cards
    if not held:
        raise CardDataError(f"{where}: no Stargate cards found in the set files")
    return loaded


def load_card_records(cards_path: Path | None = None) -> list[dict[str, Any]]:
    """Cards as plain dicts (`StargateCard.model_dump(mode="json")`), without importing
    pydantic when the cache is fresh: what `cards show` uses to start fast."""
    return _resolve(cards_path).as_records()


def load_card_index(cards_path: Path | None = None) -> RecordIndex:
    """The records indexed by id and name, for `cards show` (light, like the above)."""
    from stargate_vcg.cards.search import RecordIndex

    loaded = _resolve(cards_path)
    return RecordIndex(loaded.as_records(), loaded.names)


def load_card_database(cards_path: Path | None = None) -> CardDatabase:
    """The Stargate card database from the first source that has data (module docstring).
    Raises NoCardDataError (one line saying how to get data) when there is none."""
    from pydantic import ValidationError

    from stargate_vcg.cards.database import CardDatabase

    loaded = _resolve(cards_path)
    try:
        return CardDatabase(loaded.as_cards())
    except ValidationError:
        if loaded.key is None:
            raise
        # A cache edited or damaged behind our back: drop it and build again.
        print(f"note: damaged card cache {loaded.key}; rebuilding it", file=sys.stderr)
        cache.discard_compiled(loaded.key)
        return CardDatabase(_resolve(cards_path).as_cards())


def build_with_report(path: Path) -> tuple[CardDatabase, ImportReport]:
    """Import the set files under `path` afresh (no cache), with what did not map."""
    from stargate_vcg.cards.database import CardDatabase

    cards, report = _import(find_set_files(path))
    return CardDatabase(cards), report


def build_database(path: Path) -> CardDatabase:
    """Import the set files under `path` afresh (no cache)."""
    return build_with_report(path)[0]


# --- cards update ---------------------------------------------------------------------------


def update_database(source: str | None = None, progress: bool | None = None,
                    ) -> tuple[CardDatabase, ImportReport]:
    """Build the cached database from a local folder, a URL (zip or set.xml), or, with
    no source, the plugin's GitHub repository. The old database stays in place until the
    new one is complete, so a failed download changes nothing."""
    from stargate_vcg.cards.database import CardDatabase

    remove_stale_temps(cache.cache_dir())  # a killed update's download folder
    if source is not None and not _is_url(source):
        folder = Path(source).expanduser().resolve()
        files = find_set_files(folder)
        key = cache.fingerprint(files)
        cards, report = _compile(files, key)
        _require_cards(cards, folder)
        cache.write_current(folder, key)
        return CardDatabase(cards), report
    cards, report = _download_and_install(source or DEFAULT_URL, progress)
    return CardDatabase(cards), report


def _is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def _require_cards(cards: list[StargateCard], where: Path | str) -> None:
    if not cards:
        raise CardDataError(f"{where}: no Stargate cards found in the set files")


def _download_and_install(url: str, progress: bool | None,
                          ) -> tuple[list[StargateCard], ImportReport]:
    root = cache.cache_dir()
    root.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".update-", suffix=TEMP_SUFFIX, dir=root))
    try:
        archive = work / "download"
        _download(url, archive, progress)
        staged = work / "sets"
        _unpack(archive, staged, url)
        files = find_set_files(staged)
        try:
            cards, report = _import(files)  # validates before anything is replaced
        except CardDataError as error:
            raise _downloaded_error(error, url, staged) from None
        _require_cards(cards, url)
        final = cache.downloads_dir()
        _swap_in(staged, final)
        files = find_set_files(final)
        key = cache.fingerprint(files)
        _store(key, cards, files, report)
        cache.write_current(final, key)
        return cards, report
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _download(url: str, target: Path, progress: bool | None) -> None:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, headers={"User-Agent": "stargate-vcg"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response, target.open("wb") as out:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            advance = _progress_bar(total, url, progress)
            size = 0
            while chunk := response.read(64 * 1024):
                size += len(chunk)
                if size > _MAX_DOWNLOAD:
                    raise CardDataError(f"download failed: {url}: larger than 512 MB")
                out.write(chunk)
                advance(len(chunk))
            advance(-1)
    except urllib.error.HTTPError as error:
        raise CardDataError(f"download failed: {url}: HTTP {error.code} {error.reason}"
                            f"{OFFLINE_HINT}") from None
    except urllib.error.URLError as error:
        raise CardDataError(f"download failed: {url}: {error.reason}{OFFLINE_HINT}") from None
    except (OSError, ValueError) as error:
        raise CardDataError(f"download failed: {url}: {error}{OFFLINE_HINT}") from None


def _progress_bar(total: int | None, url: str, wanted: bool | None,
                  ) -> Callable[[int], None]:
    """A rich progress bar on a terminal (or when asked); advance(-1) closes it."""
    import sys

    if wanted is False or (wanted is None and not sys.stderr.isatty()):
        return lambda _n: None
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TextColumn,
        TransferSpeedColumn,
    )

    bar = Progress(TextColumn("downloading card data"), BarColumn(), DownloadColumn(),
                   TransferSpeedColumn(), transient=True, console=Console(stderr=True))
    task = bar.add_task(url, total=total)
    bar.start()

    def advance(count: int) -> None:
        if count < 0:
            bar.stop()
        else:
            bar.update(task, advance=count)

    return advance


def _downloaded_error(error: CardDataError, url: str, staged: Path) -> CardDataError:
    """The same error, naming the URL (and the set in a zip) instead of the temporary
    copy, which is gone by the time the user reads the message."""
    if error.path is None or not error.path.is_relative_to(staged):
        return error
    folder = error.path.relative_to(staged).parts[0]
    where = url if folder == "downloaded" else f"{url} [{folder.partition('-')[2]}]"
    line = f":{error.line}" if error.line is not None else ""
    return CardDataError(f"{where}{line}: {error.message}")


def _unpack(archive: Path, staged: Path, url: str) -> None:
    """Keep only the set files of a downloaded zip (or the single set.xml downloaded)."""
    import zipfile

    staged.mkdir()
    if not zipfile.is_zipfile(archive):
        (staged / "downloaded").mkdir()
        shutil.move(str(archive), staged / "downloaded" / "set.xml")
        return
    try:
        with zipfile.ZipFile(archive) as zipped:
            members = [m for m in zipped.infolist() if _is_set_member(m.filename)]
            if any("game def/" in m.filename.casefold() for m in members):
                members = [m for m in members if "game def/" in m.filename.casefold()]
            if not members:
                raise CardDataError(f"{url}: no sets/*/set.xml files in the zip archive")
            for index, member in enumerate(members):
                if member.file_size > cache.MAX_SET_FILE_BYTES:
                    raise CardDataError(f"{url}: {member.filename}: set file too large")
                # Our own folder names: nothing from the archive reaches the file system.
                folder = staged / f"{index + 1:03d}-{_safe_name(member.filename)}"
                folder.mkdir()
                (folder / "set.xml").write_bytes(zipped.read(member))
    except (zipfile.BadZipFile, OSError, RuntimeError) as error:
        raise CardDataError(f"{url}: unreadable zip archive: {error}") from None


def _is_set_member(name: str) -> bool:
    parts = name.replace("\\", "/").casefold().split("/")
    return len(parts) >= 3 and parts[-1] == "set.xml" and parts[-3] == "sets"


def _safe_name(member: str) -> str:
    parent = member.replace("\\", "/").rstrip("/").split("/")[-2]
    return re.sub(r"[^A-Za-z0-9]+", "-", parent).strip("-")[:60] or "set"


def _swap_in(staged: Path, final: Path) -> None:
    """Replace the downloaded sets folder with the new one (rename, then remove)."""
    old = final.with_name(final.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if final.exists():
        final.rename(old)
    staged.rename(final)
    shutil.rmtree(old, ignore_errors=True)
