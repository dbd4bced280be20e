"""Shared fixtures. Integration tests read the OCTGN data at ../shared/octgn (or
$STARGATE_VCG_TEST_OCTGN); under CI=true a missing folder fails them instead of skipping."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


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


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep every test away from the user's real cache directory and card settings."""
    monkeypatch.setenv("STARGATE_VCG_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("STARGATE_VCG_CARDS", raising=False)
