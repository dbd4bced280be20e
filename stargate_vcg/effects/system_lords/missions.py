"""System Lords missions (by card id; no card text here: data policy). Most are one line
of the declarative vocabulary (`stargate_vcg.effects.dsl`)."""

from __future__ import annotations

from functools import partial
from typing import Any

from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OPPONENT,
    AtDebriefStart,
    Blocked,
    Cant,
    Card,
    CostChange,
    Difficulty,
    DifficultyOf,
    DiscardAtRandom,
    Do,
    DoAll,
    DoAnyNumber,
    DoRemembered,
    DoToIt,
    Failure,
    Forget,
    Gain,
    IfDid,
    Lose,
    On,
    Pay,
    Refill,
    Search,
    SearchDeck,
    Seq,
    Simple,
    SkillBonus,
    StopToAssign,
    Success,
    WhenPlayed,
    can_ready,
    destroy,
    discard,
    gets,
    incapacitate,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    adversary,
    anything,
    ask,
    assigned,
    character,
    count,
    event_card,
    no_glyph,
    obstacle,
    rated,
    select,
    support_character,
    team_character,
    trait,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import Assign, Continue, PlayCard
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)


def _opponent_assigns_adversary(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.opponent(t.owner(source)) and t.is_adversary(event.card)


def _opponent_plays_obstacle(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.opponent(t.owner(source)) and t.is_obstacle(event.card)


def _opponent_plays(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.opponent(t.owner(source))


def _cost_of_chosen(t: Surface, source: int) -> int:
    return sum(t.cost(c) for c in t.recall(source, "chosen"))


def _has_culture(t: Surface, source: int, target: int) -> bool:
    return (t.skill(target, CULTURE) or 0) >= 1


def _becomes(skill: int) -> Simple:
    """This mission requires <skill> until turn end."""
    def run(t: Surface, source: int) -> bool:
        t.change_mission_skill(source, skill)
        return True
    return Simple(run)


class HuntGoauld(CardEffect):
    """Success: its player chooses a card in the opponent's villain score pile; that card
    goes to its owner's discard pile."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        ask(t, source, "discard", me, t.score_pile(t.opponent(me)), "discard a scored card")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_in_discard_pile(chosen[0])


class InvestigateDeadHosts(CardEffect):
    """The character who earns this mission's glyph is incapacitated. The mission is
    beneath him once he has earned it, where its text no longer hears events: its success
    leaves a delayed trigger that finds him as the mission ends (after the glyph is
    earned, before anything else happens)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.after_mission(source, "earned")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in t.characters(t.owner(source)):
            if source in t.glyphs(c):
                t.incapacitate(c)


class ProtectedPlanetNegotiations(CardEffect):
    """Each time a player passes, that player gains 1 power."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.PASSED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.PASSED

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(event.player, 1)


card("b1185d73-38bc-4640-b81e-70840644536e", "Avert Bombing (Halcyon Tower)",
     Card(WhenPlayed(Seq(Pay(3), IfDid(Do(ready, character))))))
card("64888566-8484-4859-99f6-8a5d93e45d41", "Build Naquadah Reactor (Cheyenne Mountain)",
     Card(Success(Gain(2))))
card("bbaa88b6-14b8-46c9-9154-a0e8f145ac82", "Canvass Illegal Operations (NID Warehouse)",
     Card(Success(Do(to_hand, event_card, among=DISCARD, optional=True))))
card("9bd956ad-12b8-4867-87d6-6c4d161b296d",
     "Construct Anti-Replicator Weapon (Asgard Ship)",
     Card(Failure(Do(to_hand, obstacle, chooser=OPPONENT, among=DISCARD, optional=True))))
card("c3d193e6-685a-40e6-bbae-48e77c1cb5c6", "Contact Giant Aliens (P7X-377)",
     Card(Success(Seq(Do(destroy, assigned & support_character, optional=True,
                         remember="chosen"),
                      IfDid(Gain(_cost_of_chosen))))))
card("bc1065ea-9e31-4d6b-8993-3db91c518613", "Disable the Link (P3X-289)",
     Card(WhenPlayed(Seq(Pay(4), IfDid(_becomes(SCIENCE))))))
card("1f3163fc-d7a4-4e61-adb7-a078cb603cb5", "Entrap Goa'uld (Danial Jackson's House)",
     Card(On(Trigger.ASSIGNED, DiscardAtRandom(), _opponent_assigns_adversary),
          On(Trigger.CARD_PLAYED, DiscardAtRandom(), _opponent_plays_obstacle),
          On(Trigger.COMPLICATION_PLAYED, DiscardAtRandom(), _opponent_plays)))
card("c28ffac1-de46-4355-8768-851dc18db2f7", "Escape Prison World (Hadante)",
     Card(DifficultyOf(1, obstacle & rated(COMBAT))))
card("84640224-4b0d-4b90-b99e-642dc5f7f8ae",
     "Excavate Ancient Artifacts (Antarctic Research Base)",
     Card(Success(Search(trait("Ancient")))))
card("f9479cbe-a1d5-45a5-9156-b7e89c0e9532", "Explore Anubis' Hybrid Lab (P3X-584)",
     Card(Failure(SearchDeck(adversary, OPPONENT))))
card("c0e6db9c-7091-432f-8536-8d8681200f34", "Expose Fraud (Kal Mah)",
     Card(Failure(Seq(Do(destroy, support_character, chooser=OPPONENT, remember="chosen"),
                      IfDid(Gain(_cost_of_chosen, OPPONENT))))))
card("6d364164-b1e5-4492-9b60-b89ba1bc67bf", "Free Captives (P8X-873)",
     Card(Failure(DoAll(destroy, assigned & support_character))))
card("3be80630-8b94-47c1-aa67-8b4314909ef7", "Gather Intelligence (Tartarus)",
     Card(Success(Search(event_card))))
card("8a05732f-5c37-412e-a682-ae378c46ad9d", "Hold Off Ambush (P3X-666)",
     Card(WhenPlayed(Gain(2, OPPONENT))))
card("88081328-3093-4dde-83aa-4675765c523e", "Hunt Goa'uld (Northern Washington)",
     HuntGoauld())
card("b49af150-d120-48ee-baa5-f32192eca8a6", "Investigate Dead Hosts (Linver Meeting Site)",
     InvestigateDeadHosts())
card("21a090f1-5a10-4e76-89e5-059b6f3287bf", "Liberate Servants of Baal (P45-237)",
     Card(Success(Do(stop, adversary))))
card("fa25d968-8bf6-47de-b5eb-864d6f76ffff", "Persuade Oma Desala (Ascended Plane)",
     Card(Success(Do(destroy, adversary))))
card("232c82e4-ea02-4df1-a375-8b4ca73cec74", "Prevent Annihilation (P5S-381)",
     Card(WhenPlayed(Seq(Pay(4), IfDid(_becomes(CULTURE))))))
# Each complication's +1 is the rulebook's; one more each is the mission's +1 per complication.
card("450179bb-6573-4dcb-892f-0e6f28bef855", "Prevent Theft (Nevada Facility)",
     Card(Difficulty(lambda t, s: t.complication_count)))
card("bc2693f4-4656-4989-8e81-50ed6ec66418",
     "Protected Planet Negotiations (Cheyenne Mountain)", ProtectedPlanetNegotiations())
card("29e88966-1a03-470f-a57e-a5b0db20dae0", "Rescue Captive (P3X-888)",
     Card(WhenPlayed(Do(stop, character))))
card("4748e14a-e04f-4f42-b82d-68b88f7ec5f6", "Rescue Team (Bedrosia)",
     Card(SkillBonus(COMBAT, 1, support_character & Pick(_has_culture))))
card("3d621d98-3653-4863-8a16-765cb40ff622", "Sabotage Goa'uld Alliance (Tobin System)",
     Card(On(Trigger.ASSIGNED, Lose(1), _opponent_assigns_adversary),
          On(Trigger.CARD_PLAYED, Lose(1), _opponent_plays_obstacle)))


# --- missions-events batch ---------------------------------------------------------------


def _ready_then_block(t: Surface, source: int, card: int) -> bool:
    """Readied, then blocked for the rest of the mission (ruling as Antarctic Rescue)."""
    if not t.ready(card):
        return False
    t.block(card, until_mission_end=True)
    return True


def _rated_at_least(skill: int, n: int) -> Pick:
    """"Who has <n> <skill> or more" (its current rating)."""
    return Pick(lambda t, s, c: (t.skill(c, skill) or 0) >= n)


def _here(t: Surface, source: int) -> bool:
    return t.mission == source


def _plays_obstacle(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and t.is_obstacle(action.card) and _here(t, source)


def _plays_science_obstacle(t: Surface, source: int, player: int, action: Any) -> bool:
    return _plays_obstacle(t, source, player, action) and \
        t.printed_rating(action.card, SCIENCE) is not None


def _assigns_character_against_adversary(t: Surface, source: int, player: int,
                                         action: Any) -> bool:
    return isinstance(action, Assign) and action.card >= 0 and \
        t.is_character(action.card) and _here(t, source) and \
        bool(select(t, source, assigned & adversary))


def _adversaries_blocked_this_turn(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _assigns_adversary_after_trap(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card >= 0 and \
        t.is_adversary(action.card) and (source, UNTIL_TURN_END) in t.lasting_rules()


def _scored_adversaries(t: Surface, source: int) -> int:
    return sum(1 for c in t.score_pile(t.opponent(t.owner(source))) if t.is_adversary(c))


def _own_boost(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.owner(source) and t.is_character(event.card)


def play_at_no_cost(t: Surface, source: int, card: int) -> bool:
    t.put_into_play(card)
    return True


card("6ee0bfd9-1174-466e-85bb-eecbb43c184a", "Activate Trap (Halla)",
     Card(Success(Simple(_adversaries_blocked_this_turn)),
          Cant(_assigns_adversary_after_trap, "adversaries are blocked this turn")))
card("a5d72770-4f7c-414c-97b1-60025aef8187", "Catalog Alien Technology (P3R-233)",
     Card(Success(Seq(DoAnyNumber(discard, anything, among=HAND, prompt="discard"),
                      Refill()))))
card("1068bd30-3320-42e1-8831-6325f3738034", "Defeat Kull Warrior (Alpha Site Ruins)",
     Card(WhenPlayed(Seq(Pay(4), IfDid(_becomes(INGENUITY))))))
card("82c517e7-ab63-43ac-a4a7-081894fc14e7", "Defeat Replicators (Orilla)",
     Card(WhenPlayed(Seq(Pay(4), IfDid(_becomes(COMBAT))))))
# The boost itself (skills +1) lasts the mission; so does the extra +1.
card("723254fe-64d4-4531-9561-7b59d99e0d82", "Defend the Byrsa (Cartego)",
     Card(On(Trigger.BOOSTED, DoToIt(gets(1, skills=True)), _own_boost)))
card("0bc06fd4-340b-4e12-928c-94f8d754d9ef", "Destroy Ori Beachhead (Kallana)",
     Card(Failure(Do(play_at_no_cost, adversary, chooser=OPPONENT, among=HAND,
                     optional=True))))
card("2dac12c3-eb31-4a1b-8253-d7162168c52a", "Escape Bounty Hunter (Uncontrrolled Planet)",
     Card(Difficulty(lambda t, s: -t.failed_mission_count(s))))
card("61f14ffb-96db-4a0a-a036-6b8f59bd41f7", "Escape Naquadah Mine (P3R-636)",
     Card(WhenPlayed(Do(_ready_then_block, character & Pick(can_ready), optional=True,
                        prompt="ready (and block)"))))
card("d8a31eca-570c-43b2-9099-d1f9c4e8df29", "Inform New President (The White House)",
     Card(Difficulty(lambda t, s: -len(t.obstacles))))
# Ruling: any player's support character, chosen by the mission's player.
card("357fc714-d15e-4a43-b94d-c72c7e9993b6", "Investigate Mass Murder (P45-161)",
     Card(WhenPlayed(Do(destroy, support_character))))
card("9cb30ed0-c8a4-46c9-ba65-ed03d3a45182", "Reach Out to the Asgard (Othalla)",
     Card(Success(DoAll(gets(1, skills=True, until=UNTIL_TURN_END),
                        team_character & with_glyph))))
card("02ccc9ce-e450-46d8-b0ea-8bc3fd3f198e", "Recover Z.P.M. (Giza, 3000 B.C.)",
     Card(Blocked(support_character, lambda t, s: True, "support characters are blocked")))
card("d0e0f2a4-e0fa-4ff6-9076-04447a71edfa", "Repair the Sentinel (Latona)",
     Card(SkillBonus(SCIENCE, 1, assigned & character & _rated_at_least(INGENUITY, 3))))
card("f6bfe523-272f-4541-872b-23c1ed822f75", "Reveal Coercion (Tollana)",
     Card(CostChange(-1, _plays_obstacle)))
card("cb578d69-b3f2-4de2-a45b-408917ba8ad3", "Stop Experiments (Nirrti's Fortress)",
     Card(CostChange(-1, _plays_science_obstacle)))
card("a9910d71-8008-4955-b3f2-9182997adfc2", "Stop Prim'tah (Chulak)",
     Card(CostChange(1, _assigns_character_against_adversary)))
card("82201f82-96b6-479b-a012-f1feaaffba1b", "Sway Villagers (P8X-412)",
     Card(Difficulty(lambda t, s: 2 * _scored_adversaries(t, s))))
card("2788410b-90b8-48fa-8f84-25f90d972f2c", "Translate Cartouche (Abydos)",
     Card(Difficulty(count(assigned & character & no_glyph))))


def _keep_for_the_turn(t: Surface, source: int) -> bool:
    """Text lasting for the rest of the turn, beyond the mission (its cost modifiers and
    "can't"s then ask `_lasting`)."""
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _lasting(t: Surface, source: int) -> bool:
    return (source, UNTIL_TURN_END) in t.lasting_rules()


def _plays_obstacle_later(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and t.is_obstacle(action.card) and _lasting(t, source)


def _failed_now(t: Surface, source: int) -> bool:
    t.remember(source, "failed", (t.turn,))
    return True


class AssignedReviveCheaper(CardEffect):
    """Once this mission has failed (this turn, while it is still the current mission):
    the adversaries assigned to it get revive cost -2."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        if t.mission == source and t.recall(source, "failed") == (t.turn,) and \
                t.is_assigned(adversary):
            return -2
        return 0


def _villain_first(t: Surface, source: int) -> bool:
    t.first_action_to(t.villain)
    return True


card("460fda08-84c7-4a45-9bed-ff63f1006f41", "Invasion Reconnaissance (Re'tu Staging World)",
     Card(Success(Simple(_keep_for_the_turn)), CostChange(1, _plays_obstacle_later)))
card("cf1f4288-0915-4744-b8bd-dc9034925481", "Intercept Osiris (Egyptian Tomb)",
     Card(Failure(Simple(_failed_now)), AssignedReviveCheaper()))
card("575cb97d-e0b1-4aa1-b48b-886c701da498",
     "Investigate Ancient Inscriptions (P3R-272)",
     Card(WhenPlayed(Seq(Forget(), Do(gets(2, skills=True, until=UNTIL_TURN_END),
                                      team_character, remember="chosen"),
                         IfDid(AtDebriefStart(DoRemembered(incapacitate)))))))
card("2549588f-cf58-4e59-be2c-1c141299c5e6", "Elude Patrols (P7S-441)",
     Card(WhenPlayed(Simple(_villain_first))))


def _continuing_this_turn(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and _lasting(t, source)


# Ruling: the villain gains only the rulebook's 1 power per failed mission, not the +1.
card("fb33cca1-31ea-4af2-bad8-4ce93aa3070b", "Restore Symbiotic Balance (PJ2-445)",
     Card(Failure(Simple(_keep_for_the_turn)), CostChange(1, _continuing_this_turn)))


def _assigns_character_here(t: Surface, source: int, player: int, card: int) -> bool:
    return _here(t, source) and t.is_character(card)


# Ruling: the stop is a cost paid before the assignment (`Assign.stops`), by one of the
# assigning player's own other characters who is ready or assigned; with none, his
# characters can't be assigned here.
card("773845c6-9509-4077-8048-93dcd1409cb9", "Restore Odin's Light (K'Tau)",
     Card(StopToAssign(_assigns_character_here)))
