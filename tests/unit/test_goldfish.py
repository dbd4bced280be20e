"""Goldfish: the library API, the keep rule against exact odds, seeding independent of
the number of workers, and the passive villain."""

from __future__ import annotations

import math
import random

import pytest
from factories import fixture_deck

from stargate_vcg.decklists.model import Deck, Section
from stargate_vcg.engine.stargate import StargateGame
from stargate_vcg.errors import StargateVcgError
from stargate_vcg.goldfish import GoldfishResult, deal, goldfish, goldfish_hands, runner
from stargate_vcg.goldfish.hands import HandsSetup, _hands_by_library, _prepared, hands_chunk
from stargate_vcg.goldfish.seeds import sub_seed
from stargate_vcg.goldfish.stargate_sim import (
    StargateSetup,
    play_game,
    record_game,
    team_total,
    with_team_total,
)
from stargate_vcg.statistics import odds


@pytest.fixture(scope="module")
def deck() -> Deck:
    return fixture_deck()


def test_result_is_the_json_document(deck: Deck) -> None:
    result = goldfish(deck, games=40, seed=7)
    assert isinstance(result, GoldfishResult)
    doc = result.model_dump(mode="json")
    for key in ("games", "seed", "wins", "mean_turn", "turn_distribution", "per_card"):
        assert key in doc
    assert doc["games"] == 40 and doc["seed"] == 7
    assert sum(result.turn_distribution.values()) == result.wins
    assert result.wins + result.unfinished <= result.games
    first = result.per_turn[0]
    assert first.games == 40
    # read from the engine's log: a renamed event kind must not go unnoticed
    assert first.power == 3  # rulebook "Power Phase": 3 + glyphs (none on turn 1)
    assert first.missions_attempted >= 1 and first.missions_succeeded > 0
    assert 0 < result.mulligan_rate < 1
    assert any(c.played > 0 for c in result.per_card.values())
    assert any(c.drawn > 0 for c in result.per_card.values())


def test_greedy_hero_beats_the_passive_villain(deck: Deck) -> None:
    result = goldfish(deck, games=60, seed=1, max_turns=30)
    assert result.win_rate > 0.9
    assert set(result.win_reasons) <= {"experience", "seven glyphs", "unfinished"}
    # the team characters do the work: someone was assigned to a successful mission
    assert max(c.assigned_to_success for c in result.per_card.values()) > 1


def test_same_seed_same_result_whatever_the_workers(deck: Deck) -> None:
    one = goldfish(deck, games=120, seed=11, workers=1)
    two = goldfish(deck, games=120, seed=11, workers=2)
    assert one == two
    other = goldfish(deck, games=120, seed=12, workers=1)
    assert other != one


def test_hands_same_seed_same_result_whatever_the_workers(deck: Deck) -> None:
    one = goldfish_hands(deck, hands=9000, seed=3, keep="type:support >= 1", workers=1)
    two = goldfish_hands(deck, hands=9000, seed=3, keep="type:support >= 1", workers=2)
    assert one == two


@pytest.mark.parametrize("rule", ["type:support >= 2", "hero >= 4 and type:obstacle >= 1",
                                  "Fixture Medic >= 1 or Fixture Marine >= 2"])
def test_keep_rate_matches_the_exact_odds(deck: Deck, rule: str) -> None:
    """The keep rate is the share of first hands meeting the rule: a binomial estimate of
    the exact `stats --odds` probability. 5 standard errors: a correct simulation fails
    this about once in 1.7 million runs; a wrong hand size (7 or 9 cards) moves these
    rates by 10 or more standard errors at 40,000 hands."""
    n = 40_000
    result = goldfish_hands(deck, hands=n, seed=2024, keep=rule)
    p = odds(deck, rule).p
    sigma = math.sqrt(p * (1 - p) / n)
    assert abs(result.keep_rate - p) <= 5 * sigma, (result.keep_rate, p, sigma)
    assert result.mulligan_rate == pytest.approx(1 - result.keep_rate)
    assert sum(result.composition.by_type.values()) == pytest.approx(8, abs=1e-3)


def test_keep_rule_with_an_unknown_title_is_refused(deck: Deck) -> None:
    with pytest.raises(StargateVcgError, match="no card named"):
        goldfish_hands(deck, hands=10, seed=1, keep="Fixture Medik >= 1")


def test_opponent_team_points_set_the_victory_total(deck: Deck) -> None:
    villain = with_team_total(deck, 21)
    assert team_total(villain) == 21
    game = StargateGame.new([deck, villain], seed=1)
    assert game.victory_total(0) == 21
    result = goldfish(deck, games=10, seed=1, opponent_team_points=21)
    assert result.victory_total == 21


def test_passive_villain_plays_nothing(deck: Deck) -> None:
    setup = StargateSetup(deck, with_team_total(deck, team_total(deck)), True, 10,
                          "hero >= 3")
    game, _ = play_game(setup, seed=5)
    acted = {e.kind for e in game.log if e.player == 1}
    assert not acted & {"play", "assign", "boost", "complication", "continue"}
    record = record_game(game, {})
    assert record.won == (game.winner == 0)


def test_a_win_in_the_decks_villain_turn_is_the_decks(deck: Deck) -> None:
    """Against an opponent deck, every win in a turn where the opponent was the hero was
    tallied as "opponent won: ...", also when the deck won (its villain score pile
    reaching the victory total as the opponent's mission failed)."""
    setup = StargateSetup(deck, fixture_deck(), False, 20, "hero >= 3")
    as_villain = 0
    for seed in range(40):
        game, left = play_game(setup, seed=seed)
        record = record_game(game, left)
        assert record.won == (game.winner == 0), seed
        assert record.reason.startswith("opponent won") == (game.winner == 1), seed
        as_villain += game.winner == 0 and game.state.hero != 0
    assert as_villain  # (seed 35: a villain score pile win)


def test_opponent_deck_plays_a_greedy_villain(deck: Deck) -> None:
    result = goldfish(deck, games=20, seed=4, opponent=fixture_deck())
    assert result.opponent == "Fixture deck"
    assert result.games == 20


def test_bad_arguments_are_refused(deck: Deck) -> None:
    with pytest.raises(StargateVcgError):
        goldfish(deck, games=0)
    with pytest.raises(StargateVcgError, match="unknown agent"):
        goldfish(deck, games=1, agent="psychic")


def test_top_level_goldfish_is_the_function(deck: Deck) -> None:
    """`stargate_vcg.goldfish(deck, ...)` works whether or not the subpackage was
    imported first (importing it binds the package under the same name)."""
    import stargate_vcg
    import stargate_vcg.goldfish.api

    result = stargate_vcg.goldfish(deck, games=3, seed=2)
    assert isinstance(result, GoldfishResult) and result.games == 3


@pytest.mark.parametrize("max_turns", [1, 2])
def test_max_turns_counts_the_decks_own_turns(deck: Deck, max_turns: int) -> None:
    """No game is won after the deck's own turn `max_turns`, whoever goes first, and
    games cut short count as unfinished."""
    result = goldfish(deck, games=60, seed=6, max_turns=max_turns)
    assert all(turn <= max_turns for turn in result.turn_distribution)
    assert len(result.per_turn) <= max_turns
    assert result.wins + result.unfinished == result.games


def test_card_effects_are_applied_and_reported(deck: Deck) -> None:
    """With an effect registry the engine plays card text; the result says how many of
    the deck's cards have effects (none with effects=False; by default, how many cards'
    text is not played)."""
    from stargate_vcg.engine.stargate import CardEffect, EffectRegistry
    from stargate_vcg.engine.stargate.surface import Surface

    class Discipline(CardEffect):
        """While in play: every character of its owner gets +2 to every skill."""

        def skills_modifier(self, t: Surface, source: int, target: int) -> int:
            return 2 if t.owner(target) == t.owner(source) else 0

    medic = next(e.card for e in deck.section(Section.DECK)
                 if e.card is not None and e.card.title == "Fixture Medic")
    registry = EffectRegistry()
    registry.register(medic.id, Discipline())
    plain = goldfish(deck, games=40, seed=5, effects=False)
    with_text = goldfish(deck, games=40, seed=5, effects=registry)
    default = goldfish(deck, games=40, seed=5)
    assert plain.card_effects.startswith("none")
    assert with_text.card_effects.startswith("1 of the ")
    assert default.card_effects == "every card's text is played"
    assert with_text != plain


@pytest.mark.parametrize(("n", "k"), [(40, 8), (85, 8), (86, 8), (300, 8), (8, 8), (1, 1),
                                      (30, 5)])
def test_compiled_sample_draws_as_the_library(n: int, k: int) -> None:
    """deal.sample must deal what Random.sample deals (both of its methods, either side
    of the pool/set boundary), and leave its pool as it found it."""
    use_pool = deal.pool_method(n, k)
    for seed in range(20):
        rng, library = random.Random(seed), random.Random(seed)
        pool = list(range(n))
        for _ in range(3):
            out = [0] * k
            deal.sample(rng, n, k, pool, out, use_pool)
            assert out == library.sample(range(n), k)
            assert pool == list(range(n))
    assert deal.same_as_library()


@pytest.mark.parametrize("rule", ["type:support >= 2",
                                  "hero >= 4 and type:obstacle >= 1 or Fixture Medic >= 1"])
def test_hands_dealt_as_by_random_sample(deck: Deck, rule: str) -> None:
    """The compiled loop gives the tallies of the plain loop on Random.sample."""
    setup = HandsSetup(deck, rule)
    fast = hands_chunk(setup, 11, 3, 2000)
    plain = _hands_by_library(_prepared(setup), random.Random(sub_seed(11, 3, "hands")), 2000)
    assert (fast.hands, fast.kept, fast.held) == (plain.hands, plain.kept, plain.held)
    assert 0 < fast.kept < fast.hands


def test_rematch_sets_up_the_game_new_does(deck: Deck) -> None:
    """The goldfish loop sets its games up with `rematch` of the first one: the same
    game as `StargateGame.new` with that seed, action after action."""
    decks = [deck, with_team_total(deck, 12)]
    first = StargateGame.new(decks, seed=0)
    for seed in range(1, 6):
        one, two = StargateGame.new(decks, seed=seed, max_turns=9), first.rematch(seed, 9)
        pick = random.Random(seed)
        while not one.is_over:
            assert one.snapshot() == two.snapshot()
            legal = one.legal_actions()
            assert legal == two.legal_actions()
            n = pick.randrange(len(legal))
            one.apply(legal[n])
            two.apply(two.legal_actions()[n])
        assert one.log_entries == two.log_entries and one.result == two.result


@pytest.mark.parametrize(("total", "workers"), [(1, 2), (7, 2), (120, 2), (2000, 2), (999, 3)])
def test_tapered_chunks_cover_the_work_once(total: int, workers: int) -> None:
    found = list(runner.tapered(total, 50, workers))
    assert [start for start, _ in found] == \
        [sum(n for _, n in found[:i]) for i in range(len(found))]
    assert sum(n for _, n in found) == total and all(0 < n <= 50 for _, n in found)
