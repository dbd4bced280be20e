"""The cards whose text is in effect, kept up to date as the game changes.

"Which cards' text is in effect now" (`values.text_in_effect`) is asked by every listing
of the legal actions (`values.legality_flags`, `values.sources_using`,
`legal.ability_sources`) and by every trigger. What decides it changes far less often:
a card's zone, its status (incapacitated), the roles (each turn) and text removed from
it. So every change of these goes through this module (`move`, `set_status`, `refresh`,
`roles_changed`), which keeps per game (`GameCore`):

- `active`: per card, whether its text is in effect (`values.is_active` reads it);
- `active_version`: bumped whenever a card's text comes into or leaves effect;
- `active_memo`: the cards in effect per hook (`values.sources_using`), a hook's entry
  dropped when one of its cards (`hooks_of`) comes into or leaves effect;
- `legality_counts` / `legality_active`: per `values.F_*` bit, how many cards in effect
  carry it, and the bits of those counted;
- `hand_own` / `hand_cost`: the cards in hand whose own text decides how they are played
  or what they cost (`values.legality_flags`);
- `places_version`: bumped whenever a card that may be an ability source (`H_SOURCE`)
  enters or leaves play, the mission or the obstacles or comes into or leaves effect,
  a card changes side, or a card whose abilities work in a pile or the hand moves,
  so the cards whose abilities may be used (`legal.ability_sources`) are found once per
  set of places and roles (kept per roles: `legal.kept_slot`); with it, per player,
  `entries_versions`, per set of roles (`legal.kept_slot`), bumped only by the cards
  that may be in his ability entries while he holds his role in it
  (`sources_changed`): those `legal.ability_entries` makes are kept by it, and a move of
  the other player's card, or of his own hero card when he is the villain, leaves
  them.

A state arranged by hand (tests) is indexed again with `rebuild`. `check` compares the
index with the scans it replaces (`values.text_in_effect`, `values.legality_flags_scan`);
the playout tests call it after every action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate.effects import TRIGGERS
from stargate_vcg.engine.stargate.facts import (
    H_ABILITIES,
    H_POINT_VALUE,
    H_SOURCE,
    INCAPACITATED,
    OWN_CHECKED,
    OWN_COST,
    OWN_RULES,
    W_ELSEWHERE,
    Z_HAND,
    Z_MISSION,
    Z_OBSTACLE,
    Z_PLAY,
    ZONE_WHERE,
)
from stargate_vcg.engine.stargate.values import (
    LEGALITY_BITS,
    NUMBERED_HOOKS,
    legality_flags,
    legality_flags_scan,
    sources_numbered,
    sources_using,
    sources_using_scan,
    text_in_effect,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore
    from stargate_vcg.engine.stargate.layout import Layout

_OWN_PLAYS: Final = OWN_CHECKED | OWN_RULES
# The roles a player may hold: `fast.Tables.source_roles` holds per card the bits
# (1 << role) of its owner's roles in which it may be in his ability entries.
ROLE_HERO: Final = 0
ROLE_VILLAIN: Final = 1
ROLE_OTHER: Final = 2  # neither hero nor villain (three players or more)
ALL_ROLES: Final = 7
# The zones (bits 1 << zone) whose cards `legal.ability_sources` looks at one by one (a
# card whose abilities work in a pile or the hand is looked at wherever it is).
PLACES: Final = 1 << Z_PLAY | 1 << Z_MISSION | 1 << Z_OBSTACLE


def move(game: GameCore, uid: int, zone: int) -> None:
    """`game.state.zone[uid] = zone`, the index kept up to date."""
    st = game.state
    old = st.zone[uid]
    st.zone[uid] = zone
    if not game.effect_uids or old == zone:
        return
    # Each test below is exact by itself, read from the per-card `bytes` tables, which
    # every listing reads too: a union of them kept per card as a list of ints cost one
    # more list item and int object per move, some 400 a text game, most not in cache
    # (sp-carry7).
    bits = game.hook_bits[uid]
    own = game.own_text[uid]
    where = game.text_zones[uid]
    # (Only a card that may be an ability source, `facts.H_SOURCE`: most moves, a
    # character or a support card played, an event, leave the sources as they are.)
    if bits & H_SOURCE and ((1 << old | 1 << zone) & PLACES or (
            bits & H_ABILITIES and where & W_ELSEWHERE)):
        sources_changed(game, uid)
    if own and (old == Z_HAND) != (zone == Z_HAND):
        d = 1 if zone == Z_HAND else -1
        if own & _OWN_PLAYS:
            game.hand_own += d
        if own & OWN_COST:
            game.hand_cost += d
    # A card whose text works in neither zone was out of effect and stays so, in
    # both indexes (one not in `other_dirty` is exact for its roles): nothing to ask.
    # Most moves are such (drawn, played face down, discarded from a hand).
    if where and (ZONE_WHERE[old] | ZONE_WHERE[zone]) & where:
        refresh(game, uid)


def set_status(game: GameCore, uid: int, status: int) -> None:
    """`game.state.status[uid] = status`, the index kept up to date (an incapacitated
    card's text is ignored)."""
    statuses = game.state.status
    was = statuses[uid]
    statuses[uid] = status
    # Of the statuses, only incapacitated decides whether text is in effect
    # (`values.text_in_effect`), in either index: a card readied, stopped, assigned or
    # leaving play (the move that follows asks) is not asked again, nor set aside to be
    # asked at the next swap of roles (some 30 cards a text game, each asked twice).
    if (was == INCAPACITATED) != (status == INCAPACITATED) and game.effect_uids \
            and game.text_zones[uid]:
        refresh(game, uid)


def refresh(game: GameCore, uid: int) -> None:
    """Whether `uid`'s text is in effect, asked again after something it depends on
    changed (its zone, status or removed text)."""
    _update(game, uid)
    # The index set aside asks it again when switched back in; but out of play a card's
    # text is in effect whoever the hero is (`text_in_effect`): when the index set aside
    # says what this one does, nothing to ask (most cards that move go from a deck to a
    # hand, to a discard pile).
    if game.other_hero >= 0 and (game.state.zone[uid] == Z_PLAY
                                 or game.other_active[uid] != game.active[uid]):
        game.other_dirty.append(uid)


def _update(game: GameCore, uid: int) -> None:
    """`refresh` in the index in use only."""
    now = text_in_effect(game, uid)
    if now != game.active[uid]:
        game.active[uid] = now
        game.active_version += 1
        if game.hook_bits[uid] & H_SOURCE:
            # The ability sources read whose text is in effect of these cards only.
            sources_changed(game, uid)
        numbered = game.numbered_memo
        for n in game.numbers_of[uid]:
            numbered[n] = None
        memo = game.active_memo
        if memo:
            for hook in game.hooks_of[uid]:
                if hook in memo:
                    del memo[hook]
        bits = game.legality_bits[uid]
        if bits:
            _count(game, bits, 1 if now else -1)
        heard = game.numbers_heard[uid]
        if heard:
            counts = game.listen_counts
            d = 1 if now else -1
            for n in heard:
                # (Not `+=`: compiled, an augmented list item is added generically.)
                counts[n] = counts[n] + d


def roles_changed(game: GameCore) -> None:
    """The hero and villain changed: the text of cards in play depends on them.

    Two players swap roles every turn, and with them most cards in play come into or
    leave effect: each hook's memo of one of those cards was dropped, found again by the
    next listing, and the counts redone, every turn. So the index of the roles left is
    set aside, and switched back in when they come back: only the cards refreshed
    meanwhile (`other_dirty`) are asked again."""
    if not game.effect_uids:
        return
    # (`places_version` not bumped: the lists it keeps valid are kept per roles,
    # `legal.kept_slot`; a card whose text comes into or leaves effect below bumps it.)
    st = game.state
    hero, villain = st.hero, st.villain
    if hero == game.index_hero and villain == game.index_villain:
        return  # (the first turn's roles may be those the index was built for)
    if hero == game.other_hero and villain == game.other_villain:
        kept_active, kept_memo = game.active, game.active_memo
        kept_counts, kept_flags = game.legality_counts, game.legality_active
        kept_numbered = game.numbered_memo
        kept_listen = game.listen_counts
        game.active, game.active_memo = game.other_active, game.other_memo
        game.legality_counts, game.legality_active = game.other_counts, game.other_flags
        game.numbered_memo = game.other_numbered
        game.listen_counts = game.other_listen_counts
        game.other_active, game.other_memo = kept_active, kept_memo
        game.other_counts, game.other_flags = kept_counts, kept_flags
        game.other_numbered = kept_numbered
        game.other_listen_counts = kept_listen
        game.other_hero, game.other_villain = game.index_hero, game.index_villain
        game.index_hero, game.index_villain = hero, villain
        game.active_version += 1
        dirty = game.other_dirty
        game.other_dirty = []  # the index set aside is exact for its roles
        for uid in dirty:
            _update(game, uid)
        return
    # Set the index aside (the memo's lists are never changed: shared), then redo the
    # cards in play for the new roles.
    game.other_active = game.active[:]
    game.other_memo = dict(game.active_memo)
    game.other_numbered = game.numbered_memo[:]
    game.other_counts = game.legality_counts[:]
    game.other_listen_counts = game.listen_counts[:]
    game.other_flags = game.legality_active
    game.other_hero, game.other_villain = game.index_hero, game.index_villain
    game.other_dirty = []
    game.index_hero, game.index_villain = hero, villain
    where = game.text_zones
    for p in st.players:
        for uid in p.in_play:
            if where[uid]:
                _update(game, uid)


def places_changed(game: GameCore) -> None:
    """Cards changed places without changing zones (an adversary changing sides): the
    lists kept per set of places (`legal.ability_sources`) are found again."""
    game.places_version += 1
    versions = game.entries_versions
    for i in range(len(versions)):
        versions[i] = versions[i] + 1


def sources_changed(game: GameCore, uid: int) -> None:
    """`uid`, a card that may be an ability source (`facts.H_SOURCE`), changed place or
    came into or left effect: `places_version` bumped, and the `entries_versions` of the
    slots (player, hero, villain: `legal.kept_slot`) in whose ability entries it may be
    (`Tables.shared_sources`: most cards only in their owner's; sp-list11: a text game
    made its entries again 30 times, 18 since; `Tables.source_roles`: a hero card only
    in its owner's as the hero, a villain card as the villain, sp-list12: 8 of those 18
    were the same as they were, the owner's entries for his other role). (Versions per
    slot rather than per player and role: a listing reads the one at its slot.)"""
    game.places_version += 1
    versions = game.entries_versions
    t = game.tables
    if t.shared_sources[uid]:
        for i in range(len(versions)):
            # (Not `+=`: compiled, an augmented list item is added generically.)
            versions[i] = versions[i] + 1
        return
    owner = t.owner[uid]
    roles = t.source_roles[uid]
    n = len(game.state.players)
    at = owner * n * n  # the owner's slots, `(owner * n + hero) * n + villain`
    for hero in range(n):
        for villain in range(n):
            role = ROLE_HERO if owner == hero else ROLE_VILLAIN if owner == villain \
                else ROLE_OTHER
            if roles >> role & 1:
                i = at + hero * n + villain
                versions[i] = versions[i] + 1


def _count(game: GameCore, bits: int, d: int) -> None:
    """A card carrying the `F_*` bits `bits` came into (`d` 1) or left (-1) effect. (The
    bits are 1 << i, counted at `legality_counts[i]`: only the card's own are visited.)"""
    counts = game.legality_counts
    flags = game.legality_active
    i = 0
    bit = 1
    while bit <= bits:
        if bits & bit:
            c = counts[i] + d
            counts[i] = c
            flags = flags | bit if c else flags & ~bit
        i += 1
        bit <<= 1
    game.legality_active = flags


class StartIndex:
    """The index `rebuild` makes of a new game's state, before shuffling
    (`Layout.start_index`): every game of a deck layout starts from the same zones,
    statuses and roles, so the first one's index is copied by the others (`start`)
    rather than found again (some 60 cards refreshed, 35,000 instructions a text game)."""

    __slots__ = ("active", "active_bumps", "entries_versions", "hand_cost", "hand_own",
                 "legality_active", "legality_counts", "listen_counts", "places_bumps")

    def __init__(self, game: GameCore, active_bumps: int, places_bumps: int) -> None:
        self.active = game.active[:]
        self.legality_counts = game.legality_counts[:]
        self.legality_active = game.legality_active
        self.listen_counts = game.listen_counts[:]
        self.hand_own = game.hand_own
        self.hand_cost = game.hand_cost
        # How much `rebuild` bumped the versions: a copy bumps them alike.
        self.active_bumps = active_bumps
        self.places_bumps = places_bumps
        self.entries_versions = game.entries_versions[:]  # (from 0, `_reset`)


def start(game: GameCore, layout: Layout) -> None:
    """`rebuild` of a new game built from `layout` (`StargateGame._build_from`): the
    layout's `start_index` copied, found by its first game with text."""
    kept = layout.start_index
    if kept is None or not game.effect_uids:
        active_version, places_version = game.active_version, game.places_version
        rebuild(game)
        if game.effect_uids:
            layout.start_index = StartIndex(game, game.active_version - active_version,
                                            game.places_version - places_version)
        return
    _reset(game)
    game.active = kept.active[:]
    game.legality_counts = kept.legality_counts[:]
    game.legality_active = kept.legality_active
    game.listen_counts = kept.listen_counts[:]
    game.hand_own = kept.hand_own
    game.hand_cost = kept.hand_cost
    game.active_version += kept.active_bumps
    game.places_version += kept.places_bumps
    game.entries_versions = kept.entries_versions[:]


def rebuild(game: GameCore) -> None:
    """Index the whole state afresh (a new game; a state arranged by hand)."""
    _reset(game)
    st = game.state
    game.active = [False] * len(st.zone)
    game.legality_counts = [0] * len(LEGALITY_BITS)
    game.legality_active = 0
    game.listen_counts = [0] * len(TRIGGERS)
    game.hand_own = game.hand_cost = 0
    game.active_version += 1
    if not game.effect_uids:
        return
    for uid in game.effect_uids:
        if game.text_zones[uid]:
            refresh(game, uid)
    for uid in game.hand_legality_uids:
        if st.zone[uid] == Z_HAND:
            own = game.own_text[uid]
            if own & _OWN_PLAYS:
                game.hand_own += 1
            if own & OWN_COST:
                game.hand_cost += 1


def _reset(game: GameCore) -> None:
    """What `rebuild` and `start` set alike: no memo, no index set aside, nothing kept
    per roles."""
    st = game.state
    game.active_memo = {}
    game.numbered_memo = [None] * len(NUMBERED_HOOKS)
    game.index_hero, game.index_villain = st.hero, st.villain
    game.other_hero = game.other_villain = -1
    game.other_active, game.other_memo, game.other_counts = [], {}, []
    game.other_listen_counts = []
    game.other_numbered = []
    game.other_flags = 0
    game.other_dirty = []
    # (Per player, hero and villain: `legal.kept_slot`.)
    game.ability_sources_kept = [(-1, [])] * len(st.players) ** 3
    game.ability_entries_kept = [(-1, [])] * len(st.players) ** 3
    game.entries_versions = [0] * len(st.players) ** 3


def check(game: GameCore) -> None:
    """Raise AssertionError when the index differs from the scans it replaces."""
    for uid in range(len(game.state.zone)):
        expected = text_in_effect(game, uid)
        assert game.active[uid] == expected, (uid, game.state.zone[uid], expected)
    assert legality_flags(game) == legality_flags_scan(game), (
        legality_flags(game), legality_flags_scan(game))
    _check_other(game)
    kept = (game.legality_counts[:], game.legality_active, game.hand_own, game.hand_cost,
            game.listen_counts[:])
    active, version, kept_sources = game.active, game.active_version, game.ability_sources_kept
    kept_entries, places = game.ability_entries_kept, game.places_version
    entries_versions = game.entries_versions
    memo, numbered = game.active_memo, game.numbered_memo
    other = (game.other_hero, game.other_villain, game.other_active, game.other_memo,
             game.other_counts, game.other_flags, game.other_dirty, game.other_numbered,
             game.other_listen_counts)
    rebuild(game)
    # The same index: the lists memoised stay, so the checks below (and the game after
    # them) read the memos as the game would have; so does the index set aside.
    game.active_version = version
    game.ability_sources_kept = kept_sources
    game.ability_entries_kept = kept_entries
    game.places_version = places  # (bumped by the rebuild: the memos are checked as kept)
    game.entries_versions = entries_versions
    game.active_memo, game.numbered_memo = memo, numbered
    (game.other_hero, game.other_villain, game.other_active, game.other_memo,
     game.other_counts, game.other_flags, game.other_dirty, game.other_numbered,
     game.other_listen_counts) = other
    again = (game.legality_counts, game.legality_active, game.hand_own, game.hand_cost,
             game.listen_counts)
    assert kept == again, (kept, again)
    assert active == game.active
    from stargate_vcg.engine.stargate.layout import overrides_point_value
    from stargate_vcg.engine.stargate.legal import (
        ability_entries,
        ability_sources,
        ability_sources_scan,
        kept_slot,
    )
    from stargate_vcg.engine.stargate.surface import LENT_TRAITS, TRAITS_TAKEN

    # Printed traits are read without the memory until text lends or takes some.
    if not game.state.traits_moved:
        assert not any(key in (LENT_TRAITS, TRAITS_TAKEN) for _, key in game.state.memory)

    # The cards `values.victory_total` asks about their point value: those whose class
    # changes it (the others answer the base's 0).
    for uid, effect in enumerate(game.effects):
        assert bool(game.hook_bits[uid] & H_POINT_VALUE) == (
            effect is not None and overrides_point_value(effect)), uid
    for player in range(len(game.state.players)):
        assert ability_sources(game, player) == ability_sources_scan(game, player), player
        slot = kept_slot(game, player)
        version, entries = game.ability_entries_kept[slot] if slot >= 0 else (-1, [])
        if slot >= 0 and version == game.entries_versions[slot]:
            assert entries == ability_entries(game, player), player
    for hook in game.hook_sources:
        assert sources_using(game, hook) == sources_using_scan(game, hook), hook
    for n, hook in enumerate(NUMBERED_HOOKS):
        assert sources_numbered(game, n) == sources_using_scan(game, hook), hook


def _check_other(game: GameCore) -> None:
    """Raise AssertionError when the index set aside (`roles_changed`) differs, but for
    the cards to ask again (`other_dirty`), from the scans for its roles."""
    if game.other_hero < 0:
        return
    st = game.state
    hero, villain = st.hero, st.villain
    st.hero, st.villain = game.other_hero, game.other_villain
    try:
        expected = [text_in_effect(game, uid) for uid in range(len(st.zone))]
    finally:
        st.hero, st.villain = hero, villain
    dirty = set(game.other_dirty)
    other = game.other_active
    for uid in range(len(st.zone)):
        if uid not in dirty:
            assert other[uid] == expected[uid], ("set aside", uid, expected[uid])
    # The memo and the counts follow the index set aside (dirty cards included).
    for hook, found in game.other_memo.items():
        assert found == [p for p in game.hook_sources.get(hook, ()) if other[p[0]]], hook
    for n, kept in enumerate(game.other_numbered):
        if kept is not None:
            assert kept == [p for p in game.numbered_sources[n] if other[p[0]]], n
    counts = [0] * len(LEGALITY_BITS)
    for uid in range(len(st.zone)):
        bits = game.legality_bits[uid] if uid < len(game.legality_bits) and other[uid] else 0
        i = 0
        while bits >> i:
            if bits >> i & 1:
                counts[i] += 1
            i += 1
    assert counts == game.other_counts, ("set aside", counts, game.other_counts)
    flags = 0
    for i, c in enumerate(counts):
        if c:
            flags |= 1 << i
    assert flags == game.other_flags, ("set aside", flags, game.other_flags)
    heard = [sum(1 for u in row if other[u]) for row in game.listen_general]
    assert heard == game.other_listen_counts, ("set aside", heard, game.other_listen_counts)
