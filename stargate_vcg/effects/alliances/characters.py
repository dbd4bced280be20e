"""Alliances: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.alliances.ships import next_played_cheaper
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    HAND,
    OBSTACLES,
    OPPONENT,
    OWN,
    Abilities,
    Cant,
    Card,
    CostChange,
    DifficultyOf,
    DiscardToAssign,
    Do,
    DoAll,
    DoToIt,
    Draw,
    Failure,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    On,
    Op,
    Otherwise,
    OwnCost,
    Pay,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    WhenAssigned,
    WhenPlayed,
    can_ready,
    destroy,
    gets,
    ready,
)
from stargate_vcg.effects.missions_set.missions import (
    hero_ship,
    play_as_complication,
    villain_ship,
)
from stargate_vcg.effects.system_lords.missions import play_at_no_cost
from stargate_vcg.effects.vocab import (
    COMBAT,
    INGENUITY,
    SCIENCE,
    Pick,
    adversary,
    anything,
    assigned,
    character,
    count,
    has_glyphs,
    obstacle,
    other,
    select,
    support_character,
    team_character,
    this,
    trait,
    with_glyph,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, Assign
from stargate_vcg.engine.stargate.effects import (
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface


def _first_mission(t: Surface, source: int) -> bool:
    return t.first_mission_of_turn()


def _assigning_this(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == source


def _assigning_this_to_combat(t: Surface, source: int, player: int, action: Any) -> bool:
    return _assigning_this(t, source, player, action) and t.mission >= 0 and \
        t.printed_rating(t.mission, COMBAT) is not None


def _becomes_ingenuity(t: Surface, source: int) -> bool:
    if t.mission < 0:
        return False
    t.change_mission_skill(t.mission, INGENUITY)
    return True


def _own_gears(t: Surface, source: int) -> int:
    me = t.owner(source)
    return sum(1 for c in t.cards_in_play(me) if t.is_gear(c))


def _clear_complications(t: Surface, source: int, action: ActivateAbility) -> None:
    for c in t.complications():
        t.to_discard(c)


# Support characters

card("e895b6d2-f76c-46f6-98b7-9c13a04cf730", "Dillon Everett (Bold Leader)",
     Card(SkillBonus(COMBAT, 1, this, _first_mission)))
card("ce4a3b24-d58d-48e1-a127-815b5d08211b", "Eli Wallace (Puzzle Solver)",
     Card(OwnCost(lambda t, s: -len(t.complications()))))
card("c07d606b-4232-423a-b2d0-6155dc772fe4", "Nicholas Rush (Driven Scientist)",
     Card(OwnCost(lambda t, s: -len(t.obstacles))))
card("8f22fcd1-8821-4516-b4b4-b389e03d3c8b", "Helia (Captain of the Warship Tria)",
     Card(WhenPlayed(Do(play_as_complication, anything, chooser=OPPONENT, among=HAND,
                        optional=True, prompt="play as a complication"))))
card("459c289a-fa12-4ba6-97bd-62213292ce4a", "Larrin (Traveler Commander)",
     Card(WhenPlayed(Seq(MayPay(stop_this=True, label="stop her"),
                         IfDid(Simple(_becomes_ingenuity))))))
card("4e4cd446-acec-49e6-8c05-ee9da0b4a060", "Lycus (Taranian Chancellor)",
     Card(DifficultyOf(1, Pick(lambda t, s, c: t.is_mission(c)
                               and t.printed_rating(c, SCIENCE) is not None))))
card("51aa98a6-3155-408c-a4ee-72b0a45d7ec0", "Mirror Kawalsky (Hardened Survivor)",
     Card(WhenAssigned(this, Draw(count(assigned & team_character & with_glyph)))))
card("6a8a0af9-c2c9-4d35-b943-4fc537625985", "Mirror Hammond (Steadfast Colonel)",
     Card(Abilities(Ability("Mirror Hammond: destroy all complications",
                            AbilityCost(destroy_self=True), _clear_complications,
                            usable=lambda t, s: bool(t.complications())))))
card("2592692f-27e1-4fdd-a8b7-04d2212625b0", "Tamara Johansen (Insecure Medic)",
     Card(SkillsBy(-1, this, _first_mission)))

# Team characters

card("6f14da4b-5e9e-4b8c-bd9e-3d11945d9b07", "Daniel Jackson (Concerned Friend)",
     Card(Cant(_assigning_this, "he can't be assigned")))
card("715dab22-f4a6-4f47-b62f-85fcf8a6a4ba", "Lya (Nox Emissary)",
     Card(Cant(_assigning_this_to_combat, "not to a Combat mission")))
card("b1655419-7fa2-4f68-b163-707d8ba473fe", "Mirror O'Neill (Unyielding General)",
     Card(Failure(Seq(Pay(3), IfDid(DoAll(ready, this))))))
card("2d39c1c3-97ae-4f73-aa70-83caa71ce165", "Inago (Shady Trader)",
     Card(SkillBonus(SCIENCE, 2, this,
                     lambda t, s: has_glyphs(Glyph.LIBRA)(t, s) and _own_gears(t, s) >= 3)))


# --- a few more, with abilities and glyph conditions -------------------------------------------


class FirepowerWhile(CardEffect):
    """"<glyph>: <pick> get firepower +N" (while this character has the glyph)."""

    def __init__(self, amount: int, pick: Pick, glyph: Glyph) -> None:
        self.amount, self.pick, self.glyph = amount, pick, glyph

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if t.has_glyph(source, self.glyph) and self.pick(t, source, target):
            return self.amount
        return 0


def _stopped_hero_ships(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, hero_ship) if can_ready(t, source, c))


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


def _adversaries_to_block(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, adversary) if not t.is_blocked(c))


def _block_target_for_mission(t: Surface, source: int, action: ActivateAbility) -> None:
    t.block(action.target, until_mission_end=True)


def _replicators_to_destroy(t: Surface, source: int) -> tuple[int, ...]:
    """Replicator obstacles at the mission and assigned Replicator adversaries (ruling:
    the card's lower-case "replicator obstacle" is the Replicator trait)."""
    found = [c for c in t.obstacles if t.has_trait(c, "Replicator")]
    found += [c for c in select(t, source, assigned & adversary & trait("Replicator"))]
    return tuple(found)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _new_guy_weaker(t: Surface, source: int) -> bool:
    return t.is_assigned(source) and t.first_mission_of_turn() and len(t.glyphs(source)) < 2


card("aa6148ab-0ab0-4b66-8b40-8b99cbf50d28", "Warrick (Dutiful Pilot)",
     Card(Abilities(Ability("Warrick: ready a hero ship", AbilityCost(stop_self=True),
                            _ready_target, targets=_stopped_hero_ships)),
          FirepowerWhile(-1, villain_ship, Glyph.LIBRA),
          FirepowerWhile(1, hero_ship, Glyph.SCORPIUS)))
card("271f23f6-6fa2-4a56-997c-14b393703b82", "Skaara (Abydonian Leader)",
     Card(Abilities(Ability("Skaara: an adversary is blocked (this mission)",
                            AbilityCost(stop_self=True, any_glyph=(Glyph.GEMINI, Glyph.LIBRA)),
                            _block_target_for_mission, targets=_adversaries_to_block))))
card("6375ffd4-e4ac-46f2-97fa-e53e6be0403c", "F.R.An. (Friendly Replicator Android)",
     Card(Abilities(Ability("F.R.An.: destroy a Replicator at the mission",
                            AbilityCost(power=3, stop_self=True, destroy_self=True),
                            _destroy_target, targets=_replicators_to_destroy))))
card("9c740ef0-d367-48c6-ab17-6d20af9d7f0e", "Cameron Mitchell (New Guy)",
     Card(SkillsBy(-1, this, _new_guy_weaker)))


def _arm_for_the_turn(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "armed", (t.turn,))


card("a185a750-d5db-4b13-8b53-fc7476f48f40", "Nevik (Traveler Engineer)",
     Card(Abilities(Ability("Nevik: next hero ship costs 1 less", AbilityCost(stop_self=True),
                            _arm_for_the_turn,
                            usable=lambda t, s: t.recall(s, "armed") != (t.turn,))),
          *next_played_cheaper(hero_ship)))


# --- glyph, mission and assignment triggers -----------------------------------------------------


def _promote(t: Surface, source: int, card: int) -> bool:
    t.add_promotion_token(card)
    return True


def _new_glyph_for_a_team_character(t: Surface, source: int, event: TriggerEvent) -> bool:
    """GLYPH_EARNED's value is 0 when the character already had that glyph."""
    return event.player == t.owner(source) and event.value != 0 and \
        t.is_team_character(event.card)


def _plays_science_mission(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.owner(source) and t.printed_rating(event.card, SCIENCE) is not None


def _greer_gamble(t: Surface, source: int) -> bool:
    """The top card is shown; a villain card readies him, blocked from this mission."""
    top = t.deck_top(t.owner(source))
    if top < 0:
        return False
    t.reveal(top)
    if t.is_hero_card(top):
        return False
    t.ready(source)
    t.block(source, until_mission_end=True)
    return True


def _blocked_others(t: Surface, source: int) -> tuple[int, ...]:
    """Other blocked characters; one not of the SGC needs the 2 power paid."""
    rich = t.power(t.owner(source)) >= 2
    return tuple(c for c in select(t, source, character & other)
                 if t.is_blocked(c) and (rich or t.has_trait(c, "SGC")))


def _unblock_target(t: Surface, source: int, action: ActivateAbility) -> None:
    if not t.has_trait(action.target, "SGC"):
        t.lose_power(t.owner(source), 2)
    t.unblock(action.target)


card("04d7ee29-82a2-408d-bfdc-d0dc4b89428a", "Bauer (Hawkish General)",
     Card(On(Trigger.GLYPH_EARNED, May(DoToIt(_promote), label="place a promotion token"),
             _new_glyph_for_a_team_character)))
card("b44b9dbd-947e-4b7d-a8f9-2158db73d5b8", "Ishta (Respected Leader)",
     Card(On(Trigger.GLYPH_EARNED,
             Do(play_at_no_cost, trait("Jaffa") & support_character, among=HAND,
                optional=True, prompt="play free"),
             lambda t, s, e: e.card == s)))
card("8e87d8eb-bdca-48d0-ab4b-caa6a3674363", "Everett Young (Icarus Base Commander)",
     Card(On(Trigger.MISSION_PLAYED,
             Seq(MayPay(discards=1, stop_this=True, label="stop him, discard a card"),
                 IfDid(Do(ready, character & other))),
             _plays_science_mission)))
card("3bedf980-8e63-44fa-a4b0-4b758230b133", "Ronald Greer (Short Fuse)",
     Card(WhenAssigned(this, Otherwise(Pay(1), Simple(_greer_gamble)))))
# Ruling: the 2 power is paid as the ability resolves, waived for an SGC character.
card("9b276488-61af-4ce6-bd8c-a87436f685f1", "Dr. Hutchison (SGC Psychologist)",
     Card(Abilities(Ability("Dr. Hutchison: unblock another character",
                            AbilityCost(stop_self=True), _unblock_target,
                            targets=_blocked_others))))


def _assigning_her(t: Surface, source: int, player: int, card: int) -> bool:
    return card == source


def _assigning_her_with_scorpius(t: Surface, source: int, player: int, action: Any) -> bool:
    return _assigning_this(t, source, player, action) and t.has_glyph(source, Glyph.SCORPIUS)


# Mirror Carter: the card discarded is a cost paid as she is assigned (named in
# `Assign.stops`, any card of her owner's hand), with the power (none with Scorpius); with
# Triangulum she may then draw.
card("912e6d9f-7824-47de-a725-79523809939f", "Mirror Carter (Astrophysicist)",
     Card(CostChange(1, _assigning_this, on=OWN),
          CostChange(-1, _assigning_her_with_scorpius, on=OWN),
          DiscardToAssign(_assigning_her),
          On(Trigger.ASSIGNED, May(Draw(1), label="draw a card"),
             lambda t, s, e: e.card == s and t.has_glyph(s, Glyph.TRIANGULUM))))


def _mission_glyph_matches(t: Surface, source: int) -> bool:
    """The current mission's glyph is one he has beneath him."""
    return t.mission >= 0 and any(t.glyph_of(m) == t.glyph_of(t.mission)
                                  for m in t.glyphs(source))


def _clear_all_complications(t: Surface, source: int) -> bool:
    found = t.complications()
    for c in found:
        t.to_discard(c)
    return bool(found)


card("7e215461-feca-403c-8647-c73d2ad8a99d", "John Sheppard (Troubleshooter)",
     Card(WhenAssigned(this, If(_mission_glyph_matches, Seq(
         MayPay(1, discards=1, label="1 power and a discard"),
         IfDid(Modes(("destroy an obstacle", Do(destroy, obstacle, among=OBSTACLES)),
                     ("destroy every complication", Simple(_clear_all_complications)),
                     ("he gets skills +1 (this mission)", DoAll(gets(1, skills=True), this)))))))))


# --- gear ---------------------------------------------------------------------------------------


def _drones(t: Surface, source: int) -> int:
    held = t.recall(source, "drones")
    return held[0] if held else 0


def _add_drone(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "drones", (_drones(t, source) + 1,))


def _drone_targets(t: Surface, source: int) -> tuple[int, ...]:
    """Combat obstacles at the mission and assigned villain ships (while it has a
    Drone counter to remove)."""
    if _drones(t, source) <= 0:
        return ()
    found = [c for c in t.obstacles if t.printed_rating(c, COMBAT) is not None]
    found += [c for c in select(t, source, assigned & villain_ship)]
    return tuple(found)


def _spend_drone(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remember(source, "drones", (_drones(t, source) - 1,))
    t.destroy_by(action.target, source)


def _own_ancient_character(t: Surface, source: int, card: int) -> bool:
    return t.owner(card) == t.owner(source) and t.is_character(card) and \
        t.has_trait(card, "Ancient")


card("578e9cf5-496c-422f-b337-150d829a9098", "Control Chair",
     Card(Abilities(
         Ability("Control Chair: place a Drone counter", AbilityCost(power=3, stop_self=True),
                 _add_drone),
         Ability("Control Chair: spend a Drone counter to destroy",
                 AbilityCost(stop_self=True, stop_others=1, others=_own_ancient_character),
                 _spend_drone, targets=_drone_targets))))


# --- session 6 fan-set batch ---


def _hard_mission(t: Surface, source: int) -> bool:
    """The current mission's total difficulty (mission, obstacles, the assigned adversary
    and complications, in its deciding skill) is 8 or more."""
    return t.mission >= 0 and t.mission_totals()[1] >= 8


def _obstacle_with_failure_text(t: Surface, source: int) -> bool:
    return any(t.printed_failure_text(c) for c in t.obstacles)


# Ruling: both bonuses hold wherever he is (assigned or not), each only while he holds its
# glyph; "skills" are the ratings he has (Combat 0 included).
card("0d98935e-2db4-4d65-9616-e2a9fe060bce", "Rodney McKay (Better Under Pressure)",
     Card(SkillsBy(1, this, lambda t, s: has_glyphs(Glyph.ORION)(t, s) and _hard_mission(t, s)),
          SkillsBy(1, this, lambda t, s: has_glyphs(Glyph.SCORPIUS)(t, s)
                   and _obstacle_with_failure_text(t, s))))


# --- session 8 sp-cards11 ---


class _SubmersibleRelay(Op):
    """Research Submersible: as a character earns a glyph, its owner may destroy it to
    have another character's glyph-earned text happen as if he had earned that glyph
    (`Surface.trigger_glyph_text`). args: (the character, the mission)."""

    def _others(self, t: Surface, source: int, args: tuple[int, ...]) -> tuple[int, ...]:
        earner, mission = args[0], args[1]
        return tuple(c for c in t.characters(t.owner(source))
                     if c != earner and t.reacts_to_glyph(c, mission))

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        if not t.in_play(source) or not self._others(t, source, args):
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), (0,), "destroy Research Submersible?", args,
                 optional=True, labels=("destroy it to relay the glyph",))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if len(args) == 2:
            if not chosen or not t.in_play(source):
                self.finish(t, source, args, False)
                return
            others = self._others(t, source, args)  # (asked before the gear goes)
            t.destroy(source)
            self.ask(t, source, t.owner(source), others, "trigger whose glyph text",
                     (*args, 1))
            return
        if chosen:
            t.trigger_glyph_text(chosen[0], args[1])
        self.finish(t, source, args[:2], bool(chosen))


def _glyph_args(t: Surface, source: int, e: TriggerEvent) -> bool:
    return e.card >= 0 and t.owner(e.card) == t.owner(source)


class _OnGlyph(On):
    """Each time one of his characters earns a glyph: the operation gets (character,
    mission) (the mission: the glyph's card, found beneath him)."""

    def __init__(self, op: Op) -> None:
        super().__init__(Trigger.GLYPH_EARNED, op, _glyph_args)


class ResearchSubmersible(Card):
    """Its relay starts with the character and the glyph's mission (the last one
    placed beneath him as he earned it)."""

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.GLYPH_EARNED:
            held = t.glyphs(event.card)
            if held:
                self.triggered[0].op.start(t, source, (event.card, held[-1]))
            return
        super().resolve(t, source, event)


# Rulings: "a character" earning a glyph is one of its owner's (only the hero earns
# them); the other character is one of his too, whose own text reacts to earning that
# glyph; the gear is destroyed as the choice is made.
card("33588e3d-142a-45cb-ac5b-666f45eeeb5a", "Research Submersible",
     ResearchSubmersible(_OnGlyph(_SubmersibleRelay())))
