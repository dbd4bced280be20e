"""The small vocabulary card effects are written in.

A card's code should read like its card: who it picks (selectors: `(surface, source,
card) -> bool` predicates such as `your & team_character`), when (conditions:
`(surface, source) -> bool`), what it changes (the `Surface` operations), for how long
(`UNTIL_MISSION_END`...), and what it asks (`ask`, which makes a `Decision`). Continuous
text is a few declarative lines (`SkillsBonus`, `Text` to put several together);
triggered text is a small `CardEffect` class whose `resume` steps continue after a
choice. Card effects see only the `Surface`, never the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import (
    MODIFIES_ANY,
    MODIFIES_ITSELF,
    CardEffect,
    Decision,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, STOPPED
from stargate_vcg.engine.stargate.surface import (
    AT_MISSION_END,
    AT_TURN_END,
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_MISSION_END,
    UNTIL_NEXT_MISSION_END,
    UNTIL_TURN_END,
    Surface,
)

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # only mypyc reads the decorator: not a run-time dependency
    def mypyc_attr(*attrs: Any, **kwattrs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

# Card modules (interpreted) may subclass every class here (compiled in wheels).
__all__ = [
    "AT_MISSION_END",
    "AT_TURN_END",
    "COMBAT",
    "CULTURE",
    "INGENUITY",
    "SCIENCE",
    "UNTIL_MISSION_END",
    "UNTIL_NEXT_MISSION_END",
    "UNTIL_TURN_END",
    "Cond",
    "Condition",
    "Pick",
    "SkillsBonus",
    "Text",
    "about_this",
    "adversary",
    "always",
    "ask",
    "assigned",
    "character",
    "has_glyphs",
    "how_many_selected",
    "obstacle",
    "opponents",
    "other",
    "played_this",
    "power_at_least",
    "rated",
    "ready",
    "select",
    "support_character",
    "team_character",
    "this",
    "this_assigned",
    "this_ready",
    "trait",
    "your",
]


@mypyc_attr(allow_interpreted_subclasses=True)
class Pick:
    """A predicate over cards, `(surface, source, card) -> bool`, combinable with `&`,
    `|` and `~`: `your & team_character`, `trait("Jaffa") & support_character`."""

    __slots__ = ("test",)

    def __init__(self, test: Callable[[Surface, int, int], bool]) -> None:
        self.test = test

    def __call__(self, t: Surface, source: int, card: int) -> bool:
        return self.accepts(t, source, card)

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        """The same as calling the pick. Compiled code calls this: a method call, where
        calling the object goes through Python's call protocol (its arguments parsed and
        boxed); the picks below (`_Is`, `_Both`...) answer without calling a lambda."""
        return self.test(t, source, card)

    def __and__(self, other: Pick) -> Pick:
        return _Both(self, other)

    def __or__(self, other: Pick) -> Pick:
        return _Either(self, other)

    def __invert__(self) -> Pick:
        return _Not(self)


# The picks the vocabulary makes itself answer in a method (compiled: no lambda called
# through Python's call protocol, no int boxed per card); they have no `test`.
class _Both(Pick):
    __slots__ = ("first", "needs", "second")

    def __init__(self, first: Pick, second: Pick) -> None:
        # The cheap native tests (`_is_plain`) asked first: `trait("Jaffa") &
        # support_character` looks the trait up only for support characters. Exact: a
        # pick answers the same whatever was asked before it (picks only read the game),
        # and the other test is then asked of fewer cards, never of more (session 11
        # sp-carry5).
        if _is_plain(second) and not _is_plain(first):
            first, second = second, first
        self.first = first
        self.second = second
        self.needs = _both_need(_needs(first), _needs(second))

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return self.first.accepts(t, source, card) and self.second.accepts(t, source, card)


class _Either(Pick):
    __slots__ = ("first", "second")

    def __init__(self, first: Pick, second: Pick) -> None:
        self.first = first
        self.second = second

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return self.first.accepts(t, source, card) or self.second.accepts(t, source, card)


class _Not(Pick):
    __slots__ = ("pick",)

    def __init__(self, pick: Pick) -> None:
        self.pick = pick

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return not self.pick.accepts(t, source, card)


# What an `_Is` pick asks about the card.
_YOUR: Final = 0
_OPPONENTS: Final = 1
_THIS: Final = 2
_OTHER: Final = 3
_CHARACTER: Final = 4
_TEAM_CHARACTER: Final = 5
_SUPPORT_CHARACTER: Final = 6
_ADVERSARY: Final = 7
_OBSTACLE: Final = 8
_READY: Final = 9
_ASSIGNED: Final = 10
_STOPPED: Final = 11
_GEAR: Final = 12
_EVENT: Final = 13
_BLOCKED: Final = 14
_NO_GLYPH: Final = 15
_HERO_CARD: Final = 16
_SHIP: Final = 17


# What a pick asks of every card it accepts that `Surface.role_pool` can ask instead, of
# the state's and layout's bytes (`_needs`): a status (the low bits: READY, ASSIGNED,
# STOPPED), a printed character (`is_character`, `is_team_character` and
# `is_support_character` hold only of one), this card's owner's card, his opponent's.
_NEED_STATUS: Final = 7
_NEED_CHARACTER: Final = 8
_NEED_YOURS: Final = 16
_NEED_OPPONENTS: Final = 32


def _is_need(what: int) -> int:
    if what == _READY:
        return READY
    if what == _ASSIGNED:
        return ASSIGNED
    if what == _STOPPED:
        return STOPPED
    if what in (_CHARACTER, _TEAM_CHARACTER, _SUPPORT_CHARACTER):
        return _NEED_CHARACTER
    if what == _YOUR:
        return _NEED_YOURS
    if what == _OPPONENTS:
        return _NEED_OPPONENTS
    return 0


def _both_need(a: int, b: int) -> int:
    """The needs of both picks: each holds of every card both accept (of two statuses,
    the first: no card is of both, and the pick asks the other)."""
    status = a & _NEED_STATUS or b & _NEED_STATUS
    return status | ((a | b) & ~_NEED_STATUS)


def _needs(pick: Pick) -> int:
    """What `pick` asks of every card it accepts (`_NEED_*`): `_Is` picks and both of
    two; 0 for the others (nothing known)."""
    if isinstance(pick, _Is):
        return pick.needs
    if isinstance(pick, _Both):
        return pick.needs
    return 0


class _Is(Pick):
    __slots__ = ("needs", "what")

    def __init__(self, what: int) -> None:
        self.what = what
        self.needs = _is_need(what)

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        what = self.what
        if what < _CHARACTER:
            if what == _YOUR:
                return t.owner(card) == t.owner(source)
            if what == _OPPONENTS:
                return t.owner(card) == t.opponent(t.owner(source))
            if what == _THIS:
                return card == source
            return card != source
        if what == _CHARACTER:
            return t.is_character(card)
        if what == _TEAM_CHARACTER:
            return t.is_team_character(card)
        if what == _SUPPORT_CHARACTER:
            return t.is_support_character(card)
        if what == _ADVERSARY:
            return t.is_adversary(card)
        if what == _OBSTACLE:
            return t.is_obstacle(card)
        if what == _READY:
            return t.is_ready(card)
        if what == _ASSIGNED:
            return t.is_assigned(card)
        if what == _STOPPED:
            return t.is_stopped(card)
        if what == _GEAR:
            return t.is_gear(card)
        if what == _EVENT:
            return t.is_event(card)
        if what == _BLOCKED:
            return t.is_blocked(card)
        if what == _NO_GLYPH:
            return not t.glyphs(card)
        if what == _HERO_CARD:
            return t.is_hero_card(card)
        return t.is_ship(card)


def _is_plain(pick: Pick) -> bool:
    """An `_Is` test (a status, kind or owner read natively), or both of two such."""
    if isinstance(pick, _Is):
        return True
    return isinstance(pick, _Both) and _is_plain(pick.first) and _is_plain(pick.second)


def only_this(pick: Pick) -> bool:
    """Whether `pick` accepts no card but the source itself (`this`, or both it and
    another pick): a modifier about its own card answers 0 for any other without asking
    the pick or its condition."""
    if isinstance(pick, _Is):
        return pick.what == _THIS
    return isinstance(pick, _Both) and (only_this(pick.first) or only_this(pick.second))


class _Trait(Pick):
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return t.has_trait(card, self.name)


Cond = Callable[[Surface, int], bool]

your: Pick = _Is(_YOUR)
opponents: Pick = _Is(_OPPONENTS)
this: Pick = _Is(_THIS)
other: Pick = _Is(_OTHER)
character: Pick = _Is(_CHARACTER)
team_character: Pick = _Is(_TEAM_CHARACTER)
support_character: Pick = _Is(_SUPPORT_CHARACTER)
adversary: Pick = _Is(_ADVERSARY)
obstacle: Pick = _Is(_OBSTACLE)
ready: Pick = _Is(_READY)
assigned: Pick = _Is(_ASSIGNED)


def trait(name: str) -> Pick:
    return _Trait(name)


class _Rated(Pick):
    __slots__ = ("skill",)

    def __init__(self, skill: int) -> None:
        self.skill = skill

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return t.printed_rating(card, self.skill) is not None


def rated(skill: int) -> Pick:
    """Printed with a rating in `skill` ("a Combat obstacle")."""
    return _Rated(skill)


def _pool(t: Surface, source: int, pick: Pick) -> list[int]:
    """The cards `select` looks among by default (`Surface.role_pool`: the hero's cards
    in play for his role, the villain's, the obstacles), less those `pick` would refuse
    by a test the pool asks instead, natively, of the state's bytes (`_needs`: a status,
    a printed character, an owner): the cards it accepts there are the same, asked of
    fewer (most of the "for each assigned ..." picks' pool is not assigned)."""
    needs = _needs(pick)
    if not needs:
        return t.role_pool()
    owner = -1
    if needs & _NEED_YOURS:
        owner = t.owner(source)
    elif needs & _NEED_OPPONENTS:
        owner = t.opponent(t.owner(source))
    return t.role_pool(needs & _NEED_STATUS, owner, bool(needs & _NEED_CHARACTER))


def select(t: Surface, source: int, pick: Pick, among: Sequence[int] | None = None
           ) -> tuple[int, ...]:
    """The cards `pick` accepts: among `among`, by default every card in play for its
    owner's role this turn (the hero's and the villain's) and the obstacles."""
    found: list[int] = []
    if among is None:
        # The pool (the hero's cards, the villain's, the obstacles) made by one native
        # loop (`_pool`).
        for c in _pool(t, source, pick):
            if pick.accepts(t, source, c):
                found.append(c)
    else:
        for c in among:
            if pick.accepts(t, source, c):
                found.append(c)
    return tuple(found)


def how_many_selected(t: Surface, source: int, pick: Pick) -> int:
    """`len(select(t, source, pick))`, counted: no list nor tuple made and dropped (the
    "for each <pick>" amounts, asked at each listing that prices their card)."""
    n = 0
    for c in _pool(t, source, pick):
        if pick.accepts(t, source, c):
            n += 1
    return n


# --- conditions --------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class Condition:
    """A condition (a `Cond`) that answers in a method, `holds`: compiled, the modifiers
    (`SkillsBonus`, `dsl.SkillBonus`, `dsl.Difficulty`) ask it by a native call, where a
    function or lambda kept as a `Cond` is called through Python's call protocol (its
    arguments parsed and boxed, some 800 instructions). Called, it answers the same, so
    it goes wherever a `Cond` does. This base class always holds."""

    __slots__ = ()

    def __call__(self, t: Surface, source: int) -> bool:
        return self.holds(t, source)

    def holds(self, t: Surface, source: int) -> bool:
        return True

    def __and__(self, other: Condition) -> Condition:
        return _BothHold(self, other)


class _BothHold(Condition):
    """Both conditions, the first asked first."""

    __slots__ = ("first", "second")

    def __init__(self, first: Condition, second: Condition) -> None:
        self.first = first
        self.second = second

    def holds(self, t: Surface, source: int) -> bool:
        return self.first.holds(t, source) and self.second.holds(t, source)


class _Called(Condition):
    """Any other `Cond` (a card's function or lambda), called."""

    __slots__ = ("test",)

    def __init__(self, test: Cond) -> None:
        self.test = test

    def holds(self, t: Surface, source: int) -> bool:
        return self.test(t, source)


def as_condition(when: Cond) -> Condition:
    """`when` as a `Condition` (itself when it is one)."""
    return when if isinstance(when, Condition) else _Called(when)


always: Final[Condition] = Condition()


class _ThisIs(Condition):
    """The source card is ready (`ready`) or assigned."""

    __slots__ = ("ready",)

    def __init__(self, ready: bool) -> None:
        self.ready = ready

    def holds(self, t: Surface, source: int) -> bool:
        return t.is_ready(source) if self.ready else t.is_assigned(source)


this_ready: Final[Condition] = _ThisIs(True)
this_assigned: Final[Condition] = _ThisIs(False)


class _PowerAtLeast(Condition):
    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def holds(self, t: Surface, source: int) -> bool:
        return t.power(t.owner(source)) >= self.n


def power_at_least(n: int) -> Condition:
    """"While you have N or more power remaining"."""
    return _PowerAtLeast(n)


class _HasGlyphs(Condition):
    __slots__ = ("every", "glyphs")

    def __init__(self, glyphs: tuple[object, ...], every: bool) -> None:
        self.glyphs = glyphs
        self.every = every

    def holds(self, t: Surface, source: int) -> bool:
        # (Stops at the first glyph that settles it: a glyph test only reads the game.)
        if self.every:
            return all(t.has_glyph(source, g) for g in self.glyphs)
        return any(t.has_glyph(source, g) for g in self.glyphs)


def has_glyphs(*glyphs: object, every: bool = False) -> Condition:
    """"<glyph> or <glyph>:" (any one beneath this character) or, `every`, "<glyph> and
    <glyph>:" (rulebook "Earn a Glyph": applies once however many copies)."""
    return _HasGlyphs(glyphs, every)


def played_this(event: TriggerEvent, source: int) -> bool:
    return event.kind is Trigger.CARD_PLAYED and event.card == source


def about_this(event: TriggerEvent, kind: Trigger, source: int) -> bool:
    return event.kind is kind and event.card == source


# --- decisions ---------------------------------------------------------------------------


def ask(t: Surface, source: int, step: str, player: int, options: Sequence[int],
        prompt: str, *, optional: bool = False, least: int = 1, most: int = 1,
        labels: Sequence[str] = (), args: Sequence[int] = (),
        hidden: bool = False) -> None:
    """Ask `player` to choose; the answer comes back to the card's `resume(step)`.
    `hidden`: only the deciding player may see the options (a deck search)."""
    t.decide(Decision(player=player, source=source, step=step, options=tuple(options),
                      prompt=prompt, least=least, most=most, optional=optional,
                      labels=tuple(labels), args=tuple(args),
                      visible_to=(player,) if hidden else ()))


# --- continuous text ---------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class SkillsBonus(CardEffect):
    """"While <when>, each <affects> gets skills +<amount>"."""

    def __init__(self, amount: int, affects: Pick, when: Cond = always) -> None:
        self.amount = amount
        self.affects = affects
        self.when = when
        self.cond = as_condition(when)  # asked natively
        self.own = only_this(affects)

    @property
    def modifies(self) -> int:
        # Its own card only when the pick accepts no other (`skills_modifier` below).
        return MODIFIES_ITSELF if self.own else MODIFIES_ANY

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        if self.own and target != source:
            return 0
        if self.affects.accepts(t, source, target) and self.cond.holds(t, source):
            return self.amount
        return 0


# The hooks `Text` answers with the sum of its parts' answers.
_TEXT_SUMS: Final = frozenset({"skills_modifier", "skill_modifier", "difficulty_modifier",
                               "revive_modifier"})


@mypyc_attr(allow_interpreted_subclasses=True)
class Text(CardEffect):
    """Several independent parts of one card's text, each a `CardEffect`: numbers add
    up, a "can't" of any part holds, triggers go to the parts that use them."""

    def __init__(self, *parts: CardEffect) -> None:
        self.parts = parts
        self._used = frozenset().union(*(p.hooks() for p in parts))

    def hooks(self) -> frozenset[str]:
        return self._used

    def hook_parts(self, hook: str) -> tuple[CardEffect, ...]:
        # A number that is the sum of the parts' (below): each part that answers it is
        # asked directly (`CardEffect.hook_parts`), not through a generator summing all
        # of them at each ask. A subclass that answers the hook itself is asked whole.
        if hook not in _TEXT_SUMS or getattr(type(self), hook) is not getattr(Text, hook):
            return (self,)
        return tuple(q for p in self.parts if hook in p.hooks() for q in p.hook_parts(hook))

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        return sum(p.skills_modifier(t, source, target) for p in self.parts)

    def skill_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return sum(p.skill_modifier(t, source, target, skill) for p in self.parts)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return sum(p.difficulty_modifier(t, source, target, skill) for p in self.parts)

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return sum(p.revive_modifier(t, source, adversary) for p in self.parts)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return any(p.triggers(t, source, event) for p in self.parts)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        for p in self.parts:
            if p.triggers(t, source, event):
                p.resolve(t, source, event)

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        for p in self.parts:
            reason = p.forbids(t, source, player, action)
            if reason is not None:
                return reason
        return None




# --- added for cardsA (Base Set missions) ---

anything = Pick(lambda t, s, c: True)  # "a card"
gear: Pick = _Is(_GEAR)
with_glyph = Pick(lambda t, s, c: bool(t.glyphs(c)))  # characters holding any glyph


def titled(name: str) -> Pick:
    """A card of this title, any version of it ("Daniel Jackson"), or one whose text says
    it is such a card (`Surface.answers_to`)."""
    from stargate_vcg.cards.names import normalize_name

    return _Titled(normalize_name(name))


class _Titled(Pick):
    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        # (session 8 sp-cards11: a card that also is a <name> card answers too.)
        return t.answers_to(card, self.key)


def count_of(pick: Pick) -> Callable[[Surface, int], int]:
    """"For each <pick>": how many cards in effect `pick` accepts (an `Amount`)."""
    return lambda t, s: how_many_selected(t, s, pick)


class _AnyCard(Condition):
    """`bool(select(t, source, pick))`, stopping at the first card `pick` accepts (a
    pick only reads the game)."""

    __slots__ = ("pick",)

    def __init__(self, pick: Pick) -> None:
        self.pick = pick

    def holds(self, t: Surface, source: int) -> bool:
        pick = self.pick
        return any(pick.accepts(t, source, c) for c in _pool(t, source, pick))


def any_of(pick: Pick) -> Condition:
    """"While <pick> ...": at least one card in effect is one `pick` accepts."""
    return _AnyCard(pick)


# --- added for cardsC (System Lords) ---

event_card: Pick = _Is(_EVENT)
gear_card: Pick = _Is(_GEAR)
stopped_card: Pick = _Is(_STOPPED)


# The picks below answer in a method, not a lambda (`Pick.accepts`): compiled, a lambda
# is called through Python's call protocol, its arguments parsed and boxed (Jack O'Neill
# (Optimist)'s skills bonus asked it of each assigned character at every skill total;
# session 12 sp-carry6).


class _WithGlyphOf(Pick):
    __slots__ = ("glyph",)

    def __init__(self, glyph: object) -> None:
        self.glyph = glyph

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return t.has_glyph(card, self.glyph)


class _WithGlyphs(Pick):
    __slots__ = ("least",)

    def __init__(self, least: int) -> None:
        self.least = least

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return len(t.glyphs(card)) >= self.least


class _SharesGlyph(Pick):
    """`Pick(shares_glyph)`: the card shares a glyph with the source."""

    __slots__ = ()

    def __init__(self) -> None:
        pass

    def accepts(self, t: Surface, source: int, card: int) -> bool:
        return shares_glyph(t, source, card)


def with_glyph_of(glyph: object) -> Pick:
    """A character with this glyph beneath him."""
    return _WithGlyphOf(glyph)


def how_many(pick: Pick) -> Callable[[Surface, int], int]:
    """How many cards in effect `pick` accepts ("for each assigned SGC character")."""
    return lambda t, s: how_many_selected(t, s, pick)


__all__ += ["event_card", "gear_card", "how_many", "stopped_card", "with_glyph"]


# --- added for batch D (Rise of the Ori) ---------------------------------------------------

ship: Pick = _Is(_SHIP)
hero_card: Pick = _Is(_HERO_CARD)
at_mission = Pick(lambda t, s, c: t.at_mission(c))
not_incapacitated = Pick(lambda t, s, c: not t.is_incapacitated(c))


def with_glyphs(least: int = 1) -> Pick:
    """A character with at least `least` glyphs beneath him."""
    return _WithGlyphs(least)


def any_card(pick: Pick) -> Condition:
    """"While a <pick> ...": some card in play (or an obstacle) is one."""
    return _AnyCard(pick)


def every_card(pick: Pick, of: Pick) -> Cond:
    """"While all <of> are <pick>" (true when there are none)."""
    return lambda t, s: all(pick.accepts(t, s, c) for c in select(t, s, of))


# --- added for cardsB (Base Set heroes and villains) ---

stopped: Pick = _Is(_STOPPED)
no_glyph: Pick = _Is(_NO_GLYPH)
blocked: Pick = _Is(_BLOCKED)


def count(pick: Pick) -> Callable[[Surface, int], int]:
    """How many cards in effect `pick` accepts ("for each Political obstacle")."""
    return lambda t, s: how_many_selected(t, s, pick)


def any_in_effect(pick: Pick) -> Condition:
    """"While <a card> is ...": some card in effect is accepted by `pick`."""
    return _AnyCard(pick)


def shares_glyph(t: Surface, a: int, b: int) -> bool:
    """Characters `a` and `b` have at least one glyph in common."""
    held = t.glyphs(a)
    if not held:  # (most characters have none: no set made)
        return False
    theirs = t.glyphs(b)
    if not theirs:
        return False
    mine = {t.mission_glyph(m) for m in held}
    return any(t.mission_glyph(m) in mine for m in theirs)


# `Pick(shares_glyph)` (the source and the card hold a glyph in common) as a pick that
# answers in a method.
sharing_glyph: Pick = _SharesGlyph()


__all__ += ["any_in_effect", "blocked", "count", "hero_card", "no_glyph", "shares_glyph",
            "sharing_glyph", "stopped"]


# --- added for cardsF (Base Set villains) ---



def at_current_mission(t: Surface, source: int) -> tuple[int, ...]:
    """The cards at the current mission: the mission, its face-up obstacles and the
    cards assigned to it (of the players in effect this turn)."""
    mission = (t.mission,) if t.mission >= 0 else ()
    assigned = tuple(c for c in (*t.assigned(t.hero), *t.assigned(t.villain))
                     if t.in_effect_for_role(c))
    return mission + t.obstacles + assigned


def count_at_mission(pick: Pick) -> Callable[[Surface, int], int]:
    """"For each <pick> at the current mission" (an `Amount`)."""
    return lambda t, s: len(select(t, s, pick, at_current_mission(t, s)))


def at_most(skill: int, n: int) -> Pick:
    """"Who has <n> <skill> or less": a character without a rating in it has none of
    it (0), which is less."""
    def test(t: Surface, s: int, c: int) -> bool:
        rating = t.skill(c, skill)
        return rating is None or rating <= n
    return Pick(test)


# --- added for cardsE (Base Set hero cards) ---

incapacitated = Pick(lambda t, s, c: t.is_incapacitated(c))
event: Pick = _Is(_EVENT)


def different_glyphs(t: Surface, card: int) -> int:
    """How many different glyphs a character has (copies of one glyph count once)."""
    return len({t.glyph_of(m) for m in t.glyphs(card)})


def glyph_kinds(t: Surface, card: int) -> set[object]:
    return {t.glyph_of(m) for m in t.glyphs(card)}


def assigned_with(pick: Pick) -> Cond:
    """"While <this> is assigned with <pick>": this card and another card `pick`
    accepts are both assigned."""
    return lambda t, s: t.is_assigned(s) and any(
        c != s and pick(t, s, c) for c in select(t, s, assigned & character))


@mypyc_attr(allow_interpreted_subclasses=True)
class SkillsBy(CardEffect):
    """"<affects> gets skills +N (for each ...) while <when>", N computed."""

    def __init__(self, amount: Callable[[Surface, int], int], affects: Pick,
                 when: Cond = always) -> None:
        self.amount, self.affects, self.when = amount, affects, when
        self.cond = as_condition(when)  # asked natively

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        if self.affects.accepts(t, source, target) and self.cond.holds(t, source):
            return self.amount(t, source)
        return 0


# --- session 6 cards batch ---


def trait_cards_at_mission(name: str, pick: Pick = other) -> Callable[[Surface, int], int]:
    """"For each (other) <name> card at the current mission" (an `Amount`): a card whose
    text makes it count as several (`Surface.trait_copies`) counts that many times, so
    every set's counts agree (Approaching Swarm is two Replicator cards everywhere)."""
    # (Session 8 sp-cards11: complications that text makes <name> cards count too.)
    return lambda t, s: sum(t.trait_copies(c, name)
                            for c in select(t, s, pick, at_current_mission(t, s))
                            ) + t.complications_counting_as(name)


__all__ += ["trait_cards_at_mission"]


# --- "<who> plays a card <pick> accepts" ---
# One word for a condition five card modules wrote five ways (classes, closures, a lambda
# building a test at each call): a cost change's "the <pick> you play", and a trigger's
# test of the opponent's play of a <pick>. Both are native classes built once per card.


@mypyc_attr(allow_interpreted_subclasses=True)
class CostTest:
    """A `CostChange` condition written as a class: `CostChange.cost_modifier` calls its
    `applies` as a method, natively, where a function stored as a value is called
    through the Python protocol, its arguments parsed at each call (some 20 us a text
    game by perf: the listing asks the conditions in effect at every play it can't
    settle by the modifiers' signs, sp-list7). Callable as any condition too. (Here, not
    in `dsl.py`, which imports it, so that the vocabulary's `plays` can be one.)"""

    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        raise NotImplementedError

    def __call__(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return self.applies(t, source, player, action)


class _Plays(CostTest):
    __slots__ = ("cond", "pick", "yours")

    def __init__(self, pick: Pick, yours: bool, cond: Condition | None) -> None:
        self.pick = pick
        self.yours = yours
        self.cond = cond

    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        # The play tested first: most plays a listing prices are not of the pick's kind.
        if not isinstance(action, PlayCard):
            return False
        if self.yours and player != t.owner(source):
            return False
        if not self.pick.accepts(t, source, action.card):
            return False
        cond = self.cond
        return cond is None or cond.holds(t, source)


def plays(pick: Pick, *, yours: bool = True, when: Cond | None = None) -> CostTest:
    """"(While <when>,) <pick> you play cost ...": a `CostChange` condition true when
    this card's owner plays (from the hand: `PlayCard`) a card `pick` accepts, while
    `when` holds for this card; `yours=False`: whoever plays it. Built once (a
    `CostTest`, asked natively)."""
    return _Plays(pick, yours, as_condition(when) if when is not None else None)


class _OpponentPlays:
    __slots__ = ("cond", "pick")

    def __init__(self, pick: Pick, cond: Condition | None) -> None:
        self.pick = pick
        self.cond = cond

    def __call__(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return self.matches(t, source, event)

    def matches(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.player != t.opponent(t.owner(source)) or event.card < 0:
            return False
        if not self.pick.accepts(t, source, event.card):
            return False
        cond = self.cond
        return cond is None or cond.holds(t, source)


def opponent_plays(pick: Pick, *, when: Cond | None = None
                   ) -> Callable[[Surface, int, TriggerEvent], bool]:
    """A trigger on the opponent's play of a <pick> (while <when>): the event test of an
    `On(Trigger.CARD_PLAYED, ...)` (or `MISSION_PLAYED`, a mission), true when the
    event's player is the opponent of this card's owner (`Surface.opponent`: not any
    other player), its card one `pick` accepts, and `when` holds for this card. Built
    once; the pick and the condition asked natively."""
    return _OpponentPlays(pick, as_condition(when) if when is not None else None)


class _HasGlyphTwice(Condition):
    __slots__ = ("glyph",)

    def __init__(self, glyph: object) -> None:
        self.glyph = glyph

    def holds(self, t: Surface, source: int) -> bool:
        n = 0
        for m in t.glyphs(source):
            if t.glyph_of(m) == self.glyph:
                n += 1
        return n >= 2


def has_glyph_twice(glyph: object) -> Condition:
    """"<glyph> and <glyph>:" with the same glyph twice: two such glyphs beneath this
    character (`has_glyphs` asks for one of each)."""
    return _HasGlyphTwice(glyph)


__all__ += ["CostTest", "has_glyph_twice", "opponent_plays", "plays"]
