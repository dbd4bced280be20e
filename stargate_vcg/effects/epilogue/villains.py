"""Epilogue: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.effects.base_set.characters import MALP
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    PLAYS,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoAll,
    DoAnyNumber,
    DoN,
    DoRemembered,
    DoSome,
    DoUpTo,
    Draw,
    Failure,
    Forget,
    Gain,
    Lose,
    May,
    Modes,
    On,
    OwnCost,
    Seq,
    WhenAssigned,
    WhenPlayed,
    block,
    choose,
    destroy,
    discard,
    incapacitate,
    stop,
    to_hand,
)
from stargate_vcg.effects.dsl import ready as ready_it
from stargate_vcg.effects.system_lords.villains import _goauld_adversary, _replicators
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    any_of,
    assigned,
    character,
    count_of,
    gear,
    obstacle,
    opponents,
    other,
    ready,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    trait,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import (
    IN_PLAY,
    SCORE_PILE,
    Ability,
    CardEffect,
    PlayCost,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface


def _fewer_skills_per_glyph(t: Surface, source: int, card: int) -> bool:
    """Minus one to every skill of the picked card per glyph beneath it (this mission)."""
    n = len(t.glyphs(card))
    if n:
        t.modify(card, -n, skills=True)
    return True


# Ruling: "no affiliation trait" reads as a card with no traits at all in its data.
_unaffiliated = Pick(lambda t, s, c: not t.traits(c))

card("c0f91482-ab80-457d-b0fa-e082ca9c79f0", "Coerced Photo Op",
     Card(WhenPlayed(Lose(2, OPPONENT))))
card("157b908c-6081-4a95-928f-0004fea64aee", "Distorted Recollection",
     Card(WhenPlayed(Do(_fewer_skills_per_glyph, team_character)),
          Failure(Lose(2, OPPONENT))))
# Ruling: "each Ancient gear" counts the Ancient gear in play on either side.
_ancient_gear = count_of(gear & trait("Ancient"))
card("34959590-d833-4085-b607-bcf36f16500b", "Interdimensional Parasite",
     Card(OwnCost(lambda t, s: -_ancient_gear(t, s)),
          Failure(Do(destroy, support_character))))
card("c4ea870d-7751-419b-a6c2-aee471a263a4", "Caught in the Crossfire",
     Card(WhenPlayed(Seq(Forget(), Do(block, support_character & _unaffiliated,
                                      remember="chosen"))),
          Failure(DoRemembered(destroy))))


# --- more obstacles and adversaries ---

_wraith_ships = count_of(assigned & ship & trait("Wraith"))
_political_adversary = adversary & trait("Political")


class StopPoliticalToPlay(CardEffect):
    """To play it, its owner stops one of his Political adversaries (ready or assigned)."""

    COST = PlayCost(stop=1, adversaries=True,
                    which=lambda t, s, c: t.is_adversary(c) and t.has_trait(c, "Political"))

    def play_cost(self, t: Surface, source: int) -> Any:
        return self.COST


class Confusion(CardEffect):
    """A counter each time the opponent discards a card from his hand; difficulty +1 per
    counter (the count starts afresh as the card is played)."""

    KEY = "confusion"
    listens = frozenset({Trigger.DISCARDED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.DISCARDED and event.player == t.opponent(t.owner(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.remember(source, self.KEY, (self.counters(t, source) + 1,))

    @classmethod
    def counters(cls, t: Surface, source: int) -> int:
        found = t.recall(source, cls.KEY)
        return found[0] if found else 0

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return self.counters(t, source) if target == source else 0


def _draw_and_gain() -> Seq:
    return Seq(Draw(1, OPPONENT), Gain(1))


card("ebabc096-0a45-4575-b808-986ccf57bf8f", "Ori Transport Rings",
     Card(OwnCost(-1, when=any_of(assigned & ship & trait("Ori")))))
card("4d0fcb7a-d2de-4623-8488-4a7823265d35", "Terror from Above",
     Card(OwnCost(lambda t, s: -_wraith_ships(t, s)),
          Failure(DoN(destroy, support_character, _wraith_ships, chooser=OPPONENT))))
card("46daadc6-8bfa-4c56-8bf3-210a023f34aa", "Obstruction",
     Card(StopPoliticalToPlay(),
          Failure(Do(ready_it, _political_adversary, optional=True))))
card("ddd40f1f-96e7-4d1e-8a10-50c34f63127d", "Tribute to Apophis",
     Card(OwnCost(-1, when=_goauld_adversary),
          WhenPlayed(Seq(Forget(), Do(choose, team_character & stopped, optional=True,
                                      remember="chosen"))),
          Failure(Modes(("incapacitate the chosen team character",
                         DoRemembered(incapacitate)),
                        ("destroy a stopped support character",
                         Do(destroy, support_character & stopped))))))
# The villain gains 1 power with each card drawn: the same total as gaining at the end.
card("efe279ce-6c45-4602-8282-3e8d579d48c6", "Cunning Queen (Duplicitous Ally)",
     Card(WhenAssigned(this, Seq(
         Draw(1, OPPONENT), Gain(1),
         May(Seq(Draw(1, OPPONENT), Gain(1),
                 May(_draw_and_gain(), who=OPPONENT, label="draw a third card")),
             who=OPPONENT, label="draw a second card")))))
card("9ba34b70-e087-40d5-8631-ac1e66a3dc75", "Jumbled Mind",
     Card(WhenPlayed(Forget(Confusion.KEY)), Confusion()))


# --- adversaries whose failure (or play) text is done, their other text not yet ---

_PURGE = "purging a card from the hand is not in the engine: that ability is not done"

card("986365ad-b05a-48ce-b933-42646bf33fbd", "Na'onak (First Prime of Bynarr)",
     Card(Failure(Do(incapacitate, team_character & (assigned | stopped)))), partial=_PURGE)
card("d4b3c726-054b-4c04-bf69-8021318e4f35", "Wraith Queen (Impatient Interrogator)",
     Card(Failure(Do(destroy, support_character))), partial=_PURGE)
card("1db5c0e2-8ab8-44b7-a6f0-53669975a087", "Osiris (Power Seeker)",
     Card(Failure(Do(stop, character))), partial=_PURGE)
card("ad61948d-1393-46a8-b715-3b3171814c12", "Robert Kinsey (Connected Politician)",
     Card(Failure(Gain(count_of(stopped & team_character)))), partial=_PURGE)
card("8b6b8f59-3e34-473d-802b-1f8d307964db", "Talus (Asuran Commander)",
     Card(Failure(Do(to_hand, adversary & trait("Replicator"), among=DISCARD,
                     optional=True))),
     partial="the ability he gets while assigned is not done")
card("4e85804c-950f-4235-9d27-4e474af71caa", "Kiva (Ruthless Commander)",
     Card(WhenPlayed(Do(stop, opponents & ship))), partial=_PURGE)
card("dbf8a8ce-50cf-4658-b541-5586b6dedd76", "Wraith Eradicator (Zealous Hunter)",
     Card(Failure(DoAll(destroy, ready & support_character))),
     partial="the extra cost of the opponent's assignments is not done")


# --- Amaterasu ---


def _face_down_for_power(t: Surface, source: int, card: int) -> bool:
    """The obstacle becomes a complication; its printed cost less one is gained."""
    cost = t.printed_cost(card)
    if not t.turn_face_down(card):
        return False
    if cost > 1:
        t.gain_power(t.owner(source), cost - 1)
    return True


class AmaterasuRevive(CardEffect):
    """Her revive cost is one less per other Goa'uld adversary in play."""

    def revive_modifier(self, t: Surface, source: int, adversary_card: int) -> int:
        if adversary_card != source:
            return 0
        return -len(select(t, source, adversary & trait("Goa'uld") & other))


card("755a9cfd-7372-4e24-b296-bffb933dbad7", "Amaterasu (System Lords Representative)",
     Card(AmaterasuRevive(),
          WhenAssigned(this, Do(_face_down_for_power, obstacle, among=OBSTACLES,
                                optional=True))))


# --- score-pile text, Armin Selig, Orhuk ---


class ScoredText(Card):
    """Text that works while the card is in its owner's score pile."""

    zones = frozenset({SCORE_PILE})


def _own_plays(pick: Pick) -> Callable[[Surface, int, int, Any], bool]:
    def applies(t: Surface, s: int, player: int, action: Any) -> bool:
        return (isinstance(action, PlayCard) and player == t.owner(s)
                and pick(t, s, action.card))
    return applies


def _ready_this(t: Surface, s: int) -> bool:
    return t.is_ready(s)


_orhuk_ships = assigned & ship & ((trait("Jaffa") & Pick(lambda t, s, c: t.is_villain_card(c)))
                                  | trait("Goa'uld"))

card("14ec9966-7dce-43dc-8ac8-766d263e30e7", "Wraith Progenitor (Lifegiver)",
     ScoredText(CostChange(-1, _own_plays(adversary & trait("Wraith")), on=PLAYS)),
     partial="its once-a-turn ability (a Wraith obstacle for free) is not done")
card("6262212a-0891-40c9-a516-954353ebc8dd", "Frank Simmons (Conniving NID Colonel)",
     ScoredText(CostChange(-1, _own_plays(obstacle & trait("Political")), on=PLAYS)),
     partial="the card taken back as he reaches the discard pile is not done")
card("a14961db-e18a-4ee1-b108-b14c3d6c3f2d", "Armin Selig (Whistleblower)", Card(On(
    Trigger.MISSION_PLAYED, May(Draw(1), label="draw a card"),
    lambda t, s, e: e.player == t.opponent(t.owner(s)) and _ready_this(t, s))),
     partial="the power lost as he reaches the discard pile is not done")
card("cb002ac0-faef-4852-8c5d-5036930d28f8", "Orhuk (Svarog's Iron Fist)",
     Card(Difficulty(1, when=any_of(_orhuk_ships))),
     partial="destroying a weaker support character as he is assigned is not done")


# --- discards that count ---

_DISCARDED = "discarded"


def _discard_counting(t: Surface, source: int, card: int) -> bool:
    """Discarded from its owner's hand, and counted for this card's later text."""
    t.discard(card)
    t.remember(source, _DISCARDED, (_discards_counted(t, source) + 1,))
    return True


def _discards_counted(t: Surface, source: int) -> int:
    found = t.recall(source, _DISCARDED)
    return found[0] if found else 0


_any_card = Pick(lambda t, s, c: True)

card("7a49850d-fda8-4633-8c32-d8a586cfcdfa", "Power Grab", Card(WhenPlayed(Seq(
    Forget(_DISCARDED),
    DoUpTo(_discard_counting, _any_card, 4, chooser=OPPONENT, among=HAND),
    Gain(lambda t, s: 4 - _discards_counted(t, s))))))
card("d8bbcbd7-5b97-476d-9278-f2f767686e65", "Sokar's Wrath", Card(WhenPlayed(Seq(
    Forget(_DISCARDED),
    DoUpTo(_discard_counting, _any_card, 3, among=HAND),
    DoN(discard, _any_card, _discards_counted, chooser=OPPONENT, among=HAND)))))
card("e6007f4c-d632-4213-bbf2-b4830854ee89", "Smirking Escape",
     Card(WhenPlayed(Do(ready_it, assigned & adversary, optional=True))),
     partial="the success text (cards shuffled back from the discard pile) is not done")


# --- Stolen Stargate ---


class StolenStargate(MALP):
    """Obstacle: armed as it is played, it waits for the opponent's next pass at this
    mission; from then on his only action there is passing (MALP's lock, played as an
    obstacle: it leaves with the mission)."""

    zones = frozenset({IN_PLAY})
    listens = frozenset({Trigger.PASSED, Trigger.CARD_PLAYED})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return ()

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return ()

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.CARD_PLAYED:
            return event.card == source
        return super().triggers(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.CARD_PLAYED:
            t.forget(source, "locked")
            t.remember(source, "armed", (1,))
            return
        super().resolve(t, source, event)


card("dc827812-b483-440c-bf03-d4fc8b2ab0d3", "Stolen Stargate", StolenStargate())


# --- Replicator obstacles, Ambuscade and Parasitic Entity ---

_villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _contributes_discarded(t: Surface, source: int, card: int) -> bool:
    """Ruling: the contributed skill is the character's rating in a skill of the current
    mission (either one, for a mission of two skills)."""
    n = _discards_counted(t, source)
    return any((t.skill(card, sk) or 0) == n for sk in t.mission_skills())


card("9154a19a-9c46-4e00-8c95-1d740ada3746", "Doomed Ship", Card(
    WhenPlayed(Seq(Forget(_DISCARDED),
                   DoUpTo(_discard_counting, _any_card, _replicators, among=HAND),
                   Draw(_discards_counted))),
    Failure(Do(destroy, opponents & ship))))
card("b75e67c3-bf24-4ff1-91c0-f948d8b82fd2", "Brain Hacking", Card(
    WhenPlayed(DoN(discard, _any_card, _replicators, chooser=OPPONENT, among=HAND)),
    On(Trigger.DISCARDED, Gain(1),
       lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.is_villain_card(e.card))),
     partial="only villain cards discarded from the hand count toward its power")
for _id, _name in (("b178583d-ebb8-452b-86a9-639a710fcf33", "Ambuscade"),
                   ("a36e14ef-2815-41aa-b471-7581d994dc62", "Parasitic Entity")):
    card(_id, _name, Card(WhenPlayed(Seq(
        Forget(_DISCARDED),
        DoAnyNumber(_discard_counting, _villain_card, among=HAND),
        Do(stop, assigned & character & Pick(_contributes_discarded))))))


# --- Annunciation, Suppressing Dissidence, Surrounded ---


def _ori_adversary_in_hand(t: Surface, source: int) -> bool:
    """Ruling: the optional reveal is made whenever it can be (it only saves power)."""
    return any(t.is_adversary(c) and t.has_trait(c, "Ori") for c in t.hand(t.owner(source)))


def _mission_experience(t: Surface, source: int) -> int:
    return t.experience_of(t.mission) if t.mission >= 0 else 0


card("f1480038-792f-43c8-bb37-2aea74cb4fc1", "Annunciation",
     Card(OwnCost(-1, when=_ori_adversary_in_hand)))
card("17cc5c0b-78ce-487f-b304-d71e4aca511c", "Suppressing DIssidence",
     Card(Failure(DoSome(stop, character, _mission_experience))),
     partial="purging cards from the discard pile is not in the engine")
card("db6ddc05-d9f7-41d8-b447-ad653f9a1438", "Surrounded",
     Card(WhenPlayed(Do(block, character))),
     partial="the optional discards that lower its cost are not done")
