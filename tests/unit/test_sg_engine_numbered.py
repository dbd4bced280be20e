"""The numbers the engine asks triggers and hooks by (`effects.T_*`, `values.N_*`) name
what their names say: a number off by one would ask another kind's cards."""

from __future__ import annotations

from stargate_vcg.engine.stargate import effects, values
from stargate_vcg.engine.stargate.effects import TRIGGERS, Trigger


def test_trigger_numbers_name_their_kinds() -> None:
    assert tuple(Trigger) == TRIGGERS
    for kind in Trigger:
        assert getattr(effects, f"T_{kind.name}") == TRIGGERS.index(kind), kind
    numbers = [v for k, v in vars(effects).items() if k.startswith("T_")]
    assert sorted(numbers) == list(range(len(Trigger)))


def test_hook_numbers_name_their_hooks() -> None:
    assert len(set(values.NUMBERED_HOOKS)) == len(values.NUMBERED_HOOKS)
    for n, hook in enumerate(values.NUMBERED_HOOKS):
        assert getattr(values, f"N_{hook.upper()}") == n, hook
        assert values.HOOK_NUMBER[hook] == n
        # A hook of card text, or the cost modifiers of one kind of action.
        assert hook in effects.HOOKS or hook.startswith("cost_"), hook
    numbers = [v for k, v in vars(values).items() if k.startswith("N_")]
    assert sorted(numbers) == list(range(len(values.NUMBERED_HOOKS)))
