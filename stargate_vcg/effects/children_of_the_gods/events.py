"""Children of the Gods: events (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    OWN,
    ArrangeTop,
    AtMissionEnd,
    Cant,
    Card,
    CostChangeBy,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    DoUpTo,
    Draw,
    Forget,
    FromDiscardToo,
    Modes,
    On,
    OnPlay,
    Op,
    PaidPerCard,
    Seq,
    Simple,
    block_for_mission,
    choose,
    gets,
    modify_by,
    playing_this,
    stop,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    adversary,
    assigned,
    character,
    hero_card,
    opponents,
    ready,
    ship,
    support_character,
    team_character,
    your,
)
from stargate_vcg.engine.stargate.effects import CardEffect, PlayCost, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import Surface


def _go_go_go(t: Surface, s: int) -> bool:
    """Frees every blocked support character; a card drawn for each one freed."""
    freed = 0
    for player in (t.hero, t.villain):
        for c in t.support_characters(player):
            if t.is_blocked(c) and t.unblock(c):
                freed += 1
    if freed:
        t.draw(t.owner(s), freed)
    return freed > 0


_ship = Pick(lambda t, s, c: t.is_ship(c))
_gear = Pick(lambda t, s, c: t.is_gear(c))
_NAMES = {CULTURE: "Culture", SCIENCE: "Science", COMBAT: "Combat", INGENUITY: "Ingenuity"}


def _rating(skill: int) -> Callable[[Surface, int, int], int]:
    return lambda t, s, c: t.skill(c, skill) or 0


def _swap(first: int, second: int) -> Modes:
    """"<first> +X where X is their <second>; or <second> +X where X is their <first>"
    (X read as the mode is carried out)."""
    return Modes((f"{_NAMES[first]} +X", DoRemembered(modify_by(_rating(second), skill=first))),
                 (f"{_NAMES[second]} +X",
                  DoRemembered(modify_by(_rating(first), skill=second))))


card("42d02d6f-66dc-4807-a1b1-1a70af40e0ca", "Go! Go! Go!", Card(OnPlay(Simple(_go_go_go))))
card("083b7474-bc32-4574-94ef-a4eaabb07b00", "Fighting Spirit",
     Card(OnPlay(Seq(Forget(), Do(choose, team_character, remember="chosen"),
                     _swap(COMBAT, INGENUITY)))))
card("f3bfb48a-c4bd-46a1-9582-84ba10fb51dc", "Applied Knowledge",
     Card(OnPlay(Seq(Forget(), Do(choose, team_character, remember="chosen"),
                     _swap(CULTURE, SCIENCE)))))
# Always Prepared: session 10 sp-cards15, at the end of the module.


# --- more events ---------------------------------------------------------------------------


class _DealRenegotiation(Op):
    """The deck's top 3 (+3 per failed mission this turn) are looked at; one hero card of
    those may go to the hand; the deck is shuffled."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        top = t.deck_top_cards(me, 3 + 3 * t.failed_mission_count(source))
        options = tuple(c for c in top if t.is_hero_card(c))
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "take a hero card into hand", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
            t.take_into_hand(chosen[0])
        t.shuffle_deck(me)
        self.finish(t, source, args, bool(chosen))


class _StopToPlayWith(CardEffect):
    """A character `which` accepts is stopped as the price of playing the event."""

    def __init__(self, which: Callable[[Surface, int, int], bool]) -> None:
        self.cost = PlayCost(stop=1, which=which)

    def play_cost(self, t: Surface, source: int) -> Any:
        return self.cost


def _clever_team(t: Surface, s: int, c: int) -> bool:
    return (t.owner(c) == t.owner(s) and t.is_team_character(c)
            and (t.skill(c, INGENUITY) or 0) >= 2)


def _own_team(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and t.is_team_character(c)


def _ready_noting(t: Surface, source: int, card: int) -> bool:
    t.remember(source, "chosen", (*t.recall(source, "chosen"), card))
    t.ready(card)
    return True


def _joyous_bonus(t: Surface, s: int) -> bool:
    chosen = [c for c in t.recall(s, "chosen") if t.in_play(c)]
    both_jaffa = len(chosen) == 2 and all(t.has_trait(c, "Jaffa") for c in chosen)
    for c in chosen:
        t.modify(c, 2 if both_jaffa else 1, skills=True)
    return bool(chosen)


card("1c6ab015-ef9b-4d38-a223-d9a1862777b5", "Deal Renegotiation",
     Card(OnPlay(_DealRenegotiation())))
card("987bb32e-3aa4-4ef9-8f05-2473e1b68ab6", "Accelerated Training",
     Card(_StopToPlayWith(_clever_team),
          OnPlay(Seq(DoAll(block_for_mission, support_character),
                     AtMissionEnd(DoAll(gets(1, skills=True, until=UNTIL_TURN_END),
                                        ready & support_character))))))
# Ruling: each support character chosen is readied (the readying is never declined).
card("4af1f364-3f27-44e6-9d6b-300098afd6bd", "Joyous Occasion",
     Card(_StopToPlayWith(_own_team),
          OnPlay(Seq(Forget(), DoUpTo(_ready_noting, support_character, 2,
                                      prompt="ready and strengthen"),
                     Simple(_joyous_bonus)))))
card("49dac437-5757-4b82-a4e5-cfbe83682882", "Benefits of Experience",
     Card(OnPlay(Do(modify_by(lambda t, s, c: t.promotion_tokens(c), skills=True),
                    character, prompt="skills +1 per promotion token"))))


def _own_assigned_ships(t: Surface, s: int) -> int:
    return sum(1 for c in t.assigned(t.owner(s)) if t.is_ship(c))


def _evade(t: Surface, s: int) -> bool:
    """Ready each of his assigned ships, blocked until the mission ends; how many is
    remembered for the opponent's."""
    ships = [c for c in t.assigned(t.owner(s)) if t.is_ship(c)]
    for c in ships:
        t.ready(c)
        t.block(c, until_mission_end=True)
    t.remember(s, "evaded", ships)
    return bool(ships)


def _ready_blocked(t: Surface, source: int, card: int) -> bool:
    t.ready(card)
    t.block(card, until_mission_end=True)
    return True


card("cb8f8380-597f-4149-8f32-c866200b3d10", "Begin Evasive Maneuvers!",
     Card(CostChangeBy(_own_assigned_ships, playing_this, on=OWN),
          OnPlay(Seq(Simple(_evade),
                     DoN(_ready_blocked, opponents & assigned & _ship,
                         lambda t, s: len(t.recall(s, "evaded")), chooser=OPPONENT,
                         prompt="ready (blocked)")))))


def _destroy_noting_cost(t: Surface, source: int, card: int) -> bool:
    t.remember(source, "cost", (t.printed_cost(card),))
    t.destroy_by(card, source)
    return True


def _noted_cost(t: Surface, s: int) -> int:
    noted = t.recall(s, "cost")
    return noted[0] if noted else 0


def _no_gear(t: Surface, s: int, player: int, action: Any) -> bool:
    return playing_this(t, s, player, action) and not any(
        t.is_gear(c) for c in t.cards_in_play(t.owner(s)))


# Ruling: the gear destroyed "to play" is the first step of the text; the event can't be
# played without one.
card("2ae35335-0385-4acb-a134-93d624e74859", "Jury-Rigged Gate",
     Card(Cant(_no_gear, "Jury-Rigged Gate: no gear to destroy"),
          OnPlay(Seq(Forget("cost"), Do(_destroy_noting_cost, your & _gear, prompt="destroy"),
                     ArrangeTop(_noted_cost)))))


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _once_each_turn(t: Surface, card_: int) -> tuple[int, ...]:
    """The indices (`Surface.abilities_of`) of a card's "only once each turn" abilities."""
    return tuple(i for i, a in enumerate(t.abilities_of(card_)) if a.once_per_turn)


class _AnotherUse(Do):
    """The chosen character's "only once each turn" ability (asked which, when he has
    several) may be used an additional time this turn: at once if it was used, else once
    more after its first use this turn (`_owed_use`)."""

    def __init__(self) -> None:
        super().__init__(choose, Pick(lambda t, s, c: c in t.recall(s, "chosen")
                                      and bool(_once_each_turn(t, c))))

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        found = self.candidates(t, source)
        if not found:
            self.finish(t, source, args, False)
            return
        options = _once_each_turn(t, found[0])
        abilities = t.abilities_of(found[0])
        self.ask(t, source, t.owner(source), options, "which ability", (found[0],),
                 labels=tuple(abilities[i].text for i in options))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        character_, ability = args[0], chosen[0]
        if not t.allow_another_use(character_, ability):
            t.remember(source, "owed", (character_, ability, t.turn))
        self.finish(t, source, (), True)


def _owed_use(t: Surface, source: int, event: TriggerEvent) -> bool:
    owed = t.recall(source, "owed")
    return (len(owed) == 3 and owed[2] == t.turn and event.card == owed[0]
            and event.value == owed[1])


def _pay_owed(t: Surface, source: int) -> bool:
    owed = t.recall(source, "owed")
    t.forget(source, "owed")
    return bool(owed) and t.allow_another_use(owed[0], owed[1])


# Rulings: the character is chosen first, then the mode (the extra use only for one who
# has such an ability, his own or one another card gives him); an ability not used yet
# this turn gets its extra use after its first use (the event's text waits in the discard
# pile for it, to the end of the turn).
card("e2116707-4fd0-40db-b70d-8642c38a2687", "Always Prepared", FromDiscardToo(
    OnPlay(Seq(Forget(), Forget("owed"), Do(choose, character, remember="chosen"),
               Modes(("an additional use of a once-each-turn ability", _AnotherUse()),
                     ("skills +1", DoRemembered(gets(1, skills=True)))),
               Draw(1))),
    On(Trigger.ABILITY_USED, Simple(_pay_owed), _owed_use)))


# --- session 10 sp-cards14 ---


def _asgard_ship(t: Surface, s: int, c: int) -> bool:
    return t.is_ship(c) and t.has_trait(c, "Asgard")


def _readied_and_unblocked(t: Surface, source: int, card_: int) -> bool:
    did = t.ready(card_) if t.is_stopped(card_) else False
    if t.is_blocked(card_):
        did = t.unblock(card_) or did
    return did


_villain_ship = ship & ~hero_card

# Asgard Intervention. Rulings: the ships stopped to pay are its player's own, ready or
# assigned (none too: the full cost); "each team character" is each of his own.
card("cd7fc488-253d-4e16-9012-23c273ebb2da", "Asgard Intervention",
     Card(PaidPerCard(2, 0, 8, _asgard_ship, ships=True),
          OnPlay(Modes(("the villain's adversaries and ships stopped",
                        DoAll(stop, adversary | _villain_ship)),
                       ("the team readied and unblocked",
                        DoAll(_readied_and_unblocked, your & team_character))))))
