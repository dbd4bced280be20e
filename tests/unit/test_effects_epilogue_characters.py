"""Epilogue characters and gear (effects/epilogue/characters.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

SUPPORT, TEAM_CHARACTER = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
BRATAC = real("Bra'tac (Spry Warrior)", SUPPORT, cost=4, skills={C: 2, B: 2},
              traits=("Jaffa",))
MAYBOURNE = real("Harold Maybourne (Unprincipled Colonel)", SUPPORT, cost=4,
                 skills={S: 2, I: 2}, traits=("NID",))
LORNE = real("Evan Lorne (Inexperienced Major)", SUPPORT, cost=3, skills={B: 2},
             traits=("SGC",))
BARRETT = real("Malcolm Barrett (NID Liaison)", SUPPORT, cost=5, skills={C: 2, B: 2},
               traits=("NID",))
BRIGHTMAN = real("Brightman (Medical Doctor)", SUPPORT, cost=3, skills={S: 2},
                 traits=("SGC", "Destiny"))
DELEX = real("Delex (Secretive Ally)", SUPPORT, cost=3, skills={C: 2}, traits=("Tok'ra",))
GRIFF = real("Michael Griff (SG-2 Team Leader)", SUPPORT, cost=3, skills={B: 2},
             traits=("SGC",))
JAMES = real("Vanessa James (Astute Lieutenant)", SUPPORT, cost=3, skills={I: 2},
             traits=("Destiny",))
BECKER = real("Darren Becker (Ship Cook)", SUPPORT, cost=2, skills={B: 1},
              traits=("Destiny",))
SHAQREL = real("Shaq'rel (Jaffa Rebel)", SUPPORT, cost=3, skills={I: 2}, traits=("Jaffa",))
MZEL = real("M'zel (Respected Warrior)", SUPPORT, cost=4, skills={B: 2, I: 1},
            traits=("Jaffa",))
HARMONY = real("Harmony (Bratty Princess)", SUPPORT, cost=3,
               skills={C: 0, S: 0, B: 0, I: 0})
JONAS = real("Jonas Quinn (Driven Explorer)", TEAM_CHARACTER, cost=3,
             skills={C: 2, S: 2, B: 1, I: 1}, traits=("SGC",))

MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={B: 2})
COOK = sg_card("Cook", SUPPORT, "Galley", cost=1, skills={B: 1}, traits=("Destiny",))
JAFFA_GUARD = sg_card("Jaffa Guard", SUPPORT, "Sentry", cost=2, skills={B: 2},
                      traits=("Jaffa",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1})
FUMES = sg_card("Fumes", CardType.OBSTACLE, cost=2, skills={S: 2, B: 1})
SPARE = mission("Spare Mission", C, 3)
GEMINI = mission("gemini Place", C, 3, glyph=Glyph.GEMINI)
LIBRA = mission("libra Place", C, 3, glyph=Glyph.LIBRA)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          skill: object = B, difficulty: int = 3, power: int = 9,
          team: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE, GEMINI, LIBRA],
                    power=power, pad=30, hero_team=team)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def place_glyphs(game: StargateGame, character: int, *titles: str) -> None:
    for title in titles:
        ops.place_glyph(game, hero(game, title), character)
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def villain_plays(game: StargateGame, *titles: str) -> None:
    """The hero passes, the villain plays each obstacle (the hero passing between)."""
    for title in titles:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, title, VILLAIN_P)))


# --- Bra'tac, Harold Maybourne: a mission of their skills gets easier ---

@pytest.mark.parametrize(("card", "skill", "easier"), [
    (BRATAC, C, True), (BRATAC, B, True), (BRATAC, S, False),
    (MAYBOURNE, S, True), (MAYBOURNE, I, True), (MAYBOURNE, B, False)])
def test_bratac_and_maybourne_ease_a_mission_of_their_skills(card: StargateCard, skill: object,
                                                            easier: bool) -> None:
    game = start([card], skill=skill)
    me = hero(game, card.title)
    before = game.mission_difficulty()
    game.apply(ActivateAbility(me, 0))
    assert game.zone_name(me) == "discard"
    assert game.power(HERO_P) == 9 - 1
    assert game.mission_difficulty() == before - (1 if easier else 0)


# --- Evan Lorne ---

def test_evan_lorne_destroys_a_complication() -> None:
    game = start([LORNE], [ROCKS])
    game.apply(Pass())
    rocks = uid(game, "Rocks", VILLAIN_P)
    from stargate_vcg.engine.stargate import PlayComplication
    game.apply(PlayComplication(rocks))
    lorne = hero(game, "Evan Lorne")
    game.apply(ActivateAbility(lorne, 0, target=rocks))
    assert game.zone_name(rocks) == "discard" and game.zone_name(lorne) == "discard"


def test_evan_lorne_has_nothing_to_do_without_a_complication() -> None:
    game = start([LORNE])
    lorne = hero(game, "Evan Lorne")
    assert not any(isinstance(a, ActivateAbility) and a.card == lorne
                   for a in game.legal_actions())


# --- Malcolm Barrett ---

@pytest.mark.parametrize("obstacles", [0, 2])
def test_malcolm_barrett_draws_per_obstacle(obstacles: int) -> None:
    game = start([BARRETT], [ROCKS, FUMES])
    if obstacles:
        villain_plays(game, "Rocks", "Fumes")
    barrett = hero(game, "Malcolm Barrett")
    hand = len(game.hand(HERO_P))
    game.apply(ActivateAbility(barrett, 0))
    assert len(game.hand(HERO_P)) == hand - 1 + obstacles


@pytest.mark.parametrize("in_play", [True, False])
def test_malcolm_barrett_stops_to_cost_the_opponent_power(in_play: bool) -> None:
    game = start([BARRETT])
    barrett = hero(game, "Malcolm Barrett")
    if in_play:
        game.apply(PlayCard(barrett))
        game.apply(Pass())
    offered = ActivateAbility(barrett, 1) in game.legal_actions()
    assert offered is in_play
    if in_play:
        game.apply(ActivateAbility(barrett, 1))
        assert game.power(VILLAIN_P) == 9 - 1
        assert game.status_name(barrett) == "stopped"


# --- Brightman, Delex, Michael Griff, Vanessa James ---

@pytest.mark.parametrize(("card", "rated"), [
    (BRIGHTMAN, True), (DELEX, False), (GRIFF, True), (JAMES, False)])
def test_obstacle_busters_destroy_an_obstacle_of_their_skill(card: StargateCard,
                                                             rated: bool) -> None:
    # Fumes is rated in Science and Combat (cost 2): Brightman and Griff may destroy it.
    game = start([card], [FUMES])
    villain_plays(game, "Fumes")
    me, fumes = hero(game, card.title), uid(game, "Fumes", VILLAIN_P)
    action = ActivateAbility(me, 0, target=fumes)
    assert (action in game.legal_actions()) is rated
    if rated:
        game.apply(action)
        assert game.zone_name(fumes) == "discard"
        assert game.power(HERO_P) == 9 - 3


# --- Darren Becker ---

@pytest.mark.parametrize(("target", "index", "cost"), [("Cook", 1, 0), ("Marine", 0, 1)])
def test_darren_becker_boosts_a_support_character(target: str, index: int, cost: int) -> None:
    game = start([BECKER, COOK, MARINE])
    game.apply(PlayCard(hero(game, target)))
    game.apply(Pass())
    card = hero(game, target)
    before = game.skill(card, 2)
    becker = hero(game, "Darren Becker")
    wrong = ActivateAbility(becker, 1 - index, target=card)
    assert wrong not in game.legal_actions()
    game.apply(ActivateAbility(becker, index, target=card))
    assert game.skill(card, 2) == (before or 0) + 1
    assert game.power(HERO_P) == 9 - 1 - cost  # the supporter played (1), the ability


# --- Shaq'rel ---

@pytest.mark.parametrize(("title", "index", "cost"), [
    ("Fixture Warrior", 1, 3), ("Fixture Leader", 0, 4)])
def test_shaqrel_readies_a_character(title: str, index: int, cost: int) -> None:
    game = start([SHAQREL])
    card = hero(game, title)
    if title == "Fixture Leader":
        game.apply(Assign(card))
        game.apply(Pass())
    shaqrel = hero(game, "Shaq'rel")
    game.apply(ActivateAbility(shaqrel, index, target=card))
    assert game.status_name(card) == "ready"
    assert game.power(HERO_P) == 9 - cost


def test_shaqrel_is_for_the_hero_only() -> None:
    game = start(villain=[SHAQREL])
    shaqrel = uid(game, "Shaq'rel", VILLAIN_P)
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) and a.card == shaqrel
                   for a in game.legal_actions())


# --- M'zel ---

@pytest.mark.parametrize(("assigned", "cost"), [(True, 1), (False, 2)])
def test_mzel_assigned_makes_jaffa_supporters_cheaper(assigned: bool, cost: int) -> None:
    game = start([MZEL, JAFFA_GUARD])
    mzel = hero(game, "M'zel")
    game.apply(PlayCard(mzel))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(mzel))
        game.apply(Pass())
    power = game.power(HERO_P)
    game.apply(PlayCard(hero(game, "Jaffa Guard")))
    assert game.power(HERO_P) == power - cost


# --- Harmony ---

@pytest.mark.parametrize("played", [True, False])
def test_harmony_makes_missions_harder(played: bool) -> None:
    game = start([HARMONY])
    before = game.mission_difficulty()
    if played:
        game.apply(PlayCard(hero(game, "Harmony")))
    assert game.mission_difficulty() == before + (1 if played else 0)


@pytest.mark.parametrize("success", [True, False])
def test_harmony_success_pays_and_failure_destroys_her(success: bool) -> None:
    game = start([HARMONY], difficulty=1 if success else 6)
    harmony = hero(game, "Harmony")
    game.apply(PlayCard(harmony))
    game.apply(Pass())
    for title in ("Harmony", "Fixture Leader"):
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    power, hand = game.power(HERO_P), len(game.hand(HERO_P))
    game.apply(Pass())
    if success:
        assert game.power(HERO_P) >= power + 3 and len(game.hand(HERO_P)) >= hand + 2
        assert game.zone_name(harmony) != "discard"
    else:
        assert game.zone_name(harmony) == "discard"


# --- Jonas Quinn ---

@pytest.mark.parametrize(("glyphs", "skills"), [
    ((), (2, 2, 1, 1)), (("gemini Place",), (2, 3, 2, 1)), (("libra Place",), (3, 2, 1, 2)),
    (("gemini Place", "libra Place"), (3, 3, 3, 3))])
def test_jonas_quinn_skills_per_glyph(glyphs: tuple[str, ...],
                                      skills: tuple[int, ...]) -> None:
    game = start(team=[*TEAM[:3], JONAS])
    jonas = hero(game, "Jonas Quinn")
    place_glyphs(game, jonas, *glyphs)
    assert tuple(game.skill(jonas, k) for k in range(4)) == skills
