"""Atlantis: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    OPPONENT,
    Abilities,
    Blocked,
    Cant,
    Card,
    CostChange,
    Do,
    DoUpTo,
    Failure,
    FromDiscardToo,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    On,
    Op,
    Otherwise,
    Pay,
    Seq,
    Simple,
    Success,
    WhenAssigned,
    WhenPlayed,
    destroy,
    place_on,
    placed_on,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    assigned,
    character,
    gear,
    hero_card,
    opponents,
    ship,
    stopped,
    this,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Continue, PlayComplication
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    IN_PLAY,
    SCORE_PILE,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import INGENUITY, SCIENCE, UNTIL_TURN_END, Surface


def _opponent_drains(n: int) -> Callable[[Surface, int], bool]:
    def run(t: Surface, source: int) -> bool:
        t.mill(t.opponent(t.owner(source)), n)
        return True
    return run


def _mission_experience(t: Surface, source: int) -> int:
    return t.experience_of(t.mission) if t.mission >= 0 else 0


def _complication_while_assigned(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication) and t.is_assigned(s)


class _PsychicDrain(Op):
    """The opponent names 0 to 4 and drains that many; then this card's owner may draw
    up to four minus that number. Stages ride in the args: (stage, named)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = tuple(range(5))
        self.ask(t, source, t.opponent(t.owner(source)), options, "name a number to drain",
                 (*args, 0, 0), labels=tuple(f"drain {n}" for n in options))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage = args[:-2], args[-2]
        if stage == 0:
            named = chosen[0]
            t.mill(t.opponent(t.owner(source)), named)
            if named < 4:
                options = tuple(range(1, 5 - named))
                self.ask(t, source, t.owner(source), options, "draw cards", (*base, 1, named),
                         optional=True, labels=tuple(f"draw {n}" for n in options))
                return
        elif chosen:
            t.draw(t.owner(source), chosen[0])
        self.finish(t, source, base, True)


class SteveCaldwellShips(CardEffect):
    """While this adversary is assigned, its owner's assigned ships get firepower +1."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return int(t.is_assigned(source) and t.is_ship(target) and t.is_assigned(target)
                   and t.owner(target) == t.owner(source))


card("5ed7809e-ce7f-4d80-8ce5-c65c6cd93d9d", "Precarious Truce",
     Card(Success(Do(ready, trait("Wraith") & adversary, optional=True)),
          Failure(Do(ready, trait("Wraith") & adversary, optional=True))))
card("0a1ed23b-8ade-4b56-a921-6ca5ac244fb9", "Sabotaged Failsafes",
     Card(WhenPlayed(Modes(("stop a gear", Do(stop, gear, optional=True)),
                           ("destroy a stopped gear", Do(destroy, gear & stopped,
                                                         optional=True))))))
card("2d65f177-a708-4b94-9ff5-1365e80dc594", "Wraith Armada",
     Card(Failure(DoUpTo(ready, trait("Wraith") & ship, _mission_experience))))
card("706d0488-3fe7-4092-bf1b-1768c7f5cbcd", "Prisoners of the Hive",
     Card(WhenPlayed(Otherwise(Pay(2, who=OPPONENT, optional=True),
                               Simple(_opponent_drains(4))))))
card("03168408-43dd-4441-a48f-57880fb83c0e", "Psychic Incursion",
     Card(WhenPlayed(_PsychicDrain())))
_REPLICATOR = normalize_name("Replicator")  # traits are asked by their normalized name


class _ComplicationsAreReplicators(CardEffect):
    """While he is assigned, each complication at the mission is a Replicator card
    (`grants_trait`: the Replicator counts see them, `Surface.complications_counting_as`).
    Ruling: only the Replicator trait, nothing else of a face-down card."""

    def grants_trait(self, t: Surface, source: int, target: int, trait_: str) -> bool:
        return (trait_ == _REPLICATOR and t.is_assigned(source)
                and target in t.complications())


card("fbc9627d-1930-43b2-a30e-d6b77ef208ff", "Oberoth (Leader of the Asuran Council)",
     Card(CostChange(-1, _complication_while_assigned, on=COMPLICATIONS),
          _ComplicationsAreReplicators()))
card("4ec71783-41e5-4abb-81ba-93b6bc863a28", "Steven Caldwell (Goa'uld Agent of the Trust)",
     Card(SteveCaldwellShips()),
     partial="he does not become a support character on his owner's hero turns")


# --- second batch --------------------------------------------------------------------------


def _michael_drain(t: Surface, source: int) -> bool:
    them = t.opponent(t.owner(source))
    before = set(t.discard_pile(them))
    t.mill(them, 4)
    heroes = sum(1 for c in t.discard_pile(them) if c not in before and t.is_hero_card(c))
    if heroes:
        t.modify(source, heroes, difficulty=True)
    return True


def _opponent_character_while_assigned(t: Surface, s: int, event: TriggerEvent) -> bool:
    return (t.is_assigned(s) and event.player != t.owner(s) and event.card >= 0
            and t.is_character(event.card))


card("2d924503-2acc-4525-8f5f-81c419ed0e1e", '"Michael" (Wraith Outcast)',
     Card(WhenAssigned(this, Seq(MayPay(2, label="pay 2 power"),
                                 IfDid(Simple(_michael_drain))))))
# Ruling: the drain is paid as the character is played or assigned (an empty deck pays
# nothing).
card("10acefe2-d3f0-4f23-8ecc-83ad1917d3f9", "The Defiant One (Survivor)",
     Card(On(Trigger.CARD_PLAYED, Simple(_opponent_drains(1)),
             _opponent_character_while_assigned),
          On(Trigger.ASSIGNED, Simple(_opponent_drains(1)),
             _opponent_character_while_assigned)))
def _no_more_missions(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _continuing(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and (source, UNTIL_TURN_END) in t.lasting_rules()


card("b117ad3a-6f7e-4ea0-9aa0-e73ea2cefe3d", "Hijacked Gate",
     FromDiscardToo(Failure(Do(destroy, gear | (ship & hero_card))),
                    Success(Simple(_no_more_missions)),
                    Cant(_continuing, "Hijacked Gate: no more missions this turn")))


class WraithDominion(CardEffect):
    """While this adversary is assigned, Wraith obstacles at the mission have dominion."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return t.is_assigned(source) and t.has_trait(obstacle, "Wraith")


def _scored_with(t: Surface, source: int) -> int:
    """The dominion obstacle scored along with this adversary (the public log records it
    right after him), if it is still in the score pile; else -1."""
    scored = [c for _, c in t.logged_this_mission(("score",))]
    if source in scored:
        i = len(scored) - 1 - scored[::-1].index(source)
        if i + 1 < len(scored):
            found = scored[i + 1]
            if t.is_obstacle(found) and found in t.score_pile(t.owner(source)):
                return found
    return -1


def _destroy_scored_obstacle(t: Surface, source: int) -> bool:
    found = _scored_with(t, source)
    if found < 0:
        return False
    t.destroy(found)
    t.keep_rules(source, UNTIL_TURN_END)  # his opponent's "can't", to the turn's end
    return True


def _opponent_continuing(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, Continue) and player != t.owner(source)
            and (source, UNTIL_TURN_END) in t.lasting_rules())


class _ScoredUnderling(Card):
    """Wraith Underling's scored text works from his owner's score pile."""

    zones = frozenset({IN_PLAY, SCORE_PILE})


# Rulings: the obstacle is destroyed from the score pile just after both were scored (the
# "instead"); the hero can't continue to another mission this turn.
card("cf37d891-26cf-44a8-8a7f-d42883160b37", "Wraith Underling (He Who Would Be King)",
     _ScoredUnderling(
         WraithDominion(),
         On(Trigger.SCORED,
            If(lambda t, s: _scored_with(t, s) >= 0,
               May(Simple(_destroy_scored_obstacle),
                   label="destroy the obstacle instead of scoring it")),
            lambda t, s, e: e.card == s),
         Cant(_opponent_continuing, "Wraith Underling: no more missions this turn")))


# --- session 8 sp-cards11 ---


def _cowen_blocked(t: Surface, source: int, e: TriggerEvent) -> bool:
    return e.card == source


def _count_block(t: Surface, source: int) -> bool:
    """One more block this turn; the first makes the payout due at his owner's next
    power phase's end (`Surface.at_power_phase_end`)."""
    turn, n = (*t.recall(source, "blocked"), 0, 0)[:2]
    if turn != t.turn:
        turn, n = t.turn, 0
        t.at_power_phase_end(source, "payout", (t.turn,))
    t.remember(source, "blocked", (turn, n + 1))
    return True


class _CowenPayout(CardEffect):
    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "payout":
            return
        me = t.owner(source)
        if t.hero != me or t.turn <= args[0]:  # not yet his next power phase
            t.at_power_phase_end(source, step, args)
            return
        turn, n = (*t.recall(source, "blocked"), 0, 0)[:2]
        if turn == args[0] and n > 0:
            t.gain_power(me, n)


def _ready_and_block_him(t: Surface, source: int, action: Any) -> None:
    t.ready(source)
    t.block(source, until_mission_end=True)


def _his_owner_using(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, ActivateAbility) and action.card == source
            and player == t.owner(source))


# Rulings: the ability his opponent gets is used while he is assigned (readied: no longer
# assigned); "this turn" is the turn of the blocks, paid at the end of his owner's next
# power phase (any block of him counts, by this ability or another card).
card("4d5c2ecc-820a-46de-8711-9f62468d840f", "Chief Cowen (Untrustworthy Genii Ally)", Card(
    Abilities(Ability("Chief Cowen: ready him, blocked for the mission", AbilityCost(),
                      _ready_and_block_him, usable=lambda t, s: t.is_assigned(s),
                      any_player=True)),
    Cant(_his_owner_using, "Chief Cowen: his opponent's ability"),
    On(Trigger.BLOCKED, Simple(_count_block), _cowen_blocked),
    _CowenPayout()))


def _place_and_block(t: Surface, source: int, card_: int) -> bool:
    place_on(t, source, card_)
    t.block(card_, source)  # blocked by it: the block ends as it leaves
    return True


def _destroy_the_bug(t: Surface, source: int, action: Any) -> None:
    for c in t.beneath(source):
        if t.card_id(c) == _IRATUS and placed_on(t, c) == source:
            t.destroy(c)
            return


def _short_of_three(t: Surface, source: int, player: int, action: Any) -> bool:
    """An activation of the granted ability whose stopped characters total less than 3
    in Science and less than 3 in Ingenuity."""
    if not (isinstance(action, ActivateAbility) and action.stops
            and action.card == placed_on(t, source)):
        return False
    listed = t.abilities_of(action.card)
    if not (0 <= action.ability < len(listed)
            and listed[action.ability].effect is _destroy_the_bug):
        return False
    science = sum(t.skill(c, SCIENCE) or 0 for c in action.stops)
    ingenuity = sum(t.skill(c, INGENUITY) or 0 for c in action.stops)
    return science < 3 and ingenuity < 3


_IRATUS = "6721c72f-e10f-4f29-bdde-5410b99e77eb"
# "Any number of characters": one ability per number of characters stopped (1 to 4; a
# team has four), the totals checked as it is used (the "can't" above).
_SHAKE_BUG = tuple(Ability(f"Iratus Bug: stop {n} characters to destroy it",
                           AbilityCost(stop_others=n), _destroy_the_bug) for n in (1, 2, 3, 4))


class _PlaceableBug(Card):
    """Its text works from beneath the character it was placed on."""

    zones = frozenset({IN_PLAY, BENEATH})


class _BugOnHim(CardEffect):
    """While on a character, his owner gets the ability to destroy it (on him)."""

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        return _SHAKE_BUG if target == placed_on(t, source) else ()


# Rulings: the character is the opponent's (chosen by the Bug's owner); the characters
# stopped to pay are his own (ready or assigned), the holder too.
card(_IRATUS, "Iratus Bug", _PlaceableBug(
    Failure(Do(_place_and_block, opponents & character, prompt="place it on")),
    _BugOnHim(),
    Cant(_short_of_three, "Iratus Bug: 3 Science or 3 Ingenuity among them")))


# --- session 10 sp-cards14 ---


def _scored_this(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.card == s


def _support_at_the_mission(t: Surface, s: int, c: int) -> bool:
    """A support character of the opponent's at the mission scored at: still assigned,
    or stopped there at its resolution (the rules stop the assigned characters before
    the villain scores)."""
    return (t.is_support_character(c) and t.in_play(c) and t.owner(c) != t.owner(s)
            and (t.is_assigned(c) or any(
                card == c for _, card in t.logged_this_mission(("stopped at resolution",)))))


def _a_support_there(t: Surface, s: int) -> bool:
    return any(_support_at_the_mission(t, s, c) for c in t.cards_in_play(t.opponent(t.owner(s))))


def _to_my_score_pile(t: Surface, s: int, c: int) -> bool:
    t.place_in_score_pile(c, t.owner(s))
    return True


def _shuffle_her_back(t: Surface, s: int) -> bool:
    t.shuffle_into_deck((s,))
    return True


# Wraith Queen (Power Hungry). Rulings: "assigned" is at the mission she is scored at
# (the support characters there were stopped at its resolution, just before scoring);
# the payment is offered only when there is one to take; its owner chooses which.
card("8f8fa107-5423-4b3b-9fc5-794aeaf5da96", "Wraith Queen (Power Hungry)", _ScoredUnderling(
    On(Trigger.SCORED,
       If(_a_support_there, Seq(
           MayPay(3, label="pay 3: a support character to the score pile"),
           IfDid(Seq(Do(_to_my_score_pile, Pick(_support_at_the_mission),
                        prompt="to your score pile"),
                     Simple(_shuffle_her_back))))),
       _scored_this)))


def _gate_onto_ship(t: Surface, s: int, ship_: int) -> bool:
    """On the ship (face up beneath it); the top card of the opponent's mission pile
    blockaded beneath this obstacle (glossary "blockade")."""
    place_on(t, s, ship_)
    t.blockade(s, t.opponent(t.owner(s)))
    return True


def _its_ship(t: Surface, s: int, c: int) -> bool:
    return c == placed_on(t, s)


def _on_a_ship(t: Surface, s: int) -> bool:
    return placed_on(t, s) >= 0


# Blockaded Space Gate. Rulings: "your assigned ship" is one of its owner's villain ships
# assigned at the mission (his choice); the mission blockaded returns when the gate leaves
# the ship (destroyed, or gone with it).
card("b2ae1e41-2aaf-4a02-a287-2327297dd049", "Blockaded Space Gate", _PlaceableBug(
    Failure(Do(_gate_onto_ship, your & assigned & ship & ~hero_card, optional=True,
               prompt="place it on the ship")),
    Blocked(Pick(_its_ship), _on_a_ship, "Blockaded Space Gate: its ship is blocked")))


# --- session 11 sp-cards16: Invading Forces -----------------------------------------------

from stargate_vcg.effects.dsl import ArrangeTop, Forget  # noqa: E402

_COUNTERS = "counters"
# The events of a player's own action at a mission, one per action (or pass).
_ACTED = frozenset({Trigger.PASSED, Trigger.ASSIGNED, Trigger.BOOSTED,
                    Trigger.COMPLICATION_PLAYED, Trigger.CARD_PLAYED, Trigger.ABILITY_USED})


def _villain_acted(t: Surface, source: int, e: TriggerEvent) -> bool:
    """Its owner took his turn to act at the mission (an action or a pass of his, not
    something card text did: no other card's text being carried out as the event
    fires, nor as its own counter is added), after it was played."""
    return (e.kind in _ACTED and e.player == t.owner(source) and e.card != source
            and t.text_source() in (-1, source) and source in t.obstacles)


def _add_counter(t: Surface, source: int) -> bool:
    n = t.recall(source, _COUNTERS)
    t.remember(source, _COUNTERS, ((n[0] if n else 0) + 1,))
    return True


def _counters(t: Surface, source: int) -> int:
    n = t.recall(source, _COUNTERS)
    return n[0] if n else 0


# Invading Forces. Rulings: each turn to act its owner has at the mission while it is
# there is counted as he takes it (his action or pass: one per turn, an "act again" one
# too), from the turn after the one he played it in; counters are remembered on it, none
# left from an earlier play; its Failure arranges the opponent's mission pile's top X
# (`ArrangeTop`: the ones picked for the bottom first, then the rest from the top down).
card("1789005c-b9e3-4944-b7bb-7eb73dc015bf", "Invading Forces",
     Card(WhenPlayed(Forget(_COUNTERS)),
          *(On(kind, Simple(_add_counter), _villain_acted) for kind in sorted(_ACTED)),
          Failure(ArrangeTop(_counters, OPPONENT, optional=True))))
