"""Base Set obstacles, adversaries and missions (by card id; each class is named after
its card's title; no card text here: data policy)."""

from __future__ import annotations

from functools import partial
from typing import Any, ClassVar, Final

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    COMPLICATIONS,
    DISCARD,
    OPPONENT,
    OWN,
    PLAYS,
    Card,
    CostChange,
    CostTest,
    Difficulty,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    Failure,
    Forget,
    Modes,
    Otherwise,
    Seq,
    WhenAssigned,
    WhenPlayed,
    block,
    destroy,
    playing_this,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    SCIENCE,
    about_this,
    any_of,
    ask,
    assigned,
    character,
    count,
    no_glyph,
    obstacle,
    opponents,
    played_this,
    rated,
    ready,
    select,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
)
from stargate_vcg.engine.stargate.actions import Action, Assign, Revive, Score
from stargate_vcg.engine.stargate.effects import (
    FORBIDS_ASSIGN,
    FORBIDS_REVIVE,
    TEXT_ALL,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # only mypyc reads the decorator: not a run-time dependency
    def mypyc_attr(*attrs: Any, **kwattrs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

# --- villains ----------------------------------------------------------------------------


class AlienOrb(CardEffect):
    """Obstacle: when played, a chosen team character is blocked (by it); Failure: the
    chosen character is incapacitated. Ruling: one of the hero's team characters."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED, Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source) or event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.CARD_PLAYED:
            ask(t, source, "block", t.owner(source), t.team_characters(t.hero),
                "a team character is blocked")
            return
        for chosen in t.recall(source, "chosen"):
            if t.in_play(chosen):
                t.incapacitate(chosen)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.remember(source, "chosen", chosen)
            t.block(chosen[0], by=source)


class WaterBasedLifeForms(CardEffect):
    """Obstacle; on a failure its owner picks a mode: a team character of the hero is
    stopped, or a support character of his is destroyed."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.FAILURE})

    STOP: Final = 0
    DESTROY: Final = 1

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def _targets(self, t: Surface, mode: int) -> list[int]:
        if mode == self.STOP:
            return [c for c in t.team_characters(t.hero) if t.is_ready(c) or t.is_assigned(c)]
        return list(t.support_characters(t.hero))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        modes = [m for m in (self.STOP, self.DESTROY) if self._targets(t, m)]
        labels = ["stop a team character", "destroy a support character"]
        ask(t, source, "mode", t.owner(source), modes, "choose one",
            labels=[labels[m] for m in modes])

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "mode" and chosen:
            mode = chosen[0]
            ask(t, source, "target", t.owner(source), self._targets(t, mode),
                "stop a team character" if mode == self.STOP
                else "destroy a support character", args=(mode,))
        elif step == "target" and chosen:
            if args[0] == self.STOP:
                t.stop(chosen[0])
            else:
                t.destroy(chosen[0])


class Anubis(CardEffect):
    """Banished Lord: when played, one support character is destroyed; on each revival,
    the opponent destroys one of his own support characters. Ruling: the support
    characters in play this turn are the hero's (the others' are ignored)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED, Trigger.REVIVED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.CARD_PLAYED, Trigger.REVIVED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source) or about_this(event, Trigger.REVIVED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        supports = t.support_characters(t.hero)
        chooser = me if event.kind is Trigger.CARD_PLAYED else t.opponent(me)
        ask(t, source, "destroy", chooser, supports, "destroy a support character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])


class Fifth(CardEffect):
    """Hardened Foe: each time revived, the top card of his owner's deck goes face down
    beneath him; each card beneath him adds 1 to his difficulty and to his revive cost."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.REVIVED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.REVIVED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.REVIVED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.place_top_of_deck_beneath(t.owner(source), source)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return len(t.beneath(source)) if target == source else 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return len(t.beneath(source)) if adversary == source else 0


class ContactTheAsgard(CardEffect):
    """Mission; on success, no adversary assigned there can be revived."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.SUCCESS})

    @property
    def forbids_on(self) -> int:
        return FORBIDS_REVIVE

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.remember(source, "succeeded", (t.turn,))

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        if isinstance(action, Revive) and t.mission == source and \
                t.recall(source, "succeeded") == (t.turn,):
            return "Contact the Asgard: assigned adversaries can't be revived"
        return None


card("49024236-34db-47d5-a6c8-f3e46a8eff46", "Alien Orb", AlienOrb())
card("cde9da8d-f010-4ff4-858e-c0777b931ecc", "Water-Based Life Forms", WaterBasedLifeForms())
card("2ecceca6-cd9d-4323-9aa4-6408626785b3", "Anubis (Banished Lord)", Anubis())
card("8bf76cbe-2ddb-4c7c-85d6-b58f0f6c8570", "Fifth (Hardened Foe)", Fifth())
card("55047674-bacb-42d3-b9b7-ad515f27830c", "Contact the Asgard (Cimmeria)",
     ContactTheAsgard())



# --- added for cardsB: obstacles and adversaries of the preconstructed decks -----------


def _per_failed_mission(t: Surface, source: int) -> int:
    return t.failed_mission_count(source)


# Asked at the listings that price the obstacle: the status first (few cards are
# assigned), and the first card found ends the search (`vocab.any_of`), where `select`
# tested every card in effect and made the tuple of them.
_novice_assigned: Final = any_of(assigned & team_character & no_glyph)


class _CheaperWhileANoviceIsAssigned(CostTest):
    """Playing this obstacle while a team character without a glyph is assigned
    (ruling: only its play as an obstacle; a complication's cost is its own). A
    `CostTest`: called natively at the listings that ask it (sp-list7)."""

    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return playing_this(t, source, player, action) and _novice_assigned.holds(
            t, source)


_cheaper_while_a_novice_is_assigned: Final = _CheaperWhileANoviceIsAssigned()


def _stoppable_other(t: Surface, card: int, assigned_card: int) -> bool:
    """Tight Rein: `card` is another character than the one assigned that can be stopped
    (ready or assigned)."""
    return card != assigned_card and (t.is_ready(card) or t.is_assigned(card))


class TightRein(CardEffect):
    """Obstacle: to assign a character, the hero stops another of his characters.
    Ruling: the cost is paid as the character is assigned (the hero names the other
    character then); a character can't be assigned while no other one of his can be
    stopped."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    @property
    def forbids_on(self) -> int:
        return FORBIDS_ASSIGN

    def _others(self, t: Surface, assigned_card: int) -> list[int]:
        return [c for c in t.characters(t.owner(assigned_card))
                if _stoppable_other(t, c, assigned_card)]

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        # (Whether there is another, `_others`, stops at the first one: the listing
        # asks it of each character the hero may assign.)
        if isinstance(action, Assign) and player == t.opponent(t.owner(source)) and \
                t.is_character(action.card) and not any(
                    _stoppable_other(t, c, action.card)
                    for c in t.characters(t.owner(action.card))):
            return "Tight Rein: no other character to stop"
        return None

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.ASSIGNED and event.player == t.opponent(t.owner(source))
                and t.is_character(event.card))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        ask(t, source, "stop", event.player, self._others(t, event.card),
            "stop another character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.stop(chosen[0])


# Rulings: the characters stopped are the hero's (the only ones in play this turn); the
# hero stops two or none (not offered when fewer than two can be stopped), and if he
# doesn't, the villain may stop one.
card("578658c0-5c09-4d63-a46f-5d7b7e5e8c64", "Apophis (Threat to Earth)", Card(WhenAssigned(
    this, Otherwise(DoN(stop, opponents & character, 2, exact=True, chooser=OPPONENT,
                        optional=True, prompt="stop two characters?"),
                    Do(stop, opponents & character, optional=True)))))
# Ruling: the Political obstacles counted are those at the current mission.
_political_obstacle_count = count(obstacle & trait("Political"))
card("13b58f59-4156-4d15-9c27-3212d8448b65", "Robert Kinsey (Ambitious Senator)",
     Card(Difficulty(lambda t, s: _political_obstacle_count(t, s) + _per_failed_mission(t, s))))
card("dd59e9ee-9cf8-4d61-b891-5477c550b2b1", "Yu (The Great)",
     Card(Difficulty(lambda t, s: t.successful_missions(s))))
# Ruling: with fewer than two ready characters, the hero stops those he has.
card("eecfb69b-103f-4b53-83c4-1242749c6731", "Body Swap", Card(Failure(Modes(
    ("stop a character", Do(stop, opponents & character)),
    ("the opponent stops two ready characters",
     DoN(stop, opponents & ready & character, 2, chooser=OPPONENT))))))
card("2aebfd9e-d838-4542-846b-6861f2d6d369", "Brainwashing", Card(
    WhenPlayed(Seq(Forget(), Do(block, opponents & support_character, remember="chosen"))),
    Failure(DoRemembered(destroy))))
card("ec8f6292-17e1-4ab8-8af3-6e60e6ab4de7", "Cloaked Ashrak",
     Card(Failure(Do(destroy, opponents & support_character))))
# Ruling: the blocks end when Fire Rain leaves play, as every block by a card does.
card("8a097812-9963-4da7-ae55-0ff0196bfcff", "Fire Rain", Card(WhenPlayed(
    DoN(block, opponents & character, lambda t, s: len(t.obstacles) - 1))))
card("901730f8-698c-4076-b74d-95e86d24fda6", "Lack of Experience",
     Card(CostChange(-1, _cheaper_while_a_novice_is_assigned, on=OWN | PLAYS)))
card("558106d3-ce22-43e1-92e8-8289723abc3a", "Loss of Funding",
     Card(Failure(DoAll(stop, opponents & character))))
card("b95f875a-0f2a-416a-bdc9-6b7aac41ffa8", "Out of Your Depth", Card(Failure(
    Do(to_hand, obstacle & rated(SCIENCE), among=DISCARD, optional=True))))
card("6783ab0b-9da4-4375-9580-14ffb6661cf5", "Parasitic Insects",
     Card(Failure(Do(stop, opponents & team_character))))
card("c2675662-cb79-4dc3-9507-64b1ebad8939", "Red Sky", Card(Difficulty(_per_failed_mission)))
card("799a40e0-a9a9-4d4b-a548-b4a00bb004db", "Salish Spirits",
     Card(Failure(Do(destroy, opponents & support_character))))
card("7b84361c-da40-4a9a-8c2e-c4a327109f71", "Serpent Guards",
     Card(CostChange(-1, _cheaper_while_a_novice_is_assigned, on=OWN | PLAYS)))
card("cbdd5fa9-138e-4e3e-ab51-552d1e3e675b", "Team Compromised", Card(WhenPlayed(
    Do(block, opponents & ready & team_character, chooser=OPPONENT))))
card("b5e4ff90-7a72-4696-a937-6542aef7af54", "Telekinetic Mutants",
     Card(WhenPlayed(Do(stop, opponents & character, chooser=OPPONENT))))
card("7bc7ab47-5fb6-40c5-b46b-91caf0ee6db0", "Tight Rein", TightRein())
card("a2076dc6-9eea-420d-8db2-d7b2fa94e3ab", "Troop Landing", Card(Failure(
    Do(destroy, opponents & support_character & (stopped | assigned)))))


# --- cardsF ---
#
# The Base Set obstacles and adversaries outside the preconstructed decks. Rulings (the
# tests named ..._ruling_... play them):
# - "A character", "a support character", "all characters": those in effect this turn
#   (the hero's), chosen by the card's owner unless the text names the opponent.
# - "Is blocked" by an obstacle when played: blocked by it (the block ends when it
#   leaves play, glossary "block"). A continuous "each character who ... is blocked"
#   (Cannon Tower, Excavation) and Babysitting Job's block are "can't become assigned",
#   all a block does (glossary "block"); a character without a rating in the skill
#   has less than 1 of it.
# - "At the current mission": the mission, its face-up obstacles and the assigned cards.
# - Apophis (Enemy Reborn) counts himself: he is revived at the mission (the characters
#   there were stopped at the resolution).
# - Samuels, Force Field, Idle Hands, Philosophical Differences: "difficulty equal to"
#   is the printed 0 plus that number (boosts and other modifiers still add).
# - Homicidal Robotic Clone: the chosen character's rating in each skill while he stays
#   assigned (0 once he is not).
# - Insurgency: the second mode may be chosen with one stopped support character (it
#   destroys those there are, up to two).
# - Shak'l: for each card the revive would take from the deck, its owner may discard a
#   card from hand instead, one at a time until he declines; the rest is milled.
# - Senate Expense Review, Goa'uld Bomb, Cor-ai: a glyph beneath any of the hero's
#   characters; Sokar: beneath an assigned one.
# - Mot: the block that pays his first ability is named as a card blocked to pay
#   (`ActivateAbility.blocks`: himself).

from collections.abc import Callable  # noqa: E402

from stargate_vcg.effects.dsl import (  # noqa: E402
    DISCARD,
    OBSTACLES,
    OPPONENT,
    AtMissionEnd,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Difficulty,
    Do,
    DoAll,
    DoEach,
    DoRemembered,
    Draw,
    Failure,
    Forget,
    Gain,
    GlyphToBottom,
    If,
    Lose,
    Modes,
    MoveGlyph,
    On,
    RandomDiscard,
    Seq,
    Simple,
    WhenAssigned,
    WhenPlayed,
    block,
    block_for_mission,
    choose,
    destroy,
    gets,
    incapacitate,
    place_on,
    placed_on,
    stop,
    to_hand,
)
from stargate_vcg.effects.dsl import ready as ready_verb  # noqa: E402
from stargate_vcg.effects.vocab import (  # noqa: E402
    COMBAT,
    CULTURE,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    SkillsBonus,
    adversary,
    any_of,
    assigned,
    at_most,
    character,
    count_at_mission,
    count_of,
    gear,
    obstacle,
    other,
    rated,
    stopped,
    support_character,
    team_character,
    this,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import PlayCard, PlayComplication  # noqa: E402
from stargate_vcg.engine.stargate.effects import (  # noqa: E402
    BENEATH,
    IN_PLAY,
    Ability,
    AbilityCost,
    Replace,
)


def _assigned_adversary(kind: str) -> Callable[[Surface, int], bool]:
    return any_of(assigned & adversary & trait(kind))


def _plays_this(t: Surface, source: int, player: int, action: object) -> bool:
    return isinstance(action, PlayCard) and action.card == source


def _cheaper_while(amount: int, cond: Callable[[Surface, int], bool]) -> CostChange:
    """"This obstacle costs power -N to play while <cond>"."""
    return CostChange(-amount, lambda t, s, p, a: _plays_this(t, s, p, a) and cond(t, s),
                      on=OWN | PLAYS)


def _opponent_assigns_character(t: Surface, source: int, player: int, action: object
                                ) -> bool:
    return (player == t.opponent(t.owner(source)) and isinstance(action, Assign)
            and t.is_character(action.card))


def _assigns_pick(pick: Pick) -> Callable[[Surface, int, int, object], bool]:
    """"<pick> can't become assigned" (a continuous block)."""
    return lambda t, s, p, a: isinstance(a, Assign) and pick(t, s, a.card)


_replicators = trait_cards_at_mission("Replicator")
_in_trouble = team_character  # "a team character" the villain's text hurts


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    """An assigned character is readied, and blocked by this card."""
    t.ready(card)
    t.block(card, source)
    return True


def _apophis_toll(t: Surface, source: int) -> int:
    goauld = trait("Goa'uld")
    here = count_at_mission(goauld & other)(t, source)
    return 2 * (here + (1 if goauld(t, source, source) else 0))


def _glyphs_of_ready(t: Surface, source: int) -> int:
    return sum(len(t.glyphs(c)) for c in select(t, source, character & _ready_pick))


_ready_pick = Pick(lambda t, s, c: t.is_ready(c))
_NOT_TRAITS = frozenset({"character", "team", "support", "team character",
                         "support character"})


def _different_traits(t: Surface, source: int) -> int:
    found = {tr for c in select(t, source, assigned & character) for tr in t.traits(c)}
    return len(found - _NOT_TRAITS)


def _mission_experience(t: Surface, source: int) -> int:
    return t.experience_of(t.mission) if t.mission >= 0 else 0


class _ContributedDifficulty(CardEffect):
    """Homicidal Robotic Clone: its difficulty is the chosen character's rating while
    he is assigned."""

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != source:
            return 0
        return sum(t.skill(c, skill) or 0 for c in t.recall(source, "chosen")
                   if t.is_assigned(c))


def _could_be_assigned(t: Surface, source: int, card: int) -> bool:
    if not t.is_ready(card) or t.is_blocked(card):
        return False
    return t.is_team_character(card) or any(t.skill(card, k) is not None
                                            for k in t.mission_skills())


def _babysat(t: Surface, source: int, player: int, action: object) -> bool:
    """Until the chosen character is assigned, the others can't be."""
    chosen = t.recall(source, "chosen")
    return (bool(chosen) and isinstance(action, Assign) and t.is_character(action.card)
            and action.card not in chosen)


def _withdraw_at_cost(t: Surface, source: int, action: object) -> None:
    t.gain_power(t.owner(source), t.cost(source))


class Osiris(CardEffect):
    """Emissary of Anubis: each of his owner's obstacles at the mission without Withdraw
    gets "Withdraw X", X its printed cost."""

    _abilities: ClassVar[dict[int, Ability]] = {}

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        if not (t.is_obstacle(target) and t.owner(target) == t.owner(source)
                and target in t.obstacles and t.withdraw(target) is None):
            return ()
        x = t.cost(target)
        found = self._abilities.get(x)
        if found is None:
            found = self._abilities[x] = Ability(
                f"Withdraw {x}", AbilityCost(destroy_self=True), _withdraw_at_cost)
        return (found,)


def _incapacitate_target(t: Surface, source: int, action: object) -> None:
    t.incapacitate(action.target)  # type: ignore[attr-defined]


def _stopped_team(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.team_characters(t.hero) if t.is_stopped(c))


class Baal(CardEffect):
    """Charming Villain: stopping him plus 3 power incapacitates a stopped team
    character."""

    ABILITY: ClassVar[Ability] = Ability("Baal: incapacitate", AbilityCost(power=3, stop_self=True),
                                         _incapacitate_target, targets=_stopped_team)

    MODES: ClassVar[tuple[Ability, ...]] = (ABILITY,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


# Subclassed by card modules left interpreted (Destiny's Nakai Worker).
@mypyc_attr(allow_interpreted_subclasses=True)
class RevivePaidFromHand(CardEffect):
    """A revive's cost paid, card by card as its owner chooses, by discarding from his hand
    instead of milling the deck's top (`Replace.REVIVE_PAYMENT`); the rest is milled.
    `covers` says which revives."""

    STEP: ClassVar[str] = "discard"

    def covers(self, t: Surface, source: int, player: int, card: int) -> bool:
        raise NotImplementedError

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.REVIVE_PAYMENT and value > 0
                and self.covers(t, source, player, card) and bool(t.hand(t.owner(source))))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        self._offer(t, source, value)

    def _offer(self, t: Surface, source: int, left: int) -> None:
        me = t.owner(source)
        ask(t, source, self.STEP, me, t.hand(me), "discard instead of the deck's top",
            optional=True, args=(left,), hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != self.STEP:
            return
        left = args[0]
        me = t.owner(source)
        if chosen:
            t.discard(chosen[0])
            left -= 1
            if left > 0 and t.hand(me):
                self._offer(t, source, left)
                return
        t.mill(me, left)


class Shakl(RevivePaidFromHand):
    """Servant of Apophis: his owner's Goa'uld adversary's revive (see the rulings)."""

    def covers(self, t: Surface, source: int, player: int, card: int) -> bool:
        return player == t.owner(source) and t.has_trait(card, "Goa'uld")


_political = trait("Political")

card("d64344d5-d6b6-4abc-975c-4325bb52cde5", "Anubis (Galactic Menace)",
     Card(Failure(Do(incapacitate, _in_trouble))))
card("f9f816c2-4f31-409a-8866-82bd13280b20", "Apophis (Enemy Reborn)",
     Card(On(Trigger.REVIVED, Lose(_apophis_toll, OPPONENT), lambda t, s, e: e.card == s)))
card("f7a643d5-e824-4f8d-912d-7deb3a3f58ea", "Ardent Prior (Damaris)",
     Card(Failure(DoAll(destroy, support_character & (stopped | assigned)))))
card("ec28ddab-d3a0-41a6-a2a5-f3da8d803bae", "Baal (Charming Villain)", Baal())
card("e0aadd3a-0189-4e84-9935-a8490c9883ef", "Caulder (Administrator)",
     Card(Failure(MoveGlyph(team_character))))
card("5bfba82a-c5b7-4153-843c-2021e90e9a88", "Devout Prior (Instrument of the Ori)",
     Card(On(Trigger.DESTROYED, Do(destroy, support_character | gear, optional=True),
             lambda t, s, e: e.card == s)))
card("672c4375-6ae7-44b7-be0a-75bfeaa7c01c", "Frank Simmons (Government Adversary)",
     Card(CostChangeBy(count_at_mission(_political & other),
                       lambda t, s, p, a: t.is_assigned(s)
                       and _opponent_assigns_character(t, s, p, a))))
card("14500b7c-3e5f-4372-94a5-12fc827fb4ce", "Hathor (Mother of All Pharaohs)",
     Card(WhenAssigned(this, DoAll(gets(-1, skills=True), assigned & character))))
card("df0b5879-6636-4f2a-bafc-15749bbafb1e", "Imhotep (Enemy Within)",
     Card(WhenPlayed(Modes(
         ("stop a Jaffa team character", Do(stop, trait("Jaffa") & team_character)),
         ("stop all Jaffa support characters",
          DoAll(stop, trait("Jaffa") & support_character))))))
card("a7e01b4c-89ae-4eb1-a7f1-b43f101b5e1d", "Ja'din (Servant of Cronus)",
     Card(Failure(Do(destroy, gear))))
card("8e26b86a-7aaa-471e-83a6-12b586fcae3c", "Klorel (Mighty Warrior)",
     Card(WhenAssigned(this, Do(block_for_mission, character, optional=True))))
card("f2bde763-d757-45f5-a2d1-c830989fcf7f", "Mollem (Duplicitous Diplomat)",
     Card(WhenAssigned(this, Seq(Gain(2, OPPONENT),
                                 Do(destroy, support_character, optional=True)))))
card("1bcee631-a8a0-4fc2-aab8-a4695bd89d4c", "Nirrti (Goddess of Darkness)",
     Card(WhenAssigned(this, Seq(
         Forget("doomed"),
         DoEach(choose, support_character, count_at_mission(obstacle & rated(SCIENCE)),
                remember="doomed"),
         AtMissionEnd(DoRemembered(destroy, "doomed"))))))
card("cc903833-b9b8-4891-842c-20db4ee82139", "Osiris (Emissary of Anubis)", Osiris())
card("446c8498-7936-4d88-84a7-7704c4da410e", "Replicator Carter (Leader of the Scourge)",
     Card(WhenAssigned(this, Do(to_hand, trait("Replicator"), among=DISCARD,
                                optional=True))))
card("b958b438-92cb-4c34-b0d3-f70a619e10a1", "Samuels (Turncoat)",
     Card(Difficulty(_mission_experience)))
card("6279a700-ac46-4cd5-93d4-4470e040aaa9", "Shak'l (Servant of Apophis)", Shakl())
card("2ce24a2f-1c4d-427c-9426-1a88727317ed", "Sokar (Rising Nemesis)",
     Card(Failure(GlyphToBottom(assigned & character, chooser=OPPONENT))))
card("7963ecae-9df7-428a-8921-a4bc10040714", "Tanith (Lurker)",
     Card(CostChange(-1, lambda t, s, p, a: p == t.owner(s) and t.in_play(s)
                     and isinstance(a, PlayComplication), on=COMPLICATIONS)))
card("920abbec-fd9d-45fd-9123-7c2d739d4dab", "Trofsky (Hathor's Lieutenant)",
     Card(Difficulty(count_of(obstacle & trait("Jaffa")))))

# --- obstacles ---

card("c31d917c-9268-4522-94f6-75aacb32ffaf", "Advanced Technology",
     Card(WhenPlayed(Do(block, support_character))))
card("043acbe5-a0f8-49ac-a1bd-88b93cd943d4", "Assembled Ranks",
     Card(WhenPlayed(Draw(count_of(_ready_pick & adversary)))))
card("6e6ab6a7-2ed5-4659-ac2c-a64dd56d2f96", "Babysitting Job",
     Card(WhenPlayed(Seq(Forget(), Do(choose, character & Pick(_could_be_assigned),
                                      remember="chosen"))),
          On(Trigger.ASSIGNED, Forget(), lambda t, s, e: e.card in t.recall(s, "chosen")),
          Cant(_babysat, "Babysitting Job: the chosen character is assigned first")))
card("d47b9665-5a81-41bb-a238-15d3a8cbcd76", "Betrayed by an Ally",
     Card(Failure(Do(stop, character))))
card("265be700-6055-4a14-92ca-a3773ee20abd", "Big Bug",
     Card(CostChangeBy(lambda t, s: -_replicators(t, s), _plays_this)))
card("2052e072-dd30-41d6-9066-367099f6dcf9", "Blinded",
     Card(Failure(Do(incapacitate, _in_trouble))))
card("24c2c6f2-1603-44bc-8350-78850da7249b", "Blood of Sokar",
     Card(Failure(Seq(Do(incapacitate, _in_trouble),
                      If(_assigned_adversary("Goa'uld"),
                         Do(to_hand, this, among=OBSTACLES, optional=True))))))
card("f2a8b01d-db8c-4e5f-9371-42e5173ae699", "Botched Rescue",
     Card(Failure(Do(stop, character))))
card("f340de61-b807-4cea-add3-6cba31c9a8d3", "Cannon Tower",
     Card(Cant(_assigns_pick(character & at_most(COMBAT, 1)),
               "Cannon Tower: blocks characters whose Combat is at most 1")))
card("8bdf6a4a-b569-45b9-9148-43077fa5868a", "Carnivorous Creature",
     Card(WhenPlayed(Do(destroy, assigned & support_character))))
card("d52c53de-d1f3-4aed-9014-35e5ca0a9372", "Cor-ai",
     Card(Failure(GlyphToBottom(character, replace=True))))
card("b231fdec-dfde-4b61-a254-ed7e6ff35fbb", "Corrosive Spray",
     Card(Failure(DoEach(destroy, support_character, _replicators))))
card("c5578430-3515-444f-af7f-b77f193842ff", "Curse of Morgan le Fay",
     Card(Failure(DoAll(incapacitate, assigned & team_character))))
card("a7547af6-a829-4bd6-90f1-c10cc6488f2d", "Damaged DHD",
     Card(Failure(DoAll(stop, team_character))))
card("5a7b0e7c-5b02-4dc5-928d-1f9bb6f954cc", "Disadvantaged", Card(WhenPlayed(Draw(1))))
card("a320649f-91a4-480f-b636-0156ef9a09ba", "Dissolution",
     Card(Failure(Do(destroy, support_character))))
card("7937984b-68de-4e10-8873-4d9913f86c47", "Endless Scenario",
     Card(WhenPlayed(Seq(Forget(), Do(block, character, remember="chosen"))),
          Failure(DoRemembered(stop))))
card("6f9f25eb-58fa-4e20-a95a-dd8c19033b3f", "Endure the Tests",
     Card(Failure(Do(incapacitate, _in_trouble))))
card("68acbf5a-fae4-42cc-8422-d4ab7d844956", "Engineered Virus",
     Card(_cheaper_while(2, _assigned_adversary("Goa'uld")),
          Failure(Do(destroy, support_character))))
card("2985e847-595b-45b6-990e-1f9f111d271d", "Excavation",
     Card(Cant(_assigns_pick(character & at_most(CULTURE, 1)),
               "Excavation: blocks characters whose Culture is at most 1")))
card("8e1f8bc7-0bec-43df-afc0-921bcd1fb514", "Force Field",
     Card(Difficulty(lambda t, s: t.power(t.owner(s)))))
card("5eae6f72-da4e-4dc5-a822-4343fba22a65", "Full Investigation",
     Card(Failure(Seq(Do(incapacitate, team_character, chooser=OPPONENT),
                      DoAll(stop, character)))))
card("d00363a8-c75e-4b82-936c-ab811ec5195a", "Gadmeer Terraformer",
     Card(Failure(Do(destroy, support_character))))
card("74e16b9d-0a60-4aad-9d87-97f2f4c117c4", "Goa'uld Bomb",
     Card(Failure(GlyphToBottom(character))))
card("f61dd698-c63b-483b-a148-96c0c046edfa", "Goa'uld Wrath",
     Card(WhenPlayed(Gain(lambda t, s: 2 * t.successful_missions(s)))))
card("a24b8096-5180-421f-a6fb-1d9142ef5a74", "Going Wacko",
     Card(WhenPlayed(Do(block, character))))
card("0b4f676e-c834-47bc-952d-a249eca7bdd9", "Historic Writings",
     Card(Failure(Do(to_hand, obstacle & rated(CULTURE), among=DISCARD, optional=True))))
card("bbe97390-3277-4ad2-8aad-666ba42d83f0", "Homicidal Robotic Clone",
     Card(WhenPlayed(Seq(Forget(), Do(choose, assigned & character, remember="chosen"))),
          _ContributedDifficulty()))
card("83d46aa4-302f-479b-9720-3964b52969dd", "Hot Pursuit",
     Card(WhenPlayed(If(lambda t, s: _assigned_adversary("Goa'uld")(t, s)
                        or _assigned_adversary("Jaffa")(t, s),
                        Do(block, character)))))
card("081c8673-1864-474c-bb9b-86248a0471ca", "Idle Hands", Card(Difficulty(_glyphs_of_ready)))
card("8b72a47f-6e8b-48d3-b93a-19f41e303f03", "Implanted",
     Card(_cheaper_while(1, _assigned_adversary("Goa'uld")),
          Failure(Do(incapacitate, _in_trouble))))
card("bb249797-583f-4905-b832-0d14acc60882", "Infested Ships", Card(Difficulty(_replicators)))
card("298d0ffa-e105-4f9e-8465-dd1f6edc0b28", "Information Leak",
     Card(Failure(MoveGlyph(team_character))))
card("757d1b04-75ad-4f06-81e0-a95dd271b883", "Insurgency",
     Card(Failure(Modes(
         ("destroy a ready support character",
          Do(destroy, _ready_pick & support_character)),
         ("destroy two stopped support characters",
          Do(destroy, stopped & support_character, count=2))))))
card("5c16cb14-8bdc-431b-afef-454974340497", "Interdimensional Creatures",
     Card(Difficulty(count_of(assigned & support_character))))
card("f3e3e949-8946-492c-9f2d-4d08e0b83dbd", "Lockdown",
     Card(WhenPlayed(Do(block, support_character))))
card("ac9d3d9c-d12d-4e70-a4cd-1e9430418d26", "Making an Example",
     Card(WhenPlayed(Seq(Forget(), Do(block, team_character, remember="chosen"))),
          Failure(DoRemembered(incapacitate))))
card("0e619d3e-e94a-46ee-a70d-d803741d9bcd", "Mind Probe",
     Card(Failure(MoveGlyph(team_character))))
card("f6bfd0b3-f99b-4e52-a5b7-232273d11d08", "Naquadria Hallucinations",
     Card(WhenPlayed(Do(_ready_and_block, assigned & character))))
card("885d51dc-dd1c-4b69-94d8-9c85b67f5329", "Nightwalkers",
     Card(Failure(DoAll(stop, support_character))))
card("4aaa2c2d-081b-454a-a71e-9127a84f4924", "Out of Phase",
     Card(WhenPlayed(Seq(Forget(), Do(block, character, remember="chosen"))),
          Failure(DoRemembered(stop))))
card("98b045bd-01b8-4e34-a84c-e259c4d08ad8", "Overrun",
     Card(CostChangeBy(_replicators, _opponent_assigns_character)))
card("0815ed1d-71e4-40ac-91d1-6ba9860a5e43", "Philosophical Differences",
     Card(Difficulty(_different_traits)))
card("5175f2c4-5fc3-4dca-813a-fe99703326dc", "Power Surge", Card(Failure(Do(destroy, gear))))
card("64b4b358-b958-450d-9463-1e1dc886ad0e", "Prior Outbreak",
     Card(Failure(DoAll(destroy, support_character & (stopped | assigned)))))
card("7be0d5dc-da81-479c-a782-b88ea61dcaa8", "Prolonged Torture",
     Card(WhenPlayed(Do(incapacitate, stopped & team_character))))
card("e07a08d4-7606-4191-9eee-9cecd76c52e6", "Renewal",
     Card(WhenPlayed(Do(ready_verb, adversary, optional=True))))
card("1ffecdab-8f75-4f69-82f2-c14c8c874193", "Repeating Time",
     Card(SkillsBonus(-1, assigned & character),
          Failure(DoAll(gets(-1, skills=True, until=UNTIL_TURN_END), character))))
card("94ab9ef5-ca75-48c1-963d-8f23eb95da81", "Rid Yourself of Burdens",
     Card(On(Trigger.ASSIGNED, RandomDiscard(OPPONENT),
             lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.is_character(e.card))))
card("d85ad04b-876a-4a2e-b69a-c2b06dd94083", "Sabotage", Card(Failure(Do(destroy, gear))))
card("247949da-1335-4b42-8189-9140c35807b3", "Senate Expense Review",
     Card(Failure(GlyphToBottom(character, chooser=OPPONENT))))
card("69a38332-4941-4d6c-84e8-b83c10c09a5d", "Shock Grenade",
     Card(Failure(DoAll(stop, character))))
card("80c06be3-bd83-444b-b7ae-2ae66b9733f2", "Stonewalled",
     Card(_cheaper_while(1, _assigned_adversary("Political")),
          WhenPlayed(Do(stop, character))))
card("ca49b4f1-970b-40fe-b38e-af5d11e6037c", "System Overload",
     Card(Failure(Do(destroy, gear))))
card("f945cbc9-b657-4230-b870-e7381986e991", "Too Close Encounter",
     Card(Failure(DoEach(stop, character, _replicators))))
card("ecdbeca9-c2f4-4556-b55c-3d155f4f6b7a", "Touch of Corruption",
     Card(WhenPlayed(Seq(Do(stop, character), Do(ready_verb, stopped & character)))))
card("e8b52240-7ed3-4549-a565-30dbbd09c62c", "Under Fire",
     Card(_cheaper_while(2, _assigned_adversary("Jaffa")),
          Failure(Do(destroy, support_character))))
card("a4b71229-2c42-4893-bd4c-4ea09a55a123", "Unlikely Friends",
     Card(WhenPlayed(Do(_ready_and_block, assigned & character))))
card("94963c02-9dde-49ce-8b92-913476c0e95e", "Urgo's Influence",
     Card(Difficulty(count_of(assigned & character & with_glyph))))


def _affordable_in_hand(t: Surface, source: int) -> tuple[int, ...]:
    me = t.owner(source)
    return tuple(c for c in t.hand(me) if t.cost(c) <= t.power(me))


def _hold_beneath(t: Surface, source: int, action: object) -> None:
    card = action.target  # type: ignore[attr-defined]
    t.reveal(card)
    t.lose_power(t.owner(source), t.cost(card))  # affordable: a target only if so
    t.place_beneath(card, source)


def _cash_in(t: Surface, source: int, action: object) -> None:
    card = action.target  # type: ignore[attr-defined]
    t.to_discard(card)
    t.gain_power(t.owner(source), t.cost(card))


class Mot(CardEffect):
    """Servant of Baal: two abilities. Hold: blocking himself (he names himself as the
    card blocked to pay), he shows a hand card and pays its cost to keep it face up
    beneath him (only while nothing is beneath him). Cash in: the card beneath him goes
    to the discard pile and his player gains that card's cost in power."""

    HOLD: ClassVar[Ability] = Ability("Mot: hold a card", AbilityCost(block_others=1, others=this),
                                      _hold_beneath, targets=_affordable_in_hand,
                                      usable=lambda t, s: not t.beneath(s))
    CASH: ClassVar[Ability] = Ability("Mot: cash a card in", AbilityCost(), _cash_in,
                                      targets=lambda t, s: t.beneath(s))

    MODES: ClassVar[tuple[Ability, ...]] = (HOLD, CASH)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


card("efbbcf1e-e1fa-46dc-8745-2dbfa868c7e2", "Mot (Servant of Baal)", Mot())


# Obstacles placed on a character: their text then works from beneath him
# (`effects.BENEATH`), only while placed there (`placed_on`); they leave with him.


class _Placeable(Card):
    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH})


def _destroy_this(t: Surface, source: int, action: object) -> None:
    t.destroy(source)


def _block_holder(t: Surface, source: int) -> bool:
    held = placed_on(t, source)
    if held >= 0:
        t.block(held, source)
    return held >= 0


_RELEASE = (Ability("Forced Labor Camp: destroy", AbilityCost(power=3), _destroy_this,
                    usable=lambda t, s: placed_on(t, s) >= 0, any_player=True),)


class _Release(CardEffect):
    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _RELEASE

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _RELEASE


def _assigns_holder(t: Surface, source: int, player: int, action: object) -> bool:
    return (isinstance(action, Assign) and action.card == placed_on(t, source)
            and player == t.opponent(t.owner(source)))


def _destroy_if_placed(t: Surface, source: int) -> bool:
    if placed_on(t, source) < 0:
        return False
    t.destroy(source)
    return True


# Forced Labor Camp: Failure: placed on a character of its owner's choice, who is
# blocked by it (until it is destroyed); while there, any player may pay 3 power to
# destroy it. Under Suspicion: Failure: placed on a character of its owner's choice;
# while there, assigning him costs his opponent 2 power more, and it is destroyed when
# that opponent succeeds at a mission.
card("4b87c406-7414-4412-bd73-b55074c920eb", "Forced Labor Camp", _Placeable(
    Failure(Seq(Do(place_on, character, prompt="place it on"), Simple(_block_holder))),
    _Release()))
card("4105623b-c4d9-4dfe-bd68-3ed9a0e673de", "Under Suspicion", _Placeable(
    Failure(Do(place_on, character, prompt="place it on")),
    CostChange(2, _assigns_holder, on=ASSIGNMENTS),
    On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed),
       lambda t, s, e: placed_on(t, s) >= 0 and e.player == t.opponent(t.owner(s)))))


def _place_and_turn(t: Surface, source: int, card: int) -> bool:
    place_on(t, source, card)
    t.stop(card)
    t.remove_text(card, TEXT_ALL)
    t.turn_into_adversary(card, t.owner(source))
    return True


_GOAULD = normalize_name("Goa'uld")


class _HeldByTheEnemyWithin(CardEffect):
    """The Enemy Within, beneath the character it turned: his revive cost is his cost
    (his printed revive cost is none), he has the Goa'uld trait, he can't be scored."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return t.printed_cost(adversary) if adversary == placed_on(t, source) else 0

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return trait == _GOAULD and target == placed_on(t, source)

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        if isinstance(action, Score) and action.adversary == placed_on(t, source):
            return "The Enemy Within: this adversary can't be scored"
        return None


# The Enemy Within: Failure: placed on a support character (the villain's choice), who is
# stopped and becomes the villain's adversary: on the villain's side of play, textless,
# Goa'uld, revived for his cost, never scored; he leaves with it (destroyed: to his
# owner's discard pile).
card("25cd2df2-d0b0-4fd8-b44c-14beb37bc8b9", "The Enemy Within",
     _Placeable(Failure(Do(_place_and_turn, support_character, prompt="place it on")),
                _HeldByTheEnemyWithin()))
