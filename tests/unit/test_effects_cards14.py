"""The engine pieces of session 10's sp-cards14, each played on fixture cards written by
the project (`tests/factories.py`): missions counted higher for one player's cards."""

from __future__ import annotations

from factories import sg_card
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects.dsl import Card, CountMissionsHigher, SkillsBy, WhenPlayed
from stargate_vcg.effects.vocab import this
from stargate_vcg.engine.stargate import Pass, PlayCard, StargateGame
from stargate_vcg.engine.stargate.effects import EffectRegistry
from stargate_vcg.engine.stargate.surface import CULTURE

SUPPORT = CardType.SUPPORT_CHARACTER
# Skills +1 per successful mission this turn, as its own text counts them.
COUNTER = sg_card("Counter", SUPPORT, "Tally Keeper", cost=1, skills={C: 1})
# When played, its player's cards count one more success and two more failures.
BOASTER = sg_card("Boaster", SUPPORT, "Storyteller", cost=1, skills={C: 1})


def start() -> StargateGame:
    registry = EffectRegistry()
    registry.register(COUNTER.id, Card(SkillsBy(lambda t, s: t.successful_missions(s), this)))
    registry.register(BOASTER.id, Card(WhenPlayed(CountMissionsHigher(successes=1,
                                                                      failures=2))))
    return scenario([COUNTER, BOASTER], [], power=9, pad=20, effects=registry,
                    missions=[mission("Test Mission", B, 3), mission("Spare", C, 3)])


def test_missions_counted_higher_for_the_players_own_cards_this_turn() -> None:
    game = start()
    counter, boaster = uid(game, "Counter", HERO_P), uid(game, "Boaster", HERO_P)
    game.apply(PlayCard(counter))
    t = game.surface
    assert game.surface.skill(counter, CULTURE) == 1
    game.apply(Pass())  # the villain
    game.apply(PlayCard(boaster))
    assert game.surface.skill(counter, CULTURE) == 2  # its text counts one success
    assert t.successful_missions(counter) == 1 and t.failed_mission_count(boaster) == 2
    other = game.state.players[VILLAIN_P].in_play[0]
    assert t.successful_missions(other) == 0 and t.failed_mission_count(other) == 0
    assert t.successful_missions() == 0 and t.failed_mission_count() == 0  # the rules'
    t.count_missions_higher(HERO_P, failures=1)  # it adds up
    assert t.failed_mission_count(counter) == 3


def test_missions_counted_higher_lapse_at_the_end_of_the_turn() -> None:
    game = start()
    counter = uid(game, "Counter", HERO_P)
    game.apply(PlayCard(counter))
    game.surface.count_missions_higher(HERO_P, successes=2)
    assert game.surface.successful_missions(counter) == 2
    game.state.turn += 1  # a later turn reads none
    assert game.surface.successful_missions(counter) == 0
    assert game.surface.failed_mission_count(counter) == 0
