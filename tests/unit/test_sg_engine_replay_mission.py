"""`Surface.replay_mission` (session 8 sp-cards11): the current mission goes to the
bottom of its pile and the next one is played in its place (its mission-played text
fires). Fixture cards; the hero of turn 1 is player 0."""

from __future__ import annotations

from test_sg_engine_helpers import HERO_P, B, C, mission, scenario, uid


def test_the_current_mission_replaced_by_the_next() -> None:
    missions = [mission("First", B, 3), mission("Second", C, 3), mission("Third", C, 3)]
    game = scenario(missions=missions, power=9)
    first, second = uid(game, "First", HERO_P), uid(game, "Second", HERO_P)
    assert game.state.mission == first
    assert game.surface.replay_mission()
    assert game.state.mission == second
    assert game.surface.mission_pile(HERO_P)[0] == first  # at the bottom
    assert game.state.phase == 4 and game.to_act == HERO_P  # its actions begin
