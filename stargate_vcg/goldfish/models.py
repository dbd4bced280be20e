"""The `goldfish --json` documents (pydantic): what the library returns and the CLI prints."""

from __future__ import annotations

from pydantic import BaseModel


class TurnStats(BaseModel):
    """Means over the games that reached this own turn."""

    turn: int
    games: int
    missions_attempted: float
    missions_succeeded: float
    power: float  # power at the start of the turn
    power_used: float
    power_wasted: float  # unspent at the end of the turn (power does not carry over)


class CardStats(BaseModel):
    """Means per game: copies drawn, copies played, assignments to a successful mission."""

    drawn: float
    played: float
    assigned_to_success: float


class GoldfishResult(BaseModel):
    """`stargate-vcg goldfish DECK --json` (document "stargate-vcg-goldfish/1")."""

    document: str = "stargate-vcg-goldfish/1"
    game: str = "stargate"
    deck: str | None
    opponent: str | None  # None: the passive villain
    agent: str
    games: int
    seed: int
    max_turns: int
    keep: str
    victory_total: int  # the opponent's team total: experience needed to win
    wins: int
    win_rate: float
    win_rate_ci95: tuple[float, float]
    unfinished: int  # games that reached --max-turns
    mean_turn: float | None  # own turn of victory, over the games won
    mean_turn_ci95: tuple[float, float] | None
    turn_distribution: dict[int, int]  # own turn -> games won on it
    win_reasons: dict[str, int]  # "experience", "seven glyphs", "unfinished", ...
    mulligan_rate: float
    per_turn: list[TurnStats]
    per_card: dict[str, CardStats]
    card_effects: str  # which card effects the engine applied


class SeatStats(BaseModel):
    agent: str
    wins: float  # ties share the win
    mean_score: float
    score_distribution: dict[int, int]


class ImpresaStats(BaseModel):
    attempts: int
    completed: int
    completion_rate: float


class TrekGoldfishResult(BaseModel):
    """`stargate-vcg goldfish decks/star-trek-vcg.yaml --players N --json`
    (document "stargate-vcg-goldfish-trek/1")."""

    document: str = "stargate-vcg-goldfish-trek/1"
    game: str = "trek"
    games: int
    seed: int
    players: int
    agents: list[str]
    unfinished: int  # stopped by max_turns; seats and turns count finished games only
    seats: list[SeatStats]
    mean_turns: float | None  # None when no game finished
    turn_distribution: dict[int, int]  # game length in turns -> games
    imprese: dict[str, ImpresaStats]
    bluffs: int  # face-down cards placed that were not characters
    bluffs_joined: int  # of those imprese, how many drew another player's declaration
