"""Cards that react to an event only when it is about themselves ("when you play this
card", "each time you assign him": `CardEffect.about_self`) are asked about those events
only, not about every other card's (`triggers.fire_n`, `layout.listen_general`); a card
that may react to another card's event is still asked about it. Rule: EN glossary
"triggered effects"."""

from __future__ import annotations

from factories import sg_card
from sg_fixture_effects import GameEffect, TitleRegistry
from test_sg_engine_helpers import HERO_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects.dsl import Card, Gain, On, WhenAssigned, WhenPlayed
from stargate_vcg.effects.vocab import character, this
from stargate_vcg.engine.stargate import Pass, PlayCard, StargateGame, Trigger, TriggerEvent, ops
from stargate_vcg.engine.stargate.effects import T_CARD_PLAYED
from stargate_vcg.engine.stargate.facts import Z_RESOLVING
from stargate_vcg.engine.stargate.surface import Surface

_PLAYED = Trigger.CARD_PLAYED
_MISSION_PLAYED = Trigger.MISSION_PLAYED

ENVOY = sg_card("Envoy", CardType.SUPPORT_CHARACTER, "Herald", cost=1, skills={B: 1})
SCOUT = sg_card("Scout", CardType.SUPPORT_CHARACTER, "Runner", cost=1, skills={B: 1})


def test_when_played_reacts_only_to_its_own_play() -> None:
    assert Card(WhenPlayed(Gain(1))).about_self == {_PLAYED, _MISSION_PLAYED}


def test_another_part_hearing_the_kind_keeps_it_general() -> None:
    both = Card(WhenPlayed(Gain(1)), On(_PLAYED, Gain(1)))
    assert both.about_self == {_MISSION_PLAYED}
    assert Card(On(_PLAYED, Gain(1))).about_self == frozenset()


def test_each_time_you_assign_this_card_reacts_only_to_its_own_assignment() -> None:
    assigned = Trigger.ASSIGNED
    assert Card(WhenAssigned(this, Gain(1))).about_self == {assigned}
    assert Card(WhenAssigned(this, Gain(1)), WhenPlayed(Gain(1))).about_self == {
        assigned, _PLAYED, _MISSION_PLAYED}
    # Another card's assignment may be the one: asked about every assignment.
    assert Card(WhenAssigned(character, Gain(1))).about_self == frozenset()
    assert Card(WhenAssigned(this, Gain(1)), On(assigned, Gain(1))).about_self == frozenset()


def test_the_deck_cards_reacting_to_themselves_say_so() -> None:
    from stargate_vcg.effects.base_set.characters import Malek, Merrin
    from stargate_vcg.effects.base_set.villains import Anubis
    from stargate_vcg.effects.system_lords.characters import Lindsay, Marell

    assert Merrin().about_self == {Trigger.ASSIGNED}
    assert Marell().about_self == {Trigger.ASSIGNED}
    assert Malek().about_self == {_PLAYED}
    assert Anubis().about_self == {_PLAYED, Trigger.REVIVED}
    assert Lindsay().about_self == {Trigger.GLYPH_EARNED}


def test_a_card_answering_triggers_itself_is_general() -> None:
    class Answers(Card):
        def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
            return True

    assert Answers(WhenPlayed(Gain(1))).about_self == frozenset()


class _Counted(GameEffect):
    """Fixture: "when you play this card, gain 2 power", counting how often it is asked;
    `own` declares that it reacts to its own play only."""

    def __init__(self, own: bool) -> None:
        self.own = own
        self.asked = 0

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({_PLAYED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({_PLAYED}) if self.own else frozenset()

    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        self.asked += 1
        return event.kind is _PLAYED and event.card == source

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        ops.gain_power(game, game.facts[source].owner, 2)


def test_a_card_about_itself_is_not_asked_about_another_cards_play() -> None:
    own = _Counted(own=True)
    reg = TitleRegistry()
    reg.register("Envoy", own)
    game = scenario([ENVOY, SCOUT], effects=reg)
    envoy, scout = uid(game, "Envoy"), uid(game, "Scout")
    assert envoy in game.listener_rows[T_CARD_PLAYED]
    assert envoy not in game.listen_general[T_CARD_PLAYED]
    game.apply(PlayCard(envoy))
    assert own.asked == 1 and game.state.players[HERO_P].power == 3 - 1 + 2
    game.apply(Pass())  # the villain
    game.apply(PlayCard(scout))
    assert own.asked == 1  # Envoy in play, not asked about Scout's play
    assert game.state.players[HERO_P].power == 3 - 1 + 2 - 1


def test_a_card_not_declared_about_itself_is_asked_about_every_play() -> None:
    general = _Counted(own=False)
    reg = TitleRegistry()
    reg.register("Envoy", general)
    game = scenario([ENVOY, SCOUT], effects=reg)
    envoy, scout = uid(game, "Envoy"), uid(game, "Scout")
    assert envoy in game.listen_general[T_CARD_PLAYED]
    game.apply(PlayCard(envoy))
    game.apply(Pass())  # the villain
    game.apply(PlayCard(scout))
    assert general.asked == 2  # asked about Scout's play too, and declined
    assert game.state.players[HERO_P].power == 3 - 1 + 2 - 1


FLARE = sg_card("Flare", CardType.EVENT, cost=0)


def _play_flare_after_envoy(own: bool) -> tuple[_Counted, StargateGame]:
    counted = _Counted(own=own)
    reg = TitleRegistry()
    reg.register("Envoy", counted)
    game = scenario([ENVOY, FLARE], effects=reg)
    game.apply(PlayCard(uid(game, "Envoy")))
    game.apply(Pass())  # the villain
    game.apply(PlayCard(uid(game, "Flare")))
    return counted, game


def test_an_events_play_fired_after_its_text_asks_only_the_cards_it_concerns() -> None:
    # An event's "when played" is fired once its text is done (`FireLater`, through
    # `triggers.fire`): like the engine's own events, it asks a card that reacts only to
    # its own play no more (`fire_n`), one that may react to another's play still.
    own, game = _play_flare_after_envoy(own=True)
    assert own.asked == 1 and game.state.zone[uid(game, "Flare")] != Z_RESOLVING
    general, game = _play_flare_after_envoy(own=False)
    assert general.asked == 2 and game.state.zone[uid(game, "Flare")] != Z_RESOLVING
    assert game.state.players[HERO_P].power == 3 - 1 + 2


def test_counting_the_cards_a_pick_accepts_agrees_with_selecting_them() -> None:
    # `vocab.how_many_selected` counts what `select` lists (the "for each" amounts).
    import random

    from stargate_vcg.effects.vocab import (
        assigned,
        how_many_selected,
        obstacle,
        opponents,
        ready,
        select,
        your,
    )

    game = scenario([ENVOY, SCOUT], effects=TitleRegistry())
    t = game.surface
    picks = [character, your & character, opponents, assigned, ready | obstacle, ~ready]
    rng = random.Random(3)
    seen = 0
    for _ in range(40):
        if game.is_over:
            break
        for source in range(len(game.facts)):
            for pick in picks:
                n = how_many_selected(t, source, pick)
                assert n == len(select(t, source, pick)), (source, pick)
                seen += n
        game.apply(rng.choice(game.legal_actions()))
    assert seen > 0
