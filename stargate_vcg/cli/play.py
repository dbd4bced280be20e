"""`stargate-vcg play`: one game at the terminal; `stargate-vcg replay`: re-check a log."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from stargate_vcg.cli.common import cards_option, fail, one_line_errors, trek_cards_option

EXIT_ILLEGAL = 1


def _ask(count: int) -> int:
    value: int = click.prompt(f"your choice (1-{count})", type=click.IntRange(1, count))
    return value


@click.command()
@click.argument("deck_paths", metavar="DECK1 [DECK2 ...]", nargs=-1, required=True,
                type=click.Path(path_type=Path))
@click.option("--agents", "agent_list", default="human,greedy", metavar="A,B,...",
              help="The agent of each seat: human, greedy, random (default human,greedy; "
                   "cycled over the seats).")
@click.option("--seed", type=click.IntRange(min=0), default=None,
              help="The game's seed (default: a fresh one, printed).")
@click.option("--max-turns", type=click.IntRange(min=1), default=None,
              help="Stargate: end the game as unfinished after this many turns.")
@click.option("--players", type=click.IntRange(min=2, max=8), default=None,
              help="Star Trek VCG: players at the table (default 2).")
@click.option("--log", "log_path", type=click.Path(path_type=Path), default=None,
              help="Write the game as JSON lines (header, then one line per action).")
@click.option("--force", is_flag=True, help="Replace an existing --log file.")
@cards_option
@trek_cards_option
@one_line_errors
def play(deck_paths: tuple[Path, ...], agent_list: str, seed: int | None,
         max_turns: int | None, players: int | None, log_path: Path | None, force: bool,
         cards_path: Path | None, trek_overlay: Path | None) -> None:
    """Play one game, printed turn by turn with card names. Stargate: one DECK per player
    (two or more); Star Trek VCG: the deck once, with --players N.

    \b
      stargate-vcg play mine.o8d theirs.o8d --agents human,greedy --log game.jsonl
      stargate-vcg play decks/star-trek-vcg.yaml --players 3 --agents greedy,random
    """
    from stargate_vcg.decklists.io import load_deck
    from stargate_vcg.goldfish.seeds import fresh_seed
    from stargate_vcg.play import play_stargate, play_trek
    from stargate_vcg.play.session import PLAY_AGENTS

    agents = [a.strip() for a in agent_list.split(",") if a.strip()]
    unknown = [a for a in agents if a not in PLAY_AGENTS] or ([] if agents else [""])
    if unknown:
        fail(f"--agents: unknown agent {unknown[0]!r}; known: {', '.join(PLAY_AGENTS)}")
    if log_path is not None and (log_path.is_dir() or not log_path.parent.is_dir()):
        fail(f"{log_path}: --log needs a file name in an existing folder")
    if log_path is not None and log_path.is_file() and not force:
        # (a pipe or a device, `--log /dev/stdout`, holds no earlier game to lose)
        fail(f"{log_path}: already exists (use --force to replace it)")
    cards = None
    if cards_path is not None:
        from stargate_vcg.cards.sources import load_card_database
        cards = load_card_database(cards_path)
    decks = [load_deck(p, cards=cards, trek_overlay=trek_overlay) for p in deck_paths]
    for deck, path in zip(decks, deck_paths, strict=True):
        if deck.name is None:
            deck.name = path.stem
    seed = fresh_seed() if seed is None else seed
    if decks[0].game.value == "trek":
        if len(decks) != 1:
            fail("the Star Trek VCG is played with one deck: give it once, with --players N")
        if max_turns is not None:
            fail("--max-turns is for Stargate games; a Star Trek VCG game is played to "
                 "its end")
        click.echo(f"seed {seed}")
        play_trek(decks[0], players or 2, agents, seed, log_path, click.echo, _ask)
        return
    if players is not None:
        fail("--players is for the Star Trek VCG; give one Stargate deck per player")
    if len(decks) < 2 or any(d.game.value != "stargate" for d in decks):
        fail("a Stargate game needs two or more Stargate decks (one per player)")
    click.echo(f"seed {seed}")
    from stargate_vcg.effects.coverage import unplayed_text_note

    for path, deck in zip(deck_paths, decks, strict=False):
        note = unplayed_text_note(deck)
        if note is not None:
            click.echo(f"{path.name}: {note}")
    play_stargate(decks, agents, seed, max_turns, log_path, click.echo, _ask)


@click.command()
@click.argument("log_path", metavar="GAME.jsonl", type=click.Path(path_type=Path))
@cards_option
@trek_cards_option
@one_line_errors
def replay(log_path: Path, cards_path: Path | None, trek_overlay: Path | None) -> None:
    """Re-check a recorded game (a `play --log` file, maybe hand-edited) action by action.
    Exit 0: every action legal (the result is printed); 1: the first illegal action, with
    the rule it breaks; 2: the log cannot be read."""
    from stargate_vcg.play import replay_log

    def database() -> object:
        from stargate_vcg.cards.sources import load_card_database
        return load_card_database(cards_path)

    report = replay_log(log_path, database, trek_overlay)
    click.echo(str(report))
    if not report.legal:
        sys.exit(EXIT_ILLEGAL)
