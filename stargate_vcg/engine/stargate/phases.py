"""Points of the turn sequence (rulebook "Turn Sequence"). Decision phases wait for an
action; the others are automatic steps run by `flow.run`."""

from __future__ import annotations

from typing import Final

SETUP_STOP: Final = 0
MULLIGAN: Final = 1
TURN_START: Final = 2
PLAY_MISSION: Final = 3
ACTIONS: Final = 4
BATTLE: Final = 5
BATTLE_INCAP: Final = 6
BATTLE_VICTORY: Final = 7
OUTCOME: Final = 8
STOP_ASSIGNED: Final = 9
REVIVE: Final = 10
CLEAR: Final = 11
GLYPH: Final = 12
MISSION_END: Final = 13
CONTINUE: Final = 14
DEBRIEF: Final = 15
REFILL: Final = 16
DISCARD: Final = 17
END_TURN: Final = 18
OVER: Final = 19
DEBRIEF_READY: Final = 20
MISSION_OVER: Final = 21  # after mission-end text: mission-long modifiers end
TURN_OVER: Final = 22  # after end-of-turn text: the next player becomes the hero

NAMES: Final[tuple[str, ...]] = (
    "setup: stop a team character", "setup: mulligan", "turn start", "play mission",
    "performing actions", "ship battle", "ship battle: incapacitate a ship",
    "ship battle: victory", "success or failure", "stop assigned cards",
    "revive or score adversaries", "destroy obstacles and complications", "earn a glyph",
    "mission end", "deciding to continue", "debrief", "refill hands",
    "debrief: discard down to eight", "end of turn", "game over",
    "debrief: ready cards and place failed missions", "mission end: modifiers end",
    "end of turn: next player",
)

DECISIONS: Final = frozenset({SETUP_STOP, MULLIGAN, ACTIONS, BATTLE_INCAP, REVIVE, GLYPH, CONTINUE,
                       DISCARD, OVER})

# Rulebook sections cited by IllegalAction.rule.
EN: Final = "EN rulebook, "
R_SETUP: Final = EN + "Starting a Game"
R_THREE: Final = EN + "Three or More Players"
R_TURN: Final = EN + "Turn Sequence"
R_PERFORM: Final = EN + "Mission Phase: Performing Actions"
R_PLAY: Final = EN + "Hero Player Actions: Play a card"
R_ASSIGN: Final = EN + "Hero Player Actions: Assign a character or ship"
R_BOOST: Final = EN + "Hero Player Actions: Boost a character or ship"
R_OBSTACLE: Final = EN + "Villain Player Actions: Play an obstacle"
R_ADVERSARY: Final = EN + "Villain Player Actions: Play an adversary or ship"
R_V_ASSIGN: Final = EN + "Villain Player Actions: Assign an adversary or ship"
R_V_BOOST: Final = EN + "Villain Player Actions: Boost an adversary or ship"
R_COMPLICATION: Final = EN + "Villain Player Actions: Play a complication"
R_ABILITY: Final = EN + "Mission Phase: Activated Abilities"
R_BATTLE: Final = EN + "Resolving the Current Mission: Ship Battle"
R_REVIVE: Final = EN + "Revive or Score Adversaries"
R_DOMINION: Final = EN + "Glossary: dominion"
R_GLYPH: Final = EN + "Earn a Glyph"
R_CONTINUE: Final = EN + "Deciding to Continue"
R_DEBRIEF: Final = EN + "Debrief Phase"
R_TRIGGERS: Final = EN + "Glossary: triggered effects"
R_CANT: Final = EN + "Glossary: can't"
R_TEXT: Final = EN + "Turn Sequence: game text supersedes the rules"
R_BLOCK: Final = EN + "Glossary: block"
R_STATES: Final = EN + "Glossary: states"
R_WIN: Final = EN + "Winning the Game"
