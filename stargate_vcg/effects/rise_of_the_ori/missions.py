"""Rise of the Ori missions (by card id; no card text here: data policy). Most are one
line of the declarative vocabulary (`stargate_vcg.effects.dsl`)."""

from __future__ import annotations

from functools import partial
from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card as register
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OPPONENT,
    Arrange,
    Blocked,
    Cant,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoAll,
    DoRemembered,
    DoUpTo,
    Failure,
    Forget,
    Gain,
    If,
    IfDid,
    May,
    On,
    Op,
    Pay,
    Search,
    SearchBy,
    Seq,
    Simple,
    SkillBonus,
    Success,
    WhenAssigned,
    WhenPlayed,
    block_for_mission,
    destroy,
    gets,
    incapacitate,
    ready,
    shuffle_into_deck,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    CULTURE,
    UNTIL_TURN_END,
    Pick,
    adversary,
    any_card,
    assigned,
    character,
    count,
    every_card,
    gear,
    hero_card,
    obstacle,
    select,
    ship,
    support_character,
    team_character,
    with_glyph_of,
    with_glyphs,
)
from stargate_vcg.effects.vocab import anything as any_card_pick
from stargate_vcg.effects.vocab import ready as ready_card
from stargate_vcg.engine.stargate.actions import Assign, Continue, PlayCard, Revive
from stargate_vcg.engine.stargate.effects import (
    COST_ASSIGN,
    COST_PLAY,
    FORBIDS_REVIVE,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

# Compiled by mypyc, this module has no frame for `register` to read its name from.
card = partial(register, module=__name__)

# --- verbs and amounts these missions use --------------------------------------------------


def stopped(t: Surface, source: int, card: int) -> bool:
    """"<chosen card>. They are stopped": any card may be chosen (one already stopped
    stays so), unlike "stop a character", which needs one that can be stopped."""
    t.stop(card)
    return True


def pay_and_score(t: Surface, source: int, card: int) -> bool:
    """Its owner pays power equal to its cost and scores it."""
    owner = t.owner(card)
    t.lose_power(owner, t.printed_cost(card))
    t.score(card)
    return True


def play_at_no_cost(t: Surface, source: int, card: int) -> bool:
    t.put_into_play(card)
    return True


affordable = Pick(lambda t, s, c: t.printed_cost(c) <= t.power(t.owner(c)))


def _culture_of_stopped(t: Surface, source: int) -> int:
    return sum(t.skill(c, CULTURE) or 0 for c in t.recall(source, "stopped"))


def _no_success_yet(t: Surface, source: int) -> bool:
    return t.successful_missions(source) == 0


def _succeeded(t: Surface, source: int) -> bool:
    t.remember(source, "succeeded", (t.turn,))
    return True


# --- missions that need a few lines ---------------------------------------------------------


class AidEvacuation(CardEffect):
    """Obstacles are 1 power cheaper per trait in common with villain cards at the
    mission being attempted (its obstacles, the assigned adversary or villain ship). Ruling:
    a trait counts once however many of those cards have it (the card's type is not
    one of its traits)."""

    @property
    def cost_on(self) -> int:
        return COST_PLAY  # obstacles played: never asked about other actions

    @property
    def cost_sign(self) -> int:
        return -1  # cheaper or the same (`CardEffect.cost_sign`)

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not isinstance(action, PlayCard) or not t.is_obstacle(action.card) or \
                t.mission != source:
            return 0
        there = [*t.obstacles, *(c for c in t.assigned(t.villain) if not t.is_hero_card(c))]
        shared: set[str] = set()
        for other in there:
            shared |= t.traits(other)
        return -len(t.traits(action.card) & shared)


class EscapeThePressure(CardEffect):
    """Assigning a character costs 1 power per glyph beneath him."""

    @property
    def cost_on(self) -> int:
        return COST_ASSIGN  # assignments only: never asked about other actions

    @property
    def cost_sign(self) -> int:
        return 1  # dearer or the same (`CardEffect.cost_sign`)

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if isinstance(action, Assign) and t.is_character(action.card) and t.mission == source:
            return len(t.glyphs(action.card))
        return 0


class DiscardForDifficulty(Op):
    """Optional discards from hand: each full four make this mission 1 easier (for the
    rest of the mission)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        hand = t.hand(t.owner(source))
        if not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), hand, "discard cards", args, optional=True,
                 most=len(hand), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.discard(c)
        if len(chosen) >= 4:
            t.modify(source, -(len(chosen) // 4), difficulty=True)
        self.finish(t, source, args, bool(chosen))


class PeekMission(Op):
    """The opponent may peek at the top mission of the hero's pile and leave it or send
    it to the bottom: he alone sees it; choosing it places it on the bottom, declining
    leaves it on top."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        top = t.mission_pile_top(t.owner(source))
        if top < 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.opponent(t.owner(source)), (top,),
                 "place on the bottom of the mission pile", args, optional=True, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.mission_to_bottom(chosen[0])
        self.finish(t, source, args, bool(chosen))


def _reviving_here(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Revive) and t.mission == source and \
        t.recall(source, "succeeded") == (t.turn,)


class NoRevive(CardEffect):
    """On success, no adversary assigned at this mission can be revived."""

    @property
    def forbids_on(self) -> int:
        return FORBIDS_REVIVE

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        return "assigned adversaries can't be revived" if _reviving_here(
            t, source, player, action) else None


class ReviewHollywoodScript(CardEffect):
    """Each time a character or adversary would be destroyed by the card text of a card
    of another player than its owner, it is stopped instead (one that can't be stopped
    is not destroyed either). The engine names the card whose text destroys
    (`Replace.DESTROY`'s value); destruction by the rules or as a cost names none."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return kind is Replace.DESTROY and value >= 0 and t.owner(value) != t.owner(card) \
            and (t.is_character(card) or t.is_adversary(card))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.stop(card)


# --- the cards --------------------------------------------------------------------------


card("4b0a2eef-19fb-45ea-8c90-d47850cd058b", "Aid Evacuation (Vorash)", AidEvacuation())
card("14be7346-7a4f-431c-bd62-d18985076a5d", "Aid Resistance (Hak'tyl)",
     Card(Difficulty(lambda t, s: -t.successful_missions(s))))
# Ruling: "only team characters assigned" holds while none is assigned.
card("5d7f5f59-bd1e-4086-9297-dba33ac5ed48", "Attend Jaffa Summit (Dar Eshkalon)",
     Card(Blocked(adversary, every_card(team_character, assigned & character),
                  "adversaries are blocked while only team characters are assigned")))
# Ruling (as Antarctic Rescue): "they are blocked" lasts until the end of the mission.
card("24ab73b9-04ec-47e1-be9d-9b41cacb0f40", "Capture Clone (Baal's Ha'tak)",
     Card(WhenPlayed(Seq(Pay(3), IfDid(Do(block_for_mission, adversary))))))
card("2154fc37-34bd-4c5f-92c6-0bf2368ce693", "Cloak Earth (Parallel Universe)",
     Card(Difficulty(-1, when=any_card(assigned & character & with_glyph_of(Glyph.LIBRA)))))
card("1b884d68-00db-48e6-b1e0-81322d87c2a3", "Consult Expert (Adora)",
     Card(Failure(Do(stop, character, chooser=OPPONENT))))
# Ruling: one of his adversaries in play whose printed cost he can pay.
card("3c42031a-6de2-4b5c-9d27-62c34e2a5f44", "Disable Orbital Weapon (Tegalus)",
     Card(Success(Do(pay_and_score, adversary & affordable, chooser=OPPONENT,
                     optional=True))))
card("120deaeb-8fc7-4279-9015-8b18ab426f44", "Escape the Pressure (Silver Creek)",
     EscapeThePressure())
card("d897f1f4-55e9-4881-886d-822420f61d43", "Exonerate Team Member (Galar)",
     Card(Difficulty(-1, when=any_card(assigned & character & with_glyphs(2)))))
card("50541115-e388-497a-9c18-9ff1d1bf5fd8", "Free Unas (Slave Pen)",
     Card(WhenPlayed(Seq(Forget(), Do(stopped, support_character, chooser=OPPONENT,
                                      remember="chosen"))),
          Failure(DoRemembered(destroy))))
card("6401981d-3cc7-47a4-be1f-50532eddefe4", "Halt Subterranean Reaction (Langara)",
     Card(WhenPlayed(DiscardForDifficulty())))
card("b303b980-004c-4c07-9a3b-7cbfb71b6a7f", "Infiltrate Lucian Alliance (Netan's Flagship)",
     Card(WhenPlayed(If(_no_success_yet, Gain(2, OPPONENT)))))
card("b5b4a22e-e748-46ad-87ab-c3650a10c0e5", "Investigate the Aschen (Volia)",
     Card(WhenPlayed(Seq(Forget("stopped"),
                         Do(stop, adversary, chooser=OPPONENT, optional=True,
                            remember="stopped"),
                         IfDid(Gain(_culture_of_stopped, OPPONENT))))))
card("1480b394-e353-4436-b953-11196fbbf00e", "Liberate Labor Camp (Erebus)",
     Card(Blocked(support_character, any_card(assigned & adversary),
                  "no support character can be assigned while an adversary is")))
card("9503df49-e2a0-4156-9170-aa404faa2f78", "Locate the Eye of Ra (Abydos)",
     Card(Failure(Do(incapacitate, team_character, chooser=OPPONENT))))
card("e25fcc15-d2e7-449b-aeeb-9415746c5ef3", "Obtain Information (Former Goa'uld Hangar)",
     Card(Failure(PeekMission())))
card("ece36b49-f866-4622-af29-770d4e042857", "Protect Village (P9C-882)",
     Card(Failure(SearchBy(obstacle, who=OPPONENT))))
# Ruling (as Antarctic Rescue): the block lasts until the end of the mission.
card("7549f8b5-58b8-4b79-a8b4-2aef0012b207", "Recover Team Member (P2M-903)",
     Card(WhenPlayed(Seq(Forget(), Do(block_for_mission, team_character, remember="chosen"))),
          Failure(DoRemembered(incapacitate))))
card("5fbeefdd-86cf-4c87-8bba-4e9aa331ea9b", "Recover Touchstone (Madrona)",
     Card(Success(Arrange(4))))
card("123e012b-0827-43a8-90f7-b01df8ab7a9d", "Repel Moloc (New Hak'tyl Settlement)",
     Card(Success(Simple(_succeeded)), NoRevive()))
card("aaeced11-25f6-4f49-9025-9d075a8debb3", "Reverse Space/Time Rupture (Cheyenne Mountain)",
     Card(Success(DoAll(ready, assigned & support_character))))
card("11ae8bff-bfda-4bde-9540-45aac0a94838", "Review Hollywood Script (Cheyenne Mountain)",
     ReviewHollywoodScript())
card("f7b0550a-dbc9-4010-b998-d7be6c701294", "Salvage Enemy Ship (Earth Orbit)",
     Card(Success(Search(ship & hero_card))))
card("0abe7c69-845d-4e37-8751-7309b87ecfbc", "Trade Rendezvous (Off-the-Grid Planet)",
     Card(Success(Do(play_at_no_cost, gear, among=HAND, optional=True))))


# --- missions-events batch ---------------------------------------------------------------


def _here(t: Surface, source: int) -> bool:
    return t.mission == source


villain_card = Pick(lambda t, s, c: t.is_villain_card(c))


def _no_more_missions(t: Surface, source: int) -> bool:
    """The failure's "no more missions this turn" outlasts the mission (as Time Loop)."""
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _continuing(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and (source, UNTIL_TURN_END) in t.lasting_rules()


def _to_pile_top(t: Surface, source: int) -> bool:
    t.put_mission(source, top=True)
    return True


def _opponent_complication(t: Surface, source: int, event: TriggerEvent) -> bool:
    return event.player == t.opponent(t.owner(source))


def _shares_trait_with_assigned_adversary(t: Surface, source: int, player: int,
                                          action: Any) -> bool:
    if not isinstance(action, PlayCard) or not t.is_obstacle(action.card) or \
            not _here(t, source):
        return False
    traits = t.traits(action.card)
    return any(traits & t.traits(a) for a in select(t, source, assigned & adversary))


def _more_support_than_team(t: Surface, source: int) -> bool:
    return len(select(t, source, assigned & support_character)) > \
        len(select(t, source, assigned & team_character))


class OpponentGainsGlyphs(Op):
    """The opponent gains a power per glyph beneath the character just assigned
    (args[0])."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        n = len(t.glyphs(args[0])) if args else 0
        if n:
            t.gain_power(t.opponent(t.owner(source)), n)
        self.finish(t, source, args, n > 0)


card("5cbfce0c-9447-4356-b97e-43350df7a4a0",
     "Accompany Documentary Crew (Cheyenne Mountain)",
     Card(SkillBonus(CULTURE, 1, assigned & team_character & with_glyphs(1))))
card("9a3cd38e-57b6-4afa-b831-45588d77b327",
     "Appropriations Committee Meeting (Washington, D.C.)",
     Card(Success(Gain(count(character & with_glyphs(1))))))
card("06edff5b-f3cb-485c-9943-548991919165", "Calibrate Super-Weapon (Dakara)",
     Card(Difficulty(2, when=_no_success_yet)))
card("1a38fd64-e919-4662-ada2-f2a652425c18", "Coordinated Assault (Trust Safehouse)",
     Card(Success(Arrange(4, whose=OPPONENT))))
card("dae57817-4cd5-408b-b8a1-12e906ae42a1", "Cure Deadly Virus (Vagonbrei)",
     Card(Success(Do(ready, assigned & character, optional=True))))
card("0a480138-c10d-432f-8812-fb1de8e06f05",
     "Destroy Kassa Shipment (Lucian Alliance Freighter)",
     Card(Success(Do(destroy, ship & villain_card))))
card("4f49262f-5111-4e15-9478-013d41d99e0b", "Destroy Weapon (Stronghold of Anubis)",
     Card(Success(DoAll(gets(1, skills=True, until=UNTIL_TURN_END), team_character))))
card("ab237679-03c8-49ee-b086-4566030e820d", "Diplomatic Envoy (Moscow)",
     Card(WhenPlayed(Seq(Pay(2), IfDid(Do(ready, support_character))))))
card("c045070e-9dc1-4adb-9174-d337924d3b7a", "Eradicate Computer Virus (P5S-117)",
     Card(Failure(Simple(_no_more_missions)),
          Cant(_continuing, "no more missions this turn")))
card("7fdbf931-6a70-4e3c-bcba-136e34ce3851", "Escape Time Dilation Field (P3X-474)",
     Card(Failure(May(Simple(_to_pile_top), who=OPPONENT,
                      label="back onto the hero's mission pile (top)"))))
# Ruling: the mission's player chooses the character (one of any player's).
card("5d84270b-d43f-49be-8a25-1a519d61c6e3", "Escort IOA Representatives (Gamma Site)",
     Card(On(Trigger.COMPLICATION_PLAYED, Do(stop, character), _opponent_complication)))
card("45c00c19-cb01-4a90-91e0-ec09dcf3b6cd", "Explore Ruins (Excavation Site)",
     Card(Success(DoUpTo(shuffle_into_deck, any_card_pick, 4, among=DISCARD,
                         prompt="shuffle into your deck"))))
card("dbb439bd-11fc-493b-af98-e3cf6bec90df", "Extract Prisoners (Excavation Site)",
     Card(Failure(Do(incapacitate, team_character))))
card("8192e6b8-5076-4088-91a6-a26b4f0b5a52", "Hide the Harcesis (Abydos)",
     Card(Failure(SearchBy(villain_card, who=OPPONENT))))
card("0b221753-9ca4-45b7-b5fe-9b969c75db4b", "Investigate Farrow-Marshall (Bethesda)",
     Card(CostChange(-1, _shares_trait_with_assigned_adversary)))
card("37f20de2-b79f-4a0e-8567-c36afa6b066d", "Lie Low (Ver Isca)",
     Card(Difficulty(-1, when=lambda t, s: len(select(t, s, assigned & character)) <= 2)))
card("cae3ee92-c376-4531-974b-a01b23026cc7", "Negotiate Mining Rights (P3X-403)",
     Card(Difficulty(2, when=_more_support_than_team)))
card("81d4fa90-4ca5-4484-a37f-14de5a5c2874", "Repair Engines (Interstellar Gas Cloud)",
     Card(Success(Do(ready, ship & hero_card))))
card("07dd5275-52d8-4a80-ac87-27591f0ca6e1", "Restore Timeline (Giza, 3000 B.C.)",
     Card(Success(Do(to_hand, hero_card, among=DISCARD, optional=True))))
card("3ef5427c-35b7-425c-9b53-143e1b1dac88", "Retain Custody (Cheyenne Mountain)",
     Card(Difficulty(count(ready_card & adversary))))
card("31d13ce6-1247-4c52-84f1-516f05525957",
     "Sabotage Ship Construction (Shipyard Near Ver Isca)",
     Card(Failure(SearchBy(ship & villain_card, who=OPPONENT))))
card("14d3d4fc-e6c7-4260-bd46-808b95e05b27", "Secure Crash Site (Rocky Mountains)",
     Card(WhenAssigned(character, OpponentGainsGlyphs())))
card("a172c8a5-ba84-42d6-a17b-7addc9194ab1", "Withstand Armada (Antarctica)",
     Card(Difficulty(-1, when=any_card(assigned & ship & hero_card))))


def _keep_for_the_turn(t: Surface, source: int) -> bool:
    """Text lasting for the rest of the turn, beyond the failed mission."""
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _plays_obstacle_this_turn(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and t.is_obstacle(action.card) and \
        (source, UNTIL_TURN_END) in t.lasting_rules()


card("71b3817b-9867-412f-80c8-5dc4ecc16460", 'Discredit Leak ("Inside Access")',
     Card(Failure(Simple(_keep_for_the_turn)), CostChange(-1, _plays_obstacle_this_turn)))
