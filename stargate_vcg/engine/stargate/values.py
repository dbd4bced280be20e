"""Computed numbers: skills, difficulty, firepower, costs, victory totals, experience.

Glossary "negative numbers": all modifications are summed from the printed value and the
result is floored at 0, so any later modification recomputes from the beginning.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Final, cast

from stargate_vcg.engine.stargate.actions import (
    Action,
    ActivateAbility,
    Assign,
    Boost,
    Continue,
    Discard,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    H_COST_MODIFIER,
    H_POINT_VALUE,
    INCAPACITATED,
    NO_RATING,
    OWN_CHECKED,
    OWN_COST,
    OWN_RULES,
    SKILL_COUNT,
    W_ADVERSARY,
    Z_GLYPH,
    Z_HAND,
    Z_PLAY,
    ZONE_WHERE,
)
from stargate_vcg.engine.stargate.state import (
    MOD_DIFFICULTY,
    MOD_FIREPOWER,
    MOD_MISSION_SKILL,
    MOD_SKILL,
    MOD_SKILLS,
)

TEXT_ALL: Final = 1  # effects.TEXT_ALL (effects is interpreted: not imported here)
# `fast.Tables.side`: a hero card, a villain card (either, both or neither).
SIDE_HERO: Final = 1
SIDE_VILLAIN: Final = 2

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore
    from stargate_vcg.engine.stargate.effects import CardEffect

_CONTINUE: Final = Continue()  # the action whose cost card text may change
MAX_POINT_VALUE: Final = 6  # glossary "promotion token"


def is_active(game: GameCore, uid: int) -> bool:
    """Whether a card's text is in effect now (`text_in_effect`), as kept up to date by
    `active` at every change of what it depends on."""
    return game.active[uid]


def text_in_effect(game: GameCore, uid: int) -> bool:
    """Whether a card's text is in effect now: the hero's hero cards and the villain's
    villain cards in play (rulebook "Turn Sequence": the others are ignored; 3+ players:
    inactive players' cards are not in play), the current mission and the face-up
    obstacles there; a card whose text says so, in the score pile, the discard pile,
    the hand or beneath a card. Incapacitated cards' text is ignored (glossary
    "incapacitated"), and so is text removed by another card."""
    st = game.state
    z = st.zone[uid]
    if not ZONE_WHERE[z] & game.text_zones[uid]:
        return False
    if st.removed_text and st.removed_text.get(uid, 0) & TEXT_ALL:
        return False
    if z == Z_PLAY:
        if st.status[uid] == INCAPACITATED:
            return False
        # The card's owner and sides from the layout's bytes (`fast.Tables.side`), not
        # from its `CardFacts` object (one object less to bring into the cache).
        t = game.tables
        owner = t.owner[uid]
        side = t.side[uid]
        if owner == st.hero and side & SIDE_HERO:
            return True
        return owner == st.villain and bool(
            side & SIDE_VILLAIN or game.text_zones[uid] & W_ADVERSARY)
    return True


# The hooks asked most, numbered (`sources_numbered`): compiled, looking a memo up by the
# hook's name is a dict lookup of some 130 instructions, 2,000 of them a game with text;
# by number, a list item. Others (few, and the tests) stay keyed by name.
NUMBERED_HOOKS: Final[tuple[str, ...]] = (
    "grants_skill", "skill_modifier", "difficulty_modifier", "skills_modifier",
    "firepower_modifier", "cost_play", "cost_complication", "cost_assign", "cost_other",
    "revive_modifier", "experience", "score_cost_modifier", "grants_trait", "replaces",
    "permits", "forbids", "granted_abilities", "grants_dominion",
    # The rating modifiers (the first four) split by the cards they may change
    # (`CardEffect.modifies`, `layout`): those that may change any card, and the
    # difficulty modifiers of mission cards only. Those of their own card only are kept
    # per card (`Tables.itself_parts`). The mission's totals ask each only about the
    # cards it may change (`mission_totals`).
    "grants_skill_of_any_card", "skill_modifier_of_any_card",
    "difficulty_modifier_of_any_card", "skills_modifier_of_any_card",
    "difficulty_modifier_of_missions",
)
HOOK_NUMBER: Final[dict[str, int]] = {hook: n for n, hook in enumerate(NUMBERED_HOOKS)}
N_GRANTS_SKILL: Final = 0
N_SKILL_MODIFIER: Final = 1
N_DIFFICULTY_MODIFIER: Final = 2
N_SKILLS_MODIFIER: Final = 3
N_FIREPOWER_MODIFIER: Final = 4
N_COST_PLAY: Final = 5
N_COST_COMPLICATION: Final = 6
N_COST_ASSIGN: Final = 7
N_COST_OTHER: Final = 8
N_REVIVE_MODIFIER: Final = 9
N_EXPERIENCE: Final = 10
N_SCORE_COST_MODIFIER: Final = 11
N_GRANTS_TRAIT: Final = 12
N_REPLACES: Final = 13
N_PERMITS: Final = 14
N_FORBIDS: Final = 15
N_GRANTED_ABILITIES: Final = 16
N_GRANTS_DOMINION: Final = 17
N_GRANTS_SKILL_OF_ANY_CARD: Final = 18
N_SKILL_MODIFIER_OF_ANY_CARD: Final = 19
N_DIFFICULTY_MODIFIER_OF_ANY_CARD: Final = 20
N_SKILLS_MODIFIER_OF_ANY_CARD: Final = 21
N_DIFFICULTY_MODIFIER_OF_MISSIONS: Final = 22
# Rating hook n (`N_GRANTS_SKILL` ... `N_SKILLS_MODIFIER`) of any card: n + OF_ANY_CARD.
OF_ANY_CARD: Final = N_GRANTS_SKILL_OF_ANY_CARD
# The rating hooks (numbered 0 to 3, as above): their modifiers of their own card only
# are kept apart per card (`Tables.itself_parts`, bit 1 << n of `Tables.itself_bits`).
RATING_HOOKS: Final = NUMBERED_HOOKS[:4]


def sources_numbered(game: GameCore, n: int) -> list[tuple[int, CardEffect]]:
    """`sources_using(game, NUMBERED_HOOKS[n])`, its memo a list item
    (`GameCore.numbered_memo`, dropped as `active_memo`'s entries are)."""
    memo = game.numbered_memo
    found = memo[n]
    if found is not None:
        return found
    pairs = game.numbered_sources[n]
    if pairs:
        active = game.active
        # The pairs kept as objects, their cards read from `Tables.numbered_uids`:
        # compiled, a pair read as `tuple[int, CardEffect]` is taken apart (its card
        # unboxed, its effect's class checked) and a new tuple made to append it.
        uids = game.tables.numbered_uids[n]
        items: tuple[object, ...] = pairs
        kept: list[object] = [items[i] for i in range(len(uids)) if active[uids[i]]]
        found = cast("list[tuple[int, CardEffect]]", kept)
    else:
        found = _NO_SOURCES
    memo[n] = found
    return found


def sources_using(game: GameCore, hook: str) -> list[tuple[int, CardEffect]]:
    """The cards in effect whose text answers `hook`, as (card, effect part) pairs
    (`CardEffect.hook_parts`): each hook asks only those parts. Found once, then again
    only after one of the hook's cards came into or left effect (`active` drops the
    hook's entry of `GameCore.active_memo`): most actions change none. A list to read,
    never to change (it is the memo's). (The hooks asked most: `sources_numbered`.)"""
    n = HOOK_NUMBER.get(hook, -1)
    if n >= 0:
        return sources_numbered(game, n)
    memo = game.active_memo
    found = memo.get(hook)
    if found is not None:
        return found
    pairs = game.hook_sources.get(hook)
    if pairs:
        active = game.active
        found = [pair for pair in pairs if active[pair[0]]]
    else:
        found = _NO_SOURCES
    memo[hook] = found
    return found


def sources_using_scan(game: GameCore, hook: str) -> list[tuple[int, CardEffect]]:
    """`sources_using` by asking each of the hook's cards (the reference of the tests)."""
    return [pair for pair in game.hook_sources.get(hook, ()) if text_in_effect(game, pair[0])]


_NO_SOURCES: Final[list[tuple[int, CardEffect]]] = []  # shared: read, never changed


# How card text in effect changes which actions are legal (`legality_flags`): the fast
# enumeration handles all of these but a "can" that waives a rule (`F_PERMITS`).
F_ABILITIES: Final = 1  # activated abilities: found and checked one by one
F_OWN: Final = 2  # a card in hand whose own text decides how it is played
F_COSTS: Final = 4  # cost modifiers: costs computed, not printed
F_GRANTS: Final = 8  # skills granted by name: ratings computed, not printed
F_FORBIDS: Final = 16  # "can't": the list filtered
F_PERMITS: Final = 32  # "can": the reference checks list every action
# Session 7 sp-cards8: an extra cost to assign (`CardEffect.assign_stops`): each
# assignment listed once per way of paying it.
F_ASSIGN_STOPS: Final = 64
# In bit order: F_* == 1 << its index (`active` counts them by index).
LEGALITY_BITS: Final[tuple[int, ...]] = (F_ABILITIES, F_OWN, F_COSTS, F_GRANTS, F_FORBIDS,
                                         F_PERMITS, F_ASSIGN_STOPS)


def legality_flags(game: GameCore) -> int:
    """The `F_*` ways in which card text changes which actions are legal now: those of
    the cards in effect and in hand are counted as they move (`active`)."""
    st = game.state
    # A lasting rule may be a "can't" or (missions-events batch) a cost modifier.
    flags = game.legality_active | (F_FORBIDS | F_COSTS if st.lasting_rules else 0)
    if st.turned:
        # A card under another player's control: the fast tables know only its owner.
        flags |= F_PERMITS
    # A card in hand whose own text decides how it is played (`own_text`): its plays
    # listed one by one; one whose text changes its own cost: costs computed.
    if game.hand_own:
        flags |= F_OWN
    if game.hand_cost:
        flags |= F_COSTS
    return flags


def legality_flags_scan(game: GameCore) -> int:
    """`legality_flags` by asking every card where text can be in effect (the reference
    of the tests)."""
    # A lasting rule may be a "can't" or (missions-events batch) a cost modifier.
    st = game.state
    flags = F_FORBIDS | F_COSTS if st.lasting_rules else 0
    if st.turned:
        # A card under another player's control: the fast tables know only its owner.
        flags |= F_PERMITS
    legality = game.legality_bits
    # Text in effect in play, at the mission or on an obstacle: the cards there are fewer
    # than those of the decks (most of which sit where their text never works). A card
    # whose bits are all found already is not asked.
    for p in st.players:
        for uid in p.in_play:
            bits = legality[uid]
            if bits & ~flags and text_in_effect(game, uid):
                flags |= bits
    uid = st.mission
    if uid >= 0:
        bits = legality[uid]
        if bits & ~flags and text_in_effect(game, uid):
            flags |= bits
    for uid in st.obstacles:
        bits = legality[uid]
        if bits & ~flags and text_in_effect(game, uid):
            flags |= bits
    zone, where = st.zone, game.text_zones
    for uid in game.tables.legality_elsewhere:  # text that works in a pile or the hand
        bits = legality[uid]
        if bits & ~flags and ZONE_WHERE[zone[uid]] & where[uid] and text_in_effect(game, uid):
            flags |= bits
    if game.hand_legality_uids:
        # A card in hand whose own text decides how it is played (`own_text`): its plays
        # listed one by one; one whose text changes its own cost: costs computed.
        own = game.own_text
        for uid in game.hand_legality_uids:
            if flags & (F_OWN | F_COSTS) == F_OWN | F_COSTS:
                break
            if zone[uid] == Z_HAND:
                bits = own[uid]
                if bits & (OWN_CHECKED | OWN_RULES):
                    flags |= F_OWN
                if bits & OWN_COST:
                    flags |= F_COSTS
    return flags


def _rating_modified(game: GameCore, uid: int, skill_index: int) -> tuple[bool, int]:
    """Whether a card has a rating in a skill, and that rating, printed plus the game's
    modifiers of the mission and the turn (not yet card text in effect: `skill`,
    `_rating_with`)."""
    # The printed rating a byte of `Tables.rating`, not the card's `CardFacts` and its
    # `skills` tuple (read once per card and mission: mostly out of cache).
    base = game.tables.rating[uid * SKILL_COUNT + skill_index]
    has = base != NO_RATING
    total = base if has else 0
    for target, kind, idx, delta in game.state.mission_mods:
        if target == uid:
            if kind == MOD_SKILL and idx == skill_index:
                has = True
                total += delta
            elif kind in (MOD_SKILLS, MOD_DIFFICULTY):
                total += delta
    for target, kind, idx, delta in game.state.turn_mods:
        if target == uid and (kind in (MOD_SKILLS, MOD_DIFFICULTY)
                              or (kind == MOD_SKILL and idx == skill_index)):
            has = has or kind == MOD_SKILL
            total += delta
    return has, total


def skill(game: GameCore, uid: int, skill_index: int) -> int | None:
    """A character's (or adversary's) rating in a skill, or None when he has none."""
    has, total = _rating_modified(game, uid, skill_index)
    if game.effect_uids:
        t = game.surface
        if not has:  # a granted skill changes nothing for one he has
            for source, effect in sources_numbered(game, N_GRANTS_SKILL):
                if effect.grants_skill(t, source, uid, skill_index):
                    has = True
                    break
        for source, effect in sources_numbered(game, N_SKILL_MODIFIER):
            total += effect.skill_modifier(t, source, uid, skill_index)
        if game.tables.adversary[uid]:
            for source, effect in sources_numbered(game, N_DIFFICULTY_MODIFIER):
                total += effect.difficulty_modifier(t, source, uid, skill_index)
        if has:
            for source, effect in sources_numbered(game, N_SKILLS_MODIFIER):
                total += effect.skills_modifier(t, source, uid)
    if not has:
        return None
    return total if total > 0 else 0


def mission_skill(game: GameCore) -> int:
    """The current mission's (first) required skill; see `mission_skills`."""
    return mission_skills(game)[0]


def changed_skill(game: GameCore, mission: int) -> int:
    """The skill card text made this mission require ("it becomes a Science mission"),
    the latest such change, or -1."""
    found = -1
    for target, kind, idx, _delta in game.state.turn_mods:
        if target == mission and kind == MOD_MISSION_SKILL:
            found = idx
    return found


def mission_skills(game: GameCore) -> tuple[int, ...]:
    """The current mission's required skills: one, or two for a mission rated in two.

    Ruling (rulebooks silent; see facts.CardFacts): a mission rated in two skills may be
    completed with either. A support character or adversary may be assigned with a
    rating in either skill, an obstacle may be played when one of its ratings matches
    either skill, and the hero succeeds when, in at least one of the mission's skills,
    his assigned characters' total in that skill reaches the difficulty in that skill
    (the mission's rating, the obstacles' and the adversary's ratings in that skill
    only, plus 1 per complication). Card text may change the skill a mission requires
    (`changed_skill`)."""
    st = game.state
    if st.turn_mods:
        changed = changed_skill(game, st.mission)
        if changed >= 0:
            return (changed,)
    # `CardFacts.mission_skills` from the mission's byte of `Tables.mission_mask` (its
    # skills in SKILLS order, as they are): a shared tuple, not the mission's `CardFacts`.
    return SKILLS_OF_MASK[game.tables.mission_mask[st.mission]]


# Per mask of skills (bit 1 << skill index), those skills in SKILLS order.
SKILLS_OF_MASK: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k in range(SKILL_COUNT) if mask >> k & 1) for mask in range(1 << SKILL_COUNT))


def has_mission_rating(game: GameCore, uid: int) -> bool:
    """Whether a character or adversary has a rating (even 0) in a required skill."""
    skills = mission_skills(game)
    rating = game.tables.rating
    for k in skills:
        if rating[uid * SKILL_COUNT + k] != NO_RATING:
            return True
    return granted_rating(game, uid, skills)


def granted_rating(game: GameCore, uid: int, skills: tuple[int, ...]) -> bool:
    """Whether a modifier or card text gives a card a rating in one of `skills` (its
    printed ratings aside: `has_rating`). One pass over the modifiers and the granting
    cards for all the skills (the answers are yes or no: their order changes nothing)."""
    # Two loops, not one over the pair of lists: compiled, iterating a tuple of lists
    # is generic (an iterator object, a call per item).
    for target, kind, idx, _delta in game.state.mission_mods:
        if target == uid and kind == MOD_SKILL and idx in skills:
            return True
    for target, kind, idx, _delta in game.state.turn_mods:
        if target == uid and kind == MOD_SKILL and idx in skills:
            return True
    if game.effect_uids:
        # The granting cards of any card, then the card's own grants to itself
        # (`CardEffect.modifies`): a grant to its own card only is not asked about the
        # others (some 60 asks a text game, the listing asking this of each support
        # character; the playout tests compare `has_rating` with `skill`).
        found = sources_numbered(game, N_GRANTS_SKILL_OF_ANY_CARD)
        if found:
            t = game.surface
            for source, effect in found:
                for k in skills:
                    if effect.grants_skill(t, source, uid, k):
                        return True
        if game.tables.itself_bits[uid] & 1 << N_GRANTS_SKILL and game.active[uid]:
            t = game.surface
            for part in game.tables.itself_parts[N_GRANTS_SKILL][uid]:
                for k in skills:
                    if part.grants_skill(t, uid, uid, k):
                        return True
    return False


def has_rating(game: GameCore, uid: int, skill_index: int) -> bool:
    """`skill(game, uid, skill_index) is not None`, without asking the modifiers that
    only change the number (the legal actions ask it of every support character)."""
    if game.tables.rating[uid * SKILL_COUNT + skill_index] != NO_RATING:
        return True
    return granted_rating(game, uid, (skill_index,))


def deciding_skill(game: GameCore) -> int:
    """The required skill in which the hero is best placed (the first on a tie): the one
    that decides success or failure (rulebook "Determine Success or Failure")."""
    skills = mission_skills(game)
    if len(skills) == 1:
        return skills[0]
    return mission_totals(game)[0]


def _difficulty_mods(mods: list[tuple[int, int, int, int]], uid: int) -> int:
    total = 0
    for target, kind, _idx, delta in mods:
        if target == uid and kind == MOD_DIFFICULTY:
            total += delta
    return total


def mission_totals(game: GameCore) -> tuple[int, int, int]:
    """The deciding skill (`deciding_skill`), the hero's total (`hero_total`) and the
    difficulty (`mission_difficulty`) in it, each total computed once."""
    if not game.effect_uids:
        return mission_totals_scan(game)
    skills = mission_skills(game)
    best, best_total, best_difficulty = -1, 0, 0
    # With text, each modifier hook's cards in effect found once for every card and
    # skill of the totals, not once per card and skill (`_rating_with`); each asked only
    # about the cards it may change (`CardEffect.modifies`): those of any card, the
    # difficulty modifiers of missions about the mission, and a card's modifiers of
    # itself about itself (some 100 asks a text game fewer, each with its effect
    # object out of cache: the totals are asked once per mission).
    grants = sources_numbered(game, N_GRANTS_SKILL_OF_ANY_CARD)
    mods = sources_numbered(game, N_SKILL_MODIFIER_OF_ANY_CARD)
    diffs = sources_numbered(game, N_DIFFICULTY_MODIFIER_OF_ANY_CARD)
    smods = sources_numbered(game, N_SKILLS_MODIFIER_OF_ANY_CARD)
    missions = sources_numbered(game, N_DIFFICULTY_MODIFIER_OF_MISSIONS)
    for k in skills:
        total = _hero_total_with(game, k, grants, mods, diffs, smods, True)
        difficulty = _difficulty_with(game, k, grants, mods, diffs, smods, missions, True)
        # The first on a tie, as `deciding_skill`'s max.
        if best < 0 or total - difficulty > best_total - best_difficulty:
            best, best_total, best_difficulty = k, total, difficulty
    return best, best_total, best_difficulty


def mission_totals_scan(game: GameCore) -> tuple[int, int, int]:
    """`mission_totals` by asking every rating modifier in effect about every card
    (`hero_total`, `mission_difficulty`): the totals without text, and the reference of
    the tests for those with text."""
    skills = mission_skills(game)
    best, best_total, best_difficulty = -1, 0, 0
    for k in skills:
        total = hero_total(game, k)
        difficulty = mission_difficulty(game, k)
        # The first on a tie, as `deciding_skill`'s max.
        if best < 0 or total - difficulty > best_total - best_difficulty:
            best, best_total, best_difficulty = k, total, difficulty
    return best, best_total, best_difficulty


# `_rating_with`'s and the totals' lists of cards in effect (`sources_numbered`).
_Sources = list[tuple[int, "CardEffect"]]


def _rating_with(game: GameCore, uid: int, skill_index: int, grants: _Sources,
                 mods: _Sources, diffs: _Sources, smods: _Sources, itself: bool) -> int:
    """`skill(game, uid, skill_index)` with card text, -1 for None, the cards in effect
    answering each modifier hook found by the caller (`grants`: N_GRANTS_SKILL, `mods`:
    N_SKILL_MODIFIER, `diffs`: N_DIFFICULTY_MODIFIER, `smods`: N_SKILLS_MODIFIER; or,
    `itself`, those hooks `_of_any_card`, the card's modifiers of itself asked here:
    `mission_totals`). A card without the rating (nor one granted) has none whatever the
    modifiers add: they are not asked (each only reads the game: the answer is the same
    as `skill`'s, the sums and the grant in any order)."""
    has, total = _rating_modified(game, uid, skill_index)
    t = game.surface
    own = game.tables.itself_bits[uid] if itself and game.active[uid] else 0
    if not has:
        for source, effect in grants:
            if effect.grants_skill(t, source, uid, skill_index):
                has = True
                break
        if not has and own & 1 << N_GRANTS_SKILL:
            for part in game.tables.itself_parts[N_GRANTS_SKILL][uid]:
                if part.grants_skill(t, uid, uid, skill_index):
                    has = True
                    break
        if not has:
            return -1
    for source, effect in mods:
        total += effect.skill_modifier(t, source, uid, skill_index)
    if game.tables.adversary[uid]:
        for source, effect in diffs:
            total += effect.difficulty_modifier(t, source, uid, skill_index)
    for source, effect in smods:
        total += effect.skills_modifier(t, source, uid)
    if own:
        parts = game.tables.itself_parts
        for part in parts[N_SKILL_MODIFIER][uid]:
            total += part.skill_modifier(t, uid, uid, skill_index)
        if game.tables.adversary[uid]:
            for part in parts[N_DIFFICULTY_MODIFIER][uid]:
                total += part.difficulty_modifier(t, uid, uid, skill_index)
        for part in parts[N_SKILLS_MODIFIER][uid]:
            total += part.skills_modifier(t, uid, uid)
    return total if total > 0 else 0


def _hero_total_with(game: GameCore, sk: int, grants: _Sources, mods: _Sources,
                     diffs: _Sources, smods: _Sources, itself: bool) -> int:
    """`hero_total(game, sk)` with card text, the modifiers' cards found by the caller
    (`_rating_with`)."""
    st = game.state
    total = 0
    # (Bytes of `Tables`, not each card's `CardFacts`: `_rating_modified`.)
    status, character = st.status, game.tables.character
    for uid in st.players[st.hero].in_play:
        if status[uid] == ASSIGNED and character[uid]:
            rating = _rating_with(game, uid, sk, grants, mods, diffs, smods, itself)
            if rating > 0:
                total += rating
    return total


def _difficulty_with(game: GameCore, sk: int, grants: _Sources, mods: _Sources,
                     diffs: _Sources, smods: _Sources, missions: _Sources,
                     itself: bool) -> int:
    """`mission_difficulty(game, sk)` with card text, the modifiers' cards found by the
    caller (`_rating_with`; `missions`: the difficulty modifiers of missions only when
    `diffs` leaves them out)."""
    st = game.state
    total = _difficulty_of_with(game, st.mission, sk, diffs, missions, itself)
    for uid in st.obstacles:
        total += _difficulty_of_with(game, uid, sk, diffs, _NO_SOURCES, itself)
    status, adversary = st.status, game.tables.adversary
    for uid in st.players[st.villain].in_play:
        if status[uid] == ASSIGNED and (adversary[uid] or turned_adversary(game, uid)):
            rating = _rating_with(game, uid, sk, grants, mods, diffs, smods, itself)
            if rating > 0:
                total += rating
    return total + len(st.complications)


def difficulty_of(game: GameCore, uid: int, skill_index: int) -> int:
    """An obstacle's or the mission's difficulty in one skill (0 without a rating)."""
    return _difficulty_of_with(game, uid, skill_index,
                               sources_numbered(game, N_DIFFICULTY_MODIFIER)
                               if game.effect_uids else _NO_SOURCES, _NO_SOURCES, False)


def _difficulty_of_with(game: GameCore, uid: int, skill_index: int,
                        diffs: list[tuple[int, CardEffect]],
                        missions: list[tuple[int, CardEffect]], itself: bool) -> int:
    """`difficulty_of`, the difficulty modifiers in effect (`diffs`) found by the caller;
    `missions` (those of missions only, when `diffs` leaves them out: `uid` a mission)
    and, `itself`, the card's own modifiers of itself asked too (`_rating_with`)."""
    # (The printed rating a byte of `Tables.rating`: `_rating_modified`.)
    base = game.tables.rating[uid * SKILL_COUNT + skill_index]
    if game.state.turn_mods and changed_skill(game, uid) >= 0:
        # Ruling (the cards are silent): a mission that becomes a mission of another skill
        # keeps its printed difficulty, now in that skill only.
        printed = [r for r in game.facts[uid].skills if r is not None]
        base = printed[0] if printed and skill_index == changed_skill(game, uid) \
            else NO_RATING
    if base == NO_RATING:
        return 0
    total = base
    # Ruling: a difficulty change "until the end of the turn" counts like one until the
    # end of the mission (`Surface.modify` keeps it with the turn's modifiers).
    total += _difficulty_mods(game.state.mission_mods, uid) + _difficulty_mods(
        game.state.turn_mods, uid)
    if diffs:
        t = game.surface
        for source, effect in diffs:
            total += effect.difficulty_modifier(t, source, uid, skill_index)
    if missions:
        t = game.surface
        for source, effect in missions:
            total += effect.difficulty_modifier(t, source, uid, skill_index)
    if itself and game.tables.itself_bits[uid] & 1 << N_DIFFICULTY_MODIFIER \
            and game.active[uid]:
        t = game.surface
        for part in game.tables.itself_parts[N_DIFFICULTY_MODIFIER][uid]:
            total += part.difficulty_modifier(t, uid, uid, skill_index)
    if game.state.lasting_rules:
        total += lasting_difficulty_modifier(game, uid, skill_index)
    return total if total > 0 else 0


def mission_difficulty(game: GameCore, sk: int | None = None) -> int:
    """Mission + obstacles (their rating in the mission's skill only) + the assigned
    adversary + 1 per complication (rulebook "Villain Player Actions"), in skill `sk`
    (default: the deciding skill of the mission)."""
    st = game.state
    if sk is None:
        sk = deciding_skill(game)
    if game.effect_uids:
        return _difficulty_with(game, sk, sources_numbered(game, N_GRANTS_SKILL),
                                sources_numbered(game, N_SKILL_MODIFIER),
                                sources_numbered(game, N_DIFFICULTY_MODIFIER),
                                sources_numbered(game, N_SKILLS_MODIFIER), _NO_SOURCES,
                                False)
    # (Without text: no modifiers, `difficulty_of`'s own call skipped.)
    total = _difficulty_of_with(game, st.mission, sk, _NO_SOURCES, _NO_SOURCES, False)
    for uid in st.obstacles:
        total += _difficulty_of_with(game, uid, sk, _NO_SOURCES, _NO_SOURCES, False)
    status, adversary = st.status, game.tables.adversary
    for uid in st.players[st.villain].in_play:
        if status[uid] == ASSIGNED and (adversary[uid] or turned_adversary(game, uid)):
            total += skill(game, uid, sk) or 0
    return total + len(st.complications)


def hero_total(game: GameCore, sk: int | None = None) -> int:
    """The total skill the hero's assigned characters contribute to the current mission,
    in skill `sk` (default: the deciding skill of the mission)."""
    st = game.state
    if sk is None:
        sk = deciding_skill(game)
    if game.effect_uids:
        return _hero_total_with(game, sk, sources_numbered(game, N_GRANTS_SKILL),
                                sources_numbered(game, N_SKILL_MODIFIER),
                                sources_numbered(game, N_DIFFICULTY_MODIFIER),
                                sources_numbered(game, N_SKILLS_MODIFIER), False)
    total = 0
    status, character = st.status, game.tables.character
    for uid in st.players[st.hero].in_play:
        if status[uid] == ASSIGNED and character[uid]:
            total += skill(game, uid, sk) or 0
    return total


def firepower(game: GameCore, uid: int) -> int:
    total = game.facts[uid].firepower
    for target, kind, _idx, delta in game.state.mission_mods:
        if target == uid and kind == MOD_FIREPOWER:
            total += delta
    for target, kind, _idx, delta in game.state.turn_mods:
        if target == uid and kind == MOD_FIREPOWER:
            total += delta
    if game.effect_uids:
        t = game.surface
        for source, effect in sources_numbered(game, N_FIREPOWER_MODIFIER):
            total += effect.firepower_modifier(t, source, uid)
    return total if total > 0 else 0


def cost_modifier(game: GameCore, player: int, action: Action) -> int:
    """Cost modifiers of the cards in effect that may change this kind of action
    (`CardEffect.cost_on`), and the card's own: those of its own actions while its text is
    in effect, and all of them while it is played from the hand (e.g. "X costs power -2
    to play if ..."), but those of its own actions that concern other kinds
    (`own_cost_parts`)."""
    if not game.effect_uids:
        return 0
    # The card acted on, read through its class (compiled, a typed attribute read; a
    # getattr by name costs some 400 instructions, 4,000 when the action has none).
    if isinstance(action, PlayCard):
        kind, card = K_PLAY, action.card
    elif isinstance(action, PlayComplication):
        kind, card = K_COMPLICATION, action.card
    elif isinstance(action, Assign):
        kind, card = K_ASSIGN, action.card
    elif isinstance(action, (ActivateAbility, Boost, Discard)):
        kind, card = K_OTHER, action.card
    else:  # no card: a getattr with a default would raise and catch an AttributeError
        kind, card = K_OTHER, -1
    return cost_with(game, player, action, card, sources_numbered(game, N_COST_PLAY + kind),
                     kind)


# The kinds of action a cost modifier may change, numbered as `Tables.own_costs_by` and
# the cost hooks of NUMBERED_HOOKS (N_COST_PLAY + kind): effects.COST_PLAY ... COST_OTHER.
K_PLAY: Final = 0
K_COMPLICATION: Final = 1
K_ASSIGN: Final = 2
K_OTHER: Final = 3
_NO_PARTS: Final[tuple[CardEffect, ...]] = ()


def own_cost_parts(game: GameCore, card: int, kind: int) -> tuple[CardEffect, ...]:
    """The card's own cost modifiers asked about an action of `kind` (K_*) on it: of its
    own actions while its text is in effect, all while it is in the hand (less, in both,
    those of its own actions that concern other kinds: `layout.own_costs_by_kind`)."""
    # `hand_costs` holds all of a card's modifiers (`own_costs` some): most have none
    # (`Tables.has_costs`: a byte read, not the tuple).
    if card < 0 or not game.tables.has_costs[card]:
        return _NO_PARTS
    if is_active(game, card):
        return game.tables.own_costs_by[kind][card]
    if game.state.zone[card] == Z_HAND:
        return game.tables.hand_costs_by[kind][card]
    return _NO_PARTS


def own_cost_floor(game: GameCore, card: int, kind: int) -> int:
    """The least the modifiers of `own_cost_parts(game, card, kind)` may add together
    (their `cost_floor`s; effects.NO_FLOOR when one has no known bound)."""
    if card < 0 or not game.tables.has_costs[card]:
        return 0
    if is_active(game, card):
        return game.tables.own_floor_by[kind][card]
    if game.state.zone[card] == Z_HAND:
        return game.tables.hand_floor_by[kind][card]
    return 0


def own_parts_modifier(game: GameCore, player: int, action: Action, card: int,
                       parts: tuple[CardEffect, ...]) -> int:
    """What the card's own cost modifiers (`parts`, its `own_cost_parts`) add to the
    cost of `action`."""
    total = 0
    if parts:
        t = game.surface
        for part in parts:
            total += part.cost_modifier(t, card, player, action)
    return total


def cost_with(game: GameCore, player: int, action: Action, card: int,
              sources: list[tuple[int, CardEffect]], kind: int) -> int:
    """`cost_modifier` of an action of `kind` (K_*) on `card` whose kind's cards in
    effect (`sources`: `sources_numbered(game, N_COST_PLAY)` for a play) the caller
    found once for many."""
    total = 0
    if sources:
        t = game.surface
        for source, effect in sources:
            total += effect.cost_modifier(t, source, player, action)
    # The card's own modifiers (`own_cost_parts`), asked only of a card that has some
    # (`Tables.has_costs`, a byte: most have none), and those that outlast their card.
    # (Tested here, not in a function of their own: compiled, the two calls made for
    # nothing cost some 100 instructions a cost, 300 costs a text game.)
    if card >= 0 and game.tables.has_costs[card]:
        total += own_parts_modifier(game, player, action, card,
                                    own_cost_parts(game, card, kind))
    if game.state.lasting_rules:
        total += lasting_cost_modifier(game, player, action)
    return total


def play_cost(game: GameCore, player: int, action: Action, card: int) -> int:
    # The printed cost a byte of `Tables.cost`, not the card's `CardFacts` (out of cache).
    cost = game.tables.cost[card] + cost_modifier(game, player, action)
    return cost if cost > 0 else 0


def assign_cost(game: GameCore, player: int, action: Action) -> int:
    """Assigning costs nothing unless card text says ("to assign ..., pay ...")."""
    if not game.effect_uids:
        return 0
    cost = cost_modifier(game, player, action)
    return cost if cost > 0 else 0


def revive_cost(game: GameCore, adversary: int) -> int:
    """The printed revive cost and its modifiers ("revive cost +1"), at least 0."""
    cost = game.facts[adversary].revive
    if game.effect_uids:
        t = game.surface
        for source, effect in sources_numbered(game, N_REVIVE_MODIFIER):
            cost += effect.revive_modifier(t, source, adversary)
    return cost if cost > 0 else 0


def complication_cost(game: GameCore, player: int, action: Action) -> int:
    """1 power plus 1 per complication already at the mission (rulebook "Play a
    complication"); cost modifiers (e.g. "Complications cost power +1") add to it."""
    cost = base_complication_cost(game) + cost_modifier(game, player, action)
    return cost if cost > 0 else 0


def base_complication_cost(game: GameCore) -> int:
    return 1 + len(game.state.complications)


def point_value(game: GameCore, uid: int) -> int:
    """Team character's point value with promotion tokens, at most 6 (glossary)."""
    base = game.tables.cost[uid]  # (a byte: `play_cost`)
    tokens = game.state.tokens.get(uid, 0)
    if not tokens:
        return base
    return max(base, min(MAX_POINT_VALUE, base + tokens))


def victory_total(game: GameCore, player: int) -> int:
    """The point total of the team of the player on his left (his opponent with two
    players): rulebook "Starting a Game" and "Three or More Players"."""
    source = (player + 1) % game.n_players
    team = game.state.players[source].team
    if not game.state.tokens:
        cost = game.tables.cost  # (a byte per card: `play_cost`)
        total = sum(cost[uid] for uid in team)
    else:
        total = sum(point_value(game, uid) for uid in team)
    if game.effect_uids:  # text changing a point value (sl-heroes)
        t = game.surface
        # Only the cards whose text changes it (`H_POINT_VALUE`, a byte per card): the
        # others' effect objects are not fetched (their answer is the base's 0).
        bits = game.hook_bits
        for uid in team:
            if bits[uid] & H_POINT_VALUE:
                effect = game.effects[uid]
                if effect is not None:
                    total += effect.point_value_modifier(t, uid)
        # Asked wherever the card is (session 9 sp-cards13): its text says where it works.
        for src, part in game.hook_sources.get("victory_total_modifier", ()):
            total += part.victory_total_modifier(t, src, player)
    return total


def glyph_count(game: GameCore, player: int) -> int:
    st = game.state
    glyphs = st.glyphs
    if not glyphs:
        return 0
    total = 0
    for uid in st.players[player].in_play:
        held = glyphs.get(uid)
        if held is not None and not (st.turned and uid in st.turned):
            total += len(held)
    return total


def glyph_missions(game: GameCore, player: int) -> Iterator[int]:
    """The glyphs beneath his characters (ruling: not beneath a character turned into
    another player's adversary, `State.turned`: no longer anyone's character)."""
    st = game.state
    for uid in st.players[player].in_play:
        if not (st.turned and uid in st.turned):
            yield from st.glyphs.get(uid, ())


def experience(game: GameCore, player: int) -> int:
    """Experience on the glyphs beneath his characters and on his other cards."""
    return glyphs_and_experience(game, player)[1]


def glyphs_and_experience(game: GameCore, player: int) -> tuple[int, int]:
    """How many glyphs are beneath his characters (`glyph_count`) and his experience
    (`experience`), found in one pass over his cards in play: `victory.check_victory`
    needs both, and a pass for each looked every card up in the glyphs twice."""
    # `glyph_missions` spelled out: compiled, a generator costs more than the loop.
    st = game.state
    glyphs = total = 0
    if st.glyphs:
        facts, zone = game.facts, st.zone
        for uid in st.players[player].in_play:
            held = st.glyphs.get(uid)
            if held is not None and not (st.turned and uid in st.turned):
                glyphs += len(held)
                for m in held:
                    if zone[m] == Z_GLYPH:
                        total += facts[m].experience
    if game.effect_uids:
        t = game.surface
        for source, effect in sources_numbered(game, N_EXPERIENCE):
            if game.facts[source].owner == player:
                total += effect.experience(t, source)
    return glyphs, total


def score_total(game: GameCore, player: int) -> int:
    """The cost of the cards in his villain score pile, as card text changes it
    (`CardEffect.score_cost_modifier`)."""
    score = game.state.players[player].score
    cost = game.tables.cost  # (a byte per card: `play_cost`)
    total = sum(cost[uid] for uid in score)
    if game.effect_uids and score:
        t = game.surface
        for source, effect in sources_numbered(game, N_SCORE_COST_MODIFIER):
            for uid in score:
                total += effect.score_cost_modifier(t, source, player, uid)
    return total


# --- base-rest batch ---


def turned_adversary(game: GameCore, uid: int) -> bool:
    """A card printed otherwise that is the villain's adversary now: one under his
    control (`State.turned`), or one in play, its text in effect, while its owner is the
    villain (effects.AS_ADVERSARY)."""
    st = game.state
    if st.turned and st.turned.get(uid, -1) == st.villain:
        return True
    return bool(game.text_zones[uid] & W_ADVERSARY) and (
        game.facts[uid].owner == st.villain and st.zone[uid] == Z_PLAY
        and is_active(game, uid))


def adversary_now(game: GameCore, uid: int) -> bool:
    """An adversary: printed one, one under another player's control (in either role),
    or one by its own text (`turned_adversary`)."""
    # (The printed kind a byte of `Tables.adversary`, not the card's `CardFacts` object.)
    return bool(game.tables.adversary[uid]) or _adversary_by_control(game, uid)


def _adversary_by_control(game: GameCore, uid: int) -> bool:
    """`adversary_now` of a card not printed an adversary: one under another player's
    control, or one by its own text (`turned_adversary`, asked only of a card whose text
    may say so: most are not, and under no one else's control)."""
    st = game.state
    return ((bool(st.turned) and uid in st.turned)
            or (bool(game.text_zones[uid] & W_ADVERSARY) and turned_adversary(game, uid)))


def character_now(game: GameCore, uid: int) -> bool:
    """A character (printed one) that is not an adversary now (`adversary_now`; a
    printed character is no printed adversary)."""
    # (A byte of `Tables.character`, as `adversary_now`.)
    return bool(game.tables.character[uid]) and not _adversary_by_control(game, uid)


def controller(game: GameCore, uid: int) -> int:
    """The player controlling a card: its owner, unless it is in play under another
    player's control (`State.turned`)."""
    st = game.state
    owner = game.tables.owner[uid]  # (a byte: `Surface.owner`)
    return st.turned.get(uid, owner) if st.turned else owner


def trait_granted(game: GameCore, uid: int, trait: str) -> bool:
    """A trait (normalized name) card text gives `uid` (`CardEffect.grants_trait`)."""
    t = game.surface
    return any(effect.grants_trait(t, source, uid, trait)
               for source, effect in sources_numbered(game, N_GRANTS_TRAIT))


# --- missions-events batch ---


def lasting_cost_modifier(game: GameCore, player: int, action: Action) -> int:
    """Cost modifiers that outlast their card's place (`Surface.keep_rules`: a mission
    gone beneath a character that still makes obstacles dearer for the turn): those of
    the lasting cards not in effect now (the others are counted already)."""
    total = 0
    seen: list[int] = []
    # The card acted on, read through the action's class (as `cost_modifier`): compiled,
    # a getattr by name costs some 400 instructions, 4,000 when the action has none.
    card = _action_card(action)
    t = game.surface
    for source, _ in game.state.lasting_rules:
        if source in seen or source == card or is_active(game, source):
            continue
        seen.append(source)
        effect = game.effects[source]
        if effect is not None and game.hook_bits[source] & H_COST_MODIFIER:
            total += effect.cost_modifier(t, source, player, action)
    return total


def _action_card(action: Action) -> int:
    """`getattr(action, "card", -1)`, one class at a time (each a typed attribute read)."""
    if isinstance(action, PlayCard):
        return action.card
    if isinstance(action, PlayComplication):
        return action.card
    if isinstance(action, Assign):
        return action.card
    if isinstance(action, ActivateAbility):
        return action.card
    if isinstance(action, Boost):
        return action.card
    if isinstance(action, Discard):
        return action.card
    return -1


def continue_cost(game: GameCore) -> int:
    """What continuing costs the hero: 1 power per failed mission this turn (rulebook
    "Deciding to Continue"; the villain gains that part) and the cost modifiers of card
    text on playing another mission (`Continue`)."""
    cost = len(game.state.failed)
    if game.effect_uids:
        cost += cost_modifier(game, game.state.hero, _CONTINUE)
    return cost if cost > 0 else 0


# --- session 6 fan-set batch ---


def lasting_difficulty_modifier(game: GameCore, uid: int, skill_index: int) -> int:
    """Difficulty changes that outlast their card's place (`Surface.keep_rules`: a failed
    mission whose text makes obstacles harder until the end of the turn): those of the
    lasting cards not in effect now (the others are counted already)."""
    total = 0
    seen: list[int] = []
    t = game.surface
    for source, _ in game.state.lasting_rules:
        if source in seen or is_active(game, source):
            continue
        seen.append(source)
        effect = game.effects[source]
        if effect is not None:
            for part in effect.hook_parts("difficulty_modifier"):
                total += part.difficulty_modifier(t, source, uid, skill_index)
    return total
