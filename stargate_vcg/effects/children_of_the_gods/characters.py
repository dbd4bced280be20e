"""Children of the Gods: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    OWN,
    Abilities,
    Cant,
    Card,
    CostChange,
    Do,
    DoAll,
    Gain,
    IfDid,
    Lose,
    MayPay,
    On,
    OwnCost,
    Seq,
    SkillBonus,
    WhenAssigned,
    WhenPlayed,
    block_for_mission,
    destroy,
    gets,
    playing_this,
    ready,
    return_to_hand,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    Pick,
    SkillsBonus,
    adversary,
    assigned,
    assigned_with,
    character,
    count,
    obstacle,
    other,
    select,
    support_character,
    team_character,
    this,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign
from stargate_vcg.engine.stargate.effects import TEXT_FAILURE, Ability, AbilityCost, Trigger
from stargate_vcg.engine.stargate.surface import Surface

gear = Pick(lambda t, s, c: t.is_gear(c))
_hero_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_hero_card(c))
_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))


def _cant_play_unless(cond: Any, reason: str) -> Cant:
    """"You can't play <this card>, unless <cond>"."""
    return Cant(lambda t, s, p, a: playing_this(t, s, p, a) and not cond(t, s), reason)


def _supported_this_turn(t: Surface, s: int) -> bool:
    """Another support character of his was played this turn."""
    me = t.owner(s)
    return any(c != s and t.owner(c) == me and t.is_support_character(c)
               for c in t.played_this_turn())


def _singer_combat(t: Surface, s: int) -> int:
    return 2 if any(t.has_trait(c, "Goa'uld") for c in t.assigned(t.opponent(t.owner(s)))
                    if t.is_adversary(c)) else 1


def _lortash_discount(t: Surface, s: int) -> int:
    advs = [c for c in t.assigned(t.opponent(t.owner(s))) if t.is_adversary(c)]
    if not advs:
        return 0
    return -2 if any(t.has_trait(c, "Goa'uld") for c in advs) else -1


def _kvasir_pays(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == s and not any(
        t.is_ship(c) and t.has_trait(c, "Asgard") for c in t.assigned(t.owner(s)))


# Support characters
card("4c84ae73-2cd8-45e0-b23e-40425707f17d", "Pavlenko (Prison Guard)",
     Card(_cant_play_unless(lambda t, s: bool(t.failed_missions()),
                            "Pavlenko: no mission failed this turn")))
card("609711c1-5b5b-4776-88d4-7606edc6f371", "Seymour (Watcher)",
     Card(_cant_play_unless(lambda t, s: any(t.is_adversary(c) for c in t.assigned(t.villain)),
                            "Seymour: no adversary is assigned")))
card("36e38cf8-7041-4bbd-968f-fe072b7f55f3", "Shallan (Runaway Lo'taur)",
     Card(_cant_play_unless(_supported_this_turn,
                            "Shallan: no other support character played this turn")))
card("ff80122a-dae6-496c-8a34-2434495d20b2", "Caius (Monk Impersonator)",
     Card(OwnCost(lambda t, s: -count(gear | _hero_ship)(t, s))))
card("f4f67dc8-3ee5-4c2d-bfd6-936d69f26d53", "Singer (Undercover Agent)",
     Card(SkillBonus(COMBAT, _singer_combat, this,
                     when=lambda t, s: any(t.is_adversary(c)
                                           for c in t.assigned(t.opponent(t.owner(s)))))))
card("4fd59f03-d8a3-4592-8f29-b4a3b6a2941d", "Miyashi (Bashaak Instructor)",
     Card(WhenPlayed(Seq(DoAll(gets(2, skill=CULTURE), this),
                         DoAll(gets(2, skill=INGENUITY), this)))))
card("7f57fc7b-51a2-45db-bde2-bac7b3425323", "Radner (U.S. Marine Captain)",
     Card(WhenPlayed(Seq(MayPay(2, label="pay 2 power to ready a gear"),
                         IfDid(Do(ready, gear))))))
card("eb009de5-d6c2-422b-a5be-e27d8d9f4b29", "Ryan (Colorado Springs Detective)",
     Card(WhenPlayed(Do(block_for_mission, adversary, optional=True, prompt="block"))))
card("c31df857-bd1b-42f4-a504-127d642c1c79", "Stepan Zaitzev (Gate Room Technician)",
     Card(WhenPlayed(Seq(MayPay(2, stop_this=True, label="stop him and pay 2 power"),
                         IfDid(Do(ready, your & team_character))))))
card("0774967b-ca4b-460a-8380-c14e4784745b", "Nem (Truthseeker)",
     Card(SkillsBonus(1, this, when=assigned_with(
         Pick(lambda t, s, c: (t.skill(c, CULTURE) or 0) >= 2)))))
card("a6b202f5-8f39-446d-99f3-d636d8be2eb5", "Kvasir (Specialized Engineer)",
     Card(CostChange(2, _kvasir_pays, on=OWN)))
card("772afe48-7a0d-4870-a9f5-bc008c06c5d2", "Lortash (Tok'ra Bodyguard)",
     Card(OwnCost(_lortash_discount)),
     partial="its purge to prevent another character's destruction is not done")
card("67198ff6-9765-474e-a776-eccb4ab0f1c6", "Chaya Sar (Exiled Protector)",
     Card(SkillBonus(COMBAT, 2, this, when=lambda t, s: bool(
         [c for c in t.assigned(t.villain) if _villain_ship(t, s, c)]))),
     partial="the ability she gets while assigned is not done")


# --- gear ----------------------------------------------------------------------------------


def _draw_one(t: Surface, source: int, action: Any) -> None:
    t.draw(t.owner(source), 1)


def _destroy_target(t: Surface, source: int, action: Any) -> None:
    t.destroy_by(action.target, source)


def _targets(pick: Pick) -> Callable[[Surface, int], tuple[int, ...]]:
    """The ability's targets: cards in effect `pick` accepts."""
    return lambda t, s: select(t, s, pick)


_political = trait("Political")
_wraith = trait("Wraith")
_at_mission = Pick(lambda t, s, c: t.at_mission(c))


def _ready_other_gear(t: Surface, source: int, action: Any) -> None:
    for c in t.cards_in_play(t.owner(source)):
        if c != source and t.is_gear(c) and t.is_stopped(c):
            t.ready(c)


def _attero_ship(t: Surface, source: int, action: Any) -> None:
    cost = t.printed_cost(action.target)
    t.destroy_by(action.target, source)
    t.lose_power(t.opponent(t.owner(source)), cost)


def _attero_villain_ship(t: Surface, source: int, action: Any) -> None:
    wraith = t.has_trait(action.target, "Wraith")
    t.destroy_by(action.target, source)
    if wraith:
        t.gain_power(t.owner(source), 1)
        t.draw(t.owner(source), 1)


def _phase_shiftable(t: Surface, s: int) -> tuple[int, ...]:
    power = t.power(t.owner(s))
    return tuple(o for o in t.obstacles if max(0, t.printed_cost(o) - 1) <= power)


def _phase_shift(t: Surface, source: int, action: Any) -> None:
    t.lose_power(t.owner(source), max(0, t.printed_cost(action.target) - 1))
    t.return_to_hand(action.target)


card("940da289-7013-4ea7-b46e-9c65f32445cf", "Direct Line",
     Card(Abilities(
         Ability("Direct Line: draw a card", AbilityCost(power=1, stop_self=True), _draw_one),
         Ability("Direct Line: destroy a Political obstacle or adversary",
                 AbilityCost(power=2, destroy_self=True), _destroy_target,
                 targets=_targets(_political & (obstacle | (assigned & adversary)))))))
card("223760e3-5ba6-4350-8904-19def70eed4d", "Claymore Mine",
     Card(On(Trigger.DESTROYED, Do(destroy, assigned & adversary),
             lambda t, s, e: e.card == s),
          Abilities(Ability("Claymore Mine: destroy it", AbilityCost(power=2, destroy_self=True)))))
card("363b3e3b-0dba-4a93-82f5-77dcbdf5422e", "Naquadah Reactor Mk II",
     Card(On(Trigger.POWER_PHASE_END, Gain(2), lambda t, s, e: t.owner(s) == t.hero),
          Abilities(Ability("Naquadah Reactor Mk II: ready each other gear",
                            AbilityCost(stop_self=True, destroy_self=True),
                            _ready_other_gear))))
card("ef41eb32-12ae-42ab-866e-d6db47e983fb", "Attero Device",
     Card(Abilities(
         Ability("Attero Device: destroy a hero ship, the opponent loses its cost",
                 AbilityCost(destroy_self=True), _attero_ship,
                 targets=_targets(your & _hero_ship)),
         Ability("Attero Device: destroy a villain ship", AbilityCost(power=3, destroy_self=True),
                 _attero_villain_ship, targets=_targets(_villain_ship)))))
# Ruling: X is paid as the obstacle is named, the least that will do (its cost -1).
card("cc812bfd-deb8-40d0-a21d-1c943b57d592", "Tollan Phase-Shifter",
     Card(Abilities(Ability("Tollan Phase-Shifter: return an obstacle",
                            AbilityCost(destroy_self=True), _phase_shift,
                            targets=_phase_shiftable))),
     partial="prepared (ambush) obstacles are not in the engine: only those at the mission")
card("c5bd0b67-55b9-427b-9983-f5246afbe5e5", "Wraith Retrovirus",
     Card(Abilities(Ability("Wraith Retrovirus: destroy a Wraith adversary or obstacle",
                            AbilityCost(power=2, destroy_self=True), _destroy_target,
                            targets=_targets(_wraith & ((assigned & adversary) |
                                                        (obstacle & _at_mission)))))),
     partial="the drain of its first ability is not in the engine")
card("1dbbff3f-eb81-4256-9de0-7825b69da3f3", "Acquired Technology",
     Card(On(Trigger.CARD_PLAYED, Seq(MayPay(destroy_this=True, label="destroy it"),
                                      IfDid(Gain(1))),
             lambda t, s, e: e.player == t.owner(s) and e.card != s and t.is_gear(e.card))),
     partial="ships counted as gear (its stop ability) are not done")


# --- more support characters ---------------------------------------------------------------


def _culture_mission_played(t: Surface, s: int, e: Any) -> bool:
    return (e.player == t.owner(s) and t.is_mission(e.card)
            and t.printed_rating(e.card, CULTURE) is not None and not t.is_ready(s))


def _no_affiliation(t: Surface, s: int, c: int) -> bool:
    return not t.traits(c)


def _play_free(t: Surface, source: int, card: int) -> bool:
    t.play_free(card)
    return True


def _promote(t: Surface, source: int, action: Any) -> None:
    t.add_promotion_token(action.target)


def _no_failure_text(t: Surface, source: int, action: Any) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


_disease_at_mission = trait("Disease") & obstacle & _at_mission


def _disease_obstacles(t: Surface, s: int) -> tuple[int, ...]:
    """Disease obstacles at the mission, or placed on a character."""
    return tuple(o for o in (*t.obstacles, *(b for p in (t.hero, t.villain)
                                            for c in t.characters(p) for b in t.beneath(c)))
                 if t.is_obstacle(o) and t.has_trait(o, "Disease"))


# Ruling: "not ready" is checked as the mission is played (stopped, assigned or
# incapacitated all count).
card("173cf520-a80f-4670-a884-d404727a90da", "Arthur Simms (U.S. Secretary of Defense)",
     Card(On(Trigger.MISSION_PLAYED, Lose(1), _culture_mission_played)))
card("4a063d93-9d73-467c-b09d-0e21c82b1038", "Ashwan (Chairman of Tagrea)",
     Card(WhenPlayed(Seq(MayPay(2, label="pay 2 power"),
                         IfDid(Do(return_to_hand, _political & Pick(
                             lambda t, s, c: t.in_play(c) or t.at_mission(c))))))),
     partial="prepared (ambush) obstacles are not in the engine")
card("7f388282-5613-47d4-94d5-96db1a92ff9a", "Katana Labrea (Traveler Captain)",
     Card(WhenAssigned(this, Seq(MayPay(2, discards=1, label="pay 2 power and discard"),
                                 IfDid(Do(ready, other & support_character
                                          & Pick(_no_affiliation)))))))
card("9d952148-10c8-493a-95cc-b3abb253a6c1", "Kerrigan (Commandant of Cadets)",
     Card(WhenPlayed(Do(_play_free, your & support_character & trait("SGC"), among=HAND,
                        optional=True, prompt="play at no cost")),
          Abilities(Ability("Kerrigan: a promotion token", AbilityCost(destroy_self=True),
                            _promote, targets=_targets(character)))))
card("2bc44d57-761d-4289-b036-4dbb264ecd9c", "Tomin (Repentant Soldier)",
     Card(SkillsBonus(1, this, when=assigned_with(with_glyph)),
          Abilities(Ability("Tomin: destroy an obstacle",
                            AbilityCost(power=2, destroy_self=True), _destroy_target,
                            targets=lambda t, s: t.obstacles,
                            usable=lambda t, s: t.is_assigned(s)))))
card("b033ec5d-7a2d-4730-bf56-30893c2b96c0", "Harlow (Geneticist)",
     Card(Abilities(Ability("Harlow: no failure text on a Disease obstacle",
                            AbilityCost(power=1, stop_self=True), _no_failure_text,
                            targets=_targets(_disease_at_mission)),
                    Ability("Harlow: destroy a Disease obstacle",
                            AbilityCost(power=2, stop_self=True, destroy_self=True),
                            _destroy_target, targets=_disease_obstacles))))
