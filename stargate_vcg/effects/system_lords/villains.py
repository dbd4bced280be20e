"""System Lords adversaries, obstacles and missions (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Card,
    Difficulty,
    Do,
    DoAll,
    Failure,
    Gain,
    OwnCost,
    WhenAssigned,
    WhenPlayed,
    destroy,
    return_to_hand,
    stop,
)
from stargate_vcg.effects.vocab import (
    about_this,
    ask,
    assigned,
    character,
    support_character,
    this,
)
from stargate_vcg.engine.stargate.effects import (
    SCORE_PILE,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface


class ApophisSerpentGod(CardEffect):
    """The Serpent God: from his owner's villain score pile, at the end of the
    opponent's power phase, his owner gains 1 power. Ruling (3+ players): "your
    opponent's power phase" is a turn in which his owner is the villain."""

    zones = frozenset({SCORE_PILE})
    listens = frozenset({Trigger.POWER_PHASE_END})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.POWER_PHASE_END and t.zone(source) == "villain score pile"
                and t.villain == t.owner(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


class ApophisEnemyOfSokar(CardEffect):
    """Enemy of Sokar: when his owner scores him, the opponent may destroy two of his
    support characters; if he doesn't, the owner may incapacitate a team character (of
    the opponent's: the hero's team in play this turn)."""

    zones = frozenset({SCORE_PILE})
    listens = frozenset({Trigger.SCORED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.SCORED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        hero = t.opponent(t.owner(source))
        supports = t.support_characters(hero)
        if len(supports) >= 2:
            ask(t, source, "sacrifice", hero, supports, "destroy two support characters?",
                optional=True, least=2, most=2)
        else:
            self._incapacitate(t, source)

    def _incapacitate(self, t: Surface, source: int) -> None:
        team = [c for c in t.team_characters(t.opponent(t.owner(source)))
                if not t.is_incapacitated(c)]
        ask(t, source, "incapacitate", t.owner(source), team,
            "incapacitate a team character?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "sacrifice" and chosen:
            for c in chosen:
                t.destroy(c)
        elif step == "sacrifice":
            self._incapacitate(t, source)
        elif chosen:
            t.incapacitate(chosen[0])


class BaalHeirToPower(CardEffect):
    """Heir to Power: when his owner scores him, he incapacitates a stopped team
    character (the opponent's: the hero's team in play this turn)."""

    zones = frozenset({SCORE_PILE})
    listens = frozenset({Trigger.SCORED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.SCORED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        team = [c for c in t.team_characters(t.opponent(t.owner(source))) if t.is_stopped(c)]
        ask(t, source, "incapacitate", t.owner(source), team,
            "incapacitate a stopped team character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.incapacitate(chosen[0])


class FalseLead(CardEffect):
    """Failure: its owner looks at the top card of the opponent's mission pile (shown
    to him only) and leaves it on top or puts it on the bottom (False Memory, Turncoat)."""

    listens = frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        pile = t.mission_pile(t.opponent(me))
        if pile:
            ask(t, source, "bottom", me, pile[-1:], "put it on the bottom?", optional=True,
                hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_mission(chosen[0], top=False)


def _assigned_characters(t: Surface, source: int) -> int:
    return len([c for c in t.assigned(t.hero) if t.is_character(c)])


card("1cb8e472-842c-49f2-80a9-b238cc504c1d", "Apophis (The Serpent God)", ApophisSerpentGod())
card("f11aa318-c75a-41d5-b041-0385aaefeab1", "Apophis (Enemy of Sokar)",
     ApophisEnemyOfSokar())
card("947656c8-b7bc-485d-9e61-398517998060", "Baal (Heir to Power)", BaalHeirToPower())
card("ff6d6c62-c814-4c4d-ac1d-5bc42c2d44fb", "Borren (Aschen Official)",
     Card(Failure(Do(stop, character))))
card("89a9e106-eedc-4fe1-ad45-0d0ea0b05c76", "Herak (First Prime of Anubis)",
     Card(WhenAssigned(this, Do(destroy, assigned & support_character, optional=True))))
card("a9105f54-5fe9-4813-b146-66e7e1bae85f", "Battle Losses",
     Card(Failure(Do(destroy, support_character, chooser=OPPONENT))))
card("7472e756-db84-4574-aeec-9c4b85703824", "Cut Off",
     Card(WhenPlayed(Do(return_to_hand, support_character, optional=True))))
card("0952c7d6-3fd0-4c23-97c0-abd06c691123", "Estrangement",
     Card(Failure(Do(return_to_hand, support_character))))
card("ed2ba1fb-5bb4-4b18-85a0-d6a056fcf5d7", "False Memory", FalseLead())
card("6a89ad25-9fee-44e3-8d08-f2db6de86818", "On Alert",
     Card(Difficulty(lambda t, s: len(t.failed_missions()))))
card("1eec68b9-414e-4870-a353-280ed57d2eee", "Security Field",
     Card(OwnCost(_assigned_characters)))
card("9921c22a-9945-4d8e-bb07-1d8de267e5d6", "Strained Relations", Card(Failure(Gain(2))))
card("ba7753ff-85d9-402e-ae1c-f72ce4720292", "Terminal Condition",
     Card(Failure(Do(destroy, support_character))))
card("872599fb-d11a-4fef-a2f9-d50e7bd8f33c", "Test of Worthiness",
     Card(Failure(DoAll(stop, character))))
card("fb828232-1751-4c35-8813-0e51ec498fa5", "Turncoat", FalseLead())
