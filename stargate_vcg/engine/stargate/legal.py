"""Enumeration of legal actions: candidates filtered through `rules.check` (the reference),
and a direct enumeration of the performing-actions step for the simulation hot path."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import fast, values
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
from stargate_vcg.engine.stargate.effects import Choice, MissionOrder, TriggerBatch
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    EVENT,
    GEAR,
    OBSTACLE,
    READY,
    SHIP,
    SUPPORT,
)
from stargate_vcg.engine.stargate.rules import (
    abilities_of,
    assigned_adversary,
    check,
    cost_cards,
    dominion_obstacles,
    enemy_assigned_ships,
    glyph_candidates,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.game import StargateGame

_distinct: Final = fast.distinct

def candidates(game: StargateGame) -> list[Action]:
    st = game.state
    if st.phase == ph.OVER:
        return []
    if st.pending:
        item = st.pending[-1]
        if isinstance(item, TriggerBatch):
            return [ResolveTrigger(s) for s in dict.fromkeys(item.sources)]
        if isinstance(item, Choice):
            return [Choose(o) for o in item.options]
        if isinstance(item, MissionOrder):
            return [PlaceMission(m) for m in item.missions]
    phase = st.phase
    if phase == ph.ACTIONS:
        return _action_candidates(game)
    if phase == ph.SETUP_STOP:
        return [ChooseStoppedCharacter(u) for u in st.players[st.setup_queue[0]].team]
    if phase == ph.MULLIGAN:
        return [Keep(), Mulligan()]
    if phase == ph.BATTLE_INCAP:
        return [Decline(), *(Incapacitate(s) for s in enemy_assigned_ships(game))]
    if phase == ph.REVIVE:
        adv = assigned_adversary(game)
        scores: list[Action] = [Score(adv), *(Score(adv, d) for d in dominion_obstacles(game))]
        return [Revive(adv), *scores, DestroyAdversary(adv)]
    if phase == ph.GLYPH:
        return [ChooseGlyphCharacter(u) for u in glyph_candidates(game)]
    if phase == ph.CONTINUE:
        return [Continue(), Stop()]
    if phase == ph.DISCARD:
        return [Discard(u) for u in _distinct(game, st.players[st.actor].hand)]
    return []

def _action_candidates(game: StargateGame) -> list[Action]:
    st = game.state
    player = st.actor
    hero = player == st.hero
    p = st.players[player]
    facts = game.facts
    out: list[Action] = [Pass()]
    hand = _distinct(game, p.hand)
    for u in hand:
        f = facts[u]
        if (f.hero and f.kind in (SUPPORT, GEAR, EVENT, SHIP)) if hero else (
                f.villain and f.kind in (OBSTACLE, ADVERSARY, SHIP)):
            out.append(PlayCard(u))
    if not hero:  # costs may be modified: `check` decides
        out.extend(PlayComplication(u) for u in hand)
    for u in p.in_play:
        f = facts[u]
        s = st.status[u]
        if s == READY and ((f.hero and (f.character or f.ship)) if hero else (
                f.villain and (f.adversary or f.ship))):
            out.append(Assign(u))
        elif s == ASSIGNED:
            for c in hand:
                if facts[c].title_key == f.title_key:
                    out.append(Boost(u, c))
    out.extend(_ability_candidates(game, player, hand))
    return out

def _ability_candidates(game: StargateGame, player: int, hand: list[int]) -> list[Action]:
    st = game.state
    sources = [u for u in st.obstacles if game.facts[u].withdraw is not None] \
        if player == st.villain else []
    if game.effect_uids:
        sources += [s for s, _ in values.active_sources(game)
                    if game.facts[s].owner == player and s not in sources]
    out: list[Action] = []
    for uid in sources:
        for i, ability in enumerate(abilities_of(game, uid)):
            cost = ability.cost
            n = cost.discards
            options = [()] if n == 0 else _discard_sets(game, player, n)
            stops = _card_sets(cost_cards(game, uid, ability, player, block=False),
                               cost.stop_others)
            blocks = _card_sets(cost_cards(game, uid, ability, player, block=True),
                                cost.block_others)
            out.extend(ActivateAbility(uid, i, d, s, b)
                       for d in options for s in stops for b in blocks)
    return out


def _card_sets(cards: list[int], n: int) -> list[tuple[int, ...]]:
    """The ways to pick n of these cards for a stop or block cost."""
    return [()] if n == 0 else list(combinations(cards, n))

def _discard_sets(game: StargateGame, player: int, n: int) -> list[tuple[int, ...]]:
    seen: set[tuple[str, ...]] = set()
    out = []
    for combo in combinations(game.state.players[player].hand, n):
        key = tuple(sorted(game.facts[u].id for u in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out

def legal_actions_checked(game: StargateGame) -> list[Action]:
    """Candidates filtered through `check`: the reference definition of legality."""
    return [a for a in candidates(game) if check(game, a) is None]

def legal_actions(game: StargateGame) -> list[Action]:
    """Same result as `legal_actions_checked` (a test compares them on random games);
    the performing-actions step without card effects, the hot path of simulations, is
    enumerated directly."""
    st = game.state
    if st.phase == ph.ACTIONS and not st.pending and not game.effect_uids:
        return fast.actions(game)
    return legal_actions_checked(game)
