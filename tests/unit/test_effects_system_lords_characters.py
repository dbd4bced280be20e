"""System Lords team and support characters, events and gear
(effects/system_lords/characters.py), each played: the text happens, and does not when
its condition fails. Fixture printings with the real card ids; player 0 is the hero of
turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.facts import READY, STOPPED

SUP, TEAM_T = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
CELEBRATION = real("Celebration", CardType.EVENT, cost=2)
TEAMWORK = real("Teamwork", CardType.EVENT, cost=5, traits=("SGC",))
REOLE = real("Reole Chemical", CardType.GEAR, cost=3, traits=("Tok'ra",))
WALKIE = real("Walkie-Talkie", CardType.GEAR, cost=2)
CHASKA = real("Chaska (Caledonian Minister)", SUP, cost=4, skills={C: 2, I: 1})
SIMMONS = real("Graham Simmons (Assistant Engineer)", SUP, cost=4, skills={S: 2},
               traits=("SGC",))
KHEB_MONK = real("Kheb Monk (Adherant of Desala)", SUP, cost=2, skills={C: 2})
MARELL = real("Marell (Research Scientist)", SUP, cost=5, skills={B: 3})
MAZRAI = real("Maz'rai (High Council Member)", SUP, cost=3, skills={C: 2}, traits=("Jaffa",))
SEEVIS = real("Seevis (Resistance Leader)", SUP, cost=5, skills={C: 2, B: 1})
SHAUNAC = real("Shau'nac (Of the Red Hills)", SUP, cost=3, skills={I: 2}, traits=("Jaffa",))
YURI = real("Yuri (Submariner)", SUP, cost=2, skills={B: 2}, traits=("Russian",))
MITCHELL = real("Cameron Mitchell (Inspiring Influence)", TEAM_T, cost=3,
                skills={C: 1, S: 0, B: 3, I: 3}, traits=("SGC",))
DANIEL = real("Daniel Jackson (Veteran Traveler)", TEAM_T, cost=3,
              skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))
JACK = real("Jack O'Neill (Optimist)", TEAM_T, cost=3, skills={C: 0, S: 1, B: 3, I: 3},
            traits=("SGC",))
LINDSAY = real("Lindsay (Anthropologist)", TEAM_T, cost=4, skills={C: 3, S: 2, B: 0, I: 1},
               traits=("SGC",))
MANSFIELD = real("Mansfield (SG-17 Commander)", TEAM_T, cost=4,
                 skills={C: 1, S: 2, B: 2, I: 1}, traits=("SGC",))
NARIM = real("Narim (Tollan Friend)", TEAM_T, cost=4, skills={C: 2, S: 3, B: 0, I: 1})
CARTER = real("Samantha Carter (Mathematics Wizard)", TEAM_T, cost=4,
              skills={C: 1, S: 3, B: 2, I: 1}, traits=("SGC",))
VALA = real("Vala Mal Doran (Resourceful Rogue)", TEAM_T, cost=3,
            skills={C: 2, S: 0, B: 1, I: 3})

LEADER, SCHOLAR, SCIENTIST, WARRIOR = TEAM
IVAN = sg_card("Ivan", SUP, "Sailor", cost=1, skills={B: 1}, traits=("Russian",))
RIFLE = sg_card("Rifle", CardType.GEAR, cost=1)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1})
COMBAT_3 = mission("Combat Mission", B, 3)
CULTURE_3 = mission("Culture Mission", C, 3)
EASY = mission("Easy Mission", C, 1)
HARD = mission("Hard Mission", C, 9)
GEMINI_M = mission("Gemini Mission", C, 3, glyph=Glyph.GEMINI)
LIBRA_1 = mission("Libra One", C, 3, glyph=Glyph.LIBRA)
LIBRA_2 = mission("Libra Two", C, 3, glyph=Glyph.LIBRA)
PISCES_M = mission("Pisces Mission", C, 3, glyph=Glyph.PISCES)
SCORPIUS_M = mission("Scorpius Mission", C, 3, glyph=Glyph.SCORPIUS)
ORION_2 = mission("Orion Two", C, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, team: StargateCard | None = None,
          power: int = 9) -> StargateGame:
    """`team` takes the Fixture Scientist's place in the hero's team."""
    return scenario(hero or [], villain or [], missions=missions or [COMBAT_3, CULTURE_3],
                    hero_team=[LEADER, SCHOLAR, team, WARRIOR] if team else None,
                    power=power, pad=20)


def glyph(game: StargateGame, mission_title: str, character: int) -> None:
    """Arrange a mission of the hero's pile beneath a character, as an earned glyph."""
    ops.place_glyph(game, uid(game, mission_title, HERO_P), character)


def hero(game: StargateGame, *actions: object) -> None:
    """Hero actions, the villain passing between them (never after the last)."""
    for i, action in enumerate(actions):
        game.apply(action)
        if i < len(actions) - 1:
            game.apply(Pass())


def end_mission(game: StargateGame) -> None:
    """Both pass, and the mission's end is played on (first choices, no glyph choice)."""
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


def to_next_mission(game: StargateGame) -> None:
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())


# --- events ------------------------------------------------------------------------------


@pytest.mark.parametrize(("succeeded", "culture"), [(False, 1 + 1), (True, 1 + 2)])
def test_celebration_gives_skills_more_after_a_successful_mission(succeeded: bool,
                                                                  culture: int) -> None:
    game = start([CELEBRATION], missions=[EASY if succeeded else HARD, CULTURE_3])
    leader = uid(game, "Fixture Leader", HERO_P)
    hero(game, Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    game.apply(PlayCard(uid(game, "Celebration", HERO_P)))
    game.apply(Choose(leader))
    assert game.skill(leader, 0) == culture


@pytest.mark.parametrize(("assigned", "paid"), [(0, 5), (2, 3)])
def test_teamwork_costs_less_per_assigned_sgc_character(assigned: int, paid: int) -> None:
    game = start([TEAMWORK])
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    actions: list[object] = [Assign(leader), Assign(scholar)][:assigned]
    hero(game, *actions, PlayCard(uid(game, "Teamwork", HERO_P)))
    assert game.power(HERO_P) == 9 - paid
    game.apply(Choose(leader))
    assert game.skill(leader, 2) == 3 + 2


# --- gear --------------------------------------------------------------------------------


@pytest.mark.parametrize(("first", "difficulty"), [(CULTURE_3, 3 - 1), (COMBAT_3, 3)])
def test_reole_chemical_stopped_eases_only_a_culture_mission(first: StargateCard,
                                                             difficulty: int) -> None:
    game = start([REOLE], missions=[first, HARD])
    reole = uid(game, "Reole Chemical", HERO_P)
    hero(game, PlayCard(reole), ActivateAbility(reole, 0))
    assert game.status_name(reole) == "stopped"
    assert game.mission_difficulty() == difficulty


def test_reole_chemical_destroyed_returns_an_obstacle_to_hand() -> None:
    game = start([REOLE], [ROCKS])
    reole, rocks = uid(game, "Reole Chemical", HERO_P), uid(game, "Rocks", VILLAIN_P)
    game.apply(PlayCard(reole))
    assert not any(isinstance(a, ActivateAbility) and a.ability == 1
                   for a in game.legal_actions() if game.to_act == HERO_P)
    game.apply(PlayCard(rocks))
    game.apply(ActivateAbility(reole, 1, target=rocks))
    assert rocks in game.hand(VILLAIN_P) and game.zone_name(reole) == "discard"
    assert game.power(HERO_P) == 9 - 3 - 3


def test_walkie_talkie_another_character_sharing_a_trait_gets_skills() -> None:
    game = start([WALKIE])
    walkie = uid(game, "Walkie-Talkie", HERO_P)
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    warrior = uid(game, "Fixture Warrior", HERO_P)  # the only Jaffa: shares no trait
    game.apply(PlayCard(walkie))
    game.apply(Pass())
    assert ActivateAbility(walkie, 0, target=warrior) not in game.legal_actions()
    game.apply(ActivateAbility(walkie, 0, target=leader))
    options = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    assert leader not in options and warrior not in options and scholar in options
    game.apply(Choose(scholar))
    assert game.skill(scholar, 0) == 3 + 1 and game.skill(leader, 0) == 1


# --- support characters ------------------------------------------------------------------


@pytest.mark.parametrize(("first", "bonus"), [(HARD, 1), (EASY, 0)])
def test_chaska_failure_gives_team_characters_skills_until_turn_end(
        first: StargateCard, bonus: int) -> None:
    game = start([CHASKA], missions=[first, CULTURE_3])
    hero(game, PlayCard(uid(game, "Chaska", HERO_P)), Assign(uid(game, "Chaska", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert game.skill(uid(game, "Fixture Leader", HERO_P), 0) == 1 + bonus


@pytest.mark.parametrize(("gear", "paid"), [(True, 1 + 3), (False, 4)])
def test_graham_simmons_costs_less_per_ready_gear(gear: bool, paid: int) -> None:
    game = start([SIMMONS, RIFLE])
    plays = [PlayCard(uid(game, "Rifle", HERO_P))] if gear else []
    hero(game, *plays, PlayCard(uid(game, "Graham Simmons", HERO_P)))
    assert game.power(HERO_P) == 9 - paid


def test_kheb_monk_destroyed_unblocks_a_character() -> None:
    game = start([KHEB_MONK])
    monk, leader = uid(game, "Kheb Monk", HERO_P), uid(game, "Fixture Leader", HERO_P)
    game.apply(PlayCard(monk))
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    ops.block(game, leader)
    game.apply(ActivateAbility(monk, 0, target=leader))
    assert not game.is_blocked(leader) and game.zone_name(monk) == "discard"
    assert game.power(HERO_P) == 9 - 2 - 2


@pytest.mark.parametrize("destroy", [True, False])
def test_marell_assigned_may_destroy_an_obstacle_and_then_leaves(destroy: bool) -> None:
    game = start([MARELL], [ROCKS])
    marell, rocks = uid(game, "Marell", HERO_P), uid(game, "Rocks", VILLAIN_P)
    game.apply(PlayCard(marell))
    game.apply(PlayCard(rocks))
    game.apply(Assign(marell))
    game.apply(Choose(rocks) if destroy else Decline())
    assert (game.zone_name(rocks) == "discard") is destroy
    game.apply(Pass())
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (game.zone_name(marell) == "discard") is destroy


@pytest.mark.parametrize(("jaffa_assigned", "gain"), [(False, 1), (True, 2)])
def test_mazrai_destroyed_gains_more_with_a_jaffa_assigned(jaffa_assigned: bool,
                                                           gain: int) -> None:
    game = start([MAZRAI])
    mazrai, warrior = uid(game, "Maz'rai", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    game.state.status[warrior] = READY
    actions: list[object] = [PlayCard(mazrai)]
    if jaffa_assigned:
        actions.append(Assign(warrior))
    hero(game, *actions)
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(ActivateAbility(mazrai, 0))
    assert game.power(HERO_P) == before + gain and game.zone_name(mazrai) == "discard"


@pytest.mark.parametrize(("first", "readied"), [(EASY, True), (HARD, False)])
def test_seevis_success_may_ready_a_team_character(first: StargateCard, readied: bool) -> None:
    game = start([SEEVIS], missions=[first, CULTURE_3])
    warrior = uid(game, "Fixture Warrior", HERO_P)
    hero(game, PlayCard(uid(game, "Seevis", HERO_P)), Assign(uid(game, "Seevis", HERO_P)))
    end_mission(game)
    if readied:
        assert Decline() in game.legal_actions()
        game.apply(Choose(warrior))
    assert (game.status_name(warrior) == "ready") is readied


def test_shaunac_destroyed_gives_a_team_character_skills_until_the_end_of_the_turn() -> None:
    game = start([SHAUNAC])
    shaunac, leader = uid(game, "Shau'nac", HERO_P), uid(game, "Fixture Leader", HERO_P)
    hero(game, PlayCard(shaunac), ActivateAbility(shaunac, 0, target=leader))
    assert game.zone_name(shaunac) == "discard"
    end_mission(game)
    to_next_mission(game)
    assert game.skill(leader, 0) == 1 + 1


@pytest.mark.parametrize(("partner", "asked"), [(True, True), (False, False)])
def test_yuri_assigned_with_another_russian_may_trade_himself_for_an_obstacle(
        partner: bool, asked: bool) -> None:
    game = start([YURI, IVAN], [ROCKS])
    yuri, ivan, rocks = (uid(game, "Yuri", HERO_P), uid(game, "Ivan", HERO_P),
                         uid(game, "Rocks", VILLAIN_P))
    actions: list[object] = [PlayCard(yuri), PlayCard(ivan), Assign(yuri)]
    if partner:
        actions.append(Assign(ivan))
    hero(game, *actions)
    game.apply(PlayCard(rocks))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(yuri))
    assert (game.zone_name(rocks) == "discard") is asked
    assert (game.zone_name(yuri) == "discard") is asked


# --- team characters ---------------------------------------------------------------------


@pytest.mark.parametrize("pay", [True, False])
def test_cameron_mitchell_assigned_may_pay_to_ready_a_character_sharing_a_glyph(
        pay: bool) -> None:
    game = start(team=MITCHELL, missions=[COMBAT_3, CULTURE_3, ORION_2])
    mitchell, warrior = uid(game, "Cameron Mitchell", HERO_P), uid(game, "Fixture Warrior",
                                                                   HERO_P)
    glyph(game, "Culture Mission", mitchell)
    glyph(game, "Orion Two", warrior)
    game.apply(Assign(mitchell))
    card = game.hand(HERO_P)[0]
    game.apply(Choose(card) if pay else Decline())
    assert (game.status_name(warrior) == "ready") is pay
    assert game.power(HERO_P) == (9 - 3 if pay else 9)
    assert (card in game.discard_pile(HERO_P)) is pay


def test_cameron_mitchell_without_a_shared_glyph_asks_nothing() -> None:
    game = start(team=MITCHELL, missions=[COMBAT_3, CULTURE_3, GEMINI_M])
    glyph(game, "Culture Mission", uid(game, "Cameron Mitchell", HERO_P))
    glyph(game, "Gemini Mission", uid(game, "Fixture Warrior", HERO_P))
    game.apply(Assign(uid(game, "Cameron Mitchell", HERO_P)))
    assert game.pending_decision is None


@pytest.mark.parametrize(("glyph_title", "status", "difficulty"), [
    ("Orion Two", READY, 3 - 1), ("Gemini Mission", READY, 3), ("Orion Two", STOPPED, 3)])
def test_daniel_jackson_eases_missions_of_his_glyphs_while_ready_or_assigned(
        glyph_title: str, status: int, difficulty: int) -> None:
    game = start(team=DANIEL, missions=[COMBAT_3, ORION_2, GEMINI_M])
    daniel = uid(game, "Daniel Jackson", HERO_P)
    glyph(game, glyph_title, daniel)
    game.state.status[daniel] = status
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("jack_glyph", "scholar_culture"), [("Libra One", 3 + 1),
                                                             ("Pisces Mission", 3)])
def test_jack_oneill_libra_other_libra_characters_get_skills(jack_glyph: str,
                                                             scholar_culture: int) -> None:
    game = start(team=JACK, missions=[COMBAT_3, LIBRA_1, LIBRA_2, PISCES_M])
    jack, scholar = uid(game, "Jack O'Neill", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    glyph(game, jack_glyph, jack)
    glyph(game, "Libra Two", scholar)
    game.apply(Pass())  # any action: the skills are read again
    assert game.skill(scholar, 0) == scholar_culture
    assert game.skill(jack, 0) == 0


def _glyph_holders(game: StargateGame) -> list[tuple[int, int]]:
    return [(c, m) for c, missions in game.state.glyphs.items() for m in missions]


@pytest.mark.parametrize(("had_glyph", "asked"), [(False, True), (True, False)])
def test_lindsay_earning_a_new_glyph_may_pay_to_ready_her(had_glyph: bool, asked: bool) -> None:
    game = start(team=LINDSAY, missions=[EASY, CULTURE_3, ORION_2])
    lindsay = uid(game, "Lindsay", HERO_P)
    if had_glyph:
        glyph(game, "Orion Two", lindsay)
    hero(game, Assign(lindsay))
    end_mission(game)  # the only one assigned: she earns the glyph without a choice
    assert lindsay in {c for c, _ in _glyph_holders(game)}
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(game.hand(HERO_P)[0]))
        assert game.status_name(lindsay) == "ready" and game.power(HERO_P) == 9 - 3


@pytest.mark.parametrize(("glyph_title", "bonus"), [("Libra One", 1), ("Gemini Mission", 0)])
def test_mansfield_with_libra_gets_skills_per_successful_mission(glyph_title: str,
                                                                 bonus: int) -> None:
    game = start(team=MANSFIELD, missions=[EASY, CULTURE_3, LIBRA_1, GEMINI_M])
    mansfield = uid(game, "Mansfield", HERO_P)
    glyph(game, glyph_title, mansfield)
    hero(game, Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert game.skill(mansfield, 0) == 1 + bonus


def test_narim_pisces_stopped_unblocks_a_character() -> None:
    game = start(team=NARIM, missions=[COMBAT_3, PISCES_M])
    narim, leader = uid(game, "Narim", HERO_P), uid(game, "Fixture Leader", HERO_P)
    ops.block(game, leader)
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    glyph(game, "Pisces Mission", narim)
    game.apply(ActivateAbility(narim, 0, target=leader))
    assert not game.is_blocked(leader) and game.status_name(narim) == "stopped"


def test_narim_pisces_and_scorpius_blocks_himself_to_unblock_another() -> None:
    game = start(team=NARIM, missions=[COMBAT_3, PISCES_M, SCORPIUS_M])
    narim, leader = uid(game, "Narim", HERO_P), uid(game, "Fixture Leader", HERO_P)
    ops.block(game, leader)
    glyph(game, "Pisces Mission", narim)
    assert ActivateAbility(narim, 1, target=leader) not in game.legal_actions()
    glyph(game, "Scorpius Mission", narim)
    game.apply(ActivateAbility(narim, 1, target=leader))
    assert not game.is_blocked(leader) and game.is_blocked(narim)
    assert game.power(HERO_P) == 9 - 2


@pytest.mark.parametrize(("glyph_title", "usable"), [("Gemini Mission", True),
                                                     ("Orion Two", False)])
def test_samantha_carter_gemini_returns_an_obstacle_to_hand(glyph_title: str,
                                                            usable: bool) -> None:
    game = start(team=CARTER, villain=[ROCKS], missions=[COMBAT_3, GEMINI_M, ORION_2])
    carter, rocks = uid(game, "Samantha Carter", HERO_P), uid(game, "Rocks", VILLAIN_P)
    glyph(game, glyph_title, carter)
    game.apply(Pass())
    game.apply(PlayCard(rocks))
    action = ActivateAbility(carter, 0, target=rocks)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert rocks in game.hand(VILLAIN_P) and game.status_name(carter) == "stopped"


def test_vala_mal_doran_gemini_blocks_another_team_character_to_ready_herself() -> None:
    game = start(team=VALA, missions=[COMBAT_3, GEMINI_M])
    vala, leader = uid(game, "Vala Mal Doran", HERO_P), uid(game, "Fixture Leader", HERO_P)
    game.state.status[vala] = STOPPED
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    glyph(game, "Gemini Mission", vala)
    game.apply(ActivateAbility(vala, 0, blocks=(leader,)))
    assert game.status_name(vala) == "ready" and game.is_blocked(leader)
    assert game.power(HERO_P) == 9 - 2
