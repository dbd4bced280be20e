"""What one player may see: his own hand, not the others'; complications face down."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NamedTuple

from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.effects import Decision, MissionOrder, TriggerBatch
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, STATE_NAMES

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore

HIDDEN: Final = -1  # a face-down card whose identity this player may not see

# tuple.__new__ directly: a NamedTuple's own constructor is a Python-level function, an
# interpreted call even from the compiled engine (a fifth of the cost of `observe`).
_new_tuple: Final = tuple.__new__


class PendingView(NamedTuple):
    kind: str  # "decision", "order triggers", "place missions"
    player: int  # who decides
    source: int  # the card asking (-1 for rules decisions)
    prompt: str
    options: tuple[int, ...]  # card uids or mode numbers; HIDDEN when not visible
    labels: tuple[str, ...]
    least: int
    most: int
    optional: bool


class PlayerView(NamedTuple):
    deck_size: int
    hand: tuple[int, ...] | None  # None for other players' hands
    hand_size: int
    discard: tuple[int, ...]  # discard piles are public (glossary "discard pile")
    mission_pile_size: int
    score: tuple[int, ...]
    in_play: tuple[tuple[int, str], ...]  # (uid, state)
    glyphs: tuple[tuple[int, tuple[int, ...]], ...]
    power: int
    victory_total: int
    purged: tuple[int, ...]  # removed from the game, face up: public (sp-purge)


class Observation(NamedTuple):
    player: int
    to_act: int | None
    phase: str
    turn: int
    hero: int
    villain: int
    mission: int
    obstacles: tuple[int, ...]
    complications: tuple[int, ...]  # HIDDEN unless this player played them
    failed: tuple[int, ...]
    blockaded: tuple[tuple[int, int], ...]  # (blockading card, mission face up beneath)
    players: tuple[PlayerView, ...]
    # The decision waiting (card text's choice, triggers to order, missions to place),
    # its options HIDDEN to players who may not see them; None when none waits.
    pending: PendingView | None = None
    blocks: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (blocked card, blockers)
    # Temporary modifiers: (target, kind, skill index or -1, delta), kinds as in
    # state.MOD_*: until the end of the mission, of the turn, of the next mission.
    mission_modifiers: tuple[tuple[int, int, int, int], ...] = ()
    turn_modifiers: tuple[tuple[int, int, int, int], ...] = ()
    beneath: tuple[tuple[int, int], ...] = ()  # (card, face-down cards beneath it)


def observe(game: GameCore, player: int) -> Observation:
    st = game.state
    names = STATE_NAMES
    status = st.status
    glyphs = st.glyphs
    totals = game.victory_totals()
    views = []
    for i, p in enumerate(st.players):
        in_play = p.in_play
        views.append(_new_tuple(PlayerView, (
            len(p.deck),
            tuple(p.hand) if i == player else None,
            len(p.hand),
            tuple(p.discard),
            len(p.missions),
            tuple(p.score),
            tuple([(u, names[status[u]]) for u in in_play]),
            tuple([(u, tuple(glyphs[u])) for u in in_play if u in glyphs]) if glyphs else (),
            p.power,
            totals[i],
            tuple(p.purged),
        )))
    facts = game.facts
    complications = tuple([u if facts[u].owner == player else HIDDEN
                           for u in st.complications])
    return _new_tuple(Observation, (
        player, game.to_act, ph.NAMES[st.phase], st.turn, st.hero, st.villain, st.mission,
        tuple(st.obstacles), complications, tuple(st.failed),
        tuple(sorted(st.blockaded.items())) if st.blockaded else (), tuple(views),
        _pending(game, player) if st.pending else None,
        tuple(sorted((k, tuple(v)) for k, v in st.blocks.items())) if st.blocks else (),
        tuple(st.mission_mods), tuple(st.turn_mods),
        tuple(sorted((k, len(v)) for k, v in st.beneath.items())) if st.beneath else ()))


def _pending(game: GameCore, player: int) -> PendingView:
    top = game.state.pending[-1]
    if isinstance(top, Decision):
        seen = top.visible(player)
        options = top.options if seen else tuple(HIDDEN for _ in top.options)
        return _new_tuple(PendingView, ("decision", top.player, top.source, top.prompt,
                                        options, top.labels, top.least, top.most,
                                        top.optional))
    if isinstance(top, TriggerBatch):
        n = len(top.sources)
        return _new_tuple(PendingView, ("order triggers", top.player, -1, top.event.kind.value,
                                        top.sources, (), n, n, False))
    if isinstance(top, MissionOrder):
        n = len(top.missions)
        return _new_tuple(PendingView, ("place missions", top.player, -1, "",
                                        top.missions, (), n, n, False))
    return _new_tuple(PendingView, (type(top).__name__, -1, -1, "", (), (), 0, 0, False))


class Glance:
    """The few things of an `Observation` a simulation's agent reads at each of its
    frequent decisions (the greedy agent's: `glance`), with the same privacy: the own
    hand only, complications and failed missions counted. A full observation costs some
    16,000 instructions (every zone copied, states named, victory totals), a fifth of a
    goldfish game; this one a few hundred."""

    __slots__ = ("complications", "failed", "hand", "hero", "hero_assigned", "mission",
                 "mission_pile_size", "obstacles", "player", "power", "ready", "turn",
                 "villain", "villain_assigned")

    def __init__(self, player: int, turn: int, hero: int, villain: int, mission: int,
                 obstacles: tuple[int, ...], complications: int, failed: int,
                 hand: tuple[int, ...], power: int, mission_pile_size: int,
                 ready: tuple[int, ...], hero_assigned: tuple[int, ...],
                 villain_assigned: tuple[int, ...]) -> None:
        self.player = player
        self.turn = turn
        self.hero = hero
        self.villain = villain
        self.mission = mission  # the mission being attempted (-1 for none)
        self.obstacles = obstacles
        self.complications = complications  # how many (face down)
        self.failed = failed  # how many missions failed this turn
        self.hand = hand  # the player's own
        self.power = power  # the player's own
        self.mission_pile_size = mission_pile_size  # the player's own
        self.ready = ready  # the player's own cards in play that are ready
        self.hero_assigned = hero_assigned  # the hero's cards assigned, in play order
        self.villain_assigned = villain_assigned


def glance(game: GameCore, player: int) -> Glance:
    """`player`'s `Glance` of the game (a valid player number: the caller checks)."""
    st = game.state
    status = st.status
    me = st.players[player]
    hero = st.players[st.hero].in_play if 0 <= st.hero < len(st.players) else []
    villain = st.players[st.villain].in_play if 0 <= st.villain < len(st.players) else []
    return Glance(player, st.turn, st.hero, st.villain, st.mission, tuple(st.obstacles),
                  len(st.complications), len(st.failed), tuple(me.hand), me.power,
                  len(me.missions), tuple([u for u in me.in_play if status[u] == READY]),
                  tuple([u for u in hero if status[u] == ASSIGNED]),
                  tuple([u for u in villain if status[u] == ASSIGNED]))


def glance_of(obs: Observation) -> Glance:
    """The `Glance` in a full observation (what an agent handed one reads)."""
    me = obs.players[obs.player]
    n = len(obs.players)
    hero = obs.players[obs.hero].in_play if 0 <= obs.hero < n else ()
    villain = obs.players[obs.villain].in_play if 0 <= obs.villain < n else ()
    return Glance(obs.player, obs.turn, obs.hero, obs.villain, obs.mission, obs.obstacles,
                  len(obs.complications), len(obs.failed), me.hand or (), me.power,
                  me.mission_pile_size,
                  tuple([u for u, state in me.in_play if state == "ready"]),
                  tuple([u for u, state in hero if state == "assigned"]),
                  tuple([u for u, state in villain if state == "assigned"]))
