"""The cached deck layouts (`layout.layout_for`): the same decks, unchanged, find the
layout built for them; a deck edited in place (an entry added, removed or replaced by
another card's) compiles again."""

from __future__ import annotations

from test_sg_engine_fixed_abilities import _decks

from stargate_vcg.decklists.model import Section
from stargate_vcg.effects import default_registry
from stargate_vcg.engine.stargate.layout import layout_for


def test_unchanged_decks_find_their_layout() -> None:
    decks, registry = _decks(), default_registry()
    first = layout_for(decks, registry)
    assert layout_for(decks, registry) is first
    assert layout_for(decks, None) is not first  # another registry
    # The same lists in a new dict: the same sections.
    decks[0].sections = dict(decks[0].sections)
    assert layout_for(decks, registry) is first


def test_a_deck_edited_in_place_compiles_again() -> None:
    decks, registry = _decks(), default_registry()
    first = layout_for(decks, registry)
    cards = decks[1].sections[Section.DECK]
    cards.append(cards[0])
    added = layout_for(decks, registry)
    assert added is not first
    assert len(added.facts) == len(first.facts) + cards[0].quantity
    cards.pop()
    removed = layout_for(decks, registry)
    assert removed is not added and len(removed.facts) == len(first.facts)
    other = next(e for e in cards if e.card != cards[0].card)
    cards[0] = other
    replaced = layout_for(decks, registry)
    assert replaced is not removed
    assert layout_for(decks, registry) is replaced
