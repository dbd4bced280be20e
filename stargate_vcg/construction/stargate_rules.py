"""Stargate TCG deck construction: EN rulebook pp.31-32 and ES reglas, "Building a Deck"
("Construyendo un mazo").

Both rulebooks agree. The English text as extracted reads "exactly 2 missions" where
the digit "1" of "12" was lost (it also prints "the 2 in your mission pile"); the
Spanish rulebook says 12, as does the skill mix of 3 x 4.

Every check returns its violations instead of stopping, so one pass reports all.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from dataclasses import dataclass, field

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import SKILLS, Allegiance, CardType, Skill, StargateCard
from stargate_vcg.construction.common import plural, unknown_cards
from stargate_vcg.construction.matching import SLOTS_PER_SKILL, assign_missions
from stargate_vcg.construction.report import ERROR, WARNING, Violation
from stargate_vcg.decklists.model import Deck, DeckEntry, Section

TEAM_SIZE = 4
MISSION_PILE_SIZE = 12
HERO_MINIMUM = 20
VILLAIN_MINIMUM = 20
COPY_LIMIT = 3
TEAM_COPIES_IN_DECK = 2
MIN_PLAYERS = 2

_BUILD = "EN rulebook pp.31-32 'Building a Deck'; ES reglas 'Construyendo un mazo'"
RULE_TEAM = f"{_BUILD}: exactly 4 different team characters"
RULE_MISSIONS = f"{_BUILD}: exactly 12 missions, 3 requiring each skill"
RULE_REST = f"{_BUILD}: at least 20 hero and 20 villain cards"
RULE_COPIES = f"{_BUILD}: at most 3 copies of a title, even with different subtitles"
RULE_NO_MISSIONS = f"{_BUILD}: no missions in the deck beyond the 12 in the mission pile"
RULE_TEAM_COPIES = (f"{_BUILD}: one or two copies of each starting team character; a "
                    "copy is the same card, title and subtitle (EN rulebook 'Card Types': "
                    "each version is a different character card)")
RULE_SIDES = "EN rulebook p.1 'Card Types': hero and villain cards; ships have either"
RULE_WEAK = ("advice, EN rulebook p.21 'Determine Success or Failure': assigned skills "
             "must reach the mission's difficulty")
RULE_PLAYERS = "EN rulebook p.33 'Three or More Players'"
RULE_NOT_STARGATE = f"{_BUILD}: a Stargate TCG deck holds Stargate TCG cards"
# (Session 10 sp-cards15.)
RULE_NOT_IN_DECKS = ("the card's own text: a printing that another card turns into in play, "
                     "kept out of every deck")
# The printings whose own text keeps them out of decks (the forms another card takes in
# play: Niam (Bound by his Code) as a Replicator adversary, the Flagisallus obstacle as a
# support character), by card id.
NOT_IN_DECKS = frozenset({"45982729-0ae4-47ec-a156-b6b8ef5240a1",
                          "d7f79742-0912-4b30-ad08-0f7867ea2966"})

# Allegiance when the card data gives none (rulebook "Card Types"): ships have no
# default, they are printed either way.
_HERO_TYPES = frozenset({CardType.TEAM_CHARACTER, CardType.SUPPORT_CHARACTER,
                         CardType.GEAR, CardType.EVENT, CardType.MISSION})
_VILLAIN_TYPES = frozenset({CardType.OBSTACLE, CardType.ADVERSARY})


@functools.lru_cache(maxsize=8192)
def title_key(title: str) -> str:
    """Titles compare as players read them; cached because a deck repeats few titles and
    normalising is most of the cost of validating a deck."""
    return normalize_name(title)


@dataclass(slots=True)
class _Section:
    """The known Stargate cards of one section, and how many entries it holds in all."""

    cards: list[tuple[StargateCard, int]] = field(default_factory=list)
    total: int = 0  # unknown entries count too: they are still a line of the list
    foreign: list[DeckEntry] = field(default_factory=list)
    # Entries without a Stargate card (unknown or another game's), as written: the
    # counts above include them, so the messages that list a section name them too.
    others: list[str] = field(default_factory=list)

    def copies(self, kind: CardType) -> list[tuple[StargateCard, int]]:
        return [(card, qty) for card, qty in self.cards if card.type is kind]


def _split(deck: Deck, section: Section) -> _Section:
    part = _Section()
    for entry in deck.section(section):
        part.total += entry.quantity
        if isinstance(entry.card, StargateCard):
            part.cards.append((entry.card, entry.quantity))
        else:
            part.others.append(entry.name if entry.quantity == 1
                               else f"{entry.quantity}x {entry.name}")
            if entry.card is not None:
                part.foreign.append(entry)
    return part


def _names(cards: list[tuple[StargateCard, int]]) -> str:
    """`A, 2x B`: copies of one card listed on several lines are added up."""
    return ", ".join(_name_items(cards))


def _name_items(cards: list[tuple[StargateCard, int]]) -> list[str]:
    counts: dict[str, int] = {}
    for card, qty in cards:
        counts[card.name] = counts.get(card.name, 0) + qty
    return [name if qty == 1 else f"{qty}x {name}" for name, qty in counts.items()]


# A team section of garbage can hold thousands of lines; a message names this many.
_LISTED = 12


def _listing(part: _Section) -> str:
    """The entries of a section, known cards first, or `none`; at most _LISTED."""
    items = [*_name_items(part.cards), *part.others]
    more = len(items) - _LISTED
    shown = ", ".join(items[:_LISTED])
    return (shown + (f" and {more} more" if more > 0 else "")) or "none"


def _article(skill: Skill) -> str:
    return "an" if skill is Skill.INGENUITY else "a"


def _unique(cards: list[tuple[StargateCard, int]]) -> list[str]:
    return list(dict.fromkeys(card.name for card, _ in cards))


def _error(code: str, message: str, cards: list[str], rule: str) -> Violation:
    return Violation(code=code, severity=ERROR, message=message, cards=tuple(cards), rule=rule)


def _warning(code: str, message: str, cards: list[str], rule: str) -> Violation:
    return Violation(code=code, severity=WARNING, message=message, cards=tuple(cards),
                     rule=rule)


def side(card: StargateCard) -> Allegiance | None:
    """Hero or villain, from the card data or else from the card type."""
    if card.allegiance is not None:
        return card.allegiance
    if card.type in _HERO_TYPES:
        return Allegiance.HERO
    if card.type in _VILLAIN_TYPES:
        return Allegiance.VILLAIN
    return None


def check_stargate(deck: Deck, players: int | None = None) -> list[Violation]:
    team = _split(deck, Section.TEAM)
    pile = _split(deck, Section.MISSIONS)
    rest = _split(deck, Section.DECK)
    found = unknown_cards(deck)
    found += _foreign_cards(team, pile, rest)
    found += _team_checks(team)
    mix_found, by_skill = _mission_checks(pile)
    found += mix_found
    found += _deck_checks(rest, team)
    found += _copy_limit(team, pile, rest)
    found += _not_in_decks(team, pile, rest)
    found += _weak_skills(team, by_skill)
    if players is not None and players < MIN_PLAYERS:
        found.append(_error("SG-PLAYERS", f"a game needs at least {MIN_PLAYERS} players, "
                            f"{players} given", [], RULE_PLAYERS))
    return found


def _foreign_cards(*parts: _Section) -> list[Violation]:
    foreign = [entry for part in parts for entry in part.foreign]
    if not foreign:
        return []
    names = [entry.name for entry in foreign]
    return [_error("WRONG-GAME-CARD", f"{plural(len(names), 'card')} of another game in a "
                   f"Stargate TCG deck: {', '.join(names)}", names, RULE_NOT_STARGATE)]


def _not_in_decks(*parts: _Section) -> list[Violation]:
    banned = [(card, qty) for part in parts for card, qty in part.cards
              if card.id in NOT_IN_DECKS]
    if not banned:
        return []
    names = _unique(banned)
    return [_error("SG-NOT-IN-DECKS", f"{plural(len(names), 'card')} that no deck may hold "
                   f"(their own text says so): {', '.join(names)}", names, RULE_NOT_IN_DECKS)]


def _team_checks(team: _Section) -> list[Violation]:
    found: list[Violation] = []
    if team.total != TEAM_SIZE:
        found.append(_error("SG-TEAM-COUNT", f"{TEAM_SIZE} team characters needed, "
                            f"{team.total} found: {_listing(team)}",
                            _unique(team.cards), RULE_TEAM))
    wrong = [(c, q) for c, q in team.cards if c.type is not CardType.TEAM_CHARACTER]
    for card, _ in wrong:
        found.append(_error("SG-TEAM-WRONG-TYPE", f"{card.name} is a {card.type.value}, "
                            "not a team character", [card.name], RULE_TEAM))
    by_title: dict[str, list[tuple[StargateCard, int]]] = defaultdict(list)
    for card, qty in team.copies(CardType.TEAM_CHARACTER):
        by_title[title_key(card.title)].append((card, qty))
    for copies in by_title.values():
        count = sum(qty for _, qty in copies)
        if count > 1:
            found.append(_error(
                "SG-TEAM-DUPLICATE-TITLE",
                f"{count} team characters titled {copies[0][0].title}: {_names(copies)}; "
                "the 4 team characters must have different titles",
                sorted({c.name for c, _ in copies}), RULE_TEAM))
    return found


def _mission_checks(pile: _Section) -> tuple[list[Violation], dict[Skill, list[StargateCard]]]:
    found: list[Violation] = []
    if pile.total != MISSION_PILE_SIZE:
        found.append(_error("SG-MISSION-COUNT", f"{MISSION_PILE_SIZE} missions needed in the "
                            f"mission pile, {pile.total} found", [], RULE_MISSIONS))
    for card, _ in pile.cards:
        if card.type is not CardType.MISSION:
            found.append(_error("SG-MISSION-WRONG-TYPE", f"{card.name} is a "
                                f"{card.type.value}; only missions go in the mission pile",
                                [card.name], RULE_MISSIONS))
    missions = [card for card, qty in pile.copies(CardType.MISSION) for _ in range(qty)]
    assignment = assign_missions([frozenset(m.skills) for m in missions])
    by_skill: dict[Skill, list[StargateCard]] = {skill: [] for skill in SKILLS}
    for mission, skill in zip(missions, assignment, strict=True):
        if skill is not None:
            by_skill[skill].append(mission)
    placed = sum(len(cards) for cards in by_skill.values())
    # Judge the mix on its own, apart from the count: it is wrong only when the missions
    # present cannot fill the 3 slots of every skill (or cannot all fit in them).
    if placed < min(len(missions), MISSION_PILE_SIZE):
        found.append(_skill_mix(missions, assignment, by_skill))
    for mission, skill in zip(missions, assignment, strict=True):
        if skill is not None and len(mission.skills) > 1:
            rated = " and ".join(s.value.title() for s in SKILLS if s in mission.skills)
            found.append(_warning(
                "SG-MISSION-DUAL-SKILL", f"{mission.name} is rated in {rated}; it counts as "
                f"{_article(skill)} {skill.value.title()} mission for the 3-per-skill mix",
                [mission.name], RULE_MISSIONS))
    return found, by_skill


def _skill_mix(missions: list[StargateCard], assignment: list[Skill | None],
               by_skill: dict[Skill, list[StargateCard]]) -> Violation:
    parts: list[str] = []
    involved: list[str] = []
    if len(missions) >= MISSION_PILE_SIZE:
        for skill in SKILLS:
            if len(by_skill[skill]) < SLOTS_PER_SKILL:
                able = [m.name for m in missions if skill in m.skills]
                parts.append(f"{SLOTS_PER_SKILL} {skill.value.title()} missions needed, "
                             f"{len(able)} found: {', '.join(able) or 'none'}")
                involved += able
    left = [m for m, skill in zip(missions, assignment, strict=True) if skill is None]
    for mission in left:
        rated = [s for s in SKILLS if s in mission.skills]
        if not rated:
            parts.append(f"{mission.name} requires no skill")
        else:
            full = " or ".join(s.value.title() for s in rated)
            parts.append(f"{mission.name} cannot count: {full} already has "
                         f"{SLOTS_PER_SKILL} missions")
        involved.append(mission.name)
    best = ", ".join(f"{s.value.title()} {len(by_skill[s])}" for s in SKILLS)
    message = (f"mission skill mix must be 3/3/3/3 (best assignment: {best}): "
               + "; ".join(parts))
    return _error("SG-MISSION-SKILL-MIX", message, list(dict.fromkeys(involved)),
                  RULE_MISSIONS)


def _deck_checks(rest: _Section, team: _Section) -> list[Violation]:
    found: list[Violation] = []
    missions = rest.copies(CardType.MISSION)
    if missions:
        count = sum(qty for _, qty in missions)
        found.append(_error("SG-MISSION-IN-DECK", f"{plural(count, 'mission')} in the deck: "
                            f"{_names(missions)}; missions go only in the mission pile",
                            _unique(missions), RULE_NO_MISSIONS))
    found += _team_copies(rest, team)
    found += _sides(rest)
    return found


def _card_key(card: StargateCard) -> tuple[str, str]:
    """A copy is the same card: versions share the title but are "each one a different
    character card" (EN 'Card Types'), and the rulebook says "even if they have different
    subtitles" where the title alone counts."""
    return title_key(card.title), title_key(card.subtitle or "")


def _team_copies(rest: _Section, team: _Section) -> list[Violation]:
    starting = {_card_key(c) for c, _ in team.copies(CardType.TEAM_CHARACTER)}
    by_card: dict[tuple[str, str], list[tuple[StargateCard, int]]] = defaultdict(list)
    for card, qty in rest.copies(CardType.TEAM_CHARACTER):
        by_card[_card_key(card)].append((card, qty))
    found: list[Violation] = []
    for key, copies in by_card.items():
        count = sum(qty for _, qty in copies)
        names = sorted({c.name for c, _ in copies})
        if key not in starting:
            found.append(_error(
                "SG-TEAM-CARD-IN-DECK", f"{_names(copies)} in the deck: a team character "
                "not in your starting team (another version is another card); only copies "
                "of your starting team characters may be in the deck", names,
                RULE_TEAM_COPIES))
        elif count > TEAM_COPIES_IN_DECK:
            found.append(_error(
                "SG-TEAM-CARD-IN-DECK", f"{count} copies of team character "
                f"{copies[0][0].name} in the deck ({_names(copies)}); at most "
                f"{TEAM_COPIES_IN_DECK} of each starting team character", names,
                RULE_TEAM_COPIES))
    return found


def _sides(rest: _Section) -> list[Violation]:
    heroes = villains = 0
    unsided: list[tuple[StargateCard, int]] = []
    for card, qty in rest.cards:
        if card.type is CardType.MISSION:
            continue  # already an error; it must not make up for missing hero cards
        allegiance = side(card)
        if allegiance is Allegiance.HERO:
            heroes += qty
        elif allegiance is Allegiance.VILLAIN:
            villains += qty
        else:
            unsided.append((card, qty))
    found: list[Violation] = []
    if heroes < HERO_MINIMUM:
        found.append(_error("SG-HERO-MINIMUM", f"at least {HERO_MINIMUM} hero cards needed "
                            f"in the deck, {heroes} found", [], RULE_REST))
    if villains < VILLAIN_MINIMUM:
        found.append(_error("SG-VILLAIN-MINIMUM", f"at least {VILLAIN_MINIMUM} villain cards "
                            f"needed in the deck, {villains} found", [], RULE_REST))
    if unsided:
        found.append(_warning("SG-NO-ALLEGIANCE", f"the card data gives no allegiance for "
                              f"{_names(unsided)}: counted as neither hero nor villain",
                              _unique(unsided), RULE_SIDES))
    return found


def _copy_limit(*parts: _Section) -> list[Violation]:
    totals: dict[str, int] = {}
    for part in parts:
        for card, qty in part.cards:
            key = title_key(card.title)
            totals[key] = totals.get(key, 0) + qty
    found: list[Violation] = []
    for key, total in totals.items():
        if total > COPY_LIMIT:
            # Rare: only now collect the printings to name them.
            printings = [c for part in parts for c, _ in part.cards if title_key(c.title) == key]
            names = list(dict.fromkeys(card.name for card in printings))
            found.append(_error(
                "SG-COPY-LIMIT", f"{total} copies of {printings[0].title} across team, "
                f"missions and deck ({', '.join(names)}); at most {COPY_LIMIT} of a title",
                names, RULE_COPIES))
    return found


def _weak_skills(team: _Section, by_skill: dict[Skill, list[StargateCard]]) -> list[Violation]:
    """Legal but notable: missions of a skill in which no team character rates above 1."""
    characters = [c for c, _ in team.copies(CardType.TEAM_CHARACTER)]
    if not characters:
        return []
    found: list[Violation] = []
    for skill, missions in by_skill.items():
        ratings = [r for c in characters if (r := c.rating(skill)) is not None]
        best = max(ratings, default=None)
        if missions and (best is None or best <= 1):
            shown = "no rating" if best is None else f"best {best}"
            found.append(_warning(
                "SG-TEAM-WEAK-SKILL", f"no team character rates above 1 in "
                f"{skill.value.title()} ({shown}), yet {plural(len(missions), 'mission')} "
                f"require it: {', '.join(m.name for m in missions)}",
                [m.name for m in missions], RULE_WEAK))
    return found
