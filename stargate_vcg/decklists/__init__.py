"""Decklists: the Deck model and the YAML, text and OCTGN .o8d formats."""

from stargate_vcg.decklists.model import SECTIONS, Deck, DeckEntry, Game, Section

__all__ = ["SECTIONS", "Deck", "DeckEntry", "Game", "Section"]
