"""Children of the Gods: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    Card,
    Do,
    Failure,
    Forget,
    If,
    IfDid,
    May,
    MayPay,
    On,
    SearchDeck,
    Seq,
    Simple,
    Victory,
    WhenAssigned,
    WhenPlayed,
    destroy,
    unblock,
)
from stargate_vcg.effects.vocab import (
    Pick,
    assigned,
    blocked,
    character,
    obstacle,
    other,
    this,
    trait,
    your,
)
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface

_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))
_ship = Pick(lambda t, s, c: t.is_ship(c))


class PrometheusFirepower(CardEffect):
    """Prometheus (Hijacked Vessel): +1 firepower per NID/SGC team member its owner
    has at the mission."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if target != source:
            return 0
        return sum(1 for c in t.assigned(t.owner(source)) if t.is_team_character(c)
                   and (t.has_trait(c, "NID") or t.has_trait(c, "SGC")))


def _skills_per_token(t: Surface, source: int, card: int) -> bool:
    tokens = t.promotion_tokens(card)
    if tokens:
        t.modify(card, tokens, skills=True)
    return tokens > 0


def _x_for(t: Surface, ship: int) -> int:
    """The least X that lets a ship costing X+2 or less be chosen."""
    return max(0, t.printed_cost(ship) - 2)


def _within_power(t: Surface, s: int, c: int) -> bool:
    return _x_for(t, c) <= t.power(t.owner(s))


def _pay_x_and_incapacitate(t: Surface, source: int, card: int) -> bool:
    t.lose_power(t.owner(source), _x_for(t, card))
    return t.incapacitate(card)


# Ruling: the character chosen may be any character in play (either player's); one
# without promotion tokens gets nothing.
card("fcc606e3-5285-4811-a857-194bdaff8a49", "Prometheus (Hijacked Vessel)",
     Card(PrometheusFirepower(),
          Victory(Do(_skills_per_token, character, prompt="skills +1 per promotion token"))))
# Ruling: X is paid as the ship is named, the least that will do (its cost -2).
card("61d4eaaf-1e13-4f09-801a-136bd1041fd0", "Skithblathnir (Kvasir's Battleship)",
     Card(WhenAssigned(this, Seq(MayPay(destroy_this=True, label="destroy it"),
                                 IfDid(Do(destroy, _villain_ship)))),
          Victory(Do(_pay_x_and_incapacitate,
                     assigned & _villain_ship & Pick(_within_power), optional=True,
                     prompt="pay X power to incapacitate a ship costing X+2 or less"))))
def _act_again(t: Surface, source: int) -> bool:
    """Its player takes the next action too (he may pass then: "may")."""
    t.first_action_to(t.owner(source))
    return True


# Ruling: he may act again whether or not he paid (a sentence of its own, after the
# payment's "if you do").
card("62b41332-6ae8-4523-9bf5-1759c2f615a9", "Traveler Colony Ship",
     Card(WhenAssigned(this, Seq(MayPay(2, label="pay 2 power to unblock a character"),
                                 IfDid(Do(unblock, character & blocked)),
                                 Simple(_act_again)))))
class OriSupergate(Card):
    """Assigned, it makes every Victory text of its owner's cards happen once
    more (`CardEffect.victory_repeats`: asked as he achieves victory)."""

    def victory_repeats(self, t: Surface, source: int) -> int:
        return 1 if t.is_assigned(source) and t.is_villain_card(source) else 0


card("d12a5bf3-cba0-4a2b-a3e4-e5424540f77c", "Ori Supergate (Beachhead)",
     OriSupergate(WhenPlayed(SearchDeck(other & _ship & trait("Ori")))))


def _fleet_firepower(t: Surface, player: int) -> int:
    return sum(t.firepower(c) for c in t.assigned(player) if t.is_ship(c))


def _opponent_had_ship(t: Surface, s: int) -> bool:
    return any(t.is_ship(c) for c in t.assigned(t.opponent(t.owner(s))))


def _within_margin(t: Surface, s: int, c: int) -> bool:
    me = t.owner(s)
    return t.printed_cost(c) <= _fleet_firepower(t, me) - _fleet_firepower(t, t.opponent(me))


def _play_free(t: Surface, source: int, card: int) -> bool:
    t.play_free(card)
    return True


card("1ee6281d-b2da-43c1-9b25-b2aade685862", "Ori Warship",
     Card(Victory(If(_opponent_had_ship,
                     Do(_play_free, your & obstacle & trait("Ori") & Pick(_within_margin),
                        among=HAND, optional=True, prompt="play at no cost")))))


def _score_with(t: Surface, source: int) -> bool:
    t.remember(source, "score with", (source,))
    return True


def _adversary_scored_with(t: Surface, source: int, event: TriggerEvent) -> bool:
    """Its Failure text armed it this mission, and its owner just scored an adversary."""
    return bool(t.recall(source, "score with")) and event.player == t.owner(source) and \
        event.card >= 0 and event.card != source and t.is_adversary(event.card) and \
        t.in_play(source)


def _score_itself(t: Surface, source: int) -> bool:
    t.forget(source, "score with")
    t.score(source)
    return True


# Ruling: armed by its Failure text (it is assigned as the mission fails) until the
# mission's end; the adversary scored then (the villain's usual choice) takes it along.
card("0d3814ae-df7d-4349-9ae1-0ca65c546867", "Apophis' Tel'tak (Royal Transport)",
     Card(Failure(Simple(_score_with)),
          On(Trigger.SCORED, May(Simple(_score_itself), label="score it too"),
             _adversary_scored_with),
          On(Trigger.MISSION_END, Forget("score with"))))
