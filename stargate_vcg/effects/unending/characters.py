"""Unending: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.base_set.characters import OpAbility
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    PLAYS,
    Abilities,
    AdversaryOnVillainTurns,
    Card,
    CostChange,
    DifficultyOf,
    Do,
    DoAll,
    Draw,
    Failure,
    Gain,
    If,
    IfDid,
    Lose,
    May,
    MayPay,
    Modes,
    On,
    Op,
    OpAbilities,
    OpAbilityWith,
    OpUse,
    Otherwise,
    Pay,
    PurgeToSave,
    RandomDiscard,
    Search,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    as_adversary_cant,
    destroy,
    gets,
    place_on,
    placed_on,
    purge,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    Pick,
    SkillsBonus,
    SkillsBy,
    adversary,
    any_of,
    assigned,
    at_current_mission,
    character,
    event_card,
    gear,
    has_glyphs,
    hero_card,
    other,
    plays,
    select,
    ship,
    support_character,
    team_character,
    this,
    trait,
    your,
)
from stargate_vcg.effects.vocab import obstacle as obstacle_card
from stargate_vcg.engine.stargate.actions import ActivateAbility, Continue, PlayCard
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    COST_OTHER,
    IN_PLAY,
    TEXT_FAILURE,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
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

_villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _gain(n: int) -> Callable[[Surface, int, ActivateAbility], None]:
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), n)
    return effect


def _this_destroyed(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.card == source


def _cost_of_remembered(t: Surface, source: int) -> int:
    chosen = t.recall(source, "gear")
    return t.printed_cost(chosen[0]) if chosen else 0


def _disease_played_while_assigned(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (t.is_assigned(source) and event.card >= 0 and t.is_obstacle(event.card)
            and t.has_trait(event.card, "Disease"))


class _DestroyThatObstacle(Op):
    """Destroy the obstacle the triggering event is about (args[0]), if still there."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        did = bool(args) and args[0] in t.obstacles
        if did:
            t.destroy_by(args[0], source)
        self.finish(t, source, args, did)


card("46561f52-4f6e-46fd-8514-ea023777a2f9", "Wotan (Archon of the High Council)",
     Card(WhenPlayed(Search(trait("Asgard"))),
          Abilities(Ability("Wotan: gain 1 power", AbilityCost(stop_self=True), _gain(1)))))
card("e21909d6-dc56-4e69-b8ce-e49acbf48c76", "Jones (Hacker)",
     Card(WhenPlayed(Modes(
         ("stop a villain ship", Do(stop, ship & _villain_card, optional=True)),
         ("ready a hero ship", Do(ready, ship & hero_card, optional=True))))))
# Ruling: the gear destroyed at success gives its printed cost in power.
card("fcad6ce6-ede9-49da-9dc5-5c74dbe365d7", "Claire Tobias (Engineer)",
     Card(WhenPlayed(Seq(Do(destroy, gear, optional=True), IfDid(Gain(2)))),
          Success(Seq(Do(destroy, gear, optional=True, remember="gear"),
                      IfDid(Gain(_cost_of_remembered))))))
card("c367105c-6915-4be4-9144-5a6cba678ff0", "Ivanova (Korolev Bridge Officer)",
     Card(On(Trigger.DESTROYED, Draw(1), _this_destroyed),
          On(Trigger.FAILURE,
             Seq(MayPay(discards=1, destroy_this=True, label="destroy Ivanova, discard a card"),
                 IfDid(Do(ready, assigned & character & other))))))
card("bda9e2db-4a21-4132-bebb-1919782dde73", "Oksana Petrova (Nurse)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(MayPay(destroy_this=True, label="destroy Oksana Petrova"),
                 IfDid(_DestroyThatObstacle())),
             _disease_played_while_assigned)))


# --- second batch --------------------------------------------------------------------------


class _PayXDraw(Op):
    """An optional payment of X power that buys X cards (X: what he can pay)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = tuple(range(1, t.power(me) + 1))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "pay X power to draw X cards", args, optional=True,
                 labels=tuple(f"pay {n}, draw {n}" for n in options))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.lose_power(t.owner(source), chosen[0])
            t.draw(t.owner(source), chosen[0])
        self.finish(t, source, args, bool(chosen))


def _full_hand(t: Surface, source: int) -> bool:
    return len(t.hand(t.owner(source))) >= 8


def _remove_failure(t: Surface, source: int, action: ActivateAbility) -> None:
    t.remove_text(action.target, TEXT_FAILURE)


def _at_mission(t: Surface, source: int) -> tuple[int, ...]:
    return at_current_mission(t, source)


def _stop_or_destroy(t: Surface, source: int, action: ActivateAbility) -> None:
    combat = t.skill(source, COMBAT)
    if combat is not None and combat >= 3:
        t.destroy_by(action.target, source)
    else:
        t.stop(action.target)


def _adversaries(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, adversary)


def _orion_or_triangulum(t: Surface, s: int) -> bool:
    return t.has_glyph(s, Glyph.ORION) or t.has_glyph(s, Glyph.TRIANGULUM)


def _political_obstacle(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.has_trait(action.card, "Political") and _orion_or_triangulum(t, s))




def _gear_destroyed_with_orion(t: Surface, s: int, event: TriggerEvent) -> bool:
    return event.card >= 0 and t.is_gear(event.card) and t.has_glyph(s, Glyph.ORION)


_science_or_combat_obstacle = Pick(
    lambda t, s, c: t.is_obstacle(c) and (t.printed_rating(c, SCIENCE) is not None
                                          or t.printed_rating(c, COMBAT) is not None))


def _newman_obstacles(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and _science_or_combat_obstacle(t, s, action.card)
            and t.has_glyph(s, Glyph.ORION) and t.has_glyph(s, Glyph.SCORPIUS))


def _ships_of_four(t: Surface, s: int) -> bool:
    ships = select(t, s, your & assigned & ship)
    return (t.has_glyph(s, Glyph.TRIANGULUM)
            and sum(t.firepower(c) for c in ships) >= 4)


def _quinn_may_search(t: Surface, s: int) -> bool:
    return bool(t.glyphs(s)) and t.recall(s, "turn") != (t.turn,)


def _quinn_used(t: Surface, s: int) -> bool:
    t.remember(s, "turn", (t.turn,))
    return True


_quinn_finds = Pick(lambda t, s, c: t.is_hero_card(c)
                    and t.printed_cost(c) <= len(t.glyphs(s)))


def _goauld_while_ready(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_ready(s)
            and t.has_trait(action.card, "Goa'uld"))


card("0ef181aa-5a8d-4eb5-8f58-6c88c00ab6c4", "Korra (Spy on the Run)",
     Card(WhenAssigned(this, Otherwise(MayPay(1, label="pay 1 power"),
                                       DoAll(gets(-1, skills=True), this)))))
card("4a8348c9-7d67-40a2-8d0e-1c02bad7a6be", "Kakalios (Technician)",
     Card(WhenPlayed(_PayXDraw()), SkillsBonus(1, this, _full_hand)))
card("76fac1a7-8d04-4dcf-a640-f5d552a29113", "Marchenko (Fearless Lieutenant)",
     Card(On(Trigger.DESTROYED, Gain(1), _this_destroyed),
          Abilities(Ability("Marchenko: remove a failure text",
                            AbilityCost(power=1, stop_self=True, destroy_self=True),
                            _remove_failure, targets=_at_mission))))
def _destroy_for_a_cheaper_mission(t: Surface, source: int) -> bool:
    if not t.in_play(source):
        return False
    t.destroy(source)
    t.remember(source, "cheaper", (t.turn,))
    t.keep_rules(source, UNTIL_TURN_END)  # from the discard pile, to the turn's end
    t.at_next_mission(source, "cheaper spent")
    return True


def _continuing_cheaper(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, Continue) and t.recall(source, "cheaper") == (t.turn,)
            and (source, UNTIL_TURN_END) in t.lasting_rules())


class _CheaperSpent(CardEffect):
    """The next mission played: the discount is spent."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "cheaper spent":
            t.forget(source, "cheaper")


# Ruling: "the next mission" is the one he continues to this turn (its cost, rulebook
# "Deciding to Continue", is 1 less); not continuing, the discount lapses with the turn
# (the first mission of a turn costs nothing).
card("bad8755a-04b1-4e63-b757-2bc3b6a80dc3", "Dmitri Sidorov (Dutiful Soldier)",
     Card(On(Trigger.DESTROYED, Lose(1, OPPONENT), _this_destroyed),
          Failure(May(Simple(_destroy_for_a_cheaper_mission),
                      label="destroy Dmitri Sidorov for a cheaper next mission")),
          CostChange(-1, _continuing_cheaper, on=COST_OTHER), _CheaperSpent()))
card("5fb8a836-0ed6-4509-98b6-13e8f0b0329b", "Morgan le Fay (Ganos Lal, Unleashed)",
     OpAbilities((
         OpUse("Morgan le Fay: two random discards", AbilityCost(power=2, stop_self=True),
               Otherwise(Pay(2, who=OPPONENT),
                         Seq(RandomDiscard(OPPONENT), RandomDiscard(OPPONENT)))),
         # Ruling: usable only with an Ori adversary in play to purge (sp-purge).
         OpUse("Morgan le Fay: removes an Ori foe", AbilityCost(stop_self=True),
               Do(purge, adversary & trait("Ori")), purge_self=True,
               usable=any_of(adversary & trait("Ori"))))))
card("b8f62f33-e0bf-4597-90e4-3f2f24e6a10c", "Malcolm Barrett (Straight Arrow)",
     Card(SkillBonus(SCIENCE, 1, this, lambda t, s: t.has_glyph(s, Glyph.SCORPIUS)),
          Abilities(Ability("Malcolm Barrett: stop (or destroy) an adversary",
                            AbilityCost(power=2, stop_self=True,
                                        glyphs=(Glyph.PISCES, Glyph.SCORPIUS)),
                            _stop_or_destroy, targets=_adversaries))))
card("820c1537-dfde-4b83-815a-e2ea08e293d8", "Chekov (Russian Liaison to the SGC)",
     Card(CostChange(1, _political_obstacle, on=PLAYS),
          CostChange(-1, plays(support_character & trait("Russian"),
                               when=has_glyphs(Glyph.ORION, Glyph.TRIANGULUM, every=True)),
                     on=PLAYS)))
card("0c7794cc-7f72-4800-96ca-fcc83de7c453", "Dean Newman (Unit Commander)",
     Card(On(Trigger.DESTROYED, May(Draw(1), label="draw a card"), _gear_destroyed_with_orion),
          CostChange(1, _newman_obstacles, on=PLAYS)))
card("58c6b01f-26be-4219-946e-c24b08336602", "Abraham Ellis (Apollo Commander)",
     Card(SkillsBonus(1, your & team_character & assigned, _ships_of_four)))
card("cea27bbc-cc19-48cc-b574-afecfe4eee97", "Jonas Quinn (Gifted Researcher)",
     Card(WhenAssigned(this, If(_quinn_may_search, Seq(Search(_quinn_finds),
                                                       IfDid(Simple(_quinn_used)))))))
_GOAULD = normalize_name("Goa'uld")  # traits are asked by their normalized name


class _GoauldAdversary(CardEffect):
    """While he is an adversary (his owner's villain turns): a Goa'uld card, and
    incapacitated instead of destroyed (his revive cost is 0: a team character has none
    printed)."""

    def grants_trait(self, t: Surface, source: int, target: int, trait_: str) -> bool:
        return target == source and trait_ == _GOAULD and t.is_adversary(source)

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                 value: int) -> bool:
        return kind is Replace.DESTROY and card_ == source and t.is_adversary(source)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                value: int) -> None:
        t.incapacitate(source)


# Tanith (Goa'uld Spy): on his owner's villain turns he is one of that player's Goa'uld
# adversaries (AdversaryOnVillainTurns), revive cost 0, never assigned or scored; his
# cost change works then too (any player's Goa'uld cards, while he is ready). Rulings: his
# leaving play is replaced only while he is an adversary (the sentence goes on from it);
# the engine replaces destruction (by text or by the rules), the only way of leaving play
# that text can replace (`Replace.DESTROY`).
card("41919a2e-cd11-43ee-a0d0-d6c6379ece03", "Tanith (Goa'uld Spy)",
     AdversaryOnVillainTurns(CostChange(-1, _goauld_while_ready, on=PLAYS),
                             as_adversary_cant(assigned=True, scored=True),
                             _GoauldAdversary()),
     partial="only his destruction is replaced by his incapacitation: his leaving play "
             "otherwise (returned to the hand, shuffled away) is not")


# --- gear ----------------------------------------------------------------------------------


def _assigned_adversaries(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, assigned & adversary)


def _improvise(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, -1, difficulty=True)
    skills = t.mission_skills()
    if COMBAT in skills or INGENUITY in skills:
        t.draw(t.owner(source), 1)


def _maverick_targets(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, assigned & adversary) + t.obstacles


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _own_assigned_character(t: Surface, s: int, c: int) -> bool:
    return t.owner(c) == t.owner(s) and t.is_character(c) and t.is_assigned(c)


def _own_fighter(t: Surface, s: int, c: int) -> bool:
    combat = t.skill(c, COMBAT)
    return t.owner(c) == t.owner(s) and t.is_character(c) and combat is not None \
        and combat >= 1


def _c4_targets(t: Surface, s: int) -> tuple[int, ...]:
    combat_obstacles = tuple(o for o in t.obstacles if t.printed_rating(o, COMBAT) is not None)
    return combat_obstacles + select(t, s, assigned & ship & _villain_card)




def _non_asgard_characters(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, character & ~trait("Asgard"))


def _skills_until_turn_end(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True, until=UNTIL_TURN_END)


card("c696cc69-b027-440d-9874-30e76ba9fd46", "Improvised Weapon",
     Card(Abilities(Ability("Improvised Weapon: an adversary gets difficulty -1",
                            AbilityCost(stop_self=True, destroy_self=True), _improvise,
                            targets=_assigned_adversaries))))
card("086c2533-e186-4a8e-beb4-a13a32b51843", "AGM-65 Maverick",
     Card(Abilities(Ability("AGM-65 Maverick: destroy an adversary or an obstacle",
                            AbilityCost(power=2, destroy_self=True, stop_others=1,
                                        others=_own_assigned_character),
                            _destroy_target, targets=_maverick_targets))))
card("fdafab0a-eb41-4d06-a486-daf6b9b3779d", "C4 Charge",
     Card(Abilities(Ability("C4 Charge: destroy a Combat obstacle or a villain ship",
                            AbilityCost(destroy_self=True, stop_others=1, others=_own_fighter),
                            _destroy_target, targets=_c4_targets))))
card("39b35837-3ac6-4ad7-9dbb-62dee18b5ed1", "Legacy of the Asgard",
     Card(CostChange(-1, plays(trait("Asgard") & (event_card | gear | ship)), on=PLAYS),
          Abilities(Ability("Legacy of the Asgard: a non-Asgard character gets skills +1",
                            AbilityCost(power=1, stop_self=True, discards=1),
                            _skills_until_turn_end, targets=_non_asgard_characters))))


# --- third batch ---------------------------------------------------------------------------


def _shares_glyph_with_this(t: Surface, s: int, c: int) -> bool:
    if not t.is_mission(c):
        return False
    glyph = t.glyph_of(c)
    return glyph is not None and t.has_glyph(s, glyph)


def _boch_escape(t: Surface, source: int, action: ActivateAbility) -> None:
    if t.is_assigned(source):
        t.ready(source)
        t.block(source, until_mission_end=True)


def _russian_supporter_destroyed(t: Surface, s: int, event: TriggerEvent) -> bool:
    return (event.card >= 0 and t.is_support_character(event.card)
            and t.has_trait(event.card, "Russian"))


def _count_fallen(t: Surface, s: int) -> bool:
    turn, n = (t.recall(s, "fallen") or (t.turn, 0))[:2]
    t.remember(s, "fallen", (t.turn, n + 1 if turn == t.turn else 1))
    return True


def _fallen_this_turn(t: Surface, s: int) -> int:
    found = t.recall(s, "fallen")
    return found[1] if found and found[0] == t.turn else 0


def _libra_or_triangulum(t: Surface, s: int) -> bool:
    return t.has_glyph(s, Glyph.LIBRA) or t.has_glyph(s, Glyph.TRIANGULUM)


card("8118c7fb-0ee9-4ed3-ac1b-0feb1f985913", "Aris Boch (The Greatest Bounty Hunter)",
     Card(DifficultyOf(-1, Pick(_shares_glyph_with_this)),
          Abilities(Ability("Aris Boch: slips away from the mission",
                            AbilityCost(power=1, any_glyph=(Glyph.PISCES, Glyph.TRIANGULUM)),
                            _boch_escape, usable=lambda t, s: t.is_assigned(s)))))
card("86b4e5b7-c50d-4f07-804d-cf13ab7774e8", "Zukhov (Resolute Team Leader)",
     Card(On(Trigger.DESTROYED, Seq(Simple(_count_fallen), Draw(1)),
             _russian_supporter_destroyed),
          SkillsBy(_fallen_this_turn, this, _libra_or_triangulum)))


# --- fourth batch --------------------------------------------------------------------------


class _GamblersDraws(Op):
    """For each glyph she holds, her owner may reveal his deck's top card: a villain
    card is discarded for a power; a hero card goes to his hand and his opponent draws.
    args end with how many reveals are left."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self._offer(t, source, args, len(t.glyphs(source)))

    def _offer(self, t: Surface, source: int, args: tuple[int, ...], left: int) -> None:
        if left <= 0 or t.deck_top(t.owner(source)) < 0:
            self.finish(t, source, args, True)
            return
        self.ask(t, source, t.owner(source), (0,), "gamble on the deck's top card",
                 (*args, left), optional=True, labels=("reveal it",))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, left = args[:-1], args[-1]
        if not chosen:
            self.finish(t, source, base, True)
            return
        me = t.owner(source)
        top = t.deck_top(me)
        t.reveal(top)
        if t.is_villain_card(top):
            t.to_discard(top)
            t.gain_power(me, 1)
        else:
            t.take_into_hand(top)
            t.draw(t.opponent(me), 1)
        self._offer(t, source, base, left - 1)


class _CommunicationDevice(Op):
    """The opponent discards a card of his choice: a hero card gives a character skills
    +1 until the mission ends (+2 for an NID one); a villain card draws a card."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        hand = t.hand(them)
        if not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, them, hand, "discard a card", (*args, 0), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage = args[:-1], args[-1]
        if stage == 0:
            card_ = chosen[0]
            t.discard(card_)
            t.reveal(card_)
            if t.is_villain_card(card_):
                t.draw(t.owner(source), 1)
            elif t.is_hero_card(card_):
                options = select(t, source, character)
                if options:
                    self.ask(t, source, t.owner(source), options, "skills +1 (NID: +2)",
                             (*base, 1))
                    return
        elif chosen:
            target = chosen[0]
            t.modify(target, 2 if t.has_trait(target, "NID") else 1, skills=True)
        self.finish(t, source, base, True)


def _vala_earned(t: Surface, s: int, event: TriggerEvent) -> bool:
    return event.card == s


card("1879e2df-44ac-4d9e-b8ea-c2f99037b547", "Vala Mal Doran (High Stakes Gambler)",
     Card(On(Trigger.GLYPH_EARNED, _GamblersDraws(), _vala_earned)))
card("8adc1e40-1038-47ce-8989-0e9cb425c055", "Goa'uld Communication Device",
     OpAbility(_CommunicationDevice(), AbilityCost(stop_self=True, discards=1),
               "Goa'uld Communication Device: the opponent discards"))


# --- fifth batch ---------------------------------------------------------------------------


class _ReadTheirHand(Op):
    """The opponent shows his hand; this card's owner may pick one card to discard."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        hand = t.hand(t.opponent(t.owner(source)))
        for c in hand:
            t.reveal(c)
        if not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), hand, "discard one of their cards", args,
                 optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.discard(chosen[0])
        self.finish(t, source, args, bool(chosen))


_ori_target = trait("Ori") & (obstacle_card | (assigned & adversary))


def _cultured(t: Surface, s: int, c: int) -> bool:
    culture = t.skill(c, CULTURE)
    return t.owner(c) == t.owner(s) and t.is_character(c) and culture is not None \
        and culture >= 2


card("34e81c82-992a-4828-a30a-1bb44ac04022", "Ark of Truth",
     OpAbilityWith(Seq(Do(destroy, _ori_target), _ReadTheirHand()),
                   AbilityCost(power=2, destroy_self=True, stop_others=1, others=_cultured),
                   "Ark of Truth: destroy an Ori card, then read their hand",
                   usable=lambda t, s: bool(select(t, s, _ori_target))))


class _Upgrade(CardEffect):
    """A gear that moves beneath a card (its ability: `place_on`) and then gives it a
    trait and `bonus` (firepower for a ship, Science for a character while its owner
    has an Ancient gear)."""

    zones = frozenset({IN_PLAY, BENEATH})

    def __init__(self, trait_name: str, text: str, targets: Pick) -> None:
        self.trait_name = trait_name
        self.targets = targets
        self.ABILITY = Ability(text, AbilityCost(), self._move, targets=self._where,
                               usable=lambda t, s: placed_on(t, s) < 0 and t.in_play(s))
        self.modes = (self.ABILITY,)

    def _where(self, t: Surface, source: int) -> tuple[int, ...]:
        return select(t, source, self.targets)

    def _move(self, t: Surface, source: int, action: ActivateAbility) -> None:
        place_on(t, source, action.target)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.modes

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.modes

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return trait == self.trait_name.casefold() and target == placed_on(t, source)


def _the_fitted_ship(t: Surface, s: int, c: int) -> bool:
    return c == placed_on(t, s)


class AsgardUpgrades(_Upgrade):
    """Beneath a ship it may be purged to stop the ship instead of its being
    incapacitated or destroyed (`PurgeToSave`, sp-purge)."""

    SAVE = PurgeToSave(_the_fitted_ship, stop_instead=True)

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return 1 if target == placed_on(t, source) else 0

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return self.SAVE.replaces(t, source, kind, player, card, value)

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        self.SAVE.replace(t, source, kind, player, card, value)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self.SAVE.resume(t, source, step, args, chosen)


def _has_ancient_gear(t: Surface, s: int, owner: int) -> bool:
    return any(t.is_gear(c) and t.has_trait(c, "Ancient") for c in t.cards_in_play(owner))


class ATAGeneTherapy(_Upgrade):
    def skill_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if skill != SCIENCE or target != placed_on(t, source):
            return 0
        return 1 if _has_ancient_gear(t, source, t.owner(target)) else 0

    def grants_skill(self, t: Surface, source: int, target: int, skill: int) -> bool:
        return self.skill_modifier(t, source, target, skill) > 0


card("b3bb89f5-4215-42c0-bd45-351135890d7f", "Asgard Upgrades",
     AsgardUpgrades("Asgard", "Asgard Upgrades: fit them to a ship",
                    your & ship & hero_card & ~trait("Asgard")))
card("0e796ece-2915-49c0-ad81-bc931e49e9dc", "A.T.A. Gene Therapy",
     ATAGeneTherapy("Ancient", "A.T.A. Gene Therapy: give the gene", your & character))
