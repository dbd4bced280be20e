from hypothesis import given
from hypothesis import strategies as st

from stargate_vcg.agents import RandomAgent


@given(st.integers(), st.lists(st.integers(), min_size=1, max_size=20))
def test_random_agent_picks_a_legal_action_reproducibly(seed: int, actions: list[int]) -> None:
    first = [RandomAgent(seed).choose(None, actions) for _ in range(3)]
    assert all(a in actions for a in first)
    assert first == [RandomAgent(seed).choose(None, actions) for _ in range(3)]


def test_random_agent_refuses_an_empty_choice() -> None:
    import pytest

    with pytest.raises(ValueError):
        RandomAgent(1).choose(None, [])
