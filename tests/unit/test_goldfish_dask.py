"""`--executor tcp://...`: the same job on a Dask distributed scheduler gives the same
result as one local worker. Dask is in the `test` extra (README's first command), so
under CI=true a missing Dask fails this test instead of skipping it."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator

import pytest
from factories import fixture_deck

from stargate_vcg.errors import StargateVcgError
from stargate_vcg.goldfish import goldfish, goldfish_hands


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    if importlib.util.find_spec("distributed") is None:
        message = "Dask distributed is not installed (pip install 'stargate-vcg[dask]')"
        if os.environ.get("CI"):
            pytest.fail(message + "; the test extra installs it")
        pytest.skip(message)
    from distributed import LocalCluster

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
                           dashboard_address=None, host="127.0.0.1")
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def test_dask_games_match_one_local_worker(scheduler: str) -> None:
    deck = fixture_deck()
    local = goldfish(deck, games=120, seed=21, workers=1)
    remote = goldfish(deck, games=120, seed=21, executor=scheduler)
    assert remote == local


def test_dask_hands_match_one_local_worker(scheduler: str) -> None:
    deck = fixture_deck()
    local = goldfish_hands(deck, hands=10_000, seed=5, keep="hero >= 4")
    remote = goldfish_hands(deck, hands=10_000, seed=5, keep="hero >= 4",
                            executor=scheduler)
    assert remote == local


def test_no_scheduler_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    if importlib.util.find_spec("distributed") is None:
        pytest.skip("Dask distributed is not installed")
    monkeypatch.setattr("stargate_vcg.goldfish.runner.CONNECT_TIMEOUT", "1s")
    with pytest.raises(StargateVcgError, match="no Dask scheduler"):
        goldfish(fixture_deck(), games=2, seed=1, executor="tcp://127.0.0.1:9")
