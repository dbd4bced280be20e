"""The per-card bytes the totals read instead of each card's `CardFacts`
(`fast.Tables.rating`, `Tables.character`, `Tables.cost`, `values.SKILLS_OF_MASK` of
`Tables.mission_mask`) say what the facts say: a stale or misplaced byte would change a
mission's difficulty or a character's rating."""

from __future__ import annotations

import re

import pytest
from factories import TEAM, fixture_deck
from test_sg_engine_fixed_abilities import _decks

from stargate_vcg.cards.stargate import SKILLS, CardType, Skill
from stargate_vcg.decklists.model import DeckEntry, Section
from stargate_vcg.effects import default_registry
from stargate_vcg.engine.stargate import StargateGame, values
from stargate_vcg.engine.stargate.facts import NO_RATING, SKILL_COUNT
from stargate_vcg.errors import StargateVcgError


def test_the_rating_tables_say_what_the_facts_say() -> None:
    assert len(SKILLS) == SKILL_COUNT
    game = StargateGame.new(_decks(), seed=1, max_turns=2, effects=default_registry())
    t = game.tables
    assert len(t.rating) == SKILL_COUNT * len(game.facts)
    rated = 0
    for uid, f in enumerate(game.facts):
        for k in range(SKILL_COUNT):
            printed = t.rating[uid * SKILL_COUNT + k]
            assert (None if printed == NO_RATING else printed) == f.skills[k], (uid, k)
            rated += printed != NO_RATING
        assert bool(t.character[uid]) == f.character, uid
        assert t.cost[uid] == f.cost, uid
        assert values.SKILLS_OF_MASK[t.mission_mask[uid]] == f.mission_skills, uid
    assert rated and any(t.character)  # (a test that can fail)
    assert any(len(f.mission_skills) > 1 or f.mission_skills != (0,) for f in game.facts)


def test_a_card_number_the_tables_cannot_hold_is_refused_naming_the_card() -> None:
    """Costs and ratings live in bytes (a rating of 255 means "none"): card data with a
    cost of 300, a negative cost or a rating of 255 was a ValueError traceback in `play`
    and `goldfish`, or a rating silently read as absent. The game refuses such a card."""
    leader = TEAM[0]
    assert leader.type is CardType.TEAM_CHARACTER
    for update, shown in [({"cost": 300}, "cost 300"), ({"cost": -1}, "cost -1"),
                          ({"skills": {**leader.skills, Skill.COMBAT: 255}}, "combat 255")]:
        odd = leader.model_copy(update=update)
        deck = fixture_deck()
        deck.sections[Section.TEAM][0] = DeckEntry(name=odd.name, quantity=1, card=odd)
        with pytest.raises(StargateVcgError, match=rf"{re.escape(odd.name)}: {shown} "):
            StargateGame.new([deck, fixture_deck()], seed=1)
    top = leader.model_copy(update={"cost": 255, "skills": {**leader.skills,
                                                             Skill.COMBAT: 254}})
    deck = fixture_deck()
    deck.sections[Section.TEAM][0] = DeckEntry(name=top.name, quantity=1, card=top)
    assert StargateGame.new([deck, fixture_deck()], seed=1).tables.cost[0] == 255
