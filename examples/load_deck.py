"""Load a decklist from decks/ and print its sections.

    STARGATE_VCG_CARDS=../shared/octgn python examples/load_deck.py [DECKFILE]

Any format works (YAML, plain text, OCTGN .o8d); the format follows the extension.
"""

from __future__ import annotations

import sys
from pathlib import Path

import stargate_vcg

DECKS = Path(__file__).resolve().parent.parent / "decks"


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DECKS / "sgc-combat.yaml"
    try:
        deck = stargate_vcg.load_deck(path)
    except stargate_vcg.StargateVcgError as error:
        sys.exit(f"error: {error}")
    print(f"{deck.name or path.stem} ({deck.game.value}, read as {deck.format})")
    for section, entries in deck.sections.items():
        print(f"{section.value}: {deck.count(section)} cards")
        for entry in entries:
            print(f"  {entry.quantity}x {entry.name}")


if __name__ == "__main__":
    main()
