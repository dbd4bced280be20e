"""Bonus Round cards completed in session 10 (sp-cards15), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`). A gear attached to a character
is a gear card beneath him (the project's ruling on attachments, `dsl.attached_to`)."""

from __future__ import annotations

import pytest
from factories import ROCKS, TEAM, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import TEST_MISSION, hero
from sg_play import both_pass as fail
from sg_play import villain_plays_and_assigns as villain_plays
from test_effects_bonus_round_villains import begin
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid

from stargate_vcg.cards import CardType, Glyph
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    DestroyAdversary,
    Pass,
    PlayCard,
    Score,
    ops,
)

ADV, OBS = CardType.ADVERSARY, CardType.OBSTACLE
ASURAN = real("Asuran Ascendancy", OBS, cost=1, skills={C: 2, S: 3, B: 3},
              traits=("Replicator",))
DEVIR = real("De'vir (Disillusioned Illac Renin)", ADV, cost=1, skills={S: 1, B: 2, I: 2},
             revive=4, traits=("Jaffa",))
SCOPE = sg_card("Scope", CardType.GEAR, cost=1)

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def _attach(game: object, gear: str, holder: str) -> int:
    card = hero(game, gear)  # type: ignore[arg-type]
    ops.place_beneath(game, card, hero(game, holder))  # type: ignore[arg-type]
    game._version += 1  # type: ignore[attr-defined]
    return card


@pytest.mark.parametrize("fails", [True, False])
def test_asuran_ascendancy_reaches_gear_attached_to_characters(fails: bool) -> None:
    game = begin([SCOPE], [ASURAN], first=mission("Test Mission", B, 9 if fails else 1))
    scope = _attach(game, "Scope", "Fixture Scholar")
    villain_plays(game, "Asuran Ascendancy")
    warrior = hero(game, "Fixture Warrior")
    if not fails:
        game.apply(Assign(hero(game, "Fixture Leader")))
        game.apply(Pass())
        ops.ready(game, warrior)
        game._version += 1
        game.apply(Assign(warrior))
    fail(game)
    assert game.zone_name(scope) == ("deck" if fails else "beneath a card")


@pytest.mark.parametrize("score", [True, False])
def test_devir_scored_may_destroy_a_gear_attached_to_a_character(score: bool) -> None:
    game = begin([SCOPE], [DEVIR])
    scope = _attach(game, "Scope", "Fixture Leader")
    villain_plays(game, "De'vir")
    fail(game)
    devir = uid(game, "De'vir", VILLAIN_P)
    game.apply(Score(devir) if score else DestroyAdversary(devir))
    if game.pending_decision is not None:  # a card beneath: chosen, not seen by all
        game.apply(Choose(scope))
    assert (game.zone_name(scope) == "discard") is score


# --- Laura Cadman (Explosives Expert) ---

LAURA = real("Laura Cadman (Explosives Expert)", CardType.TEAM_CHARACTER, cost=4,
             skills={C: 0, S: 2, B: 2, I: 2}, traits=("Atlantis",))
# Its ability stops and destroys it (and costs 6 power) to destroy an obstacle.
REACTOR = real("Naquadah Reactor", CardType.GEAR, cost=3, traits=("SGC",))
STONES = sg_card("Stones", OBS, cost=1, skills={B: 1})
PLACES = [mission(f"{g.value} Place", C, 3, glyph=g) for g in (Glyph.GEMINI, Glyph.ORION)]


@pytest.mark.parametrize("again", [True, False])
def test_laura_cadman_resolves_a_self_destroying_gear_ability_twice(again: bool) -> None:
    game = scenario([REACTOR], [ROCKS, STONES], hero_team=[LAURA, *TEAM[1:]],
                    missions=[TEST_MISSION, *PLACES], power=9, pad=20)
    laura, reactor = hero(game, "Laura Cadman"), hero(game, "Naquadah Reactor")
    for place in PLACES:
        ops.place_glyph(game, hero(game, place.title), laura)
    ops.put_in_play(game, reactor)
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Rocks", VILLAIN_P)))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Stones", VILLAIN_P)))
    rocks, stones = uid(game, "Rocks", VILLAIN_P), uid(game, "Stones", VILLAIN_P)
    game.apply(ActivateAbility(reactor, 0, target=rocks))
    game.apply(Choose(0) if again else Decline())
    assert game.zone_name(rocks) == "discard"
    assert (game.zone_name(stones) == "discard") is again
    assert game.status_name(laura) == ("stopped" if again else "ready")
    assert game.power(HERO_P) == 9 - 6 - (2 if again else 0)
