"""What a player may see, as lines for the terminal (the human agent's view)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from stargate_vcg.cards.stargate import SKILLS
from stargate_vcg.engine.stargate.facts import ADVERSARY, KIND_NAMES, MISSION
from stargate_vcg.engine.stargate.observation import HIDDEN, Observation
from stargate_vcg.engine.trek.observation import TrekObservation


def _rating(f: Any) -> str:
    return ", ".join(f"{s.value} {r}" for s, r in zip(SKILLS, f.skills, strict=False)
                     if r is not None)


def _card(f: Any) -> str:
    details = [KIND_NAMES[f.kind], f"cost {f.cost}"]
    if f.kind != MISSION and _rating(f):
        details.append(_rating(f))
    return f"{f.name} ({', '.join(details)})"


def stargate_view(obs: Observation, facts: Sequence[Any], seats: Sequence[str]) -> list[str]:
    me = obs.player
    role = "hero" if me == obs.hero else "villain" if me == obs.villain else "inactive"
    if obs.turn == 0:
        lines = [f"-- setting up: {obs.phase}; you are {seats[me]} --"]
    else:
        lines = [f"-- turn {obs.turn}, {obs.phase}; you are {seats[me]}, the {role}; "
                 f"power {obs.players[me].power} --"]
    if obs.mission >= 0:
        m = facts[obs.mission]
        lines.append(f"mission: {m.name} ({_rating(m)}); printed numbers now: "
                     + "; ".join(_standing(obs, facts, k) for k in m.mission_skills))
        if obs.obstacles:
            lines.append("  obstacles: " + "; ".join(
                f"{facts[u].name} ({_rating(facts[u])})" for u in obs.obstacles))
        if obs.complications:
            lines.append("  complications: " + ", ".join(
                "face down" if u == HIDDEN else facts[u].name for u in obs.complications))
    for seat, view in enumerate(obs.players):
        glyphs = dict(view.glyphs)
        cards = "; ".join(
            f"{facts[u].name} [{state}"
            + (f", {len(glyphs[u])} glyph(s)" if glyphs.get(u) else "") + "]"
            for u, state in view.in_play)
        purged = f", purged {len(view.purged)}" if view.purged else ""
        lines.append(f"{seats[seat]}: deck {view.deck_size}, hand {view.hand_size}, "
                     f"victory total {view.victory_total}{purged}; in play: {cards}")
    hand = obs.players[me].hand or ()
    lines.append("your hand: " + "; ".join(_card(facts[u]) for u in hand))
    return lines


def _standing(obs: Observation, facts: Sequence[Any], k: int) -> str:
    """Difficulty against the hero's assigned total in skill k, from printed values
    (card effects and boosts are not shown)."""
    difficulty = (facts[obs.mission].skills[k] or 0) + len(obs.complications) + sum(
        facts[u].skills[k] or 0 for u in obs.obstacles) + sum(
        facts[u].skills[k] or 0 for u, state in obs.players[obs.villain].in_play
        if state == "assigned" and facts[u].kind == ADVERSARY)
    total = sum(facts[u].skills[k] or 0 for u, state in obs.players[obs.hero].in_play
                if state == "assigned" and facts[u].character)
    return f"{SKILLS[k].value} difficulty {difficulty}, hero assigned {total}"


def trek_view(obs: TrekObservation, names: Sequence[str], seats: Sequence[str]) -> list[str]:
    me = obs.player
    lines = [f"-- {obs.phase}; you are {seats[me]}; scores "
             + ", ".join(f"{seats[p]} {s}" for p, s in enumerate(obs.scores)) + " --"]
    if obs.status >= 0:
        lines.append(f"status: {names[obs.status]}; danni: "
                     + (", ".join(names[d] for d in obs.danni) or "none"))
    for seat, chars in enumerate(obs.characters):
        lines.append(f"{seats[seat]} (hand {obs.hand_sizes[seat]}): " + "; ".join(
            names[c] + (f" + {names[e]}" if e is not None else "") for c, e in chars))
    if obs.impresa is not None:
        lines.append(f"impresa {names[obs.impresa]}: " + ", ".join(
            names[c] for c in obs.participants) + f"; {obs.secret_count} face down")
    lines.append("your hand: " + "; ".join(names[c] for c in obs.hand))
    return lines
