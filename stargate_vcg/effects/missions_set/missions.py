"""Missions: missions (by card id; no card text here: data policy). Most are one line of
the declarative vocabulary (`stargate_vcg.effects.dsl`).

Ruling used throughout: to "drain N" is to put the top N cards of one's own deck into
one's discard pile (as a revive cost is paid)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    COMPLICATIONS,
    DISCARD,
    HAND,
    OBSTACLES,
    OPPONENT,
    PLAYS,
    YOU,
    Amount,
    Blocked,
    Cant,
    Card,
    CostChange,
    Difficulty,
    DifficultyOf,
    Do,
    DoAll,
    DoAnyNumber,
    DoEach,
    DoN,
    DoUpTo,
    Draw,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    Lose,
    May,
    On,
    Op,
    Otherwise,
    Pay,
    PurgedInstead,
    RandomDiscard,
    RetrievePurged,
    Search,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    amount_of,
    block,
    can_stop,
    destroy,
    discard,
    player_of,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.system_lords.missions import play_at_no_cost
from stargate_vcg.effects.vocab import (
    SCIENCE,
    Pick,
    adversary,
    anything,
    assigned,
    character,
    count,
    event_card,
    gear,
    hero_card,
    obstacle,
    opponent_plays,
    select,
    ship,
    support_character,
    team_character,
    titled,
    trait,
)
from stargate_vcg.engine.stargate.actions import Assign, Continue, PlayCard, PlayComplication, Score
from stargate_vcg.engine.stargate.effects import CardEffect, Trigger, TriggerEvent
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface

# --- words these missions share -------------------------------------------------------------

villain_ship = ship & Pick(lambda t, s, c: not t.is_hero_card(c))
hero_ship = ship & hero_card


def _here(t: Surface, source: int) -> bool:
    return t.mission == source


def Drain(amount: Amount, who: str = YOU) -> Simple:
    """"<who> drains N": the top N cards of his deck go to his discard pile."""
    def run(t: Surface, s: int) -> bool:
        player = player_of(t, s, who)
        n = min(amount_of(t, s, amount), t.deck_size(player))
        t.mill(player, n)
        return n > 0
    return Simple(run)


def _assigned_titled(name: str) -> Callable[[Surface, int], bool]:
    """"If <name> is assigned" (any version of him or her)."""
    pick = assigned & titled(name)
    return lambda t, s: bool(select(t, s, pick))


def _opponent_assigns(pick: Pick) -> Any:
    """An event test: the mission's opponent assigned a card `pick` accepts."""
    return lambda t, s, e: e.player == t.opponent(t.owner(s)) and pick(t, s, e.card)


def _opponent_complication(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.opponent(t.owner(source))


def _plays(pick: Pick) -> Any:
    """A cost test: playing (from the hand) a card `pick` accepts, at this mission."""
    return lambda t, s, p, a: isinstance(a, PlayCard) and _here(t, s) and pick(t, s, a.card)


def _assigns(pick: Pick) -> Any:
    return lambda t, s, p, a: isinstance(a, Assign) and a.card >= 0 and _here(t, s) and \
        pick(t, s, a.card)


def _keep_for_the_turn(t: Surface, source: int) -> bool:
    """Text that lasts for the rest of the turn (its "can't"s, cost changes and
    difficulty changes then ask `_lasting`)."""
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _lasting(t: Surface, source: int) -> bool:
    return (source, UNTIL_TURN_END) in t.lasting_rules()


class Firepower(CardEffect):
    """"<pick> get firepower +N" (while this mission is being attempted)."""

    def __init__(self, amount: int, pick: Pick) -> None:
        self.amount, self.pick = amount, pick

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        return self.amount if _here(t, source) and self.pick(t, source, target) else 0


class CheapObstaclesHaveDominion(CardEffect):
    """Obstacles of cost 3 or less have dominion (while this mission is attempted)."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return _here(t, source) and t.cost(obstacle) <= 3


# --- the missions -----------------------------------------------------------------------------

card("1ac04dfb-4c87-4762-8ed9-c1bc21a0dd72",
     "Activate Ancient Weapons Platform (Lantean Solar System)",
     Card(Success(Do(destroy, gear, chooser=OPPONENT, optional=True))))
card("5bb70aa5-0368-4caf-8929-fb9080524bcc", "Assist Russian Stargate Program (Siberia)",
     Card(Success(DoEach(ready, team_character, lambda t, s: t.failed_mission_count(s)))))
# Ruling: any player's support character, chosen by the opponent.
card("42fb3e2a-07b2-4c4e-a626-caafe5ca4609", "Attempt to Cure the Wraith (Atlantis)",
     Card(Failure(Do(stop, support_character, chooser=OPPONENT))))
card("ec45fd0a-90b6-465b-a2a9-9003915f8fd2", "Childhood's End (M7G-677)",
     Card(On(Trigger.COMPLICATION_PLAYED, May(Draw(1, OPPONENT), OPPONENT, "draw a card"),
             _opponent_complication)))
card("51fb51cb-47cf-43e6-a27c-180b57e1f29d", "Commandeer Goa'uld Ship (Juna)",
     Card(Success(Do(play_at_no_cost, hero_ship, among=HAND, optional=True))))
card("4e882cc8-3ba6-4db6-aff4-9201a5116857", "Common Ground (Kolya's Compound)",
     Card(Success(Seq(May(Gain(3), label="gain 3 power"), IfDid(Gain(2, OPPONENT))))))
card("462941e7-9d81-4ca7-9166-a688f22b1770", "Conduct Trade Negotiations (Langara)",
     Card(Difficulty(1, lambda t, s: not _assigned_titled("Jonas Quinn")(t, s))))
card("102e612b-f0eb-4846-8c75-28fa85a673c0",
     "Deceive the Lucian Alliance's Fleet (Tenat and Jup's Planet)",
     Card(Firepower(1, hero_ship)))
card("91b7418a-2f77-4968-9cb9-15d1d7066e1c", "Deploy Retrovirus Weapon (Hive Ship)",
     Card(Success(Do(play_at_no_cost, support_character, among=HAND, optional=True))))
card("91699804-b22d-4895-998e-d21d48234ca0", "Diplomatic Time Out (Cheyenne Mountain)",
     Card(On(Trigger.CARD_PLAYED, Drain(2, OPPONENT), opponent_plays(obstacle)),
          On(Trigger.ASSIGNED, Drain(2, OPPONENT), _opponent_assigns(adversary))))
card("f70f6f31-689d-4e04-a321-f981d017dac7", "Engage Ori Fleet (P3Y-229)",
     Card(Firepower(1, villain_ship)))
card("d1bbdaf9-9cc6-4bc8-8876-771eac22e621",
     "Eradicate Wraith Computer Virus (The Daedalus)",
     Card(Failure(Do(to_hand, obstacle, chooser=OPPONENT, among=OBSTACLES, optional=True))))
card("74286695-3013-4a0e-a061-fa24041ece49", "Escape Unstable Abandoned Mine (M5V-801)",
     Card(Difficulty(1, lambda t, s: bool(t.obstacles))))
card("186057f8-4ea5-453a-9b0b-7eabef8d1a33", "Execute Anti-Replicator Command (Asuras)",
     Card(CostChange(1, _plays(obstacle & trait("Replicator")), on=PLAYS),
          CostChange(1, _assigns(adversary & trait("Replicator")), on=ASSIGNMENTS)))
card("f113897b-d299-4846-be16-76547ec24c47", "Explore Possible Lantean Colony (Asuras)",
     Card(CostChange(-1, _plays(support_character | obstacle), on=PLAYS)))
card("a0ea85bd-3006-4391-99af-87de058b1bac", "Expose Con Man (Lucius' Planet)",
     Card(CostChange(-1, _plays(support_character), on=PLAYS)))
card("79ec5379-33fd-461b-971e-59e28bf3ad78", "Follow Visions (M2S-181)",
     Card(Success(Do(to_hand, anything, chooser=OPPONENT, among=DISCARD, optional=True))))
card("b1ef9cb5-85c8-4de7-952d-dc631605ee6e", "Free Hunted Runner (P3M-736)",
     Card(Success(Do(ready, team_character & (trait("SGC") | trait("Atlantis"))))))
card("6986cecb-bd99-4c6c-8e96-9e518486cf7a", "Honor the Asgard's Legacy (Orilla)",
     Card(Success(Search(trait("Asgard")))))
card("b075a43e-a68f-4295-ae10-0f2c56636416",
     "Impersonate Wraith Queen (Wraith Primary's Hive)",
     Card(Success(Drain(4, OPPONENT))))
card("e81b00e7-aba1-4538-b5db-bd417a931799", "Infiltrate Exclusive Party (Kinsey Residence)",
     Card(WhenPlayed(Otherwise(Do(discard, hero_card, among=HAND, optional=True),
                               Lose(2)))))
card("fac16cf5-452b-4413-b01d-84f6c43f773f", "Inquisition (Trial Chamber)",
     Card(DifficultyOf(1, trait("Political") & (obstacle | adversary)
                       & Pick(lambda t, s, c: _here(t, s)))))
card("3f911718-890f-472e-b65e-594f6d41414d",
     "Investigate Underground Civilization (Genii Homeworld)",
     Card(Blocked(ship, _here, "ships are blocked")))
card("f8a84f2b-066a-4d7a-a053-5c9e81eb0c5a", "The Last Man (48,000 AD)",
     Card(WhenAssigned(titled("John Sheppard") & Pick(lambda t, s, c: _here(t, s)),
                       Draw(2))))
card("a21e3936-496c-4d92-bdc1-ef75910132ef",
     "Overpower Wraith Queen's Mind (Cloning Facility)",
     Card(On(Trigger.CARD_PLAYED, May(Draw(1), label="draw a card"),
             opponent_plays(obstacle)),
          On(Trigger.COMPLICATION_PLAYED, May(Draw(1), label="draw a card"),
             _opponent_complication)))
card("0a819d03-b54a-41db-a6f6-fc8907cd75a6", "Overthrow the False Gods (Dakara's Orbit)",
     Card(CostChange(1, _plays(obstacle & trait("Goa'uld")), on=PLAYS)))
card("adf94b97-b94f-49db-9cd0-22b7e40717c1", "Parley with the Wraith (Atlantis)",
     Card(CostChange(-1, _plays(adversary), on=PLAYS)))
card("21a83b4a-3308-4930-882c-28659eb8968c", "Prevent Wraith Invasion (Earth's Orbit)",
     Card(Success(Do(destroy, villain_ship))))
card("a1f571e3-3ebb-4828-be45-7956b19ff358", "Protect Free Jaffa Stronghold (Dakara)",
     Card(CostChange(1, _assigns(hero_ship), on=ASSIGNMENTS)))
card("ecbf7faf-c329-4f31-93d8-071e7438e8f7", "Recover Naquadria Cache (Langara)",
     Card(Success(Simple(_keep_for_the_turn)),
          CostChange(-1, lambda t, s, p, a: isinstance(a, PlayCard) and t.is_gear(a.card)
                     and _lasting(t, s), on=PLAYS)))
card("2969252a-7c6d-4591-8b1d-cae3b3ab6226", "Remove Alien Parasite (Wraith Homeworld)",
     Card(WhenPlayed(Drain(3))))
card("98d97a58-46b7-4cd2-ae38-240ccb69ab6e", "Rescue Family Members (Chulak)",
     Card(CheapObstaclesHaveDominion()))
card("6bf1987b-4008-4902-9078-3f7a81fd41c7", "Rescue Trapped Survivors (M2S-445)",
     Card(Failure(Do(destroy, support_character
                     & Pick(lambda t, s, c: t.is_assigned(c) or t.is_stopped(c)),
                     chooser=OPPONENT))))
card("379a8d7e-fd91-41b6-a298-d57598e5f697", "Restore Trust (Lantea)",
     Card(Success(If(_assigned_titled("Teyla Emmagan"), Seq(Draw(2), Gain(1))))))
card("8862257b-147d-4e57-9536-379c585d72f7", "Retrieve Abducted Teammates (Thenora)",
     Card(Success(Do(ready, support_character, count=2))))
card("66fc9beb-19e6-434a-8680-ecf00ddabc74", "Save Wraith Hive Captives (Wraith Hive)",
     Card(Difficulty(count(assigned & support_character))))
card("6441365b-8873-4304-9bc6-58ff6af120d9", "Secure Atlantis (Lantea)",
     Card(CostChange(-1, _plays(gear), on=PLAYS),
          CostChange(-1, lambda t, s, p, a: isinstance(a, PlayComplication) and _here(t, s),
                     on=COMPLICATIONS)))
card("f08dc0c2-c20c-41b5-880e-eef4c14a4b38", "See Through the Deceptive Mist (M5S-224)",
     Card(Success(Seq(Lose(1), Gain(1, OPPONENT)))))
card("cb19813c-d859-4d4d-adc6-f6b07e2e64e9", "Solve Morgan le Fay's Riddles (Camelot)",
     Card(CostChange(1, _plays(obstacle & trait("Ori")), on=PLAYS)))
card("9d76ab2c-6885-4432-b36c-27fb6008d535", "Steal Asuran Z.P.M. (Asuras)",
     Card(Success(Seq(Gain(1), Lose(1, OPPONENT)))))
card("3149e641-67bb-410a-a36f-3c9943f327cc", "Survive Michael's Creatures (Taranian Settlement)",
     Card(WhenPlayed(Seq(RandomDiscard(), RandomDiscard()))))
card("e347dc23-dafc-4619-8e1c-e3c5e6f6faf2", "Survive Wraith Hunting Party (Sateda)",
     Card(Success(DoAll(ready, assigned & titled("Ronon Dex")))))
card("5bc832ac-57d6-4bd0-bdeb-c692f2461b1b", "Thirty-Eight Minutes (Wraith Homeworld)",
     Card(Failure(Do(destroy, hero_ship, chooser=OPPONENT))))
card("0e64fd43-83ee-4609-b5cc-ddf1eec374e4", "Weather Mega-Storm (Lantea)",
     Card(WhenPlayed(May(Draw(2, OPPONENT), OPPONENT, "draw two cards"))))
card("8587e8d8-8283-44c2-8a29-2692e3cfe1cf", "Withstand Wraith Onslaught (Atlantis)",
     Card(CostChange(1, _assigns(villain_ship), on=ASSIGNMENTS)))
card("c61490c3-f715-4522-8a7d-1200e9025086", "Witness Goa'uld Execution (Tok'ra Homeworld)",
     Card(WhenPlayed(DoAll(block, adversary))))


def _not_a_hero_ship(t: Surface, source: int) -> bool:
    return not any(t.is_ship(c) and t.is_hero_card(c) for c in t.recall(source, "discarded"))


def _drained_a_hero_card(n: int) -> Simple:
    """Drain N; did when one of the drained cards is a hero card."""
    def run(t: Surface, s: int) -> bool:
        me = t.owner(s)
        drained = t.deck_top_cards(me, n)
        t.mill(me, len(drained))
        return any(t.is_hero_card(c) for c in drained)
    return Simple(run)


def _discard_and_gain(t: Surface, source: int, card: int) -> bool:
    """Discarded by its owner, who gains 1 power for it."""
    t.discard(card)
    t.gain_power(t.owner(card), 1)
    return True


def _discard_counted(t: Surface, source: int, card: int) -> bool:
    t.discard(card)
    t.remember(source, "discarded", (*t.recall(source, "discarded"), card))
    return True


def _shuffle_counted(t: Surface, source: int, card: int) -> bool:
    t.shuffle_into_deck((card,))
    t.remember(source, "shuffled", (*t.recall(source, "shuffled"), card))
    return True


card("6523d31b-7ec2-473d-8524-9225925fd6cf", "Fake Atlantis' Destruction (Lantea)",
     Card(Success(Simple(_keep_for_the_turn)),
          Cant(lambda t, s, p, a: isinstance(a, Continue) and _lasting(t, s),
               "no more missions this turn")))
card("7148d738-4c3b-4954-ae5b-bf82e9f57b8d", "Wipe Out Asuran Shipyards (Asuras)",
     Card(Success(Simple(_keep_for_the_turn)),
          Blocked(villain_ship, _lasting, "villain ships are blocked this turn"),
          Cant(lambda t, s, p, a: isinstance(a, PlayCard) and p == t.opponent(t.owner(s))
               and t.is_ship(a.card) and _lasting(t, s), "no ships this turn")))
# Rodney McKay anywhere (assigned or not) counts the assigned characters other than him.
card("3cc0c4d5-98d3-4113-9b28-de6b8390956f",
     "Fix Demonstration Gone Awry (Secret Facility on Earth)",
     Card(SkillBonus(SCIENCE, count(assigned & character & ~titled("Rodney McKay")),
                     titled("Rodney McKay"), _here)))
card("a41ce1f8-e495-4f80-932d-e273972768f0",
     "Destroy Wraith Cloning Facility (Wraith Outpost)",
     Card(Success(Seq(Forget("discarded"),
                      Do(discard, anything, among=HAND, remember="discarded"),
                      If(_not_a_hero_ship, Lose(1))))))
card("892ae28e-50b1-4668-bd44-acb79760fd19", "Poisoning the Well (Hoff)",
     Card(Failure(Seq(_drained_a_hero_card(2), IfDid(Do(destroy, support_character))))))
card("94149032-3791-4338-86bb-6c5df9c631b6",
     "Overcome Nanite Deceptions (Elizabeth Weir's Mind)",
     Card(WhenPlayed(DoUpTo(_discard_and_gain, anything, 2, chooser=OPPONENT, among=HAND,
                            prompt="discard (gain 1 power each)"))))
card("2aa26a10-2f80-4f19-961f-f0d366e462ff", "Secure Potentia (Dagan)",
     Card(Success(Seq(Forget("discarded"),
                      DoUpTo(_discard_counted, anything, 4, chooser=OPPONENT, among=HAND,
                             prompt="discard"),
                      Gain(lambda t, s: 4 - len(t.recall(s, "discarded")))))))
card("ea201d08-0701-4ace-8e80-50884ee5997b", "Face IOA Review (Cheyenne Mountain)",
     Card(Success(If(_assigned_titled("Elizabeth Weir"),
                     Seq(Forget("shuffled"),
                         DoAnyNumber(_shuffle_counted, anything, among=HAND,
                                     prompt="shuffle into the deck"),
                         Draw(lambda t, s: len(t.recall(s, "shuffled"))))))))


# --- missions that need a few lines -------------------------------------------------------------


class ChooseNumber(Op):
    """"You may <do something> X (times)": the mission's player picks X from 1 to `most`
    (or declines); X is remembered under "x"; did when a number was picked."""

    def __init__(self, most: Amount, prompt: str) -> None:
        super().__init__()
        self.most, self.prompt = most, prompt

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.forget(source, "x")
        n = amount_of(t, source, self.most)
        if n <= 0:
            self.finish(t, source, args, False)
            return
        options = tuple(range(1, n + 1))
        self.ask(t, source, t.owner(source), options, self.prompt, args, optional=True,
                 labels=tuple(f"{self.prompt} {x}" for x in options))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.remember(source, "x", (chosen[0],))
        self.finish(t, source, args, bool(chosen))


def _x(t: Surface, source: int) -> int:
    held = t.recall(source, "x")
    return held[0] if held else 0


def _stoppable_villain_ships(t: Surface, source: int) -> int:
    return min(t.power(t.owner(source)),
               sum(1 for c in select(t, source, villain_ship) if can_stop(t, source, c)))


class MissionToBottom(Op):
    """A search of his own mission pile for a mission, shown to all; the pile is
    shuffled and the mission goes to its bottom (optional: he may find none)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        pile = t.mission_pile(me)
        if not pile:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, pile, "search your mission pile", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        me = t.owner(source)
        if chosen:
            t.reveal(chosen[0])
        t.shuffle_mission_pile(me)
        if chosen:
            t.put_mission(chosen[0], top=False)
        self.finish(t, source, args, bool(chosen))


class BottomMissionToTop(Op):
    """He looks at the bottom mission of his pile (only he sees it) and may put it on
    top."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        pile = t.mission_pile(me)
        if not pile:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, (pile[0],), "put on the top of the mission pile", args,
                 optional=True, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.mission_to_top(t.owner(source), chosen[0], shuffle_rest=False)
        self.finish(t, source, args, bool(chosen))


class UntilNextMission(Op):
    """Opens a window for this card's lasting text (kept for the turn): from now until
    the next mission this turn is played (`through_it`: until that mission ends).
    `_window` says whether it is open."""

    def __init__(self, through_it: bool) -> None:
        super().__init__()
        self.through_it = through_it

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.keep_rules(source, UNTIL_TURN_END)
        t.remember(source, "window", (t.turn,))
        t.at_next_mission(source, self.path, (0,))
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if self.through_it and args and args[-1] == 0:
            t.after_mission(source, self.path, (1,))
            return
        t.forget(source, "window")


def _window(t: Surface, source: int) -> bool:
    return t.recall(source, "window") == (t.turn,) and _lasting(t, source)


def _remember_played(t: Surface, source: int) -> bool:
    """What was played this turn before this mission (its own "during this mission"
    then counts the rest)."""
    t.remember(source, "before", t.played_this_turn())
    return True


def _first_played_here(pick: Pick) -> Any:
    """A cost test: its player plays a card `pick` accepts here, none such played yet
    during this mission."""
    def test(t: Surface, source: int, player: int, action: Any) -> bool:
        if not isinstance(action, PlayCard) or not _here(t, source) or \
                player != t.owner(source) or not pick(t, source, action.card):
            return False
        before = t.recall(source, "before")
        return not any(c not in before and t.owner(c) == player and pick(t, source, c)
                       for c in t.played_this_turn())
    return test


card("5f305fc8-0192-49a1-9f36-e63e318d97ce", "Discover Time Travel (1969)",
     Card(Success(MissionToBottom())))
card("1d30f083-5083-4a65-b6fd-379aad9ca076", "Seek the Seer's Guidance (Vedeena)",
     Card(Success(BottomMissionToTop())))
card("907f2b9b-8f59-4970-8e28-dfbe0b407b24",
     "Uncover Wraith Experiments (Wraith Science Lab)",
     Card(WhenPlayed(Seq(ChooseNumber(lambda t, s: min(4, t.deck_size(t.owner(s))), "drain"),
                         IfDid(Seq(Drain(_x), Draw(_x)))))))
# Ruling: X is at most the villain ships that can be stopped (and the power he has).
card("e9e4743c-476e-4b1c-8ed3-b517a728efb4",
     "Destroy the Attero Device (Janus' Research Outpost)",
     Card(WhenPlayed(Seq(ChooseNumber(_stoppable_villain_ships, "pay"),
                         IfDid(Seq(Lose(_x), DoN(stop, villain_ship, _x)))))))
card("31c86352-e3a4-4dc8-9350-be154f72b770", "Withstand Interrogation (Juna's Orbit)",
     Card(Success(UntilNextMission(through_it=False)),
          CostChange(1, lambda t, s, p, a: isinstance(a, Continue) and _window(t, s))))
card("5f4a64d5-f249-4b15-afdb-b51ae2304b6a", "Dial Atlantis (Cheyenne Mountain)",
     Card(Success(UntilNextMission(through_it=True)),
          CostChange(-1, lambda t, s, p, a: isinstance(a, PlayCard) and
                     t.is_obstacle(a.card) and _window(t, s), on=PLAYS)))
card("7c1e399d-da44-4fae-a62f-f55b319b29ea", "Hold Defensive Position (P7S-441)",
     Card(WhenPlayed(Simple(_remember_played)),
          CostChange(-2, _first_played_here(support_character), on=PLAYS)))
card("d038849c-49a6-4c5e-b99c-4b0dedd65314", "Outsmart Bounty Hunters (Auburn, Kansas)",
     Card(WhenPlayed(Simple(_remember_played)),
          CostChange(-2, _first_played_here(event_card), on=PLAYS)))


def play_as_complication(t: Surface, source: int, card: int) -> bool:
    """Its owner plays it (from his hand) as a complication at no cost."""
    t.place_complication(card, t.owner(card))
    return True


def _vala_assigned(t: Surface, source: int) -> bool:
    return _assigned_titled("Vala Mal Doran")(t, source)


card("49830df9-b7b8-460c-8174-db7fb185fa0d", "Contain Cured Wraith (M8G-352)",
     Card(WhenAssigned(support_character,
                       Seq(Pay(1, OPPONENT), IfDid(Do(play_as_complication, anything,
                                                      chooser=OPPONENT, among=HAND,
                                                      prompt="play as a complication"))))))
card("9cbbc48c-e142-4085-917d-402600712877", "Treasure Hunt (All over the Galaxy)",
     Card(WhenAssigned(character & ~titled("Vala Mal Doran"),
                       If(_vala_assigned,
                          Seq(Do(discard, anything, among=HAND, optional=True),
                              IfDid(RandomDiscard(OPPONENT)))))))
card("ab7a455c-fb58-4976-aa9f-a721ed50434d", "Cripple Hyperdrive (The Daedalus)",
     Card(CostChange(1, _plays(obstacle & Pick(lambda t, s, c: t.has_dominion(c))), on=PLAYS),
          Cant(lambda t, s, p, a: isinstance(a, Score) and a.dominion is not None,
               "obstacles with dominion can't be scored")))
card("f842aa61-a180-4ebb-8c7c-1078c3237453", "Investigate Ancient Weapon (Proculus)",
     Card(Cant(lambda t, s, p, a: isinstance(a, Score), "adversaries can't be scored")))


# --- session 6 fan-set batch ---

# Ruling (as Epilogue and Children of the Gods read it): a character counts as unaffiliated
# when its data lists no traits.
_unaffiliated = assigned & character & Pick(lambda t, s, c: not t.traits(c))

card("70bfa4ad-a29c-428b-993f-f31dddf602ac", "Recruit Disreputable Allies (Netan's Ha'tak)",
     Card(Success(Seq(Gain(count(_unaffiliated)), Draw(count(_unaffiliated))))))
# Ruling: the change lasts after the mission has failed (`keep_rules`), for every Political
# obstacle in effect for the rest of the turn, those played at later missions included.
card("a5bc2ade-f9bc-4e70-8bb5-e833918f4eb8", "Defend the SGC's Budget (Washington, D.C.)",
     Card(Failure(Simple(_keep_for_the_turn)),
          DifficultyOf(1, obstacle & trait("Political") & Pick(lambda t, s, c: _lasting(t, s)))))


# --- session 8 sp-purge ------------------------------------------------------------

card("b7d24215-5a51-44be-ab03-bef3279147b8", "Hold Off Jaffa Assault (Baal's Observatory)",
     Card(Success(RetrievePurged())))
card("ccbbfc0c-78b3-4dd9-a3b1-38b1aa42137c", "Repel Replicator Swarm (The Odyssey)",
     Card(PurgedInstead(YOU)))
