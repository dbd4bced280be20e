"""Fixture printings of the cards whose text is implemented (`stargate_vcg.effects`), and
a driver that plays a game on to a later point.

Data policy: no OCTGN data and no card text here. Each card is a fixture card of the
project's own (plausible stats) given the real card id, so that the default registry
plays its effect; the id is taken from `stargate_vcg.effects.catalog()` by name (and set)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from factories import sg_card

from stargate_vcg.cards import CardType, Glyph, Skill, StargateCard
from stargate_vcg.effects import catalog
from stargate_vcg.engine import compiled_engines
from stargate_vcg.engine.stargate import (
    Decline,
    DestroyAdversary,
    Keep,
    Pass,
    StargateGame,
    Stop,
)

_IDS: dict[str, list[tuple[str, str]]] = {}
for _entry in catalog().values():
    _IDS.setdefault(_entry.name, []).append((_entry.card_id, _entry.set_package))


def real_id(name: str, set_package: str = "") -> str:
    """The card id of an implemented card, by `Title (Subtitle)`; where two sets print a
    card of that name, the one of `set_package` (`effects.catalog.Entry.set_package`)."""
    found = _IDS[name]
    if len(found) > 1:
        found = [(i, p) for i, p in found if p == set_package]
        if len(found) != 1:
            raise KeyError(f"{name}: printed in several sets; say which (set_package)")
    return found[0][0]


def real(name: str, type: CardType, **fields: Any) -> StargateCard:
    """A fixture card standing for the implemented card `name` (`Title (Subtitle)`).
    Where two sets print a card of that name, the test module's set decides (its name
    is `test_effects_<set package>_...`)."""
    title, _, rest = name.partition(" (")
    subtitle = rest[:-1] if rest else None
    card = sg_card(title, type, subtitle, **fields)
    caller = sys._getframe(1).f_globals.get("__name__", "")
    package = next((p for _, p in _IDS.get(name, ()) if caller.startswith(f"test_effects_{p}")),
                   "")
    return card.model_copy(update={"id": real_id(name, package)})


C, S, B, I = Skill.CULTURE, Skill.SCIENCE, Skill.COMBAT, Skill.INGENUITY  # noqa: E741
SUPPORT, TEAM = CardType.SUPPORT_CHARACTER, CardType.TEAM_CHARACTER

# --- Base Set ----------------------------------------------------------------------------
ANISE = real("Anise (Determined Archaeologist)", SUPPORT, cost=3, skills={C: 2, S: 2})
MERRIN = real("Merrin (Orbanian Urrone)", SUPPORT, cost=2, skills={S: 2})
OMA = real("Oma Desala (Guide to Ascension)", SUPPORT, cost=4, skills={C: 0, I: 0})
GERAK = real("Gerak (Leader of the Jaffa)", SUPPORT, cost=4, skills={C: 2, B: 1},
             traits=("Jaffa",))
BRATAC = real("Bra'tac (Jaffa Master)", TEAM, cost=3, skills={C: 2, S: 0, B: 2, I: 2},
              traits=("Jaffa",))
DARIAN = real("Darian (Freedom Fighter)", SUPPORT, cost=3, skills={B: 2, I: 1})
NICE_SHOT = real("Nice Shot", CardType.EVENT, cost=1)
TOP_MINDS = real("Top Minds", CardType.EVENT, cost=2)
ZAT_GUN = real("Zat Gun", CardType.GEAR, cost=3)
# Given a Combat rating, so that a Zat Gun may aim at it (the tests of its failure text).
ALIEN_ORB = real("Alien Orb", CardType.OBSTACLE, cost=2, skills={B: 2})
WATER = real("Water-Based Life Forms", CardType.OBSTACLE, cost=2, skills={C: 2, I: 2})
ANUBIS = real("Anubis (Banished Lord)", CardType.ADVERSARY, cost=3, skills={C: 2, B: 2},
              revive=4, traits=("Goa'uld",))
FIFTH = real("Fifth (Hardened Foe)", CardType.ADVERSARY, cost=2,
             skills={C: 1, S: 1, B: 1, I: 1}, revive=2)
CONTACT = real("Contact the Asgard (Cimmeria)", CardType.MISSION, skills={C: 4},
               experience=2, glyph=Glyph.ORION)
BASE_SET = [ANISE, MERRIN, OMA, GERAK, BRATAC, DARIAN, NICE_SHOT, TOP_MINDS, ZAT_GUN,
            ALIEN_ORB, WATER, ANUBIS, FIFTH, CONTACT]

# --- System Lords ------------------------------------------------------------------------
APOPHIS = real("Apophis (The Serpent God)", CardType.ADVERSARY, cost=3, skills={B: 2, I: 1},
               revive=3, traits=("Goa'uld",))
SYSTEM_LORDS = [APOPHIS]


_QUIET = (Pass, Stop, Keep, Decline, DestroyAdversary)


def checked_random_game(decks: list[Any], seed: int, agent_seed: int,
                        max_turns: int = 12) -> StargateGame:
    """A random game with the default registry, checked after every action: the fast
    legal actions equal the reference, the engine's invariants hold, a clone (every
    fifth action) stays identical; then a replay gives the same log."""
    from test_sg_engine_playouts import check_invariants

    from stargate_vcg.agents import RandomAgent
    from stargate_vcg.effects import default_registry
    from stargate_vcg.engine.stargate.legal import legal_actions_checked

    registry = default_registry()
    game = StargateGame.new(decks, seed=seed, max_turns=max_turns, effects=registry)
    totals = [sum(1 for f in game.facts if f.owner == p) for p in range(2)]
    agents = [RandomAgent(seed), RandomAgent(agent_seed)]
    step = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal == legal_actions_checked(game)
        player = game.to_act
        assert player is not None
        action = agents[player].choose(None, legal)
        twin = game.clone() if step % 5 == 0 else None
        if twin is not None:
            twin.apply(action)
        game.apply(action)
        if twin is not None:
            assert twin.snapshot() == game.snapshot()
        check_invariants(game, totals)
        step += 1
    again = StargateGame.replay(decks, seed, game.actions, max_turns=max_turns,
                                effects=registry)
    assert again.log_entries == game.log_entries
    return game


def drive(game: StargateGame, until: Callable[[StargateGame], bool], limit: int = 500) -> None:
    """Play the quietest legal action (pass, stop, keep, decline, destroy the adversary;
    else the first one offered) until `until(game)` holds."""
    for _ in range(limit):
        if until(game):
            return
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, _QUIET)), actions[0]))
    raise AssertionError("drive: the game never got there")


def at_actions_of_turn(turn: int) -> Callable[[StargateGame], bool]:
    """The first performing-actions step of turn `turn`, with nothing pending."""
    return lambda g: (g.turn == turn and g.phase == "performing actions"
                      and g.pending_decision is None)


@pytest.fixture
def checked_actions(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every action a test applies is also checked: applied to a clone of the game it
    gives the same state, and the legal actions found next (fast enumeration or not) are
    those of the reference checks. (Not pickled: a pickle replays the actions, and the
    scenarios arrange hands outside them. Pure Python builds only: a compiled class
    can't be patched.)"""
    from stargate_vcg.engine.stargate.legal import legal_actions_checked

    if compiled_engines():
        yield
        return
    apply = StargateGame.apply

    def checked(game: StargateGame, action: object) -> None:
        twin = game.clone()
        apply(game, action)
        apply(twin, action)
        assert twin.snapshot() == game.snapshot()
        if not game.is_over:
            assert game.legal_actions() == legal_actions_checked(game)

    monkeypatch.setattr(StargateGame, "apply", checked)
    yield
