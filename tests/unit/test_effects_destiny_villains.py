"""Destiny adversaries and obstacles (effects/destiny/villains.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids (stats of the project's own, every one playable at a Combat mission); player 0 is
the hero of turn 1 (`scenario`): Leader (Combat 3), Scholar and Scientist ready, the
Jaffa Warrior stopped."""

from __future__ import annotations

import pytest
from factories import CRUISER, ENVOY, RIFLE, ROCKS, sg_card
from sg_effect_cards import checked_actions, drive, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import (
    SPARE,
    TEST_MISSION,
    drive_to_next_mission,
    hero,
    legal_of,
    power,
    power_spent,
    villain,
)
from sg_play import both_pass as resolve
from sg_play import villain_plays_and_assigns as villain_plays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, mission, scenario

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

OB, AD, SHIP = CardType.OBSTACLE, CardType.ADVERSARY, CardType.SHIP
SUPPORT, GEAR = CardType.SUPPORT_CHARACTER, CardType.GEAR
COMBAT = 2  # skill index (engine/stargate/surface.py)

KIVA = real("Kiva (Lucian Alliance Commander)", AD, cost=1, skills={B: 1}, revive=2)
SIMEON = real("Simeon (Hardened Criminal)", AD, cost=1, skills={B: 1}, revive=2)
STROM = real("Carl Strom (Silver Tongued)", AD, cost=1, skills={B: 1}, revive=2,
             traits=("Political",))
URSINI = real("Ursini Engineer (Harmless Creature)", AD, cost=1, skills={B: 0}, revive=2)
WORKER = real("Nakai Worker (Focused Engineer)", AD, cost=1, skills={B: 0}, revive=2)
DANNIC = real("Dannic (Trusted Second)", AD, cost=1, skills={B: 1}, revive=4)
OLAN = real("Olan (Stargate Specialist)", AD, cost=1, skills={B: 1}, revive=2)
ACTIVATION = real("Drone Activation", OB, cost=2, skills={B: 2}, traits=("Replicator",))
SWARM_ATTACK = real("Drone Swarm Attack", OB, cost=1, skills={B: 2}, traits=("Replicator",))
CALLOUS = real("Callous Tactics", OB, cost=1, skills={B: 1})
ENCOUNTER = real("Close Encounter", OB, cost=1, skills={B: 1})
CRASH = real("Crash Landing", OB, cost=1, skills={B: 1})
MUTINY = real("Mutiny", OB, cost=1, skills={B: 1}, traits=("Political",))
ALCOHOL = real("Alcohol Addiction", OB, cost=1, skills={B: 1}, traits=("Disease",))
SABOTAGE = real("Engine Sabotage", OB, cost=1, skills={B: 1})
DILAPIDATED = real("Dilapidated Systems", OB, cost=1, skills={B: 1})
DISSENSION = real("Dissension", OB, cost=1, skills={B: 1})
PULSAR = real("Pulsar Gamma Burst", OB, cost=1, skills={B: 1})
DECOMPRESSION = real("Sudden Decompression", OB, cost=1, skills={B: 1})
COMPROMISED = real("Compromised Location", OB, cost=1, skills={B: 1})
MURDEROUS = real("Murderous Intents", OB, cost=1, skills={B: 1})
LURKING = real("Lurking Creature", OB, cost=1, skills={B: 1})
ABDUCTION = real("Alien Abduction", OB, cost=1, skills={B: 1})
CHASE = real("Unrelenting Chase", OB, cost=3, skills={B: 1})

GLIDER = sg_card("Glider", SHIP, "Attack Craft", cost=1, firepower=2,
                 allegiance=Allegiance.VILLAIN)
SWARM = sg_card("Swarm", OB, cost=1, skills={B: 1}, traits=("Replicator",))
HENCHMAN = sg_card("Henchman", AD, "Minion", cost=1, skills={B: 1}, revive=1)



def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [], missions=[TEST_MISSION, SPARE, LIBRA],
                    power=power, pad=20)


def put_in_play(game: StargateGame, *cards: int) -> None:
    for c in cards:
        ops.put_in_play(game, c)


def difficulty(game: StargateGame, card: int) -> int:
    return game.surface.difficulty(card, COMBAT)


# --- adversaries ---


@pytest.mark.parametrize(("complication", "status"), [(False, "incapacitated"),
                                                      (True, "discard")])
def test_kiva_failure_incapacitates_a_hero_ship_or_destroys_it(complication: bool,
                                                               status: str) -> None:
    game = start([CRUISER], [KIVA, ROCKS])
    cruiser = hero(game, "Cruiser")
    put_in_play(game, cruiser)
    if complication:
        game.apply(Pass())
        game.apply(PlayComplication(villain(game, "Rocks")))
    villain_plays(game, "Kiva")
    resolve(game)
    found = game.zone_name(cruiser) if complication else game.status_name(cruiser)
    assert found == status


def test_kiva_failure_without_a_hero_ship_asks_nothing() -> None:
    game = start(villain=[KIVA])
    villain_plays(game, "Kiva")
    resolve(game)
    assert game.pending_decision is None


@pytest.mark.parametrize("supports", [True, False])
def test_simeon_failure_destroys_a_support_character(supports: bool) -> None:
    game = start([ENVOY], [SIMEON])
    if supports:
        put_in_play(game, hero(game, "Envoy"))
    villain_plays(game, "Simeon")
    resolve(game)
    assert game.zone_name(hero(game, "Envoy")) == ("discard" if supports else "hand")


@pytest.mark.parametrize("revive", [True, False])
def test_carl_strom_revived_gains_two_power(revive: bool) -> None:
    game = start(villain=[STROM])
    villain_plays(game, "Carl Strom")
    resolve(game)
    before = power(game, VILLAIN_P)
    strom = villain(game, "Carl Strom")
    game.apply(Revive(strom) if revive else DestroyAdversary(strom))
    assert power(game, VILLAIN_P) - before == (2 if revive else 0)


@pytest.mark.parametrize(("mode", "drawn"), [(0, 0), (3, 3)])
def test_ursini_engineer_draws_when_played_and_up_to_three_when_assigned(
        mode: int, drawn: int) -> None:
    game = start(villain=[URSINI])
    game.apply(Pass())
    before = len(game.state.players[VILLAIN_P].hand)
    game.apply(PlayCard(villain(game, "Ursini Engineer")))
    assert len(game.state.players[VILLAIN_P].hand) == before  # played one, drew one
    game.apply(Pass())
    game.apply(Assign(villain(game, "Ursini Engineer")))
    game.apply(Choose(mode))
    assert len(game.state.players[VILLAIN_P].hand) == before + drawn


@pytest.mark.parametrize("assigned", [2, 0])
def test_nakai_worker_as_hard_as_the_assigned_team_characters(assigned: int) -> None:
    game = start(villain=[WORKER])
    titles = ("Fixture Leader", "Fixture Scholar")[:assigned]
    for i, t in enumerate(titles):
        game.apply(Assign(hero(game, t)))
        if i < len(titles) - 1:
            game.apply(Pass())
    if not assigned:
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Nakai Worker")))
    game.apply(Pass())
    game.apply(Assign(villain(game, "Nakai Worker")))
    assert difficulty(game, villain(game, "Nakai Worker")) == assigned


@pytest.mark.parametrize("from_hand", [1, 0])
def test_nakai_worker_revive_paid_from_the_hand_in_part(from_hand: int) -> None:
    game = start(villain=[WORKER, ROCKS])
    villain_plays(game, "Nakai Worker")
    resolve(game)
    worker, rocks = villain(game, "Nakai Worker"), villain(game, "Rocks")
    deck = game.surface.deck_size(VILLAIN_P)
    game.apply(Revive(worker))  # revive 2
    decision = game.pending_decision
    assert decision is not None and rocks in decision.options
    if from_hand:
        game.apply(Choose(rocks))
    game.apply(Decline())  # the rest from the deck
    assert game.zone_name(rocks) == ("discard" if from_hand else "hand")
    assert deck - game.surface.deck_size(VILLAIN_P) == 2 - from_hand
    assert game.status_name(worker) == "stopped"


@pytest.mark.parametrize("complications", [1, 0])
def test_dannic_revives_cheaper_per_complication(complications: int) -> None:
    game = start(villain=[DANNIC, ROCKS])
    if complications:
        game.apply(Pass())
        game.apply(PlayComplication(villain(game, "Rocks")))
    dannic = villain(game, "Dannic")
    put_in_play(game, dannic)
    assert game.surface.revive_cost(dannic) == 4 - complications


@pytest.mark.parametrize("pay", [True, False])
def test_dannic_assigned_pays_two_to_play_two_complications_free(pay: bool) -> None:
    game = start(villain=[DANNIC, ROCKS, CALLOUS])
    dannic = villain(game, "Dannic")
    put_in_play(game, dannic)
    game._version += 1
    game.apply(Pass())
    game.apply(Assign(dannic))
    before = power(game, VILLAIN_P)
    game.apply(Choose(0) if pay else Decline())
    if pay:
        game.apply(ChooseMany((villain(game, "Rocks"), villain(game, "Callous Tactics"))))
    assert game.surface.complication_count == (2 if pay else 0)
    assert before - power(game, VILLAIN_P) == (2 if pay else 0)


@pytest.mark.parametrize("complications", [1, 0])
def test_olan_destroyed_arranges_the_opponents_mission_pile(complications: int) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    game = start(villain=[OLAN, ROCKS])
    if complications:
        game.apply(Pass())
        game.apply(PlayComplication(villain(game, "Rocks")))
    olan = villain(game, "Olan")
    put_in_play(game, olan)
    game.apply(Pass())
    game.apply(ActivateAbility(olan, 0))
    assert game.zone_name(olan) == "discard"
    decision = game.pending_decision
    assert (decision is not None) == bool(complications)


# --- obstacles ---


@pytest.mark.parametrize(("ship", "cost"), [(True, 1), (False, 2)])
def test_drone_activation_cost_falls_with_an_assigned_hero_ship(ship: bool, cost: int) -> None:
    game = start([CRUISER], [ACTIVATION])
    if ship:
        put_in_play(game, hero(game, "Cruiser"))
        game.apply(Assign(hero(game, "Cruiser")))
    else:
        game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(villain(game, "Drone Activation")))
    assert spent == cost


@pytest.mark.parametrize("others", [1, 0])
def test_drone_swarm_attack_harder_per_other_replicator(others: int) -> None:
    game = start(villain=[SWARM_ATTACK, SWARM])
    if others:
        villain_plays(game, "Swarm")
    villain_plays(game, "Drone Swarm Attack")
    assert difficulty(game, villain(game, "Drone Swarm Attack")) == 2 + others


@pytest.mark.parametrize("complication", [True, False])
def test_callous_tactics_incapacitates_only_with_a_complication(complication: bool) -> None:
    game = start([ENVOY], [CALLOUS, ROCKS])
    put_in_play(game, hero(game, "Envoy"))
    game.apply(Assign(hero(game, "Fixture Scholar")))
    if complication:
        game.apply(PlayComplication(villain(game, "Rocks")))
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Callous Tactics")))
    resolve(game)
    assert game.zone_name(hero(game, "Envoy")) == "discard"
    assert (game.status_name(hero(game, "Fixture Scholar")) == "incapacitated") is complication


@pytest.mark.parametrize("glyph", [True, False])
def test_close_encounter_blocks_a_glyph_holder_and_gains_per_glyph(glyph: bool) -> None:
    game = start(villain=[ENCOUNTER])
    scholar = hero(game, "Fixture Scholar")
    if glyph:
        ops.place_glyph(game, hero(game, "Libra Place"), scholar)
    villain_plays(game, "Close Encounter")
    if glyph:
        assert game.surface.is_blocked(scholar)
    before = power(game, VILLAIN_P)
    resolve(game)
    assert power(game, VILLAIN_P) - before == (1 if glyph else 0)


@pytest.mark.parametrize("ship", [True, False])
def test_crash_landing_stops_then_destroys_a_hero_ship(ship: bool) -> None:
    game = start([CRUISER], [CRASH])
    cruiser = hero(game, "Cruiser")
    if ship:
        put_in_play(game, cruiser)
    villain_plays(game, "Crash Landing")
    if ship:
        assert game.status_name(cruiser) == "stopped"
    resolve(game)
    assert game.zone_name(cruiser) == ("discard" if ship else "hand")


def test_mutiny_discards_and_gains_the_hand_difference() -> None:
    game = start(villain=[MUTINY])
    villain_plays(game, "Mutiny")
    assert game.to_act == HERO_P
    game.apply(Choose(game.state.players[HERO_P].hand[0]))
    mine, theirs = (len(game.state.players[p].hand) for p in (VILLAIN_P, HERO_P))
    before = power(game, VILLAIN_P)
    resolve(game)
    assert power(game, VILLAIN_P) - before == abs(mine - theirs)


def test_mutiny_with_an_empty_hand_asks_nothing() -> None:
    game = start(villain=[MUTINY])
    game.state.players[HERO_P].hand.clear()
    villain_plays(game, "Mutiny")
    assert game.pending_decision is None


@pytest.mark.parametrize("card", [ALCOHOL, SABOTAGE], ids=lambda c: c.title)
def test_failure_stops_a_character(card: StargateCard) -> None:
    game = start(villain=[card])
    villain_plays(game, card.title)
    resolve(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.status_name(hero(game, "Fixture Scholar")) == "stopped"


@pytest.mark.parametrize("card", [ALCOHOL, SABOTAGE, DISSENSION, PULSAR],
                         ids=lambda c: c.title)
def test_success_stops_nobody(card: StargateCard) -> None:
    game = start(villain=[card])
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(villain(game, card.title)))
    game.apply(Assign(hero(game, "Fixture Scientist")))
    resolve(game)
    assert game.status_name(hero(game, "Fixture Scholar")) == "ready"


def test_dissension_failure_stops_two_characters() -> None:
    game = start(villain=[DISSENSION])
    villain_plays(game, "Dissension")
    resolve(game)
    game.apply(ChooseMany((hero(game, "Fixture Scholar"), hero(game, "Fixture Leader"))))
    assert {game.status_name(hero(game, t)) for t in ("Fixture Scholar", "Fixture Leader")} \
        == {"stopped"}


@pytest.mark.parametrize("supports", [True, False])
def test_pulsar_gamma_burst_failure_stops_a_support_character(supports: bool) -> None:
    game = start([ENVOY], [PULSAR])
    if supports:
        put_in_play(game, hero(game, "Envoy"))
    villain_plays(game, "Pulsar Gamma Burst")
    resolve(game)
    if supports:
        assert game.status_name(hero(game, "Envoy")) == "stopped"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("card", [DILAPIDATED, DECOMPRESSION], ids=lambda c: c.title)
@pytest.mark.parametrize("has_gear", [True, False])
def test_failure_stops_a_gear(card: StargateCard, has_gear: bool) -> None:
    game = start([RIFLE], [card])
    rifle = hero(game, "Rifle")
    if has_gear:
        put_in_play(game, rifle)
    villain_plays(game, card.title)
    resolve(game)
    if has_gear:
        assert game.status_name(rifle) == "stopped"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("success", [False, True])
def test_compromised_location_failure_draws_a_card(success: bool) -> None:
    game = start(villain=[COMPROMISED])
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(PlayCard(villain(game, "Compromised Location")))
        game.apply(Assign(hero(game, "Fixture Scientist")))
    else:
        villain_plays(game, "Compromised Location")
    before = len(game.state.players[VILLAIN_P].hand)
    resolve(game)
    assert len(game.state.players[VILLAIN_P].hand) - before == (0 if success else 1)


@pytest.mark.parametrize("stopped", [True, False])
def test_murderous_intents_failure_readies_an_adversary(stopped: bool) -> None:
    game = start(villain=[MURDEROUS, HENCHMAN])
    henchman = villain(game, "Henchman")
    put_in_play(game, henchman)
    if stopped:
        ops.stop(game, henchman)
    villain_plays(game, "Murderous Intents")
    resolve(game)
    assert game.status_name(henchman) == "ready"  # the only adversary: no choice asked


def test_lurking_creature_blocks_a_character() -> None:
    game = start(villain=[LURKING])
    villain_plays(game, "Lurking Creature")
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.surface.is_blocked(hero(game, "Fixture Scholar"))
    assert not game.surface.is_blocked(hero(game, "Fixture Leader"))


@pytest.mark.parametrize("ship", [True, False])
def test_alien_abduction_may_ready_a_villain_ship(ship: bool) -> None:
    game = start(villain=[ABDUCTION, GLIDER])
    glider = villain(game, "Glider")
    if ship:
        put_in_play(game, glider)
        ops.stop(game, glider)
    villain_plays(game, "Alien Abduction")
    if ship:
        game.apply(Choose(glider))
        assert game.status_name(glider) == "ready"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize(("ship", "cost"), [(True, 2), (False, 3)])
def test_unrelenting_chase_cheaper_per_assigned_hero_ship(ship: bool, cost: int) -> None:
    game = start([CRUISER], [CHASE])
    if ship:
        put_in_play(game, hero(game, "Cruiser"))
        game.apply(Assign(hero(game, "Cruiser")))
    else:
        game.apply(Pass())
    spent = power_spent(game, VILLAIN_P, PlayCard(villain(game, "Unrelenting Chase")))
    assert spent == cost


# --- w2-abydos: more ---

PROGENITOR = real("Wraith Progenitor (Queen Mother)", AD, cost=1, skills={B: 1}, revive=3,
                  traits=("Wraith",))
EXPERIMENTS = real("Alien Experimentations", OB, cost=1, skills={B: 1})
DART = sg_card("Dart", AD, "Culler", cost=1, skills={B: 1}, revive=1, traits=("Wraith",))


@pytest.mark.parametrize("score", [True, False])
def test_wraith_progenitor_scored_finds_a_wraith_card(score: bool) -> None:
    from stargate_vcg.engine.stargate import Score

    game = start(villain=[PROGENITOR, DART])
    dart = villain(game, "Dart")
    game.surface.put_on_deck(dart)
    villain_plays(game, "Wraith Progenitor")
    resolve(game)
    progenitor = villain(game, "Wraith Progenitor")
    game.apply(Score(progenitor) if score else DestroyAdversary(progenitor))
    if score:
        game.apply(Choose(dart))
        assert game.zone_name(dart) == "hand"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("draw", [2, 0])
def test_alien_experimentations_blocks_then_draws_up_to_ingenuity(draw: int) -> None:
    game = start(villain=[EXPERIMENTS])
    villain_plays(game, "Alien Experimentations")
    leader = hero(game, "Fixture Leader")  # Ingenuity 2
    game.apply(Choose(leader))
    assert game.surface.is_blocked(leader)
    before = len(game.state.players[VILLAIN_P].hand)
    resolve(game)
    game.apply(Choose(draw) if draw else Decline())
    assert len(game.state.players[VILLAIN_P].hand) - before == draw


EXAMINER = real("Nakai Examiner (Inquisitive Abductor)", AD, cost=1, skills={B: 0}, revive=4)
QUESTIONED = real("Questioned Leadership", OB, cost=1, skills={B: 1}, traits=("Political",))
SPACE_WALK = real("Space Walk", OB, cost=1, skills={B: 1})


@pytest.mark.parametrize(("assign", "difficulty_now"), [(True, 3), (False, 0)])
def test_nakai_examiner_as_hard_as_the_chosen_contribution(assign: bool,
                                                          difficulty_now: int) -> None:
    game = start(villain=[EXAMINER])
    if assign:
        game.apply(Assign(hero(game, "Fixture Leader")))  # Combat 3
    else:
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Nakai Examiner")))
    game.apply(Pass())
    game.apply(Assign(villain(game, "Nakai Examiner")))
    assert difficulty(game, villain(game, "Nakai Examiner")) == difficulty_now


@pytest.mark.parametrize(("title", "cost"), [("Fixture Scientist", 1), ("Fixture Warrior", 0)])
def test_questioned_leadership_weaker_characters_cost_a_power(title: str, cost: int) -> None:
    game = start(villain=[QUESTIONED])
    game.apply(Assign(hero(game, "Fixture Leader")))  # Combat 3: the chosen one
    game.apply(PlayCard(villain(game, "Questioned Leadership")))
    ops.ready(game, hero(game, "Fixture Warrior"))  # Combat 3: not lower
    game._version += 1
    spent = power_spent(game, HERO_P, Assign(hero(game, title)))
    assert spent == cost


def test_space_walk_assigning_blocks_another_and_failure_stops_the_blocked() -> None:
    game = start(villain=[SPACE_WALK])
    villain_plays(game, "Space Walk")
    leader, scholar = hero(game, "Fixture Leader"), hero(game, "Fixture Scholar")
    game.apply(Assign(leader))
    assert game.to_act == HERO_P
    game.apply(Choose(scholar))
    assert game.surface.is_blocked(scholar)
    resolve(game)  # the Leader alone fails: Combat 3 < 3 + 1
    assert game.status_name(scholar) == "stopped"
    assert game.status_name(hero(game, "Fixture Scientist")) == "ready"


def test_space_walk_without_another_ready_character_forbids_assigning() -> None:
    game = start(villain=[SPACE_WALK])
    villain_plays(game, "Space Walk")
    for title in ("Fixture Scholar", "Fixture Scientist"):
        ops.stop(game, hero(game, title))
    game._version += 1
    with pytest.raises(IllegalAction):
        game.apply(Assign(hero(game, "Fixture Leader")))


PATHOGEN = real("Nakai Pathogen", OB, cost=1, skills={B: 1}, traits=("Disease",))


@pytest.mark.parametrize("fails_again", [True, False])
def test_nakai_pathogen_strikes_its_holder_at_a_later_failure(fails_again: bool) -> None:


    game = scenario([], [PATHOGEN], missions=[TEST_MISSION, SPARE if fails_again
                                              else mission("Easy", B, 1), LIBRA],
                    power=9, pad=20)
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(PlayCard(villain(game, "Nakai Pathogen")))
    resolve(game)  # Combat 3 < 3 + 1: fails; placed on the Leader (the only one)
    pathogen = villain(game, "Nakai Pathogen")
    assert game.status_name(leader) != "incapacitated"
    drive_to_next_mission(game)
    ops.ready(game, leader)
    game._version += 1
    game.apply(Assign(leader))
    resolve(game)
    assert (game.status_name(leader) == "incapacitated") is fails_again
    assert (game.zone_name(pathogen) == "villain score pile") is fails_again


THE_ORI = real("The Ori (False Gods)", AD, cost=1, skills={B: 1}, revive=1, traits=("Ori",))
PRIOR_PLAGUE = sg_card("Prior Plague", OB, cost=1, skills={B: 1}, traits=("Ori",))


@pytest.mark.parametrize("ori_milled", [True, False])
def test_the_ori_revived_readies_per_ori_card_milled(ori_milled: bool) -> None:
    game = start(villain=[THE_ORI, PRIOR_PLAGUE])
    if ori_milled:
        game.surface.put_on_deck(villain(game, "Prior Plague"))
    villain_plays(game, "The Ori")
    resolve(game)
    ori = villain(game, "The Ori")
    game.apply(Revive(ori))
    if ori_milled:
        game.apply(Choose(ori))
        assert game.status_name(ori) == "ready"
    else:
        assert game.pending_decision is None
        assert game.status_name(ori) == "stopped"
    # The readied adversary is harder (difficulty +1) to the turn's end, past the mission.
    assert difficulty(game, ori) == (2 if ori_milled else 1)
    drive(game, lambda g: g.phase == "deciding to continue")
    assert difficulty(game, ori) == (2 if ori_milled else 1)
    game.state.turn_mods.clear()  # as the debrief does: the turn's modifiers end
    assert difficulty(game, ori) == 1


@pytest.mark.parametrize("revived", [True, False])
def test_carl_strom_gains_in_the_mission_phase_cost_the_opponent_as_much(
        revived: bool) -> None:
    game = start(villain=[STROM])
    villain_plays(game, "Carl Strom")
    resolve(game)
    before = power(game, HERO_P)
    strom = villain(game, "Carl Strom")
    game.apply(Revive(strom) if revived else DestroyAdversary(strom))
    assert before - power(game, HERO_P) == (2 if revived else 0)


@pytest.mark.parametrize(("phase", "reacts"), [("performing actions", True),
                                               ("debrief", False), ("turn start", False)])
def test_carl_strom_reacts_to_his_owners_gains_only_in_the_mission_phase(
        phase: str, reacts: bool) -> None:
    from stargate_vcg.engine.stargate import phases as ph
    from stargate_vcg.engine.stargate.effects import Trigger, TriggerEvent

    game = start(villain=[STROM])
    villain_plays(game, "Carl Strom")
    strom = villain(game, "Carl Strom")
    effect = game.effects[strom]
    assert effect is not None
    game.state.phase = ph.NAMES.index(phase)
    event = TriggerEvent(Trigger.POWER_GAINED, VILLAIN_P, -1, 2)
    assert effect.triggers(game.surface, strom, event) is reacts
    assert not effect.triggers(game.surface, strom,
                               TriggerEvent(Trigger.POWER_GAINED, HERO_P, -1, 2))


# --- session 8 sp-cards11 ------------------------------------------------------------------

HALLUCINATIONS = real("Ancient Hallucinations", OB, cost=1, skills={B: 1},
                      traits=("Disease",))


@pytest.mark.parametrize("shake_off", [True, False])
def test_ancient_hallucinations_failure_blanks_a_character_who_may_stop_to_destroy_it(
        shake_off: bool) -> None:
    from sg_effect_cards import at_actions_of_turn

    from stargate_vcg.engine.stargate import ActivateAbility
    from stargate_vcg.engine.stargate.effects import TEXT_ALL

    game = start(villain=[HALLUCINATIONS])
    leader = hero(game, "Fixture Leader")
    obstacle = villain(game, "Ancient Hallucinations")
    game.apply(Pass())
    game.apply(PlayCard(obstacle))
    resolve(game)  # nobody assigned: it fails
    game.apply(Choose(leader))
    assert game.status_name(leader) == "stopped"
    assert obstacle in game.surface.beneath(leader)
    assert game.surface.text_removed(leader, TEXT_ALL)
    drive(game, at_actions_of_turn(3))  # his owner the hero again, the Leader ready
    uses = legal_of(game, ActivateAbility, leader)
    assert len(uses) == 1
    if not shake_off:
        return
    game.apply(uses[0])
    assert game.status_name(leader) == "stopped"
    assert game.zone_name(obstacle) == "discard"
    assert not game.surface.text_removed(leader, TEXT_ALL)
