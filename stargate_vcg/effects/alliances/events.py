"""Alliances: events (by card id; no card text here)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Cant,
    Card,
    Do,
    DoAll,
    DoRemembered,
    Forget,
    May,
    OnPlay,
    Seq,
    choose,
    destroy,
    playing_this,
    ready,
    stop,
)
from stargate_vcg.effects.missions_set.missions import villain_ship
from stargate_vcg.effects.vocab import Pick, assigned, character, select
from stargate_vcg.engine.stargate.surface import Surface


def _fewer_than_two_villain_ships(t: Surface, source: int, player: int, action: Any) -> bool:
    return playing_this(t, source, player, action) and \
        len(select(t, source, villain_ship)) < 2


not_chosen = Pick(lambda t, s, c: c not in t.recall(s, "chosen"))

card("7cef0c7b-fdfb-4ae2-8617-1ac824ed54d1", "Wraith Infighting",
     Card(Cant(_fewer_than_two_villain_ships, "needs two villain ships in play"),
          OnPlay(Do(destroy, villain_ship, chooser=OPPONENT))))
card("226e331b-db6c-466d-9121-afcc72e7a4ab", "Emergency Evacuation",
     Card(OnPlay(Seq(Forget(),
                     Do(choose, assigned & character, chooser=OPPONENT, remember="chosen"),
                     May(DoRemembered(stop), OPPONENT, "stop the chosen character"),
                     DoAll(ready, assigned & character & not_chosen)))))
