"""Dominions: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    COMPLICATIONS,
    DISCARD,
    HAND,
    OPPONENT,
    PLAYS,
    Abilities,
    ArrangeTop,
    AtMissionEnd,
    Blocked,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    CountMissionsHigher,
    DifficultyCap,
    Do,
    DoAll,
    Draw,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    Lose,
    May,
    MayPay,
    Modes,
    On,
    Op,
    OpAbilityWith,
    OpponentVictoryTotal,
    Otherwise,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    Success,
    WhenAssigned,
    WhenPlayed,
    choose,
    destroy,
    discard,
    gets,
    stop_incapacitated,
)
from stargate_vcg.effects.dsl import ready as ready_it
from stargate_vcg.effects.rise_of_the_ori.characters import _plays_complication
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    adversary,
    any_of,
    ask,
    assigned,
    character,
    count_of,
    gear,
    glyph_kinds,
    has_glyph_twice,
    has_glyphs,
    incapacitated,
    obstacle,
    opponent_plays,
    other,
    ready,
    select,
    stopped,
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
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
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
    return min(t.successful_missions(source), len(glyph_kinds(t, source)))


def _failed_this_turn(t: Surface, source: int) -> bool:
    return t.failed_mission_count(source) > 0


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
def _science_obstacles_at_mission(t: Surface, source: int) -> int:
    return sum(1 for c in t.obstacles if t.printed_rating(c, SCIENCE) is not None)


def _obstacle_played_under_scully(t: Surface, source: int, player: int, action: Any) -> bool:
    """Ruling: every obstacle played (by either player) while she has Gemini and Orion."""
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and has_glyphs(Glyph.GEMINI, Glyph.ORION, every=True)(t, source))


card("8c85ed95-c7b5-4271-9386-4e2c40e33825", "Dana Scully (Skeptical Forensic Pathologist)",
     Card(SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.LIBRA, Glyph.ORION)),
          SkillBonus(COMBAT, 1, _this_assigned_with(titled("Fox Mulder")),
                     has_glyphs(Glyph.LIBRA, Glyph.ORION)),
          CostChangeBy(_science_obstacles_at_mission, _obstacle_played_under_scully,
                       on=PLAYS)))
card("6c5c4734-566d-49de-bbab-0e85e74eb79c", "Jennifer Keller (Insecure Doctor)",
     Card(SkillsBy(1, _this_assigned_with(character & with_glyph))),
     partial="wound tokens do not exist in the engine: her ability is not done")



# --- gear-like abilities, X-Files and SGC team characters ---

_xfiles = trait("X-Files")


def _targets(pick: Pick) -> Callable[[Surface, int], Sequence[int]]:
    return lambda t, s: select(t, s, pick, t.obstacles)


def _remove_failure(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


def _destroy_withdrawing(t: Surface, source: int, action: ActivateAbility) -> None:
    gain = t.withdraw(action.target) or 0
    t.destroy(action.target)
    if gain:
        t.gain_power(t.opponent(t.owner(source)), gain)


def _on_matching_mission(t: Surface, source: int) -> bool:
    return t.mission >= 0 and t.glyph_of(t.mission) in glyph_kinds(t, source)




class LoneGunmen(CardEffect):
    """Skills -1 while assigned; stop them and discard as many cards as there are
    obstacles at the mission to draw as many (once a turn)."""

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        return -1 if target == source and t.is_assigned(source) else 0

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        n = len(t.obstacles)
        return (Ability(f"The Lone Gunmen: discard {n} to draw {n}",
                        AbilityCost(stop_self=True, discards=n), _draw_as_discarded,
                        once_per_turn=True),)


def _draw_as_discarded(t: Surface, source: int, action: ActivateAbility) -> None:
    if action.discards:
        t.draw(t.owner(source), len(action.discards))


card("fac68381-17a7-4aa6-8feb-1b3cb4aa4b77", "Loran (Lonely Orphan)", Card(Abilities(
    Ability("Loran: remove failure text", AbilityCost(power=2, stop_self=True),
            _remove_failure, targets=_targets(trait("Goa'uld") | trait("Disease"))))))
card("5375ae7b-e683-4cb2-b238-702c99a15853", "Hoskins (Phlegmatic Agent)", Card(Abilities(
    Ability("Hoskins: destroy a dominion obstacle", AbilityCost(power=2, stop_self=True),
            _destroy_target, targets=_targets(Pick(lambda t, s, c: t.has_dominion(c)))),
    Ability("Hoskins: destroy a withdraw obstacle", AbilityCost(stop_self=True),
            _destroy_withdrawing,
            targets=_targets(Pick(lambda t, s, c: t.withdraw(c) is not None))))))
card("bae15f8a-39ae-4e3b-af92-9c7d730b24a3", "Walter Skinner (FBI Assistant Director)", Card(
    SkillBonus(CULTURE, 1, Pick(lambda t, s, c: c != s and t.is_assigned(s)
                                and t.is_assigned(c) and t.is_team_character(c)
                                and t.has_trait(c, "X-Files")),
               has_glyphs(Glyph.GEMINI, Glyph.LIBRA)),
    On(Trigger.CARD_PLAYED, Seq(MayPay(1), IfDid(Lose(1, OPPONENT))),
       opponent_plays(obstacle & ~trait("Political"), when=has_glyphs(Glyph.ORION))),
    On(Trigger.CARD_PLAYED, Seq(MayPay(1), IfDid(Lose(2, OPPONENT))),
       opponent_plays(obstacle & trait("Political"), when=has_glyphs(Glyph.ORION)))))
card("d8e3a030-227c-462c-a721-0a3648fafe58", "Samantha Carter (Atlantis Expedition Leader)",
     Card(On(Trigger.ASSIGNED, Seq(MayPay(1), IfDid(Do(ready_it, support_character))),
             lambda t, s, e: e.card == s and _on_matching_mission(t, s))))
card("9733a460-80ce-4956-9bd2-e3e1ba12d284", "The Lone Gunmen (Conspiracy Theories Experts)",
     LoneGunmen())


# --- glyph-conditioned team characters (grit and point values are not in the engine) ---

_GRIT = "the grit keyword is not in the engine"


def _opponent_assigns_adversary(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, Assign) and player == t.opponent(t.owner(s))
            and action.card >= 0 and t.is_adversary(action.card) and t.is_assigned(s))


def _destroy_political(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


card("0c433dda-6924-44f4-b25f-72a8c1e0bb80", "Ronald Greer (Combat Veteran)", Card(
    CostChangeBy(lambda t, s: len(glyph_kinds(t, s)), _opponent_assigns_adversary,
                 on=ASSIGNMENTS),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM)),
    SkillBonus(INGENUITY, 1, this, has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM))),
     partial=_GRIT)
class YatYir(Card):
    """Rising Confidant: point value +1 with Scorpius and +1 with Triangulum (part of his
    opponent's victory total, `CardEffect.point_value_modifier`)."""

    def point_value_modifier(self, t: Surface, source: int) -> int:
        return (int(t.has_glyph(source, Glyph.SCORPIUS))
                + int(t.has_glyph(source, Glyph.TRIANGULUM)))


card("9f4a3809-eefa-464e-98a3-78a1c27366b1", "Yat'Yir (Rising Confidant)", YatYir(
    SkillBonus(CULTURE, 1, this, has_glyphs(Glyph.SCORPIUS)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.TRIANGULUM)),
    SkillBonus(INGENUITY, 1, this,
               has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM, every=True))),
     partial="the grit keyword is not in the engine")
def _unblock_mulder(t: Surface, source: int, action: Any) -> None:
    t.unblock(source)


def _discards_a_villain_card(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, ActivateAbility) and action.card == s
            and any(not t.is_hero_card(c) for c in action.discards))


# Fox Mulder: his unblocking costs a hero card of his owner's hand (a villain card can't
# pay it: his own "can't"), 1 power, and Libra and Orion beneath him.
card("91b52d8a-f754-4592-85f4-0e23adf00027", "Fox Mulder (True Believer)", Card(
    SkillBonus(SCIENCE, 1, this, has_glyphs(Glyph.GEMINI, Glyph.ORION)),
    SkillBonus(SCIENCE, 1, _this_assigned_with(titled("Dana Scully")),
               has_glyphs(Glyph.GEMINI, Glyph.ORION)),
    Abilities(Ability("Fox Mulder: unblock himself",
                      AbilityCost(power=1, discards=1, glyphs=(Glyph.LIBRA, Glyph.ORION)),
                      _unblock_mulder, usable=lambda t, s: t.is_blocked(s))),
    Cant(_discards_a_villain_card, "Fox Mulder: the card discarded must be a hero card")),
     partial="the grit keyword is not in the engine")
def _ready_stan(t: Surface, source: int) -> bool:
    return t.ready(source)


_two_triangulum = has_glyph_twice(Glyph.TRIANGULUM)


card("2ecc1450-525f-4ce7-a3c5-0fab28e1c7f2", "Stan Kovacek (SG-9 Team Leader)", Card(
    Abilities(Ability("Stan Kovacek: destroy a Political obstacle",
                      AbilityCost(power=3, stop_self=True, glyphs=(Glyph.TRIANGULUM,)),
                      _destroy_political, targets=_targets(trait("Political")))),
    On(Trigger.ABILITY_USED, Seq(MayPay(2), IfDid(Simple(_ready_stan))),
       lambda t, s, e: e.card == s and _two_triangulum(t, s))))


# --- Sofiya Kaminskaya, Vala Mal Doran ---


class ValaCheerful(CardEffect):
    """Pay 4 power (one less per ready gear of hers) and discard a card: she is readied
    (once a turn)."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        gears = len(select(t, source, your & gear & ready))
        power = max(0, 4 - gears)
        return (Ability(f"Vala Mal Doran: ready herself for {power} power",
                        AbilityCost(power=power, discards=1), _ready_self,
                        once_per_turn=True),)


def _ready_self(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(source)


card("e1b1cee7-4461-4d29-b2e6-576825c96295", "Sofiya Kaminskaya (Trauma Surgeon)",
     Card(WhenPlayed(If(_failed_this_turn, Seq(
         MayPay(stop_this=True, label="stop her"),
         IfDid(Modes(("ready a stopped character", Do(ready_it, character & stopped)),
                     ("an incapacitated character becomes stopped",
                      Do(stop_incapacitated, character & incapacitated)))))))))
card("20c0f297-7a76-40f8-9547-98150bb0acc2", "Vala Mal Doran (Cheerful Adventurer)",
     ValaCheerful())


def _ready_this(t: Surface, source: int) -> bool:
    return t.ready(source)


def _opponent_political(kind: Trigger) -> Callable[[Surface, int, TriggerEvent], bool]:
    """A Political card of the other side comes: an obstacle played or an adversary
    assigned, by `kind`."""
    def test(t: Surface, s: int, e: TriggerEvent) -> bool:
        if e.player != t.opponent(t.owner(s)) or not t.has_trait(e.card, "Political"):
            return False
        return t.is_obstacle(e.card) if kind is Trigger.CARD_PLAYED else t.is_adversary(e.card)
    return test


def _russian_or_political(t: Surface, card: int) -> bool:
    return t.has_trait(card, "Russian") or t.has_trait(card, "Political")


def _nechayev_targets(t: Surface, source: int) -> Sequence[int]:
    """Russian support characters of his hand (not of a title he has in play), while
    another Russian or Political card of the hand can be discarded to pay."""
    me = t.owner(source)
    hand = t.hand(me)
    titles = {t.title_key(c) for c in t.cards_in_play(me)}
    return tuple(c for c in hand if t.is_support_character(c) and t.has_trait(c, "Russian")
                 and t.title_key(c) not in titles
                 and any(d != c and _russian_or_political(t, d) for d in hand))


def _nechayev_play(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    options = tuple(d for d in t.hand(me) if d != action.target
                    and _russian_or_political(t, d))
    ask(t, source, "discard", me, options, "discard a Russian or Political card",
        args=(action.target,), hidden=True)


class Nechayev(Card):
    """Konstantin Nechayev: his ability names the Russian support character (its target);
    the Russian or Political card discarded to pay is chosen next (ruling: the ability is
    offered only while one can be), then the character comes into play at no cost."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "discard":
            t.discard(chosen[0])
            if t.zone(args[0]) == "hand":
                t.put_into_play(args[0])
            return
        super().resume(t, source, step, args, chosen)


card("e70dd710-b5e0-4986-b314-c07449fcd633", "Konstantin Nechayev (IOA Representatitve)",
     Nechayev(On(Trigger.CARD_PLAYED, Seq(MayPay(2), IfDid(Simple(_ready_this))),
                 _opponent_political(Trigger.CARD_PLAYED)),
              On(Trigger.ASSIGNED, Seq(MayPay(2), IfDid(Simple(_ready_this))),
                 _opponent_political(Trigger.ASSIGNED)),
              Abilities(Ability("Konstantin Nechayev: a Russian support character",
                                AbilityCost(stop_self=True), _nechayev_play,
                                targets=_nechayev_targets))))


# --- Camile Wray, Grigori Bogdanov, Stargate Shield ---


def _own_power_phase_with(glyph: Glyph) -> Callable[[Surface, int, TriggerEvent], bool]:
    return lambda t, s, e: _own_power_phase_end(t, s, e) and t.has_glyph(s, glyph)


def _failed_count(t: Surface, source: int) -> int:
    return t.failed_mission_count(source)


card("99a8c181-513e-423e-a62b-2ce473dee899", "Camile Wray (Hardened Mediator)", Card(
    On(Trigger.POWER_PHASE_END, Seq(Gain(1), Draw(1)), _own_power_phase_with(Glyph.GEMINI)),
    On(Trigger.POWER_PHASE_END, Seq(Gain(1), Draw(1)), _own_power_phase_with(Glyph.ORION))),
     partial=_GRIT)
# Ruling: the failed mission being resolved counts ("each failed mission this turn" as
# its failure text resolves: the engine records it as failed only afterwards, so it is
# counted here by hand).
card("eae9b486-5ac8-4369-ba24-5573e291b93b", "Grigori Bogdanov (Theoretical Physicist)",
     Card(Failure(If(has_glyphs(Glyph.LIBRA, Glyph.SCORPIUS),
                     ArrangeTop(lambda t, s: _failed_count(t, s) + 1, optional=True)))))
card("c60010ad-005b-4ba7-9f41-d854915391b1", "Stargate Shield", Card(Abilities(
    Ability("Stargate Shield: remove failure text", AbilityCost(power=2, stop_self=True),
            _remove_failure, targets=lambda t, s: t.obstacles))),
     partial="its protection from ambushes is not done")


def _science_three(t: Surface, source: int, card: int) -> bool:
    return (t.skill(card, SCIENCE) or 0) >= 3


def _unblock_and_guard(t: Surface, source: int, card: int) -> bool:
    """Unblocked now (if blocked), and guarded while Katie stays assigned (`_guarded`)."""
    t.unblock(card)
    return True


def _guarded_blocked(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (t.is_assigned(source) and event.card in t.recall(source, "guarded")
            and t.is_blocked(event.card))


class _UnblockEventCard(Op):
    """The card the event is about (args[0]) is unblocked."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and t.unblock(args[0])
        self.finish(t, source, args, did)


# Ruling: "can't become blocked" is played as a block that ends at once (the blocks text
# makes still happen, and their "each time ... is blocked" text still fires).
card("7a369404-8c08-427f-a257-dee5d8220d99", "Katie Brown (Botanist)", Card(
    WhenAssigned(this, Seq(Forget("guarded"), MayPay(2), IfDid(Do(
        _unblock_and_guard, character & Pick(_science_three), remember="guarded",
        prompt="unblock and guard a scientist")))),
    On(Trigger.BLOCKED, _UnblockEventCard(), _guarded_blocked)))


# --- Nikolai Vostrikov, Reynolds ---

_russian = trait("Russian")


def _not_used_this_turn(t: Surface, source: int) -> bool:
    return t.recall(source, "turn") != (t.turn,)


def _mark_turn(t: Surface, source: int) -> bool:
    t.remember(source, "turn", (t.turn,))
    return True


# Ruling: "other" Russian characters are those other than Nikolai himself.
card("a8e658a8-8b66-4526-8fdf-82ee108b3ef8", "Nikolai Vostrikov (Submarine Captain)", Card(
    Failure(If(lambda t, s: has_glyphs(Glyph.GEMINI, Glyph.ORION)(t, s)
               and _not_used_this_turn(t, s),
               Seq(Do(destroy, assigned & support_character & _russian, optional=True),
                   IfDid(Seq(Simple(_mark_turn),
                             DoAll(gets(1, skills=True, until=UNTIL_TURN_END),
                                   your & character & _russian & other))))))))
def _mission_back(top: bool) -> Simple:
    """The failed mission goes face down onto its pile (top or bottom): it is no longer
    the current mission, so it is not placed among the failed missions."""
    def run(t: Surface, source: int) -> bool:
        if t.mission < 0:
            return False
        t.put_mission(t.mission, top=top)
        return True
    return Simple(run)


# Ruling: with both glyph pairs, the ready (a choice of his) comes before the mission
# leaves; he chooses the top or the bottom.
card("a8cc69b3-98f2-42e6-af85-c3a1415a1ab3", "Reynolds (Stalwart Commander)", Card(
    Failure(Seq(
        If(has_glyphs(Glyph.ORION, Glyph.PISCES, every=True),
           Seq(MayPay(3), IfDid(Do(ready_it, your & team_character & trait("SGC"))))),
        If(has_glyphs(Glyph.ORION, Glyph.PISCES),
           Modes(("the top of the mission pile", _mission_back(True)),
                 ("the bottom of the mission pile", _mission_back(False))))))))


# --- session 7 (sp-cards9) ---------------------------------------------------------------


class RaknorReturn(Op):
    """Success: he picks a card other than an adversary in his opponent's score pile,
    which goes to its owner's discard pile; a Jaffa card gives him 1 power."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        options = tuple(c for c in t.score_pile(them) if not t.is_adversary(c))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "return a scored card", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        card = chosen[0]
        t.put_in_discard_pile(card)
        if t.has_trait(card, "Jaffa"):
            t.gain_power(t.owner(source), 1)
        self.finish(t, source, args, True)


card("b888df35-a6b7-426e-8c4d-b843e0971b1c", "Rak'nor (Ardent Warrior)",
     Card(Success(RaknorReturn())))


def _mark_assigned_adversaries(t: Surface, source: int) -> bool:
    found = select(t, source, assigned & adversary)
    t.remember(source, "dearer", found)
    return bool(found)


class KorvynRevive(CardEffect):
    """The adversaries assigned as his Success text resolved revive for 2 more until the
    mission ends. Ruling: the rise lasts while Korvyn is in play (his text keeps it)."""

    def revive_modifier(self, t: Surface, source: int, adversary_card: int) -> int:
        return 2 if adversary_card in t.recall(source, "dearer") else 0


card("c51e10cc-8aa0-45e1-a074-28858d4944b2", "Korvyn (Security Detail)", Card(
    Success(Simple(_mark_assigned_adversaries)), KorvynRevive(),
    On(Trigger.MISSION_END, Forget("dearer"))))


def _bill_lee_reveals(t: Surface, source: int) -> bool:
    """One random card of his deck per glyph he has, revealed (different cards: the
    revealed cards are shuffled back only at the end); skills +1 per hero card among
    them, 1 power to the opponent per villain card; then the deck is shuffled."""
    me = t.owner(source)
    pool = list(t.deck_cards(me))
    revealed: list[int] = []
    for _ in t.glyphs(source):
        c = t.random_card(pool)
        if c < 0:
            break
        pool.remove(c)
        revealed.append(c)
        t.reveal(c)
    if not revealed:
        return False
    heroes = sum(1 for c in revealed if t.is_hero_card(c))
    villains = sum(1 for c in revealed if t.is_villain_card(c))
    if heroes:
        t.modify(source, heroes, skills=True)
    if villains:
        t.gain_power(t.opponent(me), villains)
    t.shuffle_deck(me)
    return True


card("ddea1f31-dc01-4f91-88ff-2f14908a89cd", "Bill Lee (Experimental Engineer)",
     Card(WhenAssigned(this, Simple(_bill_lee_reveals))))


# --- Licensed Card Game ---

_PREDICTIONS = ("costs more", "costs the same", "costs less")


class LicensedCardGame(Op):
    """Its player predicts how the cost of his deck's top card compares with his
    opponent's, drains 1 (paying the ability: not offered with an empty deck), his
    opponent drains 1; the printed costs of the two drained cards are compared: right,
    he gains 2 power; wrong, his opponent does. Ruling: when the opponent's deck is
    empty nothing is compared and nobody gains."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.ask(t, source, t.owner(source), range(3), "predict: your top card...", args,
                 labels=_PREDICTIONS)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        them = t.opponent(me)
        mine, theirs = t.deck_top(me), t.deck_top(them)
        t.mill(me, 1)
        t.mill(them, 1)
        if mine >= 0 and theirs >= 0:
            a, b = t.printed_cost(mine), t.printed_cost(theirs)
            actual = 0 if a > b else 1 if a == b else 2
            t.gain_power(me if actual == chosen[0] else them, 2)
        self.finish(t, source, args, True)


card("c2b103cd-6398-4393-ba68-cc1e02ba2a00", "Licensed Card Game", OpAbilityWith(
    LicensedCardGame(), AbilityCost(stop_self=True), "Licensed Card Game: predict",
    usable=lambda t, s: t.deck_size(t.owner(s)) > 0))


# --- Rebel Jaffa Camp ---


def _camp_price(t: Surface, stopped_jaffa: bool, card: int) -> int:
    off = 2 if stopped_jaffa and t.has_trait(card, "Jaffa") else 1
    return max(0, t.printed_cost(card) - off)


def _camp_targets(t: Surface, source: int) -> Sequence[int]:
    me = t.owner(source)
    in_play = {t.title_key(c) for c in t.cards_in_play(me)}
    jaffa = any(t.has_trait(c, "Jaffa") for c in t.team_characters(me))
    return tuple(c for c in t.hand(me)
                 if t.is_support_character(c) and t.title_key(c) not in in_play
                 and _camp_price(t, jaffa, c) <= t.power(me))


def _camp_play(t: Surface, source: int, action: ActivateAbility) -> None:
    jaffa = any(t.has_trait(c, "Jaffa") for c in action.stops)
    price = _camp_price(t, jaffa, action.target)
    if price <= t.power(t.owner(source)):
        t.play_from_hand(action.target, price)


# Rulings: "as normal" is the printed cost (as Harlan's), and not with a character of the
# same title in play; the support character is named as the ability's target, so one
# affordable only with the Jaffa reduction is offered while a Jaffa team character may
# be stopped, and is not played (nothing is paid) if another was stopped.
card("eb03784a-bb42-4a4c-9b57-d7934853583d", "Rebel Jaffa Camp", Card(Abilities(Ability(
    "Rebel Jaffa Camp: play a support character",
    AbilityCost(stop_self=True, stop_others=1,
                others=lambda t, s, c: t.owner(c) == t.owner(s) and t.is_team_character(c)),
    _camp_play, targets=_camp_targets))))


# --- Aiden Ford, Caulfield, Foxtrot Class Submarine ---


class FordSpares(Op):
    """His opponent picks one assigned adversary to spare; every other assigned adversary
    is destroyed."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        found = select(t, source, assigned & adversary)
        if not found:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.opponent(t.owner(source)), found, "spare one adversary", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in select(t, source, assigned & adversary):
            if c not in chosen:
                t.destroy_by(c, source)
        self.finish(t, source, args, True)


def _drain_two(t: Surface, source: int) -> bool:
    t.mill(t.owner(source), 2)
    return True


# Rulings: the drain of 2 is part of the cost: the ability is offered only with 2 cards in
# his player's deck; with one assigned adversary, it is spared.
card("c72b6238-e719-423a-ab9d-f81405c2a2af", "Aiden Ford (Fanatic Warrior)", OpAbilityWith(
    Seq(Simple(_drain_two), FordSpares()), AbilityCost(power=2, destroy_self=True),
    "Aiden Ford: destroy the assigned adversaries but one",
    usable=lambda t, s: t.deck_size(t.owner(s)) >= 2))


class CaulfieldCopies(Op):
    """She copies another character's present skill values for this mission. Ruling: a
    skill she has and the chosen one lacks becomes 0 (she keeps no value in it); one he
    has and she lacks, she gains."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        others = tuple(c for c in select(t, source, character) if c != source)
        if not others:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), others, "copy a character's skills", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        model = chosen[0]
        targets = [(k, t.skill(model, k) or 0) for k in (CULTURE, SCIENCE, COMBAT, INGENUITY)]
        for k, value in targets:
            delta = value - (t.skill(source, k) or 0)
            if delta:
                t.modify(source, delta, skill=k)
        self.finish(t, source, args, True)


card("4963032b-2686-497f-b4df-41067449da19", "Caulfield (Impersonator)", Card(WhenPlayed(Seq(
    MayPay(discards=1, label="discard a card to copy a character"),
    IfDid(CaulfieldCopies())))))


def _free_from(t: Surface, source: int, card: int) -> bool:
    """At no cost, from the hand or the discard pile; not one whose title its player
    already has in play (ruling: a play is still a play)."""
    me = t.owner(source)
    if t.title_key(card) in {t.title_key(c) for c in t.cards_in_play(me)}:
        return False
    t.put_into_play(card)
    return True


_gear_or_support = gear | support_character

card("07b6b290-3cba-434d-99a0-d14231408efe", "Foxtrot Class Submarine", Card(On(
    Trigger.MISSION_FAILED,
    Seq(MayPay(destroy_this=True, label="destroy the submarine"), IfDid(Modes(
        ("a gear or support character from the hand",
         Do(_free_from, your & _gear_or_support, among=HAND, optional=True)),
        ("a support character from the discard pile",
         Do(_free_from, your & support_character, among=DISCARD, optional=True))))),
    lambda t, s, e: e.player == t.owner(s) and t.in_play(s))))


class MartinKennedy(CardEffect):
    """CIA Interrogator: with Libra or Scorpius, experience +1 (toward winning: rulebook
    "Winning the Game") per promotion token on him."""

    def experience(self, t: Surface, source: int) -> int:
        if not has_glyphs(Glyph.LIBRA, Glyph.SCORPIUS)(t, source):
            return 0
        return t.promotion_tokens(source)


card("4a61b2fe-d520-4f64-b067-9e538bc98914", "Martin Kennedy (CIA Interrogator)",
     MartinKennedy())


# --- Aris Boch ---

_BOUNTY = "bounty"


def _bounty_on(t: Surface, source: int) -> int:
    """The adversary with his bounty token, while it is in play (-1 otherwise)."""
    held = t.recall(source, _BOUNTY)
    return held[0] if held and t.in_play(held[0]) and t.in_play(source) else -1


def _no_adversary_for_bounty(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and not select(t, source, adversary))


def _assigns_bountied(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, Assign) and action.card >= 0
            and action.card == _bounty_on(t, source) and player == t.opponent(t.owner(source)))


def _destroy_bounty(t: Surface, source: int, action: ActivateAbility) -> None:
    t.forget(source, _BOUNTY)


class ArisBochTracker(Card):
    """Diligent Tracker: the bounty token is his memory of the chosen adversary (it goes
    with that adversary, or with him, out of play); the opponent's ability to destroy it
    is his alone to use."""

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if (isinstance(action, ActivateAbility) and action.card == source
                and player == t.owner(source)):
            return "Aris Boch: only his opponent may pay to destroy the bounty token"
        return super().forbids(t, source, player, action)

    def hooks(self) -> frozenset[str]:
        return super().hooks() | {"forbids"}


# Rulings: the adversary (one of the opponent's in play: he can't be played without one)
# is chosen as he is played; the token's rules are his text.
card("be422ec3-2021-40c0-8599-58fb26d744d9", "Aris Boch (Diligent Tracker)", ArisBochTracker(
    Cant(_no_adversary_for_bounty, "Aris Boch: an adversary must get the bounty token"),
    WhenPlayed(Seq(Forget(_BOUNTY), Do(choose, adversary, remember=_BOUNTY,
                                       prompt="place the bounty token on"))),
    CostChange(1, _assigns_bountied, on=ASSIGNMENTS),
    Blocked(this, lambda t, s: _bounty_on(t, s) >= 0, "Aris Boch: his bounty is unclaimed"),
    Abilities(Ability("Aris Boch: destroy the bounty token", AbilityCost(power=2),
                      _destroy_bounty, usable=lambda t, s: _bounty_on(t, s) >= 0,
                      any_player=True))))


# --- session 9 sp-cards12: Flagisallus (the support character) ---

# The printing the Flagisallus obstacle becomes: once assigned, it is destroyed as that
# mission ends. Deck validation refuses it in a deck (session 10 sp-cards15,
# `construction.stargate_rules.NOT_IN_DECKS`).
card("d7f79742-0912-4b30-ad08-0f7867ea2966", "Flagisallus",
     Card(WhenAssigned(this, AtMissionEnd(DoAll(destroy, this)))))


# --- session 9 sp-cards13: Dreylock ---


def _assigning_dreylock(t: Surface, source: int, player: int, action: object) -> bool:
    return isinstance(action, Assign) and action.card == source


def _dreylock_empty_hand(t: Surface, source: int, player: int, action: object) -> bool:
    return _assigning_dreylock(t, source, player, action) and not t.hand(t.owner(source))


# As Kiselev (Epilogue): the card discarded to assign him is picked as he is assigned
# (he can't be assigned with an empty hand). His victory total text works while he is
# in play, whether his owner is the hero or the villain (`dsl.OpponentVictoryTotal`).
card("142e13a5-ea38-4b11-9be5-41ad7c9b6a7a", "Dreylock (Kelownan Diplomat)", Card(
    OpponentVictoryTotal(2),
    Cant(_dreylock_empty_hand, "Dreylock: a card must be discarded to assign him"),
    WhenAssigned(this, Do(discard, Pick(lambda t, s, c: True), among=HAND,
                          prompt="discard a card to assign Dreylock"))))


# --- session 9 sp-cards13: Garshaw ---

# His glyph text caps what each card adds to the mission's difficulty (`dsl.DifficultyCap`):
# with Orion, an assigned adversary's rating in each skill; with Orion and Scorpius, an
# obstacle's difficulty in each skill (either player's, at any mission while he is in
# effect).
card("25558596-f609-492c-a8e6-e8998fe75e63", "Garshaw (Of Belote)", Card(
    DifficultyCap(2, obstacles=False, adversaries=True, when=has_glyphs(Glyph.ORION)),
    DifficultyCap(2, obstacles=True, adversaries=False,
                  when=has_glyphs(Glyph.ORION, Glyph.SCORPIUS, every=True))))


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _stasis_targets(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.support_characters(t.owner(source))
                 if t.is_ready(c) and t.has_played_text(c))


def _stasis_use(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "resolved", (action.target,))
    if not t.replay_played_text(action.target, then=source):
        t.forget(source, "resolved")
        t.destroy(action.target)


class EurondanStasisChamber(Card):
    """Eurondan Stasis Chamber: the chosen character's played text resolves again
    (`Surface.replay_played_text`), then this card's text, carried on with that played
    event, destroys him."""

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.CARD_PLAYED and event.card in t.recall(source, "resolved"):
            t.forget(source, "resolved")
            if t.in_play(event.card):
                t.destroy(event.card)
            return
        super().resolve(t, source, event)


# Rulings: only its owner's own support characters can be chosen (another player's
# character's text is not in effect for him); the character is destroyed once the text
# is done, choices and all; its costs ("you may pay ...") are paid as it asks.
card("fdbbf108-17f4-4d5e-93d1-df6be4d3b870", "Eurondan Stasis Chamber",
     EurondanStasisChamber(Abilities(Ability(
         "Eurondan Stasis Chamber: replay a character's played text", AbilityCost(
             stop_self=True), _stasis_use, targets=_stasis_targets))))


# --- session 10 sp-cards14 ---


def _you_failed(t: Surface, s: int, e: Any) -> bool:
    return e.player == t.owner(s) and t.in_play(s)


# Dol'ok (Free Jaffa): both parts of the payment or none (he is destroyed after the
# discard is chosen).
card("afcee5e3-bede-4ac2-9067-638daf10b215", "Dol'ok (Free Jaffa)", Card(On(
    Trigger.MISSION_FAILED,
    Seq(MayPay(discards=1, destroy_this=True, label="pay: Dol'ok destroyed, one discard"),
        IfDid(Seq(Gain(1), CountMissionsHigher(successes=1)))),
    _you_failed)))
# Morozov (Military Escort): destroying him is allowed with no prepared ambush to destroy
# (the count of failed missions is raised all the same).
card("5202b451-f113-43cf-bc19-acf63eece4cf", "Morozov (Military Escort)", Card(WhenPlayed(
    Seq(MayPay(destroy_this=True, label="destroy Morozov"),
        IfDid(CountMissionsHigher(failures=1))))),
     partial="destroying a prepared ambush obstacle is not played (no ambushes in the "
             "engine)")


# --- session 11 sp-cards16: Amelia Banks ---------------------------------------------------

_DEBRIEF_PHASES = frozenset({"debrief", "refill hands", "debrief: discard down to eight",
                             "debrief: ready cards and place failed missions", "end of turn",
                             "end of turn: next player"})
_BANKS_PAID = "gained for"


def _resolution(t: Surface, event: TriggerEvent) -> tuple[int, int, int]:
    """The resolution of text that reordered the pile: its card, where it began."""
    return (t.turn, event.value, t.text_started_at(event.value))


class AmeliaBanks(CardEffect):
    """Amelia Banks, with Gemini or Orion: each ability or effect of her owner's that
    changes the order of his mission pile (`Trigger.MISSION_PILE_REORDERED`) during his
    power and mission phases gains him 1 power, once per resolution (however many
    changes it makes)."""

    listens = frozenset({Trigger.MISSION_PILE_REORDERED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        me = t.owner(source)
        return (event.kind is Trigger.MISSION_PILE_REORDERED and event.player == me
                and me == t.hero and event.value >= 0 and t.owner(event.value) == me
                and t.phase not in _DEBRIEF_PHASES
                and has_glyphs(Glyph.GEMINI, Glyph.ORION)(t, source)
                and t.recall(source, _BANKS_PAID) != _resolution(t, event))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        mark = _resolution(t, event)
        if t.recall(source, _BANKS_PAID) == mark:
            return  # (a second change by the same resolution: paid once)
        t.remember(source, _BANKS_PAID, mark)
        t.gain_power(t.owner(source), 1)


# Amelia Banks. Rulings: "you resolve" is text of her owner's cards (his mission's too),
# the pile his; his power phase and mission phase are his turn before the debrief; a
# mission placed into the pile from elsewhere adds a card but changes no order.
card("3a201d42-0037-4ad5-b8f1-393d6ae4215c", "Amelia Banks (Adaptable Gate Technician)",
     Card(AmeliaBanks()))
