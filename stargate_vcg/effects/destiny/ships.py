"""Destiny: ships (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.abydos.characters import OpAbilities
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Abilities,
    ArrangeTop,
    AtMissionEnd,
    Blocked,
    Card,
    Do,
    Failure,
    Gain,
    IfDid,
    On,
    OpAbilityWith,
    Pay,
    Search,
    Seq,
    Simple,
    Victory,
    amount_of,
    player_of,
    ready,
)
from stargate_vcg.effects.vocab import Pick, ask, assigned, select, this, trait, your
from stargate_vcg.engine.stargate.effects import (
    TEXT_VICTORY,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

_ship = Pick(lambda t, s, c: t.is_ship(c))


def _firepower_up(t: Surface, source: int, action: Any) -> None:
    t.modify(source, 1, firepower=True)


def _opponent_ship_while_stopped(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.player == t.opponent(t.owner(source)) and e.card >= 0 and t.is_ship(e.card)
            and t.is_stopped(source))


def _no_control_ship(t: Surface, source: int) -> bool:
    return not any(t.title(c) == "Control Ship"
                   for c in select(t, source, your & _ship))


class _PerOtherReplicatorShip(CardEffect):
    """This ship's firepower +1 per other Replicator ship of its owner's."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if target != source:
            return 0
        return sum(1 for c in select(t, source, your & _ship & trait("Replicator"))
                   if c != source)



class _PayNotToStop(CardEffect):
    """As this ship is about to be stopped or incapacitated (by card text, or stopped
    to pay a cost: `Replace.STOP`, `Replace.INCAPACITATE`), its owner may keep it from
    that for 2 power. Rulings: asked as the event is replaced; declined (or without 2
    power), the ship is stopped or incapacitated then; prevented, a stop paid as a cost
    counts as paid (as the engine's other stop replacements); the rules' own stops (the
    assigned cards at a mission's end) are no text and are not replaced."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind in (Replace.STOP, Replace.INCAPACITATE) and card == source
                and t.power(t.owner(source)) >= 2
                and (source, int(kind is Replace.STOP)) != _declined(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        stop_ = int(kind is Replace.STOP)
        ask(t, source, "prevent", t.owner(source), (0,),
            "pay 2 power to keep Destiny " + ("ready" if stop_ else "in service"),
            optional=True, labels=("pay 2 power",), args=(stop_,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "prevent":
            return
        me = t.owner(source)
        if chosen and t.power(me) >= 2:
            t.lose_power(me, 2)
            return
        if t.in_play(source):
            t.remember(source, "declined", (source, args[0]))
            if args[0]:
                t.stop(source)
            else:
                t.incapacitate(source)
            t.forget(source, "declined")


def _declined(t: Surface, source: int) -> tuple[int, ...]:
    return t.recall(source, "declined")


# Ruling: the firepower bought lasts to the end of the current mission.
card("c97790ff-407b-4df1-be42-605ec0de51b6", "Destiny (Unstoppable)", Card(
    Victory(Gain(2)),
    Abilities(Ability("Destiny: firepower +1", AbilityCost(power=2), _firepower_up)),
    _PayNotToStop()))
card("616e36a6-c613-49ab-b9c8-2ced4273db27", "Nakai Mothership", Card(
    On(Trigger.ASSIGNED, Seq(Pay(1), IfDid(Do(ready, this))), _opponent_ship_while_stopped),
    On(Trigger.CARD_PLAYED, Seq(Pay(1), IfDid(Do(ready, this))),
       _opponent_ship_while_stopped)))
def _two_replicators(t: Surface, source: int) -> bool:
    t.counts_as_for_now(source, "Replicator", 2)
    return True


def _drone_done(t: Surface, source: int) -> bool:
    t.counts_as_for_now(source, "Replicator", 0)
    if t.in_play(source):
        t.destroy(source)
    return True


# Ruling: from its Failure text on (the rest of the mission: other Failure texts resolved
# after it count it twice), it counts as two Replicator cards, then is destroyed as the
# mission ends.
card("526122bb-9f3e-4a05-97fc-be9afb92f77e", "Drone", Card(
    Blocked(this, _no_control_ship, "Drone: blocked without a Control Ship"),
    Failure(Seq(Simple(_two_replicators), AtMissionEnd(Simple(_drone_done))))))


class _PlayDroneFromDeck(Search):
    """A Drone (a villain ship) found in its owner's deck comes into play ready, free
    (`Surface.play_free`); the deck is shuffled."""

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.reveal(chosen[0])
            t.play_free(chosen[0])
        t.shuffle_deck(t.owner(source))
        self.finish(t, source, args, bool(chosen))


_drone = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c) and t.title(c) == "Drone")

# Ruling: the search may find nothing (the ability is used all the same: a search of a
# hidden deck can always be made).
card("9053da2a-5e0c-47e6-b32b-606a102143ec", "Control Ship", OpAbilityWith(
    _PlayDroneFromDeck(_drone), AbilityCost(power=3, stop_self=True),
    "Control Ship: play a Drone from the deck", _PerOtherReplicatorShip()))


def _remove_victory(t: Surface, source: int, action: Any) -> None:
    t.remove_text(action.target, TEXT_VICTORY)


def _assigned_villain_ships(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, assigned & _ship)
                 if t.is_villain_card(c) and t.has_victory_text(c)
                 and not t.text_removed(c, TEXT_VICTORY))


# Ruling: only a ship that has a Victory text (still) is a target; the text stays removed
# while the ship stays where it is (as `remove_text` does).
card("e71e2636-b2eb-4c19-920e-05837660f082", "Destiny's Shuttle (Lifeboat)", Card(Abilities(
    Ability("Destiny's Shuttle: a villain ship loses its Victory text",
            AbilityCost(power=1, stop_self=True), _remove_victory,
            targets=_assigned_villain_ships))))


class _ReorderTop(ArrangeTop):
    """`ArrangeTop` without the bottom: the N top missions of his pile go back on top
    in the order he chooses (top down)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = amount_of(t, source, self.n)
        pile = t.mission_pile(player_of(t, source, self.whose))
        looked = tuple(reversed(pile[-n:])) if n > 0 else ()
        if not looked:
            self.finish(t, source, args, False)
            return
        self._top(t, source, args, looked, (), ())


card("5c16a578-0283-40fc-9fcb-4b7f417546b2", "Seed Ship", OpAbilities(
    ("Seed Ship: order the top missions", AbilityCost(power=2, stop_self=True),
     _ReorderTop(3))))
