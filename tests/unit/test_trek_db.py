"""The shipped Star Trek VCG cards and user overlays (cards/trek_db.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from stargate_vcg.cards.trek import Category, Danni, Impresa, Personaggio, Status
from stargate_vcg.cards.trek_db import (
    DECK_SIZE,
    TYPE_COUNTS,
    default_cards_path,
    load_trek_cards,
    parse_codes,
)
from stargate_vcg.errors import CardDataError

REPO = Path(__file__).resolve().parents[2]


def _by_name() -> dict[str, object]:
    return {card.name: card for card in load_trek_cards()}


def test_tipologie_p01_sixty_eight_cards_by_type() -> None:
    cards = load_trek_cards()
    assert len(cards) == DECK_SIZE
    for card_type, count in TYPE_COUNTS.items():
        assert sum(1 for c in cards if c.type == card_type) == count


def test_every_card_of_the_regolamento_is_present(rules_dir: Path) -> None:
    text = (rules_dir / "star-trek-vcg-regolamento-it.txt").read_text(encoding="utf-8")
    names = set(_by_name())
    for expected in ("Kirk", "Mc Coy", "Velocità Warp 7", "Pace su Rigel VII", "Hangar Fuori Uso"):
        assert expected in names
    # and every shipped card is named in the regolamento
    assert [name for name in names if name.casefold() not in text.casefold()] == []


def test_personaggio_codes_are_parsed() -> None:
    cards = _by_name()
    mccoy = cards["Mc Coy"]
    assert isinstance(mccoy, Personaggio)
    assert (mccoy.classe, mccoy.ruolo, mccoy.grado, mccoy.specialita) == (
        "militare", "ufficiale", "tenente", "medicina")
    benga = cards["Benga"]
    assert isinstance(benga, Personaggio)
    assert (benga.ruolo, benga.specialita) == ("equipaggio", "scienza")
    sarek = cards["Sarek"]
    assert isinstance(sarek, Personaggio) and sarek.classe == "civile" and sarek.grado is None
    assert parse_codes("Mil./Uff./Amm.") == {
        "classe": "militare", "ruolo": "ufficiale", "grado": "ammiraglio"}


def test_status_alert_levels_as_printed() -> None:
    cards = _by_name()
    expected = {"Nube Oscura": "R", "Velocità Warp 4": "Y", "Base Starfleet": "G"}
    for name, level in expected.items():
        card = cards[name]
        assert isinstance(card, Status) and card.alert.value == level


def test_famous_characters_strong_in_their_domain() -> None:
    cards = _by_name()
    best = {"Kirk": Category.TATTICA, "Spock": Category.SCIENZA,
            "Mc Coy": Category.MEDICINA, "Scott": Category.INGEGNERIA}
    for name, category in best.items():
        card = cards[name]
        assert isinstance(card, Personaggio) and card.categories[category] == 5


def test_every_number_in_the_file_is_marked_provisional() -> None:
    lines = default_cards_path().read_text(encoding="utf-8").splitlines()
    keys = ("value:", "categories:", "effect:", "penalty:", "points:", "minimum:",
            "limitations:", "modifier:")
    for line in lines:
        if line.strip().startswith(keys):
            assert "# provisional:" in line, line


def test_imprese_achievable_by_at_most_three_characters() -> None:
    cards = load_trek_cards()
    people = [c for c in cards if isinstance(c, Personaggio)]
    for impresa in (c for c in cards if isinstance(c, Impresa)):
        for category, minimum in impresa.minimum.items():
            top3 = sorted((p.categories[category] for p in people), reverse=True)[:3]
            assert sum(top3) >= minimum, (impresa.name, category)


def test_default_set_is_cached() -> None:
    first = load_trek_cards()
    assert load_trek_cards()[0] is first[0]


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "overlay.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_overlay_replaces_values_by_id_and_name(tmp_path: Path) -> None:
    path = _write(tmp_path, "cards:\n  - id: kirk\n    value: 9\n    categories: {tattica: 4}\n"
                  "  - name: hangar fuori uso\n    penalty: {R: {tattica: 5}}\n")
    cards = {c.id: c for c in load_trek_cards(path)}
    kirk = cards["kirk"]
    assert isinstance(kirk, Personaggio)
    assert kirk.value == 9 and kirk.categories[Category.TATTICA] == 4
    assert kirk.categories[Category.SCIENZA] == 2
    hangar = cards["hangar-fuori-uso"]
    assert isinstance(hangar, Danni) and hangar.penalty["R"][Category.TATTICA] == 5
    default = {c.id: c for c in load_trek_cards()}["kirk"]
    assert isinstance(default, Personaggio) and default.value == 5


def test_overlay_new_codes_reparse(tmp_path: Path) -> None:
    path = _write(tmp_path, "cards:\n  - id: sarek\n    codes: Mil./Uff./Amm.\n")
    sarek = {c.id: c for c in load_trek_cards(path)}["sarek"]
    assert isinstance(sarek, Personaggio) and sarek.grado == "ammiraglio"


@pytest.mark.parametrize(("text", "line", "fragment"), [
    ("cards:\n  - id: nobody\n    value: 1\n", 2, "no card with id 'nobody'"),
    ("cards:\n  - id: kirk\n  - id: spock\n    categories: {scienza: 9}\n", 3,
     "'spock': categories.scienza"),
    ("cards:\n  - id: kirk\n    effect: {kind: teleport}\n", 2, "unknown 'teleport'"),
    ("cards:\n  - id: kirk\n    classe: civile\n", 2, "contradicts codes"),
    ("cards:\n  - value: 3\n", 2, "names no card"),
    ("cards: [\n", 2, "malformed YAML"),
    ("just text\n", 1, "`cards:` list"),
    ("cards:\n  - id: gorn\n    points: many\n", 2, "'gorn': impresa.points"),
    # A misspelt key was silently ignored: the overlay seemed to apply and did nothing.
    ("cards:\n  - id: kirk\n    valeu: 4\n", 2, "'kirk': unknown key 'valeu' (a personaggio"),
    ("cards:\n  - id: kirk\n    effect: {kind: draw, amout: 3}\n", 2,
     "'kirk': personaggio.effect.amout: Extra inputs"),
    # A draw of 20 made hands whose every subset is a legal placement of secrets.
    ("cards:\n  - id: kirk\n    effect: {kind: draw, amount: 7}\n", 2,
     "'kirk': effect.amount: 0 to 6"),
])
def test_overlay_errors_name_file_line_and_card(tmp_path: Path, text: str, line: int,
                                                fragment: str) -> None:
    path = _write(tmp_path, text)
    with pytest.raises(CardDataError) as info:
        load_trek_cards(path)
    message = str(info.value)
    assert message.startswith(f"{path}:{line}: "), message
    assert fragment in message
    assert "\n" not in message


def test_overlay_effect_amount_up_to_the_hand_limit(tmp_path: Path) -> None:
    path = _write(tmp_path, "cards:\n  - id: kirk\n    effect: {kind: draw, amount: 6}\n")
    kirk = {c.id: c for c in load_trek_cards(path)}["kirk"]
    assert kirk.effect is not None and kirk.effect.amount == 6


def test_overlay_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"missing\.yaml"):
        load_trek_cards(tmp_path / "missing.yaml")


def test_deck_file_lists_the_68_cards() -> None:
    doc = YAML(typ="safe").load((REPO / "decks" / "star-trek-vcg.yaml").read_text("utf-8"))
    assert doc["game"] == "trek"
    assert sorted(doc["deck"]) == sorted(c.name for c in load_trek_cards())


def test_shipped_cards_are_parsed_once_into_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    from stargate_vcg.cards import cache, trek_db

    trek_db._default_cards.cache_clear()
    first = trek_db.load_trek_cards()
    entries = list((cache.cache_dir() / "trek").glob("*.json"))
    assert len(entries) == 1
    trek_db._default_cards.cache_clear()

    def no_yaml() -> None:
        raise AssertionError("the YAML was parsed although the cache was fresh")

    monkeypatch.setattr(trek_db, "_default_items", no_yaml)
    assert trek_db.load_trek_cards() == first
    monkeypatch.undo()
    entries[0].write_text('[{"id": "kirk"}]', encoding="utf-8")  # damaged: rebuilt
    trek_db._default_cards.cache_clear()
    assert trek_db.load_trek_cards() == first
    trek_db._default_cards.cache_clear()
