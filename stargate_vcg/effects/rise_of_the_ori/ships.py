"""Rise of the Ori ships (by card id; no card text here: data policy). Ships fight in the
ship battle by the English rulebook (engine); their text is a few lines of the
declarative vocabulary (`stargate_vcg.effects.dsl`)."""

from __future__ import annotations

from functools import partial
from typing import Any

from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    OBSTACLES,
    OPPONENT,
    Amount,
    ArrangeTop,
    Card,
    DifficultyOf,
    Do,
    DoAll,
    DoEach,
    DoN,
    Failure,
    Gain,
    If,
    IfDid,
    LookAtMissionPile,
    MayPay,
    MissionGets,
    Modes,
    Op,
    Otherwise,
    Pay,
    Search,
    Seq,
    Simple,
    SkillsBy,
    Success,
    Victory,
    WhenAssigned,
    amount_of,
    block_for_mission,
    destroy,
    gets,
    ready,
    stop,
    to_hand,
    unblock,
)
from stargate_vcg.effects.vocab import (
    Cond,
    Pick,
    adversary,
    any_card,
    ask,
    assigned,
    character,
    count,
    hero_card,
    obstacle,
    opponents,
    rated,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    with_glyphs,
    your,
)
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import COMBAT, Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

# --- what these ships share -----------------------------------------------------------------
# Ruling: "ready a <card>" picks a stopped one (readying an assigned card would take it
# from the mission, which the text does not mean).

hero_ship = ship & hero_card
promoted = Pick(lambda t, s, c: t.promotion_tokens(c) > 0)


class Firepower(CardEffect):
    """"This ship gets firepower +N (for each ...)"."""

    def __init__(self, amount: Amount) -> None:
        self.amount = amount

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return amount_of(t, source, self.amount) if target == source else 0


def _blockade(t: Surface, source: int) -> bool:
    """"Blockade a mission": the top of the opponent's mission pile beneath this card."""
    return t.blockade(source, t.opponent(t.owner(source)))


def _blockaded(t: Surface, source: int) -> int:
    return t.blockaded_missions()


def _experience(t: Surface, source: int) -> int:
    return t.printed_experience(t.mission) if t.mission >= 0 else 0


def _promote(t: Surface, source: int, card: int) -> bool:
    t.add_promotion_token(card)
    return True


def _face_down(t: Surface, source: int, card: int) -> bool:
    return t.turn_face_down(card)


def _pay_cost_then(verb_name: str) -> Any:
    """Paying a card's own cost to act on it: the card is picked among those whose cost
    the ship's owner can afford, and the payment goes with the pick."""
    def verb(t: Surface, source: int, card: int) -> bool:
        t.lose_power(t.owner(source), t.printed_cost(card))
        if verb_name == "destroy":
            t.destroy_by(card, source)
        else:
            t.take_into_hand(card)
        return True
    verb.__name__ = f"pay its cost and {verb_name}"
    return verb


affordable = Pick(lambda t, s, c: t.printed_cost(c) <= t.power(t.owner(s)))


def _while_assigned(pick: Pick) -> Pick:
    return Pick(lambda t, s, c: t.is_assigned(s) and pick(t, s, c))


def _any(pick: Pick, among: str = "") -> Cond:
    if among == OBSTACLES:
        return lambda t, s: bool(select(t, s, pick, t.obstacles))
    if among == DISCARD:
        return lambda t, s: bool(select(t, s, pick, t.discard_pile(t.owner(s))))
    return any_card(pick)


_replicators_elsewhere = trait_cards_at_mission("Replicator")


def _ori_in_hand(t: Surface, source: int) -> bool:
    me = t.owner(source)
    ori = [c for c in t.hand(me) if t.has_trait(c, "Ori")]
    for c in t.hand(me):
        t.reveal(c)
    t.gain_power(me, len(ori))
    return True


def _beneath_face_down(t: Surface, source: int, card: int) -> bool:
    t.place_beneath(card, source)
    return True


class DiscardThenDraw(Op):
    """Any number of cards discarded from the hand, then as many drawn."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        hand = t.hand(t.owner(source))
        if not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), hand, "discard cards, then draw as many", args,
                 optional=True, most=len(hand), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.discard(c)
        if chosen:
            t.draw(t.owner(source), len(chosen))
        self.finish(t, source, args, bool(chosen))


def _then_pay(amount: int, cond: Cond, op: Op) -> Op:
    """"You may pay N power. If you do, <op>", offered only when `op` has something to
    act on (paying for nothing is not offered)."""
    return If(cond, Seq(Pay(amount), IfDid(op)))


# --- hero ships -----------------------------------------------------------------------------

card("536586a1-887a-47b2-b11d-fdd1e1578877", "Archaic Death Glider",
     Card(WhenAssigned(this, _then_pay(3, any_card(adversary),
                                       Do(block_for_mission, adversary)))))
card("519ca741-209d-4237-8545-d3948951ae41", "The Daniel Jackson (Supreme Commander's Ship)",
     Card(WhenAssigned(this, _then_pay(3, _any(hero_card, DISCARD),
                                       Do(to_hand, hero_card, among=DISCARD)))))
card("f803c195-cbfa-4a6d-b53c-e1a871bc72ce", "F-302",
     Card(WhenAssigned(this, _then_pay(3, _any(rated(COMBAT), OBSTACLES),
                                       Do(_face_down, rated(COMBAT), among=OBSTACLES)))))
card("10bdafb3-d53e-4752-9338-c63bb4fa5d30", "Free Jaffa Ha'tak",
     Card(Firepower(count(assigned & character & trait("Jaffa") & with_glyphs(1))),
          Victory(Seq(Pay(2), IfDid(Search(trait("Jaffa") & hero_card))))))
card("b0a349b9-8645-4e2f-a39b-22ee4a8d23da", "Jacek's Tel'tak (Cargo Ship)",
     Card(Success(DiscardThenDraw())))
card("a05670db-6211-4856-9b4f-a1faecce8df0", "Korolev (Russian Flagship)",
     Card(Firepower(lambda t, s: t.failed_mission_count(s)),
          WhenAssigned(this, Do(ready, your & stopped & character
                                & (trait("Russian") | with_glyphs(1))))))
card("1009407e-5ab7-49b1-a92e-de9a58c89f3d", "The O'Neill (Last Great Hope)",
     Card(WhenAssigned(this, If(_any(trait("Replicator"), OBSTACLES),
                                Seq(MayPay(destroy_this=True, label="destroy the O'Neill"),
                                    IfDid(Do(destroy, trait("Replicator"),
                                             among=OBSTACLES))))),
          Victory(Do(_pay_cost_then("destroy"), obstacle & affordable, among=OBSTACLES,
                     optional=True))))
card("9355f917-0bb0-4bd7-b2dd-c28add83ba84", "Odyssey (Deep Space Carrier)",
     Card(Victory(Seq(Pay(1), IfDid(DoAll(gets(1, skills=True),
                                          assigned & character & with_glyphs(1)))))))
card("5854c33f-8ab1-4cdf-b112-f1c40dd11d8f", "Prometheus (The X-303)",
     Card(WhenAssigned(this, _then_pay(3, any_card(stopped & character & promoted),
                                       Do(ready, stopped & character & promoted))),
          Victory(Do(_promote, your & team_character))))
card("0cb65547-64cf-4ab8-8059-1b8817634ad0", "Seberus (Racing Ship)",
     Card(WhenAssigned(this, _then_pay(3, any_card(stopped & support_character),
                                       Do(ready, stopped & support_character)))))
card("664e66f8-6f42-4635-a1b5-24e1d1a60922", "Selmak's Tel'tak (Scout Ship)",
     Card(SkillsBy(1, character & promoted, lambda t, s: t.is_assigned(s)),
          Success(Do(_promote, your & team_character))))
card("a5f70768-f4c4-427e-95b6-53e9cde2984f", "Tok'ra Tel'tak", Card(Success(LookAtMissionPile())))
card("509499da-b938-4df5-8fce-e4971e73a6e0", "Trust-Controlled Al'kesh (Commandeered Vessel)",
     Card(Victory(_then_pay(4, any_card(assigned & adversary),
                            Do(destroy, assigned & adversary)))))
card("b256c4a6-1203-4729-8ec7-7b2096035a30", "Beliskner (Thor's Chariot)",
     Card(Victory(Do(_promote, your & team_character)),
          Success(If(any_card(assigned & character & promoted),
                     Do(destroy, adversary, optional=True)))))

# --- villain ships --------------------------------------------------------------------------

card("0fe2f919-35e9-497b-8296-d9cbeef94307", "Adria's Mothership (Light of Origin)",
     Card(Victory(Seq(Pay(3), IfDid(Simple(_blockade)))),
          Failure(DoEach(destroy, support_character, _blockaded))))
card("a1d3d679-fa55-4bad-8573-17aa8f3209c8", "Anubis' Mothership (Seat of Power)",
     Card(WhenAssigned(this, Seq(Pay(1), IfDid(Search(trait("Goa'uld")))))))
card("e4e04408-04d8-4a38-82be-b8cb48c98177", "Apophis' Ha'tak (The Serpent's Tooth)",
     Card(Firepower(_experience),
          Victory(Otherwise(DoN(stop, opponents & character, 2, exact=True,
                                chooser=OPPONENT, optional=True),
                            Do(stop, character, optional=True)))))
card("0de4e3f5-b340-4119-9b11-dfd510aec4aa", "Archaic Tel'tak",
     Card(WhenAssigned(this, _then_pay(
         2, any_card(adversary & Pick(lambda t, s, c: t.is_stopped(c) or t.is_blocked(c))),
         Modes(("ready an adversary", Do(ready, stopped & adversary)),
               ("unblock an adversary", Do(unblock, adversary)))))))
card("55009277-dc9b-440b-843d-850b7c25319e", "Aschen Harvester",
     Card(Victory(Gain(_blockaded)), Failure(Seq(Pay(2), IfDid(Simple(_blockade))))))
card("cd804782-0a72-4076-b13f-5dd90d8c18d7", "Baal's Ha'tak (Mighty Warship)",
     Card(Victory(Seq(Pay(3), IfDid(Simple(_blockade)))),
          Failure(DoEach(stop, character, _blockaded))))
card("199e83ed-0efc-4bc4-b4d7-d71fdd7aae34", "Death Glider",
     Card(Victory(Do(_pay_cost_then("destroy"), assigned & support_character & affordable,
                     optional=True))))
card("b87013da-d940-4eac-bc0f-bc3c3c66750f", "Gadmeer Ship (Legacy of a Civilization)",
     Card(Failure(ArrangeTop(1, whose=OPPONENT))))


class _GoauldScoredDearer(CardEffect):
    """Goa'uld Ha'tak: the Goa'uld cards in its owner's villain score pile cost 1 more
    towards his score-pile victory. Ruling: while its text is in effect (in play, on its
    owner's villain turns), each Ha'tak adds its own +1."""

    def score_cost_modifier(self, t: Surface, source: int, player: int, card: int) -> int:
        return 1 if player == t.owner(source) and t.has_trait(card, "Goa'uld") else 0


card("04167a2a-5c4e-41fa-a764-87fccf5ab42d", "Goa'uld Ha'tak",
     Card(_GoauldScoredDearer(), Failure(Do(destroy, hero_ship & stopped))))
card("9bd21d9b-5e94-4b68-abb3-eed26c1f4ba3", "Ori Fighter",
     Card(Failure(Seq(Pay(2), IfDid(Simple(_blockade))))))
card("2e450a6d-97d3-4da8-934e-f7333f325772", "Ori Mothership",
     Card(WhenAssigned(this, Seq(Pay(2), IfDid(Simple(_ori_in_hand)))),
          Victory(MissionGets(1))))
card("52463818-06d1-4549-b6c5-116ce141678d", "Ra's Mothership (Vessel of the Sun God)",
     Card(WhenAssigned(this, _then_pay(3, any_card(assigned & support_character),
                                       Do(_beneath_face_down, assigned & support_character))),
          Victory(MissionGets(lambda t, s: len(t.beneath(s))))))
card("1a76ce87-921c-4f57-bbae-fdc31da77b06", "Replicator Lander (Vanguard)",
     Card(Firepower(_replicators_elsewhere),
          WhenAssigned(this, Do(_pay_cost_then("take into hand"),
                                trait("Replicator") & affordable, among=DISCARD,
                                optional=True))))
card("d926d171-5eee-4d68-88fd-dfdc840e778f", "Replicator Mothership (Symbol of Change)",
     Card(DifficultyOf(1, _while_assigned(adversary & trait("Replicator"))),
          Victory(Seq(Pay(1), IfDid(DoAll(gets(1, difficulty=True), trait("Replicator"),
                                          among=OBSTACLES))))))
card("c66042ec-07e4-4ca8-94a6-9a6cc5394189", "Apophis' Mothership (The Serpent's Venom)",
     Card(DifficultyOf(1, _while_assigned(obstacle & (trait("Goa'uld") | trait("Jaffa"))))))


# --- ships of a few lines -------------------------------------------------------------------


def _assigned_this(t: Surface, source: int, event: TriggerEvent) -> bool:
    return (event.kind is Trigger.ASSIGNED and event.card == source
            and event.player == t.owner(source))


class AlkeshBomber(CardEffect):
    """As its owner assigns it, he may pick a glyph under one of the opponent's
    characters at the mission and spend its experience in power; the opponent then
    matches that sum or loses the glyph to the bottom of his mission pile. Ruling: only
    glyphs whose experience the owner can pay are offered; the opponent is asked only if
    he can pay."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return _assigned_this(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        glyphs = tuple(m for c in t.assigned(t.opponent(me)) if t.is_character(c)
                       for m in t.glyphs(c) if t.printed_experience(m) <= t.power(me))
        if glyphs:
            ask(t, source, "glyph", me, glyphs, "pay a glyph's experience", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        hero = t.opponent(me)
        if step == "glyph":
            if not chosen:
                return
            mission = chosen[0]
            cost = t.printed_experience(mission)
            t.lose_power(me, cost)
            if t.power(hero) >= cost:
                ask(t, source, "match", hero, (0,), "pay as much to keep the glyph",
                    optional=True, labels=(f"pay {cost} power",), args=(mission,))
            else:
                t.glyph_to_mission_bottom(mission)
        elif chosen:
            t.lose_power(hero, t.printed_experience(args[0]))
        else:
            t.glyph_to_mission_bottom(args[0])


class LucianAllianceFreighter(CardEffect):
    """As its owner assigns it, he either stashes cards of his hand face down under it
    at 1 power each, or cashes the stashed cards in (1 power each), which are then
    discarded. Ruling: he stashes as many cards as he picks (at most his power)."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset({Trigger.ASSIGNED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return _assigned_this(t, source, event)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        modes = []
        if t.hand(me) and t.power(me) > 0:
            modes.append(0)
        if t.beneath(source):
            modes.append(1)
        if modes:
            labels = ("pay to stash cards beneath it", "cash in the cards beneath it")
            ask(t, source, "mode", me, tuple(modes), "choose one", optional=True,
                labels=tuple(labels[m] for m in modes))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if step == "mode" and chosen and chosen[0] == 0:
            hand = t.hand(me)
            ask(t, source, "stash", me, hand, "cards to put beneath it (1 power each)",
                most=min(len(hand), t.power(me)), hidden=True)
        elif step == "mode" and chosen:
            cards = t.beneath(source)
            t.gain_power(me, len(cards))
            for c in cards:
                t.put_in_discard_pile(c)
        elif step == "stash":
            t.lose_power(me, len(chosen))
            for c in chosen:
                t.place_beneath(c, source)


card("b0c1cbd7-7f8c-4078-ab29-85aced7c9f11", "Al'kesh Bomber", AlkeshBomber())
card("efd72045-8031-4038-a696-d4a46d1ab81f", "Lucian Alliance Freighter",
     LucianAllianceFreighter())
