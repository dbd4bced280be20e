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
    ActivateAbility,
    Assign,
    Boost,
    Choose,
    ChooseGlyphCharacter,
    ChooseStoppedCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Discard,
    Incapacitate,
    Keep,
    Mulligan,
    Pass,
    PlaceMission,
    PlayCard,
    PlayComplication,
    ResolveTrigger,
    Revive,
    Score,
    Stop,
)
from stargate_vcg.engine.stargate.effects import (
    Choice,
    MissionOrder,
    Trigger,
    TriggerBatch,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    EVENT,
    INCAPACITATED,
    OBSTACLE,
    READY,
    SHIP,
    STOPPED,
    Z_COMPLICATION,
    Z_DECK,
    Z_FAILED,
    Z_MISSION,
    Z_OBSTACLE,
)
from stargate_vcg.engine.stargate.rules import HAND_SIZE, abilities_of, glyph_candidates
from stargate_vcg.engine.stargate.state import MOD_DIFFICULTY, MOD_FIREPOWER, MOD_SKILLS

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.game import StargateGame

BASE_POWER = 3  # rulebook "Power Phase"
GLYPHS_TO_WIN = 7  # rulebook "Winning the Game"


# --- the driver ------------------------------------------------------------------------


def run(game: StargateGame) -> None:
    st = game.state
    while st.phase != ph.OVER:
        if (st.progress != st.checked or game.effect_uids) and st.phase > ph.MULLIGAN:
            st.checked = st.progress
            if check_victory(game):
                return
        if st.pending:
            if not _auto_pending(game):
                return
            continue
        phase = st.phase
        if phase == ph.ACTIONS:
            return
        if phase in ph.DECISIONS:
            if not _auto_decision(game):
                return
        else:
            STEPS[phase](game)


def _auto_pending(game: StargateGame) -> bool:
    """Resolve interruptions that leave nothing to choose; False when one waits."""
    st = game.state
    top = st.pending[-1]
    if isinstance(top, TriggerBatch) and len(set(top.sources)) == 1:
        st.pending.pop()
        _resolve_trigger(game, top.sources[0], top.event)
        return True
    if isinstance(top, MissionOrder) and len(top.missions) == 1:
        st.pending.pop()
        ops.to_mission_bottom(game, top.missions[0])
        return True
    if isinstance(top, Choice) and not top.options:
        st.pending.pop()
        return True
    return False


def _auto_decision(game: StargateGame) -> bool:
    """Forced decisions are taken at once (they are not recorded as actions)."""
    st = game.state
    if st.phase == ph.GLYPH:
        candidates = glyph_candidates(game)
        if len(candidates) == 1:
            _glyph(game, candidates[0])
            return True
    elif st.phase == ph.CONTINUE and (
            not st.players[st.hero].missions or len(st.failed) > st.players[st.hero].power):
        game.record("cannot continue", st.hero)
        st.phase = ph.DEBRIEF
        return True
    return False


def check_victory(game: StargateGame) -> bool:
    """The game ends at once when a player meets a victory condition (rulebook "Winning
    the Game"): 7 glyphs, experience >= victory total, score pile cost >= victory total."""
    st = game.state
    order = [(st.hero + i) % game.n_players for i in range(game.n_players)]
    for player in order:
        reason = None
        total = values.victory_total(game, player)
        if values.glyph_count(game, player) >= GLYPHS_TO_WIN:
            reason = "seven glyphs"
        elif values.experience(game, player) >= total:
            reason = "experience"
        elif values.score_total(game, player) >= total:
            reason = "villain score pile"
        if reason is not None:
            st.phase = ph.OVER
            st.result = "won"
            st.winner = player
            st.pending.clear()
            game.record("win", player, -1, 0, reason)
            return True
    return False


# --- triggers --------------------------------------------------------------------------


def responders(game: StargateGame, event: TriggerEvent, sources: list[int]) -> tuple[int, ...]:
    out = []
    for s in sources:
        effect = game.effects[s]
        if effect is not None and effect.triggers(game, s, event):
            out.append(s)
    return tuple(out)


def fire(game: StargateGame, kind: Trigger, player: int, card: int = -1,
         value: int = -1) -> None:
    """Triggered effects on active cards (and on the card the event is about, e.g. an
    event just played); several are resolved in the hero's order (glossary)."""
    if not game.effect_uids:
        return
    event = TriggerEvent(kind, player, card, value)
    sources = [s for s, _ in values.active_sources(game)]
    if card >= 0 and card not in sources and game.effects[card] is not None:
        sources.append(card)
    found = responders(game, event, sources)
    if found:
        game.state.pending.append(TriggerBatch(game.state.hero, event, found))


def _resolve_trigger(game: StargateGame, source: int, event: TriggerEvent) -> None:
    effect = game.effects[source]
    assert effect is not None
    game.record("trigger", game.facts[source].owner, source, -1, event.kind.value)
    effect.resolve(game, source, event)


# --- setup -----------------------------------------------------------------------------


def _setup_stop(game: StargateGame, action: ChooseStoppedCharacter) -> None:
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


def _mulligan(game: StargateGame, action: Mulligan | Keep) -> None:
    st = game.state
    player = st.setup_queue.pop(0)
    if isinstance(action, Mulligan):
        p = st.players[player]
        n = len(p.hand)
        for uid in p.hand:
            st.zone[uid] = Z_DECK
        p.deck.extend(p.hand)
        p.hand.clear()
        game.rng.shuffle(p.deck)
        ops.draw(game, player, n)
        game.record("mulligan", player)
    else:
        game.record("keep", player)
    if not st.setup_queue:
        st.turn = 1
        st.hero = st.first_player
        st.villain = (st.hero + 1) % game.n_players
        st.phase = ph.TURN_START


# --- power phase and missions ---------------------------------------------------------------


def _turn_start(game: StargateGame) -> None:
    """Incapacitated cards are readied then stopped (glossary "incapacitated"); then the
    power phase: 3 + 1 per glyph beneath the hero's characters to hero and villain;
    inactive players get none (rulebook "Power Phase", "Three or More Players")."""
    st = game.state
    game.record("turn", st.hero, -1, st.turn)
    for uid in st.players[st.hero].in_play:
        f = game.facts[uid]
        if st.status[uid] == INCAPACITATED and f.hero and (f.character or f.ship):
            st.status[uid] = STOPPED
    for uid in st.players[st.villain].in_play:
        if st.status[uid] == INCAPACITATED and game.facts[uid].ship and game.facts[uid].villain:
            st.status[uid] = STOPPED
    power = BASE_POWER + values.glyph_count(game, st.hero)
    for i, p in enumerate(st.players):
        p.power = power if i in (st.hero, st.villain) else 0
    game.record("power", st.hero, -1, power)
    st.phase = ph.PLAY_MISSION
    fire(game, Trigger.TURN_START, st.hero)
    fire(game, Trigger.POWER_PHASE_END, st.hero)


def _play_mission(game: StargateGame) -> None:
    st = game.state
    pile = st.players[st.hero].missions
    if not pile:
        game.record("no mission", st.hero)
        st.phase = ph.DEBRIEF
        return
    mission = pile.pop()
    st.mission = mission
    st.zone[mission] = Z_MISSION
    st.phase = ph.ACTIONS
    st.actor = st.hero
    st.passes = 0
    game.record("play mission", st.hero, mission)
    fire(game, Trigger.MISSION_PLAYED, st.hero, mission)


# --- performing actions -----------------------------------------------------------------------


def _perform(game: StargateGame, action: Action) -> None:
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
        return
    st.passes = 0
    st.actor = other
    if isinstance(action, PlayCard):
        _play_card(game, action, player)
    elif isinstance(action, Assign):
        st.status[action.card] = ASSIGNED
        game.record("assign", player, action.card)
        fire(game, Trigger.ASSIGNED, player, action.card)
    elif isinstance(action, Boost):
        target = game.facts[action.target]
        kind = MOD_FIREPOWER if target.ship else (
            MOD_DIFFICULTY if target.kind == ADVERSARY else MOD_SKILLS)
        ops.to_discard(game, action.card)
        ops.boost(game, action.target, kind)
        game.record("boost", player, action.target, action.card)
    elif isinstance(action, PlayComplication):
        ops.pay(game, player, values.complication_cost(game, player, action))
        ops._remove(game, action.card)
        st.complications.append(action.card)
        st.zone[action.card] = Z_COMPLICATION
        game.record("complication", player, action.card)
    elif isinstance(action, ActivateAbility):
        _activate(game, action, player)


def _play_card(game: StargateGame, action: PlayCard, player: int) -> None:
    st = game.state
    uid = action.card
    f = game.facts[uid]
    ops.pay(game, player, values.play_cost(game, player, action, uid))
    game.record("play", player, uid)
    if f.kind == EVENT:
        # Carry out its text, then it is in the discard pile (events are never in play).
        ops.to_discard(game, uid)
        effect = game.effects[uid]
        if effect is not None:
            effect.on_play(game, uid)
    elif f.kind == OBSTACLE:
        ops._remove(game, uid)
        st.obstacles.append(uid)
        st.zone[uid] = Z_OBSTACLE
    else:
        ops.put_in_play(game, uid)
    fire(game, Trigger.CARD_PLAYED, player, uid)


def _activate(game: StargateGame, action: ActivateAbility, player: int) -> None:
    uid = action.card
    ability = abilities_of(game, uid)[action.ability]
    cost = ability.cost
    ops.pay(game, player, cost.power)
    for d in action.discards:
        ops.discard_from_hand(game, d)
    if cost.stop_self:
        ops.stop(game, uid)
    key = (uid, action.ability)
    game.state.used[key] = game.state.used.get(key, 0) + 1
    game.record("ability", player, uid, action.ability, ability.text)
    if cost.destroy_self:
        ops.destroy(game, uid)
    ability.effect(game, uid, action)


# --- resolving the mission ----------------------------------------------------------------------


def _assigned(game: StargateGame, player: int, hero_side: bool) -> list[int]:
    st = game.state
    return [u for u in st.players[player].in_play if st.status[u] == ASSIGNED
            and (game.facts[u].hero if hero_side else game.facts[u].villain)]


def _battle(game: StargateGame) -> None:
    """Ship battle (rulebook "Ship Battle"): higher firepower total achieves victory; if
    only one player has assigned ships, he does; a tie gives no victory."""
    st = game.state
    hero_ships = [u for u in _assigned(game, st.hero, True) if game.facts[u].kind == SHIP]
    villain_ships = [u for u in _assigned(game, st.villain, False)
                     if game.facts[u].kind == SHIP]
    st.phase = ph.OUTCOME
    if not hero_ships and not villain_ships:
        return
    hero_fp = sum(values.firepower(game, u) for u in hero_ships)
    villain_fp = sum(values.firepower(game, u) for u in villain_ships)
    victor = -1
    if hero_ships and (not villain_ships or hero_fp > villain_fp):
        victor = st.hero
    elif villain_ships and (not hero_ships or villain_fp > hero_fp):
        victor = st.villain
    game.record("ship battle", victor, -1, hero_fp * 1000 + villain_fp)
    if victor < 0:
        return
    st.actor = victor
    enemy = villain_ships if victor == st.hero else hero_ships
    st.phase = ph.BATTLE_INCAP if enemy else ph.BATTLE_VICTORY


def _incap(game: StargateGame, action: Incapacitate | Decline) -> None:
    if isinstance(action, Incapacitate):
        ops.incapacitate(game, action.ship)
    game.state.phase = ph.BATTLE_VICTORY


def _battle_victory(game: StargateGame) -> None:
    """Victory text on the victor's assigned cards, in the victor's order."""
    st = game.state
    st.phase = ph.OUTCOME
    if not game.effect_uids:
        return
    victor = st.actor
    event = TriggerEvent(Trigger.VICTORY, victor)
    found = responders(game, event, _assigned(game, victor, victor == st.hero))
    if found:
        st.pending.append(TriggerBatch(victor, event, found))


def _outcome(game: StargateGame) -> None:
    """Success when the assigned characters' skill total >= the difficulty; then Success
    or Failure text: the hero's cards first, then the villain's, each in its owner's order
    (rulebook "Use Success and Failure Game Text")."""
    st = game.state
    total = values.hero_total(game)
    difficulty = values.mission_difficulty(game)
    st.outcome = total >= difficulty
    if st.outcome:
        st.successes += 1
    st.resolution_team = tuple(u for u in _assigned(game, st.hero, True)
                               if game.facts[u].character)
    game.record("success" if st.outcome else "failure", st.hero, st.mission, total,
             str(difficulty))
    st.phase = ph.STOP_ASSIGNED
    if not game.effect_uids:
        return
    kind = Trigger.SUCCESS if st.outcome else Trigger.FAILURE
    hero_sources = [st.mission, *_assigned(game, st.hero, True)]
    villain_sources = [*st.obstacles, *_assigned(game, st.villain, False)]
    for player, sources in ((st.villain, villain_sources), (st.hero, hero_sources)):
        event = TriggerEvent(kind, player)
        found = responders(game, event, sources)
        if found:
            st.pending.append(TriggerBatch(player, event, found))


def _stop_assigned(game: StargateGame) -> None:
    st = game.state
    for player in (st.hero, st.villain):
        for u in st.players[player].in_play:
            f = game.facts[u]
            if st.status[u] == ASSIGNED and (f.character or f.ship):
                st.status[u] = STOPPED
    has_adversary = any(st.status[u] == ASSIGNED and game.facts[u].kind == ADVERSARY
                        for u in st.players[st.villain].in_play)
    st.phase = ph.REVIVE if has_adversary else ph.CLEAR


def _revive(game: StargateGame, action: Revive | Score | DestroyAdversary) -> None:
    st = game.state
    st.phase = ph.CLEAR
    adv = action.adversary
    if isinstance(action, Revive):
        ops.mill(game, st.villain, game.facts[adv].revive)
        st.status[adv] = STOPPED
        game.record("revive", st.villain, adv)
        fire(game, Trigger.REVIVED, st.villain, adv)
    elif isinstance(action, Score):
        ops.to_score_pile(game, adv)
        game.record("score", st.villain, adv)
        if action.dominion is not None:
            ops.to_score_pile(game, action.dominion)
            game.record("score", st.villain, action.dominion)
        fire(game, Trigger.SCORED, st.villain, adv)
    else:
        ops.destroy(game, adv)


def _clear(game: StargateGame) -> None:
    """Destroy obstacles and complications; a failed mission stays beside the others."""
    st = game.state
    for uid in [*st.obstacles, *st.complications]:
        ops.destroy(game, uid)
    mission = st.mission
    if st.outcome:
        if glyph_candidates(game):
            st.phase = ph.GLYPH
            return
        # Nobody assigned at resolution can take the glyph: it is not earned.
        ops.to_mission_bottom(game, mission)
    else:
        st.mission = -1
        st.failed.append(mission)
        st.zone[mission] = Z_FAILED
    st.phase = ph.MISSION_END


def _glyph(game: StargateGame, character: int) -> None:
    st = game.state
    mission = st.mission
    st.phase = ph.MISSION_END
    ops.earn_glyph(game, mission, character)


def _mission_end(game: StargateGame) -> None:
    st = game.state
    st.mission_mods.clear()
    ops.unblock_by(game, ops.BLOCKED_FOR_MISSION)
    st.resolution_team = ()
    st.outcome = None
    st.phase = ph.CONTINUE
    fire(game, Trigger.MISSION_END, st.hero)


def _continue(game: StargateGame, action: Continue | Stop) -> None:
    st = game.state
    if isinstance(action, Continue):
        cost = len(st.failed)
        ops.pay(game, st.hero, cost)
        st.players[st.villain].power += cost
        game.record("continue", st.hero, -1, cost)
        st.phase = ph.PLAY_MISSION
    else:
        game.record("stop", st.hero)
        st.phase = ph.DEBRIEF


# --- debrief ---------------------------------------------------------------------------------


def _debrief(game: StargateGame) -> None:
    """Ready stopped cards (not incapacitated ones), failed missions to the bottom in the
    hero's order, then refill or discard to eight (rulebook "Debrief Phase")."""
    st = game.state
    st.phase = ph.REFILL
    st.refill_queue = [(st.hero + i) % game.n_players for i in range(game.n_players)]
    for player in (st.hero, st.villain):
        for u in st.players[player].in_play:
            if st.status[u] == STOPPED or st.status[u] == ASSIGNED:
                st.status[u] = READY
    if st.failed:
        st.pending.append(MissionOrder(st.hero, tuple(st.failed)))
    fire(game, Trigger.DEBRIEF_START, st.hero)


def _refill(game: StargateGame) -> None:
    st = game.state
    while st.refill_queue:
        player = st.refill_queue[0]
        hand = st.players[player].hand
        if len(hand) > HAND_SIZE:
            st.actor = player
            st.phase = ph.DISCARD
            return
        if len(hand) < HAND_SIZE:
            n = ops.draw(game, player, HAND_SIZE - len(hand))
            game.record("draw", player, -1, n)
        st.refill_queue.pop(0)
    st.phase = ph.END_TURN


def _discard(game: StargateGame, action: Discard) -> None:
    st = game.state
    ops.discard_from_hand(game, action.card)
    if len(st.players[st.actor].hand) <= HAND_SIZE:
        st.phase = ph.REFILL


def _end_turn(game: StargateGame) -> None:
    """Unspent power is lost; the next player (to the left) becomes the hero."""
    st = game.state
    for p in st.players:
        p.power = 0
    st.successes = 0
    st.turn_mods.clear()
    st.used.clear()
    if game.max_turns is not None and st.turn >= game.max_turns:
        st.phase = ph.OVER
        st.result = "unfinished"
        game.record("turn limit", -1, -1, st.turn)
        return
    st.turn += 1
    st.hero = (st.hero + 1) % game.n_players
    st.villain = (st.hero + 1) % game.n_players
    st.phase = ph.TURN_START


STEPS = {
    ph.TURN_START: _turn_start,
    ph.PLAY_MISSION: _play_mission,
    ph.BATTLE: _battle,
    ph.BATTLE_VICTORY: _battle_victory,
    ph.OUTCOME: _outcome,
    ph.STOP_ASSIGNED: _stop_assigned,
    ph.CLEAR: _clear,
    ph.MISSION_END: _mission_end,
    ph.DEBRIEF: _debrief,
    ph.REFILL: _refill,
    ph.END_TURN: _end_turn,
}


# --- applying a decision -------------------------------------------------------------------------


def handle(game: StargateGame, action: Action) -> None:
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
            _resolve_trigger(game, action.source, top.event)
        elif isinstance(top, Choice):
            assert isinstance(action, Choose)
            game.record("choose", top.player, -1, action.option, top.prompt)
            top.callback(game, action.option)
        elif isinstance(top, MissionOrder):
            assert isinstance(action, PlaceMission)
            rest = tuple(m for m in top.missions if m != action.mission)
            ops.to_mission_bottom(game, action.mission)
            if rest:
                st.pending.append(MissionOrder(top.player, rest))
        return
    phase = st.phase
    if phase == ph.ACTIONS:
        _perform(game, action)
    elif isinstance(action, ChooseStoppedCharacter):
        _setup_stop(game, action)
    elif isinstance(action, Mulligan | Keep):
        _mulligan(game, action)
    elif isinstance(action, Incapacitate | Decline):
        _incap(game, action)
    elif isinstance(action, Revive | Score | DestroyAdversary):
        _revive(game, action)
    elif isinstance(action, ChooseGlyphCharacter):
        _glyph(game, action.character)
    elif isinstance(action, Continue | Stop):
        _continue(game, action)
    elif isinstance(action, Discard):
        _discard(game, action)
    else:
        raise AssertionError(f"unhandled action {action!r} in phase {ph.NAMES[phase]}")


