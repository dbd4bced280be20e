"""Winning the game (EN "Winning the Game"): checked after every step; the game
ends at once.

Ruling (rulebooks silent): should two players meet a condition at the same moment, the
hero wins, then the others in turn order from his left.

When the conditions are checked (`flow.run`): after every change that bumps
`State.progress` (glyphs, tokens, score piles, the teams), and while a card whose text adds
experience (`CardEffect.experience`) or makes score-pile cards dearer
(`CardEffect.score_cost_modifier`) is in effect (`text_may_win`). Such text only ever adds
(every card's is 0 or more), so with none of it in effect the totals are the rulebook's,
which change only with `progress`, and a card leaving effect can only lower them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate import values

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


GLYPHS_TO_WIN: Final = 7  # rulebook "Winning the Game"


def text_may_win(game: GameCore) -> bool:
    """Whether text that adds experience or score-pile cost is in effect now: a victory
    condition may then be met without `progress` changing. (A layout without such a card
    never asks: `GameCore.victory_any_time`.)"""
    return bool(values.sources_numbered(game, values.N_EXPERIENCE)
                or values.sources_numbered(game, values.N_SCORE_COST_MODIFIER))


def check_victory(game: GameCore) -> bool:
    """The game ends at once when a player meets a victory condition (rulebook "Winning
    the Game"), the hero first (ruling above)."""
    st = game.state
    order = [(st.hero + i) % game.n_players for i in range(game.n_players)]
    for player in order:
        reason = condition_met(game, player)
        if reason is not None:
            st.phase = ph.OVER
            st.result = "won"
            st.winner = player
            st.pending.clear()
            game.record("win", player, -1, 0, reason)
            return True
    return False


def condition_met(game: GameCore, player: int) -> str | None:
    """The victory condition `player` meets now, None for none (rulebook "Winning the
    Game"): 7 glyphs, experience >= victory total, score pile cost >= victory total."""
    total = values.victory_total(game, player)
    glyphs, experience = values.glyphs_and_experience(game, player)
    if glyphs >= GLYPHS_TO_WIN:
        return "seven glyphs"
    if experience >= total:
        return "experience"
    if values.score_total(game, player) >= total:
        return "villain score pile"
    return None
