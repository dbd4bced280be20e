"""System Lords adversaries, obstacles and missions (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    Arrange,
    AtMissionEnd,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Difficulty,
    Do,
    DoAll,
    DoEach,
    DoN,
    DoRemembered,
    DoToIt,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    Lose,
    May,
    MayPay,
    Modes,
    MoveGlyph,
    On,
    Op,
    Otherwise,
    OwnCost,
    Pay,
    Seq,
    Simple,
    SkillsBy,
    Success,
    WhenAssigned,
    WhenPlayed,
    WhenRevived,
    block,
    block_for_mission,
    choose,
    destroy,
    discard,
    incapacitate,
    place_on,
    placed_on,
    playing_this,
    return_to_hand,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    about_this,
    adversary,
    any_of,
    anything,
    ask,
    assigned,
    blocked,
    character,
    count_at_mission,
    count_of,
    gear,
    no_glyph,
    obstacle,
    opponent_plays,
    other,
    ready,
    select,
    shares_glyph,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import (
    Assign,
    Continue,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    IN_PLAY,
    SCORE_PILE,
    Ability,
    AbilityCost,
    CardEffect,
    PlayCost,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)


class ApophisSerpentGod(CardEffect):
    """The Serpent God: from his owner's villain score pile, at the end of the
    opponent's power phase, his owner gains 1 power. Ruling (3+ players): "your
    opponent's power phase" is a turn in which his owner is the villain."""

    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.POWER_PHASE_END})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.POWER_PHASE_END and t.zone(source) == "villain score pile"
                and t.villain == t.owner(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


class ApophisEnemyOfSokar(CardEffect):
    """Enemy of Sokar: when his owner scores him, the opponent may destroy two of his
    support characters; if he doesn't, the owner may incapacitate a team character (of
    the opponent's: the hero's team in play this turn)."""

    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.SCORED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.SCORED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.SCORED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        hero = t.opponent(t.owner(source))
        supports = t.support_characters(hero)
        if len(supports) >= 2:
            ask(t, source, "sacrifice", hero, supports, "destroy two support characters?",
                optional=True, least=2, most=2)
        else:
            self._incapacitate(t, source)

    def _incapacitate(self, t: Surface, source: int) -> None:
        team = [c for c in t.team_characters(t.opponent(t.owner(source)))
                if not t.is_incapacitated(c)]
        ask(t, source, "incapacitate", t.owner(source), team,
            "incapacitate a team character?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "sacrifice" and chosen:
            for c in chosen:
                t.destroy(c)
        elif step == "sacrifice":
            self._incapacitate(t, source)
        elif chosen:
            t.incapacitate(chosen[0])


class BaalHeirToPower(CardEffect):
    """Heir to Power: when his owner scores him, he incapacitates a stopped team
    character (the opponent's: the hero's team in play this turn)."""

    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.SCORED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.SCORED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.SCORED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        team = [c for c in t.team_characters(t.opponent(t.owner(source))) if t.is_stopped(c)]
        ask(t, source, "incapacitate", t.owner(source), team,
            "incapacitate a stopped team character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.incapacitate(chosen[0])


class FalseLead(CardEffect):
    """Failure: its owner looks at the top card of the opponent's mission pile (shown
    to him only) and leaves it on top or puts it on the bottom (False Memory, Turncoat)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        pile = t.mission_pile(t.opponent(me))
        if pile:
            ask(t, source, "bottom", me, pile[-1:], "put it on the bottom?", optional=True,
                hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_mission(chosen[0], top=False)


def _assigned_characters(t: Surface, source: int) -> int:
    return len([c for c in t.assigned(t.hero) if t.is_character(c)])


card("1cb8e472-842c-49f2-80a9-b238cc504c1d", "Apophis (The Serpent God)", ApophisSerpentGod())
card("f11aa318-c75a-41d5-b041-0385aaefeab1", "Apophis (Enemy of Sokar)",
     ApophisEnemyOfSokar())
card("947656c8-b7bc-485d-9e61-398517998060", "Baal (Heir to Power)", BaalHeirToPower())
card("ff6d6c62-c814-4c4d-ac1d-5bc42c2d44fb", "Borren (Aschen Official)",
     Card(Failure(Do(stop, character))))
card("89a9e106-eedc-4fe1-ad45-0d0ea0b05c76", "Herak (First Prime of Anubis)",
     Card(WhenAssigned(this, Do(destroy, assigned & support_character, optional=True))))
card("a9105f54-5fe9-4813-b146-66e7e1bae85f", "Battle Losses",
     Card(Failure(Do(destroy, support_character, chooser=OPPONENT))))
card("7472e756-db84-4574-aeec-9c4b85703824", "Cut Off",
     Card(WhenPlayed(Do(return_to_hand, support_character, optional=True))))
card("0952c7d6-3fd0-4c23-97c0-abd06c691123", "Estrangement",
     Card(Failure(Do(return_to_hand, support_character))))
card("ed2ba1fb-5bb4-4b18-85a0-d6a056fcf5d7", "False Memory", FalseLead())
card("6a89ad25-9fee-44e3-8d08-f2db6de86818", "On Alert",
     Card(Difficulty(lambda t, s: t.failed_mission_count(s))))
card("1eec68b9-414e-4870-a353-280ed57d2eee", "Security Field",
     Card(OwnCost(_assigned_characters, raises=True)))
card("9921c22a-9945-4d8e-bb07-1d8de267e5d6", "Strained Relations", Card(Failure(Gain(2))))
card("ba7753ff-85d9-402e-ae1c-f72ce4720292", "Terminal Condition",
     Card(Failure(Do(destroy, support_character))))
card("872599fb-d11a-4fef-a2f9-d50e7bd8f33c", "Test of Worthiness",
     Card(Failure(DoAll(stop, character))))
card("fb828232-1751-4c35-8813-0e51ec498fa5", "Turncoat", FalseLead())


# --- sl-villains batch: the other System Lords obstacles and adversaries ------------------
#
# Rulings (tests named ..._ruling_... play the ambiguous ones):
# - "A (support, team) character" the villain's text hurts: one of those in effect this
#   turn (the hero's), chosen by the card's owner unless the text names the opponent.
# - "If (while) a <trait> adversary is assigned": one of the villain's, at the mission.
# - An obstacle's "they are blocked" when played: blocked by it (the block ends when it
#   leaves play); an adversary's: for the rest of the mission.
# - Counting the other <trait> cards "at the mission": the mission, its face-up obstacles and
#   the assigned cards, this card excluded.


def _assigned_adversary(kind: str) -> Callable[[Surface, int], bool]:
    return any_of(assigned & adversary & trait(kind))


def _not(cond: Callable[[Surface, int], bool]) -> Callable[[Surface, int], bool]:
    return lambda t, s: not cond(t, s)


def _opponent_assigns_character(t: Surface, source: int, player: int, action: object
                                ) -> bool:
    return (player == t.opponent(t.owner(source)) and isinstance(action, Assign)
            and t.is_character(action.card))


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    """Readied, then blocked by this card."""
    t.ready(card)
    t.block(card, source)
    return True


def _glyphs_on_assigned(t: Surface, source: int) -> int:
    return sum(len(t.glyphs(c)) for c in select(t, source, assigned & character))


_replicators = trait_cards_at_mission("Replicator")


_political_here = count_at_mission(trait("Political") & other)
_assigned_characters_count = count_of(assigned & character)
_goauld_adversary = _assigned_adversary("Goa'uld")
_jaffa_adversary = _assigned_adversary("Jaffa")


def _cheap_enough(t: Surface, source: int, card: int) -> bool:
    """Blackmailed: cost at most the Political cards in effect (in play or at the
    mission, this one included)."""
    return t.cost(card) <= len(select(t, source, trait("Political")))


def _full_contingent_discount(t: Surface, source: int) -> int:
    return -(count_of(obstacle & trait("Jaffa") & other)(t, source)
             + count_of(assigned & adversary & trait("Jaffa"))(t, source))


def _political_instead(then: Do) -> Otherwise:
    """A support character destroyed; with another Political card at the mission, its
    owner may pick a team character to incapacitate in its place."""
    return Otherwise(If(lambda t, s: _political_here(t, s) > 0,
                        Do(incapacitate, team_character, optional=True,
                           prompt="incapacitate instead?")),
                     then)


card("7a707704-0f9e-4640-83c7-f0707da0630c", "Alien Foothold",
     Card(WhenPlayed(Do(stop, support_character))))
card("69c32c56-d539-4448-8963-a5c8cf29a5d6", "Caught Off Guard",
     Card(WhenPlayed(Do(destroy, gear))))
card("3780b186-01b3-486c-ac25-9e13ca9dd2da", "Cave-In", Card(WhenPlayed(Lose(2, OPPONENT))))
card("c7c7c310-2411-4df1-85cc-7d5f2dfe2a30", "Critical Wound",
     Card(WhenPlayed(Do(incapacitate, team_character))))
card("f79d4e0f-ae4f-473d-a87f-6ac847dcbbb5", "Deep Memory Scan",
     Card(Failure(Do(stop, team_character))))
card("9305666f-c1f7-442c-a053-b353c3729d06", "Paperwork", Card(Failure(DoAll(stop, character))))
card("fa1a8524-f0cb-4fd4-b72e-a29faaa543d4", "Programmed",
     Card(Failure(Do(return_to_hand, support_character))))
card("c2bac468-6603-430b-b56b-3da6e34bb737", "Rigged Explosives",
     Card(WhenPlayed(Do(destroy, support_character, chooser=OPPONENT))))
card("92f1485f-d0d2-40f1-a1d4-2588baf00fa8", "Unas Attack",
     Card(WhenPlayed(Do(destroy, support_character, chooser=OPPONENT))))
card("075f17c3-3381-4def-84bf-3668419c4623", "Unforeseen Consequences",
     Card(Failure(Gain(2))))
card("89ae2164-ca09-4290-b28c-5ac949bd5e91", "Galactic Threat",
     Card(OwnCost(_assigned_characters_count, raises=True)))
card("9cbe069d-285f-449a-801f-e2304b949324", "Containment Field",
     Card(OwnCost(_assigned_characters_count, raises=True),
          WhenPlayed(DoAll(_ready_and_block, assigned & character))))
card("6bdc9983-6fde-44b9-9927-49408384e9a1", "Rebuffed",
     Card(WhenPlayed(Do(_ready_and_block, assigned & character))))
card("6962ddb1-67d1-452f-8161-6b6e12e933a6", "Spreading Fear",
     Card(OwnCost(-1, when=_jaffa_adversary)))
card("d26169a8-af9d-4daa-986f-6a8da193dd89", "Not What He Appears",
     Card(OwnCost(-1, when=_goauld_adversary)))
card("fdf0b35e-09a5-4da1-bf0b-404dd8cb36e8", "Full Contingent",
     Card(OwnCost(_full_contingent_discount)))
card("b8c7ae18-5083-402c-be7e-2cf62b76bcca", "Framed for Murder",
     Card(Failure(Seq(Do(destroy, support_character), Do(stop, team_character)))))
card("35376641-47c3-4bbb-908d-0b6861339957", "Glider Strafing Run",
     Card(Failure(DoN(destroy, support_character,
                      lambda t, s: 2 if _jaffa_adversary(t, s) else 1))))
card("f05d0a8c-defa-4250-90e1-c9e370af9ba5", "Taken in Secret",
     Card(Failure(Seq(Do(destroy, support_character),
                      If(_goauld_adversary, Do(destroy, support_character))))))
card("e9792d8a-a8a3-4153-81b5-d8fe35e4896b", "Horus Guard",
     Card(Failure(If(_jaffa_adversary, Do(stop, character)))))
card("65f0776b-6e7a-475d-aa9f-3323ec813de1", "Booby-Trapped Z.P.M.",
     Card(Failure(If(_goauld_adversary, Do(destroy, gear)))))
card("4ee58ad0-f53b-4566-98ee-68cb9f3d8031", "Energy Feedback", Card(Failure(Modes(
    ("destroy a gear", Do(destroy, gear)), ("stop a character", Do(stop, character))))))
card("64f8df5d-e6d0-49bb-a643-9370df960f6f", "Ancient Contagion", Card(Failure(Modes(
    ("destroy a support character", Do(destroy, support_character)),
    ("incapacitate a team character", Do(incapacitate, team_character))))))
card("71f25c26-7115-476d-bc32-e7c9f5228e81", "Advancing Line",
     Card(Failure(Seq(If(_jaffa_adversary, Do(incapacitate, team_character)),
                      If(_not(_jaffa_adversary), Do(stop, team_character))))))
card("ec151dfe-8d3f-495f-9b3d-f0791d5c6a6d", "Fearing a Return", Card(Failure(
    Do(to_hand, obstacle & trait("Goa'uld"), among=DISCARD, optional=True))))
card("80fa9883-8a78-43e7-bd06-7db70e29fd2b", "Sudden Onset", Card(WhenPlayed(
    Do(to_hand, obstacle & trait("Disease"), among=DISCARD, optional=True))))
card("e1b0d6e2-014d-4441-8c8f-04c7cf4eb04c", "Epidemic",
     Card(Difficulty(count_of(obstacle & trait("Disease") & other)),
          Failure(Do(to_hand, this, among=OBSTACLES, optional=True))))
card("88809e6b-09ea-494c-9bea-af1be0864c06", "Building the Ranks",
     Card(WhenPlayed(Gain(_replicators))))
card("d0999e4e-cd34-449c-b153-128200be5bd3", "Blocked Escape",
     Card(WhenPlayed(DoN(block, character, _replicators))))
card("92a0bc00-2991-496b-b63c-2032245ee5d8", "Mind Invasion",
     Card(Failure(DoEach(incapacitate, team_character, _replicators))))
card("2ac350a2-cc92-4735-88b7-4c136281b73d", "Risk of Exposure",
     Card(WhenPlayed(Gain(_glyphs_on_assigned))))
card("9fdcadb7-c528-4ce7-a00c-57a3af9263d0", "Standoff",
     Card(WhenPlayed(Gain(_glyphs_on_assigned))))
card("60fc736b-c2d8-4464-820d-6558323965fe", "Kneel Before Your God", Card(WhenPlayed(Seq(
    If(lambda t, s: _goauld_adversary(t, s) or _jaffa_adversary(t, s), Gain(2)),
    If(any_of(assigned & character & trait("Jaffa")), Gain(2, OPPONENT))))))
card("949deeca-219f-4d88-bcdc-10a964a0aeb3", "Nish'ta",
     Card(WhenPlayed(Do(block, team_character & no_glyph))))
card("f1829f1c-6751-4f33-b140-4fe8e844b735", "In-Fighting",
     Card(WhenPlayed(MoveGlyph(team_character))))
card("54dd5017-a468-4ce1-a419-37742d929140", "Memory Stamp",
     Card(WhenPlayed(MoveGlyph(team_character))))
card("93f00fe0-2a3b-4818-9f8f-29fbc52a2157", "Entranced",
     Card(Failure(If(_goauld_adversary, MoveGlyph(team_character)))))
card("c5758992-3d97-4a0d-a24e-cc6c8a53ac78", "Rapid Aging",
     Card(Failure(Seq(Do(incapacitate, assigned & team_character),
                      DoAll(destroy, assigned & support_character)))))
card("bd4fceb3-5476-4328-878e-f037f1818097", "Revolutionaries",
     Card(Failure(_political_instead(Do(destroy, support_character)))))
card("f266695c-0456-4ce3-a06e-f2c4e71171d0", "Raphael (Honduran Terrorist)",
     Card(Failure(_political_instead(Do(destroy, support_character)))))
card("bb78c6e8-ef01-469f-a6cc-9b6c064154e7", "Blackmailed",
     Card(Failure(Do(destroy, support_character & Pick(_cheap_enough)))))
card("6f77bb7e-1643-4438-b2c7-2003ff6098be", "Prisoners of the Jaffa", Card(Failure(
    If(_jaffa_adversary, Do(destroy, support_character & (stopped | assigned))))))
card("1bbd21bc-1675-422b-87ea-207d91458b1c", "Backstabbed",
     Card(WhenPlayed(If(_jaffa_adversary, Do(block, support_character)))))
card("8f8a3c4c-7b3b-4998-a48a-e5eae4e7476f", "Buried Gate",
     Card(CostChange(1, _opponent_assigns_character)))
card("b3d20146-aeda-474c-bfbf-c606c5aa561e", "Recognized",
     Card(Difficulty(count_of(assigned & character & with_glyph), when=_goauld_adversary)))
card("ab4f7203-fa58-4616-a490-dbe271fa8752", "Scenarios of the Keeper",
     Card(Failure(Arrange(5, whose=OPPONENT))))
card("fcdd0c88-3188-431d-99f6-b5c509f2f70d", "The Keeper (Guardian)",
     Card(Failure(Arrange(5, whose=OPPONENT))))
card("65d3713d-346e-4474-9f8f-a465d0ad37df", "Unfamiliar Customs", Card(On(
    Trigger.CARD_PLAYED, DoToIt(block_for_mission), opponent_plays(support_character))))
# Ruling: both when there are both (a gear and a support character), else the one there is.
card("e263631c-5336-4348-8f06-a24595d330cc", "Living Bomb",
     Card(Failure(Seq(Do(destroy, gear), Do(destroy, support_character)))))

# --- adversaries ---

card("3c75b77e-bb87-4911-bed1-09361c7ffde7", "Osiris (Agent of Anubis)",
     Card(WhenPlayed(Do(stop, support_character)),
          WhenRevived(Do(stop, support_character, chooser=OPPONENT))))
card("6203f005-5cfe-43a9-a231-d50ad9a0bbe3", "Thoth (Servant of Anubis)",
     Card(Failure(Do(to_hand, adversary, among=DISCARD, optional=True))))
card("5db0f653-46c1-41e0-9134-4b1b7abd4748", "Til'Vak (Servant of Baal)",
     Card(WhenAssigned(this, Seq(Forget(), Do(block_for_mission, support_character,
                                              optional=True, remember="chosen"))),
          Failure(DoRemembered(destroy))))
card("0987b8c4-08f7-4796-896d-f5e760b4aa53", "Amonet (Cherished Queen)",
     Card(WhenAssigned(this, Otherwise(
         Do(incapacitate, team_character, chooser=OPPONENT, optional=True,
            prompt="incapacitate a team character?"),
         Do(stop, character, optional=True)))))


def _assigning_this(t: Surface, source: int, player: int, action: object) -> bool:
    return isinstance(action, Assign) and action.card == source


class _ReviveCost(CardEffect):
    """"<this adversary> gets revive cost +N (-N)", N counted when it is paid."""

    def __init__(self, amount: Callable[[Surface, int], int]) -> None:
        self.amount = amount

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return self.amount(t, source) if adversary == source else 0


class Camulus(CardEffect):
    """Celtic God of War: while he is assigned, each complication adds 1 more to the
    mission's difficulty (a complication adds 1: rulebook "Villain Player Actions")."""

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != t.mission or not t.is_assigned(source):
            return 0
        return t.complication_count


class AnubisPowerfulNemesis(CardEffect):
    """Powerful Nemesis: from his owner's score pile, that player's Goa'uld and Jaffa
    adversaries are 1 harder and their revives cost 2 more."""

    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})

    def _his(self, t: Surface, source: int, card: int) -> bool:
        return (card != source and t.is_adversary(card) and t.owner(card) == t.owner(source)
                and (t.has_trait(card, "Goa'uld") or t.has_trait(card, "Jaffa")))

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return 1 if self._his(t, source, target) else 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return 2 if self._his(t, source, adversary) else 0


class _FromScorePile(Card):
    """Card text that works from its owner's score pile (too)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, SCORE_PILE})


def _khalek_takes(t: Surface, source: int) -> bool:
    card = t.random_card(t.hand(t.opponent(t.owner(source))))
    if card < 0:
        return False
    t.reveal(card)  # face up beneath him
    t.place_beneath(card, source)
    return True


def _hero_cards_beneath(t: Surface, source: int) -> int:
    return len([c for c in t.beneath(source) if t.is_hero_card(c)])


def _highest_skill(t: Surface, card: int) -> int:
    ratings = [t.skill(card, k) for k in range(4)]
    return max((r for r in ratings if r is not None), default=0)


def _pays_highest_skill(t: Surface, source: int, card: int) -> bool:
    t.lose_power(t.owner(source), _highest_skill(t, card))
    return t.stop(card)


def _affords_highest_skill(t: Surface, source: int, card: int) -> bool:
    return _highest_skill(t, card) <= t.power(t.owner(source))


def _pays_glyphs(t: Surface, source: int, card: int) -> bool:
    t.lose_power(t.owner(source), len(t.glyphs(card)))
    t.block(card, until_mission_end=True)
    return True


def _affords_glyphs(t: Surface, source: int, card: int) -> bool:
    return len(t.glyphs(card)) <= t.power(t.owner(source))


class Ra(CardEffect):
    """The Sun God: as he is assigned, his owner may discard cards from hand (as many
    as he likes), then draws as many."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.ASSIGNED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.ASSIGNED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        hand = t.hand(me)
        if hand:
            ask(t, source, "discard", me, hand, "discard cards to draw as many?",
                optional=True, least=1, most=len(hand), hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.discard(c)
        if chosen:
            t.draw(t.owner(source), len(chosen))


def _yu_mark(t: Surface, source: int) -> tuple[int, ...]:
    mark = t.recall(source, "cheaper")
    return mark if len(mark) == 3 and mark[0] == t.turn and mark[1] == t.mission else ()


def _yu_cheaper(t: Surface, source: int, action: object) -> None:
    mark = _yu_mark(t, source)
    t.remember(source, "cheaper", (t.turn, t.mission, (mark[2] if mark else 0) + 1))


class Yu(CardEffect):
    """Venerable Lord: pay 1 power: his revive cost is 2 lower for the rest of the
    mission (once more each time it is used)."""

    ABILITY: ClassVar[Ability] = Ability("Yu: revive cost -2", AbilityCost(power=1), _yu_cheaper,
                                         usable=lambda t, s: t.mission >= 0)

    MODES: ClassVar[tuple[Ability, ...]] = (ABILITY,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        mark = _yu_mark(t, source) if adversary == source else ()
        return -2 * mark[2] if mark else 0


def _opponents_power_phase(t: Surface, source: int, event: TriggerEvent) -> bool:
    return t.villain == t.owner(source)


def _shuffle_opponents_missions(t: Surface, source: int) -> bool:
    t.shuffle_mission_pile(t.opponent(t.owner(source)))
    return True


card("1935e4bc-ffe7-4b05-8b45-3d5b618778cf", "Camulus (Celtic God of War)", Camulus())
card("bc1c0c2d-69d8-44ef-a576-4305981a3d25", "Third (Human-Form Replicator)",
     Card(_ReviveCost(lambda t, s: -_replicators(t, s))))
card("7ef5c925-3e9d-4900-9870-7dc7cacc04d0", "Sekhmet (Genetic Experiment)",
     Card(OwnCost(-2, when=lambda t, s: _assigned_characters_count(t, s) == 0),
          CostChangeBy(_assigned_characters_count, _assigning_this)))
card("dc917ded-1ef7-4d3b-9e67-7ae343318554", "Erebus Commander (Death Camp Commandant)",
     Card(Difficulty(lambda t, s: len(t.dominion_obstacles()))))
card("d6b7a74a-c33f-4dc2-ac8b-c4b5272af3b8", "Anubis (Powerful Nemesis)",
     AnubisPowerfulNemesis())
# Ruling: "your power phase" is that of a turn in which his owner is the hero.
card("a404badc-17b6-4f7f-90e0-01a92dbd85e0", "Robert Kinsey (Vice President)",
     _FromScorePile(On(Trigger.POWER_PHASE_END, Gain(1),
                       lambda t, s, e: t.hero == t.owner(s)
                       and t.zone(s) == "villain score pile")))
# Ruling: the team characters stopped are those with the SGC or the Jaffa trait.
card("11b21412-04f7-466e-8e19-102d39a0baf2", "Brainwashed Teal'c (Faithful First Prime)",
     _FromScorePile(
         CostChange(-1, lambda t, s, p, a: p == t.owner(s) and t.is_assigned(s)
                    and isinstance(a, PlayComplication)),
         On(Trigger.SCORED, DoAll(stop, team_character & (trait("SGC") | trait("Jaffa"))),
            lambda t, s, e: e.card == s)))
card("83712204-8a68-4db9-a2a3-bd16743d71a1", "Khalek (\"Son\" of Anubis)",
     Card(WhenAssigned(this, Simple(_khalek_takes)), Difficulty(_hero_cards_beneath),
          _ReviveCost(_hero_cards_beneath)))
card("b5a5f3e8-1ddc-4379-82bd-7ebc23e47c80", "Peter Tanner (Alien Deserter)",
     Card(WhenAssigned(this, Do(_pays_highest_skill,
                                support_character & Pick(_affords_highest_skill),
                                optional=True, prompt="pay to stop"))))
card("142ba928-24b3-4eef-bc57-28855e2a90b3", "Olokun (Desperate Lord)",
     Card(WhenAssigned(this, Do(_pays_glyphs, team_character & Pick(_affords_glyphs),
                                optional=True, prompt="pay to block"))))
card("01076b48-fcd0-48f5-919b-c28e56174b05", "Ra (The Sun God)", Ra())
card("37882be1-d378-4031-b9c9-c41da8642b88", "Yu (Venerable Lord)", Yu())
card("bb8f76d0-2ac2-4db1-9470-5d31b50cd542", "Kendrick (Special Investigator)",
     Card(On(Trigger.POWER_PHASE_END,
             Seq(MayPay(destroy_this=True, label="destroy Kendrick"),
                 IfDid(Simple(_shuffle_opponents_missions))),
             _opponents_power_phase)))
card("39ef835f-bc13-400f-8dad-c49919aa0b42", "Adrian Conrad (Dying Recluse)",
     Card(WhenPlayed(Do(block_for_mission, character, optional=True)),
          WhenRevived(If(lambda t, s: t.mission_outcome() is False,
                         Do(return_to_hand, this, optional=True, prompt="take him back?")))))


# --- chosen characters, glyphs, mission piles ---


def _incapacitate_if_assigned(t: Surface, source: int, card: int) -> bool:
    return t.is_assigned(card) and t.incapacitate(card)


def _incapacitate_unless_assigned(t: Surface, source: int, card: int) -> bool:
    return not t.is_assigned(card) and t.incapacitate(card)


def _destroy_if_assigned(t: Surface, source: int, card: int) -> bool:
    if not t.is_assigned(card):
        return False
    t.destroy_by(card, source)
    return True


def _remember_mission(t: Surface, source: int) -> bool:
    t.remember(source, "mission", (t.mission,))
    return True


def _incapacitate_if_earned(t: Surface, source: int, card: int) -> bool:
    mission = t.recall(source, "mission")
    return bool(mission) and mission[0] in t.glyphs(card) and t.incapacitate(card)


def _choose_then(pick: Pick) -> Seq:
    """A played obstacle's choice of a <pick> (remembered as "chosen")."""
    return Seq(Forget(), Do(choose, pick, remember="chosen", prompt="choose"))


def _no_more_missions(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_TURN_END)
    t.remember(source, "failed", (t.turn,))
    return True


def _opponent_continues(t: Surface, source: int, player: int, action: object) -> bool:
    return (isinstance(action, Continue) and player == t.opponent(t.owner(source))
            and t.recall(source, "failed") == (t.turn,)
            and any(s == source for s, _ in t.lasting_rules()))


def _block_with_glyph_mates(t: Surface, source: int, card: int) -> bool:
    t.block(card, source)
    for other_card in select(t, source, character):
        if other_card != card and shares_glyph(t, card, other_card):
            t.block(other_card, source)
    return True


def _contributed(t: Surface, card: int) -> int:
    return max((t.skill(card, k) or 0 for k in t.mission_skills()), default=0)


def _abductable(t: Surface, source: int, card: int) -> bool:
    return _contributed(t, card) <= _replicators(t, source)


def _new_guy_penalty(t: Surface, source: int) -> int:
    chosen = t.recall(source, "chosen")
    return -len(t.glyphs(chosen[0])) if chosen else 0


class PleaForHelp(CardEffect):
    """When played, its owner looks at the bottom mission of the opponent's pile (shown
    to him only) and puts it on top, or leaves it at the bottom (declining)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.CARD_PLAYED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.CARD_PLAYED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        pile = t.mission_pile(t.opponent(me))
        if len(pile) > 1:
            ask(t, source, "top", me, pile[:1], "put it on top?", optional=True, hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_mission(chosen[0], top=True)


class KorMakJoining(CardEffect):
    """Failure: its owner may move one team character's glyph beneath another team
    character; both are then stopped."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        team = select(t, source, team_character)
        glyphs = [m for c in team for m in t.glyphs(c)]
        if glyphs and len(team) > 1:
            ask(t, source, "glyph", t.owner(source), glyphs, "move a glyph?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        team = select(t, source, team_character)
        if step == "glyph" and chosen:
            holder = next(c for c in team if chosen[0] in t.glyphs(c))
            ask(t, source, "to", t.owner(source), [c for c in team if c != holder],
                "move it to", args=(chosen[0], holder))
        elif step == "to" and chosen:
            mission, holder = args
            t.move_glyph(mission, chosen[0])
            t.stop(holder)
            t.stop(chosen[0])


class Unbelievers(CardEffect):
    """Failure: its owner destroys support characters, one at a time until he declines,
    whose costs add up to 5 or less."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        self._next(t, source, 5)

    def _next(self, t: Surface, source: int, budget: int) -> None:
        found = [c for c in select(t, source, support_character) if t.cost(c) <= budget]
        ask(t, source, "destroy", t.owner(source), found, "destroy a support character?",
            optional=True, args=(budget,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            budget = args[0] - t.cost(chosen[0])
            t.destroy_by(chosen[0], source)
            self._next(t, source, budget)


class RibbonDeviceTorture(CardEffect):
    """Failure: two random cards of the opponent's hand are discarded; with a Goa'uld adversary
    assigned, its owner may instead look at the opponent's hand and pick one card of it
    to discard."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        hand = t.hand(t.opponent(me))
        if hand and _goauld_adversary(t, source):
            ask(t, source, "pick", me, hand, "pick a card to discard instead?",
                optional=True, hidden=True)
        else:
            self._random(t, source)

    def _random(self, t: Surface, source: int) -> None:
        for _ in range(2):
            t.discard_at_random(t.opponent(t.owner(source)))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.discard(chosen[0])
        else:
            self._random(t, source)


card("44a96093-6d32-45ba-99cf-47fe84b96555", "Near-Death Experience",
     Card(Failure(May(Simple(_shuffle_opponents_missions),
                      label="the opponent shuffles his mission pile"))))
card("f48acfa8-3c47-4c9c-8f22-5a7becb224ce", "Plea for Help", PleaForHelp())
# Head Injury: the hero may take the chosen one out of the mission's way by stopping him.
card("9a0d203a-16cb-498f-be01-09bbbf786894", "Head Injury", Card(
    WhenPlayed(Seq(Forget(), Do(choose, assigned & character, remember="chosen"),
                   May(DoRemembered(stop), who=OPPONENT, label="stop him"))),
    Success(DoRemembered(_incapacitate_if_assigned)),
    Failure(DoRemembered(_incapacitate_if_assigned))))
card("324c253d-86e2-4cd9-982d-0d92575806a6", "Joint Mission", Card(
    WhenPlayed(_choose_then(ready & team_character & ~blocked)),
    Success(DoRemembered(_incapacitate_unless_assigned)),
    Failure(DoRemembered(_incapacitate_unless_assigned))))
card("903cf8c0-7ce0-44ba-9e6e-f3b78b89ff9d", "Questioned Loyalties", Card(
    WhenPlayed(_choose_then(ready & support_character)),
    Success(DoRemembered(_destroy_if_assigned)),
    Failure(DoRemembered(_destroy_if_assigned))))
card("6f189725-6921-4688-8934-6eb89b447459", "Suicidal Za'tarc", Card(
    WhenPlayed(_choose_then(ready & support_character)),
    Success(DoRemembered(_destroy_if_assigned)),
    Failure(DoRemembered(_destroy_if_assigned))))
# Hazardous Duty: the glyph is earned after the obstacles leave (rulebook "Earn a
# Glyph"): the chosen character is looked at as the mission ends.
card("7f5b8b11-5acb-4f98-ac2d-456204f15222", "Hazardous Duty", Card(
    WhenPlayed(_choose_then(assigned & character)),
    Success(Seq(Simple(_remember_mission),
                AtMissionEnd(DoRemembered(_incapacitate_if_earned))))))
card("61e0923f-53ae-4448-85a4-6ea8eb047a6f", "Judgment of the Taldur",
     Card(Failure(Simple(_no_more_missions)),
          Cant(_opponent_continues, "Judgment of the Taldur: no more missions this turn")))
card("fd5eb8b6-2aa0-4075-a317-ff6349860a58", "Dimensional Shift",
     Card(WhenPlayed(Do(_block_with_glyph_mates, character))))
card("58b87e07-8c7a-4439-8708-30a9d8be0566", "Targeted Abduction",
     Card(WhenPlayed(Do(stop, assigned & character & Pick(_abductable)))))
card("db174e9d-9ede-4d6e-b20b-cf2cb081fc74", "New Guy!",
     Card(WhenPlayed(_choose_then(team_character)),
          SkillsBy(_new_guy_penalty, team_character & no_glyph)))
card("098ed887-8fa5-4406-ba68-2b07c8aba1e5", "Kor Mak Joining", KorMakJoining())
card("79902b88-a881-4e5c-9c48-77dff0e7b8bb", "Unbelievers", Unbelievers())
card("28cb55c8-e1cc-4729-8eae-e0ef205ea1f4", "Ribbon Device Torture",
     RibbonDeviceTorture())
card("441914e8-0f5c-406f-8719-432b544e903f", "Forced to Surrender", Card(Failure(Otherwise(
    If(_not(_goauld_adversary),
       Do(stop, ready & team_character, chooser=OPPONENT, optional=True,
          prompt="stop one of your ready team characters to avoid it?")),
    Do(incapacitate, team_character)))))


# --- revives, scoring, destruction ---


def _score_this(t: Surface, source: int) -> bool:
    if not t.in_play(source):
        return False
    t.score(source)
    return True


def _hathor_takes(t: Surface, source: int) -> bool:
    placed = t.place_top_of_deck_beneath(t.owner(source), source)
    t.remember(source, "beneath", t.beneath(source))
    return placed


def _hathor_count(t: Surface, source: int) -> int:
    """The cards beneath her as she was scored (they left with her: remembered)."""
    return len(t.recall(source, "beneath"))


class KullWarrior(CardEffect):
    """Super Soldier: each time he would be destroyed, his owner may pay his revive
    cost (milled from the deck) to prevent it. Ruling: one assigned at the mission stays
    there stopped, as a revived adversary does."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and card == source and not t.recall(source, "asked")
                and t.deck_size(t.owner(source)) >= t.revive_cost(source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.remember(source, "asked", (1,))
        ask(t, source, "prevent", t.owner(source), (0,), "pay the revive cost to survive?",
            optional=True, labels=("pay the revive cost",))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.mill(t.owner(source), t.revive_cost(source))
            if t.is_assigned(source):
                t.stop(source)
        else:
            t.destroy(source)
        t.forget(source, "asked")


class Cronus(CardEffect):
    """God of Fate: as his revive cost would be paid, his owner may destroy another
    adversary of his instead; then Cronus is readied. Declining pays it as usual."""

    def _others(self, t: Surface, source: int) -> list[int]:
        return [a for a in t.cards_in_play(t.owner(source))
                if a != source and t.is_adversary(a)]

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.REVIVE_PAYMENT and card == source
                and bool(self._others(t, source)))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "instead", t.owner(source), self._others(t, source),
            "destroy another adversary instead?", optional=True, args=(value,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy_by(chosen[0], source)
            t.ready(source)
        else:
            t.mill(t.owner(source), args[0])


class ReplicatorCarterDisarmingFoe(CardEffect):
    """Disarming Foe: while she is assigned, her owner plays free a Replicator obstacle
    whose title an obstacle at the mission has already."""

    def cost_modifier(self, t: Surface, source: int, player: int, action: object) -> int:
        if not (isinstance(action, PlayCard) and player == t.owner(source)
                and t.is_assigned(source)):
            return 0
        played = action.card
        if not (t.is_obstacle(played) and t.has_trait(played, "Replicator")):
            return 0
        if any(t.title(o) == t.title(played) for o in t.obstacles if o != played):
            return -t.cost(played)
        return 0


class Reese(CardEffect):
    """Creator of the Replicators: on each assignment her owner may show his deck's two
    top cards, put one Replicator obstacle or adversary of those into play for free, and
    the other card (or both) goes to the discard pile. Ruling: an obstacle so played
    must be rated in a skill the mission requires, as any obstacle."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.ASSIGNED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.ASSIGNED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        if t.deck_size(me):
            ask(t, source, "reveal", me, (0,), "reveal two cards from your deck?", optional=True,
                labels=("reveal",))

    def _playable(self, t: Surface, card: int) -> bool:
        if not t.has_trait(card, "Replicator"):
            return False
        if t.is_adversary(card):
            return True
        return t.is_obstacle(card) and any(t.printed_rating(card, k) is not None
                                           for k in t.mission_skills())

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "reveal":
            if not chosen:
                return
            cards = t.deck_top_cards(t.owner(source), 2)
            for c in cards:
                t.reveal(c)
            playable = [c for c in cards if self._playable(t, c)]
            if playable:
                # Revealed to all, but still deck cards: the decision names them to him.
                ask(t, source, "play", t.owner(source), playable, "play one at no cost?",
                    optional=True, args=cards, hidden=True)
            else:
                self._discard(t, cards)
            return
        if chosen:
            t.play_free(chosen[0])
        self._discard(t, tuple(c for c in args if c not in chosen))

    def _discard(self, t: Surface, cards: tuple[int, ...]) -> None:
        for c in cards:
            if t.in_deck(c):
                t.to_discard(c)


class _ScorePileOnly(Card):
    zones: ClassVar[frozenset[str]] = frozenset({SCORE_PILE})


card("4c63f4a2-e108-40b9-a6cc-ede8d702decc", "Baal (Persistent Foe)",
     Card(WhenRevived(Seq(Pay(4), IfDid(Simple(_score_this))))))
card("819c1eb9-7192-421c-9681-9b59921fe3d2", "Hathor (Rising Power)", _FromScorePile(
    WhenPlayed(Forget("beneath")),
    WhenRevived(Simple(_hathor_takes)),
    On(Trigger.SCORED, DoN(destroy, gear | support_character, _hathor_count),
       lambda t, s, e: e.card == s)))
card("38ce27a3-63a9-4dfe-aa79-633e8e6b6a30", "Kull Warrior (Super Soldier)", KullWarrior())
card("3c4a5300-5397-4f5e-a117-cbe624277dc5", "Cronus (God of Fate)", Cronus())
card("e2784fae-2317-4c19-89c2-aa000b1387c1", "Replicator Carter (Disarming Foe)",
     ReplicatorCarterDisarmingFoe())
card("db187102-2ecb-46c3-a841-e2cf35a92aa6", "Reese (Creator of the Replicators)", Reese())
# Sindar: the failure text his owner's opponent's missions get is played as the
# mission fails (before the cards' own failure texts).
card("961a69fd-3a6e-4492-8dc8-31b0a3793f6e", "Sindar (Loyal Servant of Cronus)",
     _ScorePileOnly(On(Trigger.MISSION_FAILED,
                       Do(to_hand, (adversary | obstacle) & trait("Jaffa"), among=DISCARD,
                          optional=True),
                       lambda t, s, e: t.hero == t.opponent(t.owner(s)))))


# --- costs to play, a placed obstacle ---


class AllianceOfSystemLords(CardEffect):
    """To play it, its owner stops one of his (ready or assigned) adversaries, unless no
    character is assigned."""

    COST: ClassVar[PlayCost] = PlayCost(stop=1, adversaries=True,
                                        which=lambda t, s, c: t.is_adversary(c))

    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        return self.COST if _assigned_characters_count(t, source) else None


def _loyal_payable(t: Surface, source: int) -> bool:
    hand = [c for c in t.hand(t.owner(source)) if c != source]
    return len(hand) >= 2 or any(t.is_obstacle(c) and t.has_dominion(c) for c in hand)


class _TwoOrNone(Do):
    """`Do` of two cards, offered only when there are two."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        found = super().candidates(t, source)
        return found if len(found) >= 2 else ()


class _OnACharacter(Card):
    """An obstacle whose text works from beneath the character it was placed on."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH})


def _stop_holder(t: Surface, source: int) -> bool:
    held = placed_on(t, source)
    return held >= 0 and t.stop(held)


def _destroy_if_placed(t: Surface, source: int) -> bool:
    if placed_on(t, source) < 0:
        return False
    t.destroy(source)
    return True


def _political_obstacle_played(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (placed_on(t, source) >= 0 and event.player == t.owner(source)
            and event.card >= 0 and t.is_obstacle(event.card)
            and t.has_trait(event.card, "Political"))


card("f3d7a59e-4e81-4ef2-ac45-799380c11aa4", "Alliance of System Lords",
     Card(AllianceOfSystemLords(), WhenPlayed(Gain(2))))
# Loyal Subjects: the discard is chosen as it is played (it can't be played without one
# to make).
card("2165c18e-c9c8-4d7f-9cd4-f00730968dbb", "Loyal Subjects", Card(
    Cant(lambda t, s, p, a: playing_this(t, s, p, a) and not _loyal_payable(t, s),
         "Loyal Subjects: two cards or an obstacle with dominion to discard"),
    WhenPlayed(Seq(Modes(
        ("discard two cards", _TwoOrNone(discard, anything, among=HAND, count=2)),
        ("discard an obstacle with dominion",
         Do(discard, obstacle & Pick(lambda t, s, c: t.has_dominion(c)), among=HAND))),
        Gain(1)))))
# Payoff: placed on a character of its owner's choice; while there, each Political
# obstacle its owner plays costs the character's owner 1 power or the character is
# stopped; it is destroyed when that player succeeds at a mission.
card("5b6b3c92-d903-4d53-9e3b-ec688ef62fd2", "Payoff", _OnACharacter(
    Failure(Do(place_on, character, prompt="place it on")),
    On(Trigger.CARD_PLAYED, Otherwise(Pay(1, who=OPPONENT), Simple(_stop_holder)),
       _political_obstacle_played),
    On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed),
       lambda t, s, e: placed_on(t, s) >= 0 and e.player == t.opponent(t.owner(s)))))



# --- dominion given by text ---


class OccupationForce(CardEffect):
    """Has dominion whenever a Jaffa adversary of its owner's is at the mission."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return obstacle == source and _jaffa_adversary(t, source)


def _goauld_obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(o for o in t.obstacles if t.has_trait(o, "Goa'uld"))


def _zipacna_marks(t: Surface, source: int) -> tuple[int, ...]:
    """The obstacles he gave dominion at this mission."""
    mark = t.recall(source, "dominion")
    return mark[2:] if mark[:2] == (t.turn, t.mission) else ()


def _zipacna_grants(t: Surface, source: int, action: object) -> None:
    target = action.target  # type: ignore[attr-defined]
    t.remember(source, "dominion", (t.turn, t.mission, *_zipacna_marks(t, source), target))


class Zipacna(CardEffect):
    """Cunning Servant: pay 3 power, stopping him: a Goa'uld obstacle at the mission gets
    dominion. Ruling: while it stays at the current mission."""

    ABILITY: ClassVar[Ability] = Ability("Zipacna: dominion", AbilityCost(power=3, stop_self=True),
                                         _zipacna_grants, targets=_goauld_obstacles)

    MODES: ClassVar[tuple[Ability, ...]] = (ABILITY,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return obstacle in _zipacna_marks(t, source)


card("98c1df90-64f3-435e-8eb7-fb0c66ef0e7d", "Occupation Force", OccupationForce())
card("f7b17827-7f45-4d19-bbe6-8f4bef258e6f", "Zipacna (Cunning Servant)", Zipacna())


# --- Nerus ---


class _PeekOpponentMission(Op):
    """Its owner looks at the top mission of the opponent's pile (shown to him only)
    and leaves it there or sends it to the bottom (choosing it)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        top = t.mission_pile_top(t.opponent(me))
        if top < 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, (top,), "put it on the bottom?", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        moved = bool(chosen) and t.mission_top_to_bottom(t.opponent(t.owner(source)))
        self.finish(t, source, args, moved)


def _nerus_offer() -> Seq:
    return Seq(MayPay(power=3, stop_this=True, label="pay 3 power, stopping Nerus"),
               IfDid(_PeekOpponentMission()))


# Ruling: Nerus's moment comes twice a turn at most: as the opponent's power phase ends
# (before his first mission) and once he has decided to continue (Trigger.CONTINUED); a
# mission put into play by card text is not announced.
card("c07c487c-7e26-494d-acea-60e99501d697", "Nerus (Agent of the Ori)",
     Card(On(Trigger.POWER_PHASE_END, _nerus_offer(), _opponents_power_phase),
          On(Trigger.CONTINUED, _nerus_offer(), _opponents_power_phase)))


class _FromOwnScorePile(Do):
    """`Do` among the cards of its owner's score pile."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        return select(t, source, self.pick, t.score_pile(t.owner(source)))


card("5bd78205-dd97-4de6-a32e-6358345abefb", "Enduring Evil",
     Card(WhenPlayed(_FromOwnScorePile(to_hand, adversary, prompt="take into hand"))))


def _opponent_skips(t: Surface, source: int) -> bool:
    t.skip_next_turn(t.opponent(t.owner(source)))
    return True


card("80ee9da7-5418-4af3-a522-338ff12f5318", "Time Dilation",
     Card(Failure(Simple(_opponent_skips))))


class ApproachingSwarm(CardEffect):
    """Counts as two Replicator cards: every set's Replicator counts ask `trait_copies`
    (through `vocab.trait_cards_at_mission`). Ruling: only counts see it twice; "is
    there a Replicator card" sees one card, and it is still one obstacle."""

    counts_as: ClassVar[dict[str, int]] = {"replicator": 2}


card("14ecd254-4046-4242-9302-79b4198f6cdc", "Approaching Swarm", ApproachingSwarm())
