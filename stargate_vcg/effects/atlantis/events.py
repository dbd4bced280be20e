"""Atlantis: events (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Card,
    DifficultyOf,
    FromDiscardToo,
    OnPlay,
    Op,
    Search,
    Simple,
    StopToPlay,
)
from stargate_vcg.effects.vocab import (
    Pick,
    assigned,
    character,
    select,
    ship,
    support_character,
    your,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, UNTIL_TURN_END, Surface

card("78272fe4-9889-4224-ae7a-293a032e7ef3", "Help Is on the Way",
     Card(StopToPlay(1), OnPlay(Search(support_character))),
     partial="the discount for stopping a wounded character is not played (no wounds)")


class _Showdown(Op):
    """The opponent must return a scored adversary to play for free; if he did, one of
    this player's characters is boosted by one skill point this mission, readied and
    unblocked. Stages ride in the args."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        options = tuple(c for c in t.score_pile(them) if t.is_adversary(c))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, them, options, "bring an adversary back", (*args, 0))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage = args[:-1], args[-1]
        if stage == 0:
            t.play_free(chosen[0])
            options = select(t, source, your & character)
            if options:
                self.ask(t, source, t.owner(source), options, "skills +1, ready, unblocked",
                         (*base, 1))
                return
        elif chosen:
            target = chosen[0]
            t.modify(target, 1, skills=True)
            if t.is_stopped(target):
                t.ready(target)
            t.unblock(target)
        self.finish(t, source, base, True)


# Rulings: any adversary of his score pile qualifies; readying and unblocking the
# character are done whenever they can be.
card("3e446ec6-c019-4969-9d1c-7d326cfa3797", "Final Showdown", Card(OnPlay(_Showdown())))


def _gunboats_out(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _gunboat_relief(t: Surface, source: int) -> int:
    if (source, UNTIL_TURN_END) not in t.lasting_rules():
        return 0
    return -len(select(t, source, your & assigned & ship))


_culture_or_combat_mission = Pick(
    lambda t, s, c: c == t.mission and bool({CULTURE, COMBAT} & set(t.mission_skills())))

# Ruling: the event's text works on from the discard pile for the rest of the turn.
card("b660ae12-886e-4c8a-8121-571c6b6c6e4e", "Gunboat Diplomacy",
     FromDiscardToo(OnPlay(Simple(_gunboats_out)),
                    DifficultyOf(_gunboat_relief, _culture_or_combat_mission)))
