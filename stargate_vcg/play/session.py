"""`play`: one full game with human, greedy or random agents, printed turn by turn with
card names and optionally written as a JSON-lines log; `replay`: a log re-checked action
by action against the rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stargate_vcg.agents.human import HumanAgent
from stargate_vcg.agents.keep import DEFAULT_KEEP, KeepRule
from stargate_vcg.agents.random_agent import RandomAgent
from stargate_vcg.agents.stargate_greedy import GreedyStargateAgent
from stargate_vcg.agents.trek_greedy import GreedyTrekAgent
from stargate_vcg.decklists.model import Deck
from stargate_vcg.engine import turn_limit
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.trek import TrekGame
from stargate_vcg.errors import IllegalAction, StargateVcgError
from stargate_vcg.play.describe import (
    describe_action,
    stargate_event,
    stargate_names,
    trek_event,
    trek_names,
)
from stargate_vcg.play.record import (
    GameLogError,
    LogWriter,
    action_from_json,
    action_to_json,
    deck_from_json,
    deck_to_json,
    read_log,
)
from stargate_vcg.play.render import stargate_view, trek_view

PLAY_AGENTS = ("human", "greedy", "random")
Echo = Callable[[str], None]
Ask = Callable[[int], int]


def _check_agents(agents: Sequence[str], seats: int) -> list[str]:
    if not agents:
        raise StargateVcgError("--agents: name at least one agent")
    unknown = [a for a in agents if a not in PLAY_AGENTS]
    if unknown:
        raise StargateVcgError(f"unknown agent {unknown[0]!r}; known: "
                               + ", ".join(PLAY_AGENTS))
    return [agents[i % len(agents)] for i in range(seats)]


def play_stargate(decks: Sequence[Deck], agents: Sequence[str], seed: int,
                  max_turns: int | None, log: Path | None, echo: Echo,
                  ask: Ask) -> StargateGame:
    kinds = _check_agents(agents, len(decks))
    game = StargateGame.new(decks, seed=seed, max_turns=max_turns)
    facts = game.facts
    seats = [f"P{i + 1} ({d.name or 'deck'})" for i, d in enumerate(decks)]
    names = stargate_names(facts)
    keep = KeepRule(DEFAULT_KEEP)

    def agent(kind: str, seat: int) -> Any:
        if kind == "human":
            return HumanAgent(lambda obs: stargate_view(obs, facts, seats),
                              lambda a: describe_action(a, names), ask, echo)
        if kind == "greedy":
            return GreedyStargateAgent(facts, keep)
        return RandomAgent(seed + seat)

    players = [agent(k, i) for i, k in enumerate(kinds)]
    writer = LogWriter(log, {"game": "stargate", "seed": seed, "max_turns": max_turns,
                             "agents": kinds, "players": len(decks),
                             "decks": [deck_to_json(d) for d in decks]}) if log else None
    shown = 0
    try:
        for entry in game.log_entries:
            echo(stargate_event(entry, facts, seats))
        shown = len(game.log_entries)
        n = 0
        while not game.is_over:
            player = game.to_act
            assert player is not None
            legal = game.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                obs = game.observation(player)
                action = players[player].choose(obs, legal)
            game.apply(action)
            n += 1
            text = describe_action(action, names, public=True)
            events = [game.log_entries[i] for i in range(shown, len(game.log_entries))]
            shown = len(game.log_entries)
            echo(f"{seats[player]}: {text}")
            for entry in events:
                if entry.kind not in ("pass", "assign", "play", "keep", "mulligan",
                                      "complication", "boost"):
                    echo("    " + stargate_event(entry, facts, seats))
            if writer is not None:
                writer.write({"n": n, "player": player, "action": action_to_json(action),
                              "text": text, "events": [
                                  {**entry._asdict(), "card_name": names(entry.card)}
                                  for entry in events]})
    finally:
        if writer is not None:
            writer.close()
    echo(f"result: {stargate_result(game, seats)}")
    return game


def stargate_result(game: StargateGame, seats: Sequence[str]) -> str:
    result = game.result
    if result.status == "won" and result.winner is not None:
        return f"{seats[result.winner]} won ({result.reason}) on turn {result.turns}"
    if result.status == "unfinished":
        return f"unfinished: {result.reason}"
    return f"ongoing after turn {result.turns}"


def play_trek(deck: Deck | None, players: int, agents: Sequence[str], seed: int,
              log: Path | None, echo: Echo, ask: Ask, max_steps: int = 20_000) -> TrekGame:
    kinds = _check_agents(agents, players)
    game = TrekGame.new(players=players, seed=seed, deck=deck)
    table = game.table
    seats = [f"P{i + 1}" for i in range(players)]
    names = trek_names(table.names)

    def agent(kind: str, seat: int) -> Any:
        if kind == "human":
            return HumanAgent(lambda obs: trek_view(obs, table.names, seats),
                              lambda a: describe_action(a, names), ask, echo)
        if kind == "greedy":
            return GreedyTrekAgent(table)
        return RandomAgent(seed + seat)

    agents_ = [agent(k, i) for i, k in enumerate(kinds)]
    ids = [c.id for c in table.cards]
    writer = LogWriter(log, {"game": "trek", "seed": seed, "players": players,
                             "agents": kinds, "cards": ids}) if log else None
    try:
        for event in game.log:
            echo(trek_event(event, table.names, seats))
        shown = len(game.log)
        n = 0
        while not game.is_over and n < max_steps:
            player = game.to_act
            assert player is not None
            legal = game.legal_actions()
            action = legal[0] if len(legal) == 1 else \
                agents_[player].choose(game.observation(player), legal)
            game.apply(action)
            n += 1
            text = describe_action(action, names, public=True)
            events = game.log[shown:]
            shown = len(game.log)
            echo(f"{seats[player]}: {text}")
            for event in events:
                if event.kind != "turn":
                    echo("    " + trek_event(event, table.names, seats))
            if writer is not None:
                writer.write({"n": n, "player": player, "action": action_to_json(action),
                              "text": text, "events": [
                                  {"kind": e.kind, "player": e.player, "cards": list(e.cards),
                                   "amount": e.amount} for e in events]})
    finally:
        if writer is not None:
            writer.close()
    echo(f"result: {trek_result(game, seats)}")
    return game


def trek_result(game: TrekGame, seats: Sequence[str]) -> str:
    if not game.is_over:
        return "unfinished"
    scores = ", ".join(f"{seats[p]} {s}" for p, s in enumerate(game.scores))
    return f"won by {' and '.join(seats[p] for p in game.winners)} ({scores})"


@dataclass
class ReplayReport:
    legal: bool
    actions: int  # actions checked and applied
    result: str
    line: int | None = None
    reason: str | None = None
    rule: str | None = None

    def __str__(self) -> str:
        if self.legal:
            return f"legal: {self.actions} actions; {self.result}"
        return (f"line {self.line}: illegal action after {self.actions} legal ones: "
                f"{self.reason} [{self.rule}]")


def replay_log(path: Path, card_database: Callable[[], Any],
               trek_overlay: Path | None = None) -> ReplayReport:
    """Re-check a game log against the rules. GameLogError for a log that cannot be read;
    the report says whether every action was legal, else the first illegal one. A Star
    Trek VCG game played with an overlay of card values replays with the same overlay."""
    header, lines = read_log(path)
    if header["game"] == "stargate":
        return _replay_stargate(path, header, lines, card_database)
    return _replay_trek(path, header, lines, trek_overlay)


def _replay_stargate(path: Path, header: dict[str, Any], lines: Any,
                     card_database: Callable[[], Any]) -> ReplayReport:
    raw = header.get("decks")
    if not isinstance(raw, list) or len(raw) < 2:
        raise GameLogError(f"{path}:1: \"decks\" must list the decks (at least two)")
    players = header.get("players", len(raw))  # (a hand-written log may leave it out)
    if not isinstance(players, int) or isinstance(players, bool) or players != len(raw):
        raise GameLogError(f"{path}:1: \"players\" must be the number of decks ({len(raw)})")
    try:
        max_turns = turn_limit(header.get("max_turns"))
    except IllegalAction:
        raise GameLogError(f"{path}:1: \"max_turns\" must be a positive integer or null") \
            from None
    db = card_database()
    decks = [deck_from_json(d, db, f"{path}:1") for d in raw]
    game = StargateGame.new(decks, seed=header["seed"], max_turns=max_turns)
    seats = [f"P{i + 1} ({d.name or 'deck'})" for i, d in enumerate(decks)]
    count = 0
    for number, line in lines:
        action = action_from_json(line["action"], "stargate", f"{path}:{number}")
        if game.is_over:
            return ReplayReport(False, count, "", number, "the game is over", ph.R_WIN)
        recorded = line.get("player")
        if isinstance(recorded, int) and recorded != game.to_act:
            return ReplayReport(False, count, "", number,
                                f"the log gives this action to player {recorded + 1}, but "
                                f"the decision is player {(game.to_act or 0) + 1}'s",
                                ph.R_TURN)
        try:
            error = game.check(action)
        except (IndexError, KeyError, TypeError, ValueError):
            error = IllegalAction(f"{action!r} names no card of this game", ph.R_TURN)
        if error is not None:
            return ReplayReport(False, count, "", number, error.reason, error.rule)
        game.apply(action)
        count += 1
    return ReplayReport(True, count, stargate_result(game, seats))


def _replay_trek(path: Path, header: dict[str, Any], lines: Any,
                 overlay: Path | None) -> ReplayReport:
    from stargate_vcg.cards.trek_db import load_trek_cards

    players = header.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise GameLogError(f"{path}:1: \"players\" must be an integer")
    cards = None
    ids = header.get("cards")
    if ids is not None:
        known = {c.id: c for c in load_trek_cards(overlay)}
        if not isinstance(ids, list) or any(i not in known for i in ids):
            raise GameLogError(f"{path}:1: \"cards\" must list Star Trek VCG card ids")
        cards = [known[i] for i in ids]
    try:
        game = TrekGame.new(players=players, seed=header["seed"], deck=cards)
    except IllegalAction as error:
        raise GameLogError(f"{path}:1: {error}") from None
    seats = [f"P{i + 1}" for i in range(players)]
    count = 0
    for number, line in lines:
        action = action_from_json(line["action"], "trek", f"{path}:{number}")
        recorded = line.get("player")
        if isinstance(recorded, int) and not game.is_over and recorded != game.to_act:
            return ReplayReport(False, count, "", number,
                                f"the log gives this action to player {recorded + 1}, but "
                                f"the decision is player {(game.to_act or 0) + 1}'s",
                                "Turno P.01")
        try:
            game.apply(action)
        except IllegalAction as error:
            return ReplayReport(False, count, "", number, error.reason, error.rule)
        count += 1
    return ReplayReport(True, count, trek_result(game, seats))
