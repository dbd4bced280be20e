"""Dominions cards completed in session 7 (effects/dominions/*.py, "session 7" parts),
each played: the text happens, and does not when its condition fails. Fixture printings
with the real card ids; player 0 is the hero of turn 1, player 1 the villain
(`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, RAIDER, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, place_glyphs, villain, villain_assigns
from sg_play import finish_mission as finish
from sg_play import rearranged as settle
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.cards.stargate import Allegiance, Keywords
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
from stargate_vcg.engine.stargate.facts import ASSIGNED

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
PLACES = [mission(f"{g.value} Place", C, 3, glyph=g) for g in Glyph if g != Glyph.ORIGIN]
TRIANGULUM_2 = mission("Second Triangulum", C, 3, glyph=Glyph.TRIANGULUM)

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
    return scenario(hero or [], villain or [], missions=[first, SPARE, *PLACES, TRIANGULUM_2],
                    power=power, pad=30, hero_team=team)


def villain_plays(game: StargateGame, title: str) -> int:
    card = villain(game, title)
    if game.to_act == HERO_P:
        game.apply(Pass())
    game.apply(PlayCard(card))
    return card


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


# --- third batch ---

SCULLY = real("Dana Scully (Skeptical Forensic Pathologist)", CardType.TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 3, B: 0, I: 2}, traits=("X-Files",))
KOVACEK = real("Stan Kovacek (SG-9 Team Leader)", CardType.TEAM_CHARACTER, cost=4,
               skills={C: 3, S: 2, B: 1, I: 0}, traits=("SGC",))
NECHAYEV = real("Konstantin Nechayev (IOA Representatitve)", SUPPORT, cost=5,
                skills={C: 2, I: 1}, traits=("Russian",))
REYNOLDS = real("Reynolds (Stalwart Commander)", CardType.TEAM_CHARACTER, cost=4,
                skills={C: 2, S: 1, B: 2, I: 1}, traits=("SGC",))
FORD = real("Aiden Ford (Fanatic Warrior)", SUPPORT, cost=3, skills={S: 1, B: 2})
CAULFIELD = real("Caulfield (Impersonator)", SUPPORT, cost=4, skills={C: 1, I: 2},
                 traits=("NID",))
FOXTROT = real("Foxtrot Class Submarine", CardType.GEAR, cost=3, traits=("Russian",))
HALE = real("Hale (Kelownan Commander)", ADV, cost=3, skills={B: 2}, revive=4,
            traits=("Political",))
ADVANCE = real("Unstoppable Advance", OBS, cost=0, skills={C: 0, S: 0, B: 0, I: 0},
               traits=("Ori",))

SCIENCE_TRAP = sg_card("Science Trap", OBS, cost=1, skills={C: 1, S: 1})
SCANDAL = sg_card("Scandal", OBS, cost=1, skills={S: 1}, traits=("Political",))
HEARING = sg_card("Hearing", OBS, cost=1, skills={B: 1}, traits=("Political",))
DRIVER = sg_card("Driver", SUPPORT, "Comrade", cost=3, skills={I: 1}, traits=("Russian",))
MEMO = sg_card("Memo", CardType.EVENT, cost=1, traits=("Political",))


@pytest.mark.parametrize(("glyphs", "cost"), [((Glyph.GEMINI, Glyph.ORION), 2),
                                              ((Glyph.GEMINI,), 1)])
def test_dana_scully_raises_obstacles_per_science_obstacle(glyphs: tuple[Glyph, ...],
                                                           cost: int) -> None:
    game = start(villain=[SCIENCE_TRAP, ROCKS], team=[SCULLY, *scenario_team()[1:]])
    place_glyphs(game, hero(game, "Dana Scully"), *glyphs)
    villain_plays(game, "Science Trap")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Rocks")))
    assert game.power(VILLAIN_P) == power - cost


@pytest.mark.parametrize(("triangulums", "ready"), [(2, True), (1, False)])
def test_stan_kovacek_with_two_triangulum_may_ready_after_his_ability(
        triangulums: int, ready: bool) -> None:
    game = start(villain=[SCANDAL], team=[KOVACEK, *scenario_team()[1:]], skill=S)
    stan = hero(game, "Stan Kovacek")
    for title in (f"{Glyph.TRIANGULUM.value} Place", "Second Triangulum")[:triangulums]:
        ops.place_glyph(game, hero(game, title), stan)
    game._version += 1
    scandal = villain_plays(game, "Scandal")
    game.apply(ActivateAbility(stan, 0, target=scandal))
    if ready:
        game.apply(Choose(0))
    assert game.zone_name(scandal) == "discard"
    assert game.status_name(stan) == ("ready" if ready else "stopped")


@pytest.mark.parametrize("russian", [True, False])
def test_konstantin_nechayev_plays_a_russian_support_character_for_a_discard(
        russian: bool) -> None:
    game = start([NECHAYEV, DRIVER, MEMO] if russian else [NECHAYEV, DRIVER])
    nechayev, driver = hero(game, "Konstantin Nechayev"), hero(game, "Driver")
    game.apply(PlayCard(nechayev))
    game.apply(Pass())
    action = ActivateAbility(nechayev, 0, target=driver)
    assert (action in game.legal_actions()) is russian  # the discard: the Memo
    if russian:
        power = game.power(HERO_P)
        game.apply(action)
        game.apply(Choose(hero(game, "Memo")))
        assert game.zone_name(driver) == "in play"
        assert game.zone_name(hero(game, "Memo")) == "discard"
        assert game.power(HERO_P) == power


@pytest.mark.parametrize(("top", "glyph"), [(True, Glyph.ORION), (False, Glyph.PISCES),
                                            (None, Glyph.GEMINI)])
def test_reynolds_failure_puts_the_mission_back_on_the_pile(top: bool | None,
                                                            glyph: Glyph) -> None:
    game = start(team=[REYNOLDS, *scenario_team()[1:]], difficulty=30)
    reynolds = hero(game, "Reynolds")
    place_glyphs(game, reynolds, glyph)
    test_mission = hero(game, "Test Mission")
    game.apply(Assign(reynolds))
    finish(game)
    if top is not None:
        game.apply(Choose(0 if top else 1))
        pile = game.state.players[HERO_P].missions
        assert (pile[-1] if top else pile[0]) == test_mission
        assert test_mission not in game.state.failed
    else:
        assert test_mission in game.state.failed


@pytest.mark.parametrize("deck", [True, False])
def test_aiden_ford_destroys_the_assigned_adversaries_but_one(deck: bool) -> None:
    game = start([FORD], [THUG, GRUNT])
    ford = hero(game, "Aiden Ford")
    game.apply(PlayCard(ford))
    thug = villain_assigns(game, "Thug")
    grunt = villain_plays(game, "Grunt")
    active.set_status(game, grunt, ASSIGNED)  # beside him (as a vassal would be)
    game._version += 1
    if not deck:
        ops.mill(game, HERO_P, len(game.state.players[HERO_P].deck) - 1)
        settle(game)
    action = ActivateAbility(ford, 0)
    assert (action in game.legal_actions()) is deck
    if deck:
        discards = len(game.discard_pile(HERO_P))
        game.apply(action)
        game.apply(Choose(grunt))  # the villain spares the Grunt
        assert game.zone_name(thug) == "discard" and game.zone_name(grunt) == "in play"
        assert game.zone_name(ford) == "discard"
        assert len(game.discard_pile(HERO_P)) == discards + 3  # two drained and Ford


@pytest.mark.parametrize("copy", [True, False])
def test_caulfield_played_may_copy_another_characters_skills(copy: bool) -> None:
    game = start([CAULFIELD])
    caulfield = hero(game, "Caulfield")
    game.apply(PlayCard(caulfield))
    game.apply(Choose(0) if copy else Decline())
    if copy:
        game.apply(Choose(game.hand(HERO_P)[0]))
        game.apply(Choose(hero(game, "Fixture Scientist")))  # C 1, S 3, B 1, I 2
    expected = [1, 3, 1, 2] if copy else [1, None, None, 2]
    assert [game.skill(caulfield, k) for k in range(4)] == expected


@pytest.mark.parametrize("mode", [0, 1])
def test_foxtrot_class_submarine_destroyed_at_a_failure_plays_a_card_free(mode: int) -> None:
    game = start([FOXTROT, MARINE, KIT], difficulty=30)
    sub = hero(game, "Foxtrot Class Submarine")
    game.apply(PlayCard(sub))
    marine = hero(game, "Marine")
    if mode == 1:
        ops.discard_from_hand(game, marine)
        settle(game)
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    game.apply(Choose(0))  # destroy the submarine
    if mode == 1:  # (with no support character in the discard pile, the hand it is)
        game.apply(Choose(mode))
    power = game.power(HERO_P)
    game.apply(Choose(marine))
    assert game.zone_name(sub) == "discard"
    assert game.zone_name(marine) == "in play"
    assert game.power(HERO_P) == power


def test_foxtrot_class_submarine_may_stay() -> None:
    game = start([FOXTROT], difficulty=30)
    sub = hero(game, "Foxtrot Class Submarine")
    game.apply(PlayCard(sub))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    game.apply(Decline())
    assert game.zone_name(sub) == "in play"


@pytest.mark.parametrize(("obstacle", "harder"), [("Scandal", 1), ("Hearing", 3)])
def test_hale_on_a_combat_mission_plays_political_obstacles_of_any_skill(
        obstacle: str, harder: int) -> None:
    game = start(villain=[HALE, SCANDAL, HEARING], skill=B)
    hale = villain_assigns(game, "Hale")
    game.apply(Pass())
    card = villain(game, obstacle)  # the Scandal is rated in Science only
    assert PlayCard(card) in game.legal_actions()
    before = game.mission_difficulty()
    game.apply(PlayCard(card))
    assert game.skill(hale, 2) == 3
    assert game.mission_difficulty() == before + harder


def test_hale_not_assigned_gives_no_waiver() -> None:
    game = start(villain=[HALE, SCANDAL], skill=B)
    villain_plays(game, "Hale")
    game.apply(Pass())
    assert PlayCard(villain(game, "Scandal")) not in game.legal_actions()


@pytest.mark.parametrize("pay", [True, False])
def test_unstoppable_advance_turns_a_ship_assignment_into_a_free_complication(
        pay: bool) -> None:
    game = start(villain=[ADVANCE, RAIDER, ROCKS])
    villain_plays(game, "Unstoppable Advance")
    raider = villain_plays(game, "Raider")
    game.apply(Pass())
    game.apply(Assign(raider))
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(villain(game, "Rocks")))
    assert len(game.state.complications) == (1 if pay else 0)


# --- fourth batch ---

KENNEDY = real("Martin Kennedy (CIA Interrogator)", CardType.TEAM_CHARACTER, cost=4,
               skills={C: 2, S: 1, B: 1, I: 2}, traits=("NID",))
GRAVITY = real("Massive Gravity Well", OBS, cost=0, skills={C: 0, S: 0, B: 0, I: 0})
ELITE = real("Jaffa Elite Troops", OBS, cost=1, skills={C: 1, B: 2, I: 1}, traits=("Jaffa",),
             keywords=Keywords(dominion=True))
MERCY = real("At Oberoth's Mercy", OBS, cost=2, skills={S: 2, B: 1, I: 2},
             traits=("Replicator",))
WILL = real("The Will of the Ori", OBS, cost=2, skills={C: 2, S: 2, B: 2}, traits=("Ori",))

JAFFA_GUARD = sg_card("Jaffa Guard", ADV, "Sentry", cost=1, skills={C: 1}, revive=2,
                      traits=("Jaffa",))
REPLICATOR = sg_card("Replicator", ADV, "Asuran", cost=1, skills={C: 1}, revive=2,
                     traits=("Replicator",))
NANO_WALL = sg_card("Nano Wall", OBS, cost=3, skills={C: 1}, traits=("Replicator",))
SKIFF = sg_card("Skiff", CardType.SHIP, "Hero Ship", cost=1, firepower=2)
CRUISER = sg_card("Cruiser", CardType.SHIP, "Hero Cruiser", cost=1, firepower=4)


@pytest.mark.parametrize(("glyph", "experience"), [(Glyph.LIBRA, 2), (Glyph.GEMINI, 0)])
def test_martin_kennedy_experience_per_promotion_token(glyph: Glyph,
                                                        experience: int) -> None:
    game = start(team=[KENNEDY, *scenario_team()[1:]])
    kennedy = hero(game, "Martin Kennedy")
    place_glyphs(game, kennedy, glyph)
    before = values.experience(game, HERO_P)
    ops.add_promotion_token(game, kennedy)
    ops.add_promotion_token(game, kennedy)
    game._version += 1
    assert values.experience(game, HERO_P) == before + experience


@pytest.mark.parametrize(("x", "stopped"), [(2, ("Skiff",)), (4, ("Skiff", "Cruiser"))])
def test_massive_gravity_well_stops_the_ships_up_to_x(x: int, stopped: tuple[str, ...]) -> None:
    game = start([SKIFF, CRUISER], [GRAVITY])
    game.apply(PlayCard(hero(game, "Skiff")))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "Cruiser")))
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Massive Gravity Well")))
    game.apply(Choose(x))
    assert game.power(VILLAIN_P) == power - x
    for title in ("Skiff", "Cruiser"):
        assert (game.status_name(hero(game, title)) == "stopped") is (title in stopped)


@pytest.mark.parametrize(("guard", "scored"), [(True, True), (False, False)])
def test_jaffa_elite_troops_failure_scores_an_additional_dominion_card(guard: bool,
                                                                       scored: bool) -> None:
    game = start(villain=[ELITE, JAFFA_GUARD, GRUNT], difficulty=30)
    villain_assigns(game, "Jaffa Guard" if guard else "Grunt")
    elite = villain_plays(game, "Jaffa Elite Troops")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    finish(game)
    if guard:
        game.apply(Choose(elite))
    assert (game.zone_name(elite) == "villain score pile") is scored


@pytest.mark.parametrize(("assigned_", "cost"), [(True, 2), (False, 3)])
def test_at_oberoths_mercy_beneath_lowers_obstacles_sharing_a_trait(assigned_: bool,
                                                                    cost: int) -> None:
    game = start(villain=[MERCY, REPLICATOR, NANO_WALL])
    rep = villain_assigns(game, "Replicator") if assigned_ else villain_plays(game,
                                                                              "Replicator")
    place_beneath(game, villain(game, "At Oberoth's Mercy"), rep)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Nano Wall")))
    assert game.power(VILLAIN_P) == power - cost


@pytest.mark.parametrize("beneath", [True, False])
def test_the_will_of_the_ori_beneath_incapacitates_as_its_adversary_is_scored(
        beneath: bool) -> None:
    from stargate_vcg.engine.stargate import Score
    game = start(villain=[WILL, GRUNT], difficulty=30)
    grunt = villain_assigns(game, "Grunt")
    if beneath:
        place_beneath(game, villain(game, "The Will of the Ori"), grunt)
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    finish(game)
    game.apply(Score(grunt))
    if beneath and game.pending_decision is not None:
        game.apply(Choose(leader))
    assert (game.status_name(leader) == "incapacitated") is beneath


# --- fifth batch ---

SEED = real("Hive Ship Seed (Growing Threat)", ADV, cost=3, skills={}, revive=3,
            traits=("Disease", "Wraith"))
HYBRID = real("Wraith Hybrid", ADV, cost=1, skills={C: 1, S: 1, B: 1}, revive=2,
              traits=("Wraith",), keywords=Keywords(dominion=True))
CUNNING = real("Cunning Queen (Betrayer)", ADV, cost=4, skills={C: 2, I: 3}, revive=5,
               traits=("Wraith",))
ARIS = real("Aris Boch (Diligent Tracker)", SUPPORT, cost=2, skills={B: 3})

PLAGUE = sg_card("Plague", OBS, cost=2, skills={C: 1}, traits=("Disease",))
DART = sg_card("Dart", CardType.SHIP, "Wraith Ship", cost=5, firepower=2,
               allegiance=Allegiance.VILLAIN)
DOMINATOR = sg_card("Dominator", OBS, cost=1, skills={C: 1},
                    keywords=Keywords(dominion=True))


@pytest.mark.parametrize("used", [True, False])
def test_hive_ship_seed_makes_disease_obstacles_cheaper_for_the_mission(used: bool) -> None:
    game = start(villain=[SEED, PLAGUE])
    seed = villain_plays(game, "Hive Ship Seed")
    game.apply(Pass())
    discards = len(game.discard_pile(VILLAIN_P))
    if used:
        game.apply(ActivateAbility(seed, 0))
        assert len(game.discard_pile(VILLAIN_P)) == discards + 3
        game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Plague")))
    assert game.power(VILLAIN_P) == power - (1 if used else 2)


@pytest.mark.parametrize("pay", [True, False])
def test_hive_ship_seed_destroyed_at_a_failure_plays_a_villain_ship(pay: bool) -> None:
    game = start(villain=[SEED, DART], difficulty=30)
    seed = villain_plays(game, "Hive Ship Seed")
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(villain(game, "Dart")))  # (a choice in his hand: asked)
    assert (game.zone_name(seed) == "discard") is pay
    assert (game.zone_name(villain(game, "Dart")) == "in play") is pay


@pytest.mark.parametrize("take", [True, False])
def test_wraith_hybrid_failure_may_score_an_additional_dominion_card(take: bool) -> None:
    game = start(villain=[HYBRID, DOMINATOR], difficulty=30)
    villain_assigns(game, "Wraith Hybrid")
    dominator = villain_plays(game, "Dominator")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    finish(game)
    game.apply(Choose(dominator) if take else Decline())
    assert (game.zone_name(dominator) == "villain score pile") is take


@pytest.mark.parametrize(("failed", "drained"), [(True, 5), (False, 0)])
def test_cunning_queen_failure_drains_as_wraith_adversaries_revive(failed: bool,
                                                                   drained: int) -> None:
    from stargate_vcg.engine.stargate import Revive
    game = start(villain=[CUNNING], difficulty=30 if failed else 0, power=20)
    queen = villain_assigns(game, "Cunning Queen")
    for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist"):
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    deck = len(game.state.players[HERO_P].deck)
    if game.phase == "revive or score adversaries":
        game.apply(Revive(queen))
        while game.pending_decision is not None and game.pending_decision.source == queen:
            game.apply(Choose(game.pending_decision.options[0]))
    assert len(game.state.players[HERO_P].deck) == deck - drained


@pytest.mark.parametrize("adversary_in_play", [True, False])
def test_aris_boch_needs_an_adversary_for_his_bounty_token(adversary_in_play: bool) -> None:
    game = start([ARIS], [THUG])
    if adversary_in_play:
        villain_plays(game, "Thug")
    aris = hero(game, "Aris Boch")
    assert (PlayCard(aris) in game.legal_actions()) is adversary_in_play


def test_aris_boch_blocked_until_his_bounty_is_bought_off_taxing_assignments() -> None:
    game = start([ARIS], [THUG], skill=B)
    thug = villain_plays(game, "Thug")
    aris = hero(game, "Aris Boch")
    game.apply(PlayCard(aris))  # the only adversary: the token goes on the Thug
    assert Assign(aris) not in game.legal_actions()
    power = game.power(VILLAIN_P)
    game.apply(Assign(thug))  # the villain pays 1 to assign him
    assert game.power(VILLAIN_P) == power - 1
    claim = ActivateAbility(aris, 0)
    assert claim not in game.legal_actions()  # the hero can't destroy his own token
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(claim)  # the villain may, for 2 power
    assert game.power(VILLAIN_P) == power - 2
    assert Assign(aris) in game.legal_actions()


OVERHAUL = real("Organizational Overhaul", OBS, cost=1, skills={C: 0, S: 0, B: 0, I: 0},
                traits=("Political",))


@pytest.mark.parametrize("assign_other", [True, False])
def test_organizational_overhaul_readies_one_adversary_and_may_assign_another(
        assign_other: bool) -> None:
    game = start(villain=[OVERHAUL, THUG, GRUNT])
    thug = villain_assigns(game, "Thug")
    grunt = villain_plays(game, "Grunt")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Organizational Overhaul")))
    assert game.status_name(thug) == "ready"
    game.apply(Choose(grunt) if assign_other else Decline())
    assert (game.status_name(grunt) == "assigned") is assign_other
    if assign_other:
        assert game.skill(grunt, 0) == 1 + 1


def test_organizational_overhaul_needs_an_assigned_adversary() -> None:
    game = start(villain=[OVERHAUL, THUG])
    villain_plays(game, "Thug")
    game.apply(Pass())
    assert PlayCard(villain(game, "Organizational Overhaul")) not in game.legal_actions()


# --- Thanos, Katie Brown: blocks that end at once ---

THANOS = real("Thanos (Ruler of Langara)", ADV, cost=3, skills={S: 3, B: 2, I: 1}, revive=5,
              traits=("Goa'uld",))
KATIE = real("Katie Brown (Botanist)", SUPPORT, cost=3, skills={S: 1}, traits=("Atlantis",))


@pytest.mark.parametrize(("skill", "blocked"), [(S, False), (B, True)])
def test_thanos_cant_be_blocked_on_a_science_mission(skill: object, blocked: bool) -> None:
    from stargate_vcg.engine.stargate import flow
    game = start(villain=[THANOS], skill=skill)
    thanos = villain_plays(game, "Thanos")
    game.surface.block(thanos)
    flow.run(game)
    game._version += 1
    assert game.is_blocked(thanos) is blocked


@pytest.mark.parametrize("pay", [True, False])
def test_katie_brown_guards_a_scientist_from_blocks_while_assigned(pay: bool) -> None:
    from stargate_vcg.engine.stargate import flow
    game = start([KATIE], skill=S)
    katie = hero(game, "Katie Brown")
    game.apply(PlayCard(katie))
    game.apply(Pass())
    game.apply(Assign(katie))
    game.apply(Choose(0) if pay else Decline())
    scientist = hero(game, "Fixture Scientist")
    game.surface.block(scientist, until_mission_end=True)
    flow.run(game)
    game._version += 1
    assert game.is_blocked(scientist) is not pay
