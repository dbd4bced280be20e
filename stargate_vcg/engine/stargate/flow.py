"""The turn sequence as a state machine: automatic steps and the handlers of decisions.

`run` advances through automatic steps until a decision is needed (a pending
interruption, or a decision phase). Each step sets the next phase before it fires
triggers, so that interruptions resume at the right point.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stargate_vcg.engine.stargate import ops, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    Action,
    Choose,
    ChooseGlyphCharacter,
    ChooseMany,
    ChooseStoppedCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Discard,
    Incapacitate,
    Keep,
    Mulligan,
    PlaceMission,
    ResolveTrigger,
    Revive,
    Score,
    Stop,
)
from stargate_vcg.engine.stargate.debrief import (
    debrief,
    debrief_ready,
    decide_continue,
    discard,
    end_turn,
    refill,
    turn_over,
)
from stargate_vcg.engine.stargate.effects import (
    Decision,
    EventDone,
    FireLater,
    MissionOrder,
    PlayHeld,
    TriggerBatch,
)
from stargate_vcg.engine.stargate.facts import Z_RESOLVING
from stargate_vcg.engine.stargate.mission import perform, play_mission, resume_held_play
from stargate_vcg.engine.stargate.power import turn_start
from stargate_vcg.engine.stargate.resolve import (
    battle,
    battle_victory,
    clear_mission,
    earn_glyph_choice,
    incapacitate_choice,
    mission_end,
    mission_over,
    outcome,
    revive_or_score,
    stop_assigned,
)
from stargate_vcg.engine.stargate.rules import glyph_candidates
from stargate_vcg.engine.stargate.setup import mulligan, setup_stop
from stargate_vcg.engine.stargate.triggers import fire, resolve_trigger
from stargate_vcg.engine.stargate.victory import check_victory, text_may_win

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def run(game: GameCore) -> None:
    st = game.state
    # Card text that adds experience or makes score-pile cards dearer can change a
    # victory condition at any time while it is in effect; without it, only a change
    # that bumps `progress` (glyphs, tokens, score piles) can (`victory`).
    may = game.victory_any_time
    while True:
        phase = st.phase
        if phase == ph.OVER:
            return
        if (st.progress != st.checked or (may and text_may_win(game))) \
                and phase > ph.MULLIGAN:
            st.checked = st.progress
            if check_victory(game):
                return
        if st.pending:
            if not _auto_pending(game):
                return
            continue
        if phase == ph.ACTIONS:
            return
        if not _step(game, phase) and not _auto_decision(game):
            return


def _auto_pending(game: GameCore) -> bool:
    """Resolve interruptions that leave nothing to choose; False when one waits."""
    st = game.state
    top = st.pending[-1]
    if isinstance(top, TriggerBatch) and _one_source(top.sources):
        st.pending.pop()
        resolve_trigger(game, top.sources[0], top.event)
        return True
    if isinstance(top, MissionOrder) and len(top.missions) == 1:
        st.pending.pop()
        ops.to_mission_bottom(game, top.missions[0])
        return True
    if isinstance(top, EventDone):
        st.pending.pop()
        if st.zone[top.card] == Z_RESOLVING:
            ops.to_discard(game, top.card)
        return True
    if isinstance(top, FireLater):
        st.pending.pop()
        e = top.event
        fire(game, e.kind, e.player, e.card, e.value)
        return True
    if isinstance(top, PlayHeld):  # the answers to its play given (session 10 sp-cards14)
        st.pending.pop()
        resume_held_play(game, top.player, top.card)
        return True
    return False


def _one_source(sources: tuple[int, ...]) -> bool:
    """Whether the batch holds one card only (maybe more than once): no set built."""
    if not sources:
        return False
    first = sources[0]
    return all(s == first for s in sources)


def _auto_decision(game: GameCore) -> bool:
    """Forced decisions are taken at once (they are not recorded as actions)."""
    st = game.state
    if st.phase == ph.GLYPH:
        candidates = glyph_candidates(game)
        if len(candidates) == 1:
            earn_glyph_choice(game, candidates[0])
            return True
    elif st.phase == ph.CONTINUE and (
            not st.players[st.hero].missions
            or values.continue_cost(game) > st.players[st.hero].power):
        game.record("cannot continue", st.hero)
        st.phase = ph.DEBRIEF
        return True
    return False


def _step(game: GameCore, phase: int) -> bool:
    """Run the automatic step of `phase`; False for a decision phase. (Called directly:
    compiled, a function taken from a dict is called through the generic protocol.)"""
    if phase == ph.TURN_START:
        turn_start(game)
    elif phase == ph.PLAY_MISSION:
        play_mission(game)
    elif phase == ph.BATTLE:
        battle(game)
    elif phase == ph.BATTLE_VICTORY:
        battle_victory(game)
    elif phase == ph.OUTCOME:
        outcome(game)
    elif phase == ph.STOP_ASSIGNED:
        stop_assigned(game)
    elif phase == ph.CLEAR:
        clear_mission(game)
    elif phase == ph.MISSION_END:
        mission_end(game)
    elif phase == ph.MISSION_OVER:
        mission_over(game)
    elif phase == ph.DEBRIEF:
        debrief(game)
    elif phase == ph.DEBRIEF_READY:
        debrief_ready(game)
    elif phase == ph.REFILL:
        refill(game)
    elif phase == ph.END_TURN:
        end_turn(game)
    elif phase == ph.TURN_OVER:
        turn_over(game)
    else:
        return False
    return True


def _answer(action: Action) -> tuple[int, ...]:
    if isinstance(action, Choose):
        return (action.option,)
    if isinstance(action, ChooseMany):
        return action.options
    assert isinstance(action, Decline)
    return ()


def handle(game: GameCore, action: Action) -> None:
    """Carry out an action already checked as legal."""
    st = game.state
    if st.pending:
        top = st.pending.pop()
        if isinstance(top, TriggerBatch):
            assert isinstance(action, ResolveTrigger)
            remaining = list(top.sources)
            remaining.remove(action.source)
            if remaining:
                st.pending.append(TriggerBatch(top.player, top.event, tuple(remaining)))
            resolve_trigger(game, action.source, top.event)
        elif isinstance(top, Decision):
            chosen = _answer(action)
            # A choice among hidden cards is not named in the public log.
            shown = chosen[0] if len(chosen) == 1 and not top.visible_to else -1
            game.record("decline" if not chosen else "choose", top.player, shown,
                        len(chosen), top.prompt)
            game.resume(top, chosen)
        elif isinstance(top, MissionOrder):
            assert isinstance(action, PlaceMission)
            rest = tuple(m for m in top.missions if m != action.mission)
            ops.to_mission_bottom(game, action.mission)
            if rest:
                st.pending.append(MissionOrder(top.player, rest))
        return
    phase = st.phase
    if phase == ph.ACTIONS:
        perform(game, action)
    elif isinstance(action, ChooseStoppedCharacter):
        setup_stop(game, action)
    elif isinstance(action, (Mulligan, Keep)):
        mulligan(game, action)
    elif isinstance(action, (Incapacitate, Decline)):
        incapacitate_choice(game, action)
    elif isinstance(action, (Revive, Score, DestroyAdversary)):
        revive_or_score(game, action)
    elif isinstance(action, ChooseGlyphCharacter):
        earn_glyph_choice(game, action.character)
    elif isinstance(action, (Continue, Stop)):
        decide_continue(game, action)
    elif isinstance(action, Discard):
        discard(game, action)
    else:
        raise AssertionError(f"unhandled action {action!r} in phase {ph.NAMES[phase]}")
