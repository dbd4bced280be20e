"""Star Trek VCG: random playouts with invariants, replay, clone, observation, API."""

from __future__ import annotations

import re

import pytest

import stargate_vcg
from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.trek import (
    HAND_LIMIT,
    IMPRESE_PER_GAME,
    MAX_PLAYERS,
    PlaceSecrets,
    TrekAction,
    TrekGame,
)
from stargate_vcg.engine.trek.table import STATUS
from stargate_vcg.errors import IllegalAction

RULE = re.compile(r"^(Preparazione|Termine|Turno|Disposizione|Personaggio|Equipaggiamento|"
                  r"Status|Danneggiamento|Impresa|Effetti|Condizioni di vittoria|Note)"
                  r"( P\.\d\d(\.\d)?)?$")


def fingerprint(game: TrekGame) -> tuple[object, ...]:
    return (game.draw, game.discard, game.removed, game.hands, game.chars,
            sorted(game.equip.items()), game.status, game.danni, game.earned, game.attempted,
            game.active, game.phase, game.secrets, game.decl, [s.kind for s in game.steps],
            list(game.log), game.rng.getstate())


def check_invariants(game: TrekGame, ended_turn_of: int | None) -> None:
    cards = game.all_cards()
    assert sorted(cards) == list(range(68)), "every card is somewhere, once"
    assert game.table.kind[game.status] == STATUS
    elsewhere = set(game.draw + game.discard + [c for h in game.hands for c in h]
                    + game.secrets)
    assert game.status not in elsewhere
    assert all(game.table.kind[c] != STATUS or c in elsewhere for c in cards
               if c != game.status), "exactly one Status in play"
    if ended_turn_of is not None:
        assert len(game.hands[ended_turn_of]) <= HAND_LIMIT
    assert game.attempted <= IMPRESE_PER_GAME
    assert game.is_over == (game.attempted == IMPRESE_PER_GAME)


def play(players: int, seed: int, check: bool = True) -> tuple[TrekGame, list[TrekAction]]:
    game = TrekGame.new(players=players, seed=seed)
    agent = RandomAgent(seed)
    actions: list[TrekAction] = []
    while not game.is_over:
        legal = game.legal_actions()
        assert legal
        seen = game.observation(game.to_act or 0)
        assert seen.hand == tuple(game.hands[seen.player])  # only the own hand is shown
        assert seen.secrets == (tuple(game.secrets) if seen.player == game.active else ())
        action = agent.choose(seen, legal)
        before_active, before_turn = game.active, game.turn
        game.apply(action)
        actions.append(action)
        if check:
            ended = before_active if game.turn != before_turn else None
            check_invariants(game, ended)
        assert len(actions) < 20_000, "the game must end"
    return game, actions


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, MAX_PLAYERS])
def test_random_playouts_keep_the_invariants(players: int) -> None:
    for seed in range(10):
        game, actions = play(players, seed)
        assert game.attempted == IMPRESE_PER_GAME and game.legal_actions() == []
        assert game.winners and all(game.scores[w] == max(game.scores) for w in game.winners)
        assert game.log[-1].kind == "over"
        assert sum(e.kind in ("completed", "failed") for e in game.log) == IMPRESE_PER_GAME
        # Replay: the seed and the actions give the same game.
        assert fingerprint(TrekGame.replay(players, seed, actions)) == fingerprint(game)
        # Clone half-way: the copy and a replay follow the same actions to the same end.
        half = TrekGame.replay(players, seed, actions[:len(actions) // 2])
        copy = half.clone()
        for action in actions[len(actions) // 2:]:
            copy.apply(action)
        assert fingerprint(copy) == fingerprint(game)
        assert fingerprint(half) == fingerprint(TrekGame.replay(players, seed,
                                                                actions[:len(actions) // 2]))


def test_replay_reproduces_the_game() -> None:
    game, actions = play(4, 11, check=False)
    again = TrekGame.replay(4, 11, actions)
    assert fingerprint(again) == fingerprint(game)
    assert again.scores == game.scores and again.winners == game.winners


def test_clone_then_same_action_gives_same_state() -> None:
    game = TrekGame.new(players=3, seed=5)
    agent = RandomAgent(5)
    for _ in range(120):
        if game.is_over:
            break
        action = agent.choose(None, game.legal_actions())
        copy = game.clone()
        assert fingerprint(copy) == fingerprint(game)
        copy.apply(action)
        game.apply(action)
        assert fingerprint(copy) == fingerprint(game)
    other = game.clone()
    other.hands[0].append(-1)
    assert -1 not in game.hands[0]  # independent


def test_illegal_actions_are_refused_with_a_rule() -> None:
    game = TrekGame.new(players=3, seed=2)
    agent = RandomAgent(2)
    foreign = TrekGame.new(players=3, seed=99)
    foreign_agent = RandomAgent(99)
    refused = 0
    for _ in range(300):
        if game.is_over or foreign.is_over:
            break
        stranger = foreign_agent.choose(None, foreign.legal_actions())
        foreign.apply(stranger)
        if stranger not in game.legal_actions():
            snapshot = fingerprint(game)
            with pytest.raises(IllegalAction) as info:
                game.apply(stranger)
            assert RULE.match(info.value.rule), info.value.rule
            assert fingerprint(game) == snapshot  # nothing changed
            refused += 1
        game.apply(agent.choose(None, game.legal_actions()))
    assert refused > 10


def test_observation_hides_other_hands_and_secrets() -> None:
    for seed in range(30):
        game = TrekGame.new(players=3, seed=seed)
        agent = RandomAgent(seed)
        while not game.is_over:
            if game.phase_name == "secrets":
                secret = next((a for a in game.legal_actions()
                               if isinstance(a, PlaceSecrets) and a.cards), None)
                if secret is not None:
                    game.apply(secret)
                    if game.phase_name != "declare":
                        continue  # nobody could join: already resolved
                    active = game.active
                    other = (active + 1) % 3
                    seen = game.observation(other)
                    assert seen.secrets == () and seen.secret_count == len(secret.cards)
                    assert seen.hand == tuple(game.hands[other])
                    assert seen.hand_sizes[active] == len(game.hands[active])
                    assert not set(secret.cards) & set(seen.hand)
                    assert game.observation(active).secrets == secret.cards
                    return
            game.apply(agent.choose(None, game.legal_actions()))
    pytest.fail("no game placed a secret character")


def test_top_level_export_and_deck_object() -> None:
    assert stargate_vcg.TrekGame is TrekGame
    from stargate_vcg.decklists.io import load_deck

    deck = load_deck("decks/star-trek-vcg.yaml")
    game = TrekGame.new(players=2, seed=1, deck=deck)
    assert len(game.table) == 68 and sorted(game.all_cards()) == list(range(68))


def test_log_names_no_hidden_card() -> None:
    for seed in range(6):
        game = TrekGame.new(players=3, seed=seed)
        agent = RandomAgent(seed)
        public: set[int] = {game.status, *game.discard}
        while not game.is_over:
            action = agent.choose(None, game.legal_actions())
            start = len(game.log)
            game.apply(action)
            public |= set(game.discard) | set(game.removed) | set(game.danni)
            public |= {c for p in range(3) for c in game.chars[p]} | set(game.equip.values())
            public.add(game.status)
            if game.imp_card >= 0:
                public.add(game.imp_card)
            for event in game.log[start:]:
                assert not set(event.cards) - public, event


def test_overlay_values_reach_the_engine(tmp_path: object) -> None:
    from pathlib import Path

    from stargate_vcg.cards.trek_db import load_trek_cards

    assert isinstance(tmp_path, Path)
    overlay = tmp_path / "o.yaml"
    overlay.write_text("cards:\n  - name: Kirk\n    value: 9\n", encoding="utf-8")
    game = TrekGame.new(players=2, seed=0, deck=load_trek_cards(overlay))
    assert game.table.value[game.table.names.index("Kirk")] == 9


def test_hand_built_deck_with_an_unknown_effect_is_refused() -> None:
    from stargate_vcg.cards.trek import TrekEffect
    from stargate_vcg.cards.trek_db import load_trek_cards
    from stargate_vcg.errors import CardDataError

    cards = load_trek_cards()
    broken = [cards[0].model_copy(update={"effect": TrekEffect(kind="teleport")}), *cards[1:]]
    with pytest.raises(CardDataError, match="teleport"):
        TrekGame.new(players=2, seed=0, deck=broken)
