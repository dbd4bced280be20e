"""Actions and log events in words, with card names (for the terminal and game logs).

Works on any action dataclass, including kinds this module has never seen: an int field
that names a card becomes the card's name, a tuple of them a list of names. Hidden
information stays hidden in the public text: a complication or a Trek secret placed
face down is not named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

# Fields holding a number that is not a card.
_NOT_CARDS = frozenset({"ability", "option", "player", "amount", "value"})
_HIDDEN_PUBLIC = {"PlayComplication": "plays a complication (face down)"}


def _words(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


def describe_action(action: object, card_name: Callable[[int], str | None],
                    public: bool = False) -> str:
    """`Assign(card=12)` -> "assign Teal'c (Enemy of the Goa'uld)". With `public`, face-down
    cards are not named."""
    kind = type(action).__name__
    if public and kind in _HIDDEN_PUBLIC:
        return _HIDDEN_PUBLIC[kind]
    if public and kind == "PlaceSecrets":
        return f"places {len(getattr(action, 'cards', ()))} card(s) face down"
    if not is_dataclass(action):
        return repr(action)
    if kind == "Boost":
        target, card = getattr(action, "target", -1), getattr(action, "card", -1)
        return f"boost {card_name(target) or target} by discarding {card_name(card) or card}"
    target = getattr(action, "target", None)
    if kind == "PlayCard" and isinstance(target, int):  # Trek equipment onto a character
        card = getattr(action, "card", -1)
        return f"play card {card_name(card) or card} on {card_name(target) or target}"
    parts = []
    for f in fields(action):
        value = getattr(action, f.name)
        if value is None or value == ():
            continue
        if isinstance(value, int) and not isinstance(value, bool) \
                and f.name not in _NOT_CARDS:
            name = card_name(value)
            parts.append(name if name is not None else f"{f.name} {value}")
        elif isinstance(value, tuple) and all(isinstance(v, int) for v in value) \
                and f.name not in _NOT_CARDS:
            names = [card_name(v) or str(v) for v in value]
            parts.append(f"{f.name.replace('_', ' ')}: " + ", ".join(names))
        else:
            parts.append(f"{f.name} {value}")
    text = _words(kind)
    return f"{text} " + "; ".join(parts) if parts else text


def stargate_names(facts: Sequence[Any]) -> Callable[[int], str | None]:
    def name(uid: int) -> str | None:
        return facts[uid].name if 0 <= uid < len(facts) else None
    return name


def trek_names(names: Sequence[str]) -> Callable[[int], str | None]:
    def name(number: int) -> str | None:
        return names[number] if 0 <= number < len(names) else None
    return name


def stargate_event(entry: Any, facts: Sequence[Any], players: Sequence[str]) -> str:
    """One Stargate log entry as a line a player reads."""
    who = players[entry.player] if 0 <= entry.player < len(players) else "-"
    card = facts[entry.card].name if 0 <= entry.card < len(facts) else ""
    kind = entry.kind
    if kind == "turn":
        return f"== turn {entry.value}: {who} is the hero =="
    if kind == "first player":
        return f"{who} goes first (victory total {entry.value})"
    if kind == "power":
        return f"{who} has {entry.value} power"
    if kind == "boost":
        return f"{who} boosts {card}"
    if kind in ("success", "failure"):
        return f"mission {card}: {kind} ({entry.text or entry.value})".replace(" ()", "")
    if kind == "earn glyph":
        mission = facts[entry.value].name if 0 <= entry.value < len(facts) else ""
        return f"{who}: {card} earns the glyph of {mission}"
    if kind == "complication":
        return f"{who} plays a complication (face down)"
    if kind == "win":
        return f"{who} wins: {entry.text}"
    if kind == "draw":
        return f"{who} draws {entry.value}"
    parts = [who, kind]
    if card:
        parts.append(card)
    if entry.text:
        parts.append(f"({entry.text})")
    elif entry.value >= 0 and kind not in ("stop", "ready", "discard", "assign", "play",
                                           "destroy", "play mission", "setup stop"):
        parts.append(str(entry.value))
    return " ".join(parts)


def trek_event(event: Any, names: Sequence[str], players: Sequence[str]) -> str:
    who = players[event.player] if event.player is not None and \
        0 <= event.player < len(players) else "-"
    cards = ", ".join(names[c] for c in event.cards if 0 <= c < len(names))
    if event.kind == "turn":
        return f"== {who}'s turn =="
    if event.kind == "secrets":
        return f"{who} places {event.amount} card(s) face down"
    text = f"{who} {event.kind}"
    if cards:
        text += f" {cards}"
    if event.amount:
        text += f" ({event.amount})"
    return text
