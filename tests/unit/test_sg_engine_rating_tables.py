"""The per-card bytes the totals read instead of each card's `CardFacts`
(`fast.Tables.rating`, `Tables.character`, `Tables.cost`, `values.SKILLS_OF_MASK` of
`Tables.mission_mask`) say what the facts say: a stale or misplaced byte would change a
mission's difficulty or a character's rating."""

from __future__ import annotations

from test_sg_engine_fixed_abilities import _decks

from stargate_vcg.cards.stargate import SKILLS
from stargate_vcg.effects import default_registry
from stargate_vcg.engine.stargate import StargateGame, values
from stargate_vcg.engine.stargate.facts import NO_RATING, SKILL_COUNT


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
