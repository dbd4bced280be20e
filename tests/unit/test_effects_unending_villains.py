"""Unending adversaries and obstacles (effects/unending/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

from functools import partial

import pytest
from factories import CRUISER, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import CULTURE_3 as CULTURE
from sg_play import SPARE, drive_to_next_mission, end_mission, put_in_play
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.facts import Z_DECK, Z_HAND
from stargate_vcg.engine.stargate.surface import CULTURE as SK_CULTURE
from stargate_vcg.engine.stargate.surface import INGENUITY as SK_INGENUITY
from stargate_vcg.errors import IllegalAction

ADV, OBS, SUPPORT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SUPPORT_CHARACTER
PRIMARY = real("Wraith Primary (Queen of Queens)", ADV, cost=4, skills={C: 3, I: 3},
               revive=3, traits=("Wraith",))
SECOND = real("Second (Human-Form Replicator)", ADV, cost=4, skills={S: 2, I: 2}, revive=3,
              traits=("Replicator",))
MARRICK = real("James Marrick (I.O.A. Agent)", ADV, cost=3, skills={C: 2, S: 1, B: 1},
               revive=2, traits=("Political",))
TOXIC = real("Toxic Environment", OBS, cost=4, skills={S: 2, I: 2})
MIB = real("Men in Black", OBS, cost=3, skills={B: 2, I: 2}, traits=("Political",))
UTTER = real("Utter Destruction", OBS, cost=5, skills={B: 5}, traits=("Goa'uld",))

DRONE = sg_card("Drone", ADV, "Replicator Drone", cost=1, skills={S: 1}, revive=1,
                traits=("Replicator",))
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={B: 2, S: 2, C: 2})
COMBAT = mission("Combat Mission", B, 12)
LAB = mission("Lab Mission", S, 12)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard],
          first: StargateCard = COMBAT, power: int = 9) -> StargateGame:
    return scenario(hero, villain, missions=[first, SPARE], power=power, pad=20)


in_play = partial(put_in_play, player=HERO_P)


# --- Wraith Primary ------------------------------------------------------------------------


@pytest.mark.parametrize("drain", [True, False])
def test_wraith_primary_assigned_drains_two_or_gives_two_power(drain: bool) -> None:
    game = start([], [PRIMARY], first=CULTURE)
    primary = uid(game, "Wraith Primary", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(primary))
    game.apply(Pass())
    deck = len(game.state.players[HERO_P].deck)
    power = game.power(VILLAIN_P)
    game.apply(Assign(primary))
    assert game.pending_decision is not None and game.pending_decision.player == HERO_P
    game.apply(Choose(0) if drain else Decline())
    assert len(game.state.players[HERO_P].deck) == deck - (2 if drain else 0)
    assert game.power(VILLAIN_P) == power + (0 if drain else 2)


# --- Second --------------------------------------------------------------------------------


@pytest.mark.parametrize(("drone", "more"), [(True, 1), (False, 0)])
def test_second_is_harder_and_dearer_with_other_replicator_adversaries(drone: bool,
                                                                       more: int) -> None:
    game = start([], [SECOND, DRONE], first=LAB)
    in_play(game, "Second", player=VILLAIN_P)
    if drone:
        in_play(game, "Drone", player=VILLAIN_P)
    second = uid(game, "Second", VILLAIN_P)
    assert values.difficulty_of(game, second, 1) == 2 + more
    assert values.revive_cost(game, second) == 3 + more


# --- Toxic Environment ---------------------------------------------------------------------


def test_toxic_environment_blocks_support_characters_and_destroys_the_assigned() -> None:
    game = start([MARINE, MARINE], [TOXIC], first=LAB)
    marines = [u for u in game.hand(HERO_P) if game.facts[u].title == "Marine"]
    for m in marines:
        ops.put_in_play(game, m)
    game._version += 1
    game.apply(Assign(marines[0]))
    game.apply(PlayCard(uid(game, "Toxic Environment", VILLAIN_P)))
    assert Assign(marines[1]) not in game.legal_actions()
    end_mission(game)
    assert game.zone_name(marines[0]) == "discard"
    assert game.zone_name(marines[1]) == "in play"


# --- James Marrick -------------------------------------------------------------------------


@pytest.mark.parametrize("ready", [True, False])
def test_james_marrick_stops_to_gain_a_power(ready: bool) -> None:
    game = start([], [MARRICK], first=CULTURE)
    in_play(game, "James Marrick", player=VILLAIN_P)
    marrick = uid(game, "James Marrick", VILLAIN_P)
    if not ready:
        ops.stop(game, marrick)
        game._version += 1
    game.apply(Pass())
    assert (ActivateAbility(marrick, 0) in game.legal_actions()) is ready
    if ready:
        game.apply(ActivateAbility(marrick, 0))
        assert game.status_name(marrick) == "stopped" and game.power(VILLAIN_P) == 10


# --- Men in Black --------------------------------------------------------------------------


@pytest.mark.parametrize("assigned", [True, False])
def test_men_in_black_readies_and_blocks_a_supporter_then_destroys_him(assigned: bool
                                                                      ) -> None:
    game = start([MARINE], [MIB])
    in_play(game, "Marine")
    marine = uid(game, "Marine", HERO_P)
    if assigned:
        game.apply(Assign(marine))
    else:
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Men in Black", VILLAIN_P)))
    if assigned:
        assert game.status_name(marine) == "ready" and Assign(marine) not in \
            game.legal_actions()
    end_mission(game)
    assert game.zone_name(marine) == ("discard" if assigned else "in play")


# --- Utter Destruction ---------------------------------------------------------------------


@pytest.mark.parametrize("assigned", [True, False])
def test_utter_destruction_failure_destroys_assigned_support_characters(assigned: bool
                                                                        ) -> None:
    game = start([MARINE], [UTTER])
    in_play(game, "Marine")
    marine = uid(game, "Marine", HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(marine))
    game.apply(PlayCard(uid(game, "Utter Destruction", VILLAIN_P)))
    end_mission(game)
    assert game.zone_name(marine) == ("discard" if assigned else "in play")


GLIDER = sg_card("Glider", CardType.SHIP, "Death Glider", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("victory", [True, False])
def test_utter_destruction_incapacitates_the_team_after_a_ship_battle_victory(
        victory: bool) -> None:
    game = start([], [UTTER, GLIDER])
    leader = uid(game, "Fixture Leader", HERO_P)
    if victory:
        in_play(game, "Glider", player=VILLAIN_P)
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, "Utter Destruction", VILLAIN_P)))
    if victory:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Glider", VILLAIN_P)))
    end_mission(game)
    while game.pending_decision is not None or game.phase.startswith("ship battle"):
        game.apply(game.legal_actions()[0])
    assert game.status_name(leader) == ("incapacitated" if victory else "stopped")


# --- second batch --------------------------------------------------------------------------

ANATEO = real("Anateo (Lucian Alliance Crime Boss)", ADV, cost=4, skills={B: 1, I: 1},
              revive=4)
SETH = real("Seth (Cult Leader)", ADV, cost=3, skills={S: 2, I: 2}, revive=6,
            traits=("Goa'uld",))
BAAL = real("Baal (Sovereign of the Goa'uld)", ADV, cost=4, skills={C: 2, S: 2, I: 2},
            revive=6, traits=("Goa'uld",))
CANNON = real("Staff Cannon", OBS, cost=2, skills={B: 2, I: 2}, traits=("Jaffa",))
ARKHAD = real("Arkhad (Follower of the Ori)", ADV, cost=4, skills={C: 3, B: 3}, revive=5,
              traits=("Jaffa",))
COMING = real("They're Coming!", OBS, cost=1, skills={S: 0, B: 1, I: 0},
              traits=("Replicator",))
RETIREMENT = real("Forced Retirement", OBS, cost=3, skills={C: 0, S: 0, B: 0, I: 0},
                  traits=("Political",))

SERMON = sg_card("Sermon", OBS, cost=1, skills={B: 1}, traits=("Ori",))
UNDERLING = sg_card("Underling", ADV, "Goa'uld Underling", cost=1, skills={B: 1}, revive=1,
                    traits=("Goa'uld",))
MINION = sg_card("Minion", ADV, "Goa'uld Minion", cost=1, skills={B: 1}, revive=1,
                 traits=("Goa'uld",))
BUGS = sg_card("Bugs", OBS, cost=1, skills={B: 1}, traits=("Replicator",),
               allegiance=Allegiance.VILLAIN)
TRAINED = mission("Trained Mission", B, 12, experience=2)


# --- Anateo --------------------------------------------------------------------------------


@pytest.mark.parametrize("assign", [True, False])
def test_anateo_assigned_clears_obstacles_stops_a_ship_and_bars_obstacles(assign: bool
                                                                          ) -> None:
    game = start([CRUISER], [ANATEO, ROCKS, BUGS])
    in_play(game, "Cruiser")
    in_play(game, "Anateo", player=VILLAIN_P)
    cruiser, anateo, rocks = uid(game, "Cruiser", HERO_P), v(game, "Anateo"), v(game, "Rocks")
    game.apply(Pass())
    game.apply(PlayCard(rocks))
    game.apply(Pass())
    if assign:
        game.apply(Assign(anateo))
        assert rocks not in game.obstacles and game.status_name(cruiser) == "stopped"
        game.apply(Pass())
        assert PlayCard(v(game, "Bugs")) not in game.legal_actions()
    else:
        assert rocks in game.obstacles and game.status_name(cruiser) == "ready"
        assert PlayCard(v(game, "Bugs")) in game.legal_actions()


def test_anateo_is_harder_per_complication() -> None:
    game = start([], [ANATEO, ROCKS])
    in_play(game, "Anateo", player=VILLAIN_P)
    anateo = v(game, "Anateo")
    assert values.difficulty_of(game, anateo, 2) == 1
    game.apply(Pass())
    game.apply(PlayComplication(v(game, "Rocks")))
    assert values.difficulty_of(game, anateo, 2) == 2


# --- Seth ----------------------------------------------------------------------------------


def test_seth_assigned_stops_each_support_character_played() -> None:
    game = start([MARINE], [SETH], first=LAB)
    in_play(game, "Seth", player=VILLAIN_P)
    seth, marine = v(game, "Seth"), uid(game, "Marine", HERO_P)
    game.apply(Pass())
    game.apply(Assign(seth))
    game.apply(PlayCard(marine))
    assert game.status_name(marine) == "stopped"
    assert values.revive_cost(game, seth) == 6 - 1


def test_seth_not_assigned_lets_support_characters_stay_ready() -> None:
    game = start([MARINE], [SETH])
    in_play(game, "Seth", player=VILLAIN_P)
    marine = uid(game, "Marine", HERO_P)
    game.apply(PlayCard(marine))
    assert game.status_name(marine) == "ready"
    assert values.revive_cost(game, v(game, "Seth")) == 6


# --- Baal ----------------------------------------------------------------------------------


@pytest.mark.parametrize("other", [True, False])
def test_baal_destroys_another_goauld_for_power_per_scored_goauld(other: bool) -> None:
    game = start([], [BAAL, UNDERLING, MINION], first=CULTURE)
    in_play(game, "Baal", player=VILLAIN_P)
    if other:
        in_play(game, "Underling", player=VILLAIN_P)
    ops.discard_from_hand(game, v(game, "Minion"))
    ops.to_score_pile(game, v(game, "Minion"))
    game._version += 1
    game.apply(Pass())
    baal, underling = v(game, "Baal"), v(game, "Underling")
    action = ActivateAbility(baal, 0, target=underling)
    assert (action in game.legal_actions()) is other
    if other:
        game.apply(action)
        assert game.zone_name(underling) == "discard" and game.power(VILLAIN_P) == 9 + 1


# --- Staff Cannon --------------------------------------------------------------------------


@pytest.mark.parametrize("assigned", [True, False])
def test_staff_cannon_destroys_itself_to_destroy_an_assigned_supporter(assigned: bool
                                                                       ) -> None:
    game = start([MARINE], [CANNON])
    in_play(game, "Marine")
    marine, cannon = uid(game, "Marine", HERO_P), v(game, "Staff Cannon")
    game.apply(Assign(marine) if assigned else Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(cannon))
    game.apply(Pass())
    action = ActivateAbility(cannon, 0, target=marine)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert game.zone_name(marine) == "discard" and cannon not in game.obstacles


# --- Arkhad --------------------------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "asked"), [("Sermon", True), ("Rocks", False)])
def test_arkhad_readies_when_an_ori_obstacle_is_played(obstacle: str, asked: bool) -> None:
    game = start([], [ARKHAD, SERMON, ROCKS])
    in_play(game, "Arkhad", player=VILLAIN_P)
    arkhad = v(game, "Arkhad")
    ops.stop(game, arkhad)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(v(game, obstacle)))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(game.hand(VILLAIN_P)[0]))
        assert game.status_name(arkhad) == "ready"


# --- They're Coming! -----------------------------------------------------------------------


@pytest.mark.parametrize("reveal", [True, False])
def test_theyre_coming_takes_the_replicators_of_the_top_four(reveal: bool) -> None:
    game = start([], [COMING, BUGS])
    bugs = v(game, "Bugs")
    p = game.state.players[VILLAIN_P]
    p.hand.remove(bugs)
    p.deck.append(bugs)  # the top of the deck
    game.state.zone[bugs] = Z_DECK
    game._version += 1
    discards = len(game.discard_pile(VILLAIN_P))
    game.apply(Pass())
    game.apply(PlayCard(v(game, "They're Coming!")))
    game.apply(Choose(0) if reveal else Decline())
    assert (bugs in game.hand(VILLAIN_P)) is reveal
    if reveal:
        assert len(game.discard_pile(VILLAIN_P)) == discards + 3


# --- Forced Retirement ---------------------------------------------------------------------


@pytest.mark.parametrize("played", [True, False])
def test_forced_retirement_readies_assigned_characters_and_taxes_assignments(
        played: bool) -> None:
    game = start([], [RETIREMENT], first=TRAINED)
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(scholar))
    if played:
        game.apply(PlayCard(v(game, "Forced Retirement")))
        assert game.status_name(leader) == game.status_name(scholar) == "ready"
    else:
        game.apply(Pass())
    power = game.power(HERO_P)
    game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    assert game.power(HERO_P) == power - (1 if played else 0)


# --- third batch ---------------------------------------------------------------------------

BOOK = real("The Book of Origin", OBS, cost=3, skills={C: 3, I: 2}, traits=("Ori",))
SUBMERGED = real("Submerged", OBS, cost=2, skills={I: 0})
OCCUPATION = real("Occupation", OBS, cost=3, skills={C: 2, B: 2}, traits=("Ori",))
QETESH = real("Qetesh (Ambitious Queen)", ADV, cost=2, skills={C: 1, B: 1, I: 1}, revive=3,
              traits=("Goa'uld",))
PRIOR = sg_card("Prior", ADV, "Ori Prior", cost=1, skills={C: 1}, revive=1, traits=("Ori",))
WIT = mission("Wit Mission", I, 12)


@pytest.mark.parametrize("ori_assigned", [True, False])
def test_the_book_of_origin_dominion_needs_an_assigned_ori(
        ori_assigned: bool) -> None:
    from stargate_vcg.engine.stargate.rules import dominion_obstacles

    game = start([], [BOOK, PRIOR], first=CULTURE)
    in_play(game, "Prior", player=VILLAIN_P)
    game.apply(Pass())
    book = v(game, "The Book of Origin")
    game.apply(PlayCard(book))
    if ori_assigned:
        game.apply(Pass())
        game.apply(Assign(v(game, "Prior")))
    assert (book in dominion_obstacles(game)) is ori_assigned


@pytest.mark.parametrize("passes", [1, 0])
def test_submerged_grows_a_counter_each_time_its_owner_passes(passes: int) -> None:
    game = start([], [SUBMERGED], first=WIT)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    submerged = v(game, "Submerged")
    game.apply(PlayCard(submerged))
    if passes:
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
        game.apply(Pass())
    assert values.difficulty_of(game, submerged, 3) == passes


@pytest.mark.parametrize("draw", [True, False])
def test_occupation_draws_when_the_opponent_assigns(draw: bool) -> None:
    game = start([], [OCCUPATION], first=CULTURE)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Occupation")))
    hand = len(game.hand(VILLAIN_P))
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Choose(0) if draw else Decline())
    assert len(game.hand(VILLAIN_P)) == hand + (1 if draw else 0)


@pytest.mark.parametrize(("extra", "lost"), [(2, 2), (0, 0)])
def test_occupation_failure_discards_down_to_eight_for_power(extra: int, lost: int) -> None:
    game = start([], [OCCUPATION], first=CULTURE)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(v(game, "Occupation")))
    p = game.state.players[VILLAIN_P]
    for _ in range(extra + 1):  # back to eight after the obstacle, then `extra` more
        card = p.deck.pop()
        p.hand.append(card)
        game.state.zone[card] = Z_HAND
    game._version += 1
    end_mission(game)
    power = game.power(HERO_P)
    if extra:
        from stargate_vcg.engine.stargate.actions import ChooseMany

        game.apply(ChooseMany(tuple(game.hand(VILLAIN_P)[:extra])))
    assert len(game.hand(VILLAIN_P)) == 8
    assert game.power(HERO_P) == power - lost


@pytest.mark.parametrize(("scored", "more"), [(True, 1), (False, 0)])
def test_qetesh_grows_per_goauld_adversary_scored(scored: bool, more: int) -> None:
    game = start([], [QETESH, MINION], first=CULTURE)
    in_play(game, "Qetesh", player=VILLAIN_P)
    if scored:
        ops.discard_from_hand(game, v(game, "Minion"))
        ops.to_score_pile(game, v(game, "Minion"))
        game._version += 1
    qetesh = v(game, "Qetesh")
    assert values.difficulty_of(game, qetesh, 0) == 1 + more
    assert values.revive_cost(game, qetesh) == 3 + more


# --- fourth batch --------------------------------------------------------------------------

SOLEMN = real("Solemn Prior (Eyes of the Ori)", ADV, cost=4, skills={S: 2, B: 2, I: 2},
              revive=6, traits=("Ori",))
ADRIA = real("Adria (Ascended Heir of the Ori)", ADV, cost=6, skills={C: 3, S: 3, B: 3},
             revive=6, traits=("Ori",))


@pytest.mark.parametrize("in_discard", [True, False])
def test_solemn_prior_returns_a_supporter_for_power_per_assigned_team_character(
        in_discard: bool) -> None:
    game = start([MARINE], [SOLEMN])
    in_play(game, "Solemn Prior", player=VILLAIN_P)
    marine = uid(game, "Marine", HERO_P)
    if in_discard:
        ops.discard_from_hand(game, marine)
        game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(v(game, "Solemn Prior")))
    assert (game.pending_decision is not None) is in_discard
    if in_discard:
        game.apply(Choose(marine))
        assert marine in game.hand(HERO_P) and game.power(VILLAIN_P) == 9 + 1


@pytest.mark.parametrize("ori_in_hand", [True, False])
def test_adria_stops_to_play_an_ori_obstacle_free(ori_in_hand: bool) -> None:
    game = start([], [ADRIA, SERMON])
    in_play(game, "Adria", player=VILLAIN_P)
    sermon = v(game, "Sermon")
    if not ori_in_hand:
        ops.discard_from_hand(game, sermon)
        game._version += 1
    game.apply(Pass())
    action = ActivateAbility(v(game, "Adria"), 0, target=sermon)
    assert (action in game.legal_actions()) is ori_in_hand
    if ori_in_hand:
        game.apply(action)
        assert sermon in game.obstacles and game.power(VILLAIN_P) == 9


@pytest.mark.parametrize("ori", [True, False])
def test_adria_boosted_with_any_ori_card(ori: bool) -> None:
    from stargate_vcg.engine.stargate import Boost

    game = start([], [ADRIA, SERMON, DRONE])
    in_play(game, "Adria", player=VILLAIN_P)
    adria = v(game, "Adria")
    game.apply(Pass())
    game.apply(Assign(adria))
    game.apply(Pass())
    card = v(game, "Sermon" if ori else "Drone")
    assert (Boost(adria, card) in game.legal_actions()) is ori
    if ori:
        game.apply(Boost(adria, card))
        assert game.zone_name(card) == "discard"


STRANDED = real("Stranded", OBS, cost=2, skills={C: 2, B: 2})


@pytest.mark.parametrize(("first", "can_continue"), [(COMBAT, False),
                                                     (mission("Easy", B, 1), True)])
def test_stranded_failure_ends_the_heros_missions_for_the_turn(first: StargateCard,
                                                               can_continue: bool) -> None:
    from stargate_vcg.engine.stargate import Continue

    game = start([], [STRANDED], first=first)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(v(game, "Stranded")))
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (Continue() in game.legal_actions()) is can_continue


BOMBARDMENT = real("Bombardment", OBS, cost=3, skills={B: 0}, traits=("Jaffa",))
GLIDER = sg_card("Glider", CardType.SHIP, "Death Glider", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("ship", "difficulty"), [(True, 2), (False, 0)])
def test_bombardment_is_as_hard_as_the_chosen_ship_and_destroys_supporters(
        ship: bool, difficulty: int) -> None:
    game = start([MARINE], [BOMBARDMENT, GLIDER])
    in_play(game, "Marine")
    in_play(game, "Glider", player=VILLAIN_P)
    marine = uid(game, "Marine", HERO_P)
    game.apply(Assign(marine))
    if ship:
        game.apply(Assign(v(game, "Glider")))
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    bombardment = v(game, "Bombardment")
    game.apply(PlayCard(bombardment))
    assert values.difficulty_of(game, bombardment, 2) == difficulty
    end_mission(game)
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert game.zone_name(marine) == ("discard" if ship else "in play")


EXHAUSTED = real("Exhausted", OBS, cost=3, skills={S: 2, I: 2}, traits=("Disease",))


@pytest.mark.parametrize(("first", "placed"), [(LAB, True), (mission("Easy Lab", S, 1), False)])
def test_exhausted_failure_weakens_a_character_until_paid_off(first: StargateCard,
                                                              placed: bool) -> None:
    game = start([], [EXHAUSTED], first=first)
    scientist = uid(game, "Fixture Scientist", HERO_P)
    game.apply(Assign(scientist))
    exhausted = v(game, "Exhausted")
    game.apply(PlayCard(exhausted))
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    end_mission(game)
    if not placed:
        assert game.zone_name(exhausted) != "beneath a card"
        assert game.skill(scientist, 1) == 3
        return
    game.apply(Choose(scientist))
    assert game.skill(scientist, 1) == 0
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    from stargate_vcg.engine.stargate import Continue

    game.apply(Continue())
    game.apply(ActivateAbility(exhausted, 0))
    assert game.skill(scientist, 1) == 3


PARANOIA = real("Paranoia", OBS, cost=3, skills={B: 2, I: 3}, traits=("Disease",))


@pytest.mark.parametrize("reassign", [True, False])
def test_paranoia_keeps_the_pair_apart_and_destroys_both_on_failure(reassign: bool) -> None:
    game = start([MARINE, MARINE], [PARANOIA])
    a, b = (u for u in game.hand(HERO_P) if game.facts[u].title == "Marine")
    for m in (a, b):
        ops.put_in_play(game, m)
    game._version += 1
    game.apply(Assign(a))
    game.apply(PlayCard(v(game, "Paranoia")))
    assert game.status_name(a) == game.status_name(b) == "ready"
    game.apply(Assign(a) if reassign else Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    assert (Assign(b) in game.legal_actions()) is not reassign
    game.apply(Pass())
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert (game.zone_name(a), game.zone_name(b)) == (
        ("discard", "discard") if reassign else ("in play", "in play"))


DOCI = real("The Doci (Corruptor of Souls)", ADV, cost=3, skills={C: 2, I: 2}, revive=4,
            traits=("Ori",))
ORI_SCROLL = sg_card("Ori Scroll", OBS, cost=1, skills={C: 1}, traits=("Ori",),
                     allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("ori_on_top", [True, False])
def test_the_doci_revived_keeps_the_ori_cards_he_would_mill(ori_on_top: bool) -> None:
    from stargate_vcg.engine.stargate import Revive

    game = start([], [DOCI, ORI_SCROLL], first=CULTURE)
    in_play(game, "The Doci", player=VILLAIN_P)
    scroll = v(game, "Ori Scroll")
    if ori_on_top:
        p = game.state.players[VILLAIN_P]
        p.hand.remove(scroll)
        p.deck.append(scroll)
        game.state.zone[scroll] = Z_DECK
        game._version += 1
    doci = v(game, "The Doci")
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(doci))
    end_mission(game)
    deck = len(game.state.players[VILLAIN_P].deck)
    discards = len(game.discard_pile(VILLAIN_P))
    game.apply(Revive(doci))
    assert len(game.state.players[VILLAIN_P].deck) == deck - 4
    # The Ori card on top comes back to the hand; the other three are milled.
    assert len(game.discard_pile(VILLAIN_P)) == discards + (3 if ori_on_top else 4)
    assert scroll in game.hand(VILLAIN_P)


REPLICATOR_MARRICK = real("Replicator Marrick (Parasitic Drone)", ADV, cost=4,
                          skills={S: 2, B: 2, I: 2}, revive=5, traits=("Replicator",))
MAVERICK = real("AGM-65 Maverick", CardType.GEAR, cost=3, traits=("SGC",))


@pytest.mark.parametrize("absorb", [True, False])
def test_replicator_marrick_absorbs_a_supporter_for_combat(absorb: bool) -> None:
    game = start([MARINE], [REPLICATOR_MARRICK])
    in_play(game, "Marine")
    marine = uid(game, "Marine", HERO_P)
    game.apply(Pass())
    marrick = v(game, "Replicator Marrick")
    game.apply(PlayCard(marrick))
    game.apply(Choose(marine) if absorb else Decline())
    assert game.zone_name(marine) == ("beneath a card" if absorb else "in play")
    assert game.skill(marrick, 2) == 2 + (1 if absorb else 0)


@pytest.mark.parametrize("shed", [True, False])
def test_replicator_marrick_sheds_his_host_to_survive(shed: bool) -> None:
    game = start([MARINE, MAVERICK], [REPLICATOR_MARRICK])
    in_play(game, "Marine", "AGM-65 Maverick")
    marine, leader = uid(game, "Marine", HERO_P), uid(game, "Fixture Leader", HERO_P)
    marrick = v(game, "Replicator Marrick")
    game.apply(Assign(leader))
    game.apply(PlayCard(marrick))
    game.apply(Choose(marine))
    game.apply(Pass())
    game.apply(Assign(marrick))
    maverick = uid(game, "AGM-65 Maverick", HERO_P)
    game.apply(ActivateAbility(maverick, 0, stops=(leader,), target=marrick))
    game.apply(Choose(0) if shed else Decline())
    assert game.zone_name(marrick) == ("in play" if shed else "discard")
    if shed:
        assert game.status_name(marrick) == "stopped" and game.zone_name(marine) == "discard"


@pytest.mark.parametrize("replicator_obstacle", [True, False])
def test_james_marrick_destroyed_beside_replicators_calls_replicator_marrick(
        replicator_obstacle: bool) -> None:
    game = start([MAVERICK], [MARRICK, REPLICATOR_MARRICK, BUGS, ROCKS])
    in_play(game, "AGM-65 Maverick")
    in_play(game, "James Marrick", player=VILLAIN_P)
    leader, marrick = uid(game, "Fixture Leader", HERO_P), v(game, "James Marrick")
    drone = v(game, "Replicator Marrick")
    game.apply(Assign(leader))
    game.apply(PlayCard(v(game, "Bugs" if replicator_obstacle else "Rocks")))
    game.apply(Pass())
    game.apply(Assign(marrick))
    game.apply(ActivateAbility(uid(game, "AGM-65 Maverick", HERO_P), 0, stops=(leader,),
                               target=marrick))
    assert game.zone_name(marrick) == "discard"
    assert (game.pending_decision is not None) is replicator_obstacle
    if replicator_obstacle:
        game.apply(Choose(drone))
        assert game.zone_name(drone) == "in play"


KARA_KESH = real("Kara Kesh", OBS, cost=2, skills={S: 1, B: 2, I: 1}, traits=("Goa'uld",))


@pytest.mark.parametrize("guard", [True, False])
def test_kara_kesh_is_destroyed_to_save_a_goauld_adversary(guard: bool) -> None:
    game = start([MAVERICK], [KARA_KESH, UNDERLING])
    in_play(game, "AGM-65 Maverick")
    in_play(game, "Underling", player=VILLAIN_P)
    leader, underling = uid(game, "Fixture Leader", HERO_P), v(game, "Underling")
    kesh = v(game, "Kara Kesh")
    game.apply(Assign(leader))
    game.apply(PlayCard(kesh))
    game.apply(Pass())
    game.apply(Assign(underling))
    game.apply(ActivateAbility(uid(game, "AGM-65 Maverick", HERO_P), 0, stops=(leader,),
                               target=underling))
    game.apply(Choose(0) if guard else Decline())
    assert game.zone_name(underling) == ("in play" if guard else "discard")
    assert (kesh in game.obstacles) is not guard


MAZE = real("Time-Trap Maze", OBS, cost=2, skills={C: 1, S: 1, I: 2})
WOTAN = real("Wotan (Archon of the High Council)", SUPPORT, cost=5, skills={C: 2, I: 2},
             traits=("Asgard",))


@pytest.mark.parametrize("pay", [True, False])
def test_time_trap_maze_answers_a_stop_with_another(pay: bool) -> None:
    game = start([WOTAN, MARINE], [MAZE], first=CULTURE)
    in_play(game, "Wotan", "Marine")
    marine, wotan = uid(game, "Marine", HERO_P), uid(game, "Wotan", HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(v(game, "Time-Trap Maze")))
    game.apply(ActivateAbility(wotan, 0))
    assert game.pending_decision is not None and game.pending_decision.player == VILLAIN_P
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(marine))
    assert game.status_name(marine) == ("stopped" if pay else "ready")
    assert game.pending_decision is None


TAMPERED = real("Tampered DHD", OBS, cost=3, skills={S: 0}, traits=("Goa'uld",))


@pytest.mark.parametrize("answer", ["pay", "stop", "neither"])
def test_tampered_dhd_costs_power_or_science_or_blocks_everyone(answer: str) -> None:
    from stargate_vcg.engine.stargate.actions import ChooseMany

    game = start([], [TAMPERED], first=LAB)
    scientist, leader = uid(game, "Fixture Scientist", HERO_P), uid(game, "Fixture Leader",
                                                                     HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Tampered DHD")))
    if answer == "pay":
        game.apply(Choose(0))
        assert game.power(HERO_P) == 9 - 3
    elif answer == "stop":
        game.apply(Choose(1))
        game.apply(ChooseMany((scientist,)))
        assert game.status_name(scientist) == "stopped" and game.power(HERO_P) == 9
    else:
        game.apply(Decline())
    assert (Assign(leader) in game.legal_actions()) is (answer != "neither")


AMNESIA = real("Amnesia", OBS, cost=3, skills={C: 2}, traits=("Disease",))


@pytest.mark.parametrize(("first", "placed"), [(CULTURE, True), (mission("Easy Talk", C, 1),
                                                                 False)])
def test_amnesia_blocks_a_team_character_and_stays_on_him_after_failure(
        first: StargateCard, placed: bool) -> None:
    from stargate_vcg.engine.stargate import Continue

    game = start([], [AMNESIA], first=first)
    scholar, leader = uid(game, "Fixture Scholar", HERO_P), uid(game, "Fixture Leader",
                                                                 HERO_P)
    amnesia = v(game, "Amnesia")
    game.apply(Assign(scholar))
    game.apply(PlayCard(amnesia))
    game.apply(Choose(leader))
    assert Assign(leader) not in game.legal_actions()
    end_mission(game)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (game.zone_name(amnesia) == "beneath a card") is placed
    if not placed:
        return
    game.apply(Continue())
    assert Assign(leader) not in game.legal_actions()
    for c in game.hand(HERO_P)[:3]:
        assert game.facts[c].hero
    game.apply(ActivateAbility(amnesia, 0))
    game.apply(ChooseMany(tuple(game.hand(HERO_P)[:3])))
    assert game.zone_name(amnesia) == "discard"
    game.apply(Pass())
    assert Assign(leader) in game.legal_actions()


@pytest.mark.parametrize("other_adversary", [True, False])
def test_qetesh_feeds_on_another_adversary_to_grow(other_adversary: bool) -> None:
    game = start([], [QETESH, UNDERLING], first=CULTURE)
    in_play(game, "Qetesh", player=VILLAIN_P)
    if other_adversary:
        in_play(game, "Underling", player=VILLAIN_P)
    qetesh, underling = v(game, "Qetesh"), v(game, "Underling")
    game.apply(Pass())
    action = ActivateAbility(qetesh, 0, target=underling)
    assert (action in game.legal_actions()) is other_adversary
    if other_adversary:
        game.apply(action)
        assert game.zone_name(underling) == "discard"
        assert values.difficulty_of(game, qetesh, 0) == 1 + 2
        assert values.revive_cost(game, qetesh) == 3 + 2


LOR_KOR = real("Lor Kor Harak", OBS, cost=2, skills={C: 0, I: 0},
               traits=("Goa'uld", "Political"))
BIG_BAD = sg_card("Big Bad", ADV, "Goa'uld Lord", cost=5, skills={C: 1}, revive=1,
                  traits=("Goa'uld",))
BIG_ROCK = sg_card("Big Rock", OBS, cost=5, skills={C: 1}, allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("discarded", "difficulty"), [("Big Bad", 5), ("Big Rock", 2)])
def test_lor_kor_harak_is_as_hard_as_the_card_discarded(discarded: str,
                                                        difficulty: int) -> None:
    game = start([], [LOR_KOR, BIG_BAD, BIG_ROCK], first=CULTURE)
    game.apply(Pass())
    lor_kor = v(game, "Lor Kor Harak")
    game.apply(PlayCard(lor_kor))
    game.apply(Choose(v(game, discarded)))
    assert game.zone_name(v(game, discarded)) == "discard"
    assert values.difficulty_of(game, lor_kor, 0) == difficulty


QUEEN = real("Replicator Queen", OBS, cost=3, skills={S: 1, B: 2, I: 2},
             traits=("Replicator",))
SWARM = sg_card("Swarm", OBS, cost=2, skills={B: 1}, traits=("Replicator",),
                allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("replicator", [True, False])
def test_replicator_queen_plays_a_replicator_obstacle_for_less(replicator: bool) -> None:
    game = start([], [QUEEN, SWARM, ROCKS])
    swarm = v(game, "Swarm")
    if not replicator:
        ops.discard_from_hand(game, swarm)
        game._version += 1
    game.apply(Pass())
    queen = v(game, "Replicator Queen")
    game.apply(PlayCard(queen))
    game.apply(Pass())
    rocks = v(game, "Rocks")
    action = ActivateAbility(queen, 0, discards=(rocks,), target=swarm)
    assert (action in game.legal_actions()) is replicator
    if replicator:
        power = game.power(VILLAIN_P)
        game.apply(action)
        assert swarm in game.obstacles and game.power(VILLAIN_P) == power - 1


# --- session 8 sp-cards11 ------------------------------------------------------------------

ARCANE = real("Arcane Technology", OBS, cost=3, skills={S: 0, I: 0})
PEACE = real("Fragile Peace Talks", OBS, cost=3, skills={C: 0, B: 0})
PANDEMIC = real("Rampant Pandemic", OBS, cost=4, skills={C: 2, S: 2, I: 2},
                traits=("Disease",))


@pytest.mark.parametrize(("obstacle", "first", "mode", "skill"),
                         [(ARCANE, LAB, 1, SK_INGENUITY), (PEACE, COMBAT, 0, SK_CULTURE)])
@pytest.mark.parametrize("first_action", [True, False])
def test_first_opportunity_obstacles_change_the_mission_and_ready_the_assigned(
        obstacle: StargateCard, first: StargateCard, mode: int, skill: int,
        first_action: bool) -> None:
    game = start([], [obstacle], first=first)
    leader = uid(game, "Fixture Leader", HERO_P)
    card = uid(game, obstacle.title, VILLAIN_P)
    game.apply(Assign(leader))
    if not first_action:
        game.apply(Pass())  # the villain's first opportunity, passed
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
        assert PlayCard(card) not in game.legal_actions()
        with pytest.raises(IllegalAction):
            game.apply(PlayCard(card))
        return
    game.apply(PlayCard(card))
    game.apply(Choose(mode))
    assert values.mission_skills(game) == (skill,)
    assert game.status_name(leader) == "ready"


@pytest.mark.parametrize("second", [True, False])
def test_rampant_pandemic_cheaper_and_harder_per_mission_played_before_this_turn(
        second: bool) -> None:


    game = start([], [PANDEMIC], first=CULTURE)
    if second:
        drive_to_next_mission(game)
    if game.to_act == HERO_P:
        game.apply(Pass())
    before = game.power(VILLAIN_P)
    pandemic = uid(game, "Rampant Pandemic", VILLAIN_P)
    game.apply(PlayCard(pandemic))
    assert before - game.power(VILLAIN_P) == (3 if second else 4)
    assert game.surface.difficulty(pandemic, SK_CULTURE) == (3 if second else 2)


# --- session 11 sp-cards16: United Under One Banner ----------------------------------------

BANNER = real("United Under One Banner", CardType.OBSTACLE, cost=4,
              skills={C: 0, S: 0, B: 0, I: 0}, traits=("Goa'uld", "Political"))
RAIDER_A = sg_card("Raider A", CardType.ADVERSARY, "First", cost=1, skills={B: 1}, revive=2)
RAIDER_B = sg_card("Raider B", CardType.ADVERSARY, "Second", cost=1, skills={B: 1}, revive=2)


def _two_raiders(banner: bool) -> StargateGame:
    """The villain plays the banner (if `banner`), then both raiders, assigning them."""
    game = start([], [BANNER, RAIDER_A, RAIDER_B], first=COMBAT)
    if banner:
        game.apply(Pass())
        game.apply(PlayCard(v(game, "United Under One Banner")))
    for title in ("Raider A", "Raider B"):
        game.apply(Pass())
        game.apply(PlayCard(v(game, title)))
    game.apply(Pass())
    game.apply(Assign(v(game, "Raider A")))
    game.apply(Pass())
    return game


@pytest.mark.parametrize("banner", [True, False])
def test_united_under_one_banner_lets_several_adversaries_be_assigned(banner: bool) -> None:
    game = _two_raiders(banner)
    second = Assign(v(game, "Raider B"))
    assert (second in game.legal_actions()) is banner
    if banner:
        game.apply(second)
        assert game.status_name(v(game, "Raider B")) == "assigned"
    else:
        with pytest.raises(IllegalAction):
            game.apply(second)


def test_united_under_one_banner_each_adversary_resolved_one_scored() -> None:
    from stargate_vcg.engine.stargate import Revive, Score

    game = _two_raiders(True)
    a, b = v(game, "Raider A"), v(game, "Raider B")
    game.apply(Assign(b))
    end_mission(game)  # a failure: the hero assigned nobody
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert game.phase == "revive or score adversaries"
    game.apply(Score(a))
    assert game.phase == "revive or score adversaries"  # the other one's turn
    assert Score(b) not in game.legal_actions() and Revive(b) in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(Score(b))
    game.apply(Revive(b))
    assert game.zone_name(a) == "villain score pile" and game.status_name(b) == "stopped"
    assert game.phase != "revive or score adversaries"
