"""Unending: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import Abilities, Card, Gain, Victory
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, CardEffect
from stargate_vcg.engine.stargate.surface import Surface


def _once_this_mission(t: Surface, s: int) -> bool:
    return t.mission >= 0 and t.recall(s, "mission") != (t.turn, t.mission)


def _apollo_boost(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "mission", (t.turn, t.mission))
    t.modify(source, 2, firepower=True)


def _research(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    them = t.opponent(me)
    found = t.random_card(t.hand(them))
    if found < 0:
        return
    t.reveal(found)
    if t.is_hero_card(found):
        t.gain_power(me, 1)
    elif t.is_villain_card(found):
        t.lose_power(them, 1)


class PerObstacle(CardEffect):
    """+1 firepower per obstacle at the mission."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return len(t.obstacles) if target == source else 0


class PerComplication(CardEffect):
    """+1 firepower per complication at the mission."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return t.complication_count if target == source else 0


# Ruling: "once each mission" is kept per mission of a turn.
card("458fcc98-b6d0-4688-bb47-1b6696576092", "Apollo (Battlecruiser)",
     Card(Abilities(Ability("Apollo: firepower +2", AbilityCost(power=2, discards=1),
                            _apollo_boost, usable=_once_this_mission)),
          Victory(Gain(1))))
card("66af0b5e-a4f2-4860-9b67-fa7c485e46fc", "Asgard Research Vessel",
     Card(Abilities(Ability("Asgard Research Vessel: reveal a random card",
                            AbilityCost(stop_self=True, discards=1), _research))))
card("b1563ab1-f741-48bc-990d-66072186323f", "Todd's Hiveship (Friend and Foe)",
     Card(PerObstacle()),
     partial="paying to make it a hero ship on its owner's next turn is not played")
class _TraitlessScoredDearer(CardEffect):
    """A trait-less adversary card lying in its owner's villain score pile is worth 1
    more towards his score-pile total (`score_cost_modifier`). Rulings: "no trait other
    than adversary" is an adversary printed without traits; while its text is in effect
    (in play, on its owner's villain turns), as the Goa'uld Ha'tak's."""

    def score_cost_modifier(self, t: Surface, source: int, player: int, card_: int) -> int:
        return int(player == t.owner(source) and t.is_adversary(card_)
                   and not t.traits(card_))


card("0f0bf87b-5403-4f2e-9d5f-30fef292892a", "Lucian Alliance Ha'tak",
     Card(PerComplication(), _TraitlessScoredDearer()))
