"""Children of the Gods: events (by card id; no card text here)."""

from __future__ import annotations

from collections.abc import Callable

from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    Card,
    Do,
    DoRemembered,
    Draw,
    Forget,
    Modes,
    OnPlay,
    Seq,
    Simple,
    choose,
    gets,
    modify_by,
)
from stargate_vcg.effects.vocab import (
    COMBAT,
    CULTURE,
    INGENUITY,
    SCIENCE,
    character,
    team_character,
)
from stargate_vcg.engine.stargate.surface import Surface


def _go_go_go(t: Surface, s: int) -> bool:
    """Frees every blocked support character; a card drawn for each one freed."""
    freed = 0
    for player in (t.hero, t.villain):
        for c in t.support_characters(player):
            if t.is_blocked(c) and t.unblock(c):
                freed += 1
    if freed:
        t.draw(t.owner(s), freed)
    return freed > 0


_NAMES = {CULTURE: "Culture", SCIENCE: "Science", COMBAT: "Combat", INGENUITY: "Ingenuity"}


def _rating(skill: int) -> Callable[[Surface, int, int], int]:
    return lambda t, s, c: t.skill(c, skill) or 0


def _swap(first: int, second: int) -> Modes:
    """"<first> +X where X is their <second>; or <second> +X where X is their <first>"
    (X read as the mode is carried out)."""
    return Modes((f"{_NAMES[first]} +X", DoRemembered(modify_by(_rating(second), skill=first))),
                 (f"{_NAMES[second]} +X",
                  DoRemembered(modify_by(_rating(first), skill=second))))


card("42d02d6f-66dc-4807-a1b1-1a70af40e0ca", "Go! Go! Go!", Card(OnPlay(Simple(_go_go_go))))
card("083b7474-bc32-4574-94ef-a4eaabb07b00", "Fighting Spirit",
     Card(OnPlay(Seq(Forget(), Do(choose, team_character, remember="chosen"),
                     _swap(COMBAT, INGENUITY)))))
card("f3bfb48a-c4bd-46a1-9582-84ba10fb51dc", "Applied Knowledge",
     Card(OnPlay(Seq(Forget(), Do(choose, team_character, remember="chosen"),
                     _swap(CULTURE, SCIENCE)))))
card("e2116707-4fd0-40db-b70d-8642c38a2687", "Always Prepared",
     Card(OnPlay(Seq(Do(gets(1, skills=True), character), Draw(1)))),
     partial="only the skills mode: the extra use of a once-each-turn ability is not offered")
