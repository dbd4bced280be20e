"""Base Set team and support characters, events and gear (by card id; each class is
named after its card's title; no card text here: data policy)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Abilities,
    Card,
    CostChange,
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
    Cond,
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
    hero_card,
    obstacle,
    opponents,
    other,
    played_this,
    power_at_least,
    rated,
    ready,
    select,
    shares_glyph,
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
    TEXT_FAILURE,
    Ability,
    AbilityCost,
    CardEffect,
    PlayCost,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

# --- heroes ------------------------------------------------------------------------------


class Anise(CardEffect):
    """Determined Archaeologist: when played, may stop a team character; if so, ready a
    different one."""

    listens = frozenset({Trigger.CARD_PLAYED})

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
    """Orbanian Urrone: when assigned, destroyed at the end of the current mission."""

    listens = frozenset({Trigger.ASSIGNED})

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

    listens = frozenset({Trigger.COMPLICATION_PLAYED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.COMPLICATION_PLAYED and t.is_ready(source)
                and event.player == t.opponent(t.owner(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.gain_power(t.owner(source), 1)


class NiceShot(CardEffect):
    """Event: a team character gets Combat +1 until the end of the mission, +2 if Jaffa.
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
    """Event; to play it, stop two characters: destroy an obstacle."""

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return PlayCost(stop=2)

    def on_play(self, t: Surface, source: int) -> None:
        ask(t, source, "destroy", t.owner(source), t.obstacles, "destroy an obstacle")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])


def _combat_obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, obstacle & rated(COMBAT), t.obstacles)


def _easier(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, -1, difficulty=True)


def _no_failure_text(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)


class ZatGun(CardEffect):
    """Gear: stop it and pay 1, 2 or 3 power, aimed at a Combat obstacle: difficulty -1;
    its failure text removed; destroyed."""

    MODES = (
        Ability("Zat Gun: difficulty -1", AbilityCost(power=1, stop_self=True), _easier,
                targets=_combat_obstacles),
        Ability("Zat Gun: remove failure text", AbilityCost(power=2, stop_self=True),
                _no_failure_text, targets=_combat_obstacles),
        Ability("Zat Gun: destroy", AbilityCost(power=3, stop_self=True), _destroy_target,
                targets=_combat_obstacles),
    )

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES


card("7bc31821-102f-4c24-bf66-05eb14f37154", "Darian (Freedom Fighter)", Darian())
card("79974bc9-9b81-41e1-8868-c75f8fc58837", "Anise (Determined Archaeologist)", Anise())
card("cec32155-7eb9-4001-a923-1bf3b4ca0150", "Merrin (Orbanian Urrone)", Merrin())
card("cb1c3c22-ad98-4624-bc39-80a359347541", "Oma Desala (Guide to Ascension)",
     SkillsBonus(1, assigned & character & other, when=this_assigned))
card("0a124022-4054-4952-83d9-3ac43d16e7a1", "Gerak (Leader of the Jaffa)",
     SkillsBonus(1, this, when=power_at_least(4)))
card("dc4e26e7-2860-4851-9a5f-e53da0edf853", "Bra'tac (Jaffa Master)", Text(
    SkillsBonus(1, trait("Jaffa") & support_character,
                when=lambda t, s: this_ready(t, s) and has_glyphs(Glyph.LIBRA,
                                                                   Glyph.SCORPIUS)(t, s)),
    SkillsBonus(1, trait("Jaffa") & support_character,
                when=lambda t, s: this_ready(t, s) and has_glyphs(
                    Glyph.GEMINI, Glyph.PISCES, every=True)(t, s))))
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
    """Event: destroy any number of your Jaffa support characters, then ready one of your
    team characters for each destroyed (ruling: different ones, as many as can be)."""

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
    """Event: look at one card from the top of your mission pile for each of your ready
    SGC characters and put them back one at a time, each on the top or the bottom (the
    last put on top is the top card; the last put at the bottom, the bottom one). The
    cards are shown to their owner only."""

    TOP, BOTTOM = 0, 1

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
    """Gear: at the start of your debrief phase, you may put your failed missions on top
    of your mission pile one at a time (the last one put is the top card)."""

    listens = frozenset({Trigger.DEBRIEF_START})

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


def _hero_cards_in_discard(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, hero_card, t.discard_pile(t.owner(source)))


def _shuffle_target_into_deck(t: Surface, source: int, action: ActivateAbility) -> None:
    t.shuffle_into_deck((action.target,))


def _stoppable_or_assigned_yours(t: Surface, source: int) -> tuple[int, ...]:
    me = t.owner(source)
    return tuple(c for c in t.characters(me) if t.is_stopped(c) or t.is_assigned(c))


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return t.obstacles


def _draw_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.draw(t.owner(source))


def _face_down(t: Surface, source: int, action: ActivateAbility) -> None:
    t.turn_face_down(action.target)


def _others_get_skills(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, your & team_character & other):
        t.modify(c, 1, skills=True)


class Malek(CardEffect):
    """Outpost Commander: when played, may move a glyph from one of your characters to
    another of yours (ruling: the characters in effect are the hero's own)."""

    listens = frozenset({Trigger.CARD_PLAYED})

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
    """Outcast Scholar: discard a card: Culture +2 until the end of the mission, then
    destroyed at its end; once each turn."""

    ABILITIES = (Ability("Nicholas Ballard: Culture +2", AbilityCost(discards=1),
                         _culture_then_destroyed, once_per_turn=True),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
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


def _glyph_assigned(glyph: Glyph) -> Cond:
    return lambda t, s: t.has_glyph(s, glyph) and t.is_assigned(s)


def _complication_while(cond: Cond) -> Callable[[Surface, int, int, Action], bool]:
    return lambda t, s, p, a: isinstance(a, PlayComplication) and cond(t, s)


def _shares_the_missions_glyph(t: Surface, source: int) -> bool:
    if not t.is_assigned(source) or t.mission < 0:
        return False
    glyph = t.mission_glyph(t.mission)
    return glyph is not None and t.has_glyph(source, glyph)


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
    CostChange(-1, lambda t, s, p, a: playing_this(t, s, p, a) and _combat_mission(t, s)),
    CostChange(-1, lambda t, s, p, a: playing_this(t, s, p, a) and t.complication_count > 0)))
card("2ecaf65d-1fe8-4cd7-8824-3160aef1d99b", "Bill Lee (Engineering Specialist)",
     Card(SkillsBy(lambda t, s: t.successful_missions(), this)))
# Ruling: one of your team characters; Cross is stopped only when one was chosen.
card("826a9118-8df1-4e7b-a15d-22d388773fb4", "Cross (Deep Cover Agent)", Card(WhenPlayed(Seq(
    Do(gets(1, skills=True, until=UNTIL_TURN_END), your & team_character, remember="chosen",
       prompt="a team character gets skills"),
    IfDid(Simple(_cross_stops_unless_nid))))))
card("75708da0-602d-40f0-9381-b6cc3940ce23", "Drey'auc (Of the Cordai Plains)", Card(
    CostChange(-2, lambda t, s, p, a: playing_this(t, s, p, a)
               and t.successful_missions() > 0)))
card("f0c981ea-5b6f-4a98-a043-0ee5e6f0fb2e", "Malek (Outpost Commander)", Malek())
card("db2e0e15-0970-4302-a434-d37c410d10f9", "Nicholas Ballard (Outcast Scholar)",
     NicholasBallard())
card("5f48ec23-8316-45e9-b6b9-a90ca1ad3f59", "Nyan (Bedrosian Archaeologist)",
     Card(Success(Seq(Lose(2, OPPONENT), Gain(1)))))
# Ruling: a ready adversary not yet blocked (blocking an assigned one changes nothing:
# glossary "block"), blocked until the end of the mission.
card("15b6eda3-98c2-4aec-b0b7-6b817630c978", "Olaf (Cimmerian Fighter)", Card(WhenPlayed(
    Do(block_for_mission, opponents & adversary & ready & ~blocked, optional=True,
       prompt="block an adversary?"))))
card("3c381256-8ecd-4a17-ae67-dbe4a7b5305a", "Osbourne (Antarctic Researcher)", Card(
    Abilities(Ability("Osbourne: draw a card", AbilityCost(stop_self=True), _draw_one))))
card("20b010bf-9c8c-45dc-8ea6-7d2df55f80a5", "Tolok (Jaffa Elder)", Card(WhenPlayed(Seq(
    PayAndDiscard(2),
    IfDid(Do(ready_verb, your & trait("Jaffa") & character & other,
             prompt="ready another Jaffa character"))))))
card("0f8362dc-132b-4eb3-96ec-453afddd5638", "Balinsky (Insightful Archaeologist)",
     SkillsBonus(1, this, when=lambda t, s: len(t.glyphs(s)) > len(t.obstacles)))
# Ruling: the current mission is the first played this turn while no mission has
# succeeded or failed yet this turn.
card("da9a7837-a593-4269-acb6-d88449a0d07a", "Cameron Mitchell (Eager Adventurer)",
     SkillsBonus(1, this, when=lambda t, s: _glyph_assigned(Glyph.ORION)(t, s)
                 and t.first_mission_of_turn()))
card("77d8c4e5-1911-40f1-a0e8-08f01cc8d082", "Daniel Jackson (Trained Fighter)", Card(
    SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.GEMINI)),
    SkillBonus(COMBAT, 1, this, when=has_glyphs(Glyph.TRIANGULUM))))
card("c5358e72-16ac-450e-a2b8-923d4964f52c", "Harold Maybourne (Ally of Opportunity)", Card(
    Abilities(Ability("Harold Maybourne: other team characters get skills +1",
                      AbilityCost(stop_self=True, glyphs=(Glyph.SCORPIUS,)),
                      _others_get_skills))))
card("4901fb59-e7cc-47d4-8f3a-4f1f2e93f78d", "Jack O'Neill (SG-1 Commander)", Card(
    On(Trigger.MISSION_PLAYED, Gain(1), lambda t, s, e: e.player == t.owner(s)
       and has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True)(t, s))))
card("7dc161c5-2a99-4fb7-b3ee-0c421f48ad41", "Martouf (Tok'ra Liaison)",
     SkillsBonus(1, character & other & Pick(shares_glyph)))
card("ebb511ee-abe9-4b91-9cea-e0cb3794bc21", "Samantha Carter (Problem Solver)", Card(
    Abilities(Ability("Samantha Carter: turn an obstacle face down",
                      AbilityCost(stop_self=True, glyphs=(Glyph.TRIANGULUM,)), _face_down,
                      targets=_obstacles))))
card("5943d410-e654-46a4-9bc7-44124d8ee891", "Teal'c (Enemy of the Goa'uld)", Card(
    CostChange(1, _complication_while(_glyph_assigned(Glyph.ORION))),
    CostChange(1, _complication_while(_glyph_assigned(Glyph.PISCES)))))
# Ruling: the glyph of the mission she is assigned to is the current mission's.
card("67af6d35-4256-40e4-9b75-bff404d6a234", "Vala Mal Doran (Probationary Member of the SGC)",
     SkillsBonus(1, this, when=_shares_the_missions_glyph))
