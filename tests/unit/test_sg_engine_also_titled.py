"""`CardEffect.also_titled` / `Surface.answers_to` (session 8 sp-cards11): a card whose
text says it "is a <name> card" answers to that name where other text names a card
(`vocab.titled`); `Surface.counts_as_for_now`. Fixture cards and effects."""

from __future__ import annotations

import pytest
from factories import sg_card
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.vocab import titled
from stargate_vcg.engine.stargate.effects import CardEffect
from stargate_vcg.engine.stargate.surface import Surface

DOUBLE = sg_card("Double", CardType.SUPPORT_CHARACTER, "Stand-in", cost=1, skills={B: 1})


class AlsoTheHero(CardEffect):
    also_titled = frozenset({normalize_name("The Hero")})


@pytest.mark.parametrize("says_so", [True, False])
def test_a_card_that_is_another_card_answers_to_its_name(says_so: bool) -> None:
    reg = TitleRegistry()
    if says_so:
        reg.register("Double", AlsoTheHero())
    game = scenario([DOUBLE], effects=reg, power=9)
    double = uid(game, "Double", HERO_P)
    t = game.surface
    assert t.answers_to(double, normalize_name("The Hero")) is says_so
    assert titled("The Hero")(t, double, double) is says_so
    assert titled("Double")(t, double, double)  # its own title, always


DRONE = sg_card("Drone Unit", CardType.SUPPORT_CHARACTER, "Scout", cost=1, skills={B: 1},
                traits=("Replicator",))


def test_a_card_counts_as_more_trait_cards_for_a_while() -> None:
    """`Surface.counts_as_for_now` (session 8 sp-cards11): `trait_copies` sees the count
    until it is set back to 0; a card without the trait counts as none."""
    game = scenario([DRONE], power=9)
    drone, leader = uid(game, "Drone Unit", HERO_P), uid(game, "Fixture Leader", HERO_P)
    t = game.surface
    assert t.trait_copies(drone, "Replicator") == 1
    t.counts_as_for_now(drone, "Replicator", 2)
    t.counts_as_for_now(leader, "Replicator", 2)
    assert t.trait_copies(drone, "Replicator") == 2
    assert t.trait_copies(leader, "Replicator") == 0  # not a Replicator card at all
    t.counts_as_for_now(drone, "Replicator", 0)
    assert t.trait_copies(drone, "Replicator") == 1


class ComplicationsAreDrones(CardEffect):
    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return trait == normalize_name("Replicator") and target in t.complications()


@pytest.mark.parametrize("granted", [True, False])
def test_complications_counting_as_a_trait_only_by_text(granted: bool) -> None:
    """`Surface.complications_counting_as` (session 8 sp-cards11): a face-down
    complication counts as a trait card only when text gives it that trait (its own
    printed traits stay hidden)."""
    from stargate_vcg.engine.stargate import Pass, PlayComplication, ops

    reg = TitleRegistry()
    if granted:
        reg.register("Double", ComplicationsAreDrones())
    swarm = sg_card("Swarm", CardType.OBSTACLE, cost=1, skills={B: 1}, traits=("Replicator",))
    game = scenario([DOUBLE], [swarm], effects=reg, power=9)
    ops.put_in_play(game, uid(game, "Double", HERO_P))
    game._version += 1
    game.apply(Pass())
    game.apply(PlayComplication(uid(game, "Swarm", 1)))
    assert game.surface.complications_counting_as("Replicator") == (1 if granted else 0)
