"""Stargate TCG statistics: team, mission pile and villain side."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import SKILLS, CardType, Skill, StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Section
from stargate_vcg.statistics.models import (
    VARIABLE,
    AdversaryInfo,
    ComplicationMaterial,
    MissionInfo,
    MissionStats,
    ObstacleInfo,
    SkillReach,
    TeamMember,
    TeamStats,
    VillainStats,
)


def _known(entries: Iterable[DeckEntry]) -> list[tuple[StargateCard, int]]:
    return [(e.card, e.quantity) for e in entries if isinstance(e.card, StargateCard)]


def _copies_by_title(deck: Deck) -> Counter[str]:
    """Draw-deck character cards per normalized title: the boost material of each
    character ("Boost a character": a character card with the same title)."""
    counts: Counter[str] = Counter()
    for card, quantity in _known(deck.section(Section.DECK)):
        if card.is_character:
            counts[normalize_name(card.title)] += quantity
    return counts


def _team_titles(deck: Deck) -> set[str]:
    return {normalize_name(c.title) for c, _ in _known(deck.section(Section.TEAM))}


def _skills(card: StargateCard) -> dict[str, int]:
    return {str(s): card.skills[s] for s in SKILLS if s in card.skills}


def team_stats(deck: Deck) -> TeamStats:
    team = [card for card, _ in _known(deck.section(Section.TEAM))]
    in_deck = _copies_by_title(deck)
    members = [TeamMember(name=c.name, point_value=c.point_value, skills=_skills(c),
                          copies_in_deck=in_deck[normalize_name(c.title)]) for c in team]
    totals = {str(s): sum(c.skills.get(s, 0) for c in team) for s in SKILLS}
    missions = mission_stats(deck)
    reach = {str(s): _reach(deck, team, s, totals[str(s)], missions) for s in SKILLS}
    return TeamStats(members=members, point_total=victory_total_given(deck),
                     skill_totals=totals, reach=reach)


def victory_total_given(deck: Deck) -> int:
    """The team's point values total: the opponent's victory total ("Starting a Game")."""
    return sum(card.point_value for card, _ in _known(deck.section(Section.TEAM)))


def _reach(deck: Deck, team: list[StargateCard], skill: Skill, team_total: int,
           missions: MissionStats) -> SkillReach:
    # Only one character of a title can be in play ("Play a card"): a support character
    # titled like a team character is never played, only discarded to boost it. A
    # support character is assigned only with a rating in the mission's skill ("Assign").
    team_titles = _team_titles(deck)
    best: dict[str, int] = {}
    copies: Counter[str] = Counter()
    for card, quantity in _known(deck.section(Section.DECK)):
        key = normalize_name(card.title)
        if (card.type is CardType.SUPPORT_CHARACTER and skill in card.skills
                and key not in team_titles):
            best[key] = max(best.get(key, 0), card.skills[skill])
            copies[key] += quantity
    with_support = team_total + sum(best.values())
    in_deck = _copies_by_title(deck)
    # Boost: discard a same-title character card for skills +1 ("Boost a character").
    team_boosts = sum(in_deck[normalize_name(c.title)] for c in team)
    support_boosts = sum(n - 1 for n in copies.values())
    difficulties = sorted(m.skills[str(skill)] for m in missions.missions
                          if str(skill) in m.skills)
    return SkillReach(
        team=team_total, with_support=with_support,
        with_boosts=with_support + team_boosts + support_boosts,
        mission_difficulties=difficulties,
        missions_reached_by_team=sum(1 for d in difficulties if d <= team_total),
    )


def mission_stats(deck: Deck) -> MissionStats:
    infos: list[MissionInfo] = []
    by_skill: dict[str, Counter[int]] = {str(s): Counter() for s in SKILLS}
    glyphs: Counter[str] = Counter()
    experience = 0
    for card, quantity in _known(deck.section(Section.MISSIONS)):
        # A mission requires one skill, its rating there the difficulty; one rated in two
        # (user data: the shipped errata leave none) is shown under both.
        rated = _skills(card)
        skill, difficulty = next(iter(rated.items()), (None, None))
        for _ in range(quantity):
            infos.append(MissionInfo(name=card.name, skill=skill, difficulty=difficulty,
                                     experience=card.experience, skills=rated,
                                     glyph=str(card.glyph) if card.glyph else None))
        for name, rating in rated.items():
            by_skill[name][rating] += quantity
        if card.glyph is not None:
            glyphs[str(card.glyph)] += quantity
        experience += (card.experience or 0) * quantity
    return MissionStats(
        missions=infos,
        difficulty_by_skill={s: dict(sorted(c.items())) for s, c in by_skill.items()},
        experience_total=experience, glyphs=dict(sorted(glyphs.items())))


# The data gives 0 for an obstacle whose text sets its difficulty during the mission.
_SET_BY_TEXT = re.compile(r"\bthis obstacle's difficulty is (?:equal to|X\b)", re.IGNORECASE)


def variable_difficulty(card: StargateCard) -> bool:
    """An obstacle rated 0 whose own text gives its difficulty: printed as X, not 0."""
    return (card.type is CardType.OBSTACLE and all(v == 0 for v in card.skills.values())
            and _SET_BY_TEXT.search(card.text.replace("\u2019", "'")) is not None)


def _by_difficulty(counts: Counter[int | str]) -> dict[int | str, int]:
    """Numbers in order, then X."""
    return dict(sorted(counts.items(), key=lambda item: (isinstance(item[0], str), item[0])))


def villain_stats(deck: Deck) -> VillainStats:
    by_skill: dict[str, Counter[int | str]] = {str(s): Counter() for s in SKILLS}
    obstacles: list[ObstacleInfo] = []
    adversaries: list[AdversaryInfo] = []
    for card, quantity in _known(deck.section(Section.DECK)):
        if card.type is CardType.OBSTACLE:
            difficulty: dict[str, int | str] = dict(_skills(card))
            if variable_difficulty(card):
                difficulty = dict.fromkeys(difficulty, VARIABLE)
            for name, value in difficulty.items():
                by_skill[name][value] += quantity
            obstacles.append(ObstacleInfo(name=card.name, copies=quantity, cost=card.cost,
                                          difficulty=difficulty))
        elif card.type is CardType.ADVERSARY:
            adversaries.append(AdversaryInfo(name=card.name, copies=quantity, cost=card.cost,
                                             skills=_skills(card), revive=card.revive))
    return VillainStats(
        obstacles_by_skill={s: _by_difficulty(c) for s, c in by_skill.items()},
        obstacles=obstacles, adversaries=adversaries,
        complication_material=_complication_material(deck))


def _complication_material(deck: Deck) -> ComplicationMaterial:
    # Character cards that can't be played: team characters never are, and a support
    # character titled like a team character can't join it ("Play a card").
    team_titles = _team_titles(deck)
    hero = team_copies = 0
    for card, quantity in _known(deck.section(Section.DECK)):
        if card.is_hero:
            hero += quantity
        if card.type is CardType.TEAM_CHARACTER or (
                card.is_character and normalize_name(card.title) in team_titles):
            team_copies += quantity
    return ComplicationMaterial(hero_cards=hero, team_copies=team_copies,
                                cards_total=deck.count(Section.DECK))


def difficulty_table(stats: MissionStats) -> dict[str, list[int]]:
    """Mission difficulties per skill, sorted, for tables and the plot."""
    table: dict[str, list[int]] = defaultdict(list)
    for mission in stats.missions:
        for skill, difficulty in mission.skills.items():
            table[skill].append(difficulty)
    return {s: sorted(v) for s, v in table.items()}
