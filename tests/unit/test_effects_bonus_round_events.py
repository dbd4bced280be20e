"""Bonus Round events (effects/bonus_round/events.py), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, MARINE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, hero, put_in_play, to_next_mission
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT

EVENT = CardType.EVENT

BACKUP = real("Backup", EVENT, cost=2)
BAD_GUYS = real("Bad Guys", EVENT, cost=2)
CLOSE_QUARTER = real("Close Quarter Combat", EVENT, cost=2)
IN_PURSUIT = real("In Pursuit", EVENT, cost=2)
FULL_RETREAT = real("Full Retreat", EVENT, cost=4)

MEDIC = sg_card("Medic", CardType.SUPPORT_CHARACTER, "Nurse", cost=1, skills={B: 1})
SERPENT = sg_card("Serpent", CardType.ADVERSARY, "Guard", cost=1, skills={B: 1}, revive=2)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard], villain: list[StargateCard] | None = None,
          *in_play: str, power: int = 9) -> StargateGame:
    game = scenario(hero, villain or [],
                    missions=[TEST_MISSION, SPARE],
                    power=power, pad=30)
    return put_in_play(game, *in_play)


@pytest.mark.parametrize("take", [2, 0])
def test_backup_stops_a_team_character_to_ready_up_to_two_supports(take: int) -> None:
    game = begin([BACKUP, MARINE, MEDIC], [], "Marine", "Medic")
    supports = [hero(game, "Marine"), hero(game, "Medic")]
    for s in supports:
        ops.stop(game, s)
    game._version += 1
    leader = hero(game, "Fixture Leader")
    game.apply(PlayCard(hero(game, "Backup"), stops=(leader,)))
    assert game.status_name(leader) == "stopped"
    if take:
        game.apply(Choose(supports[0]))
        game.apply(Choose(supports[1]))
    else:
        game.apply(Decline())
    assert sum(game.status_name(s) == "ready" for s in supports) == take


@pytest.mark.parametrize("assigned", [True, False])
def test_bad_guys_stops_assigned_supports_and_blocks_them(assigned: bool) -> None:
    game = begin([BAD_GUYS, MARINE], [], "Marine")
    marine = hero(game, "Marine")
    if assigned:
        game.apply(Assign(marine))
        game.apply(Pass())
    game.apply(PlayCard(hero(game, "Bad Guys")))
    assert game.status_name(marine) == ("stopped" if assigned else "ready")
    assert game.is_blocked(marine)
    assert game.skill(hero(game, "Fixture Leader"), COMBAT) == 3 + 1


@pytest.mark.parametrize("assigned", [True, False])
def test_close_quarter_combat_readies_assigned_ships_and_blocks_ships(assigned: bool) -> None:
    game = begin([CLOSE_QUARTER, CRUISER], [], "Cruiser")
    cruiser = hero(game, "Cruiser")
    if assigned:
        game.apply(Assign(cruiser))
        game.apply(Pass())
    game.apply(PlayCard(hero(game, "Close Quarter Combat")))
    assert game.status_name(cruiser) == "ready"
    assert game.is_blocked(cruiser)
    game.apply(Pass())
    assert Assign(cruiser) not in game.legal_actions()


@pytest.mark.parametrize("adversary", [True, False])
def test_in_pursuit_dearer_per_assigned_adversary_and_stops_them(adversary: bool) -> None:
    game = begin([IN_PURSUIT], [SERPENT])
    serpent = uid(game, "Serpent", VILLAIN_P)
    if adversary:
        game.apply(Pass())
        game.apply(PlayCard(serpent))
        game.apply(Pass())
        game.apply(Assign(serpent))
    game.apply(PlayCard(hero(game, "In Pursuit")))
    assert game.power(HERO_P) == 9 - 2 - (1 if adversary else 0)
    if adversary:
        assert game.status_name(serpent) == "stopped"
        assert game.is_blocked(serpent)


@pytest.mark.parametrize("assigned", [True, False])
def test_full_retreat_readies_assigned_characters_and_hardens_the_next_mission(
        assigned: bool) -> None:
    game = begin([FULL_RETREAT])
    leader = hero(game, "Fixture Leader")
    if assigned:
        game.apply(Assign(leader))
        game.apply(Pass())
    game.apply(PlayCard(hero(game, "Full Retreat")))
    assert game.status_name(leader) == "ready"
    game.apply(Pass())
    game.apply(Pass())
    to_next_mission(game)
    assert game.mission_difficulty() == 3 + 1


BRIEF_REUNION = real("Brief Reunion", EVENT, cost=3)


@pytest.mark.parametrize("in_discard", [True, False])
def test_brief_reunion_plays_a_support_from_the_discard_pile_until_mission_end(
        in_discard: bool) -> None:
    game = begin([BRIEF_REUNION, MARINE])
    marine = hero(game, "Marine")
    if in_discard:
        ops.discard_from_hand(game, marine)
        game._version += 1
    game.apply(PlayCard(hero(game, "Brief Reunion")))
    assert game.zone_name(marine) == ("in play" if in_discard else "hand")
    game.apply(Pass())
    game.apply(Pass())
    assert game.zone_name(marine) == ("discard" if in_discard else "hand")


# --- session 7 sp-cards10 ------------------------------------------------------------------


@pytest.mark.parametrize("played", [True, False])
def test_full_retreat_makes_the_next_mission_cost_one_more_not_the_one_after(
        played: bool) -> None:
    """Missions: Combat 3 (failed, nobody assigned), then two more; each continue after
    a failure costs 1 (rulebook), the one after Full Retreat 1 more; the villain gains the
    rulebook's 1 only."""
    game = scenario([FULL_RETREAT], [], missions=[TEST_MISSION,
                                                  SPARE,
                                                  mission("Third Mission", C, 3)],
                    power=9, pad=30)
    if played:
        game.apply(PlayCard(hero(game, "Full Retreat")))
    paid = []
    for _ in range(2):
        while game.phase == "performing actions":
            game.apply(Pass())
        while game.phase != "deciding to continue":
            game.apply(game.legal_actions()[0])
        before = (game.power(HERO_P), game.power(VILLAIN_P))
        game.apply(Continue())
        paid.append((before[0] - game.power(HERO_P), game.power(VILLAIN_P) - before[1]))
    assert paid == ([(2, 1), (2, 2)] if played else [(1, 1), (2, 2)])


MORGAN = real("Morgan Le Fay's Tests", EVENT, cost=0, traits=("Ancient",))


@pytest.mark.parametrize("x", [2, 0])
def test_morgan_le_fays_tests_pays_x_to_arrange_the_top_x_missions(x: int) -> None:
    game = scenario([MORGAN], [], missions=[TEST_MISSION,
                                            mission("Second Mission", C, 3),
                                            mission("Third Mission", C, 3),
                                            mission("Fourth Mission", C, 3)],
                    power=9, pad=30)
    second, third = hero(game, "Second Mission"), hero(game, "Third Mission")
    assert game.surface.mission_pile_top(HERO_P) == second
    game.apply(PlayCard(hero(game, "Morgan Le Fay's Tests")))
    if x:
        game.apply(Choose(x))
        game.apply(Choose(second))  # the Second Mission to the bottom
        game.apply(Decline())  # no more: the Third Mission stays on top
    else:
        game.apply(Decline())
    assert game.pending_decision is None
    assert game.power(HERO_P) == 9 - x
    pile = game.surface.mission_pile(HERO_P)
    assert (pile[-1], pile[0]) == ((third, second) if x else (second, pile[0]))


MYSTERY = real("Mystery Destination", EVENT, cost=2)


@pytest.mark.parametrize("top", ["Culture Place", "Combat Place"])
def test_mystery_destination_two_missions_the_opponent_picks_the_top_one(top: str) -> None:
    game = scenario([MYSTERY], [], missions=[TEST_MISSION,
                                             mission("Culture Place", C, 3),
                                             mission("Culture Two", C, 3),
                                             mission("Combat Place", B, 3)],
                    power=9, pad=30)
    culture, combat = hero(game, "Culture Place"), hero(game, "Combat Place")
    game.apply(PlayCard(hero(game, "Mystery Destination")))
    first = game.pending_decision
    assert first is not None and set(first.options) == {culture, hero(game, "Culture Two"),
                                                          combat}
    game.apply(Choose(culture))
    second = game.pending_decision
    assert second is not None and second.options == (combat,)  # a different requirement
    game.apply(Choose(combat))
    assert game.pending_decision is not None and game.pending_decision.player == VILLAIN_P
    game.apply(Choose(hero(game, top)))
    pile = game.surface.mission_pile(HERO_P)
    other = combat if top == "Culture Place" else culture
    assert (pile[-1], pile[0]) == (hero(game, top), other)


def test_mystery_destination_without_two_different_requirements_asks_nothing() -> None:
    game = scenario([MYSTERY], [], missions=[TEST_MISSION,
                                             mission("Culture Place", C, 3),
                                             mission("Culture Two", C, 3)],
                    power=9, pad=30)
    pile = game.surface.mission_pile(HERO_P)
    game.apply(PlayCard(hero(game, "Mystery Destination")))
    assert game.pending_decision is None
    assert game.surface.mission_pile(HERO_P) == pile


SHARING = real("Sharing Experience", EVENT, cost=1)


@pytest.mark.parametrize("both", [True, False])
def test_sharing_experience_raises_the_lower_rating_of_two_sharing_an_affiliation(
        both: bool) -> None:
    """The Leader (Combat 3) and the Scientist (Combat 1) are SGC; the Warrior is Jaffa."""
    game = begin([SHARING, MARINE])
    leader, scientist = hero(game, "Fixture Leader"), hero(game, "Fixture Scientist")
    game.apply(Assign(leader))
    game.apply(Pass())
    if both:
        game.apply(Assign(scientist))
        game.apply(Pass())
    play = PlayCard(hero(game, "Sharing Experience"))
    assert (play in game.legal_actions()) is both
    if not both:
        return
    game.apply(play)
    game.apply(Choose(hero(game, "Marine")))  # the discard that pays for it
    game.apply(Choose(scientist))  # then the Leader, the only one sharing: at once
    assert game.skill(scientist, COMBAT) == 3
    assert game.skill(leader, COMBAT) == 3
