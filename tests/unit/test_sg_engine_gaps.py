"""Three engine gaps the card helpers found (sp-gaps), each with fixture effects: cost
modifiers on activated abilities, a waiting trigger of a card whose whole text is removed,
and the fast listing of a card that both has and grants abilities."""

from __future__ import annotations

from typing import Any

import pytest
from factories import sg_card
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, B, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import ActivateAbility, Assign, Pass, PlayCard, StargateGame
from stargate_vcg.engine.stargate.actions import ResolveTrigger
from stargate_vcg.engine.stargate.effects import (
    COST_OTHER,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.legal import legal_actions_checked
from stargate_vcg.engine.stargate.surface import Surface
from stargate_vcg.errors import IllegalAction

SUPPORT, GEAR = CardType.SUPPORT_CHARACTER, CardType.GEAR
MEDIC = sg_card("Medic", SUPPORT, "Healer", cost=1, skills={B: 1})
CHARM = sg_card("Charm", GEAR, cost=1)
TOKEN = sg_card("Token", GEAR, cost=1)


def registry(**effects: CardEffect) -> TitleRegistry:
    reg = TitleRegistry()
    for title, effect in effects.items():
        reg.register(title, effect)
    return reg


def _gain_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 1)


def _stop_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop(action.target)


# --- 1. cost modifiers change what an activated ability costs --------------------------------


class PayTwo(CardEffect):
    """Fixture: an ability priced 2 power that gives back 1."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (Ability("pay 2: gain 1", AbilityCost(power=2), _gain_one),)


class Cheaper(CardEffect):
    """Fixture: while Token is in play, its owner's other cards' abilities are 1 power
    cheaper."""

    @property
    def cost_on(self) -> int:
        return COST_OTHER

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not (isinstance(action, ActivateAbility) and action.card != source
                and player == t.owner(source)):
            return 0
        return -1 if any(t.title(c) == "Token" for c in t.cards_in_play(player)) else 0


def _with_discount(token: bool, power: int) -> tuple[StargateGame, int]:
    game = scenario([MEDIC, CHARM, TOKEN], effects=registry(Medic=PayTwo(), Charm=Cheaper()),
                    power=9)
    medic = uid(game, "Medic", HERO_P)
    game.apply(PlayCard(medic))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Charm", HERO_P)))
    game.apply(Pass())
    if token:
        game.apply(PlayCard(uid(game, "Token", HERO_P)))
        game.apply(Pass())
    game.state.players[HERO_P].power = power
    game._version += 1  # arranged outside the actions: the listed legal actions are stale
    return game, medic


@pytest.mark.parametrize("token", [True, False])
def test_ability_cost_lowered_by_a_cost_modifier_only_while_its_condition_holds(
        token: bool) -> None:
    game, medic = _with_discount(token, power=1)
    use = ActivateAbility(medic, 0)
    assert game.legal_actions() == legal_actions_checked(game)
    assert (use in game.legal_actions()) is token
    if token:
        game.apply(use)
        assert game.power(HERO_P) == 1 - 1 + 1
    else:
        with pytest.raises(IllegalAction, match="not enough power"):
            game.apply(use)


@pytest.mark.parametrize("token", [True, False])
def test_ability_pays_the_modified_cost(token: bool) -> None:
    game, medic = _with_discount(token, power=5)
    game.apply(ActivateAbility(medic, 0))
    assert game.power(HERO_P) == 5 - (1 if token else 2) + 1


# --- 2. a waiting trigger lapses when its card's whole text is removed ----------------------


class OnAssign(CardEffect):
    """Fixture: reacts to its owner's assignments (`silence`: removes all of Token's
    text; else its owner gains 1 power)."""

    def __init__(self, silence: bool) -> None:
        self.silence = silence

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.ASSIGNED and event.player == t.owner(source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if self.silence:
            gainer = next(c for c in t.cards_in_play(t.owner(source)) if t.title(c) == "Token")
            t.remove_text(gainer, TEXT_ALL)
        else:
            t.gain_power(t.owner(source), 1)


@pytest.mark.parametrize("silenced_first", [True, False])
def test_waiting_trigger_lapses_when_its_cards_whole_text_is_removed(
        silenced_first: bool) -> None:
    game = scenario([CHARM, TOKEN], effects=registry(Charm=OnAssign(True),
                                                     Token=OnAssign(False)), power=9)
    charm, token = uid(game, "Charm", HERO_P), uid(game, "Token", HERO_P)
    game.apply(PlayCard(charm))
    game.apply(Pass())
    game.apply(PlayCard(token))
    game.apply(Pass())
    before = game.power(HERO_P)
    game.apply(Assign(uid(game, "Fixture Leader", HERO_P)))
    first, second = (charm, token) if silenced_first else (token, charm)
    game.apply(ResolveTrigger(first))
    if ResolveTrigger(second) in game.legal_actions():
        game.apply(ResolveTrigger(second))
    assert game.power(HERO_P) == before + (0 if silenced_first else 1)


# --- 3. a card that both has and grants abilities: the fast listing lists its own ---------


class HasAndGrants(CardEffect):
    """Fixture: a targeted ability of its own (stops an opposing team character) and one it
    gives its owner's support characters (1 power): one effect answering both hooks."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (Ability("stop a character", effect=_stop_target,
                        targets=lambda t, s: tuple(t.team_characters(t.opponent(t.owner(s))))),)

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        if t.is_support_character(target) and t.owner(target) == t.owner(source):
            return (Ability("granted: gain 1", effect=_gain_one, once_per_turn=True),)
        return ()


def test_fast_listing_keeps_the_own_ability_of_a_card_that_also_grants_abilities() -> None:
    game = scenario([MEDIC, CHARM], effects=registry(Charm=HasAndGrants()), power=9)
    medic, charm = uid(game, "Medic", HERO_P), uid(game, "Charm", HERO_P)
    game.apply(PlayCard(medic))
    game.apply(Pass())
    game.apply(PlayCard(charm))
    game.apply(Pass())
    listed = game.legal_actions()
    assert listed == legal_actions_checked(game)
    assert ActivateAbility(medic, 0) in listed
    assert any(isinstance(a, ActivateAbility) and a.card == charm for a in listed)
