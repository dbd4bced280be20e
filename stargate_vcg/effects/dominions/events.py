"""Dominions: events (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    OPPONENT,
    Card,
    Do,
    DoAttached,
    Gain,
    If,
    Modes,
    OnPlay,
    Op,
    OwnCost,
    Seq,
    StopToPlay,
    choose,
    ready_incapacitated,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    adversary,
    any_of,
    assigned,
    character,
    gear_card,
    incapacitated,
    ready,
    select,
    team_character,
    trait,
)
from stargate_vcg.engine.stargate.surface import Surface

_wraith_about = any_of(adversary & trait("Wraith") & (ready | assigned))


def _brothers(t: Surface, source: int, card: int) -> bool:
    """Skills +1 per affiliation trait found among the other assigned team characters
    and missing from the picked one (this mission)."""
    own = t.traits(card)
    others: set[str] = set()
    for c in select(t, source, assigned & team_character):
        if c != card:
            others |= set(t.traits(c))
    n = len(others - own)
    if n:
        t.modify(card, n, skills=True)
    return True


card("5b42ddfc-0619-4a07-b995-8dba58200ae9", "The Gift of Life", Card(
    OwnCost(-2, when=_wraith_about),
    OnPlay(Seq(If(_wraith_about, Gain(2, OPPONENT)),
               Do(ready_incapacitated, incapacitated & character)))))
card("56bd0ba2-9c22-4edf-8747-e446d99eed63", "Brothers in Arms",
     Card(OnPlay(Do(_brothers, team_character))))


# Stopgap Fix: session 10 sp-cards15, at the end of the module.


# --- session 7 (sp-cards9) ---------------------------------------------------------------


class SpycraftReturn(Op):
    """With three or more cards in his opponent's score pile, that opponent picks one of
    them he owns, taken into his hand (onto his deck when the character stopped to play
    it is Tok'ra)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        pile = t.score_pile(them)
        options = tuple(c for c in pile if t.owner(c) == them)
        if len(pile) < 3 or not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, them, options, "take back a scored card", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if any(t.has_trait(c, "Tok'ra") for c in t.stopped_to_play(source)):
            t.put_on_deck(chosen[0])
        else:
            t.take_into_hand(chosen[0])
        self.finish(t, source, args, True)


card("821b3d13-e9a3-4b41-845b-ddf4bd505308", "Spycraft",
     Card(StopToPlay(1), OnPlay(SpycraftReturn())))


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _holder_of(t: Surface, source: int, card_: int) -> int:
    return next((h for h in select(t, source, character) if card_ in t.beneath(h)), -1)


_MOVING = -7  # marks the second step (the new holder) in the decision's args


class _MoveAttachment(DoAttached):
    """A gear that is a character's attachment (beneath him) is chosen, then the character it
    moves beneath (another one)."""

    def __init__(self) -> None:
        super().__init__(choose, gear_card, character, prompt="move which gear attachment")

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if len(args) >= 2 and args[-1] == _MOVING:
            t.place_beneath(args[-2], chosen[0])
            self.finish(t, source, args[:-2], True)
            return
        gear_ = chosen[0]
        holder = _holder_of(t, source, gear_)
        options = tuple(c for c in select(t, source, character) if c != holder)
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "move it beneath",
                 (*args, gear_, _MOVING))


# Stopgap Fix. Ruling: a gear attachment is a gear card beneath a character (the
# project's ruling on attachments, `dsl.attached_to`); it moves beneath another
# character, any player's, as the card says "another".
card("22e53c77-e85c-46be-851f-5118801e493c", "Stopgap Fix", Card(OnPlay(Modes(
    ("move a gear attachment", _MoveAttachment()),
    ("take a gear from the discard pile", Do(to_hand, gear_card, among=DISCARD))))))
