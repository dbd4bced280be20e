"""Rise of the Ori team and support characters and events
(effects/rise_of_the_ori/characters.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, ROCKS, TEAM, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import EASY, SPARE, glyph_places, hero, to_next_mission, villain
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    ChooseGlyphCharacter,
    Continue,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.observation import HIDDEN

SUPPORT, TEAM_CHARACTER = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
KNOCKOFF = real("Cheap Knockoff", CardType.EVENT, cost=0)
BROOKS = real("Brooks (Computer Tech)", SUPPORT, cost=4, skills={S: 2, B: 1}, traits=("NID",))
BREGMAN = real("Emmett Bregman (Documentary Filmmaker)", SUPPORT, cost=3,
               skills={C: 1, I: 1})
FANNIS = real("Fannis (Ancestral Investigator)", SUPPORT, cost=3, skills={C: 2})
MITCHELL = real('Cameron Mitchell ("Mr. Shaft")', TEAM_CHARACTER, cost=2,
                skills={C: 1, S: 0, B: 3, I: 3}, traits=("SGC",))
VALA = real("Vala Mal Doran (Practiced Thief)", TEAM_CHARACTER, cost=3,
            skills={C: 2, S: 0, B: 1, I: 3})

BOULDER = sg_card("Boulder", CardType.OBSTACLE, cost=2, skills={B: 2})
LEADER, SCHOLAR, SCIENTIST, WARRIOR = TEAM

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def place_glyphs(game: StargateGame, character: int, *titles: str) -> None:
    """Glyph missions placed beneath a character directly (setting up, as if earned)."""
    for title in titles:
        ops.place_glyph(game, hero(game, title), character)
    game._version += 1  # set up outside the actions: the listed legal actions are stale


# --- Cheap Knockoff -----------------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "power", "playable"), [
    ("Rocks", 2, True), ("Rocks", 1, False), ("Boulder", 4, True), ("Boulder", 3, False)])
# (Both players have `power`; the villain pays the obstacle's cost, the hero keeps his.)
def test_cheap_knockoff_needs_power_for_double_an_obstacles_cost(obstacle: str, power: int,
                                                                 playable: bool) -> None:
    game = scenario([KNOCKOFF], [ROCKS, BOULDER], power=power)
    game.apply(Pass())
    game.apply(PlayCard(villain(game, obstacle)))
    assert (PlayCard(hero(game, "Cheap Knockoff")) in game.legal_actions()) is playable


def test_cheap_knockoff_pays_double_and_destroys_the_obstacle() -> None:
    game = scenario([KNOCKOFF], [ROCKS, BOULDER], power=9)
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Rocks")))
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Boulder")))
    game.apply(PlayCard(hero(game, "Cheap Knockoff")))
    assert game.to_act == HERO_P
    boulder = villain(game, "Boulder")
    game.apply(Choose(boulder))
    assert game.zone_name(boulder) == "discard"
    assert villain(game, "Rocks") in game.obstacles
    assert game.power(HERO_P) == 9 - 2 * 2


def test_cheap_knockoff_ruling_without_an_obstacle_it_cant_be_played() -> None:
    game = scenario([KNOCKOFF], [], power=9)
    assert PlayCard(hero(game, "Cheap Knockoff")) not in game.legal_actions()


# --- costs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("first_succeeds", "cost"), [(True, 4 - 2), (False, 4)])
def test_brooks_costs_less_after_a_successful_mission_this_turn(first_succeeds: bool,
                                                                cost: int) -> None:
    game = scenario([BROOKS], [], missions=[EASY, SPARE], power=9)
    if first_succeeds:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(Pass())
    game.apply(Pass())
    game.apply(Pass()) if game.phase == "performing actions" else None
    to_next_mission(game)
    power = game.power(HERO_P)
    game.apply(PlayCard(hero(game, "Brooks")))
    assert game.power(HERO_P) == power - cost


@pytest.mark.parametrize(("glyphs", "cost"), [(1, 3 - 1), (0, 3)])
def test_emmett_bregman_costs_less_per_assigned_character_with_a_glyph(glyphs: int,
                                                                      cost: int) -> None:
    game = scenario([BREGMAN], [], missions=[EASY, *glyph_places(Glyph.LIBRA)], power=9)
    leader = hero(game, "Fixture Leader")
    if glyphs:
        place_glyphs(game, leader, "libra Place")
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "Emmett Bregman")))
    assert game.power(HERO_P) == 9 - cost


def test_emmett_bregman_counts_only_assigned_characters() -> None:
    game = scenario([BREGMAN], [], missions=[EASY, *glyph_places(Glyph.LIBRA)], power=9)
    place_glyphs(game, hero(game, "Fixture Leader"), "libra Place")
    game.apply(PlayCard(hero(game, "Emmett Bregman")))
    assert game.power(HERO_P) == 9 - 3


# --- Fannis -------------------------------------------------------------------------------


def test_fannis_destroyed_gives_a_team_character_skills_until_the_end_of_the_turn() -> None:
    game = scenario([FANNIS], [], power=9)
    fannis, leader = hero(game, "Fannis"), hero(game, "Fixture Leader")
    game.apply(PlayCard(fannis))
    game.apply(Pass())
    game.apply(ActivateAbility(fannis, 0, target=leader))
    assert game.zone_name(fannis) == "discard"
    assert game.skill(leader, 2) == 3 + 1  # Combat
    game.apply(Pass())
    game.apply(Pass())  # the mission resolves; the bonus lasts until the end of the turn
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert game.skill(leader, 2) == 3 + 1


def test_fannis_targets_only_team_characters() -> None:
    game = scenario([FANNIS], [], power=9)
    fannis = hero(game, "Fannis")
    game.apply(PlayCard(fannis))
    game.apply(Pass())
    targets = {a.target for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert targets == {hero(game, t) for t in ("Fixture Leader", "Fixture Scholar",
                                               "Fixture Scientist", "Fixture Warrior")}


# --- Cameron Mitchell ---------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "looked_at"), [
    ((Glyph.LIBRA, Glyph.ORION), 4), ((Glyph.LIBRA,), 2), ((), 0)])
def test_cameron_mitchell_assigned_arranges_two_cards_per_different_glyph(
        glyphs: tuple[Glyph, ...], looked_at: int) -> None:
    game = scenario([], [], missions=[EASY, *glyph_places(*glyphs)],
                    hero_team=[MITCHELL, LEADER, SCHOLAR, WARRIOR], pad=14)
    mitchell = hero(game, "Cameron Mitchell")
    place_glyphs(game, mitchell, *(f"{g.value} Place" for g in glyphs))
    game.apply(Assign(mitchell))
    if not looked_at:
        assert game.pending_decision is None
        return
    deck = game.state.players[VILLAIN_P].deck
    top = list(reversed(deck[-looked_at:]))
    decision = game.pending_decision
    assert game.to_act == HERO_P and set(decision.options) == set(top)  # type: ignore[union-attr]
    seen = game.observation(VILLAIN_P).pending
    assert seen is not None and set(seen.options) == {HIDDEN}
    game.apply(Choose(top[0]))  # the top card to the bottom
    while game.to_act == HERO_P and game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert game.state.players[VILLAIN_P].deck[0] == top[0]


def test_cameron_mitchell_arranges_only_when_assigned() -> None:
    game = scenario([], [], missions=[EASY, *glyph_places(Glyph.LIBRA)],
                    hero_team=[MITCHELL, LEADER, SCHOLAR, WARRIOR], pad=14)
    place_glyphs(game, hero(game, "Cameron Mitchell"), "libra Place")
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.pending_decision is None


# --- Vala Mal Doran -----------------------------------------------------------------------


@pytest.mark.parametrize(("earner", "steals"), [("Vala Mal Doran", True),
                                                ("Fixture Leader", False)])
def test_vala_earning_a_glyph_takes_a_random_card_for_its_cost(earner: str,
                                                               steals: bool) -> None:
    game = scenario([], [], missions=[EASY, SPARE],
                    hero_team=[VALA, LEADER, SCHOLAR, WARRIOR], power=0)
    hand = len(game.hand(VILLAIN_P))
    game.apply(Assign(hero(game, "Vala Mal Doran")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(ChooseGlyphCharacter(hero(game, earner)))
    discarded = game.discard_pile(VILLAIN_P)
    assert len(game.hand(VILLAIN_P)) == hand - steals
    assert len(discarded) == steals
    assert game.power(HERO_P) == (game.card(discarded[0]).cost or 0 if steals else 0)


# === roto-heroes batch: team and support characters, gear =====================================

from stargate_vcg.cards import Allegiance, Skill  # noqa: E402
from stargate_vcg.engine.stargate import Decline, PlayComplication, flow  # noqa: E402

GEAR, OBSTACLE, ADVERSARY, EVENT = (CardType.GEAR, CardType.OBSTACLE, CardType.ADVERSARY,
                                    CardType.EVENT)
CULTURE, SCIENCE, COMBAT, INGENUITY = 0, 1, 2, 3
GIZMO = sg_card("Gizmo", GEAR, cost=2)
PUZZLE = sg_card("Puzzle", OBSTACLE, cost=1, skills={B: 1, I: 1})
THUG = sg_card("Thug", ADVERSARY, cost=1, skills={B: 1}, revive=1)
JAFFA_AIDE = sg_card("Jaffa Aide", SUPPORT, "Helper", cost=1, skills={B: 1}, traits=("Jaffa",))
RAIDER = sg_card("Raider", CardType.SHIP, "Villain Ship", cost=1, firepower=1,
                 allegiance=Allegiance.VILLAIN)


def play(game: StargateGame, title: str, player: int = HERO_P) -> None:
    game.apply(PlayCard(uid(game, title, player)))


def assign(game: StargateGame, *titles: str) -> None:
    """Assign these hero cards, the villain passing after each."""
    for title in titles:
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())


def earn(game: StargateGame, character: str, mission_title: str) -> None:
    """`character` earns the glyph of the hero's mission `mission_title` (its triggers)."""
    ops.earn_glyph(game, hero(game, mission_title), hero(game, character))
    flow.run(game)


def finish_mission(game: StargateGame) -> None:
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])


# --- Terra-Root ---------------------------------------------------------------------------

TERRA_ROOT = real("Terra-Root", GEAR, cost=1)


@pytest.mark.parametrize("in_play", [True, False])
def test_terra_root_destroyed_gains_a_power(in_play: bool) -> None:
    game = scenario([TERRA_ROOT], power=3)
    root = hero(game, "Terra-Root")
    if in_play:
        play(game, "Terra-Root")
        game.apply(Pass())
        game.apply(ActivateAbility(root, 0))
        assert game.zone_name(root) == "discard" and game.power(HERO_P) == 3 - 1 + 1
    else:
        assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())


# --- Arlos -------------------------------------------------------------------------------

ARLOS = real("Arlos (Alien Technology Expert)", SUPPORT, cost=4, skills={C: 2, S: 2})


@pytest.mark.parametrize(("accept", "status", "gained"), [(True, "stopped", 1),
                                                          (False, "ready", 0)])
def test_arlos_may_stop_for_a_power_when_a_gear_is_played(accept: bool, status: str,
                                                          gained: int) -> None:
    game = scenario([ARLOS, WIDGET], power=9)
    play(game, "Arlos")
    game.apply(Pass())
    play(game, "Widget")
    assert game.pending_decision is not None
    game.apply(Choose(0) if accept else Decline())
    assert game.status_name(hero(game, "Arlos")) == status
    assert game.power(HERO_P) == 9 - 4 - 1 + gained


# --- Birra -------------------------------------------------------------------------------

BIRRA = real("Birra (Citizen of Kallana)", SUPPORT, cost=3, skills={C: 1, I: 1},
             traits=("Jaffa",))


@pytest.mark.parametrize(("obstacle", "culture"), [("Puzzle", 2), ("Rocks", 1)])
def test_birra_gets_culture_per_ingenuity_obstacle(obstacle: str, culture: int) -> None:
    game = scenario([BIRRA], [PUZZLE, ROCKS], power=9)
    play(game, "Birra")
    play(game, obstacle, VILLAIN_P)
    assert game.skill(hero(game, "Birra"), CULTURE) == culture
    assert game.skill(hero(game, "Birra"), INGENUITY) == 1


# --- Cicero ------------------------------------------------------------------------------

CICERO = real("Cicero (Archaeological Researcher)", SUPPORT, cost=2, skills={C: 1})


@pytest.mark.parametrize("accept", [True, False])
def test_cicero_pays_an_obstacles_cost_to_destroy_it(accept: bool) -> None:
    game = scenario([CICERO], [BOULDER], power=9)
    game.apply(Pass())
    play(game, "Boulder", VILLAIN_P)
    play(game, "Cicero")
    boulder = villain(game, "Boulder")
    game.apply(Choose(boulder) if accept else Decline())
    assert (boulder in game.obstacles) is not accept
    assert game.status_name(hero(game, "Cicero")) == ("stopped" if accept else "ready")
    assert game.power(HERO_P) == 9 - 2 - (2 if accept else 0)


def test_cicero_offers_only_obstacles_he_can_pay_for() -> None:
    game = scenario([CICERO], [BOULDER], power=3)
    game.apply(Pass())
    play(game, "Boulder", VILLAIN_P)
    play(game, "Cicero")  # 1 power left: the Boulder costs 2
    assert game.pending_decision is None


# --- "Colonel Danning" --------------------------------------------------------------------

DANNING = real('"Colonel Danning" (X-cellent Hero)', SUPPORT, cost=3, skills={B: 1, I: 1})


@pytest.mark.parametrize(("again", "difficulty"), [(False, 3 - 1), (True, 3)])
def test_colonel_danning_new_glyph_eases_the_next_mission(again: bool,
                                                          difficulty: int) -> None:
    game = scenario([DANNING], missions=[EASY, *glyph_places(Glyph.ORION, Glyph.ORION)],
                    power=9)
    play(game, DANNING.title)
    danning = hero(game, DANNING.title)
    if again:
        place_glyphs(game, danning, "orion Place")
    ops.earn_glyph(game, uid(game, "orion Place", HERO_P, nth=1 if again else 0), danning)
    flow.run(game)
    game.apply(Pass())
    assign(game, "Fixture Leader")
    game.apply(Pass())
    finish_mission(game)
    game.apply(Continue())
    assert game.mission_difficulty() == difficulty


# --- Devon -------------------------------------------------------------------------------

DEVON = real("Devon (Trust Operative)", SUPPORT, cost=3, skills={C: 1, B: 1}, traits=("NID",))


@pytest.mark.parametrize("accept", [True, False])
def test_devon_assigned_may_discard_to_draw(accept: bool) -> None:
    game = scenario([DEVON, WIDGET], power=9)
    play(game, "Devon")
    game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(Assign(hero(game, "Devon")))
    widget = hero(game, "Widget")
    game.apply(Choose(widget) if accept else Decline())
    assert len(game.hand(HERO_P)) == hand
    assert (widget in game.discard_pile(HERO_P)) is accept


# --- "Dr. Levant" ------------------------------------------------------------------------

LEVANT = real('"Dr. Levant" (X-cellent Hero)', SUPPORT, cost=2, skills={C: 1, I: 1})


@pytest.mark.parametrize("glyphs", [(Glyph.ORION, Glyph.LIBRA, Glyph.LIBRA), ()])
def test_dr_levant_gains_per_different_glyph_after_the_power_phase(
        glyphs: tuple[Glyph, ...]) -> None:
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.triggers import fire

    game = scenario([LEVANT], missions=[EASY, *glyph_places(*glyphs)], power=9)
    play(game, LEVANT.title)
    levant = hero(game, LEVANT.title)
    for i, g in enumerate(glyphs):
        ops.place_glyph(game, uid(game, f"{g.value} Place", HERO_P, nth=glyphs[:i].count(g)),
                        levant)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert game.power(HERO_P) == 9 - 2 + len(set(glyphs))


def succeed(game: StargateGame, *titles: str) -> None:
    """Assign these hero cards (the villain passing), then both pass: the mission
    resolves."""
    assign(game, *titles)
    game.apply(Pass())


# --- Francis Maynard -----------------------------------------------------------------------

MAYNARD = real("Francis Maynard (Chairman of the Joint Chiefs)", SUPPORT, cost=3,
               skills={B: 2})


@pytest.mark.parametrize(("ship", "difficulty"), [(True, 3 - 1), (False, 3)])
def test_francis_maynard_victory_eases_the_next_mission(ship: bool, difficulty: int) -> None:
    game = scenario([MAYNARD, CRUISER], missions=[EASY, SPARE], power=9)
    play(game, "Francis Maynard")
    game.apply(Pass())
    play(game, "Cruiser")
    game.apply(Pass())
    succeed(game, "Francis Maynard", "Fixture Leader", *(("Cruiser",) if ship else ()))
    finish_mission(game)
    game.apply(Continue())
    assert game.mission_difficulty() == difficulty


# --- "Grell" -------------------------------------------------------------------------------

GRELL = real('"Grell" (X-cellent Hero)', SUPPORT, cost=2, skills={C: 1, B: 1})


@pytest.mark.parametrize(("glyphs", "dearer"), [((Glyph.SCORPIUS, Glyph.TRIANGULUM), 2),
                                                ((Glyph.SCORPIUS,), 1), ((Glyph.LIBRA,), 0)])
def test_grell_assigned_makes_complications_dearer_per_glyph(glyphs: tuple[Glyph, ...],
                                                              dearer: int) -> None:
    game = scenario([GRELL], [ROCKS], missions=[EASY, *glyph_places(*glyphs)], power=9)
    play(game, GRELL.title)
    place_glyphs(game, hero(game, GRELL.title), *(f"{g.value} Place" for g in glyphs))
    game.apply(Pass())
    game.apply(Assign(hero(game, GRELL.title)))
    power = game.power(VILLAIN_P)
    game.apply(PlayComplication(villain(game, "Rocks")))
    assert power - game.power(VILLAIN_P) == 1 + dearer


# --- Jacek ---------------------------------------------------------------------------------

JACEK = real("Jacek (Petty Thief)", SUPPORT, cost=1, skills={C: 1, I: 2})


@pytest.mark.parametrize("experience", [3, 0])
def test_jacek_costs_more_by_the_missions_experience(experience: int) -> None:
    game = scenario([JACEK], missions=[mission("Rich Mission", B, 1, experience=experience),
                                       SPARE], power=9)
    play(game, "Jacek")
    assert game.power(HERO_P) == 9 - 1 - experience


# --- Jalen ---------------------------------------------------------------------------------

JALEN = real("Jalen (Field Agent)", SUPPORT, cost=3, skills={C: 1, B: 1}, traits=("Tok'ra",))


def test_jalen_gets_combat_when_played_until_the_mission_ends() -> None:
    game = scenario([JALEN], missions=[EASY, SPARE], power=9)
    play(game, "Jalen")
    jalen = hero(game, "Jalen")
    assert game.skill(jalen, COMBAT) == 1 + 2
    game.apply(Pass())
    succeed(game, "Fixture Leader")
    finish_mission(game)
    assert game.skill(jalen, COMBAT) == 1


# --- Jonas Quinn (Special Advisor) -------------------------------------------------------

JONAS_ADVISOR = real("Jonas Quinn (Special Advisor)", SUPPORT, cost=5, skills={C: 1, S: 2})


@pytest.mark.parametrize(("leader_assigned", "science"), [(True, 3), (False, 2)])
def test_jonas_quinn_advisor_skills_per_assigned_glyph_holder(
        leader_assigned: bool, science: int) -> None:
    game = scenario([JONAS_ADVISOR], missions=[EASY, *glyph_places(Glyph.LIBRA)], power=9)
    play(game, "Jonas Quinn")
    place_glyphs(game, hero(game, "Fixture Leader"), "libra Place")
    game.apply(Pass())
    assign(game, "Fixture Scholar", *(("Fixture Leader",) if leader_assigned else ()))
    assert game.skill(hero(game, "Jonas Quinn"), SCIENCE) == science


# --- Ma'chello -----------------------------------------------------------------------------

MACHELLO = real("Ma'chello (Inventor)", SUPPORT, cost=5, skills={S: 3})


@pytest.mark.parametrize("accept", [True, False])
def test_machello_may_put_a_gear_into_play_free(accept: bool) -> None:
    game = scenario([MACHELLO, GIZMO], power=9)
    play(game, "Ma'chello")
    gizmo = hero(game, "Gizmo")
    game.apply(Choose(gizmo) if accept else Decline())
    assert (gizmo in game.in_play(HERO_P)) is accept
    assert game.power(HERO_P) == 9 - 5


# --- Merlin --------------------------------------------------------------------------------

MERLIN = real("Merlin (Dissenting Ancient)", SUPPORT, cost=2, skills={S: 0, I: 0},
              traits=("Atlantis",))


def test_merlin_gets_skills_when_played_and_gives_them_when_destroyed() -> None:
    game = scenario([MERLIN], power=9)
    play(game, "Merlin")
    merlin, leader = hero(game, "Merlin"), hero(game, "Fixture Leader")
    assert game.skill(merlin, SCIENCE) == 2 and game.skill(merlin, COMBAT) is None
    game.apply(Pass())
    game.apply(ActivateAbility(merlin, 0, target=leader))
    assert game.zone_name(merlin) == "discard"
    assert game.skill(leader, COMBAT) == 3 + 2
    assert game.power(HERO_P) == 9 - 2 - 3


def test_merlin_ability_needs_three_power() -> None:
    game = scenario([MERLIN], power=4)
    play(game, "Merlin")
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())


# --- Michael Ryan --------------------------------------------------------------------------

RYAN = real("Michael Ryan (U.S. Air Force Chief of Staff)", SUPPORT, cost=3,
            skills={C: 1, B: 1, I: 1})


@pytest.mark.parametrize(("power", "assignable"), [(9, True), (3 + 3, False)])
def test_michael_ryan_costs_power_and_a_discard_to_assign_and_boosts_sgc(
        power: int, assignable: bool) -> None:
    game = scenario([RYAN], power=power)
    play(game, "Michael Ryan")
    game.apply(Pass())
    ryan = hero(game, "Michael Ryan")
    assert (Assign(ryan) in game.legal_actions()) is assignable
    if not assignable:
        return
    hand = len(game.hand(HERO_P))
    game.apply(Assign(ryan))
    game.apply(Choose(game.hand(HERO_P)[0]))
    assert game.power(HERO_P) == power - 3 - 4 and len(game.hand(HERO_P)) == hand - 1
    game.apply(Pass())
    assign(game, "Fixture Leader")
    assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 3 + 1
    assert game.skill(hero(game, "Fixture Scholar"), CULTURE) == 3  # not assigned


# --- Mr. Parker and Mr. Wayne --------------------------------------------------------------

PARKER = real("Mr. Parker (Leader of the Trust)", SUPPORT, cost=3, skills={S: 1},
              traits=("NID",))
WAYNE = real("Mr. Wayne (Leader of the Trust)", SUPPORT, cost=3, skills={I: 1},
             traits=("NID",))


@pytest.mark.parametrize(("who", "skill"), [(PARKER, SCIENCE), (WAYNE, INGENUITY)])
@pytest.mark.parametrize("glyph", [True, False])
def test_mr_parker_and_mr_wayne_grow_per_nid_with_glyph(
        who: StargateCard, skill: int, glyph: bool) -> None:
    game = scenario([who, DEVON], missions=[EASY, *glyph_places(Glyph.LIBRA)], power=9)
    play(game, who.title)
    game.apply(Pass())
    play(game, "Devon")
    if glyph:
        place_glyphs(game, hero(game, "Devon"), "libra Place")
    assert game.skill(hero(game, who.title), skill) == 1 + glyph


# --- Rodney McKay (Munitions Yield Expert) -------------------------------------------------

MCKAY_MUNITIONS = real("Rodney McKay (Munitions Yield Expert)", SUPPORT, cost=5,
                       skills={S: 3, B: 1, I: 2}, traits=("Atlantis",))


@pytest.mark.parametrize("accept", [True, False])
def test_rodney_mckay_assigned_may_destroy_all_complications(accept: bool) -> None:
    game = scenario([MCKAY_MUNITIONS], [ROCKS, BOULDER], power=9)
    play(game, "Rodney McKay")
    game.apply(PlayComplication(villain(game, "Rocks")))
    game.apply(Assign(hero(game, "Rodney McKay")))
    game.apply(Choose(0) if accept else Decline())
    assert len(game.complications) == (0 if accept else 1)


def test_rodney_mckay_asks_nothing_without_complications() -> None:
    game = scenario([MCKAY_MUNITIONS], power=9)
    play(game, "Rodney McKay")
    game.apply(Pass())
    game.apply(Assign(hero(game, "Rodney McKay")))
    assert game.pending_decision is None


# --- Ryk'l ---------------------------------------------------------------------------------

RYKL = real("Ryk'l (Freedom Fighter)", SUPPORT, cost=4, skills={C: 2, B: 2},
            traits=("Jaffa",))


@pytest.mark.parametrize("thug", [True, False])
def test_rykl_success_may_trade_himself_for_an_assigned_adversary(thug: bool) -> None:
    game = scenario([RYKL], [THUG], missions=[EASY, SPARE], power=9)
    play(game, "Ryk'l")
    play(game, "Thug", VILLAIN_P) if thug else game.apply(Pass())
    game.apply(Assign(hero(game, "Ryk'l")))
    game.apply(Assign(villain(game, "Thug")) if thug else Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    assert (game.pending_decision is not None) is thug
    if thug:
        game.apply(Choose(0))
        assert game.zone_name(hero(game, "Ryk'l")) == "discard"
        assert game.zone_name(villain(game, "Thug")) == "discard"


# --- Ta'Seem -------------------------------------------------------------------------------

TASEEM = real("Ta'Seem (Tok'ra Surgeon)", SUPPORT, cost=4, skills={S: 2}, traits=("Tok'ra",))


@pytest.mark.parametrize("stopped", [True, False])
def test_taseem_played_may_kill_a_stopped_adversary(stopped: bool) -> None:
    game = scenario([TASEEM], [THUG], power=9)
    game.apply(Pass())
    play(game, "Thug", VILLAIN_P)
    thug = villain(game, "Thug")
    if stopped:
        ops.stop(game, thug)
    play(game, "Ta'Seem")
    assert (game.pending_decision is not None) is stopped
    if stopped:
        game.apply(Choose(thug))
        assert game.zone_name(thug) == "discard"


# --- Tass'an -------------------------------------------------------------------------------

TASSAN = real("Tass'an (Settler)", SUPPORT, cost=3, skills={B: 1, I: 2}, traits=("Jaffa",))


@pytest.mark.parametrize(("thug", "aide", "ingenuity"), [
    (True, True, 4), (True, False, 3), (False, True, 3), (False, False, 2)])
def test_tassan_gets_ingenuity_with_an_adversary_and_with_another_jaffa(
        thug: bool, aide: bool, ingenuity: int) -> None:
    game = scenario([TASSAN, JAFFA_AIDE], [THUG], power=9)
    play(game, "Tass'an")
    play(game, "Thug", VILLAIN_P) if thug else game.apply(Pass())
    play(game, "Jaffa Aide")
    game.apply(Pass())
    game.apply(Assign(hero(game, "Tass'an")))
    game.apply(Assign(villain(game, "Thug")) if thug else Pass())
    if aide:
        assign(game, "Jaffa Aide")
    assert game.skill(hero(game, "Tass'an"), INGENUITY) == ingenuity


# --- Thoran --------------------------------------------------------------------------------

THORAN = real("Thoran (Tok'ra Intermediary)", SUPPORT, cost=3, skills={C: 2, B: 1},
              traits=("Tok'ra",))


@pytest.mark.parametrize("assigned", [True, False])
def test_thoran_success_takes_a_hero_card_back(assigned: bool) -> None:
    game = scenario([THORAN, WIDGET], missions=[EASY, SPARE], power=9)
    play(game, "Thoran")
    widget = hero(game, "Widget")
    ops.discard_from_hand(game, widget)
    game.apply(Pass())
    succeed(game, "Fixture Leader", *(("Thoran",) if assigned else ()))
    assert (game.pending_decision is not None) is assigned
    if assigned:
        game.apply(Choose(widget))
        assert widget in game.hand(HERO_P)


# --- Adam Banks ----------------------------------------------------------------------------

BANKS = real("Adam Banks (Gunner)", SUPPORT, cost=5, skills={B: 2}, traits=("SGC",))


@pytest.mark.parametrize("assigned", [True, False])
def test_adam_banks_success_destroys_a_villain_ship(assigned: bool) -> None:
    game = scenario([BANKS], [RAIDER], missions=[EASY, SPARE], power=9)
    play(game, "Adam Banks")
    play(game, "Raider", VILLAIN_P)
    succeed(game, "Fixture Leader", *(("Adam Banks",) if assigned else ()))
    finish_mission(game)
    assert (game.zone_name(villain(game, "Raider")) == "discard") is assigned


# --- "Major Monroe" ------------------------------------------------------------------------

MONROE = real('"Major Monroe" (X-cellent Hero)', SUPPORT, cost=3, skills={S: 1, B: 1})


@pytest.mark.parametrize("glyph", [Glyph.ORION, Glyph.LIBRA])
def test_major_monroe_with_orion_incapacitates_himself_to_destroy_the_obstacles(
        glyph: Glyph) -> None:
    game = scenario([MONROE], [ROCKS], missions=[EASY, *glyph_places(glyph)], power=9)
    play(game, MONROE.title)
    monroe = hero(game, MONROE.title)
    place_glyphs(game, monroe, f"{glyph.value} Place")
    play(game, "Rocks", VILLAIN_P)
    usable = ActivateAbility(monroe, 0) in game.legal_actions()
    assert usable is (glyph is Glyph.ORION)
    if usable:
        game.apply(ActivateAbility(monroe, 0))
        assert game.obstacles == () and game.status_name(monroe) == "incapacitated"


# --- team characters ------------------------------------------------------------------------


def with_team(member: StargateCard, cards: list[StargateCard] | None = None,
              villain_cards: list[StargateCard] | None = None,
              glyphs: tuple[Glyph, ...] = (), power: int = 9) -> StargateGame:
    """`member` replaces the Fixture Scientist in the hero's team; the missions are an
    Easy one (Combat 1) and glyph places of `glyphs`, in that order."""
    return scenario(cards or [], villain_cards or [], missions=[EASY, *glyph_places(*glyphs)],
                    hero_team=[member, LEADER, SCHOLAR, WARRIOR], power=power)


def give(game: StargateGame, title: str, *glyphs: Glyph) -> None:
    """Glyph places (one per glyph, in order) beneath the hero character `title`."""
    seen: dict[Glyph, int] = {}
    for g in glyphs:
        ops.place_glyph(game, uid(game, f"{g.value} Place", HERO_P, nth=seen.get(g, 0)),
                        hero(game, title))
        seen[g] = seen.get(g, 0) + 1
    game._version += 1  # set up outside the actions: the listed legal actions are stale


BOREL = real("Bo'rel (Free Jaffa)", TEAM_CHARACTER, cost=4, skills={C: 1, S: 0, B: 2, I: 3},
             traits=("Jaffa",))


@pytest.mark.parametrize(("shared", "combat"), [(Glyph.LIBRA, 4), (Glyph.ORION, 3)])
def test_borel_boosts_jaffa_sharing_one_of_his_glyphs(shared: Glyph, combat: int) -> None:
    game = with_team(BOREL, glyphs=(Glyph.LIBRA, shared))
    give(game, "Bo'rel", Glyph.LIBRA)
    ops.place_glyph(game, uid(game, f"{shared.value} Place", HERO_P,
                              nth=1 if shared is Glyph.LIBRA else 0),
                    hero(game, "Fixture Warrior"))
    assert game.skill(hero(game, "Fixture Warrior"), COMBAT) == combat
    assert game.skill(hero(game, "Bo'rel"), COMBAT) == 2  # not himself


BRATAC_TEACHER = real("Bra'tac (Honored Teacher)", TEAM_CHARACTER, cost=5,
                      skills={C: 2, S: 0, B: 2, I: 2}, traits=("Jaffa",))


@pytest.mark.parametrize(("again", "asked"), [(False, True), (True, False)])
def test_bratac_new_glyph_may_pay_to_ready_another_jaffa(again: bool, asked: bool) -> None:
    game = with_team(BRATAC_TEACHER, glyphs=(Glyph.LIBRA, Glyph.LIBRA))
    if again:
        give(game, "Bra'tac", Glyph.LIBRA)
    ops.earn_glyph(game, uid(game, "libra Place", HERO_P, nth=1 if again else 0),
                   hero(game, "Bra'tac"))
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))  # pay 2; the only Jaffa to ready or stop is readied
        assert game.status_name(hero(game, "Fixture Warrior")) == "ready"
        assert game.power(HERO_P) == 9 - 2


CHEKOV_KOROLEV = real("Chekov (Korolev Captain)", TEAM_CHARACTER, cost=3,
                      skills={C: 3, S: 1, B: 2, I: 0}, traits=("Russian",))


@pytest.mark.parametrize(("glyph", "asked"), [(Glyph.TRIANGULUM, True), (Glyph.ORION, False)])
def test_chekov_korolev_libra_or_triangulum_searches_a_hero_ship(glyph: Glyph,
                                                                 asked: bool) -> None:
    game = with_team(CHEKOV_KOROLEV, [CRUISER], glyphs=(glyph,))
    cruiser = hero(game, "Cruiser")
    game.surface.put_on_deck(cruiser)
    earn(game, "Chekov", f"{glyph.value} Place")
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(cruiser))
        assert cruiser in game.hand(HERO_P)


DANIEL_AMBASSADOR = real("Daniel Jackson (Ambassador of Earth)", TEAM_CHARACTER, cost=4,
                         skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "cost"), [
    ((Glyph.PISCES, Glyph.PISCES), 3 - 1), ((Glyph.PISCES, Glyph.ORION), 3),
    ((Glyph.PISCES, Glyph.PISCES, Glyph.ORION, Glyph.ORION), 3 - 2)])
def test_daniel_jackson_ambassador_pairs_of_glyphs_cheapen_support_characters(
        glyphs: tuple[Glyph, ...], cost: int) -> None:
    game = with_team(DANIEL_AMBASSADOR, [DEVON], glyphs=glyphs)
    give(game, "Daniel Jackson", *glyphs)
    play(game, "Devon")
    assert game.power(HERO_P) == 9 - cost


DIXON = real("Dave Dixon (SG-13 Commander)", TEAM_CHARACTER, cost=4,
             skills={C: 1, S: 1, B: 3, I: 2}, traits=("SGC",))


@pytest.mark.parametrize(("assigned", "extra"), [(True, 2), (False, 0)])
def test_dave_dixon_assigned_taxes_adversaries_per_libra_glyph(assigned: bool,
                                                               extra: int) -> None:
    game = with_team(DIXON, villain_cards=[THUG], glyphs=(Glyph.LIBRA, Glyph.LIBRA, Glyph.ORION))
    give(game, "Dave Dixon", Glyph.LIBRA, Glyph.LIBRA, Glyph.ORION)
    game.apply(Assign(hero(game, "Dave Dixon" if assigned else "Fixture Leader")))
    play(game, "Thug", VILLAIN_P)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(Assign(villain(game, "Thug")))
    assert power - game.power(VILLAIN_P) == extra


# (Point values kept low in these fixtures: the hero's team must be worth less than the
# villain's for the hero to be the first player.)
GANT = real("Erin Gant (Bridge Officer)", TEAM_CHARACTER, cost=3,
            skills={C: 0, S: 2, B: 2, I: 1}, traits=("SGC",))


@pytest.mark.parametrize(("ship", "gained"), [(True, 2), (False, 0)])
def test_erin_gant_victory_gains_per_different_glyph(ship: bool, gained: int) -> None:
    game = with_team(GANT, [CRUISER], glyphs=(Glyph.LIBRA, Glyph.LIBRA, Glyph.ORION))
    give(game, "Erin Gant", Glyph.LIBRA, Glyph.LIBRA, Glyph.ORION)
    play(game, "Cruiser")
    game.apply(Pass())
    succeed(game, "Erin Gant", *(("Cruiser",) if ship else ()))
    finish_mission(game)
    assert game.power(HERO_P) == 9 - 1 + gained


HADDEN = real("Hadden (SG-12 Commander)", TEAM_CHARACTER, cost=5,
              skills={C: 2, S: 2, B: 2, I: 0}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "ingenuity"), [
    ((Glyph.LIBRA, Glyph.LIBRA, Glyph.ORION), 2), ((), 0)])
def test_hadden_gets_ingenuity_per_different_glyph(glyphs: tuple[Glyph, ...],
                                                   ingenuity: int) -> None:
    game = with_team(HADDEN, glyphs=glyphs)
    give(game, "Hadden", *glyphs)
    assert game.skill(hero(game, "Hadden"), INGENUITY) == ingenuity


JACK_DYNAMIC = real("Jack O'Neill (Dynamic Leader)", TEAM_CHARACTER, cost=4,
                    skills={C: 0, S: 1, B: 2, I: 2}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "combat", "ingenuity"), [
    ((Glyph.ORION,), 1, 0), ((Glyph.GEMINI, Glyph.ORION), 1, 1), ((Glyph.GEMINI,), 0, 0)])
def test_jack_oneill_dynamic_leader_assigned_boosts_assigned_team_characters(
        glyphs: tuple[Glyph, ...], combat: int, ingenuity: int) -> None:
    game = with_team(JACK_DYNAMIC, glyphs=glyphs)
    give(game, "Jack O'Neill", *glyphs)
    assign(game, "Jack O'Neill", "Fixture Leader")
    leader = hero(game, "Fixture Leader")
    assert game.skill(leader, COMBAT) == 3 + combat
    assert game.skill(leader, INGENUITY) == 2 + ingenuity
    assert game.skill(hero(game, "Fixture Scholar"), COMBAT) == 0  # not assigned


JACOB_CATER = real("Jacob Cater (Tok'ra Ambassador)", TEAM_CHARACTER, cost=3,
                   skills={C: 2, S: 1, B: 1, I: 2}, traits=("Tok'ra",))


@pytest.mark.parametrize(("glyphs", "bonus"), [
    ((Glyph.PISCES,), (1, 0, 1, 0)), ((Glyph.TRIANGULUM,), (0, 1, 0, 1)),
    ((Glyph.PISCES, Glyph.TRIANGULUM), (1, 2, 2, 1)), ((Glyph.ORION,), (0, 0, 0, 0))])
def test_jacob_cater_skills_by_his_glyphs(glyphs: tuple[Glyph, ...],
                                          bonus: tuple[int, ...]) -> None:
    game = with_team(JACOB_CATER, glyphs=glyphs)
    give(game, "Jacob Cater", *glyphs)
    jacob = hero(game, "Jacob Cater")
    assert tuple(game.skill(jacob, k) for k in range(4)) == tuple(
        p + b for p, b in zip((2, 1, 1, 2), bonus, strict=True))


JONAS_STUDY = real("Jonas Quinn (Quick Study)", TEAM_CHARACTER, cost=4,
                   skills={C: 2, S: 2, B: 1, I: 1}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "asked"), [(2, True), (1, False)])
def test_jonas_quinn_quick_study_pays_to_destroy_an_obstacle_up_to_his_glyphs(
        glyphs: int, asked: bool) -> None:
    game = with_team(JONAS_STUDY, villain_cards=[BOULDER], glyphs=(Glyph.LIBRA,) * glyphs)
    give(game, "Jonas Quinn", *(Glyph.LIBRA,) * glyphs)
    game.apply(Pass())
    play(game, "Boulder", VILLAIN_P)
    game.apply(Assign(hero(game, "Jonas Quinn")))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.obstacles == () and game.power(HERO_P) == 9 - 2


MALEK = real("Malek (Tok'ra Warrior)", TEAM_CHARACTER, cost=4,
             skills={C: 1, S: 2, B: 2, I: 1}, traits=("Tok'ra",))
TOKRA_KIT = sg_card("Tok'ra Kit", GEAR, cost=2, traits=("Tok'ra",))


@pytest.mark.parametrize(("glyphs", "cost"), [
    ((Glyph.ORION, Glyph.PISCES), (3 - 1, 2 - 1)), ((Glyph.ORION,), (3 - 1, 2)),
    ((Glyph.LIBRA,), (3, 2))])
def test_malek_glyphs_cheapen_tokra_cards(glyphs: tuple[Glyph, ...],
                                          cost: tuple[int, int]) -> None:
    game = with_team(MALEK, [JALEN, TOKRA_KIT], glyphs=glyphs)
    give(game, "Malek", *glyphs)
    play(game, "Jalen")
    game.apply(Pass())
    play(game, "Tok'ra Kit")
    assert game.power(HERO_P) == 9 - sum(cost)


MARKS = real("Marks (Bridge Officer)", TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 2, B: 2, I: 0}, traits=("SGC",))


@pytest.mark.parametrize(("ship", "combat"), [(True, 3), (False, 2)])
def test_marks_with_triangulum_boosted_by_an_assigned_hero_ship(ship: bool,
                                                                     combat: int) -> None:
    game = with_team(MARKS, [CRUISER], glyphs=(Glyph.TRIANGULUM,))
    give(game, "Marks", Glyph.TRIANGULUM)
    play(game, "Cruiser")
    game.apply(Pass())
    if ship:
        assign(game, "Cruiser")
    assert game.skill(hero(game, "Marks"), COMBAT) == combat


NEATH = real("Neath (Hardened Warrior)", TEAM_CHARACTER, cost=3,
             skills={C: 1, S: 0, B: 2, I: 2}, traits=("Jaffa",))


@pytest.mark.parametrize(("glyph", "combat"), [(Glyph.TRIANGULUM, 3), (Glyph.SCORPIUS, 2)])
def test_neath_with_triangulum_boosted_by_assigned_jaffa_support(
        glyph: Glyph, combat: int) -> None:
    game = with_team(NEATH, [JAFFA_AIDE], glyphs=(glyph,))
    give(game, "Neath", glyph)
    play(game, "Jaffa Aide")
    game.apply(Pass())
    assign(game, "Jaffa Aide")
    assert game.skill(hero(game, "Neath"), COMBAT) == combat


EMERSON = real("Paul Emerson (Odyssey Commander)", TEAM_CHARACTER, cost=3,
               skills={C: 2, S: 2, B: 1, I: 2}, traits=("SGC",))
BIG_CRUISER = sg_card("Big Cruiser", CardType.SHIP, "Hero Ship", cost=4, firepower=3)


@pytest.mark.parametrize(("glyphs", "cost"), [
    ((Glyph.GEMINI, Glyph.SCORPIUS), 4 - 2), ((Glyph.GEMINI,), 4 - 1), ((), 4)])
def test_paul_emerson_glyphs_cheapen_ships(glyphs: tuple[Glyph, ...], cost: int) -> None:
    game = with_team(EMERSON, [BIG_CRUISER], glyphs=glyphs)
    give(game, "Paul Emerson", *glyphs)
    play(game, "Big Cruiser")
    assert game.power(HERO_P) == 9 - cost


CARTER_WARRIOR = real("Samantha Carter (Formidable Warrior)", TEAM_CHARACTER, cost=3,
                      skills={C: 1, S: 3, B: 2, I: 1}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "dearer"), [
    ((Glyph.LIBRA, Glyph.LIBRA), 1), ((Glyph.LIBRA, Glyph.ORION), 0)])
def test_samantha_carter_formidable_pairs_of_glyphs_make_obstacles_dearer(
        glyphs: tuple[Glyph, ...], dearer: int) -> None:
    game = with_team(CARTER_WARRIOR, villain_cards=[BOULDER], glyphs=glyphs)
    give(game, "Samantha Carter", *glyphs)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    play(game, "Boulder", VILLAIN_P)
    assert power - game.power(VILLAIN_P) == 2 + dearer


EVANOV = real("Sergei Evanov (Team Leader)", TEAM_CHARACTER, cost=4,
              skills={C: 2, S: 1, B: 1, I: 2}, traits=("Russian",))
VODKA = sg_card("Vodka", GEAR, cost=1, traits=("Russian",))


@pytest.mark.parametrize(("again", "asked"), [(False, True), (True, False)])
def test_sergei_evanov_new_glyph_searches_a_russian_card(again: bool, asked: bool) -> None:
    game = with_team(EVANOV, [VODKA], glyphs=(Glyph.LIBRA, Glyph.LIBRA))
    vodka = hero(game, "Vodka")
    game.surface.put_on_deck(vodka)
    if again:
        give(game, "Sergei Evanov", Glyph.LIBRA)
    ops.earn_glyph(game, uid(game, "libra Place", HERO_P, nth=1 if again else 0),
                   hero(game, "Sergei Evanov"))
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(vodka))
        assert vodka in game.hand(HERO_P)


COOMBS = real("Simon Coombs (Scientist in the Field)", TEAM_CHARACTER, cost=5,
              skills={C: 1, S: 3, B: 0, I: 1}, traits=("SGC",))


@pytest.mark.parametrize(("earner", "promoted"), [("Simon Coombs", True),
                                                  ("Fixture Leader", False)])
def test_simon_coombs_earning_a_glyph_promotes_a_team_character(earner: str,
                                                                promoted: bool) -> None:
    game = with_team(COOMBS, glyphs=(Glyph.LIBRA,))
    earn(game, earner, "libra Place")
    assert (game.pending_decision is not None) is promoted
    if promoted:
        leader = hero(game, "Fixture Leader")
        game.apply(Choose(leader))
        assert game.state.tokens.get(leader) == 1


THOR_SUPREME = real("Thor (Supreme Commander)", TEAM_CHARACTER, cost=4,
                    skills={C: 2, S: 2, B: 0, I: 1}, traits=("Asgard",))


@pytest.mark.parametrize(("glyphs", "culture", "science"), [
    ((Glyph.TRIANGULUM,), 1, 0), ((Glyph.PISCES, Glyph.SCORPIUS), 1, 1), ((Glyph.ORION,), 0, 0)])
def test_thor_supreme_commander_assigned_boosts_assigned_team_characters(
        glyphs: tuple[Glyph, ...], culture: int, science: int) -> None:
    game = with_team(THOR_SUPREME, glyphs=glyphs)
    give(game, "Thor", *glyphs)
    assign(game, "Thor", "Fixture Scholar")
    scholar = hero(game, "Fixture Scholar")
    assert game.skill(scholar, CULTURE) == 3 + culture
    assert game.skill(scholar, SCIENCE) == 2 + science


VALA_SG1 = real("Vala Mal Doran (SG-1 Member)", TEAM_CHARACTER, cost=2,
                skills={C: 2, S: 0, B: 1, I: 3}, traits=("SGC",))


@pytest.mark.parametrize(("glyph", "combat"), [(Glyph.ORION, 4), (Glyph.LIBRA, 3)])
def test_vala_sg1_member_at_a_mission_matching_her_glyph_boosts_sgc(glyph: Glyph,
                                                                    combat: int) -> None:
    game = with_team(VALA_SG1, glyphs=(glyph,))  # the Easy Mission shows Orion
    give(game, "Vala Mal Doran", glyph)
    assign(game, "Vala Mal Doran")
    assert game.skill(hero(game, "Fixture Leader"), COMBAT) == combat
    assert game.skill(hero(game, "Fixture Warrior"), COMBAT) == 3  # Jaffa


WEAVER = real("Weaver (Trust Interrogator)", TEAM_CHARACTER, cost=4,
              skills={C: 2, S: 2, B: 0, I: 1}, traits=("NID",))


@pytest.mark.parametrize(("glyphs", "most"), [((Glyph.LIBRA, Glyph.ORION, Glyph.ORION), 2),
                                              ((), 0)])
def test_weaver_discards_up_to_one_card_per_different_glyph_at_debrief(
        glyphs: tuple[Glyph, ...], most: int) -> None:
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.triggers import fire

    game = with_team(WEAVER, glyphs=glyphs)
    give(game, "Weaver", *glyphs)
    hand = len(game.hand(HERO_P))
    fire(game, Trigger.DEBRIEF_START, HERO_P)
    flow.run(game)
    for _ in range(most):
        game.apply(Choose(game.hand(HERO_P)[0]))
    assert game.pending_decision is None
    assert len(game.hand(HERO_P)) == hand - most


RONSON = real("William Ronson (Prometheus Commander)", TEAM_CHARACTER, cost=4,
              skills={C: 0, S: 1, B: 3, I: 2}, traits=("SGC",))


@pytest.mark.parametrize(("ship", "combat"), [(True, 4), (False, 3)])
def test_william_ronson_with_a_hero_ship_assigned_boosts_characters_sharing_a_glyph(
        ship: bool, combat: int) -> None:
    game = with_team(RONSON, [CRUISER], glyphs=(Glyph.LIBRA, Glyph.LIBRA))
    give(game, "William Ronson", Glyph.LIBRA)
    ops.place_glyph(game, uid(game, "libra Place", HERO_P, nth=1), hero(game, "Fixture Leader"))
    play(game, "Cruiser")
    game.apply(Pass())
    if ship:
        assign(game, "Cruiser")
    assert game.skill(hero(game, "Fixture Leader"), COMBAT) == combat
    assert game.skill(hero(game, "William Ronson"), COMBAT) == 3  # not himself


JACK_TRADES = real("Jack O'Neill (Jack of All Trades)", TEAM_CHARACTER, cost=2,
                   skills={C: 0, S: 1, B: 3, I: 3}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "difficulty"), [
    ((Glyph.GEMINI, Glyph.GEMINI), 0), ((Glyph.GEMINI, Glyph.TRIANGULUM), 1)])
def test_jack_oneill_jack_of_all_trades_pairs_of_glyphs_ease_missions(
        glyphs: tuple[Glyph, ...], difficulty: int) -> None:
    game = with_team(JACK_TRADES, glyphs=glyphs)
    give(game, "Jack O'Neill", *glyphs)
    assert game.mission_difficulty() == difficulty


# --- gear with activated abilities -----------------------------------------------------------

BUGS = sg_card("Bug Swarm", OBSTACLE, cost=1, skills={B: 1}, traits=("Replicator",))
DISRUPTOR = real("Anti-Replicator Disruptor", GEAR, cost=3, traits=("Ancient",))


def only_in_villain_hand(game: StargateGame, title: str) -> int:
    """The villain's hand is emptied but for `title`."""
    keep = villain(game, title)
    for c in game.hand(VILLAIN_P):
        if c != keep:
            ops.discard_from_hand(game, c)
    return keep


@pytest.mark.parametrize(("held", "discarded"), [("Bug Swarm", True), ("Rocks", False)])
def test_anti_replicator_disruptor_reveals_and_discards_a_replicator(held: str,
                                                                    discarded: bool) -> None:
    game = scenario([DISRUPTOR], [BUGS, ROCKS], power=9)
    play(game, "Anti-Replicator Disruptor")
    card_ = only_in_villain_hand(game, held)
    game.apply(Pass())
    game.apply(ActivateAbility(hero(game, "Anti-Replicator Disruptor"), 0))
    assert (card_ in game.discard_pile(VILLAIN_P)) is discarded


@pytest.mark.parametrize(("obstacle", "target"), [("Bug Swarm", True), ("Rocks", False)])
def test_anti_replicator_disruptor_destroyed_destroys_a_replicator_obstacle(
        obstacle: str, target: bool) -> None:
    game = scenario([DISRUPTOR], [BUGS, ROCKS], power=9)
    play(game, "Anti-Replicator Disruptor")
    play(game, obstacle, VILLAIN_P)
    disruptor, card_ = hero(game, "Anti-Replicator Disruptor"), villain(game, obstacle)
    action = ActivateAbility(disruptor, 1, target=card_)
    assert (action in game.legal_actions()) is target
    if target:
        game.apply(action)
        assert game.zone_name(card_) == "discard" and game.zone_name(disruptor) == "discard"


UAV = real("U.A.V.", GEAR, cost=2, traits=("SGC",))


@pytest.mark.parametrize(("held", "difficulty"), [("Rocks", 2), ("V 0", 3)])
def test_uav_reveals_a_villain_card_to_ease_the_mission(held: str, difficulty: int) -> None:
    game = scenario([UAV], [ROCKS], power=9)
    play(game, "U.A.V.")
    only_in_villain_hand(game, held)
    game.apply(Pass())
    game.apply(ActivateAbility(hero(game, "U.A.V."), 0))
    assert game.mission_difficulty() == difficulty


MIND_DEVICE = real("Mind Transference Device", GEAR, cost=2)


def test_mind_transference_device_stops_a_team_character_to_ready_another() -> None:
    game = scenario([MIND_DEVICE], power=9)
    play(game, "Mind Transference Device")
    game.apply(Pass())
    device, leader, warrior = (hero(game, t) for t in ("Mind Transference Device",
                                                        "Fixture Leader", "Fixture Warrior"))
    game.apply(ActivateAbility(device, 0, stops=(leader,), target=warrior))
    assert [game.status_name(c) for c in (device, leader, warrior)] == [
        "stopped", "stopped", "ready"]
    assert game.power(HERO_P) == 9 - 2 - 2


def test_mind_transference_device_cant_ready_the_character_stopped_for_it() -> None:
    game = scenario([MIND_DEVICE], power=9)
    play(game, "Mind Transference Device")
    game.apply(Pass())
    assign(game, "Fixture Leader")
    device, leader = hero(game, "Mind Transference Device"), hero(game, "Fixture Leader")
    assert ActivateAbility(device, 0, stops=(leader,), target=leader) not in \
        game.legal_actions()
    assert ActivateAbility(device, 0, stops=(hero(game, "Fixture Scholar"),),
                           target=leader) in game.legal_actions()


MIRROR_CONTROL = real("Quantum Mirror Control", GEAR, cost=2)


@pytest.mark.parametrize("character_in_deck", [True, False])
def test_quantum_mirror_control_puts_a_character_on_top_of_the_deck(
        character_in_deck: bool) -> None:
    game = scenario([MIRROR_CONTROL, DEVON], power=9)
    devon = hero(game, "Devon")
    if character_in_deck:
        game.surface.put_on_deck(devon, bottom=True)
    play(game, "Quantum Mirror Control")
    game.apply(Pass())
    game.apply(ActivateAbility(hero(game, "Quantum Mirror Control"), 0))
    assert (game.pending_decision is not None) is character_in_deck
    if character_in_deck:
        game.apply(Choose(devon))
        assert game.state.players[HERO_P].deck[-1] == devon
    assert game.power(HERO_P) == 9 - 2 - 3


RUSSIAN_DHD = real("Russian-Controlled DHD", GEAR, cost=4, traits=("Russian", "Ancient"))


@pytest.mark.parametrize("russian", [True, False])
def test_russian_controlled_dhd_stops_a_russian_to_search_the_mission_pile(
        russian: bool) -> None:
    team_ = [CHEKOV_KOROLEV if russian else SCIENTIST, LEADER, SCHOLAR, WARRIOR]
    game = scenario([RUSSIAN_DHD], missions=[EASY, *glyph_places(Glyph.LIBRA, Glyph.ORION)],
                    hero_team=team_, power=9)
    play(game, "Russian-Controlled DHD")
    game.apply(Pass())
    dhd = hero(game, "Russian-Controlled DHD")
    if not russian:
        assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
        return
    game.apply(ActivateAbility(dhd, 0, stops=(hero(game, "Chekov"),)))
    libra = hero(game, "libra Place")
    game.apply(Choose(libra))
    assert game.state.players[HERO_P].missions[-1] == libra


HUD = real("HUD Headset", GEAR, cost=1, traits=("Tok'ra", "Jaffa"))


@pytest.mark.parametrize(("aides", "firepower"), [(("Jalen", "Jaffa Aide"), 4),
                                                  (("Jalen",), 3), ((), 2)])
def test_hud_headset_raises_firepower_per_tokra_and_jaffa_assigned(
        aides: tuple[str, ...], firepower: int) -> None:
    from stargate_vcg.engine.stargate import values

    game = scenario([HUD, CRUISER, JALEN, JAFFA_AIDE], power=20)
    for title in ("HUD Headset", "Cruiser", "Jalen", "Jaffa Aide"):
        play(game, title)
        game.apply(Pass())
    assign(game, "Cruiser", *aides)
    assert values.firepower(game, hero(game, "Cruiser")) == firepower


QUARANTINE = real("Quarantine Container", GEAR, cost=2)
OTHER_ROCKS = sg_card("Rocks", OBSTACLE, "Again", cost=1, skills={B: 1})
OTHER_BOULDER = sg_card("Boulder", OBSTACLE, "Again", cost=2, skills={B: 2})


def test_quarantine_container_keeps_the_chosen_obstacle_and_bars_its_title() -> None:
    game = scenario([QUARANTINE], [ROCKS, BOULDER, OTHER_ROCKS, OTHER_BOULDER], power=9)
    play(game, "Quarantine Container")
    play(game, "Boulder", VILLAIN_P)
    container = hero(game, "Quarantine Container")
    rocks, boulder = villain(game, "Rocks"), villain(game, "Boulder")
    game.apply(ActivateAbility(container, 0, target=boulder))
    play(game, "Rocks", VILLAIN_P)
    ops.destroy(game, boulder)
    ops.destroy(game, rocks)
    assert game.zone_name(boulder) == "beneath a card" and game.zone_name(rocks) == "discard"
    game.apply(Pass())
    assert PlayCard(uid(game, "Rocks", VILLAIN_P, nth=1)) in game.legal_actions()
    assert PlayCard(uid(game, "Boulder", VILLAIN_P, nth=1)) not in game.legal_actions()


# --- support characters with abilities and the rest ----------------------------------------

MITCHELL_BLUE = real("Cameron Mitchell (Blue Leader)", SUPPORT, cost=4, skills={B: 2, I: 2},
                     traits=("SGC",))


@pytest.mark.parametrize("cruiser_assigned", [True, False])
def test_cameron_mitchell_blue_leader_readies_a_hero_ship(cruiser_assigned: bool) -> None:
    game = scenario([MITCHELL_BLUE, CRUISER], power=9)
    play(game, "Cameron Mitchell")
    game.apply(Pass())
    play(game, "Cruiser")
    game.apply(Pass())
    cruiser, mitchell = hero(game, "Cruiser"), hero(game, "Cameron Mitchell")
    if cruiser_assigned:
        assign(game, "Cruiser")
    action = ActivateAbility(mitchell, 0, target=cruiser)
    assert (action in game.legal_actions()) is cruiser_assigned
    if cruiser_assigned:
        game.apply(action)
        assert game.status_name(cruiser) == "ready" and game.power(HERO_P) == 9 - 4 - 1 - 2


SHEPPARD = real("John Sheppard (Unconventional Leader)", SUPPORT, cost=4, skills={B: 2, I: 2},
                traits=("Atlantis",))


@pytest.mark.parametrize(("used", "culture"), [(True, 2), (False, 1)])
def test_john_sheppard_stopped_boosts_support_characters_played_this_turn(
        used: bool, culture: int) -> None:
    game = scenario([SHEPPARD, DEVON], power=9)
    play(game, "John Sheppard")
    game.apply(Pass())
    if used:
        game.apply(ActivateAbility(hero(game, "John Sheppard"), 0))
        game.apply(Pass())
    play(game, "Devon")
    assert game.skill(hero(game, "Devon"), CULTURE) == culture


def test_john_sheppard_ruling_the_boost_outlasts_him_this_turn() -> None:
    game = scenario([SHEPPARD, DEVON], power=9)
    play(game, "John Sheppard")
    game.apply(Pass())
    sheppard = hero(game, "John Sheppard")
    game.apply(ActivateAbility(sheppard, 0))
    ops.destroy(game, sheppard)
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    play(game, "Devon")
    assert game.skill(hero(game, "Devon"), CULTURE) == 2


PETE = real("Pete Shanahan (Inquisitive Detective)", SUPPORT, cost=4, skills={B: 2, I: 2})


@pytest.mark.parametrize(("glyph", "gained"), [(True, 1), (False, 0)])
def test_pete_shanahan_readies_another_and_gains_per_assigned_team_with_glyph(
        glyph: bool, gained: int) -> None:
    game = scenario([PETE], missions=[EASY, *glyph_places(Glyph.LIBRA)], power=9)
    play(game, "Pete Shanahan")
    if glyph:
        place_glyphs(game, hero(game, "Fixture Leader"), "libra Place")
    game.apply(Pass())
    assign(game, "Fixture Leader")
    warrior = hero(game, "Fixture Warrior")
    game.apply(ActivateAbility(hero(game, "Pete Shanahan"), 0, target=warrior))
    assert game.status_name(warrior) == "ready"
    assert game.power(HERO_P) == 9 - 4 - 4 + gained


SETAK = real("Se'tak (Leader of the Jaffa)", SUPPORT, cost=4, skills={B: 2, I: 2},
             traits=("Jaffa",))


def test_setak_destroys_another_support_character_once_each_turn() -> None:
    game = scenario([SETAK, DEVON, JAFFA_AIDE], power=9)
    for title in ("Se'tak", "Devon", "Jaffa Aide"):
        play(game, title)
        game.apply(Pass())
    setak, devon = hero(game, "Se'tak"), hero(game, "Devon")
    game.apply(ActivateAbility(setak, 0, target=devon))
    assert game.zone_name(devon) == "discard" and game.skill(setak, COMBAT) == 3
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())


SHARE = real("Sha're (Beloved Wife and Daughter)", SUPPORT, cost=3, skills={C: 1, I: 1})


@pytest.mark.parametrize(("succeeds", "gained"), [(True, 2), (False, 0)])
def test_share_gives_the_mission_a_success_gain(succeeds: bool, gained: int) -> None:
    game = scenario([SHARE], missions=[EASY, SPARE], power=9)
    play(game, "Sha're")
    game.apply(Pass())
    succeed(game, *(("Fixture Leader",) if succeeds else ()))
    finish_mission(game)
    assert game.power(HERO_P) == 9 - 3 + gained


MORGAN = real("Morgan le Fay (Dissident Ancient)", SUPPORT, cost=3, skills={C: 3, S: 3, B: 1},
              traits=("Ancient",))


@pytest.mark.parametrize(("top", "destroyed"), [("H 0", True), ("Rocks", False)])
def test_morgan_le_fay_assigned_over_a_hero_card_is_destroyed_at_mission_end(
        top: str, destroyed: bool) -> None:
    game = scenario([MORGAN, ROCKS], missions=[EASY, SPARE], power=9)
    game.surface.put_on_deck(hero(game, top))
    play(game, "Morgan le Fay")
    game.apply(Pass())
    succeed(game, "Morgan le Fay")
    finish_mission(game)
    assert (game.zone_name(hero(game, "Morgan le Fay")) == "discard") is destroyed


WEIR_LANGUAGE = real("Elizabeth Weir (Ancient Language Expert)", SUPPORT, cost=5,
                     skills={C: 2, S: 2, B: 1}, traits=("Atlantis",))


@pytest.mark.parametrize("glyphs", [2, 0])
def test_elizabeth_weir_language_expert_success_keeps_one_mission_on_top(glyphs: int) -> None:
    places = glyph_places(Glyph.LIBRA, Glyph.ORION, Glyph.GEMINI, Glyph.PISCES, Glyph.SCORPIUS)
    game = scenario([WEIR_LANGUAGE], missions=[EASY, *places], power=9)
    play(game, "Elizabeth Weir")
    leader = hero(game, "Fixture Leader")
    place_glyphs(game, leader, *("libra Place", "orion Place")[:glyphs])
    pile = game.state.players[HERO_P].missions
    top_two = [pile[-1], pile[-2]]
    game.apply(Pass())
    succeed(game, "Elizabeth Weir", "Fixture Leader")
    assert (game.pending_decision is not None) is bool(glyphs)
    if glyphs:
        game.apply(Choose(top_two[1]))
        pile = game.state.players[HERO_P].missions
        assert pile[-1] == top_two[1] and pile[0] == top_two[0]


DANIEL_PRIOR = real("Daniel Jackson (Prior of the Ori)", SUPPORT, cost=6, skills={C: 3, B: 1,
                                                                                  I: 2},
                    traits=("SGC",))


@pytest.mark.parametrize("assigned", [True, False])
def test_daniel_jackson_prior_success_destroys_assigned_adversaries(assigned: bool) -> None:
    game = scenario([DANIEL_PRIOR], [THUG], missions=[EASY, SPARE], power=9)
    play(game, "Daniel Jackson")
    play(game, "Thug", VILLAIN_P)
    game.apply(Assign(hero(game, "Daniel Jackson" if assigned else "Fixture Scholar")))
    game.apply(Assign(villain(game, "Thug")))
    succeed(game, "Fixture Leader")
    assert (game.zone_name(villain(game, "Thug")) == "discard") is assigned


LINEA = real("Linea (Destroyer of Worlds)", SUPPORT, cost=4, skills={S: 3, I: 1})


@pytest.mark.parametrize(("skill", "difficulty"), [(C, 3 + 1), (B, 3)])
def test_linea_makes_culture_missions_harder(skill: Skill, difficulty: int) -> None:
    game = scenario([LINEA], missions=[mission("Job", skill, 3), SPARE], power=9)
    play(game, "Linea")
    assert game.mission_difficulty() == difficulty


# --- team characters with abilities ----------------------------------------------------------

MAYBOURNE = real("Harold Maybourne (Helpful Informant)", TEAM_CHARACTER, cost=4,
                 skills={C: 2, S: 2, B: 0, I: 2}, traits=("Russian", "NID"))


@pytest.mark.parametrize("glyph", [Glyph.GEMINI, Glyph.LIBRA])
def test_harold_maybourne_with_gemini_boosts_russian_and_nid_team_characters(
        glyph: Glyph) -> None:
    game = scenario([], missions=[EASY, *glyph_places(glyph)],
                    hero_team=[MAYBOURNE, CHEKOV_KOROLEV, LEADER, WARRIOR], power=9)
    maybourne, chekov = hero(game, "Harold Maybourne"), hero(game, "Chekov")
    place_glyphs(game, maybourne, f"{glyph.value} Place")
    usable = ActivateAbility(maybourne, 0) in game.legal_actions()
    assert usable is (glyph is Glyph.GEMINI)
    if usable:
        game.apply(ActivateAbility(maybourne, 0))
        assert game.skill(chekov, CULTURE) == 3 + 1
        assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 3  # SGC


@pytest.mark.parametrize("orion", [True, False])
def test_harold_maybourne_with_orion_boosts_russians_and_nids_with_orion(orion: bool) -> None:
    game = scenario([], missions=[EASY, *glyph_places(Glyph.ORION, Glyph.ORION)],
                    hero_team=[MAYBOURNE, CHEKOV_KOROLEV, LEADER, WARRIOR], power=9)
    chekov = hero(game, "Chekov")
    ops.place_glyph(game, uid(game, "orion Place", HERO_P), chekov)
    if orion:
        ops.place_glyph(game, uid(game, "orion Place", HERO_P, nth=1),
                        hero(game, "Harold Maybourne"))
    assert game.skill(chekov, CULTURE) == 3 + orion


HOSKINS = real("Hoskins (Agent of the Trust)", TEAM_CHARACTER, cost=5,
               skills={C: 0, S: 2, B: 2, I: 2}, traits=("NID",))


@pytest.mark.parametrize(("sacrifice", "usable"), [("Devon", True), ("Jaffa Aide", False)])
def test_hoskins_sacrifices_support_for_a_cheaper_obstacle(sacrifice: str,
                                                                     usable: bool) -> None:
    game = scenario([DEVON, JAFFA_AIDE], [ROCKS], missions=[EASY, *glyph_places(Glyph.ORION)],
                    hero_team=[HOSKINS, LEADER, SCHOLAR, WARRIOR], power=9)
    hoskins = hero(game, "Hoskins")
    place_glyphs(game, hoskins, "orion Place")
    play(game, sacrifice)
    play(game, "Rocks", VILLAIN_P)
    action = ActivateAbility(hoskins, 0, target=hero(game, sacrifice))
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.zone_name(hero(game, sacrifice)) == "discard" and game.obstacles == ()


PENDERGAST = real("Lionel Pendergast (Prometheus Commander)", TEAM_CHARACTER, cost=3,
                  skills={C: 2, S: 1, B: 2, I: 2}, traits=("SGC",))


@pytest.mark.parametrize(("obstacle", "destroyed"), [("Boulder", True), ("Big Rock", False)])
def test_lionel_pendergast_stops_a_hero_ship_to_destroy_an_obstacle_up_to_its_firepower(
        obstacle: str, destroyed: bool) -> None:
    big_rock = sg_card("Big Rock", OBSTACLE, cost=3, skills={B: 1})
    game = scenario([CRUISER], [BOULDER, big_rock],
                    missions=[EASY, *glyph_places(Glyph.SCORPIUS)],
                    hero_team=[PENDERGAST, LEADER, SCHOLAR, WARRIOR], power=9)
    pendergast, cruiser = hero(game, "Lionel Pendergast"), hero(game, "Cruiser")
    place_glyphs(game, pendergast, "scorpius Place")
    play(game, "Cruiser")
    play(game, obstacle, VILLAIN_P)
    game.apply(ActivateAbility(pendergast, 0, stops=(cruiser,)))
    assert game.status_name(cruiser) == "stopped"
    assert (game.obstacles == ()) is destroyed


def test_lionel_pendergast_needs_scorpius() -> None:
    game = scenario([CRUISER], [BOULDER], hero_team=[PENDERGAST, LEADER, SCHOLAR, WARRIOR],
                    power=9)
    play(game, "Cruiser")
    play(game, "Boulder", VILLAIN_P)
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())


LOKI = real("Loki (Banished Scientist)", TEAM_CHARACTER, cost=3,
            skills={C: 1, S: 3, B: 0, I: 2}, traits=("Asgard",))


@pytest.mark.parametrize(("payer", "turned"), [("Devon", True), ("Jaffa Aide", False)])
def test_loki_stops_a_support_character_to_turn_a_cheaper_obstacle_face_down(
        payer: str, turned: bool) -> None:
    game = scenario([DEVON, JAFFA_AIDE], [ROCKS], missions=[EASY, *glyph_places(Glyph.PISCES)],
                    hero_team=[LOKI, LEADER, SCHOLAR, WARRIOR], power=9)
    loki = hero(game, "Loki")
    place_glyphs(game, loki, "pisces Place")
    play(game, payer)
    play(game, "Rocks", VILLAIN_P)
    game.apply(ActivateAbility(loki, 0, stops=(hero(game, payer),)))
    assert len(game.complications) == turned and len(game.obstacles) == (not turned)


TEALC_ACTION = real("Teal'c (Man of Action)", TEAM_CHARACTER, cost=4,
                    skills={C: 2, S: 0, B: 3, I: 1}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "asked"), [
    ((Glyph.TRIANGULUM, Glyph.TRIANGULUM), True), ((Glyph.TRIANGULUM, Glyph.PISCES), False)])
def test_tealc_man_of_action_readies_as_a_combat_mission_is_played(
        glyphs: tuple[Glyph, ...], asked: bool) -> None:
    places = [mission(f"Place {i}", C, 3, glyph=g) for i, g in enumerate(glyphs)]
    game = scenario([], missions=[EASY, *places, mission("Next", B, 3)],
                    hero_team=[TEALC_ACTION, LEADER, SCHOLAR, WARRIOR], power=9)
    place_glyphs(game, hero(game, "Teal'c"), *(p.title for p in places))
    succeed(game, "Teal'c")
    finish_mission(game)
    game.apply(Continue())
    assert game.card(game.current_mission).title == "Next"
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(hero(game, "Teal'c")))
        assert game.status_name(hero(game, "Teal'c")) == "ready"


JONAS_ADVENTURER = real("Jonas Quinn (Adventurer)", TEAM_CHARACTER, cost=4,
                        skills={C: 2, S: 2, B: 1, I: 1}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "combat"), [((Glyph.LIBRA, Glyph.ORION), 2), ((), 1)])
def test_jonas_quinn_adventurer_assigned_gets_skills_per_villain_card_revealed(
        glyphs: tuple[Glyph, ...], combat: int) -> None:
    game = scenario([ROCKS], missions=[EASY, *glyph_places(*glyphs)],
                    hero_team=[JONAS_ADVENTURER, LEADER, SCHOLAR, WARRIOR], power=9)
    give(game, "Jonas Quinn", *glyphs)
    rocks = hero(game, "Rocks")
    game.surface.put_on_deck(rocks)
    game.apply(Assign(hero(game, "Jonas Quinn")))
    assert game.skill(hero(game, "Jonas Quinn"), COMBAT) == combat
    assert (game.pending_decision is not None) is bool(glyphs)
    if glyphs:
        game.apply(Choose(rocks))
        deck = game.state.players[HERO_P].deck
        assert rocks in deck[:2] and deck[-1] != rocks


NOVAK = real("Lindsey Novak (Eccentric Engineer)", SUPPORT, cost=4, skills={S: 2, B: 1},
             traits=("SGC",))
HATAK = sg_card("Hatak", CardType.SHIP, "Villain Ship", cost=1, firepower=3,
                allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("accept", "cruiser"), [(True, "stopped"), (False, "incapacitated")])
def test_lindsey_novak_may_stop_herself_to_save_a_ship_from_incapacitation(
        accept: bool, cruiser: str) -> None:
    from stargate_vcg.engine.stargate import Incapacitate

    game = scenario([NOVAK, CRUISER], [HATAK], power=9)
    play(game, "Lindsey Novak")
    play(game, "Hatak", VILLAIN_P)
    play(game, "Cruiser")
    game.apply(Pass())
    game.apply(Assign(hero(game, "Cruiser")))
    game.apply(Assign(villain(game, "Hatak")))
    succeed(game, "Fixture Leader")
    game.apply(Incapacitate(hero(game, "Cruiser")))
    game.apply(Choose(hero(game, "Cruiser")) if accept else Decline())
    assert game.status_name(hero(game, "Cruiser")) == cruiser
    assert game.status_name(hero(game, "Lindsey Novak")) == ("stopped" if accept else "ready")


# --- session 6: hero cards that are adversaries on their owner's villain turns ------------


def _villains_in_play(game: StargateGame, title: str) -> int:
    card = villain(game, title)
    ops.put_in_play(game, card)
    game._version += 1  # set up outside the actions
    return card


def _fail_with(game: StargateGame, adversary: int) -> None:
    """The hero assigns his leader, the villain `adversary`; both pass to a failure."""
    from stargate_vcg.engine.stargate import DestroyAdversary

    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(adversary))
    while DestroyAdversary(adversary) not in game.legal_actions():
        game.apply(Pass())
    assert game.state.outcome is False


def test_linea_is_her_owners_adversary_on_his_villain_turn_never_revived_or_scored() -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary, Revive
    from stargate_vcg.errors import IllegalAction

    game = scenario([], [LINEA], missions=[mission("Lab", S, 5), SPARE], power=9)
    linea = _villains_in_play(game, "Linea")
    assert game.surface.is_adversary(linea) and not game.surface.is_character(linea)
    _fail_with(game, linea)
    assert set(game.legal_actions()) == {DestroyAdversary(linea)}
    with pytest.raises(IllegalAction):
        game.apply(Revive(linea))
    game.apply(DestroyAdversary(linea))
    assert game.zone_name(linea) == "discard"


def test_linea_is_a_support_character_on_her_owners_hero_turn() -> None:
    game = scenario([LINEA], missions=[mission("Lab", S, 3), SPARE], power=9)
    play(game, "Linea")
    linea = hero(game, "Linea")
    assert game.surface.is_support_character(linea) and not game.surface.is_adversary(linea)
    game.apply(Pass())
    assert Assign(linea) in game.legal_actions()


def test_linea_culture_missions_harder_on_her_owners_villain_turn_too() -> None:
    game = scenario([], [LINEA], missions=[mission("Talks", C, 3), SPARE], power=9)
    _villains_in_play(game, "Linea")
    assert game.mission_difficulty() == 3 + 1


@pytest.mark.parametrize("deck_cards", [5, 4])
def test_daniel_jackson_prior_an_ori_adversary_revived_for_5_never_scored(
        deck_cards: int) -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary, Revive, Score, values

    game = scenario([], [DANIEL_PRIOR], missions=[mission("Talks", C, 5), SPARE], power=9,
                    pad=20)
    daniel = _villains_in_play(game, "Daniel Jackson")
    assert game.surface.has_trait(daniel, "Ori") and game.surface.is_adversary(daniel)
    assert values.revive_cost(game, daniel) == 5
    deck = game.state.players[VILLAIN_P].deck
    assert len(deck) >= 5
    del deck[deck_cards:]
    _fail_with(game, daniel)
    legal = set(game.legal_actions())
    assert not any(isinstance(a, Score) for a in legal)
    assert (Revive(daniel) in legal) is (deck_cards >= 5)
    assert DestroyAdversary(daniel) in legal
    if deck_cards >= 5:
        game.apply(Revive(daniel))
        assert len(game.state.players[VILLAIN_P].deck) == deck_cards - 5


def test_daniel_jackson_prior_is_no_ori_on_his_owners_hero_turn() -> None:
    game = scenario([DANIEL_PRIOR], missions=[EASY, SPARE], power=9)
    play(game, "Daniel Jackson")
    daniel = hero(game, "Daniel Jackson")
    assert not game.surface.has_trait(daniel, "Ori")
    assert game.surface.is_support_character(daniel)


def test_daniel_jackson_prior_ruling_no_success_text_while_an_adversary() -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary

    game = scenario([], [DANIEL_PRIOR], missions=[EASY, SPARE], power=9)
    daniel = _villains_in_play(game, "Daniel Jackson")
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(daniel))
    while game.state.outcome is None:
        game.apply(Pass())
    assert game.state.outcome is True
    assert game.zone_name(daniel) == "in play"
    assert DestroyAdversary(daniel) in game.legal_actions()


@pytest.mark.parametrize("seed", [1, 4, 7])
def test_linea_daniel_prior_and_brian_vogler_in_random_playouts_stay_exact(seed: int) -> None:
    """Random games with many copies of the hero cards that are adversaries on their
    owner's villain turns: the fast legal actions equal the reference, clones and
    replays are exact, the invariants hold."""
    from factories import HERO, MISSIONS, VILLAIN
    from sg_effect_cards import checked_random_game
    from test_sg_engine_helpers import deck

    vogler = real("Brian Vogler (Company Man)", SUPPORT, cost=2, skills={B: 1, I: 2},
                  traits=("NID",))
    cards = [*HERO, *VILLAIN, *[c for c in (LINEA, DANIEL_PRIOR, vogler) for _ in range(5)]]
    decks = [deck(TEAM, MISSIONS, cards, "a"), deck(TEAM, MISSIONS, cards, "b")]
    checked_random_game(decks, seed, seed + 7)
