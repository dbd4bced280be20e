"""System Lords adversaries and obstacles (effects/system_lords/villains.py), each played:
the text happens, and does not when its condition fails. Fixture printings with the real
card ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Continue,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
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

MARINE = sg_card("Marine", CardType.SUPPORT_CHARACTER, "Corporal", cost=1, skills={B: 2})
MEDIC = sg_card("Medic", CardType.SUPPORT_CHARACTER, "Nurse", cost=1, skills={B: 1, C: 1})
EASY = mission("Easy Mission", B, 1)
SPARE = mission("Spare Mission", C, 3)
THIRD = mission("Third Mission", S, 3)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    """Combat 3 first (unless `first`), then the spare and a third mission."""
    return scenario(hero or [], villain or [],
                    missions=[first or mission("Test Mission", B, 3), SPARE, THIRD],
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


def resolve(game: StargateGame, *titles: str) -> None:
    """The hero assigns these characters (the villain passing), then both pass."""
    for title in titles:
        game.apply(Assign(uid(game, title, HERO_P)))
        game.apply(Pass())
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())


def _scored_after_failure(adversary: str, score: bool,
                          hero: list[StargateCard] | None = None) -> StargateGame:
    game = start(hero, [APOPHIS, BAAL])
    hero_then_villain(game, adversary, *(c.title for c in hero or []), assign=True)
    resolve(game)
    card = uid(game, adversary, VILLAIN_P)
    game.apply(Score(card) if score else DestroyAdversary(card))
    return game


def test_apophis_scored_the_opponent_may_destroy_two_support_characters() -> None:
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
def test_herak_assigned_may_destroy_an_assigned_support_character(destroy: bool) -> None:
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
def test_cut_off_may_return_a_support_character_to_hand(send_back: bool) -> None:
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
        while game.phase != "deciding to continue":
            game.apply(game.legal_actions()[0])
        game.apply(Continue())
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


def _ob(name: str, cost: int = 1, *traits: str) -> StargateCard:
    return real(name, OBS, cost=cost, skills={B: 1}, traits=traits)


def _adv(name: str, *traits: str, cost: int = 1, revive: int = 2) -> StargateCard:
    return real(name, ADV, cost=cost, skills={B: 1}, revive=revive, traits=traits)


FOOTHOLD = _ob("Alien Foothold")
CAUGHT = _ob("Caught Off Guard", 1, "Ori")
CAVE_IN = _ob("Cave-In")
CRITICAL = _ob("Critical Wound")
DEEP_SCAN = _ob("Deep Memory Scan")
PAPERWORK = _ob("Paperwork", 1, "Political")
PROGRAMMED = _ob("Programmed", 1, "Goa'uld")
RIGGED = _ob("Rigged Explosives")
UNAS = _ob("Unas Attack")
UNFORESEEN = _ob("Unforeseen Consequences", 1, "Goa'uld")
GALACTIC = _ob("Galactic Threat", 1, "Goa'uld")
CONTAINMENT = _ob("Containment Field")
REBUFFED = _ob("Rebuffed", 1, "Ori")
SPREADING = _ob("Spreading Fear", 1, "Jaffa")
NOT_WHAT = _ob("Not What He Appears", 1, "Goa'uld")
CONTINGENT = _ob("Full Contingent", 3, "Jaffa")
FRAMED = _ob("Framed for Murder")
GLIDER = _ob("Glider Strafing Run", 1, "Jaffa")
TAKEN = _ob("Taken in Secret", 1, "Goa'uld")
HORUS = _ob("Horus Guard", 1, "Jaffa")
ZPM = _ob("Booby-Trapped Z.P.M.", 1, "Goa'uld")
FEEDBACK = _ob("Energy Feedback")
CONTAGION = _ob("Ancient Contagion", 1, "Disease")
ADVANCING = _ob("Advancing Line", 1, "Jaffa")
FEARING = _ob("Fearing a Return", 1, "Goa'uld")
ONSET = _ob("Sudden Onset", 1, "Disease")
EPIDEMIC = _ob("Epidemic", 1, "Disease")
RANKS = _ob("Building the Ranks", 1, "Replicator")
ESCAPE = _ob("Blocked Escape", 1, "Replicator")
INVASION = _ob("Mind Invasion", 1, "Replicator")
EXPOSURE = _ob("Risk of Exposure", 0, "Political")
STANDOFF = _ob("Standoff", 0, "Goa'uld")
KNEEL = _ob("Kneel Before Your God", 1, "Goa'uld", "Jaffa")
NISHTA = _ob("Nish'ta", 1, "Goa'uld")
IN_FIGHTING = _ob("In-Fighting")
MEMORY_STAMP = _ob("Memory Stamp")
ENTRANCED = _ob("Entranced", 1, "Goa'uld", "Disease")
AGING = _ob("Rapid Aging", 1, "Disease")
REVOLUTIONARIES = _ob("Revolutionaries", 1, "Political")
BLACKMAILED = _ob("Blackmailed", 1, "Political")
PRISONERS = _ob("Prisoners of the Jaffa", 1, "Jaffa")
BACKSTABBED = _ob("Backstabbed", 1, "Jaffa")
BURIED = _ob("Buried Gate")
RECOGNIZED = _ob("Recognized", 1, "Goa'uld")
SCENARIOS = _ob("Scenarios of the Keeper")
CUSTOMS = _ob("Unfamiliar Customs")
LIVING_BOMB = _ob("Living Bomb", 1, "Goa'uld")

OSIRIS = _adv("Osiris (Agent of Anubis)", "Goa'uld")
THOTH = _adv("Thoth (Servant of Anubis)", "Goa'uld")
TILVAK = _adv("Til'Vak (Servant of Baal)", "Jaffa")
AMONET = _adv("Amonet (Cherished Queen)", "Goa'uld")
RAPHAEL = _adv("Raphael (Honduran Terrorist)", "Political")
KEEPER = _adv("The Keeper (Guardian)")

RIFLE = sg_card("Rifle", GEAR, cost=1)
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
LIBRA = mission("Libra Place", C, 3, glyph=Glyph.LIBRA)


def begin(hero: list[StargateCard] | None = None,
          villain: list[StargateCard] | None = None, *in_play: str,
          first: StargateCard | None = None, power: int = 9) -> StargateGame:
    """`start`, plus these hero (or villain) cards straight from hand into play."""
    game = scenario(hero or [], villain or [],
                    missions=[first or mission("Test Mission", B, 3), SPARE, LIBRA],
                    power=power, pad=30)
    for title in in_play:
        ops.put_in_play(game, uid(game, title))
    return game


def villain_plays(game: StargateGame, *titles: str) -> None:
    """The hero passes before each villain action: the villain plays each card, and
    assigns an adversary (in play already, or just played)."""
    for title in titles:
        card = uid(game, title, VILLAIN_P)
        if game.zone_name(card) == "hand":
            game.apply(Pass())
            game.apply(PlayCard(card))
        if game.card(card).type is ADV:
            game.apply(Pass())
            game.apply(Assign(card))


def fail(game: StargateGame) -> None:
    game.apply(Pass())
    game.apply(Pass())


def hero(game: StargateGame, title: str) -> int:
    return uid(game, title, HERO_P)


def where(game: StargateGame, title: str) -> str:
    """A hero card's status in play, else its zone."""
    card = hero(game, title)
    zone = game.zone_name(card)
    return game.status_name(card) if zone == "in play" else zone


def options(game: StargateGame) -> set[int]:
    return {a.option for a in game.legal_actions() if isinstance(a, Choose)}


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
    (THOTH, [], VILLAIN_P, None, None),
], ids=lambda v: getattr(v, "title", None))
def test_failure_hurts_one_hero_card(card: StargateCard, cards: list[StargateCard],
                                     chooser: int, target: str | None,
                                     after: str | None) -> None:
    game = begin(cards, [card], *(c.title for c in cards))
    villain_plays(game, card.title)
    fail(game)
    if target is None:
        return
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
