"""Starting a game (EN "Starting a Game", "Three or More Players"): the stopped team
characters, opening hands and mulligans."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stargate_vcg.engine.stargate import active, ops
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    ChooseStoppedCharacter,
    Keep,
    Mulligan,
)
from stargate_vcg.engine.stargate.facts import STOPPED, Z_DECK
from stargate_vcg.engine.stargate.rules import HAND_SIZE

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def setup_stop(game: GameCore, action: ChooseStoppedCharacter) -> None:
    st = game.state
    st.status[action.character] = STOPPED
    game.record("setup stop", st.setup_queue[0], action.character)
    st.setup_queue.pop(0)
    if not st.setup_queue:
        for p in range(game.n_players):
            ops.draw(game, p, HAND_SIZE)
        st.setup_queue = [(st.first_player + i) % game.n_players
                          for i in range(game.n_players)]
        st.phase = ph.MULLIGAN


def mulligan(game: GameCore, action: Mulligan | Keep) -> None:
    st = game.state
    player = st.setup_queue.pop(0)
    if isinstance(action, Mulligan):
        p = st.players[player]
        n = len(p.hand)
        for uid in p.hand:
            active.move(game, uid, Z_DECK)
        p.deck.extend(p.hand)
        p.hand.clear()
        ops.shuffle(game.rng, p.deck)
        ops.draw(game, player, n)
        game.record("mulligan", player)
    else:
        game.record("keep", player)
    if not st.setup_queue:
        st.turn = 1
        st.hero = st.first_player
        st.villain = (st.hero + 1) % game.n_players
        active.roles_changed(game)
        st.phase = ph.TURN_START
