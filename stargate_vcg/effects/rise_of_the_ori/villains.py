"""Rise of the Ori obstacles and adversaries (by card id; each class is named after its
card's title; no card text here: data policy)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Card,
    Do,
    DoSome,
    Failure,
    OwnCost,
    WhenPlayed,
    block,
    stop,
)
from stargate_vcg.effects.vocab import character
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface


def mission_experience(t: Surface, source: int) -> int:
    """The current mission's experience (0 between missions)."""
    return t.printed_experience(t.mission) if t.mission >= 0 else 0


def _resolved(t: Surface) -> int:
    """Missions resolved this turn (a failed one counts once the mission is cleared)."""
    return t.successful_missions() + len(t.failed_missions())


class NextMissionHarder(CardEffect):
    """Obstacle; on failure, +1 difficulty for the mission played next. The text works on
    from the discard pile, where the obstacle goes as the mission is cleared. Ruling:
    "the next mission" is the one the hero plays next this turn, if he continues; it has
    the difficulty until it resolves."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})
    listens = frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        # The failed mission is counted as resolved once it is cleared: the next one is
        # current while the count is one more than now.
        t.remember(source, "next", (t.turn, _resolved(t) + 1, t.mission))

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        mark = t.recall(source, "next")
        if not mark or target != t.mission:
            return 0
        turn, resolved, failed = mark
        return 1 if (t.turn == turn and _resolved(t) == resolved and target != failed) else 0


card("3b694601-f040-42c5-bb75-5952db38a696", "Kali (The Destroyer)",
     Card(OwnCost(lambda t, s: -mission_experience(t, s)), Failure(Do(stop, character))))
card("77519387-617b-4ad3-85e7-cc28a3fa1d41", "Alliance in Jeopardy",
     Card(Failure(DoSome(stop, character, mission_experience))))
card("3dbc8c01-13ca-4699-ba0d-13c326467a6e", "Clues from the Past", NextMissionHarder())
card("3c2a95b2-3d0c-48da-82d3-22a71c8f3d5d", "Goa'uld Probe", NextMissionHarder())
card("7774d229-3a25-48d9-b6e4-9aac7ef2df78", "Super Pheromones",
     Card(WhenPlayed(Do(block, character))))
card("84e11f7f-be2b-43f2-973b-8e4be317a400", "Too Easy",
     Card(Failure(DoSome(stop, character, mission_experience, chooser=OPPONENT))))
