"""Abydos: adversaries and obstacles (by card id; no card text here).

Rulings (the tests named after the cards play them):
- "A character", "a support character": the hero's (the only ones in effect this turn),
  chosen by the card's owner unless the text names the opponent.
- "They are blocked" by an obstacle as it is played: blocked by it (the block ends when
  it leaves play, glossary "block").
"""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.base_set.villains import (
    _assigns_holder,
    _destroy_if_placed,
    _Placeable,
)
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    OBSTACLES,
    OPPONENT,
    PLAYS,
    Abilities,
    Card,
    CostChange,
    Difficulty,
    DifficultyOf,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    Failure,
    Forget,
    Gain,
    If,
    May,
    NextMission,
    On,
    OnPlay,
    Op,
    OwnCost,
    Pay,
    Search,
    Seq,
    Simple,
    Success,
    WhenPlayed,
    block,
    choose,
    destroy,
    incapacitate,
    place_on,
    placed_on,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    ask,
    assigned,
    blocked,
    character,
    count_at_mission,
    no_glyph,
    obstacle,
    opponent_plays,
    opponents,
    other,
    rated,
    select,
    support_character,
    team_character,
    this,
    trait,
    your,
)
from stargate_vcg.effects.vocab import (
    ready as ready_card,
)
from stargate_vcg.engine.stargate.actions import Assign, Continue, PlayCard
from stargate_vcg.engine.stargate.effects import (
    COST_OTHER,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.phases import R_OBSTACLE, R_V_ASSIGN
from stargate_vcg.engine.stargate.surface import (
    CULTURE,
    INGENUITY,
    UNTIL_MISSION_END,
    UNTIL_TURN_END,
    Surface,
)


def _failed_this_turn(t: Surface, source: int) -> bool:
    return t.failed_mission_count(source) > 0


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    t.ready(card)
    t.block(card, source)
    return True


def _jaffa_adversary_assigned(t: Surface, source: int) -> int:
    return 2 if select(t, source, assigned & adversary & trait("Jaffa")) else 1


def _assigned_affiliations(t: Surface, source: int) -> int:
    """How many different affiliation traits the assigned characters have between them
    (ruling: a card's traits are its affiliations)."""
    found: set[str] = set()
    for c in select(t, source, assigned & character):
        found |= t.traits(c)
    return len(found)


def _plays_a_card(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard)


def _assigns_a_card(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Assign) and action.card >= 0 and (
        t.is_character(action.card) or t.is_adversary(action.card) or t.is_ship(action.card))


_villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))


class _FirepowerOf(CardEffect):
    """"<pick> get firepower +N"."""

    def __init__(self, amount: int, pick: Pick) -> None:
        self.amount, self.pick = amount, pick

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return self.amount if self.pick(t, source, target) else 0


card("8ff7c4f0-195b-433b-9252-23c1b662d70e", "Retribution", Card(
    Difficulty(lambda t, s: 2 * t.successful_missions(s)),
    Failure(Do(destroy, opponents & support_character))))
card("65a91e1d-44cf-461a-b5ca-1a0bb5c19017", "Public Execution", Card(
    OwnCost(-1, when=_failed_this_turn),
    Difficulty(1, when=_failed_this_turn),
    Failure(Do(incapacitate, opponents & team_character))))
# Ruling: success and failure alike add 1 to the difficulty of the turn's following
# mission.
card("76a28b15-f666-4f21-bfc8-6a3ab2704267", "Ominous Discovery", Card(
    Success(NextMission(1)), Failure(NextMission(1))))
card("9ee16094-1025-4afb-a9f8-b593576c7465", "Miscommunication", Card(
    WhenPlayed(Seq(Forget(), Do(_ready_and_block, opponents & team_character & no_glyph,
                                remember="chosen", prompt="ready and block"))),
    Failure(DoRemembered(stop))))
card("d6ac095c-5edf-4ffb-aa59-5e1c1895eb35", "Prisoners of Ra", Card(
    WhenPlayed(Seq(Forget(), DoN(block, opponents & character, _jaffa_adversary_assigned,
                                 remember="chosen"))),
    Failure(DoRemembered(stop))))
card("a22a6cff-746d-420a-a357-eeff7c82071c", "Lost in Translation", Card(
    OwnCost(lambda t, s: -_assigned_affiliations(t, s))))
# Ruling: both parts bind both players (the text names no player).
card("5b3562ca-89b3-4f1a-ad67-49c2bbb660cc", "Sand Storm", Card(
    CostChange(1, _plays_a_card, on=PLAYS),
    CostChange(1, _assigns_a_card, on=ASSIGNMENTS)))
card("7da31a73-424b-4886-85f9-1e5450e93a1e", "Udajeet Strafing Run", Card(
    WhenPlayed(Search(_villain_ship & trait("Jaffa"))),
    _FirepowerOf(1, your & _villain_ship & trait("Jaffa"))))
def _ra_assigned(t: Surface, source: int) -> bool:
    return bool(select(t, source, your & assigned & _ra))


def _culture_or_ingenuity(t: Surface) -> bool:
    return t.mission >= 0 and any(k in (CULTURE, INGENUITY) for k in t.mission_skills())


class _PlayedBesideRa(CardEffect):
    """Jackal Guards: with its owner's Ra at the mission, it may go to a mission rated
    in Culture or Ingenuity (a "can": the obstacle-rating rule waived); played so (remembered
    as it is played), the mission gets difficulty +1 and the obstacle, without a rating
    there, adds nothing."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.CARD_PLAYED})

    def permits(self, t: Surface, source: int, player: int, action: Any, rule: str) -> bool:
        return (rule == R_OBSTACLE and isinstance(action, PlayCard) and action.card == source
                and player == t.owner(source) and _ra_assigned(t, source)
                and _culture_or_ingenuity(t))

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.CARD_PLAYED and event.card == source
                and not any(t.printed_rating(source, k) is not None
                            for k in t.mission_skills()))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.remember(source, "beside Ra", (t.turn, t.mission))

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return int(target == t.mission and t.mission >= 0 and source in t.obstacles
                   and t.recall(source, "beside Ra") == (t.turn, t.mission))


card("7f247b10-5acf-4280-8632-2d6b81e979d9", "Jackal Guards", Card(
    DifficultyOf(1, adversary & trait("Goa'uld")), _PlayedBesideRa()))


# --- w2-abydos batch: more adversaries and obstacles ---


class _LookAtOpponentsMissionPile(Op):
    """A look at the top mission of the opponent's pile, which stays there or goes to
    the bottom: only the looker sees it; choosing it puts it on the bottom."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        top = t.mission_pile_top(t.opponent(me))
        if top < 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, (top,), "put on the bottom", args, optional=True, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        moved = bool(chosen) and t.mission_top_to_bottom(t.opponent(t.owner(source)))
        self.finish(t, source, args, moved)


class _Branch(Op):
    """"<first>. If they don't, <otherwise>. If they do, <then>"."""

    def __init__(self, first: Op, then: Op, otherwise: Op) -> None:
        super().__init__()
        self.first, self.then, self.otherwise = first, then, otherwise

    def children(self) -> tuple[Op, ...]:
        return (self.first, self.then, self.otherwise)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        self.first.start(t, source, args)

    def child_done(self, child: Op, t: Surface, source: int, args: tuple[int, ...],
                   did: bool) -> None:
        if child is self.first:
            (self.then if did else self.otherwise).start(t, source, args)
            return
        self.finish(t, source, args, did)


def _gain_one(t: Surface, source: int, action: Any) -> None:
    t.gain_power(t.owner(source), 1)


def _opponent_assigns_support(t: Surface, source: int, player: int, action: Any) -> bool:
    return (isinstance(action, Assign) and action.card >= 0
            and player == t.opponent(t.owner(source)) and t.is_support_character(action.card))


class RadioInterference(CardEffect):
    """Obstacle: each support character the opponent assigns costs him a random card of
    his hand. Ruling: paid as the character is assigned; not assignable with an empty
    hand."""

    listens = frozenset({Trigger.ASSIGNED})

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if _opponent_assigns_support(t, source, player, action) and not t.hand(player):
            return "Radio Interference: no card to discard"
        return None

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.ASSIGNED and event.card >= 0
                and event.player == t.opponent(t.owner(source))
                and t.is_support_character(event.card))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.discard_at_random(event.player)


def _with_assigned(t: Surface, source: int, pick: Pick) -> bool:
    return t.is_assigned(source) and any(
        c != source for c in select(t, source, assigned & pick))


_goauld_adversary = adversary & trait("Goa'uld")
_ra = Pick(lambda t, s, c: t.title(c) == "Ra") & adversary


class AnubisOfAbydos(CardEffect):
    """Adversary: while assigned with a Goa'uld adversary, each support character the
    opponent assigns costs him a card of his hand (his choice, paid as it is assigned;
    not assignable with an empty hand); while assigned with Ra, 1 power."""

    listens = frozenset({Trigger.ASSIGNED})
    cost_on = ASSIGNMENTS

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if _opponent_assigns_support(t, source, player, action) and \
                _with_assigned(t, source, _ra):
            return 1
        return 0

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if _opponent_assigns_support(t, source, player, action) and not t.hand(player) \
                and _with_assigned(t, source, _goauld_adversary):
            return "Anubis of Abydos: no card to discard"
        return None

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.ASSIGNED and event.card >= 0
                and event.player == t.opponent(t.owner(source))
                and t.is_support_character(event.card)
                and _with_assigned(t, source, _goauld_adversary))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        hand = t.hand(event.player)
        if hand:
            ask(t, source, "discard", event.player, hand, "discard a card", hidden=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.discard(c)


def _ridiculed(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_TURN_END)
    t.remember(source, "failed", (t.turn,))
    return True


def _missions_dearer(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and t.recall(source, "failed") == (t.turn,) and any(
        s == source for s, _ in t.lasting_rules())


def _other_jaffa_villain_cards(t: Surface, source: int) -> int:
    return count_at_mission(trait("Jaffa") & other & _villain_card)(t, source)


_villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _ready_and_block_chosen(t: Surface, source: int) -> bool:
    did = False
    for c in t.recall(source, "chosen"):
        if t.in_play(c):
            t.ready(c)
            t.block(c, source)
            did = True
    return did


def _destroy_if_assigned(t: Surface, source: int, card: int) -> bool:
    if t.is_assigned(card):
        t.destroy(card)
        return True
    return False


card("537d398b-c636-44e7-a937-7b29e952c7ac", "Ra (Jealous God)", Card(
    On(Trigger.MISSION_PLAYED, Gain(1), opponent_plays(rated(CULTURE) | rated(INGENUITY))),
    Failure(_LookAtOpponentsMissionPile())))
card("4ee123c2-4483-4f73-ab55-4d1b8658d203", "Ra (Supreme System Lord)", Card(
    Abilities(Ability("Ra: gain 1 power", AbilityCost(stop_self=True), _gain_one)),
    Failure(_Branch(Pay(2, OPPONENT),
                    Do(ready, this, optional=True, prompt="ready Ra?"),
                    Do(incapacitate, opponents & team_character)))))
card("3932275c-aebb-40ac-a0e2-7096581841fa", "Radio Interference", RadioInterference())
card("aa02c4d4-0097-43bf-8c1d-c987b5ac2317", "Anubis of Abydos (First Prime)",
     AnubisOfAbydos())
# Ruling: "missions cost +1" is the price of continuing (playing another mission).
card("6e40871e-562b-4a43-9c61-f9d010ebb689", "Ridiculed", Card(
    Failure(Simple(_ridiculed)), CostChange(1, _missions_dearer, on=COST_OTHER)))
card("d3c462e1-4665-4c05-830c-710aff042742", "Forced to Capitulate", Card(
    WhenPlayed(DoN(block, opponents & support_character, _other_jaffa_villain_cards)),
    Failure(DoAll(destroy, opponents & support_character & assigned & blocked))))
card("7f81b709-dd12-4d71-8dbf-1375e9f825fe", "Unprepared for Battle", Card(
    WhenPlayed(Seq(Forget(), Do(choose, opponents & assigned & support_character,
                                remember="chosen", prompt="choose"),
                   May(Simple(_ready_and_block_chosen), who=OPPONENT, label="ready"))),
    Success(DoRemembered(_destroy_if_assigned)),
    Failure(DoRemembered(_destroy_if_assigned))))
class _RaMayBeAssigned(CardEffect):
    """Falcon Guards at the mission: its owner may assign Ra there without a rating in
    the mission's skill (a "can": that rule waived; the one-adversary rule is not), and
    without a rating Ra adds nothing to the difficulty."""

    def permits(self, t: Surface, source: int, player: int, action: Any, rule: str) -> bool:
        return (rule == R_V_ASSIGN and isinstance(action, Assign)
                and player == t.owner(source) and source in t.obstacles
                and _ra(t, source, action.card)
                and not any(c != action.card for c in select(t, source, your & assigned
                                                             & adversary)))


# Ruling: "he contributes 0" is the contribution of a Ra assigned without a rating in the
# mission's skill (none); assigned by a rating of his, he counts as usual.
card("fc2977ef-e14c-48d6-b33c-e3b4ed900df4", "Falcon Guards", Card(
    DifficultyOf(lambda t, s: 1 if select(t, s, assigned & _goauld_adversary) else 0,
                 obstacle),
    _RaMayBeAssigned()))


def _holder_succeeds(t: Surface, source: int, e: TriggerEvent) -> bool:
    holder = placed_on(t, source)
    return holder >= 0 and e.player == t.opponent(t.owner(source)) and t.is_assigned(holder)


# Depression: placed on a ready character of the opponent's as it is played; while
# there, assigning him costs 2 power more, and it is destroyed when he is at a
# successful mission (the Success text it lends him).
card("22187476-41b7-4502-bcde-f7e6ade00013", "Depression", _Placeable(
    WhenPlayed(Do(place_on, opponents & ready_card & character, prompt="place it on")),
    CostChange(2, _assigns_holder, on=ASSIGNMENTS),
    On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed), _holder_succeeds)))


class _GivesDominion(CardEffect):
    """The obstacle this card chose (remembered as "dominion") has dominion."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return obstacle in t.recall(source, "dominion")


card("7dab8974-a187-4c29-944e-c8a363903570", "Horus of Abydos (Sworn Warrior)", Card(
    Failure(If(lambda t, s: _with_assigned(t, s, _ra), Seq(
        Forget("dominion"),
        Do(choose, obstacle & (trait("Jaffa") | trait("Goa'uld")), among=OBSTACLES,
           remember="dominion", prompt="give dominion")))),
    _GivesDominion()))


class _RetainerSearch(Op):
    """The deck searched for an adversary costing `x`, played at no cost; it can't be
    revived (this card's rules outlast it to the mission's end) and is destroyed as the
    mission ends."""

    def __init__(self, x: int) -> None:
        super().__init__()
        self.x = x

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = tuple(c for c in t.deck_cards(me)
                        if t.is_adversary(c) and t.printed_cost(c) == self.x)
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "search your deck", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if args:  # the mission's end: the adversary goes
            if t.in_play(args[0]):
                t.destroy(args[0])
            return
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
            t.play_free(chosen[0])
            t.remember(source, "retained", chosen)
            t.keep_rules(source, UNTIL_MISSION_END)
            t.after_mission(source, self.path, (chosen[0],))
        t.shuffle_deck(me)
        self.finish(t, source, (), bool(chosen))


_RETAINER_MOST = 9  # the dearest adversary cost the ability is offered for


class JaffaRetainer(Card):
    """Adversary: destroyed and paid X power, it plays an adversary costing X from its
    owner's deck (one ability per X he can pay)."""

    def __init__(self) -> None:
        self.searches = tuple(_RetainerSearch(x) for x in range(_RETAINER_MOST + 1))
        super().__init__(*(OnPlay(op) for op in self.searches))
        self.on_plays = ()
        self.listed = tuple(
            Ability(f"Jaffa Retainer: play an adversary costing {x}",
                    AbilityCost(power=x, destroy_self=True), _StartSearch(op))
            for x, op in enumerate(self.searches))
        self._used = frozenset({"abilities", "forbids"})

    # Every X is listed: one its owner can't pay is not usable (`rules.usable_ability`
    # tests the power first), so the legal actions are those of the affordable ones.
    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.listed

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return self.listed

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        from stargate_vcg.engine.stargate.actions import Revive

        if isinstance(action, Revive) and action.adversary in t.recall(source, "retained"):
            return "Jaffa Retainer: that adversary can't be revived"
        return None


class _StartSearch:
    def __init__(self, op: Op) -> None:
        self.op = op

    def __call__(self, t: Surface, source: int, action: Any) -> None:
        self.op.start(t, source, ())


card("f2211929-4752-468a-8339-65f150039281", "Jaffa Retainer", JaffaRetainer())
