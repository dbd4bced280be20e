"""Rules audit: random playouts where the audit's new ability costs happen under random
play (stop or block other cards, "<glyph> or <glyph>"), on the fixture deck, checking the
playout invariants after every action and that replaying the actions gives the same log
(EN "Activated Abilities", p. 19; glossary "block", p. 35, and "stopped", p. 42)."""

from __future__ import annotations

from factories import fixture_deck
from hypothesis import given, settings
from hypothesis import strategies as st
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op  # noqa: F401
from test_sg_engine_playouts import check_invariants

from stargate_vcg.agents import RandomAgent
from stargate_vcg.cards import Glyph
from stargate_vcg.engine.stargate import (
    Ability,
    AbilityCost,
    ActivateAbility,
    EffectRegistry,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.facts import STOPPED

DECKS = [fixture_deck(), fixture_deck()]


def _gain(game: StargateGame, source: int, action: ActivateAbility) -> None:
    ops.gain_power(game, game.facts[source].owner, 1)


class CostsAbility(GameEffect):
    def __init__(self, cost: AbilityCost) -> None:
        self.ability = GameAbility("audit fixture", cost, _gain)

    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        return (self.ability,)


def _registry() -> EffectRegistry:
    reg = TitleRegistry()
    reg.register("Fixture Scanner", CostsAbility(AbilityCost(stop_self=True, block_others=1)))
    reg.register("Fixture Rifle", CostsAbility(AbilityCost(power=1, stop_others=1)))
    reg.register("Fixture Leader", CostsAbility(AbilityCost(
        any_glyph=(Glyph.GEMINI, Glyph.ORION), stop_self=True, stop_others=2,
        others=lambda g, s, u: g._game.facts[u].character and u != s)))
    reg.register("Fixture Tyrant", CostsAbility(AbilityCost(stop_others=1)))
    return reg


REGISTRY = _registry()


@settings(max_examples=6, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_random_playouts_with_stop_and_block_costs_keep_invariants(seed: int) -> None:
    game = StargateGame.new(DECKS, seed=seed, max_turns=12, effects=REGISTRY)
    totals = [sum(1 for f in game.facts if f.owner == p) for p in range(2)]
    agents = [RandomAgent(seed + i) for i in range(2)]
    while not game.is_over:
        legal = game.legal_actions()
        assert legal and all(game.check(a) is None for a in legal)
        player = game.to_act
        assert player is not None
        action = agents[player].choose(game.observation(player), legal)
        game.apply(action)
        check_invariants(game, totals)
        if isinstance(action, ActivateAbility) and not game.is_over:
            # The cost was paid: the named cards are stopped / blocked.
            assert all(game.state.status[u] == STOPPED for u in action.stops)
            assert all(game.is_blocked(u) for u in action.blocks)
    again = StargateGame.replay(DECKS, seed, game.actions, max_turns=12, effects=REGISTRY)
    assert again.log == game.log
