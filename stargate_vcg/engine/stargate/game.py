"""`StargateGame`: the public face of the Stargate TCG rules engine."""

from __future__ import annotations

import _random
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Final, NamedTuple, cast

from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import Deck
from stargate_vcg.engine import copy_random, seat, turn_limit
from stargate_vcg.engine.stargate import active, fast, flow, legal, ops, rules, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    ACTION_TYPES,
    Action,
    ActivateAbility,
    Assign,
    Continue,
    Decline,
    Keep,
    Mulligan,
    Pass,
    PlayCard,
    PlayComplication,
    Stop,
)
from stargate_vcg.engine.stargate.core import GameCore
from stargate_vcg.engine.stargate.effects import (
    EffectRegistry,
    TriggerBatch,
)
from stargate_vcg.engine.stargate.layout import (
    Layout,
    forget_layouts,
    layout_for,
    layouts_forgotten,
)
from stargate_vcg.engine.stargate.log import LogEntry
from stargate_vcg.engine.stargate.mission import perform
from stargate_vcg.engine.stargate.observation import Observation, observe
from stargate_vcg.engine.stargate.state import State
from stargate_vcg.engine.stargate.victory import text_may_win
from stargate_vcg.errors import IllegalAction, StargateVcgError

# `StargateGame._as_listed`: carried out as listed; checked in full; a shared action
# changed since it was listed.
_ACTION_CLASSES: Final[frozenset[type]] = frozenset(ACTION_TYPES)
_AS_LISTED: Final = 0
_UNVERIFIED: Final = 1
_CHANGED: Final = 2


class GameResult(NamedTuple):
    status: str  # "ongoing", "won" or "unfinished" (turn limit reached)
    winner: int | None
    reason: str
    turns: int


def _checked_seed(seed: object) -> int | None:
    """A library caller's seed: None, or a whole number (typed `object`: a compiled
    build would refuse "3" with a bare TypeError, a plain one take it)."""
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise StargateVcgError(f"seed {seed!r}: a seed is a whole number (or None)")
    return seed


class StargateGame(GameCore):
    """A game of the Stargate TCG between 2 or more decks, seated in list order: each
    player's left is the next one; the hero's left is the villain."""

    __slots__ = ("_built",)

    # The deck layout this game was built from and `layouts_forgotten()` then (see
    # `rematch`).
    _built: tuple[Layout, int]

    # --- creation ---------------------------------------------------------------------

    @classmethod
    def new(cls, decks: Sequence[Deck], seed: object = None, max_turns: object = None,
            effects: object = True) -> StargateGame:
        """Set up a game (rulebook "Starting a Game"): teams in play, shuffled mission piles
        and decks, victory totals, first player; then the first decision is which team
        character of the first player is stopped. Without a seed, a fresh one is drawn
        and kept in `game.seed`, so that every game can be replayed.

        `effects`: True (default) plays every card whose text is implemented
        (`stargate_vcg.effects`), False plays every card as if it had no text, an
        `EffectRegistry` plays those effects only."""
        if len(decks) < 2:
            raise StargateVcgError("a Stargate game needs at least two decks")
        given, limit = _checked_seed(seed), turn_limit(max_turns)
        registry = _registry(effects)
        fixed = random.SystemRandom().randrange(1 << 63) if given is None else given
        game = cls(seeded_random(fixed))
        game.seed = fixed
        game.max_turns = limit
        game.decks = tuple(decks)
        game.registry = registry
        game.n_players = len(decks)
        game._build(decks, registry)
        game._setup()
        flow.run(game)
        game._sync()
        return game

    def rematch(self, seed: object, max_turns: object = None) -> StargateGame:
        """A new game between this game's decks with its card text: `StargateGame.new(
        self.decks, seed, max_turns, ...)` without looking the deck layout up again (the
        lookup fingerprints every deck section: a third of setting up a goldfish game).
        The decks must not have been edited in place since this game began; a layout
        dropped since (`forget_layouts`) is looked up afresh."""
        given, limit = _checked_seed(seed), turn_limit(max_turns)
        if given is None:
            raise StargateVcgError("rematch: a seed is a whole number")
        layout, forgets = self._built
        if forgets != layouts_forgotten():
            return StargateGame.new(self.decks, given, limit,
                                    self.registry if self.registry is not None else False)
        game = StargateGame(seeded_random(given))
        game.seed = given
        game.max_turns = limit
        game.decks = self.decks
        game.registry = self.registry
        game.n_players = self.n_players
        game._build_from(layout)
        game._setup()
        flow.run(game)
        game._sync()
        return game

    def _build(self, decks: Sequence[Deck], effects: EffectRegistry | None) -> None:
        self._build_from(layout_for(decks, effects))

    def _build_from(self, layout: Layout) -> None:
        self._built = (layout, layouts_forgotten())
        # Shared with the cached layout: never mutated by a game.
        self.facts = layout.facts
        self.effects = layout.effects
        self.effect_uids = layout.effect_uids
        self.hook_uids = layout.hook_uids
        self.victory_any_time = ("experience" in layout.hook_uids
                                 or "score_cost_modifier" in layout.hook_uids)
        self.hook_sources = layout.hook_sources
        self.hooks_of = layout.hooks_of
        self.numbered_sources = layout.numbered_sources
        self.numbers_of = layout.numbers_of
        self.own_costs = layout.own_costs
        self.hand_costs = layout.hand_costs
        self.hook_bits = layout.hook_bits
        self.fixed_abilities = layout.fixed_abilities
        self.listeners = layout.listeners
        self.listener_sets = layout.listener_sets
        self.listener_rows = layout.listener_rows
        self.listened_kinds = layout.listened_kinds
        self.listen_general = layout.listen_general
        self.listen_bits = layout.listen_bits
        self.numbers_heard = layout.numbers_heard
        self.legality_uids = layout.legality_uids
        self.legality_bits = layout.legality_bits
        self.hand_legality_uids = layout.hand_legality_uids
        self.own_text = layout.own_text
        self.text_zones = layout.text_zones
        self.play_actions = layout.play_actions
        self.made = layout.made
        self.assign_actions = layout.assign_actions
        self.complication_actions = layout.complication_actions
        self.card_index = layout.card_index
        self.tables = layout.tables
        self._marks = [0] * layout.tables.n_ids
        st = self.state = State(len(layout.piles), 0)
        st.zone = layout.zones[:]
        st.status = layout.status[:]
        # By index, not `zip(..., strict=True)`: a call with a keyword to a builtin type,
        # whose code and argument parsing a game with text has let go cold by the next
        # game (some 90 second-level cache misses a text game, 20 one without text).
        piles = layout.piles
        for i in range(len(piles)):  # (as many as players: `State` above)
            in_play, missions, rest, team = piles[i]
            p = st.players[i]
            p.in_play = in_play[:]
            p.missions = missions[:]
            p.deck = rest[:]
            p.team = team
        active.start(self, layout)

    def _setup(self) -> None:
        st = self.state
        for p in st.players:
            ops.shuffle(self.rng, p.missions)
            ops.shuffle(self.rng, p.deck)
        totals = [values.victory_total(self, p) for p in range(self.n_players)]
        best = max(totals)
        tied = [p for p, t in enumerate(totals) if t == best]
        # (Most decks tie: the preconstructed ones all do.)
        if len(tied) == 1:
            st.first_player = tied[0]
        else:
            st.first_player = tied[ops.below(self.rng.getrandbits, len(tied))]
        self.record("first player", st.first_player, -1, best)
        # The first player's left stops one of his team characters; with 3+ players the
        # second player stops one of his own (rulebook "Three or More Players").
        st.setup_queue = [st.first_player]
        if self.n_players >= 3:
            st.setup_queue.append((st.first_player + 1) % self.n_players)
        st.phase = ph.SETUP_STOP

    @classmethod
    def replay(cls, decks: Sequence[Deck], seed: object, actions: object,
               max_turns: object = None, effects: object = True) -> StargateGame:
        """The game `decks` and `seed` give after `actions` (an iterable of actions; any
        other value, or an illegal action, is refused with IllegalAction)."""
        if not isinstance(actions, Iterable) or isinstance(actions, (str, bytes)):
            raise IllegalAction(f"a game's actions must be a sequence of actions, not "
                                f"{type(actions).__name__}", ph.R_TURN)
        game = cls.new(decks, seed=seed, max_turns=max_turns, effects=effects)
        for action in actions:
            game.apply(action)
        return game

    # --- playing ------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act (empty only when the game is over)."""
        if self._legal_version != self._version:
            self._legal = self._listed()
            self._legal_version = self._version
        return list(self._legal)

    def _listed(self) -> list[Action]:
        """The performing-actions step and the frequent decisions, the hot path of
        simulations, are enumerated directly, with card text too unless a "can" is in
        effect (the same lists as legal.legal_actions_checked)."""
        st = self.state
        if not st.pending:
            if st.phase != ph.ACTIONS:
                # Text changes these decisions only by a "can't" (`legal.decision_answers`
                # asks it): no legality flags needed.
                if not self.effect_uids:
                    found = fast.decision_actions(self)
                    if found is not None:
                        return found
                return legal.legal_actions(self)
            flags = values.legality_flags(self) if self.effect_uids else 0
            if flags == 0:
                return fast.actions(self)
            if not flags & values.F_PERMITS:
                return legal.with_text(self, flags)
        return legal.legal_actions(self)

    def check(self, action: object) -> IllegalAction | None:
        """None when `action` is legal now, else the IllegalAction saying why."""
        # Typed `object`, not Action: compiled by mypyc, the method would refuse a
        # non-action with a TypeError before any of its lines ran.
        # The exact class first: compiled, isinstance against a tuple held in a variable
        # tries its 22 classes one by one through the generic protocol.
        if type(action) in _ACTION_CLASSES or isinstance(action, ACTION_TYPES):
            return rules.check(self, cast(Action, action))
        return IllegalAction(f"{action!r} is not a Stargate TCG action", ph.R_TURN)

    def apply(self, action: object) -> None:
        """Carry out `action`, or raise IllegalAction with the reason and the rule."""
        # An action picked from the current legal list (the simulation hot path) is known
        # legal; anything else is checked with the reason and the rule.
        if self._legal_version == self._version:
            for known in self._legal:
                if known is action:
                    listed = self._as_listed(known)
                    if listed == _AS_LISTED:
                        self._carry_out(known)
                        return
                    if listed == _CHANGED:
                        # A shared action changed after it was listed: later games must
                        # not share it.
                        forget_layouts()
                    break
        err = self.check(action)
        if err is not None:
            raise err
        self._carry_out(cast(Action, action))  # check() refuses anything else

    def _as_listed(self, action: Action) -> int:
        """Whether a listed action is still what was listed. Frozen dataclasses can be
        changed with object.__setattr__: the shared per-card actions are checked against
        their table slot (`_CHANGED` if one was changed); actions without fields can't
        change; the others (made for this listing, not shared) go through the full check
        (`_UNVERIFIED`)."""
        if isinstance(action, PlayCard):
            card = action.card
            plays = self.play_actions
            if type(card) is int and 0 <= card < len(plays) and plays[card] is action:
                return _CHANGED if action.stops else _AS_LISTED
            # Plays with an extra cost (`stops`) are made for the listing; a shared one
            # is plain (rare: scanned). (Kept in a dict by their fields, sp-list14, they
            # cost the listing more than the check they spared: ~1,200 instructions a
            # lookup of a tuple key, 24 a text game, for 1.4 checks.)
            if action.stops and not any(a is action for a in plays):
                return _UNVERIFIED
            return _CHANGED
        table: list[Assign] | list[PlayComplication]
        if isinstance(action, Assign):
            # Assignments with an extra cost (`stops`) are made for the listing, as plays.
            if action.stops:
                card = action.card
                assigns = self.assign_actions
                if type(card) is int and 0 <= card < len(assigns) and assigns[card] is action:
                    return _CHANGED
                return _CHANGED if any(a is action for a in assigns) else _UNVERIFIED
            table = self.assign_actions
        elif isinstance(action, PlayComplication):
            table = self.complication_actions
        elif isinstance(action, (Pass, Continue, Stop, Decline, Keep, Mulligan)):
            # Fieldless. (A literal tuple: compiled, it is one class test each; a tuple
            # held in a variable makes a generic isinstance call.)
            return _AS_LISTED
        elif isinstance(action, ActivateAbility):
            card = action.card
            withdraw = self.tables.withdraw
            if type(card) is int and 0 <= card < len(withdraw) and withdraw[card] is action:
                intact = (action.ability == 0 and action.target == -1 and not action.discards
                          and not action.stops and not action.blocks)
                return _AS_LISTED if intact else _CHANGED
            if self.made.made_here(action) or legal.listed_discard(self, action):
                return _AS_LISTED
            return _CHANGED if any(w is action for w in withdraw) else _UNVERIFIED
        else:
            # Made once and shared (`actions.MadeActions`: boosts, choices and the answers
            # naming one card): listed unchanged, it is as listed. Any other is checked.
            return _AS_LISTED if self.made.made_here(action) else _UNVERIFIED
        card = action.card
        intact = type(card) is int and 0 <= card < len(table) and table[card] is action
        return _AS_LISTED if intact else _CHANGED

    def _carry_out(self, action: Action) -> None:
        self.actions.append(action)
        self._version += 1
        st = self.state
        if st.phase == ph.ACTIONS and not st.pending:
            perform(self, action)
            # Most actions leave the mission in the performing-actions step with nothing
            # to resolve or check: flow.run would return at once.
            # (Text that adds experience or makes score-pile cards dearer, while in
            # effect, may change a victory condition without `progress`: `victory`.)
            if st.phase != ph.ACTIONS or st.pending or st.progress != st.checked \
                    or (self.victory_any_time and text_may_win(self)):
                flow.run(self)
        else:
            flow.handle(self, action)
            flow.run(self)
        self._version += 1
        if st.phase == ph.ACTIONS and not st.pending:
            self.is_over = False
            self.to_act = st.actor
        else:
            self._sync()

    def _sync(self) -> None:
        st = self.state
        phase = st.phase
        self.is_over = phase == ph.OVER
        if phase == ph.OVER:
            self.to_act = None
            # No card text runs any more: the game and its surface need not hold each
            # other (see `GameCore.surface`), so the game is freed without a collection.
            self._surface = None
        elif st.pending:
            # Every pending item's `player` is an int: read into an int variable, it is
            # checked and unboxed (compiled), where `int(...)` was a generic call.
            player: int = st.pending[-1].player
            self.to_act = player
        elif phase == ph.ACTIONS:
            self.to_act = st.actor
        else:
            self.to_act = self._decider(phase)

    def _decider(self, phase: int) -> int:
        st = self.state
        if phase == ph.SETUP_STOP:
            target = st.setup_queue[0]
            return (target + 1) % self.n_players if target == st.first_player else target
        if phase == ph.MULLIGAN:
            return st.setup_queue[0]
        if phase in (ph.BATTLE_INCAP, ph.DISCARD):
            return st.actor
        if phase == ph.REVIVE:
            return st.villain
        return st.hero

    # --- views --------------------------------------------------------------------------

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def result(self) -> GameResult:
        st = self.state
        reason = ""
        if st.result == "won":
            reason = self.log_entries.last_text("win")
        elif st.result == "unfinished":
            reason = f"turn limit {self.max_turns} reached"
        return GameResult(st.result, st.winner, reason, st.turn)

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """The structured events of the game so far (a copy)."""
        return self.log_entries.entries()

    # Read-only views (tuples): what is where, per player.

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def hero(self) -> int:
        return self.state.hero

    @property
    def villain(self) -> int:
        return self.state.villain

    @property
    def current_mission(self) -> int | None:
        return self.state.mission if self.state.mission >= 0 else None

    @property
    def obstacles(self) -> tuple[int, ...]:
        return tuple(self.state.obstacles)

    @property
    def complications(self) -> tuple[int, ...]:
        return tuple(self.state.complications)

    @property
    def failed_missions(self) -> tuple[int, ...]:
        return tuple(self.state.failed)

    def hand(self, player: int) -> tuple[int, ...]:
        return tuple(self.state.players[player].hand)

    def in_play(self, player: int) -> tuple[int, ...]:
        return tuple(self.state.players[player].in_play)

    def discard_pile(self, player: int) -> tuple[int, ...]:
        return tuple(self.state.players[player].discard)

    def score_pile(self, player: int) -> tuple[int, ...]:
        return tuple(self.state.players[player].score)

    def purged_pile(self, player: int) -> tuple[int, ...]:
        """The cards `player` owns that were purged (removed from the game), in order."""
        return tuple(self.state.players[player].purged)

    def deck_size(self, player: int) -> int:
        return len(self.state.players[player].deck)

    def mission_pile_size(self, player: int) -> int:
        return len(self.state.players[player].missions)

    def power(self, player: int) -> int:
        return self.state.players[player].power

    def glyphs(self, character: int) -> tuple[int, ...]:
        return tuple(self.state.glyphs.get(character, ()))

    def is_blocked(self, uid: int) -> bool:
        return uid in self.state.blocks

    def zone_name(self, uid: int) -> str:
        from stargate_vcg.engine.stargate.facts import ZONE_NAMES

        return ZONE_NAMES[self.state.zone[uid]]

    @property
    def phase(self) -> str:
        return ph.NAMES[self.state.phase]

    def card(self, uid: int) -> StargateCard:
        return self.facts[uid].card

    def describe(self, action: object) -> str:
        """The action in words, with card names (stargate_vcg.play.describe)."""
        from stargate_vcg.play.describe import describe_action, stargate_names
        return describe_action(action, stargate_names(self.facts))

    def skill(self, uid: int, skill: int) -> int | None:
        return values.skill(self, uid, skill)

    def victory_total(self, player: int) -> int:
        return values.victory_total(self, player)

    def experience(self, player: int) -> int:
        return values.experience(self, player)

    def glyph_count(self, player: int) -> int:
        return values.glyph_count(self, player)

    def mission_difficulty(self, skill: int | None = None) -> int:
        """The current mission's difficulty in `skill` (index into SKILLS); by default in
        the skill that decides success (a mission may be rated in two skills)."""
        return values.mission_difficulty(self, skill)

    def hero_total(self, skill: int | None = None) -> int:
        """The assigned characters' total in `skill` (default: the deciding skill)."""
        return values.hero_total(self, skill)

    def status_name(self, uid: int) -> str:
        from stargate_vcg.engine.stargate.facts import STATE_NAMES

        return STATE_NAMES[self.state.status[uid]]

    def observation(self, player: object) -> Observation:
        """What `player` (0 to n_players - 1) may see."""
        return observe(self, seat(player, self.n_players))

    def snapshot(self) -> tuple[object, ...]:
        return self.state.snapshot()

    def pending_triggers(self) -> list[TriggerBatch]:
        return [p for p in self.state.pending if isinstance(p, TriggerBatch)]

    @property
    def pending_decision(self) -> object | None:
        """The decision waiting to be answered (a `Decision`, `TriggerBatch` or
        `MissionOrder`), or None."""
        return self.state.pending[-1] if self.state.pending else None

    # --- copying ------------------------------------------------------------------------

    def __reduce__(self) -> tuple[Callable[..., StargateGame], tuple[object, ...]]:
        """Pickled as its recipe: unpickling replays the decks, seed and actions, which
        give back exactly this game. (Compiled by mypyc, the engine's classes can't be
        pickled attribute by attribute.)"""
        # The default registry is named, not pickled (its picks are functions).
        registry: object = self.registry if self.registry is not None else False
        if _DEFAULT and self.registry is _DEFAULT[0]:
            registry = True
        return (StargateGame.replay, (self.decks, self.seed, tuple(self.actions),
                                      self.max_turns, registry))

    def clone(self) -> StargateGame:
        """An independent copy (explicit, no deepcopy); card facts are shared."""
        other = StargateGame(copy_random(self.rng))
        other.facts = self.facts
        other.effects = self.effects
        other.effect_uids = self.effect_uids
        other.hook_uids = self.hook_uids
        other.victory_any_time = self.victory_any_time
        other.hook_sources = self.hook_sources
        other.hooks_of = self.hooks_of
        other.numbered_sources = self.numbered_sources
        other.numbers_of = self.numbers_of
        other.own_costs = self.own_costs
        other.hand_costs = self.hand_costs
        other.hook_bits = self.hook_bits
        other.fixed_abilities = self.fixed_abilities
        other.listeners = self.listeners
        other.listener_sets = self.listener_sets
        other.listener_rows = self.listener_rows
        other.listened_kinds = self.listened_kinds
        other.listen_general = self.listen_general
        other.listen_bits = self.listen_bits
        other.numbers_heard = self.numbers_heard
        other.legality_uids = self.legality_uids
        other.legality_bits = self.legality_bits
        other.hand_legality_uids = self.hand_legality_uids
        other.own_text = self.own_text
        other.text_zones = self.text_zones
        other.state = self.state.clone()
        other._built = self._built
        other.n_players = self.n_players
        other.max_turns = self.max_turns
        other.seed = self.seed
        other.decks = self.decks
        other.registry = self.registry
        other.actions = self.actions[:]
        other.log_entries = self.log_entries.copy()
        other._withdraw = self._withdraw
        other.play_actions = self.play_actions
        other.made = self.made
        other.assign_actions = self.assign_actions
        other.complication_actions = self.complication_actions
        other.card_index = self.card_index
        other.tables = self.tables
        other._marks = [0] * len(self._marks)  # scratch: never shared
        other._mark = 0
        other._version = self._version
        other._legal = self._legal
        other.is_over = self.is_over
        other.to_act = self.to_act
        other._totals = self._totals
        other._legal_version = self._legal_version
        other.listed_discards = self.listed_discards  # (never changed once listed)
        other.listed_discards_version = self.listed_discards_version
        # The index of the cards in effect (`active`): the clone's own copy; the hook
        # lists memoised are found again.
        other.active = self.active[:]
        other.active_version = self.active_version
        other.legality_counts = self.legality_counts[:]
        other.listen_counts = self.listen_counts[:]
        other.legality_active = self.legality_active
        other.hand_own = self.hand_own
        other.hand_cost = self.hand_cost
        other.places_version = self.places_version
        other.entries_versions = self.entries_versions[:]
        other.active_memo = dict(self.active_memo)  # its lists are never changed
        other.numbered_memo = self.numbered_memo[:]
        other.ability_sources_kept = self.ability_sources_kept[:]  # lists never changed
        other.ability_entries_kept = self.ability_entries_kept[:]  # (the same)
        other.index_hero, other.index_villain = self.index_hero, self.index_villain
        other.other_hero, other.other_villain = self.other_hero, self.other_villain
        other.other_active = self.other_active[:]
        other.other_memo = dict(self.other_memo)
        other.other_numbered = self.other_numbered[:]
        other.other_counts = self.other_counts[:]
        other.other_listen_counts = self.other_listen_counts[:]
        other.other_flags = self.other_flags
        other.other_dirty = self.other_dirty[:]
        return other



_DEFAULT: list[EffectRegistry] = []

# The C seeding of `random.Random`: `Random(seed)` runs the library's interpreted
# `__init__` and `seed`, which for an int seed only call it and set `gauss_next`.
_SEED: Final = _random.Random.seed


def seeded_random(seed: int) -> random.Random:
    """`random.Random(seed)`, the same generator in the same state, without the
    interpreted calls (some 4,000 instructions, and code a game with text has let go cold
    by the next game)."""
    rng = random.Random.__new__(random.Random)
    _SEED(rng, seed)
    setattr(rng, "gauss_next", None)  # noqa: B010 (not in the stubs; `getstate` reads it)
    return rng


def _registry(effects: object) -> EffectRegistry | None:
    if effects is True or effects is None:
        if not _DEFAULT:
            from stargate_vcg.effects import default_registry

            _DEFAULT.append(default_registry())
        return _DEFAULT[0]
    if effects is False:
        return None
    if isinstance(effects, EffectRegistry):
        return effects
    raise StargateVcgError(f"effects must be True, False or an EffectRegistry, not "
                           f"{type(effects).__name__}")
