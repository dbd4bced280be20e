"""Fixture effects for the engine's hook tests, written against the whole game.

The engine hands card code a narrow `Surface`; these tests probe the hooks themselves, so
`GameEffect` passes its hooks the game behind the surface (test code only: real card
effects in `stargate_vcg.effects` see the surface alone). `TitleRegistry` registers
fixture cards by title (fixture titles are unique; real cards are registered by id)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import StargateCard
from stargate_vcg.engine.stargate import ops
from stargate_vcg.engine.stargate.effects import HOOKS, CardEffect, Decision, EffectRegistry
from stargate_vcg.engine.stargate.game import StargateGame

_GAME_HOOKS = (*HOOKS, "resolve", "on_play", "replace")


def _with_game(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def call(self: CardEffect, surface: Any, *args: Any) -> Any:
        return method(self, surface._game, *args)
    return call


class GameEffect(CardEffect):
    """A fixture effect whose hooks take the game (see the module docstring); its
    decisions (`ask_op`) resume by calling `ops.<step>(game, chosen card)`."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in _GAME_HOOKS:
            if name in cls.__dict__:
                setattr(cls, name, _with_game(cls.__dict__[name]))

    def resume(self, t: Any, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            getattr(ops, step)(t._game, chosen[0])


def ask_op(game: StargateGame, source: int, player: int, options: Sequence[int], op: str,
           prompt: str = "", optional: bool = False) -> None:
    """Ask `player` to pick a card; `ops.<op>` is applied to it."""
    game.ask(Decision(player=player, source=source, step=op, options=tuple(options),
                      prompt=prompt, optional=optional))


class TitleRegistry(EffectRegistry):
    """Fixture effects by title (or by id with by="id")."""

    __slots__ = ("_by_title",)

    def __init__(self) -> None:
        super().__init__()
        self._by_title: dict[str, CardEffect] = {}

    def register(self, key: str, effect: CardEffect, *, by: str = "title") -> None:  # type: ignore[override]
        if by == "id":
            super().register(key, effect)
        else:
            self._by_title[normalize_name(key)] = effect

    def lookup(self, card: StargateCard) -> CardEffect | None:
        found = super().lookup(card)
        if found is None:
            found = self._by_title.get(normalize_name(card.name))
        if found is None:
            found = self._by_title.get(normalize_name(card.title))
        return found

    def __len__(self) -> int:
        return super().__len__() + len(self._by_title)


def surface_game(t: Any) -> StargateGame:
    return t._game  # type: ignore[no-any-return]


_ = (Sequence, StargateGame)


def GameAbility(text: str, cost: Any = None, effect: Any = None, **fields: Any) -> Any:
    """An `Ability` whose effect takes the game (fixture code, see the module docstring)."""
    from stargate_vcg.engine.stargate.effects import Ability

    args: dict[str, Any] = dict(fields)
    if cost is not None:
        args["cost"] = cost
    if effect is not None:
        def call(t: Any, source: int, action: Any) -> None:
            effect(t._game, source, action)
        args["effect"] = call
    return Ability(text, **args)
