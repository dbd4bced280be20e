"""`stargate-vcg stats`: tables, --json, --odds, --turns, --plot and one-line errors."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import stat
from math import comb
from pathlib import Path

import pytest
from click.testing import CliRunner
from factories import fixture_db, fixture_deck

from stargate_vcg.cli.main import main
from stargate_vcg.decklists.model import Section

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def deck_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The fixture deck as YAML; card look-ups go to the fixture database."""
    monkeypatch.setattr("stargate_vcg.cards.sources.load_card_database",
                        lambda cards_path=None: fixture_db())
    path = tmp_path / "fixture.yaml"
    fixture_deck().save(path)
    return path


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["stats", *args])
    return result.exit_code, result.stdout, result.stderr


def test_json_document(deck_file: Path) -> None:
    code, out, _ = _run(str(deck_file), "--json", "--odds", "type:obstacle >= 2")
    assert code == 0
    document = json.loads(out)
    assert document["victory_total_given"] == 13
    assert document["counts"]["sections"]["deck"] == 45
    medic = document["titles"]["Fixture Medic"]
    assert medic["p_opening"] == pytest.approx(1 - comb(42, 8) / comb(45, 8))
    assert medic["p_opening_with_mulligan"] > medic["p_opening"]
    assert [o["condition"] for o in document["odds"]] == ["type:obstacle >= 2"]


def test_turns_need_cards_per_turn_for_stargate(deck_file: Path) -> None:
    code, _, err = _run(str(deck_file), "--odds", "Fixture Medic >= 1", "--turns", "3")
    assert code == 2
    assert "--cards-per-turn" in err and len(err.strip().splitlines()) == 1
    code, out, _ = _run(str(deck_file), "--json", "--odds", "Fixture Medic >= 1",
                        "--turns", "3", "--cards-per-turn", "2")
    assert code == 0
    seen = [o["cards_seen"] for o in json.loads(out)["odds"]]
    assert seen == [8, 10, 12]


def test_tables(deck_file: Path) -> None:
    code, out, _ = _run(str(deck_file), "--odds", "trait:Jaffa >= 1 and type:event >= 1",
                        "--all")
    assert code == 0
    for heading in ("Victory total given to the opponent: 13", "Team", "Mission pile",
                    "Obstacles per skill", "Adversaries", "Titles", "Odds"):
        assert heading in out


def test_odds_alone_prints_just_the_odds(deck_file: Path) -> None:
    code, out, _ = _run(str(deck_file), "--odds", "type:obstacle >= 2")
    assert code == 0
    assert "Odds" in out and "type:obstacle" in out
    assert "Mission pile" not in out and "Titles" not in out
    assert len(out.splitlines()) < 12


def test_stats_of_an_illegal_deck_says_so_in_one_line(deck_file: Path,
                                                      tmp_path: Path) -> None:
    deck = fixture_deck()
    deck.sections[Section.TEAM] = deck.sections[Section.TEAM][:3]
    path = tmp_path / "short.yaml"
    deck.save(path)
    code, out, _ = _run(str(path))
    assert code == 0
    notes = [line for line in out.splitlines() if "not legal" in line]
    assert len(notes) == 1 and "SG-TEAM-COUNT" in notes[0]
    code, out, _ = _run(str(deck_file))
    assert "not legal" not in out


def test_stats_of_the_trek_deck_says_its_numbers_are_provisional() -> None:
    deck = Path(__file__).resolve().parents[2] / "decks" / "star-trek-vcg.yaml"
    code, out, _ = _run(str(deck))
    assert code == 0 and "provisional" in out.splitlines()[0]
    code, out, err = _run(str(deck), "--json")
    assert json.loads(out)["game"] == "trek" and "provisional" in err


@pytest.mark.parametrize("args,fragment", [
    (["--odds", "Teal'c"], "expected SELECTOR OP COUNT"),
    (["--odds", "Fixture Medik >= 1"], "did you mean: Fixture Medic"),
    (["--odds", "trait:Jafa >= 1"], "did you mean: Jaffa"),
    (["--odds", "Fixture Leader >= 1"], "in your team"),
    (["--keep", "type:wizard >= 1", "--odds", "hero >= 1"], "unknown card type"),
    # The keep rule is --odds': alone it was ignored, the tables printed as if not given.
    (["--keep", "hero >= 2"], "--keep is the mulligan rule of --odds"),
])
def test_bad_conditions_are_one_line_errors(deck_file: Path, args: list[str],
                                            fragment: str) -> None:
    code, out, err = _run(str(deck_file), *args)
    assert code == 2
    assert fragment in err and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err + out


def test_missing_deck_file(tmp_path: Path) -> None:
    code, _, err = _run(str(tmp_path / "nope.yaml"))
    assert code == 2
    assert "nope.yaml" in err and len(err.strip().splitlines()) == 1


def test_bad_decklist_names_the_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("stargate_vcg.cards.sources.load_card_database",
                        lambda cards_path=None: fixture_db())
    path = tmp_path / "bad.yaml"
    path.write_text("game: stargate\ndeck:\n  - 3x Fixture Medic\n  - 2x No Such Card\n")
    code, _, err = _run(str(path))
    assert code == 2
    assert f"{path}:4" in err


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="plot extra")
def test_plot_writes_one_png(deck_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "deck.png"
    code, out, _ = _run(str(deck_file), "--plot", str(target))
    assert code == 0, out
    assert target.read_bytes().startswith(PNG_MAGIC)
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".png"] == ["deck.png"]


def test_plot_into_a_missing_folder_is_one_line(deck_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "missing" / "deck.png"
    code, out, err = _run(str(deck_file), "--plot", str(target))
    assert code == 2 and out == ""
    assert f"{target}: folder {target.parent} does not exist" in err


def test_plot_without_matplotlib_is_one_line(deck_file: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "matplotlib" else real(name, *a))
    target = tmp_path / "deck.png"
    code, _, err = _run(str(deck_file), "--plot", str(target))
    assert code == 2
    assert "pip install 'stargate-vcg[plot]'" in err
    assert not target.exists()


def test_trek_deck_defaults_to_one_card_per_turn() -> None:
    deck = Path(__file__).resolve().parents[2] / "decks" / "star-trek-vcg.yaml"
    code, out, _ = _run(str(deck), "--json", "--turns", "4",
                        "--odds", "type:personaggio >= 1 and type:impresa >= 1")
    assert code == 0
    document = json.loads(out)
    assert [row["cards_seen"] for row in document["trek"]["by_turn"]] == [5, 6, 7, 8]
    assert [o["cards_seen"] for o in document["odds"]] == [5, 6, 7, 8]
    assert document["odds"][0]["p"] == pytest.approx(document["trek"]["opening"]["p_both"])


def test_keep_rule_on_a_trek_deck_is_refused() -> None:
    deck = Path(__file__).resolve().parents[2] / "decks" / "star-trek-vcg.yaml"
    code, out, err = _run(str(deck), "--odds", "type:impresa >= 1", "--keep", "type:danni >= 1")
    assert code == 2 and out == ""
    assert "no mulligan" in err


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="plot extra")
def test_plot_legend_handles_stay_legend_sized() -> None:
    """The "hardest mission" mark once had a marker as wide as a bar group, which the
    legend copied across its own label; and the legend sat on the bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from stargate_vcg.statistics import stats
    from stargate_vcg.statistics.plot import _skill_profile

    figure, ax = plt.subplots()
    try:
        _skill_profile(ax, stats(fixture_deck()))
        legend = ax.get_legend()
        labels = [text.get_text() for text in legend.get_texts()]
        assert "hardest mission" in labels
        sizes = [size for handle in legend.legend_handles if hasattr(handle, "get_sizes")
                 for size in handle.get_sizes()]
        assert all(size <= 100 for size in sizes), sizes
        tallest = max(patch.get_height() for patch in ax.patches)
        assert ax.get_ylim()[1] >= 1.4 * tallest  # room for the legend above the bars
    finally:
        plt.close(figure)


@pytest.mark.parametrize(("name", "fragment"), [
    ("deck.pdf", "--plot writes a PNG; name the file *.png"),
    ("pipe.png", "exists and is not a regular file"),
])
def test_plot_refuses_a_target_it_would_mangle(deck_file: Path, tmp_path: Path, name: str,
                                               fragment: str) -> None:
    target = tmp_path / name
    if name == "pipe.png":
        os.mkfifo(target)  # stands for /dev/full & co: renaming over it destroyed it
    code, out, err = _run(str(deck_file), "--plot", str(target))
    assert (code, out) == (2, "")
    assert err == f"error: {target}: {fragment}\n"
    assert name != "pipe.png" or stat.S_ISFIFO(target.stat().st_mode)
    assert not any(p.suffix in (".png", ".pdf") for p in tmp_path.iterdir() if p != target)


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="plot extra")
def test_plot_into_an_unwritable_folder_names_the_target(deck_file: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    import tempfile

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied", str(tmp_path / ".deck.png.x.png"))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    target = tmp_path / "deck.png"
    code, out, err = _run(str(deck_file), "--plot", str(target))
    assert (code, out) == (2, "")
    assert err == f"error: {target}: cannot write there (Permission denied)\n"


def test_help_explains_conditions_with_examples_that_parse() -> None:
    from stargate_vcg.statistics.conditions import parse_condition

    code, out, _ = _run("--help")
    assert code == 0 and "SELECTOR OP COUNT" in out
    examples = re.findall(r'--odds "([^"]*)"', out)
    assert len(examples) == 3
    for example in examples:
        assert parse_condition(example).alternatives


def test_absurd_turn_count_is_refused_at_once(deck_file: Path) -> None:
    code, out, err = _run(str(deck_file), "--odds", "type:obstacle >= 1", "--turns", "1000000",
                          "--cards-per-turn", "3")
    assert (code, out) == (2, "")
    assert "--turns" in err and "1000000" in err and "Traceback" not in err
