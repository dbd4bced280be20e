"""Epilogue: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    PLAYS,
    Abilities,
    Card,
    CostChange,
    DifficultyOf,
    Do,
    Draw,
    Failure,
    Gain,
    Seq,
    SkillBonus,
    Success,
    destroy,
)
from stargate_vcg.effects.rise_of_the_ori.characters import _plays
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    Pick,
    character,
    has_glyphs,
    select,
    support_character,
    this,
    trait,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import HAND, IN_PLAY, Ability, AbilityCost
from stargate_vcg.engine.stargate.surface import Surface

Effect = Callable[[Surface, int, ActivateAbility], None]
Targets = Callable[[Surface, int], Sequence[int]]


class HandText(Card):
    """A card with abilities used by discarding it from its owner's hand (its other text
    works in play, as usual)."""

    zones = frozenset({IN_PLAY, HAND})


def _hero_only(t: Surface, source: int) -> bool:
    return t.owner(source) == t.hero


def _in_play(t: Surface, source: int) -> bool:
    return t.in_play(source)


def from_hand(text: str, power: int, effect: Effect, targets: Targets | None = None,
              hero_only: bool = False) -> Ability:
    """"Discard <this card> from your hand, pay N power -- ...": the card is discarded as
    the cost is paid, then `effect` happens."""
    def run(t: Surface, source: int, action: ActivateAbility) -> None:
        t.discard(source)
        effect(t, source, action)
    return Ability(text, AbilityCost(power=power), run, targets=targets, from_hand=True,
                   usable=_hero_only if hero_only else None)


def _easier_if(*skills: int) -> Effect:
    """The current mission, if it needs one of `skills`, gets difficulty -1."""
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        if t.mission >= 0 and any(s in t.mission_skills() for s in skills):
            t.modify(t.mission, -1, difficulty=True)
    return effect


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


def _complications(t: Surface, source: int) -> Sequence[int]:
    return t.complications()


def _draw_per_obstacle(t: Surface, source: int, action: ActivateAbility) -> None:
    n = len(t.obstacles) + t.complication_count
    if n:
        t.draw(t.owner(source), n)


def _opponent_loses_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.lose_power(t.opponent(t.owner(source)), 1)


class SkilledObstacleBuster(HandText):
    """"Discard him from your hand, pay X+1 power: destroy a <skill> obstacle at the
    current mission whose cost is X": one ability per cost among such obstacles."""

    def __init__(self, name: str, skill: int) -> None:
        super().__init__()
        self.name, self.skill = name, skill
        self._used = frozenset({"abilities"})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        rated = [o for o in t.obstacles if t.printed_rating(o, self.skill) is not None]
        costs = sorted({t.printed_cost(o) for o in rated})
        return tuple(from_hand(f"{self.name}: destroy an obstacle costing {x}", x + 1,
                              _destroy_target, _rated_costing(self.skill, x))
                     for x in costs)

    def fixed_abilities(self) -> None:
        return None


def _rated_costing(skill: int, x: int) -> Targets:
    return lambda t, s: tuple(o for o in t.obstacles if t.printed_cost(o) == x
                              and t.printed_rating(o, skill) is not None)


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _readiable(pick: Pick) -> Targets:
    """Characters `pick` accepts that can be readied (stopped, or assigned)."""
    return lambda t, s: tuple(c for c in select(t, s, pick & character)
                              if t.is_stopped(c) or t.is_assigned(c))


_jaffa = trait("Jaffa")
_destiny = trait("Destiny")


def _skills_up_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True)


def _supporters(pick: Pick) -> Targets:
    return lambda t, s: select(t, s, pick & support_character)


def _assigned(t: Surface, s: int) -> bool:
    return t.is_assigned(s)


_mission = Pick(lambda t, s, c: t.is_mission(c))

card("74402499-4695-4d80-a8e9-4eb273f2e46e", "Bra'tac (Spry Warrior)", HandText(Abilities(
    from_hand("Bra'tac: a Culture or Combat mission gets easier", 1,
              _easier_if(CULTURE, COMBAT)))))
card("132b735f-186f-46f7-86e3-5d613ae8c118", "Harold Maybourne (Unprincipled Colonel)",
     HandText(Abilities(from_hand("Harold Maybourne: a Science or Ingenuity mission gets "
                                  "easier", 1, _easier_if(SCIENCE, INGENUITY)))))
card("dd6e8f1d-2314-481e-b996-5715461bb007", "Evan Lorne (Inexperienced Major)",
     HandText(Abilities(from_hand("Evan Lorne: destroy a complication", 0, _destroy_target,
                                  _complications))))
card("ecb73c52-76be-4b74-9bec-43b89a268380", "Malcolm Barrett (NID Liaison)",
     HandText(Abilities(
         from_hand("Malcolm Barrett: draw per obstacle", 1, _draw_per_obstacle,
                   hero_only=True),
         Ability("Malcolm Barrett: the opponent loses 1 power", AbilityCost(stop_self=True),
                 _opponent_loses_one, usable=_in_play))))
card("0786ff57-a09b-4a05-98eb-9f5ec96877b4", "Brightman (Medical Doctor)",
     SkilledObstacleBuster("Brightman", SCIENCE))
card("40f8a2cc-f7a2-4c0f-a64a-54fcf9b406d5", "Delex (Secretive Ally)",
     SkilledObstacleBuster("Delek", CULTURE))
card("67e75490-b496-44a6-b85c-b059fa086292", "Michael Griff (SG-2 Team Leader)",
     SkilledObstacleBuster("Michael Griff", COMBAT))
card("64b361f9-c645-46f4-a670-3e73a0e6f361", "Vanessa James (Astute Lieutenant)",
     SkilledObstacleBuster("Vanessa James", INGENUITY))
# The discount for a Destiny (Jaffa) target: the same ability listed at the lower cost
# for those targets.
card("55f858f7-00dc-4b9e-bdfb-0a73a3bc0f1b", "Darren Becker (Ship Cook)", HandText(Abilities(
    from_hand("Darren Becker: a support character gets skills +1", 1, _skills_up_target,
              _supporters(~_destiny)),
    from_hand("Darren Becker: a Destiny support character gets skills +1", 0,
              _skills_up_target, _supporters(_destiny)))))
card("f098b6df-721a-4748-a1b4-51c0e1c2c7e0", "Shaq'rel (Jaffa Rebel)", HandText(Abilities(
    from_hand("Shaq'rel: ready a character", 4, _ready_target, _readiable(~_jaffa),
              hero_only=True),
    from_hand("Shaq'rel: ready a Jaffa character", 3, _ready_target, _readiable(_jaffa),
              hero_only=True))))
card("e3914c42-100b-4f3c-ae76-268cc448902e", "M'zel (Respected Warrior)",
     Card(CostChange(-1, lambda t, s, p, a: t.is_assigned(s)
                     and _plays(support_character & _jaffa)(t, s, p, a), on=PLAYS)))
card("71bcb2ef-9645-45e0-9da3-10f17cd14919", "Harmony (Bratty Princess)",
     Card(DifficultyOf(1, _mission), Success(Seq(Gain(3), Draw(2))),
          Failure(Do(destroy, this))))
card("5fa970e7-43c7-48ba-9107-96e95f1d1fa3", "Jonas Quinn (Driven Explorer)", Card(
    SkillBonus(SCIENCE, 1, this, has_glyphs(Glyph.GEMINI)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI)),
    SkillBonus(CULTURE, 1, this, has_glyphs(Glyph.LIBRA)),
    SkillBonus(INGENUITY, 1, this, has_glyphs(Glyph.LIBRA)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True)),
    SkillBonus(INGENUITY, 1, this, has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True))))
