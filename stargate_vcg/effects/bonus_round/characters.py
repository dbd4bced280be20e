"""Bonus Round: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from stargate_vcg.cards import Glyph
from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    OWN,
    PLAYS,
    Abilities,
    AdversaryOnVillainTurns,
    AtMissionEnd,
    Card,
    CostChange,
    Do,
    DoAll,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    On,
    Op,
    Otherwise,
    Seq,
    Simple,
    SkillBonus,
    Success,
    Victory,
    WhenAssigned,
    WhenPlayed,
    as_adversary_cant,
    destroy,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    SkillsBy,
    adversary,
    any_of,
    anything,
    ask,
    assigned,
    at_current_mission,
    gear,
    has_glyphs,
    hero_card,
    obstacle,
    plays,
    rated,
    select,
    shares_glyph,
    ship,
    support_character,
    this,
    trait,
    trait_cards_at_mission,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, PlayCard
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
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


def face_down(t: Surface, source: int, card: int) -> bool:
    """The obstacle is turned into a complication."""
    return t.turn_face_down(card)


def _turns_face_down(skill: int) -> Card:
    """Played, he may be stopped, for 2 power, to make an obstacle rated in `skill` a
    complication (Meurik, Reya Varrick, Thilana,
    Valencia)."""
    return Card(WhenPlayed(If(
        lambda t, s: any(t.printed_rating(o, skill) is not None for o in t.obstacles),
        Seq(MayPay(2, stop_this=True), IfDid(Do(face_down, obstacle & rated(skill),
                                                among=OBSTACLES))))))


def _mission_becomes(skill: int) -> Card:
    """As his player plays a mission: for 4 power, stopping and destroying him, the
    mission's skill is `skill` (Abraham Ellis, Bill Lee)."""
    def to_skill(t: Surface, s: int) -> bool:
        t.change_mission_skill(t.mission, skill)
        return True
    return Card(On(Trigger.MISSION_PLAYED,
                   Seq(MayPay(4, stop_this=True, destroy_this=True), IfDid(Simple(to_skill))),
                   lambda t, s, e: e.player == t.owner(s)))


def _destroy_all_obstacles(t: Surface, source: int, action: ActivateAbility) -> None:
    for o in t.obstacles:
        t.destroy_by(o, source)


def _unblock_team(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in t.team_characters(t.owner(source)):
        t.unblock(c)


def _skills_until_turn_end(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True, until=UNTIL_TURN_END)


def _other_jaffa(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, your & trait("Jaffa"))
                 if c != source and t.is_character(c))


def _replicators_here(t: Surface, source: int) -> int:
    n = _all_replicators(t, source)
    return (n + 1) // 2


_all_replicators = trait_cards_at_mission("Replicator", anything)


def _gear_played_this_turn(t: Surface, source: int) -> bool:
    return any(t.is_gear(c) for c in t.played_this_turn())


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _at4_targets(t: Surface, source: int) -> tuple[int, ...]:
    foe = t.opponent(t.owner(source))
    return t.obstacles + tuple(c for c in t.assigned(foe) if t.is_ship(c))


# Support characters
card("253a2c33-89c5-4c7e-a493-d8b428721bbb", "Meurik (Governor of Camelot)",
     _turns_face_down(CULTURE))
card("abe3bbe3-3d5f-4a40-b056-fb9f98f3b74c", "Reya Varrick (Galaran Scientist)",
     _turns_face_down(SCIENCE))
card("953beae7-64bf-460c-86f1-7267c03df5bf", "Thilana (Resolute Leader)",
     _turns_face_down(INGENUITY))
card("9d82eb74-f6b4-4c4e-8cb9-fc7fabcdaab7", "Valencia (Aspiring Knight)",
     _turns_face_down(COMBAT))
card("233bcf84-9439-4d54-8c6e-c97153c7e595", "Abrabam Ellis (Prepared for Battle)",
     _mission_becomes(COMBAT))
card("d1d12800-754f-4a7e-8df0-3c0629b8fa54", "Bill Lee (Man of Science)",
     _mission_becomes(SCIENCE))
card("c196babf-c5f2-4005-8a04-33eb6ae8e02d", "Merlin (Living Relic)",
     Card(WhenPlayed(DoAll(stop, this)),
          Abilities(Ability("Merlin: destroy all obstacles",
                            AbilityCost(stop_self=True, destroy_self=True),
                            _destroy_all_obstacles,
                            usable=lambda t, s: bool(t.obstacles)))))
card("d3413b13-dece-41c1-a810-df711a5002d4", "Miller (Experienced Pilot)",
     Card(Success(Seq(MayPay(1), IfDid(Do(ready, ship & hero_card))))))
card("e67fb03f-f31d-408f-9f85-5b4c35cdd724", "Nak'ryl (Free Jaffa)",
     Card(Abilities(Ability("Nak'ryl: another Jaffa character gets skills +1",
                            AbilityCost(stop_self=True, destroy_self=True),
                            _skills_until_turn_end, targets=_other_jaffa))))
card("0c59e137-0d15-4454-85df-561066322067", "Antonius (Village Historian)",
     Card(Abilities(Ability("Antonius: unblock each team character",
                            AbilityCost(stop_self=True, destroy_self=True), _unblock_team))))
card("6ff8c91a-c296-4c21-aeca-c409a8e9d0f3", "Ava Dixon (Replicated Assistant)",
     Card(SkillsBy(_replicators_here, this)))
card("ca196c10-ab21-46ce-b0a7-12e3890bb0ee", "Inago (Filthy Double-Talking Slug)",
     Card(SkillBonus(CULTURE, 1, this, when=_gear_played_this_turn),
          SkillBonus(SCIENCE, 1, this, when=_gear_played_this_turn),
          SkillBonus(COMBAT, 1, this, when=_gear_played_this_turn)))

# Gear
card("da16a861-68f8-49e6-8cdf-c20367a236e9", "AT4 Rocket Launcher",
     Card(Abilities(Ability("AT4 Rocket Launcher: destroy an obstacle or a villain ship",
                            AbilityCost(stop_self=True, destroy_self=True, power=3),
                            _destroy_target, targets=_at4_targets))))


# --- team characters -------------------------------------------------------------------------


def _has(*glyphs: Glyph) -> Callable[[Surface, int], bool]:
    return lambda t, s: all(t.has_glyph(s, g) for g in glyphs)


def _has_any(*glyphs: Glyph) -> Callable[[Surface, int], bool]:
    return lambda t, s: any(t.has_glyph(s, g) for g in glyphs)


def _opponent_plays_cheap(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and player != t.owner(s)
            and t.is_villain_card(action.card) and t.printed_cost(action.card) <= 2
            and _has(Glyph.ORION, Glyph.PISCES)(t, s))


def _opponent_plays_dear(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.player != t.owner(s) and t.is_villain_card(e.card)
            and t.printed_cost(e.card) >= 4 and _has_any(Glyph.LIBRA, Glyph.ORION)(t, s))


_shares_with_bratac = Pick(lambda t, s, c: c != s and t.is_character(c)
                           and shares_glyph(t, s, c))


def _political_here(t: Surface, source: int) -> bool:
    return any(t.has_trait(c, "Political") for c in at_current_mission(t, source))


def _political_destroyed(t: Surface, s: int, e: TriggerEvent) -> bool:
    return t.has_trait(e.card, "Political") and _has(Glyph.GEMINI, Glyph.TRIANGULUM)(t, s)


_bates_gear = Pick(lambda t, s, c: t.is_gear(c) and t.printed_cost(c) <= 2 * len(t.glyphs(s)))


card("7682b104-60b3-49cc-8408-b5fda289394a", "Thor (Asgard Leader)",
     Card(CostChange(-1, plays(trait("Asgard") & (gear | ship), when=has_glyphs(Glyph.GEMINI)),
                     on=PLAYS),
          CostChange(-1, plays(trait("Asgard") & Pick(lambda t, s, c: t.is_event(c)),
                               when=has_glyphs(Glyph.PISCES)), on=PLAYS),
          CostChange(-1, plays(trait("Asgard") & support_character,
                               when=has_glyphs(Glyph.SCORPIUS)), on=PLAYS)))
card("1a120497-cee0-48a2-993f-57efb112f26c", "Bra'tac (Influential Council Member)",
     Card(SkillBonus(INGENUITY, 1, _shares_with_bratac, when=_has(Glyph.LIBRA)),
          SkillBonus(COMBAT, 1, _shares_with_bratac, when=_has(Glyph.ORION)),
          SkillBonus(CULTURE, 1, _shares_with_bratac, when=_has(Glyph.SCORPIUS))))
card("71086a10-52c7-44e3-aaf7-6522f78f80c3", "Paul Davis (Trustworthy Negotiator)",
     Card(SkillBonus(CULTURE, 1, this, when=lambda t, s: _has_any(
         Glyph.GEMINI, Glyph.TRIANGULUM)(t, s) and _political_here(t, s)),
          SkillBonus(INGENUITY, 1, this, when=lambda t, s: _has_any(
              Glyph.GEMINI, Glyph.TRIANGULUM)(t, s) and _political_here(t, s)),
          On(Trigger.DESTROYED, Gain(1),
             _political_destroyed)))
card("5802c613-24bb-45c5-85e5-7f480700157d", "Joel Brecker (Technical Sergeant)",
     Card(On(Trigger.CARD_PLAYED, Gain(1),
             _opponent_plays_dear),
          CostChange(1, _opponent_plays_cheap, on=PLAYS)))
card("94c2df07-6ac5-4192-b777-e284bf93780c", "Bates (Special Agent)",
     Card(WhenAssigned(this, If(_has_any(Glyph.SCORPIUS, Glyph.TRIANGULUM),
                                Do(to_hand, _bates_gear, among=DISCARD, optional=True)))))
def _different_glyphs(t: Surface, s: int) -> int:
    return len({t.glyph_of(m) for m in t.glyphs(s)})


def _taseem_assigned(t: Surface, s: int) -> bool:
    """Remembered by mission: adversaries' revive cost is raised to its end."""
    t.remember(s, "revive dearer", (t.turn, t.mission, _different_glyphs(t, s)))
    return True


class _TaseemRevive(CardEffect):
    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        held = t.recall(source, "revive dearer")
        return held[2] if len(held) == 3 and held[:2] == (t.turn, t.mission) else 0


def _adversary_assigned_against_taseem(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.player != t.owner(s) and e.card >= 0 and t.is_adversary(e.card)
            and _has(Glyph.LIBRA, Glyph.ORION)(t, s))


def _taseem_drain(t: Surface, s: int) -> bool:
    """Ruling (as The Defiant One's): the drain is paid as the adversary is assigned,
    the top cards of the opponent's deck to his discard pile (an empty deck pays
    nothing)."""
    n = _different_glyphs(t, s)
    t.mill(t.opponent(t.owner(s)), n)
    return n > 0


card("6af7414e-abd1-4072-847b-7f22ecdeac24",
     "Ta'seem (Symbiote Extraction Specialist)",
     Card(SkillBonus(SCIENCE, 1, this, when=_has_any(Glyph.LIBRA, Glyph.ORION)),
          CostChange(1, lambda t, s, p, a: isinstance(a, PlayCard) and p != t.owner(s)
                     and t.is_adversary(a.card) and t.has_trait(a.card, "Goa'uld")
                     and _has_any(Glyph.LIBRA, Glyph.ORION)(t, s), on=PLAYS),
          WhenAssigned(this, Simple(_taseem_assigned)), _TaseemRevive(),
          On(Trigger.ASSIGNED, Simple(_taseem_drain), _adversary_assigned_against_taseem)))


# --- batch 3 ---------------------------------------------------------------------------


def _return_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.return_to_hand(action.target)


def _assigned_adversaries(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.assigned(t.opponent(t.owner(source))) if t.is_adversary(c))


def _two_triangulum(t: Surface, source: int) -> bool:
    return sum(1 for m in t.glyphs(source) if t.glyph_of(m) is Glyph.TRIANGULUM) >= 2


def _other_assigned_team(t: Surface, source: int) -> int:
    if not (t.is_assigned(source) and _two_triangulum(t, source)):
        return 0
    return sum(1 for c in t.team_characters(t.owner(source))
               if c != source and t.is_assigned(c))


_non_jaffa_assigned_support = Pick(lambda t, s, c: t.is_support_character(c)
                                   and t.is_assigned(c) and not t.has_trait(c, "Jaffa"))


def _setak_can(t: Surface, source: int) -> bool:
    return (any_of(_non_jaffa_assigned_support)(t, source)
            and any_of(assigned & adversary)(t, source))


class Reimer(Card):
    """Reimer (Exhausted Scientist): with Scorpius or Triangulum, once a turn (twice
    with Pisces and Scorpius, the first use 1 power cheaper), 2 power readies him; he is
    incapacitated as the turn ends."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "exhausted" and t.in_play(source):
            t.incapacitate(source)


def _reimer_ready(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(source)
    t.after_turn(source, "exhausted")


def _reimer_usable(t: Surface, s: int) -> bool:
    uses = 2 if _has(Glyph.PISCES, Glyph.SCORPIUS)(t, s) else 1
    return t.is_stopped(s) and t.ability_uses(s, 0) < uses


_REIMER = (Ability("Reimer: ready himself",
                   AbilityCost(any_glyph=(Glyph.SCORPIUS, Glyph.TRIANGULUM), power=2),
                   _reimer_ready, usable=_reimer_usable),)


card("cc2c49d5-c695-44a6-8a8f-380ae553ad1c", "Alexi Vaselov (Heroic Colonel)",
     Card(WhenAssigned(this, AtMissionEnd(Otherwise(MayPay(2), DoAll(destroy, this)))),
          Abilities(Ability("Alexi Vaselov: an adversary back to hand",
                            AbilityCost(destroy_self=True), _return_target,
                            targets=_assigned_adversaries,
                            usable=lambda t, s: t.is_assigned(s)))))
card("f2625a8d-3638-41fa-9466-c7fcf320fcde", "Se'tak (Iron-Fisted Jaffa Leader)",
     Card(WhenAssigned(this, If(_setak_can, Seq(
         MayPay(2), IfDid(Seq(Do(destroy, _non_jaffa_assigned_support),
                              IfDid(Do(destroy, assigned & adversary)))))))))
def _chloe_this_turn(t: Surface, source: int, action: ActivateAbility) -> None:
    t.keep_rules(source, UNTIL_TURN_END)  # wherever she goes, to the turn's end
    t.remember(source, "supporters cheaper", (t.turn,))


def _supporters_cheaper(t: Surface, s: int) -> bool:
    """Ruling: support characters her player plays (`plays`), this turn."""
    return t.recall(s, "supporters cheaper") == (t.turn,)


card("ea8653e7-d886-4c93-8cf3-0c5b8ab19848", "Chloe Armstrong (Center of Attention)",
     Card(SkillsBy(_other_assigned_team, this),
          Abilities(Ability("Chloe Armstrong: support characters cost 1 less this turn",
                            AbilityCost(glyphs=(Glyph.TRIANGULUM,), stop_self=True),
                            _chloe_this_turn, once_per_turn=True)),
          CostChange(-1, plays(support_character, when=_supporters_cheaper), on=PLAYS)))


def _reimer_first_use(t: Surface, s: int, player: int, action: Any) -> bool:
    """With Pisces and Scorpius, his ability's first use this turn is 1 power cheaper."""
    return (isinstance(action, ActivateAbility) and action.card == s and action.ability == 0
            and t.ability_uses(s, 0) == 0 and _has(Glyph.PISCES, Glyph.SCORPIUS)(t, s))


card("ca0a3c95-83cd-4bbd-815a-7b95fd2bf0ca", "Reimer (Exhausted Scientist)",
     Reimer(Abilities(*_REIMER), CostChange(-1, _reimer_first_use, on=OWN)))


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _other_assigned_yours(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.characters(t.owner(source)) if c != source and t.is_assigned(c))


def _other_stopped_yours(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.characters(t.owner(source)) if c != source and t.is_stopped(c))


def _scott_cheaper_target(t: Surface, s: int, player: int, action: Any) -> bool:
    """Aimed at a support character, or at one with the Destiny trait: 1 power less."""
    return (isinstance(action, ActivateAbility) and action.card == s and action.target >= 0
            and (t.has_trait(action.target, "Destiny")
                 or t.is_support_character(action.target)))


class LindseyNovakFirepower(CardEffect):
    """Lindsey Novak: with Gemini or Scorpius, assigned with a hero ship, her player's
    total firepower is one more per glyph of hers (raised through his first assigned
    ship, as HUD Headset)."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if not (t.is_assigned(source) and _has_any(Glyph.GEMINI, Glyph.SCORPIUS)(t, source)):
            return 0
        ships = [c for c in t.assigned(t.owner(source)) if t.is_ship(c)]
        return len(t.glyphs(source)) if ships and target == min(ships) else 0


card("988b9601-05d3-46a2-a7e2-b452f316defa", "Matthew Scott (Protector)",
     Card(Abilities(
         Ability("Matthew Scott: ready another assigned character",
                 AbilityCost(any_glyph=(Glyph.LIBRA, Glyph.TRIANGULUM), power=2),
                 _ready_target, once_per_turn=True, targets=_other_assigned_yours),
         Ability("Matthew Scott: ready another stopped character",
                 AbilityCost(glyphs=(Glyph.LIBRA, Glyph.TRIANGULUM), power=4),
                 _ready_target, once_per_turn=True, targets=_other_stopped_yours)),
          CostChange(-1, _scott_cheaper_target, on=OWN)))
def _ship_stopped_from_incapacitated(t: Surface, s: int, c: int) -> bool:
    """A hero ship of her player's that the turn's start took from incapacitated to
    stopped (the log's "incapacitated to stopped"), still stopped."""
    return (t.is_ship(c) and t.owner(c) == t.owner(s) and t.is_stopped(c)
            and (t.owner(s), c) in t.logged_this_turn(("incapacitated to stopped",)))


card("f49fe49d-4edd-43c9-b517-11d6c5124990", "Lindsey Novak (Daedalus Engineer)",
     Card(LindseyNovakFirepower(),
          On(Trigger.TURN_START,
             Do(ready, Pick(_ship_stopped_from_incapacitated), optional=True,
                prompt="ready a hero ship stopped as the turn began"),
             lambda t, s, e: e.player == t.owner(s) and _has(Glyph.GEMINI, Glyph.SCORPIUS)(t, s))))


_POLITICAL = normalize_name("Political")


def _non_political_obstacles(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(o for o in t.obstacles if not t.has_trait(o, "Political"))


def _make_political(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "political", (*t.recall(source, "political"), action.target))
    t.draw(t.owner(source), 1)


class PaulCarpenter(CardEffect):
    """Paul Carpenter (French Ambassador): a discard makes an obstacle at the mission
    Political as well, and draws a card. Ruling: the trait stays while the obstacle is in
    play and Paul Carpenter's text is in effect."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _CARPENTER

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _CARPENTER

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return trait == _POLITICAL and target in t.recall(source, "political")


_CARPENTER = (Ability("Paul Carpenter: an obstacle becomes Political",
                      AbilityCost(discards=1), _make_political,
                      targets=_non_political_obstacles),)

card("af7d5b22-1acc-4f4c-a1f6-7c1da6b3827e", "Paul Carpenter (French Ambassador)",
     PaulCarpenter())


def _redden_marks(t: Surface, source: int) -> bool:
    t.remember(source, "mission", (t.turn, t.mission))
    return True


def _disease_obstacle_during_mark(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.has_trait(action.card, "Disease")
            and t.recall(s, "mission") == (t.turn, t.mission))


card("52536db1-9149-4135-900f-8599cc7397bf", "Redden (Area 51 Xenobiologist)",
     Card(WhenAssigned(this, Seq(MayPay(discards=1, label="discard a card"),
                                 IfDid(Simple(_redden_marks)))),
          CostChange(1, _disease_obstacle_during_mark, on=PLAYS)))


def _discard_remembered(t: Surface, source: int, card: int) -> bool:
    t.discard(card)
    t.remember(source, "discarded", (card,))
    return True


_cheaper_than_discarded = Pick(
    lambda t, s, c: t.is_hero_card(c) and bool(t.recall(s, "discarded"))
    and t.printed_cost(c) < t.printed_cost(t.recall(s, "discarded")[0]))


class AncientTransporter(CardEffect):
    """Ancient Transporter: stopped, for 1 power, its player sees the top mission of his
    pile and may put it on the bottom."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _TRANSPORTER

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _TRANSPORTER

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.mission_top_to_bottom(t.owner(source))


def _peek_mission(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    top = t.mission_pile_top(me)
    if top >= 0:
        ask(t, source, "peek", me, (top,), "put on the bottom", optional=True, hidden=True)


_TRANSPORTER = (Ability("Ancient Transporter: look at the top mission",
                        AbilityCost(stop_self=True, power=1), _peek_mission),)

card("89762656-b30d-4350-be34-bc9359491873", "Ren'al (Tok'ra Councillor)",
     Card(Success(Seq(Do(_discard_remembered, hero_card, among=HAND, optional=True,
                         prompt="discard a hero card"),
                      IfDid(Do(to_hand, _cheaper_than_discarded, among=DISCARD))))),
     partial="destroying a prepared ambush as he is played is not played (no ambushes)")
card("e70f5244-54c1-4cba-aed4-86720af27168", "Ancient Transporter", AncientTransporter())


def _ships_beneath(t: Surface, source: int) -> int:
    return sum(1 for c in t.beneath(source) if t.is_ship(c))


class _ShipFromOpponentsDiscard(Do):
    """A card of the opponent's discard pile, chosen by this card's player."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        pool = t.discard_pile(t.opponent(t.owner(source)))
        return select(t, source, self.pick, pool)


def _beneath_this(t: Surface, source: int, card: int) -> bool:
    t.place_beneath(card, source)
    return True


card("5a5da11e-f945-4bf9-8186-4414b19be285", "Bo'rel (Search Party Commander)",
     Card(SkillBonus(COMBAT, _ships_beneath, this,
                     when=_has_any(Glyph.GEMINI, Glyph.TRIANGULUM)),
          On(Trigger.GLYPH_EARNED,
             May(Modes(("destroy a villain ship", Do(destroy, ship & ~hero_card)),
                       ("a ship card of the opponent's discard pile beneath him",
                        _ShipFromOpponentsDiscard(_beneath_this, ship,
                                                  prompt="place beneath Bo'rel"))),
                 label="choose one"),
             lambda t, s, e: e.card == s)))


def _jacek_drains(t: Surface, source: int) -> bool:
    """Ruling: "drain 1" puts the top card of his player's deck into the discard pile."""
    me = t.owner(source)
    top = t.deck_top(me)
    if top < 0:
        return False
    t.mill(me, 1)
    if t.is_hero_card(top):
        t.modify(source, 1, skills=True)
    return True


class Jacek(Card):
    """Jacek (Con Artist): assigned, he may drain 1 (skills +1 for the mission when it is
    a hero card); for 1 power his player sees his deck's top card and may put it on the
    bottom."""

    def hooks(self) -> frozenset[str]:
        return super().hooks() | {"abilities"}

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _JACEK

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _JACEK

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "deck top":
            if chosen:
                t.put_on_deck(chosen[0], bottom=True)
            return
        super().resume(t, source, step, args, chosen)


def _peek_deck(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    top = t.deck_top(me)
    if top >= 0:
        ask(t, source, "deck top", me, (top,), "put on the bottom", optional=True,
            hidden=True)


_JACEK = (Ability("Jacek: peek at his deck", AbilityCost(power=1),
                  _peek_deck),)

card("d66d6279-f562-44b7-928b-40a3695f1f3e", "Jacek (Con Artist)",
     Jacek(WhenAssigned(this, May(Simple(_jacek_drains), label="drain 1"))))


# --- session 7 sp-cards10 ---------------------------------------------------------------------


def _destroy_this_at_villain_turn_end(t: Surface, s: int, e: TriggerEvent) -> bool:
    return t.in_play(s) and t.villain == t.owner(s)


def _destroy_self(t: Surface, s: int) -> bool:
    t.destroy(s)
    return True


def _disease_obstacle(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.has_trait(action.card, "Disease"))


# Fischer (Ori Plague Carrier): while his owner is the villain he is one of that player's
# adversaries (never to be assigned, revived or scored), sent to the discard pile when
# such a turn is over; Disease obstacles are 1 cheaper for whoever plays them.
card("5d9f6384-32d7-4b19-b715-3c1615b4f4ae", "Fischer (Ori Plague Carrier)",
     AdversaryOnVillainTurns(
         CostChange(-1, _disease_obstacle, on=PLAYS),
         as_adversary_cant(assigned=True, revived=True, scored=True),
         On(Trigger.TURN_END, Simple(_destroy_self), _destroy_this_at_villain_turn_end)))

card("9ae2f52b-d7b5-425c-899e-7c8c6439fc4e", "Ian Davidson (Odyssey Commander)",
     Card(Victory(Seq(MayPay(2, discards=1, label="2 power and a card from hand"),
                      IfDid(Do(destroy, assigned & (adversary | (ship & ~hero_card))))))))


def _bridge_boosts(t: Surface, source: int, action: ActivateAbility) -> None:
    blocked = action.blocks[0] if action.blocks else -1
    x = t.skill(blocked, INGENUITY) if blocked >= 0 else None
    if x:
        t.modify(action.target, x, firepower=True)


def _hero_ships(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, ship & hero_card)


card("f277be7a-77e5-4fc0-8a90-5aebc4284113", "Destiny's Bridge",
     Card(Abilities(Ability("Destiny's Bridge: a hero ship gets the blocked one's Ingenuity",
                            AbilityCost(stop_self=True, block_others=1,
                                        others=lambda t, s, c: t.is_team_character(c)),
                            _bridge_boosts, targets=_hero_ships))))


class _FromOpponentsScorePile(Do):
    """An adversary card of the opponent's villain score pile, chosen by that player."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        pile = t.score_pile(t.opponent(t.owner(source)))
        return tuple(c for c in pile if t.is_adversary(c))


def _held_in_pod(t: Surface, source: int, card: int) -> bool:
    t.place_beneath(card, source)
    t.remember(source, "held", (card,))
    return True


def _back_to_score_pile(t: Surface, source: int) -> bool:
    held = t.recall(source, "held")
    t.forget(source, "held")
    for c in held:
        if not t.in_play(c) and c not in t.score_pile(t.owner(c)):
            t.to_score_pile(c)
    return bool(held)


# Virtual Reality Stasis Pod: the adversary card lies face down beneath it (out of the
# villain's score pile and its total); the pod destroyed, the card goes back there (from
# the discard pile, where cards beneath a card that leaves play go), without being scored.
card("b2e57855-4e32-40eb-8738-5f5bd3d0f9a7", "Virtual Reality Stasis Pod",
     Card(WhenPlayed(_FromOpponentsScorePile(_held_in_pod, anything, chooser=OPPONENT,
                                             prompt="place beneath the stasis pod")),
          On(Trigger.DESTROYED, Simple(_back_to_score_pile), lambda t, s, e: e.card == s)))


class SwordInTheStone(Card):
    """The Sword in the Stone: its ability makes the mission harder and gives it Success
    text (`Trigger.GIVEN_SUCCESS`, that mission only): the sword goes beneath an assigned
    team character of its player's (step "sword"), who has experience +1 while it is
    there (its text works beneath him). Ruling: the experience counts for its owner, as
    any card's experience; it stays beneath him until he leaves play."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH})

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "sword":
            for c in chosen:
                t.reveal(source)
                t.place_beneath(source, c)
                t.remember(source, "holder", (c,))
            return
        super().resume(t, source, step, args, chosen)


class _SwordSuccess(CardEffect):
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.GIVEN_SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.GIVEN_SUCCESS and event.player == t.owner(source)
                and t.recall(source, "drawn") == (t.turn, t.mission) and t.in_play(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        options = tuple(c for c in t.team_characters(t.owner(source)) if t.is_assigned(c))
        if options and t.in_play(source):
            ask(t, source, "sword", t.owner(source), options, "place the sword beneath")


class _SwordExperience(CardEffect):
    def experience(self, t: Surface, source: int) -> int:
        held = t.recall(source, "holder")
        return 1 if held and source in t.beneath(held[0]) and t.in_play(held[0]) else 0


def _draw_the_sword(t: Surface, source: int, action: ActivateAbility) -> None:
    if t.mission >= 0:
        t.modify(t.mission, 1, difficulty=True)
        t.remember(source, "drawn", (t.turn, t.mission))


card("0315ca9d-7bfa-4744-9890-ae207f46b0f4", "The Sword in the Stone",
     SwordInTheStone(Abilities(Ability("The Sword in the Stone: the mission gets harder",
                                       AbilityCost(stop_self=True), _draw_the_sword,
                                       usable=lambda t, s: t.mission >= 0)),
                     _SwordSuccess(), _SwordExperience()))


# --- Aldwin (Interrogator), Zarin (Saboteur) -----------------------------------------------------


class Aldwin(Card):
    """Interrogator: with Orion or Pisces, assigned, his player names a cost (step
    "aldwin", shown to all); the opponent shows a card of his hand at random per glyph of
    Aldwin's (different cards), and each one of the named cost gains 1 power. Ruling: the
    number is named from 0 to 9 (the costs printed)."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "aldwin":
            super().resume(t, source, step, args, chosen)
            return
        named = chosen[0] if chosen else 0
        t.note(source, f"Aldwin names {named}")
        hand = list(t.hand(t.opponent(t.owner(source))))
        shown: list[int] = []
        for _ in range(len(t.glyphs(source))):
            card_ = t.random_card(hand)
            if card_ < 0:
                break
            hand.remove(card_)
            shown.append(card_)
            t.reveal(card_)
        matches = sum(1 for c in shown if t.printed_cost(c) == named)
        if matches:
            t.gain_power(t.owner(source), matches)


def _aldwin_names(t: Surface, s: int) -> bool:
    ask(t, s, "aldwin", t.owner(s), tuple(range(10)), "name a cost",
        labels=tuple(str(n) for n in range(10)))
    return True


card("4cfc92bd-4ab1-49ea-9f47-46fd3e589a72", "Aldwin (Interrogator)",
     Aldwin(WhenAssigned(this, If(_has_any(Glyph.ORION, Glyph.PISCES),
                                  Simple(_aldwin_names)))))


class Zarin(Card):
    """Saboteur: assigned (once a turn), her opponent puts aside a card of his hand at
    random per different glyph of hers; each one costs him 1 power to keep, or else it
    goes to his discard pile (step "zarin", one card at a time). Ruling: the face-down
    discard and the turning face up are that choice: a card not taken back is discarded."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "zarin":
            super().resume(t, source, step, args, chosen)
            return
        them = t.opponent(t.owner(source))
        card_, rest = args[0], args[1:]
        if chosen and t.power(them) >= 1:
            t.lose_power(them, 1)
        else:
            t.discard(card_)
        _zarin_next(t, source, rest)


def _zarin_next(t: Surface, source: int, cards: tuple[int, ...]) -> None:
    them = t.opponent(t.owner(source))
    cards = tuple(c for c in cards if c in t.hand(them))
    if not cards:
        return
    if t.power(them) < 1:
        for c in cards:
            t.discard(c)
        return
    ask(t, source, "zarin", them, (cards[0],), "pay 1 power to keep it", optional=True,
        hidden=True, args=cards)


def _zarin_sabotages(t: Surface, s: int) -> bool:
    if t.recall(s, "turn") == (t.turn,):
        return False
    t.remember(s, "turn", (t.turn,))
    hand = list(t.hand(t.opponent(t.owner(s))))
    picked: list[int] = []
    for _ in range(len({t.glyph_of(m) for m in t.glyphs(s)})):
        c = t.random_card(hand)
        if c < 0:
            break
        hand.remove(c)
        picked.append(c)
    _zarin_next(t, s, tuple(picked))
    return bool(picked)


card("bd2c82d3-eaec-42d1-a199-155adc825369", "Zarin (Saboteur)",
     Zarin(WhenAssigned(this, Simple(_zarin_sabotages))))


# --- Teleporter Armband ------------------------------------------------------------------------


def _charges(t: Surface, armband: int) -> int:
    held = t.recall(armband, "charges")
    return held[0] if held else 0


def _wearer(t: Surface, armband: int) -> int:
    """The character the armband was placed on, while it is beneath him, or -1."""
    held = t.recall(armband, "worn by")
    return held[0] if held and armband in t.beneath(held[0]) else -1


def _one_charge(t: Surface, s: int) -> bool:
    t.remember(s, "charges", (1,))
    return True


def _teleport_ready(t: Surface, source: int, action: ActivateAbility) -> None:
    wearer = _wearer(t, source)
    if wearer >= 0 and _charges(t, source):
        t.remember(source, "charges", (_charges(t, source) - 1,))
        t.ready(wearer)


def _recharge(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "charges", (_charges(t, source) + 1,))


def _wear(t: Surface, source: int, action: ActivateAbility) -> None:
    t.reveal(source)
    t.place_beneath(source, action.target)
    t.remember(source, "worn by", (action.target,))


def _your_characters(t: Surface, source: int) -> tuple[int, ...]:
    return t.characters(t.owner(source))


class TeleporterArmband(Card):
    """Placed on a character of its player's (its first ability), it works from beneath
    him (`effects.BENEATH`): the two abilities it gives him are its own, acting on him (a
    charge counter and 1 power ready him; stopping him adds a counter), each once a turn.
    Ruling: the counters are the armband's (its memory), kept while it is worn."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, BENEATH})


def _wearer_can_ready(t: Surface, s: int) -> bool:
    wearer = _wearer(t, s)
    return (wearer >= 0 and _charges(t, s) > 0 and not t.is_ready(wearer)
            and not t.is_incapacitated(wearer))


card("525d4763-79d2-43c1-aa89-6a992c534d50", "Teleporter Armband",
     TeleporterArmband(
         WhenPlayed(Simple(_one_charge)),
         Abilities(
             Ability("Teleporter Armband: place it on a character", AbilityCost(), _wear,
                     targets=_your_characters, usable=lambda t, s: t.in_play(s)),
             Ability("Teleporter Armband: a charge counter readies its wearer",
                     AbilityCost(power=1), _teleport_ready, once_per_turn=True,
                     usable=_wearer_can_ready),
             Ability("Teleporter Armband: stopping its wearer adds a charge counter",
                     AbilityCost(stop_others=1, others=lambda t, s, c: c == _wearer(t, s)),
                     _recharge, once_per_turn=True,
                     usable=lambda t, s: _wearer(t, s) >= 0))))


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _self_destroying_gear_ability(t: Surface, source: int, event: TriggerEvent) -> bool:
    """Her owner used an ability of a gear that destroys itself to pay (Gemini and
    Orion beneath her)."""
    if event.player != t.owner(source) or event.card < 0 or not t.is_gear(event.card) \
            or not has_glyphs(Glyph.GEMINI, Glyph.ORION, every=True)(t, source):
        return False
    abilities = t.abilities_of(event.card)
    return 0 <= event.value < len(abilities) and abilities[event.value].cost.destroy_self


class _ResolveAgain(Op):
    """The gear's ability's effect once more (args: the gear, the ability's number), on a
    target chosen anew when it takes one."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        gear_, index = args[0], args[1]
        ability = t.abilities_of(gear_)[index]
        if ability.targets is None:
            self._run(t, source, args, -1)
            return
        options = tuple(ability.targets(t, gear_))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "its target this time", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self._run(t, source, args, chosen[0])

    def _run(self, t: Surface, source: int, args: tuple[int, ...], target: int) -> None:
        gear_, index = args[0], args[1]
        ability = t.abilities_of(gear_)[index]
        ability.effect(t, gear_, ActivateAbility(gear_, index, target=target))
        self.finish(t, source, args, True)


class LauraCadman(Card):
    """Explosives Expert: her text is given the ability's number (the event's value)."""

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.ABILITY_USED:
            for p in self.triggered:
                if p.matches(t, source, event):
                    p.op.start(t, source, (event.card, event.value))
            return
        super().resolve(t, source, event)


# Laura Cadman. Rulings: the effect resolves once more as the ability's cost was paid
# (no cost again: the gear is gone already); a target is chosen anew when the ability
# takes one (the same one if it still can be).
card("7b69b081-5dee-40fb-8e24-858ff2e60536", "Laura Cadman (Explosives Expert)", LauraCadman(
    On(Trigger.ABILITY_USED,
       Seq(MayPay(2, stop_this=True, label="stop Laura Cadman, pay 2"),
           IfDid(_ResolveAgain())),
       _self_destroying_gear_ability)))
