"""Epilogue: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Card,
    Do,
    DoRemembered,
    Failure,
    Forget,
    Lose,
    OwnCost,
    Seq,
    WhenPlayed,
    block,
    destroy,
)
from stargate_vcg.effects.vocab import (
    Pick,
    count_of,
    gear,
    support_character,
    team_character,
    trait,
)
from stargate_vcg.engine.stargate.surface import Surface


def _fewer_skills_per_glyph(t: Surface, source: int, card: int) -> bool:
    """The chosen character gets skills -1 per glyph it holds, for the mission."""
    n = len(t.glyphs(card))
    if n:
        t.modify(card, -n, skills=True)
    return True


# Ruling: "no affiliation trait" reads as a card with no traits at all in its data.
_unaffiliated = Pick(lambda t, s, c: not t.traits(c))

card("c0f91482-ab80-457d-b0fa-e082ca9c79f0", "Coerced Photo Op",
     Card(WhenPlayed(Lose(2, OPPONENT))))
card("157b908c-6081-4a95-928f-0004fea64aee", "Distorted Recollection",
     Card(WhenPlayed(Do(_fewer_skills_per_glyph, team_character)),
          Failure(Lose(2, OPPONENT))))
# Ruling: "each Ancient gear" counts the Ancient gear in play on either side.
card("34959590-d833-4085-b607-bcf36f16500b", "Interdimensional Parasite",
     Card(OwnCost(lambda t, s: -count_of(gear & trait("Ancient"))(t, s)),
          Failure(Do(destroy, support_character))))
card("c4ea870d-7751-419b-a6c2-aee471a263a4", "Caught in the Crossfire",
     Card(WhenPlayed(Seq(Forget(), Do(block, support_character & _unaffiliated,
                                      remember="chosen"))),
          Failure(DoRemembered(destroy))))
