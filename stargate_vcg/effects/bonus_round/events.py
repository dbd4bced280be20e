"""Bonus Round: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    HAND,
    OWN,
    ArrangeTop,
    AtMissionEnd,
    Cant,
    Card,
    CostChange,
    CostChangeBy,
    Do,
    DoAll,
    DoRemembered,
    DoUpTo,
    IfDid,
    NextMission,
    OnPlay,
    Op,
    Seq,
    Simple,
    block_for_mission,
    destroy,
    discard,
    gets,
    playing_this,
    ready,
    stop,
)
from stargate_vcg.effects.missions_set.missions import ChooseNumber
from stargate_vcg.effects.vocab import (
    Pick,
    adversary,
    anything,
    assigned,
    character,
    count,
    ship,
    support_character,
    team_character,
)
from stargate_vcg.engine.stargate.actions import Continue, PlayCard
from stargate_vcg.engine.stargate.effects import COST_OTHER, CardEffect, PlayCost
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface


class StopATeamCharacterToPlay(CardEffect):
    """"To play this event, stop one of your team characters"."""

    cost = PlayCost(stop=1, which=lambda t, s, c: t.is_team_character(c))

    def play_cost(self, t: Surface, source: int) -> PlayCost:
        return self.cost


card("4af1e19b-b64b-4de6-a2fd-e6d02c08cb32", "Backup",
     Card(StopATeamCharacterToPlay(), OnPlay(DoUpTo(ready, support_character, 2))))
# Ruling: the block and the bonus last until the mission ends and reach the characters
# in play as the event resolves.
card("13b24e16-8d4b-463e-b472-f1bda7a28154", "Bad Guys",
     Card(OnPlay(Seq(DoAll(stop, assigned & support_character),
                     DoAll(block_for_mission, support_character),
                     DoAll(gets(1, skills=True), team_character)))))
card("b554c334-9b4f-4c3a-a5b9-befa82a97242", "Close Quarter Combat",
     Card(OnPlay(Seq(DoAll(ready, assigned & ship), DoAll(block_for_mission, ship)))))
card("3bac5d22-338c-4d69-a022-a562e90aa9cb", "In Pursuit",
     Card(CostChangeBy(count(assigned & adversary), playing_this, on=OWN),
          OnPlay(Seq(DoAll(stop, assigned & adversary),
                     DoAll(block_for_mission, adversary)))))
def _ended(t: Surface) -> int:
    """Missions ended this turn."""
    return t.successful_missions() + len(t.failed_missions())


def _next_mission_dearer(t: Surface, s: int) -> bool:
    t.keep_rules(s, UNTIL_TURN_END)
    t.remember(s, "retreat", (t.turn, _ended(t) + 1))
    return True


def _continuing_to_next(t: Surface, s: int, player: int, action: Any) -> bool:
    """Continuing to the mission that follows the one it was played at (ruling: the
    villain gains only the rulebook's power for the failed missions, not this +1, as
    with Restore Symbiotic Balance)."""
    return (isinstance(action, Continue) and (s, UNTIL_TURN_END) in t.lasting_rules()
            and t.recall(s, "retreat") == (t.turn, _ended(t)))


card("020ee19f-60d5-4783-9dca-4e850a8ff889", "Full Retreat",
     Card(OnPlay(Seq(DoAll(ready, assigned & character), NextMission(1),
                     Simple(_next_mission_dearer))),
          CostChange(1, _continuing_to_next, on=COST_OTHER)))


# --- batch 2 -------------------------------------------------------------------------------


def _bring_back(t: Surface, source: int, card: int) -> bool:
    """Played from the discard pile at no cost (comes into play ready)."""
    t.put_into_play(card)
    return True


_reunion_pick = Pick(lambda t, s, c: t.is_support_character(c) and t.printed_cost(c) <= 4)

card("8e8511f2-7de7-4003-be9b-de95741f40c0", "Brief Reunion",
     Card(OnPlay(Seq(Do(_bring_back, _reunion_pick, among=DISCARD, remember="chosen",
                        prompt="play from the discard pile"),
                     IfDid(AtMissionEnd(DoRemembered(destroy)))))))


# --- session 7 sp-cards10 ---------------------------------------------------------------------


def _x(t: Surface, s: int) -> int:
    held = t.recall(s, "x")
    return held[0] if held else 0


def _pay_x(t: Surface, s: int) -> bool:
    t.lose_power(t.owner(s), _x(t, s))
    return True


def _most_x(t: Surface, s: int) -> int:
    me = t.owner(s)
    return min(t.power(me), len(t.mission_pile(me)))


# Morgan Le Fay's Tests: ruling, X is named and paid as the event resolves (no more than
# his power and the missions in his pile; declining is X = 0, and nothing happens).
card("b12938f6-1914-4d37-a0ee-e015d60aba0b", "Morgan Le Fay's Tests",
     Card(OnPlay(Seq(ChooseNumber(_most_x, "pay X ="),
                     IfDid(Seq(Simple(_pay_x), ArrangeTop(_x)))))))


def _requirement(t: Surface, mission: int) -> frozenset[int]:
    return frozenset(k for k in range(4) if t.printed_rating(mission, k) is not None)


class _MysteryDestination(Op):
    """He finds two missions of his pile with different skill requirements (one at a
    time, only he sees the pile), shows them; the pile is shuffled; his opponent chooses
    the one that goes on top, the other goes to the bottom."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        pile = t.mission_pile(t.owner(source))
        firsts = tuple(m for m in pile
                       if any(_requirement(t, o) != _requirement(t, m) for o in pile))
        if not firsts:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), firsts, "the first mission", (*args, 0),
                 hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        # args: the text's own, then the missions found so far, then the stage
        args, stage = args[:-1], args[-1]
        me = t.owner(source)
        if stage == 0:
            first = chosen[0]
            options = tuple(m for m in t.mission_pile(me)
                            if _requirement(t, m) != _requirement(t, first))
            self.ask(t, source, me, options, "the second mission", (*args, first, 1),
                     hidden=True)
            return
        if stage == 1:
            base, first, second = args[:-1], args[-1], chosen[0]
            for m in (first, second):
                t.reveal(m)
            t.shuffle_mission_pile(me)
            self.ask(t, source, t.opponent(me), (first, second), "put on top of the pile",
                     (*base, first, second, 2))
            return
        base, first, second = args[:-2], args[-2], args[-1]
        top = chosen[0]
        t.put_mission(second if top == first else first, top=False)
        t.put_mission(top, top=True)
        self.finish(t, source, base, True)


card("1637eb47-98b2-412f-91bc-3371f1069a03", "Mystery Destination",
     Card(OnPlay(_MysteryDestination())))


def _share_affiliation(t: Surface, a: int, b: int) -> bool:
    from stargate_vcg.effects.symbiosis.events import AFFILIATIONS

    return any(t.has_trait(a, x) and t.has_trait(b, x) for x in AFFILIATIONS)


def _assigned_team(t: Surface, s: int) -> tuple[int, ...]:
    return tuple(c for c in t.team_characters(t.owner(s)) if t.is_assigned(c))


def _pairable(t: Surface, s: int) -> tuple[int, ...]:
    team = _assigned_team(t, s)
    return tuple(c for c in team if any(o != c and _share_affiliation(t, c, o) for o in team))


def _sharing_unpaid(t: Surface, s: int, player: int, action: Any) -> bool:
    """Ruling (as Censored Language's discard): the discard and the choice are made as it
    is played, so it needs another card in hand and two assigned team characters sharing
    an affiliation."""
    return (isinstance(action, PlayCard) and action.card == s
            and (not [c for c in t.hand(player) if c != s] or not _pairable(t, s)))


class _ShareExperience(Op):
    """The pair chosen one at a time; the one rated lower in the mission's skill (the
    first of its skills) is raised to the other's rating to the mission's end. Ruling:
    "the contributed skill" is the skill the mission asks for."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = _pairable(t, source)
        if not options or t.mission < 0:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "the first character", (*args, 0))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, stage = args[:-1], args[-1]
        if stage == 0:
            first = chosen[0]
            options = tuple(c for c in _assigned_team(t, source)
                            if c != first and _share_affiliation(t, first, c))
            self.ask(t, source, t.owner(source), options, "the second character",
                     (*args, first, 1))
            return
        base, first, second = args[:-1], args[-1], chosen[0]
        skills = t.mission_skills()
        if skills:
            skill = skills[0]
            a, b = (t.skill(first, skill) or 0), (t.skill(second, skill) or 0)
            low, gap = (first, b - a) if a < b else (second, a - b)
            if gap > 0:
                t.modify(low, gap, skill=skill)
        self.finish(t, source, base, True)


card("abfe2f40-e358-4bf5-acf3-26c22a4bb5d9", "Sharing Experience",
     Card(Cant(_sharing_unpaid, "Sharing Experience: a discard and a pair sharing an "
                                "affiliation are needed"),
          OnPlay(Seq(Do(discard, anything, among=HAND, prompt="discard (to play it)"),
                     _ShareExperience()))))
