"""Bonus Round: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from typing import Any, Final

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.base_set.villains import _Placeable
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    PLAYS,
    Abilities,
    Blocked,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Difficulty,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    DoUpTo,
    Draw,
    Failure,
    Gain,
    GlyphToBottom,
    If,
    IfDid,
    MayPay,
    MoveGlyph,
    On,
    Op,
    Otherwise,
    OwnCost,
    PurgeFrom,
    RandomDiscard,
    Seq,
    Simple,
    SkillBonus,
    WhenAssigned,
    WhenPlayed,
    attached_to,
    block,
    block_for_mission,
    choose,
    destroy,
    incapacitate,
    place_on,
    placed_on,
    ready,
    shuffle_into_deck,
    stop,
    to_hand,
)
from stargate_vcg.effects.system_lords.villains import _FromScorePile
from stargate_vcg.effects.vocab import (
    Pick,
    SkillsBonus,
    adversary,
    always,
    any_of,
    anything,
    ask,
    assigned,
    character,
    count,
    count_at_mission,
    gear,
    hero_card,
    obstacle,
    opponents,
    other,
    plays,
    select,
    shares_glyph,
    ship,
    support_character,
    team_character,
    this,
    this_assigned,
    trait,
    trait_cards_at_mission,
    your,
)
from stargate_vcg.effects.vocab import (
    ready as ready_pick,
)
from stargate_vcg.engine.stargate.actions import (
    ActivateAbility,
    Assign,
    Continue,
    PlayCard,
    PlayComplication,
    Score,
)
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    SCORE_PILE,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    PlayCost,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import CULTURE, INGENUITY, SCIENCE, Surface

_AMBUSH = "preparing the ambush (and its text) is not played"


def ready_and_block(t: Surface, source: int, card: int) -> bool:
    """"Ready <card>; it is blocked" (by this card)."""
    t.ready(card)
    t.block(card, source)
    return True


def _assigned_with_at_least(skill: int, n: int) -> Pick:
    return Pick(lambda t, s, c: t.is_character(c) and t.is_assigned(c)
                and (t.skill(c, skill) or 0) >= n)


def _gear_for_failures(t: Surface, source: int) -> int:
    """The failed missions this turn, the current one included."""
    return t.failed_mission_count(source) + 1


class StopAnAdversaryToPlay(CardEffect):
    """"To play this obstacle, stop one of your adversaries"."""

    cost = PlayCost(stop=1, adversaries=True,
                    which=lambda t, s, c: t.is_adversary(c))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


card("7ff59964-f93c-4279-af34-41c86839903a", "Cer'nak (Jaffa Commander)",
     Card(OwnCost(lambda t, s: -count(assigned & team_character)(t, s)),
          Failure(Seq(RandomDiscard(OPPONENT), RandomDiscard(OPPONENT)))))
card("49eab9e4-5e78-479e-a755-33d6d41fb688", "Ryan Williams (IOA Scientist)",
     Card(Failure(DoN(destroy, gear, _gear_for_failures))))
card("e77b2b90-d57c-4475-ac7e-808681c1be91", "The Price of Disloyalty",
     Card(Difficulty(count_at_mission(other & trait("Jaffa")))))
card("9be20ef6-ae94-493e-91a3-5542a41f8712", "Close Protection",
     Card(Blocked(support_character, always)))
card("e3c74179-2e4f-459d-ae34-1bb0f010d251", "Chokehold",
     Card(WhenPlayed(Do(block, team_character, remember="chosen")),
          Failure(DoRemembered(incapacitate))))
card("3a9cc208-5adf-4a4f-825f-469e27e29aa5", "Blind Devotion",
     Card(WhenPlayed(Do(ready_and_block, _assigned_with_at_least(CULTURE, 3),
                        remember="chosen")),
          Failure(DoRemembered(stop))))
card("c90f8be9-c0b9-478e-b721-f3c1d284ad11", "Distracted",
     Card(WhenPlayed(Do(ready_and_block, _assigned_with_at_least(INGENUITY, 3),
                        remember="chosen")),
          Failure(DoRemembered(stop))))
card("41eddb4d-a1cb-47d2-bdfe-511b7ce54f08", "Scorching Judgment",
     Card(WhenPlayed(Do(destroy, assigned & support_character))))
card("7461519f-965f-4081-96b9-9d62c9322129", "Vile Proposal",
     Card(WhenPlayed(Otherwise(
         DoN(stop, opponents & character, 2, exact=True, chooser=OPPONENT, optional=True),
         Do(stop, character)))))
card("c3a93fdc-ab1e-44a5-955d-51bc194d5190", "Crusade",
     Card(WhenPlayed(Do(to_hand, trait("Ori") & (obstacle | ship), among=DISCARD,
                        optional=True)),
          Failure(Do(to_hand, this, among=OBSTACLES, optional=True))))
card("e790e24d-626e-4dc8-bc0a-1ee724a57152", "Thwarted Plans",
     Card(StopAnAdversaryToPlay(), WhenPlayed(DoAll(ready, assigned & adversary)),
          Blocked(adversary, always)))
card("10f88d66-c81f-486a-a6c1-c6d293590e96", "Iratus Bug Nest",
     Card(Failure(Do(destroy, support_character))), partial=_AMBUSH)
card("bd97b33e-cd41-4215-8b18-14f2e1e4a9d0", "Kel Shak Lo",
     Card(OwnCost(-1, when=any_of(assigned & adversary & trait("Jaffa"))),
          Failure(Do(destroy, support_character))), partial=_AMBUSH)


# --- batch 2 ---------------------------------------------------------------------------

_OUTLAW = "the outlaw keyword is not played"


def _has_complications(t: Surface, source: int) -> bool:
    return t.complication_count > 0


def _glyph_kinds(t: Surface, card: int) -> set[object]:
    return {t.glyph_of(m) for m in t.glyphs(card)}


def _matches_an_assigned_glyph(t: Surface, source: int, card: int) -> bool:
    """Ardent Prior: a ready character with a glyph that an assigned character has too."""
    if not (t.is_character(card) and t.is_ready(card)):
        return False
    mine = _glyph_kinds(t, card)
    return any(c != card and t.is_character(c) and t.is_assigned(c)
               and mine & _glyph_kinds(t, c)
               for c in (*t.cards_in_play(t.hero), *t.cards_in_play(t.villain)))


def _shares_with_blocked(t: Surface, source: int, card: int) -> bool:
    """Crystalline Entity: an assigned character sharing a glyph with the one it blocked."""
    return t.is_character(card) and t.is_assigned(card) and any(
        b != card and t.in_play(b) and shares_glyph(t, b, card)
        for b in t.recall(source, "chosen"))


def _minus_complications(t: Surface, source: int) -> int:
    return -t.complication_count


def _scores(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, Score)


class CheaperRevive(CardEffect):
    """Beacon of Enlightenment: every adversary's revive cost is 2 less."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return -2


class MinistrantPrior(CardEffect):
    """Ministrant Prior (Village Shepherd): from his owner's score pile, Ori adversaries
    cost his owner 1 less to play."""

    zones = frozenset({SCORE_PILE})
    cost_on = PLAYS

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        return -1 if (isinstance(action, PlayCard) and player == t.owner(source)
                      and t.is_adversary(action.card)
                      and t.has_trait(action.card, "Ori")) else 0


class ScoredTakesBack(CardEffect):
    """"When you score <this>, <verb> a card <pick> (optional)": a scored trigger."""

    zones = frozenset({IN_PLAY, SCORE_PILE})
    listens = frozenset({Trigger.SCORED})

    def __init__(self, pick: Pick, mine: bool = True) -> None:
        self.pick, self.mine = pick, mine

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SCORED and event.card == source

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        options = select(t, source, self.pick, t.discard_pile(me))
        if options:
            ask(t, source, "take", me, options, "take into hand", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.take_into_hand(chosen[0])


class WraithScientist(ScoredTakesBack):
    """Wraith Scientist (Unscrupulous Geneticist): scored, a Disease or Wraith obstacle
    comes back from the discard pile; one with dominion may instead go to the score
    pile, for 2 power."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "take" and chosen:
            card = chosen[0]
            if t.has_dominion(card) and t.power(me) >= 2:
                ask(t, source, "score it", me, (card,), "pay 2 power to score it instead",
                    optional=True)
                t.remember(source, "taken", (card,))
                return
            t.take_into_hand(card)
        elif step == "score it":
            card = t.recall(source, "taken")[0]
            t.forget(source, "taken")
            if chosen:
                t.lose_power(me, 2)
                t.score(card)
            else:
                t.take_into_hand(card)


card("528fe832-aa1c-42f5-8d8f-f4bfbd5d273a", "Anateo (Ruthless Second)",
     Card(WhenAssigned(this, If(_has_complications,
                                Do(block_for_mission, character & ready_pick,
                                   optional=True)))),
     partial=_OUTLAW)
card("31f77ce1-159e-485e-a1c2-8f4f3eb8ceb2", "Ardent Prior (Pernicious Influence)",
     Card(Blocked(Pick(_matches_an_assigned_glyph), this_assigned),
          Failure(MoveGlyph(team_character))))
card("0297698d-72c7-41d4-a2e7-02f22cb5f4f0", "Crystalline Entity (Doppelganger)",
     Card(WhenAssigned(this, Seq(MayPay(1), IfDid(Do(block_for_mission, character & ready_pick,
                                                     remember="chosen")))),
          SkillsBonus(-1, Pick(_shares_with_blocked), when=this_assigned)))
card("0c9a4d07-e651-43a6-a5e5-c564cbb35104", "Poole's Replicator (Fugitive Experiment)",
     Card(CostChangeBy(_minus_complications,
                       plays(obstacle & trait("Replicator"), when=this_assigned), on=PLAYS)))
card("956fe912-4501-43f4-9123-dad3da0b27c7", "Beacon of Enlightenment",
     Card(CostChange(-1, plays(obstacle & trait("Ori"),
                               when=any_of(assigned & adversary & trait("Ori"))), on=PLAYS),
          CheaperRevive(),
          Cant(_scores, "adversaries can't be scored")))
card("57d62250-06ce-490c-8b91-043193968fd9", "Ministrant Prior (Village Shepherd)",
     MinistrantPrior())
class ScoredToo(Card):
    """A `Card` whose text also works from the score pile ("when you score ...")."""

    zones = frozenset({IN_PLAY, SCORE_PILE})


class _GearOrAttachedGear(Do):
    """(Session 10 sp-cards15) A hero gear in play, or a gear that is an attachment of a
    character (beneath him: `dsl.attached_to`)."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        return (*select(t, source, gear & hero_card),
                *(c for c in attached_to(t, source, character) if t.is_gear(c)))


card("bfca2be0-fa77-4b89-9c31-a20183383d5c", "De'vir (Disillusioned Illac Renin)",
     ScoredToo(Failure(Do(to_hand, (trait("Jaffa") & obstacle) | gear, among=DISCARD)),
               On(Trigger.SCORED, _GearOrAttachedGear(destroy, gear),
                  lambda t, s, e: e.card == s)),
     partial="the outlaw keyword is not played")
card("5bc02c39-da13-47d7-9a46-4cbc2f8184a6", "Wraith Scientist (Unscrupulous Geneticist)",
     WraithScientist(obstacle & (trait("Disease") | trait("Wraith"))))


# --- batch 3 -----------------------------------------------------------------------------


def _attachments(t: Surface, card: int) -> int:
    """Cards placed beneath or on a character: his glyphs and the cards beneath him."""
    return len(t.glyphs(card)) + len(t.beneath(card))


def _chosen(t: Surface, source: int, card: int) -> bool:
    return card in t.recall(source, "chosen")


class CrippledWeakens(CardEffect):
    """Crippled: skills -1 to the chosen, for each card attached to him."""

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        return -_attachments(t, target) if _chosen(t, source, target) else 0


card("f11d4966-aba5-4c9e-be48-1a09e2c4b51f", "Lourdes Malay (Security Officer)",
     Card(SkillsBonus(-1, team_character & Pick(lambda t, s, c: _attachments(t, c) > 0),
                      when=this_assigned)))
card("7c9ff035-efc4-4f17-8f9a-bc415c2c4d7b", "Crippled",
     Card(WhenPlayed(Do(choose, assigned & team_character, remember="chosen")),
          CrippledWeakens(), Failure(DoRemembered(incapacitate))))
card("9cacba07-474f-4af1-8dcc-e8a4aa6433a0", "Anti-Rebel Task Force",
     Card(WhenPlayed(Do(block, team_character, remember="chosen")),
          Failure(GlyphToBottom(Pick(_chosen), chooser=OPPONENT))))
# Asuran Ascendancy. (Session 10 sp-cards15) Ruling: the gear cards attached to characters
# or ships are the gear cards beneath them (`dsl.attached_to`, as Crippled counts them),
# whatever their face; they go to their owners' decks with the others.
def _attached_gears_to_decks(t: Surface, s: int) -> bool:
    found = [c for c in attached_to(t, s, character | ship) if t.is_gear(c)]
    if found:
        t.shuffle_into_deck(found)
    return bool(found)


card("b29a1751-aee2-42b9-96c4-dc6e076fda10", "Asuran Ascendancy",
     Card(Failure(Seq(DoAll(shuffle_into_deck, gear & hero_card),
                      Simple(_attached_gears_to_decks)))))


class Cliffhanger(CardEffect):
    """Cliffhanger: while it is at the mission its player only passes; failed, his
    opponent can't continue to another mission this turn (the text works on from the
    discard pile)."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})
    listens = frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE and source in t.obstacles

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.remember(source, "failed", (t.turn,))

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if (player == t.owner(source) and source in t.obstacles
                and isinstance(action, (PlayCard, Assign, ActivateAbility, PlayComplication))):
            return "Cliffhanger: only passing until the mission ends"
        if (isinstance(action, Continue) and player != t.owner(source)
                and t.recall(source, "failed") == (t.turn,)):
            return "Cliffhanger: no more missions this turn"
        return None


card("5b378f52-d9b1-4a05-a5cb-db82e6e69454", "Cliffhanger", Cliffhanger())


def _plans_drain(t: Surface, source: int) -> bool:
    """Ruling: "drain X" puts the top X cards of that player's deck into his discard
    pile: 4 of them, 8 with an assigned Wraith adversary."""
    wraith = any_of(assigned & adversary & trait("Wraith"))(t, source)
    t.mill(t.opponent(t.owner(source)), 8 if wraith else 4)
    return True


card("10030747-828b-44a8-8959-f90c2b5acca6", "Plans Within Plans",
     Card(WhenPlayed(Draw(4, OPPONENT)), Failure(Simple(_plans_drain))))


class PinnedDown(CardEffect):
    """Pinned Down: failed, the adversaries assigned then are cheaper to revive that turn
    (1 less, 2 for a Wraith). Ruling: revived after the mission, when none is assigned any
    more: the adversaries are those assigned as it failed (the text works on from the
    discard pile)."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})
    listens = frozenset({Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE and source in t.obstacles

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        foes = tuple(c for c in t.cards_in_play(t.owner(source))
                     if t.is_adversary(c) and t.is_assigned(c))
        t.remember(source, "pinned", (t.turn, *foes))

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        mark = t.recall(source, "pinned")
        if not mark or mark[0] != t.turn or adversary not in mark[1:]:
            return 0
        return -2 if t.has_trait(adversary, "Wraith") else -1


card("06b54ccf-6ffb-431c-9648-a22c783127bb", "Pinned Down", PinnedDown())


def _vashin_targets(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.cards_in_play(t.owner(source))
                 if (t.is_adversary(c) or t.is_ship(c)) and c != source)


def _vashin(t: Surface, source: int, action: ActivateAbility) -> None:
    """An adversary gets difficulty +X, or a villain ship firepower +X, X the
    complications, until the mission ends."""
    x = t.complication_count
    if t.is_ship(action.target):
        t.modify(action.target, x, firepower=True)
    else:
        t.modify(action.target, x, difficulty=True)


def _solek_price(t: Surface, source: int) -> int:
    return max(0, 3 - t.complication_count)


def _solek_targets(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.support_characters(t.opponent(t.owner(source))))


def _solek(t: Surface, source: int, action: ActivateAbility) -> None:
    """Ruling: the power (3, 1 less per complication) is paid as the ability resolves;
    it is usable only while its player has that much."""
    t.lose_power(t.owner(source), _solek_price(t, source))
    t.destroy_by(action.target, source)


def _put_into_play(t: Surface, source: int, card: int) -> bool:
    t.put_into_play(card)
    return True


card("67c0c47d-86ff-441e-a0b8-8a61e6498f83", "Vashin (Alliance Helmsman)",
     Card(Abilities(Ability("Vashin: difficulty or firepower per complication",
                            AbilityCost(power=1, destroy_self=True), _vashin,
                            targets=_vashin_targets))),
     partial=_OUTLAW)
card("c790fc92-6812-4035-bdda-36374ed1daf9", "Solek (Lucian Alliance Brute)",
     Card(Abilities(Ability("Solek: destroy a support character",
                            AbilityCost(destroy_self=True), _solek, targets=_solek_targets,
                            usable=lambda t, s: t.power(t.owner(s)) >= _solek_price(t, s)))),
     partial=_OUTLAW)
card("9291fcd2-df36-47fa-b05a-fb05b41ea9a0", '"Trebal" (Wraith Infiltrator)',
     Card(Failure(Do(_put_into_play, your & ship & trait("Wraith"), among=HAND,
                     optional=True, prompt="put a Wraith ship into play, free"))),
     partial="hiding his Wraith trait from the opponent's cards is not played")


def _support_destroyed_this_mission(t: Surface, source: int) -> bool:
    return any(t.is_support_character(c) for c in t.destroyed_this_turn(since_mission=True))


card("d5e141d2-cf8b-485f-a05a-97cf97b08039", "Emissary Varta (Galaran Ambassador)",
     Card(WhenAssigned(this, If(_support_destroyed_this_mission,
                                Do(stop, character, optional=True)))))


def _todd_reveals(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.hand(t.owner(source))
                 if t.is_obstacle(c) or t.has_trait(c, "Wraith"))


def _todd(t: Surface, source: int, action: ActivateAbility) -> None:
    """Ruling: the reveal and the drain (the top cards of his deck to the discard pile,
    as many as the revealed card's cost) are paid as the ability resolves."""
    me = t.owner(source)
    t.reveal(action.target)
    t.mill(me, t.printed_cost(action.target))
    ask(t, source, "play", me, (action.target,), "play it at no cost", optional=True)


class Todd(CardEffect):
    """"Todd" (Ambiguous Villain): stopped, he reveals a Wraith or obstacle card of his
    player's hand, drains its cost, and may play it at no cost."""

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return _TODD

    def fixed_abilities(self) -> tuple[Ability, ...]:
        return _TODD

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and chosen[0] in t.hand(t.owner(source)):
            t.play_free(chosen[0])


_TODD = (Ability('"Todd": play a revealed card free', AbilityCost(stop_self=True), _todd,
                 targets=_todd_reveals),)

card("3ef2eb45-449a-4c7a-b9f1-8e6b60ed7bd1", '"Todd" (Ambiguous Villain)', Todd())


# --- session 7 sp-cards10 ---------------------------------------------------------------------


class _ScoredCostsMore(CardEffect):
    """Battle Formation: lying in its owner's villain score pile, it counts 1 more towards
    his score-pile total."""

    def score_cost_modifier(self, t: Surface, source: int, player: int, card: int) -> int:
        return 1 if card == source and player == t.owner(source) else 0


card("ef468681-5876-40e5-a981-e9c5a959bb95", "Battle Formation",
     _FromScorePile(_ScoredCostsMore()))


def _wraith_assigned(t: Surface, s: int) -> bool:
    return any_of(assigned & adversary & trait("Wraith"))(t, s)


def _withdraw_2(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 2)


# Prowling Hunters: its extra withdraw is the keyword's own ability (destroyed for 2
# power), there only with a Wraith adversary at the mission.
card("23ad8106-b168-4c8d-b421-e553a64f0edb", "Prowling Hunters",
     Card(SkillBonus(SCIENCE, 2, this, when=_wraith_assigned),
          SkillBonus(INGENUITY, 2, this, when=_wraith_assigned),
          Abilities(Ability("Withdraw 2", AbilityCost(destroy_self=True), _withdraw_2,
                            usable=_wraith_assigned))))


def _with_disease_on_them(t: Surface, s: int, c: int) -> bool:
    return t.is_character(c) and any(
        t.is_obstacle(o) and t.has_trait(o, "Disease") for o in t.beneath(c))


card("15d42d27-c433-456b-9e29-ef73b0e7e4ac", "Recurring Nightmares",
     _Placeable(WhenPlayed(Do(stop, Pick(_with_disease_on_them), optional=True)),
                Failure(Do(place_on, character, prompt="place it on"))))


def _free_complication(t: Surface, s: int, c: int) -> bool:
    t.place_complication(c, t.owner(s))
    return True


card("4162170e-7af4-4d00-b7c1-44162ac64c34", "Unsanctioned Research",
     Card(WhenPlayed(DoUpTo(_free_complication, anything, trait_cards_at_mission("Replicator"),
                            among=HAND, prompt="play as a complication at no cost"))))


class _JayemPays(Op):
    """Jayem Seran, assigned: his player names X, 0 to 2 (within his power), and pays
    it. Ruling: X is named and paid as the assignment happens; X is then added to his
    difficulty and to his revive cost while the mission lasts, and the hero's power
    drops by one more than X."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = tuple(range(min(2, t.power(t.owner(source))) + 1))
        self.ask(t, source, t.owner(source), options, "pay X power", args,
                 labels=tuple(f"X = {x}" for x in options))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        x = chosen[0] if chosen else 0
        me = t.owner(source)
        t.lose_power(me, x)
        if x:
            t.modify(source, x, difficulty=True)
        t.remember(source, "x", (t.turn, t.mission, x))
        t.lose_power(t.opponent(me), x + 1)
        self.finish(t, source, args, True)


class _JayemRevive(CardEffect):
    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        held = t.recall(source, "x")
        return held[2] if adversary == source and len(held) == 3 and \
            held[:2] == (t.turn, t.mission) else 0


card("d232f95d-b740-4ff3-a9e4-60af30e29df6", "Jayem Seran (Night Guard, Second Class)",
     Card(WhenAssigned(this, _JayemPays()), _JayemRevive()))


def _no_adversary_of_yours(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == s
            and not any(t.is_adversary(c) for c in t.cards_in_play(player)))


def _highest_rating_destroyed(t: Surface, s: int) -> int:
    held = t.recall(s, "destroyed")
    if not held:
        return 0
    return max((r for k in range(4) if (r := t.printed_rating(held[0], k)) is not None),
               default=0)


# Traitor's Reward: ruling (as Censored Language's discard), the adversary that pays for
# it is destroyed as it is played: one of its player's, so it needs one in play.
card("5d4385ed-baf4-4f7e-b572-7ffeb6d2e443", "Traitor's Reward",
     Card(Cant(_no_adversary_of_yours, "Traitor's Reward: destroy an adversary to play it"),
          WhenPlayed(Seq(Do(destroy, your & adversary, remember="destroyed",
                            prompt="destroy (to play Traitor's Reward)"),
                         Gain(_highest_rating_destroyed)))),
     partial="the outlaw keyword is not played")


class _HeldByConversion(CardEffect):
    """Conversion, on the character it turned: his revive cost is his cost, he has the
    Ori trait, he can't be scored (as The Enemy Within)."""

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return t.printed_cost(adversary) if adversary == placed_on(t, source) else 0

    def grants_trait(self, t: Surface, source: int, target: int, trait: str) -> bool:
        return trait == _ORI and target == placed_on(t, source)

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if isinstance(action, Score) and action.adversary == placed_on(t, source):
            return "Conversion: this adversary can't be scored"
        return None


_ORI = normalize_name("Ori")


def _no_assigned_support(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == s
            and not select(t, s, assigned & support_character))


def _convert(t: Surface, source: int, card: int) -> bool:
    place_on(t, source, card)
    t.ready(card)
    t.remove_text(card, TEXT_ALL)
    t.turn_into_adversary(card, t.owner(source))
    return True


# Conversion: ruling, the character is chosen as it is played (it can be played only while
# a support character is assigned).
card("0f80632e-456c-4f14-9ff6-a1e003c7c64c", "Conversion",
     _Placeable(Cant(_no_assigned_support, "Conversion: needs an assigned support character"),
                WhenPlayed(Do(_convert, assigned & support_character, prompt="convert")),
                _HeldByConversion()))


def _blockade_beneath(t: Surface, source: int, card: int) -> bool:
    """The top card of the opponent's mission pile is blockaded beneath `card`
    (glossary "blockade")."""
    return t.blockade(card, t.opponent(t.owner(source)))


# Doomsday Scenario: ruling, "a mission" is the one a blockade takes (the top card of the
# opponent's mission pile), beneath a Replicator adversary its player chooses.
card("9516b3c3-db0a-4124-a5e6-e0be26d29ff4", "Doomsday Scenario",
     Card(Failure(Do(_blockade_beneath, adversary & trait("Replicator")
                     & Pick(lambda t, s, c: t.controller(c) == t.owner(s)),
                     optional=True, prompt="blockade a mission beneath"))))


def _weaker_per_complication(t: Surface, source: int, card: int) -> bool:
    n = t.complication_count
    if n:
        t.modify(card, -n, firepower=True)
    return n > 0


# Hijacked Ship: ruling, the firepower loss lasts to the mission's end (the complications
# counted as it is played).
card("0954cece-1960-4423-9bb7-c428551ca00e", "Hijacked Ship",
     Card(WhenPlayed(Do(_weaker_per_complication, assigned & ship & hero_card,
                        prompt="firepower -1 per complication"))),
     partial="the outlaw keyword, and its Victory text (an obstacle's Victory text is not "
             "used by the engine), are not played")


def _battle_begins(t: Surface, s: int, e: TriggerEvent) -> bool:
    """The second pass in a row: the ship battle is next (its step comes once this
    event's triggers are resolved). Ruling: "at the beginning of the ship battle" is
    then, before the firepower totals are compared."""
    return t.phase == "ship battle" and s in t.obstacles


card("8ad3ed4f-6098-4a49-bde2-bcfbf061c02b", "Ground Assault",
     Card(On(Trigger.PASSED, DoAll(stop, assigned & ship), _battle_begins)))


# --- session 8 sp-purge ------------------------------------------------------------

card("33d31161-ec1f-41b8-94ee-3e5d48debe5a", "Grisly Discovery",
     Card(WhenPlayed(PurgeFrom(character, 2, up_to=True))))


# --- session 10 sp-cards14 ---


class Bynarr(CardEffect):
    """Bynarr (Warden of Hell): not stopped (nor incapacitated), he answers each event
    of the opponent's before it resolves (`Trigger.PLAYING`): his owner may destroy him,
    and then the event has no effect (`Surface.cancel_play`: to the discard pile)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.PLAYING})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.PLAYING and event.player == t.opponent(t.owner(source))
                and t.is_event(event.card) and t.in_play(source)
                and (t.is_ready(source) or t.is_assigned(source)))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        ask(t, source, "cancel", t.owner(source), (0,), "destroy Bynarr: no effect",
            optional=True, labels=("destroy Bynarr",), args=(event.card,))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen and t.in_play(source):
            t.destroy(source)
            t.cancel_play(args[0])


card("405cce65-a440-4b5a-8ec7-d5f29f6543fe", "Bynarr (Warden of Hell)", Bynarr())


# --- session 11 sp-cards16: Vagonbrei Parasite -------------------------------------------

from stargate_vcg.effects.base_set.villains import _destroy_if_placed  # noqa: E402
from stargate_vcg.effects.dsl import place_on  # noqa: E402
from stargate_vcg.effects.vocab import assigned, character  # noqa: E402
from stargate_vcg.engine.stargate.effects import Replace  # noqa: E402

_SLEEP: Final = "sleep counters"


def _sleeper(t: Surface, source: int, e: TriggerEvent) -> bool:
    return e.card >= 0 and e.card == placed_on(t, source)


def _add_sleep_counter(t: Surface, source: int) -> bool:
    counters = t.recall(source, _SLEEP)
    t.remember(source, _SLEEP, ((counters[0] if counters else 0) + 1,))
    return True


def _holder_at_a_success(t: Surface, source: int, e: TriggerEvent) -> bool:
    holder = placed_on(t, source)
    return holder >= 0 and t.is_assigned(holder)


class _Sleep(CardEffect):
    """The character it lies on: becoming ready while he has sleep counters, the counters
    are destroyed instead (he stays as he is)."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.READY and card >= 0 and card == placed_on(t, source) \
            and bool(t.recall(source, _SLEEP)) and t.recall(source, _SLEEP)[0] > 0

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.forget(source, _SLEEP)
        t.note(source, "Vagonbrei Parasite: the sleep counters go, he stays as he was")


# Vagonbrei Parasite: placed on an assigned character (its owner's choice) by its Failure
# text; there, each time he becomes stopped he gets a sleep counter (remembered on it),
# his readying (by text, or as the debrief readies) only destroys them while he has any,
# and it is destroyed when he is at a successful mission (the Success text it gives him).
card("2b0227e1-e770-4d71-b74a-f91ca7e10c54", "Vagonbrei Parasite", _Placeable(
    Failure(Do(place_on, assigned & character, prompt="place it on")),
    On(Trigger.STOPPED, Simple(_add_sleep_counter), _sleeper),
    _Sleep(),
    On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed), _holder_at_a_success)))


# --- session 11 sp-cards16: Plot Twist ---------------------------------------------------

from stargate_vcg.engine.stargate.surface import (  # noqa: E402
    UNTIL_MISSION_END,
    UNTIL_TURN_END,
    reads_modifier_origins,
)


def _plot_twist(t: Surface, source: int) -> bool:
    """Plot Twist, as it is played. Rulings: what ends is every modifier a hero card's
    text made to last to the mission's end or the turn's
    (`Surface.modifiers_this_turn`; a boost is the rules', not a card's text, and
    stays), and the restrictions and cost changes hero cards keep that long
    (`Surface.keep_rules`); what such text already did (a card blocked, readied or
    stopped, text removed) stays done."""
    ended = False
    for row in t.modifiers_this_turn():
        made_by, until = row[0], row[6]
        if made_by >= 0 and t.is_hero_card(made_by) and \
                until in (UNTIL_MISSION_END, UNTIL_TURN_END):
            ended = t.end_modifier(row) or ended
    for kept, until in t.lasting_rules():
        if t.is_hero_card(kept) and until in (UNTIL_MISSION_END, UNTIL_TURN_END):
            ended = t.end_lasting_rules(kept, until) or ended
    return ended


card("6934636b-f4d9-4a37-a2d1-2c08e8aabd36", "Plot Twist",
     reads_modifier_origins(Card(WhenPlayed(Simple(_plot_twist)))))
