"""Playing one game at the terminal (`play`), game logs, and re-checking them (`replay`)."""

from stargate_vcg.play.record import GameLogError
from stargate_vcg.play.session import ReplayReport, play_stargate, play_trek, replay_log

__all__ = ["GameLogError", "ReplayReport", "play_stargate", "play_trek", "replay_log"]
