"""Star Trek VCG: rules checked by the audit (sets of cards in any order, each card once,
the order of discards, the hand limit of Turno P.02)."""

from __future__ import annotations

from pathlib import Path

import pytest
from trek_support import num, stage

from stargate_vcg.cards.trek_db import load_trek_cards
from stargate_vcg.engine.trek import (
    AttemptImpresa,
    Declare,
    Discard,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    Reveal,
)
from stargate_vcg.engine.trek.constants import DECLARE, DISCARD, MAIN, REVEAL
from stargate_vcg.engine.trek.table import CardTable
from stargate_vcg.errors import CardDataError, IllegalAction


def test_impresa_p31_2_participants_named_in_any_order() -> None:
    game = stage(hands=[["Esplorazione"]], chars=[["Spock", "Sulu"], ["Riley"]])
    spock, sulu = num(game, "Spock"), num(game, "Sulu")
    listed = AttemptImpresa(num(game, "Esplorazione"), (spock, sulu))
    assert listed in game.legal_actions()
    game.apply(AttemptImpresa(num(game, "Esplorazione"), (sulu, spock)))
    assert game.phase == DECLARE and sorted(game.imp_part) == sorted([spock, sulu])


def test_impresa_p31_4_secrets_named_in_any_order_each_once() -> None:
    game = stage(hands=[["Esplorazione", "Kirk", "Radiazioni"]], chars=[["Spock"], ["Riley"]])
    game.apply(AttemptImpresa(num(game, "Esplorazione"), (num(game, "Spock"),)))
    kirk, radiazioni = num(game, "Kirk"), num(game, "Radiazioni")
    with pytest.raises(IllegalAction) as info:
        game.apply(PlaceSecrets((kirk, kirk)))
    assert info.value.rule == "Impresa P.31.4"
    game.apply(PlaceSecrets((radiazioni, kirk)))
    assert sorted(game.secrets) == sorted([kirk, radiazioni]) and game.hands[0] == []


def test_impresa_p31_5_declared_characters_in_any_order_each_once() -> None:
    game = stage(hands=[["Guerra Romulana"]], chars=[["Amato"], ["Spock", "Uhura", "Sulu"]])
    game.apply(AttemptImpresa(num(game, "Guerra Romulana"), (num(game, "Amato"),)))
    spock, uhura = num(game, "Spock"), num(game, "Uhura")
    with pytest.raises(IllegalAction) as info:
        game.apply(Declare(1, (spock, spock)))
    assert info.value.rule == "Impresa P.31.5"
    game.apply(Declare(1, (uhura, spock)))
    declared = [e for e in game.log if e.kind == "declare"]
    assert len(declared) == 1 and set(declared[0].cards) == {spock, uhura}
    assert game.chars[1] == [num(game, "Sulu")]  # failed: both discarded (P.39)


def test_impresa_p31_6_revealed_in_any_order_each_once() -> None:
    game = stage(hands=[["Esplorazione", "Cecov", "Decker"]], chars=[["Amato"], ["Riley"]])
    game.apply(AttemptImpresa(num(game, "Esplorazione"), (num(game, "Amato"),)))
    cecov, decker = num(game, "Cecov"), num(game, "Decker")
    game.apply(PlaceSecrets((cecov, decker)))
    game.apply(Declare(1, ()))
    assert game.phase == REVEAL
    with pytest.raises(IllegalAction) as info:
        game.apply(Reveal((cecov, cecov)))
    assert info.value.rule == "Impresa P.31.6"
    game.apply(Reveal((decker, cecov)))
    assert game.log[-1].kind == "completed"
    assert cecov in game.discard and decker in game.discard


def test_impresa_p39_discards_in_declaration_order_counterclockwise() -> None:
    # Active player 1; player 2 declares before player 0 (P.31.5), and on a failure their
    # characters reach the discards in that order, after the active player's (P.38-P.39).
    game = stage(players=3, active=1, hands=[[], ["Guerra Romulana"]],
                 chars=[["Keeler"], ["Amato"], ["Uhura"]], equip={"Uhura": "Phaser"})
    game.apply(AttemptImpresa(num(game, "Guerra Romulana"), (num(game, "Amato"),)))
    game.apply(Declare(2, (num(game, "Uhura"),)))
    game.apply(Declare(0, (num(game, "Keeler"),)))
    assert game.log[-1].kind == "failed"
    order = [num(game, n) for n in ("Amato", "Uhura", "Phaser", "Keeler")]
    assert game.discard[-4:] == order


def test_turno_p02_hand_grown_in_another_turn_is_cut_at_its_owners_turn_end() -> None:
    six = ["Kirk", "Spock", "Scott", "Radiazioni", "Phaser", "Gorn"]
    game = stage(hands=[["Coogley"], six], chars=[[], ["Riley"]])
    game.apply(PlayCard(num(game, "Coogley")))  # Riley goes back to player 1's hand
    assert len(game.hands[1]) == 7
    game.apply(EndTurn())
    assert game.active == 1 and game.phase == MAIN  # not player 0's business (P.02)
    game.apply(Pass())
    assert game.phase == DISCARD and {type(a) for a in game.legal_actions()} == {Discard}
    game.apply(Discard(num(game, "Gorn")))
    assert len(game.hands[1]) == 6 and game.active == 0


def test_effetti_p05_category_printed_at_any_alert_level_counts() -> None:
    # Tempesta Ionica hits engineering only at yellow and red; at green Scott (who
    # removes an engineering Danni) still removes it: the column shows a value.
    game = stage(hands=[["Scott"]], danni=["Tempesta Ionica", "Radiazioni"],
                 status="Base Starfleet")
    game.apply(PlayCard(num(game, "Scott")))
    assert game.danni == [num(game, "Radiazioni")]
    assert game.discard[-1] == num(game, "Tempesta Ionica")


def test_impresa_p31_4_a_pure_bluff_looks_like_a_real_secret() -> None:
    # The same position with a real secret character and with a bluff: the other player
    # sees the same phase and the same player to act after declaring.
    views = []
    for secret in ("Kirk", "Radiazioni"):
        game = stage(hands=[["Esplorazione", secret]], chars=[["Amato"], ["Riley"]])
        game.apply(AttemptImpresa(num(game, "Esplorazione"), (num(game, "Amato"),)))
        game.apply(PlaceSecrets((num(game, secret),)))
        game.apply(Declare(1, ()))
        seen = game.observation(1)
        views.append((seen.phase, seen.to_act, seen.secret_count, seen.secrets))
    assert views[0] == views[1] == ("reveal", 0, 1, ())


def test_effetti_p08_the_owner_chooses_even_a_single_card() -> None:
    # Player 1 holds one Danni: the engine waits for player 1 (as with two), so nobody
    # learns from the timing how many Danni the hand held.
    game = stage(hands=[["Uhura"], ["Radiazioni", "Kirk"]])
    game.apply(PlayCard(num(game, "Uhura")))
    assert game.phase_name == "effect" and game.to_act == 1
    assert [a.option for a in game.legal_actions()] == [(num(game, "Radiazioni"),)]
    with pytest.raises(IllegalAction) as info:
        game.apply(EndTurn())
    assert info.value.rule == "Effetti P.08"
    game.apply(game.legal_actions()[0])
    assert game.hands[1] == [num(game, "Kirk")] and game.phase == MAIN


def test_note_p01_an_effect_for_all_characters_can_remove_its_own_card(tmp_path: Path) -> None:
    # An overlay gives Wesley "remove a character" for every player's characters: he
    # is in play before his effect, so with nobody else in play he removes himself.
    overlay = tmp_path / "o.yaml"
    overlay.write_text("cards:\n  - id: wesley\n    effect: {kind: remove_character, "
                       "target: all}\n", encoding="utf-8")
    game = stage(hands=[["Wesley"]])
    game.table = CardTable(load_trek_cards(overlay))
    game._legal = None
    game.apply(PlayCard(num(game, "Wesley")))
    assert game.chars[0] == [] and game.discard[-1] == num(game, "Wesley")
    both = stage(hands=[["Wesley"]], chars=[["Sulu"], ["Riley"]])
    both.table = CardTable(load_trek_cards(overlay))
    both._legal = None
    both.apply(PlayCard(num(both, "Wesley")))
    options = {a.option for a in both.legal_actions()}
    assert options == {(num(both, n),) for n in ("Sulu", "Wesley", "Riley")}


def test_note_p02_a_target_the_effect_cannot_use_is_refused(tmp_path: Path) -> None:
    overlay = tmp_path / "o.yaml"
    overlay.write_text("cards:\n  - id: cecov\n    effect: {kind: draw, amount: 1, "
                       "target: others}\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="draw takes no target") as info:
        load_trek_cards(overlay)
    assert info.value.line == 2


def test_equipaggiamento_p12_only_limitations_the_engine_applies(tmp_path: Path) -> None:
    overlay = tmp_path / "o.yaml"
    overlay.write_text("cards:\n  - id: phaser\n    limitations: [{kind: max_participants, "
                       "amount: 1}]\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"takes only `only` \(Equipaggiamento P\.12\)"):
        load_trek_cards(overlay)
