"""Star Trek VCG: Preparazione, Termine, Turno and Disposizione rules."""

from __future__ import annotations

import random

import pytest
from trek_support import num, stage

from stargate_vcg.cards.trek_db import load_trek_cards
from stargate_vcg.engine.trek import (
    MAX_PLAYERS,
    AttemptImpresa,
    Discard,
    DrawAndPass,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    TrekGame,
)
from stargate_vcg.engine.trek.constants import DISCARD
from stargate_vcg.engine.trek.table import STATUS
from stargate_vcg.errors import IllegalAction


def test_preparazione_p01_dealer_is_chosen_by_the_seeded_game() -> None:
    dealers = {TrekGame.new(players=4, seed=s).dealer for s in range(30)}
    assert len(dealers) > 1
    game = TrekGame.new(players=4, seed=7)
    assert game.log[0].kind == "dealer" and game.log[0].player == game.dealer
    assert TrekGame.new(players=4, seed=7).dealer == game.dealer


def test_preparazione_p02_dealer_shuffles_all_68_cards() -> None:
    first = TrekGame.new(players=2, seed=1)
    second = TrekGame.new(players=2, seed=2)
    assert sorted(first.all_cards()) == list(range(68))
    assert first.draw != second.draw


def test_preparazione_p03_five_cards_each_counterclockwise_from_the_dealer() -> None:
    for seed in range(5):
        game = TrekGame.new(players=3, seed=seed)
        assert [len(h) for h in game.hands] == [5, 5, 5]
        rng = random.Random(seed)
        dealer = rng.randrange(3)
        order = list(range(68))
        rng.shuffle(order)
        # The first card off the top goes to the player after the dealer, one at a time.
        assert game.hands[(dealer + 1) % 3][0] == order[-1]
        assert game.hands[(dealer + 2) % 3][0] == order[-2]
        assert game.hands[dealer][0] == order[-3]
        assert game.hands[(dealer + 1) % 3][1] == order[-4]


def test_preparazione_p04_undealt_cards_are_the_draw_pile() -> None:
    game = TrekGame.new(players=4, seed=3)
    assert len(game.draw) + len(game.discard) + 1 == 68 - 4 * 5


def test_preparazione_p05_cards_turned_until_a_status() -> None:
    for seed in range(20):
        game = TrekGame.new(players=2, seed=seed)
        assert game.table.kind[game.status] == STATUS
        assert all(game.table.kind[c] != STATUS for c in game.discard)
        rng = random.Random(seed)
        rng.randrange(2)
        order = list(range(68))
        rng.shuffle(order)
        flipped = order[:68 - 10][::-1]  # after the deal, from the top down
        assert flipped[:len(game.discard) + 1] == [*game.discard, game.status]


def test_preparazione_p05_all_status_dealt_means_a_new_deal() -> None:
    cards = load_trek_cards()
    small = [c for c in cards if c.type.value == "personaggio"][:10]
    small.append(next(c for c in cards if c.type.value == "status"))
    redeals = 0
    for seed in range(40):
        game = TrekGame.new(players=2, seed=seed, deck=small)
        assert game.table.kind[game.status] == STATUS
        redeals += any(e.kind == "redeal" for e in game.log)
    assert redeals > 0


def test_preparazione_p06_player_to_the_dealers_right_starts() -> None:
    for seed in range(10):
        game = TrekGame.new(players=5, seed=seed)
        assert game.active == (game.dealer + 1) % 5


@pytest.mark.parametrize("players", [1, MAX_PLAYERS + 1])
def test_preparazione_p03_player_count_limits(players: int) -> None:
    with pytest.raises(IllegalAction) as info:
        TrekGame.new(players=players, seed=0)
    assert info.value.rule == "Preparazione P.03"


def test_max_players_can_set_up() -> None:
    game = TrekGame.new(players=MAX_PLAYERS, seed=0)
    assert sorted(game.all_cards()) == list(range(68))


def test_termine_p07_game_ends_when_the_tenth_impresa_is_resolved() -> None:
    game = stage(hands=[["Gorn"]], chars=[["Kirk"]])
    game.attempted = 9
    game.apply(AttemptImpresa(num(game, "Gorn"), (num(game, "Kirk"),)))
    assert game.is_over and game.attempted == 10
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction) as info:
        game.apply(Pass())
    assert info.value.rule == "Termine P.07"


def test_turno_p01_draw_and_pass_or_play_or_pass() -> None:
    game = stage(hands=[["Kirk"]])
    legal = game.legal_actions()
    assert DrawAndPass() in legal and Pass() in legal and PlayCard(num(game, "Kirk")) in legal
    assert EndTurn() not in legal
    top = game.draw[-1]
    game.apply(DrawAndPass())
    assert top in game.hands[0] and game.active == 1


def test_turno_p01_after_playing_no_drawing() -> None:
    game = stage(hands=[["Sulu", "Uhura"]], status="Rotta Standard")
    game.apply(PlayCard(num(game, "Sulu")))
    assert DrawAndPass() not in game.legal_actions() and EndTurn() in game.legal_actions()
    game.apply(PlayCard(num(game, "Uhura")))  # one or more cards
    with pytest.raises(IllegalAction) as info:
        game.apply(DrawAndPass())
    assert info.value.rule == "Turno P.01"
    game.apply(EndTurn())
    assert game.active == 1


def test_turno_p02_discard_down_to_exactly_six() -> None:
    hand = ["Sulu", "Uhura", "Kirk", "Spock", "Scott", "Gorn"]
    game = stage(hands=[hand])
    game.apply(DrawAndPass())
    assert game.phase == DISCARD and len(game.hands[0]) == 7
    assert all(isinstance(a, Discard) for a in game.legal_actions())
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(num(game, "Sulu")))
    assert info.value.rule == "Turno P.02"
    game.apply(Discard(num(game, "Gorn")))
    assert len(game.hands[0]) == 6 and game.active == 1
    assert game.discard[-1] == num(game, "Gorn")


def test_turno_p03_turn_passes_counterclockwise() -> None:
    game = stage(players=4, active=2)
    game.apply(Pass())
    assert game.active == 3
    game.apply(Pass())
    assert game.active == 0


def test_turno_p04_empty_pile_is_the_discards_turned_over_unshuffled() -> None:
    game = stage(discard=["Kirk", "Spock", "Scott"], rest="discard")
    bottom_to_top = game.discard[:]
    game.draw = []
    game.apply(DrawAndPass())
    # The bottom discard is on top once the pile is turned over.
    assert game.hands[0] == [bottom_to_top[0]]
    assert game.draw == bottom_to_top[1:][::-1]
    assert game.discard == []


def test_turno_p05_attempted_imprese_never_come_back() -> None:
    game = stage(hands=[["Gorn"]], chars=[["Kirk"]], rest="discard")
    game.draw = []
    game.apply(AttemptImpresa(num(game, "Gorn"), (num(game, "Kirk"),)))
    game.apply(EndTurn())
    game.apply(DrawAndPass())  # the discards become the draw pile
    assert num(game, "Gorn") in game.removed
    assert num(game, "Gorn") not in game.draw + game.discard


def test_disposizione_p01_characters_with_their_equipment_before_their_owner() -> None:
    game = stage(hands=[["Tricorder"]], chars=[["Sulu"], ["Riley"]])
    game.apply(PlayCard(num(game, "Tricorder"), num(game, "Riley")))
    view = game.observation(0)
    assert view.characters[1] == ((num(game, "Riley"), num(game, "Tricorder")),)
    assert view.characters[0] == ((num(game, "Sulu"), None),)


def test_disposizione_p02_cards_in_play_are_visible_to_all() -> None:
    game = stage(chars=[["Sulu"], ["Riley"]], equip={"Riley": "Phaser"},
                 danni=["Radiazioni"])
    view = game.observation(0)
    assert view.characters[1] == ((num(game, "Riley"), num(game, "Phaser")),)
    assert view.danni == (num(game, "Radiazioni"),)


def test_disposizione_p03_one_and_only_one_status() -> None:
    game = stage(hands=[["Velocità Warp 4"]])
    old = game.status
    game.apply(PlayCard(num(game, "Velocità Warp 4")))
    assert game.status == num(game, "Velocità Warp 4") and old in game.discard
    elsewhere = set(game.draw + game.discard + [c for h in game.hands for c in h])
    in_play = [c for c in game.all_cards() if game.table.kind[c] == STATUS
               and c not in elsewhere]
    assert in_play == [game.status]


def test_disposizione_p04_danni_order_does_not_matter() -> None:
    game = stage(hands=[["Sonda Aliena"]], chars=[["Spock", "Scott"]],
                 danni=["Tempesta Ionica", "Sabotaggio"], status="Quarantena")
    from stargate_vcg.engine.trek.imprese import totals

    rules = game.table.rules[num(game, "Sonda Aliena")]
    before = totals(game, rules, game.chars[0])
    game.danni.reverse()
    assert totals(game, rules, game.chars[0]) == before


def test_secret_phase_follows_an_attempt() -> None:
    game = stage(hands=[["Gorn", "Sulu"]], chars=[["Kirk"]])
    game.apply(AttemptImpresa(num(game, "Gorn"), (num(game, "Kirk"),)))
    assert PlaceSecrets(()) in game.legal_actions()


def test_turno_p02_no_discarding_in_the_middle_of_a_turn() -> None:
    game = stage(hands=[["Kirk"]])
    with pytest.raises(IllegalAction) as info:
        game.apply(Discard(num(game, "Kirk")))
    assert info.value.rule == "Turno P.02"


def test_not_an_action_is_refused() -> None:
    game = stage()
    with pytest.raises(IllegalAction) as info:
        game.apply("draw")  # type: ignore[arg-type]
    assert info.value.rule == "Turno P.01" and "not a Star Trek VCG action" in info.value.reason


@pytest.mark.parametrize("player", [-1, 3, True, "0"])
def test_observation_of_no_such_player_is_refused(player: object) -> None:
    """As `StargateGame.observation`: -1 gave the last player's hidden view and 3 an
    IndexError."""
    from stargate_vcg.errors import StargateVcgError

    game = TrekGame.new(players=3, seed=1)
    with pytest.raises(StargateVcgError, match=r"no player .* in a 3-player game"):
        game.observation(player)
    assert game.observation(2).player == 2
