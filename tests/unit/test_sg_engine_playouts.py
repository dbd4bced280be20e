"""Random playouts (RandomAgent, hypothesis-chosen seeds) checking the engine's invariants
after every action, and that replay and clone reproduce games exactly."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from test_sg_engine_helpers import fixture_decks

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import StargateGame, active, values
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    GEAR,
    INCAPACITATED,
    NONE,
    READY,
    SKILL_COUNT,
    Z_PLAY,
    Z_RESOLVING,
)
from stargate_vcg.engine.stargate.legal import legal_actions_checked
from stargate_vcg.engine.stargate.phases import MULLIGAN
from stargate_vcg.engine.stargate.victory import condition_met

DECKS = fixture_decks()


def zone_members(game: StargateGame) -> Counter[int]:
    s = game.state
    seen: Counter[int] = Counter()
    for p in s.players:
        for zone in (p.deck, p.hand, p.discard, p.missions, p.score, p.in_play, p.purged):
            seen.update(zone)
    seen.update([s.mission] if s.mission >= 0 else [])
    for zone in (s.obstacles, s.complications, s.failed, s.limbo):
        seen.update(zone)
    for missions in s.glyphs.values():
        seen.update(missions)
    seen.update(s.blockaded.values())
    for cards in s.beneath.values():
        seen.update(cards)
    seen.update(u for u in range(len(game.facts)) if s.zone[u] == Z_RESOLVING)
    return seen


def check_invariants(game: StargateGame, totals: list[int]) -> None:
    s = game.state
    seen = zone_members(game)
    assert all(seen[u] == 1 for u in range(len(game.facts))), "each card in exactly one zone"
    assert len(seen) == len(game.facts)
    per_player = Counter(game.facts[u].owner for u in seen)
    assert [per_player[p] for p in range(game.n_players)] == totals
    assert all(p.power >= 0 for p in s.players), "power never negative"
    # The cards in effect kept up to date as the game changes equal the scans.
    active.check(game)
    # The mission's totals, each rating modifier asked only about the cards it may change
    # (`CardEffect.modifies`), equal those that ask every modifier about every card.
    if s.mission >= 0:
        assert values.mission_totals(game) == values.mission_totals_scan(game)
    # A rating granted to a card (`values.has_rating`, each grant of its own card only
    # asked about it alone) is one `skill` finds asking every grant.
    # The pool card text selects among (`Surface.role_pool`, one native loop with a
    # shortcut while no card is under another player's control) is the cards that
    # `in_effect_for_role` keeps, asked one by one; `role_characters` the characters of it.
    t = game.surface
    for p in (s.hero, s.villain):
        kept = [u for u in s.players[p].in_play if t.in_effect_for_role(u)]
        assert t.role_characters(p) == [u for u in kept if t.is_character(u)]
    assert t.role_pool() == [u for p in (s.hero, s.villain) for u in s.players[p].in_play
                             if t.in_effect_for_role(u)] + s.obstacles
    for u in s.players[s.hero].in_play + s.players[s.villain].in_play:
        for k in range(SKILL_COUNT):
            assert values.has_rating(game, u, k) == (values.skill(game, u, k) is not None)
    assert_no_victory_unchecked(game)
    for u, f in enumerate(game.facts):
        status = s.status[u]
        if s.zone[u] == Z_PLAY:
            assert READY <= status <= INCAPACITATED, "every card in play has one state"
            if f.kind == GEAR:
                assert status not in (ASSIGNED, INCAPACITATED)
            if f.kind == ADVERSARY:
                assert status != INCAPACITATED
        else:
            assert status == NONE


def assert_no_victory_unchecked(game: StargateGame) -> None:
    """While the game goes on, no player meets a victory condition (rulebook "Winning the
    Game": the game ends at once): the engine checks them lazily (after a change that
    bumps `progress`, or while text that adds to them is in effect)."""
    s = game.state
    if s.phase <= MULLIGAN or game.is_over:
        return
    for p in range(game.n_players):
        met = condition_met(game, p)
        assert met is None, f"player {p} meets a victory condition ({met}), game not over"


def play(seed: int, max_turns: int = 40, check_every: bool = True,
         clone_every: int = 0) -> StargateGame:
    game = StargateGame.new(DECKS, seed=seed, max_turns=max_turns)
    totals = [sum(1 for f in game.facts if f.owner == p) for p in range(2)]
    agents = [RandomAgent(seed * 2 + i) for i in range(2)]
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "legal_actions() is non-empty until the game ends"
        if check_every:
            # The fast enumeration agrees with the reference (candidates + check).
            assert legal == legal_actions_checked(game)
        player = game.to_act
        assert player is not None
        action = agents[player].choose(game.observation(player), legal)
        if clone_every and steps % clone_every == 0:
            twin = game.clone()
            twin.apply(action)
        game.apply(action)
        if clone_every and steps % clone_every == 0:
            assert twin.snapshot() == game.snapshot()
            assert twin.log_entries == game.log_entries
        if check_every:
            check_invariants(game, totals)
        steps += 1
    assert game.legal_actions() == []
    return game


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_random_playouts_keep_invariants_and_end(seed: int) -> None:
    game = play(seed, clone_every=7)
    assert game.is_over
    assert game.result.status in ("won", "unfinished")
    assert (game.winner is not None) == (game.result.status == "won")


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_replay_of_recorded_actions_reproduces_the_log(seed: int) -> None:
    game = play(seed, check_every=False)
    again = StargateGame.replay(DECKS, seed, game.actions, max_turns=40)
    assert again.log_entries == game.log_entries
    assert again.snapshot() == game.snapshot()


def test_a_few_hundred_random_games_all_end() -> None:
    results: Counter[str] = Counter()
    for seed in range(200):
        game = play(seed, max_turns=12, check_every=False)
        results[game.result.status] += 1
        assert game.is_over
        assert game.result.status in ("won", "unfinished")
        assert (game.result.status == "unfinished") == (game.result.turns == 12)
    assert sum(results.values()) == 200


def test_clone_is_independent() -> None:
    game = play(3, max_turns=2, check_every=False)
    twin = game.clone()
    twin.state.players[0].hand.clear()
    assert game.state.players[0].hand != [] or game.state.players[0].deck == []


@settings(max_examples=8, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.integers(min_value=3, max_value=4))
def test_random_playouts_with_three_or_four_players(seed: int, players: int) -> None:
    """EN "Three or More Players": the same invariants; the villain is always the hero's
    left and inactive players have no power."""
    decks = [DECKS[0]] * players
    game = StargateGame.new(decks, seed=seed, max_turns=3 * players)
    totals = [sum(1 for f in game.facts if f.owner == p) for p in range(players)]
    agent = RandomAgent(seed)
    while not game.is_over:
        legal = game.legal_actions()
        assert legal == legal_actions_checked(game)
        game.apply(agent.choose(None, legal))
        check_invariants(game, totals)
        s = game.state
        if s.turn >= 1 and game.phase != "game over":
            assert s.villain == (s.hero + 1) % players
            assert all(p.power == 0 for i, p in enumerate(s.players)
                       if i not in (s.hero, s.villain))
    assert game.result.status in ("won", "unfinished")
