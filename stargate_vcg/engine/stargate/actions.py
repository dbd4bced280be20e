"""Every decision a player makes is one of these frozen actions. Cards are named by their
per-game uid (see `StargateGame.card(uid)`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

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
_ROW_LIMIT: Final = 4096  # cards and targets kept in `MadeActions.rows` (a game has ~120)
# The activations that pay nothing with cards (most of those listed) are kept per card in
# one flat row, `MadeActions.flat`, at `ability * _FLAT_STRIDE + target + 1`: targets from
# -1 to _FLAT_STRIDE - 2 (a game has ~120 cards; others go to `rows`).
_FLAT_STRIDE: Final = 256


class MadeActions:
    """The actions listed for ability activations, boosts and answers to decisions, shared
    by the games of every deck layout (`SHARED_MADE`). Each hit is checked against its
    key: an action that was changed in place (object.__setattr__) is made again, never
    handed out."""

    __slots__ = ("abilities", "boosts", "choice_row", "choices", "flat", "plain", "rows")

    def __init__(self, shared: MadeActions | None = None) -> None:
        """Empty caches; with `shared`, its caches but `rows` (`for_game`)."""
        self.abilities: dict[tuple[int, int, tuple[int, ...], tuple[int, ...],
                                   tuple[int, ...], int], ActivateAbility] = \
            {} if shared is None else shared.abilities
        # The activations that pay nothing with cards but one discard (most of them), by
        # an int key (`_plain_key`), not in `abilities`: hashing its 6-tuple key is most
        # of the cost of a lookup there, and each new one would make the key twice.
        self.plain: dict[int, ActivateAbility] = {} if shared is None else shared.plain
        # Those that pay nothing with cards but one discard, by list index: per card, per
        # ability, per target + 1, per discard + 1 (sp-list2). An int dict key above 256
        # is a new int object at each lookup, compiled; a list index is not.
        # (Lists made as needed: None until a card, an ability's target is first met.)
        # Never shared (`for_game`).
        self.rows: list[list[list[list[ActivateAbility | None] | None]] | None] = []
        # Those that pay nothing with cards at all (no discard either: most of those
        # listed), by card, then at `ability * _FLAT_STRIDE + target + 1` in one flat row
        # (sp-list5): the lists of `rows` read four deep were four reads of lists not in
        # the cache at most listings (74 us of a text game's 2,445 by perf, most of it
        # in `CPyList_GetItem`); here two.
        self.flat: list[list[ActivateAbility | None] | None] = \
            [] if shared is None else shared.flat
        self.boosts: dict[tuple[int, int], Boost] = {} if shared is None else shared.boosts
        self.choices: dict[int, Choose] = {} if shared is None else shared.choices
        # The answers naming an option from 0 to _ROW_LIMIT - 1 (a card, a mode: all but
        # a few), by list index rather than a dict keyed by the int (sp-list5).
        self.choice_row: list[Choose | None] = [] if shared is None else shared.choice_row

    def for_game(self) -> MadeActions:
        """The caches of one game with card text: these caches, but its own `rows`.
        Most of what `rows` holds (activations paying a discard, by the uids of the card
        and of the card discarded) is listed again only in the same game: shared, it
        grew by some 90 activations and 25 lists a text game, kept alive to the end of
        the process, which brought on collections of the cyclic garbage collector during
        play (9 in 50 text games, none in textless ones) and a longer one at exit (its
        traversal of them: 0.2M instructions a text game of the 7.9M, sp-list9). A
        game's own are dropped with it (a clone shares them: they are values)."""
        return MadeActions(self)

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

    def plain_activation(self, card: int, ability: int, target: int,
                         discard: int = -1) -> ActivateAbility:
        """`activation(card, ability, (discard,) or (), (), (), target)`, found by an int
        key."""
        if discard == -1 and 0 <= card < _ROW_LIMIT and 0 <= ability < 64 and \
                -1 <= target < _FLAT_STRIDE - 1:
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
        if 0 <= card < _ROW_LIMIT and 0 <= ability < 64 and -1 <= target < _ROW_LIMIT \
                and -1 <= discard < _ROW_LIMIT:
            by_target = self._by_target(card, ability)
            if target + 1 >= len(by_target):
                by_target.extend([None] * (target + 2 - len(by_target)))
            by_discard = by_target[target + 1]
            if by_discard is None:
                by_discard = by_target[target + 1] = []
            if discard + 1 >= len(by_discard):
                by_discard.extend([None] * (discard + 2 - len(by_discard)))
            made = by_discard[discard + 1]
            if made is None or made.card != card or made.ability != ability or \
                    made.target != target or made.stops or made.blocks or \
                    not _discards_are(made.discards, discard):
                made = by_discard[discard + 1] = ActivateAbility(
                    card, ability, _one_discard(discard) if discard >= 0 else (), (), (),
                    target)
            return made
        key = _plain_key(card, ability, target, discard)
        if key < 0:
            return self.activation(card, ability, (discard,) if discard >= 0 else (), (),
                                   (), target)
        plain = self.plain
        found = plain.get(key)
        if found is None or found.card != card or found.ability != ability or \
                found.target != target or found.stops or found.blocks or \
                not _discards_are(found.discards, discard):
            if len(plain) >= _MADE_LIMIT:
                plain.clear()
            found = plain[key] = ActivateAbility(
                card, ability, (discard,) if discard >= 0 else (), (), (), target)
        return found

    def discard_activations(self, card: int, ability: int, targets: tuple[int, ...],
                            discards: list[int], out: list[Action]) -> None:
        """`out.append(plain_activation(card, ability, target, d))` for each d of
        `discards` (cards in hand, distinct), then each target, in that order: the lists
        of `rows` by discard found once per target for all of them, not four lists deep
        per activation (most activations listed pay a discard, most of those with
        several targets: some 300 a text game, sp-list6)."""
        if not (0 <= card < _ROW_LIMIT and 0 <= ability < 64):
            for d in discards:
                for target in targets:
                    out.append(self.plain_activation(card, ability, target, d))
            return
        by_target = self._by_target(card, ability)
        # Each target's line long enough for every discard at once (one list made, not
        # one made empty then extended as discards of higher uids come: a game's rows
        # are its own and start empty, `for_game`).
        size = 0
        for discard in discards:
            if size <= discard < _ROW_LIMIT:
                size = discard + 2
        lines: list[list[ActivateAbility | None]] = []
        for target in targets:
            if not -1 <= target < _ROW_LIMIT:
                for d in discards:
                    for t in targets:
                        out.append(self.plain_activation(card, ability, t, d))
                return
            if target + 1 >= len(by_target):
                by_target.extend([None] * (target + 2 - len(by_target)))
            line = by_target[target + 1]
            if line is None:
                line = by_target[target + 1] = [None] * size
            elif len(line) < size:
                line.extend([None] * (size - len(line)))
            lines.append(line)
        n = len(targets)
        for discard in discards:
            if not 0 <= discard < _ROW_LIMIT:
                for target in targets:
                    out.append(self.plain_activation(card, ability, target, discard))
                continue
            at = discard + 1
            for j in range(n):
                line = lines[j]
                target = targets[j]
                if at >= len(line):
                    line.extend([None] * (at + 1 - len(line)))
                made = line[at]
                if made is None or made.card != card or made.ability != ability or \
                        made.target != target or made.stops or made.blocks or \
                        not _discards_are(made.discards, discard):
                    made = line[at] = ActivateAbility(
                        card, ability, _one_discard(discard), (), (), target)
                out.append(made)

    def _by_target(self, card: int, ability: int) -> list[list[ActivateAbility | None] | None]:
        """The card's ability's lists of `rows` by target (then by discard), made as
        needed (`card` and `ability` in range: the callers test it)."""
        rows = self.rows
        if card >= len(rows):
            rows.extend([None] * (card + 1 - len(rows)))
        by_ability = rows[card]
        if by_ability is None:
            by_ability = rows[card] = []
        if ability >= len(by_ability):
            by_ability.extend([[] for _ in range(ability + 1 - len(by_ability))])
        return by_ability[ability]

    def _row_action(self, card: int, ability: int, target: int,
                    discard: int) -> ActivateAbility | None:
        if discard == -1 and target < _FLAT_STRIDE - 1:  # (`plain_activation`'s flat rows)
            flat = self.flat
            if card >= len(flat):
                return None
            row = flat[card]
            at = ability * _FLAT_STRIDE + target + 1
            if row is None or at >= len(row):
                return None
            return row[at]
        rows = self.rows
        if card >= len(rows):
            return None
        by_ability = rows[card]
        if by_ability is None or ability >= len(by_ability):
            return None
        by_target = by_ability[ability]
        if target + 1 >= len(by_target):
            return None
        by_discard = by_target[target + 1]
        if by_discard is None or discard + 1 >= len(by_discard):
            return None
        return by_discard[discard + 1]

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

    def made_here(self, action: ActivateAbility | Boost | Choose) -> bool:
        """Whether `action` is the one this cache made for its fields, unchanged."""
        if isinstance(action, ActivateAbility):
            card, ability, target, discards = (action.card, action.ability, action.target,
                                               action.discards)
            if not action.stops and not action.blocks and len(discards) <= 1 and \
                    type(card) is int and type(ability) is int and type(target) is int:
                discard = discards[0] if discards else -1
                if type(discard) is int and 0 <= card < _ROW_LIMIT and 0 <= ability < 64 \
                        and -1 <= target < _ROW_LIMIT and -1 <= discard < _ROW_LIMIT:
                    # made in `rows` (a discard of -1 named is not one it made)
                    return self._row_action(card, ability, target, discard) is action
                if type(discard) is int:
                    plain = _plain_key(card, ability, target, discard)
                    if plain >= 0:  # made by `plain_activation`
                        return self.plain.get(plain) is action
            key = (card, ability, discards, action.stops, action.blocks, target)
            return self.abilities.get(key) is action
        if isinstance(action, Boost):
            return self.boosts.get((action.target, action.card)) is action
        option = action.option
        if type(option) is int and 0 <= option < _ROW_LIMIT:
            row = self.choice_row
            return option < len(row) and row[option] is action
        return self.choices.get(option) is action


# The activations of a discard cost share one `(discard,)` tuple per card (`_one_discard`):
# a new activation is then one object made, not two (most activations listed for the first
# time pay a discard: one per card in hand).
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


# One for every layout: an action's fields are uids and indices, the same values whatever
# the decks (the games of a new pairing find most of what earlier pairings listed).
SHARED_MADE: Final = MadeActions()


def _plain_key(card: int, ability: int, target: int, discard: int) -> int:
    """`plain_activation`'s key of these fields; -1 for fields out of its range."""
    if card < 0 or not 0 <= ability < 64 or not -1 <= target < 65535 or \
            not -1 <= discard < 65535:
        return -1
    return (((((card << 6) | ability) << 16) | (target + 1)) << 16) | (discard + 1)


def _discards_are(discards: tuple[int, ...], discard: int) -> bool:
    """`discards == ((discard,) if discard >= 0 else ())`, without making the tuple."""
    if discard < 0:
        return not discards
    return len(discards) == 1 and discards[0] == discard


def _same_activation(a: ActivateAbility, key: tuple[int, int, tuple[int, ...],
                                                    tuple[int, ...], tuple[int, ...],
                                                    int]) -> bool:
    return (a.card == key[0] and a.ability == key[1] and a.discards == key[2]
            and a.stops == key[3] and a.blocks == key[4] and a.target == key[5])
