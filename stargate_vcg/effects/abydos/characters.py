"""Abydos: team and support characters, gear (by card id; no card text here).

Rulings (the tests named after the cards play them):
- An optional stop of the card itself pays for the rest: offered only while it can be
  stopped.
- A card "is a <name> card": it answers to that name where other text names it (the
  Stern Leader is a Jack O'Neill for Charles Kawalsky).
"""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    PLAYS,
    Abilities,
    AtMissionEnd,
    Blocked,
    BoostedWith,
    Card,
    Do,
    Gain,
    IfDid,
    MayPay,
    On,
    OnPlay,
    Op,
    Pay,
    Search,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    WhenAssigned,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    SkillsBonus,
    assigned,
    assigned_with,
    character,
    gear_card,
    has_glyphs,
    select,
    support_character,
    team_character,
    this,
    titled,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import PlayCard
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

_sgc = trait("SGC")
_jack = titled("Jack O'Neill") | titled("Jack O'Neil")


def _succeeded_this_turn(t: Surface, source: int) -> bool:
    return t.successful_missions(source) > 0


def _failed_this_turn(t: Surface, source: int) -> bool:
    return t.failed_mission_count(source) > 0


def _both(a: Any, b: Any) -> Any:
    return lambda t, s: a(t, s) and b(t, s)


def _to_culture(t: Surface, source: int) -> bool:
    if t.mission < 0:
        return False
    t.change_mission_skill(t.mission, CULTURE)
    return True


def _cheap(n: int) -> Pick:
    return Pick(lambda t, s, c: t.cost(c) <= n)


def _affiliations_with_her(t: Surface, source: int) -> int:
    """Different affiliation traits among the team characters assigned with her
    (ruling: a card's traits are its affiliations)."""
    if not t.is_assigned(source):
        return 0
    found: set[str] = set()
    for c in select(t, source, assigned & team_character):
        found |= t.traits(c)
    return len(found)


def _meyers(t: Surface, source: int, action: Any) -> None:
    t.modify(source, -2, skill=CULTURE, until=UNTIL_TURN_END)
    t.modify(source, 2, skill=SCIENCE, until=UNTIL_TURN_END)


class _SearchMissionPileFor(Op):
    """His mission pile searched for a mission `pick` accepts, which goes on top of the
    reshuffled rest (only he sees the pile; it is shown as it is taken)."""

    def __init__(self, pick: Pick) -> None:
        super().__init__()
        self.pick = pick

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = select(t, source, self.pick, t.mission_pile(me))
        if not options:
            t.shuffle_mission_pile(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "search your mission pile", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
            t.mission_to_top(me, chosen[0], shuffle_rest=True)
        else:
            t.shuffle_mission_pile(me)
        self.finish(t, source, args, bool(chosen))


def _mission_rated(*skills: int) -> Pick:
    return Pick(lambda t, s, c: any(t.printed_rating(c, k) is not None for k in skills))


def _unblock_and_ready(t: Surface, source: int, action: Any) -> None:
    t.unblock(action.target)  # a no-op on a card not blocked
    t.ready(action.target)


def _mastadge_targets(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, your & team_character)
                 if t.is_stopped(c) or t.is_blocked(c))


card("d638a4a8-d2da-48cd-879e-6590cba8812e", "Louis Ferretti (Pessimist)", Card(
    SkillBonus(COMBAT, 1, this, when=_succeeded_this_turn),
    SkillBonus(INGENUITY, 2, this, when=_failed_this_turn)))
# Ruling: the turn's opening mission is the current one until some mission has ended.
card("5814d2e3-3198-48e8-a45e-b3d8d6f45293", "Barbara Shore (Project Giza Researcher)",
     Card(Blocked(this, lambda t, s: t.first_mission_of_turn(),
                  "Barbara Shore: blocked during the first mission")))
card("6de21d7d-b059-4ec6-ad87-60c0cd4d79dc", "Catherine Langford (Keeper of a Legacy)",
     Card(On(Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop her"),
                                      IfDid(Simple(_to_culture))),
             lambda t, s, e: e.card == s)))
card("8141000f-0987-4953-b925-88f5adb2b846", "Freeman (Signaller)", Card(WhenAssigned(
    this, Seq(Pay(2), IfDid(Do(ready, your & support_character & _sgc & _cheap(3),
                               prompt="ready an SGC support character"))))))
card("51d2376e-1da1-4994-b462-fe5109714c97", "Gary Meyers (Project Giza Researcher)", Card(
    Abilities(Ability("Gary Meyers: Culture -2, Science +2", AbilityCost(power=1), _meyers,
                      once_per_turn=True))))
class _ShauRi(Card):
    """A Sha're card (`CardEffect.also_titled`: text naming Sha're names her too)."""

    also_titled = frozenset({normalize_name("Sha're")})


card("143cbfd4-cbe1-4bf8-8b1f-f4bec74b5c33", "Shau'ri (Bridge Between Worlds)", _ShauRi(
    SkillsBy(_affiliations_with_her, this)))
card("b2cb6e11-757b-45c4-94d1-9ae2c1c56c06", "West (Man of Few Words)", Card(
    On(Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop him"),
                                IfDid(_SearchMissionPileFor(_mission_rated(SCIENCE,
                                                                           COMBAT)))),
       lambda t, s, e: e.card == s)))
card("424906e9-5a12-4a4c-9e0d-21ad125b89c5", "Charles Kawalsky (Second in Command)", Card(
    SkillsBonus(1, this, when=_both(has_glyphs(Glyph.ORION),
                                    assigned_with(titled("Daniel Jackson")))),
    SkillsBonus(1, this, when=_both(has_glyphs(Glyph.PISCES, Glyph.SCORPIUS),
                                    assigned_with(_jack))),
    On(Trigger.SUCCESS, Do(ready, your & assigned & support_character & _sgc),
       lambda t, s, e: t.is_assigned(s)
       and has_glyphs(Glyph.PISCES, Glyph.SCORPIUS, every=True)(t, s))))
card("431d5057-9434-4f04-a0ed-e5bc06d17991", "Skaara (Young Rebel)", Card(
    WhenAssigned(this, Gain(lambda t, s: t.failed_mission_count(s)
                            if has_glyphs(Glyph.GEMINI, Glyph.PISCES)(t, s) else 0)),
    SkillsBonus(1, this, when=_both(has_glyphs(Glyph.GEMINI, Glyph.PISCES, every=True),
                                    assigned_with(_sgc & character)))))
card("60174363-4e21-4e1e-8c42-359cf4e4d3c5", "Mastadge", Card(Abilities(
    Ability("Mastadge: ready and unblock a team character",
            AbilityCost(power=2, stop_self=True, destroy_self=True), _unblock_and_ready,
            targets=_mastadge_targets))))


# --- w2-abydos batch: more ---


class OpAbilities(Card):
    """A card whose text is activated abilities, each a plain effect or a declarative
    operation (`resume` continues an operation after its choices)."""

    def __init__(self, *abilities: tuple[str, AbilityCost, Any],
                 once_per_turn: bool = False) -> None:
        ops = [run for _, _, run in abilities if isinstance(run, Op)]
        super().__init__(*(OnPlay(op) for op in ops))
        self.on_plays = ()  # the ops run when their ability is used, never on play
        self.listed = tuple(
            Ability(text, cost, _OpStart(run) if isinstance(run, Op) else run,
                    once_per_turn=once_per_turn)
            for text, cost, run in abilities)
        self._used = frozenset({"abilities"})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.listed


class _OpStart:
    """An ability effect that starts one of the card's fixed operations (part of the
    card's text, not of a game)."""

    def __init__(self, op: Op) -> None:
        self.op = op

    def __call__(self, t: Surface, source: int, action: Any) -> None:
        self.op.start(t, source, ())


def _spectrometer_easier(t: Surface, source: int, action: Any) -> None:
    if t.mission >= 0 and t.printed_rating(t.mission, SCIENCE) is not None:
        t.modify(t.mission, -1, difficulty=True)


class _NextGearCheaper(CardEffect):
    """While its owner's mark for this turn stands, the gear he plays costs power -1
    (-2 if SGC)."""

    cost_on = PLAYS

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not isinstance(action, PlayCard) or player != t.owner(source) or \
                not t.is_gear(action.card) or t.recall(source, "next gear") != (t.turn,):
            return 0
        return -2 if t.has_trait(action.card, "SGC") else -1


def _mark_next_gear(t: Surface, source: int) -> bool:
    t.remember(source, "next gear", (t.turn,))
    return True


def _forget_next_gear(t: Surface, source: int) -> bool:
    t.forget(source, "next gear")
    return True


def _brown_marked_gear(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.player == t.owner(source) and e.card >= 0 and t.is_gear(e.card)
            and t.recall(source, "next gear") == (t.turn,))


class JackONeilSternLeader(CardEffect):
    """Stern Leader: once a turn he readies himself for 5 power, 1 less per glyph he
    has; with a Libra or Origin glyph, the opponent's Combat obstacles cost power +1
    while he is ready. He is a Jack O'Neill card (`also_titled`: text naming Jack
    O'Neill names him too)."""

    cost_on = PLAYS
    also_titled = frozenset({normalize_name("Jack O'Neill")})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        cost = max(0, 5 - len(t.glyphs(source)))
        return (Ability("Jack O'Neil: ready him", AbilityCost(power=cost), _ready_himself,
                        once_per_turn=True, usable=lambda t, s: t.is_stopped(s)),)

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if (isinstance(action, PlayCard) and player == t.opponent(t.owner(source))
                and t.is_obstacle(action.card)
                and t.printed_rating(action.card, COMBAT) is not None
                and t.is_ready(source)
                and has_glyphs(Glyph.LIBRA, Glyph.ORIGIN)(t, source)):
            return 1
        return 0


def _ready_himself(t: Surface, source: int, action: Any) -> None:
    t.ready(source)


card("e3b74f37-556c-4414-b881-900473a98ff7", "Portable Spectrometer", OpAbilities(
    ("Portable Spectrometer: a Science mission gets difficulty -1",
     AbilityCost(stop_self=True), _spectrometer_easier),
    ("Portable Spectrometer: search the deck for a gear",
     AbilityCost(power=1, destroy_self=True), Search(gear_card))))
card("9c192eca-f8c6-455e-81c1-24cdc2b07458", "Jack O'Neil (Stern Leader)",
     JackONeilSternLeader())
card("6157ae3c-23a5-4352-af79-3b46f5e91a0b", "Brown (Field Scientist)", Card(
    On(Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop him"),
                                IfDid(Simple(_mark_next_gear))),
       lambda t, s, e: e.card == s),
    On(Trigger.CARD_PLAYED, Simple(_forget_next_gear), _brown_marked_gear),
    _NextGearCheaper()))


def _stop_this_gear(t: Surface, source: int, action: Any) -> None:
    t.stop(source)


def _bomb_targets(t: Surface, source: int) -> tuple[int, ...]:
    them = t.opponent(t.owner(source))
    return t.obstacles + tuple(
        c for c in t.assigned(them)
        if t.in_effect_for_role(c) and (t.is_adversary(c) or t.is_ship(c)))


def _destroy_the_target(t: Surface, source: int, action: Any) -> None:
    t.destroy_by(action.target, source)


def _play_target_free(t: Surface, source: int, action: Any) -> None:
    t.play_free(action.target)


class RasSarcophagus(CardEffect):
    """Gear: stopped and paid X+1 power, it plays a support character costing X from
    its owner's discard pile at no cost (one ability per cost found there)."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        pile = [c for c in t.discard_pile(t.owner(source)) if t.is_support_character(c)]
        costs = sorted({t.printed_cost(c) for c in pile})
        return tuple(Ability(f"Ra's Sarcophagus: play a support character costing {x}",
                             AbilityCost(power=x + 1, stop_self=True), _play_target_free,
                             targets=_supports_costing(x)) for x in costs)


def _supports_costing(x: int) -> Any:
    return lambda t, s: tuple(c for c in t.discard_pile(t.owner(s))
                              if t.is_support_character(c) and t.printed_cost(c) == x)


# Ruling: its stopping ability is offered to both players (its owner gains nothing by it).
card("71a3bed2-b594-42f9-83c1-b8569644113e", "Mark III Nuclear Bomb", Card(
    On(Trigger.CARD_PLAYED, Do(stop, this), lambda t, s, e: e.card == s),
    Abilities(
        Ability("Mark III Nuclear Bomb: stop it", AbilityCost(power=1), _stop_this_gear,
                usable=lambda t, s: t.is_ready(s), any_player=True),
        Ability("Mark III Nuclear Bomb: destroy", AbilityCost(stop_self=True,
                                                              destroy_self=True),
                _destroy_the_target, targets=_bomb_targets))))
card("6c746655-beff-4eac-b4d9-25cb4cb25875", "Ra's Sarcophagus", RasSarcophagus())


def _destroy_me(t: Surface, source: int) -> bool:
    if not t.in_play(source):
        return False
    t.destroy(source)
    return True


# Ruling: any hero card of his player's hand boosts him (a gear, an event...: a "can",
# `BoostedWith`); each boost is paid for at the mission's end.
card("6b1d9260-ad4f-4fb0-87f1-c963b2364ca2", "Nabeh (Boy Soldier)", Card(
    BoostedWith(Pick(lambda t, s, c: t.is_hero_card(c))),
    On(Trigger.BOOSTED, AtMissionEnd(Simple(_destroy_me)),
       lambda t, s, e: e.card == s)))


# --- session 8 sp-cards11 ---


def _dj_free(t: Surface, source: int) -> bool:
    """With Orion and Triangulum, his first two uses of a turn cost nothing."""
    uses = t.recall(source, "replays")
    used = uses[1] if uses and uses[0] == t.turn else 0
    return (t.has_glyph(source, Glyph.ORION) and t.has_glyph(source, Glyph.TRIANGULUM)
            and used < 2)


def _dj_price(t: Surface, source: int) -> int:
    return 0 if _dj_free(t, source) else 1


def _dj_replay(t: Surface, source: int) -> bool:
    uses = t.recall(source, "replays")
    used = uses[1] if uses and uses[0] == t.turn else 0
    t.remember(source, "replays", (t.turn, used + 1))
    return t.replay_mission()


def _his_mission_played(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.player == t.owner(source) and e.card == t.mission and t.mission >= 0
            and (t.has_glyph(source, Glyph.ORION) or t.has_glyph(source, Glyph.ORIGIN)))


# Rulings: the mission replaced is the one just played (still the current mission); the
# one played instead is the next on his pile, and his text may replace it too (another
# mission played); the free uses count his uses this turn.
card("f30331d1-3847-4f14-a2d5-8ce4d8fcd200", "Daniel Jackson (Blacklisted Egyptologist)",
     Card(On(Trigger.MISSION_PLAYED,
             Seq(MayPay(_dj_price, label="replace the mission"), IfDid(Simple(_dj_replay))),
             _his_mission_played)))
