"""Rise of the Ori team and support characters and events (by card id; each class is
named after its card's title; no card text here: data policy)."""

from __future__ import annotations

from typing import Any

from stargate_vcg.cards.stargate import Glyph
from stargate_vcg.effects.catalog import card
from stargate_vcg.effects.dsl import (
    OPPONENT,
    Arrange,
    Card,
    On,
    OwnCost,
    Simple,
    WhenAssigned,
)
from stargate_vcg.effects.vocab import (
    UNTIL_TURN_END,
    ask,
    assigned,
    character,
    select,
    team_character,
    this,
    with_glyphs,
)
from stargate_vcg.engine.stargate.actions import ActivateAbility, PlayCard
from stargate_vcg.engine.stargate.effects import Ability, AbilityCost, CardEffect, Trigger
from stargate_vcg.engine.stargate.surface import Surface


class CheapKnockoff(CardEffect):
    """Event; its price is twice the cost of an obstacle at the mission, in power:
    that obstacle is destroyed. Ruling: the obstacle is chosen as the event is
    played; it can't be played while no obstacle's double cost can be paid."""

    @staticmethod
    def _affordable(t: Surface, source: int) -> tuple[int, ...]:
        power = t.power(t.owner(source))
        return tuple(o for o in t.obstacles if 2 * t.printed_cost(o) <= power)

    def forbids(self, t: Surface, source: int, player: int, action: Any) -> str | None:
        if isinstance(action, PlayCard) and action.card == source and \
                not self._affordable(t, source):
            return "Cheap Knockoff: no obstacle whose double cost you can pay"
        return None

    def on_play(self, t: Surface, source: int) -> None:
        ask(t, source, "destroy", t.owner(source), self._affordable(t, source),
            "pay double an obstacle's cost to destroy it")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if chosen:
            t.lose_power(t.owner(source), 2 * t.printed_cost(chosen[0]))
            t.destroy_by(chosen[0], source)


def _team_characters(t: Surface, source: int) -> tuple[int, ...]:
    return select(t, source, team_character)


def _skills_until_turn_end(t: Surface, source: int, action: ActivateAbility) -> None:
    t.modify(action.target, 1, skills=True, until=UNTIL_TURN_END)


class Fannis(CardEffect):
    """Ancestral Investigator: destroy him — skills +1 to a team character until turn
    end."""

    ABILITIES = (Ability("Fannis: a team character gets skills +1",
                         AbilityCost(destroy_self=True), _skills_until_turn_end,
                         targets=_team_characters),)

    def abilities(self, t: Surface, source: int) -> tuple[Ability, ...]:
        return self.ABILITIES


def _distinct_glyphs(t: Surface, source: int) -> int:
    return sum(1 for g in Glyph if t.has_glyph(source, g))


def _random_discard(t: Surface, source: int) -> bool:
    """The opponent discards a card of his hand at random; the owner gains its cost."""
    me = t.owner(source)
    lost = t.random_card(t.hand(t.opponent(me)))
    if lost < 0:
        return False
    t.discard(lost)
    t.gain_power(me, t.printed_cost(lost))
    return True


card("a4cc8014-3d3f-4792-8e89-0f4c30f41a48", "Cheap Knockoff", CheapKnockoff())
card("9b1e1999-9963-4329-9c30-a4d0b63809de", "Brooks (Computer Tech)",
     Card(OwnCost(-2, when=lambda t, s: t.successful_missions() > 0)))
card("d5ec1d1b-f6b5-4c5d-b2b5-9c77671d164e", "Emmett Bregman (Documentary Filmmaker)",
     Card(OwnCost(lambda t, s: -len(select(t, s, assigned & character & with_glyphs(1))))))
card("3599bff8-6fbf-4bfb-9785-b73f57aae9aa", "Fannis (Ancestral Investigator)", Fannis())
card("89c2a434-0450-4da4-92e3-ee44e73b131a", "Cameron Mitchell (\"Mr. Shaft\")",
     Card(WhenAssigned(this, Arrange(lambda t, s: 2 * _distinct_glyphs(t, s),
                                     whose=OPPONENT))))
card("cb5bbac3-0975-4cba-9dec-8971f2696397", "Vala Mal Doran (Practiced Thief)",
     Card(On(Trigger.GLYPH_EARNED, Simple(_random_discard), lambda t, s, e: e.card == s)))
