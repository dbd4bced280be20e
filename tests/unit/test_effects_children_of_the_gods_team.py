"""Children of the Gods team characters with glyph texts
(effects/children_of_the_gods/characters.py), each played: the text happens, and does
not when its condition fails. Fixture printings with the real card ids; player 0 is the
hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import EASY, TEST_MISSION, power_spent
from sg_play import hero as h
from sg_play import to_next_mission as fail_first_mission
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Pass,
    PlayCard,
    ResolveTrigger,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, INGENUITY, SCIENCE

T = CardType.TEAM_CHARACTER
# (The 6-cost members are printed at 3 here: a team worth more would make player 0 the
# villain of turn 1.)
RUSH = real("Nicholas Rush (Driven Scientist)", T, cost=3, skills={C: 3, S: 2, B: 0, I: 2},
            traits=("Destiny",))
EVERETT = real("Dillon Everett (Man in Charge)", T, cost=4, skills={C: 1, S: 1, B: 2, I: 1},
               traits=("Atlantis", "SGC"))
QUINN = real("Jonas Quinn (Adaptable Prodigy)", T, cost=3, skills={C: 2, S: 2, B: 1, I: 1},
             traits=("SGC",))
ZELENKA = real("Radek Zelenka (Dependable Engineer)", T, cost=5,
               skills={C: 1, S: 3, B: 0, I: 2}, traits=("Atlantis",))
SHAQREL = real("Shaq'rel (Tel'tak Pilot)", T, cost=4, skills={C: 1, S: 1, B: 2, I: 2},
               traits=("Jaffa",))
HERMIOD = real("Hermiod (Irritable Engineer)", T, cost=3, skills={C: 1, S: 3, B: 0, I: 2},
               traits=("Asgard",))
FERRETTI = real("Louis Ferretti (SG-2 Team Leader)", T, cost=4,
                skills={C: 1, S: 1, B: 3, I: 1}, traits=("SGC",))
MALEK = real("Malek (Tok'ra Commander)", T, cost=5, skills={C: 1, S: 2, B: 2, I: 1},
             traits=("Tok'ra",))
TELFORD = real("David Telford (Strategist)", T, cost=3, skills={C: 0, S: 1, B: 2, I: 3},
               traits=("Destiny", "SGC"))
WRAY = real("Camile Wray (Peacemaker)", T, cost=3, skills={C: 3, S: 1, B: 0, I: 2},
            traits=("Destiny",))
RONON = real("Ronan Dex (Hardened Survivor)", T, cost=4, skills={C: 1, S: 0, B: 3, I: 2},
             traits=("Atlantis",))
WOOLSEY = real("Richard Woolsey (IOA Envoy)", T, cost=4, skills={C: 3, S: 1, B: 0, I: 2},
               traits=("NID", "Atlantis"))
RAYNOLDS = real("Raynolds (Cold-Blooded Specialist)", T, cost=4,
                skills={C: 0, S: 3, B: 2, I: 1}, traits=("NID",))
SHEPPARD = real("John Sheppard (Master of Ancient Technology)", T, cost=5,
                skills={C: 0, S: 1, B: 2, I: 3}, traits=("Atlantis",))
PIERCE = real("Ben Pierce (SG-15 Team Leader)", T, cost=4, skills={C: 0, S: 2, B: 2, I: 2},
              traits=("SGC",))
FORD = real("Aiden Ford (Dynamic Recruit)", T, cost=3, skills={C: 0, S: 1, B: 2, I: 2},
            traits=("Atlantis",))

LEADER, SCHOLAR, SCIENTIST, WARRIOR = TEAM
MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1, skills={B: 2},
                 traits=("SGC",))
LAB = sg_card("Lab Tech", CardType.SUPPORT_CHARACTER, "Tech", cost=1, skills={S: 1})
RIFLE = sg_card("Rifle", CardType.GEAR, cost=2)
DEVICE = sg_card("Device", CardType.GEAR, cost=2, traits=("Ancient",))
TELTAK = sg_card("Teltak", CardType.SHIP, cost=1, firepower=1, traits=("Jaffa",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1})
BOULDER = sg_card("Boulder", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1})
SPEECH = sg_card("Speech", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Political",))
HARD = mission("Hard Mission", B, 9)
PLACES = {g: [mission(f"{g.value} Place {n}", C, 3, glyph=g) for n in (1, 2)]
          for g in (Glyph.GEMINI, Glyph.LIBRA, Glyph.ORION, Glyph.PISCES, Glyph.SCORPIUS,
                    Glyph.TRIANGULUM)}

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(member: StargateCard, hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, first: StargateCard | None = None,
          power: int = 9) -> StargateGame:
    """`member` takes the Fixture Scientist's place in the hero's team."""
    places = [m for pair in PLACES.values() for m in pair]
    return scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, HARD, *places],
                    hero_team=[LEADER, SCHOLAR, member, WARRIOR], power=power, pad=20)


def glyphs(game: StargateGame, character: int, *which: Glyph) -> None:
    """Glyph missions placed beneath a character directly (setting up, as if earned)."""
    used: dict[Glyph, int] = {}
    for g in which:
        n = used[g] = used.get(g, 0) + 1
        ops.place_glyph(game, h(game, f"{g.value} Place {n}"), character)
    game._version += 1


def member(game: StargateGame, card: StargateCard) -> int:
    return h(game, card.title)


@pytest.mark.parametrize(("which", "experience"), [
    ((), 0), ((Glyph.ORION,), 1), ((Glyph.ORION, Glyph.PISCES, Glyph.SCORPIUS), 3),
    ((Glyph.PISCES, Glyph.SCORPIUS), 0)])
def test_nicholas_rush_gets_experience_with_orion(which: tuple[Glyph, ...],
                                                  experience: int) -> None:
    game = start(RUSH)
    before = game.experience(HERO_P)
    glyphs(game, member(game, RUSH), *which)
    # each glyph mission beneath him counts its own experience too
    assert game.experience(HERO_P) - before == len(which) + experience


@pytest.mark.parametrize(("which", "bonus", "easier"), [
    ((), 0, 0), ((Glyph.PISCES,), 1, 0), ((Glyph.PISCES, Glyph.SCORPIUS), 1, 1)])
def test_dillon_everett_glyphs(which: tuple[Glyph, ...], bonus: int, easier: int) -> None:
    game = start(EVERETT)
    everett = member(game, EVERETT)
    ops.ready(game, everett)
    glyphs(game, everett, *which)
    assert game.skill(everett, COMBAT) == 2 + bonus
    assert game.mission_difficulty() == 3 - easier


@pytest.mark.parametrize(("which", "failed", "combat"), [
    ((Glyph.LIBRA,), True, 1 + 1), ((Glyph.LIBRA,), False, 1), ((), True, 1),
    ((Glyph.GEMINI, Glyph.LIBRA), True, 1 + 1 + 1)])
def test_jonas_quinn_gets_skills_after_a_failed_mission(which: tuple[Glyph, ...],
                                                        failed: bool, combat: int) -> None:
    game = start(QUINN, first=HARD if failed else EASY)
    quinn = member(game, QUINN)
    glyphs(game, quinn, *which)
    if not failed:
        game.apply(Assign(h(game, "Fixture Leader")))
    fail_first_mission(game)
    assert game.skill(quinn, COMBAT) == combat


@pytest.mark.parametrize(("obstacles", "bonus"), [(1, 0), (2, 1)])
def test_radek_zelenka_gets_skills_with_obstacles_at_the_mission(obstacles: int,
                                                                 bonus: int) -> None:
    game = start(ZELENKA, [MARINE], [ROCKS, BOULDER])
    zelenka = member(game, ZELENKA)
    glyphs(game, zelenka, Glyph.SCORPIUS)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Rocks")))
    if obstacles == 2:
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(PlayCard(v(game, "Boulder")))
    assert game.skill(zelenka, SCIENCE) == 3 + bonus


@pytest.mark.parametrize("ship", [True, False])
def test_shaqrel_bonus_with_a_jaffa_ship_out(ship: bool) -> None:
    game = start(SHAQREL, [TELTAK])
    shaqrel = member(game, SHAQREL)
    glyphs(game, shaqrel, Glyph.GEMINI)
    ops.put_in_play(game, h(game, "Teltak"))
    game._version += 1
    if ship:
        game.apply(Assign(h(game, "Teltak")))
    assert game.skill(shaqrel, COMBAT) == 2 + (1 if ship else 0)


@pytest.mark.parametrize("libra", [True, False])
def test_shaqrel_stops_a_hero_ship_to_ready_a_character(libra: bool) -> None:
    game = start(SHAQREL, [TELTAK])
    shaqrel, teltak = member(game, SHAQREL), h(game, "Teltak")
    warrior = h(game, "Fixture Warrior")
    if libra:
        glyphs(game, shaqrel, Glyph.LIBRA)
    ops.put_in_play(game, teltak)
    game._version += 1
    action = ActivateAbility(shaqrel, 0, stops=(teltak,), target=warrior)
    assert (action in game.legal_actions()) is libra
    if libra:
        game.apply(action)
        assert game.status_name(warrior) == "ready"
        assert game.status_name(teltak) == "stopped"


@pytest.mark.parametrize(("succeed", "delta"), [(True, 1), (False, -1)])
def test_hermiod_gains_on_success_and_loses_on_failure(succeed: bool, delta: int) -> None:
    game = start(HERMIOD, first=mission("Science One", S, 1 if succeed else 9))
    hermiod = member(game, HERMIOD)
    game.apply(Assign(hermiod))
    before = game.power(HERO_P)
    game.apply(Pass())
    game.apply(Pass())
    assert game.power(HERO_P) - before == delta


@pytest.mark.parametrize(("asgard", "cost"), [(True, 1), (False, 2)])
def test_hermiod_pays_to_ready_a_gear(asgard: bool, cost: int) -> None:
    tool = sg_card("Tool", CardType.GEAR, cost=1, traits=("Asgard",) if asgard else ())
    game = start(HERMIOD, [tool])
    hermiod, gear = member(game, HERMIOD), h(game, "Tool")
    ops.put_in_play(game, gear)
    ops.stop(game, gear)
    game._version += 1
    assert ActivateAbility(hermiod, 0, target=gear) not in game.legal_actions()
    glyphs(game, hermiod, Glyph.SCORPIUS)
    power = game.power(HERO_P)
    game.apply(ActivateAbility(hermiod, 0, target=gear))
    assert game.status_name(gear) == "ready"
    assert power - game.power(HERO_P) == cost


@pytest.mark.parametrize(("triangulum", "readied"), [(1, True), (0, False)])
def test_louis_ferretti_success_readies_sgc_supporters(triangulum: int,
                                                       readied: bool) -> None:
    game = start(FERRETTI, [MARINE], first=EASY)
    ferretti, marine = member(game, FERRETTI), h(game, "Marine")
    ops.ready(game, ferretti)
    glyphs(game, ferretti, *([Glyph.TRIANGULUM] * triangulum))
    game.apply(PlayCard(marine))
    ops.stop(game, marine)
    game._version += 1
    game.apply(Pass())
    game.apply(Assign(ferretti))
    game.apply(Pass())
    game.apply(Pass())
    if readied:
        game.apply(Choose(marine))
    assert (game.status_name(marine) == "ready") is readied


@pytest.mark.parametrize(("first", "readied"), [(mission("Science Two", S, 2), True),
                                                 (mission("Culture Two", C, 2), False)])
def test_malek_readies_as_a_support_character_is_played_during_a_science_mission(
        first: StargateCard, readied: bool) -> None:
    game = start(MALEK, [LAB], first=first)
    malek = member(game, MALEK)
    ops.stop(game, malek)
    glyphs(game, malek, Glyph.ORION)
    game.apply(PlayCard(h(game, "Lab Tech")))
    if readied:
        game.apply(Choose(0))
    assert game.status_name(malek) == ("ready" if readied else "stopped")


@pytest.mark.parametrize(("pair", "gained"), [(2, 1), (1, 0)])
def test_david_telford_gains_power_as_the_opponent_plays_an_obstacle(pair: int,
                                                                     gained: int) -> None:
    game = start(TELFORD, villain=[ROCKS])
    glyphs(game, member(game, TELFORD), *([Glyph.ORION] * pair))
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(PlayCard(v(game, "Rocks")))
    assert game.power(HERO_P) - before == gained


@pytest.mark.parametrize(("obstacle", "gained"), [("Speech", 1), ("Rocks", 0)])
def test_camile_wray_gains_power_as_the_opponent_plays_a_political_obstacle(
        obstacle: str, gained: int) -> None:
    game = start(WRAY, villain=[ROCKS, SPEECH])
    glyphs(game, member(game, WRAY), Glyph.GEMINI)
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(PlayCard(v(game, obstacle)))
    assert game.power(HERO_P) - before == gained


@pytest.mark.parametrize(("shared", "readied"), [(True, "wray"), (True, "leader"),
                                                 (False, None)])
def test_camile_wray_may_pay_2_to_ready_either_as_another_earns_her_glyph(
        shared: bool, readied: str | None) -> None:
    game = start(WRAY)
    wray, leader = member(game, WRAY), h(game, "Fixture Leader")
    ops.stop(game, wray)
    ops.stop(game, leader)
    glyphs(game, wray, Glyph.ORION)
    before = game.power(HERO_P)
    ops.earn_glyph(game, h(game, f"{(Glyph.ORION if shared else Glyph.LIBRA).value} Place 2"),
                   leader)
    game._version += 1
    assert (game.pending_decision is not None) is shared
    if shared:
        game.apply(ResolveTrigger(wray))  # (earned outside the actions: it waits)
        game.apply(Choose(0))  # pays 2
        pending = game.pending_decision
        assert pending is not None and set(pending.options) == {wray, leader}
        game.apply(Choose(wray if readied == "wray" else leader))
        assert game.power(HERO_P) == before - 2
    assert game.status_name(wray) == ("ready" if readied == "wray" else "stopped")
    assert game.status_name(leader) == ("ready" if readied == "leader" else "stopped")


@pytest.mark.parametrize(("pisces", "failed", "combat"), [(True, True, 3 + 1),
                                                          (False, True, 3),
                                                          (True, False, 3)])
def test_ronon_dex_gets_skills_per_failed_mission(pisces: bool, failed: bool,
                                                  combat: int) -> None:
    game = start(RONON, first=HARD if failed else EASY)
    ronon = member(game, RONON)
    if pisces:
        glyphs(game, ronon, Glyph.PISCES)
    if not failed:
        game.apply(Assign(h(game, "Fixture Leader")))
    fail_first_mission(game)
    assert game.skill(ronon, COMBAT) == combat


@pytest.mark.parametrize("gemini", [True, False])
def test_ronon_dex_may_pay_to_ready_as_a_combat_mission_is_played(gemini: bool) -> None:
    game = scenario([], [], missions=[mission("Culture Start", C, 9), HARD,
                                      *PLACES[Glyph.GEMINI]],
                    hero_team=[LEADER, SCHOLAR, RONON, WARRIOR], power=9, pad=20)
    ronon = h(game, RONON.title)
    ops.stop(game, ronon)
    glyphs(game, ronon, *([Glyph.GEMINI] if gemini else []))
    fail_first_mission(game)
    if gemini:
        game.apply(Choose(0))
    assert game.status_name(ronon) == ("ready" if gemini else "stopped")


@pytest.mark.parametrize(("failed", "culture"), [(True, 3 + 2), (False, 3)])
def test_richard_woolsey_gets_culture_per_glyph_after_a_failed_mission(
        failed: bool, culture: int) -> None:
    game = start(WOOLSEY, first=HARD if failed else EASY)
    woolsey = member(game, WOOLSEY)
    glyphs(game, woolsey, Glyph.ORION, Glyph.GEMINI)
    if not failed:
        game.apply(Assign(h(game, "Fixture Leader")))
    fail_first_mission(game)
    assert game.skill(woolsey, CULTURE) == culture
    assert game.skill(woolsey, INGENUITY) == culture - 1


@pytest.mark.parametrize("both", [True, False])
def test_richard_woolsey_blocks_and_discards_to_draw_two(both: bool) -> None:
    game = start(WOOLSEY, [MARINE, RIFLE])
    woolsey = member(game, WOOLSEY)
    ops.ready(game, woolsey)
    glyphs(game, woolsey, Glyph.ORION, *([Glyph.PISCES] if both else []))
    leader, rifle = h(game, "Fixture Leader"), h(game, "Rifle")
    action = ActivateAbility(woolsey, 0, discards=(rifle,), blocks=(leader,))
    assert (action in game.legal_actions()) is both
    if both:
        hand = len(game.hand(HERO_P))
        game.apply(action)
        assert len(game.hand(HERO_P)) == hand - 1 + 2
        assert game.is_blocked(leader)


@pytest.mark.parametrize(("both", "cost"), [(True, 1), (False, 2)])
def test_raynolds_makes_gear_cheaper(both: bool, cost: int) -> None:
    game = start(RAYNOLDS, [RIFLE])
    glyphs(game, member(game, RAYNOLDS), Glyph.ORION, *([Glyph.PISCES] if both else []))
    spent = power_spent(game, HERO_P, PlayCard(h(game, "Rifle")))
    assert spent == cost


@pytest.mark.parametrize(("glyph", "obstacle", "usable"), [
    (Glyph.PISCES, "Rocks", True), (Glyph.ORION, "Rocks", True), (None, "Rocks", False),
    (Glyph.ORION, "Wall", False)])
def test_raynolds_destroys_a_gear_for_a_cheaper_obstacle(glyph: Glyph | None, obstacle: str,
                                                         usable: bool) -> None:
    wall = sg_card("Wall", CardType.OBSTACLE, cost=2, skills={B: 1})
    game = start(RAYNOLDS, [RIFLE], [ROCKS, wall])
    raynolds, rifle = member(game, RAYNOLDS), h(game, "Rifle")
    if glyph is not None:
        glyphs(game, raynolds, glyph)
    ops.put_in_play(game, rifle)  # costs 2
    game._version += 1
    game.apply(Pass())
    card = v(game, obstacle)
    game.apply(PlayCard(card))
    action = ActivateAbility(raynolds, 0, target=rifle)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.zone_name(rifle) == "discard"
        assert game.zone_name(card) == "discard"
        assert not any(isinstance(a, ActivateAbility) and a.card == raynolds
                       for a in game.legal_actions())  # once each turn


@pytest.mark.parametrize("ancient", [True, False])
def test_john_sheppard_gets_skills_with_an_ancient_gear(ancient: bool) -> None:
    game = start(SHEPPARD, [DEVICE, RIFLE])
    sheppard = member(game, SHEPPARD)
    glyphs(game, sheppard, Glyph.PISCES)
    ops.put_in_play(game, h(game, "Device" if ancient else "Rifle"))
    game._version += 1
    assert game.skill(sheppard, COMBAT) == 2 + (1 if ancient else 0)
    assert game.skill(sheppard, SCIENCE) == 1 + (1 if ancient else 0)


@pytest.mark.parametrize("both", [True, False])
def test_john_sheppard_pays_to_ready_an_ancient_gear(both: bool) -> None:
    game = start(SHEPPARD, [DEVICE])
    sheppard, device = member(game, SHEPPARD), h(game, "Device")
    glyphs(game, sheppard, Glyph.PISCES, *([Glyph.TRIANGULUM] if both else []))
    ops.put_in_play(game, device)
    ops.stop(game, device)
    game._version += 1
    action = ActivateAbility(sheppard, 0, target=device)
    assert (action in game.legal_actions()) is both
    if both:
        game.apply(action)
        assert game.status_name(device) == "ready"


@pytest.mark.parametrize("orion", [True, False])
def test_ben_pierce_stops_to_give_the_other_team_characters_skills(orion: bool) -> None:
    game = start(PIERCE)
    pierce = member(game, PIERCE)
    ops.ready(game, pierce)
    if orion:
        glyphs(game, pierce, Glyph.ORION)
    game._version += 1
    action = ActivateAbility(pierce, 0)
    assert (action in game.legal_actions()) is orion
    if orion:
        game.apply(action)
        assert game.skill(h(game, "Fixture Leader"), COMBAT) == 4
        assert game.skill(pierce, COMBAT) == 2


@pytest.mark.parametrize(("shared", "asked"), [(True, True), (False, False)])
def test_ben_pierce_may_ready_as_another_earns_his_glyph(shared: bool, asked: bool) -> None:
    game = start(PIERCE)
    pierce, leader = member(game, PIERCE), h(game, "Fixture Leader")
    ops.stop(game, pierce)
    glyphs(game, pierce, Glyph.ORION)
    ops.earn_glyph(game, h(game, f"{(Glyph.ORION if shared else Glyph.LIBRA).value} Place 2"),
                   leader)
    game._version += 1
    assert (game.pending_decision is not None) is asked
    if asked:
        # (earned outside the actions: the trigger waits to be resolved)
        game.apply(ResolveTrigger(pierce))
        game.apply(Choose(0))
        assert game.status_name(pierce) == "ready"


@pytest.mark.parametrize(("pisces", "bonus"), [(2, 1), (1, 0)])
def test_aiden_ford_gets_skills_with_two_pisces(pisces: int, bonus: int) -> None:
    game = start(FORD)
    ford = member(game, FORD)
    glyphs(game, ford, *([Glyph.PISCES] * pisces))
    assert game.skill(ford, COMBAT) == 2 + bonus


@pytest.mark.parametrize(("pisces", "assigned", "drained"), [
    (1, True, 1), (2, True, 2), (0, True, 0), (2, False, 0)])
def test_aiden_ford_assigned_an_obstacle_played_drains_1_per_pisces(
        pisces: int, assigned: bool, drained: int) -> None:
    game = start(FORD, villain=[ROCKS])
    ford, rocks = member(game, FORD), v(game, "Rocks")
    glyphs(game, ford, *([Glyph.PISCES] * pisces))
    game.apply(Assign(ford) if assigned else Pass())
    villain = game.state.players[VILLAIN_P]
    before = (len(villain.deck), len(villain.discard))
    game.apply(PlayCard(rocks))
    while game.pending_decision is not None or game.to_act != HERO_P:
        game.apply(game.legal_actions()[0])
    assert (len(villain.deck), len(villain.discard)) == (before[0] - drained,
                                                         before[1] + drained)


@pytest.mark.parametrize(("left", "playable"), [(2, True), (1, False)])
def test_aiden_ford_no_obstacle_without_the_cards_to_drain(left: int, playable: bool) -> None:
    game = start(FORD, villain=[ROCKS])
    ford = member(game, FORD)
    glyphs(game, ford, Glyph.PISCES, Glyph.PISCES)
    villain = game.state.players[VILLAIN_P]
    for u in list(villain.deck)[:-left]:
        ops.to_discard(game, u)
    game._version += 1
    game.apply(Assign(ford))
    assert (PlayCard(v(game, "Rocks")) in game.legal_actions()) is playable


CALDWELL = real("Steven Caldwell (Daedalus Commander)", T, cost=4,
                skills={C: 0, S: 1, B: 2, I: 2}, traits=("Atlantis", "SGC"))
DAEDALUS = sg_card("Daedalus", CardType.SHIP, cost=2, firepower=2, traits=("SGC",))


@pytest.mark.parametrize("both", [True, False])
def test_steven_caldwell_may_ready_a_ship_as_a_mission_is_played(both: bool) -> None:
    game = start(CALDWELL, [DAEDALUS])
    caldwell, ship = member(game, CALDWELL), h(game, "Daedalus")
    glyphs(game, caldwell, Glyph.GEMINI, *([Glyph.SCORPIUS] if both else []))
    ops.put_in_play(game, ship)
    ops.stop(game, ship)
    game._version += 1
    fail_first_mission(game)
    if both:
        game.apply(Choose(0))
        if game.pending_decision is not None:
            game.apply(Choose(ship))
    assert game.status_name(ship) == ("ready" if both else "stopped")


@pytest.mark.parametrize(("which", "assigned", "easier"), [
    ((), True, 0), ((Glyph.GEMINI,), True, 1), ((Glyph.SCORPIUS,), True, 1),
    ((Glyph.GEMINI, Glyph.SCORPIUS), True, 2), ((Glyph.GEMINI, Glyph.SCORPIUS), False, 0)])
def test_steven_caldwell_victory_texts_ease_the_mission_only_while_he_is_assigned(
        which: tuple[Glyph, ...], assigned: bool, easier: int) -> None:
    game = start(CALDWELL, [DAEDALUS])
    caldwell, ship = member(game, CALDWELL), h(game, "Daedalus")
    glyphs(game, caldwell, *which)
    game.apply(PlayCard(ship))
    game.apply(Pass())
    game.apply(Assign(ship))  # the only ships: the hero's victory
    game.apply(Pass())
    if assigned:
        game.apply(Assign(caldwell))
        game.apply(Pass())
    game.apply(Pass())
    outcome = next(e for e in game.log if e.kind in ("success", "failure"))
    assert outcome.text == str(3 - easier)


WEIR = real("Elizabeth Weir (Reincarnated)", T, cost=3, skills={C: 3, S: 2, B: 0, I: 2})
MELNYK = real("Melnyk (Steadfast Aide)", T, cost=3, skills={C: 2, S: 1, B: 0, I: 2},
              traits=("Russian",))


@pytest.mark.parametrize("triangulum", [True, False])
def test_elizabeth_weir_incapacitates_herself_to_clear_the_obstacles(triangulum: bool) -> None:
    game = start(WEIR, [MARINE], [ROCKS, BOULDER])
    weir = member(game, WEIR)
    if triangulum:
        glyphs(game, weir, Glyph.TRIANGULUM)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Rocks")))
    action = ActivateAbility(weir, 0)
    assert (action in game.legal_actions()) is triangulum
    if triangulum:
        game.apply(action)
        assert game.zone_name(v(game, "Rocks")) == "discard"
        assert game.status_name(weir) == "incapacitated"


@pytest.mark.parametrize(("earner", "glyph", "gained"), [
    ("Fixture Leader", Glyph.TRIANGULUM, 0), ("Melnyk", Glyph.TRIANGULUM, 1),
    ("Fixture Leader", Glyph.ORION, None)])
def test_melnyk_pays_to_take_back_a_gear_as_a_triangulum_is_earned(
        earner: str, glyph: Glyph, gained: int | None) -> None:
    game = start(MELNYK, [RIFLE])
    rifle = h(game, "Rifle")
    ops.discard_from_hand(game, rifle)
    ops.earn_glyph(game, h(game, f"{glyph.value} Place 1"), h(game, earner))
    game._version += 1
    if gained is None:
        assert game.pending_decision is None
        return
    game.apply(ResolveTrigger(member(game, MELNYK)))
    power = game.power(HERO_P)
    game.apply(Choose(0))
    if game.pending_decision is not None:
        game.apply(Choose(rifle))
    assert rifle in game.hand(HERO_P)
    assert game.power(HERO_P) == power - 1 + gained


KLEINMAN = real("Dave Kleinman (Gunner)", T, cost=3, skills={C: 1, S: 2, B: 2, I: 1},
                traits=("SGC",))
JUMPER = sg_card("Jumper", CardType.SHIP, cost=1, firepower=1)


@pytest.mark.parametrize("ship", [True, False])
def test_dave_kleinman_victory_drains_and_gains_per_glyph(ship: bool) -> None:
    game = start(KLEINMAN, [JUMPER], first=mission("Combat One", B, 1))
    kleinman = member(game, KLEINMAN)
    glyphs(game, kleinman, Glyph.GEMINI, Glyph.GEMINI, Glyph.LIBRA)
    if ship:
        ops.put_in_play(game, h(game, "Jumper"))
        game._version += 1
        game.apply(Assign(h(game, "Jumper")))
        game.apply(Pass())
    game.apply(Assign(kleinman))
    hero_power, villain_power = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(Pass())
    game.apply(Pass())
    while game.pending_decision is not None and game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert game.power(HERO_P) - hero_power == (1 if ship else 0)
    assert villain_power - game.power(VILLAIN_P) == (2 if ship else 0)


FREYR = real("Freyr (Battleship Group Commander)", T, cost=3, skills={C: 2, S: 2, B: 2, I: 0},
             traits=("Asgard",))
BELISKNER = sg_card("Beliskner", CardType.SHIP, cost=2, firepower=2, traits=("Asgard",))


ASGARD_AIDE = sg_card("Asgard Aide", CardType.SUPPORT_CHARACTER, "Fixture Asgard", cost=1,
                     skills={B: 2}, traits=("Asgard",))


def _freyr_lends(glyphed: bool) -> tuple[StargateGame, int, int, int]:
    """Freyr (with Scorpius and Triangulum, if `glyphed`), the Beliskner and a stopped
    Asgard support character in play."""
    game = start(FREYR, [BELISKNER, ASGARD_AIDE])
    freyr, ship, aide = member(game, FREYR), h(game, "Beliskner"), h(game, "Asgard Aide")
    if glyphed:
        glyphs(game, freyr, Glyph.SCORPIUS, Glyph.TRIANGULUM)
    ops.put_in_play(game, ship)
    ops.put_in_play(game, aide)
    ops.stop(game, aide)
    game._version += 1
    return game, freyr, ship, aide


@pytest.mark.parametrize("glyphed", [True, False])
def test_freyr_needs_scorpius_and_triangulum_to_lend_victory_text(glyphed: bool) -> None:
    game, freyr, ship, _ = _freyr_lends(glyphed)
    assert (ActivateAbility(freyr, 0, target=ship) in game.legal_actions()) is glyphed


@pytest.mark.parametrize(("lent", "assign"), [(True, True), (True, False), (False, False)])
def test_freyr_lends_an_asgard_ship_victory_text_to_ready_and_assign(lent: bool,
                                                                    assign: bool) -> None:
    from stargate_vcg.engine.stargate import Decline

    game, freyr, ship, aide = _freyr_lends(True)
    if lent:
        game.apply(ActivateAbility(freyr, 0, target=ship))
        assert game.status_name(freyr) == "stopped"
        game.apply(Pass())
    game.apply(Assign(ship))
    game.apply(Pass())
    game.apply(Pass())  # the battle: no villain ship, the hero's victory
    if lent:
        decision = game.pending_decision
        assert decision is not None and aide in decision.options  # (Freyr too: stopped)
        game.apply(Choose(aide))
        assert game.status_name(aide) == "ready"
        decision = game.pending_decision
        assert decision is not None and decision.options == (aide,)
        game.apply(Choose(aide) if assign else Decline())
    assert any(e.kind == "assign" and e.card == aide for e in game.log_entries) is assign
    assert game.status_name(aide) == ("stopped" if assign or not lent else "ready")


@pytest.mark.parametrize(("glyph", "firepower"), [(True, 3), (False, 2)])
def test_freyr_adds_firepower_with_an_asgard_ship(glyph: bool, firepower: int) -> None:
    from stargate_vcg.engine.stargate.surface import Surface

    game = start(FREYR, [BELISKNER])
    freyr, ship = member(game, FREYR), h(game, "Beliskner")
    if glyph:
        glyphs(game, freyr, Glyph.SCORPIUS)
    ops.put_in_play(game, ship)
    game._version += 1
    game.apply(Assign(ship))
    assert Surface(game).firepower(ship) == firepower
