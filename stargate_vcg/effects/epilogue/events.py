"""Epilogue: events (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import AtMissionEnd, Card, Draw, OnPlay, Refill, Seq, Simple
from stargate_vcg.effects.vocab import assigned, character, count_of, with_glyph
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
