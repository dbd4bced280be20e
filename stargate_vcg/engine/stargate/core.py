"""`GameCore`: the state of one game and the few services every part of the engine uses
(the log, triggers, decisions). The engine's modules take a `GameCore`, never the public
`StargateGame` built on it, so that no module of the engine imports `game.py`."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Final

from stargate_vcg.decklists.model import Deck
from stargate_vcg.engine.stargate import triggers, values
from stargate_vcg.engine.stargate.actions import (
    SHARED_MADE,
    Action,
    ActivateAbility,
    Assign,
    MadeActions,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    AbilityEntry,
    CardEffect,
    Decision,
    EffectRegistry,
    Trigger,
)
from stargate_vcg.engine.stargate.facts import Z_BENEATH, Z_DECK, Z_HAND, CardFacts
from stargate_vcg.engine.stargate.fast import Tables
from stargate_vcg.engine.stargate.log import EventLog
from stargate_vcg.engine.stargate.state import State
from stargate_vcg.engine.stargate.surface import Surface

_NO_TABLES: Final = Tables(())  # placeholder until a deck layout is built
# The same for the lists, dicts and state that every game replaces before it is used
# (`StargateGame._build_from` with `active.start`, or `StargateGame.clone`): shared,
# never changed in place (`tests/unit/test_sg_engine_start_index.py` checks they stay
# empty). Each game made some 60 of its own, `State`'s included, only to drop them: the
# instructions, and in a game with text memory gone cold since the game before (sp-setup14).
_UNBUILT_LIST: Final[list[Any]] = []
_UNBUILT_DICT: Final[dict[Any, Any]] = {}
_UNBUILT_STATE: Final = State(0, 0)


class GameCore:
    """What the engine's modules share of a game (see the module docstring)."""

    __slots__ = (
        "_legal",
        "_legal_version",
        "_mark",
        "_marks",
        "_surface",
        "_totals",
        "_version",
        "_withdraw",
        "abilities_cache",
        "abilities_version",
        "ability_entries_kept",
        "ability_sources_kept",
        "actions",
        "active",
        "active_memo",
        "active_version",
        "assign_actions",
        "card_index",
        "complication_actions",
        "decks",
        "effect_uids",
        "effects",
        "entries_versions",
        "facts",
        "fixed_abilities",
        "hand_cost",
        "hand_costs",
        "hand_legality_uids",
        "hand_own",
        "hook_bits",
        "hook_sources",
        "hook_uids",
        "hooks_of",
        "index_hero",
        "index_villain",
        "is_over",
        "legality_active",
        "legality_bits",
        "legality_counts",
        "legality_uids",
        "listed_discards",
        "listed_discards_version",
        "listen_bits",
        "listen_counts",
        "listen_general",
        "listened_kinds",
        "listener_rows",
        "listener_sets",
        "listeners",
        "log_entries",
        "made",
        "max_turns",
        "n_players",
        "numbered_memo",
        "numbered_sources",
        "numbers_heard",
        "numbers_of",
        "other_active",
        "other_counts",
        "other_dirty",
        "other_flags",
        "other_hero",
        "other_listen_counts",
        "other_memo",
        "other_numbered",
        "other_villain",
        "own_costs",
        "own_text",
        "places_version",
        "play_actions",
        "registry",
        "rng",
        "seed",
        "state",
        "tables",
        "text_source",
        "text_zones",
        "to_act",
        "victory_any_time",
    )

    def __init__(self, rng: random.Random | None = None) -> None:  # use StargateGame.new
        self.facts: list[CardFacts] = _UNBUILT_LIST
        self.effects: list[CardEffect | None] = _UNBUILT_LIST
        self.effect_uids: tuple[int, ...] = ()
        # Which cards use which hook, listen to which event, work where (see layout).
        self.hook_uids: dict[str, tuple[int, ...]] = _UNBUILT_DICT
        # Text in the decks that adds experience or makes score-pile cards dearer: while
        # it is in effect a victory condition may change at any time (`victory`).
        self.victory_any_time = False
        # Per hook, the (card, effect part) pairs that answer it (see layout).
        self.hook_sources: dict[str, tuple[tuple[int, CardEffect], ...]] = _UNBUILT_DICT
        # Per card, its cost modifiers that concern only its own actions (effects.COST_OWN).
        self.own_costs: list[tuple[CardEffect, ...]] = _UNBUILT_LIST
        # Per card, all its cost modifiers: they price its play from the hand.
        self.hand_costs: list[tuple[CardEffect, ...]] = _UNBUILT_LIST
        # Per-card bits as `bytes` (one byte a card, see layout): facts.H_* per card.
        self.hook_bits = b""
        # Per card, the abilities of its text when they never change (see layout).
        self.fixed_abilities: list[tuple[Ability, ...] | None] = _UNBUILT_LIST
        self.listeners: dict[str, tuple[int, ...]] = _UNBUILT_DICT
        self.listener_sets: dict[str, frozenset[int]] = _UNBUILT_DICT  # the same, as sets
        self.listener_rows: list[tuple[int, ...]] = _UNBUILT_LIST  # the same, by `effects.T_*`
        # Bit `T_*` set when `listener_rows` of that kind is not empty: `triggers.fire_n`
        # (some 870 events a text game, most heard by no card) answers from this int
        # without reading the list (session 11 sp-carry5).
        self.listened_kinds = 0
        # The same but the cards that react only to events about themselves; per card,
        # the kinds it listens to (bit `T_*`) and those of `listen_general` (see layout).
        self.listen_general: list[tuple[int, ...]] = _UNBUILT_LIST
        self.listen_bits: list[int] = _UNBUILT_LIST
        self.numbers_heard: list[tuple[int, ...]] = _UNBUILT_LIST
        self.legality_uids: tuple[int, ...] = ()
        self.legality_bits = b""
        self.hand_legality_uids: tuple[int, ...] = ()
        self.own_text = b""  # facts.OWN_* bits per card
        self.text_zones = b""
        # What card text sees of this game (`surface`): made when first asked for.
        self._surface: Surface | None = None
        # The card whose text is being carried out now, or -1 (missions-events batch):
        # replacement text about who destroys a card learns it (`ops.destroy`). Set only while a
        # card's text runs, so never part of the state between actions.
        self.text_source = -1
        self.abilities_cache: dict[int, tuple[Ability, ...]] = {}  # see rules.abilities_of
        # The cards whose text is in effect, kept up to date by `active` (see there):
        # per card; a version bumped when one comes into or leaves effect; per F_* bit of
        # values.legality_flags, how many in effect carry it and the bits counted; the
        # cards in hand whose own text decides their plays, their costs.
        self.active: list[bool] = _UNBUILT_LIST
        self.active_version = 0
        self.legality_counts: list[int] = _UNBUILT_LIST
        self.legality_active = 0
        # Per event kind (`T_*`), how many of `listen_general[kind]` are in effect.
        self.listen_counts: list[int] = _UNBUILT_LIST
        self.hand_own = 0
        self.hand_cost = 0
        # The cards in effect per hook (values.sources_using): a hook's entry is dropped
        # when one of its cards comes into or leaves effect (`active`, `hooks_of`).
        self.active_memo: dict[str, list[tuple[int, CardEffect]]] = _UNBUILT_DICT
        # Per card, its hooks of `hook_sources`.
        self.hooks_of: list[tuple[str, ...]] = _UNBUILT_LIST
        # The same for the hooks asked by number (`values.sources_numbered`): per number,
        # the pairs that answer it, the memo of those in effect (None: to find), and per
        # card, its numbers.
        self.numbered_sources: list[tuple[tuple[int, CardEffect], ...]] = _UNBUILT_LIST
        self.numbered_memo: list[list[tuple[int, CardEffect]] | None] = _UNBUILT_LIST
        self.numbers_of: list[tuple[int, ...]] = _UNBUILT_LIST
        # The roles (hero, villain) the index above is for, and the index of the roles
        # before the last swap, kept (`active.roles_changed`: two players swap roles each
        # turn, and most cards in play come into or leave effect with them): its
        # `active`, `legality_counts`, `legality_active` and `active_memo`, the roles it
        # is for (`other_hero` -1: none kept), and the cards refreshed since it was set
        # aside (`other_dirty`), to refresh in it when it is switched back in.
        self.index_hero = 0
        self.index_villain = 1
        self.other_hero = -1
        self.other_villain = -1
        self.other_active: list[bool] = _UNBUILT_LIST
        self.other_counts: list[int] = _UNBUILT_LIST
        self.other_listen_counts: list[int] = _UNBUILT_LIST
        self.other_flags = 0
        self.other_memo: dict[str, list[tuple[int, CardEffect]]] = _UNBUILT_DICT
        self.other_numbered: list[list[tuple[int, CardEffect]] | None] = _UNBUILT_LIST
        self.other_dirty: list[int] = _UNBUILT_LIST
        # Bumped when a card that may be an ability source changes zone, side or whether
        # its text is in effect (`active`); per player, the cards whose abilities he may
        # use (legal.ability_sources) and the version they were found for, per roles too
        # (`legal.kept_slot`: the roles' change does not bump the version).
        self.places_version = 0
        self.ability_sources_kept: list[tuple[int, list[int]]] = _UNBUILT_LIST
        # Per player, the same for `legal.ability_entries` (sp-list2), and the version
        # they were made for: per slot (player and roles), bumped only by the cards that
        # may be in his entries in his role (`active.sources_changed`, sp-list11,
        # sp-list12).
        self.ability_entries_kept: list[tuple[int, list[AbilityEntry]]] = _UNBUILT_LIST
        self.entries_versions: list[int] = _UNBUILT_LIST
        self.abilities_version = -1
        self.state = _UNBUILT_STATE
        # Unseeded, a Random reads 2,500 bytes of os.urandom: clone passes its copy.
        self.rng = rng if rng is not None else random.Random()
        self.n_players = 0
        self.max_turns: int | None = None
        self.seed: int | None = None
        self.decks: tuple[Deck, ...] = ()
        self.registry: EffectRegistry | None = None
        self.actions: list[Action] = []
        # The public log (a sequence of LogEntry); `log` is a tuple copy of it.
        self.log_entries = EventLog()
        self._withdraw: dict[int, Ability] = {}
        self.play_actions: list[PlayCard] = _UNBUILT_LIST
        self.made: MadeActions = SHARED_MADE  # the deck layout's (see actions.MadeActions)
        self.assign_actions: list[Assign] = _UNBUILT_LIST
        self.complication_actions: list[PlayComplication] = _UNBUILT_LIST
        self.card_index: list[int] = _UNBUILT_LIST
        self.tables = _NO_TABLES
        self._marks: list[int] = _UNBUILT_LIST  # scratch of fast.actions, one per card id
        self._mark = 0
        self._version = 0
        self._totals: tuple[int, tuple[int, ...]] = (-1, ())
        self._legal: list[Action] = []
        self._legal_version = -1
        # The activations paying one discard listed at `listed_discards_version`, made
        # afresh at each listing (`legal.listed_discard`): per ability, its card, its
        # number, its targets and the cards to discard.
        self.listed_discards: list[tuple[int, int, tuple[int, ...], list[int]]] = []
        self.listed_discards_version = -1
        # Plain attributes, not properties: read at every step of a simulation. `_sync`
        # recomputes them after every change (new game, apply).
        self.is_over = False
        # The player who must decide now (None when the game is over).
        self.to_act: int | None = None

    @property
    def surface(self) -> Surface:
        """What card text sees of this game. The surface refers to the game: the two
        make a reference cycle, which only the garbage collector frees (each finished
        game's lists waited for a collection to find them, and their allocation counts
        brought collections on). `StargateGame._sync` drops it when the game is over; a
        later ask makes a new one."""
        s = self._surface
        if s is None:
            s = Surface(self)
            self._surface = s
        return s

    def record(self, kind: str, player: int, card: int = -1, value: int = -1,
            text: str = "") -> None:
        self._version += 1
        self.log_entries.record(self.state.turn, kind, player, card, value, text)

    def fire(self, kind: Trigger, player: int, card: int = -1, value: int = -1) -> None:
        """Fire a trigger (used by card effects)."""
        triggers.fire(self, kind, player, card, value)

    def fire_n(self, n: int, player: int, card: int = -1, value: int = -1) -> None:
        """Fire a trigger given by its number (`effects.T_*`; used by ops)."""
        triggers.fire_n(self, n, player, card, value)

    def ask(self, decision: Decision) -> None:
        """Ask a player a card's decision. Without options the text resumes with
        nothing chosen; a decision with one answer only (every option, not optional,
        visible to all) is answered at once."""
        if not decision.visible_to and not decision.labels and self._hides(decision.options):
            # Options among cards others may not see (a hand, a deck, face down): only
            # the deciding player sees them, and the log won't name the choice.
            decision = replace(decision, visible_to=(decision.player,))
        n = len(decision.options)
        if n == 0 or (not decision.optional and decision.least >= n
                      and not decision.visible_to):
            self.record("choose", decision.player, -1, n, decision.prompt)
            self.resume(decision, decision.options)
            return
        self.state.pending.append(decision)
        self._version += 1

    def _hides(self, options: tuple[int, ...]) -> bool:
        zone = self.state.zone
        n = len(zone)
        return any(0 <= o < n and zone[o] in (Z_HAND, Z_DECK, Z_BENEATH) for o in options)

    def resume(self, decision: Decision, chosen: tuple[int, ...]) -> None:
        effect = self.effects[decision.source]
        assert effect is not None, "decisions come from card text"
        was = self.text_source
        self.text_source = decision.source
        try:
            effect.resume(self.surface, decision.source, decision.step, decision.args, chosen)
        finally:
            self.text_source = was

    def withdraw_ability(self, amount: int) -> Ability:
        """Glossary "withdraw": "Destroy this obstacle – Gain X power"."""
        found = self._withdraw.get(amount)
        if found is None:
            found = Ability(f"Withdraw {amount}", AbilityCost(destroy_self=True),
                            _Withdraw(amount))
            self._withdraw[amount] = found
        return found

    def victory_totals(self) -> tuple[int, ...]:
        """Every player's victory total; cached until something that can change them
        (promotion tokens) happens."""
        key = self.state.progress
        if self._totals[0] != key:
            self._totals = (key, tuple(values.victory_total(self, p)
                                       for p in range(self.n_players)))
        return self._totals[1]


class _Withdraw:
    """The withdraw keyword's effect (a plain object, not a closure, so that abilities
    compare and pickle by value)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def __call__(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), self.amount)


