"""The answers the listings keep and hand out again (`actions.MadeActions`): one object per
field value, made again once changed in place, and a listed one changed afterwards is
refused when applied; the activations paying one discard are made at each listing and
checked in full when applied (sp-list10)."""

from __future__ import annotations

import pytest
from test_sg_engine_helpers import fixture_decks

from stargate_vcg.agents import RandomAgent
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    ChooseGlyphCharacter,
    PlaceMission,
    StargateGame,
)
from stargate_vcg.engine.stargate.actions import MadeActions, discard_activations
from stargate_vcg.errors import IllegalAction


def test_answers_naming_a_uid_are_kept_and_made_again_once_changed() -> None:
    made = MadeActions()
    place, glyph = made.place_mission(5), made.glyph_character(7)
    assert place == PlaceMission(5) and glyph == ChooseGlyphCharacter(7)
    assert made.place_mission(5) is place and made.glyph_character(7) is glyph
    assert made.made_here(place) and made.made_here(glyph)
    assert not made.made_here(PlaceMission(5)) and not made.made_here(ChooseGlyphCharacter(7))
    object.__setattr__(place, "mission", 6)
    object.__setattr__(glyph, "character", 8)
    assert not made.made_here(place) and not made.made_here(glyph)
    again = made.place_mission(5)
    assert again is not place and again == PlaceMission(5) and made.made_here(again)
    assert made.place_mission(6) is not place and made.glyph_character(8) is not glyph
    assert made.glyph_character(7) == ChooseGlyphCharacter(7)
    # Out of the rows' range: made each time, never taken as made here.
    far = made.place_mission(10**6)
    assert far == PlaceMission(10**6) and not made.made_here(far)


def test_activations_paying_a_discard_are_made_per_listing_in_order() -> None:
    out: list[object] = []
    discard_activations(4, 1, (9, 11), [2, 3], out)  # type: ignore[arg-type]
    assert out == [ActivateAbility(4, 1, (2,), (), (), 9), ActivateAbility(4, 1, (2,), (), (), 11),
                   ActivateAbility(4, 1, (3,), (), (), 9), ActivateAbility(4, 1, (3,), (), (), 11)]
    made = MadeActions()
    assert not any(made.made_here(a) for a in out)  # type: ignore[arg-type]


def _to_glyph_choice(seed: int) -> StargateGame | None:
    """A fixture game played at random up to its first choice of a glyph's character."""
    game = StargateGame.new(fixture_decks(), seed=seed)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    for _ in range(3000):
        if game.is_over:
            return None
        legal = game.legal_actions()
        if any(isinstance(a, ChooseGlyphCharacter) for a in legal):
            return game
        player = game.to_act
        assert player is not None
        game.apply(agents[player].choose(None, legal))
    return None


def test_a_listed_glyph_choice_is_handed_out_again_and_refused_once_changed() -> None:
    seed = next(s for s in range(40) if _to_glyph_choice(s) is not None)
    game = _to_glyph_choice(seed)
    assert game is not None
    listed = [a for a in game.legal_actions() if isinstance(a, ChooseGlyphCharacter)]
    again = [a for a in game.clone().legal_actions() if isinstance(a, ChooseGlyphCharacter)]
    assert all(a is b for a, b in zip(listed, again, strict=True))
    choice = listed[0]
    character = choice.character
    object.__setattr__(choice, "character", 10**6)
    with pytest.raises(IllegalAction):
        game.apply(choice)
    # The same game played again lists the answer afresh, not the one changed.
    replayed = _to_glyph_choice(seed)
    assert replayed is not None
    fresh = [a for a in replayed.legal_actions() if isinstance(a, ChooseGlyphCharacter)]
    assert all(a.character < len(replayed.facts) for a in fresh)
    assert any(a.character == character for a in fresh)
    replayed.apply(fresh[0])
