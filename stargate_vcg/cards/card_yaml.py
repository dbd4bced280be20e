"""YAML files of card data a user gives (Trek overlays, Stargate errata): untrusted text
read into plain data, every failure a one-line `CardDataError` naming the file and line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from stargate_vcg.errors import CardDataError
from stargate_vcg.files import first_alias_line


def load_card_yaml(text: str, path: Path, what: str) -> Any:
    """The document of `text` (round-trip, so that items keep their line numbers).
    `what` names the kind of file in the refusal of aliases ("card data", "errata")."""
    from ruamel.yaml import YAML
    from ruamel.yaml.error import YAMLError

    from stargate_vcg._ruamel import fast_printable_check

    fast_printable_check()
    try:
        alias = first_alias_line(text)  # (parses: a malformed file fails here)
        if alias is not None:  # expanding them has no bound (billion laughs)
            raise CardDataError(f"YAML aliases (*name) are not allowed in {what}", path,
                                alias)
        return YAML(typ="rt").load(text)
    except YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(error, "problem", None) or "malformed YAML"
        raise CardDataError(f"malformed YAML: {problem}", path, line) from None
    except (ValueError, TypeError, AttributeError, LookupError, RecursionError) as error:
        # ruamel's constructors fail this way on odd tags (`!!bool ""`, `!!set a`) and
        # integers of thousands of digits.
        raise CardDataError(f"malformed YAML: {type(error).__name__}", path) from None
