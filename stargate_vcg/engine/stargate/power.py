"""The start of a turn and the power phase (EN "Power Phase", glossary
"incapacitated").

Ruling (3+ players; the glossary speaks of two): "your opponent does the same with his
villain ships" is done by the villain of the turn; an inactive player's incapacitated
villain ships wait for a turn in which he is the villain. Glyphs beneath incapacitated
characters count for power (they are still the hero's characters' glyphs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import active, ops, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.effects import T_POWER_PHASE_END, T_TURN_START, Replace
from stargate_vcg.engine.stargate.facts import INCAPACITATED, STOPPED
from stargate_vcg.engine.stargate.triggers import fire_n, run_delayed

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


BASE_POWER: Final = 3  # rulebook "Power Phase"
# Delayed text due as a power phase ends (session 8 sp-cards11: Hazardous Repairs' payment,
# `Surface.at_power_phase_end`; kept across turns until then).
AT_POWER_PHASE_END: Final = 4


def turn_start(game: GameCore) -> None:
    """Incapacitated cards are readied then stopped (glossary "incapacitated"); then the
    power phase: 3 + 1 per glyph beneath the hero's characters to hero and villain;
    inactive players get none (rulebook "Power Phase", "Three or More Players")."""
    st = game.state
    game.record("turn", st.hero, -1, st.turn)
    status, facts = st.status, game.facts
    for uid in st.players[st.hero].in_play:
        if status[uid] == INCAPACITATED:
            f = facts[uid]
            if f.hero and (f.character or f.ship):
                # (Session 10 sp-cards15: text may replace the recovery.)
                if game.effect_uids and ops.replaced(game, Replace.RECOVER, st.hero, uid, -1):
                    continue
                active.set_status(game, uid, STOPPED)
                game.record("incapacitated to stopped", st.hero, uid)
    for uid in st.players[st.villain].in_play:
        if status[uid] == INCAPACITATED and facts[uid].ship and facts[uid].villain:
            active.set_status(game, uid, STOPPED)
            game.record("incapacitated to stopped", st.villain, uid)
    power = BASE_POWER + values.glyph_count(game, st.hero)
    for i, p in enumerate(st.players):
        p.power = power if i in (st.hero, st.villain) else 0
    game.record("power", st.hero, -1, power)
    st.phase = ph.PLAY_MISSION
    if game.effect_uids:  # (fire would return at once: skip the calls in simulations)
        fire_n(game, T_TURN_START, st.hero)
        fire_n(game, T_POWER_PHASE_END, st.hero)
        if st.delayed:
            run_delayed(game, AT_POWER_PHASE_END)
