"""Deck construction rules for both games (rulebooks' "Building a Deck", the
regolamento's fixed 68-card deck) and the report they produce."""

from stargate_vcg.construction.report import Report, Severity, Violation
from stargate_vcg.construction.validator import validate

__all__ = ["Report", "Severity", "Violation", "validate"]
