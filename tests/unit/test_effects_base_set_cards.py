"""The Base Set characters, events, gear, obstacles and adversaries of the preconstructed
decks (effects/base_set/characters.py and villains.py, batch B), each played through
legal game actions: the text happens, and does not when its condition fails. Fixture
printings with the real card ids (stats are the project's own); player 0 is the hero of
turn 1 (`scenario`)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from factories import MARINE, TEAM, sg_card
from sg_effect_cards import at_actions_of_turn, checked_actions, drive, real
from sg_play import EASY, SPARE, TEST_MISSION, legal_of, power_spent, villain_plays
from sg_play import both_pass as resolve_mission
from sg_play import choice_options as choices
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
    PlayComplication,
    StargateGame,
    Stop,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.facts import STOPPED
from stargate_vcg.engine.stargate.observation import HIDDEN
from stargate_vcg.errors import IllegalAction

CULTURE, SCIENCE, COMBAT, INGENUITY = 0, 1, 2, 3  # skill indices (engine/stargate/surface.py)
SUPPORT, TEAM_T, OBSTACLE, ADVERSARY, EVENT, GEAR = (
    CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.OBSTACLE,
    CardType.ADVERSARY, CardType.EVENT, CardType.GEAR)

# --- fixture printings of the cards under test -------------------------------------------
APOPHIS = real("Apophis (Threat to Earth)", ADVERSARY, cost=3, skills={B: 2, I: 2}, revive=4)
KINSEY = real("Robert Kinsey (Ambitious Senator)", ADVERSARY, cost=2, skills={C: 2, I: 1},
              revive=3)
YU = real("Yu (The Great)", ADVERSARY, cost=2, skills={C: 1, B: 2}, revive=3)
ILL_GOTTEN = real("Ill-Gotten Gains", EVENT, cost=1)
LOYAL = real("Loyal Sacrifice", EVENT, cost=2)
RECEIVING = real("Receiving a Go", EVENT, cost=2)
SEASONED = real("Seasoned Travelers", EVENT, cost=1)
ADVENTURE = real("Sense of Adventure", EVENT, cost=3)
TRAINING = real("Special Training", EVENT, cost=1)
DIALING = real("Dialing Computer", GEAR, cost=1)
GALARAN = real("Galaran Memory Device", GEAR, cost=1)
REACTOR = real("Naquadah Reactor", GEAR, cost=2)
RINGS = real("Transport Rings", GEAR, cost=2)
BODY_SWAP = real("Body Swap", OBSTACLE, cost=2, skills={C: 2, B: 2})
BRAINWASHING = real("Brainwashing", OBSTACLE, cost=2, skills={S: 1, B: 1})
ASHRAK = real("Cloaked Ashrak", OBSTACLE, cost=2, skills={S: 1, B: 1, I: 1})
FIRE_RAIN = real("Fire Rain", OBSTACLE, cost=2, skills={C: 2, B: 1})
LACK = real("Lack of Experience", OBSTACLE, cost=1, skills={B: 1})
FUNDING = real("Loss of Funding", OBSTACLE, cost=2, skills={C: 1, B: 1})
DEPTH = real("Out of Your Depth", OBSTACLE, cost=1, skills={S: 1, B: 1})
INSECTS = real("Parasitic Insects", OBSTACLE, cost=1, skills={B: 1})
RED_SKY = real("Red Sky", OBSTACLE, cost=1, skills={C: 1, S: 2})
SALISH = real("Salish Spirits", OBSTACLE, cost=1, skills={B: 1})
SERPENT = real("Serpent Guards", OBSTACLE, cost=1, skills={B: 1})
COMPROMISED = real("Team Compromised", OBSTACLE, cost=1, skills={B: 1})
MUTANTS = real("Telekinetic Mutants", OBSTACLE, cost=3, skills={S: 2, B: 1})
TIGHT_REIN = real("Tight Rein", OBSTACLE, cost=3, skills={B: 1})
TROOP = real("Troop Landing", OBSTACLE, cost=1, skills={B: 1})
ARTOK = real("Artok (Impassioned Rebel)", SUPPORT, cost=3, skills={B: 1}, traits=("Jaffa",))
BILL_LEE = real("Bill Lee (Engineering Specialist)", SUPPORT, cost=3, skills={S: 1})
CROSS = real("Cross (Deep Cover Agent)", SUPPORT, cost=2, skills={I: 1}, traits=("NID",))
DREYAUC = real("Drey'auc (Of the Cordai Plains)", SUPPORT, cost=3, skills={I: 1})
MALEK = real("Malek (Outpost Commander)", SUPPORT, cost=3, skills={S: 1})
BALLARD = real("Nicholas Ballard (Outcast Scholar)", SUPPORT, cost=1, skills={C: 1})
NYAN = real("Nyan (Bedrosian Archaeologist)", SUPPORT, cost=2, skills={B: 1})
OLAF = real("Olaf (Cimmerian Fighter)", SUPPORT, cost=2, skills={B: 1})
OSBOURNE = real("Osbourne (Antarctic Researcher)", SUPPORT, cost=2, skills={S: 1})
TOLOK = real("Tolok (Jaffa Elder)", SUPPORT, cost=2, skills={C: 1}, traits=("Jaffa",))
BALINSKY = real("Balinsky (Insightful Archaeologist)", TEAM_T, cost=3,
                skills={C: 1, S: 1, B: 1, I: 1})
MITCHELL = real("Cameron Mitchell (Eager Adventurer)", TEAM_T, cost=3,
                skills={C: 1, S: 1, B: 1, I: 1})
DANIEL = real("Daniel Jackson (Trained Fighter)", TEAM_T, cost=3,
              skills={C: 2, S: 1, B: 0, I: 1})
MAYBOURNE = real("Harold Maybourne (Ally of Opportunity)", TEAM_T, cost=4,
                 skills={C: 1, S: 1, B: 0, I: 1})
ONEILL = real("Jack O'Neill (SG-1 Commander)", TEAM_T, cost=3, skills={C: 0, S: 1, B: 2, I: 2})
MARTOUF = real("Martouf (Tok'ra Liaison)", TEAM_T, cost=3, skills={C: 1, S: 1, B: 1, I: 0})
CARTER = real("Samantha Carter (Problem Solver)", TEAM_T, cost=3,
              skills={C: 1, S: 2, B: 1, I: 1})
TEALC = real("Teal'c (Enemy of the Goa'uld)", TEAM_T, cost=3, skills={C: 1, S: 0, B: 2, I: 1})
VALA = real("Vala Mal Doran (Probationary Member of the SGC)", TEAM_T, cost=3,
            skills={C: 1, S: 0, B: 1, I: 2})

# --- textless fixture cards around them ---------------------------------------------------
GUARD = sg_card("Jaffa Guard", SUPPORT, "Sentry", cost=1, skills={B: 1}, traits=("Jaffa",))
AGENT = sg_card("Agent", TEAM_T, "Operative", cost=3, skills={C: 1, S: 1, B: 1, I: 1},
                traits=("NID",))
ROCKSLIDE = sg_card("Rockslide", OBSTACLE, cost=1, skills={B: 2})
SCANDAL = sg_card("Scandal", OBSTACLE, cost=1, skills={C: 1, B: 1}, traits=("Political",))
RIDDLE = sg_card("Riddle", OBSTACLE, cost=1, skills={S: 2})
HENCHMAN = sg_card("Henchman", ADVERSARY, "Minion", cost=1, skills={C: 1, B: 1}, revive=1)
HARD = mission("Hard Mission", B, 9)
GEMINI = mission("Gemini Mission", I, 3, glyph=Glyph.GEMINI)
LIBRA = mission("Libra Mission", I, 3, glyph=Glyph.LIBRA)
TRIANGULUM = mission("Triangulum Mission", I, 3, glyph=Glyph.TRIANGULUM)
SCORPIUS = mission("Scorpius Mission", I, 3, glyph=Glyph.SCORPIUS)
PISCES = mission("Pisces Mission", I, 3, glyph=Glyph.PISCES)
ORION = mission("Orion Mission", I, 3, glyph=Glyph.ORION)
ORION_2 = mission("Second Orion Mission", I, 3, glyph=Glyph.ORION)
GLYPH_MISSIONS = [GEMINI, LIBRA, TRIANGULUM, SCORPIUS, PISCES, ORION, ORION_2]

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def with_member(card: StargateCard) -> list[StargateCard]:
    """The fixture team with `card` in the Scientist's place (the Warrior is stopped)."""
    return [TEAM[0], TEAM[1], TEAM[3], card]


def start(hero: Sequence[StargateCard] = (), villain: Sequence[StargateCard] = (),
          missions: Sequence[StargateCard] | None = None, member: StargateCard | None = None,
          power: int | None = 9) -> StargateGame:
    """A scenario whose hero mission pile also holds one mission of each glyph (to be
    put beneath characters by `give_glyph`)."""
    first = list(missions) if missions is not None else [TEST_MISSION, SPARE]
    return scenario(hero, villain, missions=[*first, *GLYPH_MISSIONS], power=power,
                    hero_team=with_member(member) if member is not None else None)


def give_glyph(game: StargateGame, character: str, glyph_mission: StargateCard) -> None:
    ops.place_glyph(game, uid(game, glyph_mission.title, HERO_P), uid(game, character, HERO_P))


def status(game: StargateGame, title: str) -> str:
    return game.status_name(uid(game, title))


def to_continue(game: StargateGame) -> None:
    """The players pass: the mission resolves, and the game goes on to deciding to
    continue."""
    drive(game, lambda g: g.phase == "deciding to continue")


def next_mission(game: StargateGame) -> None:
    """Fail (nobody assigned) or end the current mission, and continue with the next."""
    to_continue(game)
    game.apply(Continue())


def succeed_with(game: StargateGame, *titles: str) -> None:
    for title in titles:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    to_continue(game)


def put_in_discard(game: StargateGame, title: str, player: int = HERO_P) -> int:
    card = uid(game, title, player)
    ops.to_discard(game, card)
    return card


# --- adversaries -----------------------------------------------------------------------------


def _apophis_assigned(game: StargateGame) -> None:
    villain_plays(game, "Apophis")
    game.apply(Pass())
    game.apply(Assign(uid(game, "Apophis")))


def test_apophis_assigned_the_hero_may_stop_two_of_his_characters() -> None:
    game = start(villain=[APOPHIS])
    _apophis_assigned(game)
    leader, scholar = uid(game, "Fixture Leader"), uid(game, "Fixture Scholar")
    assert game.to_act == HERO_P
    game.apply(ChooseMany((leader, scholar)))
    assert (status(game, "Fixture Leader"), status(game, "Fixture Scholar"),
            game.pending_decision) == ("stopped", "stopped", None)


def test_apophis_assigned_the_hero_declines_then_the_villain_may_stop_one() -> None:
    game = start(villain=[APOPHIS])
    _apophis_assigned(game)
    game.apply(Decline())
    assert game.to_act == VILLAIN_P
    game.apply(Choose(uid(game, "Fixture Scientist")))
    assert status(game, "Fixture Scientist") == "stopped"


def test_apophis_the_hero_with_one_character_to_stop_is_not_asked_ruling_two_or_none() -> None:
    game = start(villain=[APOPHIS])
    for title in ("Fixture Leader", "Fixture Scholar"):
        game.state.status[uid(game, title)] = STOPPED
    _apophis_assigned(game)
    assert (game.to_act, choices(game)) == (VILLAIN_P, {uid(game, "Fixture Scientist")})


@pytest.mark.parametrize(("fail_first", "political", "culture"),
                         [(False, False, 2), (False, True, 3), (True, False, 3),
                          (True, True, 4)])
def test_robert_kinsey_harder_per_political_obstacle_and_failed_mission(
        fail_first: bool, political: bool, culture: int) -> None:
    game = start(villain=[KINSEY, SCANDAL])
    if fail_first:
        next_mission(game)
    villain_plays(game, "Robert Kinsey")
    if political:
        villain_plays(game, "Scandal")
    assert game.skill(uid(game, "Robert Kinsey"), CULTURE) == culture


@pytest.mark.parametrize(("succeed_first", "combat"), [(True, 3), (False, 2)])
def test_yu_harder_per_successful_mission(succeed_first: bool, combat: int) -> None:
    game = start(villain=[YU])
    if succeed_first:
        succeed_with(game, "Fixture Leader")
    else:
        to_continue(game)
    game.apply(Continue())
    villain_plays(game, "Yu")
    assert game.skill(uid(game, "Yu"), COMBAT) == combat


# --- obstacles -------------------------------------------------------------------------------


def _failing_with_support(obstacle: StargateCard) -> StargateGame:
    """The hero's Marine assigned to a mission too hard for him; the obstacle at it."""
    game = start([MARINE], [obstacle], missions=[HARD, SPARE])
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(PlayCard(uid(game, obstacle.title)))
    game.apply(Assign(uid(game, "Marine")))
    game.apply(Pass())
    game.apply(Pass())
    return game


def test_body_swap_failure_first_mode_stops_the_villains_choice() -> None:
    game = _failing_with_support(BODY_SWAP)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(0))
    game.apply(Choose(uid(game, "Fixture Leader")))
    assert status(game, "Fixture Leader") == "stopped"


def test_body_swap_failure_second_mode_the_hero_stops_two_ready_characters_of_his() -> None:
    game = _failing_with_support(BODY_SWAP)
    game.apply(Choose(1))
    ready = {uid(game, t) for t in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist")}
    assert (game.to_act, {o for a in game.legal_actions() if isinstance(a, ChooseMany)
                          for o in a.options}) == (HERO_P, ready)


def test_body_swap_success_asks_nothing() -> None:
    game = start([], [BODY_SWAP], missions=[EASY, SPARE])
    villain_plays(game, "Body Swap")
    succeed_with(game, "Fixture Leader")
    assert status(game, "Fixture Scholar") == "ready"


def _brainwashed_marine(missions: list[StargateCard]) -> StargateGame:
    game = start([MARINE], [BRAINWASHING], missions=missions)
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(PlayCard(uid(game, "Brainwashing")))
    return game


def test_brainwashing_played_blocks_the_chosen_support_character() -> None:
    game = _brainwashed_marine([HARD, SPARE])  # the only support character: chosen at once
    assert game.is_blocked(uid(game, "Marine"))


@pytest.mark.parametrize(("missions", "where"), [([HARD, SPARE], "discard"),
                                                 ([EASY, SPARE], "in play")])
def test_brainwashing_failure_destroys_the_chosen_character(missions: list[StargateCard],
                                                            where: str) -> None:
    game = _brainwashed_marine(missions)
    game.apply(Assign(uid(game, "Fixture Leader")))
    to_continue(game)
    assert game.zone_name(uid(game, "Marine")) == where


@pytest.mark.parametrize("obstacle", [ASHRAK, SALISH], ids=lambda c: c.title)
@pytest.mark.parametrize(("missions", "where"), [([HARD, SPARE], "discard"),
                                                 ([EASY, SPARE], "in play")])
def test_failure_destroys_a_support_character(obstacle: StargateCard,
                                              missions: list[StargateCard], where: str) -> None:
    game = start([MARINE], [obstacle], missions=missions)
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(PlayCard(uid(game, obstacle.title)))
    game.apply(Assign(uid(game, "Fixture Leader")))
    to_continue(game)
    assert game.zone_name(uid(game, "Marine")) == where


@pytest.mark.parametrize(("others", "blocked"), [(1, 1), (0, 0)])
def test_fire_rain_blocks_a_character_per_other_obstacle(others: int, blocked: int) -> None:
    game = start([], [ROCKSLIDE, FIRE_RAIN])
    if others:
        villain_plays(game, "Rockslide")
    villain_plays(game, "Fire Rain")
    if game.pending_decision is not None:
        game.apply(Choose(uid(game, "Fixture Leader")))
    assert sum(game.is_blocked(u) for u in game.in_play(HERO_P)) == blocked


@pytest.mark.parametrize("obstacle", [LACK, SERPENT], ids=lambda c: c.title)
@pytest.mark.parametrize(("novice", "cost"), [(True, 0), (False, 1)])
def test_obstacle_cheaper_while_a_team_character_without_glyph_is_assigned(
        obstacle: StargateCard, novice: bool, cost: int) -> None:
    game = start([], [obstacle])
    if not novice:
        give_glyph(game, "Fixture Leader", ORION)
    game.apply(Assign(uid(game, "Fixture Leader")))
    spent = power_spent(game, VILLAIN_P, PlayCard(uid(game, obstacle.title)))
    assert spent == cost


@pytest.mark.parametrize(("missions", "scholar"), [([HARD, SPARE], "stopped"),
                                                   ([EASY, SPARE], "ready")])
def test_loss_of_funding_failure_stops_every_character(missions: list[StargateCard],
                                                       scholar: str) -> None:
    game = start([], [FUNDING], missions=missions)
    villain_plays(game, "Loss of Funding")
    game.apply(Assign(uid(game, "Fixture Leader")))
    to_continue(game)
    assert status(game, "Fixture Scholar") == scholar


def test_out_of_your_depth_failure_offers_science_obstacles_from_the_discard_pile() -> None:
    game = start([], [DEPTH, RIDDLE, ROCKSLIDE], missions=[HARD, SPARE])
    riddle = put_in_discard(game, "Riddle", VILLAIN_P)
    put_in_discard(game, "Rockslide", VILLAIN_P)
    villain_plays(game, "Out of Your Depth")
    resolve_mission(game)
    assert choices(game) == {riddle}
    game.apply(Choose(riddle))
    assert riddle in game.hand(VILLAIN_P)


@pytest.mark.parametrize(("missions", "scholar"), [([HARD, SPARE], "stopped"),
                                                   ([EASY, SPARE], "ready")])
def test_parasitic_insects_failure_stops_a_team_character(missions: list[StargateCard],
                                                          scholar: str) -> None:
    game = start([], [INSECTS], missions=missions)
    villain_plays(game, "Parasitic Insects")
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    if game.pending_decision is not None:
        game.apply(Choose(uid(game, "Fixture Scholar")))
    assert status(game, "Fixture Scholar") == scholar


@pytest.mark.parametrize(("fail_first", "difficulty"), [(True, 3 + 1 + 1), (False, 3 + 1)])
def test_red_sky_harder_per_failed_mission(fail_first: bool, difficulty: int) -> None:
    culture = mission("Culture Mission", C, 3)
    game = start([], [RED_SKY], missions=[mission("Combat Mission", B, 3), culture]
                 if fail_first else [culture, SPARE])
    if fail_first:
        next_mission(game)
    villain_plays(game, "Red Sky")
    assert game.mission_difficulty() == difficulty


def test_team_compromised_the_hero_chooses_a_ready_team_character_to_block() -> None:
    game = start([], [COMPROMISED])
    villain_plays(game, "Team Compromised")
    ready = {uid(game, t) for t in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist")}
    assert (game.to_act, choices(game)) == (HERO_P, ready)
    game.apply(Choose(uid(game, "Fixture Scholar")))
    assert game.is_blocked(uid(game, "Fixture Scholar"))


def test_telekinetic_mutants_the_hero_stops_a_character_of_his_choice() -> None:
    game = start([], [MUTANTS])
    villain_plays(game, "Telekinetic Mutants")
    assert game.to_act == HERO_P
    game.apply(Choose(uid(game, "Fixture Scientist")))
    assert status(game, "Fixture Scientist") == "stopped"


def test_tight_rein_assigning_makes_the_hero_stop_another_character_ruling_as_assigned() -> None:
    game = start([], [TIGHT_REIN])
    villain_plays(game, "Tight Rein")
    game.apply(Assign(uid(game, "Fixture Leader")))
    assert choices(game) == {uid(game, "Fixture Scholar"), uid(game, "Fixture Scientist")}
    game.apply(Choose(uid(game, "Fixture Scholar")))
    assert (status(game, "Fixture Leader"), status(game, "Fixture Scholar")) == (
        "assigned", "stopped")


def test_tight_rein_forbids_assigning_without_another_character_to_stop() -> None:
    game = start([], [TIGHT_REIN])
    for title in ("Fixture Scholar", "Fixture Scientist"):
        game.state.status[uid(game, title)] = STOPPED
    villain_plays(game, "Tight Rein")
    with pytest.raises(IllegalAction):
        game.apply(Assign(uid(game, "Fixture Leader")))


def test_without_tight_rein_assigning_stops_nobody() -> None:
    game = start([], [])
    game.apply(Assign(uid(game, "Fixture Leader")))
    assert (game.pending_decision, status(game, "Fixture Scholar")) == (None, "ready")


@pytest.mark.parametrize(("marine_assigned", "where"), [(True, "discard"), (False, "in play")])
def test_troop_landing_failure_destroys_a_stopped_or_assigned_support_character(
        marine_assigned: bool, where: str) -> None:
    game = start([MARINE], [TROOP], missions=[HARD, SPARE])
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(PlayCard(uid(game, "Troop Landing")))
    game.apply(Assign(uid(game, "Marine" if marine_assigned else "Fixture Leader")))
    to_continue(game)
    assert game.zone_name(uid(game, "Marine")) == where


# --- events ----------------------------------------------------------------------------------


def test_ill_gotten_gains_stops_a_team_character_and_searches_the_deck() -> None:
    game = start([ILL_GOTTEN, MARINE])
    marine = uid(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    target = game.state.players[HERO_P].deck[0]
    leader = uid(game, "Fixture Leader")
    game.apply(PlayCard(uid(game, "Ill-Gotten Gains"), stops=(leader,)))
    assert game.pending_decision is not None and target in choices(game)
    game.apply(Choose(target))
    assert (target in game.hand(HERO_P), status(game, "Fixture Leader")) == (True, "stopped")


def test_ill_gotten_gains_cost_is_a_team_character_only() -> None:
    game = start([ILL_GOTTEN, MARINE])
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(Pass())
    gains = uid(game, "Ill-Gotten Gains")
    offered = {a.stops for a in game.legal_actions()
               if isinstance(a, PlayCard) and a.card == gains}
    assert offered == {(uid(game, t),) for t in ("Fixture Leader", "Fixture Scholar",
                                                 "Fixture Scientist")}


@pytest.mark.parametrize(("sacrifice", "warrior", "guard"), [(True, "ready", "discard"),
                                                             (False, "stopped", "in play")])
def test_loyal_sacrifice_readies_a_team_character_per_jaffa_destroyed(
        sacrifice: bool, warrior: str, guard: str) -> None:
    game = start([LOYAL, GUARD])
    game.apply(PlayCard(uid(game, "Jaffa Guard")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Loyal Sacrifice")))
    game.apply(Choose(uid(game, "Jaffa Guard")) if sacrifice else Decline())
    assert (status(game, "Fixture Warrior"), game.zone_name(uid(game, "Jaffa Guard"))) == (
        warrior, guard)


def test_loyal_sacrifice_offers_jaffa_support_characters_only() -> None:
    game = start([LOYAL, GUARD, MARINE])
    game.apply(PlayCard(uid(game, "Jaffa Guard")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Marine")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Loyal Sacrifice")))
    assert choices(game) == {uid(game, "Jaffa Guard")}


LOOKED = [mission(f"Looked Mission {i}", C, 3) for i in range(3)]


def _receiving(assign: bool = False) -> StargateGame:
    game = scenario([RECEIVING], missions=[TEST_MISSION, *LOOKED], power=9)
    if assign:
        game.apply(Assign(uid(game, "Fixture Leader")))
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Receiving a Go")))
    return game


def test_receiving_a_go_puts_the_looked_missions_back_on_top_or_bottom() -> None:
    game = _receiving()
    first, second, third = (uid(game, m.title) for m in LOOKED)
    for card, where in ((first, 1), (second, 0), (third, 0)):
        game.apply(Choose(card))
        game.apply(Choose(where))
    assert game.state.players[HERO_P].missions == [first, second, third]


@pytest.mark.parametrize(("assign", "looked"), [(False, 3), (True, 2)])
def test_receiving_a_go_looks_at_one_mission_per_ready_sgc_character(assign: bool,
                                                                      looked: int) -> None:
    game = _receiving(assign)
    assert len(choices(game)) == looked


def test_receiving_a_go_with_fewer_missions_than_characters_looks_at_the_whole_pile(
        ) -> None:
    game = scenario([RECEIVING], missions=[TEST_MISSION, *LOOKED[:2]],
                    power=9)
    game.apply(PlayCard(uid(game, "Receiving a Go")))
    assert choices(game) == {uid(game, m.title) for m in LOOKED[:2]}


def test_receiving_a_go_shows_the_missions_to_their_owner_only() -> None:
    game = _receiving()
    seen = game.observation(VILLAIN_P).pending
    assert seen is not None and set(seen.options) == {HIDDEN}


@pytest.mark.parametrize(("glyphs", "combat"), [(2, 5), (0, 3)])
def test_seasoned_travelers_skills_per_glyph(glyphs: int, combat: int) -> None:
    game = start([SEASONED])
    for glyph in GLYPH_MISSIONS[:glyphs]:
        give_glyph(game, "Fixture Leader", glyph)
    game.apply(PlayCard(uid(game, "Seasoned Travelers")))
    game.apply(Choose(uid(game, "Fixture Leader")))
    assert game.skill(uid(game, "Fixture Leader"), COMBAT) == combat


def test_sense_of_adventure_readies_a_character() -> None:
    game = start([ADVENTURE])
    game.apply(PlayCard(uid(game, "Sense of Adventure")))  # the Warrior: the only one
    assert status(game, "Fixture Warrior") == "ready"


def test_sense_of_adventure_offers_only_characters_that_can_be_readied_ruling_yours() -> None:
    game = start([ADVENTURE])
    game.apply(Assign(uid(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Sense of Adventure")))
    assert choices(game) == {uid(game, "Fixture Leader"), uid(game, "Fixture Warrior")}


@pytest.mark.parametrize(("target", "science"), [("Agent", 1 + 2), ("Fixture Leader", 0 + 1)])
def test_special_training_gives_an_nid_character_more_science(target: str,
                                                              science: int) -> None:
    game = start([TRAINING], member=AGENT)
    game.apply(PlayCard(uid(game, "Special Training")))
    game.apply(Choose(uid(game, target)))
    assert game.skill(uid(game, target), SCIENCE) == science


# --- gear ------------------------------------------------------------------------------------


def _failed_then_debrief(game: StargateGame) -> int:
    """The current mission fails; the hero stops: the debrief starts."""
    failed = uid(game, "Test Mission")
    to_continue(game)
    game.apply(Stop())
    return failed


def test_dialing_computer_puts_a_failed_mission_on_top_of_the_pile() -> None:
    game = start([DIALING])
    game.apply(PlayCard(uid(game, "Dialing Computer")))
    failed = _failed_then_debrief(game)
    game.apply(Choose(failed))
    assert game.state.players[HERO_P].missions[-1] == failed


def test_dialing_computer_declined_the_failed_mission_goes_to_the_bottom() -> None:
    game = start([DIALING])
    game.apply(PlayCard(uid(game, "Dialing Computer")))
    failed = _failed_then_debrief(game)
    game.apply(Decline())
    drive(game, lambda g: g.pending_decision is None and g.phase != "debrief")
    assert game.state.players[HERO_P].missions[0] == failed


def test_galaran_memory_device_shuffles_a_hero_card_from_the_discard_pile_into_the_deck(
        ) -> None:
    game = start([GALARAN, MARINE, ROCKSLIDE])
    marine = put_in_discard(game, "Marine")
    rock = put_in_discard(game, "Rockslide")
    device = uid(game, "Galaran Memory Device")
    game.apply(PlayCard(device))
    game.apply(Pass())
    targets = {a.target for a in game.legal_actions()
               if isinstance(a, ActivateAbility) and a.card == device}
    discard = game.hand(HERO_P)[0]
    game.apply(ActivateAbility(device, 0, discards=(discard,), target=marine))
    assert (targets, game.zone_name(marine), game.status_name(device),
            game.zone_name(discard)) == ({marine}, "deck", "stopped", "discard")
    assert rock in game.discard_pile(HERO_P)


@pytest.mark.parametrize(("reactor", "power"), [(True, 3 + 1), (False, 3)])
def test_naquadah_reactor_gains_a_power_as_the_power_phase_ends(reactor: bool,
                                                                power: int) -> None:
    game = start([REACTOR])
    if reactor:
        game.apply(PlayCard(uid(game, "Naquadah Reactor")))
    drive(game, at_actions_of_turn(3))
    assert game.power(HERO_P) == power + game.glyph_count(HERO_P)


def test_naquadah_reactor_destroys_itself_and_an_obstacle() -> None:
    game = start([REACTOR], [ROCKSLIDE])
    reactor = uid(game, "Naquadah Reactor")
    game.apply(PlayCard(reactor))
    game.apply(PlayCard(uid(game, "Rockslide")))
    before = game.power(HERO_P)
    game.apply(ActivateAbility(reactor, 0, target=uid(game, "Rockslide")))
    assert (game.zone_name(uid(game, "Rockslide")), game.zone_name(reactor),
            before - game.power(HERO_P)) == ("discard", "discard", 6)


def test_transport_rings_readies_a_character() -> None:
    game = start([RINGS])
    rings = uid(game, "Transport Rings")
    game.apply(PlayCard(rings))
    game.apply(Pass())
    before = game.power(HERO_P)
    targets = {a.target for a in game.legal_actions()
               if isinstance(a, ActivateAbility) and a.card == rings}
    game.apply(ActivateAbility(rings, 0, target=uid(game, "Fixture Warrior")))
    assert (targets, status(game, "Fixture Warrior"), game.status_name(rings),
            before - game.power(HERO_P)) == ({uid(game, "Fixture Warrior")}, "ready",
                                             "stopped", 3)


# --- support characters --------------------------------------------------------------------


def _power_spent_on(game: StargateGame, title: str) -> int:
    return power_spent(game, HERO_P, PlayCard(uid(game, title)))


@pytest.mark.parametrize(("skill", "complication", "cost"),
                         [(B, False, 3 - 1), (C, False, 3), (C, True, 3 - 1),
                          (B, True, 3 - 2)])
def test_artok_cheaper_at_a_combat_mission_and_with_a_complication(
        skill: object, complication: bool, cost: int) -> None:
    game = start([ARTOK], [ROCKSLIDE], missions=[mission("First Mission", skill, 3), SPARE])
    if complication:
        game.apply(Pass())
        game.apply(PlayComplication(uid(game, "Rockslide")))
    assert _power_spent_on(game, "Artok") == cost


@pytest.mark.parametrize(("succeed_first", "science"), [(True, 1 + 1), (False, 1)])
def test_bill_lee_skills_per_successful_mission(succeed_first: bool, science: int) -> None:
    game = start([BILL_LEE])
    game.apply(PlayCard(uid(game, "Bill Lee")))
    if succeed_first:
        game.apply(Pass())
        succeed_with(game, "Fixture Leader")
    else:
        to_continue(game)
    game.apply(Continue())
    assert game.skill(uid(game, "Bill Lee"), SCIENCE) == science


@pytest.mark.parametrize(("target", "cross"), [("Fixture Leader", "stopped"),
                                               ("Agent", "ready")])
def test_cross_stopped_unless_his_choice_is_nid(target: str, cross: str) -> None:
    game = start([CROSS], member=AGENT)
    game.apply(PlayCard(uid(game, "Cross")))
    game.apply(Choose(uid(game, target)))
    assert status(game, "Cross") == cross


def test_cross_skills_last_until_turn_end() -> None:
    game = start([CROSS], member=AGENT)
    game.apply(PlayCard(uid(game, "Cross")))
    game.apply(Choose(uid(game, "Fixture Leader")))
    next_mission(game)
    assert game.skill(uid(game, "Fixture Leader"), COMBAT) == 3 + 1


@pytest.mark.parametrize(("succeed_first", "cost"), [(True, 3 - 2), (False, 3)])
def test_dreyauc_cheaper_after_a_successful_mission(succeed_first: bool, cost: int) -> None:
    game = start([DREYAUC])
    if succeed_first:
        succeed_with(game, "Fixture Leader")
    else:
        to_continue(game)
    game.apply(Continue())
    assert _power_spent_on(game, "Drey'auc") == cost


@pytest.mark.parametrize(("move", "holder"), [(True, "Fixture Scholar"),
                                              (False, "Fixture Leader")])
def test_malek_moves_a_glyph_to_another_character(move: bool, holder: str) -> None:
    game = start([MALEK])
    give_glyph(game, "Fixture Leader", ORION)
    game.apply(PlayCard(uid(game, "Malek")))
    orion = uid(game, ORION.title)
    if move:
        game.apply(Choose(orion))
        game.apply(Choose(uid(game, "Fixture Scholar")))
    else:
        game.apply(Decline())
    assert orion in game.glyphs(uid(game, holder))


def test_malek_without_glyphs_asks_nothing() -> None:
    game = start([MALEK])
    game.apply(PlayCard(uid(game, "Malek")))
    assert game.pending_decision is None


def _ballard(use: bool) -> StargateGame:
    game = start([BALLARD])
    ballard = uid(game, "Nicholas Ballard")
    game.apply(PlayCard(ballard))
    game.apply(Pass())
    if use:
        game.apply(ActivateAbility(ballard, 0, discards=(game.hand(HERO_P)[0],)))
    return game


@pytest.mark.parametrize(("use", "culture"), [(True, 1 + 2), (False, 1)])
def test_nicholas_ballard_gets_culture_for_a_discard(use: bool, culture: int) -> None:
    game = _ballard(use)
    assert game.skill(uid(game, "Nicholas Ballard"), CULTURE) == culture


@pytest.mark.parametrize(("use", "where"), [(True, "discard"), (False, "in play")])
def test_nicholas_ballard_destroyed_when_the_mission_he_used_it_ends(use: bool,
                                                                     where: str) -> None:
    game = _ballard(use)
    to_continue(game)
    assert game.zone_name(uid(game, "Nicholas Ballard")) == where


def test_nicholas_ballard_only_once_each_turn() -> None:
    game = _ballard(True)
    game.apply(Pass())
    ballard = uid(game, "Nicholas Ballard")
    assert not legal_of(game, ActivateAbility, ballard)


@pytest.mark.parametrize(("missions", "powers"), [([EASY, SPARE], (9 - 2 + 1, 9 - 2)),
                                                  ([HARD, SPARE], (9 - 2, 9))])
def test_nyan_success_costs_the_opponent_two_and_gains_one(missions: list[StargateCard],
                                                           powers: tuple[int, int]) -> None:
    game = start([NYAN], missions=missions)
    game.apply(PlayCard(uid(game, "Nyan")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Nyan")))
    game.apply(Pass())
    to_continue(game)
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == powers


@pytest.mark.parametrize(("block", "can_assign"), [(True, False), (False, True)])
def test_olaf_may_block_a_ready_adversary(block: bool, can_assign: bool) -> None:
    game = start([OLAF], [HENCHMAN])
    villain_plays(game, "Henchman")
    game.apply(PlayCard(uid(game, "Olaf")))
    game.apply(Choose(uid(game, "Henchman")) if block else Decline())
    assert (Assign(uid(game, "Henchman")) in game.legal_actions()) is can_assign


def test_olaf_block_ruling_until_the_end_of_the_mission() -> None:
    game = start([OLAF], [HENCHMAN])
    villain_plays(game, "Henchman")
    game.apply(PlayCard(uid(game, "Olaf")))
    game.apply(Choose(uid(game, "Henchman")))
    next_mission(game)
    assert not game.is_blocked(uid(game, "Henchman"))


def test_osbourne_stops_to_draw_a_card() -> None:
    game = start([OSBOURNE])
    osbourne = uid(game, "Osbourne")
    game.apply(PlayCard(osbourne))
    game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(ActivateAbility(osbourne, 0))
    assert (len(game.hand(HERO_P)), status(game, "Osbourne")) == (hand + 1, "stopped")


@pytest.mark.parametrize(("pay", "warrior", "power"), [(True, "ready", 9 - 2 - 2),
                                                       (False, "stopped", 9 - 2)])
def test_tolok_may_pay_and_discard_to_ready_another_jaffa(pay: bool, warrior: str,
                                                          power: int) -> None:
    game = start([TOLOK])
    game.apply(PlayCard(uid(game, "Tolok")))
    card = game.hand(HERO_P)[0]
    game.apply(Choose(card) if pay else Decline())
    assert (status(game, "Fixture Warrior"), game.power(HERO_P),
            game.zone_name(card)) == (warrior, power, "discard" if pay else "hand")


# --- team characters ------------------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "combat"), [(False, 1 + 1), (True, 1)])
def test_balinsky_skills_while_more_glyphs_than_obstacles(obstacle: bool, combat: int) -> None:
    game = start([], [ROCKSLIDE], member=BALINSKY)
    give_glyph(game, "Balinsky", ORION)
    if obstacle:
        villain_plays(game, "Rockslide")
    assert game.skill(uid(game, "Balinsky"), COMBAT) == combat


@pytest.mark.parametrize(("glyph", "first", "combat"), [
    (ORION, True, 1 + 1), (GEMINI, True, 1), (ORION, False, 1)])
def test_cameron_mitchell_skills_at_the_first_mission_of_the_turn(
        glyph: StargateCard, first: bool, combat: int) -> None:
    game = start(member=MITCHELL)
    give_glyph(game, "Cameron Mitchell", glyph)
    if not first:
        next_mission(game)
    game.apply(Assign(uid(game, "Cameron Mitchell")))
    assert game.skill(uid(game, "Cameron Mitchell"), COMBAT) == combat


@pytest.mark.parametrize(("glyphs", "combat"), [((GEMINI, TRIANGULUM), 2), ((GEMINI,), 1),
                                                ((TRIANGULUM,), 1), ((ORION,), 0)])
def test_daniel_jackson_combat_per_glyph(glyphs: tuple[StargateCard, ...],
                                         combat: int) -> None:
    game = start(member=DANIEL)
    for glyph in glyphs:
        give_glyph(game, "Daniel Jackson", glyph)
    assert game.skill(uid(game, "Daniel Jackson"), COMBAT) == combat


def test_harold_maybourne_raises_the_other_team_characters() -> None:
    game = start(member=MAYBOURNE)
    give_glyph(game, "Harold Maybourne", SCORPIUS)
    game.apply(ActivateAbility(uid(game, "Harold Maybourne"), 0))
    assert (game.skill(uid(game, "Fixture Leader"), COMBAT),
            game.skill(uid(game, "Harold Maybourne"), CULTURE),
            status(game, "Harold Maybourne")) == (3 + 1, 1, "stopped")


def test_harold_maybourne_needs_his_glyph() -> None:
    game = start(member=MAYBOURNE)
    give_glyph(game, "Harold Maybourne", ORION)
    assert not legal_of(game, ActivateAbility)


@pytest.mark.parametrize(("glyphs", "gained"), [((GEMINI, LIBRA), 1), ((GEMINI,), 0)])
def test_jack_oneill_gains_power_for_each_mission_played(glyphs: tuple[StargateCard, ...],
                                                         gained: int) -> None:
    game = start(member=ONEILL)
    for glyph in glyphs:
        give_glyph(game, "Jack O'Neill", glyph)
    to_continue(game)
    before = game.power(HERO_P)
    game.apply(Continue())  # 1 power for the failed mission
    assert game.power(HERO_P) == before - 1 + gained


@pytest.mark.parametrize(("glyph", "combat"), [(ORION_2, 3 + 1), (GEMINI, 3)])
def test_martouf_raises_characters_sharing_a_glyph(glyph: StargateCard, combat: int) -> None:
    game = start(member=MARTOUF)
    give_glyph(game, "Martouf", ORION)
    give_glyph(game, "Fixture Leader", glyph)
    assert game.skill(uid(game, "Fixture Leader"), COMBAT) == combat


def test_martouf_does_not_raise_himself() -> None:
    game = start(member=MARTOUF)
    give_glyph(game, "Martouf", ORION)
    assert game.skill(uid(game, "Martouf"), COMBAT) == 1


def test_samantha_carter_turns_an_obstacle_face_down() -> None:
    game = start([], [ROCKSLIDE], member=CARTER)
    give_glyph(game, "Samantha Carter", TRIANGULUM)
    villain_plays(game, "Rockslide")
    before = game.mission_difficulty()
    game.apply(ActivateAbility(uid(game, "Samantha Carter"), 0,
                               target=uid(game, "Rockslide")))
    assert (game.zone_name(uid(game, "Rockslide")), game.mission_difficulty()) == (
        "complication", before - 2 + 1)


@pytest.mark.parametrize(("glyphs", "assign", "cost"), [
    ((ORION,), True, 1 + 1), ((ORION, PISCES), True, 1 + 2), ((ORION,), False, 1),
    ((GEMINI,), True, 1)])
def test_tealc_complications_cost_more_while_assigned(
        glyphs: tuple[StargateCard, ...], assign: bool, cost: int) -> None:
    game = start([], [ROCKSLIDE], member=TEALC)
    for glyph in glyphs:
        give_glyph(game, "Teal'c", glyph)
    game.apply(Assign(uid(game, "Teal'c")) if assign else Pass())
    spent = power_spent(game, VILLAIN_P, PlayComplication(uid(game, "Rockslide")))
    assert spent == cost


@pytest.mark.parametrize(("glyph", "combat"), [(ORION, 1 + 1), (GEMINI, 1)])
def test_vala_skills_at_a_mission_of_one_of_her_glyphs(glyph: StargateCard,
                                                       combat: int) -> None:
    game = start(member=VALA)  # the Test Mission shows Orion
    give_glyph(game, "Vala Mal Doran", glyph)
    game.apply(Assign(uid(game, "Vala Mal Doran")))
    assert game.skill(uid(game, "Vala Mal Doran"), COMBAT) == combat
