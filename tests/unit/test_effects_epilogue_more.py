"""Epilogue cards completed in session 7 (effects/epilogue/*.py, "session 7" parts and the
cards whose missing text was added), each played: the text happens, and does not when
its condition fails. Fixture printings with the real card ids; player 0 is the hero of
turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, MARINE, RAIDER, ROCKS, TEAM, sg_card
from factories import MARINE as MARINE_TWIN
from sg_effect_cards import checked_actions, real
from sg_play import finish_mission as finish
from sg_play import hero, place_glyphs, villain, villain_assigns
from sg_play import rearranged as settle
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
    flow,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.engine.stargate.effects import Trigger
from stargate_vcg.engine.stargate.triggers import fire

ADV, OBS, SHIP = CardType.ADVERSARY, CardType.OBSTACLE, CardType.SHIP
SUPPORT, TEAM_CHARACTER = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
VILLAIN = Allegiance.VILLAIN

ORHUK = real("Orhuk (Svarog's Iron Fist)", ADV, cost=3, skills={C: 2, B: 2}, revive=5,
             traits=("Jaffa",))
SMIRKING = real("Smirking Escape", OBS, cost=2, skills={C: 0, S: 0, B: 0, I: 0},
                traits=("Goa'uld",))
TALUS = real("Talus (Asuran Commander)", ADV, cost=3, skills={C: 1, S: 1, I: 2}, revive=4,
             traits=("Replicator",))
INDULGENCE = real("Self-Indulgence", OBS, cost=2, skills={C: 1, I: 2})
CHIP = real("Bargaining Chip", OBS, cost=4, skills={C: 2, B: 2, I: 2})
RAKAN = real("Rak'an (First Prime of Zipacna)", ADV, cost=4, skills={B: 3, I: 2}, revive=5,
             traits=("Jaffa",))
FENRIR = real("Fenrir (Vanir Raider)", ADV, cost=4, skills={S: 2, B: 3}, revive=4)
SOLEMN = real("Solemn Prior (Spiritual Guide)", ADV, cost=3, skills={S: 2, B: 2, I: 2},
              revive=4, traits=("Ori",))
GERAK_HATAK = real("Gerak's Ha'tak (Jaffa Nation Flagship)", SHIP, cost=3, firepower=3,
                   traits=("Jaffa",))
BATTLESHIP = real("Apophis' Battleship (Uncompleted Superweapon)", SHIP, cost=3, firepower=5,
                  traits=("Goa'uld",), allegiance=VILLAIN)
NAGLFAR = real("Naglfar (Fenrir's Raider)", SHIP, cost=4, firepower=4, allegiance=VILLAIN)
WEAPONIZED = real("Weaponized Stargate (Instrument of Retribution)", SHIP, cost=1,
                  firepower=0, traits=("Replicator",), allegiance=VILLAIN)
CRUISER = real("Michael's Cruiser (Mobile Base of Operation)", SHIP, cost=3, firepower=2,
               traits=("Wraith",), allegiance=VILLAIN)

THUG = sg_card("Thug", ADV, "Brute", cost=1, skills={C: 1, S: 1, B: 1, I: 1}, revive=3)
DRONE = sg_card("Drone", ADV, "Asuran", cost=1, skills={B: 1}, revive=2,
                traits=("Replicator",))
PRIOR = sg_card("Prior", ADV, "Preacher", cost=1, skills={B: 1}, revive=2, traits=("Ori",))
NANO = sg_card("Nano Swarm", OBS, cost=2, skills={B: 1}, traits=("Replicator",))
ORI_WALL = sg_card("Ori Wall", OBS, cost=1, skills={B: 1}, traits=("Ori",))
SKIFF = sg_card("Skiff", SHIP, "Hero Ship", cost=1, firepower=2)
RECRUIT = sg_card("Recruit", SUPPORT, "Private", cost=1, skills={B: 1})
AGENT = sg_card("Agent", SUPPORT, "Operative", cost=1, skills={C: 1}, traits=("Tok'ra",))
SPARE = mission("Spare Mission", B, 3)
PLACES = [mission(f"{g.value} Place", B, 3, glyph=g) for g in Glyph if g != Glyph.ORIGIN]

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = B,
          team: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE, *PLACES], power=power,
                    pad=30, hero_team=team)


def villain_plays(game: StargateGame, title: str) -> int:
    card = villain(game, title)
    if game.to_act == HERO_P:
        game.apply(Pass())
    game.apply(PlayCard(card))
    return card


# --- Orhuk ---

@pytest.mark.parametrize(("weak", "destroyed"), [(True, True), (False, False)])
def test_orhuk_assigned_may_destroy_a_weaker_assigned_support_character(
        weak: bool, destroyed: bool) -> None:
    game = start([MARINE, RECRUIT], [ORHUK])
    marine, recruit = hero(game, "Marine"), hero(game, "Recruit")
    game.apply(PlayCard(marine))
    game.apply(Pass())
    game.apply(Assign(marine))
    if weak:
        game.apply(Pass())
        game.apply(PlayCard(recruit))
        game.apply(Pass())
        game.apply(Assign(recruit))
    villain_assigns(game, "Orhuk")  # difficulty 2: the Recruit (1) is weaker, not the Marine
    if weak:
        game.apply(Choose(recruit))
        assert game.zone_name(recruit) == "discard"
    assert game.pending_decision is None
    assert game.zone_name(marine) == "in play"


# --- Smirking Escape ---

@pytest.mark.parametrize("success", [True, False])
def test_smirking_escape_success_shuffles_five_random_discards_back(success: bool) -> None:
    game = start(villain=[SMIRKING], difficulty=1 if success else 30)
    ops.mill(game, VILLAIN_P, 7)
    settle(game)
    villain_plays(game, "Smirking Escape")
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    assert len(game.discard_pile(VILLAIN_P)) == (2 if success else 7) + 1


def test_smirking_escape_with_an_adversary_lets_its_player_choose() -> None:
    game = start(villain=[SMIRKING, THUG], difficulty=0)
    ops.mill(game, VILLAIN_P, 7)
    settle(game)
    villain_assigns(game, "Thug")
    villain_plays(game, "Smirking Escape")
    game.apply(Decline())  # its readying of an adversary
    for title in ("Fixture Leader", "Fixture Scientist"):
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    picked = game.pending_decision.options[0]  # type: ignore[union-attr]
    game.apply(Choose(picked))
    game.apply(Decline())
    assert game.zone_name(picked) == "deck"
    assert len(game.discard_pile(VILLAIN_P)) == 6


# --- Talus ---

@pytest.mark.parametrize("assigned", [True, False])
def test_talus_assigned_plays_a_replicator_obstacle_by_stopping_an_adversary(
        assigned: bool) -> None:
    game = start(villain=[TALUS, DRONE, NANO], skill=I)
    drone = villain_plays(game, "Drone")
    talus = villain_assigns(game, "Talus") if assigned else villain_plays(game, "Talus")
    game.apply(Pass())
    nano = villain(game, "Nano Swarm")
    action = ActivateAbility(talus, 0, stops=(drone,), target=nano)
    assert (action in game.legal_actions()) is assigned
    if assigned:
        game.apply(action)
        assert game.zone_name(nano) == "obstacle"
        assert game.status_name(drone) == "stopped"


# --- Self-Indulgence ---

def test_self_indulgence_gains_per_card_the_opponent_discards_or_draws() -> None:
    game = start(villain=[INDULGENCE], skill=C)
    villain_plays(game, "Self-Indulgence")
    power = game.power(VILLAIN_P)
    game.surface.discard(game.hand(HERO_P)[0])
    game.surface.draw(HERO_P, 2)
    game.surface.draw(VILLAIN_P, 1)  # its own player's draws don't count
    flow.run(game)
    game._version += 1
    assert game.power(VILLAIN_P) == power + 3


# --- Bargaining Chip ---

@pytest.mark.parametrize("discard", [True, False])
def test_bargaining_chip_destroys_the_chosen_unless_the_opponent_discards(
        discard: bool) -> None:
    game = start([MARINE], [CHIP])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    villain_plays(game, "Bargaining Chip")
    assert game.status_name(marine) == "stopped"
    game.apply(Assign(hero(game, "Fixture Leader")))
    if discard:
        card = game.hand(HERO_P)[0]
        game.apply(Choose(card))
        assert game.zone_name(card) == "discard"
    else:
        game.apply(Decline())
    assert (game.zone_name(marine) == "discard") is not discard


# --- Rak'an ---

@pytest.mark.parametrize("pay", [True, False])
def test_rakan_reveals_the_hand_and_buys_the_support_characters_discards(pay: bool) -> None:
    game = start([MARINE, AGENT, KIT], [RAKAN])
    keep = {hero(game, t) for t in ("Marine", "Agent", "Kit")}
    for c in [c for c in game.hand(HERO_P) if c not in keep]:
        ops.discard_from_hand(game, c)
    settle(game)
    villain_plays(game, "Rak'an")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(Assign(villain(game, "Rak'an")))
    game.apply(Choose(0) if pay else Decline())
    assert game.zone_name(hero(game, "Marine")) == ("discard" if pay else "hand")
    assert game.zone_name(hero(game, "Agent")) == ("discard" if pay else "hand")
    assert game.zone_name(hero(game, "Kit")) == "hand"
    assert game.power(VILLAIN_P) == power - (2 - 1 if pay else 0)


# --- Fenrir ---

@pytest.mark.parametrize("stop", [True, False])
def test_fenrir_victory_stops_a_character_or_destroys_a_gear(stop: bool) -> None:
    game = start([KIT], [FENRIR, RAIDER])
    kit = hero(game, "Kit")
    game.apply(PlayCard(kit))
    villain_assigns(game, "Raider")
    villain_assigns(game, "Fenrir")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    finish(game)  # the villain's ship alone: his victory
    game.apply(Choose(leader) if stop else Decline())
    assert (game.status_name(leader) == "stopped") is stop
    assert (game.zone_name(kit) == "discard") is not stop


@pytest.mark.parametrize("battle", [True, False])
def test_fenrir_failure_readies_a_ship_and_himself_after_a_won_battle(battle: bool) -> None:
    game = start(villain=[FENRIR, RAIDER], difficulty=30)
    if battle:
        villain_assigns(game, "Raider")
    fenrir = villain_assigns(game, "Fenrir")
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    if battle:
        game.apply(Decline())  # the victory: the hero stops nobody, there is no gear
        game.apply(Choose(villain(game, "Raider")))
        game.apply(Choose(0))
        assert game.status_name(villain(game, "Raider")) == "ready"
    assert (game.status_name(fenrir) == "ready") is battle


# --- Solemn Prior ---

@pytest.mark.parametrize(("others", "draws"), [(1, 2), (0, 1)])
def test_solemn_prior_scored_draws_and_tucks_per_ori_adversary(others: int,
                                                               draws: int) -> None:
    game = start(villain=[SOLEMN, PRIOR])
    ops.to_score_pile(game, villain(game, "Solemn Prior"))
    if others:
        ops.to_score_pile(game, villain(game, "Prior"))
    settle(game)
    deck = list(game.state.players[VILLAIN_P].deck)
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    for _ in range(draws):
        tuck = deck.pop()  # the card drawn goes back under the deck
        game.apply(Choose(tuck))
        assert game.state.players[VILLAIN_P].deck[0] == tuck
    assert game.pending_decision is None


# --- ships ---

def test_geraks_hatak_victory_turns_an_obstacle_face_down_for_its_cost() -> None:
    game = start([GERAK_HATAK], [ROCKS, ORI_WALL, THUG])
    hatak = hero(game, "Gerak's Ha'tak")
    game.apply(PlayCard(hatak))
    villain_assigns(game, "Thug")  # the mission waits for his revive: Rocks still there
    game.apply(Pass())
    rocks = villain_plays(game, "Rocks")
    game.apply(Assign(hatak))
    villain_plays(game, "Ori Wall")
    game.apply(Assign(hero(game, "Fixture Leader")))
    power = game.power(HERO_P)
    finish(game)
    assert game.pending_decision is not None
    assert game.pending_decision.options == (rocks,)  # not the Ori one
    game.apply(Choose(rocks))
    assert game.phase == "revive or score adversaries"
    assert game.zone_name(rocks) == "complication"
    assert game.power(HERO_P) == power - 1


@pytest.mark.parametrize("destroy_ship", [True, False])
def test_apophis_battleship_victory_costs_a_hero_ship_or_a_character(
        destroy_ship: bool) -> None:
    game = start([SKIFF], [BATTLESHIP])
    skiff = hero(game, "Skiff")
    game.apply(PlayCard(skiff))
    ship = villain_plays(game, "Apophis' Battleship")
    ops.ready(game, ship, incapacitated=True)
    game._version += 1
    game.apply(Assign(skiff))
    game.apply(Assign(ship))
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    finish(game)  # 5 against 2
    if game.phase == "ship battle: incapacitate a ship":
        game.apply(Decline())
    game.apply(Choose(0))  # pay 2
    scholar = hero(game, "Fixture Scholar")
    if destroy_ship:
        game.apply(Choose(skiff))
    else:
        game.apply(Decline())
        game.apply(Choose(scholar))
    assert (game.zone_name(skiff) == "discard") is destroy_ship
    assert (game.status_name(scholar) == "stopped") is not destroy_ship


@pytest.mark.parametrize("drain", [True, False])
def test_naglfar_stops_at_the_opponent_power_phase_end_unless_drained(drain: bool) -> None:
    game = start(villain=[NAGLFAR])
    ship = villain_plays(game, "Naglfar")
    discards = len(game.discard_pile(VILLAIN_P))
    fire(game, Trigger.POWER_PHASE_END, HERO_P)
    flow.run(game)
    game.apply(Choose(0) if drain else Decline())
    assert len(game.discard_pile(VILLAIN_P)) == discards + (3 if drain else 0)
    assert game.status_name(ship) == ("ready" if drain else "stopped")


@pytest.mark.parametrize("charges", [2, 0])
def test_weaponized_stargate_victory_spends_its_counters_on_discards(charges: int) -> None:
    game = start(villain=[WEAPONIZED, RAIDER])
    villain_assigns(game, "Raider")
    ws = villain_assigns(game, "Weaponized Stargate")
    if charges:
        game.surface.remember(ws, "charge counters", (charges,))
    game.apply(Assign(hero(game, "Fixture Leader")))
    hand = len(game.hand(HERO_P))
    finish(game)
    if charges:
        options = game.pending_decision.options  # type: ignore[union-attr]
        game.apply(ChooseMany(tuple(options[:charges])))
    assert len(game.hand(HERO_P)) == hand - charges
    assert not game.surface.recall(ws, "charge counters")


def test_michaels_cruiser_victory_drains_and_hardens_per_character() -> None:
    game = start([MARINE, AGENT, KIT], [CRUISER, THUG])
    for t in ("Kit", "Marine", "Agent"):
        game.surface.put_on_deck(hero(game, t))
    settle(game)
    villain_assigns(game, "Michael's Cruiser")
    villain_assigns(game, "Thug")
    before = game.mission_difficulty()
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    assert all(game.zone_name(hero(game, t)) == "discard" for t in ("Kit", "Marine", "Agent"))
    assert game.phase == "revive or score adversaries"
    assert game.mission_difficulty() == before + 2


# --- hero cards ---

DANIEL = real("Daniel Jackson (Pragmatic Diplomat)", TEAM_CHARACTER, cost=4,
              skills={C: 3, S: 1, B: 0, I: 2}, traits=("SGC",))
EDWARDS = real("Martin Edwards (SG-11 Team Leader)", TEAM_CHARACTER, cost=5,
               skills={C: 0, S: 1, B: 3, I: 1}, traits=("SGC",))
BECKETT = real("Carson Beckett (Humanitarian Doctor)", TEAM_CHARACTER, cost=4,
               skills={C: 1, S: 3, B: 0, I: 2}, traits=("Atlantis",))
HAMMOND = real("George Hammond (Protective Commander)", SUPPORT, cost=4, skills={C: 2, I: 1},
               traits=("SGC",))
LUCIANO = real("Luciano (Trust Agent)", SUPPORT, cost=4, skills={S: 2, I: 1},
               traits=("NID",))
JOLINAR = real("Jolinar (Seasoned Operative)", TEAM_CHARACTER, cost=3,
               skills={C: 2, S: 2, B: 1, I: 2}, traits=("Tok'ra",))
AEGIR = real("Aegir (Commander of the Valhalla)", TEAM_CHARACTER, cost=4,
             skills={C: 1, S: 2, B: 2, I: 1}, traits=("Asgard",))
GATE_CONTROLS = real("Destiny Gate Controls", CardType.GEAR, cost=3,
                     traits=("Destiny", "Ancient"))
MCKAY = real("Rodney McKay (Xenotechnology Expert)", TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 3, B: 0, I: 1}, traits=("Atlantis",))
IM_IN = real("I'm In", CardType.EVENT, cost=1, traits=("SGC",))

SPOOK = sg_card("Spook", SUPPORT, "Analyst", cost=1, skills={B: 1}, traits=("NID",))
SPOOK2 = sg_card("Spook Two", SUPPORT, "Analyst", cost=1, skills={B: 1}, traits=("NID",))
SCIENCE_TRAP = sg_card("Science Trap", OBS, cost=1, skills={S: 1, B: 1})


def team_with(card: StargateCard) -> list[StargateCard]:
    return [card, *TEAM[1:]]


@pytest.mark.parametrize("gemini", [True, False])
def test_daniel_jackson_adds_his_combat_to_culture_and_ingenuity_once_a_turn(
        gemini: bool) -> None:
    game = start(team=team_with(DANIEL))
    daniel = hero(game, "Daniel Jackson")
    if gemini:
        place_glyphs(game, daniel, Glyph.GEMINI)
    card = game.hand(HERO_P)[0]
    action = ActivateAbility(daniel, 0, discards=(card,))
    assert (action in game.legal_actions()) is gemini
    if gemini:
        power = game.power(HERO_P)
        game.apply(action)
        assert (game.skill(daniel, 0), game.skill(daniel, 3)) == (3 + 1, 2 + 1)
        assert game.power(HERO_P) == power - 2
        game.apply(Pass())
        assert all(not (isinstance(a, ActivateAbility) and a.card == daniel)
                   for a in game.legal_actions())


@pytest.mark.parametrize(("glyph", "pay", "ready"), [(Glyph.PISCES, True, True),
                                                     (Glyph.PISCES, False, False),
                                                     (Glyph.GEMINI, True, False)])
def test_martin_edwards_readies_as_a_combat_mission_is_played(glyph: Glyph, pay: bool,
                                                              ready: bool) -> None:
    game = start(team=team_with(EDWARDS))
    edwards = hero(game, "Martin Edwards")
    place_glyphs(game, edwards, glyph)
    game.surface.stop(edwards)
    game._version += 1
    fire(game, Trigger.MISSION_PLAYED, HERO_P, hero(game, "Spare Mission"))
    flow.run(game)
    game._version += 1
    if game.pending_decision is not None:
        game.apply(Choose(0) if pay else Decline())
    assert game.status_name(edwards) == ("ready" if ready else "stopped")


@pytest.mark.parametrize(("glyphs", "second"), [((Glyph.ORION, Glyph.SCORPIUS), True),
                                                ((Glyph.ORION,), False)])
def test_carson_beckett_readied_may_ready_a_scientist_with_both_glyphs(
        glyphs: tuple[Glyph, ...], second: bool) -> None:
    game = start(villain=[SCIENCE_TRAP], team=team_with(BECKETT))
    beckett, scientist = hero(game, "Carson Beckett"), hero(game, "Fixture Scientist")
    place_glyphs(game, beckett, *glyphs)
    game.surface.stop(beckett)
    game.surface.stop(scientist)
    game._version += 1
    villain_plays(game, "Science Trap")
    game.apply(Choose(0))  # pay 3: Beckett readied
    assert game.status_name(beckett) == "ready"
    if second:
        game.apply(Choose(0))  # pay 1: the other with Science 2 or more
    assert (game.status_name(scientist) == "ready") is second


@pytest.mark.parametrize("ready", [True, False])
def test_george_hammond_ready_swaps_a_card_after_a_success(ready: bool) -> None:
    game = start([HAMMOND], difficulty=0)
    hammond = hero(game, "George Hammond")
    game.apply(PlayCard(hammond))
    if not ready:
        game.surface.stop(hammond)
        game._version += 1
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    card = game.hand(HERO_P)[0]
    finish(game)
    if ready:
        game.apply(Choose(0))
        game.apply(Choose(card))
    assert (game.zone_name(card) == "discard") is ready


def test_luciano_from_the_hand_readies_two_assigned_nid_characters() -> None:
    game = start([LUCIANO, SPOOK, SPOOK2])
    spook, spook2 = hero(game, "Spook"), hero(game, "Spook Two")
    for action in (PlayCard(spook), PlayCard(spook2), Assign(spook), Assign(spook2)):
        game.apply(action)
        game.apply(Pass())
    luciano = hero(game, "Luciano")
    two = ActivateAbility(luciano, 1, target=spook)
    assert two in game.legal_actions()
    game.apply(two)
    assert game.zone_name(luciano) == "discard"
    assert game.status_name(spook) == "ready" and game.status_name(spook2) == "ready"


def test_luciano_two_nid_choice_needs_two_assigned_nid_characters() -> None:
    game = start([LUCIANO, SPOOK])
    spook = hero(game, "Spook")
    game.apply(PlayCard(spook))
    game.apply(Pass())
    game.apply(Assign(spook))
    game.apply(Pass())
    luciano = hero(game, "Luciano")
    assert ActivateAbility(luciano, 1, target=spook) not in game.legal_actions()
    assert ActivateAbility(luciano, 0, target=spook) in game.legal_actions()


@pytest.mark.parametrize(("glyphs", "points"), [((), 3), ((Glyph.PISCES,), 4),
                                                ((Glyph.PISCES, Glyph.SCORPIUS), 6)])
def test_jolinar_point_value_rises_with_pisces_and_scorpius(glyphs: tuple[Glyph, ...],
                                                            points: int) -> None:
    game = start(team=team_with(JOLINAR))
    before = game.victory_totals()[VILLAIN_P]
    place_glyphs(game, hero(game, "Jolinar"), *glyphs)
    assert game.victory_totals()[VILLAIN_P] == before + points - 3


@pytest.mark.parametrize(("glyph", "easier"), [(Glyph.SCORPIUS, 1), (Glyph.GEMINI, 0)])
def test_aegir_victory_reshuffles_discards_and_eases_the_mission(glyph: Glyph,
                                                                 easier: int) -> None:
    game = start([SKIFF], [THUG], team=team_with(AEGIR))
    aegir, skiff = hero(game, "Aegir"), hero(game, "Skiff")
    place_glyphs(game, aegir, glyph)
    ops.mill(game, HERO_P, 4)
    settle(game)
    game.apply(PlayCard(skiff))
    villain_assigns(game, "Thug")
    game.apply(Assign(skiff))
    game.apply(Pass())
    game.apply(Assign(aegir))
    before = game.mission_difficulty()
    discards = len(game.discard_pile(HERO_P))
    finish(game)
    game.apply(Choose(0))  # one random card back per glyph (one)
    assert len(game.discard_pile(HERO_P)) == discards - 1
    assert game.phase == "revive or score adversaries"
    assert game.mission_difficulty() == before - easier


@pytest.mark.parametrize("stop", [True, False])
def test_destiny_gate_controls_drains_instead_of_drawing(stop: bool) -> None:
    game = start([GATE_CONTROLS])
    gear = hero(game, "Destiny Gate Controls")
    game.apply(PlayCard(gear))
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    discards = len(game.discard_pile(HERO_P))
    game.surface.draw(HERO_P, 2)
    game._version += 1
    game.apply(Choose(0) if stop else Decline())
    assert len(game.hand(HERO_P)) == hand + (0 if stop else 2)
    assert len(game.discard_pile(HERO_P)) == discards + (2 if stop else 0)
    assert game.power(HERO_P) == power + (2 if stop else 0)
    assert game.status_name(gear) == ("stopped" if stop else "ready")


@pytest.mark.parametrize("libra", [True, False])
def test_rodney_mckay_stops_a_gear_to_ready_a_hero_ship(libra: bool) -> None:
    game = start([KIT, SKIFF], team=team_with(MCKAY))
    mckay, kit, skiff = hero(game, "Rodney McKay"), hero(game, "Kit"), hero(game, "Skiff")
    if libra:
        place_glyphs(game, mckay, Glyph.LIBRA)
    game.apply(PlayCard(kit))
    game.apply(Pass())
    game.apply(PlayCard(skiff))
    game.surface.stop(skiff)
    game._version += 1
    game.apply(Pass())
    action = ActivateAbility(mckay, 0, stops=(kit,), target=skiff)
    assert (action in game.legal_actions()) is libra
    if libra:
        game.apply(action)
        assert game.status_name(skiff) == "ready" and game.status_name(kit) == "stopped"


@pytest.mark.parametrize(("glyphs", "cost"), [(2, 3), (0, 1)])
def test_im_in_raises_the_next_obstacle_per_glyph(glyphs: int, cost: int) -> None:
    game = start([IM_IN], [ROCKS, NANO])
    leader = hero(game, "Fixture Leader")
    place_glyphs(game, leader, *(Glyph.GEMINI, Glyph.ORION)[:glyphs])
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(PlayCard(hero(game, "I'm In")))
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Rocks")))
    assert game.power(VILLAIN_P) == power - cost
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Nano Swarm")))
    assert game.power(VILLAIN_P) == power - 2  # the next one only


# --- Svarog, Kiselev, Wilson ---

SVAROG = real("Svarog (Proud Warlord)", ADV, cost=4, skills={C: 2, B: 3}, revive=5,
              traits=("Goa'uld",))
KISELEV = real("Kiselev (Russian Minister of Defense)", SUPPORT, cost=4,
               skills={C: 2, S: 1, B: 1}, traits=("Russian",))
WILSON = real("Wilson (Observant Sergeant)", SUPPORT, cost=4, skills={B: 2, I: 1},
              traits=("Atlantis",))
COMRADE = sg_card("Comrade", SUPPORT, "Soldier", cost=1, skills={B: 1}, traits=("Russian",))


@pytest.mark.parametrize("success", [False, True])
def test_svarog_blanks_a_team_character_for_the_mission_and_incapacitates_at_failure(
        success: bool) -> None:
    # (Martin Edwards: text without abilities; the reference checks of the legal actions
    # list the abilities of a card whose text is removed, the fast listing does not.)
    game = start(villain=[SVAROG], team=team_with(EDWARDS), difficulty=0 if success else 30)
    daniel = hero(game, "Martin Edwards")
    place_glyphs(game, daniel, Glyph.PISCES, Glyph.SCORPIUS)
    villain_assigns(game, "Svarog")
    assert game.skill(daniel, 2) == 3 + 1  # +1 per assigned adversary
    game.apply(Choose(daniel))
    assert game.skill(daniel, 2) == 3
    for title in ("Fixture Scientist", "Martin Edwards"):  # 1 + 3 against 0 + 3
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    assert (game.status_name(daniel) == "incapacitated") is not success
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    if success:
        assert "text restored" in [e.kind for e in game.log_entries]


@pytest.mark.parametrize("hand", [True, False])
def test_kiselev_costs_4_power_and_a_discard_to_assign_and_raises_russians(
        hand: bool) -> None:
    game = start([KISELEV, COMRADE])
    kiselev, comrade = hero(game, "Kiselev"), hero(game, "Comrade")
    game.apply(PlayCard(kiselev))
    game.apply(Pass())
    game.apply(PlayCard(comrade))
    game.apply(Pass())
    if not hand:
        for c in list(game.hand(HERO_P)):
            ops.discard_from_hand(game, c)
        settle(game)
    assert (Assign(kiselev) in game.legal_actions()) is hand
    if hand:
        power, card = game.power(HERO_P), game.hand(HERO_P)[0]
        game.apply(Assign(kiselev))
        game.apply(Choose(card))
        assert game.zone_name(card) == "discard"
        assert game.power(HERO_P) == power - 4
        assert game.skill(comrade, 2) == 2 and game.skill(kiselev, 2) == 1


@pytest.mark.parametrize("failed", [1, 0])
def test_kiselev_from_the_hand_gains_per_failed_mission(failed: int) -> None:
    game = start([KISELEV])
    if failed:
        game.state.failed.append(hero(game, "Spare Mission"))
        game._version += 1
    power = game.power(HERO_P)
    game.apply(ActivateAbility(hero(game, "Kiselev"), 0))
    assert game.zone_name(hero(game, "Kiselev")) == "discard"
    assert game.power(HERO_P) == power + failed


@pytest.mark.parametrize(("discarded", "gain"), [(True, 1), (False, 0)])
def test_wilson_from_the_hand_pays_off_an_opponent_discard(discarded: bool,
                                                           gain: int) -> None:
    game = start([WILSON], [ROCKS])
    if discarded:
        game.surface.discard(villain(game, "Rocks"))
        game._version += 1
    power = game.power(HERO_P)
    game.apply(ActivateAbility(hero(game, "Wilson"), 0))
    if discarded:
        game.apply(Choose(0))
    assert game.power(HERO_P) == power + gain


@pytest.mark.parametrize("success", [True, False])
def test_wilson_success_lowers_the_opponents_next_battle_firepower(success: bool) -> None:
    from stargate_vcg.engine.stargate import values
    game = start([WILSON], [RAIDER], difficulty=0 if success else 30)
    wilson = hero(game, "Wilson")
    game.apply(PlayCard(wilson))
    raider = villain_plays(game, "Raider")
    game.apply(Assign(wilson))
    finish(game)  # no ship assigned: no battle
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    game.state.status[raider] = 2  # assigned at the next mission (as by his player)
    settle(game)
    assert values.firepower(game, raider) == (1 if success else 2)


# --- Safe House, Chaka, Wraith Eradicator, Wraith Progenitor ---

SAFE_HOUSE = real("Safe House", CardType.GEAR, cost=4, traits=("NID",))
CHAKA = real("Chaka (Unas Liaison)", TEAM_CHARACTER, cost=4, skills={C: 1, S: 0, B: 3, I: 1})
ERADICATOR = real("Wraith Eradicator (Zealous Hunter)", ADV, cost=4,
                  skills={S: 2, B: 2, I: 2}, revive=5, traits=("Wraith",))
PROGENITOR = real("Wraith Progenitor (Lifegiver)", ADV, cost=3, skills={C: 2, S: 2, I: 2},
                  revive=3, traits=("Wraith",))
WRAITH = sg_card("Wraith Drone", ADV, "Warrior", cost=2, skills={B: 1}, revive=2,
                 traits=("Wraith",))
CULLING = sg_card("Culling", OBS, cost=2, skills={B: 1}, traits=("Wraith",))


@pytest.mark.parametrize(("pay", "failed"), [(True, False), (False, False), (True, True)])
def test_safe_house_keeps_a_gear_for_experience_at_debrief(pay: bool, failed: bool) -> None:
    game = start([SAFE_HOUSE, KIT], difficulty=30 if failed else 0)
    house, kit = hero(game, "Safe House"), hero(game, "Kit")
    game.apply(PlayCard(house))
    game.apply(Pass())
    game.apply(PlayCard(kit))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    finish(game)
    while game.pending_decision is None or game.pending_decision.source != house:
        if game.phase in ("debrief", "refill hands", "end of turn") or game.turn > 1:
            break
        actions = game.legal_actions()
        stop_now = next((a for a in actions if type(a).__name__ == "Stop"), None)
        game.apply(stop_now or next((a for a in actions if isinstance(a, Decline)),
                                    actions[0]))
    asked = game.pending_decision is not None and game.pending_decision.source == house
    assert asked is not failed
    if asked:
        game.apply(Choose(0) if pay else Decline())
    kept = pay and not failed
    assert (game.zone_name(kit) == "beneath a card") is kept


@pytest.mark.parametrize("tucked", [2, 0])
def test_safe_house_experience_per_card_beneath(tucked: int) -> None:
    from stargate_vcg.engine.stargate import values
    game = start([SAFE_HOUSE, KIT, MARINE])
    house = hero(game, "Safe House")
    game.apply(PlayCard(house))
    before = values.experience(game, HERO_P)
    for title in ("Kit", "Marine")[:tucked]:
        game.surface.place_beneath(hero(game, title), house)
    settle(game)
    assert values.experience(game, HERO_P) == before + tucked


@pytest.mark.parametrize(("glyph", "easier"), [(Glyph.PISCES, 1), (Glyph.GEMINI, 0)])
def test_chaka_pisces_success_makes_the_next_mission_easier_and_dearer(glyph: Glyph,
                                                                      easier: int) -> None:
    game = start(team=team_with(CHAKA), difficulty=0)
    chaka = hero(game, "Chaka")
    place_glyphs(game, chaka, glyph)
    game.apply(Assign(chaka))
    finish(game)
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    power = game.power(HERO_P)
    from stargate_vcg.engine.stargate import Continue
    game.apply(Continue())
    assert game.mission_difficulty() == 3 - easier  # the Spare Mission, Combat 3
    assert game.power(HERO_P) == power - easier


@pytest.mark.parametrize("pay", [0, 1])
def test_wraith_eradicator_makes_each_assignment_cost_a_discard_or_a_drain(pay: int) -> None:
    game = start(villain=[ERADICATOR], skill=S)
    villain_assigns(game, "Wraith Eradicator")
    hand, deck = len(game.hand(HERO_P)), len(game.state.players[HERO_P].deck)
    game.apply(Assign(hero(game, "Fixture Scientist")))
    game.apply(Choose(pay))
    assert len(game.hand(HERO_P)) == hand - (1 if pay == 0 else 0)
    assert len(game.state.players[HERO_P].deck) == deck - (2 if pay == 1 else 0)


def test_wraith_eradicator_refuses_an_assignment_nothing_pays() -> None:
    game = start(villain=[ERADICATOR], skill=S)
    villain_assigns(game, "Wraith Eradicator")
    for c in list(game.hand(HERO_P)):
        ops.discard_from_hand(game, c)
    ops.mill(game, HERO_P, len(game.state.players[HERO_P].deck) - 1)
    settle(game)
    assert Assign(hero(game, "Fixture Scientist")) not in game.legal_actions()


@pytest.mark.parametrize("wraith_in_hand", [True, False])
def test_wraith_progenitor_plays_a_wraith_obstacle_for_a_discarded_wraith_adversary(
        wraith_in_hand: bool) -> None:
    game = start(villain=[PROGENITOR, WRAITH, CULLING] if wraith_in_hand
                 else [PROGENITOR, CULLING])
    progenitor = villain_plays(game, "Wraith Progenitor")
    game.apply(Pass())
    culling = villain(game, "Culling")
    action = ActivateAbility(progenitor, 0, target=culling)
    assert (action in game.legal_actions()) is wraith_in_hand
    if wraith_in_hand:
        game.apply(action)
        game.apply(Choose(villain(game, "Wraith Drone")))
        assert game.zone_name(culling) == "obstacle"
        assert game.zone_name(villain(game, "Wraith Drone")) == "discard"


# --- Ticking Bomb, Prison Escort, Enduring Menace, Osric, Destruction of Evidence ---

BOMB = real("Ticking Bomb", OBS, cost=5, skills={S: 2, B: 1, I: 2})
ESCORT = real("Prison Escort", OBS, cost=1, skills={B: 2, I: 2}, traits=("Jaffa",))
MENACE = real("Enduring Menace", OBS, cost=1, skills={S: 1, B: 1, I: 0},
              traits=("Replicator",))
OSRIC = real("Osric (Pretender)", ADV, cost=3, skills={C: 2, I: 2}, revive=3)
EVIDENCE = real("Destruction of Evidence", OBS, cost=2, skills={C: 1, S: 1, I: 1},
                traits=("Political",))


@pytest.mark.parametrize("pay", [0, 1])
def test_ticking_bomb_charges_the_opponent_for_each_action(pay: int) -> None:
    game = start(villain=[BOMB])
    villain_plays(game, "Ticking Bomb")
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Choose(pay))
    assert len(game.hand(HERO_P)) == hand - (1 if pay == 0 else 0)
    assert game.power(HERO_P) == power - (1 if pay == 1 else 0)
    game.apply(Pass())  # the villain
    game.apply(Pass())  # passing is not acting (the mission resolves)
    assert game.pending_decision is None or game.pending_decision.prompt != "pay for acting"


def test_ticking_bomb_failure_incapacitates_one_and_stops_the_others() -> None:
    game = start(villain=[BOMB], difficulty=30)
    villain_plays(game, "Ticking Bomb")
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(Choose(1))
    finish(game)
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    assert all(game.status_name(hero(game, t)) == "stopped"
               for t in ("Fixture Scholar", "Fixture Scientist"))


@pytest.mark.parametrize("power", [9, 0])
def test_prison_escort_makes_boosts_cost_1_power(power: int) -> None:
    game = start([MARINE, MARINE_TWIN], [ESCORT])
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    villain_plays(game, "Prison Escort")
    game.apply(Assign(marine))
    game.apply(Pass())
    game.state.players[HERO_P].power = power
    game._version += 1
    twin = uid(game, "Marine", HERO_P, nth=1)
    from stargate_vcg.engine.stargate import Boost
    boost = Boost(marine, twin)
    assert (boost in game.legal_actions()) is bool(power)
    if power:
        game.apply(boost)
        assert game.power(HERO_P) == power - 1


def test_prison_escort_failure_forbids_boosts_for_the_turn() -> None:
    from stargate_vcg.engine.stargate import Boost
    game = start([MARINE, MARINE_TWIN], [ESCORT], difficulty=30)
    marine = hero(game, "Marine")
    game.apply(PlayCard(marine))
    escort = villain_plays(game, "Prison Escort")
    finish(game)
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    assert game.zone_name(escort) == "discard"
    from stargate_vcg.engine.stargate import Continue
    game.apply(Continue())
    assert game.status_name(marine) == "ready"  # (not assigned at the failed mission)
    game.apply(Assign(marine))
    game.apply(Pass())
    assert all(not isinstance(a, Boost) for a in game.legal_actions())


SPARE_NANITES = sg_card("Spare Nanites", OBS, cost=1, skills={B: 1}, traits=("Replicator",))


@pytest.mark.parametrize("others", [True, False])
def test_enduring_menace_puts_replicators_back_per_other_replicator(others: bool) -> None:
    game = start(villain=[MENACE, NANO, DRONE, TALUS, SPARE_NANITES])
    back = [villain(game, "Talus"), villain(game, "Spare Nanites")]
    for c in back:
        ops.discard_from_hand(game, c)
    settle(game)
    if others:  # two other Replicator cards at the mission
        villain_plays(game, "Nano Swarm")
        villain_assigns(game, "Drone")
    villain_plays(game, "Enduring Menace")
    if others:  # (both are taken: that choice is made at once)
        game.apply(Choose(back[1]))
        deck = game.state.players[VILLAIN_P].deck
        assert deck[-1] == back[1] and back[0] in deck
    else:
        assert all(game.zone_name(c) == "discard" for c in back)


@pytest.mark.parametrize("two", [True, False])
def test_osric_may_take_difficulty_2_for_the_mission(two: bool) -> None:
    game = start(villain=[OSRIC], skill=C)
    osric = villain_assigns(game, "Osric")
    before = game.mission_difficulty()
    game.apply(Choose(0) if two else Decline())
    assert game.skill(osric, 0) == 2  # printed Culture 2: the same either way
    assert game.mission_difficulty() == before


@pytest.mark.parametrize(("success", "lost"), [(False, 2), (True, 0)])
def test_destruction_of_evidence_failure_costs_2_power(success: bool, lost: int) -> None:
    game = start(villain=[EVIDENCE], skill=C, difficulty=0 if success else 30)
    villain_plays(game, "Destruction of Evidence")
    game.apply(Assign(hero(game, "Fixture Scholar")))
    power = game.power(HERO_P)
    finish(game)
    assert game.power(HERO_P) == power - lost


# --- Jennings ---

JENNINGS = real("Jennings (Hardliner)", TEAM_CHARACTER, cost=4, skills={C: 1, S: 3, B: 1, I: 1},
                traits=("NID",))


@pytest.mark.parametrize(("glyphs", "draws"), [((Glyph.LIBRA,), 1), ((Glyph.GEMINI,), 0)])
def test_jennings_draws_once_when_the_opponent_discards_cards_at_once(
        glyphs: tuple[Glyph, ...], draws: int) -> None:
    game = start(villain=[ROCKS, NANO], team=team_with(JENNINGS))
    place_glyphs(game, hero(game, "Jennings"), *glyphs)
    hand = len(game.hand(HERO_P))
    for c in (villain(game, "Rocks"), villain(game, "Nano Swarm")):
        game.surface.discard(c)  # two cards at once: one draw
    flow.run(game)
    game._version += 1
    for _ in range(draws):
        game.apply(Choose(0))
    assert game.pending_decision is None
    assert len(game.hand(HERO_P)) == hand + draws


@pytest.mark.parametrize(("glyphs", "draws"), [((Glyph.LIBRA, Glyph.SCORPIUS), 1),
                                               ((Glyph.LIBRA,), 0)])
def test_jennings_with_libra_and_scorpius_draws_after_his_own_discards(
        glyphs: tuple[Glyph, ...], draws: int) -> None:
    game = start(team=team_with(JENNINGS))
    place_glyphs(game, hero(game, "Jennings"), *glyphs)
    card = game.hand(HERO_P)[0]
    game.surface.discard(card)
    flow.run(game)
    game._version += 1
    if draws:
        game.apply(Choose(0))
    assert len(game.hand(HERO_P)) == 8 - 1 + draws


# --- Holographic Database ---

DATABASE = real("Holographic Database", CardType.GEAR, cost=3, traits=("Atlantis", "Ancient"))


@pytest.mark.parametrize("use", [True, False])
def test_holographic_database_draws_twice_as_many_and_tucks_half(use: bool) -> None:
    game = start([DATABASE])
    gear = hero(game, "Holographic Database")
    game.apply(PlayCard(gear))
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    deck = list(game.state.players[HERO_P].deck)
    game.surface.draw(HERO_P, 1)
    game._version += 1
    game.apply(Choose(0) if use else Decline())
    if use:
        drawn = deck[-2:]
        game.apply(Choose(drawn[0]))  # back to the bottom
        assert game.state.players[HERO_P].deck[0] == drawn[0]
        assert game.status_name(gear) == "stopped" and game.power(HERO_P) == power - 1
    assert len(game.hand(HERO_P)) == hand + 1


# --- Preflight Checks, Staff Weapon Barrage, Puddle Jumper, Peter Grodin ---

PREFLIGHT = real("Preflight Checks", CardType.EVENT, cost=1)
BARRAGE = real("Staff Weapon Barrage", CardType.EVENT, cost=0, traits=("Jaffa",))
JUMPER = real("Puddle Jumper", SHIP, cost=1, firepower=2, traits=("Atlantis", "Ancient"))
GRODIN = real("Peter Grodin (British Engineer)", TEAM_CHARACTER, cost=4,
              skills={C: 2, S: 2, B: 0, I: 2}, traits=("Atlantis",))


@pytest.mark.parametrize("assign_ship", [True, False])
def test_preflight_checks_blocks_a_team_character_and_may_launch_a_ship(
        assign_ship: bool) -> None:
    game = start([PREFLIGHT, SKIFF])
    skiff = hero(game, "Skiff")
    game.apply(PlayCard(skiff))
    game.apply(Pass())
    scientist = hero(game, "Fixture Scientist")  # Science 3, Combat 1: X is 3
    game.apply(PlayCard(hero(game, "Preflight Checks")))
    game.apply(Choose(scientist))
    assert game.is_blocked(scientist)
    game.apply(Choose(skiff) if assign_ship else Decline())
    from stargate_vcg.engine.stargate import values
    assert (game.status_name(skiff) == "assigned") is assign_ship
    assert values.firepower(game, skiff) == (2 + 3 if assign_ship else 2)


def test_preflight_checks_needs_a_team_character_to_block() -> None:
    game = start([PREFLIGHT])
    for title in ("Fixture Leader", "Fixture Scholar", "Fixture Scientist"):
        game.surface.block(hero(game, title), until_mission_end=True)
    game._version += 1
    assert PlayCard(hero(game, "Preflight Checks")) not in game.legal_actions()


@pytest.mark.parametrize(("stoppers", "destroy_it"), [(("Fixture Leader",), False),
                                                      (("Fixture Warrior",), True),
                                                      ((), False)])
def test_staff_weapon_barrage_stops_an_adversary_within_the_stopped_combat(
        stoppers: tuple[str, ...], destroy_it: bool) -> None:
    game = start([BARRAGE], [THUG])
    game.surface.ready(hero(game, "Fixture Warrior"))
    game._version += 1
    thug = villain_assigns(game, "Thug")  # difficulty 1 at the Combat mission
    game.apply(PlayCard(hero(game, "Staff Weapon Barrage")))
    for title in stoppers:
        game.apply(Choose(hero(game, title)))
    game.apply(Decline())  # no more
    if stoppers:
        if destroy_it:
            game.apply(Choose(0))  # all Jaffa: pay 3 to destroy it
        assert game.zone_name(thug) == ("discard" if destroy_it else "in play")
        if not destroy_it:
            assert game.status_name(thug) == "stopped"
    else:
        assert game.status_name(thug) == "assigned"


@pytest.mark.parametrize("pay", [True, False])
def test_puddle_jumper_joins_the_mission_after_both_pass(pay: bool) -> None:
    game = start([JUMPER])
    jumper = hero(game, "Puddle Jumper")
    game.apply(PlayCard(jumper))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(Choose(game.hand(HERO_P)[0]))
    assert any(e.kind == "assign" and e.card == jumper
               for e in game.log_entries) is pay


@pytest.mark.parametrize("x", [1, 2])
def test_peter_grodin_arranges_the_top_x_cards_and_draws_from_two(x: int) -> None:
    game = start(team=team_with(GRODIN))
    grodin = hero(game, "Peter Grodin")
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    top = game.state.players[HERO_P].deck[-1]
    game.apply(ActivateAbility(grodin, x - 1))
    game.apply(Choose(top))  # the old top card to the bottom
    while game.pending_decision is not None and game.pending_decision.optional:
        game.apply(Decline())
    while game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    assert game.state.players[HERO_P].deck[0] == top
    assert game.power(HERO_P) == power - x
    assert len(game.hand(HERO_P)) == hand + (1 if x >= 2 else 0)


# --- "Tyler", Tanis Reynard ---

TYLER = real("\"Tyler\" (Reole Ally)", TEAM_CHARACTER, cost=4, skills={C: 2, S: 1, B: 0, I: 2})
TANIS = real("Tanis Reynard (Convicted Criminal)", ADV, cost=2, skills={B: 2, I: 2}, revive=3)


@pytest.mark.parametrize("ready_", [True, False])
def test_tyler_cards_in_hand_boost_any_team_character(ready_: bool) -> None:
    from stargate_vcg.engine.stargate import Boost
    game = start([TYLER], team=team_with(TYLER))
    tyler = uid(game, "\"Tyler\"", HERO_P, nth=0)
    copy = uid(game, "\"Tyler\"", HERO_P, nth=1)
    if game.zone_name(tyler) != "in play":
        tyler, copy = copy, tyler
    if not ready_:
        game.surface.stop(tyler)
        game._version += 1
    scientist = hero(game, "Fixture Scientist")
    game.apply(Assign(scientist))
    game.apply(Pass())
    boost = Boost(scientist, copy)
    assert (boost in game.legal_actions()) is ready_
    if ready_:
        game.apply(boost)
        assert game.skill(scientist, 2) == 1 + 1


@pytest.mark.parametrize(("glyphs", "pay"), [((Glyph.GEMINI, Glyph.PISCES), 1),
                                             ((Glyph.GEMINI,), None)])
def test_tyler_with_gemini_and_pisces_takes_copies_back_at_debrief(
        glyphs: tuple[Glyph, ...], pay: int | None) -> None:
    from stargate_vcg.engine.stargate.effects import Trigger as T
    copy2 = TYLER.model_copy()
    game = start([TYLER, copy2], team=team_with(TYLER))
    tyler = next(u for u in range(len(game.facts)) if game.facts[u].title == "\"Tyler\""
                 and game.zone_name(u) == "in play")
    copies = [u for u in range(len(game.facts)) if game.facts[u].title == "\"Tyler\""
              and u != tyler]
    place_glyphs(game, tyler, *glyphs)
    assert game.skill(tyler, 2) == 1
    for c in copies:
        ops.discard_from_hand(game, c)
    settle(game)
    fire(game, T.DEBRIEF_START, HERO_P)
    flow.run(game)
    game._version += 1
    if pay is not None:
        power = game.power(HERO_P)
        game.apply(Choose(pay))
        assert game.power(HERO_P) == power - pay
    assert sum(game.zone_name(c) == "hand" for c in copies) == (pay + 1 if pay is not None
                                                                else 0)


@pytest.mark.parametrize("success", [False, True])
def test_tanis_reynard_hides_a_card_at_failure_to_become_a_complication(success: bool) -> None:
    game = start(villain=[TANIS, ROCKS], difficulty=0 if success else 30, skill=I)
    tanis = villain_assigns(game, "Tanis Reynard")
    for title in ("Fixture Leader", "Fixture Scientist"):
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    while game.phase == "performing actions" and game.pending_decision is None:
        game.apply(Pass())
    rocks = villain(game, "Rocks")
    if not success:
        game.apply(Choose(rocks))
    assert (game.zone_name(rocks) == "beneath a card") is not success
    assert tanis >= 0


def test_tanis_reynard_turns_a_card_beneath_him_into_a_complication() -> None:
    game = start(villain=[TANIS, ROCKS], skill=I)
    tanis = villain_plays(game, "Tanis Reynard")
    rocks = villain(game, "Rocks")
    game.surface.place_beneath(rocks, tanis)
    settle(game)
    game.apply(Pass())
    game.apply(ActivateAbility(tanis, 0, target=rocks))
    assert game.zone_name(rocks) == "complication"
