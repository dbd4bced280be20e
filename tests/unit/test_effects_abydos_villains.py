"""Abydos adversaries and obstacles (effects/abydos/villains.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids (stats of the project's own); player 0 is the hero of turn 1 (`scenario`): Leader
(Combat 3), Scholar (Culture 3) and Scientist ready, the Jaffa Warrior stopped."""

from __future__ import annotations

import pytest
from factories import ENVOY, MARINE, sg_card
from sg_effect_cards import checked_actions, drive, real
from sg_play import EASY, SPARE, TEST_MISSION, drive_to_next_mission, hero
from sg_play import both_pass as resolve
from sg_play import villain_plays_and_assigns as villain_plays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.facts import ASSIGNED

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

OB, AD, SHIP = CardType.OBSTACLE, CardType.ADVERSARY, CardType.SHIP
SUPPORT = CardType.SUPPORT_CHARACTER
COMBAT = 2  # skill index (engine/stargate/surface.py)

RETRIBUTION = real("Retribution", OB, cost=3, skills={C: 2, B: 2}, traits=("Goa'uld", "Jaffa"))
EXECUTION = real("Public Execution", OB, cost=4, skills={C: 2, B: 2, I: 2},
                 traits=("Goa'uld", "Jaffa"))
OMINOUS = real("Ominous Discovery", OB, cost=2, skills={B: 1})
MISCOMMUNICATION = real("Miscommunication", OB, cost=3, skills={B: 2})
PRISONERS = real("Prisoners of Ra", OB, cost=4, skills={C: 2, B: 2, I: 2}, traits=("Goa'uld",))
LOST = real("Lost in Translation", OB, cost=2, skills={B: 3})
SAND_STORM = real("Sand Storm", OB, cost=2, skills={B: 4})
STRAFING = real("Udajeet Strafing Run", OB, cost=3, skills={B: 2, S: 2, I: 2},
                traits=("Jaffa",))
JACKAL = real("Jackal Guards", OB, cost=2, skills={B: 3}, traits=("Jaffa",))

GUARD = sg_card("Guard", AD, "Warrior", cost=1, skills={B: 1}, revive=2, traits=("Jaffa",))
SERPENT = sg_card("Serpent", AD, "Lord", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
GLIDER = sg_card("Glider", SHIP, "Attack Craft", cost=1, firepower=2, traits=("Jaffa",),
                 allegiance=Allegiance.VILLAIN)



def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [], missions=missions or [TEST_MISSION, SPARE],
                    power=power, pad=20)


def succeed_first(game: StargateGame) -> None:
    """The Leader wins the first (easy) mission; the hero goes on to the next one."""
    game.apply(Assign(hero(game, "Fixture Leader")))
    resolve(game)
    drive_to_next_mission(game)


def fail_first(game: StargateGame) -> None:
    resolve(game)
    drive_to_next_mission(game)


def difficulty(game: StargateGame, card: int) -> int:
    """Its Combat difficulty (the fixture missions are Combat missions)."""
    return game.surface.difficulty(card, COMBAT)


@pytest.mark.parametrize("supports", [("Envoy",), ()])
def test_retribution_failure_destroys_a_support_character(supports: tuple[str, ...]) -> None:
    game = start([ENVOY], [RETRIBUTION])
    for t in supports:
        ops.put_in_play(game, hero(game, t))
    villain_plays(game, "Retribution")
    resolve(game)
    assert game.zone_name(hero(game, "Envoy")) == ("discard" if supports else "hand")


@pytest.mark.parametrize("succeeded", [True, False])
def test_retribution_is_harder_after_a_successful_mission(succeeded: bool) -> None:
    game = start(villain=[RETRIBUTION], missions=[EASY if succeeded else TEST_MISSION, SPARE])
    (succeed_first if succeeded else fail_first)(game)
    villain_plays(game, "Retribution")
    card = uid(game, "Retribution", VILLAIN_P)
    assert difficulty(game, card) == 2 + (2 if succeeded else 0)


@pytest.mark.parametrize("failed", [True, False])
def test_public_execution_cheaper_and_harder_after_a_failed_mission(failed: bool) -> None:
    game = start(villain=[EXECUTION], missions=[TEST_MISSION if failed else EASY, SPARE],
                 power=9)
    (fail_first if failed else succeed_first)(game)
    before = game.state.players[VILLAIN_P].power
    villain_plays(game, "Public Execution")
    card = uid(game, "Public Execution", VILLAIN_P)
    assert before - game.state.players[VILLAIN_P].power == (3 if failed else 4)
    assert difficulty(game, card) == 2 + (1 if failed else 0)


def test_public_execution_failure_incapacitates_a_team_character() -> None:
    game = start(villain=[EXECUTION])
    villain_plays(game, "Public Execution")
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.status_name(hero(game, "Fixture Scholar")) == "incapacitated"


@pytest.mark.parametrize("outcome", ["failure", "success"])
def test_ominous_discovery_makes_the_next_mission_harder(outcome: str) -> None:
    game = start(villain=[OMINOUS],
                 missions=[EASY if outcome == "success" else TEST_MISSION, SPARE])
    if outcome == "success":
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(PlayCard(uid(game, "Ominous Discovery", VILLAIN_P)))
        game.apply(Assign(hero(game, "Fixture Scientist")))
    else:
        villain_plays(game, "Ominous Discovery")
    resolve(game)
    drive_to_next_mission(game)
    assert game.mission_difficulty() == 3 + 1


def test_ominous_discovery_unplayed_leaves_the_next_mission_alone() -> None:
    game = start(villain=[OMINOUS])
    fail_first(game)
    assert game.mission_difficulty() == 3


def test_miscommunication_readies_blocks_then_stops_the_chosen() -> None:
    game = start(villain=[MISCOMMUNICATION])
    warrior = hero(game, "Fixture Warrior")
    villain_plays(game, "Miscommunication")
    game.apply(Choose(warrior))
    assert game.status_name(warrior) != "stopped" and game.surface.is_blocked(warrior)
    resolve(game)
    assert game.status_name(warrior) == "stopped"


def test_miscommunication_skips_characters_with_a_glyph() -> None:
    game = start(villain=[MISCOMMUNICATION])
    ops.place_glyph(game, uid(game, "Spare Mission", HERO_P), hero(game, "Fixture Leader"))
    villain_plays(game, "Miscommunication")
    decision = game.pending_decision
    assert decision is not None and hero(game, "Fixture Leader") not in decision.options


@pytest.mark.parametrize(("guards", "blocked"), [(True, 2), (False, 1)])
def test_prisoners_of_ra_blocks_two_with_a_jaffa_adversary(guards: bool, blocked: int) -> None:
    game = start(villain=[PRISONERS, GUARD])
    if guards:
        villain_plays(game, "Guard")
    villain_plays(game, "Prisoners of Ra")
    decision = game.pending_decision
    assert decision is not None and decision.least == blocked


@pytest.mark.parametrize(("assign", "cost"), [(True, 1), (False, 2)])
def test_lost_in_translation_cheaper_per_assigned_affiliation(assign: bool, cost: int) -> None:
    game = start(villain=[LOST])
    if assign:
        game.apply(Assign(hero(game, "Fixture Leader")))  # SGC
    else:
        game.apply(Pass())
    before = game.state.players[VILLAIN_P].power
    game.apply(PlayCard(uid(game, "Lost in Translation", VILLAIN_P)))
    assert before - game.state.players[VILLAIN_P].power == cost


@pytest.mark.parametrize("played", [True, False])
def test_sand_storm_assignments_cost_a_power(played: bool) -> None:
    game = start(villain=[SAND_STORM])
    if played:
        villain_plays(game, "Sand Storm")
    before = game.state.players[HERO_P].power
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert before - game.state.players[HERO_P].power == (1 if played else 0)


@pytest.mark.parametrize("has_ship", [True, False])
def test_udajeet_strafing_run_finds_a_jaffa_villain_ship(has_ship: bool) -> None:
    game = start(villain=[STRAFING, GLIDER])
    glider = uid(game, "Glider", VILLAIN_P)
    if has_ship:
        game.surface.put_on_deck(glider)
    villain_plays(game, "Udajeet Strafing Run")
    if has_ship:
        game.apply(Choose(glider))
        assert game.zone_name(glider) == "hand"
    else:
        assert game.pending_decision is None


def test_udajeet_strafing_run_jaffa_ships_fire_harder() -> None:
    game = start(villain=[STRAFING, GLIDER])
    glider = uid(game, "Glider", VILLAIN_P)
    ops.put_in_play(game, glider)
    assert values.firepower(game, glider) == 2
    villain_plays(game, "Udajeet Strafing Run")
    assert values.firepower(game, glider) == 3


@pytest.mark.parametrize(("goauld", "extra"), [(True, 1), (False, 0)])
def test_jackal_guards_goauld_adversaries_harder(goauld: bool, extra: int) -> None:
    game = start(villain=[JACKAL, SERPENT, GUARD])
    villain_plays(game, "Serpent" if goauld else "Guard", "Jackal Guards")
    card = uid(game, "Serpent" if goauld else "Guard", VILLAIN_P)
    assert difficulty(game, card) == 1 + extra


# --- w2-abydos: more adversaries and obstacles ---

RA_JEALOUS = real("Ra (Jealous God)", AD, cost=1, skills={B: 1}, revive=4, traits=("Goa'uld",))
RA_SUPREME = real("Ra (Supreme System Lord)", AD, cost=1, skills={B: 1}, revive=6,
                  traits=("Goa'uld",))
RADIO = real("Radio Interference", OB, cost=1, skills={B: 2})
ANUBIS = real("Anubis of Abydos (First Prime)", AD, cost=1, skills={B: 1}, revive=3,
              traits=("Jaffa",))
RIDICULED = real("Ridiculed", OB, cost=1, skills={B: 2}, traits=("Political",))
CAPITULATE = real("Forced to Capitulate", OB, cost=1, skills={B: 2}, traits=("Jaffa",))
UNPREPARED = real("Unprepared for Battle", OB, cost=1, skills={B: 2})
FALCON = real("Falcon Guards", OB, cost=1, skills={B: 2}, traits=("Jaffa",))


@pytest.mark.parametrize(("next_skill", "gained"), [(C, 1), (S, 0)])
def test_ra_jealous_god_gains_on_a_culture_mission(next_skill: object, gained: int) -> None:
    game = start(villain=[RA_JEALOUS], missions=[TEST_MISSION, mission("Next", next_skill, 3)])
    ops.put_in_play(game, uid(game, "Ra", VILLAIN_P))
    resolve(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    before = game.state.players[VILLAIN_P].power
    game.apply(Continue())
    # the villain gains 1 from the hero's continuing after a failure (rulebook)
    assert game.state.players[VILLAIN_P].power - before == gained + 1


@pytest.mark.parametrize("bottom", [True, False])
def test_ra_jealous_god_failure_looks_at_the_opponents_mission_pile(bottom: bool) -> None:
    game = start(villain=[RA_JEALOUS], missions=[TEST_MISSION, SPARE, EASY])
    top = game.surface.mission_pile_top(HERO_P)
    villain_plays(game, "Ra")
    resolve(game)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(top) if bottom else Decline())
    assert (game.surface.mission_pile_top(HERO_P) == top) is not bottom


def test_ra_supreme_system_lord_stops_for_power() -> None:
    game = start(villain=[RA_SUPREME])
    ra = uid(game, "Ra", VILLAIN_P)
    ops.put_in_play(game, ra)
    game.apply(Pass())
    before = game.state.players[VILLAIN_P].power
    from stargate_vcg.engine.stargate import ActivateAbility

    game.apply(ActivateAbility(ra, 0))
    assert game.state.players[VILLAIN_P].power - before == 1
    assert game.status_name(ra) == "stopped"


@pytest.mark.parametrize("pay", [True, False])
def test_ra_supreme_system_lord_failure_pay_or_lose_a_character(pay: bool) -> None:
    game = start(villain=[RA_SUPREME])
    villain_plays(game, "Ra")
    resolve(game)
    assert game.to_act == HERO_P
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(uid(game, "Ra", VILLAIN_P)))
        assert game.status_name(uid(game, "Ra", VILLAIN_P)) == "ready"
    else:
        game.apply(Choose(hero(game, "Fixture Scholar")))
        assert game.status_name(hero(game, "Fixture Scholar")) == "incapacitated"


@pytest.mark.parametrize("support", [True, False])
def test_radio_interference_support_assignments_cost_a_random_card(support: bool) -> None:
    game = start([ENVOY], [RADIO])
    ops.put_in_play(game, hero(game, "Envoy"))
    villain_plays(game, "Radio Interference")
    before = len(game.state.players[HERO_P].hand)
    game.apply(Assign(hero(game, "Envoy" if support else "Fixture Leader")))
    assert before - len(game.state.players[HERO_P].hand) == (1 if support else 0)


@pytest.mark.parametrize("with_ra", [True, False])
def test_anubis_of_abydos_with_ra_support_assignments_cost(with_ra: bool) -> None:
    game = start([ENVOY], [ANUBIS, RA_SUPREME])
    ops.put_in_play(game, hero(game, "Envoy"))
    villain_plays(game, "Anubis of Abydos")
    if with_ra:  # arranged: a second adversary assigned (some text allows it)
        ra = uid(game, "Ra", VILLAIN_P)
        ops.put_in_play(game, ra)
        game.state.status[ra] = ASSIGNED
        game._version += 1
    power_before = game.state.players[HERO_P].power
    hand_before = len(game.state.players[HERO_P].hand)
    game.apply(Assign(hero(game, "Envoy")))
    if with_ra:
        game.apply(Choose(game.state.players[HERO_P].hand[0]))
    assert power_before - game.state.players[HERO_P].power == (1 if with_ra else 0)
    assert hand_before - len(game.state.players[HERO_P].hand) == (1 if with_ra else 0)


@pytest.mark.parametrize("failed", [True, False])
def test_ridiculed_failure_makes_continuing_dearer(failed: bool) -> None:
    game = start(villain=[RIDICULED], missions=[TEST_MISSION if failed else EASY, SPARE])
    if not failed:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(PlayCard(uid(game, "Ridiculed", VILLAIN_P)))
        game.apply(Assign(hero(game, "Fixture Scientist")))
    else:
        villain_plays(game, "Ridiculed")
    resolve(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    before = game.state.players[HERO_P].power
    game.apply(Continue())
    # continuing after a failure costs 1 more already (rulebook "Deciding to Continue")
    assert before - game.state.players[HERO_P].power == (2 if failed else 0)


@pytest.mark.parametrize(("jaffa", "blocked"), [(True, 1), (False, 0)])
def test_forced_to_capitulate_blocks_per_other_jaffa_card(jaffa: bool, blocked: int) -> None:
    game = start([ENVOY], [CAPITULATE, GUARD])
    ops.put_in_play(game, hero(game, "Envoy"))
    if jaffa:
        villain_plays(game, "Guard")
    villain_plays(game, "Forced to Capitulate")
    assert game.surface.is_blocked(hero(game, "Envoy")) is bool(blocked)


@pytest.mark.parametrize("assigned", [True, False])
def test_forced_to_capitulate_failure_destroys_assigned_blocked_supports(assigned: bool) -> None:
    game = start([ENVOY], [CAPITULATE])
    envoy = hero(game, "Envoy")
    ops.put_in_play(game, envoy)
    if assigned:
        game.apply(Assign(envoy))
    else:
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Forced to Capitulate", VILLAIN_P)))
    game.surface.block(envoy)
    resolve(game)
    assert game.zone_name(envoy) == ("discard" if assigned else "in play")


@pytest.mark.parametrize("readied", [True, False])
def test_unprepared_for_battle_ready_and_block_or_be_destroyed(readied: bool) -> None:
    game = start([MARINE], [UNPREPARED])
    marine = hero(game, "Marine")
    ops.put_in_play(game, marine)
    game.apply(Assign(marine))
    game.apply(PlayCard(uid(game, "Unprepared for Battle", VILLAIN_P)))
    assert game.to_act == HERO_P and game.pending_decision is not None
    game.apply(Choose(0) if readied else Decline())
    resolve(game)
    assert game.zone_name(marine) == ("in play" if readied else "discard")


@pytest.mark.parametrize(("goauld", "extra"), [(True, 1), (False, 0)])
def test_falcon_guards_obstacles_harder_with_a_goauld_adversary(goauld: bool,
                                                                extra: int) -> None:
    game = start(villain=[FALCON, SERPENT, GUARD])
    villain_plays(game, "Serpent" if goauld else "Guard", "Falcon Guards")
    assert difficulty(game, uid(game, "Falcon Guards", VILLAIN_P)) == 2 + extra


DEPRESSION = real("Depression", OB, cost=1, skills={B: 0}, traits=("Disease",))


@pytest.mark.parametrize("succeed", [True, False])
def test_depression_makes_its_holder_dear_until_he_succeeds(succeed: bool) -> None:
    game = start(villain=[DEPRESSION], missions=[EASY, SPARE, TEST_MISSION])
    leader = hero(game, "Fixture Leader")
    villain_plays(game, "Depression")
    game.apply(Choose(leader))
    depression = uid(game, "Depression", VILLAIN_P)
    before = game.state.players[HERO_P].power
    if succeed:
        game.apply(Assign(leader))
        assert before - game.state.players[HERO_P].power == 2
    resolve(game)
    assert (game.zone_name(depression) == "discard") is succeed


HORUS = real("Horus of Abydos (Sworn Warrior)", AD, cost=1, skills={B: 1}, revive=3,
             traits=("Jaffa",))
ON_GUARD = sg_card("On Guard", OB, cost=1, skills={B: 1}, traits=("Jaffa",))
PLAIN_RA = sg_card("Ra", AD, "Fixture God", cost=1, skills={B: 1}, revive=2,
                   traits=("Goa'uld",))  # textless


@pytest.mark.parametrize("with_ra", [True, False])
def test_horus_of_abydos_with_ra_failure_gives_an_obstacle_dominion(with_ra: bool) -> None:
    game = start(villain=[HORUS, PLAIN_RA, ON_GUARD])
    villain_plays(game, "On Guard", "Horus of Abydos")
    if with_ra:  # arranged: a second adversary assigned (some text allows it)
        ra = uid(game, "Ra", VILLAIN_P)
        ops.put_in_play(game, ra)
        game.state.status[ra] = ASSIGNED
        game._version += 1
    guard = uid(game, "On Guard", VILLAIN_P)
    assert guard not in game.surface.dominion_obstacles()
    resolve(game)
    if with_ra:  # the only such obstacle: chosen without asking
        assert guard in game.surface.dominion_obstacles()
    else:
        assert guard not in game.surface.dominion_obstacles()


RETAINER = real("Jaffa Retainer", AD, cost=1, skills={B: 2}, revive=4, traits=("Jaffa",))


@pytest.mark.parametrize("found", [True, False])
def test_jaffa_retainer_plays_an_adversary_from_the_deck(found: bool) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility, Revive

    game = start(villain=[RETAINER, GUARD])
    retainer, guard = uid(game, "Jaffa Retainer", VILLAIN_P), uid(game, "Guard", VILLAIN_P)
    ops.put_in_play(game, retainer)
    if found:
        game.surface.put_on_deck(guard)
    game._version += 1
    game.apply(Pass())
    game.apply(ActivateAbility(retainer, 1))  # X = 1: the Guard's cost
    assert game.zone_name(retainer) == "discard"
    if not found:
        assert game.pending_decision is None and game.zone_name(guard) == "hand"
        return
    game.apply(Choose(guard))
    assert game.zone_name(guard) == "in play"
    game.apply(Pass())
    game.apply(Assign(guard))
    resolve(game)
    assert Revive(guard) not in game.legal_actions()
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.zone_name(guard) in ("discard", "score pile")


def test_jaffa_retainer_adversary_destroyed_at_the_missions_end() -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    game = start(villain=[RETAINER, GUARD])
    retainer, guard = uid(game, "Jaffa Retainer", VILLAIN_P), uid(game, "Guard", VILLAIN_P)
    ops.put_in_play(game, retainer)
    game.surface.put_on_deck(guard)
    game._version += 1
    game.apply(Pass())
    game.apply(ActivateAbility(retainer, 1))
    game.apply(Choose(guard))
    resolve(game)  # not assigned: it stays in play to the mission's end
    drive(game, lambda g: g.phase == "deciding to continue")
    assert game.zone_name(guard) == "discard"


# --- session 8 sp-cards11 ------------------------------------------------------------------

RA_RATED = real("Ra (Jealous God)", AD, cost=1, skills={C: 2, I: 2}, revive=4,
                traits=("Goa'uld",))


@pytest.mark.parametrize("falcon", [True, False])
def test_falcon_guards_lets_ra_be_assigned_without_a_rating_adding_nothing(
        falcon: bool) -> None:
    from stargate_vcg.errors import IllegalAction

    game = start(villain=[FALCON, RA_RATED])  # a Combat mission: Ra has no Combat
    ra = uid(game, "Ra", VILLAIN_P)
    ops.put_in_play(game, ra)
    game._version += 1
    if falcon:
        villain_plays(game, "Falcon Guards")
    game.apply(Pass())
    before = game.surface.mission_totals()[1]
    if not falcon:
        assert Assign(ra) not in game.legal_actions()
        with pytest.raises(IllegalAction):
            game.apply(Assign(ra))
        return
    game.apply(Assign(ra))
    assert game.status_name(ra) == "assigned"
    # Falcon Guards makes each obstacle 1 harder with a Goa'uld adversary there; Ra adds 0.
    assert game.surface.mission_totals()[1] == before + 1


@pytest.mark.parametrize("ra_assigned", [True, False])
def test_jackal_guards_played_beside_ra_at_a_culture_mission_makes_it_harder(
        ra_assigned: bool) -> None:
    from stargate_vcg.engine.stargate.surface import CULTURE as SK_CULTURE
    from stargate_vcg.errors import IllegalAction

    game = start(villain=[JACKAL, RA_RATED], missions=[SPARE, TEST_MISSION])  # Culture 3
    ra, jackal = uid(game, "Ra", VILLAIN_P), uid(game, "Jackal Guards", VILLAIN_P)
    ops.put_in_play(game, ra)
    game._version += 1
    game.apply(Pass())
    if ra_assigned:
        game.apply(Assign(ra))
        game.apply(Pass())
    mission_card = game.state.mission
    before = game.surface.difficulty(mission_card, SK_CULTURE)
    if not ra_assigned:
        with pytest.raises(IllegalAction):
            game.apply(PlayCard(jackal))
        return
    game.apply(PlayCard(jackal))
    assert jackal in game.obstacles
    assert game.surface.difficulty(mission_card, SK_CULTURE) == before + 1
    assert game.surface.difficulty(jackal, SK_CULTURE) == 0
