"""OCTGN .o8d decklists: sections, ids kept, hostile XML refused."""

from __future__ import annotations

import pytest
from factories import HERO, MISSIONS, TEAM, fixture_db, fixture_deck

from stargate_vcg.decklists.io import load_deck
from stargate_vcg.decklists.model import Deck, DeckEntry, Game, Section
from stargate_vcg.decklists.o8d_format import STARGATE_GAME_ID, write_o8d
from stargate_vcg.errors import DeckFileError

HEAD = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'


def _o8d(body: str) -> str:
    return f'{HEAD}<deck game="{STARGATE_GAME_ID}">\n{body}</deck>\n'


def test_reads_sections_and_keeps_ids() -> None:
    # The id wins over the name: OCTGN writes the bare title of a subtitled card.
    body = (f'<section name="Team" shared="False">\n'
            f'  <card qty="1" id="{TEAM[0].id}">{TEAM[0].title}</card>\n</section>\n'
            f'<section name="Mission Pile" shared="False">\n'
            f'  <card qty="1" id="{MISSIONS[5].id}">Something Else</card>\n</section>\n'
            f'<section name="Main" shared="False">\n'
            f'  <card qty="3" id="{HERO[2].id}">{HERO[2].title}</card>\n</section>\n'
            '<notes><![CDATA[]]></notes>\n')
    deck = load_deck("\ufeff" + _o8d(body), cards=fixture_db())
    assert deck.format == "o8d"
    assert deck.game is Game.STARGATE
    assert [e.card_id for e in deck.section(Section.TEAM)] == [TEAM[0].id]
    assert deck.section(Section.MISSIONS)[0].card == MISSIONS[5]
    assert (deck.section(Section.DECK)[0].card, deck.section(Section.DECK)[0].quantity,
            deck.section(Section.DECK)[0].line) == (HERO[2], 3, 10)


def test_writer_round_trip_keeps_ids_and_name() -> None:
    deck = fixture_deck()
    again = load_deck(write_o8d(deck), cards=fixture_db())
    assert again.name == "Fixture deck"
    for section in deck.sections:
        assert ([(e.card_id, e.quantity) for e in again.section(section)]
                == [(e.card_id, e.quantity) for e in deck.section(section)])


BILLION_LAUGHS = HEAD + """<!DOCTYPE deck [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<deck><section name="Main"><card qty="1" id="x">&lol3;</card></section></deck>
"""
EXTERNAL = HEAD + """<!DOCTYPE deck [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<deck><section name="Main"><card qty="1" id="x">&xxe;</card></section></deck>
"""


@pytest.mark.parametrize(("text", "expected"), [
    (BILLION_LAUGHS, "XML refused"),
    (EXTERNAL, "XML refused"),
    (HEAD + "<deck><section name='Main'>\n<card qty='1'>x</card>\n", "malformed XML"),
    (HEAD + "<decklist/>", "not an OCTGN deck"),
    (_o8d('<section name="Sideboard"><card qty="1" id="a">A</card></section>\n'),
     "<text>:3: unknown section 'Sideboard'"),
    (_o8d(f'<section name="Main">\n<card qty="-2" id="{HERO[0].id}">A</card>\n</section>\n'),
     "<text>:4: quantity -2 must be at least 1"),
    (_o8d(f'<section name="Main">\n<card qty="1e9" id="{HERO[0].id}">A</card></section>\n'),
     "not a whole number"),
    (_o8d(f'<section name="Main">\n<card qty="1000000000" id="{HERO[0].id}">A</card>'
          '</section>\n'), "absurd"),
    (_o8d('<section name="Main">\n<card qty="1"></card></section>\n'), "without a name"),
    ('<deck game="00000000-0000-0000-0000-000000000000"><section name="Main">'
     f'<card qty="1" id="{HERO[0].id}">A</card></section></deck>', "another OCTGN game"),
])
def test_bad_o8d_is_one_deck_file_error(text: str, expected: str) -> None:
    with pytest.raises(DeckFileError) as info:
        load_deck(text, format="o8d", cards=fixture_db())
    assert expected in str(info.value)
    assert "\n" not in str(info.value)


def test_writer_refuses_unknown_cards_and_trek_decks() -> None:
    unknown = Deck(game=Game.STARGATE, sections={
        Section.DECK: [DeckEntry(name="Mystery", quantity=1, line=7)]})
    with pytest.raises(DeckFileError, match="Mystery"):
        write_o8d(unknown)
    with pytest.raises(DeckFileError, match="only Stargate"):
        write_o8d(Deck(game=Game.TREK))
