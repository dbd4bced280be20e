"""Unending: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    COMPLICATIONS,
    HAND,
    OBSTACLES,
    OPPONENT,
    Abilities,
    Blocked,
    BoostedWith,
    Cant,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoAll,
    DoExactly,
    DoN,
    DoRemembered,
    DoToIt,
    Draw,
    Failure,
    Forget,
    FromDiscardToo,
    Gain,
    If,
    IfDid,
    May,
    MayPay,
    Modes,
    On,
    Op,
    OpAbilityWith,
    Otherwise,
    OwnCost,
    RevivePaidTo,
    Seq,
    Simple,
    SkillBonus,
    WhenAssigned,
    WhenPlayed,
    block_for_mission,
    choose,
    destroy,
    discard,
    incapacitate,
    place_on,
    placed_on,
    playing_this,
    ready,
    stop,
)
from stargate_vcg.effects.vocab import (
    Pick,
    SkillsBonus,
    adversary,
    always,
    anything,
    ask,
    assigned,
    character,
    count,
    hero_card,
    obstacle,
    other,
    plays,
    select,
    ship,
    stopped,
    support_character,
    team_character,
    this,
    this_assigned,
    trait,
    your,
)
from stargate_vcg.effects.vocab import ready as ready_card
from stargate_vcg.engine.stargate.actions import (
    ActivateAbility,
    Assign,
    Continue,
    PlayComplication,
)
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
    CULTURE,
    INGENUITY,
    SCIENCE,
    UNTIL_TURN_END,
    Surface,
)


def _gain(n: int) -> Callable[[Surface, int, ActivateAbility], None]:
    def effect(t: Surface, source: int, action: ActivateAbility) -> None:
        t.gain_power(t.owner(source), n)
    return effect


def _opponent_drains(n: int) -> Callable[[Surface, int], bool]:
    def run(t: Surface, source: int) -> bool:
        t.mill(t.opponent(t.owner(source)), n)
        return True
    return run


class ReviveBy(CardEffect):
    """This adversary's own revive cost changes by a counted amount."""

    def __init__(self, amount: Callable[[Surface, int], int]) -> None:
        self.amount = amount

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return self.amount(t, source) if adversary == source else 0


def _ready_and_block(t: Surface, source: int, card: int) -> bool:
    t.ready(card)
    t.block(card, until_mission_end=True)
    return True


_other_replicators = count(other & adversary & trait("Replicator"))

card("c8bf6c39-f820-4bae-809b-c2c8d73408c9", "Wraith Primary (Queen of Queens)",
     Card(WhenAssigned(this, Otherwise(
         May(Simple(_opponent_drains(2)), who=OPPONENT, label="drain 2"), Gain(2)))))
card("ecdb27a5-e99b-439d-bd7a-3a70ba024fbb", "Second (Human-Form Replicator)",
     Card(Difficulty(_other_replicators), ReviveBy(_other_replicators)))
card("90747171-a427-4119-b814-20f24e645950", "Toxic Environment",
     Card(Blocked(support_character, always, "Toxic Environment: support characters are "
                  "blocked"),
          Failure(DoAll(destroy, assigned & support_character))))
card("af57c2bf-0c22-459d-a20a-61cb00124cd7", "Men in Black",
     Card(WhenPlayed(Do(_ready_and_block, assigned & support_character, remember="chosen")),
          Failure(DoRemembered(destroy))))
def _won_the_ship_battle(t: Surface, source: int) -> bool:
    """Its owner achieved Victory in this mission's ship battle (the public log's
    "ship battle" entry names the victor)."""
    me = t.owner(source)
    return any(who == me for who, _ in t.logged_this_mission(("ship battle",)))


card("69aea8cc-3187-455f-b939-9561c3b3f067", "Utter Destruction",
     Card(Failure(Seq(DoAll(destroy, assigned & support_character),
                      If(_won_the_ship_battle, DoAll(incapacitate, assigned & team_character))))))


# --- second batch --------------------------------------------------------------------------


def _complication_while_assigned(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication) and t.is_assigned(s)


def _opponent_plays_support(t: Surface, s: int, event: TriggerEvent) -> bool:
    return (t.is_assigned(s) and event.player != t.owner(s) and event.card >= 0
            and t.is_support_character(event.card))


_stopped_supporters = count(stopped & support_character)


def _fewer_stopped_supporters(t: Surface, s: int) -> int:
    return -_stopped_supporters(t, s)


def _goauld_adversaries_scored(t: Surface, s: int) -> int:
    return sum(1 for c in t.score_pile(t.owner(s))
               if t.is_adversary(c) and t.has_trait(c, "Goa'uld"))


def _other_goauld_adversaries(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, your & other & adversary & trait("Goa'uld"))


def _baal_sacrifice(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)
    t.gain_power(t.owner(source), _goauld_adversaries_scored(t, source))


def _assigned_supporters(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, assigned & support_character)


def _destroy_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy_by(action.target, source)


def _ori_obstacle_played(t: Surface, s: int, event: TriggerEvent) -> bool:
    return (event.player == t.owner(s) and event.card >= 0 and t.is_obstacle(event.card)
            and t.has_trait(event.card, "Ori"))


def _reveal_four(t: Surface, source: int) -> bool:
    me = t.owner(source)
    for c in t.deck_top_cards(me, 4):
        t.reveal(c)
        if t.has_trait(c, "Replicator"):
            t.take_into_hand(c)
        else:
            t.to_discard(c)
    return True


def _opponent_assigns_character(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, Assign) and player != t.owner(s)
            and t.is_character(action.card))


def _experience(t: Surface, s: int) -> int:
    return t.experience_of(t.mission) if t.mission >= 0 else 0


card("fa13c1d6-2ef5-4d75-97eb-04cbdf5f1496", "Anateo (Lucian Alliance Crime Boss)",
     Card(Difficulty(lambda t, s: t.complication_count),
          WhenAssigned(this, Seq(DoAll(destroy, obstacle, among=OBSTACLES),
                                 Do(stop, ship & hero_card))),
          Cant(plays(obstacle, when=this_assigned), "Anateo: no obstacles while he is assigned"),
          CostChange(-1, _complication_while_assigned, on=COMPLICATIONS)))
card("dd56fe3e-a618-4fa3-9db5-9aaabe50e296", "Seth (Cult Leader)",
     Card(On(Trigger.CARD_PLAYED, DoToIt(stop), _opponent_plays_support),
          ReviveBy(_fewer_stopped_supporters)))
card("572e3ec7-39b7-4dfc-b71b-da00ebbcdf00", "Baal (Sovereign of the Goa'uld)",
     Card(Abilities(Ability("Baal: power for the Goa'uld adversaries scored",
                            AbilityCost(), _baal_sacrifice, once_per_turn=True,
                            targets=_other_goauld_adversaries))))
card("1cc8d161-c31a-458d-ad94-aee93d9b1e1f", "Staff Cannon",
     Card(Abilities(Ability("Staff Cannon: destroy an assigned support character",
                            AbilityCost(destroy_self=True), _destroy_target,
                            targets=_assigned_supporters))))
_team_at_mission = assigned & team_character

card("d3fe8a54-3bbc-48a0-997a-36705299ca36", "Arkhad (Follower of the Ori)",
     Card(On(Trigger.CARD_PLAYED,
             Seq(MayPay(discards=1, label="discard a card to ready Arkhad"),
                 IfDid(DoAll(ready, this))), _ori_obstacle_played),
          Failure(Modes(("put one of the team out of action",
                         Do(incapacitate, _team_at_mission)),
                        ("power for each Ori obstacle",
                         Gain(count(obstacle & trait("Ori"))))))))
card("fe6be5b1-dc0e-4e8e-9f4b-2acf6cf64def", "They're Coming!",
     Card(WhenPlayed(May(Simple(_reveal_four), label="reveal the top four cards"))))
card("2a2ebb9d-8f98-40b1-8673-3483b9840c95", "Forced Retirement",
     Card(WhenPlayed(DoExactly(ready, assigned & character & ~your, _experience)),
          CostChange(1, _opponent_assigns_character, on=ASSIGNMENTS)))


# --- third batch ---------------------------------------------------------------------------


class OriDominion(CardEffect):
    """This obstacle has dominion while one of its owner's Ori adversaries is assigned."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return obstacle == source and bool(
            select(t, source, your & assigned & adversary & trait("Ori")))


def _water_counters(t: Surface, s: int) -> int:
    return len(t.recall(s, "water"))


def _add_water(t: Surface, s: int) -> bool:
    t.remember(s, "water", (*t.recall(s, "water"), 0))
    return True


def _owner_passes_here(t: Surface, s: int, event: TriggerEvent) -> bool:
    return event.player == t.owner(s) and s in t.obstacles


def _opponent_assigns(t: Surface, s: int, event: TriggerEvent) -> bool:
    return (event.player != t.owner(s) and event.card >= 0 and t.is_character(event.card)
            and s in t.obstacles)


class _DiscardDownToEight(Op):
    """Its owner discards down to eight cards; his opponent loses a power per card."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        hand = t.hand(me)
        extra = len(hand) - 8
        if extra <= 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, hand, "discard down to eight", args, least=extra, most=extra,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.discard(c)
        t.lose_power(t.opponent(t.owner(source)), len(chosen))
        self.finish(t, source, args, bool(chosen))


card("64fb792e-41f3-4c03-bdab-d9bc409a62f1", "The Book of Origin", Card(OriDominion()))
card("37a71bba-eb57-48f7-a77d-3817d62d61f5", "Submerged",
     Card(On(Trigger.PASSED, Simple(_add_water), _owner_passes_here),
          Difficulty(_water_counters)))
card("4dcb3b4f-dfbf-41f6-ba2f-73314fc871f2", "Occupation",
     Card(On(Trigger.ASSIGNED, May(Draw(1), label="draw a card"), _opponent_assigns),
          Failure(_DiscardDownToEight())))
def _grown_here(t: Surface, s: int) -> int:
    """The times her ability was used at the current mission (remembered with it)."""
    found = t.recall(s, "grown")
    return found[2] if found and found[:2] == (t.turn, t.mission) else 0


def _qetesh_revive(t: Surface, s: int) -> int:
    return _goauld_adversaries_scored(t, s) + 2 * _grown_here(t, s)


def _other_adversaries(t: Surface, s: int) -> tuple[int, ...]:
    return select(t, s, other & adversary)


def _qetesh_grows(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(action.target)
    t.modify(source, 2, difficulty=True)
    t.remember(source, "grown", (t.turn, t.mission, _grown_here(t, source) + 1))


card("f1eab566-10d8-4dc9-aa95-8e9a57d96a9e", "Qetesh (Ambitious Queen)",
     Card(Difficulty(_goauld_adversaries_scored), ReviveBy(_qetesh_revive),
          Abilities(Ability("Qetesh: feed on another adversary", AbilityCost(),
                            _qetesh_grows, targets=_other_adversaries,
                            usable=lambda t, s: t.mission >= 0))))


# --- fourth batch --------------------------------------------------------------------------


class _ReturnSupporter(Op):
    """Once a turn: a support character card from the opponent's discard pile goes back
    to his hand; then this card's owner gains a power per assigned team character."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        options = tuple(c for c in t.discard_pile(them) if t.is_support_character(c))
        if not options or t.recall(source, "turn") == (t.turn,):
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "return a support character", args,
                 optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.remember(source, "turn", (t.turn,))
            t.take_into_hand(chosen[0])
            t.gain_power(t.owner(source), len(select(t, source, assigned & team_character)))
        self.finish(t, source, args, bool(chosen))


def _ori_obstacles_in_hand(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.hand(t.owner(s)) if t.is_obstacle(c) and t.has_trait(c, "Ori"))


def _play_free_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.play_free(action.target)


card("e06016d4-097a-436e-93c4-1346aabd2738", "Solemn Prior (Eyes of the Ori)",
     Card(WhenAssigned(this, _ReturnSupporter())))
card("225b362d-8d98-48a6-a8d4-373cefffd9a1", "Adria (Ascended Heir of the Ori)",
     Card(Abilities(Ability("Adria: a free Ori obstacle",
                            AbilityCost(stop_self=True), _play_free_target,
                            targets=_ori_obstacles_in_hand)),
          BoostedWith(trait("Ori"))))


# --- fifth batch ---------------------------------------------------------------------------


def _no_more_missions(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _continuing(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and (source, UNTIL_TURN_END) in t.lasting_rules()


card("a4eba35b-300a-4a76-95da-03a5d5ca8587", "Stranded",
     FromDiscardToo(Failure(Simple(_no_more_missions)),
                    Cant(_continuing, "Stranded: no more missions this turn")))


def _bombarding(t: Surface, source: int) -> int:
    chosen = t.recall(source, "ship")
    if not chosen or not t.is_assigned(chosen[0]):
        return 0
    return t.firepower(chosen[0])


_own_assigned_ship = your & assigned & ship

card("85a3a658-17df-4d3e-88e4-e34d69e03690", "Bombardment",
     Card(WhenPlayed(Seq(Forget("ship"), Do(choose, _own_assigned_ship, remember="ship"))),
          Difficulty(_bombarding),
          Failure(DoN(destroy, assigned & support_character, count(_own_assigned_ship)))))


class Placeable(Card):
    """An obstacle whose text works on from beneath the character it is placed on."""

    zones = frozenset({IN_PLAY, BENEATH})


def _destroy_this_placed(t: Surface, source: int, action: ActivateAbility) -> None:
    t.destroy(source)


_holder = Pick(lambda t, s, c: c == placed_on(t, s))

card("26eb92ca-448f-4d9b-b741-25c00bf5390e", "Exhausted",
     Placeable(Failure(Do(place_on, character & (stopped | assigned), prompt="place it on")),
               SkillsBonus(-3, _holder),
               Abilities(Ability("Exhausted: pay to be rid of it", AbilityCost(power=3),
                                 _destroy_this_placed,
                                 usable=lambda t, s: placed_on(t, s) >= 0, any_player=True))))


def _become_ready(t: Surface, source: int, card: int) -> bool:
    return t.ready(card) if t.is_stopped(card) or t.is_assigned(card) else True


def _paired_and_other_assigned(t: Surface, s: int, c: int) -> bool:
    pair = t.recall(s, "chosen")
    return c in pair and any(o != c and t.in_play(o) and t.is_assigned(o) for o in pair)


def _either_assigned(t: Surface, s: int) -> bool:
    return any(t.in_play(c) and t.is_assigned(c) for c in t.recall(s, "chosen"))


card("9df40591-078a-45b2-a647-35eeec5bc8cc", "Paranoia",
     Card(WhenPlayed(Seq(Forget(), Do(_become_ready, support_character, count=2,
                                      remember="chosen"))),
          Blocked(Pick(_paired_and_other_assigned), always, "Paranoia: the pair won't mix"),
          Failure(If(_either_assigned, DoRemembered(destroy)))))


def _ori_into_hand(t: Surface, card: int, source: int) -> None:
    """The Doci: an Ori card among those that pay his revive goes to the hand, shown;
    the others to the discard pile as always."""
    if t.has_trait(card, "Ori"):
        t.reveal(card)
        t.take_into_hand(card)
    else:
        t.to_discard(card)


card("735a3850-d8ca-4341-b190-3e0b1bd27163", "The Doci (Corruptor of Souls)",
     RevivePaidTo(_ori_into_hand))


def _absorb(t: Surface, source: int, card: int) -> bool:
    t.destroy_by(card, source)
    if not t.in_play(card):
        t.place_beneath(card, source)
    return True


def _has_supporter_beneath(t: Surface, s: int) -> bool:
    return any(t.is_support_character(c) for c in t.beneath(s))


class _ShedTheHost(CardEffect):
    """As Replicator Marrick would be destroyed, his owner may discard a support
    character card from beneath him to have him stopped instead."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.DESTROY and card == source
                and not t.recall(source, "asked") and _has_supporter_beneath(t, source))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.remember(source, "asked", (1,))
        ask(t, source, "shed", t.owner(source), (0,), "discard the card beneath to survive?",
            optional=True, labels=("discard it",))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step != "shed":
            return
        if chosen:
            host = next(c for c in t.beneath(source) if t.is_support_character(c))
            t.to_discard(host)
            t.stop(source)
        else:
            t.destroy(source)
        t.forget(source, "asked")


card("4c43626d-de78-4523-aaf6-f3d1fe1df8b2", "Replicator Marrick (Parasitic Drone)",
     Card(WhenPlayed(Do(_absorb, support_character, optional=True)),
          SkillBonus(COMBAT, 1, this, _has_supporter_beneath),
          _ShedTheHost()))


class _CallTheDrone(Op):
    """A copy of Replicator Marrick from his owner's hand or deck comes into play free
    (the deck is shuffled after the look)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = tuple(c for c in (*t.hand(me), *t.deck_cards(me))
                        if t.title(c) == "Replicator Marrick")
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "play Replicator Marrick free", args, optional=True,
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.reveal(chosen[0])
            t.play_free(chosen[0])
        t.shuffle_deck(t.owner(source))
        self.finish(t, source, args, bool(chosen))


def _destroyed_beside_replicators(t: Surface, s: int, event: TriggerEvent) -> bool:
    return event.card == s and any(t.has_trait(o, "Replicator") for o in t.obstacles)


card("7cf4514c-7e82-44d7-a887-deb0b64ce71a", "James Marrick (I.O.A. Agent)",
     Card(Abilities(Ability("James Marrick: gain 1 power", AbilityCost(stop_self=True),
                            _gain(1))),
          On(Trigger.DESTROYED, _CallTheDrone(), _destroyed_beside_replicators)))


class KaraKesh(CardEffect):
    """Obstacle: as one of its owner's Goa'uld adversaries would be stopped or destroyed
    by his opponent's card, he may destroy it to prevent that. Ruling: a stop counts
    as the opponent's while the opponent is the one acting."""

    def _guards(self, t: Surface, source: int, card: int) -> bool:
        return (source in t.obstacles and not t.recall(source, "asked")
                and t.is_adversary(card) and t.has_trait(card, "Goa'uld")
                and t.owner(card) == t.owner(source))

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        if not self._guards(t, source, card):
            return False
        opponent = t.opponent(t.owner(source))
        if kind is Replace.DESTROY:
            return value >= 0 and t.owner(value) == opponent
        return kind is Replace.STOP and player == opponent

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.remember(source, "asked", (1,))
        ask(t, source, "guard", t.owner(source), (0,), "destroy Kara Kesh to prevent it?",
            optional=True, labels=("destroy Kara Kesh",),
            args=(card, 1 if kind is Replace.DESTROY else 0))

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        card_, destroying = args
        if chosen:
            t.destroy(source)
        elif destroying:
            t.destroy(card_)
        else:
            t.stop(card_)
        t.forget(source, "asked")


card("d0e5af38-8328-48df-aa59-022986903a6a", "Kara Kesh", KaraKesh())


def _maze_stop(t: Surface, source: int, card: int) -> bool:
    t.remember(source, "mine", (*t.recall(source, "mine"), card))
    return t.stop(card)


def _stopped_elsewhere(t: Surface, s: int, event: TriggerEvent) -> bool:
    if event.card < 0 or not t.is_character(event.card) or s not in t.obstacles:
        return False
    return event.card not in t.recall(s, "mine") and t.phase == "performing actions"


# Ruling: "stopped by another card" counts the stops while actions are performed (not
# those of the mission's resolution), except the Maze's own.
card("7e3b1cd3-b9b2-419c-b3b2-503cae34dd1c", "Time-Trap Maze",
     Card(On(Trigger.STOPPED, Seq(Forget("mine"), MayPay(1, label="pay 1 power"),
                                  IfDid(Do(_maze_stop, support_character))),
             _stopped_elsewhere),
          On(Trigger.MISSION_END, Forget("mine"))))


class _DialingTrouble(Op):
    """The opponent pays 3 power, or stops characters of his with 3 Science or more
    between them, or else all his characters are blocked from the mission. Ruling: a
    choice of characters short of 3 Science stops none and counts as neither. Stages
    ride in the args."""

    @staticmethod
    def _stoppable(t: Surface, source: int) -> tuple[int, ...]:
        them = t.opponent(t.owner(source))
        return tuple(c for c in t.characters(them)
                     if t.owner(c) == them and (t.is_ready(c) or t.is_assigned(c)))

    @staticmethod
    def _science(t: Surface, cards: tuple[int, ...]) -> int:
        return sum(t.skill(c, SCIENCE) or 0 for c in cards)

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        modes: list[int] = []
        labels: list[str] = []
        if t.power(them) >= 3:
            modes.append(0)
            labels.append("pay 3 power")
        if self._science(t, self._stoppable(t, source)) >= 3:
            modes.append(1)
            labels.append("stop characters with 3 Science")
        if not modes:
            self._block_all(t, source, args)
            return
        self.ask(t, source, them, modes, "avoid the blockade", (*args, 0), optional=True,
                 labels=labels)

    def _block_all(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        for c in t.characters(them):
            t.block(c, until_mission_end=True)
        self.finish(t, source, args, True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        base, stage = args[:-1], args[-1]
        them = t.opponent(t.owner(source))
        if stage == 0:
            if not chosen:
                self._block_all(t, source, base)
            elif chosen[0] == 0:
                t.lose_power(them, 3)
                self.finish(t, source, base, True)
            else:
                options = self._stoppable(t, source)
                self.ask(t, source, them, options, "stop characters with 3 Science",
                         (*base, 1), least=1, most=len(options))
            return
        if self._science(t, chosen) >= 3:
            for c in chosen:
                t.stop(c)
            self.finish(t, source, base, True)
        else:
            self._block_all(t, source, base)


card("c8051b8c-437a-45d2-9b77-6a86d15f71bf", "Tampered DHD",
     Card(WhenPlayed(_DialingTrouble())))


def _placed(t: Surface, s: int) -> bool:
    return placed_on(t, s) >= 0


def _three_hero_cards(t: Surface, s: int) -> bool:
    holder = placed_on(t, s)
    return holder >= 0 and sum(
        1 for c in t.hand(t.owner(holder)) if t.is_hero_card(c)) >= 3


def _destroy_this(t: Surface, s: int) -> bool:
    t.destroy(s)
    return True


class _PlaceableWithAbility(OpAbilityWith):
    zones = frozenset({IN_PLAY, BENEATH})


card("ae7b385a-b89c-44a5-8bd4-f97f1d60a5ee", "Amnesia",
     _PlaceableWithAbility(
         Seq(Do(discard, hero_card, among=HAND, chooser=OPPONENT, count=3),
             IfDid(Simple(_destroy_this))),
         AbilityCost(), "Amnesia: discard three hero cards to be rid of it",
         WhenPlayed(Seq(Forget(), Do(block_for_mission, ~your & ready_card & team_character,
                                     remember="chosen"))),
         Failure(DoRemembered(place_on)),
         Blocked(_holder, _placed, "Amnesia: blocked while it is beneath him"),
         usable=_three_hero_cards, any_player=True))


def _lor_kor_difficulty(t: Surface, s: int) -> int:
    found = t.recall(s, "chosen")
    if not found:
        return 0
    c = found[0]
    cost = t.printed_cost(c)
    return cost if t.is_adversary(c) and t.has_trait(c, "Goa'uld") else cost // 2


def _nothing_to_discard(t: Surface, s: int, player: int, action: Any) -> bool:
    return playing_this(t, s, player, action) and len(t.hand(player)) < 2


# Ruling: the card discarded to play it is chosen as it comes into play.
card("9bfbee7e-0bcb-494e-a37b-84673be6b192", "Lor Kor Harak",
     Card(Cant(_nothing_to_discard, "Lor Kor Harak: no card to discard"),
          WhenPlayed(Seq(Forget(), Do(discard, anything, among=HAND, remember="chosen"))),
          Difficulty(_lor_kor_difficulty)))


def _queen_price(t: Surface, c: int) -> int:
    return max(0, t.printed_cost(c) - 1)


def _replicators_in_hand(t: Surface, s: int) -> tuple[int, ...]:
    me = t.owner(s)
    return tuple(c for c in t.hand(me) if t.is_obstacle(c) and t.has_trait(c, "Replicator")
                 and _queen_price(t, c) <= t.power(me))


def _queen_plays(t: Surface, source: int, action: ActivateAbility) -> None:
    t.lose_power(t.owner(source), _queen_price(t, action.target))
    t.play_free(action.target)


# Ruling: the price is the obstacle's printed cost less one (other cost changes aside).
card("c67fb7e0-84ac-48cd-94c2-74146685dee8", "Replicator Queen",
     Card(Abilities(Ability("Replicator Queen: play a Replicator obstacle for 1 less",
                            AbilityCost(discards=1), _queen_plays,
                            targets=_replicators_in_hand))))


# --- session 8 sp-cards11 ---

# A villain's actions at a mission (the public log's kinds): his first chance to act at
# the mission is his first action there, none of these logged since the
# mission was played.
_VILLAIN_ACTIONS = ("pass", "play", "assign", "complication", "boost", "ability")


def _not_first_opportunity(t: Surface, source: int, player: int, action: Any) -> bool:
    return playing_this(t, source, player, action) and any(
        who == player for who, _ in t.logged_this_mission(_VILLAIN_ACTIONS))


def _mission_becomes(skill: int) -> Op:
    def run(t: Surface, s: int) -> bool:
        if t.mission < 0:
            return False
        t.change_mission_skill(t.mission, skill)
        return True
    return Simple(run)


def _first_opportunity_obstacle(name: str, a: tuple[str, int], b: tuple[str, int]) -> Card:
    """Played only as the villain's first action at the mission: the mission requires
    the skill he chooses (to the turn's end, `Surface.change_mission_skill`), and the
    hero's assigned characters are readied (no longer assigned)."""
    return Card(Cant(_not_first_opportunity, f"{name}: only as the first action here"),
                WhenPlayed(Seq(Modes((a[0], _mission_becomes(a[1])),
                                     (b[0], _mission_becomes(b[1]))),
                               DoAll(ready, assigned & character))))


# Rulings: "the first opportunity to act" is the villain's first action at the mission
# (he has not passed, played, assigned, boosted or used an ability there); the mission
# keeps its printed difficulty in the skill chosen (as every such change in the engine)
# until the turn's end.
card("7f6e71da-f261-43c4-bf3d-d5013a78ea3d", "Arcane Technology", _first_opportunity_obstacle(
    "Arcane Technology", ("Science", SCIENCE), ("Ingenuity", INGENUITY)))
card("1fbcf1fc-828b-4ea3-b921-5f64455bed5b", "Fragile Peace Talks", _first_opportunity_obstacle(
    "Fragile Peace Talks", ("Culture", CULTURE), ("Combat", COMBAT)))


def _missions_before(t: Surface, source: int) -> int:
    """Missions played this turn before the current one."""
    return max(0, t.count_logged_this_turn("play mission") - 1) if t.mission >= 0 else 0


card("bff2285c-1171-478d-99fc-6ab86e3d8d2f", "Rampant Pandemic", Card(
    OwnCost(lambda t, s: -_missions_before(t, s), lowers=True),
    Difficulty(_missions_before)))


# --- session 11 sp-cards16: United Under One Banner ---------------------------------------

from stargate_vcg.effects.dsl import Cant  # noqa: E402
from stargate_vcg.engine.stargate.actions import Score  # noqa: E402
from stargate_vcg.engine.stargate.phases import R_V_ASSIGN  # noqa: E402
from stargate_vcg.engine.stargate.surface import UNTIL_MISSION_END  # noqa: E402


class _AnyNumberOfAdversaries(CardEffect):
    """While it is at the mission, its owner may assign an adversary there although one
    of his is assigned already (a "can": that rule waived; the one of the rating in the
    mission's skill is not)."""

    def permits(self, t: Surface, source: int, player: int, action: Any, rule: str) -> bool:
        return (rule == R_V_ASSIGN and isinstance(action, Assign)
                and player == t.owner(source) and source in t.obstacles
                and t.is_adversary(action.card)
                and any(t.skill(action.card, k) is not None for k in t.mission_skills()))


def _keep_one_score_rule(t: Surface, source: int) -> bool:
    t.keep_rules(source, UNTIL_MISSION_END)
    return True


def _scoring_a_second(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Score) and any(
        t.is_adversary(c) for _, c in t.logged_this_mission(("score",)) if c >= 0)


# United Under One Banner. Rulings: each assigned adversary is revived, scored or
# destroyed in turn at the mission's resolution (the engine's revive step, repeated
# while one is assigned); the "only one scored" rule is kept from its play to the
# mission's end, wherever it goes (`keep_rules`), while assigning more needs it at the
# mission.
card("9b701bd6-3f4d-432c-bb7f-25e9d4b96062", "United Under One Banner",
     Card(_AnyNumberOfAdversaries(),
          WhenPlayed(Simple(_keep_one_score_rule)),
          Cant(_scoring_a_second, "United Under One Banner: only one adversary can be "
                                  "scored at this mission's resolution")))
