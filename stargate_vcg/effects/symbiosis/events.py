"""Symbiosis: events (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OBSTACLES,
    Cant,
    Card,
    Do,
    DoAll,
    DoN,
    If,
    Modes,
    OnPlay,
    OwnCost,
    PurgeThis,
    Seq,
    Simple,
    StopToPlay,
    destroy,
    gets,
    ready,
)
from stargate_vcg.effects.vocab import (
    ask,
    character,
    obstacle,
    select,
    stopped,
    support_character,
    team_character,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    PURGED_PILE,
    CardEffect,
    PlayCost,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, SCIENCE, UNTIL_TURN_END, Surface


def _failed_this_turn(t: Surface, source: int) -> int:
    return t.failed_mission_count(source)


class StopTokraTeamCharacterToPlay(CardEffect):
    """"To play this event, stop one of your Tok'ra team characters"."""

    cost = PlayCost(stop=1, which=lambda t, s, c: t.is_team_character(c)
                    and t.has_trait(c, "Tok'ra"))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


def _combat_mission(t: Surface, source: int) -> bool:
    return t.mission >= 0 and COMBAT in t.mission_skills()


def _to_science(t: Surface, source: int) -> bool:
    t.change_mission_skill(t.mission, SCIENCE)
    return True


card("b5c95a66-4fc4-4dd5-9cb8-64068af36341", "Ambitious Plan",
     Card(StopTokraTeamCharacterToPlay(),
          OnPlay(Seq(If(_combat_mission, Simple(_to_science)), PurgeThis()))))
card("349c45ff-ffe9-4dbd-b721-d35c5521c607", "Mobilization",
     Card(OwnCost(lambda t, s: -_failed_this_turn(t, s)),
          OnPlay(Seq(Do(ready, character),
                     DoN(ready, character & trait("Russian"), _failed_this_turn)))))


# --- batch 2 ---------------------------------------------------------------------------


class StopJaffaTeamCharacterToPlay(CardEffect):
    """"To play this event, stop one of your Jaffa team characters"."""

    cost = PlayCost(stop=1, which=lambda t, s, c: t.is_team_character(c)
                    and t.has_trait(c, "Jaffa"))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


def _stopped_rating(skill: int) -> Callable[[Surface, int], int]:
    """The chosen (stopped to play) character's rating in `skill`."""
    def amount(t: Surface, source: int) -> int:
        stopped = t.stopped_to_play(source)
        return (t.skill(stopped[0], skill) or 0) if stopped else 0
    return amount


def _destroy_complications(t: Surface, source: int) -> bool:
    for c in t.complications():
        t.destroy(c)
    return True


def _two_team_characters_stopped(t: Surface, source: int) -> bool:
    return sum(1 for c in t.stopped_to_play(source) if t.is_team_character(c)) >= 2


class ThisDoesNotSeemWise(CardEffect):
    """This Does Not Seem Wise: a character is readied with skills -1 for the turn, and
    is incapacitated if a mission fails while he is assigned there this turn. (The event
    is in the discard pile by then: its text works from there.)"""

    zones = frozenset({IN_PLAY, DISCARD_PILE})
    listens = frozenset({Trigger.MISSION_FAILED})

    def on_play(self, t: Surface, source: int) -> None:
        options = select(t, source, character & stopped)
        if options:
            ask(t, source, "ready", t.owner(source), options, "ready")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.ready(chosen[0])
            t.modify(chosen[0], -1, skills=True, until=UNTIL_TURN_END)
            t.remember(source, "unwise", (t.turn, chosen[0]))

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        mark = t.recall(source, "unwise")
        return (event.kind is Trigger.MISSION_FAILED and bool(mark) and mark[0] == t.turn
                and t.in_play(mark[1]) and t.is_assigned(mark[1]))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.incapacitate(t.recall(source, "unwise")[1])


card("cdbaf46c-afb6-4cad-a105-a6ee26afd09d", "Call to Action",
     Card(StopJaffaTeamCharacterToPlay(),
          OnPlay(Modes(
              ("by Culture", DoN(ready, support_character & trait("Jaffa"),
                                 _stopped_rating(CULTURE))),
              ("by Combat", DoN(ready, support_character & trait("Jaffa"),
                                _stopped_rating(COMBAT)))))))
card("24485ecc-aa69-4449-b522-9da9d78e7506", "Brainstorming",
     Card(StopToPlay(3),
          OnPlay(Seq(Do(destroy, obstacle, among=OBSTACLES),
                     Simple(_destroy_complications),
                     If(_two_team_characters_stopped,
                        DoAll(destroy, obstacle, among=OBSTACLES))))))
card("f4807a18-a427-4788-bc3b-7a7ebac87204", "This Does Not Seem Wise",
     ThisDoesNotSeemWise())


# --- batch 3 ---------------------------------------------------------------------------


class Deception(CardEffect):
    """Deception: paid by stopping a character (a Tok'ra draws his player a card), then
    purged; its player gains 2 power as his opponent's next power phase ends (the text
    works on from the purged pile, where the event waits: the one part of its text
    that outlasts it; from the discard pile too, should it go there)."""

    zones = frozenset({IN_PLAY, DISCARD_PILE, PURGED_PILE})
    listens = frozenset({Trigger.POWER_PHASE_END})
    cost = PlayCost(stop=1)

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        if any(t.has_trait(c, "Tok'ra") for c in t.stopped_to_play(source)):
            t.draw(me, 1)
        t.remember(source, "pending", (t.turn,))
        t.purge(source)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        mark = t.recall(source, "pending")
        return (event.kind is Trigger.POWER_PHASE_END and bool(mark) and t.turn > mark[0]
                and event.player == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.forget(source, "pending")
        t.gain_power(t.owner(source), 2)


card("75c4b01b-d5d8-41b2-888c-c01511a0205f", "Deception", Deception())


class HardEarnedIntelligence(CardEffect):
    """Hard-Earned Intelligence: paid by stopping a character; its player sees his
    opponent's hand and names a villain card there: he gains its cost in power, and the
    opponent discards it if the stopped character was Tok'ra."""

    cost = PlayCost(stop=1)

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        options = tuple(c for c in t.hand(t.opponent(me)) if t.is_villain_card(c))
        if options:
            ask(t, source, "name", me, options, "name a villain card", hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            return
        t.gain_power(t.owner(source), t.printed_cost(chosen[0]))
        if any(t.has_trait(c, "Tok'ra") for c in t.stopped_to_play(source)):
            t.discard(chosen[0])


class Legwork(CardEffect):
    """Legwork: its player names a card of his opponent's hand; the opponent may discard
    it, or else his player's team characters get skills +1 for the turn."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        hand = t.hand(t.opponent(me))
        if hand:
            ask(t, source, "name", me, hand, "name a card", hidden=True)
        else:
            self._stronger(t, source)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "name" and chosen:
            ask(t, source, "discard", t.opponent(t.owner(source)), chosen,
                "discard it (or the team characters get skills +1)", optional=True,
                hidden=True)
        elif step == "discard" and chosen:
            t.discard(chosen[0])
        elif step == "discard":
            self._stronger(t, source)

    def _stronger(self, t: Surface, source: int) -> None:
        for c in t.team_characters(t.owner(source)):
            t.modify(c, 1, skills=True, until=UNTIL_TURN_END)


card("4ae5cfcf-8196-4387-8e41-35ec231a9716", "Hard-Earned Intelligence",
     HardEarnedIntelligence())
card("bf4ea584-a373-4b6a-8fed-ded0de868176", "Legwork", Legwork())


# Ruling: the affiliation traits are those the cards print as their affiliation.
AFFILIATIONS = frozenset({"SGC", "Jaffa", "Tok'ra", "Asgard", "Atlantis", "Russian", "NID",
                          "Destiny", "Ancient", "Goa'uld", "Political", "Ori", "Replicator",
                          "Wraith", "Tollan", "Nox", "Free Jaffa"})


def _affiliations_of_team(t: Surface, source: int) -> int:
    found = {a for c in t.team_characters(t.owner(source)) for a in AFFILIATIONS
             if t.has_trait(c, a)}
    return len(found)


def _playing_without_unity(t: Surface, source: int, player: int, action: object) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and _affiliations_of_team(t, source) < 3)


card("b1ed8d9d-3e48-40bb-a985-68a16e397e38", "Symbol of Unity",
     Card(Cant(_playing_without_unity, "Symbol of Unity needs three affiliations"),
          OnPlay(Seq(Do(ready, team_character),
                     DoAll(gets(1, skills=True), your & team_character)))))


def _supports_destroyed_this_turn(t: Surface, source: int) -> int:
    return sum(1 for c in t.destroyed_this_turn() if t.is_support_character(c))


def _avenge(t: Surface, source: int, card: int) -> bool:
    t.modify(card, _supports_destroyed_this_turn(t, source), skills=True)
    return True


card("8f2d8f4f-e39d-469f-bc12-7f018be101fb", "Avenge the Dead",
     Card(OnPlay(Do(_avenge, your & team_character & trait("Jaffa"),
                    prompt="skills +1 per support character destroyed this turn"))))
