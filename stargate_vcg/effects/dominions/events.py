"""Dominions: events (by card id; no card text here)."""

from __future__ import annotations
