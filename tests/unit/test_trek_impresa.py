"""Star Trek VCG: Impresa P.27-P.41, including the P.31 procedure with secret characters."""

from __future__ import annotations

import pytest
from trek_support import num, stage

from stargate_vcg.cards.trek import Personaggio
from stargate_vcg.engine.trek import (
    AttemptImpresa,
    Declare,
    PlaceSecrets,
    PlayCard,
    Reveal,
    TrekGame,
)
from stargate_vcg.engine.trek.constants import DECLARE, MAIN, REVEAL, SECRETS
from stargate_vcg.errors import IllegalAction


def value(game: TrekGame, name: str) -> int:
    card = game.card(num(game, name))
    assert isinstance(card, Personaggio)
    return card.value


def attempt(game: TrekGame, impresa: str, *participants: str) -> None:
    game.apply(AttemptImpresa(num(game, impresa), tuple(num(game, p) for p in participants)))


def test_impresa_p27_players_earn_points_by_taking_part() -> None:
    game = stage(players=3, hands=[["Esplorazione"]], chars=[["Spock"], ["Sulu"], []])
    attempt(game, "Esplorazione", "Spock")
    game.apply(Declare(1, (num(game, "Sulu"),)))
    assert game.scores[1] == value(game, "Sulu") and game.scores[2] == 0


def test_impresa_p28_points_on_completion() -> None:
    game = stage(hands=[["Esplorazione"]], chars=[["Spock", "Sulu"]])
    attempt(game, "Esplorazione", "Spock", "Sulu")
    assert game.scores[0] == (game.table.points[num(game, "Esplorazione")]
                              + value(game, "Spock") + value(game, "Sulu"))


def test_impresa_p29_every_printed_minimum_must_be_reached() -> None:
    game = stage(hands=[["Viger"]], chars=[["Spock"]])  # science 5 < 6
    attempt(game, "Viger", "Spock")
    assert game.log[-1].kind == "failed" and game.scores[0] == 0


def test_impresa_p30_solo_keeps_other_players_out() -> None:
    game = stage(hands=[["Gorn", "Amato"]], chars=[["Kirk"], ["Sulu"]])
    attempt(game, "Gorn", "Kirk")
    game.apply(PlaceSecrets(()))
    # Player 1 had only the empty declaration, so the engine moved on by itself.
    assert game.phase == MAIN and game.log[-1].kind == "completed"
    assert num(game, "Sulu") in game.chars[1] and game.scores[1] == 0


def test_impresa_p30_bonus_for_a_participant_with_the_attribute() -> None:
    game = stage(hands=[["Corte Marziale"]], chars=[["Spock", "Coogley"]])
    attempt(game, "Corte Marziale", "Spock", "Coogley")
    assert game.scores[0] == (game.table.points[num(game, "Corte Marziale")] + 2
                              + value(game, "Spock") + value(game, "Coogley"))


def test_impresa_p30_requires_fails_without_the_attribute() -> None:
    without = stage(hands=[["Custodi di Talos"]], chars=[["Spock", "Mc Coy"]])
    attempt(without, "Custodi di Talos", "Spock", "Mc Coy")
    assert without.log[-1].kind == "failed"
    with_pike = stage(hands=[["Custodi di Talos"]], chars=[["Spock", "Mc Coy", "Pike"]])
    attempt(with_pike, "Custodi di Talos", "Spock", "Mc Coy", "Pike")
    assert with_pike.log[-1].kind == "completed"


def test_impresa_p30_no_equipment_counts() -> None:
    # Adams and Benga: tactics 1 + 1, medicine 4 + 2; Pace needs tactics 3, medicine 2.
    game = stage(hands=[["Pace su Rigel VII"]], chars=[["Adams", "Benga"]],
                 equip={"Adams": "Phaser"})
    attempt(game, "Pace su Rigel VII", "Adams", "Benga")  # the Phaser's +2 does not count
    assert game.log[-1].kind == "failed"
    other = stage(hands=[["Contrabbandieri"]], chars=[["Adams", "Benga"]],
                  equip={"Adams": "Phaser"})
    from stargate_vcg.engine.trek.imprese import totals

    rules = other.table.rules[num(other, "Contrabbandieri")]
    assert totals(other, rules, other.chars[0])[0] == 4  # elsewhere it counts


def test_impresa_p30_max_participants_and_max_secret() -> None:
    game = stage(hands=[["Asteroidi"]], chars=[["Sulu", "Scott", "Riley", "Amato"]])
    options = game.participant_options(num(game, "Asteroidi"))
    assert max(len(o) for o in options) == 3
    with pytest.raises(IllegalAction) as info:
        attempt(game, "Asteroidi", "Sulu", "Scott", "Riley", "Amato")
    assert info.value.rule == "Impresa P.30"
    spy = stage(hands=[["Spia Romulana", "Kirk", "Spock"]], chars=[["Sulu"]])
    attempt(spy, "Spia Romulana", "Sulu")
    with pytest.raises(IllegalAction) as info:
        spy.apply(PlaceSecrets((num(spy, "Kirk"), num(spy, "Spock"))))
    assert info.value.rule == "Impresa P.30"


def test_impresa_p31_1_needs_a_character_in_play() -> None:
    game = stage(hands=[["Esplorazione", "Spock"]])
    assert not any(isinstance(a, AttemptImpresa) for a in game.legal_actions())
    with pytest.raises(IllegalAction) as info:
        attempt(game, "Esplorazione", "Spock")
    assert info.value.rule == "Impresa P.31.1"


def test_impresa_p31_2_shows_the_impresa_and_moves_participants_forward() -> None:
    game = stage(hands=[["Esplorazione", "Amato"]], chars=[["Spock", "Sulu"], ["Riley"]])
    attempt(game, "Esplorazione", "Spock")
    view = game.observation(1)
    assert view.impresa == num(game, "Esplorazione")
    assert view.participants == (num(game, "Spock"),)
    with pytest.raises(IllegalAction) as info:
        other = stage(hands=[["Esplorazione"]], chars=[["Spock"], ["Riley"]])
        attempt(other, "Esplorazione", "Riley")
    assert info.value.rule == "Impresa P.31.2"


def test_impresa_p31_3_at_least_one_own_character_takes_part() -> None:
    game = stage(hands=[["Esplorazione"]], chars=[["Spock"]])
    with pytest.raises(IllegalAction) as info:
        attempt(game, "Esplorazione")
    assert info.value.rule == "Impresa P.31.3"


def test_impresa_p31_4_secret_characters_may_be_any_card() -> None:
    game = stage(hands=[["Esplorazione", "Radiazioni", "Phaser", "Gorn"]],
                 chars=[["Spock"], ["Sulu"]])
    attempt(game, "Esplorazione", "Spock")
    assert game.phase == SECRETS
    bluff = (num(game, "Radiazioni"), num(game, "Phaser"))
    assert PlaceSecrets(bluff) in game.legal_actions()
    game.apply(PlaceSecrets(bluff))
    assert game.phase == DECLARE
    assert game.observation(1).secret_count == 2
    assert game.observation(1).secrets == ()  # face down for the others
    assert game.observation(0).secrets == bluff
    with pytest.raises(IllegalAction) as info:
        game.apply(Reveal(bluff))  # not yet: player 1 declares first
    assert info.value.rule == "Impresa P.31.5"


def test_impresa_p31_4_secrets_come_from_the_own_hand() -> None:
    game = stage(hands=[["Esplorazione", "Kirk"], ["Sulu"]], chars=[["Spock"]])
    attempt(game, "Esplorazione", "Spock")
    with pytest.raises(IllegalAction) as info:
        game.apply(PlaceSecrets((num(game, "Sulu"),)))
    assert info.value.rule == "Impresa P.31.4"


def test_impresa_p31_5_others_declare_counterclockwise() -> None:
    game = stage(players=3, active=1, hands=[[], ["Esplorazione", "Kirk"]],
                 chars=[["Sulu"], ["Spock"], ["Uhura"]])
    attempt(game, "Esplorazione", "Spock")
    game.apply(PlaceSecrets(()))
    assert game.phase == DECLARE and game.to_act == 2
    with pytest.raises(IllegalAction) as info:
        game.apply(Declare(0, (num(game, "Sulu"),)))
    assert info.value.rule == "Impresa P.31.5"
    game.apply(Declare(2, ()))
    assert game.to_act == 0
    with pytest.raises(IllegalAction) as info:
        game.apply(Declare(0, (num(game, "Uhura"),)))
    assert info.value.rule == "Impresa P.31.5"
    game.apply(Declare(0, (num(game, "Sulu"),)))
    assert game.log[-1].kind == "completed"


def test_impresa_p31_6_reveal_ignores_effects_and_returns_the_rest_unseen() -> None:
    game = stage(hands=[["Esplorazione", "Cecov", "Radiazioni"]],
                 chars=[["Amato"], ["Riley"]])
    attempt(game, "Esplorazione", "Amato")
    game.apply(PlaceSecrets((num(game, "Cecov"), num(game, "Radiazioni"))))
    game.apply(Declare(1, ()))
    assert game.phase == REVEAL
    # Only Personaggi can take part once revealed.
    assert Reveal((num(game, "Radiazioni"),)) not in game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(Reveal((num(game, "Radiazioni"),)))
    assert info.value.rule == "Impresa P.31.6"
    draw_before = len(game.draw)
    game.apply(Reveal((num(game, "Cecov"),)))
    assert len(game.draw) == draw_before  # Cecov's draw did not happen (Effetti P.03)
    assert num(game, "Radiazioni") in game.hands[0]
    # Amato tactics 2 + Cecov 3, science 1 + 2 = 3: completed; both discarded (P.33).
    assert game.log[-1].kind == "completed"
    assert num(game, "Cecov") in game.discard and num(game, "Amato") in game.discard
    assert all(e.cards != (num(game, "Radiazioni"),) for e in game.log if e.kind == "reveal")


def test_impresa_p31_6_bluff_pushes_others_then_nothing_is_revealed() -> None:
    game = stage(hands=[["Esplorazione", "Radiazioni"]], chars=[["Amato"], ["Spock"]])
    attempt(game, "Esplorazione", "Amato")
    game.apply(PlaceSecrets((num(game, "Radiazioni"),)))
    game.apply(Declare(1, (num(game, "Spock"),)))
    # Radiazioni cannot be revealed, yet the active player is asked: resolving at once
    # would tell everyone that the secret was a bluff.
    assert game.phase == REVEAL and game.legal_actions() == [Reveal(())]
    game.apply(Reveal(()))
    assert game.log[-1].kind == "completed"
    assert num(game, "Radiazioni") in game.hands[0]
    assert num(game, "Spock") in game.chars[1]


def test_impresa_p31_7_sums_with_equipment_minus_danni_at_the_alert() -> None:
    # Sulu's tactics 4 alone meets Gorn's 4; Hangar -1 at green breaks it; a Phaser mends it.
    broken = stage(hands=[["Gorn"]], chars=[["Sulu"]], danni=["Hangar Fuori Uso"])
    attempt(broken, "Gorn", "Sulu")
    assert broken.log[-1].kind == "failed"
    mended = stage(hands=[["Gorn"]], chars=[["Sulu"]], danni=["Hangar Fuori Uso"],
                   equip={"Sulu": "Phaser"})
    attempt(mended, "Gorn", "Sulu")
    assert mended.log[-1].kind == "completed"


def test_impresa_p32_active_player_scores_impresa_and_own_characters() -> None:
    game = stage(players=3, hands=[["Esplorazione"]], chars=[["Spock"], ["Sulu"], []])
    attempt(game, "Esplorazione", "Spock")
    game.apply(Declare(1, (num(game, "Sulu"),)))
    assert game.scores[0] == game.table.points[num(game, "Esplorazione")] + value(game, "Spock")


def test_impresa_p33_active_players_participants_are_discarded() -> None:
    game = stage(hands=[["Esplorazione"]], chars=[["Spock", "Sulu"]],
                 equip={"Spock": "Tricorder"})
    attempt(game, "Esplorazione", "Spock")
    assert game.chars[0] == [num(game, "Sulu")]
    assert num(game, "Spock") in game.discard and num(game, "Tricorder") in game.discard


def test_impresa_p34_other_participants_score_and_stay() -> None:
    game = stage(hands=[["Esplorazione"]], chars=[["Amato"], ["Spock"]])
    attempt(game, "Esplorazione", "Amato")
    game.apply(Declare(1, (num(game, "Spock"),)))
    assert game.scores[1] == value(game, "Spock")
    assert game.chars[1] == [num(game, "Spock")]


def test_impresa_p35_completed_impresa_leaves_the_game() -> None:
    game = stage(hands=[["Gorn"]], chars=[["Kirk"]])
    attempt(game, "Gorn", "Kirk")
    assert game.removed == [num(game, "Gorn")] and num(game, "Gorn") not in game.discard


def test_impresa_p36_tenth_attempt_completed_ends_the_game() -> None:
    game = stage(hands=[["Gorn"]], chars=[["Kirk"]])
    game.attempted = 9
    attempt(game, "Gorn", "Kirk")
    assert game.log[-2].kind == "completed" and game.is_over


def test_impresa_p38_failed_active_participants_discarded() -> None:
    game = stage(hands=[["Guerra Romulana"]], chars=[["Amato", "Riley"]])
    attempt(game, "Guerra Romulana", "Amato")
    assert game.log[-1].kind == "failed"
    assert num(game, "Amato") in game.discard and game.chars[0] == [num(game, "Riley")]
    assert game.scores[0] == 0


def test_impresa_p39_failed_other_participants_discarded() -> None:
    game = stage(hands=[["Guerra Romulana"]], chars=[["Amato"], ["Spock", "Uhura"]])
    attempt(game, "Guerra Romulana", "Amato")
    game.apply(Declare(1, (num(game, "Spock"),)))
    assert num(game, "Spock") in game.discard and game.chars[1] == [num(game, "Uhura")]
    assert game.scores[1] == 0


def test_impresa_p40_failed_impresa_leaves_the_game() -> None:
    game = stage(hands=[["Guerra Romulana"]], chars=[["Amato"]])
    attempt(game, "Guerra Romulana", "Amato")
    assert game.removed == [num(game, "Guerra Romulana")]


def test_impresa_p41_tenth_attempt_failed_ends_the_game() -> None:
    game = stage(hands=[["Guerra Romulana"]], chars=[["Amato"]])
    game.attempted = 9
    attempt(game, "Guerra Romulana", "Amato")
    assert game.log[-2].kind == "failed" and game.is_over


def test_after_an_impresa_the_turn_goes_on() -> None:
    game = stage(hands=[["Gorn", "Sulu"]], chars=[["Kirk"]])
    attempt(game, "Gorn", "Kirk")
    game.apply(PlaceSecrets(()))
    assert game.phase == MAIN and game.active == 0
    assert PlayCard(num(game, "Sulu")) in game.legal_actions()
