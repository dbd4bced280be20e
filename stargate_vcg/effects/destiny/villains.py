"""Destiny: adversaries and obstacles (by card id; no card text here).

Rulings (the tests named after the cards play them):
- "A character", "a support character": the hero's (the only ones in effect this turn),
  chosen by the card's owner unless the text names the opponent.
- The ambush mechanic ("prepare this ambush" and the ambush text) is not in the engine:
  the cards that have one are registered partial, with the rest of their text played.
"""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.base_set.characters import OpAbility
from stargate_vcg.effects.base_set.villains import RevivePaidFromHand, _Placeable
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    DISCARD,
    HAND,
    OPPONENT,
    ArrangeTop,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoN,
    DoRemembered,
    DoUpTo,
    Draw,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    May,
    Modes,
    On,
    Op,
    OpponentVictoryTotal,
    OwnCost,
    Pay,
    PurgeThis,
    Search,
    Seq,
    Simple,
    WhenAssigned,
    WhenPlayed,
    WhenRevived,
    block,
    choose,
    destroy,
    discard,
    incapacitate,
    place_on,
    placed_on,
    ready,
    stop,
)
from stargate_vcg.effects.dsl import (
    can_stop as can_stop_card,
)
from stargate_vcg.effects.missions_set.missions import play_as_complication
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    anything,
    ask,
    assigned,
    character,
    count,
    gear,
    opponents,
    select,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    with_glyph,
    your,
)
from stargate_vcg.effects.vocab import (
    stopped as stopped_card,
)
from stargate_vcg.engine.stargate.effects import (
    SCORE_PILE,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import INGENUITY, UNTIL_TURN_END, Surface

_AMBUSH = "its ambush (prepare and ambush text) is not played: no ambush in the engine"

hero_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_hero_card(c))
villain_ship = Pick(lambda t, s, c: t.is_ship(c) and t.is_villain_card(c))


def _complication_here(t: Surface, source: int) -> bool:
    return t.complication_count > 0


def _no_complication(t: Surface, source: int) -> bool:
    return t.complication_count == 0


def _hero_ship_assigned(t: Surface, source: int) -> bool:
    return bool(count(assigned & hero_ship)(t, source))


def _glyphs_on_chosen(t: Surface, source: int) -> bool:
    n = sum(len(t.glyphs(c)) for c in t.recall(source, "chosen"))
    if n:
        t.gain_power(t.owner(source), n)
    return n > 0


def _hand_difference(t: Surface, source: int) -> bool:
    me = t.owner(source)
    n = abs(len(t.hand(me)) - len(t.hand(t.opponent(me))))
    if n:
        t.gain_power(me, n)
    return n > 0


class _ReviveCheaper(CardEffect):
    """This adversary's revive cost -1 per complication at the current mission."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return -t.complication_count if adversary == source else 0


# The phases outside the mission phase (rulebook "Turn Sequence": the power phase, then
# the mission phase, then the debrief).
_NOT_MISSION_PHASE = frozenset({"turn start", "debrief", "refill hands",
                                "debrief: discard down to eight", "end of turn", "game over",
                                "debrief: ready cards and place failed missions",
                                "end of turn: next player"})


class CarlStrom(Card):
    """Silver Tongued: each time his owner gains power (by card text: the only gains of
    the mission phase) during the mission phase, the opponent loses as much
    (`Trigger.POWER_GAINED`). Ruling: his text works while he is in play."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.REVIVED, Trigger.POWER_GAINED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.POWER_GAINED:
            return (event.player == t.owner(source) and event.value > 0
                    and t.phase not in _NOT_MISSION_PHASE)
        return super().triggers(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.POWER_GAINED:
            t.lose_power(t.opponent(t.owner(source)), event.value)
            return
        super().resolve(t, source, event)


# --- adversaries ---

card("c5cd2bf2-b942-4602-b4b3-28c313e3b30d", "Kiva (Lucian Alliance Commander)", Card(
    Failure(Seq(If(_complication_here, Do(destroy, opponents & hero_ship)),
                If(_no_complication, Do(incapacitate, opponents & hero_ship))))))
card("5bc4609a-f757-4eb5-9914-668dea12bb0f", "Simeon (Hardened Criminal)", Card(
    Failure(Do(destroy, opponents & support_character))),
    partial="the negation of the mission's difficulty reductions is not played")
card("eb767746-0c00-4e2d-942f-9cce55ec392b", "Carl Strom (Silver Tongued)", CarlStrom(
    WhenRevived(Gain(2))))
# Ruling: "up to three" is a choice of how many (none to three).
card("09822ae7-4a6f-4d90-b457-360bc317936c", "Ursini Engineer (Harmless Creature)", Card(
    WhenPlayed(Draw(1)),
    WhenAssigned(this, Modes(("none", Simple(lambda t, s: False)), ("one", Draw(1)),
                             ("two", Draw(2)), ("three", Draw(3))))))
class _RevivePaidFromHand(RevivePaidFromHand):
    """This adversary's own revive cost paid from his owner's hand (as Shak'l's)."""

    STEP = "pay from hand"

    def covers(self, t: Surface, source: int, player: int, card: int) -> bool:
        return card == source


card("f68786ca-cc3f-43c2-bd9a-ed63472f0a5e", "Nakai Worker (Focused Engineer)", Card(
    Difficulty(count(assigned & team_character)), _RevivePaidFromHand()))
# Ruling: the two complications come from his hand (as many as he has, up to two).
card("3e442b89-8c34-44bb-b5b1-cee2249b4f13", "Dannic (Trusted Second)", Card(
    _ReviveCheaper(),
    WhenAssigned(this, Seq(Pay(2), IfDid(Do(play_as_complication, anything, among=HAND,
                                            count=2, prompt="play as complications"))))),
    partial="the outlaw keyword is not implemented by the engine")
card("1f39fc42-7d73-4edb-9317-42d62b28dc2d", "Olan (Stargate Specialist)", OpAbility(
    ArrangeTop(lambda t, s: t.complication_count, whose=OPPONENT),
    AbilityCost(destroy_self=True), "Olan: arrange the opponent's mission pile"))

# --- obstacles ---

card("29746f2f-eeb6-47e0-862a-56ed7b689f9e", "Drone Activation", Card(
    OwnCost(-1, when=_hero_ship_assigned)))
card("0e329606-dccc-452b-8649-60fe81ecfcc9", "Drone Swarm Attack", Card(
    Difficulty(trait_cards_at_mission("Replicator"))))
card("94488c74-7e11-44ce-bfc8-72b742977fe2", "Callous Tactics", Card(Failure(Seq(
    Do(destroy, opponents & support_character),
    If(_complication_here, Do(incapacitate, opponents & assigned & team_character))))))
card("a91979c4-2563-4296-878f-fb35b2228c0d", "Close Encounter", Card(
    WhenPlayed(Seq(Forget(), Do(block, opponents & character & with_glyph,
                                remember="chosen"))),
    Failure(Simple(_glyphs_on_chosen))))
card("a0dcd5fa-e693-41b2-b44f-e1a49f008736", "Crash Landing", Card(
    WhenPlayed(Seq(Forget(), Do(stop, opponents & hero_ship, remember="chosen"))),
    Failure(DoRemembered(destroy))))
card("55fff9ad-1549-4c3d-87bc-4d16e2bb2538", "Mutiny", Card(
    WhenPlayed(Do(discard, anything, among=HAND, chooser=OPPONENT)),
    Failure(Simple(_hand_difference))))
card("43691751-5a24-4f18-a919-22ee225682dd", "Alcohol Addiction", Card(
    Failure(Do(stop, opponents & character))), partial=_AMBUSH)
card("3e028f59-2218-4c93-a73f-efcb269da70e", "Engine Sabotage", Card(
    Failure(Do(stop, opponents & character))), partial=_AMBUSH)
card("2ba05a82-ce33-49bb-831c-afb6660ebf2e", "Dilapidated Systems", Card(
    Failure(Do(stop, opponents & gear))), partial=_AMBUSH)
card("b2058db0-bb83-4da4-a9ad-41a9cb455a8d", "Dissension", Card(
    Failure(DoN(stop, opponents & character, 2))), partial=_AMBUSH)
card("2d3accd0-74d8-4535-a023-774878ac097d", "Pulsar Gamma Burst", Card(
    Failure(Do(stop, opponents & support_character))), partial=_AMBUSH)
card("65aa1dba-50a2-4b43-8e4f-af8c291384f8", "Sudden Decompression", Card(
    Failure(Do(stop, opponents & (gear | hero_ship)))), partial=_AMBUSH)
card("37413614-ffb3-4406-ad4b-514ed246270f", "Compromised Location", Card(
    Failure(Draw(1))), partial=_AMBUSH)
card("6fb8be95-d9c2-481b-b8e3-cc6d96e57ce3", "Murderous Intents", Card(
    Failure(Do(ready, your & adversary))), partial=_AMBUSH)
card("a17686e0-ce8b-4a00-8e4c-8865027351f9", "Lurking Creature", Card(
    WhenPlayed(Do(block, opponents & character))), partial=_AMBUSH)
card("febaaa60-8366-4e35-be25-9f35c29bd68e", "Alien Abduction", Card(
    WhenPlayed(Do(ready, your & villain_ship, optional=True))), partial=_AMBUSH)
card("da890eb5-afa0-4b12-8306-08ab51ac98ef", "Unrelenting Chase", Card(
    OwnCost(lambda t, s: -count(assigned & hero_ship)(t, s))), partial=_AMBUSH)


# --- w2-abydos batch: more ---


class _ScoredCard(Card):
    """Text that works as its owner scores it (from his score pile)."""

    zones = frozenset({SCORE_PILE})


class _DrawUpToChosen(Op):
    """"You may draw up to <the chosen character's skill> cards": the player picks how
    many (none to that many)."""

    def __init__(self, skill: int, key: str = "chosen") -> None:
        super().__init__()
        self.skill, self.key = skill, key

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        chosen = t.recall(source, self.key)
        rating = t.skill(chosen[0], self.skill) if chosen and t.in_play(chosen[0]) else None
        n = rating if rating is not None and rating > 0 else 0
        if n <= 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), tuple(range(1, n + 1)), "draw how many?", args,
                 optional=True, labels=tuple(f"draw {i}" for i in range(1, n + 1)))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.draw(t.owner(source), chosen[0])
        self.finish(t, source, args, bool(chosen))


card("7be3df97-5c89-44c9-8013-636d405b8f37", "Wraith Progenitor (Queen Mother)", _ScoredCard(
    On(Trigger.SCORED, Search(trait("Wraith")), lambda t, s, e: e.card == s)))
# Ruling: the most he may draw is counted as the mission fails, from that character's
# Ingenuity then.
card("c1d8f445-25e6-4ca6-a59e-1472e7f3d453", "Alien Experimentations", Card(
    WhenPlayed(Seq(Forget(), Do(block, opponents & character, remember="chosen"))),
    Failure(_DrawUpToChosen(INGENUITY))), partial=_AMBUSH)


def _contributed(t: Surface, card: int) -> int:
    """The skill a character contributes at the current mission (ruling: his best
    rating among the mission's skills)."""
    return max((t.skill(card, k) or 0 for k in t.mission_skills()), default=0)


def _chosen_contribution(t: Surface, source: int) -> int:
    chosen = [c for c in t.recall(source, "chosen") if t.in_play(c)]
    return _contributed(t, chosen[0]) if chosen else 0


def _below_the_chosen(t: Surface, source: int, player: int, action: Any) -> bool:
    from stargate_vcg.engine.stargate.actions import Assign

    if not isinstance(action, Assign) or action.card < 0 or \
            player != t.opponent(t.owner(source)) or not t.is_character(action.card):
        return False
    chosen = [c for c in t.recall(source, "chosen") if t.in_play(c)]
    return bool(chosen) and _contributed(t, action.card) < _contributed(t, chosen[0])


class SpaceWalk(CardEffect):
    """Obstacle: to assign a character, the hero blocks another ready character of his
    from the mission (paid as the character is assigned; not assignable without one);
    its failure stops every blocked character."""

    listens = frozenset({Trigger.ASSIGNED, Trigger.FAILURE})

    def _others(self, t: Surface, assigned_card: int) -> list[int]:
        return [c for c in t.characters(t.owner(assigned_card))
                if c != assigned_card and t.is_ready(c) and not t.is_blocked(c)]

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        from stargate_vcg.engine.stargate.actions import Assign

        if isinstance(action, Assign) and action.card >= 0 and \
                player == t.opponent(t.owner(source)) and t.is_character(action.card) and \
                not self._others(t, action.card):
            return "Space Walk: no other ready character to block"
        return None

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        if event.kind is Trigger.FAILURE:
            return True
        return (event.kind is Trigger.ASSIGNED and event.card >= 0
                and event.player == t.opponent(t.owner(source))
                and t.is_character(event.card))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.FAILURE:
            for c in select(t, source, opponents & character):
                if t.is_blocked(c):
                    t.stop(c)
            return
        ask(t, source, "block", event.player, self._others(t, event.card),
            "block another ready character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.block(chosen[0], until_mission_end=True)


card("27d9fd99-9d16-4b9c-9718-112a533deb9e", "Nakai Examiner (Inquisitive Abductor)", Card(
    WhenAssigned(this, Seq(Forget(), Do(choose, opponents & assigned & character,
                                        remember="chosen", prompt="choose"))),
    Difficulty(_chosen_contribution)))
card("46bbf036-d5af-4440-9508-c9e6e60fefc3", "Questioned Leadership", Card(
    WhenPlayed(Seq(Forget(), Do(choose, opponents & assigned & character,
                                remember="chosen", prompt="choose"))),
    CostChange(1, _below_the_chosen, on=ASSIGNMENTS)))
card("79511e82-7855-4848-ac3c-c94603feaf3d", "Space Walk", SpaceWalk())


def _place_on_marked(t: Surface, source: int, card: int) -> bool:
    place_on(t, source, card)
    t.remember(source, "placed at", (t.turn, t.mission))
    return True


def _holder_fails(t: Surface, source: int, e: TriggerEvent) -> bool:
    holder = placed_on(t, source)
    return (holder >= 0 and t.is_assigned(holder)
            and t.recall(source, "placed at") != (t.turn, t.mission))


def _pathogen_strikes(t: Surface, source: int) -> bool:
    holder = placed_on(t, source)
    if holder < 0:
        return False
    t.incapacitate(holder)
    t.score(source)
    return True


# Nakai Pathogen: placed on an assigned character as its mission fails; at a later
# failed mission he is assigned to, he is incapacitated and it goes to its owner's
# score pile (the villain's: the character's opponent's).
card("4c0f1209-3a40-4e8c-9b07-d37ae2d991bd", "Nakai Pathogen", _Placeable(
    Failure(Do(_place_on_marked, opponents & assigned & character, prompt="place it on")),
    On(Trigger.MISSION_FAILED, Simple(_pathogen_strikes), _holder_fails)))


def _ori_milled(t: Surface, source: int) -> int:
    """The Ori cards among those milled to revive him (ruling: the top cards of his
    discard pile, as many as his revive cost)."""
    n = t.revive_cost(source)
    milled = t.discard_pile(t.owner(source))[-n:] if n > 0 else ()
    return sum(1 for c in milled if t.has_trait(c, "Ori"))


def _ready_harder(t: Surface, source: int, card: int) -> bool:
    """The adversary readied, and one harder to beat while this turn lasts (a turn-long
    difficulty modifier: `Surface.modify(..., until=UNTIL_TURN_END)`)."""
    if not t.ready(card):
        return False
    t.modify(card, 1, difficulty=True, until=UNTIL_TURN_END)
    return True


card("239acd52-d126-41ea-9a82-62de8592a72c", "The Ori (False Gods)", Card(
    WhenRevived(DoUpTo(_ready_harder, your & adversary & trait("Ori") & stopped_card,
                       _ori_milled, prompt="ready an Ori adversary?"))))


# --- session 8 sp-cards11 ---

_HALLUCINATIONS = "718d2ee0-870b-4f7a-9c21-0d97c1581bfc"


def _stop_and_place(t: Surface, source: int, card_: int) -> bool:
    t.stop(card_)
    place_on(t, source, card_)
    t.remove_text(card_, TEXT_ALL)
    return True


def _destroy_hallucinations(t: Surface, source: int, action: Any) -> None:
    """The holder's granted ability: the Hallucinations on him is destroyed."""
    for c in t.beneath(source):
        if t.card_id(c) == _HALLUCINATIONS and placed_on(t, c) == source:
            t.destroy(c)
            return


_SHAKE_OFF = Ability("Ancient Hallucinations: stop this character to destroy it",
                     AbilityCost(stop_self=True), _destroy_hallucinations)


class _BlankHolder(CardEffect):
    """While on a character: his text is blank (removed as it is placed, given back as it
    is destroyed), and he gets the ability to stop himself to destroy it."""

    def granted_abilities(self, t: Surface, source: int, target: int) -> tuple[Ability, ...]:
        return (_SHAKE_OFF,) if target == placed_on(t, source) else ()


def _text_back(t: Surface, source: int) -> bool:
    held = t.recall(source, "on")
    if held and t.in_play(held[0]):
        t.restore_text(held[0], TEXT_ALL)
    t.forget(source, "on")
    return bool(held)


# Rulings: the opponent's character, chosen by its owner; the text he loses is all of his
# own (the abilities other cards give him stay, this one's too); destroyed (by its
# ability or otherwise), it gives his text back.
card(_HALLUCINATIONS, "Ancient Hallucinations", _Placeable(
    Failure(Do(_stop_and_place, opponents & character & Pick(can_stop_card),
               prompt="stop and place it on")),
    _BlankHolder(),
    On(Trigger.DESTROYED, Simple(_text_back), lambda t, s, e: e.card == s)))


# --- session 8 sp-purge ------------------------------------------------------------


def _play_free(t: Surface, source: int, card: int) -> bool:
    t.play_free(card)
    return True


card("a8e98773-2d39-4c66-8c33-e074e6e106ff", "Sixth (Clean Slate)",
     Card(WhenPlayed(May(Seq(PurgeThis(),
                             IfDid(Do(_play_free, adversary & trait("Replicator"),
                                      among=DISCARD))),
                         label="purge Sixth"))))


# --- session 9 sp-cards13: Left Behind ---


def _left_behind_on(t: Surface, source: int) -> bool:
    return placed_on(t, source) >= 0


def _holder_earns_glyph(t: Surface, source: int, e: TriggerEvent) -> bool:
    holder = placed_on(t, source)
    return holder >= 0 and e.card == holder


def _destroy_left_behind(t: Surface, source: int) -> bool:
    t.destroy(source)
    return True


# Ruling: its owner places it on a team character of his choice in play (the text names
# any; none in play, it stays where it is). The victory total text works only while it
# lies on that character (`dsl.OpponentVictoryTotal`: its owner's opponent's total); it
# is destroyed when he earns a glyph, one he already had too.
card("947997d0-11ce-4e88-9062-46e916edc77f", "Left Behind", _Placeable(
    Failure(Do(place_on, team_character, prompt="place it on")),
    OpponentVictoryTotal(2, where=_left_behind_on),
    On(Trigger.GLYPH_EARNED, Simple(_destroy_left_behind), _holder_earns_glyph)))
