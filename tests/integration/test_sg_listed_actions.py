"""Actions `apply` carries out as listed, without checking them again
(`StargateGame._as_listed`): in random games between the preconstructed decks with card
text, every listed answer naming one card (`actions.MadeActions._named`: triggers to
resolve, the assigned adversary's fate, discards, the character stopped at setup) and
every activation paying one discard that the listing recorded (`legal.listed_discard`)
is known as listed; one changed in place to fields nothing listed has is not, and is
refused when applied; the record of a listing is not read once the game has moved on."""

from __future__ import annotations

from collections import Counter
from itertools import permutations
from pathlib import Path

import pytest

from stargate_vcg.agents import RandomAgent
from stargate_vcg.cards.sources import load_card_database
from stargate_vcg.decklists.io import load_deck
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    ChooseStoppedCharacter,
    DestroyAdversary,
    Discard,
    ResolveTrigger,
    Revive,
    Score,
    StargateGame,
    values,
)
from stargate_vcg.engine.stargate.actions import Action
from stargate_vcg.engine.stargate.facts import Z_HAND
from stargate_vcg.engine.stargate.legal import listed_discard
from stargate_vcg.errors import IllegalAction

pytestmark = pytest.mark.integration

_AS_LISTED = 0  # (`game._AS_LISTED`)

# The field of each kind naming its card, changed in place below.
_FIELD = {ResolveTrigger: "source", Revive: "adversary", Score: "adversary",
          DestroyAdversary: "adversary", Discard: "card",
          ChooseStoppedCharacter: "character"}


def _kind(action: Action) -> str | None:
    """The kind of a listed action this test follows; None for the others."""
    if isinstance(action, ActivateAbility):
        return "one discard" if len(action.discards) == 1 and not action.stops \
            and not action.blocks else None
    if isinstance(action, Score) and action.dominion is not None:
        return None
    return type(action).__name__ if type(action) in _FIELD else None


def _changed_is_refused(game: StargateGame, action: Action, field: str, value: int) -> None:
    """`action` (listed) changed in place to `value`: not known as listed, refused when
    applied (on a clone, which shares the listing), then put back as it was."""
    before = getattr(action, field)
    object.__setattr__(action, field, value)
    try:
        assert game._as_listed(action) != _AS_LISTED
        with pytest.raises(IllegalAction):
            game.clone().apply(action)
    finally:
        object.__setattr__(action, field, before)
    assert game._as_listed(action) == _AS_LISTED


def test_listed_actions_are_known_as_listed_and_changed_ones_are_not(
        octgn_dir: Path) -> None:
    db = load_card_database(octgn_dir)
    decks = [load_deck(p, cards=db) for p in sorted((octgn_dir / "decks").glob("*.o8d"))]
    pairs = list(permutations(range(len(decks)), 2))
    known: Counter[str] = Counter()
    changed: set[str] = set()
    moved_on = 0
    for seed in range(16):
        a, b = pairs[seed % len(pairs)]
        game = StargateGame.new([decks[a], decks[b]], seed=seed, max_turns=100)
        agents = (RandomAgent(seed), RandomAgent(seed + 1))
        recorded: list[ActivateAbility] = []
        while not game.is_over:
            legal = game.legal_actions()
            st = game.state
            flags = values.legality_flags(game) if game.effect_uids else 0
            recorded = []
            for action in legal:
                kind = _kind(action)
                if kind is None:
                    continue
                if kind == "one discard":
                    assert isinstance(action, ActivateAbility)
                    if game._as_listed(action) != _AS_LISTED:
                        # The listing records them only when it lists them all as made:
                        # no "can't" filtering them, no cost modifier pricing them.
                        assert flags & (values.F_FORBIDS | values.F_COSTS
                                        | values.F_PERMITS), action
                        continue
                    recorded.append(action)
                assert game._as_listed(action) == _AS_LISTED, action
                known[kind] += 1
                if kind in changed:
                    continue
                changed.add(kind)
                if kind == "one discard":
                    assert isinstance(action, ActivateAbility)
                    elsewhere = next(u for u in range(len(game.facts))
                                     if st.zone[u] != Z_HAND)
                    _changed_is_refused(game, action, "discards", (elsewhere,))  # type: ignore[arg-type]
                else:
                    field = _FIELD[type(action)]
                    named = {getattr(o, field) for o in legal if type(o) is type(action)}
                    other = next(u for u in range(len(game.facts)) if u not in named)
                    _changed_is_refused(game, action, field, other)
            player = game.to_act
            assert player is not None
            game.apply(agents[player].choose(None, legal))
            # The listing's record is of the game as it was: not read now.
            for action in recorded:
                assert not listed_discard(game, action)
                moved_on += 1
    # Each kind was met, and each changed one refused.
    assert set(known) == {"one discard", *(c.__name__ for c in _FIELD)}, known
    assert changed == set(known)
    assert moved_on
