"""Where card data comes from, the compiled cache, and `update_database` (local folder,
URL and default download against a local http.server)."""

from __future__ import annotations

import functools
import http.server
import io
import os
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from cards_xml import ALPHA, BETA, GAME_ID, JACK_ALPHA, KEPT, SHIP, set_xml, write_sets

from stargate_vcg.cards import cache, octgn, sources
from stargate_vcg.cards.sources import (
    find_set_files,
    load_card_database,
    load_card_records,
    update_database,
)
from stargate_vcg.errors import CardDataError, NoCardDataError


@pytest.fixture(autouse=True)
def _no_octgn_install(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder without OCTGN, so the machine's own install never leaks in."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.delenv("WINEPREFIX", raising=False)
    return home


def _forbid_import(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*_args: object) -> None:
        raise AssertionError("the importer ran although the cache was fresh")

    monkeypatch.setattr(octgn, "import_sets", boom)


# --- finding set files -----------------------------------------------------------------------


def test_find_set_files_layouts(tmp_path: Path) -> None:
    write_sets(tmp_path / "plugin")
    assert [p.parent.name for p in find_set_files(tmp_path / "plugin")] == ["1-alpha", "2-beta"]
    assert len(find_set_files(tmp_path / "plugin" / "sets")) == 2
    install = tmp_path / "GameDatabase" / GAME_ID / "Sets"
    for index, text in enumerate((ALPHA, BETA)):
        (install / f"set{index}").mkdir(parents=True)
        (install / f"set{index}" / "set.xml").write_text(text, encoding="utf-8")
    assert len(find_set_files(tmp_path / "GameDatabase")) == 2
    assert len(find_set_files(tmp_path / "GameDatabase" / GAME_ID)) == 2
    flat = tmp_path / "flat"
    flat.mkdir()
    (flat / "alpha.xml").write_text(ALPHA, encoding="utf-8")
    (flat / "definition.xml").write_text("<game/>", encoding="utf-8")
    assert [p.name for p in find_set_files(flat)] == ["alpha.xml"]


def test_natural_order_of_set_folders(tmp_path: Path) -> None:
    for name in ("10-late", "2-early"):
        (tmp_path / "sets" / name).mkdir(parents=True)
        (tmp_path / "sets" / name / "set.xml").write_text(ALPHA, encoding="utf-8")
    assert [p.parent.name for p in find_set_files(tmp_path)] == ["2-early", "10-late"]


def test_missing_or_empty_path(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="does not exist"):
        find_set_files(tmp_path / "nowhere")
    with pytest.raises(CardDataError, match=r"no OCTGN set\.xml files"):
        find_set_files(tmp_path)


def test_set_files_without_stargate_cards_are_refused_as_a_source(tmp_path: Path) -> None:
    """`cards update --from` refused such a folder, but `--cards` took it as a database of
    no cards: every card of every deck was then "unknown"."""
    folder = tmp_path / "empty-sets"
    (folder / "sets" / "a").mkdir(parents=True)
    (folder / "sets" / "a" / "set.xml").write_text(set_xml("Nothing", "x", ""),
                                                   encoding="utf-8")
    with pytest.raises(CardDataError, match="no Stargate cards found"):
        update_database(str(folder))
    with pytest.raises(CardDataError, match="no Stargate cards found"):
        load_card_database(folder)


# --- source order ----------------------------------------------------------------------------


def test_no_data_anywhere_is_one_line_saying_how(tmp_path: Path) -> None:
    with pytest.raises(NoCardDataError) as caught:
        load_card_database()
    message = str(caught.value)
    assert "\n" not in message
    assert "stargate-vcg cards update --from PATH" in message
    assert "stargate-vcg cards update`" in message


def test_explicit_path_then_cache_then_rebuild_on_change(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    root = write_sets(tmp_path / "data")
    db = load_card_database(root)
    assert len(db) == KEPT and JACK_ALPHA in db
    compiled = list((cache.cache_dir() / "compiled").glob("*.json"))
    assert len(compiled) == 1

    with monkeypatch.context() as patch:
        _forbid_import(patch)
        assert len(load_card_database(root)) == KEPT  # served from the cache

    beta = root / "sets" / "2-beta" / "set.xml"
    beta.write_text(BETA.replace("Fixture Cruiser", "Fixture Frigate"), encoding="utf-8")
    assert load_card_database(root).get(SHIP).title == "Fixture Frigate"


def test_env_variable_is_an_explicit_path(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STARGATE_VCG_CARDS", str(write_sets(tmp_path / "data")))
    assert len(load_card_database()) == KEPT


def test_corrupt_cache_is_rebuilt(tmp_path: Path) -> None:
    root = write_sets(tmp_path / "data")
    load_card_database(root)
    (compiled,) = (cache.cache_dir() / "compiled").glob("*.json")
    compiled.write_bytes(b"\x00garbage{")
    assert len(load_card_database(root)) == KEPT
    assert cache.read_compiled(compiled.stem) is not None


def test_cache_with_invalid_records_is_rebuilt(tmp_path: Path) -> None:
    root = write_sets(tmp_path / "data")
    load_card_database(root)
    (compiled,) = (cache.cache_dir() / "compiled").glob("*.json")
    payload = cache.read_compiled(compiled.stem)
    assert payload is not None
    # Written with a checksum that matches: only the shape check can refuse these.
    payload["cards"][0]["type"] = "spaceship"  # right shape, wrong value
    cache.write_compiled(compiled.stem, payload["cards"], [], {})
    assert len(load_card_database(root)) == KEPT
    rebuilt = cache.read_compiled(compiled.stem)
    assert rebuilt is not None and rebuilt["cards"][0]["type"] != "spaceship"
    payload["cards"][0] = {"id": 3}  # wrong shape
    cache.write_compiled(compiled.stem, payload["cards"], [], {})
    assert cache.read_compiled(compiled.stem) is None
    assert len(load_card_records(root)) == KEPT


def test_explicit_path_beats_the_built_cache(tmp_path: Path) -> None:
    update_database(str(write_sets(tmp_path / "full")))
    only_alpha = tmp_path / "alpha"
    only_alpha.mkdir()
    (only_alpha / "set.xml").write_text(ALPHA, encoding="utf-8")
    assert len(load_card_database(only_alpha)) == 6
    assert len(load_card_database()) == KEPT


def test_built_cache_serves_when_its_source_is_gone(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    root = write_sets(tmp_path / "data")
    update_database(str(root))
    for path in root.rglob("set.xml"):
        path.unlink()
    _forbid_import(monkeypatch)
    assert len(load_card_records()) == KEPT


def test_octgn_install_is_found_last(tmp_path: Path, _no_octgn_install: Path) -> None:
    sets = _no_octgn_install / "Documents" / "OCTGN" / "GameDatabase" / GAME_ID / "Sets"
    write_sets(sets.parent)
    (sets.parent / "sets").rename(sets)
    assert len(load_card_database()) == KEPT
    other = tmp_path / "alpha"
    other.mkdir()
    (other / "set.xml").write_text(ALPHA, encoding="utf-8")
    update_database(str(other))
    assert len(load_card_database()) == 6  # the built cache comes before the install


def test_wine_prefix_install_is_a_candidate(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WINEPREFIX", str(tmp_path / "wine"))
    (tmp_path / "wine" / "drive_c" / "users" / "player").mkdir(parents=True)
    candidates = sources.octgn_install_candidates()
    expected = (tmp_path / "wine" / "drive_c" / "users" / "player" / "Documents" / "OCTGN"
                / "GameDatabase" / GAME_ID)
    assert expected in candidates


def test_records_match_models(tmp_path: Path) -> None:
    root = write_sets(tmp_path / "data")
    records = {r["id"]: r for r in load_card_records(root)}
    card = load_card_database(root).get(JACK_ALPHA)
    assert records[JACK_ALPHA] == card.model_dump(mode="json")


# --- update_database -------------------------------------------------------------------------


def test_update_from_a_bad_folder_leaves_the_old_database(tmp_path: Path) -> None:
    update_database(str(write_sets(tmp_path / "good")))
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "set.xml").write_text("<set", encoding="utf-8")
    with pytest.raises(CardDataError, match="malformed XML"):
        update_database(str(bad))
    assert len(load_card_database()) == KEPT


@pytest.fixture
def http_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, str]]:
    """A local http.server on 127.0.0.1 serving a folder the test fills."""
    for name in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy",
                 "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    served = tmp_path / "served"
    served.mkdir()

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(served)))
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield served, f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _plugin_zip() -> bytes:
    """The layout of the plugin repository's archive, with project-written sets."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("Repo-master/game def/Sets/1 - Alpha/set.xml", ALPHA)
        archive.writestr("Repo-master/game def/Sets/2 - Beta/set.xml", BETA)
        archive.writestr("Repo-master/o8g/Sets/old/set.xml", "<not-a-set/>")
        archive.writestr("Repo-master/game def/Sets/1 - Alpha/Cards/x.jpg", b"\xff\xd8")
        archive.writestr("../../evil/sets/x/set.xml", ALPHA)
    return buffer.getvalue()


def test_update_from_a_url_zip(http_root: tuple[Path, str]) -> None:
    served, base = http_root
    (served / "plugin.zip").write_bytes(_plugin_zip())
    db, report = update_database(f"{base}/plugin.zip", progress=False)
    assert len(db) == KEPT and report.cards == KEPT
    kept = sorted(p.parent.name for p in cache.downloads_dir().rglob("set.xml"))
    assert kept == ["001-1-Alpha", "002-2-Beta"]  # game def sets only, our own folder names
    assert not (cache.cache_dir().parent / "evil").exists()
    assert len(load_card_database()) == KEPT


def test_update_from_a_url_set_xml(http_root: tuple[Path, str]) -> None:
    served, base = http_root
    (served / "set.xml").write_text(ALPHA, encoding="utf-8")
    db, _report = update_database(f"{base}/set.xml", progress=False)
    assert len(db) == 6


def test_default_download_uses_the_repository_url(http_root: tuple[Path, str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    served, base = http_root
    (served / "master.zip").write_bytes(_plugin_zip())
    monkeypatch.setattr(sources, "DEFAULT_URL", f"{base}/master.zip")
    db, _report = update_database(None, progress=False)
    assert len(db) == KEPT


def test_failed_download_leaves_the_old_cache(http_root: tuple[Path, str],
                                              tmp_path: Path) -> None:
    served, base = http_root
    (served / "plugin.zip").write_bytes(_plugin_zip())
    update_database(f"{base}/plugin.zip", progress=False)
    before = sorted(os.listdir(cache.cache_dir()))
    with pytest.raises(CardDataError, match=r"download failed: .*missing\.zip: HTTP 404"):
        update_database(f"{base}/missing.zip", progress=False)
    (served / "broken.zip").write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(CardDataError):
        update_database(f"{base}/broken.zip", progress=False)
    assert sorted(os.listdir(cache.cache_dir())) == before
    assert len(load_card_database()) == KEPT


def test_a_bad_downloaded_set_is_named_by_its_url(http_root: tuple[Path, str]) -> None:
    """Not by the temporary copy in the cache, which is deleted before the user reads it."""
    served, base = http_root
    (served / "set.xml").write_text("<set><cards><card", encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        update_database(f"{base}/set.xml", progress=False)
    assert str(caught.value).startswith(f"{base}/set.xml:1: malformed XML")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("Repo-master/game def/Sets/1 - Alpha/set.xml", ALPHA)
        archive.writestr("Repo-master/game def/Sets/2 - Beta/set.xml", "<set")
    (served / "plugin.zip").write_bytes(buffer.getvalue())
    with pytest.raises(CardDataError) as caught:
        update_database(f"{base}/plugin.zip", progress=False)
    assert str(caught.value).startswith(f"{base}/plugin.zip [2-Beta]:1: malformed XML")
    assert ".update-" not in str(caught.value)


def test_zip_without_set_files_is_refused(http_root: tuple[Path, str]) -> None:
    served, base = http_root
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("Repo-master/README.md", "nothing here")
    (served / "empty.zip").write_bytes(buffer.getvalue())
    with pytest.raises(CardDataError, match=r"empty\.zip: no sets/\*/set\.xml files"):
        update_database(f"{base}/empty.zip", progress=False)
    assert cache.read_current() is None


def test_progress_bar_when_asked(http_root: tuple[Path, str],
                                 capsys: pytest.CaptureFixture[str]) -> None:
    served, base = http_root
    (served / "plugin.zip").write_bytes(_plugin_zip())
    update_database(f"{base}/plugin.zip", progress=True)
    assert capsys.readouterr().out == ""  # the bar goes to stderr, stdout stays clean


def test_unreachable_server_is_one_line() -> None:
    with pytest.raises(CardDataError) as caught:
        update_database("http://127.0.0.1:9/nothing.zip", progress=False)
    assert "download failed" in str(caught.value) and "\n" not in str(caught.value)


def test_cards_update_offline_says_to_use_a_local_copy() -> None:
    # Nothing listens on port 9: as good as offline.
    with pytest.raises(CardDataError) as caught:
        update_database("http://127.0.0.1:9/nothing.zip", progress=False)
    assert "--from PATH" in str(caught.value)
