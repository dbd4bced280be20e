"""Children of the Gods: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    DISCARD,
    HAND,
    OPPONENT,
    Abilities,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Difficulty,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    DoToIt,
    Draw,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    NextMission,
    On,
    Op,
    Otherwise,
    OwnCost,
    Search,
    Seq,
    Simple,
    Success,
    Victory,
    WhenAssigned,
    WhenPlayed,
    WhenRevived,
    block,
    choose,
    destroy,
    discard,
    drain,
    incapacitate,
    place_on,
    placed_on,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    Pick,
    SkillsBonus,
    adversary,
    anything,
    ask,
    assigned,
    character,
    count,
    obstacle,
    opponent_plays,
    other,
    rated,
    ship,
    support_character,
    team_character,
    this,
    this_assigned,
    trait,
    your,
)
from stargate_vcg.engine.stargate.actions import Assign, Boost, Revive, Score
from stargate_vcg.engine.stargate.effects import (
    BENEATH,
    IN_PLAY,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import (
    COMBAT,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Surface,
)

gear = Pick(lambda t, s, c: t.is_gear(c))
stopped = Pick(lambda t, s, c: t.is_stopped(c))
_ready = Pick(lambda t, s, c: t.is_ready(c))
_at_mission = Pick(lambda t, s, c: t.at_mission(c))
_hero_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_hero_card(c))
_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))
_jaffa, _goauld, _sgc = trait("Jaffa"), trait("Goa'uld"), trait("SGC")


def _any_assigned(pick: Pick) -> Any:
    return lambda t, s: any(pick(t, s, c) for p in (t.hero, t.villain) for c in t.assigned(p))


def _assigns_opponents(pick: Pick) -> Any:
    """Assigning a card `pick` accepts, by this card's opponent, while this is assigned."""
    def test(t: Surface, s: int, player: int, action: Any) -> bool:
        return (isinstance(action, Assign) and action.card >= 0 and t.is_assigned(s)
                and player == t.opponent(t.owner(s)) and pick(t, s, action.card))
    return test


def _stopped_not_jaffa(t: Surface, s: int) -> int:
    return sum(1 for c in t.characters(t.opponent(t.owner(s)))
               if t.is_stopped(c) and not t.has_trait(c, "Jaffa"))


def _mission_experience(t: Surface, s: int) -> int:
    return t.experience_of(t.mission) if t.mission >= 0 else 0


def _own_stopped_adversaries(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.cards_in_play(t.owner(s))
                 if c != s and t.is_adversary(c) and t.is_stopped(c))


def _athon(t: Surface, source: int, action: Any) -> None:
    t.ready(action.target)
    t.gain_power(t.owner(source), 1)


def _gain_one(t: Surface, source: int, action: Any) -> None:
    t.gain_power(t.owner(source), 1)


def _draw_one(t: Surface, source: int, action: Any) -> None:
    t.draw(t.owner(source), 1)


def _unblocked_characters(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.characters(t.opponent(t.owner(s)))
                 if not t.is_blocked(c) and not t.is_incapacitated(c))


def _block_for_mission(t: Surface, source: int, action: Any) -> None:
    t.block(action.target, until_mission_end=True)


def _blocks_goauld_jaffa_revive(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Revive) and t.at_mission(s) and (
        t.has_trait(action.adversary, "Goa'uld") or t.has_trait(action.adversary, "Jaffa"))


def _stop_or_incapacitate(t: Surface, source: int, card: int) -> bool:
    """Booby-Trapped Tablet: a Jaffa is incapacitated instead of stopped."""
    if t.has_trait(card, "Jaffa"):
        return t.incapacitate(card)
    return t.stop(card)


def _twin(t: Surface, s: int, c: int) -> bool:
    return t.is_character(c) and any(t.title(d) == t.title(c)
                                     for d in t.discard_pile(t.owner(c)))


def _ori_scored(t: Surface, s: int) -> int:
    return sum(1 for c in t.score_pile(t.owner(s)) if t.has_trait(c, "Ori"))


def _chosen(t: Surface, s: int, c: int) -> bool:
    return c in t.recall(s, "chosen")


def _chosen_assigned(t: Surface, s: int) -> bool:
    return any(t.in_play(c) and t.is_assigned(c) for c in t.recall(s, "chosen"))


def _ready_and_unblock(t: Surface, source: int, card: int) -> bool:
    did = t.ready(card)
    return t.unblock(card) or did


class PilgrimsDominion(CardEffect):
    """Pilgrims: dominion whenever a Goa'uld/Jaffa adversary is at the mission."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return obstacle == source and _any_assigned(adversary & (_goauld | _jaffa))(t, source)


# Adversaries
card("27697f40-b9f2-4f4c-ba6c-a3e9cd865b15", "Harold Fisher (U.S. Senator)",
     Card(Difficulty(count(gear))))
# Ruling: the power is gained for every stopped character of the opponent who is not
# Jaffa, those stopped before the failure too.
card("e12aef2b-38ea-4c2e-b4ec-a1e2b87adba1", "Gerak (Prior of the Ori)",
     Card(Difficulty(1, when=lambda t, s: t.power(t.owner(s)) == 0),
          Failure(Seq(DoAll(stop, support_character), Gain(_stopped_not_jaffa)))))
card("275d4b85-d28c-455e-8801-d9dbe3b4e32c", "Trelak (First Prime of Ares)",
     Card(Difficulty(1, when=_any_assigned(_villain_ship & (_jaffa | _goauld))),
          Failure(Do(to_hand, obstacle & _jaffa, among=DISCARD, prompt="take into hand"))))
card("a9063e79-d629-45e9-b27b-87725385924f", "Frank Simmons (Goa'uld Host)",
     Card(Difficulty(1, when=_any_assigned(_hero_ship)),
          CostChangeBy(count(other & _at_mission & (trait("Political") | _goauld)),
                       _assigns_opponents(character), on=ASSIGNMENTS)))
# Ruling: the ability needs another stopped adversary of his to ready.
card("d134647e-afc6-4d14-b201-ae6aedf42b9d", "Athon (Loyal Lo'taur)",
     Card(Abilities(Ability("Athon: an adversary readied, +1 power",
                            AbilityCost(destroy_self=True), _athon,
                            targets=_own_stopped_adversaries))))
def _titled(title: str) -> Any:
    """A cost's card filter: one of his cards titled so (any version)."""
    key = normalize_name(title)
    return lambda t, s, c: t.title_key(c) == key


def _bastet_may_score(t: Surface, source: int, event: Any) -> bool:
    """No mission succeeded this turn and her owner scored no adversary this turn."""
    me = t.owner(source)
    return me == t.villain and t.successful_missions(source) == 0 and not any(
        p == me and c >= 0 and t.is_adversary(c) for p, c in t.logged_this_turn(("score",)))


def _score_this(t: Surface, source: int) -> bool:
    t.score(source)
    return True


# "Stop her or the other": the cost paid by stopping either (the other named in the
# activation's stops), as two abilities.
card("d9beeb77-66d0-4b77-bd8e-bca937784070", "Morrigan (Machiavellian Deceiver)",
     Card(Abilities(Ability("Morrigan: gain 1 power", AbilityCost(stop_self=True), _gain_one),
                    Ability("Morrigan: draw a card", AbilityCost(power=1), _draw_one,
                            once_per_turn=True),
                    Ability("Morrigan: gain 1 power (stopping Bastet)",
                            AbilityCost(stop_others=1, others=_titled("Bastet")),
                            _gain_one))))
card("756bfb94-d22f-45cc-966b-091c609a0fba", "Bastet (Patient Schemer)",
     Card(Abilities(Ability("Bastet: draw a card", AbilityCost(stop_self=True, discards=1),
                            _draw_one),
                    Ability("Bastet: draw a card (stopping Morrigan)",
                            AbilityCost(stop_others=1, discards=1,
                                        others=_titled("Morrigan")), _draw_one)),
          On(Trigger.DEBRIEF_START, May(Simple(_score_this), label="score Bastet"),
             _bastet_may_score)))
card("10bbbf8e-5b0b-4ca5-b449-c6e241ffebb6", "Terok (Sadistic Interrogator)",
     Card(WhenAssigned(this, Seq(DoN(discard, anything, _mission_experience, among=HAND,
                                     prompt="discard"),
                                 Draw(_mission_experience))),
          Abilities(Ability("Terok: block a character", AbilityCost(stop_self=True),
                            _block_for_mission, targets=_unblocked_characters))))
def _remember_mission(t: Surface, source: int) -> bool:
    if t.mission < 0:
        return False
    t.remember(source, "mission", (t.mission,))
    return True


def _failed_mission_kept(t: Surface, source: int, event: Any) -> bool:
    """The mission he failed is still among the failed missions of this turn."""
    held = t.recall(source, "mission")
    return bool(held) and held[0] in t.failed_missions()


def _mission_back_on_top(t: Surface, source: int) -> bool:
    held = t.recall(source, "mission")
    t.forget(source, "mission")
    if not held or held[0] not in t.failed_missions():
        return False
    t.mission_to_pile_top(held[0])
    return True


# Ruling: his Failure remembers the mission; as its player continues (before the next
# mission leaves the pile) its owner may put that failed mission back on top of it. The
# hero then pays no more for it (the continue was paid).
card("5de361e9-ec3d-4004-94f0-44b6457ce6cd", "Malakai (Heartbroken Scientist)",
     Card(WhenRevived(Seq(MayPay(1, label="pay 1 power to ready him"),
                          IfDid(DoAll(ready, this)))),
          Failure(Simple(_remember_mission)),
          On(Trigger.CONTINUED, May(Simple(_mission_back_on_top),
                                    label="put the failed mission back on top"),
             _failed_mission_kept),
          On(Trigger.TURN_END, Forget("mission"))))
card("2b0b6af8-31dd-4f25-a949-156e1c1c7fa3", "Jonas Hanson (Dangerous Egomaniac)",
     Card(OwnCost(count(team_character & _sgc)),
          SkillsBonus(-1, character & _sgc, when=this_assigned),
          CostChange(1, _assigns_opponents(support_character & _sgc), on=ASSIGNMENTS)))
# Outside the mission phase (rulebook "Turn Sequence"): the power phase (turn start) and
# the debrief phase.
_NOT_MISSION_PHASE = frozenset({"turn start", "debrief", "refill hands",
                                "debrief: discard down to eight", "end of turn", "game over",
                                "debrief: ready cards and place failed missions",
                                "end of turn: next player"})


class Cetus(Card):
    """Cetus: each time his opponent gains power by card text during the mission phase,
    his owner gains as much (`Trigger.POWER_GAINED`)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED, Trigger.POWER_GAINED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.POWER_GAINED:
            return event.player == t.opponent(t.owner(source)) and event.value > 0 and \
                t.phase not in _NOT_MISSION_PHASE
        return super().triggers(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.POWER_GAINED:
            t.gain_power(t.owner(source), event.value)
            return
        super().resolve(t, source, event)


card("311addaf-f784-4248-85e2-4daf2edaa221", "Cetus (Asuran Invader)",
     Cetus(WhenAssigned(this, Seq(Gain(1, OPPONENT), Draw(1)))))
card("afaedfb4-00da-4281-b237-b7d7c6971307", "Orel (Priest of Apophis)",
     Card(Difficulty(count(obstacle & _jaffa & _at_mission))),
     partial="prepared (ambush) obstacles are not in the engine: only those at the mission")

class ReplicatorCarter(CardEffect):
    """Replicator Carter. Rulings: any Replicator card of her owner's hand may boost her
    (a "can": the same-title-and-type rule waived); every card that boosts her (her own
    copies are Replicator cards too) goes beneath her from the discard pile; scored, her
    owner gains 1 power per card that was beneath her (gone to his discard pile as she
    left play) and takes them into hand."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.BOOSTED, Trigger.SCORED, Trigger.DESTROYED})

    def permits(self, t: Surface, source: int, player: int, action: Any,
                rule: str) -> bool:
        return isinstance(action, Boost) and action.target == source and \
            player == t.owner(source) and t.has_trait(action.card, "Replicator")

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.BOOSTED:
            return event.card == source and event.value >= 0
        return event.kind in (Trigger.SCORED, Trigger.DESTROYED) and event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        held = t.recall(source, "beneath")
        if event.kind is Trigger.BOOSTED:
            used = event.value
            if t.in_play(source) and used in t.discard_pile(t.owner(used)):
                t.place_beneath(used, source)
                t.remember(source, "beneath",
                           (*[c for c in held if c in t.beneath(source)], used))
            return
        t.forget(source, "beneath")
        if event.kind is Trigger.SCORED:
            me = t.owner(source)
            cards = [c for c in held if c in t.discard_pile(me)]
            if cards:
                t.gain_power(me, len(cards))
                for c in cards:
                    t.take_into_hand(c)


card("9a57b5ef-da2b-4294-8c66-a130d3764f00", "Replicator Carter (Seventh)",
     ReplicatorCarter())


# Obstacles
def _fleet(t: Surface, player: int) -> int:
    return sum(t.firepower(c) for c in t.assigned(player) if t.is_ship(c))


def _outgunning_a_hero_ship(t: Surface, s: int) -> bool:
    """A hero ship is assigned, and his own assigned ships' firepower beats the hero's."""
    me = t.owner(s)
    return any(_hero_ship(t, s, c) for c in t.assigned(t.hero)) and \
        _fleet(t, me) > _fleet(t, t.opponent(me))


def _trigger_victory(t: Surface, source: int, card: int) -> bool:
    return t.trigger_victory_text(t.owner(source), card)


_with_victory = Pick(lambda t, s, c: t.is_villain_card(c) and t.owner(c) == t.owner(s)
                     and t.at_mission(c) and t.has_victory_text(c))

# Ruling: the villain card may be this obstacle itself (its own Victory text).
card("fa222f1a-4a42-4470-88a2-505f78f76faa", "No Escape",
     Card(WhenPlayed(If(_outgunning_a_hero_ship,
                        Do(_trigger_victory, _with_victory, optional=True,
                           prompt="its Victory text happens"))),
          Victory(Gain(1))))
card("a181da40-378e-4545-a753-67b8e5e24684", "Mind Tricks",
     Card(WhenPlayed(Do(block, support_character, remember="chosen")),
          Failure(DoRemembered(destroy))))
card("f7ccc228-de49-4c6e-aa91-bfdaba861c40", "Risky Armistice",
     Card(WhenPlayed(Do(stop, support_character, remember="chosen")),
          Success(DoRemembered(ready)), Failure(DoRemembered(destroy))))
card("a38b4568-913d-4caa-9204-9c84003c2bd9", "Genetic Experiments",
     Card(WhenPlayed(Do(stop, assigned & team_character, chooser=OPPONENT,
                        remember="chosen")),
          Failure(DoRemembered(incapacitate))))
card("d4d13cb6-ee54-43c5-a653-e2526286f43e", "Alien Treatment",
     Card(WhenPlayed(Do(_ready_and_unblock, stopped & support_character, chooser=OPPONENT,
                        remember="chosen", prompt="ready and unblock")),
          Failure(DoRemembered(destroy))))
card("4a02156f-c6bc-4b2e-ab51-47202f11738f", "Bugs in the Walls",
     Card(WhenPlayed(Modes(("stop a gear", Do(stop, gear)),
                           ("destroy a stopped gear", Do(destroy, stopped & gear))))))
# Ruling: its Victory text works at the mission although an obstacle is never assigned
# (card text supersedes the rulebook's "only on assigned cards": `resolve.battle_victory`).
card("ce878a8f-bc67-4c32-9984-f52ce764805c", "Attack Formation",
     Card(Victory(Do(ready, _villain_ship, optional=True)),
          Failure(Do(ready, _villain_ship, optional=True))))
card("72ab39b6-bba3-4dd3-a3fe-c35dd9670fe2", "Hunting Party",
     Card(OwnCost(lambda t, s: len(t.assigned(t.hero)) + sum(
         1 for c in t.assigned(t.villain) if t.is_character(c))),
          Failure(Do(destroy, stopped & support_character))))
card("01187222-ed50-43ce-8a31-99eeae8df6e7", "Energy-Based Life Forms",
     Card(Difficulty(count(_ready & gear)),
          Failure(DoN(destroy, support_character, count(_ready & gear)))))
card("9f450c76-1fb8-41f0-a50b-1c7ba535956a", "Booby-Trapped Tablet",
     Card(Cant(_blocks_goauld_jaffa_revive, "Booby-Trapped Tablet: no revival of those"),
          Failure(Do(_stop_or_incapacitate, team_character & ~stopped,
                     prompt="stop (incapacitate a Jaffa)"))))
card("a51d468c-4fe0-452d-87b1-69af0f3c46ad", "Voyeur",
     Card(WhenPlayed(Otherwise(Do(stop, gear & _ready, chooser=OPPONENT, optional=True),
                               Do(block, character)))))
card("8616e860-00fd-4b12-914d-aca6f76e72bc", "Adria's Wrath",
     Card(WhenPlayed(Seq(Do(choose, team_character, remember="chosen"),
                         Otherwise(Do(destroy, support_character, chooser=OPPONENT,
                                      optional=True),
                                   DoRemembered(block)))),
          Failure(DoRemembered(incapacitate))))
card("58384065-4270-4396-bc22-e25c62f1d250", "Twin Destinies",
     Card(WhenPlayed(Seq(MayPay(3, label="pay 3 power"),
                         IfDid(DoAll(block, Pick(_twin)))))))
card("8adab809-3915-4df9-b6f6-ea401de91621", "Dead Man Switch",
     Card(WhenPlayed(Do(choose, _ready & team_character, remember="chosen")),
          SkillsBonus(-1, assigned & character & ~Pick(_chosen), when=_chosen_assigned)))
card("a8e8710c-9e83-47e8-b039-87ead7e6e0a2", "Pilgrims",
     Card(PilgrimsDominion(), Success(Do(stop, character))))
card("b9403f01-3e73-46fe-a510-ae0e9e4ee71b", "Illac Renin Templars",
     Card(Difficulty(_ori_scored)))



# --- more villains -------------------------------------------------------------------------


class _OpponentMayPay(Op):
    """"Your opponent may pay N power" (did when paid; not asked when he can't)."""

    def __init__(self, amount: int) -> None:
        super().__init__()
        self.amount = amount

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        if t.power(them) < self.amount:
            self.finish(t, source, args, False)
            return
        label = f"pay {self.amount} power"
        self.ask(t, source, them, (0,), label, args, optional=True, labels=(label,))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.lose_power(t.opponent(t.owner(source)), self.amount)
        self.finish(t, source, args, bool(chosen))


def _scoring_this(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Score) and action.adversary == s


class VolnekRevive(CardEffect):
    """Volnek: revive cost -1 per obstacle in his owner's score pile."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        if adversary != source:
            return 0
        return -sum(1 for c in t.score_pile(t.owner(source)) if t.is_obstacle(c))


def _contributing(t: Surface, c: int) -> int:
    """A character's contributing skill (the best of the mission's skills, for a mission
    of two)."""
    return max((t.skill(c, k) or 0 for k in t.mission_skills()), default=0)


_feeble_support = Pick(lambda t, s, c: t.is_support_character(c) and t.is_assigned(c)
                       and _contributing(t, c) <= 1)


def _opponent_assigns_bare(t: Surface, s: int, e: Any) -> bool:
    return (e.player == t.opponent(t.owner(s)) and e.card >= 0 and t.is_character(e.card)
            and not t.glyphs(e.card))


def _have_assigned_ship(t: Surface, s: int) -> bool:
    return any(t.is_ship(c) for c in t.assigned(t.owner(s)))


def _controls_yu(t: Surface, s: int) -> bool:
    return any(t.title(c) == "Yu" for c in t.cards_in_play(t.owner(s)))


card("24b6c1a7-c698-4d3a-8f8f-990c64ac4bf9", "Possession",
     Card(WhenPlayed(Seq(Forget(), Do(choose, character, remember="chosen"),
                         Otherwise(_OpponentMayPay(2), DoRemembered(stop))))))
card("319d5449-6502-4666-a95e-25c0ec8052f1", "Kalfas (Isolationist Commander)",
     Card(On(Trigger.CARD_PLAYED, Seq(MayPay(stop_this=True, label="stop Kalfas"),
                                      IfDid(DoToIt(stop))), opponent_plays(gear | ship))))
# The steps of the mission after the villain's choice for his assigned adversary.
_AFTER_REVIVE_CHOICE = frozenset({"revive or score adversaries",
                                  "destroy obstacles and complications", "earn a glyph",
                                  "mission end", "mission end: modifiers end",
                                  "deciding to continue"})


class VolnekSurvives(CardEffect):
    """Volnek about to be destroyed: his owner may pay his revive cost (its cards milled
    from his deck, as a revive is paid) to prevent it (asked as the event is replaced;
    declined, it happens)."""

    def _can(self, t: Surface, source: int) -> bool:
        return t.in_play(source) and t.deck_size(t.owner(source)) >= t.revive_cost(source)

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and card == source and t.in_effect_for_role(source)
                and source not in t.recall(source, "declined") and self._can(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "survive", t.owner(source), (source,),
            "mill his revive cost so that he stays in play?", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "survive":
            return
        if chosen and self._can(t, source):
            t.mill(t.owner(source), t.revive_cost(source))
            if t.is_assigned(source) and t.phase in _AFTER_REVIVE_CHOICE:
                # Ruling: destroyed by the villain's choice after the mission, he is saved
                # as a revived adversary is (stopped), not left assigned.
                t.stop(source)
            return
        if t.in_play(source):
            t.remember(source, "declined", (source,))
            t.destroy(source)
            t.forget(source, "declined")


card("565d9750-170b-4bae-ad1a-1f978aa0c1ca", "Volnek (Undead Sodan Warrior)",
     Card(Cant(_scoring_this, "Volnek can't be scored"), VolnekRevive(), VolnekSurvives()))
card("fd184411-1cad-40ef-9eb4-5e6434b116af", "Guardian Dragon",
     Card(Success(DoAll(destroy, _feeble_support)),
          Failure(Seq(DoAll(destroy, _feeble_support), Do(incapacitate, character)))))
card("fcdfa9c8-e577-424a-b353-5993bf463c3e", "Deceitful Overture",
     Card(Failure(Do(stop, character))),
     partial="ambushes are not in the engine")
card("f751e43a-f8b2-438c-b9b5-343702a0dd5f", "Black Knight",
     Card(Failure(NextMission(1))),
     partial="ambushes are not in the engine")
card("0904001e-b140-4b70-a3dc-912703771cb8", "Adrift",
     Card(Failure(Do(stop, _hero_ship))),
     partial="ambushes are not in the engine")
card("2ea8524b-acbd-439e-aec7-480cf367b5ba", "Goa'uld Personal Cloak",
     Card(Failure(Do(ready, adversary & stopped, optional=True))),
     partial="ambushes are not in the engine")
card("ba897d2b-d9c5-4d0d-9cba-2a6290dffd53", "Shock and Awe",
     Card(OwnCost(-1, when=_any_assigned(adversary & _goauld))),
     partial="ambushes are not in the engine")
card("910bd8d0-29b7-4348-8c82-311a77dab02b", "Jaffa Reinforcements",
     Card(WhenPlayed(If(_have_assigned_ship,
                        Do(to_hand, _jaffa & (obstacle | adversary), among=DISCARD,
                           optional=True, prompt="take into hand")))))
card("b6130145-591e-481d-821c-adb5d738955c", "Asuran Network",
     Card(On(Trigger.ASSIGNED, Gain(1), _opponent_assigns_bare)))
class _OshuOffer(Op):
    """His opponent may pay X power (1 to all he has): then Oshu is X easier for the
    rest of the turn, X power going to his owner."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        opponent = t.opponent(t.owner(source))
        options = tuple(range(1, t.power(opponent) + 1))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, opponent, options, "pay X power", args, optional=True,
                 labels=tuple(f"pay {x} power" for x in options))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            x = chosen[0]
            t.lose_power(t.opponent(t.owner(source)), x)
            t.modify(source, -x, difficulty=True, until=UNTIL_TURN_END)
            t.gain_power(t.owner(source), x)
        self.finish(t, source, args, bool(chosen))


card("f138b6b3-6d69-4ece-a1f4-6871f6d81a73", "Oshu (Honorable Prime)",
     Card(Difficulty(1, when=_controls_yu), WhenAssigned(this, _OshuOffer())))
def _assigned_without_3_to_drain(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card == source and \
        t.deck_size(t.owner(source)) < 3


def _drain_3(t: Surface, source: int) -> bool:
    return drain(t, t.owner(source), 3)


# Ruling: the drain ("to drain 3": the top 3 cards of his deck into his discard pile) is a
# cost: he can't be assigned with fewer than 3 cards in the deck, and it is paid as he
# becomes assigned (his own trigger of that assignment).
card("8fc0afd0-b3c0-4826-9f26-e727cad4f6b6", "Marooned Wraith (Wolf Among Sheep)",
     Card(Cant(_assigned_without_3_to_drain, "assigning him needs 3 cards to drain"),
          WhenAssigned(this, Simple(_drain_3)),
          Failure(Do(destroy, stopped & support_character))))
card("af6cb720-4c17-4b75-8f25-590c9ad7df5d", "Venomous Bite",
     Card(Failure(Otherwise(
         If(_any_assigned(adversary & _goauld),
            Seq(MayPay(1, label="pay 1 power for both"),
                IfDid(Seq(Do(destroy, support_character), Do(incapacitate, team_character))))),
         Modes(("destroy a support character", Do(destroy, support_character)),
               ("incapacitate a team character", Do(incapacitate, team_character)))))))


class _GildeasSearch(Search):
    """Gildeas scored: an adversary searched for; an Ori one is worth 1 power more."""

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and t.has_trait(chosen[0], "Ori"):
            t.gain_power(t.owner(source), 1)
        super().answer(t, source, args, chosen)


card("5bba3f3a-b302-48ca-b81f-c8ab08d226da", "Gildeas (Administrator)",
     Card(On(Trigger.SCORED, _GildeasSearch(adversary), lambda t, s, e: e.card == s)))
def _take_wraith_drains_2(t: Surface, source: int, card: int) -> bool:
    """Taken into hand; a Wraith one makes the opponent drain 2 (`dsl.drain`)."""
    t.take_into_hand(card)
    if t.has_trait(card, "Wraith"):
        drain(t, t.opponent(t.owner(source)), 2)
    return True


card("149b8a74-cb4e-46fa-b9a9-5bc43fa725ca", "Banshee's Wail",
     Card(WhenPlayed(Seq(MayPay(1, label="pay 1 power"),
                         IfDid(Do(_take_wraith_drains_2, obstacle & rated(COMBAT),
                                  among=DISCARD, prompt="take into hand"))))))


def _lucius(t: Surface, source: int, action: Any) -> None:
    skills = t.mission_skills()
    if t.mission >= 0 and (SCIENCE in skills or INGENUITY in skills):
        t.modify(t.mission, _contributing(t, action.target), difficulty=True)


def _opponents_assigned_characters(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.assigned(t.opponent(t.owner(s))) if t.is_character(c))


def _destroy_beneath(t: Surface, source: int, card: int) -> bool:
    """Destroyed, then face up beneath this card (unless the destruction was prevented)."""
    t.destroy_by(card, source)
    if not t.in_play(card):
        t.reveal(card)
        t.place_beneath(card, source)
    return True


class BeneathSkills(CardEffect):
    """Amonet: the skills of the characters beneath her add to her difficulty."""

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        if target != source:
            return 0
        return sum(t.printed_rating(c, skill) or 0 for c in t.beneath(source))


def _stop_target(t: Surface, source: int, action: Any) -> None:
    t.stop(action.target)


def _stoppable_support(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.support_characters(t.opponent(t.owner(s)))
                 if t.is_ready(c) or t.is_assigned(c))


def _plays_copy_of_beneath(t: Surface, s: int, player: int, action: Any) -> bool:
    from stargate_vcg.engine.stargate.actions import PlayCard

    return (isinstance(action, PlayCard) and player == t.opponent(t.owner(s))
            and any(t.title(c) == t.title(action.card) for c in t.beneath(s)))


card("e3e4a6d7-0422-4c0f-8c59-a4889927c426", "Lucius (Irresistible)",
     Card(Abilities(Ability("Lucius: the mission gets harder",
                            AbilityCost(power=3, stop_self=True), _lucius,
                            targets=_opponents_assigned_characters))))
card("e6911f6f-58c1-49ea-a8eb-7a90dcb6a897", "Amonet (Choosy Queen)",
     Card(WhenPlayed(Do(_destroy_beneath, stopped & support_character, prompt="take")),
          BeneathSkills(),
          Abilities(Ability("Amonet: stop a support character",
                            AbilityCost(destroy_self=True), _stop_target,
                            targets=_stoppable_support))))
card("c4572d01-8199-4880-aece-49b8d02c4317", "Alien Invader (Impostor)",
     Card(WhenAssigned(this, Do(_destroy_beneath, assigned & support_character,
                                optional=True, prompt="take")),
          Cant(_plays_copy_of_beneath, "Alien Invader holds a copy of that character")))


def _support_destroyed_this_mission(t: Surface, s: int) -> bool:
    return any(c >= 0 and t.is_support_character(c)
               for _, c in t.logged_this_mission(("destroy",)))


card("151e8ce3-8288-4edb-923d-2288853eb27b", "Grief-Stricken",
     Card(WhenPlayed(If(_support_destroyed_this_mission, Do(block, character)))))


def _combat_or_ingenuity(t: Surface, s: int) -> bool:
    skills = t.mission_skills()
    return t.mission >= 0 and (COMBAT in skills or INGENUITY in skills)


def _first_action(t: Surface, s: int) -> bool:
    t.first_action_to(t.owner(s))
    return True


def _idle_king(t: Surface, s: int, e: Any) -> bool:
    """The mission ends, a Combat or Ingenuity one, and he was not assigned in it (the
    mission read from the log: a failed one is no longer current)."""
    played = t.logged_this_turn(("play mission",))
    if not played or not t.in_play(s):
        return False
    mission = played[-1][1]
    rated = any(t.printed_rating(mission, k) is not None for k in (COMBAT, INGENUITY))
    return rated and not any(c == s for _, c in t.logged_this_mission(("assign",)))


# Ruling: "assigned during its resolution" is read as assigned during this mission.
card("baaf858c-069f-4c68-8a03-3173696194e1", "Wraith King (Impatient Hunter)",
     Card(On(Trigger.MISSION_PLAYED, May(Simple(_first_action), label="act first"),
             lambda t, s, e: e.player == t.opponent(t.owner(s))
             and _combat_or_ingenuity(t, s)),
          On(Trigger.MISSION_END, DoAll(destroy, this), _idle_king)))


def _place_complication(t: Surface, source: int, card: int) -> bool:
    t.place_complication(card, t.owner(source))
    return True


def _face_down(t: Surface, s: int) -> bool:
    return t.turn_face_down(s)


class WraithAttendant(CardEffect):
    """He may die for one of his player's adversaries (that one is only stopped), when
    he is ready, or both of them are at the mission."""

    def _can(self, t: Surface, source: int, card: int) -> bool:
        return t.in_play(source) and (t.is_ready(source) or (
            t.is_assigned(source) and t.is_assigned(card)))

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and card != source and t.is_adversary(card)
                and t.owner(card) == t.owner(source) and t.in_play(card)
                and card not in t.recall(source, "declined") and self._can(t, source, card))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        ask(t, source, "instead", t.owner(source), (card,),
            "destroy Wraith Attendant: stopped instead?", optional=True, args=(card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        saved = args[0]
        if chosen and self._can(t, source, saved):
            t.destroy(source)
            t.stop(saved)
            return
        if t.in_play(saved):
            t.remember(source, "declined", (saved,))
            t.destroy(saved)
            t.forget(source, "declined")


card("2a3039f0-54d8-40db-b549-0d966d845052", "Complications",
     Card(WhenPlayed(Seq(Do(_place_complication, your & Pick(lambda t, s, c: c != s),
                            among=HAND, optional=True, prompt="play as a complication"),
                         Simple(_face_down)))))
card("ea67bce4-ff74-472c-bb09-8c5f0d28dc03", "Wraith Attendant (Loyal Servant)",
     WraithAttendant(),
     partial="the Wraith Vassal keyword and the drain for a Wraith adversary are not in "
             "the engine")


class _Placed(Card):
    """A card whose text also works once placed on a character (beneath it)."""

    zones = frozenset({IN_PLAY, BENEATH})


def _skull_assign(t: Surface, s: int, player: int, action: Any) -> bool:
    holder = placed_on(t, s)
    if holder < 0 or not isinstance(action, Assign) or action.card < 0 \
            or not t.is_team_character(action.card):
        return False
    if action.card == holder:
        return any(t.is_team_character(c) for c in t.assigned(t.owner(holder)))
    return t.is_assigned(holder)


def _destroy_if_placed(t: Surface, s: int) -> bool:
    if placed_on(t, s) < 0:
        return False
    t.destroy(s)
    return True


class _BlockTraitmates(Op):
    """Spellbound: one affiliation trait of the chosen character is picked (asked when he
    has several); every other character with it is blocked by this card."""

    @staticmethod
    def _traits(t: Surface, s: int) -> tuple[str, ...]:
        chosen = [c for c in t.recall(s, "chosen") if t.in_play(c)]
        return tuple(sorted(t.traits(chosen[0]))) if chosen else ()

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        traits = self._traits(t, source)
        if len(traits) <= 1:
            self._block(t, source, args, traits[0] if traits else "")
            return
        self.ask(t, source, t.owner(source), tuple(range(len(traits))), "choose a trait",
                 args, labels=traits)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        self._block(t, source, args, self._traits(t, source)[chosen[0]])

    def _block(self, t: Surface, source: int, args: tuple[int, ...], trait: str) -> None:
        held = t.recall(source, "chosen")
        did = False
        if trait:
            for p in (t.hero, t.villain):
                for c in t.characters(p):
                    if c not in held and t.has_trait(c, trait):
                        t.block(c, source)
                        did = True
        self.finish(t, source, args, did)


card("709e9b77-d90d-4d7e-b942-4a4251e0a5d1", "Crystal Skull",
     _Placed(Failure(Do(place_on, team_character, prompt="place it on")),
             Cant(_skull_assign, "Crystal Skull: that character is assigned alone"),
             On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed),
                lambda t, s, e: placed_on(t, s) >= 0 and e.player == t.opponent(t.owner(s)))))
card("7e5dd7ed-c138-45af-87cd-eedc61194212", "Spellbound",
     Card(WhenPlayed(Seq(Forget(), Do(choose, assigned & team_character, remember="chosen"),
                         _BlockTraitmates()))))


# --- session 10 sp-cards15 ---------------------------------------------------------------


def _fever_place(t: Surface, source: int, card_: int) -> bool:
    """Placed on a character, its counters start again from none."""
    t.forget(source, "counters")
    return place_on(t, source, card_)


def _fever_holder_assigned(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.card >= 0 and placed_on(t, source) == event.card


def _fever_counts(t: Surface, source: int) -> bool:
    """One more counter on it, then its owner's opponent drains 1 for each."""
    held = t.recall(source, "counters")
    n = (held[0] if held else 0) + 1
    t.remember(source, "counters", (n,))
    drain(t, t.opponent(t.owner(source)), n)
    return True


def _opponent_succeeds_at_science(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (placed_on(t, source) >= 0 and event.player == t.opponent(t.owner(source))
            and SCIENCE in t.mission_skills())


# Rulings: its counters are kept in its text's memory (the engine has no counters on
# cards) and start again if it is placed anew; "each time they are assigned" is any
# assignment of the holder, by whoever assigns him; a Science mission is one the
# mission's current skills include Science.
card("15a4bdca-396c-4468-8fb6-56b09ea71997", "Kirsan Fever",
     _Placed(Failure(Do(_fever_place, character, prompt="place it on")),
             On(Trigger.ASSIGNED, Simple(_fever_counts), _fever_holder_assigned),
             On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed),
                _opponent_succeeds_at_science)))


def _critical(t: Surface, source: int, card_: int) -> bool:
    """Incapacitated, and this obstacle put face up on him."""
    t.incapacitate(card_)
    return place_on(t, source, card_)


class _RecoveryPrevented(CardEffect):
    """The next time its holder would cease to be incapacitated (`Replace.RECOVER`: his
    turn's start, or text readying or stopping him), it is destroyed instead."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                 value: int) -> bool:
        return kind is Replace.RECOVER and card_ >= 0 and placed_on(t, source) == card_

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                value: int) -> None:
        t.destroy(source)


# Critical Condition. Rulings: any character that can be incapacitated may be chosen; the
# obstacle goes onto him even if his incapacitation was itself replaced (it then waits for
# the next time he would recover).
card("dd5d24f4-30b5-41b5-8a35-75afe2afbd06", "Critical Condition",
     _Placed(Failure(Do(_critical, character & Pick(lambda t, s, c: not t.is_incapacitated(c)),
                        prompt="incapacitate")),
             _RecoveryPrevented()))


# --- session 11 sp-cards16: Back to Basics -----------------------------------------------

from stargate_vcg.engine.stargate.state import MOD_SKILL, MOD_SKILLS  # noqa: E402
from stargate_vcg.engine.stargate.surface import (  # noqa: E402
    ORIGIN_ABILITY,
    ORIGIN_BOOST,
    ORIGIN_EVENT,
    reads_modifier_origins,
)


def _back_to_basics(t: Surface, source: int, card: int) -> bool:
    """The chosen character's skill modifiers above 0 made this turn by activated
    abilities, events and boosts end (`Surface.modifiers_this_turn`). Rulings: whose
    cards made them does not matter; a modifier to one skill or to all of them is a
    modifier to his skills; those made by triggered text (Success, "each time", "when
    you play" of a card not an event) stay."""
    ended = False
    for row in t.modifiers_this_turn():
        origin, target, kind, delta = row[1], row[2], row[3], row[5]
        if target == card and delta > 0 and kind in (MOD_SKILL, MOD_SKILLS) and \
                origin in (ORIGIN_ABILITY, ORIGIN_EVENT, ORIGIN_BOOST):
            ended = t.end_modifier(row) or ended
    return ended


card("56d15422-0309-4b4b-8b95-79b4ea3c77fd", "Back to Basics",
     reads_modifier_origins(Card(WhenPlayed(Do(_back_to_basics, assigned & character,
                                               prompt="its modifiers end")))))
