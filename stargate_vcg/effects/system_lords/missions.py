"""System Lords missions (by card id; no card text here: data policy). Most are one line
of the declarative vocabulary (`stargate_vcg.effects.dsl`)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    OPPONENT,
    Card,
    Difficulty,
    DifficultyOf,
    DiscardAtRandom,
    Do,
    DoAll,
    Failure,
    Gain,
    IfDid,
    Lose,
    On,
    Pay,
    Search,
    SearchDeck,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenPlayed,
    destroy,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    SCIENCE,
    Pick,
    adversary,
    ask,
    assigned,
    character,
    event_card,
    obstacle,
    rated,
    support_character,
    trait,
)
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


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

    listens = frozenset({Trigger.SUCCESS})

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

    listens = frozenset({Trigger.SUCCESS})

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

    listens = frozenset({Trigger.PASSED})

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
