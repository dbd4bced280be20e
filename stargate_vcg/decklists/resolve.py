"""Card-name resolution shared by every decklist format.

A name is an id, `Title (Subtitle)` or a bare `Title`. A bare title printed several
times resolves to its first printing (database order, i.e. set order) only when every
printing is the same card for the deck-building rules (rulebook "Building a Deck":
title, type, allegiance, for missions the skill mix, and for team characters, which
start in play, the point value and ratings). Otherwise the choice changes
whether the deck is legal, so the user must say which card they mean.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from stargate_vcg.cards.database import CardDatabase
from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import CardType, StargateCard
from stargate_vcg.cards.trek import TrekCard
from stargate_vcg.decklists.model import SECTIONS, AnyCard, DeckEntry, Game, Section
from stargate_vcg.decklists.raw import RawEntry, quoted
from stargate_vcg.errors import DeckProblem

# How many candidates an ambiguity error lists before "and N more".
_MAX_LISTED = 12
# Close-match suggestions cost tens of milliseconds per name against the full card
# list; past this many unknown names the file is garbage and gets no more of them.
MAX_SUGGESTED = 30


@dataclass(slots=True)
class Resolution:
    card: AnyCard | None
    problem: DeckProblem | None = None
    suggestions: tuple[str, ...] = ()
    # The name matched no card of the deck's game: strict=False keeps it as an entry (with
    # card None, or the other game's card, which the validator reports as WRONG-GAME-CARD).
    unknown: bool = False


def _rules_key(card: StargateCard) -> tuple[object, ...]:
    """What the deck-building rules look at; printings equal here are interchangeable.

    A team character starts the game in play and its point value makes the opponent's
    victory total (rulebook "Starting a Game"), so its printings are interchangeable
    only with the same point value and skill ratings."""
    skills: object = None
    if card.type is CardType.MISSION:
        skills = frozenset(card.skills)
    elif card.type is CardType.TEAM_CHARACTER:
        skills = (card.cost, tuple(sorted(card.skills.items())))
    return normalize_name(card.title), card.type, card.allegiance, skills


def _listed(names: Sequence[str]) -> str:
    shown = ", ".join(names[:_MAX_LISTED])
    more = len(names) - _MAX_LISTED
    return shown + (f" and {more} more" if more > 0 else "")


class StargateResolver:
    """Resolves names against a Stargate CardDatabase."""

    def __init__(self, cards: CardDatabase,
                 trek_cards: Callable[[], Mapping[str, TrekCard]] | None = None) -> None:
        """`trek_cards`: Star Trek VCG cards by normalized name, asked for only when a
        name is unknown (so that a Stargate deck never loads the Trek list otherwise)."""
        self.cards = cards
        self._trek_cards = trek_cards
        self._suggested = 0

    def resolve(self, entry: RawEntry) -> Resolution:
        if entry.card_id is not None:
            card = self.cards.by_id(entry.card_id)
            if card is not None:
                return Resolution(card)
        candidates = self.cards.lookup(entry.name)
        if not candidates:
            return self._unknown(entry)
        candidates = _fitting(candidates, entry.section)
        if len({_rules_key(c) for c in candidates}) == 1:
            return Resolution(candidates[0])
        names = [_printing(c, candidates) for c in candidates]
        return Resolution(None, DeckProblem(
            f"{quoted(entry.name)} names {len(candidates)} cards that differ for deck building; "
            f"write one of: {_listed(names)}", entry.line))

    def _unknown(self, entry: RawEntry) -> Resolution:
        trek = self._trek_cards() if self._trek_cards is not None else {}
        trek_card = trek.get(normalize_name(entry.name))
        if trek_card is not None:
            return Resolution(trek_card, DeckProblem(
                f"{quoted(entry.name)} is a Star Trek VCG card, not a Stargate TCG card",
                entry.line), unknown=True)
        suggestions: tuple[str, ...] = ()
        if self._suggested < MAX_SUGGESTED:
            self._suggested += 1
            suggestions = tuple(self.cards.suggest(entry.name))
        return Resolution(None, DeckProblem(f"unknown card {quoted(entry.name)}", entry.line,
                                            suggestions), suggestions, unknown=True)


def _fitting(candidates: list[StargateCard], section: Section | None) -> list[StargateCard]:
    """The candidates that can stand in the entry's section, if any can: the team holds
    team characters, the mission pile missions, and the draw deck no missions."""
    if section is Section.TEAM:
        fitting = [c for c in candidates if c.type is CardType.TEAM_CHARACTER]
    elif section is Section.MISSIONS:
        fitting = [c for c in candidates if c.type is CardType.MISSION]
    elif section is Section.DECK:
        fitting = [c for c in candidates if c.type is not CardType.MISSION]
    else:
        fitting = candidates
    return fitting or candidates


def _printing(card: StargateCard, candidates: list[StargateCard]) -> str:
    """A candidate's name, with its set where the name alone does not single it out."""
    same = sum(1 for c in candidates if c.name == card.name)
    return f"{card.name} [{card.set_name}, id {card.id}]" if same > 1 else card.name


class TrekResolver:
    """Resolves names against the Star Trek VCG card list (by id or name)."""

    def __init__(self, cards: Sequence[TrekCard]) -> None:
        self._by_id = {c.id.lower(): c for c in cards}
        self._by_name: dict[str, list[TrekCard]] = {}
        for card in cards:
            self._by_name.setdefault(normalize_name(card.name), []).append(card)
        self._suggested = 0

    def resolve(self, entry: RawEntry) -> Resolution:
        if entry.card_id is not None and entry.card_id.lower() in self._by_id:
            return Resolution(self._by_id[entry.card_id.lower()])
        key = normalize_name(entry.name)
        card = self._by_id.get(key)
        if card is not None:
            return Resolution(card)
        candidates = self._by_name.get(key, [])
        if candidates:
            # Copies of one card may have separate ids; they differ in nothing else.
            if len({c.model_dump_json(exclude={"id"}) for c in candidates}) == 1:
                return Resolution(candidates[0])
            ids = [c.id for c in candidates]
            return Resolution(None, DeckProblem(
                f"{quoted(entry.name)} names {len(ids)} different Star Trek VCG cards; "
                f"give the id: {_listed(ids)}", entry.line))
        suggestions: tuple[str, ...] = ()
        if self._suggested < MAX_SUGGESTED:  # as for Stargate: garbage gets no more
            self._suggested += 1
            names = difflib.get_close_matches(key, list(self._by_name), n=3, cutoff=0.6)
            suggestions = tuple(self._by_name[n][0].name for n in names)
        return Resolution(None, DeckProblem(f"unknown Star Trek VCG card {quoted(entry.name)}",
                                            entry.line, suggestions), suggestions, unknown=True)


Resolver = StargateResolver | TrekResolver


def resolve_entries(entries: list[RawEntry], game: Game, resolver: Resolver, strict: bool,
                    problems: list[DeckProblem]) -> dict[Section, list[DeckEntry]]:
    """Resolve every entry, appending every problem; with strict=False an unknown name
    (and only that) becomes an entry with card=None and suggestions, unless the file has
    other problems: then the unknown names are among the problems reported."""
    sections: dict[Section, list[DeckEntry]] = {s: [] for s in SECTIONS[game]}
    unknown: list[DeckProblem] = []
    for raw in entries:
        result = resolver.resolve(raw)
        if result.problem is not None and (strict or not result.unknown):
            problems.append(result.problem)
            continue
        if result.problem is not None:
            unknown.append(result.problem)
        section = raw.section or _section_for(result.card, game)
        if section not in sections:
            problems.append(DeckProblem(
                f"a {game.value} deck has no {section.value!r} section", raw.line))
            continue
        sections[section].append(DeckEntry(
            name=raw.name, quantity=raw.quantity, card=result.card, line=raw.line,
            suggestions=result.suggestions))
    if problems:  # the file is unreadable: say everything that is wrong with it
        problems.extend(unknown)
    return sections


def _section_for(card: AnyCard | None, game: Game) -> Section:
    """Where an entry written outside any section goes: by card type."""
    if game is Game.STARGATE and isinstance(card, StargateCard):
        if card.type is CardType.TEAM_CHARACTER:
            return Section.TEAM
        if card.type is CardType.MISSION:
            return Section.MISSIONS
    return Section.DECK
