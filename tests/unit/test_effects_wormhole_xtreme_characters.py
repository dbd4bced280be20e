"""Wormhole X-Treme! characters and gear (effects/wormhole_xtreme/characters.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import ROCKS, TEAM, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3, CULTURE_3, EASY, power_spent
from sg_play import hero_acts as hero
from sg_play import place_mission_glyph as glyph
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Boost,
    Choose,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    ResolveTrigger,
    Revive,
    StargateGame,
    ops,
)

SUP, TEAM_T = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
DANIEL = real("Daniel Jackson (SG-1 Seasoned Explorer)", TEAM_T, cost=4,
              skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))
JACK = real("Jack O'Neill (SG-1 Team Leader)", TEAM_T, cost=3,
            skills={C: 0, S: 1, B: 3, I: 3}, traits=("SGC",))
CARTER = real("Samantha Carter (SG-1 Scientific Genius)", TEAM_T, cost=3,
              skills={C: 1, S: 3, B: 2, I: 1}, traits=("SGC",))
TEALC = real("Teal'c (SG-1 Freedom Fighter)", TEAM_T, cost=4,
             skills={C: 2, S: 0, B: 3, I: 1}, traits=("SGC",))
LATAL = real("Latal (Citizen of Kallana)", SUP, cost=3, skills={B: 1}, traits=("Jaffa",))
WALTER = real("Walter Harriman (Bridge Officer)", SUP, cost=3, skills={S: 2},
              traits=("SGC",))
SVETLANA = real("Svetlana Markov (Bereaved Scientist)", SUP, cost=5, skills={C: 2, S: 2},
                traits=("Russian",))
KAVANAGH = real("Peter Kavanagh (Cowardly Scientist)", SUP, cost=1, skills={C: 2, S: 2},
                traits=("Atlantis",))
BATES = real("Bates (Head of Security)", SUP, cost=3, skills={B: 2, I: 2},
             traits=("Atlantis",))

JEANNIE = real("Jeannie Miller (Theoretical Physicist)", SUP, cost=5, skills={S: 2, I: 2})
FRIGG = real("Frigg (Honored Celebrant)", SUP, cost=4, skills={C: 2, I: 2},
             traits=("Asgard",))
VAN = real("Surveillance Van", CardType.GEAR, cost=2, traits=("NID",))
VALLARIN = real("Vallarin (Eager Major)", TEAM_T, cost=4, skills={C: 2, S: 1, B: 2, I: 1},
                traits=("Russian",))
VEGA = real("Alicia Vega (Enthusiastic Shooter)", TEAM_T, cost=4,
            skills={C: 0, S: 2, B: 3, I: 1}, traits=("Atlantis",))

KOSTENKO = real("Kostenko (Stoic Soldier)", SUP, cost=3, skills={B: 2}, traits=("Russian",))

TEALC_PI = real("Teal'c (Private Eye)", SUP, cost=5, skills={B: 2, I: 2})

HEIMDALL = real("Heimdall (Archaeogenetics Expert)", TEAM_T, cost=3,
                skills={C: 2, S: 3, B: 0, I: 2}, traits=("Asgard",))
CHARA = real("Cha'ra (Trustworthy Informant)", SUP, cost=4, skills={C: 2, I: 2},
             traits=("Jaffa",))

MAKEPEACE = real("Makepeace (SG-1 Team Leader)", TEAM_T, cost=5,
                 skills={C: 0, S: 2, B: 2, I: 1}, traits=("NID",))

STACKHOUSE = real("Stackhouse (Vigilant Sergeant)", SUP, cost=3, skills={I: 2},
                  traits=("Atlantis",))

ISHTA = real("Ishta (Vigilant Leader)", TEAM_T, cost=5, skills={C: 1, S: 0, B: 2, I: 2},
             traits=("Jaffa",))

LORNE = real("Evan Lorne (Trusted Second)", TEAM_T, cost=4, skills={C: 2, S: 0, B: 2, I: 2},
             traits=("Atlantis",))
MCKAY = real('"Rod" McKay (Fearless Scientist)', TEAM_T, cost=3,
             skills={C: 1, S: 3, B: 1, I: 2}, traits=("Atlantis",))
SHEPPARD = real("John Sheppard (LVPD Detective)", TEAM_T, cost=4,
                skills={C: 0, S: 1, B: 2, I: 3})

MARTOUF = real("Martouf (Dedicated Operative)", TEAM_T, cost=4,
               skills={C: 2, S: 2, B: 2, I: 0}, traits=("Tok'ra",))
CONNER = real("Laurence Conner (SG-11 Team Leader)", TEAM_T, cost=4,
              skills={C: 2, S: 2, B: 2, I: 0}, traits=("SGC",))

HAMMOND = real("George Hammond (Prometheus Commander)", TEAM_T, cost=3,
               skills={C: 2, S: 0, B: 1, I: 2}, traits=("SGC",))

TOLINEV = real("Tolinev (Resilient Explorer)", TEAM_T, cost=4,
               skills={C: 0, S: 2, B: 1, I: 3}, traits=("Russian",))

WOOD = real("Wood (NID Analyst)", SUP, cost=3, skills={C: 2}, traits=("NID",))

TALMEK = real("Talmek (Grand Council Envoy)", SUP, cost=4, skills={C: 2, B: 2},
              traits=("Tok'ra",))

INTERSEARCHER = real("Intersearcher", CardType.GEAR, cost=2)

COLT = real("Colt 1911 Pistol", CardType.GEAR, cost=2)

LEADER, SCHOLAR, SCIENTIST, WARRIOR = TEAM
TRIANGULUM_M = mission("Triangulum Mission", C, 3, glyph=Glyph.TRIANGULUM)
HELPER = sg_card("Helper", SUP, "Aide", cost=1, skills={B: 1})
FIGHTER = sg_card("Dark Fighter", CardType.SHIP, cost=1, firepower=1,
                  allegiance=Allegiance.VILLAIN)
MARINE = sg_card("Marine", SUP, "Grunt", cost=1, skills={B: 1})
JAFFA = sg_card("Jaffa Guard", SUP, "Grunt", cost=1, skills={B: 1}, traits=("Jaffa",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Goon", cost=1, skills={B: 1}, revive=1)
SCI_ROCKS = sg_card("Science Rocks", CardType.OBSTACLE, cost=1, skills={S: 1, B: 1})
SICK_ROCKS = sg_card("Sick Rocks", CardType.OBSTACLE, cost=1, skills={S: 1, B: 1},
                     traits=("Disease",))
PEBBLES = sg_card("Pebbles", CardType.OBSTACLE, cost=1, skills={B: 1})
OUTSIDER = sg_card("Outsider", SUP, "Drifter", cost=1, skills={C: 1})
INSIDER = sg_card("Insider", SUP, "Officer", cost=1, skills={C: 1}, traits=("SGC",))
SHIP = sg_card("Hero Ship", CardType.SHIP, cost=1, firepower=2)
HARD = mission("Hard Mission", B, 20)
GEMINI_M = mission("Gemini Mission", C, 3, glyph=Glyph.GEMINI)
LIBRA_M = mission("Libra Mission", C, 3, glyph=Glyph.LIBRA)
ORION_M = mission("Orion Mission", C, 3, glyph=Glyph.ORION)
PISCES_M = mission("Pisces Mission", C, 3, glyph=Glyph.PISCES)
SCORPIUS_M = mission("Scorpius Mission", C, 3, glyph=Glyph.SCORPIUS)
IDX = {C: 0, S: 1, B: 2, I: 3}
GLYPHS = [GEMINI_M, LIBRA_M, ORION_M, PISCES_M, SCORPIUS_M]

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None,
          team: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    """`team` takes the Scholar's and the Scientist's places in the hero's team."""
    hero_team = [LEADER, *team, WARRIOR] if team else None
    return scenario(hero or [], villain or [], missions=missions or [COMBAT_3, CULTURE_3],
                    hero_team=hero_team, power=power, pad=20)


def fail_mission(game: StargateGame) -> None:
    """Both pass on a mission too hard to win; play on to the next one."""
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    from stargate_vcg.engine.stargate import Continue

    game.apply(Continue())


# --- the SG-1 quartet ----------------------------------------------------------------------

QUARTET = [
    # (card, partner, glyph that works, glyph that does not, its skill, lent skill)
    (DANIEL, TEALC, "Pisces Mission", "Orion Mission", B, C),
    (JACK, CARTER, "Gemini Mission", "Orion Mission", S, I),
    (CARTER, DANIEL, "Libra Mission", "Gemini Mission", C, S),
    (TEALC, JACK, "Orion Mission", "Libra Mission", I, B),
]


@pytest.mark.parametrize("works", [True, False])
@pytest.mark.parametrize(("sg1", "partner", "good", "bad", "skill", "lent"), QUARTET)
def test_sg1_quartet_gets_two_while_assigned_with_partner_and_a_glyph(
        sg1: StargateCard, partner: StargateCard, good: str, bad: str, skill: Skill,
        lent: Skill, works: bool) -> None:
    game = start(team=[sg1, partner], missions=[COMBAT_3, *GLYPHS])
    me, mate = uid(game, sg1.title, HERO_P), uid(game, partner.title, HERO_P)
    glyph(game, good if works else bad, me)
    printed = game.skill(me, IDX[skill])
    assert printed is not None
    hero(game, Assign(me), Assign(mate))
    # The partner lends this very skill to a teammate holding a glyph: +1 either way.
    assert game.skill(me, IDX[skill]) == printed + 1 + (2 if works else 0)


@pytest.mark.parametrize("assigned", [True, False])
@pytest.mark.parametrize(("sg1", "partner", "good", "bad", "skill", "lent"), QUARTET)
def test_sg1_quartet_lends_a_skill_to_glyphed_teammates_while_assigned(
        sg1: StargateCard, partner: StargateCard, good: str, bad: str, skill: Skill,
        lent: Skill, assigned: bool) -> None:
    game = start(team=[sg1, partner], missions=[COMBAT_3, *GLYPHS])
    me, leader = uid(game, sg1.title, HERO_P), uid(game, "Fixture Leader", HERO_P)
    printed = game.skill(leader, IDX[lent])
    assert printed is not None
    glyph(game, bad, leader)
    if assigned:
        hero(game, Assign(me))
    else:
        hero(game, Assign(uid(game, partner.title, HERO_P)))
    assert game.skill(leader, IDX[lent]) == printed + (1 if assigned else 0)


# --- counted skills and costs --------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "combat"), [(True, 1 + 1), (False, 1)])
def test_latal_gets_skills_per_obstacle_at_the_mission(obstacle: bool, combat: int) -> None:
    game = start([LATAL], [ROCKS])
    latal = uid(game, "Latal", HERO_P)
    game.apply(PlayCard(latal))
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)) if obstacle else Pass())
    assert game.skill(latal, IDX[B]) == combat


@pytest.mark.parametrize(("ship_assigned", "combat"), [(True, 1), (False, None)])
def test_walter_harriman_gets_combat_and_ingenuity_with_a_hero_ship_assigned(
        ship_assigned: bool, combat: int | None) -> None:
    game = start([WALTER, SHIP])
    walter, ship = uid(game, "Walter Harriman", HERO_P), uid(game, "Hero Ship", HERO_P)
    hero(game, PlayCard(walter), PlayCard(ship))
    if ship_assigned:
        game.apply(Pass())
        game.apply(Assign(ship))
    assert game.skill(walter, IDX[B]) == combat
    assert game.skill(walter, IDX[I]) == (1 if ship_assigned else None)


@pytest.mark.parametrize(("failed", "paid"), [(True, 5 - 1), (False, 5)])
def test_svetlana_markov_costs_less_per_failed_mission(failed: bool, paid: int) -> None:
    game = start([SVETLANA], missions=[HARD, CULTURE_3])
    if failed:
        fail_mission(game)
    spent = power_spent(game, HERO_P, PlayCard(uid(game, "Svetlana Markov", HERO_P)))
    assert spent == paid


def test_peter_kavanagh_cannot_go_on_the_turns_opening_mission() -> None:
    game = start([KAVANAGH], missions=[HARD, CULTURE_3])
    kavanagh = uid(game, "Peter Kavanagh", HERO_P)
    game.apply(PlayCard(kavanagh))
    game.apply(Pass())
    assert Assign(kavanagh) not in game.legal_actions()
    assert game.skill(kavanagh, IDX[C]) == 2


def test_peter_kavanagh_after_a_failed_mission_is_assignable_with_skills_minus_one() -> None:
    game = start([KAVANAGH], missions=[HARD, CULTURE_3])
    kavanagh = uid(game, "Peter Kavanagh", HERO_P)
    game.apply(PlayCard(kavanagh))
    fail_mission(game)
    assert Assign(kavanagh) in game.legal_actions()
    assert game.skill(kavanagh, IDX[C]) == 2 - 1


@pytest.mark.parametrize(("support", "paid", "combat"),
                         [(OUTSIDER, 1 + 1, 2 - 1), (INSIDER, 1, 2)])
def test_bates_taxes_and_dislikes_outside_support_characters(
        support: StargateCard, paid: int, combat: int) -> None:
    game = start([BATES, support])
    bates = uid(game, "Bates", HERO_P)
    game.apply(PlayCard(bates))
    game.apply(Pass())
    spent = power_spent(game, HERO_P, PlayCard(uid(game, support.title, HERO_P)))
    assert spent == paid
    assert game.skill(bates, IDX[B]) == combat


# --- played, assigned ----------------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "destroyed"), [(SCI_ROCKS, True), (SICK_ROCKS, False)])
def test_jeannie_miller_may_destroy_a_science_obstacle_but_not_a_disease(
        obstacle: StargateCard, destroyed: bool) -> None:
    game = start([JEANNIE], [obstacle])
    rock = uid(game, obstacle.title, VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(rock))
    game.apply(PlayCard(uid(game, "Jeannie Miller", HERO_P)))
    if destroyed:
        game.apply(Choose(rock))
    assert game.pending_decision is None
    assert (rock in game.state.obstacles) is not destroyed


@pytest.mark.parametrize("accept", [True, False])
def test_frigg_may_stop_and_pay_to_ready_two_team_characters(accept: bool) -> None:
    game = start([FRIGG])
    scholar, warrior = uid(game, "Fixture Scholar", HERO_P), uid(game, "Fixture Warrior", HERO_P)
    ops.stop(game, scholar)
    frigg = uid(game, "Frigg", HERO_P)
    game.apply(PlayCard(frigg))
    if accept:
        game.apply(Choose(0))
        game.apply(Choose(warrior))
        game.apply(Choose(scholar))
    else:
        game.apply(Decline())
    assert game.pending_decision is None
    expected = "ready" if accept else "stopped"
    assert [game.status_name(c) for c in (scholar, warrior)] == [expected, expected]
    assert game.status_name(frigg) == ("stopped" if accept else "ready")
    assert game.power(HERO_P) == 9 - 4 - (2 if accept else 0)


def test_surveillance_van_stops_so_that_both_players_draw() -> None:
    game = start([VAN])
    van = uid(game, "Surveillance Van", HERO_P)
    game.apply(PlayCard(van))
    game.apply(Pass())
    hands = len(game.hand(HERO_P)), len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(van, 0))
    assert (len(game.hand(HERO_P)), len(game.hand(VILLAIN_P))) == (hands[0] + 1, hands[1] + 1)
    assert game.status_name(van) == "stopped"


def test_surveillance_van_stopped_has_no_ability_to_use() -> None:
    game = start([VAN])
    van = uid(game, "Surveillance Van", HERO_P)
    game.apply(PlayCard(van))
    ops.stop(game, van)
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) and a.card == van
                   for a in game.legal_actions())


# --- glyph-keyed texts -----------------------------------------------------------------------


@pytest.mark.parametrize(("glyph_title", "paid"), [("Libra Mission", 1 + 1),
                                                   ("Orion Mission", 1)])
def test_vallarin_with_libra_assigned_taxes_obstacles_per_failed_mission(
        glyph_title: str, paid: int) -> None:
    game = start(villain=[PEBBLES], missions=[HARD, COMBAT_3, *GLYPHS],
                 team=[VALLARIN, SCIENTIST])
    vallarin = uid(game, "Vallarin", HERO_P)
    glyph(game, glyph_title, vallarin)
    fail_mission(game)
    game.apply(Assign(vallarin))
    spent = power_spent(game, VILLAIN_P, PlayCard(uid(game, "Pebbles", VILLAIN_P)))
    assert spent == paid


@pytest.mark.parametrize(("glyphs", "combat"), [(("Gemini Mission", "Libra Mission"), 3),
                                                (("Gemini Mission",), 2)])
def test_vallarin_with_gemini_and_libra_gets_skills(glyphs: tuple[str, ...],
                                                    combat: int) -> None:
    game = start(missions=[COMBAT_3, *GLYPHS], team=[VALLARIN, SCIENTIST])
    vallarin = uid(game, "Vallarin", HERO_P)
    for title in glyphs:
        glyph(game, title, vallarin)
    game.apply(Assign(vallarin))
    assert game.skill(vallarin, IDX[B]) == combat


@pytest.mark.parametrize(("glyph_title", "first", "second"), [("Pisces Mission", 2, 1),
                                                              ("Orion Mission", 1, 1)])
def test_alicia_vega_with_pisces_taxes_the_first_obstacle_each_turn(
        glyph_title: str, first: int, second: int) -> None:
    game = start(villain=[PEBBLES, SCI_ROCKS], missions=[COMBAT_3, *GLYPHS],
                 team=[VEGA, SCIENTIST])
    glyph(game, glyph_title, uid(game, "Alicia Vega", HERO_P))
    paid = []
    for title in ("Pebbles", "Science Rocks"):
        game.apply(Pass())
        paid.append(power_spent(game, VILLAIN_P, PlayCard(uid(game, title, VILLAIN_P))))
    assert paid == [first, second]


@pytest.mark.parametrize(("glyph_title", "extra"), [("Scorpius Mission", 1),
                                                    ("Orion Mission", 0)])
def test_alicia_vega_with_scorpius_taxes_the_first_complication_each_turn(
        glyph_title: str, extra: int) -> None:
    game = start(villain=[PEBBLES, SCI_ROCKS], missions=[COMBAT_3, *GLYPHS],
                 team=[VEGA, SCIENTIST])
    glyph(game, glyph_title, uid(game, "Alicia Vega", HERO_P))
    paid = []
    for title in ("Pebbles", "Science Rocks"):
        game.apply(Pass())
        paid.append(power_spent(game, VILLAIN_P, PlayComplication(uid(game, title, VILLAIN_P))))
    assert paid == [1 + extra, 2]  # the engine prices the second one at 2


# --- Kostenko ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("second", "paid"), [(True, 3 - 2), (False, 3 - 1)])
def test_kostenko_costs_less_per_mission_played_this_turn(second: bool, paid: int) -> None:
    game = start([KOSTENKO], missions=[HARD, COMBAT_3])
    if second:
        fail_mission(game)
    spent = power_spent(game, HERO_P, PlayCard(uid(game, "Kostenko", HERO_P)))
    assert spent == paid


@pytest.mark.parametrize("accept", [True, False])
def test_kostenko_destroyed_may_pay_to_stop_a_ready_adversary(accept: bool) -> None:
    game = start([KOSTENKO], [THUG])
    kostenko, thug = uid(game, "Kostenko", HERO_P), uid(game, "Thug", VILLAIN_P)
    game.apply(PlayCard(kostenko))
    game.apply(PlayCard(thug))
    before = game.power(HERO_P)
    ops.destroy(game, kostenko)  # outside an action: its trigger waits to be resolved
    game.apply(ResolveTrigger(kostenko))
    game.apply(Choose(0) if accept else Decline())
    assert game.status_name(thug) == ("stopped" if accept else "ready")
    assert game.power(HERO_P) == before - (1 if accept else 0)


def test_kostenko_destroyed_without_a_ready_adversary_asks_nothing() -> None:
    game = start([KOSTENKO])
    kostenko = uid(game, "Kostenko", HERO_P)
    game.apply(PlayCard(kostenko))
    ops.destroy(game, kostenko)  # outside an action: its trigger waits to be resolved
    game.apply(ResolveTrigger(kostenko))
    assert game.pending_decision is None


# --- Teal'c (Private Eye) ------------------------------------------------------------------------


@pytest.mark.parametrize("tealc_assigned", [True, False])
def test_tealc_private_eye_keeps_the_chosen_adversary_from_being_revived(
        tealc_assigned: bool) -> None:
    game = start([TEALC_PI], [THUG], missions=[HARD, COMBAT_3])
    thug = uid(game, "Thug", VILLAIN_P)
    game.apply(PlayCard(uid(game, "Teal'c", HERO_P)))
    game.apply(PlayCard(thug))
    mine = "Teal'c" if tealc_assigned else "Fixture Leader"
    game.apply(Assign(uid(game, mine, HERO_P)))  # Teal'c: the only adversary is chosen
    game.apply(Assign(thug))
    game.apply(Pass())
    game.apply(Pass())  # the mission fails
    if tealc_assigned:
        game.apply(Decline())  # not paying to ready him
    assert (Revive(thug) in game.legal_actions()) is not tealc_assigned


@pytest.mark.parametrize("pay", [True, False])
def test_tealc_private_eye_may_pay_to_ready_after_the_mission(pay: bool) -> None:
    game = start([TEALC_PI], missions=[EASY, COMBAT_3])
    tealc = uid(game, "Teal'c", HERO_P)
    game.apply(PlayCard(tealc))
    game.apply(Pass())
    game.apply(Assign(tealc))
    game.apply(Pass())
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    assert game.status_name(tealc) == ("ready" if pay else "stopped")
    assert game.power(HERO_P) == before - (2 if pay else 0)


# --- boosts ------------------------------------------------------------------------------------


def _boost(game: StargateGame, title: str) -> int:
    """Play and assign one copy of `title`, then boost it with the other."""
    first, second = uid(game, title, HERO_P), uid(game, title, HERO_P, nth=1)
    game.apply(PlayCard(first))
    game.apply(Pass())
    game.apply(Assign(first))
    game.apply(Pass())
    game.apply(Boost(first, second))
    return first


@pytest.mark.parametrize(("glyphs", "asked"), [(("Scorpius Mission",), True), ((), False)])
def test_heimdall_with_gemini_or_scorpius_may_draw_on_a_boost(glyphs: tuple[str, ...],
                                                               asked: bool) -> None:
    game = start([MARINE, MARINE], missions=[COMBAT_3, *GLYPHS], team=[HEIMDALL, SCIENTIST])
    for title in glyphs:
        glyph(game, title, uid(game, "Heimdall", HERO_P))
    hand = len(game.hand(HERO_P))
    _boost(game, "Marine")
    if asked:
        game.apply(Choose(0))
    assert game.pending_decision is None
    assert len(game.hand(HERO_P)) == hand - 2 + (1 if asked else 0)


@pytest.mark.parametrize(("glyphs", "gained"), [(("Gemini Mission", "Scorpius Mission"), 1),
                                                (("Gemini Mission",), 0)])
def test_heimdall_with_gemini_and_scorpius_may_discard_for_power(glyphs: tuple[str, ...],
                                                                 gained: int) -> None:
    game = start([MARINE, MARINE, CHARA], missions=[COMBAT_3, *GLYPHS],
                 team=[HEIMDALL, SCIENTIST])
    for title in glyphs:
        glyph(game, title, uid(game, "Heimdall", HERO_P))
    before = game.power(HERO_P)
    _boost(game, "Marine")
    if gained:  # the discard is asked first, then the draw
        game.apply(Choose(uid(game, "Cha'ra", HERO_P)))
    game.apply(Decline())  # no draw
    assert game.pending_decision is None
    assert game.power(HERO_P) == before - 1 + gained  # the Marine cost 1


@pytest.mark.parametrize(("title", "pay", "combat"), [
    ("Jaffa Guard", True, 1 + 1 + 1), ("Jaffa Guard", False, 1 + 1), ("Marine", True, 1 + 1)])
def test_chara_may_pay_for_one_more_on_a_jaffa_boost(title: str, pay: bool,
                                                     combat: int) -> None:
    game = start([CHARA, JAFFA, JAFFA, MARINE, MARINE])
    game.apply(PlayCard(uid(game, "Cha'ra", HERO_P)))
    game.apply(Pass())
    booster = _boost(game, title)
    if title == "Jaffa Guard":
        game.apply(Choose(0) if pay else Decline())
    assert game.pending_decision is None
    assert game.skill(booster, IDX[B]) == combat


# --- Makepeace ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "ingenuity", "combat"), [
    (("Orion Mission",), 1 + 1, 2), (("Gemini Mission", "Orion Mission"), 1 + 1, 2 + 1),
    (("Libra Mission",), 1, 2)])
def test_makepeace_may_discard_a_hero_card_as_a_gear_is_played(
        glyphs: tuple[str, ...], ingenuity: int, combat: int) -> None:
    game = start([WIDGET, MARINE], missions=[COMBAT_3, *GLYPHS], team=[MAKEPEACE, SCIENTIST])
    makepeace = uid(game, "Makepeace", HERO_P)
    for title in glyphs:
        glyph(game, title, makepeace)
    game.apply(PlayCard(uid(game, "Widget", HERO_P)))
    if glyphs != ("Libra Mission",):
        game.apply(Choose(uid(game, "Marine", HERO_P)))
    assert game.pending_decision is None
    assert (game.skill(makepeace, IDX[I]), game.skill(makepeace, IDX[B])) == (ingenuity,
                                                                              combat)


# --- Stackhouse ----------------------------------------------------------------------------------


@pytest.mark.parametrize("accept", [True, False])
def test_stackhouse_may_stop_as_a_combat_mission_is_played_to_destroy_a_villain_ship(
        accept: bool) -> None:
    game = start([STACKHOUSE], [FIGHTER], missions=[HARD, EASY, CULTURE_3])
    stackhouse = uid(game, "Stackhouse", HERO_P)
    game.apply(PlayCard(stackhouse))
    fighter = uid(game, "Dark Fighter", VILLAIN_P)
    game.apply(PlayCard(fighter))
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    from stargate_vcg.engine.stargate import Continue

    game.apply(Continue())  # the Easy Combat mission
    game.apply(Choose(0) if accept else Decline())
    assert game.status_name(stackhouse) == ("stopped" if accept else "ready")
    game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # success
    assert (fighter in game.in_play(VILLAIN_P)) is not accept


# --- Ishta ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "paid"), [(("Gemini Mission", "Scorpius Mission"), 2),
                                              (("Gemini Mission",), 1)])
def test_ishta_with_gemini_and_scorpius_taxes_obstacles(glyphs: tuple[str, ...],
                                                        paid: int) -> None:
    game = start(villain=[PEBBLES], missions=[COMBAT_3, *GLYPHS], team=[ISHTA, SCIENTIST])
    for title in glyphs:
        glyph(game, title, uid(game, "Ishta", HERO_P))
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(uid(game, "Pebbles", VILLAIN_P)))
    assert spent == paid


# --- glyph-earned and glyph-matched texts --------------------------------------------------


@pytest.mark.parametrize(("had", "asked"), [("Gemini Mission", True), ("Orion Mission", False)])
def test_evan_lorne_earning_a_new_glyph_may_destroy_an_adversary(had: str,
                                                                  asked: bool) -> None:
    from stargate_vcg.engine.stargate import flow

    orion_2 = mission("Orion Two", C, 3)
    game = start(villain=[THUG], missions=[COMBAT_3, *GLYPHS, orion_2], team=[LORNE, SCIENTIST])
    lorne, thug = uid(game, "Evan Lorne", HERO_P), uid(game, "Thug", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(thug))
    glyph(game, had, lorne)
    ops.earn_glyph(game, uid(game, "Orion Two", HERO_P), lorne)
    flow.run(game)
    if asked:
        game.apply(Choose(thug))
    assert game.pending_decision is None
    assert (thug in game.discard_pile(VILLAIN_P)) is asked


@pytest.mark.parametrize(("held", "combat"), [("Orion Mission", 1 + 1), ("Gemini Mission", 1)])
def test_rod_mckay_assigned_where_his_glyph_matches_may_discard_for_skills(
        held: str, combat: int) -> None:
    game = start([MARINE], missions=[COMBAT_3, *GLYPHS], team=[MCKAY, SCIENTIST])
    mckay = uid(game, MCKAY.title, HERO_P)
    glyph(game, held, mckay)  # the Combat Mission shows Orion
    game.apply(Assign(mckay))
    if held == "Orion Mission":
        game.apply(Choose(uid(game, "Marine", HERO_P)))
    assert game.pending_decision is None
    assert game.skill(mckay, IDX[B]) == combat


@pytest.mark.parametrize("blocked", [True, False])
def test_john_sheppard_blocked_gets_a_clue_to_spend_for_skills(blocked: bool) -> None:
    game = start(missions=[COMBAT_3, *GLYPHS], team=[SHEPPARD, SCIENTIST])
    sheppard = uid(game, "John Sheppard", HERO_P)
    glyph(game, "Scorpius Mission", sheppard)
    if blocked:
        ops.block(game, sheppard)
        if game.pending_decision is not None:
            game.apply(ResolveTrigger(sheppard))
    use = ActivateAbility(sheppard, 0)
    assert (use in game.legal_actions()) is blocked
    if blocked:
        game.apply(use)
        assert game.skill(sheppard, IDX[B]) == 2 + 1
        game.apply(Pass())
        assert use not in game.legal_actions()  # the only clue is spent



@pytest.mark.parametrize("glyphs", [3, 2])
def test_martouf_assigned_with_three_glyphs_gives_a_teammate_skills(glyphs: int) -> None:
    game = start(missions=[COMBAT_3, *GLYPHS], team=[MARTOUF, SCIENTIST])
    martouf, leader = uid(game, "Martouf", HERO_P), uid(game, "Fixture Leader", HERO_P)
    for title in ("Gemini Mission", "Libra Mission", "Pisces Mission")[:glyphs]:
        glyph(game, title, martouf)
    game.apply(Assign(martouf))
    if glyphs == 3:
        game.apply(Choose(leader))
    assert game.pending_decision is None
    assert game.skill(leader, IDX[B]) == 3 + (1 if glyphs == 3 else 0)


@pytest.mark.parametrize(("held", "readied"), [("Pisces Mission", True),
                                               ("Libra Mission", False)])
def test_laurence_conner_success_readies_supporters_within_the_villain_count(
        held: str, readied: bool) -> None:
    game = start([HELPER], [PEBBLES], missions=[mission("Easy", B, 1), *GLYPHS],
                 team=[CONNER, SCIENTIST])
    conner, helper = uid(game, "Laurence Conner", HERO_P), uid(game, "Helper", HERO_P)
    glyph(game, held, conner)
    game.apply(PlayCard(helper))
    game.apply(PlayCard(uid(game, "Pebbles", VILLAIN_P)))  # one villain card here
    game.apply(Assign(helper))
    game.apply(Pass())
    game.apply(Assign(conner))
    game.apply(Pass())
    game.apply(Pass())  # success
    if readied:
        game.apply(Choose(helper))
    assert game.pending_decision is None
    assert game.status_name(helper) == ("ready" if readied else "stopped")



@pytest.mark.parametrize(("held", "gained"), [("Libra Mission", 1), ("Gemini Mission", 0)])
def test_george_hammond_victory_places_a_battle_counter_worth_experience(
        held: str, gained: int) -> None:
    game = start([SHIP], missions=[EASY, *GLYPHS], team=[HAMMOND, SCIENTIST])
    hammond, ship = uid(game, "George Hammond", HERO_P), uid(game, "Hero Ship", HERO_P)
    glyph(game, held, hammond)
    game.apply(PlayCard(ship))
    game.apply(Pass())
    game.apply(Assign(ship))
    game.apply(Pass())
    game.apply(Assign(hammond))
    before = game.experience(HERO_P)
    game.apply(Pass())
    game.apply(Pass())  # success, and the battle won unopposed
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    # The won mission's own experience (1) counts as well.
    assert game.experience(HERO_P) - before == 1 + gained



@pytest.mark.parametrize(("held", "placed"), [("Triangulum Mission", True),
                                              ("Orion Mission", False)])
def test_tolinev_failure_may_hide_a_card_beneath_her_for_experience(held: str,
                                                                    placed: bool) -> None:
    game = start([MARINE], missions=[HARD, *GLYPHS, TRIANGULUM_M], team=[TOLINEV, SCIENTIST])
    tolinev = uid(game, "Tolinev", HERO_P)
    glyph(game, held, tolinev)
    game.apply(Assign(tolinev))
    game.apply(Pass())
    before = game.experience(HERO_P)
    game.apply(Pass())  # the mission fails
    if placed:
        game.apply(Choose(uid(game, "Marine", HERO_P)))
    assert game.pending_decision is None
    assert game.experience(HERO_P) - before == (1 if placed else 0)



@pytest.mark.parametrize("drew", [True, False])
def test_wood_gets_skills_per_card_drawn_this_mission(drew: bool) -> None:
    game = start([WOOD, VAN])
    wood, van = uid(game, "Wood", HERO_P), uid(game, "Surveillance Van", HERO_P)
    hero(game, PlayCard(wood), PlayCard(van))
    game.apply(Pass())
    if drew:
        game.apply(ActivateAbility(van, 0))  # both players draw one
    else:
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    assert game.skill(wood, IDX[C]) == 2 + (1 if drew else 0)



@pytest.mark.parametrize("stopped", [False, True])
def test_talmek_stops_and_destroys_himself_to_arrange_five_and_draw_two(stopped: bool) -> None:
    game = start([TALMEK])
    talmek = uid(game, "Talmek", HERO_P)
    game.apply(PlayCard(talmek))
    if stopped:
        ops.stop(game, talmek)
    game.apply(Pass())
    use = ActivateAbility(talmek, 0)
    assert (use in game.legal_actions()) is not stopped
    if stopped:
        return
    hand = len(game.hand(HERO_P))
    game.apply(use)
    assert game.pending_decision is not None  # the five seen are arranged first
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert talmek in game.discard_pile(HERO_P)
    assert len(game.hand(HERO_P)) == hand + 2
    assert use not in game.legal_actions()



@pytest.mark.parametrize("again", [True, False])
def test_intersearcher_looks_at_the_top_card_and_may_discard_to_look_again(
        again: bool) -> None:
    game = start([INTERSEARCHER, MARINE])
    searcher, marine = uid(game, "Intersearcher", HERO_P), uid(game, "Marine", HERO_P)
    game.apply(PlayCard(searcher))
    game.apply(Pass())
    power, hand = game.power(HERO_P), len(game.hand(HERO_P))
    first = game.surface.deck_top(HERO_P)
    game.apply(ActivateAbility(searcher, 0))
    game.apply(Choose(first))  # to the bottom
    assert game.surface.deck_top(HERO_P) != first
    if again:
        game.apply(Choose(marine))  # discarded: look again
        game.apply(Decline())  # the new top stays
        assert marine in game.discard_pile(HERO_P)
    game.apply(Decline())  # no (more) discard: draw
    assert game.pending_decision is None
    assert game.power(HERO_P) == power - 2
    assert len(game.hand(HERO_P)) == hand + 1 - (1 if again else 0)



@pytest.mark.parametrize("ready_it", [True, False])
def test_colt_1911_pistol_blocks_an_adversary_from_the_mission(ready_it: bool) -> None:
    game = start([COLT], [THUG])
    colt, thug = uid(game, "Colt 1911 Pistol", HERO_P), uid(game, "Thug", VILLAIN_P)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    game.apply(PlayCard(colt))
    game.apply(PlayCard(thug))
    ops.stop(game, thug)
    game.apply(ActivateAbility(colt, 0, blocks=(scholar,), target=thug))
    game.apply(Choose(thug) if ready_it else Decline())
    assert game.status_name(thug) == ("ready" if ready_it else "stopped")
    assert game.status_name(colt) == "stopped"
    game.apply(Pass())
    assert Assign(thug) not in game.legal_actions()  # blocked from this mission


def test_colt_1911_pistol_needs_an_adversary_to_aim_at() -> None:
    game = start([COLT])
    colt = uid(game, "Colt 1911 Pistol", HERO_P)
    game.apply(PlayCard(colt))
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) and a.card == colt
                   for a in game.legal_actions())


# --- session 7 sp-cards10 ------------------------------------------------------------------

GATE = real("Russian-Controlled Gate", CardType.GEAR, cost=2, traits=("Russian",))


def _continue_after_failure(game: StargateGame) -> tuple[int, int]:
    """Fail the current mission and continue: what the hero paid, what the villain got."""
    from stargate_vcg.engine.stargate import Continue

    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    hero_before, villain_before = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(Continue())
    return hero_before - game.power(HERO_P), game.power(VILLAIN_P) - villain_before


@pytest.mark.parametrize(("gate", "paid"), [(True, 0), (False, 1)])
def test_russian_controlled_gate_makes_missions_cheaper_the_villain_still_gains(
        gate: bool, paid: int) -> None:
    game = start([GATE], missions=[HARD, COMBAT_3, CULTURE_3])
    if gate:
        game.apply(PlayCard(uid(game, "Russian-Controlled Gate", HERO_P)))
    assert _continue_after_failure(game) == (paid, 1)


def test_russian_controlled_gate_costs_nothing_without_a_failed_mission() -> None:
    game = start([GATE], missions=[EASY, COMBAT_3])
    game.apply(PlayCard(uid(game, "Russian-Controlled Gate", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    from stargate_vcg.engine.stargate import Continue

    before = (game.power(HERO_P), game.power(VILLAIN_P))
    game.apply(Continue())
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == before


LLOYD = real("Martin Lloyd (Successful Screenwriter)", SUP, cost=4, skills={I: 2})
BEOWULF = real("Beowulf (Veteran Warrior)", TEAM_T, cost=4, skills={C: 1, S: 2, B: 1, I: 2},
               traits=("Atlantis",))
FORD = real("Aiden Ford (Defender of Atlantis)", TEAM_T, cost=4,
            skills={C: 0, S: 1, B: 2, I: 2}, traits=("Atlantis",))
WOOLSEY = real("Richard WOoldey (Atlantis Expedition Leader)", TEAM_T, cost=4,
               skills={C: 3, S: 1, B: 0, I: 2}, traits=("Atlantis", "NID"))
FLARE = sg_card("Flare", CardType.EVENT, cost=0)
ASGARD_SHIP = sg_card("Asgard Ship", CardType.SHIP, cost=1, firepower=2, traits=("Asgard",))
ATLANTEAN = sg_card("Atlantean", SUP, "Scout", cost=1, skills={B: 1}, traits=("Atlantis",))


@pytest.mark.parametrize("take", [True, False])
def test_martin_lloyd_stops_to_take_back_an_event_played(take: bool) -> None:
    game = start([LLOYD, FLARE])
    lloyd, flare = uid(game, "Martin Lloyd", HERO_P), uid(game, "Flare", HERO_P)
    ops.put_in_play(game, lloyd)
    game._version += 1
    game.apply(PlayCard(flare))
    game.apply(Choose(0) if take else Decline())
    assert game.pending_decision is None
    assert (flare in game.hand(HERO_P)) is take
    assert game.status_name(lloyd) == ("stopped" if take else "ready")


def test_martin_lloyd_stopped_asks_nothing() -> None:
    game = start([LLOYD, FLARE])
    lloyd, flare = uid(game, "Martin Lloyd", HERO_P), uid(game, "Flare", HERO_P)
    ops.put_in_play(game, lloyd)
    ops.stop(game, lloyd)
    game._version += 1
    game.apply(PlayCard(flare))
    assert game.pending_decision is None
    assert flare in game.discard_pile(HERO_P)


@pytest.mark.parametrize("take", [True, False])
def test_beowulf_earning_a_glyph_takes_a_villain_card_whose_copies_cost_more(
        take: bool) -> None:
    from stargate_vcg.engine.stargate import flow

    game = start(villain=[THUG, THUG], missions=[COMBAT_3, *GLYPHS], team=[BEOWULF, SCIENTIST])
    beowulf = uid(game, "Beowulf", HERO_P)
    first, second = uid(game, "Thug", VILLAIN_P), uid(game, "Thug", VILLAIN_P, nth=1)
    ops.to_discard(game, first)
    game._version += 1
    glyph(game, "Gemini Mission", beowulf)
    ops.earn_glyph(game, uid(game, "Orion Mission", HERO_P), beowulf)
    flow.run(game)
    game.apply(Choose(first) if take else Decline())
    assert (first in game.surface.beneath(beowulf)) is take
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(second))
    assert spent == 1 + (2 if take else 0)  # two glyphs


@pytest.mark.parametrize("ship", [True, False])
def test_beowulf_libra_combat_two_more_assigned_with_an_asgard_ship(ship: bool) -> None:
    game = start([ASGARD_SHIP], missions=[COMBAT_3, *GLYPHS], team=[BEOWULF, SCIENTIST])
    beowulf, asgard = uid(game, "Beowulf", HERO_P), uid(game, "Asgard Ship", HERO_P)
    glyph(game, "Libra Mission", beowulf)
    ops.put_in_play(game, asgard)
    game._version += 1
    hero(game, Assign(beowulf), *([Assign(asgard)] if ship else []))
    assert game.skill(beowulf, IDX[B]) == 1 + (2 if ship else 0)


@pytest.mark.parametrize("discards", [True, False])
def test_aiden_ford_pisces_boosted_the_opponent_discards_or_loses_an_obstacle(
        discards: bool) -> None:
    game = start([FORD], [PEBBLES], missions=[COMBAT_3, *GLYPHS], team=[FORD, SCIENTIST])
    ford, copy = uid(game, "Aiden Ford", HERO_P), uid(game, "Aiden Ford", HERO_P, nth=1)
    glyph(game, "Pisces Mission", ford)
    game.apply(Assign(ford))
    pebbles = uid(game, "Pebbles", VILLAIN_P)
    game.apply(PlayCard(pebbles))
    game.apply(Boost(ford, copy))
    hand = [c for c in game.hand(VILLAIN_P)]
    game.apply(Choose(hand[0]) if discards else Decline())
    assert game.pending_decision is None  # the only obstacle is destroyed at once
    assert (hand[0] in game.discard_pile(VILLAIN_P)) is discards
    assert (pebbles in game.discard_pile(VILLAIN_P)) is not discards


@pytest.mark.parametrize("atlantis", [True, False])
def test_aiden_ford_pisces_and_orion_ability_is_a_boost_paid_with_an_atlantis_character(
        atlantis: bool) -> None:
    game = start([ATLANTEAN, MARINE], missions=[COMBAT_3, *GLYPHS], team=[FORD, SCIENTIST])
    ford = uid(game, "Aiden Ford", HERO_P)
    glyph(game, "Pisces Mission", ford)
    glyph(game, "Orion Mission", ford)
    game._version += 1
    card = uid(game, "Atlantean" if atlantis else "Marine", HERO_P)
    use = ActivateAbility(ford, 0, discards=(card,))
    assert (use in game.legal_actions()) is atlantis
    if atlantis:
        game.apply(use)
        assert game.power(HERO_P) == 9 - 1
        assert game.skill(ford, IDX[B]) == 2 + 1
        assert game.pending_decision is not None  # his first text: the opponent discards
        assert game.pending_decision.player == VILLAIN_P


@pytest.mark.parametrize("glyphed", [True, False])
def test_richard_woolsey_moves_a_glyph_to_search_for_a_gear(glyphed: bool) -> None:
    game = start([WIDGET], missions=[COMBAT_3, *GLYPHS], team=[WOOLSEY, SCIENTIST])
    woolsey, scientist = uid(game, "Richard WOoldey", HERO_P), uid(game, "Fixture Scientist",
                                                                   HERO_P)
    widget = uid(game, "Widget", HERO_P)
    game.surface.put_on_deck(widget)
    if glyphed:
        glyph(game, "Libra Mission", woolsey)
    game._version += 1
    use = ActivateAbility(woolsey, 0, target=scientist)
    assert (use in game.legal_actions()) is glyphed
    if glyphed:
        game.apply(use)
        game.apply(Choose(widget))
        assert widget in game.hand(HERO_P)
        assert game.surface.glyphs(scientist) == (uid(game, "Libra Mission", HERO_P),)
        assert game.surface.glyphs(woolsey) == ()
        assert game.power(HERO_P) == 9 - 1


@pytest.mark.parametrize("in_play", [True, False])
def test_surveillance_van_shows_the_opponents_draws_in_the_mission_phase(
        in_play: bool) -> None:
    game = start([VAN])
    van = uid(game, "Surveillance Van", HERO_P)
    if in_play:
        ops.put_in_play(game, van)
        game._version += 1
    before = len(game.log)
    ops.draw_cards(game, VILLAIN_P, 2)
    from stargate_vcg.engine.stargate import flow

    flow.run(game)
    drawn = game.hand(VILLAIN_P)[-2:]
    shown = [e.card for e in game.log[before:] if e.kind == "reveal"]
    assert shown == (list(drawn) if in_play else [])


def test_surveillance_van_shows_nothing_outside_the_mission_phase() -> None:
    """The villain refills his hand as the turn's debrief ends: not shown."""
    from stargate_vcg.engine.stargate import Stop

    game = start([VAN])
    van = uid(game, "Surveillance Van", HERO_P)
    ops.put_in_play(game, van)
    for c in list(game.hand(VILLAIN_P))[:3]:
        ops.to_discard(game, c)
    game._version += 1
    while game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    before = len(game.log)
    game.apply(Stop())
    while game.pending_decision is not None and game.state.turn == 1:
        game.apply(game.legal_actions()[0])
    drew = [e for e in game.log[before:] if e.kind in ("draw", "refill") and e.player == VILLAIN_P]
    assert [e for e in game.log[before:] if e.kind == "reveal"] == []
    assert len(game.hand(VILLAIN_P)) == 8 or not drew


GIBSON = real("Gibson (Pentagon Liaison)", SUP, cost=4, skills={C: 2}, traits=("SGC",))


@pytest.mark.parametrize("wins", [True, False])
def test_gibson_destroyed_gives_the_mission_an_additional_power_phase_on_success(
        wins: bool) -> None:
    game = start([GIBSON], missions=[EASY if wins else HARD, COMBAT_3], power=0)
    gibson = uid(game, "Gibson", HERO_P)
    ops.put_in_play(game, gibson)
    game._version += 1
    game.apply(ActivateAbility(gibson, 0))
    assert gibson in game.discard_pile(HERO_P)
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    before = len(game.log)
    game.apply(Pass())
    game.apply(Pass())
    phases = [e for e in game.log[before:] if e.kind == "power" and e.turn == 1]
    assert len(phases) == (1 if wins else 0)
    if wins:
        assert (game.power(HERO_P), game.power(VILLAIN_P)) == (3, 3)


MARK_IX = real("Mark IX Nuclear Bomb", CardType.GEAR, cost=4, traits=("SGC",))
TUNNELS = real("Tok'ra Tunnels", CardType.GEAR, cost=2, traits=("Tok'ra",))
TOKRA_AIDE = sg_card("Tok'ra Aide", SUP, "Runner", cost=1, skills={C: 1}, traits=("Tok'ra",))


@pytest.mark.parametrize("mode", [0, 1])
def test_mark_ix_nuclear_bomb_destroys_an_obstacle_then_complications_or_failure_text(
        mode: int) -> None:
    game = start([MARK_IX], [PEBBLES, ROCKS, SCI_ROCKS])
    bomb = uid(game, "Mark IX Nuclear Bomb", HERO_P)
    ops.put_in_play(game, bomb)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Pebbles", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Science Rocks", VILLAIN_P)))
    game.apply(ActivateAbility(bomb, 0))
    pebbles, rocks = uid(game, "Pebbles", VILLAIN_P), uid(game, "Rocks", VILLAIN_P)
    game.apply(Choose(pebbles))
    game.apply(Choose(mode))
    assert pebbles in game.discard_pile(VILLAIN_P)
    assert game.surface.complication_count == (0 if mode == 0 else 1)
    from stargate_vcg.engine.stargate.effects import TEXT_FAILURE

    assert game.surface.text_removed(rocks, TEXT_FAILURE) is (mode == 1)
    # Purged to pay (sp-purge): removed from the game, not in the discard pile.
    assert bomb not in game.discard_pile(HERO_P)
    assert game.purged_pile(HERO_P) == (bomb,)
    assert game.zone_name(bomb) == "purged"
    assert game.power(HERO_P) == 9 - 3


def test_mark_ix_nuclear_bomb_needs_an_obstacle() -> None:
    game = start([MARK_IX])
    bomb = uid(game, "Mark IX Nuclear Bomb", HERO_P)
    ops.put_in_play(game, bomb)
    game._version += 1
    assert ActivateAbility(bomb, 0) not in game.legal_actions()


@pytest.mark.parametrize("take", [True, False])
def test_tokra_tunnels_keeps_hero_cards_then_shuffles_them_back_tokra_ones_to_hand(
        take: bool) -> None:
    from stargate_vcg.engine.stargate import flow

    game = start([TUNNELS, TOKRA_AIDE, MARINE])
    tunnels = uid(game, "Tok'ra Tunnels", HERO_P)
    aide, marine = uid(game, "Tok'ra Aide", HERO_P), uid(game, "Marine", HERO_P)
    ops.put_in_play(game, tunnels)
    ops.to_discard(game, aide)
    ops.to_discard(game, marine)
    game._version += 1
    game.surface.power_phase()
    flow.run(game)
    game.apply(Choose(aide))
    game.surface.power_phase()
    flow.run(game)  # the Marine, the only one left: placed at once
    assert set(game.surface.beneath(tunnels)) == {aide, marine}
    game.apply(ActivateAbility(tunnels, 0))
    game.apply(Choose(aide) if take else Decline())
    assert (aide in game.hand(HERO_P)) is take
    assert game.zone_name(marine) == "deck"
    assert game.zone_name(aide) == ("hand" if take else "deck")
    assert game.purged_pile(HERO_P) == (tunnels,)  # purged to pay (sp-purge)


@pytest.mark.parametrize(("sixth", "wins"), [("Triangulum Mission", True),
                                             ("Gemini Two", False)])
def test_martouf_earning_a_sixth_different_glyph_wins_the_game(sixth: str, wins: bool) -> None:
    from stargate_vcg.engine.stargate import flow

    gemini_two = mission("Gemini Two", C, 3, glyph=Glyph.GEMINI)
    game = start(missions=[COMBAT_3, *GLYPHS, TRIANGULUM_M, gemini_two],
                 team=[MARTOUF, SCIENTIST])
    martouf = uid(game, "Martouf", HERO_P)
    for m in GLYPHS:
        glyph(game, m.title, martouf)
    game._version += 1
    ops.earn_glyph(game, uid(game, sixth, HERO_P), martouf)
    flow.run(game)  # (run by hand: `game.is_over` is synced by `apply`)
    assert (game.phase == "game over") is wins
    if wins:
        assert game.winner == HERO_P


def test_martouf_wins_as_he_earns_the_sixth_at_a_mission() -> None:
    game = start(missions=[TRIANGULUM_M, *GLYPHS], team=[MARTOUF, SCIENTIST])
    martouf, scientist = uid(game, "Martouf", HERO_P), uid(game, "Fixture Scientist", HERO_P)
    for m in GLYPHS:
        glyph(game, m.title, martouf)
    game._version += 1
    game.apply(Assign(martouf))
    game.apply(Choose(scientist))  # his first text: skills +1 to another
    game.apply(Pass())
    game.apply(Assign(scientist))  # Culture 2 + 2 of 3
    while not game.is_over and game.phase == "performing actions":
        game.apply(Pass())
    while not game.is_over and Choose(martouf) not in game.legal_actions():
        game.apply(game.legal_actions()[0])
    if not game.is_over:
        game.apply(Choose(martouf))  # the glyph to him
    assert game.is_over
    assert game.winner == HERO_P
