"""Atlantis cards completed in session 10 (sp-cards14), each played: the text happens,
and does not when its condition fails. Fixture printings with the real card ids; player 0
is the hero of turn 1, player 1 the villain (`scenario`)."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_effect_cards import at_actions_of_turn, checked_actions, drive, real
from sg_play import SPARE
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.cards.stargate import Allegiance
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    Score,
    StargateGame,
    active,
    ops,
    values,
)

QUEEN = real("Wraith Queen (Power Hungry)", CardType.ADVERSARY, cost=3,
             skills={C: 2, B: 2}, revive=4, traits=("Wraith",))
AIDE = sg_card("Aide", CardType.SUPPORT_CHARACTER, "Field Aide", cost=2, skills={C: 1})

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def failed_with_the_queen(aide_assigned: bool = True) -> StargateGame:
    game = scenario([AIDE], [QUEEN], missions=[mission("Culture Mission", C, 12),
                                               SPARE],
                    power=9, pad=20)
    aide, queen = uid(game, "Aide", HERO_P), uid(game, "Wraith Queen", VILLAIN_P)
    ops.put_in_play(game, aide)
    ops.put_in_play(game, queen)
    game._version += 1
    game.apply(Assign(aide if aide_assigned else uid(game, "Fixture Leader", HERO_P)))
    game.apply(Assign(queen))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    drive(game, lambda g: Score(queen) in g.legal_actions())
    game.apply(Score(queen))
    return game


@pytest.mark.parametrize("pays", [True, False])
def test_wraith_queen_scored_may_pay_to_take_the_support_character_instead(pays: bool
                                                                          ) -> None:
    game = failed_with_the_queen()
    aide, queen = uid(game, "Aide", HERO_P), uid(game, "Wraith Queen", VILLAIN_P)
    power = game.power(VILLAIN_P)
    game.apply(Choose(0) if pays else Decline())
    score = game.state.players[VILLAIN_P].score
    if pays:
        assert score == [aide] and game.zone_name(queen) == "deck"
        assert game.zone_name(aide) == "villain score pile"
        assert game.power(VILLAIN_P) == power - 3
        assert values.score_total(game, VILLAIN_P) == 2  # the aide's cost, not hers
        ops.to_hand(game, aide)  # leaving the pile, the hero's card goes to its owner
        assert aide in game.hand(HERO_P) and not game.state.players[VILLAIN_P].score
    else:
        assert score == [queen] and game.zone_name(aide) == "in play"
        assert game.power(VILLAIN_P) == power


def test_wraith_queen_offers_nothing_without_a_support_character_there() -> None:
    game = failed_with_the_queen(aide_assigned=False)
    queen = uid(game, "Wraith Queen", VILLAIN_P)
    pending = game.pending_decision
    assert pending is None or pending.source != queen
    assert game.state.players[VILLAIN_P].score == [queen]


# --- Blockaded Space Gate ------------------------------------------------------------------

GATE = real("Blockaded Space Gate", CardType.OBSTACLE, cost=3, skills={B: 3, I: 3},
            traits=("Wraith",))
DART = sg_card("Dart", CardType.SHIP, "Wraith Dart", cost=1, firepower=1,
               allegiance=Allegiance.VILLAIN, traits=("Wraith",))


def gate_failed(places: bool) -> StargateGame:
    game = scenario([], [GATE, DART], missions=[mission("Combat Mission", B, 12),
                                                SPARE],
                    power=9, pad=20)
    dart, gate = uid(game, "Dart", VILLAIN_P), uid(game, "Blockaded Space Gate", VILLAIN_P)
    ops.put_in_play(game, dart)
    active.rebuild(game)
    game._version += 1
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    game.apply(PlayCard(gate))
    game.apply(Pass())
    game.apply(Assign(dart))
    game.apply(Pass())
    if game.phase == "performing actions":
        game.apply(Pass())
    while game.pending_decision is not None and game.pending_decision.source != gate:
        game.apply(game.legal_actions()[0])
    game.apply(Choose(dart) if places else Decline())
    return game


@pytest.mark.parametrize("places", [True, False])
def test_blockaded_space_gate_failure_goes_on_the_ship_and_blockades_a_mission(
        places: bool) -> None:
    game = gate_failed(places)
    dart, gate = uid(game, "Dart", VILLAIN_P), uid(game, "Blockaded Space Gate", VILLAIN_P)
    top = game.state.players[HERO_P].missions[-1] if not places else -1
    if not places:
        drive(game, lambda g: g.zone_name(gate) == "discard")
        assert gate not in game.state.blockaded and top in game.state.players[HERO_P].missions
        return
    assert gate in game.surface.beneath(dart)
    blockaded = game.state.blockaded[gate]
    assert game.zone_name(blockaded) == "blockaded"
    drive(game, at_actions_of_turn(3))  # his next villain turn: the ship can't be assigned
    game.apply(Pass())
    assert game.status_name(dart) == "ready"
    error = game.check(Assign(dart))
    assert error is not None and "Blockaded Space Gate" in str(error)
    ops.destroy(game, dart)  # the gate goes with the ship, the mission returns
    active.rebuild(game)
    game._version += 1
    assert game.zone_name(gate) == "discard" and gate not in game.state.blockaded
    assert blockaded in game.state.players[HERO_P].missions
