"""Base Set team and support characters, events and gear (by card id; each class is
named after its card's title; no card text here: data policy)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar, Final

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    OPPONENT,
    OWN,
    PLAYS,
    Abilities,
    Card,
    CostChange,
    CostTest,
    Do,
    Gain,
    IfDid,
    Lose,
    On,
    OnPlay,
    PayAndDiscard,
    Search,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    Success,
    WhenPlayed,
    block_for_mission,
    gets,
    modify_by,
    playing_this,
)
from stargate_vcg.effects.dsl import ready as ready_verb
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    SCIENCE,
    UNTIL_TURN_END,
    Condition,
    Pick,
    SkillsBonus,
    Text,
    about_this,
    adversary,
    ask,
    assigned,
    blocked,
    character,
    has_glyphs,
    obstacle,
    opponent_plays,
    opponents,
    other,
    played_this,
    power_at_least,
    rated,
    ready,
    select,
    sharing_glyph,
    support_character,
    team_character,
    this,
    this_assigned,
    this_ready,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import Action, ActivateAbility, PlayComplication
from stargate_vcg.engine.stargate.effects import (
    AS_ADVERSARY,
    COST_PLAY,
    NEEDS_OBSTACLE,
    TEXT_FAILURE,
    Ability,
    AbilityCost,
    CardEffect,
    Finder,
    PlayCost,
    Trigger,
    TriggerEvent,
    target_needs,
)
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # only mypyc reads the decorator: not a run-time dependency
    def mypyc_attr(*attrs: Any, **kwattrs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

# --- heroes ------------------------------------------------------------------------------


class Anise(CardEffect):
    """Determined Archaeologist: when played, her player may stop one team character to
    ready a different one."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.CARD_PLAYED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        stoppable = [c for c in t.team_characters(me) if t.is_ready(c) or t.is_assigned(c)]
        ask(t, source, "stop", me, stoppable, "stop a team character?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "stop" and chosen and t.stop(chosen[0]):
            readiable = [c for c in t.team_characters(me)
                         if c != chosen[0] and (t.is_stopped(c) or t.is_assigned(c))]
            ask(t, source, "ready", me, readiable, "ready a different team character")
        elif step == "ready" and chosen:
            t.ready(chosen[0])


class Merrin(CardEffect):
    """Orbanian Urrone: once assigned, she leaves play (destroyed) as the mission ends."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.ASSIGNED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.ASSIGNED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.after_mission(source, "destroy")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "destroy" and t.in_play(source):
            t.destroy(source)


class Darian(CardEffect):
    """Freedom Fighter: each time the opponent plays a complication, if he is ready,
    his owner gains 1 power."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.COMPLICATION_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.COMPLICATION_PLAYED and t.is_ready(source)
                and event.player == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


class NiceShot(CardEffect):
    """Event: one team character gets Combat +1 (+2 for a Jaffa) until mission end.
    Ruling: one of the player's own team characters (the card helps the hero)."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        ask(t, source, "aim", me, t.team_characters(me), "a team character gets Combat")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            target = chosen[0]
            t.modify(target, 2 if t.has_trait(target, "Jaffa") else 1, skill=COMBAT)


class TopMinds(CardEffect):
    """Event paid for by stopping two characters; it destroys an obstacle."""

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return PlayCost(stop=2)

    def on_play(self, t: Surface, source: int) -> None:
        ask(t, source, "destroy", t.owner(source), t.obstacles, "destroy an obstacle")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])


_combat_obstacle = obstacle & rated(COMBAT)


class _CombatObstacles(Finder):
    # (Finders as `Finder` classes: `legal` calls them natively, sp-list7.)
    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        return select(t, source, _combat_obstacle, t.obstacles)


_combat_obstacles: Final = _CombatObstacles()


target_needs(_combat_obstacles, NEEDS_OBSTACLE)  # none without an obstacle


def _easier(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, -1, difficulty=True)


def _no_failure_text(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


class ZatGun(CardEffect):
    """Gear: stop it and pay 1, 2 or 3 power, aimed at a Combat obstacle: difficulty -1;
    its failure text removed; destroyed."""

    MODES: ClassVar[tuple[Ability, ...]] = (
        Ability("Zat Gun: difficulty -1", AbilityCost(power=1, stop_self=True), _easier,
                targets=_combat_obstacles),
        Ability("Zat Gun: remove failure text", AbilityCost(power=2, stop_self=True),
                _no_failure_text, targets=_combat_obstacles),
        Ability("Zat Gun: destroy", AbilityCost(power=3, stop_self=True), _destroy_target,
                targets=_combat_obstacles),
    )

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES


card("7bc31821-102f-4c24-bf66-05eb14f37154", "Darian (Freedom Fighter)", Darian())
card("79974bc9-9b81-41e1-8868-c75f8fc58837", "Anise (Determined Archaeologist)", Anise())
card("cec32155-7eb9-4001-a923-1bf3b4ca0150", "Merrin (Orbanian Urrone)", Merrin())
card("cb1c3c22-ad98-4624-bc39-80a359347541", "Oma Desala (Guide to Ascension)",
     SkillsBonus(1, assigned & character & other, when=this_assigned))
card("0a124022-4054-4952-83d9-3ac43d16e7a1", "Gerak (Leader of the Jaffa)",
     SkillsBonus(1, this, when=power_at_least(4)))
# (Defs over module constants, not lambdas that make a glyph test anew and look the
# glyphs up on their enum at each ask: a skill bonus is asked at each mission's outcome.)
_ORION: Final = Glyph.ORION
_GEMINI: Final = Glyph.GEMINI
_LIBRA: Final = Glyph.LIBRA
_PISCES: Final = Glyph.PISCES
_SCORPIUS: Final = Glyph.SCORPIUS
_TRIANGULUM: Final = Glyph.TRIANGULUM


# (Conditions as `Condition`s, not defs: a skill bonus asks them natively.)
_ready_with_libra_or_scorpius = this_ready & has_glyphs(_LIBRA, _SCORPIUS)
_ready_with_gemini_and_pisces = this_ready & has_glyphs(_GEMINI, _PISCES, every=True)


card("dc4e26e7-2860-4851-9a5f-e53da0edf853", "Bra'tac (Jaffa Master)", Text(
    SkillsBonus(1, trait("Jaffa") & support_character, when=_ready_with_libra_or_scorpius),
    SkillsBonus(1, trait("Jaffa") & support_character, when=_ready_with_gemini_and_pisces)))
card("c849f29f-a7c0-471d-87f0-c1b1a381d635", "Nice Shot", NiceShot())
card("4e172aed-da95-4717-a2a3-55bdf3835dca", "Top Minds", TopMinds())
card("a853c2fe-bd32-44fb-9794-5213d00dfe22", "Zat Gun", ZatGun())




# --- added for cardsB: characters, events and gear of the preconstructed decks ---------

anything = Pick(lambda t, s, c: True)


class StopToPlay(CardEffect):
    """"To play this card, stop <n> of your <which>" (default: characters)."""

    def __init__(self, n: int = 1, which: Pick | None = None) -> None:
        self.cost = PlayCost(stop=n, which=which)

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


class LoyalSacrifice(CardEffect):
    """Event: its player sacrifices Jaffa support characters of his (as many as he
    likes); one of his team characters is readied per sacrifice (ruling: different
    ones, as many as can be)."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        jaffa = select(t, source, your & trait("Jaffa") & support_character)
        ask(t, source, "destroy", me, jaffa, "destroy Jaffa support characters",
            optional=True, most=len(jaffa))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "destroy" and chosen:
            for c in chosen:
                t.destroy(c)
            able = [c for c in t.team_characters(me) if t.is_stopped(c) or t.is_assigned(c)]
            n = min(len(chosen), len(able))
            ask(t, source, "ready", me, able, "ready team characters", least=n, most=n)
        elif step == "ready":
            for c in chosen:
                t.ready(c)


class ReceivingAGo(CardEffect):
    """Event: its player looks at as many top missions of his pile as he has ready SGC
    characters and returns them one by one, each above or below the rest (the last
    returned above is the new top; the last below, the new bottom). Only he sees them."""

    TOP: Final = 0
    BOTTOM: Final = 1

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        n = len(select(t, source, your & ready & trait("SGC") & character))
        pile = t.mission_pile(me)
        looked = pile[max(0, len(pile) - n):] if n > 0 else ()
        self._next(t, source, tuple(reversed(looked)))

    def _next(self, t: Surface, source: int, left: tuple[int, ...]) -> None:
        if left:
            ask(t, source, "card", t.owner(source), left, "put back a mission", args=left,
                hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "card" and chosen:
            ask(t, source, "where", me, (self.TOP, self.BOTTOM), "top or bottom",
                labels=("top", "bottom"), args=(chosen[0], *args), hidden=True)
        elif step == "where" and chosen:
            card_, left = args[0], args[1:]
            t.put_mission(card_, top=chosen[0] == self.TOP)
            self._next(t, source, tuple(c for c in left if c != card_))


class DialingComputer(CardEffect):
    """Gear: as its owner's debrief begins, the missions he failed this turn may go back
    above his mission pile, one by one (the last one returned ends up on top)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.DEBRIEF_START})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.DEBRIEF_START and event.player == t.owner(source) \
            and bool(self._failed(t, source))

    def _failed(self, t: Surface, source: int) -> tuple[int, ...]:
        return tuple(m for m in t.failed_missions() if t.owner(m) == t.owner(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        self._ask(t, source)

    def _ask(self, t: Surface, source: int) -> None:
        ask(t, source, "top", t.owner(source), self._failed(t, source),
            "put a failed mission on top", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.put_mission(chosen[0], top=True)
            if self._failed(t, source):
                self._ask(t, source)


class _HeroCardsInDiscard(Finder):
    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        # `select(..., hero_card, pile)` without the pick's calls per card.
        return t.hero_cards_in_discard(t.owner(source))


_hero_cards_in_discard: Final = _HeroCardsInDiscard()


def _shuffle_target_into_deck(t: Surface, source: int, action: ActivateAbility) -> None:
    t.shuffle_into_deck((action.target,))


class _StoppableOrAssignedYours(Finder):
    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        return t.stopped_or_assigned_characters(t.owner(source))


_stoppable_or_assigned_yours: Final = _StoppableOrAssignedYours()


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


class _Obstacles(Finder):
    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        return t.obstacles


_obstacles: Final = _Obstacles()


target_needs(_obstacles, NEEDS_OBSTACLE)


def _draw_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.draw(t.owner(source))


def _face_down(t: Surface, source: int, action: ActivateAbility) -> None:
    t.turn_face_down(action.target)


def _others_get_skills(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, your & team_character & other):
        t.modify(c, 1, skills=True)


class Malek(CardEffect):
    """Outpost Commander: as he comes into play, his player may shift one glyph between
    two of his characters (ruling: the characters in effect are the hero's own)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    @property
    def about_self(self) -> frozenset[Trigger]:
        return frozenset({Trigger.CARD_PLAYED})  # (`triggers`, below)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        if len(t.characters(me)) < 2:
            return
        glyphs = [m for c in t.characters(me) for m in t.glyphs(c)]
        ask(t, source, "glyph", me, glyphs, "move a glyph?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "glyph" and chosen:
            holder = next(c for c in t.characters(me) if chosen[0] in t.glyphs(c))
            others = [c for c in t.characters(me) if c != holder]
            ask(t, source, "to", me, others, "move it to", args=(chosen[0],))
        elif step == "to" and chosen:
            t.move_glyph(args[0], chosen[0])


def _culture_then_destroyed(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(source, 2, skill=CULTURE)
    t.after_mission(source, "destroy")


class NicholasBallard(CardEffect):
    """Outcast Scholar: discard a card for Culture +2 until mission end, then
    destroyed at its end; once each turn."""

    ABILITIES: ClassVar[tuple[Ability, ...]] = (
        Ability("Nicholas Ballard: Culture +2", AbilityCost(discards=1),
                _culture_then_destroyed, once_per_turn=True),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.ABILITIES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.ABILITIES

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "destroy" and t.in_play(source):
            t.destroy(source)


def _cross_stops_unless_nid(t: Surface, source: int) -> bool:
    if any(not t.has_trait(c, "NID") for c in t.recall(source, "chosen")):
        return t.stop(source)
    return False


def _combat_mission(t: Surface, source: int) -> bool:
    return COMBAT in t.mission_skills()


# Cost conditions asked at listings (the card in hand, its cost not settled by its
# modifiers' signs) as `CostTest` classes: called natively (sp-list7).
class _PlayingThisAtCombatMission(CostTest):
    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return playing_this(t, source, player, action) and _combat_mission(t, source)


class _PlayingThisWithComplications(CostTest):
    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return playing_this(t, source, player, action) and t.complication_count > 0


class _PlayingThisAfterSuccess(CostTest):
    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return playing_this(t, source, player, action) and t.successful_missions(source) > 0


class _SharesTheMissionsGlyph(Condition):
    """Assigned, with the current mission's glyph beneath him (a `Condition`: a skill
    bonus asks it natively)."""

    __slots__ = ()

    def holds(self, t: Surface, source: int) -> bool:
        if not t.is_assigned(source) or t.mission < 0:
            return False
        glyph = t.mission_glyph(t.mission)
        return glyph is not None and t.has_glyph(source, glyph)


_shares_the_missions_glyph = _SharesTheMissionsGlyph()


card("f8a88854-b6b8-4ccc-aa15-268d5539776c", "Ill-Gotten Gains",
     Card(StopToPlay(1, team_character), OnPlay(Search(anything))))
card("ba2f1ef2-93e4-41f9-9a92-faa537293c88", "Loyal Sacrifice", LoyalSacrifice())
card("7861d9aa-aafb-448c-8c4d-98e691d3f53a", "Receiving a Go", ReceivingAGo())
# Ruling: one of your team characters; the glyphs are counted as the event is played.
card("414ef0db-fe27-48c0-9e7a-9e13b346482b", "Seasoned Travelers", Card(OnPlay(Do(
    modify_by(lambda t, s, c: len(t.glyphs(c)), skills=True), your & team_character,
    prompt="a team character gets skills"))))
# Rulings (Sense of Adventure, Transport Rings): one of your own characters.
card("745bea32-98ed-49ac-9120-52965ab2716c", "Sense of Adventure",
     Card(OnPlay(Do(ready_verb, your & character))))
card("33adafa3-d70e-46c9-9bd0-54ed1a1d77d7", "Special Training", Card(OnPlay(Do(
    modify_by(lambda t, s, c: 2 if t.has_trait(c, "NID") else 1, skill=SCIENCE),
    your & team_character, prompt="a team character gets Science"))))
card("39b6a212-7c89-4327-ae56-ae9d49e9935e", "Dialing Computer", DialingComputer())
card("4e5d26f3-522e-43b4-b560-012b81b27a01", "Galaran Memory Device", Card(Abilities(
    Ability("Galaran Memory Device: shuffle a hero card into the deck",
            AbilityCost(stop_self=True, discards=1), _shuffle_target_into_deck,
            targets=_hero_cards_in_discard))))
card("5abf19d6-b076-4cfb-bcaf-dc90c573d687", "Naquadah Reactor", Card(
    On(Trigger.POWER_PHASE_END, Gain(1), lambda t, s, e: e.player == t.owner(s)),
    Abilities(Ability("Naquadah Reactor: destroy an obstacle",
                      AbilityCost(power=6, stop_self=True, destroy_self=True),
                      _destroy_target, targets=_obstacles))))
card("57e5bbd8-c2f4-4333-8aad-9934807ba6bd", "Transport Rings", Card(Abilities(
    Ability("Transport Rings: ready a character", AbilityCost(power=3, stop_self=True),
            _ready_target, targets=_stoppable_or_assigned_yours))))
card("87b224b8-8ae0-4081-aef3-5863b67bad26", "Artok (Impassioned Rebel)", Card(
    CostChange(-1, _PlayingThisAtCombatMission(), on=OWN | PLAYS),
    CostChange(-1, _PlayingThisWithComplications(), on=OWN | PLAYS)))
card("2ecaf65d-1fe8-4cd7-8824-3160aef1d99b", "Bill Lee (Engineering Specialist)",
     Card(SkillsBy(lambda t, s: t.successful_missions(s), this)))
# Ruling: one of your team characters; Cross is stopped only when one was chosen.
card("826a9118-8df1-4e7b-a15d-22d388773fb4", "Cross (Deep Cover Agent)", Card(WhenPlayed(Seq(
    Do(gets(1, skills=True, until=UNTIL_TURN_END), your & team_character, remember="chosen",
       prompt="a team character gets skills"),
    IfDid(Simple(_cross_stops_unless_nid))))))
card("75708da0-602d-40f0-9381-b6cc3940ce23", "Drey'auc (Of the Cordai Plains)", Card(
    CostChange(-2, _PlayingThisAfterSuccess(), on=OWN | PLAYS)))
card("f0c981ea-5b6f-4a98-a043-0ee5e6f0fb2e", "Malek (Outpost Commander)", Malek())
card("db2e0e15-0970-4302-a434-d37c410d10f9", "Nicholas Ballard (Outcast Scholar)",
     NicholasBallard())
card("5f48ec23-8316-45e9-b6b9-a90ca1ad3f59", "Nyan (Bedrosian Archaeologist)",
     Card(Success(Seq(Lose(2, OPPONENT), Gain(1)))))
# Ruling: a ready adversary not yet blocked (blocking an assigned one changes nothing:
# glossary "block"), blocked until mission end.
card("15b6eda3-98c2-4aec-b0b7-6b817630c978", "Olaf (Cimmerian Fighter)", Card(WhenPlayed(
    Do(block_for_mission, opponents & adversary & ready & ~blocked, optional=True,
       prompt="block an adversary?"))))
card("3c381256-8ecd-4a17-ae67-dbe4a7b5305a", "Osbourne (Antarctic Researcher)", Card(
    Abilities(Ability("Osbourne: draw a card", AbilityCost(stop_self=True), _draw_one))))
card("20b010bf-9c8c-45dc-8ea6-7d2df55f80a5", "Tolok (Jaffa Elder)", Card(WhenPlayed(Seq(
    PayAndDiscard(2),
    IfDid(Do(ready_verb, your & trait("Jaffa") & character & other,
             prompt="ready another Jaffa character"))))))
class _MoreGlyphsThanObstacles(Condition):
    """More glyphs beneath him than obstacles at the mission (a `Condition`: a skill
    bonus asks it natively)."""

    __slots__ = ()

    def holds(self, t: Surface, source: int) -> bool:
        return len(t.glyphs(source)) > len(t.obstacles)


card("0f8362dc-132b-4eb3-96ec-453afddd5638", "Balinsky (Insightful Archaeologist)",
     SkillsBonus(1, this, when=_MoreGlyphsThanObstacles()))


class _FirstMissionOfTurn(Condition):
    """Ruling: the current mission is the first played this turn while no mission has
    succeeded or failed yet this turn."""

    __slots__ = ()

    def holds(self, t: Surface, source: int) -> bool:
        return t.first_mission_of_turn()


# (Whether he is assigned asked before his glyph: a status read; the answer is the same.)
_orion_assigned_first_mission = this_assigned & has_glyphs(_ORION) & _FirstMissionOfTurn()


class _OwnMissionGeminiAndLibra(On):
    """His owner's mission played while Gemini and Libra are beneath him. Its test
    answers in a method (`matches`), natively: a function `On` calls as its test goes
    through Python's call protocol at every mission played while he is in effect."""

    def __init__(self, op: Op) -> None:
        super().__init__(Trigger.MISSION_PLAYED, op)

    def matches(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is self.kind and event.player == t.owner(source)
                and t.has_glyph(source, _GEMINI) and t.has_glyph(source, _LIBRA))


card("da9a7837-a593-4269-acb6-d88449a0d07a", "Cameron Mitchell (Eager Adventurer)",
     SkillsBonus(1, this, when=_orion_assigned_first_mission))
card("77d8c4e5-1911-40f1-a0e8-08f01cc8d082", "Daniel Jackson (Trained Fighter)", Card(
    SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.GEMINI)),
    SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.TRIANGULUM))))
card("c5358e72-16ac-450e-a2b8-923d4964f52c", "Harold Maybourne (Ally of Opportunity)", Card(
    Abilities(Ability("Harold Maybourne: other team characters get skills +1",
                      AbilityCost(stop_self=True, glyphs=(Glyph.SCORPIUS,)),
                      _others_get_skills))))
card("4901fb59-e7cc-47d4-8f3a-4f1f2e93f78d", "Jack O'Neill (SG-1 Commander)", Card(
    _OwnMissionGeminiAndLibra(Gain(1))))
card("7dc161c5-2a99-4fb7-b3ee-0c421f48ad41", "Martouf (Tok'ra Liaison)",
     SkillsBonus(1, character & other & sharing_glyph))
card("ebb511ee-abe9-4b91-9cea-e0cb3794bc21", "Samantha Carter (Problem Solver)", Card(
    Abilities(Ability("Samantha Carter: turn an obstacle face down",
                      AbilityCost(stop_self=True, glyphs=(Glyph.TRIANGULUM,)), _face_down,
                      targets=_obstacles))))
class _ComplicationWhileAssignedWith(CostTest):
    """A complication while he is assigned with this glyph beneath him. (A `CostTest`:
    called natively each time a complication's cost is asked, sp-list7. Whether he is
    assigned is asked before his glyphs: a status read, while the glyph test looks at
    each glyph beneath him.)"""

    def __init__(self, glyph: Glyph) -> None:
        self.glyph = glyph

    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return isinstance(action, PlayComplication) and t.is_assigned(source) and \
            t.has_glyph(source, self.glyph)


card("5943d410-e654-46a4-9bc7-44124d8ee891", "Teal'c (Enemy of the Goa'uld)", Card(
    CostChange(1, _ComplicationWhileAssignedWith(_ORION), on=COMPLICATIONS, by_kind=True),
    CostChange(1, _ComplicationWhileAssignedWith(_PISCES), on=COMPLICATIONS,
               by_kind=True)))
# Ruling: the glyph of the mission she is assigned to is the current mission's.
card("67af6d35-4256-40e4-9b75-bff404d6a234", "Vala Mal Doran (Probationary Member of the SGC)",
     SkillsBonus(1, this, when=_shares_the_missions_glyph))


# --- cardsE ---
#
# The Base Set hero cards outside the preconstructed decks. (Imports here rather than at
# the top: another batch appends to this module in parallel.)
#
# Rulings (each has a test named after it):
# - "a character", "a team character", "an adversary", "an obstacle": those in effect this
#   turn (the hero's characters, the villain's adversaries), as everywhere.
# - Events paid for by stopping a character that then use that character's <skill>: the
#   character stopped to pay; a rating it lacks counts 0.
# - Heroism: the character is stopped to pay and then incapacitated as the event resolves.
# - Mission Files: choosing the discarded Ingenuity obstacle and the copy at the mission is
#   one choice: an obstacle at the mission whose title matches one of them.
# - An assignment that costs 2 power plus a discard: the power is paid with the assignment,
#   the card is discarded as he becomes assigned (he can't be assigned with an empty hand).
# - Frank Cromwell: "blocked" while there are no obstacles: he can't be assigned then.
# - Gairwyn, P90: "until the end of the current mission" lasts while the card stays in
#   play; it ends with the mission.
# - Sarcophagus, Teal'c (Staunch Defender), Samantha Carter (Scientific Genius): "stop and
#   incapacitate" as a cost: stopped to pay, incapacitated as the ability resolves.
# - Makepeace: "destroy a gear" as a cost: the gear (his player's) is the ability's target.
# - Walter Harriman: choosing the mission for the bottom is the look; declining isn't.
# - Reconnaissance: the opponent's choice between the two cards is shown to him only.
# - Healing Device: asked as the destruction is replaced; declined, destroyed then.
# - Harlan: "normal cost" is the printed cost. T.E.R.: a card of both allegiances is a
#   villain card. Return Trip: with an empty mission pile nothing is exchanged.
# Not played (engine work): Iris (optional failure text), Bauer (text given to the
# mission), Mark Devlin (a hero card becoming an adversary).

from collections.abc import Sequence  # noqa: E402

from stargate_vcg.effects.dsl import (  # noqa: E402
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    AfterMission,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Do,
    DoAll,
    DoExactly,
    DoToIt,
    DoUpTo,
    Draw,
    Gain,
    IfDid,
    Lose,
    May,
    MayPay,
    MissionGets,
    NextMission,
    On,
    OnPlay,
    Op,
    SearchMissionPile,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    block_for_mission,
    choose,
    destroy,
    discard,
    gets,
    gets_by,
    gets_more_if,
    ready_incapacitated,
    shuffle_into_deck,
    stop,
    stop_incapacitated,
    stopped_rating,
    to_owners_hand,
    unblock,
)
from stargate_vcg.effects.dsl import Search as SearchDeck  # noqa: E402
from stargate_vcg.effects.dsl import StopToPlay as StopToPlayCost  # noqa: E402
from stargate_vcg.effects.dsl import ready as ready_verb  # noqa: E402
from stargate_vcg.effects.vocab import (  # noqa: E402
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Pick,
    adversary,
    any_of,
    anything,
    assigned_with,
    count_of,
    different_glyphs,
    event,
    gear,
    glyph_kinds,
    incapacitated,
    team_character,
    with_glyph,
    your,
)
from stargate_vcg.effects.vocab import SkillsBy as SkillsByCount  # noqa: E402
from stargate_vcg.effects.vocab import ready as ready_card  # noqa: E402
from stargate_vcg.engine.stargate.actions import (  # noqa: E402
    Assign,
    Boost,
    PlayCard,
)

_tokra, _sgc, _nid, _jaffa, _goauld, _russian = (
    trait("Tok'ra"), trait("SGC"), trait("NID"), trait("Jaffa"), trait("Goa'uld"),
    trait("Russian"))


def _assigns_this(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == source


def _plays_this(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and action.card == source


def _my_turn(t: Surface, source: int) -> bool:
    return t.hero == t.owner(source)


def _assign_costs_a_discard(t: Surface, source: int, player: int, action: Any) -> bool:
    """The discard part of "to assign X, pay ... and discard a card": none to discard,
    he can't be assigned."""
    return _assigns_this(t, source, player, action) and not t.hand(player)


def _assign_discard() -> tuple[Any, ...]:
    """Assigning him costs 2 power plus a discard (fresh parts: an operation belongs
    to one card's text)."""
    return (CostChange(2, _assigns_this, on=OWN),
            Cant(_assign_costs_a_discard, "assigning him costs a discard"),
            On(Trigger.ASSIGNED, Do(discard, anything, among=HAND),
               lambda t, s, e: e.card == s))


def _glyph_earned(pick: Callable[[Surface, int, TriggerEvent], bool] | None = None
                  ) -> Callable[[Surface, int, TriggerEvent], bool]:
    """"Each time this character earns a glyph (<pick>)": GLYPH_EARNED's value is the
    mission, or 0 when he already had its glyph."""
    return lambda t, s, e: e.card == s and (pick is None or pick(t, s, e))


def _had(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.value == 0


def _new(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.value != 0


def _earned_glyph(t: Surface, s: int) -> object:
    """The glyph of the mission he has just earned (the last beneath him)."""
    glyphs = t.glyphs(s)
    return t.glyph_of(glyphs[-1]) if glyphs else None


def _my_glyphs(t: Surface, s: int) -> int:
    return different_glyphs(t, s)


def _played_mission(matching: Callable[[Surface, int, int], bool]
                    ) -> Callable[[Surface, int, TriggerEvent], bool]:
    return lambda t, s, e: e.player == t.owner(s) and matching(t, s, e.card)


def _shares_glyph(t: Surface, s: int, mission: int) -> bool:
    return t.glyph_of(mission) in glyph_kinds(t, s)


def _rated_mission(skill: int) -> Callable[[Surface, int, int], bool]:
    return lambda t, s, m: t.difficulty(m, skill) > 0 and t.printed_rating(m, skill) is not None


def _this_pick() -> Pick:
    return Pick(lambda t, s, c: c == s)


_this = _this_pick()

# --- events ---

card("1ac9edb7-305d-4faf-93c0-d52f81c33aa2", "Antiquity",
     Card(OnPlay(Do(gets_more_if(_tokra, 1, 2, skill=CULTURE), team_character))))
card("8d0b0409-a5af-45fb-8afb-b811ec7d347c", "Quick Study",
     Card(OnPlay(Do(gets_more_if(_sgc, 1, 2, skill=INGENUITY), team_character))))
card("6abf386e-ad89-49ce-aaf1-e98ef738e9b7", "Coordinated Movements",
     Card(OnPlay(DoAll(ready_verb, character & with_glyph))))
card("171c6510-da75-49e6-99b6-12142c289e30", "Goofing Off",
     Card(OnPlay(Do(ready_verb, assigned & character))))
card("947d4c74-3963-478d-9faa-d054bcd0967b", "Pull Out",
     Card(OnPlay(DoAll(ready_verb, assigned & team_character))))
card("e7e3353c-b7d6-474e-9000-fd60af042c6c", "Yeeeehaaaw!",
     Card(OnPlay(Do(destroy, obstacle | (assigned & adversary)))))
card("11fc3f62-0cc7-4425-aeea-9e9901195af9", "Recuperate",
     Card(OnPlay(Do(stop_incapacitated, character & incapacitated))))
card("fc45fd70-83b9-43ca-9be0-1c6e27f49f54", "Keep in Check",
     Card(OnPlay(Seq(Do(to_owners_hand, adversary),
                     Seq(Do(stop, your & character & _tokra, optional=True), IfDid(Gain(2)))))))
card("0508f8aa-7cc8-4a40-aa9d-72db3ac3df2a", "Learning from the Enemy",
     Card(OnPlay(Draw(lambda t, s: len(t.obstacles)
                      + count_of(assigned & character & _nid)(t, s)))))


def _copy_of_ingenuity_obstacle(t: Surface, s: int, c: int) -> bool:
    return any(t.is_obstacle(d) and t.printed_rating(d, INGENUITY) is not None
               and t.name(d) == t.name(c) for d in t.discard_pile(t.opponent(t.owner(s))))


card("3f2c0228-ed95-43ff-bf1f-7ed7cf59a6ae", "Mission Files",
     Card(OnPlay(Do(destroy, Pick(_copy_of_ingenuity_obstacle), among=OBSTACLES))))
card("25db63d3-7d0a-497a-b565-3ca92085e7e2", "R and R",
     Card(OnPlay(Seq(DoAll(block_for_mission, team_character),
                     AfterMission(DoAll(gets(1, skills=True, until=UNTIL_TURN_END),
                                        ready_card & team_character))))))


def _no_revive_this_turn(t: Surface, s: int) -> bool:
    t.keep_rules(s, UNTIL_TURN_END)
    return True


def _revives_chosen(t: Surface, source: int, player: int, action: Any) -> bool:
    from stargate_vcg.engine.stargate.actions import Revive

    return isinstance(action, Revive) and action.adversary in t.recall(source, "chosen") \
        and (source, UNTIL_TURN_END) in t.lasting_rules()


card("62037603-d407-4644-9de0-c6ed8a0ea24d", "Roundup",
     Card(OnPlay(Seq(Do(choose, adversary, remember="chosen"), Simple(_no_revive_this_turn))),
          Cant(_revives_chosen, "Roundup: that adversary can't be revived this turn")))

card("9f738f40-1a24-437d-a43f-45002effaa00", "Barter",
     Card(StopToPlayCost(), OnPlay(Gain(stopped_rating(INGENUITY)))))
card("5bb90690-a3cf-4df2-8b12-0b5db54fd60d", "Suppression Fire",
     Card(StopToPlayCost(), OnPlay(Draw(stopped_rating(COMBAT)))))
card("a0c93089-01b1-4e7e-a801-721574bf0884", "Close Inspection",
     Card(StopToPlayCost(), OnPlay(DoExactly(shuffle_into_deck, ~event, stopped_rating(SCIENCE),
                                  among=DISCARD, prompt="shuffle into your deck"))))


def _incapacitate_stopped(t: Surface, s: int) -> bool:
    stopped_ = t.stopped_to_play(s)
    return bool(stopped_) and t.incapacitate(stopped_[0])


def _glyphs_of_stopped(t: Surface, s: int) -> int:
    stopped_ = t.stopped_to_play(s)
    return different_glyphs(t, stopped_[0]) if stopped_ else 0


card("5c588059-310e-41ae-93a7-089c2f891caa", "Heroism",
     Card(StopToPlayCost(), OnPlay(Seq(Simple(_incapacitate_stopped),
                            DoUpTo(ready_verb, character, _glyphs_of_stopped)))))

# --- support characters ---


def _any_obstacle(t: Surface, s: int) -> bool:
    return bool(t.obstacles)


def _obstacles_cost_more(t: Surface, source: int, player: int, action: Any) -> bool:
    """Playing an obstacle is 1 power dearer for the rest of this mission, while this
    card remembers so (forgotten when the mission ends)."""
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and bool(t.recall(source, "dearer obstacles")))


def _dearer_obstacles(t: Surface, s: int) -> bool:
    t.remember(s, "dearer obstacles", (1,))
    return True


def _cheaper_again(t: Surface, s: int) -> bool:
    t.forget(s, "dearer obstacles")
    return True


def _dearer_obstacles_op() -> Op:
    return Seq(Simple(_dearer_obstacles), AfterMission(Simple(_cheaper_again)))


def _complication(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication)


def _free_of_obstacles(t: Surface, source: int, player: int, action: Any) -> bool:
    return _assigns_this(t, source, player, action) and not t.obstacles


def _russian_bonus(t: Surface, s: int) -> int:
    """Chekov: -1, or -2 if another Russian is assigned."""
    other_russian = any(c != s and _russian(t, s, c)
                        for c in select(t, s, assigned & character))
    return -2 if other_russian else -1


class NextMissionBy(Op):
    """Difficulty +N for the mission played next this turn, N fixed as the text resolves."""

    def __init__(self, amount: Callable[[Surface, int], int]) -> None:
        super().__init__()
        self.amount = amount

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.at_next_mission(source, self.path, (self.amount(t, source),))
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if t.mission >= 0:
            t.modify(t.mission, args[0], difficulty=True)


def _unblock_self(t: Surface, s: int) -> bool:
    return t.unblock(s, by=s)


def _block_self_for_turn(t: Surface, s: int) -> bool:
    t.block(s, s)
    t.after_turn(s, "unblock")
    return True


class Chaka(Card):
    """Tribal Leader: as he comes into play he blocks himself for the rest of the
    turn."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "unblock":
            t.unblock(source, by=source)
            return
        super().resume(t, source, step, args, chosen)


def _sgc_with_glyph(t: Surface, s: int) -> int:
    return count_of(your & character & _sgc & with_glyph)(t, s)


def _chosen_glyphs(t: Surface, s: int) -> int:
    chosen = t.recall(s, "chosen")
    return different_glyphs(t, chosen[0]) if chosen and t.in_play(chosen[0]) else 0


def _failures(t: Surface, s: int) -> int:
    return t.failed_mission_count(s)


def _complications_and_obstacles(t: Surface, s: int) -> int:
    return t.complication_count + len(t.obstacles)


def _assigned_sgc_with_glyph(t: Surface, s: int) -> int:
    return count_of(assigned & character & _sgc & with_glyph)(t, s)


def _destroy_complications(t: Surface, s: int) -> bool:
    for c in t.complications():
        t.destroy(c)
    return True


def _combat_mission_card(t: Surface, s: int, m: int) -> bool:
    return t.printed_rating(m, COMBAT) is not None


def _science_mission_card(t: Surface, s: int, m: int) -> bool:
    return t.printed_rating(m, SCIENCE) is not None





class _DestroyUnlessPaid(Op):
    """"You may pay ... If you don't, destroy this card"."""

    def __init__(self, pay: MayPay) -> None:
        super().__init__()
        self.pay = pay

    def children(self) -> Sequence[Op]:
        return (self.pay,)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.pay.start(t, source, args)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        if not did and t.in_play(source):
            t.destroy(source)
        self.finish(t, source, args, not did)


card("9152487c-8392-44c3-9b72-b3bf26e1d383", "Burke (C.I.A. Operative)",
     Card(WhenPlayed(MissionGets(-1))))
card("8a1c21fd-6405-4129-9002-728a52fb8d2e", "Chaka (Tribal Leader)",
     Chaka(WhenPlayed(Simple(_block_self_for_turn))))
card("eed9e962-c701-4bcb-8f68-b5760475b0f6", "Chekov (Russian Envoy)",
     Card(Success(NextMissionBy(_russian_bonus))))
card("37d79442-2c29-42a1-9adc-30e4f1f66882", "Elizabeth Weir (Skilled Diplomat)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(MayPay(discards=1, stop_this=True, label="stop her and discard a card"),
                 IfDid(DoToIt(stop))),
             opponent_plays(adversary))))
card("9d066a27-c02a-432e-90f9-2d6132dd7363", "Frank Cromwell (Strike Team Leader)",
     Card(Cant(_free_of_obstacles, "Frank Cromwell is blocked without obstacles")))
card("42fc65cc-f52c-4f9c-ad47-477685b9e7ee", "Freyr (High Council Member)",
     Card(CostChange(2, lambda t, s, p, a: _assigns_this(t, s, p, a)
                     and t.successful_missions(s) == 0, on=OWN)))
card("3592e708-7f84-401f-9a3f-c54fea898a8c", "Gairwyn (Cimmerian Ally)",
     Card(WhenPlayed(_dearer_obstacles_op()), CostChange(1, _obstacles_cost_more, on=PLAYS)))
_TOKRA_ASSIGNED: Final = any_of(assigned & character & _tokra)


class _ComplicationWhileReadyWithTokraAssigned(CostTest):
    """Garshaw (Grand Councilor)'s condition: a `CostTest` asked natively, its condition
    built once (a lambda built it at each call), the cheap tests first. It reads the kind
    of the action, never its card (`by_kind`: asked once per listing, not per
    complication in hand)."""

    def applies(self, t: Surface, source: int, player: int, action: Any) -> bool:
        return isinstance(action, PlayComplication) and t.is_ready(source) and \
            _TOKRA_ASSIGNED.holds(t, source)


card("e8fc283d-7eb2-4f16-ac41-11d98da16e5e", "Garshaw (Grand Councilor)",
     Card(CostChange(1, _ComplicationWhileReadyWithTokraAssigned(), on=COMPLICATIONS,
                     by_kind=True)))
card("d01d9618-81d4-4f05-9824-19dfa85ee6df", "George Hammond (SGC Commander)",
     Card(On(Trigger.DEBRIEF_START,
             DoUpTo(discard, anything, _sgc_with_glyph, among=HAND))))
card("381052c8-b258-457b-aae7-7775530320e4", "Heimdall (Geneticist)",
     Card(Success(May(Draw(2), label="draw two cards"))))
card("120cbd52-a66b-44ad-9d81-df259f94e480", "Aris Boch (Bounty Hunter)",
     Card(*_assign_discard()))
card("1ee09222-70af-4b81-8b84-b5d8d1a4ae98", "Henry Hayes (President of the United States)",
     Card(On(Trigger.POWER_PHASE_END, Gain(1)), *_assign_discard()))
card("33ab4dc4-db11-46e8-80e3-2e074350c0e3", "Jamala (Unlikely Ally)",
     Card(WhenPlayed(Seq(MayPay(3, stop_this=True, label="stop him, pay 3 power"),
                         IfDid(Do(ready_verb, team_character))))))
card("c2326ec3-4578-4e4c-8877-385d4a0b4b94", "Janet Fraiser (Brilliant Doctor)",
     SkillsBonus(1, this, when=_any_obstacle))
card("e22fd70f-2bd9-4d88-b1ef-fa2bc7e7112a", "Jarrod Kane (Chief Aide)",
     Card(WhenPlayed(Seq(MayPay(2, discards=1, label="pay 2 power, discard 1"),
                         IfDid(Do(ready_incapacitated, character))))))
card("f744f8e5-e6fb-4c0d-bc41-b0b45708aed1", "Joe Faxon (Aschen Liaison)",
     Card(Success(Seq(MayPay(destroy_this=True, label="destroy Joe Faxon"),
                      IfDid(Do(ready_verb, character))))))
card("8fb0ac44-d6cf-443a-8ab8-41da5743e635", "Joe Spencer (Average Citizen)",
     Card(WhenPlayed(Do(choose, team_character, remember="chosen")),
          SkillBonus(INGENUITY, _chosen_glyphs, _this)))
card("d9ed3dab-fba3-470e-adc7-130adb1dacb3", "Keffler (Bioengineer)",
     Card(SkillBonus(SCIENCE, 1, _this, when=lambda t, s: t.complication_count > 0),
          SkillBonus(SCIENCE, 1, _this, when=assigned_with(_nid))))
card("881a81d8-68dd-49bb-9fe9-f84121a3d14a", "Kendra (Child of Jebanna)",
     Card(WhenPlayed(May(Simple(_destroy_complications), label="destroy all complications"))))
card("19caddd6-3303-4a73-9d7b-b99cf9c570a7", "Kieran (Naquadria Researcher)",
     Card(On(Trigger.MISSION_PLAYED,
             _DestroyUnlessPaid(MayPay(1, discards=1, label="pay 1 power, discard 1")),
             _played_mission(_combat_mission_card))))
_adversary_count = count_of(adversary)
card("acb7d91c-da14-421f-89fa-3d0b9b35db83", "Malcolm Barrett (NID Investigator)",
     Card(CostChangeBy(lambda t, s: -_adversary_count(t, s), _plays_this)))
card("2ba962c8-f295-4703-a399-910d8a2fd695", "Martin Lloyd (Television Writer)",
     Card(On(Trigger.PASSED, DoAll(gets(1, skill=INGENUITY), _this),
             lambda t, s, e: e.player == t.opponent(t.owner(s)) and t.is_assigned(s))))
card("da2a5a1e-aac1-4881-905f-0854c3b55928", "Paul Davis (Pentagon Liaison)",
     Card(Success(DoAll(gets(1, skills=True, until=UNTIL_TURN_END),
                        your & character & _sgc & other))))
card("531c5fae-0c33-4dd7-b845-c8b61f7b4c54", "Raully (Undercover Operative)",
     Card(WhenPlayed(Seq(MayPay(2, label="pay 2 power"), IfDid(Do(unblock, character))))))
card("58e7eee3-6e21-4259-8616-33c46cc0070c", "Richard Woolsey (Washington Bureaucrat)",
     SkillsByCount(_failures, this))
card("cd777493-37cf-49b6-8ac0-b430e85f175a", "Rodney McKay (Stargate Expert)",
     Card(WhenPlayed(DoAll(gets_by(_complications_and_obstacles, skills=True,
                                   until=UNTIL_TURN_END), _this))))
card("b888c978-18ed-444d-93b2-ac76f7bbfd69", "Rya'c (Young Rebel)",
     SkillsBonus(1, this, when=any_of(assigned & adversary)))
card("df0ab2a3-5de8-4bf2-b45e-3c681cf1788f", "Satterfield (Academy Graduate)",
     SkillsByCount(_assigned_sgc_with_glyph, this, when=this_assigned))
card("56ea9d11-053e-4e24-975d-9d8dd25abb0d", "Thor (Friend of the Tau'ri)",
     Card(WhenPlayed(SearchMissionPile())))
card("297374ed-b83f-456d-8d43-d38836f124a5", "Vidrine (Lieutenant General)",
     Card(On(Trigger.CARD_PLAYED, Do(ready_verb, _this, optional=True),
             lambda t, s, e: e.player == t.owner(s) and t.is_gear(e.card))))
card("6f5083fd-4396-4bc9-9130-6db0f263077c", "Warrick (Race Pilot)",
     Card(Success(Gain(1))))
card("b7d7f6dd-cea3-4c56-88cf-ed9c7ab45825", "Whitlow (Covert Contact)",
     Card(On(Trigger.COMPLICATION_PLAYED, May(Draw(1), label="draw a card"),
             lambda t, s, e: e.player == t.opponent(t.owner(s)))))

# --- team characters ---


def _glyph_count_of_self(t: Surface, s: int) -> int:
    return different_glyphs(t, s)


def _opponent_discards_at_random(t: Surface, s: int) -> bool:
    """Aldwin: per glyph beneath him, the opponent loses one card of his hand, picked at
    random."""
    them = t.opponent(t.owner(s))
    did = False
    for _ in range(len(t.glyphs(s))):
        pick = t.random_card(t.hand(them))
        if pick < 0:
            break
        t.discard(pick)
        did = True
    return did


def _pisces_earned(t: Surface, s: int, e: TriggerEvent) -> bool:
    return _earned_glyph(t, s) == Glyph.PISCES


def _matching_earned(t: Surface, s: int, c: int) -> bool:
    """Thor (Asgard Ally): another character with the glyph he has just earned."""
    return c != s and t.has_glyph(c, _earned_glyph(t, s))


def _shares_glyph_with_other(t: Surface, s: int) -> int:
    """Rak'nor: how many of his glyph kinds some other character also has."""
    others = [c for c in select(t, s, character) if c != s]
    return sum(1 for g in glyph_kinds(t, s) if any(t.has_glyph(c, g) for c in others))


def _mission_matches_self(t: Surface, s: int) -> bool:
    return t.mission >= 0 and _shares_glyph(t, s, t.mission)


def _experience_per_glyph(t: Surface, s: int) -> int:
    return different_glyphs(t, s)


class Experience(CardEffect):
    """"<this card> gets experience +N" (counted toward winning)."""

    def __init__(self, amount: Callable[[Surface, int], int]) -> None:
        self.amount = amount

    def experience(self, t: Surface, source: int) -> int:
        return self.amount(t, source)


card("84473fbf-1587-4b26-a8cb-7088ad71670a", "Aldwin (Tok'ra Agent)",
     Card(On(Trigger.GLYPH_EARNED, Simple(_opponent_discards_at_random), _glyph_earned())))
card("3cb19b69-0a24-425d-bbc7-9e3ca463ef10", "Cameron Mitchell (Keen Strategist)",
     Card(On(Trigger.MISSION_PLAYED,
             Seq(MayPay(3, discards=1, label="pay 3 power, discard 1"),
                 IfDid(DoAll(ready_verb, _this))),
             _played_mission(_shares_glyph))))
card("2d7b1b5c-c83b-4ebe-9934-4f1c774c38fb", "Charles Kawalsky (Good Soldier)",
     Card(WhenAssigned(_this, May(Draw(_glyph_count_of_self), label="draw cards"))))
card("5020e904-479a-44ad-a749-4b1cf1142a90", "Daniel Jackson (Adventurer)",
     Card(On(Trigger.POWER_PHASE_END, Gain(_glyph_count_of_self))))
card("3f51388a-dc00-40a2-b606-773b1c54b533", "Daniel Jackson (Linguistics Expert)",
     Card(On(Trigger.POWER_PHASE_END, SearchMissionPile(),
             lambda t, s, e: t.has_glyph(s, _ORION) and t.has_glyph(s, _TRIANGULUM))))
card("48a64dd0-67af-4c68-9428-b37c4f7d01af", "George Hammond (Front Line General)",
     Card(Experience(_experience_per_glyph)))
card("845933b6-3314-4cbc-b2ff-49b35c6d5cee", "Ishta (Leader of the Hak'tyl Resistance)",
     Card(On(Trigger.GLYPH_EARNED, Do(destroy, adversary, optional=True),
             _glyph_earned(_had))))
card("29afa4ae-e0f2-4526-91f1-18abef6494d5", "Jack O'Neill (Witty Explorer)",
     Card(On(Trigger.GLYPH_EARNED, NextMission(-1), _glyph_earned(_new))))
# Made once (not at each ask, inside the lambdas below).
_ASSIGNED_WITH_TOKRA: Final = assigned_with(_tokra)
_ASSIGNED_WITH_SGC: Final = assigned_with(_sgc)
_SCIENCE_MISSION_PLAYED: Final = _played_mission(_science_mission_card)
card("f6563574-3aa9-4a1f-86b2-720e9f46d5a4", "Jacob Carter (Man of Two Worlds)", Text(
    SkillsBonus(1, this, when=lambda t, s: t.has_glyph(s, _PISCES)
                and _ASSIGNED_WITH_TOKRA(t, s)),
    SkillsBonus(1, this, when=lambda t, s: t.has_glyph(s, _SCORPIUS)
                and _ASSIGNED_WITH_SGC(t, s))))
card("d9f2c450-6397-4dfd-a3f6-ab4c57d129aa", "Janet Fraiser (Field Medic)",
     Card(On(Trigger.MISSION_PLAYED,
             Seq(MayPay(3, label="pay 3 power"), IfDid(DoAll(ready_verb, _this))),
             lambda t, s, e: _SCIENCE_MISSION_PLAYED(t, s, e)
             and (t.has_glyph(s, _ORION) or t.has_glyph(s, _TRIANGULUM)))))
card("2b2051b0-6486-40a0-8fc1-eb225e31c3b1", "Rak'nor (Rebel Convert)",
     SkillsByCount(_shares_glyph_with_other, this))
card("ff4d25da-c9d1-4949-8f10-e89d3b5346b8", "Samantha Carter (Invaluable Asset)",
     Card(WhenAssigned(_this & Pick(lambda t, s, c: _mission_matches_self(t, s)),
                       Seq(MayPay(1, label="pay 1 power"),
                                  IfDid(Do(destroy, obstacle, among=OBSTACLES))))))
card("851f73c9-9015-4559-b994-38ccc8f73118", "Svetlana Markov (Brilliant Scientist)",
     Card(SkillBonus(CULTURE, 1, _this, when=has_glyphs(Glyph.ORION)),
          SkillBonus(SCIENCE, 1, _this, when=has_glyphs(Glyph.LIBRA)),
          SkillBonus(INGENUITY, 1, _this, when=has_glyphs(Glyph.TRIANGULUM))))
card("60750898-4683-48d5-9942-d1e92fe33ef5", "Teal'c (Warrior of Chulak)",
     Card(On(Trigger.GLYPH_EARNED, Lose(_glyph_count_of_self, OPPONENT), _glyph_earned())))
card("f66e4cd3-ae83-453b-9b79-f94919dbab34", "Thor (Asgard Ally)",
     Card(On(Trigger.GLYPH_EARNED,
             Seq(MayPay(3, label="pay 3 power"), IfDid(DoAll(ready_verb, Pick(_matching_earned)))),
             _glyph_earned(_new))))
card("86ed51a5-027d-4232-8476-d4d014b8785b", "Zukhov (Russian Colonel)",
     Card(On(Trigger.GLYPH_EARNED, SearchDeck(anything), _glyph_earned(_pisces_earned))))

# --- activated abilities: gear and characters ---


class _Targets(Finder):
    """The cards `pick` accepts (`select`), among the obstacles when `among_obstacles`.
    A `Finder`: `legal` asks it natively at each listing where its ability is usable
    (Staff Weapon's some 140 times a game in the repo's own decks), where a lambda was
    called through the Python protocol."""

    def __init__(self, pick: Pick, among_obstacles: bool) -> None:
        self.pick = pick
        self.among_obstacles = among_obstacles

    def find(self, t: Surface, source: int) -> tuple[int, ...]:
        return select(t, source, self.pick, t.obstacles if self.among_obstacles else None)


def _targets(pick: Pick, among_obstacles: bool = False) -> Finder:
    finder = _Targets(pick, among_obstacles)
    if among_obstacles:
        target_needs(finder, NEEDS_OBSTACLE)  # none without an obstacle
    return finder


def _remove_failure_text(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _stop_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop(action.target)


def _block_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.block(action.target, until_mission_end=True)


def _destroy_for_cost(t: Surface, source: int, action: ActivateAbility) -> None:
    """Writings from Heliopolis: the opponent gains as much power as it cost."""
    cost = t.printed_cost(action.target)
    t.destroy(action.target)
    t.gain_power(t.opponent(t.owner(source)), cost)


def _revive_target(t: Surface, source: int, action: ActivateAbility) -> None:
    """Sarcophagus: readies a character, who then has skills -1 for the rest of the
    turn."""
    t.ready(action.target)
    t.modify(action.target, -1, skills=True, until=UNTIL_TURN_END)


def _discard_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.discard(action.target)


def _ready_assigned(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, assigned & character):
        t.ready(c)


def _jolan_boost(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skill=COMBAT, until=UNTIL_TURN_END)
    t.modify(action.target, 1, skill=INGENUITY, until=UNTIL_TURN_END)


def _readiable(pick: Pick) -> Callable[[Surface, int], Sequence[int]]:
    return lambda t, s: tuple(c for c in select(t, s, pick)
                              if t.is_stopped(c) or t.is_assigned(c))


def _ter(t: Surface, source: int, action: ActivateAbility) -> None:
    """T.E.R.: a random card of the opponent's hand revealed; a villain card discarded."""
    them = t.opponent(t.owner(source))
    pick = t.random_card(t.hand(them))
    if pick < 0:
        return
    t.reveal(pick)
    if t.is_villain_card(pick):
        t.discard(pick)


_hazard = rated(SCIENCE) & obstacle
_heliopolis = rated(CULTURE) & obstacle
# The status and kind tests first: Symbiote Poison's finder asks it of every card in
# play at each listing where the gear is usable, and most are neither an assigned
# adversary nor an obstacle (the traits looked up only for those).
_poisonable = ((assigned & adversary) | obstacle) & (_goauld | _jaffa)


def _gear_ability(text: str, power: int, effect: Any, targets: Any = None,
                  destroy_self: bool = False) -> Ability:
    return Ability(text, AbilityCost(power=power, stop_self=not destroy_self,
                                     destroy_self=destroy_self),
                   effect, targets=targets)


class AbilitiesText(CardEffect):
    """A card whose text is activated abilities (fixed ones)."""

    def __init__(self, *abilities: Ability) -> None:
        self.fixed = abilities

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.fixed

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.fixed


class AsgardTransporter(CardEffect):
    """Gear: stop it and pay 1 power per assigned character: ready them all."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        n = len(select(t, source, assigned & character))
        return (Ability("Asgard Transporter: ready the assigned characters",
                        AbilityCost(power=n, stop_self=True), _ready_assigned,
                        usable=lambda t, s: bool(select(t, s, assigned & character))),)


# Subclassed by card modules left interpreted (other sets).
@mypyc_attr(allow_interpreted_subclasses=True)
class OpAbility(Card):
    """A card whose text is one activated ability whose effect is a declarative
    operation (`resume` continues it after its choices)."""

    def __init__(self, op: Op, cost: AbilityCost, text: str) -> None:
        self.op = op
        super().__init__(OnPlay(op))
        self.on_plays = ()  # the op runs when the ability is used, never on play
        self.ability = Ability(text, cost, self._use)
        self._used = frozenset({"abilities"})

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        self.op.start(t, source, ())

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return (self.ability,)

    def fixed_abilities(self) -> tuple[Ability, ...] | None:
        # A subclass that answers `abilities` otherwise is asked at every step.
        if type(self).abilities is not OpAbility.abilities:
            return None
        return (self.ability,)


class Orlin(CardEffect):
    """Outcast Ancient: sacrificing him and spending X power removes (destroys) an
    obstacle whose printed cost is X (one ability per cost among the obstacles there)."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        costs = sorted({t.printed_cost(o) for o in t.obstacles})
        return tuple(Ability(f"Orlin: destroy an obstacle costing {x}",
                             AbilityCost(power=x, destroy_self=True), _destroy_target_only,
                             targets=_costing(x)) for x in costs)


def _costing(x: int) -> Callable[[Surface, int], Sequence[int]]:
    return lambda t, s: tuple(o for o in t.obstacles if t.printed_cost(o) == x)


def _destroy_target_only(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


def _makepeace(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)  # the cost: destroy a gear
    n = different_glyphs(t, source)
    if n:
        t.modify(source, n, skills=True)


def _incapacitate_self_then(then: Callable[[Surface, int], None]) -> Any:
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        t.incapacitate(source)
        then(t, source)
    return effect


def _destroy_all_obstacles(t: Surface, source: int) -> None:
    for o in t.obstacles:
        t.destroy(o)


def _ready_sgc_and_jaffa_team(t: Surface, source: int) -> None:
    for c in select(t, source, your & team_character & (_sgc | _jaffa) & other):
        t.ready(c)


card("2e504cec-2ed3-4378-9c9b-b144be082c7b", "Hazard Suits", AbilitiesText(
    _gear_ability("Hazard Suits: remove failure text", 2, _remove_failure_text,
                  _targets(_hazard, True))))
card("d700082c-4264-4540-be24-8053ccaaf40b", "Staff Weapon", AbilitiesText(
    _gear_ability("Staff Weapon: stop a ready adversary", 3, _stop_target,
                  _targets(adversary & ready_card))))
card("e5596f3b-d95d-434f-9e47-bef1cd3849cf", "Writings from Heliopolis", AbilitiesText(
    _gear_ability("Writings from Heliopolis: destroy a Culture obstacle", 1,
                  _destroy_for_cost, _targets(_heliopolis, True))))
card("5084e15a-8ed3-46d2-b4ff-04e9540b294a", "Symbiote Poison", AbilitiesText(
    _gear_ability("Symbiote Poison: destroy", 3, _destroy_target_only,
                  _targets(_poisonable), destroy_self=True)))
card("83b3e442-44b8-429d-82ce-424c1a96aa7b", "Sarcophagus", AbilitiesText(
    _gear_ability("Sarcophagus: ready a character", 2, _revive_target,
                  _readiable(your & character))))
card("a808850b-c049-4121-a547-30605883e74e", "Quantum Mirror", AbilitiesText(
    Ability("Quantum Mirror: discard a card", AbilityCost(power=1), _discard_target,
            targets=lambda t, s: t.hand(t.owner(s)))))
card("de1cf068-786b-42fd-b5fb-2356178169c4", "T.E.R.", AbilitiesText(
    _gear_ability("T.E.R.: reveal a random card", 2, _ter)))
card("baa0bc9b-9396-4065-a839-0df2bc8e123d", "Asgard Transporter", AsgardTransporter())
card("cd9301f3-3374-4065-a143-cdec5b998ff8", "DHD", OpAbility(
    SearchMissionPile(optional=False), AbilityCost(power=4, stop_self=True),
    "DHD: search your mission pile"))
card("3d62f6c7-c83c-4acd-9863-d9a1b92f1695", "Hank Landry (SGC Commander)", OpAbility(
    SearchMissionPile(optional=False), AbilityCost(stop_self=True, discards=1),
    "Hank Landry: search your mission pile"))
card("672b30f4-b0d0-4101-bb00-592de8a274a2", "Haikon (Lord of the Sodan)", AbilitiesText(
    Ability("Haikon: block an adversary", AbilityCost(stop_self=True), _block_target,
            targets=_targets(adversary))))
card("c012a034-58ea-44f9-9cd4-9787ab63acda", "Jolan (Warrior of the Sodan)", AbilitiesText(
    Ability("Jolan: a team character gets Combat and Ingenuity", AbilityCost(discards=1),
            _jolan_boost, once_per_turn=True, targets=_targets(team_character))))
card("1e0aab4d-2664-4966-aa03-b6438c58fe12", "Orlin (Outcast Ancient)", Orlin())
card("457acc93-389f-41fc-9cdf-e392157ba4bd", "Makepeace (NID Mole)", AbilitiesText(
    Ability("Makepeace: destroy a gear", AbilityCost(), _makepeace, once_per_turn=True,
            targets=_targets(your & gear))))
card("1014c2ae-b721-458a-8f3f-608bcbdaa93e", "Samantha Carter (Scientific Genius)", AbilitiesText(
    Ability("Samantha Carter: destroy all obstacles",
            AbilityCost(glyphs=(Glyph.LIBRA,), stop_self=True),
            _incapacitate_self_then(_destroy_all_obstacles))))
card("bcffe938-884d-44be-a2fb-04dc7079e85a", "Teal'c (Staunch Defender)", AbilitiesText(
    Ability("Teal'c: ready the other SGC and Jaffa team characters",
            AbilityCost(glyphs=(Glyph.SCORPIUS,), stop_self=True),
            _incapacitate_self_then(_ready_sgc_and_jaffa_team))))

# --- looking at and rearranging piles, glyphs moved ---

from stargate_vcg.effects.dsl import ArrangeTop  # noqa: E402
from stargate_vcg.engine.stargate.effects import DISCARD_PILE, IN_PLAY  # noqa: E402


class WalterHarriman(CardEffect):
    """Technician: at the start of his player's power phase he may look at two missions
    from the top of his pile, one to the top and one to the bottom. Ruling: choosing the
    mission for the bottom is the look; declining is not looking."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.TURN_START})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.TURN_START and len(t.mission_pile(t.owner(source))) >= 2

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        top_two = tuple(reversed(t.mission_pile(me)[-2:]))
        ask(t, source, "bottom", me, top_two, "put on the bottom", optional=True,
            hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            other_ = next(m for m in t.mission_pile(me)[-2:] if m != chosen[0])
            t.arrange_top(me, False, (other_,), chosen)


class TightKnitTeam(CardEffect):
    """Event: a glyph changes character (moving is not earning)."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        holders = [c for c in select(t, source, your & character) if t.glyphs(c)]
        ask(t, source, "from", me, holders, "move a glyph from")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            return
        me = t.owner(source)
        if step == "from":
            ask(t, source, "glyph", me, t.glyphs(chosen[0]), "which glyph",
                args=(chosen[0],))
        elif step == "glyph":
            to = [c for c in select(t, source, your & character) if c != args[0]]
            ask(t, source, "to", me, to, "move it to", args=(chosen[0],))
        elif step == "to":
            t.move_glyph(args[0], chosen[0])


class ReturnTrip(CardEffect):
    """Event; to play it, stop a character: one of his glyphs goes to the top of the
    mission pile, and the mission that was on top goes beneath him as a glyph (an
    exchange: with an empty pile, nothing happens)."""

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return PlayCost(stop=1)

    def on_play(self, t: Surface, source: int) -> None:
        stopped_ = t.stopped_to_play(source)
        if not stopped_ or t.mission_pile_top(t.owner(source)) < 0:
            return
        ask(t, source, "glyph", t.owner(source), t.glyphs(stopped_[0]), "exchange a glyph",
            args=(stopped_[0],))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            me = t.owner(source)
            t.mission_top_beneath(me, args[0])
            t.mission_to_pile_top(chosen[0])


class AlphaSiteFacility(CardEffect):
    """Gear: as its player's debrief begins, after a turn without a failed mission, he
    may sacrifice one of his support characters into it (face down beneath it); each
    card beneath it is worth 1 experience."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.DEBRIEF_START})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.DEBRIEF_START and not t.failed_mission_count(source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        ask(t, source, "destroy", t.owner(source),
            select(t, source, your & support_character), "destroy a support character",
            optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])
            if t.zone(chosen[0]) == "discard":
                t.place_beneath(chosen[0], source)

    def experience(self, t: Surface, source: int) -> int:
        return len(t.beneath(source))


class AtoniekArmband(CardEffect):
    """Gear: block a character of his player's from the current mission to place it on
    him (once each turn); he gets skills +2 while it is on him; it comes off as the
    turn ends."""

    def __init__(self) -> None:
        self.modes = (Ability("Atoniek Armband: place on a character",
                              AbilityCost(block_others=1), self._place, once_per_turn=True),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _place(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.remember(source, "on", action.blocks)
        t.after_turn(source, "off")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "off":
            t.forget(source, "on")

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        return 2 if target in t.recall(source, "on") else 0


def _p90(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "dearer obstacles", (1,))
    t.after_mission(source, "cheaper")


class P90(CardEffect):
    """Gear: stopping it and keeping a team character out of this mission (blocked) makes
    every obstacle 1 power dearer to play for the rest of the mission."""

    ABILITY: ClassVar[Ability] = Ability("P90: obstacles cost more", AbilityCost(
        stop_self=True, block_others=1,
        others=lambda t, s, c: t.owner(c) == t.owner(s) and t.is_team_character(c)), _p90)

    MODES: ClassVar[tuple[Ability, ...]] = (ABILITY,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES

    # Plays only, and only dearer (`cost_sign`): without them it was asked about every
    # cost of every action listed, and no play could be settled by its sign.
    @property
    def cost_on(self) -> int:
        return COST_PLAY

    @property
    def cost_sign(self) -> int:
        return 1

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        return 1 if _obstacles_cost_more(t, source, player, action) else 0

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "cheaper":
            t.forget(source, "dearer obstacles")


def _vala_glyphs(t: Surface, s: int) -> Sequence[int]:
    return tuple(m for m in t.glyphs(s) if t.glyph_of(m) in (Glyph.LIBRA, Glyph.PISCES))


def _vala(t: Surface, source: int, action: ActivateAbility) -> None:
    t.glyph_to_mission_bottom(action.target)
    t.mission_top_beneath(t.owner(source), source)


class FroTak(CardEffect):
    """Jealous Rival: stop and destroy him: when the opponent's next power phase
    ends, his player gains 2 power (the text works from the discard pile for that)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, DISCARD_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.POWER_PHASE_END})

    def __init__(self) -> None:
        self.modes = (Ability("Fro'tak: gain 2 power later",
                              AbilityCost(stop_self=True, destroy_self=True),
                              self._use, usable=lambda t, s: t.in_play(s)),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.remember(source, "owed", (t.turn,))

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        owed = t.recall(source, "owed")
        return (event.kind is Trigger.POWER_PHASE_END and bool(owed) and t.turn > owed[0]
                and t.hero == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.forget(source, "owed")
        t.gain_power(t.owner(source), 2)


card("8577c62f-6ca2-4d4d-8029-c3e7cb21bf21", "Walter Harriman (Technician)", WalterHarriman())
card("a73f772e-e7c2-4817-bb42-bb333a64739d", "Tight-knit Team", TightKnitTeam())
card("086f0814-a674-4399-84c7-33a3ef61842a", "Return Trip", ReturnTrip())
card("0abf17dc-9fe4-41be-a529-5555c59733c0", "Alpha Site Facility", AlphaSiteFacility())
card("f2b841ed-e1fe-4548-9895-67914881b1e0", "Atoniek Armband", AtoniekArmband())
card("69e871e4-22b3-480a-8153-c09bbad29943", "P90", P90())
card("9df8c9d0-766a-44e9-85a0-715789c9f909", "Vala Mal Doran (Con Artist)", AbilitiesText(
    Ability("Vala Mal Doran: exchange a glyph", AbilityCost(stop_self=True), _vala,
            targets=_vala_glyphs)))
card("a5d05968-ac08-4377-8948-9b147b89cdf4", "Fro'tak (Jealous Rival)", FroTak())
card("1ff6e772-b434-4a0c-bc8b-bc4e19fdbb3b", "Jack O'Neill (Team Leader)",
     Card(On(Trigger.GLYPH_EARNED, ArrangeTop(2, optional=True), _glyph_earned(_had))))
card("bd33de61-1467-456f-9e51-af3ec2f035b3", "Tabloid Research",
     Card(StopToPlayCost(), OnPlay(ArrangeTop(stopped_rating(CULTURE)))))
card("90aae6fb-7dc6-45ab-b8cb-4e2063c82b44", "Ocker (Tok'ra Operative)", OpAbility(
    ArrangeTop(5, OPPONENT, deck=True), AbilityCost(stop_self=True, destroy_self=True),
    "Ocker: look at the opponent's deck"))

# --- the rest ---

from stargate_vcg.engine.stargate.effects import Decision, Replace  # noqa: E402


def turn_face_down(t: Surface, source: int, card: int) -> bool:
    return t.turn_face_down(card)


class Reconnaissance(CardEffect):
    """Event: its player looks at the opponent's hand and chooses two cards; the
    opponent plays one of them as a complication at no cost. Ruling: the opponent's
    choice between the two is shown to him only (his player saw them as he chose them);
    with fewer than two cards in hand, those there."""

    def on_play(self, t: Surface, source: int) -> None:
        me = t.owner(source)
        hand = t.hand(t.opponent(me))
        n = min(2, len(hand))
        if n:
            ask(t, source, "two", me, hand, "choose two cards", least=n, most=n,
                hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        them = t.opponent(me)
        if step == "two" and chosen:
            t.decide(Decision(player=them, source=source, step="play", options=chosen,
                              prompt="play one as a complication", visible_to=(them,)))
        elif step == "play" and chosen and t.mission >= 0:
            t.place_complication(chosen[0], them)


# Subclassed by card modules left interpreted (other sets).
@mypyc_attr(allow_interpreted_subclasses=True)
class HealingDevice(CardEffect):
    """Gear: a support character about to be destroyed may be saved: its player stops
    the gear and spends 2 power, and the character is stopped rather than destroyed.
    Ruling: the choice is asked as the destruction is replaced; declined, the character is
    destroyed then."""

    def _can(self, t: Surface, source: int) -> bool:
        return (t.is_ready(source) or t.is_assigned(source)) and t.power(t.owner(source)) >= 2

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and t.is_support_character(card)
                and t.in_effect_for_role(card) and card not in t.recall(source, "declined")
                and self._can(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "save", t.owner(source), (card,), "stop the gear (2 power)",
            optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "save":
            return
        if chosen and self._can(t, source):
            t.lose_power(t.owner(source), 2)
            t.stop(source)
            t.stop(chosen[0])
            return
        # Declined: the character is destroyed after all.
        card_ = args[0]
        if t.in_play(card_):
            t.remember(source, "declined", (card_,))
            t.destroy(card_)
            t.forget(source, "declined")


card("02af2b36-fae5-418e-a382-85849a794605", "Khonsum (Goa'uld Impostor)",
     Card(WhenAssigned(_this, Seq(MayPay(3, label="pay 3 power"),
                                  IfDid(Do(turn_face_down, obstacle, among=OBSTACLES))))))
card("fd7dc127-b18d-4130-b38d-9f571812a111", "Reconnaissance", Reconnaissance())
card("f3f6be0b-601d-4ce8-9fbc-efd071f2789f", "Healing Device", HealingDevice())


# Subclassed by card modules left interpreted (other sets).
@mypyc_attr(allow_interpreted_subclasses=True)
class MALP(CardEffect):
    """Gear: sacrificed with a discard, it waits for the opponent's next pass at this
    mission; from then to the mission's end his only action is passing. (The text works
    from the discard pile, where the card goes as it is used.)"""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, DISCARD_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.PASSED})

    def __init__(self) -> None:
        self.modes: tuple[Ability, ...] = (
            Ability("MALP: the opponent's next pass is his last",
                    AbilityCost(destroy_self=True, discards=1), self._use,
                    usable=lambda t, s: t.in_play(s)),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.remember(source, "armed", (1,))
        t.after_mission(source, "clear")

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.PASSED and bool(t.recall(source, "armed"))
                and event.player == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.forget(source, "armed")
        t.remember(source, "locked", (1,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "clear":
            t.forget(source, "armed")
            t.forget(source, "locked")

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if (t.recall(source, "locked") and player == t.opponent(t.owner(source))
                and isinstance(action, (PlayCard, Assign, Boost, PlayComplication,
                                            ActivateAbility))):
            return "MALP: only passing is left to him at this mission"
        return None


card("7c497e32-e8c7-4e67-b2ec-ded7c898e57e", "MALP", MALP())


def _harlan_targets(t: Surface, source: int) -> Sequence[int]:
    me = t.owner(source)
    return tuple(c for c in t.hand(me)
                 if t.is_support_character(c) and t.printed_cost(c) <= t.power(me))


def _harlan(t: Surface, source: int, action: ActivateAbility) -> None:
    t.play_from_hand(action.target, t.printed_cost(action.target))
    t.after_turn(source, "destroy", (action.target,))


class Harlan(CardEffect):
    """Custodian of Altair: stop him: play a support character at normal cost, even with
    a character of the same title in play; it is destroyed as the turn ends.
    Ruling: "normal cost" is the printed cost (the play is the ability's, not a play
    action, so play cost modifiers don't apply)."""

    ABILITY: ClassVar[Ability] = Ability(
        "Harlan: play a support character", AbilityCost(stop_self=True), _harlan,
        targets=_harlan_targets)

    MODES: ClassVar[tuple[Ability, ...]] = (ABILITY,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "destroy" and t.in_play(args[0]):
            t.destroy(args[0])


card("a8fda78f-615e-47b5-950b-2582e294ca37", "Harlan (Custodian of Altair)", Harlan())


# --- base-rest batch ---


class Iris(CardEffect):
    """Gear: while in effect (its owner the hero), the villain chooses, card by card,
    whether the Failure text of his obstacles and adversaries is used; an obstacle's costs
    him 1 power (without it, the text is not used). Ruling: the choice is made as each
    text would resolve, in the villain's order."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.FAILURE_TEXT and player != t.owner(source)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        price = 1 if t.is_obstacle(card) else 0
        if t.power(player) < price:
            t.note(source, "failure text not used: no power to pay for it")
            return
        ask(t, source, "use", player, (card,),
            "use its failure text" + (" (pay 1 power)" if price else ""), optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if not chosen:
            return
        card = chosen[0]
        if t.is_obstacle(card):
            t.lose_power(t.owner(card), 1)
        t.use_failure_text(card)


card("7ecb8326-8bb0-4e29-b675-6007db0b0dd7", "Iris", Iris())


def _nid_assigned(t: Surface, player: int) -> bool:
    return any(t.is_character(c) and t.has_trait(c, "NID") for c in t.assigned(player))


class Bauer(CardEffect):
    """NID Patsy: while an NID character of his player is assigned, the current mission
    has Success text given by him: his player looks at the top mission of his own pile
    (only he sees it), and may stop Bauer to put it on the bottom. Without a mission pile,
    or with Bauer already stopped, the look changes nothing and nothing is asked."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.GIVEN_SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.GIVEN_SUCCESS and event.player == t.owner(source)
                and _nid_assigned(t, event.player))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        top = t.mission_pile_top(me)
        if (top < 0 or not _nid_assigned(t, me)
                or not (t.is_ready(source) or t.is_assigned(source))):
            return
        ask(t, source, "bottom", me, (top,), "stop Bauer to put it on the bottom",
            optional=True, hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and t.stop(source):
            t.mission_top_to_bottom(t.owner(source))


card("6eca332d-3286-496a-97de-07af5318f4b6", "Bauer (NID Patsy)", Bauer())


# Subclassed by card modules left interpreted (other sets).
@mypyc_attr(allow_interpreted_subclasses=True)
class MarkDevlin(CardEffect):
    """NID Assassin: in play while his owner is the villain, he is one of that player's
    adversaries (assignable with his own ratings, adding to the difficulty); he can
    neither be revived nor scored, so an assigned Mark Devlin is destroyed as the mission
    ends. Ruling: only in play (not from the hand), and he is not boosted as an
    adversary."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, AS_ADVERSARY})

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        from stargate_vcg.engine.stargate.actions import Revive, Score

        if isinstance(action, (Revive, Score)) and action.adversary == source:
            return "Mark Devlin: neither revived nor scored"
        return None


card("d7616203-6f6c-476d-831b-d8bc0d07ca21", "Mark Devlin (NID Assassin)", MarkDevlin())
