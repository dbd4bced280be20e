"""The small condition language of `--odds` and `odds()`.

A condition is one or more clauses `SELECTOR OP COUNT` joined by `and` / `or`
(`and` binds tighter than `or`; no parentheses). OP is one of >= <= == = != > <.
A selector names a group of cards:

    Teal'c                         a title (every subtitle) or a full `Title (Subtitle)`
    name:Teal'c                    the same, forced (for a title that looks like a keyword)
    type:obstacle                  a card type (team, support, mission, gear, event,
                                   obstacle, adversary, ship; Trek: personaggio, status,
                                   danni, impresa, equipaggiamento)
    trait:Jaffa                    a trait
    hero, villain                  an allegiance (also allegiance:hero)
    support:combat>=2              cards of a type whose attribute compares to a number:
                                   skills (culture, science, combat, ingenuity), cost,
                                   revive, experience, firepower; Trek categories
                                   (tattica, scienza, ingegneria, medicina), value, points.
                                   `any:` instead of a type takes every type.

Examples: `Teal'c >= 1`, `type:obstacle >= 2`, `trait:Jaffa >= 1 and type:event >= 1`,
`support:combat>=2 >= 1`. The last OP COUNT of a clause is the count in the cards seen,
so a selector may hold its own comparison.
"""

from __future__ import annotations

import difflib
import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import CardType, Skill, StargateCard
from stargate_vcg.cards.trek import Category, TrekType
from stargate_vcg.decklists.model import AnyCard, DeckEntry
from stargate_vcg.errors import StargateVcgError

OPS: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, "<=": operator.le, "==": operator.eq, "=": operator.eq,
    "!=": operator.ne, ">": operator.gt, "<": operator.lt,
}
_OP_PATTERN = r"(?P<op>>=|<=|==|!=|=|>|<)"
# The end of a clause: the *first* comparison followed by a count and then `and`/`or`/end.
# The selector before it may contain a comparison of its own (`support:combat>=2 >= 1`)
# or the words and/or. Searched for, not matched with a lazy selector group: that
# backtracked quadratically (2,000 leading spaces then a word took 20 s); a leading
# `\s*` here would too, retried at every space of a long run.
_CLAUSE_END = re.compile(
    _OP_PATTERN + r"\s*(?P<n>\d+)\s*(?:(?P<join>and|or)\b|$)", re.IGNORECASE)
_NOT_SPACE = re.compile(r"\S")
# Counts and ratings have a few digits; more is a typo (and int() refuses over 4,300).
MAX_DIGITS = 6
_ATTRIBUTE = re.compile(r"^(?P<kind>[\w ]+):\s*(?P<attr>[a-z]+)\s*" + _OP_PATTERN
                        + r"\s*(?P<value>-?\d+)$", re.IGNORECASE)

TYPE_ALIASES: dict[str, str] = {
    "team": CardType.TEAM_CHARACTER, "team character": CardType.TEAM_CHARACTER,
    "support": CardType.SUPPORT_CHARACTER, "support character": CardType.SUPPORT_CHARACTER,
    "mission": CardType.MISSION, "gear": CardType.GEAR, "event": CardType.EVENT,
    "obstacle": CardType.OBSTACLE, "adversary": CardType.ADVERSARY, "ship": CardType.SHIP,
    **{t.value: t.value for t in TrekType},
}
_SKILL_NAMES = frozenset(s.value for s in Skill)
_STARGATE_ATTRIBUTES = {*_SKILL_NAMES, "cost", "revive", "experience", "firepower"}
_TREK_ATTRIBUTES = {*(c.value for c in Category), "value", "points"}
ATTRIBUTES = frozenset(_STARGATE_ATTRIBUTES | _TREK_ATTRIBUTES)


# Exact odds enumerate every combination of group counts: each group multiplies the work
# (12 `Title >= 1` groups take about 0.3 s over 20 cards seen; 17 took 20 s).
MAX_SELECTORS = 12


class ConditionError(StargateVcgError):
    """An odds condition that cannot be parsed or names nothing in the deck."""

    def __init__(self, condition: str, message: str) -> None:
        self.condition = condition
        self.message = message
        # A long condition is cut in the message, which stays one readable line.
        super().__init__(f"condition {_shown(repr(condition), 200)}: {message}")


@dataclass(frozen=True, slots=True)
class Selector:
    """A named group of cards. `text` is canonical and is a valid selector itself."""

    text: str
    kind: str  # name, type, trait, allegiance, attribute
    value: str
    card_type: str | None = None  # for attribute selectors; None = any type
    op: str = ">="
    number: int = 0

    def matches(self, entry: DeckEntry) -> bool:
        card = entry.card
        if self.kind == "name":
            return _name_matches(self.value, entry)
        if card is None:
            return False
        if self.kind == "type":
            return str(card.type) == self.value
        if self.kind == "trait":
            traits = card.traits if isinstance(card, StargateCard) else ()
            return any(normalize_name(t) == self.value for t in traits)
        if self.kind == "allegiance":
            return isinstance(card, StargateCard) and str(card.allegiance) == self.value
        return self._attribute_matches(card)

    def _attribute_matches(self, card: AnyCard) -> bool:
        if self.card_type is not None and str(card.type) != self.card_type:
            return False
        rating = attribute(card, self.value)
        return rating is not None and OPS[self.op](rating, self.number)


def attribute(card: AnyCard, name: str) -> int | None:
    """A card's number for a selector attribute; None when the card has none.

    An absent skill is not a rating of 0 (rulebook "Assign a character"), so a support
    character without Combat is not in `support:combat>=0`.
    """
    if isinstance(card, StargateCard):
        if name in _SKILL_NAMES:
            return card.skills.get(Skill(name))
        value = getattr(card, name, None)
        return value if isinstance(value, int) else None
    if name in {c.value for c in Category}:
        for field in ("categories", "modifier", "minimum"):
            table = getattr(card, field, None)
            if isinstance(table, dict):
                found = table.get(Category(name))
                return found if isinstance(found, int) else None
        return None
    value = getattr(card, name, None)
    return value if isinstance(value, int) else None


def _name_matches(key: str, entry: DeckEntry) -> bool:
    card = entry.card
    if card is None:
        return normalize_name(entry.name) == key
    names = {normalize_name(card.title), normalize_name(entry.name)}
    if isinstance(card, StargateCard):
        names.add(normalize_name(card.name))
    return key in names


@dataclass(frozen=True, slots=True)
class Clause:
    selector: Selector
    op: str
    count: int

    def holds(self, seen: int) -> bool:
        return OPS[self.op](seen, self.count)

    def __str__(self) -> str:
        return f"{self.selector.text} {self.op} {self.count}"


@dataclass(frozen=True, slots=True)
class Condition:
    """Clauses in disjunctive form: `alternatives` are or-ed, each a tuple of and-ed clauses."""

    text: str
    alternatives: tuple[tuple[Clause, ...], ...]

    @property
    def selectors(self) -> tuple[Selector, ...]:
        """Every distinct selector, in order of appearance."""
        found: dict[Selector, None] = {}
        for clauses in self.alternatives:
            for clause in clauses:
                found.setdefault(clause.selector, None)
        return tuple(found)

    def holds(self, counts: dict[Selector, int]) -> bool:
        return any(all(c.holds(counts[c.selector]) for c in clauses)
                   for clauses in self.alternatives)

    def __str__(self) -> str:
        return " or ".join(" and ".join(str(c) for c in clauses)
                           for clauses in self.alternatives)


def parse_condition(text: str) -> Condition:
    """Parse a condition; ConditionError says what is wrong and where."""
    if not text.strip():
        raise ConditionError(text, "empty condition; write e.g. \"Teal'c >= 1\"")
    alternatives: list[tuple[Clause, ...]] = []
    current: list[Clause] = []
    position = 0
    while position < len(text):
        start = _NOT_SPACE.search(text, position)
        # The selector holds at least its first non-space character.
        match = _CLAUSE_END.search(text, start.end()) if start is not None else None
        if start is None or match is None:
            rest = _shown(repr(text[position:].strip()))
            raise ConditionError(
                text, f"expected SELECTOR OP COUNT (e.g. \"type:obstacle >= 2\") at {rest}")
        selector = parse_selector(text[start.start():match.start()], text)
        current.append(Clause(selector, match["op"], _number(match["n"], text)))
        join = (match["join"] or "").lower()
        if join != "and":
            alternatives.append(tuple(current))
            current = []
        position = match.end()
        if join and not text[position:].strip():
            raise ConditionError(text, f"nothing after {join!r}")
    condition = Condition(text, tuple(alternatives))
    if len(condition.selectors) > MAX_SELECTORS:
        raise ConditionError(text, f"{len(condition.selectors)} different card groups; at "
                             f"most {MAX_SELECTORS} (exact odds grow with every group: "
                             "use a type:, trait: or TYPE:ATTR group instead of many titles)")
    return condition


def parse_selector(raw: str, condition: str = "") -> Selector:
    text = raw.strip()
    if text[-1:] in ("<", ">", "=", "!"):
        raise ConditionError(condition or text, f"stray {text[-1]!r} after {text[:-1].strip()!r}"
                             "; write the comparison as one of >= <= == != > <")
    folded = normalize_name(text)
    attribute_match = _ATTRIBUTE.match(text)
    if attribute_match:
        return _attribute_selector(attribute_match, condition or text)
    key, sep, value = folded.partition(":")
    value = value.strip()
    shown = text.partition(":")[2].strip()  # as typed, for display
    if folded in ("hero", "villain"):
        return Selector(folded, "allegiance", folded)
    if sep and (key == "any" or key in TYPE_ALIASES):
        _refuse_bare_attribute(key, value, condition or text)
    if not sep or key not in ("name", "type", "trait", "allegiance"):
        return Selector(text, "name", folded)
    if not value:
        raise ConditionError(condition or text, f"{key}: needs a value")
    if key == "name":
        return Selector(f"name:{shown}", "name", value)
    if key == "type":
        if value not in TYPE_ALIASES:
            raise ConditionError(condition or text, f"unknown card type {value!r}; known: "
                                 + ", ".join(sorted(TYPE_ALIASES)))
        return Selector(f"type:{value}", "type", TYPE_ALIASES[value])
    if key == "allegiance":
        if value not in ("hero", "villain"):
            raise ConditionError(condition or text, "allegiance is hero or villain")
        return Selector(value, "allegiance", value)
    return Selector(f"trait:{shown}", "trait", value)


def _refuse_bare_attribute(kind: str, attr: str, condition: str) -> None:
    """`support:combat >= 2` reads as a clause whose selector lacks its own comparison;
    no title has this shape (`name:` forces one), so say how to write it."""
    if attr not in ATTRIBUTES:
        raise ConditionError(condition, f"unknown attribute {attr!r} after {kind!r}; known: "
                             + ", ".join(sorted(ATTRIBUTES)))
    raise ConditionError(condition, f"{kind}:{attr} needs its own comparison, then the "
                         f"count: e.g. \"{kind}:{attr}>=2 >= 1\" (at least 1 card with "
                         f"{attr} 2 or more)")


def _attribute_selector(match: re.Match[str], condition: str) -> Selector:
    kind = normalize_name(match["kind"])
    attr = match["attr"].lower()
    if attr not in ATTRIBUTES:
        raise ConditionError(condition, f"unknown attribute {attr!r}; known: "
                             + ", ".join(sorted(ATTRIBUTES)))
    card_type: str | None
    if kind == "any":
        card_type = None
    elif kind in TYPE_ALIASES:
        card_type = TYPE_ALIASES[kind]
    else:
        raise ConditionError(condition, f"unknown card type {kind!r} before {attr!r}; "
                             "use a type such as support, obstacle, or any")
    op = "==" if match["op"] == "=" else match["op"]
    number = _number(match["value"], condition)
    return Selector(f"{kind}:{attr}{op}{number}", "attribute", attr, card_type, op, number)


def _number(digits: str, condition: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ConditionError(condition, f"number {_shown(digits)} is too large (at most "
                             f"{MAX_DIGITS} digits)")
    return int(digits)


def _shown(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def check_names(condition: Condition, entries: Sequence[DeckEntry]) -> None:
    """Refuse a name that matches nothing in the cards drawn from: surely a typo."""
    for selector in condition.selectors:
        if selector.kind != "name" or any(selector.matches(e) for e in entries):
            continue
        titles = sorted({e.card.title if e.card is not None else e.name for e in entries})
        keys = {normalize_name(t): t for t in titles}
        close = difflib.get_close_matches(selector.value, list(keys), n=3, cutoff=0.6)
        hint = f" (did you mean: {', '.join(keys[c] for c in close)}?)" if close else ""
        raise ConditionError(condition.text,
                             f"no card named {selector.text!r} in the draw deck{hint}")
