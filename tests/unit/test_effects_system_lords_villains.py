"""System Lords adversaries and obstacles (effects/system_lords/villains.py), each played:
the text happens, and does not when its condition fails. Fixture printings with the real
card ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import MARINE, RIFLE, sg_card
from sg_effect_cards import at_actions_of_turn, checked_actions, drive, real
from sg_play import LIBRA_PLACE as LIBRA
from sg_play import SPARE, TEST_MISSION, hero, legal_of, to_next_mission
from sg_play import both_pass as fail
from sg_play import choice_options as options
from sg_play import succeed_with as resolve
from sg_play import villain_plays_and_assigns as villain_plays
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.cards.stargate import Keywords
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    ChooseGlyphCharacter,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    PlayComplication,
    Revive,
    Score,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
APOPHIS = real("Apophis (Enemy of Sokar)", ADV, cost=3, skills={B: 3, I: 2}, revive=3,
               traits=("Goa'uld",))
BAAL = real("Baal (Heir to Power)", ADV, cost=4, skills={C: 2, B: 0}, revive=5,
            traits=("Goa'uld",))
BORREN = real("Borren (Aschen Official)", ADV, cost=3, skills={C: 3, S: 2}, revive=5)
HERAK = real("Herak (First Prime of Anubis)", ADV, cost=3, skills={B: 2, I: 1}, revive=4,
             traits=("Jaffa",))
BATTLE_LOSSES = real("Battle Losses", OBS, cost=1, skills={S: 1, B: 1})
CUT_OFF = real("Cut Off", OBS, cost=4, skills={S: 2, B: 2, I: 3}, traits=("Jaffa",))
ESTRANGEMENT = real("Estrangement", OBS, cost=2, skills={C: 2, B: 2})
FALSE_MEMORY = real("False Memory", OBS, cost=2, skills={S: 1, B: 2})
ON_ALERT = real("On Alert", OBS, cost=1, skills={B: 2, I: 1}, traits=("Jaffa",))
SECURITY_FIELD = real("Security Field", OBS, cost=1, skills={C: 2, S: 2, B: 3})
STRAINED = real("Strained Relations", OBS, cost=1, skills={B: 2}, traits=("Political",))
TERMINAL = real("Terminal Condition", OBS, cost=3, skills={S: 2, B: 3}, traits=("Disease",))
WORTHINESS = real("Test of Worthiness", OBS, cost=3, skills={C: 1, B: 2})
TURNCOAT = real("Turncoat", OBS, cost=3, skills={C: 2, B: 3})

MEDIC = sg_card("Medic", CardType.SUPPORT_CHARACTER, "Nurse", cost=1, skills={B: 1, C: 1})
EASY = mission("Easy Mission", B, 1)
THIRD = mission("Third Mission", S, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    """Combat 3 first (unless `first`), then the spare and a third mission."""
    return scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE, THIRD],
                    power=power, pad=30)


def hero_then_villain(game: StargateGame, villain_card: str, *plays: str,
                      assign: bool = False, hero_assigns: tuple[str, ...] = ()) -> int:
    """The hero plays these support characters (and assigns `hero_assigns`), the villain
    passing between them, then the villain plays `villain_card` (and assigns it, after a
    hero pass). Two passes in a row would end the mission: each villain pass is followed
    by a hero action and the hero's last action by the villain's play."""
    steps = [PlayCard(uid(game, t, HERO_P)) for t in plays]
    steps += [Assign(uid(game, t, HERO_P)) for t in hero_assigns]
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


def _scored_after_failure(adversary: str, score: bool,
                          hero: list[StargateCard] | None = None) -> StargateGame:
    game = start(hero, [APOPHIS, BAAL])
    hero_then_villain(game, adversary, *(c.title for c in hero or []), assign=True)
    resolve(game)
    card = uid(game, adversary, VILLAIN_P)
    game.apply(Score(card) if score else DestroyAdversary(card))
    return game


def test_apophis_scored_lets_the_opponent_destroy_two_supporters() -> None:
    game = _scored_after_failure("Apophis", True, [MARINE, MEDIC])
    marine, medic = uid(game, "Marine", HERO_P), uid(game, "Medic", HERO_P)
    assert game.to_act == HERO_P and Decline() in game.legal_actions()
    game.apply(ChooseMany((marine, medic)))
    assert game.zone_name(marine) == game.zone_name(medic) == "discard"
    assert game.pending_decision is None


def test_apophis_scored_declined_lets_his_owner_incapacitate_a_team_character() -> None:
    game = _scored_after_failure("Apophis", True, [MARINE, MEDIC])
    game.apply(Decline())
    leader = uid(game, "Fixture Leader", HERO_P)
    assert game.to_act == VILLAIN_P
    game.apply(Choose(leader))
    assert game.status_name(leader) == "incapacitated"
    assert game.zone_name(uid(game, "Marine", HERO_P)) == "in play"


def test_apophis_destroyed_not_scored_asks_nothing() -> None:
    game = _scored_after_failure("Apophis", False, [MARINE, MEDIC])
    assert game.pending_decision is None


@pytest.mark.parametrize(("score", "status"), [(True, "incapacitated"), (False, "stopped")])
def test_baal_scored_incapacitates_a_stopped_team_character(score: bool, status: str) -> None:
    game = _scored_after_failure("Baal", score)
    assert game.status_name(uid(game, "Fixture Warrior", HERO_P)) == status
    assert game.status_name(uid(game, "Fixture Leader", HERO_P)) == "ready"


@pytest.mark.parametrize(("assigned", "stopped"), [((), 1), (("Fixture Scholar",
                                                              "Fixture Leader"), 0)])
def test_borren_failure_stops_a_character(assigned: tuple[str, ...], stopped: int) -> None:
    game = start(villain=[BORREN], first=mission("Easy Culture", C, 1))
    hero_then_villain(game, "Borren", assign=True)
    resolve(game, *assigned)
    if stopped:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(uid(game, "Fixture Scientist", HERO_P)))
    assert (game.status_name(uid(game, "Fixture Scientist", HERO_P)) == "stopped") is bool(
        stopped)


@pytest.mark.parametrize("destroy", [True, False])
def test_herak_assigned_may_destroy_an_assigned_supporter(destroy: bool) -> None:
    game = start([MARINE], [HERAK])
    marine, herak = uid(game, "Marine", HERO_P), uid(game, "Herak", VILLAIN_P)
    game.apply(PlayCard(marine))
    game.apply(PlayCard(herak))
    game.apply(Assign(marine))
    game.apply(Assign(herak))
    assert Decline() in game.legal_actions()
    game.apply(Choose(marine) if destroy else Decline())
    assert (game.zone_name(marine) == "discard") is destroy


@pytest.mark.parametrize(("assigned", "destroyed"), [((), True), (("Fixture Leader",), False)])
def test_battle_losses_failure_the_opponent_destroys_a_support_character(
        assigned: tuple[str, ...], destroyed: bool) -> None:
    game = start([MARINE, MEDIC], [BATTLE_LOSSES])
    hero_then_villain(game, "Battle Losses", "Marine", "Medic")
    resolve(game, *assigned)
    medic = uid(game, "Medic", HERO_P)
    if destroyed:
        assert game.to_act == HERO_P
        game.apply(Choose(medic))
    assert (game.zone_name(medic) == "discard") is destroyed


@pytest.mark.parametrize("send_back", [True, False])
def test_cut_off_may_send_a_support_character_back_to_hand(send_back: bool) -> None:
    game = start([MARINE], [CUT_OFF])
    hero_then_villain(game, "Cut Off", "Marine")
    marine = uid(game, "Marine", HERO_P)
    game.apply(Choose(marine) if send_back else Decline())
    assert (marine in game.hand(HERO_P)) is send_back


@pytest.mark.parametrize(("assigned", "returned"), [((), True), (("Fixture Leader",), False)])
def test_estrangement_failure_returns_a_support_character(assigned: tuple[str, ...],
                                                          returned: bool) -> None:
    game = start([MARINE], [ESTRANGEMENT], first=EASY)
    hero_then_villain(game, "Estrangement", "Marine")
    resolve(game, *assigned)
    assert (uid(game, "Marine", HERO_P) in game.hand(HERO_P)) is returned


@pytest.mark.parametrize("obstacle", [FALSE_MEMORY, TURNCOAT])
@pytest.mark.parametrize("bottom", [True, False])
def test_failure_looks_at_the_opponents_next_mission_and_may_put_it_on_the_bottom(
        obstacle: StargateCard, bottom: bool) -> None:
    game = start(villain=[obstacle])
    hero_then_villain(game, obstacle.title)
    resolve(game)
    spare = uid(game, "Spare Mission", HERO_P)
    assert game.to_act == VILLAIN_P and game.state.players[HERO_P].missions[-1] == spare
    seen_by_hero = game.observation(HERO_P).pending
    assert seen_by_hero is not None and set(seen_by_hero.options) == {-1}
    game.apply(Choose(spare) if bottom else Decline())
    assert (game.state.players[HERO_P].missions[0] == spare) is bottom


def test_false_memory_success_looks_at_nothing() -> None:
    game = start(villain=[FALSE_MEMORY], first=EASY)
    hero_then_villain(game, "False Memory")
    resolve(game, "Fixture Leader")
    assert game.pending_decision is None


@pytest.mark.parametrize(("failures", "difficulty"), [(0, 3 + 2), (1, 3 + 2 + 1)])
def test_on_alert_gets_harder_per_failed_mission_this_turn(failures: int,
                                                           difficulty: int) -> None:
    game = scenario([], [ON_ALERT], missions=[*([SPARE] * failures),
                                              mission("Combat Mission", B, 3)], power=9)
    if failures:
        game.apply(Pass())
        game.apply(Pass())
        to_next_mission(game)
    hero_then_villain(game, "On Alert")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize(("assigned", "cost"), [((), 1), (("Fixture Leader",
                                                           "Fixture Scientist"), 3)])
def test_security_field_costs_one_more_per_assigned_character(assigned: tuple[str, ...],
                                                              cost: int) -> None:
    game = start(villain=[SECURITY_FIELD])
    hero_then_villain(game, "Security Field", hero_assigns=assigned)
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize(("assigned", "gain"), [((), 2), (("Fixture Leader",), 0)])
def test_strained_relations_failure_gains_two_power(assigned: tuple[str, ...],
                                                    gain: int) -> None:
    game = start(villain=[STRAINED], first=EASY)
    hero_then_villain(game, "Strained Relations")
    resolve(game, *assigned)
    assert game.power(VILLAIN_P) == 9 - 1 + gain


@pytest.mark.parametrize(("assigned", "destroyed"), [
    ((), True), (("Fixture Leader", "Fixture Scientist"), False)])
def test_terminal_condition_failure_destroys_a_support_character(assigned: tuple[str, ...],
                                                                 destroyed: bool) -> None:
    game = start([MARINE], [TERMINAL], first=EASY)
    hero_then_villain(game, "Terminal Condition", "Marine")
    resolve(game, *assigned)
    assert (game.zone_name(uid(game, "Marine", HERO_P)) == "discard") is destroyed


@pytest.mark.parametrize(("assigned", "stopped"), [((), True), (("Fixture Leader",), False)])
def test_test_of_worthiness_failure_stops_all_characters(assigned: tuple[str, ...],
                                                         stopped: bool) -> None:
    game = start([MARINE], [WORTHINESS], first=EASY)
    hero_then_villain(game, "Test of Worthiness", "Marine")
    resolve(game, *assigned)
    ready = [t for t in ("Marine", "Fixture Scholar", "Fixture Scientist")
             if game.status_name(uid(game, t, HERO_P)) == "ready"]
    assert (ready == []) is stopped


# --- sl-villains batch -------------------------------------------------------------------
# Fixture printings (stats of the project's own): every one can go to a Combat mission.

SUPPORT, GEAR = CardType.SUPPORT_CHARACTER, CardType.GEAR


FOOTHOLD = real("Alien Foothold", OBS, cost=1, skills={B: 1})
CAUGHT = real("Caught Off Guard", OBS, cost=1, skills={B: 1}, traits=("Ori",))
CAVE_IN = real("Cave-In", OBS, cost=1, skills={B: 1})
CRITICAL = real("Critical Wound", OBS, cost=1, skills={B: 1})
DEEP_SCAN = real("Deep Memory Scan", OBS, cost=1, skills={B: 1})
PAPERWORK = real("Paperwork", OBS, cost=1, skills={B: 1}, traits=("Political",))
PROGRAMMED = real("Programmed", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
RIGGED = real("Rigged Explosives", OBS, cost=1, skills={B: 1})
UNAS = real("Unas Attack", OBS, cost=1, skills={B: 1})
UNFORESEEN = real("Unforeseen Consequences", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
GALACTIC = real("Galactic Threat", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
CONTAINMENT = real("Containment Field", OBS, cost=1, skills={B: 1})
REBUFFED = real("Rebuffed", OBS, cost=1, skills={B: 1}, traits=("Ori",))
SPREADING = real("Spreading Fear", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
NOT_WHAT = real("Not What He Appears", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
CONTINGENT = real("Full Contingent", OBS, cost=3, skills={B: 1}, traits=("Jaffa",))
FRAMED = real("Framed for Murder", OBS, cost=1, skills={B: 1})
GLIDER = real("Glider Strafing Run", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
TAKEN = real("Taken in Secret", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
HORUS = real("Horus Guard", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
ZPM = real("Booby-Trapped Z.P.M.", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
FEEDBACK = real("Energy Feedback", OBS, cost=1, skills={B: 1})
CONTAGION = real("Ancient Contagion", OBS, cost=1, skills={B: 1}, traits=("Disease",))
ADVANCING = real("Advancing Line", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
FEARING = real("Fearing a Return", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
ONSET = real("Sudden Onset", OBS, cost=1, skills={B: 1}, traits=("Disease",))
EPIDEMIC = real("Epidemic", OBS, cost=1, skills={B: 1}, traits=("Disease",))
RANKS = real("Building the Ranks", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
ESCAPE = real("Blocked Escape", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
INVASION = real("Mind Invasion", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
EXPOSURE = real("Risk of Exposure", OBS, cost=0, skills={B: 1}, traits=("Political",))
STANDOFF = real("Standoff", OBS, cost=0, skills={B: 1}, traits=("Goa'uld",))
KNEEL = real("Kneel Before Your God", OBS, cost=1, skills={B: 1}, traits=("Goa'uld", "Jaffa"))
NISHTA = real("Nish'ta", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
IN_FIGHTING = real("In-Fighting", OBS, cost=1, skills={B: 1})
MEMORY_STAMP = real("Memory Stamp", OBS, cost=1, skills={B: 1})
ENTRANCED = real("Entranced", OBS, cost=1, skills={B: 1}, traits=("Goa'uld", "Disease"))
AGING = real("Rapid Aging", OBS, cost=1, skills={B: 1}, traits=("Disease",))
REVOLUTIONARIES = real("Revolutionaries", OBS, cost=1, skills={B: 1}, traits=("Political",))
BLACKMAILED = real("Blackmailed", OBS, cost=1, skills={B: 1}, traits=("Political",))
PRISONERS = real("Prisoners of the Jaffa", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
BACKSTABBED = real("Backstabbed", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
BURIED = real("Buried Gate", OBS, cost=1, skills={B: 1})
RECOGNIZED = real("Recognized", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
SCENARIOS = real("Scenarios of the Keeper", OBS, cost=1, skills={B: 1})
CUSTOMS = real("Unfamiliar Customs", OBS, cost=1, skills={B: 1})
LIVING_BOMB = real("Living Bomb", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))

OSIRIS = real("Osiris (Agent of Anubis)", ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
THOTH = real("Thoth (Servant of Anubis)", ADV, cost=1, skills={B: 1}, revive=2,
             traits=("Goa'uld",))
TILVAK = real("Til'Vak (Servant of Baal)", ADV, cost=1, skills={B: 1}, revive=2, traits=("Jaffa",))
AMONET = real("Amonet (Cherished Queen)", ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
RAPHAEL = real("Raphael (Honduran Terrorist)", ADV, cost=1, skills={B: 1}, revive=2,
               traits=("Political",))
KEEPER = real("The Keeper (Guardian)", ADV, cost=1, skills={B: 1}, revive=2)

KNIFE = sg_card("Knife", GEAR, cost=1)
ARTOK = sg_card("Artok", SUPPORT, "Rebel", cost=1, skills={B: 2}, traits=("Jaffa",))
PRICEY = sg_card("Pricey", SUPPORT, "Expert", cost=3, skills={B: 1})
GUARD = sg_card("Guard", ADV, "Warrior", cost=1, skills={B: 1}, revive=2, traits=("Jaffa",))
SERPENT = sg_card("Serpent", ADV, "Lord", cost=1, skills={B: 1}, revive=2,
                  traits=("Goa'uld",))
HEARING = sg_card("Hearing", OBS, cost=1, skills={B: 1}, traits=("Political",))
SWARM = sg_card("Swarm", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
PLAGUE = sg_card("Plague", OBS, cost=1, skills={B: 1}, traits=("Disease",))
IDOL = sg_card("Idol", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))


def begin(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, *in_play: str,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    """`start`, plus these hero (or villain) cards straight from hand into play."""
    game = scenario(hero or [], villain or [],
                    missions=[first or TEST_MISSION, SPARE, LIBRA],
                    power=power, pad=30)
    for title in in_play:
        ops.put_in_play(game, uid(game, title))
    return game


def where(game: StargateGame, title: str) -> str:
    """A hero card's status in play, else its zone."""
    card = hero(game, title)
    zone = game.zone_name(card)
    return game.status_name(card) if zone == "in play" else zone


def glyph_beneath(game: StargateGame, character: str) -> int:
    place = hero(game, "Libra Place")
    ops.place_glyph(game, place, hero(game, character))
    return place


# --- when played: one card of the hero's ---

@pytest.mark.parametrize(("card", "cards", "chooser", "target", "after"), [
    (FOOTHOLD, [ARTOK, PRICEY], VILLAIN_P, "Artok", "stopped"),
    (CAUGHT, [RIFLE, KNIFE], VILLAIN_P, "Rifle", "discard"),
    (CRITICAL, [], VILLAIN_P, "Fixture Scholar", "incapacitated"),
    (RIGGED, [ARTOK, PRICEY], HERO_P, "Artok", "discard"),
    (UNAS, [ARTOK, PRICEY], HERO_P, "Artok", "discard"),
], ids=lambda v: getattr(v, "title", None))
def test_when_played_hurts_one_hero_card(card: StargateCard, cards: list[StargateCard],
                                         chooser: int, target: str, after: str) -> None:
    game = begin(cards, [card], *(c.title for c in cards))
    villain_plays(game, card.title)
    assert game.to_act == chooser and hero(game, target) in options(game)
    game.apply(Choose(hero(game, target)))
    assert where(game, target) == after


@pytest.mark.parametrize("card", [FOOTHOLD, CAUGHT, RIGGED, UNAS], ids=lambda c: c.title)
def test_when_played_without_a_target_asks_nothing(card: StargateCard) -> None:
    game = begin([ARTOK, RIFLE], [card])
    villain_plays(game, card.title)
    assert game.pending_decision is None


def test_critical_wound_offers_team_characters_only() -> None:
    game = begin([ARTOK], [CRITICAL], "Artok")
    villain_plays(game, "Critical Wound")
    assert hero(game, "Artok") not in options(game)


@pytest.mark.parametrize(("power", "left"), [(9, 7), (1, 0)])
def test_cave_in_the_opponent_loses_two_power(power: int, left: int) -> None:
    game = begin(villain=[CAVE_IN], power=power)
    game.state.players[VILLAIN_P].power = 9
    villain_plays(game, "Cave-In")
    assert game.power(HERO_P) == left


# --- failure: one card of the hero's ---

@pytest.mark.parametrize(("card", "cards", "chooser", "target", "after"), [
    (DEEP_SCAN, [], VILLAIN_P, "Fixture Scholar", "stopped"),
    (PROGRAMMED, [ARTOK, PRICEY], VILLAIN_P, "Artok", "hand"),
], ids=lambda v: getattr(v, "title", None))
def test_failure_hurts_one_hero_card(card: StargateCard, cards: list[StargateCard],
                                     chooser: int, target: str, after: str) -> None:
    game = begin(cards, [card], *(c.title for c in cards))
    villain_plays(game, card.title)
    fail(game)
    assert game.to_act == chooser
    game.apply(Choose(hero(game, target)))
    assert where(game, target) == after


@pytest.mark.parametrize("card", [DEEP_SCAN, PROGRAMMED, PAPERWORK, UNFORESEEN],
                         ids=lambda c: c.title)
def test_success_leaves_the_failure_text_alone(card: StargateCard) -> None:
    game = begin([ARTOK], [card], "Artok", first=mission("Easy Mission", B, 1))
    game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, card.title, VILLAIN_P)))
    fail(game)
    assert game.pending_decision is None
    assert where(game, "Artok") == "ready" and where(game, "Fixture Scholar") == "ready"
    assert game.power(VILLAIN_P) == 9 - 1


def test_deep_memory_scan_offers_team_characters_only() -> None:
    game = begin([ARTOK], [DEEP_SCAN], "Artok")
    villain_plays(game, "Deep Memory Scan")
    fail(game)
    assert hero(game, "Artok") not in options(game)


def test_paperwork_failure_stops_all_characters() -> None:
    game = begin([ARTOK], [PAPERWORK], "Artok")
    villain_plays(game, "Paperwork")
    fail(game)
    assert {where(game, t) for t in ("Artok", "Fixture Scholar", "Fixture Leader")} == {
        "stopped"}


def test_unforeseen_consequences_failure_gains_two_power() -> None:
    game = begin(villain=[UNFORESEEN])
    villain_plays(game, "Unforeseen Consequences")
    fail(game)
    assert game.power(VILLAIN_P) == 9 - 1 + 2


# --- costs ---

@pytest.mark.parametrize(("card", "assigned", "cost"), [
    (GALACTIC, (), 1), (GALACTIC, ("Fixture Leader", "Fixture Scientist"), 3),
    (CONTAINMENT, (), 1), (CONTAINMENT, ("Fixture Leader",), 2)], ids=str)
def test_costs_one_more_per_assigned_character(card: StargateCard, assigned: tuple[str, ...],
                                               cost: int) -> None:
    game = begin(villain=[card])
    hero_then_villain(game, card.title, hero_assigns=assigned)
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize("assigned", [True, False])
def test_containment_field_readies_and_blocks_the_assigned_characters(assigned: bool) -> None:
    game = begin(villain=[CONTAINMENT])
    hero_then_villain(game, "Containment Field",
                      hero_assigns=("Fixture Leader",) if assigned else ())
    leader = hero(game, "Fixture Leader")
    assert game.status_name(leader) == "ready"
    assert game.is_blocked(leader) is assigned


@pytest.mark.parametrize("assigned", [True, False])
def test_rebuffed_readies_and_blocks_an_assigned_character(assigned: bool) -> None:
    game = begin(villain=[REBUFFED])
    hero_then_villain(game, "Rebuffed", hero_assigns=("Fixture Leader", "Fixture Scientist")
                      if assigned else ())
    leader = hero(game, "Fixture Leader")
    if assigned:
        game.apply(Choose(leader))
    assert game.pending_decision is None
    assert game.is_blocked(leader) is assigned and game.status_name(leader) == "ready"


@pytest.mark.parametrize(("card", "helper"), [(SPREADING, GUARD), (NOT_WHAT, SERPENT)],
                         ids=lambda c: c.title)
@pytest.mark.parametrize("with_helper", [True, False])
def test_costs_one_less_while_an_adversary_of_its_kind_is_assigned(
        card: StargateCard, helper: StargateCard, with_helper: bool) -> None:
    game = begin(villain=[card, helper, IDOL])
    villain_plays(game, *((helper.title,) if with_helper else ("Idol",)), card.title)
    assert game.power(VILLAIN_P) == 9 - 1 - (0 if with_helper else 1)


OUTPOST = sg_card("Outpost", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))


@pytest.mark.parametrize(("helpers", "cost"), [((), 3), (("Guard", "Outpost"), 1)])
def test_full_contingent_costs_less_per_jaffa_obstacle_and_adversary(
        helpers: tuple[str, ...], cost: int) -> None:
    game = begin(villain=[CONTINGENT, GUARD, OUTPOST])
    villain_plays(game, *helpers, "Full Contingent")
    assert game.power(VILLAIN_P) == 9 - len(helpers) - cost


def test_buried_gate_assigning_a_character_costs_one_power() -> None:
    game = begin(villain=[BURIED])
    villain_plays(game, "Buried Gate")
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.power(HERO_P) == 8


def test_buried_gate_not_in_play_assigning_is_free() -> None:
    game = begin(villain=[BURIED])
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert game.power(HERO_P) == 9


# --- failure texts with a condition on an assigned adversary ---

@pytest.mark.parametrize("success", [False, True])
def test_framed_for_murder_failure_destroys_a_support_and_stops_a_team_character(
        success: bool) -> None:
    game = begin([ARTOK, PRICEY], [FRAMED], "Artok", "Pricey",
                 first=mission("Easy Mission", B, 1) if success else None)
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(PlayCard(uid(game, "Framed for Murder", VILLAIN_P)))
    else:
        villain_plays(game, "Framed for Murder")
    fail(game)
    if not success:
        game.apply(Choose(hero(game, "Artok")))
        game.apply(Choose(hero(game, "Fixture Scholar")))
    assert (where(game, "Artok"), where(game, "Fixture Scholar")) == (
        ("ready", "ready") if success else ("discard", "stopped"))


@pytest.mark.parametrize(("card", "helper", "count"), [
    (GLIDER, GUARD, 2), (GLIDER, None, 1), (TAKEN, SERPENT, 2), (TAKEN, None, 1)],
    ids=str)
def test_failure_destroys_one_support_or_two_with_an_adversary(
        card: StargateCard, helper: StargateCard | None, count: int) -> None:
    game = begin([ARTOK, PRICEY, MARINE], [card, *([helper] if helper else [])], "Artok",
                 "Pricey", "Marine")
    villain_plays(game, *([helper.title] if helper else []), card.title)
    fail(game)
    if card is GLIDER and count == 2:
        game.apply(ChooseMany((hero(game, "Artok"), hero(game, "Pricey"))))
    else:
        for title in ("Artok", "Pricey")[:count]:
            game.apply(Choose(hero(game, title)))
    gone = [t for t in ("Artok", "Pricey", "Marine") if where(game, t) == "discard"]
    assert len(gone) == count


@pytest.mark.parametrize(("card", "helper", "cards", "target", "after"), [
    (HORUS, GUARD, [], "Fixture Scholar", "stopped"),
    (ZPM, SERPENT, [RIFLE, KNIFE], "Rifle", "discard"),
    (PRISONERS, GUARD, [ARTOK, PRICEY], "Artok", "discard"),
    (ADVANCING, GUARD, [], "Fixture Scholar", "incapacitated"),
], ids=lambda v: getattr(v, "title", None))
@pytest.mark.parametrize("with_helper", [True, False])
def test_failure_if_an_adversary_of_its_kind_is_assigned(
        card: StargateCard, helper: StargateCard, cards: list[StargateCard], target: str,
        after: str, with_helper: bool) -> None:
    game = begin(cards, [card, helper], *(c.title for c in cards))
    if card is PRISONERS:
        ops.stop(game, hero(game, "Artok"))
        ops.stop(game, hero(game, "Pricey"))
    villain_plays(game, *([helper.title] if with_helper else []), card.title)
    fail(game)
    if card is ADVANCING and not with_helper:  # stopped instead
        game.apply(Choose(hero(game, target)))
        assert where(game, target) == "stopped"
        return
    if with_helper:
        game.apply(Choose(hero(game, target)))
    assert game.pending_decision is None
    assert (where(game, target) == after) is with_helper


def test_prisoners_of_the_jaffa_spares_ready_support_characters() -> None:
    game = begin([ARTOK], [PRISONERS, GUARD], "Artok")
    villain_plays(game, "Guard", "Prisoners of the Jaffa")
    fail(game)
    assert game.pending_decision is None and where(game, "Artok") == "ready"


@pytest.mark.parametrize(("card", "gear_mode", "stop_target"), [
    (FEEDBACK, "Rifle", "Fixture Scholar"), (CONTAGION, "Artok", "Fixture Scholar")],
    ids=lambda v: getattr(v, "title", None))
@pytest.mark.parametrize("mode", [0, 1])
def test_failure_choose_one(card: StargateCard, gear_mode: str, stop_target: str,
                            mode: int) -> None:
    game = begin([RIFLE, KNIFE, ARTOK, PRICEY], [card], "Rifle", "Knife", "Artok", "Pricey")
    villain_plays(game, card.title)
    fail(game)
    assert options(game) == {0, 1}
    game.apply(Choose(mode))
    target = gear_mode if mode == 0 else stop_target
    game.apply(Choose(hero(game, target)))
    after = {(FEEDBACK.title, 0): "discard", (FEEDBACK.title, 1): "stopped",
             (CONTAGION.title, 0): "discard", (CONTAGION.title, 1): "incapacitated"}
    assert where(game, target) == after[(card.title, mode)]


def test_energy_feedback_without_gear_only_stops() -> None:
    game = begin(villain=[FEEDBACK])
    villain_plays(game, "Energy Feedback")
    fail(game)
    decision = game.pending_decision
    assert decision is not None and decision.prompt != "choose one"  # type: ignore[attr-defined]


# --- failure / when played: cards from the villain's discard pile ---

@pytest.mark.parametrize(("card", "kept", "other_card"), [
    (FEARING, IDOL, PLAGUE), (THOTH, GUARD, IDOL)], ids=lambda v: getattr(v, "title", None))
@pytest.mark.parametrize("success", [False, True])
def test_failure_may_take_a_card_of_its_kind_from_the_discard_pile(
        card: StargateCard, kept: StargateCard, other_card: StargateCard,
        success: bool) -> None:
    game = begin(villain=[card, kept, other_card],
                 first=mission("Easy Mission", B, 1) if success else None)
    for c in (kept, other_card):
        ops.to_discard(game, uid(game, c.title, VILLAIN_P))
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, card.title)
    fail(game)
    if success:
        assert game.pending_decision is None
        return
    assert options(game) == {uid(game, kept.title, VILLAIN_P)}
    game.apply(Choose(uid(game, kept.title, VILLAIN_P)))
    assert uid(game, kept.title, VILLAIN_P) in game.hand(VILLAIN_P)


@pytest.mark.parametrize("disease", [True, False])
def test_sudden_onset_returns_a_disease_obstacle_from_discard(disease: bool) -> None:
    game = begin(villain=[ONSET, PLAGUE if disease else IDOL])
    ops.to_discard(game, uid(game, "Plague" if disease else "Idol", VILLAIN_P))
    villain_plays(game, "Sudden Onset")
    if disease:
        game.apply(Choose(uid(game, "Plague", VILLAIN_P)))
        assert uid(game, "Plague", VILLAIN_P) in game.hand(VILLAIN_P)
    assert game.pending_decision is None


@pytest.mark.parametrize(("others", "difficulty"), [((), 3 + 1), (("Plague",), 3 + 1 + 2)])
def test_epidemic_gets_harder_per_other_disease_obstacle(others: tuple[str, ...],
                                                         difficulty: int) -> None:
    game = begin(villain=[EPIDEMIC, PLAGUE])
    villain_plays(game, *others, "Epidemic")
    assert game.mission_difficulty() == difficulty


@pytest.mark.parametrize("take", [True, False])
def test_epidemic_failure_may_go_back_to_hand(take: bool) -> None:
    game = begin(villain=[EPIDEMIC])
    villain_plays(game, "Epidemic")
    fail(game)
    epidemic = uid(game, "Epidemic", VILLAIN_P)
    game.apply(Choose(epidemic) if take else Decline())
    while game.pending_decision is None and game.phase != "deciding to continue" \
            and game.zone_name(epidemic) not in ("hand", "discard"):
        game.apply(game.legal_actions()[0])
    assert (epidemic in game.hand(VILLAIN_P)) is take


# --- replicators ---

@pytest.mark.parametrize("swarm", [True, False])
def test_building_the_ranks_gains_power_per_other_replicator(swarm: bool) -> None:
    game = begin(villain=[RANKS, SWARM, IDOL])
    villain_plays(game, "Swarm" if swarm else "Idol", "Building the Ranks")
    assert game.power(VILLAIN_P) == 9 - 2 + (1 if swarm else 0)


@pytest.mark.parametrize("swarm", [True, False])
def test_blocked_escape_blocks_a_character_per_other_replicator(swarm: bool) -> None:
    game = begin(villain=[ESCAPE, SWARM, IDOL])
    villain_plays(game, "Swarm" if swarm else "Idol", "Blocked Escape")
    if swarm:
        game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.is_blocked(hero(game, "Fixture Scholar")) is swarm


@pytest.mark.parametrize("swarm", [True, False])
def test_mind_invasion_incapacitates_a_team_character_per_other_replicator(
        swarm: bool) -> None:
    game = begin(villain=[INVASION, SWARM, IDOL])
    villain_plays(game, "Swarm" if swarm else "Idol", "Mind Invasion")
    fail(game)
    if swarm:
        game.apply(Choose(hero(game, "Fixture Scholar")))
    assert (where(game, "Fixture Scholar") == "incapacitated") is swarm


# --- glyphs ---

@pytest.mark.parametrize("card", [EXPOSURE, STANDOFF], ids=lambda c: c.title)
@pytest.mark.parametrize("glyph", [True, False])
def test_gains_power_per_glyph_on_assigned_characters(card: StargateCard,
                                                      glyph: bool) -> None:
    game = begin(villain=[card])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    hero_then_villain(game, card.title, hero_assigns=("Fixture Leader",))
    assert game.power(VILLAIN_P) == 9 + (1 if glyph else 0)


@pytest.mark.parametrize(("adversary", "jaffa_assigned", "villain_gain", "hero_gain"), [
    (True, False, 2, 0), (False, True, 0, 2), (False, False, 0, 0)])
def test_kneel_before_your_god_gains(adversary: bool, jaffa_assigned: bool,
                                     villain_gain: int, hero_gain: int) -> None:
    game = begin([ARTOK], [KNEEL, SERPENT], "Artok")
    if jaffa_assigned:
        game.apply(Assign(hero(game, "Artok")))
    villain_plays(game, *(["Serpent"] if adversary else []), "Kneel Before Your God")
    assert game.power(VILLAIN_P) == 9 - 1 - (1 if adversary else 0) + villain_gain
    assert game.power(HERO_P) == 9 + hero_gain


def test_nishta_blocks_a_team_character_without_a_glyph() -> None:
    game = begin(villain=[NISHTA])
    glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "Nish'ta")
    assert hero(game, "Fixture Leader") not in options(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.is_blocked(hero(game, "Fixture Scholar"))


@pytest.mark.parametrize("card", [IN_FIGHTING, MEMORY_STAMP], ids=lambda c: c.title)
@pytest.mark.parametrize("glyph", [True, False])
def test_when_played_may_move_a_glyph(card: StargateCard, glyph: bool) -> None:
    game = begin(villain=[card])
    place = glyph_beneath(game, "Fixture Leader") if glyph else -1
    villain_plays(game, card.title)
    if not glyph:
        assert game.pending_decision is None
        return
    game.apply(Choose(place))
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.glyphs(hero(game, "Fixture Scholar")) == (place,)


@pytest.mark.parametrize("serpent", [True, False])
def test_entranced_on_failure_glyph_moves_while_goauld_adversary_assigned(
        serpent: bool) -> None:
    game = begin(villain=[ENTRANCED, SERPENT])
    place = glyph_beneath(game, "Fixture Leader")
    villain_plays(game, *(["Serpent"] if serpent else []), "Entranced")
    fail(game)
    if serpent:
        game.apply(Choose(place))
        game.apply(Choose(hero(game, "Fixture Scholar")))
    assert game.glyphs(hero(game, "Fixture Scholar")) == ((place,) if serpent else ())


@pytest.mark.parametrize("serpent", [True, False])
def test_recognized_harder_per_assigned_glyph_holder(serpent: bool) -> None:
    game = begin(villain=[RECOGNIZED, SERPENT])
    glyph_beneath(game, "Fixture Leader")
    game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, *(["Serpent"] if serpent else []), "Recognized")
    assert game.mission_difficulty() == 3 + 1 + (1 + 1 if serpent else 0)


# --- more failure texts ---

@pytest.mark.parametrize("success", [False, True])
def test_rapid_aging_failure_hurts_the_assigned_team_and_supports(
        success: bool) -> None:
    game = begin([ARTOK, PRICEY], [AGING], "Artok", "Pricey",
                 first=mission("Easy Mission", B, 1) if success else None)
    game.apply(Assign(hero(game, "Artok")))
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Scholar")))
    game.apply(PlayCard(uid(game, "Rapid Aging", VILLAIN_P)))
    fail(game)
    assert (where(game, "Fixture Scholar"), where(game, "Artok"), where(game, "Pricey")) == (
        ("stopped", "stopped", "ready") if success else ("incapacitated", "discard", "ready"))


@pytest.mark.parametrize("card", [REVOLUTIONARIES, RAPHAEL], ids=lambda c: c.title)
@pytest.mark.parametrize("instead", [True, False])
def test_political_failure_may_incapacitate_instead_with_another_political_card(
        card: StargateCard, instead: bool) -> None:
    game = begin([ARTOK, PRICEY], [card, HEARING], "Artok", "Pricey")
    villain_plays(game, "Hearing", card.title)
    fail(game)
    game.apply(Choose(hero(game, "Fixture Scholar")) if instead else Decline())
    if not instead:
        game.apply(Choose(hero(game, "Artok")))
    assert (where(game, "Fixture Scholar") == "incapacitated") is instead
    assert (where(game, "Artok") == "discard") is not instead


@pytest.mark.parametrize("card", [REVOLUTIONARIES, RAPHAEL], ids=lambda c: c.title)
def test_political_failure_alone_destroys_a_support_character(card: StargateCard) -> None:
    game = begin([ARTOK, PRICEY], [card], "Artok", "Pricey")
    villain_plays(game, card.title)
    fail(game)
    assert Decline() not in game.legal_actions()
    game.apply(Choose(hero(game, "Artok")))
    assert where(game, "Artok") == "discard"


@pytest.mark.parametrize(("hearing", "offered"), [(False, {"Artok"}),
                                                  (True, {"Artok", "Marine"})])
def test_blackmailed_ruling_counts_the_political_cards_in_effect(
        hearing: bool, offered: set[str]) -> None:
    marine = sg_card("Marine", SUPPORT, "Corporal", cost=2, skills={B: 2})
    game = begin([ARTOK, PRICEY, marine], [BLACKMAILED, HEARING], "Artok", "Pricey",
                 "Marine")
    villain_plays(game, *(["Hearing"] if hearing else []), "Blackmailed")
    fail(game)
    if len(offered) > 1:
        assert options(game) == {hero(game, t) for t in offered}
        game.apply(Choose(hero(game, "Artok")))
    assert where(game, "Artok") == "discard" and where(game, "Pricey") == "ready"


@pytest.mark.parametrize("guard", [True, False])
def test_backstabbed_blocks_a_support_with_a_jaffa_adversary_at_the_mission(
        guard: bool) -> None:
    game = begin([ARTOK, PRICEY], [BACKSTABBED, GUARD], "Artok", "Pricey")
    villain_plays(game, *(["Guard"] if guard else []), "Backstabbed")
    if guard:
        game.apply(Choose(hero(game, "Artok")))
    assert game.is_blocked(hero(game, "Artok")) is guard


@pytest.mark.parametrize("card", [SCENARIOS, KEEPER], ids=lambda c: c.title)
@pytest.mark.parametrize("success", [False, True])
def test_failure_arranges_the_top_five_of_the_opponents_deck(card: StargateCard,
                                                             success: bool) -> None:
    game = begin(villain=[card], first=mission("Easy Mission", B, 1) if success else None)
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, card.title)
    fail(game)
    if success:
        assert game.pending_decision is None
        return
    top = game.state.players[HERO_P].deck[-5:]
    assert game.to_act == VILLAIN_P and options(game) == set(top)
    assert game.observation(HERO_P).pending is not None
    game.apply(ChooseMany((top[-1],)))  # the top card to the bottom
    assert game.state.players[HERO_P].deck[0] == top[-1]


@pytest.mark.parametrize("customs", [True, False])
def test_unfamiliar_customs_blocks_the_support_characters_played(customs: bool) -> None:
    game = begin([ARTOK], [CUSTOMS, IDOL])
    villain_plays(game, "Unfamiliar Customs" if customs else "Idol")
    game.apply(PlayCard(hero(game, "Artok")))
    assert game.is_blocked(hero(game, "Artok")) is customs


@pytest.mark.parametrize("cards", [[RIFLE, KNIFE, ARTOK, PRICEY], [ARTOK, PRICEY]],
                         ids=["both", "no gear"])
def test_living_bomb_ruling_failure_destroys_a_gear_and_a_support_when_both_are_there(
        cards: list[StargateCard]) -> None:
    game = begin(cards, [LIVING_BOMB], *(c.title for c in cards))
    villain_plays(game, "Living Bomb")
    fail(game)
    if RIFLE in cards:
        game.apply(Choose(hero(game, "Rifle")))
        assert where(game, "Rifle") == "discard"
    game.apply(Choose(hero(game, "Artok")))
    assert where(game, "Artok") == "discard"


# --- adversaries ---

def test_osiris_played_stops_a_support_character() -> None:
    game = begin([ARTOK, PRICEY], [OSIRIS], "Artok", "Pricey")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Osiris", VILLAIN_P)))
    game.apply(Choose(hero(game, "Artok")))
    assert where(game, "Artok") == "stopped"


@pytest.mark.parametrize("revive", [True, False])
def test_osiris_revived_the_hero_stops_one_of_his_supports(revive: bool) -> None:
    game = begin([ARTOK, PRICEY], [OSIRIS])
    villain_plays(game, "Osiris")
    ops.put_in_play(game, hero(game, "Artok"))
    ops.put_in_play(game, hero(game, "Pricey"))
    fail(game)
    osiris = uid(game, "Osiris", VILLAIN_P)
    game.apply(Revive(osiris) if revive else DestroyAdversary(osiris))
    if revive:
        assert game.to_act == HERO_P
        game.apply(Choose(hero(game, "Pricey")))
    assert (where(game, "Pricey") == "stopped") is revive


@pytest.mark.parametrize("success", [False, True])
def test_tilvak_blocks_a_support_character_destroyed_on_failure(success: bool) -> None:
    game = begin([ARTOK, PRICEY], [TILVAK], "Artok", "Pricey",
                 first=mission("Easy Mission", B, 1) if success else None)
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "Til'Vak")
    game.apply(Choose(hero(game, "Artok")))
    assert game.is_blocked(hero(game, "Artok"))
    fail(game)
    assert (where(game, "Artok") == "discard") is not success


def test_tilvak_declined_destroys_nobody() -> None:
    game = begin([ARTOK, PRICEY], [TILVAK], "Artok", "Pricey")
    villain_plays(game, "Til'Vak")
    game.apply(Decline())
    fail(game)
    assert where(game, "Artok") == where(game, "Pricey") == "ready"


@pytest.mark.parametrize("hero_agrees", [True, False])
def test_amonet_assigned_the_opponent_may_incapacitate_else_she_stops(
        hero_agrees: bool) -> None:
    game = begin(villain=[AMONET])
    villain_plays(game, "Amonet")
    assert game.to_act == HERO_P
    if hero_agrees:
        game.apply(Choose(hero(game, "Fixture Scholar")))
        assert where(game, "Fixture Scholar") == "incapacitated"
        assert game.pending_decision is None
        return
    game.apply(Decline())
    assert game.to_act == VILLAIN_P
    game.apply(Choose(hero(game, "Fixture Scholar")))
    assert where(game, "Fixture Scholar") == "stopped"


# --- adversaries (batch 2) ---

CAMULUS = real("Camulus (Celtic God of War)", ADV, cost=1, skills={B: 1}, revive=2,
               traits=("Goa'uld",))
THIRD_R = real("Third (Human-Form Replicator)", ADV, cost=1, skills={B: 1}, revive=2,
               traits=("Replicator",))
SEKHMET = real("Sekhmet (Genetic Experiment)", ADV, cost=2, skills={B: 1}, revive=2,
               traits=("Goa'uld",))
EREBUS = real("Erebus Commander (Death Camp Commandant)", ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Jaffa",))
ANUBIS_PN = real("Anubis (Powerful Nemesis)", ADV, cost=1, skills={B: 1}, revive=2,
                 traits=("Goa'uld",))
KINSEY = real("Robert Kinsey (Vice President)", ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Political",))
TEALC = real("Brainwashed Teal'c (Faithful First Prime)", ADV, cost=1, skills={B: 1}, revive=2,
             traits=("Jaffa",))
KHALEK = real('Khalek ("Son" of Anubis)', ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Goa'uld",))
TANNER = real("Peter Tanner (Alien Deserter)", ADV, cost=1, skills={B: 1}, revive=2)
OLOKUN = real("Olokun (Desperate Lord)", ADV, cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
RA = real("Ra (The Sun God)", ADV, cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
YU = real("Yu (Venerable Lord)", ADV, cost=1, skills={B: 1}, revive=5, traits=("Goa'uld",))
KENDRICK = real("Kendrick (Special Investigator)", ADV, cost=1, skills={B: 1}, revive=2,
                traits=("Political",))
CONRAD = real("Adrian Conrad (Dying Recluse)", ADV, cost=1, skills={B: 1}, revive=2)
HOLD = sg_card("Hold", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",),
               keywords=Keywords(dominion=True))


@pytest.mark.parametrize("camulus", [True, False])
def test_camulus_ruling_assigned_each_complication_adds_one_more(camulus: bool) -> None:
    game = begin(villain=[CAMULUS, SERPENT, IDOL])
    villain_plays(game, "Camulus" if camulus else "Serpent")
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Idol", VILLAIN_P)))
    assert game.mission_difficulty() == 3 + 1 + 1 + (1 if camulus else 0)


def _revive_mills(game: StargateGame, adversary: str) -> int:
    fail(game)
    before = game.deck_size(VILLAIN_P)
    game.apply(Revive(uid(game, adversary, VILLAIN_P)))
    return before - game.deck_size(VILLAIN_P)


@pytest.mark.parametrize(("swarm", "milled"), [(True, 1), (False, 2)])
def test_third_revives_cheaper_per_other_replicator(swarm: bool, milled: int) -> None:
    game = begin(villain=[THIRD_R, SWARM])
    villain_plays(game, *(["Swarm"] if swarm else []), "Third")
    assert _revive_mills(game, "Third") == milled


@pytest.mark.parametrize(("assigned", "cost"), [(False, 0), (True, 2 + 1)])
def test_sekhmet_cheaper_with_nobody_assigned_and_assigning_her_costs_per_character(
        assigned: bool, cost: int) -> None:
    game = begin(villain=[SEKHMET])
    hero_then_villain(game, "Sekhmet", hero_assigns=("Fixture Leader",) if assigned else (),
                      assign=True)
    assert game.power(VILLAIN_P) == 9 - cost


@pytest.mark.parametrize("dominion", [True, False])
def test_erebus_commander_harder_per_obstacle_with_dominion(dominion: bool) -> None:
    game = begin(villain=[EREBUS, HOLD, IDOL])
    villain_plays(game, "Hold" if dominion else "Idol", "Erebus Commander")
    assert game.mission_difficulty() == 3 + 1 + 1 + (1 if dominion else 0)


@pytest.mark.parametrize("scored", [True, False])
def test_anubis_in_the_score_pile_makes_goauld_adversaries_harder_and_dearer(
        scored: bool) -> None:
    game = begin(villain=[ANUBIS_PN, SERPENT])
    if scored:
        ops.to_score_pile(game, uid(game, "Anubis", VILLAIN_P))
    villain_plays(game, "Serpent")
    assert game.mission_difficulty() == 3 + 1 + (1 if scored else 0)
    assert _revive_mills(game, "Serpent") == 2 + (2 if scored else 0)


def _power_after_turn_two_power_phase(kinsey_scored: bool) -> int:
    game = begin(villain=[KINSEY])
    if kinsey_scored:
        ops.to_score_pile(game, uid(game, "Robert Kinsey", VILLAIN_P))
    drive(game, at_actions_of_turn(2))
    return game.power(VILLAIN_P)


def test_robert_kinsey_ruling_scored_gains_one_power_in_his_owners_hero_turn() -> None:
    assert _power_after_turn_two_power_phase(True) == _power_after_turn_two_power_phase(
        False) + 1


@pytest.mark.parametrize("in_hand", [True, False])
def test_robert_kinsey_elsewhere_gains_nothing(in_hand: bool) -> None:
    game = begin(villain=[KINSEY])
    if not in_hand:
        ops.to_discard(game, uid(game, "Robert Kinsey", VILLAIN_P))
    drive(game, at_actions_of_turn(2))
    assert game.power(VILLAIN_P) == _power_after_turn_two_power_phase(False)


@pytest.mark.parametrize("tealc", [True, False])
def test_brainwashed_tealc_assigned_complications_cost_one_less(tealc: bool) -> None:
    game = begin(villain=[TEALC, GUARD, IDOL])
    villain_plays(game, "Brainwashed Teal'c" if tealc else "Guard")
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Idol", VILLAIN_P)))
    assert game.power(VILLAIN_P) == 9 - 1 - (0 if tealc else 1)


@pytest.mark.parametrize("score", [True, False])
def test_brainwashed_tealc_ruling_scored_stops_team_characters_of_either_trait(score: bool) -> None:
    game = begin([ARTOK], [TEALC], "Artok")
    villain_plays(game, "Brainwashed Teal'c")
    fail(game)
    tealc = uid(game, "Brainwashed Teal'c", VILLAIN_P)
    game.apply(Score(tealc) if score else DestroyAdversary(tealc))
    assert (where(game, "Fixture Scholar") == "stopped") is score
    assert where(game, "Artok") == "ready"


@pytest.mark.parametrize("hand", [True, False])
def test_khalek_assigned_takes_a_random_hero_card_beneath_him(hand: bool) -> None:
    game = begin(villain=[KHALEK])
    if not hand:
        for card in game.hand(HERO_P):
            ops.to_discard(game, card)
    villain_plays(game, "Khalek")
    khalek = uid(game, "Khalek", VILLAIN_P)
    assert len(game.state.beneath.get(khalek, ())) == (1 if hand else 0)
    assert game.mission_difficulty() == 3 + 1 + (1 if hand else 0)
    assert _revive_mills(game, "Khalek") == 2 + (1 if hand else 0)


@pytest.mark.parametrize(("power", "offered"), [(9, {"Artok", "Pricey"}), (2, {"Pricey"})])
def test_peter_tanner_pays_a_support_characters_highest_skill_to_stop_him(
        power: int, offered: set[str]) -> None:
    game = begin([ARTOK, PRICEY], [TANNER], "Artok", "Pricey")
    game.state.players[VILLAIN_P].power = power
    villain_plays(game, "Peter Tanner")
    assert options(game) == {hero(game, t) for t in offered}
    target = "Artok" if "Artok" in offered else "Pricey"
    game.apply(Choose(hero(game, target)))
    assert where(game, target) == "stopped"
    assert game.power(VILLAIN_P) == power - 1 - (2 if target == "Artok" else 1)


@pytest.mark.parametrize("pay", [True, False])
def test_olokun_may_pay_a_team_characters_glyphs_to_block_him(pay: bool) -> None:
    game = begin(villain=[OLOKUN])
    glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "Olokun")
    leader = hero(game, "Fixture Leader")
    game.apply(Choose(leader) if pay else Decline())
    assert game.is_blocked(leader) is pay
    assert game.power(VILLAIN_P) == 9 - 1 - (1 if pay else 0)


@pytest.mark.parametrize("discard", [True, False])
def test_ra_assigned_may_discard_cards_to_draw_as_many(discard: bool) -> None:
    game = begin(villain=[RA])
    villain_plays(game, "Ra")
    hand = game.hand(VILLAIN_P)
    game.apply(ChooseMany(hand[:2]) if discard else Decline())
    assert len(game.hand(VILLAIN_P)) == len(hand)
    assert (set(hand[:2]) <= set(game.discard_pile(VILLAIN_P))) is discard


@pytest.mark.parametrize("used", [0, 1, 2])
def test_yu_pays_power_for_a_cheaper_revive_this_mission(used: int) -> None:
    game = begin(villain=[YU])
    villain_plays(game, "Yu")
    yu = uid(game, "Yu", VILLAIN_P)
    for _ in range(used):
        game.apply(Pass())
        game.apply(ActivateAbility(yu, 0))
    assert _revive_mills(game, "Yu") == 5 - 2 * used
    assert game.power(VILLAIN_P) == 9 - 1 - used


@pytest.mark.parametrize("destroy", [True, False])
def test_kendrick_may_be_destroyed_to_shuffle_the_opponents_mission_pile(
        destroy: bool) -> None:
    game = begin([KENDRICK])  # the hero of turn 1 holds him: the villain of turn 2
    kendrick = hero(game, "Kendrick")
    ops.put_in_play(game, kendrick)
    drive(game, lambda g: g.pending_decision is not None or g.turn == 3)
    assert game.turn == 2 and game.to_act == HERO_P
    game.apply(Choose(0) if destroy else Decline())
    assert (game.zone_name(kendrick) == "discard") is destroy
    assert any(e.kind == "shuffle missions" for e in game.log) is destroy


@pytest.mark.parametrize("block", [True, False])
def test_adrian_conrad_played_may_block_a_character(block: bool) -> None:
    game = begin(villain=[CONRAD])
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Adrian Conrad", VILLAIN_P)))
    scholar = hero(game, "Fixture Scholar")
    game.apply(Choose(scholar) if block else Decline())
    assert game.is_blocked(scholar) is block


# --- chosen characters, glyphs, mission piles (batch 3) ---

NEAR_DEATH = real("Near-Death Experience", OBS, cost=1, skills={B: 1})
PLEA = real("Plea for Help", OBS, cost=1, skills={B: 1})
HEAD_INJURY = real("Head Injury", OBS, cost=1, skills={B: 1}, traits=("Disease",))
JOINT = real("Joint Mission", OBS, cost=1, skills={B: 1}, traits=("Political",))
QUESTIONED = real("Questioned Loyalties", OBS, cost=1, skills={B: 1}, traits=("Political",))
ZATARC = real("Suicidal Za'tarc", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
HAZARDOUS = real("Hazardous Duty", OBS, cost=1, skills={B: 1})
TALDUR = real("Judgment of the Taldur", OBS, cost=1, skills={B: 1}, traits=("Political",))
SHIFT = real("Dimensional Shift", OBS, cost=1, skills={B: 1})
ABDUCTION = real("Targeted Abduction", OBS, cost=1, skills={B: 1}, traits=("Replicator",))
NEW_GUY = real("New Guy!", OBS, cost=1, skills={B: 0})
KOR_MAK = real("Kor Mak Joining", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
UNBELIEVERS = real("Unbelievers", OBS, cost=1, skills={B: 1}, traits=("Ori",))
RIBBON = real("Ribbon Device Torture", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
SURRENDER = real("Forced to Surrender", OBS, cost=1, skills={B: 1}, traits=("Goa'uld",))
EASY = mission("Easy Mission", B, 1)


@pytest.mark.parametrize("shuffle", [True, False])
def test_near_death_experience_failure_may_shuffle_the_opponents_missions(
        shuffle: bool) -> None:
    game = begin(villain=[NEAR_DEATH])
    villain_plays(game, "Near-Death Experience")
    fail(game)
    game.apply(Choose(0) if shuffle else Decline())
    assert any(e.kind == "shuffle missions" for e in game.log) is shuffle


@pytest.mark.parametrize("top", [True, False])
def test_plea_for_help_may_put_the_bottom_mission_on_top(top: bool) -> None:
    game = begin(villain=[PLEA])
    bottom = game.state.players[HERO_P].missions[0]
    villain_plays(game, "Plea for Help")
    assert game.observation(HERO_P).pending is not None
    game.apply(Choose(bottom) if top else Decline())
    assert (game.state.players[HERO_P].missions[-1] == bottom) is top


@pytest.mark.parametrize("hero_stops", [True, False])
def test_head_injury_chosen_character_incapacitated_unless_stopped(hero_stops: bool) -> None:
    game = begin(villain=[HEAD_INJURY])
    hero_then_villain(game, "Head Injury", hero_assigns=("Fixture Leader",
                                                         "Fixture Scientist"))
    leader = hero(game, "Fixture Leader")
    game.apply(Choose(leader))
    assert game.to_act == HERO_P
    game.apply(Choose(0) if hero_stops else Decline())
    fail(game)
    assert where(game, "Fixture Leader") == ("stopped" if hero_stops else "incapacitated")


@pytest.mark.parametrize("assigned", [True, False])
def test_joint_mission_incapacitates_the_chosen_character_unless_assigned(
        assigned: bool) -> None:
    game = begin(villain=[JOINT])
    villain_plays(game, "Joint Mission")
    scholar = hero(game, "Fixture Scholar")
    assert hero(game, "Fixture Warrior") not in options(game)  # stopped
    game.apply(Choose(scholar))
    if assigned:
        game.apply(Assign(scholar))
    fail(game)
    assert where(game, "Fixture Scholar") == ("stopped" if assigned else "incapacitated")


@pytest.mark.parametrize("card", [QUESTIONED, ZATARC], ids=lambda c: c.title)
@pytest.mark.parametrize("assigned", [True, False])
def test_chosen_support_character_destroyed_if_assigned(card: StargateCard,
                                                        assigned: bool) -> None:
    game = begin([ARTOK, PRICEY], [card], "Artok", "Pricey", first=EASY)
    villain_plays(game, card.title)
    game.apply(Choose(hero(game, "Artok")))
    if assigned:
        game.apply(Assign(hero(game, "Artok")))
    fail(game)
    assert (where(game, "Artok") == "discard") is assigned


@pytest.mark.parametrize(("earner", "incapacitated"), [("Fixture Leader", True),
                                                       ("Fixture Scientist", False)])
def test_hazardous_duty_ruling_the_glyph_earner_is_incapacitated_as_the_mission_ends(
        earner: str, incapacitated: bool) -> None:
    game = begin(villain=[HAZARDOUS], first=EASY)
    hero_then_villain(game, "Hazardous Duty", hero_assigns=("Fixture Leader",
                                                            "Fixture Scientist"))
    game.apply(Choose(hero(game, "Fixture Leader")))
    fail(game)
    drive(game, lambda g: any(isinstance(a, ChooseGlyphCharacter) for a in g.legal_actions()))
    game.apply(ChooseGlyphCharacter(hero(game, earner)))
    drive(game, lambda g: g.phase == "deciding to continue")
    assert (where(game, "Fixture Leader") == "incapacitated") is incapacitated


@pytest.mark.parametrize("judged", [True, False])
def test_judgment_of_the_taldur_failure_no_more_missions_this_turn(judged: bool) -> None:
    game = begin(villain=[TALDUR, IDOL])
    villain_plays(game, "Judgment of the Taldur" if judged else "Idol")
    fail(game)
    drive(game, lambda g: g.phase == "deciding to continue")
    assert (Continue() in game.legal_actions()) is not judged


def test_dimensional_shift_blocks_the_characters_sharing_a_glyph() -> None:
    ruins = mission("Libra Ruins", C, 3, glyph=Glyph.LIBRA)
    game = scenario([], [SHIFT], missions=[TEST_MISSION, LIBRA, ruins,
                                           SPARE], power=9, pad=30)
    for place, character in (("Libra Place", "Fixture Leader"),
                             ("Libra Ruins", "Fixture Scientist"),
                             ("Spare Mission", "Fixture Scholar")):
        ops.place_glyph(game, hero(game, place), hero(game, character))
    villain_plays(game, "Dimensional Shift")
    game.apply(Choose(hero(game, "Fixture Leader")))
    assert [game.is_blocked(hero(game, t)) for t in (
        "Fixture Leader", "Fixture Scientist", "Fixture Scholar")] == [True, True, False]


@pytest.mark.parametrize("swarm", [True, False])
def test_targeted_abduction_stops_an_assigned_character_contributing_little(
        swarm: bool) -> None:
    game = begin([ARTOK], [ABDUCTION, SWARM, IDOL], "Artok")
    game.apply(Assign(hero(game, "Fixture Scientist")))  # Combat 1
    game.apply(Pass())
    game.apply(Assign(hero(game, "Fixture Leader")))  # Combat 3
    villain_plays(game, "Swarm" if swarm else "Idol", "Targeted Abduction")
    assert (where(game, "Fixture Scientist") == "stopped") is swarm
    assert where(game, "Fixture Leader") == "assigned"


@pytest.mark.parametrize("glyph", [True, False])
def test_new_guy_team_characters_without_glyph_lose_skills_per_glyph_of_the_chosen(
        glyph: bool) -> None:
    game = begin(villain=[NEW_GUY])
    if glyph:
        glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "New Guy!")
    game.apply(Choose(hero(game, "Fixture Leader")))
    assert game.skill(hero(game, "Fixture Scholar"), 0) == (2 if glyph else 3)
    assert game.skill(hero(game, "Fixture Leader"), 2) == 3


@pytest.mark.parametrize("move", [True, False])
def test_kor_mak_joining_moving_a_glyph_stops_both_characters(move: bool) -> None:
    game = begin(villain=[KOR_MAK])
    place = glyph_beneath(game, "Fixture Leader")
    villain_plays(game, "Kor Mak Joining")
    fail(game)
    if move:
        game.apply(Choose(place))
        game.apply(Choose(hero(game, "Fixture Scholar")))
    else:
        game.apply(Decline())
    assert game.glyphs(hero(game, "Fixture Scholar")) == ((place,) if move else ())
    assert (where(game, "Fixture Scholar") == "stopped") is move
    assert (where(game, "Fixture Leader") == "stopped") is move


def test_unbelievers_failure_destroys_support_characters_costing_five_at_most() -> None:
    big = sg_card("Colonel", SUPPORT, "Chief", cost=4, skills={B: 1})
    game = begin([ARTOK, PRICEY, big], [UNBELIEVERS], "Artok", "Pricey", "Colonel")
    villain_plays(game, "Unbelievers")
    fail(game)
    game.apply(Choose(hero(game, "Colonel")))
    assert options(game) == {hero(game, "Artok")}  # 4 + 3 > 5
    game.apply(Choose(hero(game, "Artok")))
    assert [where(game, t) for t in ("Colonel", "Artok", "Pricey")] == [
        "discard", "discard", "ready"]


def test_unbelievers_success_destroys_nobody() -> None:
    game = begin([ARTOK], [UNBELIEVERS], "Artok", first=EASY)
    game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "Unbelievers")
    fail(game)
    assert game.pending_decision is None and where(game, "Artok") == "ready"


@pytest.mark.parametrize(("serpent", "pick"), [(False, False), (True, True), (True, False)])
def test_ribbon_device_torture_two_random_discards_or_one_picked(serpent: bool,
                                                                 pick: bool) -> None:
    game = begin(villain=[RIBBON, SERPENT])
    villain_plays(game, *(["Serpent"] if serpent else []), "Ribbon Device Torture")
    hand = game.hand(HERO_P)
    fail(game)
    if serpent:
        assert game.to_act == VILLAIN_P and set(options(game)) == set(hand)
        game.apply(Choose(hand[0]) if pick else Decline())
    assert len(game.hand(HERO_P)) == len(hand) - (1 if pick else 2)


@pytest.mark.parametrize(("serpent", "hero_stops"), [(False, True), (False, False),
                                                     (True, False)])
def test_forced_to_surrender_incapacitates_unless_the_opponent_stops_instead(
        serpent: bool, hero_stops: bool) -> None:
    game = begin(villain=[SURRENDER, SERPENT])
    villain_plays(game, *(["Serpent"] if serpent else []), "Forced to Surrender")
    fail(game)
    scholar = hero(game, "Fixture Scholar")
    if not serpent:
        assert game.to_act == HERO_P
        game.apply(Choose(scholar) if hero_stops else Decline())
    if not hero_stops:
        assert game.to_act == VILLAIN_P
        game.apply(Choose(scholar))
    assert where(game, "Fixture Scholar") == ("stopped" if hero_stops else "incapacitated")


# --- revives, scoring, destruction (batch 4) ---

BAAL_PF = real("Baal (Persistent Foe)", ADV, cost=1, skills={B: 1}, revive=2, traits=("Goa'uld",))
HATHOR_RP = real("Hathor (Rising Power)", ADV, cost=1, skills={B: 1, C: 1}, revive=2,
                 traits=("Goa'uld",))
KULL = real("Kull Warrior (Super Soldier)", ADV, cost=1, skills={B: 1}, revive=2,
            traits=("Goa'uld",))
CRONUS = real("Cronus (God of Fate)", ADV, cost=1, skills={B: 1}, revive=3, traits=("Goa'uld",))
CARTER_DF = real("Replicator Carter (Disarming Foe)", ADV, cost=1, skills={B: 1}, revive=2,
                 traits=("Replicator",))
REESE = real("Reese (Creator of the Replicators)", ADV, cost=1, skills={B: 1}, revive=2,
             traits=("Replicator",))
SINDAR = real("Sindar (Loyal Servant of Cronus)", ADV, cost=1, skills={B: 1}, revive=2,
              traits=("Jaffa",))


@pytest.mark.parametrize(("power", "pay"), [(9, True), (9, False), (4, False)])
def test_baal_revived_may_pay_four_power_to_be_scored(power: int, pay: bool) -> None:
    game = begin(villain=[BAAL_PF], power=power + 1)
    villain_plays(game, "Baal")
    fail(game)
    baal = uid(game, "Baal", VILLAIN_P)
    game.apply(Revive(baal))
    if power >= 5:
        game.apply(Choose(0) if pay else Decline())
    assert (baal in game.score_pile(VILLAIN_P)) is pay
    assert game.power(VILLAIN_P) == power - (4 if pay else 0)


def test_baal_revived_without_four_power_is_not_asked() -> None:
    game = begin(villain=[BAAL_PF], power=4)
    villain_plays(game, "Baal")
    fail(game)
    game.apply(Revive(uid(game, "Baal", VILLAIN_P)))
    assert game.pending_decision is None


def test_hathor_revived_takes_the_top_card_of_the_deck_beneath_her() -> None:
    game = begin(villain=[HATHOR_RP])
    villain_plays(game, "Hathor")
    fail(game)
    hathor = uid(game, "Hathor", VILLAIN_P)
    top = game.state.players[VILLAIN_P].deck[-3]  # the revive mills the two above it
    game.apply(Revive(hathor))
    assert game.state.beneath.get(hathor) == [top]


@pytest.mark.parametrize("revived_first", [True, False])
def test_hathor_scored_destroys_a_support_character_per_card_beneath_her(
        revived_first: bool) -> None:
    game = begin([ARTOK, PRICEY], [HATHOR_RP], "Artok", "Pricey")
    villain_plays(game, "Hathor")
    fail(game)
    hathor = uid(game, "Hathor", VILLAIN_P)
    if revived_first:
        game.apply(Revive(hathor))
        drive(game, lambda g: g.phase == "deciding to continue")
        game.apply(Continue())
        ops.ready(game, hathor)
        villain_plays(game, "Hathor")
        fail(game)
    game.apply(Score(hathor))
    if revived_first:
        game.apply(Choose(hero(game, "Artok")))
    assert game.pending_decision is None
    assert (where(game, "Artok") == "discard") is revived_first


@pytest.mark.parametrize("prevent", [True, False])
def test_kull_warrior_ruling_survives_by_paying_his_revive_and_stays_stopped(prevent: bool) -> None:
    game = begin(villain=[KULL])
    villain_plays(game, "Kull Warrior")
    fail(game)
    kull = uid(game, "Kull Warrior", VILLAIN_P)
    deck = game.deck_size(VILLAIN_P)
    game.apply(DestroyAdversary(kull))
    game.apply(Choose(0) if prevent else Decline())
    assert game.zone_name(kull) == ("in play" if prevent else "discard")
    if prevent:
        assert game.status_name(kull) == "stopped"
    assert game.deck_size(VILLAIN_P) == deck - (2 if prevent else 0)


def test_kull_warrior_without_the_cards_to_pay_is_destroyed() -> None:
    game = begin(villain=[KULL])
    villain_plays(game, "Kull Warrior")
    fail(game)
    deck = game.state.players[VILLAIN_P].deck
    for card in deck[1:]:
        ops.to_discard(game, card)
    game.apply(DestroyAdversary(uid(game, "Kull Warrior", VILLAIN_P)))
    assert game.zone_name(uid(game, "Kull Warrior", VILLAIN_P)) == "discard"


@pytest.mark.parametrize("instead", [True, False])
def test_cronus_revive_paid_by_destroying_another_adversary(
        instead: bool) -> None:
    game = begin(villain=[CRONUS, GUARD])
    guard = uid(game, "Guard", VILLAIN_P)
    ops.put_in_play(game, guard)
    villain_plays(game, "Cronus")
    fail(game)
    cronus = uid(game, "Cronus", VILLAIN_P)
    deck = game.deck_size(VILLAIN_P)
    game.apply(Revive(cronus))
    game.apply(Choose(guard) if instead else Decline())
    assert (game.zone_name(guard) == "discard") is instead
    assert game.status_name(cronus) == ("ready" if instead else "stopped")
    assert game.deck_size(VILLAIN_P) == deck - (0 if instead else 3)


def test_cronus_alone_pays_his_revive_as_usual() -> None:
    game = begin(villain=[CRONUS])
    villain_plays(game, "Cronus")
    assert _revive_mills(game, "Cronus") == 3


@pytest.mark.parametrize("carter", [True, False])
def test_replicator_carter_plays_a_second_replicator_obstacle_of_a_title_free(
        carter: bool) -> None:
    game = begin(villain=[CARTER_DF, SWARM, SWARM, GUARD])
    villain_plays(game, "Replicator Carter" if carter else "Guard")
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Swarm", VILLAIN_P, 0)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Swarm", VILLAIN_P, 1)))
    assert game.power(VILLAIN_P) == 9 - 1 - 1 - (0 if carter else 1)


@pytest.mark.parametrize("reveal", [True, False])
def test_reese_assigned_may_reveal_two_and_play_a_replicator_free(reveal: bool) -> None:
    game = begin(villain=[REESE, SWARM])
    swarm = uid(game, "Swarm", VILLAIN_P)
    game.surface.put_on_deck(swarm)
    other = game.state.players[VILLAIN_P].deck[-2]
    villain_plays(game, "Reese")
    game.apply(Choose(0) if reveal else Decline())
    if reveal:
        game.apply(Choose(swarm))
    assert (swarm in game.obstacles) is reveal
    assert game.zone_name(other) == ("discard" if reveal else "deck")
    assert game.power(VILLAIN_P) == 9 - 1


@pytest.mark.parametrize("scored", [True, False])
def test_sindar_ruling_in_the_score_pile_a_failed_mission_offers_a_jaffa_card_back(
        scored: bool) -> None:
    game = begin(villain=[SINDAR, GUARD, IDOL])
    if scored:
        ops.to_score_pile(game, uid(game, "Sindar", VILLAIN_P))
    for title in ("Guard", "Idol"):
        ops.to_discard(game, uid(game, title, VILLAIN_P))
    fail(game)
    guard = uid(game, "Guard", VILLAIN_P)
    if scored:
        assert options(game) == {guard}
        game.apply(Choose(guard))
    assert (guard in game.hand(VILLAIN_P)) is scored


# --- costs to play, a placed obstacle (batch 5) ---

ALLIANCE = real("Alliance of System Lords", OBS, cost=1, skills={B: 0}, traits=("Goa'uld",))
LOYAL = real("Loyal Subjects", OBS, cost=0, skills={B: 0}, traits=("Goa'uld",))
PAYOFF = real("Payoff", OBS, cost=1, skills={B: 1}, traits=("Political",))
INQUIRY = sg_card("Inquiry", OBS, cost=1, skills={C: 1}, traits=("Political",))


def test_alliance_of_system_lords_stops_an_adversary_when_a_character_is_assigned() -> None:
    game = begin(villain=[ALLIANCE, GUARD])
    guard = uid(game, "Guard", VILLAIN_P)
    ops.put_in_play(game, guard)
    alliance = uid(game, "Alliance of System Lords", VILLAIN_P)
    game.apply(Assign(hero(game, "Fixture Leader")))
    assert PlayCard(alliance) not in game.legal_actions()
    game.apply(PlayCard(alliance, (guard,)))
    assert game.status_name(guard) == "stopped"
    assert game.power(VILLAIN_P) == 9 - 1 + 2


@pytest.mark.parametrize("adversary", [True, False])
def test_alliance_of_system_lords_with_nobody_assigned_costs_no_stop(adversary: bool) -> None:
    game = begin(villain=[ALLIANCE, GUARD])
    if adversary:
        ops.put_in_play(game, uid(game, "Guard", VILLAIN_P))
    villain_plays(game, "Alliance of System Lords")
    assert game.power(VILLAIN_P) == 9 - 1 + 2


def test_alliance_of_system_lords_without_an_adversary_to_stop_is_not_playable() -> None:
    game = begin(villain=[ALLIANCE])
    game.apply(Assign(hero(game, "Fixture Leader")))
    alliance = uid(game, "Alliance of System Lords", VILLAIN_P)
    assert not legal_of(game, PlayCard, alliance)


def test_loyal_subjects_ruling_discards_two_cards_as_played_and_gains_one_power() -> None:
    game = begin(villain=[LOYAL])
    villain_plays(game, "Loyal Subjects")
    hand = game.hand(VILLAIN_P)
    game.apply(ChooseMany(hand[:2]))
    assert set(hand[:2]) <= set(game.discard_pile(VILLAIN_P))
    assert game.power(VILLAIN_P) == 9 + 1


def test_loyal_subjects_may_discard_an_obstacle_with_dominion_instead() -> None:
    game = begin(villain=[LOYAL, HOLD])
    villain_plays(game, "Loyal Subjects")
    game.apply(Choose(1))
    hold = uid(game, "Hold", VILLAIN_P)
    game.apply(Choose(hold))
    assert game.zone_name(hold) == "discard" and game.power(VILLAIN_P) == 9 + 1


def test_loyal_subjects_without_cards_to_discard_is_not_playable() -> None:
    game = begin(villain=[LOYAL, IDOL])
    keep = {uid(game, "Loyal Subjects", VILLAIN_P), uid(game, "Idol", VILLAIN_P)}
    for card in game.hand(VILLAIN_P):
        if card not in keep:
            ops.to_discard(game, card)
    game.apply(Pass())
    assert PlayCard(uid(game, "Loyal Subjects", VILLAIN_P)) not in game.legal_actions()


def _payoff_on_the_scholar() -> StargateGame:
    game = begin(villain=[PAYOFF, INQUIRY])
    villain_plays(game, "Payoff")
    fail(game)
    game.apply(Choose(hero(game, "Fixture Scholar")))
    drive(game, lambda g: g.phase == "deciding to continue")
    game.apply(Continue())
    return game


@pytest.mark.parametrize("pay", [True, False])
def test_payoff_political_obstacles_cost_the_holder_a_power_or_a_stop(pay: bool) -> None:
    game = _payoff_on_the_scholar()
    payoff = uid(game, "Payoff", VILLAIN_P)
    assert payoff in game.state.beneath[hero(game, "Fixture Scholar")]
    power = game.power(HERO_P)
    villain_plays(game, "Inquiry")
    assert game.to_act == HERO_P
    game.apply(Choose(0) if pay else Decline())
    assert game.power(HERO_P) == power - (1 if pay else 0)
    assert where(game, "Fixture Scholar") == ("ready" if pay else "stopped")


def test_payoff_is_destroyed_when_its_holder_succeeds() -> None:
    game = _payoff_on_the_scholar()
    for title in ("Fixture Scholar", "Fixture Leader"):  # Culture 3 + 1 >= 3
        game.apply(Assign(hero(game, title)))
        game.apply(Pass())
    game.apply(Pass())
    assert game.zone_name(uid(game, "Payoff", VILLAIN_P)) == "discard"


def test_payoff_success_places_nothing() -> None:
    game = begin(villain=[PAYOFF], first=EASY)
    game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "Payoff")
    fail(game)
    assert game.pending_decision is None


# --- dominion given by text, Adrian Conrad's revive (batch 6) ---

OCCUPATION = real("Occupation Force", OBS, cost=1, skills={B: 1}, traits=("Jaffa",))
ZIPACNA = real("Zipacna (Cunning Servant)", ADV, cost=1, skills={B: 1}, revive=2,
               traits=("Goa'uld",))


@pytest.mark.parametrize(("adversary", "dominion"), [("Guard", True), ("Serpent", False)])
def test_occupation_force_dominion_with_a_jaffa_adversary_at_the_mission(
        adversary: str, dominion: bool) -> None:
    game = begin(villain=[OCCUPATION, GUARD, SERPENT])
    villain_plays(game, adversary, "Occupation Force")
    fail(game)
    drive(game, lambda g: any(isinstance(a, Score) for a in g.legal_actions()))
    score = Score(uid(game, adversary, VILLAIN_P), uid(game, "Occupation Force", VILLAIN_P))
    assert (score in game.legal_actions()) is dominion


@pytest.mark.parametrize("used", [True, False])
def test_zipacna_gives_a_goauld_obstacle_dominion(used: bool) -> None:
    game = begin(villain=[ZIPACNA, SERPENT, IDOL])
    ops.put_in_play(game, uid(game, "Zipacna", VILLAIN_P))
    villain_plays(game, "Serpent", "Idol")
    idol, zipacna = uid(game, "Idol", VILLAIN_P), uid(game, "Zipacna", VILLAIN_P)
    if used:
        game.apply(Pass())
        game.apply(ActivateAbility(zipacna, 0, target=idol))
        assert game.status_name(zipacna) == "stopped"
    fail(game)
    drive(game, lambda g: any(isinstance(a, Score) for a in g.legal_actions()))
    assert (Score(uid(game, "Serpent", VILLAIN_P), idol) in game.legal_actions()) is used


def test_erebus_commander_counts_dominion_given_by_text() -> None:
    game = begin(villain=[EREBUS, OCCUPATION])
    villain_plays(game, "Erebus Commander", "Occupation Force")
    # Erebus is a Jaffa adversary: assigned, he gives Occupation Force dominion.
    assert game.mission_difficulty() == 3 + 1 + 1 + 1


@pytest.mark.parametrize(("success", "take"), [(False, True), (False, False), (True, False)])
def test_adrian_conrad_revived_at_a_failed_mission_may_return_to_hand(success: bool,
                                                                       take: bool) -> None:
    game = begin(villain=[CONRAD], first=EASY if success else None)
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
    game.apply(PlayCard(uid(game, "Adrian Conrad", VILLAIN_P)) if success else Pass())
    if not success:
        game.apply(PlayCard(uid(game, "Adrian Conrad", VILLAIN_P)))
    conrad = uid(game, "Adrian Conrad", VILLAIN_P)
    game.apply(Decline())  # no block
    villain_plays(game, "Adrian Conrad")
    fail(game)
    game.apply(Revive(conrad))
    if not success:
        game.apply(Choose(conrad) if take else Decline())
    assert game.pending_decision is None
    assert (conrad in game.hand(VILLAIN_P)) is take


NERUS = real("Nerus (Agent of the Ori)", ADV, cost=1, skills={B: 1}, revive=2,
             traits=("Goa'uld", "Ori"))


@pytest.mark.parametrize("pay", [True, False])
def test_nerus_ruling_before_the_first_mission_may_pay_to_look_at_the_next_one(pay: bool) -> None:
    game = begin([NERUS])  # the hero of turn 1 holds him: the villain of turn 2
    nerus = hero(game, "Nerus")
    ops.put_in_play(game, nerus)
    drive(game, lambda g: g.pending_decision is not None or g.turn == 3)
    assert game.turn == 2 and game.to_act == HERO_P
    power = game.power(HERO_P)
    game.apply(Choose(0) if pay else Decline())
    assert game.status_name(nerus) == ("stopped" if pay else "ready")
    assert game.power(HERO_P) == power - (3 if pay else 0)
    if pay:
        top = game.state.players[VILLAIN_P].missions[-1]
        assert options(game) == {top}
        seen = game.observation(VILLAIN_P).pending
        assert seen is not None and set(seen.options) == {-1}
        game.apply(Decline())
    assert game.pending_decision is None


def test_nerus_in_his_owners_hero_turn_is_not_asked() -> None:
    game = begin(villain=[NERUS])
    ops.put_in_play(game, uid(game, "Nerus", VILLAIN_P))
    drive(game, lambda g: g.pending_decision is not None or g.turn == 3)
    assert game.turn == 3


ENDURING = real("Enduring Evil", OBS, cost=1, skills={B: 1})


@pytest.mark.parametrize("scored", [True, False])
def test_enduring_evil_takes_an_adversary_from_the_score_pile_into_hand(scored: bool) -> None:
    game = begin(villain=[ENDURING, GUARD, SERPENT, IDOL])
    guard = uid(game, "Guard", VILLAIN_P)
    ops.to_score_pile(game, uid(game, "Idol", VILLAIN_P))  # not an adversary
    for card in (guard, uid(game, "Serpent", VILLAIN_P)):
        (ops.to_score_pile if scored else ops.to_discard)(game, card)
    villain_plays(game, "Enduring Evil")
    if scored:
        assert options(game) == {guard, uid(game, "Serpent", VILLAIN_P)}
        game.apply(Choose(guard))
    assert game.pending_decision is None
    assert (guard in game.hand(VILLAIN_P)) is scored
    assert uid(game, "Idol", VILLAIN_P) in game.score_pile(VILLAIN_P)


TIME_DILATION = real("Time Dilation", OBS, cost=1, skills={B: 1})


@pytest.mark.parametrize("success", [False, True])
def test_time_dilation_failure_the_opponent_skips_his_next_turn(success: bool) -> None:
    game = begin(villain=[TIME_DILATION], first=EASY if success else None)
    if success:
        game.apply(Assign(hero(game, "Fixture Leader")))
    villain_plays(game, "Time Dilation")
    fail(game)
    drive(game, at_actions_of_turn(2))
    assert game.hero == VILLAIN_P
    drive(game, at_actions_of_turn(3))
    assert game.hero == (VILLAIN_P if not success else HERO_P)
    drive(game, at_actions_of_turn(4))
    assert game.hero == (HERO_P if not success else VILLAIN_P)


APPROACHING = real("Approaching Swarm", OBS, cost=1, skills={B: 1}, traits=("Replicator",))


@pytest.mark.parametrize(("other_card", "gain"), [("Approaching Swarm", 2), ("Swarm", 1)])
def test_approaching_swarm_counts_as_two_replicators(other_card: str, gain: int) -> None:
    game = begin(villain=[RANKS, APPROACHING, SWARM])
    villain_plays(game, other_card, "Building the Ranks")
    assert game.power(VILLAIN_P) == 9 - 2 + gain


INFESTED = real("Infested Ships", OBS, cost=1, skills={B: 1}, traits=("Replicator",))


@pytest.mark.parametrize(("other_card", "counted"), [("Approaching Swarm", 2), ("Swarm", 1)])
def test_approaching_swarm_counts_as_two_for_another_sets_count_too(other_card: str,
                                                                   counted: int) -> None:
    """The Base Set's Infested Ships counts it as the System Lords cards do."""
    game = begin(villain=[INFESTED, APPROACHING, SWARM])
    villain_plays(game, other_card, "Infested Ships")
    assert game.mission_difficulty() == 3 + 1 + 1 + counted


@pytest.mark.parametrize("bottom", [True, False])
def test_nerus_offered_again_when_the_opponent_continues_to_another_mission(
        bottom: bool) -> None:
    from stargate_vcg.engine.stargate import Continue

    game = begin(villain=[NERUS])  # the villain of turn 1 holds him
    nerus = uid(game, "Nerus", VILLAIN_P)
    ops.put_in_play(game, nerus)
    game._version += 1  # set up outside the actions
    drive(game, lambda g: Continue() in g.legal_actions())
    assert game.turn == 1 and game.pending_decision is None
    pile = list(game.state.players[HERO_P].missions)
    game.apply(Continue())
    assert game.to_act == VILLAIN_P and game.pending_decision is not None
    assert game.state.players[HERO_P].missions == pile  # not played yet
    game.apply(Choose(0))  # pay 3 power, stopping Nerus
    assert game.status_name(nerus) == "stopped"
    assert options(game) == {pile[-1]}
    game.apply(Choose(pile[-1]) if bottom else Decline())
    assert game.state.mission == (pile[-2] if bottom else pile[-1])


def test_nerus_not_offered_when_his_owner_continues() -> None:
    from stargate_vcg.engine.stargate import Continue

    game = begin([NERUS])  # the hero of turn 1 holds him
    ops.put_in_play(game, hero(game, "Nerus"))
    game._version += 1  # set up outside the actions
    drive(game, lambda g: Continue() in g.legal_actions())
    assert game.turn == 1
    game.apply(Continue())
    assert game.pending_decision is None and game.state.mission >= 0
