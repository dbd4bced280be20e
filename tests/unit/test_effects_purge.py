"""Cards that purge (session 8 sp-purge), each played: the effect happens, and does not
when its condition fails. Ruling (README "Rules coverage and rulings"): a purged card is
removed from the game, to its owner's purged pile. Fixture printings with the real card
ids; player 0 is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, MARINE, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, legal_of, villain_assigns
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Continue,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.actions import ChooseMany

ADV, OBS, EVT = CardType.ADVERSARY, CardType.OBSTACLE, CardType.EVENT
SUP, GEAR = CardType.SUPPORT_CHARACTER, CardType.GEAR

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

GOAULD = sg_card("Goa'uld Lord", ADV, "Fixture", cost=1, skills={B: 1}, revive=2,
                 traits=("Goa'uld",))
THUG = sg_card("Thug", ADV, "Fixture", cost=1, skills={B: 1}, revive=2)


def start(hero: list[StargateCard] | None = None, villain: list[StargateCard] | None = None,
          difficulty: int = 3, power: int = 9, skill: object = B,
          missions: list[StargateCard] | None = None) -> StargateGame:
    first = mission("Test Mission", skill, difficulty)  # type: ignore[arg-type]
    return scenario(hero or [], villain or [],
                    missions=missions or [first, SPARE],
                    power=power, pad=30)


def in_play(game: StargateGame, player: int, *titles: str) -> None:
    for t in titles:
        ops.put_in_play(game, uid(game, t, player))
    game._version += 1


def purged(game: StargateGame, card: int) -> bool:
    return game.zone_name(card) == "purged" and card in game.purged_pile(
        game.facts[card].owner)


# --- the zone ---

def test_purge_removes_a_card_from_play_to_its_owners_purged_pile() -> None:
    game = start([MARINE])
    marine = uid(game, "Marine", HERO_P)
    in_play(game, HERO_P, "Marine")
    assert ops.purge(game, marine)
    assert purged(game, marine)
    assert marine not in game.discard_pile(HERO_P)
    assert game.observation(VILLAIN_P).players[HERO_P].purged == (marine,)  # public
    assert not ops.purge(game, marine)  # once only
    twin = game.clone()
    assert twin.snapshot() == game.snapshot()
    ops.to_hand(game, marine)  # only card text takes it back
    assert game.purged_pile(HERO_P) == ()
    assert twin.snapshot() != game.snapshot()


def test_a_purged_supporter_leaves_play_as_a_destroyed_one_does() -> None:
    from stargate_vcg.cards import Glyph

    game = start([MARINE], missions=[TEST_MISSION,
                                     mission("Libra Place", C, 3, glyph=Glyph.LIBRA)])
    marine = uid(game, "Marine", HERO_P)
    libra = uid(game, "Libra Place", HERO_P)
    in_play(game, HERO_P, "Marine")
    ops.place_glyph(game, libra, marine)
    ops.block(game, marine)
    ops.purge(game, marine)
    assert purged(game, marine)
    assert game.zone_name(libra) == "mission pile"  # its glyph to the bottom of the pile
    assert not game.is_blocked(marine)
    assert game.log_entries[-1].kind == "purged"


def test_a_purged_card_is_not_discarded_no_discard_event() -> None:
    game = start([MARINE])
    marine = uid(game, "Marine", HERO_P)
    ops.purge(game, marine)  # from the hand
    assert purged(game, marine)
    assert not any(e.kind in ("discard", "destroy") for e in game.log_entries)


# --- Epilogue: purged from the hand ---

OSIRIS = real("Osiris (Power Seeker)", ADV, cost=4, skills={C: 3, S: 2, B: 2}, revive=4,
              traits=("Goa'uld",))
HATHOR = real("Hathor (Puppet Master)", ADV, cost=3, skills={S: 2, B: 2, I: 3}, revive=4,
              traits=("Goa'uld",))


@pytest.mark.parametrize("goauld", [True, False])
def test_osiris_purged_from_hand_gains_two_with_a_goauld_adversary_assigned(
        goauld: bool) -> None:
    game = start(villain=[OSIRIS, GOAULD, THUG])
    osiris = uid(game, "Osiris", VILLAIN_P)
    villain_assigns(game, "Goa'uld Lord" if goauld else "Thug")
    before = game.power(VILLAIN_P)
    game.apply(Pass())
    game.apply(ActivateAbility(osiris, 0))
    assert purged(game, osiris)
    assert game.power(VILLAIN_P) == before + (2 if goauld else 0)


@pytest.mark.parametrize("goauld", [True, False])
def test_osiris_purged_for_three_destroys_a_support_character(goauld: bool) -> None:
    game = start([MARINE], [OSIRIS, GOAULD, THUG])
    in_play(game, HERO_P, "Marine")
    osiris, marine = uid(game, "Osiris", VILLAIN_P), uid(game, "Marine", HERO_P)
    villain_assigns(game, "Goa'uld Lord" if goauld else "Thug")
    game.apply(Pass())
    before = game.power(VILLAIN_P)
    game.apply(ActivateAbility(osiris, 1))
    assert purged(game, osiris)
    assert game.power(VILLAIN_P) == before - 3
    assert (game.zone_name(marine) == "discard") is goauld


def test_hathor_purged_stops_a_team_character() -> None:
    game = start(villain=[HATHOR])
    hathor = uid(game, "Hathor", VILLAIN_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(ActivateAbility(hathor, 0))
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert purged(game, hathor)
    assert game.status_name(leader) == "stopped"
    assert game.power(VILLAIN_P) == 9 - 3


@pytest.mark.parametrize("stopped", [True, False])
def test_hathor_incapacitating_costs_one_less_per_stopped_supporter(stopped: bool) -> None:
    game = start([MARINE], [HATHOR])
    in_play(game, HERO_P, "Marine")
    if stopped:
        ops.stop(game, uid(game, "Marine", HERO_P))
        game._version += 1
    hathor = uid(game, "Hathor", VILLAIN_P)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Pass())
    game.apply(ActivateAbility(hathor, 1))
    if game.pending_decision is not None:
        game.apply(Choose(leader))
    assert purged(game, hathor)
    assert game.status_name(leader) == "incapacitated"
    assert game.power(VILLAIN_P) == 9 - (5 if stopped else 6)


# --- events that purge themselves ---

INSPIRATION = real("Inspiration", EVT, cost=2, traits=("SGC",))
ANY_SECOND = real("Any Second Now", EVT, cost=0, traits=("SGC",))
REMEMBERING = real("Remembering Heroes", EVT, cost=0)
PRICEY = sg_card("Pricey Kit", GEAR, cost=4)
CHEAP = sg_card("Cheap Kit", GEAR, cost=1)


@pytest.mark.parametrize(("discarded", "taken"), [("Pricey Kit", True), ("Marine", False)])
def test_inspiration_takes_a_cheaper_hero_card_back_and_is_purged(discarded: str,
                                                                  taken: bool) -> None:
    game = start([INSPIRATION, PRICEY, MARINE, CHEAP])
    cheap = uid(game, "Cheap Kit", HERO_P)
    ops.discard_from_hand(game, cheap)
    game._version += 1
    insp = uid(game, "Inspiration", HERO_P)
    game.apply(PlayCard(insp))
    game.apply(Choose(uid(game, discarded, HERO_P)))  # the discard that pays
    if game.pending_decision is not None:
        game.apply(Choose(cheap))
    assert (cheap in game.hand(HERO_P)) is taken
    assert purged(game, insp)


def test_inspiration_needs_another_card_to_discard() -> None:
    game = start([INSPIRATION])
    for c in game.hand(HERO_P):
        if c != uid(game, "Inspiration", HERO_P):
            ops.discard_from_hand(game, c)
    game._version += 1
    assert PlayCard(uid(game, "Inspiration", HERO_P)) not in game.legal_actions()


def test_any_second_now_only_after_the_opponents_pass() -> None:
    game = start([ANY_SECOND, MARINE])
    card = uid(game, "Any Second Now", HERO_P)
    assert PlayCard(card) not in game.legal_actions()  # the hero acts first
    game.apply(PlayCard(uid(game, "Marine", HERO_P)))
    game.apply(Pass())  # the villain passes: the hero may play it
    assert PlayCard(card) in game.legal_actions()
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(PlayCard(card))
    assert len(game.hand(HERO_P)) == hand - 1 + 1
    assert game.power(HERO_P) == power + 1
    assert purged(game, card)


@pytest.mark.parametrize("lost", [True, False])
def test_remembering_heroes_gains_one_if_a_character_was_destroyed(lost: bool) -> None:
    game = start([REMEMBERING, MARINE])
    in_play(game, HERO_P, "Marine")
    if lost:
        ops.destroy(game, uid(game, "Marine", HERO_P))
        game._version += 1
    card = uid(game, "Remembering Heroes", HERO_P)
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(PlayCard(card))
    assert game.power(HERO_P) == power + (1 if lost else 0)
    assert len(game.hand(HERO_P)) == hand
    assert purged(game, card)


def test_remembering_heroes_gains_one_after_a_failed_mission() -> None:
    game = start([REMEMBERING], difficulty=20)
    game.apply(Pass())
    game.apply(Pass())  # the mission fails
    game.apply(Continue())  # the next mission (its actions: the hero first)
    card = uid(game, "Remembering Heroes", HERO_P)
    power = game.power(HERO_P)
    game.apply(PlayCard(card))
    assert game.power(HERO_P) == power + 1
    assert purged(game, card)


# --- purging cards in play, in discard piles; retrieving them ---

MORGAN = real("Morgan le Fay (Ganos Lal, Unleashed)", SUP, cost=6, skills={C: 3, S: 3},
              traits=("Ancient",))
ORI_PRIOR = sg_card("Ori Prior", ADV, "Fixture", cost=1, skills={B: 1}, revive=2,
                    traits=("Ori",))


@pytest.mark.parametrize("ori", [True, False])
def test_morgan_le_fay_purges_herself_and_an_ori_adversary(ori: bool) -> None:
    game = start([MORGAN], [ORI_PRIOR, THUG])
    in_play(game, HERO_P, "Morgan le Fay")
    morgan = uid(game, "Morgan le Fay", HERO_P)
    game.apply(Pass())
    foe = villain_play(game, "Ori Prior" if ori else "Thug")
    use = ActivateAbility(morgan, 1)
    assert (use in game.legal_actions()) is ori
    if ori:
        game.apply(use)
        assert purged(game, morgan) and purged(game, foe)


def villain_play(game: StargateGame, title: str) -> int:
    card = uid(game, title, VILLAIN_P)
    game.apply(PlayCard(card))
    return card


SUPPRESSING = real("Suppressing DIssidence", OBS, cost=4, skills={C: 3, S: 2, B: 2},
                   traits=("Ori",))


@pytest.mark.parametrize("difficulty", [20, 1])
def test_suppressing_dissidence_failure_purges_x_cards_of_the_hero_discard_pile(
        difficulty: int) -> None:
    game = start([MARINE, PRICEY, CHEAP], [SUPPRESSING], difficulty=difficulty,
                 missions=[mission("Test Mission", B, difficulty, experience=2),
                           SPARE])
    for t in ("Marine", "Pricey Kit", "Cheap Kit"):
        ops.discard_from_hand(game, uid(game, t, HERO_P))
    game._version += 1
    game.apply(Pass())
    villain_play(game, "Suppressing DIssidence")
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    while game.pending_decision is not None:  # the stops, then the purge (two cards)
        d = game.pending_decision
        game.apply(Choose(d.options[0]) if d.most == 1 else ChooseMany(d.options[:d.most]))
    assert len(game.purged_pile(HERO_P)) == (2 if difficulty == 20 else 0)
    assert len(game.discard_pile(HERO_P)) >= 1


OSRIC = real("Osric (Pretender)", ADV, cost=3, skills={C: 2, I: 2, B: 0}, revive=3)


@pytest.mark.parametrize("drain", [True, False])
def test_osric_success_may_drain_to_purge_him_and_play_an_adversary(drain: bool) -> None:
    game = start(villain=[OSRIC, THUG], difficulty=1)
    osric = villain_assigns(game, "Osric")
    if game.pending_decision is not None:
        game.apply(Decline())  # not difficulty 2
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # the hero succeeds
    thug = uid(game, "Thug", VILLAIN_P)
    discards = len(game.discard_pile(VILLAIN_P))
    game.apply(Choose(0) if drain else Decline())
    if drain:
        game.apply(Choose(thug))  # the adversary played at no cost
    assert purged(game, osric) is drain
    assert (game.zone_name(thug) == "in play") is drain
    assert len(game.discard_pile(VILLAIN_P)) >= discards + (3 if drain else 0)


CASSIUS = real("Cassius (Asuran Sentry)", ADV, cost=2, skills={B: 2, I: 2}, revive=3,
               traits=("Replicator",))


@pytest.mark.parametrize("difficulty", [20, 1])
def test_cassius_failure_purges_a_card_of_the_hero_discard_pile(difficulty: int) -> None:
    game = start([MARINE], [CASSIUS], difficulty=difficulty)
    marine = uid(game, "Marine", HERO_P)
    ops.discard_from_hand(game, marine)
    game._version += 1
    villain_assigns(game, "Cassius")
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    assert purged(game, marine) is (difficulty == 20)


GRISLY = real("Grisly Discovery", OBS, cost=1, skills={C: 2, S: 2}, traits=("Goa'uld",))


@pytest.mark.parametrize("take", [2, 0])
def test_grisly_discovery_purges_up_to_two_hero_characters_discarded(take: int) -> None:
    game = start([MARINE, LONER, PRICEY], [GRISLY], skill=C)
    cards = [uid(game, t, HERO_P) for t in ("Marine", "Loner", "Pricey Kit")]
    for c in cards:
        ops.discard_from_hand(game, c)
    game._version += 1
    game.apply(Pass())
    villain_play(game, "Grisly Discovery")
    d = game.pending_decision
    assert d is not None and set(d.options) == set(cards[:2])  # characters only
    if take:
        game.apply(Choose(cards[0]))  # one at a time
        game.apply(Choose(cards[1]))
    else:
        game.apply(Decline())
    assert len(game.purged_pile(HERO_P)) == take


LONER = sg_card("Loner", SUP, "Drifter", cost=1, skills={B: 1})
ERASING = real("Erasing Heresy", OBS, cost=4, skills={C: 3, B: 2, I: 2}, traits=("Ori",))


@pytest.mark.parametrize("difficulty", [20, 1])
def test_erasing_heresy_failure_purges_a_card_and_its_copies(difficulty: int) -> None:
    game = start([MARINE, MARINE, MARINE], [ERASING], difficulty=difficulty)
    marines = [c for c in game.hand(HERO_P) if game.facts[c].title == "Marine"]
    ops.discard_from_hand(game, marines[0])
    game._version += 1
    game.apply(Pass())
    heresy = villain_play(game, "Erasing Heresy")
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    failed = difficulty == 20
    assert all(purged(game, m) is failed for m in marines)
    assert purged(game, heresy) is failed
    if failed:
        assert game.discard_pile(HERO_P) == ()
        assert len(game.hand(HERO_P)) == 8


HOLD_OFF = real("Hold Off Jaffa Assault (Baal's Observatory)", CardType.MISSION,
                skills={B: 4}, experience=2)


@pytest.mark.parametrize("difficulty", [1, 20])
def test_hold_off_jaffa_assault_success_retrieves_a_purged_card(difficulty: int) -> None:
    easy = HOLD_OFF.model_copy(update={"skills": {B: difficulty}})
    game = start([MARINE], missions=[easy, SPARE])
    marine = uid(game, "Marine", HERO_P)
    ops.purge(game, marine)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    assert (marine in game.hand(HERO_P)) is (difficulty == 1)


VARRO = real("Varro (Penitent Criminal)", SUP, cost=4, skills={S: 1, B: 2})


@pytest.mark.parametrize("take", [True, False])
def test_varro_played_may_retrieve_a_purged_card(take: bool) -> None:
    game = start([VARRO, MARINE])
    marine = uid(game, "Marine", HERO_P)
    ops.purge(game, marine)
    game._version += 1
    game.apply(PlayCard(uid(game, "Varro", HERO_P)))
    game.apply(Choose(marine) if take else Decline())
    assert (marine in game.hand(HERO_P)) is take
    assert purged(game, marine) is not take


SIXTH = real("Sixth (Clean Slate)", ADV, cost=4, skills={C: 1, S: 1, B: 1, I: 1}, revive=2,
             traits=("Replicator",))
ASURAN = sg_card("Asuran", ADV, "Replicator", cost=1, skills={B: 1}, revive=2,
                 traits=("Replicator",))


@pytest.mark.parametrize("purge", [True, False])
def test_sixth_may_purge_herself_to_play_a_replicator_adversary_discarded(
        purge: bool) -> None:
    game = start(villain=[SIXTH, ASURAN])
    asuran = uid(game, "Asuran", VILLAIN_P)
    ops.discard_from_hand(game, asuran)
    game._version += 1
    game.apply(Pass())
    sixth = villain_play(game, "Sixth")
    game.apply(Choose(0) if purge else Decline())
    assert purged(game, sixth) is purge
    assert (game.zone_name(asuran) == "in play") is purge


DARIA = real("Daria Voronkova (Efficient Captain)", CardType.TEAM_CHARACTER, cost=5,
             skills={C: 3, S: 1, B: 0, I: 1}, traits=("Russian",))
COMRADE = sg_card("Comrade", SUP, "Soldier", cost=1, skills={B: 1}, traits=("Russian",))


@pytest.mark.parametrize("russian", [True, False])
def test_daria_voronkova_purges_a_russian_card_for_power_per_glyph(russian: bool) -> None:
    from test_sg_engine_helpers import TEAM

    from stargate_vcg.cards import Glyph

    orion = mission("Orion Place", C, 3, glyph=Glyph.ORION)
    team = [DARIA, *(c for c in TEAM if c.title != "Fixture Scientist")]
    game = scenario([COMRADE if russian else MARINE], [], hero_team=team, power=9, pad=30,
                    missions=[TEST_MISSION, orion])
    daria = uid(game, "Daria Voronkova", HERO_P)
    ops.place_glyph(game, uid(game, "Orion Place", HERO_P), daria)
    kept = uid(game, "Comrade" if russian else "Marine", HERO_P)
    ops.discard_from_hand(game, kept)
    game._version += 1
    use = ActivateAbility(daria, 0)
    assert (use in game.legal_actions()) is russian
    if russian:
        game.apply(use)
        assert purged(game, kept)
        assert game.power(HERO_P) == 9 + 1
        assert use not in game.legal_actions()  # once each turn


ESCAPE_POD = real("Escape Pod", GEAR, cost=2, traits=("Tok'ra", "Jaffa"))
SKIFF = sg_card("Skiff", CardType.SHIP, "Hero Ship", cost=1, firepower=2)


@pytest.mark.parametrize("ship", [True, False])
def test_escape_pod_stops_an_assigned_hero_ship_to_ready_a_character(ship: bool) -> None:
    game = start([ESCAPE_POD, SKIFF])
    in_play(game, HERO_P, "Escape Pod", "Skiff")
    pod, skiff = uid(game, "Escape Pod", HERO_P), uid(game, "Skiff", HERO_P)
    warrior = uid(game, "Fixture Warrior", HERO_P)  # stopped at set-up
    if ship:
        game.apply(Assign(skiff))
        game.apply(Pass())
    uses = legal_of(game, ActivateAbility, pod)
    assert bool(uses) is ship
    if ship:
        game.apply(ActivateAbility(pod, 0, stops=(skiff,)))
        if game.pending_decision is not None:
            game.apply(Choose(warrior))
        assert game.status_name(skiff) == "stopped"
        assert game.status_name(warrior) == "ready"
        assert purged(game, pod)


WRAITH_QUEEN = real("Wraith Queen (Impatient Interrogator)", ADV, cost=4,
                    skills={C: 2, B: 2, I: 3}, revive=3, traits=("Wraith",))
DART = sg_card("Wraith Dart", ADV, "Fixture", cost=1, skills={B: 1}, revive=2,
               traits=("Wraith",))
PRICEY_FOE = sg_card("Pricey Foe", ADV, "Fixture", cost=5, skills={B: 1}, revive=2)


@pytest.mark.parametrize("wraith", [True, False])
def test_wraith_queen_purged_makes_the_hero_drain_and_gains_a_villain_cards_cost(
        wraith: bool) -> None:
    game = start([PRICEY_FOE], [WRAITH_QUEEN, DART, THUG])
    foe = uid(game, "Pricey Foe", HERO_P)
    game.surface.put_on_deck(foe)
    game._version += 1
    queen = uid(game, "Wraith Queen", VILLAIN_P)
    villain_assigns(game, "Wraith Dart" if wraith else "Thug")
    game.apply(Pass())
    discards, power = len(game.discard_pile(HERO_P)), game.power(VILLAIN_P)
    game.apply(ActivateAbility(queen, 0))
    assert purged(game, queen)
    assert len(game.discard_pile(HERO_P)) == discards + (6 if wraith else 4)
    if game.pending_decision is not None:
        game.apply(Choose(foe))
    assert game.power(VILLAIN_P) == power - 2 + 5


OBEROTH = real("Oberoth (Voice of the Asuran)", ADV, cost=3, skills={C: 2, S: 3, B: 2},
               revive=4, traits=("Replicator",))
ASURAN_TOO = sg_card("Asuran Scout", ADV, "Replicator", cost=1, skills={B: 1}, revive=2,
                     traits=("Replicator",))


@pytest.mark.parametrize("mode", [0, 1])
def test_oberoth_purged_drains_per_replicator_for_power_or_threat(mode: int) -> None:
    game = start(villain=[OBEROTH, ASURAN, ASURAN_TOO])
    scout = uid(game, "Asuran Scout", VILLAIN_P)
    game.surface.put_on_deck(scout)
    game._version += 1
    oberoth = uid(game, "Oberoth", VILLAIN_P)
    villain_assigns(game, "Asuran")  # one Replicator card at the mission: drain 1
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(ActivateAbility(oberoth, 0))
    game.apply(Choose(mode))
    assert purged(game, oberoth)
    assert game.power(VILLAIN_P) == power + (1 if mode == 0 else 0)
    assert game.zone_name(scout) == ("discard" if mode == 0 else "hand")


def test_oberoth_purged_drains_nothing_without_replicators() -> None:
    game = start(villain=[OBEROTH, THUG])
    oberoth = uid(game, "Oberoth", VILLAIN_P)
    villain_assigns(game, "Thug")
    game.apply(Pass())
    deck, power = game.deck_size(VILLAIN_P), game.power(VILLAIN_P)
    game.apply(ActivateAbility(oberoth, 0))
    game.apply(Choose(0))
    assert purged(game, oberoth)
    assert (game.deck_size(VILLAIN_P), game.power(VILLAIN_P)) == (deck, power)


# --- revive payments purged or placed beneath ---

SOKAR = real("Sokar (Lord of Hell)", ADV, cost=4, skills={S: 2, I: 2, B: 1}, revive=5,
             traits=("Goa'uld",))
ADRIA = real("Adria (Empowered Leader)", ADV, cost=4, skills={C: 2, S: 2, B: 3}, revive=5,
             traits=("Ori",))


def revived(game: StargateGame, title: str) -> int:
    """The villain plays and assigns the adversary, the hero succeeds, the villain
    revives it (its revive cost paid)."""
    from stargate_vcg.engine.stargate import Revive

    card = villain_assigns(game, title)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    game.apply(Revive(card))
    return card


def test_sokar_revive_payment_is_purged() -> None:
    game = start(villain=[SOKAR], difficulty=1)
    top = game.surface.deck_top_cards(VILLAIN_P, 5)
    discards = len(game.discard_pile(VILLAIN_P))
    sokar = revived(game, "Sokar")
    assert game.status_name(sokar) == "stopped"
    assert game.purged_pile(VILLAIN_P) == top
    assert len(game.discard_pile(VILLAIN_P)) == discards


def test_another_adversarys_revive_payment_is_discarded() -> None:
    game = start(villain=[SOKAR, THUG], difficulty=1)
    in_play(game, VILLAIN_P, "Sokar")
    discards = len(game.discard_pile(VILLAIN_P))
    revived(game, "Thug")
    assert game.purged_pile(VILLAIN_P) == ()
    assert len(game.discard_pile(VILLAIN_P)) == discards + 2


@pytest.mark.parametrize("ready", [True, False])
def test_adria_keeps_her_revive_payment_beneath_and_purges_three_for_power(
        ready: bool) -> None:
    game = start(villain=[ADRIA], difficulty=1)
    top = game.surface.deck_top_cards(VILLAIN_P, 5)
    adria = revived(game, "Adria")
    assert set(game.surface.beneath(adria)) == set(top)
    while game.to_act != VILLAIN_P:
        game.apply(game.legal_actions()[0])
    power = game.power(VILLAIN_P)
    use = ActivateAbility(adria, 0)
    assert use in game.legal_actions()
    game.apply(use)
    game.apply(Choose(0) if ready else Decline())
    assert len(game.purged_pile(VILLAIN_P)) == 3
    assert len(game.surface.beneath(adria)) == 2
    assert game.power(VILLAIN_P) == power + 1
    assert (game.status_name(adria) == "ready") is ready
    assert use not in game.legal_actions()  # fewer than three beneath now


# --- purged instead of placed in a discard pile ---

METICULOUS = real("Meticulous Research", EVT, cost=1)


def test_meticulous_research_played_draws_then_gains_one_and_is_purged() -> None:
    game = start([METICULOUS])
    card = uid(game, "Meticulous Research", HERO_P)
    hand, power = len(game.hand(HERO_P)), game.power(HERO_P)
    game.apply(PlayCard(card))
    assert len(game.hand(HERO_P)) == hand
    assert game.power(HERO_P) == power - 1 + 1
    assert purged(game, card)


@pytest.mark.parametrize("title", ["Meticulous Research", "Marine"])
def test_meticulous_research_discarded_from_hand_gains_one_and_is_purged(title: str) -> None:
    game = start([METICULOUS, MARINE])
    card = uid(game, title, HERO_P)
    power = game.power(HERO_P)
    ops.discard_from_hand(game, card)
    research = title == "Meticulous Research"
    assert purged(game, card) is research
    assert (card in game.discard_pile(HERO_P)) is not research
    assert game.power(HERO_P) == power + (1 if research else 0)


DESTRUCTION = real("Destruction of Evidence", OBS, cost=2, skills={C: 1, S: 1, I: 1},
                   traits=("Political",))


@pytest.mark.parametrize("at_mission", [True, False])
def test_destruction_of_evidence_purges_the_heros_cards_instead_of_discarding(
        at_mission: bool) -> None:
    game = start([MARINE, CHEAP], [DESTRUCTION, THUG], skill=C)
    in_play(game, HERO_P, "Marine")
    if at_mission:
        game.apply(Pass())
        villain_play(game, "Destruction of Evidence")
    marine, cheap = uid(game, "Marine", HERO_P), uid(game, "Cheap Kit", HERO_P)
    thug = uid(game, "Thug", VILLAIN_P)
    ops.destroy(game, marine)
    ops.discard_from_hand(game, cheap)
    ops.discard_from_hand(game, thug)  # the villain's own card: discarded
    assert purged(game, marine) is at_mission
    assert purged(game, cheap) is at_mission
    assert thug in game.discard_pile(VILLAIN_P)


REPEL = real("Repel Replicator Swarm (The Odyssey)", CardType.MISSION, skills={B: 3},
             experience=1)


@pytest.mark.parametrize("current", [True, False])
def test_repel_replicator_swarm_purges_its_players_cards_instead_of_discarding(
        current: bool) -> None:
    first = REPEL if current else TEST_MISSION
    game = start([MARINE], [THUG], missions=[first, SPARE])
    marine, thug = uid(game, "Marine", HERO_P), uid(game, "Thug", VILLAIN_P)
    ops.discard_from_hand(game, marine)
    ops.discard_from_hand(game, thug)
    ops.mill(game, HERO_P, 2)
    assert purged(game, marine) is current
    assert len(game.purged_pile(HERO_P)) == (3 if current else 0)
    assert thug in game.discard_pile(VILLAIN_P)


# --- purged to save another card ---

LORTASH = real("Lortash (Tok'ra Bodyguard)", SUP, cost=5, skills={S: 1, B: 2},
               traits=("Tok'ra",))


@pytest.mark.parametrize("purge", [True, False])
def test_lortash_may_be_purged_to_prevent_a_destruction(purge: bool) -> None:
    game = start([LORTASH, MARINE])
    in_play(game, HERO_P, "Lortash", "Marine")
    lortash, marine = uid(game, "Lortash", HERO_P), uid(game, "Marine", HERO_P)
    game.surface.destroy(marine)
    game._version += 1
    game.apply(Choose(0) if purge else Decline())
    assert purged(game, lortash) is purge
    assert game.zone_name(marine) == ("in play" if purge else "discard")


def test_lortash_may_be_purged_to_prevent_an_incapacitation() -> None:
    game = start([LORTASH])
    in_play(game, HERO_P, "Lortash")
    lortash, leader = uid(game, "Lortash", HERO_P), uid(game, "Fixture Leader", HERO_P)
    game.surface.incapacitate(leader)
    game._version += 1
    game.apply(Choose(0))
    assert purged(game, lortash)
    assert game.status_name(leader) != "incapacitated"


def test_lortash_does_not_save_himself() -> None:
    game = start([LORTASH])
    in_play(game, HERO_P, "Lortash")
    lortash = uid(game, "Lortash", HERO_P)
    game.surface.destroy(lortash)
    assert game.pending_decision is None
    assert game.zone_name(lortash) == "discard"


UPGRADES = real("Asgard Upgrades", GEAR, cost=3, traits=("Asgard",))


@pytest.mark.parametrize("purge", [True, False])
def test_asgard_upgrades_purged_stop_the_ship_instead_of_its_destruction(
        purge: bool) -> None:
    game = start([UPGRADES, CRUISER])
    in_play(game, HERO_P, "Asgard Upgrades", "Cruiser")
    upgrades, cruiser = uid(game, "Asgard Upgrades", HERO_P), uid(game, "Cruiser", HERO_P)
    game.apply(ActivateAbility(upgrades, 0, target=cruiser))
    game.surface.destroy(cruiser)
    game._version += 1
    game.apply(Choose(0) if purge else Decline())
    assert purged(game, upgrades) is purge
    assert game.zone_name(cruiser) == ("in play" if purge else "discard")
    if purge:
        assert game.status_name(cruiser) == "stopped"


NAONAK = real("Na'onak (First Prime of Bynarr)", ADV, cost=4, skills={B: 2, I: 3}, revive=4,
              traits=("Jaffa", "Goa'uld"))


@pytest.mark.parametrize("purge", [True, False])
def test_naonak_purged_makes_assigning_cost_another_stopped_character(purge: bool) -> None:
    game = start(villain=[NAONAK, THUG])
    naonak = uid(game, "Na'onak", VILLAIN_P)
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    game.apply(Pass())
    if not purge:  # its text in the hand changes nothing
        game.apply(PlayCard(uid(game, "Thug", VILLAIN_P)))
        assert Assign(leader) in game.legal_actions()
        return
    game.apply(ActivateAbility(naonak, 0))
    assert purged(game, naonak)
    legal = game.legal_actions()
    assert Assign(leader) not in legal
    assert Assign(leader, stops=(scholar,)) in legal
    game.apply(Assign(leader, stops=(scholar,)))
    assert game.status_name(scholar) == "stopped"
    assert game.status_name(leader) == "assigned"


def test_naonak_purged_rule_lapses_at_the_next_mission() -> None:
    game = start(villain=[NAONAK], difficulty=20)
    naonak = uid(game, "Na'onak", VILLAIN_P)
    game.apply(Pass())
    game.apply(ActivateAbility(naonak, 0))
    game.apply(Pass())
    game.apply(Pass())  # the mission fails
    game.apply(Continue())
    leader = uid(game, "Fixture Leader", HERO_P)
    assert Assign(leader) in game.legal_actions()


KINSEY = real("Robert Kinsey (Connected Politician)", ADV, cost=3,
              skills={C: 3, I: 2, B: 0}, revive=4, traits=("Political",))
LOBBY = sg_card("Lobby", OBS, cost=2, skills={B: 1}, traits=("Political",))


@pytest.mark.parametrize("x", [2, 1])
def test_robert_kinsey_purged_finds_a_political_obstacle_costing_x_and_plays_it(
        x: int) -> None:
    game = start(villain=[KINSEY, LOBBY])
    lobby = uid(game, "Lobby", VILLAIN_P)
    game.surface.put_on_deck(lobby)
    game._version += 1
    kinsey = uid(game, "Robert Kinsey", VILLAIN_P)
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(ActivateAbility(kinsey, x))
    assert purged(game, kinsey)
    assert game.power(VILLAIN_P) == power - x - 1
    if x == 2:
        game.apply(Choose(lobby))  # the search
        game.apply(Choose(0))  # played at no cost
    assert (lobby in game.obstacles) is (x == 2)
    assert game.power(VILLAIN_P) == power - x - 1


KARYN = real("Kar'yn (Young Rebel)", SUP, cost=3, skills={B: 2, I: 2}, traits=("Jaffa",))
JAFFA_KIT = sg_card("Staff Weapon", GEAR, cost=1, traits=("Jaffa",))


@pytest.mark.parametrize("pile", [("Staff Weapon",), ("Marine", "Loner", "Cheap Kit"),
                                  ("Marine", "Loner")])
def test_karyn_assigned_purges_a_jaffa_card_or_three_cards(pile: tuple[str, ...]) -> None:
    game = start([KARYN, JAFFA_KIT, MARINE, LONER, CHEAP])
    in_play(game, HERO_P, "Kar'yn")
    for t in pile:
        ops.discard_from_hand(game, uid(game, t, HERO_P))
    game._version += 1
    karyn = uid(game, "Kar'yn", HERO_P)
    payable = len(pile) != 2
    assert (Assign(karyn) in game.legal_actions()) is payable
    if not payable:
        return
    game.apply(Assign(karyn))
    discarded = tuple(uid(game, t, HERO_P) for t in pile)
    while game.pending_decision is not None:  # the three cards, one at a time
        game.apply(Choose(game.pending_decision.options[0]))
    assert game.status_name(karyn) == "assigned"
    assert set(game.purged_pile(HERO_P)) == set(discarded)


TANK = real("Symbiote Tank", GEAR, cost=2, traits=("Tok'ra",))
TOKRA = sg_card("Tok'ra Agent", SUP, "Operative", cost=1, skills={B: 1}, traits=("Tok'ra",))


@pytest.mark.parametrize("tokra_target", [True, False])
def test_symbiote_tank_purges_a_tokra_for_skills_then_incapacitates_a_non_tokra(
        tokra_target: bool) -> None:
    game = start([TANK, TOKRA, TOKRA, MARINE])
    tokras = [c for c in game.hand(HERO_P) if game.facts[c].title == "Tok'ra Agent"]
    ops.discard_from_hand(game, tokras[0])
    in_play(game, HERO_P, "Marine")
    ops.put_in_play(game, tokras[1])
    in_play(game, HERO_P, "Symbiote Tank")
    tank = uid(game, "Symbiote Tank", HERO_P)
    target = tokras[1] if tokra_target else uid(game, "Marine", HERO_P)
    before = game.skill(target, 2)
    game.apply(ActivateAbility(tank, 0))
    game.apply(Choose(target))
    assert purged(game, tokras[0])
    assert game.skill(target, 2) == before + 1
    from stargate_vcg.engine.stargate.triggers import AT_DEBRIEF_START, run_delayed

    run_delayed(game, AT_DEBRIEF_START)  # (the start of the turn's debrief)
    assert (game.status_name(target) == "incapacitated") is not tokra_target


def test_symbiote_tank_needs_a_tokra_character_discarded() -> None:
    game = start([TANK, MARINE])
    ops.discard_from_hand(game, uid(game, "Marine", HERO_P))
    in_play(game, HERO_P, "Symbiote Tank")
    assert ActivateAbility(uid(game, "Symbiote Tank", HERO_P), 0) not in game.legal_actions()


@pytest.mark.parametrize("mode", [0, 1])
def test_karyn_assigned_with_both_ways_to_pay_his_player_chooses(mode: int) -> None:
    game = start([KARYN, JAFFA_KIT, MARINE, LONER])
    in_play(game, HERO_P, "Kar'yn")
    pile = [uid(game, t, HERO_P) for t in ("Staff Weapon", "Marine", "Loner")]
    for c in pile:
        ops.discard_from_hand(game, c)
    game._version += 1
    game.apply(Assign(uid(game, "Kar'yn", HERO_P)))
    game.apply(Choose(mode))
    while game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    if mode == 0:
        assert game.purged_pile(HERO_P) == (pile[0],)  # the only Jaffa card
    else:
        assert set(game.purged_pile(HERO_P)) == set(pile)


LOKI = real("Loki (Rogue Geneticist)", CardType.TEAM_CHARACTER, cost=4,
            skills={C: 1, S: 3, B: 0, I: 2}, traits=("Asgard",))


@pytest.mark.parametrize("glyph", [True, False])
def test_loki_plays_a_discarded_character_for_the_turn_then_purges_it(glyph: bool) -> None:
    from test_sg_engine_helpers import TEAM

    from stargate_vcg.cards import Glyph
    from stargate_vcg.engine.stargate.surface import AT_TURN_END
    from stargate_vcg.engine.stargate.triggers import run_delayed

    orion = mission("Orion Place", C, 3, glyph=Glyph.ORION)
    team = [LOKI, *(c for c in TEAM if c.title != "Fixture Scientist")]
    game = scenario([MARINE], [], hero_team=team, power=9, pad=30,
                    missions=[TEST_MISSION, orion])
    loki, marine = uid(game, "Loki", HERO_P), uid(game, "Marine", HERO_P)
    if glyph:
        ops.place_glyph(game, uid(game, "Orion Place", HERO_P), loki)
    ops.discard_from_hand(game, marine)
    game._version += 1
    use = ActivateAbility(loki, 0)
    assert (use in game.legal_actions()) is glyph
    if not glyph:
        return
    game.apply(use)
    assert game.zone_name(marine) == "in play"
    assert game.power(HERO_P) == 9 - 1
    run_delayed(game, AT_TURN_END)  # (the turn's end)
    assert purged(game, marine)


EMERGENCE = real("Emergence", OBS, cost=2, skills={C: 1, S: 2, B: 0, I: 1},
                 traits=("Replicator",))
DRONE = sg_card("Drone", ADV, "Replicator", cost=2, skills={B: 1}, revive=2,
                traits=("Replicator",))


@pytest.mark.parametrize("n", [3, 2, 0])
def test_emergence_purges_replicators_to_find_a_cheaper_replicator_adversary(
        n: int) -> None:
    game = start(villain=[EMERGENCE, ASURAN, ASURAN_TOO, SIXTH, DRONE])
    drone = uid(game, "Drone", VILLAIN_P)
    game.surface.put_on_deck(drone)
    pile = [uid(game, t, VILLAIN_P) for t in ("Asuran", "Asuran Scout", "Sixth")]
    for c in pile:
        ops.discard_from_hand(game, c)
    game._version += 1
    game.apply(Pass())
    villain_play(game, "Emergence")
    for c in pile[:n]:  # one at a time, declining when done
        game.apply(Choose(c))
    if n < 3:
        game.apply(Decline())
    assert len(game.purged_pile(VILLAIN_P)) == n
    if n:
        options = game.pending_decision.options if game.pending_decision else ()
        assert (drone in options) is (n == 3)  # a cost of 2 is lower than 3, not 2
        if game.pending_decision is not None:
            game.apply(Choose(drone) if n == 3 else Decline())
    assert (drone in game.hand(VILLAIN_P)) is (n == 3)


NOBLE = real("A Noble Death", EVT, cost=3, traits=("Tok'ra", "SGC"))
ROCK = sg_card("Rock", OBS, cost=1, skills={B: 1})


@pytest.mark.parametrize("tokra", [True, False])
def test_a_noble_death_purges_an_assigned_supporter_to_destroy_an_obstacle(
        tokra: bool) -> None:
    game = start([NOBLE, TOKRA, MARINE, CHEAP], [ROCK])
    supporter = uid(game, "Tok'ra Agent" if tokra else "Marine", HERO_P)
    ops.put_in_play(game, supporter)
    game._version += 1
    game.apply(Assign(supporter))
    rock = villain_play(game, "Rock")
    noble = uid(game, "A Noble Death", HERO_P)
    game.apply(PlayCard(noble))
    cheap = uid(game, "Cheap Kit", HERO_P)
    while game.pending_decision is not None:
        d = game.pending_decision
        if cheap in d.options:
            game.apply(Choose(cheap))  # the discard
        elif d.labels:
            game.apply(Choose(0))  # the draw
        else:
            game.apply(Choose(d.options[0]))
    assert purged(game, supporter)
    assert cheap in game.discard_pile(HERO_P)
    assert rock in game.discard_pile(VILLAIN_P)
    drew = game.log_entries[-1].kind == "draw" or any(
        e.kind == "draw" for e in list(game.log_entries)[-4:])
    assert drew is tokra


def test_a_noble_death_needs_an_assigned_support_character() -> None:
    game = start([NOBLE, MARINE])
    in_play(game, HERO_P, "Marine")
    assert PlayCard(uid(game, "A Noble Death", HERO_P)) not in game.legal_actions()


# --- lent mission text; a discard pile split; Swarm Mother ---

TALION = real("Talion", EVT, cost=3, traits=("Jaffa",))


@pytest.mark.parametrize("mode", [0, 1, None])
def test_talion_success_incapacitates_a_team_character_to_purge(mode: int | None) -> None:
    game = start([TALION], [THUG, GOAULD], difficulty=1)
    scored = uid(game, "Goa'uld Lord", VILLAIN_P)
    ops.to_score_pile(game, scored)
    game._version += 1
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Assign(leader))
    thug = villain_assigns(game, "Thug")
    game.apply(PlayCard(uid(game, "Talion", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # the hero succeeds
    d = game.pending_decision
    assert d is not None and leader in d.options
    if mode is None:
        game.apply(Decline())
        assert game.purged_pile(VILLAIN_P) == ()
        return
    game.apply(Choose(leader))
    game.apply(Choose(mode))
    assert game.status_name(leader) == "incapacitated"
    assert game.purged_pile(VILLAIN_P) == ((thug,) if mode == 0 else (scored,))


def test_talion_lends_nothing_to_a_failed_mission() -> None:
    game = start([TALION], difficulty=20)
    game.apply(PlayCard(uid(game, "Talion", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())  # the mission fails
    assert game.pending_decision is None


BANNED = real("Banned Gate Address", EVT, cost=0, traits=("SGC",))


@pytest.mark.parametrize("difficulty", [20, 1])
def test_banned_gate_address_failure_incapacitates_and_purges_the_mission(
        difficulty: int) -> None:
    game = start([BANNED], difficulty=difficulty)
    the_mission = game.surface.mission
    banned = uid(game, "Banned Gate Address", HERO_P)
    game.apply(PlayCard(banned))
    assert purged(game, banned)
    game.apply(Pass())  # the villain
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(Pass())
    game.apply(Pass())
    failed = difficulty == 20
    if failed and game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    assert purged(game, the_mission) is failed
    assert game.failed_missions == ()
    assert any(game.status_name(c) == "incapacitated"
               for c in game.in_play(HERO_P)) is failed


HARD_CHOICES = real("Hard Choices", EVT, cost=3, traits=("Destiny",))


@pytest.mark.parametrize("keep", [0, 1])
def test_hard_choices_the_opponent_splits_the_pile_one_row_back_the_other_purged(
        keep: int) -> None:
    game = start([HARD_CHOICES, MARINE, LONER, CHEAP])
    pile = [uid(game, t, HERO_P) for t in ("Marine", "Loner", "Cheap Kit")]
    for c in pile:
        ops.discard_from_hand(game, c)
    game._version += 1
    game.apply(PlayCard(uid(game, "Hard Choices", HERO_P)))
    d = game.pending_decision
    assert d is not None and d.player == VILLAIN_P and not d.optional
    game.apply(Choose(pile[0]))  # the first row: one card, then done
    game.apply(Decline())
    game.apply(Choose(keep))
    kept, lost = ([pile[0]], pile[1:]) if keep == 0 else (pile[1:], [pile[0]])
    assert all(game.zone_name(c) == "deck" for c in kept)
    assert all(purged(game, c) for c in lost)


SWARM_MOTHER = real("Swarm Mother (Industrious Queen)", ADV, cost=4, revive=3,
                    traits=("Replicator",))
SWARM = sg_card("Swarm", OBS, cost=3, skills={B: 2}, traits=("Replicator",))


@pytest.mark.parametrize("replicator", [True, False])
def test_swarm_mother_purges_and_drains_to_play_a_replicator_obstacle(
        replicator: bool) -> None:
    game = start(villain=[SWARM_MOTHER, SWARM, ASURAN, THUG])
    gone = uid(game, "Asuran" if replicator else "Thug", VILLAIN_P)
    ops.discard_from_hand(game, gone)
    in_play(game, VILLAIN_P, "Swarm Mother")
    mother, swarm = uid(game, "Swarm Mother", VILLAIN_P), uid(game, "Swarm", VILLAIN_P)
    game.apply(Pass())
    use = ActivateAbility(mother, 0)
    assert (use in game.legal_actions()) is replicator
    if not replicator:
        return
    deck = game.deck_size(VILLAIN_P)
    game.apply(use)
    if game.pending_decision is not None:
        game.apply(Choose(swarm))
    assert purged(game, gone)
    assert game.deck_size(VILLAIN_P) == deck - 2
    assert swarm in game.obstacles
    assert game.power(VILLAIN_P) == 9


@pytest.mark.parametrize("accept", [True, False])
def test_swarm_mother_destroyed_when_the_hero_fails_plays_a_replicator_adversary(
        accept: bool) -> None:
    game = start(villain=[SWARM_MOTHER, ASURAN], difficulty=20)
    in_play(game, VILLAIN_P, "Swarm Mother")
    mother, asuran = uid(game, "Swarm Mother", VILLAIN_P), uid(game, "Asuran", VILLAIN_P)
    game.apply(Pass())
    game.apply(Pass())  # the hero fails
    game.apply(Choose(0) if accept else Decline())
    if accept and game.pending_decision is not None:
        game.apply(Choose(asuran))
    assert (game.zone_name(mother) == "discard") is accept
    assert (game.zone_name(asuran) == "in play") is accept
    assert game.power(VILLAIN_P) == 9 - (1 if accept else 0)


DOCI = real("The Doci (Touched by Fire)", ADV, cost=3, skills={C: 3, I: 2}, revive=4,
            traits=("Ori",))


@pytest.mark.parametrize("ori", [True, False])
def test_the_doci_purged_plays_an_ori_adversary_of_cost_x_from_the_discard_pile(
        ori: bool) -> None:
    game = start(villain=[DOCI, ORI_PRIOR, THUG])
    gone = uid(game, "Ori Prior" if ori else "Thug", VILLAIN_P)
    ops.discard_from_hand(game, gone)
    game._version += 1
    doci = uid(game, "The Doci", VILLAIN_P)
    game.apply(Pass())
    uses = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.card == doci]
    assert bool(uses) is ori
    if ori:
        assert uses == [ActivateAbility(doci, 0, target=gone)]
        game.apply(uses[0])
        assert purged(game, doci)
        assert game.zone_name(gone) == "in play"
        assert game.power(VILLAIN_P) == 9 - 1


ENFORCER = real("Enforcer", ADV, cost=1, skills={B: 1, I: 1}, revive=2)


def test_enforcer_purged_plays_a_complication_and_draws() -> None:
    game = start(villain=[ENFORCER, ROCK])
    in_play(game, VILLAIN_P, "Enforcer")
    enforcer, rock = uid(game, "Enforcer", VILLAIN_P), uid(game, "Rock", VILLAIN_P)
    game.apply(Pass())
    hand = len(game.hand(VILLAIN_P))
    game.apply(ActivateAbility(enforcer, 0))
    game.apply(Choose(rock))
    assert purged(game, enforcer)
    assert game.surface.complication_count == 1
    assert len(game.hand(VILLAIN_P)) == hand - 1 + 1
    assert game.power(VILLAIN_P) == 9 - 1


KIVA = real("Kiva (Ruthless Commander)", ADV, cost=3, skills={C: 2, B: 3, I: 2}, revive=4)


def _kiva_complication(mode: int | None) -> tuple[int, int]:
    """(power spent on the complication, hero hand size change) after Kiva's rule."""
    from stargate_vcg.engine.stargate import PlayComplication

    game = start(villain=[KIVA, ROCK])
    kiva, rock = uid(game, "Kiva", VILLAIN_P), uid(game, "Rock", VILLAIN_P)
    game.apply(Pass())
    if mode is not None:
        game.apply(ActivateAbility(kiva, 0))
        game.apply(Choose(mode))
        assert purged(game, kiva)
        game.apply(Pass())  # the hero
    power, hand = game.power(VILLAIN_P), len(game.hand(HERO_P))
    game.apply(PlayComplication(rock))
    return power - game.power(VILLAIN_P), len(game.hand(HERO_P)) - hand


def test_kiva_purged_makes_complications_cheaper_for_the_mission() -> None:
    assert _kiva_complication(None) == (1, 0)
    assert _kiva_complication(0) == (0, 0)


def test_kiva_purged_makes_each_complication_cost_the_hero_a_random_card() -> None:
    spent, lost = _kiva_complication(None)
    assert lost == 0
    assert _kiva_complication(1) == (spent, -1)


ORI_WALL = sg_card("Ori Wall", OBS, cost=2, skills={B: 1}, traits=("Ori",))


@pytest.mark.parametrize("ori", [True, False])
def test_the_doci_destroyed_gives_an_ori_obstacle_dominion(ori: bool) -> None:
    game = start(villain=[DOCI, ORI_WALL, ROCK])
    in_play(game, VILLAIN_P, "The Doci")
    doci = uid(game, "The Doci", VILLAIN_P)
    game.apply(Pass())
    wall = villain_play(game, "Ori Wall" if ori else "Rock")
    game.apply(Pass())
    use = ActivateAbility(doci, 0, target=wall)
    assert (use in game.legal_actions()) is ori
    assert wall not in game.surface.dominion_obstacles()
    if ori:
        game.apply(use)
        assert game.zone_name(doci) == "discard"
        assert game.power(VILLAIN_P) == 9 - 2 - 3
        assert wall in game.surface.dominion_obstacles()
