"""Epilogue adversaries and obstacles (effects/epilogue/villains.py), each played: the
text happens, and does not when its condition fails. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, RIFLE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import SPARE, legal_of, villain_assigns
from sg_play import succeed_with as resolve
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    flow,
    ops,
)
from stargate_vcg.errors import IllegalAction

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
PHOTO_OP = real("Coerced Photo Op", OBS, cost=3, skills={C: 2, I: 1}, traits=("Political",))
RECOLLECTION = real("Distorted Recollection", OBS, cost=3, skills={C: 2, I: 2},
                    traits=("Political",))
PARASITE = real("Interdimensional Parasite", OBS, cost=3, skills={S: 2, I: 2},
                traits=("Disease",))
CROSSFIRE = real("Caught in the Crossfire", OBS, cost=2, skills={C: 2, B: 2},
                 traits=("Jaffa",))

LONER = sg_card("Loner", CardType.SUPPORT_CHARACTER, "Drifter", cost=1, skills={B: 1},
                traits=())
ANCIENT_KIT = sg_card("Ancient Kit", CardType.GEAR, cost=1, traits=("Ancient",))

# Enough of the hero team to pass an easy mission of that skill, obstacle and all.
CULTURED = ("Fixture Scholar", "Fixture Leader")
SCIENTISTS = ("Fixture Scientist", "Fixture Scholar")

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = None) -> StargateGame:
    """The first mission is of a skill the first villain card is rated in (else Combat):
    difficulty 1 is an easy success, the default 3 a failure unless characters help."""
    if skill is None:
        skill = next(iter(villain[0].skills), B) if villain else B
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [], missions=[first, SPARE, LIBRA],
                    power=power, pad=30)


def hero_then_villain(game: StargateGame, villain_card: str, *plays: str,
                      assign: bool = False) -> int:
    """The hero plays these cards (the villain passing between them), then the villain
    plays `villain_card` (and assigns it, after a hero pass)."""
    steps = [PlayCard(uid(game, t, HERO_P)) for t in plays]
    for i, step in enumerate(steps):
        game.apply(step)
        if i < len(steps) - 1:
            game.apply(Pass())
    if not steps:
        game.apply(Pass())
    card = uid(game, villain_card, VILLAIN_P)
    game.apply(PlayCard(card))
    if assign:
        game.apply(Pass())
        game.apply(Assign(card))
    return card


def glyph_beneath(game: StargateGame, character: str) -> None:
    ops.place_glyph(game, uid(game, "Libra Place", HERO_P), uid(game, character, HERO_P))


# --- Coerced Photo Op ---

@pytest.mark.parametrize(("power", "after"), [(9, 7), (1, 0)])
def test_coerced_photo_op_costs_the_hero_two_power(power: int, after: int) -> None:
    game = start(villain=[PHOTO_OP])
    game.state.players[HERO_P].power = power
    hero_then_villain(game, "Coerced Photo Op")
    assert game.power(HERO_P) == after
    assert game.power(VILLAIN_P) == 9 - 3


# --- Distorted Recollection ---

@pytest.mark.parametrize("glyph", [True, False])
def test_distorted_recollection_lowers_a_team_character_per_glyph(glyph: bool) -> None:
    game = start(villain=[RECOLLECTION])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    leader = uid(game, "Fixture Leader", HERO_P)
    before = game.skill(leader, 2)
    hero_then_villain(game, "Distorted Recollection")
    game.apply(Choose(leader))
    assert game.skill(leader, 2) == before - (1 if glyph else 0)


@pytest.mark.parametrize(("assigned", "loss"), [((), 2), (CULTURED, 0)])
def test_distorted_recollection_failure_costs_two_power(assigned: tuple[str, ...],
                                                         loss: int) -> None:
    game = start(villain=[RECOLLECTION], difficulty=1)
    hero_then_villain(game, "Distorted Recollection")
    game.apply(Choose(uid(game, "Fixture Leader", HERO_P)))
    resolve(game, *assigned)
    assert game.power(HERO_P) == 9 - loss


# --- Interdimensional Parasite ---

@pytest.mark.parametrize(("gear", "cost"), [(ANCIENT_KIT, 2), (RIFLE, 3)])
def test_interdimensional_parasite_is_cheaper_per_ancient_gear(gear: StargateCard,
                                                               cost: int) -> None:
    game = start([gear], [PARASITE])
    hero_then_villain(game, "Interdimensional Parasite", gear.title)
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize(("assigned", "destroyed"), [((), True), (SCIENTISTS, False)])
def test_interdimensional_parasite_failure_destroys_a_support_character(
        assigned: tuple[str, ...], destroyed: bool) -> None:
    game = start([MARINE], [PARASITE], difficulty=1)
    hero_then_villain(game, "Interdimensional Parasite", "Marine")
    resolve(game, *assigned)
    assert (game.zone_name(uid(game, "Marine", HERO_P)) == "discard") is destroyed


# --- Caught in the Crossfire ---

@pytest.mark.parametrize(("supporter", "blocked"), [(LONER, True)])
def test_caught_in_the_crossfire_blocks_an_unaffiliated_supporter(supporter: StargateCard,
                                                                  blocked: bool) -> None:
    game = start([supporter], [CROSSFIRE])
    hero_then_villain(game, "Caught in the Crossfire", supporter.title)
    card = uid(game, supporter.title, HERO_P)
    if game.pending_decision is not None:
        game.apply(Choose(card))
    assert game.is_blocked(card) is blocked


def test_caught_in_the_crossfire_spares_an_affiliated_supporter() -> None:
    marine = MARINE.model_copy(update={"traits": ("SGC",)})
    game = start([marine], [CROSSFIRE])
    hero_then_villain(game, "Caught in the Crossfire", "Marine")
    assert game.pending_decision is None
    assert not game.is_blocked(uid(game, "Marine", HERO_P))


@pytest.mark.parametrize(("assigned", "destroyed"), [((), True), (CULTURED, False)])
def test_caught_in_the_crossfire_failure_destroys_the_chosen(assigned: tuple[str, ...],
                                                             destroyed: bool) -> None:
    game = start([LONER], [CROSSFIRE], difficulty=1)
    hero_then_villain(game, "Caught in the Crossfire", "Loner")
    loner = uid(game, "Loner", HERO_P)
    resolve(game, *assigned)
    assert (game.zone_name(loner) == "discard") is destroyed




# --- more obstacles and adversaries ---

RINGS = real("Ori Transport Rings", OBS, cost=2, skills={B: 2, I: 2}, traits=("Ori",))
TERROR = real("Terror from Above", OBS, cost=3, skills={S: 2, B: 2}, traits=("Wraith",))
OBSTRUCTION = real("Obstruction", OBS, cost=0, skills={C: 1, S: 1, B: 1, I: 1},
                   traits=("Political",))
TRIBUTE = real("Tribute to Apophis", OBS, cost=3, skills={C: 3, S: 2, I: 2},
               traits=("Jaffa", "Goa'uld"))
QUEEN = real("Cunning Queen (Duplicitous Ally)", ADV, cost=3, skills={C: 2, I: 3}, revive=4,
             traits=("Wraith",))
JUMBLED = real("Jumbled Mind", OBS, cost=2, skills={C: 1, S: 1, I: 1})

ORI_SHIP = sg_card("Ori Warship", CardType.SHIP, "Mothership", cost=1, firepower=2,
                   traits=("Ori",), allegiance=Allegiance.VILLAIN)
WRAITH_SHIP = sg_card("Hive Ship", CardType.SHIP, "Hive", cost=1, firepower=2,
                      traits=("Wraith",), allegiance=Allegiance.VILLAIN)
SENATOR = sg_card("Senator", ADV, "Politician", cost=1, skills={C: 2}, revive=3,
                  traits=("Political",))
GOAULD = sg_card("Underlord", ADV, "Goa'uld", cost=1, skills={C: 2}, revive=3,
                 traits=("Goa'uld",))
THUG = sg_card("Thug", ADV, "Brute", cost=1, skills={C: 2}, revive=3)


@pytest.mark.parametrize(("ori", "cost"), [(True, 1), (False, 2)])
def test_ori_transport_rings_cheaper_beside_an_assigned_ori_ship(ori: bool,
                                                                   cost: int) -> None:
    game = start(villain=[RINGS, ORI_SHIP])
    if ori:
        villain_assigns(game, "Ori Warship")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Ori Transport Rings", VILLAIN_P)))
    assert game.power(VILLAIN_P) == power - cost


@pytest.mark.parametrize(("ships", "cost"), [(True, 2), (False, 3)])
def test_terror_from_above_cheaper_per_wraith_ship(ships: bool, cost: int) -> None:
    game = start(villain=[TERROR, WRAITH_SHIP])
    if ships:
        villain_assigns(game, "Hive Ship")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Terror from Above", VILLAIN_P)))
    assert game.power(VILLAIN_P) == power - cost


@pytest.mark.parametrize(("ships", "destroyed"), [(True, True), (False, False)])
def test_terror_from_above_failure_destroys_per_wraith_ship(ships: bool,
                                                            destroyed: bool) -> None:
    game = start([MARINE], [TERROR, WRAITH_SHIP], difficulty=6)
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    game.apply(PlayCard(uid(game, "Terror from Above", VILLAIN_P)))
    if ships:
        game.apply(Pass())
        game.apply(PlayCard(uid(game, "Hive Ship", VILLAIN_P)))
        game.apply(Pass())
        game.apply(Assign(uid(game, "Hive Ship", VILLAIN_P)))
    resolve(game)
    while game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    assert (game.zone_name(uid(game, "Marine", HERO_P)) == "discard") is destroyed


@pytest.mark.parametrize("senator", [True, False])
def test_obstruction_needs_a_political_adversary_stopped(senator: bool) -> None:
    game = start(villain=[OBSTRUCTION, SENATOR, THUG])
    villain_assigns(game, "Senator" if senator else "Thug")
    game.apply(Pass())
    obstruction = uid(game, "Obstruction", VILLAIN_P)
    stopper = uid(game, "Senator" if senator else "Thug", VILLAIN_P)
    action = PlayCard(obstruction, stops=(stopper,))
    assert (action in game.legal_actions()) is senator
    if senator:
        game.apply(action)
        assert game.status_name(stopper) == "stopped"


@pytest.mark.parametrize(("goauld", "cost"), [(True, 2), (False, 3)])
def test_tribute_to_apophis_cheaper_with_a_goauld_adversary(goauld: bool, cost: int) -> None:
    game = start(villain=[TRIBUTE, GOAULD, THUG])
    villain_assigns(game, "Underlord" if goauld else "Thug")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Tribute to Apophis", VILLAIN_P)))
    assert game.power(VILLAIN_P) == power - cost


@pytest.mark.parametrize("mode", [0, 1])
def test_tribute_to_apophis_failure_harms_the_chosen_or_a_stopped_supporter(mode: int) -> None:
    game = start([MARINE], [TRIBUTE], difficulty=6)
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    game.apply(PlayCard(uid(game, "Tribute to Apophis", VILLAIN_P)))
    warrior = uid(game, "Fixture Warrior", HERO_P)  # stopped at set-up
    game.apply(Choose(warrior))
    marine = uid(game, "Marine", HERO_P)
    ops.stop(game, marine)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(Choose(mode))
    if mode == 0:
        assert game.status_name(warrior) == "incapacitated"
        assert game.zone_name(marine) != "discard"
    else:
        assert game.status_name(warrior) == "stopped"
        assert game.zone_name(marine) == "discard"


@pytest.mark.parametrize(("draws", "gain"), [(1, 1), (2, 2), (3, 3)])
def test_cunning_queen_assigned_makes_the_hero_draw(draws: int, gain: int) -> None:
    game = start(villain=[QUEEN])
    hand = len(game.hand(HERO_P))
    queen = uid(game, "Cunning Queen", VILLAIN_P)
    game.apply(Pass())
    game.apply(PlayCard(queen))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(Assign(queen))
    for extra in range(2):
        if game.pending_decision is None:
            break
        game.apply(Choose(0) if extra + 1 < draws else Decline())
    assert len(game.hand(HERO_P)) == hand + draws
    assert game.power(VILLAIN_P) == power + gain


@pytest.mark.parametrize("discards", [0, 2])
def test_jumbled_mind_harder_per_hero_discard(discards: int) -> None:
    game = start(villain=[JUMBLED])
    game.apply(Pass())
    jumbled = uid(game, "Jumbled Mind", VILLAIN_P)
    game.apply(PlayCard(jumbled))
    before = game.mission_difficulty()
    for card in game.hand(HERO_P)[:discards]:
        ops.discard_from_hand(game, card)
        flow.run(game)  # the triggers of the discard
        game._version += 1
    assert game.mission_difficulty() == before + discards


# --- adversaries: failure (or play) text ---

NAONAK = real("Na'onak (First Prime of Bynarr)", ADV, cost=4, skills={B: 2, I: 3}, revive=4,
              traits=("Jaffa", "Goa'uld"))
WRAITH_QUEEN = real("Wraith Queen (Impatient Interrogator)", ADV, cost=4,
                    skills={C: 2, B: 2, I: 3}, revive=3, traits=("Wraith",))
OSIRIS = real("Osiris (Power Seeker)", ADV, cost=4, skills={C: 3, S: 2, B: 2}, revive=4,
              traits=("Goa'uld",))
# Given a Combat rating of 0 (not printed) so that he may join a Combat mission here.
KINSEY = real("Robert Kinsey (Connected Politician)", ADV, cost=3, skills={C: 3, I: 2, B: 0},
              revive=4, traits=("Political",))
TALUS = real("Talus (Asuran Commander)", ADV, cost=3, skills={C: 1, S: 1, I: 2, B: 0}, revive=4,
             traits=("Replicator",))
KIVA = real("Kiva (Ruthless Commander)", ADV, cost=3, skills={C: 2, B: 3, I: 2}, revive=4)
ERADICATOR = real("Wraith Eradicator (Zealous Hunter)", ADV, cost=4,
                  skills={S: 2, B: 2, I: 2}, revive=5, traits=("Wraith",))
ASURAN = sg_card("Asuran", ADV, "Replicator", cost=1, skills={B: 1}, revive=2,
                 traits=("Replicator",))
SKIFF = sg_card("Skiff", CardType.SHIP, "Hero Ship", cost=1, firepower=2)


def assigned_adversary(game: StargateGame, title: str, *hero_cards: str) -> int:
    """The hero plays these cards into play (set up), the villain plays and assigns the
    adversary, the hero assigns the Fixture Leader."""
    for t in hero_cards:
        ops.put_in_play(game, uid(game, t, HERO_P))
    game._version += 1
    return villain_assigns(game, title)


def fight(game: StargateGame) -> None:
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())


@pytest.mark.parametrize("difficulty", [9, 1])
def test_naonak_failure_incapacitates_a_team_character(difficulty: int) -> None:
    game = start(villain=[NAONAK], difficulty=difficulty, skill=B)
    assigned_adversary(game, "Na'onak")
    fight(game)
    warrior, leader = uid(game, "Fixture Warrior", HERO_P), uid(game, "Fixture Leader", HERO_P)
    if game.pending_decision is not None:
        game.apply(Choose(warrior))
    failed = difficulty == 9
    assert (game.status_name(warrior) == "incapacitated") is failed
    assert game.status_name(leader) != "incapacitated"


@pytest.mark.parametrize("difficulty", [9, 1])
def test_wraith_queen_failure_destroys_a_supporter(difficulty: int) -> None:
    game = start([MARINE], [WRAITH_QUEEN], difficulty=difficulty, skill=B)
    assigned_adversary(game, "Wraith Queen", "Marine")
    fight(game)
    assert (game.zone_name(uid(game, "Marine", HERO_P)) == "discard") is (difficulty == 9)


@pytest.mark.parametrize("difficulty", [9, 1])
def test_osiris_power_seeker_failure_stops_a_character(difficulty: int) -> None:
    game = start([MARINE], [OSIRIS], difficulty=difficulty, skill=B)
    assigned_adversary(game, "Osiris", "Marine")
    fight(game)
    marine = uid(game, "Marine", HERO_P)
    if game.pending_decision is not None:
        game.apply(Choose(marine))
    assert (game.status_name(marine) == "stopped") is (difficulty == 9)


def _kinsey_power(difficulty: int) -> int:
    game = start(villain=[KINSEY], difficulty=difficulty, skill=B)
    assigned_adversary(game, "Robert Kinsey")
    fight(game)
    return game.power(VILLAIN_P)


def test_robert_kinsey_failure_gains_per_stopped_team_character() -> None:
    # As the failure text resolves, only the Warrior (stopped at set-up) is stopped.
    assert _kinsey_power(9) == _kinsey_power(1) + 1


@pytest.mark.parametrize("difficulty", [9, 1])
def test_talus_failure_takes_back_a_replicator_adversary(difficulty: int) -> None:
    game = start(villain=[TALUS, ASURAN], difficulty=difficulty, skill=B)
    asuran = uid(game, "Asuran", VILLAIN_P)
    ops.discard_from_hand(game, asuran)
    assigned_adversary(game, "Talus")
    fight(game)
    if game.pending_decision is not None:
        game.apply(Choose(asuran))
    assert (game.zone_name(asuran) == "hand") is (difficulty == 9)


@pytest.mark.parametrize("ship", [True, False])
def test_kiva_played_stops_a_hero_ship(ship: bool) -> None:
    game = start([SKIFF], [KIVA])
    skiff = uid(game, "Skiff", HERO_P)
    if ship:
        game.apply(PlayCard(skiff))
    else:
        game.apply(Pass())
    game.apply(PlayCard(uid(game, "Kiva", VILLAIN_P)))
    assert (game.status_name(skiff) == "stopped") is ship


@pytest.mark.parametrize("difficulty", [9, 1])
def test_wraith_eradicator_failure_destroys_ready_supporters(difficulty: int) -> None:
    game = start([MARINE], [ERADICATOR], difficulty=difficulty, skill=B)
    assigned_adversary(game, "Wraith Eradicator", "Marine")
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Choose(0))  # its extra cost of the assignment: a random discard
    game.apply(Pass())
    game.apply(Pass())
    assert (game.zone_name(uid(game, "Marine", HERO_P)) == "discard") is (difficulty == 9)


# --- Amaterasu ---

AMATERASU = real("Amaterasu (System Lords Representative)", ADV, cost=4,
                 skills={C: 2, S: 2, I: 3}, revive=6, traits=("Goa'uld",))
TOLL = sg_card("Toll Gate", OBS, cost=3, skills={C: 1})


@pytest.mark.parametrize("turn", [True, False])
def test_amaterasu_assigned_turns_an_obstacle_face_down_for_power(turn: bool) -> None:
    game = start(villain=[AMATERASU, TOLL], skill=C)
    game.apply(Pass())
    toll = uid(game, "Toll Gate", VILLAIN_P)
    game.apply(PlayCard(toll))
    amaterasu = villain_assigns(game, "Amaterasu")
    power = game.power(VILLAIN_P)
    game.apply(Choose(toll) if turn else Decline())
    assert game.power(VILLAIN_P) == power + (2 if turn else 0)
    assert (toll in game.complications) is turn
    assert game.status_name(amaterasu) == "assigned"


@pytest.mark.parametrize(("goauld", "revive"), [(True, 5), (False, 6)])
def test_amaterasu_revive_cost_lower_per_other_goauld(goauld: bool, revive: int) -> None:
    from stargate_vcg.engine.stargate import values
    game = start(villain=[AMATERASU, GOAULD], skill=C)
    amaterasu = uid(game, "Amaterasu", VILLAIN_P)
    ops.put_in_play(game, amaterasu)
    if goauld:
        ops.put_in_play(game, uid(game, "Underlord", VILLAIN_P))
    game._version += 1
    assert values.revive_cost(game, amaterasu) == revive


# --- score-pile text, Armin Selig, Orhuk ---

PROGENITOR = real("Wraith Progenitor (Lifegiver)", ADV, cost=3, skills={C: 2, S: 2, I: 2},
                  revive=3, traits=("Wraith",))
SIMMONS = real("Frank Simmons (Conniving NID Colonel)", ADV, cost=4, skills={C: 2, I: 3},
               revive=3, traits=("Political",))
SELIG = real("Armin Selig (Whistleblower)", ADV, cost=3, skills={S: 1, I: 2}, revive=3,
             traits=("Political",))
ORHUK = real("Orhuk (Svarog's Iron Fist)", ADV, cost=3, skills={C: 2, B: 2}, revive=5,
             traits=("Jaffa",))
WRAITH_GRUNT = sg_card("Wraith Grunt", ADV, "Drone", cost=2, skills={C: 2}, revive=3,
                       traits=("Wraith",))
RED_TAPE = sg_card("Red Tape", OBS, cost=2, skills={C: 1}, traits=("Political",))
GOAULD_SHIP = sg_card("Goa'uld Hatak", CardType.SHIP, "Mothership", cost=1, firepower=2,
                      traits=("Goa'uld",), allegiance=Allegiance.VILLAIN)


def _paid_after_scoring(scored_card: StargateCard, owner: int, played: StargateCard,
                        scored: bool) -> int:
    """The power the villain pays to play `played` when `owner`'s `scored_card` is in his
    score pile (`scored`) or in his deck."""
    if owner == VILLAIN_P:
        game = start(villain=[played, scored_card])
    else:
        game = start(hero=[scored_card], villain=[played])
    if scored:
        ops.to_score_pile(game, uid(game, scored_card.title, owner))
        game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, played.title, VILLAIN_P)))
    return 9 - game.power(VILLAIN_P)


@pytest.mark.parametrize(("scored", "cost"), [(True, 1), (False, 2)])
def test_wraith_progenitor_scored_makes_wraith_adversaries_cheaper(scored: bool,
                                                                   cost: int) -> None:
    assert _paid_after_scoring(PROGENITOR, VILLAIN_P, WRAITH_GRUNT, scored) == cost


@pytest.mark.parametrize(("scored", "cost"), [(True, 1), (False, 2)])
def test_frank_simmons_scored_makes_political_obstacles_cheaper(scored: bool,
                                                                cost: int) -> None:
    assert _paid_after_scoring(SIMMONS, VILLAIN_P, RED_TAPE, scored) == cost


# Ruling: the two discounts from the score pile say "obstacles" / "adversaries", not
# "your": while the card is in its owner's score pile (text in effect in both roles), the
# opponent's plays of that kind cost less too.
@pytest.mark.parametrize(("scored", "cost"), [(True, 1), (False, 2)])
def test_frank_simmons_scored_makes_the_opponents_political_obstacles_cheaper_too(
        scored: bool, cost: int) -> None:
    assert _paid_after_scoring(SIMMONS, HERO_P, RED_TAPE, scored) == cost


@pytest.mark.parametrize(("scored", "cost"), [(True, 1), (False, 2)])
def test_wraith_progenitor_scored_makes_the_opponents_wraith_adversaries_cheaper_too(
        scored: bool, cost: int) -> None:
    assert _paid_after_scoring(PROGENITOR, HERO_P, WRAITH_GRUNT, scored) == cost


@pytest.mark.parametrize("ready", [True, False])
def test_armin_selig_ready_draws_as_the_hero_plays_a_mission(ready: bool) -> None:
    from stargate_vcg.engine.stargate import Continue
    game = start(villain=[SELIG], difficulty=1, skill=B)
    selig = uid(game, "Armin Selig", VILLAIN_P)
    ops.put_in_play(game, selig)
    if not ready:
        ops.stop(game, selig)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Decline)), actions[0]))
    hand = len(game.hand(VILLAIN_P))
    game.apply(Continue())
    if ready:
        game.apply(Choose(0))
    assert len(game.hand(VILLAIN_P)) == hand + (1 if ready else 0)


@pytest.mark.parametrize(("ship", "combat"), [(True, 3), (False, 2)])
def test_orhuk_harder_while_a_goauld_ship_is_assigned(ship: bool, combat: int) -> None:
    game = start(villain=[ORHUK, GOAULD_SHIP], skill=B)
    if ship:
        villain_assigns(game, "Goa'uld Hatak")
    orhuk = villain_assigns(game, "Orhuk")
    assert game.skill(orhuk, 2) == combat


# --- Power Grab, Sokar's Wrath, Smirking Escape ---

POWER_GRAB = real("Power Grab", OBS, cost=3, skills={C: 2, I: 2},
                  traits=("Wraith", "Political"))
SOKARS_WRATH = real("Sokar's Wrath", OBS, cost=3, skills={C: 2, B: 2}, traits=("Goa'uld",))
SMIRKING = real("Smirking Escape", OBS, cost=2, skills={C: 0, S: 0, B: 0, I: 0},
                traits=("Goa'uld",))


@pytest.mark.parametrize(("discards", "gain"), [(0, 4), (1, 3), (4, 0)])
def test_power_grab_gains_four_less_the_hero_discards(discards: int, gain: int) -> None:
    game = start(villain=[POWER_GRAB])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Power Grab", VILLAIN_P)))
    power = game.power(VILLAIN_P)
    for _ in range(discards):
        game.apply(Choose(game.pending_decision.options[0]))  # type: ignore[union-attr]
    if game.pending_decision is not None:
        game.apply(Decline())
    assert game.power(VILLAIN_P) == power + gain


@pytest.mark.parametrize("discards", [0, 2])
def test_sokars_wrath_the_hero_discards_as_many(discards: int) -> None:
    game = start(villain=[SOKARS_WRATH])
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Sokar's Wrath", VILLAIN_P)))
    for _ in range(discards):
        game.apply(Choose(game.pending_decision.options[0]))  # type: ignore[union-attr]
    game.apply(Decline())
    while game.pending_decision is not None:
        decision = game.pending_decision
        from stargate_vcg.engine.stargate.actions import ChooseMany
        game.apply(ChooseMany(decision.options[:decision.least]))
    assert len(game.hand(HERO_P)) == hand - discards


@pytest.mark.parametrize("ready", [True, False])
def test_smirking_escape_may_ready_an_assigned_adversary(ready: bool) -> None:
    game = start(villain=[SMIRKING, THUG], skill=C)
    thug = villain_assigns(game, "Thug")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Smirking Escape", VILLAIN_P)))
    game.apply(Choose(thug) if ready else Decline())
    assert game.status_name(thug) == ("ready" if ready else "assigned")


# --- Stolen Stargate ---

STOLEN = real("Stolen Stargate", OBS, cost=2, skills={S: 1, I: 1})
RIDDLE = sg_card("Riddle", OBS, cost=1, skills={I: 1})
ENIGMA = sg_card("Enigma", OBS, cost=1, skills={I: 1})


@pytest.mark.parametrize("played", [True, False])
def test_stolen_stargate_the_hero_next_pass_is_his_last(played: bool) -> None:
    game = start([MARINE], [STOLEN, RIDDLE, ENIGMA], skill=I)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Stolen Stargate" if played else "Riddle", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Enigma", VILLAIN_P)))
    marine = uid(game, "Marine", HERO_P)
    assert (PlayCard(marine) in game.legal_actions()) is not played


# --- Replicator obstacles, Ambuscade and Parasitic Entity ---

DOOMED = real("Doomed Ship", OBS, cost=2, skills={S: 2, B: 2}, traits=("Replicator",))
BRAIN = real("Brain Hacking", OBS, cost=2, skills={C: 2, S: 2}, traits=("Replicator",))
AMBUSCADE = real("Ambuscade", OBS, cost=3, skills={B: 2, I: 2})
PARASITIC = real("Parasitic Entity", OBS, cost=3, skills={C: 2, S: 2})
SWARM = sg_card("Swarm", OBS, cost=1, skills={C: 1, S: 1, B: 1}, traits=("Replicator",))
BLOCK = sg_card("Block", OBS, cost=1, skills={C: 1, S: 1, B: 1})


@pytest.mark.parametrize(("swarm", "swapped"), [(True, 1), (False, 0)])
def test_doomed_ship_trades_cards_per_other_replicator(swarm: bool, swapped: int) -> None:
    game = start(villain=[DOOMED, SWARM, BLOCK], skill=B)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Swarm" if swarm else "Block", VILLAIN_P)))
    game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    game.apply(PlayCard(uid(game, "Doomed Ship", VILLAIN_P)))
    if swarm:
        game.apply(Choose(game.pending_decision.options[0]))  # type: ignore[union-attr]
    assert len(game.hand(VILLAIN_P)) == hand - 1
    assert len(game.discard_pile(VILLAIN_P)) == swapped


@pytest.mark.parametrize(("swarm", "discarded"), [(True, 1), (False, 0)])
def test_brain_hacking_the_hero_discards_per_other_replicator(swarm: bool,
                                                              discarded: int) -> None:
    game = start(villain=[BRAIN, SWARM, BLOCK], skill=C)
    hand = len(game.hand(HERO_P))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Swarm" if swarm else "Block", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Brain Hacking", VILLAIN_P)))
    while game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    assert len(game.hand(HERO_P)) == hand - discarded


@pytest.mark.parametrize(("card", "skill"), [(AMBUSCADE, B), (PARASITIC, C)])
@pytest.mark.parametrize(("discards", "stopped"), [(3, True), (1, False)])
def test_ambuscade_and_parasitic_entity_stop_by_discards(card: StargateCard, skill: object,
                                                         discards: int, stopped: bool) -> None:
    game = start(villain=[card, RIDDLE, ENIGMA, BLOCK], skill=skill)
    # The Leader has 3 Combat and 1 Culture; the Scholar 3 Culture.
    who = "Fixture Leader" if skill is B else "Fixture Scholar"
    character = uid(game, who, HERO_P)
    game.apply(Assign(character))
    game.apply(PlayCard(uid(game, card.title, VILLAIN_P)))
    for title in ("Riddle", "Enigma", "Block")[:discards]:
        game.apply(Choose(uid(game, title, VILLAIN_P)))
    if discards < 3:  # with no villain card left in hand, nothing more is asked
        game.apply(Decline())
    if game.pending_decision is not None and character in game.pending_decision.options:
        game.apply(Choose(character))
    assert (game.status_name(character) == "stopped") is stopped


# --- Annunciation, Suppressing Dissidence, Surrounded ---

ANNUNCIATION = real("Annunciation", OBS, cost=1, skills={C: 2, S: 1}, traits=("Ori",))
SUPPRESSING = real("Suppressing DIssidence", OBS, cost=4, skills={C: 3, S: 2, B: 2},
                   traits=("Ori",))
SURROUNDED = real("Surrounded", OBS, cost=3, skills={B: 2, I: 1})
PRIOR = sg_card("Prior", ADV, "Ori Priest", cost=3, skills={C: 2}, revive=3, traits=("Ori",))


@pytest.mark.parametrize(("prior", "cost"), [(True, 0), (False, 1)])
def test_annunciation_cheaper_with_an_ori_adversary_in_hand(prior: bool, cost: int) -> None:
    game = start(villain=[ANNUNCIATION, *([PRIOR] if prior else [])])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Annunciation", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize(("difficulty", "stopped"), [(9, True), (1, False)])
def test_suppressing_dissidence_failure_stops_per_experience(difficulty: int,
                                                             stopped: bool) -> None:
    game = start([MARINE], [SUPPRESSING], difficulty=difficulty, skill=B)
    marine = uid(game, "Marine", HERO_P)
    ops.put_in_play(game, marine)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Suppressing DIssidence", VILLAIN_P)))
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    if game.pending_decision is not None:
        game.apply(Choose(marine))
    assert (game.status_name(marine) == "stopped") is stopped


def test_surrounded_blocks_one_character() -> None:
    game = start(villain=[SURROUNDED], skill=B)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Surrounded", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 3  # nothing discarded: the printed cost
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert game.is_blocked(leader)
    assert not game.is_blocked(uid(game, "Fixture Scholar", HERO_P))


@pytest.mark.parametrize("discards", [0, 1, 2, 3])
def test_surrounded_costs_one_less_per_card_discarded(discards: int) -> None:
    game = start(villain=[SURROUNDED], skill=B)
    card = uid(game, "Surrounded", VILLAIN_P)
    game.apply(Pass())
    plays = legal_of(game, PlayCard, card)
    assert {len(a.stops) for a in plays} == {0, 1, 2, 3}
    action = next(a for a in plays if len(a.stops) == discards)
    hand = len(game.hand(VILLAIN_P))
    game.apply(action)
    assert game.power(VILLAIN_P) == 9 - 3 + discards
    assert all(game.zone_name(c) == "discard" for c in action.stops)
    assert len(game.hand(VILLAIN_P)) == hand - 1 - discards


def test_surrounded_discards_no_more_than_three_cards() -> None:
    game = start(villain=[SURROUNDED], skill=B)
    card = uid(game, "Surrounded", VILLAIN_P)
    game.apply(Pass())
    others = tuple(c for c in game.hand(VILLAIN_P) if c != card)[:4]
    assert len(others) == 4
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(card, others))


# --- session 11 sp-cards16: Sarcophagus Madness --------------------------------------------

SARCOPHAGUS_MADNESS = real("Sarcophagus Madness", OBS, cost=4, skills={S: 3, I: 3},
                           traits=("Goa'uld", "Disease"))


def _maddened() -> tuple[StargateGame, int, int]:
    """The hero fails a Science mission; the villain places Sarcophagus Madness on the
    Fixture Scholar; the hero continues (the next mission's actions)."""
    from stargate_vcg.engine.stargate import Continue

    game = start([MARINE], [SARCOPHAGUS_MADNESS], skill=S)
    scholar = uid(game, "Fixture Scholar", HERO_P)
    madness = uid(game, "Sarcophagus Madness", VILLAIN_P)
    hero_then_villain(game, "Sarcophagus Madness", "Marine")
    resolve(game, "Fixture Leader")  # Science 0 of 1 + 3: a failure
    game.apply(Choose(scholar))
    while game.pending_decision is not None:
        game.apply(game.legal_actions()[0])
    assert madness in game.surface.beneath(scholar)
    game.apply(Continue())
    return game, scholar, madness


@pytest.mark.parametrize("discards", [True, False])
def test_sarcophagus_madness_may_block_its_holder_instead_of_his_assignment(
        discards: bool) -> None:
    game, scholar, _ = _maddened()
    hand = list(game.hand(VILLAIN_P))
    game.apply(Assign(scholar))
    decision = game.pending_decision
    assert decision is not None and decision.player == VILLAIN_P
    game.apply(Choose(hand[0]) if discards else Decline())
    assert game.status_name(scholar) == ("ready" if discards else "assigned")
    assert game.is_blocked(scholar) is discards
    assert (game.zone_name(hand[0]) == "discard") is discards


def test_sarcophagus_madness_leaves_other_characters_assignments_alone() -> None:
    game, _, _ = _maddened()
    scientist = uid(game, "Fixture Scientist", HERO_P)
    game.apply(Assign(scientist))
    assert game.pending_decision is None and game.status_name(scientist) == "assigned"


@pytest.mark.parametrize("player", [HERO_P, VILLAIN_P])
def test_sarcophagus_madness_holders_owner_destroys_a_support_character_to_end_it(
        player: int) -> None:
    from stargate_vcg.engine.stargate import ActivateAbility

    game, scholar, madness = _maddened()
    marine = uid(game, "Marine", HERO_P)
    action = ActivateAbility(madness, 0, target=marine)
    if player == VILLAIN_P:
        game.apply(Pass())
    assert (action in game.legal_actions()) is (player == HERO_P)
    if player == HERO_P:
        game.apply(action)
        assert game.zone_name(marine) == "discard"
        assert game.zone_name(madness) == "discard"
        game.apply(Pass())
        game.apply(Assign(scholar))
        assert game.pending_decision is None and game.status_name(scholar) == "assigned"
