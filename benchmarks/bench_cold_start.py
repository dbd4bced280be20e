"""Cold start of the command line (issue 13): wall time of fresh processes for
`stargate-vcg --help` and `stargate-vcg validate decks/star-trek-vcg.yaml`. Target:
under 0.25 s each. Prints figures, asserts nothing.

Each command runs once to warm the caches (the parsed Trek cards, the OS file cache),
then RUNS times; the figures are the best and the median run. Wall time includes the
interpreter's own start, so it moves with the load of a shared machine: compare the
best runs. Uses a temporary cache directory; the user's cache is not touched.

Usage: python benchmarks/bench_cold_start.py [RUNS]   (default 11)
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGET = 0.25
COMMANDS = {
    "--help": ["--help"],
    "validate Trek deck": ["validate", str(REPO / "decks" / "star-trek-vcg.yaml")],
    "python -c pass (the interpreter alone)": None,
}


def _program() -> list[str]:
    """The installed console script beside this interpreter, else `python -m`."""
    script = Path(sys.executable).with_name("stargate-vcg")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "stargate_vcg"]


def _time(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    cache = tempfile.mkdtemp(prefix="bench-cold-start-")
    env = dict(os.environ, STARGATE_VCG_CACHE_DIR=cache)
    program = _program()
    print(f"{' '.join(program)}; {runs} runs each, target < {TARGET} s")
    try:
        for label, args in COMMANDS.items():
            argv = [sys.executable, "-c", "pass"] if args is None else [*program, *args]
            _time(argv, env)  # warm-up
            times = [_time(argv, env) for _ in range(runs)]
            print(f"  {label:40s} best {min(times):.3f} s  median "
                  f"{statistics.median(times):.3f} s")
    finally:
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
