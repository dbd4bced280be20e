"""Epilogue: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    PLAYS,
    AtMissionEnd,
    Cant,
    Card,
    CostChangeBy,
    Do,
    DoAnyNumber,
    DoRemembered,
    Draw,
    Forget,
    FromDiscardToo,
    If,
    IfDid,
    May,
    MayPay,
    On,
    OnPlay,
    PaidPerCard,
    PurgeThis,
    Refill,
    Seq,
    Simple,
    destroy,
    discard,
    playing_this,
    purge,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    SCIENCE,
    Pick,
    adversary,
    anything,
    assigned,
    character,
    count_of,
    hero_card,
    obstacle,
    ready,
    select,
    ship,
    support_character,
    team_character,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import CardEffect, Replace, Trigger
from stargate_vcg.engine.stargate.surface import Surface

_glyph_holders = count_of(assigned & character & with_glyph)


def _reshuffle_and_draw(t: Surface, source: int) -> bool:
    """The hand goes back into the deck (shuffled), then two cards plus one per assigned
    character holding a glyph are drawn."""
    me = t.owner(source)
    t.shuffle_into_deck(tuple(t.hand(me)))
    t.draw(me, 2 + _glyph_holders(t, source))
    return True


card("ec683c9d-32cf-4c99-8423-15dad8a83574", "Magnified Intellect",
     Card(OnPlay(Seq(Simple(_reshuffle_and_draw), AtMissionEnd(Refill())))))
class GainThenPurged(CardEffect):
    """Meticulous Research: each time it would reach its owner's discard pile, whatever
    the reason (played, discarded, drained), he gains 1 power and it is purged instead
    (asked of the card itself wherever it is: `ops.discard_replaced`)."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.DISCARD and card == source

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.gain_power(t.owner(source), 1)
        t.purge(source)


card("7a54173a-29a9-433f-9271-138ee8c9425a", "Meticulous Research",
     Card(OnPlay(Draw(1)), GainThenPurged()))


# --- session 7 (sp-cards9) ---------------------------------------------------------------

_ARMED = "glyphs"


def _arm(t: Surface, source: int, card: int) -> bool:
    """The chosen character's glyphs, counted as the event resolves (ruling)."""
    t.remember(source, _ARMED, (len(t.glyphs(card)),))
    return True


def _armed(t: Surface, source: int) -> int:
    found = t.recall(source, _ARMED)
    return found[0] if found else 0


def _opponent_plays_obstacle(t: Surface, source: int, player: int, action: Any) -> bool:
    return (_armed(t, source) > 0 and player == t.opponent(t.owner(source))
            and isinstance(action, PlayCard) and t.is_obstacle(action.card))


# I'm In: its text lasts from the discard pile until the opponent's next obstacle of this
# mission is played (it then costs 1 more per glyph) or the mission ends.
card("5d323c2e-9cb5-4c88-bcc3-22bc9dbd136f", "I'm In", FromDiscardToo(
    OnPlay(Seq(Forget(_ARMED), Do(_arm, assigned & character & with_glyph,
                                  prompt="pick an assigned glyph holder"))),
    CostChangeBy(_armed, _opponent_plays_obstacle, on=PLAYS),
    On(Trigger.CARD_PLAYED, Forget(_ARMED),
       lambda t, s, e: _armed(t, s) > 0 and e.player == t.opponent(t.owner(s))
       and t.is_obstacle(e.card)),
    On(Trigger.MISSION_END, Forget(_ARMED))))


# --- Preflight Checks, Staff Weapon Barrage ---


def _block_and_note(t: Surface, source: int, card: int) -> bool:
    t.block(card, until_mission_end=True)
    t.remember(source, "blocked", (card,))
    return True


def _no_team_character_to_block(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and not select(t, source, _blockable_team))


_blockable_team = your & team_character & ready & Pick(lambda t, s, c: not t.is_blocked(c))


def _preflight_x(t: Surface, source: int) -> int:
    held = t.recall(source, "blocked")
    if not held:
        return 0
    return max(t.skill(held[0], COMBAT) or 0, t.skill(held[0], SCIENCE) or 0, 0)


def _assign_ship_armed(t: Surface, source: int, card: int) -> bool:
    if not t.assign_by_text(card):
        return False
    x = _preflight_x(t, source)
    if x:
        t.modify(card, x, firepower=True)
    return True


# Ruling: blocking the team character is its extra cost to play (not playable without a
# ready one to block), made as it is played; the ship assigned by its text pays no cost.
card("93d04fb8-b533-446f-b426-7b8b9dded023", "Preflight Checks", Card(
    Cant(_no_team_character_to_block, "Preflight Checks: block a team character to play it"),
    OnPlay(Seq(Forget("blocked"),
               Do(_block_and_note, _blockable_team, prompt="block a team character"),
               Do(_assign_ship_armed, your & ship & ready, optional=True,
                  prompt="assign a hero ship")))))


def _stop_counted(t: Surface, source: int, card: int) -> bool:
    if not t.stop(card):
        return False
    t.remember(source, "stopped", (*t.recall(source, "stopped"), card))
    return True


def _stopped_combat(t: Surface, source: int) -> int:
    return sum(max(0, t.skill(c, COMBAT) or 0) for c in t.recall(source, "stopped"))


def _difficulty_within(t: Surface, source: int, card: int) -> bool:
    ratings = [v for k in t.mission_skills() if (v := t.skill(card, k)) is not None]
    return (max(ratings) if ratings else 0) <= _stopped_combat(t, source)


def _all_jaffa(t: Surface, source: int) -> bool:
    stopped = t.recall(source, "stopped")
    return bool(stopped) and all(t.has_trait(c, "Jaffa") for c in stopped)


# Rulings: the characters are stopped (any number, one at a time) as it is played; an
# adversary's difficulty is its rating in the mission's skill (the higher of two).
card("123d62ba-a2e0-419a-b9a6-c5edd123d4dc", "Staff Weapon Barrage", Card(OnPlay(Seq(
    Forget("stopped"), Forget("target"),
    DoAnyNumber(_stop_counted, your & character & (ready | assigned) & Pick(
        lambda t, s, c: (t.skill(c, COMBAT) or 0) >= 1), prompt="stop a fighter"),
    Do(stop, assigned & adversary & Pick(_difficulty_within), remember="target"),
    If(lambda t, s: _all_jaffa(t, s) and bool(t.recall(s, "target")),
       Seq(MayPay(3, label="pay 3 to destroy it"),
           IfDid(DoRemembered(destroy, "target"))))))))


# --- session 8 sp-purge -------------------------------------------------------------------


def _nothing_else_in_hand(t: Surface, s: int, player: int, action: Any) -> bool:
    return playing_this(t, s, player, action) and len(t.hand(player)) < 2


def _cheaper_than_paid(t: Surface, s: int, c: int) -> bool:
    paid = t.recall(s, "paid")
    return bool(paid) and t.printed_cost(c) < t.printed_cost(paid[0])


# Inspiration. Ruling (as Censored Language, Lor Kor Harak): the card discarded to play it
# is chosen as it is played (it can be played only with another card in hand); the hero
# card taken is one of his discard pile costing less than it, the discarded card not
# being cheaper than itself.
card("2a4c2b5e-ca85-4228-ac8e-0a234129a573", "Inspiration",
     Card(Cant(_nothing_else_in_hand, "Inspiration: discard a card to play it"),
          OnPlay(Seq(Forget("paid"), Do(discard, anything, among=HAND, remember="paid"),
                     Do(to_hand, hero_card & Pick(_cheaper_than_paid), among=DISCARD),
                     PurgeThis()))))



def _no_noble_death(t: Surface, s: int, player: int, action: Any) -> bool:
    """Its cost: an assigned support character of his to purge, another card to discard."""
    if not playing_this(t, s, player, action):
        return False
    return len(t.hand(player)) < 2 or not any(
        t.is_support_character(c) and t.is_assigned(c) for c in t.cards_in_play(player))


def _purged_tokra_or_sgc(t: Surface, s: int) -> bool:
    return any(t.has_trait(c, "Tok'ra") or t.has_trait(c, "SGC")
               for c in t.recall(s, "noble"))


# A Noble Death. Ruling (as Inspiration): its costs are paid as it is played, the
# support character purged first, then the discard.
card("238d3eb3-9485-4ca1-b2d2-43a5e609891e", "A Noble Death",
     Card(Cant(_no_noble_death, "A Noble Death: an assigned support character to purge "
               "and a card to discard are needed"),
          OnPlay(Seq(Forget("noble"),
                     Do(purge, your & assigned & support_character, remember="noble"),
                     Do(discard, anything, among=HAND),
                     Do(destroy, obstacle | (assigned & adversary)),
                     If(_purged_tokra_or_sgc, May(Draw(1), label="draw a card"))))))


# --- session 10 sp-cards14 ---


def _any_card(t: Surface, s: int, c: int) -> bool:
    return True


def _readied_and_unblocked(t: Surface, source: int, card_: int) -> bool:
    did = t.ready(card_) if t.is_stopped(card_) else False
    if t.is_blocked(card_):
        did = t.unblock(card_) or did
    return did


_stopped_or_blocked = Pick(lambda t, s, c: t.is_stopped(c) or t.is_blocked(c))

# Quetzalcoatl's Revelation. Rulings: the cards discarded to play it are any of its
# player's hand (its cost paid after them: 1 less per card); the character is his
# choice among those stopped or blocked.
card("28922c1c-ca95-495f-98f2-26c69a9f03d3", "Quetzalcoatl's Revelation",
     Card(PaidPerCard(1, 1, 5, _any_card, discards=True),
          OnPlay(Do(_readied_and_unblocked, character & _stopped_or_blocked,
                    prompt="ready and/or unblock"))))
