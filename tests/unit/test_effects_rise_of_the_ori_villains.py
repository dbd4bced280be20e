"""Rise of the Ori obstacles and adversaries (effects/rise_of_the_ori/villains.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Pass,
    PlayCard,
    StargateGame,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.errors import IllegalAction

OBSTACLE, ADVERSARY = CardType.OBSTACLE, CardType.ADVERSARY
KALI = real("Kali (The Destroyer)", ADVERSARY, cost=5, skills={C: 2, B: 2}, revive=4,
            traits=("Goa'uld",))
ALLIANCE = real("Alliance in Jeopardy", OBSTACLE, cost=2, skills={C: 2, B: 2},
                traits=("Jaffa", "Political"))
CLUES = real("Clues from the Past", OBSTACLE, cost=1, skills={C: 2})
PROBE = real("Goa'uld Probe", OBSTACLE, cost=1, skills={S: 1, B: 1, I: 1}, traits=("Goa'uld",))
PHEROMONES = real("Super Pheromones", OBSTACLE, cost=2, skills={S: 1, I: 1},
                  traits=("Disease", "Goa'uld"))
TOO_EASY = real("Too Easy", OBSTACLE, cost=1, skills={I: 2})

HURDLE = sg_card("Hurdle", OBSTACLE, cost=1, skills={C: 2, S: 1})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(villain_cards: list[StargateCard], *missions: StargateCard,
          power: int = 5) -> StargateGame:
    return scenario([], villain_cards, missions=list(missions), power=power)


def villain(game: StargateGame, title: str) -> int:
    return uid(game, title, VILLAIN_P)


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def villain_plays(game: StargateGame, title: str) -> None:
    """The hero passes; the villain plays `title`."""
    game.apply(Pass())
    game.apply(PlayCard(villain(game, title)))


def fail(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def ready_hero_characters(game: StargateGame) -> list[int]:
    return [u for u in game.in_play(HERO_P) if game.status_name(u) == "ready"]


# --- Kali ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("experience", "cost"), [(1, 5 - 1), (3, 5 - 3)])
def test_kali_costs_less_by_the_current_missions_experience(experience: int,
                                                            cost: int) -> None:
    game = start([KALI], mission("Test Mission", B, 3, experience=experience),
                 mission("Spare Mission", C, 3), power=5)
    villain_plays(game, "Kali")
    assert game.power(VILLAIN_P) == 5 - cost


@pytest.mark.parametrize(("power", "playable"), [(4, True), (3, False)])
def test_kali_is_playable_with_the_power_her_reduced_cost_needs(power: int,
                                                                playable: bool) -> None:
    game = start([KALI], mission("Test Mission", B, 3, experience=1),
                 mission("Spare Mission", C, 3), power=power)
    game.apply(Pass())
    assert (PlayCard(villain(game, "Kali")) in game.legal_actions()) is playable


@pytest.mark.parametrize("assigned", [True, False])
def test_kali_failure_stops_a_character_while_she_is_assigned(assigned: bool) -> None:
    game = start([KALI], mission("Test Mission", B, 3, experience=3),
                 mission("Spare Mission", C, 3), power=5)
    villain_plays(game, "Kali")
    game.apply(Pass())
    if assigned:
        game.apply(Assign(villain(game, "Kali")))
        game.apply(Pass())
    game.apply(Pass())  # the mission fails
    scholar = hero(game, "Fixture Scholar")
    if assigned:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(scholar))
    assert game.status_name(scholar) == ("stopped" if assigned else "ready")


# --- stopping by the mission's experience --------------------------------------------------


@pytest.mark.parametrize(("card", "chooser"), [(ALLIANCE, VILLAIN_P), (TOO_EASY, HERO_P)])
@pytest.mark.parametrize("experience", [1, 2])
def test_failure_stops_as_many_characters_as_the_missions_experience(
        card: StargateCard, chooser: int, experience: int) -> None:
    skill = I if card is TOO_EASY else C
    game = start([card], mission("Test Mission", skill, 3, experience=experience),
                 mission("Spare Mission", C, 3))
    villain_plays(game, card.title)
    ready = ready_hero_characters(game)
    fail(game)
    assert game.to_act == chooser
    game.apply(Choose(ready[0]) if experience == 1 else ChooseMany(tuple(ready[:2])))
    assert len(ready) - len(ready_hero_characters(game)) == experience


@pytest.mark.parametrize("card", [ALLIANCE, TOO_EASY])
def test_stopping_by_experience_needs_a_failure(card: StargateCard) -> None:
    skill = I if card is TOO_EASY else C
    game = start([card], mission("Test Mission", skill, 1, experience=2),
                 mission("Spare Mission", C, 3))
    villain_plays(game, card.title)
    game.apply(Assign(hero(game, "Fixture Scholar")))  # Culture 3 or Ingenuity 1...
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Scientist")))  # ... with Ingenuity 2
    game.apply(Pass())
    game.apply(Pass())
    assert game.pending_decision is None
    assert hero(game, "Fixture Leader") in ready_hero_characters(game)


# --- the next mission this turn -------------------------------------------------------------


SKILL_OF = {"Clues from the Past": C, "Goa'uld Probe": S, "Hurdle": C}


def _fail_then_continue(card_title: str, missions: list[StargateCard]) -> StargateGame:
    game = start([CLUES, PROBE, HURDLE], *missions, power=5)
    villain_plays(game, card_title)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())
    return game


@pytest.mark.parametrize(("title", "harder"), [("Clues from the Past", 1),
                                               ("Goa'uld Probe", 1), ("Hurdle", 0)])
def test_failure_makes_the_next_mission_this_turn_harder(title: str, harder: int) -> None:
    missions = [mission("First", SKILL_OF[title], 3), mission("Second", C, 3),
                mission("Third", C, 3)]
    game = _fail_then_continue(title, missions)
    assert game.facts[game.state.mission].title == "Second"
    assert game.mission_difficulty() == 3 + harder


def test_the_mission_after_the_next_one_is_not_harder() -> None:
    missions = [mission("First", S, 3), mission("Second", C, 3), mission("Third", C, 3)]
    game = _fail_then_continue("Goa'uld Probe", missions)
    fail(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())
    assert game.facts[game.state.mission].title == "Third"
    assert game.mission_difficulty() == 3


def test_next_mission_harder_needs_a_failure() -> None:
    missions = [mission("First", S, 1), mission("Second", C, 3), mission("Third", C, 3)]
    game = start([PROBE], *missions, power=5)
    villain_plays(game, "Goa'uld Probe")
    game.apply(Assign(hero(game, "Fixture Scientist")))  # Science 3 >= 1 + 1
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())
    assert game.mission_difficulty() == 3


# --- Super Pheromones ---------------------------------------------------------------------


def test_super_pheromones_blocks_the_character_its_player_chooses() -> None:
    game = start([PHEROMONES], mission("Test Mission", S, 3), mission("Spare Mission", C, 3))
    villain_plays(game, "Super Pheromones")
    scholar = hero(game, "Fixture Scholar")
    assert game.to_act == VILLAIN_P
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    with pytest.raises(IllegalAction):
        game.apply(Assign(scholar))


def test_super_pheromones_block_ends_when_it_leaves_play() -> None:
    game = start([PHEROMONES], mission("Test Mission", S, 3), mission("Spare Mission", C, 3))
    villain_plays(game, "Super Pheromones")
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar))
    fail(game)
    assert not game.is_blocked(scholar)
