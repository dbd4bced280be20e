"""Symbiosis events (effects/symbiosis/events.py), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import TEST_MISSION, hero, legal_of, put_in_play, to_next_mission
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, SCIENCE

EVENT = CardType.EVENT

AMBITIOUS = real("Ambitious Plan", EVENT, cost=2, traits=("Tok'ra",))
MOBILIZATION = real("Mobilization", EVENT, cost=5, traits=("Russian",))

AGENT = sg_card("Tok'ra Agent", CardType.TEAM_CHARACTER, "Operative", cost=3,
                skills={C: 1, S: 1, B: 1, I: 1}, traits=("Tok'ra",))
COMRADE = sg_card("Comrade", CardType.SUPPORT_CHARACTER, "Soldier", cost=1, skills={B: 1},
                  traits=("Russian",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard], *in_play: str, first: StargateCard | None = None,
          power: int = 9) -> StargateGame:
    """The Tok'ra Agent instead of the Fixture Scientist in the hero's team."""
    team = [AGENT, *(c for c in TEAM if c.title != "Fixture Scientist")]
    game = scenario(hero, [], missions=[first or TEST_MISSION,
                                        mission("Spare Mission", B, 3)],
                    hero_team=team, power=power, pad=30)
    return put_in_play(game, *in_play)


@pytest.mark.parametrize(("skill", "after"), [(B, SCIENCE), (C, CULTURE)])
def test_ambitious_plan_turns_a_combat_mission_into_a_science_mission(skill: Skill,
                                                                      after: int) -> None:
    game = begin([AMBITIOUS], first=mission("Test Mission", skill, 3))
    agent = hero(game, "Tok'ra Agent")
    plan = hero(game, "Ambitious Plan")
    game.apply(PlayCard(plan, stops=(agent,)))
    assert game.status_name(agent) == "stopped"
    assert game.surface.mission_skills() == (after,)
    assert game.purged_pile(0) == (plan,)  # purged, not discarded (sp-purge)
    assert plan not in game.discard_pile(0)


def test_ambitious_plan_needs_a_tokra_team_character_to_stop() -> None:
    game = begin([AMBITIOUS])
    plan = hero(game, "Ambitious Plan")
    assert PlayCard(plan, stops=(hero(game, "Fixture Leader"),)) not in game.legal_actions()
    assert PlayCard(plan, stops=(hero(game, "Tok'ra Agent"),)) in game.legal_actions()
    assert COMBAT in game.surface.mission_skills()


@pytest.mark.parametrize("failed", [True, False])
def test_mobilization_cheaper_and_readies_russians_per_failed_mission(failed: bool) -> None:
    game = begin([MOBILIZATION, COMRADE], "Comrade")
    comrade = hero(game, "Comrade")
    ops.stop(game, comrade)
    game._version += 1
    if failed:
        game.apply(game.legal_actions()[0])  # pass
        game.apply(game.legal_actions()[0])  # pass: the mission fails
        to_next_mission(game)
    power = game.power(HERO_P)
    warrior = hero(game, "Fixture Warrior")
    game.apply(PlayCard(hero(game, "Mobilization")))
    game.apply(Choose(warrior))
    assert game.power(HERO_P) == power - (4 if failed else 5)
    assert game.status_name(warrior) == "ready"
    assert game.status_name(comrade) == ("ready" if failed else "stopped")


# --- batch 2 ---------------------------------------------------------------------------

CALL = real("Call to Action", EVENT, cost=1, traits=("Jaffa",))
BRAINSTORMING = real("Brainstorming", EVENT, cost=1)
UNWISE = real("This Does Not Seem Wise", EVENT, cost=1)

JAFFA_AIDE = sg_card("Jaffa Aide", CardType.SUPPORT_CHARACTER, "Helper", cost=1,
                     skills={B: 1}, traits=("Jaffa",))
JAFFA_AIDE_2 = sg_card("Jaffa Aide 2", CardType.SUPPORT_CHARACTER, "Helper", cost=1,
                       skills={B: 1}, traits=("Jaffa",))
WALL = sg_card("Wall", CardType.OBSTACLE, cost=1, skills={B: 1})
DITCH = sg_card("Ditch", CardType.OBSTACLE, cost=1, skills={B: 1})


@pytest.mark.parametrize(("mode", "readied"), [(0, 1), (1, 2)])
def test_call_to_action_readies_jaffa_supports_by_the_stopped_characters_rating(
        mode: int, readied: int) -> None:
    """The Fixture Warrior (Jaffa): Culture 1, Combat 3 (two aides to ready)."""
    game = begin([CALL, JAFFA_AIDE, JAFFA_AIDE_2], "Jaffa Aide", "Jaffa Aide 2")
    warrior = hero(game, "Fixture Warrior")
    ops.ready(game, warrior)
    aides = [hero(game, "Jaffa Aide"), hero(game, "Jaffa Aide 2")]
    for aide in aides:
        ops.stop(game, aide)
    game._version += 1
    game.apply(PlayCard(hero(game, "Call to Action"), stops=(warrior,)))
    game.apply(Choose(mode))
    if readied == 1:
        game.apply(Choose(aides[0]))
    assert sum(game.status_name(a) == "ready" for a in aides) == readied


def test_call_to_action_needs_a_ready_jaffa_team_character() -> None:
    game = begin([CALL])  # the Fixture Warrior is stopped as the game is set up
    call = hero(game, "Call to Action")
    assert not legal_of(game, PlayCard, call)


def _villain_plays_two_obstacles(game: StargateGame) -> tuple[int, int]:
    wall, ditch = uid(game, "Wall", VILLAIN_P), uid(game, "Ditch", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(wall))
    game.apply(Pass())
    game.apply(PlayCard(ditch))
    return wall, ditch


@pytest.mark.parametrize("team", [True, False])
def test_brainstorming_destroys_all_obstacles_when_two_team_characters_paid(
        team: bool) -> None:
    game = scenario([BRAINSTORMING, JAFFA_AIDE, JAFFA_AIDE_2], [WALL, DITCH],
                    missions=[TEST_MISSION, mission("Spare Mission", B, 3)],
                    power=9, pad=30)
    for title in ("Jaffa Aide", "Jaffa Aide 2"):
        ops.put_in_play(game, hero(game, title))
    game._version += 1
    wall, ditch = _villain_plays_two_obstacles(game)
    payers = (hero(game, "Fixture Leader"),
              hero(game, "Fixture Scholar") if team else hero(game, "Jaffa Aide"),
              hero(game, "Jaffa Aide 2"))
    game.apply(PlayCard(hero(game, "Brainstorming"), stops=payers))
    game.apply(Choose(wall))
    assert game.zone_name(wall) == "discard"
    assert (game.zone_name(ditch) == "discard") is team


@pytest.mark.parametrize("fails", [True, False])
def test_this_does_not_seem_wise_readies_and_incapacitates_on_failure(fails: bool) -> None:
    game = begin([UNWISE], first=mission("Test Mission", B, 9 if fails else 1))
    warrior = hero(game, "Fixture Warrior")
    game.apply(PlayCard(hero(game, "This Does Not Seem Wise")))
    assert game.status_name(warrior) == "ready"
    assert game.skill(warrior, COMBAT) == 3 - 1
    game.apply(Pass())
    game.apply(Assign(warrior))
    game.apply(Pass())
    game.apply(Pass())
    assert (game.status_name(warrior) == "incapacitated") is fails


DECEPTION = real("Deception", EVENT, cost=1, traits=("Tok'ra",))


def _to_the_next_turn(game: StargateGame) -> None:
    """Both pass (the mission fails); the hero stops: the villain's turn begins."""
    from stargate_vcg.engine.stargate import Stop

    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Stop())
    assert game.state.turn == 2


@pytest.mark.parametrize("tokra", [True, False])
def test_deception_draws_for_a_tokra_and_pays_two_in_the_next_turn(tokra: bool) -> None:
    game = begin([DECEPTION])
    payer = hero(game, "Tok'ra Agent" if tokra else "Fixture Leader")
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(hero(game, "Deception"), stops=(payer,)))
    assert len(game.hand(HERO_P)) == hand - 1 + (1 if tokra else 0)
    # Purged as its text is carried out; its delayed gain works on from there (sp-purge).
    assert game.purged_pile(HERO_P) == (hero(game, "Deception"),)
    _to_the_next_turn(game)
    control = begin([DECEPTION])  # the same turn without the event
    _to_the_next_turn(control)
    assert game.power(HERO_P) == control.power(HERO_P) + 2


HARD_EARNED = real("Hard-Earned Intelligence", EVENT, cost=1, traits=("Tok'ra",))
LEGWORK = real("Legwork", EVENT, cost=1)
PLOT = sg_card("Plot", CardType.OBSTACLE, cost=3, skills={B: 1})


@pytest.mark.parametrize("tokra", [True, False])
def test_hard_earned_intelligence_gains_a_villain_cards_cost(tokra: bool) -> None:
    game = scenario([HARD_EARNED], [PLOT],
                    missions=[TEST_MISSION, mission("Spare Mission", B, 3)],
                    hero_team=[AGENT, *(c for c in TEAM if c.title != "Fixture Scientist")],
                    power=9, pad=30)
    plot = uid(game, "Plot", VILLAIN_P)
    payer = hero(game, "Tok'ra Agent" if tokra else "Fixture Leader")
    game.apply(PlayCard(hero(game, "Hard-Earned Intelligence"), stops=(payer,)))
    game.apply(Choose(plot))
    assert game.power(HERO_P) == 9 - 1 + 3
    assert (plot in game.hand(VILLAIN_P)) is not tokra


@pytest.mark.parametrize("discard", [True, False])
def test_legwork_the_opponent_discards_or_the_team_gets_skills(discard: bool) -> None:
    game = begin([LEGWORK])
    card = game.hand(VILLAIN_P)[0]
    game.apply(PlayCard(hero(game, "Legwork")))
    game.apply(Choose(card))
    assert game.to_act == VILLAIN_P
    game.apply(Choose(card) if discard else Decline())
    assert (card in game.hand(VILLAIN_P)) is not discard
    leader = hero(game, "Fixture Leader")
    assert game.skill(leader, COMBAT) == 3 + (0 if discard else 1)


UNITY = real("Symbol of Unity", EVENT, cost=1, traits=("Jaffa", "Tok'ra", "SGC"))


@pytest.mark.parametrize("three", [True, False])
def test_symbol_of_unity_needs_three_affiliations_among_the_team(three: bool) -> None:
    team = [AGENT if three else sg_card("Aide", CardType.TEAM_CHARACTER, "Helper", cost=3,
                                        skills={C: 1, S: 1, B: 1, I: 1}, traits=("SGC",)),
            *(c for c in TEAM if c.title != "Fixture Scientist")]
    game = scenario([UNITY], [], missions=[TEST_MISSION,
                                          mission("Spare Mission", B, 3)],
                    hero_team=team, power=9, pad=30)
    unity = PlayCard(hero(game, "Symbol of Unity"))
    assert (unity in game.legal_actions()) is three
    if three:
        game.apply(unity)
        warrior = hero(game, "Fixture Warrior")
        assert game.status_name(warrior) == "ready"
        assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 3 + 1


AVENGE = real("Avenge the Dead", EVENT, cost=1, traits=("Jaffa",))
COMRADE_2 = sg_card("Second Comrade", CardType.SUPPORT_CHARACTER, "Soldier", cost=1,
                    skills={B: 1})


@pytest.mark.parametrize("destroyed", [True, False])
def test_avenge_the_dead_skills_per_support_destroyed_this_turn(destroyed: bool) -> None:
    game = begin([AVENGE, COMRADE_2], "Second Comrade")
    if destroyed:
        ops.destroy(game, hero(game, "Second Comrade"))
        game._version += 1
    warrior = hero(game, "Fixture Warrior")
    game.apply(PlayCard(hero(game, "Avenge the Dead")))
    assert game.skill(warrior, COMBAT) == 3 + (1 if destroyed else 0)
