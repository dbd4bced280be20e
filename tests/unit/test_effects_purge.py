"""Cards that purge (session 8 sp-purge), each played: the effect happens, and does not
when its condition fails. Ruling (README "Rules coverage and rulings"): a purged card is
removed from the game, to its owner's purged pile. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

ADV, OBS, EVT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.EVENT
SUP, GEAR = CardType.SUPPORT_CHARACTER, CardType.GEAR

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

MARINE = sg_card("Marine", SUP, "Corporal", cost=1, skills={B: 2})
GOAULD = sg_card("Goa'uld Lord", ADV, "Fixture", cost=1, skills={B: 1}, revive=2,
                 traits=("Goa'uld",))
THUG = sg_card("Thug", ADV, "Fixture", cost=1, skills={B: 1}, revive=2)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = B,
          missions: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [],
                    missions=missions or [first, mission("Spare Mission", C, 3)],
                    power=power, pad=30)


def in_play(game: StargateGame, player: int, *titles: str) -> None:
    for t in titles:
        ops.put_in_play(game, uid(game, t, player))
    game._version += 1


def villain_assigns(game: StargateGame, title: str) -> int:
    card = uid(game, title, VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(card))
    game.apply(Pass())
    game.apply(Assign(card))
    return card


def purged(game: StargateGame, card: int) -> bool:
    return game.zone_name(card) == "purged" and card in game.purged_pile(
        game.facts[card].owner)


# --- the zone ---

def test_purge_removes_a_card_from_play_to_its_owners_purged_pile() -> None:
    game = start([MARINE])
    marine = uid(game, "Marine", HERO_P)
    in_play(game, HERO_P, "Marine")
    assert ops.purge(game, marine)
    assert purged(game, marine)
    assert marine not in game.discard_pile(HERO_P)
    assert game.observation(VILLAIN_P).players[HERO_P].purged == (marine,)  # public
    assert not ops.purge(game, marine)  # once only
    twin = game.clone()
    assert twin.snapshot() == game.snapshot()
    ops.to_hand(game, marine)  # only card text takes it back
    assert game.purged_pile(HERO_P) == ()
    assert twin.snapshot() != game.snapshot()


# --- Epilogue: purged from the hand ---

OSIRIS = real("Osiris (Power Seeker)", ADV, cost=4, skills={C: 3, S: 2, B: 2}, revive=4,
              traits=("Goa'uld",))
HATHOR = real("Hathor (Puppet Master)", ADV, cost=3, skills={S: 2, B: 2, I: 3}, revive=4,
              traits=("Goa'uld",))


@pytest.mark.parametrize("goauld", [True, False])
def test_osiris_purged_from_hand_gains_two_with_a_goauld_adversary_assigned(
        goauld: bool) -> None:
    game = start(villain=[OSIRIS, GOAULD, THUG])
    osiris = uid(game, "Osiris", VILLAIN_P)
    villain_assigns(game, "Goa'uld Lord" if goauld else "Thug")
    before = game.power(VILLAIN_P)
    game.apply(Pass())
    game.apply(ActivateAbility(osiris, 0))
    assert purged(game, osiris)
    assert game.power(VILLAIN_P) == before + (2 if goauld else 0)


@pytest.mark.parametrize("goauld", [True, False])
def test_osiris_purged_for_three_destroys_a_support_character(goauld: bool) -> None:
    game = start([MARINE], [OSIRIS, GOAULD, THUG])
    in_play(game, HERO_P, "Marine")
    osiris, marine = uid(game, "Osiris", VILLAIN_P), uid(game, "Marine", HERO_P)
    villain_assigns(game, "Goa'uld Lord" if goauld else "Thug")
    game.apply(Pass())
    before = game.power(VILLAIN_P)
    game.apply(ActivateAbility(osiris, 1))
    assert purged(game, osiris)
    assert game.power(VILLAIN_P) == before - 3
    assert (game.zone_name(marine) == "discard") is goauld


def test_hathor_purged_stops_a_team_character() -> None:
    game = start(villain=[HATHOR])
    hathor = uid(game, "Hathor", VILLAIN_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(ActivateAbility(hathor, 0))
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert purged(game, hathor)
    assert game.status_name(leader) == "stopped"
    assert game.power(VILLAIN_P) == 9 - 3


@pytest.mark.parametrize("stopped", [True, False])
def test_hathor_incapacitating_costs_one_less_per_stopped_supporter(stopped: bool) -> None:
    game = start([MARINE], [HATHOR])
    in_play(game, HERO_P, "Marine")
    if stopped:
        ops.stop(game, uid(game, "Marine", HERO_P))
        game._version += 1
    hathor = uid(game, "Hathor", VILLAIN_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(ActivateAbility(hathor, 1))
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert purged(game, hathor)
    assert game.status_name(leader) == "incapacitated"
    assert game.power(VILLAIN_P) == 9 - (5 if stopped else 6)


# --- events that purge themselves ---

INSPIRATION = real("Inspiration", EVT, cost=2, traits=("SGC",))
ANY_SECOND = real("Any Second Now", EVT, cost=0, traits=("SGC",))
REMEMBERING = real("Remembering Heroes", EVT, cost=0)
PRICEY = sg_card("Pricey Kit", GEAR, cost=4)
CHEAP = sg_card("Cheap Kit", GEAR, cost=1)


@pytest.mark.parametrize(("discarded", "taken"), [("Pricey Kit", True), ("Marine", False)])
def test_inspiration_takes_a_cheaper_hero_card_back_and_is_purged(discarded: str,
                                                                  taken: bool) -> None:
    game = start([INSPIRATION, PRICEY, MARINE, CHEAP])
    cheap = uid(game, "Cheap Kit", HERO_P)
    ops.discard_from_hand(game, cheap)
    game._version += 1
    insp = uid(game, "Inspiration", HERO_P)
    game.apply(PlayCard(insp))
    game.apply(Choose(uid(game, discarded, HERO_P)))  # the discard that pays
    if game.pending_decision is not None:
        game.apply(Choose(cheap))
    assert (cheap in game.hand(HERO_P)) is taken
    assert purged(game, insp)


def test_inspiration_needs_another_card_to_discard() -> None:
    game = start([INSPIRATION])
    for c in game.hand(HERO_P):
        if c != uid(game, "Inspiration", HERO_P):
            ops.discard_from_hand(game, c)
    game._version += 1
    assert PlayCard(uid(game, "Inspiration", HERO_P)) not in game.legal_actions()


def test_any_second_now_only_after_the_opponents_pass() -> None:
    game = start([ANY_SECOND, MARINE])
    card = uid(game, "Any Second Now", HERO_P)
    assert PlayCard(card) not in game.legal_actions()  # the hero acts first
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    game.apply(Pass())  # the villain passes: the hero may play it
    assert PlayCard(card) in game.legal_actions()
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(PlayCard(card))
    assert len(game.hand(HERO_P)) == hand - 1 + 1
    assert game.power(HERO_P) == power + 1
    assert purged(game, card)


@pytest.mark.parametrize("lost", [True, False])
def test_remembering_heroes_gains_one_if_a_character_was_destroyed(lost: bool) -> None:
    game = start([REMEMBERING, MARINE])
    in_play(game, HERO_P, "Marine")
    if lost:
        ops.destroy(game, uid(game, "Marine", HERO_P))
        game._version += 1
    card = uid(game, "Remembering Heroes", HERO_P)
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(PlayCard(card))
    assert game.power(HERO_P) == power + (1 if lost else 0)
    assert len(game.hand(HERO_P)) == hand
    assert purged(game, card)


def test_remembering_heroes_gains_one_after_a_failed_mission() -> None:
    game = start([REMEMBERING], difficulty=20)
    game.apply(Pass())
    game.apply(Pass())  # the mission fails
    game.apply(Continue())  # the next mission (its actions: the hero first)
    card = uid(game, "Remembering Heroes", HERO_P)
    power = game.power(HERO_P)
    game.apply(PlayCard(card))
    assert game.power(HERO_P) == power + 1
    assert purged(game, card)
