"""Bonus Round obstacles and adversaries (effects/bonus_round/villains.py), each played:
the text happens, and does not when its condition fails. Fixture printings with the real
card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, MARINE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import CULTURE_3, LIBRA_PLACE, SPARE, TEST_MISSION, legal_of, put_in_play
from test_effects_symbiosis_villains import fail, hero, villain_plays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    Score,
    StargateGame,
    ops,
)

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE

CERNAK = real("Cer'nak (Jaffa Commander)", ADV, cost=5, skills={B: 2, I: 2}, revive=4,
              traits=("Jaffa",))
WILLIAMS = real("Ryan Williams (IOA Scientist)", ADV, cost=1, skills={S: 3, B: 1}, revive=4,
                traits=("Political",))
DISLOYALTY = real("The Price of Disloyalty", OBS, cost=1, skills={B: 1, I: 1},
                  traits=("Jaffa",))
PROTECTION = real("Close Protection", OBS, cost=1, skills={C: 2, B: 2}, traits=("Political",))
CHOKEHOLD = real("Chokehold", OBS, cost=1, skills={B: 3}, traits=("Jaffa",))
DEVOTION = real("Blind Devotion", OBS, cost=1, skills={C: 2, B: 1})
DISTRACTED = real("Distracted", OBS, cost=1, skills={I: 2, B: 1})
SCORCHING = real("Scorching Judgment", OBS, cost=1, skills={C: 3, B: 2}, traits=("Ori",))
VILE = real("Vile Proposal", OBS, cost=1, skills={C: 2, B: 3}, traits=("Goa'uld",))
CRUSADE = real("Crusade", OBS, cost=1, skills={C: 2, B: 2}, traits=("Ori",))
THWARTED = real("Thwarted Plans", OBS, cost=1, skills={B: 3, I: 3}, traits=("Goa'uld", "Jaffa"))
IRATUS = real("Iratus Bug Nest", OBS, cost=1, skills={S: 2, B: 2})
KEL_SHAK_LO = real("Kel Shak Lo", OBS, cost=3, skills={C: 2, B: 2}, traits=("Jaffa",))

SERPENT = sg_card("Serpent", ADV, "Guard", cost=1, skills={B: 1}, revive=2, traits=("Jaffa",))
PATROL = sg_card("Patrol", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
ORI_TRAP = sg_card("Ori Trap", OBS, cost=1, skills={B: 1}, traits=("Ori",))
GENIUS = sg_card("Genius", CardType.SUPPORT_CHARACTER, "Savant", cost=1, skills={I: 3})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def begin(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, *in_play: str,
          power: int = 9, first: StargateCard | None = None) -> StargateGame:
    """A Combat 3 mission first (unless `first`); these cards straight from hand into
    play."""
    game = scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE],
                    power=power, pad=30)
    return put_in_play(game, *in_play)


@pytest.mark.parametrize("assigned", [True, False])
def test_cernak_cheaper_per_assigned_team_character(assigned: bool) -> None:
    game = begin(villain=[CERNAK])
    if assigned:
        game.apply(Assign(hero(game, "Fixture Leader")))
    else:
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Cer'nak", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 5 + (1 if assigned else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_cernak_failure_discards_two_at_random(assigned: bool) -> None:
    game = begin([MARINE, KIT], [CERNAK])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Cer'nak", VILLAIN_P)))
    if assigned:
        game.apply(Pass())
        game.apply(Assign(uid(game, "Cer'nak", VILLAIN_P)))
    hand = len(game.hand(HERO_P))
    fail(game)
    assert len(game.hand(HERO_P)) == hand - (2 if assigned else 0)


@pytest.mark.parametrize(("failed_before", "destroyed"), [(False, 1), (True, 2)])
def test_ryan_williams_failure_destroys_a_gear_per_failed_mission(failed_before: bool,
                                                                  destroyed: int) -> None:
    rifle = sg_card("Rifle", CardType.GEAR, cost=1)
    game = begin([KIT, rifle], [WILLIAMS], "Kit", "Rifle")
    if failed_before:
        game.state.failed.append(hero(game, "Spare Mission"))
        game._version += 1
    villain_plays(game, "Ryan Williams")
    fail(game)
    gears = [hero(game, "Kit"), hero(game, "Rifle")]
    if destroyed == 1:
        game.apply(Choose(gears[0]))
    assert sum(game.zone_name(g) == "discard" for g in gears) == destroyed


@pytest.mark.parametrize("patrol", [True, False])
def test_the_price_of_disloyalty_harder_per_other_jaffa_card(patrol: bool) -> None:
    game = begin(villain=[DISLOYALTY, PATROL])
    villain_plays(game, *(["Patrol"] if patrol else []), "The Price of Disloyalty")
    assert game.mission_difficulty() == 3 + 1 + (1 + 1 if patrol else 0)


@pytest.mark.parametrize("played", [True, False])
def test_close_protection_blocks_support_characters(played: bool) -> None:
    game = begin([MARINE], [PROTECTION], "Marine")
    if played:
        villain_plays(game, "Close Protection")
    assert (Assign(hero(game, "Marine")) in game.legal_actions()) is not played


@pytest.mark.parametrize("fails", [True, False])
def test_chokehold_blocks_and_incapacitates_the_chosen_on_failure(fails: bool) -> None:
    game = begin(villain=[CHOKEHOLD], first=mission("Test Mission", B, 9 if fails else 1))
    leader, scientist = hero(game, "Fixture Leader"), hero(game, "Fixture Scientist")
    warrior = hero(game, "Fixture Warrior")
    ops.ready(game, warrior)
    villain_plays(game, "Chokehold")
    game.apply(Choose(scientist))
    assert game.is_blocked(scientist)
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Assign(warrior))  # Combat 3 + 3 beats 1 + the obstacle's 3
    fail(game)
    assert (game.status_name(scientist) == "incapacitated") is fails


@pytest.mark.parametrize(("card", "skill", "who", "qualifies"), [
    (DEVOTION, C, "Fixture Scholar", True), (DEVOTION, C, "Fixture Leader", False),
    (DISTRACTED, I, "Genius", True), (DISTRACTED, I, "Fixture Leader", False)])
def test_readies_and_blocks_an_assigned_character_rated_three(
        card: StargateCard, skill: Skill, who: str, qualifies: bool) -> None:
    game = begin([GENIUS], [card], "Genius", first=mission("Test Mission", skill, 9))
    character = hero(game, who)
    game.apply(Assign(character))
    villain_plays(game, card.title)
    assert game.status_name(character) == ("ready" if qualifies else "assigned")
    assert game.is_blocked(character) is qualifies


def test_blind_devotion_failure_stops_the_chosen() -> None:
    game = begin(villain=[DEVOTION], first=mission("Test Mission", C, 9))
    scholar = hero(game, "Fixture Scholar")
    game.apply(Assign(scholar))
    villain_plays(game, "Blind Devotion")
    assert game.status_name(scholar) == "ready"
    game.apply(Assign(hero(game, "Fixture Leader")))
    fail(game)
    assert game.status_name(scholar) == "stopped"


@pytest.mark.parametrize("assigned", [True, False])
def test_scorching_judgment_destroys_an_assigned_support_character(assigned: bool) -> None:
    game = begin([MARINE], [SCORCHING], "Marine")
    marine = hero(game, "Marine")
    if assigned:
        game.apply(Assign(marine))
    villain_plays(game, "Scorching Judgment")
    assert (game.zone_name(marine) == "discard") is assigned


@pytest.mark.parametrize("hero_stops", [True, False])
def test_vile_proposal_the_hero_stops_two_or_the_villain_stops_one(hero_stops: bool) -> None:
    game = begin(villain=[VILE])
    villain_plays(game, "Vile Proposal")
    assert game.to_act == HERO_P
    leader, scholar = hero(game, "Fixture Leader"), hero(game, "Fixture Scholar")
    if hero_stops:
        from stargate_vcg.engine.stargate.actions import ChooseMany

        game.apply(ChooseMany((leader, scholar)))
        assert game.status_name(leader) == game.status_name(scholar) == "stopped"
    else:
        game.apply(Decline())
        assert game.to_act == VILLAIN_P
        game.apply(Choose(leader))
        assert game.status_name(leader) == "stopped"
        assert game.status_name(scholar) == "ready"


@pytest.mark.parametrize("take", [True, False])
def test_crusade_takes_back_an_ori_card_and_itself_on_failure(take: bool) -> None:
    game = begin(villain=[CRUSADE, ORI_TRAP])
    trap = uid(game, "Ori Trap", VILLAIN_P)
    ops.discard_from_hand(game, trap)
    villain_plays(game, "Crusade")
    game.apply(Choose(trap) if take else Decline())
    assert (trap in game.hand(VILLAIN_P)) is take
    fail(game)
    crusade = uid(game, "Crusade", VILLAIN_P)
    game.apply(Choose(crusade) if take else Decline())
    assert (crusade in game.hand(VILLAIN_P)) is take


@pytest.mark.parametrize("adversary", [True, False])
def test_thwarted_plans_needs_an_adversary_to_stop_and_blocks_adversaries(
        adversary: bool) -> None:
    game = begin([], [THWARTED, SERPENT], *(["Serpent"] if adversary else []))
    game.apply(Pass())
    plans = uid(game, "Thwarted Plans", VILLAIN_P)
    plays = legal_of(game, PlayCard, plans)
    assert bool(plays) is adversary
    if adversary:
        serpent = uid(game, "Serpent", VILLAIN_P)
        game.apply(PlayCard(plans, stops=(serpent,)))
        assert game.status_name(serpent) == "stopped"
        game.apply(Pass())
        assert Assign(serpent) not in game.legal_actions()


@pytest.mark.parametrize("card", [IRATUS, KEL_SHAK_LO], ids=lambda c: c.title)
@pytest.mark.parametrize("fails", [True, False])
def test_failure_destroys_a_support_character(card: StargateCard, fails: bool) -> None:
    game = begin([MARINE], [card], "Marine", first=mission("Test Mission", B, 9 if fails else 1))
    villain_plays(game, card.title)
    game.apply(Assign(hero(game, "Fixture Leader")))
    fail(game)
    assert (game.zone_name(hero(game, "Marine")) == "discard") is fails


@pytest.mark.parametrize("serpent", [True, False])
def test_kel_shak_lo_cheaper_with_an_assigned_jaffa_adversary(serpent: bool) -> None:
    game = begin(villain=[KEL_SHAK_LO, SERPENT])
    if serpent:
        villain_plays(game, "Serpent")
    power = game.power(VILLAIN_P)
    villain_plays(game, "Kel Shak Lo")
    assert game.power(VILLAIN_P) == power - 3 + (1 if serpent else 0)


# --- batch 2 -------------------------------------------------------------------------------

ANATEO = real("Anateo (Ruthless Second)", ADV, cost=1, skills={B: 2, I: 2}, revive=4)
ARDENT = real("Ardent Prior (Pernicious Influence)", ADV, cost=1, skills={C: 3, S: 2, B: 2},
              revive=5, traits=("Ori",))
CRYSTAL = real("Crystalline Entity (Doppelganger)", ADV, cost=1, skills={C: 1, S: 2, B: 2},
               revive=5, traits=("Disease",))
POOLE = real("Poole's Replicator (Fugitive Experiment)", ADV, cost=1,
             skills={S: 2, B: 2, I: 2}, revive=6, traits=("Replicator",))
BEACON = real("Beacon of Enlightenment", OBS, cost=1, skills={C: 0, S: 1, B: 1, I: 0},
              traits=("Ori",))
MINISTRANT = real("Ministrant Prior (Village Shepherd)", ADV, cost=3, skills={C: 2, I: 1},
                  revive=3, traits=("Ori",))
DEVIR = real("De'vir (Disillusioned Illac Renin)", ADV, cost=1, skills={S: 1, B: 2, I: 2},
             revive=4, traits=("Jaffa",))
WRAITH_SCIENTIST = real("Wraith Scientist (Unscrupulous Geneticist)", ADV, cost=1,
                        skills={S: 2, B: 1}, revive=2, traits=("Wraith",))

SWARM = sg_card("Swarm", OBS, cost=2, skills={B: 1}, traits=("Replicator",))
ORI_MONK = sg_card("Ori Monk", ADV, "Zealot", cost=2, skills={B: 1}, revive=2,
                   traits=("Ori",))
FEVER = sg_card("Fever", OBS, cost=1, skills={B: 1}, traits=("Disease",))
LIBRA_TWO = mission("Second Libra Place", C, 3, glyph=Glyph.LIBRA)


def glyphs_game(hero_cards: list[StargateCard], villain: list[StargateCard],
                *in_play: str) -> StargateGame:
    game = scenario(hero_cards, villain,
                    missions=[TEST_MISSION, SPARE, LIBRA_PLACE, LIBRA_TWO],
                    power=9, pad=30)
    return put_in_play(game, *in_play)


def give(game: StargateGame, character: str, place: str) -> None:
    ops.place_glyph(game, hero(game, place), hero(game, character))
    game._version += 1


@pytest.mark.parametrize("complication", [True, False])
def test_anateo_assigned_with_a_complication_may_block_a_character(complication: bool) -> None:
    game = begin(villain=[ANATEO, PATROL])
    if complication:
        game.apply(Pass())
        from stargate_vcg.engine.stargate import PlayComplication

        game.apply(PlayComplication(uid(game, "Patrol", VILLAIN_P)))
    villain_plays(game, "Anateo")
    leader = hero(game, "Fixture Leader")
    if complication:
        game.apply(Choose(leader))
    assert game.is_blocked(leader) is complication


@pytest.mark.parametrize("assigned", [True, False])
def test_ardent_prior_blocks_ready_characters_matching_an_assigned_glyph(
        assigned: bool) -> None:
    game = glyphs_game([], [ARDENT])
    give(game, "Fixture Leader", "Libra Place")
    give(game, "Fixture Scholar", "Second Libra Place")
    game.apply(Assign(hero(game, "Fixture Leader")))
    if assigned:
        villain_plays(game, "Ardent Prior")
    else:
        game.apply(Pass())
    assert (Assign(hero(game, "Fixture Scholar")) in game.legal_actions()) is not assigned
    assert Assign(hero(game, "Fixture Scientist")) in game.legal_actions()


@pytest.mark.parametrize("pay", [True, False])
def test_crystalline_entity_blocks_and_weakens_glyph_sharers(pay: bool) -> None:
    game = glyphs_game([], [CRYSTAL])
    give(game, "Fixture Leader", "Libra Place")
    give(game, "Fixture Scholar", "Second Libra Place")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    villain_plays(game, "Crystalline Entity")
    game.apply(Choose(0) if pay else Decline())
    scholar = hero(game, "Fixture Scholar")
    if pay:
        game.apply(Choose(scholar))
    assert game.is_blocked(scholar) is pay
    assert game.skill(leader, 2) == 3 - (1 if pay else 0)


@pytest.mark.parametrize("complication", [True, False])
def test_pooles_replicator_cheapens_replicator_obstacles_per_complication(
        complication: bool) -> None:
    from stargate_vcg.engine.stargate import PlayComplication

    game = begin(villain=[POOLE, SWARM, PATROL])
    if complication:
        game.apply(Pass())
        game.apply(PlayComplication(uid(game, "Patrol", VILLAIN_P)))
    villain_plays(game, "Poole's Replicator")
    power = game.power(VILLAIN_P)
    villain_plays(game, "Swarm")
    assert game.power(VILLAIN_P) == power - 2 + (1 if complication else 0)


@pytest.mark.parametrize("played", [True, False])
def test_beacon_of_enlightenment_cheaper_revive_and_no_score(played: bool) -> None:
    game = begin(villain=[BEACON, ORI_MONK])
    villain_plays(game, *(["Beacon of Enlightenment"] if played else []), "Ori Monk")
    fail(game)
    monk = uid(game, "Ori Monk", VILLAIN_P)
    assert (Score(monk) in game.legal_actions()) is not played


@pytest.mark.parametrize("scored", [True, False])
def test_ministrant_prior_in_the_score_pile_cheapens_ori_adversaries(scored: bool) -> None:
    game = begin(villain=[MINISTRANT, ORI_MONK])
    if scored:
        ops.to_score_pile(game, uid(game, "Ministrant Prior", VILLAIN_P))
        game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Ori Monk", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 2 + (1 if scored else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_devir_failure_takes_back_a_jaffa_obstacle(assigned: bool) -> None:
    game = begin(villain=[DEVIR, PATROL])
    patrol = uid(game, "Patrol", VILLAIN_P)
    ops.discard_from_hand(game, patrol)
    if assigned:
        villain_plays(game, "De'vir")
    else:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "De'vir", VILLAIN_P)))
    fail(game)
    assert (patrol in game.hand(VILLAIN_P)) is assigned


@pytest.mark.parametrize("score", [True, False])
def test_wraith_scientist_scored_takes_back_a_disease_obstacle(score: bool) -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary

    game = begin(villain=[WRAITH_SCIENTIST, FEVER])
    fever = uid(game, "Fever", VILLAIN_P)
    ops.discard_from_hand(game, fever)
    villain_plays(game, "Wraith Scientist")
    fail(game)
    scientist = uid(game, "Wraith Scientist", VILLAIN_P)
    game.apply(Score(scientist) if score else DestroyAdversary(scientist))
    if score:
        game.apply(Choose(fever))
    assert (fever in game.hand(VILLAIN_P)) is score


# --- batch 3 -------------------------------------------------------------------------------

LOURDES = real("Lourdes Malay (Security Officer)", ADV, cost=1, skills={C: 1, B: 2},
               revive=4, traits=("Political",))
CRIPPLED = real("Crippled", OBS, cost=1, skills={S: 1, B: 1}, traits=("Disease",))
TASK_FORCE = real("Anti-Rebel Task Force", OBS, cost=1, skills={B: 2, I: 1},
                  traits=("Political",))
ASURAN = real("Asuran Ascendancy", OBS, cost=1, skills={C: 2, S: 3, B: 3},
              traits=("Replicator",))


@pytest.mark.parametrize("assigned", [True, False])
def test_lourdes_malay_weakens_team_characters_with_attachments(assigned: bool) -> None:
    game = glyphs_game([], [LOURDES], *([] if assigned else ["Lourdes Malay"]))
    give(game, "Fixture Leader", "Libra Place")
    if assigned:
        villain_plays(game, "Lourdes Malay")
    leader = hero(game, "Fixture Leader")
    assert game.skill(leader, 2) == 3 - (1 if assigned else 0)
    assert game.skill(hero(game, "Fixture Scholar"), 0) == 3


@pytest.mark.parametrize("glyph", [True, False])
def test_crippled_weakens_per_attachment_and_incapacitates_on_failure(glyph: bool) -> None:
    game = glyphs_game([], [CRIPPLED])
    if glyph:
        give(game, "Fixture Leader", "Libra Place")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    villain_plays(game, "Crippled")
    assert game.skill(leader, 2) == 3 - (1 if glyph else 0)
    fail(game)
    assert game.status_name(leader) == "incapacitated"


def test_crippled_needs_a_failure_to_incapacitate() -> None:
    game = begin(villain=[CRIPPLED], first=mission("Test Mission", B, 1))
    leader = hero(game, "Fixture Leader")
    warrior = hero(game, "Fixture Warrior")
    ops.ready(game, warrior)
    game.apply(Assign(leader))
    villain_plays(game, "Crippled")
    game.apply(Assign(warrior))
    fail(game)
    assert game.status_name(leader) == "stopped"


@pytest.mark.parametrize("glyph", [True, False])
def test_anti_rebel_task_force_blocks_and_sends_a_glyph_away_on_failure(glyph: bool) -> None:
    game = glyphs_game([], [TASK_FORCE])
    scholar = hero(game, "Fixture Scholar")
    place = hero(game, "Libra Place")
    if glyph:
        give(game, "Fixture Scholar", "Libra Place")
    villain_plays(game, "Anti-Rebel Task Force")
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    fail(game)
    assert game.glyphs(scholar) == ()
    assert (game.zone_name(place) == "mission pile") is True


@pytest.mark.parametrize("fails", [True, False])
def test_asuran_ascendancy_failure_shuffles_hero_gear_into_the_deck(fails: bool) -> None:
    game = begin([KIT], [ASURAN], "Kit", first=mission("Test Mission", B, 9 if fails else 1))
    villain_plays(game, "Asuran Ascendancy")
    warrior = hero(game, "Fixture Warrior")
    if not fails:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(Pass())
        ops.ready(game, warrior)
        game._version += 1
        game.apply(Assign(warrior))
    fail(game)
    assert game.zone_name(hero(game, "Kit")) == ("deck" if fails else "in play")


CLIFFHANGER = real("Cliffhanger", OBS, cost=0, skills={C: 1, S: 1, B: 1, I: 1})


def test_cliffhanger_leaves_its_player_only_passing() -> None:
    game = begin(villain=[CLIFFHANGER, PATROL, SERPENT])
    villain_plays(game, "Cliffhanger")
    game.apply(Pass())
    assert {type(a).__name__ for a in game.legal_actions()} == {"Pass"}


@pytest.mark.parametrize("fails", [True, False])
def test_cliffhanger_failed_the_hero_cant_continue(fails: bool) -> None:
    from stargate_vcg.engine.stargate import Continue

    game = begin(villain=[CLIFFHANGER], first=mission("Test Mission", B, 9 if fails else 1))
    villain_plays(game, "Cliffhanger")
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert (Continue() in game.legal_actions()) is not fails


PLANS = real("Plans Within Plans", OBS, cost=1, skills={C: 3, S: 2, I: 3}, traits=("Wraith",))


@pytest.mark.parametrize("played", [True, False])
def test_plans_within_plans_played_the_hero_draws_four(played: bool) -> None:
    game = begin(villain=[PLANS], first=mission("Test Mission", C, 3))
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    if played:
        game.apply(PlayCard(uid(game, "Plans Within Plans", VILLAIN_P)))
    assert len(game.hand(HERO_P)) == hand + (4 if played else 0)


PINNED = real("Pinned Down", OBS, cost=1, skills={B: 2}, traits=("Wraith",))
DART = sg_card("Dart", ADV, "Hive", cost=1, skills={B: 1}, revive=3, traits=("Wraith",))


@pytest.mark.parametrize(("played", "milled"), [(True, 1), (False, 3)])
def test_pinned_down_failed_wraith_adversaries_revive_cheaper(played: bool,
                                                               milled: int) -> None:
    game = begin(villain=[PINNED, DART])
    villain_plays(game, *(["Pinned Down"] if played else []), "Dart")
    fail(game)
    before = game.deck_size(VILLAIN_P)
    from stargate_vcg.engine.stargate import Revive

    game.apply(Revive(uid(game, "Dart", VILLAIN_P)))
    assert before - game.deck_size(VILLAIN_P) == milled


VASHIN = real("Vashin (Alliance Helmsman)", ADV, cost=1, skills={S: 1, B: 1}, revive=2)
SOLEK = real("Solek (Lucian Alliance Brute)", ADV, cost=2, skills={B: 3}, revive=3)
TREBAL = real('"Trebal" (Wraith Infiltrator)', ADV, cost=1, skills={C: 2, B: 1, I: 2},
              revive=4, traits=("Wraith",))
WRAITH_SHIP = sg_card("Wraith Cruiser", CardType.SHIP, "Hive Ship", cost=4, firepower=3,
                      traits=("Wraith",), allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("complication", [True, False])
def test_vashin_gives_an_adversary_difficulty_per_complication(complication: bool) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility, PlayComplication

    game = begin([], [VASHIN, SERPENT, PATROL], "Vashin")
    if complication:
        game.apply(Pass())
        game.apply(PlayComplication(uid(game, "Patrol", VILLAIN_P)))
    villain_plays(game, "Serpent")
    before = game.mission_difficulty()
    game.apply(Pass())
    serpent = uid(game, "Serpent", VILLAIN_P)
    game.apply(ActivateAbility(uid(game, "Vashin", VILLAIN_P), 0, target=serpent))
    assert game.mission_difficulty() == before + (1 if complication else 0)


@pytest.mark.parametrize("power", [9, 2])
def test_solek_destroys_a_support_character_for_three_power(power: int) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    game = begin([MARINE], [SOLEK], "Marine", "Solek", power=power)
    game.apply(Pass())
    marine = hero(game, "Marine")
    use = ActivateAbility(uid(game, "Solek", VILLAIN_P), 0, target=marine)
    assert (use in game.legal_actions()) is (power >= 3)
    if power >= 3:
        game.apply(use)
        assert game.zone_name(marine) == "discard"
        assert game.power(VILLAIN_P) == power - 3


@pytest.mark.parametrize("assigned", [True, False])
def test_trebal_failure_may_play_a_wraith_ship_free(assigned: bool) -> None:
    game = begin([], [TREBAL, WRAITH_SHIP], first=mission("Test Mission", C, 3))
    if assigned:
        villain_plays(game, '"Trebal"')
    else:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, '"Trebal"', VILLAIN_P)))
    fail(game)
    ship = uid(game, "Wraith Cruiser", VILLAIN_P)
    if assigned:
        game.apply(Choose(ship))
    assert game.zone_name(ship) == ("in play" if assigned else "hand")


VARTA = real("Emissary Varta (Galaran Ambassador)", ADV, cost=1, skills={C: 2, S: 1},
             revive=4, traits=("Political",))


@pytest.mark.parametrize("destroyed", [True, False])
def test_emissary_varta_may_stop_a_character_after_a_support_was_destroyed(
        destroyed: bool) -> None:
    game = begin([MARINE], [VARTA], "Marine", first=mission("Test Mission", C, 3))
    if destroyed:
        ops.destroy(game, hero(game, "Marine"))
        game._version += 1
    villain_plays(game, "Emissary Varta")
    leader = hero(game, "Fixture Leader")
    if destroyed:
        game.apply(Choose(leader))
    assert game.status_name(leader) == ("stopped" if destroyed else "ready")


@pytest.mark.parametrize("fails", [True, False])
def test_plans_within_plans_failure_drains_four(fails: bool) -> None:
    game = begin(villain=[PLANS], first=mission("Test Mission", C, 9 if fails else 1))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Plans Within Plans", VILLAIN_P)))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    if not fails:  # Culture 3 + 1 meets 1 + the obstacle's 3
        game.apply(Pass())
        game.apply(Assign(hero(game, "Fixture Leader")))
    deck = game.deck_size(HERO_P)
    fail(game)
    assert game.deck_size(HERO_P) == deck - (4 if fails else 0)


TODD = real('"Todd" (Ambiguous Villain)', ADV, cost=1, skills={C: 2, S: 2, I: 2}, revive=4,
            traits=("Wraith",))


@pytest.mark.parametrize("play", [True, False])
def test_todd_reveals_drains_and_may_play_an_obstacle_free(play: bool) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    game = begin([], [TODD, KEL_SHAK_LO], '"Todd"')
    game.apply(Pass())
    obstacle = uid(game, "Kel Shak Lo", VILLAIN_P)
    deck = game.deck_size(VILLAIN_P)
    game.apply(ActivateAbility(uid(game, '"Todd"', VILLAIN_P), 0, target=obstacle))
    assert game.deck_size(VILLAIN_P) == deck - 3
    game.apply(Choose(obstacle) if play else Decline())
    assert (obstacle in game.state.obstacles) is play
    assert game.power(VILLAIN_P) == 9


def test_todd_has_nothing_to_reveal_without_wraith_or_obstacle_cards() -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    game = begin([], [TODD, SERPENT], '"Todd"')
    game.apply(Pass())
    assert not legal_of(game, ActivateAbility)


@pytest.mark.parametrize("pay", [True, False])
def test_wraith_scientist_scored_may_score_a_dominion_obstacle_instead(pay: bool) -> None:
    from stargate_vcg.cards.stargate import Keywords

    hold = sg_card("Hold", OBS, cost=1, skills={B: 1}, traits=("Wraith",),
                   keywords=Keywords(dominion=True))
    game = begin(villain=[WRAITH_SCIENTIST, hold])
    pinned = uid(game, "Hold", VILLAIN_P)
    ops.discard_from_hand(game, pinned)
    villain_plays(game, "Wraith Scientist")
    fail(game)
    game.apply(Score(uid(game, "Wraith Scientist", VILLAIN_P)))
    game.apply(Choose(pinned))
    game.apply(Choose(pinned) if pay else Decline())
    assert (pinned in game.score_pile(VILLAIN_P)) is pay
    assert (pinned in game.hand(VILLAIN_P)) is not pay


@pytest.mark.parametrize("score", [True, False])
def test_devir_scored_destroys_a_gear(score: bool) -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary

    game = begin([KIT], [DEVIR], "Kit")
    villain_plays(game, "De'vir")
    fail(game)
    devir = uid(game, "De'vir", VILLAIN_P)
    game.apply(Score(devir) if score else DestroyAdversary(devir))
    assert (game.zone_name(hero(game, "Kit")) == "discard") is score


# --- session 7 sp-cards10 ------------------------------------------------------------------

FORMATION = real("Battle Formation", OBS, cost=1, skills={C: 1, B: 2}, traits=("Jaffa",))
HUNTERS = real("Prowling Hunters", OBS, cost=2, skills={S: 0, B: 2, I: 0}, traits=("Wraith",))
NIGHTMARES = real("Recurring Nightmares", OBS, cost=2, skills={S: 2, I: 2},
                  traits=("Disease",))
RESEARCH = real("Unsanctioned Research", OBS, cost=2, skills={S: 1, B: 1},
                traits=("Replicator",))
JAYEM = real("Jayem Seran (Night Guard, Second Class)", ADV, cost=1, skills={B: 1, I: 1},
             revive=3, traits=("Political",))
DRILL = sg_card("Drill", OBS, cost=1, skills={C: 1, B: 1}, traits=("Jaffa",))
WRAITH_DRONE = sg_card("Wraith Drone", ADV, "Hunter", cost=1, skills={B: 1}, revive=1,
                       traits=("Wraith",))
FEVER_7 = sg_card("Night Fever", OBS, cost=1, skills={S: 1, B: 1}, traits=("Disease",))
BLOCKS = sg_card("Blocks", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
PEBBLE = sg_card("Pebble", OBS, cost=1, skills={B: 1})
SCIENCE_3 = mission("Science Mission", S, 3)


@pytest.mark.parametrize("card", [FORMATION, DRILL])
def test_battle_formation_counts_one_more_in_the_villain_score_pile(card: StargateCard) -> None:
    from stargate_vcg.engine.stargate import active, values

    game = begin(villain=[card])
    ops.to_score_pile(game, uid(game, card.title, VILLAIN_P))
    active.rebuild(game)
    game._version += 1
    assert values.score_total(game, VILLAIN_P) == 1 + (1 if card is FORMATION else 0)


@pytest.mark.parametrize("wraith", [True, False])
def test_prowling_hunters_stronger_and_withdraws_with_a_wraith_assigned(wraith: bool) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    adversary = WRAITH_DRONE if wraith else SERPENT
    game = begin(villain=[adversary, HUNTERS])
    villain_plays(game, adversary.title, "Prowling Hunters")
    hunters = uid(game, "Prowling Hunters", VILLAIN_P)
    assert game.skill(hunters, 1) == (2 if wraith else 0)  # Science
    assert game.skill(hunters, 3) == (2 if wraith else 0)  # Ingenuity
    if game.to_act == HERO_P:
        game.apply(Pass())
    use = ActivateAbility(hunters, 0)
    assert (use in game.legal_actions()) is wraith
    if wraith:
        before = game.power(VILLAIN_P)
        game.apply(use)
        assert game.power(VILLAIN_P) == before + 2
        assert hunters in game.discard_pile(VILLAIN_P)


@pytest.mark.parametrize("disease", [True, False])
def test_recurring_nightmares_may_stop_one_carrying_a_disease_obstacle(
        disease: bool) -> None:
    game = begin(villain=[FEVER_7, NIGHTMARES], first=SCIENCE_3)
    leader = hero(game, "Fixture Leader")
    if disease:
        fever = uid(game, "Night Fever", VILLAIN_P)
        game.surface.place_on(fever, leader)
        game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Recurring Nightmares", VILLAIN_P)))
    if disease:
        game.apply(Choose(leader))
    assert game.pending_decision is None
    assert game.status_name(leader) == ("stopped" if disease else "ready")


@pytest.mark.parametrize("fails", [True, False])
def test_recurring_nightmares_failure_places_itself_on_a_character(fails: bool) -> None:
    game = begin(villain=[NIGHTMARES], first=SCIENCE_3 if fails else mission("Easy", S, 1))
    leader, scientist = hero(game, "Fixture Leader"), hero(game, "Fixture Scientist")
    nightmares = uid(game, "Recurring Nightmares", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(nightmares))
    if not fails:  # Science 1 + 2 of 3
        game.apply(Assign(scientist))
    fail(game)
    if fails:
        game.apply(Choose(leader))
        assert game.surface.beneath(leader) == (nightmares,)
    else:
        assert nightmares in game.discard_pile(VILLAIN_P)


@pytest.mark.parametrize("replicator", [True, False])
def test_unsanctioned_research_plays_free_complications_per_other_replicator_card(
        replicator: bool) -> None:
    first = BLOCKS if replicator else PEBBLE
    game = begin(villain=[first, RESEARCH, MEMO_V])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, first.title, VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Unsanctioned Research", VILLAIN_P)))
    before = game.power(VILLAIN_P)
    if replicator:
        game.apply(Choose(uid(game, "Memo", VILLAIN_P)))
    assert game.pending_decision is None
    assert game.surface.complication_count == (1 if replicator else 0)
    assert game.power(VILLAIN_P) == before


MEMO_V = sg_card("Memo", OBS, cost=1, skills={C: 1})


@pytest.mark.parametrize("x", [0, 2])
def test_jayem_seran_assigned_pays_x_for_difficulty_revive_and_the_heros_power(x: int) -> None:
    game = begin(villain=[JAYEM])
    jayem = uid(game, "Jayem Seran", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(jayem))
    game.apply(Pass())
    villain, hero_power = game.power(VILLAIN_P), game.power(HERO_P)
    game.apply(Assign(jayem))
    game.apply(Choose(x))
    assert villain - game.power(VILLAIN_P) == x
    assert hero_power - game.power(HERO_P) == x + 1
    assert game.mission_difficulty() == 3 + 1 + x
    assert game.surface.revive_cost(jayem) == 3 + x


TRAITORS = real("Traitor's Reward", OBS, cost=0, skills={C: 0, S: 0, B: 0, I: 0})
CONVERSION = real("Conversion", OBS, cost=5, skills={C: 0, S: 0}, traits=("Ori",))
BRUISER = sg_card("Bruiser", ADV, "Heavy", cost=2, skills={C: 1, B: 3}, revive=2)
SCHOLAR_AIDE = sg_card("Scholar Aide", CardType.SUPPORT_CHARACTER, "Clerk", cost=3,
                       skills={C: 2})


@pytest.mark.parametrize("adversary", [True, False])
def test_traitors_reward_destroys_an_adversary_for_its_highest_rating_in_power(
        adversary: bool) -> None:
    game = begin(villain=[BRUISER, TRAITORS])
    bruiser = uid(game, "Bruiser", VILLAIN_P)
    if adversary:
        ops.put_in_play(game, bruiser)
        game._version += 1
    game.apply(Pass())
    play = PlayCard(uid(game, "Traitor's Reward", VILLAIN_P))
    assert (play in game.legal_actions()) is adversary
    if adversary:
        before = game.power(VILLAIN_P)
        game.apply(play)  # the Bruiser, the only one: destroyed at once
        assert bruiser in game.discard_pile(VILLAIN_P)
        assert game.power(VILLAIN_P) == before + 3


@pytest.mark.parametrize("assigned", [True, False])
def test_conversion_turns_an_assigned_support_character_into_an_ori_adversary(
        assigned: bool) -> None:
    from stargate_vcg.engine.stargate.actions import Score

    game = begin([SCHOLAR_AIDE], [CONVERSION], "Scholar Aide", first=CULTURE_3)
    aide = hero(game, "Scholar Aide")
    if assigned:
        game.apply(Assign(aide))
    else:
        game.apply(Pass())
    play = PlayCard(uid(game, "Conversion", VILLAIN_P))
    assert (play in game.legal_actions()) is assigned
    if not assigned:
        return
    game.apply(play)  # the Scholar Aide, the only one: chosen at once
    assert game.surface.is_adversary(aide)
    assert game.surface.controller(aide) == VILLAIN_P
    assert game.status_name(aide) == "ready"
    assert game.surface.has_trait(aide, "Ori")
    assert game.surface.revive_cost(aide) == 3
    assert game.check(Score(aide)) is not None


DOOMSDAY = real("Doomsday Scenario", OBS, cost=4, skills={C: 2, S: 2, I: 3},
                traits=("Replicator",))
REPLICATOR = sg_card("Replicator", ADV, "Drone", cost=1, skills={C: 1}, revive=1,
                     traits=("Replicator",))


@pytest.mark.parametrize(("adversary", "blockaded"), [(REPLICATOR, True), (SERPENT, False)])
def test_doomsday_scenario_failure_may_blockade_beneath_a_replicator_adversary(
        adversary: StargateCard, blockaded: bool) -> None:
    game = begin(villain=[adversary, DOOMSDAY], first=mission("Hard Culture", C, 20))
    adv = uid(game, adversary.title, VILLAIN_P)
    ops.put_in_play(game, adv)
    game._version += 1
    top = game.surface.mission_pile_top(HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Doomsday Scenario", VILLAIN_P)))
    fail(game)
    if blockaded:
        game.apply(Choose(adv))
    assert game.pending_decision is None or game.pending_decision.source != uid(
        game, "Doomsday Scenario", VILLAIN_P)
    assert game.surface.blockaded_by(adv) == (top if blockaded else -1)


HIJACKED = real("Hijacked Ship", OBS, cost=3, skills={C: 0, S: 0, B: 1, I: 1})
FRIGATE = sg_card("Frigate", CardType.SHIP, cost=1, firepower=3)


@pytest.mark.parametrize("complications", [1, 0])
def test_hijacked_ship_weakens_an_assigned_hero_ship_per_complication(
        complications: int) -> None:
    from stargate_vcg.engine.stargate import PlayComplication, values

    game = begin([FRIGATE], [PEBBLE, HIJACKED], "Frigate")
    frigate = hero(game, "Frigate")
    game.apply(Assign(frigate))
    if complications:
        game.apply(PlayComplication(uid(game, "Pebble", VILLAIN_P)))
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Hijacked Ship", VILLAIN_P)))  # the Frigate: at once
    assert values.firepower(game, frigate) == 3 - complications


GROUND_ASSAULT = real("Ground Assault", OBS, cost=2, skills={C: 0, S: 0, B: 2, I: 0},
                      traits=("Jaffa",))
HIVE = sg_card("Hive Cruiser", CardType.SHIP, cost=1, firepower=2,
               allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("assault", [True, False])
def test_ground_assault_stops_each_assigned_ship_as_the_battle_begins(assault: bool) -> None:
    game = begin([FRIGATE], [HIVE, GROUND_ASSAULT, PEBBLE], "Frigate", "Hive Cruiser")
    frigate, hive = hero(game, "Frigate"), uid(game, "Hive Cruiser", VILLAIN_P)
    game.apply(Assign(frigate))
    game.apply(Assign(hive))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Ground Assault" if assault else "Pebble", VILLAIN_P)))
    before = len(game.log)
    game.apply(Pass())
    game.apply(Pass())
    assert [game.status_name(c) for c in (frigate, hive)] == ["stopped", "stopped"] or \
        not assault
    battles = [e for e in game.log[before:] if e.kind == "ship battle"]
    assert (battles == []) is assault


# --- session 11 sp-cards16: Vagonbrei Parasite ---------------------------------------------

PARASITE = real("Vagonbrei Parasite", OBS, cost=2, skills={S: 3}, traits=("Disease",))
LAB = mission("Lab Mission", S, 3)


def _infested() -> tuple[StargateGame, int, int]:
    """The Leader, assigned alone at a failed Science mission with the parasite there,
    gets it; the mission's end stops him (a sleep counter)."""
    game = begin([], [PARASITE], first=LAB)
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, "Vagonbrei Parasite", VILLAIN_P)))
    fail(game)  # the Leader, the only one assigned: chosen at once
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    return game, leader, uid(game, "Vagonbrei Parasite", VILLAIN_P)


def test_vagonbrei_parasite_keeps_a_stopped_character_from_the_debrief_readying() -> None:
    from stargate_vcg.engine.stargate.actions import Stop

    game, leader, parasite = _infested()
    assert parasite in game.surface.beneath(leader)
    assert game.status_name(leader) == "stopped"
    assert game.surface.recall(parasite, "sleep counters") == (1,)
    game.apply(Stop())  # the hero stops: the debrief readies his cards
    while game.state.turn == 1:
        game.apply(game.legal_actions()[0])
    assert game.status_name(leader) == "stopped"  # the counter went instead
    assert game.status_name(hero(game, "Fixture Scholar")) == "ready"
    assert game.surface.recall(parasite, "sleep counters") == ()
    ops.ready(game, leader)  # no counter left: readied
    assert game.status_name(leader) == "ready"


def test_vagonbrei_parasite_counts_each_stop() -> None:
    from stargate_vcg.engine.stargate import flow

    game, leader, parasite = _infested()
    assert not ops.ready(game, leader)  # replaced: the counter goes
    assert game.status_name(leader) == "stopped"
    assert ops.ready(game, leader)
    ops.stop(game, leader)
    flow.run(game)
    assert game.surface.recall(parasite, "sleep counters") == (1,)
    assert not ops.ready(game, leader)


@pytest.mark.parametrize("at_mission", [True, False])
def test_vagonbrei_parasite_goes_when_he_is_at_a_successful_mission(at_mission: bool) -> None:
    from stargate_vcg.engine.stargate import flow
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.facts import ASSIGNED

    game, leader, parasite = _infested()
    if at_mission:
        game.state.status[leader] = ASSIGNED  # (arranged: as at a later mission)
    game.fire(Trigger.MISSION_SUCCEEDED, HERO_P, -1)
    flow.run(game)
    assert (game.zone_name(parasite) == "discard") is at_mission
