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

The compilation runs on a copy of the package in a temporary folder, so the source tree
gets no build products.
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


def compiled_modules(root: Path) -> list[str]:
    """The source files mypyc compiles, relative to the project root."""
    found = (path.relative_to(root).as_posix() for package in COMPILED_PACKAGES
             for path in (root / package).glob("*.py") if path.name != "__init__.py")
    return sorted({*found, *COMPILED_MODULES, *COMPILED_CARDS})


class MypycBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        if os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0"):
            self.app.display_info(f"{PURE_PYTHON_VARIABLE} is set: pure-Python wheel")
            return
        root = Path(self.root)
        self._work = Path(tempfile.mkdtemp(prefix="stargate-vcg-mypyc-"))
        shutil.copytree(root / "stargate_vcg", self._work / "stargate_vcg",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
        (self._work / "setup.py").write_text(SETUP_SCRIPT, encoding="utf-8")
        modules = compiled_modules(root)
        self.app.display_info(f"compiling {len(modules)} modules with mypyc")
        done = subprocess.run(
            [sys.executable, "setup.py", "build_ext", "--inplace", ",".join(modules)],
            cwd=self._work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            check=False)
        if done.returncode != 0:
            raise RuntimeError(
                f"compiling the rules engines with mypyc failed:\n{done.stdout[-4000:]}\n"
                f"Install a C compiler, or build a pure-Python (slower) package with "
                f"{PURE_PYTHON_VARIABLE}=1.")
        suffixes = (".so", ".pyd")
        for path in sorted(self._work.rglob("*")):
            if path.suffix in suffixes and "build" not in path.relative_to(self._work).parts:
                build_data["force_include"][str(path)] = str(path.relative_to(self._work))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
