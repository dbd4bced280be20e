"""System Lords team and support characters, events and gear
(effects/system_lords/characters.py), each played: the text happens, and does not when
its condition fails. Fixture printings with the real card ids; player 0 is the hero of
turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import RIFLE, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3, CULTURE_3, end_mission, power_spent, to_next_mission, villain_assigns
from sg_play import hero_acts as hero
from sg_play import place_mission_glyph as glyph
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
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1})
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


# === sl-heroes batch ======================================================================

from stargate_vcg.engine.stargate import Boost, PlayComplication  # noqa: E402
from stargate_vcg.engine.stargate import Stop as StopContinuing  # noqa: E402

GEAR, ADV = CardType.GEAR, CardType.ADVERSARY
GOON = sg_card("Goon", ADV, "Thug", cost=2, skills={B: 1, C: 1}, revive=1)
JAFFA_GOON = sg_card("Jaffa Goon", ADV, "Guard", cost=2, skills={B: 1}, revive=1,
                     traits=("Jaffa",))
MEDIC = sg_card("Medic", SUP, "Nurse", cost=1, skills={S: 1})
AGENT = sg_card("Agent", TEAM_T, "Spook", cost=3, skills={C: 1, S: 1, B: 1, I: 1},
                traits=("NID",))
SCI_3 = mission("Science Mission", S, 3)
ING_3 = mission("Ingenuity Mission", I, 3)
HARD_B = mission("Hard Combat", B, 9)
EASY_B = mission("Easy Combat", B, 1)
EASY_S = mission("Easy Science", S, 1)
EASY_G = mission("Easy Gemini", C, 1, glyph=Glyph.GEMINI)


def to_debrief(game: StargateGame) -> None:
    """The current mission is played on, and the hero stops at the deciding step."""
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(StopContinuing())


def abilities_of(game: StargateGame, card: int) -> set[int]:
    return {a.ability for a in game.legal_actions()
            if isinstance(a, ActivateAbility) and a.card == card}


# --- gear ----------------------------------------------------------------------------------

SGC_EMBLEM = real("SGC Emblem", GEAR, cost=4, traits=("SGC",))
GDO = real("G.D.O.", GEAR, cost=2, traits=("SGC",))
MACHELLO = real("Ma'chello's Notes", GEAR, cost=3)
SMOKE = real("Smoke Grenades", GEAR, cost=3)
SODAN = real("Sodan Cloaking Device", GEAR, cost=3)
TOLLAN = real("Tollan Health Monitor", GEAR, cost=2)
NETWORK = real("Tok'ra Operative Network", GEAR, cost=2, traits=("Tok'ra",))
TOUCHSTONE = real("Touchstone", GEAR, cost=3)
SAGAN = real("Sagan Institute Box", GEAR, cost=3, traits=("SGC",))
ID_SCANNER = real("ID Scanner", GEAR, cost=2)
EXPERIMENTS = real("Goa'uld Experiments", GEAR, cost=3, traits=("NID",))
M9 = real("M9 Pistol", GEAR, cost=2)
TOKRA_AIDE = sg_card("Tok'ra Aide", SUP, "Runner", cost=1, skills={C: 1}, traits=("Tok'ra",))


@pytest.mark.parametrize(("first", "bonus"), [(EASY, 1), (HARD, 0)])
def test_sgc_emblem_sgc_characters_get_skills_per_successful_mission(first: StargateCard,
                                                                     bonus: int) -> None:
    game = start([SGC_EMBLEM], missions=[first, CULTURE_3])
    game.apply(PlayCard(uid(game, "SGC Emblem", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert game.skill(uid(game, "Fixture Leader", HERO_P), 0) == 1 + bonus
    assert game.skill(uid(game, "Fixture Warrior", HERO_P), 0) == 1  # a Jaffa


def test_gdo_unblocks_a_character_and_returns_an_obstacle() -> None:
    game = start([GDO], [ROCKS])
    gdo, leader, rocks = (uid(game, "G.D.O.", HERO_P), uid(game, "Fixture Leader", HERO_P),
                          uid(game, "Rocks", VILLAIN_P))
    game.apply(PlayCard(gdo))
    game.apply(PlayCard(rocks))
    assert 0 not in abilities_of(game, gdo)  # nobody is blocked
    ops.block(game, leader)
    game.apply(ActivateAbility(gdo, 0, target=leader))
    assert not game.is_blocked(leader) and game.power(HERO_P) == 9 - 2 - 3
    game.state.status[gdo] = READY
    game.apply(Pass())
    game.apply(ActivateAbility(gdo, 1, target=rocks))
    assert rocks in game.hand(VILLAIN_P) and game.zone_name(gdo) == "discard"


@pytest.mark.parametrize(("gear", "title", "easier", "other"), [
    (MACHELLO, "Ma'chello's Notes", SCI_3, COMBAT_3),
    (SMOKE, "Smoke Grenades", ING_3, COMBAT_3),
    (SODAN, "Sodan Cloaking Device", COMBAT_3, CULTURE_3)])
@pytest.mark.parametrize("matching", [True, False])
def test_mission_gear_stopped_eases_only_its_skills_mission(
        gear: StargateCard, title: str, easier: StargateCard, other: StargateCard,
        matching: bool) -> None:
    game = start([gear], missions=[easier if matching else other, HARD])
    card = uid(game, title, HERO_P)
    hero(game, PlayCard(card), ActivateAbility(card, 0))
    assert game.status_name(card) == "stopped"
    assert game.mission_difficulty() == (3 - 1 if matching else 3)


def test_machellos_notes_returns_an_assigned_adversary_to_hand() -> None:
    game = start([MACHELLO], [GOON])
    notes = uid(game, "Ma'chello's Notes", HERO_P)
    game.apply(PlayCard(notes))
    game.apply(PlayCard(uid(game, "Goon", VILLAIN_P)))
    assert 1 not in abilities_of(game, notes)  # not assigned yet
    game.apply(Pass())
    goon = uid(game, "Goon", VILLAIN_P)
    game.apply(Assign(goon))
    assert 1 in abilities_of(game, notes)
    game.apply(ActivateAbility(notes, 1, target=goon))
    assert goon in game.hand(VILLAIN_P) and game.power(HERO_P) == 9 - 3 - 4


def test_smoke_grenades_returns_a_complication_to_hand() -> None:
    game = start([SMOKE], [ROCKS])
    smoke, rocks = uid(game, "Smoke Grenades", HERO_P), uid(game, "Rocks", VILLAIN_P)
    game.apply(PlayCard(smoke))
    game.apply(Pass())
    assert 1 not in abilities_of(game, smoke)
    game.apply(ActivateAbility(smoke, 0))
    game.apply(PlayComplication(rocks))
    assert 1 in abilities_of(game, smoke)
    game.apply(ActivateAbility(smoke, 1, target=rocks))
    assert rocks in game.hand(VILLAIN_P) and game.zone_name(smoke) == "discard"


def test_sodan_cloaking_device_returns_a_support_character_to_hand() -> None:
    game = start([SODAN, MEDIC])
    sodan, medic = uid(game, "Sodan Cloaking Device", HERO_P), uid(game, "Medic", HERO_P)
    hero(game, PlayCard(sodan))
    game.apply(Pass())
    assert 1 not in abilities_of(game, sodan)  # no support character
    hero(game, PlayCard(medic), ActivateAbility(sodan, 1, target=medic))
    assert medic in game.hand(HERO_P)


def test_tollan_health_monitor_stops_an_incapacitated_character() -> None:
    game = start([TOLLAN])
    tollan, leader = uid(game, "Tollan Health Monitor", HERO_P), uid(game, "Fixture Leader",
                                                                      HERO_P)
    hero(game, PlayCard(tollan))
    game.apply(Pass())
    assert not abilities_of(game, tollan)
    ops.incapacitate(game, leader)
    game.apply(ActivateAbility(tollan, 0, target=leader))
    assert game.status_name(leader) == "stopped" and game.power(HERO_P) == 9 - 2 - 2


def test_tokra_operative_network_obstacles_cheaper_and_turned_face_down() -> None:
    game = start([NETWORK, TOKRA_AIDE, MEDIC], [ROCKS])
    network, aide, medic = (uid(game, "Tok'ra Operative Network", HERO_P),
                            uid(game, "Tok'ra Aide", HERO_P), uid(game, "Medic", HERO_P))
    rocks = uid(game, "Rocks", VILLAIN_P)
    hero(game, PlayCard(network), PlayCard(medic), PlayCard(aide))
    game.apply(PlayCard(rocks))
    assert game.power(VILLAIN_P) == 9 - (1 - 1)
    assert ActivateAbility(network, 0, stops=(medic,), target=rocks) not in \
        game.legal_actions()
    game.apply(ActivateAbility(network, 0, stops=(aide,), target=rocks))
    assert game.zone_name(rocks) == "complication"
    assert game.status_name(aide) == "stopped" and game.status_name(network) == "stopped"


@pytest.mark.parametrize(("power", "asked"), [(9, True), (0, False)])
def test_touchstone_at_debrief_looks_at_as_many_cards_as_power(power: int,
                                                               asked: bool) -> None:
    game = start([TOUCHSTONE], missions=[HARD, CULTURE_3])
    game.apply(PlayCard(uid(game, "Touchstone", HERO_P)))
    game.apply(Pass())
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.state.players[HERO_P].power = power
    game.apply(StopContinuing())
    pending = game.pending_decision
    assert (pending is not None and getattr(pending, "source", -1)
            == uid(game, "Touchstone", HERO_P)) is asked


@pytest.mark.parametrize(("holder", "experience"), [("Medic", 1 + 1),
                                                    ("Fixture Leader", 1)])
def test_sagan_institute_box_experience_with_a_glyph_on_a_support_character(
        holder: str, experience: int) -> None:
    game = start([SAGAN, MEDIC])
    hero(game, PlayCard(uid(game, "Sagan Institute Box", HERO_P)),
         PlayCard(uid(game, "Medic", HERO_P)))
    glyph(game, "Culture Mission", uid(game, holder, HERO_P))
    assert game.experience(HERO_P) == experience


def test_sagan_institute_box_destroyed_takes_a_support_character_back() -> None:
    game = start([SAGAN, MEDIC])
    box, medic = uid(game, "Sagan Institute Box", HERO_P), uid(game, "Medic", HERO_P)
    hero(game, PlayCard(box))
    game.apply(Pass())
    assert not abilities_of(game, box)
    ops.discard_from_hand(game, medic)
    game.apply(ActivateAbility(box, 0, target=medic))
    assert medic in game.hand(HERO_P) and game.zone_name(box) == "discard"


@pytest.mark.parametrize(("second", "asked"), [(MEDIC, True), (RIFLE, False)])
def test_id_scanner_may_stop_a_played_support_character_for_power(
        second: StargateCard, asked: bool) -> None:
    game = start([ID_SCANNER, second])
    scanner, played = uid(game, "ID Scanner", HERO_P), uid(game, second.title, HERO_P)
    hero(game, PlayCard(scanner), PlayCard(played))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(played) == "stopped" and game.status_name(scanner) == \
            "stopped"
        assert game.power(HERO_P) == 9 - 2 - 1 + 1


@pytest.mark.parametrize("has_glyph", [True, False])
def test_goauld_experiments_nid_team_characters_with_a_glyph_get_skills(
        has_glyph: bool) -> None:
    game = start([EXPERIMENTS, MEDIC], team=AGENT)
    experiments, medic = uid(game, "Goa'uld Experiments", HERO_P), uid(game, "Medic", HERO_P)
    agent = uid(game, "Agent", HERO_P)
    if has_glyph:
        glyph(game, "Culture Mission", agent)
    hero(game, PlayCard(experiments), PlayCard(medic),
         ActivateAbility(experiments, 0, target=medic))
    assert game.zone_name(medic) == "discard"
    assert game.skill(agent, 0) == 1 + has_glyph


@pytest.mark.parametrize("same_mission", [True, False])
def test_m9_pistol_complications_cost_more_until_the_mission_ends(same_mission: bool) -> None:
    game = start([M9], [ROCKS], missions=[HARD, CULTURE_3])
    m9, leader = uid(game, "M9 Pistol", HERO_P), uid(game, "Fixture Leader", HERO_P)
    hero(game, PlayCard(m9), ActivateAbility(m9, 0, blocks=(leader,)))
    assert game.is_blocked(leader)
    if not same_mission:
        game.apply(Pass())
        end_mission(game)
        to_next_mission(game)
        game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert spent == 1 + same_mission


# --- support characters ----------------------------------------------------------------------

ADAL = real("Adal (Loyal Rebel)", SUP, cost=3, skills={B: 2}, traits=("Jaffa",))
AEGIR = real("Aegir (Asgard Commander)", SUP, cost=4, skills={S: 2, B: 2}, traits=("Asgard",))
ALAR = real("Alar (Eurondan Leader)", SUP, cost=3, skills={C: 2, S: 3}, traits=("SGC",))
COLSON = real("Alec Colson (Billionaire Businessman)", SUP, cost=2, skills={S: 2, I: 3})
ANATOLE = real("Anatole Konstantinov (Cosmonaut)", SUP, cost=3, skills={S: 1},
               traits=("Russian",))
ANISE2 = real("Anise (Experimental Scientist)", SUP, cost=4, skills={C: 1, S: 2},
              traits=("Tok'ra",))
AYIANA = real("Ayiana (Remnant of Atlantis)", SUP, cost=6, skills={C: 3, S: 2},
              traits=("Ancient",))
BORIS = real("Boris (Submariner)", SUP, cost=2, skills={I: 1}, traits=("Russian",))
BRICKSDALE = real("Bricksdale (Area 51 Scientist)", SUP, cost=4, skills={C: 1, S: 2},
                  traits=("NID",))
LAM = real("Carolyn Lam (Chief Medical Officer)", SUP, cost=4, skills={S: 2, I: 2},
           traits=("SGC",))
CHARLIE = real("Charlie (Re'tu Liason)", SUP, cost=3, skills={C: 1, I: 1})
CHLOE = real("Chloe (Lab Assistant)", SUP, cost=4, skills={C: 1, S: 2}, traits=("SGC",))
ASCENDED = real("Daniel Jackson (Ascended Being)", SUP, cost=5, skills={C: 2},
                traits=("Ancient",))
DELEK = real("Delek (Tok'ra Leader)", SUP, cost=4, skills={C: 3}, traits=("Tok'ra",))
DENYA = real("Denya (Ori Dissenter)", SUP, cost=3, skills={I: 1})
GARAN = real("Garan (Servant of Arkhan)", SUP, cost=4, skills={B: 2})
GOLON = real("Golon Jarlath (Reluctant Ally)", SUP, cost=4, skills={S: 1, B: 2})
JACK_CMDR = real("Jack O'Neill (SGC Commander)", SUP, cost=6, skills={B: 1, I: 3},
                 traits=("SGC",))
KANE = real("Jarrod Kane (Rand Senator)", SUP, cost=3, skills={C: 2})
KASUF = real("Kasuf (Leader of Abydos)", SUP, cost=5, skills={C: 2})
KEARNEY = real("Kearney (Air Force Major)", SUP, cost=2, skills={B: 1}, traits=("SGC",))
LUTHOR = real("Luthor (Informant)", SUP, cost=3, skills={B: 2}, traits=("NID",))
KENT = real("Mr. Kent (Leader of the Trust)", SUP, cost=3, skills={B: 1}, traits=("NID",))
NATANIA = real("Natania (Simple Villager)", SUP, cost=3, skills={I: 2})
ORLIN = real("Orlin (Fading Genius)", SUP, cost=5, skills={C: 3, S: 3, I: 2},
             traits=("Ancient",))
RUSLAN = real("Ruslan Chernovshev (Opportunist)", SUP, cost=3, skills={C: 2},
              traits=("Russian",))
SANDERSON = real("Sanderson (Rogue Operative)", SUP, cost=3, skills={S: 2}, traits=("NID",))
SKAARA = real("Skaara (Hero of Abydos)", SUP, cost=4, skills={C: 1, B: 2})
RAYNER = real("Steven Rayner (Archaeologist)", SUP, cost=4, skills={C: 3})
TARAC = real("Tara'c (Zealous Warrior)", SUP, cost=4, skills={B: 3}, traits=("Jaffa",))
ZARIN = real("Zarin (Goa'uld Impostor)", SUP, cost=4, skills={S: 2, B: 1}, traits=("Tok'ra",))
YOUNG_JACK = real("Young Jack (Loki's Clone)", SUP, cost=4, skills={I: 1}, traits=("SGC",))
MUD = sg_card("Mud", CardType.OBSTACLE, cost=1, skills={B: 1})
NID_AIDE = sg_card("Aide", SUP, "Clerk", cost=1, skills={C: 1}, traits=("NID",))


@pytest.mark.parametrize("ability", [0, 1])
def test_adal_destroyed_readies_or_stops_an_incapacitated_character(ability: int) -> None:
    game = start([ADAL])
    adal, warrior = uid(game, "Adal", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    hero(game, PlayCard(adal))
    game.apply(Pass())
    assert not abilities_of(game, adal)  # nobody is incapacitated
    ops.incapacitate(game, warrior)
    game.apply(ActivateAbility(adal, ability, target=warrior))
    assert game.status_name(warrior) == ("ready", "stopped")[ability]
    assert game.zone_name(adal) == "discard"


@pytest.mark.parametrize(("adversary", "difficulty"), [(True, 3 - 1), (False, 3)])
def test_aegir_played_with_an_adversary_assigned_eases_the_mission(adversary: bool,
                                                                    difficulty: int) -> None:
    game = start([AEGIR], [GOON])
    if adversary:
        game.apply(Pass())
        villain_assigns(game, "Goon")
    before = game.mission_difficulty()
    game.apply(PlayCard(uid(game, "Aegir", HERO_P)))
    assert game.mission_difficulty() - before == difficulty - 3


@pytest.mark.parametrize(("assign", "culture"), [(True, 2 - 1), (False, 2)])
def test_alar_loses_skills_per_trait_among_the_assigned(assign: bool, culture: int) -> None:
    game = start([ALAR])
    actions: list[object] = [PlayCard(uid(game, "Alar", HERO_P))]
    if assign:
        actions.append(Assign(uid(game, "Fixture Leader", HERO_P)))
    hero(game, *actions)
    assert game.skill(uid(game, "Alar", HERO_P), 0) == culture


def test_alec_colson_is_blocked_only_during_the_first_mission() -> None:
    game = start([COLSON], missions=[HARD, SCI_3])
    colson = uid(game, "Alec Colson", HERO_P)
    hero(game, PlayCard(colson))
    game.apply(Pass())
    assert Assign(colson) not in game.legal_actions()
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert Assign(colson) in game.legal_actions()


@pytest.mark.parametrize(("first", "asked"), [(HARD, True), (EASY, False)])
def test_anatole_konstantinov_at_debrief_looks_at_missions_per_failure(
        first: StargateCard, asked: bool) -> None:
    game = start([ANATOLE], missions=[first, CULTURE_3, COMBAT_3])
    anatole = uid(game, "Anatole Konstantinov", HERO_P)
    hero(game, PlayCard(anatole), Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(StopContinuing())
    pending = game.pending_decision
    assert (getattr(pending, "source", -1) == anatole) is asked


@pytest.mark.parametrize("assigned_first", [False, True])
def test_anise_experimental_scientist_while_ready_stops_a_team_character(
        assigned_first: bool) -> None:
    game = start([ANISE2], missions=[CULTURE_3, HARD])
    anise, leader = uid(game, "Anise", HERO_P), uid(game, "Fixture Leader", HERO_P)
    actions: list[object] = [PlayCard(anise)]
    if assigned_first:
        actions.append(Assign(anise))
    hero(game, *actions)
    game.apply(Pass())
    action = ActivateAbility(anise, 0, stops=(leader,))
    assert (action in game.legal_actions()) is not assigned_first
    if not assigned_first:
        game.apply(action)
        assert game.status_name(leader) == "stopped" and game.mission_difficulty() == 3 - 1


@pytest.mark.parametrize("ability", [0, 1])
def test_ayiana_readies_another_character(ability: int) -> None:
    game = start([AYIANA])
    ayiana, warrior = uid(game, "Ayiana", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    hero(game, PlayCard(ayiana))
    game.apply(Pass())
    game.apply(ActivateAbility(ayiana, ability, target=warrior))
    assert game.status_name(warrior) == "ready"
    assert game.power(HERO_P) == 9 - 6 - (3 if ability == 0 else 0)
    assert game.zone_name(ayiana) == ("in play", "discard")[ability]


def test_ayiana_without_another_stopped_character_has_no_target() -> None:
    game = start([AYIANA])
    game.state.status[uid(game, "Fixture Warrior", HERO_P)] = READY
    ayiana = uid(game, "Ayiana", HERO_P)
    hero(game, PlayCard(ayiana))
    game.apply(Pass())
    assert not abilities_of(game, ayiana)


@pytest.mark.parametrize(("assign", "culture"), [(True, 1), (False, 0)])
def test_boris_assigned_gets_culture_per_assigned_russian_with_a_glyph(assign: bool,
                                                                       culture: int) -> None:
    game = start([BORIS], missions=[ING_3, HARD, CULTURE_3])
    boris = uid(game, "Boris", HERO_P)
    glyph(game, "Culture Mission", boris)
    actions: list[object] = [PlayCard(boris)]
    if assign:
        actions.append(Assign(boris))
    hero(game, *actions)
    assert (game.skill(boris, 0) or 0) == culture


@pytest.mark.parametrize("stopped_gear", [True, False])
def test_bricksdale_stopped_readies_a_gear(stopped_gear: bool) -> None:
    game = start([BRICKSDALE, RIFLE])
    bricksdale, rifle = uid(game, "Bricksdale", HERO_P), uid(game, "Rifle", HERO_P)
    hero(game, PlayCard(bricksdale), PlayCard(rifle))
    if stopped_gear:
        game.state.status[rifle] = STOPPED
    game.apply(Pass())
    assert bool(abilities_of(game, bricksdale)) is stopped_gear
    if stopped_gear:
        game.apply(ActivateAbility(bricksdale, 0, target=rifle))
        assert game.status_name(rifle) == "ready"


@pytest.mark.parametrize(("obstacle", "asked"), [(ROCKS, True), (MUD, False)])
def test_carolyn_lam_may_pay_for_skills_on_a_science_obstacle(
        obstacle: StargateCard, asked: bool) -> None:
    game = start([LAM], [obstacle])
    lam = uid(game, "Carolyn Lam", HERO_P)
    game.apply(PlayCard(lam))
    game.apply(PlayCard(uid(game, obstacle.title, VILLAIN_P)))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.skill(lam, 1) == 2 + 1 and game.power(HERO_P) == 9 - 4 - 2


@pytest.mark.parametrize(("first", "asked"), [(EASY, True), (HARD, False)])
def test_charlie_success_arranges_five_deck_cards(first: StargateCard, asked: bool) -> None:
    game = start([CHARLIE], missions=[first, CULTURE_3])
    charlie = uid(game, "Charlie", HERO_P)
    hero(game, PlayCard(charlie), Assign(charlie), Assign(uid(game, "Fixture Scholar",
                                                               HERO_P)))
    end_mission(game)
    while game.pending_decision is not None and \
            getattr(game.pending_decision, "source", -1) != charlie:
        game.apply(game.legal_actions()[0])
    assert (getattr(game.pending_decision, "source", -1) == charlie) is asked


def test_chloe_gives_culture_and_science_once_each_turn() -> None:
    game = start([CHLOE])
    chloe, leader = uid(game, "Chloe", HERO_P), uid(game, "Fixture Leader", HERO_P)
    hero(game, PlayCard(chloe))
    game.apply(Pass())
    discard_ = game.hand(HERO_P)[0]
    game.apply(ActivateAbility(chloe, 0, discards=(discard_,), target=leader))
    assert game.skill(leader, 0) == 1 + 1 and game.skill(leader, 1) == 0 + 1
    game.apply(Pass())
    assert not abilities_of(game, chloe)


@pytest.mark.parametrize(("assign", "combat"), [(True, 3 + 1), (False, 3)])
def test_daniel_jackson_ascended_being_played_assigned_team_characters_get_skills(
        assign: bool, combat: int) -> None:
    game = start([ASCENDED])
    leader = uid(game, "Fixture Leader", HERO_P)
    actions: list[object] = [Assign(leader)] if assign else []
    hero(game, *actions, PlayCard(uid(game, "Daniel Jackson", HERO_P)))
    assert game.skill(leader, 2) == combat


def test_delek_stopped_gains_power_once_while_ready() -> None:
    game = start([DELEK])
    delek = uid(game, "Delek", HERO_P)
    hero(game, PlayCard(delek), ActivateAbility(delek, 0))
    assert game.power(HERO_P) == 9 - 4 + 1
    game.apply(Pass())
    assert not abilities_of(game, delek)


@pytest.mark.parametrize(("villain_power", "after"), [(9, 8), (0, 0)])
def test_denya_played_the_opponent_loses_power(villain_power: int, after: int) -> None:
    game = start([DENYA])
    game.state.players[VILLAIN_P].power = villain_power
    game.apply(PlayCard(uid(game, "Denya", HERO_P)))
    assert game.power(VILLAIN_P) == after


@pytest.mark.parametrize(("first", "culture", "ingenuity"), [(EASY, None, 2),
                                                             (HARD, 2, None)])
def test_garan_gets_culture_after_a_failure_and_ingenuity_after_a_success(
        first: StargateCard, culture: int | None, ingenuity: int | None) -> None:
    game = start([GARAN], missions=[first, CULTURE_3])
    garan = uid(game, "Garan", HERO_P)
    hero(game, PlayCard(garan), Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert (game.skill(garan, 0) or None) == culture
    assert (game.skill(garan, 3) or None) == ingenuity


@pytest.mark.parametrize(("first", "bonus"), [(HARD_B, 1), (EASY_B, 0)])
def test_golon_jarlath_failure_gives_each_team_character_skills(first: StargateCard,
                                                                bonus: int) -> None:
    game = start([GOLON], missions=[first, CULTURE_3])
    hero(game, PlayCard(uid(game, "Golon Jarlath", HERO_P)),
         Assign(uid(game, "Golon Jarlath", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert game.skill(uid(game, "Fixture Leader", HERO_P), 0) == 1 + bonus


@pytest.mark.parametrize("ready_", [True, False])
def test_jack_oneill_sgc_commander_stops_to_ease_the_next_mission(ready_: bool) -> None:
    game = start([JACK_CMDR], missions=[EASY, CULTURE_3])
    jack = uid(game, "Jack O'Neill", HERO_P)
    hero(game, PlayCard(jack), Assign(uid(game, "Fixture Leader", HERO_P)))
    if not ready_:
        game.state.status[jack] = STOPPED
    end_mission(game)
    assert (game.pending_decision is not None) is ready_
    if ready_:
        game.apply(Choose(0))
        assert game.status_name(jack) == "stopped"
    to_next_mission(game)
    assert game.mission_difficulty() == (3 - 2 if ready_ else 3)


@pytest.mark.parametrize("adversary", [True, False])
def test_jarrod_kane_rand_senator_gets_science_and_combat_with_an_adversary(
        adversary: bool) -> None:
    game = start([KANE], [GOON])
    kane = uid(game, "Jarrod Kane", HERO_P)
    game.apply(PlayCard(kane))
    if adversary:
        villain_assigns(game, "Goon")
    assert (game.skill(kane, 1) or 0, game.skill(kane, 2) or 0) == \
        ((1, 1) if adversary else (0, 0))


@pytest.mark.parametrize(("first", "destroyed"), [(EASY, True), (HARD, False)])
def test_kasuf_success_destroys_an_adversary(first: StargateCard, destroyed: bool) -> None:
    game = start([KASUF], [GOON], missions=[first, CULTURE_3])
    kasuf = uid(game, "Kasuf", HERO_P)
    game.apply(PlayCard(kasuf))
    goon = villain_assigns(game, "Goon")
    game.apply(Assign(kasuf))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    assert (game.zone_name(goon) == "discard") is destroyed


@pytest.mark.parametrize(("power", "readied"), [(9, True), (3, False)])
def test_kearney_played_may_pay_to_ready_a_gear(power: int, readied: bool) -> None:
    game = start([KEARNEY, RIFLE], power=power)
    rifle = uid(game, "Rifle", HERO_P)
    hero(game, PlayCard(rifle))
    game.state.status[rifle] = STOPPED
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Kearney", HERO_P)))
    if readied:
        game.apply(Choose(0))
    assert (game.status_name(rifle) == "ready") is readied


@pytest.mark.parametrize("blocked_", [True, False])
def test_luthor_played_unblocks_a_character(blocked_: bool) -> None:
    game = start([LUTHOR])
    leader = uid(game, "Fixture Leader", HERO_P)
    if blocked_:
        ops.block(game, leader)
    game.apply(PlayCard(uid(game, "Luthor", HERO_P)))
    assert game.pending_decision is None and not game.is_blocked(leader)


@pytest.mark.parametrize(("holder", "combat"), [("Mr. Kent", 1 + 1), ("Fixture Leader", 1)])
def test_mr_kent_combat_per_glyph_holding_nid_character(holder: str, combat: int) -> None:
    game = start([KENT])
    hero(game, PlayCard(uid(game, "Mr. Kent", HERO_P)))
    glyph(game, "Culture Mission", uid(game, holder, HERO_P))
    assert game.skill(uid(game, "Mr. Kent", HERO_P), 2) == combat


@pytest.mark.parametrize(("first", "culture", "combat"), [(EASY, 1, 0), (HARD, 0, 1)])
def test_natania_culture_after_a_success_combat_after_a_failure(
        first: StargateCard, culture: int, combat: int) -> None:
    game = start([NATANIA], missions=[first, CULTURE_3])
    natania = uid(game, "Natania", HERO_P)
    hero(game, PlayCard(natania), Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert (game.skill(natania, 0) or 0, game.skill(natania, 2) or 0) == (culture, combat)


@pytest.mark.parametrize("assign", [True, False])
def test_orlin_fading_genius_stopped_takes_a_card_beneath_and_loses_skills(
        assign: bool) -> None:
    game = start([ORLIN], missions=[HARD, CULTURE_3])
    orlin = uid(game, "Orlin", HERO_P)
    actions: list[object] = [PlayCard(orlin)]
    actions.append(Assign(orlin) if assign else Assign(uid(game, "Fixture Leader", HERO_P)))
    hero(game, *actions)
    end_mission(game)
    to_next_mission(game)
    assert len(game.state.beneath.get(orlin, ())) == int(assign)
    assert game.skill(orlin, 0) == 3 - assign


@pytest.mark.parametrize(("assign_nid", "science"), [(True, 1), (False, 0)])
def test_ruslan_chernovshev_science_with_nid_assigned(
        assign_nid: bool, science: int) -> None:
    game = start([RUSLAN], team=AGENT)
    actions: list[object] = [PlayCard(uid(game, "Ruslan Chernovshev", HERO_P))]
    actions.append(Assign(uid(game, "Agent" if assign_nid else "Fixture Leader", HERO_P)))
    hero(game, *actions)
    ruslan = uid(game, "Ruslan Chernovshev", HERO_P)
    assert (game.skill(ruslan, 1) or 0) == science and not game.skill(ruslan, 3)


@pytest.mark.parametrize(("second", "combat", "ingenuity"), [(RIFLE, 0, 1),
                                                              (NID_AIDE, 1, 0)])
def test_sanderson_gets_combat_per_nid_card_and_ingenuity_per_gear(
        second: StargateCard, combat: int, ingenuity: int) -> None:
    game = start([SANDERSON, second])
    sanderson = uid(game, "Sanderson", HERO_P)
    hero(game, PlayCard(sanderson), PlayCard(uid(game, second.title, HERO_P)))
    assert (game.skill(sanderson, 2) or 0, game.skill(sanderson, 3) or 0) == (combat,
                                                                                ingenuity)


@pytest.mark.parametrize("assign", [True, False])
def test_skaara_while_assigned_stops_to_ready_another_character(assign: bool) -> None:
    game = start([SKAARA])
    skaara, warrior = uid(game, "Skaara", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    actions: list[object] = [PlayCard(skaara)]
    if assign:
        actions.append(Assign(skaara))
    hero(game, *actions)
    game.apply(Pass())
    assert bool(abilities_of(game, skaara)) is assign
    if assign:
        game.apply(ActivateAbility(skaara, 0, target=warrior))
        assert game.status_name(warrior) == "ready"


@pytest.mark.parametrize(("has_glyph", "paid"), [(False, 4 - 2), (True, 4)])
def test_steven_rayner_costs_less_while_nobody_has_a_glyph(has_glyph: bool, paid: int) -> None:
    game = start([RAYNER])
    if has_glyph:
        glyph(game, "Culture Mission", uid(game, "Fixture Leader", HERO_P))
    game.apply(PlayCard(uid(game, "Steven Rayner", HERO_P)))
    assert game.power(HERO_P) == 9 - paid


def test_tarac_stopped_and_destroyed_the_opponent_loses_power() -> None:
    game = start([TARAC])
    tarac = uid(game, "Tara'c", HERO_P)
    hero(game, PlayCard(tarac))
    game.state.status[tarac] = STOPPED
    game.apply(Pass())
    assert not abilities_of(game, tarac)  # stopped: can't pay
    game.state.status[tarac] = READY
    game.apply(ActivateAbility(tarac, 0))
    assert game.power(VILLAIN_P) == 9 - 1 and game.zone_name(tarac) == "discard"


@pytest.mark.parametrize("assign", [True, False])
def test_zarin_while_assigned_stops_a_ready_adversary(assign: bool) -> None:
    game = start([ZARIN], [GOON])
    zarin = uid(game, "Zarin", HERO_P)
    game.apply(PlayCard(zarin))
    game.apply(PlayCard(uid(game, "Goon", VILLAIN_P)))
    if assign:
        game.apply(Assign(zarin))
        game.apply(Pass())
    goon = uid(game, "Goon", VILLAIN_P)
    assert (ActivateAbility(zarin, 0, target=goon) in game.legal_actions()) is assign
    if assign:
        game.apply(ActivateAbility(zarin, 0, target=goon))
        assert game.status_name(goon) == "stopped"


@pytest.mark.parametrize(("assign", "skills"), [
    (None, (0, 0, 1)), ("Fixture Leader", (1, 1, 2)), ("Jack O'Neill", (1, 1, 3))])
def test_young_jack_gets_skills_with_sgc_and_jack_oneill_assigned(
        assign: str | None, skills: tuple[int, int, int]) -> None:
    game = start([YOUNG_JACK], team=JACK)
    young = uid(game, "Young Jack", HERO_P)
    actions: list[object] = [PlayCard(young)]
    if assign:
        actions.append(Assign(uid(game, assign, HERO_P)))
    hero(game, *actions)
    assert tuple(game.skill(young, k) or 0 for k in (1, 2, 3)) == skills


# --- team characters ---------------------------------------------------------------------

VASELOV = real("Alexi Vaselov (Decorated Colonel)", TEAM_T, cost=3,
               skills={C: 0, S: 2, B: 3, I: 2}, traits=("Russian",))
ALTMAN = real("Altman (Equipment Specialist)", TEAM_T, cost=4, skills={C: 2, S: 2, B: 2, I: 0},
              traits=("SGC",))
ARON = real("Aron (Rebel Leader)", TEAM_T, cost=6, skills={C: 1, S: 0, B: 2, I: 2},
            traits=("Jaffa",))
BARBER = real("Barber (SG-5 Lieutenant)", TEAM_T, cost=6, skills={C: 0, S: 2, B: 1, I: 2},
              traits=("SGC",))
HARPER = real("Harper (SG-5 Commander)", TEAM_T, cost=6, skills={C: 2, S: 0, B: 2, I: 1},
              traits=("SGC",))
DARIA = real("Daria Voronkova (Military Aide)", TEAM_T, cost=4,
             skills={C: 3, S: 1, B: 0, I: 1}, traits=("Russian",))
ELLIOT = real("Elliot (Distinguished Lieutenaant)", TEAM_T, cost=4,
              skills={C: 1, S: 1, B: 2, I: 1}, traits=("SGC",))
GROGAN = real("Grogan (Unseasoned Sergeant)", TEAM_T, cost=6, skills={C: 1, S: 0, B: 1, I: 0},
              traits=("SGC",))
FELGER = real("Jay Felger (Scientist in the Field)", TEAM_T, cost=4,
              skills={C: 1, S: 3, B: 0, I: 2}, traits=("SGC",))
JENNINGS = real("Jennings (Agent of the Trust)", TEAM_T, cost=4,
                skills={C: 1, S: 3, B: 1, I: 1}, traits=("NID",))
KELMAA = real("Kelmaa (Tok'ra Doctor)", TEAM_T, cost=5, skills={C: 1, S: 2, B: 1, I: 2},
              traits=("Tok'ra",))
KERSHAW = real("Kershaw (NID Operative)", TEAM_T, cost=4, skills={C: 2, S: 2, B: 0, I: 1},
               traits=("NID",))
KVASIR = real("Kvasir (Advanced Engineer)", TEAM_T, cost=4, skills={C: 2, S: 3, B: 0, I: 1},
              traits=("Asgard",))
MALA = real("Mala (Ishta's Kin'dra)", TEAM_T, cost=5, skills={C: 2, S: 0, B: 2, I: 1},
            traits=("Jaffa",))
MZEL = real("M'zel (Influential Leader)", TEAM_T, cost=3, skills={C: 1, S: 0, B: 3, I: 2},
            traits=("Jaffa",))
RENAL = real("Ren'al (Tok'ra Biochemist)", TEAM_T, cost=4, skills={C: 2, S: 2, B: 0, I: 2},
             traits=("Tok'ra",))
REYNOLDS = real("Reynolds (SG-3 Commander)", TEAM_T, cost=4, skills={C: 2, S: 1, B: 2, I: 1},
                traits=("SGC",))
GRIEVES = real("Shawn Grieves (Team Leader)", TEAM_T, cost=3, skills={C: 0, S: 1, B: 2, I: 3},
               traits=("NID",))
SMITH = real("Smith (NID Operator)", TEAM_T, cost=5, skills={C: 2, S: 0, B: 2, I: 2},
             traits=("NID",))
TEALC = real("Teal'c (Fierce Warrior)", TEAM_T, cost=3, skills={C: 2, S: 0, B: 3, I: 1},
             traits=("SGC",))
TOLINEV = real("Tolinev (Russian Lieutenant)", TEAM_T, cost=4, skills={C: 0, S: 2, B: 1, I: 3},
               traits=("Russian",))
VALLARIN = real("Vallarin (Russian Major)", TEAM_T, cost=5, skills={C: 2, S: 1, B: 2, I: 1},
                traits=("Russian",))
TRI_M = mission("Triangulum Mission", C, 3, glyph=Glyph.TRIANGULUM)
JAFFA_AIDE = sg_card("Jaffa Aide", SUP, "Squire", cost=3, skills={B: 1}, traits=("Jaffa",))
TOKRA_NOTE = sg_card("Tok'ra Note", CardType.EVENT, cost=1, traits=("Tok'ra",))
VILLAIN_NOTE = sg_card("Dark Plan", CardType.OBSTACLE, cost=1, skills={C: 1})
RUSSIAN_T = sg_card("Sergei", TEAM_T, "Pilot", cost=3, skills={C: 1, S: 1, B: 1, I: 1},
                    traits=("Russian",))


@pytest.mark.parametrize(("glyph_title", "gain"), [("Orion Two", 1), ("Gemini Mission", 0)])
def test_alexi_vaselov_orion_gains_power_when_an_adversary_is_assigned(glyph_title: str,
                                                                       gain: int) -> None:
    game = start([], [GOON], team=VASELOV, missions=[COMBAT_3, ORION_2, GEMINI_M])
    vaselov = uid(game, "Alexi Vaselov", HERO_P)
    glyph(game, glyph_title, vaselov)
    game.apply(Assign(vaselov))
    villain_assigns(game, "Goon")
    assert game.power(HERO_P) == 9 + gain


@pytest.mark.parametrize(("glyph_title", "gain"), [("Triangulum Mission", 1),
                                                   ("Gemini Mission", 0)])
def test_alexi_vaselov_triangulum_gains_power_when_an_obstacle_is_played(glyph_title: str,
                                                                         gain: int) -> None:
    game = start([], [ROCKS], team=VASELOV, missions=[COMBAT_3, TRI_M, GEMINI_M])
    vaselov = uid(game, "Alexi Vaselov", HERO_P)
    glyph(game, glyph_title, vaselov)
    game.apply(Assign(vaselov))
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.power(HERO_P) == 9 + gain


@pytest.mark.parametrize(("partner_glyph", "culture"), [("Libra Two", 2 + 1),
                                                        ("Gemini Mission", 2)])
def test_altman_gets_skills_while_another_sgc_character_shares_a_glyph(
        partner_glyph: str, culture: int) -> None:
    game = start(team=ALTMAN, missions=[COMBAT_3, LIBRA_1, LIBRA_2, GEMINI_M])
    altman = uid(game, "Altman", HERO_P)
    glyph(game, "Libra One", altman)
    glyph(game, partner_glyph, uid(game, "Fixture Leader", HERO_P))
    game.apply(Pass())
    assert game.skill(altman, 0) == culture


@pytest.mark.parametrize("glyphs", [0, 2])
def test_aron_adversaries_revive_cost_more_per_glyph(glyphs: int) -> None:
    game = start([], [GOON], team=ARON, missions=[COMBAT_3, LIBRA_1, GEMINI_M])
    aron = uid(game, "Aron", HERO_P)
    for title in ("Libra One", "Gemini Mission")[:glyphs]:
        glyph(game, title, aron)
    from stargate_vcg.engine.stargate import values
    assert values.revive_cost(game, uid(game, "Goon", VILLAIN_P)) == 1 + glyphs


@pytest.mark.parametrize(("team_card", "title", "glyph_mission", "skill"), [
    (BARBER, "Barber", GEMINI_M, 0), (HARPER, "Harper", LIBRA_1, 1)])
def test_barber_and_harper_discard_a_hero_card_for_a_skill(
        team_card: StargateCard, title: str, glyph_mission: StargateCard, skill: int) -> None:
    game = start([RIFLE], [], team=team_card, missions=[COMBAT_3, glyph_mission])
    card_ = uid(game, title, HERO_P)
    rifle = uid(game, "Rifle", HERO_P)
    assert not abilities_of(game, card_)  # no glyph yet
    glyph(game, glyph_mission.title, card_)
    before = game.skill(card_, skill) or 0
    game.apply(ActivateAbility(card_, 0, discards=(rifle,)))
    assert game.skill(card_, skill) == before + 1 and game.power(HERO_P) == 9 - 1


def test_barber_cant_discard_a_villain_card() -> None:
    game = start([VILLAIN_NOTE], [], team=BARBER, missions=[COMBAT_3, GEMINI_M])
    barber = uid(game, "Barber", HERO_P)
    glyph(game, "Gemini Mission", barber)
    note = uid(game, "Dark Plan", HERO_P)
    assert ActivateAbility(barber, 0, discards=(note,)) not in game.legal_actions()


@pytest.mark.parametrize("russian", [True, False])
def test_daria_voronkova_earning_a_glyph_may_ready_another_russian(russian: bool) -> None:
    game = start([IVAN], team=DARIA, missions=[EASY, CULTURE_3])
    daria, ivan = uid(game, "Daria Voronkova", HERO_P), uid(game, "Ivan", HERO_P)
    if russian:
        hero(game, PlayCard(ivan))
        game.state.status[ivan] = STOPPED
        game.apply(Pass())
    game.apply(Assign(daria))
    end_mission(game)
    assert (game.pending_decision is not None) is russian
    if russian:
        game.apply(Choose(ivan))
        assert game.status_name(ivan) == "ready"


@pytest.mark.parametrize(("leader_glyph", "bonus"), [(None, 1), ("Orion Two", 0)])
def test_elliot_gets_skills_at_a_mission_of_a_glyph_none_of_his_have(
        leader_glyph: str | None, bonus: int) -> None:
    game = start(team=ELLIOT, missions=[COMBAT_3, ORION_2, GEMINI_M])
    elliot = uid(game, "Elliot", HERO_P)
    glyph(game, "Gemini Mission", elliot)
    if leader_glyph:
        glyph(game, leader_glyph, uid(game, "Fixture Leader", HERO_P))
    game.apply(Assign(elliot))
    assert game.skill(elliot, 2) == 2 + bonus


@pytest.mark.parametrize("glyphs", [0, 2])
def test_grogan_gets_skills_and_loses_point_value_per_glyph(glyphs: int) -> None:
    game = start(team=GROGAN, missions=[COMBAT_3, LIBRA_1, GEMINI_M])
    grogan = uid(game, "Grogan", HERO_P)
    for title in ("Libra One", "Gemini Mission")[:glyphs]:
        glyph(game, title, grogan)
    game.apply(Pass())
    assert game.skill(grogan, 0) == 1 + glyphs
    from stargate_vcg.engine.stargate import values
    assert values.victory_total(game, VILLAIN_P) == 4 + 3 + 6 + 3 - glyphs


def test_jay_felger_pays_to_move_one_of_his_glyphs() -> None:
    game = start(team=FELGER, missions=[COMBAT_3, LIBRA_1])
    felger, leader = uid(game, "Jay Felger", HERO_P), uid(game, "Fixture Leader", HERO_P)
    assert not abilities_of(game, felger)  # no glyph to move
    libra = uid(game, "Libra One", HERO_P)
    glyph(game, "Libra One", felger)
    game.apply(ActivateAbility(felger, 0, target=libra))
    game.apply(Choose(leader))
    assert game.state.glyphs.get(leader) == [libra] and not game.state.glyphs.get(felger)
    assert game.power(HERO_P) == 9 - 1


@pytest.mark.parametrize(("glyph_title", "revivable"), [("Libra One", False),
                                                        ("Gemini Mission", True)])
def test_jennings_libra_assigned_adversaries_cant_be_revived(glyph_title: str,
                                                             revivable: bool) -> None:
    game = start([], [GOON], team=JENNINGS, missions=[HARD, LIBRA_1, GEMINI_M, PISCES_M])
    jennings = uid(game, "Jennings", HERO_P)
    glyph(game, glyph_title, jennings)
    glyph(game, "Pisces Mission", jennings)
    game.apply(Assign(jennings))
    goon = villain_assigns(game, "Goon")
    game.apply(Pass())
    game.apply(Pass())
    while game.phase not in ("reviving or scoring", "revive") and game.to_act == HERO_P \
            and game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    from stargate_vcg.engine.stargate import Revive
    assert (Revive(goon) in game.legal_actions()) is revivable


@pytest.mark.parametrize(("pisces", "destroyed"), [(False, True), (True, False)])
def test_jennings_without_pisces_destroys_assigned_support_characters(
        pisces: bool, destroyed: bool) -> None:
    game = start([MEDIC], team=JENNINGS, missions=[EASY_S, PISCES_M])
    jennings, medic = uid(game, "Jennings", HERO_P), uid(game, "Medic", HERO_P)
    if pisces:
        glyph(game, "Pisces Mission", jennings)
    hero(game, PlayCard(medic), Assign(medic), Assign(jennings))
    end_mission(game)
    assert (game.zone_name(medic) == "discard") is destroyed


@pytest.mark.parametrize("triangulum", [True, False])
def test_kelmaa_triangulum_incapacitates_herself_to_stop_an_incapacitated_character(
        triangulum: bool) -> None:
    game = start(team=KELMAA, missions=[COMBAT_3, TRI_M, GEMINI_M])
    kelmaa, warrior = uid(game, "Kelmaa", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    glyph(game, "Triangulum Mission" if triangulum else "Gemini Mission", kelmaa)
    ops.incapacitate(game, warrior)
    assert bool(abilities_of(game, kelmaa)) is triangulum
    if triangulum:
        game.apply(ActivateAbility(kelmaa, 0, target=warrior))
        assert game.status_name(warrior) == "stopped"
        assert game.status_name(kelmaa) == "incapacitated"


@pytest.mark.parametrize(("glyph_title", "lost"), [("Orion Two", 1), ("Gemini Mission", 0)])
def test_kershaw_the_opponent_loses_power_when_a_matching_mission_is_played(
        glyph_title: str, lost: int) -> None:
    game = start(team=KERSHAW, missions=[HARD, CULTURE_3, ORION_2, GEMINI_M])
    glyph(game, glyph_title, uid(game, "Kershaw", HERO_P))
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    before = game.power(VILLAIN_P)
    game.apply(Continue())  # the villain gains 1 power as the hero continues
    assert game.power(VILLAIN_P) == before + 1 - lost


@pytest.mark.parametrize(("titles", "culture", "ingenuity"), [
    (("Scorpius Mission",), 3, 1), (("Gemini Mission", "Pisces Mission"), 2, 3), ((), 2, 1)])
def test_kvasir_gets_skills_by_his_glyphs(titles: tuple[str, ...], culture: int,
                                          ingenuity: int) -> None:
    game = start(team=KVASIR, missions=[COMBAT_3, SCORPIUS_M, GEMINI_M, PISCES_M])
    kvasir = uid(game, "Kvasir", HERO_P)
    for title in titles:
        glyph(game, title, kvasir)
    game.apply(Pass())
    assert (game.skill(kvasir, 0), game.skill(kvasir, 3)) == (culture, ingenuity)


def _to_deck(game: StargateGame, card: int) -> None:
    from stargate_vcg.engine.stargate.facts import Z_DECK
    game.state.players[game.facts[card].owner].hand.remove(card)
    game.state.players[game.facts[card].owner].deck.append(card)
    game.state.zone[card] = Z_DECK


@pytest.mark.parametrize(("first", "asked"), [(EASY_G, True), (EASY, False)])
def test_mala_earning_gemini_searches_for_a_jaffa_character(first: StargateCard,
                                                            asked: bool) -> None:
    game = start([JAFFA_AIDE], team=MALA, missions=[first, CULTURE_3])
    aide = uid(game, "Jaffa Aide", HERO_P)
    _to_deck(game, aide)
    game.apply(Assign(uid(game, "Mala", HERO_P)))
    end_mission(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(aide))
        assert aide in game.hand(HERO_P)


@pytest.mark.parametrize(("titles", "paid"), [
    (("Triangulum Mission",), 2), (("Gemini Mission", "Orion Two"), 2),
    (("Triangulum Mission", "Gemini Mission", "Orion Two"), 1), (("Gemini Mission",), 3)])
def test_mzel_jaffa_cards_cost_less_by_his_glyphs(titles: tuple[str, ...], paid: int) -> None:
    game = start([JAFFA_AIDE], team=MZEL, missions=[COMBAT_3, TRI_M, GEMINI_M, ORION_2])
    for title in titles:
        glyph(game, title, uid(game, "M'zel", HERO_P))
    game.apply(PlayCard(uid(game, "Jaffa Aide", HERO_P)))
    assert game.power(HERO_P) == 9 - paid


@pytest.mark.parametrize(("first", "taken"), [(EASY, True), (HARD, False)])
def test_renal_glyph_earned_lets_her_owner_recover_a_tokra_card(
        first: StargateCard, taken: bool) -> None:
    game = start([TOKRA_NOTE], team=RENAL, missions=[first, CULTURE_3])
    note = uid(game, "Tok'ra Note", HERO_P)
    ops.discard_from_hand(game, note)
    game.apply(Assign(uid(game, "Ren'al", HERO_P)))
    end_mission(game)
    if taken:
        game.apply(Choose(note))
    assert (note in game.hand(HERO_P)) is taken


@pytest.mark.parametrize(("own_glyph", "culture"), [("Orion Two", 2 + 1),
                                                    ("Gemini Mission", 2)])
def test_reynolds_orion_skills_per_stopped_sgc_glyph_holder(
        own_glyph: str, culture: int) -> None:
    game = start(team=REYNOLDS, missions=[COMBAT_3, ORION_2, GEMINI_M, LIBRA_1])
    reynolds, leader = uid(game, "Reynolds", HERO_P), uid(game, "Fixture Leader", HERO_P)
    glyph(game, own_glyph, reynolds)
    glyph(game, "Libra One", leader)
    game.state.status[leader] = STOPPED
    game.apply(Pass())
    assert game.skill(reynolds, 0) == culture


@pytest.mark.parametrize("orion", [True, False])
def test_shawn_grieves_destroys_a_support_character_to_ready_an_nid_character(
        orion: bool) -> None:
    game = start([MEDIC, NID_AIDE], team=GRIEVES, missions=[COMBAT_3, ORION_2, GEMINI_M])
    grieves = uid(game, "Shawn Grieves", HERO_P)
    medic, aide = uid(game, "Medic", HERO_P), uid(game, "Aide", HERO_P)
    glyph(game, "Orion Two" if orion else "Gemini Mission", grieves)
    hero(game, PlayCard(medic), PlayCard(aide))
    game.state.status[aide] = STOPPED
    game.apply(Pass())
    assert bool(abilities_of(game, grieves)) is orion
    if orion:
        game.apply(ActivateAbility(grieves, 0, target=medic))  # the only NID: readied
        assert game.zone_name(medic) == "discard" and game.status_name(aide) == "ready"
        assert game.power(HERO_P) == 9 - 1 - 1 - 2


@pytest.mark.parametrize(("played", "gain"), [(RIFLE, 2), (MEDIC, None)])
def test_smith_may_stop_when_a_gear_is_played_for_power_per_glyph(
        played: StargateCard, gain: int | None) -> None:
    game = start([played], team=SMITH, missions=[COMBAT_3, LIBRA_1, GEMINI_M])
    smith = uid(game, "Smith", HERO_P)
    glyph(game, "Libra One", smith)
    glyph(game, "Gemini Mission", smith)
    game.apply(PlayCard(uid(game, played.title, HERO_P)))
    assert (game.pending_decision is not None) is (gain is not None)
    if gain is not None:
        game.apply(Choose(0))
        assert game.status_name(smith) == "stopped"
        assert game.power(HERO_P) == 9 - 1 + gain


@pytest.mark.parametrize(("adversary", "culture"), [(True, 2 + 1), (False, 2)])
def test_tealc_fierce_warrior_pisces_skills_with_adversary_assigned(
        adversary: bool, culture: int) -> None:
    game = start([], [GOON], team=TEALC, missions=[COMBAT_3, PISCES_M])
    tealc = uid(game, "Teal'c", HERO_P)
    glyph(game, "Pisces Mission", tealc)
    game.apply(Assign(tealc))
    if adversary:
        villain_assigns(game, "Goon")
    assert game.skill(tealc, 0) == culture


@pytest.mark.parametrize(("ivan_glyph", "experience"), [("Libra Two", 2 + 1),
                                                        ("Gemini Mission", 2)])
def test_tolinev_experience_per_russian_sharing_a_glyph(ivan_glyph: str,
                                                        experience: int) -> None:
    game = start([IVAN], team=TOLINEV, missions=[COMBAT_3, LIBRA_1, LIBRA_2, GEMINI_M])
    ivan = uid(game, "Ivan", HERO_P)
    game.apply(PlayCard(ivan))
    glyph(game, "Libra One", uid(game, "Tolinev", HERO_P))
    glyph(game, ivan_glyph, ivan)
    assert game.experience(HERO_P) == experience


@pytest.mark.parametrize(("own_glyph", "culture"), [("Libra One", 2 + 1),
                                                    ("Gemini Mission", 2)])
def test_vallarin_libra_gets_skills_per_failed_mission(own_glyph: str, culture: int) -> None:
    game = start(team=VALLARIN, missions=[HARD, CULTURE_3, LIBRA_1, GEMINI_M])
    vallarin = uid(game, "Vallarin", HERO_P)
    glyph(game, own_glyph, vallarin)
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert game.skill(vallarin, 0) == culture


# --- the harder ones -------------------------------------------------------------------------

REPOSITORY = real("Repository of Knowledge", GEAR, cost=4, traits=("Ancient",))
CANNON = real("Glider Cannon", GEAR, cost=4, traits=("Jaffa",))
JAR = real("Canopic Jar", GEAR, cost=4)
LANGHAM = real("Brent Langham (Unscrupulous Scientist)", SUP, cost=4, skills={S: 2},
               traits=("NID",))
VOGLER = real("Brian Vogler (Company Man)", SUP, cost=4, skills={I: 2}, traits=("NID",))
TAKAYA = real("T'akaya (Salish Spirit)", SUP, cost=3, skills={S: 2, I: 2})
XELS = real("Xe'ls (Salish Spirit)", SUP, cost=3, skills={C: 2, S: 2})
YATYIR = real("Yat'Yir (Gerak's Aide)", SUP, cost=4, skills={B: 2, I: 1}, traits=("Jaffa",))
KALEL = real("Ka'lel (High Council Member)", SUP, cost=3, skills={C: 2, B: 1},
             traits=("Jaffa",))
JOLINAR = real("Samantha Carter (Jolinar of Malkshur)", TEAM_T, cost=3,
               skills={C: 1, S: 3, B: 2, I: 2}, traits=("Tok'ra",))


@pytest.mark.parametrize("used", [True, False])
def test_repository_of_knowledge_skills_now_incapacitated_at_debrief(used: bool) -> None:
    game = start([REPOSITORY], missions=[HARD, CULTURE_3])
    repository, leader = (uid(game, "Repository of Knowledge", HERO_P),
                          uid(game, "Fixture Leader", HERO_P))
    actions: list[object] = [PlayCard(repository)]
    if used:
        actions.append(ActivateAbility(repository, 0, blocks=(leader,)))
    hero(game, *actions)
    assert game.skill(leader, 0) == 1 + (3 if used else 0)
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(StopContinuing())
    assert (game.status_name(leader) == "incapacitated") is used


@pytest.mark.parametrize(("top", "destroyed"), [(RIFLE, True), (MUD, False)])
def test_glider_cannon_destroys_an_adversary_when_a_hero_card_is_discarded(
        top: StargateCard, destroyed: bool) -> None:
    game = start([CANNON, top], [GOON])
    cannon, leader = uid(game, "Glider Cannon", HERO_P), uid(game, "Fixture Leader", HERO_P)
    _to_deck(game, uid(game, top.title, HERO_P))
    game.apply(PlayCard(cannon))
    goon = villain_assigns(game, "Goon")
    game.apply(ActivateAbility(cannon, 0, stops=(leader,)))
    assert uid(game, top.title, HERO_P) in game.discard_pile(HERO_P)
    assert game.status_name(leader) == "stopped" and game.power(HERO_P) == 9 - 4 - 2
    assert (game.zone_name(goon) == "discard") is destroyed


def test_canopic_jar_on_an_assigned_adversary_blocks_him_once() -> None:
    game = start([JAR], [GOON, JAFFA_GOON])
    jar = uid(game, "Canopic Jar", HERO_P)
    game.apply(PlayCard(jar))
    goon = villain_assigns(game, "Goon")
    game.apply(ActivateAbility(jar, 0, target=goon))
    assert game.status_name(goon) == "stopped" and game.is_blocked(goon)
    villain_assigns(game, "Jaffa Goon")
    assert not abilities_of(game, jar)  # already on an adversary


@pytest.mark.parametrize(("first", "destroyed"), [(HARD, True), (EASY, False)])
def test_canopic_jar_destroyed_when_its_player_fails_a_mission(first: StargateCard,
                                                               destroyed: bool) -> None:
    game = start([JAR], missions=[first, CULTURE_3])
    jar = uid(game, "Canopic Jar", HERO_P)
    hero(game, PlayCard(jar), Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    assert (game.zone_name(jar) == "discard") is destroyed


@pytest.mark.parametrize("stop_agent", [True, False])
def test_brent_langham_searches_the_deck_or_takes_a_gear_from_the_discard_pile(
        stop_agent: bool) -> None:
    game = start([LANGHAM, RIFLE], team=AGENT)
    rifle, agent = uid(game, "Rifle", HERO_P), uid(game, "Agent", HERO_P)
    if stop_agent:
        _to_deck(game, rifle)
    else:
        ops.discard_from_hand(game, rifle)
    game.apply(PlayCard(uid(game, "Brent Langham", HERO_P)))
    game.apply(Choose(agent) if stop_agent else Decline())
    game.apply(Choose(rifle))
    assert rifle in game.hand(HERO_P)
    assert (game.status_name(agent) == "stopped") is stop_agent


@pytest.mark.parametrize("other_support", [True, False])
def test_brian_vogler_destroyed_destroys_a_support_character(other_support: bool) -> None:
    game = start([VOGLER, MEDIC])
    vogler, medic = uid(game, "Brian Vogler", HERO_P), uid(game, "Medic", HERO_P)
    actions: list[object] = [PlayCard(vogler)]
    if other_support:
        actions.append(PlayCard(medic))
    hero(game, *actions)
    game.apply(Pass())
    assert bool(abilities_of(game, vogler)) is other_support
    if other_support:
        game.apply(ActivateAbility(vogler, 0, target=medic))
        assert game.zone_name(medic) == game.zone_name(vogler) == "discard"


@pytest.mark.parametrize("spirit", [TAKAYA, XELS])
@pytest.mark.parametrize(("second", "destroyed"), [(COMBAT_3, True), (CULTURE_3, False)])
def test_salish_spirits_are_destroyed_when_a_combat_mission_is_played(
        spirit: StargateCard, second: StargateCard, destroyed: bool) -> None:
    game = start([spirit], missions=[HARD, second])
    card_ = uid(game, spirit.title, HERO_P)
    hero(game, PlayCard(card_), Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert (game.zone_name(card_) == "discard") is destroyed


def test_takaya_pays_an_adversarys_cost_to_put_it_under_its_owners_deck() -> None:
    game = start([TAKAYA], [GOON])
    takaya = uid(game, "T'akaya", HERO_P)
    game.apply(PlayCard(takaya))
    game.apply(PlayCard(uid(game, "Goon", VILLAIN_P)))
    goon = uid(game, "Goon", VILLAIN_P)
    assert {a.ability for a in game.legal_actions() if isinstance(a, ActivateAbility)} == {0}
    game.apply(ActivateAbility(takaya, 0, target=goon))
    assert game.state.players[VILLAIN_P].deck[0] == goon
    assert game.power(HERO_P) == 9 - 3 - 2 and game.zone_name(takaya) == "discard"


@pytest.mark.parametrize("save", [True, False])
def test_xels_may_stop_to_save_a_support_character_from_destruction(save: bool) -> None:
    game = start([XELS, VOGLER, MEDIC])
    xels, vogler, medic = (uid(game, "Xe'ls", HERO_P), uid(game, "Brian Vogler", HERO_P),
                           uid(game, "Medic", HERO_P))
    hero(game, PlayCard(xels), PlayCard(vogler), PlayCard(medic))
    game.apply(Pass())
    game.apply(ActivateAbility(vogler, 0, target=medic))
    game.apply(Choose(medic) if save else Decline())
    assert (game.zone_name(medic) == "in play") is save
    assert (game.status_name(xels) == "stopped") is save


@pytest.mark.parametrize(("jaffa_first", "combat"), [(True, 3), (False, 2)])
def test_yatyir_gets_skills_after_another_jaffa_card_this_turn(jaffa_first: bool,
                                                               combat: int) -> None:
    game = start([YATYIR, JAFFA_AIDE, MEDIC])
    first = "Jaffa Aide" if jaffa_first else "Medic"
    hero(game, PlayCard(uid(game, first, HERO_P)), PlayCard(uid(game, "Yat'Yir", HERO_P)))
    assert game.skill(uid(game, "Yat'Yir", HERO_P), 2) == combat


@pytest.mark.parametrize(("adversary", "combat"), [
    ("Jaffa Goon", 2 + 1 + 1),  # and a Jaffa card was played this turn: both
    ("Goon", 2)])
def test_yatyir_skills_with_jaffa_adversary_assigned(adversary: str,
                                                                combat: int) -> None:
    game = start([YATYIR], [GOON, JAFFA_GOON])
    yatyir = uid(game, "Yat'Yir", HERO_P)
    game.apply(PlayCard(yatyir))
    villain_assigns(game, adversary)
    assert game.skill(yatyir, 2) == combat


@pytest.mark.parametrize(("first", "culture", "combat"), [
    (EASY_B, 3, 1), (EASY, 2, 2), (HARD_B, 2, 1)])
def test_kalel_gets_skills_after_successful_combat_or_culture_missions(
        first: StargateCard, culture: int, combat: int) -> None:
    game = start([KALEL], missions=[first, CULTURE_3])
    kalel = uid(game, "Ka'lel", HERO_P)
    hero(game, PlayCard(kalel), Assign(uid(game, "Fixture Leader", HERO_P)))
    end_mission(game)
    to_next_mission(game)
    assert (game.skill(kalel, 0), game.skill(kalel, 2)) == (culture, combat)


@pytest.mark.parametrize("pisces", [True, False])
def test_samantha_carter_jolinar_adversary_becomes_complication(pisces: bool) -> None:
    game = start([], [GOON], team=JOLINAR, missions=[COMBAT_3, PISCES_M, GEMINI_M])
    carter = uid(game, "Samantha Carter", HERO_P)
    glyph(game, "Pisces Mission" if pisces else "Gemini Mission", carter)
    game.apply(Pass())
    goon = villain_assigns(game, "Goon")
    assert bool(abilities_of(game, carter)) is pisces
    if pisces:
        game.apply(ActivateAbility(carter, 0, target=goon))
        assert game.zone_name(goon) == "complication"
        assert game.status_name(carter) == "incapacitated"


CARMICHAEL = real("Carmichael (SGC Physician)", SUP, cost=3, skills={S: 2}, traits=("SGC",))


@pytest.mark.parametrize("scorpius", [True, False])
def test_kelmaa_scorpius_may_pay_to_be_stopped_instead_of_incapacitated(
        scorpius: bool) -> None:
    game = start(team=KELMAA, missions=[COMBAT_3, TRI_M, SCORPIUS_M])
    kelmaa, warrior = uid(game, "Kelmaa", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    glyph(game, "Triangulum Mission", kelmaa)
    if scorpius:
        glyph(game, "Scorpius Mission", kelmaa)
    ops.incapacitate(game, warrior)
    game.apply(ActivateAbility(kelmaa, 0, target=warrior))
    assert (game.pending_decision is not None) is scorpius
    if scorpius:
        game.apply(Choose(kelmaa))
        assert game.power(HERO_P) == 9 - 2
    assert game.status_name(kelmaa) == ("stopped" if scorpius else "incapacitated")
    assert game.status_name(warrior) == "stopped"


@pytest.mark.parametrize("save", [True, False])
def test_carmichael_may_stop_and_pay_so_another_character_is_stopped_instead(
        save: bool) -> None:
    game = start([CARMICHAEL], team=KELMAA, missions=[COMBAT_3, TRI_M])
    kelmaa, warrior = uid(game, "Kelmaa", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    carmichael = uid(game, "Carmichael", HERO_P)
    glyph(game, "Triangulum Mission", kelmaa)
    ops.incapacitate(game, warrior)  # Carmichael is not in play yet
    hero(game, PlayCard(carmichael), ActivateAbility(kelmaa, 0, target=warrior))
    game.apply(Choose(kelmaa) if save else Decline())
    assert game.status_name(kelmaa) == ("stopped" if save else "incapacitated")
    assert (game.status_name(carmichael) == "stopped") is save
    assert game.power(HERO_P) == 9 - 3 - (2 if save else 0)


SINA = real("Sina (Tactician)", SUP, cost=3, skills={I: 2}, traits=("Tok'ra",))
PLAIN_NOTE = sg_card("Plain Note", CardType.EVENT, cost=1)


@pytest.mark.parametrize(("event", "asked"), [(TOKRA_NOTE, True), (PLAIN_NOTE, False)])
def test_sina_may_stop_to_take_back_a_played_tokra_event(event: StargateCard,
                                                         asked: bool) -> None:
    game = start([SINA, event])
    sina, note = uid(game, "Sina", HERO_P), uid(game, event.title, HERO_P)
    hero(game, PlayCard(sina), PlayCard(note))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert note in game.hand(HERO_P) and game.status_name(sina) == "stopped"
    else:
        assert note in game.discard_pile(HERO_P)


def test_sina_may_take_back_a_discarded_tokra_event() -> None:
    game = start([SINA, TOKRA_NOTE, CHLOE])
    sina, note, chloe = (uid(game, "Sina", HERO_P), uid(game, "Tok'ra Note", HERO_P),
                         uid(game, "Chloe", HERO_P))
    hero(game, PlayCard(sina), PlayCard(chloe),
         ActivateAbility(chloe, 0, discards=(note,), target=uid(game, "Fixture Leader",
                                                                 HERO_P)))
    game.apply(Choose(0))
    assert note in game.hand(HERO_P)


TYLER = real('"Tyler" (Reole Fugitive)', SUP, cost=4, skills={I: 3})


@pytest.mark.parametrize("same_mission", [True, False])
def test_tyler_has_another_characters_traits_until_the_mission_ends(
        same_mission: bool) -> None:
    game = start([TYLER, RIFLE], missions=[HARD, CULTURE_3])
    tyler, warrior = uid(game, '"Tyler"', HERO_P), uid(game, "Fixture Warrior", HERO_P)
    assert not game.surface.has_trait(tyler, "Jaffa")
    hero(game, PlayCard(tyler), ActivateAbility(tyler, 0, discards=(uid(game, "Rifle",
                                                                         HERO_P),),
                                                target=warrior))
    assert game.power(HERO_P) == 9 - 4 - 1
    if not same_mission:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
        end_mission(game)
        to_next_mission(game)
    assert game.surface.has_trait(tyler, "Jaffa") is same_mission
    assert ("jaffa" in game.surface.traits(tyler)) is same_mission


SILER = real("Siler (Gate Room Technician)", SUP, cost=3, skills={S: 1}, traits=("SGC",))


@pytest.mark.parametrize("save", [True, False])
def test_siler_may_stop_so_another_support_character_is_readied_instead(save: bool) -> None:
    game = start([SILER, DELEK])
    siler, delek = uid(game, "Siler", HERO_P), uid(game, "Delek", HERO_P)
    hero(game, PlayCard(siler), PlayCard(delek), ActivateAbility(delek, 0))
    game.apply(Choose(delek) if save else Decline())
    assert game.status_name(delek) == ("ready" if save else "stopped")
    assert game.status_name(siler) == ("stopped" if save else "ready")
    assert game.power(HERO_P) == 9 - 3 - 4 + 1  # the cost counts as paid


HAILEY = real("Jennifer Hailey (Brilliant Cadet)", TEAM_T, cost=6,
              skills={C: 1, S: 2, B: 0, I: 2}, traits=("SGC",))
WARRICK = real("Warrick (Race Pilot)", SUP, cost=2, skills={C: 2})


@pytest.mark.parametrize(("glyph_title", "gain"), [("Gemini Mission", 2), ("Libra One", 1)])
def test_jennifer_hailey_success_text_occurs_once_more(glyph_title: str, gain: int) -> None:
    game = start([WARRICK], team=HAILEY, missions=[EASY, CULTURE_3, GEMINI_M, LIBRA_1])
    hailey, warrick = uid(game, "Jennifer Hailey", HERO_P), uid(game, "Warrick", HERO_P)
    glyph(game, glyph_title, hailey)
    hero(game, PlayCard(warrick), Assign(warrick), Assign(hailey))
    before = game.power(HERO_P)
    end_mission(game)
    while game.pending_decision is None and game.phase != "deciding to continue" and \
            any(isinstance(a, Choose) for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])
    assert game.power(HERO_P) == before + gain


MIMIC = real("Mimic device", GEAR, cost=2)
SCHOLAR_COPY = sg_card("Fixture Scholar", TEAM_T, "Linguist", cost=3,
                       skills={C: 3, S: 2, B: 0, I: 1}, traits=("SGC",))


@pytest.mark.parametrize("mimic", [True, False])
def test_mimic_device_boosts_with_another_team_characters_title(mimic: bool) -> None:
    game = start([MIMIC, SCHOLAR_COPY, MEDIC])
    leader = uid(game, "Fixture Leader", HERO_P)
    copy_ = next(c for c in game.hand(HERO_P) if game.facts[c].title == "Fixture Scholar")
    medic = uid(game, "Medic", HERO_P)
    actions: list[object] = [PlayCard(uid(game, "Mimic device", HERO_P))] if mimic else []
    hero(game, *actions, Assign(leader))
    game.apply(Pass())
    legal = game.legal_actions()
    assert (Boost(leader, copy_) in legal) is mimic
    assert Boost(leader, medic) not in legal  # no team character of that title
    if mimic:
        game.apply(Boost(leader, copy_))
        assert game.skill(leader, 2) == 3 + 1


# --- session 6: Brian Vogler on his owner's villain turns ----------------------------------


def test_brian_vogler_an_unassignable_adversary_whose_ability_his_owner_uses_as_villain(
        ) -> None:
    game = start([MEDIC], [VOGLER], missions=[mission("Hack", I, 3), CULTURE_3])
    vogler, medic = uid(game, "Brian Vogler", VILLAIN_P), uid(game, "Medic", HERO_P)
    for card in (vogler, medic):
        ops.put_in_play(game, card)
    game._version += 1  # set up outside the actions
    assert game.surface.is_adversary(vogler) and not game.surface.is_support_character(vogler)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    assert game.to_act == VILLAIN_P
    assert Assign(vogler) not in game.legal_actions()
    assert "can't be assigned" in str(game.check(Assign(vogler)))
    assert abilities_of(game, vogler) == {0}
    game.apply(ActivateAbility(vogler, 0, target=medic))
    assert game.zone_name(medic) == game.zone_name(vogler) == "discard"


def test_brian_vogler_a_support_character_assigned_on_his_owners_hero_turn() -> None:
    game = start([VOGLER], missions=[mission("Hack", I, 3), CULTURE_3])
    vogler = uid(game, "Brian Vogler", HERO_P)
    game.apply(PlayCard(vogler))
    game.apply(Pass())  # the villain
    assert game.surface.is_support_character(vogler) and not game.surface.is_adversary(vogler)
    assert Assign(vogler) in game.legal_actions()
