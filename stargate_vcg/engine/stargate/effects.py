"""Effect hooks that card text plugs into. Cards are treated as having no text unless an
`EffectRegistry` maps their id or title to a `CardEffect`; every hook defaults to a no-op.

Hook kinds (English rulebook): triggered effects ("when", "each time", "at"; glossary
"triggered effects"), continuous modifiers (skills, difficulty, firepower, experience),
cost modifiers, restrictions ("can't" beats "can"; glossary "can't") and permissions
that waive a rule, and activated abilities ("—": Mission Phase, Activated Abilities).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from stargate_vcg.cards.names import normalize_name
from stargate_vcg.cards.stargate import Glyph, StargateCard

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.actions import Action, ActivateAbility
    from stargate_vcg.engine.stargate.game import StargateGame


class Trigger(StrEnum):
    TURN_START = "turn start"
    POWER_PHASE_END = "power phase end"
    MISSION_PLAYED = "mission played"
    CARD_PLAYED = "card played"
    ASSIGNED = "assigned"
    VICTORY = "victory"
    SUCCESS = "success"
    FAILURE = "failure"
    REVIVED = "revived"
    SCORED = "scored"
    GLYPH_EARNED = "glyph earned"
    DESTROYED = "destroyed"
    MISSION_END = "mission end"
    DEBRIEF_START = "debrief start"


@dataclass(frozen=True, slots=True)
class TriggerEvent:
    kind: Trigger
    player: int  # whose action or card caused it
    card: int = -1  # the card it is about (played, assigned, earned the glyph...), or -1
    value: int = -1  # extra datum: the mission uid of a glyph, for example


CostFilter = Callable[["StargateGame", int, int], bool]  # (game, source, candidate)


@dataclass(frozen=True, slots=True)
class AbilityCost:
    """The part before "—". Glyphs are not spent: the character must have them beneath.

    `stop_others` / `block_others`: that many other cards are stopped / blocked from the
    current mission to pay the cost (e.g. "Stop this gear, block a team character from the
    current mission —"); the player names them in `ActivateAbility.stops` / `.blocks`.
    `others` says which cards qualify (default: the player's own characters as hero, his
    adversaries as villain; cards ignored this turn never qualify). A
    card stopped to pay must be ready or assigned (a stopped card can't be stopped again,
    glossary "stopped"); a card blocked to pay must be ready and not already blocked
    (glossary "block"). Rulings: the block lasts until the end of the current mission
    (the wording of P90, the glossary's example), and one card can't pay both a stop
    and a block cost of the same ability."""

    power: int = 0
    stop_self: bool = False
    destroy_self: bool = False
    glyphs: tuple[Glyph, ...] = ()
    any_glyph: tuple[Glyph, ...] = ()  # "<glyph> or <glyph>, ... —": one of them will do
    discards: int = 0
    stop_others: int = 0
    block_others: int = 0
    others: CostFilter | None = None


AbilityEffect = Callable[["StargateGame", int, "ActivateAbility"], None]


def _no_effect(game: StargateGame, source: int, action: ActivateAbility) -> None:
    return None


@dataclass(frozen=True, slots=True)
class Ability:
    text: str
    cost: AbilityCost = field(default_factory=AbilityCost)
    effect: AbilityEffect = _no_effect
    once_per_turn: bool = False


class CardEffect:
    """Base class of card effects: override the hooks a card's text needs."""

    # --- triggered effects -------------------------------------------------------
    def triggers(self, game: StargateGame, source: int, event: TriggerEvent) -> bool:
        return False

    def resolve(self, game: StargateGame, source: int, event: TriggerEvent) -> None:
        return None

    def on_play(self, game: StargateGame, source: int) -> None:
        """An event's text, carried out immediately when it is played."""
        return None

    # --- continuous modifiers ----------------------------------------------------
    def skill_modifier(self, game: StargateGame, source: int, target: int, skill: int) -> int:
        return 0

    def skills_modifier(self, game: StargateGame, source: int, target: int) -> int:
        """"skills +N": only the ratings the target has (glossary "skills")."""
        return 0

    def grants_skill(self, game: StargateGame, source: int, target: int, skill: int) -> bool:
        """A skill given by name is gained even without a rating (glossary "skills")."""
        return False

    def difficulty_modifier(self, game: StargateGame, source: int, target: int,
                            skill: int) -> int:
        return 0

    def firepower_modifier(self, game: StargateGame, source: int, target: int) -> int:
        return 0

    def experience(self, game: StargateGame, source: int) -> int:
        """Experience on this card that counts towards winning (rulebook "Winning")."""
        return 0

    def cost_modifier(self, game: StargateGame, source: int, player: int, action: Action) -> int:
        """Power added to (or, negative, taken from) the cost of `action`."""
        return 0

    # --- restrictions and permissions -------------------------------------------
    def forbids(self, game: StargateGame, source: int, player: int,
                action: Action) -> str | None:
        """A "can't": the reason `player` can't take `action`, or None."""
        return None

    def permits(self, game: StargateGame, source: int, player: int, action: Action,
                rule: str) -> bool:
        """A "can": waive the rule `rule` (an IllegalAction.rule) for this action."""
        return False

    # --- activated abilities -----------------------------------------------------
    def abilities(self, game: StargateGame, source: int) -> tuple[Ability, ...]:
        return ()


class EffectRegistry:
    """Card id or title -> effect. Ids win over titles."""

    __slots__ = ("_by_id", "_by_title")

    def __init__(self) -> None:
        self._by_id: dict[str, CardEffect] = {}
        self._by_title: dict[str, CardEffect] = {}

    def register(self, key: str, effect: CardEffect, *, by: str = "title") -> None:
        if by == "id":
            self._by_id[key] = effect
        else:
            self._by_title[normalize_name(key)] = effect

    def lookup(self, card: StargateCard) -> CardEffect | None:
        found = self._by_id.get(card.id)
        if found is None:
            found = self._by_title.get(normalize_name(card.name))
        if found is None:
            found = self._by_title.get(normalize_name(card.title))
        return found

    def __len__(self) -> int:
        return len(self._by_id) + len(self._by_title)


# --- pending decisions that interrupt the phase sequence ------------------------


@dataclass(frozen=True, slots=True)
class TriggerBatch:
    """Triggered effects waiting to resolve, in an order `player` chooses."""

    player: int
    event: TriggerEvent
    sources: tuple[int, ...]


ChoiceCallback = Callable[["StargateGame", int], None]


@dataclass(frozen=True, slots=True)
class Choice:
    """A choice a card effect asks of `player`: one of `options` (uids or numbers)."""

    player: int
    options: tuple[int, ...]
    callback: ChoiceCallback
    prompt: str = ""


@dataclass(frozen=True, slots=True)
class MissionOrder:
    """`player` places these missions face down on the bottom of the mission pile, one
    at a time in the order of his choice (debrief; destroyed support characters' glyphs)."""

    player: int
    missions: tuple[int, ...]
