"""Unending ships (effects/unending/ships.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.facts import Z_DECK, Z_HAND

SHIP, OBS = CardType.SHIP, CardType.OBSTACLE
APOLLO = real("Apollo (Battlecruiser)", SHIP, cost=4, firepower=3, traits=("Atlantis", "SGC"))
RESEARCH = real("Asgard Research Vessel", SHIP, cost=4, firepower=3, traits=("Asgard",))
HIVESHIP = real("Todd's Hiveship (Friend and Foe)", SHIP, cost=4, firepower=2,
                traits=("Wraith",), allegiance=Allegiance.VILLAIN)
HATAK = real("Lucian Alliance Ha'tak", SHIP, cost=3, firepower=3,
             allegiance=Allegiance.VILLAIN)
COMBAT = mission("Combat Mission", B, 12)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard], power: int = 9
          ) -> StargateGame:
    game = scenario(hero, villain, missions=[COMBAT, SPARE], power=power, pad=20)
    for card in (*hero, *villain):
        if card.type is SHIP:
            owner = HERO_P if card in hero else VILLAIN_P
            ops.put_in_play(game, uid(game, card.title, owner))
    game._version += 1  # set up outside the actions: the listed legal actions are stale
    return game


# --- Apollo --------------------------------------------------------------------------------


@pytest.mark.parametrize(("power", "usable"), [(9, True), (1, False)])
def test_apollo_pays_and_discards_for_firepower_once_a_mission(power: int, usable: bool
                                                               ) -> None:
    game = start([APOLLO], [], power=power)
    apollo = uid(game, "Apollo", HERO_P)
    discard = game.hand(HERO_P)[0]
    action = ActivateAbility(apollo, 0, discards=(discard,))
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert values.firepower(game, apollo) == 5 and game.power(HERO_P) == power - 2
        again = ActivateAbility(apollo, 0, discards=(game.hand(HERO_P)[0],))
        assert again not in game.legal_actions()


@pytest.mark.parametrize("assigned", [True, False])
def test_apollo_victory_gains_a_power(assigned: bool) -> None:
    game = start([APOLLO], [])
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Apollo", HERO_P)))
    power = game.power(HERO_P)
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert game.power(HERO_P) == power + (1 if assigned else 0)


# --- Asgard Research Vessel ----------------------------------------------------------------


def _only_in_villain_hand(game: StargateGame, keep: int) -> None:
    p = game.state.players[VILLAIN_P]
    for u in p.hand:
        if u != keep:
            p.deck.append(u)
            game.state.zone[u] = Z_DECK
    if keep in p.deck:
        p.deck.remove(keep)
    p.hand = [keep]
    game.state.zone[keep] = Z_HAND
    game._version += 1


@pytest.mark.parametrize(("card", "hero_gain", "villain_loss"), [("Rocks", 0, 1),
                                                                 ("V 0", 1, 0)])
def test_asgard_research_vessel_reveals_a_random_card(card: str, hero_gain: int,
                                                      villain_loss: int) -> None:
    game = start([RESEARCH], [ROCKS])
    _only_in_villain_hand(game, uid(game, card, VILLAIN_P))
    vessel = uid(game, "Asgard Research Vessel", HERO_P)
    game.apply(ActivateAbility(vessel, 0, discards=(game.hand(HERO_P)[0],)))
    assert game.power(HERO_P) == 9 + hero_gain
    assert game.power(VILLAIN_P) == 9 - villain_loss
    assert game.status_name(vessel) == "stopped"


def test_asgard_research_vessel_stopped_cant_look() -> None:
    game = start([RESEARCH], [ROCKS])
    vessel = uid(game, "Asgard Research Vessel", HERO_P)
    ops.stop(game, vessel)
    game._version += 1
    assert not any(isinstance(a, ActivateAbility) and a.card == vessel
                   for a in game.legal_actions())


# --- Todd's Hiveship / Lucian Alliance Ha'tak ------------------------------------------------


@pytest.mark.parametrize("obstacle", [True, False])
def test_todds_hiveship_gains_firepower_per_obstacle(obstacle: bool) -> None:
    game = start([], [HIVESHIP, ROCKS])
    game.apply(Pass())
    if obstacle:
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert values.firepower(game, uid(game, "Todd's Hiveship", VILLAIN_P)) == 2 + obstacle


@pytest.mark.parametrize("complication", [True, False])
def test_lucian_alliance_hatak_gains_firepower_per_complication(complication: bool) -> None:
    game = start([], [HATAK, ROCKS])
    game.apply(Pass())
    if complication:
        game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    hatak = uid(game, "Lucian Alliance Ha'tak", VILLAIN_P)
    assert values.firepower(game, hatak) == 3 + complication


THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=2, skills={B: 1}, revive=1)
PRIEST = sg_card("Priest", CardType.ADVERSARY, "Cleric", cost=2, skills={B: 1}, revive=1,
                 traits=("Ori",))


@pytest.mark.parametrize(("scored", "total"), [("Thug", 3), ("Priest", 2)])
def test_lucian_alliance_hatak_trait_less_scored_adversaries_count_one_more(
        scored: str, total: int) -> None:
    game = start([], [HATAK, THUG, PRIEST])  # the Ha'tak in play
    ops.to_score_pile(game, uid(game, scored, VILLAIN_P))
    game._version += 1
    assert values.score_total(game, VILLAIN_P) == total
