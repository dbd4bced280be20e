"""The card-text engine's capabilities, each shown with a fixture effect written against
the `Surface` (as real card code is): replacement effects, abilities from the hand,
granted or usable by any player, abilities without a legal target, delayed triggers,
lasting modifiers, registering by title, decisions compared and pickled as data."""

from __future__ import annotations

import pickle

import pytest
from factories import sg_card
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import (
    ActivateAbility,
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
)
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    Decision,
    EffectRegistry,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import UNTIL_NEXT_MISSION_END, Surface
from stargate_vcg.errors import IllegalAction, StargateVcgError

SUPPORT = CardType.SUPPORT_CHARACTER
MEDIC = sg_card("Medic", SUPPORT, "Healer", cost=1, skills={B: 1})
GUARD = sg_card("Guard", SUPPORT, "Sentry", cost=1, skills={B: 1})
TRICK = sg_card("Trick", CardType.EVENT, cost=0)
CHARM = sg_card("Charm", CardType.GEAR, cost=1)


def registry(**effects: CardEffect) -> TitleRegistry:
    reg = TitleRegistry()
    for title, effect in effects.items():
        reg.register(title, effect)
    return reg


# --- replacement effects ----------------------------------------------------------------


class SavesOthers(CardEffect):
    """"If another of your characters would be destroyed, stop it instead"."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.DESTROY and card != source and t.owner(card) == t.owner(source)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.stop(card)


def _destroy_medic(game: StargateGame) -> int:
    medic = uid(game, "Medic", HERO_P)
    game.apply(PlayCard(medic))
    game.surface.destroy(medic)
    return medic


def test_destroy_replaced_by_stopping() -> None:
    game = scenario([MEDIC, GUARD], effects=registry(Guard=SavesOthers()), power=5)
    game.apply(PlayCard(uid(game, "Guard", HERO_P)))
    game.apply(Pass())
    medic = _destroy_medic(game)
    assert game.status_name(medic) == "stopped"


def test_destroy_not_replaced_without_the_replacing_card_in_play() -> None:
    game = scenario([MEDIC, GUARD], effects=registry(Guard=SavesOthers()), power=5)
    medic = _destroy_medic(game)
    assert medic in game.discard_pile(HERO_P)


class NoDraws(CardEffect):
    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.DRAW

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.gain_power(player, value)


@pytest.mark.parametrize(("in_play", "drawn"), [(True, 0), (False, 2)])
def test_draw_replaced(in_play: bool, drawn: int) -> None:
    game = scenario([GUARD], effects=registry(Guard=NoDraws()), power=5)
    if in_play:
        game.apply(PlayCard(uid(game, "Guard", HERO_P)))
    hand = len(game.hand(HERO_P))
    assert game.surface.draw(HERO_P, 2) == drawn
    assert len(game.hand(HERO_P)) == hand + drawn


class GlyphToBottom(CardEffect):
    """"If a glyph would be earned, put the mission on the bottom of the pile instead"
    (the engine does it when the replacement leaves the mission where it was)."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.GLYPH

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.note(source, "no glyph")


def test_glyph_gain_replaced() -> None:
    easy = mission("Easy", B, 0)
    game = scenario([GUARD], missions=[easy, mission("Spare", C, 3)],
                    effects=registry(Guard=GlyphToBottom()), power=5)
    game.apply(PlayCard(uid(game, "Guard", HERO_P)))
    game.apply(Pass())
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(Pass())
    assert game.glyphs(leader) == ()
    assert game.zone_name(uid(game, "Easy", HERO_P)) == "mission pile"


# --- abilities ---------------------------------------------------------------------------


def _gain_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 1)


def _stop_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop(action.target)


class FromHand(CardEffect):
    zones = frozenset({"hand", "in play"})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (Ability("discard it: gain 1", AbilityCost(discards=0), _gain_one,
                        from_hand=True),)


def test_ability_used_from_the_hand() -> None:
    game = scenario([TRICK], effects=registry(Trick=FromHand()), power=3)
    trick = uid(game, "Trick", HERO_P)
    assert ActivateAbility(trick, 0) in game.legal_actions()
    game.apply(ActivateAbility(trick, 0))
    assert game.power(HERO_P) == 4


class Grants(CardEffect):
    """"Each of your support characters gets: '—: gain 1 power' " (once per turn)."""

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        if t.is_support_character(target) and t.owner(target) == t.owner(source):
            return (Ability("granted: gain 1", effect=_gain_one, once_per_turn=True),)
        return ()


@pytest.mark.parametrize(("charm", "offered"), [(True, True), (False, False)])
def test_ability_granted_by_another_card(charm: bool, offered: bool) -> None:
    game = scenario([MEDIC, CHARM], effects=registry(Charm=Grants()), power=5)
    medic = uid(game, "Medic", HERO_P)
    game.apply(PlayCard(medic))
    game.apply(Pass())
    if charm:
        game.apply(PlayCard(uid(game, "Charm", HERO_P)))
        game.apply(Pass())
    assert (ActivateAbility(medic, 0) in game.legal_actions()) is offered


class Targeted(CardEffect):
    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (Ability("stop an assigned adversary", effect=_stop_target,
                        targets=lambda t, s: [c for c in t.cards_in_play(t.villain)
                                              if t.is_adversary(c) and t.is_assigned(c)]),)


def test_an_ability_without_a_legal_target_cannot_be_activated() -> None:
    game = scenario([CHARM], effects=registry(Charm=Targeted()), power=5)
    charm = uid(game, "Charm", HERO_P)
    game.apply(PlayCard(charm))
    game.apply(Pass())
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="no legal target"):
        game.apply(ActivateAbility(charm, 0))


class AnyPlayer(CardEffect):
    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (Ability("anyone: gain 1", AbilityCost(power=1), _gain_one, any_player=True),)


def test_an_ability_any_player_may_use() -> None:
    game = scenario([CHARM], effects=registry(Charm=AnyPlayer()), power=5)
    charm = uid(game, "Charm", HERO_P)
    game.apply(PlayCard(charm))
    assert game.to_act == VILLAIN_P
    assert ActivateAbility(charm, 0) in game.legal_actions()


# --- delayed triggers and lasting modifiers -----------------------------------------------


class NextMissionBonus(CardEffect):
    """When played: Combat +2 for a character, lasting through the next mission."""

    listens = frozenset({Trigger.CARD_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        leader = next(c for c in t.team_characters(t.owner(source))
                      if t.title(c) == "Fixture Leader")
        t.modify(leader, 2, skill=2, until=UNTIL_NEXT_MISSION_END)


def test_a_modifier_lasting_through_the_next_mission() -> None:
    game = scenario([MEDIC], missions=[mission("First", B, 9), mission("Second", B, 9),
                                      mission("Third", B, 9)],
                    effects=registry(Medic=NextMissionBonus()), power=9)
    leader = uid(game, "Fixture Leader", HERO_P)
    game.apply(PlayCard(uid(game, "Medic", HERO_P)))
    assert game.skill(leader, 2) == 3 + 2
    for _ in range(2):  # the first mission fails, the second is played, then fails
        game.apply(Pass())
        game.apply(Pass())
        while game.phase != "deciding to continue":
            game.apply(game.legal_actions()[0])
        if game.turn == 1 and game.state.mission < 0 and len(game.failed_missions) == 1:
            from stargate_vcg.engine.stargate import Continue

            game.apply(Continue())
            assert game.skill(leader, 2) == 3 + 2
    assert game.skill(leader, 2) == 3


# --- registry --------------------------------------------------------------------------------


def test_registering_an_ambiguous_title_is_refused() -> None:
    cards = [sg_card("Anubis", CardType.ADVERSARY, "One", cost=1),
             sg_card("Anubis", CardType.ADVERSARY, "Two", cost=1)]
    with pytest.raises(StargateVcgError, match="names 2 cards"):
        EffectRegistry().register_title("Anubis", CardEffect(), cards)


def test_registering_by_full_name_picks_the_one_card() -> None:
    cards = [sg_card("Anubis", CardType.ADVERSARY, "One", cost=1),
             sg_card("Anubis", CardType.ADVERSARY, "Two", cost=1)]
    reg = EffectRegistry()
    reg.register_title("Anubis (Two)", CardEffect(), cards)
    assert cards[1].id in reg and cards[0].id not in reg


# --- decisions are data ----------------------------------------------------------------------


class Asks(CardEffect):
    listens = frozenset({Trigger.CARD_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.decide(Decision(player=t.owner(source), source=source, step="stop",
                          options=t.team_characters(t.owner(source)), optional=True))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.stop(chosen[0])


def test_a_clone_answering_a_decision_leaves_the_original_alone() -> None:
    game = scenario([MEDIC], effects=registry(Medic=Asks()), power=5)
    game.apply(PlayCard(uid(game, "Medic", HERO_P)))
    leader = uid(game, "Fixture Leader", HERO_P)
    twin = game.clone()
    twin.apply(Choose(leader))
    assert twin.status_name(leader) == "stopped"
    assert game.status_name(leader) == "ready"
    assert Decline() in game.legal_actions()


def test_decisions_with_different_options_differ() -> None:
    a = Decision(player=0, source=1, step="s", options=(1, 2))
    b = Decision(player=0, source=1, step="s", options=(1, 3))
    assert a != b and pickle.loads(pickle.dumps(a)) == a
