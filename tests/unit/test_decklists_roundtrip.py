"""Hypothesis round trips: any deck of fixture cards survives save + load in every format."""

from __future__ import annotations

import tempfile
from pathlib import Path

from factories import ALL_CARDS, fixture_db
from hypothesis import given, settings
from hypothesis import strategies as st

from stargate_vcg.decklists.io import FORMATS, load_deck, save_deck
from stargate_vcg.decklists.model import SECTIONS, Deck, DeckEntry, Game, Section

DB = fixture_db()
_EXTENSION = {"yaml": ".yaml", "text": ".txt", "o8d": ".o8d"}

entries = st.lists(
    st.builds(lambda card, quantity: DeckEntry(name=card.name, quantity=quantity, card=card),
              st.sampled_from(ALL_CARDS), st.integers(min_value=1, max_value=99)),
    max_size=8,
)
decks = st.builds(
    lambda team, missions, deck, name: Deck(
        game=Game.STARGATE, name=name,
        sections={Section.TEAM: team, Section.MISSIONS: missions, Section.DECK: deck}),
    entries, entries, entries.filter(bool),
    st.none() | st.text(st.characters(categories=("L", "N"), include_characters=" '"),
                        min_size=1, max_size=20).map(lambda s: " ".join(s.split())).filter(bool),
)


def _shape(deck: Deck) -> dict[Section, list[tuple[str | None, int]]]:
    return {s: [(e.card_id, e.quantity) for e in deck.section(s)]
            for s in SECTIONS[Game.STARGATE]}


@settings(max_examples=40, deadline=None)
@given(deck=decks, fmt=st.sampled_from(FORMATS))
def test_round_trip_keeps_sections_quantities_ids_and_name(deck: Deck, fmt: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"deck{_EXTENSION[fmt]}"
        save_deck(deck, path)
        again = load_deck(path, cards=DB)
        assert again.format == fmt
        assert _shape(again) == _shape(deck)
        assert again.name == deck.name
        # Saving what was loaded gives the same file back.
        second = Path(folder) / f"again{_EXTENSION[fmt]}"
        save_deck(again, second)
        assert second.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


@settings(max_examples=40, deadline=None)
@given(data=st.binary(max_size=200) | st.text(max_size=200).map(str.encode),
       fmt=st.sampled_from(FORMATS))
def test_any_bytes_load_or_raise_deck_file_error(data: bytes, fmt: str) -> None:
    """Garbage never escapes as another exception (a traceback for the user)."""
    from stargate_vcg.errors import DeckFileError

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"deck{_EXTENSION[fmt]}"
        path.write_bytes(data)
        try:
            deck = load_deck(path, cards=DB, strict=False)
        except DeckFileError as error:
            assert str(path) in str(error)
        else:
            assert deck.count() >= 1


def _trek_decks() -> st.SearchStrategy[Deck]:
    from stargate_vcg.cards.trek_db import load_trek_cards

    trek = load_trek_cards()
    trek_entries = st.lists(
        st.builds(lambda card, quantity: DeckEntry(name=card.name, quantity=quantity,
                                                   card=card),
                  st.sampled_from(trek), st.integers(min_value=1, max_value=99)),
        min_size=1, max_size=10)
    return st.builds(lambda deck: Deck(game=Game.TREK, sections={Section.DECK: deck}),
                     trek_entries)


@settings(max_examples=20, deadline=None)
@given(deck=_trek_decks(), fmt=st.sampled_from(["yaml", "text"]))
def test_trek_round_trip(deck: Deck, fmt: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"deck{_EXTENSION[fmt]}"
        save_deck(deck, path)
        again = load_deck(path)
        assert again.game is Game.TREK
        assert ([(e.card_id, e.quantity) for e in again.section(Section.DECK)]
                == [(e.card_id, e.quantity) for e in deck.section(Section.DECK)])
