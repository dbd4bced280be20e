"""Every script in examples/ runs as a user would run it, against the real card data."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.py"))


def test_there_are_examples() -> None:
    assert any(p.name == "load_deck.py" for p in EXAMPLES)


@pytest.mark.parametrize("script", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_runs(script: Path, octgn_dir: Path) -> None:
    env = dict(os.environ, STARGATE_VCG_CARDS=str(octgn_dir))
    result = subprocess.run([sys.executable, str(script)], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip(), f"{script.name} printed nothing"
