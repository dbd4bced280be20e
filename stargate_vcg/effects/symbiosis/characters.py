"""Symbiosis: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.cards import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OPPONENT,
    PLAYS,
    YOU,
    Abilities,
    AtDebriefStart,
    Blocked,
    Cant,
    Card,
    CostChange,
    Do,
    DoAll,
    DoAnyNumber,
    Failure,
    Forget,
    If,
    IfDid,
    May,
    MayPay,
    MissionGets,
    Modes,
    On,
    Op,
    OpAbilities,
    OpUse,
    Otherwise,
    OwnCost,
    PurgeFrom,
    RandomDiscard,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    destroy,
    gets,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    SkillsBonus,
    SkillsBy,
    adversary,
    anything,
    ask,
    assigned,
    assigned_with,
    character,
    count,
    gear,
    glyph_kinds,
    has_glyphs,
    incapacitated,
    other,
    plays,
    rated,
    select,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.effects.wormhole_xtreme.characters import missions_cheaper
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign, PlayCard
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Surface,
)


def _you_play(kind: Any) -> Any:
    """"Each time you play a <kind>" (an `On` test)."""
    def test(t: Surface, s: int, e: TriggerEvent) -> bool:
        return e.player == t.owner(s) and e.card != s and kind(t, s, e.card)
    return test


def _ingenuity_mission_played(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.kind is Trigger.MISSION_PLAYED and e.player == t.owner(s)
            and t.printed_rating(e.card, INGENUITY) is not None)


def _goauld_adversaries(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, adversary & trait("Goa'uld"))


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _assigns_this(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == s


# Support characters
card("5f37b0e3-3f5f-420a-a748-3a98d8811346", "Alicia Vega (Skeptical Captain)",
     Card(Failure(DoAll(destroy, this))))
card("d85c1f4a-75f3-4adb-9461-150273d33e4e", "Balik (Tok'ra Guard)",
     Card(On(Trigger.MISSION_PLAYED,
             Otherwise(May(DoAll(stop, this), label="stop Balik"), MissionGets(1)),
             _ingenuity_mission_played)))
card("619b1864-a2f9-401b-bd1c-ee0b1760a5de", "Bragi (Diplomat)",
     Card(Success(Seq(RandomDiscard(OPPONENT), RandomDiscard(OPPONENT)))))
card("ae9a9d50-5f47-444e-b951-0a8c50d0e5da", "David Swift (U.S. Secretary of Defense)",
     Card(On(Trigger.CARD_PLAYED, DoAll(gets(1, skills=True, until=UNTIL_TURN_END), this),
             _you_play(lambda t, s, c: t.is_gear(c)))))
card("25b9c8ae-db19-45dc-b279-3df90dee9820", "Dusty Mehra (Tactful Sergeant)",
     Card(WhenPlayed(MissionGets(-1))))
class Egeria(Card):
    """Mother of the Tok'ra: her ability's chosen character is destroyed as the mission
    ends (a delayed step of hers, "egeria", which still runs from her discard pile)."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "egeria":
            if args and t.in_play(args[0]):
                t.destroy_by(args[0], source)
            return
        super().resume(t, source, step, args, chosen)


def _egeria_boosts(t: Surface, source: int, action: ActivateAbility) -> None:
    """Ruling: "the chosen mission" is the current one: Culture and Science +3 until it
    ends, and he is destroyed then."""
    target = action.target
    t.modify(target, 3, skill=CULTURE)
    t.modify(target, 3, skill=SCIENCE)
    t.after_mission(source, "egeria", (target,))


def _tokra_supporters(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, support_character & trait("Tok'ra"))
                 if c != source)


card("192ea1e3-86db-4915-af8b-963dde6166ce", "Egeria (Mother of the Tok'ra)",
     Egeria(Cant(_assigns_this, "Egeria can't be assigned"),
            CostChange(-1, plays(support_character & trait("Tok'ra")), on=PLAYS),
            Abilities(Ability("Egeria: a Tok'ra support character gets Culture and Science",
                              AbilityCost(destroy_self=True), _egeria_boosts,
                              targets=_tokra_supporters))))
card("61f3ecab-710e-43d8-8686-9055de7f1859", "Liandra (Tok'ra Councillor)",
     Card(Abilities(Ability("Liandra: destroy a Goa'uld adversary",
                            AbilityCost(power=2, stop_self=True, destroy_self=True),
                            _destroy_target, targets=_goauld_adversaries))))
card("fb563099-c0d8-401d-aab9-9fe423473d43", "Nav'ar (The First Follower)",
     Card(OwnCost(lambda t, s: -count(assigned & team_character & trait("Jaffa")
                                      & with_glyph)(t, s))),
     partial="the grit keyword is not played")
card("388fa22c-ecac-4fcd-a9ac-7422e81175f1", "Raynolds (Rogue Operative)",
     Card(WhenPlayed(Modes(
         ("Science +2", DoAll(gets(2, skill=SCIENCE, until=UNTIL_TURN_END), this)),
         ("Ingenuity +2", DoAll(gets(2, skill=INGENUITY, until=UNTIL_TURN_END), this))))))
card("8e2a0739-9e54-4d5e-9e47-d832e4e16fbb", "Shevchenko (SG-4 Team Member)",
     Card(Blocked(this, lambda t, s: t.first_mission_of_turn())),
     partial="the grit keyword is not played")


# --- team characters ---------------------------------------------------------------------


def _has(*glyphs: Glyph) -> Callable[[Surface, int], bool]:
    """This character has each of these glyphs."""
    return lambda t, s: all(t.has_glyph(s, g) for g in glyphs)


def _has_any(*glyphs: Glyph) -> Callable[[Surface, int], bool]:
    """This character has one of these glyphs."""
    return lambda t, s: any(t.has_glyph(s, g) for g in glyphs)


def _shared_glyphs(t: Surface, source: int) -> int:
    """Alison Porter: how many kinds of her glyphs some other character shares."""
    others = [c for c in select(t, source, character) if c != source]
    return sum(1 for g in glyph_kinds(t, source) if any(t.has_glyph(c, g) for c in others))


def _printed_at_least_one(skill: int) -> Pick:
    """Ruling: "with 1 <skill> or more" reads the printed rating (a bonus it gives
    can't count itself)."""
    return Pick(lambda t, s, c: (t.printed_rating(c, skill) or 0) >= 1)


def _obstacle_played_by_opponent(pick: Pick, *glyphs: Glyph) -> Any:
    def applies(t: Surface, s: int, player: int, action: Any) -> bool:
        return (isinstance(action, PlayCard) and player != t.owner(s)
                and t.is_obstacle(action.card) and pick(t, s, action.card)
                and _has(*glyphs)(t, s))
    return applies


def _science_obstacles_here(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(o for o in t.obstacles if t.printed_rating(o, SCIENCE) is not None)


def _face_down(t: Surface, source: int, action: ActivateAbility) -> None:
    t.turn_face_down(action.target)


def _jaffa_supports_stronger(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, your & support_character & trait("Jaffa")):
        t.modify(c, 1, skills=True)


def _gain_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 1)


def _draw_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.draw(t.owner(source), 1)


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _other_stopped_team(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, your & team_character & stopped & other)


def _jaffa_support_of_yours(t: Surface, source: int, card: int) -> bool:
    return (t.owner(card) == t.owner(source) and t.is_support_character(card)
            and t.has_trait(card, "Jaffa"))


def _jaffa_character_of_yours(t: Surface, source: int, card: int) -> bool:
    return (t.owner(card) == t.owner(source) and t.is_character(card)
            and t.has_trait(card, "Jaffa"))


def _bratac_glyph_matches(t: Surface, source: int) -> bool:
    """Bra'tac (Inspiring Mentor) is assigned to a mission showing a glyph of his."""
    return t.mission >= 0 and t.mission_glyph(t.mission) in glyph_kinds(t, source)


def _bratac_price(t: Surface, source: int, card: int) -> int:
    return max(0, t.printed_cost(card) - len(glyph_kinds(t, source)))


def _bratac_can_play(t: Surface, source: int, card: int) -> bool:
    return (t.owner(card) == t.owner(source) and t.is_support_character(card)
            and t.has_trait(card, "Jaffa")
            and t.power(t.owner(source)) >= _bratac_price(t, source, card))


def _bratac_plays(t: Surface, source: int, card: int) -> bool:
    """Ruling: played from the hand at its cost less one per different glyph of his
    (the card's own cost changes are not added)."""
    t.play_from_hand(card, _bratac_price(t, source, card))
    return True


def _with_russian_or_sgc(t: Surface, source: int) -> bool:
    return t.has_glyph(source, Glyph.TRIANGULUM) and assigned_with(
        team_character & (trait("Russian") | trait("SGC")))(t, source)


def _put_gear_into_play(t: Surface, source: int, card: int) -> bool:
    t.put_into_play(card)
    return True


def _francine_experience(t: Surface, source: int) -> int:
    return sum(1 for m in t.glyphs(source)
               if t.glyph_of(m) in (Glyph.LIBRA, Glyph.ORION)
               and t.printed_experience(m) in (1, 2))


def _anise_readies(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)
    if (_has(Glyph.LIBRA, Glyph.SCORPIUS)(t, source)
            and (t.has_trait(action.target, "Tok'ra") or t.has_trait(action.target, "SGC"))):
        ask(t, source, "herself", t.owner(source), (source,), "ready Anise too",
            optional=True)


class Anise(CardEffect):
    """Anise (Impatient Scientist): with Libra, stopped and for 2 power, she readies
    another stopped team character; with Libra and Scorpius, if that one is Tok'ra or
    SGC, she may ready herself too."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _ANISE

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _ANISE

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.ready(source)


_ANISE = (Ability("Anise: ready another stopped team character",
                  AbilityCost(glyphs=(Glyph.LIBRA,), stop_self=True, power=2),
                  _anise_readies, targets=_other_stopped_team),)


class FrancineMichaels(CardEffect):
    """Francine Michaels (Antarctica Researcher Leader): one more experience for each of
    her Libra and Orion glyphs from a mission printed with experience 1 or 2."""

    def experience(self, t: Surface, source: int) -> int:
        return _francine_experience(t, source)


card("b5448e43-3e59-4566-98d2-ec960e5f360f", "Alison Porter (Adventurous Scientist)",
     Card(SkillsBy(_shared_glyphs, this)))
card("473307b8-cbe7-45f5-bc2b-6646dd6aa173", "Anise (Impatient Scientist)", Anise())
card("a40aafaf-aedc-476c-a1be-696a61947f5c", "Anne Teldy (Inspiring Leader)",
     Card(SkillBonus(INGENUITY, 1, support_character & _printed_at_least_one(INGENUITY),
                     when=_has(Glyph.LIBRA)),
          SkillBonus(COMBAT, 1, support_character & _printed_at_least_one(COMBAT),
                     when=_has(Glyph.SCORPIUS)),
          WhenAssigned(this, If(_has(Glyph.LIBRA, Glyph.SCORPIUS),
                                Seq(MayPay(3), IfDid(Do(ready, support_character)))))))
card("69e0f32d-9ce8-49e2-9a00-ec02089fc4e5", "Bra'tac (Inspiring Mentor)",
     Card(WhenAssigned(this, If(_bratac_glyph_matches,
                                Do(_bratac_plays, Pick(_bratac_can_play), among=HAND,
                                   optional=True, prompt="play a Jaffa support character"))),
          Abilities(Ability("Bra'tac: draw a card",
                            AbilityCost(stop_others=1, others=_jaffa_character_of_yours),
                            _draw_one))))
card("bb69e0eb-f2c8-4507-93d9-ede6ffb8be88",
     "Carolyn Lam (Infectious Diseases Specialist)",
     Card(CostChange(1, _obstacle_played_by_opponent(trait("Disease"), Glyph.ORION), on=PLAYS),
          CostChange(1, _obstacle_played_by_opponent(rated(SCIENCE), Glyph.SCORPIUS),
                     on=PLAYS),
          Abilities(Ability("Carolyn Lam: turn a Science obstacle face down",
                            AbilityCost(glyphs=(Glyph.ORION, Glyph.SCORPIUS), power=2),
                            _face_down, once_per_turn=True,
                            targets=_science_obstacles_here))))
card("b6c173c2-0672-437c-89de-af396c26df24", "Cha'ra (Free Jaffa Nation Councilor)",
     Card(Abilities(
         Ability("Cha'ra: gain 1 power",
                 AbilityCost(any_glyph=(Glyph.SCORPIUS, Glyph.TRIANGULUM), stop_others=2,
                             others=_jaffa_support_of_yours), _gain_one),
         Ability("Cha'ra: skills +1 to Jaffa supporters",
                 AbilityCost(glyphs=(Glyph.SCORPIUS, Glyph.TRIANGULUM), stop_self=True),
                 _jaffa_supports_stronger))))
card("d14609ba-32b4-45c2-868a-5f1cf3223b3a",
     "Francine Michaels (Antarctica Researcher Leader)", FrancineMichaels())
class _BoostedByKin(CardEffect):
    """Jacob Carter: with Orion, any Tok'ra character card boosts him; with Pisces, any
    SGC character card (a "can": the same-title rule is waived, as Mimic device's)."""

    def permits(self, t: Surface, source: int, player: int, action: Any,
                rule: str) -> bool:
        from stargate_vcg.engine.stargate.actions import Boost

        if not (isinstance(action, Boost) and action.target == source
                and player == t.owner(source) and t.is_character(action.card)):
            return False
        return ((t.has_glyph(source, Glyph.ORION) and t.has_trait(action.card, "Tok'ra"))
                or (t.has_glyph(source, Glyph.PISCES) and t.has_trait(action.card, "SGC")))


card("50306bcf-c917-4fa0-acfd-73f4089d51e9", "Jacob Carter (Master Tactician)",
     Card(SkillBonus(SCIENCE, 1, this, when=_has(Glyph.ORION, Glyph.PISCES)),
          SkillBonus(COMBAT, 1, this, when=_has(Glyph.ORION, Glyph.PISCES)),
          _BoostedByKin()))
card("d4e3ec0f-988a-49be-bd57-91ff43141a95", "Svetlana Markov (Sarcastic Scientist)",
     Card(On(Trigger.GLYPH_EARNED,
             Do(_put_gear_into_play, your & gear, among=HAND, optional=True,
                prompt="put a gear into play, free"),
             lambda t, s, e: e.card == s),
          SkillsBonus(1, this, when=_with_russian_or_sgc)))


# --- batch 3 -------------------------------------------------------------------------------


class ClaireTobias(CardEffect):
    """Claire Tobias (Artifact Collector): with Gemini or Libra, one more experience for
    each ten cards in her player's discard pile, at most her point value."""

    def experience(self, t: Surface, source: int) -> int:
        if not (t.has_glyph(source, Glyph.GEMINI) or t.has_glyph(source, Glyph.LIBRA)):
            return 0
        return min(len(t.discard_pile(t.owner(source))) // 10, t.printed_cost(source))


def _jalen_may(t: Surface, source: int) -> bool:
    mark = t.recall(source, "used")
    return ((t.has_glyph(source, Glyph.PISCES) or t.has_glyph(source, Glyph.TRIANGULUM))
            and not (mark and mark[0] == t.turn))


def _mark_used(t: Surface, source: int) -> bool:
    t.remember(source, "used", (t.turn,))
    return True


_jalen_takes = Pick(lambda t, s, c: t.has_trait(c, "Tok'ra")
                    and t.printed_cost(c) <= len(t.glyphs(s)))


def _incapacitated_asgard(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, your & team_character & trait("Asgard") & incapacitated)


def _ready_incapacitated_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready_incapacitated(action.target)


card("178372b7-4fea-48b2-a028-5b98fbfb5b87", "Cor'ak (Eager to Fight)",
     Card(On(Trigger.MISSION_END, DoAll(destroy, this))))
card("7b89702f-3143-45a2-b7cb-9f0d458ffdb6", "Claire Tobias (Artifact Collector)",
     ClaireTobias())
card("ff5a5d6f-0acf-416d-89f3-a21ff3a83a29", "Jalen (Council Member)",
     Card(WhenAssigned(this, If(_jalen_may, Seq(
         Do(to_hand, _jalen_takes, among=DISCARD, optional=True),
         IfDid(Simple(_mark_used)))))))
def _asgard_support_play(t: Surface, source: int, player: int, card: int) -> bool:
    return (player == t.owner(source) and t.is_support_character(card)
            and t.has_trait(card, "Asgard"))


def _discount_this_turn(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "discount", (t.turn,))


class StoredConsciousness(CardEffect):
    """Stored Consciousness: stopped and destroyed, either the next Asgard support
    character its player plays this turn costs 2 less (the text works on from the
    discard pile), or an incapacitated Asgard team character of his is readied."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})
    listens = frozenset({Trigger.CARD_PLAYED})
    cost_on = PLAYS

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _STORED

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _STORED

    def _pending(self, t: Surface, source: int) -> bool:
        return t.recall(source, "discount") == (t.turn,)

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if (isinstance(action, PlayCard) and self._pending(t, source)
                and _asgard_support_play(t, source, player, action.card)):
            return -2
        return 0

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.CARD_PLAYED and self._pending(t, source)
                and _asgard_support_play(t, source, event.player, event.card))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.forget(source, "discount")


_STORED = (Ability("Stored Consciousness: the next Asgard supporter cheaper",
                   AbilityCost(stop_self=True, destroy_self=True), _discount_this_turn),
           Ability("Stored Consciousness: ready an incapacitated Asgard",
                   AbilityCost(stop_self=True, destroy_self=True),
                   _ready_incapacitated_target, targets=_incapacitated_asgard))

card("a7e6e626-e983-4018-85c0-b9e39e09dcd8", "Stored Consciousness", StoredConsciousness())


class Chepovetsky(CardEffect):
    """Chepovetsky (Secret Service Guard): destroyed, his player may put another copy of
    him from hand or deck into play at no cost, then shuffles the deck."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})
    listens = frozenset({Trigger.DESTROYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.DESTROYED and event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        copies = tuple(c for c in (*t.hand(me), *t.deck_cards(me))
                       if c != source and t.title(c) == t.title(source))
        if copies:
            ask(t, source, "copy", me, copies, "play a copy of him, free", optional=True,
                hidden=True)
        else:
            t.shuffle_deck(me)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_into_play(chosen[0])
        t.shuffle_deck(t.owner(source))


card("fbbea999-e528-47c1-a988-c5ad1e0df7ef", "Chepovetsky (Secret Service Guard)",
     Chepovetsky())


def _tasia_search(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    combat = tuple(m for m in t.mission_pile(me) if t.printed_rating(m, COMBAT) is not None)
    if combat:
        ask(t, source, "combat mission", me, combat, "search for a Combat mission",
            hidden=True)
    else:
        t.shuffle_mission_pile(me)


class Tasia(CardEffect):
    """Tasia (Tracker): stopped and destroyed, she finds a Combat mission of her player's
    pile, shown to all, which goes on top of the reshuffled rest."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _TASIA

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _TASIA

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.reveal(chosen[0])
            t.mission_to_top(t.owner(source), chosen[0], shuffle_rest=True)


_TASIA = (Ability("Tasia: a Combat mission to the top of the pile",
                  AbilityCost(stop_self=True, destroy_self=True), _tasia_search),)

card("226b044b-7388-40e6-b2fe-1c021789fdf9", "Tasia (Tracker)", Tasia())


def _tealc_absorbs(t: Surface, source: int, card: int) -> bool:
    """Teal'c (Avenger of Dar Eshkalon): the discarded Jaffa character's printed skills
    are added to his until the mission ends."""
    t.discard(card)
    for skill in (CULTURE, SCIENCE, COMBAT, INGENUITY):
        rating = t.printed_rating(card, skill)
        if rating:
            t.modify(source, rating, skill=skill)
    return True


_jaffa_character_card = Pick(lambda t, s, c: t.is_character(c) and t.has_trait(c, "Jaffa"))

card("4766611c-ea17-4ea8-b93d-73b2fabb92a7", "Teal'c (Avenger of Dar Eshkalon)",
     Card(WhenAssigned(this, If(_has_any(Glyph.LIBRA, Glyph.SCORPIUS),
                                Do(_tealc_absorbs, _jaffa_character_card, among=HAND,
                                   optional=True, prompt="discard a Jaffa character")))))


def _no_affiliation(t: Surface, source: int, card: int) -> bool:
    from stargate_vcg.effects.symbiosis.events import AFFILIATIONS

    return not any(t.has_trait(card, a) for a in AFFILIATIONS)


def _unaffiliated_stronger(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, character):
        if c != source and _no_affiliation(t, source, c):
            t.modify(c, 1, skills=True)


card("9b387692-af33-4e61-a6ab-81ddb8f1ebd9", "Harold Maybourne (King Arkhan The First)",
     Card(Abilities(Ability("Harold Maybourne: skills +1 to the unaffiliated",
                            AbilityCost(glyphs=(Glyph.GEMINI,), stop_self=True),
                            _unaffiliated_stronger)),
          CostChange(-1, plays(support_character & Pick(_no_affiliation),
                               when=has_glyphs(Glyph.GEMINI, Glyph.PISCES, every=True)),
                     on=PLAYS)))


def _ruslan_glyphs(t: Surface, source: int) -> int:
    """Missions cost 1 less with Libra, 1 less with Orion (2 with both)."""
    return int(t.has_glyph(source, Glyph.LIBRA)) + int(t.has_glyph(source, Glyph.ORION))


def _ruslan_stronger(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(source, 1, skills=True)


def _other_team_of_yours(t: Surface, source: int, card: int) -> bool:
    return card != source and t.owner(card) == t.owner(source) and t.is_team_character(card)


card("0c0af243-4946-4b1a-9fff-894ff9f534ac", "Ruslan Chernovshev (Corrupt Colonel)",
     Card(Abilities(Ability("Ruslan Chernovshev: skills +1",
                            AbilityCost(any_glyph=(Glyph.LIBRA, Glyph.ORION), stop_others=1,
                                        others=_other_team_of_yours),
                            _ruslan_stronger)),
          *missions_cheaper(_ruslan_glyphs, anyone=True)))


# --- session 7 sp-cards10 ---------------------------------------------------------------------


def _diseases_on_characters(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(o for c in select(t, source, character) for o in t.beneath(c)
                 if t.is_obstacle(o) and t.has_trait(o, "Disease"))


class Eir(Card):
    """Healer: her ability offers the Disease obstacles placed on characters; once one
    is destroyed, its holder is readied (step "heal")."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "heal":
            for obstacle in chosen:
                holder = next((c for c in select(t, source, character)
                               if obstacle in t.beneath(c)), -1)
                t.destroy_by(obstacle, source)
                if holder >= 0:
                    t.ready(holder)
            return
        super().resume(t, source, step, args, chosen)


def _eir_heals(t: Surface, source: int, action: ActivateAbility) -> None:
    options = _diseases_on_characters(t, source)
    if options:
        ask(t, source, "heal", t.owner(source), options, "Disease obstacle to destroy",
            optional=True)


card("9cf50b58-fbe3-479b-a07b-243d0946c1d4", "Eir (Healer)",
     Eir(Abilities(Ability("Eir: heal a character of a Disease obstacle",
                           AbilityCost(stop_self=True, power=3), _eir_heals))))


def _tokens_of(t: Surface, s: int) -> int:
    return t.promotion_tokens(s)


def _barrett_rallies(t: Surface, source: int, action: ActivateAbility) -> None:
    """Ruling (as other abilities that give skills without a duration): to the end of
    the current mission."""
    for c in t.team_characters(t.owner(source)):
        n = t.promotion_tokens(c)
        if c != source and n:
            t.modify(c, n, skills=True)


card("455163a9-b6e8-4edd-906f-f5d3f52a3c76", "Malcolm Barrett (Tenacious Agent)",
     Card(SkillsBy(_tokens_of, this, when=_has_any(Glyph.LIBRA, Glyph.SCORPIUS)),
          Abilities(Ability("Malcolm Barrett: team characters get skills per promotion token",
                            AbilityCost(glyphs=(Glyph.LIBRA, Glyph.SCORPIUS), stop_self=True,
                                        power=2),
                            _barrett_rallies))))


class _AnyNumberFromBeneathThis(DoAnyNumber):
    """Any number of the cards face down beneath this card, one at a time."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        return t.beneath(source)


def _beneath_this(t: Surface, source: int, card: int) -> bool:
    t.place_beneath(card, source)
    return True


def _take(t: Surface, source: int, card: int) -> bool:
    t.take_into_hand(card)
    return True


def _its_owners(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player == t.owner(s)


# Antarctica Base: ruling, its mission-phase timing is the start of its owner's debrief.
card("4a1a842a-e8c0-41de-9577-1c73685aaa62", "Antarctica Base",
     Card(On(Trigger.DEBRIEF_START,
             Do(_beneath_this, anything, among=HAND, optional=True,
                prompt="place face down beneath Antarctica Base"),
             lambda t, s, e: t.hero == t.owner(s)),
          On(Trigger.POWER_PHASE_END,
             _AnyNumberFromBeneathThis(_take, anything, prompt="take into hand"),
             _its_owners)))


class NaquadahChestBomb(Card):
    """Its ability's support character (stopped to pay) is destroyed; then an obstacle at
    the mission costing no more than his cost (+1 for a Jaffa) is destroyed (step
    "blast"). Ruling: the destruction is part of the cost, paid as the ability is used;
    the costs compared are the printed ones."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "blast":
            for obstacle in chosen:
                t.destroy_by(obstacle, source)
            return
        super().resume(t, source, step, args, chosen)


def _bomb_blasts(t: Surface, source: int, action: ActivateAbility) -> None:
    if not action.stops:
        return
    carrier = action.stops[0]
    reach = t.printed_cost(carrier) + (1 if t.has_trait(carrier, "Jaffa") else 0)
    t.destroy_by(carrier, source)
    options = tuple(o for o in t.obstacles if t.printed_cost(o) <= reach)
    if options and t.mission >= 0:
        ask(t, source, "blast", t.owner(source), options, "destroy an obstacle")


card("42547a36-d2e0-4979-af2c-42d60dcb07b2", "Naquadah Chest Bomb",
     NaquadahChestBomb(Abilities(Ability(
         "Naquadah Chest Bomb: a support character destroys an obstacle",
         AbilityCost(destroy_self=True, stop_others=1,
                     others=lambda t, s, c: t.is_support_character(c)
                     and t.owner(c) == t.owner(s)),
         _bomb_blasts))))


# --- Per'sus (Supreme High Councilor) ---------------------------------------------------------


def _stoppable_yours(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.characters(t.owner(s))
                 if c != s and (t.is_ready(c) or t.is_assigned(c)))


def _culture(t: Surface, c: int) -> int:
    return max(0, t.skill(c, CULTURE) or 0)


def _tokra_option(t: Surface, s: int) -> bool:
    return any(t.has_trait(c, "Tok'ra") for c in _stoppable_yours(t, s))


def _culture_option(t: Surface, s: int) -> bool:
    return sum(_culture(t, c) for c in _stoppable_yours(t, s)) >= 3


def _persus_unpaid(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == s
            and not (_tokra_option(t, s) or _culture_option(t, s)))


class _StopForCulture(Op):
    """Characters of his stopped one at a time until their Culture adds up to 3."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self._next(t, source, args, 0)

    def _next(self, t: Surface, source: int, args: tuple[int, ...], total: int) -> None:
        options = tuple(c for c in _stoppable_yours(t, source) if _culture(t, c) > 0)
        if total >= 3 or not options:
            self.finish(t, source, args, total >= 3)
            return
        self.ask(t, source, t.owner(source), options, f"stop (Culture {total} of 3)",
                 (*args, total))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, total = args[:-1], args[-1]
        for c in chosen:
            total += _culture(t, c)
            t.stop(c)
        self._next(t, source, args, total)


class _PersusPays(Modes):
    """The payments possible now: one asks nothing; both, his player chooses."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        usable = [i for i, ok in enumerate((_tokra_option(t, source),
                                            _culture_option(t, source))) if ok]
        if len(usable) == 1:
            self.modes[usable[0]][1].start(t, source, args)
            return
        if not usable:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), usable, "choose one", args,
                 labels=tuple(self.modes[i][0] for i in usable))


# Per'sus: ruling (as Censored Language's discard), the characters that pay for him are
# stopped as he is played (his player's own, ready or assigned; the Culture counted is
# their Culture then); he can be played only while one of the two payments is possible.
card("3dc37ff0-bc0a-4a56-9d64-a96af00d3f32", "Per'sus (Supreme High Councilor)",
     Card(Cant(_persus_unpaid, "Per'sus: stop a Tok'ra character, or 3 Culture, to play him"),
          WhenPlayed(_PersusPays(
              ("stop a Tok'ra character",
               Do(stop, Pick(lambda t, s, c: c in _stoppable_yours(t, s)
                             and t.has_trait(c, "Tok'ra")))),
              ("stop characters with 3 Culture or more", _StopForCulture())))))


# --- Teyla Emmagan (Team Player) ----------------------------------------------------------------


class TeylaEmmagan(CardEffect):
    """Team Player: earning a glyph she already had, she may pass it on to another team
    character, who is readied or gets skills +1 to the turn's end (both for 3 power with
    Libra or Orion). Ruling: Libra or Orion is looked at as the glyph is earned, before it
    moves on."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.GLYPH_EARNED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        # The event's value is 0 when the glyph earned is one he had (`ops.earn_glyph`).
        return (event.kind is Trigger.GLYPH_EARNED and event.card == source
                and event.value == 0 and bool(t.glyphs(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        options = tuple(c for c in t.team_characters(t.owner(source)) if c != source)
        glyphs = t.glyphs(source)
        if options and glyphs:
            both = int(_has_any(Glyph.LIBRA, Glyph.ORION)(t, source))
            ask(t, source, "teyla move", t.owner(source), options,
                "move the glyph to another team character", optional=True,
                args=(glyphs[-1], both))  # the one just earned: the last placed

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "teyla move":
            if not chosen:
                return
            mission, both = args
            target = chosen[0]
            t.move_glyph(mission, target)
            if both and t.power(me) >= 3:
                ask(t, source, "teyla both", me, (0,), "pay 3 power for both", optional=True,
                    labels=("pay 3 power: ready and skills +1",), args=(target,))
                return
            self._modes(t, source, target)
        elif step == "teyla both":
            target = args[0]
            if chosen:
                t.lose_power(me, 3)
                t.ready(target)
                t.modify(target, 1, skills=True, until=UNTIL_TURN_END)
            else:
                self._modes(t, source, target)
        elif step == "teyla mode":
            target = args[0]
            if chosen and chosen[0] == 0:
                t.ready(target)
            elif chosen:
                t.modify(target, 1, skills=True, until=UNTIL_TURN_END)

    def _modes(self, t: Surface, source: int, target: int) -> None:
        ask(t, source, "teyla mode", t.owner(source), (0, 1), "choose one",
            labels=("ready them", "skills +1 to the end of the turn"), args=(target,))


card("ea004102-6123-4480-9607-f47a3ce37889", "Teyla Emmagan (Team Player)", TeylaEmmagan())


# --- Tok'ra Science Lab -------------------------------------------------------------------------


class TokraScienceLab(CardEffect):
    """Each adversary its player destroys offers a draw; a Goa'uld one, also a card of his
    hand face down beneath it for 1 power and stopping it; he has 1 experience per card
    beneath it. Ruling: "you destroy" is a destruction by the text of one of his cards
    (`Surface.text_source` as the event fires); the villain's own choice to destroy an
    adversary he neither revives nor scores is not his."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.DESTROYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is not Trigger.DESTROYED or event.card < 0 or \
                not t.is_adversary(event.card):
            return False
        by = t.text_source()
        return by >= 0 and t.owner(by) == t.owner(source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        goauld = int(t.has_trait(event.card, "Goa'uld"))
        ask(t, source, "lab draw", t.owner(source), (0,), "draw a card", optional=True,
            labels=("draw a card",), args=(goauld,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "lab draw":
            if chosen:
                t.draw(me)
            if args and args[0] and t.in_play(source) and t.power(me) >= 1 and t.hand(me) \
                    and (t.is_ready(source) or t.is_assigned(source)):
                ask(t, source, "lab hide", me, t.hand(me),
                    "stop the lab and pay 1 power: a card of your hand beneath it",
                    optional=True, hidden=True)
        elif step == "lab hide" and chosen and t.stop(source):
            t.lose_power(me, 1)
            t.place_beneath(chosen[0], source)

    def experience(self, t: Surface, source: int) -> int:
        return len(t.beneath(source))


card("be955851-a907-4204-905c-a5c58fba45e9", "Tok'ra Science Lab", TokraScienceLab())


# --- session 8 sp-purge --------------------------------------------------------------------


def _jaffa_card(t: Surface, s: int, c: int) -> bool:
    return t.has_trait(c, "Jaffa")


def _karyn_can_pay(t: Surface, s: int) -> bool:
    pile = t.discard_pile(t.owner(s))
    return len(pile) >= 3 or any(_jaffa_card(t, s, c) for c in pile)


def _assigning_karyn_unpaid(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == s and not _karyn_can_pay(t, s)


class _KarynPays(Op):
    """The purge that pays for his assignment, out of his player's discard pile: a
    single Jaffa card, or three cards of any kind (a choice when both are possible)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        pile = t.discard_pile(t.owner(source))
        jaffa = tuple(c for c in pile if _jaffa_card(t, source, c))
        modes = tuple(i for i, ok in enumerate((bool(jaffa), len(pile) >= 3)) if ok)
        if not modes:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), modes, "purge to pay", args,
                 labels=tuple(("one Jaffa card", "any three cards")[i] for i in modes))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        pile = t.discard_pile(t.owner(source))
        if chosen and chosen[0] == 0:
            options = tuple(c for c in pile if _jaffa_card(t, source, c))
            self.ask_purge(t, source, options, 1, args)
        elif chosen:
            self.ask_purge(t, source, pile, 3, args)

    def ask_purge(self, t: Surface, source: int, options: tuple[int, ...], n: int,
                  args: tuple[int, ...]) -> None:
        ask_karyn_purge(t, source, options, n)


_KARYN_PURGE = "karyn purge"


def ask_karyn_purge(t: Surface, source: int, options: tuple[int, ...], n: int) -> None:
    """One card at a time (`n` left to purge: the decision's args)."""
    ask(t, source, _KARYN_PURGE, t.owner(source), options, "purge", args=(n,))


class Karyn(Card):
    """Kar'yn: assigning him costs a purge out of his player's discard pile (a Jaffa
    card, or three of any kind). Ruling (as the discards that pay for Censored Language and Lor
    Kor Harak): the cards are chosen and purged as he is assigned; he can't be assigned
    when they can't be paid."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == _KARYN_PURGE:
            for c in chosen:
                t.purge(c)
            left = args[0] - len(chosen) if args else 0
            pile = t.discard_pile(t.owner(source))
            if left > 0 and pile:
                ask_karyn_purge(t, source, pile, left)
            return
        super().resume(t, source, step, args, chosen)


card("40bbc989-7e40-4427-bb38-7fa12ae72d66", "Kar'yn (Young Rebel)",
     Karyn(Cant(_assigning_karyn_unpaid, "Kar'yn: his assignment is paid by purging a "
                "Jaffa card or three cards out of the discard pile"),
           WhenAssigned(this, _KarynPays())))


def _tokra_character_discarded(t: Surface, s: int) -> bool:
    return any(t.has_trait(c, "Tok'ra") and t.is_character(c)
               for c in t.discard_pile(t.owner(s)))


def _chosen_not_tokra(t: Surface, s: int) -> bool:
    return any(not t.has_trait(c, "Tok'ra") for c in t.recall(s, "tank"))


def _incapacitate_chosen(t: Surface, s: int) -> bool:
    did = False
    for c in t.recall(s, "tank"):
        if t.in_play(c):
            did = t.incapacitate(c) or did
    return did


# Symbiote Tank: the Tok'ra character card is purged as the cost is paid (usable only
# with one in its player's discard pile). The incapacitation comes at the start of this
# turn's debrief (its player's next one: the gear works on his hero turns only).
card("9f439b26-3dcc-4de6-8d4b-4a4abead0c2f", "Symbiote Tank",
     OpAbilities((OpUse("Symbiote Tank: skills +1 for the turn", AbilityCost(stop_self=True),
                        Seq(Forget("tank"),
                            PurgeFrom(trait("Tok'ra") & character, whose=YOU),
                            Do(gets(1, skills=True, until=UNTIL_TURN_END), character,
                               remember="tank"),
                            If(_chosen_not_tokra,
                               AtDebriefStart(Simple(_incapacitate_chosen)))),
                        usable=_tokra_character_discarded),)))


# --- session 9 sp-cards12: Natalia Orminski ---


def _natalia_mission_played(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.owner(source) and event.card == t.mission and t.mission >= 0


def _fail_and_replay(t: Surface, source: int) -> bool:
    return t.mission_to_failed_row()


# Ruling: the mission she sends to the failed mission row counts among the turn's failed
# missions, its Failure text unused (`Surface.mission_to_failed_row`); the mission played
# instead may be sent away too only while she is ready again (she is stopped to do it).
card("dc93e63e-f017-4f97-946a-fca07235dd7e", "Natalia Orminski (Translator)", Card(On(
    Trigger.MISSION_PLAYED,
    Seq(MayPay(1, stop_this=True, label="pay 1 power, Natalia Orminski stopped"),
        IfDid(Simple(_fail_and_replay))),
    _natalia_mission_played)))
