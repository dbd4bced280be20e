"""Dominions cards completed in session 7 (effects/dominions/*.py, "session 7" parts),
each played: the text happens, and does not when its condition fails. Fixture printings
with the real card ids; player 0 is the hero of turn 1, player 1 the villain
(`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    active,
    ops,
    values,
)

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
SUPPORT = CardType.SUPPORT_CHARACTER
QUEST = real("The Quest", OBS, cost=2, skills={C: 2, S: 2, I: 2})
HATHORS = real("Hathor's Resurrection", OBS, cost=2, skills={C: 2, S: 2, I: 2},
               traits=("Goa'uld",))
IOA = real("IOA Investigation", OBS, cost=2, skills={C: 2, S: 1, I: 2},
           traits=("Political",))
MIGHT = real("Test of Might", OBS, cost=2, skills={C: 1, B: 2, I: 2}, traits=("Jaffa",))
RAVAGING = real("Ravaging Renewal", OBS, cost=2, skills={S: 2, B: 2, I: 1},
                traits=("Wraith",))
HOSTAGE = real("Hostage Negotiations", OBS, cost=4, skills={C: 2, B: 3},
               traits=("Political",))
ORICI = real("The Orici", OBS, cost=4, skills={C: 2, I: 2}, traits=("Ori",))

THUG = sg_card("Thug", ADV, "Brute", cost=1, skills={C: 2, B: 2}, revive=6,
               traits=("Goa'uld",))
GRUNT = sg_card("Grunt", ADV, "Lackey", cost=1, skills={C: 1}, revive=2)
BIG_ONE = sg_card("Big One", ADV, "Overlord", cost=5, skills={C: 3}, revive=5)
SMALL_ONE = sg_card("Small One", ADV, "Minion", cost=2, skills={C: 1}, revive=2)
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={C: 2, B: 2})
AIRMAN = sg_card("Airman", SUPPORT, "Sergeant", cost=1, skills={C: 1}, traits=("SGC",))
SPARE = mission("Spare Mission", C, 3)
PLACES = [mission(f"{g.value} Place", C, 3, glyph=g) for g in Glyph if g != Glyph.ORIGIN]

RHEA = real("Rhea (Queen of Cronus)", ADV, cost=3, skills={C: 2, I: 3}, revive=4,
            traits=("Goa'uld",))
RAKNOR = real("Rak'nor (Ardent Warrior)", SUPPORT, cost=4, skills={B: 2, I: 1},
              traits=("Jaffa",))
KORVYN = real("Korvyn (Security Detail)", SUPPORT, cost=4, skills={B: 2, I: 1},
              traits=("Tok'ra",))
BILL_LEE = real("Bill Lee (Experimental Engineer)", CardType.TEAM_CHARACTER, cost=6,
                skills={C: 2, S: 2, B: 0, I: 1}, traits=("SGC",))
LICENSED = real("Licensed Card Game", CardType.GEAR, cost=2)
CAMP = real("Rebel Jaffa Camp", CardType.GEAR, cost=2, traits=("Jaffa",))
SPYCRAFT = real("Spycraft", CardType.EVENT, cost=2, traits=("Tok'ra",))

NANITE = real("Nanite Infection", OBS, cost=4, skills={C: 2, S: 3},
              traits=("Replicator", "Disease"))
PRIMEVAL = real("Primeval Queen (Forsaken)", ADV, cost=4, skills={S: 1, B: 2, I: 3},
                revive=5, traits=("Wraith",))
QUID = real("Quid Pro Quo", OBS, cost=2, skills={C: 2, I: 2}, traits=("Political",))
YATYIR = real("Yat'Yir (Rising Confidant)", CardType.TEAM_CHARACTER, cost=4,
              skills={C: 2, S: 0, B: 2, I: 1}, traits=("Jaffa",))

ROCKS = sg_card("Rocks", OBS, cost=1, skills={C: 1})
JAFFA_POST = sg_card("Jaffa Post", OBS, cost=1, skills={C: 1}, traits=("Jaffa",))
CHEAP = sg_card("Cheap Kit", CardType.GEAR, cost=1)
PRICEY = sg_card("Pricey Trap", OBS, cost=3, skills={C: 1})
WARRIOR = sg_card("Young Warrior", SUPPORT, "Recruit", cost=3, skills={B: 2},
                  traits=("Jaffa",))
SPY = sg_card("Spy", CardType.TEAM_CHARACTER, "Agent", cost=3,
              skills={C: 1, S: 1, B: 1, I: 1}, traits=("Tok'ra",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = C,
          team: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE, *PLACES], power=power,
                    pad=30, hero_team=team)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def villain(game: StargateGame, title: str) -> int:
    return uid(game, title, VILLAIN_P)


def villain_assigns(game: StargateGame, title: str) -> int:
    card = villain(game, title)
    if game.to_act == HERO_P:
        game.apply(Pass())
    game.apply(PlayCard(card))
    game.apply(Pass())
    game.apply(Assign(card))
    return card


def villain_plays(game: StargateGame, title: str) -> int:
    card = villain(game, title)
    if game.to_act == HERO_P:
        game.apply(Pass())
    game.apply(PlayCard(card))
    return card


def finish(game: StargateGame) -> None:
    """Both pass: the mission resolves."""
    game.apply(Pass())
    if game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())


def place_beneath(game: StargateGame, obstacle: int, holder: int) -> None:
    """As its Failure text does (`dsl.place_on`), arranged by hand."""
    game.surface.place_on(obstacle, holder)
    game.surface.remember(obstacle, "on", (holder,))
    active.rebuild(game)
    game._version += 1


# --- the obstacles placed beneath an adversary at failure ---

@pytest.mark.parametrize("success", [False, True])
def test_the_quest_goes_beneath_an_adversary_at_failure_who_gets_every_skill_plus_1(
        success: bool) -> None:
    game = start(villain=[QUEST, THUG], difficulty=1 if success else 9)
    thug = villain_assigns(game, "Thug")
    quest = villain_plays(game, "The Quest")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    if success:  # 3 + 1 + 1 against 1 + 2 + 2
        game.apply(Pass())
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(Pass())
        game.apply(Assign(hero(game, "Fixture Scientist")))
    finish(game)
    assert (game.zone_name(quest) == "beneath a card") is not success
    bonus = 0 if success else 1
    assert [game.skill(thug, k) for k in range(4)] == [2 + bonus, bonus or None,
                                                       2 + bonus, bonus or None]


def test_hathors_resurrection_beneath_makes_his_revive_5_cheaper() -> None:
    game = start(villain=[HATHORS, THUG])
    thug, hathors = villain(game, "Thug"), villain(game, "Hathor's Resurrection")
    game.apply(Pass())
    game.apply(PlayCard(thug))
    assert values.revive_cost(game, thug) == 6
    place_beneath(game, hathors, thug)
    assert values.revive_cost(game, thug) == 1


@pytest.mark.parametrize("beneath", [True, False])
def test_ioa_investigation_beneath_takes_2_power_as_he_is_assigned(beneath: bool) -> None:
    game = start(villain=[IOA, THUG])
    thug = villain_plays(game, "Thug")
    if beneath:
        place_beneath(game, villain(game, "IOA Investigation"), thug)
    game.apply(Pass())
    hero_power, villain_power = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(Assign(thug))
    moved = 2 if beneath else 0
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == (hero_power - moved,
                                                           villain_power + moved)


@pytest.mark.parametrize("beneath", [True, False])
def test_test_of_might_beneath_may_destroy_a_support_character(beneath: bool) -> None:
    game = start([MARINE], [MIGHT, THUG])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    thug = villain_plays(game, "Thug")
    if beneath:
        place_beneath(game, villain(game, "Test of Might"), thug)
    game.apply(Pass())
    game.apply(Assign(thug))
    if beneath:
        game.apply(Choose(marine))
    assert (game.zone_name(marine) == "discard") is beneath


@pytest.mark.parametrize("beneath", [True, False])
def test_ravaging_renewal_beneath_drains_4_and_readies_the_other_adversaries(
        beneath: bool) -> None:
    game = start(villain=[RAVAGING, THUG, GRUNT])
    grunt = villain_assigns(game, "Grunt")
    game.surface.stop(grunt)
    game._version += 1
    thug = villain_plays(game, "Thug")
    if beneath:
        place_beneath(game, villain(game, "Ravaging Renewal"), thug)
    game.apply(Pass())
    discards = len(game.discard_pile(HERO_P))
    game.apply(Assign(thug))
    if beneath:
        game.apply(Choose(0))
    assert len(game.discard_pile(HERO_P)) == discards + (4 if beneath else 0)
    assert (game.status_name(grunt) == "ready") is beneath


# --- Hostage Negotiations ---

@pytest.mark.parametrize("success", [False, True])
def test_hostage_negotiations_failure_destroys_the_supporters_without_the_chosen_trait(
        success: bool) -> None:
    game = start([MARINE, AIRMAN], [HOSTAGE], difficulty=1 if success else 30)
    marine, airman = hero(game, "Marine"), hero(game, "Airman")
    game.apply(PlayCard(marine))
    villain_plays(game, "Hostage Negotiations")
    game.apply(PlayCard(airman))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Scholar")))
    finish(game)
    if not success:
        game.apply(Choose(hero(game, "Fixture Leader")))  # SGC, its only trait
    assert (game.zone_name(marine) == "discard") is not success
    assert game.zone_name(airman) == "in play"


# --- The Orici ---

@pytest.mark.parametrize(("found", "gain"), [("Big One", 1), ("Small One", 0)])
def test_the_orici_failure_plays_an_adversary_from_the_deck(found: str, gain: int) -> None:
    game = start(villain=[ORICI, BIG_ONE, SMALL_ONE], difficulty=30)
    card = villain(game, found)
    game.surface.put_on_deck(card)
    active.rebuild(game)
    game._version += 1
    villain_plays(game, "The Orici")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    finish(game)
    power = game.power(HERO_P)
    game.apply(Choose(card))
    assert game.zone_name(card) == "in play"
    assert game.power(HERO_P) == power + gain


def test_the_orici_search_may_be_declined() -> None:
    game = start(villain=[ORICI, BIG_ONE], difficulty=30)
    big = villain(game, "Big One")
    game.surface.put_on_deck(big)
    active.rebuild(game)
    game._version += 1
    villain_plays(game, "The Orici")
    finish(game)
    game.apply(Decline())
    assert game.zone_name(big) == "deck"


def on_deck(game: StargateGame, *cards: int) -> None:
    """These cards on top of their owners' decks (the last one on top)."""
    for c in cards:
        game.surface.put_on_deck(c)
    active.rebuild(game)
    game._version += 1


# --- Rhea ---

@pytest.mark.parametrize("team_assigned", [1, 0])
def test_rhea_looks_at_a_card_per_assigned_team_character_and_discards(
        team_assigned: int) -> None:
    game = start(villain=[RHEA, ROCKS, PRICEY])
    rhea = villain_plays(game, "Rhea")
    pricey = villain(game, "Pricey Trap")
    on_deck(game, pricey)
    if team_assigned:
        game.apply(Assign(hero(game, "Fixture Leader")))
    else:
        game.apply(Pass())
    game.apply(ActivateAbility(rhea, 0))
    if team_assigned:
        game.apply(Choose(pricey))
    rocks = villain(game, "Rocks")
    game.apply(Choose(rocks))  # the discard
    assert game.zone_name(rocks) == "discard"
    assert (game.zone_name(pricey) == "hand") is bool(team_assigned)
    assert game.status_name(rhea) == "stopped"


# --- Rak'nor ---

@pytest.mark.parametrize(("scored", "success", "gain"), [
    ("Jaffa Post", True, 1), ("Rocks", True, 0), ("Jaffa Post", False, 0)])
def test_raknor_success_returns_a_scored_obstacle(scored: str, success: bool,
                                                   gain: int) -> None:
    game = start([RAKNOR], [ROCKS, JAFFA_POST], difficulty=1 if success else 30, skill=B)
    card = villain(game, scored)
    ops.to_score_pile(game, card)
    game._version += 1
    raknor = hero(game, "Rak'nor")
    game.apply(PlayCard(raknor))
    game.apply(Pass())
    game.apply(Assign(raknor))
    power = game.power(HERO_P)
    finish(game)
    assert (game.zone_name(card) == "discard") is success
    assert game.power(HERO_P) == power + gain


# --- Korvyn ---

@pytest.mark.parametrize(("success", "cost"), [(True, 8), (False, 6)])
def test_korvyn_success_raises_the_revive_cost_of_the_assigned_adversaries(
        success: bool, cost: int) -> None:
    game = start([KORVYN], [THUG], difficulty=0 if success else 30, skill=B)
    korvyn = hero(game, "Korvyn")
    game.apply(PlayCard(korvyn))
    thug = villain_assigns(game, "Thug")
    game.apply(Assign(korvyn))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    assert game.phase == "revive or score adversaries"
    assert values.revive_cost(game, thug) == cost


# --- Bill Lee ---

@pytest.mark.parametrize(("glyphs", "skill", "gain"), [(2, 3, 1), (0, 2, 0)])
def test_bill_lee_reveals_a_card_per_glyph(glyphs: int, skill: int, gain: int) -> None:
    game = start([ROCKS, MARINE], team=[BILL_LEE, *scenario_team()[1:]])
    bill = hero(game, "Bill Lee")
    ops.mill(game, HERO_P, len(game.state.players[HERO_P].deck))
    on_deck(game, hero(game, "Rocks"), hero(game, "Marine"))
    for g in (Glyph.GEMINI, Glyph.ORION)[:glyphs]:
        ops.place_glyph(game, hero(game, f"{g.value} Place"), bill)
    game._version += 1
    power = game.power(VILLAIN_P)
    game.apply(Assign(bill))
    assert game.skill(bill, 0) == skill
    assert game.power(VILLAIN_P) == power + gain
    assert len(game.state.players[HERO_P].deck) == 2


def scenario_team() -> list[StargateCard]:
    from factories import TEAM
    return list(TEAM)


# --- Licensed Card Game ---

@pytest.mark.parametrize(("prediction", "hero_gain", "villain_gain"), [(2, 2, 0), (0, 0, 2)])
def test_licensed_card_game_prediction_pays_the_right_player(
        prediction: int, hero_gain: int, villain_gain: int) -> None:
    game = start([LICENSED, CHEAP], [PRICEY])
    kit = hero(game, "Licensed Card Game")
    game.apply(PlayCard(kit))
    on_deck(game, hero(game, "Cheap Kit"), villain(game, "Pricey Trap"))
    game.apply(Pass())
    powers = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(ActivateAbility(kit, 0))
    game.apply(Choose(prediction))  # "costs less" is right: 1 against 3
    assert game.zone_name(hero(game, "Cheap Kit")) == "discard"
    assert game.zone_name(villain(game, "Pricey Trap")) == "discard"
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == (powers[0] + hero_gain,
                                                           powers[1] + villain_gain)


# --- Rebel Jaffa Camp ---

@pytest.mark.parametrize(("stopped", "paid"), [("Fixture Warrior", 1), ("Fixture Leader", 2)])
def test_rebel_jaffa_camp_plays_a_support_character_cheaper(stopped: str, paid: int) -> None:
    game = start([CAMP, WARRIOR])
    camp = hero(game, "Rebel Jaffa Camp")
    game.apply(PlayCard(camp))
    game.surface.ready(hero(game, "Fixture Warrior"))
    game._version += 1
    game.apply(Pass())
    power = game.power(HERO_P)
    warrior = hero(game, "Young Warrior")
    game.apply(ActivateAbility(camp, 0, stops=(hero(game, stopped),), target=warrior))
    assert game.zone_name(warrior) == "in play"
    assert game.power(HERO_P) == power - paid


# --- Spycraft ---

@pytest.mark.parametrize(("scored", "stopped", "where"), [
    (3, "Fixture Scholar", "hand"), (3, "Spy", "deck"),
    (2, "Fixture Scholar", "villain score pile")])
def test_spycraft_takes_a_scored_card_back(scored: int, stopped: str, where: str) -> None:
    game = start([SPYCRAFT], [ROCKS, JAFFA_POST, PRICEY],
                 team=[SPY, *scenario_team()[1:]])
    cards = [villain(game, t) for t in ("Rocks", "Jaffa Post", "Pricey Trap")][:scored]
    for c in cards:
        ops.to_score_pile(game, c)
    game._version += 1
    game.apply(PlayCard(hero(game, "Spycraft"), stops=(hero(game, stopped),)))
    if scored >= 3:
        game.apply(Choose(cards[0]))
    assert game.zone_name(cards[0]) == where


# --- Nanite Infection ---

@pytest.mark.parametrize("success", [False, True])
def test_nanite_infection_destroys_support_characters_stopped_after_a_failure(
        success: bool) -> None:
    game = start([MARINE], [NANITE], difficulty=1 if success else 30)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    nanite = villain_plays(game, "Nanite Infection")
    game.apply(Assign(marine))
    if success:  # 2 + 3 + 1 + 3 against 1 + 2
        for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist"):
            game.apply(Pass())
            game.apply(Assign(hero(game, title)))
    finish(game)
    assert game.zone_name(nanite) == "discard"
    assert game.zone_name(marine) == ("in play" if success else "discard")


@pytest.mark.parametrize(("title", "zone"), [("Marine", "discard"), ("Fixture Leader",
                                                                     "in play")])
def test_nanite_infection_destroys_a_support_character_instead_of_stopping_it(
        title: str, zone: str) -> None:
    game = start([MARINE], [NANITE])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    villain_plays(game, "Nanite Infection")
    card = hero(game, title)
    game.surface.stop(card)
    game._version += 1
    assert game.zone_name(card) == zone


# --- Primeval Queen ---

@pytest.mark.parametrize("drain", [True, False])
def test_primeval_queen_failure_drain_or_incapacitation(drain: bool) -> None:
    game = start(villain=[PRIMEVAL], difficulty=30, skill=B)
    villain_assigns(game, "Primeval Queen")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    discards, power = len(game.discard_pile(HERO_P)), game.power(VILLAIN_P)
    finish(game)
    game.apply(Choose(0) if drain else Decline())
    if not drain:
        game.apply(Choose(leader))
    assert len(game.discard_pile(HERO_P)) == discards + (3 if drain else 0)
    assert game.power(VILLAIN_P) == power + (3 if drain else 0)
    assert (game.status_name(leader) == "incapacitated") is not drain


# --- Quid Pro Quo ---

@pytest.mark.parametrize("stop", [True, False])
def test_quid_pro_quo_gets_withdraw_4_unless_a_character_is_stopped(stop: bool) -> None:
    game = start(villain=[QUID])
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    quid = villain(game, "Quid Pro Quo")
    game.apply(PlayCard(quid))
    game.apply(Choose(leader) if stop else Decline())
    assert (game.status_name(leader) == "stopped") is stop
    game.apply(Pass())
    withdraw = ActivateAbility(quid, 0)
    assert (withdraw in game.legal_actions()) is not stop
    if not stop:
        power = game.power(VILLAIN_P)
        game.apply(withdraw)
        assert game.power(VILLAIN_P) == power + 4
        assert game.zone_name(quid) == "discard"


# --- Yat'Yir ---

@pytest.mark.parametrize(("glyphs", "points"), [((), 4), ((Glyph.SCORPIUS,), 5),
                                                ((Glyph.SCORPIUS, Glyph.TRIANGULUM), 6)])
def test_yatyir_point_value_rises_with_scorpius_and_triangulum(
        glyphs: tuple[Glyph, ...], points: int) -> None:
    game = start(team=[YATYIR, *scenario_team()[1:]])
    yatyir = hero(game, "Yat'Yir")
    before = game.victory_totals()[VILLAIN_P]
    for g in glyphs:
        ops.place_glyph(game, hero(game, f"{g.value} Place"), yatyir)
    game._version += 1
    assert game.victory_totals()[VILLAIN_P] == before + points - 4
