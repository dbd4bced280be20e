"""Deciding to continue, the debrief phase and the end of the turn (EN "Deciding to
Continue", "Debrief Phase").

Rulings where the rulebooks are silent:
- Power counted per mission failed this turn counts the failed missions lying beside
  the current one (those the debrief returns to the mission pile).
- With 3+ players "each player" refills or discards to eight, inactive players too (their
  hands can't have changed, so for them it only matters after their deck ran out).
- With 3+ players the second player's team character stopped at setup stays stopped
  through the debrief of turn 1 (where he is the villain) until the debrief of his own
  first turn as hero: "you will be unable to make use of that character during your
  first turn" (EN "Starting a Game", "Three or More Players").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stargate_vcg.engine.stargate import active, ops, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    Continue,
    Discard,
    Stop,
)
from stargate_vcg.engine.stargate.effects import (
    T_CONTINUED,
    T_DEBRIEF_START,
    T_TURN_END,
    MissionOrder,
    Replace,
)
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    READY,
    STOPPED,
)
from stargate_vcg.engine.stargate.rules import HAND_SIZE
from stargate_vcg.engine.stargate.triggers import (
    AT_DEBRIEF_START,
    AT_TURN_END,
    fire_n,
    run_delayed,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def decide_continue(game: GameCore, action: Continue | Stop) -> None:
    st = game.state
    if isinstance(action, Continue):
        cost = len(st.failed)
        total = values.continue_cost(game)
        ops.pay(game, st.hero, total)
        st.players[st.villain].power += min(cost, total)
        game.record("continue", st.hero, -1, total)
        st.phase = ph.PLAY_MISSION
        if game.effect_uids:  # "about to play a mission": before it leaves the pile
            fire_n(game, T_CONTINUED, st.hero)
    else:
        game.record("stop continuing", st.hero)
        st.phase = ph.DEBRIEF


def debrief(game: GameCore) -> None:
    """"At the start of your debrief phase" triggers come first."""
    st = game.state
    st.phase = ph.DEBRIEF_READY
    if st.delayed:
        run_delayed(game, AT_DEBRIEF_START)
    fire_n(game, T_DEBRIEF_START, st.hero)


def debrief_ready(game: GameCore) -> None:
    """Ready stopped cards (not incapacitated ones), failed missions to the bottom in the
    hero's order, then refill or discard to eight (rulebook "Debrief Phase")."""
    st = game.state
    st.phase = ph.REFILL
    st.refill_queue = [(st.hero + i) % game.n_players for i in range(game.n_players)]
    kept = _stopped_until_first_turn(game)
    # (The hero's, then the villain's: over a range, not a tuple, as resolve.stop_assigned.)
    for side in range(2):
        player = st.hero if side == 0 else st.villain
        for u in st.players[player].in_play:
            if (st.status[u] == STOPPED or st.status[u] == ASSIGNED) and u != kept:
                # (Session 11 sp-cards16: text may replace the readying.)
                if game.effect_uids and ops.replaced(game, Replace.READY, player, u, -1):
                    continue
                st.status[u] = READY
    if st.failed:
        st.pending.append(MissionOrder(st.hero, tuple(st.failed)))


def _stopped_until_first_turn(game: GameCore) -> int:
    """The second player's setup-stopped character at the turn-1 debrief (3+ players),
    else -1. The log says which one: setup records it under its owner."""
    st = game.state
    if st.turn != 1 or game.n_players < 3:
        return -1
    for entry in game.log_entries:
        if entry.kind == "setup stop" and entry.player == st.villain:
            return entry.card
    return -1


def refill(game: GameCore) -> None:
    st = game.state
    while st.refill_queue:
        player = st.refill_queue[0]
        hand = st.players[player].hand
        if len(hand) > HAND_SIZE:
            st.actor = player
            st.phase = ph.DISCARD
            return
        # (Session 8 sp-cards11: text may replace the refill, "do not draw any cards".)
        if len(hand) < HAND_SIZE and not (
                game.effect_uids and ops.replaced(game, Replace.REFILL, player, -1,
                                                  HAND_SIZE - len(hand))):
            n = ops.draw(game, player, HAND_SIZE - len(hand))
            game.record("draw", player, -1, n)
        st.refill_queue.pop(0)
    st.phase = ph.END_TURN


def discard(game: GameCore, action: Discard) -> None:
    st = game.state
    ops.discard_from_hand(game, action.card)
    if len(st.players[st.actor].hand) <= HAND_SIZE:
        st.phase = ph.REFILL


def end_turn(game: GameCore) -> None:
    """"At the end of the turn" text first (delayed triggers, then cards in effect)."""
    st = game.state
    st.phase = ph.TURN_OVER
    if st.delayed:
        run_delayed(game, AT_TURN_END)
    fire_n(game, T_TURN_END, st.hero)


def turn_over(game: GameCore) -> None:
    """Unspent power is lost; the next player (to the left) becomes the hero, unless card
    text made him skip that turn."""
    st = game.state
    for p in st.players:
        p.power = 0
    st.successes = 0
    st.turn_mods.clear()
    st.lasting_rules.clear()
    st.used.clear()
    if game.max_turns is not None and st.turn >= game.max_turns:
        st.phase = ph.OVER
        st.result = "unfinished"
        game.record("turn limit", -1, -1, st.turn)
        return
    st.turn += 1
    hero = (st.hero + 1) % game.n_players
    if st.skips and hero in st.skips:  # card text: "<player> skips his next turn"
        st.skips.remove(hero)
        game.record("turn skipped", hero)
        hero = (hero + 1) % game.n_players
    st.hero = hero
    st.villain = (st.hero + 1) % game.n_players
    active.roles_changed(game)
    st.phase = ph.TURN_START
