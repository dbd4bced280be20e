"""Epilogue: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from stargate_vcg.effects.base_set.characters import MALP
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    OWN,
    PLAYS,
    Abilities,
    AtMissionEnd,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
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
    HandAndPlay,
    If,
    IfDid,
    Lose,
    May,
    MayPay,
    Modes,
    On,
    Op,
    OpAbilities,
    OpUse,
    Otherwise,
    OwnCost,
    PaidPerCard,
    PurgedInstead,
    PurgeFrom,
    PurgeThis,
    RevivePaidTo,
    Search,
    Seq,
    Simple,
    StopToAssign,
    Success,
    Victory,
    WhenAssigned,
    WhenPlacedInDiscard,
    WhenPlayed,
    _pack,
    _unpack,
    block,
    can_stop,
    choose,
    destroy,
    discard,
    incapacitate,
    stop,
    to_hand,
    villain_player,
)
from stargate_vcg.effects.dsl import ready as ready_it
from stargate_vcg.effects.missions_set.missions import Drain
from stargate_vcg.effects.system_lords.villains import _goauld_adversary, _replicators
from stargate_vcg.effects.vocab import (
    UNTIL_TURN_END,
    Pick,
    adversary,
    any_of,
    anything,
    ask,
    assigned,
    character,
    count_of,
    gear,
    obstacle,
    opponents,
    other,
    plays,
    ready,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    your,
)
from stargate_vcg.engine.stargate.actions import (
    ActivateAbility,
    Assign,
    Boost,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    PURGED_PILE,
    SCORE_PILE,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    PlayCost,
    Replace,
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


def _opponent_assigns_under_eradicator(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (t.is_assigned(source) and event.player == t.opponent(t.owner(source))
            and t.is_character(event.card))


def _eradicator_unpayable(t: Surface, source: int, player: int, action: Any) -> bool:
    """Neither choice can be paid: no card in hand to discard, fewer than 2 to drain."""
    return (isinstance(action, Assign) and player == t.opponent(t.owner(source))
            and t.is_assigned(source) and not t.hand(player) and t.deck_size(player) < 2)


def _random_discard_opponent(t: Surface, source: int) -> bool:
    them = t.opponent(t.owner(source))
    card = t.random_card(t.hand(them))
    if card < 0:
        return False
    t.discard(card)
    return True


def _opponent_drains_two(t: Surface, source: int) -> bool:
    them = t.opponent(t.owner(source))
    if t.deck_size(them) < 2:
        return False
    t.mill(them, 2)
    return True


class _OpponentPays(Modes):
    """The opponent's choice, among the payments he can make."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        usable = [i for i, ok in enumerate((bool(t.hand(them)), t.deck_size(them) >= 2)) if ok]
        if not usable:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, them, usable, "pay to assign", args,
                 labels=tuple(self.modes[i][0] for i in usable))


# Ruling: the extra cost of an assignment is paid (the opponent's choice) as the
# character is assigned; an assignment neither choice could pay is refused.
card("dbf8a8ce-50cf-4658-b541-5586b6dedd76", "Wraith Eradicator (Zealous Hunter)", Card(
    Failure(DoAll(destroy, ready & support_character)),
    Cant(_eradicator_unpayable, "Wraith Eradicator: a random discard or a drain of 2"),
    On(Trigger.ASSIGNED, _OpponentPays(
        ("discard a random card", Simple(_random_discard_opponent)),
        ("drain 2", Simple(_opponent_drains_two)), chooser=OPPONENT),
       _opponent_assigns_under_eradicator)))


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


def _ready_this(t: Surface, s: int) -> bool:
    return t.is_ready(s)


_orhuk_ships = assigned & ship & ((trait("Jaffa") & Pick(lambda t, s, c: t.is_villain_card(c)))
                                  | trait("Goa'uld"))

def _scored(t: Surface, s: int) -> bool:
    return t.zone(s) == "villain score pile"


def _wraith_obstacle_targets(t: Surface, source: int) -> tuple[int, ...]:
    """Wraith obstacles of the hand, while a Wraith adversary of the hand can pay."""
    hand = t.hand(t.owner(source))
    if not any(t.is_adversary(c) and t.has_trait(c, "Wraith") for c in hand):
        return ()
    return tuple(c for c in hand if t.is_obstacle(c) and t.has_trait(c, "Wraith"))


def _progenitor_play(t: Surface, source: int, action: ActivateAbility) -> None:
    options = tuple(c for c in t.hand(t.owner(source))
                    if t.is_adversary(c) and t.has_trait(c, "Wraith"))
    ask(t, source, "discard", t.owner(source), options, "discard a Wraith adversary",
        args=(action.target,), hidden=True)


class WraithProgenitor(Card):
    """Lifegiver: from the score pile, cheaper Wraith adversaries; in play, once a turn, a
    free Wraith obstacle (named as the ability's target) for a Wraith adversary
    discarded from the hand (chosen next: ruling, the ability is offered only while one
    can be)."""

    zones = frozenset({IN_PLAY, SCORE_PILE})

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "discard":
            t.discard(chosen[0])
            if t.zone(args[0]) == "hand":
                t.play_free(args[0])
            return
        super().resume(t, source, step, args, chosen)


# Ruling (Wraith Progenitor, Frank Simmons): their discounts from the score pile name a
# kind of card, not "your" cards, and score-pile text is in effect in both roles
# (`values.text_in_effect`): the opponent's plays of that kind cost less too.
card("14ec9966-7dce-43dc-8ac8-766d263e30e7", "Wraith Progenitor (Lifegiver)", WraithProgenitor(
    CostChange(-1, plays(adversary & trait("Wraith"), yours=False, when=_scored),
               on=PLAYS),
    Abilities(Ability("Wraith Progenitor: a free Wraith obstacle", AbilityCost(),
                      _progenitor_play, once_per_turn=True, targets=_wraith_obstacle_targets,
                      usable=lambda t, s: t.in_play(s)))))
# (Session 9 sp-cards12: their text as they reach the discard pile, any way they go there:
# `dsl.WhenPlacedInDiscard`.)
card("6262212a-0891-40c9-a516-954353ebc8dd", "Frank Simmons (Conniving NID Colonel)",
     ScoredText(CostChange(-1, plays(obstacle & trait("Political"), yours=False),
                           on=PLAYS),
                WhenPlacedInDiscard(Do(to_hand, (obstacle & trait("Political")) | trait("NID"),
                                       among=DISCARD, optional=True,
                                       prompt="take into hand"))))
card("a14961db-e18a-4ee1-b108-b14c3d6c3f2d", "Armin Selig (Whistleblower)", Card(On(
    Trigger.MISSION_PLAYED, May(Draw(1), label="draw a card"),
    lambda t, s, e: e.player == t.opponent(t.owner(s)) and _ready_this(t, s)),
    WhenPlacedInDiscard(Lose(1, OPPONENT))))


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
# (Session 9 sp-cards12) Ruling: its opponent's villain card reaching his discard pile in
# any way counts (discarded, destroyed, milled...: `Trigger.PLACED_IN_DISCARD`).
card("b75e67c3-bf24-4ff1-91c0-f948d8b82fd2", "Brain Hacking", Card(
    WhenPlayed(DoN(discard, _any_card, _replicators, chooser=OPPONENT, among=HAND)),
    On(Trigger.PLACED_IN_DISCARD, Gain(1),
       lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.is_villain_card(e.card))))
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
     Card(Failure(Seq(DoSome(stop, character, _mission_experience),
                      PurgeFrom(anything, _mission_experience)))))
def _any_other_card(t: Surface, s: int, c: int) -> bool:
    return True


# Surrounded. Ruling: the cards discarded to play it are any of its player's hand (none
# to three, named in `PlayCard.stops`), its cost paid after them: 1 less per card.
card("db6ddc05-d9f7-41d8-b447-ad653f9a1438", "Surrounded",
     Card(PaidPerCard(1, 0, 3, _any_other_card, discards=True),
          WhenPlayed(Do(block, character))))


# --- session 7 (sp-cards9) ---------------------------------------------------------------


def _best_in_mission_skill(t: Surface, card: int, of: Callable[[int, int], int | None]
                           ) -> int:
    """A card's rating (or difficulty) in the current mission's skill; with two skills,
    the higher (ruling)."""
    found = [v for k in t.mission_skills() if (v := of(card, k)) is not None]
    return max(found) if found else 0


def _weaker_than_orhuk(t: Surface, source: int, card: int) -> bool:
    return (_best_in_mission_skill(t, card, t.skill)
            < _best_in_mission_skill(t, source, t.difficulty))


card("cb002ac0-faef-4852-8c5d-5036930d28f8", "Orhuk (Svarog's Iron Fist)", Card(
    Difficulty(1, when=any_of(_orhuk_ships)),
    WhenAssigned(this, Do(destroy, assigned & support_character & Pick(_weaker_than_orhuk),
                          optional=True))))


def _shuffle_back(t: Surface, source: int, card: int) -> bool:
    t.shuffle_into_deck((card,))
    return True


def _adversary_assigned(t: Surface, source: int) -> bool:
    return bool(select(t, source, assigned & adversary))


def _five_at_random(t: Surface, source: int) -> bool:
    pool = list(t.discard_pile(t.owner(source)))
    picked: list[int] = []
    while pool and len(picked) < 5:
        c = t.random_card(pool)
        pool.remove(c)
        picked.append(c)
    if picked:
        t.shuffle_into_deck(picked)
    return bool(picked)


card("e6007f4c-d632-4213-bbf2-b4830854ee89", "Smirking Escape", Card(
    WhenPlayed(Do(ready_it, assigned & adversary, optional=True)),
    Success(Seq(If(_adversary_assigned, DoUpTo(_shuffle_back, _any_card, 5, among=DISCARD)),
                If(lambda t, s: not _adversary_assigned(t, s), Simple(_five_at_random))))))


def _play_free_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.play_free(action.target)


def _replicator_obstacles_in_hand(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.hand(t.owner(source))
                 if t.is_obstacle(c) and t.has_trait(c, "Replicator"))


# Ruling: the Replicator adversary stopped to pay is another than Talus (an ability's
# stop cost names other cards); the obstacle is played at the mission even if none of its
# skills matches (card text plays it).
card("8b6b8f59-3e34-473d-802b-1f8d307964db", "Talus (Asuran Commander)", Card(
    Failure(Do(to_hand, adversary & trait("Replicator"), among=DISCARD, optional=True)),
    Abilities(Ability(
        "Talus: a free Replicator obstacle",
        AbilityCost(stop_others=1, others=lambda t, s, c: t.owner(c) == t.owner(s)
                    and t.is_adversary(c) and t.has_trait(c, "Replicator")),
        _play_free_target, once_per_turn=True, targets=_replicator_obstacles_in_hand,
        usable=lambda t, s: t.is_assigned(s)))))


# --- Self-Indulgence, Bargaining Chip ---


class SelfIndulgence(CardEffect):
    """At the mission: 1 power to its owner per card his opponent discards from his hand,
    and per card he draws."""

    listens = frozenset({Trigger.DISCARDED, Trigger.DREW})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind in (Trigger.DISCARDED, Trigger.DREW) and source in t.obstacles
                and event.player == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), event.value if event.kind is Trigger.DREW else 1)


card("5f7a7ca1-a00f-4e6c-a4ff-a8ac1afd9b7c", "Self-Indulgence", SelfIndulgence())


def _opponent_assigns_while_chosen(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (event.player == t.opponent(t.owner(source)) and t.is_character(event.card)
            and any(t.in_play(c) for c in t.recall(source, "chosen")))


# Ruling: "a support character" is one of the opponent's (he alone has characters in
# play as hero); each assignment of his asks him again.
card("ae114396-ff6e-4c35-b7fb-e5647496c149", "Bargaining Chip", Card(
    WhenPlayed(Seq(Forget(), Do(stop, support_character, remember="chosen"))),
    On(Trigger.ASSIGNED, Otherwise(
        Do(discard, _any_card, chooser=OPPONENT, among=HAND, optional=True),
        DoRemembered(destroy)), _opponent_assigns_while_chosen)))


# --- Rak'an ---


class RakanReveal(Op):
    """The opponent reveals four random cards of his hand; its player may pay 1 power
    per support character among them, and then the opponent discards those support
    characters (1 power to its player per Tok'ra one). Ruling: the revealed cards other
    than support characters stay in the hand; with none, nothing is paid."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        pool = list(t.hand(them))
        revealed: list[int] = []
        while pool and len(revealed) < 4:
            c = t.random_card(pool)
            pool.remove(c)
            revealed.append(c)
            t.reveal(c)
        supporters = tuple(c for c in revealed if t.is_support_character(c))
        if not supporters or t.power(t.owner(source)) < len(supporters):
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), (0,), f"pay {len(supporters)} power?",
                 (*args, *supporters, len(supporters)), optional=True,
                 labels=(f"pay {len(supporters)} power",))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        n = args[-1]
        supporters, base = args[-1 - n:-1], args[:-1 - n]
        if chosen:
            t.lose_power(t.owner(source), n)
            for c in supporters:
                t.discard(c)
            tokra = sum(1 for c in supporters if t.has_trait(c, "Tok'ra"))
            if tokra:
                t.gain_power(t.owner(source), tokra)
        self.finish(t, source, base, bool(chosen))


card("5b4ae364-d356-4976-8c6f-c17265b53bd9", "Rak'an (First Prime of Zipacna)",
     Card(WhenAssigned(this, RakanReveal())))


# --- Fenrir, Solemn Prior ---


def _won_this_battle(t: Surface, source: int) -> bool:
    return any(p == t.owner(source) for p, _ in t.logged_this_mission(("ship battle",)))


def _ready_self(t: Surface, source: int) -> bool:
    return t.ready(source)


card("e8ac9563-cbc1-479d-918e-2ac551be29a5", "Fenrir (Vanir Raider)", Card(
    Victory(Otherwise(Do(stop, character, chooser=OPPONENT, optional=True),
                      Do(destroy, gear))),
    Failure(Seq(Do(ready_it, your & ship, optional=True),
                If(_won_this_battle, May(Simple(_ready_self), label="ready Fenrir"))))))


class SolemnPriorDraws(Op):
    """Per Ori adversary in his score pile: he draws a card, then puts a card of his
    hand on the bottom of his deck (his choice, hidden)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = sum(1 for c in t.score_pile(t.owner(source))
                if t.is_adversary(c) and t.has_trait(c, "Ori"))
        self._next(t, source, args, n)

    def _next(self, t: Surface, source: int, args: tuple[int, ...], left: int) -> None:
        me = t.owner(source)
        if left <= 0:
            self.finish(t, source, args, True)
            return
        t.draw(me, 1)
        hand = t.hand(me)
        if not hand:
            self.finish(t, source, args, True)
            return
        self.ask(t, source, me, hand, "a card of your hand to the deck's bottom",
                 (*args, left - 1), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        t.put_on_deck(chosen[0], bottom=True)
        self._next(t, source, args[:-1], args[-1])


card("94ddc920-42ff-47a2-bc3a-2c161c07f980", "Solemn Prior (Spiritual Guide)", ScoredText(On(
    Trigger.POWER_PHASE_END, SolemnPriorDraws(),
    lambda t, s, e: e.player == t.opponent(t.owner(s)))))


# --- Svarog ---


def _blank(t: Surface, source: int, card: int) -> bool:
    """The chosen team character's text is removed until the mission ends (restored then,
    unless it was already removed before: `Svarog`)."""
    if not t.text_removed(card, TEXT_ALL):
        t.remove_text(card, TEXT_ALL)
        t.remember(source, "blanked", (card,))
        t.after_mission(source, "restore", (card,))
    return True


class Svarog(Card):
    """Proud Warlord: the text he blanks comes back as the mission ends (a delayed
    trigger of his, which holds even if he has left play)."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "restore":
            if args and args[0] in t.recall(source, "blanked"):
                t.restore_text(args[0], TEXT_ALL)
                t.forget(source, "blanked")
            return
        super().resume(t, source, step, args, chosen)


card("7135431b-7b69-4edf-baf9-48ea4231ff8a", "Svarog (Proud Warlord)", Svarog(
         WhenAssigned(this, Seq(Forget(), Do(_blank, team_character, remember="chosen",
                                             prompt="blank a team character's text"))),
         Failure(DoRemembered(incapacitate))))


# --- Ticking Bomb, Prison Escort, Enduring Menace, Osric, Destruction of Evidence ---


class _BombPays(_OpponentPays):
    """The opponent's choice: a random discard (with a card in hand) or 1 power lost
    (always open: he loses what he has)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        usable = [0, 1] if t.hand(them) else [1]
        self.ask(t, source, them, usable, "pay for acting", args,
                 labels=tuple(self.modes[i][0] for i in usable))


def _opponent_acts(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (s in t.obstacles and e.player == t.opponent(t.owner(s))
            and t.phase == "performing actions")


def _bomb(kind: Trigger) -> On:
    return On(kind, _BombPays(("discard a random card", Simple(_random_discard_opponent)),
                              ("lose 1 power", Lose(1, OPPONENT)), chooser=OPPONENT),
              _opponent_acts)


# Ruling: the opponent "acts" each time he plays a card, assigns, boosts or uses an
# ability while it is at the mission (passing is not acting).
card("719e5c72-1870-49cf-b2a7-24fc62801e7b", "Ticking Bomb", Card(
    *(_bomb(k) for k in (Trigger.CARD_PLAYED, Trigger.ASSIGNED, Trigger.BOOSTED,
                         Trigger.ABILITY_USED)),
    Failure(Seq(Do(incapacitate, team_character, remember="bombed"),
                DoAll(stop, team_character & Pick(
                    lambda t, s, c: c not in t.recall(s, "bombed")))))))


def _escort_forbids(t: Surface, source: int, player: int, action: Any) -> bool:
    if not isinstance(action, Boost) or player != t.opponent(t.owner(source)):
        return False
    if source in t.obstacles and t.power(player) < 1:
        return True
    return t.recall(source, "no boost") == (t.turn,)


def _escort_fails(t: Surface, source: int) -> bool:
    t.remember(source, "no boost", (t.turn,))
    t.keep_rules(source, UNTIL_TURN_END)
    return True


# Ruling: the 1 power is paid as the boost is made (a boost is refused without it).
card("954ba8e4-ad5e-4648-8a98-cfab7d006fd0", "Prison Escort", Card(
    Cant(_escort_forbids, "Prison Escort: boosting costs 1 power (none after its failure)"),
    On(Trigger.BOOSTED, Lose(1, OPPONENT),
       lambda t, s, e: s in t.obstacles and e.player == t.opponent(t.owner(s))),
    Failure(Simple(_escort_fails))))


class EnduringMenace(Op):
    """Its player picks one Replicator card of his discard pile per other Replicator card
    at the mission (as many as there are); one of them goes on top of his deck, the others
    are shuffled in first."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = trait_cards_at_mission("Replicator")(t, source)
        pool = tuple(c for c in t.discard_pile(t.owner(source))
                     if t.has_trait(c, "Replicator"))
        k = min(n, len(pool))
        if not k:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), pool, "Replicator cards to take back",
                 _pack(args, 0, ()), least=k, most=k)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage, data = _unpack(args)
        if stage == 0:
            if len(chosen) > 1:
                self.ask(t, source, t.owner(source), chosen, "the one for the top",
                         _pack(base, 1, chosen))
                return
            data, chosen = chosen, chosen
        top = chosen[0]
        rest = tuple(c for c in data if c != top)
        if rest:
            t.shuffle_into_deck(rest)
        t.put_on_deck(top)
        self.finish(t, source, base, True)


card("121d129f-5a8f-47d6-83b3-af6788ff6f19", "Enduring Menace",
     Card(WhenPlayed(EnduringMenace())))


def play_free_verb(t: Surface, source: int, card: int) -> bool:
    """"Play <card> at no cost" (a villain card of its owner's, wherever it is)."""
    t.play_free(card)
    return True


def _osric_two(t: Surface, source: int) -> bool:
    """His rating in the mission's skill(s) becomes 2 for the mission."""
    for k in t.mission_skills():
        now = t.skill(source, k)
        if now is not None and now != 2:
            t.modify(source, 2 - now, skill=k)
    return True


card("f2c77c0a-c8ee-4dfa-8c0d-1253eb1efcd5", "Osric (Pretender)",
     Card(WhenAssigned(this, May(Simple(_osric_two), label="difficulty 2")),
          # Ruling (sp-purge): "if you do" holds when a card was drained (as `drain`).
          Success(May(Seq(Drain(3), IfDid(Seq(PurgeThis(),
                                               Do(play_free_verb, adversary, among=HAND)))),
                      label="drain 3"))))
card("e5200566-24d2-4635-99d4-32886cf3c77c", "Destruction of Evidence",
     Card(Failure(Lose(2, OPPONENT)), PurgedInstead(OPPONENT)))


# --- Tanis Reynard ---


def _hidden_beneath(t: Surface, source: int) -> tuple[int, ...]:
    return t.beneath(source) if t.mission >= 0 else ()


def _beneath_to_complication(t: Surface, source: int, action: ActivateAbility) -> None:
    t.place_complication(action.target, t.owner(source))


def _tuck_from_hand(t: Surface, source: int, card: int) -> bool:
    t.place_beneath(card, source)
    return True


card("35a4f8b1-b5fb-4d8b-beba-643d0f618137", "Tanis Reynard (Convicted Criminal)", Card(
    Abilities(Ability("Tanis Reynard: a card from beneath him as a complication",
                      AbilityCost(), _beneath_to_complication, targets=_hidden_beneath)),
    Failure(Do(_tuck_from_hand, _any_card, among=HAND, prompt="a card to put beneath him"))),
     partial="the outlaw keyword is not in the engine")


# --- session 8 sp-purge: abilities paid by purging the card from the hand ---------------
# Ruling (README): purging removes a card from the game, to the purged pile of its owner.
# A condition on being the villain is checked as the ability resolves: it may be used
# anyway (the card purged for nothing).


def _villain_with_goauld(t: Surface, s: int) -> bool:
    return villain_player(t, s) and _goauld_adversary(t, s)


card("1db5c0e2-8ab8-44b7-a6f0-53669975a087", "Osiris (Power Seeker)",
     HandAndPlay((OpUse("Osiris: gain 2 power", AbilityCost(),
                        If(_villain_with_goauld, Gain(2)), purge_self=True, from_hand=True),
                  OpUse("Osiris: destroy a support character", AbilityCost(power=3),
                        If(_goauld_adversary, Do(destroy, support_character)),
                        purge_self=True, from_hand=True)),
                 Failure(Do(stop, character))))


def _hathor_cheaper(t: Surface, s: int, player: int, action: Any) -> bool:
    """Her second ability: 1 power less per stopped support character."""
    return isinstance(action, ActivateAbility) and action.card == s and action.ability == 1


def _stopped_supporters(t: Surface, s: int) -> int:
    return -len(select(t, s, stopped & support_character))


card("39e17781-b18f-450d-8265-801014e266d9", "Hathor (Puppet Master)",
     HandAndPlay((OpUse("Hathor: stop a team character", AbilityCost(power=3),
                        Do(stop, team_character), purge_self=True, from_hand=True),
                  OpUse("Hathor: incapacitate a team character", AbilityCost(power=6),
                        Do(incapacitate, team_character), purge_self=True, from_hand=True)),
                 CostChangeBy(_stopped_supporters, _hathor_cheaper, on=OWN)))


class _CassiusPurges(CardEffect):
    """As cards of his opponent reach that player's discard pile (`Trigger.PLACED_IN_
    DISCARD`), Cassius' player may stop him to have them purged. Rulings (session 9
    sp-cards13): the engine moves the cards first and asks then (a replacement can't
    stop the step it is in to ask), as soon as the step ends, as Sergei Ivanov's; "those
    cards" are the ones of the same step (each card's arrival waiting for his text,
    `Surface.pending_events_for`): one question for all of them; a yes purges those still
    in the discard pile, a no is not asked again of the same cards."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.PLACED_IN_DISCARD})

    def _those(self, t: Surface, source: int, card: int) -> tuple[int, ...]:
        pile = t.discard_pile(t.opponent(t.owner(source)))
        cards = (card, *t.pending_events_for(source, Trigger.PLACED_IN_DISCARD))
        return tuple(c for c in dict.fromkeys(cards) if c in pile)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.PLACED_IN_DISCARD and event.card >= 0
                and t.owner(event.card) == t.opponent(t.owner(source))
                and can_stop(t, source, source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        declined = t.recall(source, "declined")
        if event.card in declined:  # asked already with the first card of its step
            t.remember(source, "declined", tuple(c for c in declined if c != event.card))
            return
        if not can_stop(t, source, source) or not self._those(t, source, event.card):
            return
        ask(t, source, "cassius", t.owner(source), (event.card,),
            "stop Cassius: your opponent purges those cards", optional=True,
            args=self._those(t, source, event.card))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            t.remember(source, "declined", args)
            return
        if not can_stop(t, source, source):
            return
        t.stop(source)
        pile = t.discard_pile(t.opponent(t.owner(source)))
        for c in args:
            if c in pile:
                t.purge(c)


card("89315af4-11e8-41a0-9ab3-3fc12f421d46", "Cassius (Asuran Sentry)",
     Card(Failure(PurgeFrom(anything)), _CassiusPurges()))


class _Interrogation(Op):
    """Wraith Queen: four of her opponent's cards drained (six with an assigned Wraith
    foe); her player names a villain card among those and gains what it costs."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        wraith = any(t.has_trait(c, "Wraith") for c in select(t, source, adversary & assigned))
        drained = t.deck_top_cards(them, 6 if wraith else 4)
        t.mill(them, len(drained))
        options = tuple(c for c in drained if t.is_villain_card(c))
        if not options:
            self.finish(t, source, args, bool(drained))
            return
        self.ask(t, source, t.owner(source), options, "gain its cost", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.gain_power(t.owner(source), t.printed_cost(c))
        self.finish(t, source, args, True)


card("d4b3c726-054b-4c04-bf69-8021318e4f35", "Wraith Queen (Impatient Interrogator)",
     HandAndPlay((OpUse("Wraith Queen: the opponent drains", AbilityCost(power=2),
                        If(villain_player, _Interrogation()), purge_self=True,
                        from_hand=True),),
                 Failure(Do(destroy, support_character))))


class _Harvest(Op):
    """Oberoth: power or threat is chosen, then his player drains 1 per Replicator card
    at the mission; power: 1 power per Replicator card drained; threat: those cards
    taken into his hand."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.ask(t, source, t.owner(source), (0, 1), "choose one", args,
                 labels=("power", "threat"))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        drained = t.deck_top_cards(me, _replicators(t, source))
        t.mill(me, len(drained))
        found = [c for c in drained if t.has_trait(c, "Replicator")]
        if chosen and chosen[0] == 0:
            t.gain_power(me, len(found))
        elif chosen:
            for c in found:
                t.take_into_hand(c)
        self.finish(t, source, args, bool(drained))


card("1980ed9e-3d78-4ff9-a182-3766a4e26146", "Oberoth (Voice of the Asuran)",
     HandAndPlay((OpUse("Oberoth: drain for power or threat", AbilityCost(),
                        If(villain_player, _Harvest()), purge_self=True, from_hand=True),)))


def _three_beneath(t: Surface, s: int) -> bool:
    return len(t.beneath(s)) >= 3


def _purge_three_beneath(t: Surface, s: int) -> bool:
    """Ruling: the cards beneath her are face down and alike to the rules: the three
    placed last are purged."""
    for c in t.beneath(s)[-3:]:
        t.purge(c)
    return True


def _beneath_her(t: Surface, card: int, source: int) -> None:
    """Adria: what pays her revival goes face down beneath her."""
    t.place_beneath(card, source)


card("045dc7c4-8774-4c5f-83e5-50eb94a4e8a9", "Adria (Empowered Leader)",
     OpAbilities((OpUse("Adria: gain 1 power", AbilityCost(),
                        Seq(Simple(_purge_three_beneath), Gain(1),
                            May(Do(ready_it, this), label="ready Adria")),
                        usable=_three_beneath),),
                 RevivePaidTo(_beneath_her)))


class _FromPurgedPileToo(HandAndPlay):
    """`HandAndPlay` whose text outlasts its purge (a mission-long rule it set): its
    triggered text (Failure...) stays in play's, never from the purged pile."""

    zones = frozenset({IN_PLAY, HAND, PURGED_PILE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return not t.is_purged(source) and super().triggers(t, source, event)


def _mark_this_mission(t: Surface, s: int) -> bool:
    if t.mission < 0:
        return False
    t.remember(s, "mission", (t.turn, t.mission))
    return True


def _naonak_rule(t: Surface, s: int, player: int, card: int) -> bool:
    """While purged by its ability this mission: the opponent's assignments of
    characters cost another character stopped."""
    return (t.is_purged(s) and t.recall(s, "mission") == (t.turn, t.mission)
            and player == t.opponent(t.owner(s)) and t.is_character(card))


card("986365ad-b05a-48ce-b933-42646bf33fbd", "Na'onak (First Prime of Bynarr)",
     _FromPurgedPileToo(
         (OpUse("Na'onak: assignments cost a stop this mission", AbilityCost(power=3),
                If(villain_player, Simple(_mark_this_mission)), purge_self=True,
                from_hand=True),),
         Failure(Do(incapacitate, team_character & (assigned | stopped))),
         StopToAssign(_naonak_rule)))


class _FindAndKeep(Search):
    """A `Search` of its player's deck that remembers the card found ("found")."""

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        t.remember(source, "found", chosen)
        super().answer(t, source, args, chosen)


def _play_found(t: Surface, s: int) -> bool:
    found = t.recall(s, "found")
    if not found or found[0] not in t.hand(t.owner(s)) or t.mission < 0:
        return False
    t.play_free(found[0])
    return True


def _political_obstacle_costing(x: int) -> Pick:
    return obstacle & trait("Political") & Pick(lambda t, s, c: t.printed_cost(c) == x)


# Robert Kinsey: one listed ability per X (0 to 7: no obstacle costs more), paid X+1.
# Ruling: his text's "pay" (the obstacle found, for nothing) is read as "play": the
# obstacle goes to the current mission without its cost.
card("ad61948d-1393-46a8-b715-3b3171814c12", "Robert Kinsey (Connected Politician)",
     HandAndPlay(tuple(
         OpUse(f"Robert Kinsey: find a Political obstacle costing {x}",
               AbilityCost(power=x + 1),
               If(villain_player, Seq(Forget("found"),
                                      _FindAndKeep(_political_obstacle_costing(x),
                                                   optional=False),
                                      IfDid(May(Simple(_play_found),
                                                label="play it at no cost")))),
               purge_self=True, from_hand=True) for x in range(8)),
         Failure(Gain(count_of(stopped & team_character)))))


def _ori_discarded_costing(x: int) -> Callable[[Surface, int], tuple[int, ...]]:
    """Ori obstacles (while a mission is attempted) and Ori adversaries of his discard
    pile costing `x`."""
    def targets(t: Surface, s: int) -> tuple[int, ...]:
        return tuple(c for c in t.discard_pile(t.owner(s))
                     if t.has_trait(c, "Ori") and t.printed_cost(c) == x
                     and (t.is_adversary(c) or (t.is_obstacle(c) and t.mission >= 0)))
    return targets


def _purge_and_play_target(t: Surface, s: int, action: ActivateAbility) -> None:
    t.purge(s)
    t.play_free(action.target)


def _ori_obstacles_here(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.obstacles if t.has_trait(c, "Ori"))


def _give_dominion(t: Surface, s: int, action: ActivateAbility) -> None:
    t.remember(s, "dominion", (*t.recall(s, "dominion"), action.target))


class TheDociTouchedByFire(HandAndPlay):
    """The Doci (Touched by Fire): purged from the hand, for X power, an Ori obstacle or
    adversary of cost X out of his player's discard pile, played at no cost (one listed
    ability per such cost; as the villain only). In play, destroyed (3 power), an Ori
    obstacle at the mission gets dominion. Ruling: it keeps it while the Doci's text
    works on from the discard pile, where the ability put him."""

    zones = frozenset({IN_PLAY, HAND, DISCARD_PILE})
    DOMINION = Ability("The Doci: an Ori obstacle gets dominion",
                       AbilityCost(power=3, destroy_self=True), _give_dominion,
                       targets=_ori_obstacles_here, usable=lambda t, s: t.in_play(s))

    def __init__(self) -> None:
        super().__init__(())
        self._used = self._used | {"grants_dominion"}

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        if source not in t.hand(t.owner(source)):
            return (self.DOMINION,)
        costs = sorted({t.printed_cost(c) for c in t.discard_pile(t.owner(source))
                        if t.has_trait(c, "Ori")})
        return tuple(Ability(f"The Doci: an Ori card costing {x} from the discard pile",
                             AbilityCost(power=x), _purge_and_play_target,
                             targets=_ori_discarded_costing(x), from_hand=True,
                             usable=villain_player) for x in costs)

    def fixed_abilities(self) -> None:
        return None

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return (obstacle in t.recall(source, "dominion")
                and source in t.discard_pile(t.owner(source)))


card("e17aa39e-9f6a-429b-beca-e4d1561a943e", "The Doci (Touched by Fire)",
     TheDociTouchedByFire())


class _KivaOrders(Op):
    """Kiva's ability: one of the two mission-long rules, chosen (remembered with the
    turn and the mission)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.ask(t, source, t.owner(source), (0, 1), "choose one", args,
                 labels=("complications cost 1 less",
                         "each complication, a random discard of the opponent's"))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and t.mission >= 0:
            t.remember(source, "orders", (t.turn, t.mission, chosen[0]))
        self.finish(t, source, args, bool(chosen))


def _orders(t: Surface, s: int, mode: int) -> bool:
    return t.is_purged(s) and t.recall(s, "orders") == (t.turn, t.mission, mode)


class _KivaRules(CardEffect):
    """The rule Kiva's ability chose, while she is in the purged pile, for the mission."""

    @property
    def cost_on(self) -> int:
        return COMPLICATIONS

    @property
    def cost_sign(self) -> int:
        return -1

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.COMPLICATION_PLAYED})

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        return -1 if isinstance(action, PlayComplication) and _orders(t, source, 0) else 0

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.COMPLICATION_PLAYED and event.player == t.owner(source)
                and _orders(t, source, 1))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        card = t.random_card(t.hand(t.opponent(t.owner(source))))
        if card >= 0:
            t.discard(card)


class _Kiva(HandAndPlay):
    """From the purged pile only her chosen rule works (not her text in play)."""

    zones = frozenset({IN_PLAY, HAND, PURGED_PILE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if t.is_purged(source):
            return any(c.triggers(t, source, event) for c in self.continuous)
        return super().triggers(t, source, event)


card("4e85804c-950f-4235-9d27-4e474af71caa", "Kiva (Ruthless Commander)",
     _Kiva((OpUse("Kiva: a rule for the mission", AbilityCost(), _KivaOrders(),
                  purge_self=True, from_hand=True),),
           WhenPlayed(Do(stop, opponents & ship)), _KivaRules()),
     partial="the outlaw keyword is not implemented by the engine")


# --- session 9 sp-cards12: Breached Defenses, Anubis (Galactic Tyrant) ---

# Ruling: "if you don't" is his not paying; paying is offered only with an assigned
# character to stop (paying for nothing would spare the gears).
card("a3cf0d29-18ae-4546-bcda-2eb53440cd9d", "Breached Defenses", Card(Victory(Otherwise(
    If(any_of(assigned & character),
       Seq(MayPay(2, label="pay 2 power"),
           IfDid(Do(stop, assigned & character, prompt="stop an assigned character")))),
    Do(destroy, gear, prompt="destroy a gear")))))

_HEGEMONY = "hegemony"


def _hegemony(t: Surface, source: int) -> int:
    held = t.recall(source, _HEGEMONY)
    return held[0] if held else 0


def _add_hegemony(t: Surface, source: int) -> bool:
    t.remember(source, _HEGEMONY, (_hegemony(t, source) + 1,))
    return True


def _opponent_turn_ends_powerless(t: Surface, source: int, event: TriggerEvent) -> bool:
    """The end of a turn his opponent played as the hero (his text is in effect then:
    he is the villain), the hero with no power left."""
    return (event.player == t.opponent(t.owner(source)) and t.in_play(source)
            and t.power(event.player) == 0)


def _anubis_wins(t: Surface, source: int) -> bool:
    if _hegemony(t, source) < 3:
        return False
    t.win(t.owner(source), "Anubis: three hegemony counters")
    return True


# Ruling: the counters are on him while he is in play; played again, he starts afresh
# (as Confusion's count).
card("e3cdfd62-146f-4bbf-b960-61aaa01f2448", "Anubis (Galactic Tyrant)", Card(
    WhenPlayed(Forget(_HEGEMONY)),
    On(Trigger.TURN_END, Simple(_add_hegemony), _opponent_turn_ends_powerless),
    Failure(Simple(_anubis_wins))))


# --- session 9 sp-cards13: Hasty Retreat ---


class HastyRetreat(CardEffect):
    """While in effect (at the mission, its owner the villain), the hero chooses, card by
    card, whether the Success text of his cards is used (`Replace.SUCCESS_TEXT`); a
    character's or the mission's costs him 1 power (without it, the text is not used).
    Rulings (as Iris, the Failure text's twin): the choice is made as each text would
    resolve, in the hero's order; Success text another card gives the mission (resolved
    as that card's, `Trigger.GIVEN_SUCCESS`) is not printed Success text: not held back."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.SUCCESS_TEXT and player != t.owner(source)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        price = 1 if (t.is_character(card) or t.is_mission(card)) else 0
        if t.power(player) < price:
            t.note(source, "success text not used: no power to pay for it")
            return
        ask(t, source, "use", player, (card,),
            "use its success text" + (" (pay 1 power)" if price else ""), optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            return
        card = chosen[0]
        if t.is_character(card) or t.is_mission(card):
            t.lose_power(t.owner(card), 1)
        t.use_success_text(card)


card("24a9df07-46ee-457c-8f66-0fbeaedd3061", "Hasty Retreat", HastyRetreat())


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _beneath_first(t: Surface, source: int, card_: int) -> bool:
    """Shown, then face down beneath him."""
    t.reveal(card_)
    t.place_beneath(card_, source)
    return True


def _first_counts(t: Surface, source: int) -> bool:
    n = len(t.beneath(source))
    t.counts_as_for_now(source, "Replicator", 1 + n if n else 0)
    return n > 0


def _first_uncounts(t: Surface, source: int) -> bool:
    t.counts_as_for_now(source, "Replicator", 0)
    return True


# Rulings: each card beneath him counts (those placed at earlier assignments too) where
# Replicator cards are counted (`Surface.trait_copies`), from his assignment to the end
# of that mission; stopped or gone from the mission meanwhile, he is no longer among the
# cards at the mission that those counts look at.
card("b6e42060-3202-44c5-b90d-4cb6ec7a8659", "First (Unnatural Evolution)", Card(
    WhenAssigned(this, Seq(
        Do(_beneath_first, your & trait("Replicator"), among=HAND, optional=True,
           prompt="place beneath First"),
        Simple(_first_counts), AtMissionEnd(Simple(_first_uncounts))))))


class Selkhet(CardEffect):
    """Baal's Envoy: as any triggered text would resolve (`Replace.TRIGGER`: Success,
    Failure and Victory texts, "each time", "when you play"...), whoever's it is, his
    owner may stop him (he must be able to become stopped) to cancel it; else it
    resolves."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                 value: int) -> bool:
        return (kind is Replace.TRIGGER and card_ != source
                and (t.is_ready(source) or t.is_assigned(source)))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                value: int) -> None:
        ask(t, source, "cancel", t.owner(source), (card_,),
            "stop Selkhet: that triggered text is not used", optional=True, args=(card_,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "cancel" or not args:
            return
        if chosen and t.stop(source):
            t.forget_held_trigger(args[0])
            t.note(source, "triggered text not used")
            return
        t.use_held_trigger(args[0])


# Selkhet. Rulings: a triggered effect "would trigger" as the engine is about to resolve
# it (one question per text, each card's own); delayed texts ("at the end of the
# mission") are not triggered effects of an event and are not asked about.
card("ee2bbcd6-5fbd-43ef-9b3f-f7ec5c44d336", "Selkhet (Baal's Envoy)", Selkhet())


# --- session 11 sp-cards16: Sarcophagus Madness -------------------------------------------

from stargate_vcg.effects.base_set.villains import _Placeable  # noqa: E402
from stargate_vcg.effects.dsl import place_on, placed_on  # noqa: E402
from stargate_vcg.effects.vocab import opponents, team_character  # noqa: E402

_BLOCK_INSTEAD: Final = "block instead"


class _MaddenedHolder(CardEffect):
    """The team character it lies on: each time he would become assigned, its owner
    (the villain who placed it) may discard a card of his hand to block him from the
    mission instead (the assignment held while he is asked)."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.ASSIGN and card >= 0 and card == placed_on(t, source)
                and not t.recall(source, "letting") and bool(t.hand(t.owner(source))))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        me = t.owner(source)
        ask(t, source, _BLOCK_INSTEAD, me, tuple(t.hand(me)),
            "discard a card to block him instead", optional=True, args=(card,),
            hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != _BLOCK_INSTEAD or not args:
            return
        card = args[0]
        if chosen and chosen[0] in t.hand(t.owner(source)):
            t.discard(chosen[0])
            t.block(card, source, until_mission_end=True)
            return
        t.remember(source, "letting", (1,))
        t.assign_by_text(card)
        t.forget(source, "letting")


def _madness_holder_support(t: Surface, source: int) -> tuple[int, ...]:
    holder = placed_on(t, source)
    if holder < 0:
        return ()
    return tuple(c for c in t.support_characters(t.owner(holder)) if t.in_play(c))


def _cure_madness(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)
    t.destroy(source)


_CURE = Ability("Sarcophagus Madness: destroy a support character to destroy it",
                effect=_cure_madness, targets=_madness_holder_support, any_player=True)


class _Cure(CardEffect):
    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (_CURE,)

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return (_CURE,)

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if isinstance(action, ActivateAbility) and action.card == source:
            holder = placed_on(t, source)
            if holder < 0 or player != t.owner(holder):
                return "Sarcophagus Madness: only its holder's owner may do this"
        return None


# Sarcophagus Madness. Rulings: its Failure places it on one of the opponent's team
# characters (its owner's choice); "instead" holds the assignment while the villain is
# asked (a card discarded: the character is blocked from the mission and not assigned,
# the assignment's costs paid all the same; declined: he is assigned), for every way he
# would become assigned (the action, or text); the holder's owner's action destroys one
# of his own support characters (its cost, paid as it resolves) and then it.
card("dcee2c9d-0601-46da-99df-853068a77a3e", "Sarcophagus Madness", _Placeable(
    Failure(Do(place_on, opponents & team_character, prompt="place it on")),
    _MaddenedHolder(),
    _Cure()))
