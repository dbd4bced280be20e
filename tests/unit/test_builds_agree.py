"""The compiled engines of a wheel play exactly the games the source plays as Python: a
seed and an action list recorded with one build replay with the other."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from game_digest import digest

from stargate_vcg.engine import compiled_engines

REPO = Path(__file__).resolve().parent.parent.parent
GAMES = 12


def source_digest() -> str:
    """The digest computed by the source tree, imported ahead of the installed package."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), str(REPO / "tests")]))
    done = subprocess.run([sys.executable, str(REPO / "tests" / "game_digest.py"), str(GAMES)],
                          env=env, capture_output=True, text=True, check=True)
    kind, found = done.stdout.split()
    assert kind == "pure", "the source tree should have been imported, as plain Python"
    return found


@pytest.mark.skipif(not compiled_engines(),
                    reason="the engines under test are the source: no compiled build to compare")
def test_compiled_engines_play_the_same_games_as_the_source() -> None:
    assert digest(range(GAMES)) == source_digest()


def test_the_digest_tells_different_games_apart() -> None:
    assert digest(range(2)) != digest(range(1, 3))
