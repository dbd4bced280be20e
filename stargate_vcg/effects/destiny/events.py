"""Destiny: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Cant,
    Card,
    Do,
    Gain,
    IfDid,
    OnPlay,
    Op,
    Seq,
    Simple,
    can_stop,
    destroy,
    gets,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    assigned,
    obstacle,
    opponents,
    select,
    support_character,
    team_character,
    your,
)
from stargate_vcg.engine.stargate.actions import (
    ActivateAbility,
    Assign,
    Boost,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import CardEffect
from stargate_vcg.engine.stargate.surface import UNTIL_MISSION_END, Surface


def _fewer_than_two_adversaries(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == source
            and len(select(t, source, opponents & adversary)) < 2)


card("3fc2c870-98a4-455e-8687-18f64cb49fed", "Leading by Fear", Card(
    Cant(_fewer_than_two_adversaries, "Leading by Fear: the opponent needs two adversaries"),
    OnPlay(Do(destroy, opponents & adversary, chooser=OPPONENT))))
def _only_pass_now(t: Surface, source: int) -> bool:
    t.remember(source, "iris", (t.turn, t.mission))
    t.keep_rules(source, UNTIL_MISSION_END)
    return True


def _doing_more_than_pass(t: Surface, source: int, player: int, action: Any) -> bool:
    """Its player's plays, assignments, boosts and abilities, for the rest of the mission
    it was played at (a lasting rule: the event is in the discard pile)."""
    return (player == t.owner(source) and isinstance(action, _DOINGS)
            and (source, UNTIL_MISSION_END) in t.lasting_rules()
            and t.recall(source, "iris") == (t.turn, t.mission))


_DOINGS = (PlayCard, Assign, Boost, ActivateAbility, PlayComplication)

# Ruling: "nothing but pass" forbids the actions of the mission (playing cards, assigning,
# boosting, using abilities); answering the decisions the rules or other cards ask
# (choosing a glyph's character, a card's choices) is no action and stays allowed.
card("85040fe6-6c07-440e-958c-e6a120e83250", "Close the Iris!", Card(
    OnPlay(Seq(Do(destroy, obstacle | (opponents & assigned & adversary)),
               Simple(_only_pass_now))),
    Cant(_doing_more_than_pass, "Close the Iris!: only passing for the rest of the mission")))


def _stop_and_destroy(t: Surface, source: int, card_: int) -> bool:
    t.stop(card_)
    t.destroy_by(card_, source)
    return True


def _payment_due(t: Surface, source: int) -> bool:
    t.at_power_phase_end(source, "repairs due", (t.turn,))
    return True


class _RepairsDue(CardEffect):
    """The delayed payment: at the end of its player's next power phase (a delayed
    trigger, `Surface.at_power_phase_end`, wherever the card is), he pays 4 power or
    loses the game; another player's power phase passes it on to the next."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "repairs due":
            return
        me = t.owner(source)
        if t.hero != me or t.turn <= args[0]:
            t.at_power_phase_end(source, step, args)
            return
        if t.power(me) >= 4:
            t.lose_power(me, 4)
        else:
            t.win(t.opponent(me), "Hazardous Repairs: 4 power not paid")


# Rulings: the support character is one of his own (stopped, then destroyed: it must be
# ready or assigned); the payment is due at his next power phase (his next turn).
card("c53c2257-6ae7-42e0-9887-49322f499054", "Hazardous Repairs", Card(
    OnPlay(Seq(Gain(2),
               Do(_stop_and_destroy, your & support_character & Pick(can_stop),
                  optional=True, prompt="a support character stopped, then destroyed"),
               IfDid(Gain(2)),
               Simple(_payment_due))),
    _RepairsDue()))


def _not_one_short(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and action.card == source and (
        t.mission < 0 or t.mission_shortfall() != 1)


card("da7e59f3-254e-4f2c-90bd-e2e83b1f3db9", "Close Enough", Card(
    Cant(_not_one_short, "Close Enough: the mission is not failing by exactly 1"),
    OnPlay(Do(gets(1, skills=True), your & team_character,
              prompt="a team character gets skills +1"))))


# --- session 8 sp-purge ------------------------------------------------------------


_ROWS = "rows"


class _HardChoices(Op):
    """The opponent splits its player's discard pile in two face-up rows: he takes cards
    into the first row one at a time (declining when it is done; each row keeps a card
    when the pile has two); its player shuffles one row into his deck and purges the
    other."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.forget(source, "row 1")
        pile = t.discard_pile(t.owner(source))
        if not pile:
            self.finish(t, source, args, False)
            return
        if len(pile) == 1:
            self._split(t, source, pile, (), args)
            return
        self.ask(t, source, t.opponent(t.owner(source)), pile, "into the first row",
                 (*args, -2))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        step, args = args[-1], args[:-1]
        if step == -1:  # its player's choice of the row to keep
            first, second = t.recall(source, "row 1"), t.recall(source, "row 2")
            keep, lose = (first, second) if chosen and chosen[0] == 0 else (second, first)
            if keep:
                t.shuffle_into_deck(keep)
            for c in lose:
                t.purge(c)
            self.finish(t, source, args, True)
            return
        first = (*t.recall(source, "row 1"), *chosen)
        t.remember(source, "row 1", first)
        rest = tuple(c for c in t.discard_pile(t.owner(source)) if c not in first)
        if not chosen or len(rest) <= 1:
            self._split(t, source, first, rest, args)
            return
        self.ask(t, source, t.opponent(t.owner(source)), rest, "into the first row",
                 (*args, -2), optional=True)

    def _split(self, t: Surface, source: int, first: tuple[int, ...],
               second: tuple[int, ...], args: tuple[int, ...]) -> None:
        t.remember(source, "row 1", first)
        t.remember(source, "row 2", second)
        self.ask(t, source, t.owner(source), (0, 1), "the row to shuffle into the deck",
                 (*args, -1), labels=(f"the first row ({len(first)})",
                                      f"the second row ({len(second)})"))


card("5c68eaa2-9c0d-47f6-a13f-113c137aa960", "Hard Choices", Card(OnPlay(_HardChoices())))
