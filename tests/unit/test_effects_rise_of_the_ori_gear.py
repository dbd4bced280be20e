"""Rise of the Ori gear (effects/rise_of_the_ori/gear.py), each used: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player
0 is the hero of turn 1 (`scenario`): Fixture Leader, Scholar, Scientist (SGC) ready and
Warrior (Jaffa) stopped; the first mission is Combat 3."""

from __future__ import annotations

from functools import partial

import pytest
from factories import CRUISER, RAIDER, RIFLE, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import SPARE, TEST_MISSION, hero, legal_of, put_in_play
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType, StargateCard
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Pass,
    PlayCard,
    StargateGame,
    ops,
    values,
)
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)

GEAR, SUPPORT, TEAM = CardType.GEAR, CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER
OBSTACLE, SHIP = CardType.OBSTACLE, CardType.SHIP
COMBAT = 2  # skill index (surface.py)

TERRA_ROOT = real("Terra-Root", GEAR, cost=1)
UAV = real("U.A.V.", GEAR, cost=2)
DISRUPTOR = real("Anti-Replicator Disruptor", GEAR, cost=3)
DHD = real("Russian-Controlled DHD", GEAR, cost=4)
MIRROR = real("Quantum Mirror Control", GEAR, cost=2)
MIND = real("Mind Transference Device", GEAR, cost=2)
QUARANTINE = real("Quarantine Container", GEAR, cost=2)
HUD = real("HUD Headset", GEAR, cost=1)

SWARM = sg_card("Swarm", OBSTACLE, cost=1, skills={B: 1}, traits=("Replicator",))
MEDIC = sg_card("Medic", SUPPORT, "Field Doctor", cost=1, skills={B: 1})
IVAN = sg_card("Ivan", SUPPORT, "Cosmonaut", cost=1, skills={B: 1}, traits=("Russian",))
OLGA = sg_card("Olga", SUPPORT, "Engineer", cost=1, skills={B: 1}, traits=("Russian",))
KOLYA = sg_card("Kolya", TEAM, "Colonel", cost=3, skills={C: 1, B: 3}, traits=("Russian",))
TOKRA = sg_card("Lantash", SUPPORT, "Operative", cost=1, skills={B: 1}, traits=("Tok'ra",))


in_play = partial(put_in_play, player=HERO_P)


def use(game: StargateGame, title: str, ability: int = 0, **kwargs: object) -> None:
    game.apply(ActivateAbility(hero(game, title), ability, **kwargs))  # type: ignore[arg-type]


def abilities(game: StargateGame) -> list[ActivateAbility]:
    return legal_of(game, ActivateAbility)


# --- Terra-Root ---------------------------------------------------------------------------


def test_terra_root_destroyed_gains_a_power() -> None:
    game = scenario([TERRA_ROOT], power=3)
    in_play(game, "Terra-Root")
    use(game, "Terra-Root")
    assert game.power(HERO_P) == 4
    assert game.zone_name(hero(game, "Terra-Root")) == "discard"


def test_terra_root_in_hand_has_no_ability() -> None:
    game = scenario([TERRA_ROOT], power=3)
    assert not abilities(game)


# --- U.A.V. -------------------------------------------------------------------------------


@pytest.mark.parametrize(("villain_hand", "easier"), [((ROCKS,), 1), ((RIFLE,), 0), ((), 0)],
                         ids=["villain card", "hero card", "empty hand"])
def test_uav_lowers_the_difficulty_when_it_reveals_a_villain_card(
        villain_hand: tuple[StargateCard, ...], easier: int) -> None:
    game = scenario([UAV], list(villain_hand), power=3, pad=0)
    in_play(game, "U.A.V.")
    for c in [c for c in game.hand(VILLAIN_P) if game.card(c).title not in
              {v.title for v in villain_hand}]:
        ops.to_discard(game, c)
    before = values.mission_difficulty(game, COMBAT)
    use(game, "U.A.V.")
    assert game.power(HERO_P) == 2
    assert game.status_name(hero(game, "U.A.V.")) == "stopped"
    assert values.mission_difficulty(game, COMBAT) == before - easier
    revealed = [e for e in game.log_entries if e.kind == "reveal"]
    assert len(revealed) == (1 if villain_hand else 0)


# --- Anti-Replicator Disruptor ------------------------------------------------------------


@pytest.mark.parametrize(("card", "discarded"), [(SWARM, True), (ROCKS, False)],
                         ids=["Replicator", "other"])
def test_anti_replicator_disruptor_discards_a_revealed_replicator_card(
        card: StargateCard, discarded: bool) -> None:
    game = scenario([DISRUPTOR], [card], power=3, pad=0)
    in_play(game, "Anti-Replicator Disruptor")
    for c in [c for c in game.hand(VILLAIN_P) if game.card(c).title != card.title]:
        ops.to_discard(game, c)
    target = uid(game, card.title, VILLAIN_P)
    use(game, "Anti-Replicator Disruptor")
    assert (game.zone_name(target) == "discard") is discarded
    assert game.status_name(hero(game, "Anti-Replicator Disruptor")) == "stopped"


# --- Russian-Controlled DHD ---------------------------------------------------------------

PILE = [TEST_MISSION, SPARE,
        mission("Far Mission", C, 4), mission("Deep Mission", C, 5)]


@pytest.mark.parametrize(("ability", "stops"), [(0, ("Kolya",)), (1, ("Ivan", "Olga"))],
                         ids=["team", "two supports"])
def test_russian_controlled_dhd_puts_a_chosen_mission_on_top_of_the_pile(
        ability: int, stops: tuple[str, ...]) -> None:
    game = scenario([DHD, IVAN, OLGA], missions=PILE, power=3,
                    hero_team=[KOLYA, *scenario_team()])
    in_play(game, "Russian-Controlled DHD", "Ivan", "Olga")
    far = hero(game, "Far Mission")
    use(game, "Russian-Controlled DHD", ability, stops=tuple(hero(game, s) for s in stops))
    assert all(game.status_name(hero(game, s)) == "stopped" for s in stops)
    decision = game.pending_decision
    assert decision is not None and far in decision.options
    game.apply(Choose(far))
    assert game.state.players[HERO_P].missions[-1] == far


def test_russian_controlled_dhd_needs_russians_to_stop() -> None:
    game = scenario([DHD, IVAN, MEDIC], missions=PILE, power=3)
    in_play(game, "Russian-Controlled DHD", "Ivan", "Medic")
    assert not abilities(game)  # one Russian support character only, no Russian team
    with pytest.raises(IllegalAction):
        use(game, "Russian-Controlled DHD", 1, stops=(hero(game, "Ivan"), hero(game, "Medic")))


def scenario_team() -> list[StargateCard]:
    from factories import TEAM as FIXTURE_TEAM

    return FIXTURE_TEAM[:3]


# --- Quantum Mirror Control ---------------------------------------------------------------


def test_quantum_mirror_control_puts_a_character_card_on_top_of_the_deck() -> None:
    game = scenario([MIRROR, MEDIC, RIFLE], power=5)
    in_play(game, "Quantum Mirror Control")
    medic = hero(game, "Medic")
    game.surface.put_on_deck(medic, bottom=True)
    game.surface.put_on_deck(hero(game, "Rifle"), bottom=True)
    use(game, "Quantum Mirror Control")
    assert game.power(HERO_P) == 2
    decision = game.pending_decision
    assert decision is not None and hero(game, "Rifle") not in decision.options
    assert medic in decision.options and decision.visible_to == (HERO_P,)
    game.apply(Choose(medic))
    assert game.state.players[HERO_P].deck[-1] == medic


def test_quantum_mirror_control_needs_3_power() -> None:
    game = scenario([MIRROR], power=2)
    in_play(game, "Quantum Mirror Control")
    assert not abilities(game)


# --- Mind Transference Device -------------------------------------------------------------


def test_mind_transference_device_readies_another_character() -> None:
    game = scenario([MIND], power=5)
    in_play(game, "Mind Transference Device")
    warrior, leader = hero(game, "Fixture Warrior"), hero(game, "Fixture Leader")
    assert game.status_name(warrior) == "stopped"
    use(game, "Mind Transference Device", stops=(leader,), target=warrior)
    assert game.status_name(warrior) == "ready"
    assert game.status_name(leader) == "stopped"
    assert game.power(HERO_P) == 3


def test_mind_transference_device_needs_a_stopped_character_to_ready() -> None:
    game = scenario([MIND], power=5)
    in_play(game, "Mind Transference Device")
    ops.ready(game, hero(game, "Fixture Warrior"))
    assert not abilities(game)


# --- Quarantine Container -----------------------------------------------------------------


@pytest.mark.parametrize("named", [True, False])
def test_quarantine_container_keeps_the_named_obstacle_beneath_it(named: bool) -> None:
    game = scenario([QUARANTINE], [ROCKS], power=5)
    in_play(game, "Quarantine Container")
    game.apply(Pass())
    rocks = uid(game, "Rocks", VILLAIN_P)
    game.apply(PlayCard(rocks))
    container = hero(game, "Quarantine Container")
    if named:
        use(game, "Quarantine Container", target=rocks)
    else:
        game.apply(Assign(hero(game, "Fixture Leader")))
    while game.zone_name(rocks) == "obstacle":
        game.apply(Pass())
    assert (game.zone_name(rocks) == "beneath a card") is named
    assert (rocks in game.surface.beneath(container)) is named


def test_quarantine_container_discards_the_card_already_beneath_it() -> None:
    game = scenario([QUARANTINE], [ROCKS, SWARM], power=5)
    in_play(game, "Quarantine Container")
    container = hero(game, "Quarantine Container")
    swarm, rocks = uid(game, "Swarm", VILLAIN_P), uid(game, "Rocks", VILLAIN_P)
    ops.place_beneath(game, swarm, container)
    game.apply(Pass())
    game.apply(PlayCard(rocks))
    use(game, "Quarantine Container", target=rocks)
    while game.zone_name(rocks) == "obstacle":
        game.apply(Pass())
    assert game.surface.beneath(container) == (rocks,)
    assert game.zone_name(swarm) == "discard" and swarm in game.state.players[VILLAIN_P].discard


# --- HUD Headset --------------------------------------------------------------------------


@pytest.mark.parametrize(("tokra", "bonus"), [(True, 1), (False, 0)])
def test_hud_headset_adds_one_firepower_while_a_tokra_is_assigned(tokra: bool,
                                                                   bonus: int) -> None:
    game = scenario([HUD, TOKRA, CRUISER], [RAIDER], power=5)
    in_play(game, "HUD Headset", "Lantash", "Cruiser")
    in_play(game, "Raider", player=VILLAIN_P)
    cruiser = hero(game, "Cruiser")
    game.apply(Assign(cruiser))
    game.apply(Assign(uid(game, "Raider", VILLAIN_P)))
    if tokra:
        game.apply(Assign(hero(game, "Lantash")))
        game.apply(Pass())
    assert values.firepower(game, cruiser) == 2 + bonus
    assert values.firepower(game, uid(game, "Raider", VILLAIN_P)) == 2


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rise_of_the_ori_gear_in_random_playouts_stay_exact(seed: int) -> None:
    """Random games with several copies of each gear (and Russians, a Tok'ra, ships,
    Replicator obstacles): the fast legal actions equal the reference, clones and replays
    are exact, the invariants hold."""
    from factories import HERO, MISSIONS, TEAM, VILLAIN
    from sg_effect_cards import checked_random_game
    from test_sg_engine_helpers import deck

    extra = (TERRA_ROOT, UAV, DISRUPTOR, DHD, MIRROR, MIND, QUARANTINE, HUD, IVAN, OLGA, TOKRA,
             CRUISER, SWARM)
    cards = [*HERO, *VILLAIN, *[c for c in extra for _ in range(3)]]
    team = [KOLYA, *TEAM[:3]]
    decks = [deck(team, MISSIONS, cards, "a"), deck(team, MISSIONS, cards, "b")]
    checked_random_game(decks, seed, seed + 5)
