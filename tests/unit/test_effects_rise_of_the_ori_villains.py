"""Rise of the Ori obstacles and adversaries (effects/rise_of_the_ori/villains.py), each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids; player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import RIFLE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, hero, legal_of, to_next_mission, villain, villain_plays
from sg_play import both_pass as fail
from sg_play import put_in_play as in_play
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    Revive,
    Score,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany
from stargate_vcg.errors import IllegalAction

OBSTACLE, ADVERSARY = CardType.OBSTACLE, CardType.ADVERSARY
KALI = real("Kali (The Destroyer)", ADVERSARY, cost=5, skills={C: 2, B: 2}, revive=4,
            traits=("Goa'uld",))
ALLIANCE = real("Alliance in Jeopardy", OBSTACLE, cost=2, skills={C: 2, B: 2},
                traits=("Jaffa", "Political"))
CLUES = real("Clues from the Past", OBSTACLE, cost=1, skills={C: 2})
PROBE = real("Goa'uld Probe", OBSTACLE, cost=1, skills={S: 1, B: 1, I: 1}, traits=("Goa'uld",))
PHEROMONES = real("Super Pheromones", OBSTACLE, cost=2, skills={S: 1, I: 1},
                  traits=("Disease", "Goa'uld"))
TOO_EASY = real("Too Easy", OBSTACLE, cost=1, skills={I: 2})

HURDLE = sg_card("Hurdle", OBSTACLE, cost=1, skills={C: 2, S: 1})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(villain_cards: list[StargateCard], *missions: StargateCard,
          power: int = 5) -> StargateGame:
    return scenario([], villain_cards, missions=list(missions), power=power)


def ready_hero_characters(game: StargateGame) -> list[int]:
    return [u for u in game.in_play(HERO_P) if game.status_name(u) == "ready"]


# --- Kali ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("experience", "cost"), [(1, 5 - 1), (3, 5 - 3)])
def test_kali_costs_less_by_the_current_missions_experience(experience: int,
                                                            cost: int) -> None:
    game = start([KALI], mission("Test Mission", B, 3, experience=experience),
                 SPARE, power=5)
    villain_plays(game, "Kali")
    assert game.power(VILLAIN_P) == 5 - cost


@pytest.mark.parametrize(("power", "playable"), [(4, True), (3, False)])
def test_kali_is_playable_with_the_power_her_reduced_cost_needs(power: int,
                                                                playable: bool) -> None:
    game = start([KALI], mission("Test Mission", B, 3, experience=1),
                 SPARE, power=power)
    game.apply(Pass())
    assert (PlayCard(villain(game, "Kali")) in game.legal_actions()) is playable


@pytest.mark.parametrize("assigned", [True, False])
def test_kali_failure_stops_a_character_while_she_is_assigned(assigned: bool) -> None:
    game = start([KALI], mission("Test Mission", B, 3, experience=3),
                 SPARE, power=5)
    villain_plays(game, "Kali")
    game.apply(Pass())
    if assigned:
        game.apply(Assign(villain(game, "Kali")))
        game.apply(Pass())
    game.apply(Pass())  # the mission fails
    scholar = hero(game, "Fixture Scholar")
    if assigned:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(scholar))
    assert game.status_name(scholar) == ("stopped" if assigned else "ready")


# --- stopping by the mission's experience --------------------------------------------------


@pytest.mark.parametrize(("card", "chooser"), [(ALLIANCE, VILLAIN_P), (TOO_EASY, HERO_P)])
@pytest.mark.parametrize("experience", [1, 2])
def test_failure_stops_as_many_characters_as_the_missions_experience(
        card: StargateCard, chooser: int, experience: int) -> None:
    skill = I if card is TOO_EASY else C
    game = start([card], mission("Test Mission", skill, 3, experience=experience),
                 SPARE)
    villain_plays(game, card.title)
    ready = ready_hero_characters(game)
    fail(game)
    assert game.to_act == chooser
    game.apply(Choose(ready[0]) if experience == 1 else ChooseMany(tuple(ready[:2])))
    assert len(ready) - len(ready_hero_characters(game)) == experience


@pytest.mark.parametrize("card", [ALLIANCE, TOO_EASY])
def test_stopping_by_experience_needs_a_failure(card: StargateCard) -> None:
    skill = I if card is TOO_EASY else C
    game = start([card], mission("Test Mission", skill, 1, experience=2),
                 SPARE)
    villain_plays(game, card.title)
    game.apply(Assign(hero(game, "Fixture Scholar")))  # Culture 3 or Ingenuity 1...
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Scientist")))  # ... with Ingenuity 2
    game.apply(Pass())
    game.apply(Pass())
    assert game.pending_decision is None
    assert hero(game, "Fixture Leader") in ready_hero_characters(game)


# --- the next mission this turn -------------------------------------------------------------


SKILL_OF = {"Clues from the Past": C, "Goa'uld Probe": S, "Hurdle": C}


def _fail_then_continue(card_title: str, missions: list[StargateCard]) -> StargateGame:
    game = start([CLUES, PROBE, HURDLE], *missions, power=5)
    villain_plays(game, card_title)
    fail(game)
    to_next_mission(game)
    return game


@pytest.mark.parametrize(("title", "harder"), [("Clues from the Past", 1),
                                               ("Goa'uld Probe", 1), ("Hurdle", 0)])
def test_failure_makes_the_next_mission_this_turn_harder(title: str, harder: int) -> None:
    missions = [mission("First", SKILL_OF[title], 3), mission("Second", C, 3),
                mission("Third", C, 3)]
    game = _fail_then_continue(title, missions)
    assert game.facts[game.state.mission].title == "Second"
    assert game.mission_difficulty() == 3 + harder


def test_the_mission_after_the_next_one_is_not_harder() -> None:
    missions = [mission("First", S, 3), mission("Second", C, 3), mission("Third", C, 3)]
    game = _fail_then_continue("Goa'uld Probe", missions)
    fail(game)
    to_next_mission(game)
    assert game.facts[game.state.mission].title == "Third"
    assert game.mission_difficulty() == 3


def test_next_mission_harder_needs_a_failure() -> None:
    missions = [mission("First", S, 1), mission("Second", C, 3), mission("Third", C, 3)]
    game = start([PROBE], *missions, power=5)
    villain_plays(game, "Goa'uld Probe")
    game.apply(Assign(hero(game, "Fixture Scientist")))  # Science 3 >= 1 + 1
    game.apply(Pass())
    game.apply(Pass())
    to_next_mission(game)
    assert game.mission_difficulty() == 3


# --- Super Pheromones ---------------------------------------------------------------------


def test_super_pheromones_blocks_the_character_its_player_chooses() -> None:
    game = start([PHEROMONES], mission("Test Mission", S, 3), SPARE)
    villain_plays(game, "Super Pheromones")
    scholar = hero(game, "Fixture Scholar")
    assert game.to_act == VILLAIN_P
    game.apply(Choose(scholar))
    assert game.is_blocked(scholar)
    with pytest.raises(IllegalAction):
        game.apply(Assign(scholar))


def test_super_pheromones_block_ends_when_it_leaves_play() -> None:
    game = start([PHEROMONES], mission("Test Mission", S, 3), SPARE)
    villain_plays(game, "Super Pheromones")
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar))
    fail(game)
    assert not game.is_blocked(scholar)


# === roto-villains batch ===================================================================


SUPPORT, GEAR, SHIP = CardType.SUPPORT_CHARACTER, CardType.GEAR, CardType.SHIP


def _r(name: str, kind: CardType, cost: int, skills: dict | None = None,  # type: ignore[type-arg]
       traits: tuple[str, ...] = (), **more: object) -> StargateCard:
    if skills:
        FIRST_SKILL[name.partition(" (")[0]] = next(iter(skills))
    return real(name, kind, cost=cost, skills=skills or {}, traits=traits, **more)


FIRST_SKILL: dict[str, object] = {}


ADEN = _r("Aden Corso (Convicted Criminal)", ADVERSARY, 3, {C: 2, B: 2}, revive=4)
ADRIA_ORICI = _r("Adria (The Orici)", ADVERSARY, 4, {C: 2, S: 2, B: 3}, ("Ori",), revive=6)
APOPHIS_RISEN = _r("Apophis (Risen from the Fires)", ADVERSARY, 3, {B: 2, I: 2},
                   ("Goa'uld",), revive=4)
DOCI = _r("The Doci (Voice of the Ori)", ADVERSARY, 3, {C: 2, I: 2}, ("Ori",), revive=5)
ENLIGHTENED = _r("Enlightened Prior (Teacher of Origin)", ADVERSARY, 3, {C: 2, S: 1},
                 ("Ori",), revive=3)
KEFFLIN = _r("Kefflin (Loyal Second)", ADVERSARY, 3, {B: 2}, revive=4)
TED = _r("Ted (Alien Deserter)", ADVERSARY, 3, {C: 2}, revive=4)
ODAI = _r("Odai Ventrell (Bounty Hunter)", ADVERSARY, 3, {S: 1, B: 2, I: 2}, revive=4)
QUARTUS = _r("Quartus (Chief Negotiation Officer)", ADVERSARY, 3, {C: 0, B: 0},
             ("Political",), revive=6)
KINSEY = _r("Robert Kinsey (Goa'uld Infiltrator)", ADVERSARY, 3, {C: 2, I: 3},
            ("Goa'uld", "Political"), revive=5)
RONAN = _r("Ronan (Betrayer)", ADVERSARY, 2, {B: 2, I: 2}, ("Jaffa",), revive=3)
TOMIN = _r("Tomin (Strong, Proud Warrior)", ADVERSARY, 4, {B: 2, I: 1}, ("Ori",), revive=6)
VENGEFUL = _r("Vengeful Prior (Hand of the Ori)", ADVERSARY, 4, {S: 1, B: 1, I: 2}, ("Ori",),
              revive=5)
ADRIA_LEADER = _r("Adria (Leader of Great Enlightenment)", ADVERSARY, 5, {C: 2, S: 2, B: 2},
                  ("Ori",), revive=6)
DR_JACKSON = _r("Dr. Jackson (Spy for Apophis)", ADVERSARY, 4, {C: 3, I: 2}, ("Goa'uld",),
                revive=5)
FIRST = _r("First (Leap in Evolution)", ADVERSARY, 3, {S: 2, B: 3, I: 2}, ("Replicator",),
           revive=5)

ADAPTATION = _r("Adaptation", OBSTACLE, 2, {S: 2, I: 2}, ("Replicator",))
BARROOM = _r("Barroom Thugs", OBSTACLE, 5, {C: 2, B: 2, I: 2})
BATTERED = _r("Battered Defenses", OBSTACLE, 3, {S: 2, I: 1}, ("Goa'uld",))
CORNERED = _r("Cornered", OBSTACLE, 3, {S: 2, B: 1}, ("Replicator",))
CORRUPTED = _r("Corrupted Ally", OBSTACLE, 3, {C: 2, I: 2}, ("Ori",))
DIRECT_HIT = _r("Direct Hit", OBSTACLE, 2, {C: 0, S: 0, B: 0, I: 0}, ("Jaffa",))
EXECUTION = _r("Execution Squad", OBSTACLE, 1, {B: 1, I: 2}, ("Ori",))
FINAL = _r("Final Challenge", OBSTACLE, 3, {C: 2, S: 1}, ("Jaffa", "Goa'uld"))
GENETIC = _r("Genetic Manipulations", OBSTACLE, 3, {S: 3, B: 2}, ("Goa'uld",))
OVERSIGHT = _r("Government Oversight", OBSTACLE, 4, {C: 2, I: 2}, ("Political",))
GREED = _r("Greed Exploited", OBSTACLE, 2, {C: 0, I: 0})
HATHOR = _r("Hathor's Interogation", OBSTACLE, 1, {B: 1, I: 1}, ("Goa'uld",))
HOKTAUR = _r("Hok'taur Experiments", OBSTACLE, 1, {S: 2}, ("Goa'uld", "Disease"))
TRUST = _r("A Matter of Trust", OBSTACLE, 2, {C: 2, S: 2, I: 1}, ("Ori",))
MIGHT = _r("Might of the Orici", OBSTACLE, 2, {C: 2, S: 2}, ("Ori",))
MUTATED = _r("Mutated Creature", OBSTACLE, 3, {S: 1, B: 1})
NERVE_GAS = _r("Nerve Gas Attack", OBSTACLE, 5, {S: 2, I: 2})
WEAKNESS = _r("Nothing But Weakness", OBSTACLE, 2, {B: 2}, ("Goa'uld",))
BOMBARDMENT = _r("Orbital Bombardment", OBSTACLE, 2, {C: 0, S: 0, B: 0, I: 0},
                 ("Goa'uld", "Jaffa"))
GROUND = _r("Ori Ground Forces", OBSTACLE, 2, {S: 2, B: 2}, ("Ori",))
SATELLITE = _r("Ori Satellite Attack", OBSTACLE, 3, {C: 2, S: 2, B: 2}, ("Ori",))
PRELUDE = _r("Prelude to Invasion", OBSTACLE, 2, {S: 1, I: 1}, ("Ori",))
ENGAGEMENT = _r("Prior Engagement", OBSTACLE, 2, {S: 2, B: 2}, ("Ori",))
PROBING = _r("Probing the Subconscious", OBSTACLE, 5, {B: 2, I: 2}, ("Goa'uld",))
REANIMATED = _r("Reanimated Dead", OBSTACLE, 5, {C: 2, B: 1}, ("Goa'uld",))
PURSUIT = _r("Relentless Pursuit", OBSTACLE, 1, {C: 0, S: 0, B: 0, I: 0}, ("Ori",))
RUSE = _r("Replicator Ruse", OBSTACLE, 3, {C: 2, I: 2}, ("Replicator",))
REROUTED = _r("Rerouted", OBSTACLE, 3, {S: 2, I: 2})
SET_UP = _r("Set Up", OBSTACLE, 2, {S: 1, I: 1}, ("Ori",))
SPIES = _r("Spies Everywhere", OBSTACLE, 2, {C: 2, I: 2}, ("Goa'uld",))
TEACHINGS = _r("Teachings of Origin", OBSTACLE, 3, {C: 0, S: 0, B: 0, I: 0}, ("Ori",))
INTERFACE = _r("Technology Interface", OBSTACLE, 2, {C: 0, S: 0})
TEEMING = _r("Teeming Numbers", OBSTACLE, 2, {B: 0, I: 0}, ("Replicator",))
THREAT = _r("Threat of Force", OBSTACLE, 3, {C: 2, S: 2, B: 2})
TRIAL = _r("Trial By Fire", OBSTACLE, 5, {C: 2, B: 2}, ("Ori",))
ULTIMATUM = _r("Ultimatum", OBSTACLE, 2, {C: 2, B: 3}, ("Jaffa",))

MEDIC = sg_card("Medic", SUPPORT, "Nurse", cost=1, skills={S: 1})
MARINE = sg_card("Marine", SUPPORT, "Corporal", cost=2, skills={B: 2})
CRUISER = sg_card("Cruiser", SHIP, "Hero Ship", cost=2, firepower=2)
SKIFF = sg_card("Skiff", SHIP, "Villain Ship", cost=1, firepower=1,
                allegiance=Allegiance.VILLAIN)
SCOUT = sg_card("Scout", SHIP, "Hero Ship", cost=1, firepower=1)
DRONE = sg_card("Drone", OBSTACLE, cost=1, skills={S: 1, B: 1, I: 1}, traits=("Replicator",))
AIDES = [sg_card(f"Aide {i}", SUPPORT, "Helper", cost=1, skills={C: 1}) for i in range(6)]
ORI_EXTRA = sg_card("Ori Relic", OBSTACLE, cost=2, skills={I: 1}, traits=("Ori",))
HENCH = sg_card("Henchman", ADVERSARY, "Minion", cost=1, skills={B: 1, I: 1}, revive=1)

TROPHIES = [sg_card(f"Trophy {i}", OBSTACLE, cost=0, skills={I: 1}) for i in range(3)]
SPARE_M = SPARE
THIRD_M = mission("Third Mission", S, 3)


def game_for(villain_cards: list[StargateCard], hero_cards: list[StargateCard] | None = None,
             skill: object = None, experience: int = 1, power: int = 9,
             difficulty: int = 3, glyph: Glyph = Glyph.ORION) -> StargateGame:
    """The first mission is of `skill` (default: the first villain card's first skill)."""
    if skill is None:
        skill = FIRST_SKILL.get(villain_cards[0].title, B) if villain_cards else B
    first = mission("Test Mission", skill, difficulty, experience=experience,  # type: ignore[arg-type]
                    glyph=glyph)
    return scenario(hero_cards or [], [*villain_cards, *TROPHIES],
                    missions=[first, SPARE_M, THIRD_M], power=power, pad=20)


def scored(game: StargateGame, n: int) -> None:
    """`n` of the villain's padding cards straight into his score pile."""
    pads = [u for u in range(len(game.facts)) if game.facts[u].owner == VILLAIN_P
            and game.card(u).title.startswith("Trophy")]
    for u in pads[:n]:
        ops.to_score_pile(game, u)


def plays(game: StargateGame, title: str) -> int:
    villain_plays(game, title)
    return villain(game, title)


def plays_assigned(game: StargateGame, title: str) -> int:
    card = plays(game, title)
    game.apply(Pass())
    game.apply(Assign(card))
    return card


def succeed(game: StargateGame, *titles: str) -> None:
    for title in titles or ("Fixture Leader",):
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    game.apply(Pass())


def pick(game: StargateGame, *cards: int) -> None:
    """Answer the pending choice (a forced single choice is made by the engine)."""
    if game.pending_decision is None:
        return
    game.apply(Choose(cards[0]) if len(cards) == 1 else ChooseMany(cards))


def status(game: StargateGame, title: str, player: int = HERO_P) -> str:
    return game.status_name(uid(game, title, player))


def zone(game: StargateGame, title: str, player: int = HERO_P) -> str:
    return game.zone_name(uid(game, title, player))


# --- failure text -------------------------------------------------------------------------


@pytest.mark.parametrize("failed", [True, False])
def test_a_matter_of_trust_failure_stops_a_character(failed: bool) -> None:
    game = game_for([TRUST], difficulty=1)
    plays(game, "A Matter of Trust")
    if failed:
        fail(game)
        pick(game, hero(game, "Fixture Scholar"))
    else:
        succeed(game, "Fixture Scholar")
        assert game.pending_decision is None
    assert status(game, "Fixture Scholar") == "stopped"  # by the text, or after the mission


@pytest.mark.parametrize(("experience", "failed"), [(2, True), (3, True), (2, False)])
def test_ori_ground_forces_failure_gains_the_missions_experience(experience: int,
                                                                 failed: bool) -> None:
    game = game_for([GROUND], experience=experience, difficulty=1)
    plays(game, "Ori Ground Forces")
    before = game.power(VILLAIN_P)
    if failed:
        fail(game)
    else:
        succeed(game, "Fixture Scientist")
    assert game.power(VILLAIN_P) == before + (experience if failed else 0)


@pytest.mark.parametrize(("card", "failed"), [(NERVE_GAS, True), (NERVE_GAS, False),
                                              (REANIMATED, True), (REANIMATED, False)],
                         ids=lambda v: getattr(v, "title", str(v)))
def test_costly_obstacles_failure_destroys_a_support_character(card: StargateCard,
                                                               failed: bool) -> None:
    game = game_for([card], [MEDIC], difficulty=1)
    in_play(game, "Medic")
    plays(game, card.title)
    if failed:
        fail(game)
        pick(game, hero(game, "Medic"))
    else:
        succeed(game, "Fixture Scientist" if card is NERVE_GAS else "Fixture Scholar")
    assert zone(game, "Medic") == ("discard" if failed else "in play")


@pytest.mark.parametrize(("card", "experience", "cost"), [
    (NERVE_GAS, 1, 4), (NERVE_GAS, 3, 2), (REANIMATED, 2, 3), (BARROOM, 3, 2),
    (OVERSIGHT, 1, 3), (OVERSIGHT, 3, 1), (PROBING, 2, 3)],
    ids=lambda v: getattr(v, "title", str(v)))
def test_obstacle_costs_less_by_the_missions_experience(card: StargateCard, experience: int,
                                                        cost: int) -> None:
    game = game_for([card], experience=experience)
    plays(game, card.title)
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize(("score", "cost"), [(0, 3), (2, 1)])
def test_threat_of_force_costs_less_per_scored_card(score: int, cost: int) -> None:
    game = game_for([THREAT])
    scored(game, score)
    plays(game, "Threat of Force")
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize(("card", "skill"), [(GREED, C), (INTERFACE, S), (INTERFACE, C)],
                         ids=lambda v: getattr(v, "title", str(v)))
@pytest.mark.parametrize("experience", [1, 3])
def test_difficulty_equals_the_missions_experience(card: StargateCard, skill: object,
                                                   experience: int) -> None:
    game = game_for([card], skill=skill, experience=experience)
    plays(game, card.title)
    assert game.mission_difficulty() == 3 + experience


@pytest.mark.parametrize(("score", "difficulty"), [(0, 2), (3, 5)])
def test_spies_everywhere_harder_per_scored_card(score: int, difficulty: int) -> None:
    game = game_for([SPIES])
    scored(game, score)
    plays(game, "Spies Everywhere")
    assert game.mission_difficulty() == 3 + difficulty


@pytest.mark.parametrize(("score", "stopped"), [(0, 0), (1, 1), (3, 2)])
def test_battered_defenses_stops_a_support_character_per_scored_card(score: int,
                                                                     stopped: int) -> None:
    game = game_for([BATTERED], [MEDIC, MARINE])
    in_play(game, "Medic", "Marine")
    scored(game, score)
    plays(game, "Battered Defenses")
    supports = (hero(game, "Medic"), hero(game, "Marine"))
    if stopped == 1:
        pick(game, supports[0])
    elif stopped == 2:
        pick(game, *supports)
    assert sum(game.status_name(u) == "stopped" for u in supports) == stopped


@pytest.mark.parametrize(("score", "destroyed"), [(0, 0), (2, 2)])
def test_hoktaur_experiments_failure_destroys_per_scored_card(score: int,
                                                              destroyed: int) -> None:
    game = game_for([HOKTAUR], [MEDIC, MARINE])
    in_play(game, "Medic", "Marine")
    scored(game, score)
    plays(game, "Hok'taur Experiments")
    fail(game)
    supports = (hero(game, "Medic"), hero(game, "Marine"))
    if destroyed:
        pick(game, *supports)
    assert sum(game.zone_name(u) == "discard" for u in supports) == destroyed


@pytest.mark.parametrize(("score", "incapacitated"), [(0, 0), (1, 1)])
def test_genetic_manipulations_the_hero_incapacitates_per_scored_card(
        score: int, incapacitated: int) -> None:
    game = game_for([GENETIC])
    scored(game, score)
    plays(game, "Genetic Manipulations")
    fail(game)
    if incapacitated:
        assert game.to_act == HERO_P
        pick(game, hero(game, "Fixture Scholar"))
    assert (status(game, "Fixture Scholar") == "incapacitated") is bool(incapacitated)


@pytest.mark.parametrize(("card", "verb", "state"), [
    (EXECUTION, "destroy", "discard"), (ULTIMATUM, "incapacitate", "incapacitated")],
    ids=lambda v: getattr(v, "title", str(v)))
@pytest.mark.parametrize("pay", [True, False])
def test_failure_may_pay_two_power(card: StargateCard, verb: str, state: str,
                                   pay: bool) -> None:
    game = game_for([card], [MEDIC])
    in_play(game, "Medic")
    plays(game, card.title)
    fail(game)
    power = game.power(VILLAIN_P)
    target = "Medic" if card is EXECUTION else "Fixture Scholar"
    if pay:
        game.apply(Choose(0))
        pick(game, hero(game, target))
        got = game.zone_name(hero(game, target)) if card is EXECUTION else \
            game.status_name(hero(game, target))
        assert got == state and game.power(VILLAIN_P) == power - 2
    else:
        game.apply(Decline())
        assert game.power(VILLAIN_P) == power and game.pending_decision is None


@pytest.mark.parametrize(("card", "verb"), [(ADRIA_ORICI, "destroy"), (DOCI, "incapacitate")],
                         ids=lambda v: getattr(v, "title", str(v)))
@pytest.mark.parametrize("complications", [0, 1])
def test_failure_per_complication(card: StargateCard, verb: str, complications: int) -> None:
    game = game_for([card, HENCH], [MEDIC], difficulty=9)
    in_play(game, "Medic")
    plays_assigned(game, card.title)
    if complications:
        game.surface.place_complication(villain(game, "Henchman"), VILLAIN_P)
    fail(game)
    target = hero(game, "Medic" if card is ADRIA_ORICI else "Fixture Scholar")
    if complications:
        pick(game, target)
        assert game.zone_name(target) == "discard" or game.status_name(target) == \
            "incapacitated"
    else:
        assert game.pending_decision is None


def glyph_on(game: StargateGame, character: str, mission_title: str = "Third Mission") -> None:
    ops.place_glyph(game, uid(game, mission_title, HERO_P), hero(game, character))


def fail_assigned(game: StargateGame, title: str) -> int:
    """The villain plays and assigns `title`; nobody of the hero's: the mission fails."""
    card = plays_assigned(game, title)
    fail(game)
    return card


# --- adversaries -------------------------------------------------------------------------


@pytest.mark.parametrize("ship_in_hand", [True, False])
def test_aden_corso_failure_puts_a_villain_ship_into_play_free(ship_in_hand: bool) -> None:
    game = game_for([ADEN, *([SKIFF] if ship_in_hand else [])])
    fail_assigned(game, "Aden Corso")
    if ship_in_hand:
        power = game.power(VILLAIN_P)
        game.apply(Choose(villain(game, "Skiff")))
        assert zone(game, "Skiff", VILLAIN_P) == "in play"
        assert game.power(VILLAIN_P) == power
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("in_discard", [True, False])
def test_apophis_risen_assigned_recovers_a_villain_ship(
        in_discard: bool) -> None:
    game = game_for([APOPHIS_RISEN, SKIFF])
    if in_discard:
        ops.to_discard(game, villain(game, "Skiff"))
    else:
        in_play(game, "Skiff")
    plays_assigned(game, "Apophis")
    if in_discard:
        game.apply(Choose(villain(game, "Skiff")))
        assert zone(game, "Skiff", VILLAIN_P) == "hand"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("score", [True, False])
def test_enlightened_prior_scored_puts_an_adversary_into_play_free(score: bool) -> None:
    game = game_for([ENLIGHTENED, HENCH])
    prior = fail_assigned(game, "Enlightened Prior")
    game.apply(Score(prior) if score else DestroyAdversary(prior))
    if score:
        power = game.power(VILLAIN_P)
        game.apply(Choose(villain(game, "Henchman")))
        assert zone(game, "Henchman", VILLAIN_P) == "in play"
        assert game.power(VILLAIN_P) == power
    else:
        assert zone(game, "Henchman", VILLAIN_P) == "hand"


@pytest.mark.parametrize(("card", "skill"), [(KEFFLIN, C), (TED, S)],
                         ids=lambda v: getattr(v, "title", str(v)))
@pytest.mark.parametrize(("state", "harder"), [("ready", 1), ("stopped", 0)])
def test_ready_adversary_makes_missions_of_a_skill_harder(card: StargateCard, skill: object,
                                                          state: str, harder: int) -> None:
    game = game_for([card], skill=skill)
    in_play(game, card.title)
    if state == "stopped":
        ops.stop(game, villain(game, card.title))
    assert game.mission_difficulty() == 3 + harder


def test_kefflin_leaves_missions_of_other_skills() -> None:
    game = game_for([KEFFLIN], skill=S)
    in_play(game, "Kefflin")
    assert game.mission_difficulty() == 3


@pytest.mark.parametrize("stop_him", [True, False])
def test_odai_ventrell_may_stop_himself_to_stop_a_played_support_character(
        stop_him: bool) -> None:
    game = game_for([ODAI], [MEDIC])
    in_play(game, "Odai Ventrell")
    game.apply(PlayCard(hero(game, "Medic")))
    game.apply(Choose(0) if stop_him else Decline())
    expected = "stopped" if stop_him else "ready"
    assert status(game, "Medic") == expected
    assert status(game, "Odai Ventrell", VILLAIN_P) == expected


@pytest.mark.parametrize("experience", [1, 3])
def test_quartus_difficulty_is_the_missions_experience(experience: int) -> None:
    game = game_for([QUARTUS], skill=C, experience=experience)
    plays_assigned(game, "Quartus")
    assert game.mission_difficulty() == 3 + experience


@pytest.mark.parametrize(("obstacle", "offered"), [(SPIES, True), (ORI_EXTRA, False)],
                         ids=lambda v: getattr(v, "title", str(v)))
def test_robert_kinsey_revived_takes_a_goauld_or_political_obstacle(
        obstacle: StargateCard, offered: bool) -> None:
    game = game_for([KINSEY, obstacle], skill=I)
    plays(game, obstacle.title)
    kinsey = fail_assigned(game, "Robert Kinsey")
    game.apply(Revive(kinsey))
    if offered:
        game.apply(Choose(villain(game, obstacle.title)))
        assert zone(game, obstacle.title, VILLAIN_P) == "hand"
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize(("support", "destroyed"), [(MEDIC, True), (MARINE, False)],
                         ids=lambda v: getattr(v, "title", str(v)))
def test_ronan_failure_destroys_a_support_character_costing_up_to_the_experience(
        support: StargateCard, destroyed: bool) -> None:
    game = game_for([RONAN], [support], experience=1)
    in_play(game, support.title)
    fail_assigned(game, "Ronan")
    assert (zone(game, support.title) == "discard") is destroyed


@pytest.mark.parametrize(("glyph", "harder"), [(False, 1), (True, 0)])
def test_tomin_harder_per_glyphless_assigned_character(glyph: bool, harder: int) -> None:
    game = game_for([TOMIN], difficulty=1)
    if glyph:
        glyph_on(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(villain(game, "Tomin")))
    game.apply(Pass())
    game.apply(Assign(villain(game, "Tomin")))
    assert game.mission_difficulty() == 1 + 2 + harder


@pytest.mark.parametrize(("assigned", "cost"), [(True, 1), (False, 2)])
def test_vengeful_prior_assigned_makes_ori_obstacles_cheaper(assigned: bool,
                                                             cost: int) -> None:
    game = game_for([VENGEFUL, ORI_EXTRA], skill=I)
    if assigned:
        plays_assigned(game, "Vengeful Prior")
    else:
        in_play(game, "Vengeful Prior")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(villain(game, "Ori Relic")))
    assert game.power(VILLAIN_P) == power - cost


@pytest.mark.parametrize("hero_assigned", [True, False])
def test_adria_leader_assigned_readies_and_blocks_an_assigned_character(
        hero_assigned: bool) -> None:
    game = game_for([ADRIA_LEADER])
    leader = hero(game, "Fixture Leader")
    game.apply(Assign(leader) if hero_assigned else Pass())
    game.apply(PlayCard(villain(game, "Adria")))
    game.apply(Pass())
    game.apply(Assign(villain(game, "Adria")))
    pick(game, leader)
    assert game.status_name(leader) == "ready"
    assert game.is_blocked(leader) is hero_assigned


@pytest.mark.parametrize("glyphs", [0, 2])
def test_dr_jackson_assigned_gains_the_most_glyphs_of_an_assigned_character(
        glyphs: int) -> None:
    game = game_for([DR_JACKSON], skill=C)
    for title in ("Spare Mission", "Third Mission")[:glyphs]:
        glyph_on(game, "Fixture Scholar", title)
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(PlayCard(villain(game, "Dr. Jackson")))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(Assign(villain(game, "Dr. Jackson")))
    assert game.power(VILLAIN_P) == power + glyphs


@pytest.mark.parametrize("score", [True, False])
def test_dr_jackson_scored_incapacitates_an_sgc_team_character(score: bool) -> None:
    game = game_for([DR_JACKSON], skill=C, difficulty=9)
    jackson = fail_assigned(game, "Dr. Jackson")
    game.apply(Score(jackson) if score else DestroyAdversary(jackson))
    if score:
        pick(game, hero(game, "Fixture Leader"))
    assert (status(game, "Fixture Leader") == "incapacitated") is score


@pytest.mark.parametrize("assigned", [0, 2])
def test_first_costs_more_per_assigned_character(assigned: int) -> None:
    game = game_for([FIRST])
    for i, title in enumerate(("Fixture Leader", "Fixture Scientist")[:assigned]):
        if i:
            game.apply(Pass())
        game.apply(Assign(hero(game, title)))
    if not assigned:
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "First")))
    assert game.power(VILLAIN_P) == 9 - 3 - assigned


# --- obstacles ---------------------------------------------------------------------------


@pytest.mark.parametrize("drones", [0, 1])
def test_adaptation_failure_destroys_a_gear_per_other_replicator(drones: int) -> None:
    game = game_for([ADAPTATION, DRONE], [RIFLE], skill=S)
    in_play(game, "Rifle")
    if drones:
        plays(game, "Drone")
    plays(game, "Adaptation")
    fail(game)
    pick(game, hero(game, "Rifle"))
    assert (zone(game, "Rifle") == "discard") is bool(drones)


@pytest.mark.parametrize("drones", [0, 1])
def test_cornered_the_hero_stops_a_character_per_other_replicator(drones: int) -> None:
    game = game_for([CORNERED, DRONE], skill=S)
    if drones:
        plays(game, "Drone")
    plays(game, "Cornered")
    if drones:
        assert game.to_act == HERO_P and game.pending_decision is not None
        game.apply(Choose(hero(game, "Fixture Scholar")))
    else:
        assert game.pending_decision is None
    assert (status(game, "Fixture Scholar") == "stopped") is bool(drones)


@pytest.mark.parametrize(("supports", "destroyed"), [(1, 1), (6, 2)])
def test_corrupted_ally_destroys_another_with_more_support_than_team(
        supports: int, destroyed: int) -> None:
    game = game_for([CORRUPTED], AIDES[:supports])
    in_play(game, *(a.title for a in AIDES[:supports]))
    plays(game, "Corrupted Ally")
    fail(game)
    for _ in range(2):
        if game.pending_decision is not None:
            game.apply(Choose(game.pending_decision.options[0]))  # type: ignore[attr-defined]
    assert sum(zone(game, a.title) == "discard" for a in AIDES[:supports]) == destroyed


@pytest.mark.parametrize(("ship_state", "result"), [("ready", "stopped"),
                                                    ("stopped", "discard")])
def test_direct_hit_stops_a_hero_ship_or_destroys_a_stopped_one(ship_state: str,
                                                               result: str) -> None:
    game = game_for([DIRECT_HIT], [CRUISER])
    in_play(game, "Cruiser")
    if ship_state == "stopped":
        ops.stop(game, hero(game, "Cruiser"))
    plays(game, "Direct Hit")
    game.apply(Choose(0))
    pick(game, game.pending_decision.options[0] if game.pending_decision else 0)  # type: ignore[attr-defined]
    pick(game, hero(game, "Cruiser"))
    cruiser = hero(game, "Cruiser")
    got = game.zone_name(cruiser) if result == "discard" else game.status_name(cruiser)
    assert got == result


def test_direct_hit_may_be_declined() -> None:
    game = game_for([DIRECT_HIT], [CRUISER])
    in_play(game, "Cruiser")
    plays(game, "Direct Hit")
    game.apply(Decline())
    assert status(game, "Cruiser") == "ready"


@pytest.mark.parametrize("hero_stops", [True, False])
def test_final_challenge_hero_stops_a_team_character_or_loses_a_support(
        hero_stops: bool) -> None:
    game = game_for([FINAL], [MEDIC])
    in_play(game, "Medic")
    plays(game, "Final Challenge")
    assert game.to_act == HERO_P
    if hero_stops:
        game.apply(Choose(hero(game, "Fixture Scholar")))
        assert game.pending_decision is None
    else:
        game.apply(Decline())
        game.apply(Choose(hero(game, "Medic")))
    assert (status(game, "Fixture Scholar") == "stopped") is hero_stops
    assert (zone(game, "Medic") == "discard") is not hero_stops


@pytest.mark.parametrize("in_discard", [True, False])
def test_hathors_interogation_puts_a_villain_card_on_top_of_the_deck(in_discard: bool) -> None:
    game = game_for([HATHOR, HENCH])
    if in_discard:
        ops.to_discard(game, villain(game, "Henchman"))
    plays(game, "Hathor's Interogation")
    if in_discard:
        game.apply(Choose(villain(game, "Henchman")))
        assert game.surface.deck_top(VILLAIN_P) == villain(game, "Henchman")
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize(("card", "support_assigned"), [
    (MIGHT, True), (MIGHT, False)], ids=lambda v: getattr(v, "title", str(v)))
def test_might_of_the_orici_pays_experience_to_destroy_an_assigned_support(
        card: StargateCard, support_assigned: bool) -> None:
    game = game_for([MIGHT], [MEDIC], skill=S, experience=2)
    in_play(game, "Medic")
    game.apply(Assign(hero(game, "Medic")) if support_assigned else Pass())
    game.apply(PlayCard(villain(game, "Might of the Orici")))
    power = game.power(VILLAIN_P)
    if support_assigned:
        game.apply(Choose(0))
        pick(game, hero(game, "Medic"))
        assert zone(game, "Medic") == "discard" and game.power(VILLAIN_P) == power - 2
    else:
        game.apply(Choose(0))
        assert zone(game, "Medic") == "in play" and game.power(VILLAIN_P) == power - 2


def test_might_of_the_orici_declined_costs_nothing() -> None:
    game = game_for([MIGHT], [MEDIC], skill=S, experience=2)
    in_play(game, "Medic")
    game.apply(Assign(hero(game, "Medic")))
    game.apply(PlayCard(villain(game, "Might of the Orici")))
    power = game.power(VILLAIN_P)
    game.apply(Decline())
    assert zone(game, "Medic") == "in play" and game.power(VILLAIN_P) == power


@pytest.mark.parametrize("pay", [True, False])
def test_prior_engagement_pays_experience_to_stop_a_character(pay: bool) -> None:
    game = game_for([ENGAGEMENT], experience=2)
    plays(game, "Prior Engagement")
    power = game.power(VILLAIN_P)
    if pay:
        game.apply(Choose(0))
        game.apply(Choose(hero(game, "Fixture Scholar")))
    else:
        game.apply(Decline())
    assert (status(game, "Fixture Scholar") == "stopped") is pay
    assert game.power(VILLAIN_P) == power - (2 if pay else 0)


@pytest.mark.parametrize(("card", "verb"), [(MUTATED, "destroy"), (PRELUDE, "stop")],
                         ids=lambda v: getattr(v, "title", str(v)))
@pytest.mark.parametrize("glyph", [True, False])
def test_per_stopped_glyph_holder_the_hero_loses_a_card(
        card: StargateCard, verb: str, glyph: bool) -> None:
    game = game_for([card], [MEDIC], skill=S)
    in_play(game, "Medic")
    if glyph:
        glyph_on(game, "Fixture Warrior")  # stopped as the game starts
    plays(game, card.title)
    if glyph:
        assert game.to_act == HERO_P
        pick(game, hero(game, "Medic"))
    medic = hero(game, "Medic")
    changed = game.zone_name(medic) == "discard" if verb == "destroy" else \
        game.status_name(medic) == "stopped"
    assert changed is glyph


@pytest.mark.parametrize("goauld", [True, False])
def test_nothing_but_weakness_returns_to_hand_with_a_goauld_adversary(goauld: bool) -> None:
    game = game_for([WEAKNESS, APOPHIS_RISEN, HENCH], skill=B)
    plays(game, "Nothing But Weakness")
    fail_assigned(game, "Apophis" if goauld else "Henchman")
    pick(game, hero(game, "Fixture Scholar"))
    assert status(game, "Fixture Scholar") == "incapacitated"
    if goauld:
        game.apply(Choose(0))
    assert (zone(game, "Nothing But Weakness", VILLAIN_P) == "hand") is goauld


@pytest.mark.parametrize("ships", [0, 1])
def test_orbital_bombardment_harder_per_assigned_villain_ship(ships: int) -> None:
    game = game_for([BOMBARDMENT, SKIFF])
    if ships:
        plays_assigned(game, "Skiff")
    plays(game, "Orbital Bombardment")
    assert game.mission_difficulty() == 3 + ships


@pytest.mark.parametrize("failed", [True, False])
def test_ori_satellite_attack_failure_destroys_a_hero_ship(failed: bool) -> None:
    game = game_for([SATELLITE], [CRUISER], skill=C, difficulty=1)
    in_play(game, "Cruiser")
    plays(game, "Ori Satellite Attack")
    if failed:
        fail(game)
    else:
        succeed(game, "Fixture Scholar")
    assert (zone(game, "Cruiser") == "discard") is failed


@pytest.mark.parametrize("glyph", [True, False])
def test_probing_the_subconscious_blocks_characters_with_the_missions_glyph(
        glyph: bool) -> None:
    game = game_for([PROBING], glyph=Glyph.ORION)
    if glyph:
        glyph_on(game, "Fixture Leader", "Spare Mission")
    plays(game, "Probing the Subconscious")
    assign = Assign(hero(game, "Fixture Leader"))
    assert (assign in game.legal_actions()) is not glyph


@pytest.mark.parametrize("stopped_ship", [True, False])
def test_relentless_pursuit_readies_a_villain_ship(stopped_ship: bool) -> None:
    game = game_for([PURSUIT, SKIFF])
    in_play(game, "Skiff")
    if stopped_ship:
        ops.stop(game, villain(game, "Skiff"))
    plays(game, "Relentless Pursuit")
    assert status(game, "Skiff", VILLAIN_P) == "ready"
    assert game.pending_decision is None


@pytest.mark.parametrize("drones", [0, 1])
def test_replicator_ruse_arranges_a_mission_per_other_replicator(drones: int) -> None:
    game = game_for([RUSE, DRONE], skill=I)
    if drones:
        plays(game, "Drone")
    plays(game, "Replicator Ruse")
    top = game.surface.mission_pile_top(HERO_P)
    fail(game)
    if drones:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(top))
        assert game.surface.mission_pile(HERO_P)[0] == top
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("failed", [True, False])
def test_rerouted_failure_arranges_missions_by_experience(failed: bool) -> None:
    game = game_for([REROUTED], skill=S, difficulty=1)
    plays(game, "Rerouted")
    top = game.surface.mission_pile_top(HERO_P)
    if failed:
        fail(game)
        game.apply(Choose(top))
        assert game.surface.mission_pile(HERO_P)[0] == top
    else:
        succeed(game, "Fixture Scientist")
        assert game.pending_decision is None


@pytest.mark.parametrize(("glyph", "gain"), [(False, 1), (True, 0)])
def test_set_up_gains_when_a_character_without_a_glyph_is_assigned(glyph: bool,
                                                                   gain: int) -> None:
    game = game_for([SET_UP], skill=S)
    if glyph:
        glyph_on(game, "Fixture Scientist")
    plays(game, "Set Up")
    power = game.power(VILLAIN_P)
    game.apply(Assign(hero(game, "Fixture Scientist")))
    assert game.power(VILLAIN_P) == power + gain


@pytest.mark.parametrize("ori_in_hand", [True, False])
def test_teachings_of_origin_discards_an_ori_card_for_its_cost(ori_in_hand: bool) -> None:
    game = game_for([TEACHINGS, *([ORI_EXTRA] if ori_in_hand else [])])
    plays(game, "Teachings of Origin")
    power = game.power(VILLAIN_P)
    if ori_in_hand:
        game.apply(Choose(villain(game, "Ori Relic")))
        assert zone(game, "Ori Relic", VILLAIN_P) == "discard"
        assert game.power(VILLAIN_P) == power + 2
    else:
        assert game.pending_decision is None


@pytest.mark.parametrize("drones", [0, 1])
def test_teeming_numbers_destroys_an_assigned_hero_ship_by_replicators(drones: int) -> None:
    game = game_for([TEEMING, DRONE], [SCOUT], skill=B)
    in_play(game, "Scout")
    game.apply(Assign(hero(game, "Scout")))
    if drones:
        game.apply(PlayCard(villain(game, "Drone")))
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Teeming Numbers")))
    pick(game, hero(game, "Scout"))
    assert (zone(game, "Scout") == "discard") is bool(drones)


@pytest.mark.parametrize("failed", [True, False])
def test_trial_by_fire_failure_incapacitates_the_chosen_character(failed: bool) -> None:
    game = game_for([TRIAL], skill=C, difficulty=3 if failed else 1)
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(PlayCard(villain(game, "Trial By Fire")))
    pick(game, hero(game, "Fixture Scholar"))
    game.apply(Pass())
    game.apply(Pass())  # Culture 3 against 3 + 2 fails, against 1 + 2 succeeds
    assert status(game, "Fixture Scholar") == ("incapacitated" if failed else "stopped")


# --- cards of a few lines --------------------------------------------------------------------

ANUBIS_WARLORD = _r("Anubis (Warlord)", ADVERSARY, 4, {C: 3, S: 3}, ("Goa'uld",), revive=5)
MOLOC = _r("Moloc (Great and Powerful)", ADVERSARY, 4, {S: 2, B: 2}, ("Goa'uld",), revive=3)
NETAN = _r("Netan (Head of the Lucian Alliance)", ADVERSARY, 4, {C: 2, B: 2, I: 2}, revive=4)
BRIDGE = _r("Transdimensional Bridge", OBSTACLE, 2, {C: 2, S: 2})
SLAUGHTER = _r("Senseless Slaughter", OBSTACLE, 2, {C: 2, S: 2}, ("Jaffa",))
SUMMIT = _r("Ambushed Summit", OBSTACLE, 2, {B: 2, I: 2}, ("Jaffa",))
DIPLOMACY = _r("The Game of Diplomacy", OBSTACLE, 5, {C: 2, I: 2}, ("Political",))
FRIENDS = _r("Friends at Odds", OBSTACLE, 3, {C: 1, S: 1, B: 1, I: 1})
PRIOR_BUGS = _r("Prior Bugs", OBSTACLE, 4, {S: 1, B: 1, I: 2}, ("Ori",))


@pytest.mark.parametrize("blockaded", [0, 1])
def test_anubis_warlord_raises_his_owners_ships_per_blockaded_mission(blockaded: int) -> None:
    from stargate_vcg.engine.stargate import values

    game = game_for([ANUBIS_WARLORD, SKIFF, HENCH])
    in_play(game, "Anubis", "Skiff")
    if blockaded:
        ops.blockade(game, villain(game, "Henchman"), HERO_P)
    assert values.firepower(game, villain(game, "Skiff")) == 1 + blockaded


@pytest.mark.parametrize("pay", [True, False])
def test_anubis_warlord_failure_pays_two_to_blockade(pay: bool) -> None:
    game = game_for([ANUBIS_WARLORD])
    anubis = fail_assigned(game, "Anubis")
    game.apply(Choose(0) if pay else Decline())
    assert game.surface.blockaded_by(anubis) >= 0 if pay else \
        game.surface.blockaded_missions() == 0


@pytest.mark.parametrize("shuffle", [True, False])
def test_transdimensional_bridge_may_shuffle_the_heros_mission_pile(shuffle: bool) -> None:
    game = game_for([BRIDGE])
    plays(game, "Transdimensional Bridge")
    game.apply(Choose(0) if shuffle else Decline())
    assert any(e.kind == "shuffle missions" for e in game.log) is shuffle


@pytest.mark.parametrize("amount", [2, 0])
def test_senseless_slaughter_the_hero_destroys_as_many_supports_as_paid(amount: int) -> None:
    game = game_for([SLAUGHTER], [MEDIC, MARINE])
    in_play(game, "Medic", "Marine")
    plays(game, "Senseless Slaughter")
    fail(game)
    power = game.power(VILLAIN_P)
    supports = (hero(game, "Medic"), hero(game, "Marine"))
    if amount:
        game.apply(Choose(amount))
        pick(game, *supports)  # all of them: the engine makes the forced choice
    else:
        game.apply(Decline())
    assert game.power(VILLAIN_P) == power - amount
    assert sum(game.zone_name(u) == "discard" for u in supports) == amount


@pytest.mark.parametrize("destroy", [True, False])
def test_ambushed_summit_destroys_supports_within_the_missions_experience(
        destroy: bool) -> None:
    game = game_for([SUMMIT], [MEDIC, MARINE], experience=2)
    in_play(game, "Medic", "Marine")
    plays(game, "Ambushed Summit")
    fail(game)
    medic, marine = hero(game, "Medic"), hero(game, "Marine")
    if destroy:
        game.apply(Choose(medic))  # cost 1 of 2: the Marine (cost 2) no longer fits
        assert game.pending_decision is None
    else:
        game.apply(Decline())
    assert (game.zone_name(medic) == "discard") is destroy
    assert game.zone_name(marine) == "in play"


@pytest.mark.parametrize("glyph", [True, False])
def test_game_of_diplomacy_stops_each_character_with_the_chosen_glyph(glyph: bool) -> None:
    game = game_for([DIPLOMACY])
    if glyph:
        glyph_on(game, "Fixture Scholar")
        glyph_on(game, "Fixture Leader", "Spare Mission")
    plays(game, "The Game of Diplomacy")
    pick(game, 0)
    expected = "stopped" if glyph else "ready"
    assert status(game, "Fixture Scholar") == status(game, "Fixture Leader") == expected
    assert status(game, "Fixture Scientist") == "ready"


@pytest.mark.parametrize("assigned", [True, False])
def test_friends_at_odds_blocks_team_characters_lacking_the_chosen_ones_traits(
        assigned: bool) -> None:
    game = game_for([FRIENDS], skill=B)
    if assigned:
        game.apply(Assign(hero(game, "Fixture Leader")))  # SGC
    else:
        game.apply(Pass())
    game.apply(PlayCard(villain(game, "Friends at Odds")))
    pick(game, hero(game, "Fixture Leader"))
    assert game.is_blocked(hero(game, "Fixture Warrior")) is assigned  # Jaffa
    assert not game.is_blocked(hero(game, "Fixture Scholar"))  # SGC


@pytest.mark.parametrize("other_support", [True, False])
def test_prior_bugs_assigning_a_support_costs_another(other_support: bool) -> None:
    game = game_for([PRIOR_BUGS], [MEDIC, MARINE], skill=B)
    in_play(game, "Marine", *(["Medic"] if other_support else []))
    plays(game, "Prior Bugs")
    assign = Assign(hero(game, "Marine"))
    assert (assign in game.legal_actions()) is other_support
    if other_support:
        game.apply(assign)
        pick(game, hero(game, "Medic"))
        assert zone(game, "Medic") == "discard"


@pytest.mark.parametrize("score", [True, False])
def test_moloc_scored_sends_glyphs_of_the_same_experience_to_the_bottom(score: bool) -> None:
    game = game_for([MOLOC])
    glyph_on(game, "Fixture Scholar", "Spare Mission")
    glyph_on(game, "Fixture Scholar", "Third Mission")
    moloc = fail_assigned(game, "Moloc")
    game.apply(Score(moloc) if score else DestroyAdversary(moloc))
    spare, third = hero(game, "Spare Mission"), hero(game, "Third Mission")
    if score:
        game.apply(Choose(spare))
    expected = "mission pile" if score else "glyph"
    assert game.zone_name(spare) == game.zone_name(third) == expected


@pytest.mark.parametrize(("card", "to_hand"), [(NETAN, True), (HENCH, False)],
                         ids=lambda v: getattr(v, "title", str(v)))
def test_netan_revive_takes_the_cards_into_hand(card: StargateCard, to_hand: bool) -> None:
    game = game_for([card], skill=B)
    adversary = fail_assigned(game, card.title)
    hand, discard = len(game.hand(VILLAIN_P)), len(game.discard_pile(VILLAIN_P))
    game.apply(Revive(adversary))
    revive = 4 if to_hand else 1
    assert len(game.hand(VILLAIN_P)) == hand + (revive if to_hand else 0)
    assert len(game.discard_pile(VILLAIN_P)) == discard + (0 if to_hand else revive)


DEBILITATED = _r("Debilitated", OBSTACLE, 3, {S: 2, B: 3}, ("Disease",))


@pytest.mark.parametrize("failed", [True, False])
def test_debilitated_failure_placed_on_a_team_character_blocks_him(failed: bool) -> None:
    game = game_for([DEBILITATED], difficulty=3 if failed else 0)
    plays(game, "Debilitated")
    if failed:
        fail(game)
        game.apply(Choose(hero(game, "Fixture Scientist")))
    else:
        succeed(game, "Fixture Scientist")  # Science 3 against 0 + 2
    assert game.is_blocked(hero(game, "Fixture Scientist")) is failed
    assert (zone(game, "Debilitated", VILLAIN_P) == "beneath a card") is failed


def test_debilitated_its_holders_owner_pays_the_experience_to_destroy_it() -> None:
    from stargate_vcg.engine.stargate.actions import ActivateAbility

    game = game_for([DEBILITATED], experience=2)
    plays(game, "Debilitated")
    fail(game)
    scientist = hero(game, "Fixture Scientist")
    game.apply(Choose(scientist))
    to_next_mission(game)
    cure = ActivateAbility(villain(game, "Debilitated"), 0)
    assert game.to_act == HERO_P and cure in game.legal_actions()
    power = game.power(HERO_P)
    game.apply(cure)
    assert game.power(HERO_P) == power - 1  # the Spare Mission's experience
    assert zone(game, "Debilitated", VILLAIN_P) == "discard"
    assert not game.is_blocked(scientist)


DUTIFUL = _r("Dutiful Prior (Adria's Attendant)", ADVERSARY, 3, {C: 1, B: 1}, ("Ori",),
             revive=2)


@pytest.mark.parametrize(("obstacle", "scored_prior", "cost"), [
    (TRUST, True, 1), (TRUST, False, 2), (GREED, True, 2)],
    ids=lambda v: getattr(v, "title", str(v)))
def test_dutiful_prior_scored_makes_obstacles_with_failure_text_cheaper(
        obstacle: StargateCard, scored_prior: bool, cost: int) -> None:
    game = game_for([obstacle, DUTIFUL], skill=C)
    if scored_prior:
        ops.to_score_pile(game, villain(game, "Dutiful Prior"))
    plays(game, obstacle.title)
    assert game.power(VILLAIN_P) == 9 - cost


HERUUR = _r("Heru'ur (Shrewd Rival)", ADVERSARY, 4, {C: 2, B: 3}, ("Goa'uld",), revive=5)


@pytest.mark.parametrize(("assigned", "times"), [(True, 2), (False, 1)])
def test_heruur_assigned_repeats_villain_failure_text(assigned: bool, times: int) -> None:
    from stargate_vcg.engine.stargate import ResolveTrigger

    game = game_for([GROUND, HERUUR], skill=B, experience=2)
    plays(game, "Ori Ground Forces")
    if assigned:
        plays_assigned(game, "Heru'ur")
    else:
        in_play(game, "Heru'ur")
    power = game.power(VILLAIN_P)
    fail(game)
    while True:
        order = legal_of(game, ResolveTrigger)
        if not order:
            break
        game.apply(order[0])
    assert game.power(VILLAIN_P) == power + 2 * times


SWARM_OF_TWO = _r("Approaching Swarm", OBSTACLE, 1, {S: 1}, ("Replicator",))


@pytest.mark.parametrize(("other_card", "stops"), [("Approaching Swarm", 2), ("Drone", 1)])
def test_cornered_counts_approaching_swarm_as_two_replicators(other_card: str,
                                                              stops: int) -> None:
    game = game_for([CORNERED, SWARM_OF_TWO, DRONE], skill=S)
    plays(game, other_card)
    plays(game, "Cornered")
    decision = game.pending_decision
    assert decision is not None and game.to_act == HERO_P
    assert decision.least == decision.most == stops
    game.apply(ChooseMany(decision.options[:stops]))
    assert sum(status(game, game.card(c).title) == "stopped"
               for c in decision.options) == stops


@pytest.mark.parametrize("first_assigned", [True, False])
def test_first_assigned_gives_his_replicator_obstacles_dominion(first_assigned: bool) -> None:
    game = game_for([FIRST, HENCH, DRONE, ORI_EXTRA], skill=I, power=20)
    if not first_assigned:
        plays(game, "First")  # in play, not assigned
    adversary = plays_assigned(game, "First" if first_assigned else "Henchman")
    plays(game, "Drone")
    plays(game, "Ori Relic")
    fail(game)
    while not any(isinstance(a, Score) for a in game.legal_actions()):
        game.apply(Pass())
    legal = game.legal_actions()
    assert (Score(adversary, villain(game, "Drone")) in legal) is first_assigned
    assert Score(adversary, villain(game, "Ori Relic")) not in legal


# Fixture obstacles without an implemented effect, their printed text written here.
LABELLED = sg_card("Labelled Trap", OBSTACLE, cost=2, skills={C: 1},
                   text="Fixture rule one.\nFailure: the fixture hero frowns.")
BOTH_WAYS = sg_card("Either Way Trap", OBSTACLE, cost=2, skills={C: 1},
                    text="Success or Failure: the fixture hero shrugs.")
UNLABELLED = sg_card("Plain Trap", OBSTACLE, cost=2, skills={C: 1},
                     text="The fixture failure of nothing at all.")
QUOTED = sg_card("Promised Trap", OBSTACLE, cost=2, skills={C: 1},
                 text='If nobody objects, this fixture gets: "Failure: a shrug."')


@pytest.mark.parametrize(("obstacle", "cost"), [
    (LABELLED, 1), (BOTH_WAYS, 1), (UNLABELLED, 2), (QUOTED, 2)],
    ids=lambda v: getattr(v, "title", str(v)))
def test_dutiful_prior_reads_failure_text_printed_ruling_quoted_text_given_later_is_not(
        obstacle: StargateCard, cost: int) -> None:
    game = game_for([obstacle, DUTIFUL], skill=C)
    ops.to_score_pile(game, villain(game, "Dutiful Prior"))
    plays(game, obstacle.title)
    assert game.power(VILLAIN_P) == 9 - cost


EXPLOITATION = _r("Exploitation", OBSTACLE, 1, {C: 0, S: 0, B: 0, I: 0}, ("Political",))


def _to_continue_decision(game: StargateGame) -> None:
    """Through the mission's end (first choices) to the hero's decision to continue."""
    from stargate_vcg.engine.stargate import Stop

    while game.phase != "deciding to continue" or game.pending_decision is not None:
        actions = game.legal_actions()
        assert actions and Stop() not in actions
        game.apply(actions[0])


@pytest.mark.parametrize(("succeed_it", "force"), [(False, True), (False, False),
                                                   (True, True)])
def test_exploitation_the_villain_may_force_the_hero_to_continue_at_no_cost(
        succeed_it: bool, force: bool) -> None:
    from stargate_vcg.engine.stargate import Stop

    game = game_for([EXPLOITATION], skill=C, difficulty=1 if succeed_it else 3)
    if succeed_it:
        game.apply(Assign(hero(game, "Fixture Scholar")))
        game.apply(PlayCard(villain(game, "Exploitation")))
    else:
        plays(game, "Exploitation")
    fail(game)
    assert game.state.outcome is succeed_it
    decision = game.pending_decision
    assert decision is not None and game.to_act == VILLAIN_P and decision.labels
    game.apply(Choose(0) if force else Decline())
    _to_continue_decision(game)
    failed = 0 if succeed_it else 1
    legal = game.legal_actions()
    assert (Stop() in legal) is not force and Continue() in legal
    hero_power, villain_power = game.power(HERO_P), game.power(VILLAIN_P)
    game.apply(Continue())
    assert game.power(HERO_P) == hero_power - (0 if force else failed)
    assert game.power(VILLAIN_P) == villain_power + failed
    assert game.state.mission >= 0  # the next mission is played
    if force:  # forced once only
        assert game.state.memory.get((villain(game, "Exploitation"), "forced")) is None


def test_exploitation_forcing_a_hero_without_missions_left_ends_his_missions() -> None:
    game = game_for([EXPLOITATION], skill=C)
    plays(game, "Exploitation")
    game.state.players[HERO_P].missions.clear()
    game._version += 1  # set up outside the actions
    fail(game)
    game.apply(Choose(0))
    while game.turn == 1:  # never left without a legal action
        game.apply(game.legal_actions()[0])
    assert any(e.kind == "cannot continue" and e.turn == 1 for e in game.log_entries)


@pytest.mark.parametrize("seed", [2, 5, 9])
def test_exploitation_nerus_and_first_in_random_playouts_stay_exact(seed: int) -> None:
    """Random games with many copies of the batch's villain cards (forced continuing,
    Nerus asked as the hero continues, dominion given while First is assigned): the fast
    legal actions equal the reference, clones and replays are exact."""
    from factories import HERO, MISSIONS, TEAM, VILLAIN
    from sg_effect_cards import checked_random_game
    from test_sg_engine_helpers import deck

    nerus = real("Nerus (Agent of the Ori)", ADVERSARY, cost=1, skills={B: 1, C: 1},
                 revive=2, traits=("Goa'uld", "Ori"))
    cards = [*HERO, *VILLAIN, *[c for c in (EXPLOITATION, nerus, FIRST, DRONE)
                                for _ in range(5)]]
    decks = [deck(TEAM, MISSIONS, cards, "a"), deck(TEAM, MISSIONS, cards, "b")]
    checked_random_game(decks, seed, seed + 7)
