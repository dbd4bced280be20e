"""Agents (policies) that choose among the legal actions of either game's engine."""

from stargate_vcg.agents.base import Agent
from stargate_vcg.agents.random_agent import RandomAgent

__all__ = ["Agent", "RandomAgent"]
