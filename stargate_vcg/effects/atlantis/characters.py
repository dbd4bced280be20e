"""Atlantis: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.base_set.characters import OpAbility
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    HAND,
    PLAYS,
    Abilities,
    Card,
    CostChange,
    Do,
    DoAll,
    DoN,
    DoToIt,
    Draw,
    Gain,
    If,
    IfDid,
    LookAtMissionPile,
    May,
    MayPay,
    Modes,
    On,
    Op,
    OpAbilityWith,
    Seq,
    Simple,
    Success,
    WhenAssigned,
    destroy,
    discard,
    gets,
    incapacitate,
    ready,
)
from stargate_vcg.effects.vocab import (
    SkillsBonus,
    adversary,
    anything,
    assigned,
    assigned_with,
    character,
    different_glyphs,
    gear,
    hero_card,
    incapacitated,
    other,
    select,
    ship,
    stopped,
    team_character,
    this,
    trait,
    your,
)
from stargate_vcg.effects.vocab import ready as ready_card
from stargate_vcg.engine.stargate.actions import ActivateAbility, PlayCard, PlayComplication
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

_atlantis_team = trait("Atlantis") & team_character


def _teyla_alone(t: Surface, s: int) -> bool:
    return t.has_glyph(s, Glyph.PISCES) and assigned_with(_atlantis_team)(t, s)


def _teyla_leads(t: Surface, s: int) -> bool:
    return (t.has_glyph(s, Glyph.PISCES) and t.has_glyph(s, Glyph.ORION)
            and t.is_assigned(s))


def _mckay_orion(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayComplication) and t.is_ready(s)
            and t.has_glyph(s, Glyph.ORION))


def _mckay_libra(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.is_assigned(s) and t.has_glyph(s, Glyph.LIBRA))


def _team_characters(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, team_character)


def _skills_per_glyph(t: Surface, source: int, action: ActivateAbility) -> None:
    n = len(t.glyphs(action.target))
    if n:
        t.modify(action.target, n, skills=True)


card("c3c20480-e69a-4818-b2db-a0b32bd1b220", "Samantha Carter (Seasoned Commander)",
     Card(Success(Do(ready, (trait("Atlantis") | trait("SGC")) & team_character))))
# Ruling: "assigned with her" means both assigned to the current mission.
card("658538eb-6f85-428a-8bfa-2abeb74c21a5", "Teyla Emmagan (Athosian Leader)",
     Card(SkillsBonus(1, this, _teyla_alone),
          SkillsBonus(1, other & _atlantis_team & assigned, _teyla_leads)))
card("4e61a5f8-1b5b-4292-b3b0-5039384fe210", "Rodney McKay (Chief Science Officer)",
     Card(CostChange(1, _mckay_orion, on=COMPLICATIONS),
          CostChange(1, _mckay_libra, on=PLAYS)))
card("766df152-08ab-49e1-9964-ba73889c8a65", "Kate Heightmeyer (Psychologist)",
     Card(Abilities(Ability("Kate Heightmeyer: a team character gets skills +1 per glyph",
                            AbilityCost(power=3, stop_self=True), _skills_per_glyph,
                            targets=_team_characters))))


# --- second batch --------------------------------------------------------------------------


def _this_readied(t: Surface, s: int, event: TriggerEvent) -> bool:
    return event.card == s


def _sheppard_assigns(t: Surface, s: int, event: TriggerEvent) -> bool:
    return (event.player == t.owner(s) and event.card >= 0 and t.is_character(event.card)
            and t.has_trait(event.card, "Atlantis")
            and (t.has_glyph(s, Glyph.ORION) or t.has_glyph(s, Glyph.SCORPIUS)))


def _sumner_glyph(t: Surface, s: int, event: TriggerEvent) -> bool:
    if event.card == s or event.card < 0 or event.value < 0:
        return False
    glyph = t.glyph_of(event.value)
    return glyph is not None and t.has_glyph(s, glyph)


def _different_glyphs(t: Surface, s: int) -> int:
    return different_glyphs(t, s)


def _obstacle_by_opponent(t: Surface, s: int, event: TriggerEvent) -> bool:
    return ((t.is_ready(s) or t.is_assigned(s)) and event.player != t.owner(s)
            and event.card >= 0 and t.is_obstacle(event.card))


def _wraith_like(t: Surface, c: int) -> bool:
    return t.has_trait(c, "Wraith") or t.has_trait(c, "Replicator")


def _plain_obstacle(t: Surface, s: int, event: TriggerEvent) -> bool:
    return _obstacle_by_opponent(t, s, event) and not _wraith_like(t, event.card)


def _wraith_obstacle(t: Surface, s: int, event: TriggerEvent) -> bool:
    return _obstacle_by_opponent(t, s, event) and _wraith_like(t, event.card)


def _drain_own(t: Surface, s: int) -> bool:
    t.mill(t.owner(s), 1)
    return True


def _incapacitated_characters(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, incapacitated & character)


def _ready_incapacitated_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready_incapacitated(action.target)


def _destroy_complications(t: Surface, s: int) -> bool:
    for c in t.complications():
        t.destroy(c)
    return True


card("25555b4a-9656-4325-ba37-c61f310c7652", "Chuck (Gate Technician)",
     OpAbilityWith(Seq(Draw(1), Do(discard, anything, among=HAND)),
                   AbilityCost(stop_self=True), "Chuck: draw a card, then discard one",
                   On(Trigger.READIED, LookAtMissionPile(), _this_readied)))
card("97a0814b-2902-405a-bf46-32ba8bc98225", "John Sheppard (AR-1 Leader)",
     Card(On(Trigger.ASSIGNED,
             Seq(Do(discard, hero_card, among=HAND, optional=True),
                 IfDid(DoToIt(gets(1, skills=True)))), _sheppard_assigns)))
card("c1547485-456f-421c-8c30-e3983cd8c07d", "Marshall Sumner (Senior Military Officer)",
     Card(On(Trigger.GLYPH_EARNED,
             Seq(MayPay(3, label="pay 3 power to ready both"),
                 IfDid(Seq(DoToIt(ready), DoAll(ready, this)))), _sumner_glyph)))
card("8c162a49-718c-4053-863e-31823065608e", "Hermiod (Engineering Specialist)",
     OpAbility(DoN(ready, gear, _different_glyphs), AbilityCost(stop_self=True),
               "Hermiod: ready a gear per different glyph"))
card("9863ae76-8fe6-4261-b1c1-0e7b54ea959d", '"Todd" (Dangerous Ally)',
     Card(On(Trigger.CARD_PLAYED, May(Draw(1), label="draw a card"), _plain_obstacle),
          On(Trigger.CARD_PLAYED,
             May(Modes(("draw a card", Draw(1)),
                       ("mill one for a power", Seq(Simple(_drain_own), Gain(1)))),
                 label="use Todd"), _wraith_obstacle)))
card("4080125f-3f5b-4fde-9d2c-e6c7d85f99b1", "Jennifer Keller (Trauma Medic)",
     Card(Abilities(Ability("Jennifer Keller: ready an incapacitated character",
                            AbilityCost(power=3, stop_self=True,
                                        glyphs=(Glyph.LIBRA, Glyph.SCORPIUS)),
                            _ready_incapacitated_target,
                            targets=_incapacitated_characters))),
     partial="her wound-token removal is not played (no wounds)")
card("caca85a2-ad7f-41b9-a5b9-2679190fbec7", "Radek Zelenka (Miracle Worker)",
     Card(WhenAssigned(this, If(lambda t, s: t.complication_count > 0,
                                Seq(MayPay(2, label="pay 2 power"),
                                    IfDid(Simple(_destroy_complications)))))),
     partial="taking back a drained card while he is ready is not played")


def _adversaries(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, adversary)


def _block_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.block(action.target, until_mission_end=True)


card("af9953c8-ac98-44e6-8903-b98213603e15", "Particle Magnum",
     Card(Abilities(Ability("Particle Magnum: block an adversary from the mission",
                            AbilityCost(power=2, stop_self=True), _block_target,
                            targets=_adversaries))),
     partial="its wounding ability is not played (no wounds)")


def _ready_ship_any_state(t: Surface, source: int, card: int) -> bool:
    if t.is_incapacitated(card):
        return t.ready_incapacitated(card)
    return t.ready(card)


_downed_hero_ship = ship & hero_card & (stopped | incapacitated)

_ZPM_VILLAIN_TURN = "Z.P.M.: power on its owner's villain turn"


class _ZpmOnVillainTurns(CardEffect):
    """Z.P.M.'s power gain works on its owner's villain turns too (session 9 sp-cards12).
    A hero card's text is not in effect on the turns its owner plays the villain, so
    (ruling) as each of his hero turns ends with it in play, it makes a delayed trigger
    (`Surface.at_power_phase_end`): at the end of the next power phase, if it is still in
    play, its text not removed, and its owner is the villain then, he gains 1 power."""

    listens = frozenset({Trigger.TURN_END})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.TURN_END and t.owner(source) == t.hero

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.at_power_phase_end(source, _ZPM_VILLAIN_TURN)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        owner = t.owner(source)
        if (step == _ZPM_VILLAIN_TURN and t.zone(source) == "in play"
                and owner == t.villain and not t.text_removed(source, TEXT_ALL)):
            t.gain_power(owner, 1)


card("f476440f-669f-40e1-817f-1d22199476e8", "Z.P.M.",
     OpAbilityWith(Modes(("ready a hero ship", Do(_ready_ship_any_state, _downed_hero_ship)),
                         ("ready all gears", DoAll(ready, gear))),
                   AbilityCost(power=3, destroy_self=True), "Z.P.M.: ready a ship or the gears",
                   On(Trigger.POWER_PHASE_END, Gain(1)), _ZpmOnVillainTurns()))


class _WeirCycle(Op):
    """Up to one hand card per Triangulum glyph she holds goes under the deck, then her
    owner draws as many."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        n = sum(1 for g in t.glyphs(source) if t.glyph_of(g) == Glyph.TRIANGULUM)
        hand = t.hand(me)
        if n <= 0 or not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, hand, "put cards under your deck to draw as many", args,
                 optional=True, least=1, most=min(n, len(hand)), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.put_on_deck(c, bottom=True)
        if chosen:
            t.draw(t.owner(source), len(chosen))
        self.finish(t, source, args, bool(chosen))


def _own_turn(t: Surface, s: int, event: TriggerEvent) -> bool:
    return t.hero == t.owner(s)


# Ruling: the end of the debrief phase is the end of the turn.
card("578b4597-0f99-4f70-90aa-947f6b2e80e8", "Elizabeth Weir (Atlantis Expedition Leader)",
     Card(On(Trigger.POWER_PHASE_END, _WeirCycle(), _own_turn),
          On(Trigger.TURN_END, _WeirCycle(), _own_turn)))


def _others_glyphs(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(m for c in select(t, s, your & other & character) for m in t.glyphs(c))


def _beckett_treats(t: Surface, source: int, action: ActivateAbility) -> None:
    holder = next((c for c in select(t, source, your & other & character)
                   if action.target in t.glyphs(c)), -1)
    if holder < 0:
        return
    t.move_glyph(action.target, source)
    t.ready(holder)


card("831b6c03-e779-4274-8df7-a58f4a84f78d", "Carson Beckett (Chief Medical Officer)",
     Card(Abilities(Ability("Carson Beckett: take a glyph to ready its holder",
                            AbilityCost(power=3), _beckett_treats, targets=_others_glyphs,
                            usable=lambda t, s: t.is_ready(s)))))


class _WoolseyRecycles(Op):
    """Up to four random cards of his owner's discard pile go under his deck, in the
    order he chooses: one at a time, each under the ones before. args: the picked cards
    still to place."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        pile = list(t.discard_pile(t.owner(source)))
        picked: list[int] = []
        while pile and len(picked) < 4:
            c = t.random_card(pile)
            pile.remove(c)
            picked.append(c)
        self._next(t, source, tuple(picked))

    def _next(self, t: Surface, source: int, left: tuple[int, ...]) -> None:
        if len(left) <= 1:
            for c in left:
                t.put_on_deck(c, bottom=True)
            self.finish(t, source, (), True)
            return
        self.ask(t, source, t.owner(source), left, "next card under your deck", left,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        t.put_on_deck(chosen[0], bottom=True)
        self._next(t, source, tuple(c for c in args if c != chosen[0]))


class RichardWoolsey(OpAbilityWith):
    """Resourceful Administrator: his ability costs 2 power, nothing while assigned."""

    def __init__(self) -> None:
        super().__init__(_WoolseyRecycles(), AbilityCost(power=2, stop_self=True),
                         "Richard Woolsey: cards back under the deck")
        self.assigned_ability = Ability(self.ability.text, AbilityCost(stop_self=True),
                                        self._use)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.assigned_ability if t.is_assigned(source) else self.ability,)


card("a1510b4b-3c89-4c17-ae92-5a534a4049f2", "Richard Woolsey (Resourceful Administrator)",
     RichardWoolsey())


def _own_magnum(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and t.is_gear(c) and t.title(c) == "Particle Magnum"


def _assigned_adversaries(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, assigned & adversary)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


card("41726afa-f865-4ad8-88d0-a8545014c670", "Ronon Dex (Satedan Gunslinger)",
     Card(Abilities(Ability("Ronon Dex: destroy an assigned adversary",
                            AbilityCost(power=2, glyphs=(Glyph.GEMINI, Glyph.PISCES),
                                        stop_others=1, others=_own_magnum),
                            _destroy_target, targets=_assigned_adversaries))),
     partial="his wounds (on assignment, and the cheaper shot) are not played")


# --- session 8 sp-cards11 ---

_DEBRIEF_PHASES = frozenset({"debrief", "refill hands", "debrief: discard down to eight",
                             "debrief: ready cards and place failed missions"})
_janus_gear_or_ship = your & (gear | (ship & hero_card))
_janus_team = your & team_character & ready_card


def _janus_payable(t: Surface, source: int) -> bool:
    """His other costs can be paid: a gear or hero ship of his player's to destroy, and a
    ready team character to incapacitate."""
    return (t.in_play(source) and bool(select(t, source, _janus_gear_or_ship))
            and bool(select(t, source, _janus_team)))


def _another_turn(t: Surface, source: int) -> bool:
    me = t.owner(source)
    t.remember(source, "janus", (t.turn,))
    t.at_debrief_start(source, "discard hand")
    t.skip_next_turn(t.opponent(me))
    return True


class _NoDrawThisDebrief(CardEffect):
    """Janus's delayed text: his player discards his hand as this turn's debrief begins
    and draws no cards in it (his refill and any draw then replaced by nothing,
    `Replace.REFILL`, `Replace.DRAW`)."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                 value: int) -> bool:
        return (kind in (Replace.REFILL, Replace.DRAW) and player == t.owner(source)
                and t.recall(source, "janus") == (t.turn,) and t.phase in _DEBRIEF_PHASES)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                value: int) -> None:
        t.note(source, "Janus: no cards drawn this debrief")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "discard hand":
            for c in t.hand(t.owner(source)):
                t.discard(c)


class Janus(OpAbilityWith):
    """Rogue Inventor: stopped and destroyed, with a gear or hero ship of his player's
    destroyed and a ready team character of his incapacitated (the costs: usable only
    when all can be paid; the two others chosen as it resolves), his player discards
    his hand and draws nothing in this turn's debrief, and the opponent's next turn is
    skipped: he is the hero again (`Surface.skip_next_turn`). His text works on from the
    discard pile for that (the ability only in play)."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})


card("f99f2db4-eb1d-47bc-bd5d-b25b6d88c52b", "Janus (Rogue Inventor)", Janus(
    Seq(Do(destroy, _janus_gear_or_ship, prompt="the gear or hero ship destroyed"),
        Do(incapacitate, _janus_team, prompt="the team character incapacitated"),
        Simple(_another_turn)),
    AbilityCost(stop_self=True, destroy_self=True), "Janus: another turn",
    _NoDrawThisDebrief(), usable=_janus_payable))
