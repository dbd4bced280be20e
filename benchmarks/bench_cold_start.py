"""Cold start of the command line (issue 13): wall time of fresh processes for
`stargate-vcg --help` and `stargate-vcg validate decks/star-trek-vcg.yaml`. Target:
under 0.25 s each. Prints figures, asserts nothing.

Each command runs once to warm the caches (the parsed Trek cards, the OS file cache),
then RUNS times; the figures are the best and the median run, in wall time and in CPU
time of the process (user + system). Wall time includes the interpreter's own start and
waits for the other processes of a shared machine; CPU time moves less with the load,
so compare the best CPU times. Uses a temporary cache directory, not the user's.

Usage: python benchmarks/bench_cold_start.py [RUNS]   (default 11)
"""

from __future__ import annotations

import os
import resource
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


def _time(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    from _arguments import parse, positive

    runs = parse(__doc__, ("runs", positive, 11)).runs
    cache = tempfile.mkdtemp(prefix="bench-cold-start-")
    env = dict(os.environ, STARGATE_VCG_CACHE_DIR=cache)
    program = _program()
    print(f"{' '.join(program)}; {runs} runs each, target < {TARGET} s")
    try:
        for label, args in COMMANDS.items():
            argv = [sys.executable, "-c", "pass"] if args is None else [*program, *args]
            _time(argv, env)  # warm-up
            walls, cpus = zip(*(_time(argv, env) for _ in range(runs)), strict=True)
            print(f"  {label:40s} wall best {min(walls):.3f} s, median "
                  f"{statistics.median(walls):.3f} s; CPU best {min(cpus):.3f} s")
    finally:
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
