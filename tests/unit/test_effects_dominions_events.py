"""Dominions events (effects/dominions/events.py), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import Assign, Choose, Pass, PlayCard, StargateGame, ops

GIFT = real("The Gift of Life", CardType.EVENT, cost=4, traits=("Atlantis",))
BROTHERS = real("Brothers in Arms", CardType.EVENT, cost=2, traits=("Jaffa", "Tok'ra"))
WRAITH = sg_card("Wraith Drone", CardType.ADVERSARY, "Hunter", cost=1, skills={B: 2},
                 revive=3, traits=("Wraith",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=1, skills={B: 2}, revive=3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard] | None = None,
          team: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero, villain or [], missions=[TEST_MISSION, SPARE],
                    power=9, pad=30, hero_team=team)


@pytest.mark.parametrize(("adversary", "cost", "gift"), [("Wraith Drone", 2, 2), ("Thug", 4, 0)])
def test_the_gift_of_life_readies_an_incapacitated_character(adversary: str, cost: int,
                                                             gift: int) -> None:
    game = start([GIFT], [WRAITH, THUG])
    warrior = uid(game, "Fixture Warrior", HERO_P)
    ops.incapacitate(game, warrior)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, adversary, VILLAIN_P)))
    villain_power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "The Gift of Life", HERO_P)))
    assert game.power(HERO_P) == 9 - cost
    assert game.power(VILLAIN_P) == villain_power + gift
    assert game.status_name(warrior) == "ready"


@pytest.mark.parametrize(("other", "bonus"), [("Fixture Warrior", 1), ("Fixture Scholar", 0)])
def test_brothers_in_arms_boosts_per_missing_affiliation(other: str, bonus: int) -> None:
    game = start([BROTHERS])
    warrior = uid(game, "Fixture Warrior", HERO_P)
    ops.ready(game, warrior)
    game._version += 1
    leader = uid(game, "Fixture Leader", HERO_P)  # SGC; the Warrior is Jaffa
    for title in ("Fixture Leader", other):
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Brothers in Arms", HERO_P)))
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert game.skill(leader, 2) == 3 + bonus





STOPGAP = real("Stopgap Fix", CardType.EVENT, cost=2, traits=("Destiny",))
SPANNER = sg_card("Spanner", CardType.GEAR, cost=1)


@pytest.mark.parametrize("gear", [True, False])
def test_stopgap_fix_takes_a_gear_back(gear: bool) -> None:
    game = start([STOPGAP, SPANNER])
    spanner = uid(game, "Spanner", HERO_P)
    if gear:
        ops.discard_from_hand(game, spanner)
        game._version += 1
    game.apply(PlayCard(uid(game, "Stopgap Fix", HERO_P)))
    assert game.zone_name(spanner) == "hand"
    assert game.zone_name(uid(game, "Stopgap Fix", HERO_P)) == "discard"
