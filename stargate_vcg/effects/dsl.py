"""Declarative card text: most cards are a `Card(...)` of a few parts.

    Card(WhenPlayed(Do(stop, character, chooser=OPPONENT)))      # "your opponent stops ..."
    Card(Success(Do(to_hand, character, among=DISCARD, optional=True)))
    Card(Difficulty(1, when=lambda t, s: t.complication_count > 0))

A part is either triggered (`WhenPlayed`, `OnPlay`, `Success`, `Failure`, `Victory`,
`WhenAssigned`, `WhenRevived`, `On`) and runs an operation, or continuous (any
`CardEffect`, e.g. `SkillsBonus`, `Difficulty`, `CostChange`, `Cant`). Operations
(`Do`, `DoAll`, `Gain`, `Lose`, `Draw`, `Refill`, `Pay`, `Seq`, `IfDid`, `Modes`,
`Search`, `Remember`...) form a fixed tree per card; each knows its path in the tree, so a
decision names the path as its step and the answer resumes the same operation: the game
keeps only data (the `Decision`), never a closure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Final

from stargate_vcg.effects.vocab import (
    Condition,
    Pick,
    always,
    as_condition,
    ask,
    how_many_selected,
    only_this,
    select,
    this,
)
from stargate_vcg.effects.vocab import CostTest as CostTest  # (re-exported: card modules' import)
from stargate_vcg.engine.stargate.actions import Assign, Boost, PlayCard, Revive, Score
from stargate_vcg.engine.stargate.effects import (
    AS_ADVERSARY,
    COST_ANY,
    COST_ASSIGN,
    COST_COMPLICATION,
    COST_OWN,
    COST_PLAY,
    FORBIDS_ANY,
    FORBIDS_ASSIGN,
    HOOKS,
    MODIFIES_ANY,
    MODIFIES_ITSELF,
    NO_FLOOR,
    PART_HOOKS,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    PlayCost,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import UNTIL_MISSION_END, Surface

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # only mypyc reads the decorator: not a run-time dependency
    def mypyc_attr(*attrs: Any, **kwattrs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

# Card modules (interpreted) may subclass every class here (compiled in wheels).
# The actions a cost change may apply to (`CostChange(..., on=...)`).
PLAYS = COST_PLAY
COMPLICATIONS = COST_COMPLICATION
ASSIGNMENTS = COST_ASSIGN
# Only this card's own actions (its play, its assignment...); `OWN | PLAYS`: only its
# play (`OWN | ASSIGNMENTS`: only its assignment), not asked about the others.
OWN = COST_OWN

# Final: compiled, a plain module name is looked up in the module's dict at each use
# (`player_of`, `Do.candidates`: some 20k instructions a text game); a Final is a
# constant there, still a module attribute for the card modules that import it.
YOU: Final = "you"
OPPONENT: Final = "opponent"
HERO: Final = "hero"
VILLAIN: Final = "villain"

# Where `Do` looks for the cards it may pick.
IN_PLAY: Final = "in play"
DISCARD: Final = "discard pile"
HAND: Final = "hand"
OBSTACLES: Final = "obstacles"

Amount = int | Callable[[Surface, int], int]
Verb = Callable[[Surface, int, int], bool]  # (surface, source, card) -> did it happen


def player_of(t: Surface, source: int, who: str) -> int:
    me = t.owner(source)
    if who == YOU:
        return me
    if who == OPPONENT:
        return t.opponent(me)
    if who == HERO:
        return t.hero
    return t.villain


def amount_of(t: Surface, source: int, amount: Amount) -> int:
    return amount if isinstance(amount, int) else amount(t, source)


# --- verbs: what happens to a picked card ------------------------------------------------


def stop(t: Surface, source: int, card: int) -> bool:
    return t.stop(card)


def ready(t: Surface, source: int, card: int) -> bool:
    return t.ready(card)


def destroy(t: Surface, source: int, card: int) -> bool:
    t.destroy_by(card, source)  # texts that protect from opponents' destroys see who
    return True


def incapacitate(t: Surface, source: int, card: int) -> bool:
    return t.incapacitate(card)


def block(t: Surface, source: int, card: int) -> bool:
    """Blocked by this card: the block ends when it leaves play (glossary "block")."""
    t.block(card, source)
    return True


def block_for_mission(t: Surface, source: int, card: int) -> bool:
    t.block(card, until_mission_end=True)
    return True


def to_hand(t: Surface, source: int, card: int) -> bool:
    t.take_into_hand(card)
    return True


def discard(t: Surface, source: int, card: int) -> bool:
    t.discard(card)
    return True


def gets(amount: int, *, skill: int | None = None, skills: bool = False,
         difficulty: bool = False, until: int = UNTIL_MISSION_END) -> Verb:
    """"<card> gets <skill> +N until ..." as a verb."""
    def verb(t: Surface, source: int, card: int) -> bool:
        t.modify(card, amount, skill=skill, skills=skills, difficulty=difficulty, until=until)
        return True
    return verb


def can_stop(t: Surface, source: int, card: int) -> bool:
    return t.is_ready(card) or t.is_assigned(card)


def can_ready(t: Surface, source: int, card: int) -> bool:
    return t.is_stopped(card) or t.is_assigned(card)


# The verbs above that text uses most (some 20 a text game), numbered (`Do.verb_no`): `act`
# calls them natively. Compiled, a verb kept in a field is called through Python's call
# protocol: a wrapper parses and boxes its arguments.
_VERB_NO: Final[dict[Verb, int]] = {
    stop: 1, ready: 2, destroy: 3, incapacitate: 4, block: 5, block_for_mission: 6,
    to_hand: 7, discard: 8}


def act(verb_no: int, verb: Verb, t: Surface, source: int, card: int) -> bool:
    """`verb(t, source, card)`, called natively when `verb_no` (`_VERB_NO[verb]`, or 0)
    names it."""
    if verb_no == 0:
        return verb(t, source, card)
    if verb_no == 1:
        return stop(t, source, card)
    if verb_no == 2:
        return ready(t, source, card)
    if verb_no == 3:
        return destroy(t, source, card)
    if verb_no == 4:
        return incapacitate(t, source, card)
    if verb_no == 5:
        return block(t, source, card)
    if verb_no == 6:
        return block_for_mission(t, source, card)
    if verb_no == 7:
        return to_hand(t, source, card)
    return discard(t, source, card)


def _verb_name(verb: Verb) -> str:
    """A verb's function name, the default prompt. The verbs made here (`gets`...) are
    functions named `verb`; compiled by mypyc, they are objects without a name."""
    name = getattr(verb, "__name__", None)
    if isinstance(name, str):
        return name
    return "verb" if type(verb).__module__ == __name__ else "choose"


# Which cards a verb can act on at all (a ready card can't be readied), numbered
# (`Do.able_no`, 0: any card): `able` asks natively. Compiled, a test taken from a dict
# is called through Python's call protocol, once per candidate (some 25 a text game).
# (The verbs on incapacitated or blocked cards, defined below, are numbered there.)
_ABLE_NO: Final[dict[Verb, int]] = {stop: 1, ready: 2, incapacitate: 3}
_INCAPACITATED: Final = 4
_BLOCKED: Final = 5


def able(able_no: int, t: Surface, source: int, card: int) -> bool:
    """Whether the verb numbered `able_no` (`_ABLE_NO`; 0: any verb) can act on `card`."""
    if able_no == 0:
        return True
    if able_no == 1:
        return can_stop(t, source, card)
    if able_no == 2:
        return can_ready(t, source, card)
    if able_no == 3:
        return _can_incapacitate(t, source, card)
    if able_no == _INCAPACITATED:
        return t.is_incapacitated(card)
    return t.is_blocked(card)


def _can_incapacitate(t: Surface, source: int, card: int) -> bool:
    return (t.is_character(card) or t.is_ship(card)) and not t.is_incapacitated(card)


# --- operations ---------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class Op:
    """One step of card text. `start` runs it; an op that asks a decision is resumed by
    `answer`; either way it ends with `finish(did)`, which hands control to its parent."""

    def __init__(self) -> None:
        self.path = ""
        self.parent: Op | None = None

    def children(self) -> Sequence[Op]:
        return ()

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        raise NotImplementedError

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        raise NotImplementedError(f"{type(self).__name__} asks no decision")

    def finish(self, t: Surface, source: int, args: tuple[int, ...], did: bool) -> None:
        if self.parent is not None:
            self.parent.child_done(self, t, source, args, did)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        self.finish(t, source, args, did)

    def ask(self, t: Surface, source: int, player: int, options: Sequence[int], prompt: str,
            args: tuple[int, ...], *, optional: bool = False, least: int = 1, most: int = 1,
            labels: Sequence[str] = (), hidden: bool = False) -> None:
        ask(t, source, self.path, player, options, prompt, optional=optional, least=least,
            most=most, labels=labels, args=args, hidden=hidden)


@mypyc_attr(allow_interpreted_subclasses=True)
class Do(Op):
    """`chooser` picks `count` cards `pick` accepts (among the cards in play, the
    obstacles, or his discard pile or hand) and `verb` happens to each: "stop a
    character", the opponent picking a support character to destroy, or an optional
    return of a gear from the discard pile to the hand. `remember` keeps the chosen
    cards under a key for later text ("the chosen character")."""

    def __init__(self, verb: Verb, pick: Pick, *, chooser: str = YOU, optional: bool = False,
                 among: str = IN_PLAY, count: int = 1, remember: str | None = None,
                 prompt: str = "") -> None:
        super().__init__()
        self.verb, self.pick, self.chooser, self.optional = verb, pick, chooser, optional
        self.verb_no = _VERB_NO.get(verb, 0)
        self.able_no = _ABLE_NO.get(verb, 0)
        self.among, self.count, self.remember = among, count, remember
        self.prompt = prompt or _verb_name(verb)

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        # (The chooser's pile or hand only: most look among the cards in play.)
        pool: Sequence[int] | None
        if self.among == DISCARD:
            pool = t.discard_pile(player_of(t, source, self.chooser))
        elif self.among == HAND:
            pool = t.hand(player_of(t, source, self.chooser))
        elif self.among == OBSTACLES:
            pool = t.obstacles
        else:
            pool = None
        found = select(t, source, self.pick, pool)
        able_no = self.able_no
        if able_no == 0:  # (no second tuple made)
            return found
        return tuple([c for c in found if able(able_no, t, source, c)])

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = self.candidates(t, source)
        most = min(self.count, len(options))
        if not options:
            self.finish(t, source, args, False)
            return
        # A choice among his hand's cards is his alone to see.
        self.ask(t, source, player_of(t, source, self.chooser), options, self.prompt, args,
                 optional=self.optional, least=most, most=most, hidden=self.among == HAND)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        did = False
        for card in chosen:
            did = act(self.verb_no, self.verb, t, source, card) or did
        if self.remember is not None and chosen:
            t.remember(source, self.remember, chosen)
        self.finish(t, source, args, did)


@mypyc_attr(allow_interpreted_subclasses=True)
class DoAll(Op):
    """`verb` happens to every card `pick` accepts ("stop all support characters")."""

    def __init__(self, verb: Verb, pick: Pick, among: str = IN_PLAY) -> None:
        super().__init__()
        self.verb, self.pick, self.among = verb, pick, among
        self.verb_no = _VERB_NO.get(verb, 0)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        pool = t.obstacles if self.among == OBSTACLES else None
        did = False
        for card in select(t, source, self.pick, pool):
            did = act(self.verb_no, self.verb, t, source, card) or did
        self.finish(t, source, args, did)


@mypyc_attr(allow_interpreted_subclasses=True)
class DoRemembered(Op):
    """`verb` happens to the cards this card remembered under `key` ("destroy the
    chosen character"), those still in play."""

    def __init__(self, verb: Verb, key: str = "chosen") -> None:
        super().__init__()
        self.verb, self.key = verb, key
        self.verb_no = _VERB_NO.get(verb, 0)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = False
        for card in t.recall(source, self.key):
            if t.in_play(card):
                did = act(self.verb_no, self.verb, t, source, card) or did
        self.finish(t, source, args, did)


@mypyc_attr(allow_interpreted_subclasses=True)
class Simple(Op):
    """An operation on a player that asks nothing."""

    def __init__(self, run: Callable[[Surface, int], bool]) -> None:
        super().__init__()
        self.run = run

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.finish(t, source, args, self.run(t, source))


# `Gain`, `Lose`, `Draw`, `Refill`, `DiscardAtRandom` and `Forget` (the commonest `Simple`
# steps, some 10 a text game) are native ops: compiled, a `Simple` calls its `run` closure
# through Python's call protocol (its arguments parsed and boxed by a wrapper), where a
# method of an `Op` is a direct call.
_GAIN: Final = 0
_LOSE: Final = 1
_DRAW: Final = 2
_REFILL: Final = 3
_DISCARD_AT_RANDOM: Final = 4


@mypyc_attr(allow_interpreted_subclasses=True)
class _PlayerStep(Op):
    """A step on `who` that asks nothing, `kind` one of `_GAIN`...: did as its `Simple`."""

    def __init__(self, kind: int, who: str, amount: Amount = 0) -> None:
        super().__init__()
        self.kind, self.who, self.amount = kind, who, amount

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        player = player_of(t, source, self.who)
        kind = self.kind
        did = True
        if kind == _GAIN:
            t.gain_power(player, amount_of(t, source, self.amount))
        elif kind == _LOSE:
            t.lose_power(player, amount_of(t, source, self.amount))
        elif kind == _DRAW:
            did = t.draw(player, amount_of(t, source, self.amount)) > 0
        elif kind == _REFILL:
            did = t.refill(player) > 0
        else:
            did = t.discard_at_random(player) >= 0
        self.finish(t, source, args, did)


def Gain(amount: Amount, who: str = YOU) -> Op:
    return _PlayerStep(_GAIN, who, amount)


def Lose(amount: Amount, who: str = YOU) -> Op:
    return _PlayerStep(_LOSE, who, amount)


def Draw(amount: Amount, who: str = YOU) -> Op:
    return _PlayerStep(_DRAW, who, amount)


def Refill(who: str = YOU) -> Op:
    """Draw up to eight cards (rulebook "Debrief": the hand size)."""
    return _PlayerStep(_REFILL, who)


@mypyc_attr(allow_interpreted_subclasses=True)
class Pay(Op):
    """"(You may) pay N power": did when paid (for "If you do, ...")."""

    def __init__(self, amount: int, who: str = YOU, optional: bool = True) -> None:
        super().__init__()
        self.amount, self.who, self.optional = amount, who, optional

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        player = player_of(t, source, self.who)
        if t.power(player) < self.amount:
            self.finish(t, source, args, False)
        elif self.optional:
            self.ask(t, source, player, (0,), f"pay {self.amount} power?", args,
                     optional=True, labels=(f"pay {self.amount} power",))
        else:
            t.lose_power(player, self.amount)
            self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.lose_power(player_of(t, source, self.who), self.amount)
        self.finish(t, source, args, bool(chosen))


@mypyc_attr(allow_interpreted_subclasses=True)
class Seq(Op):
    """Operations in order; an `IfDid` step runs only if the step before it happened."""

    def __init__(self, *ops: Op) -> None:
        super().__init__()
        self.ops = ops

    def children(self) -> Sequence[Op]:
        return self.ops

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self._run(0, t, source, args, True)

    def _run(self, index: int, t: Surface, source: int, args: tuple[int, ...],
             did: bool) -> None:
        while index < len(self.ops):
            op = self.ops[index]
            if isinstance(op, IfDid) and not did:
                index += 1
                did = False
                continue
            op.start(t, source, args)
            return
        self.finish(t, source, args, did)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        # The child found by identity in a native loop: compiled, `self.ops.index(child)`
        # is a method call through Python's call protocol (some 10 a text game).
        ops = self.ops
        index = 0
        while ops[index] is not child:
            index += 1
        self._run(index + 1, t, source, args, did)


@mypyc_attr(allow_interpreted_subclasses=True)
class IfDid(Op):
    """"If you do, ...": inside a `Seq`, runs only if the step before it happened."""

    def __init__(self, op: Op) -> None:
        super().__init__()
        self.op = op

    def children(self) -> Sequence[Op]:
        return (self.op,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.op.start(t, source, args)


@mypyc_attr(allow_interpreted_subclasses=True)
class Modes(Op):
    """"Choose one: ..." — `chooser` picks a mode whose operation can do something."""

    def __init__(self, *modes: tuple[str, Op], chooser: str = YOU) -> None:
        super().__init__()
        self.modes, self.chooser = modes, chooser

    def children(self) -> Sequence[Op]:
        return tuple(op for _, op in self.modes)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        usable = [i for i, (_, op) in enumerate(self.modes)
                  if not isinstance(op, Do) or op.candidates(t, source)]
        if not usable:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player_of(t, source, self.chooser), usable, "choose one", args,
                 labels=tuple(self.modes[i][0] for i in usable))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self.modes[chosen[0]][1].start(t, source, args)


@mypyc_attr(allow_interpreted_subclasses=True)
class Search(Op):
    """A deck search: its owner finds a <pick> card, shows it to all, takes it and
    shuffles; the deck's cards are shown to the searching player only."""

    def __init__(self, pick: Pick, optional: bool = True) -> None:
        super().__init__()
        self.pick, self.optional = pick, optional

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = select(t, source, self.pick, t.deck_cards(me))
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "search your deck", args, optional=self.optional,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
            t.take_into_hand(chosen[0])
        t.shuffle_deck(me)
        self.finish(t, source, args, bool(chosen))


# --- triggered parts ---------------------------------------------------------------------


EventTest = Callable[[Surface, int, TriggerEvent], bool]


@mypyc_attr(allow_interpreted_subclasses=True)
class On:
    """Triggered text: when `test` accepts an event of `kind`, run `op`."""

    def __init__(self, kind: Trigger, op: Op, test: EventTest | None = None) -> None:
        self.kind, self.op, self.test = kind, op, test

    def matches(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is self.kind and (self.test is None or self.test(t, source, event))


def WhenPlayed(op: Op) -> On:
    """"When you play this card/mission" (a mission is played by its owner as hero)."""
    return _Played(Trigger.CARD_PLAYED, op)


@mypyc_attr(allow_interpreted_subclasses=True)
class _Played(On):
    def matches(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.card == source and event.kind in (Trigger.CARD_PLAYED,
                                                       Trigger.MISSION_PLAYED)


def Success(op: Op) -> On:
    return On(Trigger.SUCCESS, op)


def Failure(op: Op) -> On:
    return On(Trigger.FAILURE, op)


def Victory(op: Op) -> On:
    return On(Trigger.VICTORY, op)


# The two below answer `matches` in a method, not by a lambda `test`: compiled, a lambda
# (and a pick called as `pick(...)`) goes through Python's call protocol, its arguments
# parsed and boxed, at every event of the kind (some 30 assignments a game ask one;
# session 12 sp-carry6).


@mypyc_attr(allow_interpreted_subclasses=True)
class _WhenAssigned(On):
    def __init__(self, pick: Pick, op: Op) -> None:
        super().__init__(Trigger.ASSIGNED, op)
        self.pick = pick

    def matches(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is self.kind and event.player == t.owner(source)
                and self.pick.accepts(t, source, event.card))


@mypyc_attr(allow_interpreted_subclasses=True)
class _WhenRevived(On):
    def matches(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is self.kind and event.card == source


# The triggered parts that match events of their own kind only (`Card.about_self`).
_OWN_KIND: Final = (On, _WhenAssigned, _WhenRevived)


def _only_about_self(part: On, kind: Trigger) -> bool:
    """Whether `part` reacts to an event of `kind` only when the event is about its own
    card ("when you play this card", "each time you assign this card"), if at all: a
    part of another kind, matched by kind first, never does."""
    if type(part) is _Played:
        return True  # (it matches its own play only, of whatever kind)
    if type(part) is _WhenAssigned and kind is Trigger.ASSIGNED:
        # (Compared by identity: the vocabulary's own `this`, accepting the card only.)
        return part.pick is this
    return type(part) in _OWN_KIND and part.kind is not kind


def WhenAssigned(pick: Pick, op: Op) -> On:
    """"Each time you assign <pick>" (the card's owner assigns): the assigned card is
    passed to the operation as args[0]."""
    return _WhenAssigned(pick, op)


def WhenRevived(op: Op) -> On:
    return _WhenRevived(Trigger.REVIVED, op)


@mypyc_attr(allow_interpreted_subclasses=True)
class OnPlay:
    """An event's text, carried out as it is played."""

    def __init__(self, op: Op) -> None:
        self.op = op


# --- the card ------------------------------------------------------------------------------


Part = On | OnPlay | CardEffect


@mypyc_attr(allow_interpreted_subclasses=True)
class Card(CardEffect):
    """A card's text as parts (see the module docstring)."""

    def __init__(self, *parts: Part) -> None:
        self.parts = parts
        self.triggered = tuple(p for p in parts if isinstance(p, On))
        self.on_plays = tuple(p for p in parts if isinstance(p, OnPlay))
        self.continuous = tuple(p for p in parts if isinstance(p, CardEffect))
        self.ops: dict[str, Op] = {}
        roots = [p.op for p in self.triggered] + [p.op for p in self.on_plays]
        for i, op in enumerate(roots):
            self._index(op, str(i), None)
        used: set[str] = set()
        self.by_hook: dict[str, tuple[CardEffect, ...]] = {}
        for p in self.continuous:
            used |= p.hooks()
            for hook in p.hooks():
                self.by_hook[hook] = (*self.by_hook.get(hook, ()), p)
        if self.triggered:
            used.add("triggers")
        self._used = frozenset(used)
        kinds = {p.kind for p in self.triggered}
        if any(isinstance(p, _Played) for p in self.triggered):
            kinds |= {Trigger.CARD_PLAYED, Trigger.MISSION_PLAYED}
        for p in self.continuous:
            if "triggers" in p.hooks():
                kinds = set(Trigger)
        self._listens: frozenset[Trigger] | None = frozenset(kinds)
        # The kinds of play it reacts to only when it is the card played: "when you play
        # this card" (`_Played`, exactly) and, of that kind, no other triggered part (a
        # plain `On` of another kind matches none, nor do `_WhenAssigned` and
        # `_WhenRevived`, which test the kind first) nor continuous part reacting to events.
        # The same of assignments when the parts of that kind are "each time you assign
        # this card" (`WhenAssigned(this, ...)`: its pick accepts only the card itself;
        # sp-carry7: Mitchell "Mr. Shaft" and Herak were asked about each of some 35
        # assignments a text game).
        about: set[Trigger] = set()
        if self.triggered and not any("triggers" in p.hooks() for p in self.continuous):
            for k in (Trigger.CARD_PLAYED, Trigger.MISSION_PLAYED, Trigger.ASSIGNED):
                if k in kinds and all(_only_about_self(p, k) for p in self.triggered):
                    about.add(k)
        self._about = frozenset(about)

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return self._listens

    @property
    def about_self(self) -> frozenset[Trigger]:
        # A subclass that answers `triggers` itself may react to any event it hears.
        if type(self).triggers is not Card.triggers:
            return frozenset()
        return self._about

    def _index(self, op: Op, path: str, parent: Op | None) -> None:
        op.path, op.parent = path, parent
        self.ops[path] = op
        for i, child in enumerate(op.children()):
            self._index(child, f"{path}.{i}", op)

    def hooks(self) -> frozenset[str]:
        return self._used

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        if type(self).abilities is not Card.abilities:
            return None
        found: tuple[Ability, ...] = ()
        for part in self.by_hook.get("abilities", ()):
            fixed = part.fixed_abilities()
            if fixed is None:
                return None
            found += fixed
        return found

    def hook_parts(self, hook: str) -> tuple[CardEffect, ...]:
        # A subclass that answers the hook itself is asked as a whole.
        if hook not in PART_HOOKS or getattr(type(self), hook) is not getattr(Card, hook):
            return (self,)
        return self.by_hook.get(hook, ())

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return any(p.matches(t, source, event) for p in self.triggered) or any(
            p.triggers(t, source, event) for p in self.continuous)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        args = (event.card,) if event.card >= 0 else ()
        for p in self.triggered:
            if p.matches(t, source, event):
                p.op.start(t, source, args)
        for c in self.continuous:
            if c.triggers(t, source, event):
                c.resolve(t, source, event)

    def on_play(self, t: Surface, source: int) -> None:
        for p in self.on_plays:
            p.op.start(t, source, ())

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        op = self.ops.get(step)
        if op is not None:
            op.answer(t, source, args, chosen)
            return
        for c in self.continuous:
            c.resume(t, source, step, args, chosen)

    # The hooks answered by the parts (the engine asks the parts of PART_HOOKS directly,
    # through `hook_parts`; these answer when a card is asked as a whole): numbers add up,
    # a "can"/"can't" or other yes of any part holds, the first answer counts, lists join.
    def skill_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        total = 0
        for p in self.by_hook.get("skill_modifier", ()):
            total += p.skill_modifier(t, source, target, skill)
        return total

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        total = 0
        for p in self.by_hook.get("skills_modifier", ()):
            total += p.skills_modifier(t, source, target)
        return total

    def difficulty_modifier(self, t: Surface, source: int, target: int,
                            skill: int) -> int:
        total = 0
        for p in self.by_hook.get("difficulty_modifier", ()):
            total += p.difficulty_modifier(t, source, target, skill)
        return total

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        total = 0
        for p in self.by_hook.get("firepower_modifier", ()):
            total += p.firepower_modifier(t, source, target)
        return total

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        total = 0
        for p in self.by_hook.get("revive_modifier", ()):
            total += p.revive_modifier(t, source, adversary)
        return total

    def experience(self, t: Surface, source: int) -> int:
        total = 0
        for p in self.by_hook.get("experience", ()):
            total += p.experience(t, source)
        return total

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        total = 0
        for p in self.by_hook.get("cost_modifier", ()):
            total += p.cost_modifier(t, source, player, action)
        return total

    def grants_skill(self, t: Surface, source: int, target: int, skill: int) -> bool:
        return any(p.grants_skill(t, source, target, skill)
                   for p in self.by_hook.get("grants_skill", ()))

    def permits(self, t: Surface, source: int, player: int, action: Any,
                rule: str) -> bool:
        return any(p.permits(t, source, player, action, rule)
                   for p in self.by_hook.get("permits", ()))

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return any(p.replaces(t, source, kind, player, card, value)
                   for p in self.by_hook.get("replaces", ()))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        """The part whose "would ... instead" replaced the event carries it out."""
        for p in self.by_hook.get("replaces", ()):
            if p.replaces(t, source, kind, player, card, value):
                p.replace(t, source, kind, player, card, value)
                return

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return any(p.grants_trait(t, source, target, trait)
                   for p in self.by_hook.get("grants_trait", ()))

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return any(p.grants_dominion(t, source, obstacle)
                   for p in self.by_hook.get("grants_dominion", ()))

    def score_cost_modifier(self, t: Surface, source: int, player: int, card: int) -> int:
        # (session 6 cards batch)
        total = 0
        for p in self.by_hook.get("score_cost_modifier", ()):
            total += p.score_cost_modifier(t, source, player, card)
        return total

    def victory_total_modifier(self, t: Surface, source: int, player: int) -> int:
        # (session 9 sp-cards13)
        total = 0
        for p in self.by_hook.get("victory_total_modifier", ()):
            total += p.victory_total_modifier(t, source, player)
        return total

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        for p in self.by_hook.get("forbids", ()):
            found = p.forbids(t, source, player, action)
            if found is not None:
                return found
        return None

    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        for p in self.by_hook.get("play_cost", ()):
            found = p.play_cost(t, source)
            if found is not None:
                return found
        return None

    def assign_stops(self, t: Surface, source: int, player: int,
                     card: int) -> PlayCost | None:
        # (session 7 sp-cards8)
        for p in self.by_hook.get("assign_stops", ()):
            found = p.assign_stops(t, source, player, card)
            if found is not None:
                return found
        return None

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return tuple(a for p in self.by_hook.get("abilities", ())
                     for a in p.abilities(t, source))

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        return tuple(a for p in self.by_hook.get("granted_abilities", ())
                     for a in p.granted_abilities(t, source, target))


# Every hook is answered by the parts (a new hook needs its method above).
assert all(getattr(Card, h) is not getattr(CardEffect, h) for h in HOOKS)


# --- continuous parts ------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class Difficulty(CardEffect):
    """A mission's or obstacle's own "gets difficulty +N" (while `when` holds)."""

    def __init__(self, amount: Amount,
                 when: Callable[[Surface, int], bool] | None = None) -> None:
        self.amount, self.when = amount, when
        # `when` asked natively (`vocab.Condition`).
        self.cond: Condition | None = as_condition(when) if when is not None else None

    @property
    def modifies(self) -> int:
        return MODIFIES_ITSELF  # (its own difficulty: below)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != source:
            return 0
        cond = self.cond
        if cond is not None and not cond.holds(t, source):
            return 0
        return amount_of(t, source, self.amount)


# (`CostTest` lives in `vocab.py`, beside the `plays` test built on it.)


class _CalledCostTest(CostTest):
    """Any other `CostChange` condition (a card's function or lambda), called."""

    def __init__(self, test: Callable[[Surface, int, int, Any], bool]) -> None:
        self.test = test

    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return self.test(t, source, player, action)


def as_cost_test(applies: Callable[[Surface, int, int, Any], bool]) -> CostTest:
    """`applies` as a `CostTest` (itself when it is one), as `vocab.as_condition`."""
    return applies if isinstance(applies, CostTest) else _CalledCostTest(applies)


@mypyc_attr(allow_interpreted_subclasses=True)
class CostChange(CardEffect):
    """"<actions> cost power +N (-N)": `applies(t, source, player, action)` says which
    (a `CostTest` where it is asked often); `on` which kinds of action it may apply to at
    all (`PLAYS`, `COMPLICATIONS`, `ASSIGNMENTS`, `OWN`: see `CardEffect.cost_on`), so
    that the others never ask."""

    def __init__(self, amount: int, applies: Callable[[Surface, int, int, Any], bool],
                 on: int = COST_ANY, *, by_kind: bool = False) -> None:
        self.amount, self.applies, self.on = amount, applies, on
        self.test = as_cost_test(applies)  # asked natively
        # `applies` reads the kind of the action, never its card (`cost_by_kind`).
        self.by_kind = by_kind

    @property
    def cost_on(self) -> int:
        return self.on

    @property
    def cost_sign(self) -> int:
        return -1 if self.amount <= 0 else 1

    @property
    def cost_floor(self) -> int:
        return self.amount if self.amount < 0 else 0

    @property
    def cost_by_kind(self) -> bool:
        return self.by_kind

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        return self.amount if self.test.applies(t, source, player, action) else 0


@mypyc_attr(allow_interpreted_subclasses=True)
class Cant(CardEffect):
    """A "can't": `test(t, source, player, action)` is True for the actions forbidden,
    all of the kinds `on` (`effects.FORBIDS_*`: `CardEffect.forbids_on`)."""

    def __init__(self, test: Callable[[Surface, int, int, Any], bool], reason: str,
                 on: int = FORBIDS_ANY) -> None:
        self.test, self.reason, self.kinds = test, reason, on

    @property
    def forbids_on(self) -> int:
        return self.kinds

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        return self.reason if self.test(t, source, player, action) else None


@mypyc_attr(allow_interpreted_subclasses=True)
class SkillBonus(CardEffect):
    """"Each <affects> gets <skill> +N (while <when>)": a named skill, gained even
    without a rating (glossary "skills")."""

    def __init__(self, skill: int, amount: Amount, affects: Pick,
                 when: Callable[[Surface, int], bool] | None = None) -> None:
        self.skill, self.amount, self.affects, self.when = skill, amount, affects, when
        # `when` asked natively (`vocab.Condition`).
        self.cond: Condition | None = as_condition(when) if when is not None else None
        self.own = only_this(affects)

    @property
    def modifies(self) -> int:
        # Its own card only when the pick accepts no other (`skill_modifier` below;
        # `grants_skill` asks it).
        return MODIFIES_ITSELF if self.own else MODIFIES_ANY

    def skill_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if skill != self.skill or (self.own and target != source) or \
                not self.affects.accepts(t, source, target):
            return 0
        cond = self.cond
        if cond is not None and not cond.holds(t, source):
            return 0
        return amount_of(t, source, self.amount)

    def grants_skill(self, t: Surface, source: int, target: int, skill: int) -> bool:
        return self.skill_modifier(t, source, target, skill) > 0


# --- added for cardsA (Base Set missions) ---


def choose(t: Surface, source: int, card: int) -> bool:
    """"<chooser> chooses a card": nothing happens to it yet (use with `remember`)."""
    return True


@mypyc_attr(allow_interpreted_subclasses=True)
class _Forget(Op):
    """`Forget` (a native op, as `_PlayerStep`)."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.forget(source, self.key)
        self.finish(t, source, args, True)


def Forget(key: str = "chosen") -> Op:
    """Drop what this card remembered under `key` (a replayed mission chooses anew)."""
    return _Forget(key)


@mypyc_attr(allow_interpreted_subclasses=True)
class May(Op):
    """"<who> may <op>": asked yes or no (`label` names the yes); did when done."""

    def __init__(self, op: Op, who: str = YOU, label: str = "do it") -> None:
        super().__init__()
        self.op, self.who, self.label = op, who, label

    def children(self) -> Sequence[Op]:
        return (self.op,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.ask(t, source, player_of(t, source, self.who), (0,), self.label, args,
                 optional=True, labels=(self.label,))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            self.op.start(t, source, args)
        else:
            self.finish(t, source, args, False)


@mypyc_attr(allow_interpreted_subclasses=True)
class DoAnyNumber(Do):
    """"<chooser> may <verb> any number of <pick>": one card at a time until he declines
    (the same choices as a set, without a decision per subset of a hand)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self._next(t, source, args, 0)

    def _next(self, t: Surface, source: int, args: tuple[int, ...], done: int) -> None:
        options = self.candidates(t, source)
        if not options:
            self.finish(t, source, args, done > 0)
            return
        self.ask(t, source, player_of(t, source, self.chooser), options, self.prompt,
                 (*args, done), optional=True, hidden=self.among == HAND)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, done = args[:-1], args[-1]
        if not chosen:
            self.finish(t, source, args, done > 0)
            return
        self.verb(t, source, chosen[0])
        self._next(t, source, args, done + 1)


@mypyc_attr(allow_interpreted_subclasses=True)
class NextMission(Op):
    """The mission played next this turn is N harder (or easier): as that mission is
    played, it gets the modifier until its end; none is played, nothing happens."""

    def __init__(self, amount: int) -> None:
        super().__init__()
        self.amount = amount

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.at_next_mission(source, self.path, args)
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        # Resumed by the delayed trigger, after the text that made it has finished.
        if t.mission >= 0:
            t.modify(t.mission, self.amount, difficulty=True)


@mypyc_attr(allow_interpreted_subclasses=True)
class LookAtMissionPile(Op):
    """An optional peek at the top mission of his own pile, which stays there or goes to
    the bottom: only he sees it; choosing it puts it on the bottom, declining leaves it."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        top = t.mission_pile_top(me)
        if top < 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, (top,), "put on the bottom", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        moved = bool(chosen) and t.mission_top_to_bottom(t.owner(source))
        self.finish(t, source, args, moved)


@mypyc_attr(allow_interpreted_subclasses=True)
class CostChangeBy(CardEffect):
    """"<actions> cost power +N for each ...": `CostChange` with an `Amount`."""

    def __init__(self, amount: Amount, applies: Callable[[Surface, int, int, Any], bool],
                 on: int = COST_ANY, *, sign: int = 0) -> None:
        self.amount, self.applies, self.on = amount, applies, on
        # A counted amount's sign when it has one (1: never below 0, "+1 for each ...";
        # -1: never above 0): `cost_sign`.
        self.sign = sign

    @property
    def cost_on(self) -> int:
        return self.on

    @property
    def cost_sign(self) -> int:
        amount = self.amount
        if isinstance(amount, int):
            return -1 if amount <= 0 else 1
        return self.sign

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not self.applies(t, source, player, action):
            return 0
        return amount_of(t, source, self.amount)


# --- added for cardsC (System Lords) ---


def return_to_hand(t: Surface, source: int, card: int) -> bool:
    """"Return <card> to its owner's hand" (from play or the mission)."""
    t.return_to_hand(card)
    return True


@mypyc_attr(allow_interpreted_subclasses=True)
class SearchDeck(Search):
    """`Search` of another player's deck, by that player (`who`)."""

    def __init__(self, pick: Pick, who: str = YOU, optional: bool = True) -> None:
        super().__init__(pick, optional)
        self.who = who

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        player = player_of(t, source, self.who)
        options = select(t, source, self.pick, t.deck_cards(player))
        if not options:
            t.shuffle_deck(player)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player, options, "search your deck", args, optional=self.optional,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        player = player_of(t, source, self.who)
        if chosen:
            t.reveal(chosen[0])
            t.take_into_hand(chosen[0])
        t.shuffle_deck(player)
        self.finish(t, source, args, bool(chosen))


def DiscardAtRandom(who: str = YOU) -> Op:
    return _PlayerStep(_DISCARD_AT_RANDOM, who)


@mypyc_attr(allow_interpreted_subclasses=True)
class DifficultyOf(CardEffect):
    """"<pick> get difficulty +N": obstacles (or missions) other than this card."""

    def __init__(self, amount: Amount, pick: Pick) -> None:
        self.amount, self.pick = amount, pick

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return amount_of(t, source, self.amount) if self.pick.accepts(t, source, target) else 0


# --- added for batch D (Rise of the Ori) ---------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class DoSome(Do):
    """`Do` for a number of cards the game decides (as many characters stopped as the
    current mission's experience): all of them when fewer qualify."""

    def __init__(self, verb: Verb, pick: Pick, count: Amount, *, chooser: str = YOU,
                 optional: bool = False, among: str = IN_PLAY, remember: str | None = None,
                 prompt: str = "") -> None:
        super().__init__(verb, pick, chooser=chooser, optional=optional, among=among,
                         remember=remember, prompt=prompt)
        self.amount = count

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = self.candidates(t, source)
        most = min(amount_of(t, source, self.amount), len(options))
        if most <= 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player_of(t, source, self.chooser), options, self.prompt, args,
                 optional=self.optional, least=most, most=most,
                 hidden=self.among == HAND)  # a hand is seen by its owner only


SearchBy = SearchDeck  # the same operation, under the name the Rise of the Ori cards use


@mypyc_attr(allow_interpreted_subclasses=True)
class Arrange(Op):
    """`who` sees the `count` top cards of `whose` deck and returns them, in an order of
    his choosing, above and/or below the rest. First he chooses which go to the bottom (declining:
    none), then, one at a time, the order of the others (the last placed is the new top
    card). Ruling: the cards placed on the bottom keep their former order among
    themselves, to keep the choices few. The cards are shown to `who` only."""

    def __init__(self, count: Amount, whose: str = YOU, who: str = YOU) -> None:
        super().__init__()
        self.count, self.whose, self.who = count, whose, who

    def _key(self) -> str:
        return f"arrange {self.path}"

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        cards = t.deck_top_cards(player_of(t, source, self.whose), amount_of(t, source,
                                                                              self.count))
        if len(cards) < 2:  # one card (or none): its place on top is its only order
            self.finish(t, source, args, False)
            return
        t.remember(source, self._key(), (0, *cards))
        self.ask(t, source, player_of(t, source, self.who), cards,
                 "place on the bottom of the deck", args, optional=True, most=len(cards),
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        stage, *cards = t.recall(source, self._key())
        if stage == 0:
            for card in (c for c in cards if c in chosen):
                t.put_on_deck(card, bottom=True)
        else:
            t.put_on_deck(chosen[0])
        rest = [c for c in cards if c not in chosen]
        if len(rest) > 1:
            t.remember(source, self._key(), (1, *rest))
            self.ask(t, source, player_of(t, source, self.who), rest,
                     "place on top of the deck (the last placed is the top card)", args,
                     hidden=True)
            return
        for card in rest:
            t.put_on_deck(card)
        t.forget(source, self._key())
        self.finish(t, source, args, True)


@mypyc_attr(allow_interpreted_subclasses=True)
class If(Op):
    """"If <condition>, <op>" (checked as the text is carried out)."""

    def __init__(self, cond: Callable[[Surface, int], bool], op: Op) -> None:
        super().__init__()
        self.cond, self.op = cond, op

    def children(self) -> Sequence[Op]:
        return (self.op,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        if self.cond(t, source):
            self.op.start(t, source, args)
        else:
            self.finish(t, source, args, False)


@mypyc_attr(allow_interpreted_subclasses=True)
class CostAmount:
    """An `OwnCost` amount that varies, written as a class: `OwnCost.cost_modifier` calls
    its `amount` as a method, natively, where a function stored as a value (a lambda
    around `how_many`: two of them) is called through the Python protocol at each
    listing that asks the card's cost (sp-list7). Callable as any `Amount` too."""

    def amount(self, t: Surface, source: int) -> int:
        raise NotImplementedError

    def __call__(self, t: Surface, source: int) -> int:
        return self.amount(t, source)


class _FixedAmount(CostAmount):
    """A fixed `OwnCost` amount."""

    def __init__(self, n: int) -> None:
        self.n = n

    def amount(self, t: Surface, source: int) -> int:
        return self.n


class _CalledAmount(CostAmount):
    """Any other `OwnCost` amount (a card's function or lambda), called."""

    def __init__(self, count: Callable[[Surface, int], int]) -> None:
        self.count = count

    def amount(self, t: Surface, source: int) -> int:
        return self.count(t, source)


def as_cost_amount(amount: Amount) -> CostAmount:
    """`amount` as a `CostAmount` (itself when it is one), as `vocab.as_condition`."""
    if isinstance(amount, CostAmount):
        return amount
    return _FixedAmount(amount) if isinstance(amount, int) else _CalledAmount(amount)


@mypyc_attr(allow_interpreted_subclasses=True)
class PerCard(CostAmount):
    """`per` times the number of cards in effect that `pick` accepts (Teamwork's
    discount: `PerCard(-1, <its pick>)`)."""

    def __init__(self, per: int, pick: Pick) -> None:
        self.per, self.pick = per, pick

    def amount(self, t: Surface, source: int) -> int:
        return self.per * how_many_selected(t, source, self.pick)


@mypyc_attr(allow_interpreted_subclasses=True)
class OwnCost(CardEffect):
    """"<this card> costs power -N (+N) to play (if ...)": `amount` is added to the cost
    of playing this card (from the hand, where its text is asked about its own cost)."""

    @property
    def cost_on(self) -> int:
        # Its own play only (`cost_modifier` answers nothing else): never asked about
        # the card as a complication, or assigned (`layout.own_costs_by_kind`).
        return COST_OWN | COST_PLAY

    def __init__(self, amount: Amount,
                 when: Callable[[Surface, int], bool] | None = None, *,
                 lowers: bool = False, raises: bool = False) -> None:
        self.amount = amount
        # Both asked natively (`vocab.Condition`, `CostAmount`).
        self.cond = as_condition(when) if when is not None else always
        self.counted = as_cost_amount(amount)
        # A counted amount that is never above 0 ("-1 for each ..."), or never below 0
        # ("+1 for each ..."): `cost_sign`, `cost_floor`.
        self.lowers = lowers
        self.raises = raises

    @property
    def cost_sign(self) -> int:
        amount = self.amount
        if isinstance(amount, int):
            return -1 if amount <= 0 else 1
        return -1 if self.lowers else 1 if self.raises else 0

    @property
    def cost_floor(self) -> int:
        amount = self.amount
        if isinstance(amount, int):
            return amount if amount < 0 else 0
        return 0 if self.raises else NO_FLOOR  # counted: no bound known but 0 when raising

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        # PlayCard from the module's imports: compiled, an import in the body is looked
        # up at every call (some 600 instructions).
        if not isinstance(action, PlayCard) or action.card != source:
            return 0
        if not self.cond.holds(t, source):
            return 0
        return self.counted.amount(t, source)


@mypyc_attr(allow_interpreted_subclasses=True)
class Blocked(CardEffect):
    """"<pick> are blocked while <when>": they can't become assigned (glossary "block":
    a card already assigned stays assigned). Ruling: such a card is not among the blocked
    cards `is_blocked` lists, so it may still be blocked to pay an ability's cost."""

    def __init__(self, pick: Pick, when: Callable[[Surface, int], bool],
                 reason: str = "blocked") -> None:
        self.pick, self.reason = pick, reason
        self.cond = as_condition(when)  # asked natively (`vocab.Condition`)

    @property
    def forbids_on(self) -> int:
        return FORBIDS_ASSIGN

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        # (Session 10 sp-cards15: not a card that can't become blocked, Jack O'Neill.)
        if isinstance(action, Assign) and action.card >= 0 and \
                self.pick.accepts(t, source, action.card) and self.cond.holds(t, source) and \
                not t.cannot_become_blocked(action.card):
            return self.reason
        return None


# --- added for cardsB (Base Set heroes and villains) ---


@mypyc_attr(allow_interpreted_subclasses=True)
class DoN(Do):
    """`Do` with a number that may be counted when it happens (one character per
    other obstacle); `exact`: all of them or nothing ("may stop two characters":
    not offered when fewer can be)."""

    def __init__(self, verb: Verb, pick: Pick, count: Amount, *, exact: bool = False,
                 chooser: str = YOU, optional: bool = False, among: str = IN_PLAY,
                 remember: str | None = None, prompt: str = "") -> None:
        super().__init__(verb, pick, chooser=chooser, optional=optional, among=among,
                         remember=remember, prompt=prompt)
        self.amount, self.exact = count, exact

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = amount_of(t, source, self.amount)
        options = self.candidates(t, source)
        if n <= 0 or not options or (self.exact and len(options) < n):
            self.finish(t, source, args, False)
            return
        most = min(n, len(options))
        self.ask(t, source, player_of(t, source, self.chooser), options, self.prompt, args,
                 optional=self.optional, least=most, most=most)


@mypyc_attr(allow_interpreted_subclasses=True)
class Otherwise(Op):
    """"<first>. If they don't, <second>": `second` runs only when `first` did not
    happen (declined, or impossible)."""

    def __init__(self, first: Op, second: Op) -> None:
        super().__init__()
        self.first, self.second = first, second

    def children(self) -> Sequence[Op]:
        return (self.first, self.second)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.first.start(t, source, args)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        if child is self.first and not did:
            self.second.start(t, source, args)
            return
        self.finish(t, source, args, did)


@mypyc_attr(allow_interpreted_subclasses=True)
class PayAndDiscard(Op):
    """"You may pay N power and discard a card": the player names the card to discard
    (or declines); did when paid."""

    def __init__(self, amount: int) -> None:
        super().__init__()
        self.amount = amount

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        hand = t.hand(me)
        if t.power(me) < self.amount or not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, hand, f"pay {self.amount} power and discard a card?", args,
                 optional=True, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.lose_power(t.owner(source), self.amount)
            t.discard(chosen[0])
        self.finish(t, source, args, bool(chosen))


@mypyc_attr(allow_interpreted_subclasses=True)
class SkillsBy(CardEffect):
    """"<affects> gets skills +<amount> (while <when>)" with a counted amount (+1 per
    mission won this turn): only the ratings the target has."""

    def __init__(self, amount: Amount, affects: Pick,
                 when: Callable[[Surface, int], bool] | None = None) -> None:
        self.amount, self.affects, self.when = amount, affects, when
        # `when` asked natively (`vocab.Condition`).
        self.cond: Condition | None = as_condition(when) if when is not None else None

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        if not self.affects.accepts(t, source, target):
            return 0
        cond = self.cond
        if cond is not None and not cond.holds(t, source):
            return 0
        return amount_of(t, source, self.amount)


@mypyc_attr(allow_interpreted_subclasses=True)
class Abilities(CardEffect):
    """A card's activated abilities as a part of its `Card`."""

    def __init__(self, *abilities: Ability) -> None:
        self.listed = abilities

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.listed


def playing_this(t: Surface, source: int, player: int, action: Any) -> bool:
    """The action plays this very card (for "this card costs power -N to play")."""
    return isinstance(action, PlayCard) and action.card == source


def modify_by(amount: Callable[[Surface, int, int], int], *, skill: int | None = None,
              skills: bool = False, until: int = UNTIL_MISSION_END) -> Verb:
    """"<card> gets <skill> +N until ..." where N depends on the card (its glyphs, its
    affiliation)."""
    def verb(t: Surface, source: int, card: int) -> bool:
        t.modify(card, amount(t, source, card), skill=skill, skills=skills, until=until)
        return True
    return verb


# --- added for cardsF (Base Set villains) ---


@mypyc_attr(allow_interpreted_subclasses=True)
class DoEach(Do):
    """"For each <...>, <verb> a <pick>": `Do` whose count is an `Amount`, counted as
    the text starts (as many different cards as there are, up to it)."""

    def __init__(self, verb: Verb, pick: Pick, amount: Amount, *, chooser: str = YOU,
                 optional: bool = False, among: str = IN_PLAY, remember: str | None = None,
                 prompt: str = "") -> None:
        super().__init__(verb, pick, chooser=chooser, optional=optional, among=among,
                         remember=remember, prompt=prompt)
        self.amount = amount

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = self.candidates(t, source)
        most = min(amount_of(t, source, self.amount), len(options))
        if most <= 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player_of(t, source, self.chooser), options, self.prompt, args,
                 optional=self.optional, least=most, most=most, hidden=self.among == HAND)


@mypyc_attr(allow_interpreted_subclasses=True)
class AtMissionEnd(Op):
    """"At the end of the (current) mission, <op>": a delayed trigger; the text that
    made it goes on at once, `op` runs when the mission ends (and ends there)."""

    def __init__(self, op: Op) -> None:
        super().__init__()
        self.op = op

    def children(self) -> Sequence[Op]:
        return (self.op,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.after_mission(source, self.path, args)
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self.op.start(t, source, args)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        return None  # the delayed part ends here: the text around it went on already


def _glyphs_beneath(t: Surface, source: int, holders: Pick) -> list[int]:
    return [m for c in select(t, source, holders) for m in t.glyphs(c)]


def _holder(t: Surface, source: int, holders: Pick, mission: int) -> int:
    return next((c for c in select(t, source, holders) if mission in t.glyphs(c)), -1)


@mypyc_attr(allow_interpreted_subclasses=True)
class _GlyphTo(Op):
    """The second choice of `MoveGlyph`: the character the glyph (args[-1]) goes to."""

    def __init__(self, holders: Pick, chooser: str) -> None:
        super().__init__()
        self.holders, self.chooser = holders, chooser

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        was = _holder(t, source, self.holders, args[-1])
        options = [c for c in select(t, source, self.holders) if c != was]
        self.ask(t, source, player_of(t, source, self.chooser), options, "move it to", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.move_glyph(args[-1], chosen[0])
        self.finish(t, source, args[:-1], bool(chosen))


@mypyc_attr(allow_interpreted_subclasses=True)
class MoveGlyph(Op):
    """<chooser> (optionally) moves a glyph between two <holders>: a glyph (its
    mission) beneath one of them, then another of them to take it."""

    def __init__(self, holders: Pick, chooser: str = YOU, optional: bool = True) -> None:
        super().__init__()
        self.holders, self.chooser, self.optional = holders, chooser, optional
        self.to = _GlyphTo(holders, chooser)

    def children(self) -> Sequence[Op]:
        return (self.to,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        glyphs = _glyphs_beneath(t, source, self.holders)
        if not glyphs or len(select(t, source, self.holders)) < 2:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player_of(t, source, self.chooser), glyphs, "move a glyph", args,
                 optional=self.optional)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            self.finish(t, source, args, False)
            return
        self.to.start(t, source, (*args, chosen[0]))


@mypyc_attr(allow_interpreted_subclasses=True)
class GlyphToBottom(Op):
    """"<chooser> chooses a glyph (beneath a <holders>); it goes on the bottom of its
    owner's mission pile". `replace`: then the top card of that mission pile goes
    beneath the character who lost it, as a glyph (not earned)."""

    def __init__(self, holders: Pick, chooser: str = YOU, replace: bool = False) -> None:
        super().__init__()
        self.holders, self.chooser, self.replace = holders, chooser, replace

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        glyphs = _glyphs_beneath(t, source, self.holders)
        if not glyphs:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player_of(t, source, self.chooser), glyphs, "choose a glyph",
                 args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        mission = chosen[0]
        holder = _holder(t, source, self.holders, mission)
        t.glyph_to_mission_bottom(mission)
        if self.replace and holder >= 0:
            top = t.mission_pile_top(t.owner(mission))
            if top >= 0:
                t.move_glyph(top, holder)
        self.finish(t, source, args, True)


def RandomDiscard(who: str = YOU) -> Op:
    """"<who> discards a random card" (by the game's seeded generator)."""
    def run(t: Surface, s: int) -> bool:
        card = t.random_card(t.hand(player_of(t, s, who)))
        if card < 0:
            return False
        t.discard(card)
        return True
    return Simple(run)


def place_on(t: Surface, source: int, card: int) -> bool:
    """"Place this card on <card>" (remembered as "on": its text there works by that)."""
    t.place_on(source, card)
    t.remember(source, "on", (card,))
    return True


def placed_on(t: Surface, source: int) -> int:
    """The card this one was placed on (`place_on`), while it is still there, or -1."""
    held = t.recall(source, "on")
    return held[0] if held and source in t.beneath(held[0]) else -1


# --- added for cardsE (Base Set hero cards) ---


def gets_by(amount: Amount, *, skill: int | None = None, skills: bool = False,
            until: int = UNTIL_MISSION_END) -> Verb:
    """"<card> gets <skill> +N until ..." with N computed as the text resolves."""
    def verb(t: Surface, source: int, card: int) -> bool:
        n = amount_of(t, source, amount)
        if n:
            t.modify(card, n, skill=skill, skills=skills, until=until)
        return True
    return verb


def gets_more_if(pick: Pick, amount: int, more: int, *, skill: int) -> Verb:
    """"<card> gets <skill> +N; if it is <pick>, +M instead"."""
    def verb(t: Surface, source: int, card: int) -> bool:
        t.modify(card, more if pick(t, source, card) else amount, skill=skill)
        return True
    return verb


def shuffle_into_deck(t: Surface, source: int, card: int) -> bool:
    t.shuffle_into_deck((card,))
    return True


def stop_incapacitated(t: Surface, source: int, card: int) -> bool:
    return t.stop_incapacitated(card)


def ready_incapacitated(t: Surface, source: int, card: int) -> bool:
    return t.ready_incapacitated(card)


def unblock(t: Surface, source: int, card: int) -> bool:
    return t.unblock(card)


def to_owners_hand(t: Surface, source: int, card: int) -> bool:
    """"Return <card> to its owner's hand" (its blocks of others end: it left play)."""
    t.take_into_hand(card)
    return True


_ABLE_NO[ready_incapacitated] = _INCAPACITATED
_ABLE_NO[stop_incapacitated] = _INCAPACITATED
_ABLE_NO[unblock] = _BLOCKED


def stopped_rating(skill: int) -> Callable[[Surface, int], int]:
    """"That character's <skill>": the rating of the character stopped to play this
    card (0 without one)."""
    def amount(t: Surface, source: int) -> int:
        stopped = t.stopped_to_play(source)
        rating = t.skill(stopped[0], skill) if stopped else None
        return rating if rating is not None and rating > 0 else 0
    return amount


def MissionGets(amount: Amount) -> Op:
    """"The current mission gets difficulty +N (-N)" until its end."""
    def run(t: Surface, s: int) -> bool:
        if t.mission < 0:
            return False
        t.modify(t.mission, amount_of(t, s, amount), difficulty=True)
        return True
    return Simple(run)


AfterMission = AtMissionEnd  # the same operation, under the name the hero cards use


@mypyc_attr(allow_interpreted_subclasses=True)
class DoToIt(Op):
    """`verb` happens to the card the triggering event is about ("stop that
    adversary"), passed as args[0]."""

    def __init__(self, verb: Verb) -> None:
        super().__init__()
        self.verb = verb

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and t.in_play(args[0]) and self.verb(t, source, args[0])
        self.finish(t, source, args, did)


@mypyc_attr(allow_interpreted_subclasses=True)
class MayPay(Op):
    """"You may <pay power, discard cards, stop this card>. If you do, ...": asked only
    when every part can be paid; did when paid. The discards are chosen from the hand."""

    def __init__(self, power: Amount = 0, discards: int = 0, stop_this: bool = False,
                 destroy_this: bool = False, label: str = "pay") -> None:
        super().__init__()
        self.power, self.discards, self.label = power, discards, label
        self.stop_this, self.destroy_this = stop_this, destroy_this

    def payable(self, t: Surface, source: int) -> bool:
        me = t.owner(source)
        return (t.power(me) >= amount_of(t, source, self.power)
                and len(t.hand(me)) >= self.discards
                and (not self.stop_this or t.is_ready(source) or t.is_assigned(source))
                and (not self.destroy_this or t.in_play(source)))

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        if not self.payable(t, source):
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), (0,), self.label, (*args, 0), optional=True,
                 labels=(self.label,))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        args, stage = args[:-1], args[-1]
        if not chosen:
            self.finish(t, source, args, False)
            return
        if stage == 0:  # yes: pay what asks nothing, then choose the discards
            t.lose_power(me, amount_of(t, source, self.power))
            if self.stop_this:
                t.stop(source)
            if self.discards:
                ask(t, source, self.path, me, t.hand(me), "discard", least=self.discards,
                    most=self.discards, args=(*args, 1), hidden=True)
                return
        else:
            for card in chosen:
                t.discard(card)
        if self.destroy_this:
            t.destroy(source)
        self.finish(t, source, args, True)


@mypyc_attr(allow_interpreted_subclasses=True)
class SearchMissionPile(Op):
    """A (possibly optional) pick of one mission from his pile, which ends on top of the
    reshuffled rest: only he sees the pile."""

    def __init__(self, optional: bool = True) -> None:
        super().__init__()
        self.optional = optional

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        pile = t.mission_pile(me)
        if not pile:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, pile, "search your mission pile", args,
                 optional=self.optional, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.mission_to_top(t.owner(source), chosen[0], shuffle_rest=True)
        self.finish(t, source, args, bool(chosen))


@mypyc_attr(allow_interpreted_subclasses=True)
class DoExactly(Do):
    """`Do` with a computed count ("a number of cards equal to ..."): as many as there
    are, up to that number."""

    def __init__(self, verb: Verb, pick: Pick, count: Amount, *, chooser: str = YOU,
                 optional: bool = False, among: str = IN_PLAY, remember: str | None = None,
                 prompt: str = "") -> None:
        super().__init__(verb, pick, chooser=chooser, optional=optional, among=among,
                         remember=remember, prompt=prompt)
        self.amount = count

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.count = amount_of(t, source, self.amount)
        if self.count <= 0:
            self.finish(t, source, args, False)
            return
        super().start(t, source, args)


@mypyc_attr(allow_interpreted_subclasses=True)
class DoUpTo(DoAnyNumber):
    """"For each ..., you may <verb> a card": one at a time, up to a computed number."""

    def __init__(self, verb: Verb, pick: Pick, count: Amount, *, chooser: str = YOU,
                 optional: bool = False, among: str = IN_PLAY, remember: str | None = None,
                 prompt: str = "") -> None:
        super().__init__(verb, pick, chooser=chooser, optional=optional, among=among,
                         remember=remember, prompt=prompt)
        self.limit = count

    def _next(self, t: Surface, source: int, args: tuple[int, ...], done: int) -> None:
        if done >= amount_of(t, source, self.limit):
            self.finish(t, source, args, done > 0)
            return
        super()._next(t, source, args, done)


@mypyc_attr(allow_interpreted_subclasses=True)
class StopToPlay(CardEffect):
    """"To play this card, stop <N> characters" (of its player's, ready or assigned)."""

    def __init__(self, n: int = 1) -> None:
        self.cost = PlayCost(stop=n)

    def play_cost(self, t: Surface, source: int) -> Any:
        return self.cost


@mypyc_attr(allow_interpreted_subclasses=True)
class ArrangeTop(Op):
    """The N top cards of <whose> deck (or mission pile) seen and returned in any order,
    above and/or below the rest: only the chooser sees them. He picks the cards for
    the bottom one at a time (the first picked goes lowest) until he declines, then
    orders the rest from the top down."""

    def __init__(self, n: Amount, whose: str = YOU, deck: bool = False,
                 optional: bool = False) -> None:
        super().__init__()
        self.n, self.whose, self.deck, self.optional = n, whose, deck, optional

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = amount_of(t, source, self.n)
        player = player_of(t, source, self.whose)
        pile = t.deck_cards(player) if self.deck else t.mission_pile(player)
        looked = tuple(reversed(pile[-n:])) if n > 0 else ()
        if not looked:
            self.finish(t, source, args, False)
            return
        if self.optional:
            self.ask(t, source, t.owner(source), (0,), "look",
                     _pack(args, 0, looked), optional=True, labels=("look",))
            return
        self._bottom(t, source, args, looked, ())

    def _bottom(self, t: Surface, source: int, args: tuple[int, ...],
                looked: tuple[int, ...], bottom: tuple[int, ...]) -> None:
        rest = tuple(c for c in looked if c not in bottom)
        if not rest:
            self._done(t, source, args, (), bottom)
            return
        self.ask(t, source, t.owner(source), rest, "place on the bottom (next)",
                 _pack(args, 1, (len(looked), *looked, *bottom)), optional=True,
                 hidden=True)

    def _top(self, t: Surface, source: int, args: tuple[int, ...], rest: tuple[int, ...],
             top: tuple[int, ...], bottom: tuple[int, ...]) -> None:
        if len(rest) <= 1:
            self._done(t, source, args, (*top, *rest), bottom)
            return
        self.ask(t, source, t.owner(source), rest, "place on the top (next)",
                 _pack(args, 2, (len(rest), *rest, len(top), *top, *bottom)), hidden=True)

    def _done(self, t: Surface, source: int, args: tuple[int, ...], top: tuple[int, ...],
              bottom: tuple[int, ...]) -> None:
        t.arrange_top(player_of(t, source, self.whose), self.deck, top, bottom)
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage, data = _unpack(args)
        if stage == 0:
            if chosen:
                self._bottom(t, source, base, data, ())
            else:
                self.finish(t, source, base, False)
        elif stage == 1:
            n = data[0]
            looked, bottom = data[1:1 + n], data[1 + n:]
            if chosen:
                self._bottom(t, source, base, looked, (*bottom, chosen[0]))
            else:
                rest = tuple(c for c in looked if c not in bottom)
                self._top(t, source, base, rest, (), bottom)
        else:
            n = data[0]
            rest = data[1:1 + n]
            m = data[1 + n]
            top, bottom = data[2 + n:2 + n + m], data[2 + n + m:]
            self._top(t, source, base, tuple(c for c in rest if c != chosen[0]),
                      (*top, chosen[0]), bottom)


def _pack(args: tuple[int, ...], stage: int, data: tuple[int, ...]) -> tuple[int, ...]:
    """An op's own data after its parent's args: (*args, *data, len(data), stage)."""
    return (*args, *data, len(data), stage)


def _unpack(args: tuple[int, ...]) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    stage, k = args[-1], args[-2]
    return args[:-2 - k], stage, args[-2 - k:-2]


# --- missions-events batch ---


@mypyc_attr(allow_interpreted_subclasses=True)
class AtDebriefStart(AtMissionEnd):
    """A delayed trigger for the beginning of this turn's debrief phase: <op> runs
    then; the text that made it goes on at once."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.at_debrief_start(source, self.path, args)
        self.finish(t, source, args, True)


# --- w2-atlantis batch ---


@mypyc_attr(allow_interpreted_subclasses=True)
class OpAbilityWith(Card):
    """A card with one activated ability whose effect is a declarative operation, and
    other parts besides (`base_set.characters.OpAbility` has none); `usable` and
    `any_player` as in `Ability`."""

    def __init__(self, op: Op, cost: Any, text: str, *parts: Part,
                 usable: Callable[[Surface, int], bool] | None = None,
                 any_player: bool = False) -> None:
        super().__init__(*parts, OnPlay(op))
        self.op = op
        self.on_plays = ()  # the op runs when the ability is used, never on play
        self.ability = Ability(text, cost, self._use, usable=usable, any_player=any_player)
        self._used = self._used | {"abilities"}

    def _use(self, t: Surface, source: int, action: Any) -> None:
        self.op.start(t, source, ())

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ability,)

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        # A subclass that answers `abilities` otherwise is asked at every step.
        if type(self).abilities is not OpAbilityWith.abilities:
            return None
        return (self.ability,)


@mypyc_attr(allow_interpreted_subclasses=True)
class FromDiscardToo(Card):
    """A `Card` whose text works on from the discard pile too: an obstacle cleared with
    the mission, or a played event, whose text lasts the turn."""

    zones = frozenset({IN_PLAY, DISCARD})


# --- session 6 cards batch ---


@mypyc_attr(allow_interpreted_subclasses=True)
class AdversaryOnVillainTurns(Card):
    """A hero `Card` in play that is one of its owner's adversaries on the turns he is the
    villain (`effects.AS_ADVERSARY`): its text works for him then too, and the rules treat
    it as an adversary (assigned by him, adding to the difficulty, revived, scored or
    destroyed). What it can't do as an adversary is a `Cant` part (`as_adversary_cant`)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, AS_ADVERSARY})


def as_adversary_cant(*, assigned: bool = False, revived: bool = False, scored: bool = False
                      ) -> Cant:
    """What such a card, while an adversary, is never allowed: its owner's assigning
    it (asked only while it is an adversary), reviving it or scoring it (asked of
    adversaries only)."""
    def test(t: Surface, source: int, player: int, action: Any) -> bool:
        if isinstance(action, Revive):
            return revived and action.adversary == source
        if isinstance(action, Score):
            return scored and action.adversary == source
        return (assigned and isinstance(action, Assign) and action.card == source
                and t.is_adversary(source))

    return Cant(test, "as an adversary it can't be "
                + " or ".join(w for w, on in (("assigned", assigned), ("revived", revived),
                                              ("scored", scored)) if on))


# --- session 7 sp-cards8 ---


AssignApplies = Callable[[Surface, int, int, int], bool]  # (surface, source, player, card)


@mypyc_attr(allow_interpreted_subclasses=True)
class StopToAssign(CardEffect):
    """N other characters stopped to assign a card: while this card is in effect, a
    cost paid before the assignment (`Assign.stops`; the assigned card never pays it).
    `applies(t, source, player, card)` says which assignments cost it; `which` narrows
    the characters that may be stopped (default: the player's own ready or assigned
    characters)."""

    def __init__(self, applies: AssignApplies, n: int = 1,
                 which: Callable[[Surface, int, int], bool] | None = None) -> None:
        self.applies = applies
        self.cost = PlayCost(stop=n, which=which)

    def assign_stops(self, t: Surface, source: int, player: int,
                     card: int) -> PlayCost | None:
        return self.cost if self.applies(t, source, player, card) else None


def drain(t: Surface, player: int, n: int) -> bool:
    """`player` drains `n` (the project's ruling, `effects/missions_set`: the top `n` cards
    of his deck into his discard pile, as a revive cost is paid; as many as there are).
    True when a card was drained."""
    n = min(n, t.deck_size(player))
    if n > 0:
        t.mill(player, n)
    return n > 0


# --- session 8 sp-cards11 ---


@mypyc_attr(allow_interpreted_subclasses=True)
class BoostedWith(CardEffect):
    """"You may boost <this card> with any <pick> card": its owner's boost of it with such
    a card from his hand is allowed (a "can": the same-title-and-type rule is waived), a
    card of another type too (an obstacle boosting an adversary, a gear a character)."""

    def __init__(self, pick: Pick) -> None:
        self.pick = pick

    def permits(self, t: Surface, source: int, player: int, action: Any,
                rule: str) -> bool:
        return (isinstance(action, Boost) and action.target == source
                and player == t.owner(source) and self.pick(t, source, action.card))


# --- session 8 sp-purge ---


def purge(t: Surface, source: int, card: int) -> bool:
    """Purge `card` (removed from the game: `Surface.purge`, the README's ruling)."""
    return t.purge(card)


def _purge_this(t: Surface, source: int) -> bool:
    return t.purge(source)


def PurgeThis() -> Op:
    """"Purge this event (card)": the card carrying the text is removed from the game;
    an event being played then never reaches the discard pile."""
    return Simple(_purge_this)


AbilityRun = Callable[[Surface, int, Any], None]


def purge_then(effect: AbilityRun) -> AbilityRun:
    """An ability whose cost purges the card itself (a gear purging itself to pay, an
    adversary purged out of its owner's hand): the engine pays the rest of the cost,
    then the
    card is purged before its effect happens, as a cost is paid before the effect (the
    way `epilogue.characters.from_hand` discards)."""
    def run(t: Surface, source: int, action: Any) -> None:
        t.purge(source)
        effect(t, source, action)
    return run


class OpUse:
    """One activated ability of `OpAbilities`: its cost, its declarative operation, and
    whether the card purges itself to pay (`purge_self`, before the operation starts),
    used from the hand (`from_hand`), only while `usable`."""

    def __init__(self, text: str, cost: AbilityCost, op: Op, *, purge_self: bool = False,
                 from_hand: bool = False, usable: Callable[[Surface, int], bool] | None = None,
                 once_per_turn: bool = False) -> None:
        self.text, self.cost, self.op = text, cost, op
        self.purge_self, self.from_hand, self.usable = purge_self, from_hand, usable
        self.once_per_turn = once_per_turn

    def run(self, t: Surface, source: int, action: Any) -> None:
        if self.purge_self:
            t.purge(source)
        self.op.start(t, source, ())


@mypyc_attr(allow_interpreted_subclasses=True)
class OpAbilities(Card):
    """A `Card` whose activated abilities are declarative operations (`OpUse`s), with
    other parts besides (an adversary's abilities paid by purging it out of the hand)."""

    def __init__(self, uses: Sequence[OpUse], *parts: Part) -> None:
        super().__init__(*parts, *(OnPlay(u.op) for u in uses))
        # The operations run when an ability is used, never as the card is played.
        self.on_plays = self.on_plays[:len(self.on_plays) - len(uses)]
        self.ability_list = tuple(
            Ability(u.text, u.cost, u.run, usable=u.usable, from_hand=u.from_hand,
                    once_per_turn=u.once_per_turn) for u in uses)
        self._used = self._used | {"abilities"}

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.ability_list

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        if type(self).abilities is not OpAbilities.abilities:
            return None
        return self.ability_list


@mypyc_attr(allow_interpreted_subclasses=True)
class HandAndPlay(OpAbilities):
    """`OpAbilities` of a card whose text works in the hand too (abilities used from
    there) as well as in play."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, HAND})


def villain_player(t: Surface, source: int) -> bool:
    """Whether this card's owner is the villain now (text that works only then)."""
    return t.owner(source) == t.villain


@mypyc_attr(allow_interpreted_subclasses=True)
class PurgeFrom(Op):
    """`chooser` purges `count` cards `pick` accepts from `whose` discard pile (all of
    them if fewer), one at a time (no decision per subset of a pile); `up_to`: any
    number up to `count`, none too (he declines when done). `remember` keeps the purged
    cards under a key ("the purged card")."""

    def __init__(self, pick: Pick, count: Amount = 1, *, whose: str = OPPONENT,
                 chooser: str = YOU, up_to: bool = False, remember: str | None = None
                 ) -> None:
        super().__init__()
        self.pick, self.count, self.whose, self.chooser = pick, count, whose, chooser
        self.up_to, self.remember = up_to, remember

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        if self.remember is not None:
            t.forget(source, self.remember)
        self._next(t, source, args, amount_of(t, source, self.count), 0)

    def _next(self, t: Surface, source: int, args: tuple[int, ...], left: int,
              done: int) -> None:
        pool = t.discard_pile(player_of(t, source, self.whose))
        options = select(t, source, self.pick, pool) if left > 0 else ()
        if not options:
            self.finish(t, source, args, done > 0)
            return
        self.ask(t, source, player_of(t, source, self.chooser), options, "purge",
                 (*args, left, done), optional=self.up_to)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, left, done = args[:-2], args[-2], args[-1]
        if not chosen:
            self.finish(t, source, args, done > 0)
            return
        for card in chosen:
            if t.purge(card):
                done += 1
                left -= 1
                if self.remember is not None:
                    t.remember(source, self.remember,
                               (*t.recall(source, self.remember), card))
        self._next(t, source, args, left, done)


@mypyc_attr(allow_interpreted_subclasses=True)
class RetrievePurged(Op):
    """Its player takes one of his own purged cards back into his hand: the only way out
    of the purged pile, card text that says so (`optional`: he may decline)."""

    def __init__(self, optional: bool = False) -> None:
        super().__init__()
        self.optional = optional

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = t.purged_pile(t.owner(source))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "retrieve a purged card", args,
                 optional=self.optional)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for card in chosen:
            t.take_into_hand(card)
        self.finish(t, source, args, bool(chosen))


@mypyc_attr(allow_interpreted_subclasses=True)
class PurgedInstead(CardEffect):
    """The cards of `whose` on their way to the discard pile are purged in its place
    (`Replace.DISCARD`), while this card is in effect: `whose` is YOU (its owner's
    cards) or OPPONENT. Ruling: whatever sends them there still happens (a discarded
    card was discarded, a destroyed one destroyed); only where the card goes changes."""

    def __init__(self, whose: str = YOU) -> None:
        self.whose = whose

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.DISCARD and player == player_of(t, source, self.whose)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.purge(card)


_SAVE_STEP = "purge to save"


@mypyc_attr(allow_interpreted_subclasses=True)
class PurgeToSave(CardEffect):
    """Its player may purge this card to save a card `which` accepts from destruction or
    incapacitation (`stop_instead`: that card is stopped in its place). A
    `Replace.DESTROY` / `Replace.INCAPACITATE` asking its player (step "purge to save");
    declined, the destruction or incapacitation happens after all (the others asked)."""

    def __init__(self, which: Callable[[Surface, int, int], bool],
                 stop_instead: bool = False) -> None:
        self.which, self.stop_instead = which, stop_instead

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return ((kind is Replace.DESTROY or kind is Replace.INCAPACITATE)
                and card not in t.recall(source, "declined") and self.which(t, source, card))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, _SAVE_STEP, t.owner(source), (0,), "purge it to prevent that?",
            optional=True, labels=("purge",),
            args=(1 if kind is Replace.DESTROY else 0, card, value))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != _SAVE_STEP:
            return
        destroying, card, by = args
        if chosen and t.purge(source):
            if self.stop_instead:
                t.stop(card)
            return
        t.remember(source, "declined", (*t.recall(source, "declined"), card))
        if destroying:
            if by >= 0:
                t.destroy_by(card, by)
            else:
                t.destroy(card)
        else:
            t.incapacitate(card)
        t.forget(source, "declined")


@mypyc_attr(allow_interpreted_subclasses=True)
class AtTurnEnd(AtMissionEnd):
    """A delayed trigger for the turn's end (`Surface.after_turn`) running <op>; the
    text that made it goes on at once."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.after_turn(source, self.path, args)
        self.finish(t, source, args, True)


# --- session 9 sp-cards12 ---


@mypyc_attr(allow_interpreted_subclasses=True)
class BoostsAny(CardEffect):
    """A card usable as a boost for any card `pick` accepts: from its owner's hand, his
    boost of such a card of his with it is allowed (a "can": the same-title-and-type rule
    is waived; an obstacle boosting an adversary). The twin of `BoostedWith`, the "can" on
    the boosting card: the card's text must work in the hand (its `zones`)."""

    def __init__(self, pick: Pick) -> None:
        self.pick = pick

    def permits(self, t: Surface, source: int, player: int, action: Any,
                rule: str) -> bool:
        return (isinstance(action, Boost) and action.card == source
                and t.zone(source) == HAND and player == t.owner(source)
                and self.pick(t, source, action.target))



def _placed_is_this(t: Surface, source: int, event: Any) -> bool:
    return bool(event.card == source)


def WhenPlacedInDiscard(op: Op) -> On:
    """Text that works as its card reaches its owner's discard pile, whatever sent it
    there: destroyed, discarded from the hand (as the cost of its own ability too),
    milled from the deck, used to boost, gone with the card it lay beneath
    (`Trigger.PLACED_IN_DISCARD`, the card's text asked wherever it is)."""
    return On(Trigger.PLACED_IN_DISCARD, op, _placed_is_this)


# --- session 9 sp-cards13 ---


@mypyc_attr(allow_interpreted_subclasses=True)
class OpponentVictoryTotal(CardEffect):
    """"Your opponent's victory total is N points higher" (`CardEffect.victory_total_
    modifier`), with more than two players each of his opponents': by default while the
    card is in play, not incapacitated, its text not removed, whether its owner is the
    hero or the villain; `where` (asked of the card) replaces that test (a card placed on
    a character)."""

    def __init__(self, n: int, where: Callable[[Surface, int], bool] | None = None) -> None:
        self.n = n
        self.where = where

    def victory_total_modifier(self, t: Surface, source: int, player: int) -> int:
        if player == t.owner(source) or t.text_removed(source, TEXT_ALL):
            return 0
        if self.where is not None:
            return self.n if self.where(t, source) else 0
        if not t.in_play(source) or t.is_incapacitated(source):
            return 0
        return self.n


@mypyc_attr(allow_interpreted_subclasses=True)
class DifficultyCap(CardEffect):
    """A ceiling on what obstacles or assigned adversaries add to a mission's difficulty
    (anything above `cap` counts as `cap`), while `when` holds: an obstacle's
    difficulty in each skill, an assigned adversary's rating in each skill (what it adds
    to the mission's difficulty, `values.mission_difficulty`) are brought down to `cap`
    after every other change (a `difficulty_modifier` of the difference: the value is
    found with this text set aside). Ruling: the adversary's rating is N for every purpose
    while it is capped."""

    def __init__(self, cap: int, obstacles: bool, adversaries: bool,
                 when: Callable[[Surface, int], bool]) -> None:
        self.cap = cap
        self.obstacles = obstacles
        self.adversaries = adversaries
        self.when = when
        self.busy = False  # finding the value without this text (no recursion)

    def difficulty_modifier(self, t: Surface, source: int, target: int,
                            skill: int) -> int:
        if self.busy:
            return 0
        obstacle = self.obstacles and t.is_obstacle(target) and t.zone(target) == "obstacle"
        adv = self.adversaries and t.is_adversary(target) and t.is_assigned(target)
        if not (obstacle or adv) or not self.when(t, source):
            return 0
        self.busy = True
        try:
            found = t.difficulty(target, skill) if obstacle else (t.skill(target, skill) or 0)
        finally:
            self.busy = False
        return self.cap - found if found > self.cap else 0


# --- review of session 9 ------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class RevivePaidTo(CardEffect):
    """This adversary's own revive cost paid with the deck's top cards as always, each
    sent by `send(t, card, source)` instead of to the discard pile
    (`Replace.REVIVE_PAYMENT`): to the hand, purged, beneath him..."""

    def __init__(self, send: Callable[[Surface, int, int], None]) -> None:
        self.send = send

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.REVIVE_PAYMENT and card == source and value > 0

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        for c in t.deck_top_cards(t.owner(source), value):
            self.send(t, c, source)


# --- session 10 sp-cards15 ---


@mypyc_attr(allow_interpreted_subclasses=True)
class ReplayPlayedText(Op):
    """"That card's 'when you play' text resolves one more time": the card the text is
    about (args[0]: the card played, of a `CARD_PLAYED` trigger) resolves its own played
    text again (`Surface.replay_played_text`); did when it reacted."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and args[0] >= 0 and t.replay_played_text(args[0])
        self.finish(t, source, args, did)


def has_played_text(t: Surface, source: int, card: int) -> bool:
    """A `Pick` test: the card's text reacts to its own playing ("a card with a 'when you
    play' triggered effect")."""
    return t.has_played_text(card)


def attached_to(t: Surface, source: int, holders: Pick) -> tuple[int, ...]:
    """The cards attached to the cards `holders` accepts (in play): the cards beneath them
    (the project's ruling, Crippled and Lourdes Malay: a card's attachments are the
    cards beneath it; its glyphs are kept apart)."""
    return tuple(c for h in select(t, source, holders) for c in t.beneath(h))


@mypyc_attr(allow_interpreted_subclasses=True)
class DoAttached(Do):
    """`Do` among the cards attached to the cards `holders` accepts (`attached_to`):
    a gear that is a character's attachment, destroyed."""

    def __init__(self, verb: Verb, pick: Pick, holders: Pick, *, chooser: str = YOU,
                 optional: bool = False, remember: str | None = None,
                 prompt: str = "") -> None:
        super().__init__(verb, pick, chooser=chooser, optional=optional, remember=remember,
                         prompt=prompt)
        self.holders = holders

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        found = select(t, source, self.pick, attached_to(t, source, self.holders))
        able_no = self.able_no
        return tuple(c for c in found if able(able_no, t, source, c))


# --- session 10 sp-cards14 ---------------------------------------------------------------


def CountMissionsHigher(*, successes: Amount = 0, failures: Amount = 0) -> Op:
    """For the rest of the turn, the cards of this card's owner count N more successful
    (failed) missions (`Surface.count_missions_higher`)."""
    def run(t: Surface, s: int) -> bool:
        t.count_missions_higher(t.owner(s), successes=amount_of(t, s, successes),
                                failures=amount_of(t, s, failures))
        return True
    return Simple(run)


CostPick = Callable[[Surface, int, int], bool]  # (surface, this card, a card that may pay)


@mypyc_attr(allow_interpreted_subclasses=True)
class PaidPerCard(CardEffect):
    """"To play this card, stop (discard) `least` to `most` cards `which` accepts; it
    costs `per` power less for each": an extra cost of any size (`PlayCost(most=,
    discards=)`), the cards named in `PlayCard.stops`, one listed play per way of paying.
    What it costs depends on the cards a play names, so its plays go through the
    reference checks (a "can" of its own, `permits`, that waives nothing): the fast
    listing prices a card in hand by its plain play."""

    @property
    def cost_on(self) -> int:
        return COST_OWN | COST_PLAY

    @property
    def cost_sign(self) -> int:
        return -1 if self.per >= 0 else 1

    def __init__(self, per: int, least: int, most: int, which: CostPick, *,
                 ships: bool = False, discards: bool = False) -> None:
        self.per = per
        self.cost = PlayCost(stop=least, which=which, ships=ships, most=most,
                             discards=discards)

    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        return self.cost

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not isinstance(action, PlayCard) or action.card != source:
            return 0
        return -self.per * len(action.stops)

    def permits(self, t: Surface, source: int, player: int, action: Any, rule: str) -> bool:
        return False


# --- session 11 sp-cards16 ---


@mypyc_attr(allow_interpreted_subclasses=True)
class DiscardToAssign(StopToAssign):
    """N cards discarded from the hand to assign a card ("to assign ..., discard a card"):
    while this card is in effect, a cost paid before the assignment, as `StopToAssign`'s
    (the cards named in `Assign.stops`, from the player's hand; `which` narrows them)."""

    def __init__(self, applies: AssignApplies, n: int = 1,
                 which: Callable[[Surface, int, int], bool] | None = None) -> None:
        self.applies = applies
        self.cost = PlayCost(stop=n, which=which, discards=True)
