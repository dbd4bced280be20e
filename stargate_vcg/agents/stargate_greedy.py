"""Greedy Stargate TCG agents, playing from the observation and the legal actions only.

They know the printed cards of the game (`game.facts`, one entry per card uid: public,
the decklists are open) but never the game: not the order of a deck, not another
player's hand, not a face-down complication. Numbers are the printed ones plus what
the agent itself did (its boosts); card effects that change skills are not seen, so
the greedy plan is an estimate that the engine's rules then settle.

Any decision the agent does not know (a new kind of action, a card effect's choice)
gets a safe default: pass, decline, stop, or else the first legal action.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, islice
from typing import Any, Final, Protocol

from stargate_vcg.agents.keep import KeepRule
from stargate_vcg.engine.stargate.actions import (
    Action,
    Assign,
    Boost,
    ChooseGlyphCharacter,
    ChooseStoppedCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Discard,
    Incapacitate,
    Keep,
    Mulligan,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    Score,
    Stop,
)
from stargate_vcg.engine.stargate.facts import ADVERSARY, MISSION, OBSTACLE, SUPPORT, TEAM
from stargate_vcg.engine.stargate.observation import Glance, Observation, glance_of

_SAFE_DEFAULTS = (Pass, Decline, Stop, Keep)
_PASS: Final = Pass()
# A ready character as one int, rating * _UIDS + uid: sorted, these order as the
# (rating, uid) pairs would (uid < _UIDS), without a tuple each.
_UIDS: Final = 1 << 24
_LOWEST: dict[tuple[int, int], tuple[Sequence[Any], list[int]]] = {}


class CardInfo(Protocol):
    """What the agents read of a card: `engine.stargate.facts.CardFacts` fits."""

    @property
    def owner(self) -> int: ...
    @property
    def kind(self) -> int: ...
    @property
    def cost(self) -> int: ...
    @property
    def hero(self) -> bool: ...
    @property
    def villain(self) -> bool: ...
    @property
    def character(self) -> bool: ...
    @property
    def title_key(self) -> str: ...
    @property
    def skills(self) -> tuple[int | None, ...]: ...
    @property
    def mission_skills(self) -> tuple[int, ...]: ...
    @property
    def card(self) -> Any: ...


# (ratings from the largest, need) -> what `_cheapest_set` found: the same characters
# come back game after game of one deck.
_CHEAPEST: dict[tuple[tuple[int, ...], int], tuple[int, tuple[int, ...], int]] = {}


def _cheapest_set(ratings: list[int], need: int) -> tuple[int, tuple[int, ...], int]:
    """Among `ratings` (largest first, reaching `need` together): the fewest that reach
    `need` (the largest ones first show how many), then the least total; of equal sets
    the first in `combinations` order. Returns (how many, their positions, total)."""
    key = (tuple(ratings), need)
    found = _CHEAPEST.get(key)
    if found is None:
        size = 1
        prefix = ratings[0]
        while prefix < need:
            prefix += ratings[size]
            size += 1
        best_sum = prefix + 1  # the first set, the largest ratings, always qualifies
        best = 0
        for index, group in enumerate(combinations(ratings, size)):
            total = sum(group)
            if need <= total < best_sum:
                best_sum = total
                best = index
                if total == need:  # none can be lower, and later equals don't count
                    break
        positions = next(islice(combinations(range(len(ratings)), size), best, None))
        if len(_CHEAPEST) > 10_000:
            _CHEAPEST.clear()
        found = _CHEAPEST[key] = (size, positions, best_sum)
    return found


def safe_default(legal: Sequence[Any]) -> Any:
    """Pass, decline or stop when offered; else the first legal action."""
    for kind in _SAFE_DEFAULTS:
        for action in legal:
            if type(action) is kind:
                return action
    return legal[0]


# What decides a choice (`route`). Below FROM_ACTIONS the agent reads the observation
# (a `Glance` of it is enough: a simulation builds only that, `observation.glance`); from
# it on, the legal actions are enough (a simulation then builds no observation).
STEP: Final = 0  # pass, play, assign or boost during a mission
KEEP_OR_MULLIGAN: Final = 1
CONTINUE: Final = 2
SETUP_STOP: Final = 3
DISCARD: Final = 4
FROM_ACTIONS: Final = 5
GLYPH: Final = 5
REVIVE_OR_SCORE: Final = 6
INCAPACITATE: Final = 7
DEFAULT: Final = 8


def route(legal: Sequence[Any]) -> int:
    """Which kind of decision 2+ legal actions ask of the greedy agent."""
    first = legal[0]
    if isinstance(first, (Pass, PlayCard, Assign, Boost)):
        for a in legal:
            if type(a) is Pass:
                return STEP
    # The kinds present, as bits: one pass, no set of types.
    kinds = 0
    for a in legal:
        t = type(a)
        if t is Keep:
            kinds |= 1
        elif t is Mulligan:
            kinds |= 2
        elif t is Continue:
            kinds |= 4
        elif t is ChooseGlyphCharacter:
            kinds |= 8
        elif t is ChooseStoppedCharacter:
            kinds |= 16
        elif t is Discard:
            kinds |= 32
        elif t is Revive or t is Score or t is DestroyAdversary:
            kinds |= 64
        elif t is Incapacitate:
            kinds |= 128
    if kinds & 3 == 3:
        return KEEP_OR_MULLIGAN
    if kinds & 4:
        return CONTINUE
    if kinds & 8:
        return GLYPH
    if kinds & 16:
        return SETUP_STOP
    if kinds & 32:
        return DISCARD
    if kinds & 64:
        return REVIVE_OR_SCORE
    if kinds & 128:
        return INCAPACITATE
    return DEFAULT


class _Tables:
    """Per card uid, the printed numbers the agent reads at every step (compiled, reads
    through the `CardInfo` protocol are generic attribute lookups; these are lists)."""

    __slots__ = ("cards", "characters", "costs", "heroes", "keep_vectors", "kinds",
                 "mission_skills", "skills")

    def __init__(self, cards: Sequence[CardInfo]) -> None:
        self.cards = cards
        self.skills: list[tuple[int | None, ...]] = [f.skills for f in cards]
        self.mission_skills: list[tuple[int, ...]] = [f.mission_skills for f in cards]
        # Per keep rule (by id), each card's selector memberships, filled as asked.
        self.keep_vectors: dict[int, tuple[KeepRule, list[tuple[int, ...] | None]]] = {}
        self.kinds: list[int] = [f.kind for f in cards]
        self.costs: list[int] = [f.cost for f in cards]
        self.characters: list[bool] = [f.character for f in cards]
        self.heroes: list[bool] = [f.hero for f in cards]


_TABLES: dict[int, _Tables] = {}


def _tables(cards: Sequence[CardInfo]) -> _Tables:
    """Built once per card list: every game of one deck layout shares its list."""
    found = _TABLES.get(id(cards))
    if found is None or found.cards is not cards:
        if len(_TABLES) > 1000:
            _TABLES.clear()
        found = _TABLES[id(cards)] = _Tables(cards)
    return found


class PassiveAgent:
    """The goldfish opponent: plays nothing, never assigns, only passes (and keeps its
    hand, stops instead of continuing, declines)."""

    needs_observation = False

    def choose(self, observation: object, legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return safe_default(legal_actions)


class GreedyStargateAgent:
    """Plays the hero to complete missions cheaply and the villain to make them fail.

    Hero: keeps or mulligans by the keep rule; assigns the cheapest set of ready
    characters that reaches the mission's difficulty (fewest characters, then least
    overshoot), playing support characters it can afford when its ready ones fall short
    and boosting when a boost closes the gap; never assigns to a mission it cannot
    complete; continues while a character is ready, the continue cost is affordable and
    some remaining mission of its pile is within reach; gives glyphs to team characters.
    Villain: when the hero's assigned characters reach the difficulty, assigns a ready
    adversary, plays an obstacle or adversary rated in the mission's skill, or a
    complication, whichever raises the difficulty most for the power it has.
    """

    needs_observation = True

    def __init__(self, cards: Sequence[CardInfo], keep: KeepRule | None = None) -> None:
        self.cards = cards
        self._tables = _tables(cards)
        self.keep = keep
        self._boosts: dict[int, int] = {}
        self._boost_key: tuple[int, int] = (-1, -1)

    # --- entry point ----------------------------------------------------------------

    def choose(self, observation: object, legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.decide(route(legal_actions), observation, legal_actions)

    def decide(self, how: int, observation: object, legal_actions: Sequence[Any]) -> Any:
        """The choice among 2+ legal actions, given their `route`: a simulation that
        knows the route builds the observation only when `how < FROM_ACTIONS`, and then
        only its `Glance` (a full `Observation` is read as its glance)."""
        if how >= FROM_ACTIONS:
            if how == GLYPH:
                return self._glyph(legal_actions)
            if how == REVIVE_OR_SCORE:
                return self._revive_or_score(legal_actions)
            if how == INCAPACITATE:
                return next(a for a in legal_actions if isinstance(a, Incapacitate))
            return safe_default(legal_actions)
        if isinstance(observation, Glance):
            obs = observation
        elif isinstance(observation, Observation):
            obs = glance_of(observation)
        else:
            return safe_default(legal_actions)
        if how == STEP:
            if obs.player == obs.hero:
                return self._hero_step(obs, legal_actions)
            return self._villain_step(obs, legal_actions)
        if how == KEEP_OR_MULLIGAN:
            return self._keep_or_mulligan(obs, legal_actions)
        if how == CONTINUE:
            return self._continue(obs, legal_actions)
        if how == SETUP_STOP:
            return self._setup_stop(obs, legal_actions)
        return self._discard(obs, legal_actions)

    # --- set-up and between missions ------------------------------------------------

    def _keep_or_mulligan(self, obs: Glance, legal: Sequence[Any]) -> Any:
        keep = self.keep is None or self._keeps(self.keep, obs.hand)
        wanted = Keep if keep else Mulligan
        return next(a for a in legal if type(a) is wanted)

    def _keeps(self, rule: KeepRule, hand: tuple[int, ...]) -> bool:
        """`rule.holds` of the hand's cards, with each card's selector memberships
        remembered per deck layout (asked of the rule, they are its slowest part)."""
        found = self._tables.keep_vectors.get(id(rule))
        if found is None or found[0] is not rule:
            found = self._tables.keep_vectors[id(rule)] = (rule, [None] * len(self.cards))
        vectors = found[1]
        counts = [0] * len(rule.selectors)
        for uid in hand:
            vector = vectors[uid]
            if vector is None:
                vector = vectors[uid] = rule.vector(self.cards[uid].card)
            for i in range(len(vector)):
                counts[i] += vector[i]
        return rule.holds_counts(counts)

    def _setup_stop(self, obs: Glance, legal: Sequence[Any]) -> Any:
        options = [a for a in legal if isinstance(a, ChooseStoppedCharacter)]

        def strength(a: ChooseStoppedCharacter) -> int:
            return sum(s or 0 for s in self.cards[a.character].skills)

        # An opponent's best character, or one's own weakest (3+ players).
        mine = [a for a in options if self.cards[a.character].owner == obs.player]
        if mine:
            return min(mine, key=strength)
        return max(options, key=strength)

    def _glyph(self, legal: Sequence[Any]) -> Any:
        options = [a for a in legal if isinstance(a, ChooseGlyphCharacter)]
        # Team characters rarely leave play, and glyphs leave with their character.
        team = [a for a in options if self.cards[a.character].kind == TEAM]
        return (team or options)[0]

    def _discard(self, obs: Glance, legal: Sequence[Any]) -> Any:
        options = [a for a in legal if isinstance(a, Discard)]
        hand = obs.hand
        heroes = sum(1 for u in hand if self.cards[u].hero)
        # Keep the hand balanced between the roles; shed the dearest card of the larger.
        want_hero = heroes * 2 >= len(hand)
        same = [a for a in options if self.cards[a.card].hero == want_hero] or options
        return max(same, key=lambda a: self.cards[a.card].cost)

    def _revive_or_score(self, legal: Sequence[Any]) -> Any:
        scores = [a for a in legal if isinstance(a, Score)]
        if scores:
            return max(scores, key=lambda a: a.dominion is not None)
        revive = [a for a in legal if isinstance(a, Revive)]
        return revive[0] if revive else safe_default(legal)

    def _continue(self, obs: Glance, legal: Sequence[Any]) -> Any:
        cost = obs.failed
        reach = self._ready_reach(obs)
        lowest = self._lowest_missions(obs)
        possible = any(reach[k] >= lowest[k] for k in range(4))
        go = possible and obs.power >= cost and obs.mission_pile_size > 0
        wanted = Continue if go else Stop
        for a in legal:
            if type(a) is wanted:
                return a
        return safe_default(legal)

    def _ready_reach(self, obs: Glance) -> list[int]:
        """Per skill, the total of the ready characters rated in it."""
        tables = self._tables
        totals = [0, 0, 0, 0]
        for uid in obs.ready:
            if tables.characters[uid] and tables.heroes[uid]:
                for k, rating in enumerate(tables.skills[uid][:4]):
                    totals[k] += rating or 0
        return totals

    def _lowest_missions(self, obs: Glance) -> list[int]:
        """Per skill, the easiest own mission (a mission out of reach: a large number).
        Remembered per card list: every game of one deck layout shares its list."""
        key = (id(self.cards), obs.player)
        found = _LOWEST.get(key)
        if found is None or found[0] is not self.cards:
            lowest = [1 << 30] * 4
            for f in self.cards:
                if f.owner == obs.player and f.kind == MISSION:
                    for k in f.mission_skills:
                        lowest[k] = min(lowest[k], f.skills[k] or 0)
            if len(_LOWEST) > 1000:
                _LOWEST.clear()
            found = _LOWEST[key] = (self.cards, lowest)
        return found[1]

    # --- the mission ----------------------------------------------------------------

    def _difficulty(self, obs: Glance, k: int) -> int:
        skills = self._tables.skills
        kinds = self._tables.kinds
        total = skills[obs.mission][k] or 0
        for uid in obs.obstacles:
            total += skills[uid][k] or 0
        for uid in obs.villain_assigned:
            if kinds[uid] == ADVERSARY:
                total += skills[uid][k] or 0
        return total + obs.complications

    def _hero_total(self, obs: Glance, k: int) -> int:
        key = (obs.turn, obs.mission)
        if key != self._boost_key:
            self._boost_key = key
            self._boosts = {}
        skills = self._tables.skills
        characters = self._tables.characters
        total = 0
        for uid in obs.hero_assigned:
            if characters[uid]:
                total += (skills[uid][k] or 0) + self._boosts.get(uid, 0)
        return total

    def _hero_step(self, obs: Glance, legal: Sequence[Any]) -> Action:
        skills = self._tables.mission_skills[obs.mission]
        needs = [(k, self._difficulty(obs, k) - self._hero_total(obs, k)) for k in skills]
        pass_action: Action = _PASS  # a step offers a pass: the listed one replaces this
        assigns: dict[int, Assign] = {}
        plays: list[PlayCard] = []
        boosts: list[Boost] = []
        power = obs.power
        kinds = self._tables.kinds
        costs = self._tables.costs
        for a in legal:  # one pass: this runs at every step of the hero's missions
            # isinstance, not type(a) is: compiled, it reads the fields natively (the
            # engine's action classes have no subclasses).
            if isinstance(a, Assign):
                assigns[a.card] = a
            elif isinstance(a, PlayCard):
                if kinds[a.card] == SUPPORT and costs[a.card] <= power:
                    plays.append(a)
            elif isinstance(a, Boost):
                boosts.append(a)
            elif isinstance(a, Pass):
                pass_action = a
        if any(n <= 0 for _, n in needs):
            return pass_action
        best: tuple[tuple[int, int, int], Action] | None = None
        for k, need in needs:
            plan = self._plan(k, need, assigns, plays, boosts)
            if plan is not None and (best is None or plan[0] < best[0]):
                best = plan
        if best is None:
            return pass_action  # out of reach: keep the characters for another mission
        action = best[1]
        if isinstance(action, Boost):
            self._boosts[action.target] = self._boosts.get(action.target, 0) + 1
        return action

    def _plan(self, k: int, need: int, assigns: dict[int, Assign], plays: list[PlayCard],
              boosts: list[Boost]) -> tuple[tuple[int, int, int], Action] | None:
        """The first action of the cheapest way to close `need` in skill `k`, with its
        cost (power, characters, overshoot): boosts first (no power, no character),
        then ready characters, then support characters played from hand."""
        skills = self._tables.skills
        costs = self._tables.costs
        if boosts:
            # A boost adds 1 to each of the target's skills: it counts only for a target
            # rated in this one (an absent skill stays absent).
            useful = [b for b in boosts if skills[b.target][k] is not None]
            if useful and len({b.card for b in useful}) >= need:
                return ((0, 0, 0), useful[0])
        ready: list[int] = []  # (rating, uid) as rating * _UIDS + uid
        for u in assigns:
            rating = skills[u][k]
            if rating is not None:
                ready.append(rating * _UIDS + u)
        ready.sort()
        ready.reverse()
        ratings: list[int] = []
        reach = 0
        for r in ready:
            value = r // _UIDS
            ratings.append(value)
            reach += value
        if ready and reach >= need:
            size, positions, total = _cheapest_set(ratings, need)
            # Positions ascend and `ready` descends: the first is the set's largest.
            chosen = ready[positions[0]]
            return ((0, size, total - need), assigns[chosen % _UIDS])
        gap = need - reach
        supports = sorted(((skills[a.card][k] or 0, -costs[a.card], a)
                           for a in plays if skills[a.card][k] is not None),
                          key=lambda t: (t[0], t[1]), reverse=True)
        total = 0
        power_needed = 0
        for spent, (rating, neg_cost, play) in enumerate(supports, 1):
            total += rating
            power_needed -= neg_cost
            if total >= gap:
                return ((power_needed, len(ready) + spent, total - gap), play)
        return None

    def _villain_step(self, obs: Glance, legal: Sequence[Any]) -> Action:
        cards = self.cards
        pass_action = next(a for a in legal if isinstance(a, Pass))
        power = obs.power
        skills = cards[obs.mission].mission_skills
        succeeding = [k for k in skills
                      if self._hero_total(obs, k) >= self._difficulty(obs, k)]
        if not succeeding or not obs.hero_assigned:
            return pass_action

        def raise_of(uid: int) -> int:
            return min(cards[uid].skills[k] or 0 for k in succeeding)

        options: list[tuple[int, int, Action]] = []  # (raise, -power, action)
        for a in legal:
            if isinstance(a, Assign) and cards[a.card].kind == ADVERSARY:
                options.append((raise_of(a.card), 0, a))
            elif isinstance(a, PlayCard) and cards[a.card].cost <= power:
                kind = cards[a.card].kind
                if kind in (OBSTACLE, ADVERSARY):
                    options.append((raise_of(a.card), -cards[a.card].cost, a))
            elif isinstance(a, PlayComplication):
                cost = 1 + obs.complications
                if cost <= power:
                    options.append((1, -cost, a))
        options = [o for o in options if o[0] > 0]
        if not options:
            return pass_action
        return max(options, key=lambda o: (o[0], o[1]))[2]
