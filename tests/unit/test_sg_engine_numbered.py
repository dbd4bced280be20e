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
        # A hook of card text, the cost modifiers of one kind of action, or the rating
        # modifiers split by the cards they may change (`CardEffect.modifies`).
        assert (hook in effects.HOOKS or hook.startswith("cost_")
                or hook.split("_of_")[0] in values.RATING_HOOKS), hook
    for n, hook in enumerate(values.RATING_HOOKS):
        assert values.NUMBERED_HOOKS[n] == hook
        assert values.NUMBERED_HOOKS[values.OF_ANY_CARD + n] == f"{hook}_of_any_card"
    numbers = [v for k, v in vars(values).items() if k.startswith("N_")]
    assert sorted(numbers) == list(range(len(values.NUMBERED_HOOKS)))
