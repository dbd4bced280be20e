"""Dominions characters and gear (effects/dominions/characters.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, MARINE, ROCKS, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, hero, place_glyphs, villain_assigns
from sg_play import abilities as own_abilities
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.cards.stargate import Keywords
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

SUPPORT, TEAM_CHARACTER = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
SARNOUK = real("Sarnouk (Tok'ra Envoy)", SUPPORT, cost=3, skills={C: 1, I: 1},
               traits=("Tok'ra",))
RYAC = real("Rya'c (Son of Teal'c)", TEAM_CHARACTER, cost=6, skills={C: 1, S: 0, B: 2, I: 1},
            traits=("Jaffa",))
LAURA = real("Laura Michaels (U.S. Senator)", SUPPORT, cost=2, skills={C: 2})
TEALC = real("Teal'c (Patient Mentor)", SUPPORT, cost=5, skills={C: 2, B: 2},
             traits=("Jaffa",))
ORLOV = real("Orlov (Military Advisor)", SUPPORT, cost=3, skills={C: 2, B: 2},
             traits=("Russian",))
DOVZHENKO = real("Dovzhenko (Driver)", SUPPORT, cost=1, skills={I: 2}, traits=("Russian",))
DEVON = real("Devon (Scheming Operative)", TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 1, B: 2, I: 1}, traits=("NID",))
KALEL = real("Ka'lel (Steadfast Protector)", TEAM_CHARACTER, cost=5,
             skills={C: 2, S: 0, B: 2, I: 2}, traits=("Jaffa",))
LINDA = real("Linda Johnson (CIA Officer)", SUPPORT, cost=2, skills={C: 1}, traits=("NID",))
ALTMAN = real("Altman (Technical Specialist)", SUPPORT, cost=3, skills={S: 1, B: 1},
              traits=("SGC",))
SCULLY = real("Dana Scully (Skeptical Forensic Pathologist)", TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 3, B: 0, I: 2}, traits=("X-Files",))
KELLER = real("Jennifer Keller (Insecure Doctor)", SUPPORT, cost=4, skills={S: 2, I: 1},
              traits=("Atlantis",))

DOMINATOR = sg_card("Dominator", CardType.OBSTACLE, cost=1, skills={B: 1},
                    keywords=Keywords(dominion=True))
THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=1, skills={B: 2}, revive=3,
               traits=("Goa'uld",))
PLACES = [mission(f"{g.value} Place", C, 3, glyph=g) for g in Glyph if g != Glyph.ORIGIN]

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          team: list[StargateCard] | None = None, first: StargateCard | None = None,
          power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE, *PLACES],
                    power=power, pad=30, hero_team=team)


def finish_mission(game: StargateGame) -> None:
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))


# --- Sarnouk ---

@pytest.mark.parametrize("scored", [True, False])
def test_sarnouk_boosted_while_the_villain_scored_a_non_adversary(scored: bool) -> None:
    game = start([SARNOUK], [ROCKS])
    if scored:
        ops.to_score_pile(game, uid(game, "Rocks", VILLAIN_P))
        game._version += 1
    sarnouk = hero(game, "Sarnouk")
    game.apply(PlayCard(sarnouk))
    assert game.skill(sarnouk, 0) == 1 + (1 if scored else 0)


# --- Rya'c ---

@pytest.mark.parametrize(("glyphs", "culture", "combat"), [
    ((), 1, 2), ((Glyph.GEMINI,), 2, 3), ((Glyph.SCORPIUS,), 2, 3)])
def test_ryac_skills_with_gemini_or_scorpius(glyphs: tuple[Glyph, ...], culture: int,
                                             combat: int) -> None:
    game = start(team=[RYAC, *TEAM[1:]])
    ryac = hero(game, "Rya'c")
    place_glyphs(game, ryac, *glyphs)
    assert (game.skill(ryac, 0), game.skill(ryac, 2)) == (culture, combat)


@pytest.mark.parametrize(("triangulum", "bonus"), [(True, 1), (False, 0)])
def test_ryac_triangulum_boost_beside_an_assigned_adversary(triangulum: bool,
                                                              bonus: int) -> None:
    game = start([], [THUG], team=[RYAC, *TEAM[1:]])
    ryac = hero(game, "Rya'c")
    if triangulum:
        place_glyphs(game, ryac, Glyph.TRIANGULUM)
    villain_assigns(game, "Thug")
    assert game.skill(ryac, 2) == 2 + bonus


# --- Laura Michaels ---

@pytest.mark.parametrize("accept", [True, False])
def test_laura_michaels_assigned_costs_the_villain_power_and_her_later(accept: bool) -> None:
    game = start([LAURA], first=mission("Easy Mission", C, 1))
    laura = hero(game, "Laura Michaels")
    game.apply(PlayCard(laura))
    game.apply(Pass())
    game.apply(Assign(laura))
    game.apply(Choose(0) if accept else Decline())
    assert game.power(VILLAIN_P) == 9 - (1 if accept else 0)
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    finish_mission(game)
    assert (game.zone_name(laura) == "discard") is accept


# --- Teal'c (Patient Mentor) ---

@pytest.mark.parametrize("ready", [True, False])
def test_tealc_patient_mentor_draws_as_supporters_are_played(ready: bool) -> None:
    game = start([TEALC, MARINE])
    tealc = hero(game, "Teal'c")
    game.apply(PlayCard(tealc))
    game.apply(Pass())
    if not ready:
        game.apply(Assign(tealc))
        game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(hero(game, "Marine")))
    if ready:
        game.apply(Choose(0))
    assert len(game.hand(HERO_P)) == hand - 1 + (1 if ready else 0)


# --- Orlov ---

def test_orlov_cant_go_on_the_opening_mission() -> None:
    game = start([ORLOV])
    orlov = hero(game, "Orlov")
    game.apply(PlayCard(orlov))
    game.apply(Pass())
    assert Assign(orlov) not in game.legal_actions()


@pytest.mark.parametrize(("obstacle", "gain"), [("Dominator", 1), ("Rocks", 0)])
def test_orlov_gains_when_the_villain_plays_a_dominion_card(obstacle: str, gain: int) -> None:
    game = start([ORLOV], [DOMINATOR, ROCKS])
    game.apply(PlayCard(hero(game, "Orlov")))
    power = game.power(HERO_P)
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    assert game.power(HERO_P) == power + gain


# --- Dovzhenko ---

@pytest.mark.parametrize(("stop", "gain"), [(True, 0), (False, 2)])
def test_dovzhenko_gives_the_villain_power_unless_stopped(stop: bool, gain: int) -> None:
    game = start([DOVZHENKO])
    dov = hero(game, "Dovzhenko")
    game.apply(PlayCard(dov))
    game.apply(Choose(0) if stop else Decline())
    assert game.power(VILLAIN_P) == 9 + gain
    assert game.status_name(dov) == ("stopped" if stop else "ready")


def test_dovzhenko_quiet_after_a_failed_mission() -> None:
    game = start([DOVZHENKO])
    game.state.failed.append(hero(game, "Spare Mission"))
    game._version += 1
    game.apply(PlayCard(hero(game, "Dovzhenko")))
    assert game.pending_decision is None and game.power(VILLAIN_P) == 9


# --- Ka'lel ---

@pytest.mark.parametrize(("glyphs", "bonus"), [((Glyph.GEMINI,), 1), ((Glyph.ORION,), 0)])
def test_kalel_boosted_by_missions_won_and_glyphs(glyphs: tuple[Glyph, ...],
                                                  bonus: int) -> None:
    game = start(team=[KALEL, *TEAM[1:]])
    kalel = hero(game, "Ka'lel")
    place_glyphs(game, kalel, *glyphs)
    game.state.successes = 2
    game._version += 1
    assert game.skill(kalel, 0) == 2 + bonus


# --- Linda Johnson ---

@pytest.mark.parametrize(("title", "discard"), [("Thug", True), (None, False)])
def test_linda_johnson_both_lose_power(title: str | None, discard: bool) -> None:
    game = start([LINDA], [THUG])
    linda = hero(game, "Linda Johnson")
    game.apply(PlayCard(linda))
    if title:
        game.apply(PlayCard(uid(game, title, VILLAIN_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, title, VILLAIN_P)))
    else:
        game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    hero_power, villain_power = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(ActivateAbility(linda, 0))
    assert game.power(HERO_P) == hero_power - 1 and game.power(VILLAIN_P) == villain_power - 1
    assert len(game.hand(VILLAIN_P)) == hand - (1 if discard else 0)


# --- Altman ---

@pytest.mark.parametrize("gear", [True, False])
def test_altman_stops_a_gear_for_skills(gear: bool) -> None:
    game = start([ALTMAN, KIT])
    altman = hero(game, "Altman")
    game.apply(PlayCard(altman))
    game.apply(Pass())
    if gear:
        game.apply(PlayCard(hero(game, "Kit")))
        game.apply(Pass())
    action = ActivateAbility(altman, 0, stops=(hero(game, "Kit"),))
    assert (action in game.legal_actions()) is gear
    if gear:
        game.apply(action)
        assert game.skill(altman, 1) == 2
        assert game.status_name(hero(game, "Kit")) == "stopped"


# --- Dana Scully ---

@pytest.mark.parametrize(("glyphs", "combat"), [((Glyph.LIBRA,), 1), ((), 0)])
def test_dana_scully_combat_with_libra_or_orion(glyphs: tuple[Glyph, ...], combat: int) -> None:
    game = start(team=[SCULLY, *TEAM[1:]])
    scully = hero(game, "Dana Scully")
    place_glyphs(game, scully, *glyphs)
    assert game.skill(scully, 2) == combat


# --- Jennifer Keller ---

@pytest.mark.parametrize(("glyph", "bonus"), [(True, 1), (False, 0)])
def test_jennifer_keller_boosted_beside_a_glyph_holder(glyph: bool, bonus: int) -> None:
    game = start([KELLER], first=mission("Test Mission", S, 3))
    keller = hero(game, "Jennifer Keller")
    if glyph:
        place_glyphs(game, hero(game, "Fixture Leader"), Glyph.ORION)
    game.apply(PlayCard(keller))
    game.apply(Pass())
    game.apply(Assign(keller))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.skill(keller, 1) == 2 + bonus


# --- Devon ---

def _power_at_turn_three(glyphs: tuple[Glyph, ...]) -> int:
    from sg_effect_cards import at_actions_of_turn, drive
    game = start(team=[DEVON, *TEAM[1:]])
    place_glyphs(game, hero(game, "Devon"), *glyphs)
    drive(game, at_actions_of_turn(3))
    return game.power(HERO_P)


def test_devon_gains_at_the_end_of_his_power_phase() -> None:
    # A glyph of another kind (Orion) gives the same power phase without his text.
    assert _power_at_turn_three((Glyph.GEMINI,)) == _power_at_turn_three((Glyph.ORION,)) + 1


# --- Loran, Hoskins ---

LORAN = real("Loran (Lonely Orphan)", SUPPORT, cost=3, skills={I: 2})
HOSKINS = real("Hoskins (Phlegmatic Agent)", SUPPORT, cost=4, skills={S: 1, B: 2},
               traits=("NID",))
SKINNER = real("Walter Skinner (FBI Assistant Director)", TEAM_CHARACTER, cost=5,
               skills={C: 2, S: 0, B: 1, I: 2}, traits=("X-Files",))
CARTER = real("Samantha Carter (Atlantis Expedition Leader)", TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 3, B: 2, I: 1}, traits=("Atlantis", "SGC"))
GUNMEN = real("The Lone Gunmen (Conspiracy Theories Experts)", TEAM_CHARACTER, cost=3,
              skills={C: 3, S: 3, B: 0, I: 3}, traits=("X-Files",))
SERPENT_PIT = sg_card("Serpent Pit", CardType.OBSTACLE, cost=1, skills={B: 1},
                      traits=("Goa'uld",))
RED_TAPE = sg_card("Red Tape", CardType.OBSTACLE, cost=1, skills={B: 1},
                   traits=("Political",))
RETREAT = sg_card("Retreat", CardType.OBSTACLE, cost=1, skills={B: 1},
                  keywords=Keywords(withdraw=2))
AGENT = sg_card("Agent", TEAM_CHARACTER, "Field Agent", cost=3,
                skills={C: 1, S: 1, B: 1, I: 1}, traits=("X-Files",))


def _abilities_target(game: StargateGame, card: int) -> set[int]:
    return {a.target for a in own_abilities(game, card)}


@pytest.mark.parametrize(("obstacle", "offered"), [("Serpent Pit", True), ("Rocks", False)])
def test_loran_removes_failure_text_of_a_goauld_obstacle(obstacle: str, offered: bool) -> None:
    game = start([LORAN], [SERPENT_PIT, ROCKS])
    loran = hero(game, "Loran")
    game.apply(PlayCard(loran))
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    target = uid(game, obstacle, VILLAIN_P)
    action = ActivateAbility(loran, 0, target=target)
    assert (action in game.legal_actions()) is offered
    if offered:
        game.apply(action)
        assert game.power(HERO_P) == 9 - 3 - 2 and game.status_name(loran) == "stopped"


@pytest.mark.parametrize(("obstacle", "index", "gain"), [
    ("Dominator", 0, 0), ("Retreat", 1, 2)])
def test_hoskins_destroys_dominion_or_withdraw_obstacles(obstacle: str, index: int,
                                                         gain: int) -> None:
    game = start([HOSKINS], [DOMINATOR, RETREAT, ROCKS])
    hoskins = hero(game, "Hoskins")
    game.apply(PlayCard(hoskins))
    for title in (obstacle, "Rocks"):
        game.apply(PlayCard(uid(game, title, VILLAIN_P)))
        if title != "Rocks":
            game.apply(Pass())
    rocks, target = uid(game, "Rocks", VILLAIN_P), uid(game, obstacle, VILLAIN_P)
    assert ActivateAbility(hoskins, index, target=rocks) not in game.legal_actions()
    power = game.power(VILLAIN_P)
    game.apply(ActivateAbility(hoskins, index, target=target))
    assert game.zone_name(target) == "discard"
    assert game.power(VILLAIN_P) == power + gain


# --- Walter Skinner ---

@pytest.mark.parametrize(("glyph", "bonus"), [(Glyph.GEMINI, 1), (Glyph.ORION, 0)])
def test_walter_skinner_boosts_assigned_xfiles_culture(glyph: Glyph, bonus: int) -> None:
    game = start(team=[SKINNER, AGENT, *TEAM[1:3]])
    skinner, agent = hero(game, "Walter Skinner"), hero(game, "Agent")
    place_glyphs(game, skinner, glyph)
    game.apply(Assign(skinner))
    game.apply(Pass())
    game.apply(Assign(agent))
    assert game.skill(agent, 0) == 1 + bonus


@pytest.mark.parametrize(("obstacle", "pay", "loss"), [
    ("Rocks", True, 1), ("Red Tape", True, 2), ("Rocks", False, 0)])
def test_walter_skinner_orion_taxes_obstacles(obstacle: str, pay: bool, loss: int) -> None:
    game = start([], [ROCKS, RED_TAPE], team=[SKINNER, *TEAM[1:]])
    place_glyphs(game, hero(game, "Walter Skinner"), Glyph.ORION)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    game.apply(Choose(0) if pay else Decline())
    assert game.power(VILLAIN_P) == power - 1 - loss
    assert game.power(HERO_P) == 9 - (1 if pay else 0)


def test_walter_skinner_without_orion_asks_nothing() -> None:
    game = start([], [ROCKS], team=[SKINNER, *TEAM[1:]])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert game.pending_decision is None


# --- Samantha Carter (Atlantis Expedition Leader) ---

@pytest.mark.parametrize(("glyph", "asked"), [(Glyph.ORION, True), (Glyph.LIBRA, False)])
def test_samantha_carter_readies_a_supporter_on_a_matching_mission(glyph: Glyph,
                                                                   asked: bool) -> None:
    game = start([MARINE], team=[CARTER, *TEAM[1:]],
                 first=mission("Test Mission", B, 3, glyph=Glyph.ORION))
    carter = hero(game, "Samantha Carter")
    place_glyphs(game, carter, glyph)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Assign(marine))
    game.apply(Pass())
    game.apply(Assign(carter))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(marine) == "ready" and game.power(HERO_P) == 9 - 1 - 1


# --- The Lone Gunmen ---

def test_the_lone_gunmen_weaker_when_assigned() -> None:
    game = start(team=[GUNMEN, *TEAM[1:]])
    gunmen = hero(game, "The Lone Gunmen")
    assert game.skill(gunmen, 0) == 3
    game.apply(Assign(gunmen))
    assert game.skill(gunmen, 0) == 2


@pytest.mark.parametrize("obstacles", [1, 0])
def test_the_lone_gunmen_trade_cards_per_obstacle(obstacles: int) -> None:
    game = start([], [ROCKS], team=[GUNMEN, *TEAM[1:]])
    gunmen = hero(game, "The Lone Gunmen")
    if obstacles:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    hand = list(game.hand(HERO_P))
    game.apply(ActivateAbility(gunmen, 0, discards=tuple(hand[:obstacles])))
    assert len(game.hand(HERO_P)) == len(hand)
    assert game.status_name(gunmen) == "stopped"
    assert len(game.discard_pile(HERO_P)) == obstacles


# --- Ronald Greer, Yat'Yir, Fox Mulder, Stan Kovacek ---

GREER = real("Ronald Greer (Combat Veteran)", TEAM_CHARACTER, cost=5,
             skills={C: 0, S: 1, B: 2, I: 2}, traits=("Destiny",))
YATYIR = real("Yat'Yir (Rising Confidant)", TEAM_CHARACTER, cost=4,
              skills={C: 2, S: 0, B: 2, I: 1}, traits=("Jaffa",))
MULDER = real("Fox Mulder (True Believer)", TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 0, B: 2, I: 3}, traits=("X-Files",))
KOVACEK = real("Stan Kovacek (SG-9 Team Leader)", TEAM_CHARACTER, cost=4,
               skills={C: 3, S: 2, B: 1, I: 0}, traits=("SGC",))


@pytest.mark.parametrize(("glyphs", "cost"), [((Glyph.ORION, Glyph.LIBRA), 1 + 2), ((), 1)])
def test_ronald_greer_taxes_adversary_assignments_per_glyph(glyphs: tuple[Glyph, ...],
                                                            cost: int) -> None:
    game = start([], [THUG], team=[GREER, *TEAM[1:]])
    greer = hero(game, "Ronald Greer")
    place_glyphs(game, greer, *glyphs)
    game.apply(Assign(greer))
    thug = uid(game, "Thug", VILLAIN_P)
    game.apply(PlayCard(thug))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(Assign(thug))
    assert game.power(VILLAIN_P) == power - (cost - 1)


@pytest.mark.parametrize(("glyphs", "skills"), [
    ((Glyph.SCORPIUS,), (0, 1, 2, 3)), ((), (0, 1, 2, 2))])
def test_ronald_greer_skills_with_scorpius(glyphs: tuple[Glyph, ...],
                                           skills: tuple[int, ...]) -> None:
    game = start(team=[GREER, *TEAM[1:]])
    greer = hero(game, "Ronald Greer")
    place_glyphs(game, greer, *glyphs)
    got = tuple(game.skill(greer, k) for k in range(4))
    assert got == (skills[0], skills[1], skills[2] + (1 if glyphs else 0), skills[3])


@pytest.mark.parametrize(("glyphs", "skills"), [
    ((Glyph.SCORPIUS,), (3, 0, 2, 1)), ((Glyph.TRIANGULUM,), (2, 0, 3, 1)),
    ((Glyph.SCORPIUS, Glyph.TRIANGULUM), (3, 0, 3, 2)), ((), (2, 0, 2, 1))])
def test_yatyir_skills_per_glyph(glyphs: tuple[Glyph, ...], skills: tuple[int, ...]) -> None:
    game = start(team=[YATYIR, *TEAM[1:]])
    yatyir = hero(game, "Yat'Yir")
    place_glyphs(game, yatyir, *glyphs)
    assert tuple(game.skill(yatyir, k) for k in range(4)) == skills


@pytest.mark.parametrize(("glyphs", "with_scully", "science"), [
    ((Glyph.GEMINI,), False, 1), ((Glyph.GEMINI,), True, 2), ((), True, 0)])
def test_fox_mulder_science_and_more_with_scully(glyphs: tuple[Glyph, ...],
                                                 with_scully: bool, science: int) -> None:
    game = start(team=[MULDER, SCULLY, *TEAM[1:3]])
    mulder, scully = hero(game, "Fox Mulder"), hero(game, "Dana Scully")
    place_glyphs(game, mulder, *glyphs)
    game.apply(Assign(mulder))
    if with_scully:
        game.apply(Pass())
        game.apply(Assign(scully))
    assert game.skill(mulder, 1) == science


@pytest.mark.parametrize("glyph", [True, False])
def test_stan_kovacek_destroys_a_political_obstacle(glyph: bool) -> None:
    game = start([], [RED_TAPE], team=[KOVACEK, *TEAM[1:]])
    kovacek = hero(game, "Stan Kovacek")
    if glyph:
        place_glyphs(game, kovacek, Glyph.TRIANGULUM)
    game.apply(Pass())
    tape = uid(game, "Red Tape", VILLAIN_P)
    game.apply(PlayCard(tape))
    action = ActivateAbility(kovacek, 0, target=tape)
    assert (action in game.legal_actions()) is glyph
    if glyph:
        game.apply(action)
        assert game.zone_name(tape) == "discard" and game.power(HERO_P) == 9 - 3


# --- Sofiya Kaminskaya, Vala Mal Doran ---

SOFIYA = real("Sofiya Kaminskaya (Trauma Surgeon)", SUPPORT, cost=2, skills={S: 2},
              traits=("Russian",))
VALA = real("Vala Mal Doran (Cheerful Adventurer)", SUPPORT, cost=5, skills={C: 2, I: 3},
            traits=("SGC",))


@pytest.mark.parametrize("mode", [0, 1])
def test_sofiya_kaminskaya_after_a_failure_helps_a_character(mode: int) -> None:
    game = start([SOFIYA])
    game.state.failed.append(hero(game, "Spare Mission"))
    warrior = hero(game, "Fixture Warrior")  # stopped at set-up
    scholar = hero(game, "Fixture Scholar")
    ops.incapacitate(game, scholar)
    game._version += 1
    sofiya = hero(game, "Sofiya Kaminskaya")
    game.apply(PlayCard(sofiya))
    game.apply(Choose(0))
    game.apply(Choose(mode))
    if game.pending_decision is not None:
        game.apply(Choose(warrior if mode == 0 else scholar))
    assert game.status_name(sofiya) == "stopped"
    if mode == 0:
        assert game.status_name(warrior) == "ready"
    else:
        assert game.status_name(scholar) == "stopped"


def test_sofiya_kaminskaya_quiet_without_a_failed_mission() -> None:
    game = start([SOFIYA])
    game.apply(PlayCard(hero(game, "Sofiya Kaminskaya")))
    assert game.pending_decision is None


@pytest.mark.parametrize(("gear", "cost"), [(True, 3), (False, 4)])
def test_vala_mal_doran_readies_herself_cheaper_per_ready_gear(gear: bool, cost: int) -> None:
    game = start([VALA, KIT], first=mission("Test Mission", C, 3))
    vala = hero(game, "Vala Mal Doran")
    game.apply(PlayCard(vala))
    game.apply(Pass())
    if gear:
        game.apply(PlayCard(hero(game, "Kit")))
        game.apply(Pass())
    game.apply(Assign(vala))
    game.apply(Pass())
    power = game.power(HERO_P)
    discard = game.hand(HERO_P)[0]
    game.apply(ActivateAbility(vala, 0, discards=(discard,)))
    assert game.status_name(vala) == "ready"
    assert game.power(HERO_P) == power - cost


# --- Konstantin Nechayev ---

NECHAYEV = real("Konstantin Nechayev (IOA Representatitve)", SUPPORT, cost=5,
                skills={C: 2, I: 1}, traits=("Russian",))
SENATOR = sg_card("Senator", CardType.ADVERSARY, "Politician", cost=1, skills={B: 2},
                  revive=3, traits=("Political",))


@pytest.mark.parametrize(("obstacle", "asked"), [("Red Tape", True), ("Rocks", False)])
def test_konstantin_nechayev_readies_on_political_obstacles(obstacle: str, asked: bool) -> None:
    game = start([NECHAYEV], [RED_TAPE, ROCKS])
    nechayev = hero(game, "Konstantin Nechayev")
    game.apply(PlayCard(nechayev))
    ops.stop(game, nechayev)
    game._version += 1
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(nechayev) == "ready"


def test_konstantin_nechayev_readies_on_political_assignments() -> None:
    game = start([NECHAYEV], [SENATOR])
    nechayev = hero(game, "Konstantin Nechayev")
    game.apply(PlayCard(nechayev))
    ops.stop(game, nechayev)
    game._version += 1
    senator = uid(game, "Senator", VILLAIN_P)
    game.apply(PlayCard(senator))
    game.apply(Pass())
    game.apply(Assign(senator))
    game.apply(Choose(0))
    assert game.status_name(nechayev) == "ready"


# --- Camile Wray, Grigori Bogdanov, Stargate Shield ---

WRAY = real("Camile Wray (Hardened Mediator)", TEAM_CHARACTER, cost=2,
            skills={C: 3, S: 1, B: 0, I: 2}, traits=("Destiny",))
GRIGORI = real("Grigori Bogdanov (Theoretical Physicist)", TEAM_CHARACTER, cost=4,
               skills={C: 2, S: 3, B: 0, I: 1}, traits=("Russian",))
SHIELD = real("Stargate Shield", CardType.GEAR, cost=4, traits=("Atlantis", "Agent"))


def _wray_at_turn_three(glyphs: tuple[Glyph, ...]) -> tuple[int, int]:
    from sg_effect_cards import at_actions_of_turn, drive
    game = start(team=[WRAY, *TEAM[1:]])
    place_glyphs(game, hero(game, "Camile Wray"), *glyphs)
    drive(game, at_actions_of_turn(3))
    return game.power(HERO_P), len(game.hand(HERO_P))


def test_camile_wray_gains_and_draws_at_her_power_phase_end() -> None:
    power, hand = _wray_at_turn_three((Glyph.LIBRA,))
    assert _wray_at_turn_three((Glyph.GEMINI,)) == (power + 1, hand + 1)


@pytest.mark.parametrize(("glyph", "asked"), [(Glyph.LIBRA, True), (Glyph.ORION, False)])
def test_grigori_bogdanov_failure_looks_at_the_mission_pile(glyph: Glyph, asked: bool) -> None:
    game = start(team=[GRIGORI, *TEAM[1:]], first=mission("Test Mission", B, 9))
    grigori = hero(game, "Grigori Bogdanov")
    place_glyphs(game, grigori, glyph)
    game.apply(Assign(grigori))
    game.apply(Pass())
    game.apply(Pass())
    decision = game.pending_decision
    assert (decision is not None and decision.source == grigori) is asked


@pytest.mark.parametrize("obstacle", [True, False])
def test_stargate_shield_removes_failure_text(obstacle: bool) -> None:
    game = start([SHIELD], [ROCKS])
    shield = hero(game, "Stargate Shield")
    game.apply(PlayCard(shield))
    if obstacle:
        game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    else:
        game.apply(Pass())
    offered = own_abilities(game, shield)
    assert bool(offered) is obstacle
    if obstacle:
        game.apply(offered[0])
        assert game.status_name(shield) == "stopped" and game.power(HERO_P) == 9 - 4 - 2


# --- Katie Brown ---

KATIE = real("Katie Brown (Botanist)", SUPPORT, cost=3, skills={S: 1}, traits=("Atlantis",))


@pytest.mark.parametrize("pay", [True, False])
def test_katie_brown_assigned_unblocks_a_scientist(pay: bool) -> None:
    game = start([KATIE], first=mission("Test Mission", S, 3))
    scientist = hero(game, "Fixture Scientist")
    ops.block(game, scientist, until_mission_end=True)
    game._version += 1
    katie = hero(game, "Katie Brown")
    game.apply(PlayCard(katie))
    game.apply(Pass())
    game.apply(Assign(katie))
    game.apply(Choose(0) if pay else Decline())
    assert game.is_blocked(scientist) is not pay


# --- Nikolai Vostrikov, Reynolds ---

NIKOLAI = real("Nikolai Vostrikov (Submarine Captain)", TEAM_CHARACTER, cost=3,
               skills={C: 1, S: 1, B: 2, I: 2}, traits=("Russian",))
REYNOLDS = real("Reynolds (Stalwart Commander)", TEAM_CHARACTER, cost=4,
                skills={C: 2, S: 1, B: 2, I: 1}, traits=("SGC",))
SAILOR = sg_card("Sailor", SUPPORT, "Rating", cost=1, skills={B: 1}, traits=("Russian",))


@pytest.mark.parametrize(("glyph", "boosted"), [(Glyph.GEMINI, True), (Glyph.LIBRA, False)])
def test_nikolai_vostrikov_failure_sacrifices_for_the_russians(glyph: Glyph,
                                                               boosted: bool) -> None:
    cossack = sg_card("Cossack", SUPPORT, "Rider", cost=1, skills={B: 2}, traits=("Russian",))
    game = start([SAILOR, cossack], team=[NIKOLAI, *TEAM[1:]],
                 first=mission("Test Mission", B, 9))
    nikolai, sailor = hero(game, "Nikolai Vostrikov"), hero(game, "Sailor")
    other = hero(game, "Cossack")
    ops.put_in_play(game, other)
    place_glyphs(game, nikolai, glyph)
    game.apply(PlayCard(sailor))
    game.apply(Pass())
    game.apply(Assign(sailor))
    game.apply(Pass())
    game.apply(Assign(nikolai))
    game.apply(Pass())
    game.apply(Pass())
    if boosted:
        game.apply(Choose(sailor))
    assert (game.zone_name(sailor) == "discard") is boosted
    # Ruling: "other" Russian characters are those other than Nikolai himself.
    assert game.skill(other, 2) == 2 + (1 if boosted else 0)
    assert game.skill(nikolai, 2) == 2


@pytest.mark.parametrize(("glyphs", "asked"), [
    ((Glyph.ORION, Glyph.PISCES), True), ((Glyph.ORION,), False)])
def test_reynolds_failure_may_ready_an_sgc_team_character(glyphs: tuple[Glyph, ...],
                                                          asked: bool) -> None:
    game = start(team=[REYNOLDS, *TEAM[1:]], first=mission("Test Mission", B, 9))
    reynolds = hero(game, "Reynolds")
    place_glyphs(game, reynolds, *glyphs)
    game.apply(Assign(reynolds))
    game.apply(Pass())
    game.apply(Pass())
    decision = game.pending_decision
    assert decision is not None and decision.source == reynolds  # (Orion: top or bottom)
    assert (decision.prompt != "choose one") is asked
    if asked:
        game.apply(Choose(0))
        if game.pending_decision is not None:
            game.apply(Choose(reynolds))
        assert game.power(HERO_P) == 9 - 3


# --- session 11 sp-cards16: Fox Mulder unblocks himself ---------------------------------------

STRAY_OBSTACLE = sg_card("Stray Obstacle", CardType.OBSTACLE, cost=1, skills={B: 1})


@pytest.mark.parametrize(("glyphs", "usable"), [((Glyph.LIBRA, Glyph.ORION), True),
                                                ((Glyph.LIBRA,), False)])
def test_fox_mulder_pays_a_hero_card_and_a_power_to_unblock_himself(
        glyphs: tuple[Glyph, ...], usable: bool) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility
    from stargate_vcg.errors import IllegalAction

    game = start([STRAY_OBSTACLE], team=[MULDER, *TEAM[1:]])
    mulder = hero(game, "Fox Mulder")
    place_glyphs(game, mulder, *glyphs)
    ops.block(game, mulder)
    game._version += 1
    stray = hero(game, "Stray Obstacle")
    hero_card = next(c for c in game.hand(HERO_P) if c != stray)
    with pytest.raises(IllegalAction):  # a villain card can't pay
        game.apply(ActivateAbility(mulder, 0, discards=(stray,)))
    action = ActivateAbility(mulder, 0, discards=(hero_card,))
    assert (action in game.legal_actions()) is usable
    if usable:
        power = game.power(HERO_P)
        game.apply(action)
        assert not game.is_blocked(mulder) and game.power(HERO_P) == power - 1
        assert game.zone_name(hero_card) == "discard"
