"""`stargate-vcg goldfish DECK`: how fast and how reliably a deck wins against an opponent
who does nothing; `--hands-only`: how often its opening hands are keepable."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from stargate_vcg.cli.common import cards_option, fail, one_line_errors, trek_cards_option

if TYPE_CHECKING:
    from stargate_vcg.decklists.model import Deck
    from stargate_vcg.goldfish.hands import HandsResult
    from stargate_vcg.goldfish.models import GoldfishResult, TrekGoldfishResult


@click.command()
@click.argument("deck_path", metavar="DECK", type=click.Path(path_type=Path))
@click.option("-n", "--games", "count", type=click.IntRange(min=1), default=None,
              help="Games to play (default 1,000), or hands with --hands-only (100,000).")
@click.option("--seed", type=click.IntRange(min=0), default=None,
              help="Master seed: game i is seeded from it and i (default: a fresh one, "
                   "printed).")
@click.option("--max-turns", type=click.IntRange(min=1, max=1000), default=None,
              help="Own turns before a game counts as unfinished (default 20; Star Trek "
                   "VCG: game turns, default none).")
@click.option("--keep", default=None, metavar="CONDITION",
              help="Keep rule, the `stats --keep` language (default \"hero >= 3\").")
@click.option("--agent", type=click.Choice(["greedy", "random"]), default="greedy",
              help="The deck's agent (default greedy; Trek: every seat's, unless --agents).")
@click.option("--hands-only", is_flag=True,
              help="Only draw opening hands with the keep rule: keep and mulligan rates, "
                   "hand composition.")
@click.option("--opponent", "opponent_path", type=click.Path(path_type=Path), default=None,
              help="Play against a greedy villain with this deck (goldfish under pressure).")
@click.option("--opponent-team-points", type=click.IntRange(min=1), default=None,
              help="The passive villain's team total: your victory total (default: your "
                   "own team's).")
@click.option("--players", type=click.IntRange(min=2, max=8), default=None,
              help="Star Trek VCG: players at the table (default 4).")
@click.option("--agents", "agent_list", default=None, metavar="A,B,...",
              help="Star Trek VCG: the agent of each seat (greedy, random), cycled.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--plot", "plot_path", type=click.Path(path_type=Path), default=None,
              help="PNG of the turn-of-victory distribution and per-turn mission success.")
@click.option("--workers", type=click.IntRange(min=1), default=None,
              help="Local processes (default: the machine's cores).")
@click.option("--executor", default=None, metavar="tcp://HOST:PORT",
              help="Run on a Dask distributed scheduler (extra `dask`).")
@cards_option
@trek_cards_option
@one_line_errors
def goldfish(deck_path: Path, count: int | None, seed: int | None, max_turns: int | None,
             keep: str | None, agent: str, hands_only: bool, opponent_path: Path | None,
             opponent_team_points: int | None, players: int | None, agent_list: str | None,
             as_json: bool, plot_path: Path | None, workers: int | None,
             executor: str | None, cards_path: Path | None,
             trek_overlay: Path | None) -> None:
    """Goldfish DECK: play it many times against a passive villain (plays nothing, only
    passes) with a greedy hero, and report win rate, turn of victory, missions and power
    per turn, and per card how often it was drawn, played and helped.

    \b
    Same --seed and -n give the same result whatever --workers or --executor.
    Examples:
      stargate-vcg goldfish deck.o8d -n 2000 --seed 1
      stargate-vcg goldfish deck.o8d --hands-only --keep "type:support >= 2"
      stargate-vcg goldfish decks/star-trek-vcg.yaml --players 4 --agents greedy,random
    """
    from stargate_vcg.cli.progress import LateProgress, wanted
    from stargate_vcg.goldfish.runner import default_workers
    from stargate_vcg.goldfish.seeds import fresh_seed
    from stargate_vcg.statistics.conditions import parse_condition

    if keep is not None:
        parse_condition(keep)  # a typo is reported before the card data is read
    if executor is not None and not executor.startswith(("tcp://", "tls://", "inproc://")):
        fail(f"--executor {executor}: give a Dask scheduler address, tcp://HOST:PORT")
    if plot_path is not None:
        from stargate_vcg.statistics.plot import check_target, require_matplotlib
        require_matplotlib()
        check_target(plot_path)
    deck = _load(deck_path, cards_path, trek_overlay)
    seed = fresh_seed() if seed is None else seed
    workers = workers or default_workers()
    if deck.game.value == "trek":
        if hands_only or opponent_path or opponent_team_points or keep:
            fail("--hands-only, --keep, --opponent and --opponent-team-points are for "
                 "Stargate TCG decks")
        from stargate_vcg.goldfish.trek_sim import goldfish_trek

        n = count or 1000
        agents = [a.strip() for a in agent_list.split(",")] if agent_list else [agent]
        with LateProgress(n, "games", wanted(as_json)) as progress:
            trek = goldfish_trek(deck, players=players or 4, games=n, seed=seed,
                                 agents=agents, workers=workers, executor=executor,
                                 max_turns=max_turns, progress=progress)
        if plot_path is not None:
            from stargate_vcg.goldfish.plot import plot_trek
            plot_trek(trek, plot_path)
        _output_trek(trek, as_json)
        if plot_path is not None and not as_json:
            click.echo(f"plot written to {plot_path}")
        return
    if players is not None or agent_list is not None:
        fail("--players and --agents are for the Star Trek VCG deck")
    if hands_only:
        from stargate_vcg.goldfish import goldfish_hands

        if plot_path is not None:
            fail("--plot draws games: leave it out with --hands-only")
        if opponent_path or opponent_team_points or max_turns:
            fail("--hands-only deals opening hands, no games: leave out --opponent, "
                 "--opponent-team-points and --max-turns")
        n = count or 100_000
        with LateProgress(n, "hands", wanted(as_json)) as progress:
            hands = goldfish_hands(deck, hands=n, seed=seed, keep=keep, workers=workers,
                                   executor=executor, progress=progress)
        _output_hands(hands, as_json)
        return
    from stargate_vcg.goldfish import goldfish_stargate

    opponent = _load(opponent_path, cards_path, None) if opponent_path else None
    n = count or 1000
    with LateProgress(n, "games", wanted(as_json)) as progress:
        result = goldfish_stargate(deck, games=n, seed=seed, workers=workers,
                                   max_turns=max_turns or 20, keep=keep, agent=agent,
                                   opponent=opponent,
                                   opponent_team_points=opponent_team_points,
                                   executor=executor, progress=progress)
    if plot_path is not None:
        from stargate_vcg.goldfish.plot import plot_goldfish
        plot_goldfish(result, plot_path)
    _output(result, as_json)
    if plot_path is not None and not as_json:
        click.echo(f"plot written to {plot_path}")


def _load(path: Path, cards_path: Path | None, trek_overlay: Path | None) -> Deck:
    from stargate_vcg.decklists.io import load_deck

    cards = None
    if cards_path is not None:
        from stargate_vcg.cards.sources import load_card_database
        cards = load_card_database(cards_path)
    deck = load_deck(path, cards=cards, trek_overlay=trek_overlay)
    if deck.name is None:
        deck.name = path.stem
    return deck


def _output(result: GoldfishResult, as_json: bool) -> None:
    if as_json:
        click.echo(result.model_dump_json(indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    against = f"greedy {result.opponent}" if result.opponent else "a passive villain"
    console.print(f"[bold]{result.deck}[/bold] against {against}: {result.games} games, "
                  f"seed {result.seed}, keep rule \"{result.keep}\", victory total "
                  f"{result.victory_total}")
    lo, hi = result.win_rate_ci95
    console.print(f"won {result.wins} ({result.win_rate:.1%}, 95% CI {lo:.1%}-{hi:.1%}); "
                  f"unfinished after {result.max_turns} turns: {result.unfinished}; "
                  f"mulligans {result.mulligan_rate:.1%}")
    if result.mean_turn is not None and result.mean_turn_ci95 is not None:
        console.print(f"turn of victory: mean {result.mean_turn:.2f} (95% CI "
                      f"{result.mean_turn_ci95[0]:.2f}-{result.mean_turn_ci95[1]:.2f}); "
                      + ", ".join(f"turn {t}: {n}" for t, n in
                                  result.turn_distribution.items()))
    console.print("how it ended: " + ", ".join(f"{r} {n}" for r, n in
                                               result.win_reasons.items()))
    turns = Table(title="per own turn (means over the games that reached it)")
    for column in ("turn", "games", "missions", "succeeded", "power", "used", "wasted"):
        turns.add_column(column, justify="right")
    for row in result.per_turn:
        turns.add_row(str(row.turn), str(row.games), f"{row.missions_attempted:.2f}",
                      f"{row.missions_succeeded:.2f}", f"{row.power:.2f}",
                      f"{row.power_used:.2f}", f"{row.power_wasted:.2f}")
    console.print(turns)
    cards = Table(title="per card (means per game)")
    cards.add_column("card")
    for column in ("drawn", "played", "assigned to a success"):
        cards.add_column(column, justify="right")
    for name, stats in sorted(result.per_card.items(),
                              key=lambda kv: (-kv[1].assigned_to_success, -kv[1].played,
                                              kv[0])):
        cards.add_row(name, f"{stats.drawn:.2f}", f"{stats.played:.2f}",
                      f"{stats.assigned_to_success:.2f}")
    console.print(cards)
    console.print(f"card effects: {result.card_effects}")


def _output_hands(result: HandsResult, as_json: bool) -> None:
    if as_json:
        click.echo(result.model_dump_json(indent=2))
        return
    lo, hi = result.keep_rate_ci95
    click.echo(f"{result.deck}: {result.hands} opening hands of {result.hand_size}, seed "
               f"{result.seed}, keep rule \"{result.keep}\"")
    click.echo(f"keep rate {result.keep_rate:.2%} (95% CI {lo:.2%}-{hi:.2%}), mulligan "
               f"rate {result.mulligan_rate:.2%}")
    comp = result.composition
    click.echo("hand played, mean cards by type: " + ", ".join(
        f"{k} {v:.2f}" for k, v in comp.by_type.items()))
    click.echo("  with a rating in: " + ", ".join(f"{k} {v:.2f}"
                                                 for k, v in comp.by_skill.items()))
    click.echo("  by cost: " + ", ".join(f"{k}: {v:.2f}" for k, v in comp.by_cost.items()))


def _output_trek(result: TrekGoldfishResult, as_json: bool) -> None:
    if as_json:
        click.echo(result.model_dump_json(indent=2))
        return
    length = f"mean {result.mean_turns:.1f} turns" if result.mean_turns is not None \
        else "no game finished"
    click.echo(f"Star Trek VCG, {result.players} players, {result.games} games, seed "
               f"{result.seed}; game length: {length}; unfinished {result.unfinished}")
    for seat, stats in enumerate(result.seats):
        click.echo(f"seat {seat + 1} ({stats.agent}): wins {stats.wins:g}, mean score "
                   f"{stats.mean_score:.2f}")
    click.echo("imprese (completed/attempted): " + ", ".join(
        f"{name} {s.completed}/{s.attempts}" for name, s in sorted(result.imprese.items())))
    click.echo(f"bluffs: {result.bluffs}; of which drew another player in: "
               f"{result.bluffs_joined}")
