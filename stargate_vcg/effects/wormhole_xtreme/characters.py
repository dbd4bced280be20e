"""Wormhole X-Treme!: team and support characters, gear (by card id; no card text here)."""

from __future__ import annotations
