"""Dominions: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    OPPONENT,
    Abilities,
    AtMissionEnd,
    Blocked,
    Card,
    CostChange,
    Draw,
    Gain,
    IfDid,
    Lose,
    May,
    MayPay,
    On,
    Otherwise,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    WhenAssigned,
    WhenPlayed,
)
from stargate_vcg.effects.rise_of_the_ori.characters import _plays_complication
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    Pick,
    adversary,
    any_of,
    assigned,
    character,
    count_of,
    glyph_kinds,
    has_glyphs,
    select,
    this,
    titled,
    trait,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


def _non_adversary_scored_by_opponent(t: Surface, source: int) -> bool:
    them = t.opponent(t.owner(source))
    return any(not t.is_adversary(c) for c in t.score_pile(them))


def _adversary_assigned(t: Surface, source: int) -> bool:
    return any_of(assigned & adversary)(t, source)


def _this_assigned_with(pick: Pick) -> Pick:
    return Pick(lambda t, s, c: c == s and t.is_assigned(s)
                and any(x != s for x in select(t, s, assigned & pick)))


def _destroy_this(t: Surface, source: int) -> bool:
    t.destroy(source)
    return True


def _own_power_phase_end(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.owner(source)


def _both_lose_one(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    them = t.opponent(me)
    t.lose_power(me, 1)
    t.lose_power(them, 1)
    if select(t, source, assigned & adversary & (trait("Goa'uld") | trait("Jaffa"))):
        t.discard_at_random(them)


def _altman_boost(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(source, 1, skills=True)


def _kalel_bonus(t: Surface, source: int) -> int:
    return min(t.successful_missions(), len(glyph_kinds(t, source)))


def _failed_this_turn(t: Surface, source: int) -> bool:
    return bool(t.failed_missions())


_own_gear = Pick(lambda t, s, c: t.is_gear(c) and t.owner(c) == t.owner(s))

card("cd21194c-a9bf-400d-8fbe-f65964a722f0", "Sarnouk (Tok'ra Envoy)",
     Card(SkillsBy(1, this, _non_adversary_scored_by_opponent)))
card("0428dd12-34c1-46f0-9cba-d5d3c8d9c417", "Rya'c (Son of Teal'c)", Card(
    SkillBonus(CULTURE, 1, this, has_glyphs(Glyph.GEMINI, Glyph.SCORPIUS)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI, Glyph.SCORPIUS)),
    CostChange(1, lambda t, s, p, a: _plays_complication(t, s, p, a) and t.is_assigned(s)
               and t.has_glyph(s, Glyph.PISCES), on=COMPLICATIONS),
    SkillsBy(1, this, lambda t, s: t.has_glyph(s, Glyph.TRIANGULUM)
             and _adversary_assigned(t, s))))
card("81ccab97-0457-4832-a600-1b2396f19b13", "Laura Michaels (U.S. Senator)", Card(
    WhenAssigned(this, Seq(May(Lose(1, OPPONENT), label="the opponent loses 1 power"),
                           IfDid(AtMissionEnd(Simple(_destroy_this)))))))
card("6a2a01f7-b9b2-4dee-9fcc-c2c1a28423b3", "Teal'c (Patient Mentor)", Card(On(
    Trigger.CARD_PLAYED, May(Draw(1), label="draw a card"),
    lambda t, s, e: e.player == t.owner(s) and t.is_ready(s) and e.card != s
    and t.is_support_character(e.card))))  # Ruling: his own play does not count.
card("f56e48ad-19a9-446a-b3cf-f200e1a2d711", "Orlov (Military Advisor)", Card(
    Blocked(this, lambda t, s: t.first_mission_of_turn(), "blocked during the first mission"),
    On(Trigger.CARD_PLAYED, Gain(1),
       lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.has_dominion(e.card)
       and (t.is_obstacle(e.card) or t.is_adversary(e.card)))))
card("82555210-2e0b-4f69-9fc6-454db2df0549", "Dovzhenko (Driver)", Card(WhenPlayed(
    Otherwise(Simple(_failed_this_turn),
              Otherwise(MayPay(stop_this=True, label="stop him"), Gain(2, OPPONENT))))))
card("6b12e487-4a27-4151-a723-3c0c07287874", "Devon (Scheming Operative)", Card(
    On(Trigger.POWER_PHASE_END, Gain(1),
       lambda t, s, e: _own_power_phase_end(t, s, e)
       and has_glyphs(Glyph.GEMINI, Glyph.LIBRA)(t, s)),
    On(Trigger.POWER_PHASE_END, Gain(count_of(adversary)),
       lambda t, s, e: _own_power_phase_end(t, s, e) and t.has_glyph(s, Glyph.LIBRA))))
card("e81c51ba-7364-4f77-b638-8abe22d65eae", "Ka'lel (Steadfast Protector)",
     Card(SkillsBy(_kalel_bonus, this, has_glyphs(Glyph.GEMINI, Glyph.TRIANGULUM))))
card("5c224985-37f0-49ed-aecb-0bfd89ded332", "Linda Johnson (CIA Officer)", Card(Abilities(
    Ability("Linda Johnson: both players lose 1 power", AbilityCost(stop_self=True),
            _both_lose_one))))
card("c17fbe75-ac79-4b20-8720-8d278cbbdf38", "Altman (Technical Specialist)", Card(Abilities(
    Ability("Altman: skills +1", AbilityCost(stop_others=1, others=_own_gear),
            _altman_boost, once_per_turn=True))))
# Scully's "+2 instead" with Fox Mulder: +1, and +1 more while assigned with him.
card("8c85ed95-c7b5-4271-9386-4e2c40e33825", "Dana Scully (Skeptical Forensic Pathologist)",
     Card(SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.LIBRA, Glyph.ORION)),
          SkillBonus(COMBAT, 1, _this_assigned_with(titled("Fox Mulder")),
                     has_glyphs(Glyph.LIBRA, Glyph.ORION))),
     partial="the obstacle cost rise with the Gemini and Orion glyphs is not done")
card("6c5c4734-566d-49de-bbab-0e85e74eb79c", "Jennifer Keller (Insecure Doctor)",
     Card(SkillsBy(1, _this_assigned_with(character & with_glyph))),
     partial="wound tokens do not exist in the engine: her ability is not done")

