"""The simulation hot path: the performing-actions step enumerated directly (no card
effects, nothing pending), from per-card tables built once per deck layout.

`rules.check` stays the reference: `legal.legal_actions_checked` must give the same list
(the random playout tests compare them after every action). Each table entry is a small
int so that one enumeration is a few list lookups per card, with no attribute access on
`CardFacts` and no string comparison.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import values
from stargate_vcg.engine.stargate.actions import (
    Action,
    ActivateAbility,
    Assign,
    Continue,
    Pass,
    PlayCard,
    Stop,
)
from stargate_vcg.engine.stargate.active import ALL_ROLES, ROLE_HERO, ROLE_VILLAIN
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    H_FORBIDS,
    MISSION,
    NO_RATING,
    OBSTACLE,
    OWN_CHECKED,
    OWN_LOWERS,
    OWN_RAISES,
    OWN_RULES,
    READY,
    SUPPORT,
    W_ADVERSARY,
    W_ELSEWHERE,
    Z_PLAY,
    CardFacts,
)
from stargate_vcg.engine.stargate.phases import CONTINUE, GLYPH
from stargate_vcg.engine.stargate.rules import (
    assign_stop_cards,
    cant,
    check,
    extra_cost_cards,
    play_cost_of,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore
    from stargate_vcg.engine.stargate.effects import Ability, CardEffect

# Play modes (rulebook "Hero/Villain Player Actions: Play a card"): what else a card in
# hand needs, besides the power, to be played by the hero or by the villain.
NO: Final = 0
FREE: Final = 1
TITLE: Final = 2
RATING: Final = 3
# Assign modes: FREE; RATING for a support character (a rating, even 0, in the mission's
# skill); ONE_ADVERSARY for an adversary (a rating, and no other adversary assigned).
ONE_ADVERSARY: Final = 4


class Tables:
    """Per-uid facts of one deck layout, as small ints (immutable, shared by games).

    Those that fit in a byte are `bytes`, one byte per card: compiled, `table[u]` reads
    the byte itself (no int object, no reference count), and a whole table sits in a
    few cache lines (a list of ints is a pointer per card, to an object elsewhere)."""

    __slots__ = ("abilities_elsewhere", "adversary", "boost_key", "character", "cost",
                 "cost_signs",
                 "forbids_on", "hand_costs_by", "hand_floor_by", "has_costs", "hero_assign",
                 "hero_boost", "hero_play", "itself_bits", "itself_parts",
                 "legality_elsewhere", "mission_mask", "n_ids",
                 "notes_origins", "numbered_uids", "own_costs_by", "own_floor_by", "own_kind",
                 "owner", "rated", "rating", "shared_sources", "side", "source_roles",
                 "title_slot",
                 "villain_assign", "villain_boost", "villain_play", "withdraw")

    def __init__(self, facts: Sequence[CardFacts], n_ids: int = 0,
                 legality_elsewhere: tuple[int, ...] = (),
                 abilities_elsewhere: tuple[int, ...] = (),
                 cost_signs: tuple[int, int] = (0, 0)) -> None:
        self.n_ids = n_ids  # distinct card ids (the size of `GameCore._marks`)
        # `fast.cost_signs` of every cost modifier of plays, then of assignments, that
        # may be in effect (the layout's): they hold for those in effect at any time.
        self.cost_signs = cost_signs
        # The cards whose text changes legality (or has abilities) and may work outside
        # play, the current mission and the obstacles (`values.legality_flags`,
        # `legal.ability_sources`).
        self.legality_elsewhere = legality_elsewhere
        self.abilities_elsewhere = abilities_elsewhere
        # Per kind of action (`values.K_PLAY` ... `K_OTHER`), per card, the card's own cost
        # modifiers asked about that kind of action on it: while its text is in effect
        # (`GameCore.own_costs`) and in the hand (`GameCore.hand_costs`), less those of
        # its own actions (COST_OWN) that say they concern other kinds (`cost_on`: an
        # "X costs -1 to play" is never asked about X as a complication or assigned).
        # Set by the layout (`layout.own_costs_by_kind`).
        self.own_costs_by: list[list[tuple[CardEffect, ...]]] = []
        self.hand_costs_by: list[list[tuple[CardEffect, ...]]] = []
        # The same modifiers' `cost_floor`s added up (effects.NO_FLOOR: no bound known).
        self.own_floor_by: list[list[int]] = []
        self.hand_floor_by: list[list[int]] = []
        # 1 for a card with cost modifiers of its own (`GameCore.hand_costs` not empty),
        # read instead of the tuple (set by the layout).
        self.has_costs = bytes(len(facts))
        # Per rating hook (`values.RATING_HOOKS`), per card, its modifiers of its own card
        # only (`CardEffect.modifies`); per card, bit 1 << n when hook n has some. Set by
        # the layout.
        self.itself_parts: list[list[tuple[CardEffect, ...]]] = []
        self.itself_bits = bytes(len(facts))
        # The printed cost per card: one byte per card read in the hand's loop
        # instead of each card's `CardFacts` object (fewer objects touched per listing).
        self.cost = bytes([f.cost for f in facts])
        slots: dict[tuple[bool, int, str], int] = {}
        boosts: dict[tuple[int, str], int] = {}
        self.adversary = bytes([f.adversary for f in facts])
        self.character = bytes([f.character for f in facts])
        # Per card and skill (at `uid * facts.SKILL_COUNT + skill`), the printed rating,
        # NO_RATING for none: what the mission's totals read (`values._rating_modified`,
        # `values._difficulty_of_with`) rather than each card's `CardFacts` object and
        # its `skills` tuple, two objects out of cache each (once per mission outcome).
        self.rating = bytes([NO_RATING if r is None else r for f in facts for r in f.skills])
        # Same-title rules: a character against any character, others against their kind.
        self.title_slot = [slots.setdefault(
            (f.character, -1 if f.character else f.kind, f.title_key), len(slots))
            for f in facts]
        # Boosting: same title and the same class (character, ship or adversary).
        self.boost_key = [boosts.setdefault((_boost_class(f), f.title_key), len(boosts))
                          if _boost_class(f) >= 0 else -1 for f in facts]
        self.hero_boost = [k if f.hero else -1 for k, f in zip(self.boost_key, facts,
                                                              strict=True)]
        self.villain_boost = [k if f.villain else -1 for k, f in zip(self.boost_key, facts,
                                                                    strict=True)]
        self.rated = bytes([sum(1 << i for i, r in enumerate(f.skills) if r is not None)
                            for f in facts])
        self.mission_mask = bytes([sum(1 << i for i in f.mission_skills) for f in facts])
        self.hero_play = bytes([_hero_play(f) for f in facts])
        self.villain_play = bytes([_villain_play(f) for f in facts])
        self.hero_assign = bytes([_hero_assign(f) for f in facts])
        self.villain_assign = bytes([_villain_assign(f) for f in facts])
        self.withdraw: list[ActivateAbility | None] = [
            ActivateAbility(u, 0) if f.withdraw is not None and f.kind == OBSTACLE else None
            for u, f in enumerate(facts)]
        # Per kind of action (`values.K_*`), per card, one byte (`index_own_costs`): the
        # signs of the card's own cost modifiers asked about that kind (OWN_LOWERS,
        # OWN_RAISES: both for none), and NO_OWN when there are none.
        self.own_kind: list[bytes] = []
        # Per hook number (`values.NUMBERED_HOOKS`), the cards of the layout's
        # `numbered_sources[n]`, pair by pair (set by the layout): `values.sources_numbered`
        # keeps the pairs in effect without taking each pair apart.
        self.numbered_uids: list[tuple[int, ...]] = []
        # Per card, its owner and its sides (`values.SIDE_*`): what
        # `values.text_in_effect` reads of a card in play, a byte each rather than its
        # `CardFacts` object.
        self.owner = bytes([f.owner for f in facts])
        self.side = bytes([(values.SIDE_HERO if f.hero else 0)
                           | (values.SIDE_VILLAIN if f.villain else 0) for f in facts])
        # Per card, the kinds of actions its "can't"s may forbid (`forbids_kinds`, set by
        # the layout): `rules.cant` asks a "can't" in effect only about those.
        self.forbids_on = bytes(len(facts))
        # Whether a card of the layout reads what made the lasting modifiers
        # (`ops.ORIGIN_READERS`, set by the layout): without one, none is noted.
        self.notes_origins = False
        # Per card, 1 when it may be in the ability entries of a player not its owner
        # (`index_shared_sources`, set by the layout): its moves bump every player's
        # `GameCore.entries_versions`, another card's only its owner's. 1 for all until
        # the layout says (every player's then, as for one version).
        self.shared_sources = bytes([1]) * len(facts)
        # Per card, the roles of its owner (bits 1 << `active.ROLE_*`) in whose ability
        # entries it may be (`index_shared_sources`): its moves bump his version for
        # those roles only. All of them until the layout says.
        self.source_roles = bytes([ALL_ROLES]) * len(facts)

    def index_shared_sources(self, facts: Sequence[CardFacts],
                             fixed: Sequence[tuple[Ability, ...] | None],
                             granted: bool, where: bytes = b"") -> None:
        """`shared_sources` and `source_roles`, from the cards' `fixed_abilities`
        (`granted`: some card of the layout may grant abilities) and the zones where
        their text works (`where`: `GameCore.text_zones`; empty, every role).
        `legal.ability_entries` gives a player another player's card only with an entry
        of its own (abilities not fixed, withdraw, or while abilities may be granted) or
        with an ability any player may use: for every other card it leaves the entries
        of the other players as they are."""
        self.shared_sources = bytes([
            1 if granted or abilities is None or f.withdraw is not None
            or any(a.any_player for a in abilities) else 0
            for f, abilities in zip(facts, fixed, strict=True)])
        self.source_roles = bytes([
            _source_roles(f, abilities, where[u] if u < len(where) else -1)
            for u, (f, abilities) in enumerate(zip(facts, fixed, strict=True))])

    def index_own_costs(self) -> None:
        """`own_kind`, from `own_costs_by` and `hand_costs_by` (set by the layout first).
        `GameCore.own_text`'s sign bits hold for all of a card's modifiers: those asked
        about one kind are often fewer (an obstacle cheaper to play says nothing of its
        cost as a complication), and their signs settle more of the listing's costs."""
        self.own_kind = [
            bytes([_own_kind(own + hand) for own, hand in zip(own_row, hand_row,
                                                               strict=True)])
            for own_row, hand_row in zip(self.own_costs_by, self.hand_costs_by,
                                         strict=True)]


def _source_roles(f: CardFacts, abilities: tuple[Ability, ...] | None, where: int) -> int:
    """A byte of `Tables.source_roles`. A card of one side only, that works only in play
    (not a mission nor an obstacle, no text in effect elsewhere nor as an adversary, no
    ability used from the hand), with fixed abilities, is in its owner's entries only
    while he holds its side's role: `legal._in_effect_kept` leaves it out otherwise (out
    of effect in play, `values.text_in_effect`, and not of his role's side). Every role
    for any other card (`where` -1: unknown)."""
    if where < 0 or where & (W_ELSEWHERE | W_ADVERSARY) or abilities is None \
            or f.kind in (MISSION, OBSTACLE) or any(a.from_hand for a in abilities):
        return ALL_ROLES
    if f.hero and not f.villain:
        return 1 << ROLE_HERO
    if f.villain and not f.hero:
        return 1 << ROLE_VILLAIN
    return ALL_ROLES


# `Tables.own_kind`: no modifier of the card's own is asked about the kind (besides the
# sign bits OWN_LOWERS | OWN_RAISES, which then both hold).
NO_OWN: Final = 1


def _own_kind(parts: tuple[CardEffect, ...]) -> int:
    """A byte of `Tables.own_kind`: the signs of these modifiers (a card's own, asked
    about one kind of action, whether its text is in effect or it is in the hand)."""
    return cost_signs(parts) if parts else NO_OWN | OWN_LOWERS | OWN_RAISES


def forbids_kinds(n_cards: int, parts: Sequence[tuple[int, CardEffect]]) -> bytes:
    """`Tables.forbids_on`: per card, the kinds of actions (FORBIDS_*) its "can't" parts
    declare (`CardEffect.forbids_on`), of all its parts together."""
    kinds = [0] * n_cards
    for uid, part in parts:
        kinds[uid] |= part.forbids_on
    return bytes(kinds)


def _boost_class(f: CardFacts) -> int:
    return 0 if f.character else 1 if f.ship else 2 if f.adversary else -1


def _hero_play(f: CardFacts) -> int:
    if not f.hero_playable:
        return NO
    return TITLE if f.kind == SUPPORT or f.unique_ship else FREE


def _villain_play(f: CardFacts) -> int:
    if not f.villain_playable:
        return NO
    if f.kind == OBSTACLE:
        return RATING
    if f.kind == ADVERSARY or f.unique_ship:
        return TITLE
    return FREE


def _hero_assign(f: CardFacts) -> int:
    if not f.hero_assignable:
        return NO
    return RATING if f.kind == SUPPORT else FREE


def _villain_assign(f: CardFacts) -> int:
    if not f.villain_assignable:
        return NO
    return ONE_ADVERSARY if f.kind == ADVERSARY else FREE


def _next_mark(game: GameCore) -> int:
    """A number not yet in `game._marks` (the scratch marking card ids seen by one pass:
    `distinct`, `actions`), the marks cleared when they would pass 256. Marks stay at
    most 256, ints CPython keeps cached: compiled code boxes an int each time it stores
    one in a list, and boxing a larger one allocates."""
    mark = game._mark + 1
    if mark > 256:
        game._marks = [0] * len(game._marks)
        mark = 1
    game._mark = mark
    return mark


def distinct(game: GameCore, uids: list[int]) -> list[int]:
    """One uid per card id: copies of the same card are the same decision. (Card ids
    marked with a number used once, as `actions` does, not a set: compiled, a set made
    and an int boxed per card cost several times the list reads, sp-list7.)"""
    index = game.card_index
    mark = _next_mark(game)
    marks = game._marks
    out = []
    for u in uids:
        cid = index[u]
        if marks[cid] != mark:
            marks[cid] = mark
            out.append(u)
    return out


_PASS: Final = Pass()
_NO_SOURCES: Final[list[tuple[int, CardEffect]]] = []  # shared: read, never changed
_BOTH_SIGNS: Final = OWN_LOWERS | OWN_RAISES


def cost_signs(parts: Sequence[CardEffect]) -> int:
    """The bits of OWN_LOWERS (none ever raises a cost) and OWN_RAISES (none ever lowers
    one) that hold for every one of these cost modifiers (`CardEffect.cost_sign`)."""
    bits = _BOTH_SIGNS
    for part in parts:
        bits = _narrowed(bits, part.cost_sign)
    return bits


def _narrowed(bits: int, sign: int) -> int:
    """`bits` (OWN_LOWERS | OWN_RAISES) less what one modifier of this `cost_sign`
    rules out: 0 for a modifier that may go either way."""
    if sign < 0:
        return bits & ~OWN_RAISES
    if sign > 0:
        return bits & ~OWN_LOWERS
    return 0


def _source_signs(game: GameCore, sources: list[tuple[int, CardEffect]]) -> int:
    """`cost_signs` of the modifiers in effect of a kind, and of those that outlast their
    card (`values.lasting_cost_modifier`: unknown, none while there are no lasting rules)."""
    if game.state.lasting_rules:
        return 0
    bits = _BOTH_SIGNS  # `cost_signs`, without a list of the parts made per listing
    for _, part in sources:
        bits = _narrowed(bits, part.cost_sign)
    return bits


def _affordable(game: GameCore, player: int, action: Action, card: int, fixed: int,
                sources: list[tuple[int, CardEffect]], kind: int, signs: int,
                power: int) -> bool:
    """`max(0, fixed + values.cost_with(...)) <= power`, the modifiers asked only when
    their signs (`signs`: the OWN_LOWERS / OWN_RAISES bits that hold for all of them,
    in effect and the card's own) leave it open: a cost the player can pay stays payable
    when modifiers only lower it, one he can't stays too dear when they only raise it.
    Most cards in hand have no modifier of their own, and most modifiers lower costs.
    `sources`: the modifiers in effect of the action's kind (`values.K_*`)."""
    if fixed <= power:
        if signs & OWN_LOWERS:
            return True
    elif signs & OWN_RAISES:
        return False
    if not sources and not game.state.lasting_rules:
        parts = values.own_cost_parts(game, card, kind)
        if not parts:
            # No modifier in effect, and none of the card's own asked about this kind
            # of action (`values.cost_with` would ask none): the printed cost. The usual
            # case when the layout's modifiers, not in effect, leave the signs open,
            # and for a card whose own modifiers price only its play (asked about it as
            # a complication, or assigned).
            return (fixed if fixed > 0 else 0) <= power
        if fixed > power and fixed + values.own_cost_floor(game, card, kind) > power:
            # Too dear even with its own modifiers at their floor (a fixed "-2"),
            # the only ones asked: not asked.
            return False
        # `values.cost_with` without modifiers in effect nor lasting ones: the card's
        # own, asked here (the parts found once, not again by `cost_with`, sp-list7).
        cost = fixed + values.own_parts_modifier(game, player, action, card, parts)
        return (cost if cost > 0 else 0) <= power
    cost = fixed + values.cost_with(game, player, action, card, sources, kind)
    return (cost if cost > 0 else 0) <= power


def actions(game: GameCore, own_rules: bool = False, abilities: bool = False,
            costs: bool = False, grants: bool = False, assign_stops: bool = False
            ) -> list[Action]:
    """The legal actions of the performing-actions step, in the order of
    `legal.candidates`: pass, plays, complications, then per card in play its assignment
    or boosts, then withdraw abilities. One pass over the hand (distinct cards and
    plays), one over the cards in play.

    With card text in effect (`legal.with_text`), the caller says `own_rules` (the
    plays of a card whose own text decides them are `own_plays(game, card, player)`:
    all checked for a "can" of its own (`facts.OWN_CHECKED`), asked after the rules
    above for a "can't" or an extra cost (OWN_RULES)), `abilities` (the caller lists
    every ability after these: the withdraw abilities are not listed here), `costs`
    (cost modifiers in effect: costs are computed), `grants` (skills granted by name:
    ratings are computed) and `assign_stops` (an extra cost to assign in effect: the
    assignments of a card, one per way of paying it, `assigns_paid(game, card,
    player)`). Flags, not the functions passed as values (sp-list7): compiled, a
    function value is called through the Python protocol (22 us a text game by perf
    for `own_plays`), a function of this module directly."""
    st = game.state
    t = game.tables
    player = st.actor
    hero = player == st.hero
    p = st.players[player]
    power = p.power
    in_play = p.in_play
    mask = t.mission_mask[st.mission]
    if st.turn_mods and values.changed_skill(game, st.mission) >= 0:
        mask = 1 << values.changed_skill(game, st.mission)
    rated = t.rated
    out: list[Action] = [_PASS]
    # The hand: distinct cards (as `distinct`, marking card ids with a number used once,
    # cheaper than a set), and the plays (rulebook "Play a card").
    index = game.card_index
    mark = _next_mark(game)
    marks = game._marks
    own = game.own_text
    modes = t.hero_play if hero else t.villain_play
    plays = game.play_actions
    # With costs computed, each kind's modifiers in effect are found once per listing.
    # With costs computed, the modifiers' signs may settle them (`_affordable`): the
    # layout's, unless some outlast their card (unknown); the modifiers in effect are
    # found only for a cost they leave open.
    play_signs = assign_signs = 0
    if costs and not st.lasting_rules:
        play_signs, assign_signs = t.cost_signs
    # The play modifiers in effect, found once when a cost is first left open by the
    # signs; with none in effect, nor any of the card's own, nor lasting rules, a cost
    # is the printed one, tested here (`_affordable`'s first answer, without the call).
    # (`game.hand_costs` and `st.lasting_rules` read where a cost is open, not here:
    # the listing without text does without them.)
    play_sources: list[tuple[int, CardEffect]] | None = None
    live_signs = 0
    cost = t.cost
    # The signs of each card's own modifiers asked about its play (`Tables.own_kind`:
    # read only with costs computed, when the layout has them).
    own_play = t.own_kind[values.K_PLAY] if costs else b""
    hand: list[int] = []
    for u in p.hand:
        cid = index[u]
        if marks[cid] == mark:
            continue
        marks[cid] = mark
        hand.append(u)
        ruled = own_rules and own[u] & (OWN_CHECKED | OWN_RULES)
        if ruled and own[u] & OWN_CHECKED:
            out += own_plays(game, u, player)
            continue
        mode = modes[u]
        if costs:
            if mode == NO:
                continue
            # The signs' answer tested here first (`_affordable` tests it again): most
            # cards are settled by it, and the test costs less than the call.
            fixed = cost[u]
            own_signs = own_play[u]
            signs = play_signs & own_signs
            if fixed <= power:
                ok = bool(signs & OWN_LOWERS)
            else:
                ok = False
                if signs & OWN_RAISES:
                    continue
            if not ok:
                if play_sources is None:
                    play_sources = values.sources_numbered(game, values.N_COST_PLAY)
                    # The signs of the modifiers in effect (usually none: both), sharper
                    # than the layout's: a card whose own modifiers only lower its cost
                    # is settled by them while no modifier in effect may raise it.
                    # (Lasting rules: no sign holds, `_source_signs`; the slow playout
                    # test, seed 60: a lasting discount on obstacles was left out.)
                    live_signs = _source_signs(game, play_sources) \
                        if play_sources or st.lasting_rules else _BOTH_SIGNS
                # Settled by the sharper signs as above (with none in effect, no lasting
                # rules and none of the card's own asked about its play: both signs, the
                # printed cost); `_affordable` otherwise.
                signs = live_signs & own_signs
                if fixed <= power:
                    ok = bool(signs & OWN_LOWERS)
                elif signs & OWN_RAISES:
                    continue
                if not ok and not _affordable(game, player, plays[u], u, fixed,
                                              play_sources, values.K_PLAY, signs, power):
                    continue  # `values.play_cost`
        elif mode == NO or cost[u] > power:
            continue
        if mode == TITLE:
            # A scan, not a set of the titles in play: few cards in hand need it, and
            # compiled, comparing ints in a list is far cheaper than building a set.
            slot = t.title_slot
            mine = slot[u]
            if any(slot[o] == mine for o in in_play):
                continue
        elif mode == RATING and not rated[u] & mask:
            continue
        if ruled:
            out += own_plays(game, u, player)  # its ways of paying an extra cost, less its "can't"
        else:
            out.append(plays[u])
    if costs:
        if not hero:
            complications = game.complication_actions
            found = values.sources_numbered(game, values.N_COST_COMPLICATION)
            base = values.base_complication_cost(game)
            if found and hand:
                # A modifier whose answer is the same for every complication
                # (`cost_by_kind`) is asked once, about the first, its answer added to
                # the base; the others are asked per card (`_affordable`).
                first = complications[hand[0]]
                surface = game.surface
                rest: list[tuple[int, CardEffect]] | None = None
                for pair in found:
                    part = pair[1]
                    if part.cost_by_kind:
                        base += part.cost_modifier(surface, pair[0], player, first)
                    elif rest is None:
                        rest = [pair]
                    else:
                        rest.append(pair)
                found = rest if rest is not None else _NO_SOURCES
            # None in effect (or all asked above) and no lasting rules: both signs hold.
            signs = _source_signs(game, found) if found or st.lasting_rules \
                else _BOTH_SIGNS
            # The signs of each card's own modifiers asked about it as a complication
            # (most: none, both signs; an obstacle cheaper to play says nothing of it).
            own_complication = t.own_kind[values.K_COMPLICATION]
            for u in hand:
                action = complications[u]
                s = signs & own_complication[u]
                # The signs' answer tested here first, as for plays.
                if base <= power:
                    ok = bool(s & OWN_LOWERS) or _affordable(
                        game, player, action, u, base, found, values.K_COMPLICATION, s,
                        power)
                else:
                    ok = not s & OWN_RAISES and _affordable(
                        game, player, action, u, base, found, values.K_COMPLICATION, s,
                        power)
                if ok:  # `values.complication_cost`
                    out.append(action)
    elif not hero and power > len(st.complications):  # cost 1 + 1 per complication
        complications = game.complication_actions
        out += [complications[u] for u in hand]
    # The cards in play: assign (ready) or boost (assigned).
    amodes = t.hero_assign if hero else t.villain_assign
    boosts = t.hero_boost if hero else t.villain_boost
    assigns = game.assign_actions
    status = st.status
    blocks = st.blocks
    plain = not st.mission_mods and not st.turn_mods and not grants
    adversary_assigned: bool | None = None  # computed only if an adversary is ready
    required: tuple[int, ...] | None = None  # the mission's skills, found when needed
    assign_sources: list[tuple[int, CardEffect]] | None = None  # as `play_sources`
    own_assign = t.own_kind[values.K_ASSIGN] if costs else b""  # as `own_play`
    for u in in_play:
        s = status[u]
        if s == READY:
            mode = amodes[u]
            if not mode or (blocks and u in blocks):
                continue
            if mode != FREE:
                if mode == ONE_ADVERSARY:
                    if adversary_assigned is None:
                        adversary = t.adversary
                        adversary_assigned = any(status[o] == ASSIGNED and adversary[o]
                                                 for o in in_play)
                    if adversary_assigned:
                        continue
                # A printed rating in a required skill settles it (`has_rating` asks
                # the printed one first): the modifiers and grants only for the others.
                if not rated[u] & mask:
                    if plain:
                        continue
                    if required is None:
                        required = values.mission_skills(game)
                    if not values.granted_rating(game, u, required):
                        continue
            # Printed free: settled here when no modifier raises its cost (`_affordable`
            # tests it again; the test costs less than the call).
            if costs and not (power >= 0 and assign_signs & own_assign[u] & OWN_LOWERS):
                if assign_sources is None:
                    assign_sources = values.sources_numbered(game, values.N_COST_ASSIGN)
                # The card's own modifiers asked about its assignment (most have none:
                # those of most that have some price only their play).
                if assign_sources or st.lasting_rules or (
                        not own_assign[u] & NO_OWN
                        and values.own_cost_parts(game, u, values.K_ASSIGN)):
                    if not _affordable(game, player, assigns[u], u, 0, assign_sources,
                                       values.K_ASSIGN, assign_signs & own_assign[u],
                                       power):  # `assign_cost`
                        continue
                elif power < 0:
                    continue  # (the printed 0 against a negative power)
            if assign_stops:
                out += assigns_paid(game, u, player)
            else:
                out.append(assigns[u])
        elif s == ASSIGNED:
            key = boosts[u]
            if key >= 0:
                boost_key = t.boost_key
                for c in hand:
                    if boost_key[c] == key:
                        out.append(game.made.boost(u, c))
    if not abilities and not hero and st.obstacles:
        withdraw = t.withdraw
        for u in st.obstacles:
            w = withdraw[u]
            if w is not None:
                out.append(w)
    return out


def plays(game: GameCore, uid: int, player: int) -> list[Action]:
    """Playing a card, once per way of paying its extra cost ("stop two characters")."""
    cost = play_cost_of(game, uid) if game.effect_uids else None
    if cost is None or not (cost.stop or cost.most):
        return [game.play_actions[uid]]
    cards = extra_cost_cards(game, uid, cost, player)
    if cost.most > cost.stop:  # any number in a range (session 10 sp-cards14)
        out: list[Action] = []
        for n in range(cost.stop, min(cost.most, len(cards)) + 1):
            for stops in card_sets(cards, n):
                out.append(game.play_actions[uid] if not stops else PlayCard(uid, stops))
        return out
    return [PlayCard(uid, stops) for stops in card_sets(cards, cost.stop)]


def assigns_paid(game: GameCore, uid: int, player: int) -> list[Action]:
    """Assigning a card, once per way of paying an extra cost to assign it (other
    characters of the player stopped first: `rules.assign_stop_cards`); none when it
    can't be paid. (Session 7 sp-cards8.)"""
    need, cards = assign_stop_cards(game, player, uid)
    if not need:
        return [game.assign_actions[uid]]
    return [Assign(uid, stops) for stops in card_sets(cards, need)]


def own_plays(game: GameCore, uid: int, player: int) -> list[Action]:
    """The plays of a card in hand whose own text decides them (`legal.with_text`,
    `actions`)."""
    if game.own_text[uid] & OWN_CHECKED:
        return [a for a in plays(game, uid, player) if check(game, a) is None]
    # The rules of `check` but its own "can't" (and the extra cost's cards, which
    # `plays` names) hold already (`fast.actions`).
    found = plays(game, uid, player)
    if not game.hook_bits[uid] & H_FORBIDS and not game.state.lasting_rules and \
            not values.sources_numbered(game, values.N_FORBIDS):
        # `cant` would ask nothing (`rules.cant_of_kind`: no "can't" of its own, an extra
        # cost only, none in effect, no rule outlasting its card): the usual case, some
        # 13 plays a text game (sp-list11).
        return found
    return [a for a in found if cant(game, a, player) is None]


def card_sets(cards: list[int], n: int) -> list[tuple[int, ...]]:
    """The ways to pick n of these cards for a stop or block cost."""
    return [()] if n == 0 else list(combinations(cards, n))


_CONTINUE_OR_STOP: Final[tuple[Action, ...]] = (Continue(), Stop())


def decision_actions(game: GameCore) -> list[Action] | None:
    """The frequent decisions outside the performing-actions step, without card effects
    and nothing pending; None for the others (`legal.legal_actions` enumerates them).
    (When the hero can't continue, `flow` stops for him: the reference then decides.)"""
    st = game.state
    phase = st.phase
    if phase == CONTINUE:
        hero = st.players[st.hero]
        if hero.missions and values.continue_cost(game) <= hero.power:
            return list(_CONTINUE_OR_STOP)
        return None
    if phase == GLYPH:
        zone = st.zone
        made = game.made
        return [made.glyph_character(u) for u in st.resolution_team if zone[u] == Z_PLAY]
    return None
