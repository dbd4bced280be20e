"""Children of the Gods team and support characters and gear
(effects/children_of_the_gods/characters.py), each played: the text happens, and does not
when its condition fails. Fixture printings with the real card ids; player 0 is the hero
of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
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
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, INGENUITY, SCIENCE

SUP, TEAM_T, ADV = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER, CardType.ADVERSARY
PAVLENKO = real("Pavlenko (Prison Guard)", SUP, cost=2, skills={B: 2, I: 1},
                traits=("Russian",))
SEYMOUR = real("Seymour (Watcher)", SUP, cost=2, skills={S: 2, I: 1}, traits=("NID",))
SHALLAN = real("Shallan (Runaway Lo'taur)", SUP, cost=2, skills={C: 1, I: 2},
               traits=("Tok'ra",))
CAIUS = real("Caius (Monk Impersonator)", SUP, cost=5, skills={I: 3})
SINGER = real("Singer (Undercover Agent)", SUP, cost=3, skills={I: 2}, traits=("NID",))
MIYASHI = real("Miyashi (Bashaak Instructor)", SUP, cost=3, skills={B: 2}, traits=("Jaffa",))
RADNER = real("Radner (U.S. Marine Captain)", SUP, cost=3, skills={S: 1, B: 2},
              traits=("Atlantis", "SGC"))
RYAN = real("Ryan (Colorado Springs Detective)", SUP, cost=4, skills={B: 1, I: 2})
ZAITZEV = real("Stepan Zaitzev (Gate Room Technician)", SUP, cost=3, skills={S: 2},
               traits=("Atlantis", "Russian"))
NEM = real("Nem (Truthseeker)", SUP, cost=4, skills={C: 1, S: 2})
KVASIR = real("Kvasir (Specialized Engineer)", SUP, cost=3, skills={S: 3, I: 1},
              traits=("Asgard",))
LORTASH = real("Lortash (Tok'ra Bodyguard)", SUP, cost=5, skills={S: 1, B: 2},
               traits=("Tok'ra",))
CHAYA = real("Chaya Sar (Exiled Protector)", SUP, cost=5, skills={C: 2, I: 2},
             traits=("Ancient",))

MARINE = sg_card("Marine", SUP, "Corporal", cost=1, skills={B: 2})
RIFLE = sg_card("Rifle", CardType.GEAR, cost=1)
THUG = sg_card("Thug", ADV, "Brute", cost=1, skills={B: 1}, revive=2)
SNAKE = sg_card("Snake", ADV, "Lord", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
GLIDER = sg_card("Glider", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)
BELISKNER = sg_card("Beliskner", CardType.SHIP, cost=1, firepower=1, traits=("Asgard",))
EASY = mission("Easy Mission", B, 1)
HARD = mission("Hard Mission", B, 9)
SPARE = mission("Spare Mission", C, 3)
SCIENCE_3 = mission("Science Mission", S, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=[first or mission("Test Mission", B, 3), SPARE, HARD],
                    power=power, pad=20)


def h(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def v(game: StargateGame, title: str) -> int:
    return uid(game, title, VILLAIN_P)


def villain_assigns(game: StargateGame, title: str) -> int:
    """The hero passes, the villain plays `title`, the hero passes, the villain assigns it."""
    card = v(game, title)
    game.apply(Pass())
    game.apply(PlayCard(card))
    game.apply(Pass())
    game.apply(Assign(card))
    return card


def to_next_mission(game: StargateGame) -> None:
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    game.apply(Continue())


@pytest.mark.parametrize("fail", [True, False])
def test_pavlenko_needs_a_failed_mission_this_turn(fail: bool) -> None:
    game = start([PAVLENKO], first=HARD if fail else EASY)
    if not fail:
        game.apply(Assign(h(game, "Fixture Leader")))
    to_next_mission(game)
    assert (PlayCard(h(game, "Pavlenko")) in game.legal_actions()) is fail


@pytest.mark.parametrize("adversary", [True, False])
def test_seymour_needs_an_assigned_adversary(adversary: bool) -> None:
    game = start([SEYMOUR, MARINE], [THUG])
    if adversary:
        villain_assigns(game, "Thug")
    assert (PlayCard(h(game, "Seymour")) in game.legal_actions()) is adversary


@pytest.mark.parametrize("supported", [True, False])
def test_shallan_needs_another_support_character_played_this_turn(supported: bool) -> None:
    game = start([SHALLAN, MARINE])
    if supported:
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(Pass())
    assert (PlayCard(h(game, "Shallan")) in game.legal_actions()) is supported


@pytest.mark.parametrize(("gear", "cost"), [(True, 4), (False, 5)])
def test_caius_costs_less_for_each_gear(gear: bool, cost: int) -> None:
    game = start([CAIUS, RIFLE])
    if gear:
        game.apply(PlayCard(h(game, "Rifle")))
        game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(PlayCard(h(game, "Caius")))
    assert before - game.power(HERO_P) == cost


@pytest.mark.parametrize(("adversary", "combat"), [("Thug", 1), ("Snake", 2), (None, None)])
def test_singer_gets_combat_while_an_adversary_is_assigned(adversary: str | None,
                                                           combat: int | None) -> None:
    game = start([SINGER, MARINE], [THUG, SNAKE])
    game.apply(PlayCard(h(game, "Singer")))
    if adversary:
        game.apply(PlayCard(v(game, adversary)))
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(Assign(v(game, adversary)))
    assert game.skill(h(game, "Singer"), COMBAT) == combat


def test_miyashi_gets_culture_and_ingenuity_when_played() -> None:
    game = start([MIYASHI])
    miyashi = h(game, "Miyashi")
    assert game.skill(miyashi, CULTURE) is None
    game.apply(PlayCard(miyashi))
    assert game.skill(miyashi, CULTURE) == game.skill(miyashi, INGENUITY) == 2
    assert game.skill(miyashi, COMBAT) == 2


@pytest.mark.parametrize("pay", [True, False])
def test_radner_may_pay_to_ready_a_gear(pay: bool) -> None:
    game = start([RADNER, RIFLE])
    rifle = h(game, "Rifle")
    game.apply(PlayCard(rifle))
    ops.stop(game, rifle)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Radner")))
    before = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(rifle))
    assert (game.status_name(rifle) == "ready") is pay
    assert before - game.power(HERO_P) == (2 if pay else 0)


@pytest.mark.parametrize("block", [True, False])
def test_ryan_may_block_an_adversary(block: bool) -> None:
    game = start([RYAN, MARINE], [THUG])
    thug = v(game, "Thug")
    game.apply(Pass())
    game.apply(PlayCard(thug))
    game.apply(PlayCard(h(game, "Ryan")))
    game.apply(Choose(thug) if block else Decline())
    assert game.is_blocked(thug) is block


@pytest.mark.parametrize("pay", [True, False])
def test_stepan_zaitzev_may_stop_himself_to_ready_a_team_character(pay: bool) -> None:
    game = start([ZAITZEV])
    warrior, stepan = h(game, "Fixture Warrior"), h(game, "Stepan Zaitzev")
    assert game.status_name(warrior) == "stopped"
    game.apply(PlayCard(stepan))
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(warrior))
    assert (game.status_name(warrior) == "ready") is pay
    assert (game.status_name(stepan) == "stopped") is pay


@pytest.mark.parametrize(("partner", "bonus"), [("Fixture Scholar", 1), ("Fixture Leader", 0)])
def test_nem_gets_skills_assigned_with_a_cultured_character(partner: str, bonus: int) -> None:
    game = start([NEM], first=SCIENCE_3)
    nem = h(game, "Nem")
    game.apply(PlayCard(nem))
    game.apply(Pass())
    game.apply(Assign(h(game, partner)))
    game.apply(Pass())
    game.apply(Assign(nem))
    assert game.skill(nem, SCIENCE) == 2 + bonus


@pytest.mark.parametrize(("ship", "cost"), [(False, 2), (True, 0)])
def test_kvasir_costs_power_to_assign_without_an_asgard_ship(ship: bool, cost: int) -> None:
    game = start([KVASIR, BELISKNER], first=SCIENCE_3)
    kvasir = h(game, "Kvasir")
    game.apply(PlayCard(kvasir))
    game.apply(Pass())
    if ship:
        game.apply(PlayCard(h(game, "Beliskner")))
        game.apply(Pass())
        game.apply(Assign(h(game, "Beliskner")))
        game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Assign(kvasir))
    assert before - game.power(HERO_P) == cost


def test_kvasir_cant_be_assigned_without_the_power() -> None:
    game = start([KVASIR], first=SCIENCE_3, power=4)
    kvasir = h(game, "Kvasir")
    game.apply(PlayCard(kvasir))
    game.apply(Pass())
    assert game.power(HERO_P) == 1
    assert Assign(kvasir) not in game.legal_actions()


@pytest.mark.parametrize(("adversary", "cost"), [("Thug", 4), ("Snake", 3), (None, 5)])
def test_lortash_costs_less_while_an_adversary_is_assigned(adversary: str | None,
                                                           cost: int) -> None:
    game = start([LORTASH, MARINE], [THUG, SNAKE])
    if adversary:
        villain_assigns(game, adversary)
    before = game.power(HERO_P)
    game.apply(PlayCard(h(game, "Lortash")))
    assert before - game.power(HERO_P) == cost


@pytest.mark.parametrize("ship", [True, False])
def test_chaya_sar_gets_combat_while_a_villain_ship_is_assigned(ship: bool) -> None:
    game = start([CHAYA, MARINE], [GLIDER])
    chaya = h(game, "Chaya Sar")
    game.apply(PlayCard(chaya))
    if ship:
        game.apply(PlayCard(v(game, "Glider")))
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(Assign(v(game, "Glider")))
    assert game.skill(chaya, COMBAT) == (2 if ship else None)
