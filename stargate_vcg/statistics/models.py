"""Pydantic models of the statistics: `DeckStats.model_dump(mode="json")` is the
`stats --json` document (documented in docs/readme-parts/stats.md)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from stargate_vcg.statistics.odds import OddsResult

DOCUMENT = "stargate-vcg-stats/1"


class Counts(BaseModel):
    sections: dict[str, int]  # cards per section (team, missions, deck)
    by_type: dict[str, int]  # draw deck
    by_allegiance: dict[str, int]  # draw deck: hero, villain, none
    unknown: int = 0  # entries whose name did not resolve to a card


class DrawRules(BaseModel):
    deck_size: int
    opening_hand: int
    mulligan: str | None  # the keep rule used for every p_*_with_mulligan, or None


class TitleOdds(BaseModel):
    copies: int
    p_opening: float  # P(at least one copy in the opening hand)
    p_opening_with_mulligan: float | None  # mulligan when the opening hand has no copy
    p_at_least: dict[int, float]  # k -> P(at least k copies), k = 1..min(copies, 3)
    p_at_least_with_mulligan: dict[int, float] | None  # same keep rule


class GroupOdds(BaseModel):
    copies: int
    p_at_least: dict[int, float]  # k -> P(at least k in the opening hand), k = 1..3
    p_opening_with_mulligan: float | None  # >= 1, mulligan when the hand has none
    p_at_least_with_mulligan: dict[int, float] | None  # mulligan when the hand has none


class TeamMember(BaseModel):
    name: str
    point_value: int
    skills: dict[str, int]
    copies_in_deck: int  # boost material: same-title cards in the draw deck


class SkillReach(BaseModel):
    """What a mission of one skill can reach, before obstacles and complications."""

    team: int  # all four team characters assigned
    with_support: int  # plus one of each support title with a rating in the skill
    with_boosts: int  # plus every same-title boost in the draw deck (+1 each)
    mission_difficulties: list[int]  # the pile's missions of this skill
    missions_reached_by_team: int


class TeamStats(BaseModel):
    members: list[TeamMember]
    point_total: int
    skill_totals: dict[str, int]
    reach: dict[str, SkillReach]


class MissionInfo(BaseModel):
    name: str
    skill: str | None  # the first skill it is rated in; `skills` has them all
    difficulty: int | None
    experience: int | None
    glyph: str | None
    skills: dict[str, int] = Field(default_factory=dict)  # skill -> difficulty


class MissionStats(BaseModel):
    missions: list[MissionInfo]
    # skill -> difficulty -> missions; a mission rated in two skills counts under both
    difficulty_by_skill: dict[str, dict[int, int]]
    experience_total: int
    glyphs: dict[str, int]


def percent(value: float, digits: int = 1) -> str:
    """A probability as a percentage that never rounds to a certainty or an impossibility
    it is not: 0.99998 is ">99.9%", not "100.0%"."""
    shown = f"{value * 100:.{digits}f}%"
    step = 10.0 ** -digits
    if 0 < value < 1:
        if shown == f"{100:.{digits}f}%":
            return f">{100 - step:.{digits}f}%"
        if shown == f"{0:.{digits}f}%":
            return f"<{step:.{digits}f}%"
    return shown


VARIABLE = "X"  # the difficulty of an obstacle whose text sets it during the mission


class ObstacleInfo(BaseModel):
    name: str
    copies: int
    cost: int | None
    difficulty: dict[str, int | str]  # VARIABLE instead of the data's 0 when it varies


class AdversaryInfo(BaseModel):
    name: str
    copies: int
    cost: int | None
    skills: dict[str, int]
    revive: int | None


class ComplicationMaterial(BaseModel):
    """Any card in hand can be a complication (+1 difficulty; rulebook "Play a
    complication"); these are the cards with little else to do as the villain."""

    hero_cards: int  # ignored during your villain turn, so free to face down
    team_copies: int  # no way to play them; boost or complication only
    cards_total: int


class VillainStats(BaseModel):
    obstacles_by_skill: dict[str, dict[int | str, int]]  # skill -> difficulty|X -> copies
    obstacles: list[ObstacleInfo]
    adversaries: list[AdversaryInfo]
    complication_material: ComplicationMaterial


class ImpresaReach(BaseModel):
    name: str
    points: int
    minimum: dict[str, int]
    crew_total: dict[str, int]  # all 25 personaggi, per category
    best_single: dict[str, int]
    fieldable: bool  # the whole crew meets every minimum
    min_characters: int | None  # fewest personaggi meeting every minimum at once


class TrekOpening(BaseModel):
    turn: int
    cards_seen: int
    p_personaggio: float
    p_impresa: float
    p_both: float


class TrekStats(BaseModel):
    composition: dict[str, int]
    category_totals: dict[str, dict[str, int]]  # card type -> category -> total
    danni_by_alert: dict[str, dict[str, int]]  # alert level -> category -> penalty
    imprese: list[ImpresaReach]
    opening: TrekOpening
    by_turn: list[TrekOpening]


class DeckStats(BaseModel):
    document: str = DOCUMENT
    game: str
    name: str | None
    counts: Counts
    victory_total_given: int | None  # Stargate: the team's point total
    draw: DrawRules
    titles: dict[str, TitleOdds]
    groups: dict[str, GroupOdds]  # keys are selectors of the condition language
    cost_curve: dict[str, dict[int, int]]  # type -> cost -> copies (draw deck)
    traits: dict[str, int]
    copies: dict[str, int]  # title -> copies in the draw deck
    team: TeamStats | None = None
    missions: MissionStats | None = None
    villain: VillainStats | None = None
    trek: TrekStats | None = None
    odds: list[OddsResult] = Field(default_factory=list)
