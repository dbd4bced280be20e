"""Unending: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OBSTACLES,
    Cant,
    Card,
    Do,
    DoAll,
    Draw,
    Forget,
    Gain,
    If,
    Modes,
    On,
    OnPlay,
    PurgeThis,
    Seq,
    Simple,
    block_for_mission,
    destroy,
    incapacitate,
    place_on,
    placed_on,
    playing_this,
    ready,
    ready_incapacitated,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    ask,
    assigned,
    character,
    incapacitated,
    obstacle,
    select,
    team_character,
    trait,
    your,
)
from stargate_vcg.effects.vocab import ready as ready_card
from stargate_vcg.effects.wormhole_xtreme.events import FromDiscardPile
from stargate_vcg.effects.wormhole_xtreme.events import _at_its_mission as at_its_mission
from stargate_vcg.effects.wormhole_xtreme.events import _remember_mission as remember_mission
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    DISCARD_PILE,
    IN_PLAY,
    PURGED_PILE,
    CardEffect,
    PlayCost,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, SCIENCE, Surface


class StopAncientToPlay(CardEffect):
    """To play this card, its player stops one of his Ancient characters."""

    COST = PlayCost(stop=1, which=lambda t, s, c: t.has_trait(c, "Ancient"))

    def play_cost(self, t: Surface, source: int) -> Any:
        return self.COST


def _not_routine(t: Surface, s: int, player: int, action: Any) -> bool:
    return playing_this(t, s, player, action) and (
        t.mission < 0 or t.experience_of(t.mission) > 2)


_cheap_obstacle = obstacle & Pick(lambda t, s, c: t.printed_cost(c) <= 3)

card("5a4f3fa6-36f2-4113-8ce6-227e38c497ef", "Intervention",
     Card(StopAncientToPlay(), OnPlay(Do(ready_incapacitated, incapacitated & character))))
card("4a715fbb-5fa3-42db-b4d5-9473b91433f1", "Routine Mission",
     Card(Cant(_not_routine, "Routine Mission: only at a mission of experience 2 or less"),
          OnPlay(Modes(("ready a team character", Do(ready, team_character)),
                       ("destroy an obstacle costing 3 or less",
                        Do(destroy, _cheap_obstacle, among=OBSTACLES)),
                       ("block a ready adversary",
                        Do(block_for_mission, ready_card & adversary))))))


# --- second batch --------------------------------------------------------------------------

_sgc_or_atlantis = trait("SGC") | trait("Atlantis")
_brother = your & assigned & team_character & _sgc_or_atlantis


def _no_brother(t: Surface, s: int, player: int, action: Any) -> bool:
    return playing_this(t, s, player, action) and not select(t, s, _brother)


def _ready_and_unblock(t: Surface, source: int, card: int) -> bool:
    did = t.ready(card) if t.is_stopped(card) else False
    if t.is_blocked(card):
        did = t.unblock(card) or did
    return did


def _not_the_fallen(t: Surface, s: int, c: int) -> bool:
    return c not in t.recall(s, "chosen")


# Ruling: the incapacitation is the event's price, chosen as it resolves.
card("ebfe36bd-2451-4c23-855c-340aa71e4dc5", "Band of Brothers",
     Card(Cant(_no_brother, "Band of Brothers: nobody of the team to sacrifice"),
          OnPlay(Seq(Forget(), Do(incapacitate, _brother, remember="chosen"),
                     DoAll(_ready_and_unblock,
                           your & character & _sgc_or_atlantis & ~assigned
                           & Pick(_not_the_fallen))))))


# --- session 8 sp-cards11 ---


def _ship_or_character(t: Surface, source: int, card_: int) -> bool:
    return t.is_character(card_) or (t.is_ship(card_) and t.is_hero_card(card_))


class _StopShipAndCharacter(CardEffect):
    """Its extra cost: two cards of its player's stopped as it is played (a hero ship may
    pay: `PlayCost(ships=True)`), one ship and one character (the "can't" below)."""

    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        return _SHIP_AND_CHARACTER


_SHIP_AND_CHARACTER = PlayCost(stop=2, which=_ship_or_character, ships=True)


def _not_one_of_each(t: Surface, source: int, player: int, action: Any) -> bool:
    if not playing_this(t, source, player, action):
        return False
    ships = sum(1 for c in action.stops if t.is_ship(c))
    return len(action.stops) == 2 and ships != 1


def _shot_power(t: Surface, source: int) -> int:
    """The firepower of the ship and the Combat of the character that paid, added."""
    total = 0
    for c in t.stopped_to_play(source):
        total += t.firepower(c) if t.is_ship(c) else (t.skill(c, COMBAT) or 0)
    return total


def _villain_ship_within_reach(t: Surface, source: int, card_: int) -> bool:
    return (t.is_ship(card_) and t.is_villain_card(card_)
            and t.firepower(card_) <= _shot_power(t, source))


# Ruling: a villain ship anywhere in play (assigned or not), chosen by the event's player.
card("90d144ab-0121-4aef-b052-68908bb8e183", "Lucky Shot",
     Card(_StopShipAndCharacter(),
          Cant(_not_one_of_each, "Lucky Shot: stop one hero ship and one character"),
          OnPlay(Do(destroy, Pick(_villain_ship_within_reach), prompt="destroy a villain ship"))))


def _ascend(t: Surface, source: int, card_: int) -> bool:
    if not t.incapacitate(card_):
        return False
    place_on(t, source, card_)
    return True


def _keeps_him(t: Surface, source: int) -> int:
    """The character it is on, while he is incapacitated (else -1)."""
    held = placed_on(t, source)
    return held if held >= 0 and t.is_incapacitated(held) else -1


class _Ascended(CardEffect):
    """Ascension on its character: as its player's turn begins (the rules have just
    made his incapacitated characters stopped, rulebook "Power Phase") he pays 2 power
    to have him incapacitated again, or it is destroyed (without 2 power, it is); while
    it is on him and he is incapacitated, a mission rated in Culture or Science is 2
    easier."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.TURN_START})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.TURN_START and event.player == t.owner(source)
                and placed_on(t, source) >= 0)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        if t.power(me) < 2:
            t.destroy(source)
            return
        ask(t, source, "keep", me, (0, 1), "Ascension: pay 2 power or destroy it",
            labels=("pay 2 power: he stays incapacitated", "destroy Ascension"))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "keep":
            return
        held = placed_on(t, source)
        if chosen and chosen[0] == 0 and held >= 0 and t.power(t.owner(source)) >= 2:
            t.lose_power(t.owner(source), 2)
            if not t.is_incapacitated(held):
                t.incapacitate(held)
            return
        t.destroy(source)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != t.mission or target < 0 or _keeps_him(t, source) < 0:
            return 0
        return -2 if any(k in (CULTURE, SCIENCE) for k in t.mission_skills()) else 0


class _OnHim(Card):
    """Its text works from beneath the character it was placed on."""

    zones = frozenset({IN_PLAY, BENEATH})


# Rulings: the team character is one of its player's own (a ready, stopped or assigned
# one: incapacitated by it), and it goes beneath him, face up; the choice at each of his
# turns is made after the rules restore his incapacitated characters (so paying has him
# incapacitated again); destroyed, it leaves him as the rules have.
card("0ee3fdef-1813-4460-8685-0374433523c6", "Ascension", _OnHim(
    OnPlay(Do(_ascend, your & team_character & Pick(lambda t, s, c: not t.is_incapacitated(c)),
              prompt="incapacitate and place it on")),
    _Ascended()))


# --- session 8 sp-purge -------------------------------------------------------------------


def _unless_opponent_just_passed(t: Surface, s: int, player: int, action: Any) -> bool:
    return playing_this(t, s, player, action) and not t.opponent_just_passed(player)


# Any Second Now. Ruling: playable during the actions at a mission right after the
# opponent passed (one pass in a row, nothing done since).
card("6e93d072-666a-42b4-8aa5-a1d48f2d86e1", "Any Second Now",
     Card(Cant(_unless_opponent_just_passed,
               "Any Second Now: only after the opponent's pass"),
          OnPlay(Seq(Draw(1), Gain(1), PurgeThis()))))


def _character_lost_this_turn(t: Surface, s: int) -> bool:
    return any(c >= 0 and t.is_character(c)
               for _, c in t.logged_this_turn(("destroy", "incapacitate")))


def _mission_failed_this_turn(t: Surface, s: int) -> bool:
    return t.failed_mission_count(s) > 0


card("f332918c-3205-4fe2-951e-984b2a3b067c", "Remembering Heroes",
     Card(OnPlay(Seq(If(_character_lost_this_turn, Gain(1)),
                     If(_mission_failed_this_turn, Gain(1)), Draw(1), PurgeThis()))))


def _purge_the_mission(t: Surface, s: int) -> bool:
    """The failed mission leaves the game: with no mission left to put beside the
    failed ones, it does not count as failed (no cost to continue for it)."""
    return t.mission >= 0 and t.purge(t.mission)


class _LendsFromPurgedPile(FromDiscardPile):
    """An event purged as it is played whose lent text lasts (for the mission it was
    played at): its text works on from the purged pile."""

    zones = frozenset({DISCARD_PILE, PURGED_PILE})


# Banned Gate Address: the Failure text it lends works as Recognition's Success text
# (for the mission it was played at; the event itself purged). Ruling: its player
# chooses the team character.
card("ea8853a9-b48d-4231-8ec6-f61fdaf11f49", "Banned Gate Address",
     _LendsFromPurgedPile(OnPlay(Seq(Simple(remember_mission), PurgeThis())),
                     On(Trigger.MISSION_FAILED,
                        Seq(Do(incapacitate, team_character), Simple(_purge_the_mission)),
                        at_its_mission),
                     On(Trigger.MISSION_END, Forget("mission"),
                        lambda t, s, e: bool(t.recall(s, "mission")))))


# --- session 10 sp-cards14 ---


def _support_character(t: Surface, s: int, c: int) -> bool:
    return t.is_support_character(c)


_STOP_SUPPORT = PlayCost(stop=1, which=_support_character)


class _StopSupportToPlay(CardEffect):
    """Its extra cost: one of its player's support characters, ready or assigned, stopped
    as it is played (then destroyed by its text)."""

    def play_cost(self, t: Surface, source: int) -> PlayCost | None:
        return _STOP_SUPPORT


def _destroy_the_stopped_one(t: Surface, s: int) -> bool:
    """The character stopped to play it destroyed; its player's cards count one more
    failed mission this turn, two if that character was Russian."""
    paid = t.stopped_to_play(s)
    russian = any(t.has_trait(c, "Russian") for c in paid)
    for c in paid:
        t.destroy_by(c, s)
    t.count_missions_higher(t.owner(s), failures=2 if russian else 1)
    return True


# Russian Bravado. Rulings: the support character is one of its player's own, ready or
# assigned (it is stopped to pay), as for the other "stop ... to play" events; it is
# destroyed as the text resolves, and "Russian" is its trait as printed or lent.
card("9206f1ca-7ac3-48f9-9ac5-8191adf45b5d", "Russian Bravado",
     Card(_StopSupportToPlay(), OnPlay(Simple(_destroy_the_stopped_one))))
