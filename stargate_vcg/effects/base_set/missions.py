"""Base Set missions (by card id; no card text here: data policy). Most are one line of
the declarative vocabulary (`stargate_vcg.effects.dsl`)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    DISCARD,
    OPPONENT,
    Cant,
    Card,
    CostChange,
    Difficulty,
    Do,
    DoAll,
    Failure,
    Lose,
    Search,
    Simple,
    Success,
    WhenPlayed,
    block_for_mission,
    ready,
    stop,
    to_hand,
)
from stargate_vcg.effects.vocab import character, support_character, team_character
from stargate_vcg.engine.stargate.actions import Continue, PlayComplication
from stargate_vcg.engine.stargate.surface import UNTIL_TURN_END, Surface


def _complications(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, PlayComplication)


def _no_more_missions(t: Surface, source: int) -> bool:
    """Time Loop's failure: "no more missions this turn" outlasts the mission."""
    t.keep_rules(source, UNTIL_TURN_END)
    return True


def _continuing(t: Surface, source: int, player: int, action: Any) -> bool:
    return isinstance(action, Continue) and (source, 1) in t.lasting_rules()


card("1db24625-e050-4a61-a0fe-c35e2cff1afe", "Brief Candle (Argos)",
     Card(WhenPlayed(Do(stop, character))))
card("aa340201-0599-4884-99aa-ecdf8b2abc53", "Antarctic Rescue (Antarctica)",
     Card(WhenPlayed(Do(block_for_mission, team_character, chooser=OPPONENT))))
card("5fbb2f8b-9b01-41f2-ad7d-d5aba336bcef", "Supply Raid (Nirrti's Supply Depot)",
     Card(Success(Lose(2, OPPONENT))))
card("e72c8088-c0f6-4692-a060-4e989ccc5c26", "Retrieve Artifact (P5C-353)",
     Card(CostChange(1, _complications)))
card("b73da326-be80-41c8-b201-a0e6d7bf2ec6", "Acquire Specimen (BP6-3Q1)",
     Card(Difficulty(lambda t, s: len(t.obstacles))))
card("9f7363f0-0281-46d1-906c-da6ebcb61d3d", "Time Loop (P4X-639)",
     Card(Failure(Simple(_no_more_missions)),
          Cant(_continuing, "Time Loop: no more missions this turn")))
card("7cd9c3b2-a979-460a-ae6d-0fa1dbe1431b", "Attend Triad (Tollana)",
     Card(Success(Do(to_hand, character, among=DISCARD, optional=True))))
card("9db0d9a1-edcd-45b4-947b-b4b979becac4", "Prison Break (Chulak)",
     Card(WhenPlayed(DoAll(stop, support_character)), Success(DoAll(ready, support_character))))
card("99856f4c-c9d8-44de-8044-b995d84ce141", "Cure the Vorlix (Vyus)",
     Card(Success(Search(character))))
