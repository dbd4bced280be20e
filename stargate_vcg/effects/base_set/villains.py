"""Base Set obstacles, adversaries and missions (by card id; each class is named after
its card's title; no card text here: data policy)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.vocab import (
    about_this,
    ask,
    played_this,
)
from stargate_vcg.engine.stargate.actions import Action, Revive
from stargate_vcg.engine.stargate.effects import (
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

# --- villains ----------------------------------------------------------------------------


class AlienOrb(CardEffect):
    """Obstacle: when played, a chosen team character is blocked (by it); Failure: the
    chosen character is incapacitated. Ruling: one of the hero's team characters."""

    listens = frozenset({Trigger.CARD_PLAYED, Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source) or event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.CARD_PLAYED:
            ask(t, source, "block", t.owner(source), t.team_characters(t.hero),
                "a team character is blocked")
            return
        for chosen in t.recall(source, "chosen"):
            if t.in_play(chosen):
                t.incapacitate(chosen)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.remember(source, "chosen", chosen)
            t.block(chosen[0], by=source)


class WaterBasedLifeForms(CardEffect):
    """Obstacle; Failure: its owner chooses one: stop a team character, or destroy a
    support character (of the hero, whose mission failed)."""

    listens = frozenset({Trigger.FAILURE})
    STOP, DESTROY = 0, 1

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def _targets(self, t: Surface, mode: int) -> list[int]:
        if mode == self.STOP:
            return [c for c in t.team_characters(t.hero) if t.is_ready(c) or t.is_assigned(c)]
        return list(t.support_characters(t.hero))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        modes = [m for m in (self.STOP, self.DESTROY) if self._targets(t, m)]
        labels = ["stop a team character", "destroy a support character"]
        ask(t, source, "mode", t.owner(source), modes, "choose one",
            labels=[labels[m] for m in modes])

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "mode" and chosen:
            mode = chosen[0]
            ask(t, source, "target", t.owner(source), self._targets(t, mode),
                "stop a team character" if mode == self.STOP
                else "destroy a support character", args=(mode,))
        elif step == "target" and chosen:
            if args[0] == self.STOP:
                t.stop(chosen[0])
            else:
                t.destroy(chosen[0])


class Anubis(CardEffect):
    """Banished Lord: when played, destroy a support character; each time he is revived,
    the opponent destroys one of his support characters. Ruling: the support
    characters in play this turn are the hero's (the others' are ignored)."""

    listens = frozenset({Trigger.CARD_PLAYED, Trigger.REVIVED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source) or about_this(event, Trigger.REVIVED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        supports = t.support_characters(t.hero)
        chooser = me if event.kind is Trigger.CARD_PLAYED else t.opponent(me)
        ask(t, source, "destroy", chooser, supports, "destroy a support character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])


class Fifth(CardEffect):
    """Hardened Foe: each time revived, the top card of his owner's deck goes face down
    beneath him; difficulty +1 and revive cost +1 per card beneath him."""

    listens = frozenset({Trigger.REVIVED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.REVIVED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.place_top_of_deck_beneath(t.owner(source), source)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return len(t.beneath(source)) if target == source else 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return len(t.beneath(source)) if adversary == source else 0


class ContactTheAsgard(CardEffect):
    """Mission; Success: assigned adversaries can't be revived (at this mission)."""

    listens = frozenset({Trigger.SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.remember(source, "succeeded", (t.turn,))

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        if isinstance(action, Revive) and t.mission == source and \
                t.recall(source, "succeeded") == (t.turn,):
            return "Contact the Asgard: assigned adversaries can't be revived"
        return None


card("49024236-34db-47d5-a6c8-f3e46a8eff46", "Alien Orb", AlienOrb())
card("cde9da8d-f010-4ff4-858e-c0777b931ecc", "Water-Based Life Forms", WaterBasedLifeForms())
card("2ecceca6-cd9d-4323-9aa4-6408626785b3", "Anubis (Banished Lord)", Anubis())
card("8bf76cbe-2ddb-4c7c-85d6-b58f0f6c8570", "Fifth (Hardened Foe)", Fifth())
card("55047674-bacb-42d3-b9b7-ad515f27830c", "Contact the Asgard (Cimmeria)",
     ContactTheAsgard())

