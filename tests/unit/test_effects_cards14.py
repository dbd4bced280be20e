"""The engine pieces of session 10's sp-cards14, each played on fixture cards written by
the project (`tests/factories.py`): missions counted higher for one player's cards."""

from __future__ import annotations

from factories import sg_card
from sg_play import TEST_MISSION
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.effects.dsl import Card, CountMissionsHigher, SkillsBy, WhenPlayed
from stargate_vcg.effects.vocab import this
from stargate_vcg.engine.stargate import Decline, Pass, PlayCard, StargateGame
from stargate_vcg.engine.stargate.effects import EffectRegistry
from stargate_vcg.engine.stargate.surface import CULTURE

SUPPORT = CardType.SUPPORT_CHARACTER
# Skills +1 per successful mission this turn, as its own text counts them.
COUNTER = sg_card("Counter", SUPPORT, "Tally Keeper", cost=1, skills={C: 1})
# When played, its player's cards count one more success and two more failures.
BOASTER = sg_card("Boaster", SUPPORT, "Storyteller", cost=1, skills={C: 1})


def start() -> StargateGame:
    registry = EffectRegistry()
    registry.register(COUNTER.id, Card(SkillsBy(lambda t, s: t.successful_missions(s), this)))
    registry.register(BOASTER.id, Card(WhenPlayed(CountMissionsHigher(successes=1,
                                                                      failures=2))))
    return scenario([COUNTER, BOASTER], [], power=9, pad=20, effects=registry,
                    missions=[TEST_MISSION, mission("Spare", C, 3)])


def test_missions_counted_higher_for_the_players_own_cards_this_turn() -> None:
    game = start()
    counter, boaster = uid(game, "Counter", HERO_P), uid(game, "Boaster", HERO_P)
    game.apply(PlayCard(counter))
    t = game.surface
    assert game.surface.skill(counter, CULTURE) == 1
    game.apply(Pass())  # the villain
    game.apply(PlayCard(boaster))
    assert game.surface.skill(counter, CULTURE) == 2  # its text counts one success
    assert t.successful_missions(counter) == 1 and t.failed_mission_count(boaster) == 2
    other = game.state.players[VILLAIN_P].in_play[0]
    assert t.successful_missions(other) == 0 and t.failed_mission_count(other) == 0
    assert t.successful_missions() == 0 and t.failed_mission_count() == 0  # the rules'
    t.count_missions_higher(HERO_P, failures=1)  # it adds up
    assert t.failed_mission_count(counter) == 3


def test_missions_counted_higher_lapse_at_the_end_of_the_turn() -> None:
    game = start()
    counter = uid(game, "Counter", HERO_P)
    game.apply(PlayCard(counter))
    game.surface.count_missions_higher(HERO_P, successes=2)
    assert game.surface.successful_missions(counter) == 2
    game.state.turn += 1  # a later turn reads none
    assert game.surface.successful_missions(counter) == 0
    assert game.surface.failed_mission_count(counter) == 0


# --- a card in another player's villain score pile (Surface.place_in_score_pile) ---


def test_a_card_placed_in_the_opponents_score_pile_counts_there_and_leaves_to_its_owner(
        ) -> None:
    from stargate_vcg.engine.stargate import active, ops, values

    game = start()
    counter = uid(game, "Counter", HERO_P)
    game.apply(PlayCard(counter))
    before = values.score_total(game, VILLAIN_P)
    game.surface.place_in_score_pile(counter, VILLAIN_P)
    active.rebuild(game)
    assert game.state.players[VILLAIN_P].score == [counter]
    assert game.zone_name(counter) == "villain score pile"
    assert values.score_total(game, VILLAIN_P) == before + 1  # its cost
    assert not game.state.players[HERO_P].score
    ops.purge(game, counter)  # leaving the pile: to its owner's purged pile
    assert counter in game.state.players[HERO_P].purged
    assert not game.state.players[VILLAIN_P].score


# --- extra costs of any size (dsl.PaidPerCard, PlayCost(most=, discards=)) ---

# Two fixture events: one paid by stopping up to two of its player's support characters
# (2 less each), one by discarding one to three cards (1 less each).
RALLY = sg_card("Rally", CardType.EVENT, cost=4)
BARTER = sg_card("Barter", CardType.EVENT, cost=3)
AIDE = sg_card("Aide", SUPPORT, "Helper", cost=0, skills={C: 1})
CLERK = sg_card("Clerk", SUPPORT, "Helper", cost=0, skills={C: 1})


def costs_game(power: int) -> StargateGame:
    from stargate_vcg.effects.dsl import Gain, OnPlay, PaidPerCard
    from stargate_vcg.engine.stargate import active, ops

    registry = EffectRegistry()
    registry.register(RALLY.id, Card(PaidPerCard(2, 0, 2, lambda t, s, c:
                                                 t.is_support_character(c)),
                                     OnPlay(Gain(1))))
    registry.register(BARTER.id, Card(PaidPerCard(1, 1, 3, lambda t, s, c: True,
                                                  discards=True)))
    game = scenario([RALLY, BARTER, AIDE, CLERK], [], power=power, pad=20, effects=registry,
                    missions=[TEST_MISSION, mission("Spare", C, 3)])
    for title in ("Aide", "Clerk"):
        ops.put_in_play(game, uid(game, title, HERO_P))
    active.rebuild(game)
    game._version += 1
    return game


def listed(game: StargateGame, title: str) -> set[tuple[int, ...]]:
    card = uid(game, title, HERO_P)
    return {a.stops for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == card}


def test_an_extra_cost_of_any_size_is_listed_once_per_way_of_paying() -> None:
    game = costs_game(power=9)
    aide, clerk = uid(game, "Aide", HERO_P), uid(game, "Clerk", HERO_P)
    assert listed(game, "Rally") == {(), (aide,), (clerk,), (aide, clerk)}
    barter = listed(game, "Barter")
    assert {len(s) for s in barter} == {1, 2, 3}
    assert all(uid(game, "Barter", HERO_P) not in s for s in barter)
    game.apply(PlayCard(uid(game, "Rally", HERO_P), stops=(aide,)))
    assert game.status_name(aide) == "stopped" and game.power(HERO_P) == 9 - 2 + 1


def test_an_extra_cost_lowers_the_price_per_card_paid() -> None:
    game = costs_game(power=1)
    aide, clerk = uid(game, "Aide", HERO_P), uid(game, "Clerk", HERO_P)
    assert listed(game, "Rally") == {(aide, clerk)}  # 4 less 2 per support character
    assert {len(s) for s in listed(game, "Barter")} == {2, 3}
    hand = [c for c in game.hand(HERO_P) if c != uid(game, "Barter", HERO_P)][:2]
    game.apply(PlayCard(uid(game, "Barter", HERO_P), stops=tuple(hand)))
    assert all(game.zone_name(c) == "discard" for c in hand) and game.power(HERO_P) == 0


# --- cancelling a card being played (Trigger.PLAYING, Surface.cancel_play) ---

# A fixture villain card whose owner cancels each card his opponent plays, for 1 power.
JAMMER = sg_card("Jammer", CardType.ADVERSARY, "Signal Jammer", cost=1, skills={B: 1},
                 revive=1)


def test_a_card_being_played_may_be_cancelled_before_it_resolves() -> None:
    from stargate_vcg.effects.dsl import Gain, OnPlay
    from stargate_vcg.effects.vocab import ask
    from stargate_vcg.engine.stargate import Choose, active, ops
    from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
    from stargate_vcg.engine.stargate.surface import Surface

    class Jam(CardEffect):
        listens = frozenset({Trigger.PLAYING})

        def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
            return event.kind is Trigger.PLAYING and event.player != t.owner(source)

        def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
            ask(t, source, "jam", t.owner(source), (0,), "jam it", optional=True,
                labels=("jam it",), args=(event.card,))

        def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
                   chosen: tuple[int, ...]) -> None:
            if chosen:
                t.lose_power(t.owner(source), 1)
                t.cancel_play(args[0])

    registry = EffectRegistry()
    registry.register(JAMMER.id, Jam())
    registry.register(RALLY.id, Card(OnPlay(Gain(3))))
    game = scenario([RALLY, AIDE], [JAMMER], power=9, pad=20, effects=registry,
                    missions=[TEST_MISSION, mission("Spare", C, 3)])
    ops.put_in_play(game, uid(game, "Jammer", VILLAIN_P))
    active.rebuild(game)
    game._version += 1
    rally = uid(game, "Rally", HERO_P)
    game.apply(PlayCard(rally))
    assert game.zone_name(rally) == "being played"  # paid, held
    game.apply(Choose(0))
    assert game.zone_name(rally) == "discard" and game.power(HERO_P) == 5  # no gain
    assert game.power(VILLAIN_P) == 8
    game.apply(Pass())  # the villain
    aide = uid(game, "Aide", HERO_P)
    game.apply(PlayCard(aide))
    game.apply(Decline())  # not answered: it comes into play
    assert game.zone_name(aide) == "in play"
