"""Rise of the Ori gear (by card id; each class is named after its card's title; no card
text here: data policy)."""

from __future__ import annotations

from collections.abc import Sequence

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import Abilities, Card, OnPlay, Op, SearchMissionPile
from stargate_vcg.effects.vocab import Pick, character, select
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    CardFilter,
    Replace,
)
from stargate_vcg.engine.stargate.surface import Surface

# --- Terra-Root --------------------------------------------------------------------------


def _gain_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 1)


card("28d818f1-2620-4bef-b59d-1ed9ebb67082", "Terra-Root", Card(Abilities(
    Ability("Terra-Root: gain 1 power", AbilityCost(destroy_self=True), _gain_one))))


# --- U.A.V. and Anti-Replicator Disruptor: a random card of the opponent's hand ----------


def _reveal_random(t: Surface, source: int) -> int:
    """A random card of the opponent's hand, shown to both players (-1: empty hand)."""
    found = t.random_card(t.hand(t.opponent(t.owner(source))))
    if found >= 0:
        t.reveal(found)
    return found


def _uav(t: Surface, source: int, action: ActivateAbility) -> None:
    found = _reveal_random(t, source)
    if found >= 0 and t.is_villain_card(found) and t.mission >= 0:
        t.modify(t.mission, -1, difficulty=True)


def _disruptor(t: Surface, source: int, action: ActivateAbility) -> None:
    found = _reveal_random(t, source)
    if found >= 0 and t.has_trait(found, "Replicator"):
        t.discard(found)


# Rulings: the ability can be used with the opponent's hand empty (nothing is revealed);
# a card of both allegiances is a villain card (U.A.V.).
card("b5f74a6f-a49d-42c3-97cd-5aae67314891", "U.A.V.", Card(Abilities(
    Ability("U.A.V.: show one card of the opponent's hand at random",
            AbilityCost(power=1, stop_self=True), _uav))))
card("efc0e727-093f-4d90-9eff-9091113af50f", "Anti-Replicator Disruptor", Card(Abilities(
    Ability("Anti-Replicator Disruptor: show one card of the opponent's hand at random",
            AbilityCost(stop_self=True), _disruptor))))


# --- Russian-Controlled DHD and Quantum Mirror Control: abilities running one operation ---


class OpAbilities(Card):
    """A card whose text is activated abilities (ways of paying) that all carry out one
    declarative operation (`resume` continues it after its choices)."""

    def __init__(self, op: Op, *paid: tuple[str, AbilityCost]) -> None:
        self.op = op
        super().__init__(OnPlay(op))
        self.on_plays = ()  # the op runs when an ability is used, never on play
        self.listed = tuple(Ability(text, cost, self._use) for text, cost in paid)
        self._used = frozenset({"abilities"})

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        self.op.start(t, source, ())

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed


def _own_russian(team: bool) -> CardFilter:
    def accept(t: Surface, source: int, c: int) -> bool:
        kind = t.is_team_character(c) if team else t.is_support_character(c)
        return kind and t.owner(c) == t.owner(source) and t.has_trait(c, "Russian")
    return accept


# Russian-Controlled DHD: two ways of paying, one ability each.
card("6c00ba5f-1fba-4a9b-a8ed-05e2ac108ca1", "Russian-Controlled DHD", OpAbilities(
    SearchMissionPile(optional=False),
    ("Russian-Controlled DHD: pay with a Russian team character",
     AbilityCost(stop_self=True, stop_others=1, others=_own_russian(True))),
    ("Russian-Controlled DHD: pay with two Russian support characters",
     AbilityCost(stop_self=True, stop_others=2, others=_own_russian(False)))))


class DeckToTop(Op):
    """He picks a card of his deck (only he sees it) that `pick` accepts; it is shown to
    both players, the rest of the deck is shuffled and it goes on top."""

    def __init__(self, pick: Pick) -> None:
        super().__init__()
        self.pick = pick

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = select(t, source, self.pick, t.deck_cards(me))
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "search your deck", args, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
        t.shuffle_deck(me)
        if chosen:
            t.put_on_deck(chosen[0])
        self.finish(t, source, args, bool(chosen))


# Ruling: with no character card in the deck, the deck is still shuffled (searched).
card("ab1b7b88-9dae-455c-837f-fe97fd11e4c4", "Quantum Mirror Control", OpAbilities(
    DeckToTop(character),
    ("Quantum Mirror Control: a character card to the top of the deck",
     AbilityCost(power=3, stop_self=True))))


# --- Mind Transference Device ------------------------------------------------------------


def _own_team_character(t: Surface, source: int, c: int) -> bool:
    return t.is_team_character(c) and t.owner(c) == t.owner(source)


def _stopped_characters(t: Surface, source: int) -> Sequence[int]:
    """His stopped characters: the ones the ability can ready (never the team character
    stopped to pay for it, who was ready or assigned)."""
    return tuple(c for c in t.characters(t.owner(source)) if t.is_stopped(c))


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    if action.target not in action.stops and t.is_stopped(action.target):
        t.ready(action.target)


card("e7c89e7e-fd3b-4452-aaa7-da3ba942699e", "Mind Transference Device", Card(Abilities(
    Ability("Mind Transference Device: ready another character",
            AbilityCost(power=2, stop_self=True, stop_others=1, others=_own_team_character),
            _ready_target, targets=_stopped_characters))))


# --- Quarantine Container ----------------------------------------------------------------


class QuarantineContainer(CardEffect):
    """Gear: stop it and name an obstacle at the mission: that obstacle's destruction is
    replaced by keeping it, shown, under the container, whose earlier content goes to
    its owner's (the opponent's) discard pile. Ruling: the named obstacle is remembered
    until the end of the turn (obstacles leave with their mission)."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (_QUARANTINE,)

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and t.is_obstacle(card)
                and card in t.recall(source, "quarantined") and t.in_play(source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        for other_card in t.beneath(source):
            t.to_discard(other_card)
        t.forget(source, "quarantined")
        t.place_on(card, source)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "forget":
            t.forget(source, "quarantined")


def _quarantine(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "quarantined", (action.target,))
    t.after_turn(source, "forget")


_QUARANTINE = Ability("Quarantine Container: name an obstacle", AbilityCost(stop_self=True),
                      _quarantine, targets=lambda t, s: t.obstacles)


card("7195f8b6-e722-498c-b452-24e1d6c3fcd8", "Quarantine Container", QuarantineContainer())


# --- HUD Headset -------------------------------------------------------------------------


class HUDHeadset(CardEffect):
    """Gear: while one of its owner's Tok'ra characters is assigned, he adds 1 to the
    sum of his ships' firepower when ships fight. Ruling: the +1 goes to the first of his
    assigned ships (a total is only counted with a ship there)."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        me = t.owner(source)
        if t.owner(target) != me or not t.is_assigned(target):
            return 0
        assigned = t.assigned(me)
        ships = [c for c in assigned if t.is_ship(c)]
        if not ships or ships[0] != target:
            return 0
        return 1 if any(t.is_character(c) and t.has_trait(c, "Tok'ra") for c in assigned) else 0


card("62a594a8-6d16-4b4f-beed-b98d47bf89bb", "HUD Headset", HUDHeadset())
