"""Destiny events, gear and ships (effects/destiny/events.py, characters.py, ships.py),
each played: the text happens, and does not when its condition fails. Fixture printings
with the real card ids (stats of the project's own); player 0 is the hero of turn 1
(`scenario`): Leader (Combat 3), Scholar and Scientist ready, the Jaffa Warrior
stopped."""

from __future__ import annotations

import pytest
from factories import CRUISER, ENVOY, RIFLE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, abilities, hero, power, power_spent, villain
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
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
    values,
)
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

SUPPORT, GEAR, SHIP = CardType.SUPPORT_CHARACTER, CardType.GEAR, CardType.SHIP
AD, OB, EVENT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.EVENT
COMBAT = 2  # skill index (engine/stargate/surface.py)

FEAR = real("Leading by Fear", EVENT, cost=1)
IRIS = real("Close the Iris!", EVENT, cost=1)
FRED = real("FRED", GEAR, cost=1)
MOONSHINE = real("Moonshine", GEAR, cost=1)
MALP = real("Weaponized MALP", GEAR, cost=1)
DESTINY = real("Destiny (Unstoppable)", SHIP, cost=1, firepower=3)
MOTHERSHIP = real("Nakai Mothership", SHIP, cost=1, firepower=3,
                  allegiance=Allegiance.VILLAIN)
DRONE = real("Drone", SHIP, cost=1, firepower=1, traits=("Replicator",),
             allegiance=Allegiance.VILLAIN)
CONTROL = real("Control Ship", SHIP, cost=1, firepower=0, traits=("Replicator",),
               allegiance=Allegiance.VILLAIN)

TORCH = sg_card("Torch", GEAR, cost=1)
ROCKS = sg_card("Rocks", OB, cost=1, skills={B: 2})
HENCHMAN = sg_card("Henchman", AD, "Minion", cost=1, skills={B: 1}, revive=1)
THUG = sg_card("Thug", AD, "Brute", cost=1, skills={B: 1}, revive=1)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=missions or [TEST_MISSION,
                                          SPARE],
                    power=9, pad=20)


def in_play(game: StargateGame, *cards: int) -> None:
    for c in cards:
        ops.put_in_play(game, c)
    game._version += 1  # set up outside the actions: the listed legal actions are stale


# --- events ---


@pytest.mark.parametrize("two", [True, False])
def test_leading_by_fear_needs_two_adversaries(two: bool) -> None:
    game = start([FEAR], [HENCHMAN, THUG])
    in_play(game, villain(game, "Henchman"), *([villain(game, "Thug")] if two else []))
    if not two:
        with pytest.raises(IllegalAction):
            game.apply(PlayCard(hero(game, "Leading by Fear")))
        return
    game.apply(PlayCard(hero(game, "Leading by Fear")))
    assert game.to_act == VILLAIN_P
    game.apply(Choose(villain(game, "Thug")))
    assert game.zone_name(villain(game, "Thug")) == "discard"
    assert game.zone_name(villain(game, "Henchman")) == "in play"


@pytest.mark.parametrize("obstacle", [True, False])
def test_close_the_iris_destroys_an_obstacle(obstacle: bool) -> None:
    game = start([IRIS], [ROCKS])
    if obstacle:
        game.apply(Pass())
        game.apply(PlayCard(villain(game, "Rocks")))
    game.apply(PlayCard(hero(game, "Close the Iris!")))
    assert game.zone_name(villain(game, "Rocks")) == ("discard" if obstacle else "hand")


def test_close_the_iris_leaves_its_player_nothing_but_pass_for_the_mission() -> None:
    from sg_effect_cards import drive

    game = start([IRIS, ENVOY], [ROCKS])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Rocks")))
    envoy = hero(game, "Envoy")
    assert PlayCard(envoy) in game.legal_actions()
    game.apply(PlayCard(hero(game, "Close the Iris!")))
    game.apply(Pass())  # the villain
    assert game.to_act == HERO_P
    assert all(isinstance(a, Pass) for a in game.legal_actions())
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(envoy))
    # The next mission (the same turn) is free again.
    drive(game, lambda g: g.phase == "deciding to continue")
    from stargate_vcg.engine.stargate import Continue
    game.apply(Continue())
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None
          and g.to_act == HERO_P)
    assert PlayCard(envoy) in game.legal_actions()


# --- gear ---


@pytest.mark.parametrize("stopped", [True, False])
def test_fred_readies_another_gear(stopped: bool) -> None:
    game = start([FRED, RIFLE])
    fred, rifle = hero(game, "FRED"), hero(game, "Rifle")
    in_play(game, fred, rifle)
    if stopped:
        ops.stop(game, rifle)
        game._version += 1
    found = [a for a in abilities(game, fred) if a.ability == 0]
    assert bool(found) is stopped
    if stopped:
        game.apply(found[0])
        assert game.status_name(rifle) == "ready"
        assert game.status_name(fred) == "stopped"


def test_fred_stops_another_gear_to_ready_a_support_character() -> None:
    game = start([FRED, RIFLE, ENVOY])
    fred, rifle, envoy = hero(game, "FRED"), hero(game, "Rifle"), hero(game, "Envoy")
    in_play(game, fred, rifle, envoy)
    ops.stop(game, envoy)
    game._version += 1
    game.apply(ActivateAbility(fred, 1, stops=(rifle,), target=envoy))
    assert (game.status_name(envoy), game.status_name(rifle)) == ("ready", "stopped")


@pytest.mark.parametrize("stopped", [True, False])
def test_moonshine_readies_a_character_who_gets_skills_minus_one(stopped: bool) -> None:
    game = start([MOONSHINE])
    moonshine = hero(game, "Moonshine")
    in_play(game, moonshine)
    warrior = hero(game, "Fixture Warrior")
    if not stopped:
        ops.ready(game, warrior)
        game._version += 1
    found = abilities(game, moonshine)
    assert bool(found) is stopped
    if stopped:
        game.apply(ActivateAbility(moonshine, 0, stops=(hero(game, "Fixture Scholar"),),
                                   target=warrior))
        assert game.status_name(warrior) == "ready"
        assert game.skill(warrior, COMBAT) == 2


@pytest.mark.parametrize("obstacle", [True, False])
def test_weaponized_malp_makes_the_obstacles_easier(obstacle: bool) -> None:
    game = start([MALP], [ROCKS])
    malp = hero(game, "Weaponized MALP")
    in_play(game, malp)
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    if obstacle:
        game.apply(PlayCard(villain(game, "Rocks")))
    else:
        game.apply(Pass())
    found = abilities(game, malp)
    assert bool(found) is obstacle
    if obstacle:
        game.apply(ActivateAbility(malp, 0, stops=(leader,)))
        assert game.surface.difficulty(villain(game, "Rocks"), COMBAT) == 1


# --- ships ---


def test_destiny_pays_for_firepower() -> None:
    game = start([DESTINY])
    ship = hero(game, "Destiny")
    in_play(game, ship)
    before = power(game, HERO_P)
    game.apply(abilities(game, ship)[0])
    assert values.firepower(game, ship) == 4
    assert before - power(game, HERO_P) == 2


def test_destiny_without_power_cannot_pay_for_firepower() -> None:
    game = start([DESTINY])
    ship = hero(game, "Destiny")
    in_play(game, ship)
    game.state.players[HERO_P].power = 1
    game._version += 1
    assert not abilities(game, ship)


@pytest.mark.parametrize(("paid", "how"), [(True, "stop"), (False, "stop"),
                                           (True, "incapacitate"), (False, "incapacitate")])
def test_destiny_may_pay_two_power_not_to_become_stopped_or_incapacitated(
        paid: bool, how: str) -> None:
    game = start([DESTINY])
    ship = hero(game, "Destiny")
    in_play(game, ship)
    before = power(game, HERO_P)
    getattr(game.surface, how)(ship)  # by card text
    game._version += 1
    decision = game.pending_decision
    assert decision is not None and decision.player == HERO_P
    game.apply(Choose(0) if paid else Decline())
    assert game.status_name(ship) == ("ready" if paid else
                                      "stopped" if how == "stop" else "incapacitated")
    assert before - power(game, HERO_P) == (2 if paid else 0)


def test_destiny_without_two_power_becomes_stopped_unasked() -> None:
    game = start([DESTINY])
    ship = hero(game, "Destiny")
    in_play(game, ship)
    game.state.players[HERO_P].power = 1
    game.surface.stop(ship)
    game._version += 1
    assert game.pending_decision is None
    assert game.status_name(ship) == "stopped"


SHUTTLE = real("Destiny's Shuttle (Lifeboat)", SHIP, cost=1, firepower=1)
HIVE = real("The Super-Hive (Threat to Earth)", SHIP, cost=1, firepower=1,
            allegiance=Allegiance.VILLAIN, traits=("Wraith",))
DRONE_SHIP = sg_card("Raider", SHIP, "Attack Craft", cost=1, firepower=1,
                     allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("victory_text", [True, False])
def test_destinys_shuttle_removes_an_assigned_villain_ships_victory_text(
        victory_text: bool) -> None:
    from stargate_vcg.engine.stargate.effects import TEXT_VICTORY

    game = start([SHUTTLE], [HIVE if victory_text else DRONE_SHIP])
    shuttle = hero(game, "Destiny's Shuttle")
    enemy = villain(game, "The Super-Hive" if victory_text else "Raider")
    in_play(game, shuttle, enemy)
    game.apply(Pass())
    game.apply(Assign(enemy))
    if game.pending_decision is not None:
        game.apply(Decline())  # the Super-Hive's own pay-to-search as it is assigned
    found = abilities(game, shuttle)
    assert bool(found) is victory_text
    if victory_text:
        game.apply(ActivateAbility(shuttle, 0, target=enemy))
        assert game.surface.text_removed(enemy, TEXT_VICTORY)
        assert game.status_name(shuttle) == "stopped"


@pytest.mark.parametrize("drone", [True, False])
def test_control_ship_plays_a_drone_from_the_deck_at_no_cost(drone: bool) -> None:
    game = start(villain=[CONTROL, DRONE] if drone else [CONTROL])
    control = villain(game, "Control Ship")
    in_play(game, control)
    if drone:
        game.surface.put_on_deck(villain(game, "Drone"))
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, ActivateAbility(control, 0))
    assert spent == 3
    assert game.status_name(control) == "stopped"
    if drone:
        game.apply(Choose(villain(game, "Drone")))
        assert game.zone_name(villain(game, "Drone")) == "in play"
        assert game.status_name(villain(game, "Drone")) == "ready"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("stopped", [True, False])
def test_nakai_mothership_readies_when_the_opponent_assigns_a_ship(stopped: bool) -> None:
    game = start([CRUISER], [MOTHERSHIP])
    mothership, cruiser = villain(game, "Nakai Mothership"), hero(game, "Cruiser")
    in_play(game, mothership, cruiser)
    if stopped:
        ops.stop(game, mothership)
    game.apply(Assign(cruiser))
    if stopped:
        assert game.to_act == VILLAIN_P and game.pending_decision is not None
        game.apply(Choose(0))
        assert game.status_name(mothership) == "ready"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("control", [True, False])
def test_drone_blocked_without_a_control_ship(control: bool) -> None:
    game = start(villain=[DRONE, CONTROL])
    drone = villain(game, "Drone")
    in_play(game, drone, *([villain(game, "Control Ship")] if control else []))
    game.apply(Pass())
    if control:
        game.apply(Assign(drone))
        assert game.status_name(drone) == "assigned"
    else:
        with pytest.raises(IllegalAction):
            game.apply(Assign(drone))


@pytest.mark.parametrize("drone", [True, False])
def test_control_ship_fires_harder_per_other_replicator_ship(drone: bool) -> None:
    game = start(villain=[DRONE, CONTROL])
    control = villain(game, "Control Ship")
    in_play(game, control, *([villain(game, "Drone")] if drone else []))
    assert values.firepower(game, control) == (1 if drone else 0)


KINO = real("Kino", GEAR, cost=1, traits=("Destiny", "Ancient"))


@pytest.mark.parametrize(("shown", "drawn"), [(0, 1), (4, 0)])
def test_kino_draws_unless_the_opponent_reveals_four(shown: int, drawn: int) -> None:
    game = start([KINO])
    kino = hero(game, "Kino")
    in_play(game, kino)
    before = len(game.state.players[HERO_P].hand)
    game.apply(ActivateAbility(kino, 0))
    assert game.to_act == VILLAIN_P
    from stargate_vcg.engine.stargate.actions import ChooseMany

    game.apply(ChooseMany(tuple(game.state.players[VILLAIN_P].hand[:shown])) if shown
               else Decline())
    assert len(game.state.players[HERO_P].hand) - before == drawn


CLOSE_ENOUGH = real("Close Enough", EVENT, cost=0)


@pytest.mark.parametrize(("difficulty", "playable"), [(4, True), (5, False)])
def test_close_enough_only_when_one_point_short(difficulty: int, playable: bool) -> None:
    game = start([CLOSE_ENOUGH], missions=[mission("Hard Mission", B, difficulty),
                                           SPARE])
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))  # Combat 3
    game.apply(Pass())
    if playable:
        game.apply(PlayCard(hero(game, "Close Enough")))
        game.apply(Choose(leader))
        assert game.skill(leader, COMBAT) == 4
    else:
        with pytest.raises(IllegalAction):
            game.apply(PlayCard(hero(game, "Close Enough")))


SEED_SHIP = real("Seed Ship", SHIP, cost=1, firepower=2, traits=("Destiny", "Ancient"))


def test_seed_ship_reorders_the_top_three_missions() -> None:
    game = start([SEED_SHIP], missions=[TEST_MISSION,
                                        *(mission(f"Pile {i}", C, 3) for i in range(4))])
    ship = hero(game, "Seed Ship")
    in_play(game, ship)
    pile = game.surface.mission_pile(HERO_P)
    third = pile[-3]
    game.apply(ActivateAbility(ship, 0))
    game.apply(Choose(third))  # the third goes on top
    game.apply(Choose(pile[-1]))
    assert game.surface.mission_pile(HERO_P)[-1] == third
    assert game.surface.mission_pile(HERO_P)[0] == pile[0]  # the rest untouched


def test_seed_ship_stopped_cannot_look() -> None:
    game = start([SEED_SHIP])
    ship = hero(game, "Seed Ship")
    in_play(game, ship)
    ops.stop(game, ship)
    game._version += 1
    assert not abilities(game, ship)


CHAIR = real("Archaic Control Chair", GEAR, cost=1, traits=("Destiny", "Ancient"))


@pytest.mark.parametrize("mode", [0, 1])
def test_archaic_control_chair_destroys_or_draws_by_the_sacrificed_ratings(mode: int) -> None:
    game = start([CHAIR], [ROCKS])
    chair = hero(game, "Archaic Control Chair")
    in_play(game, chair)
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Rocks")))  # cost 1
    scientist = hero(game, "Fixture Scientist")  # Science 3, Ingenuity 2
    before = len(game.state.players[HERO_P].hand)
    game.apply(ActivateAbility(chair, 0, stops=(scientist,)))
    assert game.status_name(scientist) == "incapacitated"
    game.apply(Choose(mode))
    if mode == 0:
        assert game.zone_name(villain(game, "Rocks")) == "discard"  # the only one
    else:
        assert len(game.state.players[HERO_P].hand) - before == 2


def test_archaic_control_chair_spares_a_dearer_obstacle() -> None:
    game = start([CHAIR], [ROCKS])
    chair = hero(game, "Archaic Control Chair")
    in_play(game, chair)
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Rocks")))
    scholar = hero(game, "Fixture Scholar")
    ops.stop(game, scholar)
    game._version += 1
    leader = hero(game, "Fixture Leader")  # Science 0: no obstacle costs that little
    before = len(game.state.players[HERO_P].hand)
    game.apply(ActivateAbility(chair, 0, stops=(leader,)))
    # only the draw is usable: chosen without asking (his Ingenuity 2)
    assert game.zone_name(villain(game, "Rocks")) != "discard"
    assert len(game.state.players[HERO_P].hand) - before == 2


POD = real("Stasis Pod", GEAR, cost=1, traits=("Destiny", "Ancient"))


@pytest.mark.parametrize("accept", [True, False])
def test_stasis_pod_keeps_a_destroyed_support_character(accept: bool) -> None:
    game = start([POD, ENVOY])
    pod, envoy = hero(game, "Stasis Pod"), hero(game, "Envoy")
    in_play(game, pod, envoy)
    game.surface.destroy(envoy)  # arranged outside an action: its trigger waits
    game.apply(ResolveTrigger(pod))
    game.apply(Choose(0) if accept else Decline())
    if accept:
        assert envoy in game.surface.beneath(pod)
        assert game.status_name(pod) == "stopped"
        ops.ready(game, pod)
        game._version += 1
        game.apply(ActivateAbility(pod, 0))
        assert game.zone_name(envoy) == "hand"
    else:
        assert game.zone_name(envoy) == "discard"
        assert not abilities(game, pod)


# --- session 8 sp-cards11 ------------------------------------------------------------------

STONE = real("Communication Stone", GEAR, cost=1, traits=("Destiny", "Ancient"))
LINGUIST = sg_card("Linguist", SUPPORT, "Translator", cost=1, skills={C: 4, B: 1})


@pytest.mark.parametrize("discarded", ["Linguist", "Rifle"])
def test_communication_stone_gives_a_character_the_discarded_characters_skills(
        discarded: str) -> None:
    from stargate_vcg.engine.stargate.surface import COMBAT as SK_COMBAT
    from stargate_vcg.engine.stargate.surface import CULTURE as SK_CULTURE

    game = start([STONE, LINGUIST, RIFLE])
    stone, leader = hero(game, "Communication Stone"), hero(game, "Fixture Leader")
    card = hero(game, discarded)
    in_play(game, stone)
    t = game.surface
    culture = t.skill(leader, SK_CULTURE)
    use = ActivateAbility(stone, 0, discards=(card,), target=leader)
    if discarded == "Rifle":
        assert use not in game.legal_actions()
        with pytest.raises(IllegalAction):
            game.apply(use)
        return
    assert use in game.legal_actions()
    game.apply(use)
    assert t.skill(leader, SK_COMBAT) == 1
    assert t.skill(leader, SK_CULTURE) == (4 if culture is not None else None)
    assert game.zone_name(card) == "discard" and game.status_name(stone) == "stopped"


REPAIRS = real("Hazardous Repairs", EVENT, cost=0, traits=("Destiny",))


@pytest.mark.parametrize("support", [True, False])
def test_hazardous_repairs_gains_two_and_two_more_for_a_destroyed_support_character(
        support: bool) -> None:
    game = start([REPAIRS, ENVOY])
    envoy = hero(game, "Envoy")
    if support:
        in_play(game, envoy)
    before = power(game, HERO_P)
    game.apply(PlayCard(hero(game, "Hazardous Repairs")))
    if support:
        game.apply(Choose(envoy))
        assert game.zone_name(envoy) == "discard"
    assert power(game, HERO_P) - before == (4 if support else 2)


@pytest.mark.parametrize("glyph", [True, False])
def test_hazardous_repairs_pays_four_at_the_next_power_phase_or_loses(glyph: bool) -> None:
    from sg_effect_cards import drive

    game = start([REPAIRS], missions=[TEST_MISSION,
                                      SPARE,
                                      mission("Third Mission", C, 3)])
    if glyph:  # 3 power and 1 per glyph at each power phase: 4, paid
        ops.place_glyph(game, hero(game, "Third Mission"), hero(game, "Fixture Leader"))
        game._version += 1
    game.apply(PlayCard(hero(game, "Hazardous Repairs")))
    drive(game, lambda g: g.is_over or g.turn == 3)
    assert game.is_over is not glyph
    if glyph:
        assert power(game, HERO_P) == 0
    else:
        assert game.state.winner == VILLAIN_P


@pytest.mark.parametrize("fails", [True, False])
def test_drone_failure_counts_as_two_replicator_cards_then_is_destroyed(fails: bool) -> None:
    from sg_effect_cards import drive

    from stargate_vcg.engine.stargate import DestroyAdversary

    game = start(villain=[DRONE, CONTROL, HENCHMAN],
                 missions=[mission("Test Mission", B, 12 if fails else 1),
                           SPARE])
    drone, henchman = villain(game, "Drone"), villain(game, "Henchman")
    in_play(game, drone, villain(game, "Control Ship"), henchman)
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(drone))
    game.apply(Pass())
    game.apply(Assign(henchman))
    game.apply(Pass())
    game.apply(Pass())
    drive(game, lambda g: DestroyAdversary(henchman) in g.legal_actions()
          or g.phase == "deciding to continue")
    assert game.surface.trait_copies(drone, "Replicator") == (2 if fails else 1)
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.zone_name(drone) == ("discard" if fails else "in play")
