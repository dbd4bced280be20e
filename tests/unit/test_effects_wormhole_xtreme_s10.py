"""Wormhole X-Treme! cards completed in session 10 (sp-cards15), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card
ids."""

from __future__ import annotations

import pytest
from factories import MARINE, fixture_deck
from sg_effect_cards import checked_actions, real
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, I, S, mission, scenario, uid
from validate_fixtures import entry

from stargate_vcg import validate
from stargate_vcg.cards import CardType
from stargate_vcg.decklists.model import Section
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    flow,
    ops,
)

NIAM = real("Niam (Bound by his Code)", CardType.SUPPORT_CHARACTER, cost=4,
            skills={C: 2, S: 3})
NIAM_ADV = real("Niam (Bound By His Code)", CardType.ADVERSARY, cost=4, skills={C: 2, S: 3},
                revive=5, traits=("Replicator",))

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


@pytest.mark.parametrize("adversary", [True, False])
def test_niam_adversary_printing_is_refused_in_a_deck(adversary: bool) -> None:
    """The adversary Niam turns into is kept out of decks; his support printing is not."""
    deck = fixture_deck()
    sections = dict(deck.sections)
    sections[Section.DECK] = [*deck.section(Section.DECK),
                              entry(NIAM_ADV if adversary else NIAM)]
    report = validate(deck.model_copy(update={"sections": sections}))
    assert ("SG-NOT-IN-DECKS" in report.error_codes()) is adversary
    assert report.legal is not adversary


# --- Wood (NID Analyst): cards taken from the deck count as well as draws ---

WOOD = real("Wood (NID Analyst)", CardType.SUPPORT_CHARACTER, cost=3, skills={C: 2},
            traits=("NID",))
# Searches its player's deck for a card, taken into the hand.
ILL_GOTTEN = real("Ill-Gotten Gains", CardType.EVENT, cost=1)


@pytest.mark.parametrize("taken", [True, False])
def test_wood_gets_skills_per_card_searched_out_of_the_deck(taken: bool) -> None:
    game = scenario([WOOD, ILL_GOTTEN], [], power=9, pad=20)
    wood = uid(game, "Wood", HERO_P)
    game.apply(PlayCard(wood))
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Ill-Gotten Gains", HERO_P),
                        stops=(uid(game, "Fixture Leader", HERO_P),)))
    target = game.state.players[HERO_P].deck[0]
    game.apply(Choose(target) if taken else Decline())
    assert (target in game.hand(HERO_P)) is taken
    assert game.skill(wood, 0) == 2 + (1 if taken else 0)


# --- Romantic Entanglements: assignments and unblockings copied too ---

ROMANTIC = real("Romantic Entanglements", CardType.OBSTACLE, cost=1, skills={C: 1, I: 2})


def _entangled() -> tuple[StargateGame, int, int]:
    """The Leader and the Scholar (both ready) tied by Romantic Entanglements."""
    game = scenario([], [ROMANTIC], missions=[mission("Culture Mission", C, 3),
                                              mission("Hard Mission", B, 20)],
                    power=9, pad=20)
    leader, scholar = uid(game, "Fixture Leader", HERO_P), uid(game, "Fixture Scholar", HERO_P)
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Romantic Entanglements", VILLAIN_P)))
    game.apply(Choose(leader))
    game.apply(Choose(scholar))
    return game, leader, scholar


@pytest.mark.parametrize("paired", [True, False])
def test_romantic_entanglements_an_assignment_is_copied(paired: bool) -> None:
    game, leader, scholar = _entangled()
    game.apply(Assign(leader if paired else uid(game, "Fixture Scientist", HERO_P)))
    assert game.status_name(scholar) == ("assigned" if paired else "ready")


@pytest.mark.parametrize("paired", [True, False])
def test_romantic_entanglements_an_unblocking_is_copied(paired: bool) -> None:
    game, leader, scholar = _entangled()
    ops.block(game, leader)
    flow.run(game)
    assert game.is_blocked(scholar)
    if not paired:  # the twins' tie lapses with the mission
        game.surface.forget(uid(game, "Romantic Entanglements", VILLAIN_P), "twins")
    game.surface.unblock(leader)
    game._version += 1
    game.apply(Pass())  # an event: the unblocking is seen
    assert game.is_blocked(scholar) is not paired


# --- Jack O'Neill (Invisible Hero): "are blocked" texts leave him free ---

JACK_INVISIBLE = real("Jack O'Neill (Invisible Hero)", CardType.SUPPORT_CHARACTER, cost=6,
                      skills={B: 2, I: 3}, traits=("SGC",))
# Support characters are blocked while it is at the mission.
CLOSE_PROTECTION = real("Close Protection", CardType.OBSTACLE, cost=4, skills={C: 2, B: 2},
                        traits=("Political",))


@pytest.mark.parametrize("title", ["Jack O'Neill", "Marine"])
def test_jack_oneill_invisible_hero_is_assigned_despite_blocked_texts(title: str) -> None:
    game = scenario([JACK_INVISIBLE, MARINE], [CLOSE_PROTECTION],
                    missions=[mission("Combat Mission", B, 3), mission("Spare", C, 3)],
                    power=9, pad=20)
    for t in ("Jack O'Neill", "Marine"):
        ops.put_in_play(game, uid(game, t, HERO_P))
    game._version += 1
    game.apply(Pass())
    game.apply(PlayCard(uid(game, "Close Protection", VILLAIN_P)))
    assign = Assign(uid(game, title, HERO_P))
    assert (assign in game.legal_actions()) is (title == "Jack O'Neill")
