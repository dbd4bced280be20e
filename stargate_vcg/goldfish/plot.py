"""`goldfish --plot FILE.png`: turn-of-victory distribution and per-turn mission success."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import Any

from stargate_vcg.goldfish.models import GoldfishResult, TrekGoldfishResult
from stargate_vcg.statistics.plot import PlotTargetError, check_target, require_matplotlib


def plot_goldfish(result: GoldfishResult, path: Path) -> None:
    """Write the PNG atomically (a temporary file renamed into place)."""
    require_matplotlib()
    check_target(path)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (wins, missions) = plt.subplots(1, 2, figsize=(12, 4.5))
    turns = list(result.turn_distribution)
    wins.bar(turns, [result.turn_distribution[t] for t in turns], color="#4c72b0")
    wins.set_title(f"{result.deck or 'deck'}: turn of victory "
                   f"({result.wins}/{result.games} games won)")
    wins.set_xticks(turns)
    wins.set_xlabel("own turn")
    wins.set_ylabel("games won on it")
    rows = result.per_turn
    xs = [r.turn for r in rows]
    missions.bar([x - 0.2 for x in xs], [r.missions_attempted for r in rows], width=0.4,
                 label="attempted", color="#999999")
    missions.bar([x + 0.2 for x in xs], [r.missions_succeeded for r in rows], width=0.4,
                 label="succeeded", color="#55a868")
    missions.set_title("missions per turn (mean over games reaching it)")
    missions.set_xticks(xs)
    missions.set_xlabel("own turn")
    missions.legend()
    _save(plt, figure, path)


def plot_trek(result: TrekGoldfishResult, path: Path) -> None:
    """Mean score per seat and completion rate per Impresa."""
    require_matplotlib()
    check_target(path)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (seats, imprese) = plt.subplots(1, 2, figsize=(12, 5))
    labels = [f"{i + 1} {s.agent}" for i, s in enumerate(result.seats)]
    seats.bar(labels, [s.mean_score for s in result.seats], color="#4c72b0")
    seats.set_title(f"mean final score per seat ({result.games} games)")
    names = sorted(result.imprese, key=lambda n: result.imprese[n].completion_rate)
    imprese.barh(names, [result.imprese[n].completion_rate for n in names],
                 color="#55a868")
    imprese.set_title("Impresa completion rate")
    imprese.set_xlim(0, 1)
    _save(plt, figure, path)


def _save(plt: Any, figure: Any, path: Path) -> None:
    figure.tight_layout()
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
    os.chmod(tmp, 0o666 & ~umask)
    try:
        figure.savefig(tmp, dpi=110)
        os.replace(tmp, path)
    except OSError as error:
        raise PlotTargetError(f"{path}: cannot write there ({error.strerror})") from None
    finally:
        plt.close(figure)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
