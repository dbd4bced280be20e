"""Every decision a player makes is one of these frozen actions. Cards are named by their
per-game uid (see `StargateGame.card(uid)`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, cast

from stargate_vcg.engine import pickle_by_fields

# The actions with fields write their `__init__` out, setting the fields as the generated
# one does: compiled by mypyc, the `__init__` that `dataclass` generates for a frozen class
# runs as interpreted code (some 9,000 instructions a call, against ~600 for this one), and
# the listings build actions at every step.


@dataclass(frozen=True, slots=True)
class ChooseStoppedCharacter:
    """Setup: stop one team character of the first player (or, 3+ players, your own)."""

    character: int

    def __init__(self, character: int) -> None:
        object.__setattr__(self, "character", character)


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Setup: shuffle the opening hand back and draw a new one (once)."""


@dataclass(frozen=True, slots=True)
class Keep:
    """Setup: keep the opening hand."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Performing actions: pass; two consecutive passes resolve the mission."""


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play an event, support character, gear, ship, obstacle or adversary from hand,
    stopping `stops` when the card's text makes that a cost to play it."""

    card: int
    stops: tuple[int, ...] = ()

    def __init__(self, card: int, stops: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "stops", stops)


@dataclass(frozen=True, slots=True)
class Assign:
    """Assign a ready character, adversary or ship to the current mission, stopping
    `stops` when card text in effect makes that a cost to assign it (`assign_stops`)."""

    card: int
    stops: tuple[int, ...] = ()

    def __init__(self, card: int, stops: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "stops", stops)


@dataclass(frozen=True, slots=True)
class Boost:
    """Discard `card` (same title) from hand: `target` gets skills/difficulty/firepower +1."""

    target: int
    card: int

    def __init__(self, target: int, card: int) -> None:
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class PlayComplication:
    """Villain: place any card from hand face down at the current mission."""

    card: int

    def __init__(self, card: int) -> None:
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """Use activated ability number `ability` of `card`, paying its cost by discarding
    `discards`, stopping `stops` and blocking `blocks` (from the current mission), aimed
    at `target` when the ability has targets."""

    card: int
    ability: int
    discards: tuple[int, ...] = ()
    stops: tuple[int, ...] = ()
    blocks: tuple[int, ...] = ()
    target: int = -1

    def __init__(self, card: int,
                 ability: int,
                 discards: tuple[int, ...] = (),
                 stops: tuple[int, ...] = (),
                 blocks: tuple[int, ...] = (),
                 target: int = -1) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "discards", discards)
        object.__setattr__(self, "stops", stops)
        object.__setattr__(self, "blocks", blocks)
        object.__setattr__(self, "target", target)


@dataclass(frozen=True, slots=True)
class Incapacitate:
    """Ship battle victory: incapacitate one of the opponent's assigned ships."""

    ship: int

    def __init__(self, ship: int) -> None:
        object.__setattr__(self, "ship", ship)


@dataclass(frozen=True, slots=True)
class Decline:
    """Decline an optional choice (incapacitating a ship after a ship battle, a card's
    "you may")."""


@dataclass(frozen=True, slots=True)
class Revive:
    """Mill the revive cost from the deck; the adversary becomes stopped."""

    adversary: int

    def __init__(self, adversary: int) -> None:
        object.__setattr__(self, "adversary", adversary)


@dataclass(frozen=True, slots=True)
class Score:
    """Failure only: the adversary (and optionally one dominion obstacle) to the score pile."""

    adversary: int
    dominion: int | None = None

    def __init__(self, adversary: int, dominion: int | None = None) -> None:
        object.__setattr__(self, "adversary", adversary)
        object.__setattr__(self, "dominion", dominion)


@dataclass(frozen=True, slots=True)
class DestroyAdversary:
    """Neither revive nor score: destroy the assigned adversary."""

    adversary: int

    def __init__(self, adversary: int) -> None:
        object.__setattr__(self, "adversary", adversary)


@dataclass(frozen=True, slots=True)
class ChooseGlyphCharacter:
    """The completed mission goes beneath this character (assigned at resolution)."""

    character: int

    def __init__(self, character: int) -> None:
        object.__setattr__(self, "character", character)


@dataclass(frozen=True, slots=True)
class Continue:
    """Pay 1 power per failed mission this turn (the villain gains it); play a new mission."""


@dataclass(frozen=True, slots=True)
class Stop:
    """Do not continue: go to the debrief phase."""


@dataclass(frozen=True, slots=True)
class PlaceMission:
    """Place this mission next on the bottom of its owner's mission pile (ordering)."""

    mission: int

    def __init__(self, mission: int) -> None:
        object.__setattr__(self, "mission", mission)


@dataclass(frozen=True, slots=True)
class Discard:
    """Debrief: discard this card (hand above eight cards)."""

    card: int

    def __init__(self, card: int) -> None:
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class ResolveTrigger:
    """Resolve the triggered effect of `source` next (the hero orders triggers)."""

    source: int

    def __init__(self, source: int) -> None:
        object.__setattr__(self, "source", source)


@dataclass(frozen=True, slots=True)
class Choose:
    """Pick one option of a decision asked by card text."""

    option: int

    def __init__(self, option: int) -> None:
        object.__setattr__(self, "option", option)


@dataclass(frozen=True, slots=True)
class ChooseMany:
    """Pick several options of a decision asked by card text (in any order)."""

    options: tuple[int, ...]

    def __init__(self, options: tuple[int, ...]) -> None:
        object.__setattr__(self, "options", options)


Action = (ChooseStoppedCharacter | Mulligan | Keep | Pass | PlayCard | Assign | Boost
          | PlayComplication | ActivateAbility | Incapacitate | Decline | Revive | Score
          | DestroyAdversary | ChooseGlyphCharacter | Continue | Stop | PlaceMission | Discard
          | ResolveTrigger | Choose | ChooseMany)
ACTION_TYPES = (ChooseStoppedCharacter, Mulligan, Keep, Pass, PlayCard, Assign, Boost,
                PlayComplication, ActivateAbility, Incapacitate, Decline, Revive, Score,
                DestroyAdversary, ChooseGlyphCharacter, Continue, Stop, PlaceMission, Discard,
                ResolveTrigger, Choose, ChooseMany)
pickle_by_fields(ACTION_TYPES)


# Made once (`SHARED_MADE`): compiled, building a frozen dataclass runs its generated
# `__init__` through object.__setattr__, some 30 times the cost of a dict lookup, and the
# same abilities, boosts and answers are listed at step after step.
_MADE_LIMIT = 50_000  # entries per kind before a cache starts again (memory stays bounded)
_ROW_LIMIT: Final = 4096  # cards and options kept by list index (a game has ~120 cards)
# The activations that pay nothing with cards (most of those listed) are kept per card in
# one flat row, `MadeActions.flat`, at `ability * _FLAT_STRIDE + target + 1`: targets from
# -1 to _FLAT_STRIDE - 2 (a game has ~120 cards; others go to `plain`).
_FLAT_STRIDE: Final = 256


class MadeActions:
    """The actions listed for ability activations, boosts and answers to decisions, shared
    by the games of every deck layout (`SHARED_MADE`). Each hit is checked against its
    key: an action that was changed in place (object.__setattr__) is made again, never
    handed out. (Not the activations paying one discard: `discard_activations`.)"""

    __slots__ = (
        "abilities",
        "boosts",
        "choice_row",
        "choices",
        "flat",
        "named",
        "plain",
    )

    def __init__(self) -> None:
        self.abilities: dict[tuple[int, int, tuple[int, ...], tuple[int, ...],
                                   tuple[int, ...], int], ActivateAbility] = {}
        # The activations that pay nothing with cards whose fields are out of the range of
        # `flat`, by an int key (`_plain_key`), not in `abilities`: hashing its 6-tuple
        # key is most of the cost of a lookup there.
        self.plain: dict[int, ActivateAbility] = {}
        # Those that pay nothing with cards (most of those listed), by card, then at
        # `ability * _FLAT_STRIDE + target + 1` in one flat row (sp-list5): an int dict
        # key above 256 is a new int object at each lookup, compiled; a list index is
        # not, and one row per card is fewer lists read than a list per ability.
        self.flat: list[list[ActivateAbility | None] | None] = []
        self.boosts: dict[tuple[int, int], Boost] = {}
        self.choices: dict[int, Choose] = {}
        # The answers naming an option from 0 to _ROW_LIMIT - 1 (a card, a mode: all but
        # a few), by list index rather than a dict keyed by the int (sp-list5).
        self.choice_row: list[Choose | None] = []
        # The answers naming one card (`_named_at`: the missions to place, the
        # characters to give the glyph, sp-list10; the triggers to resolve, the assigned
        # adversary's fate, the cards to discard and the character stopped at setup,
        # sp-list14), at `uid * _NAMED_KINDS + kind` (`_named_at`): made afresh, each one
        # listed was checked in full as it was applied (`StargateGame._as_listed`: some
        # 18 a game, and some 7 more of the others with text).
        # (Objects, not `Action | None`: compiled, an item read as that union is tested
        # against its 22 classes one by one, some 200 instructions a read.)
        self.named: list[object] = []

    def activation(self, card: int, ability: int, discards: tuple[int, ...],
                   stops: tuple[int, ...], blocks: tuple[int, ...],
                   target: int) -> ActivateAbility:
        key = (card, ability, discards, stops, blocks, target)
        found = self.abilities.get(key)
        if found is None or not _same_activation(found, key):
            if len(self.abilities) >= _MADE_LIMIT:
                self.abilities.clear()
            found = self.abilities[key] = ActivateAbility(card, ability, discards, stops,
                                                          blocks, target)
        return found

    def plain_activation(self, card: int, ability: int, target: int) -> ActivateAbility:
        """`activation(card, ability, (), (), (), target)`, found by list index (`flat`)
        or an int key (`plain`)."""
        if 0 <= card < _ROW_LIMIT and 0 <= ability < 64 and -1 <= target < _FLAT_STRIDE - 1:
            flat = self.flat
            if card >= len(flat):
                flat.extend([None] * (card + 1 - len(flat)))
            row = flat[card]
            if row is None:
                row = flat[card] = []
            at = ability * _FLAT_STRIDE + target + 1
            if at >= len(row):
                row.extend([None] * (at + 1 - len(row)))
            made = row[at]
            if made is None or made.card != card or made.ability != ability or \
                    made.target != target or made.discards or made.stops or made.blocks:
                made = row[at] = ActivateAbility(card, ability, (), (), (), target)
            return made
        key = _plain_key(card, ability, target)
        if key < 0:
            return self.activation(card, ability, (), (), (), target)
        plain = self.plain
        found = plain.get(key)
        if found is None or found.card != card or found.ability != ability or \
                found.target != target or found.discards or found.stops or found.blocks:
            if len(plain) >= _MADE_LIMIT:
                plain.clear()
            found = plain[key] = ActivateAbility(card, ability, (), (), (), target)
        return found

    def boost(self, target: int, card: int) -> Boost:
        key = (target, card)
        found = self.boosts.get(key)
        if found is None or found.target != target or found.card != card:
            if len(self.boosts) >= _MADE_LIMIT:
                self.boosts.clear()
            found = self.boosts[key] = Boost(target, card)
        return found

    def choose(self, option: int) -> Choose:
        if 0 <= option < _ROW_LIMIT:
            row = self.choice_row
            if option >= len(row):
                row.extend([None] * (option + 1 - len(row)))
            made = row[option]
            if made is None or made.option != option:
                made = row[option] = Choose(option)
            return made
        found = self.choices.get(option)
        if found is None or found.option != option:
            if len(self.choices) >= _MADE_LIMIT:
                self.choices.clear()
            found = self.choices[option] = Choose(option)
        return found

    def place_mission(self, mission: int) -> PlaceMission:
        return cast(PlaceMission, self._named(_PLACE, mission))

    def glyph_character(self, character: int) -> ChooseGlyphCharacter:
        return cast(ChooseGlyphCharacter, self._named(_GLYPH, character))

    def resolve_trigger(self, source: int) -> ResolveTrigger:
        return cast(ResolveTrigger, self._named(_TRIGGER, source))

    def revive(self, adversary: int) -> Revive:
        return cast(Revive, self._named(_REVIVE, adversary))

    def score(self, adversary: int) -> Score:
        """`Score(adversary)`, without a dominion obstacle (with one: made afresh)."""
        return cast(Score, self._named(_SCORE, adversary))

    def destroy_adversary(self, adversary: int) -> DestroyAdversary:
        return cast(DestroyAdversary, self._named(_DESTROY, adversary))

    def discard(self, card: int) -> Discard:
        return cast(Discard, self._named(_DISCARD, card))

    def stopped_character(self, character: int) -> ChooseStoppedCharacter:
        return cast(ChooseStoppedCharacter, self._named(_SETUP_STOP, character))

    def _named(self, kind: int, uid: int) -> object:
        """The answer of this kind naming `uid`, kept in `named` (made afresh out of the
        row's range: never `made_here`)."""
        if not 0 <= uid < _ROW_LIMIT:
            return _make_named(kind, uid)
        row = self.named
        at = uid * _NAMED_KINDS + kind
        if at >= len(row):
            row.extend([None] * (at + 1 - len(row)))
        made = row[at]
        if made is None or _named_at(made) != at:
            made = row[at] = _make_named(kind, uid)
        return made

    def made_here(self, action: Action) -> bool:
        """Whether `action` is the one this cache made for its fields, unchanged."""
        if isinstance(action, ActivateAbility):
            card, ability, target = action.card, action.ability, action.target
            discards, stops, blocks = action.discards, action.stops, action.blocks
            if not discards and not stops and not blocks and type(card) is int and \
                    type(ability) is int and type(target) is int:
                if 0 <= card < _ROW_LIMIT and 0 <= ability < 64 and \
                        -1 <= target < _FLAT_STRIDE - 1:  # made in `flat`
                    flat = self.flat
                    kept = flat[card] if card < len(flat) else None
                    at = ability * _FLAT_STRIDE + target + 1
                    return kept is not None and at < len(kept) and kept[at] is action
                plain = _plain_key(card, ability, target)
                if plain >= 0:  # made by `plain_activation`
                    return self.plain.get(plain) is action
            key = (card, ability, discards, stops, blocks, target)
            return self.abilities.get(key) is action
        if isinstance(action, Boost):
            return self.boosts.get((action.target, action.card)) is action
        if isinstance(action, Choose):
            option = action.option
            if type(option) is int and 0 <= option < _ROW_LIMIT:
                row = self.choice_row
                return option < len(row) and row[option] is action
            return self.choices.get(option) is action
        # (An answer is kept only where its fields say, `_named`: one changed in place
        # since is not found where they now say.)
        at = _named_at(action)
        named = self.named
        return 0 <= at < len(named) and named[at] is action


# The activations of a discard cost share one `(discard,)` tuple per card (`_one_discard`):
# a new activation is then one object made, not two (`discard_activations` makes them at
# each listing: one per card in hand).
_ONE_DISCARDS: Final[list[tuple[int, ...] | None]] = []


def _one_discard(discard: int) -> tuple[int, ...]:
    """`(discard,)`, shared (0 <= discard < _ROW_LIMIT)."""
    ones = _ONE_DISCARDS
    if discard >= len(ones):
        ones.extend([None] * (discard + 1 - len(ones)))
    one = ones[discard]
    if one is None:
        one = ones[discard] = (discard,)
    return one


def discard_activations(card: int, ability: int, targets: tuple[int, ...],
                        discards: list[int], out: list[Action]) -> None:
    """The activations paying one discard, one per card of `discards` (cards in
    hand, distinct), then per target, in that order, appended to `out`: made afresh
    at each listing, not kept (sp-list10). Kept, by the uids of the card and of the
    card discarded, they were listed again only in the same game (some 200 a text
    game, in 8 listings), each one an object not in the cache by then (the kept
    lists and the objects: ~600 second-level misses a text game, and ~190 more to
    free them with the game), where a new one is made in memory just freed. Not
    `made_here`: the one picked (~4 a game) is checked in full as it is applied."""
    for discard in discards:
        # (The `(discard,)` tuple shared: one object made per activation, not two.)
        one = _one_discard(discard) if 0 <= discard < _ROW_LIMIT else (discard,)
        for target in targets:
            out.append(ActivateAbility(card, ability, one, (), (), target))


# One for every layout: an action's fields are uids and indices, the same values whatever
# the decks (the games of a new pairing find most of what earlier pairings listed).
SHARED_MADE: Final = MadeActions()


# The kinds of answers naming one card (`MadeActions.named`), each its place in a card's
# stretch of the row.
_PLACE: Final = 0
_GLYPH: Final = 1
_TRIGGER: Final = 2
_REVIVE: Final = 3
_SCORE: Final = 4
_DESTROY: Final = 5
_DISCARD: Final = 6
_SETUP_STOP: Final = 7
_NAMED_KINDS: Final = 8


def _named_at(action: object) -> int:
    """Where `MadeActions.named` keeps an answer with the fields `action` has now; -1 for
    none (another class, a uid out of the row's range, a score with a dominion)."""
    if isinstance(action, ResolveTrigger):
        kind, uid = _TRIGGER, action.source
    elif isinstance(action, PlaceMission):
        kind, uid = _PLACE, action.mission
    elif isinstance(action, ChooseGlyphCharacter):
        kind, uid = _GLYPH, action.character
    elif isinstance(action, DestroyAdversary):
        kind, uid = _DESTROY, action.adversary
    elif isinstance(action, Score):
        if action.dominion is not None:
            return -1
        kind, uid = _SCORE, action.adversary
    elif isinstance(action, Revive):
        kind, uid = _REVIVE, action.adversary
    elif isinstance(action, Discard):
        kind, uid = _DISCARD, action.card
    elif isinstance(action, ChooseStoppedCharacter):
        kind, uid = _SETUP_STOP, action.character
    else:
        return -1
    if type(uid) is not int or not 0 <= uid < _ROW_LIMIT:
        return -1
    return uid * _NAMED_KINDS + kind


def _make_named(kind: int, uid: int) -> object:
    """A new answer of this kind (`MadeActions._named`) naming `uid`."""
    if kind == _TRIGGER:
        return ResolveTrigger(uid)
    if kind == _PLACE:
        return PlaceMission(uid)
    if kind == _GLYPH:
        return ChooseGlyphCharacter(uid)
    if kind == _DESTROY:
        return DestroyAdversary(uid)
    if kind == _SCORE:
        return Score(uid)
    if kind == _REVIVE:
        return Revive(uid)
    if kind == _DISCARD:
        return Discard(uid)
    return ChooseStoppedCharacter(uid)


def _plain_key(card: int, ability: int, target: int) -> int:
    """`plain_activation`'s key of these fields; -1 for fields out of its range."""
    if card < 0 or not 0 <= ability < 64 or not -1 <= target < 65535:
        return -1
    return (((card << 6) | ability) << 16) | (target + 1)


def _same_activation(a: ActivateAbility, key: tuple[int, int, tuple[int, ...],
                                                    tuple[int, ...], tuple[int, ...],
                                                    int]) -> bool:
    return (a.card == key[0] and a.ability == key[1] and a.discards == key[2]
            and a.stops == key[3] and a.blocks == key[4] and a.target == key[5])
