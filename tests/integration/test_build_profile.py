"""The compiled build's profile (hatch_build.py): a wheel built beside the OCTGN card data
trains GCC's profile on random games between its preconstructed decks, and says so in
`describe_build` (which every benchmark prints)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def test_a_compiled_build_beside_the_card_data_is_trained_on_it(octgn_dir: Path) -> None:
    from stargate_vcg.engine import compiled_engines, describe_build

    if not compiled_engines():
        pytest.skip("editable install: the engines are not compiled")
    if os.environ.get("STARGATE_VCG_PROFILE") == "0":
        pytest.skip("built with STARGATE_VCG_PROFILE=0: no profile wanted")
    assert "profile: trained on" in describe_build()
    assert "Stargate games between 8 decks" in describe_build()
