"""A card that declares its activated abilities fixed (`CardEffect.fixed_abilities`) is
not asked for them during play (`rules.abilities_of`): the declaration must be true.
Random games with the default registry check that every registered effect with the
"abilities" hook and a fixed declaration answers exactly that tuple, whatever the state
and whichever card asks."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from factories import HERO, MISSIONS, TEAM, VILLAIN
from sg_effect_cards import ZAT_GUN
from test_effects_base_set_cards import BALLARD
from test_effects_base_set_heroes import HARLAN, MALP_GEAR, P90_GUN
from test_effects_base_set_villains import MOT
from test_effects_rise_of_the_ori_characters import FANNIS
from test_effects_system_lords_characters import (
    CARTER,
    KHEB_MONK,
    MAZRAI,
    NARIM,
    REOLE,
    SHAUNAC,
    VALA,
    WALKIE,
)
from test_sg_engine_helpers import deck

from stargate_vcg.agents import RandomAgent
from stargate_vcg.decklists.model import Deck
from stargate_vcg.effects import catalog, default_registry
from stargate_vcg.engine.stargate import Ability, AbilityCost, CardEffect, StargateGame
from stargate_vcg.engine.stargate.effects import EffectRegistry
from stargate_vcg.engine.stargate.surface import Surface

Declared = list[tuple[str, CardEffect, tuple[Ability, ...]]]


def _declared() -> Declared:
    out = []
    for entry in catalog().values():
        effect = entry.effect
        if "abilities" in effect.hooks():
            fixed = effect.fixed_abilities()
            if fixed is not None:
                out.append((entry.name, effect, fixed))
    return out


def _decks() -> list[Deck]:
    # Cards of the benchmark decks whose abilities are declared fixed, several copies.
    extra = (ZAT_GUN, BALLARD, HARLAN, MALP_GEAR, P90_GUN, MOT, FANNIS, KHEB_MONK, MAZRAI,
             REOLE, SHAUNAC, WALKIE)
    cards = [c for c in (*HERO, *VILLAIN, *extra) for _ in range(3)]
    team = [NARIM, CARTER, VALA, TEAM[0]]
    return [deck(team, MISSIONS, cards, "a"), deck(team, MISSIONS, cards, "b")]


def _untrue(game: StargateGame, declared: Declared) -> Iterator[str]:
    """The effects whose abilities, asked now about a card in play, in a hand or among
    the obstacles, differ from their declaration."""
    st = game.state
    uids = [*st.obstacles, *(u for p in st.players for u in (*p.in_play, *p.hand))]
    t = game.surface
    for name, effect, fixed in declared:
        if any(effect.abilities(t, u) != fixed for u in uids):
            yield name


def _play(registry: EffectRegistry, seed: int, declared: Declared) -> set[str]:
    game = StargateGame.new(_decks(), seed=seed, max_turns=12, effects=registry)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    found: set[str] = set()
    step = 0
    while not game.is_over:
        if step % 4 == 0:
            found.update(_untrue(game, declared))
        player = game.to_act
        assert player is not None
        game.apply(agents[player].choose(None, game.legal_actions()))
        step += 1
    return found


def test_the_effects_declaring_fixed_abilities_include_the_benchmark_cards() -> None:
    names = {name for name, _, _ in _declared()}
    for card in (ZAT_GUN, BALLARD, HARLAN, MALP_GEAR, P90_GUN, MOT, FANNIS, KHEB_MONK,
                 MAZRAI, REOLE, SHAUNAC, WALKIE, NARIM, CARTER, VALA):
        assert card.name in names


def test_a_subclass_answering_abilities_itself_declares_them_itself() -> None:
    """A fixed declaration inherited from a class whose `abilities` the subclass
    overrides would be stale: the declaring class is the answering one or below it."""
    for name, effect, _ in _declared():
        mro = type(effect).__mro__
        declares = next(c for c in mro if "fixed_abilities" in c.__dict__)
        answers = next(c for c in mro if "abilities" in c.__dict__)
        assert issubclass(declares, answers), name


@pytest.mark.parametrize("seed", [1, 3])
def test_declared_fixed_abilities_are_what_the_effects_answer_in_random_games(
        seed: int) -> None:
    assert _play(default_registry(), seed, _declared()) == set()


class _Lying(CardEffect):
    """Declares no ability but has one per obstacle at the mission."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return tuple(Ability(f"obstacle {o}", AbilityCost(power=99)) for o in t.obstacles)

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return ()


def test_a_false_declaration_is_found() -> None:
    lying = _Lying()
    found = _play(default_registry(), 1, [("lying", lying, ())])
    assert found == {"lying"}
