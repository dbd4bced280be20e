"""Rules engines, one subpackage per game."""
