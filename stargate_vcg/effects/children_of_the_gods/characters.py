"""Children of the Gods: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.atlantis.ships import _assign_it, _assignable_readied
from stargate_vcg.effects.base_set.characters import Experience, MarkDevlin
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    DISCARD,
    HAND,
    OPPONENT,
    OWN,
    PLAYS,
    Abilities,
    AtTurnEnd,
    Cant,
    Card,
    CostChange,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    Failure,
    Forget,
    Gain,
    IfDid,
    Lose,
    MayPay,
    MissionGets,
    On,
    Op,
    OpAbilities,
    OpUse,
    OwnCost,
    PurgeToSave,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    Success,
    Victory,
    WhenAssigned,
    WhenPlayed,
    block_for_mission,
    can_ready,
    choose,
    destroy,
    drain,
    gets,
    playing_this,
    ready,
    return_to_hand,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    Pick,
    SkillsBonus,
    adversary,
    ask,
    assigned,
    assigned_with,
    character,
    count,
    different_glyphs,
    has_glyph_twice,
    has_glyphs,
    obstacle,
    opponent_plays,
    other,
    plays,
    select,
    support_character,
    team_character,
    this,
    titled,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign, PlayCard
from stargate_vcg.engine.stargate.effects import (
    TEXT_FAILURE,
    TEXT_VICTORY,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
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
     Card(_cant_play_unless(lambda t, s: t.failed_mission_count(s) > 0,
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
     Card(WhenPlayed(Seq(MayPay(2, stop_this=True, label="stop Stepan, 2 power"),
                         IfDid(Do(ready, your & team_character))))))
card("0774967b-ca4b-460a-8380-c14e4784745b", "Nem (Truthseeker)",
     Card(SkillsBonus(1, this, when=assigned_with(
         Pick(lambda t, s, c: (t.skill(c, CULTURE) or 0) >= 2)))))
card("a6b202f5-8f39-446d-99f3-d636d8be2eb5", "Kvasir (Specialized Engineer)",
     Card(CostChange(2, _kvasir_pays, on=OWN)))
def _another_character(t: Surface, s: int, c: int) -> bool:
    return c != s and t.is_character(c) and t.in_play(s)


card("772afe48-7a0d-4870-a9f5-bc008c06c5d2", "Lortash (Tok'ra Bodyguard)",
     Card(OwnCost(_lortash_discount), PurgeToSave(_another_character)))
def _chaya_returns(t: Surface, source: int, action: Any) -> None:
    t.return_to_hand(source)
    t.return_to_hand(action.target)


card("67198ff6-9765-474e-a776-eccb4ab0f1c6", "Chaya Sar (Exiled Protector)",
     Card(SkillBonus(COMBAT, 2, this, when=lambda t, s: bool(
         [c for c in t.assigned(t.villain) if _villain_ship(t, s, c)])),
          Abilities(Ability("Chaya Sar: back to hand with an obstacle", AbilityCost(),
                            _chaya_returns, targets=lambda t, s: t.obstacles,
                            usable=lambda t, s: t.is_assigned(s)))))


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
def _retrovirus_reveal(t: Surface, source: int, action: Any) -> None:
    """A random card of the opponent's hand revealed; a Wraith one: he drains 1."""
    opponent = t.opponent(t.owner(source))
    card = t.random_card(t.hand(opponent))
    if card < 0:
        return
    t.reveal(card)
    if t.has_trait(card, "Wraith"):
        drain(t, opponent, 1)


card("c5bd0b67-55b9-427b-9983-f5246afbe5e5", "Wraith Retrovirus",
     Card(Abilities(Ability("Wraith Retrovirus: reveal a card of the opponent's hand",
                            AbilityCost(stop_self=True), _retrovirus_reveal),
                    Ability("Wraith Retrovirus: destroy a Wraith adversary or obstacle",
                            AbilityCost(power=2, destroy_self=True), _destroy_target,
                            targets=_targets(_wraith & ((assigned & adversary) |
                                                        (obstacle & _at_mission)))))))
class LifeSignsDetector(CardEffect):
    """Life-Signs Detector. Rulings: X (1 to as many complications as there are, within
    his power) is named and paid as the ability resolves; the X complications turned
    face up are taken at random (face down, nothing tells them apart); each hero card
    among them is destroyed, the rest go back face down (they stay); the opponent then
    discards one card of his choice per complication destroyed."""

    def __init__(self) -> None:
        self.ability = Ability("Life-Signs Detector: complications turned face up",
                               AbilityCost(stop_self=True), self._use,
                               usable=lambda t, s: t.complication_count > 0
                               and t.power(t.owner(s)) > 0)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ability,)

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        return (self.ability,)

    def _use(self, t: Surface, source: int, action: Any) -> None:
        most = min(t.complication_count, t.power(t.owner(source)))
        options = tuple(range(1, most + 1))
        ask(t, source, "x", t.owner(source), options, "pay X power",
            labels=tuple(f"pay {x} power" for x in options))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "x" and chosen:
            x = min(chosen[0], t.power(me))
            t.lose_power(me, x)
            pool = list(t.complications())
            destroyed = 0
            for _ in range(min(x, len(pool))):
                card = t.random_card(pool)
                pool.remove(card)
                t.reveal(card)
                if t.is_hero_card(card):
                    t.destroy(card)
                    destroyed += 1
            opponent = t.opponent(me)
            n = min(destroyed, len(t.hand(opponent)))
            if n:
                ask(t, source, "discard", opponent, t.hand(opponent), "discard",
                    least=n, most=n, hidden=True)
        elif step == "discard":
            for card in chosen:
                t.discard(card)


card("77fc05b8-1296-4cc2-a354-eb91c09da051", "Life-Signs Detector",
     Card(LifeSignsDetector()))
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


# --- team characters (glyph texts) ---------------------------------------------------------


def _glyph_count(glyph: Glyph) -> Callable[[Surface, int], int]:
    return lambda t, s: sum(1 for m in t.glyphs(s) if t.glyph_of(m) == glyph)


def _and(*conds: Callable[[Surface, int], bool]) -> Callable[[Surface, int], bool]:
    return lambda t, s: all(c(t, s) for c in conds)


def _rush_experience(t: Surface, s: int) -> int:
    if not t.has_glyph(s, Glyph.ORION):
        return 0
    return 1 + t.has_glyph(s, Glyph.PISCES) + t.has_glyph(s, Glyph.SCORPIUS)


class EverettEasier(CardEffect):
    """Dillon Everett, with Pisces and Scorpius, ready or assigned: the mission is easier
    by 1."""

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != t.mission or not (t.is_ready(source) or t.is_assigned(source)):
            return 0
        return -1 if has_glyphs(Glyph.PISCES, Glyph.SCORPIUS, every=True)(t, source) else 0


def _at_mission_count(t: Surface, s: int) -> int:
    return len(t.obstacles) + t.complication_count


def _jaffa_hero_ship_assigned(t: Surface, s: int) -> bool:
    return any(t.is_ship(c) and t.has_trait(c, "Jaffa") for c in t.assigned(t.owner(s)))


def _hero_ship_filter(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and t.is_ship(c) and t.is_hero_card(c)


def _ready_target(t: Surface, source: int, action: Any) -> None:
    t.ready(action.target)


def _stopped_own(pick: Pick) -> Callable[[Surface, int], tuple[int, ...]]:
    return lambda t, s: tuple(c for c in t.cards_in_play(t.owner(s))
                              if t.is_stopped(c) and pick(t, s, c))


def _hermiod_targets(t: Surface, s: int) -> tuple[int, ...]:
    """His ability costs 2, 1 for an Asgard card: the targets he can pay for."""
    power = t.power(t.owner(s))
    return tuple(c for c in _stopped_own(gear | _hero_ship)(t, s)
                 if power >= (1 if t.has_trait(c, "Asgard") else 2))


def _hermiod(t: Surface, source: int, action: Any) -> None:
    if not t.has_trait(action.target, "Asgard"):
        t.lose_power(t.owner(source), 1)
    t.ready(action.target)


def _plays_support_during(glyph: Glyph, skill: int) -> Any:
    return lambda t, s, e: (e.player == t.owner(s) and t.is_support_character(e.card)
                            and t.has_glyph(s, glyph) and skill in t.mission_skills())


def _plays_mission(skill: int | None, cond: Callable[[Surface, int], bool]) -> Any:
    return lambda t, s, e: (e.player == t.owner(s) and t.is_mission(e.card) and cond(t, s)
                            and (skill is None or t.printed_rating(e.card, skill) is not None))


def _woolsey_bonus(t: Surface, s: int) -> int:
    return different_glyphs(t, s)


def _woolsey_when(t: Surface, s: int) -> bool:
    return t.failed_mission_count(s) > 0 and has_glyphs(Glyph.ORION, Glyph.PISCES)(t, s)


def _draw_two(t: Surface, source: int, action: Any) -> None:
    t.draw(t.owner(source), 2)


def _team_filter(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and t.is_team_character(c)


def _ancient_gear_or_ship(t: Surface, s: int, c: int) -> bool:
    return t.has_trait(c, "Ancient") and (t.is_gear(c) or t.is_ship(c))


def _ancients(least: int) -> Callable[[Surface, int], bool]:
    return lambda t, s: sum(1 for c in t.cards_in_play(t.owner(s))
                            if _ancient_gear_or_ship(t, s, c)) >= least


def _others_skills(t: Surface, source: int, action: Any) -> None:
    for c in t.team_characters(t.owner(source)):
        if c != source:
            t.modify(c, 1, skills=True)


def _last_glyph(t: Surface, c: int) -> object:
    glyphs = t.glyphs(c)
    return t.glyph_of(glyphs[-1]) if glyphs else None


def _other_earns_my_glyph(t: Surface, s: int, e: Any) -> bool:
    if e.card == s or e.card < 0:
        return False
    glyph = _last_glyph(t, e.card)
    return glyph is not None and t.has_glyph(s, glyph)


card("d9a03090-6a07-4ad3-b9a4-596e5c6131c4", "Nicholas Rush (Driven Scientist)",
     Card(Experience(_rush_experience)))
card("e0d1c37e-99ae-4cb5-8763-b99c0a3a3845", "Dillon Everett (Man in Charge)",
     Card(SkillsBonus(1, this, when=has_glyphs(Glyph.PISCES, Glyph.SCORPIUS)),
          EverettEasier()))
card("012b8e55-79af-40a6-aef6-e56b32983b7d", "Jonas Quinn (Adaptable Prodigy)",
     Card(SkillsBonus(1, this, when=_and(has_glyphs(Glyph.GEMINI),
                                         lambda t, s: t.successful_missions(s) > 0)),
          SkillsBonus(1, this, when=_and(has_glyphs(Glyph.LIBRA),
                                         lambda t, s: t.failed_mission_count(s) > 0)),
          SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True)),
          SkillBonus(INGENUITY, 1, this,
                     when=has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True))))
card("1645253d-33f6-475c-b640-0e647d800ec8", "Radek Zelenka (Dependable Engineer)",
     Card(SkillsBonus(1, this, when=_and(has_glyphs(Glyph.SCORPIUS),
                                         lambda t, s: _at_mission_count(t, s) >= 2)),
          SkillsBonus(1, this, when=_and(has_glyphs(Glyph.TRIANGULUM),
                                         lambda t, s: _at_mission_count(t, s) >= 3))))
card("b1647604-a732-40df-af2f-0611515b2a8d", "Shaq'rel (Tel'tak Pilot)",
     Card(SkillsBonus(1, this, when=_and(has_glyphs(Glyph.GEMINI), _jaffa_hero_ship_assigned)),
          Abilities(Ability("Shaq'rel: ready a character",
                            AbilityCost(power=2, glyphs=(Glyph.LIBRA,), stop_others=1,
                                        others=_hero_ship_filter),
                            _ready_target, once_per_turn=True,
                            targets=_stopped_own(character)))))
card("20342747-81c4-4505-a5cb-1dd9eca5a7cc", "Hermiod (Irritable Engineer)",
     Card(Success(Gain(1)), Failure(Lose(1)),
          Abilities(Ability("Hermiod: readies one of his ships or gear",
                            AbilityCost(power=1, any_glyph=(Glyph.PISCES, Glyph.SCORPIUS)),
                            _hermiod, once_per_turn=True, targets=_hermiod_targets))))
card("3ba983bb-cf14-4b6b-a03c-f98a48890ce4", "Louis Ferretti (SG-2 Team Leader)",
     Card(Success(DoN(ready, your & support_character & trait("SGC"),
                      _glyph_count(Glyph.TRIANGULUM), optional=True))))
card("83981a56-24e7-498a-b2b0-df2b347ec835", "Malek (Tok'ra Commander)",
     Card(On(Trigger.CARD_PLAYED, Seq(MayPay(2, label="pay 2 power to ready Malek"),
                                      IfDid(DoAll(ready, this))),
             _plays_support_during(Glyph.ORION, SCIENCE)),
          On(Trigger.CARD_PLAYED, Seq(MayPay(2, label="pay 2 power to ready Malek"),
                                      IfDid(DoAll(ready, this))),
             _plays_support_during(Glyph.PISCES, COMBAT))))
card("f4c9700d-a37f-4636-bc68-16bb63ec7f47", "David Telford (Strategist)",
     Card(*(On(Trigger.CARD_PLAYED, Gain(1), opponent_plays(obstacle, when=has_glyph_twice(glyph)))
            for glyph in (Glyph.GEMINI, Glyph.ORION, Glyph.TRIANGULUM))))
class _ReadyEither(Op):
    """Ready this card or the card the event is about (args[0]): its owner chooses one of
    them that can be readied."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        other = args[0] if args else -1
        options = [c for c in (source, other)
                   if c >= 0 and t.in_play(c) and can_ready(t, source, c)]
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "ready one of them", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self.finish(t, source, args, bool(chosen) and t.ready(chosen[0]))


card("8687bc8b-c15f-4a78-901b-55908c94bf13", "Camile Wray (Peacemaker)",
     Card(On(Trigger.CARD_PLAYED, Gain(1),
             opponent_plays(obstacle & _political, when=has_glyphs(Glyph.GEMINI))),
          On(Trigger.GLYPH_EARNED, Seq(MayPay(2, label="pay 2 power to ready one of them"),
                                       IfDid(_ReadyEither())), _other_earns_my_glyph)))
card("6a8f8cc2-c403-4ef1-8001-723bf6ce10b6", "Ronan Dex (Hardened Survivor)",
     Card(SkillsBy(lambda t, s: t.failed_mission_count(s), this,
                   when=has_glyphs(Glyph.PISCES)),
          On(Trigger.MISSION_PLAYED,
             Seq(MayPay(3, label="pay 3 power"),
                 IfDid(Seq(DoAll(ready, this),
                           Do(ready, your & gear & titled("Particle Magnum"))))),
             _plays_mission(COMBAT, has_glyphs(Glyph.GEMINI)))))
card("99fdbb82-ba87-4a01-9ffc-962f06f873e7", "Richard Woolsey (IOA Envoy)",
     Card(SkillBonus(CULTURE, _woolsey_bonus, this, when=_woolsey_when),
          SkillBonus(INGENUITY, _woolsey_bonus, this, when=_woolsey_when),
          Abilities(Ability("Richard Woolsey: draw two cards",
                            AbilityCost(glyphs=(Glyph.ORION, Glyph.PISCES), discards=1,
                                        block_others=1, others=_team_filter),
                            _draw_two))))
def _cheaper_obstacles(t: Surface, gear: int) -> list[int]:
    return [o for o in t.obstacles if t.printed_cost(o) < t.printed_cost(gear)]


def _raynolds_gear(t: Surface, s: int) -> tuple[int, ...]:
    """His player's gear in play that some obstacle at the mission costs less than."""
    return tuple(c for c in t.cards_in_play(t.owner(s))
                 if t.is_gear(c) and _cheaper_obstacles(t, c))


class RaynoldsAbility(CardEffect):
    """Raynolds: the gear destroyed to pay is named as the ability's target (ruling); then
    an obstacle at the mission that costs less than it is chosen and destroyed."""

    def __init__(self) -> None:
        self.ability = Ability("Raynolds: destroy a gear, then a cheaper obstacle",
                               AbilityCost(any_glyph=(Glyph.ORION, Glyph.PISCES)), self._use,
                               once_per_turn=True, targets=_raynolds_gear)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ability,)

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        return (self.ability,)

    def _use(self, t: Surface, source: int, action: Any) -> None:
        gear = action.target
        options = _cheaper_obstacles(t, gear)
        t.destroy(gear)
        # (An obstacle's cost is read once the gear is gone: it stays as printed.)
        ask(t, source, "raynolds", t.owner(source), options, "destroy an obstacle",
            args=(gear,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "raynolds" and chosen and chosen[0] in t.obstacles:
            t.destroy(chosen[0])


card("4f2d0770-283d-4600-9c6d-44e57e981668", "Raynolds (Cold-Blooded Specialist)",
     Card(CostChange(-1, plays(gear | _hero_ship,
                               when=has_glyphs(Glyph.ORION, Glyph.PISCES, every=True)),
                     on=PLAYS), RaynoldsAbility()))
card("168fcb2c-b9d4-4ade-9cd5-76dc50c39e6e", "John Sheppard (Master of Ancient Technology)",
     Card(SkillBonus(SCIENCE, 1, this, when=_and(has_glyphs(Glyph.PISCES), _ancients(1))),
          SkillBonus(COMBAT, 1, this, when=_and(has_glyphs(Glyph.PISCES), _ancients(1))),
          SkillBonus(CULTURE, 1, this, when=_and(has_glyphs(Glyph.TRIANGULUM), _ancients(3))),
          SkillBonus(SCIENCE, 1, this, when=_and(has_glyphs(Glyph.TRIANGULUM), _ancients(3))),
          Abilities(Ability("John Sheppard: ready an Ancient gear or ship",
                            AbilityCost(power=3, glyphs=(Glyph.PISCES, Glyph.TRIANGULUM)),
                            _ready_target,
                            targets=_stopped_own(Pick(_ancient_gear_or_ship))))))
card("2591d30d-ce96-4ea5-aa5f-176a6e61fc48", "Ben Pierce (SG-15 Team Leader)",
     Card(On(Trigger.GLYPH_EARNED, Seq(MayPay(2, label="pay 2 power to ready Ben Pierce"),
                                       IfDid(DoAll(ready, this))), _other_earns_my_glyph),
          Abilities(Ability("Ben Pierce: the rest of the team +1",
                            AbilityCost(stop_self=True, glyphs=(Glyph.ORION,)),
                            _others_skills))))
def _ford_drain(t: Surface, source: int) -> int:
    """What playing an obstacle costs the opponent to drain now: 1 per Pisces glyph of
    Ford's, while he is assigned."""
    return _glyph_count(Glyph.PISCES)(t, source) if t.is_assigned(source) else 0


def _obstacle_without_the_drain(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and player == t.opponent(t.owner(source)) and \
        t.is_obstacle(action.card) and _ford_drain(t, source) > t.deck_size(player)


def _opponent_drains_for_ford(t: Surface, source: int) -> bool:
    return drain(t, t.opponent(t.owner(source)), _ford_drain(t, source))


# Ruling: the drain is a cost (as Marooned Wraith's): no obstacle is played with fewer
# cards in the deck than it takes, and it is paid as the obstacle is played (his trigger).
card("6c9c4c39-cfa0-4b0e-b60a-6a4aa72e0de9", "Aiden Ford (Dynamic Recruit)",
     Card(SkillsBonus(1, this, when=has_glyph_twice(Glyph.PISCES)),
          Cant(_obstacle_without_the_drain, "Aiden Ford: not enough cards to drain"),
          On(Trigger.CARD_PLAYED, Simple(_opponent_drains_for_ford),
             opponent_plays(obstacle, when=lambda t, s: _ford_drain(t, s) > 0))))


# --- more characters -----------------------------------------------------------------------

_atlantis_or_sgc_ship = Pick(lambda t, s, c: t.is_ship(c) and (
    t.has_trait(c, "Atlantis") or t.has_trait(c, "SGC")))

card("04eb5d3e-7b7c-4ded-83ae-6a0a87bd74a2", "Barnes (Versatile Soldier)",
     Card(_cant_play_unless(lambda t, s: t.successful_missions(s) > 0,
                            "Barnes: no mission succeeded this turn")),
     partial="the Grit keyword is not in the engine")
def _glyph_victory(glyph: Glyph) -> Callable[[Surface, int, TriggerEvent], bool]:
    return lambda t, s, e: t.has_glyph(s, glyph)


card("6415124c-8379-40ea-8ddb-64f774573b39", "Steven Caldwell (Daedalus Commander)",
     Card(On(Trigger.MISSION_PLAYED,
             Seq(MayPay(2, label="pay 2 power to ready a ship"),
                 IfDid(Do(ready, your & _atlantis_or_sgc_ship))),
             _plays_mission(None, has_glyphs(Glyph.GEMINI, Glyph.SCORPIUS, every=True))),
          # Each glyph gives him his own Victory text: with both, the mission -2. Used
          # only while he is assigned (rulebook "Ship Battle").
          *(On(Trigger.VICTORY, MissionGets(-1), _glyph_victory(glyph))
            for glyph in (Glyph.GEMINI, Glyph.SCORPIUS))))


def _support_destroyed_this_turn(t: Surface, s: int) -> bool:
    return any(c >= 0 and t.is_support_character(c)
               for _, c in t.logged_this_turn(("destroy",)))


def _drew_or_discarded_this_turn(t: Surface, s: int) -> bool:
    me = t.owner(s)
    return any(p == me for p, _ in t.logged_this_turn(("draw", "discard")))


card("38736558-8c33-4dc3-9258-25dfb235f50e", "Nisal (Free Jaffa)",
     Card(_cant_play_unless(_support_destroyed_this_turn,
                            "Nisal: no support character destroyed this turn")))
card("a11ce227-11df-4908-a25d-29b9a2012e7c", "Rothman (Benchwarmer)",
     Card(_cant_play_unless(_drew_or_discarded_this_turn,
                            "Rothman: no card drawn or discarded this turn")))


class Camouflage(CardEffect):
    """Gear: a character about to be destroyed or incapacitated may be stopped instead,
    its player destroying this gear and paying 2 power (asked as the event is replaced;
    declined, it happens)."""

    def _can(self, t: Surface, source: int) -> bool:
        return t.in_play(source) and t.power(t.owner(source)) >= 2

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind in (Replace.DESTROY, Replace.INCAPACITATE) and t.is_character(card)
                and t.in_play(card) and t.in_effect_for_role(card)
                and card not in t.recall(source, "declined") and self._can(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        step = "destroy" if kind is Replace.DESTROY else "incapacitate"
        ask(t, source, step, t.owner(source), (card,),
            "destroy Camouflage, pay 2 power: stopped instead?", optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        saved = args[0]
        if chosen and self._can(t, source):
            t.lose_power(t.owner(source), 2)
            t.destroy(source)
            t.stop(saved)
            return
        if t.in_play(saved):
            t.remember(source, "declined", (saved,))
            if step == "destroy":
                t.destroy(saved)
            else:
                t.incapacitate(saved)
            t.forget(source, "declined")


card("dff53b28-cc43-4bd7-8e09-e2a9d515617e", "Camouflage", Camouflage())


class MartinKennedy(MarkDevlin):
    """Callous NID Officer: Mark Devlin's turn-coat rules (an adversary of his owner's on
    the opponent's turns, neither revived nor scored), and then a Political one too."""

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return target == source and trait == normalize_name("Political") and \
            t.is_adversary(source)


def _weir(t: Surface, source: int, action: Any) -> None:
    t.incapacitate(source)
    for o in t.obstacles:
        t.destroy_by(o, source)


def _earns(glyph: Glyph, *, by_this: bool) -> Any:
    """A team character of his owner's (this one, or another) earns a `glyph` glyph."""
    def test(t: Surface, s: int, e: Any) -> bool:
        return (e.card >= 0 and (e.card == s) is by_this and t.is_team_character(e.card)
                and t.owner(e.card) == t.owner(s) and _last_glyph(t, e.card) == glyph)
    return test


_melnyk_take = Do(to_hand, your & (gear | (support_character & trait("Russian"))),
                  among=DISCARD, prompt="take into hand")


_ANTEAUS_PARTS = ((TEXT_FAILURE, "its Failure text"), (TEXT_VICTORY, "its Victory text"))


def _anteaus_parts(t: Surface, card: int) -> list[tuple[int, str]]:
    return [(part, label) for part, label in _ANTEAUS_PARTS if not t.text_removed(card, part)]


def _anteaus_targets(t: Surface, s: int) -> tuple[int, ...]:
    """The obstacles, and the villain's assigned adversaries and villain ships, with a
    Failure or Victory text not removed yet."""
    cards = [*t.obstacles, *(c for c in t.assigned(t.villain) if t.is_adversary(c)
                             or (t.is_ship(c) and t.is_villain_card(c)))]
    return tuple(c for c in cards if _anteaus_parts(t, c))


class AnteausAbility(CardEffect):
    """Anteaus: his opponent gains 1 power; he chooses which text of the target is
    removed, given back at the end of the mission (an obstacle is gone by then)."""

    def __init__(self) -> None:
        self.ability = Ability("Anteaus: a Failure or Victory text removed", AbilityCost(),
                               self._use, once_per_turn=True, targets=_anteaus_targets)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ability,)

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        return (self.ability,)

    def _use(self, t: Surface, source: int, action: Any) -> None:
        t.gain_power(t.opponent(t.owner(source)), 1)
        parts = _anteaus_parts(t, action.target)
        ask(t, source, "anteaus", t.owner(source), [p for p, _ in parts],
            "remove which text", labels=[label for _, label in parts], args=(action.target,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "anteaus" and chosen:
            t.remove_text(args[0], chosen[0])
            t.after_mission(source, "restore", (args[0], chosen[0]))
        elif step == "restore":
            t.restore_text(args[0], args[1])


card("f1cdaac8-e5bc-4001-b152-2fc8cc32ceb1", "Martin Kennedy (Callous NID Officer)",
     MartinKennedy())
card("824d7d35-6061-4c32-961d-22689cfe25c2", "Elizabeth Weir (Reincarnated)",
     Card(Abilities(Ability("Elizabeth Weir: clear the obstacles",
                            AbilityCost(stop_self=True, glyphs=(Glyph.TRIANGULUM,)), _weir,
                            once_per_turn=True, usable=lambda t, s: bool(t.obstacles)))),
     partial="her 6-power readying is not done")
card("3cb65f90-3db8-4a51-8928-06fa5af25c70", "Melnyk (Steadfast Aide)",
     Card(On(Trigger.GLYPH_EARNED, Seq(MayPay(1, label="pay 1 power"), IfDid(_melnyk_take)),
             _earns(Glyph.TRIANGULUM, by_this=False)),
          On(Trigger.GLYPH_EARNED,
             Seq(MayPay(1, label="pay 1 power"),
                 IfDid(Seq(Do(to_hand, your & (gear | (support_character & trait("Russian"))),
                              among=DISCARD, prompt="take into hand"), Gain(1)))),
             _earns(Glyph.TRIANGULUM, by_this=True))))
card("4fee3bb6-088f-4d1f-8435-8b1e83b69949", "Anteaus (Nox Envoy)", Card(AnteausAbility()))


def _ori_scored_by_opponent(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.score_pile(t.opponent(t.owner(s)))
                 if t.is_adversary(c) and t.has_trait(c, "Ori"))


def _unscore(t: Surface, source: int, action: Any) -> None:
    t.put_in_discard_pile(action.target)


def _payload_cost(t: Surface, s: int) -> int:
    return max(0, 4 - sum(1 for c in t.characters(t.owner(s))
                          if t.has_trait(c, "NID") and t.glyphs(c)))


def _nid_team(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and t.is_team_character(c) and t.has_trait(c, "NID")


def _payload(t: Surface, source: int, action: Any) -> None:
    t.lose_power(t.owner(source), _payload_cost(t, source))
    them = t.opponent(t.owner(source))
    for c in (*t.obstacles, *t.assigned(them)):
        if (t.is_obstacle(c) or t.is_adversary(c)) and (
                t.has_trait(c, "Goa'uld") or t.has_trait(c, "Jaffa")):
            t.destroy_by(c, source)
    for p in (t.hero, t.villain):
        for c in t.assigned(p):
            if t.is_character(c) and t.has_trait(c, "Jaffa"):
                if t.is_support_character(c):
                    t.destroy_by(c, source)
                else:
                    t.incapacitate(c)


def _adds_to_a_total(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and (
        (t.skill(c, CULTURE) or 0) > 0 or (t.skill(c, SCIENCE) or 0) > 0)


def _sangraal_gain(t: Surface, source: int, action: Any) -> None:
    t.gain_power(t.owner(source), 2)


_SANGRAAL_MOST: Final = 4


def _short_of_four(t: Surface, s: int, player: int, action: Any) -> bool:
    """An activation of the stopping ability whose characters total under 4 in both
    Culture and Science."""
    if not isinstance(action, ActivateAbility) or action.card != s or action.ability < 1:
        return False
    return all(sum(t.skill(c, skill) or 0 for c in action.stops) < 4
               for skill in (CULTURE, SCIENCE))


# Sangraal. Rulings: the power comes from the stopping ability (index 1 to 4: one, two,
# three or four characters stopped, named in `ActivateAbility.stops`), the characters
# its owner's, ready or assigned, each with some Culture or Science (the others add
# nothing to a total), their current ratings counted; four of them are enough to reach
# any total it can reach, so "any number" is one to four.
card("651a7a23-f38a-4f59-b397-cd03ea794161", "Sangraal",
     Card(Abilities(Ability("Sangraal: an Ori adversary scored goes to the discard pile",
                            AbilityCost(power=2, destroy_self=True), _unscore,
                            targets=_ori_scored_by_opponent),
                    *(Ability(f"Sangraal: stop it and {n} character(s) for 2 power",
                              AbilityCost(stop_self=True, stop_others=n,
                                          others=_adds_to_a_total), _sangraal_gain)
                      for n in range(1, _SANGRAAL_MOST + 1))),
          Cant(_short_of_four, "Sangraal: the characters stopped need 4 Culture or 4 "
                               "Science between them")))
# Ruling: the power (4, less 1 per NID character with a glyph) is paid as it resolves;
# the ability is offered only when it can be paid.
card("ae6df1ed-fc00-4dec-892a-1cc2da27238b", "Symbiote Poison Payload",
     Card(Abilities(Ability("Symbiote Poison Payload: poison the Goa'uld and Jaffa",
                            AbilityCost(destroy_self=True, stop_others=1, others=_nid_team),
                            _payload,
                            usable=lambda t, s: t.power(t.owner(s)) >= _payload_cost(t, s)))))


def _ready_chosen(t: Surface, source: int, action: Any) -> None:
    for c in t.recall(source, "chosen"):
        if t.in_play(c):
            t.ready(c)


def _chosen_stopped(t: Surface, s: int) -> bool:
    return any(t.in_play(c) and t.is_stopped(c) for c in t.recall(s, "chosen"))


def _armed(t: Surface, source: int, action: Any) -> None:
    t.remember(source, "armed", (t.turn, t.mission))


class RGBSTRailgun(CardEffect):
    """RG/BST SG Railgun: stopped, with a team character blocked, it makes the opponent's
    ship assignments cost 2 power more until the mission ends."""

    cost_on = ASSIGNMENTS
    ABILITIES = (Ability("RG/BST SG Railgun: ships cost 2 power to assign",
                         AbilityCost(stop_self=True, block_others=1, others=_team_filter),
                         _armed),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.ABILITIES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.ABILITIES

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not (isinstance(action, Assign) and action.card >= 0
                and player == t.opponent(t.owner(source)) and t.is_ship(action.card)):
            return 0
        return 2 if t.recall(source, "armed") == (t.turn, t.mission) else 0


_jaffa_support = support_character & trait("Jaffa")
card("85855880-1aa7-467a-85e2-75c5a4aa57e6", "Refined Tretonin",
     Card(WhenPlayed(Seq(Forget(), Do(choose, your & _jaffa_support, remember="chosen",
                                     prompt="choose"))),
          Abilities(Ability("Refined Tretonin: ready the chosen Jaffa",
                            AbilityCost(power=1, stop_self=True), _ready_chosen,
                            usable=_chosen_stopped)),
          On(Trigger.DESTROYED, DoRemembered(destroy), lambda t, s, e: e.card == s),
          On(Trigger.DESTROYED, DoAll(destroy, this),
             lambda t, s, e: e.card in t.recall(s, "chosen"))))
card("1656e23c-035c-41dc-8795-56477dada223", "RG/BST SG Railgun", RGBSTRailgun())
card("7735cde4-72a4-4a21-837e-4ceb90db50b9", "Dave Kleinman (Gunner)",
     Card(Victory(Seq(Lose(_glyph_count(Glyph.GEMINI), OPPONENT),
                      Gain(_glyph_count(Glyph.LIBRA))))))


class FreyrFirepower(CardEffect):
    """Freyr, with Scorpius or Triangulum: +1 to his player's total firepower while an
    Asgard ship of his is assigned. Ruling (as HUD Headset): raised through his first
    assigned ship."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        ships = [c for c in t.assigned(t.owner(source)) if t.is_ship(c)]
        if not ships or target != min(ships):
            return 0
        if not has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM)(t, source):
            return 0
        return 1 if any(t.has_trait(c, "Asgard") for c in ships) else 0


def _asgard_ships(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.cards_in_play(t.owner(s))
                 if t.is_ship(c) and t.has_trait(c, "Asgard"))


def _lend_victory(t: Surface, source: int, action: Any) -> None:
    t.lend_victory_text(source, action.target)


def _lent_ship_won(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player == t.owner(s) and e.card in t.victory_lent(s)


def _ready_and_unblock(t: Surface, source: int, card: int) -> bool:
    readied = t.ready(card) if t.is_stopped(card) else False
    unblocked = t.is_blocked(card)
    if unblocked:
        t.unblock(card)
    if readied or unblocked:
        t.remember(source, "readied", (card,))
    return readied or unblocked


_stopped_or_blocked = Pick(lambda t, s, c: t.is_stopped(c) or t.is_blocked(c))


# Freyr. Rulings: the ship is one of his player's Asgard ships in play; the text it gets
# is carried out by Freyr's own (`Surface.lend_victory_text`) when it is at the mission
# and his player wins the battle; the Asgard character readied and/or unblocked is his
# player's (one stopped or blocked), assigned only if he then could be (as Daedalus's).
card("7c3c1850-b9df-47b7-bffd-aabd22657d70", "Freyr (Battleship Group Commander)",
     Card(FreyrFirepower(),
          Abilities(Ability("Freyr: an Asgard ship gets Victory text this mission",
                            AbilityCost(stop_self=True,
                                        glyphs=(Glyph.SCORPIUS, Glyph.TRIANGULUM)),
                            _lend_victory, targets=_asgard_ships)),
          On(Trigger.VICTORY_LENT,
             Seq(Forget("readied"),
                 Do(_ready_and_unblock, your & character & trait("Asgard")
                    & _stopped_or_blocked, prompt="ready and/or unblock"),
                 Do(_assign_it, Pick(_assignable_readied), optional=True,
                    prompt="assign him to the current mission")),
             _lent_ship_won)))


# --- session 8 sp-purge ------------------------------------------------------------


def _character_discarded(t: Surface, s: int) -> bool:
    return any(t.is_character(c) for c in t.discard_pile(t.owner(s)))


def _play_from_discard(t: Surface, s: int, c: int) -> bool:
    t.play_free(c)
    return True


def _purge_the_brought_back(t: Surface, s: int) -> bool:
    """Ruling: "that character" is purged if it is still in play or has gone to the
    discard pile by then (elsewhere, it is another card's business)."""
    did = False
    for c in t.recall(s, "cloned"):
        if t.in_play(c) or c in t.discard_pile(t.owner(c)):
            did = t.purge(c) or did
    return did


# Loki: the character comes into play even beside a character of the same title (card
# text played at no cost checks no uniqueness), and is purged as the turn ends.
card("46301f0b-67a4-44bc-8369-55c4e5cfb17f", "Loki (Rogue Geneticist)",
     OpAbilities((OpUse("Loki: a character of the discard pile into play for the turn",
                        AbilityCost(power=1, stop_self=True,
                                    any_glyph=(Glyph.ORION, Glyph.SCORPIUS)),
                        Seq(Do(_play_from_discard, character, among=DISCARD,
                               remember="cloned"),
                            AtTurnEnd(Simple(_purge_the_brought_back))),
                        usable=_character_discarded),)))
