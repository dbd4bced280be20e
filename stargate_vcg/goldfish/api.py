"""`goldfish(deck, ...)`: the library entry points; the CLI only calls these."""

from __future__ import annotations

import math

from stargate_vcg.agents.keep import DEFAULT_KEEP, KeepRule
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.decklists.model import Deck, Game, Section
from stargate_vcg.engine.stargate import EffectRegistry
from stargate_vcg.errors import StargateVcgError
from stargate_vcg.goldfish import runner
from stargate_vcg.goldfish.hands import (
    HANDS_CHUNK,
    HandsResult,
    HandsSetup,
    HandsTally,
    hands_chunk,
    hands_result,
    wilson,
)
from stargate_vcg.goldfish.models import CardStats, GoldfishResult, TurnStats
from stargate_vcg.goldfish.seeds import fresh_seed
from stargate_vcg.goldfish.stargate_sim import (
    AGENTS,
    StargateSetup,
    StargateTally,
    games_chunk,
    prepare,
    team_total,
    with_team_total,
)

GAMES_CHUNK = 50
DEFAULT_MAX_TURNS = 20


def _check_common(deck: Deck, count: int, workers: int, what: str) -> None:
    if deck.game is not Game.STARGATE:
        raise StargateVcgError(f"{deck.name or 'deck'}: {what} needs a Stargate TCG deck")
    if deck.unknown():
        raise StargateVcgError(f"{deck.name or 'deck'}: unknown cards "
                               + ", ".join(e.name for e in deck.unknown()[:5]))
    if count < 1:
        raise StargateVcgError(f"{what}: the number of games must be at least 1")
    if workers < 1:
        raise StargateVcgError("workers must be at least 1")


def goldfish_hands(deck: Deck, hands: int = 100_000, seed: int | None = None,
                   keep: str | None = None, workers: int = 1, executor: str | None = None,
                   progress: runner.Progress | None = None) -> HandsResult:
    """Draw `hands` opening hands with the keep rule applied (mulligan when the first
    hand fails it). Same seed, same result, whatever `workers` or `executor`."""
    _check_common(deck, hands, workers, "--hands-only")
    rule = KeepRule(keep or DEFAULT_KEEP, deck)
    seed = fresh_seed() if seed is None else seed
    setup = HandsSetup(deck, rule.text)
    tally = runner.run(hands_chunk, setup, seed, hands, HANDS_CHUNK, HandsTally(),
                       workers, executor, progress)
    return hands_result(setup, seed, tally)


def goldfish_stargate(deck: Deck, games: int = 1000, seed: int | None = None,
                      workers: int = 1, max_turns: int = DEFAULT_MAX_TURNS,
                      keep: str | None = None, agent: str = "greedy",
                      opponent: Deck | None = None, opponent_team_points: int | None = None,
                      executor: str | None = None, effects: EffectRegistry | bool = True,
                      progress: runner.Progress | None = None) -> GoldfishResult:
    """Goldfish a Stargate deck: `games` games of its hero turns (seat 0) against a passive
    villain, or against a greedy villain playing `opponent`. Each game is seeded from
    `seed` and its index, so the result does not depend on `workers` or `executor`.
    `effects`: True (default) plays every card whose text is implemented
    (`stargate_vcg.effects`), False plays them all textless, a registry plays its effects
    (with workers or an executor it must pickle)."""
    _check_common(deck, games, workers, "goldfish")
    if agent not in AGENTS:
        raise StargateVcgError(f"unknown agent {agent!r}; known: {', '.join(AGENTS)}")
    if max_turns < 1:
        raise StargateVcgError("max_turns must be at least 1")
    rule = KeepRule(keep or DEFAULT_KEEP, deck)
    seed = fresh_seed() if seed is None else seed
    if opponent is not None:
        _check_common(opponent, games, workers, "--opponent")
        if opponent_team_points is not None:
            raise StargateVcgError("--opponent-team-points is the passive villain's: the "
                                   "opponent deck's team gives the victory total")
        villain = opponent
        total = team_total(opponent)
    else:
        total = team_total(deck) if opponent_team_points is None else opponent_team_points
        if total < 1:
            raise StargateVcgError("the opponent's team points must be at least 1")
        villain = with_team_total(deck, total)
    setup = StargateSetup(deck, villain, opponent is None, max_turns, rule.text, agent,
                          effects)
    if executor is None:
        prepare(setup)  # before local workers fork: they share it
    # Games are seeded by their index and tallies are sums: where chunks end does not
    # change the result, so local workers may taper them.
    tally = runner.run(games_chunk, setup, seed, games, GAMES_CHUNK, StargateTally(),
                       workers, executor, progress, taper=True)
    return _result(setup, seed, total, tally, opponent)


def _result(setup: StargateSetup, seed: int, total: int, tally: StargateTally,
            opponent: Deck | None) -> GoldfishResult:
    n = tally.games
    mean = ci = None
    if tally.wins:
        mean = tally.turn_sum / tally.wins
        var = max(tally.turn_sq / tally.wins - mean * mean, 0.0)
        if tally.wins > 1:
            var *= tally.wins / (tally.wins - 1)
        half = 1.96 * math.sqrt(var / tally.wins)
        ci = (round(mean - half, 4), round(mean + half, 4))
        mean = round(mean, 4)
    per_turn = []
    for t, (reached, attempted, succeeded, power, used) in enumerate(tally.per_turn, 1):
        if not reached:
            continue
        per_turn.append(TurnStats(
            turn=t, games=reached, missions_attempted=round(attempted / reached, 4),
            missions_succeeded=round(succeeded / reached, 4),
            power=round(power / reached, 4), power_used=round(used / reached, 4),
            power_wasted=round((power - used) / reached, 4)))
    per_card = {name: CardStats(drawn=round(d / n, 4), played=round(p / n, 4),
                                assigned_to_success=round(a / n, 4))
                for name, (d, p, a) in sorted(tally.per_card.items())}
    unfinished = tally.reasons.get("unfinished", 0)
    return GoldfishResult(
        deck=setup.deck.name, opponent=opponent.name if opponent is not None else None,
        agent=setup.agent, games=n, seed=seed, max_turns=setup.max_turns, keep=setup.keep,
        victory_total=total, wins=tally.wins, win_rate=round(tally.wins / n, 6),
        win_rate_ci95=_rounded(wilson(tally.wins, n)),
        unfinished=unfinished, mean_turn=mean, mean_turn_ci95=ci,
        turn_distribution=dict(sorted(tally.turns.items())),
        win_reasons=dict(sorted(tally.reasons.items())),
        mulligan_rate=round(tally.mulligans / n, 6), per_turn=per_turn, per_card=per_card,
        card_effects=_effects_note(setup))


def _effects_note(setup: StargateSetup) -> str:
    registry = setup.effects
    if registry is False:
        return "none: every card plays as textless (effects=False)"
    if registry is True:
        from stargate_vcg.effects.coverage import unplayed_text_note

        notes = [n for n in (unplayed_text_note(setup.deck),
                             None if setup.passive else unplayed_text_note(setup.opponent))
                 if n is not None]
        return "; ".join(notes) if notes else "every card's text is played"
    cards = {e.card.id: e.card for d in (setup.deck, setup.opponent)
             for e in d.section(Section.DECK) if isinstance(e.card, StargateCard)}
    with_text = sum(1 for c in cards.values() if registry.lookup(c) is not None)
    return f"{with_text} of the {len(cards)} different draw-deck cards have effects"


def _rounded(pair: tuple[float, float]) -> tuple[float, float]:
    return (round(pair[0], 6), round(pair[1], 6))


def goldfish(deck: Deck, games: int = 1000, seed: int | None = None, workers: int = 1,
             max_turns: int = DEFAULT_MAX_TURNS, keep: str | None = None,
             agent: str = "greedy", opponent: Deck | None = None,
             opponent_team_points: int | None = None, executor: str | None = None,
             effects: EffectRegistry | bool = True,
             progress: runner.Progress | None = None) -> GoldfishResult:
    """Goldfish a Stargate deck (`goldfish_stargate`); the Star Trek VCG deck has
    `goldfish_trek(players=N)`, opening hands `goldfish_hands`."""
    if deck.game is Game.TREK:
        raise StargateVcgError("a Star Trek VCG deck: use goldfish_trek(players=N)")
    return goldfish_stargate(deck, games=games, seed=seed, workers=workers,
                             max_turns=max_turns, keep=keep, agent=agent, opponent=opponent,
                             opponent_team_points=opponent_team_points, executor=executor,
                             effects=effects, progress=progress)
