"""Rise of the Ori events (by card id; no card text here)."""

from __future__ import annotations

from functools import partial
from typing import Any, ClassVar

from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OPPONENT,
    Cant,
    Card,
    Do,
    DoAll,
    DoAnyNumber,
    DoUpTo,
    Draw,
    Forget,
    Modes,
    OnPlay,
    OwnCost,
    Seq,
    can_stop,
    destroy,
    discard,
    modify_by,
    ready,
    shuffle_into_deck,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    anything,
    assigned,
    character,
    count,
    event_card,
    gear,
    hero_card,
    obstacle,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import CardEffect, PlayCost
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

villain_card = Pick(lambda t, s, c: t.is_villain_card(c))
villain_ship = ship & villain_card
_stoppable = Pick(can_stop)


def _cheaper_per(affiliation: str) -> OwnCost:
    """Its own cost is 1 less per <affiliation> character (in effect) holding a glyph."""
    per = count(trait(affiliation) & character & with_glyph)
    return OwnCost(lambda t, s: -per(t, s))


def _glyph_count(t: Surface, source: int, card: int) -> int:
    return len(t.glyphs(card))


def _shares_a_glyph(t: Surface, a: int, b: int) -> bool:
    mine = {t.glyph_of(m) for m in t.glyphs(a)}
    return any(t.glyph_of(m) in mine for m in t.glyphs(b))


def _couple(t: Surface, source: int, card: int) -> bool:
    """The chosen character and each other character sharing a glyph with him."""
    t.modify(card, 1, skills=True)
    for other in select(t, source, character):
        if other != card and _shares_a_glyph(t, card, other):
            t.modify(other, 1, skills=True)
    return True


def _promote(t: Surface, source: int, card: int) -> bool:
    t.add_promotion_token(card)
    t.modify(card, 1, skills=True)
    return True


def _ready_then_block(t: Surface, source: int, card: int) -> bool:
    if not t.ready(card):
        return False
    t.block(card, until_mission_end=True)
    return True


def _stop_noting(t: Surface, source: int, card: int) -> bool:
    if not t.stop(card):
        return False
    t.remember(source, "stopped", (*t.recall(source, "stopped"), card))
    return True


def _costs_as_many_as_stopped(t: Surface, source: int, card: int) -> bool:
    return t.printed_cost(card) == len(t.recall(source, "stopped"))


def _stop_and_destroy_noting(t: Surface, source: int, card: int) -> bool:
    t.stop(card)
    t.remember(source, "destroyed", (card,))
    t.destroy(card)
    return True


def _costs_less_than_destroyed(t: Surface, source: int, card: int) -> bool:
    gone = t.recall(source, "destroyed")
    return bool(gone) and t.printed_cost(card) < t.printed_cost(gone[0])


_ancient_support = your & trait("Ancient") & support_character & _stoppable


def _plays_this_without(pick: Pick) -> Any:
    def test(t: Surface, source: int, player: int, action: Any) -> bool:
        return isinstance(action, PlayCard) and action.card == source and \
            not select(t, source, pick)
    return test


class _InOpponentsDiscard(DoUpTo):
    """`DoUpTo` among the opponent's discard pile, chosen by this card's player."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        pile = t.discard_pile(t.opponent(t.owner(source)))
        return select(t, source, self.pick, pile)


class StopAssignedToPlay(CardEffect):
    """"To play this card, stop one of your assigned characters"."""

    cost: ClassVar[PlayCost] = PlayCost(stop=1, which=lambda t, s, c: t.is_assigned(c))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


card("2b376bc4-a680-4bf6-81d1-90222483c312", "Conservation",
     Card(_cheaper_per("Tok'ra"), OnPlay(Do(to_hand, hero_card, among=DISCARD))))
card("54951413-b740-4a7b-8d35-95b8755e7177", "Harsh Justice",
     Card(_cheaper_per("Jaffa"), OnPlay(Do(destroy, adversary))))
card("f9ae1bc2-ad07-4a51-9a6b-977d8b1a7b42", "Proactive Stance",
     Card(_cheaper_per("NID"), OnPlay(Do(ready, gear))))
card("f694535e-8dae-4a81-adf5-c86de58d5f7a", "Proceeding with Caution",
     Card(_cheaper_per("Russian"),
          OnPlay(DoAll(modify_by(_glyph_count, skills=True), character & with_glyph))))
card("cdf19625-b3c2-41b0-811c-77ec9da8e7e9", "Protector of All",
     Card(_cheaper_per("Asgard"), OnPlay(Do(destroy, obstacle))))
card("88ea515b-1fd3-4307-bdaf-af5c23e67f62", "Fend Off",
     Card(OnPlay(Modes(("stop a villain ship", Do(stop, villain_ship)),
                       ("destroy a villain ship that is stopped",
                        Do(destroy, villain_ship & stopped))))))
card("731477fa-2d84-412a-81c1-89785e7777ce", "Indulgences",
     Card(OnPlay(Seq(DoAnyNumber(discard, anything, among=HAND, prompt="discard"), Draw(1)))))
card("37c8342d-db14-4704-8a1a-0bd091ced926", "Insight",
     Card(OnPlay(Do(_promote, team_character, prompt="promote"))))
card("8e792bd6-38e8-4a52-bf07-d132c4c9ca62", "Nice Enough Couple",
     Card(OnPlay(Do(_couple, character, prompt="skills +1"))))
card("8863a915-bb7b-4a37-bc5c-b0ea2ed0c948", "Part of the Plan",
     Card(OnPlay(Do(_ready_then_block, assigned & adversary, prompt="ready (and block)"))))
card("d3a2d255-7d74-4127-a000-bec1204adab7", "Scramble",
     Card(OnPlay(Do(ready, ship & hero_card))))
card("86afe39a-93b6-4c8a-ad63-6c03c8e4a21d", "Temptation",
     Card(OnPlay(Seq(Do(stop, adversary),
                     Do(stop, character, chooser=OPPONENT, optional=True)))))
# Ruling: the stops "to play" are the first step of the text (any number, none too: then
# an obstacle costing 0).
card("d5f9d981-a491-4027-96ab-514c6e9072e0", "Covert Strike",
     Card(OnPlay(Seq(Forget("stopped"),
                     DoAnyNumber(_stop_noting, your & team_character & _stoppable,
                                 prompt="stop"),
                     Do(destroy, obstacle & Pick(_costs_as_many_as_stopped))))))
# Ruling: the character stopped and destroyed "to play" is the first step of the text;
# the event can't be played without one.
card("6f6bd00b-faea-42f5-b854-16cd22dc7845", "Interference",
     Card(Cant(_plays_this_without(_ancient_support), "no Ancient support character"),
          OnPlay(Seq(Forget("destroyed"),
                     Do(_stop_and_destroy_noting, _ancient_support, prompt="stop and destroy"),
                     Do(destroy, adversary & Pick(_costs_less_than_destroyed))))))
card("dada5e57-5bf2-4bc0-a7c5-9e8071b5d31b", "Revisionist History",
     Card(StopAssignedToPlay(), OnPlay(Modes(
         ("your discard pile", DoUpTo(shuffle_into_deck, ~event_card, 4, among=DISCARD,
                                      prompt="shuffle into its deck")),
         ("your opponent's discard pile",
          _InOpponentsDiscard(shuffle_into_deck, ~event_card, 4,
                              prompt="shuffle into its deck"))))))
