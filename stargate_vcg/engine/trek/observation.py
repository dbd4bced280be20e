"""What one player may see (Disposizione P.02: cards in play are visible; hands are not).

Other players' hands are only counted; face-down secret characters (Impresa P.31.4)
are only counted for everyone but the active player, until revealed (P.31.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from stargate_vcg.engine import pickle_by_fields

if TYPE_CHECKING:
    from stargate_vcg.engine.trek.game import TrekGame


@dataclass(frozen=True, slots=True)
class TrekObservation:
    player: int
    phase: str
    active: int
    to_act: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    characters: tuple[tuple[tuple[int, int | None], ...], ...]  # per player: (card, equip)
    status: int
    danni: tuple[int, ...]
    discard: tuple[int, ...]  # face up (P.05, Effetti P.04): its order is public
    draw_size: int
    removed: tuple[int, ...]
    scores: tuple[int, ...]
    attempted: int
    impresa: int | None
    participants: tuple[int, ...]  # own characters moved forward + declarations so far
    secret_count: int
    secrets: tuple[int, ...]  # the face-down cards: only the active player sees them


pickle_by_fields([TrekObservation])


def observe(game: TrekGame, player: int) -> TrekObservation:
    impresa = game.imp_card if game.imp_card >= 0 else None
    participants = tuple(game.imp_part) + tuple(game.revealed) + tuple(
        c for p in range(game.n) for c in game.decl[p])
    return TrekObservation(
        player=player,
        phase=game.phase_name,
        active=game.active,
        to_act=game.to_act,
        hand=tuple(game.hands[player]),
        hand_sizes=tuple(len(h) for h in game.hands),
        characters=tuple(tuple((c, game.equip.get(c)) for c in game.chars[p])
                         for p in range(game.n)),
        status=game.status,
        danni=tuple(game.danni),
        discard=tuple(game.discard),
        draw_size=len(game.draw),
        removed=tuple(game.removed),
        scores=tuple(game.scores),
        attempted=game.attempted,
        impresa=impresa,
        participants=participants if impresa is not None else (),
        secret_count=len(game.secrets),
        secrets=tuple(game.secrets) if player == game.active else (),
    )
