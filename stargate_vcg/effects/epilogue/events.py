"""Epilogue: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    PLAYS,
    AtMissionEnd,
    Card,
    CostChangeBy,
    Do,
    Draw,
    Forget,
    FromDiscardToo,
    On,
    OnPlay,
    Refill,
    Seq,
    Simple,
)
from stargate_vcg.effects.vocab import assigned, character, count_of, with_glyph
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import Trigger
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
card("7a54173a-29a9-433f-9271-138ee8c9425a", "Meticulous Research", Card(OnPlay(Draw(1))),
     partial="the power gained (and the purge) as it reaches the discard pile is not done")


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
