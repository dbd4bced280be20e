"""Destiny characters (effects/destiny/characters.py), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids (stats
of the project's own); player 0 is the hero of turn 1 (`scenario`): Leader (Combat 3),
Scholar (Culture 3) and Scientist ready, the Jaffa Warrior stopped."""

from __future__ import annotations

from functools import partial

import pytest
from factories import CRUISER, RIFLE, ROCKS, TEAM, sg_card
from sg_effect_cards import checked_actions, drive, real
from sg_play import (
    EASY,
    SPARE,
    TEST_MISSION,
    abilities,
    drive_to_next_mission,
    hero,
    power,
    put_in_play,
    villain,
)
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import both_pass as resolve
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, Glyph, StargateCard
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

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

SUPPORT, TEAM_T, GEAR = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.GEAR
OB, SHIP = CardType.OBSTACLE, CardType.SHIP
CULTURE, SCIENCE, COMBAT, INGENUITY = 0, 1, 2, 3  # skill indices (engine/stargate/surface.py)

BRODY = real("Adam Brody (Scientist)", SUPPORT, cost=1, skills={I: 1, S: 2, B: 1},
             traits=("Destiny",))
VOLKER = real("Dale Volker (Scientist)", SUPPORT, cost=1, skills={C: 1, S: 2, B: 1},
              traits=("Destiny",))
ARMSTRONG = real("Alan Armstrong (U.S. Senator)", SUPPORT, cost=1, skills={C: 2, I: 2})
WRAY = real("Camile Wray (IOA Representative)", SUPPORT, cost=1, skills={C: 2, I: 2},
            traits=("Destiny",))
FRANKLIN = real("Jeremy Franklin (Ghost in the Machine)", SUPPORT, cost=1, skills={S: 2},
                traits=("Destiny",))
PARK = real("Lisa Park (Scientist)", SUPPORT, cost=1, skills={I: 2, S: 2}, traits=("Destiny",))
CAINE = real("Robert Caine (Communications Technician)", SUPPORT, cost=1,
             skills={I: 1, S: 2, B: 1}, traits=("Destiny",))
CARTER = real("Samantha Carter (Commander of the Hammond)", SUPPORT, cost=1,
              skills={B: 2, S: 3}, traits=("SGC",))
SPENCER = real("Spencer (Restless Man)", SUPPORT, cost=1, skills={B: 3}, traits=("Destiny",))
TELFORD = real("David Telford (Compromised Officer)", SUPPORT, cost=1, skills={B: 3, I: 3},
               traits=("Destiny",))
CHLOE = real("Chloe Armstrong (Altered)", TEAM_T, cost=4, skills={B: 0, C: 2, I: 2, S: 1},
             traits=("Destiny",))
ELI = real("Eli Wallace (Young Prodigy)", TEAM_T, cost=4, skills={B: 0, C: 2, I: 1, S: 3},
           traits=("Destiny",))
YOUNG = real("Everett Young (Resourceful Commander)", TEAM_T, cost=4,
             skills={B: 2, C: 1, I: 3, S: 0}, traits=("Destiny",))
GINN = real("Ginn (Defector)", TEAM_T, cost=4, skills={B: 1, C: 1, I: 2, S: 2})
RUSH = real("Nicholas Rush (Manipulative Genius)", TEAM_T, cost=3,
            skills={B: 0, C: 3, I: 2, S: 2}, traits=("Destiny",))
GREER = real("Ronald Greer (Ever Vigilant)", TEAM_T, cost=5, skills={B: 2, C: 0, I: 2, S: 1},
             traits=("Destiny",))
VANESSA = real("Vanessa James (Coolheaded)", TEAM_T, cost=4, skills={B: 2, C: 0, I: 3, S: 1},
               traits=("Destiny",))

BIG_GUN = sg_card("Big Gun", GEAR, cost=5)
GLIDER = sg_card("Glider", SHIP, "Attack Craft", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)
HEARING = sg_card("Hearing", OB, cost=1, skills={B: 1}, traits=("Political",))
PROTOCOL = sg_card("Protocol", OB, cost=1, skills={C: 2, B: 1})
COMBAT_NEXT = mission("Combat Next", B, 3)
ORION = mission("Orion Place", C, 3, glyph=Glyph.ORION)
GEMINI = mission("Gemini Place", C, 3, glyph=Glyph.GEMINI)
PISCES = mission("Pisces Place", C, 3, glyph=Glyph.PISCES)
SCORPIUS = mission("Scorpius Place", C, 3, glyph=Glyph.SCORPIUS)
GLYPHS = [ORION, GEMINI, PISCES, SCORPIUS, LIBRA]


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None,
          member: StargateCard | None = None) -> StargateGame:
    team = [TEAM[0], TEAM[1], TEAM[3], member] if member is not None else None
    return scenario(hero or [], villain or [],
                    missions=[*(missions or [TEST_MISSION, SPARE]), *GLYPHS], power=9,
                    pad=20, hero_team=team)


in_play = partial(put_in_play, player=HERO_P)


def glyph(game: StargateGame, character: str, *places: StargateCard) -> None:
    for place in places:
        ops.place_glyph(game, hero(game, place.title), hero(game, character))
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def hand(game: StargateGame, player: int) -> int:
    return len(game.state.players[player].hand)


def to_next_mission(game: StargateGame, succeed: bool) -> None:
    if succeed:
        game.apply(Assign(hero(game, "Fixture Leader")))
    resolve(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    game.apply(Continue())


# --- support characters ---


@pytest.mark.parametrize("succeed", [True, False])
def test_adam_brody_and_dale_volker_after_a_mission(succeed: bool) -> None:
    game = start([BRODY, VOLKER], missions=[EASY if succeed else TEST_MISSION, SPARE])
    in_play(game, "Adam Brody", "Dale Volker")
    to_next_mission(game, succeed)
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None)
    brody, volker = hero(game, "Adam Brody"), hero(game, "Dale Volker")
    assert (game.skill(brody, CULTURE) or 0, game.skill(brody, SCIENCE)) == (
        (1, 3) if succeed else (0, 2))
    assert (game.skill(volker, SCIENCE), game.skill(volker, INGENUITY) or 0) == (
        (2, 0) if succeed else (3, 1))


@pytest.mark.parametrize(("next_mission", "gone"), [(COMBAT_NEXT, True), (SPARE, False)])
def test_alan_armstrong_destroyed_by_a_combat_mission(next_mission: StargateCard,
                                                      gone: bool) -> None:
    game = start([ARMSTRONG], missions=[TEST_MISSION, next_mission])
    in_play(game, "Alan Armstrong")
    to_next_mission(game, False)
    drive(game, lambda g: g.phase == "performing actions" and g.pending_decision is None)
    assert game.zone_name(hero(game, "Alan Armstrong")) == ("discard" if gone else "in play")


@pytest.mark.parametrize("political", [True, False])
def test_alan_armstrong_destroys_a_political_obstacle(political: bool) -> None:
    game = start([ARMSTRONG], [HEARING, ROCKS])
    in_play(game, "Alan Armstrong")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Hearing" if political else "Rocks")))
    found = abilities(game, hero(game, "Alan Armstrong"))
    assert bool(found) is political
    if political:
        game.apply(found[0])
        assert game.zone_name(villain(game, "Hearing")) == "discard"


@pytest.mark.parametrize(("obstacle", "asked"), [("Protocol", True), ("Rocks", False)])
def test_camile_wray_turns_a_culture_obstacle_face_down(obstacle: str, asked: bool) -> None:
    game = start([WRAY], [PROTOCOL, ROCKS])
    game.apply(Pass())
    game.apply(PlayCard(villain(game, obstacle)))
    game.apply(PlayCard(hero(game, "Camile Wray")))
    if asked:
        game.apply(Choose(villain(game, obstacle)))
        assert villain(game, obstacle) not in game.surface.obstacles
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("mode", [0, 1])
def test_jeremy_franklin_destroyed_gains_or_readies_a_gear(mode: int) -> None:
    game = start([FRANKLIN, RIFLE])
    in_play(game, "Jeremy Franklin", "Rifle")
    rifle = hero(game, "Rifle")
    ops.stop(game, rifle)
    before = power(game, HERO_P)
    game.apply(abilities(game, hero(game, "Jeremy Franklin"))[0])
    game.apply(Choose(mode))
    assert game.zone_name(hero(game, "Jeremy Franklin")) == "discard"
    assert power(game, HERO_P) - before == (1 if mode == 0 else 0)
    assert game.status_name(rifle) == ("stopped" if mode == 0 else "ready")


@pytest.mark.parametrize("accept", [True, False])
def test_lisa_park_stopped_may_put_the_bottom_mission_on_top(accept: bool) -> None:
    game = start([PARK])
    bottom = game.surface.mission_pile(HERO_P)[0]
    game.apply(PlayCard(hero(game, "Lisa Park")))
    game.apply(Choose(0) if accept else Decline())
    if accept:
        game.apply(Choose(bottom))
        assert game.surface.mission_pile_top(HERO_P) == bottom
    else:
        assert game.surface.mission_pile(HERO_P)[0] == bottom
        assert game.status_name(hero(game, "Lisa Park")) == "ready"


@pytest.mark.parametrize("pay", [True, False])
def test_robert_caine_success_readies_a_gear_and_pays_for_a_character(pay: bool) -> None:
    game = start([CAINE, RIFLE], missions=[EASY, SPARE])
    in_play(game, "Robert Caine", "Rifle")
    rifle = hero(game, "Rifle")
    ops.stop(game, rifle)
    game.apply(Assign(hero(game, "Robert Caine")))
    resolve(game)
    assert game.status_name(rifle) == "ready"
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(hero(game, "Fixture Warrior")))
    assert (game.status_name(hero(game, "Fixture Warrior")) == "ready") is pay


@pytest.mark.parametrize("mode", [0, 1])
def test_samantha_carter_hammond_success_readies_or_destroys_a_ship(mode: int) -> None:
    game = start([CARTER, CRUISER], [GLIDER], missions=[EASY, SPARE])
    in_play(game, "Samantha Carter", "Cruiser")
    cruiser, glider = hero(game, "Cruiser"), villain(game, "Glider")
    ops.put_in_play(game, glider)
    ops.stop(game, cruiser)
    game.apply(Assign(hero(game, "Samantha Carter")))
    resolve(game)
    game.apply(Choose(mode))
    game.apply(Choose(cruiser if mode == 0 else glider))
    assert game.status_name(cruiser) == ("ready" if mode == 0 else "stopped")
    assert game.zone_name(glider) == ("in play" if mode == 0 else "discard")


@pytest.mark.parametrize(("next_mission", "asked"), [(SPARE, True), (COMBAT_NEXT, False)])
def test_spencer_discards_or_is_destroyed_on_a_non_combat_mission(
        next_mission: StargateCard, asked: bool) -> None:
    game = start([SPENCER], missions=[TEST_MISSION, next_mission])
    in_play(game, "Spencer")
    to_next_mission(game, False)
    drive(game, lambda g: (g.pending_decision is not None
          and g.pending_decision.source == hero(g, "Spencer"))
          or (g.phase == "performing actions" and g.pending_decision is None))
    if asked:
        game.apply(Decline())
        assert game.zone_name(hero(game, "Spencer")) == "discard"
    else:
        assert game.zone_name(hero(game, "Spencer")) == "in play"


@pytest.mark.parametrize("villain_top", [True, False])
def test_david_telford_gives_cards_while_they_are_villain_cards(villain_top: bool) -> None:
    game = start([TELFORD], [ROCKS, HEARING, PROTOCOL])
    in_play(game, "David Telford")
    for title in ("Rocks", "Hearing", "Protocol"):
        game.surface.put_on_deck(villain(game, title))
    if not villain_top:
        top = next(c for c in game.surface.deck_cards(VILLAIN_P)
               if not game.surface.is_villain_card(c))
        game.surface.put_on_deck(top)
    before = hand(game, VILLAIN_P)
    game.apply(Assign(hero(game, "David Telford")))
    assert hand(game, VILLAIN_P) - before == (3 if villain_top else 1)


# --- team characters ---


@pytest.mark.parametrize("glyphs", [True, False])
def test_chloe_armstrong_draws_a_card_per_glyph(glyphs: bool) -> None:
    game = start(member=CHLOE)
    chloe = hero(game, "Chloe Armstrong")
    if glyphs:
        glyph(game, "Chloe Armstrong", LIBRA, ORION)
    before = hand(game, HERO_P)
    found = abilities(game, chloe)
    assert bool(found) is glyphs
    if glyphs:
        game.apply(found[0])
        assert hand(game, HERO_P) - before == 2


@pytest.mark.parametrize("full_hand", [True, False])
def test_chloe_armstrong_team_gets_skills_with_eight_cards(full_hand: bool) -> None:
    game = start(member=CHLOE)
    glyph(game, "Chloe Armstrong", LIBRA)
    while hand(game, HERO_P) < 8:
        ops.draw(game, HERO_P)
    if not full_hand:
        game.surface.discard(game.state.players[HERO_P].hand[0])
    assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 3 + (1 if full_hand else 0)


@pytest.mark.parametrize(("place", "gained"), [(SPARE, 2), (TEST_MISSION, 0)])
def test_eli_wallace_assigned_to_a_culture_mission_gains_per_glyph(
        place: StargateCard, gained: int) -> None:
    game = start(member=ELI, missions=[mission("Culture Place", C, 1) if place is SPARE
                                       else TEST_MISSION, SPARE])
    glyph(game, "Eli Wallace", ORION, GEMINI)
    eli = hero(game, "Eli Wallace")
    assert game.skill(eli, CULTURE) == 3
    before = power(game, HERO_P)
    game.apply(Assign(eli))
    assert power(game, HERO_P) - before == gained


@pytest.mark.parametrize("glyph_held", [True, False])
def test_everett_young_stopped_team_gets_skills(glyph_held: bool) -> None:
    game = start(member=YOUNG)
    young = hero(game, "Everett Young")
    if glyph_held:
        glyph(game, "Everett Young", LIBRA)
    found = abilities(game, young)
    assert bool(found) is glyph_held
    if glyph_held:
        game.apply(found[0])
        assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 4
        assert game.status_name(young) == "stopped"


@pytest.mark.parametrize("glyph_held", [True, False])
def test_ginn_makes_costly_gear_cheaper_and_readies(glyph_held: bool) -> None:
    game = start([BIG_GUN], member=GINN)
    ginn = hero(game, "Ginn")
    if glyph_held:
        glyph(game, "Ginn", ORION, SCORPIUS)
    ops.stop(game, ginn)
    before = power(game, HERO_P)
    game.apply(PlayCard(hero(game, "Big Gun")))
    if glyph_held:
        game.apply(Choose(0))
        assert game.status_name(ginn) == "ready"
        assert before - power(game, HERO_P) == 4 + 2
    else:
        assert game.pending_decision is None
        assert before - power(game, HERO_P) == 5


@pytest.mark.parametrize("glyph_held", [True, False])
def test_nicholas_rush_readies_himself_and_gets_skills(glyph_held: bool) -> None:
    game = start(member=RUSH)
    rush = hero(game, "Nicholas Rush")
    if glyph_held:
        glyph(game, "Nicholas Rush", GEMINI, PISCES)
    assert game.skill(rush, SCIENCE) == 2 + (1 if glyph_held else 0)
    ops.stop(game, rush)
    found = [a for a in abilities(game, rush) if a.ability == 0]
    assert bool(found) is glyph_held
    if glyph_held:
        game.apply(found[0])
        assert game.status_name(rush) == "ready"


@pytest.mark.parametrize("card", [GREER, VANESSA], ids=lambda c: c.title)
@pytest.mark.parametrize("glyph_held", [True, False])
def test_greer_and_vanessa_get_combat_with_scorpius(card: StargateCard,
                                                     glyph_held: bool) -> None:
    game = start(member=card)
    if glyph_held:
        glyph(game, card.title, SCORPIUS)
    assert game.skill(hero(game, card.title), COMBAT) == 2 + (1 if glyph_held else 0)


SCOTT = real("Matthew Scott (Team Leader)", TEAM_T, cost=3, skills={B: 2, C: 1, I: 2, S: 1},
             traits=("Destiny",))
TRIANGULUM = mission("Triangulum Place", C, 3, glyph=Glyph.TRIANGULUM)


@pytest.mark.parametrize("both", [True, False])
def test_matthew_scott_success_pays_to_ready_an_assigned_character(both: bool) -> None:
    game = scenario(missions=[EASY, SPARE, PISCES, TRIANGULUM], power=9, pad=20,
                    hero_team=[TEAM[0], TEAM[1], TEAM[3], SCOTT])
    scott = hero(game, "Matthew Scott")
    glyph(game, "Matthew Scott", PISCES, *([TRIANGULUM] if both else []))
    game.apply(Assign(scott))
    resolve(game)
    if both:
        game.apply(Choose(0))  # he alone is assigned: readied without a choice
        assert game.status_name(scott) == "ready"
    else:
        assert game.pending_decision is None
        assert game.status_name(scott) == "stopped"


RILEY = real("Hunter Riley (Steadfast Sergeant)", SUPPORT, cost=1, skills={B: 2, C: 1},
             traits=("Destiny",))


@pytest.mark.parametrize("next_mission", [True, False])
def test_hunter_riley_destroyed_gives_skills_in_the_next_mission(next_mission: bool) -> None:
    game = start([RILEY])
    in_play(game, "Hunter Riley")
    game._version += 1
    leader = hero(game, "Fixture Leader")
    game.apply(ActivateAbility(hero(game, "Hunter Riley"), 0))
    game.apply(Choose(leader))
    assert game.zone_name(hero(game, "Hunter Riley")) == "discard"
    assert game.skill(leader, COMBAT) == 3  # not yet: this mission is not the next
    if next_mission:
        resolve(game)
        drive_to_next_mission(game)
        assert game.skill(leader, COMBAT) == 5


TAMARA = real("Tamara Johansen (Field Medic)", TEAM_T, cost=5, skills={B: 2, C: 0, I: 1, S: 2},
              traits=("Destiny",))
HELPER = sg_card("Helper", SUPPORT, "Aide", cost=1, skills={B: 1})


@pytest.mark.parametrize(("glyphs", "saved"), [((LIBRA,), True), ((), False),
                                               ((LIBRA, GEMINI), True)])
def test_tamara_johansen_saves_a_support_character_for_two_power(
        glyphs: tuple[StargateCard, ...], saved: bool) -> None:
    game = start([HELPER], member=TAMARA)
    tamara, helper = hero(game, "Tamara Johansen"), hero(game, "Helper")
    glyph(game, "Tamara Johansen", *glyphs)
    if len(glyphs) == 2:
        ops.stop(game, tamara)  # with Gemini too, even when not ready
    in_play(game, "Helper")
    before = power(game, HERO_P)
    game.surface.destroy(helper)
    if saved:
        game.apply(Choose(helper))
        assert game.status_name(helper) == "stopped"
        assert before - power(game, HERO_P) == 2
    else:
        assert game.zone_name(helper) == "discard"
