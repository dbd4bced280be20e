"""One PNG of a deck's shape, for people who would rather look than read.

Stargate: cost curve per type, skill profile (team, + support, + boosts) and the mission
difficulties against the team. Trek: category totals against the imprese, and the
turn-by-turn opening odds. matplotlib is the optional `plot` extra.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import tempfile
from pathlib import Path
from typing import Any

from stargate_vcg.errors import StargateVcgError
from stargate_vcg.statistics.models import DeckStats, TrekStats

_TYPE_COLOURS = {"support": "#4c72b0", "gear": "#55a868", "event": "#8172b2",
                 "ship": "#64b5cd", "team": "#937860", "obstacle": "#c44e52",
                 "adversary": "#dd8452", "mission": "#999999"}
_SKILLS = ("culture", "science", "combat", "ingenuity")


class PlotUnavailable(StargateVcgError):
    """matplotlib is not installed."""


class PlotTargetError(StargateVcgError):
    """The PNG cannot be written where asked."""


def require_matplotlib() -> None:
    if importlib.util.find_spec("matplotlib") is None:
        raise PlotUnavailable("--plot needs matplotlib: pip install 'stargate-vcg[plot]'")


def check_target(path: Path) -> None:
    """Refuse a target we cannot write before any work is done."""
    path = Path(path)
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise PlotTargetError(f"{path}: is a folder, not a PNG file name")
    if path.suffix.lower() != ".png":
        raise PlotTargetError(f"{path}: --plot writes a PNG; name the file *.png")
    # The PNG replaces the target by a rename: never do that to a device or a pipe.
    if path.exists() and not path.is_file():
        raise PlotTargetError(f"{path}: exists and is not a regular file")
    if not parent.is_dir():
        raise PlotTargetError(f"{path}: folder {parent} does not exist")


def plot_stats(stats: DeckStats, path: Path) -> None:
    """Write the PNG atomically: a failure leaves no half-written file."""
    require_matplotlib()
    check_target(path)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if stats.trek is not None:
        figure = _trek_figure(plt, stats, stats.trek)
    else:
        figure = _stargate_figure(plt, stats)
    path = Path(path)
    try:
        handle, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".png",
                                       dir=path.parent if str(path.parent) else ".")
    except OSError as error:
        plt.close(figure)
        raise PlotTargetError(f"{path}: cannot write there ({error.strerror})") from None
    os.close(handle)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; a plot is an ordinary file
    try:
        figure.savefig(tmp, dpi=110)
        os.replace(tmp, path)
    except OSError as error:
        raise PlotTargetError(f"{path}: cannot write there ({error.strerror})") from None
    finally:
        plt.close(figure)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _stargate_figure(plt: Any, stats: DeckStats) -> Any:
    figure, (costs, skills, missions) = plt.subplots(1, 3, figsize=(15, 4.8))
    figure.suptitle(f"{stats.name or 'Deck'}: {stats.draw.deck_size}-card draw deck"
                    + (f", victory total given {stats.victory_total_given}"
                       if stats.victory_total_given is not None else ""))
    _cost_curve(costs, stats)
    _skill_profile(skills, stats)
    _mission_difficulties(missions, stats)
    figure.tight_layout()
    return figure


def _cost_curve(ax: Any, stats: DeckStats) -> None:
    all_costs = sorted({c for curve in stats.cost_curve.values() for c in curve})
    if not all_costs:
        ax.text(0.5, 0.5, "no costs", ha="center", transform=ax.transAxes)
        return
    xs = list(range(min(all_costs), max(all_costs) + 1))
    bottom = [0] * len(xs)
    for card_type, curve in stats.cost_curve.items():
        heights = [curve.get(x, 0) for x in xs]
        ax.bar(xs, heights, bottom=bottom, label=card_type,
               color=_TYPE_COLOURS.get(card_type))
        bottom = [b + h for b, h in zip(bottom, heights, strict=True)]
    ax.set_title("Cost curve (draw deck)")
    ax.set_xlabel("cost")
    ax.set_ylabel("cards")
    ax.set_xticks(xs)
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.legend(fontsize="small")


def _skill_profile(ax: Any, stats: DeckStats) -> None:
    team = stats.team
    ax.set_title("Skill profile: what a mission can reach")
    if team is None:
        return
    xs = range(len(_SKILLS))
    reach = [team.reach[s] for s in _SKILLS]
    width = 0.27
    series = (("team alone", [r.team for r in reach], "#4c72b0"),
              ("+ support characters", [r.with_support for r in reach], "#55a868"),
              ("+ boosts", [r.with_boosts for r in reach], "#c7c7c7"))
    for offset, (label, values, colour) in zip((-width, 0, width), series, strict=True):
        bars = ax.bar([x + offset for x in xs], values, width, label=label, color=colour)
        ax.bar_label(bars, fontsize="x-small")
    hardest = [max(r.mission_difficulties, default=0) for r in reach]
    # A line across the bar group, not a wide "_" marker: the legend copies a marker's
    # size, and a marker as wide as the group ran across the legend's own text.
    ax.hlines(hardest, [x - 0.45 for x in xs], [x + 0.45 for x in xs], colors="#c44e52",
              linewidth=2, zorder=3, label="hardest mission")
    ax.set_xticks(list(xs), [s.title() for s in _SKILLS])
    ax.set_ylabel("skill total")
    # Headroom above the tallest bar for the legend, which otherwise lands on the bars.
    top = max([*hardest, *(r.with_boosts for r in reach), 1])
    ax.set_ylim(0, top * 1.45)
    ax.legend(fontsize="small", loc="upper center", ncol=2)


def _mission_difficulties(ax: Any, stats: DeckStats) -> None:
    ax.set_title("Mission pile: difficulty per skill")
    if stats.missions is None:
        return
    for x, skill in enumerate(_SKILLS):
        by_difficulty = stats.missions.difficulty_by_skill.get(skill, {})
        for difficulty, n in by_difficulty.items():
            ax.scatter([x], [difficulty], s=180 * n, color="#dd8452", alpha=0.8, zorder=3)
            ax.annotate(str(n), (x, difficulty), ha="center", va="center", fontsize="small")
        if stats.team is not None:
            team = stats.team.reach[skill].team
            ax.hlines(team, x - 0.35, x + 0.35, colors="#4c72b0", linewidth=2,
                      label="team alone" if x == 0 else None)
    ax.set_xticks(range(len(_SKILLS)), [s.title() for s in _SKILLS])
    ax.set_xlim(-0.6, len(_SKILLS) - 0.4)
    ax.set_ylim(bottom=0, top=ax.get_ylim()[1] + 1)
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.set_ylabel("difficulty (circles: number of missions)")
    ax.set_xlabel(f"experience total {stats.missions.experience_total}")
    if stats.team is not None:
        ax.legend(fontsize="small", loc="upper right")


def _trek_figure(plt: Any, stats: DeckStats, trek: TrekStats) -> Any:
    figure, (categories, imprese, turns) = plt.subplots(1, 3, figsize=(15, 4.8))
    figure.suptitle(f"{stats.name or 'Deck'}: {stats.draw.deck_size} cards")
    names = ["tattica", "scienza", "ingegneria", "medicina"]
    xs = range(len(names))
    for offset, card_type, colour in ((-0.2, "personaggio", "#4c72b0"),
                                      (0.2, "impresa", "#c44e52")):
        values = [trek.category_totals.get(card_type, {}).get(c, 0) for c in names]
        label = "personaggi (sum)" if card_type == "personaggio" else "imprese minima (sum)"
        categories.bar([x + offset for x in xs], values, 0.4, label=label, color=colour)
    categories.set_xticks(list(xs), names)
    categories.set_title("Category totals")
    categories.legend(fontsize="small")
    sizes = [i.min_characters for i in trek.imprese if i.min_characters is not None]
    if sizes:
        counts = {s: sizes.count(s) for s in sorted(set(sizes))}
        imprese.bar(list(counts), list(counts.values()), color="#8172b2")
        imprese.set_xticks(list(counts))
    imprese.set_title("Imprese: fewest personaggi needed")
    imprese.set_xlabel("personaggi")
    imprese.set_ylabel("imprese")
    seen = [row.cards_seen for row in trek.by_turn]
    for attr, label in (("p_personaggio", ">=1 personaggio"), ("p_impresa", ">=1 impresa"),
                        ("p_both", "both")):
        turns.plot(seen, [getattr(row, attr) for row in trek.by_turn], marker="o", label=label)
    turns.set_title("Exact odds by cards seen")
    turns.set_xlabel("cards seen (5 + one per turn)")
    turns.set_ylim(0, 1.02)
    turns.legend(fontsize="small")
    figure.tight_layout()
    return figure
