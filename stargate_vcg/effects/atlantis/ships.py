"""Atlantis: ships (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    Abilities,
    Card,
    Do,
    Forget,
    IfDid,
    MayPay,
    On,
    Op,
    Search,
    Seq,
    Simple,
    Victory,
    WhenAssigned,
    ready,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    assigned,
    at_current_mission,
    blocked,
    character,
    obstacle,
    other,
    select,
    ship,
    stopped,
    this,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

_wraith_ship = trait("Wraith") & ship


class WraithWing(CardEffect):
    """+1 firepower per other Wraith ship beside it at the mission."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if target != source:
            return 0
        return len(select(t, source, other & assigned & _wraith_ship))


card("6e3dd7ba-eb0c-4527-905e-3cb61ad052cf", "Wraith Dart", Card(WraithWing()))
card("e3dd4328-5f39-47aa-9a85-09e78e0db437", "Wraith Cruiser (Prowling Predator)",
     Card(WraithWing(),
          Victory(Do(to_hand, trait("Wraith") & (obstacle | ship), among=DISCARD,
                     optional=True))))
class _WinAtTurnEndIfDeckEmpty(CardEffect):
    """The delayed part of a Victory text: at the end of the turn, its owner wins if his
    opponent's deck is empty then (`Surface.after_turn`, wherever the card is)."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "deck empty":
            return
        me = t.owner(source)
        if t.deck_size(t.opponent(me)) == 0:
            t.win(me, "The Super-Hive: the opponent's deck is empty at the turn's end")


def _check_at_turn_end(t: Surface, source: int) -> bool:
    t.after_turn(source, "deck empty")
    return True


card("91606157-afb9-4a68-a61b-6482ab71d156", "The Super-Hive (Threat to Earth)",
     Card(WhenAssigned(this, Seq(MayPay(2, label="pay 2 power to search"),
                                 IfDid(Search(trait("Wraith"))))),
          Victory(Simple(_check_at_turn_end)), _WinAtTurnEndIfDeckEmpty()))


# --- second batch --------------------------------------------------------------------------


def _stopped_or_blocked(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, character & (stopped | blocked))


def _jumper_rescue(t: Surface, source: int, action: ActivateAbility) -> None:
    target = action.target
    if t.is_stopped(target):
        t.ready(target)
    if t.is_blocked(target):
        t.unblock(target)
    if t.has_trait(target, "Atlantis"):
        t.gain_power(t.owner(source), 1)


def _jumper_boost(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(source, 2, firepower=True)


card("56622cdf-663d-4304-bd0b-b0e269b970e3", "AR-1's Puddle Jumper (Gate Ship One)",
     Card(Abilities(
         Ability("AR-1's Puddle Jumper: ready and unblock a character",
                 AbilityCost(power=3, stop_self=True), _jumper_rescue,
                 targets=_stopped_or_blocked, usable=lambda t, s: t.is_assigned(s)),
         Ability("AR-1's Puddle Jumper: firepower +2", AbilityCost(power=3), _jumper_boost,
                 once_per_turn=True))))
def _assignable_readied(t: Surface, source: int, card: int) -> bool:
    """The character readied by this text, if it can be assigned: not blocked, and a
    team character or one rated in the mission's skill (as an assignment needs)."""
    return (card in t.recall(source, "readied") and t.is_ready(card)
            and not t.is_blocked(card) and t.mission >= 0
            and (t.is_team_character(card)
                 or any(t.skill(card, k) is not None for k in t.mission_skills())))


def _assign_it(t: Surface, source: int, card: int) -> bool:
    return t.assign_by_text(card)


# Ruling: the readied character is assigned by the text (no assignment cost; "each time
# you assign" text fires), only if he could be assigned there.
card("e7fa5767-53ae-4fa7-8c67-7308cfc9b9bc", "Daedalus (Intergalactic Transport)",
     Card(Victory(Seq(Forget("readied"),
                      MayPay(3, label="pay 3 power to ready a character"),
                      IfDid(Seq(Do(ready, your & character, remember="readied"),
                                Do(_assign_it, Pick(_assignable_readied), optional=True,
                                   prompt="assign him to the current mission")))))))


def _again(t: Surface, source: int) -> bool:
    chosen = t.recall(source, "again")
    t.forget(source, "again")
    for c in chosen:
        t.use_failure_text(c)
    return bool(chosen)


class _ChooseFailureText(Op):
    """Choose the mission or a Replicator card at it, remembered under "again"."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = tuple(c for c in at_current_mission(t, source)
                        if t.is_mission(c) or t.has_trait(c, "Replicator"))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "repeat its failure text", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        t.remember(source, "again", chosen)
        self.finish(t, source, args, bool(chosen))


# Ruling: the chosen text resolves once more as the failure is known (any failure text
# of its own resolves first); a mission that succeeds forgets the choice.
card("33628522-2408-448e-a123-992c882eb198", "Asuran Cruiser",
     Card(Victory(Seq(MayPay(2, label="pay 2 power"),
                      IfDid(_ChooseFailureText()))),
          On(Trigger.MISSION_FAILED, Simple(_again)),
          On(Trigger.MISSION_END, Forget("again"))))


# --- session 8 sp-cards11 ---


class _PerZpm(CardEffect):
    """Firepower +1 per Z.P.M. gear its owner has in play."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if target != source:
            return 0
        return sum(1 for c in select(t, source, your) if t.is_gear(c) and t.title(c) == "Z.P.M.")


def _villain_ships(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, ship) if t.is_villain_card(c))


def _adversaries(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, adversary)


_KINDS = (("destroy a villain ship", _villain_ships),
          ("destroy an obstacle", lambda t, s: t.obstacles),
          ("destroy an adversary", _adversaries))


class _DestroyTwoKinds(Op):
    """"Choose two" of three optional destroys (a villain ship, an obstacle, an
    adversary): its owner picks a kind, then the card; at most two kinds, each once;
    declining the choice of a kind ends it. args: (kinds used (bits), stage)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self._offer(t, source, 0)

    def _offer(self, t: Surface, source: int, used: int) -> None:
        done = bin(used).count("1")
        usable = [i for i, (_, find) in enumerate(_KINDS)
                  if not used & (1 << i) and find(t, source)]
        if done >= 2 or not usable:
            self.finish(t, source, (), done > 0)
            return
        self.ask(t, source, t.owner(source), usable, "choose what to destroy", (used, 0),
                 optional=True, labels=tuple(_KINDS[i][0] for i in usable))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        used, stage = args[0], args[1]
        if not chosen:
            self.finish(t, source, (), bin(used).count("1") > 0)
            return
        if stage == 0:
            kind = chosen[0]
            self.ask(t, source, t.owner(source), _KINDS[kind][1](t, source),
                     _KINDS[kind][0], (used | (1 << kind), 1))
            return
        t.destroy_by(chosen[0], source)
        self._offer(t, source, used)


def _assigned_here(t: Surface, source: int, e: TriggerEvent) -> bool:
    return e.card == source


def _note_assigned(t: Surface, source: int) -> bool:
    t.remember(source, "assigned", (t.turn,))
    return True


def _incapacitate_if_assigned(t: Surface, source: int) -> bool:
    was = t.recall(source, "assigned") == (t.turn,)
    t.forget(source, "assigned")
    return was and t.in_play(source) and t.incapacitate(source)


# Rulings: "was assigned" is remembered from its assignment to the mission's end (it is
# stopped by then); the Victory's two choices are two different kinds, each optional.
card("eda00c60-823a-4177-ada6-56b71bba22d2", "Atlantis (City Ship)",
     Card(_PerZpm(),
          On(Trigger.ASSIGNED, Simple(_note_assigned), _assigned_here),
          On(Trigger.MISSION_END, Simple(_incapacitate_if_assigned)),
          Victory(_DestroyTwoKinds())))


# --- session 11 sp-cards16 ---


def _jump(t: Surface, source: int, action: ActivateAbility) -> None:
    t.end_mission_unresolved()


def _mission_in_progress(t: Surface, source: int) -> bool:
    return t.mission >= 0 and t.phase == "performing actions"


# Time Jumper: the mission ends without resolution (`Surface.end_mission_unresolved`,
# rulings there); usable while the actions at a mission go on.
card("6458f9f2-b858-437b-aec4-be90b7b8cce4", "Time Jumper (Janus' Forbidden Invention)",
     Card(Abilities(Ability("Time Jumper: the mission ends unresolved",
                            AbilityCost(power=3, stop_self=True, destroy_self=True), _jump,
                            usable=_mission_in_progress))))
