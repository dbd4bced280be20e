"""Dominions: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from typing import Any, ClassVar

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    PLAYS,
    YOU,
    Abilities,
    ArrangeTop,
    BoostsAny,
    Cant,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoAll,
    DoAttached,
    DoN,
    DoRemembered,
    DoToIt,
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
    OpAbilities,
    OpAbilityWith,
    OpUse,
    Otherwise,
    OwnCost,
    PurgeFrom,
    ReplayPlayedText,
    Search,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    Success,
    Victory,
    WhenAssigned,
    WhenPlayed,
    WhenRevived,
    _pack,
    _unpack,
    block,
    choose,
    destroy,
    discard,
    gets,
    incapacitate,
    place_on,
    placed_on,
    stop,
    to_hand,
)
from stargate_vcg.effects.dsl import ready as ready_it
from stargate_vcg.effects.missions_set.missions import Drain
from stargate_vcg.effects.system_lords.villains import _ready_and_block
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_MISSION_END,
    UNTIL_TURN_END,
    Pick,
    adversary,
    assigned,
    at_current_mission,
    character,
    count_at_mission,
    count_of,
    gear,
    obstacle,
    plays,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign, PlayCard, PlayComplication
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    DISCARD_PILE,
    IN_PLAY,
    SCORE_PILE,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.phases import R_OBSTACLE
from stargate_vcg.engine.stargate.surface import Surface


def _destroy_this(t: Surface, source: int) -> bool:
    t.destroy(source)
    return True


def _obstacles_scored(t: Surface, source: int) -> int:
    return sum(1 for c in t.score_pile(t.owner(source)) if t.is_obstacle(c))


def _this_harder_by_two(t: Surface, source: int) -> bool:
    t.modify(source, 2, difficulty=True)
    return True


def _armed(t: Surface, source: int) -> bool:
    """Message In A Bottle: its failure text was given as it was played."""
    t.remember(source, "armed", (1,))
    return True


def _is_armed(t: Surface, source: int) -> bool:
    return bool(t.recall(source, "armed"))


def _third_team_assignment(t: Surface, source: int, player: int, action: Any) -> bool:
    """The opponent assigning a third team character to this mission."""
    if not isinstance(action, Assign) or player != t.opponent(t.owner(source)):
        return False
    if action.card < 0 or not t.is_team_character(action.card):
        return False
    return len(select(t, source, assigned & team_character)) >= 2


_jaffa_obstacle = obstacle & trait("Jaffa")
_dominion = Pick(lambda t, s, c: t.has_dominion(c))
_assigned_team = count_of(assigned & team_character)

card("694bbd98-8cf6-4d48-8492-fa09dc6fe950", "Marduk (Babylonian Tyrant)", Card(
    Success(Seq(Do(incapacitate, assigned & team_character), Simple(_destroy_this))),
    Failure(Do(incapacitate, assigned & team_character))))
card("38d42958-e443-4980-bf31-69dac53d70c6", "Richard Woolsey (Hostile Investigator)", Card(
    OwnCost(lambda t, s: -2 * t.failed_mission_count(s)),
    Failure(ArrangeTop(count_of(assigned & character)))))
card("be4434da-dea1-4142-8767-1fb502e7f2ba", "Alternate Teal'c (First Prime of Baal)", Card(
    WhenAssigned(this, Seq(
        Gain(count_at_mission(_jaffa_obstacle)),
        If(lambda t, s: bool(select(t, s, _jaffa_obstacle & _dominion,
                                    at_current_mission(t, s))),
           May(Draw(1), label="draw a card"))))))
card("802b0ff5-485e-4e77-a894-bba2b04a406f", "Callous Counterstrike",
     Card(WhenPlayed(DoN(destroy, support_character, _obstacles_scored, chooser=OPPONENT))))
card("317743df-b0ab-4d6a-8444-7cb50c1e1341", "Forced Evolution", Card(
    WhenPlayed(Seq(Forget(), Do(block, team_character, remember="chosen"))),
    Success(DoRemembered(gets(2, skills=True, until=UNTIL_TURN_END))),
    Failure(DoRemembered(incapacitate))))
card("377145a3-9b3b-40c7-9bac-66a01170c1b0", "Ghastly Warning", Card(
    WhenPlayed(Do(_ready_and_block, assigned & character)),
    Failure(DoAll(stop, character))))
card("8ccb40a0-f738-40f1-8156-322b11ac4951", "Severe Dehydration", Card(WhenPlayed(Modes(
    ("destroy a stopped support character", Do(destroy, support_character & stopped)),
    ("incapacitate a stopped team character", Do(incapacitate, team_character & stopped))))))
card("c1414a2e-abff-4801-adb7-64671a56a2f5", "Surrender or Die!", Card(WhenPlayed(Otherwise(
    Do(destroy, support_character, chooser=OPPONENT, optional=True),
    Simple(_this_harder_by_two)))))
card("3ee2904e-04f2-465f-b4ed-1778d732075a", "Message In A Bottle", Card(
    WhenPlayed(Seq(Forget("armed"), Otherwise(
        Do(stop, assigned & character, chooser=OPPONENT, optional=True),
        Simple(_armed)))),
    Failure(If(_is_armed, DoAll(incapacitate, assigned & team_character)))))
card("bb0acd10-e2ac-4d83-a693-74e98b4388e4", "Social Experiment", Card(
    WhenPlayed(DoAll(ready_it, assigned & team_character)),
    Cant(_third_team_assignment, "no more than two team characters at this mission")))
card("e91e11d6-ad0b-40aa-b164-bdfb00b914c9", "Stun Bubble",
     Card(WhenPlayed(DoN(block, support_character, _assigned_team))))


# --- adversaries whose difficulty counts something ---

def _opponent_discards_hand(t: Surface, source: int) -> bool:
    hand = tuple(t.hand(t.opponent(t.owner(source))))
    for c in hand:
        t.discard(c)
    return bool(hand)


def _tens_in_opponent_discard(t: Surface, source: int) -> int:
    return len(t.discard_pile(t.opponent(t.owner(source)))) // 10


class KhalekRevive(CardEffect):
    """His revive cost rises with his difficulty (per ten cards in the opponent's discard
    pile)."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return _tens_in_opponent_discard(t, source) if adversary == source else 0


card("771ad338-038a-445e-8096-91cb1469b676", "Joran (Jaffa Commander)", Card(
    Difficulty(_obstacles_scored),
    WhenRevived(Do(to_hand, (obstacle | adversary) & trait("Jaffa"), among=DISCARD,
                   optional=True))))
card("f28f7e20-b5ad-4e89-824b-2908286896b6", "Khalek (Unstoppable)", Card(
    Difficulty(_tens_in_opponent_discard), KhalekRevive(),
    Failure(Simple(_opponent_discards_hand))))


# --- Thanos ---


class ScoredText(Card):
    """Text that works as (and while) the card is in its owner's score pile."""

    zones = frozenset({SCORE_PILE})


def _destroy_gear_for_power(t: Surface, source: int, card: int) -> bool:
    cost = t.printed_cost(card)
    t.destroy(card)
    if cost:
        t.gain_power(t.owner(source), cost)
    return True


class ThanosText(Card):
    """In play, his protection from blocks; in the score pile, his scoring text."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, SCORE_PILE})


def _thanos_blocked_on_science(t: Surface, source: int, event: Any) -> bool:
    return (event.card == source and t.in_play(source) and t.is_blocked(source)
            and t.mission >= 0 and t.printed_rating(t.mission, SCIENCE) is not None)


def _unblock_this(t: Surface, source: int) -> bool:
    return t.unblock(source)


# Ruling: "can't be blocked" is played as a block that ends at once (see Katie Brown).
card("11b21f50-1e9d-40c6-966a-1b0f9131a9f4", "Thanos (Ruler of Langara)", ThanosText(
    On(Trigger.SCORED, Do(_destroy_gear_for_power, gear, optional=True),
       lambda t, s, e: e.card == s and t.zone(s) == "villain score pile"),
    On(Trigger.BLOCKED, Simple(_unblock_this), _thanos_blocked_on_science)))


card("ecc8f467-9dfa-495f-9007-beecaf209ac9", "Borrowed Strength",
     Card(WhenPlayed(Do(gets(2, difficulty=True), adversary & trait("Wraith")))),
     partial="wound tokens are not in the engine: the success and failure text is not done")


# --- Inquisitor Prior, Tiberian ---


def _chosen_assigned(t: Surface, source: int) -> bool:
    return any(t.is_assigned(c) for c in t.recall(source, "chosen"))


def _complication_from_hand(t: Surface, source: int, card: int) -> bool:
    """The opponent's card becomes a complication at the current mission (it goes back
    to its owner's discard pile when destroyed)."""
    t.place_complication(card, t.owner(source))
    return True


_not_chosen = Pick(lambda t, s, c: c not in t.recall(s, "chosen"))

card("b20f2cd2-0994-439e-b905-e259074c6982", "Inquisitor Prior (Scourge of the Sodan)", Card(
    WhenAssigned(this, Seq(Forget(), Do(choose, support_character, remember="chosen"))),
    SkillsBy(-1, assigned & character & _not_chosen, _chosen_assigned),
    Failure(DoRemembered(destroy))))
card("e37fac9e-9c7f-40cf-b7b4-556e20342c4f", "Tiberian (Ransacking Zealot)", Card(
    WhenAssigned(this, Seq(MayPay(1), IfDid(Do(_complication_from_hand, Pick(
        lambda t, s, c: True), chooser=OPPONENT, among=HAND))))))


# --- Yu, Dutiful Prior, Tense Standoff ---


class YuDominion(CardEffect):
    """While he is assigned, each Jaffa or Goa'uld obstacle costing 2 or less at the
    mission has dominion."""

    def grants_dominion(self, t: Surface, source: int, obstacle_card: int) -> bool:
        return (t.is_assigned(source) and t.printed_cost(obstacle_card) <= 2
                and (t.has_trait(obstacle_card, "Jaffa")
                     or t.has_trait(obstacle_card, "Goa'uld")))


class DutifulPriorRevive(CardEffect):
    """Ori adversaries assigned with him revive for 2 less (3 less for Adria)."""

    def revive_modifier(self, t: Surface, source: int, adversary_card: int) -> int:
        if (adversary_card == source or not t.is_assigned(source)
                or not t.is_assigned(adversary_card)
                or not t.has_trait(adversary_card, "Ori")):
            return 0
        return -3 if t.title(adversary_card) == "Adria" else -2


card("53a1968d-e47c-45fe-89bd-2ecd3b4e92d1", "Yu (The Jade Emperor)", YuDominion())
card("e4c3803c-c04d-4031-8efc-e998c3164d7a", "Dutiful Prior (Witness of Prophecy)", Card(
    DutifulPriorRevive(),
    CostChange(-1, lambda t, s, p, a: p == t.owner(s) and t.is_assigned(s)
               and isinstance(a, PlayComplication), on=COMPLICATIONS)),
     partial="the Ori vassal keyword is not in the engine")
card("4277cf3b-c7b9-4109-8309-b93b94c410aa", "Tense Standoff",
     Card(Failure(Do(stop, support_character))),
     partial="its ambush (prepared after a failure) is not done")


# Za'tarc Self-Destruct: session 10 sp-cards15, at the end of the module.


# --- Ovirda ---


def _mission_becomes(skill: int) -> Simple:
    def run(t: Surface, source: int) -> bool:
        if t.mission < 0:
            return False
        t.change_mission_skill(t.mission, skill)
        return True
    return Simple(run)


def _opponent_plays_combat_or_science(t: Surface, source: int, event: Any) -> bool:
    return (event.player == t.opponent(t.owner(source)) and t.mission >= 0
            and any(t.printed_rating(t.mission, k) is not None for k in (COMBAT, SCIENCE)))


card("1201b6fc-3612-4aa1-abc9-71737595f026", "Ovirda (Langaran Ambassador)", Card(On(
    Trigger.MISSION_PLAYED,
    Seq(MayPay(destroy_this=True, label="destroy Ovirda"),
        IfDid(Modes(("a Culture mission", _mission_becomes(CULTURE)),
                    ("an Ingenuity mission", _mission_becomes(INGENUITY))))),
    _opponent_plays_combat_or_science)))


# --- session 7 (sp-cards9) ---------------------------------------------------------------


class _BeneathAdversary(Card):
    """An obstacle its Failure text places beneath one of its owner's adversaries (face up,
    `place_on`): its text then works from there, for that adversary, while it stays
    beneath him (`placed_on`); it leaves with him (to the discard pile)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH})


_holder = Pick(lambda t, s, c: c == placed_on(t, s))
_place_beneath_adversary = Failure(Do(place_on, your & adversary, prompt="place it beneath"))


def _holder_assigned(t: Surface, source: int, event: Any) -> bool:
    """Its owner assigning the adversary it lies beneath."""
    held = placed_on(t, source)
    return held >= 0 and event.card == held and event.player == t.owner(source)


# Ruling (each "beneath an adversary" obstacle): its owner picks one of his adversaries
# in play; with none, it stays at the mission (and is destroyed with the others).
card("3b89da96-05d2-444f-b2fe-d2ec8dfb6e5c", "The Quest", _BeneathAdversary(
    _place_beneath_adversary,
    *(SkillBonus(skill, 1, _holder) for skill in (CULTURE, SCIENCE, COMBAT, INGENUITY))))



class _BoostingBeneath(_BeneathAdversary):
    """A beneath-an-adversary obstacle that its owner may also use to boost one of his
    adversaries of its affiliation (`dsl.BoostsAny`, session 9 sp-cards12): its text
    works in the hand too, for that "can" (its other parts ask for the adversary it lies
    beneath, and Failure text is asked of the cards at the mission only)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH, HAND})


def _boosts(trait_name: str) -> BoostsAny:
    """Ruling: "any <trait> adversary" is one of its owner's, in play and assigned, as a
    boost's target always is (rulebook "Boost")."""
    return BoostsAny(Pick(lambda t, s, c: t.is_adversary(c) and t.has_trait(c, trait_name)))


class _ReviveCheaper(CardEffect):
    def revive_modifier(self, t: Surface, source: int, adversary_card: int) -> int:
        return -5 if adversary_card == placed_on(t, source) else 0


card("1211c6e9-51a1-4a64-96a0-a27fc43372f1", "Hathor's Resurrection", _BoostingBeneath(
    _place_beneath_adversary, _ReviveCheaper(), _boosts("Goa'uld")))
card("0fac0d2d-9207-4696-9f89-55eff804c208", "IOA Investigation", _BoostingBeneath(
    _place_beneath_adversary, _boosts("Political"),
    On(Trigger.ASSIGNED, Seq(Lose(2, OPPONENT), Gain(2)), _holder_assigned)))
card("7bba618d-c758-4992-ad0b-adf2edc35225", "Test of Might", _BoostingBeneath(
    _place_beneath_adversary, _boosts("Jaffa"),
    On(Trigger.ASSIGNED, Do(destroy, support_character, optional=True), _holder_assigned)))
card("fc13dc22-4f9c-4cda-8121-0661add02eaa", "Ravaging Renewal", _BoostingBeneath(
    _place_beneath_adversary, _boosts("Wraith"),
    On(Trigger.ASSIGNED, Seq(Drain(4, OPPONENT), May(
        DoAll(ready_it, your & adversary & stopped & ~_holder),
        label="ready each other stopped adversary")), _holder_assigned)))


# --- Hostage Negotiations ---


class HostageNegotiations(Op):
    """Its owner picks a character with affiliation traits, then one of those traits;
    every support character in play without it is destroyed. Ruling: with no character
    holding an affiliation trait, nothing is destroyed."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = select(t, source, character & Pick(lambda t, s, c: bool(t.traits(c))))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "choose a character's affiliation",
                 _pack(args, 0, ()))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage, data = _unpack(args)
        if stage == 0:
            traits = sorted(t.traits(chosen[0]))
            self.ask(t, source, t.owner(source), range(len(traits)), "choose the trait",
                     _pack(base, 1, (chosen[0],)), labels=traits)
            return
        kept = sorted(t.traits(data[0]))[chosen[0]]
        for c in select(t, source, support_character):
            if kept not in t.traits(c):
                t.destroy_by(c, source)
        self.finish(t, source, base, True)


card("d1ffe94e-d688-491b-8436-14eafcfd4e88", "Hostage Negotiations",
     Card(Failure(HostageNegotiations())))


# --- The Orici ---


class OriciSearch(Search):
    """Its owner may search his deck for an adversary, which he plays at no cost (then
    he shuffles); one costing 5 or more (printed) gives his opponent 1 power."""

    def __init__(self) -> None:
        super().__init__(adversary, optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
            t.play_free(chosen[0])
            if t.printed_cost(chosen[0]) >= 5:
                t.gain_power(t.opponent(me), 1)
        t.shuffle_deck(me)
        self.finish(t, source, args, bool(chosen))


card("1563d13c-79c8-4847-a089-43f56b196e90", "The Orici", Card(Failure(OriciSearch())))


# --- Rhea ---


class RheaLook(Op):
    """Her player sees as many top cards of his deck as there are team characters
    assigned, keeps one in hand, and the deck is shuffled with the others;
    the cards are shown to her player only. Ruling: with no team character assigned she
    looks at none (and still discards)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = len(select(t, source, assigned & team_character))
        top = t.deck_top_cards(t.owner(source), n) if n else ()
        if not top:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), top, "take one into hand", args, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        t.take_into_hand(chosen[0])
        t.shuffle_deck(t.owner(source))
        self.finish(t, source, args, True)


card("f99e7dbd-6533-4fd1-ad07-5dae9832ec6e", "Rhea (Queen of Cronus)", OpAbilityWith(
    Seq(RheaLook(), Do(discard, Pick(lambda t, s, c: True), among=HAND)),
    AbilityCost(stop_self=True), "Rhea: look at the top of the deck"))


# --- Nanite Infection, Primeval Queen, Quid Pro Quo ---


class NaniteInfection(CardEffect):
    """While it is at the mission, a support character that would become stopped (by
    card text or to pay a cost) is destroyed instead. Ruling: the rules' stop of the
    assigned cards as the mission resolves is not a replaceable event in the engine; a
    support character stopped so is destroyed as it becomes stopped (the same end)."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.STOP and source in t.obstacles
                and t.is_support_character(card))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.destroy_by(card, source)


def _stopped_support(t: Surface, source: int, event: Any) -> bool:
    return (source in t.obstacles and event.card >= 0 and t.is_support_character(event.card)
            and t.in_play(event.card))


card("8b2a40b2-436f-4e13-84dd-3e7f85fe2ef0", "Nanite Infection", Card(
    NaniteInfection(), On(Trigger.STOPPED, DoToIt(destroy), _stopped_support),
    Success(Simple(_destroy_this))))


def _queen_ingenuity(t: Surface, source: int) -> int:
    return max(0, t.skill(source, INGENUITY) or 0)


# Ruling: "if they do" needs a card drained (an empty deck drains nothing: the team
# character is incapacitated); her player picks the team character.
card("bf85bc5f-8832-4ee2-96a6-36cfd46420cc", "Primeval Queen (Forsaken)", Card(
    Difficulty(count_of(assigned & support_character)),
    Failure(Otherwise(
        Seq(May(Drain(_queen_ingenuity, OPPONENT), who=OPPONENT, label="drain"),
            IfDid(Gain(_queen_ingenuity))),
        Do(incapacitate, team_character)))))


def _arm_withdraw(t: Surface, source: int) -> bool:
    t.remember(source, "withdraw", (1,))
    return True


def _quid_withdraw(t: Surface, source: int, action: Any) -> None:
    t.gain_power(t.owner(source), 4)


# Its withdraw 4 (glossary "withdraw": destroy it to gain 4 power), given when the
# opponent declines to stop an assigned character as it is played.
card("21855c42-de96-4ac6-beb0-9346850222bc", "Quid Pro Quo", Card(
    WhenPlayed(Seq(Forget("withdraw"), Otherwise(
        Do(stop, assigned & character, chooser=OPPONENT, optional=True),
        Simple(_arm_withdraw)))),
    Abilities(Ability("Quid Pro Quo: withdraw 4", AbilityCost(destroy_self=True),
                      _quid_withdraw, usable=lambda t, s: bool(t.recall(s, "withdraw"))))))


# --- Hale, Unstoppable Advance ---


def _hale_on_combat(t: Surface, source: int) -> bool:
    return (t.is_assigned(source) and t.mission >= 0
            and t.printed_rating(t.mission, COMBAT) is not None)


class HaleWaiver(CardEffect):
    """Assigned where the mission is rated in Combat, he lets his player's Political
    obstacles be played without a rating in the mission's skill (a "can": the rule is
    waived)."""

    def permits(self, t: Surface, source: int, player: int, action: Any, rule: str) -> bool:
        return (rule == R_OBSTACLE and isinstance(action, PlayCard)
                and player == t.owner(source) and t.is_obstacle(action.card)
                and t.has_trait(action.card, "Political") and _hale_on_combat(t, source))


def _both_combat_up(t: Surface, source: int) -> bool:
    """Hale gets Combat +1 for the mission (the obstacle: the next step)."""
    t.modify(source, 1, skill=COMBAT)
    return True


# Ruling: the obstacle's Combat +1 is a difficulty +1 at the Combat mission, added to its
# Combat rating; one played without a Combat rating (by the waiver) still contributes no
# difficulty there (the engine's rule: an obstacle adds difficulty only in a skill it is
# rated in).


def _political_obstacle_played(t: Surface, source: int, event: Any) -> bool:
    return (event.player == t.owner(source) and t.is_obstacle(event.card)
            and t.has_trait(event.card, "Political") and _hale_on_combat(t, source))


class ObstacleHarder(Op):
    """The obstacle the event is about (args[0]), at the mission, gets difficulty +1."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and args[0] in t.obstacles
        if did:
            t.modify(args[0], 1, difficulty=True)
        self.finish(t, source, args, did)


card("3171430b-ebb7-455c-99ef-823d05a53fd4", "Hale (Kelownan Commander)",
     Card(HaleWaiver(),
          On(Trigger.CARD_PLAYED, Seq(Simple(_both_combat_up), ObstacleHarder()),
             _political_obstacle_played)))


def _place_complication_free(t: Surface, source: int, card: int) -> bool:
    t.place_complication(card, t.owner(source))
    return True


# Its Victory text (session 9 sp-cards12): the engine asks it of a villain victor's
# obstacles at the mission (`resolve.battle_victory`). Ruling: one of its owner's villain
# ships that can be readied (assigned or stopped), ready ones not offered.
_readiable_villain_ship = your & Pick(
    lambda t, s, c: t.is_ship(c) and t.is_villain_card(c) and (t.is_assigned(c)
                                                               or t.is_stopped(c)))

card("ea225d1c-cb4e-4da0-8b0e-a718c5bf876f", "Unstoppable Advance", Card(On(
    Trigger.ASSIGNED,
    Seq(MayPay(1), IfDid(Do(_place_complication_free, Pick(lambda t, s, c: True),
                            among=HAND, prompt="a complication at no cost"))),
    lambda t, s, e: s in t.obstacles and e.player == t.owner(s) and t.is_ship(e.card)),
    Victory(Do(ready_it, _readiable_villain_ship, prompt="ready a villain ship"))))


# --- Massive Gravity Well, Jaffa Elite Troops ---


class GravityWell(Op):
    """Its player names X (0 to his power) and pays it; every ship whose firepower is at
    most X becomes stopped. Ruling: X is named and paid as the obstacle is played (nothing can
    happen in between)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        most = t.power(t.owner(source))
        self.ask(t, source, t.owner(source), range(most + 1), "pay X power", args,
                 labels=tuple(f"X = {x}" for x in range(most + 1)))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        x = chosen[0]
        t.lose_power(t.owner(source), x)
        for c in select(t, source, Pick(lambda t, s, c: t.is_ship(c))):
            if t.firepower(c) <= x:
                t.stop(c)
        self.finish(t, source, args, True)


card("c9752404-cab4-4ed8-b536-cb27162d58bf", "Massive Gravity Well",
     Card(WhenPlayed(GravityWell())))


def _jaffa_adversary_assigned(t: Surface, source: int) -> bool:
    return bool(select(t, source, assigned & adversary & trait("Jaffa")))


def _score_it(t: Surface, source: int, card: int) -> bool:
    t.score(card)
    return True


# Ruling: the additional card with dominion (an obstacle at the mission, this one too) is
# scored as the failure text resolves, before the usual scoring of the adversary.
card("a25bb805-0b62-4237-a0a8-5107856d003b", "Jaffa Elite Troops", Card(Failure(If(
    _jaffa_adversary_assigned,
    Do(_score_it, obstacle & _dominion, among=OBSTACLES, optional=True,
       prompt="score an additional card with dominion")))))


# --- At Oberoth's Mercy, The Will of the Ori ---


def _shares_affiliation_with_holder(t: Surface, source: int, player: int, action: Any) -> bool:
    """An obstacle its player plays sharing a trait with the assigned adversary this one
    lies beneath. Ruling: the floor of 1 is kept by not lowering an obstacle whose
    printed cost is 1 or less."""
    held = placed_on(t, source)
    return (held >= 0 and t.is_assigned(held) and isinstance(action, PlayCard)
            and player == t.owner(source) and t.is_obstacle(action.card)
            and t.printed_cost(action.card) > 1
            and bool(t.traits(action.card) & t.traits(held)))


card("a81ef988-884f-4afa-bac9-d36a950a7fba", "At Oberoth's Mercy", _BoostingBeneath(
    _place_beneath_adversary, _boosts("Replicator"),
    CostChange(-1, _shares_affiliation_with_holder, on=PLAYS)))


class _BeneathUntilScored(_BoostingBeneath):
    """Its text also answers as its adversary is scored (the cards beneath him have gone
    to the discard pile by then)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH, DISCARD_PILE, HAND})


def _holder_scored(t: Surface, source: int, event: Any) -> bool:
    held = t.recall(source, "on")
    return (bool(held) and event.card == held[0] and event.player == t.owner(source)
            and t.zone(source) == "discard")


card("7e1ad77b-4d20-4dab-9901-8a2bc61655a1", "The Will of the Ori", _BeneathUntilScored(
    _place_beneath_adversary, _boosts("Ori"),
    On(Trigger.SCORED, Seq(Do(incapacitate, team_character), Forget("on")), _holder_scored)))


# --- Hive Ship Seed, Wraith Hybrid, Cunning Queen ---

_SEEDED = "seeded"


def _seed_arms(t: Surface, source: int) -> bool:
    """Stopped (and 3 drained) to pay: its player's Disease obstacles cost 1 less until
    the mission ends (kept even if the Seed leaves play)."""
    t.mill(t.owner(source), 3)
    t.remember(source, _SEEDED, (t.turn, t.mission))
    t.keep_rules(source, UNTIL_MISSION_END)
    return True


def _seeded(t: Surface, source: int) -> bool:
    return t.recall(source, _SEEDED) == (t.turn, t.mission) and t.mission >= 0


def _play_free_it(t: Surface, source: int, card: int) -> bool:
    t.play_free(card)
    return True


# Rulings: the drain of 3 is part of the ability's cost (offered with 3 cards in the
# deck); the villain ship comes from the hand.
card("90c31f5c-688b-4055-a27b-78c5fce9aa1a", "Hive Ship Seed (Growing Threat)", OpAbilityWith(
    Simple(_seed_arms), AbilityCost(stop_self=True), "Hive Ship Seed: cheaper Disease obstacles",
    CostChange(-1, plays(obstacle & trait("Disease"), when=_seeded), on=PLAYS),
    On(Trigger.MISSION_FAILED, Seq(
        MayPay(1, destroy_this=True, label="destroy the Seed and pay 1"),
        IfDid(Do(_play_free_it, Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c)),
                 among=HAND, prompt="a free villain ship"))),
       lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.in_play(s)),
    usable=lambda t, s: t.deck_size(t.owner(s)) >= 3 and t.mission >= 0))

card("7b8990de-29f5-45af-ae93-a5fd1e7cd8c3", "Wraith Hybrid", Card(Failure(
    Do(_score_it, obstacle & _dominion, among=OBSTACLES, optional=True,
       prompt="score an additional card with dominion"))),
     partial="the Wraith vassal keyword is not in the engine")

_DRAINING = "draining"


def _arm_queen(t: Surface, source: int) -> bool:
    t.remember(source, _DRAINING, (t.turn,))
    return True


def _revived_wraith(t: Surface, source: int, event: Any) -> bool:
    return (t.recall(source, _DRAINING) == (t.turn,) and event.player == t.owner(source)
            and t.has_trait(event.card, "Wraith"))


class QueenDrain(Op):
    """The opponent drains as many cards as the revived Wraith adversary's (args[0])
    revive cost. Ruling: that cost as it stands once paid (the same, unless text changed
    it meanwhile)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        n = min(t.revive_cost(args[0]), t.deck_size(them)) if args else 0
        if n:
            t.mill(them, n)
        self.finish(t, source, args, n > 0)


card("441f0d07-477b-4d35-abb7-6a6fbea9ad70", "Cunning Queen (Betrayer)", Card(
    Failure(Simple(_arm_queen)),
    On(Trigger.REVIVED, QueenDrain(), _revived_wraith),
    On(Trigger.MISSION_END, Forget(_DRAINING))),
     partial="the Wraith vassal keyword (given to other Wraith adversaries) is not in the "
             "engine")


# --- Organizational Overhaul ---


def _no_assigned_adversary_to_ready(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and not select(t, source, your & assigned & adversary))


def _assign_harder(t: Surface, source: int, card: int) -> bool:
    if not t.assign_by_text(card):
        return False
    t.modify(card, 1, difficulty=True)
    return True


def _assignable_other(t: Surface, source: int, card: int) -> bool:
    """A ready adversary of his, not the one readied to play it, rated in the mission's
    skill and not blocked (what an assignment needs)."""
    return (card not in t.recall(source, "readied") and t.is_ready(card)
            and not t.is_blocked(card)
            and any(t.printed_rating(card, k) is not None for k in t.mission_skills()))


# Ruling: readying an assigned adversary is its extra cost to play (it can't be played
# without one), paid as it is played; the adversary assigned by its text pays no cost.
card("92474f7c-81bf-47b3-9dc2-857036723507", "Organizational Overhaul", Card(
    Cant(_no_assigned_adversary_to_ready, "Organizational Overhaul: ready an assigned "
         "adversary to play it"),
    WhenPlayed(Seq(
        Forget("readied"),
        Do(ready_it, your & assigned & adversary, remember="readied",
           prompt="ready an assigned adversary"),
        Do(_assign_harder, your & adversary & Pick(_assignable_other), optional=True,
           prompt="assign another adversary")))))


# --- session 8 sp-purge ------------------------------------------------------------


def _replicator_discarded(t: Surface, s: int) -> bool:
    return any(t.has_trait(c, "Replicator") for c in t.discard_pile(t.owner(s)))


def _play_at_no_cost(t: Surface, s: int, c: int) -> bool:
    t.play_free(c)
    return True


def _opponent_failed(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player == t.opponent(t.owner(s)) and t.in_play(s)


def _destroy_self_and_pay(t: Surface, s: int) -> bool:
    me = t.owner(s)
    if t.power(me) < 1 or not t.in_play(s):
        return False
    t.destroy(s)
    t.lose_power(me, 1)
    return True


# Swarm Mother. Rulings: the Replicator card is purged and the two cards drained (as
# many as there are) as the cost is paid, the ability usable with a Replicator card in
# the discard pile while a mission is being attempted; the cards played at no cost come
# from her player's hand (the obstacle to the current mission).
card("cb1210ff-8985-4a5f-967b-dd8e56cacef7", "Swarm Mother (Industrious Queen)",
     OpAbilities((OpUse("Swarm Mother: a free Replicator obstacle",
                        AbilityCost(stop_self=True),
                        Seq(PurgeFrom(trait("Replicator"), whose=YOU), Drain(2),
                            Do(_play_at_no_cost, obstacle & trait("Replicator"),
                               among=HAND)),
                        usable=lambda t, s: t.mission >= 0 and _replicator_discarded(t, s)),),
                 On(Trigger.MISSION_FAILED,
                    May(Seq(Simple(_destroy_self_and_pay),
                            IfDid(Do(_play_at_no_cost, adversary & trait("Replicator"),
                                     among=HAND))),
                        label="destroy Swarm Mother, pay 1 power"),
                    _opponent_failed)))


# --- session 9 sp-cards12: Eyes of the Goa'uld, Air Strike ---


# Ruling: "score" it as its text says (text reacting to a scored card does), one of its
# owner's assigned Goa'uld ships.
card("f82b7e1b-abab-4a8c-82a5-fdaf4ced7ddc", "Eyes of the Goa'uld", Card(Victory(Do(
    _score_it, your & assigned & ship & trait("Goa'uld"), optional=True,
    prompt="score an assigned Goa'uld ship"))))


def _harder_per_villain_ship(t: Surface, source: int) -> bool:
    n = len(select(t, source, your & assigned & ship))
    if n and t.mission >= 0:
        t.modify(t.mission, n, difficulty=True)
    return n > 0


card("28240e05-90ef-4681-a722-19f1eced4559", "Air Strike", Card(Victory(Simple(
    _harder_per_villain_ship))), partial="the outlaw keyword is not implemented by the engine")


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _own_obstacle_with_played_text(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (event.card >= 0 and event.card != source and event.player == t.owner(source)
            and t.is_obstacle(event.card) and t.has_played_text(event.card))


# Ruling: the played obstacle's "when you play" text resolves again once its first
# resolution is done (the villain orders it after or before this card's text, as
# simultaneous triggers); the second resolution makes its choices anew.
card("68ec65fa-d410-4814-aba2-ce88c67f6100", "Contingency Plans", Card(On(
    Trigger.CARD_PLAYED,
    Seq(May(Simple(_destroy_this), label="destroy Contingency Plans"),
        IfDid(ReplayPlayedText())),
    _own_obstacle_with_played_text)))


def _self_destruct(t: Surface, source: int, card_: int) -> bool:
    """Every card beneath him (his attachments: glyphs are kept apart) destroyed, every
    promotion token on him too, then he is incapacitated."""
    for c in t.beneath(card_):
        t.destroy(c)
    t.remove_promotion_tokens(card_)
    return t.incapacitate(card_)


# Za'tarc Self-Destruct. Rulings: his non-glyph attachments are the cards beneath him
# (obstacles placed on him, cards put face down beneath him); the tokens are those the
# engine has on characters (promotion tokens; wound and lore tokens are not modelled, so
# there are none to destroy).
card("54409f55-aeac-4bf9-99b4-bf17357acb80", "Za'tarc Self-Destruct",
     Card(Failure(Do(_self_destruct, assigned & team_character, prompt="incapacitate"))))


def _destroy_a_token(t: Surface, source: int, card_: int) -> bool:
    return t.remove_promotion_token(card_)


# Sudden Resignation. Rulings: a gear attachment of a character is a gear beneath him
# (the project's ruling on attachments, `dsl.attached_to`); of the tokens, only promotion
# tokens are in the engine (no card places lore tokens here), so it is one of those.
card("0722f2b5-7740-4990-8f00-d54afa89b067", "Sudden Resignation", Card(WhenPlayed(Modes(
    ("destroy a gear attachment",
     DoAttached(destroy, gear, character, prompt="destroy")),
    ("destroy a promotion token",
     Do(_destroy_a_token, character & Pick(lambda t, s, c: t.promotion_tokens(c) > 0),
        prompt="destroy a promotion token on"))))))
