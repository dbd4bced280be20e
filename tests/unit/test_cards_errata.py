"""Errata to the OCTGN card data (card_db/stargate/errata.yaml, overridable by the user):
the mission rated in two skills with no experience becomes Combat 5, experience 3."""

from __future__ import annotations

from pathlib import Path

import pytest
from cards_xml import MISSION_TWO_SKILLS, set_xml

from stargate_vcg.cards.errata import ERRATA_ENV, load_errata, shipped_errata_path
from stargate_vcg.cards.sources import load_card_database
from stargate_vcg.cards.stargate import Skill
from stargate_vcg.errors import CardDataError

# The shipped erratum's card, under its id but with a fixture title and the same quirk.
ARMADA_ID = next(iter(load_errata()))


def _sets(root: Path, card_id: str) -> Path:
    cards = f"""\
    <card name="Fixture Armada" id="{card_id}" size="mission">
      <property name="Type" value="Mission"/>
      <property name="Combat" value="5"/>
      <property name="Ingenuity" value="3"/>
    </card>
"""
    path = root / "sets" / "1-fixture" / "set.xml"
    path.parent.mkdir(parents=True)
    path.write_text(set_xml("Fixture", "ffffffff-0000-4000-8000-000000000001", cards),
                    encoding="utf-8")
    return root


def test_withstand_armada_erratum_is_combat_5_with_experience_3(tmp_path: Path) -> None:
    card = load_card_database(_sets(tmp_path, ARMADA_ID)).get(ARMADA_ID)
    assert card.difficulty == {Skill.COMBAT: 5}
    assert card.experience == 3


def test_every_shipped_erratum_gives_its_reason() -> None:
    errata = load_errata()
    assert errata and all(e.reason.strip() and e.fields for e in errata.values())
    assert all(e.path == shipped_errata_path() for e in errata.values())


def test_two_skill_mission_without_erratum_keeps_both_skills(tmp_path: Path) -> None:
    card = load_card_database(_sets(tmp_path, MISSION_TWO_SKILLS)).get(MISSION_TWO_SKILLS)
    assert card.difficulty == {Skill.COMBAT: 5, Skill.INGENUITY: 3}


def test_user_errata_file_overrides_the_shipped_one_and_rebuilds_the_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _sets(tmp_path / "data", ARMADA_ID)
    assert load_card_database(root).get(ARMADA_ID).experience == 3  # compiled and cached
    mine = tmp_path / "errata.yaml"
    mine.write_text(f"errata:\n  - {{id: {ARMADA_ID}, fields: {{}}}}\n", encoding="utf-8")
    monkeypatch.setenv(ERRATA_ENV, str(mine))
    card = load_card_database(root).get(ARMADA_ID)
    assert card.difficulty == {Skill.COMBAT: 5, Skill.INGENUITY: 3}
    mine.write_text(f"errata:\n  - id: {ARMADA_ID}\n    fields: {{experience: 2}}\n"
                    "    reason: my own reading\n", encoding="utf-8")
    assert load_card_database(root).get(ARMADA_ID).experience == 2


@pytest.mark.parametrize(("text", "message"), [
    ("errata:\n  - id: x\n    fields: {flavour: 1}\n    reason: r\n", "unknown card field"),
    ("errata:\n  - id: x\n    fields: {experience: 1}\n", "reason"),
    ("errata: 3\n", "`errata:` list"),
])
def test_bad_errata_file_is_one_error_naming_the_file(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      text: str, message: str) -> None:
    mine = tmp_path / "errata.yaml"
    mine.write_text(text, encoding="utf-8")
    monkeypatch.setenv(ERRATA_ENV, str(mine))
    with pytest.raises(CardDataError, match=message) as caught:
        load_card_database(_sets(tmp_path / "data", ARMADA_ID))
    assert caught.value.path == mine


def test_erratum_giving_an_invalid_value_names_its_line(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    mine = tmp_path / "errata.yaml"
    mine.write_text(f"errata:\n  - id: {ARMADA_ID}\n    fields: {{experience: many}}\n"
                    "    reason: r\n", encoding="utf-8")
    monkeypatch.setenv(ERRATA_ENV, str(mine))
    with pytest.raises(CardDataError, match="experience") as caught:
        load_card_database(_sets(tmp_path / "data", ARMADA_ID))
    assert (caught.value.path, caught.value.line) == (mine, 2)


@pytest.mark.parametrize("kind", ["too large", "alias", "fifo", "odd tag"])
def test_an_errata_file_is_read_as_every_untrusted_file(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        kind: str) -> None:
    """$STARGATE_VCG_ERRATA=/dev/zero read forever (and a FIFO waited forever), and YAML
    aliases were expanded: the file is read as decklists and Trek overlays are
    (`files.read_bounded`: regular files, at most 1 MB; no aliases)."""
    import os

    mine = tmp_path / "errata.yaml"
    if kind == "fifo":
        os.mkfifo(mine)
        expected = "not a regular file"
    elif kind == "alias":
        mine.write_text(f"errata:\n  - id: {ARMADA_ID}\n    fields: &f {{experience: 1}}\n"
                        "    reason: r\n  - id: x\n    fields: *f\n    reason: r\n",
                        encoding="utf-8")
        expected = "aliases"
    elif kind == "odd tag":  # ruamel raised KeyError: a traceback, not one line
        mine.write_text(f"errata:\n  - id: {ARMADA_ID}\n    fields: !!bool \"\"\n"
                        "    reason: r\n", encoding="utf-8")
        expected = "malformed YAML: KeyError"
    else:
        mine.write_text("errata: []\n" + "#" * 2000 + "\n", encoding="utf-8")
        monkeypatch.setattr("stargate_vcg.cards.errata.MAX_ERRATA_BYTES", 1000)
        expected = "too large"
    monkeypatch.setenv(ERRATA_ENV, str(mine))
    with pytest.raises(CardDataError, match=expected) as caught:
        load_card_database(_sets(tmp_path / "data", ARMADA_ID))
    assert caught.value.path == mine
