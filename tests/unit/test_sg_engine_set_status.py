"""`active.set_status` asks a card's text again only when it is or becomes incapacitated
(the one status `values.text_in_effect` reads): the index, and the one set aside for the
other roles, must stay what the scans find through every change of status."""

from __future__ import annotations

import random

from test_sg_engine_fixed_abilities import _decks

from stargate_vcg.effects import default_registry
from stargate_vcg.engine.stargate import StargateGame, active
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    INCAPACITATED,
    READY,
    STOPPED,
    Z_PLAY,
)


def _game_with_text_in_play() -> tuple[StargateGame, int]:
    """A game past its first swap of roles (an index set aside), and a card in play
    whose text is in effect."""
    for seed in range(20):
        game = StargateGame.new(_decks(), seed=seed, max_turns=6,
                                effects=default_registry())
        rng = random.Random(seed)
        while not game.is_over:
            if game.other_hero >= 0:
                st = game.state
                found = [u for u in range(len(st.zone)) if st.zone[u] == Z_PLAY
                         and game.active[u] and st.status[u] != INCAPACITATED]
                if found:
                    return game, found[0]
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no game with text in play")


def test_only_incapacitation_asks_the_text_again() -> None:
    game, uid = _game_with_text_in_play()
    dirty = len(game.other_dirty)
    for status in (READY, ASSIGNED, STOPPED, READY):
        active.set_status(game, uid, status)
        assert game.active[uid]
        active.check(game)
    # Not set aside to be asked at the next swap of roles: nothing it reads changed.
    assert len(game.other_dirty) == dirty
    active.set_status(game, uid, INCAPACITATED)
    assert not game.active[uid]  # (the index did change: a test that can fail)
    active.check(game)
    active.set_status(game, uid, STOPPED)
    assert game.active[uid]
    active.check(game)
