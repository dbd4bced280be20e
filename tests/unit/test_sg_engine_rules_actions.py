"""Performing actions (EN rulebook "Mission Phase: Performing Actions", "Hero Player
Actions", "Villain Player Actions"); each test names the rule it checks."""

from __future__ import annotations

import pytest
from factories import sg_card
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType
from stargate_vcg.engine.stargate import (
    Assign,
    Boost,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
)
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, Z_DISCARD, Z_PLAY
from stargate_vcg.errors import IllegalAction

MEDIC = sg_card("Medic", CardType.SUPPORT_CHARACTER, "Doctor", cost=2, skills={S: 2, C: 1})
ZERO = sg_card("Rookie", CardType.SUPPORT_CHARACTER, "Cadet", cost=1, skills={B: 0})
ENVOY_SUPPORT = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Herald", cost=1, skills={B: 1})
MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Sergeant", cost=1, skills={B: 2})
MARINE2 = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1, skills={B: 1})
SCANNER = sg_card("Scanner", CardType.GEAR, cost=1)
BRIEFING = sg_card("Briefing", CardType.EVENT, cost=1)
EXPENSIVE = sg_card("Expensive Event", CardType.EVENT, cost=4)
CRUISER = sg_card("Cruiser", CardType.SHIP, "Flagship", cost=1, firepower=3)
CRUISER2 = sg_card("Cruiser", CardType.SHIP, "Sister Ship", cost=1, firepower=2)
FIGHTER = sg_card("Fighter", CardType.SHIP, cost=1, firepower=1)
AMBUSH = sg_card("Ambush", CardType.OBSTACLE, cost=1, skills={B: 2})
TWIN = sg_card("Twin Peril", CardType.OBSTACLE, cost=1, skills={B: 1, C: 4})
RIDDLE = sg_card("Riddle", CardType.OBSTACLE, cost=1, skills={I: 2, C: 1})
TYRANT = sg_card("Tyrant", CardType.ADVERSARY, "System Lord", cost=1, skills={C: 2, B: 2},
                 revive=2)
TYRANT2 = sg_card("Tyrant", CardType.ADVERSARY, "Usurper", cost=1, skills={B: 3}, revive=1)
SAGE = sg_card("Sage Foe", CardType.ADVERSARY, "Thinker", cost=1, skills={C: 3}, revive=1)
GUARD = sg_card("Guard", CardType.ADVERSARY, "Jaffa", cost=1, skills={B: 1}, revive=1)
RAIDER = sg_card("Raider", CardType.SHIP, "Hatak", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)
GLIDER = sg_card("Glider", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)


def refused(game: StargateGame, action: object, rule_part: str) -> IllegalAction:
    assert action not in game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)  # type: ignore[arg-type]
    assert rule_part in info.value.rule
    return info.value


def test_performing_actions_alternate_from_the_hero_and_two_passes_resolve() -> None:
    """EN "Performing Actions": players alternate beginning with the hero; passing once
    does not prevent acting later; two consecutive passes resolve the mission."""
    game = scenario(villain_cards=[AMBUSH])
    assert game.to_act == HERO_P
    game.apply(Pass())
    assert game.to_act == VILLAIN_P
    game.apply(PlayCard(uid(game, "Ambush")))
    assert game.to_act == HERO_P and game.phase == "performing actions"
    game.apply(Pass())
    game.apply(Pass())
    assert any(e.kind == "failure" for e in game.log_entries)


@pytest.mark.parametrize("thing", ["pass", None, 3, ("Pass",)])
def test_anything_that_is_not_an_action_is_refused_with_the_rule(thing: object) -> None:
    """EN "Turn Sequence": a game moves only by its actions. The same IllegalAction from
    the pure-Python and the mypyc-compiled engine (whose typed methods would otherwise
    raise TypeError before checking anything)."""
    game = scenario()
    before = game.snapshot()
    err = refused(game, thing, "Turn Sequence")
    assert "not a Stargate TCG action" in err.reason
    assert game.check(thing) is not None and game.snapshot() == before


def test_play_a_card_pays_its_cost() -> None:
    """EN "Hero Player Actions: Play a card": the power cost is subtracted."""
    game = scenario([MEDIC], power=3)
    game.apply(PlayCard(uid(game, "Medic")))
    assert game.state.players[HERO_P].power == 1
    assert game.state.zone[uid(game, "Medic")] == Z_PLAY
    assert game.state.status[uid(game, "Medic")] == READY


def test_play_a_card_refused_without_enough_power() -> None:
    """EN "Play a card": if you don't have enough power, you can't play the card."""
    game = scenario([EXPENSIVE], power=3)
    error = refused(game, PlayCard(uid(game, "Expensive Event")), "Play a card")
    assert "power" in error.reason


def test_event_is_carried_out_then_discarded() -> None:
    """EN "Play a card": an event goes to the discard pile (events are never in play)."""
    game = scenario([BRIEFING])
    game.apply(PlayCard(uid(game, "Briefing")))
    assert game.state.zone[uid(game, "Briefing")] == Z_DISCARD


def test_no_second_character_with_the_same_title() -> None:
    """EN "Play a card": you can't play a character if you already have one with the
    same title in play, even with a different subtitle."""
    game = scenario([MARINE, MARINE2], power=5)
    game.apply(PlayCard(uid(game, "Marine", nth=0)))
    game.apply(Pass())
    refused(game, PlayCard(uid(game, "Marine", nth=1)), "Play a card")


def test_no_second_subtitled_ship_but_gear_and_plain_ships_repeat() -> None:
    """EN "Play a card": the same is true of ships with a subtitle; no such restriction for
    gear or ships without a subtitle."""
    scanner2 = sg_card("Scanner", CardType.GEAR, cost=1)
    game = scenario([CRUISER, CRUISER2, FIGHTER, FIGHTER, SCANNER, scanner2], power=9)
    game.apply(PlayCard(uid(game, "Cruiser", nth=0)))
    game.apply(Pass())
    refused(game, PlayCard(uid(game, "Cruiser", nth=1)), "Play a card")
    for title in ("Fighter", "Scanner"):
        for nth in range(2):
            game.apply(PlayCard(uid(game, title, nth=nth)))
            game.apply(Pass())
    assert sum(game.facts[u].title == "Fighter" for u in game.state.players[HERO_P].in_play) == 2


def test_hero_cant_play_villain_cards() -> None:
    """EN "Turn Sequence" / "Hero Player Actions": the hero plays hero cards only."""
    game = scenario([AMBUSH])
    refused(game, PlayCard(uid(game, "Ambush", HERO_P)), "Play a card")


def test_assign_a_team_character_even_with_zero_rating() -> None:
    """EN "Assign a character or ship": a team character can be assigned even if his
    rating in the required skill is 0."""
    game = scenario()
    scholar = uid(game, "Fixture Scholar")  # Combat 0
    game.apply(Assign(scholar))
    assert game.state.status[scholar] == ASSIGNED


def test_assign_a_support_character_only_with_a_rating() -> None:
    """EN/ES "Assign a character": a support character needs some rating in the required
    skill (even 0)."""
    game = scenario([MEDIC, ZERO], power=5)
    game.apply(PlayCard(uid(game, "Medic")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rookie")))
    game.apply(Pass())
    refused(game, Assign(uid(game, "Medic")), "Assign a character")
    game.apply(Assign(uid(game, "Rookie")))
    assert game.hero_total() == 0


def test_only_ready_characters_can_be_assigned() -> None:
    """EN "Starting a Game"/"Assign": the stopped team character can't be assigned."""
    game = scenario()
    refused(game, Assign(uid(game, "Fixture Warrior")), "Assign a character")


def test_boost_a_character_gives_skills_plus_one_to_ratings_he_has() -> None:
    """EN "Boost a character or ship": discard a same-title character: skills +1 until
    mission end; only ratings he has (glossary "skills")."""
    game = scenario([MARINE, MARINE2, MARINE2], power=5)
    marine = uid(game, "Marine", nth=0)
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Assign(marine))
    game.apply(Pass())
    game.apply(Boost(marine, uid(game, "Marine", nth=1)))
    game.apply(Pass())
    game.apply(Boost(marine, uid(game, "Marine", nth=2)))
    assert game.skill(marine, 2) == 4
    assert game.skill(marine, 0) is None  # no Culture rating: none gained


def test_boost_needs_the_same_title_and_an_assigned_card() -> None:
    """EN "Boost a character or ship"."""
    game = scenario([MARINE, MEDIC], power=5)
    marine = uid(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    refused(game, Boost(marine, uid(game, "Medic")), "Boost")


def test_boost_a_ship_gives_firepower_plus_one() -> None:
    """EN "Boost a character or ship": a same-title ship gives firepower +1."""
    from stargate_vcg.engine.stargate import values

    game = scenario([CRUISER, CRUISER2], power=5)
    cruiser = uid(game, "Cruiser", nth=0)
    game.apply(PlayCard(cruiser))
    game.apply(Pass())
    game.apply(Assign(cruiser))
    game.apply(Pass())
    game.apply(Boost(cruiser, uid(game, "Cruiser", nth=1)))
    assert values.firepower(game, cruiser) == 4


def test_obstacle_must_match_the_mission_skill_and_only_that_rating_counts() -> None:
    """EN "Play an obstacle": one of its ratings must match the mission's skill; only
    the rating for that skill adds to the difficulty."""
    game = scenario(villain_cards=[TWIN, RIDDLE], power=5)
    game.apply(Pass())
    refused(game, PlayCard(uid(game, "Riddle")), "Play an obstacle")
    game.apply(PlayCard(uid(game, "Twin Peril")))
    assert game.mission_difficulty() == 3 + 1


def test_adversary_unique_by_title_and_needs_no_matching_rating_to_play() -> None:
    """EN "Play an adversary or ship": no rating match needed to play; no second
    adversary with the same title."""
    game = scenario(villain_cards=[SAGE, TYRANT, TYRANT2], power=5)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Sage Foe")))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Tyrant", nth=0)))
    game.apply(Pass())
    refused(game, PlayCard(uid(game, "Tyrant", nth=1)), "Play an adversary")


def test_assign_an_adversary_needs_a_rating_and_at_most_one() -> None:
    """EN "Assign an adversary or ship": only with a rating in the mission's skill (adds
    it to the difficulty); not if another adversary is assigned; ships any number."""
    game = scenario(villain_cards=[SAGE, TYRANT, GUARD, RAIDER, GLIDER], power=9)
    for title in ("Sage Foe", "Tyrant", "Guard", "Raider", "Glider"):
        game.apply(Pass())
        game.apply(PlayCard(uid(game, title)))
    game.apply(Pass())
    refused(game, Assign(uid(game, "Sage Foe")), "Assign an adversary")
    game.apply(Assign(uid(game, "Tyrant")))
    assert game.mission_difficulty() == 3 + 2
    game.apply(Pass())
    refused(game, Assign(uid(game, "Guard")), "Assign an adversary")
    game.apply(Assign(uid(game, "Raider")))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Glider")))
    assert game.state.status[uid(game, "Glider")] == ASSIGNED


def test_boost_an_adversary_gives_difficulty_plus_one() -> None:
    """EN "Boost an adversary or ship"."""
    game = scenario(villain_cards=[TYRANT, TYRANT2], power=5)
    game.apply(Pass())
    tyrant = uid(game, "Tyrant", nth=0)
    game.apply(PlayCard(tyrant))
    game.apply(Pass())
    game.apply(Assign(tyrant))
    game.apply(Pass())
    game.apply(Boost(tyrant, uid(game, "Tyrant", nth=1)))
    assert game.mission_difficulty() == 3 + 3


def test_complication_costs_one_plus_one_per_complication_there() -> None:
    """EN "Play a complication": any card face down, +1 difficulty; costs 1, then 2,
    then 3..."""
    game = scenario(villain_cards=[MEDIC, AMBUSH, SAGE], power=3)
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Medic", VILLAIN_P)))
    assert game.state.players[VILLAIN_P].power == 2
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Ambush")))
    assert game.state.players[VILLAIN_P].power == 0
    assert game.mission_difficulty() == 3 + 2
    game.apply(Pass())
    refused(game, PlayComplication(uid(game, "Sage Foe")), "Play a complication")


def test_hero_cant_play_complications() -> None:
    """EN "Villain Player Actions": complications are a villain action."""
    game = scenario([MEDIC])
    refused(game, PlayComplication(uid(game, "Medic")), "Play a complication")


def test_missions_other_skill_obstacle_example() -> None:
    """EN "Play an obstacle" uses the mission's skill: at a Culture mission the Twin
    Peril counts 4."""
    game = scenario(villain_cards=[TWIN], missions=[mission("Culture Trip", C, 2)])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Twin Peril")))
    assert game.mission_difficulty() == 2 + 4
