"""Paying to revive an adversary (EN "Revive or Score Adversaries"): the revive cost with
its modifiers (Fifth's are tested in test_effects_base_set.py), and a "would ...
instead" replacement of the payment (`Replace.REVIVE_PAYMENT`)."""

from __future__ import annotations

from factories import sg_card
from sg_fixture_effects import GameEffect, TitleRegistry
from test_sg_engine_helpers import VILLAIN_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import Assign, Pass, PlayCard, Revive, StargateGame
from stargate_vcg.engine.stargate.effects import Replace

FOE = sg_card("Foe", CardType.ADVERSARY, "Minion", cost=1, skills={B: 1}, revive=3)


class FreeRevival(GameEffect):
    """Fixture: "If you would pay to revive this adversary, instead pay nothing"."""

    def replaces(self, game: StargateGame, source: int, kind: Replace, player: int,
                 card: int, value: int) -> bool:
        return kind is Replace.REVIVE_PAYMENT and card == source

    def replace(self, game: StargateGame, source: int, kind: Replace, player: int,
                card: int, value: int) -> None:
        return None


def test_revive_payment_can_be_replaced() -> None:
    registry = TitleRegistry()
    registry.register("Foe", FreeRevival())
    game = scenario(villain_cards=[FOE], effects=registry, pad=20)
    foe = uid(game, "Foe")
    for action in (Pass(), PlayCard(foe), Pass(), Assign(foe), Pass(), Pass()):
        game.apply(action)
    before = game.deck_size(VILLAIN_P)
    game.apply(Revive(foe))
    assert (game.deck_size(VILLAIN_P), game.status_name(foe)) == (before, "stopped")
