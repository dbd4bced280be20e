"""Dominions cards completed in session 9 (sp-cards12), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import RAIDER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, villain
from test_sg_engine_helpers import HERO_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    Assign,
    Boost,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.errors import IllegalAction

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE

BOOSTERS = {
    "Replicator": real("At Oberoth's Mercy", OBS, cost=2, skills={S: 2, B: 1, I: 2},
                       traits=("Replicator",)),
    "Goa'uld": real("Hathor's Resurrection", OBS, cost=2, skills={C: 2, S: 2, I: 2},
                    traits=("Goa'uld",)),
    "Political": real("IOA Investigation", OBS, cost=2, skills={C: 2, S: 1, I: 2},
                      traits=("Political",)),
    "Wraith": real("Ravaging Renewal", OBS, cost=2, skills={S: 2, B: 2, I: 1},
                   traits=("Wraith",)),
    "Jaffa": real("Test of Might", OBS, cost=2, skills={C: 1, B: 2, I: 2},
                  traits=("Jaffa",)),
    "Ori": real("The Will of the Ori", OBS, cost=2, skills={C: 2, S: 2, B: 2},
                traits=("Ori",)),
}

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = C) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE], power=power, pad=30)


# --- the obstacles that may boost an adversary of their affiliation ---

@pytest.mark.parametrize("affiliation", list(BOOSTERS))
@pytest.mark.parametrize("shares", [True, False])
def test_an_obstacle_boosts_an_adversary_of_its_affiliation(affiliation: str,
                                                            shares: bool) -> None:
    trait = affiliation if shares else "Tok'ra"
    thug = sg_card("Thug", ADV, "Brute", cost=1, skills={C: 2}, revive=3, traits=(trait,))
    booster = BOOSTERS[affiliation]
    game = start(villain=[thug, booster])
    adversary, obstacle = villain(game, "Thug"), villain(game, booster.name)
    game.apply(Pass())
    game.apply(PlayCard(adversary))
    game.apply(Pass())
    game.apply(Assign(adversary))
    game.apply(Pass())
    boost = Boost(adversary, obstacle)
    assert (boost in game.legal_actions()) is shares
    if not shares:
        with pytest.raises(IllegalAction):
            game.apply(boost)
        assert game.skill(adversary, 0) == 2
        return
    game.apply(boost)
    assert game.zone_name(obstacle) == "discard"
    assert game.skill(adversary, 0) == 3


# --- Unstoppable Advance: its Victory text ---

ADVANCE = real("Unstoppable Advance", OBS, cost=0, skills={C: 0, S: 0, B: 0, I: 0},
               traits=("Ori",))
GLIDER = sg_card("Glider", CardType.SHIP, "Death Glider", cost=1, firepower=1,
                 allegiance=Allegiance.VILLAIN)
CRUISER = sg_card("Cruiser", CardType.SHIP, "Hero Ship", cost=1, firepower=5,
                  allegiance=Allegiance.HERO)


@pytest.mark.parametrize("victory", [True, False])
def test_unstoppable_advance_victory_readies_a_villain_ship(victory: bool) -> None:
    game = start([CRUISER], [ADVANCE, RAIDER, GLIDER])
    raider, glider = villain(game, "Raider"), villain(game, "Glider")
    ops.put_in_play(game, raider)
    ops.put_in_play(game, glider)
    ops.stop(game, glider)
    if not victory:  # the hero's ship wins the battle
        ops.put_in_play(game, uid(game, "Cruiser", HERO_P))
    game._version += 1
    if not victory:
        game.apply(Assign(uid(game, "Cruiser", HERO_P)))
        game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(villain(game, "Unstoppable Advance")))
    game.apply(Pass())
    game.apply(Assign(raider))
    game.apply(Decline())  # (its assignment text: no complication)
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    while game.pending_decision is not None and glider not in game.pending_decision.options:
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    if victory:
        assert game.pending_decision is not None
        assert set(game.pending_decision.options) == {raider, glider}
        game.apply(Choose(glider))
    assert game.status_name(glider) == ("ready" if victory else "stopped")


# --- Eyes of the Goa'uld, Air Strike: Victory ---

EYES = real("Eyes of the Goa'uld", OBS, cost=6, skills={S: 6, B: 6}, traits=("Goa'uld",))
AIR_STRIKE = real("Air Strike", OBS, cost=1, skills={B: 2})
HATAK = sg_card("Hatak", CardType.SHIP, "Mothership", cost=1, firepower=2,
                traits=("Goa'uld",), allegiance=Allegiance.VILLAIN)


def villain_wins_a_battle(game: StargateGame, obstacle: str, *ships: int) -> None:
    """The hero assigns his leader; the villain plays `obstacle` and assigns `ships`; both
    pass until the mission asks something (Victory text) or resolves."""
    for s in ships:
        ops.put_in_play(game, s)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(villain(game, obstacle)))
    for s in ships:
        game.apply(Pass())
        game.apply(Assign(s))
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())


@pytest.mark.parametrize(("ship", "score"), [("Hatak", True), ("Hatak", False),
                                             ("Raider", False)])
def test_eyes_of_the_goauld_victory_may_score_a_goauld_ship(ship: str, score: bool) -> None:
    game = start(villain=[EYES, HATAK, RAIDER], skill=B)
    card = villain(game, ship)
    villain_wins_a_battle(game, "Eyes of the Goa'uld", card)
    if ship == "Hatak":
        assert game.pending_decision is not None and card in game.pending_decision.options
        game.apply(Choose(card) if score else Decline())
    assert (game.zone_name(card) == "villain score pile") is score


@pytest.mark.parametrize("ships", [2, 1, 0])
def test_air_strike_victory_makes_the_mission_harder_per_assigned_villain_ship(
        ships: int) -> None:
    game = start(villain=[AIR_STRIKE, HATAK, RAIDER], skill=B)
    villain_wins_a_battle(game, "Air Strike",
                          *[villain(game, t) for t in ("Hatak", "Raider")[:ships]])
    outcome = next(e for e in game.log if e.kind in ("success", "failure"))
    assert int(outcome.text) == 3 + 2 + ships  # the mission, Air Strike, the ships


# --- Flagisallus (the support character) ---

FLAGISALLUS = real("Flagisallus", CardType.SUPPORT_CHARACTER, cost=2,
                   skills={C: 2, S: 2, I: 2})


@pytest.mark.parametrize("assigned", [True, False])
def test_flagisallus_assigned_is_destroyed_as_the_mission_ends(assigned: bool) -> None:
    game = start([FLAGISALLUS], skill=C)
    flagisallus = uid(game, "Flagisallus", HERO_P)
    game.apply(PlayCard(flagisallus))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(flagisallus))
        game.apply(Pass())
    game.apply(Pass())
    while game.phase == "performing actions" or game.pending_decision is not None:
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, (Pass, Decline))), actions[0]))
    assert game.zone_name(flagisallus) == ("discard" if assigned else "in play")
