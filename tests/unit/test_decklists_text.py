"""Plain-text decklists: the ways players paste lists, and the canonical writer."""

from __future__ import annotations

import pytest
from factories import HERO, MISSIONS, TEAM, VILLAIN, fixture_db, fixture_deck

from stargate_vcg.decklists.io import load_deck
from stargate_vcg.decklists.model import Game, Section
from stargate_vcg.decklists.raw import split_entry
from stargate_vcg.decklists.text_format import parse_text, write_text
from stargate_vcg.errors import DeckFileError


@pytest.mark.parametrize(("line", "quantity", "name"), [
    ("3x Fixture Medic", "3", "Fixture Medic"),
    ("3 x Fixture Medic", "3", "Fixture Medic"),
    ("3 Fixture Medic (Field Doctor)", "3", "Fixture Medic (Field Doctor)"),
    ("x3 Fixture Medic", "3", "Fixture Medic"),
    ("Fixture Medic x3", "3", "Fixture Medic"),
    ("Fixture Medic", None, "Fixture Medic"),
    ("2 X-301 Interceptor", "2", "X-301 Interceptor"),
])
def test_split_entry_reads_every_quantity_style(line: str, quantity: str | None,
                                                name: str) -> None:
    assert split_entry(line) == (quantity, name)


def test_headers_comments_and_subheaders() -> None:
    text = "\n".join([
        "\ufeff# my deck",
        "Team:",
        f"1x {TEAM[0].name}",
        f"{TEAM[1].name}   // the brains",
        "## Mission Pile (12)",
        f"1 {MISSIONS[0].name}",
        "",
        "Main",
        "// Hero",
        f"3x {HERO[0].title}",
        "Villains",
        f"{VILLAIN[0].title} x2",
    ])
    deck = load_deck(text, cards=fixture_db())
    assert [e.card for e in deck.section(Section.TEAM)] == TEAM[:2]
    assert [e.card for e in deck.section(Section.MISSIONS)] == MISSIONS[:1]
    assert [(e.card, e.quantity) for e in deck.section(Section.DECK)] == [
        (HERO[0], 3), (VILLAIN[0], 2)]
    assert deck.section(Section.DECK)[1].line == 12


def test_curly_and_straight_apostrophes_match() -> None:
    db = fixture_db()
    from factories import sg_card

    from stargate_vcg.cards import CardDatabase, CardType
    teal = sg_card("Fixture Teal'c", CardType.SUPPORT_CHARACTER, "Jaffa's Friend")
    db = CardDatabase([*db, teal])
    deck = load_deck("Deck\n2x Fixture Teal’c (Jaffa’s Friend)\n", cards=db)
    assert deck.section(Section.DECK)[0].card == teal


def test_entries_without_a_header_are_placed_by_card_type() -> None:
    text = f"{TEAM[0].name}\n{MISSIONS[3].name}\n2x {HERO[1].name}\n"
    deck = load_deck(text, format="text", cards=fixture_db())
    assert deck.section(Section.TEAM)[0].card == TEAM[0]
    assert deck.section(Section.MISSIONS)[0].card == MISSIONS[3]
    assert deck.section(Section.DECK)[0].card == HERO[1]


def test_meta_comments_set_game_and_name() -> None:
    parsed = parse_text("# game: trek\n# name: Enterprise\nDeck\n1x Kirk\n")
    assert parsed.game is Game.TREK
    assert parsed.name == "Enterprise"


def test_unknown_header_with_colon_is_an_error() -> None:
    with pytest.raises(DeckFileError) as info:
        load_deck(f"Team\n{TEAM[0].name}\nSideboard:\n", format="text", cards=fixture_db())
    assert "unknown section 'Sideboard'" in str(info.value)
    assert "<text>:3:" in str(info.value)


def test_writer_is_canonical_and_reads_back() -> None:
    deck = fixture_deck()
    text = write_text(deck)
    assert text.splitlines()[:2] == ["# game: stargate", "# name: Fixture deck"]
    assert "Mission Pile (12)" in text
    assert f"3x {HERO[0].name}" in text
    again = load_deck(text, cards=fixture_db())
    assert again.name == deck.name
    assert write_text(again) == text


def test_bullets_and_counted_headers() -> None:
    text = (f"Team: 1\n- {TEAM[0].name}\nDeck: 5\n* 3x {HERO[0].title}\n"
            f"• {VILLAIN[0].title} x2\n")
    deck = load_deck(text, format="text", cards=fixture_db())
    assert deck.section(Section.TEAM)[0].card == TEAM[0]
    assert [(e.card, e.quantity) for e in deck.section(Section.DECK)] == [
        (HERO[0], 3), (VILLAIN[0], 2)]


def test_negative_quantity_is_not_a_bullet() -> None:
    with pytest.raises(DeckFileError, match="at least 1"):
        load_deck(f"Deck\n-1x {HERO[0].title}\n", format="text", cards=fixture_db())


@pytest.mark.parametrize(("value", "game"), [
    ("stargate", Game.STARGATE), ("Stargate TCG", Game.STARGATE), ("trek", Game.TREK),
    ("Star  Trek VCG", Game.TREK)])
def test_game_names_players_write(value: str, game: Game) -> None:
    assert parse_text(f"# game: {value}\n").game is game


def test_file_problems_come_before_missing_card_data(monkeypatch: pytest.MonkeyPatch) -> None:
    from stargate_vcg.errors import NoCardDataError

    def no_data(cards_path: object = None) -> None:
        raise NoCardDataError("no card data")

    monkeypatch.setattr("stargate_vcg.cards.sources.load_card_database", no_data)
    with pytest.raises(DeckFileError, match="at least 1"):
        load_deck("Deck\n0x Anything\n")
    with pytest.raises(NoCardDataError):
        load_deck("Deck\n1x Anything\n")
