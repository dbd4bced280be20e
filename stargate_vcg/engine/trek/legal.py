"""The legal decisions of the player to act, as action objects.

Random play revisits the same small situations, and building frozen action objects
dominates its cost, so lists that depend only on a few facts are memoised on the card
table (shared by the games of one deck). Memoised lists are never handed out: the
caller copies them (`TrekGame.legal_actions`) or extends its own list. Their action
objects are: every listed object with fields is shared and registered on the table, so
that `TrekGame.apply` can check that a caller has not changed it (`CardTable.intact`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.trek import effects, imprese
from stargate_vcg.engine.trek.actions import (
    DRAW_AND_PASS,
    END_TURN,
    PASS,
    AttemptImpresa,
    Choose,
    Declare,
    PlaceSecrets,
    Reveal,
    TrekAction,
)
from stargate_vcg.engine.trek.constants import DECLARE, EFFECT, SECRETS
from stargate_vcg.engine.trek.table import EQUIPAGGIAMENTO, IMPRESA

if TYPE_CHECKING:
    from stargate_vcg.engine.trek.game import TrekGame

_DRAW_AND_PASS: Final = DRAW_AND_PASS
_PASS: Final = PASS
_END_TURN: Final = END_TURN
# Memo keys start with a phase or table kind; REVEAL (3) is also IMPRESA's kind.
_REVEAL_KEY: Final = "reveal"


def compute(game: TrekGame) -> list[TrekAction]:
    return BY_PHASE[game.phase](game)


def effect_actions(game: TrekGame) -> list[TrekAction]:
    step = game.steps[0]
    options = effects.options(game, step)
    key = (EFFECT, step.player, *options)
    found = game.table.recall(key)
    if found is None:
        made = [(step.player, o) for o in options]
        found = game.table.remember(key, [Choose(*m) for m in made], made, True)
    return found


def discard_actions(game: TrekGame) -> list[TrekAction]:
    """Turno P.02: one card at a time, down to the limit. (Not memoised: a hand of 7
    seldom repeats, and the actions are ready-made.)"""
    discards = game.table.discards
    return [discards[c] for c in game.hands[game.active]]


def no_actions(game: TrekGame) -> list[TrekAction]:
    return []


def main_actions(game: TrekGame) -> list[TrekAction]:
    """Turno P.01: draw and pass, pass, or play cards (then end the turn)."""
    if game.played:
        actions: list[TrekAction] = [_END_TURN]
    elif game.draw or game.discard:
        actions = [_DRAW_AND_PASS, _PASS]
    else:
        actions = [_PASS]
    # The hottest loop of random play: plain loops and ready-made actions (measured
    # 1.4 us against 2.3 us for comprehensions, which cost a frame each on 3.11).
    table = game.table
    simple = table.simple
    append = actions.append
    own: tuple[int, ...] | None = None
    for card in game.hands[game.active]:
        action = simple[card]
        if action is not None:  # Personaggio, Status, Danni
            append(action)
        elif table.kind[card] == EQUIPAGGIAMENTO:
            on = table.play_on[card]  # P.12: only the characters it fits
            equip = game.equip
            for chars in game.chars:
                for character in chars:
                    if character in on and character not in equip:  # P.14
                        append(on[character])
        else:  # Impresa
            if own is None:
                own = tuple(game.chars[game.active])
            if own:  # Impresa P.31.1
                key = (IMPRESA, card, own)
                found = table.recall(key)
                if found is None:
                    made = [(card, s) for s in participant_options(game, card)]
                    found = table.remember(key, [AttemptImpresa(*m) for m in made], made)
                actions += found
    return actions


def equipment_targets(game: TrekGame, equipment: int) -> list[int]:
    """P.14: any character in play (anyone's) without equipment; P.12: limitations."""
    fits = game.table.fits[equipment]
    return [c for chars in game.chars for c in chars if c in fits and c not in game.equip]


def participant_options(game: TrekGame, impresa: int) -> list[tuple[int, ...]]:
    """P.31.1-3: non-empty sets of own characters in play, within the limitations."""
    rules = game.table.rules[impresa]
    pool = imprese.eligible(game, rules, game.chars[game.active])
    return imprese.subsets(pool, 1, rules.max_participants)


def secret_actions(game: TrekGame) -> list[TrekAction]:
    """P.31.4: any face-down cards from hand, maybe none."""
    limit = game.table.rules[game.imp_card].max_secret
    hand = game.hands[game.active]
    key = (SECRETS, limit, *hand)
    found = game.table.recall(key)
    if found is None:
        made = [(s,) for s in imprese.subsets(hand, 0, limit)]
        found = game.table.remember(key, [PlaceSecrets(*m) for m in made], made, True)
    return found


def taken(game: TrekGame) -> int:
    """Characters taking part so far, for `max_participants`."""
    return len(game.imp_part) + sum(len(d) for d in game.decl) + len(game.revealed)


def next_declaration(game: TrekGame) -> list[TrekAction]:
    return declare_actions(game, game.declarer)


def declare_actions(game: TrekGame, player: int) -> list[TrekAction]:
    """P.31.5: the declaring player's characters in play that may join, maybe none."""
    rules = game.table.rules[game.imp_card]
    chars = game.chars[player]
    if rules.solo or not chars:  # P.30 "solo", or nobody to move forward
        return game.table.no_declaration[player]
    pool = imprese.eligible(game, rules, chars) if rules.only else chars
    limit = None if rules.max_participants is None else imprese.room(rules, taken(game))
    key = (DECLARE, player, limit, *pool)
    found = game.table.recall(key)
    if found is None:
        made = [(player, s) for s in imprese.subsets(pool, 0, limit)]
        found = game.table.remember(key, [Declare(*m) for m in made], made, True)
    return found


def reveal_actions(game: TrekGame) -> list[TrekAction]:
    """P.31.6: which secret Personaggi to turn face up, maybe none."""
    rules = game.table.rules[game.imp_card]
    pool = imprese.revealable(game, rules, game.secrets)
    if not pool:
        return game.table.no_reveal
    limit = imprese.room(rules, taken(game))
    key = (_REVEAL_KEY, limit, *pool)
    found = game.table.recall(key)
    if found is None:
        made = [(s,) for s in imprese.subsets(pool, 0, limit)]
        found = game.table.remember(key, [Reveal(*m) for m in made], made, True)
    return found


# Indexed by phase (constants.MAIN ... OVER).
BY_PHASE: Final[tuple[Callable[[TrekGame], list[TrekAction]], ...]] = (
    main_actions, secret_actions, next_declaration,
    reveal_actions, effect_actions, discard_actions, no_actions)
