"""Shared fixtures. Integration tests read the OCTGN data at ../shared/octgn (or
$STARGATE_VCG_TEST_OCTGN); under CI=true a missing folder fails them instead of skipping."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _stale_installed_file() -> str | None:
    """A source file that differs from the installed package being tested, if any.

    The README's test command tests the package as installed (the compiled engines of a
    wheel): after an edit, that copy is stale until reinstalled."""
    import stargate_vcg

    installed = Path(stargate_vcg.__file__).resolve().parent
    source = REPO / "stargate_vcg"
    if installed == source:
        return None
    for path in sorted(source.rglob("*.py")):
        copy = installed / path.relative_to(source)
        if not copy.is_file() or copy.read_bytes() != path.read_bytes():
            return str(path.relative_to(REPO))
    return None


def pytest_configure(config: pytest.Config) -> None:
    stale = _stale_installed_file()
    if stale is not None:
        raise pytest.UsageError(
            f"the installed stargate_vcg is older than the source ({stale} differs): "
            f"reinstall it (.venv/bin/pip install '.[test,plot]'), or develop with an "
            f"editable, pure-Python install (.venv/bin/pip install -e '.[test,plot]')")


def pytest_report_header(config: pytest.Config) -> str:
    from stargate_vcg.engine import describe_build

    return describe_build()


def _octgn_path() -> Path:
    env = os.environ.get("STARGATE_VCG_TEST_OCTGN")
    return Path(env) if env else REPO.parent / "shared" / "octgn"


@pytest.fixture(scope="session")
def octgn_dir() -> Path:
    """The OCTGN plugin data folder (sets/*/set.xml, decks/*.o8d)."""
    path = _octgn_path()
    if not (path / "sets").is_dir():
        message = f"OCTGN card data not found at {path}"
        if os.environ.get("CI"):
            pytest.fail(message + " (required under CI=true)")
        pytest.skip(message)
    return path


def _rules_path() -> Path:
    env = os.environ.get("STARGATE_VCG_TEST_RULES")
    return Path(env) if env else REPO.parent / "shared" / "rules"


@pytest.fixture(scope="session")
def rules_dir() -> Path:
    """The rulebooks folder (../shared/rules or $STARGATE_VCG_TEST_RULES); like the OCTGN
    data, missing under CI=true is a failure naming where it looked, not a skip."""
    path = _rules_path()
    if not (path / "star-trek-vcg-regolamento-it.txt").is_file():
        message = (f"rulebooks not found: looked for {path / 'star-trek-vcg-regolamento-it.txt'}"
                   " (set STARGATE_VCG_TEST_RULES)")
        if os.environ.get("CI"):
            pytest.fail(message + " (required under CI=true)")
        pytest.skip(message)
    return path


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep every test away from the user's real cache directory and card settings."""
    monkeypatch.setenv("STARGATE_VCG_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("STARGATE_VCG_CARDS", raising=False)
    monkeypatch.delenv("STARGATE_VCG_ERRATA", raising=False)
