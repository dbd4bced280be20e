"""Rise of the Ori team and support characters and events (by card id; each class is
named after its card's title; no card text here: data policy)."""

from __future__ import annotations

from functools import partial
from typing import Any, ClassVar, Final

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    OPPONENT,
    AdversaryOnVillainTurns,
    Arrange,
    Card,
    On,
    OwnCost,
    PerCard,
    Simple,
    WhenAssigned,
    as_adversary_cant,
)
from stargate_vcg.effects.vocab import (
    UNTIL_TURN_END,
    ask,
    assigned,
    character,
    select,
    team_character,
    this,
    with_glyphs,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, PlayCard
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, CardEffect, Trigger
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)


class CheapKnockoff(CardEffect):
    """Event; its price is twice the cost of an obstacle at the mission, in power:
    that obstacle is destroyed. Ruling: the obstacle is chosen as the event is
    played; it can't be played while no obstacle's double cost can be paid."""

    @staticmethod
    def _affordable(t: Surface, source: int) -> tuple[int, ...]:
        power = t.power(t.owner(source))
        return tuple(o for o in t.obstacles if 2 * t.printed_cost(o) <= power)

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if isinstance(action, PlayCard) and action.card == source and \
                not self._affordable(t, source):
            return "Cheap Knockoff: no obstacle whose double cost you can pay"
        return None

    def on_play(self, t: Surface, source: int) -> None:
        ask(t, source, "destroy", t.owner(source), self._affordable(t, source),
            "pay double an obstacle's cost to destroy it")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.lose_power(t.owner(source), 2 * t.printed_cost(chosen[0]))
            t.destroy_by(chosen[0], source)


def _team_characters(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, team_character)


def _skills_until_turn_end(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True, until=UNTIL_TURN_END)


class Fannis(CardEffect):
    """Ancestral Investigator: destroy him — skills +1 to a team character until turn
    end."""

    ABILITIES: ClassVar[tuple[Ability, ...]] = (
        Ability("Fannis: a team character gets skills +1", AbilityCost(destroy_self=True),
                _skills_until_turn_end, targets=_team_characters),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.ABILITIES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.ABILITIES


# The glyphs in their order, as one tuple: compiled, iterating the enum class runs its
# interpreted iterator at each ask.
_GLYPHS: Final[tuple[Glyph, ...]] = tuple(Glyph)


def _distinct_glyphs(t: Surface, source: int) -> int:
    return sum(1 for g in _GLYPHS if t.has_glyph(source, g))


def _random_discard(t: Surface, source: int) -> bool:
    """The opponent discards a card of his hand at random; the owner gains its cost."""
    me = t.owner(source)
    lost = t.random_card(t.hand(t.opponent(me)))
    if lost < 0:
        return False
    t.discard(lost)
    t.gain_power(me, t.printed_cost(lost))
    return True


card("a4cc8014-3d3f-4792-8e89-0f4c30f41a48", "Cheap Knockoff", CheapKnockoff())
card("9b1e1999-9963-4329-9c30-a4d0b63809de", "Brooks (Computer Tech)",
     Card(OwnCost(-2, when=lambda t, s: t.successful_missions(s) > 0)))
_assigned_with_a_glyph = assigned & character & with_glyphs(1)
card("d5ec1d1b-f6b5-4c5d-b2b5-9c77671d164e", "Emmett Bregman (Documentary Filmmaker)",
     Card(OwnCost(PerCard(-1, _assigned_with_a_glyph), lowers=True)))
card("3599bff8-6fbf-4bfb-9785-b73f57aae9aa", "Fannis (Ancestral Investigator)", Fannis())
card("89c2a434-0450-4da4-92e3-ee44e73b131a", "Cameron Mitchell (\"Mr. Shaft\")",
     Card(WhenAssigned(this, Arrange(lambda t, s: 2 * _distinct_glyphs(t, s),
                                     whose=OPPONENT))))
card("cb5bbac3-0975-4cba-9dec-8971f2696397", "Vala Mal Doran (Practiced Thief)",
     Card(On(Trigger.GLYPH_EARNED, Simple(_random_discard), lambda t, s, e: e.card == s)))


# --- roto-heroes batch: team and support characters, gear ------------------------------------

from collections.abc import Callable, Sequence  # noqa: E402

from stargate_vcg.effects.dsl import (  # noqa: E402
    ASSIGNMENTS,
    COMPLICATIONS,
    DISCARD,
    HAND,
    OBSTACLES,
    OWN,
    PLAYS,
    Abilities,
    Cant,
    CostChange,
    CostChangeBy,
    DifficultyOf,
    Do,
    DoAll,
    DoUpTo,
    Draw,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    NextMission,
    Op,
    SearchDeck,
    Seq,
    SkillBonus,
    SkillsBy,
    Success,
    Victory,
    WhenPlayed,
    destroy,
    discard,
    gets,
    to_hand,
)
from stargate_vcg.effects.dsl import ready as ready_verb  # noqa: E402
from stargate_vcg.effects.dsl import stop as stop_verb  # noqa: E402
from stargate_vcg.effects.vocab import (  # noqa: E402
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    Pick,
    SkillsBonus,
    Text,
    adversary,
    any_of,
    anything,
    assigned_with,
    count,
    different_glyphs,
    event_card,
    gear,
    glyph_kinds,
    has_glyph_twice,
    has_glyphs,
    hero_card,
    obstacle,
    other,
    plays,
    rated,
    ship,
    stopped,
    support_character,
    this_assigned,
    trait,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign, PlayComplication  # noqa: E402
from stargate_vcg.engine.stargate.effects import TriggerEvent  # noqa: E402

_jaffa, _tokra, _sgc, _nid, _russian = (trait("Jaffa"), trait("Tok'ra"), trait("SGC"),
                                        trait("NID"), trait("Russian"))
_villain = Pick(lambda t, s, c: t.is_villain_card(c))
_hero_ship = ship & hero_card


def _earned_by_this(new: bool = False) -> Callable[[Surface, int, TriggerEvent], bool]:
    """"Each time this character earns a (different) glyph": GLYPH_EARNED's value is 0
    when he already had that glyph."""
    return lambda t, s, e: e.card == s and (not new or e.value != 0)


def _last_glyph(t: Surface, s: int) -> object:
    glyphs = t.glyphs(s)
    return t.glyph_of(glyphs[-1]) if glyphs else None


def _both(a: Glyph, b: Glyph) -> Callable[[Surface, int], bool]:
    return lambda t, s: t.has_glyph(s, a) and t.has_glyph(s, b)


def _either(a: Glyph, b: Glyph) -> Callable[[Surface, int], bool]:
    return lambda t, s: t.has_glyph(s, a) or t.has_glyph(s, b)


def _has(glyph: Glyph) -> Callable[[Surface, int], bool]:
    return lambda t, s: t.has_glyph(s, glyph)


def _all(*conds: Callable[[Surface, int], bool]) -> Callable[[Surface, int], bool]:
    return lambda t, s: all(c(t, s) for c in conds)


def _own_glyphs(t: Surface, s: int) -> int:
    return different_glyphs(t, s)


def _plays_complication(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication)


def _assigns_this(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == s


def _shares_glyph_with_source(t: Surface, s: int, c: int) -> bool:
    mine = glyph_kinds(t, s)
    return any(g in mine for g in glyph_kinds(t, c))


_matching_glyph = Pick(_shares_glyph_with_source)


def _destroy_complications(t: Surface, s: int) -> bool:
    for c in t.complications():
        t.destroy(c)
    return True


def _mission_experience(t: Surface, s: int) -> int:
    return t.experience_of(t.mission) if t.mission >= 0 else 0


def _put_into_play(t: Surface, source: int, card: int) -> bool:
    t.put_into_play(card)
    return True


def _promote(t: Surface, source: int, card: int) -> bool:
    t.add_promotion_token(card)
    return True


def _pay_stop_destroy(t: Surface, source: int, card: int) -> bool:
    """Cicero: pay the chosen obstacle's cost, stop him, destroy it."""
    t.lose_power(t.owner(source), t.printed_cost(card))
    t.stop(source)
    t.destroy_by(card, source)
    return True


_affordable_obstacle = obstacle & Pick(lambda t, s, c: t.printed_cost(c) <= t.power(t.owner(s)))
_cheap_for_jonas = obstacle & Pick(lambda t, s, c: t.printed_cost(c) <= len(t.glyphs(s)))


def _skills_until_turn_end_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 2, skills=True, until=UNTIL_TURN_END)


def _gain(n: int) -> Callable[[Surface, int, ActivateAbility], None]:
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), n)
    return effect


def _monroe(t: Surface, source: int, action: ActivateAbility) -> None:
    t.incapacitate(source)
    for o in t.obstacles:
        t.destroy_by(o, source)


def _libra_glyphs(t: Surface, s: int) -> int:
    return sum(1 for m in t.glyphs(s) if t.glyph_of(m) == Glyph.LIBRA)


def _assigns_adversary_while_assigned(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, Assign) and action.card >= 0 and t.is_adversary(action.card)
            and t.is_assigned(s))


def _assign_needs_a_discard(t: Surface, s: int, player: int, action: Any) -> bool:
    return _assigns_this(t, s, player, action) and not t.hand(player)


def _mission_shares_glyph(t: Surface, s: int) -> bool:
    return t.is_assigned(s) and t.mission >= 0 and t.glyph_of(t.mission) in glyph_kinds(t, s)


def _hero_ship_assigned(t: Surface, s: int) -> bool:
    return bool(select(t, s, assigned & _hero_ship))


def _earned(*glyphs: Glyph) -> Callable[[Surface, int, TriggerEvent], bool]:
    return lambda t, s, e: e.card == s and _last_glyph(t, s) in glyphs


def _jaffa_other(t: Surface, s: int) -> bool:
    return bool(select(t, s, _jaffa & other & (character | gear | adversary | ship)))


# Gear
card("28d818f1-2620-4bef-b59d-1ed9ebb67082", "Terra-Root",
     Card(Abilities(Ability("Terra-Root: gain 1 power", AbilityCost(destroy_self=True),
                            _gain(1)))))

# Support characters
card("8208f73c-b688-43ab-a8af-dc034acea9cc", "Arlos (Alien Technology Expert)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(MayPay(stop_this=True, label="stop Arlos"), IfDid(Gain(1))),
             lambda t, s, e: e.player == t.owner(s) and t.is_gear(e.card))))
card("4200566a-8bfc-4ce6-814e-5ea901c8e163", "Birra (Citizen of Kallana)",
     Card(SkillBonus(CULTURE, count(obstacle & rated(INGENUITY)), this),
          SkillBonus(INGENUITY, count(obstacle & rated(CULTURE)), this)))
# Ruling: X is the cost of the obstacle he picks; only obstacles he can pay for are offered.
card("7e4b12f5-f4cb-4e64-8538-f286e6cd52e1", "Cicero (Archaeological Researcher)",
     Card(WhenPlayed(Do(_pay_stop_destroy, _affordable_obstacle, among=OBSTACLES,
                        optional=True, prompt="pay an obstacle's cost to destroy it"))))
card("da2a42b4-7caa-4e1c-8f02-0b707823c817", "\"Colonel Danning\" (X-cellent Hero)",
     Card(On(Trigger.GLYPH_EARNED, NextMission(-1), _earned_by_this(new=True))))
card("90eeae81-e44d-4d1a-85a5-2aaadec3b6d6", "Devon (Trust Operative)",
     Card(WhenAssigned(this, Seq(Do(discard, anything, among=HAND, optional=True),
                                 IfDid(Draw(1))))))
card("7bbda8f8-a1aa-48f4-91b6-5a9ed834f843", "\"Dr. Levant\" (X-cellent Hero)",
     Card(On(Trigger.POWER_PHASE_END, Gain(_own_glyphs))))
card("c69a9d91-e385-4d10-afba-adf129f7af8a",
     "Francis Maynard (Chairman of the Joint Chiefs)", Card(Victory(NextMission(-1))))
card("ca4eca62-9d75-4039-9400-8aa6314db29c", "\"Grell\" (X-cellent Hero)",
     Card(CostChange(1, lambda t, s, p, a: _plays_complication(t, s, p, a)
                     and t.is_assigned(s) and t.has_glyph(s, Glyph.SCORPIUS),
                     on=COMPLICATIONS),
          CostChange(1, lambda t, s, p, a: _plays_complication(t, s, p, a)
                     and t.is_assigned(s) and t.has_glyph(s, Glyph.TRIANGULUM),
                     on=COMPLICATIONS)))
card("4fe3185e-e3a8-4916-94a4-e2a31d90764e", "Jacek (Petty Thief)",
     Card(OwnCost(_mission_experience)))
card("eda20645-7045-46cd-8d80-9cff85b47cfe", "Jalen (Field Agent)",
     Card(WhenPlayed(DoAll(gets(2, skill=COMBAT), this))))
card("98ff6985-f8e9-46be-851c-b5a5f89b84e5", "Jonas Quinn (Special Advisor)",
     Card(SkillsBy(count(assigned & character & with_glyph), this)))
card("854c1ea4-c60f-4058-9c6b-7038fc83776e", "Ma'chello (Inventor)",
     Card(WhenPlayed(Do(_put_into_play, your & gear, among=HAND, optional=True,
                        prompt="put a gear of your hand into play, free"))))
card("e75bce14-2fa0-409b-ac00-56de733d871d", "Merlin (Dissenting Ancient)",
     Card(WhenPlayed(DoAll(gets(2, skills=True, until=UNTIL_TURN_END), this)),
          Abilities(Ability("Merlin: a team character gets skills +2",
                            AbilityCost(power=3, stop_self=True, destroy_self=True),
                            _skills_until_turn_end_target, targets=_team_characters))))
card("436a7a4d-f3d9-41a4-be46-1bda48e075f4",
     "Michael Ryan (U.S. Air Force Chief of Staff)",
     Card(CostChange(4, _assigns_this, on=OWN),
          Cant(_assign_needs_a_discard, "assigning Michael Ryan costs a discard"),
          On(Trigger.ASSIGNED, Do(discard, anything, among=HAND),
             lambda t, s, e: e.card == s),
          SkillsBonus(1, assigned & character & _sgc, when=this_assigned)))
# Ruling: Mr. Wayne's line names Mr. Parker, a misprint: the bonus is Mr. Wayne's own.
card("a6d0e207-bff6-49ef-9447-5b0d5c55d1d2", "Mr. Parker (Leader of the Trust)",
     Card(SkillBonus(SCIENCE, count(character & _nid & with_glyph), this)))
card("8d647f11-6648-43d8-8e0b-5c9886dc34c8", "Mr. Wayne (Leader of the Trust)",
     Card(SkillBonus(INGENUITY, count(character & _nid & with_glyph), this)))
card("dab14cf9-190c-486d-af11-e98edcd2f3d1", "Rodney McKay (Munitions Yield Expert)",
     Card(WhenAssigned(this, If(lambda t, s: t.complication_count > 0,
                                May(Simple(_destroy_complications),
                                    label="destroy all complications")))))
card("f00cc077-03db-4f92-b1f4-cc9a02691dae", "Ryk'l (Freedom Fighter)",
     Card(Success(If(any_of(assigned & adversary),
                     Seq(MayPay(destroy_this=True, label="destroy Ryk'l"),
                         IfDid(Do(destroy, assigned & adversary)))))))
card("7a39bcde-255f-4785-958e-da397ab89e69", "Ta'Seem (Tok'ra Surgeon)",
     Card(WhenPlayed(Do(destroy, stopped & adversary, optional=True))))
card("5e718c5b-0650-4a55-9c96-5891515e4f61", "Tass'an (Settler)",
     Card(SkillBonus(INGENUITY, 1, this, when=any_of(assigned & adversary)),
          SkillBonus(INGENUITY, 1, this, when=assigned_with(_jaffa))))
card("f67d9287-d664-4f9e-84be-97a014b48435", "Thoran (Tok'ra Intermediary)",
     Card(Success(Do(to_hand, hero_card, among=DISCARD, optional=True))))
card("a7c235c4-3a01-4a73-b6b4-05398a4e3250", "Adam Banks (Gunner)",
     Card(Success(Do(destroy, ship & _villain))))
card("21b9413e-b610-4e92-aa75-e1d97635a49f", "\"Major Monroe\" (X-cellent Hero)",
     Card(Abilities(Ability("Major Monroe: clear the obstacles away",
                            AbilityCost(glyphs=(Glyph.ORION,), stop_self=True), _monroe,
                            usable=lambda t, s: bool(t.obstacles)))))

# Team characters
card("a2f5c411-83d7-46d1-8e4d-28fe98caeb7c", "Bo'rel (Free Jaffa)",
     SkillsBonus(1, other & character & _jaffa & _matching_glyph))
card("15725c70-6092-4f78-b670-c5d898ff9aea", "Bra'tac (Honored Teacher)",
     Card(On(Trigger.GLYPH_EARNED,
             If(_jaffa_other, Seq(MayPay(2, label="pay 2 power"),
                                  IfDid(Modes(("ready", Do(ready_verb, _jaffa & other)),
                                              ("stop", Do(stop_verb, _jaffa & other)))))),
             _earned_by_this(new=True))))
card("e1b7fb4e-ff73-4086-bbc9-5cf23b0cb41d", "Chekov (Korolev Captain)",
     Card(On(Trigger.GLYPH_EARNED, SearchDeck(ship & hero_card),
             _earned(Glyph.LIBRA, Glyph.TRIANGULUM))))
card("6ffd0086-2db6-4d24-af57-ffb823bca542", "Daniel Jackson (Ambassador of Earth)",
     Card(*(CostChange(-1, plays(support_character, when=has_glyph_twice(g)), on=PLAYS)
            for g in (Glyph.ORION, Glyph.PISCES, Glyph.TRIANGULUM))))
card("0a53c627-cff9-4ec0-97b3-232d95105c7b", "Dave Dixon (SG-13 Commander)",
     Card(CostChangeBy(_libra_glyphs, _assigns_adversary_while_assigned, on=ASSIGNMENTS)))
card("94d2d075-0f6b-4a0a-b683-16982ae91f83", "Erin Gant (Bridge Officer)",
     Card(Victory(Gain(_own_glyphs))))
card("8345a08b-5804-41c8-a6c8-13d0577aa507", "Hadden (SG-12 Commander)",
     Card(SkillBonus(INGENUITY, _own_glyphs, this)))
card("ea698422-96be-4129-bd92-2317ae91f3cc", "Jack O'Neill (Dynamic Leader)",
     Card(SkillBonus(COMBAT, 1, assigned & team_character,
                     when=_all(this_assigned, _either(Glyph.LIBRA, Glyph.ORION))),
          SkillBonus(INGENUITY, 1, assigned & team_character,
                     when=_all(this_assigned, _both(Glyph.GEMINI, Glyph.ORION)))))
card("cde2eefc-8222-4052-9d2e-a88bee43ef5e", "Jacob Cater (Tok'ra Ambassador)",
     Card(SkillBonus(CULTURE, 1, this, when=_has(Glyph.PISCES)),
          SkillBonus(COMBAT, 1, this, when=_has(Glyph.PISCES)),
          SkillBonus(SCIENCE, 1, this, when=_has(Glyph.TRIANGULUM)),
          SkillBonus(INGENUITY, 1, this, when=_has(Glyph.TRIANGULUM)),
          SkillBonus(SCIENCE, 1, this, when=_both(Glyph.PISCES, Glyph.TRIANGULUM)),
          SkillBonus(COMBAT, 1, this, when=_both(Glyph.PISCES, Glyph.TRIANGULUM))))
# Ruling: asked only while an obstacle he could destroy is there.
card("dad3f62b-6268-4a40-93e8-ebe1f5100fb5", "Jonas Quinn (Quick Study)",
     Card(WhenAssigned(this, If(lambda t, s: bool(select(t, s, _cheap_for_jonas, t.obstacles)),
                                Seq(MayPay(2, label="pay 2 power"),
                                    IfDid(Do(destroy, _cheap_for_jonas, among=OBSTACLES)))))))
card("d8a02cb9-cc3f-4396-8b5d-02bee1964162", "Malek (Tok'ra Warrior)",
     Card(CostChange(-1, plays(_tokra & support_character, when=has_glyphs(Glyph.ORION)),
                     on=PLAYS),
          CostChange(-1, plays(_tokra & (event_card | gear | ship),
                               when=has_glyphs(Glyph.PISCES)), on=PLAYS)))
card("2fe0c6c9-f177-4b8c-87c7-1c5c7cbdc4ba", "Marks (Bridge Officer)",
     SkillsBonus(1, this, when=_all(_has(Glyph.TRIANGULUM), _hero_ship_assigned)))
card("e6360e13-a13c-4500-8eb8-731dddb6a0b8", "Neath (Hardened Warrior)",
     Text(SkillsBonus(1, this, when=_all(_has(Glyph.SCORPIUS),
                                         any_of(assigned & other & _jaffa & team_character))),
          SkillsBonus(1, this, when=_all(_has(Glyph.TRIANGULUM),
                                         any_of(assigned & _jaffa & support_character)))))
card("01c55663-c0f3-41ac-a0b9-4fa25961c439", "Paul Emerson (Odyssey Commander)",
     Card(CostChange(-1, plays(ship, when=has_glyphs(Glyph.GEMINI)), on=PLAYS),
          CostChange(-1, plays(ship, when=has_glyphs(Glyph.SCORPIUS)), on=PLAYS)))
card("6803b219-db1e-4ea5-8ff4-70b54f746e0e", "Samantha Carter (Formidable Warrior)",
     Card(*(CostChange(1, plays(obstacle, yours=False, when=has_glyph_twice(g)), on=PLAYS)
            for g in (Glyph.LIBRA, Glyph.ORION, Glyph.PISCES))))
card("08a66011-3427-49ba-abba-8f470c72b424", "Sergei Evanov (Team Leader)",
     Card(On(Trigger.GLYPH_EARNED, SearchDeck(_russian), _earned_by_this(new=True))))
card("a83c9958-74e2-4149-9efb-906729c89786", "Simon Coombs (Scientist in the Field)",
     Card(On(Trigger.GLYPH_EARNED, Do(_promote, team_character, prompt="promote"),
             _earned_by_this())))
card("4f5c383a-45c0-4af3-9793-5bcda3c6acd4", "Thor (Supreme Commander)",
     Card(SkillBonus(CULTURE, 1, assigned & team_character,
                     when=_all(this_assigned, _either(Glyph.PISCES, Glyph.TRIANGULUM))),
          SkillBonus(SCIENCE, 1, assigned & team_character,
                     when=_all(this_assigned, _both(Glyph.PISCES, Glyph.SCORPIUS)))))
card("ed06f408-db58-495b-9536-f955af457f0e", "Vala Mal Doran (SG-1 Member)",
     SkillsBonus(1, other & _sgc & team_character, when=_mission_shares_glyph))
card("cb97916e-62f7-4564-a3e2-a81df61790a9", "Weaver (Trust Interrogator)",
     Card(On(Trigger.DEBRIEF_START, DoUpTo(discard, anything, _own_glyphs, among=HAND))))
card("a7b8c0fd-960e-405a-b122-e80907c86c53", "William Ronson (Prometheus Commander)",
     SkillsBonus(1, other & character & _matching_glyph, when=_hero_ship_assigned))
_GEMINI_TWICE: Final = has_glyph_twice(Glyph.GEMINI)
_TRIANGULUM_TWICE: Final = has_glyph_twice(Glyph.TRIANGULUM)
card("3b2a76ce-c1e5-4ad7-9de1-f701768a5215", "Jack O'Neill (Jack of All Trades)",
     Card(DifficultyOf(lambda t, s: -_GEMINI_TWICE(t, s) - _TRIANGULUM_TWICE(t, s),
                       Pick(lambda t, s, c: t.is_mission(c)))))


# --- roto-heroes batch: activated abilities and the rest ---------------------------------------

from stargate_vcg.effects.dsl import AtMissionEnd, DoToIt, OnPlay, SearchMissionPile  # noqa: E402
from stargate_vcg.effects.vocab import with_glyph_of  # noqa: E402
from stargate_vcg.engine.stargate.effects import (  # noqa: E402
    DISCARD_PILE,
    IN_PLAY,
    Replace,
)
from stargate_vcg.engine.stargate.surface import UNTIL_MISSION_END  # noqa: E402

_replicator = trait("Replicator")


def _starter(op: Op) -> Callable[[Surface, int, ActivateAbility], None]:
    """An ability's effect that runs a declarative operation (its target as args[0])."""
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        op.start(t, source, (action.target,) if action.target >= 0 else ())
    return effect


class OpAbilities(Card):
    """Activated abilities whose effects are declarative operations: each use starts its
    operation, which the `Card` resumes after its choices. `uses`: (text, cost, op);
    several abilities may share one operation."""

    def __init__(self, uses: Sequence[tuple[str, AbilityCost, Op]], *parts: Any) -> None:
        ops: list[Op] = []
        for _, _, op in uses:
            if op not in ops:
                ops.append(op)
        super().__init__(*(OnPlay(op) for op in ops), *parts)
        self.on_plays = ()  # the operations run when an ability is used, never on play
        self.listed = tuple(Ability(text, cost, _starter(op)) for text, cost, op in uses)
        self._used = self._used | {"abilities"}

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.listed


def _readiable(pick: Pick) -> Callable[[Surface, int], Sequence[int]]:
    return lambda t, s: tuple(c for c in select(t, s, pick)
                              if t.is_stopped(c) or t.is_assigned(c))


def _reveal_random(hit: Callable[[Surface, int], bool],
                   then: Callable[[Surface, int, int], None]
                   ) -> Callable[[Surface, int, ActivateAbility], None]:
    """A random card of the opponent's hand is revealed; `then` happens if `hit`."""
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        card_ = t.random_card(t.hand(t.opponent(t.owner(source))))
        if card_ < 0:
            return
        t.reveal(card_)
        if hit(t, card_):
            then(t, source, card_)
    return effect


def _discard_it(t: Surface, source: int, card_: int) -> None:
    t.discard(card_)


def _ease_mission(t: Surface, source: int, card_: int) -> None:
    if t.mission >= 0:
        t.modify(t.mission, -1, difficulty=True)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _targets(pick: Pick) -> Callable[[Surface, int], Sequence[int]]:
    return lambda t, s: select(t, s, pick)


def _your_own(pick: Pick) -> Callable[[Surface, int, int], bool]:
    """Which of his cards may pay a stop cost."""
    return lambda t, s, c: t.owner(c) == t.owner(s) and pick(t, s, c)


class MindTransferenceDevice(CardEffect):
    """Gear: its cost is stopping it and one of his team characters, plus 2 power; a
    character is readied, a different one from the team character stopped to pay."""

    ABILITY: ClassVar[Ability] = Ability("Mind Transference Device: ready another character",
                                         AbilityCost(power=2, stop_self=True, stop_others=1,
                                                     others=_your_own(team_character)),
                                         _ready_target, targets=_readiable(your & character))

    MODES: ClassVar[tuple[Ability, ...]] = (ABILITY,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.MODES

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.MODES

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if isinstance(action, ActivateAbility) and action.card == source and \
                action.target in action.stops:
            return "Mind Transference Device: ready another character than the one stopped"
        return None


class _SearchToTop(Op):
    """Quantum Mirror Control: a <pick> card of his deck, revealed, goes on top of the
    rest, shuffled."""

    def __init__(self, pick: Pick) -> None:
        super().__init__()
        self.pick = pick

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = select(t, source, self.pick, t.deck_cards(me))
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "search your deck", args, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        t.shuffle_deck(me)
        if chosen:
            t.reveal(chosen[0])
            t.put_on_deck(chosen[0])
        self.finish(t, source, args, bool(chosen))


_dhd_search = SearchMissionPile(optional=False)


def _hud_bonus(t: Surface, source: int) -> int:
    return (any_of(assigned & character & _tokra)(t, source)
            + any_of(assigned & character & _jaffa)(t, source))


class HUDHeadset(CardEffect):
    """Gear: +1 to its player's total firepower for an assigned Tok'ra character and +1
    for an assigned Jaffa character. Ruling: the total is raised through his first
    assigned ship (the total is all a ship battle counts)."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        ships = select(t, source, your & assigned & ship)
        if not ships or target != min(ships):
            return 0
        return _hud_bonus(t, source)


def _sheppard(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "turn", (t.turn,))


def _sheppard_turn(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.player == t.owner(s) and t.is_support_character(e.card)
            and t.recall(s, "turn") == (t.turn,))


def _pete(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)
    t.gain_power(t.owner(source), len(select(t, source, assigned & team_character
                                             & with_glyph)))


def _setak(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)
    t.modify(source, 1, skills=True, until=UNTIL_MISSION_END)


class ShaRe(CardEffect):
    """Beloved Wife and Daughter: as she is played, the current mission gains a success
    text (gain 2 power). Ruling: the mission keeps it wherever she goes (the text also
    works from the discard pile), for this turn."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, DISCARD_PILE})
    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED, Trigger.MISSION_SUCCEEDED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.CARD_PLAYED:
            return event.card == source and t.mission >= 0
        return event.kind is Trigger.MISSION_SUCCEEDED and \
            t.recall(source, "mission") == (event.card, t.turn)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.CARD_PLAYED:
            t.remember(source, "mission", (t.mission, t.turn))
            return
        t.forget(source, "mission")
        t.gain_power(t.owner(source), 2)


def _top_is_hero_card(t: Surface, s: int) -> bool:
    top = t.deck_top(t.owner(s))
    if top < 0:
        return False
    t.reveal(top)
    return t.is_hero_card(top)


def _maybourne(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in select(t, source, your & team_character & (_russian | _nid) & other):
        t.modify(c, 1, skills=True, until=UNTIL_MISSION_END)


class Hoskins(CardEffect):
    """Agent of the Trust: with a Gemini or Orion glyph, once per turn, one of his
    player's support characters is sacrificed and an obstacle cheaper than it goes.
    Ruling: only a support character with a cheaper obstacle there may be chosen."""

    def _cheaper(self, t: Surface, cost: int) -> tuple[int, ...]:
        return tuple(o for o in t.obstacles if t.printed_cost(o) < cost)

    def __init__(self) -> None:
        self.modes = (Ability("Hoskins: a support character for an obstacle",
                              AbilityCost(any_glyph=(Glyph.GEMINI, Glyph.ORION)), self._use,
                              once_per_turn=True, targets=self._sacrifices),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _sacrifices(self, t: Surface, source: int) -> tuple[int, ...]:
        return tuple(c for c in select(t, source, your & support_character)
                     if self._cheaper(t, t.printed_cost(c)))

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        cost = t.printed_cost(action.target)
        t.destroy(action.target)
        ask(t, source, "obstacle", t.owner(source), self._cheaper(t, cost),
            "destroy an obstacle")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "obstacle" and chosen:
            t.destroy_by(chosen[0], source)


class _StopForObstacle(CardEffect):
    """A glyph and a card of his stopped, once per turn; then one obstacle present
    whose cost `fits` the stopped card's (its firepower or cost) is `treated`."""

    def __init__(self, text: str, glyph: Glyph, payer: Pick,
                 fits: Callable[[Surface, int, int], bool],
                 treated: Callable[[Surface, int, int], None]) -> None:
        self.fits, self.treated = fits, treated
        self.ability = Ability(text, AbilityCost(glyphs=(glyph,), stop_others=1,
                                                 others=_your_own(payer)),
                               self._use, once_per_turn=True,
                               usable=lambda t, s: bool(t.obstacles))
        self.modes = (self.ability,)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _use(self, t: Surface, source: int, action: ActivateAbility) -> None:
        payer = action.stops[0]
        ask(t, source, "obstacle", t.owner(source),
            [o for o in t.obstacles if self.fits(t, payer, o)], "choose an obstacle")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "obstacle" and chosen:
            self.treated(t, source, chosen[0])


def _destroy_obstacle(t: Surface, source: int, o: int) -> None:
    t.destroy_by(o, source)


def _face_down(t: Surface, source: int, o: int) -> None:
    t.turn_face_down(o)


class _Pack:
    """An operation's own data after its parent's args: (*args, *data, len(data), stage)."""

    @staticmethod
    def pack(args: tuple[int, ...], stage: int, data: Sequence[int]) -> tuple[int, ...]:
        return (*args, *data, len(data), stage)

    @staticmethod
    def unpack(args: tuple[int, ...]) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
        stage, k = args[-1], args[-2]
        return args[:-2 - k], stage, args[-2 - k:-2]


class _OneOnTop(Op):
    """Elizabeth Weir (Ancient Language Expert): he looks at the top N missions of his
    pile, keeps one on top and puts the others on the bottom, one at a time in his
    order (the first placed lowest). Only he sees them."""

    def __init__(self, n: Callable[[Surface, int], int]) -> None:
        super().__init__()
        self.n = n

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = self.n(t, source)
        pile = t.mission_pile(t.owner(source))
        looked = tuple(reversed(pile[-n:])) if n > 0 else ()
        if len(looked) < 2:  # one mission (or none): it stays where it is
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), looked, "keep on top",
                 _Pack.pack(args, 0, looked), hidden=True)

    def _bottom(self, t: Surface, source: int, args: tuple[int, ...], top: int,
                rest: tuple[int, ...], bottom: tuple[int, ...]) -> None:
        if len(rest) <= 1:
            t.arrange_top(t.owner(source), False, (top,), (*bottom, *rest))
            self.finish(t, source, args, True)
            return
        self.ask(t, source, t.owner(source), rest, "place on the bottom (next)",
                 _Pack.pack(args, 1, (top, len(rest), *rest, *bottom)), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage, data = _Pack.unpack(args)
        if stage == 0:
            self._bottom(t, source, base, chosen[0],
                         tuple(c for c in data if c != chosen[0]), ())
            return
        top, k = data[0], data[1]
        rest, bottom = data[2:2 + k], data[2 + k:]
        self._bottom(t, source, base, top, tuple(c for c in rest if c != chosen[0]),
                     (*bottom, chosen[0]))


def _glyphs_on_assigned(t: Surface, s: int) -> int:
    return sum(len(t.glyphs(c)) for c in select(t, s, assigned & character))


class _RevealForSkills(Op):
    """Jonas Quinn (Adventurer): as many cards as his different glyphs are revealed off
    his deck; each villain card among them is worth skills +1 to him for this mission;
    they go under the deck one at a time in his order (the last placed lowest)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        cards = t.deck_top_cards(t.owner(source), different_glyphs(t, source))
        if not cards:
            self.finish(t, source, args, False)
            return
        for c in cards:
            t.reveal(c)
        villains = sum(1 for c in cards if t.is_villain_card(c))
        if villains:
            t.modify(source, villains, skills=True, until=UNTIL_MISSION_END)
        self._next(t, source, args, cards)

    def _next(self, t: Surface, source: int, args: tuple[int, ...],
              rest: Sequence[int]) -> None:
        if len(rest) <= 1:
            for c in rest:
                t.put_on_deck(c, bottom=True)
            self.finish(t, source, args, True)
            return
        self.ask(t, source, t.owner(source), rest, "place on the bottom (next)",
                 _Pack.pack(args, 0, rest))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, _, rest = _Pack.unpack(args)
        t.put_on_deck(chosen[0], bottom=True)
        self._next(t, source, base, tuple(c for c in rest if c != chosen[0]))


def _mission_rated(skill: int, glyph: Glyph) -> Callable[[Surface, int, TriggerEvent], bool]:
    """Teal'c (Man of Action): his player plays a <skill> mission while he has two
    <glyph> glyphs."""
    twice = has_glyph_twice(glyph)
    return lambda t, s, e: (e.player == t.owner(s) and twice(t, s)
                            and t.printed_rating(e.card, skill) is not None)


class QuarantineContainer(CardEffect):
    """Gear: stop it to mark an obstacle; when that obstacle would be destroyed it goes
    face up beneath the gear instead, and the opponent discards the other cards there.
    Obstacles sharing a title with a card held there are barred to the opponent."""

    def __init__(self) -> None:
        self.modes = (Ability("Quarantine Container: choose an obstacle",
                              AbilityCost(stop_self=True), self._mark,
                              targets=lambda t, s: t.obstacles),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def _mark(self, t: Surface, source: int, action: ActivateAbility) -> None:
        t.remember(source, "chosen", (action.target,))

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.DESTROY and card in t.recall(source, "chosen")

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.forget(source, "chosen")
        held = [c for c in t.beneath(source) if c != card]
        t.place_on(card, source)
        for c in held:
            t.to_discard(c)

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if (isinstance(action, PlayCard) and player == t.opponent(t.owner(source))
                and t.is_obstacle(action.card)
                and any(t.title(c) == t.title(action.card) for c in t.beneath(source))):
            return "Quarantine Container: an obstacle of that title is held beneath it"
        return None


# Gear
card("efc0e727-093f-4d90-9eff-9091113af50f", "Anti-Replicator Disruptor",
     Card(Abilities(
         Ability("Anti-Replicator Disruptor: reveal a random card",
                 AbilityCost(stop_self=True),
                 _reveal_random(lambda t, c: t.has_trait(c, "Replicator"), _discard_it)),
         Ability("Anti-Replicator Disruptor: destroy a Replicator",
                 AbilityCost(power=2, destroy_self=True), _destroy_target,
                 targets=_targets(_replicator & (obstacle | (assigned & adversary)))))))
card("62a594a8-6d16-4b4f-beed-b98d47bf89bb", "HUD Headset", HUDHeadset())
card("e7c89e7e-fd3b-4452-aaa7-da3ba942699e", "Mind Transference Device",
     MindTransferenceDevice())
card("ab1b7b88-9dae-455c-837f-fe97fd11e4c4", "Quantum Mirror Control",
     OpAbilities((("Quantum Mirror Control: search for a character",
                   AbilityCost(power=3, stop_self=True), _SearchToTop(character)),)))
card("7195f8b6-e722-498c-b452-24e1d6c3fcd8", "Quarantine Container", QuarantineContainer())
card("6c00ba5f-1fba-4a9b-a8ed-05e2ac108ca1", "Russian-Controlled DHD", OpAbilities((
    ("Russian-Controlled DHD: one Russian team character stopped; mission search",
     AbilityCost(stop_self=True, stop_others=1,
                 others=_your_own(_russian & team_character)), _dhd_search),
    ("Russian-Controlled DHD: two Russian support characters stopped; mission search",
     AbilityCost(stop_self=True, stop_others=2,
                 others=_your_own(_russian & support_character)), _dhd_search))))
card("b5f74a6f-a49d-42c3-97cd-5aae67314891", "U.A.V.",
     Card(Abilities(Ability("U.A.V.: reveal a random card",
                            AbilityCost(power=1, stop_self=True),
                            _reveal_random(lambda t, c: t.is_villain_card(c),
                                           _ease_mission)))))

# Support characters
card("cc688b13-20d0-42cc-9658-98c3b37b4665", "Cameron Mitchell (Blue Leader)",
     Card(Abilities(Ability("Cameron Mitchell: ready a hero ship",
                            AbilityCost(power=2, stop_self=True), _ready_target,
                            targets=_readiable(_hero_ship)))))


class JohnSheppard(Card):
    """Unconventional Leader: once he is stopped for it, the support characters his
    player plays this turn get skills +1 until its end, even after he has left play (his
    text also works from the discard pile for that; the ability only in play)."""

    zones: ClassVar[frozenset[str]] = frozenset({IN_PLAY, DISCARD_PILE})


card("30520032-985c-4427-9484-5f856ac508ad", "John Sheppard (Unconventional Leader)",
     JohnSheppard(Abilities(Ability("John Sheppard: this turn's support characters get skills",
                                    AbilityCost(stop_self=True), _sheppard,
                                    usable=lambda t, s: t.in_play(s))),
                  On(Trigger.CARD_PLAYED, DoToIt(gets(1, skills=True, until=UNTIL_TURN_END)),
                     _sheppard_turn)))
card("9dba2adf-71fc-4da2-b4d6-46fa8cbea654", "Pete Shanahan (Inquisitive Detective)",
     Card(Abilities(Ability("Pete Shanahan: ready another character",
                            AbilityCost(power=4, stop_self=True), _pete,
                            targets=_readiable(your & character & other)))))
card("6a0f4a30-9772-4279-aa25-dceaf67e92c2", "Se'tak (Leader of the Jaffa)",
     Card(Abilities(Ability("Se'tak: destroy another support character for skills",
                            AbilityCost(), _setak, once_per_turn=True,
                            targets=_targets(your & support_character & other)))))
card("137d8cff-d841-4489-9840-d2c369f54e88", "Sha're (Beloved Wife and Daughter)", ShaRe())
card("dd36e207-da31-4e67-8fa1-7c429d86e683", "Morgan le Fay (Dissident Ancient)",
     Card(WhenAssigned(this, Seq(Simple(_top_is_hero_card),
                                 IfDid(AtMissionEnd(DoAll(destroy, this)))))))
card("a530d6d9-019b-4bdc-90df-5d2a513c062d", "Elizabeth Weir (Ancient Language Expert)",
     Card(Success(_OneOnTop(_glyphs_on_assigned))))


class _OriAdversary(CardEffect):
    """Daniel Jackson (Prior of the Ori) while he is an adversary: an Ori one, revive
    cost 5 (printed none: 0 + 5)."""

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return target == source and trait == "ori" and t.is_adversary(source)

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return 5 if adversary == source else 0


# Rulings: as an adversary his Success text is not used (the villain's Success and
# Failure text at a mission is that of his villain cards: resolve.outcome), and he
# keeps his printed traits besides Ori. Linea's difficulty text works on both players'
# turns (whoever is the hero of a Culture mission).
card("02540aa3-a2b2-4262-92ee-9e29dabbcae3", "Daniel Jackson (Prior of the Ori)",
     AdversaryOnVillainTurns(Success(DoAll(destroy, assigned & adversary)), _OriAdversary(),
                             as_adversary_cant(scored=True)))
card("cb5296c5-293a-4df5-b1d9-16a7e7ea5d3c", "Linea (Destroyer of Worlds)",
     AdversaryOnVillainTurns(
         DifficultyOf(1, Pick(lambda t, s, c: t.is_mission(c)) & rated(CULTURE)),
         as_adversary_cant(revived=True, scored=True)))

# Team characters
card("57eec296-1dc8-4199-9714-e4c73b4e8ae2", "Harold Maybourne (Helpful Informant)",
     Card(Abilities(Ability("Harold Maybourne: boost his Russian and NID teammates",
                            AbilityCost(glyphs=(Glyph.GEMINI,), stop_self=True),
                            _maybourne)),
          SkillsBonus(1, other & character & (_russian | _nid) & with_glyph_of(Glyph.ORION),
                      when=_has(Glyph.ORION))))
card("88d19a1a-76d1-4a97-89bf-e7f8f2f13b0c", "Hoskins (Agent of the Trust)", Hoskins())
card("53838920-1d76-4829-a718-224717435380", "Lionel Pendergast (Prometheus Commander)",
     _StopForObstacle("Lionel Pendergast: a hero ship stopped, an obstacle gone",
                      Glyph.SCORPIUS, _hero_ship,
                      lambda t, ship_, o: t.printed_cost(o) <= t.firepower(ship_),
                      _destroy_obstacle))
card("bfe94253-94a3-429c-8e21-01c0289a46e4", "Loki (Banished Scientist)",
     _StopForObstacle("Loki: a support character stopped, an obstacle made a complication",
                      Glyph.PISCES, support_character,
                      lambda t, payer, o: t.printed_cost(o) < t.printed_cost(payer),
                      _face_down))
card("6a3d0d4d-ba8d-437c-b59e-3e558bcc303c", "Teal'c (Man of Action)",
     Card(*(On(Trigger.MISSION_PLAYED, Do(ready_verb, this, optional=True),
               _mission_rated(skill, glyph))
            for skill, glyph in ((CULTURE, Glyph.PISCES), (COMBAT, Glyph.TRIANGULUM),
                                 (INGENUITY, Glyph.GEMINI)))))
card("ab0b0e40-4dec-4237-81e8-5e6027264a72", "Jonas Quinn (Adventurer)",
     Card(WhenAssigned(this, _RevealForSkills())))


class LindseyNovak(CardEffect):
    """Eccentric Engineer: when one of her player's ships would be incapacitated, he may
    stop her to have the ship stopped instead. Ruling: asked as the incapacitation is
    replaced; declined, the ship is incapacitated then."""

    def _can(self, t: Surface, source: int) -> bool:
        return t.is_ready(source) or t.is_assigned(source)

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.INCAPACITATE and t.is_ship(card)
                and t.owner(card) == t.owner(source)
                and card not in t.recall(source, "declined") and self._can(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "save", t.owner(source), (card,), "stop Lindsey Novak to stop the ship",
            optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "save":
            return
        ship_ = args[0]
        if chosen and self._can(t, source):
            t.stop(source)
            t.stop(ship_)
            return
        if t.in_play(ship_):
            t.remember(source, "declined", (ship_,))
            t.incapacitate(ship_)
            t.forget(source, "declined")


card("1029c2b1-a80b-43ac-b26d-e0d9657aa784", "Lindsey Novak (Eccentric Engineer)",
     LindseyNovak())
