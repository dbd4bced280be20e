"""Epilogue cards completed in session 9 (sp-cards12): text that works as the card
reaches its owner's discard pile (`dsl.WhenPlacedInDiscard`), and others; each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import RAIDER, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, legal_of
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    ResolveTrigger,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.effects import Trigger
from stargate_vcg.engine.stargate.triggers import fire

ADV, OBS, SUPPORT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SUPPORT_CHARACTER
SIMMONS = real("Frank Simmons (Conniving NID Colonel)", ADV, cost=4, skills={C: 2, I: 3},
               revive=3, traits=("Political",))
SELIG = real("Armin Selig (Whistleblower)", ADV, cost=3, skills={S: 1, I: 2}, revive=3,
             traits=("Political",))
HALLING = real("Halling (Athosian Guide)", SUPPORT, cost=4, skills={C: 2, B: 1})
RONON = sg_card("Ronon", SUPPORT, "Runner", cost=1, skills={B: 1})
RED_TAPE = sg_card("Red Tape", OBS, cost=2, skills={C: 1}, traits=("Political",))
ROCKS = sg_card("Rocks", OBS, cost=2, skills={C: 1})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, skill: int = B) -> StargateGame:
    first = mission("Test Mission", skill, 3)
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=9, pad=30)


def settle(game: StargateGame) -> None:
    """A trigger fired outside the actions waits for the hero to resolve it."""
    game._version += 1
    while True:
        waiting = legal_of(game, ResolveTrigger)
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


# --- Breached Defenses: Victory ---

BREACHED = real("Breached Defenses", OBS, cost=3, skills={S: 3, B: 3})


@pytest.mark.parametrize("pay", [True, False, None])  # None: no battle victory
def test_breached_defenses_victory_pay_to_stop_a_character_or_lose_a_gear(
        pay: bool | None) -> None:
    game = start([WIDGET], [BREACHED, RAIDER])
    widget, raider = uid(game, "Widget", HERO_P), uid(game, "Raider", VILLAIN_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    ops.put_in_play(game, widget)
    if pay is not None:
        ops.put_in_play(game, raider)
    game._version += 1
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, "Breached Defenses", VILLAIN_P)))
    game.apply(Pass())
    if pay is not None:
        game.apply(Assign(raider))
    power = game.power(VILLAIN_P)
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    if pay is not None:
        game.apply(Choose(0) if pay else Decline())
        # (paid: the only assigned character is stopped, no choice to make)
    assert game.zone_name(widget) == ("discard" if pay is False else "in play")
    assert game.power(VILLAIN_P) == power - (2 if pay else 0)
    stopped_by_text = [e for e in game.log if e.kind == "stop" and e.card == leader
                       and e.player == HERO_P]
    assert bool(stopped_by_text) is bool(pay)


# --- Anubis (Galactic Tyrant) ---

ANUBIS = real("Anubis (Galactic Tyrant)", ADV, cost=4, skills={C: 3, S: 3}, revive=5,
              traits=("Goa'uld",))


@pytest.mark.parametrize("power", [0, 2])
def test_anubis_gets_a_hegemony_counter_as_a_powerless_opponents_turn_ends(
        power: int) -> None:
    game = start(villain=[ANUBIS])
    anubis = uid(game, "Anubis", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(anubis))
    game.state.players[HERO_P].power = power
    fire(game, Trigger.TURN_END, HERO_P)  # the end of the hero's turn
    settle(game)
    assert game.surface.recall(anubis, "hegemony") == ((1,) if power == 0 else ())


@pytest.mark.parametrize(("counters", "wins"), [(3, True), (2, False)])
def test_anubis_failure_wins_the_game_with_three_counters(counters: int, wins: bool) -> None:
    game = start(villain=[ANUBIS], skill=C)
    anubis = uid(game, "Anubis", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(anubis))
    game.surface.remember(anubis, "hegemony", (counters,))
    game.apply(Pass())
    game.apply(Assign(anubis))
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    assert (game.phase == "game over" and game.state.winner == VILLAIN_P) is wins


# --- Brain Hacking: any villain card reaching the opponent's discard pile ---

BRAIN = real("Brain Hacking", OBS, cost=2, skills={C: 2, S: 2}, traits=("Replicator",))
BLOCK = sg_card("Block", OBS, cost=1, skills={C: 1, S: 1, B: 1})


@pytest.mark.parametrize("how", ["discarded", "milled"])
@pytest.mark.parametrize(("title", "gain"), [("Block", 1), ("Widget", 0)])
def test_brain_hacking_gains_per_villain_card_reaching_the_opponents_discard_pile(
        how: str, title: str, gain: int) -> None:
    from stargate_vcg.engine.stargate import active
    from stargate_vcg.engine.stargate.facts import Z_DECK

    game = start([BLOCK, WIDGET], [BRAIN], skill=C)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Brain Hacking", VILLAIN_P)))
    power = game.power(VILLAIN_P)
    card = uid(game, title, HERO_P)
    if how == "discarded":
        ops.discard_from_hand(game, card)
    else:  # on top of his deck, then milled
        ops.take_out(game, card)
        game.state.players[HERO_P].deck.append(card)
        game.state.zone[card] = Z_DECK
        active.rebuild(game)
        ops.mill(game, HERO_P, 1)
    settle(game)
    assert game.zone_name(card) == "discard"
    assert game.power(VILLAIN_P) == power + gain
