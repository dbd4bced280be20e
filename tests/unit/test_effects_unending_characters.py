"""Unending team and support characters and gear (effects/unending/characters.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

from functools import partial

import pytest
from factories import CRUISER, RAIDER, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import EASY, SPARE, end_mission, glyph_places, hero, place_glyphs, put_in_play
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.engine.stargate.facts import Z_DECK

SUPPORT, GEAR, SHIP = CardType.SUPPORT_CHARACTER, CardType.GEAR, CardType.SHIP
WOTAN = real("Wotan (Archon of the High Council)", SUPPORT, cost=5, skills={C: 2, I: 2},
             traits=("Asgard",))
JONES = real("Jones (Hacker)", SUPPORT, cost=3, skills={S: 2}, traits=("NID",))
CLAIRE = real("Claire Tobias (Engineer)", SUPPORT, cost=4, skills={S: 2, B: 1},
              traits=("NID",))
IVANOVA = real("Ivanova (Korolev Bridge Officer)", SUPPORT, cost=3, skills={S: 1, I: 1},
               traits=("Russian",))
OKSANA = real("Oksana Petrova (Nurse)", SUPPORT, cost=2, skills={S: 2},
              traits=("Atlantis", "Russian"))

THOR_AIDE = sg_card("Asgard Aide", SUPPORT, "Helper", cost=1, skills={S: 1}, traits=("Asgard",))
WIDGET = sg_card("Widget", GEAR, cost=3)
PLAGUE = sg_card("Plague", CardType.OBSTACLE, cost=1, skills={S: 1}, traits=("Disease",))
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={S: 1})
HARD = mission("Hard Mission", B, 12)
LAB = mission("Lab Mission", S, 12)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def to_deck(game: StargateGame, card: int) -> None:
    owner = game.facts[card].owner
    game.state.players[owner].hand.remove(card)
    game.state.players[owner].deck.append(card)
    game.state.zone[card] = Z_DECK
    game._version += 1


in_play = partial(put_in_play, player=HERO_P)


def start(cards: list[StargateCard], villain: list[StargateCard] | None = None,
          first: StargateCard = EASY, power: int = 9) -> StargateGame:
    return scenario(cards, villain or [], missions=[first, SPARE], power=power, pad=20)


# --- Wotan ---------------------------------------------------------------------------------


@pytest.mark.parametrize("asgard_in_deck", [True, False])
def test_wotan_played_searches_for_an_asgard_card(asgard_in_deck: bool) -> None:
    game = start([WOTAN, THOR_AIDE])
    aide = hero(game, "Asgard Aide")
    if asgard_in_deck:
        to_deck(game, aide)
    else:
        ops.discard_from_hand(game, aide)
        game._version += 1
    game.apply(PlayCard(hero(game, "Wotan")))
    if asgard_in_deck:
        game.apply(Choose(aide))
        assert aide in game.hand(HERO_P)
    else:
        assert game.pending_decision is None and aide not in game.hand(HERO_P)


@pytest.mark.parametrize("ready", [True, False])
def test_wotan_stops_to_gain_a_power(ready: bool) -> None:
    game = start([WOTAN])
    wotan = hero(game, "Wotan")
    in_play(game, "Wotan")
    if not ready:
        ops.stop(game, wotan)
        game._version += 1
    usable = ActivateAbility(wotan, 0) in game.legal_actions()
    assert usable is ready
    if ready:
        game.apply(ActivateAbility(wotan, 0))
        assert game.status_name(wotan) == "stopped" and game.power(HERO_P) == 10


# --- Jones ---------------------------------------------------------------------------------


def test_jones_played_readies_a_stopped_hero_ship() -> None:
    game = start([JONES, CRUISER], [RAIDER])
    in_play(game, "Cruiser")
    cruiser = hero(game, "Cruiser")
    ops.stop(game, cruiser)
    game._version += 1
    game.apply(PlayCard(hero(game, "Jones")))
    game.apply(Choose(cruiser))  # the only usable mode is asked directly
    assert game.status_name(cruiser) == "ready"


def test_jones_played_stops_a_villain_ship() -> None:
    game = start([JONES], [RAIDER])
    in_play(game, "Raider", player=VILLAIN_P)
    raider = uid(game, "Raider", VILLAIN_P)
    game.apply(PlayCard(hero(game, "Jones")))
    game.apply(Choose(raider))
    assert game.status_name(raider) == "stopped"


def test_jones_played_without_ships_asks_nothing() -> None:
    game = start([JONES])
    game.apply(PlayCard(hero(game, "Jones")))
    assert game.pending_decision is None


# --- Claire Tobias -------------------------------------------------------------------------


@pytest.mark.parametrize("destroy", [True, False])
def test_claire_tobias_played_may_destroy_a_gear_for_two_power(destroy: bool) -> None:
    game = start([CLAIRE, WIDGET])
    in_play(game, "Widget")
    widget = hero(game, "Widget")
    game.apply(PlayCard(hero(game, "Claire Tobias")))
    game.apply(Choose(widget) if destroy else Decline())
    assert (game.zone_name(widget) == "discard") is destroy
    assert game.power(HERO_P) == 9 - 4 + (2 if destroy else 0)


@pytest.mark.parametrize(("first", "gained"), [(EASY, 3), (HARD, 0)])
def test_claire_tobias_success_destroys_a_gear_for_its_cost(first: StargateCard,
                                                            gained: int) -> None:
    game = start([CLAIRE, WIDGET], first=first)
    in_play(game, "Widget", "Claire Tobias")
    widget = hero(game, "Widget")
    game.apply(Assign(hero(game, "Claire Tobias")))
    end_mission(game)
    if gained:
        game.apply(Choose(widget))
        assert game.zone_name(widget) == "discard"
    else:
        assert game.zone_name(widget) == "in play"
    assert game.power(HERO_P) == 9 + gained


# --- Ivanova -------------------------------------------------------------------------------


@pytest.mark.parametrize("accept", [True, False])
def test_ivanova_failure_destroys_her_drawing_and_readying_another(accept: bool
                                                                          ) -> None:
    game = start([IVANOVA], first=LAB)
    in_play(game, "Ivanova")
    ivanova, leader = hero(game, "Ivanova"), hero(game, "Fixture Leader")
    game.apply(Assign(ivanova))
    game.apply(Pass())
    game.apply(Assign(leader))
    end_mission(game)
    while game.pending_decision is not None and game.pending_decision.player == VILLAIN_P:
        game.apply(Decline())
    size = len(game.hand(HERO_P))
    if accept:
        game.apply(Choose(0))
        game.apply(Choose(game.hand(HERO_P)[0]))
        # (the only other assigned character is readied without asking)
        assert game.zone_name(ivanova) == "discard"
        assert len(game.hand(HERO_P)) == size - 1 + 1  # discarded one, drew one
        assert game.status_name(leader) == "ready"
    else:
        game.apply(Decline())
        assert game.zone_name(ivanova) == "in play"
        assert game.status_name(leader) == "stopped"


# --- Oksana Petrova ------------------------------------------------------------------------


@pytest.mark.parametrize(("obstacle", "asked"), [("Plague", True), ("Rocks", False)])
def test_oksana_petrova_trades_herself_for_a_disease_obstacle(obstacle: str,
                                                              asked: bool) -> None:
    game = start([OKSANA], [PLAGUE, ROCKS], first=LAB)
    in_play(game, "Oksana Petrova")
    oksana = hero(game, "Oksana Petrova")
    game.apply(Assign(oksana))
    played = uid(game, obstacle, VILLAIN_P)
    game.apply(PlayCard(played))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.zone_name(oksana) == "discard"
        assert played not in game.obstacles


# --- second batch --------------------------------------------------------------------------

TEAM_CHARACTER = CardType.TEAM_CHARACTER
LEADER, SCHOLAR, SCIENTIST, WARRIOR = TEAM
KORRA = real("Korra (Spy on the Run)", SUPPORT, cost=3, skills={C: 2, S: 2}, traits=("Tok'ra",))
KAKALIOS = real("Kakalios (Technician)", SUPPORT, cost=3, skills={S: 1, I: 1}, traits=("NID",))
MARCHENKO = real("Marchenko (Fearless Lieutenant)", SUPPORT, cost=3, skills={C: 1, B: 1},
                 traits=("Russian",))
DMITRI = real("Dmitri Sidorov (Dutiful Soldier)", SUPPORT, cost=3, skills={B: 1, I: 1},
              traits=("Atlantis", "Russian"))
MORGAN = real("Morgan le Fay (Ganos Lal, Unleashed)", SUPPORT, cost=6, skills={C: 3, S: 3},
              traits=("Ancient",))
BARRETT = real("Malcolm Barrett (Straight Arrow)", TEAM_CHARACTER, cost=5,
               skills={C: 2, S: 0, B: 2, I: 2}, traits=("NID",))
CHEKOV = real("Chekov (Russian Liaison to the SGC)", TEAM_CHARACTER, cost=4,
              skills={C: 3, S: 1, B: 0, I: 2}, traits=("Russian",))
NEWMAN = real("Dean Newman (Unit Commander)", TEAM_CHARACTER, cost=4,
              skills={C: 0, S: 2, B: 2, I: 2}, traits=("NID",))
ELLIS = real("Abraham Ellis (Apollo Commander)", TEAM_CHARACTER, cost=5,
             skills={C: 0, S: 1, B: 2, I: 3}, traits=("Atlantis", "SGC"))
QUINN = real("Jonas Quinn (Gifted Researcher)", TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 2, B: 1, I: 1}, traits=("SGC",))
TANITH = real("Tanith (Goa'uld Spy)", TEAM_CHARACTER, cost=6,
              skills={C: 2, S: 0, B: 1, I: 2}, traits=("Tok'ra",))
TOXIC = real("Toxic Environment", CardType.OBSTACLE, cost=4, skills={S: 2, I: 2})

GUARD = sg_card("Guard", CardType.ADVERSARY, "Jaffa Guard", cost=1, skills={B: 1}, revive=1)
DEBATE = sg_card("Debate", CardType.OBSTACLE, cost=2, skills={C: 1, B: 1},
                 traits=("Political",))
SNAKE = sg_card("Snake Trap", CardType.OBSTACLE, cost=2, skills={C: 1, B: 1},
                traits=("Goa'uld",))
BIG_SHIP = sg_card("Big Ship", SHIP, "Hero Ship", cost=1, firepower=4)
MEDIC = sg_card("Medic", SUPPORT, "Nurse", cost=1, skills={S: 1, B: 1})
CULTURE = mission("Culture Mission", C, 12)
INGENUITY = mission("Ingenuity Mission", I, 12)


def team_game(member: StargateCard, cards: list[StargateCard] | None = None,
              villain: list[StargateCard] | None = None, first: StargateCard = HARD,
              glyphs: tuple[Glyph, ...] = ()) -> StargateGame:
    """`member` in the hero's team, holding `glyphs`."""
    game = scenario(cards or [], villain or [],
                    missions=[first, *glyph_places(*Glyph.__members__.values())][:7],
                    # (a team worth less than the villain's: the hero plays first)
                    hero_team=[member, LEADER if member.cost < 6 else SCIENTIST, SCHOLAR,
                               WARRIOR], power=9, pad=20)
    place_glyphs(game, hero(game, member.title), *glyphs)
    return game


# --- Korra ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("pay", "culture"), [(True, 2), (False, 1)])
def test_korra_assigned_pays_a_power_or_loses_a_skill(pay: bool, culture: int) -> None:
    game = start([KORRA], first=CULTURE)
    in_play(game, "Korra")
    korra = hero(game, "Korra")
    game.apply(Assign(korra))
    game.apply(Choose(0) if pay else Decline())
    assert game.skill(korra, 0) == culture
    assert game.power(HERO_P) == 9 - (1 if pay else 0)


# --- Kakalios ------------------------------------------------------------------------------


@pytest.mark.parametrize(("x", "science"), [(1, 2), (0, 1)])
def test_kakalios_pays_x_to_draw_x_and_grows_with_a_full_hand(x: int, science: int) -> None:
    game = start([KAKALIOS])
    kakalios = hero(game, "Kakalios")
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(kakalios))
    game.apply(Choose(x) if x else Decline())
    assert len(game.hand(HERO_P)) == hand - 1 + x
    assert game.power(HERO_P) == 9 - 3 - x
    assert game.skill(kakalios, 1) == science


# --- Marchenko -----------------------------------------------------------------------------


@pytest.mark.parametrize("use", [True, False])
def test_marchenko_removes_a_failure_text_and_gains_a_power(use: bool) -> None:
    game = start([MARCHENKO, THOR_AIDE], [TOXIC], first=LAB)
    in_play(game, "Marchenko", "Asgard Aide")
    aide, marchenko = hero(game, "Asgard Aide"), hero(game, "Marchenko")
    game.apply(Assign(aide))
    toxic = uid(game, "Toxic Environment", VILLAIN_P)
    game.apply(PlayCard(toxic))
    if use:
        game.apply(ActivateAbility(marchenko, 0, target=toxic))
        assert game.zone_name(marchenko) == "discard"
        assert game.power(HERO_P) == 9 - 1 + 1
    end_mission(game)
    assert game.zone_name(aide) == ("in play" if use else "discard")


# --- Dmitri Sidorov ------------------------------------------------------------------------


@pytest.mark.parametrize("assigned", [True, False])
def test_dmitri_sidorov_destroyed_costs_the_opponent_a_power(assigned: bool) -> None:
    game = start([DMITRI], [TOXIC], first=INGENUITY)
    in_play(game, "Dmitri Sidorov")
    dmitri = hero(game, "Dmitri Sidorov")
    game.apply(Assign(dmitri) if assigned else Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Toxic Environment", VILLAIN_P)))
    power = game.power(VILLAIN_P)
    end_mission(game)
    if assigned:  # his own Failure text first: not destroyed by it
        game.apply(Decline())
    assert game.zone_name(dmitri) == ("discard" if assigned else "in play")
    assert game.power(VILLAIN_P) == power - (1 if assigned else 0)


@pytest.mark.parametrize("destroy", [True, False])
def test_dmitri_sidorov_failure_destroyed_for_a_cheaper_next_mission(destroy: bool) -> None:
    from sg_effect_cards import drive

    from stargate_vcg.engine.stargate import Continue, Decline

    game = start([DMITRI], first=INGENUITY)
    in_play(game, "Dmitri Sidorov")
    dmitri = hero(game, "Dmitri Sidorov")
    game.apply(Assign(dmitri))
    end_mission(game)  # Ingenuity 12: it fails
    decision = game.pending_decision
    assert decision is not None and decision.source == dmitri
    game.apply(Choose(0) if destroy else Decline())
    assert game.zone_name(dmitri) == ("discard" if destroy else "in play")
    drive(game, lambda g: g.phase == "deciding to continue")
    power = game.power(HERO_P)
    game.apply(Continue())  # one failed mission: 1 power, or none
    assert power - game.power(HERO_P) == (0 if destroy else 1)
    assert game.surface.recall(dmitri, "cheaper") == ()  # spent on that mission


# --- Morgan le Fay -------------------------------------------------------------------------


@pytest.mark.parametrize("pays", [True, False])
def test_morgan_le_fay_makes_the_opponent_pay_or_discard_two(pays: bool) -> None:
    game = start([MORGAN])
    in_play(game, "Morgan le Fay")
    morgan = hero(game, "Morgan le Fay")
    hand = len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(morgan, 0))
    assert game.pending_decision is not None and game.pending_decision.player == VILLAIN_P
    game.apply(Choose(0) if pays else Decline())
    assert game.power(VILLAIN_P) == 9 - (2 if pays else 0)
    assert len(game.hand(VILLAIN_P)) == hand - (0 if pays else 2)
    assert game.status_name(morgan) == "stopped" and game.power(HERO_P) == 7


# --- Malcolm Barrett -----------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "usable"), [
    ((Glyph.PISCES, Glyph.SCORPIUS), True), ((Glyph.SCORPIUS,), False)])
def test_malcolm_barrett_stops_an_adversary_with_pisces_and_scorpius(
        glyphs: tuple[Glyph, ...], usable: bool) -> None:
    game = team_game(BARRETT, villain=[GUARD], glyphs=glyphs)
    in_play(game, "Guard", player=VILLAIN_P)
    barrett, guard = hero(game, "Malcolm Barrett"), uid(game, "Guard", VILLAIN_P)
    assert game.skill(barrett, 1) == 1  # Scorpius: Science +1
    action = ActivateAbility(barrett, 0, target=guard)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.status_name(guard) == "stopped"


# --- Chekov --------------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "dearer"), [((Glyph.TRIANGULUM,), 1), ((), 0)])
def test_chekov_makes_political_obstacles_dearer(glyphs: tuple[Glyph, ...],
                                                 dearer: int) -> None:
    game = team_game(CHEKOV, villain=[DEBATE], glyphs=glyphs)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Debate", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 2 - dearer


@pytest.mark.parametrize(("glyphs", "cost"), [((Glyph.ORION, Glyph.TRIANGULUM), 2),
                                              ((Glyph.ORION,), 3)])
def test_chekov_makes_russian_support_characters_cheaper(glyphs: tuple[Glyph, ...],
                                                         cost: int) -> None:
    game = team_game(CHEKOV, [MARCHENKO], glyphs=glyphs)
    game.apply(PlayCard(hero(game, "Marchenko")))
    assert game.power(HERO_P) == 9 - cost


# --- Dean Newman ---------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "dearer"), [((Glyph.ORION, Glyph.SCORPIUS), 1),
                                                ((Glyph.ORION,), 0)])
def test_dean_newman_makes_science_and_combat_obstacles_dearer(glyphs: tuple[Glyph, ...],
                                                               dearer: int) -> None:
    game = team_game(NEWMAN, villain=[DEBATE], glyphs=glyphs)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Debate", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 2 - dearer


@pytest.mark.parametrize(("glyphs", "asked"), [((Glyph.ORION,), True), ((), False)])
def test_dean_newman_draws_when_a_gear_is_destroyed(glyphs: tuple[Glyph, ...],
                                                    asked: bool) -> None:
    game = team_game(NEWMAN, [CLAIRE, WIDGET], glyphs=glyphs)
    in_play(game, "Widget")
    game.apply(PlayCard(hero(game, "Claire Tobias")))
    game.apply(Choose(hero(game, "Widget")))
    hand = len(game.hand(HERO_P))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert len(game.hand(HERO_P)) == hand + 1


# --- Abraham Ellis -------------------------------------------------------------------------


@pytest.mark.parametrize(("ship", "bonus"), [(True, 1), (False, 0)])
def test_abraham_ellis_raises_team_characters_beside_strong_ships(ship: bool,
                                                                  bonus: int) -> None:
    game = team_game(ELLIS, [BIG_SHIP], glyphs=(Glyph.TRIANGULUM,))
    in_play(game, "Big Ship")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    if ship:
        game.apply(Pass())
        game.apply(Assign(hero(game, "Big Ship")))
    assert game.skill(leader, 2) == 3 + bonus


# --- Jonas Quinn ---------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "asked"), [((Glyph.GEMINI,), True), ((), False)])
def test_jonas_quinn_assigned_searches_by_his_glyphs(glyphs: tuple[Glyph, ...],
                                                     asked: bool) -> None:
    game = team_game(QUINN, [MEDIC], glyphs=glyphs)
    medic = hero(game, "Medic")
    to_deck(game, medic)
    game.apply(Assign(hero(game, "Jonas Quinn")))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(medic))
        assert medic in game.hand(HERO_P)


# --- Tanith --------------------------------------------------------------------------------


@pytest.mark.parametrize(("ready", "paid"), [(True, 1), (False, 2)])
def test_tanith_ready_makes_goauld_cards_cheaper(ready: bool, paid: int) -> None:
    game = team_game(TANITH, villain=[SNAKE])
    if not ready:
        ops.stop(game, hero(game, "Tanith"))
        game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Snake Trap", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - paid


@pytest.mark.parametrize("destroyed", [True, False])
def test_tanith_a_goauld_adversary_on_his_opponents_turns_incapacitated_not_destroyed(
        destroyed: bool) -> None:
    from sg_effect_cards import at_actions_of_turn, drive

    game = team_game(TANITH)
    tanith = hero(game, "Tanith")
    t = game.surface
    assert not t.is_adversary(tanith) and not t.has_trait(tanith, "Goa'uld")
    if destroyed:  # on his owner's hero turn: no replacement
        t.destroy(tanith)
        assert game.zone_name(tanith) == "discard"
        return
    drive(game, at_actions_of_turn(2))
    assert game.state.villain == HERO_P
    assert t.is_adversary(tanith) and t.has_trait(tanith, "Goa'uld")
    assert t.revive_cost(tanith) == 0
    if game.to_act != HERO_P:
        game.apply(Pass())  # the new hero
    assert game.to_act == HERO_P  # Tanith's owner, the villain
    assert Assign(tanith) not in game.legal_actions()
    assert "can't be assigned" in str(game.check(Assign(tanith)))
    t.destroy(tanith)
    game._version += 1
    assert game.zone_name(tanith) == "in play"
    assert game.status_name(tanith) == "incapacitated"


# --- gear ----------------------------------------------------------------------------------

IMPROVISED = real("Improvised Weapon", GEAR, cost=0)
MAVERICK = real("AGM-65 Maverick", GEAR, cost=3, traits=("SGC",))
C4 = real("C4 Charge", GEAR, cost=4, traits=("SGC", "Atlantis"))
LEGACY = real("Legacy of the Asgard", GEAR, cost=4, traits=("Asgard",))
ASGARD_GADGET = sg_card("Asgard Gadget", GEAR, cost=2, traits=("Asgard",))
BOULDER = sg_card("Boulder", CardType.OBSTACLE, cost=1, skills={B: 1})


def gear_game(cards: list[StargateCard], villain: list[StargateCard] | None = None,
              power: int = 9) -> StargateGame:
    game = start(cards, villain, first=HARD, power=power)
    in_play(game, cards[0].title)
    return game


@pytest.mark.parametrize("assigned", [True, False])
def test_improvised_weapon_eases_an_assigned_adversary_and_draws(assigned: bool) -> None:
    game = gear_game([IMPROVISED], [GUARD])
    in_play(game, "Guard", player=VILLAIN_P)
    weapon, guard = hero(game, "Improvised Weapon"), uid(game, "Guard", VILLAIN_P)
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(guard) if assigned else Pass())
    action = ActivateAbility(weapon, 0, target=guard)
    assert (action in game.legal_actions()) is assigned
    if not assigned:
        return
    hand = len(game.hand(HERO_P))
    game.apply(action)
    assert values.difficulty_of(game, guard, 2) == 0
    assert len(game.hand(HERO_P)) == hand + 1 and game.zone_name(weapon) == "discard"


@pytest.mark.parametrize("assigned", [True, False])
def test_agm65_maverick_stops_an_assigned_character_to_destroy_an_obstacle(assigned: bool
                                                                           ) -> None:
    game = gear_game([MAVERICK], [BOULDER])
    maverick, leader = hero(game, "AGM-65 Maverick"), hero(game, "Fixture Leader")
    game.apply(Assign(leader) if assigned else Pass())
    boulder = uid(game, "Boulder", VILLAIN_P)
    game.apply(PlayCard(boulder))
    action = ActivateAbility(maverick, 0, stops=(leader,), target=boulder)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert boulder not in game.obstacles and game.power(HERO_P) == 9 - 2
        assert game.status_name(leader) == "stopped"


@pytest.mark.parametrize("obstacle", [True, False])
def test_c4_charge_destroys_a_combat_obstacle(obstacle: bool) -> None:
    game = gear_game([C4], [BOULDER])
    c4, leader = hero(game, "C4 Charge"), hero(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    boulder = uid(game, "Boulder", VILLAIN_P)
    game.apply(PlayCard(boulder) if obstacle else Pass())
    action = ActivateAbility(c4, 0, stops=(leader,), target=boulder)
    assert (action in game.legal_actions()) is obstacle
    if obstacle:
        game.apply(action)
        assert boulder not in game.obstacles and game.zone_name(c4) == "discard"


@pytest.mark.parametrize(("card", "cost"), [("Asgard Gadget", 1), ("Widget", 3)])
def test_legacy_of_the_asgard_makes_asgard_gear_cheaper(card: str, cost: int) -> None:
    game = gear_game([LEGACY, ASGARD_GADGET, WIDGET])
    game.apply(PlayCard(hero(game, card)))
    assert game.power(HERO_P) == 9 - cost


@pytest.mark.parametrize(("power", "usable"), [(9, True), (0, False)])
def test_legacy_of_the_asgard_raises_a_non_asgard_character(power: int, usable: bool
                                                            ) -> None:
    game = gear_game([LEGACY, WIDGET], power=power)
    legacy, leader = hero(game, "Legacy of the Asgard"), hero(game, "Fixture Leader")
    action = ActivateAbility(legacy, 0, discards=(hero(game, "Widget"),), target=leader)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.skill(leader, 2) == 3 + 1


# --- third batch ---------------------------------------------------------------------------

BOCH = real("Aris Boch (The Greatest Bounty Hunter)", TEAM_CHARACTER, cost=3,
            skills={C: 2, S: 0, B: 2, I: 2})
ZUKHOV = real("Zukhov (Resolute Team Leader)", TEAM_CHARACTER, cost=5,
              skills={C: 1, S: 0, B: 2, I: 2}, traits=("Russian",))
ORION_HARD = mission("Orion Mission", B, 12, glyph=Glyph.ORION)


@pytest.mark.parametrize(("glyphs", "easier"), [((Glyph.ORION,), 1), ((Glyph.LIBRA,), 0)])
def test_aris_boch_eases_missions_sharing_his_glyph(glyphs: tuple[Glyph, ...],
                                                    easier: int) -> None:
    game = team_game(BOCH, glyphs=glyphs, first=ORION_HARD)
    assert game.mission_difficulty() == 12 - easier


@pytest.mark.parametrize(("glyphs", "usable"), [((Glyph.PISCES,), True), ((Glyph.LIBRA,), False)])
def test_aris_boch_pays_to_slip_away(glyphs: tuple[Glyph, ...],
                                                      usable: bool) -> None:
    game = team_game(BOCH, glyphs=glyphs)
    boch = hero(game, "Aris Boch")
    game.apply(Assign(boch))
    game.apply(Pass())
    action = ActivateAbility(boch, 0)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.status_name(boch) == "ready" and Assign(boch) not in game.legal_actions()
        assert game.power(HERO_P) == 9 - 1


@pytest.mark.parametrize(("glyphs", "bonus"), [((Glyph.LIBRA,), 1), ((), 0)])
def test_zukhov_draws_and_grows_when_a_russian_supporter_falls(glyphs: tuple[Glyph, ...],
                                                               bonus: int) -> None:
    game = team_game(ZUKHOV, [MARCHENKO], glyphs=glyphs)
    in_play(game, "Marchenko")
    zukhov = hero(game, "Zukhov")
    hand = len(game.hand(HERO_P))
    game.apply(ActivateAbility(hero(game, "Marchenko"), 0, target=game.state.mission))
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert len(game.hand(HERO_P)) == hand + 1
    assert game.skill(zukhov, 2) == 2 + bonus


# --- fourth batch --------------------------------------------------------------------------

VALA = real("Vala Mal Doran (High Stakes Gambler)", TEAM_CHARACTER, cost=4,
            skills={C: 2, S: 0, B: 1, I: 3})
DEVICE = real("Goa'uld Communication Device", GEAR, cost=2, traits=("NID",))
BAD_ROCKS = sg_card("Bad Rocks", CardType.OBSTACLE, cost=1, skills={B: 1},
                    allegiance=Allegiance.VILLAIN)
EASY_ORION = mission("Easy Orion", B, 1, glyph=Glyph.ORION)


@pytest.mark.parametrize(("earner", "reveal"), [("Vala Mal Doran", True),
                                                ("Vala Mal Doran", False),
                                                ("Fixture Leader", False)])
def test_vala_mal_doran_earning_a_glyph_gambles_on_the_top_card(earner: str,
                                                                reveal: bool) -> None:
    game = team_game(VALA, first=EASY_ORION)
    game.apply(Assign(hero(game, earner)))
    hands = len(game.hand(HERO_P)), len(game.hand(VILLAIN_P))
    end_mission(game)
    if earner != "Vala Mal Doran":
        assert game.pending_decision is None
        return
    game.apply(Choose(0) if reveal else Decline())
    # The hero's deck holds hero cards only (fixture fillers): into his hand, and the
    # villain draws one.
    gained = 1 if reveal else 0
    assert (len(game.hand(HERO_P)), len(game.hand(VILLAIN_P))) == (hands[0] + gained,
                                                                   hands[1] + gained)


@pytest.mark.parametrize("villain_card", [True, False])
def test_goauld_communication_device_makes_the_opponent_discard(villain_card: bool) -> None:
    game = start([DEVICE], [BAD_ROCKS])
    in_play(game, "Goa'uld Communication Device")
    device, leader = hero(game, "Goa'uld Communication Device"), hero(game, "Fixture Leader")
    game.apply(ActivateAbility(device, 0, discards=(game.hand(HERO_P)[0],)))
    hand = len(game.hand(HERO_P))
    rocks = uid(game, "Bad Rocks", VILLAIN_P)
    filler = next(c for c in game.hand(VILLAIN_P) if c != rocks)
    game.apply(Choose(rocks if villain_card else filler))
    if villain_card:
        assert len(game.hand(HERO_P)) == hand + 1
    else:
        game.apply(Choose(leader))
        assert game.skill(leader, 2) == 3 + 1
    assert game.status_name(device) == "stopped"


ARK = real("Ark of Truth", GEAR, cost=3, traits=("Ancient",))
ORI_TRAP = sg_card("Ori Trap", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Ori",),
                   allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("ori", [True, False])
def test_ark_of_truth_destroys_an_ori_obstacle_then_reads_the_hand(ori: bool) -> None:
    game = start([ARK], [ORI_TRAP, BAD_ROCKS], first=HARD)
    in_play(game, "Ark of Truth")
    ark, scholar = hero(game, "Ark of Truth"), hero(game, "Fixture Scholar")
    game.apply(Assign(hero(game, "Fixture Leader")))
    played = uid(game, "Ori Trap" if ori else "Bad Rocks", VILLAIN_P)
    game.apply(PlayCard(played))
    action = ActivateAbility(ark, 0, stops=(scholar,))
    assert (action in game.legal_actions()) is ori
    if ori:
        game.apply(action)
        assert played not in game.obstacles
        target = game.hand(VILLAIN_P)[0]
        game.apply(Choose(target))
        assert game.zone_name(target) == "discard" and game.power(HERO_P) == 9 - 2


UPGRADES = real("Asgard Upgrades", GEAR, cost=3, traits=("Asgard",))
ATA = real("A.T.A. Gene Therapy", GEAR, cost=1, traits=("Atlantis",))
ASGARD_SHIP = sg_card("Asgard Ship", SHIP, "Hero Ship", cost=1, firepower=2,
                      traits=("Asgard",))
ANCIENT_ORB = sg_card("Ancient Orb", GEAR, cost=1, traits=("Ancient",))


@pytest.mark.parametrize(("ship", "usable"), [("Cruiser", True), ("Asgard Ship", False)])
def test_asgard_upgrades_fit_a_non_asgard_ship(ship: str, usable: bool) -> None:
    game = start([UPGRADES, CRUISER, ASGARD_SHIP])
    in_play(game, "Asgard Upgrades", ship)
    upgrades, target = hero(game, "Asgard Upgrades"), hero(game, ship)
    action = ActivateAbility(upgrades, 0, target=target)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.zone_name(upgrades) == "beneath a card"
        assert values.firepower(game, target) == 3
        assert game.surface.has_trait(target, "Asgard")


@pytest.mark.parametrize(("orb", "science"), [(True, 1), (False, 0)])
def test_ata_gene_therapy_gives_science_with_an_ancient_gear(orb: bool, science: int
                                                             ) -> None:
    game = start([ATA, ANCIENT_ORB])
    in_play(game, "A.T.A. Gene Therapy")
    if orb:
        in_play(game, "Ancient Orb")
    ata, leader = hero(game, "A.T.A. Gene Therapy"), hero(game, "Fixture Leader")
    game.apply(ActivateAbility(ata, 0, target=leader))
    assert game.zone_name(ata) == "beneath a card"
    assert game.skill(leader, 1) == science
