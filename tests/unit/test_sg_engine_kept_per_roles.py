"""The ability sources and entries a listing reads are kept per roles
(`legal.kept_slot`): the turn's change of roles does not find them again, and a turn that
moved no ability source finds those of the turn before last as they were."""

from __future__ import annotations

import pytest
from test_sg_engine_fixed_abilities import _decks

from stargate_vcg.agents import RandomAgent
from stargate_vcg.effects import default_registry
from stargate_vcg.engine.stargate import StargateGame, active, legal


@pytest.mark.parametrize("seed", [1, 2])
def test_the_entries_kept_for_the_roles_serve_again_at_their_next_turn(seed: int) -> None:
    game = StargateGame.new(_decks(), seed=seed, max_turns=12, effects=default_registry())
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    turn = -1
    kept_again = 0
    while not game.is_over:
        if game.state.turn != turn:
            turn = game.state.turn
            # At the turn's start, a slot still valid was filled at an earlier turn of
            # these roles (the roles changed since): it must be what a search finds now.
            for player in range(len(game.state.players)):
                slot = legal.kept_slot(game, player)
                if slot < 0:
                    continue
                version, entries = game.ability_entries_kept[slot]
                if version == game.entries_versions[slot]:
                    kept_again += 1
                    assert entries == legal.ability_entries(game, player)
                version, sources = game.ability_sources_kept[slot]
                if version == game.places_version:
                    assert sources == legal.ability_sources_scan(game, player)
        player = game.to_act
        assert player is not None
        game.apply(agents[player].choose(None, game.legal_actions()))
    assert kept_again > 0


def test_each_player_and_roles_has_its_own_slot() -> None:
    game = StargateGame.new(_decks(), seed=1, max_turns=2, effects=default_registry())
    st = game.state
    slots = set()
    hero, villain = st.hero, st.villain
    try:
        for h, v in ((0, 1), (1, 0)):
            st.hero, st.villain = h, v
            slots.update(legal.kept_slot(game, p) for p in (0, 1))
    finally:
        st.hero, st.villain = hero, villain
    assert len(slots) == 4 and all(0 <= s < len(game.ability_entries_kept) for s in slots)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_entries_kept_past_another_players_moves_are_those_a_search_finds(
        seed: int) -> None:
    """A player's entries are kept by his own version (`GameCore.entries_versions`): a
    move of another player's card that can't be in them leaves it (`active.
    sources_changed`, `Tables.shared_sources`). After every action, each slot still
    valid must hold what a search finds now, and some must have been kept past a
    change of the ability sources (`places_version`)."""
    game = StargateGame.new(_decks(), seed=seed, max_turns=12, effects=default_registry())
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    made_at: dict[int, int] = {}  # slot -> places_version when its entries were found
    kept_past = 0
    while not game.is_over:
        for player in range(len(game.state.players)):
            slot = legal.kept_slot(game, player)
            if slot < 0:
                continue
            version, entries = game.ability_entries_kept[slot]
            if version != game.entries_versions[slot]:
                continue
            assert entries == legal.ability_entries(game, player), (player, slot)
            made_at.setdefault(slot, game.places_version)
            if made_at[slot] != game.places_version:
                kept_past += 1
        actor = game.to_act
        assert actor is not None
        game.apply(agents[actor].choose(None, game.legal_actions()))
        for slot, (version, _) in enumerate(game.ability_entries_kept):
            if slot in made_at and version != game.entries_versions[slot]:
                del made_at[slot]  # found again at the next listing
    assert kept_past > 0


def test_a_one_sided_cards_move_leaves_its_owners_entries_for_the_other_role() -> None:
    """A card of one side only (`fast.Tables.source_roles`) is in its owner's entries
    only while he holds that side's role: its moves bump his version for that role, and
    his entries for the other role are kept (the playout tests above check that they
    stay what a search finds)."""
    game = StargateGame.new(_decks(), seed=1, max_turns=2, effects=default_registry())
    t = game.tables
    one_sided = [u for u in range(len(game.state.zone))
                 if t.source_roles[u] in (1 << active.ROLE_HERO, 1 << active.ROLE_VILLAIN)
                 and not t.shared_sources[u]]
    assert one_sided  # (a test that can fail)
    st = game.state
    hero, villain = st.hero, st.villain
    for uid in one_sided:
        owner = t.owner[uid]
        # The owner's slot in the side's role, and in the other.
        roles = [(owner, 1 - owner), (1 - owner, owner)]
        if t.source_roles[uid] != 1 << active.ROLE_HERO:
            roles.reverse()
        slots = []
        try:
            for h, v in roles:
                st.hero, st.villain = h, v
                slots.append(legal.kept_slot(game, owner))
        finally:
            st.hero, st.villain = hero, villain
        before = game.entries_versions[:]
        active.sources_changed(game, uid)
        assert game.entries_versions[slots[0]] == before[slots[0]] + 1
        assert game.entries_versions[slots[1]] == before[slots[1]]
