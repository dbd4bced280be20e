"""The hooks card text plugs into. Cards are textless unless an `EffectRegistry` maps
their id to a `CardEffect`; every hook defaults to "no text".

Card code never sees the game: each hook gets a `Surface` (engine/stargate/surface.py), the
narrow, documented surface of queries and operations card text may use, and the uid of
its own card (`source`). What a card asks of a player is a `Decision`, plain data that
names the card and the step of its text to resume with the answer: the game can be
cloned, replayed, pickled and compared while a decision waits (no callbacks).

Hook kinds (English rulebook): triggered effects ("when", "each time", "at"; glossary
"triggered effects"), replacement effects ("would ... instead"), continuous modifiers
(skills, difficulty, firepower, experience, costs), restrictions ("can't" beats "can";
glossary "can't") and permissions that waive a rule, extra costs to play a card, and
activated abilities ("—": Mission Phase, Activated Abilities).

Compiled by mypyc in wheels, like the rest of the engine: card effects (interpreted)
subclass `CardEffect`, which allows it (`mypyc_attr`). What a subclass may redefine in its
class body is a method, a property (`listens`, `cost_on`) or a class variable (`zones`,
`counts_as`): compiled code reads an instance attribute of a compiled class from the
object itself and would never see a subclass's class-level value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Final

from stargate_vcg.cards.stargate import Glyph, StargateCard
from stargate_vcg.engine import pickle_by_fields
from stargate_vcg.errors import StargateVcgError

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # only mypyc reads the decorator: not a run-time dependency
    def mypyc_attr(*attrs: Any, **kwattrs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.actions import Action, ActivateAbility
    from stargate_vcg.engine.stargate.surface import Surface


class Trigger(StrEnum):
    """Events card text reacts to. `TriggerEvent.card` is the card the event is about."""

    TURN_START = "turn start"
    POWER_PHASE_END = "power phase end"
    MISSION_PLAYED = "mission played"
    CARD_PLAYED = "card played"
    COMPLICATION_PLAYED = "complication played"  # card: -1 (face down, hidden)
    ASSIGNED = "assigned"
    PASSED = "passed"
    BOOSTED = "boosted"  # card: the boosted card; value: the discarded one
    ABILITY_USED = "ability used"
    STOPPED = "stopped"
    READIED = "readied"
    INCAPACITATED = "incapacitated"
    BLOCKED = "blocked"
    VICTORY = "victory"
    SUCCESS = "success"  # Success text: the mission and the cards at it only
    FAILURE = "failure"  # Failure text: the mission and the cards at it only
    MISSION_SUCCEEDED = "mission succeeded"  # "each time a mission succeeds": any card
    MISSION_FAILED = "mission failed"
    REVIVED = "revived"
    SCORED = "scored"
    GLYPH_EARNED = "glyph earned"
    DESTROYED = "destroyed"
    DREW = "drew"  # value: how many
    DISCARDED = "discarded"
    MISSION_END = "mission end"
    DEBRIEF_START = "debrief start"
    TURN_END = "turn end"
    # --- base-rest batch ---
    # Success text that a card in effect lends the mission being resolved (while some
    # condition of its own holds): asked of the hero's cards in effect, resolved right
    # after the hero's own Success text, before the villain's.
    GIVEN_SUCCESS = "success given to the mission"
    # --- session 6 cards batch ---
    # The hero decided to continue (rulebook "Deciding to Continue"): his next mission is
    # about to be played, once this event's triggers are resolved.
    CONTINUED = "hero continues"
    # --- session 7 sp-cards8 ---
    # A player gained power by card text (`Surface.gain_power`; value: how much).
    POWER_GAINED = "power gained"
    # --- session 9 sp-cards12 ---
    # A card reached its owner's discard pile, whatever the cause (destroyed, discarded
    # from the hand, milled from the deck, used to boost, an event done, gone with the
    # card it lay beneath); card: that card, player: its owner. Fired only when some
    # card listens to it.
    PLACED_IN_DISCARD = "placed in discard pile"
    # --- session 10 sp-cards14 ---
    # A card is being played (card: it; player: who plays it), paid for, before it
    # resolves: text that may answer it first ("that card has no effect": Bynarr, Jack
    # O'Neill) reacts; the card waits, being played, beneath the answers (`PlayHeld`).
    # Fired only when some card of the game listens to it.
    PLAYING = "card being played"
    # --- session 11 sp-cards16 ---
    # The victor of a ship battle has at the mission a card another card lent Victory
    # text to (`Surface.lend_victory_text`; card: that card; player: the victor): the
    # lender's text reacts, wherever the lender is (Freyr).
    VICTORY_LENT = "victory text lent"
    # Card text changed the order of a mission pile (player: whose pile; value: the card
    # whose text did it, or -1). Fired only when some card of the game listens to it.
    MISSION_PILE_REORDERED = "mission pile reordered"


# The event kinds by number, in `Trigger`'s order (`triggers.fire_n`): compiled, finding a
# kind's listeners by the enum is a dict lookup of some 140 instructions, and the engine
# fires some 800 events a game, most of which no card in effect listens to.
TRIGGERS: Final[tuple[Trigger, ...]] = tuple(Trigger)
# A kind's number (`T_*`, its index in `TRIGGERS`), one lookup rather than a scan. (A
# `StrEnum` hashes as its string, whose hash the string keeps.)
TRIGGER_NUMBER: Final[dict[Trigger, int]] = {k: n for n, k in enumerate(TRIGGERS)}
T_TURN_START: Final = 0
T_POWER_PHASE_END: Final = 1
T_MISSION_PLAYED: Final = 2
T_CARD_PLAYED: Final = 3
T_COMPLICATION_PLAYED: Final = 4
T_ASSIGNED: Final = 5
T_PASSED: Final = 6
T_BOOSTED: Final = 7
T_ABILITY_USED: Final = 8
T_STOPPED: Final = 9
T_READIED: Final = 10
T_INCAPACITATED: Final = 11
T_BLOCKED: Final = 12
T_VICTORY: Final = 13
T_SUCCESS: Final = 14
T_FAILURE: Final = 15
T_MISSION_SUCCEEDED: Final = 16
T_MISSION_FAILED: Final = 17
T_REVIVED: Final = 18
T_SCORED: Final = 19
T_GLYPH_EARNED: Final = 20
T_DESTROYED: Final = 21
T_DREW: Final = 22
T_DISCARDED: Final = 23
T_MISSION_END: Final = 24
T_DEBRIEF_START: Final = 25
T_TURN_END: Final = 26
T_GIVEN_SUCCESS: Final = 27
T_CONTINUED: Final = 28
T_POWER_GAINED: Final = 29
T_PLACED_IN_DISCARD: Final = 30
T_PLAYING: Final = 31
T_VICTORY_LENT: Final = 32  # (session 11 sp-cards16)
T_MISSION_PILE_REORDERED: Final = 33


class Replace(StrEnum):
    """Events a "would ... instead" replacement effect may replace."""

    DESTROY = "destroy"  # card: the card that would be destroyed; value: by whose text (-1)
    REVIVE_PAYMENT = "revive payment"  # card: the adversary; value: cards to mill
    DRAW = "draw"  # player draws value cards
    GLYPH = "glyph"  # card: the character; value: the mission
    # --- roto-heroes batch ---
    INCAPACITATE = "incapacitate"  # card: the character or ship that would be incapacitated
    # --- base-rest batch ---
    # A villain card's Failure text would be used (card: that card; player: the villain).
    # The replacing card may let the text be used later (`Surface.use_failure_text`).
    FAILURE_TEXT = "failure text"
    # --- sl-heroes batch ---
    STOP = "stop"  # card: the card that would be stopped (by card text or to pay a cost)
    # --- session 7 sp-cards10 ---
    BLOCK = "block"  # card: the card that would be blocked; value: by which card (-1, -2)
    # --- session 8 sp-cards11 ---
    REFILL = "refill"  # player would refill his hand in the debrief (value: cards short)


    # --- session 8 sp-purge ---
    # card: a card on its way to its owner's discard pile (from anywhere: discarded,
    # destroyed, drained, an event played); player: its owner.
    DISCARD = "discard"
    # --- session 9 sp-cards13 ---
    # A hero card's Success text would be used (card: that card; player: the hero). The
    # replacing card may let the text be used later (`Surface.use_success_text`).
    SUCCESS_TEXT = "success text"
    # --- session 10 sp-cards15 ---
    # card: an incapacitated character or ship that would cease to be incapacitated
    # (readied then stopped at the start of its owner's turn, readied or stopped by text).
    RECOVER = "recover"
    # --- session 11 sp-cards16 ---
    # card: a stopped or assigned card that would become ready (by card text, or as the
    # debrief readies its player's cards); player: its owner.
    READY = "ready"
    # card: a ready card that would become assigned (the Assign action, or text that
    # assigns it); player: who assigns it.
    ASSIGN = "assign"
    # card: a card whose triggered text (any kind) is about to resolve; player: the
    # event's player; value: the event kind's number (`T_*`). The event itself waits in
    # `ops.HELD_TRIGGER` of that card; `Surface.use_held_trigger` resolves it after all.
    TRIGGER = "trigger"


# The dataclasses here write their `__init__` out: compiled by mypyc, the one `dataclass`
# generates for a frozen class is interpreted code, some 9,000 instructions a call (card
# text builds `Ability`s and the engine `TriggerEvent`s at every step); this one, setting
# the fields as the generated one does, is compiled.
@dataclass(frozen=True, slots=True)
class TriggerEvent:
    kind: Trigger
    player: int  # whose action or card caused it
    card: int = -1  # the card it is about (played, assigned, earned the glyph...), or -1
    value: int = -1  # extra datum: the mission uid of a glyph, for example

    def __init__(self, kind: Trigger, player: int, card: int = -1, value: int = -1) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "value", value)


# Text parts that can be removed or suppressed ("remove its failure text").
TEXT_ALL: Final = 1
TEXT_SUCCESS: Final = 2
TEXT_FAILURE: Final = 4
TEXT_VICTORY: Final = 8  # session 7 sp-cards8

# Where card text works (rulebook "Turn Sequence": in play, for the player's role; a card
# that says so works from the score pile, the discard pile, the hand, or beneath a card).
IN_PLAY: Final = "in play"
SCORE_PILE: Final = "score pile"
DISCARD_PILE: Final = "discard pile"
HAND: Final = "hand"
# Beneath a card: text of a card put onto another (obstacles that go onto a character);
# the card's own code says when it was so placed (a card face down beneath is not).
BENEATH: Final = "beneath a card"
# --- base-rest batch ---
# A hero card in play that turns into one of its owner's adversaries on the turns he
# plays the villain: its text then works for the villain too, and the rules treat it as
# an adversary (values.turned_adversary).
AS_ADVERSARY: Final = "an adversary on its owner's villain turn"
# --- session 8 sp-purge ---
# The purged pile: no card's text works there (a purged card is removed from the game)
# unless the card says so: the lasting part of text it carried out before it was purged.
PURGED_PILE: Final = "purged pile"


# --- decisions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice card text asks of `player`, as data.

    `options` are card uids, or mode numbers when `labels` names them (labels[i] is the
    label of options[i]). The player picks between `least` and `most` of them (`Choose`
    for exactly one, `ChooseMany` otherwise), or `Decline`s when `optional`. The answer
    resumes `source`'s effect at `step` (`CardEffect.resume`) with `args`, the values the
    text remembered from before the choice. `visible_to` lists the players who may see
    the options (empty: everyone), for choices among hidden cards."""

    player: int
    source: int
    step: str
    options: tuple[int, ...]
    prompt: str = ""
    least: int = 1
    most: int = 1
    optional: bool = False
    labels: tuple[str, ...] = ()
    args: tuple[int, ...] = ()
    visible_to: tuple[int, ...] = ()

    def __init__(self, player: int, source: int, step: str, options: tuple[int, ...],
                 prompt: str = "", least: int = 1, most: int = 1, optional: bool = False,
                 labels: tuple[str, ...] = (), args: tuple[int, ...] = (),
                 visible_to: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "prompt", prompt)
        object.__setattr__(self, "least", least)
        object.__setattr__(self, "most", most)
        object.__setattr__(self, "optional", optional)
        object.__setattr__(self, "labels", labels)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "visible_to", visible_to)

    def visible(self, player: int) -> bool:
        return not self.visible_to or player in self.visible_to


@dataclass(frozen=True, slots=True)
class TriggerBatch:
    """Triggered effects waiting to resolve, in an order `player` chooses."""

    player: int
    event: TriggerEvent
    sources: tuple[int, ...]

    def __init__(self, player: int, event: TriggerEvent, sources: tuple[int, ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "sources", sources)


@dataclass(frozen=True, slots=True)
class MissionOrder:
    """`player` places these missions face down on the bottom of the mission pile, one
    at a time in the order of his choice (debrief; destroyed support characters' glyphs)."""

    player: int
    missions: tuple[int, ...]

    def __init__(self, player: int, missions: tuple[int, ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "missions", missions)


@dataclass(frozen=True, slots=True)
class EventDone:
    """An event card whose text has been carried out goes to the discard pile (rulebook:
    "carry out its game text immediately, then place the card in your discard pile");
    waits beneath the decisions its text asked."""

    player: int
    card: int

    def __init__(self, player: int, card: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class FireLater:
    """A trigger to fire once the pending items above it are done (e.g. "when you play"
    triggers after the played event's own choices)."""

    player: int
    event: TriggerEvent

    def __init__(self, player: int, event: TriggerEvent) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "event", event)


pickle_by_fields((TriggerEvent, Decision, TriggerBatch, MissionOrder, EventDone, FireLater))


# --- session 10 sp-cards14 ---


@dataclass(frozen=True, slots=True)
class PlayHeld:
    """A card being played that waits beneath the answers of the text reacting to its
    play before it resolves (`Trigger.PLAYING`): it then resolves as played, unless one
    of them cancelled it (`Surface.cancel_play`: it goes to its owner's discard pile and
    has no effect)."""

    player: int
    card: int

    def __init__(self, player: int, card: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)


pickle_by_fields((PlayHeld,))


# --- costs and abilities ----------------------------------------------------------------


CardFilter = Callable[["Surface", int, int], bool]  # (surface, source, candidate)


@dataclass(frozen=True, slots=True)
class AbilityCost:
    """The part before "—". Glyphs are not spent: the character must have them beneath.

    `stop_others` / `block_others`: that many other cards are stopped / blocked from the
    current mission to pay the cost (e.g. "Stop this gear, block a team character from the
    current mission —"); the player names them in `ActivateAbility.stops` / `.blocks`.
    `others` says which cards qualify (default: the player's own characters as hero, his
    adversaries as villain; cards ignored this turn never qualify). A card stopped to pay
    must be ready or assigned (a stopped card can't be stopped again, glossary
    "stopped"); a card blocked to pay must be ready and not already blocked (glossary
    "block"). Rulings: the block lasts until the end of the current mission (the wording
    of P90, the glossary's example), and one card can't pay both a stop and a block cost
    of the same ability."""

    power: int = 0
    stop_self: bool = False
    destroy_self: bool = False
    glyphs: tuple[Glyph, ...] = ()
    any_glyph: tuple[Glyph, ...] = ()  # "<glyph> or <glyph>, ... —": one of them will do
    discards: int = 0
    stop_others: int = 0
    block_others: int = 0
    others: CardFilter | None = None

    def __init__(self, power: int = 0, stop_self: bool = False, destroy_self: bool = False,
                 glyphs: tuple[Glyph, ...] = (), any_glyph: tuple[Glyph, ...] = (),
                 discards: int = 0, stop_others: int = 0, block_others: int = 0,
                 others: CardFilter | None = None) -> None:
        object.__setattr__(self, "power", power)
        object.__setattr__(self, "stop_self", stop_self)
        object.__setattr__(self, "destroy_self", destroy_self)
        object.__setattr__(self, "glyphs", glyphs)
        object.__setattr__(self, "any_glyph", any_glyph)
        object.__setattr__(self, "discards", discards)
        object.__setattr__(self, "stop_others", stop_others)
        object.__setattr__(self, "block_others", block_others)
        object.__setattr__(self, "others", others)


AbilityEffect = Callable[["Surface", int, "ActivateAbility"], None]
TargetFinder = Callable[["Surface", int], Sequence[int]]
Usable = Callable[["Surface", int], bool]


def _no_effect(t: Surface, source: int, action: ActivateAbility) -> None:
    return None


# What a target finder needs to find any target (sp-list5): a cheap test of the state
# that `legal._ability_candidates` makes before asking it (most finders asked at a
# listing find nothing: 6,084 of 8,572 in 50 text games). Exact: the finder registered
# with a bit finds nothing whenever its test fails.
NEEDS_OBSTACLE: Final = 1  # an obstacle at the mission (`State.obstacles`)
NEEDS_BLOCKED: Final = 2  # a blocked card (`State.blocks`)
_TARGET_NEEDS: Final[dict[object, int]] = {}


def target_needs(finder: TargetFinder, needs: int) -> None:
    """Say what `finder` needs to find any target (`NEEDS_*`): the abilities made with it
    afterwards (`Ability.needs`) are not asked while it is missing. Register it before
    the abilities that use it."""
    _TARGET_NEEDS[finder] = needs


def _needs_of(finder: TargetFinder | None) -> int:
    if finder is None:
        return 0
    try:
        return _TARGET_NEEDS.get(finder, 0)
    except TypeError:  # an unhashable callable: never registered
        return 0


@mypyc_attr(allow_interpreted_subclasses=True)
class Finder:
    """A target finder (`TargetFinder`) written as a class: `legal._ability_candidates`
    calls its `find` as a method (sp-list7), natively, where a function stored as a value
    is called through the Python protocol (a vectorcall, its arguments parsed at each
    call: some 31 us a text game by perf for three finders). Callable as any
    `TargetFinder` too (`rules`, cards that ask an ability's targets)."""

    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        raise NotImplementedError

    def __call__(self, t: Surface, source: int) -> tuple[int, ...]:
        return self.find(t, source)


class _CalledFinder(Finder):
    """Any other `TargetFinder` (a card's function or lambda), called; its answer as a
    tuple (most finders answer one: compiled, iterated natively)."""

    def __init__(self, targets: TargetFinder) -> None:
        self.targets = targets

    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        answer = self.targets(t, source)
        return answer if isinstance(answer, tuple) else tuple(answer)


@dataclass(frozen=True, slots=True)
class Ability:
    """An activated ability. `targets`, when given, lists the legal targets now: the
    ability can't be activated without one, and the player names it in
    `ActivateAbility.target`. `usable` is a further condition ("while ready, she gets:
    ..."). `from_hand`: used from the hand, where the card says so. `any_player`: any
    player may use it (on a card in effect), not only its owner."""

    text: str
    cost: AbilityCost = field(default_factory=AbilityCost)
    effect: AbilityEffect = _no_effect
    once_per_turn: bool = False
    targets: TargetFinder | None = None
    usable: Usable | None = None
    from_hand: bool = False
    any_player: bool = False
    # What its `targets` finder needs to find any (`target_needs`; 0: nothing known).
    needs: int = field(default=0, compare=False, repr=False)
    # `targets` as a `Finder` (called natively: itself when it is one), None without.
    finder: Finder | None = field(default=None, compare=False, repr=False)

    def __init__(self, text: str, cost: AbilityCost | None = None,
                 effect: AbilityEffect = _no_effect, once_per_turn: bool = False,
                 targets: TargetFinder | None = None, usable: Usable | None = None,
                 from_hand: bool = False, any_player: bool = False) -> None:
        cost = AbilityCost() if cost is None else cost
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "cost", cost)
        object.__setattr__(self, "effect", effect)
        object.__setattr__(self, "once_per_turn", once_per_turn)
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "usable", usable)
        object.__setattr__(self, "from_hand", from_hand)
        object.__setattr__(self, "any_player", any_player)
        object.__setattr__(self, "needs", _needs_of(targets))
        object.__setattr__(self, "finder", None if targets is None else
                           targets if isinstance(targets, Finder) else _CalledFinder(targets))


class AbilityEntry:
    """What `legal.ability_entries` keeps of an ability source (sp-list2, sp-list3): the
    card (`uid`), its abilities when they never change (`fixed`; None: asked at each
    listing), the bits of the abilities' indices the player may use (`mask`; -1: all of
    them, each one checked), of those whose cost needs glyphs beneath (`glyphs`), and of
    those whose being in effect is asked at each listing (`unsure`; -1: all). Of fixed
    abilities, also the bits of those whose target finder needs an obstacle (`obstacle`)
    or a blocked card (`blocked`) to find any (`Ability.needs`), and of those that stop
    their own card (`stops`): a listing drops each kind at once when the state lacks
    what it needs, before it looks at any ability (sp-list9). A class rather than a
    tuple (sp-list9): compiled, its fields are read from the object, without the type
    test and unboxing of each item of a tuple unpacked."""

    __slots__ = ("blocked", "fixed", "glyphs", "mask", "obstacle", "stops", "uid", "unsure")

    def __init__(self, uid: int, fixed: tuple[Ability, ...] | None, mask: int, glyphs: int,
                 unsure: int, obstacle: int = 0, blocked: int = 0, stops: int = 0) -> None:
        self.uid = uid
        self.fixed = fixed
        self.mask = mask
        self.glyphs = glyphs
        self.unsure = unsure
        self.obstacle = obstacle
        self.blocked = blocked
        self.stops = stops

    def _fields(self) -> tuple[int, tuple[Ability, ...] | None, int, int, int, int, int, int]:
        return (self.uid, self.fixed, self.mask, self.glyphs, self.unsure, self.obstacle,
                self.blocked, self.stops)

    def __eq__(self, other: object) -> bool:
        # (The kept entries are compared with those made afresh: `active.check`.)
        return isinstance(other, AbilityEntry) and self._fields() == other._fields()

    def __repr__(self) -> str:
        return f"AbilityEntry{self._fields()!r}"


@dataclass(frozen=True, slots=True)
class PlayCost:
    """"To play this card, stop N characters": the cards are named in `PlayCard.stops`
    and stopped as the card is played. `which` narrows the characters that qualify
    (default: the player's own ready or assigned characters)."""

    stop: int = 0
    which: CardFilter | None = None
    # --- sl-villains batch: the player's ready or assigned adversaries qualify too
    # ("to play it, stop one of your adversaries"; `which` narrows them).
    adversaries: bool = False
    # --- session 8 sp-cards11: his ready or assigned ships qualify too (Lucky Shot;
    # `which` narrows them).
    ships: bool = False
    # --- session 10 sp-cards14: extra costs of any size. `most` > `stop`: from `stop` to
    # `most` cards ("stop any number of ...", "discard one to five cards"); `discards`:
    # the cards named are discarded from the player's hand, not stopped (`which` narrows
    # them). A cost lowered per card paid reads `PlayCard.stops` in `cost_modifier`.
    most: int = 0
    discards: bool = False

    def __init__(self, stop: int = 0, which: CardFilter | None = None,
                 adversaries: bool = False, ships: bool = False, most: int = 0,
                 discards: bool = False) -> None:
        object.__setattr__(self, "stop", stop)
        object.__setattr__(self, "which", which)
        object.__setattr__(self, "adversaries", adversaries)
        object.__setattr__(self, "ships", ships)
        object.__setattr__(self, "most", most)
        object.__setattr__(self, "discards", discards)


# The hook names a subclass may override; an effect is asked only through the hooks it
# overrides (`CardEffect.hooks`), so that cards without a hook cost nothing.
HOOKS: Final[tuple[str, ...]] = (
    "triggers", "replaces", "skill_modifier", "skills_modifier", "grants_skill",
    "difficulty_modifier", "firepower_modifier", "revive_modifier", "experience", "cost_modifier",
    "forbids", "permits", "abilities", "granted_abilities", "play_cost", "grants_trait",
    "grants_dominion", "score_cost_modifier", "assign_stops", "victory_total_modifier",
)
# Hooks that change which actions are legal: while a card using one is in effect, legal
# actions are found by the reference checks instead of the fast enumeration.
LEGALITY_HOOKS: Final = frozenset({"grants_skill", "cost_modifier", "forbids", "permits",
                                   "abilities", "granted_abilities", "play_cost",
                                   "assign_stops"})


# Hooks whose answers add up (or the first, or any, answer counts) over a card's parts:
# the engine asks the parts (`CardEffect.hook_parts`) directly.
PART_HOOKS: Final = frozenset({"replaces", "skill_modifier", "skills_modifier",
                               "grants_skill", "difficulty_modifier", "firepower_modifier",
                               "revive_modifier", "experience", "cost_modifier", "forbids",
                               "permits", "granted_abilities", "play_cost",
                               "grants_trait", "score_cost_modifier", "assign_stops",
                               "victory_total_modifier"})

# Which actions a cost modifier may change (`CardEffect.cost_on`): each cost asks only the
# modifiers of its kind. COST_OWN: only the actions of the card itself (playing it,
# assigning it), asked only about those; with kinds (COST_OWN | COST_PLAY), only about
# the card's own actions of those kinds (`layout.own_costs_by_kind`).
COST_PLAY: Final = 1  # PlayCard
COST_COMPLICATION: Final = 2  # PlayComplication
COST_ASSIGN: Final = 4  # Assign
COST_OTHER: Final = 8  # any other action with a cost
COST_ANY: Final = COST_PLAY | COST_COMPLICATION | COST_ASSIGN | COST_OTHER
COST_OWN: Final = 16
# `CardEffect.cost_floor` of a modifier without a known bound (and of any sum with one).
NO_FLOOR: Final = -(1 << 20)
# Which actions a "can't" may forbid (`CardEffect.forbids_on`): the listings ask each
# "can't" in effect only about the actions of its kinds (`rules.cant`); most forbid one
# kind (playing a support character, continuing), while the list holds many of others.
FORBIDS_PLAY: Final = 1  # PlayCard
FORBIDS_COMPLICATION: Final = 2  # PlayComplication
FORBIDS_ASSIGN: Final = 4  # Assign
FORBIDS_BOOST: Final = 8  # Boost
FORBIDS_ABILITY: Final = 16  # ActivateAbility
FORBIDS_CONTINUE: Final = 32  # Continue
FORBIDS_REVIVE: Final = 64  # Revive
FORBIDS_OTHER: Final = 128  # any other action (answers, scoring, stopping, ...)
FORBIDS_ANY: Final = 255
# Which cards a rating modifier (`grants_skill`, `skill_modifier`, `difficulty_modifier`,
# `skills_modifier`) may change (`CardEffect.modifies`): the mission's totals don't ask
# it about the others (`values.mission_totals`).
MODIFIES_ANY: Final = 0
MODIFIES_ITSELF: Final = 1  # its own card only ("this character gets ...")
MODIFIES_MISSIONS: Final = 2  # the difficulty of mission cards only

_HOOK_CACHE: dict[type, frozenset[str]] = {}


@mypyc_attr(allow_interpreted_subclasses=True)
class CardEffect:
    """Base class of card effects: override the hooks a card's text needs.

    `zones` says where the text works (default: in play, for its owner's role this turn,
    and for missions and obstacles at the current mission); `listens` which events its
    triggered text is asked about."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY})

    # Properties, not attributes: a card effect redefines them in its class body
    # (`listens = frozenset({...})`), which compiled code sees only through a property.
    @property
    def listens(self) -> frozenset[Trigger] | None:
        """The events `triggers` is asked about (None: every event). Declaring them keeps
        a card from being asked about events it never reacts to."""
        return None

    @property
    def about_self(self) -> frozenset[Trigger]:
        """The events among `listens` the card reacts to only when they are about itself
        (the event's card is this card: "when you play this card", "each time you assign
        him"). Declaring them keeps a card in effect from being asked about every other
        card's (`triggers.fire_n`)."""
        return frozenset()

    @property
    def cost_on(self) -> int:
        """The actions `cost_modifier` may change (COST_*): declaring them keeps the card
        from being asked about the cost of every other action."""
        return COST_ANY

    @property
    def forbids_on(self) -> int:
        """The actions `forbids` may forbid (FORBIDS_*): declaring them keeps the "can't"
        from being asked about every other action listed. (Read once per deck layout,
        `fast.forbids_kinds`; the reference checks, `rules.forbidden`, ask it about
        every action: the playout tests compare both.)"""
        return FORBIDS_ANY

    @property
    def cost_sign(self) -> int:
        """-1 when `cost_modifier` never answers more than 0 (it only lowers costs), 1
        when never less than 0, 0 when it may do either (the default). The fast listing
        then settles a play without asking: a card whose printed cost the player can pay
        stays playable while every modifier only lowers costs."""
        return 0

    @property
    def cost_floor(self) -> int:
        """The least `cost_modifier` ever answers, when it is known (a fixed "-2"):
        NO_FLOOR (the default) when it may lower a cost without a known bound. The fast
        listing then refuses a play still too dear at its modifiers' floor without
        asking them."""
        return NO_FLOOR

    @property
    def modifies(self) -> int:
        """Which cards its rating modifiers may change (MODIFIES_*): MODIFIES_ITSELF when
        they answer nothing (0, False) about any card but its own; MODIFIES_MISSIONS when
        `difficulty_modifier` answers 0 about any card that is not a mission. The
        mission's totals then ask it about those cards only (read once per deck layout;
        the playout tests compare the totals with those that ask every modifier)."""
        return MODIFIES_ANY

    @property
    def cost_by_kind(self) -> bool:
        """True when `cost_modifier`'s answer depends on the kind of the action alone
        (`cost_on`), never on the card acted on: the fast listing asks it once for all
        the complications in hand, not once per card."""
        return False

    def hook_parts(self, hook: str) -> tuple[CardEffect, ...]:
        """The effects that answer `hook` (one of PART_HOOKS) for this card: itself, or
        the parts of a card made of parts (`effects.dsl.Card`)."""
        return (self,)

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        """The activated abilities of the card's text when they never change (asked once
        per deck layout: `abilities` is then not asked at every step); None otherwise."""
        return None

    # How many cards of a trait this card counts as, by normalized trait, where its text
    # says so ("counts as two <trait> cards"); 1 otherwise (sl-villains batch).
    counts_as: ClassVar[dict[str, int]] = {}
    # The names (normalized titles) this card also answers to where text names a card
    # ("this card is a <name> card"; `Surface.answers_to`). (Session 8 sp-cards11.)
    also_titled: ClassVar[frozenset[str]] = frozenset()

    def hooks(self) -> frozenset[str]:
        """The hooks this effect overrides (asked once per deck layout)."""
        cls = type(self)
        found = _HOOK_CACHE.get(cls)
        if found is None:
            found = _HOOK_CACHE[cls] = frozenset(
                h for h in HOOKS if getattr(cls, h) is not getattr(CardEffect, h))
        return found

    # --- triggered effects -------------------------------------------------------
    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return False

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        return None

    def on_play(self, t: Surface, source: int) -> None:
        """An event's text, carried out immediately when it is played (the event is in
        the discard pile only once its text, and the choices it asks, are done)."""
        return None

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        """Continue the text after a `Decision` of this card was answered (`chosen` is
        empty when the player declined)."""
        return None

    # --- replacement effects ("would ... instead") --------------------------------
    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        """True to replace the event (do `replace` instead)."""
        return False

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        return None

    # --- continuous modifiers ----------------------------------------------------
    def skill_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return 0

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        """"skills +N": only the ratings the target has (glossary "skills")."""
        return 0

    def grants_skill(self, t: Surface, source: int, target: int, skill: int) -> bool:
        """A skill given by name is gained even without a rating (glossary "skills")."""
        return False

    def difficulty_modifier(self, t: Surface, source: int, target: int,
                            skill: int) -> int:
        return 0

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return 0

    def experience(self, t: Surface, source: int) -> int:
        """Experience on this card that counts towards winning (rulebook "Winning")."""
        return 0

    def cost_modifier(self, t: Surface, source: int, player: int, action: Action) -> int:
        """Power added to (or, negative, taken from) the cost of `action` (playing a
        card, a complication, or assigning: an assignment costs 0 unless text says)."""
        return 0

    # --- restrictions and permissions -------------------------------------------
    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        """A "can't": the reason `player` can't take `action`, or None. Asked in every
        phase, of the cards in effect and of the card being played."""
        return None

    def permits(self, t: Surface, source: int, player: int, action: Action,
                rule: str) -> bool:
        """A "can": waive the rule `rule` (an IllegalAction.rule) for this action."""
        return False

    # --- costs and activated abilities -------------------------------------------
    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        """An additional cost to play this card ("To play this event, stop ...")."""
        return None

    def assign_stops(self, t: Surface, source: int, player: int,
                     card: int) -> PlayCost | None:
        """An extra cost, while this card is in effect, for `player` to assign `card`
        (one or more of his other characters stopped): the characters named in
        `Assign.stops` (never `card` itself) are stopped before it is assigned. (session 7
        sp-cards8)"""
        return None

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return ()

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        """Abilities this card gives another card (`target`) while it is in effect."""
        return ()

    # --- base-rest batch ---------------------------------------------------------
    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        """A trait (normalized name, `cards.names.normalize_name`) this card gives
        `target` while it is in effect (a Goa'uld trait given to a turned character)."""
        return False

    # --- sl-heroes batch ---
    def success_repeats(self, t: Surface, source: int) -> int:
        """How many extra times the Success text of every hero card at this card's
        mission is carried out (asked of the hero's cards at the mission as it succeeds;
        not an indexed hook)."""
        return 0

    def victory_repeats(self, t: Surface, source: int) -> int:
        """How many extra times the Victory text of the victor's cards is carried out
        (asked of the victor's cards that take part in the ship battle as he achieves
        victory; not an indexed hook). (Session 7 sp-cards8.)"""
        return 0

    def point_value_modifier(self, t: Surface, source: int) -> int:
        """Added to this team character's point value, and so to the victory total it
        gives (asked of the team characters, wherever they are; not an indexed hook)."""
        return 0

    # --- sl-villains batch ---------------------------------------------------------
    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        """An obstacle at the mission has dominion by this card's text ("this obstacle
        gets dominion"; glossary "dominion"), besides those printed with it."""
        return False

    # --- session 6 cards batch -------------------------------------------------------
    def score_cost_modifier(self, t: Surface, source: int, player: int, card: int) -> int:
        """Added to the cost of `card` lying in `player`'s villain score pile, the total
        that wins the game (`values.score_total`); e.g. Goa'uld Ha'tak's +1."""
        return 0

    # --- session 9 sp-cards13 ---------------------------------------------------------
    def victory_total_modifier(self, t: Surface, source: int, player: int) -> int:
        """Added to `player`'s victory total (`values.victory_total`: the experience, or
        the score pile cost, that wins him the game). Asked of the card wherever it is
        (not only in effect: a hero card's text may work while its owner is the villain);
        its text says where it works."""
        return 0


@mypyc_attr(allow_interpreted_subclasses=True)  # test fixtures subclass it
class EffectRegistry:
    """Card id -> effect. A title may be registered only when the card data given says
    which card it is (`register_title`): 148 titles name more than one card."""

    __slots__ = ("_by_id",)

    def __init__(self) -> None:
        self._by_id: dict[str, CardEffect] = {}

    def register(self, card_id: str, effect: CardEffect) -> None:
        if card_id in self._by_id:
            raise StargateVcgError(f"card {card_id} already has an effect registered")
        self._by_id[card_id] = effect

    def register_title(self, name: str, effect: CardEffect,
                       cards: Sequence[StargateCard]) -> None:
        """Register by `Title (Subtitle)` or title among `cards`; an ambiguous name is
        refused with the printings it could mean."""
        from stargate_vcg.cards.names import normalize_name

        key = normalize_name(name)
        found = {c.id: c for c in cards if normalize_name(c.name) == key}
        if not found:
            found = {c.id: c for c in cards if normalize_name(c.title) == key}
        if len(found) != 1:
            what = ", ".join(sorted(f"{c.name} [{c.id}]" for c in found.values()))
            raise StargateVcgError(
                f"{name!r} names {len(found)} cards" + (f": {what}" if what else "")
                + "; register the effect by card id")
        self.register(next(iter(found)), effect)

    def lookup(self, card: StargateCard) -> CardEffect | None:
        return self._by_id.get(card.id)

    def ids(self) -> tuple[str, ...]:
        return tuple(self._by_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def __len__(self) -> int:
        return len(self._by_id)
