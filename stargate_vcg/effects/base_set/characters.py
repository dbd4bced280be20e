"""Base Set team and support characters, events and gear (by card id; each class is
named after its card's title; no card text here: data policy)."""

from __future__ import annotations

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.vocab import (
    COMBAT,
    SkillsBonus,
    Text,
    about_this,
    ask,
    assigned,
    character,
    has_glyphs,
    obstacle,
    other,
    played_this,
    power_at_least,
    rated,
    select,
    support_character,
    this,
    this_assigned,
    this_ready,
    trait,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import (
    TEXT_FAILURE,
    Ability,
    AbilityCost,
    CardEffect,
    PlayCost,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

# --- heroes ------------------------------------------------------------------------------


class Anise(CardEffect):
    """Determined Archaeologist: when played, may stop a team character; if so, ready a
    different one."""

    listens = frozenset({Trigger.CARD_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        stoppable = [c for c in t.team_characters(me) if t.is_ready(c) or t.is_assigned(c)]
        ask(t, source, "stop", me, stoppable, "stop a team character?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "stop" and chosen and t.stop(chosen[0]):
            readiable = [c for c in t.team_characters(me)
                         if c != chosen[0] and (t.is_stopped(c) or t.is_assigned(c))]
            ask(t, source, "ready", me, readiable, "ready a different team character")
        elif step == "ready" and chosen:
            t.ready(chosen[0])


class Merrin(CardEffect):
    """Orbanian Urrone: when assigned, destroyed at the end of the current mission."""

    listens = frozenset({Trigger.ASSIGNED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.ASSIGNED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.after_mission(source, "destroy")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "destroy" and t.in_play(source):
            t.destroy(source)


class Darian(CardEffect):
    """Freedom Fighter: each time the opponent plays a complication, if he is ready,
    his owner gains 1 power."""

    listens = frozenset({Trigger.COMPLICATION_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.COMPLICATION_PLAYED and t.is_ready(source)
                and event.player == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


class NiceShot(CardEffect):
    """Event: a team character gets Combat +1 until the end of the mission, +2 if Jaffa.
    Ruling: one of the player's own team characters (the card helps the hero)."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        ask(t, source, "aim", me, t.team_characters(me), "a team character gets Combat")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            target = chosen[0]
            t.modify(target, 2 if t.has_trait(target, "Jaffa") else 1, skill=COMBAT)


class TopMinds(CardEffect):
    """Event; to play it, stop two characters: destroy an obstacle."""

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return PlayCost(stop=2)

    def on_play(self, t: Surface, source: int) -> None:
        ask(t, source, "destroy", t.owner(source), t.obstacles, "destroy an obstacle")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])


def _combat_obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, obstacle & rated(COMBAT), t.obstacles)


def _easier(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, -1, difficulty=True)


def _no_failure_text(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


class ZatGun(CardEffect):
    """Gear: stop it and pay 1, 2 or 3 power, aimed at a Combat obstacle: difficulty -1;
    its failure text removed; destroyed."""

    MODES = (
        Ability("Zat Gun: difficulty -1", AbilityCost(power=1, stop_self=True), _easier,
                targets=_combat_obstacles),
        Ability("Zat Gun: remove failure text", AbilityCost(power=2, stop_self=True),
                _no_failure_text, targets=_combat_obstacles),
        Ability("Zat Gun: destroy", AbilityCost(power=3, stop_self=True), _destroy_target,
                targets=_combat_obstacles),
    )

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES


card("7bc31821-102f-4c24-bf66-05eb14f37154", "Darian (Freedom Fighter)", Darian())
card("79974bc9-9b81-41e1-8868-c75f8fc58837", "Anise (Determined Archaeologist)", Anise())
card("cec32155-7eb9-4001-a923-1bf3b4ca0150", "Merrin (Orbanian Urrone)", Merrin())
card("cb1c3c22-ad98-4624-bc39-80a359347541", "Oma Desala (Guide to Ascension)",
     SkillsBonus(1, assigned & character & other, when=this_assigned))
card("0a124022-4054-4952-83d9-3ac43d16e7a1", "Gerak (Leader of the Jaffa)",
     SkillsBonus(1, this, when=power_at_least(4)))
card("dc4e26e7-2860-4851-9a5f-e53da0edf853", "Bra'tac (Jaffa Master)", Text(
    SkillsBonus(1, trait("Jaffa") & support_character,
                when=lambda t, s: this_ready(t, s) and has_glyphs(Glyph.LIBRA,
                                                                   Glyph.SCORPIUS)(t, s)),
    SkillsBonus(1, trait("Jaffa") & support_character,
                when=lambda t, s: this_ready(t, s) and has_glyphs(
                    Glyph.GEMINI, Glyph.PISCES, every=True)(t, s))))
card("c849f29f-a7c0-471d-87f0-c1b1a381d635", "Nice Shot", NiceShot())
card("4e172aed-da95-4717-a2a3-55bdf3835dca", "Top Minds", TopMinds())
card("a853c2fe-bd32-44fb-9794-5213d00dfe22", "Zat Gun", ZatGun())


