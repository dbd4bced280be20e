"""Destiny: team and support characters, gear (by card id; no card text here).

Rulings (the tests named after the cards play them):
- Grit (a keyword of this set) is not in the engine: the cards that have it are
  registered partial, with the rest of their text played.
- An optional stop of the card itself pays for the rest: offered only while it can be
  stopped.
"""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.abydos.characters import OpAbilities
from stargate_vcg.effects.base_set.characters import HealingDevice, OpAbility
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    OBSTACLES,
    PLAYS,
    Abilities,
    Cant,
    Card,
    CostChange,
    Do,
    DoRemembered,
    Forget,
    Gain,
    IfDid,
    May,
    MayPay,
    Modes,
    On,
    OnPlay,
    Op,
    Otherwise,
    Pay,
    RetrievePurged,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    choose,
    destroy,
    discard,
    gets,
    playing_this,
    ready,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_MISSION_END,
    UNTIL_TURN_END,
    Pick,
    SkillsBonus,
    anything,
    ask,
    assigned,
    character,
    gear,
    has_glyphs,
    obstacle,
    opponents,
    other,
    plays,
    rated,
    select,
    stopped,
    support_character,
    team_character,
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

_GRIT = "grit is not played: no grit in the engine"

_ship = Pick(lambda t, s, c: t.is_ship(c))
_hero_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_hero_card(c))
_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))


def _succeeded_this_turn(t: Surface, source: int) -> bool:
    return t.successful_missions(source) > 0


def _failed_this_turn(t: Surface, source: int) -> bool:
    return t.failed_mission_count(source) > 0


def _turn_face_down(t: Surface, source: int, card: int) -> bool:
    return t.turn_face_down(card)


def _you_play_mission(t: Surface, source: int, e: TriggerEvent) -> bool:
    return e.kind is Trigger.MISSION_PLAYED and e.player == t.owner(source) and e.card >= 0


def _you_play_combat_mission(t: Surface, source: int, e: TriggerEvent) -> bool:
    return _you_play_mission(t, source, e) and t.printed_rating(e.card, COMBAT) is not None


def _you_play_other_mission(t: Surface, source: int, e: TriggerEvent) -> bool:
    return _you_play_mission(t, source, e) and t.printed_rating(e.card, COMBAT) is None


def _destroy_this(t: Surface, source: int) -> bool:
    if not t.in_play(source):
        return False
    t.destroy(source)
    return True


def _destroy_target(t: Surface, source: int, action: Any) -> None:
    t.destroy(action.target)


def _political_obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, obstacle & trait("Political"), t.obstacles)


class _BottomMissionToTop(Op):
    """He looks at the bottom mission of his pile and leaves it there or puts it on
    top: only he sees it; choosing it puts it on top, declining leaves it."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        pile = t.mission_pile(me)
        if not pile:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, (pile[0],), "put on the top", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_mission(chosen[0], top=True)
        self.finish(t, source, args, bool(chosen))


def _telford(t: Surface, source: int) -> bool:
    """The opponent takes the top card of his deck, shown; again while it is a villain
    card, three cards at most."""
    them = t.opponent(t.owner(source))
    for _ in range(3):
        top = t.deck_top(them)
        if top < 0:
            break
        t.reveal(top)
        t.take_into_hand(top)
        if not t.is_villain_card(top):
            break
    return True


def _glyph_count_draw(t: Surface, source: int, action: Any) -> None:
    n = len({t.glyph_of(m) for m in t.glyphs(source)})
    if n:
        t.draw(t.owner(source), n)


def _hand_of_eight(t: Surface, source: int) -> bool:
    return len(t.hand(t.owner(source))) >= 8


def _both(a: Any, b: Any) -> Any:
    return lambda t, s: a(t, s) and b(t, s)


def _eli_first_assignment(t: Surface, source: int, e: TriggerEvent) -> bool:
    if e.card != source or e.player != t.owner(source) or t.mission < 0:
        return False
    if t.printed_rating(t.mission, CULTURE) is None and \
            t.printed_rating(t.mission, SCIENCE) is None:
        return False
    return t.recall(source, "assigned turn") != (t.turn,)


def _eli_gains(t: Surface, source: int) -> bool:
    t.remember(source, "assigned turn", (t.turn,))
    n = len(t.glyphs(source))
    if n:
        t.gain_power(t.owner(source), n)
    return n > 0


def _young(t: Surface, source: int, action: Any) -> None:
    for c in select(t, source, your & team_character):
        t.modify(c, 1, skills=True,
                 until=UNTIL_TURN_END if t.has_trait(c, "Destiny") else UNTIL_MISSION_END)


_ginn_cheaper = (gear | _hero_ship) & Pick(lambda t, s, c: t.printed_cost(c) >= 4)


def _ginn_readies(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.player == t.owner(source) and e.card >= 0
            and (t.is_gear(e.card) or t.is_ship(e.card))
            and has_glyphs(Glyph.ORION, Glyph.SCORPIUS, every=True)(t, source))


def _ready_self(t: Surface, source: int, action: Any) -> None:
    t.ready(source)


def _ready_self_if_assigned(t: Surface, source: int, action: Any) -> None:
    if t.is_assigned(source):
        t.ready(source)


def _other_team_character(t: Surface, source: int, card: int) -> bool:
    return card != source and t.is_team_character(card) and t.owner(card) == t.owner(source)


# --- support characters ---

card("35195bac-eafa-40d0-958f-512b2915f6e7", "Adam Brody (Scientist)", Card(
    SkillBonus(CULTURE, 1, this, when=_succeeded_this_turn),
    SkillBonus(SCIENCE, 1, this, when=_succeeded_this_turn)))
card("75063dde-87f1-4ed0-8b17-6732a6b82d33", "Dale Volker (Scientist)", Card(
    SkillBonus(SCIENCE, 1, this, when=_failed_this_turn),
    SkillBonus(INGENUITY, 1, this, when=_failed_this_turn)))
card("6503de9d-b4cd-40d3-830d-ebd9eac8049d", "Alan Armstrong (U.S. Senator)", Card(
    On(Trigger.MISSION_PLAYED, Simple(_destroy_this), _you_play_combat_mission),
    Abilities(Ability("Alan Armstrong: remove a Political obstacle",
                      AbilityCost(destroy_self=True), _destroy_target,
                      targets=_political_obstacles))))
card("6457d8f4-f362-4a26-b7af-ab9679dcb387", "Camile Wray (IOA Representative)", Card(
    WhenPlayed(Do(_turn_face_down, obstacle & (rated(CULTURE) | rated(INGENUITY)),
                  among=OBSTACLES, optional=True, prompt="turn an obstacle face down"))))
card("9d8e3b6f-5bfc-4cbd-a3af-bcbda4c45964", "Jeremy Franklin (Ghost in the Machine)",
     OpAbility(Modes(("gain 1 power", Gain(1)),
                     ("ready a gear", Do(ready, your & gear)),
                     ("ready a ship", Do(ready, your & _ship))),
               AbilityCost(destroy_self=True), "Jeremy Franklin: choose one"))
card("ac2ed182-5774-4295-8834-af27e322ffff", "Lisa Park (Scientist)", Card(
    On(Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop her"),
                                IfDid(_BottomMissionToTop())),
       lambda t, s, e: e.card == s)))
# Ruling: the ready gear and the paid-for character are his own.
card("dfd5dbb8-4ec4-4f11-80a9-7a1678dc4bed", "Robert Caine (Communications Technician)",
     Card(Success(Seq(Do(ready, your & gear), Pay(3), IfDid(Do(ready, your & character))))))
card("d9fc6e28-e8d0-4bdc-a0b1-491605e18098", "Samantha Carter (Commander of the Hammond)",
     Card(Success(Modes(("ready a hero ship", Do(ready, your & _hero_ship, optional=True)),
                        ("destroy a villain ship",
                         Do(destroy, opponents & _villain_ship, optional=True))))),
     partial=_GRIT)
card("6f1db5d9-e94e-465b-82c9-d9cb99e31faf", "Spencer (Restless Man)", Card(
    On(Trigger.MISSION_PLAYED,
       Otherwise(Do(discard, anything, among=HAND, optional=True, prompt="discard a card?"),
                 Simple(_destroy_this)),
       _you_play_other_mission)))
card("bae02c72-c299-41b3-af91-a191dd427843", "David Telford (Compromised Officer)", Card(
    WhenAssigned(this, Simple(lambda t, s: _telford(t, s)))))

# --- team characters ---

card("1d4dbf4c-8b79-4211-8a41-b1bfaf5a585d", "Chloe Armstrong (Altered)", Card(
    SkillsBonus(1, your & team_character,
                when=_both(has_glyphs(Glyph.LIBRA, Glyph.ORION), _hand_of_eight)),
    Abilities(Ability("Chloe Armstrong: draw a card per glyph",
                      AbilityCost(power=2, glyphs=(Glyph.LIBRA, Glyph.ORION)),
                      _glyph_count_draw, once_per_turn=True))))
card("971e1b30-1d6d-4be6-970a-a69290c13098", "Eli Wallace (Young Prodigy)", Card(
    SkillBonus(CULTURE, 1, this, when=lambda t, s: len(t.glyphs(s)) >= 2),
    On(Trigger.ASSIGNED, Simple(_eli_gains), _eli_first_assignment)), partial=_GRIT)
card("55a301ac-c9ad-45fd-afee-57211e421d2d", "Everett Young (Resourceful Commander)", Card(
    Abilities(Ability("Everett Young: team characters get skills +1",
                      AbilityCost(stop_self=True, glyphs=(Glyph.LIBRA,)), _young))),
    partial=_GRIT)
card("f3592044-64fc-46b5-8d99-c94c3d4b8b06", "Ginn (Defector)", Card(
    CostChange(-1, plays(_ginn_cheaper, when=has_glyphs(Glyph.ORION, Glyph.SCORPIUS)), on=PLAYS),
    On(Trigger.CARD_PLAYED, Seq(Pay(2), IfDid(Do(ready, this))), _ginn_readies)))
card("bea95753-e528-4922-b0e6-4089e91ec44f", "Nicholas Rush (Manipulative Genius)", Card(
    Abilities(
        Ability("Nicholas Rush: stop another team character to ready him",
                AbilityCost(power=2, glyphs=(Glyph.GEMINI,), stop_others=1,
                            others=_other_team_character), _ready_self,
                usable=lambda t, s: t.is_stopped(s)),
        Ability("Nicholas Rush: ready him if assigned",
                AbilityCost(power=2, glyphs=(Glyph.PISCES,)), _ready_self_if_assigned)),
    SkillBonus(SCIENCE, 1, this, when=has_glyphs(Glyph.GEMINI, Glyph.PISCES, every=True)),
    SkillBonus(INGENUITY, 1, this, when=has_glyphs(Glyph.GEMINI, Glyph.PISCES, every=True))),
    partial=_GRIT)
card("8bca00d0-79a5-457b-ab3e-01b2f6440e5f", "Ronald Greer (Ever Vigilant)", Card(
    SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.SCORPIUS)),
    SkillBonus(INGENUITY, 1, this, when=has_glyphs(Glyph.SCORPIUS))),
    partial=_GRIT + "; nor his destroying of a prepared ambush")
card("6850fcc0-5ab0-4223-aae8-8bbcd53cd1a9", "Vanessa James (Coolheaded)", Card(
    SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.PISCES, Glyph.SCORPIUS))),
    partial=_GRIT)


# --- gear ---


def _other_gear_of_yours(t: Surface, source: int, card: int) -> bool:
    return card != source and t.is_gear(card) and t.owner(card) == t.owner(source)


def _your_character(t: Surface, source: int, card: int) -> bool:
    return t.is_character(card) and t.owner(card) == t.owner(source)


def _your_assigned_character(t: Surface, source: int, card: int) -> bool:
    return _your_character(t, source, card) and t.is_assigned(card)


def _stopped_other_gear(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, your & gear & stopped) if c != source)


def _stopped_support(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, your & support_character & stopped)


def _stopped_characters(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, your & character & stopped)


def _ready_target(t: Surface, source: int, action: Any) -> None:
    t.ready(action.target)


def _moonshine(t: Surface, source: int, action: Any) -> None:
    t.ready(action.target)
    t.modify(action.target, -1, skills=True, until=UNTIL_TURN_END)


def _malp(t: Surface, source: int, action: Any) -> None:
    for o in t.obstacles:
        t.modify(o, -1, difficulty=True)


card("36257f8e-372f-499e-b49f-4f6abcfa8e9b", "FRED", Card(Abilities(
    Ability("FRED: ready another gear", AbilityCost(power=1, stop_self=True), _ready_target,
            targets=_stopped_other_gear),
    Ability("FRED: ready a support character",
            AbilityCost(power=1, stop_self=True, stop_others=1, others=_other_gear_of_yours),
            _ready_target, targets=_stopped_support))))
# Ruling: the character readied is one of his own, stopped (so another than the one
# stopped to pay).
card("5a161e8c-cbbd-4e8e-9bc5-74d1625c3a34", "Moonshine", Card(Abilities(
    Ability("Moonshine: ready another character",
            AbilityCost(stop_self=True, stop_others=1, others=_your_character), _moonshine,
            targets=_stopped_characters))))
# Ruling: the obstacles at the mission when it is used get the modifier.
card("acddaa45-51e1-4a5a-82bc-30fbd4269fe4", "Weaponized MALP", Card(Abilities(
    Ability("Weaponized MALP: obstacles get difficulty -1",
            AbilityCost(stop_self=True, stop_others=1, others=_your_assigned_character),
            _malp, usable=lambda t, s: bool(t.obstacles)))))


class _OpponentReveals(Op):
    """The opponent shows any number of cards of his hand (he picks them; declining
    shows none); fewer than four shown: this card's owner draws a card."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        hand = t.hand(them)
        if not hand:
            t.draw(t.owner(source), 1)
            self.finish(t, source, args, True)
            return
        self.ask(t, source, them, hand, "reveal cards", args, optional=True, least=1,
                 most=len(hand), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.reveal(c)
        if len(chosen) < 4:
            t.draw(t.owner(source), 1)
        self.finish(t, source, args, True)


card("118b5dac-4d74-432d-9a2b-6ce27122902b", "Kino", OpAbilities(
    ("Kino: the opponent reveals cards", AbilityCost(stop_self=True), _OpponentReveals())))


def _scott_success(t: Surface, source: int, e: TriggerEvent) -> bool:
    return t.is_assigned(source) and has_glyphs(Glyph.PISCES, Glyph.TRIANGULUM,
                                                every=True)(t, source)


card("34d5ca5f-adc7-49f2-a36b-e73a059f22d1", "Matthew Scott (Team Leader)", Card(
    On(Trigger.SUCCESS, Seq(Pay(2), IfDid(Do(ready, your & assigned & character,
                                             prompt="ready an assigned character"))),
       _scott_success)),
    partial=_GRIT + " (nor his skills with another character who has it)")


class _AtNextMission(Op):
    """<op> for the turn's following mission: a delayed trigger as that mission is
    played (it lapses with the turn); the text that made it goes on at once."""

    def __init__(self, op: Op) -> None:
        super().__init__()
        self.op = op

    def children(self) -> tuple[Op, ...]:
        return (self.op,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.at_next_mission(source, self.path, args)
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self.op.start(t, source, args)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        return None  # the delayed part ends here


# Ruling: one of his own characters, chosen as he is destroyed; the bonus lasts that
# next mission.
card("66250636-0a2a-4a7e-bd62-275255e8ac16", "Hunter Riley (Steadfast Sergeant)", OpAbility(
    Seq(Forget("riley"), Do(choose, your & character & other, remember="riley",
                            prompt="a character for the next mission"),
        IfDid(_AtNextMission(DoRemembered(gets(2, skills=True), key="riley")))),
    AbilityCost(destroy_self=True), "Hunter Riley: a character gets skills +2 next mission"),
    partial=_GRIT)


def _chair_rating(index: int) -> Any:
    """The Science (0) or Ingenuity (1) of the character incapacitated to use the chair,
    as it was when he paid."""
    def amount(t: Surface, source: int) -> int:
        kept = t.recall(source, "chair")
        return kept[index] if kept else 0
    return amount


def _chair_draw(t: Surface, source: int) -> bool:
    n = _chair_rating(1)(t, source)
    return n > 0 and t.draw(t.owner(source), n) > 0


_CHAIR_MODES = Modes(
    ("destroy an obstacle", Do(destroy, Pick(lambda t, s, c: t.is_obstacle(c) and t.printed_cost(
        c) <= _chair_rating(0)(t, s)), among=OBSTACLES)),
    ("draw cards", Simple(_chair_draw)))


class _ChairUse:
    """The chair's ability: the character stopped to pay is incapacitated too, his
    ratings kept, then the choice of one."""

    def __call__(self, t: Surface, source: int, action: Any) -> None:
        if action.stops:
            c = action.stops[0]
            t.remember(source, "chair", (max(t.skill(c, SCIENCE) or 0, 0),
                                         max(t.skill(c, INGENUITY) or 0, 0)))
            t.incapacitate(c)
        _CHAIR_MODES.start(t, source, ())


class ArchaicControlChair(Card):
    """Gear: stopped, with a character of its owner's stopped and incapacitated: destroy
    an obstacle costing no more than his Science, or draw as many cards as his
    Ingenuity."""

    def __init__(self) -> None:
        super().__init__(OnPlay(_CHAIR_MODES))
        self.on_plays = ()
        self.listed = (Ability("Archaic Control Chair: choose one",
                               AbilityCost(stop_self=True, stop_others=1,
                                           others=_your_character), _ChairUse()),)
        self._used = frozenset({"abilities"})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.listed


card("cc6db005-eae7-42d0-adca-8dc211398899", "Archaic Control Chair", ArchaicControlChair())


class _IntoThePod(Op):
    """The destroyed character (args[0]) goes beneath this gear, face up."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and not t.in_play(args[0])
        if did:
            t.place_beneath(args[0], source)
            t.reveal(args[0])
        self.finish(t, source, args, did)


def _pod_empty_and_own_support(t: Surface, source: int, e: TriggerEvent) -> bool:
    return (e.card >= 0 and t.is_support_character(e.card)
            and t.owner(e.card) == t.owner(source)
            and not any(t.is_character(c) for c in t.beneath(source)))


def _in_the_pod(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.beneath(source) if t.is_character(c))


def _out_of_the_pod(t: Surface, source: int, action: Any) -> None:
    for c in _in_the_pod(t, source):
        t.take_into_hand(c)


# Ruling: the support characters it keeps are its owner's own.
card("57a920c6-38ec-4588-929d-343953d5b1be", "Stasis Pod", Card(
    On(Trigger.DESTROYED, Seq(MayPay(stop_this=True, label="stop the pod"),
                              IfDid(_IntoThePod())), _pod_empty_and_own_support),
    Abilities(Ability("Stasis Pod: return the kept character to the hand",
                      AbilityCost(stop_self=True), _out_of_the_pod,
                      usable=lambda t, s: bool(_in_the_pod(t, s))))))


class TamaraJohansen(HealingDevice):
    """Field Medic: with a Libra glyph, a support character about to be destroyed may
    be saved while she is ready (or, with Gemini too, whatever her state): her player
    spends 2 power and the character is stopped instead (she stays as she is). Ruling
    (as the Healing Device's): asked as the destruction is replaced; declined, it goes."""

    def _can(self, t: Surface, source: int) -> bool:
        if not t.has_glyph(source, Glyph.LIBRA) or t.power(t.owner(source)) < 2:
            return False
        return t.is_ready(source) or t.has_glyph(source, Glyph.GEMINI)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "save":
            return
        if chosen and self._can(t, source):
            t.lose_power(t.owner(source), 2)
            t.stop(chosen[0])
            return
        card_ = args[0]
        if t.in_play(card_):
            t.remember(source, "declined", (card_,))
            t.destroy(card_)
            t.forget(source, "declined")


card("a4de4f51-6905-4cb9-9979-3e4dc3326fde", "Tamara Johansen (Field Medic)",
     TamaraJohansen())


# --- session 8 sp-cards11 ---

_SKILLS = (CULTURE, SCIENCE, COMBAT, INGENUITY)
_STONE = "Communication Stone: skills of the discarded character"


def _borrow_skills(t: Surface, source: int, action: Any) -> None:
    """The target's ratings become the discarded character's, to the mission's end: each
    skill he has changes by the difference (a skill the discarded card lacks becomes 0)."""
    target = action.target
    donor = action.discards[0] if action.discards else -1
    if donor < 0 or not t.in_play(target):
        return
    for k in _SKILLS:
        now = t.skill(target, k)
        if now is not None:
            t.modify(target, (t.printed_rating(donor, k) or 0) - now, skill=k)


def _discarding_no_character(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, ActivateAbility) and action.card == source
            and any(not t.is_character(c) for c in action.discards))


def _characters_in_play(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, character)


# Rulings: the character chosen is any character in play; his skills are the discarded
# card's printed ratings from then on (later modifiers still apply); a skill he has none
# of stays none. The card discarded to pay must be a character card.
card("1665da8c-35a0-44a2-91c6-54607197230a", "Communication Stone", Card(
    Abilities(Ability(_STONE, AbilityCost(power=1, stop_self=True, discards=1),
                      _borrow_skills, targets=_characters_in_play,
                      usable=lambda t, s: any(t.is_character(c) for c in t.hand(t.owner(s))))),
    Cant(_discarding_no_character, "Communication Stone: discard a character card")))


# --- session 8 sp-purge ------------------------------------------------------------

card("16b71d78-db0d-422f-925c-dde877727c8d", "Varro (Penitent Criminal)",
     Card(WhenPlayed(RetrievePurged(optional=True))), partial=_GRIT)


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _can_hold(t: Surface, source: int, card_: int) -> bool:
    return (card_ != source and t.owner(card_) == t.owner(source) and t.is_character(card_)
            and t.in_play(card_) and not t.is_incapacitated(card_))


def _nobody_to_hold(t: Surface, source: int, player: int, action: Any) -> bool:
    return playing_this(t, source, player, action) and not any(
        _can_hold(t, source, c) for c in t.characters(player))


def _hold(t: Surface, source: int, card_: int) -> bool:
    if not t.incapacitate(card_):
        return False
    t.remember(source, "held", (card_,))
    return True


def _held(t: Surface, source: int) -> int:
    held = t.recall(source, "held")
    return held[0] if held and t.in_play(held[0]) else -1


def _held_recovered(t: Surface, source: int, event: TriggerEvent) -> bool:
    """Her owner's turn starts: the character she holds was readied then stopped."""
    held = _held(t, source)
    return event.player == t.owner(source) and held >= 0 and t.is_stopped(held)


def _keep_held(t: Surface, source: int) -> bool:
    return t.keep_incapacitated(_held(t, source))


def _release(t: Surface, source: int) -> bool:
    t.forget(source, "held")
    if t.in_play(source):
        t.destroy(source)
    return True


_RELEASE_SEEN = frozenset({Trigger.READIED, Trigger.STOPPED, Trigger.ABILITY_USED,
                           Trigger.CARD_PLAYED, Trigger.ASSIGNED, Trigger.PASSED})


class _HeldReleased(CardEffect):
    """The character she holds ceased to be incapacitated by other text (readied, or
    stopped, by a card's text: seen at the next event of these kinds); she is destroyed.
    Not at the start of her owner's turn, which asks him (`_keep_held`)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return _RELEASE_SEEN

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        held = _held(t, source)
        return event.kind in _RELEASE_SEEN and held >= 0 and not t.is_incapacitated(held)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        held = _held(t, source)
        if held >= 0 and not t.is_incapacitated(held):
            _release(t, source)


# Amanda Perry. Rulings: the character incapacitated to play her is one of her owner's
# (it is his cost; and "the start of your turn" is when his own incapacitated characters
# are readied then stopped, glossary "incapacitated": keeping it so means it is not); it
# is chosen as she is played. Declining to keep it lets it recover: she is destroyed. The
# character leaving play is not its ceasing to be incapacitated: she stays.
card("5d7b2b4e-08ad-4de6-a05c-0316a7c324cc", "Amanda Perry (Hyperdrive Specialist)", Card(
    Cant(_nobody_to_hold, "Amanda Perry: a character of hers to incapacitate is needed"),
    WhenPlayed(Seq(Forget("held"), Do(_hold, Pick(_can_hold), prompt="incapacitate"))),
    On(Trigger.TURN_START,
       Otherwise(May(Simple(_keep_held), label="keep it incapacitated"), Simple(_release)),
       _held_recovered),
    _HeldReleased()))


# --- session 10 sp-cards14 ---


_PURGED_LABEL = "stop and purge Jack O'Neill: no effect"
_TO_HAND_LABEL = "stop Jack O'Neill, to hand: no effect"


class JackONeillHomeworld(CardEffect):
    """Jack O'Neill (Head of Homeworld Command): each card his opponent plays is answered
    before it resolves (`Trigger.PLAYING`): his owner may stop him (ready or assigned)
    and purge him, or take him into hand when the card is Political; then that card
    goes to the discard pile with no effect (`Surface.cancel_play`). Ruling: "plays a
    card" is a card played from the hand (not a complication, face down)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.PLAYING})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.PLAYING and event.player == t.opponent(t.owner(source))
                and t.in_play(source) and (t.is_ready(source) or t.is_assigned(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        political = t.has_trait(event.card, "Political")
        labels = (_PURGED_LABEL, _TO_HAND_LABEL) if political else (_PURGED_LABEL,)
        ask(t, source, "cancel", t.owner(source), tuple(range(len(labels))), "answer it?",
            optional=True, labels=labels, args=(event.card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen or not t.in_play(source) or not t.stop(source):
            return
        if chosen[0] == 1:
            t.return_to_hand(source)
        else:
            t.purge(source)
        t.cancel_play(args[0])


card("6ebcbb49-6490-4567-a553-8f21de8042ed", "Jack O'Neill (Head of Homeworld Command)",
     JackONeillHomeworld())
