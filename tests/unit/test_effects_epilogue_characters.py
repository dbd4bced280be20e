"""Epilogue characters and gear (effects/epilogue/characters.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, ROCKS, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import EASY, SPARE, TEST_MISSION, hero, villain_assigns, villain_plays
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

COOK = sg_card("Cook", SUPPORT, "Galley", cost=1, skills={B: 1}, traits=("Destiny",))
JAFFA_GUARD = sg_card("Jaffa Guard", SUPPORT, "Sentry", cost=2, skills={B: 2},
                      traits=("Jaffa",))
FUMES = sg_card("Fumes", CardType.OBSTACLE, cost=2, skills={S: 2, B: 1})
GEMINI = mission("gemini Place", C, 3, glyph=Glyph.GEMINI)
LIBRA = mission("libra Place", C, 3, glyph=Glyph.LIBRA)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          skill: object = B, difficulty: int = 3, power: int = 9,
          team: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE, GEMINI, LIBRA],
                    power=power, pad=30, hero_team=team)


def place_glyphs(game: StargateGame, character: int, *titles: str) -> None:
    for title in titles:
        ops.place_glyph(game, hero(game, title), character)
    game._version += 1  # set up outside the actions: the listed legal actions are stale


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


# --- batch 3 ---

RONON = real("Ronon Dex (Prey Turned Hunter)", SUPPORT, cost=3, skills={B: 3},
             traits=("Atlantis",))
TEYLA = real("Teyla Emmagan (Seasoned Traveler)", SUPPORT, cost=4, skills={C: 2, I: 2},
             traits=("Atlantis",))
KELMAA = real("Kelmaa (Reverent Scientist)", SUPPORT, cost=3, skills={S: 2}, traits=("Tok'ra",))
COUGHLIN = real("Coughlin (On Guard Duty)", SUPPORT, cost=3, skills={S: 1, B: 2},
                traits=("Atlantis",))
PATCH = real("Atlantis Patch", CardType.GEAR, cost=4, traits=("Atlantis",))
GATE_CONTROLLER = real("Asgard Gate Controller", CardType.GEAR, cost=3, traits=("Asgard",))
DRONE = real("Repair Drone", CardType.GEAR, cost=1, traits=("Destiny", "Ancient"))
LANDRY = real("Hank Landry (SGC Negotiator)", TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 1, B: 2, I: 2}, traits=("SGC",))
DANIEL = real("Daniel Jackson (Pragmatic Diplomat)", TEAM_CHARACTER, cost=4,
              skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))
EDWARDS = real("Martin Edwards (SG-11 Team Leader)", TEAM_CHARACTER, cost=5,
               skills={C: 0, S: 1, B: 3, I: 1}, traits=("SGC",))

WRAITH = sg_card("Wraith Drone", CardType.ADVERSARY, "Hunter", cost=1, skills={B: 2},
                 revive=3, traits=("Wraith",))
THUG = sg_card("Thug", CardType.ADVERSARY, "Brute", cost=1, skills={B: 2}, revive=3)
BRIEFING = sg_card("Briefing", CardType.EVENT, cost=1)
TOKRA_NOTE = sg_card("Tok'ra Note", CardType.EVENT, cost=1, traits=("Tok'ra",))
ATLANTEAN = sg_card("Atlantean", SUPPORT, "Engineer", cost=1, skills={S: 2},
                    traits=("Atlantis",))
SHUTTLE = sg_card("Shuttle", CardType.SHIP, "Hero Ship", cost=1, firepower=2)
PISCES = mission("pisces Place", C, 3, glyph=Glyph.PISCES)
SCORPIUS = mission("scorpius Place", C, 3, glyph=Glyph.SCORPIUS)


def finish_mission(game: StargateGame) -> None:
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])


# --- Ronon Dex ---

def test_ronon_dex_is_blocked_when_played() -> None:
    game = start([RONON])
    ronon = hero(game, "Ronon Dex")
    game.apply(PlayCard(ronon))
    assert game.is_blocked(ronon)


@pytest.mark.parametrize(("title", "target"), [("Wraith Drone", True), ("Thug", False)])
def test_ronon_dex_destroys_an_assigned_wraith(title: str, target: bool) -> None:
    game = start([RONON], [WRAITH, THUG])
    adversary = villain_assigns(game, title)
    ronon = hero(game, "Ronon Dex")
    action = ActivateAbility(ronon, 0, target=adversary)
    assert (action in game.legal_actions()) is target
    if target:
        game.apply(action)
        assert game.zone_name(adversary) == "discard" and game.power(HERO_P) == 9 - 4


# --- Teyla Emmagan ---

@pytest.mark.parametrize("glyphs", [0, 1])
def test_teyla_emmagan_boosts_an_atlantis_team_character_per_glyph(glyphs: int) -> None:
    atlantean = sg_card("Atlantis Lead", TEAM_CHARACTER, "Major", cost=4,
                        skills={C: 1, S: 1, B: 3, I: 1}, traits=("Atlantis",))
    game = start([TEYLA], team=[atlantean, *TEAM[1:]])
    lead = hero(game, "Atlantis Lead")
    if glyphs:
        place_glyphs(game, lead, "gemini Place")
    game.apply(ActivateAbility(hero(game, "Teyla Emmagan"), 0, target=lead))
    assert game.skill(lead, 2) == 3 + glyphs


# --- Kelmaa ---

@pytest.mark.parametrize(("title", "index", "cost"), [("Briefing", 0, 3), ("Tok'ra Note", 1, 2)])
def test_kelmaa_takes_an_event_back(title: str, index: int, cost: int) -> None:
    game = start([KELMAA, BRIEFING, TOKRA_NOTE])
    event = hero(game, title)
    ops.discard_from_hand(game, event)
    game._version += 1
    game.apply(ActivateAbility(hero(game, "Kelmaa"), index, target=event))
    assert game.zone_name(event) == "hand" and game.power(HERO_P) == 9 - cost


def test_kelmaa_has_nothing_to_take_without_an_event_discarded() -> None:
    game = start([KELMAA])
    kelmaa = hero(game, "Kelmaa")
    assert not any(isinstance(a, ActivateAbility) and a.card == kelmaa
                   for a in game.legal_actions())


# --- Coughlin ---

@pytest.mark.parametrize("pay", [True, False])
def test_coughlin_blocks_an_adversary_and_may_pay_to_ready(pay: bool) -> None:
    from stargate_vcg.engine.stargate import Choose, Decline
    game = start([COUGHLIN], [THUG])
    coughlin = hero(game, "Coughlin")
    game.apply(PlayCard(coughlin))
    game.apply(PlayCard(uid(game, "Thug", VILLAIN_P)))
    thug = uid(game, "Thug", VILLAIN_P)
    game.apply(ActivateAbility(coughlin, 0))  # the only adversary: no choice asked
    assert game.is_blocked(thug)
    game.apply(Choose(0) if pay else Decline())
    assert game.status_name(coughlin) == ("ready" if pay else "stopped")
    assert game.power(HERO_P) == 9 - 3 - (3 if pay else 0)


# --- Atlantis Patch ---

@pytest.mark.parametrize("won", [True, False])
def test_atlantis_patch_boosts_atlantis_characters_per_mission_won(won: bool) -> None:
    game = scenario([PATCH, ATLANTEAN], missions=[EASY, SPARE], power=9, pad=30)
    game.apply(PlayCard(hero(game, "Atlantis Patch")))
    game.apply(Pass())
    atlantean = hero(game, "Atlantean")
    game.apply(PlayCard(atlantean))
    game.apply(Pass())
    if won:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(Pass())
    game.apply(Pass())
    finish_mission(game)
    assert game.skill(atlantean, 1) == 2 + (1 if won else 0)


# --- Asgard Gate Controller ---

@pytest.mark.parametrize("second", [True, False])
def test_asgard_gate_controller_gains_on_later_missions(second: bool) -> None:
    from stargate_vcg.engine.stargate import Continue
    game = scenario([GATE_CONTROLLER], missions=[EASY, SPARE], power=9, pad=30)
    game.apply(PlayCard(hero(game, "Asgard Gate Controller")))
    power = game.power(HERO_P)
    assert power == 9 - 3  # the first mission was played before it: nothing gained
    if second:
        game.apply(Pass())
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(Pass())
        game.apply(Pass())
        finish_mission(game)
        power = game.power(HERO_P)
        game.apply(Continue())
        assert game.power(HERO_P) == power + 1


# --- Repair Drone ---

@pytest.mark.parametrize("incapacitated", [True, False])
def test_repair_drone_mends_an_incapacitated_ship(incapacitated: bool) -> None:
    game = start([DRONE, SHUTTLE])
    game.apply(PlayCard(hero(game, "Repair Drone")))
    game.apply(Pass())
    shuttle = hero(game, "Shuttle")
    game.apply(PlayCard(shuttle))
    game.apply(Pass())
    if incapacitated:
        ops.incapacitate(game, shuttle)
        game._version += 1
    drone = hero(game, "Repair Drone")
    action = ActivateAbility(drone, 0, target=shuttle)
    assert (action in game.legal_actions()) is incapacitated
    if incapacitated:
        game.apply(action)
        assert game.status_name(shuttle) == "stopped"
        game.apply(Pass())
        assert ActivateAbility(drone, 1, target=shuttle) not in game.legal_actions()


# --- Hank Landry ---

@pytest.mark.parametrize(("shared", "bonus"), [(True, 1), (False, 0)])
def test_hank_landry_boosts_sgc_characters_sharing_a_glyph(shared: bool, bonus: int) -> None:
    game = scenario([], missions=[TEST_MISSION, SPARE, GEMINI, LIBRA,
                                  mission("gemini Place", C, 3, glyph=Glyph.GEMINI)],
                    hero_team=[LANDRY, *TEAM[1:]], power=9, pad=30)
    landry, scholar = hero(game, "Hank Landry"), hero(game, "Fixture Scholar")
    ops.place_glyph(game, uid(game, "gemini Place", HERO_P, nth=0), landry)
    other = uid(game, "gemini Place", HERO_P, nth=1) if shared else hero(game, "libra Place")
    ops.place_glyph(game, other, scholar)
    game._version += 1
    game.apply(Assign(landry))
    assert game.skill(scholar, 0) == 3 + bonus


# --- Daniel Jackson, Martin Edwards ---

@pytest.mark.parametrize(("glyphs", "combat"), [
    ((), 0), (("gemini Place",), 1), (("gemini Place", "pisces Place"), 2)])
def test_daniel_jackson_combat_per_glyph(glyphs: tuple[str, ...], combat: int) -> None:
    game = scenario([], missions=[TEST_MISSION, SPARE, GEMINI, PISCES],
                    hero_team=[DANIEL, *TEAM[1:]], power=9, pad=30)
    daniel = hero(game, "Daniel Jackson")
    place_glyphs(game, daniel, *glyphs)
    assert game.skill(daniel, 2) == combat


@pytest.mark.parametrize(("glyphs", "bonus"), [
    (("pisces Place", "scorpius Place"), 1), (("pisces Place",), 0)])
def test_martin_edwards_skills_per_assigned_adversary(glyphs: tuple[str, ...],
                                                      bonus: int) -> None:
    game = scenario([], [THUG], missions=[TEST_MISSION, SPARE, PISCES,
                                          SCORPIUS],
                    hero_team=[EDWARDS, *TEAM[1:]], power=9, pad=30)
    edwards = hero(game, "Martin Edwards")
    place_glyphs(game, edwards, *glyphs)
    villain_assigns(game, "Thug")
    assert game.skill(edwards, 2) == 3 + bonus


# --- Baldr, Batu ---

BALDR = real("Baldr (Lightbringer)", SUPPORT, cost=3, skills={C: 2}, traits=("Asgard",))
BATU = real("Batu (Ha'tak Helmsman)", SUPPORT, cost=3, skills={S: 1, B: 1}, traits=("Jaffa",))
ASGARD_AIDE = sg_card("Asgard Aide", SUPPORT, "Clone", cost=1, skills={S: 1},
                      traits=("Asgard",))
JAFFA_HATAK = sg_card("Jaffa Hatak", CardType.SHIP, "Hero Ship", cost=1, firepower=3,
                      traits=("Jaffa",))


@pytest.mark.parametrize(("card", "asked"), [(ASGARD_AIDE, True), (MARINE, False)])
def test_baldr_stops_for_power_as_asgard_supporters_are_played(card: StargateCard,
                                                               asked: bool) -> None:
    from stargate_vcg.engine.stargate import Choose
    game = start([BALDR, card])
    baldr = hero(game, "Baldr")
    game.apply(PlayCard(baldr))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, card.title)))
    power = game.power(HERO_P)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(baldr) == "stopped" and game.power(HERO_P) == power + 1


@pytest.mark.parametrize(("assigned", "firepower"), [(True, 4), (False, 3)])
def test_batu_adds_firepower_with_a_jaffa_ship(assigned: bool, firepower: int) -> None:
    from stargate_vcg.engine.stargate import values
    game = start([BATU, JAFFA_HATAK])
    batu, hatak = hero(game, "Batu"), hero(game, "Jaffa Hatak")
    for card in (batu, hatak):
        game.apply(PlayCard(card))
        game.apply(Pass())
    game.apply(Assign(hatak))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(batu))
    assert values.firepower(game, hatak) == firepower


# --- glyph-conditioned team characters ---

GERAK = real("Gerak (Intractable Leader)", TEAM_CHARACTER, cost=4,
             skills={C: 3, S: 0, B: 2, I: 1}, traits=("Jaffa",))
YOUNG = real("Everett Young (Commander of the Destiny)", TEAM_CHARACTER, cost=4,
             skills={C: 1, S: 0, B: 2, I: 3}, traits=("Destiny",))
BECKETT = real("Carson Beckett (Humanitarian Doctor)", TEAM_CHARACTER, cost=4,
               skills={C: 1, S: 3, B: 0, I: 2}, traits=("Atlantis",))
MITCHELL = real("Cameron Mitchell (Resourceful Team Leader)", TEAM_CHARACTER, cost=2,
                skills={C: 1, S: 0, B: 3, I: 3}, traits=("SGC",))
ELI = real("Eli Wallace (Self-Confident Genius)", TEAM_CHARACTER, cost=3,
           skills={C: 2, S: 3, B: 0, I: 1}, traits=("Destiny",))
ORION = mission("orion Place", C, 3, glyph=Glyph.ORION)
SCORPIUS_2 = mission("scorpius Place", C, 3, glyph=Glyph.SCORPIUS)
TRIANGULUM = mission("triangulum Place", C, 3, glyph=Glyph.TRIANGULUM)
GERMS = sg_card("Germs", CardType.OBSTACLE, cost=1, skills={S: 1}, traits=("Disease",))


def glyph_start(hero_cards: list[StargateCard], team_first: StargateCard,
                villain_cards: list[StargateCard] | None = None,
                glyph: Glyph = Glyph.ORION, skill: object = B) -> StargateGame:
    first = mission("Test Mission", skill, 3, glyph=glyph)  # type: ignore[arg-type]
    return scenario(hero_cards, villain_cards or [],
                    missions=[first, SPARE, ORION, SCORPIUS_2, TRIANGULUM, LIBRA, PISCES],
                    power=9, pad=30, hero_team=[team_first, *TEAM[1:]])


@pytest.mark.parametrize(("glyph", "asked"), [("orion Place", True), ("libra Place", False)])
def test_gerak_boosts_jaffa_supporters_on_a_matching_mission(glyph: str, asked: bool) -> None:
    from stargate_vcg.engine.stargate import Choose
    game = glyph_start([JAFFA_GUARD], GERAK)
    gerak = hero(game, "Gerak")
    place_glyphs(game, gerak, glyph)
    guard = hero(game, "Jaffa Guard")
    game.apply(PlayCard(guard))
    game.apply(Pass())
    game.apply(Assign(gerak))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        if game.pending_decision is not None:
            game.apply(Choose(guard))
        assert game.skill(guard, 2) == 3 and game.power(HERO_P) == 9 - 2 - 2


@pytest.mark.parametrize(("glyph", "asked"), [("orion Place", True), ("libra Place", False)])
def test_everett_young_readies_as_a_ship_goes_to_a_matching_mission(glyph: str,
                                                                     asked: bool) -> None:
    from stargate_vcg.engine.stargate import Choose
    skiff = sg_card("Skiff", CardType.SHIP, "Hero Ship", cost=1, firepower=2)
    game = glyph_start([skiff], YOUNG)
    young = hero(game, "Everett Young")
    place_glyphs(game, young, glyph)
    game.apply(PlayCard(hero(game, "Skiff")))
    game.apply(Pass())
    game.apply(Assign(young))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Skiff")))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(young) == "ready"


@pytest.mark.parametrize(("glyph", "asked"), [("orion Place", True), ("libra Place", False)])
def test_carson_beckett_readies_as_a_science_obstacle_is_played(glyph: str,
                                                                asked: bool) -> None:
    from stargate_vcg.engine.stargate import Choose
    game = glyph_start([], BECKETT, [GERMS], skill=S)
    beckett = hero(game, "Carson Beckett")
    place_glyphs(game, beckett, glyph)
    game.apply(Assign(beckett))
    game.apply(PlayCard(uid(game, "Germs", VILLAIN_P)))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(beckett) == "ready" and game.power(HERO_P) == 9 - 3


@pytest.mark.parametrize(("glyph", "discards", "uses"), [
    (None, 3, 1), ("libra Place", 2, 1), ("scorpius Place", 3, 2)])
def test_cameron_mitchell_trades_cards_for_power(glyph: str | None, discards: int,
                                                 uses: int) -> None:
    game = glyph_start([], MITCHELL)
    mitchell = hero(game, "Cameron Mitchell")
    if glyph:
        place_glyphs(game, mitchell, glyph)
    for i in range(uses):
        power = game.power(HERO_P)
        game.apply(ActivateAbility(mitchell, i, discards=tuple(game.hand(HERO_P)[:discards])))
        assert game.power(HERO_P) == power + 1
        game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) and a.card == mitchell
                   for a in game.legal_actions())


@pytest.mark.parametrize(("glyphs", "gear_cost", "culture"), [
    (("scorpius Place",), 0, 2), (("triangulum Place",), 1, 2),
    (("scorpius Place", "triangulum Place"), 0, 3)])
def test_eli_wallace_discounts_and_skills(glyphs: tuple[str, ...], gear_cost: int,
                                          culture: int) -> None:
    kit = sg_card("Kit", CardType.GEAR, cost=1)
    game = glyph_start([kit], ELI)
    eli = hero(game, "Eli Wallace")
    place_glyphs(game, eli, *glyphs)
    assert game.skill(eli, 0) == culture
    game.apply(PlayCard(hero(game, "Kit")))
    assert game.power(HERO_P) == 9 - gear_cost


# --- more gear and hand abilities ---

ARMORED_SUIT = real("Destiny Armored Suit", CardType.GEAR, cost=2, traits=("Destiny", "Ancient"))
BEACON = real("Transporter Beacon", CardType.GEAR, cost=1, traits=("NID",))
WEIR = real("Elizabeth Weir (Confident Leader)", SUPPORT, cost=5, skills={C: 3, S: 2},
            traits=("Atlantis",))
HAMMOND = real("George Hammond (Protective Commander)", SUPPORT, cost=4, skills={C: 2, I: 1},
               traits=("SGC",))
HALLING = real("Halling (Athosian Guide)", SUPPORT, cost=4, skills={C: 2, B: 1})


@pytest.mark.parametrize(("obstacle", "offered"), [("Rocks", True), ("Germs", False)])
def test_destiny_armored_suit_removes_failure_text(obstacle: str, offered: bool) -> None:
    # Rocks is rated in Combat; Germs only in Science (played on a Science mission).
    game = start([ARMORED_SUIT], [ROCKS, GERMS], skill=B if obstacle == "Rocks" else S)
    suit = hero(game, "Destiny Armored Suit")
    game.apply(PlayCard(suit))
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    target = uid(game, obstacle, VILLAIN_P)
    action = ActivateAbility(suit, 0, target=target)
    assert (action in game.legal_actions()) is offered
    if offered:
        game.apply(action)
        assert game.status_name(suit) == "stopped" and game.power(HERO_P) == 9 - 2 - 2


@pytest.mark.parametrize(("glyph", "cost"), [(True, 2), (False, 3)])
def test_transporter_beacon_redraws_the_hand(glyph: bool, cost: int) -> None:
    nid = sg_card("NID Lead", TEAM_CHARACTER, "Agent", cost=4,
                  skills={C: 1, S: 1, B: 3, I: 1}, traits=("NID",))
    game = start([BEACON], team=[nid, *TEAM[1:]])
    if glyph:
        place_glyphs(game, hero(game, "NID Lead"), "gemini Place")
    beacon = hero(game, "Transporter Beacon")
    game.apply(PlayCard(beacon))
    game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(ActivateAbility(beacon, 0))
    assert len(game.hand(HERO_P)) == hand
    assert len(game.discard_pile(HERO_P)) == hand + 1
    assert game.power(HERO_P) == 9 - 1 - cost


@pytest.mark.parametrize(("atlantis", "looked"), [(True, 1), (False, 0)])
def test_elizabeth_weir_arranges_missions_per_ready_atlantis_character(atlantis: bool,
                                                                       looked: int) -> None:
    from stargate_vcg.engine.stargate import Decline
    game = start([WEIR, COOK, ATLANTEAN])
    game.apply(PlayCard(hero(game, "Atlantean" if atlantis else "Cook")))
    game.apply(Pass())
    weir = hero(game, "Elizabeth Weir")
    game.apply(ActivateAbility(weir, 0))
    assert game.zone_name(weir) == "discard" and game.power(HERO_P) == 9 - 1 - 3
    decision = game.pending_decision
    assert (decision is not None) is bool(looked)
    if decision is not None:
        assert len(decision.options) == looked
        game.apply(Decline())


@pytest.mark.parametrize("assigned", [True, False])
def test_george_hammond_readies_the_assigned_sgc_team(assigned: bool) -> None:
    game = start([HAMMOND])
    leader = hero(game, "Fixture Leader")
    if assigned:
        game.apply(Assign(leader))
        game.apply(Pass())
    game.apply(ActivateAbility(hero(game, "George Hammond"), 0))
    assert game.status_name(leader) == "ready"
    assert game.power(HERO_P) == 9 - 4


@pytest.mark.parametrize("blocked", [True, False])
def test_halling_unblocks_a_character(blocked: bool) -> None:
    game = start([HALLING, RONON, MARINE])
    ronon = hero(game, "Ronon Dex")
    game.apply(PlayCard(ronon if blocked else hero(game, "Marine")))  # Ronon: blocked
    game.apply(Pass())
    halling = hero(game, "Halling")
    action = ActivateAbility(halling, 0, target=ronon)
    assert (action in game.legal_actions()) is blocked
    assert any(isinstance(a, ActivateAbility) and a.card == halling
               for a in game.legal_actions()) is blocked
    if blocked:
        game.apply(action)
        assert not game.is_blocked(ronon)


# --- Chaka, Luciano ---

CHAKA = real("Chaka (Unas Liaison)", TEAM_CHARACTER, cost=4, skills={C: 1, S: 0, B: 3, I: 1})
LUCIANO = real("Luciano (Trust Agent)", SUPPORT, cost=4, skills={S: 2, I: 1}, traits=("NID",))
DRIFTER = sg_card("Drifter", SUPPORT, "Loner", cost=1, skills={B: 1})


@pytest.mark.parametrize(("glyph", "bonus"), [("gemini Place", 1), ("libra Place", 0)])
def test_chaka_boosted_beside_an_unaffiliated_character(glyph: str, bonus: int) -> None:
    game = start([DRIFTER], team=[CHAKA, *TEAM[1:]])
    chaka, drifter = hero(game, "Chaka"), hero(game, "Drifter")
    place_glyphs(game, chaka, glyph)
    game.apply(PlayCard(drifter))
    game.apply(Pass())
    game.apply(Assign(chaka))
    game.apply(Pass())
    game.apply(Assign(drifter))
    assert game.skill(chaka, 2) == 3 + bonus


@pytest.mark.parametrize(("glyph", "cost"), [(True, 3), (False, 4)])
def test_luciano_cheaper_per_nid_glyph_holder(glyph: bool, cost: int) -> None:
    nid = sg_card("NID Lead", TEAM_CHARACTER, "Agent", cost=4,
                  skills={C: 1, S: 1, B: 3, I: 1}, traits=("NID",))
    game = start([LUCIANO], team=[nid, *TEAM[1:]])
    if glyph:
        place_glyphs(game, hero(game, "NID Lead"), "gemini Place")
    game.apply(PlayCard(hero(game, "Luciano")))
    assert game.power(HERO_P) == 9 - cost


@pytest.mark.parametrize("assigned", [True, False])
def test_luciano_readies_an_assigned_character(assigned: bool) -> None:
    game = start([LUCIANO])
    leader = hero(game, "Fixture Leader")
    if assigned:
        game.apply(Assign(leader))
        game.apply(Pass())
    action = ActivateAbility(hero(game, "Luciano"), 0, target=leader)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert game.status_name(leader) == "ready"


JOLINAR = real("Jolinar (Seasoned Operative)", TEAM_CHARACTER, cost=3,
               skills={C: 2, S: 2, B: 1, I: 2}, traits=("Tok'ra",))


@pytest.mark.parametrize(("glyphs", "bonus"), [
    (("pisces Place", "scorpius Place"), 1), (("pisces Place",), 0)])
def test_jolinar_skills_with_pisces_and_scorpius(glyphs: tuple[str, ...], bonus: int) -> None:
    game = glyph_start([], JOLINAR)
    jolinar = hero(game, "Jolinar")
    place_glyphs(game, jolinar, *glyphs)
    assert (game.skill(jolinar, 2), game.skill(jolinar, 3)) == (1 + bonus, 2 + bonus)
