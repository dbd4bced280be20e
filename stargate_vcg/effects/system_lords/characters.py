"""System Lords team and support characters, events and gear (by card id; each class is
named after its card's title; no card text here: data policy)."""

from __future__ import annotations

from functools import partial
from typing import ClassVar, Final

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    AdversaryOnVillainTurns,
    Card,
    Do,
    DoAll,
    Failure,
    OnPlay,
    OwnCost,
    PerCard,
    Success,
    as_adversary_cant,
    gets,
    ready,
)
from stargate_vcg.effects.vocab import (
    CULTURE,
    UNTIL_TURN_END,
    SkillsBonus,
    Text,
    about_this,
    ask,
    assigned,
    character,
    gear_card,
    has_glyphs,
    other,
    stopped_card,
    team_character,
    trait,
    with_glyph_of,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility
from stargate_vcg.engine.stargate.effects import (
    MODIFIES_ITSELF,
    MODIFIES_MISSIONS,
    NEEDS_BLOCKED,
    NEEDS_OBSTACLE,
    Ability,
    AbilityCost,
    CardEffect,
    Finder,
    Trigger,
    TriggerEvent,
    target_needs,
)
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

# --- events ------------------------------------------------------------------------------


def _cheer(t: Surface, source: int, card: int) -> bool:
    """Celebration: skills +1 until mission end, +2 after a success this turn."""
    t.modify(card, 2 if t.successful_missions(source) else 1, skills=True)
    return True


# --- gear --------------------------------------------------------------------------------


def _culture_mission_easier(t: Surface, source: int, action: ActivateAbility) -> None:
    if t.mission >= 0 and CULTURE in t.mission_skills():
        t.modify(t.mission, -1, difficulty=True)


def _obstacle_back_to_hand(t: Surface, source: int, action: ActivateAbility) -> None:
    t.return_to_hand(action.target)


def _obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return t.obstacles


target_needs(_obstacles, NEEDS_OBSTACLE)  # none without an obstacle


class ReoleChemical(CardEffect):
    """Gear: stop it: a Culture mission gets difficulty -1 (nothing happens at another
    mission); pay 3 power and destroy it: an obstacle returns to its owner's hand."""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Reole Chemical: difficulty -1", AbilityCost(stop_self=True),
                _culture_mission_easier),
        Ability("Reole Chemical: obstacle to hand", AbilityCost(power=3, destroy_self=True),
                _obstacle_back_to_hand, targets=_obstacles),
    )

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


_GENERIC_TRAITS: Final = frozenset({"character", "team", "support"})


def _shared_traits(t: Surface, a: int, b: int) -> bool:
    return bool((t.traits(a) & t.traits(b)) - _GENERIC_TRAITS)


def _your_characters(t: Surface, source: int) -> list[int]:
    # (One native loop, `Surface.role_characters`: the gear asks it at every listing.)
    return t.role_characters(t.owner(source))


# Each trait name but the generic ones as one bit (numbered as first met, in any game:
# only overlaps are tested, so the numbering never matters), and each distinct set of
# traits as its bits, found once (a frozenset keeps its hash: one lookup a character).
_TRAIT_BITS: Final[dict[str, int]] = {}
_SET_BITS: Final[dict[frozenset[str], int]] = {}


def _trait_bits(traits: frozenset[str]) -> int:
    found = _SET_BITS.get(traits)
    if found is None:
        found = 0
        for name in traits:
            if name not in _GENERIC_TRAITS:
                bit = _TRAIT_BITS.get(name)
                if bit is None:
                    bit = _TRAIT_BITS[name] = 1 << len(_TRAIT_BITS)
                found |= bit
        if len(_SET_BITS) < 4096:  # (bounded: lent traits may make new sets)
            _SET_BITS[traits] = found
    return found


class _WalkieTargets(Finder):
    """Asked at every listing of the actions while the gear is ready (some 23,000
    instructions a call, counting trait names in a dict): each character's traits as
    bits (`_trait_bits`), a trait of two characters or more is a bit of `twice`, and a
    character shares one with another when his bits meet it (sp-list6). A `Finder`:
    `legal` calls it natively (sp-list7)."""

    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        mine = _your_characters(t, source)
        if len(mine) < 2:
            return ()
        bits: list[int] = []
        once = twice = 0
        for c in mine:
            b = _trait_bits(t.traits(c))
            bits.append(b)
            twice |= once & b
            once |= b
        if not twice:
            return ()
        return tuple([mine[i] for i in range(len(mine)) if bits[i] & twice])


_walkie_targets: Final = _WalkieTargets()


class WalkieTalkie(CardEffect):
    """Gear: stop it, aimed at a character: another character sharing a trait with him
    (other than the generic "character", "team", "support") gets skills +1 until
    mission end. Ruling: both are its player's characters (the gear helps the
    hero); the aimed character is "the stopped character" of the text."""

    def __init__(self) -> None:
        self.modes = (Ability("Walkie-Talkie: skills +1", AbilityCost(stop_self=True),
                              self._call, targets=_walkie_targets),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _call(self, t: Surface, source: int, action: ActivateAbility) -> None:
        partners = [c for c in _your_characters(t, source)
                    if c != action.target and _shared_traits(t, c, action.target)]
        ask(t, source, "partner", t.owner(source), partners, "a character gets skills")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.modify(chosen[0], 1, skills=True)


# --- support characters ------------------------------------------------------------------


def _blocked_characters(t: Surface, source: int) -> tuple[int, ...]:
    # The characters in play (`Surface.characters`), blocked ones first asked (few are).
    return tuple(c for c in (*t.cards_in_play(t.hero), *t.cards_in_play(t.villain))
                 if t.is_blocked(c) and t.is_character(c) and t.in_effect_for_role(c))


target_needs(_blocked_characters, NEEDS_BLOCKED)  # none while no card is blocked


def _unblock_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.unblock(action.target)


class KhebMonk(CardEffect):
    """Destroy him and pay 2 power: a character is unblocked."""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Kheb Monk: unblock", AbilityCost(power=2, destroy_self=True),
                _unblock_target, targets=_blocked_characters),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


class Marell(CardEffect):
    """Assigned by his player: may destroy an obstacle, and then is destroyed himself
    when the mission ends."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.ASSIGNED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.ASSIGNED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        ask(t, source, "obstacle", t.owner(source), t.obstacles, "destroy an obstacle?",
            optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "obstacle" and chosen:
            t.destroy(chosen[0])
            t.after_mission(source, "leave")
        elif step == "leave" and t.in_play(source):
            t.destroy(source)


def _jaffa_assigned(t: Surface, source: int) -> bool:
    return any(t.has_trait(c, "Jaffa") and t.is_character(c)
               for p in (t.hero, t.villain) for c in t.assigned(p))


def _mazrai_power(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 2 if _jaffa_assigned(t, source) else 1)


class MazRai(CardEffect):
    """Destroy him: his player gains 1 power, or 2 with any Jaffa assigned."""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Maz'rai: gain power", AbilityCost(destroy_self=True), _mazrai_power),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


def _your_team(t: Surface, source: int) -> tuple[int, ...]:
    return t.team_characters(t.owner(source))


def _shaunac_skills(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True, until=UNTIL_TURN_END)


class ShauNac(CardEffect):
    """Destroy her: skills +1 to one of her player's team characters until turn
    end."""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Shau'nac: skills +1", AbilityCost(destroy_self=True), _shaunac_skills,
                targets=_your_team),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


def _russian_partner(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (t.is_obstacle(event.card) and t.is_assigned(source)
            and any(c != source and t.has_trait(c, "Russian")
                    for c in t.assigned(t.owner(source))))


class Yuri(CardEffect):
    """An obstacle played while he and another Russian character are assigned: his
    player may trade him for it (both destroyed)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.CARD_PLAYED and _russian_partner(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        ask(t, source, "sacrifice", t.owner(source), (source,), "destroy him?",
            optional=True, args=(event.card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and t.in_play(source):
            t.destroy(source)
            if t.zone(args[0]) == "obstacle":
                t.destroy(args[0])


# --- team characters ---------------------------------------------------------------------


def _glyph_kinds(t: Surface, a: int) -> set[Glyph | None]:
    return {t.mission_glyph(m) for m in t.glyphs(a)}


def _has_glyph_kind(t: Surface, b: int, kinds: set[Glyph | None]) -> bool:
    return any(t.mission_glyph(m) in kinds for m in t.glyphs(b))


def _shares_glyph(t: Surface, a: int, b: int) -> bool:
    return _has_glyph_kind(t, b, _glyph_kinds(t, a))


class PayAndDiscard(CardEffect):
    """Shared steps of an optional cost of power plus one discard that readies a card:
    the player answers by naming the card to discard (hidden from the others), or
    declines."""

    power: ClassVar[int] = 3

    def offer(self, t: Surface, source: int, args: tuple[int, ...] = ()) -> None:
        me = t.owner(source)
        if t.power(me) >= self.power:
            ask(t, source, "pay", me, t.hand(me), f"pay {self.power} power and discard?",
                optional=True, args=args, hidden=True)

    def paid(self, t: Surface, source: int, chosen: tuple[int, ...]) -> bool:
        if not chosen:
            return False
        t.lose_power(t.owner(source), self.power)
        t.discard(chosen[0])
        return True


class CameronMitchell(PayAndDiscard):
    """Each time his player assigns him, an optional 3 power plus a discard readies
    another character having one of Mitchell's glyph kinds."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.ASSIGNED})  # (`about_this`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.ASSIGNED, source) and bool(self._others(t, source))

    def _others(self, t: Surface, source: int) -> list[int]:
        # (`_shares_glyph` with his glyph kinds found once; without a glyph he shares
        # none, as when he is first assigned: no character asked.)
        mine = _glyph_kinds(t, source)
        if not mine:
            return []
        return [c for c in t.characters(t.owner(source))
                if c != source and (t.is_stopped(c) or t.is_assigned(c))
                and _has_glyph_kind(t, c, mine)]

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        self.offer(t, source)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "pay" and self.paid(t, source, chosen):
            ask(t, source, "ready", t.owner(source), self._others(t, source),
                "ready a character")
        elif step == "ready" and chosen:
            t.ready(chosen[0])


class Lindsay(PayAndDiscard):
    """Each time she earns a glyph she did not have, her player may spend 3 power plus
    a discard to ready her."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.GLYPH_EARNED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.GLYPH_EARNED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if not about_this(event, Trigger.GLYPH_EARNED, source) or not t.glyphs(source):
            return False
        earned = t.mission_glyph(t.glyphs(source)[-1])
        return sum(t.mission_glyph(m) == earned for m in t.glyphs(source)) == 1

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        self.offer(t, source)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if self.paid(t, source, chosen):
            t.ready(source)


class DanielJacksonVeteranTraveler(CardEffect):
    """Ready or assigned, he gives difficulty -1 to each mission showing a glyph he
    has."""

    @property
    def modifies(self) -> int:
        return MODIFIES_MISSIONS  # (missions only: below)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if not t.is_mission(target) or not (t.is_ready(source) or t.is_assigned(source)):
            return 0
        glyph = t.mission_glyph(target)
        return -1 if any(t.mission_glyph(m) == glyph for m in t.glyphs(source)) else 0


_LIBRA: Final = Glyph.LIBRA
_PISCES: Final = Glyph.PISCES


class Mansfield(CardEffect):
    """Libra or Pisces beneath him: skills +1 per successful mission this turn."""

    @property
    def modifies(self) -> int:
        return MODIFIES_ITSELF  # (his own skills: below)

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        # (The glyphs as module constants: compiled, `Glyph.LIBRA` is a class
        # attribute lookup, some 900 instructions.)
        if target != source or not (t.has_glyph(source, _LIBRA)
                                    or t.has_glyph(source, _PISCES)):
            return 0
        return t.successful_missions(source)


def _unblock_other(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in _blocked_characters(t, source) if c != source)


target_needs(_unblock_other, NEEDS_BLOCKED)


def _narim_steps_aside(t: Surface, source: int, action: ActivateAbility) -> None:
    t.block(source, until_mission_end=True)
    t.unblock(action.target)


def _narim_can_block_himself(t: Surface, source: int) -> bool:
    return t.is_ready(source) and not t.is_blocked(source)


class Narim(CardEffect):
    """Pisces or Scorpius, stop him: a character is unblocked. Pisces and Scorpius,
    blocking himself plus 2 power: another character is
    unblocked. (Blocking himself is paid as the ability resolves: he must be ready and
    not blocked, as for a block cost.)"""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Narim: unblock", AbilityCost(stop_self=True,
                                              any_glyph=(Glyph.PISCES, Glyph.SCORPIUS)),
                _unblock_target, targets=_blocked_characters),
        Ability("Narim: block himself, unblock another",
                AbilityCost(power=2, glyphs=(Glyph.PISCES, Glyph.SCORPIUS)),
                _narim_steps_aside, targets=_unblock_other, usable=_narim_can_block_himself),
    )

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


def _obstacle_to_hand(t: Surface, source: int, action: ActivateAbility) -> None:
    t.return_to_hand(action.target)


class SamanthaCarterMathematicsWizard(CardEffect):
    """Gemini, stop her, 2 power: an obstacle at the mission returns to its
    owner's hand."""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Samantha Carter: obstacle to hand",
                AbilityCost(power=2, stop_self=True, glyphs=(Glyph.GEMINI,)),
                _obstacle_to_hand, targets=_obstacles),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


def _your_other_team_character(t: Surface, source: int, card: int) -> bool:
    return (card != source and t.is_team_character(card)
            and t.owner(card) == t.owner(source))


def _ready_self(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(source)


def _can_be_readied(t: Surface, source: int) -> bool:
    return t.is_stopped(source) or t.is_assigned(source)


class ValaMalDoran(CardEffect):
    """Gemini, 2 power plus blocking another of her player's team characters (at the
    mission): she is readied."""

    MODES: ClassVar[tuple[Ability, ...]] = (Ability("Vala Mal Doran: ready", AbilityCost(
        power=2, glyphs=(Glyph.GEMINI,), block_others=1,
        others=_your_other_team_character), _ready_self, usable=_can_be_readied),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


card("1ed9b004-fdbf-41c3-9a49-870e0f28ec29", "Celebration",
     Card(OnPlay(Do(_cheer, your & team_character, prompt="a team character gets skills"))))
card("01a23889-6272-450f-8966-83be0e34ce75", "Teamwork",
     Card(OwnCost(PerCard(-1, assigned & character & trait("SGC")), lowers=True),
          OnPlay(Do(gets(2, skills=True), your & team_character,
                    prompt="a team character gets skills"))))
card("e61e5eae-9843-4b2d-82a2-2b81cd56414f", "Reole Chemical", ReoleChemical())
card("7ff44717-d0d6-4077-91eb-8c6b74d76c7e", "Walkie-Talkie", WalkieTalkie())
card("3066cec0-ec6f-4810-ba0e-ba885249cb71", "Chaska (Caledonian Minister)",
     Card(Failure(DoAll(gets(1, skills=True, until=UNTIL_TURN_END), your & team_character))))
card("ba1cd1aa-f343-4474-ab8c-13e269eb52a7", "Graham Simmons (Assistant Engineer)",
     Card(OwnCost(PerCard(-1, your & gear_card & ~stopped_card), lowers=True)))
card("d15c49a4-7df2-4d6a-aee4-0e42e3227472", "Kheb Monk (Adherant of Desala)", KhebMonk())
card("6480d4b9-70fe-47aa-b627-28aafed4cc06", "Marell (Research Scientist)", Marell())
card("79d75c41-d601-4723-a912-9d31cc2a1a79", "Maz'rai (High Council Member)", MazRai())
card("3e09c2a8-38c2-4132-9d06-46841187cc01", "Seevis (Resistance Leader)",
     Card(Success(Do(ready, your & team_character, optional=True))))
card("85ea858e-9af4-4fda-b4ab-2c0bf9f115bd", "Shau'nac (Of the Red Hills)", ShauNac())
card("49442567-af7d-411a-8669-a6bcd6599cf9", "Yuri (Submariner)", Yuri())
card("a8120187-ee39-43f1-8bd6-feba6af069df", "Cameron Mitchell (Inspiring Influence)",
     CameronMitchell())
card("80a68e63-21f4-44c0-bc31-a49ea5e7f8f8", "Daniel Jackson (Veteran Traveler)",
     DanielJacksonVeteranTraveler())
card("4cc0b175-0aed-47ec-9ee0-abd1d0f715f2", "Jack O'Neill (Optimist)", Text(
    SkillsBonus(1, other & character & with_glyph_of(Glyph.LIBRA),
                when=has_glyphs(Glyph.LIBRA)),
    SkillsBonus(1, other & character & with_glyph_of(Glyph.SCORPIUS),
                when=has_glyphs(Glyph.SCORPIUS))))
card("12bd724f-3159-4057-8795-4a229436bce4", "Lindsay (Anthropologist)", Lindsay())
card("cf48f4a8-6a2d-42d3-9010-7dfb64310dd7", "Mansfield (SG-17 Commander)", Mansfield())
card("41ce8770-0a83-46dc-a7d1-70330c486f30", "Narim (Tollan Friend)", Narim())
card("b9e078c7-fdb8-4666-b593-e665a5be90b6", "Samantha Carter (Mathematics Wizard)",
     SamanthaCarterMathematicsWizard())
card("cb7647c4-cb4b-43e8-97a3-d2de334fdf40", "Vala Mal Doran (Resourceful Rogue)",
     ValaMalDoran())


# === sl-heroes batch: the rest of the System Lords heroes ===============================
#
# Rulings (each has a test named after it):
# - "a character", "a gear", "an adversary": those in effect this turn, as everywhere.
# - A success (failure) "this turn": one of the missions already resolved in the current
#   turn succeeded (failed).
# - A cost that sacrifices one of his support characters, or that stops an adversary at
#   the mission, is the ability's target, paid as the ability resolves. A character who
#   is stopped and incapacitated to pay: stopped to pay, incapacitated as it resolves.

from collections.abc import Callable, Sequence  # noqa: E402
from typing import Any  # noqa: E402

from stargate_vcg.effects.base_set.characters import (  # noqa: E402
    AbilitiesText,
    Experience,
)
from stargate_vcg.effects.dsl import (  # noqa: E402
    COMPLICATIONS,
    DISCARD,
    OPPONENT,
    PLAYS,
    Abilities,
    ArrangeTop,
    AtMissionEnd,
    Blocked,
    Cant,
    CostChange,
    DoToIt,
    Gain,
    IfDid,
    Lose,
    MayPay,
    MissionGets,
    NextMission,
    On,
    Op,
    Search,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    WhenPlayed,
    destroy,
    stop,
    to_hand,
    unblock,
)
from stargate_vcg.effects.dsl import If as When  # noqa: E402
from stargate_vcg.effects.vocab import (  # noqa: E402
    COMBAT,
    INGENUITY,
    SCIENCE,
    Condition,
    Pick,
    adversary,
    any_of,
    count_of,
    different_glyphs,
    glyph_kinds,
    obstacle,
    played_this,
    plays,
    select,
    support_character,
    this,
    this_assigned,
    titled,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import PlayCard, PlayComplication, Revive  # noqa: E402
from stargate_vcg.engine.stargate.effects import Replace  # noqa: E402
from stargate_vcg.engine.stargate.surface import LENT_TRAITS  # noqa: E402

_sgc, _nid, _jaffa, _russian, _tokra = (trait("SGC"), trait("NID"), trait("Jaffa"),
                                        trait("Russian"), trait("Tok'ra"))


def _succeeded(t: Surface, s: int) -> bool:
    return t.successful_missions(s) > 0


def _failed(t: Surface, s: int) -> bool:
    return t.failed_mission_count(s) > 0


def _mission_of(skill: int) -> Callable[[Surface, int, ActivateAbility], None]:
    """A mission requiring <skill> (only such a one) becomes 1 easier."""
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        if t.mission >= 0 and skill in t.mission_skills():
            t.modify(t.mission, -1, difficulty=True)
    return effect


def _picks(pick: Pick, among: Callable[[Surface, int], Sequence[int]] | None = None
           ) -> Callable[[Surface, int], tuple[int, ...]]:
    """Ability targets: the cards `pick` accepts (in play, or among `among`)."""
    return lambda t, s: select(t, s, pick, among(t, s) if among else None)


def _readiable(pick: Pick) -> Callable[[Surface, int], tuple[int, ...]]:
    return lambda t, s: tuple(c for c in select(t, s, pick)
                              if t.is_stopped(c) or t.is_assigned(c))


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _stop_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop(action.target)


def _hand_back(t: Surface, source: int, action: ActivateAbility) -> None:
    t.return_to_hand(action.target)


def _take_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.take_into_hand(action.target)


def _stop_incapacitated_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop_incapacitated(action.target)


def _ready_incapacitated_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready_incapacitated(action.target)


def _gain(n: int) -> Callable[[Surface, int, ActivateAbility], None]:
    return lambda t, s, a: t.gain_power(t.owner(s), n)


def _mission_easier(t: Surface, source: int, action: ActivateAbility) -> None:
    if t.mission >= 0:
        t.modify(t.mission, -1, difficulty=True)


def _own_play(pick: Pick) -> Callable[[Surface, int, TriggerEvent], bool]:
    """A <pick> card played by this card's owner."""
    return lambda t, s, e: e.player == t.owner(s) and e.card >= 0 and pick(t, s, e.card)


def _about_self(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.card == s


def _has(*glyphs: Glyph) -> Condition:
    """Each of these glyphs beneath him (`vocab.has_glyphs(every=True)`: asked natively)."""
    return has_glyphs(*glyphs, every=True)


_ready_gear = _readiable(gear_card)
_incapacitated = Pick(lambda t, s, c: t.is_incapacitated(c))
_ready_card = Pick(lambda t, s, c: t.is_ready(c))
_assigned_adversary = any_of(assigned & adversary)


# --- gear --------------------------------------------------------------------------------


card("ba8d4962-fe57-4477-bb4e-03d01d25cf1b", "SGC Emblem",
     Card(SkillsBy(lambda t, s: t.successful_missions(s), your & character & _sgc)))
card("a4ce0a4f-c6bc-4c25-b288-880adae15f45", "G.D.O.", AbilitiesText(
    Ability("G.D.O.: unblock", AbilityCost(power=3, stop_self=True), _unblock_target,
            targets=_blocked_characters),
    Ability("G.D.O.: obstacle to hand", AbilityCost(power=3, stop_self=True,
                                                    destroy_self=True),
            _hand_back, targets=_obstacles)))
card("7a9f3da7-5324-4c8c-9945-828425ee902f", "Ma'chello's Notes", AbilitiesText(
    Ability("Ma'chello's Notes: difficulty -1", AbilityCost(stop_self=True),
            _mission_of(SCIENCE)),
    Ability("Ma'chello's Notes: adversary to hand", AbilityCost(power=4, destroy_self=True),
            _hand_back, targets=_picks(assigned & adversary))))
card("014d4c49-0631-4e8a-99f9-962c9bb14599", "Smoke Grenades", AbilitiesText(
    Ability("Smoke Grenades: difficulty -1", AbilityCost(stop_self=True),
            _mission_of(INGENUITY)),
    Ability("Smoke Grenades: complication to hand", AbilityCost(destroy_self=True),
            _hand_back, targets=lambda t, s: t.complications())))
card("e0a79a12-8ac7-41c3-853e-5ce0d52bf44f", "Sodan Cloaking Device", AbilitiesText(
    Ability("Sodan Cloaking Device: difficulty -1", AbilityCost(stop_self=True),
            _mission_of(COMBAT)),
    Ability("Sodan Cloaking Device: support character to hand",
            AbilityCost(destroy_self=True), _hand_back,
            targets=_picks(support_character))))
card("364ef26e-7103-48e0-ad63-18bf326e171d", "Tollan Health Monitor", AbilitiesText(
    Ability("Tollan Health Monitor: an incapacitated character becomes stopped",
            AbilityCost(power=2, stop_self=True),
            _stop_incapacitated_target,
            targets=_picks(character & _incapacitated))))


def _obstacle_face_down(t: Surface, source: int, action: ActivateAbility) -> None:
    t.turn_face_down(action.target)


def _your_tokra_support(t: Surface, source: int, card: int) -> bool:
    return (t.owner(card) == t.owner(source) and t.is_support_character(card)
            and t.has_trait(card, "Tok'ra"))


card("136e1d94-c97e-467c-9fea-57cb2f5d9f1c", "Tok'ra Operative Network", Card(
    CostChange(-1, lambda t, s, p, a: isinstance(a, PlayCard) and t.is_obstacle(a.card),
               on=PLAYS),
    Abilities(Ability("Tok'ra Operative Network: obstacle face down",
                      AbilityCost(stop_self=True, stop_others=1, others=_your_tokra_support),
                      _obstacle_face_down, targets=_obstacles))))
card("8abea1dc-5fe4-4060-bb14-3a4c510b46c1", "Touchstone", Card(On(
    Trigger.DEBRIEF_START, ArrangeTop(lambda t, s: t.power(t.owner(s)), deck=True,
                                      optional=True),
    lambda t, s, e: e.player == t.owner(s))))


def _support_with_glyph(t: Surface, s: int) -> int:
    """Sagan Institute Box: 1 while a support character in play (anyone's) has a glyph;
    counted in every turn, as experience is."""
    return int(any(t.glyphs(c) for p in (t.hero, t.villain)
                   for c in t.support_characters(p)))


card("ff0ea451-3504-4a5c-a0c8-3fdb931b627a", "Sagan Institute Box", Card(
    Experience(_support_with_glyph),
    Abilities(Ability("Sagan Institute Box: support character to hand",
                      AbilityCost(destroy_self=True), _take_target,
                      targets=lambda t, s: tuple(
                          c for c in t.discard_pile(t.owner(s))
                          if t.is_support_character(c))))))
card("b271498b-eefb-4183-8347-1b8f4cfcf2d4", "ID Scanner", Card(On(
    Trigger.CARD_PLAYED,
    Seq(MayPay(stop_this=True, label="stop this gear"), IfDid(Seq(DoToIt(stop), Gain(1)))),
    _own_play(support_character))))


def _nid_with_glyph_get_skills(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)  # the cost
    for c in select(t, source, _nid & team_character & with_glyph):
        t.modify(c, 1, skills=True)


card("13b2c9a4-15d8-4e90-a3b4-e8e0ea5ae383", "Goa'uld Experiments", AbilitiesText(
    Ability("Goa'uld Experiments: skills for NID team characters with glyphs",
            AbilityCost(stop_self=True), _nid_with_glyph_get_skills,
            targets=_picks(your & support_character))))


class M9Pistol(CardEffect):
    """Gear: stopping it and keeping one of its player's team characters out of this
    mission (blocked) makes complications 1 power dearer to play until the mission ends."""

    ABILITY: ClassVar[Ability] = Ability("M9 Pistol: complications cost more", AbilityCost(
        stop_self=True, block_others=1,
        others=lambda t, s, c: t.owner(c) == t.owner(s) and t.is_team_character(c)),
        lambda t, s, a: M9Pistol._arm(t, s))

    @property
    def cost_on(self) -> int:
        return COMPLICATIONS

    @staticmethod
    def _arm(t: Surface, source: int) -> None:
        t.remember(source, "dearer complications", (1,))
        t.after_mission(source, "cheaper")

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ABILITY,)

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return (self.ABILITY,)

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        return 1 if (isinstance(action, PlayComplication)
                     and t.recall(source, "dearer complications")) else 0

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "cheaper":
            t.forget(source, "dearer complications")


card("03ee5c9d-ce21-4c9c-8f5f-e68a4c789396", "M9 Pistol", M9Pistol())


# --- support characters ------------------------------------------------------------------


card("767f3a23-7dc6-40c0-98e0-99d986fe36b7", "Adal (Loyal Rebel)", AbilitiesText(
    Ability("Adal: a Jaffa out of action is readied", AbilityCost(destroy_self=True),
            _ready_incapacitated_target,
            targets=_picks(_jaffa & character & _incapacitated)),
    Ability("Adal: an incapacitated character becomes stopped", AbilityCost(destroy_self=True),
            _stop_incapacitated_target,
            targets=_picks(character & _incapacitated))))
card("77eb4fe3-9951-4cda-96a9-ca8164148499", "Aegir (Asgard Commander)",
     Card(WhenPlayed(When(_assigned_adversary, MissionGets(-1)))))

_GENERIC = frozenset({"character", "team", "support"})


def _assigned_traits(t: Surface, s: int) -> int:
    """Alar: the different traits of the assigned characters, the generic ones aside."""
    found: set[str] = set()
    for c in select(t, s, assigned & character):
        found |= t.traits(c)
    return len(found - _GENERIC)


card("7289cbe9-498a-4bf6-aae0-97e2632eb9e1", "Alar (Eurondan Leader)",
     Card(SkillsBy(lambda t, s: -_assigned_traits(t, s), this)))
card("9b8a15da-28ef-48e9-9b52-a39c63972e74", "Alec Colson (Billionaire Businessman)",
     Card(Blocked(this, lambda t, s: t.first_mission_of_turn(),
                  "Alec Colson: can't be assigned to the turn's first mission")))
card("b2d623be-5d00-4b4c-a169-a49fa6aeeb0c", "Anatole Konstantinov (Cosmonaut)", Card(On(
    Trigger.DEBRIEF_START, ArrangeTop(lambda t, s: t.failed_mission_count(s), optional=True),
    lambda t, s, e: e.player == t.owner(s))))


def _your_team_character(t: Surface, source: int, card: int) -> bool:
    return t.owner(card) == t.owner(source) and t.is_team_character(card)


card("bff8134e-ede8-454e-b756-1b5438a4849f", "Anise (Experimental Scientist)", AbilitiesText(
    Ability("Anise: difficulty -1", AbilityCost(stop_others=1, others=_your_team_character),
            _mission_easier, usable=lambda t, s: t.is_ready(s))))
card("34df2b47-5826-4ade-989b-5fe545527ebf", "Ayiana (Remnant of Atlantis)", AbilitiesText(
    Ability("Ayiana: ready another character", AbilityCost(power=3, stop_self=True),
            _ready_target, targets=_readiable(character & other)),
    Ability("Ayiana: ready another character (destroyed)", AbilityCost(destroy_self=True),
            _ready_target, targets=_readiable(character & other))))
card("7b8ac603-a3c6-42d8-b2e4-340c88c9aeb7", "Boris (Submariner)", Card(SkillBonus(
    CULTURE, count_of(assigned & _russian & character & with_glyph), this,
    when=this_assigned)))
card("fd33622c-e186-460e-9b1f-f055c47a86fd", "Bricksdale (Area 51 Scientist)", AbilitiesText(
    Ability("Bricksdale: ready a gear", AbilityCost(stop_self=True), _ready_target,
            targets=_ready_gear)))
card("76f649b0-1d9f-4991-81e4-ff2e042d2fd5", "Carolyn Lam (Chief Medical Officer)", Card(On(
    Trigger.CARD_PLAYED,
    Seq(MayPay(2, label="pay 2 power"), IfDid(DoAll(gets(1, skills=True), this))),
    lambda t, s, e: e.card >= 0 and t.is_obstacle(e.card)
    and t.printed_rating(e.card, SCIENCE) is not None)))
card("321ee25f-b17b-4ce9-8bdc-91e6adf10cb3", "Charlie (Re'tu Liason)",
     Card(Success(ArrangeTop(5, deck=True))))


def _chloe(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skill=CULTURE, until=UNTIL_TURN_END)
    t.modify(action.target, 1, skill=SCIENCE, until=UNTIL_TURN_END)


card("e602cedb-d5a9-4acb-bff1-249efe4ffc17", "Chloe (Lab Assistant)", AbilitiesText(
    Ability("Chloe: a team character gets Culture and Science", AbilityCost(discards=1),
            _chloe, once_per_turn=True, targets=_picks(team_character))))
card("6b63f640-ff97-4506-8f7f-e3be27b0ae64", "Daniel Jackson (Ascended Being)",
     Card(WhenPlayed(DoAll(gets(1, skills=True), assigned & team_character))))
card("70dd6218-b47b-49bb-b1d3-c8b1f032c597", "Delek (Tok'ra Leader)", AbilitiesText(
    Ability("Delek: gain 1 power", AbilityCost(stop_self=True), _gain(1))))
card("9ae92d27-15cc-4c3b-8b4a-8da982ed1671", "Denya (Ori Dissenter)",
     Card(WhenPlayed(Lose(1, OPPONENT))))
card("09190c6c-754d-4a9e-84aa-a342ae9b7876", "Garan (Servant of Arkhan)", Card(
    SkillBonus(CULTURE, 2, this, when=_failed),
    SkillBonus(INGENUITY, 2, this, when=_succeeded)))
card("e0a6d4d3-cce2-47ea-a504-b978c294439d", "Golon Jarlath (Reluctant Ally)",
     Card(Failure(DoAll(gets(1, skills=True, until=UNTIL_TURN_END), team_character))))
card("4eff57be-d24f-4589-abd3-b278aa1a2128", "Jack O'Neill (SGC Commander)", Card(On(
    Trigger.GLYPH_EARNED,
    Seq(MayPay(stop_this=True, label="stop Jack O'Neill"), IfDid(NextMission(-2))),
    lambda t, s, e: t.has_trait(e.card, "SGC") and t.is_character(e.card)
    and t.is_ready(s))))
card("7a6f1f3f-4bf5-485f-82d0-4b7c5c2f7ec5", "Jarrod Kane (Rand Senator)", Card(
    SkillBonus(SCIENCE, 1, this, when=_assigned_adversary),
    SkillBonus(COMBAT, 1, this, when=_assigned_adversary)))
card("d9fe7f0e-22ca-4880-a483-40ff41eef6ff", "Kasuf (Leader of Abydos)",
     Card(Success(Do(destroy, adversary))))
card("6a2555a2-b4ab-4419-af52-778b7cbc125a", "Kearney (Air Force Major)",
     Card(WhenPlayed(Seq(MayPay(2, label="pay 2 power"), IfDid(Do(ready, gear_card))))))
card("804a7a3a-70f8-48ea-8ace-29949c5c308b", "Luthor (Informant)",
     Card(WhenPlayed(Do(unblock, character))))
card("a4a9e64a-8fa4-4ca6-97f4-85fb9fe506bb", "Mr. Kent (Leader of the Trust)",
     Card(SkillBonus(COMBAT, count_of(_nid & character & with_glyph), this)))
card("f48a105f-1fca-4850-9a01-49666feb2053", "Natania (Simple Villager)", Card(
    SkillBonus(CULTURE, 1, this, when=_succeeded),
    SkillBonus(COMBAT, 1, this, when=_failed)))


def _deck_top_beneath(t: Surface, s: int) -> bool:
    return t.place_top_of_deck_beneath(t.owner(s), s)


card("d067a795-6227-42f7-b9e8-afe051ed4f6a", "Orlin (Fading Genius)", Card(
    On(Trigger.STOPPED, Simple(_deck_top_beneath), _about_self),
    SkillsBy(lambda t, s: -len(t.beneath(s)), this)))


def _assigned_other(pick: Pick) -> Callable[[Surface, int], bool]:
    return lambda t, s: any(c != s for c in select(t, s, assigned & character & pick))


card("b8e3927d-6b0d-427d-85fc-234030b65959", "Ruslan Chernovshev (Opportunist)", Card(
    SkillBonus(SCIENCE, 1, this, when=_assigned_other(_nid)),
    SkillBonus(INGENUITY, 1, this, when=_assigned_other(_russian))))
card("a6b3e071-4acd-4b27-8c83-7107707130f4", "Sanderson (Rogue Operative)", Card(
    On(Trigger.CARD_PLAYED, DoAll(gets(1, skill=COMBAT, until=UNTIL_TURN_END), this),
       _own_play(_nid & other)),
    On(Trigger.CARD_PLAYED, DoAll(gets(1, skill=INGENUITY, until=UNTIL_TURN_END), this),
       _own_play(gear_card))))
card("e952fa7f-203c-45c4-afa6-c3b97d83d7b7", "Skaara (Hero of Abydos)", AbilitiesText(
    Ability("Skaara: ready another character", AbilityCost(stop_self=True), _ready_target,
            targets=_readiable(character & other), usable=lambda t, s: t.is_assigned(s))))
card("8b782a83-b47e-4d32-b95f-7d245088615b", "Steven Rayner (Archaeologist)", Card(OwnCost(
    -2, when=lambda t, s: not any(t.glyphs(c) for c in t.characters(t.owner(s))))))
card("dff26905-bd4e-4468-bfda-4b2732b86e23", "Tara'c (Zealous Warrior)", AbilitiesText(
    Ability("Tara'c: the opponent loses 1 power",
            AbilityCost(stop_self=True, destroy_self=True),
            lambda t, s, a: t.lose_power(t.opponent(t.owner(s)), 1))))
card("abbec0c6-c1ba-4e26-ad90-5bc8a7518498", "Zarin (Goa'uld Impostor)", AbilitiesText(
    Ability("Zarin: a ready adversary becomes stopped", AbilityCost(stop_self=True), _stop_target,
            targets=_picks(adversary & _ready_card), usable=lambda t, s: t.is_assigned(s))))
# Young Jack: the card's "SCG" is read as SGC.
card("bbc6405b-1b17-4085-9bdd-a635e8ad8a7e", "Young Jack (Loki's Clone)", Card(
    SkillBonus(SCIENCE, 1, this, when=any_of(assigned & _sgc & team_character)),
    SkillBonus(COMBAT, 1, this, when=any_of(assigned & _sgc & team_character)),
    SkillBonus(INGENUITY, 1, this, when=any_of(assigned & _sgc & team_character)),
    SkillBonus(INGENUITY, 1, this, when=any_of(assigned & titled("Jack O'Neill")))))


# --- team characters ---------------------------------------------------------------------


def _while_assigned_with(glyph: Glyph, pick: Pick) -> Callable[[Surface, int, TriggerEvent],
                                                                 bool]:
    """Alexi Vaselov: the opponent's <pick> while he is assigned and has <glyph>."""
    return lambda t, s, e: (e.player == t.opponent(t.owner(s)) and e.card >= 0
                            and pick(t, s, e.card) and t.is_assigned(s)
                            and t.has_glyph(s, glyph))


card("a2e1cf41-236d-436a-aed4-5f7d25bd4b14", "Alexi Vaselov (Decorated Colonel)", Card(
    On(Trigger.ASSIGNED, Gain(1), _while_assigned_with(Glyph.ORION, adversary)),
    On(Trigger.CARD_PLAYED, Gain(1), _while_assigned_with(Glyph.TRIANGULUM, obstacle))))


def _sgc_partner(t: Surface, s: int) -> bool:
    return any(c != s and t.has_trait(c, "SGC") and _shares_glyph(t, s, c)
               for c in select(t, s, character))


card("9b659c51-41fa-450e-b9be-97cde9d416c4", "Altman (Equipment Specialist)",
     SkillsBonus(1, this, when=_sgc_partner))


class Aron(CardEffect):
    """Rebel Leader: revive costs +1 per different glyph he has."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return different_glyphs(t, source)


card("0e821ba8-e95a-4bee-9bad-22b7ab81c844", "Aron (Rebel Leader)", Aron())


def _discards_only_hero_cards(title: str, skill: int, glyph: Glyph) -> Card:
    """Barber, Harper: <glyph>, discard a hero card and pay 1 power: a skill +1 for the
    rest of the mission (a villain card can't be the discard)."""
    def effect(t: Surface, s: int, a: ActivateAbility) -> None:
        t.modify(s, 1, skill=skill)

    def villain_discard(t: Surface, s: int, p: int, a: Any) -> bool:
        return (isinstance(a, ActivateAbility) and a.card == s
                and any(not t.is_hero_card(d) for d in a.discards))

    return Card(Abilities(Ability(f"{title}: skill +1",
                                  AbilityCost(power=1, discards=1, glyphs=(glyph,)), effect)),
                Cant(villain_discard, f"{title}: the discard must be a hero card"))


card("0f3e8512-dc75-4159-8e28-706287b2bbe3", "Barber (SG-5 Lieutenant)",
     _discards_only_hero_cards("Barber", CULTURE, Glyph.GEMINI))
card("81512300-8d7d-4068-b3ae-be1f10467781", "Harper (SG-5 Commander)",
     _discards_only_hero_cards("Harper", SCIENCE, Glyph.LIBRA))
card("890678da-d982-466a-abd5-14c6387db265", "Daria Voronkova (Military Aide)", Card(On(
    Trigger.GLYPH_EARNED, Do(ready, your & other & _russian & character, optional=True,
                             prompt="ready another Russian character"), _about_self)))


def _elliot_unmatched(t: Surface, s: int) -> bool:
    """Elliot is assigned, and none of his player's characters has the mission's glyph."""
    if not t.is_assigned(s) or t.mission < 0:
        return False
    glyph = t.glyph_of(t.mission)
    return not any(t.has_glyph(c, glyph) for c in t.characters(t.owner(s)))


card("f017bf34-69b0-495b-90b7-346825d022e7", "Elliot (Distinguished Lieutenaant)",
     Card(SkillsBy(different_glyphs, this, when=_elliot_unmatched)))
class Grogan(CardEffect):
    """Unseasoned Sergeant: per kind of glyph beneath him, his skills rise by one and
    his point value drops by one (part of the opponent's victory total: rulebook
    "Starting a Game")."""

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        return different_glyphs(t, source) if target == source else 0

    def point_value_modifier(self, t: Surface, source: int) -> int:
        return -different_glyphs(t, source)


card("5a8baca0-4643-456d-a4ad-d503a89a5c84", "Grogan (Unseasoned Sergeant)", Grogan())


class JayFelger(CardEffect):
    """Scientist in the Field: pay 1 power, aimed at one of his glyphs: it moves to
    another of his player's characters (moving is not earning)."""

    def __init__(self) -> None:
        self.modes = (Ability("Jay Felger: move a glyph", AbilityCost(power=1), self._move,
                              targets=lambda t, s: t.glyphs(s)),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _move(self, t: Surface, source: int, action: ActivateAbility) -> None:
        others = [c for c in t.characters(t.owner(source))
                  if c != source and t.in_effect_for_role(c)]
        ask(t, source, "to", t.owner(source), others, "move the glyph to",
            args=(action.target,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and args[0] in t.glyphs(source):
            t.move_glyph(args[0], chosen[0])


card("74452fae-ef52-408a-ab3b-40a5ba15d988", "Jay Felger (Scientist in the Field)",
     JayFelger())


def _no_revive(t: Surface, s: int) -> bool:
    t.remember(s, "no revive", (1,))
    return True


def _revive_again(t: Surface, s: int) -> bool:
    t.forget(s, "no revive")
    return True


def _no_pisces_sweep() -> Op:
    return When(lambda t, s: not t.has_glyph(s, Glyph.PISCES),
                DoAll(destroy, assigned & support_character))


card("f6ee2259-609f-4190-9b6f-c52db866cf66", "Jennings (Agent of the Trust)", Card(
    On(Trigger.ASSIGNED, Seq(Simple(_no_revive), AtMissionEnd(Simple(_revive_again))),
       lambda t, s, e: e.card == s and e.player == t.owner(s)
       and t.has_glyph(s, Glyph.LIBRA)),
    Cant(lambda t, s, p, a: isinstance(a, Revive) and bool(t.recall(s, "no revive")),
         "Jennings: no revival at this mission"),
    Success(_no_pisces_sweep()), Failure(_no_pisces_sweep())))


def _kelmaa(t: Surface, source: int, action: ActivateAbility) -> None:
    t.incapacitate(source)
    t.stop_incapacitated(action.target)


class StopInstead(CardEffect):
    """A character about to be incapacitated (another one, or this one) may be stopped in
    its place if this card's player pays 2 power (and stops this card). Asked as the
    incapacitation is replaced; declined, the character is incapacitated then."""

    def __init__(self, others: bool, glyph: Glyph | None = None,
                 stop_this: bool = False) -> None:
        self.others, self.glyph, self.stop_this = others, glyph, stop_this

    def _can(self, t: Surface, source: int) -> bool:
        return (t.power(t.owner(source)) >= 2
                and (not self.stop_this or t.is_ready(source) or t.is_assigned(source))
                and (self.glyph is None or t.has_glyph(source, self.glyph)))

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        whose = card != source if self.others else card == source
        return (kind is Replace.INCAPACITATE and whose and t.is_character(card)
                and t.in_effect_for_role(card) and card not in t.recall(source, "declined")
                and self._can(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "instead", t.owner(source), (card,), "pay 2 power: stopped instead?",
            optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "instead":
            return
        saved = args[0]
        if chosen and self._can(t, source):
            t.lose_power(t.owner(source), 2)
            if self.stop_this:
                t.stop(source)
            t.stop(saved)
            return
        if t.in_play(saved):
            t.remember(source, "declined", (saved,))
            t.incapacitate(saved)
            t.forget(source, "declined")


card("e0ad913e-a5eb-4c05-9bf7-041bbd7be8df", "Kelmaa (Tok'ra Doctor)", Card(
    Abilities(Ability("Kelmaa: an incapacitated character becomes stopped",
                      AbilityCost(stop_self=True, glyphs=(Glyph.TRIANGULUM,)), _kelmaa,
                      targets=_picks(character & _incapacitated))),
    StopInstead(others=False, glyph=Glyph.SCORPIUS)))
card("552a1c8c-2839-4c48-8762-9f7a66a4ceb9", "Carmichael (SGC Physician)",
     StopInstead(others=True, stop_this=True))
card("f1c9bb72-8352-4213-91a8-bca6260ab57b", "Kershaw (NID Operative)", Card(On(
    Trigger.MISSION_PLAYED, Lose(1, OPPONENT),
    lambda t, s, e: e.player == t.owner(s) and t.glyph_of(e.card) in glyph_kinds(t, s))))
card("fa721fc4-569d-4123-9522-8312fa0c0acc", "Kvasir (Advanced Engineer)", Card(
    SkillBonus(CULTURE, 1, this, when=_has(Glyph.SCORPIUS)),
    SkillBonus(INGENUITY, 1, this, when=_has(Glyph.GEMINI)),
    SkillBonus(INGENUITY, 1, this, when=_has(Glyph.PISCES))))


def _earned(glyph: Glyph) -> Callable[[Surface, int, TriggerEvent], bool]:
    """"Each time he earns a <glyph> glyph": the glyph just placed beneath him."""
    def test(t: Surface, s: int, e: TriggerEvent) -> bool:
        glyphs = t.glyphs(s)
        return e.card == s and bool(glyphs) and t.glyph_of(glyphs[-1]) == glyph
    return test


card("4da29427-7938-4b60-9080-628fb5f8f9fd", "Mala (Ishta's Kin'dra)", Card(On(
    Trigger.GLYPH_EARNED, Search(_jaffa & character), _earned(Glyph.GEMINI))))


card("d727920f-1578-4714-adc2-cd782acabd1d", "M'zel (Influential Leader)", Card(
    CostChange(-1, plays(_jaffa & support_character, yours=False,
                         when=_has(Glyph.TRIANGULUM)), on=PLAYS),
    CostChange(-1, plays(_jaffa & Pick(lambda t, s, c: t.is_hero_card(c)), yours=False,
                         when=_has(Glyph.GEMINI, Glyph.ORION)), on=PLAYS)))
card("1bb882e2-4ab1-431e-aacf-1b5c2994db04", "Ren'al (Tok'ra Biochemist)", Card(On(
    Trigger.GLYPH_EARNED, Do(to_hand, _tokra, among=DISCARD, optional=True,
                             prompt="take a Tok'ra card into hand"), _about_self)))
card("d9156239-f060-4d3c-a7e7-7996290e07f9", "Reynolds (SG-3 Commander)", Card(SkillsBy(
    count_of(other & stopped_card & _sgc & team_character & with_glyph), this,
    when=_has(Glyph.ORION))))


class ShawnGrieves(CardEffect):
    """Team Leader: with an Orion or a Scorpius glyph, paying 2 power and sacrificing a
    support character of his player's (the ability's target) readies an NID character."""

    def __init__(self) -> None:
        self.modes = (Ability("Shawn Grieves: ready an NID character",
                              AbilityCost(power=2, any_glyph=(Glyph.ORION, Glyph.SCORPIUS)),
                              self._use, targets=_picks(your & support_character),
                              usable=lambda t, s: bool(_readiable(_nid & character)(t, s))),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.destroy(action.target)
        ask(t, source, "ready", t.owner(source), _readiable(_nid & character)(t, source),
            "ready an NID character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.ready(chosen[0])


card("2ffc5ab4-bb52-441a-aff4-7c29a22f1c5f", "Shawn Grieves (Team Leader)", ShawnGrieves())
card("dfa92028-7c34-4fb5-8cd5-253778444db6", "Smith (NID Operator)", Card(On(
    Trigger.CARD_PLAYED,
    Seq(MayPay(stop_this=True, label="stop Smith"), IfDid(Gain(different_glyphs))),
    _own_play(gear_card))))
card("93208371-39e7-4a4c-b1c0-331f5cecce78", "Teal'c (Fierce Warrior)", Text(
    SkillsBonus(1, this, when=lambda t, s: t.has_glyph(s, Glyph.PISCES)
                and _assigned_adversary(t, s)),
    SkillsBonus(1, this, when=lambda t, s: t.has_glyph(s, Glyph.TRIANGULUM)
                and _assigned_adversary(t, s))))


def _russians_matching(t: Surface, s: int) -> int:
    """Tolinev: his player's other Russian characters sharing a glyph with her (counted
    in every turn, as experience is)."""
    return sum(1 for c in t.characters(t.owner(s))
               if c != s and t.has_trait(c, "Russian") and _shares_glyph(t, s, c))


card("d2c3dd2b-8ffc-4b2f-93f9-64ca175c2876", "Tolinev (Russian Lieutenant)",
     Card(Experience(_russians_matching)))
card("1ccdc57d-6954-4f6b-b9bf-7bbca55f598d", "Vallarin (Russian Major)", Card(SkillsBy(
    lambda t, s: t.failed_mission_count(s), this, when=_has(Glyph.LIBRA))))


# --- the harder ones -----------------------------------------------------------------------


class RepositoryOfKnowledge(CardEffect):
    """Gear: stop it and block a character of its player's from the current mission: he
    has skills +3 for the rest of the turn, and is incapacitated as its player's
    debrief starts (if the gear is still in play then)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.DEBRIEF_START})

    ABILITY: ClassVar[Ability] = Ability("Repository of Knowledge: skills +3",
                                         AbilityCost(stop_self=True, block_others=1),
                                         lambda t, s, a: RepositoryOfKnowledge._learn(t, s, a))

    @staticmethod
    def _learn(t: Surface, source: int, action: ActivateAbility) -> None:
        for c in action.blocks:
            t.modify(c, 3, skills=True, until=UNTIL_TURN_END)
        t.remember(source, "learned", (*t.recall(source, "learned"), *action.blocks))

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ABILITY,)

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return (self.ABILITY,)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.DEBRIEF_START and event.player == t.owner(source)
                and bool(t.recall(source, "learned")))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        learned = t.recall(source, "learned")
        t.forget(source, "learned")
        for c in learned:
            if t.in_play(c):
                t.incapacitate(c)


card("93f89e0f-3391-46ef-a5be-f56a0437db3e", "Repository of Knowledge",
     RepositoryOfKnowledge())


def _team_or_jaffa_support(t: Surface, source: int, card: int) -> bool:
    return t.owner(card) == t.owner(source) and (
        t.is_team_character(card)
        or (t.is_support_character(card) and t.has_trait(card, "Jaffa")))


class GliderCannon(CardEffect):
    """Gear: stopping it and one of its player's team characters (or Jaffa support
    characters), and paying 2 power, mills his top card; a hero card milled lets him
    destroy an adversary."""

    ABILITY: ClassVar[Ability] = Ability("Glider Cannon: fire", AbilityCost(
        power=2, stop_self=True, stop_others=1, others=_team_or_jaffa_support),
        lambda t, s, a: GliderCannon._fire(t, s))

    @staticmethod
    def _fire(t: Surface, source: int) -> None:
        me = t.owner(source)
        top = t.deck_top(me)
        if top < 0:
            return
        t.mill(me, 1)
        if t.is_hero_card(top):
            ask(t, source, "destroy", me, select(t, source, adversary),
                "destroy an adversary")

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ABILITY,)

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return (self.ABILITY,)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy_by(chosen[0], source)


card("5f44b9e7-16f0-42db-a03e-9942fb3d6aee", "Glider Cannon", GliderCannon())


def _jar_holds(t: Surface, source: int) -> bool:
    """The Canopic Jar is on an adversary still in play (and blocking him)."""
    return any(t.in_play(c) and t.is_blocked(c) for c in t.recall(source, "on"))


def _jar_placed(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop(action.target)  # the cost
    t.block(action.target, source)
    t.remember(source, "on", (action.target,))


def _destroy_self(t: Surface, s: int) -> bool:
    if not t.in_play(s):
        return False
    t.destroy(s)
    return True


card("ca5432e0-8f23-47b0-933a-89129dcc77df", "Canopic Jar", Card(
    Abilities(Ability("Canopic Jar: place on an adversary", AbilityCost(), _jar_placed,
                      targets=_picks(assigned & adversary),
                      usable=lambda t, s: not _jar_holds(t, s))),
    On(Trigger.MISSION_FAILED, Simple(_destroy_self),
       lambda t, s, e: e.player == t.owner(s))))


class BrentLangham(CardEffect):
    """Unscrupulous Scientist: as he comes into play, stopping one of his player's NID
    team characters lets that player find a gear in his deck; without that, a gear of
    his discard pile may come back to his hand."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.CARD_PLAYED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        nid = [c for c in select(t, source, your & _nid & team_character)
               if t.is_ready(c) or t.is_assigned(c)]
        if nid:
            ask(t, source, "stop", t.owner(source), nid, "stop one of your NID team characters?",
                optional=True)
        else:
            self._from_discard(t, source)

    def _from_discard(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        gears = [c for c in t.discard_pile(me) if t.is_gear(c)]
        ask(t, source, "discard", me, gears, "take a gear into hand?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "stop":
            if not chosen:
                self._from_discard(t, source)
                return
            t.stop(chosen[0])
            gears = [c for c in t.deck_cards(me) if t.is_gear(c)]
            if gears:
                ask(t, source, "search", me, gears, "find a gear in your deck",
                    hidden=True)
            else:
                t.shuffle_deck(me)
        elif step == "search":
            if chosen:
                t.reveal(chosen[0])
                t.take_into_hand(chosen[0])
            t.shuffle_deck(me)
        elif step == "discard" and chosen:
            t.take_into_hand(chosen[0])


card("40d6ad0f-3686-41ca-8d8c-e52a7db2507d", "Brent Langham (Unscrupulous Scientist)",
     BrentLangham())
# On his owner's villain turns he is an adversary (AdversaryOnVillainTurns) that is never
# assigned, revived or scored: what remains of him then is his ability, which his owner
# may use as the villain. Ruling: "another support character" is asked when it is used, so
# an adversary Brian Vogler is not one of the support characters it may destroy.
card("a291bc83-2dda-4fa5-b66a-178ddbf698e3", "Brian Vogler (Company Man)",
     AdversaryOnVillainTurns(
         Abilities(Ability("Brian Vogler: another support character is destroyed",
                           AbilityCost(destroy_self=True),
                           lambda t, s, a: t.destroy_by(a.target, s),
                           targets=_picks(support_character & other))),
         as_adversary_cant(assigned=True, revived=True, scored=True)))


def _combat_mission_played(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player == t.owner(s) and t.printed_rating(e.card, COMBAT) is not None


def _costing(x: int) -> Callable[[Surface, int], tuple[int, ...]]:
    return lambda t, s: tuple(c for c in select(t, s, adversary) if t.printed_cost(c) == x)


def _adversary_to_deck_bottom(t: Surface, source: int, action: ActivateAbility) -> None:
    t.put_on_deck(action.target, bottom=True)


class TAkaya(Card):
    """Salish Spirit: destroyed as his player plays a Combat mission; destroy him and pay
    X power: an adversary costing X goes to the bottom of its owner's deck (one ability
    per cost among the adversaries in play)."""

    def __init__(self) -> None:
        super().__init__(On(Trigger.MISSION_PLAYED, Simple(_destroy_self),
                            _combat_mission_played))
        self._used = self._used | {"abilities"}

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        costs = sorted({t.printed_cost(c) for c in select(t, source, adversary)})
        return tuple(Ability(f"T'akaya: an adversary costing {x} to the deck's bottom",
                             AbilityCost(power=x, destroy_self=True),
                             _adversary_to_deck_bottom, targets=_costing(x))
                     for x in costs)


card("4295b1ed-781f-4ffa-8587-3f304122949f", "T'akaya (Salish Spirit)", TAkaya())


class XeLs(Card):
    """Salish Spirit: destroyed as his player plays a Combat mission; a support character
    other than him, or any gear, about to be destroyed may be saved by stopping him (asked as the
    destruction is replaced; declined, it is destroyed then)."""

    def __init__(self) -> None:
        super().__init__(On(Trigger.MISSION_PLAYED, Simple(_destroy_self),
                            _combat_mission_played))
        self._used = self._used | {"replaces"}

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and card != source
                and (t.is_gear(card) or t.is_support_character(card))
                and t.in_effect_for_role(card) and card not in t.recall(source, "declined")
                and (t.is_ready(source) or t.is_assigned(source)))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "save", t.owner(source), (card,), "stop Xe'ls instead?",
            optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "save":
            super().resume(t, source, step, args, chosen)
            return
        if chosen and (t.is_ready(source) or t.is_assigned(source)):
            t.stop(source)
            return
        saved = args[0]
        if t.in_play(saved):
            t.remember(source, "declined", (saved,))
            t.destroy(saved)
            t.forget(source, "declined")


card("b5f3927d-3222-46ec-8129-7e8dac1de7e1", "Xe'ls (Salish Spirit)", XeLs())


def _other_jaffa_played(t: Surface, s: int) -> bool:
    return any(c != s and t.has_trait(c, "Jaffa") for c in t.played_this_turn())


card("3205a1cb-bc23-412a-bcc3-26013298de7f", "Yat'Yir (Gerak's Aide)", Text(
    SkillsBonus(1, this, when=_other_jaffa_played),
    SkillsBonus(1, this, when=any_of(assigned & adversary & _jaffa))))


def _succeeded_mission_of(skill: int) -> Callable[[Surface, int], bool]:
    """"There was a successful <skill> mission this turn" (its printed skill)."""
    return lambda t, s: any(t.printed_rating(m, skill) is not None
                            for m in t.succeeded_this_turn())


card("c4b7b1cc-ffad-4e09-8e0a-f4fa3cf078fe", "Ka'lel (High Council Member)", Card(
    SkillBonus(CULTURE, 1, this, when=_succeeded_mission_of(COMBAT)),
    SkillBonus(COMBAT, 1, this, when=_succeeded_mission_of(CULTURE))))


def _jolinar(t: Surface, source: int, action: ActivateAbility) -> None:
    t.incapacitate(source)
    t.adversary_face_down(action.target)


card("20817b66-2b13-460e-94f4-28698a5864c8", "Samantha Carter (Jolinar of Malkshur)",
     AbilitiesText(Ability("Samantha Carter: an adversary face down",
                           AbilityCost(stop_self=True, glyphs=(Glyph.PISCES,)), _jolinar,
                           targets=_picks(assigned & adversary))))


class TakeItBack(Op):
    """"Take that card into hand": the card the event is about (args[0]), if it lies in
    a discard pile."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and t.zone(args[0]) == "discard"
        if did:
            t.take_into_hand(args[0])
        self.finish(t, source, args, did)


def _tokra_event_to_discard(t: Surface, s: int, e: TriggerEvent) -> bool:
    """Sina: a Tok'ra event of his player's reaches the discard pile (played: its text
    done, it is there as "when played" triggers fire; or discarded from the hand)."""
    return (e.player == t.owner(s) and e.card >= 0 and t.is_event(e.card)
            and t.has_trait(e.card, "Tok'ra"))


def _sina_takes_it() -> Op:
    return Seq(MayPay(stop_this=True, label="stop Sina"), IfDid(TakeItBack()))


card("a1d08e7b-be22-428a-aeac-258921120e0a", "Sina (Tactician)", Card(
    On(Trigger.CARD_PLAYED, _sina_takes_it(), _tokra_event_to_discard),
    On(Trigger.DISCARDED, _sina_takes_it(), _tokra_event_to_discard)))


class Tyler(CardEffect):
    """Tyler (Reole Fugitive): for 1 power and a discard, aimed at another character,
    he shares that character's traits while the current mission lasts (lent traits: his
    card type, and so how he is assigned, stays his own)."""

    def __init__(self) -> None:
        self.modes = (Ability('"Tyler": take another character\'s traits',
                              AbilityCost(power=1, discards=1), self._borrow,
                              targets=_picks(character & other)),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _borrow(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.remember(source, LENT_TRAITS, (*t.recall(source, LENT_TRAITS), action.target))
        t.after_mission(source, "return")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "return":
            t.forget(source, LENT_TRAITS)


card("75f8a42f-f861-4b77-ac67-05231369bd4f", '"Tyler" (Reole Fugitive)', Tyler())


class Siler(CardEffect):
    """Gate Room Technician: another support character about to be stopped (by text, or
    to pay a cost: the cost counts as paid) may be readied instead, Siler being stopped;
    asked as the stop is replaced; declined, the character is stopped then."""

    def _can(self, t: Surface, source: int) -> bool:
        return t.is_ready(source) or t.is_assigned(source)

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.STOP and card != source and t.is_support_character(card)
                and t.in_effect_for_role(card) and card not in t.recall(source, "declined")
                and self._can(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "instead", t.owner(source), (card,), "stop Siler to ready it?",
            optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        card_ = args[0]
        if chosen and self._can(t, source):
            t.stop(source)
            t.ready(card_)
            return
        if t.in_play(card_):
            t.remember(source, "declined", (card_,))
            t.stop(card_)
            t.forget(source, "declined")


card("bdc4cde0-fc5d-4fed-b2ed-18767f879a3e", "Siler (Gate Room Technician)", Siler())


class JenniferHailey(CardEffect):
    """Brilliant Cadet: with a Gemini or Scorpius glyph, while she is assigned, the
    Success text of every hero card at her mission (the mission's too) is carried out
    once more."""

    def success_repeats(self, t: Surface, source: int) -> int:
        return int(t.is_assigned(source) and (t.has_glyph(source, Glyph.GEMINI)
                                              or t.has_glyph(source, Glyph.SCORPIUS)))


card("b70722de-1b72-41ae-ab90-3473b9fae8ca", "Jennifer Hailey (Brilliant Cadet)",
     JenniferHailey())


class MimicDevice(CardEffect):
    """Gear: a team character of its player's can be boosted with a character card
    bearing the title of another of his team characters (a "can": the same-title rule
    is waived)."""

    def permits(self, t: Surface, source: int, player: int, action: Any,
                rule: str) -> bool:
        from stargate_vcg.cards.names import normalize_name
        from stargate_vcg.engine.stargate.actions import Boost

        me = t.owner(source)
        if not isinstance(action, Boost) or player != me:
            return False
        target, used = action.target, action.card
        if not (t.is_team_character(target) and t.owner(target) == me
                and t.is_character(used)):
            return False
        title = normalize_name(t.title(used))
        return any(normalize_name(t.title(o)) == title
                   for o in t.team_characters(me) if o != target)


card("3db94d54-9786-4da2-9b2a-0fd75ecc094c", "Mimic device", MimicDevice())
