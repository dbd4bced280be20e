"""Card database speed (issue 2, section 8). Prints figures, asserts nothing.

1. `stargate-vcg cards show NAME` as a fresh process with a built cache (target <= 0.3 s).
2. Building the database from the 16 OCTGN set files (target <= 2 s).
3. Cache formats: JSON (used) vs pickle, loading the records and validating models.

Usage: python benchmarks/bench_cards.py [OCTGN_DATA_DIR] [CARD_NAME]
(default ../shared/octgn relative to the repository, card "Anubis (Banished Lord)").
Uses a temporary cache directory; the user's cache is not touched.
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RUNS = 7


def cli_command() -> list[str]:
    script = Path(sys.executable).with_name("stargate-vcg")
    return [str(script)] if script.exists() else [sys.executable, "-m", "stargate_vcg"]


def timed_runs(command: list[str], env: dict[str, str], runs: int = RUNS) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def show_figures(label: str, times: list[float], target: float | None = None) -> None:
    goal = f"  (target <= {target} s)" if target is not None else ""
    print(f"{label}: min {min(times):.3f} s, median {statistics.median(times):.3f} s, "
          f"max {max(times):.3f} s over {len(times)} runs{goal}")


def bench_show(data: Path, name: str, env: dict[str, str]) -> None:
    subprocess.run([*cli_command(), "cards", "update", "--from", str(data)], env=env,
                   check=True, stdout=subprocess.DEVNULL)
    show_figures(f"cards show {name!r}, fresh process, built cache",
                 timed_runs([*cli_command(), "cards", "show", name], env), 0.3)
    bare = timed_runs([sys.executable, "-c", "pass"], env)
    print(f"  (bare python start-up for comparison: median {statistics.median(bare):.3f} s)")


def bench_build(data: Path, env: dict[str, str]) -> None:
    code = ("import time,sys; t=time.perf_counter(); "
            "from stargate_vcg.cards.sources import build_database; "
            "db=build_database(sys.argv[1]); "
            "print(len(db), time.perf_counter()-t)")
    out = subprocess.run([sys.executable, "-c", code, str(data)], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    print(f"build from set files, fresh process incl. imports: {float(out[1]):.3f} s "
          f"({out[0]} cards)  (target <= 2 s)")

    from stargate_vcg.cards.sources import build_database

    times = []
    for _ in range(3):
        start = time.perf_counter()
        db = build_database(data)
        times.append(time.perf_counter() - start)
    show_figures(f"build from set files, in process ({len(db)} cards)", times, 2.0)


def bench_formats(data: Path) -> None:
    from stargate_vcg.cards.sources import build_database
    from stargate_vcg.cards.stargate import StargateCard

    cards = list(build_database(data))
    records = [card.model_dump(mode="json") for card in cards]
    as_json = json.dumps(records, separators=(",", ":")).encode()
    as_pickle = pickle.dumps(records, protocol=pickle.HIGHEST_PROTOCOL)
    models_pickle = pickle.dumps(cards, protocol=pickle.HIGHEST_PROTOCOL)

    def best(action: object) -> float:
        assert callable(action)
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            action()
            runs.append(time.perf_counter() - start)
        return min(runs)

    print(f"cache formats ({len(records)} cards):")
    print(f"  JSON records   {len(as_json) / 1e6:.2f} MB, load "
          f"{best(lambda: json.loads(as_json)) * 1000:.1f} ms")
    print(f"  pickle records {len(as_pickle) / 1e6:.2f} MB, load "
          f"{best(lambda: pickle.loads(as_pickle)) * 1000:.1f} ms")
    print(f"  pickle models  {len(models_pickle) / 1e6:.2f} MB, load "
          f"{best(lambda: pickle.loads(models_pickle)) * 1000:.1f} ms")
    print("  records -> models (model_validate): "
          f"{best(lambda: [StargateCard.model_validate(r) for r in records]) * 1000:.1f} ms")


def main() -> None:
    from _arguments import OCTGN, parse

    args = parse(__doc__, ("octgn", Path, OCTGN), ("card_name", str, "Anubis (Banished Lord)"))
    data, name = args.octgn, args.card_name
    if not data.is_dir():
        sys.exit(f"no OCTGN data at {data}: pass the folder as the first argument")
    temp = Path(tempfile.mkdtemp(prefix="bench-cards-"))
    env = {**os.environ, "STARGATE_VCG_CACHE_DIR": str(temp)}
    env.pop("STARGATE_VCG_CARDS", None)
    os.environ["STARGATE_VCG_CACHE_DIR"] = str(temp)
    try:
        bench_show(data, name, env)
        bench_build(data, env)
        bench_formats(data)
    finally:
        shutil.rmtree(temp, ignore_errors=True)


if __name__ == "__main__":
    main()
