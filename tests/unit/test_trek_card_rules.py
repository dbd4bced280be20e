"""Star Trek VCG: Personaggio, Equipaggiamento, Status and Danneggiamento rules."""

from __future__ import annotations

import pytest
from trek_support import num, stage

from stargate_vcg.cards.trek import Category, Equipaggiamento, Personaggio
from stargate_vcg.engine.trek import AttemptImpresa, Choose, EndTurn, PlayCard, Reveal
from stargate_vcg.engine.trek.constants import EFFECT
from stargate_vcg.engine.trek.imprese import totals
from stargate_vcg.errors import IllegalAction


def _sum(game: object, impresa: str, characters: list[str]) -> list[int]:
    from stargate_vcg.engine.trek import TrekGame

    assert isinstance(game, TrekGame)
    rules = game.table.rules[num(game, impresa)]
    return totals(game, rules, [num(game, c) for c in characters])


def test_personaggio_p02_played_in_front_of_its_player() -> None:
    game = stage(hands=[["Amato"]])
    game.apply(PlayCard(num(game, "Amato")))
    assert game.chars[0] == [num(game, "Amato")] and num(game, "Amato") not in game.hands[0]


def test_personaggio_p03_value_counts_for_points() -> None:
    game = stage(hands=[["Gorn"]], chars=[["Kirk"]])
    game.apply(AttemptImpresa(num(game, "Gorn"), (num(game, "Kirk"),)))
    kirk = game.card(num(game, "Kirk"))
    assert isinstance(kirk, Personaggio)
    assert game.scores[0] == game.table.points[num(game, "Gorn")] + kirk.value


def test_personaggio_p04_name() -> None:
    game = stage()
    assert game.card(num(game, "Mc Coy")).name == "Mc Coy"


def test_personaggio_p06_rank_from_the_printed_codes() -> None:
    game = stage()
    assert "capitano" in game.table.attrs[num(game, "Kirk")]
    assert "tenente" in game.table.attrs[num(game, "Spock")]
    assert "ammiraglio" in game.table.attrs[num(game, "Mendez")]
    assert game.table.attrs[num(game, "Gorkon")] == frozenset({"civile"})


def test_personaggio_p05_class_limits_participation() -> None:
    game = stage(hands=[["Melkotiani"]], chars=[["Spock", "Sarek", "Mc Coy"]])
    options = game.participant_options(num(game, "Melkotiani"))
    assert all(num(game, "Sarek") not in o for o in options)  # Civile: not Mil.
    assert (num(game, "Spock"), num(game, "Mc Coy")) in options


def test_personaggio_p07_category_values_add_up() -> None:
    game = stage(danni=[])
    spock = game.card(num(game, "Spock"))
    scott = game.card(num(game, "Scott"))
    assert isinstance(spock, Personaggio) and isinstance(scott, Personaggio)
    sums = _sum(game, "Viger", ["Spock", "Scott"])
    assert sums[1] == spock.categories[Category.SCIENZA] + scott.categories[Category.SCIENZA]


def test_personaggio_p08_effect_when_entering_play() -> None:
    game = stage(hands=[["Cecov"]])
    top = game.draw[-1]
    game.apply(PlayCard(num(game, "Cecov")))
    assert top in game.hands[0]


def test_personaggio_p09_effect_resolves_after_placing() -> None:
    # Wesley is placed first, then his effect removes the only opponent's character.
    game = stage(hands=[["Wesley"]], chars=[[], ["Riley"]])
    game.apply(PlayCard(num(game, "Wesley")))
    assert num(game, "Wesley") in game.chars[0] and num(game, "Riley") in game.discard


def test_equipaggiamento_p11_modifies_one_category() -> None:
    game = stage()
    for name in ("Phaser", "Medikit", "Kit Scientifico", "Visore Portatile"):
        card = game.card(num(game, name))
        assert isinstance(card, Equipaggiamento) and len(card.modifier) == 1


def test_equipaggiamento_p10_modifies_the_assigned_character() -> None:
    game = stage(chars=[["Sulu"]], equip={"Sulu": "Phaser"})
    phaser = game.card(num(game, "Phaser"))
    assert isinstance(phaser, Equipaggiamento) and list(phaser.modifier) == [Category.TATTICA]
    plain = stage(chars=[["Sulu"]])
    assert _sum(game, "Gorn", ["Sulu"])[0] == _sum(plain, "Gorn", ["Sulu"])[0] + 2
    assert _sum(game, "Gorn", ["Sulu"])[1:] == _sum(plain, "Gorn", ["Sulu"])[1:]


def test_equipaggiamento_p12_limitations_when_assigned() -> None:
    game = stage(hands=[["Phaser"]], chars=[["Sarek", "Sulu"]])
    targets = game.equipment_targets(num(game, "Phaser"))
    assert targets == [num(game, "Sulu")]  # Sarek is a civilian
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(num(game, "Phaser"), num(game, "Sarek")))
    assert info.value.rule == "Equipaggiamento P.12"


def test_equipaggiamento_p12_effect_when_assigned() -> None:
    game = stage(hands=[["Tricorder"]], chars=[["Sulu"]])
    top = game.draw[-1]
    game.apply(PlayCard(num(game, "Tricorder"), num(game, "Sulu")))
    assert top in game.hands[0]


def test_equipaggiamento_p13_moving_repeats_neither_effect_nor_limitations() -> None:
    game = stage(hands=[["Stone"]], chars=[["Sulu"], ["Sarek"]], equip={"Sulu": "Phaser"})
    hand_before = len(game.hands[0])
    game.apply(PlayCard(num(game, "Stone")))
    # The Phaser may go to Stone or to Sarek: the player chooses.
    assert game.phase == EFFECT
    game.apply(Choose(0, (num(game, "Phaser"), num(game, "Sarek"))))
    assert game.equip == {num(game, "Sarek"): num(game, "Phaser")}  # civilian: no limits
    assert len(game.hands[0]) == hand_before - 1  # the Phaser's effect did not repeat


def test_equipaggiamento_p14_any_character_without_equipment_even_an_opponents() -> None:
    game = stage(hands=[["Kit Scientifico"]], chars=[["Sulu"], ["Riley", "Hanan"]],
                 equip={"Riley": "Tricorder"})
    targets = game.equipment_targets(num(game, "Kit Scientifico"))
    assert sorted(targets) == sorted([num(game, "Sulu"), num(game, "Hanan")])
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(num(game, "Kit Scientifico"), num(game, "Riley")))
    assert info.value.rule == "Equipaggiamento P.14"
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(num(game, "Kit Scientifico")))
    assert info.value.rule == "Equipaggiamento P.14"


def test_equipaggiamento_p15_belongs_to_the_characters_owner() -> None:
    game = stage(hands=[["Visore Portatile"], ["Sonda Aliena"]], chars=[["Sulu"], ["Riley"]])
    game.apply(PlayCard(num(game, "Visore Portatile"), num(game, "Riley")))
    assert game.observation(1).characters[1] == (
        (num(game, "Riley"), num(game, "Visore Portatile")),)
    plain = stage(chars=[[], ["Riley"]])
    assert _sum(game, "Sonda Aliena", ["Riley"])[2] == _sum(plain, "Sonda Aliena",
                                                            ["Riley"])[2] + 2


def test_equipaggiamento_p16_leaves_with_its_character() -> None:
    game = stage(hands=[["Wesley"]], chars=[[], ["Riley"]], equip={"Riley": "Tricorder"})
    game.apply(PlayCard(num(game, "Wesley")))
    assert num(game, "Riley") in game.discard and num(game, "Tricorder") in game.discard
    assert game.equip == {}


def test_equipaggiamento_p17_no_arbitrary_moves() -> None:
    game = stage(chars=[["Sulu", "Spock"]], equip={"Sulu": "Phaser"})
    move = Choose(0, (num(game, "Phaser"), num(game, "Spock")))
    assert move not in game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(move)
    assert info.value.rule == "Equipaggiamento P.17"


def test_status_p18_alert_level_as_printed() -> None:
    game = stage()
    assert game.table.alert[num(game, "Base Starfleet")] == 0
    assert game.table.alert[num(game, "Quarantena")] == 1
    assert game.table.alert[num(game, "Nube Oscura")] == 2


def test_status_p19_always_exactly_one() -> None:
    game = stage(hands=[["Velocità Warp 4", "Velocità Warp 7"]])
    game.apply(PlayCard(num(game, "Velocità Warp 4")))
    game.apply(PlayCard(num(game, "Velocità Warp 7")))
    assert game.status == num(game, "Velocità Warp 7")
    assert num(game, "Velocità Warp 4") in game.discard
    assert num(game, "Base Starfleet") in game.discard


def test_status_p20_replacing_discards_the_old_one() -> None:
    game = stage(hands=[["Imboscata"]], status="Rotta Standard")
    game.apply(PlayCard(num(game, "Imboscata")))
    assert game.discard[-1] == num(game, "Rotta Standard")


def test_status_p21_effect_when_played() -> None:
    game = stage(hands=[["Velocità Warp 7"]])
    top_two = game.draw[-2:]
    game.apply(PlayCard(num(game, "Velocità Warp 7")))
    assert all(c in game.hands[0] for c in top_two)


def test_danneggiamento_p22_danni_lower_category_values() -> None:
    damaged = stage(danni=["Hangar Fuori Uso"])
    plain = stage()
    assert _sum(damaged, "Gorn", ["Kirk"])[0] == _sum(plain, "Gorn", ["Kirk"])[0] - 1


def test_danneggiamento_p23_played_beside_the_status() -> None:
    game = stage(hands=[["Radiazioni", "Sabotaggio"]])
    game.apply(PlayCard(num(game, "Radiazioni")))
    game.apply(PlayCard(num(game, "Sabotaggio")))
    assert game.danni == [num(game, "Radiazioni"), num(game, "Sabotaggio")]
    assert game.observation(1).danni == (num(game, "Radiazioni"), num(game, "Sabotaggio"))


def test_danneggiamento_p24_no_effect_on_entering() -> None:
    game = stage(hands=[["Radiazioni"], ["Kirk"]], chars=[["Sulu"], ["Riley"]])
    before = ([h[:] for h in game.hands], [c[:] for c in game.chars], game.draw[:])
    game.apply(PlayCard(num(game, "Radiazioni")))
    assert game.phase != EFFECT
    assert game.hands[1] == before[0][1] and game.chars == before[1]
    assert game.draw == before[2]


def test_danneggiamento_p25_value_of_the_current_alert_level() -> None:
    green = stage(danni=["Hangar Fuori Uso"], status="Base Starfleet")
    red = stage(danni=["Hangar Fuori Uso"], status="Nube Oscura")
    assert _sum(green, "Gorn", ["Kirk"])[0] - _sum(red, "Gorn", ["Kirk"])[0] == 2


def test_danneggiamento_p26_no_limit_on_danni_in_play() -> None:
    six = ["Tempesta Ionica", "Radiazioni", "Sabotaggio", "Corto Circuito",
           "Dilithium esaurito"]
    game = stage(hands=[["Hangar Fuori Uso"]], danni=six)
    game.apply(PlayCard(num(game, "Hangar Fuori Uso")))
    assert len(game.danni) == 6


def test_reveal_needs_a_secret() -> None:
    game = stage()
    with pytest.raises(IllegalAction) as info:
        game.apply(Reveal(()))
    assert info.value.rule == "Impresa P.31"
    with pytest.raises(IllegalAction):
        game.apply(EndTurn())
