"""Alliances: ships (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    OPPONENT,
    Abilities,
    Card,
    CostChange,
    Do,
    IfDid,
    On,
    Op,
    Otherwise,
    Pay,
    Seq,
    Simple,
    Victory,
    WhenAssigned,
    player_of,
)
from stargate_vcg.effects.missions_set.missions import play_as_complication, villain_ship
from stargate_vcg.effects.vocab import Pick, anything, plays, select, this
from stargate_vcg.engine.stargate.actions import ActivateAbility
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


def _armed(t: Surface, source: int) -> bool:
    return t.recall(source, "armed") == (t.turn,)


def _arm(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "armed", (t.turn,))


def _disarm(t: Surface, source: int) -> bool:
    t.forget(source, "armed")
    return True


def next_played_cheaper(pick: Pick) -> tuple[Any, ...]:
    """A one-shot discount of 1 on the owner's next <pick> this turn: the ability arms
    it (for this turn), playing such a card disarms it (its cost already counted)."""
    def played(t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.player == t.owner(source) and _armed(t, source) and \
            pick(t, source, event.card)

    return (CostChange(-1, plays(pick, when=_armed)),
            On(Trigger.CARD_PLAYED, Simple(_disarm), played))


def _villain_ships_to_block(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, villain_ship) if not t.is_blocked(c))


def _block_for_mission(t: Surface, source: int, action: ActivateAbility) -> None:
    t.block(action.target, until_mission_end=True)


class ScoredCardToDeck(Op):
    """<who> picks one of his scored cards; it is shuffled back into his deck."""

    def __init__(self, who: str) -> None:
        super().__init__()
        self.who = who

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        player = player_of(t, source, self.who)
        pile = t.score_pile(player)
        if not pile:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, player, pile, "shuffle into your deck", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.shuffle_into_deck(chosen)
        self.finish(t, source, args, bool(chosen))


hero_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_hero_card(c))
support = Pick(lambda t, s, c: t.is_support_character(c))

card("82373b7b-c2bb-4498-a492-4438c7939892",
     "International Space Station (Symbol of Cooperation)",
     Card(Abilities(Ability("International Space Station: next supporter costs 1 less",
                            AbilityCost(stop_self=True), _arm,
                            usable=lambda t, s: not _armed(t, s))),
          *next_played_cheaper(support)))
class _LosersDestroyed(CardEffect):
    """Orion's Victory: a villain ship its owner's win in the battle would incapacitate
    goes to the discard pile, destroyed (`Replace.INCAPACITATE`). Ruling: the
    rules incapacitate the loser's ships before Victory texts are carried out, so the
    text works as a replacement while Orion is assigned and its owner is the battle's
    victor (the public log names him), its Victory text not removed."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                 value: int) -> bool:
        me = t.owner(source)
        return (kind is Replace.INCAPACITATE and t.is_ship(card_)
                and t.is_villain_card(card_) and t.phase == "ship battle: incapacitate a ship"
                and t.is_assigned(source) and not t.text_removed(source, TEXT_VICTORY)
                and any(who == me for who, _ in t.logged_this_mission(("ship battle",))))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                value: int) -> None:
        t.destroy_by(card_, source)


card("e971d10c-6dc3-4710-8fff-adc77d4bec51", "Orion (Reclaimed Lantean Warship)",
     Card(Abilities(Ability("Orion: a villain ship is blocked (this mission)",
                            AbilityCost(power=2), _block_for_mission,
                            targets=_villain_ships_to_block)),
          _LosersDestroyed()))
card("4f527ccb-b021-44b2-a917-a651768cd2c1", "The George Hammond (Warship)",
     Card(Victory(Otherwise(Pay(2, OPPONENT), ScoredCardToDeck(OPPONENT)))))


class PlayDartFromDeck(Op):
    """A deck search for a Wraith Dart ship, shown and played at no cost; the deck is
    shuffled."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        darts = tuple(c for c in t.deck_cards(me) if t.is_ship(c) and t.title(c) == "Wraith Dart")
        if not darts:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, darts, "play a Wraith Dart", args, optional=True, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.reveal(chosen[0])
            t.play_free(chosen[0])
        t.shuffle_deck(t.owner(source))
        self.finish(t, source, args, bool(chosen))


card("4b257e56-0b22-414d-ace8-0ed9cca321e7", "Wraith Hive",
     Card(WhenAssigned(this, Seq(Pay(3), IfDid(PlayDartFromDeck())))))
card("67474957-1fc8-4f2c-8a75-d6704677b87a", "Lucian Alliance Al'kesh",
     Card(WhenAssigned(this, Seq(Pay(1), IfDid(Do(play_as_complication, anything,
                                                   among=HAND,
                                                   prompt="play as a complication"))))),
     partial="the outlaw keyword and its firepower per other outlaw ship are not "
             "implemented")
