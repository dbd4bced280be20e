"""The condition language of --odds: parsing, matching and clear errors."""

from __future__ import annotations

import pytest
from factories import HERO, VILLAIN, fixture_deck

from stargate_vcg.decklists.model import DeckEntry, Section
from stargate_vcg.statistics import ConditionError, odds, parse_condition
from stargate_vcg.statistics.conditions import parse_selector


def _entry(title: str) -> DeckEntry:
    card = next(c for c in HERO + VILLAIN if c.title == title)
    return DeckEntry(name=card.name, quantity=1, card=card)


def test_clauses_and_or_precedence() -> None:
    condition = parse_condition("trait:Jaffa >= 1 and type:event>=1 or Fixture Medic == 2")
    assert [len(c) for c in condition.alternatives] == [2, 1]
    first, second = condition.alternatives[0]
    assert (first.selector.text, first.op, first.count) == ("trait:Jaffa", ">=", 1)
    assert (second.selector.kind, second.selector.value) == ("type", "event")
    assert condition.alternatives[1][0].selector.kind == "name"


def test_selector_with_its_own_comparison() -> None:
    condition = parse_condition("support:combat>=2 >= 1")
    clause = condition.alternatives[0][0]
    assert clause.selector.text == "support:combat>=2"
    assert (clause.op, clause.count) == (">=", 1)
    assert clause.selector.matches(_entry("Fixture Marine"))  # Combat 2
    assert not clause.selector.matches(_entry("Fixture Medic"))  # no Combat at all


def test_names_with_apostrophes_subtitles_and_the_word_and() -> None:
    condition = parse_condition("Teal'c (Enemy of the Goa'uld) >= 1 and Search and Rescue < 2")
    names = [c.selector.value for c in condition.alternatives[0]]
    assert names == ["teal'c (enemy of the goa'uld)", "search and rescue"]


def test_absent_skill_is_not_zero() -> None:
    # Fixture Medic has Science and Culture only: `support:combat>=0` must not take it.
    assert not parse_selector("support:combat>=0").matches(_entry("Fixture Medic"))
    assert parse_selector("support:science>=0").matches(_entry("Fixture Medic"))
    assert parse_selector("any:cost<=1").matches(_entry("Fixture Scanner"))
    assert not parse_selector("any:cost<=1").matches(_entry("Fixture Rifle"))


def test_names_match_title_or_full_name_ignoring_case() -> None:
    entry = _entry("Fixture Tyrant")
    assert parse_selector("fixture tyrant").matches(entry)
    assert parse_selector("Fixture Tyrant (System Lord)").matches(entry)
    assert not parse_selector("Fixture Tyrant (Other)").matches(entry)
    assert parse_selector("villain").matches(entry)
    assert parse_selector("trait:goa'uld").matches(entry)


@pytest.mark.parametrize("text,fragment", [
    ("", "empty condition"),
    ("Teal'c", "expected SELECTOR OP COUNT"),
    ("type:obstacle >= 1 and", "nothing after 'and'"),
    ("type:wizard >= 1", "unknown card type 'wizard'"),
    ("support:charm>=2 >= 1", "unknown attribute 'charm'"),
    ("wizard:combat>=2 >= 1", "unknown card type 'wizard'"),
    ("allegiance:neutral >= 1", "allegiance is hero or villain"),
    ("Kirk > = 1", "stray '>' after 'Kirk'"),
    ("support:combat>=2", 'support:combat needs its own comparison, then the count: '
                          'e.g. "support:combat>=2 >= 1"'),
    ("any:cost <= 1", "any:cost needs its own comparison"),
    ("support:charm >= 2", "unknown attribute 'charm' after 'support'"),
])
def test_parse_errors_say_what_is_wrong(text: str, fragment: str) -> None:
    with pytest.raises(ConditionError) as caught:
        parse_condition(text)
    assert fragment in str(caught.value)
    assert "\n" not in str(caught.value)


def test_unknown_name_suggests_deck_titles() -> None:
    with pytest.raises(ConditionError, match=r"did you mean: Fixture Medic"):
        odds(fixture_deck(), "Fixture Medik >= 1")


def test_unknown_entries_match_by_name_only() -> None:
    deck = fixture_deck()
    deck.sections[Section.DECK].append(DeckEntry(name="Mystery Card", quantity=2))
    result = odds(deck, "Mystery Card >= 1", mulligan=False)
    assert result.deck_size == 47
    assert 0 < result.p < 1
    assert odds(deck, "type:support >= 0 and Mystery Card >= 3", mulligan=False).p == 0


def test_top_level_stats_is_the_function_even_after_the_subpackage_import() -> None:
    import stargate_vcg
    import stargate_vcg.statistics  # the import must not shadow stats()

    assert stargate_vcg.stats(fixture_deck()).victory_total_given == 13
    assert stargate_vcg.stats is stargate_vcg.statistics.stats
