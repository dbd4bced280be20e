"""The mission phase up to resolving: playing the mission and performing actions
(EN "Mission Phase", "Hero Player Actions", "Villain Player Actions", "Activated
Abilities")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import active, ops, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    Action,
    ActivateAbility,
    Assign,
    Boost,
    Pass,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import (
    T_ABILITY_USED,
    T_ASSIGNED,
    T_BOOSTED,
    T_CARD_PLAYED,
    T_COMPLICATION_PLAYED,
    T_MISSION_PLAYED,
    T_PASSED,
    T_PLAYING,
    EventDone,
    FireLater,
    PlayHeld,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    EVENT,
    OBSTACLE,
    Z_COMPLICATION,
    Z_HAND,
    Z_MISSION,
    Z_OBSTACLE,
    Z_RESOLVING,
)
from stargate_vcg.engine.stargate.rules import abilities_of, ability_power, play_cost_of
from stargate_vcg.engine.stargate.state import MOD_DIFFICULTY, MOD_FIREPOWER, MOD_SKILLS
from stargate_vcg.engine.stargate.triggers import AT_NEXT_MISSION, fire_n, run_delayed

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def play_mission(game: GameCore) -> None:
    st = game.state
    pile = st.players[st.hero].missions
    if not pile:
        game.record("no mission", st.hero)
        st.phase = ph.DEBRIEF
        return
    mission = pile.pop()
    st.mission = mission
    active.move(game, mission, Z_MISSION)
    st.phase = ph.ACTIONS
    st.actor = st.hero
    st.passes = 0
    game.record("play mission", st.hero, mission)
    if st.delayed:  # texts that change the mission played next
        run_delayed(game, AT_NEXT_MISSION)
    if game.effect_uids:  # (fire would return at once: skip the call in simulations)
        fire_n(game, T_MISSION_PLAYED, st.hero, mission)


def perform(game: GameCore, action: Action) -> None:
    st = game.state
    player = st.actor
    other = st.villain if player == st.hero else st.hero
    if isinstance(action, Pass):
        st.passes += 1
        game.record("pass", player)
        if st.passes >= 2:
            st.phase = ph.BATTLE
        else:
            st.actor = other
        if game.effect_uids:
            fire_n(game, T_PASSED, player)
        return
    st.passes = 0
    st.actor = other
    if isinstance(action, PlayCard):
        _play_card(game, action, player)
    elif isinstance(action, Assign):
        if game.effect_uids:
            ops.pay(game, player, values.assign_cost(game, player, action))
            for other in action.stops:  # an extra cost to assign it (`assign_stops`)
                if st.zone[other] == Z_HAND:  # discarded instead (session 11 sp-cards16)
                    ops.discard_from_hand(game, other)
                else:
                    ops.stop(game, other)
            # "would become assigned ... instead" (session 11 sp-cards16)
            if ops.replaced(game, Replace.ASSIGN, player, action.card, -1):
                return
        st.status[action.card] = ASSIGNED
        game.record("assign", player, action.card)
        if game.effect_uids:
            fire_n(game, T_ASSIGNED, player, action.card)
    elif isinstance(action, Boost):
        target = game.facts[action.target]
        kind = MOD_FIREPOWER if target.ship else (
            MOD_DIFFICULTY if target.kind == ADVERSARY else MOD_SKILLS)
        ops.to_discard(game, action.card)
        ops.boost(game, action.target, kind)
        game.record("boost", player, action.target, action.card)
        if game.effect_uids:
            fire_n(game, T_BOOSTED, player, action.target, action.card)
    elif isinstance(action, PlayComplication):
        ops.pay(game, player, values.complication_cost(game, player, action))
        ops.take_out(game, action.card)
        st.complications.append(action.card)
        active.move(game, action.card, Z_COMPLICATION)
        # Face down: the public log does not name it.
        game.record("complication", player, -1, len(st.complications))
        if game.effect_uids:
            fire_n(game, T_COMPLICATION_PLAYED, player)
    elif isinstance(action, ActivateAbility):
        _activate(game, action, player)


def _play_card(game: GameCore, action: PlayCard, player: int) -> None:
    st = game.state
    uid = action.card
    ops.pay(game, player, values.play_cost(game, player, action, uid))
    if action.stops and _discards_to_play(game, uid):  # (session 10 sp-cards14)
        for other in action.stops:
            ops.discard_from_hand(game, other)
    else:
        for other in action.stops:  # an extra cost to play it ("To play this event, stop")
            ops.stop(game, other)
    if action.stops:  # its text may read them ("that character's Combat")
        st.memory[(uid, "stopped to play")] = action.stops
    game.record("play", player, uid)
    if game.effect_uids and game.listener_rows[T_PLAYING] and _held(game, player, uid):
        return  # text that may answer its play first (session 10 sp-cards14)
    place_played(game, player, uid)


def place_played(game: GameCore, player: int, uid: int) -> None:
    """A card played (and paid for) resolves: an event's text is carried out, an
    obstacle goes to the mission, another card comes into play; "when you play"."""
    st = game.state
    f = game.facts[uid]
    if f.kind == EVENT:
        # "Carry out its game text immediately, then place the card in your discard
        # pile": it waits, being played, until its text and the choices it asks are done;
        # "when you play" triggers come after.
        ops.take_out(game, uid)
        active.move(game, uid, Z_RESOLVING)
        effect = game.effects[uid]
        if game.effect_uids:
            st.pending.append(FireLater(player, TriggerEvent(Trigger.CARD_PLAYED, player, uid)))
        st.pending.append(EventDone(player, uid))
        if effect is not None:
            was = game.text_source
            game.text_source = uid
            try:
                effect.on_play(game.surface, uid)
            finally:
                game.text_source = was
        return
    elif f.kind == OBSTACLE:
        ops.take_out(game, uid)
        st.obstacles.append(uid)
        active.move(game, uid, Z_OBSTACLE)
    else:
        ops.put_in_play(game, uid)
    if game.effect_uids:
        fire_n(game, T_CARD_PLAYED, player, uid)


def _activate(game: GameCore, action: ActivateAbility, player: int) -> None:
    uid = action.card
    ability = abilities_of(game, uid, player)[action.ability]
    cost = ability.cost
    ops.pay(game, player, ability_power(game, player, action, ability))
    for d in action.discards:
        ops.discard_from_hand(game, d)
    if cost.stop_self:
        ops.stop(game, uid)
    for other in action.stops:
        ops.stop(game, other)
    for other in action.blocks:
        ops.block(game, other, uid, until_mission_end=True)
    key = (uid, action.ability)
    game.state.used[key] = game.state.used.get(key, 0) + 1
    game.record("ability", player, uid, action.ability, ability.text)
    if cost.destroy_self:
        ops.destroy(game, uid)
    was = game.text_source
    game.text_source = uid
    try:
        ability.effect(game.surface, uid, action)
    finally:
        game.text_source = was
    if game.effect_uids:
        fire_n(game, T_ABILITY_USED, player, uid, action.ability)


# --- session 10 sp-cards14 ---


def _discards_to_play(game: GameCore, uid: int) -> bool:
    """The cards an extra cost to play `uid` names are discarded from the hand
    (`PlayCost.discards`), not stopped."""
    cost = play_cost_of(game, uid)
    return cost is not None and cost.discards


# "That card has no effect": the memory key of a card being played that text cancelled
# (`Surface.cancel_play`), read as it would resolve (`resume_held_play`).
CANCELLED: Final = "play cancelled"


def _held(game: GameCore, player: int, uid: int) -> bool:
    """Text that may answer a card being played before it resolves (Bynarr, Jack
    O'Neill: `Trigger.PLAYING`) is asked first: the card waits, being played, beneath
    their answers (`PlayHeld`); False, and nothing held, when none reacts."""
    st = game.state
    if (uid, CANCELLED) in st.memory:
        del st.memory[(uid, CANCELLED)]
    ops.take_out(game, uid)
    active.move(game, uid, Z_RESOLVING)
    n = len(st.pending)
    st.pending.append(PlayHeld(player, uid))
    fire_n(game, T_PLAYING, player, uid)
    if len(st.pending) > n + 1:
        return True
    st.pending.pop()
    return False


def resume_held_play(game: GameCore, player: int, uid: int) -> None:
    """The answers given, a held card resolves as played; one that text cancelled goes
    to its owner's discard pile instead, with no effect (ruling: nor any "when you play"
    text, its own or another card's, as it was never resolved)."""
    st = game.state
    if st.zone[uid] != Z_RESOLVING:
        st.memory.pop((uid, CANCELLED), None)
        return
    if (uid, CANCELLED) in st.memory:
        del st.memory[(uid, CANCELLED)]
        game.record("no effect", player, uid)
        ops.to_discard(game, uid)
        return
    place_played(game, player, uid)
