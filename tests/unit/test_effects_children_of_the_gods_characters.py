"""Children of the Gods team and support characters and gear
(effects/children_of_the_gods/characters.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

from functools import partial

import pytest
from factories import MARINE, RIFLE, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import (
    EASY,
    SPARE,
    TEST_MISSION,
    power_spent,
    put_in_play,
    to_next_mission,
    villain_assigns,
)
from sg_play import hero as h
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    Score,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.effects import TEXT_FAILURE, TEXT_VICTORY
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, INGENUITY, SCIENCE
from stargate_vcg.errors import IllegalAction

SUP, TEAM_T, ADV = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.ADVERSARY
PAVLENKO = real("Pavlenko (Prison Guard)", SUP, cost=2, skills={B: 2, I: 1},
                traits=("Russian",))
SEYMOUR = real("Seymour (Watcher)", SUP, cost=2, skills={S: 2, I: 1}, traits=("NID",))
SHALLAN = real("Shallan (Runaway Lo'taur)", SUP, cost=2, skills={C: 1, I: 2},
               traits=("Tok'ra",))
CAIUS = real("Caius (Monk Impersonator)", SUP, cost=5, skills={I: 3})
SINGER = real("Singer (Undercover Agent)", SUP, cost=3, skills={I: 2}, traits=("NID",))
MIYASHI = real("Miyashi (Bashaak Instructor)", SUP, cost=3, skills={B: 2}, traits=("Jaffa",))
RADNER = real("Radner (U.S. Marine Captain)", SUP, cost=3, skills={S: 1, B: 2},
              traits=("Atlantis", "SGC"))
RYAN = real("Ryan (Colorado Springs Detective)", SUP, cost=4, skills={B: 1, I: 2})
ZAITZEV = real("Stepan Zaitzev (Gate Room Technician)", SUP, cost=3, skills={S: 2},
               traits=("Atlantis", "Russian"))
NEM = real("Nem (Truthseeker)", SUP, cost=4, skills={C: 1, S: 2})
KVASIR = real("Kvasir (Specialized Engineer)", SUP, cost=3, skills={S: 3, I: 1},
              traits=("Asgard",))
LORTASH = real("Lortash (Tok'ra Bodyguard)", SUP, cost=5, skills={S: 1, B: 2},
               traits=("Tok'ra",))
CHAYA = real("Chaya Sar (Exiled Protector)", SUP, cost=5, skills={C: 2, I: 2},
             traits=("Ancient",))

THUG = sg_card("Thug", ADV, "Brute", cost=1, skills={B: 1}, revive=2)
SNAKE_GUARD = sg_card("Snake Guard", CardType.OBSTACLE, cost=1, skills={B: 1},
                      traits=("Jaffa",))
SNAKE = sg_card("Snake", ADV, "Lord", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
GLIDER = sg_card("Glider", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)
BELISKNER = sg_card("Beliskner", CardType.SHIP, cost=1, firepower=1, traits=("Asgard",))
HARD = mission("Hard Mission", B, 9)
SCIENCE_3 = mission("Science Mission", S, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE, HARD],
                    power=power, pad=20)


@pytest.mark.parametrize("fail", [True, False])
def test_pavlenko_needs_a_failed_mission_this_turn(fail: bool) -> None:
    game = start([PAVLENKO], first=HARD if fail else EASY)
    if not fail:
        game.apply(Assign(h(game, "Fixture Leader")))
    to_next_mission(game)
    assert (PlayCard(h(game, "Pavlenko")) in game.legal_actions()) is fail


@pytest.mark.parametrize("adversary", [True, False])
def test_seymour_needs_an_assigned_adversary(adversary: bool) -> None:
    game = start([SEYMOUR, MARINE], [THUG])
    if adversary:
        villain_assigns(game, "Thug")
    assert (PlayCard(h(game, "Seymour")) in game.legal_actions()) is adversary


@pytest.mark.parametrize("supported", [True, False])
def test_shallan_needs_another_support_character_played_this_turn(supported: bool) -> None:
    game = start([SHALLAN, MARINE])
    if supported:
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(Pass())
    assert (PlayCard(h(game, "Shallan")) in game.legal_actions()) is supported


@pytest.mark.parametrize(("gear", "cost"), [(True, 4), (False, 5)])
def test_caius_costs_less_for_each_gear(gear: bool, cost: int) -> None:
    game = start([CAIUS, RIFLE])
    if gear:
        game.apply(PlayCard(h(game, "Rifle")))
        game.apply(Pass())
    spent = power_spent(game, HERO_P, PlayCard(h(game, "Caius")))
    assert spent == cost


@pytest.mark.parametrize(("adversary", "combat"), [("Thug", 1), ("Snake", 2), (None, None)])
def test_singer_gets_combat_while_an_adversary_is_assigned(adversary: str | None,
                                                           combat: int | None) -> None:
    game = start([SINGER, MARINE], [THUG, SNAKE])
    game.apply(PlayCard(h(game, "Singer")))
    if adversary:
        game.apply(PlayCard(v(game, adversary)))
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(Assign(v(game, adversary)))
    assert game.skill(h(game, "Singer"), COMBAT) == combat


def test_miyashi_gets_culture_and_ingenuity_when_played() -> None:
    game = start([MIYASHI])
    miyashi = h(game, "Miyashi")
    assert game.skill(miyashi, CULTURE) is None
    game.apply(PlayCard(miyashi))
    assert game.skill(miyashi, CULTURE) == game.skill(miyashi, INGENUITY) == 2
    assert game.skill(miyashi, COMBAT) == 2


@pytest.mark.parametrize("pay", [True, False])
def test_radner_may_pay_to_ready_a_gear(pay: bool) -> None:
    game = start([RADNER, RIFLE])
    rifle = h(game, "Rifle")
    game.apply(PlayCard(rifle))
    ops.stop(game, rifle)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Radner")))
    before = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(rifle))
    assert (game.status_name(rifle) == "ready") is pay
    assert before - game.power(HERO_P) == (2 if pay else 0)


@pytest.mark.parametrize("block", [True, False])
def test_ryan_may_block_an_adversary(block: bool) -> None:
    game = start([RYAN, MARINE], [THUG])
    thug = v(game, "Thug")
    game.apply(Pass())
    game.apply(PlayCard(thug))
    game.apply(PlayCard(h(game, "Ryan")))
    game.apply(Choose(thug) if block else Decline())
    assert game.is_blocked(thug) is block


@pytest.mark.parametrize("pay", [True, False])
def test_stepan_zaitzev_may_stop_himself_to_ready_a_team_character(pay: bool) -> None:
    game = start([ZAITZEV])
    warrior, stepan = h(game, "Fixture Warrior"), h(game, "Stepan Zaitzev")
    assert game.status_name(warrior) == "stopped"
    game.apply(PlayCard(stepan))
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(warrior))
    assert (game.status_name(warrior) == "ready") is pay
    assert (game.status_name(stepan) == "stopped") is pay


@pytest.mark.parametrize(("partner", "bonus"), [("Fixture Scholar", 1), ("Fixture Leader", 0)])
def test_nem_gets_skills_assigned_with_a_cultured_character(partner: str, bonus: int) -> None:
    game = start([NEM], first=SCIENCE_3)
    nem = h(game, "Nem")
    game.apply(PlayCard(nem))
    game.apply(Pass())
    game.apply(Assign(h(game, partner)))
    game.apply(Pass())
    game.apply(Assign(nem))
    assert game.skill(nem, SCIENCE) == 2 + bonus


@pytest.mark.parametrize(("ship", "cost"), [(False, 2), (True, 0)])
def test_kvasir_costs_power_to_assign_without_an_asgard_ship(ship: bool, cost: int) -> None:
    game = start([KVASIR, BELISKNER], first=SCIENCE_3)
    kvasir = h(game, "Kvasir")
    game.apply(PlayCard(kvasir))
    game.apply(Pass())
    if ship:
        game.apply(PlayCard(h(game, "Beliskner")))
        game.apply(Pass())
        game.apply(Assign(h(game, "Beliskner")))
        game.apply(Pass())
    spent = power_spent(game, HERO_P, Assign(kvasir))
    assert spent == cost


def test_kvasir_cant_be_assigned_without_the_power() -> None:
    game = start([KVASIR], first=SCIENCE_3, power=4)
    kvasir = h(game, "Kvasir")
    game.apply(PlayCard(kvasir))
    game.apply(Pass())
    assert game.power(HERO_P) == 1
    assert Assign(kvasir) not in game.legal_actions()


@pytest.mark.parametrize(("adversary", "cost"), [("Thug", 4), ("Snake", 3), (None, 5)])
def test_lortash_costs_less_while_an_adversary_is_assigned(adversary: str | None,
                                                           cost: int) -> None:
    game = start([LORTASH, MARINE], [THUG, SNAKE])
    if adversary:
        villain_assigns(game, adversary)
    spent = power_spent(game, HERO_P, PlayCard(h(game, "Lortash")))
    assert spent == cost


@pytest.mark.parametrize("ship", [True, False])
def test_chaya_sar_combat_bonus_with_a_villain_ship_out(ship: bool) -> None:
    game = start([CHAYA, MARINE], [GLIDER])
    chaya = h(game, "Chaya Sar")
    game.apply(PlayCard(chaya))
    if ship:
        game.apply(PlayCard(v(game, "Glider")))
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(Assign(v(game, "Glider")))
    assert game.skill(chaya, COMBAT) == (2 if ship else None)


# --- gear ----------------------------------------------------------------------------------

DIRECT_LINE = real("Direct Line", CardType.GEAR, cost=3, traits=("SGC",))
CLAYMORE = real("Claymore Mine", CardType.GEAR, cost=3, traits=("SGC",))
REACTOR = real("Naquadah Reactor Mk II", CardType.GEAR, cost=5, traits=("SGC", "Atlantis"))
ATTERO = real("Attero Device", CardType.GEAR, cost=3, traits=("Ancient",))
PHASE = real("Tollan Phase-Shifter", CardType.GEAR, cost=2)
RETROVIRUS = real("Wraith Retrovirus", CardType.GEAR, cost=3, traits=("Atlantis",))
ACQUIRED = real("Acquired Technology", CardType.GEAR, cost=1, traits=("NID",))
SPEECH = sg_card("Speech", CardType.OBSTACLE, cost=2, skills={B: 1}, traits=("Political",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=2, skills={B: 1})
HIVE = sg_card("Hive", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Wraith",))


# The hero's gear put into play directly (setting up).
gear_in_play = partial(put_in_play, player=HERO_P)


def test_direct_line_stops_to_draw() -> None:
    game = start([DIRECT_LINE])
    gear_in_play(game, "Direct Line")
    line = h(game, "Direct Line")
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(ActivateAbility(line, 0))
    assert (len(game.hand(HERO_P)), game.power(HERO_P)) == (hand + 1, power - 1)
    game.apply(Pass())
    assert ActivateAbility(line, 0) not in game.legal_actions()


@pytest.mark.parametrize(("obstacle", "target"), [("Speech", True), ("Rocks", False)])
def test_direct_line_destroys_a_political_obstacle(obstacle: str, target: bool) -> None:
    game = start([DIRECT_LINE, MARINE], [SPEECH, ROCKS])
    gear_in_play(game, "Direct Line")
    game.apply(Pass())
    card = v(game, obstacle)
    game.apply(PlayCard(card))
    action = ActivateAbility(h(game, "Direct Line"), 1, target=card)
    assert (action in game.legal_actions()) is target
    if target:
        game.apply(action)
        assert game.zone_name(card) == "discard"
        assert game.zone_name(h(game, "Direct Line")) == "discard"


@pytest.mark.parametrize("adversary", [True, False])
def test_claymore_mine_destroyed_destroys_an_assigned_adversary(adversary: bool) -> None:
    game = start([CLAYMORE, MARINE], [THUG])
    gear_in_play(game, "Claymore Mine")
    if adversary:
        villain_assigns(game, "Thug")
    game.apply(ActivateAbility(h(game, "Claymore Mine"), 0))
    if game.pending_decision is not None:
        game.apply(Choose(v(game, "Thug")))
    assert game.zone_name(h(game, "Claymore Mine")) == "discard"
    assert (game.zone_name(v(game, "Thug")) == "discard") is adversary


def test_naquadah_reactor_stops_and_destroys_to_ready_each_other_gear() -> None:
    game = start([REACTOR, RIFLE, DIRECT_LINE])
    gear_in_play(game, "Naquadah Reactor Mk II", "Rifle", "Direct Line")
    rifle, line = h(game, "Rifle"), h(game, "Direct Line")
    ops.stop(game, rifle)
    game._version += 1
    game.apply(ActivateAbility(h(game, "Naquadah Reactor Mk II"), 0))
    assert game.status_name(rifle) == game.status_name(line) == "ready"
    assert game.zone_name(h(game, "Naquadah Reactor Mk II")) == "discard"


@pytest.mark.parametrize("reactor", [True, False])
def test_naquadah_reactor_power_each_power_phase(reactor: bool) -> None:
    from sg_effect_cards import at_actions_of_turn, drive

    game = start([REACTOR, RIFLE])
    gear_in_play(game, "Naquadah Reactor Mk II" if reactor else "Rifle")
    drive(game, at_actions_of_turn(2))
    before = game.power(HERO_P)
    drive(game, at_actions_of_turn(3))
    gained = game.power(HERO_P) - before
    assert gained >= 2 if reactor else gained >= 0
    game2 = start([REACTOR, RIFLE])
    gear_in_play(game2, "Rifle")
    drive(game2, at_actions_of_turn(2))
    before2 = game2.power(HERO_P)
    drive(game2, at_actions_of_turn(3))
    assert gained - (game2.power(HERO_P) - before2) == (2 if reactor else 0)


@pytest.mark.parametrize("ship_cost", [2, 3])
def test_attero_device_destroys_a_hero_ship_the_opponent_loses_its_cost(
        ship_cost: int) -> None:
    ship = sg_card("Puddle Jumper", CardType.SHIP, cost=ship_cost, firepower=1)
    game = start([ATTERO, ship])
    gear_in_play(game, "Attero Device", "Puddle Jumper")
    jumper = h(game, "Puddle Jumper")
    power = game.power(VILLAIN_P)
    game.apply(ActivateAbility(h(game, "Attero Device"), 0, target=jumper))
    assert game.zone_name(jumper) == "discard"
    assert power - game.power(VILLAIN_P) == ship_cost


@pytest.mark.parametrize("wraith", [True, False])
def test_attero_device_destroys_a_villain_ship(wraith: bool) -> None:
    dart = sg_card("Dart", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN,
                   traits=("Wraith",) if wraith else ())
    game = start([ATTERO, MARINE], [dart])
    gear_in_play(game, "Attero Device")
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Dart")))
    power, hand = game.power(HERO_P), len(game.hand(HERO_P))
    game.apply(ActivateAbility(h(game, "Attero Device"), 1, target=v(game, "Dart")))
    assert game.zone_name(v(game, "Dart")) == "discard"
    assert game.power(HERO_P) == power - 3 + (1 if wraith else 0)
    assert len(game.hand(HERO_P)) == hand + (1 if wraith else 0)


@pytest.mark.parametrize(("power", "usable"), [(9, True), (0, False)])
def test_tollan_phase_shifter_returns_an_obstacle(power: int, usable: bool) -> None:
    game = start([PHASE], [ROCKS])
    gear_in_play(game, "Tollan Phase-Shifter")
    game.apply(Pass())
    rocks = v(game, "Rocks")
    game.apply(PlayCard(rocks))
    game.state.players[HERO_P].power = power
    game._version += 1
    action = ActivateAbility(h(game, "Tollan Phase-Shifter"), 0, target=rocks)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert rocks in game.hand(VILLAIN_P)
        assert game.power(HERO_P) == power - 1


@pytest.mark.parametrize(("obstacle", "target"), [("Hive", True), ("Rocks", False)])
def test_wraith_retrovirus_destroys_a_wraith_obstacle(obstacle: str, target: bool) -> None:
    game = start([RETROVIRUS], [HIVE, ROCKS])
    gear_in_play(game, "Wraith Retrovirus")
    game.apply(Pass())
    card = v(game, obstacle)
    game.apply(PlayCard(card))
    action = ActivateAbility(h(game, "Wraith Retrovirus"), 1, target=card)
    assert (action in game.legal_actions()) is target
    if target:
        game.apply(action)
        assert game.zone_name(card) == "discard"


@pytest.mark.parametrize(("held", "drained"), [("Hive", 1), ("Rocks", 0)])
def test_wraith_retrovirus_reveals_a_random_card_a_wraith_one_drains_1(
        held: str, drained: int) -> None:
    game = start([RETROVIRUS], [HIVE, ROCKS])
    gear_in_play(game, "Wraith Retrovirus")
    card = v(game, held)
    ops.shuffle_into_deck(game, [u for u in game.hand(VILLAIN_P) if u != card])
    game._version += 1
    villain = game.state.players[VILLAIN_P]
    deck, discard = len(villain.deck), len(villain.discard)
    retrovirus = h(game, "Wraith Retrovirus")
    game.apply(ActivateAbility(retrovirus, 0))
    assert game.status_name(retrovirus) == "stopped"
    assert any(e.kind == "reveal" and e.card == card for e in game.log)
    assert game.hand(VILLAIN_P) == (card,) or list(game.hand(VILLAIN_P)) == [card]
    assert (len(villain.deck), len(villain.discard)) == (deck - drained, discard + drained)


DETECTOR = real("Life-Signs Detector", CardType.GEAR, cost=2, traits=("Atlantis", "Ancient"))


@pytest.mark.parametrize("x", [2, 1])
def test_life_signs_detector_destroys_hero_cards_among_x_complications(x: int) -> None:
    game = start([DETECTOR], [MARINE, ROCKS, THUG])
    gear_in_play(game, "Life-Signs Detector")
    detector, marine, rocks = h(game, "Life-Signs Detector"), v(game, "Marine"), v(game, "Rocks")
    game.apply(Pass())
    game.apply(PlayComplication(marine))  # a hero card, face down
    game.apply(Pass())
    game.apply(PlayComplication(rocks))
    power, hand = game.power(HERO_P), len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(detector, 0))
    assert game.status_name(detector) == "stopped"
    game.apply(Choose(x))
    revealed = {e.card for e in game.log if e.kind == "reveal"}
    assert len(revealed) == x
    destroyed = marine in revealed
    if destroyed:  # the villain discards a card of his choice
        pending = game.pending_decision
        assert pending is not None and pending.player == VILLAIN_P
        game.apply(Choose(pending.options[0]))
    assert game.power(HERO_P) == power - x
    assert (game.zone_name(marine) == "discard") is destroyed
    assert game.zone_name(rocks) == "complication"
    assert len(game.hand(VILLAIN_P)) == hand - (1 if destroyed else 0)


def test_life_signs_detector_needs_a_complication() -> None:
    game = start([DETECTOR], [MARINE])
    gear_in_play(game, "Life-Signs Detector")
    detector = h(game, "Life-Signs Detector")
    assert ActivateAbility(detector, 0) not in game.legal_actions()


@pytest.mark.parametrize("destroy", [True, False])
def test_acquired_technology_may_be_destroyed_for_power_as_a_gear_is_played(
        destroy: bool) -> None:
    game = start([ACQUIRED, RIFLE])
    gear_in_play(game, "Acquired Technology")
    game.apply(PlayCard(h(game, "Rifle")))
    power = game.power(HERO_P)
    game.apply(Choose(0) if destroy else Decline())
    assert (game.zone_name(h(game, "Acquired Technology")) == "discard") is destroy
    assert game.power(HERO_P) == power + (1 if destroy else 0)


# --- more support characters ---------------------------------------------------------------

SIMMS = real("Arthur Simms (U.S. Secretary of Defense)", SUP, cost=3, skills={C: 3})
ASHWAN = real("Ashwan (Chairman of Tagrea)", SUP, cost=3, skills={C: 2, I: 1})
KATANA = real("Katana Labrea (Traveler Captain)", SUP, cost=3, skills={S: 1, B: 1})
KERRIGAN = real("Kerrigan (Commandant of Cadets)", SUP, cost=5, skills={C: 2, B: 1})
TOMIN = real("Tomin (Repentant Soldier)", SUP, cost=4, skills={C: 1, B: 2})
HARLOW = real("Harlow (Geneticist)", SUP, cost=3, skills={S: 2})
AIRMAN = sg_card("Airman", SUP, "Pilot", cost=2, skills={B: 2}, traits=("SGC",))
PLAGUE = sg_card("Plague", CardType.OBSTACLE, cost=2, skills={B: 1}, traits=("Disease",))


# (continuing to the next mission costs 1 power besides)
@pytest.mark.parametrize(("stopped", "lost"), [(True, 1 + 1), (False, 1)])
def test_arthur_simms_not_ready_costs_power_as_a_culture_mission_is_played(
        stopped: bool, lost: int) -> None:
    game = start([SIMMS])
    simms = h(game, "Arthur Simms")
    game.apply(PlayCard(simms))
    if stopped:
        ops.stop(game, simms)
        game._version += 1
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    spent = power_spent(game, HERO_P, Continue())
    assert spent == lost


@pytest.mark.parametrize("pay", [True, False])
def test_ashwan_may_pay_to_return_a_political_card(pay: bool) -> None:
    game = start([ASHWAN], [SPEECH])
    game.apply(Pass())
    speech = v(game, "Speech")
    game.apply(PlayCard(speech))
    game.apply(PlayCard(h(game, "Ashwan")))
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(speech))
    assert (speech in game.hand(VILLAIN_P)) is pay


@pytest.mark.parametrize("pay", [True, False])
def test_katana_labrea_assigned_may_ready_a_supporter_without_affiliation(pay: bool) -> None:
    game = start([KATANA, MARINE, RIFLE])
    katana, marine = h(game, "Katana Labrea"), h(game, "Marine")
    game.apply(PlayCard(marine))
    ops.stop(game, marine)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(katana))
    game.apply(Pass())
    game.apply(Assign(katana))
    if pay:
        game.apply(Choose(0))
        game.apply(Choose(h(game, "Rifle")))
        if game.pending_decision is not None:
            game.apply(Choose(marine))
    else:
        game.apply(Decline())
    assert (game.status_name(marine) == "ready") is pay


@pytest.mark.parametrize("free", [True, False])
def test_kerrigan_may_play_an_sgc_supporter_free(free: bool) -> None:
    game = start([KERRIGAN, AIRMAN])
    airman = h(game, "Airman")
    game.apply(PlayCard(h(game, "Kerrigan")))
    power = game.power(HERO_P)
    game.apply(Choose(airman) if free else Decline())
    assert (game.zone_name(airman) == "in play") is free
    assert game.power(HERO_P) == power


def test_kerrigan_destroyed_promotes_a_character() -> None:
    game = start([KERRIGAN])
    kerrigan, leader = h(game, "Kerrigan"), h(game, "Fixture Leader")
    game.apply(PlayCard(kerrigan))
    game.apply(Pass())
    game.apply(ActivateAbility(kerrigan, 0, target=leader))
    assert game.state.tokens.get(leader) == 1
    assert game.zone_name(kerrigan) == "discard"


@pytest.mark.parametrize("glyph", [True, False])
def test_tomin_gets_skills_assigned_with_a_glyph_holder(glyph: bool) -> None:
    game = start([TOMIN])
    tomin, leader = h(game, "Tomin"), h(game, "Fixture Leader")
    if glyph:
        ops.place_glyph(game, uid(game, "Hard Mission", HERO_P), leader)
        game._version += 1
    game.apply(PlayCard(tomin))
    game.apply(Pass())
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(tomin))
    assert game.skill(tomin, COMBAT) == 2 + (1 if glyph else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_tomin_assigned_may_destroy_an_obstacle(assigned: bool) -> None:
    game = start([TOMIN], [ROCKS])
    tomin = h(game, "Tomin")
    game.apply(PlayCard(tomin))
    rocks = v(game, "Rocks")
    game.apply(PlayCard(rocks))
    if assigned:
        game.apply(Assign(tomin))
        game.apply(Pass())
    action = ActivateAbility(tomin, 0, target=rocks)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert game.zone_name(rocks) == "discard"


@pytest.mark.parametrize(("obstacle", "target"), [("Plague", True), ("Rocks", False)])
def test_harlow_removes_failure_text_and_destroys_disease_obstacles(obstacle: str,
                                                                   target: bool) -> None:
    game = start([HARLOW], [PLAGUE, ROCKS])
    harlow = h(game, "Harlow")
    game.apply(PlayCard(harlow))
    card = v(game, obstacle)
    game.apply(PlayCard(card))
    assert (ActivateAbility(harlow, 0, target=card) in game.legal_actions()) is target
    assert (ActivateAbility(harlow, 1, target=card) in game.legal_actions()) is target
    if target:
        game.apply(ActivateAbility(harlow, 1, target=card))
        assert game.zone_name(card) == "discard"
        assert game.zone_name(harlow) == "discard"


BARNES = real("Barnes (Versatile Soldier)", SUP, cost=2, skills={S: 1, B: 2},
              traits=("Destiny",))


@pytest.mark.parametrize("succeeded", [True, False])
def test_barnes_needs_a_successful_mission_this_turn(succeeded: bool) -> None:
    game = start([BARNES], first=EASY if succeeded else HARD)
    if succeeded:
        game.apply(Assign(h(game, "Fixture Leader")))
    to_next_mission(game)
    assert (PlayCard(h(game, "Barnes")) in game.legal_actions()) is succeeded


NISAL = real("Nisal (Free Jaffa)", SUP, cost=2, skills={C: 1, B: 1, I: 1}, traits=("Jaffa",))
ROTHMAN = real("Rothman (Benchwarmer)", SUP, cost=2, skills={C: 2, S: 1}, traits=("SGC",))


@pytest.mark.parametrize("destroyed", [True, False])
def test_nisal_needs_a_support_character_destroyed_this_turn(destroyed: bool) -> None:
    game = start([NISAL, MARINE, RIFLE])
    game.apply(PlayCard(h(game, "Marine")))
    game.apply(Pass())
    if destroyed:
        ops.destroy(game, h(game, "Marine"))
        game._version += 1
    assert (PlayCard(h(game, "Nisal")) in game.legal_actions()) is destroyed


@pytest.mark.parametrize("drew", [True, False])
def test_rothman_needs_a_card_drawn_or_discarded_this_turn(drew: bool) -> None:
    game = start([ROTHMAN, DIRECT_LINE, RIFLE])
    gear_in_play(game, "Direct Line")
    if drew:
        game.apply(ActivateAbility(h(game, "Direct Line"), 0))
    else:
        game.apply(PlayCard(h(game, "Rifle")))
    game.apply(Pass())
    assert (PlayCard(h(game, "Rothman")) in game.legal_actions()) is drew


CAMOUFLAGE = real("Camouflage", CardType.GEAR, cost=0, traits=("SGC",))


@pytest.mark.parametrize("save", [True, False])
def test_camouflage_may_stop_a_character_about_to_be_destroyed(save: bool) -> None:
    game = start([CAMOUFLAGE, MARINE], [THUG])
    gear_in_play(game, "Camouflage")
    marine = h(game, "Marine")
    game.apply(PlayCard(marine))
    ops.destroy(game, marine)
    game._version += 1
    assert game.pending_decision is not None
    power = game.power(HERO_P)
    game.apply(Choose(marine) if save else Decline())
    assert game.zone_name(marine) == ("in play" if save else "discard")
    assert (game.zone_name(h(game, "Camouflage")) == "discard") is save
    assert power - game.power(HERO_P) == (2 if save else 0)


def test_camouflage_may_stop_a_character_about_to_be_incapacitated() -> None:
    game = start([CAMOUFLAGE])
    gear_in_play(game, "Camouflage")
    leader = h(game, "Fixture Leader")
    ops.incapacitate(game, leader)
    game._version += 1
    game.apply(Choose(leader))
    assert game.status_name(leader) == "stopped"


KENNEDY = real("Martin Kennedy (Callous NID Officer)", SUP, cost=4, skills={C: 2, I: 2},
               traits=("NID",))
ANTEAUS = real("Anteaus (Nox Envoy)", SUP, cost=5, skills={C: 2, S: 3})


def test_martin_kennedy_is_a_political_adversary_on_the_opponents_turn() -> None:
    game = scenario([], [KENNEDY], missions=[mission("Culture Test", C, 3), SPARE], power=5)
    kennedy = v(game, "Martin Kennedy")
    ops.put_in_play(game, kennedy)
    game._version += 1
    surface = game.surface
    assert surface.is_adversary(kennedy) and surface.has_trait(kennedy, "Political")
    game.apply(Pass())
    game.apply(Assign(kennedy))
    game.apply(Pass())
    game.apply(Pass())
    assert Revive(kennedy) not in game.legal_actions()
    assert Score(kennedy) not in game.legal_actions()


def test_martin_kennedy_is_a_support_character_on_his_owners_turn() -> None:
    game = start([KENNEDY])
    kennedy = h(game, "Martin Kennedy")
    ops.put_in_play(game, kennedy)
    game._version += 1
    assert game.surface.is_support_character(kennedy)
    assert not game.surface.has_trait(kennedy, "Political")


@pytest.mark.parametrize("obstacle", [True, False])
def test_anteaus_gives_power_to_remove_an_obstacles_failure_text(obstacle: bool) -> None:
    game = start([ANTEAUS], [ROCKS])
    anteaus = h(game, "Anteaus")
    game.apply(PlayCard(anteaus))
    rocks = v(game, "Rocks")
    if obstacle:
        game.apply(PlayCard(rocks))
    else:
        game.apply(Pass())
    action = ActivateAbility(anteaus, 0, target=rocks)
    assert (action in game.legal_actions()) is obstacle
    if obstacle:
        power = game.power(VILLAIN_P)
        game.apply(action)
        assert game.power(VILLAIN_P) == power + 1
        assert set(game.pending_decision.options) == {TEXT_FAILURE, TEXT_VICTORY}
        game.apply(Choose(TEXT_FAILURE))
        assert game.surface.text_removed(rocks, TEXT_FAILURE)
        assert not game.surface.text_removed(rocks, TEXT_VICTORY)


FORMATION = real("Attack Formation", CardType.OBSTACLE, cost=1, skills={C: 0, B: 2},
                 traits=("Goa'uld", "Jaffa"))
HATAK = sg_card("Hatak", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)
SKIFF = sg_card("Skiff", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("removed", [True, False])
def test_anteaus_removes_an_obstacles_victory_text(removed: bool) -> None:
    game = start([ANTEAUS], [FORMATION, HATAK, SKIFF])
    anteaus, hatak, skiff = h(game, "Anteaus"), v(game, "Hatak"), v(game, "Skiff")
    for ship in (hatak, skiff):
        ops.put_in_play(game, ship)
    ops.stop(game, skiff)
    game._version += 1
    game.apply(PlayCard(anteaus))
    formation = v(game, "Attack Formation")
    game.apply(PlayCard(formation))
    if removed:
        game.apply(ActivateAbility(anteaus, 0, target=formation))
        game.apply(Choose(TEXT_VICTORY))
    else:
        game.apply(Pass())
    game.apply(Assign(hatak))  # the villain's ship alone: his victory
    game.apply(Pass())
    game.apply(Pass())
    pending = game.pending_decision
    asked = pending is not None and pending.player == VILLAIN_P and skiff in pending.options \
        and not any(e.kind in ("success", "failure") for e in game.log)
    assert asked is not removed


@pytest.mark.parametrize("part", [TEXT_FAILURE, TEXT_VICTORY])
def test_anteaus_an_assigned_adversarys_text_comes_back_after_the_mission(part: int) -> None:
    game = start([ANTEAUS], [THUG])
    anteaus, thug = h(game, "Anteaus"), v(game, "Thug")
    ops.put_in_play(game, anteaus)
    ops.put_in_play(game, thug)
    game._version += 1
    game.apply(Pass())
    game.apply(Assign(thug))
    assert ActivateAbility(anteaus, 0, target=thug) in game.legal_actions()
    game.apply(ActivateAbility(anteaus, 0, target=thug))
    game.apply(Choose(part))
    assert game.surface.text_removed(thug, part)
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert game.zone_name(thug) == "in play"  # the hero failed: his adversary stays
    assert not game.surface.text_removed(thug, part)


SANGRAAL = real("Sangraal", CardType.GEAR, cost=4, traits=("Ancient",))
PAYLOAD = real("Symbiote Poison Payload", CardType.GEAR, cost=4, traits=("NID",))
PRIOR = sg_card("Prior", ADV, "Preacher", cost=1, skills={B: 1}, revive=2, traits=("Ori",))
AGENT = sg_card("Agent", TEAM_T, "Operative", cost=3, skills={C: 1, S: 1, B: 1, I: 1},
                traits=("NID",))


@pytest.mark.parametrize(("adversary", "target"), [("Prior", True), ("Thug", False)])
def test_sangraal_sends_a_scored_ori_adversary_to_the_discard_pile(adversary: str,
                                                                   target: bool) -> None:
    game = start([SANGRAAL], [PRIOR, THUG])
    gear_in_play(game, "Sangraal")
    card = v(game, adversary)
    ops.to_score_pile(game, card)
    game._version += 1
    action = ActivateAbility(h(game, "Sangraal"), 0, target=card)
    assert (action in game.legal_actions()) is target
    if target:
        game.apply(action)
        assert game.zone_name(card) == "discard"


def _sangraal_stops(game: StargateGame) -> set[frozenset[int]]:
    sangraal = h(game, "Sangraal")
    return {frozenset(a.stops) for a in game.legal_actions()
            if isinstance(a, ActivateAbility) and a.card == sangraal and a.ability >= 1}


def test_sangraal_stopping_one_to_four_characters_with_4_culture_or_science_gains_2() -> None:
    game = start([SANGRAAL])
    gear_in_play(game, "Sangraal")
    leader, scholar, scientist = (h(game, t) for t in ("Fixture Leader", "Fixture Scholar",
                                                         "Fixture Scientist"))
    listed = _sangraal_stops(game)
    assert frozenset((scholar, leader)) in listed  # Culture 3 + 1
    assert frozenset((scholar, scientist)) in listed
    assert frozenset((scholar,)) not in listed  # Culture 3, Science 2
    assert frozenset((leader, scientist)) not in listed  # Culture 2, Science 3
    action = next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                  and a.card == h(game, "Sangraal") and set(a.stops) == {scholar, leader})
    power = game.power(HERO_P)
    game.apply(action)
    assert game.power(HERO_P) == power + 2
    assert all(game.status_name(c) == "stopped" for c in (scholar, leader,
                                                           h(game, "Sangraal")))


def test_sangraal_refuses_characters_short_of_four() -> None:
    game = start([SANGRAAL])
    gear_in_play(game, "Sangraal")
    scholar, leader = h(game, "Fixture Scholar"), h(game, "Fixture Leader")
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(h(game, "Sangraal"), 1, stops=(scholar,)))
    ops.stop(game, scholar)
    game._version += 1
    assert not any(scholar in s for s in _sangraal_stops(game))
    assert frozenset((leader,)) not in _sangraal_stops(game)


@pytest.mark.parametrize("nid", [True, False])
def test_symbiote_poison_payload_needs_an_nid_team_character(nid: bool) -> None:
    game = scenario([PAYLOAD, MARINE], [THUG, SNAKE_GUARD],
                    hero_team=[TEAM[0], TEAM[1], AGENT if nid else TEAM[2], TEAM[3]],
                    power=9, pad=20)
    gear_in_play(game, "Symbiote Poison Payload")
    payload = h(game, "Symbiote Poison Payload")
    game.apply(Pass())
    guard = v(game, "Snake Guard")
    game.apply(PlayCard(guard))
    stops = (h(game, "Agent"),) if nid else (h(game, "Fixture Scientist"),)
    action = ActivateAbility(payload, 0, stops=stops)
    assert (action in game.legal_actions()) is nid
    if nid:
        power = game.power(HERO_P)
        game.apply(action)
        assert game.zone_name(guard) == "discard"
        assert power - game.power(HERO_P) == 4


TRETONIN = real("Refined Tretonin", CardType.GEAR, cost=2, traits=("Tok'ra", "SGC", "Jaffa"))
RAILGUN = real("RG/BST SG Railgun", CardType.GEAR, cost=4, traits=("Atlantis", "SGC"))
REBEL = sg_card("Rebel", SUP, "Free", cost=1, skills={B: 1}, traits=("Jaffa",))


def _tretonin_on_rebel(game: StargateGame) -> tuple[int, int]:
    rebel, tretonin = h(game, "Rebel"), h(game, "Refined Tretonin")
    game.apply(PlayCard(rebel))
    game.apply(Pass())
    game.apply(PlayCard(tretonin))
    if game.pending_decision is not None:
        game.apply(Choose(rebel))
    return rebel, tretonin


@pytest.mark.parametrize("stopped", [True, False])
def test_refined_tretonin_readies_the_chosen_jaffa(stopped: bool) -> None:
    game = start([TRETONIN, REBEL])
    rebel, tretonin = _tretonin_on_rebel(game)
    if stopped:
        ops.stop(game, rebel)
        game._version += 1
    game.apply(Pass())
    action = ActivateAbility(tretonin, 0)
    assert (action in game.legal_actions()) is stopped
    if stopped:
        game.apply(action)
        assert game.status_name(rebel) == "ready"


@pytest.mark.parametrize("which", ["Rebel", "Refined Tretonin"])
def test_refined_tretonin_and_its_jaffa_are_destroyed_together(which: str) -> None:
    game = start([TRETONIN, REBEL, MARINE])
    rebel, tretonin = _tretonin_on_rebel(game)
    ops.destroy(game, h(game, which))
    game._version += 1
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert game.zone_name(rebel) == game.zone_name(tretonin) == "discard"
    assert game.zone_name(h(game, "Marine")) == "hand"


@pytest.mark.parametrize("armed", [True, False])
def test_rg_bst_railgun_taxes_ship_assignments(armed: bool) -> None:
    game = start([RAILGUN, MARINE], [GLIDER])
    gear_in_play(game, "RG/BST SG Railgun")
    if armed:
        railgun, leader = h(game, "RG/BST SG Railgun"), h(game, "Fixture Leader")
        game.apply(ActivateAbility(railgun, 0, blocks=(leader,)))
    else:
        game.apply(PlayCard(h(game, "Marine")))
    glider = v(game, "Glider")
    game.apply(PlayCard(glider))
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, Assign(glider))
    assert spent == (2 if armed else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_chaya_sar_assigned_returns_with_an_obstacle(assigned: bool) -> None:
    fog = sg_card("Fog", CardType.OBSTACLE, cost=1, skills={C: 1})
    game = start([CHAYA], [fog], first=mission("Culture Test", C, 3))
    chaya, rocks = h(game, "Chaya Sar"), v(game, "Fog")
    game.apply(PlayCard(chaya))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(chaya))
    else:
        game.apply(Assign(h(game, "Fixture Scholar")))
    game.apply(PlayCard(rocks))
    action = ActivateAbility(chaya, 0, target=rocks)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert chaya in game.hand(HERO_P) and rocks in game.hand(VILLAIN_P)
