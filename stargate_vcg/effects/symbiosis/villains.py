"""Symbiosis: adversaries and obstacles (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.base_set.villains import _Placeable
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Abilities,
    AtMissionEnd,
    Blocked,
    Cant,
    Card,
    Difficulty,
    Do,
    DoAll,
    DoRemembered,
    Failure,
    Forget,
    If,
    IfDid,
    Lose,
    MayPay,
    On,
    Op,
    RevivePaidTo,
    SearchDeck,
    Seq,
    Simple,
    WhenAssigned,
    WhenPlayed,
    block,
    destroy,
    incapacitate,
    place_on,
    placed_on,
    stop,
    stop_incapacitated,
)
from stargate_vcg.effects.dsl import (
    ready as ready_verb,
)
from stargate_vcg.effects.vocab import (
    Pick,
    about_this,
    adversary,
    always,
    ask,
    assigned,
    at_current_mission,
    character,
    count,
    gear,
    hero_card,
    no_glyph,
    ready,
    select,
    ship,
    support_character,
    team_character,
    this,
    trait,
    trait_cards_at_mission,
    with_glyph,
    your,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, PlayCard, Revive, Score
from stargate_vcg.engine.stargate.effects import (
    SCORE_PILE,
    TEXT_ALL,
    TEXT_VICTORY,
    Ability,
    AbilityCost,
    CardEffect,
    Replace,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import COMBAT, CULTURE, SCIENCE, Surface


def ready_and_block(t: Surface, source: int, card: int) -> bool:
    """"Ready <card>; it is blocked" (Whispers in the Mist)."""
    t.ready(card)
    t.block(card, source)
    return True


_other_replicators = trait_cards_at_mission("Replicator")


class Reese(CardEffect):
    """Reese (Mother of the Machines): her difficulty and her revive cost rise by the
    count of the mission's other Replicator cards."""

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return _other_replicators(t, source) if target == source else 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return _other_replicators(t, source) if adversary == source else 0


_glyph_holders = count(assigned & character & with_glyph)


class JamesCoolidge(CardEffect):
    """James Coolidge (Prejudiced Bureaucrat): one harder and one dearer to revive for each
    assigned character holding a glyph; scored, his owner may take back a card of his
    discard pile into hand. Ruling: he is revived after the mission, when no character is
    assigned any more, so the revive cost counts the glyph holders assigned as the mission
    failed (remembered then, for that turn)."""

    zones = frozenset({"in play", SCORE_PILE})
    listens = frozenset({Trigger.SCORED, Trigger.FAILURE})

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return _glyph_holders(t, source) if target == source else 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        if adversary != source:
            return 0
        mark = t.recall(source, "holders")
        return mark[1] if mark and mark[0] == t.turn else 0

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.SCORED, source) or (
            event.kind is Trigger.FAILURE and t.is_assigned(source))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.FAILURE:
            t.remember(source, "holders", (t.turn, _glyph_holders(t, source)))
            return
        me = t.owner(source)
        pile = t.discard_pile(me)
        if pile:
            ask(t, source, "take", me, pile, "take into hand", optional=True)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.take_into_hand(chosen[0])


def _with_other_goauld_adversary(t: Surface, source: int) -> bool:
    """Tanith is assigned, and so is another Goa'uld adversary."""
    return t.is_assigned(source) and any(
        c != source and t.is_adversary(c) and t.has_trait(c, "Goa'uld") and t.is_assigned(c)
        for c in t.cards_in_play(t.owner(source)))


def _no_wraith_adversary(t: Surface, source: int) -> bool:
    return not any(c != source and t.is_adversary(c) and t.has_trait(c, "Wraith")
                   for c in t.cards_in_play(t.owner(source)))


def _alone_assigned(t: Surface, source: int) -> bool:
    """Assigned with no other adversary (of either player's) at the mission."""
    return t.is_assigned(source) and not any(
        c != source and t.is_adversary(c) and t.is_assigned(c)
        for c in t.cards_in_play(t.owner(source)))


def _purged(t: Surface, card: int, source: int) -> None:
    """Sokar: what pays his revival is purged, never discarded (sp-purge)."""
    t.purge(card)


card("4896f09b-4395-4a35-839a-4852b226d9da", "Reese (Mother of the Machines)", Reese())
card("023a603c-021b-4b71-a38d-434ecfe3f89c", "James Coolidge (Prejudiced Bureaucrat)",
     JamesCoolidge())
card("1f532085-b47a-4c77-8ccb-dbce419ded94", "Sokar (Lord of Hell)",
     Card(Difficulty(count(assigned & character & no_glyph)), RevivePaidTo(_purged)))
card("2449130f-972e-468d-a8de-e5ca9a7e31da", "Tanith (Goa'uld Lackey)",
     Card(Difficulty(1, when=_with_other_goauld_adversary)),
     partial="the Goa'uld vassal keyword is not played")
card("7f3a4207-5e4e-48f4-9c9b-85f8af59e701", "Tyre (Wraith Worshipper)",
     Card(Blocked(this, _no_wraith_adversary), Difficulty(1, when=_alone_assigned)),
     partial="the Wraith vassal keyword is not played")
card("b3f9a0ef-9aa4-410e-945a-de7632a5f351", "Stumped",
     Card(Blocked(character & with_glyph, always)))
card("27cd97ee-7551-458b-bb4e-75784c01a34f", "Energy Weapon Strike",
     Card(Failure(Seq(MayPay(2), IfDid(Do(destroy, support_character))))))
card("c9fe88a0-7924-4a0e-a807-6318836660df", "Whispers in the Mist",
     Card(WhenPlayed(Do(ready_and_block, assigned & character))))


def _wallace_blocks(t: Surface, source: int, card: int) -> bool:
    """The chosen support character is blocked; Henry Wallace gets his Science."""
    t.block(card, source)
    t.modify(source, t.skill(card, SCIENCE) or 0, skill=SCIENCE)
    return True


def _other_jaffa_villain_cards(t: Surface, source: int) -> int:
    """How many other Jaffa adversaries and obstacles are at the mission now."""
    return sum(1 for c in at_current_mission(t, source)
               if c != source and t.is_villain_card(c) and t.has_trait(c, "Jaffa"))


_nagato_victim = Pick(lambda t, s, c: t.is_support_character(c)
                      and (t.is_assigned(c) or t.is_stopped(c))
                      and t.printed_cost(c) <= _other_jaffa_villain_cards(t, s))


def _you_play_jaffa_obstacle(t: Surface, s: int, e: TriggerEvent) -> bool:
    return (e.player == t.owner(s) and t.is_assigned(s) and t.is_obstacle(e.card)
            and t.has_trait(e.card, "Jaffa"))


class NavigatorPriorFirepower(CardEffect):
    """While Navigator Prior is assigned, his player's total firepower is one more.
    Ruling (as HUD Headset): the total is raised through his first assigned ship."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        if not t.is_assigned(source):
            return 0
        ships = select(t, source, your & assigned & ship)
        return 1 if ships and target == min(ships) else 0


card("10ec5bd4-32f6-4cbf-971d-f56af54a7fd6", "Henry Wallace (Desperate Industrialist)",
     Card(WhenAssigned(this, Seq(MayPay(1), IfDid(Do(_wallace_blocks, support_character))))))
card("edbfcf2e-c8f2-4166-b74a-f123d7fb0a6f", "Nagato (Ninja Jafa Commander)",
     Card(WhenAssigned(this, Do(destroy, _nagato_victim, optional=True))))
card("28c365a0-df0e-4bfe-9f42-933a203e39d0", "Navigator Prior (Crusader)",
     Card(WhenPlayed(SearchDeck(ship & trait("Ori"))), NavigatorPriorFirepower()))
card("119ccd68-0aaf-4558-9e21-b21b12fdf5ce", "Riv'ak (Baal's Hound)",
     Card(On(Trigger.CARD_PLAYED, Lose(1, OPPONENT), _you_play_jaffa_obstacle)))
card("cead0860-3a4e-4fb9-ad2a-b8f5f03e049e", "No Respite",
     Card(WhenPlayed(Do(block, team_character & (assigned | ready), chooser=OPPONENT,
                        remember="chosen")),
          Failure(Seq(MayPay(2), IfDid(DoRemembered(incapacitate))))))
card("a8ac4272-5f6e-4161-bd0f-96c7919181f3", "Vented Atmosphere",
     Card(WhenPlayed(Seq(Do(incapacitate, team_character, remember="chosen"),
                         AtMissionEnd(DoRemembered(stop_incapacitated))))))


# --- batch 3 -----------------------------------------------------------------------------

_AMBUSH = "preparing the ambush (and its text) is not played"


def _culture_or_combat_mission(t: Surface, source: int) -> bool:
    return t.mission >= 0 and any(s in (CULTURE, COMBAT) for s in t.mission_skills())


def _stopped_team_characters(t: Surface, source: int) -> tuple[int, ...]:
    return tuple(c for c in t.team_characters(t.opponent(t.owner(source)))
                 if t.is_stopped(c))


def _incapacitate_target(t: Surface, source: int, action: ActivateAbility) -> None:
    t.incapacitate(action.target)


class DominionWithPolitical(CardEffect):
    """Disclosure to the Media: dominion, given by an assigned Political adversary."""

    def grants_dominion(self, t: Surface, source: int, obstacle: int) -> bool:
        return obstacle == source and any(
            t.is_adversary(c) and t.is_assigned(c) and t.has_trait(c, "Political")
            for c in t.cards_in_play(t.owner(source)))


card("0904ac50-4e53-4a18-9177-1c766e599934", "Tormentor Prior (Sadistic Jailer)",
     Card(Abilities(Ability("Tormentor Prior: incapacitate a stopped team character",
                            AbilityCost(stop_self=True, power=3), _incapacitate_target,
                            targets=_stopped_team_characters,
                            usable=_culture_or_combat_mission))))
card("a1120e11-2481-4804-a2d0-156e8375b645", "Disclosure to the Media",
     Card(DominionWithPolitical(), Failure(Do(incapacitate, ship & hero_card))))
card("a8e27656-e631-4bf5-b2ab-dd6b22de4840", "Jaffa Squadron",
     Card(Failure(Do(stop, team_character))), partial=_AMBUSH)
card("8d972ae6-2920-4942-8f98-a11808e51f11", "Perilous Data Transfer",
     Card(Failure(Do(incapacitate, team_character))), partial=_AMBUSH)
card("4bad652b-f803-4bb5-b950-f3b2ac733ba9", "Ori Ambush",
     Card(WhenPlayed(Do(incapacitate, assigned & team_character))), partial=_AMBUSH)
card("ba0d4911-0434-4487-a2a4-45b444195376", "Space Mine Field",
     Card(WhenPlayed(Do(ready_verb, your & ship))), partial=_AMBUSH)
card("79a5a644-6750-4f20-9214-6f4a313d666d", "Treachery",
     Card(WhenPlayed(Do(ready_verb, your & adversary & trait("Wraith"), optional=True))),
     partial=_AMBUSH)


class SuperiorFirepower(CardEffect):
    """Superior Firepower: its player's total firepower is one more (two when all his
    assigned ships are Ori), raised through his first assigned ship."""

    def firepower_modifier(self, t: Surface, source: int, target: int) -> int:
        ships = select(t, source, your & assigned & ship)
        if not ships or target != min(ships):
            return 0
        return 2 if all(t.has_trait(s, "Ori") for s in ships) else 1


class _SuperiorVictory(SuperiorFirepower):
    """Its Victory text (session 9 sp-cards12), as Orion's (`alliances.ships`): the rules
    incapacitate the loser's ships before Victory text is carried out, so it works as a
    replacement (`Replace.INCAPACITATE`: destroyed instead) while it is at the mission and
    its owner is the battle's victor (the public log names him), its Victory text not
    removed."""

    def replaces(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                 value: int) -> bool:
        me = t.owner(source)
        return (kind is Replace.INCAPACITATE and t.is_ship(card_) and t.is_hero_card(card_)
                and t.phase == "ship battle: incapacitate a ship" and source in t.obstacles
                and not t.text_removed(source, TEXT_VICTORY)
                and any(who == me for who, _ in t.logged_this_mission(("ship battle",))))

    def replace(self, t: Surface, source: int, kind: Replace, player: int, card_: int,
                value: int) -> None:
        t.destroy_by(card_, source)


card("2c6b2799-a521-4ffb-b8ac-e7966a7ed976", "Superior Firepower", _SuperiorVictory())


def _stun_drain(t: Surface, source: int) -> bool:
    """Ruling: "drain X" puts the top X cards of that player's deck into his discard
    pile; X counts the assigned and the stopped characters."""
    x = sum(1 for c in select(t, source, character) if t.is_assigned(c) or t.is_stopped(c))
    t.mill(t.opponent(t.owner(source)), x)
    return True


card("b5d4452c-7b80-48bf-8796-1151b6289493", "Stun Bomb", Card(Failure(Simple(_stun_drain))))


# --- session 7 sp-cards10 ---------------------------------------------------------------------


def _counters(t: Surface, s: int) -> int:
    held = t.recall(s, "counters")
    return held[0] if held else 0


def _four_counters(t: Surface, s: int) -> bool:
    t.remember(s, "counters", (4,))
    return True


def _one_counter_less(t: Surface, s: int) -> bool:
    n = _counters(t, s)
    if n:
        t.remember(s, "counters", (n - 1,))
    return n > 0


def _its_player_acts(t: Surface, s: int, e: TriggerEvent) -> bool:
    """Ruling: a counter goes for each action its player takes at the mission once it
    is there (a pass included; not the play of this obstacle itself): his turns to act
    are the actions he takes."""
    return (e.player == t.owner(s) and e.card != s and t.recall(s, "counters") != ()
            and s in t.obstacles)


def _doomed(t: Surface, s: int, c: int) -> bool:
    """Ruling: the assigned support characters and the stopped ones."""
    return t.is_support_character(c) and (t.is_assigned(c) or t.is_stopped(c))


card("04ad521d-0cdb-4aa6-9a55-39a7c362ae55", "Planetary Collapse",
     Card(WhenPlayed(Simple(_four_counters)),
          *(On(kind, Simple(_one_counter_less), _its_player_acts)
            for kind in (Trigger.PASSED, Trigger.CARD_PLAYED, Trigger.COMPLICATION_PLAYED,
                         Trigger.ASSIGNED, Trigger.ABILITY_USED)),
          Difficulty(4, when=lambda t, s: t.recall(s, "counters") == (0,)),
          Failure(DoAll(destroy, Pick(_doomed)))))


def _no_ready_adversary(t: Surface, s: int, player: int, action: Any) -> bool:
    return (isinstance(action, PlayCard) and action.card == s
            and not any(t.is_adversary(c) and t.is_ready(c) for c in t.cards_in_play(player)))


class _PlayCheaperAdversary(Op):
    """From his hand or his deck, an adversary costing no more than the one destroyed,
    played at no cost; his deck is shuffled (only he sees the choice)."""

    def start(self, t: Surface, source: int, args: tuple[int, ...]) -> None:
        me = t.owner(source)
        held = t.recall(source, "destroyed")
        if not held:
            self.finish(t, source, args, False)
            return
        most = t.printed_cost(held[0])
        options = tuple(c for c in (*t.hand(me), *t.deck_cards(me))
                        if t.is_adversary(c) and t.printed_cost(c) <= most)
        if not options:
            t.shuffle_deck(me)
            self.finish(t, source, args, False)
            return
        self.ask(t, source, me, options, "play at no cost", args, hidden=True)

    def answer(self, t: Surface, source: int, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        for c in chosen:
            t.reveal(c)
            t.play_free(c)
        t.shuffle_deck(t.owner(source))
        self.finish(t, source, args, bool(chosen))


# Masquerade: ruling (as Censored Language's discard), the adversary that pays for it is
# destroyed as it is played: one of its player's ready ones, so it needs one.
card("dd2a83d7-5741-47e1-ba7a-a9c7a44b1c69", "Masquerade",
     Card(Cant(_no_ready_adversary, "Masquerade: destroy a ready adversary to play it"),
          WhenPlayed(Seq(Do(destroy, your & ready & adversary, remember="destroyed",
                            prompt="destroy (to play Masquerade)"),
                         _PlayCheaperAdversary()))))


def _place_stop_and_turn(t: Surface, source: int, card: int) -> bool:
    place_on(t, source, card)
    t.stop(card)
    t.remove_text(card, TEXT_ALL)
    t.take_printed_traits(card, source)
    t.turn_into_adversary(card, t.owner(source))
    return True


def _wraith_payers(t: Surface, s: int) -> tuple[int, ...]:
    held = placed_on(t, s)
    return tuple(c for c in t.cards_in_play(t.owner(s))
                 if c != held and t.is_adversary(c) and t.has_trait(c, "Wraith")
                 and (t.is_ready(c) or t.is_assigned(c)))


class _HeldByBrainwashing(CardEffect):
    """Wraith Brainwashing, on the character it turned: skills +1; no score; his revive
    (cost 0) needs a Wraith adversary of his controller's to stop, stopped as he is
    revived (ruling, as other "to pay" stops: one ready or assigned, not himself)."""

    def skills_modifier(self, t: Surface, source: int, target: int) -> int:
        return 1 if target == placed_on(t, source) >= 0 else 0

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        held = placed_on(t, source)
        if held < 0:
            return None
        if isinstance(action, Score) and action.adversary == held:
            return "Wraith Brainwashing: this adversary can't be scored"
        if isinstance(action, Revive) and action.adversary == held and \
                not _wraith_payers(t, source):
            return "Wraith Brainwashing: a Wraith adversary must be stopped to revive him"
        return None


card("12d83d3c-43b6-42b8-8b4c-d5def604531b", "Wraith Brainwashing",
     _Placeable(Failure(Do(_place_stop_and_turn, assigned & support_character,
                           prompt="place it on")),
                _HeldByBrainwashing(),
                On(Trigger.REVIVED,
                   Do(stop, Pick(lambda t, s, c: c in _wraith_payers(t, s)),
                      prompt="stop (to revive him)"),
                   lambda t, s, e: e.card >= 0 and e.card == placed_on(t, s))))


# --- session 9 sp-cards12: Retasked ---


def _retask(t: Surface, source: int) -> bool:
    """Retasked, as it is played: the hero's mission goes under his pile and his next one
    is played free (`Surface.replay_mission`), the assigned characters and adversaries
    are readied, and every obstacle (Retasked too) and complication is destroyed. Ruling:
    in the text's order; with no mission to play instead (an empty pile) nothing
    changes but the readying and destroying."""
    t.replay_mission()
    for card_ in select(t, source, assigned & (character | adversary)):
        t.ready(card_)
    for card_ in (*t.obstacles, *t.complications()):
        t.destroy(card_)
    return True


card("10be4d1f-1002-4525-8956-caca57261ed7", "Retasked", Card(WhenPlayed(Simple(_retask))))


# --- session 10 sp-cards14 ---


class _InPlayAndScorePile(Card):
    """Its text also works from its owner's score pile ("when you score")."""

    zones = frozenset({"in play", SCORE_PILE})


_GEARS = "gears beneath"


def _beneath_athena(t: Surface, s: int, c: int) -> bool:
    t.place_beneath(c, s)
    t.remember(s, _GEARS, (*[g for g in t.recall(s, _GEARS) if g in t.beneath(s)], c))
    return True


def _held_gears(t: Surface, s: int) -> tuple[int, ...]:
    """The gears that were beneath her as she was scored: gone to their owners' discard
    piles as she left play (remembered)."""
    return tuple(g for g in t.recall(s, _GEARS) if g in t.discard_pile(t.owner(g)))


class _HeldGear(Do):
    """One of the gears that were beneath her, chosen by her owner."""

    def candidates(self, t: Surface, source: int) -> tuple[int, ...]:
        return _held_gears(t, source)


def _athena_to_score_pile(t: Surface, s: int, c: int) -> bool:
    t.place_in_score_pile(c, t.owner(s))
    return True


def _athena_back_to_deck(t: Surface, s: int) -> bool:
    t.forget(s, _GEARS)
    t.shuffle_into_deck((s,))
    return True


def _this_one(t: Surface, s: int, e: TriggerEvent) -> bool:
    return e.card == s


# Athena (Treasure Seeker). Rulings: any gear in play may be chosen (by her owner); the
# gears beneath her leave with her as she is scored (to their owners' discard piles, as
# the cards beneath any card that leaves play: the others stay there); the payment is
# offered only when one of them is there to take; destroyed, she forgets them.
card("9bae5930-5a0f-4ef7-aa1f-712926583635", "Athena (Treasure Seeker)", _InPlayAndScorePile(
    Failure(Do(_beneath_athena, gear, prompt="a gear beneath Athena")),
    On(Trigger.SCORED,
       If(lambda t, s: bool(_held_gears(t, s)), Seq(
           MayPay(2, label="pay 2: a gear to the score pile"),
           IfDid(Seq(_HeldGear(_athena_to_score_pile, gear, prompt="to your score pile"),
                     Simple(_athena_back_to_deck))))),
       _this_one),
    On(Trigger.DESTROYED, Forget(_GEARS), _this_one)))


def _tyr_price(t: Surface, card_: int, x: int) -> int:
    return max(0, t.cost(card_) - x)


def _tyr_targets(x: int) -> Any:
    def targets(t: Surface, s: int) -> tuple[int, ...]:
        me = t.owner(s)
        if t.mission < 0:
            return ()
        skills = t.mission_skills()
        return tuple(c for c in t.hand(me) if t.is_obstacle(c) and t.cost(c) >= x
                     and any(t.printed_rating(c, k) is not None for k in skills)
                     and _tyr_price(t, c, x) <= t.power(me))
    return targets


def _tyr_play(x: int) -> Any:
    def play(t: Surface, s: int, action: ActivateAbility) -> None:
        card_ = action.target
        me = t.owner(s)
        if card_ in t.hand(me) and _tyr_price(t, card_, x) <= t.power(me):
            t.lose_power(me, _tyr_price(t, card_, x))
            t.play_free(card_)
    return play


_TYR_MOST = 6


def _tyr_usable(t: Surface, s: int) -> bool:
    """While he is assigned, once each turn (whatever X was)."""
    return t.is_assigned(s) and not any(t.ability_uses(s, i) for i in range(_TYR_MOST))


def _tyr_unpaid(t: Surface, s: int, player: int, action: Any) -> bool:
    """His ability paid with a card other than a villain card, or with the obstacle it
    plays."""
    return (isinstance(action, ActivateAbility) and action.card == s
            and (action.target in action.discards
                 or any(not t.is_villain_card(d) for d in action.discards)))


# Tyr (Leader of the Vanir). Rulings: one ability per X, from 1 to the played obstacle's
# printed cost (more would lower nothing; up to 6), once each turn in all; the obstacle is
# one of his hand, played as from it (a rating in the mission's skill) at its printed cost
# less X (played by text: other cost changes are not asked).
card("bb7abc9d-bd2d-42b1-974b-bfcfe593797c", "Tyr (Leader of the Vanir)", Card(
    Abilities(*(Ability(f"Tyr: discard {x} to play an obstacle", AbilityCost(discards=x),
                        _tyr_play(x), targets=_tyr_targets(x), usable=_tyr_usable)
                for x in range(1, _TYR_MOST + 1))),
    Cant(_tyr_unpaid, "Tyr: villain cards discarded, other than the obstacle")))
