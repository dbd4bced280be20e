"""The Star Trek VCG rules engine (regolamento Vap-001-002).

Players sit in counterclockwise order: the next player is `(p + 1) % n`, so "the player
to the dealer's right" (Preparazione P.06) is `dealer + 1`. Cards are numbers: a card's
position in the game's deck (`card(n)` gives the model). Lists hold piles with the top
at the end.

Where the regolamento is silent, the engine rules as follows:
- P.01: the seeded generator chooses the dealer; P.03: cards are dealt one at a time.
- P.05: if every Status was dealt, the dealer deals again; the first Status has no
  effect (nobody played it).
- Turno P.01: "draw and pass" is offered only when a card can be drawn.
- Impresa P.31.6: only a Personaggio can be revealed; it takes part as one of the
  active player's characters (scores by P.32, is discarded by P.33/P.38).
- Impresa P.29: only the categories printed on the Impresa are checked.
- Limitations (P.30): `max_participants` counts every player's characters; a `bonus`
  goes to the player who attempted the Impresa.
- A decision with a single possible choice is applied without asking (removing and
  taking back are compulsory where possible, Effetti P.04/P.06/P.07); one with none
  is skipped. Not so when the choice comes from hidden cards (the reveal after face-down
  secrets, P.31.6; a discard of a type from hand, Effetti P.08): the owner is always
  asked, so that the timing does not show a bluff or a hand's contents.
- Moving an Equipaggiamento by an effect (Stone, Codice Starfleet) may be declined:
  Effetti P.04 and P.07 make only removing and taking back compulsory, and P.17 forbids
  moving at will. An Equipaggiamento's own move effect can't move it off the character
  it was just played on.
- An Equipaggiamento's effect is resolved by the player who played it, even on another
  player's character (P.14), although the Equipaggiamento then belongs to that
  character's owner (P.15).
- Turno P.02: the limit of 6 is checked for the player whose turn ends; a hand grown
  by an effect during another player's turn is cut at the end of its owner's turn.
- Effetti P.05: a Danni "presents values" in a category when it has a value there at
  any alert level (the printed column), not only at the current one.
- Sets of cards (participants, secrets, declarations, reveals) may be named in any
  order; each card once. Cards leave play in a fixed order: the active player's
  participants, then the others' counterclockwise, each character before its
  equipment (the order matters for Turno P.04).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from stargate_vcg.cards.trek import TrekCard
from stargate_vcg.engine import copy_random, seat, turn_limit
from stargate_vcg.engine.trek import effects, imprese, legal
from stargate_vcg.engine.trek.actions import (
    TREK_ACTIONS,
    AttemptImpresa,
    Choose,
    Declare,
    Discard,
    DrawAndPass,
    EndTurn,
    Pass,
    PlaceSecrets,
    PlayCard,
    Reveal,
    TrekAction,
    unordered_key,
    values,
)
from stargate_vcg.engine.trek.constants import (
    DECLARE,
    DISCARD,
    EFFECT,
    HAND_LIMIT,
    HAND_SIZE,
    IMPRESE_PER_GAME,
    MAIN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OVER,
    PHASE_NAMES,
    REVEAL,
    SECRETS,
)
from stargate_vcg.engine.trek.explain import explain
from stargate_vcg.engine.trek.table import (
    DANNI,
    EQUIPAGGIAMENTO,
    PERSONAGGIO,
    STATUS,
    CardTable,
)
from stargate_vcg.errors import CardDataError, IllegalAction

if TYPE_CHECKING:
    from stargate_vcg.decklists.model import Deck
    from stargate_vcg.engine.trek.observation import TrekObservation


_new_tuple: Final = tuple.__new__
_BY_PHASE: Final = legal.BY_PHASE
_SUBSTEPS: Final = frozenset((SECRETS, DECLARE, REVEAL, EFFECT))
_STEPPING: Final = frozenset((MAIN, EFFECT))  # phases in which queued effect steps resolve
_IMPRESA_STEPS: Final = frozenset((SECRETS, DECLARE, REVEAL))  # Impresa P.31.4-P.31.6


class Event(NamedTuple):
    """One line of the game log; `cards` are card numbers.

    The log holds public information only (cards drawn and face-down secrets are not
    named), so it can be shown to every player.
    """

    kind: str
    player: int | None
    cards: tuple[int, ...] = ()
    amount: int = 0


@functools.cache
def _default_table() -> CardTable:
    from stargate_vcg.cards.trek_db import load_trek_cards

    return CardTable(load_trek_cards())


def _table_for(deck: Deck | Sequence[TrekCard] | None) -> CardTable:
    if deck is None:
        return _default_table()
    from stargate_vcg.cards.stargate import StargateCard
    from stargate_vcg.cards.trek_db import check_card
    from stargate_vcg.decklists.model import Deck, Section

    if isinstance(deck, Deck):
        cards: list[TrekCard] = [c for c in deck.cards(Section.DECK)
                                 if not isinstance(c, StargateCard)]
    else:
        cards = list(deck)
    for card in cards:
        try:
            check_card(card)
        except ValueError as error:
            raise CardDataError(f"card {card.id!r}: {error}") from None
    table = CardTable(cards)
    if STATUS not in table.kind:
        raise IllegalAction("the deck has no Status card", "Preparazione P.05")
    return table


class TrekGame:
    """One game. Build with `TrekGame.new`; drive with `legal_actions` and `apply`."""

    __slots__ = (
        "_final",
        "_legal",
        "actions",
        "active",
        "attempted",
        "chars",
        "danni",
        "dealer",
        "deck",
        "decl",
        "declarer",
        "discard",
        "draw",
        "earned",
        "equip",
        "hands",
        "imp_card",
        "imp_part",
        "log",
        "max_turns",
        "n",
        "phase",
        "played",
        "removed",
        "revealed",
        "rng",
        "secrets",
        "seed",
        "status",
        "steps",
        "table",
        "turn",
        "turn_limit",
        "unfinished",
    )

    def __init__(self, table: CardTable, players: int, rng: random.Random) -> None:
        self.table = table
        self.n = players
        self.rng = rng
        # The recipe that replays this game (TrekGame.replay, and pickling).
        self.seed = 0
        self.deck: Deck | Sequence[TrekCard] | None = None
        self.actions: list[TrekAction] = []
        self.draw: list[int] = []
        self.discard: list[int] = []
        self.removed: list[int] = []  # attempted imprese, out of the game (P.35, P.40)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.chars: list[list[int]] = [[] for _ in range(players)]
        self.equip: dict[int, int] = {}  # character -> its Equipaggiamento
        self.status = -1
        self.danni: list[int] = []
        self.earned = [0] * players  # points so far (P.32, P.34)
        self.attempted = 0
        self.dealer = 0
        self.active = 0
        self.phase = MAIN
        self.played = False
        self.turn = 0
        self.imp_card = -1
        self.imp_part: list[int] = []
        self.secrets: list[int] = []
        self.revealed: list[int] = []
        self.decl: list[list[int]] = [[] for _ in range(players)]
        self.declarer = -1
        self.steps: list[effects.Step] = []
        self.log: list[Event] = []
        # Simulations: the game ends unfinished after `max_turns` turns (no rule ends a
        # game whose players never attempt an Impresa). turn_limit is -1 without a limit.
        self.max_turns: int | None = None
        self.turn_limit = -1
        self.unfinished = False
        self._legal: list[TrekAction] | None = None
        self._final: list[int] | None = None

    # --- construction -------------------------------------------------------------

    @classmethod
    def new(cls, players: int = 2, seed: int | None = None,
            deck: Deck | Sequence[TrekCard] | None = None,
            max_turns: object = None) -> TrekGame:
        """Set up a game (Preparazione P.01-P.06) with the shipped 68 cards by default.

        With `max_turns`, the game ends unfinished (`outcome == "unfinished"`, no winner)
        when that many turns have ended: simulations use it so that agents that never
        attempt an Impresa still stop."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise IllegalAction(f"{players} players: the game takes {MIN_PLAYERS} to "
                                f"{MAX_PLAYERS}", "Preparazione P.03")
        limit = turn_limit(max_turns)
        if seed is None:  # a fresh seed, kept so that the game can be replayed
            seed = random.SystemRandom().randrange(1 << 63)
        game = cls(_table_for(deck), players, random.Random(seed))
        game.seed = seed
        game.deck = deck
        if limit is not None:
            game.max_turns = game.turn_limit = limit
        game._setup()
        return game

    @classmethod
    def replay(cls, players: int, seed: int | None, actions: Iterable[TrekAction],
               deck: Deck | Sequence[TrekCard] | None = None,
               max_turns: object = None) -> TrekGame:
        game = cls.new(players=players, seed=seed, deck=deck, max_turns=max_turns)
        for action in actions:
            game.apply(action)
        return game

    def _setup(self) -> None:
        self.dealer = self.rng.randrange(self.n)  # P.01
        self.log_event("dealer", self.dealer)
        while True:
            self.draw = list(range(len(self.table)))
            self.rng.shuffle(self.draw)  # P.02
            for _ in range(HAND_SIZE):  # P.03: one card at a time, counterclockwise
                for k in range(1, self.n + 1):
                    self.hands[(self.dealer + k) % self.n].append(self.draw.pop())
            # P.04: the rest is the draw pile. P.05: turn cards until a Status.
            while self.draw:
                card = self.draw.pop()
                if self.table.kind[card] == STATUS:
                    self.status = card
                    break
                self.discard.append(card)
            if self.status >= 0:
                break
            # Every Status was dealt: P.05 cannot complete, so the dealer deals again.
            self.log_event("redeal", self.dealer)
            for hand in self.hands:
                hand.clear()
            self.discard.clear()
        self.log_event("status", None, (self.status,))
        self.active = (self.dealer + 1) % self.n  # P.06
        self.log_event("turn", self.active)

    def clone(self) -> TrekGame:
        """An independent copy (explicit, no deepcopy); the log is shared up to now."""
        other = TrekGame(self.table, self.n, copy_random(self.rng))
        other.seed = self.seed
        other.deck = self.deck
        other.max_turns = self.max_turns
        other.turn_limit = self.turn_limit
        other.unfinished = self.unfinished
        other.actions = self.actions[:]
        other.draw = self.draw[:]
        other.discard = self.discard[:]
        other.removed = self.removed[:]
        other.hands = [h[:] for h in self.hands]
        other.chars = [c[:] for c in self.chars]
        other.equip = dict(self.equip)
        other.status = self.status
        other.danni = self.danni[:]
        other.earned = self.earned[:]
        other.attempted = self.attempted
        other.dealer = self.dealer
        other.active = self.active
        other.phase = self.phase
        other.played = self.played
        other.turn = self.turn
        other.imp_card = self.imp_card
        other.imp_part = self.imp_part[:]
        other.secrets = self.secrets[:]
        other.revealed = self.revealed[:]
        other.decl = [d[:] for d in self.decl]
        other.declarer = self.declarer
        other.steps = [s.copy() for s in self.steps]
        other.log = self.log[:]
        other._final = None if self._final is None else self._final[:]
        return other

    def __reduce__(self) -> tuple[Callable[..., TrekGame], tuple[object, ...]]:
        """Pickled as its recipe: unpickling replays the seed and the actions, which give
        back exactly this game. (Compiled by mypyc, the engine's classes can't be pickled
        attribute by attribute.)"""
        return (TrekGame.replay, (self.n, self.seed, tuple(self.actions), self.deck,
                                  self.max_turns))

    # --- queries ------------------------------------------------------------------

    def card(self, number: int) -> TrekCard:
        return self.table.cards[number]

    def name(self, number: int) -> str:
        return self.table.names[number]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def outcome(self) -> str:
        """"ongoing", "finished" (Termine P.07) or "unfinished" (the turn limit). (`status`
        is the Status card in play.)"""
        if self.phase != OVER:
            return "ongoing"
        return "unfinished" if self.unfinished else "finished"

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def to_act(self) -> int | None:
        """The player whose decision the legal actions are (None when the game is over)."""
        if self.phase == OVER:
            return None
        if self.phase == DECLARE:
            return self.declarer
        if self.phase == EFFECT:
            return self.steps[0].player
        return self.active

    @property
    def scores(self) -> list[int]:
        """Points so far; once the game is over, the final scores (Condizioni di vittoria)."""
        return self.final_scores if self.phase == OVER else self.earned[:]

    @property
    def final_scores(self) -> list[int]:
        """Condizioni di vittoria P.01: points minus the value of characters in hand."""
        if self._final is not None:
            return self._final[:]
        value = self.table.value
        kind = self.table.kind
        return [self.earned[p] - sum(value[c] for c in self.hands[p] if kind[c] == PERSONAGGIO)
                for p in range(self.n)]

    @property
    def winners(self) -> tuple[int, ...]:
        """Highest final score; ties share the win. Empty until the game is over, and
        for a game stopped by the turn limit."""
        if self.phase != OVER or self.unfinished:
            return ()
        final = self.final_scores
        best = max(final)
        return tuple(p for p in range(self.n) if final[p] == best)

    def owner(self, character: int) -> int:
        for p in range(self.n):
            if character in self.chars[p]:
                return p
        raise ValueError(f"card {character} is not a character in play")

    def holder_of(self, equipment: int) -> int:
        for character, attached in self.equip.items():
            if attached == equipment:
                return character
        raise ValueError(f"card {equipment} is not an equipment in play")

    def observation(self, player: object) -> TrekObservation:
        """What `player` (0 to n - 1) may see."""
        from stargate_vcg.engine.trek.observation import observe

        return observe(self, seat(player, self.n))

    def log_event(self, kind: str, player: int | None, cards: tuple[int, ...] = (),
                  amount: int = 0) -> None:
        # tuple.__new__ skips the NamedTuple's Python-level constructor (hot path).
        self.log.append(_new_tuple(Event, (kind, player, cards, amount)))

    # --- legal actions --------------------------------------------------------------

    def legal_actions(self) -> list[TrekAction]:
        """Every legal decision of the player `to_act` (a fresh list: yours to change)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _BY_PHASE[self.phase](self)
        return legal[:]

    def equipment_targets(self, equipment: int) -> list[int]:
        """P.14: any character in play (anyone's) without equipment; P.12: limitations."""
        return legal.equipment_targets(self, equipment)

    def participant_options(self, impresa: int) -> list[tuple[int, ...]]:
        """P.31.1-3: non-empty sets of own characters in play, within the limitations."""
        return legal.participant_options(self, impresa)

    # --- applying actions -----------------------------------------------------------

    def apply(self, action: object) -> None:
        """Apply a legal action; an illegal one (or anything that is not an action)
        raises IllegalAction citing the rule."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _BY_PHASE[self.phase](self)
        # Agents hand back one of the listed objects: an identity scan avoids calling
        # the dataclasses' Python-level __eq__ on every earlier action. The objects are
        # shared between games, so a listed one changed since (object.__setattr__) is
        # never trusted: `intact` checks its fields against those it was made with.
        for candidate in legal:
            if candidate is action:
                made = self.table.origin.get(id(candidate))  # CardTable.intact, inlined
                if made is None:
                    made = self._made_in_list(candidate, legal)
                if made is None:
                    candidate = self._untrusted(candidate, legal)
                elif not made:  # fieldless: nothing to change
                    pass
                elif isinstance(candidate, PlayCard):  # the most frequent, without a call
                    if made != (candidate.card, candidate.target):
                        candidate = self._untrusted(candidate, legal)
                elif made != values(candidate):
                    candidate = self._untrusted(candidate, legal)
                break
        else:
            candidate = self._listed(action, legal)
        self._legal = None
        self.actions.append(candidate)
        _HANDLERS[type(candidate)](self, candidate)
        # Only queued effects and the Impresa's sub-steps need more work (hot path).
        if self.steps or self.phase in _SUBSTEPS:
            self._advance()

    def _listed(self, action: object, legal: list[TrekAction]) -> TrekAction:
        """The listed action equal to `action`, or IllegalAction explaining why not."""
        if not isinstance(action, TREK_ACTIONS):
            explain(self, action)
        found = _matching(action, legal)
        if found is not None and not self.table.intact(found) and (
                self._made_in_list(found, legal) != values(found)):
            found = _matching(action, self._listed_afresh())
        if found is None:
            explain(self, action)
        return found

    def _made_in_list(self, action: TrekAction, legal: list[TrekAction]
                      ) -> tuple[object, ...] | None:
        """The field values `action` was made with, when `legal` is registered whole."""
        made = self.table.made_of.get(id(legal))
        if made is None:
            return None
        for index, listed in enumerate(legal):
            if listed is action:
                return made[index]
        return None

    def _untrusted(self, action: TrekAction, legal: list[TrekAction]) -> TrekAction:
        """A listed object that can't be checked (made for one list only, or shared and
        changed since): the action listed in its place. The same state lists the same
        actions in the same order, so the list made afresh has it at the same index."""
        if id(action) in self.table.origin or id(legal) in self.table.made_of:
            self.table.heal()  # shared, and changed since it was made
        index = next(i for i, listed in enumerate(legal) if listed is action)
        return self._listed_afresh()[index]

    def _listed_afresh(self) -> list[TrekAction]:
        """The legal actions made again, with no changed shared object among them."""
        fresh = _BY_PHASE[self.phase](self)
        table = self.table
        if not table.intact_list(fresh):
            table.heal()
            fresh = _BY_PHASE[self.phase](self)
        return fresh

    def _dispatch(self, action: TrekAction) -> None:
        _HANDLERS[type(action)](self, action)

    def _on_play(self, action: PlayCard) -> None:
        self._play(action.card, action.target)  # Personaggio P.09, Equip. P.14, Status P.20

    def _on_attempt(self, action: AttemptImpresa) -> None:
        self._attempt(action.card, action.participants)

    def _on_secrets(self, action: PlaceSecrets) -> None:
        self._place_secrets(action.cards)

    def _on_declare(self, action: Declare) -> None:
        self._declare(action.player, action.characters)

    def _on_reveal(self, action: Reveal) -> None:
        self._reveal(action.cards)

    def _on_choose(self, action: Choose) -> None:
        effects.apply_choice(self, self.steps.pop(0), action.option)

    def _on_discard(self, action: Discard) -> None:
        self._discard_from_hand(action.card)

    def _on_draw_and_pass(self, action: DrawAndPass) -> None:
        self.draw_card(self.active)
        self._on_pass(action)

    def _on_pass(self, action: TrekAction) -> None:
        """The end of the turn (Turno P.01): discard down to 6 first (P.02), else P.03."""
        if len(self.hands[self.active]) > HAND_LIMIT:
            self.phase = DISCARD
            return
        # _next_turn, inlined: half the actions of a game end a turn.
        self.active = active = (self.active + 1) % self.n
        self.played = False
        self.phase = MAIN
        self.turn += 1
        if self.turn == self.turn_limit:
            self._stop()
            return
        self.log.append(_new_tuple(Event, ("turn", active, (), 0)))

    def _advance(self) -> None:
        """Resolve queued effect steps, and apply any decision that has one choice only.

        Except where the choice comes from hidden cards: applying it at once would tell
        everyone that there was nothing else to choose (the secrets were all bluffs, the
        hand held one card of the type), so the owner is asked even then.
        """
        while True:
            phase = self.phase
            if self.steps and phase in _STEPPING:
                self.phase = EFFECT
                step = self.steps[0]
                opts = effects.options(self, step)
                if len(opts) > 1 or (opts and step.kind in effects.FROM_HAND):
                    return
                self.steps.pop(0)
                if opts:
                    effects.apply_choice(self, step, opts[0])
                continue
            if phase == EFFECT:
                self.phase = MAIN
            elif phase in _IMPRESA_STEPS:
                actions = _BY_PHASE[phase](self)
                if len(actions) == 1 and not (phase == REVEAL and self.secrets):
                    only = actions[0]
                    _HANDLERS[type(only)](self, only)
                    continue
                self._legal = actions
            return

    def draw_card(self, player: int) -> bool:
        """Draw the top card; P.04: an empty pile is the discards turned over, unshuffled."""
        if not self.draw:
            if not self.discard:
                return False
            self.draw = self.discard[::-1]
            self.discard = []
            self.log_event("recycle", None, (), len(self.draw))
        self.hands[player].append(self.draw.pop())
        self.log.append(_new_tuple(Event, ("draw", player, (), 0)))
        return True

    def _play(self, card: int, target: int | None) -> None:
        player = self.active
        self.hands[player].remove(card)
        self.played = True
        table = self.table
        kind = table.kind[card]
        self.log.append(_new_tuple(Event, ("play", player, (card,) if target is None
                                           else (card, target), 0)))
        if kind == PERSONAGGIO:
            self.chars[player].append(card)  # P.09
        elif kind == STATUS:
            self.discard.append(self.status)  # P.20
            self.status = card
        elif kind == DANNI:
            self.danni.append(card)  # P.23; P.24: no effect
            return
        elif kind == EQUIPAGGIAMENTO:
            assert target is not None
            self.equip[target] = card  # P.14
        if table.effect[card] is not None:
            effects.start_effect(self, card, player)  # Note P.01: in play before the effect

    def _attempt(self, card: int, participants: tuple[int, ...]) -> None:
        self.hands[self.active].remove(card)
        self.played = True
        self.imp_card = card
        self.imp_part = list(participants)
        self.secrets = []
        self.revealed = []
        self.decl = [[] for _ in range(self.n)]
        self.phase = SECRETS
        self.log_event("impresa", self.active, (card, *participants))

    def _place_secrets(self, cards: tuple[int, ...]) -> None:
        hand = self.hands[self.active]
        for card in cards:
            hand.remove(card)
        self.secrets = list(cards)
        self.log_event("secrets", self.active, (), len(cards))
        self.declarer = (self.active + 1) % self.n  # P.31.5: counterclockwise
        self.phase = DECLARE

    def _declare(self, player: int, characters: tuple[int, ...]) -> None:
        self.decl[player] = list(characters)
        self.log_event("declare", player, characters)
        self.declarer = (player + 1) % self.n
        if self.declarer == self.active:
            self.phase = REVEAL

    def _reveal(self, cards: tuple[int, ...]) -> None:
        for card in cards:
            self.secrets.remove(card)
        self.revealed = list(cards)
        self.log_event("reveal", self.active, cards)
        # P.31.6: the other face-down cards go back to hand unseen; their effects never act.
        self.hands[self.active].extend(self.secrets)
        self.secrets = []
        self._resolve_impresa()

    def _resolve_impresa(self) -> None:
        impresa = self.imp_card
        own = self.imp_part + self.revealed
        # Counterclockwise from the active player, the order of the declarations (P.31.5):
        # on a failure it is also the order of the discards, which a later draw pile
        # keeps (Turno P.04).
        n = self.n
        everyone = own + [c for k in range(1, n) for c in self.decl[(self.active + k) % n]]
        value = self.table.value
        done = imprese.completed(self, impresa, everyone)
        if done:
            # P.32-P.34
            self.earned[self.active] += (self.table.points[impresa] + sum(value[c] for c in own)
                                         + imprese.bonus(self, impresa, everyone))
            for p in range(self.n):
                if p != self.active:
                    self.earned[p] += sum(value[c] for c in self.decl[p])
            lost = own
        else:
            lost = everyone  # P.38-P.39
        for character in own:
            if character in self.revealed:
                # Revealed secrets stand beside the own participants while resolving.
                self.chars[self.active].append(character)
        for character in lost:
            self.discard_character(character)
        self.removed.append(impresa)  # P.35, P.40: out of the game, not discarded
        self.attempted += 1
        self.log_event("completed" if done else "failed", self.active, (impresa,))
        self.imp_card = -1
        self.imp_part = []
        self.revealed = []
        self.decl = [[] for _ in range(self.n)]
        if self.attempted >= IMPRESE_PER_GAME:  # P.36, P.41, Termine P.07
            self._finish()
        else:
            self.phase = MAIN

    def _finish(self) -> None:
        self.phase = OVER
        self._final = self.final_scores
        self.log_event("over", None, (), max(self._final))

    def _discard_from_hand(self, card: int) -> None:
        self.hands[self.active].remove(card)
        self.discard.append(card)
        self.log_event("discard", self.active, (card,))
        if len(self.hands[self.active]) <= HAND_LIMIT:
            self._next_turn()

    def _next_turn(self) -> None:
        self.active = (self.active + 1) % self.n  # P.03
        self.played = False
        self.phase = MAIN
        self.turn += 1
        if self.turn == self.turn_limit:
            self._stop()
            return
        self.log.append(_new_tuple(Event, ("turn", self.active, (), 0)))

    def _stop(self) -> None:
        """The turn limit: the game ends unfinished, scored as it stands, with no winner."""
        self.unfinished = True
        self.phase = OVER
        self._final = self.final_scores
        self.log_event("turn limit", None, (), self.turn)

    # --- card movements shared with effects -----------------------------------------

    def discard_character(self, character: int) -> None:
        """Remove a character to the discards, with its equipment (P.16, Effetti P.04)."""
        self.chars[self.owner(character)].remove(character)
        self.discard.append(character)
        equipment = self.equip.pop(character, None)
        if equipment is not None:
            self.discard.append(equipment)

    def return_character(self, character: int) -> None:
        """A character goes back to its owner's hand; its equipment is removed (P.16)."""
        owner = self.owner(character)
        self.chars[owner].remove(character)
        self.hands[owner].append(character)
        equipment = self.equip.pop(character, None)
        if equipment is not None:
            self.discard.append(equipment)

    def all_cards(self) -> list[int]:
        """Every card number wherever it is (for bookkeeping checks)."""
        cards = self.draw + self.discard + self.removed + self.danni + self.secrets
        cards += self.revealed + list(self.equip.values())
        if self.status >= 0:
            cards.append(self.status)
        if self.imp_card >= 0:
            cards.append(self.imp_card)
        for p in range(self.n):
            cards += self.hands[p] + self.chars[p]
        return cards


def _matching(action: TrekAction, legal: list[TrekAction]) -> TrekAction | None:
    """The listed action equal to `action`, maybe naming the same cards in another order."""
    for candidate in legal:
        if candidate == action:
            return candidate
    key = unordered_key(action)
    if key is not None:
        for candidate in legal:
            if unordered_key(candidate) == key:
                return candidate
    return None


_HANDLERS: Final[dict[type, Callable[[TrekGame, Any], None]]] = {
    PlayCard: TrekGame._on_play,
    AttemptImpresa: TrekGame._on_attempt,
    PlaceSecrets: TrekGame._on_secrets,
    Declare: TrekGame._on_declare,
    Reveal: TrekGame._on_reveal,
    Choose: TrekGame._on_choose,
    Discard: TrekGame._on_discard,
    DrawAndPass: TrekGame._on_draw_and_pass,
    Pass: TrekGame._on_pass,
    EndTurn: TrekGame._on_pass,
}
