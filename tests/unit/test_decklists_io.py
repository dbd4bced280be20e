"""load_deck/save_deck: paths versus text, formats, encodings, bad files, atomic writes."""

from __future__ import annotations

import codecs
import errno
import os
from pathlib import Path
from typing import Any

import pytest
from factories import HERO, fixture_db, fixture_deck

from stargate_vcg.decklists import io as deck_io
from stargate_vcg.decklists.io import load_deck, save_deck, sniff_format
from stargate_vcg.decklists.model import Game, Section
from stargate_vcg.decklists.text_format import write_text
from stargate_vcg.errors import DeckFileError

TEXT = write_text(fixture_deck())


def test_top_level_export() -> None:
    import stargate_vcg

    assert stargate_vcg.load_deck is load_deck


@pytest.mark.parametrize(("text", "fmt"), [
    ("<?xml version='1.0'?><deck/>", "o8d"),
    ("  \n<deck></deck>", "o8d"),
    ("game: stargate\ndeck:\n  - x\n", "yaml"),
    ("deck:\n  - 3x Fixture Medic\n", "yaml"),
    ("Team:\nFixture Leader\nDeck:\n3x Fixture Medic\n", "text"),
    ("# game: trek\nDeck\n1x Kirk\n", "text"),
])
def test_sniff_format(text: str, fmt: str) -> None:
    assert sniff_format(text) == fmt


def test_str_path_and_path_and_text_all_load(tmp_path: Path) -> None:
    path = tmp_path / "deck.dek"
    path.write_text(TEXT, encoding="utf-8")
    for source in (path, str(path), TEXT):
        deck = load_deck(source, cards=fixture_db())
        assert deck.count() == fixture_deck().count()
    assert load_deck(path, cards=fixture_db()).source == path
    assert load_deck(TEXT, cards=fixture_db()).source is None


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-32"])
def test_encodings_with_a_bom(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(TEXT.encode(encoding))
    assert load_deck(path, cards=fixture_db()).count(Section.TEAM) == 4


@pytest.mark.parametrize(("data", "expected"), [
    (b"", "empty decklist"),
    (b"  \n\t\n", "empty decklist"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary file"),
    ("Deck\n3x Fixture Médic\n".encode("latin-1"), "deck.txt:2: not UTF-8 text (byte 0xe9)"),
    (codecs.BOM_UTF16_LE + b"\x00\xd8", "invalid utf-16"),
    (b"Deck\n1000000000x Fixture Medic\n", "deck.txt:2: quantity 1000000000 is absurd"),
    (b"Deck\n" + b"9" * 400 + b"x Fixture Medic\n", "is absurd"),
    (b"Deck\n" + b"9" * 100000 + b"x Fixture Medic\n", "deck.txt:2: line too long"),
    (b"Deck\n3x " + b"Long" * 60 + b"\n", "card name too long (240 characters)"),
    (b"Deck\n-1x Fixture Medic\n", "must be at least 1"),
    (b"Deck\n0 Fixture Medic\n", "must be at least 1"),
    (b"Deck\n2.5x Fixture Medic\n", "not a whole number"),
    (b"# just a comment\n", "no cards"),
])
def test_bad_files(tmp_path: Path, data: bytes, expected: str) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(data)
    with pytest.raises(DeckFileError) as info:
        load_deck(path, cards=fixture_db())
    assert expected in str(info.value)
    assert str(path) in str(info.value)
    assert "\n" not in str(info.value)
    assert len(str(info.value)) < len(str(path)) + 200  # short, whatever the input


def test_problems_are_capped_on_one_line() -> None:
    text = "Deck\n" + "".join(f"{n}x Unknown Card {n}\n" for n in range(-100, 0))
    with pytest.raises(DeckFileError) as info:
        load_deck(text, cards=fixture_db())
    assert len(info.value.problems) == deck_io.MAX_PROBLEMS + 1
    assert str(info.value).endswith("... and 70 more problems")


def test_missing_file_folder_and_huge_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           ) -> None:
    with pytest.raises(DeckFileError, match="no such file"):
        load_deck(tmp_path / "nope.yaml", cards=fixture_db())
    with pytest.raises(DeckFileError, match="no such file"):
        load_deck("decks/nope.yaml", cards=fixture_db())
    with pytest.raises(DeckFileError, match="folder"):
        load_deck(tmp_path, cards=fixture_db())
    big = tmp_path / "big.txt"
    big.write_text(TEXT, encoding="utf-8")
    monkeypatch.setattr("stargate_vcg.decklists.source.MAX_BYTES", 100)
    with pytest.raises(DeckFileError, match="too large"):
        load_deck(big, cards=fixture_db())


def test_a_str_naming_a_folder_is_a_folder_not_a_decklist(tmp_path: Path) -> None:
    for value in (str(tmp_path), f"{tmp_path}/"):
        with pytest.raises(DeckFileError, match="is a folder, not a decklist file"):
            load_deck(value, cards=fixture_db())


def test_unknown_format_name() -> None:
    with pytest.raises(DeckFileError, match="unknown decklist format 'csv'"):
        load_deck(TEXT, format="csv", cards=fixture_db())


def test_game_detection_for_text_without_header() -> None:
    from stargate_vcg.cards.trek_db import load_trek_cards

    trek = load_trek_cards()
    deck = load_deck("\n".join(f"1x {c.name}" for c in trek[:10]))
    assert deck.game is Game.TREK
    assert [e.card for e in deck.section(Section.DECK)] == trek[:10]


def test_game_forces_how_a_text_list_is_read() -> None:
    from stargate_vcg.cards.trek_db import load_trek_cards

    listing = "\n".join(f"1x {c.name}" for c in load_trek_cards()[:10])
    with pytest.raises(DeckFileError, match="is a Star Trek VCG card, not a Stargate"):
        load_deck(listing, cards=fixture_db(), game=Game.STARGATE)
    untold = TEXT.replace("# game: stargate\n", "")
    assert untold != TEXT
    with pytest.raises(DeckFileError, match="a trek deck has no 'team' section"):
        load_deck(untold, game=Game.TREK, strict=False)
    assert load_deck(untold, cards=fixture_db(), game=Game.STARGATE).count() == \
        fixture_deck().count()
    plain = load_deck(untold, cards=fixture_db(), game="stargate")  # type: ignore[arg-type]
    assert plain.game is Game.STARGATE


@pytest.mark.parametrize(("text", "said"), [
    ("game: trek\ndeck:\n  - Kirk\n", "trek"),
    ("# game: trek\nKirk\n", "trek"),
    ("game: stargate\ndeck:\n  - 3x Fixture Medic\n", "stargate"),
    ("<deck game='11ec1f21-7d4c-4bf0-9d72-df01c6c78911'><section name='Main'>"
     "<card qty='1' id='x'>Fixture Medic</card></section></deck>", "stargate"),
])
def test_game_refuses_a_file_that_names_the_other_game(text: str, said: str) -> None:
    wanted = Game.STARGATE if said == "trek" else Game.TREK
    with pytest.raises(DeckFileError) as raised:
        load_deck(text, cards=fixture_db(), game=wanted)
    assert str(raised.value) == f"<text>: the file is a {said} decklist, not {wanted.value}"


def test_a_trek_card_in_a_stargate_list_is_kept_when_not_strict(tmp_path: Path) -> None:
    from stargate_vcg.cards.trek_db import load_trek_cards

    kirk = next(c for c in load_trek_cards() if c.name == "Kirk")
    with pytest.raises(DeckFileError, match="'Kirk' is a Star Trek VCG card"):
        load_deck(TEXT + "\n1x Kirk\n", cards=fixture_db())
    deck = load_deck(TEXT + "\n1x Kirk\n", cards=fixture_db(), strict=False)
    assert deck.game is Game.STARGATE
    assert deck.section(Section.DECK)[-1].card == kirk
    with pytest.raises(DeckFileError, match="'Kirk' is not a Stargate TCG card"):
        save_deck(deck, tmp_path / "deck.o8d")
    assert list(tmp_path.iterdir()) == []


def test_trek_deck_refuses_stargate_sections() -> None:
    with pytest.raises(DeckFileError, match="no 'team' section"):
        load_deck("game: trek\nteam:\n  - Kirk\n")


def test_save_never_replaces_a_device_or_pipe(tmp_path: Path) -> None:
    import stat

    pipe = tmp_path / "deck.txt"
    os.mkfifo(pipe)  # stands for /dev/full & co: a rename over it would destroy it
    with pytest.raises(DeckFileError, match=r"deck\.txt: exists and is not a regular file"):
        save_deck(fixture_deck(), pipe, force=True)
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["deck.txt"]


def test_save_never_overwrites_without_force(tmp_path: Path) -> None:
    target = tmp_path / "deck.yaml"
    target.write_text("precious\n", encoding="utf-8")
    with pytest.raises(DeckFileError, match="already exists"):
        save_deck(fixture_deck(), target)
    assert target.read_text(encoding="utf-8") == "precious\n"
    save_deck(fixture_deck(), target, force=True)
    assert target.read_text(encoding="utf-8").startswith("game: stargate")
    assert sorted(os.listdir(tmp_path)) == ["deck.yaml"]  # no temporary file left


def test_save_format_from_extension_or_argument(tmp_path: Path) -> None:
    save_deck(fixture_deck(), tmp_path / "a.o8d")
    assert (tmp_path / "a.o8d").read_text(encoding="utf-8").startswith("<?xml")
    save_deck(fixture_deck(), tmp_path / "b.deck", format="text")
    assert (tmp_path / "b.deck").read_text(encoding="utf-8").startswith("# game: stargate")
    with pytest.raises(DeckFileError) as raised:
        save_deck(fixture_deck(), tmp_path / "c.deck")
    assert str(raised.value) == (f"{tmp_path / 'c.deck'}: cannot tell the format from the "
                                 "file name (use .yaml, .txt or .o8d, or give the format: "
                                 "yaml, text, o8d)")
    with pytest.raises(DeckFileError, match="folder does not exist"):
        save_deck(fixture_deck(), tmp_path / "missing" / "d.yaml")


def test_failed_write_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(deck_io, "_move", broken)
    target = tmp_path / "deck.txt"
    with pytest.raises(DeckFileError) as raised:
        save_deck(fixture_deck(), target)
    assert str(raised.value) == f"{target}: cannot write: No space left on device"
    assert os.listdir(tmp_path) == []


def test_unknown_cards_kept_by_text_and_yaml_writers(tmp_path: Path) -> None:
    deck = load_deck(f"Deck\n2x Mystery Card\n3x {HERO[0].name}\n", cards=fixture_db(),
                     strict=False)
    deck.save(tmp_path / "d.txt")
    assert "2x Mystery Card" in (tmp_path / "d.txt").read_text(encoding="utf-8")
    with pytest.raises(DeckFileError, match="has no OCTGN id"):
        deck.save(tmp_path / "d.o8d")
    assert not (tmp_path / "d.o8d").exists()


def test_unreadable_file_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """chmod 000 does not stop root (CI containers), so the refusal is simulated."""
    path = tmp_path / "deck.txt"
    path.write_text(TEXT, encoding="utf-8")
    real = os.open

    def refuse(name: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(DeckFileError) as raised:
        load_deck(path, cards=fixture_db())
    assert str(raised.value) == f"{path}: permission denied"
