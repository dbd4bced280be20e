"""What a set of decks compiles to before shuffling: card facts, effects, per-card action
objects and the starting zones. Cached, so that simulations that replay the same decks
thousands of times pay for it once (the facts and actions are immutable and shared)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Section
from stargate_vcg.engine.stargate.actions import (
    SHARED_MADE,
    Assign,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import (
    AS_ADVERSARY,
    BENEATH,
    COST_ANY,
    COST_ASSIGN,
    COST_COMPLICATION,
    COST_OTHER,
    COST_OWN,
    COST_PLAY,
    DISCARD_PILE,
    HAND,
    IN_PLAY,
    MODIFIES_ITSELF,
    MODIFIES_MISSIONS,
    NO_FLOOR,
    PART_HOOKS,
    PURGED_PILE,
    SCORE_PILE,
    TRIGGERS,
    Ability,
    CardEffect,
    EffectRegistry,
    Trigger,
)
from stargate_vcg.engine.stargate.facts import (
    H_ABILITIES,
    H_POINT_VALUE,
    H_SOURCE,
    HOOK_BITS,
    NONE,
    OWN_CHECKED,
    OWN_COST,
    OWN_RULES,
    READY,
    TEAM,
    W_ADVERSARY,
    W_BENEATH,
    W_DISCARD,
    W_ELSEWHERE,
    W_HAND,
    W_PLAY,
    W_PURGED,
    W_SCORE,
    Z_DECK,
    Z_MISSIONS,
    Z_PLAY,
    CardFacts,
)
from stargate_vcg.engine.stargate.fast import Tables, cost_signs, forbids_kinds
from stargate_vcg.engine.stargate.ops import ORIGIN_READERS
from stargate_vcg.engine.stargate.triggers import listened_kinds
from stargate_vcg.engine.stargate.values import (
    F_ABILITIES,
    F_ASSIGN_STOPS,
    F_COSTS,
    F_FORBIDS,
    F_GRANTS,
    F_PERMITS,
    HOOK_NUMBER,
    N_DIFFICULTY_MODIFIER,
    N_DIFFICULTY_MODIFIER_OF_MISSIONS,
    NUMBERED_HOOKS,
    OF_ANY_CARD,
    RATING_HOOKS,
)
from stargate_vcg.errors import StargateVcgError

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.active import StartIndex

# Per deck, its sections as the layout was built from them (the lists copied): a deck
# edited in place (an entry added, removed or replaced) no longer matches (`layout_for`).
Fingerprint = tuple[dict[Section, list[DeckEntry]], ...]


class Layout:
    __slots__ = (
        "assign_actions",
        "card_index",
        "complication_actions",
        "decks",
        "effect_uids",
        "effects",
        "facts",
        "fingerprint",
        "fixed_abilities",
        "hand_costs",
        "hand_legality_uids",
        "hook_bits",
        "hook_sources",
        "hook_uids",
        "hooks_of",
        "itself_parts",
        "legality_bits",
        "legality_uids",
        "listen_bits",
        "listen_general",
        "listened_kinds",
        "listener_rows",
        "listener_sets",
        "listeners",
        "made",
        "numbered_sources",
        "numbers_heard",
        "numbers_of",
        "own_costs",
        "own_text",
        "piles",
        "play_actions",
        "registry",
        "start_index",
        "status",
        "tables",
        "text_zones",
        "zones",
    )

    def __init__(self, decks: Sequence[Deck], registry: EffectRegistry | None,
                 fingerprint: Fingerprint) -> None:
        self.decks = tuple(decks)
        self.registry = registry
        self.fingerprint = fingerprint
        # The index of which cards' text is in effect every game starts with, found by the
        # first game with text (`active.start`).
        self.start_index: StartIndex | None = None
        self.facts: list[CardFacts] = []
        self.effects: list[CardEffect | None] = []
        self.zones: list[int] = []
        self.status: list[int] = []
        # per player: (in play, mission pile, deck, team), before shuffling
        self.piles: list[tuple[list[int], list[int], list[int], tuple[int, ...]]] = []
        looked_up: dict[str, CardEffect | None] = {}
        for owner, deck in enumerate(decks):
            in_play: list[int] = []
            missions: list[int] = []
            rest: list[int] = []
            for cards, zone, pile in _sections(deck, owner, in_play, missions, rest):
                for card in cards:
                    uid = len(self.facts)
                    self.facts.append(CardFacts.of(owner, card))
                    if card.id not in looked_up:
                        looked_up[card.id] = registry.lookup(card) if registry else None
                    self.effects.append(looked_up[card.id])
                    self.zones.append(zone)
                    self.status.append(READY if zone == Z_PLAY else NONE)
                    pile.append(uid)
            team = tuple(u for u in in_play if self.facts[u].kind == TEAM)
            self.piles.append((in_play, missions, rest, team))
        n_cards = len(self.facts)
        self.effect_uids = tuple(u for u, e in enumerate(self.effects) if e is not None)
        self._index_hooks()
        # Actions are immutable: one object per card serves every enumeration.
        self.play_actions = [PlayCard(u) for u in range(n_cards)]
        self.made = SHARED_MADE  # (the same for every layout: `actions.SHARED_MADE`)
        self.assign_actions = [Assign(u) for u in range(n_cards)]
        self.complication_actions = [PlayComplication(u) for u in range(n_cards)]
        index: dict[str, int] = {}
        self.card_index = [index.setdefault(f.id, len(index)) for f in self.facts]
        self.tables = Tables(self.facts, len(index), tuple(
            u for u in self.legality_uids if self.text_zones[u] & W_ELSEWHERE), tuple(
            u for u in self.hook_uids.get("abilities", ()) if self.text_zones[u] & W_ELSEWHERE),
            (cost_signs([p for _, p in self.hook_sources.get("cost_play", ())]),
             cost_signs([p for _, p in self.hook_sources.get("cost_assign", ())])))
        self.tables.own_costs_by = own_costs_by_kind(self.own_costs)
        self.tables.hand_costs_by = own_costs_by_kind(self.hand_costs)
        self.tables.own_floor_by = _floors(self.tables.own_costs_by)
        self.tables.hand_floor_by = _floors(self.tables.hand_costs_by)
        self.tables.has_costs = bytes([1 if parts else 0 for parts in self.hand_costs])
        # --- sp-fast5 ---
        self.tables.index_own_costs()
        self.tables.numbered_uids = [tuple(u for u, _ in pairs)
                                     for pairs in self.numbered_sources]
        self.tables.forbids_on = forbids_kinds(n_cards, self.hook_sources.get("forbids", ()))
        self.tables.notes_origins = any(e is reader for e in self.effects if e is not None
                                        for reader in ORIGIN_READERS)
        self.tables.index_shared_sources(self.facts, self.fixed_abilities,
                                         "granted_abilities" in self.hook_uids,
                                         self.text_zones)
        self.tables.itself_parts = self.itself_parts
        self.tables.itself_bits = bytes([
            sum(1 << n for n, parts in enumerate(self.itself_parts) if parts[u])
            for u in range(n_cards)])

    def intact(self) -> bool:
        """The shared action objects still name their own cards (an action changed with
        object.__setattr__ must not reach later games: the layout is then rebuilt)."""
        for uid, play in enumerate(self.play_actions):
            if play.card != uid or play.stops:
                return False
        for uid, assign in enumerate(self.assign_actions):
            if assign.card != uid or assign.stops:
                return False
        for uid, complication in enumerate(self.complication_actions):
            if complication.card != uid:
                return False
        return all(w is None or (w.card == u and w.ability == 0 and w.target == -1 and
                                 not w.discards and not w.stops and not w.blocks)
                   for u, w in enumerate(self.tables.withdraw))

    def _index_hooks(self) -> None:
        """Which cards use which hook, listen to which event, and work where: each hook
        asks only its cards, and only while they are in effect."""
        # Built as lists, kept as `bytes` (below): one byte per card, a whole table in a
        # few cache lines, read compiled without an int object.
        text_zones = [0] * len(self.effects)
        hooks: dict[str, list[int]] = {}
        listeners: dict[str, list[int]] = {}
        legality: list[int] = []
        hand: list[int] = []
        own_text = [0] * len(self.effects)
        legality_bits = [0] * len(self.effects)
        hook_bits = [0] * len(self.effects)
        for uid in self.effect_uids:
            effect = self.effects[uid]
            assert effect is not None
            text_zones[uid] = sum(bit for where, bit in _WHERE.items()
                                       if where in effect.zones)
            used = effect.hooks()
            hook_bits[uid] = sum(bit for hook, bit in HOOK_BITS.items() if hook in used)
            if overrides_point_value(effect):
                hook_bits[uid] |= H_POINT_VALUE
            for hook in used:
                hooks.setdefault(hook, []).append(uid)
            if "triggers" in used:
                kinds = effect.listens if effect.listens is not None else tuple(Trigger)
                for kind in kinds:
                    # Keyed by the kind itself: `fire` looks it up by identity.
                    listeners.setdefault(kind, []).append(uid)
            # OR-ed, not summed: two hooks may share a bit (abilities and granted ones).
            bits = 0
            for hook, bit in _LEGALITY_BITS.items():
                if hook in used:
                    bits |= bit
            if text_zones[uid] & W_ADVERSARY:
                # Assignable by the villain although printed a character: the fast
                # enumeration's tables don't know it, the reference checks do.
                bits |= F_PERMITS
            if bits:
                legality.append(uid)
                legality_bits[uid] = bits
            if used & _OWN_LEGALITY:
                hand.append(uid)
                own_text[uid] = ((OWN_CHECKED if "permits" in used else 0)
                                      | (OWN_RULES if used & _OWN_RULES else 0)
                                      | (OWN_COST if "cost_modifier" in used else 0))
        self.hook_uids = {k: tuple(v) for k, v in hooks.items()}
        # The cards whose moves in and out of play, the mission and the obstacles change
        # the ability sources (`facts.H_SOURCE`): every card while some card may grant
        # abilities (they then count every card in play and every obstacle).
        granted = "granted_abilities" in hooks
        for uid, f in enumerate(self.facts):
            if granted or hook_bits[uid] & H_ABILITIES or f.withdraw is not None:
                hook_bits[uid] |= H_SOURCE
        self._index_parts()
        self.listeners = {k: tuple(v) for k, v in listeners.items()}
        # The same as sets: `triggers.responders` tests given cards against them.
        self.listener_sets = {k: frozenset(v) for k, v in listeners.items()}
        # By the kind's number (`effects.T_*`: `triggers.fire_n`).
        self.listener_rows = [self.listeners.get(k, ()) for k in TRIGGERS]
        self.listened_kinds = listened_kinds(self.listener_rows)  # (once, not per game)
        # Per kind, its listeners but those that react only to an event about themselves
        # (`CardEffect.about_self`); per card, the kinds it listens to (bit n: `T_*` n) and
        # the kinds whose row above it is in. `fire_n` asks the cards of the row in effect
        # (`GameCore.listen_counts`) only, unless the event's card listens to the kind.
        self.listen_bits = [0] * len(self.effects)
        numbers_heard: list[list[int]] = [[] for _ in self.effects]
        general: list[tuple[int, ...]] = []
        about: dict[int, frozenset[Trigger]] = {}  # asked once per card
        for n, kind in enumerate(TRIGGERS):
            row = []
            for uid in self.listener_rows[n]:
                self.listen_bits[uid] |= 1 << n
                own = about.get(uid)
                if own is None:
                    effect = self.effects[uid]
                    assert effect is not None
                    own = about[uid] = effect.about_self
                if kind not in own:
                    row.append(uid)
                    numbers_heard[uid].append(n)
            general.append(tuple(row))
        self.listen_general: list[tuple[int, ...]] = general
        self.numbers_heard: list[tuple[int, ...]] = [tuple(n) for n in numbers_heard]
        self.legality_uids = tuple(legality)
        self.hand_legality_uids = tuple(hand)
        # A card's own cost modifiers' signs (`fast.cost_signs`; both for one without any).
        for uid, parts in enumerate(self.hand_costs):
            own_text[uid] |= cost_signs(parts)
        self.text_zones = bytes(text_zones)
        self.own_text = bytes(own_text)
        self.legality_bits = bytes(legality_bits)
        self.hook_bits = bytes(hook_bits)


    def _index_parts(self) -> None:
        """Per hook, the effect parts that answer it (`CardEffect.hook_parts`), in card order;
        cost modifiers by the kind of action they may change (`values.COST_HOOKS`), those
        of a card's own actions kept apart (`own_costs`)."""
        sources: dict[str, list[tuple[int, CardEffect]]] = {}
        self.own_costs: list[tuple[CardEffect, ...]] = [()] * len(self.effects)
        # In the hand, all of a card's cost modifiers price its own play.
        self.hand_costs: list[tuple[CardEffect, ...]] = [()] * len(self.effects)
        for hook, uids in self.hook_uids.items():
            for uid in uids:
                effect = self.effects[uid]
                assert effect is not None
                # A hook whose answers don't combine part by part asks the whole card.
                parts = effect.hook_parts(hook) if hook in PART_HOOKS else (effect,)
                for part in parts:
                    if hook != "cost_modifier":
                        sources.setdefault(hook, []).append((uid, part))
                        continue
                    self.hand_costs[uid] += (part,)
                    if part.cost_on & COST_OWN:
                        self.own_costs[uid] += (part,)
                    else:
                        for bit, key in _COST_KEYS:
                            if part.cost_on & bit:
                                sources.setdefault(key, []).append((uid, part))
        # The rating modifiers split by the cards they may change (`CardEffect.modifies`):
        # those of any card and those of missions' difficulty only, as hooks of their
        # own (`values.NUMBERED_HOOKS`), those of their own card only per card (asked
        # only about it: `values.mission_totals`).
        self.itself_parts: list[list[tuple[CardEffect, ...]]] = [
            [()] * len(self.effects) for _ in RATING_HOOKS]
        for n, hook in enumerate(RATING_HOOKS):
            for uid, part in sources.get(hook, ()):
                scope = part.modifies
                if scope == MODIFIES_ITSELF:
                    self.itself_parts[n][uid] += (part,)
                    continue
                # (Missions only: said of the difficulty alone.)
                key = NUMBERED_HOOKS[N_DIFFICULTY_MODIFIER_OF_MISSIONS
                                     if scope == MODIFIES_MISSIONS and n == N_DIFFICULTY_MODIFIER
                                     else OF_ANY_CARD + n]
                sources.setdefault(key, []).append((uid, part))
        self.hook_sources = {k: tuple(v) for k, v in sources.items()}
        # Per card, the hooks of `hook_sources` it answers: when its text comes into or
        # leaves effect, only those hooks' memoised cards are found again (`active`).
        # The hooks asked by number (`values.NUMBERED_HOOKS`) apart: their memo is a list.
        hooks_of: list[list[str]] = [[] for _ in self.effects]
        numbers_of: list[list[int]] = [[] for _ in self.effects]
        for hook, pairs in self.hook_sources.items():
            n = HOOK_NUMBER.get(hook, -1)
            for uid, _part in pairs:
                if n >= 0:
                    if n not in numbers_of[uid]:
                        numbers_of[uid].append(n)
                elif hook not in hooks_of[uid]:
                    hooks_of[uid].append(hook)
        self.hooks_of: list[tuple[str, ...]] = [tuple(h) for h in hooks_of]
        self.numbers_of: list[tuple[int, ...]] = [tuple(n) for n in numbers_of]
        self.numbered_sources: list[tuple[tuple[int, CardEffect], ...]] = [
            self.hook_sources.get(hook, ()) for hook in NUMBERED_HOOKS]
        self.fixed_abilities: list[tuple[Ability, ...] | None] = [
            (e.fixed_abilities() if "abilities" in e.hooks() else ()) if e is not None else ()
            for e in self.effects]


def overrides_point_value(effect: CardEffect) -> bool:
    """Whether `effect`'s class changes its card's point value
    (`CardEffect.point_value_modifier`, `facts.H_POINT_VALUE`): the base answers 0."""
    name = "point_value_modifier"  # (by name, as `CardEffect.hooks` finds the others)
    return getattr(type(effect), name) is not getattr(CardEffect, name)


def own_costs_by_kind(costs: list[tuple[CardEffect, ...]]
                      ) -> list[list[tuple[CardEffect, ...]]]:
    """Per kind of action (COST_PLAY, COST_COMPLICATION, COST_ASSIGN, COST_OTHER, in
    that order: `values.K_*`), per card, those of its cost modifiers `costs` that are
    asked about that kind of action on the card: all, but a modifier of the card's own
    actions (COST_OWN) that names the kinds it concerns (`cost_on`, e.g. OwnCost: its
    play only) is not asked about the others."""
    return [[tuple(p for p in parts
                   if not p.cost_on & COST_OWN or not p.cost_on & COST_ANY
                   or p.cost_on & bit)
             for parts in costs]
            for bit, _ in _COST_KEYS]


def _floors(by_kind: list[list[tuple[CardEffect, ...]]]) -> list[list[int]]:
    """The sum of the parts' `cost_floor`s, NO_FLOOR when one has none."""
    return [[max(NO_FLOOR, sum(p.cost_floor for p in parts)) for parts in row]
            for row in by_kind]


_COST_KEYS = ((COST_PLAY, "cost_play"), (COST_COMPLICATION, "cost_complication"),
              (COST_ASSIGN, "cost_assign"), (COST_OTHER, "cost_other"))
# A card's own text that changes whether it can be played from the hand.
_OWN_LEGALITY = frozenset({"cost_modifier", "forbids", "play_cost", "permits"})
# Of those, a "can't" and an extra cost (`facts.OWN_RULES`); a "can" (OWN_CHECKED) and a
# cost modifier (OWN_COST) are told apart too.
_OWN_RULES = frozenset({"forbids", "play_cost"})
# The hooks that change which actions are legal, and how (values.F_*).
_LEGALITY_BITS = {"abilities": F_ABILITIES, "granted_abilities": F_ABILITIES,
                  "cost_modifier": F_COSTS, "grants_skill": F_GRANTS, "forbids": F_FORBIDS,
                  "permits": F_PERMITS, "assign_stops": F_ASSIGN_STOPS}
_WHERE = {IN_PLAY: W_PLAY, SCORE_PILE: W_SCORE, DISCARD_PILE: W_DISCARD, HAND: W_HAND,
          BENEATH: W_BENEATH, AS_ADVERSARY: W_ADVERSARY, PURGED_PILE: W_PURGED}


def _sections(deck: Deck, owner: int, in_play: list[int], missions: list[int],
              rest: list[int]) -> list[tuple[list[StargateCard], int, list[int]]]:
    team = deck.stargate_cards(Section.TEAM)
    mission_cards = deck.stargate_cards(Section.MISSIONS)
    if not team or not mission_cards:
        name = deck.name or f"deck {owner + 1}"
        raise StargateVcgError(f"{name}: needs team characters and missions to play")
    return [(team, Z_PLAY, in_play), (mission_cards, Z_MISSIONS, missions),
            (deck.stargate_cards(Section.DECK), Z_DECK, rest)]


def _fingerprint(decks: Sequence[Deck]) -> Fingerprint:
    """Which (frozen) entries: a deck edited in place compiles again (`_unchanged`)."""
    return tuple({s: entries[:] for s, entries in deck.sections.items()} for deck in decks)


def _unchanged(found: Layout, decks: Sequence[Deck]) -> bool:
    """Whether `decks` are those `found` was built from, their sections as they were.
    The section lists compared as lists: item by item, the same entry object settled
    without reading it (an entry replaced by an equal one, `DeckEntry` being frozen
    data, compiles alike). Before: a tuple of each entry's `id` per section, every
    lookup (per new game), some 50,000 instructions and a Python call per section."""
    kept = found.fingerprint
    if len(kept) != len(decks):
        return False
    for i, deck in enumerate(decks):
        if found.decks[i] is not deck or kept[i] != deck.sections:
            return False
    return True


_CACHE: dict[tuple[int, ...], Layout] = {}
_CACHE_LIMIT = 256


# How many times `forget_layouts` ran: a layout built before is no longer to be shared
# (`StargateGame.rematch`). Layouts evicted by the size limit stay sound.
_FORGOTTEN: list[int] = [0]


def forget_layouts() -> None:
    """Drop every cached layout (a shared action object was found changed)."""
    _CACHE.clear()
    _FORGOTTEN[0] += 1


def layouts_forgotten() -> int:
    """How many times the cached layouts were dropped (`forget_layouts`)."""
    return _FORGOTTEN[0]


def layout_for(decks: Sequence[Deck], registry: EffectRegistry | None) -> Layout:
    key = (*map(id, decks), id(registry))
    found = _CACHE.get(key)
    if found is None or found.registry is not registry or not _unchanged(found, decks):
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        found = Layout(decks, registry, _fingerprint(decks))
        _CACHE[key] = found
    return found
