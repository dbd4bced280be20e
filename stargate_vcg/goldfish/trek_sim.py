"""Star Trek VCG goldfish: N seats with the given agents, many games, the tallies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stargate_vcg.agents.random_agent import RandomAgent
from stargate_vcg.agents.trek_greedy import GreedyTrekAgent
from stargate_vcg.decklists.model import Deck, Game
from stargate_vcg.engine.trek import Declare, PlaceSecrets, TrekGame
from stargate_vcg.engine.trek.table import PERSONAGGIO
from stargate_vcg.errors import StargateVcgError
from stargate_vcg.goldfish import runner
from stargate_vcg.goldfish.models import ImpresaStats, SeatStats, TrekGoldfishResult
from stargate_vcg.goldfish.seeds import fresh_seed, sub_seed

TREK_AGENTS = ("greedy", "random")
# A game that runs this many decisions is stopped as unfinished (no rule ends it
# otherwise when nobody attempts an Impresa).
MAX_STEPS = 20_000
GAMES_CHUNK = 50


@dataclass
class TrekSetup:
    deck: Deck | None
    players: int
    agents: tuple[str, ...]
    max_turns: int | None = None


@dataclass
class TrekTally:
    games: int = 0
    unfinished: int = 0
    wins: list[int] = field(default_factory=list)  # in 1/_SHARE parts of a win
    score_sum: list[int] = field(default_factory=list)
    scores: list[dict[int, int]] = field(default_factory=list)
    turns: dict[int, int] = field(default_factory=dict)
    imprese: dict[str, list[int]] = field(default_factory=dict)  # name -> [attempts, done]
    bluffs: int = 0
    bluffs_joined: int = 0

    def merge(self, other: TrekTally) -> None:
        self.games += other.games
        self.unfinished += other.unfinished
        if not self.score_sum:
            n = len(other.score_sum)
            self.wins, self.score_sum = [0] * n, [0] * n
            self.scores = [{} for _ in range(n)]
        for p, n in enumerate(other.wins):
            self.wins[p] += n
        for p, n in enumerate(other.score_sum):
            self.score_sum[p] += n
        for p, dist in enumerate(other.scores):
            for s, n in dist.items():
                self.scores[p][s] = self.scores[p].get(s, 0) + n
        for t, n in other.turns.items():
            self.turns[t] = self.turns.get(t, 0) + n
        for name, row in other.imprese.items():
            mine = self.imprese.setdefault(name, [0, 0])
            mine[0] += row[0]
            mine[1] += row[1]
        self.bluffs += other.bluffs
        self.bluffs_joined += other.bluffs_joined


def _agent(name: str, game: TrekGame, seed: int) -> Any:
    return GreedyTrekAgent(game.table) if name == "greedy" else RandomAgent(seed)


def trek_chunk(setup: TrekSetup, master: int, start: int, count: int) -> TrekTally:
    n = setup.players
    # Wins are counted in units of 1/LCM so that shared wins stay integers.
    tally = TrekTally(wins=[0] * n, score_sum=[0] * n, scores=[{} for _ in range(n)])
    for index in range(start, start + count):
        seed = sub_seed(master, index, "trek")
        game = TrekGame.new(players=n, seed=seed, deck=setup.deck)
        agents = [_agent(setup.agents[p % len(setup.agents)], game, seed + p)
                  for p in range(n)]
        bluffing = False
        joined = False
        steps = 0
        limit = setup.max_turns
        while not game.is_over and steps < MAX_STEPS and (limit is None
                                                          or game.turn < limit):
            player = game.to_act
            assert player is not None
            legal = game.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                action = agents[player].choose(game.observation(player), legal)
            if isinstance(action, PlaceSecrets):
                bluffing = any(game.table.kind[c] != PERSONAGGIO for c in action.cards)
                joined = False
            elif isinstance(action, Declare) and action.characters and bluffing \
                    and not joined:
                joined = True
                tally.bluffs_joined += 1
            game.apply(action)
            steps += 1
            if isinstance(action, PlaceSecrets) and bluffing:
                tally.bluffs += 1
        tally.games += 1
        for event in game.log:
            if event.kind in ("completed", "failed"):
                row = tally.imprese.setdefault(game.name(event.cards[0]), [0, 0])
                row[0] += 1
                row[1] += event.kind == "completed"
        if not game.is_over:
            tally.unfinished += 1
            continue
        winners = game.winners
        for p in winners:
            tally.wins[p] += _SHARE // len(winners)
        for p, score in enumerate(game.scores):
            tally.score_sum[p] += score
            tally.scores[p][score] = tally.scores[p].get(score, 0) + 1
        tally.turns[game.turn] = tally.turns.get(game.turn, 0) + 1
    return tally


_SHARE = 840  # divisible by 1..8: a win shared by k players adds 840 / k


def goldfish_trek(deck: Deck | None = None, players: int = 4, games: int = 1000,
                  seed: int | None = None, agents: list[str] | None = None,
                  workers: int = 1, executor: str | None = None,
                  max_turns: int | None = None,
                  progress: runner.Progress | None = None) -> TrekGoldfishResult:
    """Play `games` Star Trek VCG games of `players` seats; `agents` name each seat's
    agent (cycled: ["greedy"] for all); a game still going after `max_turns` turns is
    unfinished. Same seed, same result, whatever the workers."""
    if deck is not None and deck.game is not Game.TREK:
        raise StargateVcgError("goldfish_trek needs the Star Trek VCG deck")
    if games < 1 or workers < 1:
        raise StargateVcgError("games and workers must be at least 1")
    names = tuple(agents or ["greedy"])
    unknown = [a for a in names if a not in TREK_AGENTS]
    if unknown:
        raise StargateVcgError(f"unknown agent {unknown[0]!r}; known: "
                               + ", ".join(TREK_AGENTS))
    TrekGame.new(players=players, seed=0, deck=deck)  # refuses a bad table at once
    seed = fresh_seed() if seed is None else seed
    if max_turns is not None and max_turns < 1:
        raise StargateVcgError("max_turns must be at least 1")
    setup = TrekSetup(deck, players, names, max_turns)
    tally = runner.run(trek_chunk, setup, seed, games, GAMES_CHUNK,
                       TrekTally(), workers, executor, progress)
    finished = max(tally.games - tally.unfinished, 1)  # scores: finished games only
    seats = [SeatStats(agent=names[p % len(names)], wins=round(tally.wins[p] / _SHARE, 4),
                       mean_score=round(tally.score_sum[p] / finished, 4),
                       score_distribution=dict(sorted(tally.scores[p].items())))
             for p in range(players)]
    total_turns = sum(t * n for t, n in tally.turns.items())
    return TrekGoldfishResult(
        games=tally.games, seed=seed, players=players, agents=list(names),
        unfinished=tally.unfinished, seats=seats,
        mean_turns=round(total_turns / finished, 4) if tally.turns else None,
        turn_distribution=dict(sorted(tally.turns.items())),
        imprese={name: ImpresaStats(attempts=a, completed=c,
                                    completion_rate=round(c / a, 4) if a else 0.0)
                 for name, (a, c) in sorted(tally.imprese.items())},
        bluffs=tally.bluffs, bluffs_joined=tally.bluffs_joined)
