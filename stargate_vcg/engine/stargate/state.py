"""The mutable game state: plain `__slots__` objects with explicit `clone()`.

Lists hold card uids; the top of the deck and of the mission pile is the END of the list
(pop() is O(1)); "bottom" is index 0. Per-card arrays (`zone`, `status`) are indexed by uid.
"""

from __future__ import annotations

from typing import Any, Final

# Modifier kinds for temporary modifiers ("until the end of the current mission").
MOD_SKILLS: Final = 0
MOD_SKILL: Final = 1
MOD_DIFFICULTY: Final = 2
MOD_FIREPOWER: Final = 3
# A mission that requires another skill until turn end: (mission, this, skill, 0).
MOD_MISSION_SKILL: Final = 4


class PlayerState:
    __slots__ = ("deck", "discard", "hand", "in_play", "missions", "power", "purged", "score",
                 "team")

    def __init__(self) -> None:
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.missions: list[int] = []
        self.score: list[int] = []
        self.in_play: list[int] = []
        self.team: tuple[int, ...] = ()  # the starting team characters, for victory totals
        self.power = 0
        # Purged cards (sp-purge): removed from the game, face up and public, in the
        # order they were purged; no rule takes them back (only card text that says so).
        self.purged: list[int] = []

    def clone(self) -> PlayerState:
        other = PlayerState()
        other.deck = self.deck[:]
        other.hand = self.hand[:]
        other.discard = self.discard[:]
        other.missions = self.missions[:]
        other.score = self.score[:]
        other.in_play = self.in_play[:]
        other.team = self.team
        other.power = self.power
        other.purged = self.purged[:]
        return other


class State:
    """Everything that changes during a game. `pending` holds interrupting decisions
    (trigger ordering, mission ordering, effect choices); they are immutable objects."""

    __slots__ = (
        "actor",
        "beneath",
        "blockaded",
        "blocks",
        "checked",
        "complications",
        "delayed",
        "failed",
        "first_player",
        "glyphs",
        "hero",
        "lasting_rules",
        "later_mods",
        "limbo",
        "memory",
        "mission",
        "mission_mods",
        "obstacles",
        "outcome",
        "passes",
        "pending",
        "phase",
        "players",
        "progress",
        "refill_queue",
        "removed_text",
        "resolution_team",
        "result",
        "setup_queue",
        "skips",
        "status",
        "successes",
        "tokens",
        "traits_moved",
        "turn",
        "turn_mods",
        "turned",
        "used",
        "villain",
        "winner",
        "zone",
    )

    def __init__(self, n_players: int = 0, n_cards: int = 0) -> None:
        self.players = [PlayerState() for _ in range(n_players)]
        self.zone = [0] * n_cards
        self.status = [0] * n_cards
        self.glyphs: dict[int, list[int]] = {}  # character uid -> mission uids beneath
        self.tokens: dict[int, int] = {}  # promotion tokens per team character
        # blocked uid -> blockers (uid of the blocking card, or -1), per glossary "block"
        self.blocks: dict[int, list[int]] = {}
        self.blockaded: dict[int, int] = {}  # blockading card uid -> mission uid beneath it
        self.mission = -1
        self.obstacles: list[int] = []
        self.complications: list[int] = []
        self.failed: list[int] = []  # failed missions this turn
        self.limbo: list[int] = []  # missions waiting to be ordered onto a mission pile
        self.successes = 0
        self.mission_mods: list[tuple[int, int, int, int]] = []  # (target, kind, skill, delta)
        self.turn_mods: list[tuple[int, int, int, int]] = []
        self.used: dict[tuple[int, int], int] = {}  # (card, ability) -> uses this turn
        # Card text's own state (effects issue): what a card remembers (chosen cards,
        # counters) by (card, key); cards beneath another card (in order, top last);
        # modifiers waiting for the next mission; delayed triggers (when, card, step,
        # args); text removed from cards (TEXT_* bits), while they stay where they are.
        self.memory: dict[tuple[int, str], tuple[int, ...]] = {}
        self.beneath: dict[int, list[int]] = {}
        self.later_mods: list[tuple[int, int, int, int]] = []
        self.delayed: list[tuple[int, int, str, tuple[int, ...]]] = []
        self.removed_text: dict[int, int] = {}
        # Cards whose "can't" keeps applying after they leave (source, until: 0 the end
        # of the mission, 1 of the turn): e.g. no more missions this turn after a failure.
        self.lasting_rules: list[tuple[int, int]] = []
        # Cards in play turned into an adversary that another player controls: uid ->
        # that player, whose in-play list holds them (base-rest batch).
        self.turned: dict[int, int] = {}
        # Players who lose their coming hero turn to card text (Time Dilation), in the
        # order the text said so (sl-villains batch).
        self.skips: list[int] = []
        # Card text lent a card traits or took its printed ones (`Surface.remember` of
        # `surface.LENT_TRAITS`, `Surface.take_printed_traits`) at some point this game:
        # until then every card's traits are its printed ones, read without looking the
        # memory up (two tuple-keyed lookups a card). Never set back.
        self.traits_moved = False
        self.turn = 0
        self.hero = 0
        self.villain = 1
        self.first_player = 0
        self.phase = 0
        self.actor = 0
        self.passes = 0
        self.outcome: bool | None = None  # success of the mission being resolved
        self.resolution_team: tuple[int, ...] = ()  # characters assigned at resolution
        self.pending: list[Any] = []
        self.setup_queue: list[int] = []
        self.refill_queue: list[int] = []
        self.result = "ongoing"
        # Bumped by every change that can meet a victory condition (glyphs, tokens, score
        # pile); victory is re-checked only when it moved.
        self.progress = 1
        self.checked = 0
        self.winner: int | None = None

    def clone(self) -> State:
        o = State()
        o.players = [p.clone() for p in self.players]
        o.zone = self.zone[:]
        o.status = self.status[:]
        o.glyphs = {k: v[:] for k, v in self.glyphs.items()}
        o.tokens = dict(self.tokens)
        o.blocks = {k: v[:] for k, v in self.blocks.items()}
        o.blockaded = dict(self.blockaded)
        o.mission = self.mission
        o.obstacles = self.obstacles[:]
        o.complications = self.complications[:]
        o.failed = self.failed[:]
        o.limbo = self.limbo[:]
        o.successes = self.successes
        o.mission_mods = self.mission_mods[:]
        o.turn_mods = self.turn_mods[:]
        o.used = dict(self.used)
        o.memory = dict(self.memory)
        o.beneath = {k: v[:] for k, v in self.beneath.items()}
        o.later_mods = self.later_mods[:]
        o.delayed = self.delayed[:]
        o.removed_text = dict(self.removed_text)
        o.lasting_rules = self.lasting_rules[:]
        o.turned = dict(self.turned)
        o.skips = self.skips[:]
        o.traits_moved = self.traits_moved
        o.turn = self.turn
        o.hero = self.hero
        o.villain = self.villain
        o.first_player = self.first_player
        o.phase = self.phase
        o.actor = self.actor
        o.passes = self.passes
        o.outcome = self.outcome
        o.resolution_team = self.resolution_team
        o.pending = self.pending[:]  # pending items are immutable
        o.setup_queue = self.setup_queue[:]
        o.refill_queue = self.refill_queue[:]
        o.result = self.result
        o.progress = self.progress
        o.checked = self.checked
        o.winner = self.winner
        return o

    def snapshot(self) -> tuple[Any, ...]:
        """A hashable picture of the whole state, for equality checks (clone, replay)."""
        players = tuple((tuple(p.deck), tuple(p.hand), tuple(p.discard), tuple(p.missions),
                         tuple(p.score), tuple(p.in_play), p.power, tuple(p.purged))
                        for p in self.players)
        return (players, tuple(self.zone), tuple(self.status),
                tuple(sorted((k, tuple(v)) for k, v in self.glyphs.items())),
                tuple(sorted(self.tokens.items())),
                tuple(sorted((k, tuple(v)) for k, v in self.blocks.items())),
                tuple(sorted(self.blockaded.items())), self.mission, tuple(self.obstacles),
                tuple(self.complications), tuple(self.failed), tuple(self.limbo), self.successes,
                tuple(self.mission_mods), tuple(self.turn_mods),
                tuple(sorted(self.used.items())), self.turn, self.hero, self.villain,
                self.phase, self.actor, self.passes, self.outcome, self.resolution_team,
                tuple(_pending_key(p) for p in self.pending), tuple(self.setup_queue),
                tuple(self.refill_queue), self.result, self.winner,
                tuple(sorted(self.memory.items())),
                tuple(sorted((k, tuple(v)) for k, v in self.beneath.items())),
                tuple(self.later_mods), tuple(self.delayed),
                tuple(sorted(self.removed_text.items())), tuple(self.lasting_rules),
                tuple(sorted(self.turned.items())), tuple(self.skips), self.traits_moved)


def _pending_key(item: Any) -> tuple[Any, ...]:
    """Pending items are frozen dataclasses of plain values: compared by content."""
    return (type(item).__name__, repr(item))
