"""Epilogue: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.base_set.characters import OpAbility
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import HAND as HAND_CARDS
from stargate_vcg.effects.dsl import (
    OWN,
    PLAYS,
    YOU,
    Abilities,
    ArrangeTop,
    Cant,
    Card,
    CostChange,
    DifficultyOf,
    Do,
    DoN,
    Draw,
    Failure,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    NextMission,
    On,
    OnPlay,
    Op,
    OpAbilities,
    OpUse,
    OwnCost,
    PurgeFrom,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    Success,
    Victory,
    WhenAssigned,
    WhenPlacedInDiscard,
    WhenPlayed,
    block_for_mission,
    destroy,
    discard,
    gets,
)
from stargate_vcg.effects.dsl import ready as ready_it
from stargate_vcg.effects.dsl import ready as ready_verb
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    Pick,
    adversary,
    ask,
    assigned,
    blocked,
    character,
    count_of,
    event_card,
    gear,
    glyph_kinds,
    has_glyphs,
    incapacitated,
    obstacle,
    opponent_plays,
    other,
    plays,
    ready,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    this_assigned,
    titled,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign, Boost
from stargate_vcg.engine.stargate.effects import (
    COST_OTHER,
    COST_OWN,
    HAND,
    IN_PLAY,
    TEXT_FAILURE,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

Effect = Callable[[Surface, int, ActivateAbility], None]
Targets = Callable[[Surface, int], Sequence[int]]


class HandText(Card):
    """A card with abilities used by discarding it from its owner's hand (its other text
    works in play, as usual)."""

    zones = frozenset({IN_PLAY, HAND})


def _hero_only(t: Surface, source: int) -> bool:
    return t.owner(source) == t.hero


def _in_play(t: Surface, source: int) -> bool:
    return t.in_play(source)


def from_hand(text: str, power: int, effect: Effect, targets: Targets | None = None,
              hero_only: bool = False) -> Ability:
    """"Discard <this card> from your hand, pay N power -- ...": the card is discarded as
    the cost is paid, then `effect` happens."""
    def run(t: Surface, source: int, action: ActivateAbility) -> None:
        t.discard(source)
        effect(t, source, action)
    return Ability(text, AbilityCost(power=power), run, targets=targets, from_hand=True,
                   usable=_hero_only if hero_only else None)


def _easier_if(*skills: int) -> Effect:
    """The current mission, if it needs one of `skills`, gets difficulty -1."""
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        if t.mission >= 0 and any(s in t.mission_skills() for s in skills):
            t.modify(t.mission, -1, difficulty=True)
    return effect


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


def _complications(t: Surface, source: int) -> Sequence[int]:
    return t.complications()


def _draw_per_obstacle(t: Surface, source: int, action: ActivateAbility) -> None:
    n = len(t.obstacles) + t.complication_count
    if n:
        t.draw(t.owner(source), n)


def _opponent_loses_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.lose_power(t.opponent(t.owner(source)), 1)


class SkilledObstacleBuster(HandText):
    """From the hand, for one power more than an obstacle's printed cost, remove an
    obstacle rated in <skill> there (one listed ability per such cost)."""

    def __init__(self, name: str, skill: int) -> None:
        super().__init__()
        self.name, self.skill = name, skill
        self._used = frozenset({"abilities"})

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        rated = [o for o in t.obstacles if t.printed_rating(o, self.skill) is not None]
        costs = sorted({t.printed_cost(o) for o in rated})
        return tuple(from_hand(f"{self.name}: destroy an obstacle costing {x}", x + 1,
                              _destroy_target, _rated_costing(self.skill, x))
                     for x in costs)

    def fixed_abilities(self) -> None:
        return None


def _rated_costing(skill: int, x: int) -> Targets:
    return lambda t, s: tuple(o for o in t.obstacles if t.printed_cost(o) == x
                              and t.printed_rating(o, skill) is not None)


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _readiable(pick: Pick) -> Targets:
    """Characters `pick` accepts that can be readied (stopped, or assigned)."""
    return lambda t, s: tuple(c for c in select(t, s, pick & character)
                              if t.is_stopped(c) or t.is_assigned(c))


_jaffa = trait("Jaffa")
_destiny = trait("Destiny")


def _skills_up_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True)


def _supporters(pick: Pick) -> Targets:
    return lambda t, s: select(t, s, pick & support_character)


def _assigned(t: Surface, s: int) -> bool:
    return t.is_assigned(s)


_mission = Pick(lambda t, s, c: t.is_mission(c))

card("74402499-4695-4d80-a8e9-4eb273f2e46e", "Bra'tac (Spry Warrior)", HandText(Abilities(
    from_hand("Bra'tac: a Culture or Combat mission gets easier", 1,
              _easier_if(CULTURE, COMBAT)))))
card("132b735f-186f-46f7-86e3-5d613ae8c118", "Harold Maybourne (Unprincipled Colonel)",
     HandText(Abilities(from_hand("Harold Maybourne: a Science or Ingenuity mission gets "
                                  "easier", 1, _easier_if(SCIENCE, INGENUITY)))))
card("dd6e8f1d-2314-481e-b996-5715461bb007", "Evan Lorne (Inexperienced Major)",
     HandText(Abilities(from_hand("Evan Lorne: destroy a complication", 0, _destroy_target,
                                  _complications))))
card("ecb73c52-76be-4b74-9bec-43b89a268380", "Malcolm Barrett (NID Liaison)",
     HandText(Abilities(
         from_hand("Malcolm Barrett: draw per obstacle", 1, _draw_per_obstacle,
                   hero_only=True),
         Ability("Malcolm Barrett: the opponent loses 1 power", AbilityCost(stop_self=True),
                 _opponent_loses_one, usable=_in_play))))
card("0786ff57-a09b-4a05-98eb-9f5ec96877b4", "Brightman (Medical Doctor)",
     SkilledObstacleBuster("Brightman", SCIENCE))
card("40f8a2cc-f7a2-4c0f-a64a-54fcf9b406d5", "Delex (Secretive Ally)",
     SkilledObstacleBuster("Delek", CULTURE))
card("67e75490-b496-44a6-b85c-b059fa086292", "Michael Griff (SG-2 Team Leader)",
     SkilledObstacleBuster("Michael Griff", COMBAT))
card("64b361f9-c645-46f4-a670-3e73a0e6f361", "Vanessa James (Astute Lieutenant)",
     SkilledObstacleBuster("Vanessa James", INGENUITY))
# The discount for a Destiny (Jaffa) target: the same ability listed at the lower cost
# for those targets.
card("55f858f7-00dc-4b9e-bdfb-0a73a3bc0f1b", "Darren Becker (Ship Cook)", HandText(Abilities(
    from_hand("Darren Becker: a support character gets skills +1", 1, _skills_up_target,
              _supporters(~_destiny)),
    from_hand("Darren Becker: a Destiny support character gets skills +1", 0,
              _skills_up_target, _supporters(_destiny)))))
card("f098b6df-721a-4748-a1b4-51c0e1c2c7e0", "Shaq'rel (Jaffa Rebel)", HandText(Abilities(
    from_hand("Shaq'rel: ready a character", 4, _ready_target, _readiable(~_jaffa),
              hero_only=True),
    from_hand("Shaq'rel: ready a Jaffa character", 3, _ready_target, _readiable(_jaffa),
              hero_only=True))))
card("e3914c42-100b-4f3c-ae76-268cc448902e", "M'zel (Respected Warrior)",
     Card(CostChange(-1, plays(support_character & _jaffa, when=this_assigned), on=PLAYS)))
card("71bcb2ef-9645-45e0-9da3-10f17cd14919", "Harmony (Bratty Princess)",
     Card(DifficultyOf(1, _mission), Success(Seq(Gain(3), Draw(2))),
          Failure(Do(destroy, this))))
card("5fa970e7-43c7-48ba-9107-96e95f1d1fa3", "Jonas Quinn (Driven Explorer)", Card(
    SkillBonus(SCIENCE, 1, this, has_glyphs(Glyph.GEMINI)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI)),
    SkillBonus(CULTURE, 1, this, has_glyphs(Glyph.LIBRA)),
    SkillBonus(INGENUITY, 1, this, has_glyphs(Glyph.LIBRA)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True)),
    SkillBonus(INGENUITY, 1, this, has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True))))


# --- more hand abilities, gear, glyph-conditioned team characters ---

_wraith = trait("Wraith")
_atlantis = trait("Atlantis")
_tokra = trait("Tok'ra")


def _block_this_for_mission(t: Surface, source: int) -> bool:
    t.block(source, until_mission_end=True)
    return True


def _ready_this(t: Surface, source: int) -> bool:
    return t.ready(source)


def _ronon_targets(t: Surface, source: int) -> Sequence[int]:
    return select(t, source, adversary & ((assigned & _wraith) | ready))


def _skills_per_glyph(t: Surface, source: int, action: ActivateAbility) -> None:
    n = len(t.glyphs(action.target))
    if n:
        t.modify(action.target, n, skills=True)


def _events_in_discard(pick: Pick) -> Targets:
    return lambda t, s: select(t, s, event_card & pick, t.discard_pile(t.owner(s)))


def _take_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.take_into_hand(action.target)


def _stop_incapacitated_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop_incapacitated(action.target)


def _of(pick: Pick) -> Targets:
    return lambda t, s: select(t, s, pick)


class HankLandryNegotiator(CardEffect):
    """Assigned, he raises the skills of his fellow SGC characters by one per glyph kind
    the two share."""

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        if target == source or not t.is_assigned(source) or not t.is_character(target) \
                or not t.has_trait(target, "SGC"):
            return 0
        return len(glyph_kinds(t, source) & glyph_kinds(t, target))


card("36c5d39b-b1e6-42c4-bb09-c03be47855a6", "Ronon Dex (Prey Turned Hunter)", HandText(
    WhenPlayed(Simple(_block_this_for_mission)),
    Abilities(from_hand("Ronon Dex: destroy an adversary", 4, _destroy_target,
                        _ronon_targets))))
card("f8759cf4-c5e8-42c4-9abf-4e96d48bf2f0", "Teyla Emmagan (Seasoned Traveler)",
     HandText(Abilities(from_hand("Teyla Emmagan: skills per glyph", 2, _skills_per_glyph,
                                  _of(_atlantis & team_character)))))
card("84c9b1fe-fe1c-461a-b427-5e4cbe4cc0ff", "Kelmaa (Reverent Scientist)", HandText(Abilities(
    from_hand("Kelmaa: an event back to hand", 3, _take_target,
              _events_in_discard(~_tokra), hero_only=True),
    from_hand("Kelmaa: a Tok'ra event back to hand", 2, _take_target,
              _events_in_discard(_tokra), hero_only=True))))
card("1bc70483-bad2-4765-933c-6271878a3f6e", "Coughlin (On Guard Duty)", OpAbility(
    Seq(Do(block_for_mission, adversary & ready), MayPay(3), IfDid(Simple(_ready_this))),
    AbilityCost(stop_self=True), "Coughlin: block an adversary"))
card("0886d06d-4085-41e0-b18c-aff8d153a23e", "Atlantis Patch",
     Card(SkillsBy(lambda t, s: t.successful_missions(s), your & character & _atlantis)))
card("09898fdf-a478-46d5-956f-9957ba970c82", "Asgard Gate Controller", Card(On(
    Trigger.MISSION_PLAYED, Gain(1),
    lambda t, s, e: e.player == t.owner(s) and not t.first_mission_of_turn())))
card("429bba36-fe19-4b80-aeae-51dd528623a7", "Repair Drone", Card(Abilities(
    Ability("Repair Drone: an incapacitated ship becomes stopped",
            AbilityCost(power=2, stop_self=True), _stop_incapacitated_target,
            targets=_of(your & ship & incapacitated)),
    Ability("Repair Drone: ready a stopped ship", AbilityCost(power=2, stop_self=True),
            _ready_target, targets=_of(your & ship & stopped)))))
card("4dee76ce-ac4d-449e-a783-7f7811e15678", "Hank Landry (SGC Negotiator)",
     HankLandryNegotiator())
def _combat_to_culture_and_ingenuity(t: Surface, source: int, action: ActivateAbility) -> None:
    """Ruling: his Combat as the ability resolves (none or below zero adds nothing), added
    until the end of the current mission."""
    combat = t.skill(source, COMBAT) or 0
    if combat > 0:
        t.modify(source, combat, skill=CULTURE)
        t.modify(source, combat, skill=INGENUITY)


def _can_ready_this(t: Surface, source: int) -> bool:
    return t.is_stopped(source) or t.is_assigned(source)


def _own_combat_mission(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (event.player == t.owner(source) and event.card >= 0
            and t.printed_rating(event.card, COMBAT) is not None
            and has_glyphs(Glyph.PISCES, Glyph.SCORPIUS)(t, source)
            and _can_ready_this(t, source))


card("2f67acec-8d3f-484c-a4d7-8612de8f9a74", "Daniel Jackson (Pragmatic Diplomat)", Card(
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI)),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.PISCES)),
    Abilities(Ability("Daniel Jackson: his Combat added to Culture and Ingenuity",
                      AbilityCost(power=2, discards=1,
                                  any_glyph=(Glyph.GEMINI, Glyph.PISCES)),
                      _combat_to_culture_and_ingenuity, once_per_turn=True))))
card("74fbb156-9732-4b77-b366-33ee032d577b", "Martin Edwards (SG-11 Team Leader)", Card(
    SkillsBy(count_of(assigned & adversary), this,
             has_glyphs(Glyph.PISCES, Glyph.SCORPIUS, every=True)),
    On(Trigger.MISSION_PLAYED, Seq(MayPay(3), IfDid(Simple(_ready_this))),
       _own_combat_mission)))


# --- Baldr, Batu ---


class BatuHelmsman(CardEffect):
    """Assigned with a Jaffa ship of his player's, that player's firepower total is one
    higher (raised through his first such assigned ship)."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if not t.is_assigned(source):
            return 0
        ships = select(t, source, your & assigned & ship & _jaffa)
        return 1 if ships and target == min(ships) else 0


card("83e38ef0-9472-44d2-8821-b823648b2779", "Baldr (Lightbringer)", Card(On(
    Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop Baldr"), IfDid(Gain(1))),
    lambda t, s, e: e.player == t.owner(s) and e.card != s
    and t.is_support_character(e.card) and t.has_trait(e.card, "Asgard"))))
card("0d5805b2-a3d0-4f1d-97ca-8e7735520b9e", "Batu (Ha'tak Helmsman)", BatuHelmsman())


# --- glyph-conditioned team characters (grit is not in the engine) ---

_GRIT = "the grit keyword is not in the engine"


def _on_matching_mission(t: Surface, source: int) -> bool:
    return t.mission >= 0 and t.glyph_of(t.mission) in glyph_kinds(t, source)


def _own_glyph_count(t: Surface, source: int) -> int:
    return len(t.glyphs(source))


class CameronMitchellResourceful(CardEffect):
    """Three cards from the hand (two with Libra) for 1 power and 1 card, once a turn
    (twice with Scorpius: the ability is listed twice, each once a turn)."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        n = 2 if t.has_glyph(source, Glyph.LIBRA) else 3
        one = Ability(f"Cameron Mitchell: discard {n}, gain 1 and draw 1",
                      AbilityCost(discards=n), _gain_and_draw, once_per_turn=True)
        return (one, one) if t.has_glyph(source, Glyph.SCORPIUS) else (one,)


def _gain_and_draw(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    t.gain_power(me, 1)
    t.draw(me, 1)


_science_or_disease = obstacle & (trait("Disease") | Pick(
    lambda t, s, c: t.printed_rating(c, SCIENCE) is not None))

card("0953b04e-1dc9-42be-8cfd-f20fa4db76d4", "Gerak (Intractable Leader)", Card(On(
    Trigger.ASSIGNED, Seq(MayPay(2), IfDid(DoN(gets(1, skills=True),
                                                support_character & _jaffa,
                                                _own_glyph_count))),
    lambda t, s, e: e.card == s and _on_matching_mission(t, s))))
card("bbdb549a-e4cb-4c16-9611-88ef1ab9e85e", "Everett Young (Commander of the Destiny)",
     Card(On(Trigger.ASSIGNED, Seq(MayPay(2), IfDid(Simple(_ready_this))),
             lambda t, s, e: e.player == t.owner(s) and t.is_ship(e.card)
             and _on_matching_mission(t, s))), partial=_GRIT)
_science_two = Pick(lambda t, s, c: (t.skill(c, SCIENCE) or 0) >= 2)

card("db0ed18a-1444-485e-8dcf-ec2e17cc9779", "Carson Beckett (Humanitarian Doctor)",
     Card(On(Trigger.CARD_PLAYED, Seq(MayPay(3), IfDid(Seq(
         Simple(_ready_this),
         If(has_glyphs(Glyph.ORION, Glyph.SCORPIUS, every=True), Seq(
             MayPay(1), IfDid(Do(ready_it, your & character & other & _science_two)))))),
         ),
             opponent_plays(_science_or_disease,
                            when=has_glyphs(Glyph.ORION, Glyph.SCORPIUS)))))
card("94e804a8-9e16-4bad-9719-4825f081532b", "Cameron Mitchell (Resourceful Team Leader)",
     CameronMitchellResourceful())
card("640b93b2-406c-469a-a53f-8d999332201c", "Eli Wallace (Self-Confident Genius)", Card(
    CostChange(-1, plays(gear, when=has_glyphs(Glyph.SCORPIUS)), on=PLAYS),
    CostChange(-1, plays(ship, when=has_glyphs(Glyph.TRIANGULUM)), on=PLAYS),
    SkillBonus(CULTURE, 1, this, has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM, every=True)),
    SkillBonus(INGENUITY, 1, this,
               has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM, every=True))),
     partial=_GRIT)


# --- more gear and hand abilities ---

_nid_with_glyph = count_of(character & trait("NID") & with_glyph)


def _remove_failure_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _obstacles_rated(*skills: int) -> Targets:
    return lambda t, s: tuple(o for o in t.obstacles
                              if any(t.printed_rating(o, k) is not None for k in skills))


def _redraw_hand(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    hand = tuple(t.hand(me))
    for c in hand:
        t.discard(c)
    if hand:
        t.draw(me, len(hand))


def _ready_assigned_sgc_team(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, your & assigned & team_character & trait("SGC")):
        t.ready(c)


def _unblock_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.unblock(action.target)


class TransporterBeacon(CardEffect):
    """Gear: destroyed, and 3 power (1 less per NID character holding a glyph): the hand
    is discarded and as many cards drawn."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        power = max(0, 3 - _nid_with_glyph(t, source))
        return (Ability(f"Transporter Beacon: a new hand for {power} power",
                        AbilityCost(power=power, destroy_self=True), _redraw_hand),)


class HandOp(OpAbility):
    """A hand ability ("discard <this card> from your hand, pay N power -- <op>") whose
    effect is a declarative operation."""

    zones = frozenset({IN_PLAY, HAND})

    def __init__(self, op: Op, power: int, text: str, hero_only: bool = False) -> None:
        super().__init__(op, AbilityCost(power=power), text)
        self.ability = from_hand(text, power, self._use, hero_only=hero_only)


_ready_atlantis = count_of(your & ready & character & _atlantis)

card("6620e5a7-2d6e-45cb-bfe2-84fa0b10a4f6", "Destiny Armored Suit", Card(Abilities(
    Ability("Destiny Armored Suit: remove failure text", AbilityCost(power=2, stop_self=True),
            _remove_failure_target, targets=_obstacles_rated(COMBAT, INGENUITY)))))
card("5f139bc7-15ed-4909-ad28-2cb60895a099", "Transporter Beacon", TransporterBeacon())
card("659d740c-93c8-4a5c-b78d-e4e2264d6324", "Elizabeth Weir (Confident Leader)", HandOp(
    ArrangeTop(_ready_atlantis), 3, "Elizabeth Weir: arrange the mission pile",
    hero_only=True))
card("b05c4465-385c-4bd3-a2c0-9bc0f1a9b215", "George Hammond (Protective Commander)",
     HandText(Abilities(from_hand("George Hammond: ready the assigned SGC team", 4,
                                  _ready_assigned_sgc_team, hero_only=True)),
              On(Trigger.MISSION_SUCCEEDED, Seq(MayPay(discards=1, label="discard a card"),
                                                IfDid(Draw(1))),
                 lambda t, s, e: e.player == t.owner(s) and t.in_play(s)
                 and t.is_ready(s))))
# (Session 9 sp-cards12: his draw as he reaches the discard pile, any way he goes there,
# his own ability's discard too: `dsl.WhenPlacedInDiscard`.)
card("bd8ea87a-ac4b-452e-a864-aeffceaf6c2e", "Halling (Athosian Guide)", HandText(Abilities(
    from_hand("Halling: unblock a character", 3, _unblock_target,
              lambda t, s: select(t, s, character & blocked))),
    WhenPlacedInDiscard(Draw(1))))


# --- Chaka, Luciano ---

_no_affiliation = Pick(lambda t, s, c: not t.traits(c))


def _chaka_company(t: Surface, source: int) -> bool:
    return t.has_glyph(source, Glyph.GEMINI) and bool(select(
        t, source, assigned & character & other
        & (titled("Daniel Jackson") | _no_affiliation)))


def _ready_assigned_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


class DearerNextMission(NextMission):
    """The next mission of the turn: difficulty -1, and 1 power more to play. Ruling: no
    rule makes a mission cost power; its player pays the 1 as it is played (what he has
    of it)."""

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        super().answer(t, source, args, chosen)
        if t.mission >= 0:
            t.lose_power(t.owner(t.mission), min(1, t.power(t.owner(t.mission))))


card("3c1a2d73-d9b9-415c-b081-719c259c8c27", "Chaka (Unas Liaison)",
     Card(SkillsBy(1, this, _chaka_company),
          Success(If(has_glyphs(Glyph.PISCES), DearerNextMission(-1)))))
def _ready_two_nid(t: Surface, source: int, action: ActivateAbility) -> None:
    """The second choice: the target and one more assigned NID character (his player's
    pick, asked when there are several)."""
    t.ready(action.target)
    rest = select(t, source, assigned & character & trait("NID"))
    rest = tuple(c for c in rest if c != action.target)
    if rest:
        ask(t, source, "second", t.owner(source), rest, "ready another NID character")


class Luciano(HandText):
    """Trust Agent: "choose one" is offered as two abilities (one per choice); the
    second is aimed at an assigned NID character and needs two of them."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "second":
            if chosen:
                t.ready(chosen[0])
            return
        super().resume(t, source, step, args, chosen)


def _two_nid_targets(t: Surface, source: int) -> Sequence[int]:
    found = select(t, source, assigned & character & trait("NID"))
    return found if len(found) >= 2 else ()


card("14e865c3-18b7-4dc6-8f2f-7c646ed1b20b", "Luciano (Trust Agent)", Luciano(
    OwnCost(lambda t, s: -_nid_with_glyph(t, s)),
    Abilities(from_hand("Luciano: ready an assigned character", 1, _ready_assigned_target,
                        _of(assigned & character), hero_only=True),
              from_hand("Luciano: ready two assigned NID characters", 1, _ready_two_nid,
                        _two_nid_targets, hero_only=True))))


class Jolinar(Card):
    """Seasoned Operative: her point value (part of her opponent's victory total,
    `CardEffect.point_value_modifier`) rises by one with Pisces, one with Scorpius, and one
    more with both."""

    def point_value_modifier(self, t: Surface, source: int) -> int:
        pisces, scorpius = t.has_glyph(source, Glyph.PISCES), t.has_glyph(source, Glyph.SCORPIUS)
        return int(pisces) + int(scorpius) + int(pisces and scorpius)


card("b159785f-6c57-4d30-bfd2-2d26257d37b0", "Jolinar (Seasoned Operative)", Jolinar(
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.PISCES, Glyph.SCORPIUS, every=True)),
    SkillBonus(INGENUITY, 1, this, has_glyphs(Glyph.PISCES, Glyph.SCORPIUS, every=True))))


# --- session 7 (sp-cards9) ---------------------------------------------------------------


def _aegir_count(t: Surface, source: int) -> int:
    return len(t.glyphs(source)) + len(select(t, source, your & assigned & ship
                                              & trait("Asgard")))


def _aegir_reshuffle(t: Surface, source: int) -> bool:
    """Per glyph of his and per assigned Asgard ship, a random card of the discard pile
    shuffled into the deck (different cards; fewer when the pile runs out)."""
    me = t.owner(source)
    pool = list(t.discard_pile(me))
    picked: list[int] = []
    for _ in range(_aegir_count(t, source)):
        c = t.random_card(pool)
        if c < 0:
            break
        pool.remove(c)
        picked.append(c)
    if picked:
        t.shuffle_into_deck(picked)
    return bool(picked)


def _aegir_easier(t: Surface, source: int) -> bool:
    kinds = len(glyph_kinds(t, source))
    if t.mission < 0 or not kinds:
        return False
    t.modify(t.mission, -kinds, difficulty=True)
    return True


# Ruling: "you may" is one choice for all the cards (all of them, or none).
card("49565c15-818b-4166-abcf-fbc04e86b609", "Aegir (Commander of the Valhalla)", Card(
    Victory(If(lambda t, s: _aegir_count(t, s) > 0 and bool(t.discard_pile(t.owner(s))),
               May(Simple(_aegir_reshuffle), label="shuffle random discards into the deck"))),
    Victory(If(has_glyphs(Glyph.SCORPIUS, Glyph.TRIANGULUM), Simple(_aegir_easier)))))


# --- Destiny Gate Controls ---

_MISSION_PHASE = frozenset({
    "play mission", "performing actions", "ship battle", "ship battle: incapacitate a ship",
    "ship battle: victory", "success or failure", "stop assigned cards",
    "revive or score adversaries", "destroy obstacles and complications", "earn a glyph",
    "mission end", "deciding to continue", "mission end: modifiers end"})


class DestinyGateControls(CardEffect):
    """When its player would draw during a mission phase (card text's draws), he may
    stop this gear: he drains as many cards instead and gains 1 power per card drained.
    Ruling: the mission phase runs from the mission's play to the decision to continue;
    the hand refill of the debrief is not a draw of the mission phase."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DRAW and player == t.owner(source) and value > 0
                and t.is_ready(source) and t.phase in _MISSION_PHASE
                and not t.recall(source, "declined"))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "instead", player, (0,), f"stop the gear to drain {value} instead?",
            optional=True, labels=(f"drain {value} and gain as much power",), args=(value,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me, n = t.owner(source), args[0]
        if chosen and t.stop(source):
            drained = min(n, t.deck_size(me))
            t.mill(me, drained)
            if drained:
                t.gain_power(me, drained)
            return
        t.remember(source, "declined", (1,))
        t.draw(me, n)
        t.forget(source, "declined")


card("01920e68-029f-4332-9b07-8a550d797e4d", "Destiny Gate Controls", DestinyGateControls())


# --- Rodney McKay ---


# Session 10 sp-cards15: his second ability, "stop X gears" as one ability per X (X from 1
# to `_MCKAY_MOST`, each listed with every way of paying it), one of them a turn.
_MCKAY_X = "Rodney McKay: stop gears for power"
_MCKAY_MOST = 6


def _own_gear(t: Surface, source: int, card_: int) -> bool:
    return t.owner(card_) == t.owner(source) and t.is_gear(card_)


def _gain_per_gear_stopped(t: Surface, source: int, action: ActivateAbility) -> None:
    if action.stops:
        t.gain_power(t.owner(source), len(action.stops))


def _no_gears_stopped_yet(t: Surface, source: int) -> bool:
    """None of the X abilities used this turn ("only once each turn" for all of them)."""
    return not any(t.ability_uses(source, i) for i, a in enumerate(t.abilities_of(source))
                   if a.text.startswith(_MCKAY_X))


class _McKayGears(CardEffect):
    """Rodney McKay's "stop him and X gears: gain X", once each turn whatever X."""

    def __init__(self) -> None:
        self.list = tuple(Ability(
            f"{_MCKAY_X} ({x})",
            AbilityCost(stop_self=True, glyphs=(Glyph.LIBRA, Glyph.SCORPIUS), stop_others=x,
                        others=_own_gear),
            _gain_per_gear_stopped, once_per_turn=True, usable=_no_gears_stopped_yet)
            for x in range(1, _MCKAY_MOST + 1))

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.list

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        return self.list



def _ready_hero_ship_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _mckay_lends(t: Surface, source: int) -> bool:
    return ((t.is_ready(source) or t.is_assigned(source))
            and has_glyphs(Glyph.LIBRA, Glyph.SCORPIUS)(t, source))


card("f97460e6-1ec1-4e34-9daa-aa153c9dc609", "Rodney McKay (Xenotechnology Expert)",
     Card(Abilities(Ability(
         "Rodney McKay: stop a gear to ready a hero ship",
         AbilityCost(stop_others=1, others=lambda t, s, c: t.owner(c) == t.owner(s)
                     and t.is_gear(c)),
         _ready_hero_ship_target, usable=_mckay_lends,
         targets=_of(your & ship & (stopped | assigned)))),
         _McKayGears()))


# --- Kiselev, Wilson ---


def _gain_per_failed_mission(t: Surface, source: int, action: ActivateAbility) -> None:
    n = t.failed_mission_count(source)
    if n:
        t.gain_power(t.owner(source), n)


def _assigning_this(t: Surface, source: int, player: int, action: object) -> bool:
    return isinstance(action, Assign) and action.card == source


def _empty_hand_assign(t: Surface, source: int, player: int, action: object) -> bool:
    return _assigning_this(t, source, player, action) and not t.hand(t.owner(source))


# Ruling: the card discarded to assign him is picked as he is assigned (he can't be
# assigned with an empty hand); the 4 power are part of his assignment cost.
card("c17c80ae-f171-45d9-9f3b-6181a03e5902", "Kiselev (Russian Minister of Defense)",
     HandText(
         Abilities(from_hand("Kiselev: power for the failed missions", 0,
                             _gain_per_failed_mission)),
         CostChange(4, _assigning_this, on=OWN),
         Cant(_empty_hand_assign, "Kiselev: a card must be discarded to assign him"),
         WhenAssigned(this, Do(discard, Pick(lambda t, s, c: True), among=HAND_CARDS,
                               prompt="discard a card to assign Kiselev")),
         SkillsBy(1, your & character & other & trait("Russian"),
                  lambda t, s: t.in_play(s) and t.is_assigned(s))))


def _opponent_discarded_this_mission(t: Surface, source: int) -> bool:
    them = t.opponent(t.owner(source))
    return any(p == them for p, _ in t.logged_this_mission(("discard",)))


def _wilson_choice(t: Surface, source: int, action: ActivateAbility) -> None:
    if _opponent_discarded_this_mission(t, source):
        ask(t, source, "wilson", t.owner(source), (0, 1), "choose one",
            labels=("gain 1 power", "draw two cards"))


def _battles_this_turn(t: Surface) -> int:
    return len(t.logged_this_turn(("ship battle",)))


class Wilson(HandText):
    """Observant Sergeant: his hand ability's choice; and, after his Success text, the
    opponent's firepower total is one lower in the next ship battle of the turn (lowered
    through the opponent's first assigned ship: ruling)."""

    def hooks(self) -> frozenset[str]:
        return super().hooks() | {"firepower_modifier"}

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "wilson":
            if chosen and chosen[0] == 0:
                t.gain_power(t.owner(source), 1)
            elif chosen:
                t.draw(t.owner(source), 2)
            return
        super().resume(t, source, step, args, chosen)

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        armed = t.recall(source, "armed")
        if not armed or armed != (t.turn, _battles_this_turn(t)) or not t.in_play(source):
            return 0
        them = t.opponent(t.owner(source))
        ships = [c for c in t.assigned(them) if t.is_ship(c)]
        return -1 if ships and target == min(ships) else 0


def _arm_wilson(t: Surface, source: int) -> bool:
    t.remember(source, "armed", (t.turn, _battles_this_turn(t)))
    return True


card("383736c2-8000-4a64-9c8b-1a4d23c57f6f", "Wilson (Observant Sergeant)", Wilson(
    Abilities(from_hand("Wilson: a power or two cards", 0, _wilson_choice, hero_only=True)),
    Success(Simple(_arm_wilson))))


# --- Safe House ---


def _no_failure_this_turn(t: Surface, source: int) -> bool:
    return not t.failed_mission_count(source)


def _tuck_gear(t: Surface, source: int, card: int) -> bool:
    """The gear is destroyed, then goes face down beneath Safe House."""
    t.destroy(card)
    t.place_beneath(card, source)
    return True


class SafeHouseExperience(CardEffect):
    """Experience +1 (toward winning) per card beneath it."""

    def experience(self, t: Surface, source: int) -> int:
        return len(t.beneath(source))


# Ruling: "a gear" is another gear of its player's (the hero alone has gears).
card("84f9705d-959d-4c9c-9e40-0c8758a83aae", "Safe House", Card(
    SafeHouseExperience(),
    On(Trigger.DEBRIEF_START, If(_no_failure_this_turn, Seq(
        MayPay(1, label="pay 1 to destroy a gear and keep it here"),
        IfDid(Do(_tuck_gear, your & gear & other, prompt="the gear to destroy")))),
       lambda t, s, e: e.player == t.owner(s) and t.in_play(s))))


# --- Jennings ---


def _discards_of(t: Surface, player: int) -> int:
    return sum(1 for p, _ in t.logged_this_turn(("discard",)) if p == player)


def _discarder(t: Surface, s: int, whose: str) -> int:
    return t.opponent(t.owner(s)) if whose == "opponent" else t.owner(s)


def _new_discard_batch(whose: str, glyphs_test: Callable[[Surface, int], bool]
                       ) -> Callable[[Surface, int, TriggerEvent], bool]:
    """A discard from the hand by `whose` ("opponent" or "you") not yet answered: the
    cards discarded at once are each an event, and "one or more" answers once (ruling);
    Jennings remembers how many discards of that player he has answered (`_mark`)."""
    def test(t: Surface, s: int, e: TriggerEvent) -> bool:
        player = _discarder(t, s, whose)
        if e.player != player or not glyphs_test(t, s) or not t.in_play(s):
            return False
        seen = t.recall(s, whose)
        return not (seen and seen[0] == t.turn and seen[1] >= _discards_of(t, player))
    return test


def _mark(whose: str) -> Simple:
    def run(t: Surface, s: int) -> bool:
        t.remember(s, whose, (t.turn, _discards_of(t, _discarder(t, s, whose))))
        return True
    return Simple(run)


card("125c884a-d97f-4097-9cde-8850a3299d4a", "Jennings (Hardliner)", Card(
    On(Trigger.DISCARDED, Seq(_mark("opponent"), May(Draw(1), label="draw a card")),
       _new_discard_batch("opponent", has_glyphs(Glyph.LIBRA, Glyph.SCORPIUS))),
    On(Trigger.DISCARDED, Seq(_mark("you"), May(Draw(1), label="draw a card")),
       _new_discard_batch("you", has_glyphs(Glyph.LIBRA, Glyph.SCORPIUS, every=True)))))


# --- Holographic Database ---


class HolographicDatabase(CardEffect):
    """When its player would draw during a mission phase (card text's draws), he may stop
    it and pay 1 power: he draws twice as many instead, then puts half of the cards drawn
    (rounded down) on the bottom of his deck, one at a time (the last picked lowest).
    Ruling: the mission phase as for Destiny Gate Controls."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DRAW and player == t.owner(source) and value > 0
                and t.is_ready(source) and t.power(player) >= 1
                and t.phase in _MISSION_PHASE and not t.recall(source, "declined"))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "instead", player, (0,), f"stop and pay 1 to draw {2 * value}?",
            optional=True, labels=(f"draw {2 * value}, keep {value}",), args=(value,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "instead":
            n = args[0]
            t.remember(source, "declined", (1,))
            if chosen and t.stop(source):
                t.lose_power(me, 1)
                before = set(t.hand(me))
                t.draw(me, 2 * n)
                drawn = tuple(c for c in t.hand(me) if c not in before)
                t.forget(source, "declined")
                self._bottom(t, source, drawn, len(drawn) // 2)
                return
            t.draw(me, n)
            t.forget(source, "declined")
            return
        if step == "bottom":  # args: the cards still to pick from, then how many left
            left, pool = args[-1], args[:-1]
            t.put_on_deck(chosen[0], bottom=True)
            self._bottom(t, source, tuple(c for c in pool if c != chosen[0]), left - 1)

    def _bottom(self, t: Surface, source: int, pool: tuple[int, ...], left: int) -> None:
        if left <= 0 or not pool:
            return
        ask(t, source, "bottom", t.owner(source), pool, "a drawn card to the deck's bottom",
            args=(*pool, left), hidden=True)


card("9d001e10-893d-406c-b1e0-d59f6f256945", "Holographic Database", HolographicDatabase())


# --- Peter Grodin ---

_GRODIN_MAX_X: Final = 5


# Session 10 sp-cards15: the power he gains as he is assigned, to be spent only on the
# abilities of his owner's gears and his own. Rulings: it is kept apart from his owner's
# power (nothing else can spend it), until the turn ends (as power does); it pays such an
# ability's printed power cost first, as far as it goes, before his other power.


def _grodin_assigned(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (event.card == source and event.player == t.owner(source)
            and has_glyphs(Glyph.LIBRA, Glyph.ORION)(t, source))


def _grodin_pool(t: Surface, source: int) -> int:
    held = t.recall(source, "pool")
    return held[1] if len(held) == 2 and held[0] == t.turn else 0


def _grodin_gains(t: Surface, source: int) -> bool:
    kinds = {t.glyph_of(m) for m in t.glyphs(source)}
    t.remember(source, "pool", (t.turn, _grodin_pool(t, source) + 1 + len(kinds)))
    return True


def _grodin_printed(t: Surface, source: int, card_: int, ability: int) -> int:
    """The printed power cost of an ability his power may pay (of his owner's gears, or
    his own), else 0."""
    if card_ != source and not (t.is_gear(card_) and t.owner(card_) == t.owner(source)):
        return 0
    abilities = t.abilities_of(card_)
    return abilities[ability].cost.power if 0 <= ability < len(abilities) else 0


class _GrodinPower(CardEffect):
    """His power pays (lowers) those abilities' costs, and is spent as they are used."""

    @property
    def cost_on(self) -> int:
        return COST_OTHER | COST_OWN

    @property
    def cost_sign(self) -> int:
        return -1

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not isinstance(action, ActivateAbility) or player != t.owner(source):
            return 0
        pool = _grodin_pool(t, source)
        if pool <= 0:
            return 0
        return -min(pool, _grodin_printed(t, source, action.card, action.ability))

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.ABILITY_USED and event.player == t.owner(source)
                and _grodin_pool(t, source) > 0)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        pool = _grodin_pool(t, source)
        spent = min(pool, _grodin_printed(t, source, event.card, event.value))
        if spent:
            t.remember(source, "pool", (t.turn, pool - spent))


class PeterGrodin(Card):
    """British Engineer: "pay X power" is offered as one ability per X from 1 to 5 (X = 0
    does nothing); each arranges the top X cards of his deck (`ArrangeTop`), then draws
    a card when X is 2 or more."""

    def __init__(self) -> None:
        roots: list[Op] = [ArrangeTop(x, deck=True) if x < 2
                           else Seq(ArrangeTop(x, deck=True), Draw(1))
                           for x in range(1, _GRODIN_MAX_X + 1)]
        # (Session 10 sp-cards15: the power he gains as he is assigned, `_GrodinPower`.)
        super().__init__(On(Trigger.ASSIGNED, Simple(_grodin_gains), _grodin_assigned),
                         _GrodinPower(), *(OnPlay(op) for op in roots))
        self.roots = roots
        self.on_plays = ()  # they run when an ability is used, never on play
        self.listed = tuple(
            Ability(f"Peter Grodin: arrange the top {x} cards", AbilityCost(power=x),
                    self._use) for x in range(1, _GRODIN_MAX_X + 1))
        self._used = self._used | {"abilities"}

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        self.roots[action.ability].start(t, source, ())

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        return self.listed


card("20191c92-ad1e-405d-82ef-e242d5e57781", "Peter Grodin (British Engineer)", PeterGrodin())


# --- "Tyler" ---


class TylerBoosts(CardEffect):
    """Ready or assigned, he lets his player boost any team character of his with a copy
    of his card from the hand (a "can": the same-title rule is waived)."""

    def permits(self, t: Surface, source: int, player: int, action: object,
                rule: str) -> bool:
        return (isinstance(action, Boost) and player == t.owner(source)
                and (t.is_ready(source) or t.is_assigned(source))
                and t.title_key(action.card) == t.title_key(source)
                and t.is_team_character(action.target) and t.owner(action.target) == player)


class TylerReturns(Op):
    """With Gemini and Pisces, as his player's debrief starts: X power buys back X+1
    copies of his card from the discard pile (X from 0 to what can be taken and paid)."""

    def _pile(self, t: Surface, source: int) -> tuple[int, ...]:
        key = t.title_key(source)
        return tuple(c for c in t.discard_pile(t.owner(source)) if t.title_key(c) == key)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        pile = self._pile(t, source)
        if not pile:
            self.finish(t, source, args, False)
            return
        top = min(t.power(t.owner(source)), len(pile) - 1)
        self.ask(t, source, t.owner(source), range(top + 1), "pay X to take X+1 back", args,
                 optional=True, labels=tuple(f"pay {x}, take {x + 1}" for x in range(top + 1)))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            x = chosen[0]
            t.lose_power(t.owner(source), x)
            for c in self._pile(t, source)[:x + 1]:
                t.take_into_hand(c)
        self.finish(t, source, args, bool(chosen))


card("d09d3705-97f2-4bd6-a2d5-c0afb8bd363d", "\"Tyler\" (Reole Ally)", Card(
    TylerBoosts(),
    SkillBonus(COMBAT, 1, this, has_glyphs(Glyph.GEMINI, Glyph.PISCES)),
    On(Trigger.DEBRIEF_START, TylerReturns(),
       lambda t, s, e: e.player == t.owner(s) and t.in_play(s)
       and has_glyphs(Glyph.GEMINI, Glyph.PISCES, every=True)(t, s))))


# --- session 8 sp-purge ------------------------------------------------------------


def _russian_discarded(t: Surface, s: int) -> bool:
    return any(t.has_trait(c, "Russian") for c in t.discard_pile(t.owner(s)))


def _own_glyphs(t: Surface, s: int) -> int:
    return len(t.glyphs(s))


# Daria Voronkova: the Russian card is purged as the cost is paid (usable only with one
# in her player's discard pile).
card("87b5296e-c18c-46f2-b73f-f5c95eefa6d3", "Daria Voronkova (Efficient Captain)",
     OpAbilities((OpUse("Daria Voronkova: gain 1 power per glyph",
                        AbilityCost(any_glyph=(Glyph.ORION, Glyph.TRIANGULUM)),
                        Seq(PurgeFrom(trait("Russian"), whose=YOU), Gain(_own_glyphs)),
                        usable=_russian_discarded, once_per_turn=True),)))


def _assigned_hero_ship(t: Surface, s: int, c: int) -> bool:
    return (t.is_ship(c) and t.is_assigned(c) and t.owner(c) == t.owner(s)
            and t.is_hero_card(c))


card("0232ab41-37da-49fa-a530-c544ed72277b", "Escape Pod",
     OpAbilities((OpUse("Escape Pod: ready a character",
                        AbilityCost(stop_others=1, others=_assigned_hero_ship),
                        Do(ready_verb, character), purge_self=True),)))


# --- session 9 sp-cards13: Sergei Ivanov ---


class SergeiIvanov(CardEffect):
    """As a support character of his player's reaches his discard pile (destroyed,
    discarded, milled...; `Trigger.PLACED_IN_DISCARD`), his player may pay with 1 power
    and Sergei's stop to have that card back in his hand. Ruling: the engine moves the
    card first and asks then (a replacement can't stop the step it is in to ask): the
    question is asked as soon as the step ends, and a yes takes it from the discard pile
    into the hand, as if it had gone there instead; gone from the discard pile meanwhile,
    nothing happens.
    Himself reaching the discard pile: his text no longer works there."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.PLACED_IN_DISCARD})

    def _can_pay(self, t: Surface, source: int) -> bool:
        return (t.in_play(source) and (t.is_ready(source) or t.is_assigned(source))
                and t.power(t.owner(source)) >= 1)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.PLACED_IN_DISCARD and event.card != source
                and event.card >= 0 and t.owner(event.card) == t.owner(source)
                and t.is_support_character(event.card) and t.zone(event.card) == "discard"
                and self._can_pay(t, source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if t.zone(event.card) != "discard" or not self._can_pay(t, source):
            return
        ask(t, source, "sergei", t.owner(source), (event.card,),
            "Sergei Ivanov (stopped, 1 power): that card back to the hand", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen or t.zone(chosen[0]) != "discard" or not self._can_pay(t, source):
            return
        t.lose_power(t.owner(source), 1)
        t.stop(source)
        t.take_into_hand(chosen[0])


card("8490bfa4-b470-4077-8ac0-d097fe524cf5", "Sergei Ivanov (Compassionate Officer)",
     SergeiIvanov())


# --- session 10 sp-cards15 ---------------------------------------------------------------


class Morrison(CardEffect):
    """Malcontent: cards of his owner's hand on their way to his discard pile
    (`Replace.DISCARD`) stay in the hand while he is asked whether he stops Morrison; if
    he does, twice as many cards of his deck's top are discarded instead, else those
    cards are discarded after all. Rulings: the cards sent at once (before he answers)
    are one placement, asked once; a placement paying a cost still pays it."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        if kind is not Replace.DISCARD or player != t.owner(source) \
                or t.zone(card) != "hand" or t.recall(source, "declined"):
            return False
        return bool(t.recall(source, "held")) or t.is_ready(source) or t.is_assigned(source)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        held = t.recall(source, "held")
        t.remember(source, "held", (*held, card))
        if not held:
            ask(t, source, "instead", player, (0,), "stop Morrison to discard from the deck?",
                optional=True, labels=("stop Morrison: twice as many from the deck",))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "instead":
            return
        me = t.owner(source)
        cards = tuple(c for c in t.recall(source, "held") if c in t.hand(me))
        t.forget(source, "held")
        if chosen and t.stop(source):
            t.mill(me, 2 * len(cards))
            return
        t.remember(source, "declined", (1,))
        for c in cards:
            t.discard(c)
        t.forget(source, "declined")


card("77520881-b16e-46f1-b1ac-9962602171c6", "Morrison (Malcontent)", Card(Morrison()))
