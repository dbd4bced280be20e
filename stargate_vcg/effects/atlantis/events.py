"""Atlantis: events (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import Card, OnPlay, Search, StopToPlay
from stargate_vcg.effects.vocab import support_character

card("78272fe4-9889-4224-ae7a-293a032e7ef3", "Help Is on the Way",
     Card(StopToPlay(1), OnPlay(Search(support_character))),
     partial="the discount for stopping a wounded character is not played (no wounds)")
