"""`goldfish --plot FILE.png`: turn-of-victory distribution and per-turn mission success."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from stargate_vcg.goldfish.models import GoldfishResult
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
    wins.set_xlabel("own turn")
    wins.set_ylabel("games won on it")
    rows = result.per_turn
    xs = [r.turn for r in rows]
    missions.bar([x - 0.2 for x in xs], [r.missions_attempted for r in rows], width=0.4,
                 label="attempted", color="#999999")
    missions.bar([x + 0.2 for x in xs], [r.missions_succeeded for r in rows], width=0.4,
                 label="succeeded", color="#55a868")
    missions.set_title("missions per turn (mean over games reaching it)")
    missions.set_xlabel("own turn")
    missions.legend()
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
