"""Alliances adversaries and obstacles (effects/alliances/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, power_spent, to_next_mission, villain, villain_plays
from sg_play import pass_out as fail
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    PlayComplication,
    Score,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.facts import Z_DISCARD

OBSTACLE, ADVERSARY = CardType.OBSTACLE, CardType.ADVERSARY
SUPPORT = CardType.SUPPORT_CHARACTER
WRAITH_COMMANDER = real("Wraith Commander (Connoisseur)", ADVERSARY, cost=1,
                        skills={C: 2, B: 2, I: 2}, revive=1)
FOURTH = real("Fourth (Human-Form Replicator)", ADVERSARY, cost=1,
              skills={C: 2, S: 2, B: 2}, revive=1, traits=("Replicator",))
CLONES = real("Attack of the Clones", OBSTACLE, cost=1, skills={C: 0, S: 0, B: 1, I: 1})
KNOWLEDGE = real("Forgotten Knowledge", OBSTACLE, cost=1, skills={C: 2, S: 3})
FLORA = real("Invasive Flora", OBSTACLE, cost=1, skills={C: 3})
REASSEMBLY = real("Reassembly", OBSTACLE, cost=1, skills={C: 2, B: 3},
                  traits=("Replicator",))
BREACH = real("SGC Breach", OBSTACLE, cost=1, skills={C: 3, I: 2})
SNEAK = real("Sneak Attack", OBSTACLE, cost=1, skills={C: 3})

PLAIN = mission("Plain Mission", C, 1)
HARD = mission("Hard Mission", C, 9)
GOAULD = sg_card("Goa'uld Lord", ADVERSARY, "Lord", cost=1, skills={C: 2}, revive=1,
                 traits=("Goa'uld",))
JAFFA = sg_card("Jaffa Guard", ADVERSARY, "Guard", cost=1, skills={C: 1}, revive=1,
                traits=("Jaffa",))
THUG = sg_card("Thug", ADVERSARY, "Hired", cost=1, skills={C: 1}, revive=1)
DRONE = sg_card("Drone", OBSTACLE, cost=1, skills={C: 1}, traits=("Replicator",))
SCRAP = sg_card("Scrap", OBSTACLE, cost=1, skills={C: 1}, traits=("Replicator",))
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=1, skills={C: 1})
ENVOY = sg_card("Envoy", SUPPORT, "Herald", cost=1, skills={C: 1})
AIDE = sg_card("Aide", SUPPORT, "SGC Aide", cost=1, skills={C: 1}, traits=("SGC",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(villain: list[StargateCard], hero: list[StargateCard] | None = None,
          first: StargateCard = PLAIN, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain, missions=[first, SPARE, PLAIN], power=power, pad=20)


def choose(game: StargateGame, card: int) -> None:
    if game.pending_decision is not None:
        game.apply(Choose(card))


@pytest.mark.parametrize(("title", "drained"), [("Wraith Commander", 3), ("Thug", 0)])
def test_wraith_commander_assigned_makes_the_opponent_drain_three(title: str,
                                                                 drained: int) -> None:
    game = start([WRAITH_COMMANDER, THUG])
    villain_plays(game, title)
    game.apply(Assign(hero(game, "Fixture Scholar")))
    deck = game.deck_size(HERO_P)
    game.apply(Assign(villain(game, title)))
    assert game.deck_size(HERO_P) == deck - drained


@pytest.mark.parametrize("revived", [True, False])
def test_fourth_revived_puts_the_top_card_of_the_deck_beneath_her(revived: bool) -> None:
    from stargate_vcg.engine.stargate import DestroyAdversary, Revive

    game = start([FOURTH], first=HARD)
    fourth = villain(game, "Fourth")
    villain_plays(game, "Fourth")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Assign(fourth))
    fail(game)
    deck = game.deck_size(VILLAIN_P)
    for _ in range(20):
        actions = game.legal_actions()
        if Revive(fourth) in actions:
            break
        game.apply(actions[0])
    game.apply(Revive(fourth) if revived else DestroyAdversary(fourth))
    assert len(game.surface.beneath(fourth)) == (1 if revived else 0)
    if revived:
        assert game.deck_size(VILLAIN_P) < deck


@pytest.mark.parametrize(("title", "difficulty"), [("Goa'uld Lord", 1 + 2 + 1),
                                                   ("Thug", 1 + 1)])
def test_attack_of_the_clones_goauld_adversaries_are_harder(title: str,
                                                            difficulty: int) -> None:
    game = start([CLONES, GOAULD, THUG])
    villain_plays(game, "Attack of the Clones")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, title)))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Assign(villain(game, title)))
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("title", "drawn"), [("Forgotten Knowledge", 4), ("Drone", 0)])
def test_forgotten_knowledge_both_players_draw_four(title: str, drawn: int) -> None:
    game = start([KNOWLEDGE, DRONE])
    hands = len(game.hand(HERO_P)), len(game.hand(VILLAIN_P))
    villain_plays(game, title)
    assert len(game.hand(HERO_P)) == hands[0] + drawn
    assert len(game.hand(VILLAIN_P)) == hands[1] - 1 + drawn


@pytest.mark.parametrize(("title", "lost"), [("Invasive Flora", 1 + 1), ("Drone", 0)])
def test_invasive_flora_opponent_loses_power_when_played_and_when_villain_passes(
        title: str, lost: int) -> None:
    game = start([FLORA, DRONE])
    villain_plays(game, title)
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Pass())  # the villain passes
    assert game.power(HERO_P) == 9 - lost


@pytest.mark.parametrize(("succeeds", "drawn"), [(False, 1), (True, 0)])
def test_reassembly_failure_takes_a_replicator_back_and_draws_per_other_replicator(
        succeeds: bool, drawn: int) -> None:
    game = start([REASSEMBLY, DRONE, SCRAP])
    scrap = villain(game, "Scrap")
    p = game.state.players[VILLAIN_P]
    p.hand.remove(scrap)
    p.discard.insert(0, scrap)
    game.state.zone[scrap] = Z_DISCARD
    villain_plays(game, "Reassembly")
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Drone")))
    if succeeds:
        for title in ("Fixture Scholar", "Fixture Leader", "Fixture Scientist"):
            game.apply(Assign(hero(game, title)))
            game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    fail(game)
    if not succeeds:
        choose(game, scrap)
    assert (scrap in game.hand(VILLAIN_P)) is not succeeds
    assert len(game.hand(VILLAIN_P)) == hand + (1 + drawn if not succeeds else 0)


@pytest.mark.parametrize("succeeds", [False, True])
def test_sgc_breach_failure_destroys_an_sgc_support_character(succeeds: bool) -> None:
    game = start([BREACH], [AIDE])
    game.apply(PlayCard(hero(game, "Aide")))
    game.apply(PlayCard(villain(game, "SGC Breach")))
    if succeeds:
        for title in ("Fixture Scholar", "Fixture Leader"):
            game.apply(Assign(hero(game, title)))
            game.apply(Pass())
    fail(game)
    while game.pending_decision is not None:  # the only usable mode, then the Aide
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Choose)))
    assert game.zone_name(hero(game, "Aide")) == ("in play" if succeeds else "discard")


@pytest.mark.parametrize(("jaffa", "blocked"), [(True, True), (False, False)])
def test_sneak_attack_destroys_an_assigned_support_character_and_blocks_another(
        jaffa: bool, blocked: bool) -> None:
    game = start([JAFFA, SNEAK], [MARINE, ENVOY])
    game.apply(PlayCard(hero(game, "Marine")))
    game.apply(PlayCard(villain(game, "Jaffa Guard")))
    game.apply(PlayCard(hero(game, "Envoy")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Marine")))
    if jaffa:
        game.apply(Assign(villain(game, "Jaffa Guard")))
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Sneak Attack")))
    choose(game, hero(game, "Marine"))
    choose(game, hero(game, "Envoy"))
    assert game.zone_name(hero(game, "Marine")) == "discard"
    assert game.is_blocked(hero(game, "Envoy")) is blocked


# --- victory, complications ---------------------------------------------------------------------

THIEVES = real("Company of Thieves", OBSTACLE, cost=1, skills={C: 1, I: 2})
KASSA = real("Kassa", OBSTACLE, cost=1, skills={C: 1, S: 2, I: 2})
PEBBLE = sg_card("Pebble", OBSTACLE, cost=1, skills={C: 1})
STONE = sg_card("Stone", OBSTACLE, cost=1, skills={C: 1})


@pytest.mark.parametrize("complications", [1, 0])
def test_company_of_thieves_weakens_an_assigned_character_per_complication(
        complications: int) -> None:
    game = start([THIEVES, PEBBLE])
    scholar = hero(game, "Fixture Scholar")
    game.apply(Assign(scholar))
    if complications:
        game.apply(PlayComplication(villain(game, "Pebble")))
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Company of Thieves")))
    choose(game, scholar)
    assert game.skill(scholar, 0) == 3 - complications


@pytest.mark.parametrize(("first", "discarded"), [("Kassa", 1), ("Stone", 0)])
def test_kassa_each_complication_makes_the_opponent_discard(first: str,
                                                            discarded: int) -> None:
    game = start([KASSA, STONE, PEBBLE])
    villain_plays(game, first)
    game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(PlayComplication(villain(game, "Pebble")))
    if discarded:
        assert game.to_act == HERO_P
        game.apply(Choose(game.hand(HERO_P)[0]))
    assert len(game.hand(HERO_P)) == hand - discarded


BEAMED = real("Beamed Down Troops", OBSTACLE, cost=1, skills={S: 2, B: 2, I: 1, C: 1})
WRAITH_CARD = sg_card("Wraith Warrior", ADVERSARY, "Drone", cost=1, skills={C: 1},
                      revive=1, traits=("Wraith",))


@pytest.mark.parametrize("wraith_on_top", [True, False])
def test_beamed_down_troops_takes_a_wraith_card_from_the_top_five(wraith_on_top: bool) -> None:
    game = start([BEAMED, WRAITH_CARD])
    wraith = villain(game, "Wraith Warrior")
    p = game.state.players[VILLAIN_P]
    p.hand.remove(wraith)
    p.deck.insert(len(p.deck) if wraith_on_top else 0, wraith)
    game.state.zone[wraith] = game.state.zone[p.deck[1]]
    top_five = list(reversed(p.deck[-5:]))
    villain_plays(game, "Beamed Down Troops")
    choose(game, wraith)
    assert (wraith in game.hand(VILLAIN_P)) is wraith_on_top
    rest = [c for c in top_five if c != wraith]
    assert set(game.state.players[VILLAIN_P].deck[:len(rest)]) == set(rest)  # the bottom


MIRROR_TEALC = real("Mirror Teal'c (Avenger of Chulak)", ADVERSARY, cost=1,
                    skills={C: 0, B: 3}, revive=1)


@pytest.mark.parametrize("hero_stops", [True, False])
def test_mirror_tealc_assigned_opponent_stops_three_culture_or_loses_a_character(
        hero_stops: bool) -> None:
    game = start([MIRROR_TEALC])
    villain_plays(game, "Mirror Teal'c")
    scholar, leader = hero(game, "Fixture Scholar"), hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(Assign(villain(game, "Mirror Teal'c")))
    assert game.to_act == HERO_P
    if hero_stops:
        game.apply(Choose(scholar))  # Culture 3: enough
        assert game.status_name(scholar) == "stopped"
    else:
        game.apply(Decline())
        assert game.to_act == VILLAIN_P
        game.apply(Choose(scholar))
        assert game.status_name(scholar) == "stopped"
    assert game.pending_decision is None


SCHIZOPHRENIA = real("Schizophrenia", OBSTACLE, cost=1, skills={C: 2, S: 3, I: 3})


@pytest.mark.parametrize(("title", "paid"), [("Fixture Scholar", 2), ("Fixture Leader", 0)])
def test_schizophrenia_failure_placed_character_costs_a_power_per_other_ready_one(
        title: str, paid: int) -> None:
    """Placed on the assigned Scholar; readied again for the next mission, assigning him
    costs 1 per other ready character (the Leader and the Scientist)."""
    game = start([SCHIZOPHRENIA], first=HARD)
    scholar = hero(game, "Fixture Scholar")
    villain_plays(game, "Schizophrenia")
    game.apply(Assign(scholar))
    fail(game)
    choose(game, scholar)
    assert game.zone_name(villain(game, "Schizophrenia")) == "beneath a card"
    to_next_mission(game)
    ops.ready(game, scholar)
    spent = power_spent(game, HERO_P, Assign(hero(game, title)))
    assert spent == paid


def test_schizophrenia_destroyed_when_the_opponent_succeeds() -> None:
    game = start([SCHIZOPHRENIA], first=HARD)
    scholar = hero(game, "Fixture Scholar")
    villain_plays(game, "Schizophrenia")
    game.apply(Assign(scholar))
    fail(game)
    choose(game, scholar)
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())  # the spare mission, Culture 3
    ops.ready(game, scholar)
    game.apply(Assign(scholar))
    game.apply(Pass())
    game.apply(Pass())
    assert game.zone_name(villain(game, "Schizophrenia")) == "discard"


# --- session 6 fan-set batch ---------------------------------------------------------------------

RETIREMENT = real("Early Retirement", OBSTACLE, cost=1, skills={C: 2, S: 0, B: 0, I: 2},
                  traits=("Political",))


def test_early_retirement_destroys_every_promotion_token_of_the_chosen_character() -> None:
    game = start([RETIREMENT])
    leader, scholar = hero(game, "Fixture Leader"), hero(game, "Fixture Scholar")
    for c in (leader, leader, scholar):
        ops.add_promotion_token(game, c)
    villain_plays(game, "Early Retirement")
    assert game.pending_decision is not None
    assert set(game.pending_decision.options) == {leader, scholar}
    game.apply(Choose(leader))
    assert game.state.tokens.get(leader, 0) == 0
    assert game.state.tokens.get(scholar, 0) == 1


def test_early_retirement_without_promotion_tokens_does_nothing() -> None:
    game = start([RETIREMENT])
    villain_plays(game, "Early Retirement")
    assert game.pending_decision is None
    assert not game.state.tokens


BOB = real("\"Bob\" (Wraith Scout)", ADVERSARY, cost=1, skills={B: 2, I: 2}, revive=1,
           traits=("Wraith",))
BIG_GUN = sg_card("Big Gun", CardType.GEAR, cost=3)


def _bob_in_play(hero_hand: list[StargateCard]) -> StargateGame:
    game = start([BOB], hero_hand)
    villain_plays(game, "\"Bob\"")
    game.apply(Pass())
    return game


@pytest.mark.parametrize(("discarded", "drained"), [("Marine", 3), ("Big Gun", 1)])
def test_bob_destroyed_two_hand_cards_picked_one_discarded_the_others_cost_drained(
        discarded: str, drained: int) -> None:
    game = _bob_in_play([MARINE, BIG_GUN])
    bob = villain(game, "\"Bob\"")
    marine, gun = hero(game, "Marine"), hero(game, "Big Gun")
    deck, pile = game.deck_size(HERO_P), len(game.state.players[HERO_P].discard)
    game.apply(ActivateAbility(bob, 0))
    assert game.zone_name(bob) == "discard"
    assert game.to_act == VILLAIN_P
    game.apply(ChooseMany((marine, gun)))
    assert game.to_act == HERO_P
    game.apply(Choose(hero(game, discarded)))
    assert game.zone_name(hero(game, discarded)) == "discard"
    assert game.deck_size(HERO_P) == deck - drained
    assert len(game.state.players[HERO_P].discard) == pile + 1 + drained


def test_bob_with_an_empty_hand_only_destroys_himself() -> None:
    game = _bob_in_play([])
    bob = villain(game, "\"Bob\"")
    game.state.players[HERO_P].hand.clear()
    deck = game.deck_size(HERO_P)
    game.apply(ActivateAbility(bob, 0))
    assert game.zone_name(bob) == "discard"
    assert game.pending_decision is None
    assert game.deck_size(HERO_P) == deck


COMMITTEE = real("Committee Member", ADVERSARY, cost=1, skills={C: 2, I: 1}, revive=1,
                 traits=("Political",))
JAFFA_COMMANDER = real("Jaffa Commander", ADVERSARY, cost=1, skills={C: 1, B: 2}, revive=1,
                       traits=("Jaffa",))
ORI_COMMANDER = real("Ori Commander", ADVERSARY, cost=1, skills={C: 1, S: 1, B: 1},
                     revive=1, traits=("Ori",))
WRAITH_HUNTER = real("Wraith Hunter", ADVERSARY, cost=1, skills={S: 1, B: 1, I: 1},
                     revive=1, traits=("Wraith",))
WORREL = real("Worrel (Backwater World Kassa Dealer)", ADVERSARY, cost=1,
              skills={B: 1, I: 1}, revive=1)
GAVOS = real("Gavos (Lucian Alliance Second)", ADVERSARY, cost=1, skills={S: 1, B: 2, I: 2},
             revive=1)
BORZIN = real("Borzin (Dealer of Stolen Goods)", ADVERSARY, cost=1, skills={C: 2, S: 2},
              revive=1)
SERMON = sg_card("Sermon", OBSTACLE, cost=1, skills={C: 1}, traits=("Ori",))


def _assigned_to_fail(game: StargateGame, title: str) -> None:
    villain_plays(game, title)
    game.apply(Pass())
    game.apply(Assign(villain(game, title)))
    fail(game)


def _scored_or_destroyed(game: StargateGame, title: str, score: bool) -> None:
    """The villain's adversary at a failed mission is scored (or destroyed)."""
    _assigned_to_fail(game, title)
    game.apply(Score(villain(game, title)) if score else DestroyAdversary(villain(game, title)))


@pytest.mark.parametrize(("score", "gained"), [(True, 1), (False, 0)])
def test_committee_member_scored_gains_a_power_per_failed_mission(score: bool,
                                                                 gained: int) -> None:
    game = start([COMMITTEE])
    _assigned_to_fail(game, "Committee Member")
    before = game.power(VILLAIN_P)
    adversary = villain(game, "Committee Member")
    game.apply(Score(adversary) if score else DestroyAdversary(adversary))
    assert game.power(VILLAIN_P) == before + gained


@pytest.mark.parametrize(("title", "found"), [("Jaffa Commander", "Jaffa Guard"),
                                              ("Ori Commander", "Sermon")])
@pytest.mark.parametrize("score", [True, False])
def test_commanders_scored_search_the_deck_for_their_card(title: str, found: str,
                                                          score: bool) -> None:
    game = start([JAFFA_COMMANDER, ORI_COMMANDER, JAFFA, SERMON, THUG, MARINE])
    target = villain(game, found)
    game.surface.put_on_deck(target)
    game.surface.put_on_deck(villain(game, "Thug"))
    _scored_or_destroyed(game, title, score)
    if score:
        assert game.pending_decision is not None
        assert set(game.pending_decision.options) == {target}
        game.apply(Choose(target))
        assert game.zone_name(target) == "hand"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize(("score", "drained"), [(True, 4), (False, 0)])
def test_wraith_hunter_scored_read_as_itself_makes_the_opponent_drain_four(
        score: bool, drained: int) -> None:
    game = start([WRAITH_HUNTER], first=mission("Battle Mission", B, 1))
    deck = game.deck_size(HERO_P)
    _scored_or_destroyed(game, "Wraith Hunter", score)
    assert game.deck_size(HERO_P) == deck - drained


@pytest.mark.parametrize("complications", [1, 0])
def test_worrel_harder_per_complication(complications: int) -> None:
    game = start([WORREL, PEBBLE])
    villain_plays(game, "Worrel")
    worrel = villain(game, "Worrel")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    if complications:
        game.apply(PlayComplication(villain(game, "Pebble")))
    assert game.skill(worrel, 2) == 1 + complications


@pytest.mark.parametrize("complications", [1, 0])
def test_gavos_destroyed_gains_a_power_per_complication(complications: int) -> None:
    game = start([GAVOS, PEBBLE])
    villain_plays(game, "Gavos")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    if complications:
        game.apply(PlayComplication(villain(game, "Pebble")))
        game.apply(Pass())
    before = game.power(VILLAIN_P)
    gavos = villain(game, "Gavos")
    game.apply(ActivateAbility(gavos, 0))
    assert game.zone_name(gavos) == "discard"
    assert game.power(VILLAIN_P) == before + complications


@pytest.mark.parametrize("stopped_already", [False, True])
def test_borzin_destroyed_stops_a_character(stopped_already: bool) -> None:
    game = start([BORZIN])
    villain_plays(game, "Borzin")
    game.apply(Pass())
    scholar = hero(game, "Fixture Scholar")
    for c in game.state.players[HERO_P].in_play:
        if stopped_already or c != scholar:
            ops.stop(game, c)
    game.apply(ActivateAbility(villain(game, "Borzin"), 0))
    if not stopped_already:
        choose(game, scholar)
    assert game.pending_decision is None
    assert game.status_name(scholar) == "stopped"


NIRRTI = real("Nirrti (Ruthless Bioengineer)", ADVERSARY, cost=1, skills={C: 2, S: 2, I: 2},
              revive=1, traits=("Goa'uld",))
ASURAN_SOLDIER = real("Asuran Soldier", ADVERSARY, cost=1, skills={C: 1, S: 2, B: 1},
                      revive=3, traits=("Replicator",))
BAKAL = real("Bak'al (Terrorist)", ADVERSARY, cost=1, skills={C: 1, S: 2, B: 2}, revive=1,
             traits=("Jaffa",))
PLAGUE = sg_card("Plague", OBSTACLE, cost=1, skills={C: 1}, traits=("Disease",))


@pytest.mark.parametrize("assigned_nirrti", [True, False])
def test_nirrti_assigned_gives_disease_obstacles_dominion(assigned_nirrti: bool) -> None:
    game = start([NIRRTI, PLAGUE, PEBBLE])
    villain_plays(game, "Nirrti")
    game.apply(Pass())
    if assigned_nirrti:
        game.apply(Assign(villain(game, "Nirrti")))
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Plague")))
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Pebble")))
    found = game.surface.dominion_obstacles()
    assert found == ((villain(game, "Plague"),) if assigned_nirrti else ())


@pytest.mark.parametrize(("card", "permitted"), [("Plague", True), ("Pebble", False)])
def test_nirrti_boosted_with_a_disease_obstacle(card: str, permitted: bool) -> None:
    from stargate_vcg.engine.stargate import Boost

    game = start([NIRRTI, PLAGUE, PEBBLE])
    villain_plays(game, "Nirrti")
    game.apply(Pass())
    nirrti = villain(game, "Nirrti")
    game.apply(Assign(nirrti))
    game.apply(Pass())
    boost = Boost(nirrti, villain(game, card))
    assert (boost in game.legal_actions()) is permitted
    if permitted:
        game.apply(boost)
        assert game.zone_name(villain(game, card)) == "discard"


@pytest.mark.parametrize("draws", [True, False])
def test_asuran_soldier_scored_may_draw_a_card(draws: bool) -> None:
    game = start([ASURAN_SOLDIER])
    _scored_or_destroyed(game, "Asuran Soldier", True)
    hand = len(game.hand(VILLAIN_P))
    game.apply(Choose(0) if draws else Decline())
    assert len(game.hand(VILLAIN_P)) == hand + (1 if draws else 0)


@pytest.mark.parametrize(("complications", "takes_back"), [(1, True), (0, False)])
def test_bakal_failure_destroys_a_supporter_per_complication_then_may_go_back_to_hand(
        complications: int, takes_back: bool) -> None:
    game = start([BAKAL, PEBBLE], [MARINE], first=HARD)
    marine, bakal = hero(game, "Marine"), villain(game, "Bak'al")
    game.apply(PlayCard(marine))
    game.apply(PlayCard(bakal))
    game.apply(Assign(marine))
    game.apply(Assign(bakal))
    if complications:
        game.apply(Pass())
        game.apply(PlayComplication(villain(game, "Pebble")))
    fail(game)  # the only assigned supporter is destroyed without a choice
    assert (game.zone_name(marine) == "discard") is bool(complications)
    game.apply(Choose(0) if takes_back else Decline())
    assert (game.zone_name(bakal) == "hand") is takes_back


KASSA_SMUGGLER = real("Kassa Smuggler", ADVERSARY, cost=1, skills={C: 1, B: 1, I: 2},
                      revive=1)


@pytest.mark.parametrize("score", [True, False])
def test_kassa_smuggler_scored_takes_complications_back(score: bool) -> None:
    game = start([KASSA_SMUGGLER, PEBBLE, STONE])
    villain_plays(game, "Kassa Smuggler")
    game.apply(Pass())
    game.apply(Assign(villain(game, "Kassa Smuggler")))
    game.apply(Pass())
    game.apply(PlayComplication(villain(game, "Pebble")))
    game.apply(Pass())
    game.apply(PlayComplication(villain(game, "Stone")))
    fail(game)
    smuggler = villain(game, "Kassa Smuggler")
    game.apply(Score(smuggler) if score else DestroyAdversary(smuggler))
    pebble, stone = villain(game, "Pebble"), villain(game, "Stone")
    if score:
        assert game.pending_decision is not None
        assert set(game.pending_decision.options) == {pebble, stone}
        game.apply(Choose(pebble))
        assert game.zone_name(pebble) == "hand"
        assert game.zone_name(stone) != "hand"
    else:
        assert game.pending_decision is None
        assert game.zone_name(pebble) != "hand"


# --- session 8 sp-cards11 ------------------------------------------------------------------

AIR_ASSAULT = real("Air Assault", OBSTACLE, cost=1, skills={C: 1}, traits=("Wraith",))
DART = sg_card("Dart", CardType.SHIP, "Wraith Dart", cost=1, firepower=2, traits=("Wraith",),
               allegiance=Allegiance.VILLAIN)
GLIDER = sg_card("Glider", CardType.SHIP, "Death Glider", cost=1, firepower=1,
                 allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize(("ship", "drained"), [("Dart", 2), ("Glider", 0)])
def test_air_assault_victory_drains_the_wraith_ships_firepower(ship: str,
                                                               drained: int) -> None:
    game = start([AIR_ASSAULT, DART, GLIDER])
    ops.put_in_play(game, villain(game, ship))
    game._version += 1
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(villain(game, "Air Assault")))
    game.apply(Pass())
    game.apply(Assign(villain(game, ship)))
    deck = game.surface.deck_size(HERO_P)
    fail(game)
    assert deck - game.surface.deck_size(HERO_P) == drained
