"""Children of the Gods events (effects/children_of_the_gods/events.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real
card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION
from sg_play import hero as h
from test_sg_engine_helpers import HERO_P, B, C, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, INGENUITY, SCIENCE

GO = real("Go! Go! Go!", CardType.EVENT, cost=2, traits=("SGC",))
FIGHTING = real("Fighting Spirit", CardType.EVENT, cost=2)
APPLIED = real("Applied Knowledge", CardType.EVENT, cost=2)
PREPARED = real("Always Prepared", CardType.EVENT, cost=1, traits=("SGC",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard]) -> StargateGame:
    return scenario(hero, [], missions=[TEST_MISSION,
                                        SPARE], power=9, pad=20)


@pytest.mark.parametrize("blocked", [True, False])
def test_go_go_go_unblocks_support_characters_and_draws(blocked: bool) -> None:
    game = start([GO, MARINE])
    marine = h(game, "Marine")
    game.apply(PlayCard(marine))
    if blocked:
        ops.block(game, marine)
        game._version += 1
    game.apply(Pass())
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(h(game, "Go! Go! Go!")))
    assert not game.is_blocked(marine)
    assert len(game.hand(HERO_P)) == hand - 1 + (1 if blocked else 0)


@pytest.mark.parametrize(("mode", "combat", "ingenuity"), [(0, 3 + 2, 2), (1, 3, 2 + 3)])
def test_fighting_spirit_adds_one_skill_to_the_other(mode: int, combat: int,
                                                     ingenuity: int) -> None:
    game = start([FIGHTING])
    leader = h(game, "Fixture Leader")
    game.apply(PlayCard(h(game, "Fighting Spirit")))
    game.apply(Choose(leader))
    game.apply(Choose(mode))
    assert (game.skill(leader, COMBAT), game.skill(leader, INGENUITY)) == (combat, ingenuity)


@pytest.mark.parametrize(("mode", "culture", "science"), [(0, 3 + 2, 2), (1, 3, 2 + 3)])
def test_applied_knowledge_adds_one_skill_to_the_other(mode: int, culture: int,
                                                       science: int) -> None:
    game = start([APPLIED])
    scholar = h(game, "Fixture Scholar")
    game.apply(PlayCard(h(game, "Applied Knowledge")))
    game.apply(Choose(scholar))
    game.apply(Choose(mode))
    assert (game.skill(scholar, CULTURE), game.skill(scholar, SCIENCE)) == (culture, science)


def test_always_prepared_gives_skills_and_draws() -> None:
    game = start([PREPARED])
    leader = h(game, "Fixture Leader")
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(h(game, "Always Prepared")))
    game.apply(Choose(leader))
    assert game.skill(leader, COMBAT) == 4
    assert game.skill(h(game, "Fixture Scholar"), COMBAT) == 0
    assert len(game.hand(HERO_P)) == hand - 1 + 1


DEAL = real("Deal Renegotiation", CardType.EVENT, cost=1, traits=("Russian",))
TRAINING = real("Accelerated Training", CardType.EVENT, cost=2,
                traits=("Atlantis", "SGC", "Russian"))
JOYOUS = real("Joyous Occasion", CardType.EVENT, cost=3, traits=("Jaffa",))
JAFFA_A = sg_card("Rebel", CardType.SUPPORT_CHARACTER, "Free", cost=1, skills={B: 1},
                  traits=("Jaffa",))
JAFFA_B = sg_card("Elder", CardType.SUPPORT_CHARACTER, "Free", cost=1, skills={B: 1},
                  traits=("Jaffa",))


@pytest.mark.parametrize("take", [True, False])
def test_deal_renegotiation_finds_a_hero_card_near_the_top(take: bool) -> None:
    game = start([DEAL, MARINE])
    marine = h(game, "Marine")
    ops.shuffle_into_deck(game, [marine])
    game.state.players[HERO_P].deck.remove(marine)
    game.state.players[HERO_P].deck.append(marine)
    game._version += 1
    top = game.state.players[HERO_P].deck
    assert marine in (top[:3] + top[-3:])
    game.apply(PlayCard(h(game, "Deal Renegotiation")))
    game.apply(Choose(marine) if take else Decline())
    assert (marine in game.hand(HERO_P)) is take


def test_accelerated_training_needs_a_clever_team_character_to_stop() -> None:
    game = start([TRAINING])
    training = h(game, "Accelerated Training")
    assert PlayCard(training, stops=(h(game, "Fixture Leader"),)) in game.legal_actions()
    assert PlayCard(training, stops=(h(game, "Fixture Scholar"),)) not in game.legal_actions()


def test_accelerated_training_blocks_supporters_then_strengthens_the_ready_ones() -> None:
    game = start([TRAINING, MARINE])
    marine = h(game, "Marine")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Accelerated Training"), stops=(h(game, "Fixture Leader"),)))
    assert game.is_blocked(marine)
    assert game.status_name(h(game, "Fixture Leader")) == "stopped"
    game.apply(Pass())
    game.apply(Pass())
    assert game.skill(marine, COMBAT) == 2 + 1


@pytest.mark.parametrize(("supporters", "bonus"), [(("Rebel", "Elder"), 2),
                                                   (("Rebel", "Marine"), 1)])
def test_joyous_occasion_readies_and_strengthens_two_supporters(supporters: tuple[str, str],
                                                                bonus: int) -> None:
    game = start([JOYOUS, MARINE, JAFFA_A, JAFFA_B])
    cards = [h(game, t) for t in supporters]
    for c in cards:
        game.apply(PlayCard(c))
        ops.stop(game, c)
        game._version += 1
        game.apply(Pass())
    game.apply(PlayCard(h(game, "Joyous Occasion"), stops=(h(game, "Fixture Leader"),)))
    for c in cards:
        game.apply(Choose(c))
    for c in cards:
        assert game.status_name(c) == "ready"
        assert game.skill(c, COMBAT) == (1 if c != h(game, "Marine") else 2) + bonus


BENEFITS = real("Benefits of Experience", CardType.EVENT, cost=1, traits=("SGC", "NID"))


@pytest.mark.parametrize("tokens", [2, 0])
def test_benefits_of_experience_gives_skills_per_promotion_token(tokens: int) -> None:
    game = start([BENEFITS])
    leader = h(game, "Fixture Leader")
    for _ in range(tokens):
        ops.add_promotion_token(game, leader)
    game._version += 1
    game.apply(PlayCard(h(game, "Benefits of Experience")))
    game.apply(Choose(leader))
    assert game.skill(leader, COMBAT) == 3 + tokens


EVASIVE = real("Begin Evasive Maneuvers!", CardType.EVENT, cost=0, traits=("SGC",))
JUMPER = sg_card("Jumper", CardType.SHIP, cost=1, firepower=1)
HATAK = sg_card("Hatak", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("ships", [True, False])
def test_begin_evasive_maneuvers_readies_and_blocks_ships(ships: bool) -> None:
    game = scenario([EVASIVE, JUMPER], [HATAK], missions=[TEST_MISSION,
                                                          SPARE],
                    power=9, pad=20)
    jumper, hatak = h(game, "Jumper"), uid(game, "Hatak", 1)
    if ships:
        ops.put_in_play(game, jumper)
        game._version += 1
        game.apply(Assign(jumper))
        game.apply(PlayCard(hatak))
        game.apply(Pass())
        game.apply(Assign(hatak))
    power = game.power(HERO_P)
    game.apply(PlayCard(h(game, "Begin Evasive Maneuvers!")))
    if game.pending_decision is not None:
        game.apply(Choose(hatak))
    assert power - game.power(HERO_P) == (1 if ships else 0)
    if ships:
        for ship in (jumper, hatak):
            assert game.status_name(ship) == "ready" and game.is_blocked(ship)


GATE = real("Jury-Rigged Gate", CardType.EVENT, cost=1, traits=("Ancient",))
RIFLE = sg_card("Rifle", CardType.GEAR, cost=2)


@pytest.mark.parametrize("gear", [True, False])
def test_jury_rigged_gate_destroys_a_gear_to_arrange_that_many_missions(gear: bool) -> None:
    game = scenario([GATE, RIFLE], [], missions=[TEST_MISSION,
                                                 *(mission(f"Next {n}", C, 3)
                                                   for n in range(4))], power=9, pad=20)
    gate, rifle = h(game, "Jury-Rigged Gate"), h(game, "Rifle")
    if gear:
        ops.put_in_play(game, rifle)
        game._version += 1
    assert (PlayCard(gate) in game.legal_actions()) is gear
    if gear:
        game.apply(PlayCard(gate))
        if game.pending_decision is not None and Choose(rifle) in game.legal_actions():
            game.apply(Choose(rifle))
        assert game.zone_name(rifle) == "discard"
        assert len(game.pending_decision.options) == 2  # type: ignore[union-attr]
