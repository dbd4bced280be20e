"""Alliances: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from stargate_vcg.effects.base_set.villains import _assigns_holder as assigns_holder
from stargate_vcg.effects.base_set.villains import _destroy_if_placed as destroy_if_placed
from stargate_vcg.effects.base_set.villains import _Placeable as Placeable
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    DISCARD,
    HAND,
    OPPONENT,
    Abilities,
    BoostedWith,
    Card,
    CostChangeBy,
    Difficulty,
    DifficultyOf,
    Do,
    DoAll,
    DoN,
    Draw,
    Failure,
    Forget,
    Gain,
    If,
    Lose,
    May,
    Modes,
    On,
    Op,
    OpAbilities,
    OpUse,
    Otherwise,
    PurgeFrom,
    PurgeThis,
    Search,
    Seq,
    Simple,
    Victory,
    WhenAssigned,
    WhenPlayed,
    WhenRevived,
    block,
    can_stop,
    destroy,
    discard,
    drain,
    gets_by,
    incapacitate,
    place_on,
    placed_on,
    stop,
    to_hand,
)
from stargate_vcg.effects.missions_set.missions import Drain, hero_ship
from stargate_vcg.effects.vocab import (
    CULTURE,
    Pick,
    adversary,
    anything,
    assigned,
    character,
    gear,
    hero_card,
    obstacle,
    opponents,
    select,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
)
from stargate_vcg.engine.stargate.effects import (
    DISCARD_PILE,
    IN_PLAY,
    SCORE_PILE,
    Ability,
    AbilityCost,
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface


def _beneath_from_deck(t: Surface, source: int) -> bool:
    return t.place_top_of_deck_beneath(t.owner(source), source)


def _jaffa_adversary_assigned(t: Surface, source: int) -> bool:
    return bool(select(t, source, assigned & adversary & trait("Jaffa")))


_other_replicators_here = trait_cards_at_mission("Replicator")


sgc = trait("SGC")

# Adversaries

card("74c1693c-e67e-4405-be13-466f85235f15", "Wraith Commander (Connoisseur)",
     Card(WhenAssigned(this, Drain(3, OPPONENT))))
card("0eac747f-bf82-43db-becf-b3b63d56e29b", "Fourth (Human-Form Replicator)",
     Card(WhenRevived(Simple(_beneath_from_deck))))

# Obstacles

card("498071aa-a9fe-4ecc-aef6-7f7eaae31513", "Attack of the Clones",
     Card(DifficultyOf(1, adversary & trait("Goa'uld"))))
card("8a2a397e-3634-4818-900b-e3e528545b27", "Forgotten Knowledge",
     Card(WhenPlayed(Seq(Draw(4), Draw(4, OPPONENT)))))
card("e8440ced-a3be-4b5b-814c-d43bb826f0b7", "Invasive Flora",
     Card(WhenPlayed(Lose(1, OPPONENT)),
          On(Trigger.PASSED, Lose(1, OPPONENT), lambda t, s, e: e.player == t.owner(s))))
card("0fee69fe-6029-4444-8104-92f054aed9b9", "Reassembly",
     Card(Failure(Seq(Do(to_hand, trait("Replicator"), among=DISCARD),
                      Draw(_other_replicators_here)))))
card("b922a204-824c-4d2d-98ed-9069841675c2", "SGC Breach",
     Card(Failure(Modes(
         ("incapacitate an SGC team member (assigned)",
          Do(incapacitate, assigned & sgc & team_character)),
         ("destroy an SGC supporter", Do(destroy, sgc & support_character)),
         ("destroy SGC gear", Do(destroy, sgc & gear))))))
card("5f8fcfe5-dfdb-412b-8eda-329be1173504", "Sneak Attack",
     Card(WhenPlayed(Seq(Forget(), Do(destroy, assigned & support_character, remember="chosen"),
                         If(_jaffa_adversary_assigned,
                            Do(block, support_character & Pick(
                                lambda t, s, c: c not in t.recall(s, "chosen")
                                and not t.is_blocked(c))))))))


def _complications_weaken(t: Surface, source: int) -> int:
    return -len(t.complications())


# Ruling: the complications are counted as the obstacle is played.
card("f8c4bd28-f0e5-442b-be97-2eb4997ca66d", "Company of Thieves",
     Card(WhenPlayed(Do(gets_by(_complications_weaken, skills=True), assigned & character))),
     partial="the outlaw keyword is not implemented by the engine")
card("04c75dcc-84f6-48c3-843f-45e39885ce4c", "Kassa",
     Card(On(Trigger.COMPLICATION_PLAYED, Do(discard, anything, chooser=OPPONENT, among=HAND),
             lambda t, s, e: e.player == t.owner(s))),
     partial="the outlaw keyword is not implemented by the engine")


class TakeWraithFromTopFive(Op):
    """The top five cards of its owner's deck are shown; he takes a Wraith card among them
    (if any) and the rest go to the bottom. Ruling: they keep their order there (fewer
    choices, as `Arrange` rules)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        top = t.deck_top_cards(me, 5)
        for c in top:
            t.reveal(c)
        wraith = tuple(c for c in top if t.has_trait(c, "Wraith"))
        t.remember(source, "looked", top)
        if not wraith:
            self._rest(t, source, args, ())
            return
        self.ask(t, source, me, wraith, "take into hand", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.take_into_hand(c)
        self._rest(t, source, args, chosen)

    def _rest(self, t: Surface, source: int, args: tuple[int, ...],
              taken: tuple[int, ...]) -> None:
        for c in t.recall(source, "looked"):
            if c not in taken:
                t.put_on_deck(c, bottom=True)
        t.forget(source, "looked")
        self.finish(t, source, args, bool(taken))


card("a9ee4bd5-41f8-43b9-b23a-67bd80734007", "Beamed Down Troops",
     Card(WhenPlayed(TakeWraithFromTopFive())))


class StopForCulture(Op):
    """The opponent may stop characters of his with 3 Culture or more in all: offered
    when his characters that can be stopped reach it; once he has begun, he picks one
    at a time until they do (did when he did)."""

    def _options(self, t: Surface, source: int) -> tuple[int, ...]:
        foe = t.opponent(t.owner(source))
        return tuple(c for c in t.characters(foe) if can_stop(t, source, c))

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = self._options(t, source)
        if sum(t.skill(c, CULTURE) or 0 for c in options) < 3:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.opponent(t.owner(source)), options,
                 "stop characters with 3 Culture in all", (*args, 0), optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, total = args[:-1], args[-1]
        if not chosen:
            self.finish(t, source, args, False)
            return
        total += t.skill(chosen[0], CULTURE) or 0
        t.stop(chosen[0])
        options = self._options(t, source)
        if total >= 3 or not options:
            self.finish(t, source, args, True)
            return
        self.ask(t, source, t.opponent(t.owner(source)), options,
                 "stop another character (3 Culture in all)", (*args, total))


# Ruling: declined, the villain stops one of the opponent's characters.
card("e8d4e592-5aec-4082-8063-155f49b1125a", "Mirror Teal'c (Avenger of Chulak)",
     Card(WhenAssigned(this, Otherwise(StopForCulture(), Do(stop, character & opponents)))))


def _other_ready_characters(t: Surface, source: int) -> int:
    held = placed_on(t, source)
    if held < 0:
        return 0
    return sum(1 for c in t.characters(t.owner(held)) if c != held and t.is_ready(c))


# As Under Suspicion (Base Set), the assignment cost counted when he is assigned.
card("a3f13cc4-8854-45df-8650-fad347c6c0b6", "Schizophrenia", Placeable(
    Failure(Do(place_on, assigned & character, prompt="place it on")),
    CostChangeBy(_other_ready_characters, assigns_holder, on=ASSIGNMENTS),
    On(Trigger.MISSION_SUCCEEDED, Simple(destroy_if_placed),
       lambda t, s, e: placed_on(t, s) >= 0 and e.player == t.opponent(t.owner(s)))))


# --- session 6 fan-set batch ---


def _retire(t: Surface, source: int, card: int) -> bool:
    return t.remove_promotion_tokens(card) > 0


# Ruling: its player picks a character (any player's) that has a promotion token; with none
# in play nothing happens.
card("01331a0a-f045-4e80-9dc2-60de41370d9d", "Early Retirement",
     Card(WhenPlayed(Do(_retire, character & Pick(lambda t, s, c: t.promotion_tokens(c) > 0),
                        prompt="destroy the promotion tokens of"))))


class HandRaid(Op):
    """"Bob": the opponent's hand is shown to all; its player picks two cards of it; the
    opponent discards one of the two and drains (the top cards of his deck to his discard
    pile, as `missions_set.missions.Drain`) the cost of the other. Rulings: the opponent
    picks which of the two he discards; with one card in hand, he discards it and drains
    nothing."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        foe = t.opponent(t.owner(source))
        hand = t.hand(foe)
        for c in hand:
            t.reveal(c)
        if not hand:
            self.finish(t, source, args, False)
            return
        n = min(2, len(hand))
        self.ask(t, source, t.owner(source), hand, "choose two cards of his hand", (*args, 0),
                 least=n, most=n)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, stage = args[:-1], args[-1]
        foe = t.opponent(t.owner(source))
        if stage == 0:
            t.remember(source, "pair", chosen)
            self.ask(t, source, foe, chosen, "discard one (drain the other's cost)",
                     (*args, 1))
            return
        pair = t.recall(source, "pair")
        t.forget(source, "pair")
        t.discard(chosen[0])
        kept = [c for c in pair if c != chosen[0]]
        if kept:
            t.mill(foe, min(t.cost(kept[0]), t.deck_size(foe)))
        self.finish(t, source, args, True)


class UsedFromDiscard(Card):
    """An adversary whose ability's cost destroys it: the text runs as it is used, from
    the discard pile (`Trigger.ABILITY_USED`, as Talmek of Wormhole X-Treme!)."""

    zones = frozenset({IN_PLAY, DISCARD_PILE})


card("07efaeaa-3df1-47de-a7a4-8e200e88440f", "\"Bob\" (Wraith Scout)",
     UsedFromDiscard(Abilities(Ability("Bob: raid the opponent's hand",
                                       AbilityCost(destroy_self=True))),
                     On(Trigger.ABILITY_USED, HandRaid(), lambda t, s, e: e.card == s)))


# The vassal and outlaw keywords of these adversaries are not in the engine (no rulebook
# defines them; the project leaves them unplayed everywhere): the rest of their text is.
_VASSAL = "the vassal keyword is not played"
_OUTLAW = "the outlaw keyword is not implemented by the engine"


class WhenScored(Card):
    """An adversary whose "when you score" text works from its owner's score pile."""

    zones = frozenset({IN_PLAY, SCORE_PILE})


def _scored_this(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.card == source


villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _failed_this_turn(t: Surface, source: int) -> int:
    """The missions failed this turn, the current one included once its failure is known
    (adversaries are scored before it joins the turn's failed missions)."""
    failed = t.failed_missions()
    current = t.mission >= 0 and t.mission_outcome() is False and t.mission not in failed
    return len(failed) + (1 if current else 0)


card("6ded67c3-ad8d-43bc-8982-35b591622fcb", "Committee Member",
     WhenScored(On(Trigger.SCORED, Gain(_failed_this_turn),
                   _scored_this)), partial=_VASSAL)
card("344cda56-f55b-438e-9dbf-e1330808ac2a", "Jaffa Commander",
     WhenScored(On(Trigger.SCORED, Search(trait("Jaffa") & villain_card), _scored_this)),
     partial=_VASSAL)
card("9fb4db2c-bad6-4367-92e8-4669f88c5cb6", "Ori Commander",
     WhenScored(On(Trigger.SCORED, Search(trait("Ori") & obstacle), _scored_this)),
     partial=_VASSAL)
# Ruling: its "when you score" text names another adversary (a misprint): it is read as
# scoring this one.
card("a71cbdb1-3807-4e07-be3d-0787f00c8146", "Wraith Hunter",
     WhenScored(On(Trigger.SCORED, Drain(4, OPPONENT), _scored_this)), partial=_VASSAL)
card("73e94622-7161-42c7-b3fa-d35bd3c03dda", "Worrel (Backwater World Kassa Dealer)",
     Card(Difficulty(lambda t, s: len(t.complications()))), partial=_OUTLAW)
card("88b02ae7-51b1-44e8-83bf-6980b5ebccf6", "Gavos (Lucian Alliance Second)",
     UsedFromDiscard(Abilities(Ability("Gavos: gain power per complication",
                                       AbilityCost(destroy_self=True))),
                     On(Trigger.ABILITY_USED, Gain(lambda t, s: len(t.complications())),
                        lambda t, s, e: e.card == s)), partial=_OUTLAW)
# Ruling: any player's character, gear or hero ship, chosen by Borzin's player.
card("b47e245d-e2aa-4ae4-be15-3142ca295466", "Borzin (Dealer of Stolen Goods)",
     UsedFromDiscard(Abilities(Ability("Borzin: stop a character, gear or hero ship",
                                       AbilityCost(destroy_self=True))),
                     On(Trigger.ABILITY_USED, Do(stop, character | gear | hero_ship),
                        lambda t, s, e: e.card == s)), partial=_OUTLAW)


class DiseaseDominion(CardEffect):
    """Disease obstacles have dominion while this adversary is assigned."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return t.is_assigned(source) and t.has_trait(obstacle, "Disease")


card("25e918bf-3c29-4d92-b265-c403276f3c75", "Nirrti (Ruthless Bioengineer)",
     Card(DiseaseDominion(),
          BoostedWith(Pick(lambda t, s, c: t.is_obstacle(c) and t.has_trait(c, "Disease")))))


card("cddc0f09-c6b6-4223-9ad6-ed0e0eb2939b", "Asuran Soldier",
     WhenScored(On(Trigger.SCORED, May(Draw(1), label="draw a card"), _scored_this)),
     partial="the vassal keyword, and its cheaper revive per other Replicator adversary at "
             "the mission (only vassals share a mission), are not played")


def _complication_count(t: Surface, source: int) -> int:
    return len(t.complications())


# Ruling: its player picks the support characters; he is taken back from the mission.
card("52ce1c87-45b9-4d25-9e9d-845529f0587e", "Bak'al (Terrorist)",
     Card(Failure(Seq(DoN(destroy, assigned & support_character, _complication_count),
                      May(DoAll(to_hand, this), label="take him into hand")))),
     partial=_OUTLAW)


class ComplicationsBackToHand(Op):
    """Its player takes any number of the complications at the mission back into his hand
    (he alone sees which: they are face down)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = t.complications()
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "take complications into hand", args,
                 optional=True, most=len(options), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.take_into_hand(c)
        self.finish(t, source, args, bool(chosen))


card("d4efded8-fd1a-4150-b7f2-70e326f92002", "Kassa Smuggler",
     WhenScored(On(Trigger.SCORED, ComplicationsBackToHand(), _scored_this)),
     partial="the outlaw keyword, and its sharing a mission with an outlaw adversary, "
             "are not played")


# --- session 8 sp-cards11 ---


def _wraith_firepower(t: Surface, source: int) -> int:
    me = t.owner(source)
    return sum(t.firepower(c) for c in t.assigned(me)
               if t.is_ship(c) and t.has_trait(c, "Wraith"))


def _drain_by_wraith_firepower(t: Surface, source: int) -> bool:
    return drain(t, t.opponent(t.owner(source)), _wraith_firepower(t, source))


# Rulings: drained as the project rules ("drain N": the top N cards of the deck to the
# discard pile, `dsl.drain`); X counts the Wraith ships assigned as the text resolves.
card("f57ebdff-2e69-4e31-a7ef-40cae9b5f6fb", "Air Assault",
     Card(Victory(Simple(_drain_by_wraith_firepower))))


# --- session 8 sp-purge ------------------------------------------------------------


def _erase_copies(t: Surface, s: int) -> bool:
    """The other copies (same name) of the purged card, in its owner's deck and hand."""
    gone = t.recall(s, "heresy")
    if not gone:
        return False
    name, owner = t.name(gone[0]), t.owner(gone[0])
    for c in (*t.deck_cards(owner), *t.hand(owner)):
        if t.name(c) == name:
            t.purge(c)
    return True


def _reshuffle_and_refill(t: Surface, s: int) -> bool:
    them = t.opponent(t.owner(s))
    t.shuffle_into_deck((*t.hand(them), *t.discard_pile(them)))
    t.refill(them)
    return True


card("a4b242c1-b24e-495a-a64a-ddf75576aea9", "Erasing Heresy",
     Card(Failure(Seq(Forget("heresy"), PurgeFrom(hero_card, remember="heresy"),
                      Simple(_erase_copies), PurgeThis(), Simple(_reshuffle_and_refill)))))


def _complication_from_hand(t: Surface, s: int, c: int) -> bool:
    t.place_complication(c, t.owner(s))
    return True


# Enforcer: its ability (purged to pay) is played; a complication needs a mission.
card("a7309e1e-dde7-4fd5-a36b-87313404eb0b", "Enforcer",
     OpAbilities((OpUse("Enforcer: a complication at no cost, and a draw",
                        AbilityCost(power=1),
                        Seq(Do(_complication_from_hand, anything, among=HAND), Draw(1)),
                        purge_self=True, usable=lambda t, s: t.mission >= 0),)),
     partial=_OUTLAW)
