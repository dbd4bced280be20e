"""Epilogue cards completed in session 9 (sp-cards12): text that works as the card is
placed in its owner's discard pile (`dsl.WhenPlacedInDiscard`), each played: the text
happens, and does not when the card goes elsewhere. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Choose,
    Decline,
    Pass,
    PlayCard,
    ResolveTrigger,
    StargateGame,
    ops,
)

ADV, OBS, SUPPORT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SUPPORT_CHARACTER
SIMMONS = real("Frank Simmons (Conniving NID Colonel)", ADV, cost=4, skills={C: 2, I: 3},
               revive=3, traits=("Political",))
SELIG = real("Armin Selig (Whistleblower)", ADV, cost=3, skills={S: 1, I: 2}, revive=3,
             traits=("Political",))
HALLING = real("Halling (Athosian Guide)", SUPPORT, cost=4, skills={C: 2, B: 1})
RONON = sg_card("Ronon", SUPPORT, "Runner", cost=1, skills={B: 1})
RED_TAPE = sg_card("Red Tape", OBS, cost=2, skills={C: 1}, traits=("Political",))
ROCKS = sg_card("Rocks", OBS, cost=2, skills={C: 1})
SPARE = mission("Spare Mission", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", B, 3)
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=9, pad=30)


def settle(game: StargateGame) -> None:
    """A trigger fired outside the actions waits for the hero to resolve it."""
    game._version += 1
    while True:
        waiting = [a for a in game.legal_actions() if isinstance(a, ResolveTrigger)]
        if not waiting:
            return
        game.apply(waiting[0])


@pytest.mark.parametrize("where", ["destroyed", "scored"])
def test_armin_selig_placed_in_the_discard_pile_costs_the_opponent_1_power(
        where: str) -> None:
    game = start(villain=[SELIG])
    selig = uid(game, "Armin Selig", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(selig))
    if where == "destroyed":
        ops.destroy(game, selig)
    else:
        ops.to_score_pile(game, selig)
    settle(game)
    assert game.power(HERO_P) == 9 - (1 if where == "destroyed" else 0)


@pytest.mark.parametrize(("obstacle", "take"), [("Red Tape", True), ("Red Tape", False),
                                                 ("Rocks", False)])
def test_frank_simmons_placed_in_the_discard_pile_may_take_back_a_political_obstacle(
        obstacle: str, take: bool) -> None:
    game = start(villain=[SIMMONS, RED_TAPE, ROCKS])
    simmons, card = uid(game, "Frank Simmons", VILLAIN_P), uid(game, obstacle, VILLAIN_P)
    ops.discard_from_hand(game, card)
    game.apply(Pass())
    game.apply(PlayCard(simmons))
    ops.destroy(game, simmons)
    settle(game)
    decision = game.pending_decision
    if obstacle == "Rocks":  # nothing he may take: not asked
        assert decision is None
    else:
        assert decision is not None and card in decision.options
        game.apply(Choose(card) if take else Decline())
    assert game.zone_name(card) == ("hand" if take else "discard")


def deck_size(game: StargateGame) -> int:
    return len(game.state.players[HERO_P].deck)


@pytest.mark.parametrize("how", ["ability", "destroyed", "returned"])
def test_halling_placed_in_the_discard_pile_draws_a_card(how: str) -> None:
    game = start([HALLING, RONON])
    halling, ronon = uid(game, "Halling", HERO_P), uid(game, "Ronon", HERO_P)
    if how == "ability":  # his own discard from the hand pays his ability's cost
        game.apply(PlayCard(ronon))
        game.apply(Pass())
        ops.block(game, ronon)
        game._version += 1
        deck = deck_size(game)
        game.apply(ActivateAbility(halling, 0, target=ronon))
        settle(game)
        assert not game.is_blocked(ronon)
        assert game.zone_name(halling) == "discard"
        assert deck_size(game) == deck - 1
        return
    game.apply(PlayCard(halling))
    deck = deck_size(game)
    if how == "destroyed":
        ops.destroy(game, halling)
    else:  # back to the hand: no draw
        ops.to_hand(game, halling)
    settle(game)
    assert deck_size(game) == deck - (1 if how == "destroyed" else 0)
    assert game.zone_name(halling) == ("discard" if how == "destroyed" else "hand")
