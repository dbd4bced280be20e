"""What deck validation returns: violations with stable codes, and a per-deck report.

Pydantic models because this is the JSON edge (`stargate-vcg validate --json`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

from stargate_vcg.decklists.model import Game

Severity = Literal["error", "warning"]
ERROR: Severity = "error"
WARNING: Severity = "warning"

# Keys of one deck in the --json document, in output order (README documents them).
JSON_KEYS: tuple[str, ...] = ("file", "game", "legal", "violations")


class Violation(BaseModel):
    """One broken rule (error) or one legal-but-notable fact (warning).

    `code` is stable (scripts may match on it); `message` is for people and carries the
    numbers and card names; `rule` names the rulebook and section enforced.
    """

    model_config = ConfigDict(frozen=True)

    code: str
    severity: Severity = ERROR
    message: str
    cards: tuple[str, ...] = ()
    rule: str

    def one_line(self) -> str:
        return f"{self.code}: {self.message} [{self.rule}]"


class Report(BaseModel):
    """Every violation of one deck, found in one pass. Legal means: no errors."""

    model_config = ConfigDict(frozen=True)

    file: str | None = None
    name: str | None = None
    game: Game
    violations: tuple[Violation, ...] = Field(default_factory=tuple)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def legal(self) -> bool:
        """Part of model_dump() and model_dump_json() too."""
        return not any(v.severity == ERROR for v in self.violations)

    @property
    def errors(self) -> list[Violation]:
        return [v for v in self.violations if v.severity == ERROR]

    @property
    def warnings(self) -> list[Violation]:
        return [v for v in self.violations if v.severity == WARNING]

    @property
    def codes(self) -> list[str]:
        """Codes of the violations in report order (repeated when a code fires twice)."""
        return [v.code for v in self.violations]

    def error_codes(self) -> set[str]:
        return {v.code for v in self.errors}

    def to_json(self) -> dict[str, Any]:
        """This deck's entry in the `--json` document."""
        return {
            "file": self.file,
            "game": self.game.value,
            "legal": self.legal,
            "violations": [v.model_dump(mode="json") for v in self.violations],
        }
