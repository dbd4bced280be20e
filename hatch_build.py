"""Build hook: wheels carry the rules engines compiled by mypyc.

Why: pure CPython plays about 170 to 210 random Stargate games/s on one core, and issue 5
asks for 300. The engines are `mypy --strict` clean, so mypyc compiles them unchanged to
C extensions, about three times faster (README "Speed"). The `.py` sources ship beside
them; Python imports the extension first.

- Editable installs (`pip install -e .`) are never compiled, so the code that runs is
  always the `.py` file being edited.
- `STARGATE_VCG_PURE_PYTHON=1` builds a pure-Python wheel (no C compiler needed).
- A compilation failure fails the build and says so: a silently slower engine would be
  worse than a clear error.

- Profile-guided: when the OCTGN card data is at hand (`STARGATE_VCG_PROFILE_DATA`, else
  `../shared/octgn` beside the project), the C is compiled twice: once instrumented, which
  then plays random games between the preconstructed decks found there (with and without
  card text, and Star Trek VCG games), once more with the counts those games left
  (`-fprofile-use`): GCC lays out and inlines by what ran. Measured on this project's
  machine: text games 14% faster, textless 6% (README "Speed"). Without card data, or with
  `STARGATE_VCG_PROFILE=0`, one compilation without a profile, as before. A training run
  that fails is reported and the build goes on without the profile (the engines are the
  same code either way; only their speed differs).

The compilation runs on a copy of the package in a temporary folder, so the source tree
gets no build products, and the training's card cache is kept there too (the user's cache
is not touched).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PURE_PYTHON_VARIABLE = "STARGATE_VCG_PURE_PYTHON"
BUILD_NOTE = "BUILD"  # how the engines were compiled, read by `describe_build`

# Compiled: the engines' modules; the vocabulary Stargate card text is written in (its
# classes allow interpreted subclasses); the Stargate goldfish loop with its greedy agent
# (interpreted, they were a third of a goldfish game's time); the --hands-only loop
# (`Random.sample` interpreted was four fifths of a hand); and the card modules of the
# sets the benchmark decks play (COMPILED_CARDS: interpreted, their calls cost 7% of a
# game with text). Left interpreted: package `__init__`s (lazy exports) and the other
# sets' card modules (a C build of every set took 8 minutes and more).
COMPILED_PACKAGES = ("stargate_vcg/engine/stargate", "stargate_vcg/engine/trek")
COMPILED_MODULES = ("stargate_vcg/effects/dsl.py", "stargate_vcg/effects/vocab.py",
                    "stargate_vcg/agents/stargate_greedy.py",
                    "stargate_vcg/goldfish/stargate_sim.py", "stargate_vcg/goldfish/deal.py")
COMPILED_CARDS = tuple(f"stargate_vcg/effects/{kind}.py" for kind in (
    "base_set/characters", "base_set/missions", "base_set/villains",
    "system_lords/characters", "system_lords/events", "system_lords/missions",
    "system_lords/villains", "rise_of_the_ori/characters", "rise_of_the_ori/events",
    "rise_of_the_ori/missions", "rise_of_the_ori/ships", "rise_of_the_ori/villains"))

# One C file per module (mypyc's multi_file), compiled two at a time; the card modules'
# files at -O1: their time is in the calls they make, which compiling removes at any
# level, and -O3 on their C (as big as the engines') doubled the build's time. They stay
# in the engines' library: as a library of their own (mypyc's `separate`) the calls
# between the two cost 5% of a game.
SETUP_SCRIPT = """\
import sys
from concurrent.futures import ThreadPoolExecutor
from setuptools import setup
from setuptools.command.build_ext import build_ext
from mypyc.build import mypycify

CARDS = ("___effects___base_set___", "___effects___system_lords___",
         "___effects___rise_of_the_ori___")


def compile_parallel(self, sources, output_dir=None, macros=None, include_dirs=None,
                     debug=0, extra_preargs=None, extra_postargs=None, depends=None):
    macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
        output_dir, macros, include_dirs, sources, depends, extra_postargs)
    cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)

    def one(obj):
        if obj not in build:  # as distutils' own loop: nothing to compile for it
            return
        src, ext = build[obj]
        flags = extra_postargs
        if any(part in src for part in CARDS):
            flags = ["-O1" if flag == "-O3" else flag for flag in flags]
        # Hidden symbols: the library's own functions call each other directly, not
        # through the PLT and a GOT load (the module init functions Python imports are
        # marked visible by PyMODINIT_FUNC). Cachegrind, a text game: data misses -26%,
        # mispredicted branches -18%, instruction misses -9%; 5-8% less CPU time.
        flags = [*flags, "-fvisibility=hidden"]
        self._compile(obj, src, ext, cc_args, flags, pp_opts)

    with ThreadPoolExecutor(2) as pool:
        list(pool.map(one, objects))
    return objects


class BuildExt(build_ext):
    def build_extensions(self):
        # The parallel loop uses distutils' private steps of `compile`; a compiler
        # without them builds one file at a time, as before.
        steps = ("_setup_compile", "_get_cc_args", "_compile")
        if self.compiler.compiler_type == "unix" and all(
                hasattr(self.compiler, step) for step in steps):
            self.compiler.compile = compile_parallel.__get__(self.compiler)
        super().build_extensions()


setup(name="stargate-vcg-compiled", cmdclass={"build_ext": BuildExt}, ext_modules=mypycify(
    ["--ignore-missing-imports", *sys.argv.pop().split(",")], opt_level="3",
    multi_file=True))
"""


PROFILE_VARIABLE = "STARGATE_VCG_PROFILE"
PROFILE_DATA_VARIABLE = "STARGATE_VCG_PROFILE_DATA"
# -fprofile-partial-training: code the training never ran (the other sets' cards, rules few
# random games reach) is optimised as without a profile, not for size.
PROFILE_GENERATE = "-fprofile-generate -fprofile-update=single"
PROFILE_USE = "-fprofile-use -fprofile-partial-training -Wno-missing-profile"
TRAINING_GAMES = 240  # a second or two instrumented; more changes no layout measurably

# The training: random games between the preconstructed decks, with card text and without
# (seeds far from those of the benchmarks and tests), and 4-player Star Trek VCG games.
TRAINING_SCRIPT = """\
import sys
from pathlib import Path
from stargate_vcg.agents import RandomAgent
from stargate_vcg.cards.sources import load_card_database
from stargate_vcg.decklists.io import load_deck
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.engine.trek import TrekGame

octgn, games = Path(sys.argv[1]), int(sys.argv[2])
db = load_card_database(octgn)
decks = [load_deck(path, cards=db) for path in sorted((octgn / "decks").glob("*.o8d"))]
pairs = [(a, b) for a in range(len(decks)) for b in range(len(decks)) if a != b]
actions = 0
for i in range(games):
    a, b = pairs[i % len(pairs)]
    for effects in (True, False):
        game = StargateGame.new([decks[a], decks[b]], seed=1_000_000 + i, max_turns=100,
                                effects=effects)
        agents = (RandomAgent(i), RandomAgent(i + 1))
        while not game.is_over:
            game.apply(agents[game.to_act].choose(None, game.legal_actions()))
            actions += 1
for i in range(games // 4):
    trek = TrekGame.new(players=4, seed=1_000_000 + i, max_turns=1000)
    agent = RandomAgent(i)
    while not trek.is_over:
        trek.apply(agent.choose(None, trek.legal_actions()))
        actions += 1
print(f"{2 * games} Stargate games between {len(decks)} decks, {games // 4} Star Trek VCG "
      f"games, {actions} actions")
"""


def compiled_modules(root: Path) -> list[str]:
    """The source files mypyc compiles, relative to the project root."""
    found = (path.relative_to(root).as_posix() for package in COMPILED_PACKAGES
             for path in (root / package).glob("*.py") if path.name != "__init__.py")
    return sorted({*found, *COMPILED_MODULES, *COMPILED_CARDS})


def training_data(root: Path) -> Path | None:
    """The OCTGN data folder to train the profile on (its card sets and preconstructed
    decks), or None: profile not wanted, or no such folder."""
    if os.environ.get(PROFILE_VARIABLE, "") == "0" or not compiler_is_gcc():
        return None
    given = os.environ.get(PROFILE_DATA_VARIABLE, "")
    folder = Path(given) if given else root.parent / "shared" / "octgn"
    if (folder / "sets").is_dir() and any((folder / "decks").glob("*.o8d")):
        return folder
    return None


def compiler_is_gcc() -> bool:
    """Whether the C compiler is GCC, whose profile flags the build uses (clang's need its
    counts merged by a tool of its own first)."""
    import sysconfig

    command = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    try:
        done = subprocess.run([*command.split(), "--version"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, check=False, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    first = done.stdout.splitlines()[0] if done.stdout else ""
    return "gcc" in first.lower() or "Free Software Foundation" in done.stdout


class MypycBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        if os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0"):
            self.app.display_info(f"{PURE_PYTHON_VARIABLE} is set: pure-Python wheel")
            return
        root = Path(self.root)
        self._work = work = Path(tempfile.mkdtemp(prefix="stargate-vcg-mypyc-"))
        shutil.copytree(root / "stargate_vcg", work / "stargate_vcg",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
        (work / "setup.py").write_text(SETUP_SCRIPT, encoding="utf-8")
        modules = compiled_modules(root)
        data = training_data(root)
        if data is None:
            self.app.display_info(
                f"compiling {len(modules)} modules with mypyc (no card data to train a "
                f"profile on: set {PROFILE_DATA_VARIABLE} to an OCTGN data folder)")
            self._compile(work, modules, "")
            profile = "none"
        else:
            self.app.display_info(f"compiling {len(modules)} modules with mypyc, "
                                  f"instrumented, to train a profile on {data}")
            self._compile(work, modules, PROFILE_GENERATE)
            trained = self._train(work, root, data)
            if trained is None:
                self._compile(work, modules, "", again=True)
                profile = "none (its training failed)"
            else:
                self.app.display_info(f"profile trained: {trained}; compiling again with it")
                self._compile(work, modules, PROFILE_USE, again=True)
                profile = f"trained on {trained}"
        (work / "stargate_vcg" / "engine" / BUILD_NOTE).write_text(
            f"profile: {profile}\n", encoding="utf-8")
        build_data["force_include"][str(work / "stargate_vcg" / "engine" / BUILD_NOTE)] = \
            f"stargate_vcg/engine/{BUILD_NOTE}"
        suffixes = (".so", ".pyd")
        for path in sorted(self._work.rglob("*")):
            if path.suffix in suffixes and "build" not in path.relative_to(self._work).parts:
                build_data["force_include"][str(path)] = str(path.relative_to(self._work))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def _compile(self, work: Path, modules: list[str], flags: str, again: bool = False) -> None:
        """mypyc, then the C compiled with `flags` added (compile and link); `again`:
        everything compiled anew (the objects of the instrumented build are stale)."""
        env = dict(os.environ)
        if flags:
            for name in ("CFLAGS", "LDFLAGS"):
                env[name] = f"{env.get(name, '')} {flags}".strip()
        if again:
            for path in work.rglob("*"):
                if path.suffix in (".so", ".pyd") and path.is_file():
                    path.unlink()
        command = [sys.executable, "setup.py", "build_ext", "--inplace",
                   *(["--force"] if again else []), ",".join(modules)]
        done = subprocess.run(command, cwd=work, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(
                f"compiling the rules engines with mypyc failed:\n{done.stdout[-4000:]}\n"
                f"Install a C compiler, or build a pure-Python (slower) package with "
                f"{PURE_PYTHON_VARIABLE}=1.")

    def _train(self, work: Path, root: Path, data: Path) -> str | None:
        """The training games played by the instrumented build; what they were, or None
        (and a warning) when they failed or left no counts."""
        (work / "train.py").write_text(TRAINING_SCRIPT, encoding="utf-8")
        if not (work / "stargate_vcg" / "card_db").exists():
            shutil.copytree(root / "card_db", work / "stargate_vcg" / "card_db")
        # The work folder first; pip's isolated build environment finds its packages
        # (pydantic, ...) through a PYTHONPATH of its own, kept after it.
        path = os.pathsep.join([str(work), *filter(None, [os.environ.get("PYTHONPATH")])])
        env = dict(os.environ, PYTHONPATH=path, PYTHONHASHSEED="0",
                   STARGATE_VCG_CACHE_DIR=str(work / "card-cache"))
        done = subprocess.run([sys.executable, "train.py", str(data), str(TRAINING_GAMES)],
                              cwd=work, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, check=False)
        counts = list(work.rglob("*.gcda"))
        if done.returncode != 0 or not counts:
            self.app.display_warning(
                f"training the profile failed; compiling without one:\n{done.stdout[-2000:]}")
            return None
        return done.stdout.strip().splitlines()[-1]

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
