"""Epilogue cards completed in session 10 (sp-cards15), each played: the text happens, and
does not when its condition fails. Fixture printings with the real card ids; player 0 is
the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import KIT, MARINE, RIFLE, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import TEST_MISSION
from test_effects_epilogue_villains import hero_then_villain, start
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
FIRST = real("First (Unnatural Evolution)", ADV, cost=4, skills={S: 2, B: 3, I: 2},
             revive=5, traits=("Replicator",))
# Its played text gains a power per (other) Replicator card at the mission.
RANKS = real("Building the Ranks", OBS, cost=1, skills={S: 0, B: 1, I: 0},
             traits=("Replicator",))
PLACES = [mission(f"{g.value} Place", B, 3, glyph=g) for g in Glyph if g != Glyph.ORIGIN]
BUG = sg_card("Bug", ADV, "Drone", cost=1, skills={B: 1}, revive=2, traits=("Replicator",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


@pytest.mark.parametrize("beneath", [True, False])
def test_first_counts_once_more_per_replicator_card_beneath_him(beneath: bool) -> None:
    game = start(villain=[FIRST, RANKS, BUG], skill=B)
    first = hero_then_villain(game, "First", assign=True)
    bug = uid(game, "Bug", VILLAIN_P)
    game.apply(Choose(bug) if beneath else Decline())
    assert (bug in game.surface.beneath(first)) is beneath
    game.apply(Pass())
    power = game.power(VILLAIN_P)
    game.apply(PlayCard(uid(game, "Building the Ranks", VILLAIN_P)))
    assert game.power(VILLAIN_P) == power - 1 + (2 if beneath else 1)


def test_first_counts_as_one_card_again_after_the_mission() -> None:
    game = start(villain=[FIRST, BUG], skill=B)
    first = hero_then_villain(game, "First", assign=True)
    game.apply(Choose(uid(game, "Bug", VILLAIN_P)))
    assert game.surface.trait_copies(first, "Replicator") == 2
    while game.surface.mission >= 0 and game.phase != "deciding to continue":
        game.apply(game.legal_actions()[0])
    assert game.surface.trait_copies(first, "Replicator") == 1


# --- Rodney McKay (Xenotechnology Expert): stop X gears, gain X ---

MCKAY = real("Rodney McKay (Xenotechnology Expert)", CardType.TEAM_CHARACTER, cost=4,
             skills={C: 2, S: 3, B: 0, I: 1}, traits=("Atlantis",))
SPARE_KIT = sg_card("Spare Kit", CardType.GEAR, cost=1)


def _mckay_with_gears(glyphs: tuple[Glyph, ...]) -> tuple[StargateGame, int, int, int]:
    game = scenario([KIT, SPARE_KIT], [], hero_team=[MCKAY, *TEAM[1:]],
                    missions=[TEST_MISSION, mission("Spare Mission", B, 3),
                              *PLACES], power=9, pad=20)
    mckay, kit, spare = (uid(game, t, HERO_P) for t in ("Rodney McKay", "Kit", "Spare Kit"))
    for g in glyphs:
        ops.place_glyph(game, uid(game, f"{g.value} Place", HERO_P), mckay)
    for gear in (kit, spare):
        ops.put_in_play(game, gear)
    game._version += 1
    return game, mckay, kit, spare


def _gear_uses(game: StargateGame, mckay: int) -> list[ActivateAbility]:
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.card == mckay and a.stops and a.target < 0]


@pytest.mark.parametrize("both", [True, False])
def test_rodney_mckay_stops_x_gears_to_gain_x_power(both: bool) -> None:
    glyphs = (Glyph.LIBRA, Glyph.SCORPIUS) if both else (Glyph.LIBRA,)
    game, mckay, kit, spare = _mckay_with_gears(glyphs)
    uses = _gear_uses(game, mckay)
    assert bool(uses) is both
    if both:
        two = next(a for a in uses if set(a.stops) == {kit, spare})
        power = game.power(HERO_P)
        game.apply(two)
        assert game.power(HERO_P) == power + 2
        assert {game.status_name(c) for c in (mckay, kit, spare)} == {"stopped"}


def test_rodney_mckay_gear_ability_once_each_turn_whatever_x() -> None:
    game, mckay, kit, spare = _mckay_with_gears((Glyph.LIBRA, Glyph.SCORPIUS))
    game.apply(next(a for a in _gear_uses(game, mckay) if a.stops == (kit,)))
    ops.ready(game, mckay)
    game._version += 1
    game.apply(Pass())
    assert not _gear_uses(game, mckay)
    assert game.status_name(spare) == "ready"


# --- Peter Grodin (British Engineer): the power he gains as he is assigned ---

GRODIN = real("Peter Grodin (British Engineer)", CardType.TEAM_CHARACTER, cost=4,
              skills={C: 2, S: 2, B: 0, I: 2}, traits=("Atlantis",))


def _grodin_assigned(glyph: bool) -> tuple[StargateGame, int]:
    game = scenario([], [], hero_team=[GRODIN, *TEAM[1:]],
                    missions=[TEST_MISSION, mission("Spare Mission", B, 3),
                              *PLACES], power=9, pad=20)
    grodin = uid(game, "Peter Grodin", HERO_P)
    if glyph:
        ops.place_glyph(game, uid(game, f"{Glyph.LIBRA.value} Place", HERO_P), grodin)
        ops.place_glyph(game, uid(game, f"{Glyph.GEMINI.value} Place", HERO_P), grodin)
        game._version += 1
    game.apply(Assign(grodin))
    game.apply(Pass())
    return game, grodin


def _arrange(game: StargateGame, grodin: int, x: int) -> None:
    game.apply(ActivateAbility(grodin, x - 1))
    while game.pending_decision is not None:
        pending = game.pending_decision
        game.apply(Decline() if pending.optional else Choose(pending.options[0]))


@pytest.mark.parametrize("libra", [True, False])
def test_peter_grodin_assigned_gains_power_for_his_abilities_only(libra: bool) -> None:
    game, grodin = _grodin_assigned(libra)
    power = game.power(HERO_P)
    assert power == 9  # his power is kept apart
    _arrange(game, grodin, 3)  # costs 3: his power is 1 + 2 glyphs
    assert game.power(HERO_P) == power - (0 if libra else 3)
    game.apply(Pass())
    _arrange(game, grodin, 1)  # his power is spent: paid in full
    assert game.power(HERO_P) == power - (1 if libra else 4)


# --- Morrison (Malcontent) ---

MORRISON = real("Morrison (Malcontent)", CardType.SUPPORT_CHARACTER, cost=4,
                skills={C: 1, S: 2}, traits=("Destiny",))
# Its ability costs a discard from the hand (and takes a hero card of the discard pile).
GALARAN = real("Galaran Memory Device", CardType.GEAR, cost=2)


@pytest.mark.parametrize("stop", [True, False])
def test_morrison_discards_twice_as_many_from_the_deck_instead(stop: bool) -> None:
    game = scenario([MORRISON, GALARAN, MARINE, RIFLE], [], power=9, pad=20)
    morrison, device, marine, rifle = (uid(game, t, HERO_P) for t in
                                       ("Morrison", "Galaran Memory Device", "Marine", "Rifle"))
    ops.discard_from_hand(game, rifle)
    for card_ in (morrison, device):
        ops.put_in_play(game, card_)
    game._version += 1
    deck, discard = game.deck_size(HERO_P), len(game.discard_pile(HERO_P))
    game.apply(ActivateAbility(device, 0, discards=(marine,), target=rifle))
    game.apply(Choose(0) if stop else Decline())
    assert (marine in game.hand(HERO_P)) is stop
    assert game.deck_size(HERO_P) == deck + 1 - (2 if stop else 0)  # the Rifle shuffled in
    assert len(game.discard_pile(HERO_P)) == discard - 1 + (2 if stop else 1)
    assert game.status_name(morrison) == ("stopped" if stop else "ready")


def _discards_logged(game: object, card: int) -> int:
    log = game.log_entries  # type: ignore[attr-defined]
    return sum(1 for i in range(len(log)) if log[i].kind == "discard" and log[i].card == card)


def test_morrison_a_card_kept_in_hand_is_not_named_discarded_until_it_is() -> None:
    # The slow playout test, seed 60: the public log named the card kept in the hand.
    game = scenario([MORRISON, GALARAN, MARINE, RIFLE], [], power=9, pad=20)
    morrison, device, marine, rifle = (uid(game, t, HERO_P) for t in
                                       ("Morrison", "Galaran Memory Device", "Marine", "Rifle"))
    ops.discard_from_hand(game, rifle)
    for card_ in (morrison, device):
        ops.put_in_play(game, card_)
    game._version += 1
    game.apply(ActivateAbility(device, 0, discards=(marine,), target=rifle))
    assert marine in game.hand(HERO_P)
    assert _discards_logged(game, marine) == 0
    game.apply(Decline())
    assert _discards_logged(game, marine) == 1


# --- Selkhet (Baal's Envoy): a Success text (any other: test_effects_s11_cards16) ---

SELKHET = real("Selkhet (Baal's Envoy)", CardType.ADVERSARY, cost=3, skills={C: 2, S: 2},
               revive=3, traits=("Goa'uld",))
WARRICK = real("Warrick (Race Pilot)", CardType.SUPPORT_CHARACTER, cost=4,
               skills={S: 2, B: 1})  # Success: its owner gains 1 power


@pytest.mark.parametrize("stop", [True, False])
def test_selkhet_stopped_keeps_a_success_text_from_being_used(stop: bool) -> None:
    game = scenario([WARRICK], [SELKHET], missions=[mission("Science One", S, 1),
                                                    mission("Spare Mission", B, 3)],
                    power=9, pad=20)
    warrick, selkhet = uid(game, "Warrick", HERO_P), uid(game, "Selkhet", VILLAIN_P)
    ops.put_in_play(game, warrick)
    game._version += 1
    game.apply(Assign(warrick))
    game.apply(PlayCard(selkhet))
    game.apply(Pass())
    game.apply(Pass())  # both pass: the mission succeeds
    power = game.power(HERO_P)
    game.apply(Choose(warrick) if stop else Decline())
    assert game.power(HERO_P) == power + (0 if stop else 1)
    assert game.status_name(selkhet) == ("stopped" if stop else "ready")
