"""Rise of the Ori events (effects/rise_of_the_ori/events.py), each played: the text
happens, and does not when its condition fails. Fixture printings with the real card ids;
player 0 is the hero of turn 1 (`scenario`)."""

from __future__ import annotations

import pytest
from factories import CRUISER, GADGET, MARINE, RAIDER, ROCKS, sg_card
from sg_effect_cards import checked_actions, real
from sg_play import COMBAT_3 as COMBAT_M
from sg_play import SPARE, hero_plays, villain_plays
from sg_play import hero as h
from sg_play import villain as v
from test_sg_engine_helpers import HERO_P, VILLAIN_P, B, C, mission, scenario

from stargate_vcg.cards import CardType, Glyph, Skill, StargateCard
from stargate_vcg.engine.stargate import (
    Assign,
    Choose,
    Decline,
    Pass,
    PlayCard,
    StargateGame,
    ops,
)
from stargate_vcg.engine.stargate.facts import Z_DISCARD

E = CardType.EVENT
CONSERVATION = real("Conservation", E, cost=5)
HARSH_JUSTICE = real("Harsh Justice", E, cost=6)
PROACTIVE = real("Proactive Stance", E, cost=4)
CAUTION = real("Proceeding with Caution", E, cost=5)
PROTECTOR = real("Protector of All", E, cost=6)
FEND_OFF = real("Fend Off", E, cost=3)
INDULGENCES = real("Indulgences", E, cost=1)
INSIGHT = real("Insight", E, cost=3)
COUPLE = real("Nice Enough Couple", E, cost=2)
PART_OF_PLAN = real("Part of the Plan", E, cost=2)
SCRAMBLE = real("Scramble", E, cost=2)
TEMPTATION = real("Temptation", E, cost=0)
COVERT_STRIKE = real("Covert Strike", E, cost=2)
INTERFERENCE = real("Interference", E, cost=0)
REVISIONIST = real("Revisionist History", E, cost=2)

SUPPORT = CardType.SUPPORT_CHARACTER
SAGE = sg_card("Sage", SUPPORT, "Elder", cost=3, skills={C: 2}, traits=("Ancient",))
FLARE = sg_card("Flare", E, cost=1)
BRUTE = sg_card("Brute", CardType.ADVERSARY, "Thug", cost=1, skills={B: 1}, revive=1)
PLACES = [mission("Place A", C, 3, glyph=Glyph.LIBRA),
          mission("Place B", C, 3, glyph=Glyph.LIBRA),
          mission("Place C", C, 3, glyph=Glyph.ORION)]
RATING = {skill: n for n, skill in enumerate(Skill)}

pytestmark = pytest.mark.usefixtures(checked_actions.__name__)


def start(hero: list[StargateCard], villain: list[StargateCard] | None = None,
          power: int = 9) -> StargateGame:
    return scenario(hero, villain or [], missions=[COMBAT_M, SPARE, *PLACES], power=power)


def glyph_beneath(game: StargateGame, character: int, place: str) -> None:
    ops.place_glyph(game, h(game, place), character)


def to_discard_pile(game: StargateGame, card: int) -> None:
    p = game.state.players[game.facts[card].owner]
    p.hand.remove(card)
    p.discard.insert(0, card)
    game.state.zone[card] = Z_DISCARD


def playable(game: StargateGame, title: str) -> bool:
    return any(isinstance(a, PlayCard) and a.card == h(game, title)
               for a in game.legal_actions())


# --- cheaper per affiliated character with a glyph -----------------------------------------


@pytest.mark.parametrize(("event", "affiliation"), [
    (CONSERVATION, "Tok'ra"), (HARSH_JUSTICE, "Jaffa"), (PROACTIVE, "NID"),
    (CAUTION, "Russian"), (PROTECTOR, "Asgard")])
@pytest.mark.parametrize("glyph", [True, False])
def test_events_cost_one_less_per_affiliated_character_with_a_glyph(
        event: StargateCard, affiliation: str, glyph: bool) -> None:
    aide = sg_card("Aide", SUPPORT, "Helper", cost=0, skills={B: 1}, traits=(affiliation,))
    game = start([event, aide, GADGET], [BRUTE, ROCKS])
    villain_plays(game, "Brute", "Rocks")
    hero_plays(game, "Aide", "Gadget")
    if glyph:
        glyph_beneath(game, h(game, "Aide"), "Place A")
    power = game.power(HERO_P)
    game.apply(PlayCard(h(game, event.title)))
    while game.pending_decision is not None:
        game.apply(Choose(game.pending_decision.options[0]))
    assert game.power(HERO_P) == power - event.cost + (1 if glyph else 0)


def test_conservation_takes_a_hero_card_from_the_discard_pile() -> None:
    game = start([CONSERVATION, GADGET])
    gadget = h(game, "Gadget")
    to_discard_pile(game, gadget)
    game.apply(PlayCard(h(game, "Conservation")))
    assert game.zone_name(gadget) == "hand"


def test_conservation_leaves_a_villain_card_in_the_discard_pile() -> None:
    game = start([CONSERVATION, ROCKS])
    rocks = h(game, "Rocks")
    to_discard_pile(game, rocks)
    game.apply(PlayCard(h(game, "Conservation")))
    assert game.zone_name(rocks) == "discard"


@pytest.mark.parametrize(("event", "target", "zone"), [
    (HARSH_JUSTICE, "Brute", "discard"), (PROTECTOR, "Rocks", "discard")])
def test_harsh_justice_and_protector_of_all_destroy(event: StargateCard, target: str,
                                                    zone: str) -> None:
    game = start([event], [BRUTE, ROCKS])
    villain_plays(game, "Brute", "Rocks")
    game.apply(PlayCard(h(game, event.title)))
    assert game.zone_name(v(game, target)) == zone


@pytest.mark.parametrize(("stopped", "status"), [(True, "ready"), (False, "ready")])
def test_proactive_stance_readies_a_gear(stopped: bool, status: str) -> None:
    game = start([PROACTIVE, GADGET])
    gadget = h(game, "Gadget")
    hero_plays(game, "Gadget")
    if stopped:
        ops.stop(game, gadget)
    game.apply(PlayCard(h(game, "Proactive Stance")))
    assert game.status_name(gadget) == status
    assert game.pending_decision is None


@pytest.mark.parametrize(("glyphs", "combat"), [(2, 3 + 2), (0, 3)])
def test_proceeding_with_caution_skills_per_glyph(glyphs: int, combat: int) -> None:
    game = start([CAUTION])
    leader = h(game, "Fixture Leader")
    for place in ("Place A", "Place C")[:glyphs]:
        glyph_beneath(game, leader, place)
    game.apply(PlayCard(h(game, "Proceeding with Caution")))
    assert game.skill(leader, RATING[B]) == combat


# --- ships ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("stopped", "zone", "status"), [
    (False, "in play", "stopped"), (True, "discard", None)])
def test_fend_off_stops_or_destroys_a_villain_ship(stopped: bool, zone: str,
                                                   status: str | None) -> None:
    game = start([FEND_OFF], [RAIDER])
    villain_plays(game, "Raider")
    raider = v(game, "Raider")
    if stopped:
        ops.stop(game, raider)
    game.apply(PlayCard(h(game, "Fend Off")))
    assert game.zone_name(raider) == zone
    if status:
        assert game.status_name(raider) == status


def test_fend_off_without_a_villain_ship_does_nothing() -> None:
    game = start([FEND_OFF, CRUISER])
    hero_plays(game, "Cruiser")
    game.apply(PlayCard(h(game, "Fend Off")))
    assert game.pending_decision is None
    assert game.status_name(h(game, "Cruiser")) == "ready"


@pytest.mark.parametrize(("ship", "status"), [("Cruiser", "ready"), ("Raider", "stopped")])
def test_scramble_readies_a_hero_ship(ship: str, status: str) -> None:
    game = start([SCRAMBLE, CRUISER], [RAIDER])
    game.apply(PlayCard(h(game, "Cruiser")))
    game.apply(PlayCard(v(game, "Raider")))
    card = h(game, ship) if ship == "Cruiser" else v(game, ship)
    ops.stop(game, card)
    game.apply(PlayCard(h(game, "Scramble")))
    assert game.status_name(card) == status


# --- the rest ----------------------------------------------------------------------------------


@pytest.mark.parametrize("discards", [2, 0])
def test_indulgences_discards_any_number_then_draws_one(discards: int) -> None:
    game = start([INDULGENCES, MARINE, FLARE])
    hand = len(game.hand(HERO_P))
    game.apply(PlayCard(h(game, "Indulgences")))
    for title in ("Marine", "Flare")[:discards]:
        game.apply(Choose(h(game, title)))
    game.apply(Decline())
    assert len(game.hand(HERO_P)) == hand - 1 - discards + 1
    assert (h(game, "Marine") in game.discard_pile(HERO_P)) is bool(discards)


def test_insight_promotion_token_and_skills_on_a_team_character() -> None:
    game = start([INSIGHT, MARINE])
    hero_plays(game, "Marine")
    leader = h(game, "Fixture Leader")
    game.apply(PlayCard(h(game, "Insight")))
    assert h(game, "Marine") not in game.pending_decision.options
    game.apply(Choose(leader))
    assert game.skill(leader, RATING[B]) == 3 + 1
    assert game.state.tokens.get(leader)


@pytest.mark.parametrize(("place", "scholar"), [("Place B", 3 + 1), ("Place C", 3)])
def test_nice_enough_couple_characters_sharing_a_glyph_get_skills(place: str,
                                                                  scholar: int) -> None:
    game = start([COUPLE])
    leader, scholar_uid = h(game, "Fixture Leader"), h(game, "Fixture Scholar")
    glyph_beneath(game, leader, "Place A")
    glyph_beneath(game, scholar_uid, place)
    game.apply(PlayCard(h(game, "Nice Enough Couple")))
    game.apply(Choose(leader))
    assert game.skill(leader, RATING[C]) == 1 + 1
    assert game.skill(scholar_uid, RATING[C]) == scholar
    assert game.skill(h(game, "Fixture Scientist"), RATING[C]) == 1


@pytest.mark.parametrize("assigned", [True, False])
def test_part_of_the_plan_readies_and_blocks_an_assigned_adversary(assigned: bool) -> None:
    game = start([PART_OF_PLAN], [BRUTE])
    villain_plays(game, "Brute")
    brute = v(game, "Brute")
    if assigned:
        game.apply(Pass())
        game.apply(Assign(brute))
    game.apply(PlayCard(h(game, "Part of the Plan")))
    assert game.status_name(brute) == "ready"
    assert game.is_blocked(brute) is assigned


@pytest.mark.parametrize("opponent_stops", [True, False])
def test_temptation_adversary_stopped_then_opponent_optionally_stops_one(
        opponent_stops: bool) -> None:
    game = start([TEMPTATION], [BRUTE])
    villain_plays(game, "Brute")
    leader = h(game, "Fixture Leader")
    game.apply(PlayCard(h(game, "Temptation")))
    assert game.status_name(v(game, "Brute")) == "stopped"
    assert game.to_act == VILLAIN_P
    game.apply(Choose(leader) if opponent_stops else Decline())
    assert game.status_name(leader) == ("stopped" if opponent_stops else "ready")


@pytest.mark.parametrize(("stops", "zone"), [(1, "discard"), (0, "obstacle")])
def test_covert_strike_destroys_an_obstacle_costing_the_number_stopped(stops: int,
                                                                       zone: str) -> None:
    game = start([COVERT_STRIKE], [ROCKS])
    villain_plays(game, "Rocks")
    game.apply(PlayCard(h(game, "Covert Strike")))
    if stops:
        game.apply(Choose(h(game, "Fixture Leader")))
    game.apply(Decline())
    assert game.zone_name(v(game, "Rocks")) == zone


@pytest.mark.parametrize("has_ancient", [True, False])
def test_interference_destroys_an_adversary_costing_less_than_the_ancient(
        has_ancient: bool) -> None:
    game = start([INTERFERENCE, SAGE], [BRUTE])
    villain_plays(game, "Brute")
    if not has_ancient:
        assert not playable(game, "Interference")
        return
    game.apply(PlayCard(h(game, "Sage")))
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Interference")))
    assert game.zone_name(h(game, "Sage")) == "discard"
    assert game.zone_name(v(game, "Brute")) == "discard"


@pytest.mark.parametrize(("mode", "whose"), [(0, HERO_P), (1, VILLAIN_P)])
def test_revisionist_history_shuffles_cards_of_a_discard_pile_into_its_deck(
        mode: int, whose: int) -> None:
    game = start([REVISIONIST, MARINE, FLARE], [ROCKS])
    card = h(game, "Marine") if whose == HERO_P else v(game, "Rocks")
    to_discard_pile(game, h(game, "Marine"))
    to_discard_pile(game, v(game, "Rocks"))
    to_discard_pile(game, h(game, "Flare"))
    leader = h(game, "Fixture Leader")
    game.apply(Assign(leader))
    game.apply(Pass())
    game.apply(PlayCard(h(game, "Revisionist History"), stops=(leader,)))
    assert game.status_name(leader) == "stopped"
    game.apply(Choose(mode))
    game.apply(Choose(card))
    if game.pending_decision is not None:
        game.apply(Decline())
    assert game.zone_name(card) == "deck"
    assert game.zone_name(h(game, "Flare")) == "discard"
    other = v(game, "Rocks") if whose == HERO_P else h(game, "Marine")
    assert game.zone_name(other) == "discard"


def test_revisionist_history_needs_an_assigned_character() -> None:
    game = start([REVISIONIST])
    assert not playable(game, "Revisionist History")
