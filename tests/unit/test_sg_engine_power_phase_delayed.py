"""`Surface.at_power_phase_end` (session 8 sp-cards11): a delayed trigger due at the end
of the next power phase, kept across turns until then, wherever the card is. Fixture
cards and effects; the hero of turn 1 is player 0."""

from __future__ import annotations

from factories import sg_card
from sg_effect_cards import drive
from sg_fixture_effects import TitleRegistry
from test_sg_engine_helpers import HERO_P, scenario, uid

from stargate_vcg.cards import CardType
from stargate_vcg.engine.stargate import PlayCard
from stargate_vcg.engine.stargate.effects import CardEffect
from stargate_vcg.engine.stargate.surface import Surface

LATER = sg_card("Later", CardType.EVENT, cost=0)


class NotesPowerPhases(CardEffect):
    """Played: at the end of the next power phase, remembers that turn's number."""

    def on_play(self, t: Surface, source: int) -> None:
        t.at_power_phase_end(source, "due")

    def resume(self, t: Surface, source: int, step: str, args: tuple[int, ...],
               chosen: tuple[int, ...]) -> None:
        if step == "due":
            t.remember(source, "seen", (*t.recall(source, "seen"), t.turn))


def test_a_delayed_trigger_resumes_at_the_next_power_phase_end_only() -> None:
    reg = TitleRegistry()
    reg.register("Later", NotesPowerPhases())
    game = scenario([LATER], effects=reg, power=9)
    later = uid(game, "Later", HERO_P)
    game.apply(PlayCard(later))
    assert game.surface.recall(later, "seen") == ()  # not this turn's (already over)
    drive(game, lambda g: g.turn == 3)
    assert game.surface.recall(later, "seen") == (2,)  # once, from the discard pile
