"""Points of the turn sequence (rulebook "Turn Sequence"). Decision phases wait for an
action; the others are automatic steps run by `flow.run`."""

from __future__ import annotations

(SETUP_STOP, MULLIGAN, TURN_START, PLAY_MISSION, ACTIONS, BATTLE, BATTLE_INCAP,
 BATTLE_VICTORY, OUTCOME, STOP_ASSIGNED, REVIVE, CLEAR, GLYPH, MISSION_END, CONTINUE,
 DEBRIEF, REFILL, DISCARD, END_TURN, OVER, DEBRIEF_READY) = range(21)

NAMES = ("setup: stop a team character", "setup: mulligan", "turn start", "play mission",
         "performing actions", "ship battle", "ship battle: incapacitate a ship",
         "ship battle: victory", "success or failure", "stop assigned cards",
         "revive or score adversaries", "destroy obstacles and complications",
         "earn a glyph", "mission end", "deciding to continue", "debrief", "refill hands",
         "debrief: discard down to eight", "end of turn", "game over",
         "debrief: ready cards and place failed missions")

DECISIONS = frozenset({SETUP_STOP, MULLIGAN, ACTIONS, BATTLE_INCAP, REVIVE, GLYPH, CONTINUE,
                       DISCARD, OVER})

# Rulebook sections cited by IllegalAction.rule.
EN = "EN rulebook, "
R_SETUP = EN + "Starting a Game"
R_THREE = EN + "Three or More Players"
R_TURN = EN + "Turn Sequence"
R_PERFORM = EN + "Mission Phase: Performing Actions"
R_PLAY = EN + "Hero Player Actions: Play a card"
R_ASSIGN = EN + "Hero Player Actions: Assign a character or ship"
R_BOOST = EN + "Hero Player Actions: Boost a character or ship"
R_OBSTACLE = EN + "Villain Player Actions: Play an obstacle"
R_ADVERSARY = EN + "Villain Player Actions: Play an adversary or ship"
R_V_ASSIGN = EN + "Villain Player Actions: Assign an adversary or ship"
R_V_BOOST = EN + "Villain Player Actions: Boost an adversary or ship"
R_COMPLICATION = EN + "Villain Player Actions: Play a complication"
R_ABILITY = EN + "Mission Phase: Activated Abilities"
R_BATTLE = EN + "Resolving the Current Mission: Ship Battle"
R_REVIVE = EN + "Revive or Score Adversaries"
R_DOMINION = EN + "Glossary: dominion"
R_GLYPH = EN + "Earn a Glyph"
R_CONTINUE = EN + "Deciding to Continue"
R_DEBRIEF = EN + "Debrief Phase"
R_TRIGGERS = EN + "Glossary: triggered effects"
R_CANT = EN + "Glossary: can't"
R_BLOCK = EN + "Glossary: block"
R_STATES = EN + "Glossary: states"
R_WIN = EN + "Winning the Game"
