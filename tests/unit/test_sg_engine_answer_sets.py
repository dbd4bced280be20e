"""The sets a many-option decision lists (`legal._answers`): copies of a card in the same
place are one choice, whatever their order, and the set listed for them is the first
`combinations` makes; compared with keys sorted and kept, as the answers were first
listed (sp-list13)."""

from __future__ import annotations

from itertools import combinations

import pytest
from test_sg_engine_helpers import fixture_decks

from stargate_vcg.engine.stargate import StargateGame, legal
from stargate_vcg.engine.stargate.actions import Action, ChooseMany, Decline
from stargate_vcg.engine.stargate.effects import Decision


def _reference(game: StargateGame, item: Decision) -> list[Action]:
    out: list[Action] = [game.made.choose(o) for o in item.options] \
        if item.least <= 1 <= item.most else []
    keys = [legal._option_key(game, item, o) for o in item.options]
    for n in range(max(2, item.least), min(item.most, len(item.options)) + 1):
        seen: set[tuple[object, ...]] = set()
        for combo in combinations(range(len(item.options)), n):
            key = tuple(sorted((keys[i] for i in combo), key=repr))
            if key not in seen:
                seen.add(key)
                out.append(ChooseMany(tuple(item.options[i] for i in combo)))
    if item.optional:
        out.append(Decline())
    return out


@pytest.mark.parametrize(("least", "most", "optional"), [(1, 3, False), (2, 4, True),
                                                         (1, 2, True), (3, 3, False)])
def test_copies_are_one_choice_in_first_made_order(least: int, most: int,
                                                   optional: bool) -> None:
    game = StargateGame.new(fixture_decks(), seed=3)
    deck = game.state.players[0].deck
    ids = [game.facts[u].id for u in deck]
    # Options of several cards with copies, interleaved: the copies' order matters.
    chosen = [u for u in deck if ids.count(game.facts[u].id) >= 2][:6]
    chosen += [u for u in deck if u not in chosen][:4]
    options = tuple(chosen[::2] + chosen[1::2])
    keys = [legal._option_key(game, Decision(0, 0, "s", options), o) for o in options]
    assert len(set(keys)) < len(keys) - 1  # several copies, else the test tests nothing
    item = Decision(0, 0, "s", options, least=least, most=most, optional=optional)
    listed = legal._answers(game, item)
    assert listed == _reference(game, item)
    assert any(isinstance(a, ChooseMany) for a in listed)
