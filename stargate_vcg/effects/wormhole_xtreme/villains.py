"""Wormhole X-Treme!: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.effects.base_set.villains import (
    _assigns_holder,
    _destroy_if_placed,
    _Placeable,
)
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    ASSIGNMENTS,
    COMPLICATIONS,
    HAND,
    OPPONENT,
    PLAYS,
    YOU,
    Abilities,
    ArrangeTop,
    AtMissionEnd,
    Blocked,
    Cant,
    Card,
    CostChange,
    Difficulty,
    DifficultyOf,
    Do,
    DoAll,
    DoRemembered,
    DoSome,
    Draw,
    Failure,
    Forget,
    FromDiscardToo,
    Gain,
    If,
    IfDid,
    Lose,
    May,
    MayPay,
    Modes,
    On,
    Op,
    OwnCost,
    PurgeFrom,
    Search,
    Seq,
    Simple,
    SkillBonus,
    SkillsBy,
    WhenPlayed,
    WhenRevived,
    block,
    block_for_mission,
    choose,
    destroy,
    discard,
    incapacitate,
    place_on,
    placed_on,
    ready,
    stop,
    to_owners_hand,
)
from stargate_vcg.effects.missions_set.missions import Drain
from stargate_vcg.effects.system_lords.villains import _FromScorePile
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    Pick,
    adversary,
    anything,
    ask,
    assigned,
    blocked,
    character,
    gear,
    select,
    ship,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    your,
)
from stargate_vcg.engine.stargate.actions import (
    ActivateAbility,
    Assign,
    PlayCard,
    PlayComplication,
)
from stargate_vcg.engine.stargate.effects import (
    COST_OTHER,
    TEXT_ALL,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface

# --- adversaries -------------------------------------------------------------------------


def _skill_mission_while_ready(skill: int) -> DifficultyOf:
    """While this adversary is ready, the current mission, if of `skill`, is harder."""
    return DifficultyOf(1, Pick(lambda t, s, c: c == t.mission and t.is_ready(s)
                                and skill in t.mission_skills()))


def _scored(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.card == s


card("ef749390-8bf9-4e5a-9b98-e94494268b2d", "Kelore (Accuser)",
     Card(_skill_mission_while_ready(CULTURE)))
card("5d15cb66-5bd3-4eee-b4c3-776f11eb9dd4", "Pranos (Learned Officer)",
     Card(_skill_mission_while_ready(COMBAT)))


def _failures(t: Surface, s: int) -> int:
    return t.failed_mission_count(s)


card("df4b97c2-9481-42a2-956b-ef9ef18c63a1", "Shen Xiaoyi (IOA Emissary)",
     _FromScorePile(Difficulty(_failures), On(Trigger.SCORED, Lose(2, OPPONENT), _scored)),
     partial="the Political vassal keyword is not modelled")

_WRAITH_OR_DISEASE = Pick(lambda t, s, c: t.is_obstacle(c) and (
    t.has_trait(c, "Wraith") or t.has_trait(c, "Disease")))


def _wraith_or_disease_here(t: Surface, s: int) -> bool:
    return t.mission >= 0 and any(_WRAITH_OR_DISEASE(t, s, c) for c in t.obstacles)


card("b735f423-472d-4df2-9732-563341d82a58", "Ellia (Regressing Daughter)",
     _FromScorePile(SkillBonus(COMBAT, 3, this, when=_wraith_or_disease_here),
                    On(Trigger.SCORED, Do(destroy, support_character, optional=True),
                       _scored)))

# --- obstacles ---------------------------------------------------------------------------


def _villain_score_cards(t: Surface, s: int) -> int:
    return sum(1 for c in t.score_pile(t.owner(s)) if t.is_villain_card(c))


def _characters_in_opponents_discard(t: Surface, s: int) -> int:
    return sum(1 for c in t.discard_pile(t.opponent(t.owner(s))) if t.is_character(c))


_other_replicators_here = trait_cards_at_mission("Replicator")


def _missions_this_turn(t: Surface, s: int) -> int:
    """Missions played so far this turn, the current one included."""
    ended = t.successful_missions() + sum(1 for m in t.failed_missions() if m != t.mission)
    return ended + (1 if t.mission >= 0 else 0)


card("e811e593-7cd5-45e7-b484-b946ef15f82b", "Code Red",
     Card(OwnCost(lambda t, s: -_villain_score_cards(t, s)),
          Failure(DoAll(stop, character & Pick(lambda t, s, c: t.owner(c) == t.hero)))))
card("04cb9eec-07e3-4516-a874-82a35a03672c", "Zombie Outbreak",
     Card(Difficulty(2, when=lambda t, s: _characters_in_opponents_discard(t, s) >= 10)))
card("0ba539c3-2abb-44cf-a90f-9490fd37922f", "Frantic Escape",
     Card(WhenPlayed(Lose(_other_replicators_here, OPPONENT))))
card("af253e34-620f-4c6d-87c7-b14fd49d06e0", "Bold Proposal",
     Card(WhenPlayed(Do(block, character, count=2, remember="chosen")),
          Failure(DoRemembered(stop))))
card("06e0a525-c755-4a2c-a705-f941a1a88d7d", "Uninterested",
     Card(WhenPlayed(Do(to_owners_hand, support_character & blocked, optional=True))))
card("74aa49ee-4051-4821-b2f1-124d89b97f20", "Capacitors Overload",
     Card(Failure(DoSome(destroy, gear, _missions_this_turn))))


def _chosen(t: Surface, s: int) -> int:
    chosen = t.recall(s, "chosen")
    return chosen[0] if chosen else -1


def _glyphs_of_chosen_with_wraith(t: Surface, s: int) -> int:
    chosen = _chosen(t, s)
    if chosen < 0 or not t.in_play(chosen) or not select(t, s, assigned & adversary
                                                           & trait("Wraith")):
        return 0
    return len(t.glyphs(chosen))


card("95204561-443f-4ebf-a052-8840f583b7f4", "Unmasked",
     Card(WhenPlayed(Do(choose, assigned & character, remember="chosen")),
          Difficulty(_glyphs_of_chosen_with_wraith)))


def _resilience(t: Surface, s: int, card: int) -> bool:
    """A team character is incapacitated, a support character destroyed."""
    if t.is_team_character(card):
        return t.incapacitate(card)
    t.destroy_by(card, s)
    return True


def _chosen_was_support(t: Surface, s: int) -> bool:
    chosen = _chosen(t, s)
    return chosen >= 0 and t.is_support_character(chosen)


def _take_this(t: Surface, s: int) -> bool:
    t.take_into_hand(s)
    return True


card("8330b879-34b2-4173-be67-4b77a5b4daab", "Wraith Resilience",
     Card(WhenPlayed(Do(choose, assigned & character, remember="chosen")),
          Failure(Seq(DoRemembered(_resilience),
                      If(_chosen_was_support,
                         May(Simple(_take_this), label="take this obstacle into hand"))))))

card("30d24b33-62d7-4ba4-870f-6c02a9883ade", "Neeva Casol (Wanted Criminal)",
     _FromScorePile(
         WhenPlayed(Seq(Do(block_for_mission, team_character, remember="chosen"),
                        If(lambda t, s: t.complication_count > 0, DoRemembered(stop)))),
         On(Trigger.SCORED, DoRemembered(incapacitate), _scored)),
     partial="the Outlaw keyword is not modelled")

_your_villain_ship = your & ship & Pick(lambda t, s, c: t.is_villain_card(c))


def _ship_firepower(t: Surface, s: int) -> int:
    held = t.recall(s, "ship")
    return t.firepower(held[0]) if held else 0


card("0392e805-31d7-4d9d-a036-98bacfcce233", "Obscure Reference",
     Card(WhenPlayed(Seq(Do(stop, _your_villain_ship, optional=True, remember="ship"),
                         IfDid(Draw(_ship_firepower))))))


# --- Edrekh, Otho -----------------------------------------------------------------------------


def _edrekh_grows(t: Surface, s: int) -> bool:
    """Harder to the mission's end, and cheaper to revive at it (remembered by mission)."""
    t.modify(s, 1, difficulty=True)
    t.remember(s, "cheap revive", (t.mission,))
    return True


class _CheaperReviveThisMission(CardEffect):
    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        marked = t.recall(source, "cheap revive")
        return -3 if adversary == source and marked and marked == (t.mission,) else 0


_ready_support = support_character & Pick(lambda t, s, c: t.is_ready(c))
card("199c420a-afcd-4323-ad41-b4b25c84bc86", "Edrekh (Ashrak Infiltrator)",
     Card(WhenPlayed(Seq(MayPay(1, label="pay 1 power"),
                         IfDid(Seq(Do(destroy, _ready_support), Simple(_edrekh_grows))))),
          _CheaperReviveThisMission()))


def _plots(t: Surface, s: int) -> int:
    held = t.recall(s, "plot")
    return held[0] if held else 0


def _add_plot(t: Surface, s: int) -> bool:
    t.remember(s, "plot", (_plots(t, s) + 1,))
    return True


def _no_plots(t: Surface, s: int) -> bool:
    t.forget(s, "plot")  # counters left with an earlier stay in play
    return True


# Otho: plot counters are kept in the card's memory, cleared as he is played again.
card("7a045969-352b-445b-a84d-d54e61f554fd", "Otho (Scheming Chamberlain)",
     Card(Difficulty(_plots), WhenPlayed(Simple(_no_plots)),
          On(Trigger.POWER_PHASE_END, Gain(_plots),
             lambda t, s, e: e.player != t.owner(s) and _plots(t, s) > 0),
          Failure(Simple(_add_plot))))


# --- adversaries with activated abilities --------------------------------------------------------


class Eighth(Card):
    """Interrupted Evolution: his ability sets up his own destruction at the mission's
    end (a delayed step of his)."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "destroy eighth":
            if t.in_play(source):
                t.destroy(source)
            return
        super().resume(t, source, step, args, chosen)


def _eighth_gains(t: Surface, source: int, action: ActivateAbility) -> None:
    t.gain_power(t.owner(source), 2)
    if t.mission >= 0:
        t.after_mission(source, "destroy eighth")


card("170071ac-b2cf-48f9-a765-97a608add616", "Eighth (Interrupted Evolution)",
     Eighth(DifficultyOf(1, Pick(lambda t, s, c: c == t.mission and t.is_stopped(s))),
            Abilities(Ability("Eighth: gain 2 power", AbilityCost(stop_self=True),
                              _eighth_gains))))


class LadonRadim(Card):
    """Coup Leader: after his ability, his opponent is offered 2 power for a card of his
    hand thrown away at random."""

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "coup":
            opponent = t.opponent(t.owner(source))
            if chosen and t.discard_at_random(opponent) >= 0:
                t.gain_power(opponent, 2)
            return
        super().resume(t, source, step, args, chosen)


def _ladon_gains(t: Surface, source: int, action: ActivateAbility) -> None:
    me = t.owner(source)
    t.gain_power(me, 2)
    opponent = t.opponent(me)
    if t.hand(opponent):
        ask(t, source, "coup", opponent, (0,), "discard a random card to gain 2 power?",
            optional=True, labels=("discard at random",))


def _adversary_destroyed_this_turn(t: Surface, s: int) -> bool:
    return any(t.is_adversary(c) for c in t.destroyed_this_turn())


card("3d4068e1-1598-4a08-91e4-f27e256044c8", "Ladon Radim (Coup Leader)",
     LadonRadim(OwnCost(-2, when=_adversary_destroyed_this_turn),
                Abilities(Ability("Ladon Radim: gain 2 power", AbilityCost(stop_self=True),
                                  _ladon_gains))))


def _draw_one(t: Surface, source: int, action: ActivateAbility) -> None:
    t.draw(t.owner(source))


def _readyable(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, character | adversary)
                 if c != source and t.is_stopped(c))


def _ready_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.ready(action.target)


card("313e9852-d02a-4d95-9f64-5c6a184a0f0e", "Cordesh (Goa'uld Spy)",
     Card(Abilities(Ability("Cordesh: draw a card", AbilityCost(stop_self=True), _draw_one),
                    Ability("Cordesh: ready a stopped adversary or character",
                            AbilityCost(destroy_self=True), _ready_target,
                            targets=_readyable))),
     partial="he does not become a Tok'ra support character during his owner's hero turn")



def _x(t: Surface, s: int) -> int:
    """One more than the printed cost of the card discarded for the text."""
    held = t.recall(s, "discarded")
    return 1 + t.printed_cost(held[0]) if held else 0


card("111f9f73-3a01-4462-8135-17ec8219859f", "Painful Realization",
     Card(Failure(Seq(Do(discard, anything, among=HAND, optional=True, remember="discarded"),
                      IfDid(Modes(("stop a character",
                                   Do(stop, character & Pick(
                                       lambda t, s, c: t.cost(c) <= _x(t, s)))),
                                  ("gain power", Gain(_x))))))))


# --- ambush obstacles: their Failure text (preparing an ambush is not modelled) -----------------

_AMBUSH = "preparing and triggering an ambush are not modelled; only its Failure text"

card("c78c5f11-183d-4a79-9fbd-f7ac084fe249", "Imperious Preaching",
     Card(Failure(Seq(Gain(2), Do(ready, adversary & trait("Ori"), optional=True)))),
     partial=_AMBUSH)
card("aa6c616f-fbeb-427b-889d-02c2b6267719", "Sodan Ambush",
     Card(Failure(Seq(Do(stop, character), Do(ready, adversary & trait("Jaffa"),
                                              optional=True)))),
     partial=_AMBUSH)


def _keep_this_turn(t: Surface, s: int) -> bool:
    t.keep_rules(s, UNTIL_TURN_END)
    t.remember(s, "turn", (t.turn,))
    return True


def _kept(t: Surface, s: int) -> bool:
    return (s, UNTIL_TURN_END) in t.lasting_rules() and t.recall(s, "turn") == (t.turn,)


def _replicator_obstacle(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and t.is_obstacle(action.card)
            and t.has_trait(action.card, "Replicator") and _kept(t, s))


def _complication(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication) and _kept(t, s)


card("2250b52c-fcd7-4520-8594-286c87aa714f", "Replicator Regeneration",
     Card(Failure(Simple(_keep_this_turn)), CostChange(-1, _replicator_obstacle, on=PLAYS)),
     partial=_AMBUSH)
card("1dffbd0d-4e93-4e0e-af7c-cc28307edb5a", "Re'tu Rebel Incursion",
     Card(Failure(Simple(_keep_this_turn)), CostChange(-1, _complication, on=COMPLICATIONS)),
     partial=_AMBUSH)


# --- obstacles placed on a character -------------------------------------------------------------


def _destroy_this(t: Surface, s: int) -> bool:
    t.destroy(s)
    return True


# Sir, Are You There?: the holder can't be assigned while it is on him, whatever
# unblocks him (it is not one of his blocks).
card("486b7008-1ae5-414f-a35b-21da83e08af9", "Sir, Are You There?",
     _Placeable(WhenPlayed(Seq(Do(place_on, team_character, prompt="place it on"),
                               AtMissionEnd(Simple(_destroy_this)))),
                Blocked(Pick(lambda t, s, c: c == placed_on(t, s)),
                        lambda t, s: placed_on(t, s) >= 0,
                        "Sir, Are You There?: blocked while it is on him")))


def _uses_holders_ability(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, ActivateAbility) and action.card == placed_on(t, s)


def _assigns_holder_own(t: Surface, s: int, player: int, action: Any) -> bool:
    held = placed_on(t, s)
    return held >= 0 and player == t.owner(held) and _assigns_holder(t, s, player, action)


card("8c07ed5d-12d3-4a05-b072-9aabb7126c26", "Spoiled Princess", _Placeable(
    Failure(Do(place_on, character, prompt="place it on")),
    CostChange(1, _assigns_holder_own, on=ASSIGNMENTS),
    CostChange(1, _uses_holders_ability, on=COST_OTHER),
    On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed),
       lambda t, s, e: placed_on(t, s) >= 0 and e.player == t.opponent(t.owner(s)))))


def _doomed_support(t: Surface, s: int, c: int) -> bool:
    return t.is_support_character(c) and (t.is_assigned(c) or c in t.played_this_mission())


card("fc8f6fe8-6442-4f3c-8ba8-3fc1e481f998", "Disastrous First Contact",
     Card(Failure(DoAll(destroy, Pick(_doomed_support)))))


# --- titles from the opponent's discard pile ------------------------------------------------------


class _ChooseInOpponentsDiscard(Op):
    """Its player chooses up to `most` character cards in his opponent's discard pile
    (`optional`: or none), remembered as "titles" for the text that follows."""

    def __init__(self, most: int, optional: bool) -> None:
        super().__init__()
        self.most, self.optional = most, optional

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        t.forget(source, "titles")
        pool = t.discard_pile(t.opponent(t.owner(source)))
        options = tuple(c for c in pool if t.is_character(c))
        if not options:
            self.finish(t, source, args, False)
            return
        most = min(self.most, len(options))
        self.ask(t, source, t.owner(source), options, "choose character cards", args,
                 optional=self.optional, least=1, most=most)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        t.remember(source, "titles", chosen)
        self.finish(t, source, args, bool(chosen))


def _titled_as_chosen(t: Surface, s: int, c: int) -> bool:
    titles = {normalize_name(t.title(x)) for x in t.recall(s, "titles")}
    return t.is_character(c) and normalize_name(t.title(c)) in titles


# Blatant Plagiarism: ruling, the characters are blocked by it (until it leaves play).
card("785fea21-0872-4a54-a257-240d5d822525", "Blatant Plagiarism",
     Card(WhenPlayed(Seq(_ChooseInOpponentsDiscard(3, optional=True),
                         IfDid(DoAll(block, Pick(_titled_as_chosen)))))))
card("066fcb02-ce20-46e1-ac39-0c375ba8917d", "Double Trouble",
     Card(WhenPlayed(Seq(_ChooseInOpponentsDiscard(1, optional=False),
                         IfDid(Do(stop, Pick(_titled_as_chosen)))))))

def _drain_per_stopped_character(t: Surface, s: int) -> bool:
    """His opponent drains 1 for each of his stopped characters (the drain ruling of
    `missions_set.missions`: the top cards of his deck to his discard pile)."""
    them = t.opponent(t.owner(s))
    n = sum(1 for c in t.characters(them) if t.is_stopped(c))
    t.mill(them, n)
    return n > 0


card("ff0a8734-926c-44b1-9250-79642fd0adb8", "Wraith Servitor (Imperious Jailer)",
     Card(Failure(Seq(Do(stop, character), Simple(_drain_per_stopped_character)))),
     partial="the Wraith vassal keyword is not modelled")


# --- Fifth (Delusional Abductor) --------------------------------------------------------------


def _replicator_obstacles_this_mission(t: Surface, s: int) -> int:
    me = t.owner(s)
    return sum(1 for c in t.played_this_mission()
               if t.owner(c) == me and t.is_obstacle(c) and t.has_trait(c, "Replicator"))


class _EveryThirdReplicatorFree(CardEffect):
    """While he is assigned, each third Replicator obstacle his owner plays at a mission
    costs nothing."""

    cost_on = PLAYS

    def cost_modifier(self, t: Surface, source: int, player: int, action: Any) -> int:
        if not (isinstance(action, PlayCard) and player == t.owner(source)
                and t.is_assigned(source) and t.is_obstacle(action.card)
                and t.has_trait(action.card, "Replicator")):
            return 0
        if _replicator_obstacles_this_mission(t, source) % 3 != 2:
            return 0
        return -t.printed_cost(action.card)


def _carters(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in select(t, source, character)
                 if normalize_name(t.title(c)) == _CARTER
                 and (t.is_ready(c) or t.is_assigned(c)))


_CARTER = normalize_name("Samantha Carter")


def _stop_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.stop(action.target)


card("99149285-058e-429a-a725-923148dbb6fd", "Fifth (Delusional Abductor)",
     Card(_EveryThirdReplicatorFree(),
          Abilities(Ability("Fifth: stop Samantha Carter", AbilityCost(stop_self=True),
                            _stop_target, targets=_carters))))



class _OpponentsHandCardOnTop(Op):
    """His opponent shows his hand; he chooses one of its cards, which goes on top of
    that player's deck."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        hand = t.hand(t.opponent(t.owner(source)))
        for c in hand:
            t.reveal(c)
        if not hand:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), hand, "put on top of the deck", args)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.put_on_deck(c)
        self.finish(t, source, args, bool(chosen))


def _plays_this_without_wraith(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == s
            and not select(t, s, assigned & adversary & trait("Wraith")))


card("c6fe8881-8097-40d4-bf76-bf83e019b211", "Dark Vision",
     Card(Cant(_plays_this_without_wraith, "Dark Vision: needs an assigned Wraith adversary"),
          WhenPlayed(_OpponentsHandCardOnTop()), Failure(Drain(2, OPPONENT))))



class _ScoredToDiscard(Op):
    """He may put a villain card of his score pile into his discard pile, gaining power
    equal to its cost."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        options = tuple(c for c in t.score_pile(me) if t.is_villain_card(c))
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "move to your discard pile for its cost in power",
                 args, optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.put_in_discard_pile(c)
            t.gain_power(t.owner(source), t.printed_cost(c))
        self.finish(t, source, args, bool(chosen))


card("d29eeee1-53df-47f0-a218-1d6c760da171", "Aegis of the Faithful",
     Card(WhenPlayed(_ScoredToDiscard())))


class _DiscardOrStop(Op):
    """His opponent may discard cards whose costs add up to at least the chosen
    character's cost; if he doesn't (or can't), the character is stopped. Ruling: a
    choice that adds up to less counts as declining (nothing is discarded)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        chosen = t.recall(source, "chosen")
        if not chosen:
            self.finish(t, source, args, False)
            return
        opponent = t.opponent(t.owner(source))
        hand = t.hand(opponent)
        if sum(t.printed_cost(c) for c in hand) < t.cost(chosen[0]):
            self.finish(t, source, args, t.stop(chosen[0]))
            return
        self.ask(t, source, opponent, hand,
                 f"discard cards costing {t.cost(chosen[0])} or more in all", args,
                 optional=True, least=1, most=len(hand), hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        character = t.recall(source, "chosen")[0]
        if chosen and sum(t.printed_cost(c) for c in chosen) >= t.cost(character):
            for c in chosen:
                t.discard(c)
            self.finish(t, source, args, False)
            return
        self.finish(t, source, args, t.stop(character))


card("5507925d-6e4d-42c8-aab1-235c84c4d03b", "Slashed Ambitions",
     Card(WhenPlayed(Seq(Do(choose, character, remember="chosen"), _DiscardOrStop()))))



def _playing_this_with_empty_hand(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == s
            and not [c for c in t.hand(player) if c != s])


def _costs_as_discarded(t: Surface, s: int, c: int) -> bool:
    held = t.recall(s, "paid")
    return bool(held) and t.cost(c) == t.printed_cost(held[0])


# Censored Language: ruling, the discard that pays for it is made as it is played (it
# can be played only with another card in hand).
card("0957ef66-9189-4732-8857-9169df786c7b", "Censored Language",
     Card(Cant(_playing_this_with_empty_hand, "Censored Language: discard a card to play it"),
          WhenPlayed(Seq(Do(discard, anything, among=HAND, remember="paid"),
                         DoAll(block, support_character & Pick(_costs_as_discarded))))))



def _holder_at_success(t: Surface, s: int, e: TriggerEvent) -> bool:
    held = placed_on(t, s)
    return held >= 0 and t.is_assigned(held)


def _assigns_holder_with_empty_hand(t: Surface, s: int, player: int, action: Any) -> bool:
    """Ruling (as Censored Language's): the discard is made as he is assigned, so he can
    be assigned only with a card in his player's hand."""
    held = placed_on(t, s)
    return (held >= 0 and isinstance(action, Assign) and action.card == held
            and not t.hand(player))


card("ea188f54-67d1-4f9d-88c3-c2ee760bdaa2", "Distracting Hallucination", _Placeable(
    Failure(Do(place_on, character & Pick(lambda t, s, c: t.is_assigned(c) or t.is_stopped(c)),
               prompt="place it on")),
    SkillsBy(-1, Pick(lambda t, s, c: c == placed_on(t, s))),
    On(Trigger.MISSION_SUCCEEDED, Simple(_destroy_if_placed), _holder_at_success),
    Cant(_assigns_holder_with_empty_hand,
         "Distracting Hallucination: a card must be discarded to assign him"),
    On(Trigger.ASSIGNED, Do(discard, anything, among=HAND, chooser=OPPONENT,
                            prompt="discard a card (to assign him)"),
       lambda t, s, e: e.card >= 0 and e.card == placed_on(t, s))))



class _JaffaReviveDearer(CardEffect):
    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return 1 if t.has_trait(adversary, "Jaffa") else 0


card("c0b1979b-9efe-4c0f-9ed1-846e1f75f3d7", "Gauntlet", Card(_JaffaReviveDearer()),
     partial="the Jaffa vassal keyword it gives is not modelled (every Jaffa adversary "
             "pays the revive cost +1)")



# --- session 7 sp-cards10 ---------------------------------------------------------------------


def _playing_this_with_short_deck(n: int) -> Any:
    def test(t: Surface, s: int, player: int, action: Any) -> bool:
        return isinstance(action, PlayCard) and action.card == s and t.deck_size(player) < n
    return test


# Rushed Demonstration, Rushed Reconnaissance: ruling, the drain that pays for them is made
# as they are played (the top 3 cards of his deck to his discard pile, the drain ruling of
# `missions_set.missions`), so they can be played only with 3 cards or more in his deck
# (as Censored Language's discard); the chosen character is blocked by the obstacle.
for _id, _title in (("c7564da1-0034-4eb5-abe5-4d38f4fcf75f", "Rushed Demonstration"),
                    ("4714dc12-b893-40c4-b75d-f5e35dc253cb", "Rushed Reconnaissance")):
    card(_id, _title,
         Card(Cant(_playing_this_with_short_deck(3), f"{_title}: drain 3 to play it"),
              WhenPlayed(Seq(Drain(3), Do(block, character)))))


def _deck_of_four(t: Surface, source: int) -> bool:
    return t.deck_size(t.owner(source)) >= 4


def _nerus_rallies(t: Surface, source: int, action: ActivateAbility) -> None:
    """Drains 4 (ruling: paid as the ability is used, so usable with 4 cards or more in
    his deck); every other adversary in play gets skills +1 to the turn's end."""
    me = t.owner(source)
    t.mill(me, 4)
    for c in select(t, source, adversary):
        if c != source:
            t.modify(c, 1, skills=True, until=UNTIL_TURN_END)


card("9ffb4234-9706-4f89-abda-e91b61d40213", "Nerus (Gluttonous Genius)",
     Card(Abilities(Ability("Nerus: other adversaries get skills +1", AbilityCost(stop_self=True),
                            _nerus_rallies, usable=_deck_of_four))))


class _RevivedFromOpponentsDeck(CardEffect):
    """Hive Keeper (Playful Predator): at a failure his owner may choose to pay his revive
    cost from the top of the opponent's deck (into that player's discard pile). Ruling:
    the choice is made as the Failure text resolves and holds for his revive that turn."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                 value: int) -> bool:
        return (kind is Replace.REVIVE_PAYMENT and card == source and value > 0
                and t.recall(source, "opponent pays") == (t.turn,))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card: int,
                value: int) -> None:
        t.forget(source, "opponent pays")
        t.mill(t.opponent(t.owner(source)), value)


def _opponent_pays(t: Surface, s: int) -> bool:
    t.remember(s, "opponent pays", (t.turn,))
    return True


card("dbb98107-5168-41f2-b747-482eff204dc0", "Hive Keeper (Playful Predator)",
     Card(Failure(May(Simple(_opponent_pays),
                      label="pay the revive cost from the opponent's deck")),
          _RevivedFromOpponentsDeck()))


class _LookAndReorderTop(ArrangeTop):
    """The opponent's top missions seen and put back on the top only, in any order."""

    def _bottom(self, t: Surface, source: int, args: tuple[int, ...],
                looked: tuple[int, ...], bottom: tuple[int, ...]) -> None:
        self._top(t, source, args, looked, (), ())


class _MaySwapBlockaded(Op):
    """He may swap a blockaded mission of his opponent's with the top card of that
    player's mission pile (`Surface.swap_blockaded`)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        them = t.opponent(t.owner(source))
        options = tuple(t.blockaded_by(b) for b in t.blockaders()
                        if t.owner(t.blockaded_by(b)) == them)
        if not options or not t.mission_pile(them):
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options,
                 "swap with the top card of the opponent's mission pile", args, optional=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        did = False
        for mission in chosen:
            blockader = next((b for b in t.blockaders() if t.blockaded_by(b) == mission), -1)
            did = blockader >= 0 and t.swap_blockaded(blockader)
        self.finish(t, source, args, did)


card("9d01fb76-4037-4789-b3ca-5359ee8ce893", "Devout Prior (Sentinel)",
     Card(WhenRevived(Seq(_LookAndReorderTop(3, whose=OPPONENT, optional=True),
                          _MaySwapBlockaded()))))


card("8447a5bc-7139-464a-9471-db8de1154b2d", "DNA Conversion",
     Card(WhenPlayed(Do(choose, team_character, remember="chosen")),
          Failure(DoRemembered(incapacitate))),
     partial="the wound it deals is not modelled; only the choice and its Failure text")


# --- Romantic Entanglements --------------------------------------------------------------------


def _statuses(t: Surface, c: int) -> tuple[bool, ...]:
    return (t.is_ready(c), t.is_assigned(c), t.is_stopped(c), t.is_incapacitated(c),
            t.is_blocked(c))


def _with_a_twin(t: Surface, s: int) -> tuple[int, ...]:
    team = select(t, s, team_character)
    return tuple(c for c in team
                 if any(o != c and _statuses(t, o) == _statuses(t, c) for o in team))


def _no_twins(t: Surface, s: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayCard) and action.card == s and not _with_a_twin(t, s)


class _ChooseTwins(Op):
    """Two team characters with the same statuses, one at a time (remembered, with the
    mission they are tied for)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        options = _with_a_twin(t, source)
        if not options:
            self.finish(t, source, args, False)
            return
        self.ask(t, source, t.owner(source), options, "the first character", (*args, -1))

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        args, first = args[:-1], args[-1]
        if first < 0:
            one = chosen[0]
            options = tuple(c for c in select(t, source, team_character)
                            if c != one and _statuses(t, c) == _statuses(t, one))
            self.ask(t, source, t.owner(source), options, "the second character",
                     (*args, one))
            return
        t.remember(source, "twins", (t.turn, t.mission, first, chosen[0]))
        _note_blocks(t, source)
        self.finish(t, source, args, True)


def _twin_of(t: Surface, s: int, card: int) -> int:
    held = t.recall(s, "twins")
    if len(held) != 4 or held[:2] != (t.turn, t.mission) or t.mission < 0:
        return -1
    a, b = held[2], held[3]
    return b if card == a else a if card == b else -1


def _assign_twin(t: Surface, card_: int) -> bool:
    """(Session 10 sp-cards15) The other is assigned as well, by the text (not an
    assignment action: no cost), if he can be: ready and not blocked."""
    return not t.is_blocked(card_) and t.assign_by_text(card_)


def _pair(t: Surface, s: int) -> tuple[int, int] | None:
    held = t.recall(s, "twins")
    if len(held) != 4 or held[:2] != (t.turn, t.mission) or t.mission < 0:
        return None
    return held[2], held[3]


def _note_blocks(t: Surface, s: int) -> None:
    """Which of the pair is blocked now, for `_MirrorUnblock` to see a block end."""
    pair = _pair(t, s)
    if pair is not None:
        t.remember(s, "blocked", (int(t.is_blocked(pair[0])), int(t.is_blocked(pair[1]))))


def _unblocked_alone(t: Surface, s: int) -> int:
    """The one of the pair still blocked after the other's block ended (since last seen),
    or -1."""
    pair, seen = _pair(t, s), t.recall(s, "blocked")
    if pair is None or len(seen) != 2:
        return -1
    now = (t.is_blocked(pair[0]), t.is_blocked(pair[1]))
    for i in (0, 1):
        if seen[i] and not now[i] and now[1 - i]:
            return pair[1 - i]
    return -1


class _MirrorUnblock(CardEffect):
    """(Session 10 sp-cards15) One of the pair was unblocked (a block ends without an
    event: seen at the next one): the other is unblocked too."""

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return _unblocked_alone(t, source) >= 0

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        other = _unblocked_alone(t, source)
        if other >= 0:
            t.unblock(other)
        _note_blocks(t, source)


_MIRRORS: dict[Trigger, Any] = {
    Trigger.ASSIGNED: _assign_twin,
    Trigger.STOPPED: lambda t, c: t.stop(c),
    Trigger.READIED: lambda t, c: t.ready(c),
    Trigger.INCAPACITATED: lambda t, c: t.incapacitate(c),
    Trigger.BLOCKED: lambda t, c: t.block(c, until_mission_end=True),
}


class _Mirror(CardEffect):
    """The other of the pair takes on the status one of them just took (until the end of
    the mission), unless he has it already. Ruling: a block so copied lasts to the
    mission's end."""

    @property
    def listens(self) -> frozenset[Trigger] | None:
        return frozenset(_MIRRORS)

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind in _MIRRORS and event.card >= 0 and \
            _twin_of(t, source, event.card) >= 0

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        other = _twin_of(t, source, event.card)
        if other < 0 or not t.in_play(other) or not t.in_play(event.card):
            return
        if _statuses(t, other) != _statuses(t, event.card):
            _MIRRORS[event.kind](t, other)
        _note_blocks(t, source)


card("b6bfc009-517e-4e59-881c-79eed1b5473e", "Romantic Entanglements",
     FromDiscardToo(Cant(_no_twins, "Romantic Entanglements: two team characters with "
                                    "the same statuses are needed"),
                    WhenPlayed(_ChooseTwins()), _Mirror(), _MirrorUnblock()))


# --- No Consequences ---------------------------------------------------------------------------

_NO_CONSEQUENCES = normalize_name("No Consequences")


def _blank(t: Surface, s: int, obstacle: int) -> None:
    if obstacle != s and normalize_name(t.title(obstacle)) != _NO_CONSEQUENCES \
            and not t.text_removed(obstacle, TEXT_ALL):
        t.remove_text(obstacle, TEXT_ALL)
        t.end_blocks_by(obstacle)
        t.remember(s, "blanked", (*t.recall(s, "blanked"), obstacle))


def _texts_back(t: Surface, s: int) -> bool:
    """Destroyed while the mission goes on, it gives back the texts it blanked (those
    of the obstacles still at the mission). Ruling: destroyed with them as the mission
    ends (its obstacles cleared together), nothing comes back; the blocks that ended stay
    ended."""
    blanked = t.recall(s, "blanked")
    t.forget(s, "blanked")
    back = [o for o in blanked if o in t.obstacles]
    for o in back:
        t.restore_text(o, TEXT_ALL)
    return bool(back)


def _blank_the_others(t: Surface, s: int) -> bool:
    for o in t.obstacles:
        _blank(t, s, o)
    return True


def _blank_the_new_one(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.card >= 0 and e.card != s and s in t.obstacles and e.card in t.obstacles)


class _BlankIt(Op):
    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        if args and args[0] in t.obstacles:
            _blank(t, source, args[0])
        self.finish(t, source, args, bool(args))


def _blanked_blocks_end(t: Surface, s: int) -> bool:
    """A block made by the text of an obstacle it blanked (a "when played" text that
    was already waiting to resolve as the text went) ends at once."""
    for o in t.obstacles:
        if o != s and t.text_removed(o, TEXT_ALL):
            t.end_blocks_by(o)
    return True


# No Consequences: the other obstacles at the mission lose their text (and the blocks it
# made end) as it is played, and so does each one played there after it (its own "when
# played" text, already triggered, may still resolve: a block it makes ends at once).
card("025b5437-e610-4bec-9425-0d3d7195b79e", "No Consequences",
     Card(WhenPlayed(Simple(_blank_the_others)),
          On(Trigger.CARD_PLAYED, _BlankIt(), _blank_the_new_one),
          On(Trigger.BLOCKED, Simple(_blanked_blocks_end),
             lambda t, s, e: s in t.obstacles),
          On(Trigger.DESTROYED, Simple(_texts_back), lambda t, s, e: e.card == s)))


# --- session 8 sp-purge ------------------------------------------------------------


def _replicators_discarded(t: Surface, s: int) -> int:
    return sum(1 for c in t.discard_pile(t.owner(s)) if t.has_trait(c, "Replicator"))


def _cheaper_than_purged(t: Surface, s: int, c: int) -> bool:
    return t.printed_cost(c) < len(t.recall(s, "emerged"))


card("f7f1914d-c9af-4344-8f9c-3bc4c4ec3ce2", "Emergence",
     Card(WhenPlayed(Seq(Forget("emerged"),
                         PurgeFrom(trait("Replicator"), _replicators_discarded, whose=YOU,
                                   up_to=True, remember="emerged"),
                         IfDid(Search(adversary & trait("Replicator")
                                      & Pick(_cheaper_than_purged)))))))
