"""A greedy Star Trek VCG agent, playing from the observation and the legal actions only.

It knows the card table (the 68 printed cards, public) and what its observation shows:
its hand, the characters and equipment in play, the Status and the Danni. Any decision
it does not know gets the first legal action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from stargate_vcg.engine.trek.actions import (
    AttemptImpresa,
    Declare,
    Discard,
    DrawAndPass,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    Reveal,
)
from stargate_vcg.engine.trek.observation import TrekObservation
from stargate_vcg.engine.trek.table import EQUIPAGGIAMENTO, IMPRESA, PERSONAGGIO, CardTable

TEAM_SIZE = 4  # characters in play worth having before holding the rest back


def completes(table: CardTable, obs: TrekObservation, impresa: int,
              participants: Sequence[int]) -> bool:
    """Impresa P.31.7 and P.30 from what the observation shows: category sums with
    equipment, minus the Danni at the current alert level, against the minima."""
    rules = table.rules[impresa]
    equip = {} if rules.no_equipment else {c: e for seat in obs.characters
                                           for c, e in seat if e is not None}
    sums = [0, 0, 0, 0]
    for c in participants:
        for i, v in enumerate(table.cats[c]):
            sums[i] += v
        e = equip.get(c)
        if e is not None:
            for i, v in enumerate(table.modifier[e]):
                sums[i] += v
    alert = table.alert[obs.status] if obs.status >= 0 else 0
    for d in obs.danni:
        for i, v in enumerate(table.penalty[d][alert]):
            sums[i] -= v
    if any(sums[i] < minimum for i, minimum in table.minimum[impresa]):
        return False
    return all(any(a in table.attrs[c] for c in participants) for a in rules.requires)


class GreedyTrekAgent:
    """Puts characters into play up to four, equips its own; attempts only the imprese
    it can complete with its characters in play (the most points, fewest characters);
    bluffs with a spare card face down (an Impresa or Danni it holds) so that others may
    join; joins another's Impresa when the cards in view already complete it."""

    needs_observation = True

    def __init__(self, table: CardTable) -> None:
        self.table = table

    def choose(self, observation: object, legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1 or not isinstance(observation, TrekObservation):
            return legal_actions[0]
        obs = observation
        table = self.table
        attempts = [a for a in legal_actions if isinstance(a, AttemptImpresa)
                    and completes(table, obs, a.card, a.participants)]
        if attempts:
            return max(attempts, key=lambda a: (table.points[a.card], -len(a.participants)))
        mine = [c for c, _ in obs.characters[obs.player]]
        plays = [a for a in legal_actions if isinstance(a, PlayCard)]
        people = [a for a in plays if table.kind[a.card] == PERSONAGGIO]
        if people and len(mine) < TEAM_SIZE:
            return max(people, key=lambda a: sum(table.cats[a.card]))
        gear = [a for a in plays if table.kind[a.card] == EQUIPAGGIAMENTO
                and a.target in mine]
        if gear:
            return gear[0]
        secrets = [a for a in legal_actions if isinstance(a, PlaceSecrets)]
        if secrets:
            return self._secrets(secrets)
        reveals = [a for a in legal_actions if isinstance(a, Reveal)]
        if reveals:
            return max(reveals, key=lambda a: len(a.cards))
        declares = [a for a in legal_actions if isinstance(a, Declare)]
        if declares:
            return self._declare(obs, declares)
        discards = [a for a in legal_actions if isinstance(a, Discard)]
        if discards:  # shed the card least likely to score: not a character
            return min(discards, key=lambda a: (table.kind[a.card] == PERSONAGGIO,
                                                table.value[a.card]))
        for kind in (EndTurn, DrawAndPass, Pass):
            for action in legal_actions:
                if type(action) is kind:
                    return action
        return legal_actions[0]

    def _secrets(self, options: list[PlaceSecrets]) -> PlaceSecrets:
        """A bluff: one spare card that is no character (so nothing is risked)."""
        kinds = self.table.kind
        bluffs = [a for a in options
                  if len(a.cards) == 1 and kinds[a.cards[0]] != PERSONAGGIO]
        bluffs.sort(key=lambda a: kinds[a.cards[0]] != IMPRESA)  # a spare Impresa first
        if bluffs:
            return bluffs[0]
        empty = [a for a in options if not a.cards]
        return empty[0] if empty else options[0]

    def _declare(self, obs: TrekObservation, options: list[Declare]) -> Declare:
        impresa = obs.impresa
        nothing = min(options, key=lambda a: len(a.characters))
        if impresa is None:
            return nothing
        seen = list(obs.participants)
        if completes(self.table, obs, impresa, seen):
            return max(options, key=lambda a: len(a.characters))
        return nothing
