"""Base Set obstacles, adversaries and missions (by card id; each class is named after
its card's title; no card text here: data policy)."""

from __future__ import annotations

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    OPPONENT,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoAll,
    DoN,
    DoRemembered,
    Failure,
    Forget,
    Modes,
    Otherwise,
    Seq,
    WhenAssigned,
    WhenPlayed,
    block,
    destroy,
    playing_this,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import (
    SCIENCE,
    about_this,
    ask,
    assigned,
    character,
    count,
    no_glyph,
    obstacle,
    opponents,
    played_this,
    rated,
    ready,
    select,
    stopped,
    support_character,
    team_character,
    this,
    trait,
)
from stargate_vcg.engine.stargate.actions import Action, Assign, Revive
from stargate_vcg.engine.stargate.effects import (
    CardEffect,
    Trigger,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.surface import Surface

# --- villains ----------------------------------------------------------------------------


class AlienOrb(CardEffect):
    """Obstacle: when played, a chosen team character is blocked (by it); Failure: the
    chosen character is incapacitated. Ruling: one of the hero's team characters."""

    listens = frozenset({Trigger.CARD_PLAYED, Trigger.FAILURE})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source) or event.kind is Trigger.FAILURE

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        if event.kind is Trigger.CARD_PLAYED:
            ask(t, source, "block", t.owner(source), t.team_characters(t.hero),
                "a team character is blocked")
            return
        for chosen in t.recall(source, "chosen"):
            if t.in_play(chosen):
                t.incapacitate(chosen)

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.remember(source, "chosen", chosen)
            t.block(chosen[0], by=source)


class WaterBasedLifeForms(CardEffect):
    """Obstacle; Failure: its owner chooses one: stop a team character, or destroy a
    support character (of the hero, whose mission failed)."""

    listens = frozenset({Trigger.FAILURE})
    STOP, DESTROY = 0, 1

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.FAILURE

    def _targets(self, t: Surface, mode: int) -> list[int]:
        if mode == self.STOP:
            return [c for c in t.team_characters(t.hero) if t.is_ready(c) or t.is_assigned(c)]
        return list(t.support_characters(t.hero))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        modes = [m for m in (self.STOP, self.DESTROY) if self._targets(t, m)]
        labels = ["stop a team character", "destroy a support character"]
        ask(t, source, "mode", t.owner(source), modes, "choose one",
            labels=[labels[m] for m in modes])

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "mode" and chosen:
            mode = chosen[0]
            ask(t, source, "target", t.owner(source), self._targets(t, mode),
                "stop a team character" if mode == self.STOP
                else "destroy a support character", args=(mode,))
        elif step == "target" and chosen:
            if args[0] == self.STOP:
                t.stop(chosen[0])
            else:
                t.destroy(chosen[0])


class Anubis(CardEffect):
    """Banished Lord: when played, destroy a support character; each time he is revived,
    the opponent destroys one of his support characters. Ruling: the support
    characters in play this turn are the hero's (the others' are ignored)."""

    listens = frozenset({Trigger.CARD_PLAYED, Trigger.REVIVED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return played_this(event, source) or about_this(event, Trigger.REVIVED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        me = t.owner(source)
        supports = t.support_characters(t.hero)
        chooser = me if event.kind is Trigger.CARD_PLAYED else t.opponent(me)
        ask(t, source, "destroy", chooser, supports, "destroy a support character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.destroy(chosen[0])


class Fifth(CardEffect):
    """Hardened Foe: each time revived, the top card of his owner's deck goes face down
    beneath him; difficulty +1 and revive cost +1 per card beneath him."""

    listens = frozenset({Trigger.REVIVED})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return about_this(event, Trigger.REVIVED, source)

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.place_top_of_deck_beneath(t.owner(source), source)

    def difficulty_modifier(self, t: Surface, source: int, target: int, skill: int) -> int:
        return len(t.beneath(source)) if target == source else 0

    def revive_modifier(self, t: Surface, source: int, adversary: int) -> int:
        return len(t.beneath(source)) if adversary == source else 0


class ContactTheAsgard(CardEffect):
    """Mission; Success: assigned adversaries can't be revived (at this mission)."""

    listens = frozenset({Trigger.SUCCESS})

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return event.kind is Trigger.SUCCESS

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        t.remember(source, "succeeded", (t.turn,))

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        if isinstance(action, Revive) and t.mission == source and \
                t.recall(source, "succeeded") == (t.turn,):
            return "Contact the Asgard: assigned adversaries can't be revived"
        return None


card("49024236-34db-47d5-a6c8-f3e46a8eff46", "Alien Orb", AlienOrb())
card("cde9da8d-f010-4ff4-858e-c0777b931ecc", "Water-Based Life Forms", WaterBasedLifeForms())
card("2ecceca6-cd9d-4323-9aa4-6408626785b3", "Anubis (Banished Lord)", Anubis())
card("8bf76cbe-2ddb-4c7c-85d6-b58f0f6c8570", "Fifth (Hardened Foe)", Fifth())
card("55047674-bacb-42d3-b9b7-ad515f27830c", "Contact the Asgard (Cimmeria)",
     ContactTheAsgard())



# --- added for cardsB: obstacles and adversaries of the preconstructed decks -----------


def _per_failed_mission(t: Surface, source: int) -> int:
    return len(t.failed_missions())


def _cheaper_while_a_novice_is_assigned(t: Surface, source: int, player: int,
                                        action: Action) -> bool:
    """Playing this obstacle while a team character without a glyph is assigned
    (ruling: only its play as an obstacle; a complication's cost is its own)."""
    return playing_this(t, source, player, action) and bool(
        select(t, source, team_character & assigned & no_glyph))


class TightRein(CardEffect):
    """Obstacle: to assign a character, the hero stops another of his characters.
    Ruling: the cost is paid as the character is assigned (the hero names the other
    character then); a character can't be assigned while no other one of his can be
    stopped."""

    listens = frozenset({Trigger.ASSIGNED})

    def _others(self, t: Surface, assigned_card: int) -> list[int]:
        owner = t.owner(assigned_card)
        return [c for c in t.characters(owner)
                if c != assigned_card and (t.is_ready(c) or t.is_assigned(c))]

    def forbids(self, t: Surface, source: int, player: int, action: Action) -> str | None:
        if isinstance(action, Assign) and player == t.opponent(t.owner(source)) and \
                t.is_character(action.card) and not self._others(t, action.card):
            return "Tight Rein: no other character to stop"
        return None

    def triggers(self, t: Surface, source: int, event: TriggerEvent) -> bool:
        return (event.kind is Trigger.ASSIGNED and event.player == t.opponent(t.owner(source))
                and t.is_character(event.card))

    def resolve(self, t: Surface, source: int, event: TriggerEvent) -> None:
        ask(t, source, "stop", event.player, self._others(t, event.card),
            "stop another character")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.stop(chosen[0])


# Rulings: the characters stopped are the hero's (the only ones in play this turn); the
# hero stops two or none (not offered when fewer than two can be stopped), and if he
# doesn't, the villain may stop one.
card("578658c0-5c09-4d63-a46f-5d7b7e5e8c64", "Apophis (Threat to Earth)", Card(WhenAssigned(
    this, Otherwise(DoN(stop, opponents & character, 2, exact=True, chooser=OPPONENT,
                        optional=True, prompt="stop two characters?"),
                    Do(stop, opponents & character, optional=True)))))
# Ruling: the Political obstacles counted are those at the current mission.
card("13b58f59-4156-4d15-9c27-3212d8448b65", "Robert Kinsey (Ambitious Senator)",
     Card(Difficulty(lambda t, s: count(obstacle & trait("Political"))(t, s)
                     + _per_failed_mission(t, s))))
card("dd59e9ee-9cf8-4d61-b891-5477c550b2b1", "Yu (The Great)",
     Card(Difficulty(lambda t, s: t.successful_missions())))
# Ruling: with fewer than two ready characters, the hero stops those he has.
card("eecfb69b-103f-4b53-83c4-1242749c6731", "Body Swap", Card(Failure(Modes(
    ("stop a character", Do(stop, opponents & character)),
    ("the opponent stops two ready characters",
     DoN(stop, opponents & ready & character, 2, chooser=OPPONENT))))))
card("2aebfd9e-d838-4542-846b-6861f2d6d369", "Brainwashing", Card(
    WhenPlayed(Seq(Forget(), Do(block, opponents & support_character, remember="chosen"))),
    Failure(DoRemembered(destroy))))
card("ec8f6292-17e1-4ab8-8af3-6e60e6ab4de7", "Cloaked Ashrak",
     Card(Failure(Do(destroy, opponents & support_character))))
# Ruling: the blocks end when Fire Rain leaves play, as every block by a card does.
card("8a097812-9963-4da7-ae55-0ff0196bfcff", "Fire Rain", Card(WhenPlayed(
    DoN(block, opponents & character, lambda t, s: len(t.obstacles) - 1))))
card("901730f8-698c-4076-b74d-95e86d24fda6", "Lack of Experience",
     Card(CostChange(-1, _cheaper_while_a_novice_is_assigned)))
card("558106d3-ce22-43e1-92e8-8289723abc3a", "Loss of Funding",
     Card(Failure(DoAll(stop, opponents & character))))
card("b95f875a-0f2a-416a-bdc9-6b7aac41ffa8", "Out of Your Depth", Card(Failure(
    Do(to_hand, obstacle & rated(SCIENCE), among=DISCARD, optional=True))))
card("6783ab0b-9da4-4375-9580-14ffb6661cf5", "Parasitic Insects",
     Card(Failure(Do(stop, opponents & team_character))))
card("c2675662-cb79-4dc3-9507-64b1ebad8939", "Red Sky", Card(Difficulty(_per_failed_mission)))
card("799a40e0-a9a9-4d4b-a548-b4a00bb004db", "Salish Spirits",
     Card(Failure(Do(destroy, opponents & support_character))))
card("7b84361c-da40-4a9a-8c2e-c4a327109f71", "Serpent Guards",
     Card(CostChange(-1, _cheaper_while_a_novice_is_assigned)))
card("cbdd5fa9-138e-4e3e-ab51-552d1e3e675b", "Team Compromised", Card(WhenPlayed(
    Do(block, opponents & ready & team_character, chooser=OPPONENT))))
card("b5e4ff90-7a72-4696-a937-6542aef7af54", "Telekinetic Mutants",
     Card(WhenPlayed(Do(stop, opponents & character, chooser=OPPONENT))))
card("7bc7ab47-5fb6-40c5-b46b-91caf0ee6db0", "Tight Rein", TightRein())
card("a2076dc6-9eea-420d-8db2-d7b2fa94e3ab", "Troop Landing", Card(Failure(
    Do(destroy, opponents & support_character & (stopped | assigned)))))
