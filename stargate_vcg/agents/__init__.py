"""Agents (policies) that choose among the legal actions of either game's engine, from
what their player may see (the observation), never from the game itself."""

from stargate_vcg.agents.base import Agent
from stargate_vcg.agents.human import HumanAgent
from stargate_vcg.agents.keep import DEFAULT_KEEP, KeepRule
from stargate_vcg.agents.random_agent import RandomAgent
from stargate_vcg.agents.stargate_greedy import GreedyStargateAgent, PassiveAgent
from stargate_vcg.agents.trek_greedy import GreedyTrekAgent

__all__ = ["DEFAULT_KEEP", "Agent", "GreedyStargateAgent", "GreedyTrekAgent", "HumanAgent",
           "KeepRule", "PassiveAgent", "RandomAgent"]
