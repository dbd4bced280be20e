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


# --- session 10 sp-cards14 ---


def _obstacles_in_hand(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.hand(t.owner(source)) if t.is_obstacle(c))


def _stow(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in t.beneath(source):
        t.to_discard(c)
    if action.target in t.hand(t.owner(source)):
        t.place_beneath(action.target, source)


def _stowed_price(t: Surface, card_: int) -> int:
    return max(0, t.cost(card_) - 1)


def _stowed_playable(t: Surface, source: int) -> tuple[int, ...]:
    """While the ship is assigned: the obstacles beneath it that could be played as from
    the hand (a rating in one of the mission's skills), affordable at 1 less."""
    if not t.is_assigned(source) or t.mission < 0:
        return ()
    skills = t.mission_skills()
    power = t.power(t.owner(source))
    return tuple(c for c in t.beneath(source) if t.is_obstacle(c)
                 and any(t.printed_rating(c, k) is not None for k in skills)
                 and _stowed_price(t, c) <= power)


def _play_stowed(t: Surface, source: int, action: ActivateAbility) -> None:
    card_ = action.target
    price = _stowed_price(t, card_)
    if card_ in t.beneath(source) and price <= t.power(t.owner(source)):
        t.lose_power(t.owner(source), price)
        t.play_free(card_)


# Jaffa Troopship. Rulings: the obstacle beneath it is played as an action of its owner
# (an ability of the ship, as from the hand: it needs a rating in the mission's skill);
# "costs power -1" is its printed cost less 1 (played by text, other cost changes are not
# asked, as for the cards played "at normal cost" by text); the first ability needs an
# obstacle in hand to place.
card("d19eabf9-b0f4-4ac3-8c7e-024efd33e26a", "Jaffa Troopship", Card(Abilities(
    Ability("Jaffa Troopship: an obstacle beneath it", AbilityCost(power=1), _stow,
            targets=_obstacles_in_hand),
    Ability("Jaffa Troopship: play the obstacle beneath it", AbilityCost(), _play_stowed,
            targets=_stowed_playable))))
