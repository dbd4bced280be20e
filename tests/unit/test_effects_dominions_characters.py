"""Dominions characters and gear (effects/dominions/characters.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
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

MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={B: 2})
KIT = sg_card("Kit", CardType.GEAR, cost=1)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})
DOMINATOR = sg_card("Dominator", CardType.OBSTACLE, cost=1, skills={B: 1},
                    keywords=Keywords(dominion=True))
THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=1, skills={B: 2}, revive=3,
               traits=("Goa'uld",))
SPARE = mission("Spare Mission", C, 3)
PLACES = [mission(f"{g.value} Place", C, 3, glyph=g) for g in Glyph if g != Glyph.ORIGIN]

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          team: list[StargateCard] | None = None, first: StargateCard | None = None,
          power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=[first or mission("Test Mission", B, 3), SPARE, *PLACES],
                    power=power, pad=30, hero_team=team)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def place_glyphs(game: StargateGame, character: int, *glyphs: Glyph) -> None:
    for g in glyphs:
        ops.place_glyph(game, hero(game, f"{g.value} Place"), character)
    game._version += 1


def villain_assigns(game: StargateGame, title: str) -> int:
    card = uid(game, title, VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(card))
    game.apply(Pass())
    game.apply(Assign(card))
    return card


def own_abilities(game: StargateGame, card: int) -> list[ActivateAbility]:
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.card == card]


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
def test_ryac_triangulum_boost_while_an_adversary_is_assigned(triangulum: bool,
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

def test_orlov_is_blocked_during_the_first_mission() -> None:
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
