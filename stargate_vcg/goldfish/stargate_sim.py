"""One Stargate TCG goldfish game, and the integer tallies that many games add up to.

The deck (seat 0) plays its hero turns with an agent against a passive villain (seat
1: plays nothing, never assigns, only passes) or, with an opponent deck, a greedy one.
Turns are counted as the deck's own hero turns: "won on turn 5" is its fifth turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from stargate_vcg.agents.keep import DEFAULT_KEEP, KeepRule
from stargate_vcg.agents.random_agent import RandomAgent
from stargate_vcg.agents.stargate_greedy import (
    FROM_ACTIONS,
    GreedyStargateAgent,
    PassiveAgent,
    route,
)
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import Deck, DeckEntry, Section
from stargate_vcg.engine.stargate import EffectRegistry, Pass, StargateGame
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.facts import MAX_COST, MISSION, TEAM, Z_DECK, CardFacts
from stargate_vcg.engine.stargate.observation import glance
from stargate_vcg.errors import StargateVcgError

AGENTS = ("greedy", "random")
# Final: compiled, a plain module constant is a dict lookup at each use.
HERO: Final = 0


@dataclass
class StargateSetup:
    """Everything a worker needs to play games (pickled once per worker)."""

    deck: Deck
    opponent: Deck  # the passive villain's deck, or the opponent's
    passive: bool
    max_turns: int
    keep: str
    agent: str = "greedy"
    effects: EffectRegistry | bool = True  # card effects the engine applies


def with_team_total(deck: Deck, total: int) -> Deck:
    """The deck with its team's point values set to add up to `total` (the victory total
    it gives its opponent, rulebook "Starting a Game"). The passive villain plays none
    of its cards, so only this number of its deck matters."""
    team = [e.card for e in deck.section(Section.TEAM) if e.card is not None
            for _ in range(e.quantity)]
    if not team:
        raise StargateVcgError(f"{deck.name or 'deck'}: no team characters")
    most = MAX_COST * len(team)  # a card's cost is a byte of the engine's tables
    if total > most:
        raise StargateVcgError(f"the opponent's team points must be at most {most} "
                               f"({MAX_COST} a team character)")
    base, extra = divmod(total, len(team))
    entries = []
    for i, card in enumerate(team):
        new = card.model_copy(update={"cost": base + (1 if i < extra else 0)})
        entries.append(DeckEntry(name=new.name, quantity=1, card=new))
    sections = dict(deck.sections)
    sections[Section.TEAM] = entries
    return Deck(game=deck.game, name=f"{deck.name or 'deck'} (passive)", sections=sections)


def team_total(deck: Deck) -> int:
    return sum((e.card.cost or 0) * e.quantity for e in deck.section(Section.TEAM)
               if isinstance(e.card, StargateCard))


@dataclass
class GameRecord:
    won: bool
    turn: int  # own turn of victory, or own turns played
    reason: str
    mulligan: bool
    # per own turn (index 0 = turn 1): missions attempted, succeeded, power, power used
    attempted: list[int]
    succeeded: list[int]
    power: list[int]
    used: list[int]
    # per card name: (copies drawn, plays, assignments to a successful mission)
    cards: dict[str, tuple[int, int, int]]


@dataclass
class StargateTally:
    """Integer sums over games: merged in any order, they give the same result."""

    games: int = 0
    wins: int = 0
    mulligans: int = 0
    turn_sum: int = 0
    turn_sq: int = 0
    turns: dict[int, int] = field(default_factory=dict)  # own turn -> games won on it
    reasons: dict[str, int] = field(default_factory=dict)
    # per own turn: [games that reached it, attempted, succeeded, power, used]
    per_turn: list[list[int]] = field(default_factory=list)
    per_card: dict[str, list[int]] = field(default_factory=dict)

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.mulligans += record.mulligan
        if record.won:
            self.wins += 1
            self.turn_sum += record.turn
            self.turn_sq += record.turn * record.turn
            self.turns[record.turn] = self.turns.get(record.turn, 0) + 1
        self.reasons[record.reason] = self.reasons.get(record.reason, 0) + 1
        for t in range(len(record.attempted)):
            while len(self.per_turn) <= t:
                self.per_turn.append([0, 0, 0, 0, 0])
            row = self.per_turn[t]
            row[0] += 1
            row[1] += record.attempted[t]
            row[2] += record.succeeded[t]
            row[3] += record.power[t]
            row[4] += record.used[t]
        for name, counts in record.cards.items():
            row = self.per_card.setdefault(name, [0, 0, 0])
            for i, n in enumerate(counts):
                row[i] += n

    def merge(self, other: StargateTally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.mulligans += other.mulligans
        self.turn_sum += other.turn_sum
        self.turn_sq += other.turn_sq
        for t, n in other.turns.items():
            self.turns[t] = self.turns.get(t, 0) + n
        for r, n in other.reasons.items():
            self.reasons[r] = self.reasons.get(r, 0) + n
        for t, row in enumerate(other.per_turn):
            while len(self.per_turn) <= t:
                self.per_turn.append([0, 0, 0, 0, 0])
            mine = self.per_turn[t]
            for i, n in enumerate(row):
                mine[i] += n
        for name, row in other.per_card.items():
            mine = self.per_card.setdefault(name, [0, 0, 0])
            for i, n in enumerate(row):
                mine[i] += n


class _Prepared:
    """Per worker: the decks and keep rule, built once, and a game set up (not played)
    whose deck layout the games are set up from (`StargateGame.rematch`)."""

    __slots__ = ("decks", "first", "keep", "villain_keep")

    def __init__(self, setup: StargateSetup) -> None:
        self.decks = [setup.deck, setup.opponent]
        self.first = StargateGame.new(self.decks, seed=0, effects=setup.effects)
        self.keep = KeepRule(setup.keep)
        # The keep rule names the deck's cards; the opponent keeps by the default.
        self.villain_keep = KeepRule(DEFAULT_KEEP)


_PASS = Pass()
_PREPARED: dict[int, tuple[StargateSetup, _Prepared]] = {}


def prepare(setup: StargateSetup) -> None:
    """Build what games of `setup` share (deck layout, keep rules) now: called before
    local workers are forked, they start from it instead of each building it."""
    _prepared(setup)


def _prepared(setup: StargateSetup) -> _Prepared:
    found = _PREPARED.get(id(setup))
    if found is None or found[0] is not setup:
        _PREPARED.clear()
        found = (setup, _Prepared(setup))
        _PREPARED[id(setup)] = found
    return found[1]


def play_game(setup: StargateSetup, seed: int) -> tuple[StargateGame, dict[int, int]]:
    """Play one goldfish game; also returns the power left at the end of each turn of
    the deck (engine turn -> power), which the public log does not record."""
    prep = _prepared(setup)
    game = prep.first.rematch(seed)
    # Engine turns alternate between the two seats: the deck's Nth turn is turn 2N - 1
    # when it goes first, else 2N (the first player is known once the game is set up).
    last = 2 * setup.max_turns
    game.max_turns = last - 1 if game.state.first_player == HERO else last
    hero_agent = GreedyStargateAgent(game.facts, prep.keep) if setup.agent == "greedy" \
        else RandomAgent(seed)
    passive = PassiveAgent()
    other = passive if setup.passive else GreedyStargateAgent(game.facts, prep.villain_keep)
    agents = (hero_agent, other)
    needs = (getattr(hero_agent, "needs_observation", True),
             getattr(other, "needs_observation", True))
    greedies = tuple(a if isinstance(a, GreedyStargateAgent) else None for a in agents)
    left: dict[int, int] = {}
    state = game.state
    while not game.is_over:
        player = game.to_act
        assert player is not None
        hero_turn = state.hero == HERO
        if hero_turn:
            left[state.turn] = state.players[HERO].power
        if setup.passive and (player != HERO or not hero_turn) \
                and state.phase == ph.ACTIONS and not state.pending:
            # The passive opponent, and the deck in its villain turns, pass: the action
            # they pick from the list, which holds a pass whenever nothing is pending.
            # Their options are not listed.
            game.apply(_PASS)
            continue
        legal = game.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif setup.passive and not hero_turn:
            # Against a passive opponent the deck's villain turns change nothing: it
            # passes too (its villain cards stay in hand, as a goldfish has no target).
            action = passive.choose(None, legal)
        else:
            greedy = greedies[player]
            if greedy is not None:
                # The observation only for the decisions the agent reads it for, and of
                # it only the glance the agent reads.
                how = route(legal)
                view = glance(game, player) if how < FROM_ACTIONS else None
                action = greedy.decide(how, view, legal)
            else:
                obs = game.observation(player) if needs[player] else None
                action = agents[player].choose(obs, legal)
        game.apply(action)
    if state.hero == HERO:
        left[state.turn] = state.players[HERO].power
    return game, left


class _Names:
    """Per card list (one per deck layout, shared by its games): each card's name, and
    the deck's cards that can be drawn (not team characters, not missions)."""

    __slots__ = ("drawable", "facts", "names")

    def __init__(self, facts: list[CardFacts]) -> None:
        self.facts = facts
        self.names = [f.name for f in facts]  # a property formatting it at each read
        self.drawable = [uid for uid, f in enumerate(facts)
                         if f.owner == HERO and f.kind != TEAM and f.kind != MISSION]


_NAMES: dict[int, _Names] = {}


def _names(facts: list[CardFacts]) -> _Names:
    found = _NAMES.get(id(facts))
    if found is None or found.facts is not facts:
        if len(_NAMES) > 100:
            _NAMES.clear()
        found = _NAMES[id(facts)] = _Names(facts)
    return found


# The log's event kinds the tallies read (record_game).
_TURN: Final = 1
_MULLIGAN: Final = 2
_WIN: Final = 3
_POWER: Final = 4
_PLAY_MISSION: Final = 5
_ASSIGN: Final = 6
_PLAY: Final = 7
_SUCCESS: Final = 8
_FAILURE: Final = 9
_KINDS: Final[dict[str, int]] = {
    "turn": _TURN, "mulligan": _MULLIGAN, "win": _WIN, "power": _POWER,
    "play mission": _PLAY_MISSION, "assign": _ASSIGN, "play": _PLAY, "success": _SUCCESS,
    "failure": _FAILURE}


def record_game(game: StargateGame, left: dict[int, int]) -> GameRecord:
    """What one game adds to the tallies, read from its public log."""
    table = _names(game.facts)
    names = table.names
    attempted: list[int] = []
    succeeded: list[int] = []
    power: list[int] = []
    used: list[int] = []
    plays: dict[str, int] = {}
    helped: dict[str, int] = {}
    assigned: list[int] = []
    hero = -1
    own = 0
    mulligan = False
    reason = "unfinished"
    won = False
    # The flat columns, not `LogEntry` tuples: building one per event was a tenth of a
    # goldfish game.
    numbers, words = game.log_entries.columns()
    for event in range(len(words) // 2):  # two words and four numbers an event
        # One lookup instead of a chain of string comparisons: most events are of none
        # of these kinds.
        code = _KINDS.get(words[2 * event], 0)
        if code == 0:
            continue
        n = 4 * event
        player = numbers[n + 1]
        if code == _TURN:
            hero = player
            if hero == HERO:
                own += 1
                attempted.append(0)
                succeeded.append(0)
                power.append(0)
                used.append(0)
            assigned = []
        elif code == _WIN:  # either player may win, in either's hero turn
            won = player == HERO
            text = words[2 * event + 1]
            reason = text if won else "opponent won: " + text
        elif hero != HERO:
            if code == _MULLIGAN and player == HERO:
                mulligan = True
        elif code == _POWER:
            value = numbers[n + 3]
            power[-1] = value
            used[-1] = max(value - left.get(numbers[n], 0), 0)
        elif code == _PLAY_MISSION:
            attempted[-1] += 1
            assigned = []
        elif code == _ASSIGN:
            if player == HERO:
                assigned.append(numbers[n + 2])
        elif code == _PLAY:
            if player == HERO:
                name = names[numbers[n + 2]]
                plays[name] = plays.get(name, 0) + 1
        elif code == _SUCCESS:
            succeeded[-1] += 1
            for uid in assigned:
                name = names[uid]
                helped[name] = helped.get(name, 0) + 1
            assigned = []
        elif code == _FAILURE:
            assigned = []
    drawn: dict[str, int] = {}
    # Drawn: the deck's cards no longer in its draw deck (each card is in exactly one
    # zone: ops).
    zone = game.state.zone
    for uid in table.drawable:
        if zone[uid] != Z_DECK:
            name = names[uid]
            drawn[name] = drawn.get(name, 0) + 1
    cards = {name: (drawn.get(name, 0), plays.get(name, 0), helped.get(name, 0))
             for name in drawn.keys() | plays.keys() | helped.keys()}
    return GameRecord(won, own, reason, mulligan, attempted, succeeded, power, used, cards)


def games_chunk(setup: StargateSetup, master: int, start: int, count: int) -> StargateTally:
    from stargate_vcg.goldfish.seeds import sub_seed

    tally = StargateTally()
    for index in range(start, start + count):
        game, left = play_game(setup, sub_seed(master, index))
        tally.add(record_game(game, left))
    return tally
