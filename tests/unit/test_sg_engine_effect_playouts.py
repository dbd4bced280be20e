"""Random playouts with fixture effects on the fixture deck's cards, so that triggers,
trigger ordering, effect choices, abilities, restrictions, destroyed glyph holders and
blockades all happen under random play; the same invariants are checked."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from sg_fixture_effects import GameAbility, GameEffect, TitleRegistry, ask_op
from test_sg_engine_helpers import fixture_decks
from test_sg_engine_playouts import check_invariants

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import (
    Ability,
    AbilityCost,
    Action,
    ActivateAbility,
    EffectRegistry,
    PlayComplication,
    StargateGame,
    Trigger,
    TriggerEvent,
    ops,
)
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, SUPPORT
from stargate_vcg.engine.stargate.state import MOD_SKILL


class StopOnAssign(GameEffect):
    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.ASSIGNED and event.card == source

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ready = [u for u in game.state.players[game.state.villain].in_play
                 if game.state.status[u] == READY]
        ask_op(game, source, game.state.hero, ready, "stop", "stop a card")


class DestroySupportOnFailure(GameEffect):
    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        supports = [u for u in game.state.players[game.state.hero].in_play
                    if game.facts[u].kind == SUPPORT]
        ask_op(game, source, game.state.villain, supports, "destroy", "destroy")


class GainOn(GameEffect):
    def __init__(self, kind: Trigger) -> None:
        self.kind = kind

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is self.kind

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ops.gain_power(game, game.facts[source].owner, 1)


def _plus_one(game: StargateGame, source: int, action: ActivateAbility) -> None:
    ops.add_mission_mod(game, source, MOD_SKILL, 1, skill=2)


class Training(GameEffect):
    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        return (GameAbility("combat +1", AbilityCost(power=1, discards=1), _plus_one),)


class Armory(GameEffect):
    def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
        return 1 if game.state.status[target] == ASSIGNED else 0


class DestroyedWhenEarning(GameEffect):
    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.GLYPH_EARNED and event.card == source

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ops.destroy(game, source)


class BlockadeOnVictory(GameEffect):
    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.VICTORY

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ops.blockade(game, source, game.state.hero)


class NoComplications(GameEffect):
    def forbids(self, game: StargateGame, source: int, player: int,
                action: Action) -> str | None:
        if isinstance(action, PlayComplication) and game.state.status[source] == ASSIGNED:
            return "no complications while the envoy is assigned"
        return None


class Cheaper(GameEffect):
    def cost_modifier(self, game: StargateGame, source: int, player: int,
                      action: Action) -> int:
        return -1


def effects() -> EffectRegistry:
    reg = TitleRegistry()
    for title, effect in {
        "Fixture Medic": StopOnAssign(),
        "Fixture Ambush": DestroySupportOnFailure(),
        "Fixture Leader": Training(),
        "Fixture Tyrant": GainOn(Trigger.REVIVED),
        "Fixture Scanner": GainOn(Trigger.MISSION_END),
        "Fixture Rifle": Armory(),
        "Fixture Marine": DestroyedWhenEarning(),
        "Fixture Raider": BlockadeOnVictory(),
        "Fixture Envoy": NoComplications(),
        "Fixture Cruiser": Cheaper(),
    }.items():
        reg.register(title, effect)
    return reg


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_random_playouts_with_effects_keep_invariants(seed: int) -> None:
    from test_sg_engine_helpers import fixture_decks

    decks = fixture_decks()
    registry = effects()
    game = StargateGame.new(decks, seed=seed, max_turns=20, effects=registry)
    totals = [sum(1 for f in game.facts if f.owner == p) for p in range(2)]
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    kinds: set[str] = set()
    step = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal
        player = game.to_act
        assert player is not None
        action = agents[player].choose(None, legal)
        kinds.add(type(action).__name__)
        if step % 11 == 0:
            twin = game.clone()
            twin.apply(action)
        game.apply(action)
        if step % 11 == 0:
            assert twin.snapshot() == game.snapshot()
        check_invariants(game, totals)
        step += 1
    assert "ActivateAbility" in kinds or "Choose" in kinds or game.state.turn < 3
    again = StargateGame.replay(decks, seed, game.actions, max_turns=20, effects=registry)
    assert again.log_entries == game.log_entries


def test_a_listed_action_changed_afterwards_is_refused_and_spoils_no_later_game() -> None:
    """Issue 14: an action changed with object.__setattr__ after it was listed is checked
    like any other (IllegalAction, not IndexError), and fresh games with the same decks
    list sound actions again."""
    import pytest

    from stargate_vcg.engine.stargate import PlayCard
    from stargate_vcg.errors import IllegalAction

    decks = fixture_decks()
    game = StargateGame.new(decks, seed=3)
    while game.phase != "performing actions":
        game.apply(game.legal_actions()[0])
    play = next(a for a in game.legal_actions() if isinstance(a, PlayCard))
    card = play.card
    object.__setattr__(play, "card", 10**6)
    with pytest.raises(IllegalAction):
        game.apply(play)
    fresh = StargateGame.new(decks, seed=3)
    while fresh.phase != "performing actions":
        fresh.apply(fresh.legal_actions()[0])
    plays = [a for a in fresh.legal_actions() if isinstance(a, PlayCard)]
    assert all(0 <= a.card < len(fresh.facts) for a in plays)
    assert any(a.card == card for a in plays)


def test_observation_of_a_player_not_in_the_game_is_refused() -> None:
    import pytest

    from stargate_vcg.errors import StargateVcgError

    game = StargateGame.new(fixture_decks(), seed=1)
    for bad in (-1, 2, 99):
        with pytest.raises(StargateVcgError):
            game.observation(bad)


def test_replay_with_actions_of_the_wrong_type_is_refused() -> None:
    import pytest

    from stargate_vcg.errors import IllegalAction

    with pytest.raises(IllegalAction):
        StargateGame.replay(fixture_decks(), 1, 5)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        StargateGame.replay(fixture_decks(), 1, ["not an action"])


def test_the_log_tells_stopping_to_continue_from_a_card_becoming_stopped() -> None:
    """Issue 12: "stop continuing" (the hero's decision) and "stop" (a card) differ; the
    characters stopped at resolution are logged; a revive logs the cards milled."""
    from stargate_vcg.agents import RandomAgent

    decks = fixture_decks()
    for seed in range(30):
        game = StargateGame.new(decks, seed=seed, max_turns=6)
        agent = RandomAgent(seed)
        while not game.is_over:
            game.apply(agent.choose(None, game.legal_actions()))
        kinds = {e.kind for e in game.log_entries}
        if "stop continuing" in kinds and "stopped at resolution" in kinds:
            stops = [e for e in game.log_entries if e.kind == "stop continuing"]
            assert all(e.card == -1 for e in stops)
            resolved = [e for e in game.log_entries if e.kind == "stopped at resolution"]
            assert all(e.card >= 0 for e in resolved)
            revives = [e for e in game.log_entries if e.kind == "revive"]
            assert all(e.value == game.facts[e.card].revive for e in revives)
            return
    raise AssertionError("no game both stopped continuing and resolved a mission")


def test_actions_made_for_a_listing_keep_the_deck_layout_cached() -> None:
    """A boost, an ability or a choice (made for one listing, not shared between games)
    is checked in full when applied, but it does not empty the layout cache: the next
    game with the same decks reuses the layout (goldfish rebuilt it every game)."""
    from stargate_vcg.engine.stargate import Boost
    from stargate_vcg.engine.stargate.layout import _CACHE

    decks = fixture_decks()
    made = 0
    for seed in range(40):
        game = StargateGame.new(decks, seed=seed, max_turns=8)
        layouts = list(_CACHE.values())
        agent = RandomAgent(seed)
        while not game.is_over:
            action = agent.choose(None, game.legal_actions())
            made += isinstance(action, (Boost, ActivateAbility))
            game.apply(action)
        assert list(_CACHE.values()) == layouts
        if made:
            break
    assert made
