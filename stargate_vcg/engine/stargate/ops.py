"""State changes shared by the rules and by card effects (stop, ready, destroy, draw...).

Every operation keeps the invariant "each card in exactly one zone" and logs itself.
Card effects should change the state only through these functions.

Ruling: the keywords blockade and promotion token (glossary) say what happens, not when;
the cards that carry them say when (a Victory that blockades a mission, a card that
gives a promotion token), so they are operations card effects call: `blockade`,
`add_promotion_token`, `remove_promotion_token`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import active
from stargate_vcg.engine.stargate.effects import (
    T_BLOCKED,
    T_DESTROYED,
    T_DISCARDED,
    T_DREW,
    T_GLYPH_EARNED,
    T_INCAPACITATED,
    T_PLACED_IN_DISCARD,
    T_READIED,
    T_STOPPED,
    TRIGGER_NUMBER,
    CardEffect,
    MissionOrder,
    Replace,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import (
    ASSIGNED,
    EVENT,
    H_REPLACES,
    H_SOURCE,
    INCAPACITATED,
    NONE,
    READY,
    STOPPED,
    Z_BENEATH,
    Z_BLOCKADED,
    Z_COMPLICATION,
    Z_DECK,
    Z_DISCARD,
    Z_FAILED,
    Z_GLYPH,
    Z_HAND,
    Z_LIMBO,
    Z_MISSION,
    Z_MISSIONS,
    Z_OBSTACLE,
    Z_PLAY,
    Z_PURGED,
    Z_RESOLVING,
    Z_SCORE,
)
from stargate_vcg.engine.stargate.state import MOD_SKILLS
from stargate_vcg.engine.stargate.values import N_REPLACES, sources_numbered

UNTIL_MISSION_END: Final = 0
UNTIL_TURN_END: Final = 1
UNTIL_NEXT_MISSION_END: Final = 2

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def take_out(game: GameCore, uid: int) -> None:
    """Take a card out of whatever zone holds it."""
    st = game.state
    z = st.zone[uid]
    if (1 << z) & active.PLACES and game.hook_bits[uid] & H_SOURCE:
        # It may come back to the same zone at another place (a card put in play
        # again): the lists kept per set of places (`active`) are found again.
        active.sources_changed(game, uid)
    p = st.players[game.facts[uid].owner]
    if z == Z_DECK:
        p.deck.remove(uid)
    elif z == Z_HAND:
        p.hand.remove(uid)
    elif z == Z_DISCARD:
        p.discard.remove(uid)
    elif z == Z_MISSIONS:
        p.missions.remove(uid)
    elif z == Z_SCORE:
        st.progress += 1
        if uid not in p.score:  # another player's pile (`to_score_pile_of`, sp-cards14)
            p = next(q for q in st.players if uid in q.score)
        p.score.remove(uid)
    elif z == Z_PLAY:
        if st.turned and uid in st.turned:  # under another player's control
            p = st.players[st.turned.pop(uid)]
        p.in_play.remove(uid)
        active.set_status(game, uid, NONE)
    elif z == Z_MISSION:
        st.mission = -1
    elif z == Z_OBSTACLE:
        st.obstacles.remove(uid)
    elif z == Z_COMPLICATION:
        st.complications.remove(uid)
    elif z == Z_FAILED:
        st.failed.remove(uid)
    elif z == Z_GLYPH:
        st.progress += 1
        for holder, missions in st.glyphs.items():
            if uid in missions:
                missions.remove(uid)
                if not missions:
                    del st.glyphs[holder]
                break
    elif z == Z_LIMBO:
        st.limbo.remove(uid)
    elif z == Z_PURGED:  # card text that retrieves a purged card (sp-purge)
        p.purged.remove(uid)
    elif z == Z_BLOCKADED:
        for holder, mission in list(st.blockaded.items()):
            if mission == uid:
                del st.blockaded[holder]
    elif z == Z_BENEATH:
        for holder, cards in st.beneath.items():
            if uid in cards:
                cards.remove(uid)
                if not cards:
                    del st.beneath[holder]
                break
    if st.removed_text and uid in st.removed_text:
        del st.removed_text[uid]
        active.refresh(game, uid)
    if st.beneath and uid in st.beneath and z != Z_RESOLVING:
        # Ruling (rulebooks silent): cards beneath a card that leaves its place go to
        # their owners' discard piles.
        for under in st.beneath.pop(uid):
            st.players[game.facts[under].owner].discard.append(under)
            active.move(game, under, Z_DISCARD)
            if st.blockaded and under in st.blockaded:  # its blockade ends (sp-cards14)
                _return_what_it_held(game, game.facts[under].owner, [],
                                     st.blockaded.pop(under))
            if game.effect_uids:
                placed_in_discard(game, under)


def to_discard(game: GameCore, uid: int) -> None:
    if game.effect_uids and discard_replaced(game, uid):
        return
    take_out(game, uid)
    game.state.players[game.facts[uid].owner].discard.append(uid)
    active.move(game, uid, Z_DISCARD)
    if game.effect_uids:
        placed_in_discard(game, uid)


def to_mission_bottom(game: GameCore, mission: int) -> None:
    """Face down on the bottom of its owner's mission pile."""
    take_out(game, mission)
    game.state.players[game.facts[mission].owner].missions.insert(0, mission)
    active.move(game, mission, Z_MISSIONS)
    game.record("mission to bottom", game.facts[mission].owner, mission)


def draw(game: GameCore, player: int, n: int = 1) -> int:
    """Draw up to n cards; an empty deck does not end the game (rulebook "Debrief")."""
    p = game.state.players[player]
    drawn = 0
    while drawn < n and p.deck:
        uid = p.deck.pop()
        p.hand.append(uid)
        active.move(game, uid, Z_HAND)
        drawn += 1
    return drawn


def draw_cards(game: GameCore, player: int, n: int = 1) -> int:
    """Card text's "draw": may be replaced ("would draw ... instead"); fires DREW."""
    if game.effect_uids and replaced(game, Replace.DRAW, player, -1, n):
        return 0
    drawn = draw(game, player, n)
    game.record("draw", player, -1, drawn)
    if drawn and game.effect_uids:
        game.fire_n(T_DREW, player, -1, drawn)
    return drawn


def replaced(game: GameCore, kind: Replace, player: int, card: int, value: int) -> bool:
    """A "would ... instead" of a card in effect replaces the event: True when one did
    (the first, in the order the cards came into play)."""
    # Most events find no card in effect that may replace anything (random games of the
    # 8 preconstructed decks: 99% of about 500 questions a game): the memo of the cards
    # in effect answering `replaces` (`values.sources_numbered`), when found and empty,
    # answers at once, without the call and the loop (session 12 sp-carry6).
    kept = game.numbered_memo[N_REPLACES]
    if kept is not None and not kept:
        return False
    found = _replacing(game, kind, player, card, value)
    if found is None:
        return False
    source, effect = found
    game.record("replaced", game.facts[source].owner, source, -1, kind.value)
    effect.replace(game.surface, source, kind, player, card, value)
    return True


def _replacing(game: GameCore, kind: Replace, player: int, card: int,
               value: int) -> tuple[int, CardEffect] | None:
    """The first card in effect whose "would ... instead" replaces the event (`replaced`
    carries it out, `would_replace` only asks), with its effect part."""
    t = game.surface
    for source, effect in sources_numbered(game, N_REPLACES):
        if effect.replaces(t, source, kind, player, card, value):
            return source, effect
    return None


def shuffle_into_deck(game: GameCore, cards: object) -> None:
    st = game.state
    owners: list[int] = []
    for uid in cards:  # type: ignore[attr-defined]
        take_out(game, uid)
        owner = game.facts[uid].owner
        st.players[owner].deck.append(uid)
        active.move(game, uid, Z_DECK)
        if owner not in owners:
            owners.append(owner)
        game.record("to deck", owner, uid)
    for owner in owners:
        shuffle(game.rng, st.players[owner].deck)


def place_beneath(game: GameCore, uid: int, holder: int) -> None:
    """Face down beneath `holder` (its owner alone knows what it is)."""
    take_out(game, uid)
    game.state.beneath.setdefault(holder, []).append(uid)
    active.move(game, uid, Z_BENEATH)
    game.record("beneath", game.facts[holder].owner, holder, -1)


def add_lasting_mod(game: GameCore, target: int, kind: int, delta: int, skill: int,
                    until: int) -> None:
    entry = (target, kind, skill, delta)
    st = game.state
    if until == UNTIL_TURN_END:
        st.turn_mods.append(entry)
    elif until == UNTIL_NEXT_MISSION_END:
        # Now, and again for the next mission (outside a mission, the mission-long
        # modifier already lasts until the next one ends).
        st.mission_mods.append(entry)
        if st.mission >= 0:
            st.later_mods.append(entry)
    else:
        st.mission_mods.append(entry)
    game.record("modifier", game.facts[target].owner, target, delta)
    # What made it, kept only where a card may read it (`ORIGIN_READERS`): in the other
    # decks the log look-back and the row are not made (session 17 sp-values11).
    if game.tables.notes_origins:
        note_modifier(game, entry, until, _origin(game))  # (session 11 sp-cards16)


def remove_text(game: GameCore, uid: int, part: int) -> None:
    st = game.state
    st.removed_text[uid] = st.removed_text.get(uid, 0) | part
    active.refresh(game, uid)
    game.record("text removed", game.facts[uid].owner, uid, part)


def restore_text(game: GameCore, uid: int, part: int) -> None:
    """Text removed by `remove_text` works again (session 7 sp-cards8: "until the end of
    the current mission")."""
    st = game.state
    held = st.removed_text.get(uid, 0)
    if not held & part:
        return
    if held & ~part:
        st.removed_text[uid] = held & ~part
    else:
        del st.removed_text[uid]
    active.refresh(game, uid)
    game.record("text restored", game.facts[uid].owner, uid, part)


def to_hand(game: GameCore, uid: int) -> None:
    take_out(game, uid)
    game.state.players[game.facts[uid].owner].hand.append(uid)
    active.move(game, uid, Z_HAND)
    game.record("to hand", game.facts[uid].owner, -1)


def mill(game: GameCore, player: int, n: int) -> None:
    p = game.state.players[player]
    for _ in range(min(n, len(p.deck))):
        if game.effect_uids and discard_replaced(game, p.deck[-1]):
            continue  # (sp-purge: purged instead)
        uid = p.deck.pop()
        p.discard.append(uid)
        active.move(game, uid, Z_DISCARD)
        if game.effect_uids:
            placed_in_discard(game, uid)


def discard_from_hand(game: GameCore, uid: int) -> None:
    to_discard(game, uid)
    if game.state.zone[uid] == Z_HAND:
        # A replacement kept it in the hand (Morrison, while his owner is asked): not
        # discarded, nor named in the public log (the slow playout test, seed 60).
        return
    game.record("discard", game.facts[uid].owner, uid)
    if game.effect_uids:
        game.fire_n(T_DISCARDED, game.facts[uid].owner, uid)


def put_in_play(game: GameCore, uid: int) -> None:
    take_out(game, uid)
    st = game.state
    st.players[game.facts[uid].owner].in_play.append(uid)
    active.move(game, uid, Z_PLAY)
    active.set_status(game, uid, READY)


def can_stop(game: GameCore, uid: int) -> bool:
    """A ready or assigned card can become stopped; a stopped one can't (rulebook "Hero
    Player Actions"; glossary "assigned")."""
    return game.state.zone[uid] == Z_PLAY and game.state.status[uid] in (READY, ASSIGNED)


def stop(game: GameCore, uid: int) -> bool:
    if not can_stop(game, uid):
        return False
    if game.effect_uids and replaced(game, Replace.STOP, game.facts[uid].owner, uid, -1):
        return False
    game.state.status[uid] = STOPPED
    game.record("stop", game.facts[uid].owner, uid)
    if game.effect_uids:
        game.fire_n(T_STOPPED, game.facts[uid].owner, uid)
    return True


def ready(game: GameCore, uid: int, *, incapacitated: bool = False) -> bool:
    """Ready an assigned or stopped card; an incapacitated one only when the effect says
    so (glossary "ready", "incapacitated")."""
    st = game.state
    if st.zone[uid] != Z_PLAY:
        return False
    s = st.status[uid]
    if s in (STOPPED, ASSIGNED) or (s == INCAPACITATED and incapacitated):
        # (Session 10 sp-cards15: ceasing to be incapacitated may be replaced.)
        if s == INCAPACITATED and game.effect_uids and replaced(
                game, Replace.RECOVER, game.facts[uid].owner, uid, -1):
            return False
        # (Session 11 sp-cards16: becoming ready may be replaced: Vagonbrei Parasite.)
        if s != INCAPACITATED and game.effect_uids and replaced(
                game, Replace.READY, game.facts[uid].owner, uid, -1):
            return False
        active.set_status(game, uid, READY)
        game.record("ready", game.facts[uid].owner, uid)
        if game.effect_uids:
            game.fire_n(T_READIED, game.facts[uid].owner, uid)
        return True
    return False


def can_incapacitate(game: GameCore, uid: int) -> bool:
    """Characters and ships only; not twice (glossary "incapacitated", "states")."""
    f = game.facts[uid]
    return (game.state.zone[uid] == Z_PLAY and (f.character or f.ship)
            and game.state.status[uid] != INCAPACITATED)


def incapacitate(game: GameCore, uid: int) -> bool:
    if not can_incapacitate(game, uid):
        return False
    if game.effect_uids and replaced(game, Replace.INCAPACITATE, game.facts[uid].owner, uid,
                                     -1):
        return False
    active.set_status(game, uid, INCAPACITATED)
    game.record("incapacitate", game.facts[uid].owner, uid)
    if game.effect_uids:
        game.fire_n(T_INCAPACITATED, game.facts[uid].owner, uid)
    return True


def is_blocked(game: GameCore, uid: int) -> bool:
    return uid in game.state.blocks


BLOCKED_FOR_MISSION: Final = -2  # blocker value of "blocked from the current mission"


def block(game: GameCore, uid: int, blocker: int = -1, *,
          until_mission_end: bool = False) -> None:
    """Block a character or adversary (glossary "block"): by a card in play (unblocked
    when it leaves play), -1 for no card, or only from the current mission."""
    by = BLOCKED_FOR_MISSION if until_mission_end else blocker
    # (session 7 sp-cards10) "can't become blocked": a replacement that does nothing.
    if game.effect_uids and replaced(game, Replace.BLOCK, game.facts[uid].owner, uid, by):
        return
    game.state.blocks.setdefault(uid, []).append(by)
    game.record("block", game.facts[uid].owner, uid, by)
    if game.effect_uids:
        game.fire_n(T_BLOCKED, game.facts[uid].owner, uid)


def unblock_by(game: GameCore, blocker: int) -> None:
    """A blocking card left play (or was turned face down): its blocks end."""
    blocks = game.state.blocks
    if not blocks:
        return
    for uid in [u for u, by in blocks.items() if blocker in by]:
        rest = [b for b in blocks[uid] if b != blocker]
        if rest:
            blocks[uid] = rest
        else:
            del blocks[uid]


def unblock(game: GameCore, uid: int) -> None:
    game.state.blocks.pop(uid, None)


def gain_power(game: GameCore, player: int, n: int) -> None:
    game.state.players[player].power += n
    game.record("gain power", player, -1, n)


def lose_power(game: GameCore, player: int, n: int) -> None:
    """No negative numbers (glossary): power floors at 0."""
    p = game.state.players[player]
    p.power = max(0, p.power - n)
    game.record("lose power", player, -1, n)


def pay(game: GameCore, player: int, n: int) -> None:
    p = game.state.players[player]
    assert p.power >= n, "costs are checked before they are paid"
    p.power -= n


def add_mission_mod(game: GameCore, target: int, kind: int, delta: int,
                    skill: int = -1) -> None:
    """A modifier lasting until the end of the current mission."""
    game.state.mission_mods.append((target, kind, skill, delta))


def add_turn_mod(game: GameCore, target: int, kind: int, delta: int,
                 skill: int = -1) -> None:
    game.state.turn_mods.append((target, kind, skill, delta))


def boost(game: GameCore, target: int, kind: int = MOD_SKILLS) -> None:
    add_mission_mod(game, target, kind, 1)
    if game.tables.notes_origins:  # (sp-cards16: what text may end later; `ORIGIN_READERS`)
        note_modifier(game, (target, kind, -1, 1), UNTIL_MISSION_END, ORIGIN_BOOST)


def place_glyph(game: GameCore, mission: int, character: int) -> None:
    take_out(game, mission)
    game.state.glyphs.setdefault(character, []).append(mission)
    game.state.progress += 1
    active.move(game, mission, Z_GLYPH)


def earn_glyph(game: GameCore, mission: int, character: int) -> None:
    """The completed mission goes beneath the character; his glyph-earned triggers fire."""
    if game.effect_uids and replaced(game, Replace.GLYPH, game.facts[character].owner,
                                     character, mission):
        if game.state.zone[mission] == Z_MISSION:
            to_mission_bottom(game, mission)
        return
    had = has_glyph(game, character, game.facts[mission].glyph)
    place_glyph(game, mission, character)
    game.record("earn glyph", game.facts[character].owner, character, mission)
    game.fire_n(T_GLYPH_EARNED, game.facts[character].owner, character,
              0 if had else mission)


def move_glyph(game: GameCore, mission: int, character: int) -> None:
    """Moving a glyph is not earning it (rulebook "Earn a Glyph")."""
    place_glyph(game, mission, character)
    game.record("move glyph", game.facts[character].owner, character, mission)


def has_glyph(game: GameCore, character: int, glyph: object) -> bool:
    """Glyph costs and glyph-conditioned text need the glyph beneath (rulebook "Earn a
    Glyph": applies once however many copies)."""
    # (Most characters hold no glyph: one dict lookup. The glyphs held read as a list,
    # natively; a `.get(character, ())` default made the value `list | tuple`, iterated
    # through an iterator object: some 550 instructions a call.)
    held = game.state.glyphs.get(character)
    if held is None:
        return False
    facts = game.facts
    return any(facts[m].glyph == glyph for m in held)



def _leave_play(game: GameCore, uid: int) -> tuple[list[int], int | None]:
    """What a card leaving play (destroyed, purged) gives up: its glyphs, promotion
    tokens and blocks; returns its glyphs and the mission it blockaded (or None)."""
    st = game.state
    # (Each `pop` behind an `in`: compiled, a dict's pop is a generic method call, and
    # the card is rarely there.)
    glyphs = st.glyphs.pop(uid) if uid in st.glyphs else []
    # Losing glyphs or promotion tokens changes victory totals and conditions: re-check.
    if uid in st.tokens:
        del st.tokens[uid]
        st.progress += 1
    elif glyphs:
        st.progress += 1
    blockaded = st.blockaded.pop(uid) if uid in st.blockaded else None
    if uid in st.blocks:
        del st.blocks[uid]
    return glyphs, blockaded


def _return_what_it_held(game: GameCore, owner: int, glyphs: list[int],
                         blockaded: int | None) -> None:
    """The mission it blockaded back on top of its owner's pile; its glyphs to the bottom
    of `owner`'s mission pile, in his order when more than one (rulebook "Earn a Glyph",
    glossary "blockade")."""
    st = game.state
    if blockaded is not None:
        st.players[game.facts[blockaded].owner].missions.insert(0, blockaded)
        active.move(game, blockaded, Z_MISSIONS)
    if len(glyphs) == 1:
        st.players[owner].missions.insert(0, glyphs[0])
        active.move(game, glyphs[0], Z_MISSIONS)
    elif glyphs:
        for m in glyphs:
            st.limbo.append(m)
            active.move(game, m, Z_LIMBO)
        st.pending.append(MissionOrder(owner, tuple(glyphs)))

def destroy(game: GameCore, uid: int) -> None:
    """Destroyed cards go to their owner's discard pile. A destroyed support character's
    glyphs go face down to the bottom of the mission pile in the owner's order (rulebook
    "Earn a Glyph"); a blockading card returns its mission (glossary "blockade")."""
    f = game.facts[uid]
    # The value: the card whose text destroys it (-1: the rules, or a cost).
    if game.effect_uids and replaced(game, Replace.DESTROY, f.owner, uid, game.text_source):
        return
    glyphs, blockaded = _leave_play(game, uid)
    to_discard(game, uid)
    unblock_by(game, uid)
    game.record("destroy", f.owner, uid)
    _return_what_it_held(game, f.owner, glyphs, blockaded)
    if game.effect_uids:
        game.fire_n(T_DESTROYED, f.owner, uid)


def turn_face_down(game: GameCore, obstacle: int) -> None:
    """An obstacle becomes a complication; its ongoing effects end (glossary)."""
    st = game.state
    st.obstacles.remove(obstacle)
    st.complications.append(obstacle)
    active.move(game, obstacle, Z_COMPLICATION)
    unblock_by(game, obstacle)
    game.record("face down", game.facts[obstacle].owner, obstacle)


def blockade(game: GameCore, card: int, target_player: int) -> bool:
    """Place the top of `target_player`'s mission pile face up beneath `card`; a card
    blockades one mission at a time (glossary "blockade")."""
    st = game.state
    pile = st.players[target_player].missions
    if not pile:
        return False
    old = st.blockaded.pop(card, None)
    if old is not None:
        st.players[game.facts[old].owner].missions.insert(0, old)
        active.move(game, old, Z_MISSIONS)
    mission = pile.pop()
    st.blockaded[card] = mission
    active.move(game, mission, Z_BLOCKADED)
    game.record("blockade", game.facts[card].owner, card, mission)
    return True


def add_promotion_token(game: GameCore, character: int) -> None:
    game.state.tokens[character] = game.state.tokens.get(character, 0) + 1
    game.state.progress += 1
    game.record("promotion token", game.facts[character].owner, character)


def remove_promotion_token(game: GameCore, character: int) -> bool:
    """A promotion token is removed from `character`: his point value drops again."""
    tokens = game.state.tokens
    if not tokens.get(character):
        return False
    tokens[character] -= 1
    if not tokens[character]:
        del tokens[character]
    game.state.progress += 1
    game.record("remove promotion token", game.facts[character].owner, character)
    return True


def to_score_pile(game: GameCore, uid: int) -> None:
    """Scoring takes a card out of play. Ruling (the glossary names only the discard
    pile): its blocks end and a mission it blockades returns to the bottom of its
    owner's mission pile, as when it is destroyed ("block", "blockade")."""
    st = game.state
    st.blocks.pop(uid, None)
    unblock_by(game, uid)
    blockaded = st.blockaded.pop(uid, None)
    if blockaded is not None:
        st.players[game.facts[blockaded].owner].missions.insert(0, blockaded)
        active.move(game, blockaded, Z_MISSIONS)
    take_out(game, uid)
    st.players[game.facts[uid].owner].score.append(uid)
    st.progress += 1
    active.move(game, uid, Z_SCORE)


# --- base-rest batch ---


def turn_into_adversary(game: GameCore, uid: int, player: int) -> bool:
    """A card in play becomes an adversary under `player`'s control: it moves to his
    side of play in the state it is in, and stays his until it leaves play."""
    st = game.state
    if st.zone[uid] != Z_PLAY or st.turned.get(uid, -1) == player:
        return False
    holder = st.turned.pop(uid, game.facts[uid].owner)
    st.players[holder].in_play.remove(uid)
    st.players[player].in_play.append(uid)
    active.places_changed(game)
    if player != game.facts[uid].owner:
        st.turned[uid] = player
    game.record("turned into adversary", player, uid)
    return True


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """`rng.shuffle(cards)`: the same draws in the same order (CPython's `Random.shuffle`
    with `_randbelow_with_getrandbits`), so a seed gives the same game, but compiled: the
    library's runs as interpreted code, 4% of a goldfish game (`tests/unit/
    test_sg_engine_shuffle.py` checks both agree)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        r = below(getrandbits, i + 1)
        cards[i], cards[r] = cards[r], cards[i]


def below(getrandbits: Callable[[int], int], n: int) -> int:
    """`rng._randbelow(n)` (n > 0) as CPython draws it (`_randbelow_with_getrandbits`),
    given `rng.getrandbits`: `rng.choice(seq)` is `seq[below(rng.getrandbits,
    len(seq))]`, the same draws, compiled rather than interpreted. `shuffle`, the first
    player's draw and the goldfish deal use it. (The bound method is looked up once by
    the caller: looked up at each draw, compiled, it cost some 450 instructions a draw,
    68,000 a game.)"""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


# --- session 8 sp-purge ---


def purge(game: GameCore, uid: int) -> bool:
    """Purge a card, from wherever it is (hand, deck, discard pile, beneath a card, in
    play, being played). Ruling (no rulebook defines purging; the fan sets' cards say
    "removed from the game"): a purged card goes to its owner's purged pile, a public
    zone out of play that no rule takes cards back from (only card text that says so).
    It is not placed in the discard pile (no discard or destruction event), not
    destroyed and not discarded; leaving play, it leaves as a destroyed card does: its
    glyphs go to the bottom of its owner's mission pile, its blocks end, a mission it
    blockades returns, the cards beneath it go to their owners' discard piles. False
    when it was purged already."""
    st = game.state
    if st.zone[uid] == Z_PURGED:
        return False
    f = game.facts[uid]
    glyphs, blockaded = _leave_play(game, uid)
    take_out(game, uid)
    st.players[f.owner].purged.append(uid)
    active.move(game, uid, Z_PURGED)
    unblock_by(game, uid)
    game.record("purged", f.owner, uid)
    _return_what_it_held(game, f.owner, glyphs, blockaded)
    return True


def discard_replaced(game: GameCore, uid: int) -> bool:
    """A replacement of the card's going to the discard pile, by the card itself (its
    text works wherever it is, whatever sends it there) or by a card in effect
    (`replaced`): True when one replaced it, the card then gone elsewhere (purged)."""
    owner = game.facts[uid].owner
    # (The card's effect read only when it replaces: compiled, reading it checks its
    # class, a subtype test against the non-native `CardEffect`.)
    if game.hook_bits[uid] & H_REPLACES:
        effect = game.effects[uid]
        if effect is not None and effect.replaces(game.surface, uid, Replace.DISCARD, owner,
                                                  uid, -1):
            game.record("replaced", owner, uid, -1, Replace.DISCARD.value)
            effect.replace(game.surface, uid, Replace.DISCARD, owner, uid, -1)
            return True
    return replaced(game, Replace.DISCARD, owner, uid, -1)


# --- session 9 sp-cards12 ---


def placed_in_discard(game: GameCore, uid: int) -> None:
    """Text reacting to a card's arrival in its owner's discard pile, whatever the cause
    (`Trigger.PLACED_IN_DISCARD`), after the move."""
    game.fire_n(T_PLACED_IN_DISCARD, game.facts[uid].owner, uid)


# --- session 10 sp-cards15 ---


def would_replace(game: GameCore, kind: Replace, player: int, card: int, value: int) -> bool:
    """Whether a "would ... instead" of a card in effect would replace the event (asked,
    not carried out: "can't become blocked" read by a text that blocks)."""
    if not game.effect_uids:
        return False
    kept = game.numbered_memo[N_REPLACES]  # (as in `replaced`)
    if kept is not None and not kept:
        return False
    return _replacing(game, kind, player, card, value) is not None


def no_replacer(game: GameCore) -> bool:
    """True when no card in effect may replace anything now, known without asking (the
    test `replaced` begins with): a caller whose question costs work to make asks it
    first (`triggers.resolve_trigger`). False means "ask"."""
    kept = game.numbered_memo[N_REPLACES]
    return kept is not None and not kept


# --- session 10 sp-cards14 ---


def to_score_pile_of(game: GameCore, uid: int, player: int) -> None:
    """Card text placing a card into `player`'s villain score pile, his own or another
    player's card, from wherever it is (in play, a discard pile). Ruling, as for scoring
    (`to_score_pile`) and purging: leaving play, it leaves as a destroyed card does (its
    glyphs to the bottom of its owner's mission pile, its blocks end, a mission it
    blockades returns, the cards beneath it to their owners' discard piles). No
    "scored" text fires. It counts in that player's score pile (its cost in his total,
    `values.score_total`) while it is there; leaving it, it goes where its owner's cards
    go (`take_out` finds it in the pile that holds it)."""
    st = game.state
    glyphs, blockaded = _leave_play(game, uid)
    take_out(game, uid)
    st.players[player].score.append(uid)
    st.progress += 1
    active.move(game, uid, Z_SCORE)
    unblock_by(game, uid)
    _return_what_it_held(game, game.facts[uid].owner, glyphs, blockaded)


# --- session 11 sp-cards16 ---


def end_mission_unresolved(game: GameCore) -> bool:
    """The mission is over at once, unresolved (Time Jumper): no ship
    battle, neither success nor failure (no Success or Failure text, no glyph, no revive
    or score); the obstacles and complications at it are destroyed and every assigned
    character, ship and adversary becomes stopped. Rulings: the mission goes to the
    bottom of its owner's mission pile (as one that earned no glyph); the mission's end
    follows (delayed mission-end text resolves, its modifiers end), then the
    hero decides whether to continue. Only during the actions at a mission (False
    otherwise)."""
    from stargate_vcg.engine.stargate import phases as ph

    st = game.state
    if st.phase != ph.ACTIONS or st.mission < 0:
        return False
    for side in range(2):  # (as `resolve.stop_assigned`: no text replaces this)
        player = st.hero if side == 0 else st.villain
        for uid in list(st.players[player].in_play):
            if st.status[uid] == ASSIGNED:
                active.set_status(game, uid, STOPPED)
                game.record("stopped at resolution", player, uid)
                if game.effect_uids:
                    game.fire_n(T_STOPPED, player, uid)
    for uid in [*st.obstacles, *st.complications]:
        destroy(game, uid)
    if st.mission >= 0:
        to_mission_bottom(game, st.mission)
    st.outcome = None
    st.passes = 0
    st.phase = ph.MISSION_END
    game.record("mission ends unresolved", st.hero)
    return True


# Victory text one card lends another until the end of the mission (Freyr): the memory
# key, of no card, of (lender, card, turn, mission) rows (`lend_victory_text`).
LENT_VICTORY: Final = (-1, "victory text lent")


def lend_victory_text(game: GameCore, lender: int, card: int) -> None:
    """For the rest of this mission `card` has a Victory text that `lender`'s own text
    carries out: when `card` is at the mission on the victor's side, the battle
    fires `Trigger.VICTORY_LENT` about it (`victory_lent_to`)."""
    st = game.state
    rows = st.memory.get(LENT_VICTORY, ())
    st.memory[LENT_VICTORY] = (*rows, lender, card, st.turn, st.mission)
    game._version += 1


def victory_lent_to(game: GameCore, sources: list[int]) -> list[int]:
    """The cards among `sources` (the victor's cards at the mission) that a card lent
    Victory text to this mission."""
    st = game.state
    rows = st.memory.get(LENT_VICTORY, ())
    found: list[int] = []
    for i in range(0, len(rows) - 3, 4):
        card = rows[i + 1]
        if rows[i + 2] == st.turn and rows[i + 3] == st.mission and card in sources \
                and card not in found:
            found.append(card)
    return found


def victory_lent(game: GameCore, lender: int) -> tuple[int, ...]:
    """The cards `lender` lent Victory text to this mission."""
    st = game.state
    rows = st.memory.get(LENT_VICTORY, ())
    return tuple(rows[i + 1] for i in range(0, len(rows) - 3, 4)
                 if rows[i] == lender and rows[i + 2] == st.turn
                 and rows[i + 3] == st.mission)


# What made each lasting modifier of this turn (text that ends some of them: Plot Twist,
# Back to Basics): the memory key, of no card, of rows of `_MOD_ROW` numbers (the turn,
# the mission, the card whose text made it, its origin, the modifier's four numbers, how
# long it lasts).
MODIFIER_ORIGINS: Final = (-1, "modifier origins")
_MOD_ROW: Final = 9
ORIGIN_RULES: Final = 0  # no card's text
ORIGIN_ABILITY: Final = 1  # an activated ability
ORIGIN_EVENT: Final = 2  # an event's text, as it is played
ORIGIN_TRIGGER: Final = 3  # triggered text (Success, "each time", "when you play" ...)
ORIGIN_BOOST: Final = 4  # a boost (source -1)
_ORIGIN_KINDS: Final[dict[str, int]] = {"ability": ORIGIN_ABILITY, "play": ORIGIN_EVENT,
                                        "trigger": ORIGIN_TRIGGER}
_ORIGIN_LOOKBACK: Final = 200
# The card effects whose text reads what made the modifiers (`modifiers_this_turn`,
# `end_modifier`), marked by their modules (`reads_modifier_origins`). A deck layout with
# none of them (`Tables.notes_origins` false: the layout looks) notes no origin: the
# bookkeeping, a look back through the log per modifier, is not run (session 17
# sp-values11). A reader not marked fails loudly (`_origins_noted`), never silently.
ORIGIN_READERS: Final[list[CardEffect]] = []


def reads_modifier_origins(effect: CardEffect) -> CardEffect:
    """`effect` (a card's text) reads what made the lasting modifiers: registered with
    `ORIGIN_READERS`, then returned as it is."""
    ORIGIN_READERS.append(effect)
    return effect


def _origins_noted(game: GameCore) -> None:
    """Refuse to read the origins of a game whose layout does not note them."""
    if not game.tables.notes_origins:
        raise RuntimeError("text that reads what made the modifiers must be marked with "
                           "`reads_modifier_origins` (its deck layout notes no origin)")


def text_start(game: GameCore, card: int) -> int:
    """The index of the latest public-log entry that starts text of `card` (its ability
    used, it played, its trigger resolving), or -1 (looked for among the latest ones)."""
    return game.log_entries.latest_about(card, _ORIGIN_KINDS, _ORIGIN_LOOKBACK)


def _origin(game: GameCore) -> int:
    """How the text being carried out (`GameCore.text_source`) came to be: the latest
    public-log entry about that card that starts text (its ability used, it played, its
    trigger resolving) says it."""
    source = game.text_source
    if source < 0:
        return ORIGIN_RULES
    i = text_start(game, source)
    if i < 0:
        return ORIGIN_TRIGGER
    origin = _ORIGIN_KINDS[game.log_entries.kind_at(i)]
    if origin == ORIGIN_EVENT and game.facts[source].kind != EVENT:
        return ORIGIN_TRIGGER  # ("when you play" text of a card not an event)
    return origin


def note_modifier(game: GameCore, entry: tuple[int, int, int, int], until: int,
                  origin: int) -> None:
    """Remember what made a lasting modifier (`MODIFIER_ORIGINS`); rows of earlier turns
    are dropped."""
    st = game.state
    rows = st.memory.get(MODIFIER_ORIGINS, ())
    if rows and rows[0] != st.turn:
        rows = ()
    source = game.text_source if origin != ORIGIN_BOOST else -1
    # (One tuple concatenated: compiled, a starred display is built as a list first.)
    target, kind, skill, delta = entry
    row = (st.turn, st.mission, source, origin, target, kind, skill, delta, until)
    st.memory[MODIFIER_ORIGINS] = rows + row


def modifiers_this_turn(game: GameCore) -> tuple[tuple[int, ...], ...]:
    """The lasting modifiers made this turn that may still hold, as (card whose text
    made it or -1, origin ORIGIN_*, target, kind MOD_*, skill or -1, delta, until
    UNTIL_*): those lasting to the end of a mission only if made during the current
    one."""
    _origins_noted(game)
    st = game.state
    rows = st.memory.get(MODIFIER_ORIGINS, ())
    out: list[tuple[int, ...]] = []
    if not rows or rows[0] != st.turn:
        return ()
    for i in range(0, len(rows) - _MOD_ROW + 1, _MOD_ROW):
        until = rows[i + 8]
        if until != UNTIL_TURN_END and rows[i + 1] != st.mission:
            continue
        out.append(tuple(rows[i + 2:i + 9]))
    return tuple(out)


def end_modifier(game: GameCore, row: tuple[int, ...]) -> bool:
    """A modifier of `modifiers_this_turn` ends now (the one it names, or one equal to
    it: the same change to the same card); False when none holds any more."""
    _origins_noted(game)
    st = game.state
    entry = (row[2], row[3], row[4], row[5])
    until = row[6]
    found = False
    for mods in ((st.turn_mods,) if until == UNTIL_TURN_END else
                 (st.mission_mods, st.later_mods) if until == UNTIL_NEXT_MISSION_END
                 else (st.mission_mods,)):
        if entry in mods:
            mods.remove(entry)
            found = True
    rows = st.memory.get(MODIFIER_ORIGINS, ())
    for i in range(0, len(rows) - _MOD_ROW + 1, _MOD_ROW):
        if tuple(rows[i + 2:i + 9]) == row and rows[i] == st.turn:
            st.memory[MODIFIER_ORIGINS] = rows[:i] + rows[i + _MOD_ROW:]
            break
    if found:
        game.record("modifier ended", game.facts[row[2]].owner, row[2], -row[5])
        game._version += 1
    return found


# A triggered text held back as it would resolve (`Replace.TRIGGER`): the memory key of
# the card whose text it is, holding the event (kind number, player, card, value).
HELD_TRIGGER: Final = "held trigger"


def hold_trigger(game: GameCore, source: int, event: TriggerEvent) -> None:
    """`source`'s triggered text about `event` is held back: the event kept on the card
    (`HELD_TRIGGER`), then the replacement carried out (it may resolve it after all,
    `Surface.use_held_trigger`)."""
    kind = TRIGGER_NUMBER[event.kind]
    game.state.memory[(source, HELD_TRIGGER)] = (kind, event.player, event.card,
                                                 event.value)
    replaced(game, Replace.TRIGGER, event.player, source, kind)
