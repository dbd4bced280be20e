"""Children of the Gods adversaries and obstacles (effects/children_of_the_gods/villains.py),
each played: the text happens, and does not when its condition fails. Fixture printings
with the real card ids; player 0 is the hero of turn 1, player 1 the villain
(`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, RIFLE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import CULTURE_3, EASY, SPARE, TEST_MISSION, power_spent, to_next_mission
from sg_play import hero as h
from sg_play import succeed_with as resolve
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import Allegiance, CardType, StargateCard
from stargate_vcg.cards.stargate import Keywords
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Boost,
    Choose,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    Revive,
    Score,
    StargateGame,
    Stop,
    ops,
)
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, Surface

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
FISHER = real("Harold Fisher (U.S. Senator)", ADV, cost=2, skills={C: 2, S: 1}, revive=4,
              traits=("Political",))
GERAK = real("Gerak (Prior of the Ori)", ADV, cost=5, skills={C: 3, B: 2, I: 2}, revive=6,
             traits=("Ori", "Jaffa"))
TRELAK = real("Trelak (First Prime of Ares)", ADV, cost=2, skills={B: 2, I: 2}, revive=3,
              traits=("Jaffa",))
SIMMONS = real("Frank Simmons (Goa'uld Host)", ADV, cost=4, skills={C: 2, I: 3}, revive=5,
               traits=("Goa'uld", "Political"))
ATHON = real("Athon (Loyal Lo'taur)", ADV, cost=2, skills={C: 2, I: 2}, revive=3,
             traits=("Jaffa",))
MORRIGAN = real("Morrigan (Machiavellian Deceiver)", ADV, cost=3, skills={C: 2, S: 2, I: 2},
                revive=5, traits=("Goa'uld",))
BASTET = real("Bastet (Patient Schemer)", ADV, cost=2, skills={C: 2, S: 1, B: 2}, revive=4,
              traits=("Goa'uld",))
TEROK = real("Terok (Sadistic Interrogator)", ADV, cost=3, skills={S: 1, B: 2, I: 2},
             revive=4, traits=("Goa'uld",))
HANSON = real("Jonas Hanson (Dangerous Egomaniac)", ADV, cost=2, skills={B: 3, I: 3},
              revive=5)
CETUS = real("Cetus (Asuran Invader)", ADV, cost=4, skills={C: 2, S: 2, B: 2}, revive=5,
             traits=("Replicator",))
MALAKAI = real("Malakai (Heartbroken Scientist)", ADV, cost=4, skills={S: 3, I: 3}, revive=5)
OREL = real("Orel (Priest of Apophis)", ADV, cost=3, skills={C: 2, I: 2}, revive=5,
            traits=("Jaffa",))
MIND_TRICKS = real("Mind Tricks", OBS, cost=3, skills={B: 2, I: 2}, traits=("Wraith",))
ARMISTICE = real("Risky Armistice", OBS, cost=4, skills={C: 3, I: 3})
GENETIC = real("Genetic Experiments", OBS, cost=5, skills={S: 2, B: 2}, traits=("Wraith",))
TREATMENT = real("Alien Treatment", OBS, cost=2, skills={C: 3, S: 3})
BUGS = real("Bugs in the Walls", OBS, cost=2, skills={S: 1, B: 0, I: 0},
            traits=("Replicator",))
FORMATION = real("Attack Formation", OBS, cost=1, skills={C: 0, S: 0, B: 2, I: 0},
                 traits=("Goa'uld", "Jaffa"))
HUNTING = real("Hunting Party", OBS, cost=1, skills={B: 3, I: 2}, traits=("Wraith",))
LIFE_FORMS = real("Energy-Based Life Forms", OBS, cost=3, skills={S: 1, I: 1})
TABLET = real("Booby-Trapped Tablet", OBS, cost=2, skills={C: 2, S: 3}, traits=("Disease",))
VOYEUR = real("Voyeur", OBS, cost=1, skills={I: 2})
WRATH = real("Adria's Wrath", OBS, cost=4, skills={S: 2, B: 2}, traits=("Ori",))
TWIN = real("Twin Destinies", OBS, cost=1, skills={S: 1, I: 1})
SWITCH = real("Dead Man Switch", OBS, cost=2, skills={I: 2})
PILGRIMS = real("Pilgrims", OBS, cost=3, skills={C: 1, I: 1}, traits=("Jaffa",))
TEMPLARS = real("Illac Renin Templars", OBS, cost=2, skills={B: 2, I: 2},
                traits=("Jaffa", "Ori"), keywords=Keywords(dominion=True))

THUG = sg_card("Thug", ADV, "Brute", cost=1, skills={B: 1}, revive=2)
SNAKE = sg_card("Snake", ADV, "Lord", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
GUARD = sg_card("Guard", OBS, cost=1, skills={C: 1, B: 1}, traits=("Jaffa",))
SPEECH = sg_card("Speech", OBS, cost=1, skills={C: 1, B: 1}, traits=("Political",))
PRIEST = sg_card("Priest", OBS, cost=1, skills={B: 1}, traits=("Ori",))
HATAK = sg_card("Hatak", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN,
                traits=("Jaffa",))
JUMPER = sg_card("Jumper", CardType.SHIP, cost=1, firepower=1)
CULTURE_1 = mission("Culture One", C, 1)
SCIENCE_3 = mission("Science Mission", S, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    return scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE],
                    power=power, pad=20)


def touch(game: StargateGame) -> None:
    game._version += 1  # set up outside the actions: the listed legal actions are stale


def hero_then_villain(game: StargateGame, villain_card: str, *plays: str,
                      assign: bool = False, hero_assigns: tuple[str, ...] = ()) -> int:
    """The hero plays these cards (and assigns `hero_assigns`), the villain passing
    between them, then the villain plays `villain_card` (and assigns it, after a hero
    pass)."""
    steps = [PlayCard(h(game, t)) for t in plays]
    steps += [Assign(h(game, t)) for t in hero_assigns]
    for i, step in enumerate(steps):
        game.apply(step)
        if i < len(steps) - 1:
            game.apply(Pass())
    if not steps:
        game.apply(Pass())
    card = v(game, villain_card)
    game.apply(PlayCard(card))
    if assign:
        game.apply(Pass())
        game.apply(Assign(card))
    return card


# --- adversaries ---------------------------------------------------------------------------


@pytest.mark.parametrize("gear", [True, False])
def test_harold_fisher_harder_for_each_gear(gear: bool) -> None:
    game = start([RIFLE], [FISHER], first=CULTURE_3)
    hero_then_villain(game, "Harold Fisher", *(["Rifle"] if gear else []), assign=True)
    assert game.mission_difficulty() == 3 + 2 + (1 if gear else 0)


@pytest.mark.parametrize(("power", "difficulty"), [(5, 3 + 2 + 1), (9, 3 + 2)])
def test_gerak_harder_while_his_owner_has_no_power(power: int, difficulty: int) -> None:
    game = start(villain=[GERAK], power=power)
    hero_then_villain(game, "Gerak", assign=True)
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("fail", [True, False])
def test_gerak_failure_stops_support_characters_and_gains_power(fail: bool) -> None:
    game = start([MARINE], [GERAK], first=EASY)
    hero_then_villain(game, "Gerak", "Marine", assign=True)
    before = game.power(VILLAIN_P)
    resolve(game, *(() if fail else ("Fixture Leader", "Fixture Scientist")))
    assert (game.status_name(h(game, "Marine")) == "stopped") is fail
    # only the Marine counts (the Warrior is Jaffa)
    assert game.power(VILLAIN_P) - before == (1 if fail else 0)


@pytest.mark.parametrize("ship", [True, False])
def test_trelak_harder_while_a_jaffa_villain_ship_is_assigned(ship: bool) -> None:
    game = start([MARINE], [TRELAK, HATAK])
    if ship:
        game.apply(Pass())
        game.apply(PlayCard(v(game, "Hatak")))
        game.apply(Pass())
        game.apply(Assign(v(game, "Hatak")))
        game.apply(PlayCard(h(game, "Marine")))
        game.apply(PlayCard(v(game, "Trelak")))
        game.apply(Pass())
        game.apply(Assign(v(game, "Trelak")))
    else:
        hero_then_villain(game, "Trelak", assign=True)
    assert game.mission_difficulty() == 3 + 2 + (1 if ship else 0)


@pytest.mark.parametrize("fail", [True, False])
def test_trelak_failure_takes_a_jaffa_obstacle_back(fail: bool) -> None:
    game = start(villain=[TRELAK, GUARD], first=EASY)
    guard = v(game, "Guard")
    ops.discard_from_hand(game, guard)
    touch(game)
    hero_then_villain(game, "Trelak", assign=True)
    resolve(game, *(() if fail else ("Fixture Leader", "Fixture Scientist")))
    assert (guard in game.hand(VILLAIN_P)) is fail


@pytest.mark.parametrize("ship", [True, False])
def test_frank_simmons_harder_with_a_hero_ship_out(ship: bool) -> None:
    game = start([JUMPER], [SIMMONS], first=CULTURE_3)
    if ship:
        game.apply(PlayCard(h(game, "Jumper")))
        game.apply(Pass())
        game.apply(Assign(h(game, "Jumper")))
    hero_then_villain(game, "Frank Simmons", assign=True) if not ship else (
        game.apply(PlayCard(v(game, "Frank Simmons"))), game.apply(Pass()),
        game.apply(Assign(v(game, "Frank Simmons"))))
    assert game.mission_difficulty() == 3 + 2 + (1 if ship else 0)


@pytest.mark.parametrize(("political", "cost"), [(True, 1), (False, 0)])
def test_frank_simmons_taxes_assignments_per_political_card(political: bool,
                                                           cost: int) -> None:
    game = start([MARINE], [SIMMONS, SPEECH], first=CULTURE_3)
    game.apply(PlayCard(h(game, "Marine")))
    if political:
        game.apply(PlayCard(v(game, "Speech")))
        game.apply(Pass())
    game.apply(PlayCard(v(game, "Frank Simmons")))
    game.apply(Pass())
    game.apply(Assign(v(game, "Frank Simmons")))
    spent = power_spent(game, HERO_P, Assign(h(game, "Fixture Scholar")))
    assert spent == cost


@pytest.mark.parametrize("stopped", [True, False])
def test_athon_destroyed_readies_an_adversary_and_gains_power(stopped: bool) -> None:
    game = start([MARINE], [ATHON, THUG])
    athon, thug = v(game, "Athon"), v(game, "Thug")
    game.apply(Pass())
    game.apply(PlayCard(thug))
    game.apply(PlayCard(h(game, "Marine")))
    game.apply(PlayCard(athon))
    if stopped:
        ops.stop(game, thug)
        touch(game)
    game.apply(Pass())
    action = ActivateAbility(athon, 0, target=thug)
    assert (action in game.legal_actions()) is stopped
    if stopped:
        before = game.power(VILLAIN_P)
        game.apply(action)
        assert game.status_name(thug) == "ready"
        assert game.zone_name(athon) == "discard"
        assert game.power(VILLAIN_P) == before + 1


def test_morrigan_stops_to_gain_power_and_pays_to_draw_once_a_turn() -> None:
    game = start([MARINE, RIFLE], [MORRIGAN])
    morrigan = v(game, "Morrigan")
    hero_then_villain(game, "Morrigan")
    game.apply(PlayCard(h(game, "Marine")))
    power, hand = game.power(VILLAIN_P), len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(morrigan, 1))
    assert (game.power(VILLAIN_P), len(game.hand(VILLAIN_P))) == (power - 1, hand + 1)
    game.apply(PlayCard(h(game, "Rifle")))
    assert ActivateAbility(morrigan, 1) not in game.legal_actions()
    game.apply(ActivateAbility(morrigan, 0))
    assert game.status_name(morrigan) == "stopped"
    assert game.power(VILLAIN_P) == power
    assert ActivateAbility(morrigan, 0) not in game.legal_actions()


def test_bastet_stops_and_discards_to_draw() -> None:
    game = start([MARINE], [BASTET, THUG])
    bastet = v(game, "Bastet")
    hero_then_villain(game, "Bastet")
    game.apply(PlayCard(h(game, "Marine")))
    thug = v(game, "Thug")
    hand = len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(bastet, 0, discards=(thug,)))
    assert game.status_name(bastet) == "stopped"
    assert game.zone_name(thug) == "discard"
    assert len(game.hand(VILLAIN_P)) == hand
    assert ActivateAbility(bastet, 0, discards=(game.hand(VILLAIN_P)[0],)) \
        not in game.legal_actions()


@pytest.mark.parametrize("other", [True, False])
def test_morrigan_may_stop_bastet_instead_to_gain_power(other: bool) -> None:
    game = start(villain=[MORRIGAN, BASTET])
    morrigan, bastet = v(game, "Morrigan"), v(game, "Bastet")
    ops.put_in_play(game, morrigan)
    if other:
        ops.put_in_play(game, bastet)
    touch(game)
    game.apply(Pass())
    action = ActivateAbility(morrigan, 2, stops=(bastet,))
    assert (action in game.legal_actions()) is other
    if other:
        power = game.power(VILLAIN_P)
        game.apply(action)
        assert game.power(VILLAIN_P) == power + 1
        assert (game.status_name(morrigan), game.status_name(bastet)) == ("ready", "stopped")


@pytest.mark.parametrize("other", [True, False])
def test_bastet_may_stop_morrigan_instead_to_draw(other: bool) -> None:
    game = start(villain=[BASTET, MORRIGAN, THUG])
    morrigan, bastet, thug = v(game, "Morrigan"), v(game, "Bastet"), v(game, "Thug")
    ops.put_in_play(game, bastet)
    if other:
        ops.put_in_play(game, morrigan)
    touch(game)
    game.apply(Pass())
    action = ActivateAbility(bastet, 1, discards=(thug,), stops=(morrigan,))
    assert (action in game.legal_actions()) is other
    if other:
        hand = len(game.hand(VILLAIN_P))
        game.apply(action)
        assert len(game.hand(VILLAIN_P)) == hand  # one discarded, one drawn
        assert (game.status_name(bastet), game.status_name(morrigan)) == ("ready", "stopped")


@pytest.mark.parametrize(("succeed", "score"), [(False, True), (False, False), (True, False)])
def test_bastet_may_score_herself_at_the_debrief_after_no_success(succeed: bool,
                                                                  score: bool) -> None:
    game = start(villain=[BASTET], first=EASY if succeed else mission("Hopeless", B, 30))
    bastet = v(game, "Bastet")
    ops.put_in_play(game, bastet)
    touch(game)
    if succeed:
        game.apply(Assign(h(game, "Fixture Leader")))
    resolve(game)
    offered = False
    for _ in range(30):
        if game.phase == "deciding to continue":
            game.apply(Stop())
        elif game.pending_decision is not None and game.pending_decision.player == VILLAIN_P \
                and game.pending_decision.labels:
            offered = True
            game.apply(Choose(0) if score else Decline())
            break
        elif game.phase in ("debrief", "discarding") or game.turn > 1:
            break
        else:
            game.apply(game.legal_actions()[0])
    assert offered is not succeed
    assert (game.zone_name(bastet) == "villain score pile") is score


@pytest.mark.parametrize("experience", [1, 0])
def test_terok_assigned_discards_and_draws_per_experience(experience: int) -> None:
    game = start(villain=[TEROK, THUG], first=mission("Quiet", B, 3, experience=experience))
    hero_then_villain(game, "Terok", assign=True)
    thug = v(game, "Thug")
    if experience:
        game.apply(Choose(thug))
    assert (game.zone_name(thug) == "discard") is bool(experience)


def test_terok_stops_to_block_a_character() -> None:
    game = start([MARINE], [TEROK])
    terok = hero_then_villain(game, "Terok")
    game.apply(PlayCard(h(game, "Marine")))
    leader = h(game, "Fixture Leader")
    game.apply(ActivateAbility(terok, 0, target=leader))
    assert game.is_blocked(leader)
    assert game.status_name(terok) == "stopped"
    assert ActivateAbility(terok, 0, target=h(game, "Marine")) not in game.legal_actions()


def test_jonas_hanson_costs_more_per_sgc_team_character() -> None:
    game = start(villain=[HANSON])
    before = game.power(VILLAIN_P)
    hero_then_villain(game, "Jonas Hanson")
    # Leader, Scholar and Scientist are SGC; the Warrior is not
    assert before - game.power(VILLAIN_P) == 2 + 3


@pytest.mark.parametrize("assigned", [True, False])
def test_jonas_hanson_assigned_weakens_sgc_characters(assigned: bool) -> None:
    game = start([MARINE], [HANSON])
    hero_then_villain(game, "Jonas Hanson", assign=assigned)
    leader, warrior = h(game, "Fixture Leader"), h(game, "Fixture Warrior")
    assert game.skill(leader, COMBAT) == (2 if assigned else 3)
    assert game.skill(warrior, COMBAT) == 3


@pytest.mark.parametrize("assigned", [True, False])
def test_jonas_hanson_taxes_sgc_support_assignments(assigned: bool) -> None:
    sgc_marine = sg_card("Airman", CardType.SUPPORT_CHARACTER, "Pilot", cost=1,
                         skills={B: 2}, traits=("SGC",))
    game = start([sgc_marine], [HANSON])
    hero_then_villain(game, "Jonas Hanson", "Airman", assign=assigned)
    spent = power_spent(game, HERO_P, Assign(h(game, "Airman")))
    assert spent == (1 if assigned else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_cetus_assigned_gives_power_and_draws(assigned: bool) -> None:
    game = start(villain=[CETUS])
    hero_then_villain(game, "Cetus")
    power, hand = game.power(HERO_P), len(game.hand(VILLAIN_P))
    game.apply(Pass())
    if assigned:
        game.apply(Assign(v(game, "Cetus")))
    assert game.power(HERO_P) == power + (1 if assigned else 0)
    assert len(game.hand(VILLAIN_P)) == hand + (1 if assigned else 0)


@pytest.mark.parametrize("assigned", [True, False])
def test_cetus_gains_what_the_opponent_gains_during_the_mission_phase(assigned: bool) -> None:
    game = start(villain=[CETUS])
    hero_then_villain(game, "Cetus")
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    if assigned:
        game.apply(Assign(v(game, "Cetus")))  # his opponent gains 1: so does he
    assert game.power(VILLAIN_P) == power + (1 if assigned else 0)


@pytest.mark.parametrize(("phase", "reacts"), [(ph.ACTIONS, True), (ph.CONTINUE, True),
                                               (ph.DEBRIEF, False), (ph.TURN_START, False)])
def test_cetus_reacts_to_the_opponents_gains_only_in_the_mission_phase(phase: int,
                                                                       reacts: bool) -> None:
    from stargate_vcg.engine.stargate.effects import Trigger, TriggerEvent

    game = start(villain=[CETUS])
    cetus = hero_then_villain(game, "Cetus")
    effect = game.effects[cetus]
    assert effect is not None
    game.state.phase = phase
    assert effect.triggers(game.surface, cetus,
                           TriggerEvent(Trigger.POWER_GAINED, HERO_P, -1, 2)) is reacts
    assert not effect.triggers(game.surface, cetus,
                               TriggerEvent(Trigger.POWER_GAINED, VILLAIN_P, -1, 2))


@pytest.mark.parametrize("jaffa", [True, False])
def test_orel_harder_per_jaffa_obstacle_at_the_mission(jaffa: bool) -> None:
    game = start([MARINE], [OREL, GUARD, SPEECH], first=CULTURE_3)
    hero_then_villain(game, "Orel", "Marine", assign=True)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Guard" if jaffa else "Speech")))
    assert game.mission_difficulty() == 3 + 2 + 1 + (1 if jaffa else 0)


@pytest.mark.parametrize("pay", [True, False])
def test_malakai_revived_may_pay_to_ready(pay: bool) -> None:
    game = start(villain=[MALAKAI], first=SCIENCE_3)
    malakai = hero_then_villain(game, "Malakai", assign=True)
    resolve(game)
    game.apply(Revive(malakai))
    power = game.power(VILLAIN_P)
    game.apply(Choose(0) if pay else Decline())
    assert game.status_name(malakai) == ("ready" if pay else "stopped")
    assert power - game.power(VILLAIN_P) == (1 if pay else 0)


@pytest.mark.parametrize(("fail", "put_back"), [(True, True), (True, False), (False, False)])
def test_malakai_failure_may_put_the_mission_back_on_top_as_the_hero_continues(
        fail: bool, put_back: bool) -> None:
    game = start(villain=[MALAKAI], first=mission("Science One", S, 1))
    first = game.state.mission
    malakai = hero_then_villain(game, "Malakai", assign=True)
    if not fail:  # enough science for 1 + Malakai's 3
        for title in ("Fixture Scientist", "Fixture Scholar", "Fixture Leader"):
            game.apply(Assign(h(game, title)))
            game.apply(Pass())
    resolve(game)
    asked = False
    for _ in range(40):
        if game.phase == "deciding to continue" and game.pending_decision is None:
            game.apply(Continue())
        elif Revive(malakai) in game.legal_actions():
            game.apply(Revive(malakai))  # he stays in play
        elif game.pending_decision is not None and "back on top" in " ".join(
                (game.pending_decision.prompt, *game.pending_decision.labels)):
            asked = True
            game.apply(Choose(0) if put_back else Decline())
        elif game.phase == "performing actions" and (game.state.mission != first or asked):
            break
        else:
            game.apply(game.legal_actions()[0])
    assert asked is fail
    assert any(e.kind == ("failure" if fail else "success") for e in game.log)
    assert (game.state.mission == first) is put_back


# --- obstacles -----------------------------------------------------------------------------


@pytest.mark.parametrize("fail", [True, False])
def test_mind_tricks_blocks_a_support_character_destroyed_on_failure(fail: bool) -> None:
    game = start([MARINE], [MIND_TRICKS], first=EASY)
    hero_then_villain(game, "Mind Tricks", "Marine")
    marine = h(game, "Marine")
    assert game.is_blocked(marine)
    resolve(game, *(() if fail else ("Fixture Leader",)))
    assert (game.zone_name(marine) == "discard") is fail


@pytest.mark.parametrize(("fail", "status"), [(True, "discard"), (False, "ready")])
def test_risky_armistice_stops_a_support_character(fail: bool, status: str) -> None:
    game = start([MARINE], [ARMISTICE], first=CULTURE_1)
    hero_then_villain(game, "Risky Armistice", "Marine")
    marine = h(game, "Marine")
    assert game.status_name(marine) == "stopped"
    resolve(game, *(() if fail else ("Fixture Scholar", "Fixture Leader")))
    assert (game.zone_name(marine) if fail else game.status_name(marine)) == status


@pytest.mark.parametrize("fail", [True, False])
def test_genetic_experiments_stops_the_opponents_pick_incapacitated_on_failure(
        fail: bool) -> None:
    game = start([MARINE], [GENETIC], first=EASY)
    hero_then_villain(game, "Genetic Experiments", hero_assigns=("Fixture Scientist",))
    scientist = h(game, "Fixture Scientist")
    if game.pending_decision is not None:
        game.apply(Choose(scientist))
    assert game.status_name(scientist) == "stopped"
    resolve(game, *(() if fail else ("Fixture Leader",)))
    assert (game.status_name(scientist) == "incapacitated") is fail


def test_genetic_experiments_without_an_assigned_team_character_stops_nobody() -> None:
    game = start(villain=[GENETIC])
    hero_then_villain(game, "Genetic Experiments")
    assert game.pending_decision is None
    assert game.status_name(h(game, "Fixture Leader")) == "ready"


@pytest.mark.parametrize("fail", [True, False])
def test_alien_treatment_readies_a_stopped_supporter_destroyed_on_failure(fail: bool) -> None:
    game = start([MARINE], [TREATMENT], first=CULTURE_1)
    marine = h(game, "Marine")
    game.apply(PlayCard(marine))
    ops.stop(game, marine)
    touch(game)
    game.apply(PlayCard(v(game, "Alien Treatment")))
    if game.pending_decision is not None:
        game.apply(Choose(marine))
    assert game.status_name(marine) == "ready"
    resolve(game, *(() if fail else ("Fixture Scholar", "Fixture Leader")))
    assert (game.zone_name(marine) == "discard") is fail


@pytest.mark.parametrize(("mode", "status"), [(0, "stopped"), (1, "discard")])
def test_bugs_in_the_walls_stops_or_destroys_a_gear(mode: int, status: str) -> None:
    game = start([RIFLE], [BUGS], first=SCIENCE_3)
    rifle = h(game, "Rifle")
    game.apply(PlayCard(rifle))
    if mode:
        ops.stop(game, rifle)
        touch(game)
    game.apply(PlayCard(v(game, "Bugs in the Walls")))
    if game.pending_decision is not None:
        game.apply(Choose(mode))
    assert (game.zone_name(rifle) if mode else game.status_name(rifle)) == status


def test_bugs_in_the_walls_without_a_gear_does_nothing() -> None:
    game = start(villain=[BUGS], first=SCIENCE_3)
    hero_then_villain(game, "Bugs in the Walls")
    assert game.pending_decision is None


@pytest.mark.parametrize("ready_it", [True, False])
def test_attack_formation_failure_may_ready_a_villain_ship(ready_it: bool) -> None:
    game = start(villain=[FORMATION, HATAK])
    hatak = v(game, "Hatak")
    game.apply(Pass())
    game.apply(PlayCard(hatak))
    ops.stop(game, hatak)
    touch(game)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Attack Formation")))
    resolve(game)
    game.apply(Choose(hatak) if ready_it else Decline())
    assert (game.status_name(hatak) == "ready") is ready_it


SKIFF = sg_card("Skiff", CardType.SHIP, cost=1, firepower=1, allegiance=Allegiance.VILLAIN)
GLIDER = sg_card("Glider", CardType.SHIP, cost=1, firepower=2)


def _formation_battle(hero_ship: bool) -> tuple[StargateGame, int]:
    """The villain plays Attack Formation and a ship he assigns, another of his ships
    stopped; the hero assigns his characters (enough to succeed: no Failure text) and,
    with `hero_ship`, a ship of more firepower. Both pass: the ship battle."""
    game = start(hero=[GLIDER], villain=[FORMATION, HATAK, SKIFF], first=EASY)
    hatak, skiff = v(game, "Hatak"), v(game, "Skiff")
    if hero_ship:
        game.apply(PlayCard(h(game, "Glider")))
    else:
        game.apply(Pass())
    game.apply(PlayCard(hatak))
    game.apply(Pass())
    game.apply(PlayCard(skiff))
    ops.stop(game, skiff)
    touch(game)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "Attack Formation")))
    for title in ("Fixture Leader", "Fixture Scientist", "Fixture Scholar",
                  *(("Glider",) if hero_ship else ())):
        game.apply(Assign(h(game, title)))
        game.apply(Assign(hatak) if title == "Fixture Leader" else Pass())
    game.apply(Pass())
    return game, skiff


@pytest.mark.parametrize("ready_it", [True, False])
def test_attack_formation_victory_an_obstacle_may_ready_a_villain_ship(ready_it: bool) -> None:
    # Ruling: the obstacle's Victory text works although it is not assigned (card text
    # supersedes "only on assigned cards").
    game, skiff = _formation_battle(hero_ship=False)
    pending = game.pending_decision
    assert pending is not None and pending.player == VILLAIN_P and skiff in pending.options
    game.apply(Choose(skiff) if ready_it else Decline())
    assert (game.status_name(skiff) == "ready") is ready_it
    assert any(e.kind == "success" for e in game.log)  # no Failure text: a success


def test_attack_formation_no_victory_when_the_hero_wins_the_battle() -> None:
    game, skiff = _formation_battle(hero_ship=True)
    assert game.to_act == HERO_P and Decline() in game.legal_actions()  # the hero's victory
    game.apply(Decline())  # incapacitates no ship
    assert game.pending_decision is None
    assert any(e.kind == "success" for e in game.log)
    assert game.status_name(skiff) == "stopped"


@pytest.mark.parametrize(("assigned", "cost"), [((), 1), (("Fixture Leader",), 2)])
def test_hunting_party_costs_more_per_assigned_character(assigned: tuple[str, ...],
                                                         cost: int) -> None:
    game = start(villain=[HUNTING])
    before = game.power(VILLAIN_P)
    hero_then_villain(game, "Hunting Party", hero_assigns=assigned)
    assert before - game.power(VILLAIN_P) == cost


@pytest.mark.parametrize("fail", [True, False])
def test_hunting_party_failure_destroys_a_stopped_supporter(fail: bool) -> None:
    game = start([MARINE], [HUNTING], first=EASY)
    hero_then_villain(game, "Hunting Party", "Marine")
    marine = h(game, "Marine")
    ops.stop(game, marine)
    touch(game)
    resolve(game, *(() if fail else ("Fixture Leader", "Fixture Scientist")))
    assert (game.zone_name(marine) == "discard") is fail


@pytest.mark.parametrize("gear", [True, False])
def test_energy_based_life_forms_harder_per_ready_gear(gear: bool) -> None:
    game = start([RIFLE], [LIFE_FORMS], first=SCIENCE_3)
    hero_then_villain(game, "Energy-Based Life Forms", *(["Rifle"] if gear else []))
    assert game.mission_difficulty() == 3 + 1 + (1 if gear else 0)


@pytest.mark.parametrize("gear", [True, False])
def test_energy_based_life_forms_failure_destroys_a_supporter_per_ready_gear(
        gear: bool) -> None:
    game = start([RIFLE, MARINE], [LIFE_FORMS], first=SCIENCE_3)
    game.apply(PlayCard(h(game, "Marine")))
    if gear:
        game.apply(Pass())
        game.apply(PlayCard(h(game, "Rifle")))
    game.apply(PlayCard(v(game, "Energy-Based Life Forms")))
    resolve(game)
    marine = h(game, "Marine")
    if gear and game.pending_decision is not None:
        game.apply(Choose(marine))
    assert (game.zone_name(marine) == "discard") is gear


@pytest.mark.parametrize(("target", "status"), [("Fixture Leader", "stopped"),
                                                ("Fixture Scholar", "stopped")])
def test_booby_trapped_tablet_failure_stops_a_team_character(target: str,
                                                             status: str) -> None:
    game = start(villain=[TABLET], first=SCIENCE_3)
    hero_then_villain(game, "Booby-Trapped Tablet")
    resolve(game)
    game.apply(Choose(h(game, target)))
    assert game.status_name(h(game, target)) == status


def test_booby_trapped_tablet_failure_incapacitates_a_jaffa() -> None:
    game = start(villain=[TABLET], first=SCIENCE_3)
    warrior = h(game, "Fixture Warrior")
    ops.ready(game, warrior)
    touch(game)
    hero_then_villain(game, "Booby-Trapped Tablet")
    resolve(game)
    game.apply(Choose(warrior))
    assert game.status_name(warrior) == "incapacitated"


def test_booby_trapped_tablet_success_stops_nobody() -> None:
    game = start(villain=[TABLET], first=mission("Science One", S, 1))
    hero_then_villain(game, "Booby-Trapped Tablet")
    resolve(game, "Fixture Scientist", "Fixture Scholar")
    assert game.status_name(h(game, "Fixture Leader")) == "ready"


@pytest.mark.parametrize("stop_gear", [True, False])
def test_voyeur_blocks_a_character_unless_a_gear_is_stopped(stop_gear: bool) -> None:
    game = start([RIFLE], [VOYEUR], first=mission("Ingenuity", I, 3))
    rifle, leader = h(game, "Rifle"), h(game, "Fixture Leader")
    hero_then_villain(game, "Voyeur", "Rifle")
    game.apply(Choose(rifle) if stop_gear else Decline())
    if not stop_gear:
        game.apply(Choose(leader))
    assert (game.status_name(rifle) == "stopped") is stop_gear
    assert game.is_blocked(leader) is not stop_gear


@pytest.mark.parametrize("sacrifice", [True, False])
def test_adrias_wrath_blocks_the_chosen_unless_a_supporter_is_destroyed(
        sacrifice: bool) -> None:
    game = start([MARINE], [WRATH], first=EASY)
    marine, leader = h(game, "Marine"), h(game, "Fixture Leader")
    hero_then_villain(game, "Adria's Wrath", "Marine")
    game.apply(Choose(leader))
    game.apply(Choose(marine) if sacrifice else Decline())
    assert (game.zone_name(marine) == "discard") is sacrifice
    assert game.is_blocked(leader) is not sacrifice


@pytest.mark.parametrize("fail", [True, False])
def test_adrias_wrath_failure_incapacitates_the_chosen(fail: bool) -> None:
    game = start([MARINE], [WRATH], first=EASY)
    marine, scholar = h(game, "Marine"), h(game, "Fixture Scholar")
    hero_then_villain(game, "Adria's Wrath", "Marine")
    game.apply(Choose(scholar))
    game.apply(Choose(marine))
    resolve(game, *(() if fail else ("Fixture Leader",)))
    assert (game.status_name(scholar) == "incapacitated") is fail


@pytest.mark.parametrize("pay", [True, False])
def test_twin_destinies_blocks_characters_with_a_namesake_discarded(pay: bool) -> None:
    game = start([MARINE, MARINE], [TWIN], first=SCIENCE_3)
    first, second = h(game, "Marine"), uid(game, "Marine", HERO_P, nth=1)
    game.apply(PlayCard(first))
    ops.discard_from_hand(game, second)
    touch(game)
    game.apply(PlayCard(v(game, "Twin Destinies")))
    game.apply(Choose(0) if pay else Decline())
    assert game.is_blocked(first) is pay
    assert not game.is_blocked(h(game, "Fixture Leader"))


@pytest.mark.parametrize("chosen_assigned", [True, False])
def test_dead_man_switch_weakens_the_others_while_the_chosen_is_assigned(
        chosen_assigned: bool) -> None:
    game = start(villain=[SWITCH], first=mission("Ingenuity", I, 3))
    leader, scholar = h(game, "Fixture Leader"), h(game, "Fixture Scholar")
    hero_then_villain(game, "Dead Man Switch")
    game.apply(Choose(leader))
    game.apply(Assign(scholar))
    game.apply(Pass())
    if chosen_assigned:
        game.apply(Assign(leader))
    assert game.skill(scholar, CULTURE) == (3 - 1 if chosen_assigned else 3)
    assert game.skill(leader, COMBAT) == 3


@pytest.mark.parametrize("succeed", [True, False])
def test_pilgrims_success_stops_a_character(succeed: bool) -> None:
    game = start(villain=[PILGRIMS], first=mission("Culture One", C, 1))
    hero_then_villain(game, "Pilgrims")
    resolve(game, *(("Fixture Scholar",) if succeed else ()))
    if succeed:
        game.apply(Choose(h(game, "Fixture Leader")))
    assert (game.status_name(h(game, "Fixture Leader")) == "stopped") is succeed


@pytest.mark.parametrize("goauld", [True, False])
def test_pilgrims_dominion_with_a_goauld_adversary_out(goauld: bool) -> None:
    priestess = sg_card("Priestess", ADV, "Queen", cost=1, skills={C: 1}, revive=2,
                        traits=("Goa'uld",))
    bandit = sg_card("Bandit", ADV, "Thief", cost=1, skills={C: 1}, revive=2)
    game = start([MARINE], [PILGRIMS, priestess, bandit], first=CULTURE_3)
    pilgrims = hero_then_villain(game, "Pilgrims")
    game.apply(PlayCard(h(game, "Marine")))
    adversary = v(game, "Priestess" if goauld else "Bandit")
    game.apply(PlayCard(adversary))
    assert pilgrims not in Surface(game).dominion_obstacles()
    game.apply(Pass())
    game.apply(Assign(adversary))
    assert (pilgrims in Surface(game).dominion_obstacles()) is goauld


@pytest.mark.parametrize("scored", [True, False])
def test_illac_renin_templars_harder_per_ori_card_scored(scored: bool) -> None:
    game = start(villain=[TEMPLARS, PRIEST])
    if scored:
        ops.to_score_pile(game, v(game, "Priest"))
        touch(game)
    hero_then_villain(game, "Illac Renin Templars")
    assert game.mission_difficulty() == 3 + 2 + (1 if scored else 0)


@pytest.mark.parametrize("goauld", [True, False])
def test_booby_trapped_tablet_forbids_reviving_goauld_adversaries(goauld: bool) -> None:
    queen = sg_card("Queen", ADV, "Schemer", cost=1, skills={S: 1}, revive=1,
                    traits=("Goa'uld",))
    scout = sg_card("Scout", ADV, "Spy", cost=1, skills={S: 1}, revive=1)
    game = start([MARINE], [TABLET, queen, scout], first=SCIENCE_3)
    adversary = hero_then_villain(game, "Queen" if goauld else "Scout", assign=True)
    game.apply(PlayCard(h(game, "Marine")))
    game.apply(PlayCard(v(game, "Booby-Trapped Tablet")))
    resolve(game)
    if game.pending_decision is not None and Choose(h(game, "Fixture Leader")) in \
            game.legal_actions():
        game.apply(Choose(h(game, "Fixture Leader")))
    assert (Revive(adversary) in game.legal_actions()) is not goauld


# --- more villains -------------------------------------------------------------------------

POSSESSION = real("Possession", OBS, cost=3, skills={C: 1, I: 2}, traits=("Wraith",))
KALFAS = real("Kalfas (Isolationist Commander)", ADV, cost=3, skills={C: 2, B: 3}, revive=4,
              traits=("Political",))
VOLNEK = real("Volnek (Undead Sodan Warrior)", ADV, cost=5, skills={S: 3, B: 4}, revive=6,
              traits=("Ori", "Jaffa"))
DRAGON = real("Guardian Dragon", OBS, cost=5, skills={C: 3, B: 3})
OVERTURE = real("Deceitful Overture", OBS, cost=2, skills={C: 1, I: 2},
                traits=("Political",))
KNIGHT = real("Black Knight", OBS, cost=3, skills={C: 2, B: 2})
ADRIFT = real("Adrift", OBS, cost=2, skills={S: 3})
CLOAK = real("Goa'uld Personal Cloak", OBS, cost=4, skills={S: 3, B: 3, I: 2},
             traits=("Goa'uld",))
SHOCK = real("Shock and Awe", OBS, cost=2, skills={C: 2, B: 2}, traits=("Jaffa",))
REINFORCEMENTS = real("Jaffa Reinforcements", OBS, cost=1, skills={B: 2},
                      traits=("Jaffa", "Ori"))
NETWORK = real("Asuran Network", OBS, cost=3, skills={C: 2, S: 2, I: 2},
               traits=("Replicator",))
OSHU = real("Oshu (Honorable Prime)", ADV, cost=4, skills={C: 3, B: 2, I: 3}, revive=4,
            traits=("Jaffa",))
MAROONED = real("Marooned Wraith (Wolf Among Sheep)", ADV, cost=2, skills={S: 3, B: 2, I: 3},
                revive=3, traits=("Wraith",))
YU = sg_card("Yu", ADV, "Old Lord", cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))


@pytest.mark.parametrize("pay", [True, False])
def test_possession_stops_the_chosen_unless_the_opponent_pays(pay: bool) -> None:
    game = start(villain=[POSSESSION], first=mission("Ingenuity", I, 3))
    leader = h(game, "Fixture Leader")
    hero_then_villain(game, "Possession")
    game.apply(Choose(leader))
    power = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    assert (game.status_name(leader) == "stopped") is not pay
    assert power - game.power(HERO_P) == (2 if pay else 0)


@pytest.mark.parametrize("stop_it", [True, False])
def test_kalfas_may_stop_to_stop_a_gear_played(stop_it: bool) -> None:
    game = start([RIFLE], [KALFAS])
    kalfas = hero_then_villain(game, "Kalfas")
    rifle = h(game, "Rifle")
    game.apply(PlayCard(rifle))
    game.apply(Choose(0) if stop_it else Decline())
    assert (game.status_name(rifle) == "stopped") is stop_it
    assert (game.status_name(kalfas) == "stopped") is stop_it


def test_volnek_cant_be_scored() -> None:
    game = start(villain=[VOLNEK])
    volnek = hero_then_villain(game, "Volnek", assign=True)
    resolve(game)
    assert Score(volnek) not in game.legal_actions()
    assert Revive(volnek) in game.legal_actions()


@pytest.mark.parametrize(("deck", "pay", "survives"), [(None, True, True), (None, False, False),
                                                    (5, True, False)])
def test_volnek_destroyed_may_mill_his_revive_cost_to_stay(
        deck: int | None, pay: bool, survives: bool) -> None:
    game = start(villain=[VOLNEK])
    volnek = hero_then_villain(game, "Volnek")
    villain = game.state.players[VILLAIN_P]
    if deck is not None:  # fewer cards than his revive cost (6)
        for u in list(villain.deck)[:-deck]:
            ops.to_discard(game, u)
    before = len(villain.deck)
    ops.destroy(game, volnek)  # (a hero card's text, say)
    touch(game)
    pending = game.pending_decision
    assert (pending is not None) is (deck is None)
    if pending is not None:
        assert pending.player == VILLAIN_P
        game.apply(Choose(volnek) if pay else Decline())
    assert (game.zone_name(volnek) == "in play") is survives
    assert len(villain.deck) == before - (6 if survives else 0)


def test_volnek_destroyed_after_the_mission_may_mill_to_stay_stopped() -> None:
    game = start(villain=[VOLNEK])
    volnek = hero_then_villain(game, "Volnek", assign=True)
    resolve(game)
    game.apply(DestroyAdversary(volnek))
    game.apply(Choose(volnek))  # mills his revive cost
    assert game.zone_name(volnek) == "in play"
    assert game.status_name(volnek) == "stopped"


@pytest.mark.parametrize(("scored", "revive"), [(1, 6 - 1), (0, 6)])
def test_volnek_revives_cheaper_per_obstacle_scored(scored: int, revive: int) -> None:
    game = start(villain=[VOLNEK, GUARD])
    if scored:
        ops.to_score_pile(game, v(game, "Guard"))
        touch(game)
    volnek = hero_then_villain(game, "Volnek")
    assert Surface(game).revive_cost(volnek) == revive


@pytest.mark.parametrize("fail", [True, False])
def test_guardian_dragon_destroys_feeble_supporters(fail: bool) -> None:
    recruit = sg_card("Recruit", CardType.SUPPORT_CHARACTER, "Private", cost=1, skills={B: 1})
    game = start([recruit, MARINE], [DRAGON], first=mission("Combat One", B, 1))
    game.apply(PlayCard(h(game, "Recruit")))
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Marine")))
    game.apply(PlayCard(v(game, "Guardian Dragon")))
    for title in ("Recruit", "Marine", *(() if fail else ("Fixture Leader",))):
        game.apply(Assign(h(game, title)))
        game.apply(Pass())
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    assert game.zone_name(h(game, "Recruit")) == "discard"
    assert game.zone_name(h(game, "Marine")) == "in play"
    if fail:
        game.apply(Choose(h(game, "Marine")))
        assert game.status_name(h(game, "Marine")) == "incapacitated"


@pytest.mark.parametrize("fail", [True, False])
def test_deceitful_overture_failure_stops_a_character(fail: bool) -> None:
    game = start(villain=[OVERTURE], first=mission("Culture One", C, 1))
    hero_then_villain(game, "Deceitful Overture")
    resolve(game, *(() if fail else ("Fixture Scholar",)))
    if fail:
        game.apply(Choose(h(game, "Fixture Leader")))
    assert (game.status_name(h(game, "Fixture Leader")) == "stopped") is fail


@pytest.mark.parametrize("fail", [True, False])
def test_black_knight_failure_makes_the_next_mission_harder(fail: bool) -> None:
    game = start(villain=[KNIGHT], first=mission("Culture One", C, 1))
    hero_then_villain(game, "Black Knight")
    resolve(game, *(() if fail else ("Fixture Scholar",)))
    to_next_mission(game)
    assert game.mission_difficulty() == 3 + (1 if fail else 0)


@pytest.mark.parametrize("fail", [True, False])
def test_adrift_failure_stops_a_hero_ship(fail: bool) -> None:
    game = start([JUMPER], [ADRIFT], first=mission("Science One", S, 1))
    jumper = h(game, "Jumper")
    ops.put_in_play(game, jumper)
    ops.ready(game, jumper)
    touch(game)
    assert game.status_name(jumper) == "ready"
    hero_then_villain(game, "Adrift")
    resolve(game, *(() if fail else ("Fixture Scientist", "Fixture Scholar")))
    assert (game.status_name(jumper) == "stopped") is fail


@pytest.mark.parametrize("ready_it", [True, False])
def test_goauld_personal_cloak_failure_may_ready_an_adversary(ready_it: bool) -> None:
    game = start([MARINE], [CLOAK, THUG])
    thug = v(game, "Thug")
    game.apply(Pass())
    game.apply(PlayCard(thug))
    ops.stop(game, thug)
    touch(game)
    game.apply(PlayCard(h(game, "Marine")))
    game.apply(PlayCard(v(game, "Goa'uld Personal Cloak")))
    resolve(game)
    game.apply(Choose(thug) if ready_it else Decline())
    assert (game.status_name(thug) == "ready") is ready_it


@pytest.mark.parametrize(("adversary", "cost"), [("Snake", 1), ("Thug", 2)])
def test_shock_and_awe_cheaper_with_a_goauld_adversary_out(adversary: str, cost: int) -> None:
    game = start([MARINE], [SHOCK, SNAKE, THUG])
    hero_then_villain(game, adversary, assign=True)
    game.apply(PlayCard(h(game, "Marine")))
    spent = power_spent(game, VILLAIN_P, PlayCard(v(game, "Shock and Awe")))
    assert spent == cost


@pytest.mark.parametrize("ship", [True, False])
def test_jaffa_reinforcements_takes_back_a_jaffa_card_with_a_ship_out(ship: bool) -> None:
    game = start([MARINE], [REINFORCEMENTS, GUARD, HATAK])
    guard = v(game, "Guard")
    ops.discard_from_hand(game, guard)
    touch(game)
    if ship:
        game.apply(Pass())
        game.apply(PlayCard(v(game, "Hatak")))
        game.apply(Pass())
        game.apply(Assign(v(game, "Hatak")))
        game.apply(PlayCard(h(game, "Marine")))
    else:
        game.apply(Pass())
    game.apply(PlayCard(v(game, "Jaffa Reinforcements")))
    if ship:
        game.apply(Choose(guard))
    assert (guard in game.hand(VILLAIN_P)) is ship


@pytest.mark.parametrize(("glyph", "gained"), [(False, 1), (True, 0)])
def test_asuran_network_gains_as_a_character_without_glyph_is_assigned(glyph: bool,
                                                                       gained: int) -> None:
    game = start(villain=[NETWORK], first=mission("Culture Net", C, 3))
    leader = h(game, "Fixture Leader")
    if glyph:
        ops.place_glyph(game, uid(game, "Spare Mission", HERO_P), leader)
        touch(game)
    hero_then_villain(game, "Asuran Network")
    before = game.power(VILLAIN_P)
    game.apply(Assign(leader))
    assert game.power(VILLAIN_P) - before == gained


@pytest.mark.parametrize("yu", [True, False])
def test_oshu_harder_while_his_owner_controls_yu(yu: bool) -> None:
    game = start([MARINE], [OSHU, YU])
    if yu:
        ops.put_in_play(game, v(game, "Yu"))
        touch(game)
    hero_then_villain(game, "Oshu", assign=True)
    assert game.mission_difficulty() == 3 + 2 + (1 if yu else 0)


@pytest.mark.parametrize("x", [2, 1, 0])
def test_oshu_assigned_the_opponent_may_pay_x_to_make_him_easier(x: int) -> None:
    game = start([MARINE], [OSHU])
    hero_then_villain(game, "Oshu", assign=True)
    pending = game.pending_decision
    assert pending is not None and pending.player == HERO_P
    hero, villain = game.power(HERO_P), game.power(VILLAIN_P)
    assert len(pending.options) == hero  # 1 to all his power
    game.apply(Choose(x) if x else Decline())
    assert game.mission_difficulty() == 3 + 2 - x
    assert (game.power(HERO_P), game.power(VILLAIN_P)) == (hero - x, villain + x)


@pytest.mark.parametrize("fail", [True, False])
def test_marooned_wraith_failure_destroys_a_stopped_supporter(fail: bool) -> None:
    game = start([MARINE], [MAROONED], first=mission("Combat One", B, 1))
    hero_then_villain(game, "Marooned Wraith", "Marine", assign=True)
    marine = h(game, "Marine")
    ops.stop(game, marine)
    touch(game)
    resolve(game, *(() if fail else ("Fixture Leader",)))
    assert (game.zone_name(marine) == "discard") is fail


@pytest.mark.parametrize(("deck", "assignable"), [(None, True), (2, False)])
def test_marooned_wraith_assigning_him_drains_3(deck: int | None, assignable: bool) -> None:
    game = start(villain=[MAROONED], first=mission("Combat One", B, 1))
    wraith = hero_then_villain(game, "Marooned Wraith")
    villain = game.state.players[VILLAIN_P]
    if deck is not None:  # all but `deck` cards of his deck set aside in the discard pile
        for u in list(villain.deck)[:-deck]:
            ops.to_discard(game, u)
        touch(game)
    game.apply(Pass())
    before = (len(villain.deck), len(villain.discard))
    assert (Assign(wraith) in game.legal_actions()) is assignable
    if assignable:
        game.apply(Assign(wraith))
        while game.pending_decision is not None or game.phase != "performing actions":
            game.apply(game.legal_actions()[0])
        assert (len(villain.deck), len(villain.discard)) == (before[0] - 3, before[1] + 3)
    else:
        assert game.check(Assign(wraith)) is not None


BITE = real("Venomous Bite", OBS, cost=4, skills={B: 2, I: 3}, traits=("Goa'uld", "Disease"))


@pytest.mark.parametrize(("goauld", "pay"), [(True, True), (True, False), (False, False)])
def test_venomous_bite_failure_one_or_both(goauld: bool, pay: bool) -> None:
    game = start([MARINE], [BITE, SNAKE, THUG])
    hero_then_villain(game, "Snake" if goauld else "Thug", assign=True)
    game.apply(PlayCard(h(game, "Marine")))
    game.apply(PlayCard(v(game, "Venomous Bite")))
    resolve(game)
    marine, leader = h(game, "Marine"), h(game, "Fixture Leader")
    if goauld:
        game.apply(Choose(0) if pay else Decline())
    if not pay:
        game.apply(Choose(0))
    for card in (marine, leader):
        if Choose(card) in game.legal_actions():  # (a lone candidate is not asked)
            game.apply(Choose(card))
    assert game.zone_name(marine) == "discard"
    assert (game.status_name(leader) == "incapacitated") is pay


GILDEAS = real("Gildeas (Administrator)", ADV, cost=2, skills={C: 2}, revive=2,
               traits=("Ori",))
BANSHEE = real("Banshee's Wail", OBS, cost=1, skills={C: 1, B: 1}, traits=("Wraith",))
ORICI = sg_card("Orici", ADV, "Leader", cost=1, skills={C: 1}, revive=2, traits=("Ori",))


@pytest.mark.parametrize(("found", "gained"), [("Orici", 1), ("Thug", 0), (None, 0)])
def test_gildeas_scored_searches_for_an_adversary(found: str | None, gained: int) -> None:
    game = start(villain=[GILDEAS, ORICI, THUG], first=CULTURE_3)
    for title in ("Orici", "Thug"):
        ops.shuffle_into_deck(game, [v(game, title)])
    touch(game)
    gildeas = hero_then_villain(game, "Gildeas", assign=True)
    resolve(game)
    game.apply(Score(gildeas))
    power = game.power(VILLAIN_P)
    game.apply(Choose(v(game, found)) if found else Decline())
    if found:
        assert v(game, found) in game.hand(VILLAIN_P)
    assert game.power(VILLAIN_P) == power + gained


@pytest.mark.parametrize("pay", [True, False])
def test_banshees_wail_may_pay_to_take_back_a_combat_obstacle(pay: bool) -> None:
    game = start(villain=[BANSHEE, GUARD])
    guard = v(game, "Guard")
    ops.discard_from_hand(game, guard)
    touch(game)
    hero_then_villain(game, "Banshee's Wail")
    game.apply(Choose(0) if pay else Decline())
    if pay and game.pending_decision is not None:
        game.apply(Choose(guard))
    assert (guard in game.hand(VILLAIN_P)) is pay


WRAITH_GUARD = sg_card("Wraith Guard", OBS, cost=1, skills={B: 1}, traits=("Wraith",))


@pytest.mark.parametrize(("taken", "drained"), [("Wraith Guard", 2), ("Guard", 0)])
def test_banshees_wail_a_wraith_obstacle_taken_makes_the_opponent_drain_2(
        taken: str, drained: int) -> None:
    game = start(villain=[BANSHEE, GUARD, WRAITH_GUARD])
    card = v(game, taken)
    ops.discard_from_hand(game, card)
    touch(game)
    deck, discard = len(game.state.players[HERO_P].deck), \
        len(game.state.players[HERO_P].discard)
    hero_then_villain(game, "Banshee's Wail")
    game.apply(Choose(0))
    if game.pending_decision is not None:
        game.apply(Choose(card))
    assert card in game.hand(VILLAIN_P)
    # the top cards of the hero's deck into his discard pile (the drain ruling)
    assert len(game.state.players[HERO_P].deck) == deck - drained
    assert len(game.state.players[HERO_P].discard) == discard + drained


LUCIUS = real("Lucius (Irresistible)", ADV, cost=3, skills={S: 2, I: 2}, revive=4)
AMONET = real("Amonet (Choosy Queen)", ADV, cost=3, skills={C: 1, S: 0, B: 0, I: 1},
              revive=4, traits=("Goa'uld",))
INVADER = real("Alien Invader (Impostor)", ADV, cost=5, skills={S: 2, B: 2, I: 3}, revive=6)


@pytest.mark.parametrize(("first", "harder"), [(SCIENCE_3, 3), (CULTURE_3, 0)])
def test_lucius_makes_a_science_mission_harder_by_a_characters_skill(
        first: StargateCard, harder: int) -> None:
    game = start([MARINE], [LUCIUS], first=first)
    lucius = hero_then_villain(game, "Lucius", "Marine")
    scientist = h(game, "Fixture Scientist")
    game.apply(Assign(scientist))
    before = game.mission_difficulty()
    game.apply(ActivateAbility(lucius, 0, target=scientist))
    assert game.mission_difficulty() - before == harder
    assert game.status_name(lucius) == "stopped"


@pytest.mark.parametrize("stopped", [True, False])
def test_amonet_takes_a_stopped_supporter_and_its_skills(stopped: bool) -> None:
    game = start([MARINE], [AMONET])
    marine = h(game, "Marine")
    game.apply(PlayCard(marine))
    if stopped:
        ops.stop(game, marine)
        touch(game)
    amonet = v(game, "Amonet")
    game.apply(PlayCard(amonet))
    if stopped and game.pending_decision is not None:
        game.apply(Choose(marine))
    assert (marine in game.surface.beneath(amonet)) is stopped
    game.apply(Pass())
    game.apply(Assign(amonet))
    assert game.mission_difficulty() == 3 + 0 + (2 if stopped else 0)


def test_amonet_destroyed_stops_a_support_character() -> None:
    game = start([MARINE], [AMONET])
    marine = h(game, "Marine")
    game.apply(PlayCard(marine))
    amonet = v(game, "Amonet")
    game.apply(PlayCard(amonet))
    game.apply(Pass())
    game.apply(ActivateAbility(amonet, 0, target=marine))
    assert game.status_name(marine) == "stopped"
    assert game.zone_name(amonet) == "discard"


@pytest.mark.parametrize("take", [True, False])
def test_alien_invader_takes_an_assigned_supporter_and_forbids_its_copies(take: bool) -> None:
    game = start([MARINE, MARINE], [INVADER])
    first, second = h(game, "Marine"), uid(game, "Marine", HERO_P, nth=1)
    invader = v(game, "Alien Invader")
    game.apply(PlayCard(first))
    game.apply(PlayCard(invader))
    game.apply(Assign(first))
    game.apply(Assign(invader))
    game.apply(Choose(first) if take else Decline())
    assert (first in game.surface.beneath(invader)) is take
    assert (game.zone_name(first) == "in play") is not take
    if take:  # no Marine in play: only the Invader keeps the copy out
        assert PlayCard(second) not in game.legal_actions()



GRIEF = real("Grief-Stricken", OBS, cost=2, skills={C: 2, I: 2})


@pytest.mark.parametrize("destroyed", [True, False])
def test_grief_stricken_blocks_a_character_after_a_supporter_died(destroyed: bool) -> None:
    game = start([MARINE], [GRIEF], first=CULTURE_3)
    marine, leader = h(game, "Marine"), h(game, "Fixture Leader")
    game.apply(PlayCard(marine))
    if destroyed:
        ops.destroy(game, marine)
        touch(game)
    game.apply(PlayCard(v(game, "Grief-Stricken")))
    if destroyed:
        game.apply(Choose(leader))
    assert game.is_blocked(leader) is destroyed


KING = real("Wraith King (Impatient Hunter)", ADV, cost=3, skills={B: 3, I: 3}, revive=3,
            traits=("Wraith",))


@pytest.mark.parametrize(("second", "asked"), [(mission("Combat Two", B, 3), True),
                                               (mission("Culture Two", C, 3), False)])
def test_wraith_king_may_act_first_at_a_combat_mission(second: StargateCard,
                                                       asked: bool) -> None:
    game = scenario([], [KING], missions=[EASY, second], power=9, pad=20)
    king = v(game, "Wraith King")
    ops.put_in_play(game, king)
    touch(game)
    game.apply(Assign(h(game, "Fixture Leader")))
    game.apply(Assign(king))
    game.apply(Pass())
    game.apply(Pass())
    to_next_mission(game)
    assert (game.pending_decision is not None) is asked
    if asked:
        game.apply(Choose(0))
        assert game.to_act == VILLAIN_P


@pytest.mark.parametrize("assigned", [True, False])
def test_wraith_king_idle_at_a_combat_mission_is_destroyed(assigned: bool) -> None:
    game = scenario([MARINE], [KING], missions=[mission("Combat Two", B, 3), SPARE], power=9,
                    pad=20)
    king = v(game, "Wraith King")
    ops.put_in_play(game, king)
    touch(game)
    game.apply(PlayCard(h(game, "Marine")))
    if assigned:
        game.apply(Assign(king))
    else:
        game.apply(Pass())
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    while game.phase != "deciding to continue":
        actions = game.legal_actions()
        revive = [a for a in actions if isinstance(a, Revive)]
        game.apply(revive[0] if revive else actions[0])
    assert (game.zone_name(king) == "discard") is not assigned


COMPLICATIONS = real("Complications", OBS, cost=2, skills={C: 0, S: 0, B: 0, I: 0})
ATTENDANT = real("Wraith Attendant (Loyal Servant)", ADV, cost=2, skills={C: 2, S: 1, I: 1},
                 revive=2, traits=("Wraith",))


@pytest.mark.parametrize("extra", [True, False])
def test_complications_plays_a_complication_free_then_turns_face_down(extra: bool) -> None:
    game = start([MARINE], [COMPLICATIONS, GUARD])
    complications = hero_then_villain(game, "Complications")
    power = game.power(VILLAIN_P)
    game.apply(Choose(v(game, "Guard")) if extra else Decline())
    assert game.surface.complication_count == (2 if extra else 1)
    assert complications not in game.surface.obstacles
    assert game.power(VILLAIN_P) == power


@pytest.mark.parametrize("save", [True, False])
def test_wraith_attendant_is_destroyed_in_an_adversarys_place(save: bool) -> None:
    game = start([MARINE], [ATTENDANT, THUG])
    attendant = hero_then_villain(game, "Wraith Attendant")
    game.apply(PlayCard(h(game, "Marine")))
    thug = v(game, "Thug")
    game.apply(PlayCard(thug))
    ops.destroy(game, thug)
    touch(game)
    game.apply(Choose(thug) if save else Decline())
    assert game.zone_name(thug) == ("in play" if save else "discard")
    assert (game.zone_name(attendant) == "discard") is save


SKULL = real("Crystal Skull", OBS, cost=4, skills={C: 2, S: 3, I: 3})
SPELLBOUND = real("Spellbound", OBS, cost=5, skills={S: 2, I: 2})


def _skull_on_leader(game: StargateGame) -> tuple[int, int]:
    skull = hero_then_villain(game, "Crystal Skull")
    resolve(game)
    leader = h(game, "Fixture Leader")
    game.apply(Choose(leader))
    to_next_mission(game)
    return skull, leader


def test_crystal_skull_failure_keeps_its_holder_apart() -> None:
    game = start(villain=[SKULL], first=mission("Culture Skull", C, 3))
    skull, leader = _skull_on_leader(game)
    assert skull in game.surface.beneath(leader)
    game.apply(Assign(leader))
    game.apply(Pass())
    assert Assign(h(game, "Fixture Scholar")) not in game.legal_actions()


def test_crystal_skull_holder_not_assigned_leaves_the_others_free() -> None:
    game = start(villain=[SKULL], first=mission("Culture Skull", C, 3))
    _, leader = _skull_on_leader(game)
    game.apply(Assign(h(game, "Fixture Scholar")))
    game.apply(Pass())
    assert Assign(leader) not in game.legal_actions()
    assert Assign(h(game, "Fixture Scientist")) in game.legal_actions()


@pytest.mark.parametrize("assigned", [True, False])
def test_spellbound_blocks_those_sharing_the_chosens_trait(assigned: bool) -> None:
    game = start(villain=[SPELLBOUND], first=mission("Science Spell", S, 3))
    leader = h(game, "Fixture Leader")
    hero_then_villain(game, "Spellbound", hero_assigns=("Fixture Leader",) if assigned else ())
    if assigned and game.pending_decision is not None:
        game.apply(Choose(leader))
    # the Scholar shares the Leader's SGC trait; the Warrior is Jaffa
    assert game.is_blocked(h(game, "Fixture Scholar")) is assigned
    assert not game.is_blocked(h(game, "Fixture Warrior"))
    assert not game.is_blocked(leader)


def test_crystal_skull_is_destroyed_when_the_opponent_succeeds() -> None:
    game = start(villain=[SKULL], first=mission("Culture Skull", C, 3))
    skull, leader = _skull_on_leader(game)
    game.apply(Assign(h(game, "Fixture Scholar")))
    game.apply(Pass())
    game.apply(Pass())
    assert game.zone_name(skull) == "discard"
    assert skull not in game.surface.beneath(leader)


NO_ESCAPE = real("No Escape", OBS, cost=4, skills={C: 2, S: 2, B: 2})
WARSHIP = sg_card("Warship", CardType.SHIP, cost=1, firepower=3, allegiance=Allegiance.VILLAIN)


@pytest.mark.parametrize("hero_ship", [True, False])
def test_no_escape_played_outgunning_a_hero_ship_triggers_a_victory_text(
        hero_ship: bool) -> None:
    game = start([JUMPER], [NO_ESCAPE, WARSHIP])
    jumper, warship = h(game, "Jumper"), v(game, "Warship")
    ops.put_in_play(game, jumper)
    ops.put_in_play(game, warship)
    touch(game)
    game.apply(Assign(jumper) if hero_ship else Pass())
    game.apply(Assign(warship))  # 3 firepower against 1 (or none)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    card = v(game, "No Escape")
    game.apply(PlayCard(card))
    pending = game.pending_decision
    assert (pending is not None) is hero_ship
    if pending is not None:
        assert pending.options == (card,)  # its own Victory text: the only one there
        game.apply(Choose(card))
    assert game.power(VILLAIN_P) == power - 4 + (1 if hero_ship else 0)


def test_no_escape_victory_gains_1_power() -> None:
    game = start(villain=[NO_ESCAPE, WARSHIP])
    warship = v(game, "Warship")
    ops.put_in_play(game, warship)
    touch(game)
    game.apply(Pass())
    game.apply(PlayCard(v(game, "No Escape")))  # no hero ship: nothing more
    game.apply(Pass())
    game.apply(Assign(warship))
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(Pass())  # the villain's ship alone: his victory
    assert game.power(VILLAIN_P) == power + 1


CARTER = real("Replicator Carter (Seventh)", ADV, cost=3, skills={S: 1, B: 1, I: 1}, revive=5,
              traits=("Replicator",))
SWARM = sg_card("Swarm", OBS, cost=1, skills={B: 1}, traits=("Replicator",))


@pytest.mark.parametrize(("used", "boosts"), [("Swarm", True), ("Guard", False)])
def test_replicator_carter_boosted_by_any_replicator_card_kept_beneath_her(
        used: str, boosts: bool) -> None:
    game = start(villain=[CARTER, SWARM, GUARD])
    carter = hero_then_villain(game, "Replicator Carter", assign=True)
    card = v(game, used)
    game.apply(Pass())
    action = Boost(carter, card)
    assert (action in game.legal_actions()) is boosts
    if boosts:
        difficulty = game.mission_difficulty()
        game.apply(action)
        assert game.mission_difficulty() == difficulty + 1
        assert game.zone_name(card) == "beneath a card"
        assert card in game.surface.beneath(carter)


def test_replicator_carter_scored_gains_power_per_card_beneath_her_and_takes_them() -> None:
    game = start(villain=[CARTER, SWARM])
    carter = hero_then_villain(game, "Replicator Carter", assign=True)
    swarm = v(game, "Swarm")
    game.apply(Pass())
    game.apply(Boost(carter, swarm))
    game.apply(Pass())  # the hero failed: nobody assigned
    while Score(carter) not in game.legal_actions():
        game.apply(game.legal_actions()[0])
    power = game.power(VILLAIN_P)
    game.apply(Score(carter))
    assert game.power(VILLAIN_P) == power + 1
    assert swarm in game.hand(VILLAIN_P)


def test_replicator_carter_scored_with_nothing_beneath_gains_nothing() -> None:
    game = start(villain=[CARTER])
    carter = hero_then_villain(game, "Replicator Carter", assign=True)
    game.apply(Pass())
    game.apply(Pass())
    while Score(carter) not in game.legal_actions():
        game.apply(game.legal_actions()[0])
    power = game.power(VILLAIN_P)
    game.apply(Score(carter))
    assert game.power(VILLAIN_P) == power
