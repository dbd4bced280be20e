"""Import the real OCTGN plugin data (../shared/octgn): all 16 sets, 1,920 cards.

A few facts about real cards are checked by id; nothing from the data is written into
the repository (the compiled cache goes to the test's temporary cache dir)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from stargate_vcg.cards.octgn import ImportReport, import_sets
from stargate_vcg.cards.sources import find_set_files, load_card_database, load_card_records
from stargate_vcg.cards.stargate import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.cli.main import main

pytestmark = pytest.mark.integration

ANUBIS_BANISHED_LORD = "2ecceca6-cd9d-4323-9aa4-6408626785b3"
WITHSTAND_ARMADA = "a172c8a5-ba84-42d6-a17b-7addc9194ab1"
SAM_PROBLEM_SOLVER = "ebb511ee-abe9-4b91-9cea-e0cb3794bc21"
PINNED_DOWN = "06b54ccf-6ffb-431c-9648-a22c783127bb"
RUSH_PRINTINGS = {"d9a03090-6a07-4ad3-b9a4-596e5c6131c4",
                  "c07d606b-4232-423a-b2d0-6155dc772fe4"}


@pytest.fixture(scope="module")
def imported(octgn_dir: Path) -> tuple[dict[str, StargateCard], ImportReport]:
    cards, report = import_sets(find_set_files(octgn_dir))
    return {card.id: card for card in cards}, report


def test_all_sixteen_sets_and_1920_cards(imported: tuple[dict[str, StargateCard],
                                                         ImportReport]) -> None:
    cards, report = imported
    assert len(report.files) == 16
    assert len(cards) == 1920 == report.cards
    assert report.skipped_cards == 0
    assert report.unmapped == [], "\n".join(str(u) for u in report.unmapped[:10])
    assert len({card.set_id for card in cards.values()}) == 16


def test_type_distribution(imported: tuple[dict[str, StargateCard], ImportReport]) -> None:
    types = Counter(card.type for card in imported[0].values())
    assert types[CardType.MISSION] == 220 and types[CardType.OBSTACLE] == 500
    assert sum(types.values()) == 1920 and len(types) == len(CardType)


def test_missions_are_neither_hero_nor_villain(imported: tuple[dict[str, StargateCard],
                                                               ImportReport]) -> None:
    missions = [c for c in imported[0].values() if c.type is CardType.MISSION]
    assert all(m.allegiance is None and m.cost is None for m in missions)
    assert all(m.glyph is not None and m.skills for m in missions)
    others = [c for c in imported[0].values() if c.type is not CardType.MISSION]
    assert all(c.allegiance is not None for c in others)


def test_no_markup_left_in_text(imported: tuple[dict[str, StargateCard], ImportReport]) -> None:
    assert not [c.id for c in imported[0].values() if "<" in c.text or "&lt;" in c.text]


def test_spot_checks(imported: tuple[dict[str, StargateCard], ImportReport]) -> None:
    cards = imported[0]
    anubis = cards[ANUBIS_BANISHED_LORD]
    assert (anubis.name, anubis.type, anubis.allegiance) == (
        "Anubis (Banished Lord)", CardType.ADVERSARY, Allegiance.VILLAIN)
    assert anubis.difficulty == {Skill.CULTURE: 2, Skill.SCIENCE: 2}
    assert (anubis.cost, anubis.revive, anubis.set_name, anubis.number) == (4, 5, "Base Set", 1)

    armada = cards[WITHSTAND_ARMADA]  # the mission rated in two skills
    assert armada.difficulty == {Skill.COMBAT: 5, Skill.INGENUITY: 3}
    assert armada.glyph is Glyph.SCORPIUS and armada.allegiance is None

    sam = cards[SAM_PROBLEM_SOLVER]
    assert sam.point_value == 4 and sam.traits == ("SGC",)
    assert sam.text.startswith("Triangulum, Stop Samantha Carter")

    pinned = cards[PINNED_DOWN]
    assert pinned.keywords.dominion and pinned.keywords.withdraw == 1


def test_withstand_armada_erratum_applies_to_the_real_data(octgn_dir: Path) -> None:
    armada = load_card_database(octgn_dir).get(WITHSTAND_ARMADA)
    assert armada.difficulty == {Skill.COMBAT: 5} and armada.experience == 3


def test_same_title_and_subtitle_in_two_sets(imported: tuple[dict[str, StargateCard],
                                                             ImportReport]) -> None:
    rush = [imported[0][i] for i in RUSH_PRINTINGS]
    assert {c.name for c in rush} == {"Nicholas Rush (Driven Scientist)"}
    assert len({c.set_name for c in rush}) == 2


def test_load_through_the_cache(octgn_dir: Path) -> None:
    db = load_card_database(octgn_dir)
    assert len(db) == 1920
    assert len(db.find("Nicholas Rush", "Driven Scientist")) == 2
    records = load_card_records(octgn_dir)  # second time: from the compiled cache
    assert {r["id"] for r in records} == {c.id for c in db}


def test_cards_show_on_real_data(octgn_dir: Path) -> None:
    result = CliRunner().invoke(main, ["cards", "show", "Anubis (Banished Lord)",
                                       "--cards", str(octgn_dir)])
    assert result.exit_code == 0, result.stderr
    assert "Revive: 5" in result.stdout and "Difficulty: Culture 2, Science 2" in result.stdout
