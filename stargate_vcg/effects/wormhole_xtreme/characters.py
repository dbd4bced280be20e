"""Wormhole X-Treme!: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    COMPLICATIONS,
    HAND,
    OBSTACLES,
    PLAYS,
    Abilities,
    ArrangeTop,
    Blocked,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Do,
    DoAnyNumber,
    DoToIt,
    DoUpTo,
    Draw,
    Failure,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    On,
    Op,
    OwnCost,
    SearchDeck,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    Success,
    Victory,
    WhenAssigned,
    WhenPlayed,
    choose,
    destroy,
    discard,
    gets,
    purge_then,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    Cond,
    Pick,
    adversary,
    anything,
    ask,
    assigned,
    character,
    gear,
    has_glyphs,
    hero_card,
    obstacle,
    other,
    rated,
    select,
    ship,
    support_character,
    team_character,
    this,
    this_assigned,
    titled,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import (
    ActivateAbility,
    Assign,
    Continue,
    PlayCard,
    PlayComplication,
    Revive,
)
from stargate_vcg.engine.stargate.effects import (
    COST_OTHER,
    DISCARD_PILE,
    IN_PLAY,
    TEXT_FAILURE,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.phases import DEBRIEF, MISSION_OVER, NAMES, PLAY_MISSION
from stargate_vcg.engine.stargate.surface import UNTIL_MISSION_END, UNTIL_TURN_END, Surface

# --- the SG-1 team leaders' quartet ------------------------------------------------------
# Each gets a named skill +2 while assigned with a given teammate (if he holds one of two
# glyphs), and lends the other team characters holding a glyph +1 in a skill while he is
# assigned.


def _with(glyphs: tuple[Glyph, Glyph], partner: str) -> Cond:
    holds = has_glyphs(*glyphs)
    return lambda t, s: holds(t, s) and t.is_assigned(s) and any(
        c != s and titled(partner)(t, s, c) for c in select(t, s, assigned))


_GLYPHED_TEAMMATE = other & team_character & with_glyph


def _sg1(skill: int, glyphs: tuple[Glyph, Glyph], partner: str, lends: int) -> Card:
    return Card(SkillBonus(skill, 2, this, when=_with(glyphs, partner)),
                SkillBonus(lends, 1, _GLYPHED_TEAMMATE, when=this_assigned))


card("67409bc1-40cc-4f94-b109-627e1e4f01a5", "Daniel Jackson (SG-1 Seasoned Explorer)",
     _sg1(COMBAT, (Glyph.GEMINI, Glyph.PISCES), "Teal'c", CULTURE))
card("ea1d05c6-57a2-4649-86c1-07a761805324", "Jack O'Neill (SG-1 Team Leader)",
     _sg1(SCIENCE, (Glyph.GEMINI, Glyph.LIBRA), "Samantha Carter", INGENUITY))
card("cfb85e72-4cab-4358-8455-18ff041b7218", "Samantha Carter (SG-1 Scientific Genius)",
     _sg1(CULTURE, (Glyph.LIBRA, Glyph.ORION), "Daniel Jackson", SCIENCE))
card("76c142df-1f7a-471d-9376-c6f4e33c2925", "Teal'c (SG-1 Freedom Fighter)",
     _sg1(INGENUITY, (Glyph.ORION, Glyph.PISCES), "Jack O'Neill", COMBAT))

# --- counted skills and costs --------------------------------------------------------------


def _obstacles_here(t: Surface, s: int) -> int:
    return len(t.obstacles) if t.mission >= 0 else 0


def _failures(t: Surface, s: int) -> int:
    return t.failed_mission_count(s)


def _hero_ship_assigned(t: Surface, s: int) -> bool:
    return any(t.is_hero_card(c) for c in select(t, s, assigned & ship))


card("47bc3614-d764-489b-bb14-4093248a1254", "Latal (Citizen of Kallana)",
     Card(SkillsBy(_obstacles_here, this)))
card("e45dacff-8e81-4458-8bb8-2bcf673357cf", "Walter Harriman (Bridge Officer)",
     Card(SkillBonus(COMBAT, 1, this, when=_hero_ship_assigned),
          SkillBonus(INGENUITY, 1, this, when=_hero_ship_assigned)))
card("35047fac-9e28-4797-8744-4445ad8f4495", "Svetlana Markov (Bereaved Scientist)",
     Card(OwnCost(lambda t, s: -_failures(t, s))),
     partial="the Grit keyword is not modelled; only her cost reduction")

# Peter Kavanagh: ruling, he can't be assigned while the current mission is the turn's
# opening one.
card("766f3327-2d0d-4c3b-90a7-a2761f02c518", "Peter Kavanagh (Cowardly Scientist)",
     Card(Blocked(this, lambda t, s: t.mission >= 0 and t.first_mission_of_turn()),
          SkillsBy(-1, this, when=lambda t, s: t.failed_mission_count(s) > 0)))

_OUTSIDER = support_character & Pick(
    lambda t, s, c: not t.has_trait(c, "Atlantis") and not t.has_trait(c, "SGC"))


def _plays_outsider(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and _OUTSIDER(t, s, action.card)


card("ad0a0469-0730-4932-9025-2f1e2d67ea5f", "Bates (Head of Security)",
     Card(CostChange(1, _plays_outsider, on=PLAYS),
          SkillsBy(-1, this, when=lambda t, s: bool(select(t, s, your & _OUTSIDER)))))



# --- played, assigned ----------------------------------------------------------------------

card("33c55e56-fc9e-43f7-98db-eb62161dd4ec", "Jeannie Miller (Theoretical Physicist)",
     Card(WhenPlayed(Do(destroy, obstacle & rated(SCIENCE) & ~trait("Disease"),
                        among=OBSTACLES, optional=True))))
card("d6f6ff11-933f-4b7d-b533-d4b8b6b62c19", "Frigg (Honored Celebrant)",
     Card(WhenPlayed(Seq(MayPay(2, stop_this=True, label="stop Frigg and pay 2 power"),
                         IfDid(DoUpTo(ready, team_character, 2))))))


def _both_draw(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    t.draw(me)
    t.draw(t.opponent(me))


_MISSION_PHASE = frozenset(NAMES[i] for i in range(PLAY_MISSION, DEBRIEF)) | {
    NAMES[MISSION_OVER]}


def _opponent_draws_in_mission_phase(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player == t.opponent(t.owner(s)) and e.value > 0 and t.phase in _MISSION_PHASE


def _nothing(t: Surface, s: int) -> bool:
    return False


class SurveillanceVan(Card):
    """Its opponent's draws in the mission phase are shown: the cards the draw added to
    his hand (its last ones). Ruling: shown to every player, in the log, as any reveal
    (the van's player is the one other player)."""

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.DREW:
            hand = t.hand(event.player)
            for c in hand[-event.value:] if event.value > 0 else ():
                t.reveal(c)
            return
        super().resolve(t, source, event)


card("668165c8-d4b4-4c08-a0e1-b33215483c9e", "Surveillance Van",
     SurveillanceVan(Abilities(Ability("Surveillance Van: both players draw a card",
                                       AbilityCost(stop_self=True), _both_draw)),
                     On(Trigger.DREW, Simple(_nothing), _opponent_draws_in_mission_phase)))

# --- glyph-keyed texts -----------------------------------------------------------------------

_LIBRA = has_glyphs(Glyph.LIBRA)


def _vallarin_taxes(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.is_assigned(s) and _LIBRA(t, s))


card("a20bcc14-538e-4ea8-a29c-629917b71471", "Vallarin (Eager Major)",
     Card(CostChangeBy(_failures, _vallarin_taxes, on=PLAYS),
          SkillsBy(1, this, when=has_glyphs(Glyph.GEMINI, Glyph.LIBRA, every=True))))


def _opponent_obstacles_played(t: Surface, s: int) -> int:
    opp = t.opponent(t.owner(s))
    return sum(1 for c in t.played_this_turn() if t.owner(c) == opp and t.is_obstacle(c))


def _first_obstacle(t: Surface, s: int, player: int, action: Any) -> bool:
    return (player == t.opponent(t.owner(s)) and isinstance(action, PlayCard)
            and t.is_obstacle(action.card) and has_glyphs(Glyph.PISCES)(t, s)
            and _opponent_obstacles_played(t, s) == 0)


def _first_complication(t: Surface, s: int, player: int, action: Any) -> bool:
    return (player == t.opponent(t.owner(s)) and isinstance(action, PlayComplication)
            and has_glyphs(Glyph.SCORPIUS)(t, s)
            and t.count_logged_this_turn("complication", player) == 0)


_villain_ship = ship & Pick(lambda t, s, c: t.is_villain_card(c))
card("3fbcbfbe-e01c-4485-81fe-b56c109c0cee", "Alicia Vega (Enthusiastic Shooter)",
     Card(CostChange(1, _first_obstacle, on=PLAYS),
          CostChange(1, _first_complication, on=COMPLICATIONS),
          Success(If(has_glyphs(Glyph.PISCES, Glyph.SCORPIUS, every=True),
                     Do(destroy, _villain_ship & assigned)))))


# --- Kostenko ----------------------------------------------------------------------------------


def _missions_you_played(t: Surface, s: int) -> int:
    return t.count_logged_this_turn("play mission", t.owner(s))


_ready_adversary = adversary & Pick(lambda t, s, c: t.is_ready(c))
card("7a573145-8a13-4c93-84b7-55c2d85e4f19", "Kostenko (Stoic Soldier)",
     Card(OwnCost(lambda t, s: -_missions_you_played(t, s)),
          On(Trigger.DESTROYED,
             If(lambda t, s: bool(select(t, s, _ready_adversary)),
                Seq(MayPay(1, label="pay 1 power to stop a ready adversary"),
                    IfDid(Do(stop, _ready_adversary)))),
             lambda t, s, e: e.card == s)))


# --- Teal'c (Private Eye) ------------------------------------------------------------------------


def _no_revive_this_mission(t: Surface, s: int) -> bool:
    t.keep_rules(s, UNTIL_MISSION_END)
    return True


def _revives_chosen(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, Revive) and action.adversary in t.recall(s, "chosen")
            and (s, UNTIL_MISSION_END) in t.lasting_rules())


def _may_pay_to_ready_this() -> Seq:
    return Seq(MayPay(2, label="pay 2 power to ready Teal'c"),
               IfDid(Simple(lambda t, s: t.ready(s))))


card("24de52b1-24ea-46c6-b1c5-3cf7875bd39f", "Teal'c (Private Eye)",
     Card(WhenAssigned(this, Seq(Do(choose, adversary, remember="chosen"),
                                 Simple(_no_revive_this_mission))),
          Cant(_revives_chosen, "Teal'c (Private Eye): that adversary can't be revived"),
          Success(_may_pay_to_ready_this()), Failure(_may_pay_to_ready_this())))


# --- boosts ------------------------------------------------------------------------------------


def _own_boost(pick: Pick) -> Callable[[Surface, int, TriggerEvent], bool]:
    return lambda t, s, e: e.player == t.owner(s) and pick(t, s, e.card)


_HEIMDALL_ONE = has_glyphs(Glyph.GEMINI, Glyph.SCORPIUS)
_HEIMDALL_BOTH = has_glyphs(Glyph.GEMINI, Glyph.SCORPIUS, every=True)
card("a2e5fda9-260a-40a8-8815-0c0a56e881e5", "Heimdall (Archaeogenetics Expert)",
     Card(On(Trigger.BOOSTED, May(Draw(1), label="draw a card"),
             lambda t, s, e: _own_boost(character)(t, s, e) and _HEIMDALL_ONE(t, s)),
          On(Trigger.BOOSTED,
             Seq(Do(discard, anything, among=HAND, optional=True), IfDid(Gain(1))),
             lambda t, s, e: _own_boost(character)(t, s, e) and _HEIMDALL_BOTH(t, s))))
card("4ab4c58d-a34f-4a95-b33b-3a021a3d4aec", "Cha'ra (Trustworthy Informant)",
     Card(On(Trigger.BOOSTED,
             Seq(MayPay(1, label="pay 1 power for skills +1 more"),
                 IfDid(DoToIt(gets(1, skills=True)))),
             _own_boost(character & trait("Jaffa")))))


# --- Makepeace ---------------------------------------------------------------------------------

_MAKEPEACE_ONE = has_glyphs(Glyph.GEMINI, Glyph.ORION)
_MAKEPEACE_BOTH = has_glyphs(Glyph.GEMINI, Glyph.ORION, every=True)


def _makepeace_grows(t: Surface, s: int) -> bool:
    """Ingenuity +1 to the turn's end, or skills +1 instead with both glyphs."""
    if _MAKEPEACE_BOTH(t, s):
        t.modify(s, 1, skills=True, until=UNTIL_TURN_END)
    else:
        t.modify(s, 1, skill=INGENUITY, until=UNTIL_TURN_END)
    return True


card("78c1feed-d14a-4036-9264-7fe6f3bf7321", "Makepeace (SG-1 Team Leader)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(Do(discard, hero_card, among=HAND, optional=True),
                 IfDid(Simple(_makepeace_grows))),
             lambda t, s, e: e.player == t.owner(s) and t.is_gear(e.card)
             and _MAKEPEACE_ONE(t, s))))


# --- Stackhouse ----------------------------------------------------------------------------------


def _his_combat_mission(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.player == t.owner(s) and t.printed_rating(e.card, COMBAT) is not None


def _mark_mission(t: Surface, s: int) -> bool:
    t.remember(s, "mission", (t.mission,))
    return True


card("070f9d4c-1b7f-4c6f-b182-ad2b69b97b2e", "Stackhouse (Vigilant Sergeant)",
     Card(On(Trigger.MISSION_PLAYED,
             Seq(MayPay(stop_this=True, label="stop Stackhouse"), IfDid(Simple(_mark_mission))),
             _his_combat_mission),
          On(Trigger.MISSION_SUCCEEDED, Do(destroy, _villain_ship),
             lambda t, s, e: t.recall(s, "mission") == (e.card,))))


# Ishta: her two ambush texts have nothing to react to (ambushes are not modelled).
card("9cf8006b-b2fa-49bf-b3af-09ab40d1ea3a", "Ishta (Vigilant Leader)",
     Card(CostChange(1, lambda t, s, p, a: isinstance(a, PlayCard) and t.is_obstacle(a.card)
                     and has_glyphs(Glyph.GEMINI, Glyph.SCORPIUS, every=True)(t, s),
                     on=PLAYS)),
     partial="preparing and triggering ambushes are not modelled")


# --- glyph-earned and glyph-matched texts --------------------------------------------------

card("6993b820-bb7c-41ae-bbb8-aefa309a4175", "Evan Lorne (Trusted Second)",
     Card(On(Trigger.GLYPH_EARNED, Do(destroy, adversary, optional=True),
             lambda t, s, e: e.card == s and e.value > 0)),  # value: a glyph new to him
     partial="prepared ambush obstacles (not modelled) can't be chosen")


def _matching_mission(t: Surface, s: int) -> bool:
    if t.mission < 0 or t.recall(s, "turn") == (t.turn,):
        return False
    return t.glyph_of(t.mission) in {t.glyph_of(m) for m in t.glyphs(s)}


def _mckay_grows(t: Surface, s: int) -> bool:
    t.modify(s, 1, skills=True)
    t.remember(s, "turn", (t.turn,))  # once each turn
    return True


card("c790c74b-7da0-45d2-9caa-3155909d89e0", "\"Rod\" McKay (Fearless Scientist)",
     Card(WhenAssigned(this, If(_matching_mission,
                                Seq(Do(discard, anything, among=HAND, optional=True),
                                    IfDid(Simple(_mckay_grows)))))))


def _clues(t: Surface, s: int) -> int:
    held = t.recall(s, "clues")
    return held[0] if held else 0


def _first_block_this_turn(t: Surface, s: int) -> bool:
    if t.recall(s, "clue turn") == (t.turn,):
        return False
    t.remember(s, "clue turn", (t.turn,))
    t.remember(s, "clues", (_clues(t, s) + 1,))
    return True


def _spend_clue(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "clues", (_clues(t, source) - 1,))
    t.modify(source, 1, skills=True)


card("802cf745-cea4-4fbd-98d6-5331625a7b69", "John Sheppard (LVPD Detective)",
     Card(On(Trigger.BLOCKED, Simple(_first_block_this_turn), lambda t, s, e: e.card == s),
          Abilities(Ability("John Sheppard: spend a clue for skills +1",
                            AbilityCost(any_glyph=(Glyph.SCORPIUS, Glyph.TRIANGULUM)),
                            _spend_clue, usable=lambda t, s: _clues(t, s) > 0))))


def _six_different(t: Surface, s: int, e: TriggerEvent) -> bool:
    """His sixth glyph, each of a different kind. Ruling: lore tokens are not in the
    engine (no card text played places one), so he never has one."""
    glyphs = t.glyphs(s)
    return e.card == s and len(glyphs) == 6 and len({t.glyph_of(m) for m in glyphs}) == 6


def _martouf_wins(t: Surface, s: int) -> bool:
    t.win(t.owner(s), "Martouf: six different glyphs")
    return True


card("046c04f3-f4ed-4daa-923c-f2cdee07ca9d", "Martouf (Dedicated Operative)",
     Card(WhenAssigned(this, If(lambda t, s: len(t.glyphs(s)) >= 3,
                                Do(gets(1, skills=True), other & team_character))),
          On(Trigger.GLYPH_EARNED, Simple(_martouf_wins), _six_different)))


def _budget(t: Surface, s: int) -> int:
    """How many villain cards (and face-down cards) are at the mission now, less the cost
    of the supporters readied so far."""
    here = [c for c in (*t.obstacles, *select(t, s, assigned)) if t.is_villain_card(c)]
    spent = t.recall(s, "spent")
    return len(here) + t.complication_count - (spent[0] if spent else 0)


def _ready_within_budget(t: Surface, s: int, c: int) -> bool:
    spent = t.recall(s, "spent")
    t.remember(s, "spent", ((spent[0] if spent else 0) + t.cost(c),))
    return t.ready(c)


def _new_budget(t: Surface, s: int) -> bool:
    t.forget(s, "spent")
    return True


card("d5fceb78-68dd-477e-914a-c8611c332d26", "Laurence Conner (SG-11 Team Leader)",
     Card(Success(If(has_glyphs(Glyph.PISCES, Glyph.TRIANGULUM),
                     Seq(Simple(_new_budget),
                         DoAnyNumber(_ready_within_budget, your & assigned & support_character
                                     & Pick(lambda t, s, c: t.cost(c) <= _budget(t, s))))))))



def _battle_counters(t: Surface, s: int) -> int:
    held = t.recall(s, "battle")
    return held[0] if held else 0


class _ExperiencePerBattleCounter(CardEffect):
    def experience(self, t: Surface, source: int) -> int:
        return _battle_counters(t, source)


def _may_add_battle_counter(t: Surface, s: int) -> bool:
    return (has_glyphs(Glyph.LIBRA, Glyph.ORION)(t, s) and _battle_counters(t, s) < 5
            and t.recall(s, "battle turn") != (t.turn,))


def _add_battle_counter(t: Surface, s: int) -> bool:
    t.remember(s, "battle", (_battle_counters(t, s) + 1,))
    t.remember(s, "battle turn", (t.turn,))
    return True


# George Hammond (Prometheus Commander): battle counters are kept in his memory.
card("b6b4648e-2b9d-454d-9425-5be8ed4e12e1", "George Hammond (Prometheus Commander)",
     Card(_ExperiencePerBattleCounter(),
          Victory(If(_may_add_battle_counter, Simple(_add_battle_counter)))))



class _ExperiencePerCardBeneath(CardEffect):
    def experience(self, t: Surface, source: int) -> int:
        return len(t.beneath(source)) if t.in_play(source) else 0


def _triangulum_glyphs(t: Surface, s: int) -> int:
    return sum(1 for c in select(t, s, your & character) for m in t.glyphs(c)
               if t.glyph_of(m) == Glyph.TRIANGULUM)


def _beneath_her(t: Surface, s: int, c: int) -> bool:
    t.place_beneath(c, s)
    return True


card("bf9fd453-2f4a-41e4-9b40-310f48c913e2", "Tolinev (Resilient Explorer)",
     Card(_ExperiencePerCardBeneath(),
          Failure(If(lambda t, s: len(t.beneath(s)) < _triangulum_glyphs(t, s),
                     Do(_beneath_her, anything, among=HAND, optional=True,
                        prompt="place face down beneath Tolinev")))))


card("bc0d3aae-5d7d-428a-b78a-ff9f2fd65db8", "Wood (NID Analyst)",
     Card(SkillsBy(lambda t, s: t.drawn_this_mission(t.owner(s))
                   + t.taken_from_deck_this_mission(t.owner(s)), this)))



class Talmek(Card):
    """Grand Council Envoy: his ability's text runs as it is used, from the discard
    pile where paying its cost put him (`Trigger.ABILITY_USED`)."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})


card("622b6495-d220-4ea0-828d-9d1eec2279a7", "Talmek (Grand Council Envoy)",
     Talmek(Abilities(Ability("Talmek: arrange five, then draw two",
                              AbilityCost(stop_self=True, destroy_self=True))),
            On(Trigger.ABILITY_USED, Seq(ArrangeTop(5, deck=True), Draw(2)),
               lambda t, s, e: e.card == s)))



class _Intersearch(Op):
    """The top card of his deck seen and left on top or put on the bottom; then he may
    discard a card to do it again, or else draws a card."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        top = t.deck_top(me)
        if top < 0:
            self._offer_discard(t, source, args)
            return
        self.ask(t, source, me, (top,), "put it on the bottom", (*args, 0), optional=True,
                 hidden=True)

    def _offer_discard(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        hand = t.hand(me)
        if not hand:
            t.draw(me)
            self.finish(t, source, args, True)
            return
        self.ask(t, source, me, hand, "discard a card to look again", (*args, 1),
                 optional=True, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, stage = args[:-1], args[-1]
        if stage == 0:
            if chosen:
                t.put_on_deck(chosen[0], bottom=True)
            self._offer_discard(t, source, args)
            return
        if chosen:
            t.discard(chosen[0])
            self.start(t, source, args)
            return
        t.draw(t.owner(source))
        self.finish(t, source, args, True)


card("502d60bd-4f39-4395-8c47-57df2328fff6", "Intersearcher",
     Card(Abilities(Ability("Intersearcher: look at the top card", AbilityCost(power=2))),
          On(Trigger.ABILITY_USED, _Intersearch(), lambda t, s, e: e.card == s)))



class Colt1911Pistol(Card):
    """Gear: its ability blocks the adversary aimed at from the mission and offers to
    ready him (a step of its own: "ready")."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "ready":
            for c in chosen:
                t.ready(c)
            return
        super().resume(t, source, step, args, chosen)


def _colt_aims(t: Surface, source: int, action: ActivateAbility) -> None:
    target = action.target
    t.block(target, until_mission_end=True)
    if t.is_stopped(target):
        ask(t, source, "ready", t.owner(source), (target,), "ready that adversary?",
            optional=True)


def _adversaries_in_play(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, adversary)


card("2ca56f65-6c09-4522-8eff-8c40954e933b", "Colt 1911 Pistol",
     Colt1911Pistol(Abilities(Ability(
         "Colt 1911 Pistol: aim at an adversary",
         AbilityCost(stop_self=True, block_others=1,
                     others=lambda t, s, c: t.is_team_character(c)),
         _colt_aims, targets=_adversaries_in_play))),
     partial="the wound it deals is not modelled")


# --- session 7 sp-cards10 ---------------------------------------------------------------------


class _MissionsCheaper(CardEffect):
    """"Missions cost power -N to play": continuing to another mission (playing the next
    one) costs the hero N less (`values.continue_cost` floors it at 0); `anyone` False:
    only this card's owner's continues."""

    def __init__(self, amount: Callable[[Surface, int], int], anyone: bool) -> None:
        self.amount, self.anyone = amount, anyone

    @property
    def cost_on(self) -> int:
        return COST_OTHER

    @property
    def cost_sign(self) -> int:
        return -1

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if isinstance(action, Continue) and (self.anyone or player == t.owner(source)):
            return -max(0, self.amount(t, source))
        return 0


def _rebates(t: Surface, source: int, hero: int) -> int:
    """What other cheaper-mission cards gave back to the villain for this continue."""
    mark = (t.turn, len(t.failed_missions()))
    return sum(held[2] for c in {*t.cards_in_play(hero), *t.cards_in_play(t.opponent(hero))}
               if c != source and len(held := t.recall(c, "rebate")) == 3
               and held[:2] == mark)


def missions_cheaper(amount: Callable[[Surface, int], int], *,
                     anyone: bool = False) -> tuple[CardEffect, On]:
    """The parts of a card whose text makes missions cheaper to play. Ruling (Russian-
    Controlled Gate's reminder, for every such card): the villain still gains his power
    for the failed missions, as if the cost were not lowered; the engine gives him no
    more than the hero paid (`debrief.decide_continue`), so each such card gives him back
    what its lowering took from that gain, as the hero continues."""
    cheaper = _MissionsCheaper(amount, anyone)

    def give_back(t: Surface, s: int) -> bool:
        hero = t.hero
        failed = len(t.failed_missions())
        lost = failed - min(failed, t.continue_cost())
        mine = min(max(0, amount(t, s)), lost - _rebates(t, s, hero))
        t.remember(s, "rebate", (t.turn, failed, max(0, mine)))
        if mine > 0:
            t.gain_power(t.opponent(hero), mine)
        return mine > 0

    def applies(t: Surface, s: int, e: TriggerEvent) -> bool:
        return anyone or e.player == t.owner(s)

    return cheaper, On(Trigger.CONTINUED, Simple(give_back), applies)


card("0ae78269-0a6f-493b-8b25-002de75cd895", "Russian-Controlled Gate",
     Card(*missions_cheaper(lambda t, s: 1)))


# --- Martin Lloyd (Successful Screenwriter) ---------------------------------------------------


def _your_event_to_discard(t: Surface, s: int, e: TriggerEvent) -> bool:
    """An event of his player's reached his discard pile: played (its text done) or
    discarded from the hand. Ruling: cards milled from the deck (a drain, a revive) are
    not placed there by him and don't count."""
    return (e.player == t.owner(s) and e.card >= 0 and t.is_event(e.card)
            and t.owner(e.card) == t.owner(s) and e.card in t.discard_pile(t.owner(s)))


class _TakeThatEventBack(Op):
    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        did = bool(args) and args[0] in t.discard_pile(me)
        if did:
            t.take_into_hand(args[0])
        self.finish(t, source, args, did)


def _lloyd_recycles() -> Op:
    return Seq(MayPay(stop_this=True, label="stop Martin Lloyd to take the event back"),
               IfDid(_TakeThatEventBack()))


card("0ae8231d-25c6-4500-b7a1-7de697dac42a", "Martin Lloyd (Successful Screenwriter)",
     Card(On(Trigger.CARD_PLAYED, _lloyd_recycles(), _your_event_to_discard),
          On(Trigger.DISCARDED, _lloyd_recycles(), _your_event_to_discard)))


# --- Beowulf (Veteran Warrior) --------------------------------------------------------------


def _villain_card_face_up_beneath(t: Surface, s: int, card: int) -> bool:
    t.reveal(card)
    t.place_beneath(card, s)
    t.remember(s, "trophies", (*t.recall(s, "trophies"), card))
    return True


class _FromOpponentsDiscard(Do):
    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        return select(t, source, self.pick, t.discard_pile(t.opponent(t.owner(source))))


class _TrophyCopiesDearer(CardEffect):
    """Beowulf: cards titled as one he took beneath him this way cost +1 per glyph of
    his (whoever plays them)."""

    @property
    def cost_on(self) -> int:
        return PLAYS

    @property
    def cost_sign(self) -> int:
        return 1

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not isinstance(action, PlayCard):
            return 0
        below = t.beneath(source)
        keys = {t.title_key(c) for c in t.recall(source, "trophies") if c in below}
        return len(t.glyphs(source)) if keys and t.title_key(action.card) in keys else 0


def _with_asgard_ship(t: Surface, s: int) -> bool:
    return (t.is_assigned(s) and _any_glyph(Glyph.LIBRA, Glyph.SCORPIUS)(t, s)
            and any(t.is_ship(c) and t.has_trait(c, "Asgard") for c in t.assigned(t.owner(s))))


def _any_glyph(*glyphs: Glyph) -> Callable[[Surface, int], bool]:
    return lambda t, s: any(t.has_glyph(s, g) for g in glyphs)


card("b2473155-d88b-44d4-b3a4-3f9044b653fa", "Beowulf (Veteran Warrior)",
     Card(On(Trigger.GLYPH_EARNED,
             _FromOpponentsDiscard(_villain_card_face_up_beneath,
                                   Pick(lambda t, s, c: t.is_villain_card(c)), optional=True,
                                   prompt="place face up beneath Beowulf"),
             lambda t, s, e: e.card == s),
          _TrophyCopiesDearer(),
          SkillBonus(COMBAT, 2, this, when=_with_asgard_ship)))


# --- Aiden Ford (Defender of Atlantis) -------------------------------------------------------


class AidenFord(Card):
    """Defender of Atlantis: with Pisces, each boost of his makes his opponent discard a
    card or else destroy an obstacle (steps "ford discard", "ford obstacle"); his
    ability is such a boost. Ruling: the ability's boost triggers his own first text (as
    it says), not other cards' "each time you boost" texts."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "ford discard":
            if chosen:
                t.discard(chosen[0])
                return
            _ford_obstacle(t, source)
            return
        if step == "ford obstacle":
            for c in chosen:
                t.destroy_by(c, source)
            return
        super().resume(t, source, step, args, chosen)


def _ford_obstacle(t: Surface, source: int) -> None:
    if t.obstacles:
        ask(t, source, "ford obstacle", t.opponent(t.owner(source)), t.obstacles,
            "destroy an obstacle")


def _ford_pressure(t: Surface, source: int) -> bool:
    if not t.has_glyph(source, Glyph.PISCES):
        return False
    them = t.opponent(t.owner(source))
    hand = t.hand(them)
    if hand:
        ask(t, source, "ford discard", them, hand, "discard a card (or destroy an obstacle)",
            optional=True, hidden=True)
    else:
        _ford_obstacle(t, source)
    return True


def _ford_boost(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(source, 1, skills=True)
    _ford_pressure(t, source)


def _discards_not_atlantis_characters(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, ActivateAbility) and action.card == s
            and any(not (t.is_character(c) and t.has_trait(c, "Atlantis"))
                    for c in action.discards))


card("e2612d39-37b0-4d53-b58a-9bf05eed6854", "Aiden Ford (Defender of Atlantis)",
     AidenFord(On(Trigger.BOOSTED, Simple(_ford_pressure), lambda t, s, e: e.card == s),
               Abilities(Ability("Aiden Ford: skills +1 (a boost)",
                                 AbilityCost(glyphs=(Glyph.PISCES, Glyph.ORION), power=1,
                                             discards=1),
                                 _ford_boost)),
               Cant(_discards_not_atlantis_characters,
                    "Aiden Ford: the discard must be an Atlantis character card")))


# --- Richard Woolsey (Atlantis Expedition Leader) ------------------------------------------


class RichardWoolsey(Card):
    """His ability's glyph (step "woolsey glyph": which one, when he has several) goes
    to the team character aimed at; the search follows the ability."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "woolsey glyph":
            if chosen and args:
                t.move_glyph(chosen[0], args[0])
            return
        super().resume(t, source, step, args, chosen)


def _woolsey_moves(t: Surface, source: int, action: ActivateAbility) -> None:
    glyphs = t.glyphs(source)
    if len(glyphs) == 1:
        t.move_glyph(glyphs[0], action.target)
    elif glyphs:
        ask(t, source, "woolsey glyph", t.owner(source), glyphs, "move which glyph",
            args=(action.target,))


def _other_team(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.team_characters(t.owner(source)) if c != source)


card("a6a577fe-1b58-4a23-ba18-480f32c1b7ad", "Richard WOoldey (Atlantis Expedition Leader)",
     RichardWoolsey(
         Abilities(Ability("Richard Woolsey: a glyph to a teammate, search for gear or support",
                           AbilityCost(power=1), _woolsey_moves, targets=_other_team,
                           usable=lambda t, s: t.is_ready(s) and bool(t.glyphs(s)))),
         On(Trigger.ABILITY_USED, SearchDeck(gear | support_character),
            lambda t, s, e: e.card == s)))


# --- Niam (both printings) --------------------------------------------------------------------


def _niam_stoppable(other_only: bool) -> Pick:
    """Support characters that can be stopped to pay for his assignment (ready or
    assigned; `other_only`: not himself, and his player's own)."""
    def test(t: Surface, s: int, c: int) -> bool:
        return (t.is_support_character(c) and (t.is_ready(c) or t.is_assigned(c))
                and (not other_only or (c != s and t.owner(c) == t.owner(s))))
    return Pick(test)


def _niam_cant(pick: Pick) -> Cant:
    """Ruling (as Censored Language's discard): the stop that pays for his assignment is
    made as he is assigned, so he can be assigned only while there is one to stop."""
    def test(t: Surface, s: int, player: int, action: Any) -> bool:
        return isinstance(action, Assign) and action.card == s and not select(t, s, pick)
    return Cant(test, "Niam: a support character must be stopped to assign him")


_NIAM_SUPPORT = _niam_stoppable(other_only=True)
_NIAM_ADVERSARY = _niam_stoppable(other_only=False)

card("688a90b6-8988-4c89-a8a1-9887798f99c2", "Niam (Bound by his Code)",
     Card(_niam_cant(_NIAM_SUPPORT),
          WhenAssigned(this, Do(stop, _NIAM_SUPPORT, prompt="stop (to assign Niam)"))),
     partial="his Failure text (he turns into a Replicator adversary) is not played")
card("45982729-0ae4-47ec-a156-b6b8ef5240a1", "Niam (Bound By His Code)",
     Card(_niam_cant(_NIAM_ADVERSARY),
          WhenAssigned(this, Do(stop, _NIAM_ADVERSARY, prompt="stop (to assign Niam)"))))
# (Session 10 sp-cards15: deck validation refuses this printing in a deck,
# `construction.stargate_rules.NOT_IN_DECKS`.)


# --- Gibson (Pentagon Liaison) ----------------------------------------------------------------


class _GibsonSuccess(CardEffect):
    """The Success text his ability gave the mission it was used at: an additional power
    phase (`Surface.power_phase`). Ruling: the text is the mission's, so it works with
    Gibson destroyed (his text is asked from the discard pile for it)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.GIVEN_SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.GIVEN_SUCCESS and event.player == t.owner(source)
                and t.recall(source, "given") == (t.turn, t.mission))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.forget(source, "given")
        t.power_phase()


class Gibson(Card):
    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, DISCARD_PILE})


def _gibson_gives(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "given", (t.turn, t.mission))


card("d036f5d5-c86d-4008-9863-564c43fe410b", "Gibson (Pentagon Liaison)",
     Gibson(Abilities(Ability("Gibson: the mission gives an additional power phase",
                              AbilityCost(stop_self=True, destroy_self=True), _gibson_gives,
                              usable=lambda t, s: t.in_play(s) and t.mission >= 0)),
            _GibsonSuccess()))


# --- Mark IX Nuclear Bomb, Tok'ra Tunnels (purged to pay: sp-purge) --------------------------


class MarkIXNuclearBomb(Card):
    """Its ability destroys an obstacle at the mission (step "blast"), then its player
    chooses one (step "fallout"): every complication destroyed, or the Failure text of
    each obstacle left removed."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "blast":
            for c in chosen:
                t.destroy_by(c, source)
            ask(t, source, "fallout", t.owner(source), (0, 1), "choose one",
                labels=("destroy each complication",
                        "remove the Failure text of each obstacle left"))
            return
        if step == "fallout":
            if chosen and chosen[0] == 0:
                for c in t.complications():
                    t.destroy_by(c, source)
            elif chosen:
                for c in t.obstacles:
                    t.remove_text(c, TEXT_FAILURE)
            return
        super().resume(t, source, step, args, chosen)


def _bomb_goes_off(t: Surface, source: int, action: ActivateAbility) -> None:
    if t.obstacles:
        ask(t, source, "blast", t.owner(source), t.obstacles, "destroy an obstacle")


card("23740c05-ff7d-4de1-9353-7cda1ccf38ce", "Mark IX Nuclear Bomb",
     MarkIXNuclearBomb(Abilities(Ability(
         "Mark IX Nuclear Bomb: destroy an obstacle, and more",
         AbilityCost(stop_self=True, power=3), purge_then(_bomb_goes_off),
         usable=lambda t, s: t.mission >= 0 and bool(t.obstacles)))))


class TokraTunnels(Card):
    """Each of its player's power phases ends with a hero card of his discard pile put
    face up beneath it (step "tunnel"); its ability shuffles them into his deck, each
    Tok'ra card taken into his hand instead if he wants (step "tokra")."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "tunnel":
            for c in chosen:
                t.reveal(c)
                t.place_beneath(c, source)
                t.remember(source, "hidden", (*t.recall(source, "hidden"), c))
            return
        if step == "tokra":
            for c in chosen:
                t.reveal(c)
                t.take_into_hand(c)
            rest = tuple(c for c in args if c not in chosen and c not in t.hand(t.owner(c)))
            if rest:
                t.shuffle_into_deck(rest)
            return
        super().resume(t, source, step, args, chosen)


def _tunnel_one(t: Surface, s: int) -> bool:
    options = tuple(c for c in t.discard_pile(t.owner(s)) if t.is_hero_card(c))
    if options and t.in_play(s):
        ask(t, s, "tunnel", t.owner(s), options, "place beneath Tok'ra Tunnels")
    return bool(options)


def _tunnels_open(t: Surface, source: int, action: ActivateAbility) -> None:
    """The cards that were beneath it (remembered: they went to the discard pile as it
    was purged to pay, as the cards beneath a card leaving play do)."""
    me = t.owner(source)
    cards = tuple(c for c in t.recall(source, "hidden") if c in t.discard_pile(me))
    t.forget(source, "hidden")
    tokra = tuple(c for c in cards if t.has_trait(c, "Tok'ra"))
    if tokra:
        ask(t, source, "tokra", me, tokra, "take into hand instead", optional=True,
            least=1, most=len(tokra), args=cards)
    elif cards:
        t.shuffle_into_deck(cards)


card("54e3df77-31bd-4e49-a060-323d8d7bdc02", "Tok'ra Tunnels",
     TokraTunnels(On(Trigger.POWER_PHASE_END, Simple(_tunnel_one)),
                  Abilities(Ability("Tok'ra Tunnels: the cards beneath into the deck",
                                    AbilityCost(power=2),
                                    purge_then(_tunnels_open)))))


# --- Jack O'Neill (Invisible Hero) -------------------------------------------------------------


class _NeverBlocked(CardEffect):
    """Jack O'Neill (Invisible Hero): a block of him (by card text, or from the mission)
    does not happen (`Replace.BLOCK`); he can't be named to pay a cost that blocks."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.BLOCK and card == source

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.note(source, "Jack O'Neill can't become blocked")

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if isinstance(action, ActivateAbility) and source in action.blocks:
            return "Jack O'Neill can't become blocked (to pay a cost)"
        return None


# (Session 10 sp-cards15) Other cards' lasting "are blocked" texts (`dsl.Blocked`) leave
# him free too (`Surface.cannot_become_blocked`).
card("8fb7aefe-7630-47b0-badd-d0b62592304f", "Jack O'Neill (Invisible Hero)",
     Card(_NeverBlocked()))
