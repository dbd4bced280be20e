"""Wormhole X-Treme! adversaries and obstacles (effects/wormhole_xtreme/villains.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import GADGET, ROCKS, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3, CULTURE_3, EASY, power_spent
from sg_play import end_mission as both_pass
from sg_play import pass_to_next_mission as to_next_mission
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany, Revive, Score
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger
from stargate_vcg.engine.stargate.surface import Surface

OBSTACLE, ADVERSARY, SUP = CardType.OBSTACLE, CardType.ADVERSARY, CardType.SUPPORT_CHARACTER
KELORE = real("Kelore (Accuser)", ADVERSARY, cost=3, skills={I: 2}, revive=4)
PRANOS = real("Pranos (Learned Officer)", ADVERSARY, cost=3, skills={S: 2}, revive=4)
SHEN = real("Shen Xiaoyi (IOA Emissary)", ADVERSARY, cost=2, skills={C: 2, I: 2}, revive=3,
            traits=("Political",))
ELLIA = real("Ellia (Regressing Daughter)", ADVERSARY, cost=3, skills={C: 2, S: 3},
             revive=3, traits=("Wraith",))
CODE_RED = real("Code Red", OBSTACLE, cost=5, skills={S: 3, B: 3})
ZOMBIE = real("Zombie Outbreak", OBSTACLE, cost=3, skills={S: 2, B: 2, I: 2},
              traits=("Goa'uld", "Disease"))
FRANTIC = real("Frantic Escape", OBSTACLE, cost=2, skills={S: 1, B: 1, I: 1},
               traits=("Replicator",))
BOLD = real("Bold Proposal", OBSTACLE, cost=4, skills={C: 2, I: 2})
UNINTERESTED = real("Uninterested", OBSTACLE, cost=2, skills={C: 2, I: 2})
CAPACITORS = real("Capacitors Overload", OBSTACLE, cost=3, skills={S: 3, I: 2})

UNMASKED = real("Unmasked", OBSTACLE, cost=2, skills={C: 2, I: 2}, traits=("Wraith",))
RESILIENCE = real("Wraith Resilience", OBSTACLE, cost=3, skills={S: 2, B: 2, I: 1},
                  traits=("Wraith",))
NEEVA = real("Neeva Casol (Wanted Criminal)", ADVERSARY, cost=3, skills={S: 1, B: 2, I: 2},
             revive=3)
OBSCURE = real("Obscure Reference", OBSTACLE, cost=1, skills={C: 1, S: 0, B: 1, I: 0})

EDREKH = real("Edrekh (Ashrak Infiltrator)", ADVERSARY, cost=3, skills={S: 2, B: 2, I: 2},
              revive=3, traits=("Goa'uld",))
OTHO = real("Otho (Scheming Chamberlain)", ADVERSARY, cost=3, skills={B: 2, I: 2}, revive=4,
            traits=("Political",))

EIGHTH = real("Eighth (Interrupted Evolution)", ADVERSARY, cost=2, skills={S: 2, B: 2},
              revive=3, traits=("Replicator",))
LADON = real("Ladon Radim (Coup Leader)", ADVERSARY, cost=3, skills={S: 2, I: 2}, revive=2)
CORDESH = real("Cordesh (Goa'uld Spy)", ADVERSARY, cost=4, skills={C: 2, I: 2}, revive=2,
               traits=("Goa'uld",))

PAINFUL = real("Painful Realization", OBSTACLE, cost=2, skills={C: 2, S: 2, I: 2})
BRUTE = sg_card("Brute", ADVERSARY, "Thug", cost=3, skills={B: 1}, revive=1)

PREACHING = real("Imperious Preaching", OBSTACLE, cost=2, skills={C: 2, I: 2}, traits=("Ori",))
SODAN = real("Sodan Ambush", OBSTACLE, cost=2, skills={C: 2, B: 2})
REGENERATION = real("Replicator Regeneration", OBSTACLE, cost=2, skills={S: 2, B: 2},
                    traits=("Replicator",))
RETU = real("Re'tu Rebel Incursion", OBSTACLE, cost=2, skills={S: 2, I: 2})
PRIOR = sg_card("Prior", ADVERSARY, "Preacher", cost=1, skills={C: 1}, revive=1,
                traits=("Ori",))

SIR = real("Sir, Are You There?", OBSTACLE, cost=1, skills={S: 0, I: 0})
PRINCESS = real("Spoiled Princess", OBSTACLE, cost=2, skills={C: 2, I: 2}, traits=("Political",))
DISASTROUS = real("Disastrous First Contact", OBSTACLE, cost=4, skills={C: 3, S: 2, B: 2})

PLAGIARISM = real("Blatant Plagiarism", OBSTACLE, cost=2, skills={I: 2})
DOUBLE = real("Double Trouble", OBSTACLE, cost=3, skills={S: 2, I: 2})
LEADER_COPY = sg_card("Fixture Leader", SUP, "Stand-In", cost=1, skills={C: 1})
INGENUITY_3 = mission("Ingenuity Mission", I, 3)

SERVITOR = real("Wraith Servitor (Imperious Jailer)", ADVERSARY, cost=2, skills={S: 2, I: 2},
                revive=3, traits=("Wraith",))
HARD_I = mission("Hard Ingenuity Mission", I, 20)
EASY_I = mission("Easy Ingenuity Mission", I, 1)

FIFTH_DA = real("Fifth (Delusional Abductor)", ADVERSARY, cost=3, skills={C: 2, S: 2, I: 2},
                revive=4, traits=("Replicator",))
REPLICANTS = [sg_card(f"Replicant {n}", OBSTACLE, cost=1, skills={C: 1}, traits=("Replicator",))
              for n in range(3)]
CARTER = sg_card("Samantha Carter", CardType.TEAM_CHARACTER, "Fixture Genius", cost=3,
                 skills={C: 1, S: 3, B: 1, I: 1})

DARK_VISION = real("Dark Vision", OBSTACLE, cost=2, skills={B: 2, I: 2}, traits=("Wraith",))
WRAITH_WARRIOR = sg_card("Wraith Warrior", ADVERSARY, "Drone", cost=1, skills={B: 1},
                         revive=1, traits=("Wraith",))

AEGIS = real("Aegis of the Faithful", OBSTACLE, cost=2, skills={C: 1, S: 1, B: 1, I: 1},
             traits=("Ori", "Goa'uld"))
SLASHED = real("Slashed Ambitions", OBSTACLE, cost=3, skills={C: 3, B: 2})
BIG_GEAR = sg_card("Big Gear", CardType.GEAR, cost=4)

CENSORED = real("Censored Language", OBSTACLE, cost=2, skills={C: 3})
CHEAP_JUNK = sg_card("Cheap Junk", CardType.GEAR, cost=1, allegiance=Allegiance.VILLAIN)

HALLUCINATION = real("Distracting Hallucination", OBSTACLE, cost=1, skills={C: 1, S: 1, I: 1},
                     traits=("Disease",))

GAUNTLET = real("Gauntlet", OBSTACLE, cost=3, skills={B: 3})
JAFFA_GUARD = sg_card("Jaffa Guard", ADVERSARY, "Sentry", cost=1, skills={B: 1}, revive=1,
                      traits=("Jaffa",))

WRAITH_ROCKS = sg_card("Wraith Rocks", OBSTACLE, cost=1, skills={B: 1}, traits=("Wraith",))
REPLICATOR_ROCKS = sg_card("Replicator Rocks", OBSTACLE, cost=1, skills={B: 1},
                           traits=("Replicator",))
THUG = sg_card("Thug", ADVERSARY, "Goon", cost=1, skills={B: 1}, revive=1)
HELPER = sg_card("Helper", SUP, "Aide", cost=1, skills={C: 1})
EXTRAS = [sg_card(f"Extra {n}", SUP, "Spare", cost=1, skills={C: 1}) for n in range(10)]
WRAITH = sg_card("Wraith Drone", ADVERSARY, "Hunter", cost=1, skills={C: 1}, revive=1,
                 traits=("Wraith",))
GUARD = sg_card("Guard", ADVERSARY, "Sentry", cost=1, skills={C: 1}, revive=1)
FIGHTER = sg_card("Dark Fighter", CardType.SHIP, cost=1, firepower=2,
                  allegiance=Allegiance.VILLAIN)
HARD = mission("Hard Mission", B, 20)
HARD_C = mission("Hard Culture Mission", C, 20)
EASY_C = mission("Easy Culture Mission", C, 1)
HARD_S = mission("Hard Science Mission", S, 20)
EASY_S = mission("Easy Science Mission", S, 1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [], missions=missions or [COMBAT_3, CULTURE_3],
                    power=power, pad=20)


def villain_plays(game: StargateGame, *titles: str, assign: str = "") -> None:
    """The villain plays these cards (the hero passing before each), then assigns
    `assign` (after a hero pass)."""
    for title in titles:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, title, VILLAIN_P)))
    if assign:
        game.apply(Pass())
        game.apply(Assign(uid(game, assign, VILLAIN_P)))


# --- adversaries -------------------------------------------------------------------------


@pytest.mark.parametrize(("adversary", "first", "harder"), [
    (KELORE, CULTURE_3, 1), (KELORE, COMBAT_3, 0), (PRANOS, COMBAT_3, 1),
    (PRANOS, CULTURE_3, 0)])
def test_kelore_and_pranos_ready_make_missions_of_their_skill_harder(
        adversary: StargateCard, first: StargateCard, harder: int) -> None:
    game = start(villain=[adversary], missions=[first, HARD])
    villain_plays(game, adversary.title)
    assert game.mission_difficulty() == 3 + harder


@pytest.mark.parametrize("adversary", [KELORE, PRANOS])
def test_kelore_and_pranos_stopped_are_not_ready(adversary: StargateCard) -> None:
    first = CULTURE_3 if adversary is KELORE else COMBAT_3
    game = start(villain=[adversary], missions=[first, HARD])
    villain_plays(game, adversary.title)
    ops.stop(game, uid(game, adversary.title, VILLAIN_P))
    assert game.mission_difficulty() == 3


@pytest.mark.parametrize(("failed", "difficulty"), [(True, 3 + 2 + 1), (False, 3 + 2)])
def test_shen_xiaoyi_harder_per_failed_mission(failed: bool, difficulty: int) -> None:
    game = start(villain=[SHEN], missions=[HARD if failed else CULTURE_3, CULTURE_3])
    if failed:
        to_next_mission(game)
    villain_plays(game, "Shen Xiaoyi", assign="Shen Xiaoyi")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("score", "lost"), [(True, 2), (False, 0)])
def test_shen_xiaoyi_scored_costs_the_hero_power(score: bool, lost: int) -> None:
    game = start(villain=[SHEN], missions=[HARD_C, CULTURE_3])
    villain_plays(game, "Shen Xiaoyi", assign="Shen Xiaoyi")
    both_pass(game)
    before = game.power(HERO_P)
    shen = uid(game, "Shen Xiaoyi", VILLAIN_P)
    game.apply(Score(shen) if score else DestroyAdversary(shen))
    assert before - game.power(HERO_P) == lost


@pytest.mark.parametrize(("obstacle", "combat"), [(WRAITH_ROCKS, 3), (ROCKS, None)])
def test_ellia_gets_combat_with_a_wraith_obstacle_here(obstacle: StargateCard,
                                                       combat: int | None) -> None:
    game = start(villain=[obstacle, ELLIA])
    villain_plays(game, obstacle.title, "Ellia")
    assert game.skill(uid(game, "Ellia", VILLAIN_P), 2) == combat


@pytest.mark.parametrize("score", [True, False])
def test_ellia_scored_may_destroy_a_support_character(score: bool) -> None:
    game = start([HELPER], [ELLIA], missions=[HARD_C, CULTURE_3])
    helper = uid(game, "Helper", HERO_P)
    game.apply(PlayCard(helper))
    game.apply(PlayCard(uid(game, "Ellia", VILLAIN_P)))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Ellia", VILLAIN_P)))
    both_pass(game)
    ellia = uid(game, "Ellia", VILLAIN_P)
    game.apply(Score(ellia) if score else DestroyAdversary(ellia))
    if score:
        game.apply(Choose(helper))
    assert game.in_play(HERO_P).count(helper) == (0 if score else 1)


# --- obstacles ---------------------------------------------------------------------------


@pytest.mark.parametrize(("scored", "paid"), [(True, 5 - 1), (False, 5)])
def test_code_red_costs_less_per_villain_score_card(scored: bool, paid: int) -> None:
    game = start(villain=[CODE_RED, THUG])
    if scored:
        ops.to_score_pile(game, uid(game, "Thug", VILLAIN_P))
    before = game.power(VILLAIN_P)
    villain_plays(game, "Code Red")
    assert before - game.power(VILLAIN_P) == paid


@pytest.mark.parametrize("fails", [True, False])
def test_code_red_failure_stops_every_character(fails: bool) -> None:
    game = start(villain=[CODE_RED], missions=[HARD if fails else EASY, CULTURE_3])
    villain_plays(game, "Code Red")
    leader = uid(game, "Fixture Leader", HERO_P)
    if not fails:
        game.apply(Assign(leader))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    both_pass(game)
    statuses = {game.status_name(uid(game, t, HERO_P))
                for t in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist")}
    assert statuses == ({"stopped"} if fails else {"stopped", "ready"})


@pytest.mark.parametrize(("discarded", "difficulty"), [(10, 3 + 2 + 2), (9, 3 + 2)])
def test_zombie_outbreak_harder_with_ten_characters_in_the_discard_pile(
        discarded: int, difficulty: int) -> None:
    game = start(EXTRAS, [ZOMBIE])
    for extra in EXTRAS[:discarded]:
        ops.to_discard(game, uid(game, extra.title, HERO_P))
    villain_plays(game, "Zombie Outbreak")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("first", "lost"), [(REPLICATOR_ROCKS, 1), (ROCKS, 0)])
def test_frantic_escape_drains_power_per_other_replicator_here(first: StargateCard,
                                                               lost: int) -> None:
    game = start(villain=[first, FRANTIC])
    villain_plays(game, first.title)
    before = game.power(HERO_P)
    villain_plays(game, "Frantic Escape")
    assert before - game.power(HERO_P) == lost


@pytest.mark.parametrize("fails", [True, False])
def test_bold_proposal_blocks_two_and_stops_them_on_failure(fails: bool) -> None:
    game = start(villain=[BOLD], missions=[HARD_C if fails else EASY_C, CULTURE_3])
    leader, scientist = (uid(game, t, HERO_P) for t in ("Fixture Leader",
                                                        "Fixture Scientist"))
    villain_plays(game, "Bold Proposal")
    game.apply(ChooseMany((leader, scientist)))
    assert Assign(leader) not in game.legal_actions()
    if not fails:
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))  # Culture 3 of 1 + 2
    both_pass(game)
    expected = "stopped" if fails else "ready"
    assert [game.status_name(c) for c in (leader, scientist)] == [expected, expected]


@pytest.mark.parametrize("blocked", [True, False])
def test_uninterested_sends_a_blocked_supporter_back_to_hand(blocked: bool) -> None:
    game = start([HELPER], [UNINTERESTED], missions=[CULTURE_3, HARD])
    helper = uid(game, "Helper", HERO_P)
    game.apply(PlayCard(helper))
    if blocked:
        ops.block(game, helper)
    game.apply(PlayCard(uid(game, "Uninterested", VILLAIN_P)))
    if blocked:
        game.apply(Choose(helper))
    assert (helper in game.hand(HERO_P)) is blocked


@pytest.mark.parametrize(("fails", "destroyed"), [(True, 1), (False, 0)])
def test_capacitors_overload_failure_destroys_a_gear_per_mission(fails: bool,
                                                                 destroyed: int) -> None:
    game = start([WIDGET, GADGET], [CAPACITORS], missions=[HARD_S if fails else EASY_S, HARD])
    gear = [uid(game, t, HERO_P) for t in ("Widget", "Gadget")]
    game.apply(PlayCard(gear[0]))
    game.apply(Pass())
    game.apply(PlayCard(gear[1]))
    game.apply(PlayCard(uid(game, "Capacitors Overload", VILLAIN_P)))
    if not fails:  # Science 3 + 2 of 1 + 3
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    both_pass(game)
    if fails:
        game.apply(Choose(gear[0]))
    assert sum(1 for g in gear if g in game.in_play(HERO_P)) == 2 - destroyed


def test_capacitors_overload_at_the_second_mission_destroys_two_gear() -> None:
    game = start([WIDGET, GADGET], [CAPACITORS], missions=[HARD, HARD_S, CULTURE_3])
    gear = [uid(game, t, HERO_P) for t in ("Widget", "Gadget")]
    game.apply(PlayCard(gear[0]))
    game.apply(Pass())
    game.apply(PlayCard(gear[1]))
    to_next_mission(game)
    villain_plays(game, "Capacitors Overload")
    both_pass(game)  # two to destroy of two: no choice to make
    assert not any(g in game.in_play(HERO_P) for g in gear)


# --- choosing obstacles --------------------------------------------------------------------


@pytest.mark.parametrize(("adversary", "difficulty"), [(WRAITH, 3 + 2 + 1 + 2),
                                                       (GUARD, 3 + 2 + 1)])
def test_unmasked_adds_the_chosen_characters_glyphs_with_a_wraith_adversary(
        adversary: StargateCard, difficulty: int) -> None:
    game = start(villain=[UNMASKED, adversary],
                 missions=[CULTURE_3, COMBAT_3, HARD, HARD_C])
    leader = uid(game, "Fixture Leader", HERO_P)
    for title in ("Combat Mission", "Hard Mission"):
        ops.place_glyph(game, uid(game, title, HERO_P), leader)
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, "Unmasked", VILLAIN_P)))  # the only one assigned
    villain_plays(game, adversary.title, assign=adversary.title)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("fails", [True, False])
def test_wraith_resilience_incapacitates_the_chosen_team_character_on_failure(
        fails: bool) -> None:
    game = start(villain=[RESILIENCE], missions=[HARD if fails else EASY, CULTURE_3])
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Assign(leader))
    game.apply(PlayCard(uid(game, "Wraith Resilience", VILLAIN_P)))  # Leader chosen
    both_pass(game)
    assert (game.status_name(leader) == "incapacitated") is fails


@pytest.mark.parametrize("take", [True, False])
def test_wraith_resilience_destroys_a_support_character_and_may_go_back_to_hand(
        take: bool) -> None:
    helper_b = sg_card("Brawler", SUP, "Aide", cost=1, skills={B: 1})
    game = start([helper_b], [RESILIENCE], missions=[HARD, CULTURE_3])
    brawler, resilience = uid(game, "Brawler", HERO_P), uid(game, "Wraith Resilience",
                                                            VILLAIN_P)
    game.apply(PlayCard(brawler))
    game.apply(Pass())
    game.apply(Assign(brawler))
    game.apply(PlayCard(resilience))
    both_pass(game)
    game.apply(Choose(0) if take else Decline())
    assert brawler not in game.in_play(HERO_P)
    assert (resilience in game.hand(VILLAIN_P)) is take


@pytest.mark.parametrize("complication", [True, False])
def test_neeva_casol_blocks_a_team_character_and_stops_him_with_a_complication(
        complication: bool) -> None:
    game = start(villain=[ROCKS, NEEVA])
    leader = uid(game, "Fixture Leader", HERO_P)
    if complication:
        game.apply(Pass())
        game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    villain_plays(game, "Neeva Casol")
    game.apply(Choose(leader))
    assert Assign(leader) not in game.legal_actions()
    assert game.status_name(leader) == ("stopped" if complication else "ready")


@pytest.mark.parametrize("score", [True, False])
def test_neeva_casol_scored_incapacitates_the_chosen_character(score: bool) -> None:
    game = start(villain=[NEEVA], missions=[HARD, CULTURE_3])
    leader = uid(game, "Fixture Leader", HERO_P)
    villain_plays(game, "Neeva Casol")
    game.apply(Choose(leader))
    game.apply(Pass())
    game.apply(Assign(uid(game, "Neeva Casol", VILLAIN_P)))
    both_pass(game)
    neeva = uid(game, "Neeva Casol", VILLAIN_P)
    game.apply(Score(neeva) if score else DestroyAdversary(neeva))
    assert (game.status_name(leader) == "incapacitated") is score


@pytest.mark.parametrize("accept", [True, False])
def test_obscure_reference_may_stop_a_villain_ship_to_draw_its_firepower(
        accept: bool) -> None:
    game = start(villain=[FIGHTER, OBSCURE])
    fighter = uid(game, "Dark Fighter", VILLAIN_P)
    villain_plays(game, "Dark Fighter")
    hand = len(game.hand(VILLAIN_P))
    villain_plays(game, "Obscure Reference")
    game.apply(Choose(fighter) if accept else Decline())
    assert len(game.hand(VILLAIN_P)) == hand - 1 + (2 if accept else 0)
    assert game.status_name(fighter) == ("stopped" if accept else "ready")


# --- Edrekh, Otho -----------------------------------------------------------------------------


@pytest.mark.parametrize("pay", [True, False])
def test_edrekh_may_pay_to_destroy_a_ready_supporter_and_grow(pay: bool) -> None:
    game = start([HELPER], [EDREKH])
    helper = uid(game, "Helper", HERO_P)
    game.apply(PlayCard(helper))
    edrekh = uid(game, "Edrekh", VILLAIN_P)
    game.apply(PlayCard(edrekh))
    game.apply(Choose(0) if pay else Decline())  # Helper, the only one, if paid
    assert (helper in game.in_play(HERO_P)) is not pay
    assert game.skill(edrekh, 2) == 2 + (1 if pay else 0)


@pytest.mark.parametrize(("pay", "milled"), [(True, 3 - 3), (False, 3)])
def test_edrekh_paid_revives_cheaper_at_this_mission(pay: bool, milled: int) -> None:
    game = start([HELPER], [EDREKH], missions=[HARD, CULTURE_3])
    game.apply(PlayCard(uid(game, "Helper", HERO_P)))
    edrekh = uid(game, "Edrekh", VILLAIN_P)
    game.apply(PlayCard(edrekh))
    game.apply(Choose(0) if pay else Decline())
    game.apply(Pass())
    game.apply(Assign(edrekh))
    both_pass(game)
    deck = game.surface.deck_size(VILLAIN_P)
    game.apply(Revive(edrekh))
    assert deck - game.surface.deck_size(VILLAIN_P) == milled


@pytest.mark.parametrize(("assigned", "combat"), [(True, 2 + 1), (False, 2)])
def test_otho_failure_places_a_plot_counter_that_makes_him_harder(assigned: bool,
                                                                  combat: int) -> None:
    game = start(villain=[OTHO], missions=[HARD, CULTURE_3])
    otho = uid(game, "Otho", VILLAIN_P)
    villain_plays(game, "Otho", assign="Otho" if assigned else "")
    both_pass(game)
    if assigned:
        game.apply(Revive(otho))
    assert game.skill(otho, 2) == combat


@pytest.mark.parametrize(("assigned", "gained"), [(True, 1), (False, 0)])
def test_otho_gains_power_per_plot_counter_after_the_opponents_power_phase(
        assigned: bool, gained: int) -> None:
    from stargate_vcg.engine.stargate import flow
    from stargate_vcg.engine.stargate.triggers import fire

    game = start(villain=[OTHO], missions=[HARD, CULTURE_3])
    otho = uid(game, "Otho", VILLAIN_P)
    villain_plays(game, "Otho", assign="Otho" if assigned else "")
    both_pass(game)
    if assigned:
        game.apply(Revive(otho))
    before = game.power(VILLAIN_P)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert game.power(VILLAIN_P) == before + gained


# --- adversaries with activated abilities --------------------------------------------------------


@pytest.mark.parametrize("use", [True, False])
def test_eighth_stops_for_power_hardens_the_mission_and_is_destroyed_at_its_end(
        use: bool) -> None:
    game = start(villain=[EIGHTH], missions=[HARD, CULTURE_3])
    eighth = uid(game, "Eighth", VILLAIN_P)
    villain_plays(game, "Eighth")
    before = game.power(VILLAIN_P)
    if use:
        game.apply(Pass())
        game.apply(ActivateAbility(eighth, 0))
    assert game.power(VILLAIN_P) == before + (2 if use else 0)
    assert game.mission_difficulty() == 20 + (1 if use else 0)
    to_next_mission(game)
    assert (eighth in game.discard_pile(VILLAIN_P)) is use


@pytest.mark.parametrize(("destroyed", "paid"), [(True, 3 - 2), (False, 3)])
def test_ladon_radim_costs_less_after_an_adversary_was_destroyed(destroyed: bool,
                                                                 paid: int) -> None:
    game = start(villain=[THUG, LADON])
    villain_plays(game, "Thug")
    if destroyed:
        ops.destroy(game, uid(game, "Thug", VILLAIN_P))
    before = game.power(VILLAIN_P)
    villain_plays(game, "Ladon Radim")
    assert before - game.power(VILLAIN_P) == paid


@pytest.mark.parametrize("discard", [True, False])
def test_ladon_radim_gains_and_the_opponent_may_discard_at_random_to_gain(
        discard: bool) -> None:
    game = start([HELPER], [LADON])
    ladon = uid(game, "Ladon Radim", VILLAIN_P)
    villain_plays(game, "Ladon Radim")
    game.apply(Pass())
    powers, hand = (game.power(HERO_P), game.power(VILLAIN_P)), len(game.hand(HERO_P))
    game.apply(ActivateAbility(ladon, 0))
    game.apply(Choose(0) if discard else Decline())
    assert game.power(VILLAIN_P) == powers[1] + 2
    assert game.power(HERO_P) == powers[0] + (2 if discard else 0)
    assert len(game.hand(HERO_P)) == hand - (1 if discard else 0)


def test_cordesh_stops_to_draw() -> None:
    game = start(villain=[CORDESH])
    cordesh = uid(game, "Cordesh", VILLAIN_P)
    villain_plays(game, "Cordesh")
    game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(cordesh, 0))
    assert len(game.hand(VILLAIN_P)) == hand + 1
    assert game.status_name(cordesh) == "stopped"


@pytest.mark.parametrize("stopped_target", [True, False])
def test_cordesh_destroys_himself_to_ready_a_stopped_card(stopped_target: bool) -> None:
    game = start(villain=[CORDESH])
    cordesh = uid(game, "Cordesh", VILLAIN_P)
    warrior = uid(game, "Fixture Warrior", HERO_P)
    if not stopped_target:
        ops.ready(game, warrior)
    villain_plays(game, "Cordesh")
    game.apply(Pass())
    use = ActivateAbility(cordesh, 1, target=warrior)
    assert (use in game.legal_actions()) is stopped_target
    if stopped_target:
        game.apply(use)
        assert game.status_name(warrior) == "ready"
        assert cordesh in game.discard_pile(VILLAIN_P)



@pytest.mark.parametrize("discard", [True, False])
def test_painful_realization_failure_discard_to_gain_one_more_than_its_cost(
        discard: bool) -> None:
    game = start(villain=[PAINFUL, THUG], missions=[HARD_C, CULTURE_3])
    villain_plays(game, "Painful Realization")
    both_pass(game)
    before = game.power(VILLAIN_P)
    # No character costs 2 or less: only the power is left to choose.
    game.apply(Choose(uid(game, "Thug", VILLAIN_P)) if discard else Decline())
    assert game.pending_decision is None
    assert game.power(VILLAIN_P) == before + (1 + 1 if discard else 0)


def test_painful_realization_failure_may_stop_a_character_costing_x_or_less() -> None:
    game = start(villain=[PAINFUL, BRUTE], missions=[HARD_C, CULTURE_3])
    villain_plays(game, "Painful Realization")
    both_pass(game)
    game.apply(Choose(uid(game, "Brute", VILLAIN_P)))  # X = 4
    game.apply(Choose(0))  # stop a character
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Choose(leader))
    assert game.status_name(leader) == "stopped"



# --- ambush obstacles' Failure text ------------------------------------------------------------


@pytest.mark.parametrize("fails", [True, False])
def test_imperious_preaching_failure_gains_and_may_ready_an_ori_adversary(fails: bool) -> None:
    game = start(villain=[PRIOR, PREACHING], missions=[HARD_C if fails else EASY_C, HARD])
    prior = uid(game, "Prior", VILLAIN_P)
    villain_plays(game, "Prior")
    ops.stop(game, prior)
    villain_plays(game, "Imperious Preaching")
    if not fails:
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))  # Culture 3 of 1 + 2
    before = game.power(VILLAIN_P)
    both_pass(game)
    if fails:
        game.apply(Choose(prior))
    assert game.power(VILLAIN_P) == before + (2 if fails else 0)
    assert game.status_name(prior) == ("ready" if fails else "stopped")


@pytest.mark.parametrize("fails", [True, False])
def test_sodan_ambush_failure_stops_a_character(fails: bool) -> None:
    game = start(villain=[SODAN], missions=[HARD if fails else EASY, HARD])
    villain_plays(game, "Sodan Ambush")
    scholar = uid(game, "Fixture Scholar", HERO_P)
    if not fails:  # Combat 3 of 1 + 2
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    both_pass(game)
    if fails:
        game.apply(Choose(scholar))
    assert game.status_name(scholar) == ("stopped" if fails else "ready")


@pytest.mark.parametrize(("fails", "paid"), [(True, 0), (False, 1)])
def test_replicator_regeneration_failure_cheapens_replicator_obstacles_this_turn(
        fails: bool, paid: int) -> None:
    game = start(villain=[REGENERATION, REPLICATOR_ROCKS],
                 missions=[HARD if fails else EASY, COMBAT_3, HARD])
    villain_plays(game, "Replicator Regeneration")
    if not fails:
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    to_next_mission(game)
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(uid(game, "Replicator Rocks", VILLAIN_P)))
    assert spent == paid


@pytest.mark.parametrize(("fails", "paid"), [(True, 0), (False, 1)])
def test_retu_rebel_incursion_failure_cheapens_complications_this_turn(
        fails: bool, paid: int) -> None:
    game = start(villain=[RETU, THUG], missions=[HARD_S if fails else EASY_S, COMBAT_3, HARD])
    villain_plays(game, "Re'tu Rebel Incursion")
    if not fails:  # Science 3 + 2 of 1 + 2
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    to_next_mission(game)
    game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayComplication(uid(game, "Thug", VILLAIN_P)))
    assert spent == paid



# --- obstacles placed on a character -------------------------------------------------------------


def test_sir_are_you_there_keeps_its_holder_from_the_mission_and_is_then_destroyed() -> None:
    game = start(villain=[SIR], missions=[HARD_S, HARD])
    sir, leader = uid(game, "Sir, Are You There?", VILLAIN_P), uid(game, "Fixture Leader", HERO_P)
    villain_plays(game, "Sir, Are You There?")
    game.apply(Choose(leader))
    assert Assign(leader) not in game.legal_actions()
    to_next_mission(game)
    assert sir in game.discard_pile(VILLAIN_P)
    assert Assign(leader) in game.legal_actions()


@pytest.mark.parametrize(("fails", "paid"), [(True, 1), (False, 0)])
def test_spoiled_princess_failure_taxes_assigning_its_holder(fails: bool, paid: int) -> None:
    game = start(villain=[PRINCESS], missions=[HARD_C if fails else EASY_C, HARD])
    leader = uid(game, "Fixture Leader", HERO_P)
    villain_plays(game, "Spoiled Princess")
    if not fails:  # Culture 3 of 1 + 2
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    both_pass(game)
    if fails:
        game.apply(Choose(leader))
    to_next_mission(game)
    spent = power_spent(game, HERO_P, Assign(leader))
    assert spent == paid


@pytest.mark.parametrize("fails", [True, False])
def test_disastrous_first_contact_destroys_supporters_assigned_or_played_here(
        fails: bool) -> None:
    game = start([HELPER], [DISASTROUS], missions=[HARD_C if fails else EASY_C, HARD])
    helper = uid(game, "Helper", HERO_P)
    game.apply(PlayCard(helper))  # played during this mission, not assigned
    game.apply(PlayCard(uid(game, "Disastrous First Contact", VILLAIN_P)))
    if not fails:  # Culture 3 + 1 of 1 + 3
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    both_pass(game)
    assert (helper in game.in_play(HERO_P)) is not fails



# --- titles from the opponent's discard pile ------------------------------------------------------


@pytest.mark.parametrize("choose_it", [True, False])
def test_blatant_plagiarism_blocks_characters_titled_as_the_chosen_cards(
        choose_it: bool) -> None:
    game = start([LEADER_COPY], [PLAGIARISM], missions=[INGENUITY_3, HARD])
    copy = uid(game, "Fixture Leader", HERO_P, nth=1)
    ops.to_discard(game, copy)
    leader = uid(game, "Fixture Leader", HERO_P)
    villain_plays(game, "Blatant Plagiarism")
    game.apply(Choose(copy) if choose_it else Decline())
    assert (Assign(leader) in game.legal_actions()) is not choose_it


@pytest.mark.parametrize("in_discard", [True, False])
def test_double_trouble_stops_a_character_titled_as_a_discarded_one(in_discard: bool) -> None:
    game = start([LEADER_COPY], [DOUBLE], missions=[INGENUITY_3, HARD])
    copy = uid(game, "Fixture Leader", HERO_P, nth=1)
    if in_discard:
        ops.to_discard(game, copy)
    leader = uid(game, "Fixture Leader", HERO_P)
    villain_plays(game, "Double Trouble")  # the only card, the only match: no choice
    assert game.pending_decision is None
    assert game.status_name(leader) == ("stopped" if in_discard else "ready")



@pytest.mark.parametrize("fails", [True, False])
def test_wraith_servitor_failure_stops_a_character(fails: bool) -> None:
    game = start(villain=[SERVITOR], missions=[HARD_I if fails else EASY_I, HARD])
    scholar = uid(game, "Fixture Scholar", HERO_P)
    villain_plays(game, "Wraith Servitor", assign="Wraith Servitor")
    if not fails:  # Ingenuity 2 + 2 of 1 + 2
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    both_pass(game)
    if fails:
        game.apply(Choose(scholar))
    assert game.status_name(scholar) == ("stopped" if fails else "ready")



@pytest.mark.parametrize(("assigned", "paid"), [(True, [1, 1, 0]), (False, [1, 1, 1])])
def test_fifth_assigned_makes_every_third_replicator_obstacle_free(assigned: bool,
                                                                  paid: list[int]) -> None:
    game = start(villain=[FIFTH_DA, *REPLICANTS], missions=[HARD_C, HARD])
    villain_plays(game, "Fifth", assign="Fifth" if assigned else "")
    costs = []
    for replicant in REPLICANTS:
        before = game.power(VILLAIN_P)
        villain_plays(game, replicant.title)
        costs.append(before - game.power(VILLAIN_P))
    assert costs == paid


@pytest.mark.parametrize("carter", [True, False])
def test_fifth_stops_to_stop_samantha_carter(carter: bool) -> None:
    from factories import TEAM

    team = [TEAM[0], CARTER if carter else TEAM[1], TEAM[2], TEAM[3]]
    game = scenario([], [FIFTH_DA], missions=[CULTURE_3, HARD], hero_team=team, power=9,
                    pad=20)
    fifth = uid(game, "Fifth", VILLAIN_P)
    villain_plays(game, "Fifth")
    game.apply(Pass())
    if carter:
        sam = uid(game, "Samantha Carter", HERO_P)
        game.apply(ActivateAbility(fifth, 0, target=sam))
        assert game.status_name(sam) == "stopped"
    else:
        assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())



@pytest.mark.parametrize("wraith", [True, False])
def test_dark_vision_needs_a_wraith_and_puts_a_hand_card_on_the_deck(wraith: bool) -> None:
    adversary = WRAITH_WARRIOR if wraith else THUG
    game = start([HELPER], [adversary, DARK_VISION])
    helper = uid(game, "Helper", HERO_P)
    villain_plays(game, adversary.title, assign=adversary.title)
    game.apply(Pass())
    vision = PlayCard(uid(game, "Dark Vision", VILLAIN_P))
    assert (vision in game.legal_actions()) is wraith
    if wraith:
        game.apply(vision)
        game.apply(Choose(helper))
        assert game.surface.deck_top(HERO_P) == helper



@pytest.mark.parametrize("take", [True, False])
def test_aegis_of_the_faithful_may_recycle_a_scored_card_for_its_cost(take: bool) -> None:
    game = start(villain=[AEGIS, BRUTE])
    brute = uid(game, "Brute", VILLAIN_P)
    ops.to_score_pile(game, brute)
    villain_plays(game, "Aegis of the Faithful")
    before = game.power(VILLAIN_P)
    game.apply(Choose(brute) if take else Decline())
    assert (brute in game.discard_pile(VILLAIN_P)) is take
    assert game.power(VILLAIN_P) == before + (3 if take else 0)


@pytest.mark.parametrize("discard", [True, False])
def test_slashed_ambitions_stops_the_chosen_unless_the_opponent_discards_enough(
        discard: bool) -> None:
    game = start([BIG_GEAR], [SLASHED])
    leader, gear = uid(game, "Fixture Leader", HERO_P), uid(game, "Big Gear", HERO_P)
    villain_plays(game, "Slashed Ambitions")
    game.apply(Choose(leader))  # cost 4
    game.apply(ChooseMany((gear,)) if discard else Decline())
    assert game.status_name(leader) == ("ready" if discard else "stopped")
    assert (gear in game.discard_pile(HERO_P)) is discard



@pytest.mark.parametrize(("discarded", "blocked"), [(THUG, True), (BRUTE, False)])
def test_censored_language_blocks_supporters_costing_as_the_discarded_card(
        discarded: StargateCard, blocked: bool) -> None:
    game = start([HELPER], [CENSORED, discarded], missions=[CULTURE_3, HARD])
    helper = uid(game, "Helper", HERO_P)  # cost 1
    game.apply(PlayCard(helper))
    game.apply(PlayCard(uid(game, "Censored Language", VILLAIN_P)))
    game.apply(Choose(uid(game, discarded.title, VILLAIN_P)))
    assert uid(game, discarded.title, VILLAIN_P) in game.discard_pile(VILLAIN_P)
    assert game.to_act == HERO_P
    assert (Assign(helper) in game.legal_actions()) is not blocked


def test_censored_language_needs_a_card_to_discard() -> None:
    game = start(villain=[CENSORED], missions=[CULTURE_3, HARD])
    censored = uid(game, "Censored Language", VILLAIN_P)
    for card in game.hand(VILLAIN_P):
        if card != censored:
            game.surface.put_on_deck(card)
    game.apply(Pass())
    assert PlayCard(uid(game, "Censored Language", VILLAIN_P)) not in game.legal_actions()



def test_distracting_hallucination_failure_weakens_its_holder_until_he_succeeds() -> None:
    game = start(villain=[HALLUCINATION], missions=[HARD_C, EASY_C, HARD])
    hallucination = uid(game, "Distracting Hallucination", VILLAIN_P)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    villain_plays(game, "Distracting Hallucination")
    game.apply(Assign(scholar))
    both_pass(game)  # fails
    game.apply(Choose(scholar))
    to_next_mission(game)
    assert game.skill(scholar, 0) == 3 - 1
    ops.ready(game, scholar)
    game.apply(Assign(scholar))
    game.apply(Choose(game.hand(HERO_P)[0]))  # the discard that assigning him costs
    both_pass(game)  # Culture 2 of 1: success, and the holder shakes it off
    assert hallucination in game.discard_pile(VILLAIN_P)
    assert game.skill(scholar, 0) == 3


def test_distracting_hallucination_without_a_failure_stays_at_the_mission() -> None:
    game = start(villain=[HALLUCINATION], missions=[EASY_C, HARD])
    scholar = uid(game, "Fixture Scholar", HERO_P)
    villain_plays(game, "Distracting Hallucination")
    game.apply(Assign(scholar))
    both_pass(game)  # Culture 3 of 2: success
    assert game.pending_decision is None
    assert game.skill(scholar, 0) == 3



@pytest.mark.parametrize(("adversary", "milled"), [(JAFFA_GUARD, 1 + 1), (THUG, 1)])
def test_gauntlet_makes_jaffa_adversaries_dearer_to_revive(adversary: StargateCard,
                                                           milled: int) -> None:
    game = start(villain=[GAUNTLET, adversary], missions=[HARD, CULTURE_3])
    villain_plays(game, "Gauntlet")
    villain_plays(game, adversary.title, assign=adversary.title)
    both_pass(game)
    deck = game.surface.deck_size(VILLAIN_P)
    game.apply(Revive(uid(game, adversary.title, VILLAIN_P)))
    assert deck - game.surface.deck_size(VILLAIN_P) == milled


# --- session 7 sp-cards10 ------------------------------------------------------------------

RUSHED_DEMO = real("Rushed Demonstration", OBSTACLE, cost=3, skills={C: 3, S: 3})
RUSHED_RECON = real("Rushed Reconnaissance", OBSTACLE, cost=3, skills={B: 3, I: 3})
NERUS = real("Nerus (Gluttonous Genius)", ADVERSARY, cost=4, skills={C: 2, S: 2}, revive=4,
             traits=("Goa'uld",))
HIVE_KEEPER = real("Hive Keeper (Playful Predator)", ADVERSARY, cost=4,
                   skills={C: 2, S: 3, B: 3}, revive=4, traits=("Wraith",))


@pytest.mark.parametrize("fails", [True, False])
def test_dark_vision_failure_drains_two_from_the_heros_deck(fails: bool) -> None:
    game = start([HELPER], [WRAITH_WARRIOR, DARK_VISION], missions=[HARD if fails else EASY,
                                                                       CULTURE_3])
    villain_plays(game, "Wraith Warrior", assign="Wraith Warrior")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Dark Vision", VILLAIN_P)))
    game.apply(Choose(uid(game, "Helper", HERO_P)))
    if not fails:  # Combat 3 + 1 of 1 + 2 + 1
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    deck, discard = game.surface.deck_size(HERO_P), len(game.discard_pile(HERO_P))
    both_pass(game)
    assert deck - game.surface.deck_size(HERO_P) == (2 if fails else 0)
    assert len(game.discard_pile(HERO_P)) - discard >= (2 if fails else 0)


@pytest.mark.parametrize("fails", [True, False])
def test_wraith_servitor_failure_drains_one_per_stopped_character(fails: bool) -> None:
    game = start(villain=[SERVITOR], missions=[HARD_I if fails else EASY_I, HARD])
    scholar = uid(game, "Fixture Scholar", HERO_P)
    villain_plays(game, "Wraith Servitor", assign="Wraith Servitor")
    if not fails:  # Ingenuity 2 + 2 of 1 + 2
        game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    deck = game.surface.deck_size(HERO_P)
    both_pass(game)
    if fails:
        game.apply(Choose(scholar))
    stopped = sum(1 for c in game.surface.characters(HERO_P) if game.surface.is_stopped(c))
    assert deck - game.surface.deck_size(HERO_P) == (stopped if fails else 0)
    assert stopped >= 2 if fails else True  # the Warrior stopped at setup, and the Scholar


@pytest.mark.parametrize("obstacle", [RUSHED_DEMO, RUSHED_RECON])
@pytest.mark.parametrize("deck", [10, 2])
def test_rushed_obstacles_drain_three_to_play_and_block_a_character(obstacle: StargateCard,
                                                                    deck: int) -> None:
    game = start(villain=[obstacle], missions=[HARD_C if obstacle is RUSHED_DEMO else HARD,
                                               CULTURE_3])
    ops.mill(game, VILLAIN_P, game.surface.deck_size(VILLAIN_P) - deck)
    game.apply(Pass())
    play = PlayCard(uid(game, obstacle.title, VILLAIN_P))
    assert (play in game.legal_actions()) is (deck >= 3)
    if deck < 3:
        return
    discard = len(game.discard_pile(VILLAIN_P))
    game.apply(play)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Choose(leader))
    assert game.surface.deck_size(VILLAIN_P) == deck - 3
    assert len(game.discard_pile(VILLAIN_P)) == discard + 3
    assert game.surface.is_blocked(leader)
    assert Assign(leader) not in game.legal_actions()


@pytest.mark.parametrize("deck", [10, 3])
def test_nerus_drains_four_to_make_the_other_adversaries_stronger(deck: int) -> None:
    game = start(villain=[NERUS, THUG])
    villain_plays(game, "Nerus", "Thug")
    ops.mill(game, VILLAIN_P, game.surface.deck_size(VILLAIN_P) - deck)
    nerus, thug = uid(game, "Nerus", VILLAIN_P), uid(game, "Thug", VILLAIN_P)
    game.apply(Pass())
    use = ActivateAbility(nerus, 0)
    assert (use in game.legal_actions()) is (deck >= 4)
    if deck < 4:
        return
    game.apply(use)
    assert game.surface.deck_size(VILLAIN_P) == deck - 4
    assert game.skill(thug, 2) == 2  # Combat 1 + 1
    assert game.skill(nerus, 0) == 2  # not himself
    assert game.status_name(nerus) == "stopped"


@pytest.mark.parametrize("from_opponent", [True, False])
def test_hive_keeper_failure_may_revive_him_from_the_opponents_deck(from_opponent: bool) -> None:
    game = start(villain=[HIVE_KEEPER], missions=[HARD_C, CULTURE_3])
    keeper = uid(game, "Hive Keeper", VILLAIN_P)
    villain_plays(game, "Hive Keeper", assign="Hive Keeper")
    both_pass(game)
    game.apply(Choose(0) if from_opponent else Decline())
    mine, theirs = (game.surface.deck_size(p) for p in (VILLAIN_P, HERO_P))
    game.apply(Revive(keeper))
    assert mine - game.surface.deck_size(VILLAIN_P) == (0 if from_opponent else 4)
    assert theirs - game.surface.deck_size(HERO_P) == (4 if from_opponent else 0)
    assert game.status_name(keeper) == "stopped"


def test_hive_keeper_revived_without_a_failure_pays_from_his_own_deck() -> None:
    game = start(villain=[HIVE_KEEPER], missions=[EASY_C, CULTURE_3])
    keeper = uid(game, "Hive Keeper", VILLAIN_P)
    villain_plays(game, "Hive Keeper", assign="Hive Keeper")
    game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))  # Culture 3 of 1 + 2
    game.apply(Pass())
    game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    both_pass(game)
    assert game.pending_decision is None
    if Revive(keeper) in game.legal_actions():
        theirs = game.surface.deck_size(HERO_P)
        game.apply(Revive(keeper))
        assert game.surface.deck_size(HERO_P) == theirs


DEVOUT = real("Devout Prior (Sentinel)", ADVERSARY, cost=4, skills={C: 2, B: 2, I: 2},
              revive=5, traits=("Ori",))
BLOCKER = sg_card("Blocker", ADVERSARY, "Warden", cost=1, skills={B: 1}, revive=1)
M2, M3, M4, M5 = (mission(f"Pile Mission {n}", C, 3) for n in range(2, 6))


@pytest.mark.parametrize("swap", [True, False])
def test_devout_prior_revived_reorders_the_opponents_top_missions_and_may_swap(
        swap: bool) -> None:
    game = start(villain=[DEVOUT, BLOCKER], missions=[HARD_C, M2, M3, M4, M5])
    blocker, prior = uid(game, "Blocker", VILLAIN_P), uid(game, "Devout Prior", VILLAIN_P)
    ops.put_in_play(game, blocker)
    ops.blockade(game, blocker, HERO_P)  # the top mission (Pile Mission 2) is blockaded
    game._version += 1
    m3, m4, m5 = (uid(game, m.title, HERO_P) for m in (M3, M4, M5))
    blockaded = uid(game, "Pile Mission 2", HERO_P)
    assert game.surface.blockaded_by(blocker) == blockaded
    villain_plays(game, "Devout Prior", assign="Devout Prior")
    both_pass(game)
    game.apply(Revive(prior))
    game.apply(Choose(0))  # he looks at the top three
    game.apply(Choose(m5))  # the new order, from the top down
    game.apply(Choose(m4))
    assert game.surface.mission_pile(HERO_P)[-3:] == (m3, m4, m5)
    game.apply(Choose(blockaded) if swap else Decline())
    assert game.pending_decision is None
    assert game.surface.blockaded_by(blocker) == (m5 if swap else blockaded)
    assert game.surface.mission_pile_top(HERO_P) == (blockaded if swap else m5)


@pytest.mark.parametrize("hand", [True, False])
def test_distracting_hallucination_holder_costs_a_discard_to_assign(hand: bool) -> None:
    game = start(villain=[HALLUCINATION], missions=[HARD_C, EASY_C, HARD])
    scholar = uid(game, "Fixture Scholar", HERO_P)
    villain_plays(game, "Distracting Hallucination")
    game.apply(Assign(scholar))
    both_pass(game)  # fails
    game.apply(Choose(scholar))
    to_next_mission(game)
    ops.ready(game, scholar)
    if not hand:
        for c in list(game.hand(HERO_P)):
            ops.to_discard(game, c)
    game._version += 1
    assign = Assign(scholar)
    assert (assign in game.legal_actions()) is hand
    if hand:
        cards = len(game.hand(HERO_P))
        game.apply(assign)
        discarded = game.hand(HERO_P)[0]
        game.apply(Choose(discarded))
        assert len(game.hand(HERO_P)) == cards - 1
        assert discarded in game.discard_pile(HERO_P)


NIAM = real("Niam (Bound by his Code)", SUP, cost=4, skills={C: 2, S: 3})
NIAM_ADV = real("Niam (Bound By His Code)", ADVERSARY, cost=4, skills={C: 2, S: 3}, revive=5,
                traits=("Replicator",))


@pytest.mark.parametrize("other", [True, False])
def test_niam_assigned_stops_another_support_character(other: bool) -> None:
    game = start([NIAM, HELPER], missions=[CULTURE_3, HARD])
    niam, helper = uid(game, "Niam", HERO_P), uid(game, "Helper", HERO_P)
    ops.put_in_play(game, niam)
    if other:
        ops.put_in_play(game, helper)
    game._version += 1
    assert (Assign(niam) in game.legal_actions()) is other
    if other:
        game.apply(Assign(niam))  # the Helper, the only one: stopped at once
        assert game.status_name(helper) == "stopped"
        assert game.status_name(niam) == "assigned"


@pytest.mark.parametrize("support", [True, False])
def test_niam_adversary_assigned_stops_a_support_character(support: bool) -> None:
    game = start([HELPER], [NIAM_ADV], missions=[CULTURE_3, HARD])
    niam, helper = uid(game, "Niam", VILLAIN_P), uid(game, "Helper", HERO_P)
    if support:
        ops.put_in_play(game, helper)
    game._version += 1
    villain_plays(game, "Niam")
    game.apply(Pass())
    assert (Assign(niam) in game.legal_actions()) is support
    if support:
        game.apply(Assign(niam))
        assert game.status_name(helper) == "stopped"


DNA = real("DNA Conversion", OBSTACLE, cost=3, skills={S: 2, B: 2}, traits=("Wraith", "Disease"))


@pytest.mark.parametrize("fails", [True, False])
def test_dna_conversion_failure_incapacitates_the_chosen_team_character(fails: bool) -> None:
    game = start(villain=[DNA], missions=[HARD if fails else EASY, CULTURE_3])
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "DNA Conversion", VILLAIN_P)))
    game.apply(Choose(leader))
    if not fails:  # Combat 1 + 2 of 3 + 1
        game.apply(Assign(leader))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Fixture Scientist", HERO_P)))
    both_pass(game)
    assert (game.status_name(leader) == "incapacitated") is fails


JACK_INVISIBLE = real("Jack O'Neill (Invisible Hero)", SUP, cost=6, skills={B: 2, I: 3},
                      traits=("SGC",))


@pytest.mark.parametrize("target", ["Jack O'Neill", "Fixture Leader"])
def test_jack_oneill_invisible_hero_cant_become_blocked(target: str) -> None:
    game = start([JACK_INVISIBLE], [RUSHED_RECON], missions=[HARD, CULTURE_3])
    jack = uid(game, "Jack O'Neill", HERO_P)
    ops.put_in_play(game, jack)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rushed Reconnaissance", VILLAIN_P)))
    chosen = uid(game, target, HERO_P)
    game.apply(Choose(chosen))
    assert game.surface.is_blocked(chosen) is (target != "Jack O'Neill")
    assert (Assign(chosen) in game.legal_actions()) is (target == "Jack O'Neill")


def test_jack_oneill_invisible_hero_cant_be_blocked_to_pay_a_cost() -> None:
    """A fixture gear whose ability blocks any character of its player's as its cost."""
    from stargate_vcg.effects import default_registry
    from stargate_vcg.effects.dsl import Abilities, Card
    from stargate_vcg.engine.stargate import ActivateAbility as Use
    from stargate_vcg.engine.stargate.effects import Ability, AbilityCost

    rig = sg_card("Blocking Rig", CardType.GEAR, cost=1)
    registry = default_registry()
    registry.register(rig.id, Card(Abilities(Ability(
        "Blocking Rig: nothing", AbilityCost(block_others=1,
                                             others=lambda t, s, c: t.is_character(c))))))
    game = scenario([JACK_INVISIBLE, rig], [], missions=[HARD, CULTURE_3], effects=registry,
                    power=9, pad=20)
    jack, gear = uid(game, "Jack O'Neill", HERO_P), uid(game, "Blocking Rig", HERO_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    for card_ in (jack, gear):
        ops.put_in_play(game, card_)
    game._version += 1
    assert Use(gear, 0, blocks=(leader,)) in game.legal_actions()
    assert Use(gear, 0, blocks=(jack,)) not in game.legal_actions()


ROMANTIC = real("Romantic Entanglements", OBSTACLE, cost=1, skills={C: 1, I: 2})


@pytest.mark.parametrize("paired", [True, False])
def test_romantic_entanglements_a_status_change_of_one_of_the_pair_is_copied(
        paired: bool) -> None:
    from stargate_vcg.engine.stargate import flow

    game = start(villain=[ROMANTIC], missions=[CULTURE_3, HARD])
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    scientist = uid(game, "Fixture Scientist", HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Romantic Entanglements", VILLAIN_P)))
    game.apply(Choose(leader))
    game.apply(Choose(scholar))
    stopped = leader if paired else scientist
    ops.stop(game, stopped)
    flow.run(game)
    assert game.status_name(scholar) == ("stopped" if paired else "ready")
    if paired:
        ops.ready(game, scholar)
        flow.run(game)
        assert game.status_name(leader) == "ready"


@pytest.mark.parametrize("alike", [True, False])
def test_romantic_entanglements_needs_two_team_characters_alike(alike: bool) -> None:
    """Leader ready, Scholar ready and blocked, Scientist incapacitated, Warrior stopped
    (at setup): no two alike, unless the Scholar is not blocked."""
    game = start(villain=[ROMANTIC], missions=[CULTURE_3, HARD])
    if not alike:
        ops.block(game, uid(game, "Fixture Scholar", HERO_P))
    ops.incapacitate(game, uid(game, "Fixture Scientist", HERO_P))
    game._version += 1
    game.apply(Pass())
    play = PlayCard(uid(game, "Romantic Entanglements", VILLAIN_P))
    assert (play in game.legal_actions()) is alike


CULTURE_PEBBLE = sg_card("Culture Pebble", OBSTACLE, cost=1, skills={C: 1})
NO_CONSEQUENCES = real("No Consequences", OBSTACLE, cost=2, skills={C: 3, S: 3, B: 3, I: 3})


@pytest.mark.parametrize("played", [True, False])
def test_no_consequences_blanks_the_other_obstacles_their_blocks_end(played: bool) -> None:
    from stargate_vcg.engine.stargate.effects import TEXT_ALL

    game = start(villain=[BOLD, NO_CONSEQUENCES, CULTURE_PEBBLE], missions=[CULTURE_3, HARD])
    leader, scientist = (uid(game, t, HERO_P) for t in ("Fixture Leader",
                                                        "Fixture Scientist"))
    bold = uid(game, "Bold Proposal", VILLAIN_P)
    villain_plays(game, "Bold Proposal")
    game.apply(ChooseMany((leader, scientist)))
    assert game.surface.is_blocked(leader)
    villain_plays(game, "No Consequences" if played else "Culture Pebble")
    assert game.surface.is_blocked(leader) is not played
    assert game.surface.text_removed(bold, TEXT_ALL) is played


def test_no_consequences_blanks_an_obstacle_played_after_it() -> None:
    from stargate_vcg.engine.stargate.effects import TEXT_ALL

    game = start(villain=[NO_CONSEQUENCES, BOLD], missions=[CULTURE_3, HARD])
    leader, scientist = (uid(game, t, HERO_P) for t in ("Fixture Leader",
                                                        "Fixture Scientist"))
    bold = uid(game, "Bold Proposal", VILLAIN_P)
    villain_plays(game, "No Consequences", "Bold Proposal")
    while game.pending_decision is not None:  # the order of the triggers, Bold's choice
        pending = game.pending_decision
        game.apply(ChooseMany((leader, scientist)) if getattr(pending, "most", 1) == 2
                   else game.legal_actions()[0])
    assert game.surface.text_removed(bold, TEXT_ALL)
    assert not game.surface.is_blocked(leader)


@pytest.mark.parametrize("destroyed", ["No Consequences", "Culture Pebble"])
def test_no_consequences_destroyed_gives_the_texts_back(destroyed: str) -> None:
    from stargate_vcg.engine.stargate import flow
    from stargate_vcg.engine.stargate.effects import TEXT_ALL

    game = start(villain=[BOLD, NO_CONSEQUENCES, CULTURE_PEBBLE], missions=[CULTURE_3, HARD])
    leader, scientist = (uid(game, t, HERO_P) for t in ("Fixture Leader",
                                                        "Fixture Scientist"))
    bold = uid(game, "Bold Proposal", VILLAIN_P)
    villain_plays(game, "Bold Proposal")
    game.apply(ChooseMany((leader, scientist)))
    villain_plays(game, "No Consequences", "Culture Pebble")
    assert game.surface.text_removed(bold, TEXT_ALL)
    ops.destroy(game, uid(game, destroyed, VILLAIN_P))
    flow.run(game)
    assert game.surface.text_removed(bold, TEXT_ALL) is (destroyed != "No Consequences")
    assert not game.surface.is_blocked(leader)  # the blocks that ended stay ended


# --- session 7 sp-gaps: ability costs take cost modifiers -----------------------------------


def _pay_two_gain_one() -> CardEffect:
    """Fixture: the holder's activated ability, priced 2 power, giving back 1."""
    from stargate_vcg.engine.stargate.effects import Ability, AbilityCost

    def gain(t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), 1)

    class PayTwo(CardEffect):
        def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
            return (Ability("pay 2: gain 1", AbilityCost(power=2), gain),)

    return PayTwo()


MEDIC = sg_card("Medic", SUP, "Healer", cost=1, skills={B: 1})


@pytest.mark.parametrize(("fails", "paid"), [(True, 3), (False, 2)])
def test_spoiled_princess_failure_taxes_its_holders_ability(fails: bool, paid: int) -> None:
    from sg_fixture_effects import TitleRegistry

    from stargate_vcg.effects import catalog

    reg = TitleRegistry()
    reg.register(PRINCESS.id, catalog()[PRINCESS.id].effect, by="id")
    reg.register("Medic", _pay_two_gain_one())
    game = scenario([MEDIC], [PRINCESS], missions=[HARD_C if fails else EASY_C, HARD],
                    effects=reg, power=9, pad=20)
    medic = uid(game, "Medic", HERO_P)
    game.apply(PlayCard(medic))
    game.apply(PlayCard(uid(game, "Spoiled Princess", VILLAIN_P)))
    if not fails:  # Culture 3 of 1 + 2
        game.apply(Assign(uid(game, "Fixture Scholar", HERO_P)))
    both_pass(game)
    if fails:
        game.apply(Choose(medic))
    to_next_mission(game)
    game.state.players[HERO_P].power = 2
    game._version += 1  # arranged outside the actions: the listed legal actions are stale
    use = ActivateAbility(medic, 0)
    assert (use in game.legal_actions()) is not fails  # 2 + 1 power of 2
    game.state.players[HERO_P].power = 5
    game._version += 1
    game.apply(use)
    assert game.power(HERO_P) == 5 - paid + 1
