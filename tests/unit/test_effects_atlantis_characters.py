"""Atlantis team and support characters and events (effects/atlantis/characters.py,
events.py), each played: the text happens, and does not when its condition fails.
Fixture printings with the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

from functools import partial

import pytest
from factories import GADGET, ROCKS, TEAM, WIDGET, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import EASY, SPARE, end_mission, glyph_places, hero, place_glyphs, put_in_play
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Pass,
    PlayCard,
    PlayComplication,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.facts import Z_DECK

SUPPORT, TEAM_CHARACTER = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
CARTER = real("Samantha Carter (Seasoned Commander)", SUPPORT, cost=5, skills={S: 3, B: 2},
              traits=("Atlantis", "SGC"))
TEYLA = real("Teyla Emmagan (Athosian Leader)", TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 0, B: 2, I: 2}, traits=("Atlantis",))
MCKAY = real("Rodney McKay (Chief Science Officer)", TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 3, B: 0, I: 1}, traits=("Atlantis",))
KATE = real("Kate Heightmeyer (Psychologist)", SUPPORT, cost=4, skills={C: 2, S: 2},
            traits=("Atlantis",))
HELP = real("Help Is on the Way", CardType.EVENT, cost=2)

ATHOSIAN = sg_card("Athosian", TEAM_CHARACTER, "Hunter", cost=3,
                   skills={C: 1, S: 1, B: 2, I: 1}, traits=("Atlantis",))
MEDIC = sg_card("Medic", SUPPORT, "Nurse", cost=1, skills={S: 1, B: 1})
LEADER, SCHOLAR, SCIENTIST, WARRIOR = TEAM
HARD = mission("Hard Mission", B, 12)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


in_play = partial(put_in_play, player=HERO_P)


# --- Samantha Carter -----------------------------------------------------------------------


@pytest.mark.parametrize(("first", "readied"), [(EASY, True), (HARD, False)])
def test_samantha_carter_success_readies_an_sgc_team_character(first: StargateCard,
                                                               readied: bool) -> None:
    game = scenario([CARTER], [], missions=[first, SPARE], power=9, pad=20)
    in_play(game, "Samantha Carter")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Samantha Carter")))
    game.apply(Pass())
    game.apply(Assign(leader))
    end_mission(game)
    # (the only stopped SGC or Atlantis team character is readied without asking)
    assert game.status_name(leader) == ("ready" if readied else "stopped")


# --- Teyla Emmagan -------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "with_athosian", "teyla", "athosian"), [
    ((Glyph.PISCES,), True, 3, 2), ((Glyph.PISCES,), False, 2, 2),
    ((Glyph.PISCES, Glyph.ORION), True, 3, 3), ((), True, 2, 2)])
def test_teyla_emmagan_glyphs_raise_atlantis_team_skills(glyphs: tuple[Glyph, ...],
                                                         with_athosian: bool, teyla: int,
                                                         athosian: int) -> None:
    game = scenario([], [], missions=[HARD, *glyph_places(Glyph.PISCES, Glyph.ORION)],
                    hero_team=[TEYLA, ATHOSIAN, LEADER, WARRIOR], power=9, pad=20)
    t, a = hero(game, "Teyla Emmagan"), hero(game, "Athosian")
    place_glyphs(game, t, *glyphs)
    game.apply(Assign(t))
    if with_athosian:
        game.apply(Pass())
        game.apply(Assign(a))
    assert game.skill(t, 2) == teyla
    assert game.skill(a, 2) == athosian


# --- Rodney McKay --------------------------------------------------------------------------


@pytest.mark.parametrize(("glyphs", "dearer"), [((Glyph.ORION,), 1), ((), 0)])
def test_rodney_mckay_ready_with_orion_makes_complications_dearer(glyphs: tuple[Glyph, ...],
                                                                  dearer: int) -> None:
    game = scenario([], [ROCKS], missions=[HARD, *glyph_places(Glyph.ORION)],
                    hero_team=[MCKAY, LEADER, SCHOLAR, WARRIOR], power=9, pad=20)
    place_glyphs(game, hero(game, "Rodney McKay"), *glyphs)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)))
    assert power - game.power(VILLAIN_P) == 1 + dearer


@pytest.mark.parametrize(("glyphs", "dearer"), [((Glyph.LIBRA,), 1), ((), 0)])
def test_rodney_mckay_assigned_with_libra_makes_obstacles_dearer(glyphs: tuple[Glyph, ...],
                                                                 dearer: int) -> None:
    game = scenario([], [ROCKS], missions=[HARD, *glyph_places(Glyph.LIBRA)],
                    hero_team=[MCKAY, LEADER, SCHOLAR, WARRIOR], power=9, pad=20)
    mckay = hero(game, "Rodney McKay")
    place_glyphs(game, mckay, *glyphs)
    game.apply(Assign(mckay))
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    assert power - game.power(VILLAIN_P) == 1 + dearer


# --- Kate Heightmeyer ----------------------------------------------------------------------


@pytest.mark.parametrize(("power", "usable"), [(9, True), (2, False)])
def test_kate_heightmeyer_gives_skills_per_glyph(power: int, usable: bool) -> None:
    game = scenario([KATE], [], missions=[HARD, *glyph_places(Glyph.ORION, Glyph.LIBRA)],
                    power=power, pad=20)
    in_play(game, "Kate Heightmeyer")
    kate, leader = hero(game, "Kate Heightmeyer"), hero(game, "Fixture Leader")
    place_glyphs(game, leader, Glyph.ORION, Glyph.LIBRA)
    action = ActivateAbility(kate, 0, target=leader)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.skill(leader, 2) == 3 + 2
        assert game.status_name(kate) == "stopped" and game.power(HERO_P) == power - 3


# --- Help Is on the Way --------------------------------------------------------------------


def _to_deck(game: StargateGame, card: int) -> None:
    owner = game.facts[card].owner
    game.state.players[owner].hand.remove(card)
    game.state.players[owner].deck.append(card)
    game.state.zone[card] = Z_DECK
    game._version += 1


def test_help_is_on_the_way_stops_a_character_and_finds_a_support_character() -> None:
    game = scenario([HELP, MEDIC], [], power=9, pad=20)
    medic, leader = hero(game, "Medic"), hero(game, "Fixture Leader")
    _to_deck(game, medic)
    game.apply(PlayCard(hero(game, "Help Is on the Way"), stops=(leader,)))
    game.apply(Choose(medic))
    assert medic in game.hand(HERO_P) and game.status_name(leader) == "stopped"


def test_help_is_on_the_way_needs_a_character_to_stop() -> None:
    game = scenario([HELP], [], power=9, pad=20)
    help_ = hero(game, "Help Is on the Way")
    for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist"):
        ops.stop(game, hero(game, title))
    game._version += 1
    assert not any(isinstance(a, PlayCard) and a.card == help_ for a in game.legal_actions())


# --- second batch --------------------------------------------------------------------------

CHUCK = real("Chuck (Gate Technician)", SUPPORT, cost=3, skills={S: 1, I: 1},
             traits=("Atlantis",))
SHEPPARD = real("John Sheppard (AR-1 Leader)", TEAM_CHARACTER, cost=4,
                skills={C: 0, S: 1, B: 2, I: 3}, traits=("Atlantis",))
SUMNER = real("Marshall Sumner (Senior Military Officer)", TEAM_CHARACTER, cost=3,
              skills={C: 1, S: 1, B: 2, I: 2}, traits=("Atlantis",))
HERMIOD = real("Hermiod (Engineering Specialist)", TEAM_CHARACTER, cost=4,
               skills={C: 1, S: 3, B: 0, I: 2}, traits=("Asgard",))
TODD = real('"Todd" (Dangerous Ally)', SUPPORT, cost=5, skills={C: 2, S: 3})
KELLER = real("Jennifer Keller (Trauma Medic)", TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 3, B: 1, I: 1}, traits=("Atlantis",))
ZELENKA = real("Radek Zelenka (Miracle Worker)", SUPPORT, cost=4, skills={S: 3, I: 1},
               traits=("Atlantis",))
CULLERS = sg_card("Cullers", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Wraith",))
LAB = mission("Lab Mission", S, 12)
ALL_GLYPHS = (Glyph.ORION, Glyph.GEMINI, Glyph.TRIANGULUM, Glyph.PISCES, Glyph.SCORPIUS,
              Glyph.LIBRA)


def team_game(member: StargateCard, cards: list[StargateCard] | None = None,
              villain: list[StargateCard] | None = None, first: StargateCard = HARD,
              glyphs: tuple[Glyph, ...] = (), others: tuple[StargateCard, ...] = (
                  LEADER, SCHOLAR, WARRIOR)) -> StargateGame:
    """`member` in the hero's team, holding `glyphs`."""
    game = scenario(cards or [], villain or [],
                    missions=[first, *glyph_places(*ALL_GLYPHS)],
                    hero_team=[member, *others], power=9, pad=20)
    place_glyphs(game, hero(game, member.title), *glyphs)
    return game


@pytest.mark.parametrize("ready", [True, False])
def test_chuck_stops_to_draw_then_discard(ready: bool) -> None:
    game = scenario([CHUCK], [], power=9, pad=20)
    in_play(game, "Chuck")
    chuck = hero(game, "Chuck")
    if not ready:
        ops.stop(game, chuck)
        game._version += 1
    action = ActivateAbility(chuck, 0)
    assert (action in game.legal_actions()) is ready
    if ready:
        hand = len(game.hand(HERO_P))
        game.apply(action)
        assert len(game.hand(HERO_P)) == hand + 1
        game.apply(Choose(game.hand(HERO_P)[0]))
        assert len(game.hand(HERO_P)) == hand and game.status_name(chuck) == "stopped"


@pytest.mark.parametrize(("glyphs", "asked"), [((Glyph.SCORPIUS,), True), ((), False)])
def test_john_sheppard_lets_a_discard_raise_an_assigned_atlantis_character(
        glyphs: tuple[Glyph, ...], asked: bool) -> None:
    game = team_game(SHEPPARD, [MEDIC], glyphs=glyphs, others=(ATHOSIAN, SCHOLAR, WARRIOR))
    athosian = hero(game, "Athosian")
    game.apply(Assign(athosian))
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(hero(game, "Medic")))
        assert game.skill(athosian, 2) == 2 + 1
        assert game.zone_name(hero(game, "Medic")) == "discard"


@pytest.mark.parametrize(("glyphs", "asked"), [((Glyph.ORION,), True), ((Glyph.LIBRA,), False)])
def test_marshall_sumner_readies_a_character_earning_his_glyph(glyphs: tuple[Glyph, ...],
                                                               asked: bool) -> None:
    game = team_game(SUMNER, glyphs=glyphs, first=mission("Orion Mission", B, 1))
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    end_mission(game)  # (the only assigned character earns the glyph without asking)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.status_name(leader) == "ready" and game.power(HERO_P) == 9 - 3


@pytest.mark.parametrize(("glyphs", "readied"), [((Glyph.ORION, Glyph.LIBRA), 2), ((), 0)])
def test_hermiod_readies_a_gear_per_different_glyph(glyphs: tuple[Glyph, ...],
                                                    readied: int) -> None:
    game = team_game(HERMIOD, [WIDGET, GADGET], glyphs=glyphs)
    gears = [hero(game, "Widget"), hero(game, "Gadget")]
    for g in gears:
        ops.put_in_play(game, g)
        ops.stop(game, g)
    game._version += 1
    game.apply(ActivateAbility(hero(game, "Hermiod"), 0))
    assert game.pending_decision is None  # (as many gears as glyphs: no choice to make)
    assert sum(game.status_name(g) == "ready" for g in gears) == readied


@pytest.mark.parametrize(("ready", "obstacle"), [(True, "Rocks"), (True, "Cullers"),
                                                 (False, "Rocks")])
def test_todd_draws_when_the_opponent_plays_an_obstacle(ready: bool, obstacle: str) -> None:
    game = scenario([TODD], [ROCKS, CULLERS], power=9, pad=20)
    in_play(game, '"Todd"')
    todd = hero(game, '"Todd"')
    if not ready:
        ops.stop(game, todd)
        game._version += 1
    game.apply(Pass())
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(PlayCard(uid(game, obstacle, VILLAIN_P)))
    assert (game.pending_decision is not None) is ready
    if not ready:
        return
    game.apply(Choose(0))
    if obstacle == "Cullers":
        game.apply(Choose(1))  # the second mode: mill one for a power
        assert game.power(HERO_P) == power + 1 and len(game.hand(HERO_P)) == hand
    else:
        assert len(game.hand(HERO_P)) == hand + 1


@pytest.mark.parametrize(("glyphs", "usable"), [((Glyph.LIBRA, Glyph.SCORPIUS), True),
                                                ((Glyph.LIBRA,), False)])
def test_jennifer_keller_readies_an_incapacitated_character(glyphs: tuple[Glyph, ...],
                                                            usable: bool) -> None:
    game = team_game(KELLER, glyphs=glyphs)
    leader = hero(game, "Fixture Leader")
    ops.incapacitate(game, leader)
    game._version += 1
    action = ActivateAbility(hero(game, "Jennifer Keller"), 0, target=leader)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.status_name(leader) == "ready" and game.power(HERO_P) == 9 - 3


@pytest.mark.parametrize("complication", [True, False])
def test_radek_zelenka_assigned_pays_to_destroy_the_complications(complication: bool
                                                                  ) -> None:
    game = scenario([ZELENKA], [ROCKS], missions=[LAB, SPARE], power=9, pad=20)
    in_play(game, "Radek Zelenka")
    game.apply(Assign(hero(game, "Fixture Scientist")))
    game.apply(PlayComplication(uid(game, "Rocks", VILLAIN_P)) if complication else Pass())
    game.apply(Assign(hero(game, "Radek Zelenka")))
    assert (game.pending_decision is not None) is complication
    if complication:
        game.apply(Choose(0))
        assert uid(game, "Rocks", VILLAIN_P) not in game.complications
        assert game.power(HERO_P) == 9 - 2


MAGNUM = real("Particle Magnum", CardType.GEAR, cost=2)
GUARD = sg_card("Guard", CardType.ADVERSARY, "Jaffa Guard", cost=1, skills={B: 1}, revive=1)


@pytest.mark.parametrize(("power", "usable"), [(9, True), (1, False)])
def test_particle_magnum_pays_to_block_an_adversary(power: int, usable: bool) -> None:
    game = scenario([MAGNUM], [GUARD], power=power, pad=20)
    in_play(game, "Particle Magnum")
    guard = uid(game, "Guard", VILLAIN_P)
    ops.put_in_play(game, guard)
    game._version += 1
    action = ActivateAbility(hero(game, "Particle Magnum"), 0, target=guard)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert ops.is_blocked(game, guard)
        assert Assign(guard) not in game.legal_actions()


ZPM = real("Z.P.M.", CardType.GEAR, cost=4, traits=("Ancient", "Atlantis"))


@pytest.mark.parametrize(("in_play_", "gained"), [(True, 1), (False, 0)])
def test_zpm_gains_a_power_as_the_power_phase_ends(in_play_: bool, gained: int) -> None:
    from stargate_vcg.engine.stargate import flow
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.triggers import fire

    game = scenario([ZPM], [], power=9, pad=20)
    if in_play_:
        in_play(game, "Z.P.M.")
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert game.power(HERO_P) == 9 + gained


@pytest.mark.parametrize(("power", "usable"), [(9, True), (2, False)])
def test_zpm_destroyed_readies_the_gears(power: int, usable: bool) -> None:
    game = scenario([ZPM, WIDGET], [], power=power, pad=20)
    in_play(game, "Z.P.M.", "Widget")
    widget, zpm = hero(game, "Widget"), hero(game, "Z.P.M.")
    ops.stop(game, widget)
    game._version += 1
    action = ActivateAbility(zpm, 0)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        if game.pending_decision is not None:
            game.apply(Choose(1))
        assert game.status_name(widget) == "ready" and game.zone_name(zpm) == "discard"


WEIR = real("Elizabeth Weir (Atlantis Expedition Leader)", TEAM_CHARACTER, cost=3,
            skills={C: 3, S: 1, B: 0, I: 2}, traits=("Atlantis",))


@pytest.mark.parametrize(("glyphs", "asked"), [((Glyph.TRIANGULUM,), True), ((Glyph.ORION,),
                                                                              False)])
def test_elizabeth_weir_cycles_a_card_per_triangulum_glyph(glyphs: tuple[Glyph, ...],
                                                           asked: bool) -> None:
    from stargate_vcg.engine.stargate import flow
    from stargate_vcg.engine.stargate.effects import Trigger
    from stargate_vcg.engine.stargate.triggers import fire

    game = team_game(WEIR, glyphs=glyphs)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        card_ = game.hand(HERO_P)[0]
        hand = len(game.hand(HERO_P))
        game.apply(Choose(card_))
        assert card_ not in game.hand(HERO_P) and len(game.hand(HERO_P)) == hand
        assert game.state.players[HERO_P].deck[0] == card_


BECKETT = real("Carson Beckett (Chief Medical Officer)", TEAM_CHARACTER, cost=4,
               skills={C: 1, S: 3, B: 0, I: 2}, traits=("Atlantis",))


@pytest.mark.parametrize("leader_glyph", [True, False])
def test_carson_beckett_takes_a_glyph_to_ready_its_holder(leader_glyph: bool) -> None:
    game = team_game(BECKETT)
    beckett, leader = hero(game, "Carson Beckett"), hero(game, "Fixture Leader")
    orion = hero(game, "orion Place")
    if leader_glyph:
        place_glyphs(game, leader, Glyph.ORION)
    ops.stop(game, leader)
    game._version += 1
    action = ActivateAbility(beckett, 0, target=orion)
    assert (action in game.legal_actions()) is leader_glyph
    if leader_glyph:
        game.apply(action)
        assert game.status_name(leader) == "ready"
        assert orion in game.state.glyphs.get(beckett, [])
        assert game.power(HERO_P) == 9 - 3


SHOWDOWN = real("Final Showdown", CardType.EVENT, cost=2)


@pytest.mark.parametrize("scored", [True, False])
def test_final_showdown_brings_an_adversary_back_to_raise_a_character(scored: bool) -> None:
    game = scenario([SHOWDOWN], [GUARD], power=9, pad=20)
    guard, warrior = uid(game, "Guard", VILLAIN_P), hero(game, "Fixture Warrior")
    if scored:
        ops.discard_from_hand(game, guard)
        ops.to_score_pile(game, guard)
        game._version += 1
    game.apply(PlayCard(hero(game, "Final Showdown")))
    if not scored:
        assert game.pending_decision is None and game.status_name(warrior) == "stopped"
        return
    if game.pending_decision is not None and game.pending_decision.player == VILLAIN_P:
        game.apply(Choose(guard))
    assert game.zone_name(guard) == "in play"
    game.apply(Choose(warrior))
    assert game.status_name(warrior) == "ready" and game.skill(warrior, 2) == 3 + 1


WOOLSEY = real("Richard Woolsey (Resourceful Administrator)", SUPPORT, cost=3, skills={C: 2},
               traits=("Atlantis",))


@pytest.mark.parametrize(("assigned", "power", "paid"), [(False, 9, 2), (True, 9, 0),
                                                         (False, 1, None)])
def test_richard_woolsey_puts_discarded_cards_under_the_deck(assigned: bool, power: int,
                                                             paid: int | None) -> None:
    game = scenario([WOOLSEY, WIDGET, GADGET], [], missions=[mission("Talks", C, 12), SPARE],
                    power=power, pad=20)
    in_play(game, "Richard Woolsey")
    woolsey, widget, gadget = hero(game, "Richard Woolsey"), hero(game, "Widget"), hero(
        game, "Gadget")
    for c in (widget, gadget):
        ops.discard_from_hand(game, c)
    game._version += 1
    if assigned:
        game.apply(Assign(woolsey))
        game.apply(Pass())
    action = ActivateAbility(woolsey, 0)
    assert (action in game.legal_actions()) is (paid is not None)
    if paid is None:
        return
    game.apply(action)
    game.apply(Choose(widget))
    assert game.state.players[HERO_P].deck[:2] == [gadget, widget]
    assert game.power(HERO_P) == power - paid


RONON = real("Ronon Dex (Satedan Gunslinger)", TEAM_CHARACTER, cost=5,
             skills={C: 1, S: 0, B: 3, I: 2}, traits=("Atlantis",))


@pytest.mark.parametrize(("glyphs", "usable"), [((Glyph.GEMINI, Glyph.PISCES), True),
                                                ((Glyph.GEMINI,), False)])
def test_ronon_dex_stops_a_particle_magnum_to_destroy_an_adversary(
        glyphs: tuple[Glyph, ...], usable: bool) -> None:
    game = team_game(RONON, [MAGNUM], [GUARD], glyphs=glyphs)
    in_play(game, "Particle Magnum")
    guard, magnum = uid(game, "Guard", VILLAIN_P), hero(game, "Particle Magnum")
    ops.put_in_play(game, guard)
    game._version += 1
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Assign(guard))
    action = ActivateAbility(hero(game, "Ronon Dex"), 0, stops=(magnum,), target=guard)
    assert (action in game.legal_actions()) is usable
    if usable:
        game.apply(action)
        assert game.zone_name(guard) == "discard" and game.status_name(magnum) == "stopped"
        assert game.power(HERO_P) == 9 - 2


# --- session 8 sp-cards11 ------------------------------------------------------------------

JANUS = real("Janus (Rogue Inventor)", CardType.SUPPORT_CHARACTER, cost=1,
             skills={S: 3, I: 2}, traits=("Ancient",))


@pytest.mark.parametrize("gear", [True, False])
def test_janus_pays_for_another_turn_with_an_empty_hand(gear: bool) -> None:
    from sg_effect_cards import drive

    from stargate_vcg.engine.stargate import ActivateAbility, Choose

    game = scenario([JANUS, WIDGET], [], power=9, pad=20)
    in_play(game, *(("Janus", "Widget") if gear else ("Janus",)))
    janus, widget = hero(game, "Janus"), hero(game, "Widget")
    leader = hero(game, "Fixture Leader")
    use = ActivateAbility(janus, 0)
    assert (use in game.legal_actions()) is gear
    if not gear:
        return
    game.apply(use)
    assert game.zone_name(janus) == "discard" and game.zone_name(widget) == "discard"
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    drive(game, lambda g: g.turn == 2)
    assert game.state.hero == HERO_P  # the opponent's turn skipped
    assert len(game.hand(HERO_P)) == 0  # discarded, and no refill
