"""Star Trek VCG: Effetti delle carte P.01-P.08, Condizioni di vittoria, Note P.01-P.02,
and every card's effect played."""

from __future__ import annotations

import pytest
from trek_support import num, stage

from stargate_vcg.cards.trek import TrekEffect
from stargate_vcg.cards.trek_db import EFFECT_KINDS, load_trek_cards
from stargate_vcg.engine.trek import (
    AttemptImpresa,
    Choose,
    Declare,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    Reveal,
    TrekGame,
)
from stargate_vcg.engine.trek.constants import EFFECT, MAIN, OVER
from stargate_vcg.engine.trek.effects import DECLINE, STEP_RULES
from stargate_vcg.engine.trek.table import CATEGORIES, TYPE_NAMES
from stargate_vcg.errors import IllegalAction


def test_effetti_p01_effects_only_on_entering_play() -> None:
    game = stage(hands=[["Cecov"]])
    game.apply(PlayCard(num(game, "Cecov")))
    hand = len(game.hands[0])
    game.apply(EndTurn())
    game.apply(Pass())  # player 1
    assert game.active == 0 and len(game.hands[0]) == hand  # Cecov draws no more
    with pytest.raises(IllegalAction) as info:
        game.apply(Choose(0, (num(game, "Cecov"),)))
    assert info.value.rule == "Effetti P.01"


def test_effetti_p02_moved_card_repeats_no_effect_and_ignores_limitations() -> None:
    game = stage(hands=[["Stone"]], chars=[["Sulu", "Keeler"]], equip={"Sulu": "Phaser"},
                 danni=["Hangar Fuori Uso"])
    game.apply(PlayCard(num(game, "Stone")))
    game.apply(Choose(0, (num(game, "Phaser"), num(game, "Keeler"))))
    # The Phaser's effect (clear a tactics Danni) did not repeat; Keeler is a civilian.
    assert game.danni == [num(game, "Hangar Fuori Uso")]
    assert game.equip == {num(game, "Keeler"): num(game, "Phaser")}


def test_effetti_p03_revealed_secret_character_has_no_effect() -> None:
    game = stage(hands=[["Esplorazione", "Kirk"]], chars=[["Spock"], ["Riley"]])
    game.apply(AttemptImpresa(num(game, "Esplorazione"), (num(game, "Spock"),)))
    game.apply(PlaceSecrets((num(game, "Kirk"),)))
    game.apply(Declare(1, ()))
    draw = len(game.draw)
    game.apply(Reveal((num(game, "Kirk"),)))
    assert len(game.draw) == draw and game.log[-1].kind == "completed"


def test_effetti_p04_removing_is_compulsory_if_possible() -> None:
    forced = stage(hands=[["Sotto Attacco"]], chars=[["Sulu"], ["Riley"]])
    forced.apply(PlayCard(num(forced, "Sotto Attacco")))
    assert forced.phase == MAIN and num(forced, "Riley") in forced.discard
    choice = stage(hands=[["Sotto Attacco"]], chars=[["Sulu"], ["Riley", "Hanan"]])
    choice.apply(PlayCard(num(choice, "Sotto Attacco")))
    assert choice.phase == EFFECT
    with pytest.raises(IllegalAction) as info:
        choice.apply(EndTurn())
    assert info.value.rule == "Effetti P.04"
    with pytest.raises(IllegalAction) as info:
        choice.apply(Choose(0, (num(choice, "Sulu"),)))  # own characters are not targets
    assert info.value.rule == "Effetti P.04"
    choice.apply(Choose(0, (num(choice, "Hanan"),)))
    assert choice.chars[1] == [num(choice, "Riley")] and choice.discard[-1] == num(choice, "Hanan")
    nothing = stage(hands=[["Sotto Attacco"]], chars=[["Sulu"]])
    nothing.apply(PlayCard(num(nothing, "Sotto Attacco")))
    assert nothing.phase == MAIN and nothing.chars[0] == [num(nothing, "Sulu")]


def test_effetti_p05_removing_danni_by_category() -> None:
    game = stage(hands=[["Scott"]], danni=["Hangar Fuori Uso", "Dilithium esaurito"])
    game.apply(PlayCard(num(game, "Scott")))
    assert game.danni == [num(game, "Hangar Fuori Uso")]  # tactics only: stays
    two = stage(hands=[["Scott"]], danni=["Corto Circuito", "Dilithium esaurito"])
    two.apply(PlayCard(num(two, "Scott")))
    assert two.phase == EFFECT and two.to_act == 0
    two.apply(Choose(0, (num(two, "Dilithium esaurito"),)))
    assert two.danni == [num(two, "Corto Circuito")]


def test_effetti_p05_player_orders_several_danni(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    overlay = tmp_path / "o.yaml"
    overlay.write_text("cards:\n  - id: scott\n    effect: {kind: remove_danni, "
                       "category: ingegneria, amount: 2}\n", encoding="utf-8")
    cards = load_trek_cards(overlay)
    game = stage(hands=[["Scott"]], danni=["Corto Circuito", "Sabotaggio",
                                            "Dilithium esaurito"])
    game = _with_cards(game, cards)
    game.apply(PlayCard(num(game, "Scott")))
    # One at a time, in the order the player wants: first among three, then two.
    options = [a.option for a in game.legal_actions() if isinstance(a, Choose)]
    assert len(options) == 3
    game.apply(Choose(0, (num(game, "Dilithium esaurito"),)))
    assert len(game.legal_actions()) == 2
    game.apply(Choose(0, (num(game, "Corto Circuito"),)))
    assert game.danni == [num(game, "Sabotaggio")] and game.phase == MAIN
    assert game.discard[-2:] == [num(game, "Dilithium esaurito"), num(game, "Corto Circuito")]


def test_effetti_p05_removing_every_danni_in_the_chosen_order() -> None:
    game = stage(hands=[["Gorkon"]], danni=["Radiazioni", "Hangar Fuori Uso"])
    game.apply(PlayCard(num(game, "Gorkon")))
    game.apply(Choose(0, (num(game, "Hangar Fuori Uso"),)))
    assert game.danni == [] and game.phase == MAIN  # the last one without asking
    assert game.discard[-2:] == [num(game, "Hangar Fuori Uso"), num(game, "Radiazioni")]


def _with_cards(game: TrekGame, cards: list[object]) -> TrekGame:
    from stargate_vcg.engine.trek.table import CardTable

    table = CardTable(cards)  # type: ignore[arg-type]
    assert table.names == game.table.names
    game.table = table
    game._legal = None
    return game


def test_effetti_p06_removing_danni_is_compulsory() -> None:
    game = stage(hands=[["Mc Coy"]], danni=["Radiazioni"])
    game.apply(PlayCard(num(game, "Mc Coy")))
    assert game.danni == [] and game.phase == MAIN


def test_effetti_p07_taking_back_into_hand_is_compulsory() -> None:
    game = stage(players=3, hands=[["Quarantena"]], chars=[["Sulu"], ["Riley", "Hanan"], []],
                 equip={"Riley": "Phaser"})
    game.apply(PlayCard(num(game, "Quarantena")))
    assert num(game, "Sulu") in game.hands[0]  # one choice: taken back at once
    assert game.phase == EFFECT and game.to_act == 1
    game.apply(Choose(1, (num(game, "Riley"),)))
    assert num(game, "Riley") in game.hands[1] and num(game, "Phaser") in game.discard
    assert game.phase == MAIN and game.chars == [[], [num(game, "Hanan")], []]


def test_effetti_p08_fair_play_discards_of_a_type() -> None:
    game = stage(players=3, hands=[["Uhura"], ["Radiazioni", "Sabotaggio", "Kirk"], ["Spock"]])
    game.apply(PlayCard(num(game, "Uhura")))
    assert game.phase == EFFECT and game.to_act == 1
    with pytest.raises(IllegalAction) as info:
        game.apply(Choose(1, (num(game, "Kirk"),)))
    assert info.value.rule == "Effetti P.08"
    game.apply(Choose(1, (num(game, "Sabotaggio"),)))
    assert game.hands[1] == [num(game, "Radiazioni"), num(game, "Kirk")]
    assert game.hands[2] == [num(game, "Spock")]  # nothing to discard
    assert game.phase == MAIN


def test_condizioni_di_vittoria_p01_hand_characters_subtract_ties_share() -> None:
    game = stage(hands=[["Amato"]])
    sulu_only = stage(hands=[["Guerra Romulana", "Amato"], ["Spock", "Radiazioni"]],
                      chars=[["Sulu"]])
    sulu_only.earned = [7, 6]
    sulu_only.attempted = 9
    sulu_only.apply(AttemptImpresa(num(sulu_only, "Guerra Romulana"), (num(sulu_only, "Sulu"),)))
    sulu_only.apply(PlaceSecrets(()))
    assert sulu_only.phase == OVER
    # 7 - Amato 1 = 6; 6 - Spock 5 = 1 (the Danni in hand costs nothing).
    assert sulu_only.scores == [6, 1] and sulu_only.winners == (0,)
    tie = stage(hands=[["Guerra Romulana", "Amato"], ["Riley"]], chars=[["Sulu"]])
    tie.earned = [4, 4]
    tie.attempted = 9
    tie.apply(AttemptImpresa(num(tie, "Guerra Romulana"), (num(tie, "Sulu"),)))
    tie.apply(PlaceSecrets(()))
    assert tie.scores == [3, 3] and tie.winners == (0, 1)
    assert game.winners == ()  # not over yet


def test_note_p01_card_is_in_play_before_its_effect() -> None:
    # Stone is in play when its own effect asks for a move: it can receive the Phaser.
    game = stage(hands=[["Stone"]], chars=[["Sulu"]], equip={"Sulu": "Phaser"})
    game.apply(PlayCard(num(game, "Stone")))
    game.apply(Choose(0, (num(game, "Phaser"), num(game, "Stone"))))
    assert game.equip == {num(game, "Stone"): num(game, "Phaser")}


def test_equipaggiamento_p17_moving_by_an_effect_may_be_declined() -> None:
    # Effetti P.04/P.07 make removing and taking back compulsory, not moving.
    game = stage(hands=[["Stone"]], chars=[["Sulu", "Keeler"]], equip={"Sulu": "Phaser"})
    game.apply(PlayCard(num(game, "Stone")))
    assert game.phase == EFFECT
    assert Choose(0, DECLINE) in game.legal_actions()
    game.apply(Choose(0, DECLINE))
    assert game.phase == MAIN and game.equip == {num(game, "Sulu"): num(game, "Phaser")}


def test_codice_starfleet_cannot_move_itself() -> None:
    # The only equipment in play is the Codice itself: there is nothing to move.
    game = stage(hands=[["Codice Starfleet"]], chars=[["Sulu", "Keeler"]])
    game.apply(PlayCard(num(game, "Codice Starfleet"), num(game, "Sulu")))
    assert game.phase == MAIN
    assert game.equip == {num(game, "Sulu"): num(game, "Codice Starfleet")}
    other = stage(hands=[["Codice Starfleet"]], chars=[["Sulu", "Keeler", "Spock"]],
                  equip={"Spock": "Phaser"})
    other.apply(PlayCard(num(other, "Codice Starfleet"), num(other, "Sulu")))
    codice = num(other, "Codice Starfleet")
    assert all(codice not in a.option for a in other.legal_actions()
               if isinstance(a, Choose))


def test_note_p02_card_text_beats_the_rules() -> None:
    # P.17 forbids moving equipment, but Stone's text moves it (and P.12's limitation
    # is ignored: the Phaser ends on a civilian).
    game = stage(hands=[["Stone"]], chars=[["Sulu"], ["Sarek"]], equip={"Sulu": "Phaser"})
    game.apply(PlayCard(num(game, "Stone")))
    game.apply(Choose(0, (num(game, "Phaser"), num(game, "Sarek"))))
    assert game.equip[num(game, "Sarek")] == num(game, "Phaser")


def test_every_effect_kind_is_implemented_and_has_a_rule() -> None:
    used = {c.effect.kind for c in load_trek_cards() if c.effect is not None}
    assert used <= EFFECT_KINDS
    assert set(STEP_RULES) >= {"remove_danni", "discard_type", "remove_character",
                               "remove_equipment", "move_equipment"}


# --- every card played -----------------------------------------------------------------

ALL_NAMES = [card.name for card in load_trek_cards()]


def _pick(pool: list[str], used: set[str], count: int = 1, exact: bool = True) -> list[str]:
    chosen = [n for n in pool if n not in used][:count]
    assert len(chosen) == count or not exact
    used.update(chosen)
    return chosen


def _effect_stage(name: str) -> TrekGame:
    """Three players; every zone an effect can act on holds something."""
    used = {name}
    own = _pick(["Sulu", "Cecov", "Decker"], used)
    theirs = _pick(["Riley", "Amato", "Hanan", "Keeler"], used, 2)
    third = _pick(["Adams", "Chapel"], used)
    gear = _pick(["Bioanalyzer", "Microscanner", "Scudo Personale"], used)
    # Between them these cover the four categories (Tempesta is the only science one).
    danni = _pick(["Tempesta Ionica", "Radiazioni", "Hangar Fuori Uso", "Sabotaggio"], used, 3)
    status = _pick(["Orbita Standard", "Rotta Standard", "Velocità Warp 4"], used)[0]

    def hand() -> list[str]:
        return (_pick(["Dilithium esaurito", "Sabotaggio", "Corto Circuito", "Radiazioni",
                       "Tempesta Ionica", "Hangar Fuori Uso"], used, exact=False)
                + _pick(["Mitchell", "Styles", "Gorkon", "Sarek", "Mendez", "Wesley"], used)
                + _pick(["Kit Scientifico", "Visore Portatile", "Phaser", "Tricorder",
                         "Medikit"], used))

    others = [hand(), hand()]
    hands = [[name, *hand()], *others]
    discard = (_pick(["Lyron", "Benga", "Pike"], used)
               + _pick(["Naufragio", "Asteroidi", "Viger"], used))
    return stage(players=3, hands=hands, chars=[own, theirs, third],
                 equip={theirs[0]: gear[0]}, danni=danni, discard=discard, status=status)


def _snapshot(game: TrekGame) -> dict[str, object]:
    return {"hands": [h[:] for h in game.hands], "chars": [c[:] for c in game.chars],
            "equip": dict(game.equip), "danni": game.danni[:], "discard": game.discard[:]}


def _count(game: TrekGame, cards: list[int], type_name: str) -> int:
    return sum(1 for c in cards if TYPE_NAMES[game.table.kind[c]] == type_name)


@pytest.mark.parametrize("name", ALL_NAMES)
def test_every_card_plays_with_its_effect(name: str) -> None:
    game = _effect_stage(name)
    card = num(game, name)
    before = _snapshot(game)
    kind = TYPE_NAMES[game.table.kind[card]]
    if kind == "impresa":
        action = next(a for a in game.legal_actions() if isinstance(a, AttemptImpresa)
                      and a.card == card)
        game.apply(action)
        while game.phase != MAIN:
            game.apply(game.legal_actions()[0])
        assert game.removed == [card] and game.attempted == 1
        return
    target = game.equipment_targets(card)[0] if kind == "equipaggiamento" else None
    game.apply(PlayCard(card, target))
    while game.phase == EFFECT:
        game.apply(game.legal_actions()[0])
    assert game.phase == MAIN
    effect = game.table.effect[card]
    if effect is None:
        assert kind == "danni" and game.danni == [*before["danni"], card]  # type: ignore[misc]
        assert game.hands[1:] == before["hands"][1:]  # type: ignore[index]
        return
    _check_effect(game, card, effect, before)


def _check_effect(game: TrekGame, card: int, effect: TrekEffect,
                  before: dict[str, object]) -> None:
    hands: list[list[int]] = before["hands"]  # type: ignore[assignment]
    chars: list[list[int]] = before["chars"]  # type: ignore[assignment]
    equip: dict[int, int] = before["equip"]  # type: ignore[assignment]
    danni: list[int] = before["danni"]  # type: ignore[assignment]
    discard: list[int] = before["discard"]  # type: ignore[assignment]
    kind = effect.kind
    if kind == "draw":
        assert len(game.hands[0]) == len(hands[0]) - 1 + effect.amount
    elif kind == "remove_danni":
        assert effect.category is not None
        index = CATEGORIES.index(effect.category)
        hit = [d for d in danni if index in game.table.has_cat[d]]
        assert hit, "the staging must offer a Danni of the category"
        assert len(game.danni) == len(danni) - 1
        assert next(d for d in danni if d not in game.danni) in hit
    elif kind == "remove_all_danni":
        assert game.danni == [] and all(d in game.discard for d in danni)
    elif kind == "discard_type":
        assert effect.card_type is not None
        targets = [0, 1, 2] if effect.target == "all" else [1, 2]
        for p in targets:
            old = [c for c in hands[p] if c != card]
            assert _count(game, game.hands[p], effect.card_type.value) == _count(
                game, old, effect.card_type.value) - 1
    elif kind == "return_character":
        if effect.target == "all":
            placed = 1 if TYPE_NAMES[game.table.kind[card]] == "personaggio" else 0
            for p in range(3):
                assert len(game.chars[p]) == len(chars[p]) + (placed if p == 0 else 0) - 1
                assert len(game.hands[p]) == len(hands[p]) + (-1 if p == 0 else 0) + 1
        else:
            assert sum(map(len, game.chars[1:])) == sum(map(len, chars[1:])) - 1
            assert sum(map(len, game.hands[1:])) == sum(map(len, hands[1:])) + 1
    elif kind == "remove_character":
        gone = [c for p in (1, 2) for c in chars[p] if c not in game.chars[p]]
        assert len(gone) == 1 and gone[0] in game.discard
    elif kind == "remove_equipment":
        played = TYPE_NAMES[game.table.kind[card]] == "equipaggiamento"
        was = set(equip.values()) | ({card} if played else set())
        gone = was - set(game.equip.values())
        assert len(gone) == 1 and gone <= set(game.discard)
    elif kind == "move_equipment":
        assert sorted(game.equip.values()) == sorted([*equip.values(), *(
            [card] if TYPE_NAMES[game.table.kind[card]] == "equipaggiamento" else [])])
        moved = {e: h for h, e in game.equip.items()}
        assert any(moved[e] != h for h, e in equip.items()) or card in moved
    elif kind == "retrieve_discard":
        assert effect.card_type is not None
        wanted = [c for c in discard if TYPE_NAMES[game.table.kind[c]] == effect.card_type.value]
        assert wanted and wanted[-1] in game.hands[0]
    else:
        pytest.fail(f"no check for effect kind {kind}")
