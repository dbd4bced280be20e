"""Abydos: adversaries and obstacles (by card id; no card text here).

Rulings (the tests named after the cards play them):
- "A character", "a support character": the hero's (the only ones in effect this turn),
  chosen by the card's owner unless the text names the opponent.
- "They are blocked" by an obstacle as it is played: blocked by it (the block ends when
  it leaves play, glossary "block").
"""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    PLAYS,
    Card,
    CostChange,
    Difficulty,
    DifficultyOf,
    Do,
    DoN,
    DoRemembered,
    Failure,
    Forget,
    NextMission,
    OwnCost,
    Search,
    Seq,
    Success,
    WhenPlayed,
    block,
    destroy,
    incapacitate,
    stop,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    assigned,
    character,
    no_glyph,
    opponents,
    select,
    support_character,
    team_character,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign, PlayCard
from stargate_vcg.engine.stargate.effects import CardEffect
from stargate_vcg.engine.stargate.surface import Surface


def _failed_this_turn(t: Surface, source: int) -> bool:
    return bool(t.failed_missions())


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    t.ready(card)
    t.block(card, source)
    return True


def _jaffa_adversary_assigned(t: Surface, source: int) -> int:
    return 2 if select(t, source, assigned & adversary & trait("Jaffa")) else 1


def _assigned_affiliations(t: Surface, source: int) -> int:
    """How many different affiliation traits the assigned characters have between them
    (ruling: a card's traits are its affiliations)."""
    found: set[str] = set()
    for c in select(t, source, assigned & character):
        found |= t.traits(c)
    return len(found)


def _plays_a_card(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard)


def _assigns_a_card(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card >= 0 and (
        t.is_character(action.card) or t.is_adversary(action.card) or t.is_ship(action.card))


_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))


class _FirepowerOf(CardEffect):
    """"<pick> get firepower +N"."""

    def __init__(self, amount: int, pick: Pick) -> None:
        self.amount, self.pick = amount, pick

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return self.amount if self.pick(t, source, target) else 0


card("8ff7c4f0-195b-433b-9252-23c1b662d70e", "Retribution", Card(
    Difficulty(lambda t, s: 2 * t.successful_missions()),
    Failure(Do(destroy, opponents & support_character))))
card("65a91e1d-44cf-461a-b5ca-1a0bb5c19017", "Public Execution", Card(
    OwnCost(-1, when=_failed_this_turn),
    Difficulty(1, when=_failed_this_turn),
    Failure(Do(incapacitate, opponents & team_character))))
# Ruling: each of its outcomes makes the next mission played this turn 1 harder.
card("76a28b15-f666-4f21-bfc8-6a3ab2704267", "Ominous Discovery", Card(
    Success(NextMission(1)), Failure(NextMission(1))))
card("9ee16094-1025-4afb-a9f8-b593576c7465", "Miscommunication", Card(
    WhenPlayed(Seq(Forget(), Do(_ready_and_block, opponents & team_character & no_glyph,
                                remember="chosen", prompt="ready and block"))),
    Failure(DoRemembered(stop))))
card("d6ac095c-5edf-4ffb-aa59-5e1c1895eb35", "Prisoners of Ra", Card(
    WhenPlayed(Seq(Forget(), DoN(block, opponents & character, _jaffa_adversary_assigned,
                                 remember="chosen"))),
    Failure(DoRemembered(stop))))
card("a22a6cff-746d-420a-a357-eeff7c82071c", "Lost in Translation", Card(
    OwnCost(lambda t, s: -_assigned_affiliations(t, s))))
# Ruling: both parts bind both players (the text names no player).
card("5b3562ca-89b3-4f1a-ad67-49c2bbb660cc", "Sand Storm", Card(
    CostChange(1, _plays_a_card, on=PLAYS),
    CostChange(1, _assigns_a_card, on=ASSIGNMENTS)))
card("7da31a73-424b-4886-85f9-1e5450e93a1e", "Udajeet Strafing Run", Card(
    WhenPlayed(Search(_villain_ship & trait("Jaffa"))),
    _FirepowerOf(1, your & _villain_ship & trait("Jaffa"))))
card("7f247b10-5acf-4280-8632-2d6b81e979d9", "Jackal Guards", Card(
    DifficultyOf(1, adversary & trait("Goa'uld"))),
    partial="its play at another mission while Ra is assigned is not offered")
