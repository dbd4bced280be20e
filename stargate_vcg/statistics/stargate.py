"""Stargate TCG statistics: team, mission pile and villain side."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import SKILLS, CardType, Skill, StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Section
from stargate_vcg.statistics.models import (
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
    """Draw-deck copies per normalized title: the boost material of each character."""
    counts: Counter[str] = Counter()
    for card, quantity in _known(deck.section(Section.DECK)):
        counts[normalize_name(card.title)] += quantity
    return counts


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
    # Only one character of a title can be in play ("Play a card"), and a support
    # character is assigned only with a rating in the mission's skill ("Assign").
    best: dict[str, int] = {}
    copies: Counter[str] = Counter()
    for card, quantity in _known(deck.section(Section.DECK)):
        if card.type is CardType.SUPPORT_CHARACTER and skill in card.skills:
            key = normalize_name(card.title)
            best[key] = max(best.get(key, 0), card.skills[skill])
            copies[key] += quantity
    with_support = team_total + sum(best.values())
    in_deck = _copies_by_title(deck)
    # Boost: discard a same-title character card for skills +1 ("Boost a character").
    team_boosts = sum(in_deck[normalize_name(c.title)] for c in team)
    support_boosts = sum(n - 1 for n in copies.values())
    difficulties = sorted(d for d in (m.difficulty for m in missions.missions
                                      if m.skill == str(skill)) if d is not None)
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
        # A mission requires one skill; its rating there is the difficulty.
        skill, difficulty = next(iter(card.skills.items()), (None, None))
        for _ in range(quantity):
            infos.append(MissionInfo(name=card.name, skill=str(skill) if skill else None,
                                     difficulty=difficulty, experience=card.experience,
                                     glyph=str(card.glyph) if card.glyph else None))
        if skill is not None and difficulty is not None:
            by_skill[str(skill)][difficulty] += quantity
        if card.glyph is not None:
            glyphs[str(card.glyph)] += quantity
        experience += (card.experience or 0) * quantity
    return MissionStats(
        missions=infos,
        difficulty_by_skill={s: dict(sorted(c.items())) for s, c in by_skill.items()},
        experience_total=experience, glyphs=dict(sorted(glyphs.items())))


def villain_stats(deck: Deck) -> VillainStats:
    by_skill: dict[str, Counter[int]] = {str(s): Counter() for s in SKILLS}
    obstacles: list[ObstacleInfo] = []
    adversaries: list[AdversaryInfo] = []
    for card, quantity in _known(deck.section(Section.DECK)):
        if card.type is CardType.OBSTACLE:
            for skill, difficulty in card.skills.items():
                by_skill[str(skill)][difficulty] += quantity
            obstacles.append(ObstacleInfo(name=card.name, copies=quantity, cost=card.cost,
                                          difficulty=_skills(card)))
        elif card.type is CardType.ADVERSARY:
            adversaries.append(AdversaryInfo(name=card.name, copies=quantity, cost=card.cost,
                                             skills=_skills(card), revive=card.revive))
    return VillainStats(
        obstacles_by_skill={s: dict(sorted(c.items())) for s, c in by_skill.items()},
        obstacles=obstacles, adversaries=adversaries,
        complication_material=_complication_material(deck))


def _complication_material(deck: Deck) -> ComplicationMaterial:
    team_titles = {normalize_name(c.title) for c, _ in _known(deck.section(Section.TEAM))}
    hero = team_copies = 0
    for card, quantity in _known(deck.section(Section.DECK)):
        if card.is_hero:
            hero += quantity
        if card.type is CardType.TEAM_CHARACTER or normalize_name(card.title) in team_titles:
            team_copies += quantity
    return ComplicationMaterial(hero_cards=hero, team_copies=team_copies,
                                cards_total=deck.count(Section.DECK))


def difficulty_table(stats: MissionStats) -> dict[str, list[int]]:
    """Mission difficulties per skill, sorted, for tables and the plot."""
    table: dict[str, list[int]] = defaultdict(list)
    for mission in stats.missions:
        if mission.skill is not None and mission.difficulty is not None:
            table[mission.skill].append(mission.difficulty)
    return {s: sorted(v) for s, v in table.items()}
