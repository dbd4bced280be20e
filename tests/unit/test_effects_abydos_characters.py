"""Abydos characters, gear and missions (effects/abydos/characters.py, missions.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids (stats of the project's own); player 0 is the hero of turn 1
(`scenario`): Leader (Combat 3), Scholar (Culture 3) and Scientist ready, the Jaffa
Warrior stopped."""

from __future__ import annotations

from functools import partial

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, drive, real
from sg_play import (
    EASY,
    SPARE,
    TEST_MISSION,
    drive_to_next_mission,
    hero,
    legal_of,
    power,
    power_spent,
    put_in_play,
)
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import both_pass as resolve
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
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

SUPPORT, TEAM_T, GEAR = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.GEAR
CULTURE, SCIENCE, COMBAT, INGENUITY = 0, 1, 2, 3  # skill indices (engine/stargate/surface.py)

FERRETTI = real("Louis Ferretti (Pessimist)", SUPPORT, cost=1, skills={B: 2}, traits=("SGC",))
SHORE = real("Barbara Shore (Project Giza Researcher)", SUPPORT, cost=1, skills={C: 3, S: 1})
LANGFORD = real("Catherine Langford (Keeper of a Legacy)", SUPPORT, cost=1, skills={C: 3})
FREEMAN = real("Freeman (Signaller)", SUPPORT, cost=4, skills={B: 1, I: 1, S: 1},
               traits=("SGC",))
MEYERS = real("Gary Meyers (Project Giza Researcher)", SUPPORT, cost=1, skills={C: 2})
SHAURI = real("Shau'ri (Bridge Between Worlds)", SUPPORT, cost=1, skills={B: 1, I: 1})
WEST = real("West (Man of Few Words)", SUPPORT, cost=1, skills={C: 2, I: 1}, traits=("SGC",))
KAWALSKY = real("Charles Kawalsky (Second in Command)", TEAM_T, cost=4,
                skills={B: 2, C: 0, I: 2, S: 1}, traits=("SGC",))
SKAARA = real("Skaara (Young Rebel)", TEAM_T, cost=5, skills={B: 2, C: 2, I: 1, S: 0})
MASTADGE = real("Mastadge", GEAR, cost=1)
DEFEAT_RA = real("Defeat Ra (Abydos' Orbit)", CardType.MISSION, skills={B: 1}, experience=2,
                 glyph=Glyph.ORIGIN)
DIAL = real("Dial the Stargate (Cheyenne Mountain)", CardType.MISSION, skills={B: 1},
            experience=2, glyph=Glyph.ORIGIN)
REBELLION = real("Inspire Rebellion (Abydos)", CardType.MISSION, skills={B: 1}, experience=2,
                 glyph=Glyph.ORIGIN)
SEVENTH = real("Unlock the Seventh Symbol (Cheyenne Mountain)", CardType.MISSION,
               skills={B: 1}, experience=2, glyph=Glyph.ORIGIN)

AIDE = sg_card("Aide", SUPPORT, "Clerk", cost=1, skills={B: 1}, traits=("SGC",))
DANIEL = sg_card("Daniel Jackson", TEAM_T, "Fixture Linguist", cost=3, skills={C: 3, B: 0})
ORION = mission("Orion Place", C, 3, glyph=Glyph.ORION)
GEMINI = mission("Gemini Place", C, 3, glyph=Glyph.GEMINI)
PISCES = mission("Pisces Place", C, 3, glyph=Glyph.PISCES)
SCORPIUS = mission("Scorpius Place", C, 3, glyph=Glyph.SCORPIUS)
SCIENCE_PLACE = mission("Science Place", S, 3)
GLYPHS = [ORION, GEMINI, PISCES, SCORPIUS, LIBRA]


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, member: StargateCard | None = None,
          team: list[StargateCard] | None = None) -> StargateGame:
    if member is not None:
        team = [TEAM[0], TEAM[1], TEAM[3], member]
    return scenario(hero or [], villain or [],
                    missions=[*(missions or [TEST_MISSION, SPARE]), *GLYPHS], power=9,
                    pad=20, hero_team=team)


in_play = partial(put_in_play, player=HERO_P)


def glyph(game: StargateGame, character: str, place: StargateCard) -> None:
    ops.place_glyph(game, hero(game, place.title), hero(game, character))


def to_next_mission(game: StargateGame, succeed: bool) -> None:
    if succeed:
        game.apply(Assign(hero(game, "Fixture Leader")))
    resolve(game)
    drive_to_next_mission(game)


# --- support characters ---


@pytest.mark.parametrize(("succeed", "combat", "ingenuity"), [(True, 3, 0), (False, 2, 2)])
def test_louis_ferretti_after_a_successful_or_failed_mission(succeed: bool, combat: int,
                                                             ingenuity: int) -> None:
    game = start([FERRETTI], missions=[EASY if succeed else TEST_MISSION, SPARE])
    in_play(game, "Louis Ferretti")
    ferretti = hero(game, "Louis Ferretti")
    assert game.skill(ferretti, COMBAT) == 2
    to_next_mission(game, succeed)
    assert game.skill(ferretti, COMBAT) == combat
    assert (game.skill(ferretti, INGENUITY) or 0) == ingenuity


@pytest.mark.parametrize("first", [True, False])
def test_barbara_shore_blocked_during_the_first_mission(first: bool) -> None:
    game = start([SHORE])
    in_play(game, "Barbara Shore")
    if not first:
        to_next_mission(game, False)
    shore = hero(game, "Barbara Shore")
    if first:
        with pytest.raises(IllegalAction):
            game.apply(Assign(shore))
    else:
        game.apply(Assign(shore))
        assert game.status_name(shore) == "assigned"


@pytest.mark.parametrize("accept", [True, False])
def test_catherine_langford_stopped_turns_the_mission_to_culture(accept: bool) -> None:
    game = start([LANGFORD])
    game.apply(PlayCard(hero(game, "Catherine Langford")))
    game.apply(Choose(0) if accept else Decline())
    assert game.status_name(hero(game, "Catherine Langford")) == (
        "stopped" if accept else "ready")
    assert (game.mission_difficulty(CULTURE) > 0) is accept


@pytest.mark.parametrize("pay", [True, False])
def test_freeman_assigned_pays_to_ready_an_sgc_support_character(pay: bool) -> None:
    game = start([FREEMAN, AIDE])
    in_play(game, "Freeman", "Aide")
    aide = hero(game, "Aide")
    ops.stop(game, aide)
    before = power(game, HERO_P)
    game.apply(Assign(hero(game, "Freeman")))
    game.apply(Choose(0) if pay else Decline())
    assert game.status_name(aide) == ("ready" if pay else "stopped")
    assert before - power(game, HERO_P) == (2 if pay else 0)


def test_gary_meyers_trades_culture_for_science_once_a_turn() -> None:
    game = start([MEYERS])
    in_play(game, "Gary Meyers")
    meyers = hero(game, "Gary Meyers")
    game.apply(ActivateAbility(meyers, 0))
    assert (game.skill(meyers, CULTURE), game.skill(meyers, SCIENCE)) == (0, 2)
    game.apply(Pass())
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(meyers, 0))


@pytest.mark.parametrize(("with_warrior", "bonus"), [(True, 2), (False, 1)])
def test_shauri_skills_per_affiliation_assigned_with_her(with_warrior: bool,
                                                          bonus: int) -> None:
    game = start([SHAURI])
    in_play(game, "Shau'ri")
    shauri = hero(game, "Shau'ri")
    game.apply(Assign(shauri))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))  # SGC
    if with_warrior:
        game.apply(Pass())
        ops.ready(game, hero(game, "Fixture Warrior"))
        game.apply(Assign(hero(game, "Fixture Warrior")))  # Jaffa
    assert game.skill(shauri, COMBAT) == 1 + bonus


def test_shauri_unassigned_gets_nothing() -> None:
    game = start([SHAURI])
    in_play(game, "Shau'ri")
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.skill(hero(game, "Shau'ri"), COMBAT) == 1


@pytest.mark.parametrize("accept", [True, False])
def test_west_stopped_searches_the_mission_pile(accept: bool) -> None:
    game = start([WEST], missions=[TEST_MISSION, SPARE, SCIENCE_PLACE])
    game.apply(PlayCard(hero(game, "West")))
    game.apply(Choose(0) if accept else Decline())
    if accept:
        place = hero(game, "Science Place")
        decision = game.pending_decision
        assert decision is not None and hero(game, "Spare Mission") not in decision.options
        game.apply(Choose(place))
        assert game.surface.mission_pile_top(HERO_P) == place
    else:
        assert game.pending_decision is None
        assert game.status_name(hero(game, "West")) == "ready"


# --- team characters ---


@pytest.mark.parametrize(("place", "bonus"), [(ORION, 1), (None, 0)])
def test_charles_kawalsky_with_daniel_jackson(place: StargateCard | None, bonus: int) -> None:
    game = start(team=[TEAM[0], DANIEL, TEAM[3], KAWALSKY])
    kawalsky = hero(game, "Charles Kawalsky")
    if place is not None:
        glyph(game, "Charles Kawalsky", place)
    game.apply(Assign(kawalsky))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Daniel Jackson")))
    assert game.skill(kawalsky, COMBAT) == 2 + bonus


@pytest.mark.parametrize("both", [True, False])
def test_charles_kawalsky_success_readies_an_sgc_support_character(both: bool) -> None:
    game = start([AIDE], member=KAWALSKY, missions=[EASY, SPARE])
    kawalsky = hero(game, "Charles Kawalsky")
    glyph(game, "Charles Kawalsky", PISCES)
    if both:
        glyph(game, "Charles Kawalsky", SCORPIUS)
    in_play(game, "Aide")
    aide = hero(game, "Aide")
    game.apply(Assign(aide))
    game.apply(Pass())
    game.apply(Assign(kawalsky))
    resolve(game)
    assert game.status_name(aide) == ("ready" if both else "stopped")


@pytest.mark.parametrize("place", [GEMINI, None])
def test_skaara_assigned_gains_per_failed_mission(place: StargateCard | None) -> None:
    game = start(member=SKAARA)
    if place is not None:
        glyph(game, "Skaara", place)
    to_next_mission(game, False)
    before = power(game, HERO_P)
    game.apply(Assign(hero(game, "Skaara")))
    assert power(game, HERO_P) - before == (1 if place is not None else 0)


@pytest.mark.parametrize("both", [True, False])
def test_skaara_with_gemini_and_pisces_gets_skills_with_sgc(both: bool) -> None:
    game = start(member=SKAARA)
    skaara = hero(game, "Skaara")
    glyph(game, "Skaara", GEMINI)
    if both:
        glyph(game, "Skaara", PISCES)
    game.apply(Assign(skaara))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.skill(skaara, COMBAT) == 2 + (1 if both else 0)


# --- gear ---


@pytest.mark.parametrize("blocked", [True, False])
def test_mastadge_readies_and_unblocks_a_team_character(blocked: bool) -> None:
    game = start([MASTADGE])
    in_play(game, "Mastadge")
    warrior = hero(game, "Fixture Warrior")
    if blocked:
        game.surface.block(warrior)
    game.apply(ActivateAbility(hero(game, "Mastadge"), 0, target=warrior))
    assert game.status_name(warrior) == "ready"
    assert not game.surface.is_blocked(warrior)
    assert game.zone_name(hero(game, "Mastadge")) == "discard"


def test_mastadge_without_a_stopped_or_blocked_team_character_is_unusable() -> None:
    game = start([MASTADGE])
    in_play(game, "Mastadge")
    ops.ready(game, hero(game, "Fixture Warrior"))
    assert not legal_of(game, ActivateAbility)


# --- missions ---


@pytest.mark.parametrize("succeed", [True, False])
def test_abydos_missions_success_texts(succeed: bool) -> None:
    for card, check in ((DEFEAT_RA, "discard"), (DIAL, "gain"), (REBELLION, "lose"),
                        (SEVENTH, "draw")):
        game = scenario(missions=[card, SPARE], power=9, pad=20)
        hands = [len(game.state.players[p].hand) for p in (HERO_P, VILLAIN_P)]
        powers = [power(game, p) for p in (HERO_P, VILLAIN_P)]
        if succeed:
            game.apply(Assign(hero(game, "Fixture Leader")))
        resolve(game)
        changes = {
            "discard": hands[1] - len(game.state.players[VILLAIN_P].hand),
            "gain": power(game, HERO_P) - powers[0],
            "lose": powers[1] - power(game, VILLAIN_P),
            "draw": len(game.state.players[HERO_P].hand) - hands[0],
        }
        expected = {"discard": 1, "gain": 1, "lose": 1, "draw": 2}[check]
        assert changes[check] == (expected if succeed else 0), card.title


@pytest.mark.parametrize(("held", "wins"), [(3, True), (2, False)])
def test_origin_missions_win_at_the_turn_end_with_four_origin_glyphs(held: int,
                                                                     wins: bool) -> None:
    from sg_effect_cards import drive

    game = scenario(missions=[DEFEAT_RA, DIAL, REBELLION, SEVENTH, SPARE], power=9, pad=20)
    leader = hero(game, "Fixture Leader")
    for m in ("Dial the Stargate", "Inspire Rebellion", "Unlock the Seventh Symbol")[:held]:
        ops.place_glyph(game, hero(game, m), leader)
    game._version += 1
    game.apply(Assign(leader))
    resolve(game)  # Defeat Ra succeeds: the Leader earns a fourth Origin glyph (or third)
    drive(game, lambda g: g.is_over or g.turn == 2)
    assert (game.is_over and game.state.winner == HERO_P) is wins


# --- w2-abydos: more ---

SPECTROMETER = real("Portable Spectrometer", GEAR, cost=1, traits=("SGC",))
STERN = real("Jack O'Neil (Stern Leader)", TEAM_T, cost=3, skills={B: 3, C: 0, I: 3, S: 1},
             traits=("SGC",))
BROWN = real("Brown (Field Scientist)", SUPPORT, cost=1, skills={B: 1, S: 2}, traits=("SGC",))
RIFLE = sg_card("Rifle", GEAR, cost=3, traits=("SGC",))
TORCH = sg_card("Torch", GEAR, cost=3)
BOULDERS = sg_card("Boulders", CardType.OBSTACLE, cost=1, skills={B: 2})


@pytest.mark.parametrize(("place", "difficulty"), [(SCIENCE_PLACE, 2), (TEST_MISSION, 3)])
def test_portable_spectrometer_eases_a_science_mission(place: StargateCard,
                                                       difficulty: int) -> None:
    game = start([SPECTROMETER], missions=[place, SPARE])
    in_play(game, "Portable Spectrometer")
    game._version += 1
    game.apply(ActivateAbility(hero(game, "Portable Spectrometer"), 0))
    assert game.mission_difficulty() == difficulty


def test_portable_spectrometer_destroyed_finds_a_gear() -> None:
    game = start([SPECTROMETER, RIFLE])
    in_play(game, "Portable Spectrometer")
    rifle = hero(game, "Rifle")
    game.surface.put_on_deck(rifle)
    game._version += 1
    game.apply(ActivateAbility(hero(game, "Portable Spectrometer"), 1))
    assert game.zone_name(hero(game, "Portable Spectrometer")) == "discard"
    game.apply(Choose(rifle))
    assert game.zone_name(rifle) == "hand"


def test_portable_spectrometer_search_needs_a_power() -> None:
    game = start([SPECTROMETER])
    in_play(game, "Portable Spectrometer")
    game.state.players[HERO_P].power = 0
    game._version += 1
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(hero(game, "Portable Spectrometer"), 1))


@pytest.mark.parametrize("glyphs", [2, 0])
def test_jack_oneil_stern_leader_readies_for_less_per_glyph(glyphs: int) -> None:
    game = start(member=STERN)
    jack = hero(game, "Jack O'Neil")
    for place in (GEMINI, PISCES)[:glyphs]:
        glyph(game, "Jack O'Neil", place)
    ops.stop(game, jack)
    game._version += 1
    before = power(game, HERO_P)
    game.apply(ActivateAbility(jack, 0))
    assert game.status_name(jack) == "ready"
    assert before - power(game, HERO_P) == 5 - glyphs
    ops.stop(game, jack)
    game._version += 1
    with pytest.raises(IllegalAction):
        game.apply(ActivateAbility(jack, 0))


@pytest.mark.parametrize(("libra", "cost"), [(True, 2), (False, 1)])
def test_jack_oneil_stern_leader_with_libra_combat_obstacles_dearer(libra: bool,
                                                                    cost: int) -> None:
    game = start(villain=[BOULDERS], member=STERN)
    if libra:
        glyph(game, "Jack O'Neil", LIBRA)
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(uid(game, "Boulders", VILLAIN_P)))
    assert spent == cost


@pytest.mark.parametrize("accept", [True, False])
def test_brown_stopped_makes_the_next_gear_cheaper(accept: bool) -> None:
    game = start([BROWN, RIFLE, TORCH])
    game.apply(PlayCard(hero(game, "Brown")))
    game.apply(Choose(0) if accept else Decline())
    game.apply(Pass())
    before = power(game, HERO_P)
    game.apply(PlayCard(hero(game, "Rifle")))  # SGC: -2
    assert before - power(game, HERO_P) == (1 if accept else 3)
    game.apply(Pass())
    before = power(game, HERO_P)
    game.apply(PlayCard(hero(game, "Torch")))  # only the next gear
    assert before - power(game, HERO_P) == 3


BOMB = real("Mark III Nuclear Bomb", GEAR, cost=1, traits=("SGC",))
SARCOPHAGUS = real("Ra's Sarcophagus", GEAR, cost=1)


def test_mark_iii_nuclear_bomb_played_stopped_and_stoppable_by_the_opponent() -> None:
    game = start([BOMB])
    bomb = hero(game, "Mark III Nuclear Bomb")
    game.apply(PlayCard(bomb))
    assert game.status_name(bomb) == "stopped"
    ops.ready(game, bomb)
    game._version += 1
    before = power(game, VILLAIN_P)
    game.apply(ActivateAbility(bomb, 0))  # the villain's action
    assert game.status_name(bomb) == "stopped"
    assert before - power(game, VILLAIN_P) == 1


@pytest.mark.parametrize("obstacle", [True, False])
def test_mark_iii_nuclear_bomb_destroys_an_obstacle(obstacle: bool) -> None:
    game = start([BOMB], [BOULDERS])
    bomb = hero(game, "Mark III Nuclear Bomb")
    in_play(game, "Mark III Nuclear Bomb")
    if obstacle:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Boulders", VILLAIN_P)))
    game._version += 1
    found = [a for a in game.legal_actions()
             if isinstance(a, ActivateAbility) and a.card == bomb and a.ability == 1]
    assert bool(found) is obstacle
    if obstacle:
        game.apply(found[0])
        assert game.zone_name(uid(game, "Boulders", VILLAIN_P)) == "discard"
        assert game.zone_name(bomb) == "discard"


@pytest.mark.parametrize("in_discard", [True, False])
def test_ras_sarcophagus_plays_a_support_character_from_the_discard(in_discard: bool) -> None:
    game = start([SARCOPHAGUS, AIDE])
    in_play(game, "Ra's Sarcophagus")
    aide = hero(game, "Aide")
    if in_discard:
        ops.to_discard(game, aide)
    game._version += 1
    found = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
             and a.card == hero(game, "Ra's Sarcophagus")]
    assert bool(found) is in_discard
    if in_discard:
        before = power(game, HERO_P)
        game.apply(found[0])
        assert game.zone_name(aide) == "in play"
        assert before - power(game, HERO_P) == 2  # its cost 1, plus 1


NABEH = real("Nabeh (Boy Soldier)", SUPPORT, cost=1, skills={B: 1, C: 0})


@pytest.mark.parametrize("boost", [True, False])
def test_nabeh_boosted_is_destroyed_at_the_missions_end(boost: bool) -> None:
    from stargate_vcg.engine.stargate import Boost

    game = start([NABEH, NABEH])
    nabeh, copy_ = uid(game, "Nabeh", HERO_P), uid(game, "Nabeh", HERO_P, nth=1)
    ops.put_in_play(game, nabeh)
    game._version += 1
    game.apply(Assign(nabeh))
    game.apply(Pass())
    if boost:
        game.apply(Boost(nabeh, copy_))
        game.apply(Pass())
    game.apply(Pass())
    drive(game, lambda g: g.phase != "performing actions")
    assert game.zone_name(nabeh) == ("discard" if boost else "in play")


RUBBLE = sg_card("Rubble", CardType.OBSTACLE, cost=1, skills={B: 1})


@pytest.mark.parametrize("card", ["Mastadge", "Rubble"])
def test_nabeh_boosted_with_any_hero_card(card: str) -> None:
    from stargate_vcg.engine.stargate import Boost

    game = start([NABEH, MASTADGE, RUBBLE])
    nabeh = uid(game, "Nabeh", HERO_P)
    ops.put_in_play(game, nabeh)
    game._version += 1
    game.apply(Assign(nabeh))
    game.apply(Pass())
    hero_card = card == "Mastadge"
    other = uid(game, card, HERO_P)
    assert (Boost(nabeh, other) in game.legal_actions()) is hero_card
    if hero_card:
        game.apply(Boost(nabeh, other))
        assert game.zone_name(other) == "discard"


# --- session 8 sp-cards11 ------------------------------------------------------------------



@pytest.mark.parametrize(("card", "name", "answers"),
                         [(SHAURI, "Sha're", True), (SHAURI, "Jack O'Neill", False),
                          (STERN, "Jack O'Neill", True), (STERN, "Sha're", False)])
def test_shauri_and_jack_oneil_answer_to_the_names_their_text_gives_them(
        card: StargateCard, name: str, answers: bool) -> None:
    from stargate_vcg.effects.vocab import titled

    game = start([SHAURI], member=STERN)
    me = uid(game, card.title, HERO_P)
    assert titled(name)(game.surface, me, me) is answers


DJ = real("Daniel Jackson (Blacklisted Egyptologist)", TEAM_T, cost=3,
          skills={C: 3, S: 2, B: 0, I: 2})


@pytest.mark.parametrize(("glyph", "replace"), [(True, True), (True, False), (False, False)])
def test_daniel_jackson_pays_to_replace_the_mission_he_plays(glyph: bool,
                                                             replace: bool) -> None:
    from sg_effect_cards import drive

    from stargate_vcg.engine.stargate import Decline

    game = start(member=DJ)
    dj = hero(game, "Daniel Jackson")
    if glyph:
        ops.place_glyph(game, hero(game, "Orion Place"), dj)
        game._version += 1
    drive(game, lambda g: g.phase == "deciding to continue")
    pile = game.surface.mission_pile(HERO_P)
    following = pile[-1]  # the next mission, then the one after it
    after = pile[-2]
    game.apply(Continue())
    decision = game.pending_decision
    if not glyph:
        assert decision is None or decision.source != dj
        assert game.state.mission == following
        return
    assert decision is not None and decision.source == dj
    power = game.power(HERO_P)
    game.apply(Choose(0) if replace else Decline())
    if replace:
        game.apply(Decline())  # the mission played instead: not replaced again
    assert game.state.mission == (after if replace else following)
    assert game.power(HERO_P) == power - (1 if replace else 0)
    assert (game.surface.mission_pile(HERO_P)[0] == following) is replace
