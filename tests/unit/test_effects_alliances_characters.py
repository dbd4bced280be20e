"""Alliances characters (effects/alliances/characters.py), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids."""

from __future__ import annotations

import pytest
from factories import CRUISER, RAIDER, sg_card
from factories import TEAM as FIXTURE_TEAM
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE, SPARE, hero, legal_of, to_next_mission, villain
from sg_play import hero_plays as play
from sg_play import pass_out as fail
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    ChooseGlyphCharacter,
    Decline,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    active,
    ops,
    values,
)
from stargate_vcg.errors import IllegalAction

SUPPORT, TEAM = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
DILLON = real("Dillon Everett (Bold Leader)", SUPPORT, cost=1, skills={B: 2})
ELI = real("Eli Wallace (Puzzle Solver)", SUPPORT, cost=5, skills={C: 2, S: 3})
RUSH = real("Nicholas Rush (Driven Scientist)", SUPPORT, cost=5, skills={C: 3, S: 2})
HELIA = real("Helia (Captain of the Warship Tria)", SUPPORT, cost=1, skills={S: 3, B: 2})
LARRIN = real("Larrin (Traveler Commander)", SUPPORT, cost=1, skills={I: 3})
LYCUS = real("Lycus (Taranian Chancellor)", SUPPORT, cost=1, skills={C: 3})
KAWALSKY = real("Mirror Kawalsky (Hardened Survivor)", SUPPORT, cost=1, skills={B: 2, I: 2})
HAMMOND = real("Mirror Hammond (Steadfast Colonel)", SUPPORT, cost=1, skills={B: 2, I: 1})
TAMARA = real("Tamara Johansen (Insecure Medic)", SUPPORT, cost=1, skills={S: 2, B: 2})
DANIEL = real("Daniel Jackson (Concerned Friend)", TEAM, cost=1,
              skills={C: 3, S: 3, B: 0, I: 3})
LYA = real("Lya (Nox Emissary)", TEAM, cost=1, skills={C: 3, S: 3, B: 0, I: 1})
MIRROR_ONEILL = real("Mirror O'Neill (Unyielding General)", TEAM, cost=1,
                     skills={C: 0, S: 1, B: 3, I: 2})
INAGO = real("Inago (Shady Trader)", TEAM, cost=1, skills={C: 2, S: 0, B: 1, I: 3})

PLAIN = mission("Plain Mission", C, 1)
BATTLE = mission("Battle Mission", B, 1)
BATTLE_TWO = mission("Battle Mission Two", B, 1)
LAB = mission("Lab Mission", S, 3)
HARD = mission("Hard Mission", B, 9)
CLEVER = mission("Clever Mission", I, 1)
ROCKS = sg_card("Rocks", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1, I: 1})
STONES = sg_card("Stones", CardType.OBSTACLE, cost=1, skills={B: 1, C: 1, S: 1, I: 1})
TOOL = [sg_card(f"Tool {n}", CardType.GEAR, cost=0) for n in range(3)]

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard] | None = None,
          missions: list[StargateCard] | None = None, power: int = 9,
          member: StargateCard | None = None) -> StargateGame:
    """`member` takes the Fixture Leader's place in the hero's team."""
    team = [member, *FIXTURE_TEAM[1:]] if member else None
    return scenario(hero, villain or [], missions=missions or [PLAIN, SPARE, PLAIN],
                    power=power, pad=20, hero_team=team)


def next_mission(game: StargateGame) -> None:
    to_next_mission(game)
    game.state.players[HERO_P].power = 9


@pytest.mark.parametrize(("first", "combat"), [(True, 3), (False, 2)])
def test_dillon_everett_gets_combat_during_the_first_mission_of_the_turn(
        first: bool, combat: int) -> None:
    game = start([DILLON])
    play(game, "Dillon Everett")
    if not first:
        fail(game)
        next_mission(game)
    assert game.skill(hero(game, "Dillon Everett"), 2) == combat


@pytest.mark.parametrize(("first", "science"), [(True, 1), (False, 2)])
def test_tamara_johansen_is_weaker_during_the_first_mission_of_the_turn(
        first: bool, science: int) -> None:
    game = start([TAMARA])
    play(game, "Tamara Johansen")
    if not first:
        fail(game)
        next_mission(game)
    assert game.skill(hero(game, "Tamara Johansen"), 1) == science


@pytest.mark.parametrize("complications", [2, 0])
def test_eli_wallace_costs_less_per_complication(complications: int) -> None:
    game = start([ELI], [ROCKS, STONES])
    for title in ("Rocks", "Stones")[:complications]:
        game.apply(Pass())
        game.apply(PlayComplication(villain(game, title)))
    game.apply(PlayCard(hero(game, "Eli Wallace")))
    assert game.power(HERO_P) == 9 - (5 - complications)


@pytest.mark.parametrize("obstacles", [2, 0])
def test_nicholas_rush_costs_less_per_obstacle(obstacles: int) -> None:
    game = start([RUSH], [ROCKS, STONES])
    for title in ("Rocks", "Stones")[:obstacles]:
        game.apply(Pass())
        game.apply(PlayCard(villain(game, title)))
    game.apply(PlayCard(hero(game, "Nicholas Rush")))
    assert game.power(HERO_P) == 9 - (5 - obstacles)


@pytest.mark.parametrize("accepts", [True, False])
def test_helia_lets_the_opponent_play_a_free_complication(accepts: bool) -> None:
    game = start([HELIA], [ROCKS])
    game.apply(PlayCard(hero(game, "Helia")))
    assert game.to_act == VILLAIN_P
    game.apply(Choose(villain(game, "Rocks")) if accepts else Decline())
    assert game.complications == ((villain(game, "Rocks"),) if accepts else ())
    assert game.power(VILLAIN_P) == 9


@pytest.mark.parametrize("stops", [True, False])
def test_larrin_may_stop_to_make_the_mission_an_ingenuity_mission(stops: bool) -> None:
    game = start([LARRIN], missions=[SPARE, PLAIN, PLAIN])
    larrin = hero(game, "Larrin")
    game.apply(PlayCard(larrin))
    game.apply(Choose(0) if stops else Decline())
    assert game.status_name(larrin) == ("stopped" if stops else "ready")
    assert (game.mission_difficulty(3) == 3) is stops


@pytest.mark.parametrize(("first", "difficulty"), [(LAB, 3 + 1), (SPARE, 3)])
def test_lycus_science_missions_are_harder(first: StargateCard, difficulty: int) -> None:
    game = start([LYCUS], missions=[first, PLAIN, PLAIN])
    play(game, "Lycus")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("with_glyph", "drawn"), [(True, 1), (False, 0)])
def test_mirror_kawalsky_draws_per_assigned_team_character_with_a_glyph(
        with_glyph: bool, drawn: int) -> None:
    game = start([KAWALSKY], missions=[CLEVER, BATTLE, SPARE])
    play(game, "Mirror Kawalsky")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(Pass())
    if with_glyph:
        ops.place_glyph(game, hero(game, "Spare Mission"), hero(game, "Fixture Scholar"))
    hand = len(game.hand(HERO_P))
    game.apply(Assign(hero(game, "Mirror Kawalsky")))
    assert len(game.hand(HERO_P)) == hand + drawn


@pytest.mark.parametrize("complication", [True, False])
def test_mirror_hammond_destroys_himself_to_clear_the_complications(
        complication: bool) -> None:
    game = start([HAMMOND], [ROCKS])
    game.apply(PlayCard(hero(game, "Mirror Hammond")))
    game.apply(PlayComplication(villain(game, "Rocks")) if complication else Pass())
    usable = ActivateAbility(hero(game, "Mirror Hammond"), 0) in game.legal_actions()
    assert usable is complication
    if usable:
        game.apply(ActivateAbility(hero(game, "Mirror Hammond"), 0))
        assert game.complications == ()
        assert game.zone_name(villain(game, "Rocks")) == "discard"


@pytest.mark.parametrize(("title", "can_assign"), [("Daniel Jackson", False),
                                                    ("Fixture Scholar", True)])
def test_daniel_jackson_concerned_friend_cant_be_assigned(title: str,
                                                          can_assign: bool) -> None:
    game = start([], member=DANIEL)
    assert (Assign(hero(game, title)) in game.legal_actions()) is can_assign


@pytest.mark.parametrize(("first", "can_assign"), [(BATTLE, False), (PLAIN, True)])
def test_lya_is_kept_off_combat_missions(first: StargateCard,
                                                 can_assign: bool) -> None:
    game = start([], missions=[first, SPARE, PLAIN], member=LYA)
    assert (Assign(hero(game, "Lya")) in game.legal_actions()) is can_assign


@pytest.mark.parametrize("pays", [True, False])
def test_mirror_oneill_failure_may_pay_three_to_ready_him(pays: bool) -> None:
    game = start([], missions=[HARD, SPARE, PLAIN], member=MIRROR_ONEILL)
    oneill = hero(game, "Mirror O'Neill")
    game.apply(Assign(oneill))
    game.apply(Pass())
    fail(game)
    game.apply(Choose(0) if pays else Decline())
    while game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert game.status_name(oneill) == ("ready" if pays else "stopped")
    assert game.power(HERO_P) == 9 - (3 if pays else 0)


@pytest.mark.parametrize(("gears", "science"), [(3, 2), (2, 0)])
def test_inago_libra_gets_science_with_three_gears(gears: int, science: int) -> None:
    game = start([*TOOL[:gears]], missions=[PLAIN, LIBRA_PLACE, SPARE], member=INAGO)
    play(game, *(t.title for t in TOOL[:gears]))
    inago = hero(game, "Inago")
    ops.place_glyph(game, hero(game, "Libra Place"), inago)
    assert game.skill(inago, 1) == science


def test_daniel_jackson_concerned_friend_assigning_him_is_illegal() -> None:
    game = start([], member=DANIEL)
    with pytest.raises(IllegalAction):
        game.apply(Assign(hero(game, "Daniel Jackson")))


# --- abilities and glyph conditions ---------------------------------------------------------------

WARRICK = real("Warrick (Dutiful Pilot)", TEAM, cost=1, skills={C: 1, S: 2, B: 2, I: 1})
SKAARA = real("Skaara (Abydonian Leader)", TEAM, cost=1, skills={C: 2, S: 0, B: 2, I: 1})
FRAN = real("F.R.An. (Friendly Replicator Android)", SUPPORT, cost=1, skills={S: 2})
MITCHELL = real("Cameron Mitchell (New Guy)", TEAM, cost=1, skills={C: 1, S: 0, B: 3, I: 3})
GUARD = sg_card("Guard", CardType.ADVERSARY, "Sentry", cost=1, skills={C: 1}, revive=1)
SWARM = sg_card("Swarm", CardType.OBSTACLE, cost=1, skills={C: 1}, traits=("Replicator",))
SCORPIUS_PLACE = mission("Scorpius Place", C, 3, glyph=Glyph.SCORPIUS)
GEMINI_PLACE = mission("Gemini Place", C, 3, glyph=Glyph.GEMINI)
ORION_PLACE = mission("Orion Place", C, 3, glyph=Glyph.ORION)


@pytest.mark.parametrize(("place", "hero_bonus", "villain_bonus"),
                         [(LIBRA_PLACE, 0, -1), (SCORPIUS_PLACE, 1, 0), (ORION_PLACE, 0, 0)])
def test_warrick_glyphs_change_ship_firepower(place: StargateCard, hero_bonus: int,
                                              villain_bonus: int) -> None:
    game = start([CRUISER], [RAIDER], missions=[PLAIN, place, SPARE], member=WARRICK)
    ops.place_glyph(game, hero(game, place.title), hero(game, "Warrick"))
    game.apply(PlayCard(hero(game, "Cruiser")))
    game.apply(PlayCard(villain(game, "Raider")))
    assert values.firepower(game, hero(game, "Cruiser")) == 2 + hero_bonus
    assert values.firepower(game, villain(game, "Raider")) == 2 + villain_bonus


@pytest.mark.parametrize("ship_stopped", [True, False])
def test_warrick_stops_to_ready_a_hero_ship(ship_stopped: bool) -> None:
    game = start([CRUISER], member=WARRICK)
    cruiser = hero(game, "Cruiser")
    play(game, "Cruiser")
    if ship_stopped:
        ops.stop(game, cruiser)
    use = ActivateAbility(hero(game, "Warrick"), 0, target=cruiser)
    assert (use in game.legal_actions()) is ship_stopped
    if ship_stopped:
        game.apply(use)
        assert game.status_name(cruiser) == "ready"
        assert game.status_name(hero(game, "Warrick")) == "stopped"


@pytest.mark.parametrize(("place", "usable"), [(GEMINI_PLACE, True), (ORION_PLACE, False)])
def test_skaara_with_gemini_or_libra_stops_to_block_an_adversary(place: StargateCard,
                                                                 usable: bool) -> None:
    game = start([], [GUARD], missions=[PLAIN, place, SPARE], member=SKAARA)
    ops.place_glyph(game, hero(game, place.title), hero(game, "Skaara"))
    game.apply(Pass())
    game.apply(PlayCard(villain(game, "Guard")))
    use = ActivateAbility(hero(game, "Skaara"), 0, target=villain(game, "Guard"))
    assert (use in game.legal_actions()) is usable
    if usable:
        game.apply(use)
        assert game.is_blocked(villain(game, "Guard"))


@pytest.mark.parametrize("replicator", [True, False])
def test_fran_pays_three_and_destroys_itself_to_destroy_a_replicator_obstacle(
        replicator: bool) -> None:
    game = start([FRAN], [SWARM, ROCKS])
    game.apply(PlayCard(hero(game, "F.R.An.")))
    game.apply(PlayCard(villain(game, "Swarm" if replicator else "Rocks")))
    swarm = villain(game, "Swarm")
    use = ActivateAbility(hero(game, "F.R.An."), 0, target=swarm)
    assert (use in game.legal_actions()) is replicator
    if replicator:
        game.apply(use)
        assert game.zone_name(swarm) == "discard"
        assert game.zone_name(hero(game, "F.R.An.")) == "discard"
        assert game.power(HERO_P) == 9 - 1 - 3


@pytest.mark.parametrize(("first", "combat"), [(True, 2), (False, 3)])
def test_cameron_mitchell_new_guy_weaker_on_the_first_mission_of_the_turn(
        first: bool, combat: int) -> None:
    game = start([], missions=[BATTLE, BATTLE_TWO, SPARE], member=MITCHELL)
    mitchell = hero(game, "Cameron Mitchell")
    if not first:
        fail(game)
        next_mission(game)
    game.apply(Assign(mitchell))
    assert game.skill(mitchell, 2) == combat


# --- glyph, mission and assignment triggers -----------------------------------------------------

BAUER = real("Bauer (Hawkish General)", TEAM, cost=1, skills={C: 1, S: 2, B: 2, I: 1})
ISHTA = real("Ishta (Respected Leader)", TEAM, cost=1, skills={C: 1, S: 0, B: 2, I: 2})
YOUNG = real("Everett Young (Icarus Base Commander)", SUPPORT, cost=1, skills={C: 1, I: 2})
GREER = real("Ronald Greer (Short Fuse)", SUPPORT, cost=1, skills={B: 2, I: 2})
HUTCHISON = real("Dr. Hutchison (SGC Psychologist)", SUPPORT, cost=1, skills={C: 3, S: 1})
KTAN = sg_card("Jaffa Aide", SUPPORT, "Warrior", cost=3, skills={C: 1}, traits=("Jaffa",))
GUARDSMAN = sg_card("Marine Guard", SUPPORT, "Sentry", cost=1, skills={C: 1})
VILLAIN_CARD = sg_card("Villain Trap", CardType.OBSTACLE, cost=1, skills={C: 1},
                       allegiance=Allegiance.VILLAIN)


def earn_with(game: StargateGame, title: str) -> None:
    """`title` alone succeeds at the current mission and earns its glyph."""
    game.apply(Assign(hero(game, title)))
    game.apply(Pass())
    game.apply(Pass())
    for _ in range(5):
        glyph = legal_of(game, ChooseGlyphCharacter)
        if not glyph:
            break
        game.apply(next(a for a in glyph if a.character == hero(game, title)))


@pytest.mark.parametrize("accepts", [True, False])
def test_bauer_may_promote_a_team_character_earning_a_new_glyph(accepts: bool) -> None:
    game = start([], member=BAUER)
    earn_with(game, "Fixture Scholar")
    game.apply(Choose(0) if accepts else Decline())
    assert game.state.tokens.get(hero(game, "Fixture Scholar"), 0) == (1 if accepts else 0)


def test_bauer_no_promotion_for_a_glyph_already_held() -> None:
    game = start([], missions=[PLAIN, SPARE, PLAIN], member=BAUER)
    scholar = hero(game, "Fixture Scholar")
    ops.place_glyph(game, uid(game, "Plain Mission", HERO_P, nth=1), scholar)
    earn_with(game, "Fixture Scholar")
    assert game.pending_decision is None
    assert game.state.tokens.get(scholar, 0) == 0


@pytest.mark.parametrize(("earner", "asked"), [("Ishta", True), ("Fixture Scholar", False)])
def test_ishta_earning_a_glyph_plays_a_jaffa_support_character_free(earner: str,
                                                                     asked: bool) -> None:
    game = start([KTAN], member=ISHTA)
    earn_with(game, earner)
    aide = hero(game, "Jaffa Aide")
    if asked:
        game.apply(Choose(aide))
    assert game.zone_name(aide) == ("in play" if asked else "hand")
    assert game.power(HERO_P) == 9


@pytest.mark.parametrize(("second", "asked"), [(LAB, True), (SPARE, False)])
def test_everett_young_science_mission_stop_and_discard_to_ready_another(
        second: StargateCard, asked: bool) -> None:
    game = start([YOUNG, TOOL[0]], missions=[PLAIN, second, PLAIN])
    play(game, "Everett Young")
    fail(game)
    to_next_mission(game)
    warrior = hero(game, "Fixture Warrior")
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(hero(game, "Tool 0")))  # then the Warrior: the only one
    assert game.status_name(warrior) == ("ready" if asked else "stopped")
    assert game.status_name(hero(game, "Everett Young")) == ("stopped" if asked else "ready")


@pytest.mark.parametrize(("pays", "top_villain", "status"),
                         [(True, True, "assigned"), (False, True, "ready"),
                          (False, False, "assigned")])
def test_ronald_greer_pays_one_or_gambles_on_the_top_card(pays: bool, top_villain: bool,
                                                          status: str) -> None:
    game = start([GREER, VILLAIN_CARD], missions=[CLEVER, SPARE, PLAIN])
    greer = hero(game, "Ronald Greer")
    play(game, "Ronald Greer")
    trap = hero(game, "Villain Trap")  # a villain card of the hero's (as a deck may hold)
    p = game.state.players[HERO_P]
    p.hand.remove(trap)
    p.deck.insert(len(p.deck) if top_villain else 0, trap)
    game.state.zone[trap] = game.state.zone[p.deck[1]]
    game.apply(Assign(greer))
    game.apply(Choose(0) if pays else Decline())
    assert game.status_name(greer) == status
    assert game.is_blocked(greer) is (status == "ready")


@pytest.mark.parametrize(("blocked", "paid"), [("Fixture Scholar", 0), ("Marine Guard", 2),
                                               (None, 0)])
def test_dr_hutchison_stops_to_unblock_another_character_free_for_the_sgc(
        blocked: str | None, paid: int) -> None:
    game = start([HUTCHISON, GUARDSMAN])
    play(game, "Dr. Hutchison", "Marine Guard")
    hutchison = hero(game, "Dr. Hutchison")
    offered = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
               and a.card == hutchison]
    if blocked is None:
        assert offered == []
        return
    target = hero(game, blocked)
    game.surface.block(target)
    power = game.power(HERO_P)
    game.apply(ActivateAbility(hutchison, 0, target=target))
    assert not game.is_blocked(target)
    assert game.power(HERO_P) == power - paid


MIRROR_CARTER = real("Mirror Carter (Astrophysicist)", TEAM, cost=1,
                     skills={C: 2, S: 3, B: 0, I: 2})


SCORPIUS_PLACE = mission("Scorpius Place", C, 3, glyph=Glyph.SCORPIUS)
TRIANGULUM_PLACE = mission("Triangulum Place", C, 3, glyph=Glyph.TRIANGULUM)


def carter_assignments(game: StargateGame, carter: int) -> list[Assign]:
    return legal_of(game, Assign, carter)


@pytest.mark.parametrize("power", [9, 0])
def test_mirror_carter_assigning_her_costs_a_power_and_a_discard(power: int) -> None:
    game = start([], member=MIRROR_CARTER, power=power)
    game._version += 1  # (the power set by hand after the set-up: listed afresh)
    carter = hero(game, "Mirror Carter")
    listed = carter_assignments(game, carter)
    if not power:
        assert not listed
        with pytest.raises(IllegalAction):
            game.apply(Assign(carter, (game.hand(HERO_P)[0],)))
        return
    hand = game.hand(HERO_P)
    assert all(len(a.stops) == 1 and a.stops[0] in hand for a in listed)
    with pytest.raises(IllegalAction):  # the discard is paid before: not without it
        game.apply(Assign(carter))
    paid = listed[0].stops[0]
    cards = len(hand)
    game.apply(listed[0])
    assert game.pending_decision is None
    assert game.zone_name(paid) == "discard"
    assert game.power(HERO_P) == 9 - 1
    assert len(game.hand(HERO_P)) == cards - 1
    assert game.status_name(carter) == "assigned"


def test_mirror_carter_needs_a_card_to_discard() -> None:
    game = start([], member=MIRROR_CARTER)
    carter = hero(game, "Mirror Carter")
    for c in list(game.hand(HERO_P)):
        game.surface.put_on_deck(c)
    active.rebuild(game)
    game._version += 1
    assert not carter_assignments(game, carter)


@pytest.mark.parametrize("scorpius", [True, False])
def test_mirror_carter_with_scorpius_assigns_for_no_power(scorpius: bool) -> None:
    game = start([], missions=[PLAIN, SCORPIUS_PLACE, SPARE], member=MIRROR_CARTER)
    carter = hero(game, "Mirror Carter")
    if scorpius:
        ops.place_glyph(game, hero(game, "Scorpius Place"), carter)
    game.apply(carter_assignments(game, carter)[0])
    assert game.power(HERO_P) == 9 - (0 if scorpius else 1)


@pytest.mark.parametrize(("triangulum", "draws"), [(True, True), (True, False), (False, False)])
def test_mirror_carter_with_triangulum_may_draw_as_assigned(triangulum: bool,
                                                           draws: bool) -> None:
    game = start([], missions=[PLAIN, TRIANGULUM_PLACE, SPARE], member=MIRROR_CARTER)
    carter = hero(game, "Mirror Carter")
    if triangulum:
        ops.place_glyph(game, hero(game, "Triangulum Place"), carter)
    cards = len(game.hand(HERO_P))
    game.apply(carter_assignments(game, carter)[0])
    if triangulum:
        assert game.pending_decision is not None
        game.apply(next(a for a in game.legal_actions()
                        if isinstance(a, Decline) is not draws))
    else:
        assert game.pending_decision is None
    assert len(game.hand(HERO_P)) == cards - 1 + (1 if draws else 0)


SHEPPARD = real("John Sheppard (Troubleshooter)", TEAM, cost=1,
                skills={C: 0, S: 1, B: 2, I: 3})


@pytest.mark.parametrize(("place", "asked"), [(ORION_PLACE, True), (GEMINI_PLACE, False)])
def test_john_sheppard_troubleshooter_matching_glyph_pays_for_skills(place: StargateCard,
                                                                     asked: bool) -> None:
    """Plain Mission has the Orion glyph; Sheppard holds `place`'s."""
    game = start([TOOL[0]], missions=[CLEVER, place, SPARE], member=SHEPPARD)
    sheppard = hero(game, "John Sheppard")
    ops.place_glyph(game, hero(game, place.title), sheppard)
    game.apply(Assign(sheppard))
    if asked:
        game.apply(Choose(0))
        game.apply(Choose(hero(game, "Tool 0")))
        mode = legal_of(game, Choose)
        game.apply(mode[-1])  # he gets skills +1
        assert game.power(HERO_P) == 9 - 1
    else:
        assert game.pending_decision is None
    assert game.skill(sheppard, 3) == (4 if asked else 3)


CHAIR = real("Control Chair", CardType.GEAR, cost=1)
ANCIENT = sg_card("Ancient Sage", SUPPORT, "Ascended", cost=1, skills={C: 1},
                  traits=("Ancient",))
BARRIER = sg_card("Barrier", CardType.OBSTACLE, cost=1, skills={C: 1, B: 2})


@pytest.mark.parametrize("drone", [True, False])
def test_control_chair_a_drone_counter_lets_an_ancient_destroy_a_combat_obstacle(
        drone: bool) -> None:
    game = start([CHAIR, ANCIENT], [BARRIER])
    chair, sage = hero(game, "Control Chair"), hero(game, "Ancient Sage")
    play(game, "Control Chair")
    game.apply(PlayCard(sage))
    game.apply(PlayCard(villain(game, "Barrier")))
    if drone:
        game.apply(ActivateAbility(chair, 0))
        assert game.power(HERO_P) == 9 - 2 - 3
        ops.ready(game, chair)
        game.apply(Pass())
    use = ActivateAbility(chair, 1, stops=(sage,), target=villain(game, "Barrier"))
    assert (use in game.legal_actions()) is drone
    if drone:
        game.apply(use)
        assert game.zone_name(villain(game, "Barrier")) == "discard"
        assert game.status_name(sage) == "stopped"


# --- session 6 fan-set batch ---------------------------------------------------------------------

MCKAY_PRESSURE = real("Rodney McKay (Better Under Pressure)", TEAM, cost=4,
                      skills={C: 2, S: 3, B: 0, I: 1})
TOUGH = mission("Tough Mission", C, 8)
TRAP = sg_card("Trap", CardType.OBSTACLE, cost=1, skills={C: 1},
               text="Failure: the fixture hero loses one power.")


@pytest.mark.parametrize(("first", "place", "culture"),
                         [(TOUGH, ORION_PLACE, 3), (PLAIN, ORION_PLACE, 2),
                          (TOUGH, GEMINI_PLACE, 2)])
def test_rodney_mckay_better_under_pressure_orion_skills_up_on_a_mission_of_eight_or_more(
        first: StargateCard, place: StargateCard, culture: int) -> None:
    game = start([], missions=[first, place, SPARE], member=MCKAY_PRESSURE)
    mckay = hero(game, "Rodney McKay")
    ops.place_glyph(game, hero(game, place.title), mckay)
    assert game.skill(mckay, 0) == culture
    assert game.skill(mckay, 2) == culture - 2


@pytest.mark.parametrize(("obstacle", "place", "science"),
                         [("Trap", SCORPIUS_PLACE, 4), ("Rocks", SCORPIUS_PLACE, 3),
                          ("Trap", GEMINI_PLACE, 3)])
def test_rodney_mckay_better_under_pressure_scorpius_skills_up_with_a_failure_obstacle(
        obstacle: str, place: StargateCard, science: int) -> None:
    game = start([], [TRAP, ROCKS], missions=[PLAIN, place, SPARE], member=MCKAY_PRESSURE)
    mckay = hero(game, "Rodney McKay")
    ops.place_glyph(game, hero(game, place.title), mckay)
    assert game.skill(mckay, 1) == 3
    game.apply(Pass())
    game.apply(PlayCard(villain(game, obstacle)))
    assert game.skill(mckay, 1) == science


# --- session 8 sp-cards11 ------------------------------------------------------------------

SUBMERSIBLE = real("Research Submersible", CardType.GEAR, cost=1, traits=("Russian",))
DANNING = real('"Colonel Danning" (X-cellent Hero)', SUPPORT, cost=1, skills={B: 1})


@pytest.mark.parametrize("relay", [True, False])
def test_research_submersible_relays_a_glyph_to_another_characters_glyph_text(
        relay: bool) -> None:
    from sg_effect_cards import drive

    game = start([SUBMERSIBLE, DANNING], missions=[mission("Easy", B, 1), SPARE, PLAIN])
    sub, danning = hero(game, "Research Submersible"), hero(game, '"Colonel Danning"')
    leader = hero(game, "Fixture Leader")
    for c in (sub, danning):
        ops.put_in_play(game, c)
    game._version += 1
    game.apply(Assign(leader))
    drive(game, lambda g: g.pending_decision is not None
          and g.pending_decision.source == sub)
    assert game.surface.glyphs(leader)  # the Leader earned the glyph
    game.apply(Choose(0) if relay else Decline())
    assert game.zone_name(sub) == ("discard" if relay else "in play")
    # Danning's text (the next mission this turn is easier) happened, or not.
    assert any(d[1] == danning for d in game.state.delayed) is relay
