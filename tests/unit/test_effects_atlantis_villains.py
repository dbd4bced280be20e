"""Atlantis adversaries and obstacles (effects/atlantis/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

from functools import partial

import pytest
from factories import MARINE, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, end_mission, put_in_play
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
    values,
)

ADV, OBS, SHIP = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SHIP
TRUCE = real("Precarious Truce", OBS, cost=2, skills={C: 3}, traits=("Wraith",))
FAILSAFES = real("Sabotaged Failsafes", OBS, cost=3, skills={C: 2, S: 2, I: 2})
ARMADA = real("Wraith Armada", OBS, cost=2, skills={B: 2, I: 2}, traits=("Wraith",))
PRISONERS = real("Prisoners of the Hive", OBS, cost=1, skills={C: 1, B: 1, I: 1},
                 traits=("Wraith",))
INCURSION = real("Psychic Incursion", OBS, cost=1, skills={C: 1, I: 1}, traits=("Wraith",))
OBEROTH = real("Oberoth (Leader of the Asuran Council)", ADV, cost=4,
               skills={C: 2, S: 2, B: 1}, revive=6, traits=("Replicator",))
CALDWELL = real("Steven Caldwell (Goa'uld Agent of the Trust)", ADV, cost=4,
                skills={B: 2, I: 2}, revive=5, traits=("Goa'uld",))

KEEPER = sg_card("Keeper", ADV, "Wraith Keeper", cost=1, skills={C: 1, B: 1}, revive=1,
                 traits=("Wraith",))
HIVE = sg_card("Hive", SHIP, "Wraith Ship", cost=1, firepower=2, traits=("Wraith",),
               allegiance=Allegiance.VILLAIN)
ROCKS = sg_card("Rocks", OBS, cost=1, skills={C: 1, B: 1})
CULTURE = mission("Culture Mission", C, 12)
COMBAT = mission("Combat Mission", B, 12, experience=2)
EASY_CULTURE = mission("Easy Culture", C, 1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard],
          first: StargateCard = CULTURE, power: int = 9) -> StargateGame:
    return scenario(hero, villain, missions=[first, SPARE], power=power, pad=20)


in_play = partial(put_in_play, player=HERO_P)


# --- Precarious Truce ----------------------------------------------------------------------


@pytest.mark.parametrize(("first", "wraith"), [(CULTURE, True), (EASY_CULTURE, True),
                                               (CULTURE, False)])
def test_precarious_truce_readies_a_wraith_adversary_either_way(first: StargateCard,
                                                                wraith: bool) -> None:
    game = start([], [TRUCE, KEEPER], first=first)
    keeper = v(game, "Keeper")
    if wraith:
        in_play(game, "Keeper", player=VILLAIN_P)
        ops.stop(game, keeper)
        game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(v(game, "Precarious Truce")))
    end_mission(game)
    if wraith:
        game.apply(Choose(keeper))
        assert game.status_name(keeper) == "ready"
    else:
        assert game.pending_decision is None or keeper not in game.pending_decision.options


# --- Sabotaged Failsafes -------------------------------------------------------------------


@pytest.mark.parametrize("gear_in_play", [True, False])
def test_sabotaged_failsafes_stops_a_gear(gear_in_play: bool) -> None:
    game = start([WIDGET], [FAILSAFES])
    widget = uid(game, "Widget", HERO_P)
    if gear_in_play:
        in_play(game, "Widget")
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Sabotaged Failsafes")))
    if gear_in_play:
        game.apply(Choose(widget))  # the only usable mode (no stopped gear) asks directly
        assert game.status_name(widget) == "stopped"
    else:
        assert game.pending_decision is None


def test_sabotaged_failsafes_destroys_a_stopped_gear() -> None:
    game = start([WIDGET], [FAILSAFES])
    widget = uid(game, "Widget", HERO_P)
    in_play(game, "Widget")
    ops.stop(game, widget)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Sabotaged Failsafes")))
    game.apply(Choose(widget))
    assert game.zone_name(widget) == "discard"


# --- Wraith Armada -------------------------------------------------------------------------


@pytest.mark.parametrize(("hard", "readied"), [(True, True), (False, False)])
def test_wraith_armada_failure_readies_wraith_ships(hard: bool, readied: bool) -> None:
    game = start([], [ARMADA, HIVE], first=COMBAT if hard else mission("Easy", B, 1))
    in_play(game, "Hive", player=VILLAIN_P)
    hive = v(game, "Hive")
    ops.stop(game, hive)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(v(game, "Wraith Armada")))
    if not hard:
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    if readied:
        game.apply(Choose(hive))
    assert game.status_name(hive) == ("ready" if readied else "stopped")


# --- Prisoners of the Hive -----------------------------------------------------------------


@pytest.mark.parametrize("pay", [True, False])
def test_prisoners_of_the_hive_costs_two_power_or_four_cards(pay: bool) -> None:
    game = start([], [PRISONERS])
    game.apply(Pass())
    deck = len(game.state.players[HERO_P].deck)
    game.apply(PlayCard(v(game, "Prisoners of the Hive")))
    game.apply(Choose(0) if pay else Decline())
    assert game.power(HERO_P) == 9 - (2 if pay else 0)
    assert len(game.state.players[HERO_P].deck) == deck - (0 if pay else 4)


# --- Psychic Incursion ---------------------------------------------------------------------


@pytest.mark.parametrize(("named", "drawn"), [(1, 3), (4, 0), (0, 0)])
def test_psychic_incursion_drains_the_named_number_then_draws_the_rest(named: int,
                                                                       drawn: int) -> None:
    game = start([], [INCURSION])
    game.apply(Pass())
    deck = len(game.state.players[HERO_P].deck)
    game.apply(PlayCard(v(game, "Psychic Incursion")))
    hand = len(game.hand(VILLAIN_P))
    game.apply(Choose(named))
    assert len(game.state.players[HERO_P].deck) == deck - named
    if named < 4:
        game.apply(Choose(drawn) if drawn else Decline())
    assert game.pending_decision is None
    assert len(game.hand(VILLAIN_P)) == hand + drawn


# --- Oberoth -------------------------------------------------------------------------------


@pytest.mark.parametrize(("assigned", "paid"), [(True, 0), (False, 1)])
def test_oberoth_assigned_makes_complications_cheaper(assigned: bool, paid: int) -> None:
    game = start([], [OBEROTH, ROCKS])
    in_play(game, "Oberoth", player=VILLAIN_P)
    game.apply(Pass())
    if assigned:
        game.apply(Assign(v(game, "Oberoth")))
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    power = game.power(VILLAIN_P)
    game.apply(PlayComplication(v(game, "Rocks")))
    assert power - game.power(VILLAIN_P) == paid


@pytest.mark.parametrize("assigned", [True, False])
def test_oberoth_assigned_makes_each_complication_a_replicator_card(assigned: bool) -> None:
    from stargate_vcg.effects.vocab import anything, trait_cards_at_mission

    game = start([], [OBEROTH, ROCKS])
    oberoth = v(game, "Oberoth")
    in_play(game, "Oberoth", player=VILLAIN_P)
    game.apply(Pass())
    if assigned:
        game.apply(Assign(oberoth))
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayComplication(v(game, "Rocks")))
    count = trait_cards_at_mission("Replicator", anything)(game.surface, oberoth)
    assert count == (2 if assigned else 0)  # Oberoth himself and the complication


# --- Steven Caldwell -----------------------------------------------------------------------


@pytest.mark.parametrize(("assigned", "firepower"), [(True, 3), (False, 2)])
def test_steven_caldwell_assigned_raises_his_ships(assigned: bool, firepower: int) -> None:
    game = start([], [CALDWELL, HIVE], first=mission("Combat", B, 12))
    in_play(game, "Steven Caldwell", "Hive", player=VILLAIN_P)
    hive = v(game, "Hive")
    game.apply(Pass())
    if assigned:
        game.apply(Assign(v(game, "Steven Caldwell")))
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(hive))
    assert values.firepower(game, hive) == firepower


# --- second batch --------------------------------------------------------------------------

MICHAEL = real('"Michael" (Wraith Outcast)', ADV, cost=3, skills={S: 2, B: 2}, revive=4,
               traits=("Wraith",))
DEFIANT = real("The Defiant One (Survivor)", ADV, cost=3, skills={S: 2, B: 2, I: 2},
               revive=3, traits=("Wraith",))
HIJACKED = real("Hijacked Gate", OBS, cost=4, skills={S: 3, I: 3}, traits=("Wraith",))
LAB = mission("Lab Mission", S, 12)


@pytest.mark.parametrize("pay", [True, False])
def test_michael_assigned_pays_to_drain_four_and_grows_per_hero_card(pay: bool) -> None:
    game = start([], [MICHAEL], first=COMBAT)
    in_play(game, '"Michael"', player=VILLAIN_P)
    michael = v(game, '"Michael"')
    game.apply(Pass())
    deck = len(game.state.players[HERO_P].deck)
    game.apply(Assign(michael))
    game.apply(Choose(0) if pay else Decline())
    assert len(game.state.players[HERO_P].deck) == deck - (4 if pay else 0)
    # The hero's deck is all hero cards (fixture fillers): +1 difficulty for each.
    assert values.difficulty_of(game, michael, 2) == 2 + (4 if pay else 0)
    assert game.power(VILLAIN_P) == 9 - (2 if pay else 0)


def test_the_defiant_one_assigned_makes_each_character_cost_a_drain() -> None:
    game = start([MARINE], [DEFIANT], first=COMBAT)
    in_play(game, "The Defiant One", player=VILLAIN_P)
    game.apply(Pass())
    game.apply(Assign(v(game, "The Defiant One")))
    deck = len(game.state.players[HERO_P].deck)
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    assert len(game.state.players[HERO_P].deck) == deck - 1
    game.apply(Pass())
    game.apply(Assign(uid(game, "Marine", HERO_P)))
    assert len(game.state.players[HERO_P].deck) == deck - 2


def test_the_defiant_one_not_assigned_costs_no_drain() -> None:
    game = start([MARINE], [DEFIANT], first=COMBAT)
    in_play(game, "The Defiant One", player=VILLAIN_P)
    deck = len(game.state.players[HERO_P].deck)
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    assert len(game.state.players[HERO_P].deck) == deck


@pytest.mark.parametrize("gear", [True, False])
def test_hijacked_gate_failure_destroys_a_gear(gear: bool) -> None:
    game = start([WIDGET], [HIJACKED], first=LAB)
    widget = uid(game, "Widget", HERO_P)
    if gear:
        in_play(game, "Widget")
    game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    game.apply(PlayCard(v(game, "Hijacked Gate")))
    end_mission(game)
    if gear:
        assert game.zone_name(widget) == "discard"
    else:
        assert game.zone_name(widget) == "hand"


UNDERLING = real("Wraith Underling (He Who Would Be King)", ADV, cost=4, skills={C: 3, B: 3},
                 revive=4, traits=("Wraith",))
CULL = sg_card("Cull", OBS, cost=1, skills={C: 1}, traits=("Wraith",))


@pytest.mark.parametrize("assigned", [True, False])
def test_wraith_underling_assigned_gives_wraith_obstacles_dominion(assigned: bool) -> None:
    from stargate_vcg.engine.stargate.rules import dominion_obstacles

    game = start([], [UNDERLING, CULL])
    in_play(game, "Wraith Underling", player=VILLAIN_P)
    game.apply(Pass())
    cull = v(game, "Cull")
    game.apply(PlayCard(cull))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(v(game, "Wraith Underling")))
    assert (cull in dominion_obstacles(game)) is assigned


@pytest.mark.parametrize("destroy", [True, False])
def test_wraith_underling_scored_with_a_dominion_obstacle_may_destroy_it_no_more_missions(
        destroy: bool) -> None:
    from sg_effect_cards import drive

    from stargate_vcg.engine.stargate import Continue, Score

    game = start([], [UNDERLING, CULL])
    underling, cull = v(game, "Wraith Underling"), v(game, "Cull")
    in_play(game, "Wraith Underling", player=VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(cull))
    game.apply(Pass())
    game.apply(Assign(underling))
    end_mission(game)  # nobody assigned against Culture: it fails
    drive(game, lambda g: Score(underling, cull) in g.legal_actions())
    game.apply(Score(underling, cull))
    game.apply(Choose(0) if destroy else Decline())
    assert game.zone_name(cull) == ("discard" if destroy else "villain score pile")
    drive(game, lambda g: g.phase == "deciding to continue")
    assert (Continue() in game.legal_actions()) is not destroy


@pytest.mark.parametrize(("first", "can_continue"), [(mission("Easy Lab", S, 1), False),
                                                     (LAB, True)])
def test_hijacked_gate_success_ends_the_heros_missions_for_the_turn(
        first: StargateCard, can_continue: bool) -> None:
    from stargate_vcg.engine.stargate import Continue

    game = start([], [HIJACKED], first=first)
    game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    game.apply(PlayCard(v(game, "Hijacked Gate")))
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (Continue() in game.legal_actions()) is can_continue


# --- session 8 sp-cards11 ------------------------------------------------------------------

COWEN = real("Chief Cowen (Untrustworthy Genii Ally)", ADV, cost=1, skills={C: 2, B: 2},
             revive=4)


@pytest.mark.parametrize("used", [True, False])
def test_chief_cowen_readied_and_blocked_by_his_opponent_pays_his_owner_later(
        used: bool) -> None:
    from sg_effect_cards import drive

    from stargate_vcg.engine.stargate import ActivateAbility

    game = start([], [COWEN])
    cowen = v(game, "Chief Cowen")
    in_play(game, "Chief Cowen", player=VILLAIN_P)
    game.apply(Pass())
    use = ActivateAbility(cowen, 0)
    assert use not in game.legal_actions()  # his own player can't, nor while unassigned
    game.apply(Assign(cowen))
    assert game.to_act == HERO_P
    assert (use in game.legal_actions())
    if used:
        game.apply(use)
        assert game.status_name(cowen) == "ready" and game.is_blocked(cowen)
    drive(game, lambda g: g.turn == 2 and g.phase == "performing actions")
    assert game.power(VILLAIN_P) == (3 + 1 if used else 3)  # his power phase: 3, +1


IRATUS = real("Iratus Bug", OBS, cost=1, skills={C: 2})


@pytest.mark.parametrize(("payers", "allowed"), [(("Fixture Scientist",), True),
                                                 (("Fixture Scholar",), False),
                                                 (("Fixture Leader", "Fixture Scholar"), True)])
def test_iratus_bug_failure_blocks_a_character_until_three_science_or_ingenuity_destroy_it(
        payers: tuple[str, ...], allowed: bool) -> None:
    from sg_effect_cards import at_actions_of_turn, drive

    from stargate_vcg.engine.stargate import ActivateAbility
    from stargate_vcg.errors import IllegalAction

    game = start([], [IRATUS])
    bug, leader = v(game, "Iratus Bug"), uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(bug))
    end_mission(game)  # nobody assigned: it fails
    game.apply(Choose(leader))
    assert bug in game.surface.beneath(leader) and game.is_blocked(leader)
    drive(game, at_actions_of_turn(3))
    assert game.is_blocked(leader)
    listed = game.surface.abilities_of(leader)
    index = next(i for i, a in enumerate(listed) if a.cost.stop_others == len(payers))
    use = ActivateAbility(leader, index,
                          stops=tuple(uid(game, p, HERO_P) for p in payers))
    if not allowed:
        with pytest.raises(IllegalAction):
            game.apply(use)
        return
    game.apply(use)
    assert game.zone_name(bug) == "discard" and not game.is_blocked(leader)


# --- session 11 sp-cards16: Invading Forces -------------------------------------------------

INVADING = real("Invading Forces", CardType.OBSTACLE, cost=3, skills={C: 2, B: 2})
GRUNT = sg_card("Grunt", CardType.ADVERSARY, "Footman", cost=1, skills={B: 1}, revive=2)
PILE = [mission(f"Pile Mission {n}", C, 3) for n in range(4)]


def _invaded(acts: int) -> tuple[StargateGame, list[int]]:
    """The villain plays Invading Forces at a hard Combat mission, then takes `acts` more
    turns to act there (1: a pass; 3: play the Grunt, assign him, pass), the hero
    passing or assigning between; the hero's mission pile then, top first."""
    game = scenario([], [INVADING, GRUNT], missions=[COMBAT, *PILE], power=9, pad=20)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Invading Forces")))
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    pile = list(reversed(game.state.players[HERO_P].missions))
    if acts == 3:
        game.apply(PlayCard(v(game, "Grunt")))
        game.apply(Pass())
        game.apply(Assign(v(game, "Grunt")))
        game.apply(Pass())
        game.apply(Pass())  # the villain's pass (a turn to act) ends it: a failure
    else:
        game.apply(Pass())  # the villain passes (a turn to act), then the hero
        game.apply(Pass())
    return game, pile


@pytest.mark.parametrize("acts", [1, 3])
def test_invading_forces_counts_its_owners_turns_to_act(acts: int) -> None:
    game, pile = _invaded(acts)
    invading = v(game, "Invading Forces")
    assert game.surface.recall(invading, "counters") == (acts,)
    decision = game.pending_decision
    assert decision is not None and decision.player == VILLAIN_P  # look?
    game.apply(Choose(0))
    decision = game.pending_decision
    assert decision is not None and set(decision.options) == set(pile[:acts])
    game.apply(Choose(pile[0]))  # the top one to the bottom
    if acts > 1:
        game.apply(Decline())  # no more to the bottom
        game.apply(Choose(pile[1]))  # the rest on top: this one first
    missions = game.state.players[HERO_P].missions
    assert missions[0] == pile[0]  # at the bottom
    assert missions[-1] == pile[1]  # the next one on top


def test_invading_forces_may_be_declined() -> None:
    game, pile = _invaded(1)
    game.apply(Decline())
    assert list(reversed(game.state.players[HERO_P].missions)) == pile
