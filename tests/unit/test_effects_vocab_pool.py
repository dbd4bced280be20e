"""The vocabulary's pool (`vocab._pool`): `select`, `how_many_selected` and `any_card`
look only among the cards of `Surface.role_pool` that pass the tests a pick asks of
every card it accepts (a status, a printed character, an owner), asked of the state's
bytes. The cards found must be those the pick accepts among the whole pool, after every
action of random games (a pick that claimed a test it does not ask would lose cards)."""

from __future__ import annotations

import random

from test_sg_engine_helpers import fixture_decks

from stargate_vcg.effects.vocab import (
    _needs,
    adversary,
    any_card,
    assigned,
    character,
    how_many_selected,
    obstacle,
    opponents,
    other,
    ready,
    select,
    stopped,
    support_character,
    team_character,
    your,
)
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.engine.stargate.facts import ASSIGNED, READY, STOPPED

PICKS = [
    assigned & character, your & team_character, opponents & support_character & stopped,
    ready & your & character & other, assigned & ready, your & opponents, ~ready,
    ready | obstacle, ~(your & character), obstacle & opponents, adversary & assigned,
    character, your, stopped & (team_character | support_character),
]


def test_picks_say_the_tests_they_ask_of_every_card_they_accept() -> None:
    assert _needs(assigned & character) == ASSIGNED | 8
    assert _needs(your & ready) == READY | 16
    assert _needs(opponents & stopped & support_character) == STOPPED | 8 | 32
    assert _needs(ready | obstacle) == 0 and _needs(~ready) == 0  # nothing every card has
    assert _needs(adversary) == 0  # an adversary may be a printed character under control


def test_the_narrowed_pool_finds_what_the_pick_accepts_in_the_whole_pool() -> None:
    rng = random.Random(7)
    narrowed = 0
    for seed in range(3):
        game = StargateGame.new(fixture_decks(), seed=seed, max_turns=8)
        t = game.surface
        while not game.is_over:
            whole = t.role_pool()
            st = game.state
            sources = [c for p in (st.hero, st.villain) for c in st.players[p].in_play[:2]]
            for source in sources:
                for pick in PICKS:
                    expected = tuple(c for c in whole if pick.accepts(t, source, c))
                    assert select(t, source, pick) == expected, (source, pick)
                    assert how_many_selected(t, source, pick) == len(expected)
                    assert any_card(pick).holds(t, source) == bool(expected)
                    narrowed += len(whole) - len(expected)
            game.apply(rng.choice(game.legal_actions()))
    assert narrowed > 0


def test_role_pool_narrowed_is_the_whole_pool_less_the_others() -> None:
    rng = random.Random(11)
    game = StargateGame.new(fixture_decks(), seed=5, max_turns=8)
    t, st = game.surface, game.state
    while not game.is_over:
        whole = t.role_pool()
        for status in (0, READY, ASSIGNED, STOPPED):
            for owner in (-1, st.hero, st.villain):
                for characters in (False, True):
                    assert t.role_pool(status, owner, characters) == [
                        c for c in whole if (not status or st.status[c] == status)
                        and (owner < 0 or game.facts[c].owner == owner)
                        and (not characters or game.facts[c].character)]
        game.apply(rng.choice(game.legal_actions()))
