"""Every Python and shell snippet of README.md runs as written and prints what it says.

Generic, so that new sections are checked without editing this file:
- Fenced blocks are found by their language (`python`, `sh`/`bash`/`shell`, `yaml`).
- They run in a temporary copy of the repository (decks, examples, benchmarks, tests,
  card_db) beside a `shared` link to the real data, so `../shared/octgn` works and files
  they write never land in the checkout. `.venv/bin/` is this interpreter's folder and
  `stargate-vcg` its console script; the card data is found the way a user's
  `cards update` would leave it ($STARGATE_VCG_CARDS), the cache is temporary.
- A comment `# -> TEXT` states output: in Python after a `print(...)`, in a shell
  command after the command. TEXT must match an output line, in order (`...` matches
  anything). A shell command must exit 0 unless its comment says `# -> exit N`.
- Every Python block runs twice in the same folder: a snippet that works only once (it
  writes a file, then refuses to overwrite it) fails.
- YAML blocks must parse.
Only the commands in SKIPPED are not run, each for the reason given there (and those
needing a program in TOOLS when it is not installed).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from ruamel.yaml import YAML

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
COPIED = ("README.md", "pyproject.toml", "decks", "examples", "benchmarks", "card_db", "tests")
BIN = Path(sys.executable).parent

# Commands (exactly as in the README, continuation lines joined) that are not run.
SKIPPED: dict[str, str] = {
    "python3 -m venv .venv && .venv/bin/pip install '.[test,plot]' && .venv/bin/stargate-vcg "
    "validate decks/star-trek-vcg.yaml":
        "network: downloads and builds the package (its last step, validating the Trek "
        "deck, is run on its own below)",
    ".venv/bin/pytest -q": "the test suite itself, of which this test is a part",
    "stargate-vcg cards update":
        "network: downloads the set files from GitHub (`cards update --from` runs)",
    "stargate-vcg play decks/tokra.o8d decks/sgc-combat.yaml":
        "a human seat: needs a person at the terminal (the same game with two agents runs)",
}
# Programs some commands need besides this package; without them those commands can't run.
TOOLS = ("valgrind",)
# Commands that stand for a step the README runs elsewhere in full.
EXTRA_COMMANDS = [".venv/bin/stargate-vcg validate decks/star-trek-vcg.yaml"]

_FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
_EXPECT = re.compile(r"#\s*->\s*(.*?)\s*$")
_COMMENT = re.compile(r"\s+#(?!\S*['\"]).*$")  # a trailing comment, not a # inside a word


@dataclass
class Snippet:
    language: str
    text: str
    line: int
    expected: list[str] = field(default_factory=list)
    exit_code: int = 0

    @property
    def name(self) -> str:
        first = self.text.strip().splitlines()[0] if self.text.strip() else ""
        return f"L{self.line}: {first[:60]}"


def _blocks() -> list[tuple[str, str, int]]:
    text = README.read_text(encoding="utf-8")
    return [(m.group(1).lower(), m.group(2), text[:m.start()].count("\n") + 1)
            for m in _FENCE.finditer(text)]


def _python_snippets() -> list[Snippet]:
    found = []
    for language, body, line in _blocks():
        if language == "python":
            expected = [m.group(1) for text_line in body.splitlines()
                        if "print(" in text_line and (m := _EXPECT.search(text_line))]
            found.append(Snippet("python", body, line, expected))
    return found


def _shell_commands() -> list[Snippet]:
    found = []
    for language, body, line in _blocks():
        if language not in ("sh", "bash", "shell", "console"):
            continue
        joined = body.replace("\\\n", " ")
        for offset, raw in enumerate(joined.splitlines()):
            match = _EXPECT.search(raw)
            command = " ".join(_COMMENT.sub("", raw).split())
            if not command or command.startswith("#"):
                continue
            snippet = Snippet("sh", command, line + 1 + offset)
            if match:
                exit_match = re.fullmatch(r"exit (\d+)", match.group(1))
                if exit_match:
                    snippet.exit_code = int(exit_match.group(1))
                else:
                    snippet.expected.append(match.group(1))
            found.append(snippet)
    found += [Snippet("sh", command, 0) for command in EXTRA_COMMANDS]
    return found


def _yaml_blocks() -> list[Snippet]:
    return [Snippet("yaml", body, line) for language, body, line in _blocks()
            if language in ("yaml", "yml")]


def _matches(pattern: str, line: str) -> bool:
    parts = [re.escape(part) for part in pattern.split("...")]
    return re.fullmatch(".*".join(parts), line.strip()) is not None


def _check_output(expected: list[str], output: str) -> None:
    lines = output.splitlines()
    position = 0
    for pattern in expected:
        while position < len(lines) and not _matches(pattern, lines[position]):
            position += 1
        assert position < len(lines), (f"no output line matches {pattern!r} (in order); "
                                       f"output:\n{output}")
        position += 1


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory, octgn_dir: Path) -> Path:
    root = tmp_path_factory.mktemp("readme")
    work = root / "repo"
    work.mkdir()
    for name in COPIED:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, work / name,
                            ignore=shutil.ignore_patterns("__pycache__", ".*"))
        elif source.is_file():
            shutil.copy2(source, work / name)
    (root / "shared").symlink_to(octgn_dir.resolve().parent, target_is_directory=True)
    return work


def _env(work: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env["STARGATE_VCG_CARDS"] = str(work.parent / "shared" / "octgn")
    env["STARGATE_VCG_CACHE_DIR"] = str(work.parent / "cache")
    env["STARGATE_VCG_TEST_OCTGN"] = str(work.parent / "shared" / "octgn")
    return env


def test_the_readme_has_snippets_of_each_kind() -> None:
    assert _python_snippets() and _shell_commands() and _yaml_blocks()
    commands = {s.text for s in _shell_commands()}
    assert set(SKIPPED) <= commands, "a SKIPPED command is no longer in the README"


@pytest.mark.parametrize("snippet", _python_snippets(), ids=lambda s: s.name)
def test_python_snippet(snippet: Snippet, workdir: Path) -> None:
    for run in (1, 2):
        result = subprocess.run([sys.executable, "-c", snippet.text], cwd=workdir,
                                env=_env(workdir), capture_output=True, text=True,
                                timeout=600, check=False)
        assert result.returncode == 0, f"run {run} failed:\n{result.stderr}"
        _check_output(snippet.expected, result.stdout)


@pytest.mark.parametrize("snippet", _shell_commands(), ids=lambda s: s.name)
def test_shell_command(snippet: Snippet, workdir: Path) -> None:
    if snippet.text in SKIPPED:
        pytest.skip(SKIPPED[snippet.text])
    for tool in TOOLS:
        if f"{tool} " in snippet.text and shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    command = snippet.text.replace(".venv/bin/", f"{BIN}/")
    result = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=workdir,
                            env=_env(workdir), capture_output=True, text=True, timeout=900,
                            check=False)
    output = result.stdout + result.stderr
    assert result.returncode == snippet.exit_code, f"exit {result.returncode}:\n{output}"
    _check_output(snippet.expected, output)


@pytest.mark.parametrize("snippet", _yaml_blocks(), ids=lambda s: s.name)
def test_yaml_block_parses(snippet: Snippet) -> None:
    assert YAML(typ="safe").load(snippet.text) is not None
