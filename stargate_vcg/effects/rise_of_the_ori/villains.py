"""Rise of the Ori obstacles and adversaries (by card id; each class is named after its
card's title; no card text here: data policy)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    ArrangeTop,
    Blocked,
    Card,
    CostChange,
    Difficulty,
    DifficultyOf,
    Do,
    DoEach,
    DoRemembered,
    DoSome,
    DoToIt,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    On,
    Otherwise,
    OwnCost,
    Pay,
    RevivePaidTo,
    Seq,
    Simple,
    Success,
    WhenAssigned,
    WhenPlayed,
    WhenRevived,
    block,
    choose,
    destroy,
    incapacitate,
    place_on,
    placed_on,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    CULTURE,
    SCIENCE,
    Pick,
    adversary,
    always,
    ask,
    assigned,
    character,
    count,
    gear_card,
    hero_card,
    no_glyph,
    obstacle,
    opponent_plays,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    with_glyphs,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign, Continue, PlayCard
from stargate_vcg.engine.stargate.actions import Stop as StopContinuing
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    COST_OTHER,
    DISCARD_PILE,
    IN_PLAY,
    MODIFIES_MISSIONS,
    SCORE_PILE,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)


def mission_experience(t: Surface, source: int) -> int:
    """The current mission's experience (0 between missions)."""
    return t.printed_experience(t.mission) if t.mission >= 0 else 0


def _resolved(t: Surface) -> int:
    """Missions resolved this turn (a failed one counts once the mission is cleared)."""
    return t.successful_missions() + len(t.failed_missions())


class NextMissionHarder(CardEffect):
    """Obstacle; on failure, +1 difficulty for the mission played next. The text works on
    from the discard pile, where the obstacle goes as the mission is cleared. Ruling:
    "the next mission" is the one the hero plays next this turn, if he continues; it has
    the difficulty until it resolves."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, DISCARD_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        # The failed mission is counted as resolved once it is cleared: the next one is
        # current while the count is one more than now.
        t.remember(source, "next", (t.turn, _resolved(t) + 1, t.mission))

    @property
    def modifies(self) -> int:
        return MODIFIES_MISSIONS  # (the mission only: below)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        # The mission first: asked of each obstacle too, where recalling the mark (a
        # dict lookup by a new tuple) was most of its cost (session 11 sp-carry5).
        if target != t.mission:
            return 0
        # A mark counts missions resolved this turn from 1 up (`resolve`): before the
        # turn's first mission resolves (most totals asked of a mission), none is this
        # turn's, and the mark is not looked up.
        resolved_now = _resolved(t)
        if resolved_now == 0:
            return 0
        mark = t.recall(source, "next")
        if not mark:
            return 0
        turn, resolved, failed = mark
        return 1 if (t.turn == turn and resolved_now == resolved and target != failed) else 0


card("3b694601-f040-42c5-bb75-5952db38a696", "Kali (The Destroyer)",
     Card(OwnCost(lambda t, s: -mission_experience(t, s), lowers=True),
          Failure(Do(stop, character))))
card("77519387-617b-4ad3-85e7-cc28a3fa1d41", "Alliance in Jeopardy",
     Card(Failure(DoSome(stop, character, mission_experience))))
card("3dbc8c01-13ca-4699-ba0d-13c326467a6e", "Clues from the Past", NextMissionHarder())
card("3c2a95b2-3d0c-48da-82d3-22a71c8f3d5d", "Goa'uld Probe", NextMissionHarder())
card("7774d229-3a25-48d9-b6e4-9aac7ef2df78", "Super Pheromones",
     Card(WhenPlayed(Do(block, character))))
card("84e11f7f-be2b-43f2-973b-8e4be317a400", "Too Easy",
     Card(Failure(DoSome(stop, character, mission_experience, chooser=OPPONENT))))


# --- roto-villains batch: the amounts and verbs these cards share ---------------------------


def _score_count(t: Surface, source: int) -> int:
    """Cards in its owner's villain score pile."""
    return len(t.score_pile(t.owner(source)))


def _minus_experience(t: Surface, source: int) -> int:
    return -mission_experience(t, source)


# How many Replicator cards besides this one are at the mission now (the mission card,
# its face-up obstacles and the assigned cards).
_replicators_elsewhere = trait_cards_at_mission("Replicator")


def _stopped_with_glyph(t: Surface, source: int) -> int:
    return len(select(t, source, stopped & character & with_glyphs(1)))


def _cost_at_most_experience(t: Surface, source: int, card: int) -> bool:
    return t.printed_cost(card) <= mission_experience(t, source)


def _more_support_than_team(t: Surface, source: int) -> bool:
    hero = t.opponent(t.owner(source))
    return len(t.support_characters(hero)) > len(t.team_characters(hero))


def _to_hand_self(t: Surface, source: int) -> bool:
    """This card (at the mission or in the discard pile) goes to its owner's hand."""
    t.take_into_hand(source)
    return True


def on_deck_top(t: Surface, source: int, card: int) -> bool:
    t.put_on_deck(card)
    return True


def play_at_no_cost(t: Surface, source: int, card: int) -> bool:
    t.put_into_play(card)
    return True


def _discard_and_gain(t: Surface, source: int, card: int) -> bool:
    t.discard(card)
    t.gain_power(t.owner(source), t.printed_cost(card))
    return True


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    """Readied (so leaving the mission) and kept from it until its end."""
    t.ready(card)
    t.block(card, until_mission_end=True)
    return True


def _most_glyphs(t: Surface, source: int) -> int:
    return max((len(t.glyphs(c)) for c in select(t, source, assigned & character)),
               default=0)


def _ready_while(t: Surface, source: int) -> bool:
    """"While <this> is ready": in the ready state (glossary "states": not assigned,
    stopped or incapacitated)."""
    return t.in_play(source) and t.is_ready(source)


def _missions_of(skill: int) -> Pick:
    return Pick(lambda t, s, c: t.is_mission(c) and t.printed_rating(c, skill) is not None
                and _ready_while(t, s))


def _while_assigned_playing(*traits: str) -> Callable[[Surface, int, int, Any], bool]:
    def applies(t: Surface, source: int, player: int, action: Any) -> bool:
        return (t.is_assigned(source) and isinstance(action, PlayCard)
                and player == t.owner(source) and t.is_obstacle(action.card)
                and any(t.has_trait(action.card, name) for name in traits))
    return applies


class ScoredCard(Card):
    """A `Card` whose text also works from its owner's score pile ("when you score")."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, SCORE_PILE})


def _scored_this(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.card == source


def _opponent_assigns_glyphless(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.opponent(t.owner(source)) and event.card >= 0 and \
        t.is_character(event.card) and not t.glyphs(event.card)


def _goauld_adversary_assigned(t: Surface, source: int) -> bool:
    return bool(select(t, source, assigned & adversary & trait("Goa'uld")))


def _matches_mission_glyph(t: Surface, source: int, card: int) -> bool:
    if t.mission < 0 or not t.is_character(card):
        return False
    glyph = t.glyph_of(t.mission)
    return glyph is not None and t.has_glyph(card, glyph)


hero_ship = ship & hero_card
villain_card = Pick(lambda t, s, c: t.is_villain_card(c))
villain_ship = ship & ~hero_card


# --- roto-villains batch: adversaries -------------------------------------------------------

card("547b6228-ea31-4688-b150-4f45b2fbe62b", "Aden Corso (Convicted Criminal)",
     Card(Failure(Do(play_at_no_cost, villain_ship, among=HAND, optional=True))))
card("85b8abf3-b06b-4967-b863-eea48752a34c", "Adria (The Orici)",
     Card(Failure(DoEach(destroy, support_character, lambda t, s: t.complication_count))))
card("28e38e66-18ff-4510-8ba0-67a0357e38ef", "Apophis (Risen from the Fires)",
     Card(WhenAssigned(this, Do(to_hand, villain_ship, among=DISCARD, optional=True))))
card("e6dc082e-bd1c-4ec0-b209-fbdeb61e5a94", "The Doci (Voice of the Ori)",
     Card(Failure(DoEach(incapacitate, team_character, lambda t, s: t.complication_count))))
card("b7e98873-c6b6-4c70-872c-bcd47f2b8d36", "Enlightened Prior (Teacher of Origin)",
     ScoredCard(On(Trigger.SCORED, Do(play_at_no_cost, adversary, among=HAND,
                                      optional=True), _scored_this)))
card("e276823a-350c-4762-8268-a60d8528ad2f", "Kefflin (Loyal Second)",
     Card(DifficultyOf(1, _missions_of(CULTURE))))
card("84363f7a-254b-4e2b-81a6-f86f10306ff0", "Ted (Alien Deserter)",
     Card(DifficultyOf(1, _missions_of(SCIENCE))))
card("63729200-f480-499b-81da-28703d06cc7f", "Odai Ventrell (Bounty Hunter)",
     Card(On(Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop Odai Ventrell"),
                                      IfDid(DoToIt(stop))), opponent_plays(support_character))))
card("e8027e87-921c-42dd-927d-ce5327f9dca0", "Quartus (Chief Negotiation Officer)",
     Card(Difficulty(mission_experience)))
card("ddb4254d-b461-4cd5-b2f5-5e4353de8732", "Robert Kinsey (Goa'uld Infiltrator)",
     Card(WhenRevived(Do(to_hand, obstacle & (trait("Goa'uld") | trait("Political")),
                         among=OBSTACLES, optional=True))))
card("f8d4cfcb-bde4-449d-b900-6b049581eeb2", "Ronan (Betrayer)",
     Card(Failure(Do(destroy, support_character & Pick(_cost_at_most_experience)))))
card("d2acebf2-d3ff-48c6-8afb-f56288cac5bb", "Tomin (Strong, Proud Warrior)",
     Card(Difficulty(count(assigned & character & no_glyph))))
card("a48072e8-534c-4cba-a376-66def6a8f1b0", "Vengeful Prior (Hand of the Ori)",
     Card(CostChange(-1, _while_assigned_playing("Ori")),
          CostChange(-1, _while_assigned_playing("Disease"))))
# Ruling: the readied character is one of the hero's assigned characters; readied, he
# leaves the mission and is blocked from it until its end.
card("bceb1023-d231-4e09-9d93-436c458e5a94", "Adria (Leader of Great Enlightenment)",
     Card(WhenAssigned(this, Do(_ready_and_block, assigned & character))))
card("2050fc54-8584-4436-8f94-c0101e9976b6", "Dr. Jackson (Spy for Apophis)",
     ScoredCard(WhenAssigned(this, Gain(_most_glyphs)),
                On(Trigger.SCORED, Do(incapacitate, team_character & trait("SGC")),
                   _scored_this)))


class _ReplicatorDominion(CardEffect):
    """First (Leap in Evolution) assigned: his owner's Replicator obstacles have dominion."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return (t.is_assigned(source) and t.owner(obstacle) == t.owner(source)
                and t.has_trait(obstacle, "Replicator"))


card("aa742e48-824f-4260-ae6c-512f6e30418a", "First (Leap in Evolution)",
     Card(OwnCost(count(assigned & character)), _ReplicatorDominion()))

# --- roto-villains batch: obstacles ---------------------------------------------------------

card("910c9155-434c-423f-bc82-d8fbb76ec902", "Adaptation",
     Card(Failure(DoEach(destroy, gear_card, _replicators_elsewhere))))
card("6502c5a5-aa4d-4f3a-bba1-961632af75ec", "Barroom Thugs",
     Card(OwnCost(_minus_experience, lowers=True)))
card("a0788974-d46c-4a1a-b077-56673bc0f0b8", "Battered Defenses",
     Card(WhenPlayed(DoEach(stop, support_character, _score_count))))
card("f0dff355-cfb6-4084-a5ad-bedeeb1a6533", "Cornered",
     Card(WhenPlayed(DoEach(stop, character, _replicators_elsewhere, chooser=OPPONENT))))
card("38af5217-94af-4e1c-a76c-1090662c02d8", "Corrupted Ally",
     Card(Failure(Seq(Do(destroy, support_character),
                      If(_more_support_than_team, Do(destroy, support_character))))))
card("36aec16e-53d9-463d-a0ee-dcfe50126b23", "Direct Hit",
     Card(WhenPlayed(May(Modes(("stop one", Do(stop, hero_ship)),
                               ("destroy one that is stopped",
                                Do(destroy, hero_ship & stopped))),
                         label="stop or destroy a hero ship"))))
card("93a67529-711f-4fa5-9b68-eeaa5d319dd6", "Execution Squad",
     Card(Failure(Seq(Pay(2), IfDid(Do(destroy, support_character))))))
card("d26de964-e887-4bae-8f80-afccb57853d2", "Final Challenge",
     Card(WhenPlayed(Otherwise(Do(stop, team_character, chooser=OPPONENT, optional=True),
                               Do(destroy, support_character, optional=True)))))
card("f9089cb9-ed72-4425-8544-0d13a779c80d", "Genetic Manipulations",
     Card(Failure(DoEach(incapacitate, team_character, _score_count, chooser=OPPONENT))))
card("108c95a3-066d-41a8-8917-48681426f7ef", "Government Oversight",
     Card(OwnCost(_minus_experience, lowers=True)))
card("77adc49a-b21f-47dc-b08d-d9634c94381c", "Greed Exploited",
     Card(Difficulty(mission_experience)))
card("43486028-f960-4abc-9360-36a9f68f88b3", "Hathor's Interogation",
     Card(WhenPlayed(Do(on_deck_top, villain_card, among=DISCARD, optional=True))))
card("2de07f01-98bd-4e74-9a5b-0e077cc6c3aa", "Hok'taur Experiments",
     Card(Failure(DoEach(destroy, support_character, _score_count))))
card("d89a2d44-63c5-49aa-93ab-89e7b45d27fe", "A Matter of Trust",
     Card(Failure(Do(stop, character))))
card("05fcc7b5-b980-4600-8567-0d9d946e954c", "Might of the Orici",
     Card(WhenPlayed(Seq(MayPay(mission_experience),
                         IfDid(Do(destroy, assigned & support_character))))))
card("933f8a4f-1e61-40af-bdde-6df8ab2aadb0", "Mutated Creature",
     Card(WhenPlayed(DoEach(destroy, support_character, _stopped_with_glyph,
                            chooser=OPPONENT))))
card("ad63398c-cb74-4ef0-a095-3dac2c9815a5", "Nerve Gas Attack",
     Card(OwnCost(_minus_experience, lowers=True), Failure(Do(destroy, support_character))))
card("1650d754-14b0-40be-ae8c-d352d266f45e", "Nothing But Weakness",
     Card(Failure(Seq(Do(incapacitate, team_character),
                      If(_goauld_adversary_assigned,
                         May(Simple(_to_hand_self), label="take it into hand"))))))
card("ce54d999-3f17-46d2-97d7-4db3df5a5360", "Orbital Bombardment",
     Card(Difficulty(count(assigned & villain_ship))))
card("4c45ab02-7bdd-4aaa-ab81-54dcff034ab4", "Ori Ground Forces",
     Card(Failure(Gain(mission_experience))))
card("a15660f4-3113-43ba-8881-79d1b443bbc3", "Ori Satellite Attack",
     Card(Failure(Do(destroy, hero_ship))))
card("28670a5c-e184-49f4-83f5-3a271dc997c5", "Prelude to Invasion",
     Card(WhenPlayed(DoEach(stop, character, _stopped_with_glyph, chooser=OPPONENT))))
card("16c3143e-22f3-4e45-94e7-bdbd5fe5d14b", "Prior Engagement",
     Card(WhenPlayed(Seq(MayPay(mission_experience), IfDid(Do(stop, character))))))
card("8549d4c8-4ca5-4670-877c-23ca69b65292", "Probing the Subconscious",
     Card(OwnCost(_minus_experience, lowers=True),
          Blocked(Pick(_matches_mission_glyph), always,
                  "characters with the current mission's glyph are blocked")))
card("f5aa6459-7728-424f-ab8f-64fd665f7f8f", "Reanimated Dead",
     Card(OwnCost(_minus_experience, lowers=True), Failure(Do(destroy, support_character))))
card("da10a974-620c-4f3e-9321-2248293b4534", "Relentless Pursuit",
     Card(WhenPlayed(Do(ready, villain_ship))))
card("ee03c4fe-dd67-4a09-8441-8d4a10912b51", "Replicator Ruse",
     Card(Failure(ArrangeTop(_replicators_elsewhere, whose=OPPONENT))))
card("5b7c2b44-0aba-4afa-a9f7-65a62b730dea", "Rerouted",
     Card(Failure(ArrangeTop(mission_experience, whose=OPPONENT))))
card("47ee2e80-b924-4fc4-8895-c84c9bb27dd8", "Set Up",
     Card(On(Trigger.ASSIGNED, Gain(1), _opponent_assigns_glyphless)))
card("40ba16a6-25e9-4405-949d-5f1346ebf541", "Spies Everywhere",
     Card(Difficulty(_score_count)))
card("ac32cd69-5f08-4b03-82ec-3278371c5acf", "Teachings of Origin",
     Card(WhenPlayed(Do(_discard_and_gain, trait("Ori"), among=HAND, optional=True))))
card("3462a37b-c943-4d49-8a97-4f37233b3707", "Technology Interface",
     Card(Difficulty(mission_experience)))
card("59c0b219-3184-4195-b20f-c75d0ccf6a29", "Teeming Numbers",
     Card(WhenPlayed(Do(destroy, assigned & hero_ship & Pick(
         lambda t, s, c: t.printed_cost(c) <= _replicators_elsewhere(t, s))))))
card("a8c380d6-180d-49cf-a55c-65de458a1bae", "Threat of Force",
     Card(OwnCost(lambda t, s: -_score_count(t, s))))
card("ba96358e-e387-426b-9502-ba3d2208eb36", "Trial By Fire",
     Card(WhenPlayed(Seq(Forget(), Do(choose, assigned & team_character, chooser=OPPONENT,
                                      remember="chosen"))),
          Failure(DoRemembered(incapacitate))))
card("e8c34b88-4f91-4d6c-ac7a-641c30666abf", "Ultimatum",
     Card(Failure(Seq(Pay(2), IfDid(Do(incapacitate, team_character))))))


# --- roto-villains batch: cards that need a few lines ---------------------------------------


class AnubisWarlord(CardEffect):
    """Warlord: his owner's ships are 1 stronger per blockaded mission (whoever
    blockades it); Failure: 2 power buys his owner a blockade by him."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if t.is_ship(target) and t.owner(target) == t.owner(source):
            return t.blockaded_missions()
        return 0


def _blockade(t: Surface, source: int) -> bool:
    return t.blockade(source, t.opponent(t.owner(source)))


def _shuffle_opponents_missions(t: Surface, source: int) -> bool:
    t.shuffle_mission_pile(t.opponent(t.owner(source)))
    return True


class SenselessSlaughter(CardEffect):
    """Failure: its owner pays any amount of power; the opponent destroys that many of
    his support characters. Ruling: the amount is chosen up to the number of support
    characters the opponent has (paying more would buy nothing); 0 is declining."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        most = min(t.power(me), len(t.support_characters(t.opponent(me))))
        if most <= 0:
            return
        amounts = tuple(range(1, most + 1))
        ask(t, source, "amount", me, amounts, "pay power", optional=True,
            labels=tuple(f"pay {n} power" for n in amounts))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "amount":
            if not chosen:
                return
            me = t.owner(source)
            t.lose_power(me, chosen[0])
            hero = t.opponent(me)
            supports = t.support_characters(hero)
            n = min(chosen[0], len(supports))
            ask(t, source, "destroy", hero, supports, "destroy support characters",
                least=n, most=n)
        else:
            for c in chosen:
                t.destroy_by(c, source)


class AmbushedSummit(CardEffect):
    """Failure: its owner destroys any number of the opponent's support characters whose
    costs add up to at most the current mission's experience (one at a time, until he
    declines or none fits the rest of the budget)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        self._offer(t, source, mission_experience(t, source))

    def _offer(self, t: Surface, source: int, budget: int) -> None:
        me = t.owner(source)
        fits = [c for c in t.support_characters(t.opponent(me)) if t.printed_cost(c) <= budget]
        if fits:
            ask(t, source, "destroy", me, fits, "destroy a support character", optional=True,
                args=(budget,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            budget = args[0] - t.printed_cost(chosen[0])
            t.destroy_by(chosen[0], source)
            self._offer(t, source, budget)


_GLYPHS: tuple[Glyph, ...] = tuple(Glyph)


class GameOfDiplomacy(CardEffect):
    """When played: its owner chooses a glyph; each character with that glyph is stopped.
    Ruling: the glyphs offered are those some character in play has (another would stop
    nobody)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.CARD_PLAYED and event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        held = {g for c in select(t, source, character) for g in _GLYPHS if t.has_glyph(c, g)}
        options = tuple(i for i, g in enumerate(_GLYPHS) if g in held)
        if options:
            ask(t, source, "glyph", t.owner(source), options, "choose a glyph",
                labels=tuple(_GLYPHS[i].value for i in options))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        glyph = _GLYPHS[chosen[0]]
        for c in select(t, source, character):
            if t.has_glyph(c, glyph):
                t.stop(c)


def _block_those_lacking_traits(t: Surface, source: int, card: int) -> bool:
    """Friends at Odds: the team characters who lack one of `card`'s traits are blocked
    (by this obstacle: the block ends as it leaves play)."""
    wanted = t.traits(card)
    for c in t.team_characters(t.owner(card)):
        if not wanted <= t.traits(c):
            t.block(c, source)
    return True


def _opponent_assigns_support(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card >= 0 and \
        player == t.opponent(t.owner(source)) and t.is_support_character(action.card)


class PriorBugs(CardEffect):
    """Each support character the opponent assigns costs him another of his support
    characters, destroyed. Ruling: the assignment is refused while he has no other one; the
    destruction (his choice) follows the assignment at once."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if _opponent_assigns_support(t, source, player, action) and not [
                c for c in t.support_characters(player) if c != action.card]:
            return "Prior Bugs: no other support character to destroy"
        return None

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.ASSIGNED and event.card >= 0
                and event.player == t.opponent(t.owner(source))
                and t.is_support_character(event.card))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        others = tuple(c for c in t.support_characters(event.player) if c != event.card)
        if others:
            ask(t, source, "destroy", event.player, others, "destroy a support character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.destroy(c)


class Moloc(CardEffect):
    """Great and Powerful: when scored, his owner chooses a glyph beneath one of the
    opponent's characters; it and the character's other glyphs worth the same experience
    go to the bottom of the opponent's mission pile. Ruling: in their order beneath the
    character (the choice of order is not asked)."""

    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.SCORED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SCORED and event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        hero = t.opponent(t.owner(source))
        glyphs = tuple(m for c in t.characters(hero) for m in t.glyphs(c))
        if glyphs:
            ask(t, source, "glyph", t.owner(source), glyphs, "choose a glyph")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        hero = t.opponent(t.owner(source))
        mission = chosen[0]
        holder = next((c for c in t.characters(hero) if mission in t.glyphs(c)), -1)
        if holder < 0:
            return
        worth = t.printed_experience(mission)
        for m in tuple(t.glyphs(holder)):
            if m == mission or t.printed_experience(m) == worth:
                t.glyph_to_mission_bottom(m)


card("8ccfb28c-4438-42a6-be8e-6972cb02710b", "Anubis (Warlord)",
     Card(AnubisWarlord(), Failure(Seq(Pay(2), IfDid(Simple(_blockade))))))
card("030ec148-c572-4ec8-b731-23e656825159", "Transdimensional Bridge",
     Card(WhenPlayed(May(Simple(_shuffle_opponents_missions),
                         label="the opponent shuffles his mission pile"))))
card("7d7052fa-8199-40da-a4e6-3a0d5f887319", "Senseless Slaughter", SenselessSlaughter())
card("3211421e-05bf-4d9f-afd4-edee4ebab67e", "Ambushed Summit", AmbushedSummit())
card("ef83199e-cf64-4f65-a647-a0b09a71230f", "The Game of Diplomacy", GameOfDiplomacy())
card("b0074b1e-fe12-42d8-9311-20429bb2d494", "Friends at Odds",
     Card(WhenPlayed(Do(_block_those_lacking_traits, assigned & team_character))))
card("15e0ef31-bd81-478e-a707-de43752f6056", "Prior Bugs", PriorBugs())
card("d029a413-8db0-49fa-950b-101acd968257", "Moloc (Great and Powerful)", Moloc())
def _into_hand(t: Surface, card: int, source: int) -> None:
    """Netan: what pays his revival goes to his owner's hand."""
    t.take_into_hand(card)


card("f6d88dda-5e0c-4c71-9731-723d93958cbd", "Netan (Head of the Lucian Alliance)",
     RevivePaidTo(_into_hand))


# Debilitated: Failure: it goes on a team character its owner picks, who is blocked by
# it; while it is there, his owner can spend as much power as the mission's experience
# to get rid of it (he alone: the ability is refused to the others).


class _Placeable(Card):
    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH})


def _block_holder(t: Surface, source: int) -> bool:
    held = placed_on(t, source)
    if held >= 0:
        t.block(held, source)
    return held >= 0


def _cure_affordable(t: Surface, source: int) -> bool:
    held = placed_on(t, source)
    return held >= 0 and t.power(t.owner(held)) >= mission_experience(t, source)


def _cure(t: Surface, source: int, action: object) -> None:
    held = placed_on(t, source)
    if held >= 0:
        t.lose_power(t.owner(held), mission_experience(t, source))
    t.destroy(source)


_CURE = (Ability("Debilitated: destroy", AbilityCost(), _cure, usable=_cure_affordable,
                 any_player=True),)


class _Cure(CardEffect):
    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _CURE

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _CURE

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        held = placed_on(t, source)
        if isinstance(action, ActivateAbility) and action.card == source and \
                (held < 0 or player != t.owner(held)):
            return "Debilitated: only the owner of the character it is on may destroy it"
        return None


card("21fa0826-42a1-407a-bef5-242b41ea2d06", "Debilitated", _Placeable(
    Failure(Seq(Do(place_on, team_character, prompt="place it on"), Simple(_block_holder))),
    _Cure()))


class DutifulPrior(CardEffect):
    """Adria's Attendant: from his owner's villain score pile, the obstacles with
    failure text that owner plays cost 1 less. The failure text is the printed one
    (`Surface.printed_failure_text`). Ruling: an obstacle that gets Failure text only
    once in play (text it is given in quotes, on a condition) has none as it is played."""

    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if (isinstance(action, PlayCard) and player == t.owner(source)
                and t.zone(source) == "villain score pile" and t.is_obstacle(action.card)
                and t.printed_failure_text(action.card)):
            return -1
        return 0


card("71f75361-fe98-48c7-a120-da61d3097fb2", "Dutiful Prior (Adria's Attendant)",
     DutifulPrior())


class Heruur(CardEffect):
    """Shrewd Rival: while he is at the mission, his owner's villain cards there resolve
    their Failure triggers twice. Ruling: as his own failure trigger resolves, the others
    are asked again (the obstacles' and assigned villain cards')."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE and t.is_assigned(source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.repeat_failure_text(t.owner(source), source)


card("6e4e2984-dc39-4aa1-bb0d-eb91e3711546", "Heru'ur (Shrewd Rival)", Heruur())


# --- session 6 cards batch --------------------------------------------------------------


def _force_continue(t: Surface, source: int) -> bool:
    t.remember(source, "forced", (t.turn,))
    t.keep_rules(source, UNTIL_TURN_END)  # the obstacle leaves with the mission
    t.at_next_mission(source, "forced")
    return True


def _may_force() -> May:
    return May(Simple(_force_continue), label="force the hero to continue")


class _ForcedContinue(CardEffect):
    """Exploitation, once its owner forced the hero on: the hero can't stop continuing
    (unless continuing is impossible: an empty mission pile, text forbidding it), and
    continuing costs him nothing for the missions failed; as the next mission is
    played, the owner gains those powers all the same. Ruling: text that makes
    continuing dearer still adds its cost; the force lasts one decision to continue."""

    @property
    def cost_on(self) -> int:
        return COST_OTHER

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if (isinstance(action, StopContinuing) and t.recall(source, "forced") == (t.turn,)
                and t.may_continue()):
            return "Exploitation: the hero is forced to continue to another mission"
        return None

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if isinstance(action, Continue) and t.recall(source, "forced") == (t.turn,):
            return -t.failed_mission_count(source)
        return 0

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "forced" and t.recall(source, "forced") == (t.turn,):
            t.forget(source, "forced")
            t.gain_power(t.owner(source), t.failed_mission_count(source))


card("64c50c1c-5fb9-4e38-997d-25c294a505d9", "Exploitation",
     Card(Success(_may_force()), Failure(_may_force()), _ForcedContinue()))
