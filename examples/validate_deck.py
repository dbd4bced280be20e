"""Validate decklists with the library and print each report.

    STARGATE_VCG_CARDS=../shared/octgn python examples/validate_deck.py [DECKFILE...]

The same `validate()` runs behind `stargate-vcg validate`. Unknown card names are kept
(strict=False) so that they show up as UNKNOWN-CARD violations with suggestions.
"""

from __future__ import annotations

import sys
from pathlib import Path

import stargate_vcg

DECKS = Path(__file__).resolve().parent.parent / "decks"


def main() -> None:
    paths = [Path(a) for a in sys.argv[1:]] or sorted(DECKS.glob("*.yaml"))
    for path in paths:
        try:
            deck = stargate_vcg.load_deck(path, strict=False)
        except stargate_vcg.StargateVcgError as error:
            sys.exit(f"error: {error}")
        report = stargate_vcg.validate(deck, players=2)
        verdict = "legal" if report.legal else "ILLEGAL"
        print(f"{path.name}: {verdict} ({report.game.value}, {len(report.errors)} errors, "
              f"{len(report.warnings)} warnings)")
        for violation in report.violations:
            print(f"  {violation.severity} {violation.code}: {violation.message}")
            print(f"    rule: {violation.rule}")


if __name__ == "__main__":
    main()
