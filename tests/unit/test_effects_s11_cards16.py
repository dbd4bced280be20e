"""Session 11 (sp-cards16): Plot Twist (Bonus Round) and Back to Basics (Children of the
Gods), which end lasting modifiers by what made them (`Surface.modifiers_this_turn`). Each
played: the text happens, and does not when its condition fails. Fixture printings with
the real card ids, fixture effects by title; player 0 is the hero of turn 1, player 1 the
villain (`scenario`)."""

from __future__ import annotations

from typing import Any

import pytest
from factories import TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_fixture_effects import TitleRegistry
from sg_play import LIBRA_PLACE, TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph, StargateCard
from stargate_vcg.effects import catalog
from stargate_vcg.effects.dsl import (
    Abilities,
    Card,
    Do,
    Gain,
    OnPlay,
    WhenAssigned,
    WhenPlayed,
    gets,
)
from stargate_vcg.effects.vocab import assigned, character, this, trait
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Boost,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost
from stargate_vcg.engine.stargate.surface import COMBAT, Surface

OBS = CardType.OBSTACLE
PLOT_TWIST = real("Plot Twist", OBS, cost=2, skills={C: 0, B: 0})
BACK_TO_BASICS = real("Back to Basics", OBS, cost=1, skills={C: 0, B: 0})

# Fixture cards (effects by title): a trainee whose ability gives himself skills +2 (an
# activated ability), with "each time you assign him, skills +1" (triggered text);
# a hero event giving the trainee skills +2; a villain obstacle giving assigned characters
# skills -1 as it is played.
TRAINEE = sg_card("Trainee", CardType.SUPPORT_CHARACTER, "Cadet", cost=0, skills={B: 1},
                  traits=("Trainee",))
PEP_TALK = sg_card("Pep Talk", CardType.EVENT, cost=0)
JINX = sg_card("Jinx", OBS, cost=0, skills={B: 0})


def _drill(t: Surface, source: int, action: Any) -> None:
    t.modify(source, 2, skills=True)


def effects() -> TitleRegistry:
    reg = TitleRegistry()
    for card in (PLOT_TWIST, BACK_TO_BASICS):
        reg.register(card.id, catalog()[card.id].effect, by="id")
    reg.register("Trainee", Card(
        Abilities(Ability("Trainee: skills +2", AbilityCost(power=1), _drill)),
        WhenAssigned(this, Do(gets(1, skills=True), this))))
    reg.register("Pep Talk", Card(OnPlay(Do(gets(2, skills=True), trait("Trainee")))))
    reg.register("Jinx", Card(WhenPlayed(Do(gets(-1, skills=True), assigned & character))))
    return reg


def start(villain_card: str) -> tuple[StargateGame, int]:
    """The hero's Trainee in play and assigned (two more copies in hand to boost him)."""
    villain = {"Plot Twist": PLOT_TWIST, "Back to Basics": BACK_TO_BASICS}[villain_card]
    game = scenario([TRAINEE, TRAINEE, PEP_TALK], [villain, JINX],
                    missions=[TEST_MISSION, mission("Spare", C, 3)],
                    effects=effects(), power=9, pad=20)
    trainees = [u for u in game.hand(HERO_P) if game.card(u).title == "Trainee"]
    ops.put_in_play(game, trainees[0])
    game._version += 1
    game.apply(Assign(trainees[0]))
    return game, trainees[0]


def modify(game: StargateGame, trainee: int, origin: str, villain_passes: bool = True) -> None:
    """The hero gives the Trainee a modifier of this origin (the villain passing first)."""
    if villain_passes:
        game.apply(Pass())
    if origin == "ability":
        game.apply(ActivateAbility(trainee, 0))
    elif origin == "event":
        game.apply(PlayCard(uid(game, "Pep Talk", HERO_P)))
    else:
        spare = next(u for u in game.hand(HERO_P) if game.card(u).title == "Trainee")
        game.apply(Boost(trainee, spare))


GAINS = {"ability": 2, "event": 2, "boost": 1}


@pytest.mark.usefixtures(checked_actions.__name__)
@pytest.mark.parametrize("origin", ["ability", "event", "boost"])
def test_back_to_basics_ends_the_skill_modifiers_of_abilities_events_and_boosts(
        origin: str) -> None:
    game, trainee = start("Back to Basics")
    assert game.skill(trainee, COMBAT) == 1 + 1  # his own "each time assigned"
    modify(game, trainee, origin)
    assert game.skill(trainee, COMBAT) == 2 + GAINS[origin]
    game.apply(PlayCard(uid(game, "Back to Basics", VILLAIN_P)))  # the only one assigned
    assert game.skill(trainee, COMBAT) == 2  # the triggered +1 stays


@pytest.mark.usefixtures(checked_actions.__name__)
def test_back_to_basics_leaves_negative_modifiers_and_triggered_ones() -> None:
    game, trainee = start("Back to Basics")
    game.apply(PlayCard(uid(game, "Jinx", VILLAIN_P)))  # skills -1: triggered, negative
    assert game.skill(trainee, COMBAT) == 1 + 1 - 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Back to Basics", VILLAIN_P)))
    assert game.skill(trainee, COMBAT) == 1 + 1 - 1


@pytest.mark.usefixtures(checked_actions.__name__)
@pytest.mark.parametrize(("origin", "ended"), [("ability", True), ("event", True),
                                               ("boost", False)])
def test_plot_twist_ends_hero_cards_lasting_modifiers_not_boosts(origin: str,
                                                             ended: bool) -> None:
    game, trainee = start("Plot Twist")
    modify(game, trainee, origin)
    assert game.skill(trainee, COMBAT) == 1 + 1 + GAINS[origin]
    game.apply(PlayCard(uid(game, "Plot Twist", VILLAIN_P)))
    # His own triggered +1 ends too (a hero card's); a boost is not a card's text.
    assert game.skill(trainee, COMBAT) == 1 + (0 if ended else GAINS[origin])


@pytest.mark.usefixtures(checked_actions.__name__)
def test_plot_twist_keeps_the_villains_modifiers() -> None:
    game, trainee = start("Plot Twist")
    game.apply(PlayCard(uid(game, "Jinx", VILLAIN_P)))
    modify(game, trainee, "ability", villain_passes=False)
    assert game.skill(trainee, COMBAT) == 1 + 1 - 1 + 2
    game.apply(PlayCard(uid(game, "Plot Twist", VILLAIN_P)))
    assert game.skill(trainee, COMBAT) == 1 - 1


# --- Amelia Banks (Dominions) ----------------------------------------------------------------

AMELIA = real("Amelia Banks (Adaptable Gate Technician)", CardType.TEAM_CHARACTER, cost=4,
              skills={C: 1, S: 2, B: 2, I: 1}, traits=("Atlantis",))
DIALER = sg_card("Dialer", CardType.GEAR, cost=0)
GEMINI_PLACE = mission("Gemini Place", C, 3, glyph=Glyph.GEMINI)


def _dial(t: Surface, source: int, action: Any) -> None:
    """Two changes of its owner's mission pile's order in one resolution."""
    me = t.owner(source)
    t.mission_top_to_bottom(me)
    t.mission_top_to_bottom(me)


def _amelia_game(glyph: StargateCard | None) -> tuple[StargateGame, int]:
    reg = TitleRegistry()
    reg.register(AMELIA.id, catalog()[AMELIA.id].effect, by="id")
    reg.register("Dialer", Card(Abilities(Ability("Dialer: reorder", AbilityCost(),
                                                  _dial))))
    game = scenario([DIALER], [], missions=[TEST_MISSION, GEMINI_PLACE,
                                            LIBRA_PLACE, mission("Spare", C, 3),
                                            mission("Spare Two", C, 3)],
                    hero_team=[AMELIA, *TEAM[1:]], effects=reg, power=9, pad=20)
    amelia = uid(game, "Amelia Banks", HERO_P)
    if glyph is not None:
        ops.place_glyph(game, uid(game, glyph.title, HERO_P), amelia)
    dialer = uid(game, "Dialer", HERO_P)
    ops.put_in_play(game, dialer)
    game._version += 1
    return game, dialer


@pytest.mark.usefixtures(checked_actions.__name__)
@pytest.mark.parametrize(("glyph", "gained"), [(GEMINI_PLACE, 1), (LIBRA_PLACE, 0),
                                               (None, 0)])
def test_amelia_banks_gains_once_per_text_that_reorders_her_mission_pile(
        glyph: StargateCard | None, gained: int) -> None:
    game, dialer = _amelia_game(glyph)
    power = game.power(HERO_P)
    game.apply(ActivateAbility(dialer, 0))
    assert game.power(HERO_P) == power + gained
    game.apply(Pass())
    game.apply(ActivateAbility(dialer, 0))  # another resolution: once more
    assert game.power(HERO_P) == power + 2 * gained


# --- Selkhet (Epilogue): any triggered text -------------------------------------------------

SELKHET = real("Selkhet (Baal's Envoy)", CardType.ADVERSARY, cost=3, skills={C: 2, S: 2},
               revive=3, traits=("Goa'uld",))
EAGER = sg_card("Eager", CardType.SUPPORT_CHARACTER, "Volunteer", cost=0, skills={B: 1})


def _eager_and_selkhet_in_play() -> tuple[StargateGame, int, int]:
    """Eager (a fixture: "each time you assign him, gain 1 power") and Selkhet in play."""
    reg = TitleRegistry()
    reg.register(SELKHET.id, catalog()[SELKHET.id].effect, by="id")
    reg.register("Eager", Card(WhenAssigned(this, Gain(1))))
    game = scenario([EAGER], [SELKHET], missions=[TEST_MISSION,
                                                  mission("Spare", C, 3)],
                    effects=reg, power=9, pad=20)
    eager, selkhet = uid(game, "Eager", HERO_P), uid(game, "Selkhet", VILLAIN_P)
    ops.put_in_play(game, eager)
    ops.put_in_play(game, selkhet)
    return game, eager, selkhet


@pytest.mark.usefixtures(checked_actions.__name__)
@pytest.mark.parametrize("stop", [True, False])
def test_selkhet_stopped_keeps_any_triggered_text_from_being_used(stop: bool) -> None:
    """Eager's "each time you assign him, gain 1 power" (a fixture), as Selkhet's owner
    is asked whether he stops him."""
    game, eager, selkhet = _eager_and_selkhet_in_play()
    game._version += 1
    power = game.power(HERO_P)
    game.apply(Assign(eager))
    decision = game.pending_decision
    assert decision is not None and decision.player == VILLAIN_P
    game.apply(Choose(eager) if stop else Decline())
    assert game.power(HERO_P) == power + (0 if stop else 1)
    assert game.status_name(selkhet) == ("stopped" if stop else "ready")


@pytest.mark.usefixtures(checked_actions.__name__)
def test_selkhet_stopped_asks_nothing() -> None:
    game, eager, selkhet = _eager_and_selkhet_in_play()
    ops.stop(game, selkhet)
    game._version += 1
    power = game.power(HERO_P)
    game.apply(Assign(eager))
    assert game.pending_decision is None and game.power(HERO_P) == power + 1


# --- session 17 sp-values11: origins noted only where a card reads them ---


def _no_reader_game() -> tuple[StargateGame, int]:
    """`start` without Plot Twist or Back to Basics in the decks."""
    game = scenario([TRAINEE, TRAINEE, PEP_TALK], [JINX],
                    missions=[TEST_MISSION, mission("Spare", C, 3)],
                    effects=effects(), power=9, pad=20)
    trainee = next(u for u in game.hand(HERO_P) if game.card(u).title == "Trainee")
    ops.put_in_play(game, trainee)
    game._version += 1
    game.apply(Assign(trainee))
    return game, trainee


@pytest.mark.usefixtures(checked_actions.__name__)
@pytest.mark.parametrize("origin", ["ability", "event", "boost"])
def test_origins_noted_only_in_decks_with_a_card_reading_them(origin: str) -> None:
    game, trainee = start("Plot Twist")
    assert game.tables.notes_origins
    modify(game, trainee, origin)
    made_by = -1 if origin == "boost" else (
        trainee if origin == "ability" else uid(game, "Pep Talk", HERO_P))
    assert (made_by, ops.ORIGIN_BOOST if origin == "boost" else
            ops.ORIGIN_ABILITY if origin == "ability" else ops.ORIGIN_EVENT) == \
        game.surface.modifiers_this_turn()[-1][:2]
    game, trainee = _no_reader_game()
    assert not game.tables.notes_origins
    modify(game, trainee, origin)
    assert game.skill(trainee, COMBAT) == 2 + GAINS[origin]  # the modifier itself holds
    assert ops.MODIFIER_ORIGINS not in game.state.memory


def test_origins_read_in_decks_that_do_not_note_them_is_refused() -> None:
    """A card reading them not marked (`reads_modifier_origins`) fails, never reads ()."""
    game, _trainee = _no_reader_game()
    with pytest.raises(RuntimeError, match="reads_modifier_origins"):
        game.surface.modifiers_this_turn()
